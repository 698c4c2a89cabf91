package affine

import (
	"github.com/gomlir/gomlir/ir"
)

// accessRegion is upstream's MemRefRegion::compute at loop depth 0: a
// system whose last rank local columns are the subscripts of the memref elements the access touches, over the domains of
// the loops its address depends on (and of the loops their bounds depend
// on). ok is false when the address depends on a value that is neither a
// loop induction variable nor a valid symbol, or is not affine (then with
// upstream's error reported).
func accessRegion(ctx *ir.Context, a MemRefAccess, report func(*ir.Diagnostic)) (*FlatConstraints, bool) {
	m, ops := a.AccessMap(ctx)
	f := NewFlatConstraints(nil, nil)
	// boundOperands adds the operands of a loop's composed bounds.
	var add func(v *ir.Value, accessed bool) bool
	boundOperands := func(bounds ...[]*ir.Value) bool {
		for _, vs := range bounds {
			for _, o := range vs {
				if !add(o, false) {
					return false
				}
			}
		}
		return true
	}
	// accessed is set for the operands of the access itself: as upstream,
	// an affine.parallel induction variable among them needs the others.
	add = func(v *ir.Value, accessed bool) bool {
		if _, found := f.FindVar(v); found {
			return true
		}
		if loop, ok := forInductionVarOwner(v); ok {
			f.AppendDim(v)
			_, lbOps := composedBound(ctx, loop.lbMap(), loop.lbOperands())
			_, ubOps := composedBound(ctx, loop.ubMap(), loop.ubOperands())
			return boundOperands(lbOps, ubOps) && f.addForDomain(ctx, loop)
		}
		if p := v.OwnerBlock(); v.IsBlockArgument() && p != nil && p.ParentOp() != nil && p.ParentOp().Name() == "affine.parallel" {
			par := p.ParentOp()
			ivs := par.Region(0).First().Args()
			for _, iv := range ivs {
				if _, found := f.FindVar(iv); accessed && !found && indexOf(ops, iv) < 0 {
					return false
				}
			}
			for _, iv := range ivs {
				if _, found := f.FindVar(iv); !found {
					f.AppendDim(iv)
				}
			}
			var bounds [][]*ir.Value
			for i := range ivs {
				for _, upper := range []bool{false, true} {
					_, o := composedBound(ctx, ParallelBoundMap(ctx, par, i, upper), ParallelBoundOperands(par, upper))
					bounds = append(bounds, o)
				}
			}
			return boundOperands(bounds...) && f.addParallelDomain(ctx, par)
		}
		if !isValidSymbolAnywhere(v) {
			return false
		}
		f.appendSymbolPinned(v)
		return true
	}
	for _, v := range ops {
		if !add(v, true) {
			return nil, false
		}
	}
	rows, ok := f.exprRows(ctx, m.Results, m.NumDims, m.NumSymbols, ops)
	if !ok {
		report(a.Op.EmitError("getMemRefRegion: compose affine map failed"))
		return nil, false
	}
	first := f.NumVars()
	for range rows {
		f.AppendLocal()
	}
	for r, row := range rows {
		eq := f.zeroRow()
		copy(eq, row[:len(row)-1])
		eq[first+r] = -1
		eq[len(eq)-1] = row[len(row)-1]
		f.AddEquality(eq)
	}
	// Project out the induction variables, in order, then the locals of
	// the divisions: the region is over the subscripts and the symbols.
	for f.NumDims() > 0 {
		f.ProjectOut(0, 1)
	}
	f.ProjectOut(f.NumSymbols(), f.NumLocals()-len(rows))
	f.sys.removeTrivialRedundancy()
	return f, true
}

// BoundCheckAccess is upstream's boundCheckLoadOrStoreOp: for each
// statically sized dimension of the memref an affine load or store
// accesses, an error on op when some element it may touch lies past the
// upper or below the lower bound of that dimension. It reports whether the
// access was found in bounds (or could not be analyzed).
func BoundCheckAccess(ctx *ir.Context, op *ir.Operation, report func(*ir.Diagnostic)) bool {
	a, ok := NewMemRefAccess(op)
	if !ok {
		return true
	}
	rank := a.Rank()
	if rank == 0 {
		return true
	}
	region, ok := accessRegion(ctx, a, report)
	if !ok {
		return true
	}
	inBounds := true
	first := region.NumVars() - rank
	shape := a.MemRef.Type().(*ir.MemRefType).Shape
	for r, size := range shape {
		// Past the upper bound: d_r >= size; below the lower one: d_r <= -1.
		// As upstream, a dynamic size is taken for the least integer: any
		// access passes it.
		for _, upper := range []bool{true, false} {
			t := region.Clone()
			row := t.zeroRow()
			switch {
			case !upper:
				row[first+r], row[len(row)-1] = -1, -1
				t.AddInequality(row)
			case size != ir.Dynamic:
				row[first+r], row[len(row)-1] = 1, -size
				t.AddInequality(row)
			}
			if t.IsEmpty() {
				continue
			}
			inBounds = false
			which := "lower"
			if upper {
				which = "upper"
			}
			report(op.EmitOpError("memref out of %s bound access along dimension #%d", which, r+1))
		}
	}
	return inBounds
}
