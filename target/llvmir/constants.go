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
		if w := intWidth(ty); w > 0 && w <= 64 {
			// Floats LLVM has no type for are stored as their bits.
			return t.intConst(ty, new(big.Int).SetUint64(a.Bits.Lo))
		}
		if ft, ok := ty.(*ir.FloatType); ok {
			if ft.Kind != a.Type.Kind {
				failAt(op, "FloatAttr does not match expected type of the constant")
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
		return t.denseConst(op, ty, a)
	case *ir.DenseResourceElementsAttr:
		return t.resourceConst(op, ty, a)
	case *ir.SparseElementsAttr:
		// A 1-D sparse vector: zeros with the given values at their
		// indices.
		vals, ok := a.Values.(*ir.DenseElementsAttr)
		vt, isVec := ty.(*ir.VectorType)
		if ok && isVec && len(vt.Shape) == 1 {
			elems := make([]*value, vt.Shape[0])
			for i := range elems {
				elems[i] = t.zeroOf(vt.Elem)
			}
			for k := int64(0); k < a.Indices.NumElements(); k++ {
				if i := a.Indices.IntAt(k); i.IsInt64() && i.Int64() >= 0 && i.Int64() < vt.Shape[0] {
					elems[i.Int64()] = t.denseElem(op, vt.Elem, vals, vals.ElemType(), k)
				}
			}
			return t.aggregate(ty, elems)
		}
	case *ir.ArrayAttr:
		n := numElems(ty)
		if n == len(a.Elems) {
			elems := make([]*value, n)
			for i, e := range a.Elems {
				elems[i] = t.constAttr(op, elemTypeAt(ty, i), e)
			}
			return t.aggregate(ty, elems)
		}
		failAt(op, "array attribute has wrong number of elements")
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
	failAt(op, "unsupported constant value")
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

// denseConst converts the elements of a dense attribute into the nested
// arrays and vectors of ty, filling them with the elements in order (a
// splat repeats its element), as upstream does.
func (t *translator) denseConst(op *ir.Operation, ty ir.Type, a *ir.DenseElementsAttr) *value {
	if a.Splat && allZeroBytes(a.Data) {
		// A zero splat is zeroinitializer however large the type.
		t.denseElem(op, innerScalar(ty), a, a.ElemType(), 0)
		return t.special(ty, cNull)
	}
	next := int64(0)
	v := t.denseFill(op, ty, a, &next)
	if !a.Splat && next != a.NumElements() {
		failAt(op, "dense elements attribute shape does not match the type")
	}
	return v
}

func (t *translator) denseFill(op *ir.Operation, ty ir.Type, a *ir.DenseElementsAttr, next *int64) *value {
	switch ty.(type) {
	case *ir.VectorType, *llvm.ArrayType:
		n := numElems(ty)
		elems := make([]*value, n)
		for i := range elems {
			elems[i] = t.denseFill(op, elemTypeAt(ty, i), a, next)
		}
		return t.aggregate(ty, elems)
	}
	if !a.Splat && *next >= a.NumElements() {
		failAt(op, "dense elements attribute shape does not match the type")
	}
	v := t.denseElem(op, ty, a, a.ElemType(), *next)
	*next++
	return v
}

func (t *translator) denseElem(op *ir.Operation, ty ir.Type, a *ir.DenseElementsAttr, et ir.Type, i int64) *value {
	switch et.(type) {
	case *ir.FloatType:
		ft, ok := ty.(*ir.FloatType)
		if !ok {
			failAt(op, "dense element type does not match the type")
		}
		return t.floatConst(ft, a.BitsAt(i))
	case *ir.IntegerType, *ir.IndexType:
		if intWidth(ty) == 0 {
			failAt(op, "dense element type does not match the type")
		}
		return t.intConst(ty, a.IntAt(i))
	}
	if ct, ok := et.(*ir.ComplexType); ok {
		if st, ok := ty.(*llvm.StructType); ok && len(st.Body()) == 2 {
			raw := a.RawElement(i)
			half := len(raw) / 2
			parts := [2]*value{}
			for j := range parts {
				b := raw[j*half : (j+1)*half]
				switch ft := st.Body()[j].(type) {
				case *ir.FloatType:
					parts[j] = t.floatConst(ft, ir.RawToBits(b))
				default:
					parts[j] = t.intConst(ft, ir.RawToInt(b, intWidth(ct.Elem), false))
				}
			}
			return t.aggregate(ty, parts[:])
		}
	}
	failAt(op, "no known conversion for innermost element type")
	return nil
}

func allZeroBytes(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// innerScalar is the innermost element type of nested vectors and arrays.
func innerScalar(ty ir.Type) ir.Type {
	for {
		switch ty.(type) {
		case *ir.VectorType, *llvm.ArrayType:
			ty = elemTypeAt(ty, 0)
		default:
			return ty
		}
	}
}

// resourceConst converts a dense_resource attribute as upstream's
// convertDenseResourceElementsAttr: the blob's raw little-endian data, whose
// element size must be that of the innermost LLVM type, fills a tensor (of
// scalars) or a vector.
func (t *translator) resourceConst(op *ir.Operation, ty ir.Type, a *ir.DenseResourceElementsAttr) *value {
	inner := innerScalar(ty)
	bits := 0
	switch it := inner.(type) {
	case *ir.IntegerType:
		if w := it.Width; w == 8 || w == 16 || w == 32 || w == 64 {
			bits = w
		}
	case *ir.FloatType:
		switch it.Kind {
		case ir.F16, ir.BF16, ir.F32, ir.F64:
			bits = ir.BitWidth(it)
		}
	}
	if bits == 0 {
		failAt(op, "no known conversion for innermost element type")
	}
	var blob *ir.Resource
	if t.res != nil {
		blob = t.res.Blobs[a.Handle]
	}
	if blob == nil {
		failAt(op, "resource does not exist")
	}
	n := int64(1)
	for _, d := range a.Type.Dims() {
		n *= d
	}
	if n <= 0 || 8*(int64(len(blob.Data))/n) != int64(bits) {
		failAt(op, "raw data size does not match element type size")
	}
	switch a.Type.(type) {
	case *ir.RankedTensorType, *ir.VectorType:
		if _, vecElem := a.Type.ElementType().(*ir.VectorType); !vecElem {
			return t.denseConst(op, ty, t.ctx.DenseElementsAttr(a.Type, blob.Data[:n*int64(bits/8)], false))
		}
	}
	failAt(op, "unsupported dense_resource type")
	return nil
}
