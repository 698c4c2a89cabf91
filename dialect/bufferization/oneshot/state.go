package oneshot

import (
	"github.com/gomlir/gomlir/ir"
)

// classes is a union-find over values whose classes list their members in
// insertion order (leader first), as upstream's EquivalenceClasses.
type classes struct {
	parent  map[*ir.Value]*ir.Value
	members map[*ir.Value][]*ir.Value // on leaders
}

func newClasses() classes {
	return classes{parent: map[*ir.Value]*ir.Value{}, members: map[*ir.Value][]*ir.Value{}}
}

func (c *classes) insert(v *ir.Value) {
	if _, ok := c.parent[v]; ok {
		return
	}
	c.parent[v] = v
	c.members[v] = []*ir.Value{v}
}

func (c *classes) leader(v *ir.Value) *ir.Value {
	p, ok := c.parent[v]
	if !ok {
		c.insert(v)
		return v
	}
	for p != c.parent[p] {
		p = c.parent[p]
	}
	for v != p {
		next := c.parent[v]
		c.parent[v] = p
		v = next
	}
	return p
}

func (c *classes) union(a, b *ir.Value) {
	la, lb := c.leader(a), c.leader(b)
	if la == lb {
		return
	}
	c.parent[lb] = la
	c.members[la] = append(c.members[la], c.members[lb]...)
	delete(c.members, lb)
}

func (c *classes) same(a, b *ir.Value) bool { return c.leader(a) == c.leader(b) }

func (c *classes) each(v *ir.Value, f func(*ir.Value)) {
	for _, m := range c.members[c.leader(v)] {
		f(m)
	}
}

// State is upstream's AnalysisState together with OneShotAnalysisState:
// the options, and (once the One-Shot analysis ran) the alias and
// equivalence sets of tensor values and the in-place decisions.
type State struct {
	Opts *Options
	ctx  *ir.Context
	// analyzed is set when the One-Shot analysis provides the decisions.
	analyzed       bool
	aliases, equiv classes
	inPlace        map[*ir.OpOperand]bool
	undefinedUses  map[*ir.OpOperand]bool
	definitions    map[*ir.Value][]*ir.Value
	dom            *ir.DominanceInfo
	// funcs holds the function boundary analysis (module bufferization).
	funcs *funcAnalysis
}

// NewState returns a state without analysis information.
func NewState(opts *Options) *State { return &State{Opts: opts} }

// NewOneShotState returns the state of a One-Shot analysis of op (not
// yet run: see AnalyzeOp).
func NewOneShotState(ctx *ir.Context, op *ir.Operation, opts *Options) *State {
	return newOneShotState(ctx, op, opts)
}

// newOneShotState creates alias entries for every tensor value under op and
// marks the operands that must bufferize in place.
func newOneShotState(ctx *ir.Context, op *ir.Operation, opts *Options) *State {
	s := &State{Opts: opts, ctx: ctx, analyzed: true, aliases: newClasses(), equiv: newClasses(),
		inPlace: map[*ir.OpOperand]bool{}, undefinedUses: map[*ir.OpOperand]bool{},
		definitions: map[*ir.Value][]*ir.Value{}, dom: ir.NewDominanceInfo()}
	s.addEntries(op)
	return s
}

// addEntries creates alias entries for the tensor values under op and marks
// the operands that must bufferize in place.
func (s *State) addEntries(op *ir.Operation) {
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		for _, r := range o.Results() {
			if isTensor(r.Type()) {
				s.aliases.insert(r)
				s.equiv.insert(r)
			}
		}
		for i := 0; i < o.NumRegions(); i++ {
			for _, b := range o.Region(i).Blocks() {
				for _, a := range b.Args() {
					if isTensor(a.Type()) {
						s.aliases.insert(a)
						s.equiv.insert(a)
					}
				}
			}
		}
		return ir.WalkAdvance
	})
	walkAllowedOps(op, s.Opts, func(o *ir.Operation, b BufferizableOpInterface) {
		req, _ := b.(InPlaceRequirer)
		for i := 0; i < o.NumOperands(); i++ {
			u := o.OpOperand(i)
			if !isTensor(u.Get().Type()) {
				continue
			}
			// By default, unranked tensors (which cannot be copied) must
			// bufferize in place.
			if req != nil && req.MustBufferizeInPlace(u, s) || req == nil && isUnranked(u.Get().Type()) {
				s.bufferizeInPlace(u)
			}
		}
	})
}

// walkAllowedOps visits the allowed bufferizable ops under op. (Upstream
// walks in post-order, where skipping an op that is not allowed does not
// skip its body.)
func walkAllowedOps(op *ir.Operation, opts *Options, f func(*ir.Operation, BufferizableOpInterface)) {
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if b := opts.Bufferizable(o); b != nil {
			f(o, b)
		}
		return ir.WalkAdvance
	})
}

func (s *State) bufferizeInPlace(u *ir.OpOperand) {
	if s.inPlace[u] {
		return
	}
	s.inPlace[u] = true
	for _, a := range s.AliasingValues(u) {
		s.aliases.union(a.Value, u.Get())
	}
}

// IsInPlace reports whether operand u bufferizes in place.
func (s *State) IsInPlace(u *ir.OpOperand) bool {
	if u.Owner().Name() == "bufferization.to_buffer" {
		return true
	}
	if s.analyzed {
		return s.inPlace[u]
	}
	return !s.BufferizesToMemoryWrite(u)
}

// AreEquivalent reports whether two tensor values bufferize to the same
// buffer.
func (s *State) AreEquivalent(a, b *ir.Value) bool {
	if !s.analyzed {
		return false
	}
	return s.equiv.same(a, b)
}

// AreAliasing reports whether two tensor values may share a buffer.
func (s *State) AreAliasing(a, b *ir.Value) bool {
	if !s.analyzed {
		return true
	}
	return s.aliases.same(a, b)
}

func (s *State) eachAlias(v *ir.Value, f func(*ir.Value)) { s.aliases.each(v, f) }

// AliasingValues is upstream's AnalysisState::getAliasingValues.
func (s *State) AliasingValues(u *ir.OpOperand) []AliasingValue {
	if b := s.Opts.Bufferizable(u.Owner()); b != nil {
		return b.AliasingValues(u, s)
	}
	return unknownAliasingValues(u)
}

// AliasingOperands is upstream's AnalysisState::getAliasingOpOperands.
func (s *State) AliasingOperands(v *ir.Value) []AliasingOperand {
	owner := ownerOfValue(v)
	if b := s.Opts.Bufferizable(owner); b != nil {
		if p, ok := b.(AliasingOperandsProvider); ok {
			return p.AliasingOperands(v, s)
		}
		return s.defaultAliasingOperands(v)
	}
	return unknownAliasingOperands(v)
}

func (s *State) defaultAliasingOperands(v *ir.Value) []AliasingOperand {
	op := ownerOfValue(v)
	var out []AliasingOperand
	for i := 0; i < op.NumOperands(); i++ {
		u := op.OpOperand(i)
		if !isTensor(u.Get().Type()) {
			continue
		}
		for _, a := range s.AliasingValues(u) {
			if a.Value == v {
				out = append(out, AliasingOperand{u, a.Relation, a.Definite})
			}
		}
	}
	return out
}

func unknownAliasingOperands(v *ir.Value) []AliasingOperand {
	op := v.DefiningOp()
	if op == nil {
		b := v.OwnerBlock()
		if b == nil || !b.IsEntry() {
			return nil
		}
		op = b.ParentOp()
	}
	var out []AliasingOperand
	for i := 0; i < op.NumOperands(); i++ {
		if isTensor(op.Operand(i).Type()) {
			out = append(out, AliasingOperand{op.OpOperand(i), RelUnknown, false})
		}
	}
	return out
}

func unknownAliasingValues(u *ir.OpOperand) []AliasingValue {
	op := u.Owner()
	var out []AliasingValue
	for _, r := range op.Results() {
		if isTensor(r.Type()) {
			out = append(out, AliasingValue{r, RelUnknown, false})
		}
	}
	for i := 0; i < op.NumRegions(); i++ {
		if b := op.Region(i).First(); b != nil {
			for _, a := range b.Args() {
				if isTensor(a.Type()) {
					out = append(out, AliasingValue{a, RelUnknown, false})
				}
			}
		}
	}
	return out
}

// BufferizesToMemoryRead is upstream's AnalysisState::bufferizesToMemoryRead.
func (s *State) BufferizesToMemoryRead(u *ir.OpOperand) bool {
	if b := s.Opts.Bufferizable(u.Owner()); b != nil {
		return b.BufferizesToMemoryRead(u, s)
	}
	return true
}

// BufferizesToMemoryWrite is upstream's AnalysisState::bufferizesToMemoryWrite.
func (s *State) BufferizesToMemoryWrite(u *ir.OpOperand) bool {
	if b := s.Opts.Bufferizable(u.Owner()); b != nil {
		return b.BufferizesToMemoryWrite(u, s)
	}
	return true
}

// BufferizesToAliasOnly reports operands that neither read nor write but
// alias a value.
func (s *State) BufferizesToAliasOnly(u *ir.OpOperand) bool {
	if s.Opts.Bufferizable(u.Owner()) == nil {
		return false
	}
	return !s.BufferizesToMemoryRead(u) && !s.BufferizesToMemoryWrite(u) && len(s.AliasingValues(u)) != 0
}

// valueIsWrite is AnalysisState::bufferizesToMemoryWrite(Value).
func (s *State) valueIsWrite(v *ir.Value) bool {
	if v.DefiningOp() == nil {
		return true
	}
	b := s.Opts.Bufferizable(v.DefiningOp())
	if b == nil {
		return true
	}
	if r, ok := b.(ResultWriter); ok {
		return r.ResultBufferizesToMemoryWrite(v, s)
	}
	return s.defaultResultIsWrite(v)
}

// defaultResultIsWrite is defaultResultBufferizesToMemoryWrite.
func (s *State) defaultResultIsWrite(v *ir.Value) bool {
	ops := s.AliasingOperands(v)
	if len(ops) == 0 {
		return true
	}
	for _, a := range ops {
		if s.BufferizesToMemoryWrite(a.Operand) {
			return true
		}
	}
	def := v.DefiningOp()
	inside := func(w *ir.Value) bool {
		o := ownerOfValue(w)
		if o == nil || !def.IsAncestor(o) {
			return false
		}
		return s.valueIsWrite(w)
	}
	for _, a := range ops {
		if len(s.findInReverseUseDefChain(a.Operand, inside, traversal{})) != 0 {
			return true
		}
	}
	return false
}

// IsValueRead is upstream's isValueRead: a use reads v, possibly through
// alias-only ops.
func (s *State) IsValueRead(v *ir.Value) bool {
	work := v.UseList()
	seen := map[*ir.OpOperand]bool{}
	for len(work) > 0 {
		u := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[u] {
			continue
		}
		seen[u] = true
		if s.BufferizesToAliasOnly(u) {
			for _, a := range s.AliasingValues(u) {
				work = append(work, a.Value.UseList()...)
			}
		}
		if s.BufferizesToMemoryRead(u) {
			return true
		}
	}
	return false
}

// traversal is upstream's TraversalConfig (alwaysIncludeLeaves is the
// inverse of noLeaves).
type traversal struct {
	includeLeaves, followEquivalentOnly, followInPlaceOnly, followSameTypeOrCasts, followUnknown, revisit bool
}

// findInReverseUseDefChain is upstream's findValueInReverseUseDefChain.
func (s *State) findInReverseUseDefChain(u *ir.OpOperand, cond func(*ir.Value) bool, cfg traversal) []*ir.Value {
	return s.findInReverseUseDefChainVisited(u, cond, cfg, nil)
}

// findInReverseUseDefChainVisited also records the aliasing operands it
// follows in visited (when not nil).
func (s *State) findInReverseUseDefChainVisited(u *ir.OpOperand, cond func(*ir.Value) bool, cfg traversal, visitedOperands *operandSet) []*ir.Value {
	visited := map[*ir.Value]bool{}
	var result []*ir.Value
	inResult := map[*ir.Value]bool{}
	add := func(v *ir.Value) {
		if !inResult[v] {
			inResult[v] = true
			result = append(result, v)
		}
	}
	work := []*ir.Value{u.Get()}
	inWork := map[*ir.Value]bool{u.Get(): true}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		delete(inWork, v)
		if !cfg.revisit && visited[v] {
			if cfg.includeLeaves {
				add(v)
			}
			continue
		}
		visited[v] = true
		if cond(v) {
			add(v)
			continue
		}
		if !cfg.followUnknown && s.Opts.Bufferizable(ownerOfValue(v)) == nil {
			if cfg.includeLeaves {
				add(v)
			}
			continue
		}
		aliases := s.AliasingOperands(v)
		if len(aliases) == 0 {
			if cfg.includeLeaves {
				add(v)
			}
			continue
		}
		for _, a := range aliases {
			if cfg.followEquivalentOnly && a.Relation != RelEquivalent {
				if cfg.includeLeaves {
					add(v)
				}
				continue
			}
			if cfg.followInPlaceOnly && !s.IsInPlace(a.Operand) {
				if cfg.includeLeaves {
					add(v)
				}
				continue
			}
			if cfg.followSameTypeOrCasts && a.Operand.Get().Type() != v.Type() && !isCast(v.DefiningOp()) {
				if cfg.includeLeaves {
					add(v)
				}
				continue
			}
			if w := a.Operand.Get(); !inWork[w] {
				inWork[w] = true
				work = append(work, w)
			}
			if visitedOperands != nil {
				visitedOperands.add(a.Operand)
			}
		}
	}
	return result
}

func isCast(op *ir.Operation) bool {
	if op == nil {
		return false
	}
	switch op.Name() {
	case "tensor.cast", "memref.cast", "arith.bitcast", "arith.index_cast", "arith.index_castui",
		"arith.extf", "arith.extsi", "arith.extui", "arith.truncf", "arith.trunci", "arith.fptosi",
		"arith.fptoui", "arith.sitofp", "arith.uitofp", "builtin.unrealized_conversion_cast":
		return true
	}
	return false
}

// findDefinitions is upstream's findDefinitions: the values defining the
// contents of u's value.
func (s *State) findDefinitions(u *ir.OpOperand) []*ir.Value {
	if s.definitions != nil {
		if d, ok := s.definitions[u.Get()]; ok {
			return d
		}
	}
	d := s.findInReverseUseDefChain(u, s.valueIsWrite, traversal{})
	if s.definitions != nil {
		s.definitions[u.Get()] = d
	}
	return d
}

// HasUndefinedContents reports uses of tensors without defined contents.
func (s *State) HasUndefinedContents(u *ir.OpOperand) bool { return s.undefinedUses[u] }

// CanOmitTensorCopy is upstream's canOmitTensorCopy.
func (s *State) CanOmitTensorCopy(u *ir.OpOperand) bool {
	if s.HasUndefinedContents(u) {
		return true
	}
	if s.BufferizesToMemoryWrite(u) && !s.BufferizesToMemoryRead(u) {
		return true
	}
	if !s.BufferizesToMemoryRead(u) {
		read := false
		for _, a := range s.AliasingValues(u) {
			if s.IsValueRead(a.Value) {
				read = true
			}
		}
		if !read {
			return true
		}
	}
	return false
}

// IsWritable is OneShotAnalysisState::isWritable.
func (s *State) IsWritable(v *ir.Value) bool {
	b := s.Opts.Bufferizable(ownerOfValue(v))
	if b == nil {
		return false
	}
	if w, ok := b.(WritableValues); ok {
		return w.IsWritable(v, s)
	}
	// By default, results are writable and block arguments are not.
	return v.DefiningOp() != nil
}

// isRepetitiveRegion asks the op's interface (default: the region can
// reach itself through RegionBranchOpInterface).
func (s *State) isRepetitiveRegion(r *ir.Region) bool {
	op := r.ParentOp()
	b := s.Opts.Bufferizable(op)
	if b == nil {
		return false
	}
	if k, ok := b.(RegionKinds); ok {
		return k.IsRepetitiveRegion(op, r.Index())
	}
	return regionReachable(r, r)
}

func (s *State) isParallelRegion(r *ir.Region) bool {
	op := r.ParentOp()
	b := s.Opts.Bufferizable(op)
	if b == nil {
		return false
	}
	if k, ok := b.(RegionKinds); ok {
		return k.IsParallelRegion(op, r.Index())
	}
	return false
}

// regionReachable reports whether `to` is reachable from the end of `from`
// through the parent's RegionBranchOpInterface.
func regionReachable(from, to *ir.Region) bool {
	op := from.ParentOp()
	br := ir.RegionBranchInterface(op)
	if br == nil {
		return false
	}
	seen := map[*ir.Region]bool{}
	stack := []*ir.Region{from}
	for len(stack) > 0 {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, succ := range br.SuccessorRegions(op, r, nil) {
			if succ.Region == nil {
				continue
			}
			if succ.Region == to {
				return true
			}
			if !seen[succ.Region] {
				seen[succ.Region] = true
				stack = append(stack, succ.Region)
			}
		}
	}
	return false
}

// enclosingRepetitiveRegion of a value or an op's block.
func (s *State) enclosingRepetitiveRegion(r *ir.Region) *ir.Region {
	return enclosingRegion(r, s.isRepetitiveRegion)
}

// enclosingRegion returns r or the first region around it that is, nil
// when none is.
func enclosingRegion(r *ir.Region, is func(*ir.Region) bool) *ir.Region {
	for r != nil {
		if is(r) {
			return r
		}
		p := r.ParentOp()
		if p == nil {
			return nil
		}
		r = p.ParentRegion()
	}
	return nil
}

func (s *State) nextEnclosingRepetitiveRegion(r *ir.Region) *ir.Region {
	for {
		p := r.ParentOp()
		if p == nil {
			return nil
		}
		r = p.ParentRegion()
		if r == nil || s.isRepetitiveRegion(r) {
			return r
		}
	}
}

func (s *State) parallelRegion(r *ir.Region) *ir.Region {
	return enclosingRegion(r, s.isParallelRegion)
}

// insideMutuallyExclusiveRegions is upstream's helper of the same name.
func insideMutuallyExclusiveRegions(a, b *ir.Operation) bool {
	for p := a.ParentOp(); p != nil; p = p.ParentOp() {
		if ir.RegionBranchInterface(p) == nil {
			continue
		}
		if !p.IsProperAncestor(b) {
			continue
		}
		var ra, rb *ir.Region
		for i := 0; i < p.NumRegions(); i++ {
			r := p.Region(i)
			if r.FindAncestorOpInRegion(a) != nil {
				ra = r
			}
			if r.FindAncestorOpInRegion(b) != nil {
				rb = r
			}
		}
		return ra != nil && rb != nil && ra != rb && !regionReachable(ra, rb) && !regionReachable(rb, ra)
	}
	return false
}
