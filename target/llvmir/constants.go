package llvmir

import (
	"math/big"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/internal/apfloat"
	"github.com/gomlir/gomlir/ir"
)

// intConst returns the constant v of an integer type of width n.
func (t *translator) intConst(ty ir.Type, v *big.Int) *value {
	n := intWidth(ty)
	return &value{ty: t.typeOrEmpty(ty), mty: ty, kind: cInt, ival: truncBits(v, n), width: n}
}

// intWidth returns the width of an integer (or index) type.
func intWidth(ty ir.Type) int {
	switch ty := ty.(type) {
	case *ir.IntegerType:
		return ty.Width
	case *ir.IndexType:
		return 64
	}
	return 0
}

func (t *translator) typeOrEmpty(ty ir.Type) string {
	s, _ := t.typeText(ty)
	return s
}

// floatConst returns a float constant of a float type from its bits.
func (t *translator) floatConst(ty *ir.FloatType, bits apfloat.Bits) *value {
	return &value{ty: t.typeOrEmpty(ty), mty: ty, kind: cFloat, fsem: ir.FloatSemanticsOf(ty.Kind), fbits: bits}
}

// special returns the null, undef or poison value of a type.
func (t *translator) special(ty ir.Type, k constKind) *value {
	v := &value{ty: t.typeOrEmpty(ty), mty: ty, kind: k}
	if f, ok := ty.(*ir.FloatType); ok {
		v.fsem = ir.FloatSemanticsOf(f.Kind)
	}
	return v
}

// aggregate builds a constant aggregate of type ty from its elements.
func (t *translator) aggregate(ty ir.Type, elems []*value) *value {
	v := &value{ty: t.typeOrEmpty(ty), mty: ty, kind: cAggregate, elems: elems}
	switch ty := ty.(type) {
	case *ir.VectorType:
		v.agg = aggVector
	case *llvm.ArrayType:
		v.agg = aggArray
	case *llvm.StructType:
		v.agg = aggStruct
		if ty.Packed() {
			v.agg = aggPackedStruct
		}
	}
	return v.normalize()
}

// elemTypes returns the element types of an aggregate type and their
// count.
func elemTypeAt(ty ir.Type, i int) ir.Type {
	switch ty := ty.(type) {
	case *ir.VectorType:
		return ty.Elem
	case *llvm.ArrayType:
		return ty.Elem
	case *llvm.StructType:
		if b := ty.Body(); i < len(b) {
			return b[i]
		}
	}
	return nil
}

func numElems(ty ir.Type) int {
	switch ty := ty.(type) {
	case *ir.VectorType:
		if len(ty.Shape) == 1 {
			return int(ty.Shape[0])
		}
	case *llvm.ArrayType:
		return int(ty.Len)
	case *llvm.StructType:
		return len(ty.Body())
	}
	return 0
}

// constAttr converts an attribute to a constant of type ty as upstream's
// getLLVMConstant does; op locates errors.
func (t *translator) constAttr(op *ir.Operation, ty ir.Type, a ir.Attribute) *value {
	t.mustType(op, ty)
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if w := intWidth(ty); w > 0 {
			return t.intConst(ty, a.BigInt())
		}
		if vt, ok := ty.(*ir.VectorType); ok && len(vt.Shape) == 1 {
			return t.splat(ty, t.constAttr(op, vt.Elem, a))
		}
	case *ir.FloatAttr:
		if ft, ok := ty.(*ir.FloatType); ok {
			if ft.Kind != a.Type.Kind {
				fail(op, "FloatAttr does not match expected type of the constant")
			}
			return t.floatConst(ft, a.Bits)
		}
		if vt, ok := ty.(*ir.VectorType); ok && len(vt.Shape) == 1 {
			return t.splat(ty, t.constAttr(op, vt.Elem, a))
		}
	case *ir.StringAttr:
		if at, ok := ty.(*llvm.ArrayType); ok {
			elems := make([]*value, len(a.Value))
			for i := range elems {
				elems[i] = t.intConst(at.Elem, big.NewInt(int64(a.Value[i])))
			}
			return t.aggregate(ty, elems)
		}
	case *ir.DenseElementsAttr:
		return t.denseConst(op, ty, a, 0, a.Type.Dims())
	case *ir.ArrayAttr:
		n := numElems(ty)
		if n == len(a.Elems) {
			elems := make([]*value, n)
			for i, e := range a.Elems {
				elems[i] = t.constAttr(op, elemTypeAt(ty, i), e)
			}
			return t.aggregate(ty, elems)
		}
		fail(op, "array attribute has wrong number of elements")
	case *ir.OpaqueAttr:
		switch a.Data {
		case "zero":
			return t.special(ty, cNull)
		case "undef":
			return t.special(ty, cUndef)
		case "poison":
			return t.special(ty, cPoison)
		}
	}
	fail(op, "unsupported constant value")
	return nil
}

// splat returns a vector of n copies of e.
func (t *translator) splat(ty ir.Type, e *value) *value {
	n := numElems(ty)
	elems := make([]*value, n)
	for i := range elems {
		elems[i] = e
	}
	return t.aggregate(ty, elems)
}

// denseConst converts the elements of a dense attribute starting at
// index base over the given shape, nesting LLVM arrays as upstream does.
func (t *translator) denseConst(op *ir.Operation, ty ir.Type, a *ir.DenseElementsAttr, base int64, dims []int64) *value {
	et := a.ElemType()
	if vt, ok := ty.(*ir.VectorType); ok && len(vt.Shape) == 1 && (a.Splat || a.NumElements() == vt.Shape[0]) {
		// A vector takes the elements in order (a splat repeats one).
		elems := make([]*value, vt.Shape[0])
		for i := range elems {
			elems[i] = t.denseElem(op, vt.Elem, a, et, base+int64(i))
		}
		return t.aggregate(ty, elems)
	}
	if len(dims) == 0 {
		return t.denseElem(op, ty, a, et, base)
	}
	n := int(dims[0])
	inner := ir.NumElements(dims[1:])
	switch ty.(type) {
	case *ir.VectorType, *llvm.ArrayType:
	default:
		if len(dims) == 1 && n == 1 {
			return t.denseElem(op, ty, a, et, base)
		}
		fail(op, "expected array or vector type for dense elements constant")
	}
	if numElems(ty) != n {
		fail(op, "dense elements attribute shape does not match the type")
	}
	elems := make([]*value, n)
	for i := range elems {
		elems[i] = t.denseConst(op, elemTypeAt(ty, i), a, base+int64(i)*inner, dims[1:])
	}
	return t.aggregate(ty, elems)
}

func (t *translator) denseElem(op *ir.Operation, ty ir.Type, a *ir.DenseElementsAttr, et ir.Type, i int64) *value {
	switch et.(type) {
	case *ir.FloatType:
		ft, ok := ty.(*ir.FloatType)
		if !ok {
			fail(op, "dense element type does not match the type")
		}
		return t.floatConst(ft, a.BitsAt(i))
	case *ir.IntegerType, *ir.IndexType:
		if intWidth(ty) == 0 {
			fail(op, "dense element type does not match the type")
		}
		return t.intConst(ty, a.IntAt(i))
	}
	fail(op, "no known conversion for innermost element type")
	return nil
}
