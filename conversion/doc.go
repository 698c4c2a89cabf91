// Package conversion is MLIR's dialect conversion framework, the base of
// the lowerings (upstream's DialectConversion):
//
//   - A Target says which ops are legal: by name or by dialect, always
//     (Legal), never (Illegal) or per instance (Dynamic, with a
//     LegalityFunc); ops no entry covers are unknown (a partial conversion
//     tries to convert them and keeps them when it cannot; a full one
//     fails). Legal ops can be made recursively legal.
//   - Patterns (Pattern; Func is the concise form) rewrite an op given its
//     remapped operands (Adaptor) through a Rewriter. A pattern with a
//     TypeConverter receives its operands converted to the converter's
//     types (1:1, 1:N when it accepts it, or dropped).
//   - A TypeConverter converts types (most recent callback first, cached)
//     and builds the materializations that bridge original and converted
//     values: target materializations (original to converted, for the
//     operands patterns expect) and source materializations (converted back
//     to original, for users that stay). Until the end of the conversion
//     they are builtin.unrealized_conversion_cast ops; chains that cancel
//     out are folded away (ReconcileUnrealizedCasts), the others are built
//     with the converter or reported ("failed to legalize unresolved
//     materialization ...").
//   - ApplyPartialConversion, ApplyFullConversion and
//     ApplyAnalysisConversion legalize the ops in pre-order (the blocks of
//     a region in depth-first order from the entry; unreachable blocks are
//     left alone): an illegal or unknown op is first folded, then the
//     patterns of its name and those for any op are tried in order of
//     legalization depth (how many rewrites lead to legal ops, from the
//     ops each pattern declares it generates), then benefit. Everything a
//     pattern creates or modifies is legalized in turn; when that fails,
//     the pattern's changes are rolled back and the next pattern is tried.
//
// Patterns must change the IR only through the Rewriter: Create (the
// embedded builder), ReplaceOp / ReplaceOpWithMultiple / EraseOp,
// ModifyOpInPlace, the block operations (CreateBlock, SplitBlock,
// InlineRegionBefore, InlineBlockBefore, MergeBlocks, EraseBlock,
// MoveOpBefore) and the signature conversions (ApplySignatureConversion,
// ConvertRegionTypes). Replaced ops stay in the IR until the conversion
// commits. A pattern may report failure after changing the IR: its
// changes are rolled back.
//
// A lowering pass typically reads:
//
//	target := conversion.NewTarget()
//	target.AddLegalDialect("llvm")
//	target.AddIllegalDialect("arith")
//	patterns := []conversion.Pattern{&conversion.Func{On: "arith.addi", Weight: 1,
//		Converter: tc, Rewrite: lowerAddI}}
//	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, target, patterns, nil)
//
// Dialects contribute to convert-to-llvm through the
// ConvertToLLVMPatternInterface dialect interface.
package conversion
