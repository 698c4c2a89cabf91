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
			p := &singleFoldPass{}
			o := &pass.Options{}
			o.Int("max-iterations", "Max iterations in the tryToFold", &p.maxIterations, 1)
			return p, o
		},
	})
}

// singleFoldPass is upstream's TestSingleFold: every op, visited once from
// the last to the first in pre-order, is folded as OperationFolder does
// (in-place folds repeated up to max-iterations times):
// constants it folds to are uniqued per insertion region and created at
// the front of the region's entry block; constants left unused at the end
// are erased.
type singleFoldPass struct{ maxIterations int }

// constKey identifies a constant in a region.
type constKey struct {
	dialect string
	value   ir.Attribute
	typ     ir.Type
}

// singleFolder is the folding state of one run.
type singleFolder struct {
	ctx *ir.Context
	// maxIterations bounds the in-place folds of one op.
	maxIterations int
	scopes        map[*ir.Region]map[constKey]*ir.Operation
	owned         map[*ir.Operation]bool
	created       []*ir.Operation
}

func (p *singleFoldPass) Run(root *ir.Operation, st *pass.State) error {
	var ops []*ir.Operation
	root.WalkPre(func(op *ir.Operation) ir.WalkResult {
		ops = append(ops, op)
		return ir.WalkAdvance
	})
	f := &singleFolder{ctx: st.Ctx, maxIterations: p.maxIterations, scopes: map[*ir.Region]map[constKey]*ir.Operation{}, owned: map[*ir.Operation]bool{}}
	for i := len(ops) - 1; i >= 0; i-- {
		if ops[i] != root {
			f.tryToFold(ops[i])
		}
	}
	for _, c := range f.created {
		if c.Block() != nil && !c.Result(0).HasUses() {
			c.Erase()
		}
	}
	return nil
}

// tryToFold is OperationFolder::tryToFold.
func (f *singleFolder) tryToFold(op *ir.Operation) {
	if f.owned[op] {
		// Keep folder constants at the front of their block.
		if b := op.Block(); b.First() != op && !f.owned[op.PrevInBlock()] {
			op.MoveBefore(b.First())
			op.SetLoc(f.ctx.UnknownLoc())
		}
		return
	}
	res := rewrite.Fold(op)
	// An op folded in place is folded again, up to maxIterations times.
	for n := 1; res != nil && len(res) == 0 && n < f.maxIterations; n++ {
		res = rewrite.Fold(op)
	}
	if len(res) == 0 {
		return
	}
	vals := make([]*ir.Value, len(res))
	for i, r := range res {
		if r.Value != nil {
			vals[i] = r.Value
			continue
		}
		c := f.constant(op, r.Attr, op.Result(i).Type())
		if c == nil {
			return
		}
		if b := op.Block(); b == c.Block() && b.First() != c {
			c.MoveBefore(b.First())
		}
		vals[i] = c.Result(0)
	}
	for i, v := range vals {
		op.Result(i).ReplaceAllUsesWith(v)
	}
	op.Erase()
}

// constant is tryGetOrCreateConstant: the uniqued constant of value in
// op's insertion region, created at the region's entry when new.
func (f *singleFolder) constant(op *ir.Operation, value ir.Attribute, t ir.Type) *ir.Operation {
	region := op.ParentRegion()
	for {
		p := region.ParentOp()
		if p == nil || p.HasTrait(ir.TraitIsolatedFromAbove) || !p.IsRegistered() || p.ParentRegion() == nil {
			break
		}
		region = p.ParentRegion()
	}
	scope := f.scopes[region]
	if scope == nil {
		scope = map[constKey]*ir.Operation{}
		f.scopes[region] = scope
	}
	key := constKey{op.Info().Dialect, value, t}
	if c := scope[key]; c != nil {
		return c
	}
	d := f.ctx.Dialect(op.Info().Dialect)
	if d == nil || d.MaterializeConstant == nil {
		return nil
	}
	b := ir.NewBuilder(f.ctx)
	entry := region.First()
	b.SetInsertionPointToStart(entry)
	c := d.MaterializeConstant(b, value, t, f.ctx.UnknownLoc())
	if c == nil {
		return nil
	}
	f.created = append(f.created, c)
	// A constant of another dialect is also known under that dialect; an
	// equal one already known there is used instead.
	if nd := c.Info().Dialect; nd != key.dialect {
		nk := constKey{nd, value, t}
		if existing := scope[nk]; existing != nil {
			c.Erase()
			scope[key] = existing
			return existing
		}
		scope[nk] = c
	}
	scope[key] = c
	f.owned[c] = true
	return c
}
