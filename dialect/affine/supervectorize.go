package affine

import (
	"strconv"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/ub"
	"github.com/gomlir/gomlir/dialect/vector"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "affine-super-vectorize",
		Name:     "AffineVectorize",
		Summary:  "Vectorize to a target independent n-D vector abstraction",
		OpName:   "func.func",
		New: func() (pass.Pass, *pass.Options) {
			p := &superVectorize{}
			o := &pass.Options{}
			o.LongList("virtual-vector-size", "Specify an n-D virtual vector size for vectorization. This must be greater than zero.", &p.sizes)
			o.LongList("test-fastest-varying", "Specify a 1-D, 2-D or 3-D pattern of fastest varying memory dimensions to match. See defaultPatterns in Vectorize.cpp for a description and examples. This is used for testing purposes", &p.fastest)
			o.Bool("vectorize-reductions", "Vectorize known reductions expressed via iter_args. Switched off by default.", &p.reductions, false)
			return p, o
		},
	})
}

// superVectorize is upstream's Vectorize pass (affine-super-vectorize):
// the affine.for nests matching a 1-D to 3-D pattern of parallel loops
// with contiguous memory accesses become loops over virtual vectors.
type superVectorize struct {
	sizes, fastest []string
	reductions     bool
}

// int64s parses the entries of a list option (validated when parsed).
func int64s(list []string) []int64 {
	out := make([]int64, len(list))
	for i, s := range list {
		out[i], _ = strconv.ParseInt(s, 10, 64)
	}
	return out
}

// Run is upstream's Vectorize::runOnOperation: the options are checked,
// the parallel loops (and, with vectorize-reductions, their reductions)
// found, and the matching nests vectorized.
func (p *superVectorize) Run(fn *ir.Operation, st *pass.State) error {
	sizes, fastest := int64s(p.sizes), int64s(p.fastest)
	if len(fastest) != 0 && len(fastest) != len(sizes) {
		st.Report(fn.EmitRemark("Fastest varying pattern specified with different size than the vector size."))
		return pass.ErrFailed
	}
	if p.reductions && len(sizes) != 1 {
		st.Report(fn.EmitError("Vectorizing reductions is supported only for 1-D vectors."))
		return pass.ErrFailed
	}
	for _, s := range sizes {
		if s <= 0 {
			st.Report(fn.EmitError("Vectorization factor must be greater than zero."))
			return pass.ErrFailed
		}
	}
	parallel := map[*ir.Operation]bool{}
	reductions := map[*ir.Operation][]loopReduction{}
	fn.Each(func(op *ir.Operation) {
		if !isFor(op) {
			return
		}
		reds, ok := loopParallel(st.Ctx, op, p.reductions)
		if ok {
			parallel[op] = true
			if len(reds) > 0 {
				reductions[op] = reds
			}
		}
	})
	v := &vectorizer{ctx: st.Ctx, report: st.Report, parallel: parallel}
	v.vectorizeLoops(fn, sizes, fastest, reductions)
	return nil
}

// vectorizer holds what the vectorization of one function shares.
type vectorizer struct {
	ctx      *ir.Context
	report   func(*ir.Diagnostic)
	parallel map[*ir.Operation]bool
}

// vectorizableLoop is upstream's isVectorizableLoopPtrFactory filter: a
// parallel affine.for whose accesses are invariant or vary along the
// memref dimension fastest (any when -1) counted from the innermost.
func (v *vectorizer) vectorizableLoop(fastest int64) func(*ir.Operation) bool {
	return func(op *ir.Operation) bool {
		if !isFor(op) || !v.parallel[op] {
			return false
		}
		dim := -1
		if !isVectorizableLoopBody(v.ctx, op, &dim, v.report) {
			return false
		}
		return dim == -1 || fastest == -1 || int64(dim) == fastest
	}
}

// makePattern is upstream's: nested loop patterns, one per vector
// dimension (up to 3), or nil for other ranks.
func (v *vectorizer) makePattern(rank int, fastest []int64) *nestedPattern {
	if rank < 1 || rank > 3 {
		return nil
	}
	var p *nestedPattern
	for d := rank - 1; d >= 0; d-- {
		f := int64(-1)
		if d < len(fastest) {
			f = fastest[d]
		}
		p = &nestedPattern{filter: v.vectorizableLoop(f), child: p}
	}
	return p
}

// strategy is upstream's VectorizationStrategy: the vector sizes, the
// vector dimension of each loop to vectorize and the reductions of the
// loops that may be vectorized along their reduction dimension.
type strategy struct {
	sizes          []int64
	loopToVecDim   map[*ir.Operation]int
	reductionLoops map[*ir.Operation][]loopReduction
}

// vectorizeIfProfitable is upstream's vectorizeLoopIfProfitable.
func (s *strategy) vectorizeIfProfitable(loop *ir.Operation, depthInPattern, patternDepth int) {
	if patternDepth-depthInPattern > len(s.sizes) {
		return
	}
	s.loopToVecDim[loop] = len(s.sizes) - (patternDepth - depthInPattern)
}

// analyzeProfitability is upstream's: the innermost loops of the pattern
// take the fastest varying vector dimensions.
func (s *strategy) analyzeProfitability(matches []nestedMatch, depthInPattern, patternDepth int) {
	for _, m := range matches {
		s.analyzeProfitability(m.children, depthInPattern+1, patternDepth)
		s.vectorizeIfProfitable(m.op, depthInPattern, patternDepth)
	}
}

// vectorizeLoops is upstream's: the matches of the pattern are grouped in
// buckets of matches enclosing one another, and the first match of each
// bucket that vectorizes is applied.
func (v *vectorizer) vectorizeLoops(fn *ir.Operation, sizes, fastest []int64, reductions map[*ir.Operation][]loopReduction) {
	pattern := v.makePattern(len(sizes), fastest)
	if pattern == nil {
		return
	}
	depth := pattern.depth()
	matches := pattern.match(fn, nil, nil)
	for _, bucket := range intersectionBuckets(matches) {
		for _, m := range bucket {
			// A match of a loop erased by an earlier bucket's
			// vectorization is skipped.
			if !fn.IsProperAncestor(m.op) {
				continue
			}
			s := &strategy{sizes: sizes, loopToVecDim: map[*ir.Operation]int{}, reductionLoops: reductions}
			s.analyzeProfitability(m.children, 1, depth)
			s.vectorizeIfProfitable(m.op, 0, depth)
			if v.vectorizeRootMatch(m, s) {
				break
			}
		}
	}
}

// intersectionBuckets is upstream's computeIntersectionBuckets: a match
// joins the first bucket whose root encloses it or is enclosed by it.
func intersectionBuckets(matches []nestedMatch) [][]nestedMatch {
	var buckets [][]nestedMatch
	var roots []*ir.Operation
	for _, m := range matches {
		joined := false
		for i, root := range roots {
			if root.IsAncestor(m.op) || m.op.IsAncestor(root) {
				if !root.IsAncestor(m.op) {
					roots[i] = m.op
				}
				buckets[i] = append(buckets[i], m)
				joined = true
				break
			}
		}
		if !joined {
			roots = append(roots, m.op)
			buckets = append(buckets, []nestedMatch{m})
		}
	}
	return buckets
}

// vecState is upstream's VectorizationState: the builder creating the
// vector loop nest and the replacements of the scalar values.
type vecState struct {
	v        *vectorizer
	b        *ir.Builder
	strategy *strategy
	// opVec maps scalar ops to their vector counterparts.
	opVec map[*ir.Operation]*ir.Operation
	// valueVec maps scalar values to their vector replacements.
	valueVec map[*ir.Value]*ir.Value
	// valueScalar maps scalar values to their scalar replacements in the
	// vector loop nest.
	valueScalar map[*ir.Value]*ir.Value
	// loopResults are the scalar replacements of reduction loop results,
	// in registration order.
	loopResults [][2]*ir.Value
	// vecLoopToVecDim maps the new vector loops to their vector dimension.
	vecLoopToVecDim map[*ir.Operation]int
	// vecLoopToMask maps new vector loops to their mask, when they need one.
	vecLoopToMask map[*ir.Operation]*ir.Value
}

// registerOp is registerOpVectorReplacement.
func (s *vecState) registerOp(replaced, replacement *ir.Operation) {
	s.opVec[replaced] = replacement
	for i, r := range replaced.Results() {
		if i < replacement.NumResults() {
			s.valueVec[r] = replacement.Result(i)
		}
	}
}

// registerValue is registerValueVectorReplacement.
func (s *vecState) registerValue(replaced *ir.Value, replacement *ir.Operation) {
	if def := replaced.DefiningOp(); def != nil {
		s.registerOp(def, replacement)
		return
	}
	s.valueVec[replaced] = replacement.Result(0)
}

// scalar returns the scalar replacement of v, or v.
func (s *vecState) scalar(v *ir.Value) *ir.Value {
	if r, ok := s.valueScalar[v]; ok {
		return r
	}
	return v
}

// scalars maps scalar over vs.
func (s *vecState) scalars(vs []*ir.Value) []*ir.Value {
	out := make([]*ir.Value, len(vs))
	for i, v := range vs {
		out[i] = s.scalar(v)
	}
	return out
}

// vectorType is getVectorType: the strategy's vector of t.
func (s *vecState) vectorType(t ir.Type) *ir.VectorType {
	return s.v.ctx.VectorType(s.strategy.sizes, t, nil)
}

// guard saves the builder's insertion point; calling the result restores
// it (upstream's InsertionGuard).
func (s *vecState) guard() func() {
	block, before := s.b.InsertionBlock(), s.b.InsertionPoint()
	return func() {
		if before != nil {
			s.b.SetInsertionPoint(before)
		} else {
			s.b.SetInsertionPointToEnd(block)
		}
	}
}

// vectorizeRootMatch is upstream's vectorizeRootMatch and
// vectorizeLoopNest: the scalar nest is rebuilt on vectors after itself
// and erased, or left alone (and the partial vector nest erased) when an
// op does not vectorize.
func (v *vectorizer) vectorizeRootMatch(m nestedMatch, strat *strategy) bool {
	root := m.op
	if !isVectorizableLoopBody(v.ctx, root, nil, v.report) {
		return false
	}
	s := &vecState{v: v, b: ir.NewBuilder(v.ctx), strategy: strat,
		opVec: map[*ir.Operation]*ir.Operation{}, valueVec: map[*ir.Value]*ir.Value{}, valueScalar: map[*ir.Value]*ir.Value{},
		vecLoopToVecDim: map[*ir.Operation]int{}, vecLoopToMask: map[*ir.Operation]*ir.Value{}}
	s.b.SetInsertionPointAfter(root)
	ok := root.WalkPre(func(op *ir.Operation) ir.WalkResult {
		if s.vectorizeOne(op) == nil {
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	if !ok {
		if vecRoot := s.opVec[root]; vecRoot != nil {
			eraseWithUsers(vecRoot)
		}
		return false
	}
	for _, r := range s.loopResults {
		r[0].ReplaceAllUsesWith(r[1])
	}
	root.Erase()
	return true
}

// eraseWithUsers erases op after the ops outside it using its results
// (the reductions of a vector loop whose nest failed to vectorize).
func eraseWithUsers(op *ir.Operation) {
	for _, r := range op.Results() {
		for _, u := range r.Users() {
			if u.Block() != nil && !op.IsAncestor(u) {
				eraseWithUsers(u)
			}
		}
	}
	op.Erase()
}

// vectorizeOne is upstream's vectorizeOneOperation: the vector form of op,
// or nil when op does not vectorize.
func (s *vecState) vectorizeOne(op *ir.Operation) *ir.Operation {
	if !op.IsRegistered() {
		if op.NumRegions() != 0 {
			return nil
		}
		return s.widen(op)
	}
	switch op.Name() {
	case "affine.load":
		return s.vectorizeLoad(op)
	case "affine.store":
		return s.vectorizeStore(op)
	case "affine.for":
		return s.vectorizeFor(op)
	case "affine.yield":
		return s.vectorizeYield(op)
	case "arith.constant":
		return s.vectorizeConstant(op)
	case "affine.apply":
		return s.vectorizeApply(op)
	}
	if op.NumRegions() != 0 {
		return nil
	}
	return s.widen(op)
}

// vectorizeConstant is upstream's: a splat of the constant at the start of
// the innermost vector loop around the insertion point.
func (s *vecState) vectorizeConstant(op *ir.Operation) *ir.Operation {
	t := op.Result(0).Type()
	if !validVectorElem(t) {
		return nil
	}
	vt := s.vectorType(t)
	attr := vector.SplatAttr(s.v.ctx, vt, op.InherentAttr("value"))
	if attr == nil {
		return nil
	}
	parent := s.b.InsertionBlock().ParentOp()
	for parent != nil {
		if _, ok := s.vecLoopToVecDim[parent]; ok {
			break
		}
		parent = parent.ParentOp()
	}
	if parent == nil {
		return nil
	}
	defer s.guard()()
	s.b.SetInsertionPointToStart(forLoop{parent}.body())
	c := arith.BuildConstantOp(s.b, op.Loc(), vt, ir.NamedAttr{Name: "value", Value: attr}).Operation
	s.registerOp(op, c)
	return c
}

// vectorizeApply is upstream's vectorizeAffineApplyOp: the apply stays
// scalar, on the scalar replacements of its operands.
func (s *vecState) vectorizeApply(op *ir.Operation) *ir.Operation {
	operands := make([]*ir.Value, op.NumOperands())
	for i, o := range op.Operands() {
		if _, ok := s.valueVec[o]; ok {
			return nil
		}
		operands[i] = s.scalar(o)
	}
	apply := buildApply(s.b, op.Loc(), mapAttr(op, "map"), operands)
	s.valueScalar[op.Result(0)] = apply
	return apply.DefiningOp()
}

// initialVector is upstream's createInitialVector: a vector of the
// neutral element of a reduction.
func (s *vecState) initialVector(kind int64, old *ir.Value) *ir.Value {
	t := old.Type()
	if !validVectorElem(t) {
		return nil
	}
	id := arith.IdentityValueAttr(s.v.ctx, kind, t)
	if id == nil {
		return nil
	}
	vt := s.vectorType(t)
	return arith.BuildConstantOp(s.b, old.Loc(), vt, ir.NamedAttr{Name: "value", Value: vector.SplatAttr(s.v.ctx, vt, id)}).Result()
}

// createMask is upstream's: the mask of the meaningful lanes of a vector
// reduction loop whose trip count the vector size may not divide, at the
// start of its body; nil when no mask is needed.
func (s *vecState) createMask(vecFor *ir.Operation) *ir.Value {
	if m, ok := s.vecLoopToMask[vecFor]; ok {
		return m
	}
	f := forLoop{vecFor}
	if lb, ub, ok := f.constantBounds(); ok && (ub-lb)%f.step() == 0 {
		return nil
	}
	defer s.guard()()
	s.b.SetInsertionPointToStart(f.body())
	c := s.v.ctx
	loc := vecFor.Loc()
	var ub *ir.Value
	ubMap := f.ubMap()
	if len(ubMap.Results) == 1 {
		ub = buildApply(s.b, loc, ubMap, f.ubOperands())
	} else {
		ub = BuildMinOp(s.b, loc, f.ubOperands(), c.IndexType(), ir.NamedAttr{Name: "map", Value: c.AffineMapAttr(ubMap)}).Result()
	}
	sub := affine.Get(c, 2, 0, []affine.Expr{affine.Sub(c, affine.Dim(c, 0), affine.Dim(c, 1))})
	left := MakeComposedApply(s.b, loc, sub, []viewlike.Mixed{{Value: ub}, {Value: f.iv()}}).Result(0)
	if !ub.HasUses() {
		ub.DefiningOp().Erase()
	}
	mask := vector.BuildCreateMaskOp(s.b, loc, []*ir.Value{left}, c.VectorType(s.strategy.sizes, c.IntegerType(1, ir.Signless), nil)).Result(0)
	s.vecLoopToMask[vecFor] = mask
	return mask
}

// isUniform is upstream's isUniformDefinition: the induction variable of
// a loop that is not vectorized, or a scalar defined outside every
// vectorized loop.
func (s *vecState) isUniform(v *ir.Value) bool {
	if f, ok := forInductionVarOwner(v); ok {
		if _, vec := s.strategy.loopToVecDim[f.op]; !vec {
			return true
		}
	}
	var owner *ir.Operation
	if r := v.ParentRegion(); r != nil {
		owner = r.ParentOp()
	}
	for loop := range s.strategy.loopToVecDim {
		if owner == nil || loop.IsAncestor(owner) {
			return false
		}
	}
	return validVectorElem(v.Type())
}

// vectorizeUniform is upstream's: a broadcast of the uniform's scalar
// replacement, right after its definition.
func (s *vecState) vectorizeUniform(v *ir.Value) *ir.Operation {
	defer s.guard()()
	repl := s.scalar(v)
	if def := repl.DefiningOp(); def != nil {
		s.b.SetInsertionPointAfter(def)
	} else {
		s.b.SetInsertionPointToStart(repl.OwnerBlock())
	}
	bcast := vector.BuildBroadcastOp(s.b, v.Loc(), repl, s.vectorType(v.Type())).Operation
	s.registerValue(v, bcast)
	return bcast
}

// vectorizeOperand is upstream's: the vector replacement of operand, made
// from a constant or a uniform when there is none yet; nil when the
// operand cannot be vectorized.
func (s *vecState) vectorizeOperand(operand *ir.Value) *ir.Value {
	if r, ok := s.valueVec[operand]; ok {
		return r
	}
	if _, ok := operand.Type().(*ir.VectorType); ok {
		return nil
	}
	if def := operand.DefiningOp(); def != nil && def.Name() == "arith.constant" && def.IsRegistered() {
		c := s.vectorizeConstant(def)
		if c == nil {
			return nil
		}
		return c.Result(0)
	}
	if s.isUniform(operand) {
		return s.vectorizeUniform(operand).Result(0)
	}
	return nil
}

// accessIndices is computeMemoryOpIndices: the memref indices of an access
// with map m on operands, one affine.apply per result unless m is the
// identity.
func (s *vecState) accessIndices(op *ir.Operation, m *affine.Map, operands []*ir.Value, rank int) []*ir.Value {
	c := s.v.ctx
	if m == affine.MultiDimIdentityMap(c, rank) {
		return operands
	}
	out := make([]*ir.Value, len(m.Results))
	for i, r := range m.Results {
		out[i] = buildApply(s.b, op.Loc(), affine.Get(c, m.NumDims, m.NumSymbols, []affine.Expr{r}), operands)
	}
	return out
}

// transferAttrs are the attributes of a transfer of the strategy's
// vectors with permutation map perm and no in-bounds dimension.
func (s *vecState) transferAttrs(perm *affine.Map) []ir.NamedAttr {
	c := s.v.ctx
	return []ir.NamedAttr{{Name: "in_bounds", Value: vector.InBoundsAttr(c, make([]bool, len(s.strategy.sizes)))},
		{Name: "permutation_map", Value: c.AffineMapAttr(perm)}}
}

// vectorizeLoad is upstream's vectorizeAffineLoad: a vector.transfer_read
// whose permutation map follows the vectorized loops.
func (s *vecState) vectorizeLoad(op *ir.Operation) *ir.Operation {
	mem, m, mapOperands := accessParts(op)
	mt := mem.Type().(*ir.MemRefType)
	operands := s.scalars(mapOperands)
	if m != affine.MultiDimIdentityMap(s.v.ctx, len(mt.Shape)) {
		for _, o := range operands {
			if d := o.DefiningOp(); d != nil && d.Name() == "affine.apply" {
				return nil
			}
		}
	}
	indices := s.accessIndices(op, m, operands, len(mt.Shape))
	perm := permutationMap(s.v.ctx, s.b.InsertionBlock(), indices, s.vecLoopToVecDim)
	if perm == nil {
		return nil
	}
	pad := ub.BuildPoisonOp(s.b, op.Loc(), mt.Elem).Result()
	read := vector.BuildTransferReadOp(s.b, op.Loc(), mem, indices, pad, nil, s.vectorType(mt.Elem), s.transferAttrs(perm)...).Operation
	s.registerOp(op, read)
	return read
}

// vectorizeStore is upstream's vectorizeAffineStore: a
// vector.transfer_write of the vectorized value.
func (s *vecState) vectorizeStore(op *ir.Operation) *ir.Operation {
	val := s.vectorizeOperand(op.Operand(0))
	if val == nil {
		return nil
	}
	mem, m, mapOperands := accessParts(op)
	mt := mem.Type().(*ir.MemRefType)
	indices := s.accessIndices(op, m, s.scalars(mapOperands), len(mt.Shape))
	perm := permutationMap(s.v.ctx, s.b.InsertionBlock(), indices, s.vecLoopToVecDim)
	if perm == nil {
		return nil
	}
	write := vector.BuildTransferWriteOp(s.b, op.Loc(), val, mem, indices, nil, nil, s.transferAttrs(perm)...).Operation
	s.registerOp(op, write)
	return write
}

// isNeutralConst is upstream's isNeutralElementConst.
func (s *vecState) isNeutralConst(kind int64, v *ir.Value) bool {
	if !validVectorElem(v.Type()) {
		return false
	}
	id := arith.IdentityValueAttr(s.v.ctx, kind, v.Type())
	def := v.DefiningOp()
	return id != nil && def != nil && def.Name() == "arith.constant" && def.InherentAttr("value") == id
}

// vectorCombiningKinds maps arith::AtomicRMWKind to the vector.reduction
// kind upstream's getVectorReductionOp uses.
var vectorCombiningKinds = []int{vector.KindAdd, vector.KindAdd, vector.KindAnd, -1, vector.KindMaximumF, vector.KindMaxNumF,
	vector.KindMaxSI, vector.KindMaxUI, vector.KindMinimumF, vector.KindMinNumF, vector.KindMinSI, vector.KindMinUI,
	vector.KindMul, vector.KindMul, vector.KindOr, vector.KindXor}

// vectorizeFor is upstream's vectorizeAffineForOp: a new loop, its step
// scaled by the vector size along its vector dimension, reductions
// accumulating in vectors reduced after the loop.
func (s *vecState) vectorizeFor(op *ir.Operation) *ir.Operation {
	c := s.v.ctx
	f := forLoop{op}
	vecDim, isVecDim := s.strategy.loopToVecDim[op]
	inits := f.inits()
	if isVecDim && len(inits) > 0 && f.step() != 1 {
		return nil
	}
	// As upstream's, the new step is held in 32 bits.
	step := f.step()
	if isVecDim {
		step *= s.strategy.sizes[vecDim]
	}
	step = int64(uint32(step))
	var kinds []int64
	if isVecDim && len(inits) > 0 {
		reds := s.strategy.reductionLoops[op]
		if len(reds) != len(inits) {
			return nil
		}
		for _, r := range reds {
			k, _ := atomicRMWKind(reductionKinds[r.kind])
			kinds = append(kinds, int64(k))
		}
	}
	vecInits := make([]*ir.Value, len(inits))
	for i, init := range inits {
		if isVecDim {
			vecInits[i] = s.initialVector(kinds[i], init)
		} else {
			vecInits[i] = s.vectorizeOperand(init)
		}
		if vecInits[i] == nil {
			return nil
		}
	}
	types := make([]ir.Type, len(vecInits))
	argTypes := []ir.Type{c.IndexType()}
	argLocs := []ir.Location{op.Loc()}
	for i, v := range vecInits {
		types[i] = v.Type()
		argTypes = append(argTypes, v.Type())
		argLocs = append(argLocs, v.Loc())
	}
	vecFor := BuildForOp(s.b, op.Loc(), f.lbOperands(), f.ubOperands(), vecInits, types,
		ir.NamedAttr{Name: "lowerBoundMap", Value: c.AffineMapAttr(f.lbMap())},
		ir.NamedAttr{Name: "upperBoundMap", Value: c.AffineMapAttr(f.ubMap())},
		ir.NamedAttr{Name: "step", Value: c.IntAttr(c.IndexType(), step)}).Operation
	body := s.b.CreateBlock(vecFor.Region(0), argTypes, argLocs)
	s.b.SetInsertionPointAfter(vecFor)
	s.registerOp(op, vecFor)
	s.valueScalar[f.iv()] = body.Arg(0)
	for i, arg := range f.iterArgs() {
		s.valueVec[arg] = body.Arg(i + 1)
	}
	if isVecDim {
		for i := range inits {
			kind := kinds[i]
			red := vector.BuildReductionOp(s.b, vecFor.Loc(), vecFor.Result(i), nil, inits[i].Type(),
				ir.NamedAttr{Name: "kind", Value: vector.CombiningKind.Get(c, vectorCombiningKinds[kind])}).Result(0)
			final := red
			if !s.isNeutralConst(kind, inits[i]) {
				final = s.b.Create(&ir.OperationState{Loc: red.Loc(), Name: c.LookupOp(arith.ReductionOpName(kind)),
					Operands: []*ir.Value{red, inits[i]}, Types: []ir.Type{red.Type()}}).Result(0)
			}
			s.loopResults = append(s.loopResults, [2]*ir.Value{op.Result(i), final})
		}
		s.vecLoopToVecDim[vecFor] = vecDim
	}
	s.b.SetInsertionPointToStart(body)
	if isVecDim && len(inits) > 0 {
		s.createMask(vecFor)
	}
	return vecFor
}

// widen is upstream's widenOp: op rebuilt on the vector replacements of
// its operands, with vector results.
func (s *vecState) widen(op *ir.Operation) *ir.Operation {
	types := make([]ir.Type, op.NumResults())
	for i, r := range op.Results() {
		types[i] = s.vectorType(r.Type())
	}
	operands := make([]*ir.Value, op.NumOperands())
	for i, o := range op.Operands() {
		if operands[i] = s.vectorizeOperand(o); operands[i] == nil {
			return nil
		}
	}
	vecOp := s.b.Create(&ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: operands, Types: types,
		Attrs: attributesOf(op)})
	s.registerOp(op, vecOp)
	return vecOp
}

// attributesOf returns op's attributes as upstream's getAttrs does: its
// non-attribute properties (ods.Attr.Property) are left out.
func attributesOf(op *ir.Operation) []ir.NamedAttr {
	spec := ods.SpecOf(op)
	var out []ir.NamedAttr
	for _, a := range op.AllAttrs() {
		if spec != nil && isNonAttributeProperty(spec, a.Name) {
			continue
		}
		out = append(out, a)
	}
	return out
}

// isNonAttributeProperty reports whether the inherent attribute name of
// spec is a non-attribute property upstream.
func isNonAttributeProperty(spec *ods.Op, name string) bool {
	for _, a := range spec.Attrs {
		if a.Name == name {
			return a.Property != ods.NotProperty
		}
	}
	return false
}

// vectorizeYield is upstream's vectorizeAffineYieldOp: the widened yield;
// in a masked reduction loop, the reduced values are selected by the mask
// against the neutral vector before they are combined.
func (s *vecState) vectorizeYield(op *ir.Operation) *ir.Operation {
	yield := s.widen(op)
	if yield == nil {
		return nil
	}
	parent := s.b.InsertionBlock().ParentOp()
	if mask, ok := s.vecLoopToMask[parent]; ok && mask != nil {
		f := forLoop{parent}
		for i := 0; i < yield.NumOperands(); i++ {
			reduced, combiner := matchReduction(f.iterArgs(), i)
			if reduced == nil {
				return nil
			}
			s.b.SetInsertionPoint(combiner)
			masked := arith.BuildSelectOp(s.b, reduced.Loc(), mask, reduced, f.inits()[i], reduced.Type()).Result()
			for j, o := range combiner.Operands() {
				if o == reduced {
					combiner.SetOperand(j, masked)
				}
			}
		}
	}
	s.b.SetInsertionPointAfter(parent)
	return yield
}

// VectorizeLoop is upstream's vectorizeAffineLoopNest on the nest rooted
// at loop, vectorized along vector dimension 0 by size, with the
// reductions isLoopParallel finds. It returns false, leaving loop alone,
// when loop is not parallel; a nest that does not vectorize is left alone
// too.
func VectorizeLoop(ctx *ir.Context, report func(*ir.Diagnostic), loop *ir.Operation, size int64) bool {
	reds, parallel := loopParallel(ctx, loop, true)
	if !parallel {
		return false
	}
	s := &strategy{sizes: []int64{size}, loopToVecDim: map[*ir.Operation]int{loop: 0},
		reductionLoops: map[*ir.Operation][]loopReduction{}}
	if len(reds) > 0 {
		s.reductionLoops[loop] = reds
	}
	v := &vectorizer{ctx: ctx, report: report}
	v.vectorizeRootMatch(nestedMatch{op: loop}, s)
	return true
}
