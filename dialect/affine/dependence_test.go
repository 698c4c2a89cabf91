package affine_test

import (
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
)

// TestDependence checks the dependence results and distance ranges of a
// pointwise producer/consumer pair, a loop-carried recurrence and a
// transpose.
func TestDependence(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	src := `func.func @f(%A: memref<10x10xf32>, %B: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i, %j] : memref<10x10xf32>
      affine.store %v, %B[%j, %i] : memref<10x10xf32>
    }
  }
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %B[%i - 1, %j] : memref<10x10xf32>
      affine.store %v, %B[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var acc []affine.MemRefAccess
	f.Op.Walk(func(op *ir.Operation) ir.WalkResult {
		if a, ok := affine.NewMemRefAccess(op); ok {
			acc = append(acc, a)
		}
		return ir.WalkAdvance
	})
	if len(acc) != 4 {
		t.Fatalf("got %d accesses", len(acc))
	}
	tests := []struct {
		src, dst, depth int
		want            affine.DependenceResult
		comps           [][2]int64
	}{
		{0, 1, 1, affine.NoDependence, nil},  // different memrefs
		{1, 2, 1, affine.HasDependence, nil}, // the transpose feeds the second nest
		{2, 1, 1, affine.NoDependence, nil},  // the load comes after
		{3, 2, 1, affine.HasDependence, [][2]int64{{1, 1}, {0, 0}}},
		{3, 2, 2, affine.NoDependence, nil}, // carried by the outer loop only
		{2, 3, 3, affine.NoDependence, nil}, // different elements in one iteration
		{3, 3, 1, affine.NoDependence, nil}, // each element written once
	}
	for _, tc := range tests {
		var comps []affine.DependenceComponent
		got := affine.CheckMemrefAccessDependence(ctx, acc[tc.src], acc[tc.dst], tc.depth, &comps, false)
		if got != tc.want {
			t.Errorf("%d -> %d at depth %d: got %v, want %v", tc.src, tc.dst, tc.depth, got, tc.want)
			continue
		}
		if tc.comps == nil {
			continue
		}
		if len(comps) != len(tc.comps) {
			t.Errorf("%d -> %d: %d components, want %d", tc.src, tc.dst, len(comps), len(tc.comps))
			continue
		}
		for i, c := range comps {
			if c.Lb != tc.comps[i][0] || c.Ub != tc.comps[i][1] {
				t.Errorf("%d -> %d: component %d = [%d, %d], want %v", tc.src, tc.dst, i, c.Lb, c.Ub, tc.comps[i])
			}
		}
	}
}

// TestDependenceComponents checks the distance vectors gathered over a
// nest: the recurrence on B gives [1, 1][0, 0] at depth 1.
func TestDependenceComponents(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	src := `func.func @f(%B: memref<10x10xf32>) {
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %B[%i - 1, %j] : memref<10x10xf32>
      affine.store %v, %B[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	loop := f.Op.Region(0).First().First().Region(0).First().First()
	deps := affine.DependenceComponents(ctx, loop, 2)
	if len(deps) != 1 || len(deps[0]) != 2 || deps[0][0].Lb != 1 || deps[0][0].Ub != 1 || deps[0][1].Lb != 0 || deps[0][1].Ub != 0 {
		t.Fatalf("got %+v, want one dependence [1, 1][0, 0]", deps)
	}
}
