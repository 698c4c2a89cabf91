package affine

// Map is a uniqued affine map (upstream AffineMap): NumDims dimensions and
// NumSymbols symbols mapped to the Results expressions. Maps from the same
// Interner are equal exactly when they are the same pointer. The fields must
// not be modified.
type Map struct {
	NumDims, NumSymbols int    // numbers of dimensions and symbols
	Results             []Expr // the result expressions
	id                  uint64
}

// ID returns the interned identity of m.
func (m *Map) ID() uint64 { return m.id }

// Get returns the map (numDims)[numSymbols] -> (results). The results may
// only use dimensions below numDims and symbols below numSymbols. The slice
// is copied.
func Get(c Interner, numDims, numSymbols int, results []Expr) *Map {
	if numDims < 0 || numSymbols < 0 {
		panic("affine: negative dimension or symbol count")
	}
	var kb [64]byte
	k := append(kb[:0], keyMap)
	k = appendUvarint(k, uint64(numDims))
	k = appendUvarint(k, uint64(numSymbols))
	k = appendUvarint(k, uint64(len(results)))
	for _, r := range results {
		k = appendUvarint(k, r.ID())
	}
	return c.Uniquer().Get(k, func(id uint64) any {
		return &Map{NumDims: numDims, NumSymbols: numSymbols, Results: append([]Expr(nil), results...), id: id}
	}).(*Map)
}

// EmptyMap returns the map () -> () with no dimensions, symbols or results.
func EmptyMap(c Interner) *Map { return Get(c, 0, 0, nil) }

// GetEmpty returns the map with numDims dimensions, numSymbols symbols and
// no results.
func GetEmpty(c Interner, numDims, numSymbols int) *Map { return Get(c, numDims, numSymbols, nil) }

// GetSingle returns the map with the single result e.
func GetSingle(c Interner, numDims, numSymbols int, e Expr) *Map {
	return Get(c, numDims, numSymbols, []Expr{e})
}

// ConstantMap returns () -> (v).
func ConstantMap(c Interner, v int64) *Map { return Get(c, 0, 0, []Expr{Constant(c, v)}) }

// MultiDimIdentityMap returns (d0, ..., dn-1) -> (d0, ..., dn-1).
func MultiDimIdentityMap(c Interner, numDims int) *Map {
	res := make([]Expr, numDims)
	for i := range res {
		res[i] = Dim(c, i)
	}
	return Get(c, numDims, 0, res)
}

// MinorIdentityMap returns the identity on the numResults most minor of
// numDims dimensions: (d0, ..., dn-1) -> (dn-r, ..., dn-1).
func MinorIdentityMap(c Interner, numDims, numResults int) *Map {
	if numResults > numDims {
		panic("affine: MinorIdentityMap with more results than dimensions")
	}
	res := make([]Expr, numResults)
	for i := range res {
		res[i] = Dim(c, numDims-numResults+i)
	}
	return Get(c, numDims, 0, res)
}

// MultiDimMapWithTargets returns (d0, ..., dn-1) -> (d<t0>, d<t1>, ...).
func MultiDimMapWithTargets(c Interner, numDims int, targets []int) *Map {
	res := make([]Expr, len(targets))
	for i, t := range targets {
		res[i] = Dim(c, t)
	}
	return Get(c, numDims, 0, res)
}

// GetPermutationMap returns the permutation map (d0, ..., dn-1) ->
// (d<perm[0]>, ...), n = max(perm)+1. It returns nil when perm is empty or
// not a permutation.
func GetPermutationMap(c Interner, perm []int) *Map {
	if len(perm) == 0 {
		return nil
	}
	m := -1
	for _, p := range perm {
		if p < 0 {
			return nil
		}
		m = max(m, p)
	}
	pm := MultiDimMapWithTargets(c, m+1, perm)
	if !pm.IsPermutation() {
		return nil
	}
	return pm
}

// FilteredIdentityMap returns the identity map on numDims dimensions keeping
// only the results d<i> for which keep(i) holds.
func FilteredIdentityMap(c Interner, numDims int, keep func(pos int) bool) *Map {
	var res []Expr
	for i := 0; i < numDims; i++ {
		if keep(i) {
			res = append(res, Dim(c, i))
		}
	}
	return Get(c, numDims, 0, res)
}

// InferFromExprList returns one map per expression list, all with the
// dimension and symbol counts inferred from the largest positions used.
func InferFromExprList(c Interner, exprsList [][]Expr) []*Map {
	if len(exprsList) == 0 {
		return nil
	}
	maxDim, maxSym := -1, -1
	for _, exprs := range exprsList {
		d, s := MaxDimAndSymbol(exprs)
		maxDim, maxSym = max(maxDim, d), max(maxSym, s)
	}
	out := make([]*Map, len(exprsList))
	for i, exprs := range exprsList {
		out[i] = Get(c, maxDim+1, maxSym+1, exprs)
	}
	return out
}

// GetNumDims returns the number of dimensions.
func (m *Map) GetNumDims() int { return m.NumDims }

// GetNumSymbols returns the number of symbols.
func (m *Map) GetNumSymbols() int { return m.NumSymbols }

// GetNumResults returns the number of results.
func (m *Map) GetNumResults() int { return len(m.Results) }

// GetNumInputs returns NumDims + NumSymbols.
func (m *Map) GetNumInputs() int { return m.NumDims + m.NumSymbols }

// GetResult returns result i.
func (m *Map) GetResult(i int) Expr { return m.Results[i] }

// GetDimPosition returns the position of result i, which must be a
// dimension.
func (m *Map) GetDimPosition(i int) int { return m.Results[i].(*DimExpr).Pos }

// GetResultPosition returns the index of the first result equal to the
// dimension expression e; ok is false when e is not a dimension or not a
// result.
func (m *Map) GetResultPosition(e Expr) (int, bool) {
	if _, ok := e.(*DimExpr); !ok {
		return 0, false
	}
	for i, r := range m.Results {
		if r == e {
			return i, true
		}
	}
	return 0, false
}

// IsIdentity reports whether m is (d0, ..., dn-1) -> (d0, ..., dn-1)
// (symbols are allowed).
func (m *Map) IsIdentity() bool {
	if m.NumDims != len(m.Results) {
		return false
	}
	for i, r := range m.Results {
		if d, ok := r.(*DimExpr); !ok || d.Pos != i {
			return false
		}
	}
	return true
}

// IsSymbolIdentity reports what upstream's AffineMap::isSymbolIdentity does:
// there are as many results as symbols and result i is the dimension d<i>.
func (m *Map) IsSymbolIdentity() bool {
	if m.NumSymbols != len(m.Results) {
		return false
	}
	for i, r := range m.Results {
		if d, ok := r.(*DimExpr); !ok || d.Pos != i {
			return false
		}
	}
	return true
}

// IsMinorIdentity reports whether m is a minor identity map:
// (d0, ..., dn-1) -> (dn-r, ..., dn-1) without symbols.
func (m *Map) IsMinorIdentity() bool {
	n, r := m.NumDims, len(m.Results)
	if n < r || m.NumSymbols != 0 {
		return false
	}
	for i, e := range m.Results {
		if d, ok := e.(*DimExpr); !ok || d.Pos != n-r+i {
			return false
		}
	}
	return true
}

// IsMinorIdentityWithBroadcasting reports whether m is a minor identity in
// which some results may be the constant 0 (broadcast dimensions); it also
// returns the indices of those results.
func (m *Map) IsMinorIdentityWithBroadcasting() (bool, []int) {
	if m.NumDims < len(m.Results) {
		return false, nil
	}
	start := m.NumDims - len(m.Results)
	var bcast []int
	for i, e := range m.Results {
		switch x := e.(type) {
		case *ConstantExpr:
			if x.Value != 0 {
				return false, nil
			}
			bcast = append(bcast, i)
		case *DimExpr:
			if x.Pos != start+i {
				return false, nil
			}
		default:
			return false, nil
		}
	}
	return true, bcast
}

// BroadcastDims returns the indices of the results that are the constant 0.
func (m *Map) BroadcastDims() []int {
	var out []int
	for i, e := range m.Results {
		if k, ok := e.(*ConstantExpr); ok && k.Value == 0 {
			out = append(out, i)
		}
	}
	return out
}

// IsPermutationOfMinorIdentityWithBroadcasting reports whether a permutation
// of the results turns m into a minor identity with broadcasts, and returns
// one such permutation (as upstream computes it).
func (m *Map) IsPermutationOfMinorIdentityWithBroadcasting() (bool, []int) {
	nIn, nRes := m.GetNumInputs(), len(m.Results)
	projStart := 0
	if nRes < nIn {
		projStart = nIn - nRes
	}
	lead := 0
	if nRes > nIn {
		lead = nRes - nIn
	}
	perm := make([]int, nRes)
	found := make([]bool, max(nIn, nRes))
	var bcast []int
	for i, e := range m.Results {
		switch x := e.(type) {
		case *ConstantExpr:
			if x.Value != 0 {
				return false, nil
			}
			bcast = append(bcast, i)
		case *DimExpr:
			if x.Pos < projStart {
				return false, nil
			}
			p := x.Pos - projStart + lead
			if p >= len(found) {
				return false, nil
			}
			perm[i] = p
			found[p] = true
		default:
			return false, nil
		}
	}
	pos := 0
	for _, d := range bcast {
		for pos < len(found) && found[pos] {
			pos++
		}
		perm[d] = pos
		pos++
	}
	return true, perm
}

// IsEmpty reports whether m has no dimensions, symbols or results.
func (m *Map) IsEmpty() bool {
	return m.NumDims == 0 && m.NumSymbols == 0 && len(m.Results) == 0
}

// IsSingleConstant reports whether m has a single, constant result.
func (m *Map) IsSingleConstant() bool {
	if len(m.Results) != 1 {
		return false
	}
	_, ok := m.Results[0].(*ConstantExpr)
	return ok
}

// IsConstant reports whether every result of m is a constant.
func (m *Map) IsConstant() bool {
	for _, r := range m.Results {
		if _, ok := r.(*ConstantExpr); !ok {
			return false
		}
	}
	return true
}

// GetSingleConstantResult returns the value of the single constant result;
// m must satisfy IsSingleConstant.
func (m *Map) GetSingleConstantResult() int64 {
	if !m.IsSingleConstant() {
		panic("affine: map must have a single constant result")
	}
	return m.Results[0].(*ConstantExpr).Value
}

// GetConstantResults returns the values of the results; m must satisfy
// IsConstant.
func (m *Map) GetConstantResults() []int64 {
	out := make([]int64, len(m.Results))
	for i, r := range m.Results {
		k, ok := r.(*ConstantExpr)
		if !ok {
			panic("affine: map must have only constant results")
		}
		out[i] = k.Value
	}
	return out
}

// IsFunctionOfDim reports whether some result uses dimension pos.
func (m *Map) IsFunctionOfDim(pos int) bool {
	for _, r := range m.Results {
		if IsFunctionOfDim(r, pos) {
			return true
		}
	}
	return false
}

// IsFunctionOfSymbol reports whether some result uses symbol pos.
func (m *Map) IsFunctionOfSymbol(pos int) bool {
	for _, r := range m.Results {
		if IsFunctionOfSymbol(r, pos) {
			return true
		}
	}
	return false
}

// IsProjectedPermutation reports whether each result is a distinct
// dimension (or, when allowZeroInResults, the constant 0), m has no symbols
// and no more results than inputs.
func (m *Map) IsProjectedPermutation(allowZeroInResults bool) bool {
	if m.NumSymbols > 0 || len(m.Results) > m.GetNumInputs() {
		return false
	}
	seen := make([]bool, m.GetNumInputs())
	for _, r := range m.Results {
		if d, ok := r.(*DimExpr); ok {
			if d.Pos >= len(seen) || seen[d.Pos] {
				return false
			}
			seen[d.Pos] = true
			continue
		}
		k, ok := r.(*ConstantExpr)
		if !allowZeroInResults || !ok || k.Value != 0 {
			return false
		}
	}
	return true
}

// IsPermutation reports whether m is a permutation of its dimensions.
func (m *Map) IsPermutation() bool {
	return m.NumDims == len(m.Results) && m.IsProjectedPermutation(false)
}

// WalkExprs walks every result expression in post-order.
func (m *Map) WalkExprs(fn func(Expr)) {
	for _, r := range m.Results {
		Walk(r, fn)
	}
}

// ReplaceDimsAndSymbols substitutes in every result (see the function of the
// same name) and returns a map with numResultDims dimensions and
// numResultSyms symbols.
func (m *Map) ReplaceDimsAndSymbols(c Interner, dims, syms []Expr, numResultDims, numResultSyms int) *Map {
	res := make([]Expr, len(m.Results))
	for i, r := range m.Results {
		res[i] = ReplaceDimsAndSymbols(c, r, dims, syms)
	}
	return Get(c, numResultDims, numResultSyms, res)
}

// Replace applies the expression Replace to every result and returns a map
// with numResultDims dimensions and numResultSyms symbols.
func (m *Map) Replace(c Interner, repl map[Expr]Expr, numResultDims, numResultSyms int) *Map {
	res := make([]Expr, len(m.Results))
	for i, r := range m.Results {
		res[i] = Replace(c, r, repl)
	}
	return Get(c, numResultDims, numResultSyms, res)
}

// ShiftDims shifts every dimension of m by shift positions (see the
// expression ShiftDims), from position offset on.
func (m *Map) ShiftDims(c Interner, shift, offset int) *Map {
	res := make([]Expr, len(m.Results))
	for i, r := range m.Results {
		res[i] = ShiftDims(c, r, m.NumDims, shift, offset)
	}
	return Get(c, m.NumDims+shift, m.NumSymbols, res)
}

// ShiftSymbols shifts every symbol of m by shift positions, from position
// offset on.
func (m *Map) ShiftSymbols(c Interner, shift, offset int) *Map {
	res := make([]Expr, len(m.Results))
	for i, r := range m.Results {
		res[i] = ShiftSymbols(c, r, m.NumSymbols, shift, offset)
	}
	return Get(c, m.NumDims, m.NumSymbols+shift, res)
}

// DropResults returns m without the results at the given positions.
func (m *Map) DropResults(c Interner, positions []int) *Map {
	drop := make([]bool, len(m.Results))
	for _, p := range positions {
		if p >= 0 && p < len(drop) {
			drop[p] = true
		}
	}
	var res []Expr
	for i, r := range m.Results {
		if !drop[i] {
			res = append(res, r)
		}
	}
	return Get(c, m.NumDims, m.NumSymbols, res)
}

// DropResult returns m without result pos.
func (m *Map) DropResult(c Interner, pos int) *Map { return m.DropResults(c, []int{pos}) }

// InsertResult returns m with e inserted as result pos.
func (m *Map) InsertResult(c Interner, e Expr, pos int) *Map {
	res := make([]Expr, 0, len(m.Results)+1)
	res = append(res, m.Results[:pos]...)
	res = append(res, e)
	res = append(res, m.Results[pos:]...)
	return Get(c, m.NumDims, m.NumSymbols, res)
}

// GetSubMap returns the map made of the results at resultPos.
func (m *Map) GetSubMap(c Interner, resultPos []int) *Map {
	res := make([]Expr, len(resultPos))
	for i, p := range resultPos {
		res[i] = m.Results[p]
	}
	return Get(c, m.NumDims, m.NumSymbols, res)
}

// GetSliceMap returns the map made of results [start, start+length).
func (m *Map) GetSliceMap(c Interner, start, length int) *Map {
	return Get(c, m.NumDims, m.NumSymbols, m.Results[start:start+length])
}

// GetMajorSubMap returns the map made of the first numResults results: nil
// when numResults is 0, m when it exceeds the result count.
func (m *Map) GetMajorSubMap(c Interner, numResults int) *Map {
	if numResults == 0 {
		return nil
	}
	if numResults > len(m.Results) {
		return m
	}
	return m.GetSliceMap(c, 0, numResults)
}

// GetMinorSubMap returns the map made of the last numResults results: nil
// when numResults is 0, m when it exceeds the result count.
func (m *Map) GetMinorSubMap(c Interner, numResults int) *Map {
	if numResults == 0 {
		return nil
	}
	if numResults > len(m.Results) {
		return m
	}
	return m.GetSliceMap(c, len(m.Results)-numResults, numResults)
}

// NumOfZeroResults returns how many results are the constant 0.
func (m *Map) NumOfZeroResults() int {
	n := 0
	for _, r := range m.Results {
		if k, ok := r.(*ConstantExpr); ok && k.Value == 0 {
			n++
		}
	}
	return n
}

// DropZeroResults returns m without its constant-0 results.
func (m *Map) DropZeroResults(c Interner) *Map {
	var res []Expr
	for _, r := range m.Results {
		if k, ok := r.(*ConstantExpr); !ok || k.Value != 0 {
			res = append(res, r)
		}
	}
	return Get(c, m.NumDims, m.NumSymbols, res)
}

// LargestKnownDivisorOfMapExprs returns the gcd of the largest known
// divisors of the results (MaxUint64 when that gcd is 0).
func (m *Map) LargestKnownDivisorOfMapExprs() uint64 {
	var g uint64
	for _, r := range m.Results {
		g = gcdU64(g, uint64(LargestKnownDivisor(r)))
	}
	if g == 0 {
		return ^uint64(0)
	}
	return g
}

// Compose returns m ∘ other: other's results are substituted for m's
// dimensions (m.NumDims must equal other's result count); the symbols of
// other are appended after m's.
func (m *Map) Compose(c Interner, other *Map) *Map {
	if m.NumDims != len(other.Results) {
		panic("affine: Compose: number of results mismatch")
	}
	numDims := other.NumDims
	numSymsThis := m.NumSymbols
	numSyms := numSymsThis + other.NumSymbols
	newDims := make([]Expr, numDims)
	for i := range newDims {
		newDims[i] = Dim(c, i)
	}
	newSyms := make([]Expr, other.NumSymbols)
	for i := range newSyms {
		newSyms[i] = Symbol(c, numSymsThis+i)
	}
	nm := other.ReplaceDimsAndSymbols(c, newDims, newSyms, numDims, numSyms)
	res := make([]Expr, len(m.Results))
	for i, r := range m.Results {
		res[i] = ComposeExpr(c, r, nm)
	}
	return Get(c, numDims, numSyms, res)
}

// ComposeValues applies the symbol-less map m to constant dimension values;
// every result must fold to a constant.
func (m *Map) ComposeValues(c Interner, values []int64) []int64 {
	if m.NumSymbols != 0 {
		panic("affine: ComposeValues on a map with symbols")
	}
	exprs := Constants(c, values)
	out := make([]int64, len(m.Results))
	for i, r := range m.Results {
		k, ok := ReplaceDims(c, r, exprs).(*ConstantExpr)
		if !ok {
			panic("affine: ComposeValues: result did not fold to a constant")
		}
		out[i] = k.Value
	}
	return out
}

//===----------------------------------------------------------------------===//
// Constant folding
//===----------------------------------------------------------------------===//

// constFolder evaluates expressions on constant operands, as upstream's
// AffineExprConstantFolder.
type constFolder struct {
	numDims  int
	operands []*int64
	poison   bool
}

func (f *constFolder) fold(e Expr) (int64, bool) {
	switch x := e.(type) {
	case *ConstantExpr:
		return x.Value, true
	case *DimExpr:
		if x.Pos < len(f.operands) && f.operands[x.Pos] != nil {
			return *f.operands[x.Pos], true
		}
		return 0, false
	case *SymbolExpr:
		i := f.numDims + x.Pos
		if i < len(f.operands) && f.operands[i] != nil {
			return *f.operands[i], true
		}
		return 0, false
	case *BinaryExpr:
		l, ok := f.fold(x.LHS)
		if !ok {
			return 0, false
		}
		r, ok := f.fold(x.RHS)
		if !ok {
			return 0, false
		}
		switch x.Op {
		case KindAdd:
			return l + r, true
		case KindMul:
			return l * r, true
		case KindMod:
			if r < 1 {
				f.poison = true
				return 0, false
			}
			return mod(l, r), true
		case KindFloorDiv:
			if r == 0 {
				f.poison = true
				return 0, false
			}
			return floorDiv(l, r), true
		case KindCeilDiv:
			if r == 0 {
				f.poison = true
				return 0, false
			}
			return ceilDiv(l, r), true
		}
	}
	return 0, false
}

// EvalExpr evaluates e with the given operand values (dimensions first, then
// symbols; a nil entry is unknown). ok is false when e does not fold; poison
// reports a division by zero or a modulo by a non-positive value.
func EvalExpr(e Expr, numDims int, operands []*int64) (v int64, ok, poison bool) {
	f := constFolder{numDims: numDims, operands: operands}
	v, ok = f.fold(e)
	return v, ok, f.poison
}

// ConstantFold evaluates every result of m with the given operand values
// (NumDims dimension values then NumSymbols symbol values; nil is unknown).
// ok is true when every result folded and there is at least one result;
// poison reports that some evaluation divided by zero (or took a modulo by
// a non-positive value).
func (m *Map) ConstantFold(operands []*int64) (results []int64, ok, poison bool) {
	_, results, poison = m.PartialConstantFold(nil, operands)
	return results, len(results) > 0, poison
}

// PartialConstantFold replaces the results of m that fold with the given
// operand values by constants (upstream partialConstantFold). results holds
// the values when every result folded. poison reports a result that
// folds to poison (a division by zero); that result is kept as it is (as
// upstream does when its caller does not ask about poison). c may be nil
// when only results are needed.
func (m *Map) PartialConstantFold(c Interner, operands []*int64) (folded *Map, results []int64, poison bool) {
	f := constFolder{numDims: m.NumDims, operands: operands}
	exprs := make([]Expr, len(m.Results))
	all := true
	for i, r := range m.Results {
		f.poison = false
		v, ok := f.fold(r)
		poison = poison || f.poison
		if ok && !f.poison {
			if c != nil {
				exprs[i] = Constant(c, v)
			}
			results = append(results, v)
		} else {
			exprs[i] = r
			all = false
		}
	}
	if !all {
		results = nil
	}
	if c != nil {
		folded = Get(c, m.NumDims, m.NumSymbols, exprs)
	}
	return folded, results, poison
}

//===----------------------------------------------------------------------===//
// Free functions on maps
//===----------------------------------------------------------------------===//

// SimplifyAffineMap simplifies every result with SimplifyAffineExpr.
func SimplifyAffineMap(c Interner, m *Map) *Map {
	res := make([]Expr, len(m.Results))
	for i, r := range m.Results {
		res[i] = SimplifyAffineExpr(c, r, m.NumDims, m.NumSymbols)
	}
	return Get(c, m.NumDims, m.NumSymbols, res)
}

// RemoveDuplicateExprs drops results equal to the result just before them
// (upstream uses std::unique, which only removes adjacent duplicates).
func RemoveDuplicateExprs(c Interner, m *Map) *Map {
	var res []Expr
	for i, r := range m.Results {
		if i > 0 && r == m.Results[i-1] {
			continue
		}
		res = append(res, r)
	}
	return Get(c, m.NumDims, m.NumSymbols, res)
}

// InversePermutation returns the inverse of the permutation part of m (which
// must have no symbols): for the first result equal to each dimension. It
// returns nil when some dimension is not a result, and m itself when m is
// empty.
func InversePermutation(c Interner, m *Map) *Map {
	if m.IsEmpty() {
		return m
	}
	if m.NumSymbols != 0 {
		panic("affine: InversePermutation on a map with symbols")
	}
	exprs := make([]Expr, m.NumDims)
	for i, r := range m.Results {
		if d, ok := r.(*DimExpr); ok && d.Pos < len(exprs) {
			if exprs[d.Pos] != nil {
				continue
			}
			exprs[d.Pos] = Dim(c, i)
		}
	}
	seen := make([]Expr, 0, m.NumDims)
	for _, e := range exprs {
		if e != nil {
			seen = append(seen, e)
		}
	}
	if len(seen) != m.GetNumInputs() {
		return nil
	}
	return Get(c, len(m.Results), 0, seen)
}

// InverseAndBroadcastProjectedPermutation inverts a projected permutation
// (zeros allowed), mapping the dimensions that are not results to 0.
func InverseAndBroadcastProjectedPermutation(c Interner, m *Map) *Map {
	if !m.IsProjectedPermutation(true) {
		panic("affine: map is not a projected permutation")
	}
	zero := Constant(c, 0)
	exprs := make([]Expr, m.GetNumInputs())
	for i := range exprs {
		exprs[i] = zero
	}
	for i, r := range m.Results {
		if d, ok := r.(*DimExpr); ok {
			exprs[d.Pos] = Dim(c, i)
		}
	}
	return Get(c, len(m.Results), 0, exprs)
}

// ConcatAffineMaps concatenates the results of maps: the result has the
// largest dimension count and the sum of the symbol counts (each map's
// symbols shifted after the previous ones).
func ConcatAffineMaps(c Interner, maps []*Map) *Map {
	if len(maps) == 0 {
		return EmptyMap(c)
	}
	var res []Expr
	numDims, numSyms := 0, 0
	for _, m := range maps {
		for _, r := range m.Results {
			res = append(res, ShiftSymbols(c, r, m.NumSymbols, numSyms, 0))
		}
		numSyms += m.NumSymbols
		numDims = max(numDims, m.NumDims)
	}
	return Get(c, numDims, numSyms, res)
}

// projectCommon replaces the projected dimensions (or symbols) by 0 and,
// when compress is set, renumbers the remaining ones densely.
func projectCommon(c Interner, m *Map, toProject []bool, compress, isDim bool) *Map {
	n := m.NumSymbols
	if isDim {
		n = m.NumDims
	}
	repl := make([]Expr, 0, n)
	newN := 0
	for i := 0; i < n; i++ {
		if i < len(toProject) && toProject[i] {
			repl = append(repl, Constant(c, 0))
			continue
		}
		p := i
		if compress {
			p = newN
			newN++
		}
		if isDim {
			repl = append(repl, Dim(c, p))
		} else {
			repl = append(repl, Symbol(c, p))
		}
	}
	res := make([]Expr, len(m.Results))
	for i, r := range m.Results {
		if isDim {
			res[i] = ReplaceDims(c, r, repl)
		} else {
			res[i] = ReplaceSymbols(c, r, repl)
		}
	}
	numDims, numSyms := m.NumDims, m.NumSymbols
	if compress && isDim {
		numDims = newN
	}
	if compress && !isDim {
		numSyms = newN
	}
	return Get(c, numDims, numSyms, res)
}

// ProjectDims replaces the dimensions marked in projected by 0, dropping them
// from the dimension list when compress is set.
func ProjectDims(c Interner, m *Map, projected []bool, compress bool) *Map {
	return projectCommon(c, m, projected, compress, true)
}

// ProjectSymbols replaces the symbols marked in projected by 0, dropping them
// from the symbol list when compress is set.
func ProjectSymbols(c Interner, m *Map, projected []bool, compress bool) *Map {
	return projectCommon(c, m, projected, compress, false)
}

// CompressDims drops the dimensions marked in unused (replacing their uses
// by 0).
func CompressDims(c Interner, m *Map, unused []bool) *Map { return ProjectDims(c, m, unused, true) }

// CompressSymbols drops the symbols marked in unused (replacing their uses
// by 0).
func CompressSymbols(c Interner, m *Map, unused []bool) *Map {
	return ProjectSymbols(c, m, unused, true)
}

// CompressUnusedDims drops the dimensions no result uses.
func CompressUnusedDims(c Interner, m *Map) *Map {
	return CompressDims(c, m, UnusedDims([]*Map{m}))
}

// CompressUnusedSymbols drops the symbols no result uses.
func CompressUnusedSymbols(c Interner, m *Map) *Map {
	return CompressSymbols(c, m, UnusedSymbols([]*Map{m}))
}

// UnusedDims returns, for each dimension of maps[0], whether no map uses it.
func UnusedDims(maps []*Map) []bool {
	n := maps[0].NumDims
	out := make([]bool, n)
	for i := range out {
		out[i] = true
		for _, m := range maps {
			if m.IsFunctionOfDim(i) {
				out[i] = false
				break
			}
		}
	}
	return out
}

// UnusedSymbols returns, for each symbol of maps[0], whether no map uses it.
func UnusedSymbols(maps []*Map) []bool {
	n := maps[0].NumSymbols
	out := make([]bool, n)
	for i := range out {
		out[i] = true
		for _, m := range maps {
			if m.IsFunctionOfSymbol(i) {
				out[i] = false
				break
			}
		}
	}
	return out
}

// GetProjectedMap projects out the marked dimensions (ProjectDims) and, when
// compressSymbols is set, drops unused symbols.
func GetProjectedMap(c Interner, m *Map, projected []bool, compressDims, compressSymbols bool) *Map {
	m = ProjectDims(c, m, projected, compressDims)
	if compressSymbols {
		m = CompressUnusedSymbols(c, m)
	}
	return m
}
