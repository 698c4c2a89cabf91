// Package asmtest holds test helpers shared by the parsers' fuzz targets.
package asmtest

import (
	"bytes"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// RoundTrip parses src in a context from newCtx, verifies it and prints it
// with flags; ok is false when the input is rejected. Rejections must be
// diagnostics.
func RoundTrip(t testing.TB, newCtx func() *ir.Context, src []byte, flags asm.Flags) (string, bool) {
	t.Helper()
	ctx := newCtx()
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

// CheckFixedPoint checks that valid IR printed in the custom and in the
// generic form (with locations) reads back as valid IR that prints the
// same after at most one more round: as upstream, locations that differ
// only in their spelling print alike and merge when read back, and fused
// locations are simplified as they are read.
func CheckFixedPoint(t testing.TB, newCtx func() *ir.Context, src []byte) {
	t.Helper()
	for _, generic := range []bool{false, true} {
		flags := asm.Flags{Generic: generic, DebugInfo: true}
		first, ok := RoundTrip(t, newCtx, src, flags)
		if !ok {
			return
		}
		second, ok := RoundTrip(t, newCtx, []byte(first), flags)
		if !ok {
			t.Fatalf("printed IR is rejected:\n%s", first)
		}
		if first == second {
			continue
		}
		third, ok := RoundTrip(t, newCtx, []byte(second), flags)
		if !ok {
			t.Fatalf("printed IR is rejected:\n%s", second)
		}
		if second != third {
			t.Fatalf("printing is not a fixed point:\n%s\nvs\n%s", second, third)
		}
	}
}
