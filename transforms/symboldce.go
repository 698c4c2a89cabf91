package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:   "symbol-dce",
		Statistics: []pass.Statistic{{Name: "num-dce'd", Desc: "Number of symbols DCE'd"}},
		Name:       "SymbolDCE",
		Summary:    "Eliminate dead symbols",
		New:        func() (pass.Pass, *pass.Options) { return &symbolDCE{}, &pass.Options{} },
	})
}

// symbolDCE erases the symbols that nothing can reference, as upstream's
// SymbolDCE: liveness starts from the non-symbol ops and the symbols that
// cannot be discarded, and follows the symbol uses held by live ops.
type symbolDCE struct{}

func (symbolDCE) Run(op *ir.Operation, st *pass.State) error {
	if !op.HasTrait(ir.TraitSymbolTable) {
		return op.EmitOpError(" was scheduled to run under SymbolDCE, but does not define a symbol table")
	}
	hidden := true
	if op.ParentOp() != nil && ir.IsSymbol(op) {
		hidden = ir.SymbolVisibility(op) == ir.VisibilityPrivate
	}
	live := map[*ir.Operation]bool{}
	tables := ir.NewSymbolTableCollection(st.Ctx)
	if err := computeSymbolLiveness(st.Ctx, op, tables, hidden, live); err != nil {
		return err
	}
	var n int64
	op.Walk(func(t *ir.Operation) ir.WalkResult {
		if !t.HasTrait(ir.TraitSymbolTable) || t.NumRegions() == 0 {
			return ir.WalkAdvance
		}
		for b := t.Region(0).First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; {
				next := o.NextInBlock()
				if ir.IsSymbol(o) && !live[o] {
					o.Erase()
					n++
				}
				o = next
			}
		}
		return ir.WalkAdvance
	})
	st.AddStatistic("num-dce'd", n)
	if n == 0 {
		st.MarkUnchanged()
	}
	return nil
}

// computeSymbolLiveness marks the live symbols of the symbol table tableOp
// (hidden: its symbols cannot be referenced from above it).
func computeSymbolLiveness(ctx *ir.Context, tableOp *ir.Operation, tables *ir.SymbolTableCollection,
	hidden bool, live map[*ir.Operation]bool) error {
	var work []*ir.Operation
	for b := tableOp.Region(0).First(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.NextInBlock() {
			if !ir.IsSymbol(o) {
				work = append(work, o)
				continue
			}
			discardable := (hidden || ir.SymbolVisibility(o) == ir.VisibilityPrivate) && ir.SymbolCanDiscardOnUseEmpty(o)
			if !discardable && !live[o] {
				live[o] = true
				work = append(work, o)
			}
		}
	}
	for len(work) > 0 {
		o := work[len(work)-1]
		work = work[:len(work)-1]
		if o.HasTrait(ir.TraitSymbolTable) {
			symHidden := hidden || !ir.IsSymbol(o) || ir.SymbolVisibility(o) == ir.VisibilityPrivate
			if err := computeSymbolLiveness(ctx, o, tables, symHidden, live); err != nil {
				return err
			}
		} else {
			for i := 0; i < o.NumRegions(); i++ {
				for b := o.Region(i).First(); b != nil; b = b.Next() {
					for n := b.First(); n != nil; n = n.NextInBlock() {
						if n.NumRegions() > 0 {
							work = append(work, n)
						}
					}
				}
			}
		}
		parent := o.ParentOp()
		if parent == nil || !parent.HasTrait(ir.TraitSymbolTable) {
			continue
		}
		uses, ok := ir.SymbolUses(ctx, o)
		if !ok {
			return o.EmitError("operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses")
		}
		for _, u := range uses {
			resolved, ok := tables.LookupSymbolPath(parent, u.Ref)
			if !ok {
				continue
			}
			for _, s := range resolved {
				if !live[s] {
					live[s] = true
					work = append(work, s)
				}
			}
		}
	}
	return nil
}
