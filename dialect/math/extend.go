package math

import (
	"strings"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

// The math-extend-to-supported-types pass (upstream's
// MathExtendToSupportedTypes): math ops on float types the target lacks
// compute in the target type instead. Upstream runs it as a partial
// conversion whose materializations are arith.extf/truncf with the
// contract flag: an extended operand is extended once, right after its
// definition (at its block's start for a block argument), and each result
// is truncated back right after the new op.

func init() {
	pass.Register(&pass.Info{
		Argument: "math-extend-to-supported-types",
		Name:     "MathExtendToSupportedTypes",
		Summary:  "Legalize floating-point math ops on low-precision floats",
		New: func() (pass.Pass, *pass.Options) {
			e := &extendPass{}
			o := &pass.Options{}
			o.List("extra-types", "MLIR types with arithmetic support on a given target (f64 and f32 are implicitly supported)", &e.extraTypes)
			o.Str("target-type", "MLIR type to convert the unsupported source types to", &e.targetType, "f32")
			return e, o
		},
	})
}

type extendPass struct {
	extraTypes []string
	targetType string
}

// extender holds one run's type mapping and materializations.
type extender struct {
	ctx       *ir.Context
	target    *ir.FloatType
	supported map[ir.FloatKind]bool
	extended  map[*ir.Value]*ir.Value
	b         *ir.Builder
}

func (p *extendPass) Run(root *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	unknown := ctx.UnknownLoc()
	kind, ok := ir.FloatKindByKeyword(p.targetType)
	if !ok {
		return ir.Errorf(unknown, "could not map target type '%s' to a known floating-point type", p.targetType)
	}
	e := &extender{ctx: ctx, target: ctx.FloatType(kind), extended: map[*ir.Value]*ir.Value{}, b: ir.NewBuilder(ctx),
		supported: map[ir.FloatKind]bool{ir.F32: true, ir.F64: true, kind: true}}
	for _, s := range p.extraTypes {
		k, ok := ir.FloatKindByKeyword(strings.TrimSpace(s))
		if !ok {
			return ir.Errorf(unknown, "could not map source type '%s' to a known floating-point type", s)
		}
		e.supported[k] = true
	}
	var ops []*ir.Operation
	root.WalkPre(func(op *ir.Operation) ir.WalkResult {
		if op != root && op.Info().Dialect == "math" && op.Name() != "math.fma" && !e.isLegal(op) {
			ops = append(ops, op)
		}
		return ir.WalkAdvance
	})
	if len(ops) == 0 {
		st.MarkUnchanged()
		return nil
	}
	for _, op := range ops {
		e.rewrite(op)
	}
	return nil
}

// convert returns the type t computes in: t with an unsupported float
// (element) type replaced by the target, or t itself.
func (e *extender) convert(t ir.Type) ir.Type {
	var el ir.Type = t
	if s, ok := t.(ir.ShapedType); ok {
		el = s.ElementType()
	}
	f, ok := el.(*ir.FloatType)
	if !ok || e.supported[f.Kind] {
		return t
	}
	switch t := t.(type) {
	case *ir.VectorType:
		return e.ctx.VectorType(t.Shape, e.target, t.Scalable)
	case *ir.RankedTensorType:
		return e.ctx.RankedTensorType(t.Shape, e.target, t.Encoding)
	case *ir.UnrankedTensorType:
		return e.ctx.UnrankedTensorType(e.target)
	case *ir.FloatType:
		return e.target
	}
	return t
}

// isLegal reports whether every operand and result type of op is
// supported.
func (e *extender) isLegal(op *ir.Operation) bool {
	for i := 0; i < op.NumOperands(); i++ {
		if t := op.Operand(i).Type(); e.convert(t) != t {
			return false
		}
	}
	for i := 0; i < op.NumResults(); i++ {
		if t := op.Result(i).Type(); e.convert(t) != t {
			return false
		}
	}
	return true
}

// contract is the fast-math attribute of the materializations.
func (e *extender) contract() []ir.NamedAttr {
	return []ir.NamedAttr{{Name: "fastmath", Value: arith.FastMath(e.ctx, arith.FastMathContract)}}
}

// extend returns v in its converted type, extending it once right after
// its definition, at the location of the op that first needs it.
func (e *extender) extend(v *ir.Value, loc ir.Location) *ir.Value {
	t := e.convert(v.Type())
	if t == v.Type() {
		return v
	}
	if x, ok := e.extended[v]; ok {
		return x
	}
	if def := v.DefiningOp(); def != nil {
		e.b.SetInsertionPointAfter(def)
	} else {
		e.b.SetInsertionPointToStart(v.OwnerBlock())
	}
	x := e.b.Create(&ir.OperationState{Loc: loc, Name: e.ctx.LookupOp("arith.extf"),
		Operands: []*ir.Value{v}, Types: []ir.Type{t}, Attrs: e.contract()}).Result(0)
	e.extended[v] = x
	return x
}

// rewrite replaces op by its version in the supported types.
func (e *extender) rewrite(op *ir.Operation) {
	operands := make([]*ir.Value, op.NumOperands())
	for i := range operands {
		operands[i] = e.extend(op.Operand(i), op.Loc())
	}
	types := make([]ir.Type, op.NumResults())
	for i := range types {
		types[i] = e.convert(op.Result(i).Type())
	}
	e.b.SetInsertionPoint(op)
	st := &ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: operands, Types: types,
		Props: op.Props()}
	if d := op.Attrs(); d != nil {
		st.Attrs = d.Entries
	}
	repl := e.b.Create(st)
	results := make([]*ir.Value, op.NumResults())
	for i := range results {
		results[i] = repl.Result(i)
		if orig := op.Result(i).Type(); types[i] != orig {
			results[i] = e.b.Create(&ir.OperationState{Loc: op.Loc(), Name: e.ctx.LookupOp("arith.truncf"),
				Operands: []*ir.Value{results[i]}, Types: []ir.Type{orig}, Attrs: e.contract()}).Result(0)
		}
	}
	op.ReplaceAllUsesWith(results)
	op.Erase()
}
