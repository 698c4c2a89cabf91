package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// The analyses behind affine-super-vectorize: upstream's NestedPattern
// matcher, isVectorizableLoopBody and its contiguity test, and the
// permutation map of a vectorized memory access (makePermutationMap).

// nestedPattern is upstream's NestedPattern: an op passing filter, with
// (when child is set) at least one match of child nested in it.
type nestedPattern struct {
	filter func(*ir.Operation) bool
	child  *nestedPattern
}

// nestedMatch is upstream's NestedMatch: a matched op and the matches of
// the nested pattern found in it.
type nestedMatch struct {
	op       *ir.Operation
	children []nestedMatch
}

// depth is the number of nested patterns, p included.
func (p *nestedPattern) depth() int {
	if p.child == nil {
		return 1
	}
	return p.child.depth() + 1
}

// match appends to out the matches of p among root and the ops nested in
// it, in post-order, skipping the op skip.
func (p *nestedPattern) match(root, skip *ir.Operation, out []nestedMatch) []nestedMatch {
	root.Walk(func(op *ir.Operation) ir.WalkResult {
		if op == skip || !p.filter(op) {
			return ir.WalkAdvance
		}
		if p.child == nil {
			out = append(out, nestedMatch{op: op})
			return ir.WalkAdvance
		}
		if kids := p.child.match(op, op, nil); len(kids) > 0 {
			out = append(out, nestedMatch{op, kids})
		}
		return ir.WalkAdvance
	})
	return out
}

// anyNested reports whether root or an op nested in it satisfies pred.
func anyNested(root *ir.Operation, pred func(*ir.Operation) bool) bool {
	return !root.Walk(func(op *ir.Operation) ir.WalkResult {
		if pred(op) {
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
}

// validVectorElem is upstream's VectorType::isValidElementType.
func validVectorElem(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		return true
	}
	return false
}

// hasNonVectorizableType reports whether an operand or result of op has a
// type vectors cannot hold (for memref operands, their element type).
func hasNonVectorizableType(op *ir.Operation) bool {
	for _, v := range op.Operands() {
		t := v.Type()
		if mt, ok := t.(*ir.MemRefType); ok {
			t = mt.Elem
		}
		if !validVectorElem(t) {
			return true
		}
	}
	for _, r := range op.Results() {
		if !validVectorElem(r.Type()) {
			return true
		}
	}
	return false
}

// isAffineIf reports whether op is an affine.if.
func isAffineIf(op *ir.Operation) bool { return op.Name() == "affine.if" && op.IsRegistered() }

// isLoadOrStore is upstream's matcher::isLoadOrStore.
func isLoadOrStore(op *ir.Operation) bool {
	n := op.Name()
	return (n == "affine.load" || n == "affine.store") && op.IsRegistered()
}

// isTransfer reports whether op is a vector.transfer_read or _write.
func isTransfer(op *ir.Operation) bool {
	n := op.Name()
	return n == "vector.transfer_read" || n == "vector.transfer_write"
}

// accessParts returns the memref, access map and map operands of an
// affine.load or affine.store.
func accessParts(op *ir.Operation) (*ir.Value, *affine.Map, []*ir.Value) {
	first := 0
	if op.Name() == "affine.store" {
		first = 1
	}
	return op.Operand(first), mapAttr(op, "map"), op.Operands()[first+1:]
}

// isVectorizableLoopBody is upstream's: loop holds no affine.if, no op on
// types vectors cannot hold, no region but of affine.for and affine.if, no
// vector transfer, and (when memRefDim is set) only memory accesses that
// are contiguous along its induction variable, all along the same memref
// dimension (stored in *memRefDim, -1 when all are invariant).
func isVectorizableLoopBody(c *ir.Context, loop *ir.Operation, memRefDim *int, report func(*ir.Diagnostic)) bool {
	if memRefDim != nil {
		*memRefDim = -1
	}
	if anyNested(loop, isAffineIf) ||
		anyNested(loop, hasNonVectorizableType) ||
		anyNested(loop, func(op *ir.Operation) bool { return op.NumRegions() != 0 && !isFor(op) && !isAffineIf(op) }) ||
		anyNested(loop, isTransfer) {
		return false
	}
	var accesses []*ir.Operation
	loop.Each(func(op *ir.Operation) {
		if isLoadOrStore(op) {
			accesses = append(accesses, op)
		}
	})
	iv := forLoop{loop}.iv()
	for _, op := range accesses {
		mem, _, _ := accessParts(op)
		if mt, ok := mem.Type().(*ir.MemRefType); !ok || !validVectorElem(mt.Elem) {
			return false
		}
		if memRefDim == nil {
			continue
		}
		dim := -1
		contiguous := isContiguousAccess(c, iv, op, &dim, report)
		if dim != -1 {
			if *memRefDim != -1 && *memRefDim != dim {
				return false
			}
			*memRefDim = dim
		}
		if !contiguous {
			return false
		}
	}
	return true
}

// isContiguousAccess is upstream's: the access op varies along iv in at
// most one memref dimension, stored in *memRefDim counted from the
// innermost one (-1 when the access is invariant).
func isContiguousAccess(c *ir.Context, iv *ir.Value, op *ir.Operation, memRefDim *int, report func(*ir.Diagnostic)) bool {
	mem, m, operands := accessParts(op)
	mt := mem.Type().(*ir.MemRefType)
	if !isIdentityLayout(mt) {
		report(snapshot(c, op.EmitError("NYI: non-trivial layout map")))
		return false
	}
	varying := -1
	for i := 0; i < len(mt.Shape); i++ {
		var exprOperands []*ir.Value
		affine.Walk(m.Results[i], func(e affine.Expr) {
			switch x := e.(type) {
			case *affine.DimExpr:
				exprOperands = append(exprOperands, operands[x.Pos])
			case *affine.SymbolExpr:
				exprOperands = append(exprOperands, operands[m.NumDims+x.Pos])
			}
		})
		for _, v := range exprOperands {
			if !accessIndexInvariant(c, iv, v) {
				if varying != -1 {
					return false
				}
				varying = i
			}
		}
	}
	if varying == -1 {
		*memRefDim = -1
	} else {
		*memRefDim = len(mt.Shape) - (varying + 1)
	}
	return true
}

// accessIndexInvariant is upstream's isAccessIndexInvariant: index,
// composed with the affine.apply ops defining it, does not depend on iv.
func accessIndexInvariant(c *ir.Context, iv, index *ir.Value) bool {
	m, operands := fullyComposeMap(c, affine.MultiDimIdentityMap(c, 1), []*ir.Value{index})
	m, operands = canonicalizeMap(c, m, operands)
	pos := indexOf(operands, iv)
	return pos < 0 || !affine.IsFunctionOfDim(m.Results[0], pos)
}

// permutationMap is upstream's makePermutationMap: for each vectorized
// loop enclosing block (loopToVecDim gives its vector dimension), the
// index that varies along it; a dimension no index varies along is
// broadcast (0). It returns nil when no enclosing loop is vectorized or
// when two indices vary along one of them.
func permutationMap(c *ir.Context, block *ir.Block, indices []*ir.Value, loopToVecDim map[*ir.Operation]int) *affine.Map {
	var perm []affine.Expr
	n := 0
	for p := block.ParentOp(); p != nil; p = p.ParentOp() {
		if _, ok := loopToVecDim[p]; ok && isFor(p) {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	perm = make([]affine.Expr, n)
	for i := range perm {
		perm[i] = affine.Constant(c, 0)
	}
	for p := block.ParentOp(); p != nil; p = p.ParentOp() {
		dim, ok := loopToVecDim[p]
		if !ok || !isFor(p) || dim >= n {
			continue
		}
		iv := forLoop{p}.iv()
		varying := false
		for i, idx := range indices {
			if !accessIndexInvariant(c, iv, idx) {
				// As MLIR 22's, no map when two indices vary along
				// the same loop.
				if varying {
					return nil
				}
				varying = true
				perm[dim] = affine.Dim(c, i)
			}
		}
	}
	return affine.Get(c, len(indices), 0, perm)
}

// snapshot points the `see current operation` op of d at its copy in a
// copy of its isolated-from-above ancestor: upstream prints the op when the
// diagnostic is emitted, gomlir when it is reported, after the vectorizer
// may have changed the function.
func snapshot(c *ir.Context, d *ir.Diagnostic) *ir.Diagnostic {
	anc := d.Op
	for anc.ParentOp() != nil && !anc.HasTrait(ir.TraitIsolatedFromAbove) {
		anc = anc.ParentOp()
	}
	pos, i := -1, 0
	anc.WalkPre(func(o *ir.Operation) ir.WalkResult {
		if o == d.Op {
			pos = i
			return ir.WalkInterrupt
		}
		i++
		return ir.WalkAdvance
	})
	i = 0
	anc.Clone(c, ir.NewMapping()).WalkPre(func(o *ir.Operation) ir.WalkResult {
		if i == pos {
			d.Op = o
			return ir.WalkInterrupt
		}
		i++
		return ir.WalkAdvance
	})
	return d
}
