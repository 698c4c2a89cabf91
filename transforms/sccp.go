package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "sccp",
		Name:     "SCCP",
		Summary:  "Sparse Conditional Constant Propagation",
		New:      func() (pass.Pass, *pass.Options) { return sccp{}, &pass.Options{} },
	})
}

// sccp propagates constants through the CFG and the call graph (only along
// executable paths) and replaces the values proven constant with
// materialized constants, as upstream's SCCP pass.
type sccp struct{}

func (sccp) Run(op *ir.Operation, st *pass.State) error {
	s := newDFSolver(st.Ctx, op)
	defer s.release()
	s.run()
	f := newConstantFolder(st.Ctx)
	var work []*ir.Block
	addRegions := func(o *ir.Operation) {
		for i := 0; i < o.NumRegions(); i++ {
			blocks := o.Region(i).Blocks()
			for j := len(blocks) - 1; j >= 0; j-- {
				work = append(work, blocks[j])
			}
		}
	}
	replace := func(v *ir.Value, b *ir.Block) bool {
		l := s.latticeOf(v)
		if l.kind != latConst || l.attr == nil {
			return false
		}
		c := f.getOrCreate(b, l.dialect, l.attr, v.Type())
		if c == nil {
			return false
		}
		v.ReplaceAllUsesWith(c)
		return true
	}
	addRegions(op)
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for o := b.First(); o != nil; {
			next := o.NextInBlock()
			all := o.NumResults() != 0
			for i := 0; i < o.NumResults(); i++ {
				if !replace(o.Result(i), b) {
					all = false
				}
			}
			if all && ir.WouldOpBeTriviallyDead(o) {
				o.Erase()
				o = next
				continue
			}
			addRegions(o)
			o = next
		}
		for _, a := range b.Args() {
			replace(a, b)
		}
	}
	return nil
}

type folderKey struct {
	dialect string
	value   ir.Attribute
	typ     ir.Type
}

// constantFolder creates and de-duplicates constants at the start of the
// entry block of the closest isolated-from-above region, as upstream's
// OperationFolder::getOrCreateConstant.
type constantFolder struct {
	ctx    *ir.Context
	scopes map[*ir.Region]map[folderKey]*ir.Operation
}

func newConstantFolder(ctx *ir.Context) *constantFolder {
	return &constantFolder{ctx: ctx, scopes: map[*ir.Region]map[folderKey]*ir.Operation{}}
}

// constantInsertionRegion is upstream's getInsertionRegion.
func constantInsertionRegion(b *ir.Block) *ir.Region {
	for {
		r := b.Parent()
		p := r.ParentOp()
		if p == nil || !p.IsRegistered() || p.HasTrait(ir.TraitIsolatedFromAbove) || p.Block() == nil {
			return r
		}
		b = p.Block()
	}
}

func (f *constantFolder) getOrCreate(b *ir.Block, dialect string, value ir.Attribute, t ir.Type) *ir.Value {
	region := constantInsertionRegion(b)
	scope := f.scopes[region]
	if scope == nil {
		scope = map[folderKey]*ir.Operation{}
		f.scopes[region] = scope
	}
	unknown := f.ctx.UnknownLoc()
	key := folderKey{dialect, value, t}
	if c := scope[key]; c != nil {
		if c.Loc() != ir.Location(unknown) {
			c.SetLoc(unknown)
		}
		return c.Result(0)
	}
	d := f.ctx.Dialect(dialect)
	if d == nil || d.MaterializeConstant == nil {
		return nil
	}
	bd := ir.NewBuilder(f.ctx)
	bd.SetInsertionPointToStart(region.First())
	c := d.MaterializeConstant(bd, value, t, unknown)
	if c == nil {
		return nil
	}
	nd := c.Info().Dialect
	if nd == dialect {
		scope[key] = c
		return c.Result(0)
	}
	newKey := folderKey{nd, value, t}
	if existing := scope[newKey]; existing != nil {
		c.Erase()
		if existing.Loc() != ir.Location(unknown) {
			existing.SetLoc(unknown)
		}
		scope[key] = existing
		return existing.Result(0)
	}
	scope[key] = c
	scope[newKey] = c
	return c.Result(0)
}
