package affine_test

import (
	"testing"

	"github.com/gomlir/gomlir/analysis/valuebounds"
	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
	aff "github.com/gomlir/gomlir/ir/affine"
)

// TestStrongCompare orders values through affine.apply, affine.min,
// affine.max and arith.addi bounds, and reports the unknown orders.
func TestStrongCompare(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	src := `func.func @f(%a: index, %b: index) -> (index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0) -> (d0 + 4)>(%a)
  %1 = affine.min affine_map<(d0)[s0] -> (d0 - 1, s0)>(%a)[%b]
  %2 = affine.max affine_map<(d0) -> (d0, 10)>(%a)
  %3 = arith.addi %a, %c3 : index
  return %0, %1, %2, %3, %b : index, index, index, index, index
}
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var ret *ir.Operation
	f.Op.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "func.return" {
			ret = op
		}
		return ir.WalkAdvance
	})
	a := ret.ParentRegion().First().Args()[0]
	v := func(x *ir.Value) affine.BoundVariable {
		return affine.NewBoundVariable(ctx, aff.Get(ctx, 0, 1, []aff.Expr{aff.Symbol(ctx, 0)}), []*ir.Value{x})
	}
	for _, tc := range []struct {
		name     string
		lhs, rhs *ir.Value
		rel      valuebounds.Relation
		want     affine.CompareResult
	}{
		{"apply > arg", ret.Operand(0), a, valuebounds.GT, affine.CompareHolds},
		{"min < arg", ret.Operand(1), a, valuebounds.LT, affine.CompareHolds},
		{"max >= arg", ret.Operand(2), a, valuebounds.GE, affine.CompareHolds},
		{"addi < apply", ret.Operand(3), ret.Operand(0), valuebounds.LT, affine.CompareHolds},
		{"apply < addi fails", ret.Operand(0), ret.Operand(3), valuebounds.LT, affine.CompareFails},
		{"arg vs other arg", a, ret.Operand(4), valuebounds.LT, affine.CompareUnknown},
	} {
		if got := affine.StrongCompare(ctx, v(tc.lhs), tc.rel, v(tc.rhs)); got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
}
