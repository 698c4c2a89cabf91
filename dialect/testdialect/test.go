// Package testdialect defines the parts of upstream's `test` dialect that
// the IR tests of the conformance corpus use. Only gomlir-opt registers it.
package testdialect

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the test dialect.
var Dialect = &ods.Dialect{
	Name: "test",
	Ops:  append(append(ops, intRangeOps...), valueBoundsOps...),
	Template: ir.Dialect{
		// As upstream's TestDialect, unknown `test.*` operations are allowed.
		AllowUnknownOps:        true,
		ParseType:              parseType,
		PrintType:              printType,
		ParseAttr:              parseAttr,
		PrintAttr:              printAttr,
		TypeAlias:              typeAlias,
		AttrAlias:              attrAlias,
		VerifyOpAttr:           verifyInvalidAttr,
		VerifyRegionArgAttr:    verifyInvalidRegionAttr,
		VerifyRegionResultAttr: verifyInvalidRegionAttr,
		// As upstream's TestOpAsmInterface, any key names a blob.
		DeclareResource: func(string) bool { return true },
		// Folded values become test.constant ops, whatever their type.
		MaterializeConstant: func(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
			return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp("test.constant"), Types: []ir.Type{t},
				Attrs: []ir.NamedAttr{{Name: "value", Value: value}}})
		},
	},
}

// DynDialect is upstream's `test_dyn` dialect, defined at run time there.
var DynDialect = &ods.Dialect{
	Name: "test_dyn",
	Ops: []*ods.Op{{
		Name:     "test_dyn.one_result",
		Operands: anyOperands, Results: anyResults, Regions: anyRegions,
		Verify: func(op *ir.Operation) error {
			if op.NumResults() == 1 && op.NumOperands() == 0 && op.NumRegions() == 0 {
				return nil
			}
			return op.EmitError("expected a single result, no operands and no regions")
		},
	}},
}

// Register adds the test dialects to ctx.
func Register(ctx *ir.Context) {
	Dialect.MustRegister(ctx)
	DynDialect.MustRegister(ctx)
}

// verifyInvalidAttr rejects `test.invalid_attr` on operations (upstream's
// TestDialect::verifyOperationAttribute).
func verifyInvalidAttr(op *ir.Operation, a ir.NamedAttr) error {
	if a.Name == "test.invalid_attr" {
		return op.EmitError("invalid to use 'test.invalid_attr'")
	}
	return nil
}

func verifyInvalidRegionAttr(op *ir.Operation, region, index int, a ir.NamedAttr) error {
	return verifyInvalidAttr(op, a)
}
