package math

import "github.com/gomlir/gomlir/ir"

// materializeConstant is MathDialect::materializeConstant: ub.poison for
// poison values, else arith.constant (arith::ConstantOp::materialize).
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	name := "arith.constant"
	if isPoison(value) {
		name = "ub.poison"
	} else if !arithBuildable(value, t) {
		return nil
	}
	info := b.Ctx.LookupOp(name)
	if info == nil {
		return nil
	}
	return b.Create(&ir.OperationState{Loc: loc, Name: info, Types: []ir.Type{t},
		Attrs: []ir.NamedAttr{{Name: "value", Value: value}}})
}

// arithBuildable is arith::ConstantOp::isBuildableWith.
func arithBuildable(value ir.Attribute, t ir.Type) bool {
	ta, ok := value.(ir.TypedAttr)
	if !ok || ta.AttrType() != t {
		return false
	}
	if it, ok := t.(*ir.IntegerType); ok && !it.IsSignless() {
		return false
	}
	switch value.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.DenseElementsAttr, *ir.DenseStringElementsAttr,
		*ir.DenseResourceElementsAttr, *ir.SparseElementsAttr:
		return true
	}
	return false
}
