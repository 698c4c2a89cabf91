package vector

import (
	"testing"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// TestMaskType checks inferTransferOpMaskType: the mask of a transfer is
// shaped as the memory it touches, before permutation and broadcast.
func TestMaskType(t *testing.T) {
	ctx := ir.NewContext()
	f32 := ctx.FloatType(ir.F32)
	d := func(i int) affine.Expr { return affine.Dim(ctx, i) }
	for _, c := range []struct {
		shape []int64
		scal  []bool
		m     *affine.Map
		want  ir.Type
	}{
		{[]int64{4, 8}, nil, affine.Get(ctx, 2, 0, []affine.Expr{d(1), d(0)}), ctx.VectorType([]int64{8, 4}, ctx.I(1), nil)},
		{[]int64{3, 8, 7}, nil, affine.Get(ctx, 3, 0, []affine.Expr{d(0), affine.Constant(ctx, 0), d(2)}), ctx.VectorType([]int64{3, 7}, ctx.I(1), nil)},
		{[]int64{1}, nil, affine.ConstantMap(ctx, 0), ctx.VectorType([]int64{1}, ctx.I(1), nil)},
		{[]int64{2, 4}, []bool{false, true}, affine.Get(ctx, 2, 0, []affine.Expr{d(1), d(0)}), ctx.VectorType([]int64{4, 2}, ctx.I(1), []bool{true, false})},
	} {
		v := ctx.VectorType(c.shape, f32, c.scal)
		if got := maskType(ctx, v, c.m); got != c.want {
			t.Errorf("maskType(%v, %v) = %v, want %v", c.shape, c.m, got, c.want)
		}
	}
}

// TestMinorStrideOfMap checks the unit-stride test of vector.load and
// vector.store on affine layouts.
func TestMinorStrideOfMap(t *testing.T) {
	ctx := ir.NewContext()
	d0, d1 := affine.Dim(ctx, 0), affine.Dim(ctx, 1)
	for _, c := range []struct {
		m    *affine.Map
		want int64
	}{
		{affine.MultiDimIdentityMap(ctx, 2), 1},
		{affine.Get(ctx, 2, 0, []affine.Expr{affine.Add(ctx, affine.MulConst(ctx, d0, 200), affine.MulConst(ctx, d1, 2))}), 2},
		{affine.Get(ctx, 2, 0, []affine.Expr{affine.Add(ctx, affine.MulConst(ctx, d0, 8), d1)}), 1},
		{affine.Get(ctx, 2, 0, []affine.Expr{d1, d0}), 0},
	} {
		if got := minorStrideOfMap(c.m); got != c.want {
			t.Errorf("minorStrideOfMap(%v) = %d, want %d", c.m, got, c.want)
		}
	}
}

// TestEnumAttrs checks the uniquing and names of the dialect's enums.
func TestEnumAttrs(t *testing.T) {
	ctx := ir.NewContext()
	if CombiningKind.Get(ctx, KindMaxSI) != CombiningKind.Get(ctx, KindMaxSI) {
		t.Error("enum attributes are not uniqued")
	}
	if ir.Attribute(CombiningKind.Get(ctx, 1)) == ir.Attribute(IteratorType.Get(ctx, 1)) {
		t.Error("values of different enums are equal")
	}
	for _, c := range []struct {
		a    *EnumAttr
		name string
	}{
		{CombiningKind.Get(ctx, KindMinimumF), "minimumf"},
		{IteratorType.Get(ctx, IteratorReduction), "reduction"},
		{PrintPunctuation.Get(ctx, PunctNewline), "newline"},
	} {
		if got := c.a.Name(); got != c.name {
			t.Errorf("Name() = %q, want %q", got, c.name)
		}
	}
}
