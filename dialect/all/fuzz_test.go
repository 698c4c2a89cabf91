package all

import (
	"bytes"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// roundTrip parses src with every dialect registered, verifies it and
// prints it; ok is false when the input is rejected. Rejections must be
// diagnostics.
func roundTrip(t *testing.T, src []byte, flags asm.Flags) (string, bool) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	Register(ctx)
	f, err := asm.ParseFile(ctx, "fuzz.mlir", src, asm.Config{AllowUnregistered: true})
	if err != nil {
		if _, ok := err.(*ir.Diagnostic); !ok {
			t.Fatalf("parse error is not a diagnostic: %T %v", err, err)
		}
		return "", false
	}
	if err := ir.VerifyWithContext(ctx, f.Op); err != nil {
		if _, ok := err.(*ir.Diagnostic); !ok {
			t.Fatalf("verifier error is not a diagnostic: %T %v", err, err)
		}
		return "", false
	}
	var out bytes.Buffer
	if err := asm.Print(&out, ctx, f.Op, f.Resources, flags); err != nil {
		t.Fatal(err)
	}
	return out.String(), true
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
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, generic := range []bool{false, true} {
			flags := asm.Flags{Generic: generic, DebugInfo: true}
			first, ok := roundTrip(t, src, flags)
			if !ok {
				return
			}
			second, ok := roundTrip(t, []byte(first), flags)
			if !ok {
				t.Fatalf("printed IR is rejected:\n%s", first)
			}
			if first == second {
				continue
			}
			third, ok := roundTrip(t, []byte(second), flags)
			if !ok {
				t.Fatalf("printed IR is rejected:\n%s", second)
			}
			if second != third {
				t.Fatalf("printing is not a fixed point:\n%s\nvs\n%s", second, third)
			}
		}
	})
}
