package affine

import (
	"sort"

	"github.com/gomlir/gomlir/ir"
)

// PermuteLoops is upstream's permuteLoops: the perfect nest loops
// (outermost first) is reordered so that loops[i] lands at depth perm[i];
// perm must be a permutation of 0..len(loops)-1. It returns the position in
// loops of the new outermost loop.
func PermuteLoops(loops []*ir.Operation, perm []int) int {
	if len(loops) < 2 {
		return 0
	}
	// inv[d] is the position in loops of the loop at depth d.
	inv := make([]int, len(loops))
	for i, p := range perm {
		inv[p] = i
	}
	moveBefore := func(op *ir.Operation, dest *ir.Block, pos *ir.Operation) {
		op.Remove()
		dest.InsertBefore(op, pos)
	}
	n := len(loops)
	if perm[n-1] != n-1 {
		dest, src := forLoop{loops[inv[n-1]]}.body(), forLoop{loops[n-1]}.body()
		pos := dest.First()
		for op := src.First(); op != src.Last(); {
			next := op.NextInBlock()
			moveBefore(op, dest, pos)
			op = next
		}
	}
	for i := n - 1; i >= 0; i-- {
		if perm[i] == 0 {
			if i != 0 {
				moveBefore(loops[i], loops[0].Block(), loops[0])
			}
			continue
		}
		parent := inv[perm[i]-1]
		if i > 0 && i-1 == parent {
			continue
		}
		body := forLoop{loops[parent]}.body()
		moveBefore(loops[i], body, body.First())
	}
	return inv[0]
}

// ValidLoopInterchangePermutation is upstream's
// isValidLoopInterchangePermutation: no dependence between the affine
// loads and stores of the nest becomes lexicographically negative when its
// loops are permuted by perm. Loops with iter_args are conservatively
// never permuted.
func ValidLoopInterchangePermutation(ctx *ir.Context, loops []*ir.Operation, perm []int) bool {
	n := len(loops)
	if n == 1 {
		return true
	}
	for _, l := range loops {
		if len(forLoop{l}.inits()) > 0 {
			return false
		}
	}
	inv := make([]int, n)
	for i, p := range perm {
		inv[p] = i
	}
	var accesses []MemRefAccess
	loops[0].Walk(func(op *ir.Operation) ir.WalkResult {
		if a, ok := NewMemRefAccess(op); ok {
			accesses = append(accesses, a)
		}
		return ir.WalkAdvance
	})
	for d := 1; d <= n; d++ {
		for _, src := range accesses {
			for _, dst := range accesses {
				var comps []DependenceComponent
				if CheckMemrefAccessDependence(ctx, src, dst, d, &comps, false) != HasDependence {
					continue
				}
				for j := 0; j < n; j++ {
					lb := comps[inv[j]].Lb
					if lb > 0 {
						break
					}
					if lb < 0 {
						return false
					}
				}
			}
		}
	}
	return true
}

// IsPermutation reports whether perm holds each of 0..len(perm)-1 once.
func IsPermutation(perm []int) bool {
	s := append([]int(nil), perm...)
	sort.Ints(s)
	for i, v := range s {
		if v != i {
			return false
		}
	}
	return true
}
