package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
	"slices"
)

// Folders of the vector ops, as upstream's *Op::fold.

// foldBroadcast is BroadcastOp::fold: a broadcast to the source's own type
// is the source; constant scalars and splats become dense splats; poison
// stays poison.
func foldBroadcast(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	vt := op.Result(0).Type().(*ir.VectorType)
	if op.Operand(0).Type() == ir.Type(vt) {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	if c := op.Operand(0).DefiningOp(); c != nil && c.Name() == "vector.shape_cast" && broadcastable(c.Operand(0).Type(), vt) {
		// A shape_cast adding unit dims before a broadcast is redundant.
		op.SetOperand(0, c.Operand(0))
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	ctx := ods.ContextOf(op)
	if raw, ok := scalarRaw(operands[0], vt.Elem); ok {
		return []ir.FoldResult{{Attr: ctx.DenseElementsAttr(vt, raw, true)}}
	}
	switch a := operands[0].(type) {
	case *ir.DenseElementsAttr:
		if a.Splat {
			return []ir.FoldResult{{Attr: ctx.DenseElementsAttr(vt, a.Data, true)}}
		}
	default:
		if isPoison(a) {
			return []ir.FoldResult{{Attr: a}}
		}
	}
	return nil
}

// broadcastFolder is BroadcastFolder: a broadcast of a broadcast
// broadcasts the inner source directly.
func broadcastFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	inner := op.Operand(0).DefiningOp()
	if inner == nil || inner.Name() != "vector.broadcast" {
		return false
	}
	repl := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: op.Info(), Types: []ir.Type{op.Result(0).Type()},
		Operands: []*ir.Value{inner.Operand(0)}})
	rw.ReplaceOp(op, repl.Results())
	return true
}

// positionsOf returns the static positions of an extract or insert, with
// ok false when one is dynamic.
func positionsOf(op *ir.Operation) ([]int64, bool) {
	pos := denseI64(op, "static_position")
	for _, p := range pos {
		if p == Dynamic {
			return pos, false
		}
	}
	return pos, true
}

// hasPoisonIndex reports whether a static position is kPoisonIndex.
func hasPoisonIndex(pos []int64) bool {
	for _, p := range pos {
		if p == poisonIndex {
			return true
		}
	}
	return false
}

// foldConstantIndices is extractInsertFoldConstantOp: dynamic positions
// given by constants become static. dynGroup is the dynamic position
// group; it returns whether op changed.
func foldConstantIndices(op *ir.Operation, operands []ir.Attribute, dynGroup int) bool {
	start, n := ods.GroupRange(op, dynGroup, false)
	if n == 0 {
		return false
	}
	// The positions index the extract's source or the insert's destination
	// (the type of its result).
	shaped := op.Operand(0)
	if op.NumResults() > 0 && dynGroup == 2 {
		shaped = op.Result(0)
	}
	shape := shaped.Type().(*ir.VectorType).Shape
	pos := append([]int64(nil), denseI64(op, "static_position")...)
	var keep []int
	k := 0
	changed := false
	for i, p := range pos {
		if p != Dynamic {
			continue
		}
		// Out-of-bounds constants stay operands (-1 is poison, not out of
		// bounds).
		if c, ok := operands[start+k].(*ir.IntegerAttr); ok && c.Int64() >= -1 && c.Int64() < shape[i] {
			pos[i] = c.Int64()
			changed = true
		} else {
			keep = append(keep, start+k)
		}
		k++
	}
	if !changed {
		return false
	}
	vals := op.Operands()[:start]
	newOps := append([]*ir.Value(nil), vals...)
	for _, i := range keep {
		newOps = append(newOps, op.Operand(i))
	}
	op.SetOperands(newOps)
	op.SetInherentAttr(ods.ContextOf(op), "static_position", ods.ContextOf(op).DenseI64Array(pos))
	return true
}

// foldExtract is ExtractOp::fold.
func foldExtract(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	src := op.Operand(0)
	pos := denseI64(op, "static_position")
	if len(pos) == 0 && src.Type() == op.Result(0).Type() {
		return []ir.FoldResult{{Value: src}}
	}
	if hasPoisonIndex(pos) {
		return []ir.FoldResult{poison(op)}
	}
	inPlace := foldConstantIndices(op, operands, 1)
	if isPoison(operands[0]) {
		return []ir.FoldResult{poison(op)}
	}
	if r := foldExtractOfConstant(op, operands[0]); r != nil {
		return []ir.FoldResult{{Attr: r}}
	}
	if foldExtractFromExtract(op) {
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	if v := foldExtractFromInsertChain(op); v != nil {
		return []ir.FoldResult{{Value: v}}
	}
	if v := foldExtractFromBroadcast(op); v != nil {
		return []ir.FoldResult{{Value: v}}
	}
	if v := foldExtractFromShuffle(op); v != nil {
		return []ir.FoldResult{{Value: v}}
	}
	if v := foldExtractFromShapeCast(op); v != nil {
		return []ir.FoldResult{{Value: v}}
	}
	if v := foldExtractFromExtractStrided(op); v != nil {
		return []ir.FoldResult{{Value: v}}
	}
	if v := foldExtractFromFromElements(op); v != nil {
		return []ir.FoldResult{{Value: v}}
	}
	if inPlace {
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	return nil
}

// foldExtractOfConstant is foldDenseElementsAttrSrcExtractOp.
func foldExtractOfConstant(op *ir.Operation, src ir.Attribute) ir.Attribute {
	d := denseOf(src)
	if d == nil {
		return nil
	}
	ctx := ods.ContextOf(op)
	vt := d.Type.(*ir.VectorType)
	// A splat reads the same at any position, dynamic ones included.
	if d.Splat {
		// Any position of a splat, dynamic ones too.
		if rv, ok := op.Result(0).Type().(*ir.VectorType); ok {
			return ctx.DenseElementsAttr(rv, d.Data, true)
		}
		return scalarAttr(ctx, vt.Elem, d.Data)
	}
	pos, static := positionsOf(op)
	if !static || isScalable(vt) {
		return nil
	}
	off := linearize(pos, vt.Shape)
	if rv, ok := op.Result(0).Type().(*ir.VectorType); ok {
		n := numElements(rv)
		elems := elements(d)[off : off+n]
		return denseFrom(ctx, rv, elems)
	}
	return scalarAttr(ctx, vt.Elem, d.RawElement(off))
}

// foldExtractFromExtract is foldExtractOpFromExtractChain: extracts of
// extracts with static positions merge their positions (in place).
func foldExtractFromExtract(op *ir.Operation) bool {
	inner := op.Operand(0).DefiningOp()
	if inner == nil || inner.Name() != "vector.extract" {
		return false
	}
	outer, ok1 := positionsOf(op)
	in, ok2 := positionsOf(inner)
	if !ok1 || !ok2 {
		return false
	}
	pos := append(append([]int64(nil), in...), outer...)
	op.SetOperand(0, inner.Operand(0))
	op.SetInherentAttr(ods.ContextOf(op), "static_position", ods.ContextOf(op).DenseI64Array(pos))
	return true
}

// foldExtractFromInsertChain is ExtractFromInsertTransposeChainState:
// walking back through inserts and transposes, with the extracted position
// followed by sentinels (-1, -2, ...) standing for the result's own
// dimensions (permuted by each transpose), an insert at the extracted
// position gives its value, one at a prefix of it is extracted from, one
// elsewhere is looked through; the fold holds only while the sentinels
// stay in order at the end.
func foldExtractFromInsertChain(op *ir.Operation) *ir.Value {
	pos, ok := positionsOf(op)
	if !ok {
		return nil
	}
	rank := len(op.Operand(0).Type().(*ir.VectorType).Shape)
	extracted := len(pos)
	nSentinels := rank - extracted
	position := append([]int64(nil), pos...)
	for i := 0; i < nSentinels; i++ {
		position = append(position, int64(-(i + 1)))
	}
	canFold := func() bool {
		for i, p := range position[extracted:] {
			if p != int64(-(i + 1)) {
				return false
			}
		}
		return true
	}
	inPlace := func(source *ir.Value) *ir.Value {
		if source == op.Operand(0) || !canFold() {
			return nil
		}
		ctx := ods.ContextOf(op)
		op.SetInherentAttr(ctx, "static_position", ctx.DenseI64Array(position[:extracted]))
		op.SetOperand(0, source)
		return op.Result(0)
	}
	v := op.Operand(0)
	for {
		d := v.DefiningOp()
		if d == nil || !d.IsRegistered() {
			break
		}
		if d.Name() == "vector.transpose" {
			perm := denseI64(d, "permutation")
			next := make([]int64, len(position))
			for i, p := range perm {
				next[p] = position[i]
			}
			position, v = next, d.Operand(0)
			continue
		}
		if d.Name() != "vector.insert" {
			break
		}
		ipos, static := positionsOf(d)
		if !static {
			return nil
		}
		if slices.Equal(ipos, position[:extracted]) && canFold() {
			return d.Operand(0)
		}
		if isPrefix(ipos, position) {
			position = position[len(ipos):]
			extracted = len(position) - nSentinels
			return inPlace(d.Operand(0))
		}
		if isPrefix(position, ipos) || intersectsWhereNonNegative(position, ipos) {
			return nil
		}
		v = d.Operand(1)
	}
	return inPlace(v)
}

// isPrefix reports whether a is a prefix of b.
func isPrefix(a, b []int64) bool {
	return len(a) <= len(b) && slices.Equal(a, b[:len(a)])
}

// intersectsWhereNonNegative reports whether a and b agree wherever both
// are non-negative, over their common prefix.
func intersectsWhereNonNegative(a, b []int64) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] >= 0 && b[i] >= 0 && a[i] != b[i] {
			return false
		}
	}
	return true
}

// foldExtractFromBroadcast is foldExtractFromBroadcast: extracting from a
// broadcast gives the broadcast source when the types agree, or extracts
// from the source directly (in place).
func foldExtractFromBroadcast(op *ir.Operation) *ir.Value {
	b := op.Operand(0).DefiningOp()
	if b == nil || b.Name() != "vector.broadcast" {
		return nil
	}
	src := b.Operand(0)
	res := op.Result(0).Type()
	if src.Type() == res {
		return src
	}
	sv, ok := src.Type().(*ir.VectorType)
	if !ok {
		return nil
	}
	rRank := 0
	if rv, ok := res.(*ir.VectorType); ok {
		rRank = len(rv.Shape)
	}
	if rRank > len(sv.Shape) {
		return nil
	}
	for i := 1; i <= rRank; i++ {
		if sv.Shape[len(sv.Shape)-i] != res.(*ir.VectorType).Shape[rRank-i] {
			return nil
		}
	}
	pos := mixedPositionOf(op)
	bv := b.Result(0).Type().(*ir.VectorType)
	// The extracted dims of the source: the trailing len(sv)-rRank entries
	// of the position, with stretched unit dims read at 0.
	lead := len(bv.Shape) - len(sv.Shape)
	for i := lead; i < len(pos); i++ {
		if sv.Shape[i-lead] == 1 && bv.Shape[i] != 1 {
			pos[i] = mixedEntry{static: 0}
		}
	}
	keep := len(sv.Shape) - rRank
	if keep > len(pos) {
		return nil
	}
	setMixedPosition(op, src, pos[len(pos)-keep:])
	return op.Result(0)
}

// mixedEntry is one entry of a vector.extract position: static, or the
// dynamic value.
type mixedEntry struct {
	static int64
	dyn    *ir.Value
}

// mixedPositionOf returns an extract's position.
func mixedPositionOf(op *ir.Operation) []mixedEntry {
	static := denseI64(op, "static_position")
	out := make([]mixedEntry, len(static))
	d := 1
	for i, p := range static {
		if p == Dynamic {
			out[i] = mixedEntry{static: Dynamic, dyn: op.Operand(d)}
			d++
		} else {
			out[i] = mixedEntry{static: p}
		}
	}
	return out
}

// setMixedPosition makes op extract pos from src.
func setMixedPosition(op *ir.Operation, src *ir.Value, pos []mixedEntry) {
	static := make([]int64, len(pos))
	operands := []*ir.Value{src}
	for i, p := range pos {
		static[i] = p.static
		if p.dyn != nil {
			operands = append(operands, p.dyn)
		}
	}
	op.SetOperands(operands)
	op.SetInherentAttr(ods.ContextOf(op), "static_position", ods.ContextOf(op).DenseI64Array(static))
}

// foldExtractFromFromElements is foldScalarExtractFromFromElements.
func foldExtractFromFromElements(op *ir.Operation) *ir.Value {
	fe := op.Operand(0).DefiningOp()
	if fe == nil || fe.Name() != "vector.from_elements" {
		return nil
	}
	if _, isVec := op.Result(0).Type().(*ir.VectorType); isVec {
		return nil
	}
	pos, static := positionsOf(op)
	if !static {
		return nil
	}
	vt := fe.Result(0).Type().(*ir.VectorType)
	return fe.Operand(int(linearize(pos, vt.Shape)))
}

// foldInsert is InsertOp::fold.
func foldInsert(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	pos := denseI64(op, "static_position")
	if len(pos) == 0 && op.Operand(0).Type() == op.Result(0).Type() {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	inPlace := foldConstantIndices(op, operands, 2)
	if foldInsertUseChain(op) {
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	if hasPoisonIndex(pos) {
		return []ir.FoldResult{poison(op)}
	}
	if r := foldInsertIntoConstant(op, operands[0], operands[1]); r != nil {
		return []ir.FoldResult{{Attr: r}}
	}
	if inPlace {
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	return nil
}

// foldInsertUseChain is upstream's foldInsertUseChain: an insert into
// the result of an insert at the same position overwrites it, so it
// inserts into that insert's destination instead.
func foldInsertUseChain(op *ir.Operation) bool {
	inner := op.Operand(1).DefiningOp()
	if inner == nil || inner.Name() != "vector.insert" || !inner.IsRegistered() {
		return false
	}
	if !slices.Equal(denseI64(op, "static_position"), denseI64(inner, "static_position")) ||
		!slices.Equal(op.Operands()[2:], inner.Operands()[2:]) {
		return false
	}
	op.SetOperand(1, inner.Operand(1))
	return true
}

// foldInsertIntoConstant is foldDenseElementsAttrDestInsertOp.
func foldInsertIntoConstant(op *ir.Operation, val, dest ir.Attribute) ir.Attribute {
	d := denseOf(dest)
	pos, static := positionsOf(op)
	if d == nil || !static || val == nil {
		return nil
	}
	// Do not create many large constants (upstream's threshold).
	if d.NumElements() > 256 && !op.Result(0).HasOneUse() {
		return nil
	}
	vt := d.Type.(*ir.VectorType)
	if isScalable(vt) || hasPoisonIndex(pos) {
		// A poison position (just folded in place) folds to poison next;
		// upstream crashes here.
		return nil
	}
	var inserted [][]byte
	if sv := denseOf(val); sv != nil {
		inserted = elements(sv)
	} else if raw, ok := scalarRaw(val, vt.Elem); ok {
		inserted = [][]byte{raw}
	} else {
		return nil
	}
	elems := elements(d)
	off := linearize(pos, vt.Shape)
	copy(elems[off:], inserted)
	return denseFrom(ods.ContextOf(op), vt, elems)
}

// foldShapeCast is ShapeCastOp::fold.
func foldShapeCast(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	src := op.Operand(0)
	res := op.Result(0).Type().(*ir.VectorType)
	if src.Type() == ir.Type(res) {
		return []ir.FoldResult{{Value: src}}
	}
	if def := src.DefiningOp(); def != nil {
		switch def.Name() {
		case "vector.shape_cast":
			op.SetOperand(0, def.Operand(0))
			return []ir.FoldResult{{Value: op.Result(0)}}
		case "vector.transpose":
			if !orderPreserving(def) {
				return nil
			}
			op.SetOperand(0, def.Operand(0))
			return []ir.FoldResult{{Value: op.Result(0)}}
		case "vector.broadcast":
			if def.Operand(0).Type() == ir.Type(res) {
				return []ir.FoldResult{{Value: def.Operand(0)}}
			}
		}
	}
	if d := denseOf(operands[0]); d != nil {
		return []ir.FoldResult{{Attr: ods.ContextOf(op).DenseElementsAttr(res, d.Data, d.Splat)}}
	}
	if isPoison(operands[0]) {
		return []ir.FoldResult{poison(op)}
	}
	return nil
}

// isIdentityPerm reports whether perm is 0, 1, ..., n-1.
func isIdentityPerm(perm []int64) bool {
	for i, p := range perm {
		if p != int64(i) {
			return false
		}
	}
	return true
}

// foldTranspose is TransposeOp::fold.
func foldTranspose(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if d := denseOf(operands[0]); d != nil && d.Splat {
		return []ir.FoldResult{{Attr: ods.ContextOf(op).DenseElementsAttr(op.Result(0).Type().(*ir.VectorType), d.Data, true)}}
	}
	if isPoison(operands[0]) {
		return []ir.FoldResult{poison(op)}
	}
	if op.Operand(0).Type() == op.Result(0).Type() && orderPreserving(op) {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	return nil
}

// orderPreserving is isOrderPreserving: a transpose that keeps the
// non-unit dimensions in order moves no element.
func orderPreserving(op *ir.Operation) bool {
	src := op.Operand(0).Type().(*ir.VectorType)
	current := int64(0)
	for _, p := range denseI64(op, "permutation") {
		if src.Shape[p] == 1 && !scalable(src, int(p)) {
			continue
		}
		if p < current {
			return false
		}
		current = p
	}
	return true
}

// foldFromElements is FromElementsOp::fold: the elements of a vector in
// order are the vector, constant elements make a dense constant.
func foldFromElements(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	vt := op.Result(0).Type().(*ir.VectorType)
	// from_elements(to_elements(x)) in order is x.
	if op.NumOperands() > 0 {
		if te := op.Operand(0).DefiningOp(); te != nil && te.Name() == "vector.to_elements" &&
			te.Operand(0).Type() == ir.Type(vt) && sameValues(op.Operands(), te.Results()) {
			return []ir.FoldResult{{Value: te.Operand(0)}}
		}
	}
	if ir.ElementBytes(vt.Elem) == 0 || len(operands) == 0 {
		return nil
	}
	elems := make([][]byte, len(operands))
	for i, a := range operands {
		raw, ok := scalarRaw(a, vt.Elem)
		if !ok {
			return nil
		}
		elems[i] = raw
	}
	return []ir.FoldResult{{Attr: denseFrom(ods.ContextOf(op), vt, elems)}}
}

// foldToElements is ToElementsOp::fold: the elements of a from_elements
// are its operands, those of a scalar broadcast the scalar.
func foldToElements(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	def := op.Operand(0).DefiningOp()
	if def == nil {
		return nil
	}
	out := make([]ir.FoldResult, op.NumResults())
	switch {
	case def.Name() == "vector.from_elements" && def.Result(0).Type() == op.Operand(0).Type():
		for i := range out {
			out[i] = ir.FoldResult{Value: def.Operand(i)}
		}
	case def.Name() == "vector.broadcast" && scalarSplatSource(op.Operand(0)) != nil:
		for i := range out {
			out[i] = ir.FoldResult{Value: def.Operand(0)}
		}
	default:
		return nil
	}
	return out
}

// foldShuffle is ShuffleOp::fold.
func foldShuffle(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	mask := denseI64(op, "mask")
	v1 := op.Operand(0).Type().(*ir.VectorType)
	if len(v1.Shape) == 0 {
		return nil
	}
	// Fold shuffle V1, V2, [0, 1, 2, 3] : <4xi32>, <2xi32> -> V1, and
	// shuffle V1, V2, [4, 5] -> V2.
	v2 := op.Operand(1).Type().(*ir.VectorType)
	if isStepIndexArray(mask, 0, v1.Shape[0]) {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	if len(v2.Shape) > 0 && isStepIndexArray(mask, v1.Shape[0], v2.Shape[0]) {
		return []ir.FoldResult{{Value: op.Operand(1)}}
	}
	p1, p2 := isPoison(operands[0]), isPoison(operands[1])
	if p1 && p2 {
		return []ir.FoldResult{poison(op)}
	}
	if len(v1.Shape) != 1 || operands[0] == nil || operands[1] == nil {
		return nil
	}
	// A poison operand, or a poison lane, reads the first element of the
	// first operand that is not poison.
	var e1, e2 [][]byte
	var poisonElem []byte
	if !p2 {
		d2 := denseOf(operands[1])
		if d2 == nil {
			return nil
		}
		e2 = elements(d2)
		poisonElem = e2[0]
	}
	if !p1 {
		d1 := denseOf(operands[0])
		if d1 == nil {
			return nil
		}
		e1 = elements(d1)
		poisonElem = e1[0]
	}
	res := op.Result(0).Type().(*ir.VectorType)
	out := make([][]byte, len(mask))
	for i, m := range mask {
		switch {
		case m == poisonIndex:
			out[i] = poisonElem
		case m < v1.Shape[0]:
			out[i] = poisonElem
			if !p1 {
				out[i] = e1[m]
			}
		default:
			out[i] = poisonElem
			if !p2 {
				out[i] = e2[m-v1.Shape[0]]
			}
		}
	}
	return []ir.FoldResult{{Attr: denseFrom(ods.ContextOf(op), res, out)}}
}

// isStepIndexArray reports whether idxs is begin, begin+1, ...,
// begin+width-1.
func isStepIndexArray(idxs []int64, begin, width int64) bool {
	if int64(len(idxs)) != width {
		return false
	}
	for i, v := range idxs {
		if v != begin+int64(i) {
			return false
		}
	}
	return true
}

// foldBitcast is BitCastOp::fold.
func foldBitcast(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	src := op.Operand(0)
	res := op.Result(0).Type().(*ir.VectorType)
	if src.Type() == ir.Type(res) {
		return []ir.FoldResult{{Value: src}}
	}
	if def := src.DefiningOp(); def != nil && def.Name() == "vector.bitcast" {
		if def.Operand(0).Type() == ir.Type(res) {
			return []ir.FoldResult{{Value: def.Operand(0)}}
		}
		// A bitcast of a bitcast casts the first source (in place).
		op.SetOperand(0, def.Operand(0))
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	if isPoison(operands[0]) {
		return []ir.FoldResult{poison(op)}
	}
	d := denseOf(operands[0])
	if d == nil || !d.Splat {
		return nil
	}
	ctx := ods.ContextOf(op)
	switch se := d.ElemType().(type) {
	case *ir.FloatType:
		// An f16 splat read as f32 repeats its 16 bits.
		if de, ok := res.Elem.(*ir.FloatType); ok && se.Kind == ir.F16 && de.Kind == ir.F32 {
			return []ir.FoldResult{{Attr: ctx.DenseElementsAttr(res, append(append([]byte(nil), d.Data[:2]...), d.Data[:2]...), true)}}
		}
	case *ir.IntegerType:
		// An integer splat read as a wider integer repeats its bits.
		de, ok := res.Elem.(*ir.IntegerType)
		if !ok || de.Width <= se.Width || de.Width%se.Width != 0 || de.Width > 64 {
			return nil
		}
		var v uint64
		for i := len(d.Data) - 1; i >= 0; i-- {
			v = v<<8 | uint64(d.Data[i])
		}
		if se.Width < 64 {
			v &= 1<<uint(se.Width) - 1
		}
		out := v
		for w := se.Width; w < de.Width; w += se.Width {
			out = out<<uint(se.Width) | v
		}
		data := make([]byte, ir.ElementBytes(de))
		for i := range data {
			data[i] = byte(out >> (8 * uint(i)))
		}
		return []ir.FoldResult{{Attr: ctx.DenseElementsAttr(res, data, true)}}
	}
	return nil
}

// foldMultiReduction is MultiDimReductionOp::fold: a 1-d reduction over no
// dimension is the source.
func foldMultiReduction(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if src := op.Operand(0).Type().(*ir.VectorType); len(src.Shape) == 1 && len(denseI64(op, "reduction_dims")) == 0 {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	return nil
}

// foldInsertStridedSlice is InsertStridedSliceOp::fold.
func foldInsertStridedSlice(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	return nil
}

// foldExtractStridedSlice is ExtractStridedSliceOp::fold.
func foldExtractStridedSlice(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	if foldExtractStridedFromInsertChain(op) {
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	d := denseOf(operands[0])
	if d == nil {
		return nil
	}
	ctx := ods.ContextOf(op)
	rt := op.Result(0).Type().(*ir.VectorType)
	if d.Splat {
		return []ir.FoldResult{{Attr: ctx.DenseElementsAttr(rt, d.Data, true)}}
	}
	src := d.Type.(*ir.VectorType)
	offsets := i64Array(op, "offsets")
	all := elements(d)
	out := make([][]byte, numElements(rt))
	pos := make([]int64, len(rt.Shape))
	for k := range out {
		spos := append([]int64(nil), pos...)
		for i, o := range offsets {
			spos[i] += o
		}
		out[k] = all[linearize(spos, src.Shape)]
		for i := len(pos) - 1; i >= 0; i-- {
			pos[i]++
			if pos[i] < rt.Shape[i] {
				break
			}
			pos[i] = 0
		}
	}
	return []ir.FoldResult{{Attr: denseFrom(ctx, rt, out)}}
}

// foldExtractStridedFromInsertChain is foldExtractStridedOpFromInsertChain:
// a slice inside a slice an insert_strided_slice wrote reads the inserted
// value; inserts elsewhere are looked through (in place).
func foldExtractStridedFromInsertChain(op *ir.Operation) bool {
	offsets, sizes, strides := i64Array(op, "offsets"), i64Array(op, "sizes"), i64Array(op, "strides")
	srcRank := len(op.Operand(0).Type().(*ir.VectorType).Shape)
	ins := op.Operand(0).DefiningOp()
	for ins != nil && ins.Name() == "vector.insert_strided_slice" {
		it := ins.Operand(0).Type().(*ir.VectorType)
		if srcRank != len(it.Shape) {
			return false
		}
		iOffsets, iStrides := i64Array(ins, "offsets"), i64Array(ins, "strides")
		if len(offsets) > len(iOffsets) {
			return false
		}
		partial, disjoint := false, false
		var diffs []int64
		for d := range offsets {
			if strides[d] != iStrides[d] {
				return false
			}
			start := iOffsets[d]
			end := start + it.Shape[d]
			if start <= offsets[d] && offsets[d] < end {
				if offsets[d]+sizes[d] > end {
					partial = true
				}
				diffs = append(diffs, offsets[d]-start)
				continue
			}
			disjoint = true
			break
		}
		switch {
		case !disjoint && !partial:
			ctx := ods.ContextOf(op)
			op.SetOperand(0, ins.Operand(0))
			op.SetInherentAttr(ctx, "offsets", i64ArrayOf(ctx, diffs))
			return true
		case disjoint:
			ins = ins.Operand(1).DefiningOp()
		default:
			return false
		}
	}
	return false
}

// foldMemRefCastOperand folds a memref.cast feeding operand i into the op
// (memref::foldMemRefCast).
func foldMemRefCastOperand(i int) func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	return func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		def := op.Operand(i).DefiningOp()
		if def == nil || def.Name() != "memref.cast" {
			return nil
		}
		src, ok := def.Operand(0).Type().(*ir.MemRefType)
		if !ok {
			return nil
		}
		// Only casts from a static to a dynamic shape fold away.
		dst := op.Operand(i).Type().(*ir.MemRefType)
		if len(src.Shape) != len(dst.Shape) {
			return nil
		}
		op.SetOperand(i, def.Operand(0))
		if op.NumResults() == 0 {
			return []ir.FoldResult{}
		}
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
}

// foldConstantMask is ConstantMaskOp::fold: an all-true or all-false mask
// is a splat constant.
func foldConstantMask(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	f := maskFormat(op.Result(0))
	if f == maskUnknown {
		return nil
	}
	b := byte(0)
	if f == maskAllTrue {
		b = 1
	}
	return []ir.FoldResult{{Attr: ods.ContextOf(op).DenseElementsAttr(op.Result(0).Type().(*ir.VectorType), []byte{b}, true)}}
}

// foldExtractFromShapeCast is foldExtractFromShapeCast: an extract of a
// shape_cast whose result keeps the source's trailing dims extracts from
// the source at the corresponding position (in place).
func foldExtractFromShapeCast(op *ir.Operation) *ir.Value {
	c := op.Operand(0).DefiningOp()
	if c == nil || c.Name() != "vector.shape_cast" {
		return nil
	}
	src := c.Operand(0).Type().(*ir.VectorType)
	outer := op.Operand(0).Type().(*ir.VectorType)
	// A shape_cast prepending unit dims: their entries, static or dynamic,
	// are dropped.
	if k := len(outer.Shape) - len(src.Shape); k > 0 && slices.Equal(outer.Shape[k:], src.Shape) && !isScalable(outer) {
		unit := true
		for _, d := range outer.Shape[:k] {
			unit = unit && d == 1
		}
		if mp := mixedPositionOf(op); unit && len(mp) >= k {
			setMixedPosition(op, c.Operand(0), mp[k:])
			return op.Result(0)
		}
	}
	pos, static := positionsOf(op)
	if !static {
		return nil
	}
	rRank := 0
	if rv, ok := op.Result(0).Type().(*ir.VectorType); ok {
		rRank = len(rv.Shape)
		if rRank > len(src.Shape) {
			return nil
		}
		for i := 1; i <= rRank; i++ {
			if src.Shape[len(src.Shape)-i] != rv.Shape[rRank-i] {
				return nil
			}
		}
	}
	// The linear index of the extracted block among the blocks of the
	// result shape, then its position among those of the source.
	off := linearize(pos, outer.Shape[:len(outer.Shape)-rRank])
	lead := src.Shape[:len(src.Shape)-rRank]
	npos := make([]int64, len(lead))
	for i := len(lead) - 1; i >= 0; i-- {
		npos[i] = off % lead[i]
		off /= lead[i]
	}
	op.SetOperand(0, c.Operand(0))
	op.SetInherentAttr(ods.ContextOf(op), "static_position", ods.ContextOf(op).DenseI64Array(npos))
	return op.Result(0)
}

// foldExtractFromShuffle is foldExtractFromShuffle: an element of a 1-d
// shuffle is read from the shuffled operand (in place).
func foldExtractFromShuffle(op *ir.Operation) *ir.Value {
	sh := op.Operand(0).DefiningOp()
	pos, static := positionsOf(op)
	if sh == nil || sh.Name() != "vector.shuffle" || !static || len(sh.Result(0).Type().(*ir.VectorType).Shape) != 1 {
		return nil
	}
	n := int64(1)
	if v1 := sh.Operand(0).Type().(*ir.VectorType); len(v1.Shape) > 0 {
		n = v1.Shape[0]
	}
	idx := denseI64(sh, "mask")[pos[0]]
	src := sh.Operand(0)
	if idx >= n {
		src, idx = sh.Operand(1), idx-n
	}
	ctx := ods.ContextOf(op)
	op.SetOperand(0, src)
	op.SetInherentAttr(ctx, "static_position", ctx.DenseI64Array([]int64{idx}))
	return op.Result(0)
}

// foldExtractFromExtractStrided is foldExtractFromExtractStrided: an
// extract of a slice extracts from the sliced vector (in place).
func foldExtractFromExtractStrided(op *ir.Operation) *ir.Value {
	sl := op.Operand(0).DefiningOp()
	pos, static := positionsOf(op)
	if sl == nil || sl.Name() != "vector.extract_strided_slice" || !static {
		return nil
	}
	for _, s := range i64Array(sl, "strides") {
		if s != 1 {
			return nil
		}
	}
	src := sl.Operand(0).Type().(*ir.VectorType)
	res := sl.Result(0).Type().(*ir.VectorType)
	offsets := i64Array(sl, "offsets")
	// Trailing dims the slice takes whole need no offset.
	for len(offsets) > 0 {
		last := len(offsets) - 1
		if offsets[last] != 0 || res.Shape[last] != src.Shape[last] {
			break
		}
		offsets = offsets[:last]
	}
	rank := 0
	if v, ok := op.Result(0).Type().(*ir.VectorType); ok {
		rank = len(v.Shape)
	}
	if rank > len(src.Shape)-len(offsets) || len(pos) < len(offsets) {
		return nil
	}
	npos := append([]int64(nil), pos...)
	for i, o := range offsets {
		npos[i] += o
	}
	ctx := ods.ContextOf(op)
	op.SetOperand(0, sl.Operand(0))
	op.SetInherentAttr(ctx, "static_position", ctx.DenseI64Array(npos))
	return op.Result(0)
}
