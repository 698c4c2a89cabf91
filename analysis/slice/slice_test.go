package slice_test

import (
	"testing"

	"github.com/gomlir/gomlir/analysis/slice"
	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
)

// TestBackward checks a backward slice: operands and values used from
// above in regions, dependencies first, shared ones once, the root and
// block arguments left out.
func TestBackward(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	src := `func.func @f(%a: index, %b: i1) -> index {
  %c1 = arith.constant 1 : index
  %x = arith.addi %a, %c1 : index
  %y = arith.muli %x, %x : index
  %u = arith.constant 7 : index
  %r = scf.if %b -> index {
    %z = arith.addi %y, %u : index
    scf.yield %z : index
  } else {
    scf.yield %x : index
  }
  %unrelated = arith.constant 3 : index
  return %r : index
}`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var root *ir.Operation
	f.Op.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "scf.if" {
			root = op
		}
		return ir.WalkAdvance
	})
	var got []string
	for _, op := range slice.Backward(root, true) {
		got = append(got, op.Name())
	}
	want := []string{"arith.constant", "arith.addi", "arith.muli", "arith.constant"}
	if len(got) != len(want) {
		t.Fatalf("slice %v, want %v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("slice %v, want %v", got, want)
		}
	}
}
