package exec

import (
	"math"
	"math/bits"

	"github.com/gomlir/gomlir/ir"
)

// bin and un are scalar kernels over value bits.
type bin func(a, b uint64) uint64
type un func(a uint64) uint64

func f32(b uint64) float32 { return math.Float32frombits(uint32(b)) }
func b32(f float32) uint64 { return uint64(math.Float32bits(f)) }
func f64(b uint64) float64 { return math.Float64frombits(b) }
func b64(f float64) uint64 { return math.Float64bits(f) }

// toF64 widens a float of kind fk exactly; fromF64 rounds to kind fk.
func toF64(fk ir.FloatKind, b uint64) float64 {
	switch fk {
	case ir.F32:
		return float64(f32(b))
	case ir.F64:
		return f64(b)
	}
	return ir.FloatSemanticsOf(fk).ToFloat64(ir.APInt{Lo: b})
}

func fromF64(fk ir.FloatKind, v float64) uint64 {
	switch fk {
	case ir.F32:
		return b32(float32(v))
	case ir.F64:
		return b64(v)
	}
	return ir.FloatSemanticsOf(fk).FromFloat64(v).Lo
}

// intKernels maps kernel names to w-bit integer kernels; fail reports
// undefined behaviour (division by zero, signed overflow).
func intKernel(name string, w int, fail func(string)) bin {
	mk := mask(w)
	sx := func(v uint64) int64 { return sext(v, w) }
	minS := uint64(1) << uint(w-1)
	divCheck := func(a, b uint64, signed bool) {
		if b == 0 {
			fail("integer division by zero")
		}
		if signed && w >= 32 && a == minS && b == mk {
			fail("integer overflow in signed division")
		}
	}
	switch name {
	case "add":
		return func(a, b uint64) uint64 { return (a + b) & mk }
	case "sub":
		return func(a, b uint64) uint64 { return (a - b) & mk }
	case "mul":
		return func(a, b uint64) uint64 { return (a * b) & mk }
	case "and":
		return func(a, b uint64) uint64 { return a & b }
	case "or":
		return func(a, b uint64) uint64 { return a | b }
	case "xor":
		return func(a, b uint64) uint64 { return a ^ b }
	case "divsi":
		return func(a, b uint64) uint64 { divCheck(a, b, true); return uint64(sx(a)/sx(b)) & mk }
	case "divui":
		return func(a, b uint64) uint64 { divCheck(a, b, false); return a / b }
	case "remsi":
		return func(a, b uint64) uint64 { divCheck(a, b, true); return uint64(sx(a)%sx(b)) & mk }
	case "remui":
		return func(a, b uint64) uint64 { divCheck(a, b, false); return a % b }
	case "ceildivsi":
		return func(a, b uint64) uint64 {
			divCheck(a, b, true)
			x, y := sx(a), sx(b)
			q := x / y
			if x%y != 0 && (x < 0) == (y < 0) {
				q++
			}
			return uint64(q) & mk
		}
	case "floordivsi":
		return func(a, b uint64) uint64 {
			divCheck(a, b, true)
			x, y := sx(a), sx(b)
			q := x / y
			if x%y != 0 && (x < 0) != (y < 0) {
				q--
			}
			return uint64(q) & mk
		}
	case "ceildivui":
		return func(a, b uint64) uint64 {
			divCheck(a, b, false)
			q := a / b
			if a%b != 0 {
				q++
			}
			return q & mk
		}
	case "shl":
		return func(a, b uint64) uint64 {
			if b >= uint64(w) {
				return 0
			}
			return (a << b) & mk
		}
	case "shrui":
		return func(a, b uint64) uint64 {
			if b >= uint64(w) {
				return 0
			}
			return a >> b
		}
	case "shrsi":
		return func(a, b uint64) uint64 {
			if b >= uint64(w) {
				b = uint64(w - 1)
			}
			return uint64(sx(a)>>b) & mk
		}
	case "maxsi":
		return func(a, b uint64) uint64 { return pick(sx(a) >= sx(b), a, b) }
	case "minsi":
		return func(a, b uint64) uint64 { return pick(sx(a) <= sx(b), a, b) }
	case "maxui":
		return func(a, b uint64) uint64 { return pick(a >= b, a, b) }
	case "minui":
		return func(a, b uint64) uint64 { return pick(a <= b, a, b) }
	case "mulhisi":
		return func(a, b uint64) uint64 {
			hi, lo := bits.Mul64(uint64(sx(a)), uint64(sx(b)))
			if w == 64 {
				if sx(a) < 0 {
					hi -= uint64(sx(b))
				}
				if sx(b) < 0 {
					hi -= uint64(sx(a))
				}
				return hi
			}
			return uint64(int64(lo)>>uint(w)) & mk
		}
	case "mulhiui":
		return func(a, b uint64) uint64 {
			hi, lo := bits.Mul64(a, b)
			if w == 64 {
				return hi
			}
			return (lo >> uint(w)) & mk
		}
	case "powi":
		return func(a, b uint64) uint64 {
			if sx(b) < 0 {
				switch sx(a) {
				case 1:
					return 1
				case -1:
					return pick(b&1 == 1, mk, 1)
				case 0:
					fail("integer division by zero")
				}
				return 0
			}
			r := uint64(1)
			for e, x := b, a; e > 0; e >>= 1 {
				if e&1 == 1 {
					r *= x
				}
				x *= x
			}
			return r & mk
		}
	}
	return nil
}

func pick(c bool, a, b uint64) uint64 {
	if c {
		return a
	}
	return b
}

// floatKernel returns a binary float kernel of kind fk.
func floatKernel(name string, fk ir.FloatKind) bin {
	var f func(x, y float64) float64
	switch name {
	case "addf":
		if fk == ir.F32 {
			return func(a, b uint64) uint64 { return b32(f32(a) + f32(b)) }
		}
		f = func(x, y float64) float64 { return x + y }
	case "subf":
		if fk == ir.F32 {
			return func(a, b uint64) uint64 { return b32(f32(a) - f32(b)) }
		}
		f = func(x, y float64) float64 { return x - y }
	case "mulf":
		if fk == ir.F32 {
			return func(a, b uint64) uint64 { return b32(f32(a) * f32(b)) }
		}
		f = func(x, y float64) float64 { return x * y }
	case "divf":
		if fk == ir.F32 {
			return func(a, b uint64) uint64 { return b32(f32(a) / f32(b)) }
		}
		f = func(x, y float64) float64 { return x / y }
	case "remf":
		f = math.Mod
	case "maximumf":
		f = func(x, y float64) float64 {
			if x != x || y != y {
				return math.NaN()
			}
			return math.Max(x, y)
		}
	case "minimumf":
		f = func(x, y float64) float64 {
			if x != x || y != y {
				return math.NaN()
			}
			return math.Min(x, y)
		}
	case "maxnumf":
		f = func(x, y float64) float64 {
			if x != x {
				return y
			}
			if y != y {
				return x
			}
			return math.Max(x, y)
		}
	case "minnumf":
		f = func(x, y float64) float64 {
			if x != x {
				return y
			}
			if y != y {
				return x
			}
			return math.Min(x, y)
		}
	case "powf":
		f = math.Pow
	case "atan2":
		f = math.Atan2
	case "copysign":
		f = math.Copysign
	default:
		return nil
	}
	if fk == ir.F64 {
		return func(a, b uint64) uint64 { return b64(f(f64(a), f64(b))) }
	}
	return func(a, b uint64) uint64 { return fromF64(fk, f(toF64(fk, a), toF64(fk, b))) }
}

// mathUnary returns the unary float function name (computed in float64 and
// rounded to the kind).
func mathUnary(name string) func(float64) float64 {
	switch name {
	case "sqrt":
		return math.Sqrt
	case "absf":
		return math.Abs
	case "ceil":
		return math.Ceil
	case "floor":
		return math.Floor
	case "trunc":
		return math.Trunc
	case "round":
		return math.Round
	case "roundeven":
		return math.RoundToEven
	case "exp":
		return math.Exp
	case "exp2":
		return math.Exp2
	case "expm1":
		return math.Expm1
	case "log":
		return math.Log
	case "log2":
		return math.Log2
	case "log10":
		return math.Log10
	case "log1p":
		return math.Log1p
	case "sin":
		return math.Sin
	case "cos":
		return math.Cos
	case "tan":
		return math.Tan
	case "asin":
		return math.Asin
	case "acos":
		return math.Acos
	case "atan":
		return math.Atan
	case "sinh":
		return math.Sinh
	case "cosh":
		return math.Cosh
	case "tanh":
		return math.Tanh
	case "asinh":
		return math.Asinh
	case "acosh":
		return math.Acosh
	case "atanh":
		return math.Atanh
	case "erf":
		return math.Erf
	case "erfc":
		return math.Erfc
	case "cbrt":
		return math.Cbrt
	case "rsqrt":
		return func(x float64) float64 { return 1 / math.Sqrt(x) }
	case "negf":
		return func(x float64) float64 { return -x }
	}
	return nil
}

func floatUnary(name string, fk ir.FloatKind) un {
	switch {
	case name == "negf":
		sign := uint64(1) << uint(8*skindBytes[floatSkind(fk)]-1)
		return func(a uint64) uint64 { return a ^ sign }
	case name == "absf":
		sign := uint64(1) << uint(8*skindBytes[floatSkind(fk)]-1)
		return func(a uint64) uint64 { return a &^ sign }
	case name == "sqrt" && fk == ir.F32:
		// float32 square root through float64 is correctly rounded.
		return func(a uint64) uint64 { return b32(float32(math.Sqrt(float64(f32(a))))) }
	case name == "rsqrt" && fk == ir.F32:
		return func(a uint64) uint64 { return b32(1 / float32(math.Sqrt(float64(f32(a))))) }
	}
	f := mathUnary(name)
	if f == nil {
		return nil
	}
	return func(a uint64) uint64 { return fromF64(fk, f(toF64(fk, a))) }
}

func floatSkind(fk ir.FloatKind) skind {
	switch fk {
	case ir.F16:
		return kF16
	case ir.BF16:
		return kBF16
	case ir.F32:
		return kF32
	}
	return kF64
}

// intUnary returns a unary integer kernel.
func intUnary(name string, w int) un {
	mk := mask(w)
	switch name {
	case "absi":
		return func(a uint64) uint64 {
			if sext(a, w) < 0 {
				return -a & mk
			}
			return a
		}
	case "ctlz":
		return func(a uint64) uint64 { return uint64(bits.LeadingZeros64(a) - (64 - w)) }
	case "cttz":
		return func(a uint64) uint64 {
			if a == 0 {
				return uint64(w)
			}
			return uint64(bits.TrailingZeros64(a))
		}
	case "ctpop":
		return func(a uint64) uint64 { return uint64(bits.OnesCount64(a)) }
	case "bitreverse":
		return func(a uint64) uint64 { return bits.Reverse64(a) >> uint(64-w) }
	case "bswap":
		return func(a uint64) uint64 { return bits.ReverseBytes64(a) >> uint(64-w) }
	}
	return nil
}

// icmp evaluates an integer predicate (arith.cmpi / llvm.icmp numbering).
func icmp(pred int64, w int) func(a, b uint64) bool {
	switch pred {
	case 0:
		return func(a, b uint64) bool { return a == b }
	case 1:
		return func(a, b uint64) bool { return a != b }
	case 2:
		return func(a, b uint64) bool { return sext(a, w) < sext(b, w) }
	case 3:
		return func(a, b uint64) bool { return sext(a, w) <= sext(b, w) }
	case 4:
		return func(a, b uint64) bool { return sext(a, w) > sext(b, w) }
	case 5:
		return func(a, b uint64) bool { return sext(a, w) >= sext(b, w) }
	case 6:
		return func(a, b uint64) bool { return a < b }
	case 7:
		return func(a, b uint64) bool { return a <= b }
	case 8:
		return func(a, b uint64) bool { return a > b }
	case 9:
		return func(a, b uint64) bool { return a >= b }
	}
	return nil
}

// fcmp evaluates a float predicate (arith.cmpf / llvm.fcmp numbering).
func fcmp(pred int64, fk ir.FloatKind) func(a, b uint64) bool {
	cmp := func(x, y float64) bool {
		return false
	}
	switch pred {
	case 0:
	case 1:
		cmp = func(x, y float64) bool { return x == y }
	case 2:
		cmp = func(x, y float64) bool { return x > y }
	case 3:
		cmp = func(x, y float64) bool { return x >= y }
	case 4:
		cmp = func(x, y float64) bool { return x < y }
	case 5:
		cmp = func(x, y float64) bool { return x <= y }
	case 6:
		cmp = func(x, y float64) bool { return x < y || x > y }
	case 7:
		cmp = func(x, y float64) bool { return x == x && y == y }
	case 8:
		cmp = func(x, y float64) bool { return !(x < y || x > y) }
	case 9:
		cmp = func(x, y float64) bool { return !(x <= y) }
	case 10:
		cmp = func(x, y float64) bool { return !(x < y) }
	case 11:
		cmp = func(x, y float64) bool { return !(x >= y) }
	case 12:
		cmp = func(x, y float64) bool { return !(x > y) }
	case 13:
		cmp = func(x, y float64) bool { return x != y }
	case 14:
		cmp = func(x, y float64) bool { return x != x || y != y }
	case 15:
		cmp = func(x, y float64) bool { return true }
	default:
		return nil
	}
	if fk == ir.F32 && pred == 4 {
		return func(a, b uint64) bool { return f32(a) < f32(b) }
	}
	return func(a, b uint64) bool { return cmp(toF64(fk, a), toF64(fk, b)) }
}
