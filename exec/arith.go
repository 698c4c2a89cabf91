package exec

import (
	"math"

	"github.com/gomlir/gomlir/dialect/index"
	"github.com/gomlir/gomlir/ir"
)

// Kernel names of the integer and float operations of arith, index, math
// and llvm (they share their semantics).
var intBinNames = map[string]string{
	"arith.addi": "add", "arith.subi": "sub", "arith.muli": "mul", "arith.divsi": "divsi",
	"arith.divui": "divui", "arith.remsi": "remsi", "arith.remui": "remui",
	"arith.ceildivsi": "ceildivsi", "arith.ceildivui": "ceildivui", "arith.floordivsi": "floordivsi",
	"arith.andi": "and", "arith.ori": "or", "arith.xori": "xor", "arith.shli": "shl",
	"arith.shrsi": "shrsi", "arith.shrui": "shrui", "arith.maxsi": "maxsi", "arith.maxui": "maxui",
	"arith.minsi": "minsi", "arith.minui": "minui",
	"index.add": "add", "index.sub": "sub", "index.mul": "mul", "index.divs": "divsi",
	"index.divu": "divui", "index.rems": "remsi", "index.remu": "remui", "index.ceildivs": "ceildivsi",
	"index.ceildivu": "ceildivui", "index.floordivs": "floordivsi", "index.and": "and",
	"index.or": "or", "index.xor": "xor", "index.shl": "shl", "index.shrs": "shrsi",
	"index.shru": "shrui", "index.maxs": "maxsi", "index.maxu": "maxui", "index.mins": "minsi",
	"index.minu": "minui",
	"llvm.add":   "add", "llvm.sub": "sub", "llvm.mul": "mul", "llvm.sdiv": "divsi", "llvm.udiv": "divui",
	"llvm.srem": "remsi", "llvm.urem": "remui", "llvm.and": "and", "llvm.or": "or", "llvm.xor": "xor",
	"llvm.shl": "shl", "llvm.lshr": "shrui", "llvm.ashr": "shrsi", "llvm.intr.smax": "maxsi",
	"llvm.intr.smin": "minsi", "llvm.intr.umax": "maxui", "llvm.intr.umin": "minui",
	"math.ipowi": "powi",
}

var floatBinNames = map[string]string{
	"arith.addf": "addf", "arith.subf": "subf", "arith.mulf": "mulf", "arith.divf": "divf",
	"arith.remf": "remf", "arith.maximumf": "maximumf", "arith.minimumf": "minimumf",
	"arith.maxnumf": "maxnumf", "arith.minnumf": "minnumf",
	"llvm.fadd": "addf", "llvm.fsub": "subf", "llvm.fmul": "mulf", "llvm.fdiv": "divf", "llvm.frem": "remf",
	"llvm.intr.maxnum": "maxnumf", "llvm.intr.minnum": "minnumf", "llvm.intr.maximum": "maximumf",
	"llvm.intr.minimum": "minimumf", "llvm.intr.pow": "powf", "llvm.intr.copysign": "copysign",
	"llvm.intr.atan2": "atan2",
	"math.powf":       "powf", "math.atan2": "atan2", "math.copysign": "copysign",
}

var floatUnNames = map[string]string{
	"arith.negf": "negf", "llvm.fneg": "negf", "llvm.intr.fabs": "absf", "llvm.intr.rint": "roundeven",
	"llvm.intr.nearbyint": "roundeven",
}

var intUnNames = map[string]string{
	"math.absi": "absi", "math.ctlz": "ctlz", "math.cttz": "cttz", "math.ctpop": "ctpop",
	"llvm.intr.abs": "absi", "llvm.intr.ctlz": "ctlz", "llvm.intr.cttz": "cttz", "llvm.intr.ctpop": "ctpop",
	"llvm.intr.bitreverse": "bitreverse", "llvm.intr.bswap": "bswap",
}

func init() {
	for n, k := range intBinNames {
		ops[n] = binCompiler(k, true)
	}
	for n, k := range floatBinNames {
		ops[n] = binCompiler(k, false)
	}
	for _, n := range []string{"sqrt", "absf", "ceil", "floor", "trunc", "round", "roundeven", "exp",
		"exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan", "asin", "acos", "atan",
		"sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "erf", "erfc", "cbrt", "rsqrt"} {
		ops["math."+n] = unCompiler(n, false)
		if n != "absf" && n != "rsqrt" {
			ops["llvm.intr."+n] = unCompiler(n, false)
		}
	}
	for n, k := range floatUnNames {
		ops[n] = unCompiler(k, false)
	}
	for n, k := range intUnNames {
		ops[n] = unCompiler(k, true)
	}
	for _, n := range []string{"math.fma", "llvm.intr.fma", "llvm.intr.fmuladd", "vector.fma"} {
		ops[n] = compileFMA
	}
	for _, n := range []string{"arith.cmpi", "llvm.icmp", "index.cmp", "arith.cmpf", "llvm.fcmp"} {
		ops[n] = compileCmp
	}
	ops["arith.select"] = compileSelect
	ops["llvm.select"] = compileSelect
	for _, n := range []string{"arith.extsi", "arith.extui", "arith.trunci", "arith.sitofp", "arith.uitofp",
		"arith.fptosi", "arith.fptoui", "arith.extf", "arith.truncf", "arith.bitcast", "arith.index_cast",
		"arith.index_castui", "index.casts", "index.castu", "llvm.sext", "llvm.zext", "llvm.trunc",
		"llvm.sitofp", "llvm.uitofp", "llvm.fptosi", "llvm.fptoui", "llvm.fpext", "llvm.fptrunc",
		"llvm.bitcast", "math.isnan", "math.isinf", "math.isfinite", "math.isnormal", "llvm.freeze"} {
		ops[n] = compileCast
	}
	for _, n := range []string{"arith.constant", "index.constant", "index.bool.constant", "llvm.mlir.constant"} {
		ops[n] = compileConstant
	}
	for _, n := range []string{"ub.poison", "llvm.mlir.poison", "llvm.mlir.undef", "llvm.mlir.zero"} {
		ops[n] = compileZero
	}
	for _, n := range []string{"arith.mulsi_extended", "arith.mului_extended", "arith.addui_extended"} {
		ops[n] = compileExtended
	}
	ops["math.fpowi"] = compileFPowI
	ops["llvm.intr.powi"] = compileFPowI
	ops["index.sizeof"] = func(c *fc, op *ir.Operation) (instr, error) {
		c.setConst(op.Result(0), Val{B: 8})
		return nil, nil
	}
}

// lanes returns the scalar type info of v's type (the element type of a
// vector).
func (c *fc) scalarTI(op *ir.Operation, t ir.Type) (*tinfo, bool, error) {
	ti, err := c.ti(op, t)
	if err != nil {
		return nil, false, err
	}
	switch ti.class {
	case cScalar:
		return ti, false, nil
	case cVector:
		st := *ti
		st.class, st.n, st.shape = cScalar, 0, nil
		st.size = skindBytes[ti.kind]
		st.align = st.size
		return &st, true, nil
	}
	return nil, false, opErr(op, "'%s': operands of type %s are not supported", op.Name(), typeText(t))
}

func (c *fc) failer(op *ir.Operation) func(string) {
	m, loc := c.m, op.Loc()
	return func(msg string) { m.fail(loc, msg) }
}

func binCompiler(k string, integer bool) opCompiler {
	return func(c *fc, op *ir.Operation) (instr, error) {
		ti, vec, err := c.scalarTI(op, op.Operand(0).Type())
		if err != nil {
			return nil, err
		}
		var f bin
		if integer {
			f = intKernel(k, bitsOf(ti), c.failer(op))
		} else if ti.fk != 0 || ti.kind == kF16 {
			f = floatKernel(k, ti.fk)
		}
		if f == nil {
			return nil, opErr(op, "'%s' on %s is not supported", op.Name(), typeText(op.Operand(0).Type()))
		}
		if !vec {
			if in, ok := c.fusedBin(op, f); ok {
				return in, nil
			}
		}
		return c.binInstr(op, f, vec), nil
	}
}

// binInstr applies f to operands 0 and 1 into result 0, lane-wise for
// vectors.
func (c *fc) binInstr(op *ir.Operation, f bin, vec bool) instr {
	a, b, d := c.in(op, 0), c.in(op, 1), c.out(op, 0)
	if vec {
		return func(fr *frame) {
			s := fr.s
			x, y := s[a].R.([]uint64), s[b].R.([]uint64)
			r := make([]uint64, len(x))
			for i := range x {
				r[i] = f(x[i], y[i])
			}
			s[d] = Val{R: r}
		}
	}
	if fast := fastBin(op.Name(), op.Operand(0).Type(), a, b, d); fast != nil {
		return fast
	}
	return func(fr *frame) {
		s := fr.s
		s[d].B = f(s[a].B, s[b].B)
	}
}

// fastBin returns inlined forms of the commonest scalar operations.
func fastBin(name string, t ir.Type, a, b, d int) instr {
	wide := false
	switch t := t.(type) {
	case *ir.IndexType:
		wide = true
	case *ir.IntegerType:
		wide = t.Width == 64
	case *ir.FloatType:
		if t.Kind != ir.F32 {
			return nil
		}
		switch floatBinNames[name] {
		case "addf":
			return func(fr *frame) { s := fr.s; s[d].B = b32(f32(s[a].B) + f32(s[b].B)) }
		case "mulf":
			return func(fr *frame) { s := fr.s; s[d].B = b32(f32(s[a].B) * f32(s[b].B)) }
		}
		return nil
	}
	if !wide {
		return nil
	}
	switch intBinNames[name] {
	case "add":
		return func(fr *frame) { s := fr.s; s[d].B = s[a].B + s[b].B }
	case "mul":
		return func(fr *frame) { s := fr.s; s[d].B = s[a].B * s[b].B }
	case "sub":
		return func(fr *frame) { s := fr.s; s[d].B = s[a].B - s[b].B }
	}
	return nil
}

func unCompiler(k string, integer bool) opCompiler {
	return func(c *fc, op *ir.Operation) (instr, error) {
		ti, vec, err := c.scalarTI(op, op.Operand(0).Type())
		if err != nil {
			return nil, err
		}
		var f un
		if integer {
			f = intUnary(k, bitsOf(ti))
		} else if ti.fk != 0 || ti.kind == kF16 {
			f = floatUnary(k, ti.fk)
		}
		if f == nil {
			return nil, opErr(op, "'%s' on %s is not supported", op.Name(), typeText(op.Operand(0).Type()))
		}
		return c.unInstr(op, f, vec), nil
	}
}

func (c *fc) unInstr(op *ir.Operation, f un, vec bool) instr {
	a, d := c.in(op, 0), c.out(op, 0)
	if vec {
		return func(fr *frame) {
			x := fr.s[a].R.([]uint64)
			r := make([]uint64, len(x))
			for i := range x {
				r[i] = f(x[i])
			}
			fr.s[d] = Val{R: r}
		}
	}
	return func(fr *frame) { fr.s[d].B = f(fr.s[a].B) }
}

func compileFMA(c *fc, op *ir.Operation) (instr, error) {
	ti, vec, err := c.scalarTI(op, op.Operand(0).Type())
	if err != nil {
		return nil, err
	}
	fk := ti.fk
	f := func(x, y, z uint64) uint64 {
		return fromF64(fk, math.FMA(toF64(fk, x), toF64(fk, y), toF64(fk, z)))
	}
	if fk == ir.F64 {
		f = func(x, y, z uint64) uint64 { return b64(math.FMA(f64(x), f64(y), f64(z))) }
	}
	a, b, e, d := c.in(op, 0), c.in(op, 1), c.in(op, 2), c.out(op, 0)
	if vec {
		return func(fr *frame) {
			s := fr.s
			x, y, z := s[a].R.([]uint64), s[b].R.([]uint64), s[e].R.([]uint64)
			r := make([]uint64, len(x))
			for i := range x {
				r[i] = f(x[i], y[i], z[i])
			}
			s[d] = Val{R: r}
		}, nil
	}
	return func(fr *frame) { s := fr.s; s[d].B = f(s[a].B, s[b].B, s[e].B) }, nil
}

func intAttr(op *ir.Operation, name string) (int64, bool) {
	a, ok := op.InherentAttr(name).(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Int64(), true
}

func boolVal(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func compileCmp(c *fc, op *ir.Operation) (instr, error) {
	ti, vec, err := c.scalarTI(op, op.Operand(0).Type())
	if err != nil {
		return nil, err
	}
	pred, ok := intAttr(op, "predicate")
	if pa, isIdx := op.InherentAttr("pred").(*index.CmpPredicateAttr); isIdx {
		pred, ok = int64(pa.Pred), true
	}
	if !ok {
		return nil, opErr(op, "'%s' without a predicate", op.Name())
	}
	var p func(a, b uint64) bool
	if ti.fk != 0 || ti.kind == kF16 {
		p = fcmp(pred, ti.fk)
	} else {
		p = icmp(pred, bitsOf(ti))
	}
	if p == nil {
		return nil, unsupported(op)
	}
	a, b, d := c.in(op, 0), c.in(op, 1), c.out(op, 0)
	if !vec && ti.kind != kPtr && bitsOf(ti) == 64 && ti.fk == 0 && pred == 2 {
		return func(fr *frame) { s := fr.s; s[d].B = boolVal(int64(s[a].B) < int64(s[b].B)) }, nil
	}
	if !vec {
		return func(fr *frame) { s := fr.s; s[d].B = boolVal(p(s[a].B, s[b].B)) }, nil
	}
	return c.binInstr(op, func(x, y uint64) uint64 { return boolVal(p(x, y)) }, true), nil
}

func compileSelect(c *fc, op *ir.Operation) (instr, error) {
	k, a, b, d := c.in(op, 0), c.in(op, 1), c.in(op, 2), c.out(op, 0)
	if _, ok := op.Operand(0).Type().(*ir.VectorType); ok {
		return func(fr *frame) {
			s := fr.s
			m, x, y := s[k].R.([]uint64), s[a].R.([]uint64), s[b].R.([]uint64)
			r := make([]uint64, len(m))
			for i := range m {
				r[i] = pick(m[i] != 0, x[i], y[i])
			}
			s[d] = Val{R: r}
		}, nil
	}
	return func(fr *frame) {
		s := fr.s
		if s[k].B != 0 {
			s[d] = s[a]
		} else {
			s[d] = s[b]
		}
	}, nil
}

// castKernel converts between scalar kinds per the op's semantics.
func castKernel(name string, from, to *tinfo) un {
	fw, tw := bitsOf(from), bitsOf(to)
	tm := mask(tw)
	isF := func(t *tinfo) bool { return t.fk != 0 || t.kind == kF16 }
	switch name {
	case "arith.extsi", "llvm.sext", "index.casts", "arith.index_cast":
		if tw <= fw {
			return func(a uint64) uint64 { return a & tm }
		}
		return func(a uint64) uint64 { return uint64(sext(a, fw)) & tm }
	case "arith.extui", "llvm.zext", "arith.trunci", "llvm.trunc", "index.castu", "arith.index_castui":
		return func(a uint64) uint64 { return a & tm }
	case "arith.sitofp", "llvm.sitofp":
		return func(a uint64) uint64 { return fromI64(to.fk, sext(a, fw)) }
	case "arith.uitofp", "llvm.uitofp":
		return func(a uint64) uint64 { return fromU64(to.fk, a) }
	case "arith.fptosi", "llvm.fptosi":
		return func(a uint64) uint64 { return fptosi(toF64(from.fk, a), tw) & tm }
	case "arith.fptoui", "llvm.fptoui":
		return func(a uint64) uint64 { return fptoui(toF64(from.fk, a)) & tm }
	case "arith.extf", "llvm.fpext", "arith.truncf", "llvm.fptrunc":
		return func(a uint64) uint64 { return convertFloat(from.fk, to.fk, a) }
	case "arith.bitcast", "llvm.bitcast", "llvm.freeze":
		return func(a uint64) uint64 { return a }
	case "math.isnan", "math.isinf", "math.isfinite", "math.isnormal":
		if !isF(from) {
			return nil
		}
		return func(a uint64) uint64 {
			x := toF64(from.fk, a)
			switch name {
			case "math.isnan":
				return boolVal(x != x)
			case "math.isinf":
				return boolVal(math.IsInf(x, 0))
			case "math.isfinite":
				return boolVal(!math.IsInf(x, 0) && x == x)
			}
			return boolVal(ir.FloatSemanticsOf(from.fk).IsNormal(ir.APInt{Lo: a}))
		}
	}
	return nil
}

func fptoui(x float64) uint64 {
	if x >= 1<<63 {
		return uint64(x-(1<<63)) | 1<<63
	}
	return uint64(int64(x))
}

// fromI64 and fromU64 round integers to a float kind (correctly: through
// float64 only when exact or the kind is float64).
func fromI64(fk ir.FloatKind, v int64) uint64 {
	switch fk {
	case ir.F32:
		return b32(float32(v))
	case ir.F64:
		return b64(float64(v))
	}
	return fromF64(fk, float64(v))
}

func fromU64(fk ir.FloatKind, v uint64) uint64 {
	switch fk {
	case ir.F32:
		return b32(float32(v))
	case ir.F64:
		return b64(float64(v))
	}
	return fromF64(fk, float64(v))
}

func convertFloat(from, to ir.FloatKind, a uint64) uint64 {
	if from == ir.F32 && to == ir.F64 {
		return b64(float64(f32(a)))
	}
	if from == ir.F64 && to == ir.F32 {
		return b32(float32(f64(a)))
	}
	b, _, _ := ir.FloatSemanticsOf(to).ConvertRM(ir.FloatSemanticsOf(from), ir.APInt{Lo: a}, 0)
	return b.Lo
}

func compileCast(c *fc, op *ir.Operation) (instr, error) {
	if n := op.Name(); n == "arith.bitcast" || n == "llvm.bitcast" {
		return compileBitcast(c, op)
	}
	from, vec, err := c.scalarTI(op, op.Operand(0).Type())
	if err != nil {
		return nil, err
	}
	to, _, err := c.scalarTI(op, op.Result(0).Type())
	if err != nil {
		return nil, err
	}
	if op.Name() == "llvm.freeze" {
		a, d := c.in(op, 0), c.out(op, 0)
		return func(fr *frame) { fr.s[d] = fr.s[a] }, nil
	}
	f := castKernel(op.Name(), from, to)
	if f == nil {
		return nil, unsupported(op)
	}
	return c.unInstr(op, f, vec), nil
}

func compileConstant(c *fc, op *ir.Operation) (instr, error) {
	ti, err := c.ti(op, op.Result(0).Type())
	if err != nil {
		return nil, err
	}
	a := op.InherentAttr("value")
	if op.Name() == "llvm.mlir.constant" && a == nil {
		a = op.InherentAttr("value")
	}
	v, err := c.m.attrVal(a, ti)
	if err != nil {
		return nil, opErr(op, "'%s': %v", op.Name(), err)
	}
	c.setConst(op.Result(0), v)
	return nil, nil
}

func compileZero(c *fc, op *ir.Operation) (instr, error) {
	ti, err := c.ti(op, op.Result(0).Type())
	if err != nil {
		return nil, err
	}
	c.setConst(op.Result(0), ti.zero())
	return nil, nil
}

// compileBitcast reinterprets the bytes of a value as another type of the
// same size.
func compileBitcast(c *fc, op *ir.Operation) (instr, error) {
	from, err := c.ti(op, op.Operand(0).Type())
	if err != nil {
		return nil, err
	}
	to, err := c.ti(op, op.Result(0).Type())
	if err != nil {
		return nil, err
	}
	a, d, m := c.in(op, 0), c.out(op, 0), c.m
	if from.class == cScalar && to.class == cScalar || from.class == cVector && to.class == cVector && from.kind == to.kind {
		return func(fr *frame) { fr.s[d] = fr.s[a] }, nil
	}
	return func(fr *frame) {
		b := make([]byte, max(from.size, to.size))
		storeBits(from, b, fr.s[a])
		fr.s[d] = m.loadBits(to, b)
	}, nil
}

// isBoolVector reports a vector of i1, whose bitcasts see one bit per
// element (element i at bit i), as LLVM's.
func isBoolVector(ti *tinfo) bool { return ti.class == cVector && ti.kind == kI1 }

// storeBits writes v into b as a bitcast sees it.
func storeBits(ti *tinfo, b []byte, v Val) {
	if !isBoolVector(ti) {
		store(ti, b, v)
		return
	}
	for i, e := range v.R.([]uint64) {
		b[i/8] |= byte(e&1) << (i % 8)
	}
}

// loadBits reads a value of type ti from b as a bitcast sees it.
func (m *Machine) loadBits(ti *tinfo, b []byte) Val {
	if !isBoolVector(ti) {
		return m.load(ti, b[:ti.size])
	}
	out := make([]uint64, ti.n)
	for i := range out {
		out[i] = uint64(b[i/8]>>(i%8)) & 1
	}
	return Val{R: out}
}

// fptosi converts as x86's truncating conversions do: out-of-range values
// and NaN give the most negative integer of the conversion's width (32 bits
// for narrower results).
func fptosi(x float64, w int) uint64 {
	cw := 32
	if w > 32 {
		cw = 64
	}
	lim := math.Ldexp(1, cw-1)
	if x != x || x >= lim || x < -lim {
		return uint64(1) << uint(cw-1)
	}
	return uint64(int64(x))
}

// compileExtended compiles the two-result arithmetic: the low and high
// halves of a full product, or a sum and its carry.
func compileExtended(c *fc, op *ir.Operation) (instr, error) {
	ti, vec, err := c.scalarTI(op, op.Operand(0).Type())
	if err != nil || vec {
		return nil, unsupported(op)
	}
	w := bitsOf(ti)
	mk := mask(w)
	a, b, lo, hi := c.in(op, 0), c.in(op, 1), c.out(op, 0), c.out(op, 1)
	var f func(x, y uint64) (uint64, uint64)
	switch op.Name() {
	case "arith.addui_extended":
		f = func(x, y uint64) (uint64, uint64) {
			s := (x + y) & mk
			return s, boolVal(s < x)
		}
	case "arith.mului_extended":
		hiK := intKernel("mulhiui", w, nil)
		f = func(x, y uint64) (uint64, uint64) { return (x * y) & mk, hiK(x, y) }
	default:
		hiK := intKernel("mulhisi", w, nil)
		f = func(x, y uint64) (uint64, uint64) { return (x * y) & mk, hiK(x, y) }
	}
	return func(fr *frame) {
		l, h := f(fr.s[a].B, fr.s[b].B)
		fr.s[lo], fr.s[hi] = Val{B: l}, Val{B: h}
	}, nil
}

// compileFPowI raises a float to an integer power by repeated
// multiplication in float64, rounded once.
func compileFPowI(c *fc, op *ir.Operation) (instr, error) {
	ti, vec, err := c.scalarTI(op, op.Operand(0).Type())
	if err != nil || vec {
		return nil, unsupported(op)
	}
	w := ir.BitWidth(op.Operand(1).Type())
	fk := ti.fk
	return c.binInstr(op, func(a, b uint64) uint64 {
		return fromF64(fk, math.Pow(toF64(fk, a), float64(sext(b, w))))
	}, false), nil
}
