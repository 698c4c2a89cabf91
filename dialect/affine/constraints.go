package affine

import (
	"github.com/gomlir/gomlir/ir/affine"
)

// constraints is a small system of affine equalities and inequalities
// (>= 0) over columns of variables and a constant, as rows of
// coefficients (upstream's IntegerRelation, restricted to what the
// simplification of integer sets needs).
type constraints struct {
	numVars int
	eqs     [][]int64
	ineqs   [][]int64
}

func gcd64(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// rowGCD is the gcd of the variable coefficients of a row.
func (c *constraints) rowGCD(row []int64) int64 {
	g := int64(0)
	for _, v := range row[:c.numVars] {
		g = gcd64(g, v)
	}
	return g
}

// hasInvalidConstraint reports a constraint without variables that fails.
func (c *constraints) hasInvalidConstraint() bool {
	for _, r := range c.eqs {
		if c.rowGCD(r) == 0 && r[c.numVars] != 0 {
			return true
		}
	}
	for _, r := range c.ineqs {
		if c.rowGCD(r) == 0 && r[c.numVars] < 0 {
			return true
		}
	}
	return false
}

// emptyByGCDTest reports an equality whose constant is not a multiple of
// the gcd of its coefficients.
func (c *constraints) emptyByGCDTest() bool {
	for _, r := range c.eqs {
		if g := c.rowGCD(r); g != 0 && r[c.numVars]%g != 0 {
			return true
		}
	}
	return false
}

// gcdTightenInequalities divides inequalities by the gcd of their
// coefficients, rounding the constant down.
func (c *constraints) gcdTightenInequalities() {
	for _, r := range c.ineqs {
		g := c.rowGCD(r)
		if g <= 1 {
			continue
		}
		for j := 0; j < c.numVars; j++ {
			r[j] /= g
		}
		r[c.numVars] = floorDiv(r[c.numVars], g)
	}
}

// normalizeRow divides row by the gcd of all its entries.
func normalizeRow(r []int64) {
	g := int64(0)
	for _, v := range r {
		g = gcd64(g, v)
	}
	if g > 1 {
		for j := range r {
			r[j] /= g
		}
	}
}

// normalizeByGCD divides each row by the gcd of all its entries.
func (c *constraints) normalizeByGCD() {
	for _, rows := range [][][]int64{c.eqs, c.ineqs} {
		for _, r := range rows {
			normalizeRow(r)
		}
	}
}

func sameRow(a, b []int64) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// removeTrivialRedundancy is upstream's: tightened and normalized, with
// trivially true, duplicate and dominated (same coefficients, larger
// constant) inequalities dropped.
func (c *constraints) removeTrivialRedundancy() {
	c.gcdTightenInequalities()
	c.normalizeByGCD()
	redundant := make([]bool, len(c.ineqs))
	type best struct {
		row int
		cst int64
	}
	var bests []best
	for r, row := range c.ineqs {
		if c.rowGCD(row) == 0 && row[c.numVars] >= 0 {
			redundant[r] = true
			continue
		}
		dup := false
		for q := 0; q < r; q++ {
			if sameRow(c.ineqs[q], row) {
				dup = true
				break
			}
		}
		if dup {
			redundant[r] = true
			continue
		}
		found := false
		for i, b := range bests {
			if !sameRow(c.ineqs[b.row][:c.numVars], row[:c.numVars]) {
				continue
			}
			found = true
			if b.cst > row[c.numVars] {
				redundant[b.row] = true
				bests[i] = best{r, row[c.numVars]}
			} else {
				redundant[r] = true
			}
			break
		}
		if !found {
			bests = append(bests, best{r, row[c.numVars]})
		}
	}
	kept := c.ineqs[:0]
	for r, row := range c.ineqs {
		if !redundant[r] {
			kept = append(kept, row)
		}
	}
	c.ineqs = kept
}

// clone returns a deep copy.
func (c *constraints) clone() *constraints {
	cp := func(rows [][]int64) [][]int64 {
		out := make([][]int64, len(rows))
		for i, r := range rows {
			out[i] = append([]int64(nil), r...)
		}
		return out
	}
	return &constraints{numVars: c.numVars, eqs: cp(c.eqs), ineqs: cp(c.ineqs)}
}

// dropColumn removes variable column pos from every row.
func (c *constraints) dropColumn(pos int) {
	for _, rows := range [][][]int64{c.eqs, c.ineqs} {
		for i, r := range rows {
			rows[i] = append(r[:pos], r[pos+1:]...)
		}
	}
	c.numVars--
}

// eliminateFrom zeroes column pos of row by adding to a positive multiple
// of it a multiple of the equality p (upstream's eliminateFromConstraint).
func eliminateFrom(row, p []int64, pos int) {
	lead := row[pos]
	if lead == 0 {
		return
	}
	pc := p[pos]
	sign := int64(1)
	if (lead > 0) == (pc > 0) {
		sign = -1
	}
	l := lcm64(pc, lead)
	pm := sign * (l / abs(pc))
	rm := l / abs(lead)
	for j := range row {
		row[j] = pm*p[j] + rm*row[j]
	}
}

// firstNonZero is the index of the first row with a nonzero in column pos,
// or -1.
func firstNonZero(rows [][]int64, pos int) int {
	for i, r := range rows {
		if r[pos] != 0 {
			return i
		}
	}
	return -1
}

// removeRedundantLocalVars is upstream's IntegerRelation method: while an
// equality has a coefficient of 1 or -1 on a local column (firstLocal and
// after), it substitutes that local in the other rows and goes, with the
// local's column.
func (c *constraints) removeRedundantLocalVars(firstLocal int) {
	for _, r := range c.eqs {
		normalizeRow(r)
	}
	for {
		pivot, pos := -1, -1
		for i, r := range c.eqs {
			for j := firstLocal; j < c.numVars; j++ {
				if abs(r[j]) == 1 {
					pivot, pos = i, j
					break
				}
			}
			if pivot >= 0 {
				break
			}
		}
		if pivot < 0 {
			return
		}
		p := c.eqs[pivot]
		for i, r := range c.eqs {
			if i != pivot && r[pos] != 0 {
				eliminateFrom(r, p, pos)
				normalizeRow(r)
			}
		}
		for _, r := range c.ineqs {
			eliminateFrom(r, p, pos)
		}
		c.eqs = append(c.eqs[:pivot], c.eqs[pivot+1:]...)
		c.dropColumn(pos)
	}
}

// gaussianEliminateVars is upstream's IntegerRelation method: it eliminates
// with equalities the columns from start up to the first one (before limit)
// an inequality but no equality involves, tightening the inequalities by
// their gcd and normalizing every row after each step, and drops the
// eliminated (and the unused) columns.
func (c *constraints) gaussianEliminateVars(start, limit int) {
	if start >= limit {
		return
	}
	c.gcdTightenInequalities()
	col := start
	for ; col < limit; col++ {
		pivot := firstNonZero(c.eqs, col)
		if pivot < 0 {
			if firstNonZero(c.ineqs, col) < 0 {
				continue
			}
			break
		}
		p := c.eqs[pivot]
		c.eqs = append(c.eqs[:pivot], c.eqs[pivot+1:]...)
		for _, rows := range [][][]int64{c.eqs, c.ineqs} {
			for _, r := range rows {
				eliminateFrom(r, p, col)
				normalizeRow(r)
			}
		}
		c.gcdTightenInequalities()
	}
	for pos := col - 1; pos >= start; pos-- {
		c.dropColumn(pos)
	}
}

func abs(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

func lcm64(a, b int64) int64 {
	a, b = abs(a), abs(b)
	return a / gcd64(a, b) * b
}

// fourierMotzkin eliminates variable pos from the inequalities (after an
// equality holding it, when there is one).
func (c *constraints) fourierMotzkin(pos int) {
	if firstNonZero(c.eqs, pos) >= 0 {
		c.gaussianEliminateVars(pos, pos+1)
		return
	}
	c.gcdTightenInequalities()
	zero := true
	for _, r := range c.ineqs {
		if r[pos] != 0 {
			zero = false
			break
		}
	}
	if zero {
		c.dropColumn(pos)
		return
	}
	var lbs, ubs, others [][]int64
	for _, r := range c.ineqs {
		switch {
		case r[pos] > 0:
			lbs = append(lbs, r)
		case r[pos] < 0:
			ubs = append(ubs, r)
		default:
			others = append(others, r)
		}
	}
	// As upstream, the combinations come first (for each upper bound, each
	// lower bound), then the inequalities without the variable.
	next := make([][]int64, 0, len(lbs)*len(ubs)+len(others))
	for _, u := range ubs {
		for _, l := range lbs {
			lc, uc := l[pos], -u[pos]
			m := lcm64(lc, uc)
			row := make([]int64, len(l))
			for j := range row {
				row[j] = u[j]*(m/uc) + l[j]*(m/lc)
			}
			next = append(next, row)
		}
	}
	c.ineqs = append(next, others...)
	c.dropColumn(pos)
	c.gcdTightenInequalities()
	c.normalizeByGCD()
	c.removeTrivialRedundancy()
}

// bestVarToEliminate is upstream's getBestVarToEliminate: the first
// variable with the fewest pairs of lower and upper bounds.
func (c *constraints) bestVarToEliminate() int {
	best, bestCost := 0, -1
	for pos := 0; pos < c.numVars; pos++ {
		nl, nu := 0, 0
		for _, r := range c.ineqs {
			if r[pos] > 0 {
				nl++
			} else if r[pos] < 0 {
				nu++
			}
		}
		if cost := nl * nu; bestCost < 0 || cost < bestCost {
			best, bestCost = pos, cost
		}
	}
	return best
}

// isEmpty is upstream's IntegerRelation::isEmpty over a system whose
// columns from firstLocal on are local variables: GCD tests and invalid
// constraints, the locals substituted by equalities, Gaussian elimination,
// then Fourier-Motzkin elimination.
func (c *constraints) isEmpty(firstLocal int) bool {
	if c.emptyByGCDTest() || c.hasInvalidConstraint() {
		return true
	}
	t := c.clone()
	t.removeRedundantLocalVars(firstLocal)
	if t.emptyByGCDTest() || t.hasInvalidConstraint() {
		return true
	}
	for pos := 0; pos < t.numVars; pos++ {
		t.gaussianEliminateVars(pos, t.numVars)
		if t.hasInvalidConstraint() || t.emptyByGCDTest() {
			return true
		}
	}
	for n := t.numVars; n > 0; n-- {
		t.fourierMotzkin(t.bestVarToEliminate())
		if len(t.eqs)+len(t.ineqs) >= 32*c.numVars {
			return false
		}
		if t.hasInvalidConstraint() {
			return true
		}
	}
	return false
}

// simplifyIntegerSet is upstream's simplifyIntegerSet: the set goes through
// its flattened constraint system (with the constraints defining the
// floordiv local variables), the canonical empty set when that is empty,
// else with trivially redundant inequalities dropped and the equalities
// first.
func simplifyIntegerSet(c affine.Interner, s *affine.IntegerSet) *affine.IntegerSet {
	universe := affine.GetSet(c, s.NumDims, s.NumSymbols, []affine.Expr{affine.Constant(c, 0)}, []bool{true})
	flats, divs, ok := affine.FlattenWithDivisions(c, s.Constraints, s.NumDims, s.NumSymbols)
	if !ok {
		// Upstream's constraint system of a semi-affine set is left without
		// constraints (its flattening is unimplemented), so the set reads
		// back as the universe.
		return universe
	}
	nds := s.NumDims + s.NumSymbols
	sys := &constraints{numVars: nds + len(divs)}
	for i, flat := range flats {
		if s.EqFlags[i] {
			sys.eqs = append(sys.eqs, flat)
		} else {
			sys.ineqs = append(sys.ineqs, flat)
		}
	}
	for k, d := range divs {
		q := nds + k
		lower := make([]int64, len(d.Dividend))
		for j, v := range d.Dividend {
			lower[j] = -v
		}
		lower[q] = d.Divisor
		lower[len(lower)-1] += d.Divisor - 1
		upper := append([]int64(nil), d.Dividend...)
		upper[q] = -d.Divisor
		sys.ineqs = append(sys.ineqs, lower, upper)
	}
	if sys.isEmpty(nds) {
		return affine.EmptySet(c, s.NumDims, s.NumSymbols)
	}
	sys.removeTrivialRedundancy()
	if len(sys.eqs)+len(sys.ineqs) == 0 {
		return universe
	}
	locals, ok := sys.localExprs(c, s.NumDims, s.NumSymbols)
	if !ok {
		return simplifyConstraintsOnly(c, s)
	}
	var exprs []affine.Expr
	var eqFlags []bool
	for _, r := range sys.eqs {
		exprs = append(exprs, affine.ExprFromFlatForm(c, r, s.NumDims, s.NumSymbols, locals))
		eqFlags = append(eqFlags, true)
	}
	for _, r := range sys.ineqs {
		exprs = append(exprs, affine.ExprFromFlatForm(c, r, s.NumDims, s.NumSymbols, locals))
		eqFlags = append(eqFlags, false)
	}
	return affine.GetSet(c, s.NumDims, s.NumSymbols, exprs, eqFlags)
}

// localExprs is upstream's computeLocalVars: the floordiv expression of
// each local variable, detected from pairs of inequalities bounding it.
// ok is false when a local used by a constraint has none.
func (c *constraints) localExprs(ctx affine.Interner, numDims, numSyms int) ([]affine.Expr, bool) {
	nds := numDims + numSyms
	memo := make([]affine.Expr, c.numVars)
	for i := 0; i < numDims; i++ {
		memo[i] = affine.Dim(ctx, i)
	}
	for i := 0; i < numSyms; i++ {
		memo[numDims+i] = affine.Symbol(ctx, i)
	}
	for changed := true; changed; {
		changed = false
		for pos := nds; pos < c.numVars; pos++ {
			if memo[pos] == nil && c.detectFloorDiv(ctx, pos, memo) {
				changed = true
			}
		}
	}
	for pos := nds; pos < c.numVars; pos++ {
		if memo[pos] != nil {
			continue
		}
		for _, rows := range [][][]int64{c.eqs, c.ineqs} {
			for _, r := range rows {
				if r[pos] != 0 {
					return nil, false
				}
			}
		}
	}
	return memo[nds:], true
}

// detectFloorDiv is upstream's detectAsFloorDiv with getDivRepr: variable
// pos is (dividend floordiv divisor) when an upper bound u and a lower
// bound l of it are opposite but for their constants, with 0 <= c <=
// divisor - 1 for c = divisor - 1 - (constant(l) + constant(u)), and the
// dividend uses only variables already known.
func (c *constraints) detectFloorDiv(ctx affine.Interner, pos int, memo []affine.Expr) bool {
	n := c.numVars
	for _, ub := range c.ineqs {
		if ub[pos] > -1 {
			continue
		}
	next:
		for _, lb := range c.ineqs {
			if lb[pos] < 1 {
				continue
			}
			divisor := lb[pos]
			for i := 0; i < n; i++ {
				if ub[i] != -lb[i] {
					continue next
				}
			}
			k := divisor - 1 - (lb[n] + ub[n])
			if k < 0 || k > divisor-1 {
				continue
			}
			dividend := make([]int64, n+1)
			for i := 0; i < n; i++ {
				if i != pos {
					dividend[i] = ub[i]
				}
			}
			dividend[n] = ub[n] + k
			g := divisor
			for _, v := range dividend {
				g = gcd64(g, v)
			}
			if g > 1 {
				for i := range dividend {
					dividend[i] /= g
				}
				divisor /= g
			}
			for i := 0; i < n; i++ {
				if dividend[i] != 0 && (i == pos || memo[i] == nil) {
					continue next
				}
			}
			e := affine.Constant(ctx, dividend[n])
			for i := 0; i < n; i++ {
				if dividend[i] != 0 {
					e = affine.Add(ctx, e, affine.MulConst(ctx, memo[i], dividend[i]))
				}
			}
			memo[pos] = affine.FloorDivConst(ctx, e, divisor)
			return true
		}
	}
	return false
}

// simplifyConstraintsOnly simplifies each constraint of s on its own.
func simplifyConstraintsOnly(c affine.Interner, s *affine.IntegerSet) *affine.IntegerSet {
	exprs := make([]affine.Expr, len(s.Constraints))
	for i, e := range s.Constraints {
		exprs[i] = affine.SimplifyAffineExpr(c, e, s.NumDims, s.NumSymbols)
	}
	return affine.GetSet(c, s.NumDims, s.NumSymbols, exprs, s.EqFlags)
}
