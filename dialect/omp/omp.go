// Package omp defines a minimal part of upstream's OpenMP dialect:
// omp.parallel without clauses and omp.terminator, enough to read, verify,
// print and canonicalize programs that use a plain parallel region.
package omp

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the omp dialect (omp.parallel without clauses and
// omp.terminator).
var Dialect = &ods.Dialect{
	Name:    "omp",
	Summary: "the OpenMP dialect (parallel regions without clauses)",
	Ops:     []*ods.Op{parallelSpec, terminatorSpec},
}

// parallelSpec is omp.parallel. Its clause operand groups (allocate,
// allocator, if, num_threads, private and reduction variables) and clause
// attributes are declared so that the generic form and the bytecode
// properties match upstream's; the custom form accepts no clause, and the
// verifier rejects ops that have one.
var parallelSpec = &ods.Op{
	Name:    "omp.parallel",
	Summary: "parallel construct",
	Operands: []ods.Operand{{Name: "allocate_vars", Type: ods.AnyType, Arity: ods.Variadic},
		{Name: "allocator_vars", Type: ods.AnyType, Arity: ods.Variadic},
		{Name: "if_expr", Type: ods.I1, Arity: ods.Optional},
		{Name: "num_threads_vars", Type: ods.AnyType, Arity: ods.Variadic},
		{Name: "private_vars", Type: ods.AnyType, Arity: ods.Variadic},
		{Name: "reduction_vars", Type: ods.AnyType, Arity: ods.Variadic}},
	Attrs: []ods.Attr{{Name: "private_syms", Constraint: ods.AnyAttr, Optional: true},
		{Name: "private_needs_barrier", Constraint: ods.UnitAttrC, Optional: true},
		{Name: "proc_bind_kind", Constraint: ods.AnyAttr, Optional: true},
		{Name: "reduction_mod", Constraint: ods.AnyAttr, Optional: true},
		{Name: "reduction_byref", Constraint: ods.AnyAttr, Optional: true},
		{Name: "reduction_syms", Constraint: ods.AnyAttr, Optional: true}},
	Regions: []ods.Region{{Name: "region"}},
	Traits: []ir.Trait{ir.TraitAttrSizedOperandSegments, ir.TraitAutomaticAllocationScope,
		ir.TraitRecursiveMemoryEffects},
	Format: "$region attr-dict",
	Verify: func(op *ir.Operation) error {
		if op.NumOperands() > 0 {
			return op.EmitOpError("clauses are not supported by gomlir")
		}
		for _, a := range []string{"private_syms", "private_needs_barrier", "proc_bind_kind", "reduction_mod", "reduction_byref", "reduction_syms"} {
			if op.InherentAttr(a) != nil {
				return op.EmitOpError("clauses are not supported by gomlir")
			}
		}
		return nil
	},
}

// terminatorSpec is omp.terminator, which ends the regions of OpenMP
// constructs.
var terminatorSpec = &ods.Op{
	Name:    "omp.terminator",
	Summary: "terminator for OpenMP regions",
	Traits:  []ir.Trait{ir.TraitTerminator, ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
	Format:  "attr-dict",
}
