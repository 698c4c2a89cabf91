// Package transforms holds the bufferization dialect's passes.
package transforms

import (
	"github.com/gomlir/gomlir/dialect/bufferization"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "buffer-deallocation-simplification",
		Name:      "BufferDeallocationSimplificationPass",
		Summary:   "Optimizes `bufferization.dealloc` operation for more efficient codegen",
		Dependent: []string{"bufferization", "arith", "memref"},
		New:       func() (pass.Pass, *pass.Options) { return simplifyDeallocs{}, &pass.Options{} },
	})
}

// simplifyDeallocs is upstream's BufferDeallocationSimplificationPass:
// the dealloc canonicalizations and four patterns that use the buffer
// origin analysis to drop memrefs and retained values, and to split
// deallocs, applied greedily.
type simplifyDeallocs struct{}

func (simplifyDeallocs) Run(op *ir.Operation, st *pass.State) error {
	o := newOrigins(op)
	patterns := []rewrite.Pattern{
		pattern("RemoveDeallocMemrefsContainedInRetained", o.removeContainedInRetained),
		pattern("RemoveRetainedMemrefsGuaranteedToNotAlias", o.removeRetainedNotAliasing),
		pattern("SplitDeallocWhenNotAliasingAnyOther", o.splitDealloc),
		pattern("RetainedMemrefAliasingAlwaysDeallocatedMemref", o.retainedAliasingAlwaysDeallocated),
	}
	for _, p := range bufferization.DeallocPatterns() {
		patterns = append(patterns, p.(rewrite.Pattern))
	}
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(patterns), rewrite.DefaultConfig())
	return nil
}

func pattern(name string, f func(op *ir.Operation, rw *rewrite.Rewriter) bool) *rewrite.Func {
	return &rewrite.Func{Name: "(anonymous namespace)::" + name, On: "bufferization.dealloc", Weight: 1, Rewrite: f}
}

// viewBase is getViewBase: v with every view looked through.
func viewBase(v *ir.Value) *ir.Value {
	for {
		d := v.DefiningOp()
		if d == nil {
			return v
		}
		view, ok := ir.OpInterface[ir.ViewLikeOpInterface](d)
		if !ok {
			return v
		}
		v = view.ViewSource(d)
	}
}

// allocates reports whether op declares an allocation of v.
func allocates(op *ir.Operation, v *ir.Value) bool {
	m, ok := ir.OpInterface[ir.MemoryEffectOpInterface](op)
	if !ok {
		return false
	}
	for _, e := range m.Effects(op) {
		if e.Effect == ir.EffectAllocate && e.Value == v {
			return true
		}
	}
	return false
}

// distinctAllocAndBlockArgument is upstream's helper of that name: one
// value's base is allocated by an op nested under the block whose argument
// is the other's base.
func distinctAllocAndBlockArgument(a, b *ir.Value) bool {
	distinct := func(x, y *ir.Value) bool {
		op := x.DefiningOp()
		if op == nil || !allocates(op, x) || !y.IsBlockArgument() {
			return false
		}
		for o := op; o != nil; o = o.ParentOp() {
			if o.Block() == y.OwnerBlock() {
				return true
			}
		}
		return false
	}
	ab, bb := viewBase(a), viewBase(b)
	return distinct(ab, bb) || distinct(bb, ab)
}

// potentiallyAliases is potentiallyAliasesMemref: some buffer of others
// may come from the allocation of m.
func (o *origins) potentiallyAliases(others []*ir.Value, m *ir.Value) bool {
	for _, x := range others {
		if !isBuffer(x) || distinctAllocAndBlockArgument(x, m) {
			continue
		}
		if same, known := o.sameAllocation(x, m); !known || same {
			return true
		}
	}
	return false
}

// same reports whether a and b surely come from one allocation.
func (o *origins) same(a, b *ir.Value) bool {
	s, known := o.sameAllocation(a, b)
	return known && s
}

// boolConst creates an i1 arith.constant.
func boolConst(rw *rewrite.Rewriter, loc ir.Location, v bool) *ir.Value {
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("arith.constant"), Types: []ir.Type{rw.Ctx.I(1)},
		Attrs: []ir.NamedAttr{{Name: "value", Value: rw.Ctx.BoolAttr(v)}}}).Result(0)
}

// ori creates an arith.ori of two i1 values.
func ori(rw *rewrite.Rewriter, loc ir.Location, a, b *ir.Value) *ir.Operation {
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("arith.ori"), Types: []ir.Type{rw.Ctx.I(1)},
		Operands: []*ir.Value{a, b}})
}

// newDealloc creates a bufferization.dealloc.
func newDealloc(rw *rewrite.Rewriter, loc ir.Location, memrefs, conds, retained []*ir.Value) bufferization.DeallocOp {
	types := make([]ir.Type, len(retained))
	for i := range types {
		types[i] = rw.Ctx.I(1)
	}
	return bufferization.BuildDeallocOp(rw.Builder, loc, memrefs, conds, retained, types)
}

// handleOneMemref is RemoveDeallocMemrefsContainedInRetained's test of one
// memref: no retained value may alias it and one must; the results of the
// must-aliasing retained values are or'ed with its condition.
func (o *origins) handleOneMemref(rw *rewrite.Rewriter, op *ir.Operation, m, cond *ir.Value) bool {
	rw.SetInsertionPointAfter(op)
	d, _ := bufferization.AsDeallocOp(op)
	retained := d.Retained()
	atLeastOne := false
	for _, r := range retained {
		same, known := o.sameAllocation(r, m)
		if !known {
			return false
		}
		if same {
			atLeastOne = true
		}
	}
	if !atLeastOne {
		return false
	}
	for i, r := range retained {
		if !o.same(r, m) {
			continue
		}
		updated := op.Result(i)
		or := ori(rw, op.Loc(), updated, cond)
		updated.ReplaceUsesIf(or.Result(0), func(u *ir.OpOperand) bool { return u.Owner() != or })
	}
	return true
}

// removeContainedInRetained is RemoveDeallocMemrefsContainedInRetained.
func (o *origins) removeContainedInRetained(op *ir.Operation, rw *rewrite.Rewriter) bool {
	d, _ := bufferization.AsDeallocOp(op)
	retained := d.Retained()
	seen := map[*ir.Value]bool{}
	for _, r := range retained {
		seen[r] = true
	}
	if len(seen) != len(retained) {
		return false
	}
	conds := d.Conditions()
	var newM, newC []*ir.Value
	for i, m := range d.Memrefs() {
		if o.handleOneMemref(rw, op, m, conds[i]) {
			continue
		}
		if meta := m.DefiningOp(); meta != nil && meta.Name() == "memref.extract_strided_metadata" &&
			o.handleOneMemref(rw, op, meta.Operand(0), conds[i]) {
			continue
		}
		newM = append(newM, m)
		newC = append(newC, conds[i])
	}
	return bufferization.UpdateDealloc(rw, op, newM, newC)
}

// removeRetainedNotAliasing is RemoveRetainedMemrefsGuaranteedToNotAlias:
// a retained value no memref may alias is dropped, its result false.
func (o *origins) removeRetainedNotAliasing(op *ir.Operation, rw *rewrite.Rewriter) bool {
	d, _ := bufferization.AsDeallocOp(op)
	memrefs := d.Memrefs()
	retained := d.Retained()
	var newR []*ir.Value
	repl := make([]*ir.Value, len(retained))
	for i, r := range retained {
		if o.potentiallyAliases(memrefs, r) {
			newR = append(newR, r)
			continue
		}
		repl[i] = boolConst(rw, op.Loc(), false)
	}
	if len(newR) == len(retained) {
		return false
	}
	n := newDealloc(rw, op.Loc(), memrefs, d.Conditions(), newR)
	next := 0
	for i := range repl {
		if repl[i] == nil {
			repl[i] = n.Operation.Result(next)
			next++
		}
	}
	rw.ReplaceOp(op, repl)
	return true
}

// splitDealloc is SplitDeallocWhenNotAliasingAnyOther: each memref that
// aliases no other memref gets its own dealloc; the results are or'ed.
func (o *origins) splitDealloc(op *ir.Operation, rw *rewrite.Rewriter) bool {
	d, _ := bufferization.AsDeallocOp(op)
	memrefs, conds, retained := d.Memrefs(), d.Conditions(), d.Retained()
	if len(memrefs) <= 1 {
		return false
	}
	loc := op.Loc()
	var remM, remC []*ir.Value
	var updated [][]*ir.Value
	for i, m := range memrefs {
		others := append(append([]*ir.Value(nil), memrefs[:i]...), memrefs[i+1:]...)
		if o.potentiallyAliases(others, m) {
			remM = append(remM, m)
			remC = append(remC, conds[i])
			continue
		}
		n := newDealloc(rw, loc, []*ir.Value{m}, []*ir.Value{conds[i]}, retained)
		updated = append(updated, n.Operation.Results())
	}
	if len(remM) == len(memrefs) {
		return false
	}
	n := newDealloc(rw, loc, remM, remC, retained)
	repl := append([]*ir.Value(nil), n.Operation.Results()...)
	for _, extra := range updated {
		for i := range repl {
			repl[i] = ori(rw, loc, repl[i], extra[i]).Result(0)
		}
	}
	rw.ReplaceOp(op, repl)
	return true
}

// isTrue is m_One on an i1 condition: a constant true.
func isTrue(v *ir.Value) bool {
	a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr)
	return ok && a.IsSmall() && a.Int64() != 0
}

// retainedAliasingAlwaysDeallocated is
// RetainedMemrefAliasingAlwaysDeallocatedMemref: a retained value
// must-aliasing a memref freed under a constant true condition is owned
// (its result is that condition); when that holds for every retained
// value, those memrefs are dropped.
func (o *origins) retainedAliasingAlwaysDeallocated(op *ir.Operation, rw *rewrite.Rewriter) bool {
	d, _ := bufferization.AsDeallocOp(op)
	retained := d.Retained()
	owned := make([]bool, len(retained))
	conds := d.Conditions()
	var newM, newC []*ir.Value
	for k, m := range d.Memrefs() {
		cond := conds[k]
		drop := false
		for i, r := range retained {
			if !isTrue(cond) {
				continue
			}
			res := op.Result(i)
			if o.same(r, m) {
				rw.ReplaceAllUsesWith(res, cond)
				owned[i], drop = true, true
				continue
			}
			meta := m.DefiningOp()
			if meta == nil || meta.Name() != "memref.extract_strided_metadata" {
				continue
			}
			if o.same(r, meta.Operand(0)) {
				rw.ReplaceAllUsesWith(res, cond)
				owned[i], drop = true, true
			}
		}
		if !drop {
			newM = append(newM, m)
			newC = append(newC, cond)
		}
	}
	for _, o := range owned {
		if !o {
			return false
		}
	}
	return bufferization.UpdateDealloc(rw, op, newM, newC)
}
