package complex

import (
	"github.com/gomlir/gomlir/ir"
)

func value(v *ir.Value) []ir.FoldResult { return []ir.FoldResult{{Value: v}} }

func foldConstant(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if a := op.InherentAttr("value"); a != nil {
		return []ir.FoldResult{{Attr: a}}
	}
	return nil
}

// foldBitcast: a cast to the same type is its operand.
func foldBitcast(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return value(op.Operand(0))
	}
	return nil
}

// definedBy returns the op defining v if it is named name.
func definedBy(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == name {
		return d
	}
	return nil
}

// foldCreate: complex.create(complex.re(x), complex.im(x)) is x.
func foldCreate(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	re, im := definedBy(op.Operand(0), "complex.re"), definedBy(op.Operand(1), "complex.im")
	if re != nil && im != nil && re.Operand(0) == im.Operand(0) {
		return value(re.Operand(0))
	}
	return nil
}

// foldPart folds complex.re (i = 0) and complex.im (i = 1) of a constant
// or of complex.create.
func foldPart(i int) foldFn {
	return func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
		if arr, ok := operands[0].(*ir.ArrayAttr); ok && len(arr.Elems) == 2 {
			return []ir.FoldResult{{Attr: arr.Elems[i]}}
		}
		if c := definedBy(op.Operand(0), "complex.create"); c != nil {
			return value(c.Operand(i))
		}
		return nil
	}
}

// foldInverse folds f(g(x)) to x where g is named inverse (neg and conj
// are their own inverses; exp and log undo each other).
func foldInverse(inverse string) foldFn {
	return func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		if d := definedBy(op.Operand(0), inverse); d != nil {
			return value(d.Operand(0))
		}
		return nil
	}
}

// constantParts returns the float parts of the complex.constant defining
// v.
func constantParts(v *ir.Value) (re, im *ir.FloatAttr, ok bool) {
	c := definedBy(v, "complex.constant")
	if c == nil {
		return nil, nil, false
	}
	return floatParts(c.InherentAttr("value"))
}

// floatParts returns the parts of a two-element array of floats.
func floatParts(a ir.Attribute) (re, im *ir.FloatAttr, ok bool) {
	arr, isArr := a.(*ir.ArrayAttr)
	if !isArr || len(arr.Elems) != 2 {
		return nil, nil, false
	}
	re, ok1 := arr.Elems[0].(*ir.FloatAttr)
	im, ok2 := arr.Elems[1].(*ir.FloatAttr)
	return re, im, ok1 && ok2
}

func isZero(f *ir.FloatAttr) bool { return ir.FloatSemanticsOf(f.Type.Kind).IsZero(f.Bits) }

// isOne compares f with 1 as APFloat's operator== (an IEEE comparison).
func isOne(f *ir.FloatAttr) bool {
	sem := ir.FloatSemanticsOf(f.Type.Kind)
	return f.Bits == sem.FromFloat64(1) && sem.IsFinite(f.Bits)
}

// foldAdd: (a - b) + b and b + (a - b) are a; a + (±0, ±0) is a.
func foldAdd(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	lhs, rhs := op.Operand(0), op.Operand(1)
	if sub := definedBy(lhs, "complex.sub"); sub != nil && sub.Operand(1) == rhs {
		return value(sub.Operand(0))
	}
	if sub := definedBy(rhs, "complex.sub"); sub != nil && sub.Operand(1) == lhs {
		return value(sub.Operand(0))
	}
	if re, im, ok := constantParts(rhs); ok && isZero(re) && isZero(im) {
		return value(lhs)
	}
	return nil
}

// foldSub: (a + b) - b is a; a - (±0, ±0) is a.
func foldSub(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	lhs, rhs := op.Operand(0), op.Operand(1)
	if add := definedBy(lhs, "complex.add"); add != nil && add.Operand(1) == rhs {
		return value(add.Operand(0))
	}
	if re, im, ok := constantParts(rhs); ok && isZero(re) && isZero(im) {
		return value(lhs)
	}
	return nil
}

// foldMul: a * (1, ±0) is a, for a complex.constant right operand.
func foldMul(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if re, im, ok := constantParts(op.Operand(1)); ok && isZero(im) && isOne(re) {
		return value(op.Operand(0))
	}
	return nil
}

// foldDiv: a / (1, ±0) is a, for a constant right operand.
func foldDiv(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if re, im, ok := floatParts(operands[1]); ok && isZero(im) && isOne(re) {
		return value(op.Operand(0))
	}
	return nil
}

// materializeConstant is ComplexDialect::materializeConstant:
// complex.constant for two-element arrays of the element type, else
// arith::ConstantOp::materialize.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	name := "complex.constant"
	if !constantBuildable(value, t) {
		if !arithBuildable(value, t) {
			return nil
		}
		name = "arith.constant"
	}
	info := b.Ctx.LookupOp(name)
	if info == nil {
		return nil
	}
	return b.Create(&ir.OperationState{Loc: loc, Name: info, Types: []ir.Type{t},
		Attrs: []ir.NamedAttr{{Name: "value", Value: value}}})
}

// constantBuildable is complex::ConstantOp::isBuildableWith.
func constantBuildable(value ir.Attribute, t ir.Type) bool {
	arr, ok := value.(*ir.ArrayAttr)
	ct, ok2 := t.(*ir.ComplexType)
	if !ok || !ok2 || len(arr.Elems) != 2 {
		return false
	}
	switch re := arr.Elems[0].(type) {
	case *ir.FloatAttr:
		im, ok := arr.Elems[1].(*ir.FloatAttr)
		return ok && ir.Type(re.Type) == ct.Elem && ir.Type(im.Type) == ct.Elem
	case *ir.IntegerAttr:
		im, ok := arr.Elems[1].(*ir.IntegerAttr)
		return ok && re.Type == ct.Elem && im.Type == ct.Elem
	}
	return false
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
