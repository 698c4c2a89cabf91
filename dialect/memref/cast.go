package memref

import (
	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// castSpec is memref.cast: a memref viewed with a compatible type (static
// and dynamic sizes, strides and offsets exchanged, ranked and unranked).
var castSpec = &ods.Op{
	Name:     "memref.cast",
	Summary:  "memref cast operation",
	Operands: []ods.Operand{{Name: "source", Type: anyRankedOrUnrankedMemRef}},
	Results:  []ods.Result{{Name: "dest", Type: anyRankedOrUnrankedMemRef}},
	Traits:   []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
	Format:   "$source attr-dict `:` type($source) `to` type($dest)",
	// CastOpInterface comes before SameOperandsAndResultShape among
	// upstream's traits, so both are checked here, in that order.
	VerifyTraits: func(op *ir.Operation) error {
		in, out := op.Operand(0).Type(), op.Result(0).Type()
		if !castCompatible(ods.ContextOf(op), in, out) {
			return op.EmitOpError("operand type '%s' and result type '%s' are cast incompatible",
				asm.TypeString(in), asm.TypeString(out))
		}
		if !ods.CompatibleShapes([]ir.Type{in, out}) {
			return op.EmitOpError("requires the same shape for all operands and results")
		}
		return nil
	},
	ResultNames: resultName("cast"),
	Interfaces:  ir.Interfaces{ir.ViewSourceOperand(0)},
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		return castFold(op, foldMemRefCast(op, nil))
	},
}

// castFold ends the fold of a cast op whose own folder changed it in place
// or not (inPlace): as upstream's single-result fold hook, the
// CastOpInterface fold (a cast to the operand's own type is the operand)
// is then tried on the op as it now is, and an in-place fold it does not
// complete stays in place.
func castFold(op *ir.Operation, inPlace bool) []ir.FoldResult {
	if op.Operand(0).Type() == op.Result(0).Type() {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	if inPlace {
		return []ir.FoldResult{}
	}
	return nil
}

// castCompatible is upstream's CastOp::areCastCompatible.
func castCompatible(ctx *ir.Context, a, b ir.Type) bool {
	am, aRanked := a.(*ir.MemRefType)
	bm, bRanked := b.(*ir.MemRefType)
	if aRanked && bRanked {
		if am.Elem != bm.Elem {
			return false
		}
		if am.Layout != bm.Layout {
			aStrides, aOff, okA := StridesAndOffset(ctx, am)
			bStrides, bOff, okB := StridesAndOffset(ctx, bm)
			if !okA || !okB || len(aStrides) != len(bStrides) {
				return false
			}
			compatible := func(x, y int64) bool { return x == ir.Dynamic || y == ir.Dynamic || x == y }
			if !compatible(aOff, bOff) {
				return false
			}
			for i := range aStrides {
				if !compatible(aStrides[i], bStrides[i]) {
					return false
				}
			}
		}
		if am.MemorySpace != bm.MemorySpace || len(am.Shape) != len(bm.Shape) {
			return false
		}
		for i, ad := range am.Shape {
			if bd := bm.Shape[i]; ad != ir.Dynamic && bd != ir.Dynamic && ad != bd {
				return false
			}
		}
		return true
	}
	au, aUnranked := a.(*ir.UnrankedMemRefType)
	bu, bUnranked := b.(*ir.UnrankedMemRefType)
	if !aRanked && !aUnranked || !bRanked && !bUnranked || aUnranked && bUnranked {
		return false
	}
	elemSpace := func(ranked *ir.MemRefType, unranked *ir.UnrankedMemRefType) (ir.Type, ir.Attribute) {
		if ranked != nil {
			return ranked.Elem, ranked.MemorySpace
		}
		return unranked.Elem, unranked.MemorySpace
	}
	ae, as := elemSpace(am, au)
	be, bs := elemSpace(bm, bu)
	return ae == be && as == bs
}

// foldMemRefCast is upstream's foldMemRefCast: operands defined by a cast
// from a ranked memref use the cast's source instead (except inner). It
// reports whether an operand changed.
func foldMemRefCast(op *ir.Operation, inner *ir.Value) bool {
	folded := false
	for i := 0; i < op.NumOperands(); i++ {
		v := op.Operand(i)
		cast := v.DefiningOp()
		if cast == nil || cast.Name() != "memref.cast" || v == inner {
			continue
		}
		if _, unranked := cast.Operand(0).Type().(*ir.UnrankedMemRefType); unranked {
			continue
		}
		op.SetOperand(i, cast.Operand(0))
		folded = true
	}
	return folded
}

// foldCastsInPlace is the folder of ops whose only fold is foldMemRefCast.
func foldCastsInPlace(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if foldMemRefCast(op, nil) {
		return []ir.FoldResult{}
	}
	return nil
}

// dimSpec is memref.dim: the size of one dimension.
var dimSpec = &ods.Op{
	Name:    "memref.dim",
	Summary: "dimension index operation",
	Operands: []ods.Operand{
		{Name: "source", Type: ods.TypePred("unranked.memref of any type values or non-0-ranked.memref of any type values", func(t ir.Type) bool {
			switch t := t.(type) {
			case *ir.MemRefType:
				return len(t.Shape) != 0
			case *ir.UnrankedMemRefType:
				return true
			}
			return false
		})},
		{Name: "index", Type: ods.Index},
	},
	Results: []ods.Result{{Name: "result", Type: ods.Index}},
	Traits:  []ir.Trait{ir.TraitNoMemoryEffect},
	Format:  "attr-dict $source `,` $index `:` type($source)",
	Interfaces: ir.Interfaces{
		ir.SpeculatabilityFunc(dimSpeculatability),
	},
	ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) { set(op.Result(0), "dim") },
	Fold:        foldDim,
}

// dimSpeculatability is DimOp::getSpeculatability: speculatable when the
// index is an arith.constant below the rank of a ranked memref.
func dimSpeculatability(op *ir.Operation) ir.Speculatability {
	def := op.Operand(1).DefiningOp()
	if def == nil || def.Name() != "arith.constant" {
		return ir.NotSpeculatable
	}
	c, ok := def.InherentAttr("value").(*ir.IntegerAttr)
	mt, ranked := op.Operand(0).Type().(*ir.MemRefType)
	if !ok || !ranked || int64(len(mt.Shape)) <= c.Int64() {
		return ir.NotSpeculatable
	}
	return ir.Speculatable
}

// foldDim is DimOp::fold: static sizes, dynamic sizes of allocations,
// then casts.
func foldDim(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	index, ok := operands[1].(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	mt, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	i := index.Int64()
	if !index.IsSmall() || i < 0 || i >= int64(len(mt.Shape)) {
		return nil
	}
	if d := mt.Shape[i]; d != ir.Dynamic {
		return []ir.FoldResult{{Attr: ods.ContextOf(op).IntAttr(ods.ContextOf(op).IndexType(), d)}}
	}
	def := op.Operand(0).DefiningOp()
	if def != nil && def.IsRegistered() {
		dyn := 0
		for _, d := range mt.Shape[:i] {
			if d == ir.Dynamic {
				dyn++
			}
		}
		switch def.Name() {
		case "memref.alloc", "memref.alloca":
			start, _ := ods.GroupRange(def, 0, false)
			return []ir.FoldResult{{Value: def.Operand(start + dyn)}}
		case "memref.view":
			start, _ := ods.GroupRange(def, 2, false)
			return []ir.FoldResult{{Value: def.Operand(start + dyn)}}
		case "memref.subview":
			if v := subviewDynamicSize(ods.ContextOf(op), def, int(i)); v != nil {
				return []ir.FoldResult{{Value: v}}
			}
		}
	}
	if foldMemRefCast(op, nil) {
		return []ir.FoldResult{}
	}
	return nil
}

// subviewDynamicSize is the dynamic size operand of a subview giving its
// result dimension i (source dimensions dropped by a rank reduction
// skipped).
func subviewDynamicSize(ctx *ir.Context, sv *ir.Operation, i int) *ir.Value {
	_, sizes, _ := mixedLists(sv)
	dropped, ok := memrefRankReductionMask(ctx, sv.Operand(0).Type().(*ir.MemRefType), sv.Result(0).Type().(*ir.MemRefType), sizes)
	if !ok {
		return nil
	}
	r := 0
	for s := range sizes {
		if dropped[s] {
			continue
		}
		if r == i {
			return sizes[s].Value
		}
		r++
	}
	return nil
}

// FoldCastsInPlace is the folder of ops whose only fold is upstream's
// foldMemRefCast, for other dialects' ops that use it (linalg's).
func FoldCastsInPlace(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	return foldCastsInPlace(op, operands)
}
