package llvmir

import (
	"bytes"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/internal/apfloat"
	"github.com/gomlir/gomlir/ir"
)

// constKind classifies constants for printing and folding.
type constKind uint8

const (
	notConst   constKind = iota // an instruction, argument or block
	cInt                        // an integer: ival
	cFloat                      // a float: fbits in fsem
	cNull                       // zeroinitializer, null, 0
	cUndef                      // undef
	cPoison                     // poison
	cAggregate                  // a struct, array or vector: elems
	cSymbol                     // @name, a constant expression: text
)

// value is an LLVM value: a constant or a local (argument, instruction,
// basic block) numbered when its function is printed.
type value struct {
	ty   string  // LLVM type text
	mty  ir.Type // the MLIR type
	kind constKind

	ival  *big.Int // cInt: the value, zero-extended from its width
	width int      // cInt: the width
	fsem  *apfloat.Semantics
	fbits apfloat.Bits
	elems []*value // cAggregate
	agg   aggKind  // cAggregate: struct, array or vector
	text  string   // cSymbol
	// target is the block of a block address (text is then its
	// function).
	target *block

	slot int // a local's number (-1 until numbered)
}

// aggKind says which kind of aggregate a constant is.
type aggKind uint8

const (
	aggStruct aggKind = iota
	aggPackedStruct
	aggArray
	aggVector
)

// isConst reports whether v is a constant.
func (v *value) isConst() bool { return v.kind != notConst }

// ref returns how v is written as an operand without its type.
func (v *value) ref() string {
	switch v.kind {
	case notConst:
		return "%" + strconv.Itoa(v.slot)
	case cInt:
		if v.width == 1 {
			if v.ival.Sign() == 0 {
				return "false"
			}
			return "true"
		}
		return signed(v.ival, v.width).String()
	case cFloat:
		return floatText(v.fsem, v.fbits)
	case cNull:
		switch {
		case strings.HasPrefix(v.ty, "ptr"):
			return "null"
		case v.ty == "token":
			return "none"
		case isScalarTypeText(v.ty):
			if v.fsem != nil {
				return floatText(v.fsem, apfloat.Bits{})
			}
			if v.ty == "i1" {
				return "false"
			}
			return "0"
		}
		return "zeroinitializer"
	case cUndef:
		return "undef"
	case cPoison:
		return "poison"
	case cSymbol:
		if v.target != nil {
			return "blockaddress(" + v.text + ", " + v.target.label.ref() + ")"
		}
		return v.text
	}
	return v.aggregateText()
}

// writeRef writes v.ref() to b (a local's number without allocating).
func writeRef(b *bytes.Buffer, v *value) {
	if v.kind != notConst {
		b.WriteString(v.ref())
		return
	}
	b.WriteByte('%')
	b.Write(strconv.AppendInt(b.AvailableBuffer(), int64(v.slot), 10))
}

// isScalarTypeText reports whether an LLVM type text names an integer or
// float type.
func isScalarTypeText(t string) bool {
	if t == "" {
		return false
	}
	switch t[0] {
	case '[', '<', '{', '%', 't':
		return false
	}
	return t != "void" && t != "label" && t != "metadata" && t != "x86_amx"
}

// typed returns "type ref".
func (v *value) typed() string { return v.ty + " " + v.ref() }

// aggregateText writes a constant aggregate as LLVM prints it: a string
// for i8 arrays, a splat for vectors of one repeated number.
func (v *value) aggregateText() string {
	var b strings.Builder
	switch v.agg {
	case aggVector:
		if s := v.elems[0]; s.kind == cInt || s.kind == cFloat || s.kind == cNull && isScalarTypeText(s.ty) {
			same := true
			for _, e := range v.elems[1:] {
				if e.ref() != s.ref() {
					same = false
					break
				}
			}
			if same {
				return "splat (" + s.typed() + ")"
			}
		}
		b.WriteByte('<')
		writeElems(&b, v.elems)
		b.WriteByte('>')
	case aggArray:
		if v.ty[len(v.ty)-3:] == "i8]" && allInts(v.elems) {
			b.WriteString("c\"")
			for _, e := range v.elems {
				c := byte(0)
				if e.kind == cInt {
					c = byte(e.ival.Uint64())
				}
				escapeString(&b, string([]byte{c}))
			}
			b.WriteByte('"')
			return b.String()
		}
		b.WriteByte('[')
		writeElems(&b, v.elems)
		b.WriteByte(']')
	case aggStruct, aggPackedStruct:
		if v.agg == aggPackedStruct {
			b.WriteByte('<')
		}
		b.WriteString("{ ")
		writeElems(&b, v.elems)
		b.WriteString(" }")
		if v.agg == aggPackedStruct {
			b.WriteByte('>')
		}
	}
	return b.String()
}

func allInts(es []*value) bool {
	for _, e := range es {
		if e.kind != cInt && e.kind != cNull {
			return false
		}
	}
	return true
}

func writeElems(b *strings.Builder, es []*value) {
	for i, e := range es {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(e.typed())
	}
}

// signed returns the two's complement reading of an n-bit pattern.
func signed(v *big.Int, n int) *big.Int {
	if n > 0 && v.Bit(n-1) == 1 {
		return new(big.Int).Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(n)))
	}
	return v
}

// truncBits reduces v to its low n bits (as a non-negative number).
func truncBits(v *big.Int, n int) *big.Int {
	m := new(big.Int).Lsh(big.NewInt(1), uint(n))
	m.Sub(m, big.NewInt(1))
	if v.Sign() < 0 {
		v = new(big.Int).Add(v, new(big.Int).Lsh(big.NewInt(1), uint(n+v.BitLen()+1)))
	}
	return new(big.Int).And(v, m)
}

// normalize turns aggregates whose elements are all zero, all poison or
// all undef (poison included) into the single constant LLVM makes of them.
func (v *value) normalize() *value {
	if v.kind != cAggregate {
		return v
	}
	allZero, allUndef, allPoison := true, true, true
	for _, e := range v.elems {
		allZero = allZero && e.isZero()
		allPoison = allPoison && e.kind == cPoison
		allUndef = allUndef && (e.kind == cUndef || e.kind == cPoison)
	}
	switch {
	case allZero:
		v.kind = cNull
	case allPoison:
		v.kind = cPoison
	case allUndef:
		v.kind = cUndef
	default:
		return v
	}
	v.elems = nil
	return v
}

// isZero reports whether v is LLVM's null value of its type.
func (v *value) isZero() bool {
	switch v.kind {
	case cNull:
		return true
	case cInt:
		return v.ival.Sign() == 0
	case cFloat:
		return v.fbits == apfloat.Bits{}
	}
	return false
}

// floatText prints a float constant as LLVM does: float and double in
// scientific notation with six significant digits when that reads back
// exactly, else as the hex bits of the double; the other formats as
// hex bits behind a letter naming the format.
func floatText(sem *apfloat.Semantics, bits apfloat.Bits) string {
	switch sem {
	case apfloat.F32, apfloat.F64:
		var d float64
		if sem == apfloat.F32 {
			d = float64(math.Float32frombits(uint32(bits.Lo)))
		} else {
			d = math.Float64frombits(bits.Lo)
		}
		if !math.IsInf(d, 0) && !math.IsNaN(d) {
			s := sem.Format(bits, 6, 0, false)
			if r, err := strconv.ParseFloat(s, 64); err == nil && r == d {
				return s
			}
		}
		var hb uint64
		if sem == apfloat.F32 {
			hb = f32ToF64Bits(uint32(bits.Lo))
		} else {
			hb = bits.Lo
		}
		return "0x" + strings.ToUpper(strconv.FormatUint(hb, 16))
	case apfloat.F16:
		return "0xH" + hexDigits(bits.Lo, 4)
	case apfloat.BF16:
		return "0xR" + hexDigits(bits.Lo, 4)
	case apfloat.F80:
		return "0xK" + hexDigits(bits.Hi, 4) + hexDigits(bits.Lo, 16)
	case apfloat.F128:
		return "0xL" + hexDigits(bits.Lo, 16) + hexDigits(bits.Hi, 16)
	}
	return "0x" + hexDigits(bits.Lo, 16)
}

// f32ToF64Bits widens a float's bits to a double's exactly, NaN payloads
// included.
func f32ToF64Bits(b uint32) uint64 {
	f := math.Float32frombits(b)
	if f != f {
		sign := uint64(b>>31) << 63
		payload := uint64(b&0x7fffff) << 29
		return sign | 0x7ff0000000000000 | payload
	}
	return math.Float64bits(float64(f))
}

func hexDigits(v uint64, n int) string {
	s := strings.ToUpper(strconv.FormatUint(v, 16))
	for len(s) < n {
		s = "0" + s
	}
	return s
}
