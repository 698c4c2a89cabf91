package transforms

import (
	"github.com/gomlir/gomlir/ir"
)

// InlinerInterface dispatches the inlining hooks to the dialect inliner
// interfaces of the operations involved, as upstream's InlinerInterface.
type InlinerInterface struct {
	Ctx *ir.Context
	// ProcessInlinedBlocks, when set, is told about the blocks inlined
	// (before their terminators are handled).
	ProcessInlinedBlocks func(blocks []*ir.Block)
}

func (in *InlinerInterface) dialectOf(op *ir.Operation) *ir.DialectInlinerInterface {
	if op == nil {
		return nil
	}
	return in.Ctx.InlinerInterfaceOf(op.Info().Dialect)
}

func (in *InlinerInterface) legalCall(call, callable *ir.Operation, cloned bool) bool {
	d := in.dialectOf(call)
	return d != nil && d.IsLegalToInlineCall != nil && d.IsLegalToInlineCall(call, callable, cloned)
}

func (in *InlinerInterface) legalRegion(dest, src *ir.Region, cloned bool, m *ir.Mapping) bool {
	d := in.dialectOf(dest.ParentOp())
	return d != nil && d.IsLegalToInlineRegion != nil && d.IsLegalToInlineRegion(dest, src, cloned, m)
}

func (in *InlinerInterface) legalOp(op *ir.Operation, dest *ir.Region, cloned bool, m *ir.Mapping) bool {
	d := in.dialectOf(op)
	return d != nil && d.IsLegalToInlineOp != nil && d.IsLegalToInlineOp(op, dest, cloned, m)
}

func (in *InlinerInterface) analyzeRecursively(op *ir.Operation) bool {
	d := in.dialectOf(op)
	if d == nil || d.ShouldAnalyzeRecursively == nil {
		return true
	}
	return d.ShouldAnalyzeRecursively(op)
}

// legalToInlineOps checks every op of src (recursively) with legalOp.
func (in *InlinerInterface) legalToInlineOps(src, dest *ir.Region, cloned bool, m *ir.Mapping) bool {
	for b := src.First(); b != nil; b = b.Next() {
		for op := b.First(); op != nil; op = op.NextInBlock() {
			if !in.legalOp(op, dest, cloned, m) {
				return false
			}
			if in.analyzeRecursively(op) {
				for i := 0; i < op.NumRegions(); i++ {
					if !in.legalToInlineOps(op.Region(i), dest, cloned, m) {
						return false
					}
				}
			}
		}
	}
	return true
}

// stackLocations builds the call-site location of an inlined op: callee
// at caller, appended to the end of an existing call-site chain.
func stackLocations(ctx *ir.Context, callee, caller ir.Location) ir.Location {
	last := callee
	var stack []*ir.CallSiteLoc
	for {
		cs, ok := last.(*ir.CallSiteLoc)
		if !ok {
			break
		}
		stack = append(stack, cs)
		last = cs.Caller
	}
	loc := ir.Location(ctx.CallSiteLoc(last, caller))
	for i := len(stack) - 1; i >= 0; i-- {
		loc = ctx.CallSiteLoc(stack[i].Callee, loc)
	}
	return loc
}

func remapInlinedLocations(ctx *ir.Context, blocks []*ir.Block, caller ir.Location) {
	cache := map[ir.Location]ir.Location{}
	remap := func(l ir.Location) ir.Location {
		if r, ok := cache[l]; ok {
			return r
		}
		r := stackLocations(ctx, l, caller)
		cache[l] = r
		return r
	}
	for _, b := range blocks {
		for _, a := range b.Args() {
			a.SetLoc(remap(a.Loc()))
		}
		for op := b.First(); op != nil; op = op.NextInBlock() {
			op.Each(func(o *ir.Operation) {
				o.SetLoc(remap(o.Loc()))
				for i := 0; i < o.NumRegions(); i++ {
					for nb := o.Region(i).First(); nb != nil; nb = nb.Next() {
						for _, a := range nb.Args() {
							a.SetLoc(remap(a.Loc()))
						}
					}
				}
			})
		}
	}
}

// splitBlock moves the ops of b from pos on into a new block inserted
// after b, and returns it.
func splitBlock(b *ir.Block, pos *ir.Operation) *ir.Block {
	nb := ir.NewBlock()
	b.Parent().InsertBefore(nb, b.Next())
	for op := pos; op != nil; {
		next := op.NextInBlock()
		op.Remove()
		nb.Append(op)
		op = next
	}
	return nb
}

// CloneRegionBefore clones the blocks of src before pos in dest (pos nil:
// at the end), as upstream's Region::cloneInto: block arguments already
// in the mapping are dropped, operands are remapped once all ops exist.
// It returns the new blocks.
func CloneRegionBefore(ctx *ir.Context, src, dest *ir.Region, pos *ir.Block, m *ir.Mapping) []*ir.Block {
	var newBlocks []*ir.Block
	for b := src.First(); b != nil; b = b.Next() {
		nb := ir.NewBlock()
		m.MapBlock(b, nb)
		for _, a := range b.Args() {
			if !m.Contains(a) {
				m.Map(a, nb.AddArg(a.Type(), a.Loc()))
			}
		}
		newBlocks = append(newBlocks, nb)
	}
	type pair struct{ old, new *ir.Operation }
	var ops []pair
	i := 0
	for b := src.First(); b != nil; b = b.Next() {
		nb := newBlocks[i]
		i++
		for op := b.First(); op != nil; op = op.NextInBlock() {
			c := op.CloneWithoutRegions(ctx, m)
			nb.Append(c)
			ops = append(ops, pair{op, c})
		}
	}
	for _, p := range ops {
		for j := 0; j < p.old.NumOperands(); j++ {
			if v := m.Lookup(p.old.Operand(j)); v != p.new.Operand(j) {
				p.new.SetOperand(j, v)
			}
		}
		for j := 0; j < p.old.NumRegions(); j++ {
			p.old.Region(j).CloneInto(ctx, p.new.Region(j), m)
		}
	}
	for _, nb := range newBlocks {
		dest.InsertBefore(nb, pos)
	}
	return newBlocks
}

// InlineCall inlines the region src of callable in place of call (which
// stays, for the caller to erase): cloned when clone is set, moved
// otherwise. It reports success; on failure the IR is unchanged.
func (in *InlinerInterface) InlineCall(call, callable *ir.Operation, src *ir.Region, clone bool) bool {
	ctx := in.Ctx
	if src.Empty() {
		return false
	}
	entry := src.First()
	ci := ir.CallableInterface(callable)
	resultTypes := ci.ResultTypes(callable)
	operands := ir.CallArgOperands(call)
	results := call.Results()
	if len(operands) != entry.NumArgs() || len(results) != len(resultTypes) {
		return false
	}
	var casts []*ir.Operation
	cleanup := func() bool {
		for _, c := range casts {
			c.Result(0).ReplaceAllUsesWith(c.Operand(0))
			c.Erase()
		}
		return false
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(call)
	callIface := in.dialectOf(call)
	materialize := func(v *ir.Value, t ir.Type) *ir.Value {
		if callIface == nil || callIface.MaterializeCallConversion == nil {
			return nil
		}
		c := callIface.MaterializeCallConversion(b, v, t, call.Loc())
		if c == nil {
			return nil
		}
		casts = append(casts, c)
		return c.Result(0)
	}
	m := ir.NewMapping()
	for i, v := range operands {
		arg := entry.Arg(i)
		if v.Type() != arg.Type() {
			if v = materialize(v, arg.Type()); v == nil {
				return cleanup()
			}
		}
		m.Map(arg, v)
	}
	b.SetInsertionPointAfter(call)
	for i, r := range results {
		if r.Type() == resultTypes[i] {
			continue
		}
		cast := materialize(r, r.Type())
		if cast == nil {
			return cleanup()
		}
		r.ReplaceAllUsesWith(cast)
		castOp := cast.DefiningOp()
		for j := 0; j < castOp.NumOperands(); j++ {
			if castOp.Operand(j) == cast {
				castOp.SetOperand(j, r)
			}
		}
	}
	if !in.legalCall(call, callable, clone) {
		return cleanup()
	}
	if !in.inlineRegion(src, call.Block(), call.NextInBlock(), m, results, resultTypes, call.Loc(), clone, call) {
		return cleanup()
	}
	return true
}

// inlineRegion is upstream's inlineRegionImpl.
func (in *InlinerInterface) inlineRegion(src *ir.Region, inlineBlock *ir.Block, inlinePoint *ir.Operation,
	m *ir.Mapping, replace []*ir.Value, resultTypes []ir.Type, loc ir.Location, clone bool, call *ir.Operation) bool {
	ctx := in.Ctx
	if src.Empty() {
		return false
	}
	for _, a := range src.First().Args() {
		if !m.Contains(a) {
			return false
		}
	}
	insertRegion := inlineBlock.Parent()
	if !in.legalRegion(insertRegion, src, clone, m) || !in.legalToInlineOps(src, insertRegion, clone, m) {
		return false
	}
	post := splitBlock(inlineBlock, inlinePoint)
	var newBlocks []*ir.Block
	if clone {
		newBlocks = CloneRegionBefore(ctx, src, insertRegion, post, m)
	} else {
		for b := src.First(); b != nil; {
			next := b.Next()
			b.Remove()
			insertRegion.InsertBefore(b, post)
			newBlocks = append(newBlocks, b)
			b = next
		}
	}
	first := newBlocks[0]
	if _, unknown := loc.(*ir.UnknownLoc); loc != nil && !unknown {
		remapInlinedLocations(ctx, newBlocks, loc)
	}
	if !clone {
		for _, nb := range newBlocks {
			for op := nb.First(); op != nil; op = op.NextInBlock() {
				op.Each(func(o *ir.Operation) {
					for i := 0; i < o.NumOperands(); i++ {
						if v := o.Operand(i); m.Contains(v) {
							o.SetOperand(i, m.Lookup(v))
						}
					}
				})
			}
		}
	}
	if call != nil {
		if d := in.dialectOf(call); d != nil && d.ProcessInlinedCallBlocks != nil {
			d.ProcessInlinedCallBlocks(call, newBlocks)
		}
	}
	if in.ProcessInlinedBlocks != nil {
		in.ProcessInlinedBlocks(newBlocks)
	}
	single := true
	if d := in.dialectOf(first.ParentOp()); d != nil && d.AllowSingleBlockOptimization != nil {
		single = d.AllowSingleBlockOptimization(newBlocks)
	}
	if single && len(newBlocks) == 1 {
		term := first.Last()
		if d := in.dialectOf(term); d != nil && d.HandleTerminatorValues != nil {
			d.HandleTerminatorValues(term, replace)
		}
		term.Erase()
		for op := post.First(); op != nil; {
			next := op.NextInBlock()
			op.Remove()
			first.Append(op)
			op = next
		}
		post.Erase()
	} else {
		for i, r := range replace {
			r.ReplaceAllUsesWith(post.AddArg(resultTypes[i], r.Loc()))
		}
		for _, nb := range newBlocks {
			term := nb.Last()
			if d := in.dialectOf(term); d != nil && d.HandleTerminator != nil {
				bd := ir.NewBuilder(ctx)
				bd.SetInsertionPoint(term)
				d.HandleTerminator(bd, term, post)
			}
		}
	}
	for op := first.First(); op != nil; {
		next := op.NextInBlock()
		op.Remove()
		inlineBlock.Append(op)
		op = next
	}
	first.Erase()
	return true
}
