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

// isInductionVar reports whether v is the induction variable of an
// affine.for (or a block argument of an affine.parallel).
func isInductionVar(v *ir.Value) bool {
	if !v.IsBlockArgument() {
		return false
	}
	b := v.OwnerBlock()
	if b.Parent() == nil {
		return false
	}
	switch parent := b.ParentOp(); {
	case parent == nil:
		return false
	case parent.Name() == "affine.for":
		return v.Index() == 0 && parent.Region(0).First() == b
	case parent.Name() == "affine.parallel":
		return true
	}
	return false
}

func isIndex(v *ir.Value) bool {
	_, ok := v.Type().(*ir.IndexType)
	return ok
}

// isValidDim is upstream's isValidDim(value, region): valid symbols,
// induction variables, and affine.apply of valid dimensions.
func isValidDim(v *ir.Value, region *ir.Region) bool {
	if !isIndex(v) {
		return false
	}
	if isValidSymbol(v, region) {
		return true
	}
	def := v.DefiningOp()
	if def == nil {
		return isInductionVar(v)
	}
	if def.Name() == "affine.apply" && def.Info().Registered {
		for _, o := range def.Operands() {
			if !isValidDim(o, region) {
				return false
			}
		}
		return true
	}
	return false
}

// isValidSymbol is upstream's isValidSymbol(value, region): values defined
// at the top level of the region, constants, affine.apply of valid
// symbols, and values dominating the region's (not isolated) parent op.
func isValidSymbol(v *ir.Value, region *ir.Region) bool {
	if !isIndex(v) {
		return false
	}
	if region != nil && isTopLevelValue(v, region) {
		return true
	}
	def := v.DefiningOp()
	if def != nil {
		if def.HasTrait(ir.TraitConstantLike) {
			return true
		}
		if def.Name() == "affine.apply" && def.Info().Registered {
			for _, o := range def.Operands() {
				if !isValidSymbol(o, region) {
					return false
				}
			}
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
