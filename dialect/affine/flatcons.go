package affine

import (
	"math"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// FlatConstraints is upstream's FlatAffineValueConstraints: a system of
// affine equalities and inequalities (>= 0) over dimension columns, symbol
// columns and local (existentially quantified) columns, then a constant.
// Dimension and symbol columns may carry the SSA value they stand for.
type FlatConstraints struct {
	sys        constraints
	numDims    int
	numSymbols int
	values     []*ir.Value // one per dimension and symbol column
}

// NewFlatConstraints returns an unconstrained system over dims and symbols
// with the given values (nil entries stand for no value).
func NewFlatConstraints(dims, symbols []*ir.Value) *FlatConstraints {
	f := &FlatConstraints{numDims: len(dims), numSymbols: len(symbols)}
	f.values = append(append(f.values, dims...), symbols...)
	f.sys.numVars = len(f.values)
	return f
}

// NumDims is the number of dimension columns.
func (f *FlatConstraints) NumDims() int { return f.numDims }

// NumSymbols is the number of symbol columns.
func (f *FlatConstraints) NumSymbols() int { return f.numSymbols }

// NumLocals is the number of local columns.
func (f *FlatConstraints) NumLocals() int { return f.sys.numVars - f.numDims - f.numSymbols }

// NumVars is the number of columns but the constant.
func (f *FlatConstraints) NumVars() int { return f.sys.numVars }

// Value returns the value of dimension or symbol column pos (nil if none).
func (f *FlatConstraints) Value(pos int) *ir.Value { return f.values[pos] }

// Equalities and Inequalities return the rows (columns then constant);
// the caller must not modify them.
func (f *FlatConstraints) Equalities() [][]int64 { return f.sys.eqs }

// Inequalities returns the rows that are >= 0.
func (f *FlatConstraints) Inequalities() [][]int64 { return f.sys.ineqs }

// Clone returns a deep copy.
func (f *FlatConstraints) Clone() *FlatConstraints {
	return &FlatConstraints{sys: *f.sys.clone(), numDims: f.numDims, numSymbols: f.numSymbols,
		values: append([]*ir.Value(nil), f.values...)}
}

// AddEquality adds row == 0 (columns then constant).
func (f *FlatConstraints) AddEquality(row []int64) {
	f.sys.eqs = append(f.sys.eqs, append([]int64(nil), row...))
}

// AddInequality adds row >= 0.
func (f *FlatConstraints) AddInequality(row []int64) {
	f.sys.ineqs = append(f.sys.ineqs, append([]int64(nil), row...))
}

// IsEmpty is upstream's IntegerRelation::isEmpty (Fourier-Motzkin based).
func (f *FlatConstraints) IsEmpty() bool { return f.sys.isEmpty(f.numDims + f.numSymbols) }

// insertColumn inserts a zero column at pos in every row.
func (c *constraints) insertColumn(pos int) {
	for _, rows := range [][][]int64{c.eqs, c.ineqs} {
		for i, r := range rows {
			r = append(r, 0)
			copy(r[pos+1:], r[pos:])
			r[pos] = 0
			rows[i] = r
		}
	}
	c.numVars++
}

// insertVar inserts a column at pos carrying v (pos within the dims and
// symbols) and returns pos.
func (f *FlatConstraints) insertVar(pos int, v *ir.Value) int {
	f.sys.insertColumn(pos)
	f.values = append(f.values, nil)
	copy(f.values[pos+1:], f.values[pos:])
	f.values[pos] = v
	return pos
}

// AppendDim adds a dimension column for v and returns its position.
func (f *FlatConstraints) AppendDim(v *ir.Value) int {
	f.numDims++
	return f.insertVar(f.numDims-1, v)
}

// AppendSymbol adds a symbol column for v and returns its position.
func (f *FlatConstraints) AppendSymbol(v *ir.Value) int {
	f.numSymbols++
	return f.insertVar(f.numDims+f.numSymbols-1, v)
}

// AppendLocal adds a local column and returns its position.
func (f *FlatConstraints) AppendLocal() int {
	f.sys.insertColumn(f.sys.numVars)
	return f.sys.numVars - 1
}

// FindVar returns the dimension or symbol column of v.
func (f *FlatConstraints) FindVar(v *ir.Value) (int, bool) {
	for i, w := range f.values {
		if w == v {
			return i, true
		}
	}
	return 0, false
}

// ProjectOut eliminates columns [pos, pos+num) (upstream's projectOut:
// Gaussian then Fourier-Motzkin elimination).
func (f *FlatConstraints) ProjectOut(pos, num int) {
	for ; num > 0; num-- {
		best, bestCost := pos, -1
		for p := pos; p < pos+num; p++ {
			if f.hasEqualityOn(p) {
				best = p
				break
			}
			nl, nu := f.boundCounts(p)
			if cost := nl * nu; bestCost < 0 || cost < bestCost {
				best, bestCost = p, cost
			}
		}
		f.sys.fourierMotzkin(best)
		if best < f.numDims {
			f.numDims--
		} else if best < f.numDims+f.numSymbols {
			f.numSymbols--
		}
		if best < len(f.values) {
			f.values = append(f.values[:best], f.values[best+1:]...)
		}
	}
	f.sys.gcdTightenInequalities()
	f.sys.normalizeByGCD()
}

func (f *FlatConstraints) hasEqualityOn(pos int) bool {
	for _, r := range f.sys.eqs {
		if r[pos] != 0 {
			return true
		}
	}
	return false
}

// ConstantBound returns the constant lower (upper false) or upper bound of
// column pos once every other column is projected out (upstream's
// getConstantBound64); ok is false when there is none.
func (f *FlatConstraints) ConstantBound(pos int, upper bool) (int64, bool) {
	t := f.sys.clone()
	for p := t.numVars - 1; p >= 0; p-- {
		if p != pos {
			t.fourierMotzkin(p)
			if p < pos {
				pos--
			}
		}
	}
	for _, r := range t.eqs {
		if r[0] != 0 && r[1]%r[0] == 0 {
			return -r[1] / r[0], true
		}
	}
	found := false
	var best int64
	for _, r := range t.ineqs {
		switch {
		case !upper && r[0] > 0:
			b := ceilDiv(-r[1], r[0])
			if !found || b > best {
				best, found = b, true
			}
		case upper && r[0] < 0:
			b := floorDiv(r[1], -r[0])
			if !found || b < best {
				best, found = b, true
			}
		}
	}
	return best, found
}

// exprRows flattens exprs, whose dims and symbols are operands, into rows
// over f's columns (the expression's value, columns then constant): each
// operand is found among f's values, or added as a symbol (constant ones
// pinned to their value); the local variables of floordiv and mod are
// added as local columns with their defining constraints. ok is false for
// semi-affine expressions.
func (f *FlatConstraints) exprRows(c affine.Interner, exprs []affine.Expr, numDims, numSyms int, operands []*ir.Value) ([][]int64, bool) {
	flats, divs, ok := affine.FlattenWithDivisions(c, exprs, numDims, numSyms)
	if !ok {
		return nil, false
	}
	nIn := numDims + numSyms
	cols := make([]int, nIn+len(divs))
	for i, v := range operands {
		pos, found := f.FindVar(v)
		if !found {
			pos = f.appendSymbolPinned(v)
		}
		cols[i] = pos
	}
	// Appending symbols shifts earlier-found columns only when they are
	// locals, which operands never are.
	toRow := f.addDivisionLocals(cols, nIn, divs)
	rows := make([][]int64, len(flats))
	for i, flat := range flats {
		rows[i] = toRow(flat)
	}
	return rows, true
}

// appendSymbolPinned appends v as a symbol column, pinned to its value
// when v is a constant index, and returns the column.
func (f *FlatConstraints) appendSymbolPinned(v *ir.Value) int {
	pos := f.AppendSymbol(v)
	if k, ok := constIndex(v); ok {
		row := f.zeroRow()
		row[pos], row[len(row)-1] = 1, -k
		f.AddEquality(row)
	}
	return pos
}

// boundCounts returns how many inequalities bound column p from below and
// from above.
func (f *FlatConstraints) boundCounts(p int) (lower, upper int) {
	for _, r := range f.sys.ineqs {
		if r[p] > 0 {
			lower++
		} else if r[p] < 0 {
			upper++
		}
	}
	return lower, upper
}

// addDivisionLocals appends a local column for each division of divs,
// after the nIn columns cols already maps, with its defining constraints
// (divisor*q <= dividend <= divisor*q + divisor - 1), and returns the map
// from a flattened expression (its columns in cols' order, then the
// constant) to a row over f's columns.
func (f *FlatConstraints) addDivisionLocals(cols []int, nIn int, divs []affine.Division) func([]int64) []int64 {
	for k := range divs {
		cols[nIn+k] = f.AppendLocal()
	}
	toRow := func(flat []int64) []int64 {
		row := make([]int64, f.sys.numVars+1)
		for j, v := range flat[:len(flat)-1] {
			row[cols[j]] += v
		}
		row[f.sys.numVars] = flat[len(flat)-1]
		return row
	}
	for k, d := range divs {
		q := cols[nIn+k]
		lower := toRow(d.Dividend)
		lower[q] -= d.Divisor
		upper := make([]int64, len(lower))
		for j, v := range lower {
			upper[j] = -v
		}
		upper[f.sys.numVars] += d.Divisor - 1
		f.AddInequality(lower)
		f.AddInequality(upper)
	}
	return toRow
}

// addBoundRows adds iv >= each row (lower) or iv <= row - 1 (upper).
func (f *FlatConstraints) addBoundRows(ivPos int, rows [][]int64, upper bool) {
	for _, r := range rows {
		row := make([]int64, len(r))
		for j, v := range r {
			if upper {
				row[j] = v
			} else {
				row[j] = -v
			}
		}
		if upper {
			row[ivPos]--
			row[len(row)-1]--
		} else {
			row[ivPos]++
		}
		f.AddInequality(row)
	}
}

// addForDomain is upstream's addAffineForOpDomain: the loop's bounds
// constrain its induction variable (a dimension column of f).
func (f *FlatConstraints) addForDomain(c affine.Interner, loop forLoop) bool {
	ivPos, ok := f.FindVar(loop.iv())
	if !ok {
		ivPos = f.AppendDim(loop.iv())
	}
	if step, lb := loop.step(), loop.lbMap(); step != 1 && lb.IsSingleConstant() {
		// iv - lb == step * q with q a local: the iterations of the stride.
		q := f.AppendLocal()
		row := f.zeroRow()
		row[ivPos], row[q], row[len(row)-1] = 1, -step, -lb.GetSingleConstantResult()
		f.AddEquality(row)
	}
	for _, upper := range []bool{false, true} {
		m, ops := loop.lbMap(), loop.lbOperands()
		if upper {
			m, ops = loop.ubMap(), loop.ubOperands()
		}
		m, ops = composedBound(c, m, ops)
		rows, ok := f.exprRows(c, m.Results, m.NumDims, m.NumSymbols, ops)
		if !ok {
			return false
		}
		f.addBoundRows(ivPos, rows, upper)
	}
	return true
}

// composedBound is the bound map and operands upstream's addBound takes
// in: composed with the affine.apply ops defining the operands, simplified
// and canonicalized, so that its operands are induction variables or
// terminal symbols.
func composedBound(c affine.Interner, m *affine.Map, operands []*ir.Value) (*affine.Map, []*ir.Value) {
	m, operands = fullyComposeMap(c, m, append([]*ir.Value(nil), operands...))
	m = affine.SimplifyAffineMap(c, m)
	return canonicalizeMap(c, m, operands)
}

// addParallelDomain adds the bounds of an affine.parallel's induction
// variables.
func (f *FlatConstraints) addParallelDomain(ctx *ir.Context, op *ir.Operation) bool {
	body := op.Region(0).First()
	for i, iv := range body.Args() {
		ivPos, ok := f.FindVar(iv)
		if !ok {
			ivPos = f.AppendDim(iv)
		}
		for _, upper := range []bool{false, true} {
			m, ops := composedBound(ctx, ParallelBoundMap(ctx, op, i, upper), ParallelBoundOperands(op, upper))
			rows, ok := f.exprRows(ctx, m.Results, m.NumDims, m.NumSymbols, ops)
			if !ok {
				return false
			}
			f.addBoundRows(ivPos, rows, upper)
		}
	}
	return true
}

// addIfDomain is upstream's addAffineIfOpDomain: the if's condition holds.
func (f *FlatConstraints) addIfDomain(c affine.Interner, op *ir.Operation) bool {
	set := op.InherentAttr("condition").(*ir.IntegerSetAttr).Set
	rows, ok := f.exprRows(c, set.Constraints, set.NumDims, set.NumSymbols, op.Operands())
	if !ok {
		return false
	}
	for i, r := range rows {
		if set.EqFlags[i] {
			f.AddEquality(r)
		} else {
			f.AddInequality(r)
		}
	}
	return true
}

// IndexSet is upstream's getIndexSet: the iteration domain of the affine
// loops and ifs ops (outermost first), one dimension per induction
// variable. ok is false for an op that is none of affine.for, affine.if
// and affine.parallel, or bounds it cannot represent.
func IndexSet(ctx *ir.Context, ops []*ir.Operation) (*FlatConstraints, bool) {
	f := NewFlatConstraints(nil, nil)
	for _, op := range ops {
		switch {
		case isFor(op):
			f.AppendDim(forLoop{op}.iv())
		case op.Name() == "affine.parallel":
			for _, iv := range op.Region(0).First().Args() {
				f.AppendDim(iv)
			}
		case op.Name() != "affine.if":
			return nil, false
		}
	}
	for _, op := range ops {
		var ok bool
		switch op.Name() {
		case "affine.for":
			ok = f.addForDomain(ctx, forLoop{op})
		case "affine.parallel":
			ok = f.addParallelDomain(ctx, op)
		default:
			ok = f.addIfDomain(ctx, op)
		}
		if !ok {
			return nil, false
		}
	}
	return f, true
}

// EnclosingAffineOps returns the affine.for, affine.if and affine.parallel
// ops around op within its affine scope, outermost first (upstream's
// getEnclosingAffineOps).
func EnclosingAffineOps(op *ir.Operation) []*ir.Operation {
	var ops []*ir.Operation
	for cur := op.ParentOp(); cur != nil && !cur.HasTrait(ir.TraitAffineScope); cur = cur.ParentOp() {
		switch cur.Name() {
		case "affine.for", "affine.if", "affine.parallel":
			ops = append(ops, cur)
		}
	}
	for i, j := 0, len(ops)-1; i < j; i, j = i+1, j-1 {
		ops[i], ops[j] = ops[j], ops[i]
	}
	return ops
}

// EnclosingForOps returns the affine.for loops around op, outermost first
// (upstream's getAffineForIVs).
func EnclosingForOps(op *ir.Operation) []*ir.Operation {
	var loops []*ir.Operation
	for cur := op.ParentOp(); cur != nil; cur = cur.ParentOp() {
		if isFor(cur) {
			loops = append(loops, cur)
		} else if cur.HasTrait(ir.TraitAffineScope) {
			break
		}
	}
	for i, j := 0, len(loops)-1; i < j; i, j = i+1, j-1 {
		loops[i], loops[j] = loops[j], loops[i]
	}
	return loops
}

// unbounded markers of a dependence component.
const (
	// NoLowerBound is a DependenceComponent.Lb without bound.
	NoLowerBound = math.MinInt64
	// NoUpperBound is a DependenceComponent.Ub without bound.
	NoUpperBound = math.MaxInt64
)
