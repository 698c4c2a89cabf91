// Package x86vector defines the part of MLIR's x86vector dialect that
// gomlir needs: the AVX approximate reciprocal square root
// x86vector.avx.rsqrt emitted by math's polynomial approximation of rsqrt.
package x86vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the x86vector dialect.
var Dialect = &ods.Dialect{
	Name:    "x86vector",
	Summary: "x86 vector intrinsics",
	Ops:     []*ods.Op{rsqrtSpec},
}

// vector8xF32 is VectorOfLengthAndType<[8], [F32]>: a vector of f32 with 8
// elements in all (a scalable dimension counting its minimum size).
var vector8xF32 = ods.TypeConstraint{
	Desc: "vector of 32-bit float values of length 8",
	Pred: func(t ir.Type) bool {
		v, ok := t.(*ir.VectorType)
		if !ok {
			return false
		}
		n := int64(1)
		for _, d := range v.Shape {
			n *= d
		}
		if n != 8 {
			return false
		}
		f, ok := v.Elem.(*ir.FloatType)
		return ok && f.Kind == ir.F32
	},
}

// rsqrtSpec is x86vector.avx.rsqrt.
var rsqrtSpec = &ods.Op{
	Name:        "x86vector.avx.rsqrt",
	Summary:     "Rsqrt",
	Description: "Approximate reciprocal square root of 8 packed f32 values (AVX vrsqrtps).",
	Operands:    []ods.Operand{{Name: "a", Type: vector8xF32}},
	Results:     []ods.Result{{Name: "b", Type: vector8xF32}},
	Traits:      []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable, ir.TraitSameOperandsAndResultType},
	Format:      "$a attr-dict `:` type($a)",
}
