package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// Folders and canonicalization patterns of affine.delinearize_index and
// affine.linearize_index.

// basisElem is one element of a mixed basis (upstream's OpFoldResult): a
// constant, a value, or absent (the missing outer bound of a padded basis).
type basisElem struct {
	value   *ir.Value
	cst     int64
	isConst bool
}

func (b basisElem) absent() bool { return b.value == nil && !b.isConst }

// constant is getConstantIntValue: the constant, or the value of the
// integer constant defining the value.
func (b basisElem) constant() (int64, bool) {
	if b.isConst {
		return b.cst, true
	}
	if b.value != nil {
		return constIndex(b.value)
	}
	return 0, false
}

// same is OpFoldResult equality.
func (b basisElem) same(o basisElem) bool {
	if b.isConst || o.isConst {
		return b.isConst && o.isConst && b.cst == o.cst
	}
	return b.value == o.value
}

// indexOp is a read view of a delinearize_index or linearize_index.
type indexOp struct {
	op        *ir.Operation
	linearize bool
}

func (x indexOp) staticBasis() []int64 {
	return x.op.InherentAttr("static_basis").(*ir.DenseArrayAttr).Int64s()
}

// dynamicBasis returns the dynamic basis operands and the position of the
// first one.
func (x indexOp) dynamicBasis() ([]*ir.Value, int) {
	if x.linearize {
		start, n := ods.GroupRange(x.op, 1, false)
		return x.op.Operands()[start : start+n], start
	}
	return x.op.Operands()[1:], 1
}

// multiIndex is the indices of a linearize_index.
func (x indexOp) multiIndex() []*ir.Value {
	start, n := ods.GroupRange(x.op, 0, false)
	return x.op.Operands()[start : start+n]
}

// hasOuterBound reports whether the basis gives the outermost bound.
func (x indexOp) hasOuterBound() bool {
	if x.linearize {
		return len(x.multiIndex()) == len(x.staticBasis())
	}
	return x.op.NumResults() == len(x.staticBasis())
}

// mixedBasis is getMixedBasis.
func (x indexOp) mixedBasis() []basisElem {
	dyn, _ := x.dynamicBasis()
	var out []basisElem
	next := 0
	for _, v := range x.staticBasis() {
		if v == dynamicSize && next < len(dyn) {
			out = append(out, basisElem{value: dyn[next]})
			next++
			continue
		}
		out = append(out, basisElem{cst: v, isConst: true})
	}
	return out
}

// paddedBasis is getPaddedBasis: the mixed basis, after an absent element
// when there is no outer bound.
func (x indexOp) paddedBasis() []basisElem {
	b := x.mixedBasis()
	if !x.hasOuterBound() {
		b = append([]basisElem{{}}, b...)
	}
	return b
}

// splitBasis is dispatchIndexOpFoldResults: constants go to the static
// basis, values to the dynamic one.
func splitBasis(basis []basisElem) (dyn []*ir.Value, static []int64) {
	static = []int64{}
	for _, b := range basis {
		if b.isConst {
			static = append(static, b.cst)
			continue
		}
		dyn = append(dyn, b.value)
		static = append(static, dynamicSize)
	}
	return dyn, static
}

// createDelinearize builds a delinearize_index of index over basis; a
// leading absent element drops the outer bound.
func createDelinearize(b *ir.Builder, loc ir.Location, index *ir.Value, basis []basisElem, hasOuterBound bool) *ir.Operation {
	c := b.Ctx
	if hasOuterBound && len(basis) > 0 && basis[0].absent() {
		hasOuterBound = false
		basis = basis[1:]
	}
	dyn, static := splitBasis(basis)
	n := len(static)
	if !hasOuterBound {
		n++
	}
	types := make([]ir.Type, n)
	for i := range types {
		types[i] = index.Type()
	}
	return b.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("affine.delinearize_index"), Types: types,
		Operands: append([]*ir.Value{index}, dyn...),
		Attrs:    []ir.NamedAttr{{Name: "static_basis", Value: c.DenseI64Array(static)}}})
}

// BuildDelinearize builds an affine.delinearize_index of index over the
// basis values, with an outer bound; constant basis values become static
// (upstream's AffineDelinearizeIndexOp builder taking a ValueRange).
func BuildDelinearize(b *ir.Builder, loc ir.Location, index *ir.Value, basis []*ir.Value) *ir.Operation {
	elems := make([]basisElem, len(basis))
	for i, v := range basis {
		if k, ok := constIndex(v); ok {
			elems[i] = basisElem{cst: k, isConst: true}
			continue
		}
		elems[i] = basisElem{value: v}
	}
	return createDelinearize(b, loc, index, elems, true)
}

// createLinearize builds a linearize_index of indices over basis (a
// leading absent element is dropped).
func createLinearize(rw *rewrite.Rewriter, loc ir.Location, indices []*ir.Value, basis []basisElem, disjoint bool) *ir.Operation {
	c := rw.Ctx
	if len(basis) > 0 && basis[0].absent() {
		basis = basis[1:]
	}
	dyn, static := splitBasis(basis)
	attrs := []ir.NamedAttr{{Name: "static_basis", Value: c.DenseI64Array(static)},
		{Name: "operandSegmentSizes", Value: c.DenseI32Array([]int32{int32(len(indices)), int32(len(dyn))})}}
	if disjoint {
		attrs = append(attrs, ir.NamedAttr{Name: "disjoint", Value: c.UnitAttr()})
	}
	return rw.Create(&ir.OperationState{Loc: loc, Name: c.LookupOp("affine.linearize_index"), Types: []ir.Type{c.IndexType()},
		Operands: append(append([]*ir.Value(nil), indices...), dyn...), Attrs: attrs})
}

// foldConstantBasis is upstream's foldCstValueToCstAttrBasis: dynamic
// basis operands that are constants move into the static basis. It
// reports whether the op changed.
func foldConstantBasis(x indexOp, operands []ir.Attribute) bool {
	dyn, start := x.dynamicBasis()
	var kept []*ir.Value
	for i, v := range dyn {
		if _, ok := operands[start+i].(*ir.IntegerAttr); !ok {
			kept = append(kept, v)
		}
	}
	if len(kept) == len(dyn) {
		return false
	}
	var static []int64
	for _, b := range x.mixedBasis() {
		if v, ok := b.constant(); ok {
			static = append(static, v)
		} else {
			static = append(static, dynamicSize)
		}
	}
	ctx := ods.ContextOf(x.op)
	all := x.op.Operands()
	newOps := append(append(append([]*ir.Value(nil), all[:start]...), kept...), all[start+len(dyn):]...)
	x.op.SetOperands(newOps)
	if x.linearize {
		x.op.SetInherentAttr(ctx, "operandSegmentSizes", ctx.DenseI32Array([]int32{int32(len(x.multiIndex())), int32(len(kept))}))
	}
	x.op.SetInherentAttr(ctx, "static_basis", ctx.DenseI64Array(static))
	return true
}

// foldDelinearize is AffineDelinearizeIndexOp::fold.
func foldDelinearize(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	x := indexOp{op: op}
	if foldConstantBasis(x, operands) {
		return []ir.FoldResult{}
	}
	if op.NumResults() == 1 {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	lin, ok := operands[0].(*ir.IntegerAttr)
	if !ok || op.NumOperands() > 1 {
		return nil
	}
	high := lin.Int64()
	basis := x.staticBasis()
	if x.hasOuterBound() {
		basis = basis[1:]
	}
	ctx := ods.ContextOf(op)
	t := op.Operand(0).Type()
	out := make([]ir.FoldResult, len(basis)+1)
	for i := len(basis) - 1; i >= 0; i-- {
		out[i+1] = ir.FoldResult{Attr: ctx.IntAttr(t, mod(high, basis[i]))}
		high = floorDiv(high, basis[i])
	}
	out[0] = ir.FoldResult{Attr: ctx.IntAttr(t, high)}
	return out
}

// foldLinearize is AffineLinearizeIndexOp::fold.
func foldLinearize(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	x := indexOp{op: op, linearize: true}
	if foldConstantBasis(x, operands) {
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	ctx := ods.ContextOf(op)
	idx := x.multiIndex()
	if len(idx) == 0 {
		return []ir.FoldResult{{Attr: ctx.IntAttr(op.Result(0).Type(), 0)}}
	}
	if len(idx) == 1 {
		return []ir.FoldResult{{Value: idx[0]}}
	}
	start, _ := ods.GroupRange(op, 0, false)
	vals := make([]int64, len(idx))
	for i := range idx {
		a, ok := operands[start+i].(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		vals[i] = a.Int64()
	}
	if dyn, _ := x.dynamicBasis(); len(dyn) > 0 {
		return nil
	}
	basis := x.staticBasis()
	result, stride := int64(0), int64(1)
	for i, j := len(basis)-1, len(vals)-1; i >= 0 && j >= 0; i, j = i-1, j-1 {
		result += vals[j] * stride
		stride *= basis[i]
	}
	if !x.hasOuterBound() {
		result += vals[0] * stride
	}
	return []ir.FoldResult{{Attr: ctx.IntAttr(op.Result(0).Type(), result)}}
}

// constantIndexAt builds an arith.constant of index type at the
// rewriter's insertion point.
func constantIndexAt(rw *rewrite.Rewriter, loc ir.Location, v int64) *ir.Value {
	return constantIndex(rw.Builder, loc, v)
}

// dropUnitExtentBasis is upstream's DropUnitExtentBasis: results for unit
// basis elements are 0.
func dropUnitExtentBasis(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := indexOp{op: op}
	repl := make([]*ir.Value, op.NumResults())
	var zero *ir.Value
	var basis []basisElem
	for i, b := range x.paddedBasis() {
		if v, ok := b.constant(); ok && !b.absent() && v == 1 {
			if zero == nil {
				rw.SetInsertionPoint(op)
				zero = constantIndexAt(rw, op.Loc(), 0)
			}
			repl[i] = zero
			continue
		}
		basis = append(basis, b)
	}
	if len(basis) == op.NumResults() {
		return false
	}
	if len(basis) > 0 {
		rw.SetInsertionPoint(op)
		n := createDelinearize(rw.Builder, op.Loc(), op.Operand(0), basis, true)
		k := 0
		for i := range repl {
			if repl[i] == nil {
				repl[i] = n.Result(k)
				k++
			}
		}
	}
	rw.ReplaceOp(op, repl)
	return true
}

// cancelDelinearizeOfLinearizeDisjointExactTail is upstream's
// CancelDelinearizeOfLinearizeDisjointExactTail.
func cancelDelinearizeOfLinearizeDisjointExactTail(op *ir.Operation, rw *rewrite.Rewriter) bool {
	lin := op.Operand(0).DefiningOp()
	if lin == nil || lin.Name() != "affine.linearize_index" || !isDisjoint(lin) {
		return false
	}
	lx, dx := indexOp{op: lin, linearize: true}, indexOp{op: op}
	ins := lx.multiIndex()
	lb, db := lx.mixedBasis(), dx.mixedBasis()
	n := 0
	for n < len(lb) && n < len(db) && lb[len(lb)-1-n].same(db[len(db)-1-n]) {
		n++
	}
	if n == 0 {
		return false
	}
	if n == len(lb) && n == len(db) && len(ins) == op.NumResults() {
		rw.ReplaceOp(op, append([]*ir.Value(nil), ins...))
		return true
	}
	rw.SetInsertionPoint(op)
	nl := createLinearize(rw, lin.Loc(), ins[:len(ins)-n], lb[:len(lb)-n], true)
	nd := createDelinearize(rw.Builder, op.Loc(), nl.Result(0), db[:len(db)-n], dx.hasOuterBound())
	res := append(nd.Results(), ins[len(ins)-n:]...)
	rw.ReplaceOp(op, res)
	return true
}

// splitDelinearizeSpanningLastLinearizeArg is upstream's
// SplitDelinearizeSpanningLastLinearizeArg.
func splitDelinearizeSpanningLastLinearizeArg(op *ir.Operation, rw *rewrite.Rewriter) bool {
	lin := op.Operand(0).DefiningOp()
	if lin == nil || lin.Name() != "affine.linearize_index" || !isDisjoint(lin) {
		return false
	}
	lx, dx := indexOp{op: lin, linearize: true}, indexOp{op: op}
	lstatic := lx.staticBasis()
	if len(lstatic) == 0 {
		return false
	}
	target := lstatic[len(lstatic)-1]
	if target == dynamicSize {
		return false
	}
	basis := dx.staticBasis()
	size, elems := int64(1), 0
	for i := len(basis) - 1; i >= 0; i-- {
		if basis[i] == dynamicSize {
			return false
		}
		size *= basis[i]
		elems++
		if size > target {
			return false
		}
		if size == target {
			break
		}
	}
	if size < target || elems < 2 {
		return false
	}
	ins := lx.multiIndex()
	ldyn, _ := lx.dynamicBasis()
	rw.SetInsertionPoint(op)
	var lbasis []basisElem
	next := 0
	for _, v := range lstatic[:len(lstatic)-1] {
		if v == dynamicSize {
			lbasis = append(lbasis, basisElem{value: ldyn[next]})
			next++
		} else {
			lbasis = append(lbasis, basisElem{cst: v, isConst: true})
		}
	}
	nl := createLinearize(rw, lin.Loc(), ins[:len(ins)-1], lbasis, true)
	ddyn, _ := dx.dynamicBasis()
	var dbasis []basisElem
	next = 0
	for _, v := range basis[:len(basis)-elems] {
		if v == dynamicSize {
			dbasis = append(dbasis, basisElem{value: ddyn[next]})
			next++
		} else {
			dbasis = append(dbasis, basisElem{cst: v, isConst: true})
		}
	}
	front := createDelinearize(rw.Builder, op.Loc(), nl.Result(0), dbasis, dx.hasOuterBound())
	var tail []basisElem
	for _, v := range basis[len(basis)-elems:] {
		tail = append(tail, basisElem{cst: v, isConst: true})
	}
	back := createDelinearize(rw.Builder, op.Loc(), ins[len(ins)-1], tail, true)
	rw.ReplaceOp(op, append(front.Results(), back.Results()...))
	return true
}

// dropLinearizeLeadingZero is upstream's DropLinearizeLeadingZero.
func dropLinearizeLeadingZero(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := indexOp{op: op, linearize: true}
	idx := x.multiIndex()
	if len(idx) == 0 {
		return false
	}
	if v, ok := constIndex(idx[0]); !ok || v != 0 {
		return false
	}
	if len(idx) == 1 {
		rw.ReplaceOp(op, []*ir.Value{idx[0]})
		return true
	}
	basis := x.mixedBasis()
	if x.hasOuterBound() {
		basis = basis[1:]
	}
	rw.SetInsertionPoint(op)
	n := createLinearize(rw, op.Loc(), idx[1:], basis, isDisjoint(op))
	rw.ReplaceOp(op, n.Results())
	return true
}

// dropLinearizeUnitComponents is upstream's
// DropLinearizeUnitComponentsIfDisjointOrZero.
func dropLinearizeUnitComponents(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := indexOp{op: op, linearize: true}
	idx := x.multiIndex()
	var newIdx []*ir.Value
	var newBasis []basisElem
	rest := idx
	if !x.hasOuterBound() && len(idx) > 0 {
		newIdx = append(newIdx, idx[0])
		rest = idx[1:]
	}
	for i, b := range x.mixedBasis() {
		if i >= len(rest) {
			break
		}
		if v, ok := b.constant(); !ok || v != 1 {
			newIdx = append(newIdx, rest[i])
			newBasis = append(newBasis, b)
			continue
		}
		if k, ok := constIndex(rest[i]); !isDisjoint(op) && (!ok || k != 0) {
			newIdx = append(newIdx, rest[i])
			newBasis = append(newBasis, b)
		}
	}
	if len(newIdx) == len(idx) {
		return false
	}
	rw.SetInsertionPoint(op)
	if len(newIdx) == 0 {
		rw.ReplaceOp(op, []*ir.Value{constantIndexAt(rw, op.Loc(), 0)})
		return true
	}
	n := createLinearize(rw, op.Loc(), newIdx, newBasis, isDisjoint(op))
	rw.ReplaceOp(op, n.Results())
	return true
}

// product is upstream's computeProduct: the product of the terms, a
// constant or an affine.apply over the non-constant ones.
func product(rw *rewrite.Rewriter, loc ir.Location, terms []basisElem) basisElem {
	c := rw.Ctx
	e := affine.Constant(c, 1)
	var dyn []*ir.Value
	for _, t := range terms {
		if t.absent() {
			return t
		}
		if v, ok := t.constant(); ok {
			e = affine.Mul(c, e, affine.Constant(c, v))
			continue
		}
		dyn = append(dyn, t.value)
		e = affine.Mul(c, e, affine.Symbol(c, len(dyn)-1))
	}
	if k, ok := e.(*affine.ConstantExpr); ok {
		return basisElem{cst: k.Value, isConst: true}
	}
	_, ns := affine.MaxDimAndSymbol([]affine.Expr{e})
	m := affine.Get(c, 0, ns+1, []affine.Expr{e})
	return basisElem{value: buildApply(rw.Builder, loc, m, dyn)}
}

// cancelLinearizeOfDelinearizePortion is upstream's
// CancelLinearizeOfDelinearizePortion: runs of consecutive delinearize
// results linearized with the same bounds merge.
func cancelLinearizeOfDelinearizePortion(op *ir.Operation, rw *rewrite.Rewriter) bool {
	type match struct {
		delin                      *ir.Operation
		linStart, delinStart, size int
	}
	x := indexOp{op: op, linearize: true}
	linBasis := x.paddedBasis()
	idx := x.multiIndex()
	var matches []match
	seen := map[*ir.Operation]bool{}
	for i := 0; i < len(idx); {
		v := idx[i]
		d := v.DefiningOp()
		if d == nil || d.Name() != "affine.delinearize_index" || !d.IsRegistered() {
			i++
			continue
		}
		dx := indexOp{op: d}
		k := v.Index()
		delinBasis := dx.paddedBasis()
		first, firstLin := delinBasis[k], linBasis[i]
		boundsMatch := first.same(firstLin) || (first.absent() && firstLin.absent())
		bothAtFront := i == 0 && k == 0
		knownByDisjoint := isDisjoint(op) && k == 0 && first.absent()
		if !boundsMatch && !bothAtFront && !knownByDisjoint {
			i++
			continue
		}
		j := 1
		for ; j+i < len(idx) && j+k < d.NumResults(); j++ {
			if idx[i+j] != d.Result(k+j) || !sameOrBothAbsent(linBasis[i+j], delinBasis[k+j]) {
				break
			}
		}
		if j <= 1 || seen[d] {
			i++
			continue
		}
		seen[d] = true
		matches = append(matches, match{d, i, k, j})
		i += j
	}
	if len(matches) == 0 {
		return false
	}
	var newIdx []*ir.Value
	var newBasis []basisElem
	var replacements [][]*ir.Value
	prev := 0
	for _, m := range matches {
		newIdx = append(newIdx, idx[prev:m.linStart]...)
		newBasis = append(newBasis, linBasis[prev:m.linStart]...)
		prev = m.linStart + m.size
		rw.SetInsertionPoint(m.delin)
		toMerge := linBasis[m.linStart : m.linStart+m.size]
		size := product(rw, op.Loc(), toMerge)
		if m.size == m.delin.NumResults() {
			newIdx = append(newIdx, m.delin.Operand(0))
			newBasis = append(newBasis, size)
			replacements = append(replacements, nil)
			continue
		}
		dBasis := indexOp{op: m.delin}.paddedBasis()
		nb := append(append(append([]basisElem(nil), dBasis[:m.delinStart]...), size), dBasis[m.delinStart+m.size:]...)
		nd := createDelinearize(rw.Builder, m.delin.Loc(), m.delin.Operand(0), nb, true)
		combined := nd.Result(m.delinStart)
		residual := createDelinearize(rw.Builder, m.delin.Loc(), combined, toMerge, true)
		var res []*ir.Value
		res = append(res, nd.Results()[:m.delinStart]...)
		res = append(res, residual.Results()...)
		res = append(res, nd.Results()[m.delinStart+1:]...)
		replacements = append(replacements, res)
		newIdx = append(newIdx, combined)
		newBasis = append(newBasis, size)
	}
	newIdx = append(newIdx, idx[prev:]...)
	newBasis = append(newBasis, linBasis[prev:]...)
	rw.SetInsertionPoint(op)
	n := createLinearize(rw, op.Loc(), newIdx, newBasis, isDisjoint(op))
	rw.ReplaceOp(op, n.Results())
	for i, m := range matches {
		if replacements[i] != nil {
			rw.ReplaceOp(m.delin, replacements[i])
		}
	}
	return true
}

func sameOrBothAbsent(a, b basisElem) bool {
	if a.absent() || b.absent() {
		return a.absent() && b.absent()
	}
	return a.same(b)
}

// indexPatterns are the canonicalization patterns of the index ops.
var (
	delinearizePatterns = []any{
		&rewrite.Func{Name: anon + "CancelDelinearizeOfLinearizeDisjointExactTail", On: "affine.delinearize_index", Weight: 1, Rewrite: cancelDelinearizeOfLinearizeDisjointExactTail},
		&rewrite.Func{Name: anon + "DropUnitExtentBasis", On: "affine.delinearize_index", Weight: 1, Rewrite: dropUnitExtentBasis},
		&rewrite.Func{Name: anon + "SplitDelinearizeSpanningLastLinearizeArg", On: "affine.delinearize_index", Weight: 1, Rewrite: splitDelinearizeSpanningLastLinearizeArg},
	}
	linearizePatterns = []any{
		&rewrite.Func{Name: anon + "CancelLinearizeOfDelinearizePortion", On: "affine.linearize_index", Weight: 1, Rewrite: cancelLinearizeOfDelinearizePortion},
		&rewrite.Func{Name: anon + "DropLinearizeLeadingZero", On: "affine.linearize_index", Weight: 1, Rewrite: dropLinearizeLeadingZero},
		&rewrite.Func{Name: anon + "DropLinearizeUnitComponentsIfDisjointOrZero", On: "affine.linearize_index", Weight: 1, Rewrite: dropLinearizeUnitComponents},
	}
)
