package conversion

import (
	"github.com/gomlir/gomlir/ir"
)

// state is upstream's ConversionPatternRewriterImpl: the value mapping,
// the log of IR changes and the ops no longer to be converted.
type state struct {
	ctx      *ir.Context
	castInfo *ir.OpInfo
	mapping  valueMapping
	log      changeLog

	// ignored holds the ops nested in recursively legal ops; replaced the
	// ops replaced or erased (and everything nested in them). The lists
	// keep the insertion order for snapshots.
	ignored      map[*ir.Operation]struct{}
	ignoredList  []*ir.Operation
	replaced     map[*ir.Operation]struct{}
	replacedList []*ir.Operation

	// mats maps the unresolved materializations to their description;
	// matOrder lists them in creation order.
	mats     map[*ir.Operation]*matInfo
	matOrder []*ir.Operation

	// currentTC is the type converter of the pattern being applied.
	currentTC *TypeConverter

	// pendingLegalize and pendingCommit are the committed
	// materializations left to resolve, built while legalizing and by the
	// commits.
	pendingLegalize, pendingCommit []pendingMat
}

// snapshot is upstream's RewriterState.
type snapshot struct{ rewrites, ignored, replaced, mats int }

func newState(ctx *ir.Context) *state {
	s := &state{ctx: ctx, castInfo: ctx.LookupOp("builtin.unrealized_conversion_cast")}
	s.clear()
	return s
}

// clear forgets the rewrites once committed.
func (s *state) clear() {
	s.mapping = newValueMapping()
	s.log.truncate(0)
	s.ignored, s.ignoredList = map[*ir.Operation]struct{}{}, nil
	s.replaced, s.replacedList = map[*ir.Operation]struct{}{}, nil
	s.mats, s.matOrder = map[*ir.Operation]*matInfo{}, nil
}

func (s *state) snapshot() snapshot {
	return snapshot{s.log.len(), len(s.ignoredList), len(s.replacedList), len(s.matOrder)}
}

// reset rolls back the rewrites made since snap.
func (s *state) reset(snap snapshot) {
	s.undo(snap.rewrites)
	for _, op := range s.ignoredList[snap.ignored:] {
		delete(s.ignored, op)
	}
	s.ignoredList = s.ignoredList[:snap.ignored]
	for _, op := range s.replacedList[snap.replaced:] {
		delete(s.replaced, op)
	}
	s.replacedList = s.replacedList[:snap.replaced]
	s.matOrder = s.matOrder[:snap.mats]
}

// undo rolls back the rewrites after the first keep, last first.
func (s *state) undo(keep int) {
	for i := s.log.len() - 1; i >= keep; i-- {
		s.rollback(s.log.at(i))
	}
	s.log.truncate(keep)
}

// applyRewrites commits every rewrite (new ones may be added meanwhile),
// then cleans up.
func (s *state) applyRewrites() {
	for i := 0; i < s.log.len(); i++ {
		s.commit(s.log.at(i))
	}
	for i := 0; i < s.log.len(); i++ {
		s.cleanup(s.log.at(i))
	}
}

func (s *state) record(r change) { s.log.push(r) }

func (s *state) isIgnored(op *ir.Operation) bool {
	if _, ok := s.replaced[op]; ok {
		return true
	}
	_, ok := s.ignored[op]
	return ok
}

func (s *state) wasReplaced(op *ir.Operation) bool {
	_, ok := s.replaced[op]
	return ok
}

func (s *state) markIgnored(op *ir.Operation) {
	if _, ok := s.ignored[op]; !ok {
		s.ignored[op] = struct{}{}
		s.ignoredList = append(s.ignoredList, op)
	}
}

func (s *state) markReplaced(root *ir.Operation) {
	root.WalkPre(func(op *ir.Operation) ir.WalkResult {
		if _, ok := s.replaced[op]; !ok {
			s.replaced[op] = struct{}{}
			s.replacedList = append(s.replacedList, op)
		}
		return ir.WalkAdvance
	})
}

// isPure reports whether vals are exactly the results of a framework
// materialization that only converts types.
func (s *state) isPure(vals []*ir.Value) bool {
	if len(vals) == 0 {
		return false
	}
	op := vals[0].DefiningOp()
	if op == nil || op.NumResults() != len(vals) {
		return false
	}
	m := s.mats[op]
	if m == nil || !m.pure {
		return false
	}
	for i, v := range vals {
		if op.Result(i) != v {
			return false
		}
	}
	return true
}

// lookup follows the mapping from from: it returns the deepest values of
// the desired types when there are (non-materialization ones when
// skipPure), else the last values (the last ones that are not a pure
// materialization when skipPure).
func (s *state) lookup(from []*ir.Value, desired []ir.Type, skipPure bool) []*ir.Value {
	var found []*ir.Value
	current, lastReal := from, from
	for {
		match := len(desired) > 0 && valuesHaveTypes(current, desired)
		if skipPure {
			pure := s.isPure(current)
			match = match && !pure
			if !pure {
				lastReal = current
			}
		}
		if match {
			found = current
		}
		var next []*ir.Value
		changed := false
		for i, v := range current {
			to, ok := s.mapping.one[v]
			if !ok {
				if changed {
					next = append(next, v)
				}
				continue
			}
			if !changed {
				next = append(make([]*ir.Value, 0, len(current)+len(to)), current[:i]...)
				changed = true
			}
			next = append(next, to...)
		}
		if changed {
			current = next
			continue
		}
		to, ok := s.mapping.findVector(current)
		if !ok {
			break
		}
		current = to
	}
	if found != nil {
		return found
	}
	if skipPure {
		return lastReal
	}
	return current
}

// lookupOrNull is lookup returning nil when from is not mapped or no value
// of the desired types is found.
func (s *state) lookupOrNull(from []*ir.Value, desired []ir.Type) []*ir.Value {
	res := s.lookup(from, desired, false)
	if sameValues(res, from) || (len(desired) > 0 && !valuesHaveTypes(res, desired)) {
		return nil
	}
	return res
}

// insertPoint is a position in a block: after op (nil: at the start).
type insertPoint struct {
	block *ir.Block
	after *ir.Operation
}

func pointOf(v *ir.Value) insertPoint {
	if op := v.DefiningOp(); op != nil {
		return insertPoint{op.Block(), op}
	}
	return insertPoint{v.OwnerBlock(), nil}
}

// pointAfter returns the latest point at which all of vals are defined.
func pointAfter(vals []*ir.Value) insertPoint {
	pt := pointOf(vals[0])
	for _, v := range vals[1:] {
		next := pointOf(v)
		switch {
		case next.block == pt.block:
			if pt.after == nil || (next.after != nil && isBefore(pt.after, next.after)) {
				pt = next
			}
		case pt.block.Parent().IsAncestor(next.block.Parent()):
			pt = next
		}
	}
	return pt
}

// isBefore reports whether a comes before b in their block. Values
// replaced together are usually defined close to each other: a short walk
// avoids renumbering a block that materializations keep growing.
func isBefore(a, b *ir.Operation) bool {
	const near = 16
	x, y := a.NextInBlock(), a.PrevInBlock()
	for i := 0; i < near && (x != nil || y != nil); i++ {
		if x == b {
			return true
		}
		if y == b {
			return false
		}
		if x != nil {
			x = x.NextInBlock()
		}
		if y != nil {
			y = y.PrevInBlock()
		}
	}
	return a.IsBeforeInBlock(b)
}

func (p insertPoint) set(b *ir.Builder) {
	if p.after == nil {
		b.SetInsertionPointToStart(p.block)
	} else {
		b.SetInsertionPointAfter(p.after)
	}
}

// materialize builds an unresolved materialization from inputs to types
// at pt, mapping toMap (when not nil) to its results. Inputs that already
// have the types are returned as they are.
func (s *state) materialize(kind matKind, pt insertPoint, loc ir.Location, toMap, inputs []*ir.Value, types []ir.Type, origType ir.Type, tc *TypeConverter, pure bool) []*ir.Value {
	if valuesHaveTypes(inputs, types) {
		if toMap != nil && !sameValues(toMap, inputs) {
			s.mapping.set(toMap, inputs)
		}
		return inputs
	}
	b := ir.NewBuilder(s.ctx)
	pt.set(b)
	cast := b.Create(&ir.OperationState{Loc: loc, Name: s.castInfo, Operands: inputs, Types: types})
	res := cast.Results()
	if toMap != nil {
		s.mapping.set(toMap, res)
	}
	m := &matInfo{kind: kind, tc: tc, origType: origType, mapped: toMap, pure: pure}
	s.mats[cast] = m
	s.matOrder = append(s.matOrder, cast)
	s.record(change{kind: materialization, op: cast, mat: m})
	return res
}

// findOrBuildReplacement returns the value that replaces v at commit: a
// mapped value of v's type, or a source materialization of the latest
// replacement values (nil when v is dead or was dropped).
func (s *state) findOrBuildReplacement(v *ir.Value, tc *TypeConverter) *ir.Value {
	one := []*ir.Value{v}
	if repl := s.lookupOrNull(one, []ir.Type{v.Type()}); repl != nil {
		return repl[0]
	}
	dead := true
	for u := v.FirstUse(); u != nil; u = u.Next() {
		if !s.wasReplaced(u.Owner()) {
			dead = false
			break
		}
	}
	if dead && !s.mapping.isMappedTo(v) {
		return nil
	}
	repl := s.lookupOrNull(one, nil)
	pt := pointOf(v)
	if len(repl) > 0 {
		pt = pointAfter(repl)
	}
	return s.materialize(sourceMat, pt, v.Loc(), repl, repl, []ir.Type{v.Type()}, nil, tc, true)[0]
}

// remap returns the values the operands values are converted to for the
// current type converter, building target materializations where the
// mapped values have other types. ok is false when a type does not
// convert.
func (s *state) remap(loc ir.Location, values []*ir.Value) ([][]*ir.Value, bool) {
	out := make([][]*ir.Value, len(values))
	for i, v := range values {
		one := []*ir.Value{v}
		tc := s.currentTC
		if tc == nil {
			out[i] = s.lookup(one, nil, true)
			continue
		}
		legal, ok := tc.ConvertTypeTo(v.Type())
		if !ok {
			return nil, false
		}
		if len(legal) == 0 {
			continue
		}
		if repl := s.lookup(one, legal, false); valuesHaveTypes(repl, legal) {
			out[i] = repl
			continue
		}
		repl := s.lookup(one, nil, true)
		if len(repl) == 0 {
			return nil, false
		}
		out[i] = s.materialize(targetMat, pointAfter(repl), loc, repl, repl, legal, v.Type(), tc, true)
	}
	return out, true
}

// Rewriter is upstream's ConversionPatternRewriter: the builder and the IR
// changes patterns make go through it, so that the framework can legalize
// what they create and undo what a failed pattern did. Replaced and erased
// ops stay in the IR until the conversion commits; their replacement
// values are found through the mapping.
type Rewriter struct {
	*ir.Builder
	s *state
}

func newRewriter(s *state) *Rewriter {
	rw := &Rewriter{Builder: ir.NewBuilder(s.ctx), s: s}
	rw.Builder.Listener = func(op *ir.Operation) { s.record(change{kind: createOp, op: op}) }
	return rw
}

// CurrentTypeConverter returns the type converter of the pattern being
// applied (nil when it has none).
func (rw *Rewriter) CurrentTypeConverter() *TypeConverter { return rw.s.currentTC }

// ReplaceOp replaces the results of op with vals (one value each).
func (rw *Rewriter) ReplaceOp(op *ir.Operation, vals []*ir.Value) {
	ranges := make([][]*ir.Value, len(vals))
	for i := range vals {
		ranges[i] = vals[i : i+1 : i+1]
	}
	rw.ReplaceOpWithMultiple(op, ranges)
}

// ReplaceOpWithOp replaces op with the results of newOp.
func (rw *Rewriter) ReplaceOpWithOp(op, newOp *ir.Operation) { rw.ReplaceOp(op, newOp.Results()) }

// ReplaceOpWithMultiple replaces each result of op with any number of
// values (1:N); an empty range drops the result, which must then be unused
// once the conversion ends.
func (rw *Rewriter) ReplaceOpWithMultiple(op *ir.Operation, vals [][]*ir.Value) {
	s := rw.s
	_, isMat := s.mats[op]
	for i, v := range op.Results() {
		repl := vals[i]
		if len(repl) == 0 {
			if isMat {
				continue
			}
			// Materialize a replacement out of thin air; it must fold away.
			s.materialize(sourceMat, pointOf(v), v.Loc(), []*ir.Value{v}, nil, []ir.Type{v.Type()}, nil, s.currentTC, false)
			continue
		}
		s.mapping.set([]*ir.Value{v}, repl)
	}
	s.record(change{kind: replaceOp, op: op, tc: s.currentTC})
	s.markReplaced(op)
}

// EraseOp erases op (its results must be unused once the conversion ends).
func (rw *Rewriter) EraseOp(op *ir.Operation) {
	rw.ReplaceOpWithMultiple(op, make([][]*ir.Value, op.NumResults()))
}

// EraseBlock erases b and the ops in it.
func (rw *Rewriter) EraseBlock(b *ir.Block) {
	s := rw.s
	region, next := b.Parent(), b.Next()
	b.Remove()
	for op := b.First(); op != nil; op = op.NextInBlock() {
		s.markReplaced(op)
	}
	s.record(change{kind: eraseBlock, block: b, region: region, block2: next})
}

// StartOpModification records op's state before an in-place change.
func (rw *Rewriter) StartOpModification(op *ir.Operation) {
	succs := make([]*ir.Block, op.NumSuccessors())
	for i := range succs {
		succs[i] = op.Successor(i)
	}
	rw.s.record(change{kind: modifyOp, op: op, saved: &savedOp{
		loc: op.Loc(), attrs: op.Attrs(), props: op.Props(), operands: op.Operands(), successors: succs,
	}})
}

// CancelOpModification undoes the changes to op since its last
// StartOpModification.
func (rw *Rewriter) CancelOpModification(op *ir.Operation) {
	s := rw.s
	for i := s.log.len() - 1; i >= 0; i-- {
		if r := s.log.at(i); r.kind == modifyOp && r.op == op {
			s.rollback(r)
			s.log.remove(i)
			return
		}
	}
}

// ModifyOpInPlace runs f, which changes op in place (operands, attributes,
// properties, successors, location).
func (rw *Rewriter) ModifyOpInPlace(op *ir.Operation, f func()) {
	rw.StartOpModification(op)
	f()
}

// MoveOpBefore moves op before pos in block (pos nil: to the end).
func (rw *Rewriter) MoveOpBefore(op *ir.Operation, block *ir.Block, pos *ir.Operation) {
	prevBlock, prevNext := op.Block(), op.NextInBlock()
	op.Remove()
	block.InsertBefore(op, pos)
	rw.s.record(change{kind: moveOp, op: op, block2: prevBlock, op2: prevNext})
}

// CreateBlock inserts a block with the given argument types before pos in
// r (pos nil: at the end) and sets the insertion point to its end.
func (rw *Rewriter) CreateBlock(r *ir.Region, pos *ir.Block, types []ir.Type, locs []ir.Location) *ir.Block {
	b := ir.NewBlock()
	for i, t := range types {
		var l ir.Location = rw.s.ctx.UnknownLoc()
		if i < len(locs) {
			l = locs[i]
		}
		b.AddArg(t, l)
	}
	r.InsertBefore(b, pos)
	rw.s.record(change{kind: createBlock, block: b})
	rw.SetInsertionPointToEnd(b)
	return b
}

// MoveBlockBefore moves b before pos in r (pos nil: at the end).
func (rw *Rewriter) MoveBlockBefore(b *ir.Block, r *ir.Region, pos *ir.Block) {
	region, next := b.Parent(), b.Next()
	b.Remove()
	r.InsertBefore(b, pos)
	rw.s.record(change{kind: moveBlock, block: b, region: region, block2: next})
}

// InlineRegionBefore moves the blocks of src before pos in dest (pos nil:
// at the end).
func (rw *Rewriter) InlineRegionBefore(src, dest *ir.Region, pos *ir.Block) {
	for b := src.First(); b != nil; b = src.First() {
		rw.MoveBlockBefore(b, dest, pos)
	}
}

// CloneRegionBefore inserts a copy of the blocks of src before pos in dest
// (pos nil: at the end), mapping the copied values and blocks in m.
func (rw *Rewriter) CloneRegionBefore(src, dest *ir.Region, pos *ir.Block, m *ir.Mapping) {
	var scratch ir.Region
	src.CloneInto(rw.Ctx, &scratch, m)
	for b := scratch.First(); b != nil; b = scratch.First() {
		b.Remove()
		dest.InsertBefore(b, pos)
		rw.s.record(change{kind: createBlock, block: b})
		for op := b.First(); op != nil; op = op.NextInBlock() {
			op.WalkPre(func(o *ir.Operation) ir.WalkResult {
				rw.s.record(change{kind: createOp, op: o})
				return ir.WalkAdvance
			})
		}
	}
}

// SplitBlock moves the ops of b from before (inclusive) to a new block
// inserted after b, and returns it. The insertion point is kept. The
// split is one logged change whatever the number of ops moved.
func (rw *Rewriter) SplitBlock(b *ir.Block, before *ir.Operation) *ir.Block {
	tail := ir.NewBlock()
	b.Parent().InsertBefore(tail, b.Next())
	moveOps(before, nil, tail, nil)
	rw.s.record(change{kind: splitBlock, block: tail, block2: b})
	return tail
}

// SplitBlockAt splits b before `before` (inclusive) as SplitBlock does and
// returns the block of the ops before it (head) and that of the rest
// (tail). It moves whichever part is shorter: when the ops before `before`
// are fewer and b has no arguments, they move to a new block inserted
// before b, which takes over b's predecessors, and b keeps the rest. The
// IR is that of SplitBlock either way, but a pattern that lowers the ops
// of a long block one after the other into blocks of their own moves
// each op once instead of once per split. The insertion point is kept.
func (rw *Rewriter) SplitBlockAt(b *ir.Block, before *ir.Operation) (head, tail *ir.Block) {
	if before == nil || b.NumArgs() != 0 || !fewerBefore(before) {
		return b, rw.SplitBlock(b, before)
	}
	head = ir.NewBlock()
	b.Parent().InsertBefore(head, b)
	b.ReplaceAllUsesWith(head)
	moveOps(b.First(), before, head, nil)
	rw.s.record(change{kind: splitBlockHead, block: b, block2: head})
	return head, b
}

// fewerBefore reports whether fewer ops precede op in its block than
// follow it (op included), in time proportional to the smaller count.
func fewerBefore(op *ir.Operation) bool {
	p, n := op.PrevInBlock(), op
	for p != nil && n != nil {
		p, n = p.PrevInBlock(), n.NextInBlock()
	}
	return p == nil && n != nil
}

// moveOps moves the ops from first up to end (exclusive; nil: to the end
// of their block) before pos in dest (pos nil: at the end), in order.
func moveOps(first, end *ir.Operation, dest *ir.Block, pos *ir.Operation) {
	for op := first; op != end; {
		next := op.NextInBlock()
		op.Remove()
		dest.InsertBefore(op, pos)
		op = next
	}
}

func (rw *Rewriter) restore(block *ir.Block, before *ir.Operation) {
	switch {
	case block == nil:
		rw.ClearInsertionPoint()
	case before == nil:
		rw.SetInsertionPointToEnd(block)
	default:
		rw.SetInsertionPoint(before)
	}
}

// InlineBlockBefore moves the ops of src before pos in dest (pos nil: at
// the end), replacing src's arguments with args, and erases src.
func (rw *Rewriter) InlineBlockBefore(src, dest *ir.Block, pos *ir.Operation, args []*ir.Value) {
	s := rw.s
	s.record(change{kind: inlineBlock, block: dest, block2: src, op: src.First(), op2: src.Last()})
	for i, a := range src.Args() {
		rw.ReplaceUsesOfBlockArgument(a, args[i:i+1])
	}
	for op := src.First(); op != nil; op = src.First() {
		op.Remove()
		dest.InsertBefore(op, pos)
	}
	rw.EraseBlock(src)
}

// MergeBlocks appends the ops of src to dest (src's arguments replaced by
// args) and erases src.
func (rw *Rewriter) MergeBlocks(src, dest *ir.Block, args []*ir.Value) {
	rw.InlineBlockBefore(src, dest, nil, args)
}

// ReplaceUsesOfBlockArgument replaces the uses of a block argument with
// to (any number of values) when the conversion commits.
func (rw *Rewriter) ReplaceUsesOfBlockArgument(arg *ir.Value, to []*ir.Value) {
	rw.s.replaceValue(arg, to, rw.s.currentTC)
}

// ReplaceAllUsesWith replaces the uses of a value (a block argument or an
// op result) with to (any number of values) when the conversion commits;
// patterns see the replacement among their remapped operands meanwhile.
func (rw *Rewriter) ReplaceAllUsesWith(from *ir.Value, to []*ir.Value) {
	rw.s.replaceValue(from, to, rw.s.currentTC)
}

func (s *state) replaceValue(v *ir.Value, to []*ir.Value, tc *TypeConverter) {
	s.record(change{kind: replaceValue, block: v.OwnerBlock(), arg: v, tc: tc})
	s.mapping.set([]*ir.Value{v}, to)
}

// RemappedValue returns the value v is converted to for the current type
// converter (nil when it does not convert to one value).
func (rw *Rewriter) RemappedValue(v *ir.Value) *ir.Value {
	r, ok := rw.s.remap(v.Loc(), []*ir.Value{v})
	if !ok || len(r[0]) != 1 {
		return nil
	}
	return r[0][0]
}

// RemappedValues returns the values vals are converted to (1:1); ok is
// false when one does not convert to one value.
func (rw *Rewriter) RemappedValues(vals []*ir.Value) ([]*ir.Value, bool) {
	out := make([]*ir.Value, len(vals))
	for i, v := range vals {
		if out[i] = rw.RemappedValue(v); out[i] == nil {
			return nil, false
		}
	}
	return out, true
}

// ConvertRegionTypes converts the argument types of r's entry block with
// tc (with entry when not nil). As upstream's since LLVM 20, the other
// blocks keep their types:
// the patterns of the branches to them convert them (see
// ApplySignatureConversion). It returns the new entry block (nil when r is
// empty) and false when a type does not convert.
func (rw *Rewriter) ConvertRegionTypes(r *ir.Region, tc *TypeConverter, entry *SignatureConversion) (*ir.Block, bool) {
	if r.Empty() {
		return nil, true
	}
	if entry == nil {
		if entry = tc.ConvertBlockSignature(r.First()); entry == nil {
			return nil, false
		}
	}
	return rw.ApplySignatureConversion(r.First(), entry, tc), true
}

// ApplySignatureConversion replaces block with a new block whose arguments
// have the converted types of conv, moving its ops; the old arguments map
// to the new ones (or to conv's replacement values, or to materializations
// when dropped). tc builds the materializations. It returns the new block
// (block itself when no type changes).
func (rw *Rewriter) ApplySignatureConversion(block *ir.Block, conv *SignatureConversion, tc *TypeConverter) *ir.Block {
	s := rw.s
	types := conv.ConvertedTypes()
	if valuesHaveTypes(block.Args(), types) {
		return block
	}
	ipBlock, ipBefore := rw.InsertionBlock(), rw.InsertionPoint()
	defer rw.restore(ipBlock, ipBefore)
	locs := make([]ir.Location, len(types))
	for i := range locs {
		locs[i] = s.ctx.UnknownLoc()
	}
	for i, a := range block.Args() {
		m := conv.InputMapping(i)
		if m == nil || m.Replacement != nil {
			continue
		}
		for j := 0; j < m.Size; j++ {
			locs[m.InputNo+j] = a.Loc()
		}
	}
	nb := rw.CreateBlock(block.Parent(), block.Next(), types, locs)
	s.record(change{kind: inlineBlock, block: nb, block2: block, op: block.First(), op2: block.Last()})
	for op := block.First(); op != nil; op = block.First() {
		op.Remove()
		nb.Append(op)
	}
	block.ReplaceAllUsesWith(nb)
	for i, a := range block.Args() {
		m := conv.InputMapping(i)
		switch {
		case m == nil:
			mat := s.materialize(sourceMat, insertPoint{nb, nil}, a.Loc(), nil, nil, []ir.Type{a.Type()}, nil, tc, false)
			s.replaceValue(a, mat, tc)
		case m.Size == 0:
			s.replaceValue(a, m.Replacement, tc)
		default:
			s.replaceValue(a, nb.Args()[m.InputNo:m.InputNo+m.Size], tc)
		}
	}
	s.record(change{kind: blockTypeConversion, block: block, block2: nb})
	rw.EraseBlock(block)
	return nb
}
