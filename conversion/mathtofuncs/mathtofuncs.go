// Package mathtofuncs is the convert-math-to-funcs pass: math.ipowi,
// math.fpowi and (on request) math.ctlz become calls of functions the pass
// adds to the module, implementing them in software, as upstream's
// MathToFuncs. Vector forms are first unrolled into scalar ops.
package mathtofuncs

import (
	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "convert-math-to-funcs",
		Name:      "ConvertMathToFuncs",
		Summary:   "Convert Math operations to calls of outlined implementations.",
		OpName:    "builtin.module",
		Dependent: []string{"arith", "cf", "func", "scf", "vector"},
		New: func() (pass.Pass, *pass.Options) {
			p := &lowering{}
			o := &pass.Options{}
			o.UintInt("min-width-of-fpowi-exponent", "Convert FPowI only if the width of its exponent's integer type is greater than or equal to this value", &p.minFPowIWidth, 1)
			o.Bool("convert-ctlz", "Convert math.ctlz to a software implementation. Enable for targets that do not natively support ctlz.", &p.convertCtlz, false)
			return p, o
		},
	})
}

type lowering struct {
	minFPowIWidth int
	convertCtlz   bool
}

// elemType is the element type of a shaped type, or t itself.
func elemType(t ir.Type) ir.Type {
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// isInteger reports whether op's result (elements) are integers.
func isInteger(op *ir.Operation) bool {
	_, ok := elemType(op.Result(0).Type()).(*ir.IntegerType)
	return ok
}

// fpowiConvertible reports whether an fpowi's exponent is wide enough.
func (p *lowering) fpowiConvertible(op *ir.Operation) bool {
	it, ok := elemType(op.Operand(1).Type()).(*ir.IntegerType)
	return ok && it.Width >= p.minFPowIWidth
}

// convertible reports whether op is one the pass replaces.
func (p *lowering) convertible(op *ir.Operation) bool {
	switch op.Name() {
	case "math.ipowi":
		return isInteger(op)
	case "math.fpowi":
		return p.fpowiConvertible(op)
	case "math.ctlz":
		return p.convertCtlz && isInteger(op)
	}
	return false
}

// elementalType is the function type of op on the element types.
func elementalType(ctx *ir.Context, op *ir.Operation) *ir.FunctionType {
	in := make([]ir.Type, op.NumOperands())
	for i, v := range op.Operands() {
		in[i] = elemType(v.Type())
	}
	return ctx.FunctionType(in, []ir.Type{elemType(op.Result(0).Type())})
}

// implKey identifies an outlined implementation: the op name and the
// elemental type (the function type for fpowi, the result type
// otherwise).
type implKey struct {
	name string
	t    ir.Type
}

// Run adds the implementations the module needs, then replaces the ops.
func (p *lowering) Run(module *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	impls := map[implKey]string{}
	body := module.Region(0).First()
	module.Walk(func(op *ir.Operation) ir.WalkResult {
		if !p.convertible(op) {
			return ir.WalkAdvance
		}
		key := implKey{op.Name(), elemType(op.Result(0).Type())}
		if op.Name() == "math.fpowi" {
			key.t = elementalType(ctx, op)
		}
		if _, ok := impls[key]; ok {
			return ir.WalkAdvance
		}
		g := newGen(ctx, module.Loc(), body)
		switch op.Name() {
		case "math.ipowi":
			impls[key] = g.ipowi(key.t)
		case "math.fpowi":
			impls[key] = g.fpowi(key.t.(*ir.FunctionType))
		default:
			impls[key] = g.ctlz(key.t)
		}
		return ir.WalkAdvance
	})
	var patterns []conversion.Pattern
	for _, name := range []string{"math.ipowi", "math.fpowi", "math.ctlz"} {
		patterns = append(patterns, unrollPattern(name))
		if name != "math.ctlz" || p.convertCtlz {
			patterns = append(patterns, callPattern(name, impls))
		}
	}
	target := conversion.NewTarget()
	target.AddLegalDialect("arith", "cf", "func", "scf", "vector")
	// Without convert-ctlz, math.ctlz is left unknown to the target (the
	// conversion still folds it), as upstream leaves it.
	legalOps := []string{"math.ipowi", "math.fpowi"}
	if p.convertCtlz {
		legalOps = append(legalOps, "math.ctlz")
	}
	target.AddDynamicallyLegalOp(conversion.When(func(op *ir.Operation) bool { return !p.convertible(op) }), legalOps...)
	return conversion.ApplyPartialConversion(ctx, []*ir.Operation{module}, target, patterns, nil)
}

// unrollPattern rewrites a vector op into the scalar op on each element
// (upstream's VecOpToScalarOp).
func unrollPattern(name string) conversion.Pattern {
	return &conversion.Func{Name: "VecOpToScalarOp", On: name, Weight: 1,
		Rewrite: func(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
			vt, ok := op.Result(0).Type().(*ir.VectorType)
			if !ok {
				return false
			}
			ctx, loc := rw.Ctx, op.Loc()
			var zero ir.Attribute
			if ft, ok := vt.Elem.(*ir.FloatType); ok {
				zero = ctx.FloatAttrFromFloat64(ft, 0)
			} else {
				zero = ctx.IntAttr(vt.Elem, 0)
			}
			res := create(rw.Builder, loc, "arith.constant", vt, nil, ir.NamedAttr{Name: "value", Value: splat(ctx, vt, zero)})
			n := ir.NumElements(vt.Shape)
			for lin := int64(0); lin < n; lin++ {
				pos := delinearize(lin, vt.Shape)
				posAttr := ir.NamedAttr{Name: "static_position", Value: ctx.DenseI64Array(pos)}
				operands := make([]*ir.Value, op.NumOperands())
				for i, v := range op.Operands() {
					operands[i] = create(rw.Builder, loc, "vector.extract", elemType(v.Type()), []*ir.Value{v}, posAttr)
				}
				scalar := create(rw.Builder, loc, name, vt.Elem, operands)
				res = create(rw.Builder, loc, "vector.insert", vt, []*ir.Value{scalar, res}, posAttr)
			}
			rw.ReplaceOp(op, []*ir.Value{res})
			return true
		}}
}

// delinearize is the position of the lin-th element of shape.
func delinearize(lin int64, shape []int64) []int64 {
	pos := make([]int64, len(shape))
	for i := len(shape) - 1; i >= 0; i-- {
		pos[i] = lin % shape[i]
		lin /= shape[i]
	}
	return pos
}

// splat is the dense splat of a scalar attribute.
func splat(ctx *ir.Context, vt *ir.VectorType, a ir.Attribute) ir.Attribute {
	raw := make([]byte, ir.ElementBytes(vt.Elem))
	switch a := a.(type) {
	case *ir.FloatAttr:
		ir.BitsToRaw(raw, a.Bits)
	case *ir.IntegerAttr:
		ir.IntToRaw(raw, a.BigInt())
	}
	return ctx.DenseElementsAttr(vt, raw, true)
}

// callPattern replaces a scalar op by a call of its implementation.
func callPattern(name string, impls map[implKey]string) conversion.Pattern {
	return &conversion.Func{Name: name + "-to-call", On: name, Weight: 1,
		Rewrite: func(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
			t := op.Result(0).Type()
			if _, ok := t.(*ir.VectorType); ok {
				return false
			}
			key := implKey{name, t}
			if name == "math.fpowi" {
				key.t = elementalType(rw.Ctx, op)
			} else if _, ok := op.Operand(0).Type().(*ir.IntegerType); !ok {
				return false
			}
			callee, ok := impls[key]
			if !ok {
				return false
			}
			call := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("func.call"),
				Operands: op.Operands(), Types: []ir.Type{t},
				Attrs: []ir.NamedAttr{{Name: "callee", Value: rw.Ctx.SymbolRefAttr(callee, nil)}}})
			rw.ReplaceOp(op, call.Results())
			return true
		}}
}

// create builds a single-result op.
func create(b *ir.Builder, loc ir.Location, name string, t ir.Type, operands []*ir.Value, attrs ...ir.NamedAttr) *ir.Value {
	return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp(name), Operands: operands,
		Types: []ir.Type{t}, Attrs: attrs}).Result(0)
}

// typeName is the text of a type in an implementation's name.
func typeName(t ir.Type) string { return asm.TypeString(t) }
