package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// boundPair is upstream's getConstantBoundOnDimSize for variable 0 of rows
// where it is the only dimension: the lower and upper bound rows (their
// inequality positions) that differ but for the constant, with the least
// difference; ok is false when there is none or when an equality bounds
// the variable.
func boundPair(f *FlatConstraints) (lbPos, ubPos int, ok bool) {
	for _, r := range f.Equalities() {
		if r[0] != 0 {
			return 0, 0, false
		}
	}
	ineqs := f.Inequalities()
	var lbs, ubs []int
	for i, r := range ineqs {
		switch {
		case r[0] >= 1:
			lbs = append(lbs, i)
		case r[0] <= -1:
			ubs = append(ubs, i)
		}
	}
	var minDiff int64
	for _, u := range ubs {
		for _, l := range lbs {
			ur, lr := ineqs[u], ineqs[l]
			n := len(ur) - 1
			same := true
			for j := 0; j < n; j++ {
				if ur[j] != -lr[j] {
					same = false
					break
				}
			}
			if !same {
				continue
			}
			diff := max(ceilDiv(ur[n]+lr[n]+1, lr[0]), 0)
			if !ok || diff < minDiff {
				minDiff, lbPos, ubPos, ok = diff, l, u, true
			}
		}
	}
	return lbPos, ubPos, ok
}

// boundMap is upstream's getIneqAsAffineValueMap for variable 0 with every
// other dimension and symbol a dimension: the lower (or exclusive upper)
// bound the inequality at pos gives variable 0, over the other values.
func boundMap(ctx *ir.Context, f *FlatConstraints, pos int) (*affine.Map, []*ir.Value, bool) {
	nds := f.NumDims() + f.NumSymbols()
	// As upstream, the local expressions stay over all the variables.
	locals, ok := f.sys.localExprs(ctx, nds, 0)
	if !ok {
		return nil, nil, false
	}
	row := f.Inequalities()[pos]
	bound := append([]int64(nil), row[1:]...)
	if row[0] > 0 {
		for i := range bound {
			bound[i] = -bound[i]
		}
	} else {
		bound[len(bound)-1]++
	}
	e := affine.ExprFromFlatForm(ctx, bound, nds-1, 0, locals)
	operands := make([]*ir.Value, 0, nds-1)
	for i := 1; i < nds; i++ {
		operands = append(operands, f.Value(i))
	}
	return affine.Get(ctx, nds-1, 0, []affine.Expr{e}), operands, true
}

// outerDomainsAffine reports whether the loops whose induction variables
// the bounds of loop use (transitively) have affine bounds: upstream's
// index sets take in those loops' domains and fail without them.
func outerDomainsAffine(ctx *ir.Context, loop forLoop) bool {
	for _, upper := range []bool{false, true} {
		m, ops := loop.lbMap(), loop.lbOperands()
		if upper {
			m, ops = loop.ubMap(), loop.ubOperands()
		}
		if _, _, ok := affine.FlattenWithDivisions(ctx, m.Results, m.NumDims, m.NumSymbols); !ok {
			return false
		}
		for _, v := range ops {
			if outer, ok := forInductionVarOwner(v); ok && !outerDomainsAffine(ctx, outer) {
				return false
			}
		}
	}
	return true
}

// indexSetWithOuterDomains is IndexSet, failing as upstream's when a loop
// whose induction variable a bound uses has a non-affine domain.
func indexSetWithOuterDomains(ctx *ir.Context, loops []*ir.Operation) (*FlatConstraints, bool) {
	for _, l := range loops {
		if !outerDomainsAffine(ctx, forLoop{l}) {
			return nil, false
		}
	}
	return IndexSet(ctx, loops)
}

// createCanonicalizedFor is upstream's createCanonicalizedAffineForOp: an
// empty step-one loop with its bounds composed and canonicalized.
func createCanonicalizedFor(b *ir.Builder, loc ir.Location, lbOps []*ir.Value, lb *affine.Map, ubOps []*ir.Value, ub *affine.Map) *ir.Operation {
	ctx := b.Ctx
	lb, lbOps = fullyComposeMap(ctx, lb, lbOps)
	lb, lbOps = canonicalizeMap(ctx, lb, lbOps)
	lb = affine.RemoveDuplicateExprs(ctx, lb)
	ub, ubOps = fullyComposeMap(ctx, ub, ubOps)
	ub, ubOps = canonicalizeMap(ctx, ub, ubOps)
	ub = affine.RemoveDuplicateExprs(ctx, ub)
	loop := createEmptyFor(b, loc)
	setForBounds(ctx, loop, false, lbOps, lb)
	setForBounds(ctx, loop, true, ubOps, ub)
	return loop
}

// createFullTiles is upstream's: a copy of the intra-tile nest whose loops
// run over a constant extent (the full tile), built at b's insertion
// point; it returns the loops built, false on failure.
func createFullTiles(ctx *ir.Context, nest []*ir.Operation, b *ir.Builder) ([]*ir.Operation, bool) {
	var full []*ir.Operation
	for _, l := range nest {
		if (forLoop{l}).step() != 1 {
			return full, false
		}
		cst, ok := indexSetWithOuterDomains(ctx, []*ir.Operation{l})
		if !ok {
			return full, false
		}
		lbPos, ubPos, ok := boundPair(cst)
		if !ok || lbPos == ubPos {
			return full, false
		}
		lb, lbOps, ok1 := boundMap(ctx, cst, lbPos)
		ub, ubOps, ok2 := boundMap(ctx, cst, ubPos)
		if !ok1 || !ok2 {
			return full, false
		}
		loop := createCanonicalizedFor(b, l.Loc(), lbOps, lb, ubOps, ub)
		b.SetInsertionPoint(forLoop{loop}.body().Last())
		full = append(full, loop)
	}
	m := ir.NewMapping()
	for i, l := range nest {
		m.Map(forLoop{l}.iv(), forLoop{full[i]}.iv())
	}
	body := forLoop{nest[len(nest)-1]}.body()
	for o := body.First(); o != body.Last(); o = o.NextInBlock() {
		b.Insert(o.Clone(ctx, m))
	}
	return full, true
}

// separationCondition is upstream's createSeparationCondition: the
// affine.if (with an else region) holding when every loop of the
// intra-tile nest runs a full tile, built at b's insertion point; nil when
// it cannot be built.
func separationCondition(ctx *ir.Context, nest []*ir.Operation, b *ir.Builder) *ir.Operation {
	cst, ok := indexSetWithOuterDomains(ctx, nest)
	if !ok {
		return nil
	}
	n := len(nest)
	keep := func(rows [][]int64) [][]int64 {
		var out [][]int64
		for _, r := range rows {
			for _, v := range r[:n] {
				if v != 0 {
					out = append(out, r)
					break
				}
			}
		}
		return out
	}
	cst.sys.eqs, cst.sys.ineqs = keep(cst.sys.eqs), keep(cst.sys.ineqs)
	for range nest {
		lbPos, ubPos, ok := boundPair(cst)
		if !ok {
			return nil
		}
		fullLb := append([]int64(nil), cst.sys.ineqs[lbPos]...)
		fullUb := append([]int64(nil), cst.sys.ineqs[ubPos]...)
		for _, r := range cst.sys.ineqs {
			switch {
			case r[0] >= 1:
				for j := range r {
					r[j] = fullLb[j] - r[j]
				}
			case r[0] <= -1:
				for j := range r {
					r[j] -= fullUb[j]
				}
			}
		}
		cst.removeVar(0)
	}
	cst.sys.removeTrivialRedundancy()
	nds := cst.NumDims() + cst.NumSymbols()
	set, ok := cst.asIntegerSet(ctx, nds)
	if !ok {
		return nil
	}
	operands := make([]*ir.Value, nds)
	for i := range operands {
		operands[i] = cst.Value(i)
	}
	set, operands = canonicalizeSet(ctx, set, operands)
	ifOp := BuildIfOp(b, nest[0].Loc(), operands, nil,
		ir.NamedAttr{Name: "condition", Value: ctx.IntegerSetAttr(set)}).Operation
	for i := 0; i < 2; i++ {
		blk := b.CreateBlock(ifOp.Region(i), nil, nil)
		b.SetInsertionPointToEnd(blk)
		BuildYieldOp(b, nest[0].Loc(), nil)
	}
	return ifOp
}

// asIntegerSet is upstream's getAsIntegerSet with every dimension and
// symbol a dimension: the equalities then the inequalities as constraints
// (0 == 0 when there is none); false when a local used has no expression.
func (f *FlatConstraints) asIntegerSet(ctx *ir.Context, nds int) (*affine.IntegerSet, bool) {
	if len(f.sys.eqs)+len(f.sys.ineqs) == 0 {
		return affine.GetSet(ctx, nds, 0, []affine.Expr{affine.Constant(ctx, 0)}, []bool{true}), true
	}
	locals, ok := f.sys.localExprs(ctx, nds, 0)
	if !ok {
		return nil, false
	}
	var exprs []affine.Expr
	var eqs []bool
	for _, rows := range [][][]int64{f.sys.eqs, f.sys.ineqs} {
		for _, r := range rows {
			exprs = append(exprs, affine.ExprFromFlatForm(ctx, r, nds, 0, locals))
			eqs = append(eqs, len(eqs) < len(f.sys.eqs))
		}
	}
	return affine.GetSet(ctx, nds, 0, exprs, eqs), true
}

// SeparateFullTiles is upstream's separateFullTiles: the intra-tile nest
// (outermost first) is guarded by an affine.if running a copy with
// constant-extent loops when the tile is full, the nest itself otherwise.
// It reports success; on failure the IR is unchanged.
func SeparateFullTiles(ctx *ir.Context, nest []*ir.Operation) bool {
	if len(nest) == 0 {
		return true
	}
	first := nest[0]
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(first)
	full, ok := createFullTiles(ctx, nest, b)
	if !ok {
		if len(full) > 0 {
			full[0].Erase()
		}
		return false
	}
	b.SetInsertionPoint(first)
	ifOp := separationCondition(ctx, nest, b)
	if ifOp == nil {
		full[0].Erase()
		return false
	}
	for i, op := range []*ir.Operation{full[0], first} {
		blk := ifOp.Region(i).First()
		op.Remove()
		blk.InsertBefore(op, blk.Last())
	}
	return true
}

// removeVar is upstream's removeVar: column pos is dropped from every row.
func (f *FlatConstraints) removeVar(pos int) {
	f.sys.dropColumn(pos)
	switch {
	case pos < f.numDims:
		f.numDims--
	case pos < f.numDims+f.numSymbols:
		f.numSymbols--
	}
	if pos < len(f.values) {
		f.values = append(f.values[:pos], f.values[pos+1:]...)
	}
}
