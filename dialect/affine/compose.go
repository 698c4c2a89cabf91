package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/rewrite"
)

// Map and operand canonicalization shared by the folders, patterns and
// passes of the dialect (upstream's composeAffineMapAndOperands,
// canonicalizeMapAndOperands and their helpers).

// constIndex returns the integer constant v is defined by.
func constIndex(v *ir.Value) (int64, bool) {
	a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Int64(), true
}

// mapOrSet is the input space and expressions of an affine map or of the
// constraints of an integer set.
type mapOrSet struct {
	numDims, numSyms int
	exprs            []affine.Expr
}

func fromMap(m *affine.Map) mapOrSet { return mapOrSet{m.NumDims, m.NumSymbols, m.Results} }

func (s mapOrSet) toMap(c affine.Interner) *affine.Map {
	return affine.Get(c, s.numDims, s.numSyms, s.exprs)
}

// replace substitutes dims and symbols in every expression.
func (s mapOrSet) replace(c affine.Interner, dims, syms []affine.Expr, numDims, numSyms int) mapOrSet {
	out := make([]affine.Expr, len(s.exprs))
	for i, e := range s.exprs {
		out[i] = affine.ReplaceDimsAndSymbols(c, e, dims, syms)
	}
	return mapOrSet{numDims, numSyms, out}
}

// identity returns d0..d<n-1> (or s0..) as replacement lists.
func identity(c affine.Interner, n int, symbols bool) []affine.Expr {
	out := make([]affine.Expr, n)
	for i := range out {
		if symbols {
			out[i] = affine.Symbol(c, i)
		} else {
			out[i] = affine.Dim(c, i)
		}
	}
	return out
}

// canonicalizeMapOrSet is upstream's canonicalizeMapOrSetAndOperands:
// dimensions that are valid symbols become symbols, unused operands are
// dropped, duplicate operands merged and constant symbols folded in.
func canonicalizeMapOrSet(c affine.Interner, s mapOrSet, operands []*ir.Value) (mapOrSet, []*ir.Value) {
	if len(operands) == 0 {
		return s, operands
	}
	// Promote dimensions that are valid symbols.
	var result, promoted []*ir.Value
	dimRemap := make([]affine.Expr, s.numDims)
	nextDim, nextSym := 0, 0
	for i := 0; i < s.numDims; i++ {
		if isValidSymbolAnywhere(operands[i]) {
			dimRemap[i] = affine.Symbol(c, s.numSyms+nextSym)
			nextSym++
			promoted = append(promoted, operands[i])
		} else {
			dimRemap[i] = affine.Dim(c, nextDim)
			nextDim++
			result = append(result, operands[i])
		}
	}
	result = append(result, operands[s.numDims:]...)
	operands = append(result, promoted...)
	s = s.replace(c, dimRemap, identity(c, s.numSyms, true), nextDim, s.numSyms+nextSym)
	s, operands = legalizeDemotedDims(c, s, operands)

	usedDims := make([]bool, s.numDims)
	usedSyms := make([]bool, s.numSyms)
	for _, e := range s.exprs {
		affine.Walk(e, func(x affine.Expr) {
			switch x := x.(type) {
			case *affine.DimExpr:
				usedDims[x.Pos] = true
			case *affine.SymbolExpr:
				usedSyms[x.Pos] = true
			}
		})
	}
	var out []*ir.Value
	zero := affine.Constant(c, 0)
	dimRepl := make([]affine.Expr, s.numDims)
	nd := 0
	for i := 0; i < s.numDims; i++ {
		dimRepl[i] = zero
		if !usedDims[i] {
			continue
		}
		if j := indexOfUsed(operands, operands[i], i, usedDims); j >= 0 {
			dimRepl[i] = dimRepl[j]
			continue
		}
		dimRepl[i] = affine.Dim(c, nd)
		nd++
		out = append(out, operands[i])
	}
	symRepl := make([]affine.Expr, s.numSyms)
	ns := 0
	syms := operands[s.numDims:]
	for i := 0; i < s.numSyms; i++ {
		symRepl[i] = zero
		if !usedSyms[i] {
			continue
		}
		if v, ok := constIndex(syms[i]); ok {
			symRepl[i] = affine.Constant(c, v)
			continue
		}
		if j := indexOfUsed(syms, syms[i], i, usedSyms); j >= 0 {
			symRepl[i] = symRepl[j]
			continue
		}
		symRepl[i] = affine.Symbol(c, ns)
		ns++
		out = append(out, syms[i])
	}
	return s.replace(c, dimRepl, symRepl, nd, ns), out
}

// legalizeDemotedDims is upstream's legalizeDemotedDims, the inverse of
// the promotion above: symbols that are valid dimensions but not valid
// symbols become dimensions.
func legalizeDemotedDims(c affine.Interner, s mapOrSet, operands []*ir.Value) (mapOrSet, []*ir.Value) {
	result := append([]*ir.Value(nil), operands[:s.numDims]...)
	var dims, syms []*ir.Value
	symRemap := make([]affine.Expr, s.numSyms)
	for i, v := range operands[s.numDims:] {
		if isValidDimAnywhere(v) && !isValidSymbolAnywhere(v) {
			symRemap[i] = affine.Dim(c, s.numDims+len(dims))
			dims = append(dims, v)
		} else {
			symRemap[i] = affine.Symbol(c, len(syms))
			syms = append(syms, v)
		}
	}
	result = append(append(result, dims...), syms...)
	return s.replace(c, identity(c, s.numDims, false), symRemap, s.numDims+len(dims), len(syms)), result
}

// indexOfUsed returns the first used position before end holding v, or
// -1.
func indexOfUsed(vs []*ir.Value, v *ir.Value, end int, used []bool) int {
	for j := 0; j < end; j++ {
		if used[j] && vs[j] == v {
			return j
		}
	}
	return -1
}

// canonicalizeMap is upstream's canonicalizeMapAndOperands.
func canonicalizeMap(c affine.Interner, m *affine.Map, operands []*ir.Value) (*affine.Map, []*ir.Value) {
	s, ops := canonicalizeMapOrSet(c, fromMap(m), operands)
	return s.toMap(c), ops
}

// canonicalizeSet is upstream's canonicalizeSetAndOperands.
func canonicalizeSet(c affine.Interner, set *affine.IntegerSet, operands []*ir.Value) (*affine.IntegerSet, []*ir.Value) {
	s, ops := canonicalizeMapOrSet(c, mapOrSet{set.NumDims, set.NumSymbols, set.Constraints}, operands)
	return affine.GetSet(c, s.numDims, s.numSyms, s.exprs, set.EqFlags), ops
}

// composeMap is upstream's composeAffineMapAndOperands: the affine.apply
// ops defining operands are folded into the map, then the map and
// operands are canonicalized and the map simplified.
func composeMap(c affine.Interner, m *affine.Map, operands []*ir.Value) (*affine.Map, []*ir.Value) {
	if len(m.Results) == 0 {
		m, operands = canonicalizeMap(c, m, operands)
		return affine.SimplifyAffineMap(c, m), operands
	}
	dims := append([]*ir.Value(nil), operands[:m.NumDims]...)
	syms := append([]*ir.Value(nil), operands[m.NumDims:]...)
	m = cancelDelinearizes(c, m, &dims, &syms)
	for {
		changed := false
		for pos := 0; pos < len(dims)+len(syms); pos++ {
			if replaceDimOrSym(c, &m, pos, &dims, &syms) {
				changed = true
				break
			}
		}
		if !changed {
			break
		}
	}
	var out []*ir.Value
	zero := affine.Constant(c, 0)
	prune := func(vs []*ir.Value, symbols bool) []affine.Expr {
		repl := make([]affine.Expr, len(vs))
		n := 0
		for i, v := range vs {
			if v == nil {
				repl[i] = zero
				continue
			}
			if symbols {
				repl[i] = affine.Symbol(c, n)
			} else {
				repl[i] = affine.Dim(c, n)
			}
			n++
			out = append(out, v)
		}
		return repl
	}
	dimRepl := prune(dims, false)
	nd := len(out)
	symRepl := prune(syms, true)
	m = m.ReplaceDimsAndSymbols(c, dimRepl, symRepl, nd, len(out)-nd)
	m, out = canonicalizeMap(c, m, out)
	return affine.SimplifyAffineMap(c, m), out
}

// cancelDelinearizes rewrites the sums in m that linearize every result of
// an affine.delinearize_index with a static basis back (each result times
// its stride, x_0 * S_0 + ... + x_n) into its linear index, appended to the
// operands. Other uses of the results are left alone.
func cancelDelinearizes(c affine.Interner, m *affine.Map, dims, syms *[]*ir.Value) *affine.Map {
	var seen []*ir.Operation
	for pos := 0; pos < len(*dims)+len(*syms); pos++ {
		var v *ir.Value
		if pos < len(*dims) {
			v = (*dims)[pos]
		} else {
			v = (*syms)[pos-len(*dims)]
		}
		d := v.DefiningOp()
		if d == nil || d.Name() != "affine.delinearize_index" || !d.IsRegistered() {
			continue
		}
		done := false
		for _, o := range seen {
			done = done || o == d
		}
		if done {
			continue
		}
		seen = append(seen, d)
		if nm, ok := cancelDelinearize(c, m, d, dims, syms); ok {
			m = nm
		}
	}
	return m
}

// cancelDelinearize cancels one delinearize_index (see cancelDelinearizes).
func cancelDelinearize(c affine.Interner, m *affine.Map, d *ir.Operation, dims, syms *[]*ir.Value) (*affine.Map, bool) {
	x := indexOp{op: d}
	if dyn, _ := x.dynamicBasis(); len(dyn) > 0 {
		return nil, false
	}
	n := d.NumResults()
	exprs := make([]affine.Expr, n)
	for i, v := range *dims {
		if v.DefiningOp() == d {
			exprs[v.Index()] = affine.Dim(c, i)
		}
	}
	for i, v := range *syms {
		if v.DefiningOp() == d {
			exprs[v.Index()] = affine.Symbol(c, i)
		}
	}
	for _, e := range exprs {
		if e == nil {
			return nil, false
		}
	}
	basis := x.staticBasis()
	if !x.hasOuterBound() {
		basis = append([]int64{0}, basis...)
	}
	terms := make([]affine.Expr, n)
	stride := int64(1)
	for i := n - 1; i >= 0; i-- {
		terms[i] = exprs[i]
		if stride != 1 {
			terms[i] = affine.MulConst(c, exprs[i], stride)
		}
		stride *= basis[i]
	}
	lin := d.Operand(0)
	var repl affine.Expr
	numDims, numSyms := m.NumDims, m.NumSymbols
	if isValidSymbolAnywhere(lin) {
		*syms = append(*syms, lin)
		numSyms++
		repl = affine.Symbol(c, len(*syms)-1)
	} else {
		*dims = append(*dims, lin)
		numDims++
		repl = affine.Dim(c, len(*dims)-1)
	}
	changed := false
	res := make([]affine.Expr, len(m.Results))
	for i, e := range m.Results {
		res[i] = cancelInExpr(c, e, terms, repl, &changed)
	}
	if !changed {
		if numSyms != m.NumSymbols {
			*syms = (*syms)[:len(*syms)-1]
		} else {
			*dims = (*dims)[:len(*dims)-1]
		}
		return nil, false
	}
	return affine.Get(c, numDims, numSyms, res), true
}

// cancelInExpr replaces, in every sum of e, each full set of terms by repl.
func cancelInExpr(c affine.Interner, e affine.Expr, terms []affine.Expr, repl affine.Expr, changed *bool) affine.Expr {
	b, ok := e.(*affine.BinaryExpr)
	if !ok {
		return e
	}
	if b.Op != affine.KindAdd {
		return affine.BinaryOp(c, b.Op, cancelInExpr(c, b.LHS, terms, repl, changed), cancelInExpr(c, b.RHS, terms, repl, changed))
	}
	var summands []affine.Expr
	var collect func(affine.Expr)
	collect = func(x affine.Expr) {
		if a, ok := x.(*affine.BinaryExpr); ok && a.Op == affine.KindAdd {
			collect(a.LHS)
			collect(a.RHS)
			return
		}
		summands = append(summands, cancelInExpr(c, x, terms, repl, changed))
	}
	collect(e)
	count := 0
	for {
		used := make([]bool, len(summands))
		all := true
		for _, t := range terms {
			found := false
			for j, s := range summands {
				if !used[j] && s == t {
					used[j], found = true, true
					break
				}
			}
			if !found {
				all = false
				break
			}
		}
		if !all {
			break
		}
		kept := summands[:0]
		for j, s := range summands {
			if !used[j] {
				kept = append(kept, s)
			}
		}
		summands = kept
		count++
	}
	if count > 0 {
		*changed = true
	}
	var out affine.Expr
	for _, s := range summands {
		if out == nil {
			out = s
		} else {
			out = affine.Add(c, out, s)
		}
	}
	for i := 0; i < count; i++ {
		if out == nil {
			out = repl
		} else {
			out = affine.Add(c, out, repl)
		}
	}
	if out == nil {
		return affine.Constant(c, 0)
	}
	return out
}

// replaceDimOrSym is upstream's replaceDimOrSym: the dimension or symbol
// at pos, when an affine.apply defines it, is replaced by the apply's
// expression over its operands, appended to dims and syms.
func replaceDimOrSym(c affine.Interner, m **affine.Map, pos int, dims, syms *[]*ir.Value) bool {
	isDim := pos < len(*dims)
	var slot **ir.Value
	if isDim {
		slot = &(*dims)[pos]
	} else {
		slot = &(*syms)[pos-len(*dims)]
	}
	v := *slot
	if v == nil || !isApply(v.DefiningOp()) {
		return false
	}
	apply := v.DefiningOp()
	*slot = nil
	composed, composeOps := canonicalizeMap(c, mapAttr(apply, "map"), apply.Operands())
	repl := composed.ShiftDims(c, len(*dims), 0).ShiftSymbols(c, len(*syms), 0).Results[0]
	var toReplace affine.Expr
	if isDim {
		toReplace = affine.Dim(c, pos)
	} else {
		toReplace = affine.Symbol(c, pos-len(*dims))
	}
	*dims = append(*dims, composeOps[:composed.NumDims]...)
	*syms = append(*syms, composeOps[composed.NumDims:]...)
	*m = (*m).Replace(c, map[affine.Expr]affine.Expr{toReplace: repl}, len(*dims), len(*syms))
	return true
}

// fullyComposeMap is upstream's fullyComposeAffineMapAndOperands.
func fullyComposeMap(c affine.Interner, m *affine.Map, operands []*ir.Value) (*affine.Map, []*ir.Value) {
	composed := false
	for hasApplyOperand(operands) {
		m, operands = composeMap(c, m, operands)
		composed = true
	}
	// Linearizations of delinearize_index results that composition brought
	// in cancel too.
	if composed && hasDelinearizeOperand(operands) {
		m, operands = composeMap(c, m, operands)
	}
	return m, operands
}

func hasDelinearizeOperand(vs []*ir.Value) bool {
	for _, v := range vs {
		if d := v.DefiningOp(); d != nil && d.Name() == "affine.delinearize_index" {
			return true
		}
	}
	return false
}

func hasApplyOperand(vs []*ir.Value) bool {
	for _, v := range vs {
		if isApply(v.DefiningOp()) {
			return true
		}
	}
	return false
}

// ivLowerBound is upstream's getLowerBound(Value): the constant lower
// bound of an affine.for induction variable.
func ivLowerBound(v *ir.Value) (int64, bool) {
	f, ok := forInductionVarOwner(v)
	if !ok || !f.lbMap().IsSingleConstant() {
		return 0, false
	}
	return f.lbMap().GetSingleConstantResult(), true
}

// ivUpperBound is upstream's getUpperBound(Value): the largest value an
// affine.for induction variable with a constant upper bound takes.
func ivUpperBound(v *ir.Value) (int64, bool) {
	f, ok := forInductionVarOwner(v)
	if !ok || !f.ubMap().IsSingleConstant() {
		return 0, false
	}
	ub := f.ubMap().GetSingleConstantResult()
	if f.lbMap().IsSingleConstant() {
		lb := f.lbMap().GetSingleConstantResult()
		return ub - 1 - (ub-lb-1)%f.step(), true
	}
	return ub - 1, true
}

// operandBounds returns the constant bounds of each operand.
func operandBounds(operands []*ir.Value) (lbs, ubs []*int64) {
	lbs, ubs = make([]*int64, len(operands)), make([]*int64, len(operands))
	for i, v := range operands {
		if l, ok := ivLowerBound(v); ok {
			lbs[i] = &l
		}
		if u, ok := ivUpperBound(v); ok {
			ubs[i] = &u
		}
	}
	return lbs, ubs
}

// exprBound is upstream's getBoundForAffineExpr: a constant (inclusive)
// upper or lower bound of e given bounds of its inputs.
func exprBound(c affine.Interner, e affine.Expr, numDims, numSyms int, lbs, ubs []*int64, upper bool) (int64, bool) {
	if b, ok := e.(*affine.BinaryExpr); ok {
		rc, isConst := b.RHS.(*affine.ConstantExpr)
		switch b.Op {
		case affine.KindFloorDiv, affine.KindCeilDiv:
			if !isConst || rc.Value < 1 {
				return 0, false
			}
			v, ok := exprBound(c, b.LHS, numDims, numSyms, lbs, ubs, upper)
			if !ok {
				return 0, false
			}
			if b.Op == affine.KindFloorDiv {
				return floorDiv(v, rc.Value), true
			}
			return ceilDiv(v, rc.Value), true
		case affine.KindMod:
			if isConst && rc.Value >= 1 {
				lb, okL := exprBound(c, b.LHS, numDims, numSyms, lbs, ubs, false)
				ub, okU := exprBound(c, b.LHS, numDims, numSyms, lbs, ubs, upper)
				if okL && okU && floorDiv(lb, rc.Value) == floorDiv(ub, rc.Value) {
					if upper {
						return mod(ub, rc.Value), true
					}
					return mod(lb, rc.Value), true
				}
				if upper {
					return rc.Value - 1, true
				}
				return 0, true
			}
		}
	}
	flat, locals, ok := affine.FlattenAffineExpr(c, e, numDims, numSyms)
	if !ok || len(locals) > 0 {
		return 0, false
	}
	bound := int64(0)
	for i := 0; i < numDims+numSyms; i++ {
		coef := flat[i]
		if coef == 0 {
			continue
		}
		b := ubs[i]
		if (coef > 0) != upper {
			b = lbs[i]
		}
		if b == nil {
			return 0, false
		}
		bound += *b * coef
	}
	return bound + flat[len(flat)-1], true
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) == (b < 0)) {
		q++
	}
	return q
}

func mod(a, b int64) int64 {
	m := a % b
	if m < 0 {
		m += b
	}
	return m
}

// simplifyMinOrMax is upstream's simplifyMinOrMaxExprWithOperands: results
// of a max (min) map that can never be the largest (smallest) are dropped,
// and results whose bounds meet become constants.
func simplifyMinOrMax(c affine.Interner, m *affine.Map, operands []*ir.Value, isMax bool) *affine.Map {
	if len(operands) == 0 {
		return m
	}
	clbs, cubs := operandBounds(operands)
	n := len(m.Results)
	lbs, ubs := make([]*int64, n), make([]*int64, n)
	for i, e := range m.Results {
		if k, ok := e.(*affine.ConstantExpr); ok {
			v := k.Value
			lbs[i], ubs[i] = &v, &v
			continue
		}
		if v, ok := exprBound(c, e, m.NumDims, m.NumSymbols, clbs, cubs, false); ok {
			lbs[i] = &v
		}
		if v, ok := exprBound(c, e, m.NumDims, m.NumSymbols, clbs, cubs, true); ok {
			ubs[i] = &v
		}
	}
	eq := func(a, b *int64) bool { return a != nil && b != nil && *a == *b }
	var kept []affine.Expr
	for i, e := range m.Results {
		if lbs[i] != nil && ubs[i] != nil && *lbs[i] == *ubs[i] {
			e = affine.Constant(c, *lbs[i])
		}
		mine, others, otherMine := ubs[i], lbs, ubs
		if !isMax {
			mine, others, otherMine = lbs[i], ubs, lbs
		}
		if mine == nil {
			kept = append(kept, e)
			continue
		}
		redundant := false
		for pos, other := range others {
			if pos == i || other == nil {
				continue
			}
			beyond := *other > *mine
			short := *other < *mine
			if !isMax {
				beyond, short = *other < *mine, *other > *mine
			}
			if beyond {
				redundant = true
				break
			}
			if short {
				continue
			}
			if otherMine[pos] != nil && eq(lbs[i], ubs[i]) && *other == *otherMine[pos] && i < pos {
				continue
			}
			redundant = true
			break
		}
		if !redundant {
			kept = append(kept, e)
		}
	}
	return affine.Get(c, m.NumDims, m.NumSymbols, kept)
}

// largestKnownDivisor is upstream's getLargestKnownDivisor(expr,
// operands): loop induction variables contribute their steps.
func largestKnownDivisor(e affine.Expr, operands []*ir.Value) int64 {
	div := affine.LargestKnownDivisor(e)
	d, ok := e.(*affine.DimExpr)
	if !ok {
		return div
	}
	f, ok := forInductionVarOwner(operands[d.Pos])
	if !ok {
		return 1
	}
	if f.lbMap().IsSingleConstant() && f.lbMap().GetSingleConstantResult() == 0 {
		return f.step()
	}
	return int64(gcd(uint64(f.lbMap().LargestKnownDivisorOfMapExprs()), uint64(f.step())))
}

func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// nonNegativeBoundedBy is upstream's isNonNegativeBoundedBy: 0 <= e < k.
func nonNegativeBoundedBy(e affine.Expr, operands []*ir.Value, k int64) bool {
	if c, ok := e.(*affine.ConstantExpr); ok {
		return c.Value >= 0 && c.Value < k
	}
	d, ok := e.(*affine.DimExpr)
	if !ok {
		return false
	}
	f, ok := forInductionVarOwner(operands[d.Pos])
	return ok && f.lbMap().IsSingleConstant() && f.lbMap().GetSingleConstantResult() >= 0 &&
		f.ubMap().IsSingleConstant() && f.ubMap().GetSingleConstantResult() <= k
}

// qTimesDPlusR is upstream's isQTimesDPlusR: e = q*d + r with 0 <= r < d.
func qTimesDPlusR(e affine.Expr, operands []*ir.Value) (div int64, q, r affine.Expr, ok bool) {
	b, isBin := e.(*affine.BinaryExpr)
	if !isBin || b.Op != affine.KindAdd {
		return 0, nil, nil, false
	}
	div = largestKnownDivisor(b.LHS, operands)
	if nonNegativeBoundedBy(b.RHS, operands, div) {
		return div, b.LHS, b.RHS, true
	}
	div = largestKnownDivisor(b.RHS, operands)
	if nonNegativeBoundedBy(b.LHS, operands, div) {
		return div, b.RHS, b.LHS, true
	}
	return 0, nil, nil, false
}

// simplifyExprWithOperands is upstream's simplifyExprAndOperands: floordiv,
// ceildiv and mod by constants simplified with the bounds and steps of
// the loops whose induction variables are operands.
func simplifyExprWithOperands(c affine.Interner, e affine.Expr, numDims, numSyms int, operands []*ir.Value) affine.Expr {
	b, ok := e.(*affine.BinaryExpr)
	if !ok {
		return e
	}
	lhs := simplifyExprWithOperands(c, b.LHS, numDims, numSyms, operands)
	rhs := simplifyExprWithOperands(c, b.RHS, numDims, numSyms, operands)
	e = affine.BinaryOp(c, b.Op, lhs, rhs)
	b, ok = e.(*affine.BinaryExpr)
	if !ok || (b.Op != affine.KindFloorDiv && b.Op != affine.KindCeilDiv && b.Op != affine.KindMod) {
		return e
	}
	lhs = b.LHS
	rc, ok := b.RHS.(*affine.ConstantExpr)
	if !ok || rc.Value <= 0 {
		return e
	}
	k := rc.Value
	lbs, ubs := operandBounds(operands)
	lb, okL := exprBound(c, lhs, numDims, numSyms, lbs, ubs, false)
	if k2, isC := lhs.(*affine.ConstantExpr); isC {
		lb, okL = k2.Value, true
	}
	ub, okU := exprBound(c, lhs, numDims, numSyms, lbs, ubs, true)
	if k2, isC := lhs.(*affine.ConstantExpr); isC {
		ub, okU = k2.Value, true
	}
	if okL && okU {
		switch {
		case b.Op == affine.KindFloorDiv && floorDiv(lb, k) == floorDiv(ub, k):
			return affine.Constant(c, floorDiv(lb, k))
		case b.Op == affine.KindCeilDiv && ceilDiv(lb, k) == ceilDiv(ub, k):
			return affine.Constant(c, ceilDiv(lb, k))
		case b.Op == affine.KindMod && lb >= 0 && lb < k && ub < k:
			return lhs
		}
	}
	if div, q, r, ok := qTimesDPlusR(lhs, operands); ok {
		if k%div == 0 && b.Op == affine.KindFloorDiv {
			return affine.FloorDiv(c, q, rc)
		}
		if div%k == 0 && b.Op == affine.KindMod {
			return affine.Mod(c, r, rc)
		}
		return e
	}
	if (nonNegativeBoundedBy(lhs, operands, k) && b.Op == affine.KindFloorDiv) ||
		(largestKnownDivisor(lhs, operands)%k == 0 && b.Op == affine.KindMod) {
		return affine.Constant(c, 0)
	}
	return e
}

// simplifyMapWithOperands is upstream's simplifyMapWithOperands.
func simplifyMapWithOperands(c affine.Interner, m *affine.Map, operands []*ir.Value) *affine.Map {
	res := make([]affine.Expr, len(m.Results))
	for i, e := range m.Results {
		res[i] = simplifyExprWithOperands(c, e, m.NumDims, m.NumSymbols, operands)
	}
	return affine.Get(c, m.NumDims, m.NumSymbols, res)
}
