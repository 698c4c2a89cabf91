package affine

import "github.com/gomlir/gomlir/ir"

// affineScope returns the region of the closest ancestor with the
// AffineScope trait that holds op (upstream's getAffineScope), or nil.
func affineScope(op *ir.Operation) *ir.Region {
	cur := op
	for parent := cur.ParentOp(); parent != nil; parent = cur.ParentOp() {
		if parent.HasTrait(ir.TraitAffineScope) {
			return cur.ParentRegion()
		}
		cur = parent
	}
	return nil
}

// isTopLevelValue reports whether v is defined directly in region.
func isTopLevelValue(v *ir.Value, region *ir.Region) bool {
	if v.IsBlockArgument() {
		return v.OwnerBlock().Parent() == region
	}
	return v.DefiningOp().ParentRegion() == region
}

// isTopLevelInScope reports whether v is defined directly in a region of
// an op with the AffineScope trait (upstream's isTopLevelValue(Value)).
func isTopLevelInScope(v *ir.Value) bool {
	var parent *ir.Operation
	if v.IsBlockArgument() {
		if v.OwnerBlock().Parent() != nil {
			parent = v.OwnerBlock().ParentOp()
		}
	} else {
		parent = v.DefiningOp().ParentOp()
	}
	return parent != nil && parent.HasTrait(ir.TraitAffineScope)
}

// isLoopArgument reports whether v is an induction variable of an
// affine.for or affine.parallel (upstream's isAffineInductionVar).
func isLoopArgument(v *ir.Value) bool {
	if !v.IsBlockArgument() || v.OwnerBlock().Parent() == nil {
		return false
	}
	parent := v.OwnerBlock().ParentOp()
	if parent == nil || !parent.IsRegistered() {
		return false
	}
	switch parent.Name() {
	case "affine.for":
		// The induction variable, not the iter_args.
		return v.OwnerBlock().NumArgs() > 0 && v == v.OwnerBlock().Arg(0)
	case "affine.parallel":
		return true
	}
	return false
}

func isIndex(v *ir.Value) bool {
	_, ok := v.Type().(*ir.IndexType)
	return ok
}

// isApply reports whether op is a registered affine.apply.
func isApply(op *ir.Operation) bool {
	return op != nil && op.Name() == "affine.apply" && op.IsRegistered()
}

// isIndexComputation reports whether op is an affine.apply,
// affine.delinearize_index or affine.linearize_index: its results are
// valid dimensions (symbols) when all its operands are.
func isIndexComputation(op *ir.Operation) bool {
	if op == nil || !op.IsRegistered() {
		return false
	}
	switch op.Name() {
	case "affine.apply", "affine.delinearize_index", "affine.linearize_index":
		return true
	}
	return false
}

// isDimLike reports whether op is a dimension size query of a shaped value
// (upstream's ShapedDimOpInterface: memref.dim and tensor.dim), whose
// first operand is the shaped value.
func isDimLike(op *ir.Operation) bool {
	return op != nil && op.IsRegistered() && (op.Name() == "memref.dim" || op.Name() == "tensor.dim")
}

// isValidDim is upstream's isValidDim(value, region): valid symbols, loop
// arguments, affine.apply of valid dimensions, and sizes of shaped values
// defined at the top level of an affine scope.
func isValidDim(v *ir.Value, region *ir.Region) bool {
	if !isIndex(v) {
		return false
	}
	if isValidSymbol(v, region) {
		return true
	}
	def := v.DefiningOp()
	if def == nil {
		return isLoopArgument(v)
	}
	if isIndexComputation(def) {
		for _, o := range def.Operands() {
			if !isValidDim(o, region) {
				return false
			}
		}
		return true
	}
	if isDimLike(def) {
		return isTopLevelInScope(def.Operand(0))
	}
	return false
}

// isValidSymbol is upstream's isValidSymbol(value, region): values defined
// at the top level of the region, constants, affine.apply of valid
// symbols, sizes of shaped values defined at the top level of an affine
// scope, pure ops on valid symbols, and values dominating the region's
// (not isolated) parent op.
func isValidSymbol(v *ir.Value, region *ir.Region) bool {
	if !isIndex(v) {
		return false
	}
	if region != nil && isTopLevelValue(v, region) {
		return true
	}
	if def := v.DefiningOp(); def != nil {
		if def.HasTrait(ir.TraitConstantLike) {
			return true
		}
		if isIndexComputation(def) {
			for _, o := range def.Operands() {
				if !isValidSymbol(o, region) {
					return false
				}
			}
			return true
		}
		if isDimLike(def) {
			return isTopLevelInScope(def.Operand(0))
		}
		if ir.IsPure(def) && allValidSymbols(def.Operands(), region) {
			return true
		}
	}
	if region == nil {
		return false
	}
	if parent := region.ParentOp(); parent != nil && !parent.HasTrait(ir.TraitIsolatedFromAbove) {
		if pr := parent.ParentRegion(); pr != nil {
			return isValidSymbol(v, pr)
		}
	}
	return false
}

// allValidSymbols reports whether every value of vs is a valid symbol in
// region.
func allValidSymbols(vs []*ir.Value, region *ir.Region) bool {
	for _, v := range vs {
		if !isValidSymbol(v, region) {
			return false
		}
	}
	return true
}

// isValidSymbolAnywhere is upstream's isValidSymbol(value): a symbol at
// all its uses.
func isValidSymbolAnywhere(v *ir.Value) bool {
	if !isIndex(v) {
		return false
	}
	if isTopLevelInScope(v) {
		return true
	}
	if def := v.DefiningOp(); def != nil {
		return isValidSymbol(v, affineScope(def))
	}
	return false
}

// isValidDimAnywhere is upstream's isValidDim(value): a dimension at all
// its uses.
func isValidDimAnywhere(v *ir.Value) bool {
	if !isIndex(v) {
		return false
	}
	if def := v.DefiningOp(); def != nil {
		return isValidDim(v, affineScope(def))
	}
	b := v.OwnerBlock()
	if b.Parent() == nil {
		return false
	}
	parent := b.ParentOp()
	return parent != nil && (parent.HasTrait(ir.TraitAffineScope) || isLoopArgument(v))
}

// verifyDimAndSymbolIdentifiers checks that the first numDims operands are
// valid dimensions and the others valid symbols in op's affine scope.
func verifyDimAndSymbolIdentifiers(op *ir.Operation, operands []*ir.Value, numDims int) error {
	region := affineScope(op)
	for i, v := range operands {
		if i < numDims {
			if !isValidDim(v, region) {
				return op.EmitOpError("operand cannot be used as a dimension id")
			}
		} else if !isValidSymbol(v, region) {
			return op.EmitOpError("operand cannot be used as a symbol")
		}
	}
	return nil
}
