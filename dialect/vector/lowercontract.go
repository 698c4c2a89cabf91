package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// ContractLoweringPatterns is populateVectorContractLoweringPatterns:
// vector.outerproduct lowered to rows of multiply-accumulates, and
// vector.contract lowered by the strategy lowering names ("dot",
// "outerproduct", "parallelarith"; others take the generic unrolling).
func ContractLoweringPatterns(lowering string) []rewrite.Pattern {
	return append(OuterProductLoweringPatterns(),
		pattern("(anonymous namespace)::ContractionOpLowering", "vector.contract", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			return lowerContraction(op, rw, lowering)
		}),
		pattern("(anonymous namespace)::ContractionOpToOuterProductOpLowering", "vector.contract", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			return lowering == "outerproduct" && contractInfoOf(op).replace(rw, contractToOuterProduct)
		}))
}

// Iterator type values.
const (
	iterParallel  = 0
	iterReduction = 1
)

// contract is a vector.contract's parts.
type contract struct {
	op            *ir.Operation
	mask          *ir.Value // the vector.mask's mask when the op is masked
	maps          []*affine.Map
	iters         []int
	lhs, rhs, acc *ir.Value
	lhsT, rhsT    *ir.VectorType
	kind          int
}

func contractInfoOf(op *ir.Operation) *contract {
	c := &contract{op: op, lhs: op.Operand(0), rhs: op.Operand(1), acc: op.Operand(2), kind: kindOf(op)}
	c.lhsT, c.rhsT = c.lhs.Type().(*ir.VectorType), c.rhs.Type().(*ir.VectorType)
	for _, a := range op.InherentAttr("indexing_maps").(*ir.ArrayAttr).Elems {
		c.maps = append(c.maps, a.(*ir.AffineMapAttr).Map)
	}
	for _, a := range op.InherentAttr("iterator_types").(*ir.ArrayAttr).Elems {
		c.iters = append(c.iters, a.(*EnumAttr).Value)
	}
	return c
}

// replace runs a lowering of an unmasked contraction and replaces the op
// with its result.
func (c *contract) replace(rw *rewrite.Rewriter, lower func(*contract, *rewrite.Rewriter) *ir.Value) bool {
	root := c.op
	if m := maskedBy(c.op); m != nil {
		root, c.mask = m, m.Operand(0)
		rw.SetInsertionPoint(m)
	}
	v := lower(c, rw)
	if v == nil {
		return false
	}
	rw.ReplaceOp(root, []*ir.Value{v})
	return true
}

// maskOperation is vector::maskOperation: op moved into a vector.mask of
// mask created where op was (op itself without a mask).
func maskOperation(rw *rewrite.Rewriter, op *ir.Operation, mask *ir.Value) *ir.Operation {
	if mask == nil {
		return op
	}
	ctx := rw.Builder.Ctx
	m := ir.NewOperation(ctx, &ir.OperationState{Loc: op.Loc(), Name: ctx.LookupOp("vector.mask"), Operands: []*ir.Value{mask},
		Types: op.ResultTypes(), Regions: []*ir.Region{{}}})
	ipBlock, ipBefore := rw.InsertionBlock(), rw.InsertionPoint()
	block := rw.CreateBlock(m.Region(0), nil, nil)
	op.Remove()
	block.Append(op)
	rw.SetInsertionPointToEnd(block)
	build(rw, op.Loc(), "vector.yield", op.Results(), nil)
	if ipBefore != nil {
		rw.SetInsertionPoint(ipBefore)
	} else {
		rw.SetInsertionPointToEnd(ipBlock)
	}
	return rw.Insert(m)
}

// hasIters reports whether the iterator types are exactly want.
func (c *contract) hasIters(want ...int) bool {
	if len(c.iters) != len(want) {
		return false
	}
	for i, w := range want {
		if c.iters[i] != w {
			return false
		}
	}
	return true
}

// layout reports whether the indexing maps are those inferred from the
// dimension lists (dimension i standing for d_i).
func (c *contract) layout(lists ...[]int) bool {
	ctx := ods.ContextOf(c.op)
	exprs := make([][]affine.Expr, len(lists))
	for i, l := range lists {
		for _, d := range l {
			exprs[i] = append(exprs[i], affine.Dim(ctx, d))
		}
	}
	want := affine.InferFromExprList(ctx, exprs)
	for i, m := range want {
		if c.maps[i] != m {
			return false
		}
	}
	return true
}

// transposeOf creates `vector.transpose v, perm`.
func transposeOf(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value, perm ...int64) *ir.Value {
	vt := v.Type().(*ir.VectorType)
	shape := make([]int64, len(perm))
	var sc []bool
	if len(vt.Scalable) > 0 {
		sc = make([]bool, len(perm))
	}
	for i, p := range perm {
		shape[i] = vt.Shape[p]
		if sc != nil {
			sc[i] = vt.Scalable[p]
		}
	}
	t := rw.Builder.Ctx.VectorType(shape, vt.Elem, sc)
	return build(rw, loc, "vector.transpose", []*ir.Value{v}, []ir.Type{t},
		ir.NamedAttr{Name: "permutation", Value: rw.Builder.Ctx.DenseI64Array(perm)}).Result(0)
}

// promote extends v to the element type elem (extf or extsi).
func promote(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value, elem ir.Type) *ir.Value {
	t := v.Type()
	vt, isVec := t.(*ir.VectorType)
	et := t
	if isVec {
		et = vt.Elem
	}
	if et == elem {
		return v
	}
	pt := elem
	if isVec {
		pt = rw.Builder.Ctx.VectorType(vt.Shape, elem, vt.Scalable)
	}
	name := "arith.extsi"
	if isFloat(elem) {
		name = "arith.extf"
	}
	return build(rw, loc, name, []*ir.Value{v}, []ir.Type{pt}).Result(0)
}

// mulOf is createMul: muli or mulf.
func mulOf(rw *rewrite.Rewriter, loc ir.Location, x, y *ir.Value, isInt bool) *ir.Value {
	name := "arith.mulf"
	if isInt {
		name = "arith.muli"
	}
	return build(rw, loc, name, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
}

// addOf is createAdd: addi or addf.
func addOf(rw *rewrite.Rewriter, loc ir.Location, x, y *ir.Value, isInt bool) *ir.Value {
	name := "arith.addf"
	if isInt {
		name = "arith.addi"
	}
	return build(rw, loc, name, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
}

// reductionOf creates `vector.reduction <add>, v[, acc]`.
func reductionOf(rw *rewrite.Rewriter, loc ir.Location, v, acc *ir.Value) *ir.Value {
	operands := []*ir.Value{v}
	if acc != nil {
		operands = append(operands, acc)
	}
	elem := v.Type().(*ir.VectorType).Elem
	return build(rw, loc, "vector.reduction", operands, []ir.Type{elem},
		ir.NamedAttr{Name: "kind", Value: CombiningKind.Get(rw.Builder.Ctx, KindAdd)}).Result(0)
}

// reductionSize is getReductionSize: the size of a dimension to unroll,
// false when it is scalable.
func reductionSize(t *ir.VectorType, d int) (int64, bool) {
	if scalableAt(t, d) {
		return 0, false
	}
	return t.Shape[d], true
}

// outerProd is UnrolledOuterProductGenerator::outerProd: one
// vector.outerproduct per step of the reduction, each masked by its slice
// of mask when there is one.
func (c *contract) outerProd(rw *rewrite.Rewriter, lhs, rhs, res *ir.Value, size int64, mask *ir.Value) *ir.Value {
	loc := c.op.Loc()
	elem := res.Type().(*ir.VectorType).Elem
	for k := int64(0); k < size; k++ {
		a := extractAt(rw, loc, lhs, pos1(k))
		b := extractAt(rw, loc, rhs, pos1(k))
		a, b = promote(rw, loc, a, elem), promote(rw, loc, b, elem)
		var m *ir.Value
		if mask != nil {
			m = extractAt(rw, loc, mask, pos1(k))
		}
		outer := build(rw, loc, "vector.outerproduct", []*ir.Value{a, b, res}, []ir.Type{res.Type()},
			ir.NamedAttr{Name: "kind", Value: CombiningKind.Get(rw.Builder.Ctx, c.kind)})
		res = maskOperation(rw, outer, m).Result(0)
	}
	return res
}

// contractToOuterProduct is ContractionOpToOuterProductOpLowering (matmat,
// matvec and tmatvec layouts); a mask is transposed to put the reduction
// dimension first.
func contractToOuterProduct(c *contract, rw *rewrite.Rewriter) *ir.Value {
	loc := c.op.Loc()
	t := func(v *ir.Value) *ir.Value { return transposeOf(rw, loc, v, 1, 0) }
	// Each layout's operands in outer-product order, transposed as needed.
	type layoutCase struct {
		maps         [][]int
		reductionDim int
		operands     func() (*ir.Value, *ir.Value)
	}
	var cases []layoutCase
	var maskPerm []int64
	switch {
	case c.hasIters(iterParallel, iterParallel, iterReduction):
		m, n, k := 0, 1, 2
		maskPerm = []int64{2, 0, 1}
		cases = []layoutCase{
			{[][]int{{m, k}, {k, n}, {m, n}}, 1, func() (*ir.Value, *ir.Value) { return t(c.lhs), c.rhs }},
			{[][]int{{m, k}, {n, k}, {m, n}}, 1, func() (*ir.Value, *ir.Value) {
				tl := t(c.lhs)
				return tl, t(c.rhs)
			}},
			{[][]int{{k, m}, {k, n}, {m, n}}, 0, func() (*ir.Value, *ir.Value) { return c.lhs, c.rhs }},
			{[][]int{{k, m}, {n, k}, {m, n}}, 0, func() (*ir.Value, *ir.Value) { return c.lhs, t(c.rhs) }},
			{[][]int{{m, k}, {k, n}, {n, m}}, 1, func() (*ir.Value, *ir.Value) { return c.rhs, t(c.lhs) }},
			{[][]int{{m, k}, {n, k}, {n, m}}, 1, func() (*ir.Value, *ir.Value) {
				tr := t(c.rhs)
				return tr, t(c.lhs)
			}},
			{[][]int{{k, m}, {k, n}, {n, m}}, 0, func() (*ir.Value, *ir.Value) { return c.rhs, c.lhs }},
			{[][]int{{k, m}, {n, k}, {n, m}}, 0, func() (*ir.Value, *ir.Value) { return t(c.rhs), c.lhs }},
		}
	case c.hasIters(iterParallel, iterReduction), c.hasIters(iterReduction, iterParallel):
		m, k := 0, 1
		maskPerm = []int64{1, 0}
		if c.iters[0] == iterReduction {
			k, m = 0, 1
			maskPerm = nil
		}
		cases = []layoutCase{
			{[][]int{{m, k}, {k}, {m}}, 1, func() (*ir.Value, *ir.Value) { return t(c.lhs), c.rhs }},
			{[][]int{{k, m}, {k}, {m}}, 0, func() (*ir.Value, *ir.Value) { return c.lhs, c.rhs }},
			{[][]int{{k}, {m, k}, {m}}, 0, func() (*ir.Value, *ir.Value) { return t(c.rhs), c.lhs }},
			{[][]int{{k}, {k, m}, {m}}, 0, func() (*ir.Value, *ir.Value) { return c.rhs, c.lhs }},
		}
	}
	for _, lc := range cases {
		if !c.layout(lc.maps...) {
			continue
		}
		s, ok := reductionSize(c.lhsT, lc.reductionDim)
		if !ok {
			continue
		}
		lhs, rhs := lc.operands()
		mask := c.mask
		if mask != nil && maskPerm != nil {
			mask = transposeOf(rw, loc, mask, maskPerm...)
		}
		return c.outerProd(rw, lhs, rhs, c.acc, s, mask)
	}
	return nil
}

// contractToDot is ContractionOpToDotLowering: the reduction made
// innermost, each result element a multiply and vector.reduction.
func contractToDot(c *contract, rw *rewrite.Rewriter) *ir.Value {
	if c.mask != nil {
		return nil
	}
	loc := c.op.Loc()
	lhs, rhs := c.lhs, c.rhs
	t := func(v *ir.Value) *ir.Value { return transposeOf(rw, loc, v, 1, 0) }
	switch {
	case c.hasIters(iterParallel, iterParallel, iterReduction):
		m, n, k := 0, 1, 2
		switch {
		case c.layout([]int{m, k}, []int{k, n}, []int{m, n}):
			rhs = t(rhs)
		case c.layout([]int{m, k}, []int{n, k}, []int{m, n}):
		case c.layout([]int{k, m}, []int{k, n}, []int{m, n}):
			lhs = t(lhs)
			rhs = t(rhs)
		case c.layout([]int{k, m}, []int{n, k}, []int{m, n}):
			lhs = t(lhs)
		case c.layout([]int{m, k}, []int{k, n}, []int{n, m}):
			lhs, rhs = t(rhs), lhs
		case c.layout([]int{m, k}, []int{n, k}, []int{n, m}):
			lhs, rhs = rhs, lhs
		case c.layout([]int{k, m}, []int{k, n}, []int{n, m}):
			tmp := lhs
			lhs = t(rhs)
			rhs = t(tmp)
		case c.layout([]int{k, m}, []int{n, k}, []int{n, m}):
			tmp := rhs
			rhs = t(lhs)
			lhs = tmp
		default:
			return nil
		}
	case len(c.iters) >= 2 && c.iters[0] == iterParallel && c.iters[1] == iterReduction:
		m, n := 0, 1
		switch {
		case c.layout([]int{m, n}, []int{n}, []int{m}):
		case c.layout([]int{n, m}, []int{n}, []int{m}):
			lhs = t(lhs)
		case c.layout([]int{n}, []int{m, n}, []int{m}):
			lhs, rhs = rhs, lhs
		case c.layout([]int{n}, []int{n, m}, []int{m}):
			lhs, rhs = rhs, lhs
			lhs = t(lhs)
		default:
			return nil
		}
	default:
		return nil
	}
	dst := c.op.Result(0).Type().(*ir.VectorType)
	rank := len(dst.Shape)
	rows, cols := dst.Shape[0], int64(1)
	if rank == 2 {
		cols = dst.Shape[1]
	}
	res := zeroConstant(rw, loc, dst)
	_, isInt := dst.Elem.(*ir.IntegerType)
	var colsRhs []*ir.Value
	for r := int64(0); r < rows; r++ {
		rowLhs := extractAt(rw, loc, lhs, pos1(r))
		for col := int64(0); col < cols; col++ {
			if r == 0 {
				colRhs := rhs
				if rank != 1 {
					colRhs = extractAt(rw, loc, rhs, pos1(col))
				}
				colsRhs = append(colsRhs, colRhs)
			}
			sum := reductionOf(rw, loc, mulOf(rw, loc, rowLhs, colsRhs[col], isInt), nil)
			pos := []int64{r}
			if rank != 1 {
				pos = []int64{r, col}
			}
			res = insertAt(rw, loc, sum, res, pos)
		}
	}
	return addOf(rw, loc, res, c.acc, isInt)
}

// dimPosition is getResultIndex: where d_dim is among m's results, or -1.
func dimPosition(m *affine.Map, dim int) int {
	for i := range m.Results {
		if m.GetDimPosition(i) == dim {
			return i
		}
	}
	return -1
}

// reductionIndices is getReductionIndex: the results of m whose dimension
// is a reduction.
func (c *contract) reductionIndices(m *affine.Map) []int {
	var out []int
	for i := range m.Results {
		if c.iters[m.GetDimPosition(i)] == iterReduction {
			out = append(out, i)
		}
	}
	return out
}

// contractToElementwise is ContractOpToElementwise: with all reduction
// dimensions of size 1, broadcasts, transposes and one multiply-combine.
func contractToElementwise(c *contract, rw *rewrite.Rewriter) *ir.Value {
	if c.mask != nil {
		return nil
	}
	ctx := rw.Builder.Ctx
	lhsMap, rhsMap, accMap := c.maps[0], c.maps[1], c.maps[2]
	lhsRed, rhsRed := c.reductionIndices(lhsMap), c.reductionIndices(rhsMap)
	for _, d := range lhsRed {
		if c.lhsT.Shape[d] != 1 {
			return nil
		}
	}
	for _, d := range rhsRed {
		if c.rhsT.Shape[d] != 1 {
			return nil
		}
	}
	nPar := len(accMap.Results)
	nLhsB := nPar - (len(lhsMap.Results) - len(lhsRed))
	nRhsB := nPar - (len(rhsMap.Results) - len(rhsRed))
	var lhsDims, rhsDims, lhsPerm, rhsPerm []int64
	for _, d := range lhsRed {
		lhsPerm = append(lhsPerm, int64(nLhsB+d))
	}
	for _, d := range rhsRed {
		rhsPerm = append(rhsPerm, int64(nRhsB+d))
	}
	resT := c.op.Result(0).Type().(*ir.VectorType)
	for i := 0; i < nPar; i++ {
		if d := dimPosition(lhsMap, accMap.GetDimPosition(i)); d >= 0 {
			lhsPerm = append(lhsPerm, int64(nLhsB+d))
		} else {
			lhsDims = append(lhsDims, resT.Shape[i])
			lhsPerm = append(lhsPerm, int64(len(lhsDims)-1))
		}
		if d := dimPosition(rhsMap, accMap.GetDimPosition(i)); d >= 0 {
			rhsPerm = append(rhsPerm, int64(nRhsB+d))
		} else {
			rhsDims = append(rhsDims, resT.Shape[i])
			rhsPerm = append(rhsPerm, int64(len(rhsDims)-1))
		}
	}
	loc := c.op.Loc()
	lhs, rhs := c.lhs, c.rhs
	if len(lhsDims) > 0 {
		t := ctx.VectorType(append(lhsDims, c.lhsT.Shape...), c.lhsT.Elem, nil)
		lhs = build(rw, loc, "vector.broadcast", []*ir.Value{lhs}, []ir.Type{t}).Result(0)
	}
	if len(rhsDims) > 0 {
		t := ctx.VectorType(append(rhsDims, c.rhsT.Shape...), c.rhsT.Elem, nil)
		rhs = build(rw, loc, "vector.broadcast", []*ir.Value{rhs}, []ir.Type{t}).Result(0)
	}
	isInt := isIntOrIndex(c.lhsT.Elem)
	lhs = transposeOf(rw, loc, lhs, lhsPerm...)
	rhs = transposeOf(rw, loc, rhs, rhsPerm...)
	lhs = extractAt(rw, loc, lhs, make([]int64, len(lhsRed)))
	rhs = extractAt(rw, loc, rhs, make([]int64, len(rhsRed)))
	v, ok := contractArith(rw, loc, lhs, rhs, c.acc, c.kind, isInt, nil)
	if !ok {
		return nil
	}
	return v
}

// lowerContraction is ContractionOpLowering: the requested strategy, else
// the generic unrolling of one dimension at a time.
func lowerContraction(op *ir.Operation, rw *rewrite.Rewriter, lowering string) bool {
	c := contractInfoOf(op)
	accElem := c.acc.Type()
	if vt, ok := accElem.(*ir.VectorType); ok {
		accElem = vt.Elem
	}
	if c.lhsT.Elem != accElem || c.rhsT.Elem != accElem || c.kind != KindAdd {
		return false
	}
	return c.replace(rw, func(c *contract, rw *rewrite.Rewriter) *ir.Value {
		if lowering == "outerproduct" {
			if v := contractToOuterProduct(c, rw); v != nil {
				return v
			}
		}
		if lowering == "dot" {
			if v := contractToDot(c, rw); v != nil {
				return v
			}
		}
		if lowering == "parallelarith" {
			if v := contractToElementwise(c, rw); v != nil {
				return v
			}
		}
		return c.lowerGeneric(rw)
	})
}

// dimMap is getDimMap: the (lhs, rhs) result positions of the iterators
// of type it appearing in both operands.
func (c *contract) dimMap(it int) [][2]int {
	var out [][2]int
	for i, t := range c.iters {
		if t != it {
			continue
		}
		l, r := dimPosition(c.maps[0], i), dimPosition(c.maps[1], i)
		if l >= 0 && r >= 0 {
			out = append(out, [2]int{l, r})
		}
	}
	return out
}

// lowerGeneric is lowerGenericContraction: a batch dimension first, then a
// free dimension of the lhs, then of the rhs, then a reduction.
func (c *contract) lowerGeneric(rw *rewrite.Rewriter) *ir.Value {
	if b := c.dimMap(iterParallel); len(b) > 0 {
		return c.lowerParallel(rw, b[0][0], b[0][1])
	}
	contracting := c.dimMap(iterReduction)
	inLhs, inRhs := map[int]bool{}, map[int]bool{}
	for _, p := range contracting {
		inLhs[p[0]], inRhs[p[1]] = true, true
	}
	for i := range c.lhsT.Shape {
		if !inLhs[i] {
			return c.lowerParallel(rw, i, -1)
		}
	}
	for i := range c.rhsT.Shape {
		if !inRhs[i] {
			return c.lowerParallel(rw, -1, i)
		}
	}
	if len(contracting) > 0 {
		return c.lowerReduction(rw)
	}
	return nil
}

// adjustMap drops dimension index from m, renumbering the later ones.
func adjustMap(ctx *ir.Context, m *affine.Map, index int) *affine.Map {
	var results []affine.Expr
	for i := range m.Results {
		idx := m.GetDimPosition(i)
		if idx == index {
			continue
		}
		if idx > index {
			idx--
		}
		results = append(results, affine.Dim(ctx, idx))
	}
	return affine.Get(ctx, m.NumDims-1, 0, results)
}

// lowAttrs are the indexing maps, iterator types and kind of a
// contraction with iterator index dropped.
func (c *contract) lowAttrs(ctx *ir.Context, index int) []ir.NamedAttr {
	maps := make([]ir.Attribute, 3)
	for i := range maps {
		maps[i] = ctx.AffineMapAttr(adjustMap(ctx, c.maps[i], index))
	}
	var iters []ir.Attribute
	for i, e := range c.op.InherentAttr("iterator_types").(*ir.ArrayAttr).Elems {
		if i != index {
			iters = append(iters, e)
		}
	}
	return []ir.NamedAttr{{Name: "indexing_maps", Value: ctx.ArrayAttr(maps)}, {Name: "iterator_types", Value: ctx.ArrayAttr(iters)},
		{Name: "kind", Value: c.op.InherentAttr("kind")}}
}

// reshapeLoad is reshapeLoad: the slice pos of val along dimension index
// (val itself for -1).
func reshapeLoad(rw *rewrite.Rewriter, loc ir.Location, val *ir.Value, t *ir.VectorType, index int, pos int64) *ir.Value {
	if index == -1 {
		return val
	}
	if index == 0 {
		return extractAt(rw, loc, val, pos1(pos))
	}
	ctx := rw.Builder.Ctx
	vt, resT := dropFront(ctx, t), dropDim(ctx, t, index)
	result := zeroConstant(rw, loc, resT)
	for d := int64(0); d < resT.Shape[0]; d++ {
		ext := extractAt(rw, loc, val, pos1(d))
		result = insertAt(rw, loc, reshapeLoad(rw, loc, ext, vt, index-1, pos), result, pos1(d))
	}
	return result
}

// reshapeStore is reshapeStore: val stored into result as slice pos along
// dimension index.
func reshapeStore(rw *rewrite.Rewriter, loc ir.Location, val, result *ir.Value, t *ir.VectorType, index int, pos int64) *ir.Value {
	if index == -1 {
		return val
	}
	if index == 0 {
		return insertAt(rw, loc, val, result, pos1(pos))
	}
	vt := dropFront(rw.Builder.Ctx, t)
	for d := int64(0); d < t.Shape[0]; d++ {
		ext := extractAt(rw, loc, result, pos1(d))
		ins := extractAt(rw, loc, val, pos1(d))
		result = insertAt(rw, loc, reshapeStore(rw, loc, ins, ext, vt, index-1, pos), result, pos1(d))
	}
	return result
}

// lowerParallel unrolls one parallel dimension into lower contractions.
func (c *contract) lowerParallel(rw *rewrite.Rewriter, lhsIndex, rhsIndex int) *ir.Value {
	ctx := rw.Builder.Ctx
	resT := c.op.Result(0).Type().(*ir.VectorType)
	iter, size := -1, int64(-1)
	if lhsIndex >= 0 {
		iter = c.maps[0].GetDimPosition(lhsIndex)
		if rhsIndex >= 0 && iter != c.maps[1].GetDimPosition(rhsIndex) || scalableAt(c.lhsT, lhsIndex) {
			return nil
		}
		size = c.lhsT.Shape[lhsIndex]
	} else if rhsIndex >= 0 {
		iter = c.maps[1].GetDimPosition(rhsIndex)
		if scalableAt(c.rhsT, rhsIndex) {
			return nil
		}
		size = c.rhsT.Shape[rhsIndex]
	}
	if iter < 0 {
		return nil
	}
	resIndex := dimPosition(c.maps[2], iter)
	if resIndex == -1 && size != 1 {
		return nil
	}
	attrs := c.lowAttrs(ctx, iter)
	loc := c.op.Loc()
	result := zeroConstant(rw, loc, resT)
	for d := int64(0); d < size; d++ {
		lhs := reshapeLoad(rw, loc, c.lhs, c.lhsT, lhsIndex, d)
		rhs := reshapeLoad(rw, loc, c.rhs, c.rhsT, rhsIndex, d)
		acc := reshapeLoad(rw, loc, c.acc, resT, resIndex, d)
		var lowMask *ir.Value
		if c.mask != nil {
			lowMask = reshapeLoad(rw, loc, c.mask, c.mask.Type().(*ir.VectorType), iter, d)
		}
		low := build(rw, loc, "vector.contract", []*ir.Value{lhs, rhs, acc}, []ir.Type{acc.Type()}, attrs...)
		result = reshapeStore(rw, loc, maskOperation(rw, low, lowMask).Result(0), result, resT, resIndex, d)
	}
	return result
}

// lowerReduction unrolls the first reduction dimension; at rank 1 a
// multiply and vector.reduction.
func (c *contract) lowerReduction(rw *rewrite.Rewriter) *ir.Value {
	resT := c.op.Result(0).Type()
	if _, isVec := resT.(*ir.VectorType); isVec {
		return nil
	}
	_, isInt := resT.(*ir.IntegerType)
	l, r := dimPosition(c.maps[0], 0), dimPosition(c.maps[1], 0)
	if l < 0 || r < 0 || c.lhsT.Shape[l] != c.rhsT.Shape[r] {
		return nil
	}
	loc := c.op.Loc()
	if len(c.lhsT.Shape) == 1 {
		if len(c.rhsT.Shape) != 1 {
			return nil
		}
		red := reductionOf(rw, loc, mulOf(rw, loc, c.lhs, c.rhs, isInt), c.acc).DefiningOp()
		return maskOperation(rw, red, c.mask).Result(0)
	}
	attrs := c.lowAttrs(rw.Builder.Ctx, 0)
	result := c.acc
	for d := int64(0); d < c.lhsT.Shape[l]; d++ {
		lhs := reshapeLoad(rw, loc, c.lhs, c.lhsT, l, d)
		rhs := reshapeLoad(rw, loc, c.rhs, c.rhsT, r, d)
		var newMask *ir.Value
		if c.mask != nil {
			newMask = reshapeLoad(rw, loc, c.mask, c.mask.Type().(*ir.VectorType), 0, d)
		}
		low := build(rw, loc, "vector.contract", []*ir.Value{lhs, rhs, result}, []ir.Type{result.Type()}, attrs...)
		result = maskOperation(rw, low, newMask).Result(0)
	}
	return result
}
