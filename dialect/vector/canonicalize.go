package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// Canonicalization patterns of the vector ops, with upstream's names.

// build creates an op named name at op's location.
func build(rw *rewrite.Rewriter, loc ir.Location, name string, operands []*ir.Value, types []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Builder.Ctx.LookupOp(name), Operands: operands, Types: types, Attrs: attrs})
}

// replaceWith replaces op by a new op named name.
func replaceWith(rw *rewrite.Rewriter, op *ir.Operation, name string, operands []*ir.Value, attrs ...ir.NamedAttr) {
	n := build(rw, op.Loc(), name, operands, op.ResultTypes(), attrs...)
	rw.ReplaceOp(op, n.Results())
}

func positionAttr(ctx *ir.Context, pos []int64) ir.NamedAttr {
	return ir.NamedAttr{Name: "static_position", Value: ctx.DenseI64Array(pos)}
}

// extractAt creates a vector.extract of v at the static position pos.
func extractAt(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value, pos []int64) *ir.Value {
	vt := v.Type().(*ir.VectorType)
	t := extractType(rw.Builder.Ctx, vt, len(pos))
	return build(rw, loc, "vector.extract", []*ir.Value{v}, []ir.Type{t}, positionAttr(rw.Builder.Ctx, pos)).Result(0)
}

// arithReductionOps are the arith ops combining two values per kind, for
// integers and floats ("" where the kind does not apply).
var arithReductionOps = [...][2]string{
	KindAdd: {"arith.addi", "arith.addf"}, KindMul: {"arith.muli", "arith.mulf"},
	KindMinUI: {"arith.minui", ""}, KindMinSI: {"arith.minsi", ""}, KindMinNumF: {"", "arith.minnumf"},
	KindMaxUI: {"arith.maxui", ""}, KindMaxSI: {"arith.maxsi", ""}, KindMaxNumF: {"", "arith.maxnumf"},
	KindAnd: {"arith.andi", ""}, KindOr: {"arith.ori", ""}, KindXor: {"arith.xori", ""},
	KindMaximumF: {"", "arith.maximumf"}, KindMinimumF: {"", "arith.minimumf"},
}

// makeArithReduction is vector::makeArithReduction: a combined with b by
// kind (fastmath, when not nil, on float ops).
func makeArithReduction(rw *rewrite.Rewriter, loc ir.Location, kind int, a, b *ir.Value, fastmath ir.Attribute) *ir.Value {
	float := isFloat(ods.ElementOf(a.Type()))
	name := arithReductionOps[kind][0]
	var attrs []ir.NamedAttr
	if float {
		name = arithReductionOps[kind][1]
		if fastmath != nil {
			attrs = append(attrs, ir.NamedAttr{Name: "fastmath", Value: fastmath})
		}
	}
	return build(rw, loc, name, []*ir.Value{a, b}, []ir.Type{a.Type()}, attrs...).Result(0)
}

// elideSingleElementReduction is ElideSingleElementReduction; under a
// vector.mask (without passthru) the mask's lane selects between the
// combined value and the accumulator.
func elideSingleElementReduction(op *ir.Operation, rw *rewrite.Rewriter) bool {
	root := op
	var mask *ir.Value
	if m := maskedBy(op); m != nil {
		if m.NumOperands() > 1 {
			return false
		}
		root, mask = m, m.Operand(0)
		rw.Builder.SetInsertionPoint(m)
	}
	vt := op.Operand(0).Type().(*ir.VectorType)
	if len(vt.Shape) != 0 && vt.Shape[0] != 1 {
		return false
	}
	var pos []int64
	if len(vt.Shape) != 0 {
		pos = []int64{0}
	}
	if mask != nil {
		mask = extractAt(rw, op.Loc(), mask, pos)
	}
	res := extractAt(rw, op.Loc(), op.Operand(0), pos)
	if _, n := ods.GroupRange(op, 1, false); n == 1 {
		acc := op.Operand(1)
		res = makeArithReduction(rw, op.Loc(), kindOf(op), res, acc, op.InherentAttr("fastmath"))
		if mask != nil {
			res = build(rw, op.Loc(), "arith.select", []*ir.Value{mask, res, acc}, []ir.Type{res.Type()}).Result(0)
		}
	}
	rw.ReplaceOp(root, []*ir.Value{res})
	return true
}

// elideUnitDimsInMultiReduction is ElideUnitDimsInMultiDimReduction.
func elideUnitDimsInMultiReduction(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if maskedBy(op) != nil {
		return false
	}
	src := op.Operand(0).Type().(*ir.VectorType)
	for _, d := range denseI64(op, "reduction_dims") {
		if src.Shape[d] != 1 {
			return false
		}
	}
	var cast *ir.Value
	if _, ok := op.Result(0).Type().(*ir.VectorType); ok {
		cast = build(rw, op.Loc(), "vector.shape_cast", []*ir.Value{op.Operand(0)}, []ir.Type{op.Result(0).Type()}).Result(0)
	} else {
		cast = extractAt(rw, op.Loc(), op.Operand(0), make([]int64, len(src.Shape)))
	}
	rw.ReplaceOp(op, []*ir.Value{makeArithReduction(rw, op.Loc(), kindOf(op), op.Operand(1), cast, nil)})
	return true
}

// maskedBy returns the vector.mask op masking op, or nil.
func maskedBy(op *ir.Operation) *ir.Operation {
	if p := op.ParentOp(); p != nil && p.Name() == "vector.mask" {
		return p
	}
	return nil
}

// broadcastable is isBroadcastableTo(src, dst) == Success.
func broadcastable(src ir.Type, dst *ir.VectorType) bool {
	sv, ok := src.(*ir.VectorType)
	if !ok {
		return src == dst.Elem
	}
	if sv.Elem != dst.Elem || len(sv.Shape) > len(dst.Shape) {
		return false
	}
	lead := len(dst.Shape) - len(sv.Shape)
	for i, sd := range sv.Shape {
		dd := dst.Shape[lead+i]
		sScal, dScal := scalable(sv, i), scalable(dst, lead+i)
		if sd == 1 && !sScal {
			continue
		}
		if sd != dd || sScal != dScal {
			return false
		}
	}
	return true
}

var extractPatterns = []any{
	&rewrite.Func{Name: "(anonymous namespace)::ExtractOpFromBroadcast", On: "vector.extract", Weight: 1, Rewrite: extractOpFromBroadcast},
	&rewrite.Func{Name: "foldExtractFromShapeCastToShapeCast", On: "vector.extract", Weight: 1, Rewrite: extractFromShapeCastToShapeCast},
	&rewrite.Func{Name: "foldExtractFromFromElements", On: "vector.extract", Weight: 1, Rewrite: extractFromFromElements},
}

// extractFromShapeCastToShapeCast is foldExtractFromShapeCastToShapeCast:
// an extract keeping every element of a shape_cast's source is a
// shape_cast.
func extractFromShapeCastToShapeCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	c := op.Operand(0).DefiningOp()
	out, ok := op.Result(0).Type().(*ir.VectorType)
	if c == nil || c.Name() != "vector.shape_cast" || !ok || numElements(c.Operand(0).Type().(*ir.VectorType)) != numElements(out) {
		return false
	}
	replaceWith(rw, op, "vector.shape_cast", []*ir.Value{c.Operand(0)})
	return true
}

// extractOpFromBroadcast is ExtractOpFromBroadcast.
func extractOpFromBroadcast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	def := op.Operand(0).DefiningOp()
	out, ok := op.Result(0).Type().(*ir.VectorType)
	if def == nil || def.Name() != "vector.broadcast" || !ok || !broadcastable(def.Operand(0).Type(), out) {
		return false
	}
	replaceWith(rw, op, "vector.broadcast", []*ir.Value{def.Operand(0)})
	return true
}

// extractFromFromElements is foldExtractFromFromElements: a sub-vector
// extracted from a from_elements is a from_elements of its elements.
func extractFromFromElements(op *ir.Operation, rw *rewrite.Rewriter) bool {
	fe := op.Operand(0).DefiningOp()
	out, ok := op.Result(0).Type().(*ir.VectorType)
	if fe == nil || fe.Name() != "vector.from_elements" || !ok || isScalable(out) {
		return false
	}
	pos, static := positionsOf(op)
	if !static || hasPoisonIndex(pos) {
		return false
	}
	vt := fe.Result(0).Type().(*ir.VectorType)
	off := linearize(pos, vt.Shape)
	n := numElements(out)
	replaceWith(rw, op, "vector.from_elements", fe.Operands()[off:off+n])
	return true
}

var fromElementsPatterns = []any{
	&rewrite.Func{Name: "rewriteFromElementsAsBroadcast", On: "vector.from_elements", Weight: 1, Rewrite: fromElementsAsBroadcast},
}

// fromElementsAsBroadcast is rewriteFromElementsAsBroadcast: equal
// elements make a broadcast.
func fromElementsAsBroadcast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ops := op.Operands()
	if len(ops) == 0 {
		return false
	}
	for _, v := range ops {
		if v != ops[0] {
			return false
		}
	}
	replaceWith(rw, op, "vector.broadcast", ops[:1])
	return true
}

var insertPatterns = []any{
	&rewrite.Func{Name: "(anonymous namespace)::InsertToBroadcast", On: "vector.insert", Weight: 1, Rewrite: insertToBroadcast},
	&rewrite.Func{Name: "(anonymous namespace)::InsertSplatToSplat", On: "vector.insert", Weight: 1, Rewrite: insertSplatToSplat},
	&rewrite.Func{Name: "(anonymous namespace)::InsertChainFullyInitialized", On: "vector.insert", Weight: 1, Rewrite: insertChainFullyInitialized},
}

// insertToBroadcast is InsertToBroadcast: inserting a vector as large as
// the destination is a broadcast.
func insertToBroadcast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	sv, ok := op.Operand(0).Type().(*ir.VectorType)
	if !ok || numElements(op.Operand(1).Type().(*ir.VectorType)) != numElements(sv) {
		return false
	}
	replaceWith(rw, op, "vector.broadcast", []*ir.Value{op.Operand(0)})
	return true
}

// scalarSplatSource is getScalarSplatSource: the scalar a broadcast
// splats, or nil.
func scalarSplatSource(v *ir.Value) *ir.Value {
	def := v.DefiningOp()
	if def == nil || def.Name() != "vector.broadcast" {
		return nil
	}
	if _, isVec := def.Operand(0).Type().(*ir.VectorType); isVec {
		return nil
	}
	return def.Operand(0)
}

// insertSplatToSplat is InsertSplatToSplat.
func insertSplatToSplat(op *ir.Operation, rw *rewrite.Rewriter) bool {
	src, dst := scalarSplatSource(op.Operand(0)), scalarSplatSource(op.Operand(1))
	if src == nil || src != dst {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{op.Operand(1)})
	return true
}

// insertChainFullyInitialized is InsertChainFullyInitialized: a chain of
// inserts that writes every element becomes a from_elements.
func insertChainFullyInitialized(op *ir.Operation, rw *rewrite.Rewriter) bool {
	dest := op.Operand(1).Type().(*ir.VectorType)
	if isScalable(dest) {
		return false
	}
	for _, u := range op.Result(0).Users() {
		if u.Name() == "vector.insert" && u.Operand(1) == op.Result(0) {
			return false
		}
	}
	var chain []*ir.Operation
	for cur := op; cur != nil; {
		if _, static := positionsOf(cur); !static {
			return false
		}
		chain = append(chain, cur)
		next := cur.Operand(1).DefiningOp()
		if next == nil || next.Name() != "vector.insert" {
			break
		}
		if !next.Result(0).HasOneUse() {
			return false
		}
		cur = next
	}
	size := numElements(dest)
	seen := make([]bool, size)
	count := int64(0)
	type pending struct {
		begin, size int64
		value       *ir.Value
	}
	var todo []pending
	for _, ins := range chain {
		pos := denseI64(ins, "static_position")
		if hasPoisonIndex(pos) {
			return false
		}
		begin := linearize(pos, dest.Shape)
		n := int64(1)
		if sv, ok := ins.Operand(0).Type().(*ir.VectorType); ok {
			n = numElements(sv)
		}
		for i := begin; i < begin+n; i++ {
			if !seen[i] {
				seen[i] = true
				count++
			}
		}
		todo = append(todo, pending{begin, n, ins.Operand(0)})
		if count == size {
			break
		}
	}
	if count != size {
		return false
	}
	elems := make([]*ir.Value, size)
	for i := len(todo) - 1; i >= 0; i-- {
		p := todo[i]
		sv, ok := p.value.Type().(*ir.VectorType)
		if !ok {
			elems[p.begin] = p.value
			continue
		}
		types := make([]ir.Type, p.size)
		for j := range types {
			types[j] = sv.Elem
		}
		te := build(rw, op.Loc(), "vector.to_elements", []*ir.Value{p.value}, types)
		for j := int64(0); j < p.size; j++ {
			elems[p.begin+j] = te.Result(int(j))
		}
	}
	replaceWith(rw, op, "vector.from_elements", elems)
	return true
}

var shapeCastPatterns = []any{
	&rewrite.Func{Name: "(anonymous namespace)::ShapeCastBroadcastFolder", On: "vector.shape_cast", Weight: 1, Rewrite: shapeCastBroadcastFolder},
}

// shapeCastBroadcastFolder is ShapeCastBroadcastFolder.
func shapeCastBroadcastFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	b := op.Operand(0).DefiningOp()
	if b == nil || b.Name() != "vector.broadcast" {
		return false
	}
	res := op.Result(0).Type().(*ir.VectorType)
	if sv, ok := b.Operand(0).Type().(*ir.VectorType); ok && numElements(sv) == numElements(res) {
		replaceWith(rw, op, "vector.shape_cast", []*ir.Value{b.Operand(0)})
		return true
	}
	if !broadcastable(b.Operand(0).Type(), res) {
		return false
	}
	replaceWith(rw, op, "vector.broadcast", []*ir.Value{b.Operand(0)})
	return true
}

var transposePatterns = []any{
	&rewrite.Func{Name: "(anonymous namespace)::FoldTransposeShapeCast", On: "vector.transpose", Weight: 1, Rewrite: foldTransposeShapeCast},
	&rewrite.Func{Name: "(anonymous namespace)::TransposeFolder", On: "vector.transpose", Weight: 1, Rewrite: transposeFolder},
	&rewrite.Func{Name: "(anonymous namespace)::FoldTransposeSplat", On: "vector.transpose", Weight: 1, Rewrite: foldTransposeSplat},
	&rewrite.Func{Name: "(anonymous namespace)::FoldTransposeCreateMask", On: "vector.transpose", Weight: 1, Rewrite: foldTransposeCreateMask},
}

// foldTransposeShapeCast is FoldTransposeShapeCast: an order-preserving
// transpose of a shape_cast is one shape_cast.
func foldTransposeShapeCast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	c := op.Operand(0).DefiningOp()
	if c == nil || c.Name() != "vector.shape_cast" || !orderPreserving(op) {
		return false
	}
	replaceWith(rw, op, "vector.shape_cast", []*ir.Value{c.Operand(0)})
	return true
}

// foldTransposeSplat is FoldTransposeSplat: a transposed splat is a splat.
func foldTransposeSplat(op *ir.Operation, rw *rewrite.Rewriter) bool {
	s := scalarSplatSource(op.Operand(0))
	if s == nil {
		return false
	}
	replaceWith(rw, op, "vector.broadcast", []*ir.Value{s})
	return true
}

// transposeFolder is TransposeFolder: transposes of transposes compose.
func transposeFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	parent := op.Operand(0).DefiningOp()
	if parent == nil || parent.Name() != "vector.transpose" {
		return false
	}
	p1, p2 := denseI64(parent, "permutation"), denseI64(op, "permutation")
	perm := make([]int64, len(p2))
	for i, idx := range p2 {
		perm[i] = p1[idx]
	}
	replaceWith(rw, op, "vector.transpose", []*ir.Value{parent.Operand(0)},
		ir.NamedAttr{Name: "permutation", Value: rw.Builder.Ctx.DenseI64Array(perm)})
	return true
}

// constInt returns the value of an integer or index constant.
func constInt(v *ir.Value) (int64, bool) {
	a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Int64(), true
}

// vscaleMultiplier is getConstantVscaleMultiplier: c for `c * vscale`.
func vscaleMultiplier(v *ir.Value) (int64, bool) {
	def := v.DefiningOp()
	if def == nil {
		return 0, false
	}
	if def.Name() == "vector.vscale" {
		return 1, true
	}
	if def.Name() != "arith.muli" {
		return 0, false
	}
	isVscale := func(x *ir.Value) bool { d := x.DefiningOp(); return d != nil && d.Name() == "vector.vscale" }
	if c, ok := constInt(def.Operand(0)); ok && isVscale(def.Operand(1)) {
		return c, true
	}
	if c, ok := constInt(def.Operand(1)); ok && isVscale(def.Operand(0)) {
		return c, true
	}
	return 0, false
}

// createMaskFolder is CreateMaskFolder: constant sizes make a
// constant_mask.
func createMaskFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	mt := op.Result(0).Type().(*ir.VectorType)
	shape, scal := mt.Shape, mt.Scalable
	if len(shape) == 0 {
		shape, scal = []int64{1}, nil
	}
	dims := make([]int64, op.NumOperands())
	for i, v := range op.Operands() {
		isScal := scal != nil && scal[i]
		if c, ok := constInt(v); ok {
			if isScal && c >= 0 {
				return false
			}
			dims[i] = c
		} else if m, ok := vscaleMultiplier(v); ok {
			if m < shape[i] {
				return false
			}
			dims[i] = m
		} else {
			return false
		}
	}
	anyZero := false
	for i := range dims {
		if dims[i] < 0 {
			dims[i] = 0
		}
		if dims[i] > shape[i] {
			dims[i] = shape[i]
		}
		anyZero = anyZero || dims[i] == 0
	}
	if anyZero {
		for i := range dims {
			dims[i] = 0
		}
	}
	replaceWith(rw, op, "vector.constant_mask", nil, ir.NamedAttr{Name: "mask_dim_sizes", Value: rw.Builder.Ctx.DenseI64Array(dims)})
	return true
}

// Mask formats (upstream's MaskFormat).
const (
	maskAllTrue = iota
	maskAllFalse
	maskUnknown
)

// maskFormat is getMaskFormat: whether a mask is known all true or all
// false.
func maskFormat(mask *ir.Value) int {
	if d := denseOf(rewrite.ValueConstant(mask)); d != nil {
		allTrue, allFalse := true, true
		for _, e := range elements(d) {
			if e[0]&1 != 0 {
				allFalse = false
			} else {
				allTrue = false
			}
		}
		switch {
		case allTrue:
			return maskAllTrue
		case allFalse:
			return maskAllFalse
		}
		return maskUnknown
	}
	def := mask.DefiningOp()
	if def == nil || def.Name() != "vector.constant_mask" {
		return maskUnknown
	}
	mt := def.Result(0).Type().(*ir.VectorType)
	sizes := denseI64(def, "mask_dim_sizes")
	allTrue, allFalse := true, true
	for i, s := range sizes {
		if i < len(mt.Shape) && s < mt.Shape[i] {
			allTrue = false
		}
		if s > 0 {
			allFalse = false
		}
	}
	if len(mt.Shape) == 0 && len(sizes) == 1 {
		allTrue, allFalse = sizes[0] == 1, sizes[0] == 0
	}
	switch {
	case allTrue:
		return maskAllTrue
	case allFalse:
		return maskAllFalse
	}
	return maskUnknown
}

// maskedLoadFolder is MaskedLoadFolder.
func maskedLoadFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	n := op.NumOperands()
	switch maskFormat(op.Operand(n - 2)) {
	case maskAllTrue:
		// The full builder states the nontemporal flag (the alignment is
		// dropped).
		replaceWith(rw, op, "vector.load", op.Operands()[:n-2], ir.NamedAttr{Name: "nontemporal", Value: rw.Ctx.BoolAttr(false)})
		return true
	case maskAllFalse:
		rw.ReplaceOp(op, []*ir.Value{op.Operand(n - 1)})
		return true
	}
	return false
}

// maskedStoreFolder is MaskedStoreFolder.
func maskedStoreFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	n := op.NumOperands()
	switch maskFormat(op.Operand(n - 2)) {
	case maskAllTrue:
		operands := append([]*ir.Value{op.Operand(n - 1)}, op.Operands()[:n-2]...)
		build(rw, op.Loc(), "vector.store", operands, nil, ir.NamedAttr{Name: "nontemporal", Value: rw.Ctx.BoolAttr(false)})
		rw.EraseOp(op)
		return true
	case maskAllFalse:
		rw.EraseOp(op)
		return true
	}
	return false
}

// canonicalizeEmptyMask is CanonializeEmptyMaskOp: a vector.mask masking
// nothing is what it yields.
func canonicalizeEmptyMask(op *ir.Operation, rw *rewrite.Rewriter) bool {
	b := op.Region(0).First()
	if b == nil || b.First() != b.Last() || op.NumOperands() > 1 {
		return false
	}
	t := b.First()
	if t.NumOperands() == 0 {
		rw.EraseOp(op)
		return true
	}
	rw.ReplaceOp(op, t.Operands())
	return true
}

// gatherFolder is GatherFolder: under an all-false mask a gather is its
// pass-through.
func gatherFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	n := op.NumOperands()
	if maskFormat(op.Operand(n-2)) != maskAllFalse {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{op.Operand(n - 1)})
	return true
}

// scatterFolder is ScatterFolder: under an all-false mask a scatter does
// nothing (a scatter into a tensor gives the tensor).
func scatterFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if maskFormat(op.Operand(op.NumOperands()-2)) != maskAllFalse {
		return false
	}
	if op.NumResults() == 1 {
		rw.ReplaceOp(op, []*ir.Value{op.Operand(0)})
		return true
	}
	rw.EraseOp(op)
	return true
}

// expandLoadFolder is ExpandLoadFolder: an all-true mask reads
// contiguously, an all-false one gives the pass-through.
func expandLoadFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	return maskedLoadFolder(op, rw)
}

// compressStoreFolder is CompressStoreFolder.
func compressStoreFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	return maskedStoreFolder(op, rw)
}

// zeroBasedContiguous is isZeroBasedContiguousSeq: an index vector that
// is vector.step or the constant 0, 1, ..., n-1.
func zeroBasedContiguous(v *ir.Value) bool {
	vt := v.Type().(*ir.VectorType)
	if len(vt.Shape) != 1 || isScalable(vt) {
		return false
	}
	if d := v.DefiningOp(); d != nil && d.Name() == "vector.step" {
		return true
	}
	d := denseOf(rewrite.ValueConstant(v))
	if d == nil {
		return false
	}
	for i := int64(0); i < d.NumElements(); i++ {
		raw := d.Data
		if !d.Splat {
			raw = d.RawElement(i)
		}
		w := ir.BitWidth(vt.Elem)
		if w == 0 {
			w = 64
		}
		if c := ir.RawToInt(raw, w, false); !c.IsInt64() || c.Int64() != i {
			return false
		}
	}
	return true
}

// foldContiguousGather is FoldContiguousGather: a gather from a memref at
// consecutive indices is a maskedload.
func foldContiguousGather(op *ir.Operation, rw *rewrite.Rewriter) bool {
	n := op.NumOperands()
	if _, ok := op.Operand(0).Type().(*ir.MemRefType); !ok || !zeroBasedContiguous(op.Operand(n-3)) {
		return false
	}
	operands := append(append([]*ir.Value(nil), op.Operands()[:n-3]...), op.Operand(n-2), op.Operand(n-1))
	replaceWith(rw, op, "vector.maskedload", operands)
	return true
}

// foldContiguousScatter is FoldContiguousScatter: a scatter into a memref
// at consecutive indices is a maskedstore.
func foldContiguousScatter(op *ir.Operation, rw *rewrite.Rewriter) bool {
	n := op.NumOperands()
	if _, ok := op.Operand(0).Type().(*ir.MemRefType); !ok || !zeroBasedContiguous(op.Operand(n-3)) {
		return false
	}
	operands := append(append([]*ir.Value(nil), op.Operands()[:n-3]...), op.Operand(n-2), op.Operand(n-1))
	build(rw, op.Loc(), "vector.maskedstore", operands, nil)
	rw.EraseOp(op)
	return true
}

var extractStridedSlicePatterns = []any{
	&rewrite.Func{Name: "(anonymous namespace)::StridedSliceConstantMaskFolder", On: "vector.extract_strided_slice", Weight: 1, Rewrite: stridedSliceConstantMask},
	&rewrite.Func{Name: "(anonymous namespace)::StridedSliceBroadcast", On: "vector.extract_strided_slice", Weight: 1, Rewrite: stridedSliceBroadcast},
}

// stridedSliceConstantMask is StridedSliceConstantMaskFolder.
func stridedSliceConstantMask(op *ir.Operation, rw *rewrite.Rewriter) bool {
	m := op.Operand(0).DefiningOp()
	if m == nil || m.Name() != "vector.constant_mask" {
		return false
	}
	for _, s := range i64Array(op, "strides") {
		if s != 1 {
			return false
		}
	}
	dims := denseI64(m, "mask_dim_sizes")
	offsets, sizes := i64Array(op, "offsets"), i64Array(op, "sizes")
	out := append([]int64(nil), dims...)
	anyZero := false
	for i := range offsets {
		out[i] = max(0, min(offsets[i]+sizes[i], dims[i])-offsets[i])
	}
	for _, d := range out {
		anyZero = anyZero || d == 0
	}
	if anyZero {
		out = make([]int64, len(dims))
	}
	replaceWith(rw, op, "vector.constant_mask", nil, ir.NamedAttr{Name: "mask_dim_sizes", Value: rw.Builder.Ctx.DenseI64Array(out)})
	return true
}

// stridedSliceBroadcast is StridedSliceBroadcast: a slice of a broadcast
// broadcasts (a slice of) its source.
func stridedSliceBroadcast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	b := op.Operand(0).DefiningOp()
	if b == nil || b.Name() != "vector.broadcast" {
		return false
	}
	src := b.Operand(0)
	dst := op.Result(0).Type().(*ir.VectorType)
	sv, _ := src.Type().(*ir.VectorType)
	srcRank := 0
	if sv != nil {
		srcRank = len(sv.Shape)
	}
	diff := len(dst.Shape) - srcRank
	needsSlice := false
	for i := 0; i < srcRank; i++ {
		if sv.Shape[i] != 1 && sv.Shape[i] != dst.Shape[i+diff] {
			needsSlice = true
		}
	}
	if needsSlice {
		offsets, sizes, strides := i64Array(op, "offsets"), i64Array(op, "sizes"), i64Array(op, "strides")
		if len(offsets) < len(dst.Shape) {
			return false
		}
		offsets, sizes, strides = offsets[diff:], sizes[diff:], strides[diff:]
		for i := 0; i < srcRank; i++ {
			if sv.Shape[i] == 1 {
				offsets[i], sizes[i] = 0, 1
			}
		}
		ctx := rw.Builder.Ctx
		src = build(rw, op.Loc(), "vector.extract_strided_slice", []*ir.Value{src}, []ir.Type{extractStridedSliceType(ctx, sv, sizes)},
			ir.NamedAttr{Name: "offsets", Value: i64ArrayOf(ctx, offsets)}, ir.NamedAttr{Name: "sizes", Value: i64ArrayOf(ctx, sizes)},
			ir.NamedAttr{Name: "strides", Value: i64ArrayOf(ctx, strides)}).Result(0)
	}
	replaceWith(rw, op, "vector.broadcast", []*ir.Value{src})
	return true
}

var insertStridedSlicePatterns = []any{
	&rewrite.Func{Name: "(anonymous namespace)::FoldInsertStridedSliceSplat", On: "vector.insert_strided_slice", Weight: 1, Rewrite: insertStridedSliceSplat},
	&rewrite.Func{Name: "(anonymous namespace)::FoldInsertStridedSliceOfExtract", On: "vector.insert_strided_slice", Weight: 1, Rewrite: insertStridedSliceOfExtract},
	&rewrite.Func{Name: "(anonymous namespace)::InsertStridedSliceConstantFolder", On: "vector.insert_strided_slice", Weight: 1, Rewrite: insertStridedSliceConstant},
}

// insertStridedSliceSplat is FoldInsertStridedSliceSplat: a splat put into
// the same splat changes nothing.
func insertStridedSliceSplat(op *ir.Operation, rw *rewrite.Rewriter) bool {
	s, d := scalarSplatSource(op.Operand(0)), scalarSplatSource(op.Operand(1))
	if s == nil || s != d {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{op.Operand(1)})
	return true
}

// insertStridedSliceOfExtract is FoldInsertStridedSliceOfExtract: putting
// back a slice where it was taken from changes nothing.
func insertStridedSliceOfExtract(op *ir.Operation, rw *rewrite.Rewriter) bool {
	e := op.Operand(0).DefiningOp()
	if e == nil || e.Name() != "vector.extract_strided_slice" || e.Operand(0) != op.Operand(1) {
		return false
	}
	if !equalInts(i64Array(e, "offsets"), i64Array(op, "offsets")) || !equalInts(i64Array(e, "strides"), i64Array(op, "strides")) {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{op.Operand(1)})
	return true
}

func equalInts(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// insertStridedSliceConstant is InsertStridedSliceConstantFolder.
func insertStridedSliceConstant(op *ir.Operation, rw *rewrite.Rewriter) bool {
	dest := denseOf(rewrite.ValueConstant(op.Operand(1)))
	src := denseOf(rewrite.ValueConstant(op.Operand(0)))
	dt := op.Operand(1).Type().(*ir.VectorType)
	if dest == nil || src == nil || isScalable(dt) || numElements(dt) > 256 && !op.Operand(1).HasOneUse() {
		return false
	}
	for _, s := range i64Array(op, "strides") {
		if s != 1 {
			return false
		}
	}
	st := op.Operand(0).Type().(*ir.VectorType)
	offsets := i64Array(op, "offsets")
	elems := elements(dest)
	inserted := elements(src)
	lead := len(dt.Shape) - len(st.Shape)
	pos := append([]int64(nil), offsets...)
	for k := range inserted {
		// pos walks the slice positions in row-major order.
		elems[linearize(pos, dt.Shape)] = inserted[k]
		for d := len(st.Shape) - 1; d >= 0; d-- {
			pos[lead+d]++
			if pos[lead+d] < offsets[lead+d]+st.Shape[d] {
				break
			}
			pos[lead+d] = offsets[lead+d]
		}
	}
	attr := denseFrom(rw.Builder.Ctx, dt, elems)
	n := build(rw, op.Loc(), "arith.constant", nil, []ir.Type{dt}, ir.NamedAttr{Name: "value", Value: attr})
	rw.ReplaceOp(op, n.Results())
	return true
}

// foldTransposeCreateMask is FoldTransposeCreateMask: a transposed mask is
// a mask of permuted sizes.
func foldTransposeCreateMask(op *ir.Operation, rw *rewrite.Rewriter) bool {
	m := op.Operand(0).DefiningOp()
	if m == nil {
		return false
	}
	perm := denseI64(op, "permutation")
	switch m.Name() {
	case "vector.create_mask":
		ops := make([]*ir.Value, len(perm))
		for i, p := range perm {
			ops[i] = m.Operand(int(p))
		}
		replaceWith(rw, op, "vector.create_mask", ops)
	case "vector.constant_mask":
		dims := denseI64(m, "mask_dim_sizes")
		out := make([]int64, len(perm))
		for i, p := range perm {
			out[i] = dims[p]
		}
		replaceWith(rw, op, "vector.constant_mask", nil, ir.NamedAttr{Name: "mask_dim_sizes", Value: rw.Builder.Ctx.DenseI64Array(out)})
	default:
		return false
	}
	return true
}

var shufflePatterns = []any{
	&rewrite.Func{Name: "(anonymous namespace)::ShuffleSplat", On: "vector.shuffle", Weight: 1, Rewrite: shuffleSplat},
	&rewrite.Func{Name: "(anonymous namespace)::ShuffleInterleave", On: "vector.shuffle", Weight: 1, Rewrite: shuffleInterleave},
	&rewrite.Func{Name: "(anonymous namespace)::Canonicalize0DShuffleOp", On: "vector.shuffle", Weight: 1, Rewrite: canonicalize0DShuffle},
}

// shuffleSplat is ShuffleSplat: a shuffle of two splats of one scalar is
// a splat.
func shuffleSplat(op *ir.Operation, rw *rewrite.Rewriter) bool {
	s := scalarSplatSource(op.Operand(0))
	if s == nil || scalarSplatSource(op.Operand(1)) != s {
		return false
	}
	replaceWith(rw, op, "vector.broadcast", []*ir.Value{s})
	return true
}

// shuffleInterleave is ShuffleInterleave: the mask [0, n, 1, n+1, ...]
// over two vectors of one type interleaves them.
func shuffleInterleave(op *ir.Operation, rw *rewrite.Rewriter) bool {
	rt := op.Result(0).Type().(*ir.VectorType)
	src := op.Operand(0).Type().(*ir.VectorType)
	if isScalable(rt) || len(rt.Shape) != 1 || ir.Type(src) != op.Operand(1).Type() || numElements(src)*2 != numElements(rt) {
		return false
	}
	mask := denseI64(op, "mask")
	half := rt.Shape[0] / 2
	for i := int64(0); i < half; i++ {
		if mask[2*i] != i || mask[2*i+1] != half+i {
			return false
		}
	}
	replaceWith(rw, op, "vector.interleave", op.Operands())
	return true
}

// canonicalize0DShuffle is Canonicalize0DShuffleOp: picking one of two
// 0-d vectors broadcasts it.
func canonicalize0DShuffle(op *ir.Operation, rw *rewrite.Rewriter) bool {
	v1 := op.Operand(0).Type().(*ir.VectorType)
	mask := denseI64(op, "mask")
	if len(v1.Shape) > 0 || len(mask) != 1 {
		return false
	}
	src := op.Operand(1)
	if mask[0] == 0 {
		src = op.Operand(0)
	}
	replaceWith(rw, op, "vector.broadcast", []*ir.Value{src})
	return true
}

// contractAddUsers applies CanonicalizeContractAdd to the arith.addi and
// arith.addf ops using the contraction op.
func contractAddUsers(op *ir.Operation, rw *rewrite.Rewriter) bool {
	for _, u := range op.Result(0).Users() {
		if u.Name() != "arith.addi" && u.Name() != "arith.addf" {
			continue
		}
		rw.Builder.SetInsertionPoint(u)
		if canonicalizeContractAdd(u, rw) {
			return true
		}
	}
	return false
}

// canonicalizeContractAdd is CanonicalizeContractAdd: adding a value to a
// contraction accumulating into zero accumulates into the value.
func canonicalizeContractAdd(op *ir.Operation, rw *rewrite.Rewriter) bool {
	try := func(c, other *ir.Value) bool {
		ct := c.DefiningOp()
		if ct == nil || ct.Name() != "vector.contract" {
			return false
		}
		z := ct.Operand(2).DefiningOp()
		if z == nil || z.Name() != "arith.constant" || z.InherentAttr("value") != zeroAttrOf(rw.Builder.Ctx, ct.Operand(2).Type()) {
			return false
		}
		m := ir.NewMapping()
		m.Map(ct.Operand(2), other)
		clone := rw.Builder.Insert(ct.Clone(rw.Builder.Ctx, m))
		rw.ReplaceOp(op, clone.Results())
		return true
	}
	return try(op.Operand(0), op.Operand(1)) || try(op.Operand(1), op.Operand(0))
}

// zeroAttrOf is Builder::getZeroAttr: the zero of a scalar or vector type.
func zeroAttrOf(ctx *ir.Context, t ir.Type) ir.Attribute {
	switch x := t.(type) {
	case *ir.VectorType:
		return zeroAttr(ctx, x)
	case *ir.FloatType:
		return ctx.FloatAttrFromFloat64(x, 0)
	case *ir.IntegerType, *ir.IndexType:
		return ctx.IntAttr(t, 0)
	}
	return nil
}
