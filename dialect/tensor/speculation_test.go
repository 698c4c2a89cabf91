package tensor_test

import (
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
)

// tensor.dim is speculatable only at a constant index of a ranked source
// (DimOp::getSpeculatability); the other tensor ops are pure but for
// generate (recursive effects) and parallel_insert_slice.
func TestSpeculatability(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	src := `func.func @f(%t: tensor<?x?xf32>, %u: tensor<*xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %1 = tensor.dim %t, %i : tensor<?x?xf32>
  %2 = tensor.dim %u, %c0 : tensor<*xf32>
  %3 = tensor.dim %t, %c5 : tensor<?x?xf32>
  %4 = tensor.extract %t[%i, %i] : tensor<?x?xf32>
  %5 = tensor.generate %i, %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %4 : f32
  } : tensor<?x?xf32>
  return
}
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	body := f.Op.Region(0).First().First().Region(0).First().Ops()
	want := []struct {
		speculatable, pure bool
	}{{true, true}, {true, true}, {true, true}, {false, false}, {false, false}, {false, false}, {true, true}, {false, false}}
	for i, w := range want {
		op := body[i]
		if got := ir.IsSpeculatable(op); got != w.speculatable {
			t.Errorf("%s #%d: speculatable = %v", op.Name(), i, got)
		}
		if got := ir.IsPure(op); got != w.pure {
			t.Errorf("%s #%d: pure = %v", op.Name(), i, got)
		}
	}
	if !ir.IsMemoryEffectFree(body[7]) {
		t.Error("tensor.generate with a pure body has effects")
	}
}
