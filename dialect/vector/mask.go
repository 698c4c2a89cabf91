package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
)

// MaskableOpInterface is upstream's interface of the ops a vector.mask can
// predicate: the mask type they expect and whether a pass-through value
// makes sense for them.
type MaskableOpInterface interface {
	ExpectedMaskType(op *ir.Operation) ir.Type
	SupportsPassthru() bool
}

func init() { ir.RegisterInterface[MaskableOpInterface]("MaskableOpInterface") }

// maskable implements MaskableOpInterface with a mask-type function.
type maskable struct {
	mask     func(op *ir.Operation) ir.Type
	passthru bool
}

func (m maskable) ExpectedMaskType(op *ir.Operation) ir.Type { return m.mask(op) }
func (m maskable) SupportsPassthru() bool                    { return m.passthru }

// i1Like is the i1 vector shaped as operand or result v.
func i1Like(v func(op *ir.Operation) *ir.Value) func(op *ir.Operation) ir.Type {
	return func(op *ir.Operation) ir.Type {
		vt, ok := v(op).Type().(*ir.VectorType)
		if !ok {
			return nil
		}
		ctx := ods.ContextOf(op)
		return ctx.VectorType(vt.Shape, ctx.I(1), vt.Scalable)
	}
}

func transferMask(op *ir.Operation) ir.Type {
	x := xfer{op, op.Name() == "vector.transfer_read"}
	return maskType(ods.ContextOf(op), x.vectorType(), permMap(op))
}

// contractMask is the mask of a contraction: the iteration space.
func contractMask(op *ir.Operation) ir.Type {
	ctx := ods.ContextOf(op)
	maps := indexingMaps(op)
	iters, _ := op.InherentAttr("iterator_types").(*ir.ArrayAttr)
	if len(maps) < 2 || iters == nil {
		return nil
	}
	shape := make([]int64, len(iters.Elems))
	scal := make([]bool, len(iters.Elems))
	for k := 0; k < 2; k++ {
		vt := op.Operand(k).Type().(*ir.VectorType)
		for i, e := range maps[k].Results {
			if d, ok := e.(*affine.DimExpr); ok && d.Pos < len(shape) && i < len(vt.Shape) {
				shape[d.Pos] = vt.Shape[i]
				scal[d.Pos] = scalable(vt, i)
			}
		}
	}
	return ctx.VectorType(shape, ctx.I(1), scal)
}

func init() {
	add := func(spec *ods.Op, m maskable) { spec.Interfaces = append(spec.Interfaces, m) }
	add(transferReadSpec, maskable{transferMask, true})
	add(transferWriteSpec, maskable{transferMask, false})
	add(reductionSpec, maskable{i1Like(operand(0)), false})
	add(multiReductionSpec, maskable{i1Like(operand(0)), false})
	add(outerProductSpec, maskable{i1Like(result(0)), false})
	add(gatherSpec, maskable{i1Like(result(0)), false})
	add(scatterSpec, maskable{func(op *ir.Operation) ir.Type { return i1Like(operand(op.NumOperands() - 1))(op) }, false})
	add(contractSpec, maskable{contractMask, false})
}

// verifyMask is MaskOp::verify.
func verifyMask(op *ir.Operation) error {
	b := op.Region(0).First()
	if b == nil || b.First() == nil {
		return op.EmitOpError("expects a terminator within the mask region")
	}
	n := len(b.Ops())
	if n > 2 {
		return op.EmitOpError("expects only one operation to mask")
	}
	term := b.Last()
	if term.Name() != "vector.yield" {
		return op.EmitOpError("expects a terminator within the mask region")
	}
	if term.NumOperands() != op.NumResults() {
		return op.EmitOpError("expects number of results to match mask region yielded values")
	}
	if n == 1 {
		return nil
	}
	masked := b.First()
	mi, ok := ir.OpInterface[MaskableOpInterface](masked)
	if !ok {
		return op.EmitOpError("expects a MaskableOpInterface within the mask region")
	}
	if masked.NumResults() != op.NumResults() {
		return op.EmitOpError("expects number of results to match maskable operation number of results")
	}
	if !sameValues(masked.Results(), term.Operands()) {
		return op.EmitOpError("expects all the results from the MaskableOpInterface to match all the values returned by the terminator")
	}
	mt, rt := masked.ResultTypes(), op.ResultTypes()
	for i := range mt {
		if mt[i] != rt[i] {
			return op.EmitOpError("expects result type to match maskable operation result type")
		}
	}
	nVec := 0
	for _, t := range mt {
		if _, ok := t.(*ir.VectorType); ok {
			nVec++
		}
	}
	if nVec > 1 {
		return op.EmitOpError("multiple vector results not supported")
	}
	if want := mi.ExpectedMaskType(masked); op.Operand(0).Type() != want {
		return op.EmitOpError("expects a %s mask for the maskable operation", quote(want))
	}
	if op.NumOperands() > 1 {
		if !mi.SupportsPassthru() {
			return op.EmitOpError("doesn't expect a passthru argument for this maskable operation")
		}
		if masked.NumResults() != 1 {
			return op.EmitOpError("expects result when passthru argument is provided")
		}
		if op.Operand(1).Type() != mt[0] {
			return op.EmitOpError("expects passthru type to match result type")
		}
	}
	return nil
}

// foldMask is MaskOp::fold: an empty mask gives what it yields; under an
// all-true mask the masked op moves out of the vector.mask.
func foldMask(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	b := op.Region(0).First()
	if b == nil {
		return nil
	}
	if b.First() == b.Last() {
		// A mask masking nothing gives what it yields.
		t := b.Last()
		if t == nil || op.NumResults() == 0 || op.NumOperands() > 1 {
			return nil
		}
		out := make([]ir.FoldResult, t.NumOperands())
		for i, v := range t.Operands() {
			out[i] = ir.FoldResult{Value: v}
		}
		return out
	}
	if maskFormat(op.Operand(0)) != maskAllTrue {
		return nil
	}
	masked := b.First()
	masked.Remove()
	op.Block().InsertBefore(masked, op)
	out := make([]ir.FoldResult, masked.NumResults())
	for i, r := range masked.Results() {
		out[i] = ir.FoldResult{Value: r}
	}
	return out
}

// indexingMaps returns the indexing maps of a contraction.
func indexingMaps(op *ir.Operation) []*affine.Map {
	arr, ok := op.InherentAttr("indexing_maps").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	var out []*affine.Map
	for _, e := range arr.Elems {
		m, ok := e.(*ir.AffineMapAttr)
		if !ok {
			return nil
		}
		out = append(out, m.Map)
	}
	return out
}

// dimMap is getDimMap: the (lhs, rhs) result positions of the iterators
// of the given type that both operands use.
func dimMap(op *ir.Operation, maps []*affine.Map, iterType int) [][2]int {
	iters, _ := op.InherentAttr("iterator_types").(*ir.ArrayAttr)
	var out [][2]int
	for i, e := range iters.Elems {
		if x, ok := e.(*EnumAttr); !ok || x.Value != iterType {
			continue
		}
		l, r := resultIndex(maps[0], i), resultIndex(maps[1], i)
		if l >= 0 && r >= 0 {
			out = append(out, [2]int{l, r})
		}
	}
	return out
}

// resultIndex is the position of dim d among m's results, or -1.
func resultIndex(m *affine.Map, d int) int {
	for i, e := range m.Results {
		if x, ok := e.(*affine.DimExpr); ok && x.Pos == d {
			return i
		}
	}
	return -1
}

// verifyContract is ContractionOp::verify.
func verifyContract(op *ir.Operation) error {
	lhs := op.Operand(0).Type().(*ir.VectorType)
	rhs := op.Operand(1).Type().(*ir.VectorType)
	acc, res := op.Operand(2).Type(), op.Result(0).Type()
	if it, ok := lhs.Elem.(*ir.IntegerType); ok && it.Signedness != ir.Signless {
		return op.EmitOpError("only supports signless integer types")
	}
	maps := indexingMaps(op)
	if len(maps) != 3 {
		return op.EmitOpError("expected an indexing map for each vector operand")
	}
	nIters := len(op.InherentAttr("iterator_types").(*ir.ArrayAttr).Elems)
	for i, m := range maps {
		if m.NumSymbols != 0 {
			return op.EmitOpError("expected indexing map %d to have no symbols", i)
		}
		rank := 0
		if vt, ok := op.Operand(i).Type().(*ir.VectorType); ok {
			rank = len(vt.Shape)
		}
		if m.NumDims != nIters {
			return op.EmitOpError("expected indexing map %d to have %d number of inputs", i, nIters)
		}
		if len(m.Results) != rank {
			return op.EmitOpError("expected indexing map %d to have %d number of outputs", i, rank)
		}
		if !m.IsProjectedPermutation(false) {
			return op.EmitOpError("expected indexing map %d to be a projected permutation of its inputs", i)
		}
	}
	contracting := dimMap(op, maps, IteratorReduction)
	batch := dimMap(op, maps, IteratorParallel)
	if len(contracting) == 0 {
		return op.EmitOpError("expected at least one contracting dimension pair")
	}
	valid := func(dm [][2]int) bool {
		for _, p := range dm {
			if p[0] >= len(lhs.Shape) || p[1] >= len(rhs.Shape) || lhs.Shape[p[0]] != rhs.Shape[p[1]] {
				return false
			}
		}
		return true
	}
	if !valid(contracting) {
		return op.EmitOpError("invalid contracting dimension map")
	}
	if !valid(batch) {
		return op.EmitOpError("invalid batch dimension map")
	}
	if err := verifyContractOutput(op, lhs, rhs, acc, res, maps, contracting, batch); err != nil {
		return err
	}
	elem := ods.ElementOf(res)
	if !kindSupportsElement(kindOf(op), elem) {
		return op.EmitOpError("unsupported contraction type")
	}
	return nil
}

// verifyContractOutput is verifyOutputShape.
func verifyContractOutput(op *ir.Operation, lhs, rhs *ir.VectorType, acc, res ir.Type, maps []*affine.Map, contracting, batch [][2]int) error {
	lc, rc, rb := map[int]bool{}, map[int]bool{}, map[int]bool{}
	for _, p := range contracting {
		lc[p[0]], rc[p[1]] = true, true
	}
	for _, p := range batch {
		rb[p[1]] = true
	}
	n := 0
	for i := range lhs.Shape {
		if !lc[i] {
			n++
		}
	}
	for i := range rhs.Shape {
		if !rc[i] && !rb[i] {
			n++
		}
	}
	resV, resIsVec := res.(*ir.VectorType)
	_, accIsVec := acc.(*ir.VectorType)
	if n == 0 {
		if resIsVec || accIsVec {
			return op.EmitOpError("invalid accumulator/result vector shape")
		}
		return nil
	}
	if !resIsVec || !accIsVec {
		return op.EmitOpError("invalid accumulator/result vector shape")
	}
	nDims := maps[0].NumDims
	used := make([]bool, nDims)
	extents := make([]int64, nDims)
	for k, vt := range []*ir.VectorType{lhs, rhs} {
		for i, e := range maps[k].Results {
			if d, ok := e.(*affine.DimExpr); ok {
				if !used[d.Pos] {
					extents[d.Pos] = vt.Shape[i]
				}
				used[d.Pos] = true
			}
		}
	}
	for _, u := range used {
		if !u {
			return op.EmitOpError("expected all dimensions to be either a LHS or a RHS dimension")
		}
	}
	var shape []int64
	for _, e := range maps[2].Results {
		if d, ok := e.(*affine.DimExpr); ok {
			shape = append(shape, extents[d.Pos])
		}
	}
	ctx := ods.ContextOf(op)
	var scal []bool
	if len(resV.Scalable) == len(shape) {
		scal = resV.Scalable
	}
	want := ctx.VectorType(shape, resV.Elem, scal)
	if ir.Type(resV) != ir.Type(want) || acc != ir.Type(want) {
		return op.EmitOpError("invalid accumulator/result vector shape, expected: %s", quote(want))
	}
	return nil
}
