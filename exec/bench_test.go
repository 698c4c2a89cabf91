package exec_test

import (
	"os"
	"testing"
)

// BenchmarkMatmul interprets a 256x256 f32 matmul over memrefs with scf
// loops (the kernel of testdata/matmul.bench.mlir.txt), unlowered.
func BenchmarkMatmul(b *testing.B) {
	src, err := os.ReadFile("testdata/matmul.bench.mlir.txt")
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		out, err := interpret(b, "matmul.mlir", src)
		if err != nil {
			b.Fatal(err)
		}
		if len(out) < 5 || out[:5] != "3306\n" {
			b.Fatalf("unexpected output %q", out)
		}
	}
}
