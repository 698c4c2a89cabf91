package tensor

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// The composition of reassociative reshapes (upstream's ReshapeOpsUtils):
// expand(expand), collapse(collapse), collapse(expand) and expand(collapse)
// become one reshape (or a cast) when their groups line up.

// reassociationAttrOf is the attribute of reassociation groups.
func reassociationAttrOf(ctx *ir.Context, groups [][]int64) ir.Attribute {
	outer := make([]ir.Attribute, len(groups))
	for i, g := range groups {
		inner := make([]ir.Attribute, len(g))
		for j, d := range g {
			inner[j] = ctx.IntAttr(ctx.I(64), d)
		}
		outer[i] = ctx.ArrayAttr(inner)
	}
	return ctx.ArrayAttr(outer)
}

// newCollapse builds a collapse_shape of src to rt.
func newCollapse(rw *rewrite.Rewriter, loc ir.Location, rt ir.Type, src *ir.Value, groups [][]int64) *ir.Value {
	return create(rw, "tensor.collapse_shape", loc, []ir.Type{rt}, []*ir.Value{src},
		ir.NamedAttr{Name: "reassociation", Value: reassociationAttrOf(rw.Ctx, groups)}).Result(0)
}

// newExpand builds an expand_shape of src to rt with the given output
// sizes.
func newExpand(rw *rewrite.Rewriter, loc ir.Location, rt ir.Type, src *ir.Value, groups [][]int64, output []ir.FoldResult) *ir.Value {
	static, dynamic := ods.DispatchMixed(output)
	return create(rw, "tensor.expand_shape", loc, []ir.Type{rt}, append([]*ir.Value{src}, dynamic...),
		ir.NamedAttr{Name: "reassociation", Value: reassociationAttrOf(rw.Ctx, groups)},
		ir.NamedAttr{Name: "static_output_shape", Value: rw.Ctx.DenseI64Array(static)}).Result(0)
}

// expandOutput returns an expand_shape's output sizes.
func expandOutput(op *ir.Operation) []ir.FoldResult {
	return ods.MixedValues(ods.ContextOf(op), denseInts(op, "static_output_shape"), op.Operands()[1:])
}

// composeReassociation is composeReassociationIndices: the groups of two
// chained reshapes of one kind, or false.
func composeReassociation(producer, consumer [][]int64) ([][]int64, bool) {
	if len(producer) == len(consumer) {
		return nil, false
	}
	if len(producer) < len(consumer) {
		producer, consumer = consumer, producer
	}
	out := [][]int64{}
	if len(consumer) == 0 {
		return out, true
	}
	n := 0
	for _, g := range consumer {
		n += len(g)
	}
	if len(producer) != n {
		return nil, false
	}
	for _, g := range consumer {
		var merged []int64
		for _, d := range g {
			merged = append(merged, producer[d]...)
		}
		out = append(out, merged)
	}
	return out, true
}

// composeSameKind is ComposeReassociativeReshapeOps.
func composeSameKind(op *ir.Operation, rw *rewrite.Rewriter) bool {
	src := definedBy(op.Operand(0), op.Name())
	if src == nil {
		return false
	}
	groups, ok := composeReassociation(reassociation(src), reassociation(op))
	if !ok {
		return false
	}
	rt := op.Result(0).Type()
	if op.Name() == "tensor.expand_shape" {
		return replaceWith(rw, op, newExpand(rw, op.Loc(), rt, src.Operand(0), groups, expandOutput(op)))
	}
	return replaceWith(rw, op, newCollapse(rw, op.Loc(), rt, src.Operand(0), groups))
}

// collapseOfExpand is ComposeCollapseOfExpandOp.
func collapseOfExpand(op *ir.Operation, rw *rewrite.Rewriter) bool {
	exp := definedBy(op.Operand(0), "tensor.expand_shape")
	if exp == nil {
		return false
	}
	srcType, rt := exp.Operand(0).Type(), op.Result(0).Type()
	if srcType == rt {
		return false
	}
	srcRank, resRank := rankOf(srcType), rankOf(rt)
	higher, lower := reassociation(exp), reassociation(op)
	if srcRank <= resRank {
		higher, lower = lower, higher
	}
	var composed [][]int64
	next := 0
	for _, lg := range lower {
		g := []int64{}
		for next < len(higher) {
			right := higher[next][len(higher[next])-1]
			if right > lg[len(lg)-1] {
				return false
			}
			g = append(g, int64(next))
			next++
			if right == lg[len(lg)-1] {
				break
			}
		}
		composed = append(composed, g)
	}
	switch {
	case srcRank > resRank:
		return replaceWith(rw, op, newCollapse(rw, op.Loc(), rt, exp.Operand(0), composed))
	case srcRank < resRank:
		output, ok := staticOutput(rw.Ctx, rt)
		if !ok {
			return false
		}
		return replaceWith(rw, op, newExpand(rw, op.Loc(), rt, exp.Operand(0), composed, output))
	}
	return replaceWith(rw, op, newCast(rw, op.Loc(), rt, exp.Operand(0)))
}

// staticOutput is the output sizes of an expansion to a static type.
func staticOutput(ctx *ir.Context, t ir.Type) ([]ir.FoldResult, bool) {
	r := rankedOf(t)
	if r == nil || !staticShape(r.Shape) {
		return nil, false
	}
	return ods.MixedValues(ctx, r.Shape, nil), true
}

// expandOfCollapse is ComposeExpandOfCollapseOp.
func expandOfCollapse(op *ir.Operation, rw *rewrite.Rewriter) bool {
	col := definedBy(op.Operand(0), "tensor.collapse_shape")
	if col == nil {
		return false
	}
	srcType, rt := col.Operand(0).Type(), op.Result(0).Type()
	if srcType == rt {
		return false
	}
	src, res := rankedOf(srcType), rankedOf(rt)
	if src == nil || res == nil {
		return false
	}
	if len(src.Shape) > len(res.Shape) {
		groups, ok := collapsingReassociation(reassociation(col), reassociation(op), src.Shape, res.Shape)
		if !ok {
			return false
		}
		return replaceWith(rw, op, newCollapse(rw, op.Loc(), rt, col.Operand(0), groups))
	}
	groups, ok := collapsingReassociation(reassociation(op), reassociation(col), res.Shape, src.Shape)
	if !ok {
		return false
	}
	return replaceWith(rw, op, newExpand(rw, op.Loc(), rt, col.Operand(0), groups, expandOutput(op)))
}

// collapsingReassociation is findCollapsingReassociation: how to collapse
// srcShape into resultShape group by group.
func collapsingReassociation(srcGroups, resGroups [][]int64, srcShape, resShape []int64) ([][]int64, bool) {
	if len(srcGroups) == 0 {
		return reassociationForCollapse(srcShape, resShape)
	}
	var out [][]int64
	for i := 0; i < len(srcGroups) && i < len(resGroups); i++ {
		sg, rg := srcGroups[i], resGroups[i]
		sub := srcShape[sg[0] : sg[0]+int64(len(sg))]
		rsub := resShape[rg[0] : rg[0]+int64(len(rg))]
		if len(sub) == len(rsub) {
			if !equalShapes(sub, rsub) {
				return nil, false
			}
			for j := range sub {
				out = append(out, []int64{sg[0] + int64(j)})
			}
			continue
		}
		groups, ok := reassociationForCollapse(sub, rsub)
		if !ok {
			return nil, false
		}
		for _, g := range groups {
			shifted := make([]int64, len(g))
			for j, d := range g {
				shifted[j] = sg[0] + d
			}
			out = append(out, shifted)
		}
	}
	return out, true
}

// reassociationForCollapse is getReassociationIndicesForCollapse: the
// groups collapsing source into target, or false.
func reassociationForCollapse(source, target []int64) ([][]int64, bool) {
	if len(source) <= len(target) {
		return nil, false
	}
	var groups [][]int64
	var cur []int64
	product := int64(1)
	s := 0
	for s < len(source) && len(groups) < len(target) {
		want := target[len(groups)]
		for s < len(source)-1 && source[s] != ir.Dynamic && product*source[s] < want {
			product *= source[s]
			cur = append(cur, int64(s))
			s++
		}
		if source[s] == ir.Dynamic && (want != ir.Dynamic || product != 1) {
			return nil, false
		}
		if want == ir.Dynamic && source[s] != ir.Dynamic {
			return nil, false
		}
		if source[s] != ir.Dynamic && product*source[s] != want {
			return nil, false
		}
		groups = append(groups, append(cur, int64(s)))
		cur = nil
		s++
		product = 1
	}
	if len(groups) != len(target) {
		return nil, false
	}
	for ; s < len(source); s++ {
		if source[s] != ir.Dynamic && source[s] != 1 {
			return nil, false
		}
		if len(groups) > 0 {
			groups[len(groups)-1] = append(groups[len(groups)-1], int64(s))
		}
	}
	return groups, true
}
