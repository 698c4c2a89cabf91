package transform

import (
	"fmt"
	"io"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
	"github.com/gomlir/gomlir/transforms"
)

// applyInclude applies the body of the included named sequence with the
// include's failure propagation mode.
func applyInclude(op *ir.Operation, st *State) *Failure {
	ref, _ := op.InherentAttr("target").(*ir.SymbolRefAttr)
	callee := ir.NewSymbolTableCollection(st.Ctx).LookupNearestSymbolFrom(op, ref)
	if callee == nil || callee.Name() != "transform.named_sequence" {
		return st.Definite(op.EmitError("unresolved named sequence @%s", ref.Root))
	}
	if callee.Region(0).Empty() {
		return st.Definite(op.EmitError("unresolved external named sequence"))
	}
	b := callee.Region(0).First()
	st.mapArgs(b, op.Operands())
	return st.ApplyBlock(b, failureModeOf(op), op.Results())
}

// applyPatterns is ApplyPatternsOp::applyToOne over every target: the
// descriptors' patterns are applied greedily (to an isolated-from-above
// target with region simplification, otherwise to the ops nested in it),
// repeated with CSE while CSE changes something when apply_cse is set.
func applyPatterns(op *ir.Operation, st *State) *Failure {
	var pats []rewrite.Pattern
	if b := op.Region(0).First(); b != nil {
		for d := b.First(); d != nil; d = d.NextInBlock() {
			if pd, ok := ir.OpInterface[PatternDescriptor](d); ok {
				pats = append(pats, pd.Patterns(d, st)...)
			}
		}
	}
	set := rewrite.NewPatternSet(pats)
	cfg := rewrite.DefaultConfig()
	cfg.MaxIterations = int(intAttr(op, "max_iterations", -1))
	cfg.MaxRewrites = int(intAttr(op, "max_num_rewrites", -1))
	cse := op.InherentAttr("apply_cse") != nil
	tr := &tracker{st: st, transform: op}
	cfg.Observer = tr
	if f := st.ForEach(op.Operand(0), func(target *ir.Operation) *Failure {
		return st.applyPatternsTo(op, target, set, cfg, cse)
	}); f != nil {
		return f
	}
	return tr.failure
}

// applyPatternsTo applies the pattern set of op to one target.
func (st *State) applyPatternsTo(op, target *ir.Operation, set *rewrite.PatternSet, cfg rewrite.Config, cse bool) *Failure {
	if f := st.ensureSeparate(op, target); f != nil {
		return f
	}
	// CSE erases ops without telling the tracker: handles lose what it
	// erased afterwards.
	defer st.dropDetached()
	const maxIterations = 50
	for iter := 0; ; {
		var converged bool
		if target.HasTrait(ir.TraitIsolatedFromAbove) {
			converged = rewrite.ApplyGreedily(st.Ctx, target, set, cfg)
		} else {
			var ops []*ir.Operation
			target.Walk(func(o *ir.Operation) ir.WalkResult {
				if o != target {
					ops = append(ops, o)
				}
				return ir.WalkAdvance
			})
			converged = rewrite.ApplyToOps(st.Ctx, ops, set, cfg, false)
		}
		if !converged {
			f, _ := SilenceableError(target.Loc(), "greedy pattern application failed")
			return f
		}
		if !cse || !transforms.EliminateCommonSubexpressions(st.Ctx, target) {
			return nil
		}
		if iter++; iter == maxIterations {
			return st.Definite(op.EmitError("fixpoint iteration did not converge"))
		}
	}
}

// ensureSeparate fails definitely when target is the transform op or one
// of its ancestors (upstream's ensurePayloadIsSeparateFromTransform).
func (st *State) ensureSeparate(op, target *ir.Operation) *Failure {
	if !target.IsAncestor(op) {
		return nil
	}
	d := op.EmitError("cannot apply transform to itself (or one of its ancestors)")
	d.AttachNote(target.Loc(), "target payload op")
	return st.Definite(d)
}

// intAttr returns the integer attribute name of op (def when absent).
func intAttr(op *ir.Operation, name string, def int64) int64 {
	if i, ok := op.InherentAttr(name).(*ir.IntegerAttr); ok {
		return i.Int64()
	}
	return def
}

// canonicalizationPatterns are the canonicalization patterns of every
// registered op.
func canonicalizationPatterns(_ *ir.Operation, st *State) []rewrite.Pattern {
	return transforms.CanonicalizationPatterns(st.Ctx, nil, nil)
}

// applyGetParentOp finds the nth parent of every target satisfying the
// op's filters.
func applyGetParentOp(op *ir.Operation, st *State) *Failure {
	nth := intAttr(op, "nth_parent", 1)
	isolated := op.InherentAttr("isolated_from_above") != nil
	name, hasName := op.InherentAttr("op_name").(*ir.StringAttr)
	dedup := op.InherentAttr("deduplicate") != nil
	var parents []*ir.Operation
	seen := map[*ir.Operation]bool{}
	for _, target := range st.Ops(op.Operand(0)) {
		parent := target
		for i := int64(0); i < nth; i++ {
			parent = parent.ParentOp()
			for parent != nil {
				okIso := !isolated || parent.HasTrait(ir.TraitIsolatedFromAbove)
				okName := !hasName || parent.Name() == name.Value
				if okIso && okName {
					break
				}
				parent = parent.ParentOp()
			}
			if parent == nil {
				if op.InherentAttr("allow_empty_results") != nil {
					st.SetOps(op.Result(0), parents)
					return nil
				}
				f, d := SilenceableError(op.Loc(), "could not find a parent op that matches all requirements")
				d.AttachNote(target.Loc(), "target op")
				return f
			}
		}
		if dedup {
			if seen[parent] {
				continue
			}
			seen[parent] = true
		}
		parents = append(parents, parent)
	}
	st.SetOps(op.Result(0), parents)
	return nil
}

// applyMergeHandles concatenates the operands' payloads.
func applyMergeHandles(op *ir.Operation, st *State) *Failure {
	dedup := op.InherentAttr("deduplicate") != nil
	res := op.Result(0)
	switch t := res.Type(); {
	case IsParam(t):
		var all []ir.Attribute
		for _, v := range op.Operands() {
			all = append(all, st.Params(v)...)
		}
		st.SetParams(res, all)
	case IsValueHandle(t):
		var all []*ir.Value
		seen := map[*ir.Value]bool{}
		for _, v := range op.Operands() {
			for _, x := range st.Values(v) {
				if dedup && seen[x] {
					continue
				}
				seen[x] = true
				all = append(all, x)
			}
		}
		st.SetValues(res, all)
	default:
		var all []*ir.Operation
		seen := map[*ir.Operation]bool{}
		for _, v := range op.Operands() {
			for _, x := range st.Ops(v) {
				if dedup && seen[x] {
					continue
				}
				seen[x] = true
				all = append(all, x)
			}
		}
		st.SetOps(res, all)
	}
	return nil
}

// applyPrint prints the payload ops of the target (the payload root
// without one) to the state's output.
func applyPrint(op *ir.Operation, st *State) *Failure {
	w := st.Out()
	fmt.Fprint(w, "[[[ IR printer: ")
	if n, ok := op.InherentAttr("name").(*ir.StringAttr); ok {
		fmt.Fprintf(w, "%s ", n.Value)
	}
	flags := asm.Flags{
		AssumeVerified: op.InherentAttr("assume_verified") != nil,
		LocalScope:     op.InherentAttr("use_local_scope") != nil,
		SkipRegions:    op.InherentAttr("skip_regions") != nil,
	}
	if op.NumOperands() == 0 {
		fmt.Fprint(w, "top-level ]]]\n")
		printOp(w, st.Ctx, st.TopLevel(), flags)
		return nil
	}
	fmt.Fprint(w, "]]]\n")
	for _, p := range st.Ops(op.Operand(0)) {
		printOp(w, st.Ctx, p, flags)
	}
	return nil
}

// printOp prints op and a newline as upstream's Operation::print: a
// top-level op with its aliases, a nested one numbered from its ancestor.
func printOp(w io.Writer, ctx *ir.Context, op *ir.Operation, flags asm.Flags) {
	if op.ParentOp() == nil && !flags.LocalScope {
		_ = asm.Print(w, ctx, op, nil, flags)
		return
	}
	fmt.Fprintf(w, "%s\n", asm.NestedOpString(ctx, op, flags))
}
