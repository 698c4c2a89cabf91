package vector

import (
	"fmt"

	"github.com/gomlir/gomlir/ir/affine"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dynamic is ShapedType::kDynamic, the static position of a dynamic index.
const Dynamic = ir.Dynamic

// poisonIndex is kPoisonIndex, a position selecting poison.
const poisonIndex = -1

// resizeTrailing scales the trailing dimension of a vector type by
// mul/div (0-d vectors become vector<2x..>, as interleave's result).
func resizeTrailing(ctx *ir.Context, t ir.Type, mul, div int64) ir.Type {
	v, ok := t.(*ir.VectorType)
	if !ok {
		return t
	}
	if len(v.Shape) == 0 {
		return ctx.VectorType([]int64{2}, v.Elem, nil)
	}
	shape := append([]int64(nil), v.Shape...)
	last := len(shape) - 1
	n := shape[last] * mul / div
	if n <= 0 {
		return t
	}
	shape[last] = n
	return ctx.VectorType(shape, v.Elem, v.Scalable)
}

// splatTypes lists the element type of a vector once per element.
func splatTypes(t ir.Type) []ir.Type {
	v, ok := t.(*ir.VectorType)
	if !ok {
		return nil
	}
	out := make([]ir.Type, numElements(v))
	for i := range out {
		out[i] = v.Elem
	}
	return out
}

// posMultiple is the scalable insert/extract position check.
func posMultiple(op *ir.Operation, sub ir.Type) bool {
	pos, ok := op.InherentAttr("pos").(*ir.IntegerAttr)
	v := vecType(sub)
	if !ok || v == nil || numElements(v) == 0 {
		return true
	}
	return pos.Int64()%numElements(v) == 0
}

// verifyReduction is ReductionOp::verify.
func verifyReduction(op *ir.Operation) error {
	v := op.Operand(0).Type().(*ir.VectorType)
	if r := len(v.Shape); r > 1 {
		return op.EmitOpError("unsupported reduction rank: %d", r)
	}
	if !kindSupportsElement(kindOf(op), op.Result(0).Type()) {
		return op.EmitOpError("unsupported reduction type '%s' for kind '%s'", quote(op.Result(0).Type()), CombiningKind.cases[kindOf(op)])
	}
	return nil
}

// kindSupportsElement is isSupportedCombiningKind.
func kindSupportsElement(kind int, t ir.Type) bool {
	switch kind {
	case KindAdd, KindMul:
		switch t.(type) {
		case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
			return true
		}
	case KindMinUI, KindMinSI, KindMaxUI, KindMaxSI, KindAnd, KindOr, KindXor:
		switch t.(type) {
		case *ir.IntegerType, *ir.IndexType:
			return true
		}
	case KindMinNumF, KindMaxNumF, KindMaximumF, KindMinimumF:
		return isFloat(t)
	}
	return false
}

// multiReductionType is MultiDimReductionOp::inferReturnTypes.
func multiReductionType(ctx *ir.Context, src *ir.VectorType, dims []int64) ir.Type {
	reduced := make([]bool, len(src.Shape))
	for _, d := range dims {
		if d >= 0 && int(d) < len(reduced) {
			reduced[d] = true
		}
	}
	var shape []int64
	var scal []bool
	for i, d := range src.Shape {
		if !reduced[i] {
			shape = append(shape, d)
			scal = append(scal, scalable(src, i))
		}
	}
	if len(shape) == 0 {
		return src.Elem
	}
	return ctx.VectorType(shape, src.Elem, scal)
}

// verifyMultiReduction is MultiDimReductionOp::verify.
func verifyMultiReduction(op *ir.Operation) error {
	src := op.Operand(0).Type().(*ir.VectorType)
	dest := op.Result(0).Type()
	if want := multiReductionType(ods.ContextOf(op), src, denseI64(op, "reduction_dims")); dest != want {
		return op.EmitOpError("destination type %s is incompatible with source type %s", quote(dest), quote(src))
	}
	return nil
}

func quote(t ir.Type) string { return "'" + ods.TypeText(t) + "'" }

// shuffleType is ShuffleOp::inferReturnTypes.
func shuffleType(ctx *ir.Context, v1 ir.Type, mask *ir.DenseArrayAttr) ir.Type {
	v, ok := v1.(*ir.VectorType)
	if !ok || mask == nil {
		return v1
	}
	shape := []int64{int64(len(mask.Int64s()))}
	if len(v.Shape) > 0 {
		shape = append(shape, v.Shape[1:]...)
	}
	return ctx.VectorType(shape, v.Elem, nil)
}

// verifyShuffle is ShuffleOp::verify.
func verifyShuffle(op *ir.Operation) error {
	res := op.Result(0).Type().(*ir.VectorType)
	v1 := op.Operand(0).Type().(*ir.VectorType)
	v2 := op.Operand(1).Type().(*ir.VectorType)
	r := len(res.Shape)
	r1, r2 := len(v1.Shape), len(v2.Shape)
	// 0-d operands give a rank-1 result.
	want := r1
	if r1 == 0 {
		want = 1
	}
	if r1 != r2 || r != want {
		return op.EmitOpError("rank mismatch")
	}
	for i := 1; i < r; i++ {
		if res.Shape[i] != v1.Shape[i] || res.Shape[i] != v2.Shape[i] {
			return op.EmitOpError("dimension mismatch")
		}
	}
	mask := denseI64(op, "mask")
	if len(mask) == 0 {
		return op.EmitOpError("invalid mask length")
	}
	if int64(len(mask)) != res.Shape[0] {
		return op.EmitOpError("mask length mismatch")
	}
	d1, d2 := int64(1), int64(1)
	if r1 > 0 {
		d1, d2 = v1.Shape[0], v2.Shape[0]
	}
	for i, m := range mask {
		if m < poisonIndex || m >= d1+d2 {
			return op.EmitOpError("mask index #%d out of range", i+1)
		}
	}
	return nil
}

// extractType is ExtractOp::inferReturnTypes.
func extractType(ctx *ir.Context, src *ir.VectorType, n int) ir.Type {
	if n >= len(src.Shape) {
		return src.Elem
	}
	var scal []bool
	if src.Scalable != nil {
		scal = src.Scalable[n:]
	}
	return ctx.VectorType(src.Shape[n:], src.Elem, scal)
}

// extractCompatible is ExtractOp::isCompatibleReturnTypes: a vector<1xT>
// stands for T.
func extractCompatible(a, b ir.Type) bool {
	one := func(x, y ir.Type) bool {
		v, ok := x.(*ir.VectorType)
		return ok && len(v.Shape) == 1 && v.Shape[0] == 1 && v.Elem == y
	}
	return one(a, b) || one(b, a)
}

// checkPositions checks the static and dynamic positions of extract and
// insert against the shape of v; what names the vector in messages.
func checkPositions(op *ir.Operation, v *ir.VectorType, nDynamic int, what string) error {
	pos := denseI64(op, "static_position")
	markers := 0
	for _, p := range pos {
		if p == Dynamic {
			markers++
		}
	}
	if markers != nDynamic {
		return op.EmitOpError("mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite")
	}
	if len(pos) > len(v.Shape) {
		return op.EmitOpError("expected position attribute of rank no greater than %svector rank", what)
	}
	for i, p := range pos {
		if p == Dynamic {
			continue
		}
		if p != poisonIndex && (p < 0 || p >= v.Shape[i]) {
			return op.EmitOpError("expected position attribute #%d to be a non-negative integer smaller than the corresponding %svector dimension or poison (-1)", i+1, what)
		}
	}
	return nil
}

// verifyExtract is ExtractOp::verify.
func verifyExtract(op *ir.Operation) error {
	if r, ok := op.Result(0).Type().(*ir.VectorType); ok && len(r.Shape) == 0 {
		return op.EmitOpError("expected a scalar instead of a 0-d vector as the result type")
	}
	_, n := ods.GroupRange(op, 1, false)
	return checkPositions(op, op.Operand(0).Type().(*ir.VectorType), n, "")
}

// verifyInsert is InsertOp::verify.
func verifyInsert(op *ir.Operation) error {
	if s, ok := op.Operand(0).Type().(*ir.VectorType); ok && len(s.Shape) == 0 {
		return op.EmitOpError("expected a scalar instead of a 0-d vector as the source operand")
	}
	dest := op.Operand(1).Type().(*ir.VectorType)
	pos := denseI64(op, "static_position")
	_, n := ods.GroupRange(op, 2, false)
	markers := 0
	for _, p := range pos {
		if p == Dynamic {
			markers++
		}
	}
	if markers != n {
		return op.EmitOpError("mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite")
	}
	if len(pos) > len(dest.Shape) {
		return op.EmitOpError("expected position attribute of rank no greater than dest vector rank")
	}
	if s, ok := op.Operand(0).Type().(*ir.VectorType); ok {
		if len(pos)+len(s.Shape) != len(dest.Shape) {
			return op.EmitOpError("expected position attribute rank + source rank to match dest vector rank")
		}
	} else if len(pos) != len(dest.Shape) {
		return op.EmitOpError("expected position attribute rank to match the dest vector rank")
	}
	for i, p := range pos {
		if p == Dynamic {
			continue
		}
		if p != poisonIndex && (p < 0 || p >= dest.Shape[i]) {
			return op.EmitOpError("expected position attribute #%d to be a non-negative integer smaller than the corresponding dest vector dimension", i+1)
		}
	}
	return nil
}

// isIntegerArrayAttrConfinedToRange checks each value of vals against
// [min, max) or [min, max] (dim is the shape size at each position).
func confinedToRange(op *ir.Operation, vals []int64, bound func(i int) int64, lo int64, halfOpen bool, name string) error {
	for i, v := range vals {
		max := bound(i)
		if !halfOpen {
			max++
		}
		if v < lo || v >= max {
			return op.EmitOpError("expected %s dimension %d to be confined to [%d, %d)", name, i, lo, max)
		}
	}
	return nil
}

// stridesConfined checks strides to be 1 ([1, 2)).
func stridesConfined(op *ir.Operation, strides []int64) error {
	for _, s := range strides {
		if s != 1 {
			return op.EmitOpError("expected strides to be confined to [1, 2)")
		}
	}
	return nil
}

// verifyInsertStridedSlice is InsertStridedSliceOp::verify.
func verifyInsertStridedSlice(op *ir.Operation) error {
	src := op.Operand(0).Type().(*ir.VectorType)
	dst := op.Operand(1).Type().(*ir.VectorType)
	offsets, strides := i64Array(op, "offsets"), i64Array(op, "strides")
	if len(offsets) != len(dst.Shape) {
		return op.EmitOpError("expected offsets of same size as destination vector rank")
	}
	if len(strides) != len(src.Shape) {
		return op.EmitOpError("expected strides of same size as source vector rank")
	}
	if len(src.Shape) > len(dst.Shape) {
		return op.EmitOpError("expected source rank to be no greater than destination rank")
	}
	if err := confinedToRange(op, offsets, func(i int) int64 { return dst.Shape[i] }, 0, true, "offsets"); err != nil {
		return err
	}
	if err := stridesConfined(op, strides); err != nil {
		return err
	}
	lead := len(dst.Shape) - len(src.Shape)
	for i := range src.Shape {
		sum := offsets[lead+i] + src.Shape[i]
		if sum < 1 || sum >= dst.Shape[lead+i]+1 {
			return op.EmitOpError("expected sum(offsets, source vector shape) dimension %d to be confined to [1, %d)", lead+i, dst.Shape[lead+i]+1)
		}
	}
	for i := range src.Shape {
		if scalable(src, i) != scalable(dst, lead+i) {
			return op.EmitOpError("mismatching scalable flags (at source vector idx=%d)", i)
		}
		if scalable(src, i) && src.Shape[i] != dst.Shape[lead+i] {
			return op.EmitOpError("expected size at idx=%d to match the corresponding base size from the input vector (%d vs %d)", i, src.Shape[i], dst.Shape[lead+i])
		}
	}
	return nil
}

// verifyExtractStridedSlice is ExtractStridedSliceOp::verify.
func verifyExtractStridedSlice(op *ir.Operation) error {
	src := op.Operand(0).Type().(*ir.VectorType)
	offsets, sizes, strides := i64Array(op, "offsets"), i64Array(op, "sizes"), i64Array(op, "strides")
	if len(offsets) != len(sizes) || len(offsets) != len(strides) {
		return op.EmitOpError("expected offsets, sizes and strides attributes of same size")
	}
	if len(offsets) > len(src.Shape) {
		return op.EmitOpError("expected offsets attribute of rank no greater than vector rank")
	}
	dim := func(i int) int64 { return src.Shape[i] }
	if err := confinedToRange(op, offsets, dim, 0, true, "offsets"); err != nil {
		return err
	}
	if err := confinedToRange(op, sizes, dim, 1, false, "sizes"); err != nil {
		return err
	}
	if err := stridesConfined(op, strides); err != nil {
		return err
	}
	for i := range offsets {
		if sum := offsets[i] + sizes[i]; sum < 1 || sum > src.Shape[i] {
			return op.EmitOpError("expected sum(offsets, sizes) dimension %d to be confined to [1, %d)", i, src.Shape[i]+1)
		}
	}
	for i := range sizes {
		if scalable(src, i) && sizes[i] != src.Shape[i] {
			return op.EmitOpError("expected size at idx=%d to match the corresponding base size from the input vector (%d vs %d)", i, sizes[i], src.Shape[i])
		}
	}
	want := extractStridedSliceType(ods.ContextOf(op), src, sizes)
	if op.Result(0).Type() != want {
		return op.EmitOpError("expected result type to be %s", quote(want))
	}
	return nil
}

// extractStridedSliceType is the result type of an extract_strided_slice
// of src with sizes.
func extractStridedSliceType(ctx *ir.Context, src *ir.VectorType, sizes []int64) ir.Type {
	shape := append([]int64(nil), src.Shape...)
	copy(shape, sizes)
	return ctx.VectorType(shape, src.Elem, src.Scalable)
}

// verifyIndexCount checks the number of indices against the base rank.
func verifyIndexCount(op *ir.Operation, group int, base ir.Type) error {
	_, n := ods.GroupRange(op, group, false)
	if r := rankOf(base); n != r {
		return op.EmitOpError("requires %d indices", r)
	}
	return nil
}

func rankOf(t ir.Type) int {
	switch s := t.(type) {
	case *ir.MemRefType:
		return len(s.Shape)
	case *ir.RankedTensorType:
		return len(s.Shape)
	case *ir.VectorType:
		return len(s.Shape)
	}
	return 0
}

// unitMinorStride reports whether the memref's most minor dimension has
// stride 1 (isLastMemrefDimUnitStride).
func unitMinorStride(m *ir.MemRefType) bool {
	switch l := m.Layout.(type) {
	case nil:
		return true
	case *ir.StridedLayoutAttr:
		return len(l.Strides) == 0 || l.Strides[len(l.Strides)-1] == 1
	case *ir.AffineMapAttr:
		return minorStrideOfMap(l.Map) == 1
	}
	return true
}

// verifyLoadStore is the shared part of LoadOp and StoreOp::verify.
func verifyLoadStore(op *ir.Operation, mem *ir.MemRefType, v *ir.VectorType, group int, lowerRank, typesDiffer, elemDiffer string) error {
	if len(v.Shape) > len(mem.Shape) {
		return op.EmitOpError("%s", lowerRank)
	}
	if len(v.Shape) > 0 && !unitMinorStride(mem) {
		return op.EmitOpError("most minor memref dim must have unit stride")
	}
	if mv, ok := mem.Elem.(*ir.VectorType); ok {
		if mv != v {
			return op.EmitOpError("%s", typesDiffer)
		}
	} else if mem.Elem != v.Elem {
		return op.EmitOpError("%s", elemDiffer)
	}
	_, n := ods.GroupRange(op, group, false)
	if n != len(mem.Shape) {
		return op.EmitOpError("requires %d indices", len(mem.Shape))
	}
	return nil
}

func verifyLoad(op *ir.Operation) error {
	return verifyLoadStore(op, op.Operand(0).Type().(*ir.MemRefType), op.Result(0).Type().(*ir.VectorType), 1,
		"destination memref has lower rank than the result vector",
		"base memref and result vector types should match", "base and result element types should match")
}

func verifyStore(op *ir.Operation) error {
	return verifyLoadStore(op, op.Operand(1).Type().(*ir.MemRefType), op.Operand(0).Type().(*ir.VectorType), 2,
		"source memref has lower rank than the vector to store",
		"base memref and valueToStore vector types should match", "base and valueToStore element type should match")
}

// baseElem is the element type of a memref or tensor base.
func baseElem(t ir.Type) ir.Type { return ods.ElementOf(t) }

func verifyMaskedLoad(op *ir.Operation) error {
	base, mask, pass, res := op.Operand(0).Type(), op.Operand(op.NumOperands()-2).Type().(*ir.VectorType), op.Operand(op.NumOperands()-1).Type(), op.Result(0).Type().(*ir.VectorType)
	if baseElem(base) != res.Elem {
		return op.EmitOpError("base and result element type should match")
	}
	if err := verifyIndexCount(op, 1, base); err != nil {
		return err
	}
	if !sameShape(res, mask) {
		return op.EmitOpError("expected result shape to match mask shape")
	}
	if pass != ir.Type(res) {
		return op.EmitOpError("expected pass_thru of same type as result type")
	}
	return nil
}

func verifyMaskedStore(op *ir.Operation) error {
	base, mask, val := op.Operand(0).Type(), op.Operand(op.NumOperands()-2).Type().(*ir.VectorType), op.Operand(op.NumOperands()-1).Type().(*ir.VectorType)
	if baseElem(base) != val.Elem {
		return op.EmitOpError("base and valueToStore element type should match")
	}
	if err := verifyIndexCount(op, 1, base); err != nil {
		return err
	}
	if !sameShape(val, mask) {
		return op.EmitOpError("expected valueToStore shape to match mask shape")
	}
	return nil
}

func sameShape(a, b *ir.VectorType) bool {
	if len(a.Shape) != len(b.Shape) {
		return false
	}
	for i := range a.Shape {
		if a.Shape[i] != b.Shape[i] || scalable(a, i) != scalable(b, i) {
			return false
		}
	}
	return true
}

// verifyGatherScatter is the shared part of GatherOp and ScatterOp::verify.
func verifyGatherScatter(op *ir.Operation, v *ir.VectorType, name string) error {
	n := op.NumOperands()
	base := op.Operand(0).Type()
	idx := op.Operand(n - 3).Type().(*ir.VectorType)
	mask := op.Operand(n - 2).Type().(*ir.VectorType)
	if baseElem(base) != v.Elem {
		return op.EmitOpError("base and %s element type should match", name)
	}
	if err := verifyIndexCount(op, 1, base); err != nil {
		return err
	}
	if !sameShape(v, idx) {
		return op.EmitOpError("expected %s dim to match indices dim", name)
	}
	if !sameShape(v, mask) {
		return op.EmitOpError("expected %s dim to match mask dim", name)
	}
	return nil
}

func verifyGather(op *ir.Operation) error {
	res := op.Result(0).Type().(*ir.VectorType)
	if err := verifyGatherScatter(op, res, "result"); err != nil {
		return err
	}
	if op.Operand(op.NumOperands()-1).Type() != ir.Type(res) {
		return op.EmitOpError("expected pass_thru of same type as result type")
	}
	return nil
}

func verifyScatter(op *ir.Operation) error {
	return verifyGatherScatter(op, op.Operand(op.NumOperands()-1).Type().(*ir.VectorType), "valueToStore")
}

func verifyExpandLoad(op *ir.Operation) error {
	base, mask, pass, res := op.Operand(0).Type(), op.Operand(op.NumOperands()-2).Type().(*ir.VectorType), op.Operand(op.NumOperands()-1).Type(), op.Result(0).Type().(*ir.VectorType)
	if baseElem(base) != res.Elem {
		return op.EmitOpError("base and result element type should match")
	}
	if err := verifyIndexCount(op, 1, base); err != nil {
		return err
	}
	if !sameShape(res, mask) {
		return op.EmitOpError("expected result dim to match mask dim")
	}
	if pass != ir.Type(res) {
		return op.EmitOpError("expected pass_thru of same type as result type")
	}
	return nil
}

func verifyCompressStore(op *ir.Operation) error {
	base, mask, val := op.Operand(0).Type(), op.Operand(op.NumOperands()-2).Type().(*ir.VectorType), op.Operand(op.NumOperands()-1).Type().(*ir.VectorType)
	if baseElem(base) != val.Elem {
		return op.EmitOpError("base and valueToStore element type should match")
	}
	if err := verifyIndexCount(op, 1, base); err != nil {
		return err
	}
	if !sameShape(val, mask) {
		return op.EmitOpError("expected valueToStore dim to match mask dim")
	}
	return nil
}

func numScalable(v *ir.VectorType) int {
	n := 0
	for _, s := range v.Scalable {
		if s {
			n++
		}
	}
	return n
}

// verifyShapeCast is ShapeCastOp::verify.
func verifyShapeCast(op *ir.Operation) error {
	src := op.Operand(0).Type().(*ir.VectorType)
	res := op.Result(0).Type().(*ir.VectorType)
	if src.Elem != res.Elem {
		return op.EmitOpError("has different source and result element types")
	}
	if a, b := numElements(src), numElements(res); a != b {
		return op.EmitOpError("has different number of elements at source (%d) and result (%d)", a, b)
	}
	if a, b := numScalable(src), numScalable(res); a != b {
		return op.EmitOpError("has different number of scalable dims at source (%d) and result (%d)", a, b)
	}
	return nil
}

// verifyBitcast is BitCastOp::verify.
func verifyBitcast(op *ir.Operation) error {
	src := op.Operand(0).Type().(*ir.VectorType)
	res := op.Result(0).Type().(*ir.VectorType)
	r := len(src.Shape)
	for i := 0; i+1 < r; i++ {
		if src.Shape[i] != res.Shape[i] {
			return op.EmitOpError("dimension size mismatch at: %d", i)
		}
	}
	bits := func(v *ir.VectorType) int64 {
		n := int64(ir.BitWidth(v.Elem))
		if len(v.Shape) > 0 {
			n *= v.Shape[len(v.Shape)-1]
		}
		return n
	}
	if bits(src) != bits(res) {
		if r == 0 {
			return op.EmitOpError("source/result bitwidth of the 0-D vector element types must be equal")
		}
		return op.EmitOpError("source/result bitwidth of the minor 1-D vectors must be equal")
	}
	return nil
}

// verifyTypeCast is TypeCastOp::verify.
func verifyTypeCast(op *ir.Operation) error {
	src := op.Operand(0).Type().(*ir.MemRefType)
	if src.Layout != nil {
		if am, ok := src.Layout.(*ir.AffineMapAttr); !ok || !am.Map.IsIdentity() {
			return op.EmitOpError("expects operand to be a memref with identity layout")
		}
	}
	res := op.Result(0).Type().(*ir.MemRefType)
	if src.MemorySpace != res.MemorySpace {
		return op.EmitOpError("expects result in same memory space")
	}
	se, re := src.Elem, res.Elem
	flat := func(t ir.Type) (ir.Type, []int64) {
		if v, ok := t.(*ir.VectorType); ok {
			return v.Elem, v.Shape
		}
		return t, nil
	}
	sElem, sShape := flat(se)
	rElem, rShape := flat(re)
	if sElem != rElem {
		return op.EmitOpError("expects result and operand with same underlying scalar type: %s", quote(res))
	}
	full := append(append([]int64(nil), src.Shape...), sShape...)
	fullRes := append(append([]int64(nil), res.Shape...), rShape...)
	if fmt.Sprint(full) != fmt.Sprint(fullRes) {
		return op.EmitOpError("expects concatenated result and operand shapes to be equal: %s", quote(res))
	}
	return nil
}

// verifyConstantMask is ConstantMaskOp::verify.
func verifyConstantMask(op *ir.Operation) error {
	res := op.Result(0).Type().(*ir.VectorType)
	sizes := denseI64(op, "mask_dim_sizes")
	if len(res.Shape) == 0 {
		if len(sizes) != 1 {
			return op.EmitError("array attr must have length 1 for 0-D vectors")
		}
		if sizes[0] != 0 && sizes[0] != 1 {
			return op.EmitError("mask dim size must be either 0 or 1 for 0-D vectors")
		}
		return nil
	}
	if len(sizes) != len(res.Shape) {
		return op.EmitOpError("must specify array attr of size equal vector result rank")
	}
	anyZero := false
	for i, s := range sizes {
		if s < 0 || s > res.Shape[i] {
			return op.EmitOpError("array attr of size out of bounds of vector result dimension size")
		}
		if scalable(res, i) && s != 0 && s != res.Shape[i] {
			return op.EmitOpError("only supports 'none set' or 'all set' scalable dimensions")
		}
		anyZero = anyZero || s == 0
	}
	if anyZero {
		for _, s := range sizes {
			if s != 0 {
				return op.EmitOpError("expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim")
			}
		}
	}
	return nil
}

// verifyCreateMask is CreateMaskOp::verify.
func verifyCreateMask(op *ir.Operation) error {
	res := op.Result(0).Type().(*ir.VectorType)
	if len(res.Shape) == 0 {
		if op.NumOperands() != 1 {
			return op.EmitOpError("must specify exactly one operand for 0-D create_mask")
		}
	} else if op.NumOperands() != len(res.Shape) {
		return op.EmitOpError("must specify an operand for each result vector dimension")
	}
	return nil
}

// verifyTranspose is TransposeOp::verify.
func verifyTranspose(op *ir.Operation) error {
	src := op.Operand(0).Type().(*ir.VectorType)
	res := op.Result(0).Type().(*ir.VectorType)
	perm := denseI64(op, "permutation")
	r := len(src.Shape)
	if len(res.Shape) != r {
		return op.EmitOpError("vector result rank mismatch: %d", len(res.Shape))
	}
	if len(perm) != r {
		return op.EmitOpError("transposition length mismatch: %d", len(perm))
	}
	seen := make([]bool, r)
	for i, p := range perm {
		if p < 0 || p >= int64(r) {
			return op.EmitOpError("transposition index out of range: %d", p)
		}
		if seen[p] {
			return op.EmitOpError("duplicate position index: %d", p)
		}
		seen[p] = true
		if res.Shape[i] != src.Shape[p] || scalable(res, i) != scalable(src, int(p)) {
			return op.EmitOpError("dimension size mismatch at: %d", p)
		}
	}
	return nil
}

// verifyScan is ScanOp::verify.
func verifyScan(op *ir.Operation) error {
	src := op.Operand(0).Type().(*ir.VectorType)
	init := op.Operand(1).Type().(*ir.VectorType)
	dim := op.InherentAttr("reduction_dim").(*ir.IntegerAttr).Int64()
	r := int64(len(src.Shape))
	if dim >= r {
		return op.EmitOpError("reduction dimension %d has to be less than %d", dim, r)
	}
	if ir := int64(len(init.Shape)); ir != r-1 {
		return op.EmitOpError("initial value rank %d has to be equal to %d", ir, r-1)
	}
	var want []int64
	for i, d := range src.Shape {
		if int64(i) != dim {
			want = append(want, d)
		}
	}
	if fmt.Sprint(want) != fmt.Sprint(init.Shape) {
		return op.EmitOpError("incompatible input/initial value shapes")
	}
	if !kindSupportsElement(kindOf(op), src.Elem) {
		return op.EmitOpError("unsupported reduction type %s for kind '%s'", quote(src.Elem), CombiningKind.cases[kindOf(op)])
	}
	return nil
}

// minorStrideOfMap is the stride of the most minor dimension of a strided
// layout map: the change of its single result when the last dimension
// grows by one (0 when the map is not of that form).
func minorStrideOfMap(m *affine.Map) int64 {
	if m.IsIdentity() {
		return 1
	}
	if len(m.Results) != 1 || m.NumSymbols != 0 || m.NumDims == 0 {
		return 0
	}
	at := func(last int64) (int64, bool) {
		ops := make([]*int64, m.NumDims)
		for i := range ops {
			v := int64(0)
			if i == m.NumDims-1 {
				v = last
			}
			ops[i] = &v
		}
		r, ok, _ := m.ConstantFold(ops)
		if !ok || len(r) != 1 {
			return 0, false
		}
		return r[0], true
	}
	a, ok1 := at(0)
	b, ok2 := at(1)
	if !ok1 || !ok2 {
		return 0
	}
	return b - a
}
