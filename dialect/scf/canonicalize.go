package scf

import (
	"github.com/gomlir/gomlir/ir"
)

// ifPatterns are scf.if's canonicalization patterns.
var ifPatterns []any

// executeRegionPatterns are scf.execute_region's canonicalization patterns.
var executeRegionPatterns []any

// parallelPatterns are scf.parallel's canonicalization patterns.
var parallelPatterns []any

// foldIf is upstream's IfOp::fold.
func foldIf(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult { return nil }
