package builtin

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// UnrealizedConversionCastOp is builtin.unrealized_conversion_cast: a cast
// from any number of values to one or more values of other types, left by a
// partial conversion between type systems.
var UnrealizedConversionCastOp = &ods.Op{
	Name:    "builtin.unrealized_conversion_cast",
	Summary: "An unrealized conversion from one set of types to another",
	Description: "The `unrealized_conversion_cast` operation represents an unrealized " +
		"conversion from one set of types to another, used to convert between type " +
		"systems while they are not all legal yet.",
	Operands: []ods.Operand{{Name: "inputs", Type: ods.AnyType, Arity: ods.Variadic}},
	Results:  []ods.Result{{Name: "outputs", Type: ods.AnyType, Arity: ods.Variadic}},
	Traits:   []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
	Format:   "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
	// CastOpInterface's verifier; every cast is compatible.
	VerifyTraits: func(op *ir.Operation) error {
		if op.NumResults() == 0 {
			return op.EmitOpError("expected at least one result for cast operation")
		}
		return nil
	},
	Fold: foldUnrealizedConversionCast,
}

// foldUnrealizedConversionCast forwards the inputs when the cast changes no
// type, and folds a cast of all the results of another cast back to that
// cast's inputs when the types round-trip.
func foldUnrealizedConversionCast(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if sameTypes(op.OperandTypes(), op.ResultTypes()) {
		return forward(op.Operands())
	}
	if op.NumOperands() == 0 {
		return nil
	}
	in := op.Operand(0).DefiningOp()
	if in == nil || in.Info() != op.Info() || in.NumResults() != op.NumOperands() {
		return nil
	}
	for i, v := range op.Operands() {
		if v != in.Result(i) {
			return nil
		}
	}
	if !sameTypes(in.OperandTypes(), op.ResultTypes()) {
		return nil
	}
	return forward(in.Operands())
}

func sameTypes(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func forward(vals []*ir.Value) []ir.FoldResult {
	out := make([]ir.FoldResult, len(vals))
	for i, v := range vals {
		out[i].Value = v
	}
	return out
}
