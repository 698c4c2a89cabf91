package all

import (
	"testing"

	"github.com/gomlir/gomlir/internal/asmtest"
	"github.com/gomlir/gomlir/ir"
)

// newCtx returns a context with every dialect registered.
func newCtx() *ir.Context {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	Register(ctx)
	return ctx
}

// FuzzParseDialects runs the parser, the custom assembly formats and the
// verifiers of every dialect on arbitrary input: they must not panic, and
// valid IR printed in the custom and the generic form must read back as
// valid IR that prints the same (after at most one more round, as
// upstream's locations settle). Upstream's printer itself produces a few
// forms its parser rejects (cf.switch case values of i64 flags beyond
// int64, memref.dma_start with attributes), which gomlir mirrors: check a
// failure against mlir-opt. The seed corpus, in
// testdata/fuzz/FuzzParseDialects, holds chunks of the dialect lit tests
// and the fuzzer's findings.
func FuzzParseDialects(f *testing.F) {
	f.Add([]byte("func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n"))
	f.Fuzz(func(t *testing.T, src []byte) { asmtest.CheckFixedPoint(t, newCtx, src) })
}
