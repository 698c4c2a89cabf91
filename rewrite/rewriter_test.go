package rewrite_test

import (
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// TestReplaceAllUsesWithItself checks that replacing a value by itself
// returns and leaves its uses in place.
func TestReplaceAllUsesWithItself(t *testing.T) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	src := `"t.func"() ({
^bb0(%x: i64):
  "t.use"(%x, %x) : (i64, i64) -> ()
}) : () -> ()
`
	f, err := asm.ParseFile(ctx, "r.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	x := f.Op.Region(0).First().First().Region(0).First().Arg(0)
	rewrite.NewRewriter(ctx, nil).ReplaceAllUsesWith(x, x)
	if n := len(x.UseList()); n != 2 {
		t.Errorf("%d uses after replacing the value by itself, want 2", n)
	}
}
