// Package vector defines upstream MLIR 22's vector dialect: every op with
// upstream's syntax, verifier, memory effects, folders and
// canonicalizations, the dialect's enum attributes (`#vector.kind`,
// `#vector.iterator_type`, `#vector.punctuation`), the MaskableOpInterface
// that vector.mask relies on, and the passes lower-vector-mask,
// lower-vector-multi-reduction and
// lower-vector-to-from-elements-to-shuffle-tree (with the test pass of the
// chained-reduction folding patterns).
package vector

import (
	"strconv"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/ub"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the vector dialect.
var Dialect = &ods.Dialect{
	Name:    "vector",
	Summary: "MLIR Vector dialect",
	Ops: []*ods.Op{
		contractSpec, reductionSpec, multiReductionSpec, broadcastSpec, shuffleSpec, interleaveSpec,
		deinterleaveSpec, extractSpec, fmaSpec, fromElementsSpec, toElementsSpec, insertSpec,
		scalableInsertSpec, scalableExtractSpec, insertStridedSliceSpec, outerProductSpec,
		extractStridedSliceSpec, transferReadSpec, transferWriteSpec, loadSpec, storeSpec,
		maskedLoadSpec, maskedStoreSpec, gatherSpec, scatterSpec, expandLoadSpec, compressStoreSpec,
		shapeCastSpec, bitcastSpec, typeCastSpec, constantMaskSpec, createMaskSpec, maskSpec,
		transposeSpec, printSpec, vscaleSpec, scanSpec, stepSpec, yieldSpec,
	},
	ViewNames: map[string]string{
		"vector.contract":         "ContractionOp",
		"vector.multi_reduction":  "MultiDimReductionOp",
		"vector.fma":              "FMAOp",
		"vector.bitcast":          "BitCastOp",
		"vector.vscale":           "VectorScaleOp",
		"vector.outerproduct":     "OuterProductOp",
		"vector.maskedload":       "MaskedLoadOp",
		"vector.maskedstore":      "MaskedStoreOp",
		"vector.expandload":       "ExpandLoadOp",
		"vector.compressstore":    "CompressStoreOp",
		"vector.scalable.insert":  "ScalableInsertOp",
		"vector.scalable.extract": "ScalableExtractOp",
	},
	Template: ir.Dialect{
		ParseAttr:           parseAttr,
		PrintAttr:           printAttr,
		MaterializeConstant: materializeConstant,
	},
}

// materializeConstant is VectorDialect::materializeConstant: poison as
// ub.poison, other values as arith.constant.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if _, ok := value.(ub.PoisonAttrInterface); ok {
		return ub.Dialect.Template.MaterializeConstant(b, value, t, loc)
	}
	return arith.Dialect.Template.MaterializeConstant(b, value, t, loc)
}

// vecPred builds a vector type constraint: elem filters the element type
// (nil: any), ranks the rank (nil: any), fixed rejects scalable vectors
// and scalable requires one.
func vecPred(desc string, elem func(ir.Type) bool, ranks func(int) bool, fixed, scalable bool) ods.TypeConstraint {
	return ods.TypeConstraint{Desc: desc, Class: "builtin.vector", Pred: func(t ir.Type) bool {
		v, ok := t.(*ir.VectorType)
		if !ok {
			return false
		}
		if elem != nil && !elem(v.Elem) {
			return false
		}
		if ranks != nil && !ranks(len(v.Shape)) {
			return false
		}
		if fixed && isScalable(v) || scalable && !isScalable(v) {
			return false
		}
		return true
	}}
}

func nonZero(r int) bool { return r > 0 }
func rankOne(r int) bool { return r == 1 }

func isI1(t ir.Type) bool { return ods.I1.Pred(t) }

func isFloat(t ir.Type) bool { _, ok := t.(*ir.FloatType); return ok }

// Type constraints with upstream's descriptions.
var (
	anyVectorOfAnyRank      = vecPred("vector of any type values", nil, nil, false, false)
	anyVectorOfNonZeroRank  = vecPred("vector of any type values", nil, nonZero, false, false)
	anyFixedVectorOfAnyRank = vecPred("fixed-length vector of any type values", nil, nil, true, false)
	vectorOfFloat           = vecPred("vector of floating-point values", isFloat, nil, false, false)
	vectorOfI1AnyRank       = vecPred("vector of 1-bit signless integer values", isI1, nil, false, false)
	vectorOfI1              = vecPred("vector of 1-bit signless integer values", isI1, nonZero, false, false)
	fixedVectorOfI1         = vecPred("fixed-length vector of 1-bit signless integer values", isI1, nonZero, true, false)
	vectorOfIntOrIndex      = vecPred("vector of integer or index values", func(t ir.Type) bool { return ods.AnyInteger.Pred(t) || ods.Index.Pred(t) }, nonZero, false, false)
	vectorOfRank1           = vecPred("vector of any type values of ranks 1", nil, rankOne, false, false)
	scalableVectorOfRank1   = vecPred("scalable vector of any type values of ranks 1", nil, rankOne, false, true)
	indexVectorOfRank1      = vecPred("vector of index values of ranks 1", ods.Index.Pred, rankOne, false, false)
	anyShaped               = ods.TypePred("shaped of any type values", func(t ir.Type) bool { _, ok := t.(ir.ShapedType); return ok })
	anyRankedTensor         = ods.TypePred("ranked tensor of any type values", func(t ir.Type) bool { _, ok := t.(*ir.RankedTensorType); return ok })
	anyMemRef               = ods.TypeConstraint{Desc: "memref of any type values", Class: "builtin.memref", Pred: func(t ir.Type) bool { _, ok := t.(*ir.MemRefType); return ok }}
	tensorOrMemRef          = ods.TypePred("Tensor or MemRef of any type values", func(t ir.Type) bool {
		switch t.(type) {
		case *ir.MemRefType, *ir.RankedTensorType, *ir.UnrankedTensorType:
			return true
		}
		return false
	})
	staticShapeMemRef = ods.TypePred("statically shaped memref of any type values", func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		if !ok {
			return false
		}
		for _, d := range m.Shape {
			if d == ir.Dynamic {
				return false
			}
		}
		return true
	})
	// printable is vector.print's source constraint, which has no
	// description upstream.
	printable = ods.TypePred("", func(t ir.Type) bool {
		switch t.(type) {
		case *ir.VectorType, *ir.IntegerType, *ir.IndexType, *ir.FloatType:
			return true
		}
		return false
	})
)

// alignmentAttr is ConfinedAttr<OptionalAttr<I64Attr>, [IntPositive,
// IntPowerOf2]>.
var alignmentAttr = ods.Attr{Name: "alignment", Optional: true, Constraint: ods.AttrConstraint{
	Desc: "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
	Pred: func(a ir.Attribute) bool {
		if !ods.I64Attr.Pred(a) {
			return false
		}
		v := a.(*ir.IntegerAttr).Int64()
		return v > 0 && v&(v-1) == 0
	},
	GoType:    "*ir.IntegerAttr",
	ValueType: ods.I64Attr.ValueType,
}}

// i64ArrayAttr is I64ArrayAttr.
var i64ArrayAttr = ods.AttrConstraint{Desc: "64-bit integer array attribute", GoType: "*ir.ArrayAttr", ValueType: func(c *ir.Context) ir.Type { return c.NoneType() },
	Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if !ods.I64Attr.Pred(e) {
				return false
			}
		}
		return true
	}}

// boolArrayAttr is BoolArrayAttr.
var boolArrayAttr = ods.AttrConstraint{Desc: "1-bit boolean array attribute", GoType: "*ir.ArrayAttr",
	Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if !ods.BoolAttr.Pred(e) {
				return false
			}
		}
		return true
	}}

// affineMapAttr is AffineMapAttr.
var affineMapAttr = ods.AttrConstraint{Desc: "AffineMap attribute", GoType: "*ir.AffineMapAttr",
	Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.AffineMapAttr); return ok }}

// pure are the traits of upstream's Pure.
var pure = []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable}

// isScalable reports whether t has a scalable dimension.
func isScalable(t *ir.VectorType) bool {
	for _, s := range t.Scalable {
		if s {
			return true
		}
	}
	return false
}

func scalable(t *ir.VectorType, i int) bool { return t.Scalable != nil && t.Scalable[i] }

func dimText(d int64, scal bool) string {
	s := strconv.FormatInt(d, 10)
	if scal {
		return "[" + s + "]"
	}
	return s
}

// vecType returns t as a vector type, or nil.
func vecType(t ir.Type) *ir.VectorType {
	v, _ := t.(*ir.VectorType)
	return v
}

// numElements is the number of elements of a vector type (its minimum
// for scalable vectors).
func numElements(v *ir.VectorType) int64 {
	n := int64(1)
	for _, d := range v.Shape {
		n *= d
	}
	return n
}

// sameElem is the PredOpTrait TCresVTEtIsSameAsOpBase / TCopVTEtIsSameAs:
// the element types of two values match.
func sameElem(desc string, a, b func(op *ir.Operation) *ir.Value) ods.PredTrait {
	return ods.PredTrait{Desc: desc, Check: func(op *ir.Operation) bool {
		return ods.ElementOf(a(op).Type()) == ods.ElementOf(b(op).Type())
	}}
}

func operand(i int) func(op *ir.Operation) *ir.Value {
	return func(op *ir.Operation) *ir.Value { return op.Operand(i) }
}

func result(i int) func(op *ir.Operation) *ir.Value {
	return func(op *ir.Operation) *ir.Value { return op.Result(i) }
}

// typeList quotes types for diagnostics: 'a', 'b'.
func typeList(ts []ir.Type) string {
	out := ""
	for i, t := range ts {
		if i > 0 {
			out += ", "
		}
		out += "'" + ods.TypeText(t) + "'"
	}
	return out
}

// checkInferred is InferTypeOpInterface's verifier: the result types the
// op infers must be compatible with its actual ones.
func checkInferred(op *ir.Operation, inferred []ir.Type, compatible func(a, b ir.Type) bool) error {
	actual := op.ResultTypes()
	ok := len(actual) == len(inferred)
	for i := 0; ok && i < len(actual); i++ {
		ok = actual[i] == inferred[i] || compatible != nil && compatible(inferred[i], actual[i])
	}
	if ok {
		return nil
	}
	ods.ContextOf(op).Report(ir.Errorf(op.Loc(), "'%s' op inferred type(s) %s are incompatible with return type(s) of operation %s",
		op.Name(), typeList(inferred), typeList(actual)))
	return op.EmitOpError("failed to infer returned types")
}

// denseI64 returns the values of a dense i64 array attribute of op.
func denseI64(op *ir.Operation, name string) []int64 {
	if a, ok := op.InherentAttr(name).(*ir.DenseArrayAttr); ok {
		return a.Int64s()
	}
	return nil
}

// i64Array returns the values of an I64ArrayAttr of op.
func i64Array(op *ir.Operation, name string) []int64 {
	arr, ok := op.InherentAttr(name).(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([]int64, len(arr.Elems))
	for i, e := range arr.Elems {
		if x, ok := e.(*ir.IntegerAttr); ok {
			out[i] = x.Int64()
		}
	}
	return out
}

// i64ArrayOf builds an I64ArrayAttr.
func i64ArrayOf(ctx *ir.Context, vals []int64) *ir.ArrayAttr {
	elems := make([]ir.Attribute, len(vals))
	for i, v := range vals {
		elems[i] = ctx.IntAttr(ctx.I(64), v)
	}
	return ctx.ArrayAttr(elems)
}
