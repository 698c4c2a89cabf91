package rewrite

import "github.com/gomlir/gomlir/ir"

// ApplyToOps rewrites the given ops with patterns and folding (upstream's
// applyOpPatternsGreedily): one pass over a worklist seeded with ops in
// order, without region simplification. With strict set (upstream's
// ExistingAndNewOps strictness) only these ops and the ops the rewrites
// create are rewritten; otherwise (AnyOp) also the ops the rewrites touch
// in the ops' common region. It reports whether the worklist was emptied.
func ApplyToOps(ctx *ir.Context, ops []*ir.Operation, patterns *PatternSet, cfg Config, strict bool) bool {
	if len(ops) == 0 {
		return true
	}
	d := drivers.Get().(*driver)
	d.ctx, d.cfg, d.patterns, d.scope = ctx, cfg, patterns, commonAncestor(ops)
	d.rw.Ctx, d.folder.ctx = ctx, ctx
	defer d.release()
	if strict {
		d.only = make(map[*ir.Operation]bool, len(ops))
		for _, op := range ops {
			d.only[op] = true
		}
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
