package testdialect

import (
	"github.com/gomlir/gomlir/ir"
)

// The test dialect's inliner interface, as upstream's TestInlinerInterface:
// everything is legal except calls marked `noinline`; test.return is
// replaced by its operands; i16/i32 mismatches get a test.cast.
func init() {
	inl := ir.AlwaysLegal(nil, func(op *ir.Operation, values []*ir.Value) {
		if op.Name() != "test.return" {
			return
		}
		for i, v := range values {
			v.ReplaceAllUsesWith(op.Operand(i))
		}
	})
	inl.IsLegalToInlineCall = func(call, _ *ir.Operation, _ bool) bool {
		return call.Attr("noinline") == nil && call.InherentAttr("noinline") == nil
	}
	inl.ShouldAnalyzeRecursively = func(op *ir.Operation) bool { return op.Name() != "test.functional_region_op" }
	inl.MaterializeCallConversion = func(b *ir.Builder, input *ir.Value, t ir.Type, loc ir.Location) *ir.Operation {
		ok := func(t ir.Type) bool {
			it, isInt := t.(*ir.IntegerType)
			return isInt && it.Signedness == ir.Signless && (it.Width == 16 || it.Width == 32)
		}
		if !ok(t) || !ok(input.Type()) {
			return nil
		}
		return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.OpInfo("test.cast"), Operands: []*ir.Value{input},
			Types: []ir.Type{t}})
	}
	Dialect.Template.Interfaces = append(Dialect.Template.Interfaces, inl)
}
