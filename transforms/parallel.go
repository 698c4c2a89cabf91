package transforms

import "github.com/gomlir/gomlir/ir"

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
