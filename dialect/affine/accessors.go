package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// MapOf returns the affine map of op's attribute name (inherent or
// discardable), or nil.
func MapOf(op *ir.Operation, name string) *affine.Map { return mapAttr(op, name) }

// ParallelSteps returns the steps of an affine.parallel.
func ParallelSteps(op *ir.Operation) []int64 { return parallelSteps(op) }

// ParallelBoundOperands returns the lower (or upper) bound operands of an
// affine.parallel.
func ParallelBoundOperands(op *ir.Operation, upper bool) []*ir.Value {
	return parallelBoundOperands(op, upper)
}

// ParallelBoundMap returns the lower (or upper) bound map of dimension i
// of an affine.parallel: the results of its group over all bound
// operands (upstream's getLowerBoundMap / getUpperBoundMap).
func ParallelBoundMap(ctx *ir.Context, op *ir.Operation, i int, upper bool) *affine.Map {
	mapName, groupName := "lowerBoundsMap", "lowerBoundsGroups"
	if upper {
		mapName, groupName = "upperBoundsMap", "upperBoundsGroups"
	}
	m := mapAttr(op, mapName)
	sizes := groups(op.InherentAttr(groupName))
	start := 0
	for _, s := range sizes[:i] {
		start += int(s)
	}
	return affine.Get(ctx, m.NumDims, m.NumSymbols, m.Results[start:start+int(sizes[i])])
}

// DmaStartOperands returns the operand positions of the source,
// destination and tag memrefs of an affine.dma_start (each followed by its
// map operands), their maps, and the position of the element count.
func DmaStartOperands(op *ir.Operation) (memrefs [3]int, maps [3]*affine.Map, num int, ok bool) {
	l, ok := dmaStartLayout(op)
	return [3]int{l.src, l.dst, l.tag}, l.maps, l.num, ok
}

// FullyComposeMap composes the affine.apply ops defining operands into m
// until none is left (upstream's fullyComposeAffineMapAndOperands).
func FullyComposeMap(c affine.Interner, m *affine.Map, operands []*ir.Value) (*affine.Map, []*ir.Value) {
	return fullyComposeMap(c, m, operands)
}
