package vector

import (
	"github.com/gomlir/gomlir/dialect/ub"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Helpers over constant operands: scalars as raw element bytes, dense
// vector constants element by element.

// isPoison reports whether a is a poison value.
func isPoison(a ir.Attribute) bool {
	_, ok := a.(ub.PoisonAttrInterface)
	return ok
}

// poison returns the ub.poison attribute.
func poison(op *ir.Operation) ir.FoldResult {
	return ir.FoldResult{Attr: ub.Poison(ods.ContextOf(op))}
}

// scalarRaw returns the raw element bytes of a scalar constant of type t.
func scalarRaw(a ir.Attribute, t ir.Type) ([]byte, bool) {
	n := ir.ElementBytes(t)
	if n == 0 {
		return nil, false
	}
	data := make([]byte, n)
	switch x := a.(type) {
	case *ir.IntegerAttr:
		if x.Type != t {
			return nil, false
		}
		ir.IntToRaw(data, x.BigInt())
	case *ir.FloatAttr:
		if ir.Type(x.Type) != t {
			return nil, false
		}
		ir.BitsToRaw(data, x.Bits)
	default:
		return nil, false
	}
	return data, true
}

// scalarAttr builds the scalar constant of type t from raw element bytes.
func scalarAttr(ctx *ir.Context, t ir.Type, raw []byte) ir.Attribute {
	switch et := t.(type) {
	case *ir.FloatType:
		return ctx.FloatAttr(et, ir.RawToBits(raw))
	case *ir.IntegerType:
		return ctx.IntegerAttr(t, ir.RawToInt(raw, et.Width, et.Signedness == ir.Unsigned))
	case *ir.IndexType:
		return ctx.IntegerAttr(t, ir.RawToInt(raw, 64, false))
	}
	return nil
}

// denseOf returns a constant operand as a dense vector constant of
// numeric elements, or nil.
func denseOf(a ir.Attribute) *ir.DenseElementsAttr {
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	if _, ok := d.Type.(*ir.VectorType); !ok {
		return nil
	}
	if ir.ElementBytes(d.ElemType()) == 0 {
		return nil
	}
	return d
}

// elements returns the raw bytes of every element of a dense constant.
func elements(d *ir.DenseElementsAttr) [][]byte {
	n := d.NumElements()
	out := make([][]byte, n)
	for i := range out {
		out[i] = d.RawElement(int64(i))
	}
	return out
}

// denseFrom builds a dense constant of type t from raw elements, as a
// splat when they are all equal.
func denseFrom(ctx *ir.Context, t *ir.VectorType, elems [][]byte) *ir.DenseElementsAttr {
	splat := true
	for _, e := range elems {
		if string(e) != string(elems[0]) {
			splat = false
			break
		}
	}
	if splat && len(elems) > 0 {
		return ctx.DenseElementsAttr(t, elems[0], true)
	}
	var data []byte
	for _, e := range elems {
		data = append(data, e...)
	}
	return ctx.DenseElementsAttr(t, data, false)
}

// strides returns the row-major strides of shape.
func strides(shape []int64) []int64 {
	out := make([]int64, len(shape))
	s := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		out[i] = s
		s *= shape[i]
	}
	return out
}

// linearize is the row-major offset of a (leading) position.
func linearize(pos, shape []int64) int64 {
	st := strides(shape)
	off := int64(0)
	for i, p := range pos {
		off += p * st[i]
	}
	return off
}

// SplatAttr is upstream's DenseElementsAttr::get(t, a): the dense splat of
// the scalar constant a over vector type t, or nil when a is not a scalar
// of t's element type.
func SplatAttr(ctx *ir.Context, t *ir.VectorType, a ir.Attribute) *ir.DenseElementsAttr {
	raw, ok := scalarRaw(a, t.Elem)
	if !ok {
		return nil
	}
	return ctx.DenseElementsAttr(t, raw, true)
}
