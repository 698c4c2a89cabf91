package testdialect

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "test-single-fold",
		Name:     "(anonymous namespace)::TestSingleFold",
		Summary:  "Test single-pass operation folding and dead constant elimination",
		New: func() (pass.Pass, *pass.Options) {
			p := &singleFold{}
			o := &pass.Options{}
			o.Int("max-iterations", "Max iterations in the tryToFold", &p.maxIter, 1)
			return p, o
		},
	})
}

// singleFold is upstream's TestSingleFold: every op is folded once, in
// reverse pre-order, through an OperationFolder (folded constants are
// materialized at the start of the entry block of their isolated region
// and shared), then the unused constants it created are erased. An op
// updated in place is folded again, up to max-iterations folds in all.
type singleFold struct{ maxIter int }

// foldConstKey identifies a constant created by the folder.
type foldConstKey struct {
	region  *ir.Region
	dialect string
	value   ir.Attribute
	typ     ir.Type
}

func (p *singleFold) Run(top *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	var ops []*ir.Operation
	top.WalkPre(func(op *ir.Operation) ir.WalkResult {
		ops = append(ops, op)
		return ir.WalkAdvance
	})
	owned := map[foldConstKey]*ir.Operation{}
	isOwned := map[*ir.Operation]bool{}
	var created []*ir.Operation
	rw := rewrite.NewRewriter(ctx, nil)
	for i := len(ops) - 1; i >= 0; i-- {
		op := ops[i]
		if op == top || op.Block() == nil {
			continue
		}
		if isOwned[op] {
			if b := op.Block(); b.First() != op && !isOwned[op.PrevInBlock()] {
				op.MoveBefore(b.First())
				op.SetLoc(ctx.UnknownLoc())
			}
			continue
		}
		res := rewrite.Fold(op)
		for n := 1; res != nil && len(res) == 0 && n < p.maxIter; n++ {
			if res = rewrite.Fold(op); res == nil {
				res = []ir.FoldResult{}
				break
			}
		}
		if len(res) == 0 {
			continue
		}
		region := foldInsertionRegion(op)
		vals := make([]*ir.Value, len(res))
		ok := true
		for k, r := range res {
			if r.Value != nil {
				vals[k] = r.Value
				continue
			}
			key := foldConstKey{region, op.Info().Dialect, r.Attr, op.Result(k).Type()}
			c := owned[key]
			if c == nil {
				d := ctx.Dialect(op.Info().Dialect)
				if d == nil || d.MaterializeConstant == nil {
					ok = false
					break
				}
				rw.SetInsertionPointToStart(region.First())
				c = d.MaterializeConstant(rw.Builder, r.Attr, op.Result(k).Type(), ctx.UnknownLoc())
				if c == nil {
					ok = false
					break
				}
				// A constant of another dialect is also known under its own
				// dialect, where an existing equal one wins.
				if nd := c.Info().Dialect; nd != key.dialect {
					nkey := key
					nkey.dialect = nd
					if e := owned[nkey]; e != nil {
						rw.EraseOp(c)
						c = e
					} else {
						owned[nkey] = c
						isOwned[c] = true
						created = append(created, c)
					}
				} else {
					isOwned[c] = true
					created = append(created, c)
				}
				owned[key] = c
			}
			// As upstream, a constant in op's block moves to its front so
			// that it dominates op.
			if b := op.Block(); b == c.Block() && b.First() != c {
				c.MoveBefore(b.First())
			}
			vals[k] = c.Result(0)
		}
		if !ok {
			continue
		}
		rw.ReplaceOp(op, vals)
	}
	for _, c := range created {
		if c.Block() != nil && !c.Result(0).HasUses() {
			c.Erase()
		}
	}
	return nil
}

// foldInsertionRegion is the region whose entry block receives the
// constants folding op creates: the closest region of an isolated from
// above (or unregistered) op.
func foldInsertionRegion(op *ir.Operation) *ir.Region {
	r := op.ParentRegion()
	for {
		p := r.ParentOp()
		if p == nil || p.HasTrait(ir.TraitIsolatedFromAbove) || !p.IsRegistered() {
			return r
		}
		pr := p.ParentRegion()
		if pr == nil {
			return r
		}
		r = pr
	}
}
