package affine

import (
	"github.com/gomlir/gomlir/analysis/valuebounds"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// ValueBoundsSet is upstream's ValueBoundsConstraintSet for index values:
// a constraint system whose dimension and symbol columns stand for SSA
// values (or for nothing: anonymous columns), filled by walking use-def
// chains backwards and asking each defining op, through
// valuebounds.OpInterface, for the bounds it knows, until a stop
// condition holds for a value.
type ValueBoundsSet struct {
	ctx      *ir.Context
	cst      *FlatConstraints
	cols     []*ir.Value // per dimension and symbol column (nil: anonymous)
	pos      map[*ir.Value]int
	worklist []int
	stop     func(v *ir.Value, s *ValueBoundsSet) bool
}

// BoundVariable is upstream's ValueBoundsConstraintSet::Variable: a
// single-result affine map over symbols only, one per operand value.
type BoundVariable struct {
	Map      *affine.Map
	Operands []*ir.Value
}

// NewBoundVariable is upstream's Variable(map, operands): the dimensions
// of m become symbols, and each operand, when it is a constant, is folded
// in, else it becomes a symbol of the variable (one per distinct value).
func NewBoundVariable(ctx *ir.Context, m *affine.Map, operands []*ir.Value) BoundVariable {
	nd, ns := m.NumDims, m.NumSymbols
	tmp := m.ReplaceDimsAndSymbols(ctx, identityFrom(ctx, 0, nd), identityFrom(ctx, nd, ns), 0, nd+ns)
	var out BoundVariable
	repl := make(map[affine.Expr]affine.Expr, len(operands))
	for i, v := range operands {
		var e affine.Expr
		if k, ok := constIndex(v); ok {
			e = affine.Constant(ctx, k)
		} else {
			at := len(out.Operands)
			for j, w := range out.Operands {
				if w == v {
					at = j
					break
				}
			}
			if at == len(out.Operands) {
				out.Operands = append(out.Operands, v)
			}
			e = affine.Symbol(ctx, at)
		}
		repl[affine.Symbol(ctx, i)] = e
	}
	out.Map = tmp.Replace(ctx, repl, 0, len(out.Operands))
	return out
}

// identityFrom returns the symbols s<from>..s<from+n-1>.
func identityFrom(ctx *ir.Context, from, n int) []affine.Expr {
	out := make([]affine.Expr, n)
	for i := range out {
		out[i] = affine.Symbol(ctx, from+i)
	}
	return out
}

func newValueBoundsSet(ctx *ir.Context, stop func(v *ir.Value, s *ValueBoundsSet) bool) *ValueBoundsSet {
	return &ValueBoundsSet{ctx: ctx, cst: NewFlatConstraints(nil, nil), pos: map[*ir.Value]int{}, stop: stop}
}

// Context implements valuebounds.ConstraintSet.
func (s *ValueBoundsSet) Context() *ir.Context { return s.ctx }

// insertColumn adds a dimension (or symbol) column for v (nil: anonymous)
// and queues v for analysis when asked.
func (s *ValueBoundsSet) insertColumn(v *ir.Value, symbol, enqueue bool) int {
	var p int
	if symbol {
		p = s.cst.AppendSymbol(v)
	} else {
		p = s.cst.AppendDim(v)
	}
	s.cols = append(s.cols, nil)
	copy(s.cols[p+1:], s.cols[p:])
	s.cols[p] = v
	for i := p; i < len(s.cols); i++ {
		if s.cols[i] != nil {
			s.pos[s.cols[i]] = i
		}
	}
	if enqueue {
		s.worklist = append(s.worklist, p)
	}
	return p
}

// posExpr is the expression of column p.
func (s *ValueBoundsSet) posExpr(p int) affine.Expr {
	if p < s.cst.NumDims() {
		return affine.Dim(s.ctx, p)
	}
	return affine.Symbol(s.ctx, p-s.cst.NumDims())
}

// Expr implements valuebounds.ConstraintSet (upstream's getExpr).
func (s *ValueBoundsSet) Expr(v *ir.Value) affine.Expr {
	k, isConst := constIndex(v)
	if p, ok := s.pos[v]; ok {
		if isConst {
			return affine.Constant(s.ctx, k)
		}
		return s.posExpr(p)
	}
	if isConst {
		s.insertColumn(v, true, false)
		s.Bound(v, valuebounds.EQ, affine.Constant(s.ctx, k))
		return affine.Constant(s.ctx, k)
	}
	return s.posExpr(s.insertColumn(v, true, true))
}

// Bound implements valuebounds.ConstraintSet.
func (s *ValueBoundsSet) Bound(v *ir.Value, rel valuebounds.Relation, e affine.Expr) {
	p := s.pos[v]
	switch rel {
	case valuebounds.LT:
		s.addBound(p, true, false, e)
	case valuebounds.LE:
		s.addBound(p, true, false, affine.AddConst(s.ctx, e, 1))
	case valuebounds.EQ:
		s.addBound(p, false, true, e)
	case valuebounds.GE:
		s.addBound(p, false, false, e)
	case valuebounds.GT:
		s.addBound(p, false, false, affine.AddConst(s.ctx, e, 1))
	}
}

// addBound is upstream's FlatLinearConstraints::addBound as the value
// bounds use it: column p == e (eq), p < e (upper) or p >= e, with e over
// the dimension and symbol columns; a semi-affine e adds nothing.
func (s *ValueBoundsSet) addBound(p int, upper, eq bool, e affine.Expr) {
	f := s.cst
	nd, ns := f.NumDims(), f.NumSymbols()
	flats, divs, ok := affine.FlattenWithDivisions(s.ctx, []affine.Expr{e}, nd, ns)
	if !ok {
		return
	}
	nIn := nd + ns
	cols := make([]int, nIn+len(divs))
	for i := 0; i < nIn; i++ {
		cols[i] = i
	}
	toRow := f.addDivisionLocals(cols, nIn, divs)
	row := toRow(flats[0])
	if row[p] != 0 {
		return
	}
	if upper {
		// e - p - 1 >= 0
		row[p] = -1
		row[len(row)-1]--
	} else {
		for j := range row {
			row[j] = -row[j]
		}
		row[p] = 1
	}
	if eq {
		f.AddEquality(row)
	} else {
		f.AddInequality(row)
	}
}

// insertVariable is upstream's insert(map, operands, isSymbol): an
// anonymous column equal to the variable's expression.
func (s *ValueBoundsSet) insertVariable(v BoundVariable, symbol bool) int {
	p := s.insertColumn(nil, symbol, false)
	syms := make([]affine.Expr, len(v.Operands))
	for i, w := range v.Operands {
		syms[i] = s.Expr(w)
	}
	// Columns added for the operands may have moved p only when p is a
	// symbol; dimensions precede them.
	e := affine.ReplaceDimsAndSymbols(s.ctx, v.Map.Results[0], nil, syms)
	s.addBound(p, false, true, e)
	return p
}

// processWorklist is upstream's processWorklist for index values: each
// queued value not meeting the stop condition gets the bounds its owner
// op states.
func (s *ValueBoundsSet) processWorklist() {
	for len(s.worklist) > 0 {
		p := s.worklist[0]
		s.worklist = s.worklist[1:]
		v := s.cols[p]
		if s.stop(v, s) {
			continue
		}
		owner := v.DefiningOp()
		if owner == nil {
			owner = v.OwnerBlock().ParentOp()
		}
		if owner == nil {
			continue
		}
		if iface, ok := ir.OpInterface[valuebounds.OpInterface](owner); ok {
			iface.PopulateBoundsForIndexValue(owner, v, s)
		}
	}
}

// populate is upstream's populateConstraints(map, operands).
func (s *ValueBoundsSet) populate(v BoundVariable) int {
	p := s.insertVariable(v, false)
	s.processWorklist()
	return p
}

// comparePos is upstream's comparePos: whether "lhs rel rhs" is proven,
// by showing that its negation makes the system empty.
func (s *ValueBoundsSet) comparePos(lhs int, rel valuebounds.Relation, rhs int) bool {
	if s.cst.IsEmpty() {
		return false
	}
	if rel == valuebounds.EQ {
		return s.comparePos(lhs, valuebounds.LE, rhs) && s.comparePos(lhs, valuebounds.GE, rhs)
	}
	row := make([]int64, s.cst.NumVars()+1)
	if rel == valuebounds.LT || rel == valuebounds.LE {
		row[lhs]++
		row[rhs]--
	} else {
		row[lhs]--
		row[rhs]++
	}
	if rel == valuebounds.LE || rel == valuebounds.GE {
		row[len(row)-1]--
	}
	n := len(s.cst.sys.ineqs)
	s.cst.sys.ineqs = append(s.cst.sys.ineqs, row)
	empty := s.cst.IsEmpty()
	s.cst.sys.ineqs = s.cst.sys.ineqs[:n]
	return empty
}

// CompareResult is the outcome of a strong comparison.
type CompareResult int

// The outcomes of StrongCompare.
const (
	// CompareUnknown: neither the relation nor its negation could be proven.
	CompareUnknown CompareResult = iota
	// CompareHolds: the relation is proven.
	CompareHolds
	// CompareFails: the negation of the relation is proven.
	CompareFails
)

// negation pairs each relation with the one that holds when it fails.
var negation = map[valuebounds.Relation]valuebounds.Relation{
	valuebounds.LT: valuebounds.GE, valuebounds.LE: valuebounds.GT,
	valuebounds.GT: valuebounds.LE, valuebounds.GE: valuebounds.LT,
}

// strongComparePos is upstream's strongComparePos.
func (s *ValueBoundsSet) strongComparePos(lhs int, rel valuebounds.Relation, rhs int) CompareResult {
	if rel == valuebounds.EQ {
		if s.comparePos(lhs, valuebounds.EQ, rhs) {
			return CompareHolds
		}
		if s.comparePos(lhs, valuebounds.LT, rhs) || s.comparePos(lhs, valuebounds.GT, rhs) {
			return CompareFails
		}
		return CompareUnknown
	}
	if s.comparePos(lhs, rel, rhs) {
		return CompareHolds
	}
	if s.comparePos(lhs, negation[rel], rhs) {
		return CompareFails
	}
	return CompareUnknown
}

// StrongCompare is upstream's ValueBoundsConstraintSet::strongCompare:
// whether "lhs rel rhs" holds, fails, or is unknown, analyzing the IR
// behind both variables until the answer is known.
func StrongCompare(ctx *ir.Context, lhs BoundVariable, rel valuebounds.Relation, rhs BoundVariable) CompareResult {
	lhsPos, rhsPos := -1, -1
	s := newValueBoundsSet(ctx, func(_ *ir.Value, s *ValueBoundsSet) bool {
		if lhsPos < 0 || rhsPos < 0 || lhsPos >= len(s.cols) || rhsPos >= len(s.cols) {
			return false
		}
		return s.strongComparePos(lhsPos, rel, rhsPos) != CompareUnknown
	})
	lhsPos = s.populate(lhs)
	rhsPos = s.populate(rhs)
	return s.strongComparePos(lhsPos, rel, rhsPos)
}

// mapBoundExprs returns m's results over the constraint set's expressions
// of operands.
func mapBoundExprs(cs valuebounds.ConstraintSet, m *affine.Map, operands []*ir.Value) []affine.Expr {
	dims := make([]affine.Expr, m.NumDims)
	syms := make([]affine.Expr, m.NumSymbols)
	for i, v := range operands {
		if i < m.NumDims {
			dims[i] = cs.Expr(v)
		} else {
			syms[i-m.NumDims] = cs.Expr(v)
		}
	}
	out := make([]affine.Expr, len(m.Results))
	for i, e := range m.Results {
		out[i] = affine.ReplaceDimsAndSymbols(cs.Context(), e, dims, syms)
	}
	return out
}

// applyBounds is affine.apply's ValueBoundsOpInterface: the result equals
// the map, fully composed with the affine.apply ops defining its operands.
func applyBounds(op *ir.Operation, v *ir.Value, cs valuebounds.ConstraintSet) {
	m, operands := fullyComposeMap(cs.Context(), mapAttr(op, "map"), op.Operands())
	cs.Bound(v, valuebounds.EQ, mapBoundExprs(cs, m, operands)[0])
}

// minMaxBounds is affine.min's (affine.max's) ValueBoundsOpInterface: the
// result is at most (at least) each result of the map.
func minMaxBounds(op *ir.Operation, v *ir.Value, cs valuebounds.ConstraintSet, isMin bool) {
	rel := valuebounds.GE
	if isMin {
		rel = valuebounds.LE
	}
	m := mapAttr(op, "map")
	for i := range m.Results {
		// Each result is aligned on its own, as upstream does.
		e := mapBoundExprs(cs, m.GetSliceMap(cs.Context(), i, 1), op.Operands())[0]
		cs.Bound(v, rel, e)
	}
}

// Compare is upstream's ValueBoundsConstraintSet::compare: whether
// "lhs rel rhs" is proven, analyzing the IR behind both variables until it
// is.
func Compare(ctx *ir.Context, lhs BoundVariable, rel valuebounds.Relation, rhs BoundVariable) bool {
	lhsPos, rhsPos := -1, -1
	s := newValueBoundsSet(ctx, func(_ *ir.Value, s *ValueBoundsSet) bool {
		if lhsPos < 0 || rhsPos < 0 || lhsPos >= len(s.cols) || rhsPos >= len(s.cols) {
			return false
		}
		return s.comparePos(lhsPos, rel, rhsPos)
	})
	lhsPos = s.populate(lhs)
	rhsPos = s.populate(rhs)
	return s.comparePos(lhsPos, rel, rhsPos)
}
