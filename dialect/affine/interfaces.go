package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
)

// forLoop is a read view of an affine.for.
type forLoop struct{ op *ir.Operation }

func (f forLoop) lbMap() *affine.Map { return mapAttr(f.op, "lowerBoundMap") }
func (f forLoop) ubMap() *affine.Map { return mapAttr(f.op, "upperBoundMap") }
func (f forLoop) group(i int) []*ir.Value {
	start, n := ods.GroupRange(f.op, i, false)
	return f.op.Operands()[start : start+n]
}
func (f forLoop) lbOperands() []*ir.Value { return f.group(0) }
func (f forLoop) ubOperands() []*ir.Value { return f.group(1) }
func (f forLoop) inits() []*ir.Value      { return f.group(2) }
func (f forLoop) step() int64 {
	s, _ := f.op.InherentAttr("step").(*ir.IntegerAttr)
	if s == nil {
		return 1
	}
	return s.Int64()
}
func (f forLoop) body() *ir.Block       { return f.op.Region(0).First() }
func (f forLoop) iv() *ir.Value         { return f.body().Arg(0) }
func (f forLoop) iterArgs() []*ir.Value { return f.body().Args()[1:] }

// constantBounds returns the loop's bounds when both are single constants.
func (f forLoop) constantBounds() (lb, ub int64, ok bool) {
	l, u := f.lbMap(), f.ubMap()
	if !l.IsSingleConstant() || !u.IsSingleConstant() {
		return 0, 0, false
	}
	return l.GetSingleConstantResult(), u.GetSingleConstantResult(), true
}

// tripCount is upstream's getTrivialConstantTripCount.
func (f forLoop) tripCount() (uint64, bool) {
	step := f.step()
	lb, ub, ok := f.constantBounds()
	if !ok || step <= 0 {
		return 0, false
	}
	if ub-lb <= 0 {
		return 0, true
	}
	return uint64((ub - lb + step - 1) / step), true
}

// forInductionVarOwner returns the affine.for whose induction variable v
// is (upstream's getForInductionVarOwner).
func forInductionVarOwner(v *ir.Value) (forLoop, bool) {
	if !v.IsBlockArgument() || v.OwnerBlock().Parent() == nil {
		return forLoop{}, false
	}
	parent := v.OwnerBlock().ParentOp()
	if parent == nil || parent.Name() != "affine.for" || !parent.IsRegistered() {
		return forLoop{}, false
	}
	f := forLoop{parent}
	if f.body() == nil || len(f.body().Args()) == 0 || f.iv() != v {
		return forLoop{}, false
	}
	return f, true
}

// forInterface implements affine.for's region control flow, loop and
// speculation interfaces.
type forInterface struct{}

// SuccessorRegions is AffineForOp::getSuccessorRegions.
func (forInterface) SuccessorRegions(op *ir.Operation, from *ir.Region, _ []ir.Attribute) []ir.RegionSuccessor {
	f := forLoop{op}
	body := ir.RegionSuccessor{Region: op.Region(0), Inputs: f.iterArgs()}
	parent := ir.RegionSuccessor{Inputs: op.Results()}
	trip, known := f.tripCount()
	if from == nil && known {
		if trip > 0 {
			return []ir.RegionSuccessor{body}
		}
		return []ir.RegionSuccessor{parent}
	}
	if from != nil && known && trip == 1 {
		return []ir.RegionSuccessor{parent}
	}
	return []ir.RegionSuccessor{body, parent}
}

// EntrySuccessorOperands returns the loop's initial values.
func (forInterface) EntrySuccessorOperands(op *ir.Operation, _ *ir.Region) []*ir.Value {
	return forLoop{op}.inits()
}

// LoopRegions returns the body region.
func (forInterface) LoopRegions(op *ir.Operation) []*ir.Region { return []*ir.Region{op.Region(0)} }

// Speculatability is AffineForOp::getSpeculatability: loops of step 1
// always terminate.
func (forInterface) Speculatability(op *ir.Operation) ir.Speculatability {
	if (forLoop{op}).step() == 1 {
		return ir.RecursivelySpeculatable
	}
	return ir.NotSpeculatable
}

// ifInterface implements affine.if's region control flow.
type ifInterface struct{}

// SuccessorRegions is AffineIfOp::getSuccessorRegions.
func (ifInterface) SuccessorRegions(op *ir.Operation, from *ir.Region, _ []ir.Attribute) []ir.RegionSuccessor {
	parent := ir.RegionSuccessor{Inputs: op.Results()}
	if from != nil {
		return []ir.RegionSuccessor{parent}
	}
	out := []ir.RegionSuccessor{{Region: op.Region(0)}}
	if op.Region(1).First() == nil {
		return append(out, parent)
	}
	return append(out, ir.RegionSuccessor{Region: op.Region(1)})
}

// EntrySuccessorOperands: no operands flow into the regions.
func (ifInterface) EntrySuccessorOperands(*ir.Operation, *ir.Region) []*ir.Value { return nil }

// loopInterface implements LoopLikeOpInterface for affine.parallel.
type loopInterface struct{}

// LoopRegions returns the body region.
func (loopInterface) LoopRegions(op *ir.Operation) []*ir.Region { return []*ir.Region{op.Region(0)} }

// isAffineLoopOrIf reports whether op is an affine.for, affine.parallel
// or affine.if.
func isAffineLoopOrIf(op *ir.Operation) bool {
	if op == nil || !op.IsRegistered() {
		return false
	}
	switch op.Name() {
	case "affine.for", "affine.parallel", "affine.if":
		return true
	}
	return false
}

// inliner is upstream's AffineInlinerInterface.
var inliner = &ir.DialectInlinerInterface{
	IsLegalToInlineRegion: func(dest, src *ir.Region, _ bool, m *ir.Mapping) bool {
		if !isAffineLoopOrIf(dest.ParentOp()) {
			return false
		}
		b := src.First()
		if b == nil || b.Next() != nil {
			return false
		}
		for op := b.First(); op != nil; op = op.NextInBlock() {
			if effects, known := ir.OpEffects(op); known && len(effects) == 0 {
				continue
			}
			if !remainsLegalAfterInline(op, src, dest, m) {
				return false
			}
		}
		return true
	},
	IsLegalToInlineOp: func(op *ir.Operation, dest *ir.Region, _ bool, _ *ir.Mapping) bool {
		parent := dest.ParentOp()
		return parent != nil && (parent.HasTrait(ir.TraitAffineScope) || isAffineLoopOrIf(parent))
	},
}

// remainsLegalAfterInline reports whether the dimension and symbol
// operands of an affine.apply or affine memory access stay valid once op
// is inlined from src into dest; other ops are not understood.
func remainsLegalAfterInline(op *ir.Operation, src, dest *ir.Region, m *ir.Mapping) bool {
	var mp *affine.Map
	var operands []*ir.Value
	switch op.Name() {
	case "affine.apply":
		mp, operands = mapAttr(op, "map"), op.Operands()
		check := isValidSymbol
		if isValidDim(op.Result(0), src) {
			check = isValidDim
		}
		for _, v := range operands {
			if !valueRemainsLegal(v, src, dest, m, check) {
				return false
			}
		}
		return true
	case "affine.load", "affine.vector_load":
		mp, operands = mapAttr(op, "map"), op.Operands()[1:]
	case "affine.store", "affine.vector_store":
		mp, operands = mapAttr(op, "map"), op.Operands()[2:]
	default:
		return false
	}
	for i, v := range operands {
		check := isValidSymbol
		if i < mp.NumDims {
			check = isValidDim
		}
		if !valueRemainsLegal(v, src, dest, m, check) {
			return false
		}
	}
	return true
}

// valueRemainsLegal is upstream's remainsLegalAfterInline for one value.
func valueRemainsLegal(v *ir.Value, src, dest *ir.Region, m *ir.Mapping, check func(*ir.Value, *ir.Region) bool) bool {
	if !isTopLevelValue(v, src) {
		return true
	}
	if v.IsBlockArgument() {
		return check(m.Lookup(v), dest)
	}
	return v.DefiningOp().HasTrait(ir.TraitConstantLike) || isDimLike(v.DefiningOp())
}
