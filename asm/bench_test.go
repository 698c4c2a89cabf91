package asm_test

import (
	"bytes"
	"fmt"
	"os"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// benchInput returns a generic-form module of n functions; set
// GOMLIR_BENCH_FILE to benchmark a file instead.
func benchInput(b *testing.B, n int) []byte {
	if f := os.Getenv("GOMLIR_BENCH_FILE"); f != "" {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		return data
	}
	var buf bytes.Buffer
	buf.WriteString("\"builtin.module\"() ({\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&buf, "  \"func.func\"() <{function_type = (i32, f32) -> i32, sym_name = \"f%d\"}> ({\n", i)
		buf.WriteString("  ^bb0(%arg0: i32, %arg1: f32):\n")
		for j := 0; j < 20; j++ {
			fmt.Fprintf(&buf, "    %%%d = \"arith.constant\"() <{value = %d : i32}> : () -> i32\n", 2*j, j)
			fmt.Fprintf(&buf, "    %%%d = \"arith.addi\"(%%arg0, %%%d) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32\n", 2*j+1, 2*j)
		}
		buf.WriteString("    \"func.return\"(%39) : (i32) -> ()\n  }) : () -> ()\n")
	}
	buf.WriteString("}) : () -> ()\n")
	return buf.Bytes()
}

func BenchmarkParsePrintGeneric(b *testing.B) {
	src := benchInput(b, 2000)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		ctx := newCtx()
		f, err := asm.ParseFile(ctx, "bench.mlir", src, asm.Config{AllowUnregistered: true})
		if err != nil {
			b.Fatal(err)
		}
		if err := ir.VerifyWithContext(ctx, f.Op); err != nil {
			b.Fatal(err)
		}
		var out bytes.Buffer
		if err := asm.Print(&out, ctx, f.Op, nil, asm.Flags{Generic: true}); err != nil {
			b.Fatal(err)
		}
	}
}
