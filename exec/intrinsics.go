package exec

import (
	"math"
	"math/bits"

	"github.com/gomlir/gomlir/ir"
)

func init() {
	for _, n := range []string{"sadd", "uadd", "ssub", "usub", "smul", "umul"} {
		ops["llvm.intr."+n+".with.overflow"] = overflowCompiler(n)
	}
	for _, n := range []string{"sadd", "uadd", "ssub", "usub", "sshl", "ushl"} {
		ops["llvm.intr."+n+".sat"] = satCompiler(n)
	}
	intReds := map[string]string{"add": "add", "mul": "mul", "and": "and", "or": "or", "xor": "xor",
		"smax": "maxsi", "smin": "minsi", "umax": "maxui", "umin": "minui"}
	for n, k := range intReds {
		ops["llvm.intr.vector.reduce."+n] = reduceCompiler(k, true, false)
	}
	floatReds := map[string]string{"fadd": "addf", "fmul": "mulf", "fmax": "maxnumf", "fmin": "minnumf",
		"fmaximum": "maximumf", "fminimum": "minimumf"}
	for n, k := range floatReds {
		ops["llvm.intr.vector.reduce."+n] = reduceCompiler(k, false, n == "fadd" || n == "fmul")
	}
	for n, k := range intReds {
		ops["llvm.intr.vp.reduce."+n] = vpReduceCompiler(k, true)
	}
	for _, n := range []string{"fadd", "fmul", "fmax", "fmin"} {
		ops["llvm.intr.vp.reduce."+n] = vpReduceCompiler(floatReds[n], false)
	}
	ops["llvm.intr.masked.load"] = compileMaskedLoad
	ops["llvm.intr.masked.store"] = compileMaskedStore
	ops["llvm.intr.masked.expandload"] = compileMaskedLoad
	ops["llvm.intr.masked.compressstore"] = compileMaskedStore
	ops["llvm.intr.masked.gather"] = compileGather
	ops["llvm.intr.masked.scatter"] = compileScatter
}

// overflowCompiler returns the compiler of an arithmetic-with-overflow
// intrinsic: its result is {value, overflowed}.
func overflowCompiler(name string) opCompiler {
	return func(c *fc, op *ir.Operation) (instr, error) {
		ti, vec, err := c.scalarTI(op, op.Operand(0).Type())
		if err != nil || vec {
			return nil, unsupported(op)
		}
		w := bitsOf(ti)
		mk := mask(w)
		f := func(a, b uint64) (uint64, bool) {
			x, y := sext(a, w), sext(b, w)
			switch name {
			case "uadd":
				r := (a + b) & mk
				return r, r < a || (w == 64 && a+b < a)
			case "sadd":
				r := (a + b) & mk
				return r, sext(r, w) != x+y || (w == 64 && (x >= 0) == (y >= 0) && (int64(r) >= 0) != (x >= 0))
			case "usub":
				return (a - b) & mk, b > a
			case "ssub":
				r := (a - b) & mk
				return r, sext(r, w) != x-y || (w == 64 && (x >= 0) != (y >= 0) && (int64(r) >= 0) != (x >= 0))
			case "umul":
				hi, lo := bits.Mul64(a, b)
				return lo & mk, hi != 0 || lo&^mk != 0
			}
			r := uint64(x*y) & mk
			ov := sext(r, w) != x*y || (x != 0 && (x*y)/x != y)
			return r, ov
		}
		a, b, d := c.in(op, 0), c.in(op, 1), c.out(op, 0)
		return func(fr *frame) {
			r, ov := f(fr.s[a].B, fr.s[b].B)
			fr.s[d] = Val{R: []Val{{B: r}, {B: boolVal(ov)}}}
		}, nil
	}
}

func satCompiler(name string) opCompiler {
	return func(c *fc, op *ir.Operation) (instr, error) {
		ti, vec, err := c.scalarTI(op, op.Operand(0).Type())
		if err != nil {
			return nil, err
		}
		w := bitsOf(ti)
		mk := mask(w)
		maxS, minS := int64(mk>>1), -int64(mk>>1)-1
		clampS := func(v *big2) uint64 {
			switch {
			case v.over > 0:
				return uint64(maxS) & mk
			case v.over < 0:
				return uint64(minS) & mk
			}
			return uint64(v.v) & mk
		}
		f := func(a, b uint64) uint64 {
			x, y := sext(a, w), sext(b, w)
			switch name {
			case "uadd":
				r := a + b
				if r&^mk != 0 || r < a {
					return mk
				}
				return r
			case "usub":
				if b > a {
					return 0
				}
				return a - b
			case "sadd":
				return clampS(addS(x, y, minS, maxS))
			case "ssub":
				return clampS(addS(x, -y, minS, maxS))
			case "ushl":
				if b >= uint64(w) || (a<<b)&mk>>b != a {
					return mk
				}
				return (a << b) & mk
			}
			if b >= uint64(w) || sext((a<<b)&mk, w)>>b != x {
				if x < 0 {
					return uint64(minS) & mk
				}
				return uint64(maxS) & mk
			}
			return (a << b) & mk
		}
		return c.binInstr(op, f, vec), nil
	}
}

// big2 is a sum with its overflow direction.
type big2 struct {
	v    int64
	over int
}

func addS(x, y, lo, hi int64) *big2 {
	s := x + y
	switch {
	case y > 0 && (s < x || s > hi):
		return &big2{over: 1}
	case y < 0 && (s > x || s < lo):
		return &big2{over: -1}
	}
	return &big2{v: s}
}

// reduceCompiler compiles a vector reduction; ordered float reductions
// (fadd, fmul) take a start value first.
func reduceCompiler(k string, integer, withStart bool) opCompiler {
	return func(c *fc, op *ir.Operation) (instr, error) {
		vi := 0
		if withStart {
			vi = 1
		}
		ti, _, err := c.scalarTI(op, op.Operand(vi).Type())
		if err != nil {
			return nil, err
		}
		var f bin
		if integer {
			f = intKernel(k, bitsOf(ti), c.failer(op))
		} else {
			f = floatKernel(k, ti.fk)
		}
		if f == nil {
			return nil, unsupported(op)
		}
		v, d := c.in(op, vi), c.out(op, 0)
		start := -1
		if withStart {
			start = c.in(op, 0)
		}
		return func(fr *frame) {
			x := fr.s[v].R.([]uint64)
			var acc uint64
			i := 0
			if start >= 0 {
				acc = fr.s[start].B
			} else if len(x) > 0 {
				acc, i = x[0], 1
			}
			for ; i < len(x); i++ {
				acc = f(acc, x[i])
			}
			fr.s[d] = Val{B: acc}
		}, nil
	}
}

// vpReduceCompiler returns the compiler of a llvm.intr.vp.reduce
// intrinsic: the start value combined, in order, with the lanes below the
// explicit vector length whose mask bit is set.
func vpReduceCompiler(k string, integer bool) opCompiler {
	return func(c *fc, op *ir.Operation) (instr, error) {
		ti, _, err := c.scalarTI(op, op.Operand(1).Type())
		if err != nil {
			return nil, err
		}
		var f bin
		if integer {
			f = intKernel(k, bitsOf(ti), c.failer(op))
		} else {
			f = floatKernel(k, ti.fk)
		}
		if f == nil {
			return nil, unsupported(op)
		}
		start, v, m, evl, d := c.in(op, 0), c.in(op, 1), c.in(op, 2), c.in(op, 3), c.out(op, 0)
		return func(fr *frame) {
			x, mk := fr.s[v].R.([]uint64), fr.s[m].R.([]uint64)
			acc := fr.s[start].B
			n := min(int(fr.s[evl].B&0xFFFFFFFF), len(x))
			for i := 0; i < n; i++ {
				if mk[i]&1 != 0 {
					acc = f(acc, x[i])
				}
			}
			fr.s[d] = Val{B: acc}
		}, nil
	}
}

// elemAccess returns the element info of a vector operand.
func (c *fc) vecElem(op *ir.Operation, v *ir.Value) (*tinfo, error) {
	ti, _, err := c.scalarTI(op, v.Type())
	return ti, err
}

func compileMaskedLoad(c *fc, op *ir.Operation) (instr, error) {
	et, err := c.vecElem(op, op.Result(0))
	if err != nil {
		return nil, err
	}
	expand := op.Name() == "llvm.intr.masked.expandload"
	p, mk, d, m, loc := c.in(op, 0), c.in(op, 1), c.out(op, 0), c.m, op.Loc()
	pass := -1
	if op.NumOperands() > 2 {
		pass = c.in(op, 2)
	}
	n := et.size
	return func(fr *frame) {
		base, mask := fr.s[p], fr.s[mk].R.([]uint64)
		r := make([]uint64, len(mask))
		if pass >= 0 {
			copy(r, fr.s[pass].R.([]uint64))
		}
		k := 0
		for i, on := range mask {
			if on == 0 {
				continue
			}
			j := i
			if expand {
				j = k
				k++
			}
			r[i] = m.loadScalar(et.kind, m.bytesAt(Val{B: base.B + uint64(j*n), R: base.R}, n, loc)).B
		}
		fr.s[d] = Val{R: r}
	}, nil
}

func compileMaskedStore(c *fc, op *ir.Operation) (instr, error) {
	et, err := c.vecElem(op, op.Operand(0))
	if err != nil {
		return nil, err
	}
	compress := op.Name() == "llvm.intr.masked.compressstore"
	v, p, mk, m, loc := c.in(op, 0), c.in(op, 1), c.in(op, 2), c.m, op.Loc()
	n := et.size
	return func(fr *frame) {
		x, base, mask := fr.s[v].R.([]uint64), fr.s[p], fr.s[mk].R.([]uint64)
		k := 0
		for i, on := range mask {
			if on == 0 {
				continue
			}
			j := i
			if compress {
				j = k
				k++
			}
			storeScalar(m.bytesAt(Val{B: base.B + uint64(j*n), R: base.R}, n, loc), x[i])
		}
	}, nil
}

func compileGather(c *fc, op *ir.Operation) (instr, error) {
	et, err := c.vecElem(op, op.Result(0))
	if err != nil {
		return nil, err
	}
	p, mk, d, m, loc := c.in(op, 0), c.in(op, 1), c.out(op, 0), c.m, op.Loc()
	pass := -1
	if op.NumOperands() > 2 {
		pass = c.in(op, 2)
	}
	n := et.size
	return func(fr *frame) {
		ptrs, mask := fr.s[p].R.([]uint64), fr.s[mk].R.([]uint64)
		r := make([]uint64, len(mask))
		if pass >= 0 {
			copy(r, fr.s[pass].R.([]uint64))
		}
		for i, on := range mask {
			if on != 0 {
				r[i] = m.loadScalar(et.kind, m.bytesAt(m.ptrVal(ptrs[i]), n, loc)).B
			}
		}
		fr.s[d] = Val{R: r}
	}, nil
}

func compileScatter(c *fc, op *ir.Operation) (instr, error) {
	et, err := c.vecElem(op, op.Operand(0))
	if err != nil {
		return nil, err
	}
	v, p, mk, m, loc := c.in(op, 0), c.in(op, 1), c.in(op, 2), c.m, op.Loc()
	n := et.size
	return func(fr *frame) {
		x, ptrs, mask := fr.s[v].R.([]uint64), fr.s[p].R.([]uint64), fr.s[mk].R.([]uint64)
		for i, on := range mask {
			if on != 0 {
				storeScalar(m.bytesAt(m.ptrVal(ptrs[i]), n, loc), x[i])
			}
		}
	}, nil
}

func init() {
	ops["llvm.fence"] = compileNop
	ops["llvm.intr.exp10"] = func(c *fc, op *ir.Operation) (instr, error) {
		ti, vec, err := c.scalarTI(op, op.Operand(0).Type())
		if err != nil {
			return nil, err
		}
		fk := ti.fk
		return c.unInstr(op, func(a uint64) uint64 { return fromF64(fk, math.Pow(10, toF64(fk, a))) }, vec), nil
	}
	ops["llvm.intr.sincos"] = func(c *fc, op *ir.Operation) (instr, error) {
		ti, vec, err := c.scalarTI(op, op.Operand(0).Type())
		if err != nil || vec {
			return nil, unsupported(op)
		}
		fk, a, d := ti.fk, c.in(op, 0), c.out(op, 0)
		return func(fr *frame) {
			x := toF64(fk, fr.s[a].B)
			fr.s[d] = Val{R: []Val{{B: fromF64(fk, math.Sin(x))}, {B: fromF64(fk, math.Cos(x))}}}
		}, nil
	}
	for _, n := range []string{"fshl", "fshr"} {
		left := n == "fshl"
		ops["llvm.intr."+n] = func(c *fc, op *ir.Operation) (instr, error) {
			ti, vec, err := c.scalarTI(op, op.Operand(0).Type())
			if err != nil || vec {
				return nil, unsupported(op)
			}
			w := uint64(bitsOf(ti))
			mk := mask(int(w))
			a, b, s, d := c.in(op, 0), c.in(op, 1), c.in(op, 2), c.out(op, 0)
			return func(fr *frame) {
				x, y, k := fr.s[a].B, fr.s[b].B, fr.s[s].B%w
				var r uint64
				switch {
				case k == 0 && left:
					r = x
				case k == 0:
					r = y
				case left:
					r = (x<<k | y>>(w-k)) & mk
				default:
					r = (x<<(w-k) | y>>k) & mk
				}
				fr.s[d] = Val{B: r}
			}, nil
		}
	}
	ops["llvm.intr.vector.interleave2"] = ops["vector.interleave"]
	ops["llvm.intr.stepvector"] = func(c *fc, op *ir.Operation) (instr, error) {
		ti, err := c.ti(op, op.Result(0).Type())
		if err != nil {
			return nil, err
		}
		r := make([]uint64, ti.n)
		for i := range r {
			r[i] = uint64(i) & mask(ti.width)
		}
		c.setConst(op.Result(0), Val{R: r})
		return nil, nil
	}
	ops["llvm.intr.get.active.lane.mask"] = func(c *fc, op *ir.Operation) (instr, error) {
		rt, err := c.ti(op, op.Result(0).Type())
		if err != nil {
			return nil, err
		}
		it, err := c.ti(op, op.Operand(0).Type())
		if err != nil {
			return nil, err
		}
		max := mask(it.width)
		n, b, nn, d := rt.n, c.in(op, 0), c.in(op, 1), c.out(op, 0)
		return func(fr *frame) {
			base, limit := fr.s[b].B, fr.s[nn].B
			r := make([]uint64, n)
			for i := range r {
				// Lane i is set when base+i, computed without wrapping,
				// is below the limit.
				if base <= max-uint64(i) && base+uint64(i) < limit {
					r[i] = 1
				}
			}
			fr.s[d] = Val{R: r}
		}, nil
	}
}
