package linalg_test

import (
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/dialect/linalg"
	"github.com/gomlir/gomlir/ir"
)

// parseOps parses src and returns its linalg ops in order.
func parseOps(t *testing.T, src string) []*ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var ops []*ir.Operation
	f.Op.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := ir.OpInterface[linalg.LinalgOp](op); ok {
			ops = append(ops, op)
		}
		return ir.WalkAdvance
	})
	return ops
}

// TestEffectsAndPurity checks the memory effects of structured ops:
// none on tensors (pure, hoistable), reads of buffer inputs, writes of
// buffer inits and reads of those the body uses.
func TestEffectsAndPurity(t *testing.T) {
	ops := parseOps(t, `func.func @f(%t: tensor<4xf32>, %a: memref<4xf32>, %b: memref<4xf32>, %c: f32) {
  %0 = linalg.exp ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  linalg.exp ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  linalg.add ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%b : memref<4xf32>)
  linalg.fill ins(%c : f32) outs(%b : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}`)
	want := []struct {
		effects []ir.MemoryEffect
		pure    bool
	}{
		{nil, true},
		{[]ir.MemoryEffect{ir.EffectRead, ir.EffectWrite}, false},
		{[]ir.MemoryEffect{ir.EffectRead, ir.EffectRead, ir.EffectWrite}, false},
		{[]ir.MemoryEffect{ir.EffectWrite}, false},
		{[]ir.MemoryEffect{ir.EffectRead, ir.EffectRead, ir.EffectWrite}, false},
	}
	if len(ops) != len(want) {
		t.Fatalf("got %d linalg ops, want %d", len(ops), len(want))
	}
	for i, op := range ops {
		effects, known := ir.OpEffects(op)
		if !known {
			t.Errorf("%s: effects unknown", op.Name())
		}
		var kinds []ir.MemoryEffect
		for _, e := range effects {
			kinds = append(kinds, e.Effect)
		}
		if len(kinds) != len(want[i].effects) {
			t.Errorf("op %d (%s): effects %v, want %v", i, op.Name(), kinds, want[i].effects)
			continue
		}
		for j := range kinds {
			if kinds[j] != want[i].effects[j] {
				t.Errorf("op %d (%s): effects %v, want %v", i, op.Name(), kinds, want[i].effects)
			}
		}
		if got := ir.IsPure(op); got != want[i].pure {
			t.Errorf("op %d (%s): pure %v, want %v", i, op.Name(), got, want[i].pure)
		}
	}
}

// TestIndexingMaps checks the maps and loops the named and dst ops
// derive: rank-polymorphic identities, static contraction maps, and those
// of reduce, transpose and broadcast.
func TestIndexingMaps(t *testing.T) {
	ops := parseOps(t, `func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %v: tensor<4xf32>, %s: f32, %tt: tensor<8x4xf32>) {
  %0 = linalg.fill ins(%s : f32) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%v : tensor<4xf32>) dimensions = [1]
  %3 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%tt : tensor<8x4xf32>) permutation = [1, 0]
  %4 = linalg.broadcast ins(%v : tensor<4xf32>) outs(%a : tensor<4x8xf32>) dimensions = [1]
  return
}`)
	want := []struct {
		maps  []string
		iters []int
	}{
		{[]string{"(d0, d1) -> ()", "(d0, d1) -> (d0, d1)"}, []int{0, 0}},
		{[]string{"(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d2, d1)", "(d0, d1, d2) -> (d0, d1)"}, []int{0, 0, 1}},
		{[]string{"(d0, d1) -> (d0, d1)", "(d0, d1) -> (d0)"}, []int{0, 1}},
		{[]string{"(d0, d1) -> (d1, d0)", "(d0, d1) -> (d0, d1)"}, []int{0, 0}},
		{[]string{"(d0, d1) -> (d0)", "(d0, d1) -> (d0, d1)"}, []int{0, 0}},
	}
	for i, op := range ops {
		lop, _ := ir.OpInterface[linalg.LinalgOp](op)
		maps := lop.IndexingMaps(op)
		if len(maps) != len(want[i].maps) {
			t.Fatalf("%s: %d maps, want %d", op.Name(), len(maps), len(want[i].maps))
		}
		for j, m := range maps {
			if m.String() != want[i].maps[j] {
				t.Errorf("%s: map %d = %s, want %s", op.Name(), j, m, want[i].maps[j])
			}
		}
		iters := lop.IteratorTypes(op)
		if len(iters) != len(want[i].iters) {
			t.Errorf("%s: iterators %v, want %v", op.Name(), iters, want[i].iters)
			continue
		}
		for j := range iters {
			if iters[j] != want[i].iters[j] {
				t.Errorf("%s: iterators %v, want %v", op.Name(), iters, want[i].iters)
			}
		}
	}
}
