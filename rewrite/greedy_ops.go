package rewrite

import "github.com/gomlir/gomlir/ir"

// ApplyToOps rewrites the given ops, and the ops the rewrites create, with
// patterns and folding (upstream's applyOpPatternsGreedily with the
// ExistingAndNewOps strictness): one pass over a worklist seeded with ops
// in order, without region simplification. Other ops are left alone. It
// reports whether the worklist was emptied.
func ApplyToOps(ctx *ir.Context, ops []*ir.Operation, patterns *PatternSet, cfg Config) bool {
	if len(ops) == 0 {
		return true
	}
	d := drivers.Get().(*driver)
	d.ctx, d.cfg, d.patterns, d.scope = ctx, cfg, patterns, commonAncestor(ops)
	d.rw.Ctx, d.folder.ctx = ctx, ctx
	d.only = make(map[*ir.Operation]bool, len(ops))
	defer d.release()
	for _, op := range ops {
		d.only[op] = true
	}
	for _, op := range ops {
		d.push(op)
	}
	d.processWorklist()
	return len(d.wl.list) == 0
}

// commonAncestor is the closest region holding every op (nil when one of
// them is at the top level), as upstream's findCommonAncestor.
func commonAncestor(ops []*ir.Operation) *ir.Region {
	region := ops[0].ParentRegion()
	if len(ops) == 1 {
		return region
	}
	remaining := append([]*ir.Operation(nil), ops[1:]...)
	for region != nil {
		kept := remaining[:0]
		for _, op := range remaining {
			if !regionHolds(region, op) {
				kept = append(kept, op)
			}
		}
		remaining = kept
		if len(remaining) == 0 {
			break
		}
		p := region.ParentOp()
		if p == nil {
			return nil
		}
		region = p.ParentRegion()
	}
	return region
}

// regionHolds reports whether op is in region or nested in an op of it.
func regionHolds(region *ir.Region, op *ir.Operation) bool {
	for op != nil {
		r := op.ParentRegion()
		if r == region {
			return true
		}
		if r == nil {
			return false
		}
		op = r.ParentOp()
	}
	return false
}
