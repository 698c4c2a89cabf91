package transforms

import (
	"sync"

	"github.com/gomlir/gomlir/ir"
)

// isolatedChildren returns the ops directly inside op's regions when these
// have at most one block and every op in them is a registered
// isolated-from-above op (the functions and nested modules of a module),
// and nil otherwise.
func isolatedChildren(op *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	for i := 0; i < op.NumRegions(); i++ {
		if r := op.Region(i); !r.Empty() && !r.HasOneBlock() {
			return nil
		}
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			for c := b.First(); c != nil; c = c.NextInBlock() {
				if !c.IsRegistered() || !c.HasTrait(ir.TraitIsolatedFromAbove) {
					return nil
				}
				out = append(out, c)
			}
		}
	}
	return out
}

// forEachParallel runs f(i) for i in [0, n) on up to threads goroutines.
// Callers make the work of each index independent of the others, so the
// result does not depend on the thread count.
func forEachParallel(n, threads int, f func(i int)) {
	if threads > n {
		threads = n
	}
	if threads < 2 {
		for i := 0; i < n; i++ {
			f(i)
		}
		return
	}
	var mu sync.Mutex
	next := 0
	var wg sync.WaitGroup
	for w := 0; w < threads; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= n {
					return
				}
				f(i)
			}
		}()
	}
	wg.Wait()
}
