package oneshot

import (
	"strconv"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// The One-Shot analysis (upstream's OneShotAnalysis.cpp): operands are
// visited in the heuristic's order and bufferized in place unless that
// would write to a non-writable buffer or create a read-after-write
// conflict among the aliases.

// happensBefore: a or one of its ancestors properly dominates b, and b is
// not inside a.
func (s *State) happensBefore(a, b *ir.Operation) bool {
	for ; a != nil; a = a.ParentOp() {
		if a.IsProperAncestor(b) {
			return false
		}
		if s.dom.OpProperlyDominates(a, b) {
			return true
		}
	}
	return false
}

func (s *State) canUseOpDominanceDueToRegions(read, write *ir.OpOperand, defs []*ir.Value) bool {
	for _, def := range defs {
		rRead := s.enclosingRepetitiveRegion(read.Owner().ParentRegion())
		rDef := s.enclosingRepetitiveRegion(def.ParentRegion())
		if rRead == rDef {
			continue
		}
		for {
			next := s.nextEnclosingRepetitiveRegion(rRead)
			if next == rDef || next == nil {
				break
			}
			rRead = next
		}
		if rRead.ParentOp().IsAncestor(write.Owner()) {
			return false
		}
	}
	return true
}

// blockReachable reports whether `to` is reachable from `from` through
// successors without passing through `except`.
func blockReachable(from, to, except *ir.Block) bool {
	seen := map[*ir.Block]bool{}
	work := from.Successors()
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == to {
			return true
		}
		if seen[b] || b == except {
			continue
		}
		seen[b] = true
		work = append(work, b.Successors()...)
	}
	return false
}

func canUseOpDominanceDueToBlocks(read, write *ir.OpOperand, defs []*ir.Value) bool {
	if read.Owner().ParentRegion() != write.Owner().ParentRegion() {
		return true
	}
	rb, wb := read.Owner().Block(), write.Owner().Block()
	for _, def := range defs {
		db := defBlock(def)
		if blockReachable(rb, wb, db) && blockReachable(wb, rb, db) {
			return false
		}
	}
	return true
}

func defBlock(v *ir.Value) *ir.Block {
	if op := v.DefiningOp(); op != nil {
		return op.Block()
	}
	return v.OwnerBlock()
}

// annotation counters, as upstream's function-local statics.
var conflictCounter, nonWritableCounter int

func annotateConflict(ctx *ir.Context, read, write *ir.OpOperand, def *ir.Value) {
	id := "C_" + strconv.Itoa(conflictCounter)
	conflictCounter++
	write.Owner().SetInherentAttr(ctx, id+"[CONFL-WRITE: "+strconv.Itoa(write.Index())+"]", ctx.UnitAttr())
	read.Owner().SetInherentAttr(ctx, id+"[READ: "+strconv.Itoa(read.Index())+"]", ctx.UnitAttr())
	if op := def.DefiningOp(); op != nil {
		op.SetInherentAttr(ctx, id+"[DEF: result "+strconv.Itoa(def.Index())+"]", ctx.UnitAttr())
	} else {
		def.OwnerBlock().ParentOp().SetInherentAttr(ctx, id+"[DEF: bbArg "+strconv.Itoa(def.Index())+"]", ctx.UnitAttr())
	}
}

func annotateNonWritable(ctx *ir.Context, v *ir.Value) {
	id := "W_" + strconv.Itoa(nonWritableCounter)
	nonWritableCounter++
	if op := v.DefiningOp(); op != nil {
		op.SetInherentAttr(ctx, id+"[NOT-WRITABLE: result "+strconv.Itoa(v.Index())+"]", ctx.UnitAttr())
	} else {
		v.OwnerBlock().ParentOp().SetInherentAttr(ctx, id+"[NOT-WRITABLE: bbArg "+strconv.Itoa(v.Index())+"]", ctx.UnitAttr())
	}
}

// hasEquivalentValueInReverseUseDefChain follows equivalent, same-type
// aliases from start looking for other.
func (s *State) hasEquivalentValueInReverseUseDefChain(start *ir.OpOperand, other *ir.Value) bool {
	return len(s.findInReverseUseDefChain(start, func(v *ir.Value) bool { return v == other },
		traversal{followEquivalentOnly: true, followSameTypeOrCasts: true})) != 0
}

// SubsetInsertion is upstream's SubsetInsertionOpInterface: an op
// inserting a source into a subset of a destination.
type SubsetInsertion interface {
	// SubsetOperands returns the source and destination operands.
	SubsetOperands(op *ir.Operation) (source, dest *ir.OpOperand)
	// IsEquivalentSubset reports whether v is an extraction of the same
	// subset of a value equivalent to the destination.
	IsEquivalentSubset(op *ir.Operation, v *ir.Value, equiv func(a, b *ir.Value) bool) bool
	// NeededValues are the values an extraction of the subset uses.
	NeededValues(op *ir.Operation) []*ir.Value
	// BuildSubsetExtraction builds the extraction of the subset.
	BuildSubsetExtraction(op *ir.Operation, rw *Rewriter, loc ir.Location) *ir.Value
}

func (s *State) matchesInsertDestination(u *ir.OpOperand, op *ir.Operation, sub SubsetInsertion) bool {
	match := func(v *ir.Value) bool {
		return v.DefiningOp() != nil && sub.IsEquivalentSubset(op, v, s.AreEquivalent)
	}
	slice := s.findInReverseUseDefChain(u, match, traversal{includeLeaves: true})
	for _, v := range slice {
		if !match(v) {
			return false
		}
	}
	return true
}

func (s *State) areNonConflictingSubsets(read, write *ir.OpOperand) bool {
	rop, wop := read.Owner(), write.Owner()
	if sub, ok := ir.OpInterface[SubsetInsertion](rop); ok {
		src, dst := sub.SubsetOperands(rop)
		if read == dst && s.matchesInsertDestination(write, rop, sub) {
			return true
		}
		if read == src && write == dst && s.matchesInsertDestination(read, rop, sub) {
			return true
		}
	}
	if sub, ok := ir.OpInterface[SubsetInsertion](wop); ok {
		src, dst := sub.SubsetOperands(wop)
		if write == dst && s.AreEquivalent(read.Get(), src.Get()) && s.matchesInsertDestination(src, wop, sub) {
			return true
		}
	}
	return false
}

// hasReadAfterWriteInterference is upstream's function of the same name.
func (s *State) hasReadAfterWriteInterference(reads, writes []*ir.OpOperand) bool {
	ctx := s.ctx
	if s.Opts.CheckParallelRegions && len(reads) != 0 {
		for _, w := range writes {
			defs := s.findInReverseUseDefChain(w, s.valueIsWrite, traversal{includeLeaves: true})
			for _, d := range defs {
				if s.parallelRegion(d.ParentRegion()) != s.parallelRegion(w.Owner().ParentRegion()) {
					return true
				}
			}
		}
	}
	for _, read := range reads {
		rop := read.Owner()
		defs := s.findDefinitions(read)
		if len(defs) == 0 {
			continue
		}
	writes:
		for _, write := range writes {
			useDom := s.canUseOpDominanceDueToRegions(read, write, defs) && canUseOpDominanceDueToBlocks(read, write, defs)
			wop := write.Owner()
			if useDom {
				if s.happensBefore(rop, wop) {
					continue
				}
				if write == read {
					continue
				}
				if insideMutuallyExclusiveRegions(rop, wop) {
					continue
				}
				if wop == rop {
					if b := s.Opts.Bufferizable(rop); b != nil {
						if e, ok := b.(ElementwiseAccess); ok && e.BufferizesToElementwiseAccess(rop, s, []*ir.OpOperand{read, write}) {
							if s.hasEquivalentValueInReverseUseDefChain(read, write.Get()) ||
								s.hasEquivalentValueInReverseUseDefChain(write, read.Get()) {
								continue
							}
						}
					}
				}
			}
			if s.areNonConflictingSubsets(read, write) {
				continue
			}
			if b := s.Opts.Bufferizable(rop); b != nil {
				if nc, ok := b.(NotConflicting); ok && nc.IsNotConflicting(read, write, s) {
					continue
				}
			}
			if wop != rop {
				if b := s.Opts.Bufferizable(wop); b != nil {
					if nc, ok := b.(NotConflicting); ok && nc.IsNotConflicting(read, write, s) {
						continue
					}
				}
			}
			for _, def := range defs {
				if dop := def.DefiningOp(); dop != nil {
					if s.happensBefore(wop, dop) {
						continue
					}
					if dop.IsProperAncestor(wop) {
						continue
					}
				} else if findAncestorOpInBlock(def.OwnerBlock(), wop) == nil {
					continue
				}
				if al := s.AliasingValues(write); len(al) == 1 && al[0].Value == def {
					continue
				}
				if s.Opts.PrintConflicts {
					annotateConflict(ctx, read, write, def)
				}
				return true
			}
			continue writes
		}
	}
	return false
}

func findAncestorOpInBlock(b *ir.Block, op *ir.Operation) *ir.Operation {
	for ; op != nil; op = op.ParentOp() {
		if op.Block() == b {
			return op
		}
	}
	return nil
}

// operandSet is an insertion-ordered set of operands.
type operandSet struct {
	list []*ir.OpOperand
	seen map[*ir.OpOperand]bool
}

func (o *operandSet) add(u *ir.OpOperand) {
	if o.seen == nil {
		o.seen = map[*ir.OpOperand]bool{}
	}
	if !o.seen[u] {
		o.seen[u] = true
		o.list = append(o.list, u)
	}
}

func (s *State) inplaceWrites(res *operandSet, root *ir.Value) {
	s.eachAlias(root, func(a *ir.Value) {
		a.Uses(func(u *ir.OpOperand) {
			if s.BufferizesToMemoryWrite(u) && s.IsInPlace(u) {
				res.add(u)
			}
		})
	})
}

func (s *State) aliasingReads(res *operandSet, root *ir.Value) {
	s.eachAlias(root, func(a *ir.Value) {
		a.Uses(func(u *ir.OpOperand) {
			if s.BufferizesToMemoryRead(u) {
				res.add(u)
				return
			}
			if !s.BufferizesToMemoryWrite(u) {
				for _, al := range s.AliasingValues(u) {
					if s.IsValueRead(al.Value) {
						res.add(u)
						return
					}
				}
			}
		})
	})
}

func (s *State) wouldCreateReadAfterWriteInterference(u *ir.OpOperand, consistencyOnly bool) bool {
	var reads, writes operandSet
	s.aliasingReads(&reads, u.Get())
	s.inplaceWrites(&writes, u.Get())
	for _, a := range s.AliasingValues(u) {
		s.aliasingReads(&reads, a.Value)
		s.inplaceWrites(&writes, a.Value)
	}
	if !consistencyOnly && s.BufferizesToMemoryWrite(u) {
		writes.add(u)
	}
	return s.hasReadAfterWriteInterference(reads.list, writes.list)
}

func (s *State) wouldCreateWriteToNonWritableBuffer(u *ir.OpOperand, consistencyOnly bool) bool {
	found := !consistencyOnly && s.BufferizesToMemoryWrite(u)
	if !found {
		var writes operandSet
		s.inplaceWrites(&writes, u.Get())
		for _, a := range s.AliasingValues(u) {
			s.inplaceWrites(&writes, a.Value)
		}
		found = len(writes.list) != 0
	}
	if !found {
		return false
	}
	readOnly := false
	check := func(v *ir.Value) {
		if !s.IsWritable(v) {
			readOnly = true
			if s.Opts.PrintConflicts {
				annotateNonWritable(s.ctx, v)
			}
		}
	}
	s.eachAlias(u.Get(), check)
	for _, a := range s.AliasingValues(u) {
		s.eachAlias(a.Value, check)
	}
	return readOnly
}

func (s *State) analyzeOperand(u *ir.OpOperand) {
	if s.wouldCreateWriteToNonWritableBuffer(u, false) || s.wouldCreateReadAfterWriteInterference(u, false) {
		return
	}
	s.bufferizeInPlace(u)
}

func (s *State) analyzeSingleOp(op *ir.Operation) {
	for i := 0; i < op.NumOperands(); i++ {
		if u := op.OpOperand(i); isTensor(u.Get().Type()) {
			s.analyzeOperand(u)
		}
	}
}

// postOrder lists the ops under op (op included), nested ops first.
func postOrder(op *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	op.Walk(func(o *ir.Operation) ir.WalkResult { out = append(out, o); return ir.WalkAdvance })
	return out
}

func (s *State) equivalenceAnalysis(op *ir.Operation) {
	for _, o := range postOrder(op) {
		hasTensorResult := false
		for _, t := range o.ResultTypes() {
			if isTensor(t) {
				hasTensorResult = true
			}
		}
		if !hasTensorResult {
			continue
		}
		b := s.Opts.Bufferizable(o)
		if b == nil {
			continue
		}
		for _, r := range o.Results() {
			if !isTensor(r.Type()) {
				continue
			}
			als := s.AliasingOperands(r)
			if len(als) == 0 {
				continue
			}
			first := als[0].Operand.Get()
			all := true
			for _, a := range als {
				eq := a.Relation == RelEquivalent
				in := s.IsInPlace(a.Operand)
				if eq && in && a.Definite {
					s.equiv.union(r, a.Operand.Get())
					all = false
					break
				}
				if !eq || !in {
					all = false
				}
				if !s.AreEquivalent(a.Operand.Get(), first) {
					all = false
				}
			}
			if all {
				if al, ok := b.(Allocating); !ok || !al.BufferizesToAllocation(r) {
					s.equiv.union(r, first)
				}
			}
		}
	}
}

func (s *State) orderedOps(op *ir.Operation) []*ir.Operation {
	if s.Opts.Heuristic == BottomUpFromTerminators {
		return s.bottomUpFromTerminators(op)
	}
	var ops []*ir.Operation
	for _, o := range postOrder(op) {
		if HasTensorSemantics(o) {
			ops = append(ops, o)
		}
	}
	switch s.Opts.Heuristic {
	case BottomUp:
		for i, j := 0, len(ops)-1; i < j; i, j = i+1, j-1 {
			ops[i], ops[j] = ops[j], ops[i]
		}
	case Fuzzer:
		// llvm::shuffle with std::mt19937 seeded by the fuzzer seed.
		g := newMT19937(s.Opts.FuzzerSeed)
		for i, size := 0, len(ops); size > 1; i, size = i+1, size-1 {
			if off := int(g.next() % uint32(size)); off != 0 {
				ops[i], ops[i+off] = ops[i+off], ops[i]
			}
		}
	}
	return ops
}

func (s *State) bottomUpFromTerminators(op *ir.Operation) []*ir.Operation {
	var order []*ir.Operation
	seen := map[*ir.Operation]bool{}
	insert := func(o *ir.Operation) bool {
		if seen[o] {
			return false
		}
		seen[o] = true
		order = append(order, o)
		return true
	}
	for _, term := range postOrder(op) {
		if !term.IsBlockTerminator() || ir.RegionBranchTerminatorInterface(term) == nil {
			continue
		}
		if !insert(term) {
			continue
		}
		var work []*ir.Value
		for _, v := range term.Operands() {
			if isTensor(v.Type()) && v.DefiningOp() != nil {
				work = append(work, v)
			}
		}
		for len(work) > 0 {
			r := work[len(work)-1]
			work = work[:len(work)-1]
			def := r.DefiningOp()
			if !insert(def) {
				continue
			}
			if term.ParentRegion().FindAncestorOpInRegion(def) == nil {
				continue
			}
			for _, a := range s.AliasingOperands(r) {
				v := a.Operand.Get()
				if isTensor(v.Type()) && v.DefiningOp() != nil {
					work = append(work, v)
				}
			}
		}
	}
	all := postOrder(op)
	for i := len(all) - 1; i >= 0; i-- {
		if o := all[i]; !seen[o] && HasTensorSemantics(o) {
			order = append(order, o)
		}
	}
	return order
}

func (s *State) checkPreBufferizationAssumptions(op *ir.Operation) error {
	var err error
	walkAllowed(op, s.Opts, func(o *ir.Operation, b BufferizableOpInterface) bool {
		if u, ok := b.(UnstructuredControlFlow); !ok || !u.SupportsUnstructuredControlFlow() {
			for i := 0; i < o.NumRegions(); i++ {
				if o.Region(i).NumBlocks() > 1 {
					err = o.EmitOpError("op or BufferizableOpInterface implementation does not support unstructured control flow, but at least one region has multiple blocks")
					return false
				}
			}
		}
		return true
	})
	if err != nil {
		return err
	}
	walkAllowed(op, s.Opts, func(o *ir.Operation, b BufferizableOpInterface) bool {
		if o.Name() == "bufferization.to_tensor" && o.InherentAttr("restrict") == nil && o.Result(0).HasUses() {
			err = o.EmitOpError("to_tensor ops without `restrict` are not supported by One-Shot Analysis")
			return false
		}
		for i := 0; i < o.NumOperands(); i++ {
			u := o.OpOperand(i)
			if !isTensor(u.Get().Type()) {
				continue
			}
			if s.wouldCreateReadAfterWriteInterference(u, true) {
				err = o.EmitOpError("not bufferizable under the given constraints: cannot avoid RaW conflict")
				return false
			}
			if s.IsInPlace(u) && s.wouldCreateWriteToNonWritableBuffer(u, true) {
				err = o.EmitOpError("not bufferizable under the given constraints: would write to read-only buffer")
				return false
			}
		}
		return true
	})
	return err
}

// walkAllowed visits the allowed bufferizable ops under op in post-order
// until f returns false.
func walkAllowed(op *ir.Operation, opts *Options, f func(*ir.Operation, BufferizableOpInterface) bool) {
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		b := opts.Bufferizable(o)
		if b == nil {
			return ir.WalkAdvance
		}
		if !f(o, b) {
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
}

func (s *State) gatherUndefinedTensorUses(op *ir.Operation) {
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if s.Opts.Bufferizable(o) == nil {
			return ir.WalkAdvance
		}
		for _, r := range o.Results() {
			if !isTensor(r.Type()) || !r.HasUses() {
				continue
			}
			if len(s.findDefinitions(r.FirstUse())) == 0 {
				r.Uses(func(u *ir.OpOperand) { s.undefinedUses[u] = true })
			}
		}
		return ir.WalkAdvance
	})
}

func (s *State) annotate(op *ir.Operation) {
	ctx := s.ctx
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		for i := 0; i < o.NumOperands(); i++ {
			if isTensor(o.Operand(i).Type()) {
				setInPlaceAttr(ctx, o.OpOperand(i), s.IsInPlace(o.OpOperand(i)))
			}
		}
		return ir.WalkAdvance
	})
}

const inPlaceAttr = "__inplace_operands_attr__"

func setInPlaceAttr(ctx *ir.Context, u *ir.OpOperand, inPlace bool) {
	op := u.Owner()
	vec := make([]string, op.NumOperands())
	if arr, ok := op.Attr(inPlaceAttr).(*ir.ArrayAttr); ok {
		for i := range vec {
			vec[i] = "none"
			if i < len(arr.Elems) {
				if s, ok := arr.Elems[i].(*ir.StringAttr); ok {
					vec[i] = s.Value
				}
			}
		}
	} else {
		for i := range vec {
			vec[i] = "none"
			if isTensor(op.Operand(i).Type()) {
				vec[i] = "false"
			}
		}
	}
	vec[u.Index()] = "false"
	if inPlace {
		vec[u.Index()] = "true"
	}
	attrs := make([]ir.Attribute, len(vec))
	for i, v := range vec {
		attrs[i] = ctx.StringAttr(v)
	}
	op.SetInherentAttr(ctx, inPlaceAttr, ctx.ArrayAttr(attrs))
}

// AnalyzeOp is upstream's analyzeOp: the One-Shot analysis of the ops
// under op, then the ops' own verification of the result.
func (s *State) AnalyzeOp(op *ir.Operation) error {
	if err := s.checkPreBufferizationAssumptions(op); err != nil {
		return err
	}
	for _, o := range s.orderedOps(op) {
		s.analyzeSingleOp(o)
	}
	s.equivalenceAnalysis(op)
	s.gatherUndefinedTensorUses(op)
	var err error
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if b := s.Opts.Bufferizable(o); b != nil {
			if v, ok := b.(AnalysisVerifier); ok {
				if e := v.VerifyAnalysis(o, s); e != nil {
					reportErr(s.ctx, e)
					err = ErrReported
				}
			}
		}
		return ir.WalkAdvance
	})
	if s.Opts.TestAnalysisOnly {
		s.annotate(op)
	}
	if s.Opts.DumpAliasSets {
		s.annotateAliasSets(op)
	}
	return err
}

// annotateAliasSets is upstream's annotateOpsWithAliasSets: the alias set
// of every tensor result and block argument, as printed names.
func (s *State) annotateAliasSets(op *ir.Operation) {
	ctx := s.ctx
	namer := asm.NewValueNamer(op, asm.Flags{})
	aliases := func(v *ir.Value) ir.Attribute {
		var names []ir.Attribute
		s.eachAlias(v, func(a *ir.Value) { names = append(names, ctx.StringAttr(namer.Name(a))) })
		return ctx.ArrayAttr(names)
	}
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		var results []ir.Attribute
		for _, r := range o.Results() {
			if isTensor(r.Type()) {
				results = append(results, aliases(r))
			}
		}
		if len(results) != 0 {
			o.SetInherentAttr(ctx, "__opresult_alias_set_attr__", ctx.ArrayAttr(results))
		}
		var regions []ir.Attribute
		hasTensorArg := false
		for i := 0; i < o.NumRegions(); i++ {
			var blocks []ir.Attribute
			for _, b := range o.Region(i).Blocks() {
				var args []ir.Attribute
				for _, a := range b.Args() {
					if isTensor(a.Type()) {
						args = append(args, aliases(a))
						hasTensorArg = true
					}
				}
				blocks = append(blocks, ctx.ArrayAttr(args))
			}
			regions = append(regions, ctx.ArrayAttr(blocks))
		}
		if hasTensorArg {
			o.SetInherentAttr(ctx, "__bbarg_alias_set_attr__", ctx.ArrayAttr(regions))
		}
		return ir.WalkAdvance
	})
}
