package asm

import "github.com/gomlir/gomlir/ir"

// ParseRangeMode exposes parseRange to the tests: it parses with or
// without deferring bodies and tells whether a parallel parse gave up.
var ParseRangeMode = parseRange

// MatchBrace exposes matchBrace.
var MatchBrace = matchBrace

// PrintsInParallel reports whether Print prints op in parallel.
func PrintsInParallel(ctx *ir.Context, op *ir.Operation, flags Flags) bool {
	return planParallelPrint(ctx, op, &flags) != nil
}
