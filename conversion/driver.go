package conversion

import (
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// Config is upstream's ConversionConfig.
type Config struct {
	// UnlegalizedOps, when not nil, receives the ops a partial conversion
	// could not legalize (that were not marked illegal and not erased).
	UnlegalizedOps map[*ir.Operation]struct{}
	// LegalizableOps, when not nil, receives the ops an analysis
	// conversion found legalizable.
	LegalizableOps map[*ir.Operation]struct{}
	// NoMaterializations leaves the unresolved materializations that stay
	// live as builtin.unrealized_conversion_cast ops instead of building
	// them with the type converters.
	NoMaterializations bool
}

type mode uint8

const (
	partialMode mode = iota
	fullMode
	analysisMode
)

// ApplyPartialConversion legalizes ops and what they contain as far as
// the patterns allow; ops that cannot be legalized may remain unless they
// are marked illegal. On failure the IR is left unchanged and the error
// is the *ir.Diagnostic to report.
func ApplyPartialConversion(ctx *ir.Context, ops []*ir.Operation, target *Target, patterns []Pattern, cfg *Config) error {
	return convert(ctx, ops, target, patterns, cfg, partialMode)
}

// ApplyFullConversion legalizes ops and everything they contain; it fails
// (leaving the IR unchanged) when some op cannot be legalized.
func ApplyFullConversion(ctx *ir.Context, ops []*ir.Operation, target *Target, patterns []Pattern, cfg *Config) error {
	return convert(ctx, ops, target, patterns, cfg, fullMode)
}

// ApplyAnalysisConversion finds which ops a partial conversion would
// legalize (cfg.LegalizableOps) without changing the IR: it converts a
// copy of the closest common isolated-from-above ancestor.
func ApplyAnalysisConversion(ctx *ir.Context, ops []*ir.Operation, target *Target, patterns []Pattern, cfg *Config) error {
	if len(ops) == 0 {
		return nil
	}
	anc := commonAncestor(ops)
	clone := anc.Clone(ctx, ir.NewMapping())
	toClone := map[*ir.Operation]*ir.Operation{}
	fromClone := map[*ir.Operation]*ir.Operation{}
	zipWalk(anc, clone, func(orig, c *ir.Operation) {
		toClone[orig] = c
		fromClone[c] = orig
	})
	cloned := make([]*ir.Operation, len(ops))
	for i, op := range ops {
		cloned[i] = toClone[op]
	}
	var found map[*ir.Operation]struct{}
	sub := Config{}
	if cfg != nil {
		sub = *cfg
		found = cfg.LegalizableOps
	}
	sub.LegalizableOps = map[*ir.Operation]struct{}{}
	err := convert(ctx, cloned, target, patterns, &sub, analysisMode)
	if found != nil {
		for c := range sub.LegalizableOps {
			if orig := fromClone[c]; orig != nil {
				found[orig] = struct{}{}
			}
		}
	}
	clone.Erase()
	return err
}

// zipWalk visits the ops of two identical trees side by side.
func zipWalk(a, b *ir.Operation, f func(a, b *ir.Operation)) {
	f(a, b)
	for i := 0; i < a.NumRegions(); i++ {
		ba := a.Region(i).First()
		bb := b.Region(i).First()
		for ; ba != nil && bb != nil; ba, bb = ba.Next(), bb.Next() {
			oa, ob := ba.First(), bb.First()
			for ; oa != nil && ob != nil; oa, ob = oa.NextInBlock(), ob.NextInBlock() {
				zipWalk(oa, ob, f)
			}
		}
	}
}

// commonAncestor is the closest isolated-from-above op containing all of
// ops (a top-level one among them if any).
func commonAncestor(ops []*ir.Operation) *ir.Operation {
	for _, op := range ops {
		if op.ParentOp() == nil {
			return op
		}
	}
	isolatedParent := func(op *ir.Operation) *ir.Operation {
		for p := op.ParentOp(); p != nil; p = p.ParentOp() {
			if p.HasTrait(ir.TraitIsolatedFromAbove) || p.ParentOp() == nil {
				return p
			}
		}
		return op
	}
	anc := isolatedParent(ops[0])
	for _, op := range ops[1:] {
		for !anc.IsProperAncestor(op) && anc.ParentOp() != nil {
			anc = isolatedParent(anc)
		}
	}
	return anc
}

// convert is upstream's OperationConverter::convertOperations.
//
// Upstream commits every rewrite once all ops are legalized, holding the
// old and the new IR and a log entry per change until then. Here, when
// the one root's body is a single block of ops without results (a module
// of functions and globals), the rewrites are committed after each op of
// that body and everything nested in it is legalized: no value crosses
// from one such op into another, so the committed IR is the same, and the
// old IR of each is freed as the conversion goes. The only difference is
// on failure: the ops committed before the failing one stay converted
// (the pass fails then, and no caller looks at the IR).
func convert(ctx *ir.Context, ops []*ir.Operation, target *Target, patterns []Pattern, cfg *Config, m mode) error {
	if len(ops) == 0 {
		return nil
	}
	if cfg == nil {
		cfg = &Config{}
	}
	var toConvert []*ir.Operation
	for _, op := range ops {
		collect(op, target, &toConvert)
	}
	s := newState(ctx)
	l := newLegalizer(ctx, target, patterns)
	l.s, l.rw = s, newRewriter(s)
	var root *ir.Operation
	if m != analysisMode && len(ops) == 1 && committableBody(ops[0]) {
		root = ops[0]
	}
	committed := false
	for i, op := range toConvert {
		// Drop the list's reference so that committed old IR can be freed.
		toConvert[i] = nil
		if committed && !isUnder(op, root) {
			// Erased by a committed rewrite.
			continue
		}
		if err := l.convertOne(op, m, cfg); err != nil {
			snapshotOp(ctx, err)
			s.undo(0)
			return err
		}
		if root != nil && i+1 < len(toConvert) && toConvert[i+1].ParentOp() == root && !s.wasReplaced(root) {
			s.commitAll(cfg)
			committed = true
		}
	}
	s.commitAll(cfg)
	if cfg.NoMaterializations {
		return nil
	}
	for _, list := range [][]pendingMat{s.pendingLegalize, s.pendingCommit} {
		for _, p := range list {
			if err := s.resolveMaterialization(p.cast, p.info); err != nil {
				return err
			}
		}
	}
	return nil
}

// committableBody reports whether op's body is one block of ops without
// results (no value defined in one of them is used by another).
func committableBody(op *ir.Operation) bool {
	if op.NumRegions() != 1 || !op.Region(0).HasOneBlock() {
		return false
	}
	b := op.Region(0).First()
	if b.NumArgs() != 0 {
		return false
	}
	for o := b.First(); o != nil; o = o.NextInBlock() {
		if o.NumResults() != 0 {
			return false
		}
	}
	return true
}

// isUnder reports whether root is op or one of its ancestors.
func isUnder(op, root *ir.Operation) bool {
	for o := op; o != nil; o = o.ParentOp() {
		if o == root {
			return true
		}
	}
	return false
}

// pendingMat is a materialization left to build with its type converter
// once every op is converted.
type pendingMat struct {
	cast *ir.Operation
	info *matInfo
}

// commitAll applies the rewrites logged so far, folds the materializations
// that cancel out and starts a new log. The materializations that remain
// are resolved at the end of the conversion, those built while legalizing
// first, then those built by the commits, as if there were one commit.
func (s *state) commitAll(cfg *Config) {
	legalized := len(s.matOrder)
	s.applyRewrites()
	if cfg.UnlegalizedOps != nil {
		for _, op := range s.replacedList {
			delete(cfg.UnlegalizedOps, op)
		}
	}
	var casts []*ir.Operation
	for _, c := range s.matOrder {
		if mi := s.mats[c]; mi != nil && !s.wasReplaced(c) {
			casts = append(casts, c)
		}
	}
	var fromCommit map[*ir.Operation]bool
	if len(s.matOrder) > legalized {
		fromCommit = map[*ir.Operation]bool{}
		for _, c := range s.matOrder[legalized:] {
			fromCommit[c] = true
		}
	}
	for _, c := range ReconcileUnrealizedCasts(casts) {
		p := pendingMat{c, s.mats[c]}
		if fromCommit[c] {
			s.pendingCommit = append(s.pendingCommit, p)
		} else {
			s.pendingLegalize = append(s.pendingLegalize, p)
		}
	}
	s.clear()
}

// snapshotOp points the diagnostic's `see current operation` op at a copy
// of it in a copy of its isolated-from-above ancestor, so that the note
// shows the IR as it was when the conversion failed (upstream prints the
// op then, before the rollback).
func snapshotOp(ctx *ir.Context, err error) {
	d, ok := err.(*ir.Diagnostic)
	if !ok || d.Op == nil {
		return
	}
	anc := d.Op
	for anc.ParentOp() != nil && !anc.HasTrait(ir.TraitIsolatedFromAbove) {
		anc = anc.ParentOp()
	}
	clone := anc.Clone(ctx, ir.NewMapping())
	zipWalk(anc, clone, func(orig, c *ir.Operation) {
		if orig == d.Op {
			d.Op = c
		}
	})
}

// collect appends op and the ops nested in it in pre-order, the blocks of
// a region in depth-first order of their successors from the entry
// (unreachable blocks are not converted), skipping the insides of
// recursively legal ops.
func collect(op *ir.Operation, target *Target, out *[]*ir.Operation) {
	*out = append(*out, op)
	if legal, recursive := target.IsLegal(op); legal && recursive {
		return
	}
	for i := 0; i < op.NumRegions(); i++ {
		r := op.Region(i)
		if r.Empty() {
			continue
		}
		if r.HasOneBlock() {
			collectBlock(r.First(), target, out)
			continue
		}
		for _, b := range depthFirst(r.First()) {
			collectBlock(b, target, out)
		}
	}
}

func collectBlock(b *ir.Block, target *Target, out *[]*ir.Operation) {
	for o := b.First(); o != nil; o = o.NextInBlock() {
		collect(o, target, out)
	}
}

// depthFirst returns the blocks reachable from entry in depth-first
// pre-order, successors in order (llvm::depth_first).
func depthFirst(entry *ir.Block) []*ir.Block {
	seen := map[*ir.Block]bool{entry: true}
	out := []*ir.Block{entry}
	type frame struct {
		succ []*ir.Block
		i    int
	}
	stack := []frame{{succ: entry.Successors()}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.i == len(f.succ) {
			stack = stack[:len(stack)-1]
			continue
		}
		s := f.succ[f.i]
		f.i++
		if s == nil || seen[s] {
			continue
		}
		seen[s] = true
		out = append(out, s)
		stack = append(stack, frame{succ: s.Successors()})
	}
	return out
}

// convertOne legalizes one op and handles a failure as the mode says.
func (l *legalizer) convertOne(op *ir.Operation, m mode, cfg *Config) error {
	if !l.legalize(op) {
		switch m {
		case fullMode:
			return op.EmitError("failed to legalize operation '%s'", op.Name())
		case partialMode:
			if l.target.IsIllegal(op) {
				return op.EmitError("failed to legalize operation '%s' that was explicitly marked illegal", op.Name())
			}
			if cfg.UnlegalizedOps != nil {
				cfg.UnlegalizedOps[op] = struct{}{}
			}
		}
		return nil
	}
	if m == analysisMode && cfg.LegalizableOps != nil {
		cfg.LegalizableOps[op] = struct{}{}
	}
	return nil
}

// resolveMaterialization builds a materialization that stayed live with
// its type converter, or reports it.
func (s *state) resolveMaterialization(cast *ir.Operation, mi *matInfo) error {
	inputs := cast.Operands()
	if tc := mi.tc; tc != nil {
		b := ir.NewBuilder(s.ctx)
		b.SetInsertionPoint(cast)
		var vals []*ir.Value
		switch mi.kind {
		case targetMat:
			vals = tc.MaterializeTarget(b, cast.ResultTypes(), inputs, cast.Loc(), mi.origType)
		case sourceMat:
			if v := tc.MaterializeSource(b, cast.Result(0).Type(), inputs, cast.Loc()); v != nil {
				vals = []*ir.Value{v}
			}
		}
		if len(vals) > 0 {
			cast.ReplaceAllUsesWith(vals)
			cast.Erase()
			return nil
		}
	}
	d := cast.EmitError("failed to legalize unresolved materialization from (%s) to (%s) that remained live after conversion",
		typeList(typesOf(inputs)), typeList(cast.ResultTypes()))
	if user := firstUser(cast); user != nil {
		d.AttachNote(user.Loc(), "see existing live user here: ").AppendOp = user
	}
	return d
}

// firstUser returns the owner of the first use of op's results.
func firstUser(op *ir.Operation) *ir.Operation {
	for _, v := range op.Results() {
		if u := v.FirstUse(); u != nil {
			return u.Owner()
		}
	}
	return nil
}

// typeList prints types as upstream's diagnostics print a type range: each
// quoted.
func typeList(types []ir.Type) string {
	parts := make([]string, len(types))
	for i, t := range types {
		parts[i] = "'" + asm.TypeString(t) + "'"
	}
	return strings.Join(parts, ", ")
}

// ReconcileUnrealizedCasts folds chains of builtin.unrealized_conversion_cast
// ops among casts: a cast whose results are unused is erased, and a cast
// whose result types are the input types of a cast up its chain (which may
// be outside the list) is replaced by that cast's inputs. Only the casts of
// the list are erased, as upstream's. It returns the casts of
// the list that remain, in order.
func ReconcileUnrealizedCasts(casts []*ir.Operation) []*ir.Operation {
	if len(casts) == 0 {
		return nil
	}
	castInfo := casts[0].Info()
	ofInterest := make(map[*ir.Operation]bool, len(casts))
	for _, c := range casts {
		ofInterest[c] = true
	}
	inList := map[*ir.Operation]bool{}
	worklist := make([]*ir.Operation, 0, len(casts))
	push := func(op *ir.Operation) {
		if !inList[op] {
			inList[op] = true
			worklist = append(worklist, op)
		}
	}
	for _, c := range casts {
		push(c)
	}
	erased := map[*ir.Operation]bool{}
	enqueueInputs := func(op *ir.Operation) {
		for _, v := range op.Operands() {
			if d := v.DefiningOp(); d != nil && d.Info() == castInfo && ofInterest[d] && !erased[d] {
				push(d)
			}
		}
	}
	// inputCast returns the cast all of whose results are op's inputs.
	inputCast := func(op *ir.Operation) *ir.Operation {
		if op.NumOperands() == 0 {
			return nil
		}
		d := op.Operand(0).DefiningOp()
		if d == nil || d.Info() != castInfo || !sameValues(d.Results(), op.Operands()) {
			return nil
		}
		return d
	}
	for len(worklist) > 0 {
		op := worklist[len(worklist)-1]
		worklist = worklist[:len(worklist)-1]
		delete(inList, op)
		if op.UseEmpty() {
			enqueueInputs(op)
			erased[op] = true
			op.Erase()
			continue
		}
		results := op.ResultTypes()
		for next := op; next != nil; next = inputCast(next) {
			if in := next.Operands(); valuesHaveTypes(in, results) {
				enqueueInputs(op)
				op.ReplaceAllUsesWith(in)
				erased[op] = true
				op.Erase()
				break
			}
		}
	}
	var remaining []*ir.Operation
	for _, c := range casts {
		if !erased[c] {
			remaining = append(remaining, c)
		}
	}
	return remaining
}
