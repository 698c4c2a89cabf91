package ir

import (
	"strconv"
	"sync"
)

// Verify checks the structural invariants of op and everything nested in
// it, then each registered op's own verifier, then SSA dominance, in
// upstream's order. It returns the first failure as a *Diagnostic.
func Verify(op *Operation) error {
	v := &verifier{ctx: nil}
	return v.verifyOpAndDominance(op)
}

// VerifyWithContext is Verify with the context used to check unregistered
// operations against AllowUnregistered.
func VerifyWithContext(ctx *Context, op *Operation) error {
	v := &verifier{ctx: ctx}
	return v.verifyOpAndDominance(op)
}

// VerifyQuietly is VerifyWithContext reporting nothing but its result (as
// upstream's printer verifies an op to choose its form).
func VerifyQuietly(ctx *Context, op *Operation) error {
	v := &verifier{ctx: ctx, buffered: true}
	return v.verifyOpAndDominance(op)
}

// VerifyBody verifies, reporting nothing, what the verification of op
// finds inside its regions: the region isolation of an isolated-from-above
// op, the blocks and every operation nested in them (isolated ones
// included) and their dominance. It reports whether all of it verified;
// VerifyWithContextExcept may then trust op's regions as long as they do
// not change, and verify op itself only. The parser verifies the
// functions it reads in parallel with it.
func VerifyBody(ctx *Context, op *Operation) bool {
	v := verifier{ctx: ctx, buffered: true}
	return v.verifyBody(op) == nil && len(v.deferred) == 0
}

// VerifyWithContextExcept is VerifyWithContext trusting the regions of
// the ops in trusted (which VerifyBody accepted): it verifies those ops
// but not what their regions hold.
func VerifyWithContextExcept(ctx *Context, op *Operation, trusted map[*Operation]bool) error {
	v := &verifier{ctx: ctx, trusted: trusted}
	return v.verifyOpAndDominance(op)
}

// VerifyNonRecursive is VerifyWithContext without the operations
// isolated from above nested in op (verified on their own, as upstream's
// verifier after a pass adaptor).
func VerifyNonRecursive(ctx *Context, op *Operation) error {
	v := &verifier{ctx: ctx, shallow: true}
	return v.verifyOpAndDominance(op)
}

type verifier struct {
	ctx *Context
	// shallow skips the nested isolated-from-above operations.
	shallow bool
	// buffered keeps the errors reportEarlier would report in deferred:
	// the verifier runs on its own goroutine and its parent reports them
	// in IR order.
	buffered bool
	deferred []error
	// trusted holds the ops whose regions verified (VerifyBody).
	trusted map[*Operation]bool
}

func (v *verifier) verifyBody(op *Operation) error {
	if op.info.Registered && op.info.Traits.Has(TraitIsolatedFromAbove) {
		if err := verifyIsolatedFromAbove(op); err != nil {
			return err
		}
	}
	if err := v.walkFrom(func(stack []verifyEntry) []verifyEntry { return pushBlocks(stack, op) }); err != nil {
		return err
	}
	if err := v.verifyIsolatedChildren(op); err != nil {
		return err
	}
	return v.verifyDominanceOfRegions(op, NewDominanceInfo())
}

func (v *verifier) verifyOpAndDominance(op *Operation) error {
	if err := v.verifyOperation(op); err != nil {
		return err
	}
	if v.trusted[op] {
		return nil
	}
	dom := NewDominanceInfo()
	return v.verifyDominanceOfRegions(op, dom)
}

type workItem struct {
	op    *Operation
	block *Block
}

// verifyEntry is a work item of the verifier's walk; exit marks its
// second visit.
type verifyEntry struct {
	item workItem
	exit bool
}

// verifyStacks recycles the walk stacks: each isolated-from-above op is
// verified with its own.
var verifyStacks = sync.Pool{New: func() any { return new([]verifyEntry) }}

func (v *verifier) verifyOperation(root *Operation) error {
	return v.walkFrom(func(stack []verifyEntry) []verifyEntry {
		return append(stack, verifyEntry{item: workItem{op: root}})
	})
}

// walkFrom runs the verifier's walk over the work items push puts on a
// recycled stack.
func (v *verifier) walkFrom(push func([]verifyEntry) []verifyEntry) error {
	sp := verifyStacks.Get().(*[]verifyEntry)
	*sp = push(*sp)
	err := v.walk(sp)
	clear((*sp)[:cap(*sp)])
	*sp = (*sp)[:0]
	verifyStacks.Put(sp)
	return err
}

// pushBlocks pushes the blocks of op's regions, so that they are walked in
// order.
func pushBlocks(stack []verifyEntry, op *Operation) []verifyEntry {
	for i := len(op.regionList()) - 1; i >= 0; i-- {
		for b := op.regionList()[i].last; b != nil; b = b.prev {
			stack = append(stack, verifyEntry{item: workItem{block: b}})
		}
	}
	return stack
}

// walk runs the verifier's walk over the work items on *sp.
func (v *verifier) walk(sp *[]verifyEntry) error {
	type entry = verifyEntry
	stack := *sp
	defer func() { *sp = stack }()
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.exit {
			it := top.item
			stack = stack[:len(stack)-1]
			var err error
			if it.op != nil {
				err = v.onExitOp(it.op)
			} else {
				err = v.onExitBlock(it.block)
			}
			if err != nil {
				return err
			}
			continue
		}
		top.exit = true
		it := top.item
		if it.block != nil {
			if err := v.onEntranceBlock(it.block); err != nil {
				return err
			}
			for o := it.block.last; o != nil; o = o.prev {
				if len(o.regionList()) == 0 || !o.HasTrait(TraitIsolatedFromAbove) {
					stack = append(stack, entry{item: workItem{op: o}})
				}
			}
			continue
		}
		if err := v.onEntranceOp(it.op); err != nil {
			return err
		}
		if !v.trusted[it.op] {
			stack = pushBlocks(stack, it.op)
		}
	}
	return nil
}

func (v *verifier) onEntranceOp(op *Operation) error {
	for i := range op.operandList() {
		if op.operandList()[i].val == nil {
			return op.EmitError("null operand found")
		}
	}
	if op.attrs != nil && v.ctx != nil {
		for _, a := range op.attrs.Entries {
			if d, _, ok := cutDot(a.Name); ok {
				if dl := v.ctx.Dialect(d); dl != nil && dl.VerifyOpAttr != nil {
					if err := dl.VerifyOpAttr(op, a); err != nil {
						return err
					}
				}
			}
		}
	}
	info := op.info
	if info.Registered {
		if info.VerifyCounts != nil {
			if err := info.VerifyCounts(op); err != nil {
				return err
			}
		}
		if err := verifyStructuralTraits(op); err != nil {
			return err
		}
		if info.VerifyInvariants != nil {
			if err := info.VerifyInvariants(op); err != nil {
				return err
			}
		}
		if err := verifyTraits(op, v.trusted[op]); err != nil {
			return err
		}
		if info.Verify != nil {
			if err := info.Verify(op); err != nil {
				return err
			}
		}
	}
	for i := range op.regionList() {
		r := &op.regionList()[i]
		if info.Registered && info.Traits.Has(TraitGraphRegions) {
			if r.first != nil && r.first != r.last {
				return op.EmitOpError("expects graph region #%d to have 0 or 1 blocks", i)
			}
		}
		if r.first != nil && !r.first.HasNoPredecessors() {
			return Errorf(op.loc, "entry block of region may not have predecessors")
		}
	}
	return nil
}

func cutDot(s string) (string, string, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == '.' {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

func (v *verifier) onExitOp(op *Operation) error {
	if !v.trusted[op] {
		if err := v.verifyIsolatedChildren(op); err != nil {
			return err
		}
	}
	return v.verifyOpRegions(op)
}

// verifyIsolatedChildren verifies the isolated-from-above ops nested
// directly in op's regions. As upstream, every one is verified even when
// one fails: with a context, the errors of all failing children are
// reported in IR order (the last one is returned). With a context that
// allows it, the children are verified in parallel.
func (v *verifier) verifyIsolatedChildren(op *Operation) error {
	var isolated []*Operation
	if !v.shallow {
		for i := range op.regionList() {
			for b := op.regionList()[i].first; b != nil; b = b.next {
				for o := b.first; o != nil; o = o.next {
					if len(o.regionList()) != 0 && o.HasTrait(TraitIsolatedFromAbove) {
						isolated = append(isolated, o)
					}
				}
			}
		}
	}
	var failed error
	if len(isolated) > 1 && v.ctx.Threads() > 1 {
		// The goroutines capture a copy: capturing isolated itself would
		// move it to the heap for every op verified.
		isolated := isolated
		errs := make([]error, len(isolated))
		subs := make([]verifier, len(isolated))
		ParallelFor(v.ctx.Threads(), len(isolated), func(i int) {
			subs[i] = verifier{ctx: v.ctx, buffered: true, trusted: v.trusted}
			errs[i] = subs[i].verifyOpAndDominance(isolated[i])
		})
		for i := range isolated {
			for _, e := range subs[i].deferred {
				v.reportEarlier(e)
			}
			if errs[i] != nil {
				v.reportEarlier(failed)
				failed = errs[i]
			}
		}
	} else {
		for _, o := range isolated {
			if err := v.verifyOpAndDominance(o); err != nil {
				if v.ctx == nil {
					return err
				}
				v.reportEarlier(failed)
				failed = err
			}
		}
	}
	return failed
}

// verifyOpRegions runs op's checks that follow the verification of its
// regions.
func (v *verifier) verifyOpRegions(op *Operation) error {
	info := op.info
	if info.Registered {
		if err := verifyImplicitTerminator(op); err != nil {
			return err
		}
		if info.Traits.Has(TraitSymbolTable) {
			if err := verifySymbolTable(v.ctx, op); err != nil {
				return err
			}
		}
		if info.VerifyRegions != nil {
			return info.VerifyRegions(op)
		}
		return nil
	}
	if v.ctx == nil {
		return nil
	}
	d := v.ctx.Dialect(info.Dialect)
	if d == nil {
		if !v.ctx.AllowUnregistered {
			return op.EmitOpError("created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used")
		}
		return nil
	}
	if !d.AllowUnknownOps {
		return op.EmitError("unregistered operation '%s' found in dialect ('%s') that does not allow unknown operations", info.Name, d.Name)
	}
	return nil
}

// reportEarlier reports an error that a later one replaces as the result.
func (v *verifier) reportEarlier(err error) {
	if err == nil {
		return
	}
	if v.buffered {
		v.deferred = append(v.deferred, err)
		return
	}
	d, ok := err.(*Diagnostic)
	if !ok {
		d = Errorf(v.ctx.UnknownLoc(), "%s", err.Error())
	}
	v.ctx.Report(d)
}

// mayBeValidWithoutTerminator mirrors upstream: only single-block regions of
// ops that may have the NoTerminator trait (or unregistered ops).
func mayBeValidWithoutTerminator(b *Block) bool {
	if b.parent == nil {
		return true
	}
	if b.parent.first != b.parent.last {
		return false
	}
	op := b.parent.parent
	return op == nil || !op.info.Registered || op.HasTrait(TraitNoTerminator)
}

func mightBeTerminator(op *Operation) bool {
	return !op.info.Registered || op.HasTrait(TraitTerminator)
}

func (v *verifier) onEntranceBlock(b *Block) error {
	for _, a := range b.args {
		if a.OwnerBlock() != b {
			return Errorf(a.Loc(), "block argument not owned by block")
		}
	}
	if b.first == nil {
		if mayBeValidWithoutTerminator(b) {
			return nil
		}
		return Errorf(b.parent.parent.loc, "empty block: expect at least a terminator")
	}
	for op := b.first; op != nil; op = op.next {
		if len(op.succList()) != 0 && op != b.last {
			return op.EmitError("operation with block successors must terminate its parent block")
		}
	}
	return nil
}

func (v *verifier) onExitBlock(b *Block) error {
	if t := b.last; t != nil {
		for i := range t.succList() {
			if t.succList()[i].block.parent != b.parent {
				return t.EmitOpError("branching to block of a different region")
			}
		}
	}
	if mayBeValidWithoutTerminator(b) {
		return nil
	}
	if !mightBeTerminator(b.last) {
		d := b.last.EmitError("block with no terminator, has ")
		d.AppendOp = b.last
		return d
	}
	return nil
}

// verifyDominanceOfRegions checks that operands dominate their uses in the
// regions of op, as upstream's verifyDominanceOfContainedRegions: a
// worklist of operations, the operands of each block checked when the
// block is reachable, nested regions (not isolated ones) visited later in
// last-in first-out order.
func (v *verifier) verifyDominanceOfRegions(root *Operation, dom *DominanceInfo) error {
	work := []*Operation{root}
	for len(work) > 0 {
		op := work[len(work)-1]
		work = work[:len(work)-1]
		for i := range op.regionList() {
			r := &op.regionList()[i]
			for b := r.first; b != nil; b = b.next {
				reachable := dom.IsReachableFromEntry(b)
				for o := b.first; o != nil; o = o.next {
					if reachable {
						for j := range o.operandList() {
							if !dom.ProperlyDominates(o.operandList()[j].val, o) {
								return invalidDominance(o, j)
							}
						}
					}
					if len(o.regionList()) > 0 && !o.HasTrait(TraitIsolatedFromAbove) {
						work = append(work, o)
					}
				}
			}
		}
	}
	return nil
}

func invalidDominance(op *Operation, i int) error {
	d := op.EmitError("operand #%d does not dominate this use", i)
	val := op.operandList()[i].val
	b1 := op.block
	r1 := b1.parent
	if def := val.owner; def != nil {
		b2 := def.block
		var r2 *Region
		if b2 != nil {
			r2 = b2.parent
		}
		msg := "operand defined here"
		switch {
		case b2 == nil:
			msg += " (op is neither in a parent nor in a child region)"
		case b1 == b2:
			msg += " (op in the same block)"
		case r1 == r2:
			msg += " (op in the same region)"
		case r2.IsAncestor(r1) && r2 != r1:
			msg += " (op in a parent region)"
		case r1.IsAncestor(r2) && r1 != r2:
			msg += " (op in a child region)"
		default:
			msg += " (op is neither in a parent nor in a child region)"
		}
		d.Notes = append(d.Notes, &Diagnostic{Severity: SeverityNote, Loc: def.loc, Message: msg})
		return d
	}
	b2 := val.OwnerBlock()
	r2 := b2.parent
	var loc Location = nil
	if p := b2.ParentOp(); p != nil {
		loc = p.loc
	}
	if r2 == nil {
		d.Notes = append(d.Notes, &Diagnostic{Severity: SeverityNote, Loc: loc, Message: " (block without parent)"})
		return d
	}
	idx := 0
	for b := r2.first; b != nil && b != b2; b = b.next {
		idx++
	}
	msg := "operand defined as a block argument (block #" + strconv.Itoa(idx)
	switch {
	case r1 == r2:
		msg += " in the same region)"
	case r2.IsAncestor(r1):
		msg += " in a parent region)"
	case r1.IsAncestor(r2):
		msg += " in a child region)"
	default:
		msg += " neither in a parent nor in a child region)"
	}
	d.Notes = append(d.Notes, &Diagnostic{Severity: SeverityNote, Loc: loc, Message: msg})
	return d
}

// verifyImplicitTerminator is SingleBlockImplicitTerminator's region
// check: upstream runs it with the region traits, after the nested ops
// were verified.
func verifyImplicitTerminator(op *Operation) error {
	it := op.info.ImplicitTerminator
	if it == "" || !op.info.Traits.Has(TraitSingleBlockImplicitTerminator) {
		return nil
	}
	for i := range op.regionList() {
		r := &op.regionList()[i]
		if r.first == nil || r.first != r.last {
			continue
		}
		if last := r.first.last; last != nil && last.Name() != it {
			d := op.EmitOpError("expects regions to end with '%s', found '%s'", it, last.Name())
			d.AttachNote(op.loc, "in custom textual format, the absence of terminator implies '%s'", it)
			return d
		}
	}
	return nil
}

// verifyStructuralTraits checks the traits upstream verifies before an
// op's declared constraints (its StructuralOpTraits): one block per region
// and the parent op.
func verifyStructuralTraits(op *Operation) error {
	t := op.info.Traits
	if t.Has(TraitSingleBlock) || t.Has(TraitSingleBlockImplicitTerminator) {
		for i := range op.regionList() {
			r := &op.regionList()[i]
			if r.first == nil {
				continue
			}
			if r.first != r.last {
				return op.EmitOpError("expects region #%d to have 0 or 1 blocks", i)
			}
			if !t.Has(TraitNoTerminator) {
				b := r.first
				if b.first == nil {
					return op.EmitOpError("expects a non-empty block")
				}
			}
		}
	}
	if len(op.info.ParentNames) > 0 {
		parent := op.ParentOp()
		ok := false
		if parent != nil {
			for _, n := range op.info.ParentNames {
				if parent.Name() == n {
					ok = true
				}
			}
		}
		if !ok {
			msg := "expects parent op "
			if len(op.info.ParentNames) > 1 {
				msg += "to be one of '"
				for i, n := range op.info.ParentNames {
					if i > 0 {
						msg += ", "
					}
					msg += n
				}
				msg += "'"
			} else {
				msg += "'" + op.info.ParentNames[0] + "'"
			}
			return op.EmitOpError("%s", msg)
		}
	}
	return nil
}

// verifyTraits checks the core traits upstream verifies after an op's
// declared constraints: isolation from above and terminators.
// verifyTraits checks the core traits; trusted skips the region isolation,
// which VerifyBody checked.
func verifyTraits(op *Operation, trusted bool) error {
	t := op.info.Traits
	if t.Has(TraitIsolatedFromAbove) && !trusted {
		if err := verifyIsolatedFromAbove(op); err != nil {
			return err
		}
	}
	if t.Has(TraitTerminator) {
		if op.block == nil || op.block.last != op {
			return op.EmitOpError("must be the last operation in the parent block")
		}
	}
	return nil
}

func verifyIsolatedFromAbove(isolated *Operation) error {
	var err error
	for i := range isolated.regionList() {
		r := &isolated.regionList()[i]
		for b := r.first; b != nil && err == nil; b = b.next {
			for o := b.first; o != nil && err == nil; o = o.next {
				o.WalkPre(func(op *Operation) WalkResult {
					for j := range op.operandList() {
						val := op.operandList()[j].val
						vr := val.ParentRegion()
						if vr == nil {
							err = op.EmitError("operation's operand is unlinked")
							return WalkInterrupt
						}
						if !r.IsAncestor(vr) {
							d := op.EmitOpError("using value defined outside the region")
							d.Notes = append(d.Notes, &Diagnostic{Severity: SeverityNote, Loc: isolated.loc, Message: "required by region isolation constraints"})
							err = d
							return WalkInterrupt
						}
					}
					if op != o && op.HasTrait(TraitIsolatedFromAbove) {
						return WalkSkip
					}
					return WalkAdvance
				})
			}
		}
	}
	return err
}
