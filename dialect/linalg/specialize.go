package linalg

import (
	"slices"

	"github.com/gomlir/gomlir/ir"
	aff "github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The linalg-specialize-generic-ops pass (upstream's Specialize.cpp):
// linalg.generic ops equivalent to a named op become that op: copy, fill,
// broadcast, transpose, exp, add/sub/mul/div, matmul and batch_matmul;
// elementwise ones on static tensors first get their transposed and
// broadcast inputs made explicit.

func init() {
	pass.Register(&pass.Info{
		Argument:  "linalg-specialize-generic-ops",
		Name:      "LinalgSpecializeGenericOpsPass",
		Summary:   "Convert generic ops back to named ops",
		Dependent: []string{"linalg"},
		New:       func() (pass.Pass, *pass.Options) { return specializeGenericOps{}, &pass.Options{} },
	})
}

type specializeGenericOps struct{}

var specializePatterns = rewrite.NewPatternSet([]rewrite.Pattern{
	&rewrite.Func{Name: "mlir::linalg::LinalgSpecializationPattern", On: "linalg.generic", Weight: 1, Rewrite: specializeGeneric},
	&rewrite.Func{Name: "(anonymous namespace)::DecomposeProjectedPermutation", On: "linalg.generic", Weight: 1, Rewrite: decomposeProjectedPermutation}})

func (specializeGenericOps) Run(op *ir.Operation, st *pass.State) error {
	cfg := rewrite.DefaultConfig()
	cfg.TopDown = false
	rewrite.ApplyGreedily(st.Ctx, op, specializePatterns, cfg)
	return nil
}

// genericShape gathers what the recognizers look at.
type genericShape struct {
	op                *ir.Operation
	maps              []*aff.Map
	nIn, nOut         int
	body              *ir.Block
	allParallel       bool
	singleInputOutput bool
}

func shapeOfGeneric(op *ir.Operation) genericShape {
	g := genericShape{op: op, maps: genericMaps{}.IndexingMaps(op), body: op.Region(0).First(), allParallel: true}
	g.nIn, g.nOut = ods.GroupRange(op, 1, false)
	for _, it := range (genericMaps{}).IteratorTypes(op) {
		g.allParallel = g.allParallel && it == parallel
	}
	g.singleInputOutput = g.nIn == 1 && g.nOut == 1
	return g
}

// singleYield reports whether the body is a yield of block arguments
// only.
func (g genericShape) singleYield() bool {
	y := g.body.First()
	if y == nil || y != g.body.Last() || y.Name() != "linalg.yield" {
		return false
	}
	for _, v := range y.Operands() {
		if !v.IsBlockArgument() {
			return false
		}
	}
	return true
}

// specializeGeneric is specializeGenericOp.
func specializeGeneric(op *ir.Operation, rw *rewrite.Rewriter) bool {
	g := shapeOfGeneric(op)
	if len(g.maps) != op.NumOperands() || g.body == nil {
		return false
	}
	ins, outs := op.Operands()[:g.nIn], op.Operands()[g.nIn:g.nIn+g.nOut]
	replace := func(n *ir.Operation) bool { rw.ReplaceOp(op, n.Results()); return true }
	switch {
	case g.isCopy():
		return replace(buildNamed(rw, "copy", op.Loc(), ins, outs))
	case g.inlinedFill() != nil:
		return replace(buildNamed(rw, "fill", op.Loc(), []*ir.Value{g.inlinedFill()}, outs))
	case g.isFill():
		return replace(buildNamed(rw, "fill", op.Loc(), ins, outs))
	}
	if dims, ok := g.broadcastDims(); ok {
		return replace(buildDst(rw, broadcastDef, op.Loc(), ins[0], outs[0], dims))
	}
	if perm, ok := g.transposePerm(); ok {
		return replace(buildDst(rw, transposeDef, op.Loc(), ins[0], outs[0], perm))
	}
	if g.isElementwise(1) && g.payloadUses(0) && g.body.First().Name() == "math.exp" {
		return replace(buildNamed(rw, "exp", op.Loc(), ins, outs))
	}
	if g.isElementwise(2) && g.payloadUses(0) && g.payloadUses(1) {
		named := map[string]string{"arith.addf": "add", "arith.subf": "sub", "arith.mulf": "mul", "arith.divf": "div"}[g.body.First().Name()]
		if named != "" {
			if g.body.First().Operand(0) != g.body.Arg(0) {
				ins = []*ir.Value{ins[1], ins[0]}
			}
			return replace(buildNamed(rw, named, op.Loc(), ins, outs))
		}
	}
	if name, ok := g.matmulVariant(); ok {
		return replace(buildNamed(rw, name, op.Loc(), ins, outs))
	}
	return false
}

// payloadUses reports whether the body reads operand i's argument.
func (g genericShape) payloadUses(i int) bool { return g.body.Arg(i).HasUses() }

// isCopy is isaCopyOpInterface: identity maps, a body yielding the input.
func (g genericShape) isCopy() bool {
	if !g.allParallel || !g.singleInputOutput || !g.maps[0].IsIdentity() || !g.maps[1].IsIdentity() {
		return false
	}
	y := g.body.First()
	return y == g.body.Last() && y.Name() == "linalg.yield" && y.NumOperands() == 1 && y.Operand(0) == g.body.Arg(0)
}

// inlinedFill is isaInlinedFillOp: without inputs, a body yielding a
// value defined outside it (nil otherwise).
func (g genericShape) inlinedFill() *ir.Value {
	if !g.allParallel || g.nIn != 0 || g.nOut != 1 || g.payloadUses(0) {
		return nil
	}
	y := g.body.First()
	if y != g.body.Last() || y.Name() != "linalg.yield" || y.NumOperands() != 1 {
		return nil
	}
	if v := y.Operand(0); v.OwnerBlock() != nil && v.OwnerBlock() != g.body {
		return v
	}
	return nil
}

// isFill is isaFillOpInterface's external case: a scalar input yielded as
// is.
func (g genericShape) isFill() bool {
	return g.allParallel && g.singleInputOutput && g.singleYield() && g.payloadUses(0) && !g.payloadUses(1) &&
		!isShaped(g.op.Operand(0).Type())
}

// broadcastDims is isaBroadcastOpInterface.
func (g genericShape) broadcastDims() ([]int64, bool) {
	if !g.allParallel || !g.singleInputOutput || !g.singleYield() {
		return nil, false
	}
	if !isMemRefOrRankedTensor(g.op.Operand(0).Type()) || !isMemRefOrRankedTensor(g.op.Operand(1).Type()) {
		return nil, false
	}
	src, dst := g.maps[0], g.maps[1]
	if !dst.IsIdentity() || len(src.Results) >= len(dst.Results) {
		return nil, false
	}
	var used []int64
	for i, e := range src.Results {
		d, ok := e.(*aff.DimExpr)
		if !ok || (i > 0 && int64(d.Pos) <= used[i-1]) {
			return nil, false
		}
		used = append(used, int64(d.Pos))
	}
	var dims []int64
	for d := 0; d < src.NumDims; d++ {
		if !containsInt(used, int64(d)) {
			dims = append(dims, int64(d))
		}
	}
	return dims, true
}

func isMemRefOrRankedTensor(t ir.Type) bool {
	_, ok := t.(*ir.RankedTensorType)
	return ok || isMemRef(t)
}

// transposePerm is isaTransposeOpInterface.
func (g genericShape) transposePerm() ([]int64, bool) {
	if !g.allParallel || !g.singleInputOutput || !g.singleYield() || !g.maps[1].IsIdentity() || !g.maps[0].IsPermutation() {
		return nil, false
	}
	perm := make([]int64, g.maps[0].NumDims)
	for i, e := range g.maps[0].Results {
		perm[e.(*aff.DimExpr).Pos] = int64(i)
	}
	return perm, true
}

// isElementwise is isaElemwiseSingleUnaryOrBinaryOpInterface: parallel
// loops, identity maps, an unread init and a body of one op on the inputs
// whose result is yielded.
func (g genericShape) isElementwise(arity int) bool {
	if !g.allParallel || len(g.maps) == 0 || g.maps[0].NumDims < 1 || g.nIn != arity || g.nOut != 1 {
		return false
	}
	for _, m := range g.maps {
		if !m.IsIdentity() {
			return false
		}
	}
	if g.payloadUses(arity) {
		return false
	}
	op := g.body.First()
	if op == nil || op.NextInBlock() != g.body.Last() || op.NumOperands() != arity || op.NumResults() != 1 {
		return false
	}
	y := g.body.Last()
	return y.Name() == "linalg.yield" && y.NumOperands() == 1 && y.Operand(0).DefiningOp() == op
}

// matmulVariant is specializeLinalgContractions for the untransposed
// matmul and batch_matmul.
func (g genericShape) matmulVariant() (string, bool) {
	if g.nIn != 2 || g.nOut != 1 {
		return "", false
	}
	for _, m := range g.maps {
		if !m.IsProjectedPermutation(false) {
			return "", false
		}
	}
	iters := (genericMaps{}).IteratorTypes(g.op)
	a, b, c := g.maps[0], g.maps[1], g.maps[2]
	var batch, ms, ns, ks []int
	for d := 0; d < a.NumDims; d++ {
		inA, inB, inC := a.IsFunctionOfDim(d), b.IsFunctionOfDim(d), c.IsFunctionOfDim(d)
		switch {
		case inA && inB && inC && iters[d] == parallel:
			batch = append(batch, d)
		case inA && !inB && inC && iters[d] == parallel:
			ms = append(ms, d)
		case !inA && inB && inC && iters[d] == parallel:
			ns = append(ns, d)
		case inA && inB && !inC && iters[d] == reduction:
			ks = append(ks, d)
		}
	}
	if len(ms) != 1 || len(ns) != 1 || len(ks) != 1 || !isContractionBody(g.body) {
		return "", false
	}
	nb := len(batch)
	if a.NumDims != nb+3 {
		return "", false
	}
	for _, m := range g.maps {
		if len(m.Results) != nb+2 {
			return "", false
		}
		for i := 0; i < nb; i++ {
			if d, ok := m.Results[i].(*aff.DimExpr); !ok || d.Pos != i {
				return "", false
			}
		}
	}
	match := func(m *aff.Map, x, y int) bool {
		return m.Results[nb].(*aff.DimExpr).Pos == x && m.Results[nb+1].(*aff.DimExpr).Pos == y
	}
	if !match(a, ms[0], ks[0]) || !match(b, ks[0], ns[0]) || !match(c, ms[0], ns[0]) {
		return "", false
	}
	if nb > 0 {
		return "batch_matmul", true
	}
	return "matmul", true
}

// isContractionBody reports whether the body yields out + a * b (either
// operand order) with a float, integer or complex multiply and add.
func isContractionBody(b *ir.Block) bool {
	mul := b.First()
	if mul == nil || mul.NextInBlock() == nil {
		return false
	}
	add := mul.NextInBlock()
	y := add.NextInBlock()
	if y == nil || y != b.Last() || y.Name() != "linalg.yield" || y.NumOperands() != 1 || y.Operand(0).DefiningOp() != add {
		return false
	}
	pairs := map[string]string{"arith.mulf": "arith.addf", "arith.muli": "arith.addi", "complex.mul": "complex.add"}
	if pairs[mul.Name()] != add.Name() || mul.NumOperands() != 2 || add.NumOperands() != 2 {
		return false
	}
	args := b.Args()
	if len(args) != 3 {
		return false
	}
	m0, m1 := mul.Operand(0), mul.Operand(1)
	if !(m0 == args[0] && m1 == args[1]) && !(m0 == args[1] && m1 == args[0]) {
		return false
	}
	a0, a1 := add.Operand(0), add.Operand(1)
	return (a0 == args[2] && a1 == mul.Result(0)) || (a1 == args[2] && a0 == mul.Result(0))
}

// buildDst builds linalg.transpose or linalg.broadcast with its array
// attribute and identity region.
func buildDst(rw *rewrite.Rewriter, d *dstOp, loc ir.Location, in, init *ir.Value, array []int64) *ir.Operation {
	ctx := rw.Ctx
	st := &ir.OperationState{Loc: loc, Name: ctx.LookupOp("linalg." + d.name), Operands: []*ir.Value{in, init},
		Attrs: []ir.NamedAttr{{Name: d.arrayAttr, Value: ctx.DenseI64Array(array)}}}
	if _, ok := init.Type().(*ir.RankedTensorType); ok {
		st.Types = []ir.Type{init.Type()}
	}
	d.identityRegion(ctx, st)
	return rw.Create(st)
}

// decomposeProjectedPermutation is DecomposeProjectedPermutation: the
// inputs of an elementwise generic on static tensors read through
// transposing or broadcasting maps become linalg.transpose and
// linalg.broadcast results read through identities.
func decomposeProjectedPermutation(op *ir.Operation, rw *rewrite.Rewriter) bool {
	g := shapeOfGeneric(op)
	if !pureTensor(op) || g.singleInputOutput || g.singleYield() || !g.allParallel || len(g.maps) != op.NumOperands() {
		return false
	}
	for i, m := range g.maps {
		if !m.IsProjectedPermutation(false) || (i >= g.nIn && !m.IsIdentity()) {
			return false
		}
		if t := op.Operand(i).Type(); isShaped(t) {
			r, ok := t.(*ir.RankedTensorType)
			if !ok || !staticShape(r.Shape) {
				return false
			}
		}
	}
	if g.nOut == 0 {
		return false
	}
	ctx, loc := rw.Ctx, op.Loc()
	outShape, _ := shapeOf(op.Operand(g.nIn).Type())
	operands := append([]*ir.Value(nil), op.Operands()...)
	maps := append([]*aff.Map(nil), g.maps...)
	empty := func(shape []int64, elem ir.Type) *ir.Value {
		return rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("tensor.empty"),
			Types: []ir.Type{ctx.RankedTensorType(shape, elem, nil)}}).Result(0)
	}
	needed := false
	for i := 0; i < g.nIn; i++ {
		v := op.Operand(i)
		if !isShaped(v.Type()) {
			continue
		}
		perm, bcast := transposeBroadcast(g.maps[i])
		if perm == nil && bcast == nil {
			continue
		}
		needed = true
		elem := elementTypeOrSelf(v.Type())
		if perm != nil {
			shape, _ := shapeOf(v.Type())
			permuted := make([]int64, len(perm))
			for k, p := range perm {
				permuted[k] = shape[p]
			}
			v = buildDst(rw, transposeDef, loc, v, empty(permuted, elem), perm).Result(0)
		}
		if bcast != nil {
			v = buildDst(rw, broadcastDef, loc, v, empty(outShape, elem), bcast).Result(0)
		}
		operands[i], maps[i] = v, aff.MultiDimIdentityMap(ctx, g.maps[i].NumDims)
	}
	if !needed {
		return false
	}
	rw.ModifyOpInPlace(op, func() {
		op.SetOperands(operands)
		op.SetInherentAttr(ctx, "indexing_maps", mapsAttr(ctx, maps))
	})
	return true
}

// transposeBroadcast is computeTransposeBroadcast: the permutation
// (rebased on the dimensions the map uses; nil when they are in order)
// and the loop dimensions the map does not use.
func transposeBroadcast(m *aff.Map) (perm, bcast []int64) {
	n := len(m.Results)
	minor := make([]int64, n)
	for i, e := range m.Results {
		minor[i] = int64(e.(*aff.DimExpr).Pos)
	}
	sorted := append([]int64(nil), minor...)
	slices.Sort(sorted)
	for i, j := 0, 0; i < m.NumDims; i++ {
		if j < n && sorted[j] == int64(i) {
			j++
			continue
		}
		bcast = append(bcast, int64(i))
	}
	if slices.Equal(minor, sorted) {
		return nil, bcast
	}
	rank := map[int64]int64{}
	for i, d := range sorted {
		rank[d] = int64(i)
	}
	perm = make([]int64, n)
	for i, d := range minor {
		perm[rank[d]] = int64(i)
	}
	return perm, bcast
}
