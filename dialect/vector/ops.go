package vector

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// Specs of the ops with a declarative format, in upstream's order.

var fastmathAttr = ods.Attr{Name: "fastmath", Constraint: arith.FastMathConstraint,
	Default: func(ctx *ir.Context) ir.Attribute { return arith.FastMath(ctx, arith.FastMathNone) }}

var reductionSpec = &ods.Op{
	Name:     "vector.reduction",
	Summary:  "reduction operation",
	Operands: []ods.Operand{{Name: "vector", Type: anyVectorOfAnyRank}, {Name: "acc", Type: ods.AnyType, Arity: ods.Optional}},
	Attrs:    []ods.Attr{{Name: "kind", Constraint: combiningKindC}, fastmathAttr},
	Results:  []ods.Result{{Name: "dest", Type: ods.AnyType}},
	Traits:   pure,
	Preds:    []ods.PredTrait{sameElem("source operand and result have same element type", result(0), operand(0))},
	TypesMatchWith: []ods.TypeRule{{From: "dest", To: "acc", Desc: "dest and acc have the same type",
		Transform: func(_ *ir.Context, t ir.Type) ir.Type { return t }}},
	Format:       "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)",
	Verify:       verifyReduction,
	Canonicalize: []any{&rewrite.Func{Name: "(anonymous namespace)::ElideSingleElementReduction", On: "vector.reduction", Weight: 1, Rewrite: elideSingleElementReduction}},
}

var multiReductionSpec = &ods.Op{
	Name:          "vector.multi_reduction",
	Summary:       "Multi-dimensional reduction operation",
	Operands:      []ods.Operand{{Name: "source", Type: anyVectorOfNonZeroRank}, {Name: "acc", Type: ods.AnyType}},
	Attrs:         []ods.Attr{{Name: "kind", Constraint: combiningKindC}, {Name: "reduction_dims", Constraint: ods.DenseI64ArrayAttr}},
	Results:       []ods.Result{{Name: "dest", Type: ods.AnyType}},
	Traits:        pure,
	AllTypesMatch: [][]string{{"dest", "acc"}},
	Preds:         []ods.PredTrait{sameElem("source operand and result have same element type", result(0), operand(0))},
	Format:        "$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)",
	Verify:        verifyMultiReduction,
	VerifyRegions: func(op *ir.Operation) error {
		return checkInferred(op, []ir.Type{multiReductionType(ods.ContextOf(op), op.Operand(0).Type().(*ir.VectorType), denseI64(op, "reduction_dims"))}, nil)
	},
	Fold:         foldMultiReduction,
	Canonicalize: []any{&rewrite.Func{Name: "(anonymous namespace)::ElideUnitDimsInMultiDimReduction", On: "vector.multi_reduction", Weight: 1, Rewrite: elideUnitDimsInMultiReduction}},
}

var shuffleSpec = &ods.Op{
	Name:     "vector.shuffle",
	Summary:  "shuffle operation",
	Operands: []ods.Operand{{Name: "v1", Type: anyFixedVectorOfAnyRank}, {Name: "v2", Type: anyFixedVectorOfAnyRank}},
	Attrs:    []ods.Attr{{Name: "mask", Constraint: ods.DenseI64ArrayAttr}},
	Results:  []ods.Result{{Name: "vector", Type: anyVectorOfNonZeroRank}},
	Traits:   pure,
	Preds: []ods.PredTrait{
		sameElem("first operand v1 and result have same element type", result(0), operand(0)),
		sameElem("second operand v2 and result have same element type", result(0), operand(1)),
	},
	Format: "operands $mask attr-dict `:` type(operands)",
	InferResultTypes: func(ctx *ir.Context, operands []*ir.Value, attrs ods.AttrGetter, _ []*ir.Region) ([]ir.Type, error) {
		mask, _ := attrs("mask").(*ir.DenseArrayAttr)
		return []ir.Type{shuffleType(ctx, operands[0].Type(), mask)}, nil
	},
	Verify: verifyShuffle,
	VerifyRegions: func(op *ir.Operation) error {
		mask, _ := op.InherentAttr("mask").(*ir.DenseArrayAttr)
		return checkInferred(op, []ir.Type{shuffleType(ods.ContextOf(op), op.Operand(0).Type(), mask)}, nil)
	},
	Fold:         foldShuffle,
	Canonicalize: shufflePatterns,
}

var interleaveSpec = &ods.Op{
	Name:          "vector.interleave",
	Summary:       "constructs a vector by interleaving two input vectors",
	Operands:      []ods.Operand{{Name: "lhs", Type: anyVectorOfAnyRank}, {Name: "rhs", Type: anyVectorOfAnyRank}},
	Results:       []ods.Result{{Name: "result", Type: anyVectorOfNonZeroRank}},
	Traits:        pure,
	AllTypesMatch: [][]string{{"lhs", "rhs"}},
	TypesMatchWith: []ods.TypeRule{{From: "lhs", To: "result", Desc: "type of 'result' is double the width of the inputs",
		Transform: func(ctx *ir.Context, t ir.Type) ir.Type { return resizeTrailing(ctx, t, 2, 1) }}},
	Format: "$lhs `,` $rhs  attr-dict `:` type($lhs) `->` type($result)",
}

var deinterleaveSpec = &ods.Op{
	Name:     "vector.deinterleave",
	Summary:  "constructs two vectors by deinterleaving an input vector",
	Operands: []ods.Operand{{Name: "source", Type: anyVectorOfNonZeroRank}},
	// res1's constraint is left to the half-width rule below, which
	// implies it: the rule derives res2 from res1, and a constraint on
	// res1 would be checked while parsing, which upstream does not do.
	Results: []ods.Result{{Name: "res1", Type: ods.TypeConstraint{Desc: anyVectorOfNonZeroRank.Desc, Class: "builtin.vector"}},
		{Name: "res2", Type: anyVectorOfNonZeroRank}},
	Traits: pure,
	Preds: []ods.PredTrait{{Desc: "the trailing dimension of the source vector has an even number of elements", Check: func(op *ir.Operation) bool {
		v := op.Operand(0).Type().(*ir.VectorType)
		return v.Shape[len(v.Shape)-1]%2 == 0
	}}},
	TypesMatchWith: []ods.TypeRule{{From: "source", To: "res1", Desc: "the trailing dimension of the results is half the width of source trailing dimension",
		Transform: func(ctx *ir.Context, t ir.Type) ir.Type { return resizeTrailing(ctx, t, 1, 2) }},
		// AllTypesMatch<["res1", "res2"]>, checked after the above as
		// upstream.
		{From: "res1", To: "res2", Desc: "all of {res1, res2} have same type", Transform: func(_ *ir.Context, t ir.Type) ir.Type { return t }}},
	Format: "$source attr-dict `:` type($source) `->` type($res1)",
}

var extractSpec = &ods.Op{
	Name:    "vector.extract",
	Summary: "extract operation",
	Operands: []ods.Operand{{Name: "vector", Type: anyVectorOfAnyRank},
		{Name: "dynamic_position", Type: ods.Index, Arity: ods.Variadic}},
	Attrs:            []ods.Attr{{Name: "static_position", Constraint: ods.DenseI64ArrayAttr}},
	Results:          []ods.Result{{Name: "result", Type: ods.AnyType}},
	Traits:           pure,
	Preds:            []ods.PredTrait{sameElem("operand and result have same element type", result(0), operand(0))},
	Format:           "$vector `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) `from` type($vector)",
	CustomDirectives: map[string]ods.CustomDirective{"DynamicIndexList": ods.DynamicIndexList},
	Verify:           verifyExtract,
	VerifyRegions: func(op *ir.Operation) error {
		return checkInferred(op, []ir.Type{extractType(ods.ContextOf(op), op.Operand(0).Type().(*ir.VectorType), len(denseI64(op, "static_position")))}, extractCompatible)
	},
	Fold:         foldExtract,
	Canonicalize: extractPatterns,
}

var fmaSpec = &ods.Op{
	Name:          "vector.fma",
	Summary:       "vector fused multiply-add",
	Operands:      []ods.Operand{{Name: "lhs", Type: vectorOfFloat}, {Name: "rhs", Type: vectorOfFloat}, {Name: "acc", Type: vectorOfFloat}},
	Results:       []ods.Result{{Name: "result", Type: vectorOfFloat}},
	Traits:        append([]ir.Trait{ir.TraitElementwise, ir.TraitScalarizable, ir.TraitVectorizable, ir.TraitTensorizable}, pure...),
	AllTypesMatch: [][]string{{"lhs", "rhs", "acc", "result"}},
	Format:        "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)",
}

var fromElementsSpec = &ods.Op{
	Name:     "vector.from_elements",
	Summary:  "operation that defines a vector from scalar elements",
	Operands: []ods.Operand{{Name: "elements", Type: ods.AnyType, Arity: ods.Variadic}},
	Results:  []ods.Result{{Name: "dest", Type: anyFixedVectorOfAnyRank}},
	Traits:   pure,
	TypesMatchWith: []ods.TypeRule{{From: "dest", To: "elements", Desc: "operand types match result element type",
		TransformList: func(_ *ir.Context, t ir.Type) []ir.Type { return splatTypes(t) }}},
	Format:       "$elements attr-dict `:` type($dest)",
	Fold:         foldFromElements,
	Canonicalize: fromElementsPatterns,
}

var toElementsSpec = &ods.Op{
	Name:     "vector.to_elements",
	Summary:  "operation that decomposes a vector into all its scalar elements",
	Operands: []ods.Operand{{Name: "source", Type: anyFixedVectorOfAnyRank}},
	Results:  []ods.Result{{Name: "elements", Type: ods.AnyType, Arity: ods.Variadic}},
	Traits:   pure,
	TypesMatchWith: []ods.TypeRule{{From: "source", To: "elements", Desc: "result types match operand element type",
		TransformList: func(_ *ir.Context, t ir.Type) []ir.Type { return splatTypes(t) }}},
	Format: "$source attr-dict `:` type($source)",
	Fold:   foldToElements,
}

var insertSpec = &ods.Op{
	Name:    "vector.insert",
	Summary: "insert operation",
	Operands: []ods.Operand{{Name: "valueToStore", Type: ods.AnyType}, {Name: "dest", Type: anyVectorOfAnyRank},
		{Name: "dynamic_position", Type: ods.Index, Arity: ods.Variadic}},
	Attrs:            []ods.Attr{{Name: "static_position", Constraint: ods.DenseI64ArrayAttr}},
	Results:          []ods.Result{{Name: "result", Type: anyVectorOfAnyRank}},
	Traits:           pure,
	Preds:            []ods.PredTrait{sameElem("source operand and result have same element type", result(0), operand(0))},
	AllTypesMatch:    [][]string{{"dest", "result"}},
	Format:           "$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)",
	CustomDirectives: map[string]ods.CustomDirective{"DynamicIndexList": ods.DynamicIndexList},
	Verify:           verifyInsert,
	Fold:             foldInsert,
	Canonicalize:     insertPatterns,
}

var scalableInsertSpec = &ods.Op{
	Name:          "vector.scalable.insert",
	Summary:       "insert subvector into scalable vector operation",
	Operands:      []ods.Operand{{Name: "valueToStore", Type: vectorOfRank1}, {Name: "dest", Type: scalableVectorOfRank1}},
	Attrs:         []ods.Attr{{Name: "pos", Constraint: ods.I64Attr}},
	Results:       []ods.Result{{Name: "res", Type: scalableVectorOfRank1}},
	Traits:        pure,
	AllTypesMatch: [][]string{{"dest", "res"}},
	Preds: []ods.PredTrait{
		{Desc: "all of {valueToStore, dest} have same element type", Check: func(op *ir.Operation) bool {
			return ods.ElementOf(op.Operand(0).Type()) == ods.ElementOf(op.Operand(1).Type())
		}},
		{Desc: "position is a multiple of the source length.", Check: func(op *ir.Operation) bool {
			return posMultiple(op, op.Operand(0).Type())
		}},
	},
	Format: "$valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)",
}

var scalableExtractSpec = &ods.Op{
	Name:     "vector.scalable.extract",
	Summary:  "extract subvector from scalable vector operation",
	Operands: []ods.Operand{{Name: "source", Type: scalableVectorOfRank1}},
	Attrs:    []ods.Attr{{Name: "pos", Constraint: ods.I64Attr}},
	Results:  []ods.Result{{Name: "res", Type: vectorOfRank1}},
	Traits:   pure,
	Preds: []ods.PredTrait{
		{Desc: "all of {source, res} have same element type", Check: func(op *ir.Operation) bool {
			return ods.ElementOf(op.Operand(0).Type()) == ods.ElementOf(op.Result(0).Type())
		}},
		{Desc: "position is a multiple of the result length.", Check: func(op *ir.Operation) bool {
			return posMultiple(op, op.Result(0).Type())
		}},
	},
	Format: "$source `[` $pos `]` attr-dict `:` type($res) `from` type($source)",
}

var insertStridedSliceSpec = &ods.Op{
	Name:          "vector.insert_strided_slice",
	Summary:       "strided_slice operation",
	Operands:      []ods.Operand{{Name: "valueToStore", Type: anyVectorOfNonZeroRank}, {Name: "dest", Type: anyVectorOfNonZeroRank}},
	Attrs:         []ods.Attr{{Name: "offsets", Constraint: i64ArrayAttr}, {Name: "strides", Constraint: i64ArrayAttr}},
	Results:       []ods.Result{{Name: "res", Type: anyVectorOfNonZeroRank}},
	Traits:        pure,
	Preds:         []ods.PredTrait{sameElem("operand #0 and result have same element type", result(0), operand(0))},
	AllTypesMatch: [][]string{{"dest", "res"}},
	Format:        "$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)",
	Verify:        verifyInsertStridedSlice,
	Fold:          foldInsertStridedSlice,
	Canonicalize:  insertStridedSlicePatterns,
}

var extractStridedSliceSpec = &ods.Op{
	Name:     "vector.extract_strided_slice",
	Summary:  "extract_strided_slice operation",
	Operands: []ods.Operand{{Name: "vector", Type: anyVectorOfNonZeroRank}},
	Attrs: []ods.Attr{{Name: "offsets", Constraint: i64ArrayAttr}, {Name: "sizes", Constraint: i64ArrayAttr},
		{Name: "strides", Constraint: i64ArrayAttr}},
	Results:      []ods.Result{{Name: "", Type: anyVectorOfNonZeroRank}},
	Traits:       pure,
	Preds:        []ods.PredTrait{sameElem("operand and result have same element type", result(0), operand(0))},
	Format:       "$vector attr-dict `:` type($vector) `to` type(results)",
	Verify:       verifyExtractStridedSlice,
	Fold:         foldExtractStridedSlice,
	Canonicalize: extractStridedSlicePatterns,
}

// memEffect declares one effect on operand i.
func memEffect(e ir.MemoryEffect, i int) ir.Interfaces {
	return ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Effect: e, Value: op.Operand(i)}}
	})}
}

var nontemporalAttr = ods.Attr{Name: "nontemporal", Constraint: ods.BoolAttr, Optional: true,
	Default: func(ctx *ir.Context) ir.Attribute { return ctx.BoolAttr(false) }}

var loadSpec = &ods.Op{
	Name:       "vector.load",
	Summary:    "reads an n-D slice of memory into an n-D vector",
	Operands:   []ods.Operand{{Name: "base", Type: anyMemRef}, {Name: "indices", Type: ods.Index, Arity: ods.Variadic}},
	Attrs:      []ods.Attr{nontemporalAttr, alignmentAttr},
	Results:    []ods.Result{{Name: "result", Type: anyVectorOfAnyRank}},
	Format:     "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)",
	Interfaces: memEffect(ir.EffectRead, 0),
	Verify:     verifyLoad,
	Fold:       foldMemRefCastOperand(0),
}

var storeSpec = &ods.Op{
	Name:    "vector.store",
	Summary: "writes an n-D vector to an n-D slice of memory",
	Operands: []ods.Operand{{Name: "valueToStore", Type: anyVectorOfAnyRank}, {Name: "base", Type: anyMemRef},
		{Name: "indices", Type: ods.Index, Arity: ods.Variadic}},
	Attrs:      []ods.Attr{nontemporalAttr, alignmentAttr},
	Format:     "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)",
	Interfaces: memEffect(ir.EffectWrite, 1),
	Verify:     verifyStore,
	Fold:       foldMemRefCastOperand(1),
}

var maskedLoadSpec = &ods.Op{
	Name:    "vector.maskedload",
	Summary: "loads elements from memory into a vector as defined by a mask vector",
	Operands: []ods.Operand{{Name: "base", Type: anyMemRef}, {Name: "indices", Type: ods.Index, Arity: ods.Variadic},
		{Name: "mask", Type: vectorOfI1}, {Name: "pass_thru", Type: anyVectorOfNonZeroRank}},
	Attrs:        []ods.Attr{alignmentAttr},
	Results:      []ods.Result{{Name: "result", Type: anyVectorOfNonZeroRank}},
	Format:       "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
	Interfaces:   memEffect(ir.EffectRead, 0),
	Verify:       verifyMaskedLoad,
	Fold:         foldMemRefCastOperand(0),
	Canonicalize: []any{&rewrite.Func{Name: "(anonymous namespace)::MaskedLoadFolder", On: "vector.maskedload", Weight: 1, Rewrite: maskedLoadFolder}},
}

var maskedStoreSpec = &ods.Op{
	Name:    "vector.maskedstore",
	Summary: "stores elements from a vector into memory as defined by a mask vector",
	Operands: []ods.Operand{{Name: "base", Type: anyMemRef}, {Name: "indices", Type: ods.Index, Arity: ods.Variadic},
		{Name: "mask", Type: vectorOfI1}, {Name: "valueToStore", Type: anyVectorOfNonZeroRank}},
	Attrs:        []ods.Attr{alignmentAttr},
	Format:       "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
	Interfaces:   memEffect(ir.EffectWrite, 0),
	Verify:       verifyMaskedStore,
	Fold:         foldMemRefCastOperand(0),
	Canonicalize: []any{&rewrite.Func{Name: "(anonymous namespace)::MaskedStoreFolder", On: "vector.maskedstore", Weight: 1, Rewrite: maskedStoreFolder}},
}

var gatherSpec = &ods.Op{
	Name:    "vector.gather",
	Summary: "gathers elements from memory or ranked tensor into a vector as defined by an index vector and a mask vector",
	Operands: []ods.Operand{{Name: "base", Type: tensorOrMemRef}, {Name: "indices", Type: ods.Index, Arity: ods.Variadic},
		{Name: "index_vec", Type: vectorOfIntOrIndex}, {Name: "mask", Type: vectorOfI1}, {Name: "pass_thru", Type: anyVectorOfNonZeroRank}},
	Attrs:   []ods.Attr{alignmentAttr},
	Results: []ods.Result{{Name: "result", Type: anyVectorOfNonZeroRank}},
	Format: "$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` " +
		"type($index_vec)  `,` type($mask) `,` type($pass_thru) `into` type($result)",
	Interfaces: memEffect(ir.EffectRead, 0),
	Verify:     verifyGather,
	Canonicalize: []any{
		&rewrite.Func{Name: "(anonymous namespace)::GatherFolder", On: "vector.gather", Weight: 1, Rewrite: gatherFolder},
		&rewrite.Func{Name: "(anonymous namespace)::FoldContiguousGather", On: "vector.gather", Weight: 1, Rewrite: foldContiguousGather},
	},
}

var scatterSpec = &ods.Op{
	Name:    "vector.scatter",
	Summary: "scatters elements from a vector into memory or ranked tensor as defined by an index vector and a mask vector",
	Operands: []ods.Operand{{Name: "base", Type: tensorOrMemRef}, {Name: "indices", Type: ods.Index, Arity: ods.Variadic},
		{Name: "index_vec", Type: vectorOfIntOrIndex}, {Name: "mask", Type: vectorOfI1}, {Name: "valueToStore", Type: anyVectorOfNonZeroRank}},
	Attrs:   []ods.Attr{alignmentAttr},
	Results: []ods.Result{{Name: "result", Type: anyRankedTensor, Arity: ods.Optional}},
	Format: "$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` " +
		"type($index_vec)  `,` type($mask) `,` type($valueToStore) (`->` type($result)^)?",
	Interfaces: memEffect(ir.EffectWrite, 0),
	Verify:     verifyScatter,
	Canonicalize: []any{
		&rewrite.Func{Name: "(anonymous namespace)::ScatterFolder", On: "vector.scatter", Weight: 1, Rewrite: scatterFolder},
		&rewrite.Func{Name: "(anonymous namespace)::FoldContiguousScatter", On: "vector.scatter", Weight: 1, Rewrite: foldContiguousScatter},
	},
}

var expandLoadSpec = &ods.Op{
	Name:    "vector.expandload",
	Summary: "reads elements from memory and spreads them into a vector as defined by a mask",
	Operands: []ods.Operand{{Name: "base", Type: anyMemRef}, {Name: "indices", Type: ods.Index, Arity: ods.Variadic},
		{Name: "mask", Type: fixedVectorOfI1}, {Name: "pass_thru", Type: anyVectorOfNonZeroRank}},
	Attrs:        []ods.Attr{alignmentAttr},
	Results:      []ods.Result{{Name: "result", Type: anyVectorOfNonZeroRank}},
	Format:       "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` type($pass_thru) `into` type($result)",
	Interfaces:   memEffect(ir.EffectRead, 0),
	Verify:       verifyExpandLoad,
	Canonicalize: []any{&rewrite.Func{Name: "(anonymous namespace)::ExpandLoadFolder", On: "vector.expandload", Weight: 1, Rewrite: expandLoadFolder}},
}

var compressStoreSpec = &ods.Op{
	Name:    "vector.compressstore",
	Summary: "writes elements selectively from a vector as defined by a mask",
	Operands: []ods.Operand{{Name: "base", Type: anyMemRef}, {Name: "indices", Type: ods.Index, Arity: ods.Variadic},
		{Name: "mask", Type: fixedVectorOfI1}, {Name: "valueToStore", Type: anyVectorOfNonZeroRank}},
	Attrs:        []ods.Attr{alignmentAttr},
	Format:       "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` type($valueToStore)",
	Interfaces:   memEffect(ir.EffectWrite, 0),
	Verify:       verifyCompressStore,
	Canonicalize: []any{&rewrite.Func{Name: "(anonymous namespace)::CompressStoreFolder", On: "vector.compressstore", Weight: 1, Rewrite: compressStoreFolder}},
}

var shapeCastSpec = &ods.Op{
	Name:         "vector.shape_cast",
	Summary:      "shape_cast casts between vector shapes",
	Operands:     []ods.Operand{{Name: "source", Type: anyVectorOfAnyRank}},
	Results:      []ods.Result{{Name: "result", Type: anyVectorOfAnyRank}},
	Traits:       pure,
	Format:       "$source attr-dict `:` type($source) `to` type($result)",
	Verify:       verifyShapeCast,
	Fold:         foldShapeCast,
	Canonicalize: shapeCastPatterns,
}

var bitcastSpec = &ods.Op{
	Name:     "vector.bitcast",
	Summary:  "bitcast casts between vectors",
	Operands: []ods.Operand{{Name: "source", Type: anyVectorOfAnyRank}},
	Results:  []ods.Result{{Name: "result", Type: anyVectorOfAnyRank}},
	Traits:   pure,
	Preds: []ods.PredTrait{{Desc: "all of {source, result} have same rank", Check: func(op *ir.Operation) bool {
		return len(op.Operand(0).Type().(*ir.VectorType).Shape) == len(op.Result(0).Type().(*ir.VectorType).Shape)
	}}},
	Format: "$source attr-dict `:` type($source) `to` type($result)",
	Verify: verifyBitcast,
	Fold:   foldBitcast,
}

var typeCastSpec = &ods.Op{
	Name:     "vector.type_cast",
	Summary:  "type_cast op converts a scalar memref to a vector memref",
	Operands: []ods.Operand{{Name: "memref", Type: staticShapeMemRef}},
	Results:  []ods.Result{{Name: "result", Type: anyMemRef}},
	Traits:   pure,
	Format:   "$memref attr-dict `:` type($memref) `to` type($result)",
	Verify:   verifyTypeCast,
}

var constantMaskSpec = &ods.Op{
	Name:    "vector.constant_mask",
	Summary: "creates a constant vector mask",
	Attrs:   []ods.Attr{{Name: "mask_dim_sizes", Constraint: ods.DenseI64ArrayAttr}},
	Results: []ods.Result{{Name: "", Type: vectorOfI1AnyRank}},
	Traits:  pure,
	Format:  "$mask_dim_sizes attr-dict `:` type(results)",
	Verify:  verifyConstantMask,
	Fold:    foldConstantMask,
}

var createMaskSpec = &ods.Op{
	Name:         "vector.create_mask",
	Summary:      "creates a vector mask",
	Operands:     []ods.Operand{{Name: "operands", Type: ods.Index, Arity: ods.Variadic}},
	Results:      []ods.Result{{Name: "", Type: vectorOfI1AnyRank}},
	Traits:       pure,
	Format:       "$operands attr-dict `:` type(results)",
	Verify:       verifyCreateMask,
	Canonicalize: []any{&rewrite.Func{Name: "(anonymous namespace)::CreateMaskFolder", On: "vector.create_mask", Weight: 1, Rewrite: createMaskFolder}},
}

var transposeSpec = &ods.Op{
	Name:         "vector.transpose",
	Summary:      "vector transpose operation",
	Operands:     []ods.Operand{{Name: "vector", Type: anyVectorOfAnyRank}},
	Attrs:        []ods.Attr{{Name: "permutation", Constraint: ods.DenseI64ArrayAttr}},
	Results:      []ods.Result{{Name: "result", Type: anyVectorOfAnyRank}},
	Traits:       pure,
	Preds:        []ods.PredTrait{sameElem("operand and result have same element type", result(0), operand(0))},
	Format:       "$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)",
	Verify:       verifyTranspose,
	Fold:         foldTranspose,
	Canonicalize: transposePatterns,
}

var vscaleSpec = &ods.Op{
	Name:        "vector.vscale",
	Summary:     "Load vector scale size",
	Results:     []ods.Result{{Name: "res", Type: ods.Index}},
	Traits:      pure,
	Format:      "attr-dict",
	ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) { set(op.Result(0), "vscale") },
}

var scanSpec = &ods.Op{
	Name:     "vector.scan",
	Summary:  "Scan operation",
	Operands: []ods.Operand{{Name: "source", Type: anyVectorOfNonZeroRank}, {Name: "initial_value", Type: anyVectorOfAnyRank}},
	Attrs: []ods.Attr{{Name: "kind", Constraint: combiningKindC}, {Name: "reduction_dim", Constraint: ods.I64Attr},
		{Name: "inclusive", Constraint: ods.BoolAttr}},
	Results:       []ods.Result{{Name: "dest", Type: anyVectorOfNonZeroRank}, {Name: "accumulated_value", Type: anyVectorOfAnyRank}},
	Traits:        pure,
	AllTypesMatch: [][]string{{"source", "dest"}, {"initial_value", "accumulated_value"}},
	Format:        "$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)",
	Verify:        verifyScan,
}

var stepSpec = &ods.Op{
	Name:    "vector.step",
	Summary: "A linear sequence of values from 0 to N",
	Results: []ods.Result{{Name: "result", Type: indexVectorOfRank1}},
	Traits:  pure,
	Format:  "attr-dict `:` type($result)",
}

var yieldSpec = &ods.Op{
	Name:     "vector.yield",
	Summary:  "Terminates and yields values from vector regions.",
	Operands: []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
	Traits:   append([]ir.Trait{ir.TraitReturnLike, ir.TraitTerminator}, pure...),
	Format:   "attr-dict ($operands^ `:` type($operands))?",
}
