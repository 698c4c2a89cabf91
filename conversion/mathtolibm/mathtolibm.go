// Package mathtolibm is the convert-math-to-libm pass: math ops on f32 and
// f64 become calls of the C math library functions (declared once per
// symbol table, `llvm.readnone`), f16 and bf16 ones are computed in f32,
// and vector ones are unrolled into vector.extract and vector.insert, as
// upstream's MathToLibm.
package mathtolibm

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "convert-math-to-libm",
		Name:     "ConvertMathToLibmPass",
		Summary:  "Convert Math dialect to libm calls",
		OpName:   "builtin.module",
		New:      func() (pass.Pass, *pass.Options) { return lowering{}, &pass.Options{} },
	})
}

// libmNames maps each lowered math op to its f32 and f64 functions.
var libmNames = []struct{ op, f32, f64 string }{
	{"math.absf", "fabsf", "fabs"},
	{"math.acos", "acosf", "acos"},
	{"math.acosh", "acoshf", "acosh"},
	{"math.asin", "asinf", "asin"},
	{"math.asinh", "asinhf", "asinh"},
	{"math.atan", "atanf", "atan"},
	{"math.atan2", "atan2f", "atan2"},
	{"math.atanh", "atanhf", "atanh"},
	{"math.cbrt", "cbrtf", "cbrt"},
	{"math.ceil", "ceilf", "ceil"},
	{"math.cos", "cosf", "cos"},
	{"math.cosh", "coshf", "cosh"},
	{"math.erf", "erff", "erf"},
	{"math.erfc", "erfcf", "erfc"},
	{"math.exp", "expf", "exp"},
	{"math.exp2", "exp2f", "exp2"},
	{"math.expm1", "expm1f", "expm1"},
	{"math.floor", "floorf", "floor"},
	{"math.fma", "fmaf", "fma"},
	{"math.log", "logf", "log"},
	{"math.log10", "log10f", "log10"},
	{"math.log1p", "log1pf", "log1p"},
	{"math.log2", "log2f", "log2"},
	{"math.powf", "powf", "pow"},
	{"math.round", "roundf", "round"},
	{"math.roundeven", "roundevenf", "roundeven"},
	{"math.rsqrt", "rsqrtf", "rsqrt"},
	{"math.sin", "sinf", "sin"},
	{"math.sinh", "sinhf", "sinh"},
	{"math.sqrt", "sqrtf", "sqrt"},
	{"math.tan", "tanf", "tan"},
	{"math.tanh", "tanhf", "tanh"},
	{"math.trunc", "truncf", "trunc"},
}

type lowering struct{}

// Run lowers the math ops of the module; math ops without a libm function
// are errors.
func (lowering) Run(op *ir.Operation, st *pass.State) error {
	target := conversion.NewTarget()
	target.AddLegalDialect("arith", "builtin", "func", "vector")
	target.AddIllegalDialect("math")
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, target, Patterns(st.Ctx), nil)
}

// Patterns returns the math-to-libm lowerings. They share a cache of the
// symbol tables they declare functions in.
func Patterns(ctx *ir.Context) []conversion.Pattern {
	d := &declarer{ctx: ctx, tables: map[*ir.Operation]*ir.SymbolTable{}}
	var out []conversion.Pattern
	for _, n := range libmNames {
		out = append(out,
			&conversion.Func{Name: "VecOpToScalarOp", On: n.op, Weight: 1, Rewrite: unrollVector},
			&conversion.Func{Name: "PromoteOpToF32", On: n.op, Weight: 1, Rewrite: promoteToF32},
			&conversion.Func{Name: "ScalarOpToLibmCall", On: n.op, Weight: 1, Rewrite: d.callFor(n.f32, n.f64)})
	}
	return out
}

// unrollVector computes a math op on a vector one element at a time: the
// scalar ops (lowered in turn) on elements taken out with vector.extract,
// put back with vector.insert into a zero vector.
func unrollVector(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
	vt, ok := op.Result(0).Type().(*ir.VectorType)
	if !ok {
		return false
	}
	ctx, loc := rw.Ctx, op.Loc()
	zero := ctx.DenseElementsAttr(vt, make([]byte, ir.ElementBytes(vt.Elem)), true)
	result := rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("arith.constant"), Types: []ir.Type{vt},
		Attrs: []ir.NamedAttr{{Name: "value", Value: zero}}}).Result(0)
	n := int64(1)
	for _, d := range vt.Shape {
		n *= d
	}
	pos := make([]int64, len(vt.Shape))
	for linear := int64(0); linear < n; linear++ {
		rem := linear
		for i := len(vt.Shape) - 1; i >= 0; i-- {
			pos[i] = rem % vt.Shape[i]
			rem /= vt.Shape[i]
		}
		at := ir.NamedAttr{Name: "static_position", Value: ctx.DenseI64Array(pos)}
		elems := make([]*ir.Value, op.NumOperands())
		for i, v := range op.Operands() {
			elems[i] = rw.Create(&ir.OperationState{Loc: loc, Name: ctx.OpInfo("vector.extract"), Operands: []*ir.Value{v},
				Types: []ir.Type{vt.Elem}, Attrs: []ir.NamedAttr{at}}).Result(0)
		}
		scalar := rw.Create(&ir.OperationState{Loc: loc, Name: op.Info(), Operands: elems, Types: []ir.Type{vt.Elem}})
		result = rw.Create(&ir.OperationState{Loc: loc, Name: ctx.OpInfo("vector.insert"), Operands: []*ir.Value{scalar.Result(0), result},
			Types: []ir.Type{vt}, Attrs: []ir.NamedAttr{at}}).Result(0)
	}
	rw.ReplaceOp(op, []*ir.Value{result})
	return true
}

// promoteToF32 computes an f16 or bf16 op in f32: its operands extended,
// the result truncated back.
func promoteToF32(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	t, ok := op.Result(0).Type().(*ir.FloatType)
	if !ok || (t.Kind != ir.F16 && t.Kind != ir.BF16) {
		return false
	}
	f32 := rw.Ctx.FloatType(ir.F32)
	ext := make([]*ir.Value, op.NumOperands())
	for i, v := range a.Operands() {
		ext[i] = rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("arith.extf"), Operands: []*ir.Value{v}, Types: []ir.Type{f32}}).Result(0)
	}
	wide := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: ext, Types: []ir.Type{f32}})
	trunc := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("arith.truncf"), Operands: wide.Results(), Types: []ir.Type{t}})
	rw.ReplaceOpWithOp(op, trunc)
	return true
}

// declarer declares libm functions in the nearest symbol table of the ops
// that call them, looking names up in one index per table.
type declarer struct {
	ctx    *ir.Context
	tables map[*ir.Operation]*ir.SymbolTable
}

// callFor returns the pattern replacing an f32 or f64 op with a call of
// f32Name or f64Name.
func (d *declarer) callFor(f32Name, f64Name string) func(*ir.Operation, conversion.Adaptor, *conversion.Rewriter) bool {
	return func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
		t, ok := op.Result(0).Type().(*ir.FloatType)
		if !ok || (t.Kind != ir.F32 && t.Kind != ir.F64) {
			return false
		}
		name := f32Name
		if t.Kind == ir.F64 {
			name = f64Name
		}
		tableOp := ir.NearestSymbolTable(d.ctx, op)
		if tableOp == nil || tableOp.NumRegions() == 0 || tableOp.Region(0).Empty() {
			return false
		}
		table := d.tables[tableOp]
		if table == nil {
			table = ir.NewSymbolTable(d.ctx, tableOp)
			d.tables[tableOp] = table
		}
		if fn := table.Lookup(name); fn == nil || fn.Block() == nil {
			d.declare(rw, table, tableOp, name, op)
		}
		call := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: d.ctx.LookupOp("func.call"),
			Operands: a.Operands(), Types: op.ResultTypes(),
			Attrs: []ir.NamedAttr{{Name: "callee", Value: d.ctx.SymbolRefAttr(name, nil)}}})
		rw.ReplaceOpWithOp(op, call)
		return true
	}
}

// declare adds `func.func private @name` with op's signature at the start
// of the table.
func (d *declarer) declare(rw *conversion.Rewriter, table *ir.SymbolTable, tableOp *ir.Operation, name string, op *ir.Operation) {
	ctx := d.ctx
	ipBlock, ipBefore := rw.InsertionBlock(), rw.InsertionPoint()
	rw.SetInsertionPointToStart(tableOp.Region(0).First())
	fn := rw.Create(&ir.OperationState{Loc: ctx.UnknownLoc(), Name: ctx.LookupOp("func.func"), Regions: []*ir.Region{{}},
		Attrs: []ir.NamedAttr{
			{Name: "sym_name", Value: ctx.StringAttr(name)},
			{Name: "function_type", Value: ctx.TypeAttr(ctx.FunctionType(op.OperandTypes(), op.ResultTypes()))},
			{Name: "sym_visibility", Value: ctx.StringAttr("private")},
			{Name: "llvm.readnone", Value: ctx.UnitAttr()},
		}})
	table.Insert(fn, nil)
	if ipBefore != nil {
		rw.SetInsertionPoint(ipBefore)
	} else {
		rw.SetInsertionPointToEnd(ipBlock)
	}
}
