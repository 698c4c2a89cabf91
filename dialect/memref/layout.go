package memref

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// StridesAndOffset returns the strides and offset of a memref's layout
// (upstream's MemRefType::getStridesAndOffset): canonical row-major strides
// for the identity layout, those of a strided layout, and for an affine map
// the coefficients of its single result (ir.Dynamic where symbolic). ok is
// false for layouts that are not strided.
func StridesAndOffset(ctx *ir.Context, t *ir.MemRefType) (strides []int64, offset int64, ok bool) {
	switch l := t.Layout.(type) {
	case nil:
		return canonicalStrides(t.Shape), 0, true
	case *ir.StridedLayoutAttr:
		return l.Strides, l.Offset, true
	case *ir.AffineMapAttr:
		if l.Map.IsIdentity() {
			return canonicalStrides(t.Shape), 0, true
		}
		return mapStridesAndOffset(ctx, l.Map, len(t.Shape))
	}
	return nil, 0, false
}

// IsStrided reports whether t has a strided layout.
func IsStrided(ctx *ir.Context, t *ir.MemRefType) bool {
	_, _, ok := StridesAndOffset(ctx, t)
	return ok
}

// canonicalStrides are the row-major strides of shape: dynamic from the
// first dynamic or zero size outwards (makeCanonicalStridedLayoutExpr).
func canonicalStrides(shape []int64) []int64 {
	strides := make([]int64, len(shape))
	running := int64(1)
	poisoned := false
	for i := len(shape) - 1; i >= 0; i-- {
		if poisoned {
			strides[i] = ir.Dynamic
		} else {
			strides[i] = running
		}
		if shape[i] > 0 {
			running *= shape[i]
		} else {
			poisoned = true
		}
	}
	return strides
}

// mapStridesAndOffset analyses a layout map with one result: the
// coefficient of each dimension is its stride, the rest the offset.
func mapStridesAndOffset(c affine.Interner, m *affine.Map, rank int) ([]int64, int64, bool) {
	if len(m.Results) != 1 || m.NumDims != rank {
		return nil, 0, false
	}
	e := affine.SimplifyAffineExpr(c, m.Results[0], m.NumDims, m.NumSymbols)
	zero := affine.Constant(c, 0)
	strideExprs := make([]affine.Expr, rank)
	for i := range strideExprs {
		strideExprs[i] = zero
	}
	offsetExpr := zero
	if !extractStrides(c, e, affine.Constant(c, 1), strideExprs, &offsetExpr) {
		return nil, 0, false
	}
	value := func(e affine.Expr) int64 {
		if k, ok := affine.SimplifyAffineExpr(c, e, m.NumDims, m.NumSymbols).(*affine.ConstantExpr); ok {
			return k.Value
		}
		return ir.Dynamic
	}
	strides := make([]int64, rank)
	for i, s := range strideExprs {
		strides[i] = value(s)
	}
	return strides, value(offsetExpr), true
}

// extractStrides accumulates the terms of e, multiplied by factor, into
// the per-dimension strides and the offset (upstream's extractStrides).
func extractStrides(c affine.Interner, e, factor affine.Expr, strides []affine.Expr, offset *affine.Expr) bool {
	switch x := e.(type) {
	case *affine.DimExpr:
		strides[x.Pos] = affine.Add(c, strides[x.Pos], factor)
		return true
	case *affine.ConstantExpr, *affine.SymbolExpr:
		*offset = affine.Add(c, *offset, affine.Mul(c, e, factor))
		return true
	case *affine.BinaryExpr:
		switch x.Op {
		case affine.KindAdd:
			return extractStrides(c, x.LHS, factor, strides, offset) && extractStrides(c, x.RHS, factor, strides, offset)
		case affine.KindMul:
			if d, ok := x.LHS.(*affine.DimExpr); ok {
				strides[d.Pos] = affine.Add(c, strides[d.Pos], affine.Mul(c, x.RHS, factor))
				return true
			}
			if affine.IsSymbolicOrConstant(x.LHS) {
				return extractStrides(c, x.RHS, affine.Mul(c, factor, x.LHS), strides, offset)
			}
			return extractStrides(c, x.LHS, affine.Mul(c, factor, x.RHS), strides, offset)
		}
		if affine.IsSymbolicOrConstant(e) {
			*offset = affine.Add(c, *offset, affine.Mul(c, e, factor))
			return true
		}
	}
	return false
}

// StridedLinearLayoutMap is upstream's makeStridedLinearLayoutMap: the
// affine form of a strided layout, with a symbol for each dynamic offset
// or stride.
func StridedLinearLayoutMap(c affine.Interner, strides []int64, offset int64) *affine.Map {
	nSymbols := 0
	term := func(v int64) affine.Expr {
		if v == ir.Dynamic {
			nSymbols++
			return affine.Symbol(c, nSymbols-1)
		}
		return affine.Constant(c, v)
	}
	expr := term(offset)
	for i, s := range strides {
		expr = affine.Add(c, expr, affine.Mul(c, affine.Dim(c, i), term(s)))
	}
	return affine.Get(c, len(strides), nSymbols, []affine.Expr{expr})
}

// canonicalStridedExpr is upstream's makeCanonicalStridedLayoutExpr.
func canonicalStridedExpr(c affine.Interner, shape []int64) affine.Expr {
	if len(shape) == 0 {
		return affine.Constant(c, 0)
	}
	var expr affine.Expr
	nSymbols := 0
	running := int64(1)
	poisoned := false
	for i := len(shape) - 1; i >= 0; i-- {
		var stride affine.Expr
		if poisoned {
			stride = affine.Symbol(c, nSymbols)
			nSymbols++
		} else {
			stride = affine.Constant(c, running)
		}
		term := affine.Mul(c, affine.Dim(c, i), stride)
		if expr == nil {
			expr = term
		} else {
			expr = affine.Add(c, expr, term)
		}
		if shape[i] > 0 {
			running *= shape[i]
		} else {
			poisoned = true
		}
	}
	return affine.SimplifyAffineExpr(c, expr, len(shape), nSymbols)
}

// layoutMap is the affine map of a memref's layout (MemRefLayoutAttr
// interface getAffineMap).
func layoutMap(ctx *ir.Context, t *ir.MemRefType) *affine.Map {
	switch l := t.Layout.(type) {
	case *ir.AffineMapAttr:
		return l.Map
	case *ir.StridedLayoutAttr:
		return StridedLinearLayoutMap(ctx, l.Strides, l.Offset)
	}
	return affine.MultiDimIdentityMap(ctx, len(t.Shape))
}

// CanonicalizeStridedLayout is upstream's canonicalizeStridedLayout: the
// layout as a simplified affine map, dropped when it is the identity.
func CanonicalizeStridedLayout(ctx *ir.Context, t *ir.MemRefType) *ir.MemRefType {
	m := layoutMap(ctx, t)
	if m.IsIdentity() {
		return t
	}
	if len(m.Results) > 1 {
		return t
	}
	if m.NumDims == 0 && m.NumSymbols == 0 {
		if k, ok := m.Results[0].(*affine.ConstantExpr); ok && k.Value == 0 {
			return ctx.MemRefType(t.Shape, t.Elem, nil, t.MemorySpace)
		}
		return t
	}
	if len(t.Shape) == 0 {
		return t
	}
	simplified := affine.SimplifyAffineExpr(ctx, m.Results[0], m.NumDims, m.NumSymbols)
	if canonicalStridedExpr(ctx, t.Shape) != simplified {
		return ctx.MemRefType(t.Shape, t.Elem, ctx.AffineMapAttr(affine.Get(ctx, m.NumDims, m.NumSymbols, []affine.Expr{simplified})), t.MemorySpace)
	}
	return ctx.MemRefType(t.Shape, t.Elem, nil, t.MemorySpace)
}

// saturatedMul and saturatedAdd are upstream's SaturatedInteger
// arithmetic: ir.Dynamic absorbs everything except a multiplication by 0.
func saturatedMul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	if a == ir.Dynamic || b == ir.Dynamic {
		return ir.Dynamic
	}
	return a * b
}

func saturatedAdd(a, b int64) int64 {
	if a == ir.Dynamic || b == ir.Dynamic {
		return ir.Dynamic
	}
	return a + b
}
