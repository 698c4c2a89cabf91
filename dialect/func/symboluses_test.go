package function_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
)

// TestCallSymbolUsesFirstError checks that verifying a module reports the
// failing symbol use upstream reports first, with and without threads:
// upstream's walk checks the functions' bodies from the last to the first,
// and the ops of a body in order.
func TestCallSymbolUsesFirstError(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{1, 3, 40, 33, 64, 200, 1000} {
		for trial := range 4 {
			var src strings.Builder
			wantLine, line := 0, 1
			for f := range n {
				fmt.Fprintf(&src, "func.func @f%d() {\n", f)
				line++
				firstBad := 0
				for c := range 3 {
					callee := fmt.Sprintf("f%d", rng.IntN(n))
					if rng.IntN(4*n) < trial+1 {
						callee = fmt.Sprintf("missing%d_%d", f, c)
						if firstBad == 0 {
							firstBad = line
						}
					}
					fmt.Fprintf(&src, "  func.call @%s() : () -> ()\n", callee)
					line++
				}
				if firstBad != 0 {
					wantLine = firstBad
				}
				src.WriteString("  func.return\n}\n")
				line += 2
			}
			for _, serial := range []bool{true, false} {
				ctx := ir.NewContext()
				all.Register(ctx)
				ctx.DisableMultithreading = serial
				f, err := asm.ParseFile(ctx, "in.mlir", []byte(src.String()), asm.Config{})
				if err != nil {
					t.Fatal(err)
				}
				err = ir.VerifyWithContext(ctx, f.Op)
				got := 0
				if d, ok := err.(*ir.Diagnostic); ok {
					if l, ok := d.Loc.(*ir.FileLineColLoc); ok {
						got = int(l.Line)
					}
				} else if err != nil {
					t.Fatal(err)
				}
				if got != wantLine {
					t.Errorf("%d functions, trial %d, serial %v: first error on line %d, want %d (%v)", n, trial, serial, got, wantLine, err)
				}
			}
		}
	}
}
