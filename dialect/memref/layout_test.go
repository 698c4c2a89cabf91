package memref_test

import (
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
)

// typeOf parses a type by reading it as the result of an unregistered op.
func typeOf(t *testing.T, ctx *ir.Context, s string) *ir.MemRefType {
	t.Helper()
	f, err := asm.ParseFile(ctx, "t", []byte(`"t.x"() : () -> `+s), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	op := f.Op.Region(0).First().First()
	return op.Result(0).Type().(*ir.MemRefType)
}

func newCtx() *ir.Context {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	all.Register(ctx)
	return ctx
}

// The expected types are upstream mlir-opt's.
func TestLayoutInference(t *testing.T) {
	ctx := newCtx()
	d := ir.Dynamic
	cases := []struct {
		name string
		got  func() ir.Type
		want string
	}{
		{"subview static", func() ir.Type {
			return memref.SubviewResultType(ctx, typeOf(t, ctx, "memref<8x16x4xf32>"), []int64{1, 2, 1}, []int64{1, 6, 3}, []int64{1, 1, 1})
		}, "memref<1x6x3xf32, strided<[64, 4, 1], offset: 73>>"},
		{"subview dynamic", func() ir.Type {
			return memref.SubviewResultType(ctx, typeOf(t, ctx, "memref<?x?xf32>"), []int64{d, 4}, []int64{4, d}, []int64{1, 2})
		}, "memref<4x?xf32, strided<[?, 2], offset: ?>>"},
		{"subview zero stride", func() ir.Type {
			return memref.SubviewResultType(ctx, typeOf(t, ctx, "memref<?x?xf32, strided<[?, ?], offset: ?>>"), []int64{0, 0}, []int64{2, 2}, []int64{0, 1})
		}, "memref<2x2xf32, strided<[0, ?], offset: ?>>"},
		{"collapse strided", func() ir.Type {
			ty, _ := memref.CollapsedType(ctx, typeOf(t, ctx, "memref<3x4xf32, strided<[4, 1], offset: 2>>"), [][]int64{{0, 1}})
			return ty
		}, "memref<12xf32, strided<[1], offset: 2>>"},
		{"expand strided", func() ir.Type {
			ty, _ := memref.ExpandedType(ctx, typeOf(t, ctx, "memref<30x20xf32, strided<[4000, 2]>>"), []int64{2, 15, 20}, [][]int64{{0, 1}, {2}})
			return ty
		}, "memref<2x15x20xf32, strided<[60000, 4000, 2]>>"},
		{"expand identity strided", func() ir.Type {
			ty, _ := memref.ExpandedType(ctx, typeOf(t, ctx, "memref<8xf32, strided<[1]>>"), []int64{4, 2}, [][]int64{{0, 1}})
			return ty
		}, "memref<4x2xf32>"},
		{"transpose", func() ir.Type {
			m := typeOf(t, ctx, "memref<?x?xf32, affine_map<(d0, d1) -> (d1, d0)>>")
			perm := m.Layout.(*ir.AffineMapAttr).Map
			return memref.TransposeResultType(ctx, typeOf(t, ctx, "memref<?x?xf32>"), perm)
		}, "memref<?x?xf32, strided<[1, ?]>>"},
		{"canonical affine", func() ir.Type {
			return memref.CanonicalizeStridedLayout(ctx, typeOf(t, ctx, "memref<?x?xf32, affine_map<(i, j)[off, M] -> (off + M * i + j)>>"))
		}, "memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>"},
		{"canonical strided identity", func() ir.Type {
			return memref.CanonicalizeStridedLayout(ctx, typeOf(t, ctx, "memref<3x4xf32, strided<[4, 1]>>"))
		}, "memref<3x4xf32>"},
	}
	for _, c := range cases {
		if got := asm.TypeString(c.got()); got != c.want {
			t.Errorf("%s: got %s, want %s", c.name, got, c.want)
		}
	}
}

func TestStridesAndOffset(t *testing.T) {
	ctx := newCtx()
	d := ir.Dynamic
	cases := []struct {
		typ     string
		strides []int64
		offset  int64
		ok      bool
	}{
		{"memref<4x0x3xf32>", []int64{d, 3, 1}, 0, true},
		{"memref<2x?x4xf32>", []int64{d, 4, 1}, 0, true},
		{"memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 * s0 + 3)>>", []int64{8, d}, 3, true},
		{"memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>", nil, 0, false},
		{"memref<4xf32, affine_map<(d0) -> (d0 mod 4)>>", nil, 0, false},
	}
	for _, c := range cases {
		strides, offset, ok := memref.StridesAndOffset(ctx, typeOf(t, ctx, c.typ))
		if ok != c.ok || ok && (offset != c.offset || len(strides) != len(c.strides)) {
			t.Errorf("%s: got %v %d %v", c.typ, strides, offset, ok)
			continue
		}
		for i := range strides {
			if strides[i] != c.strides[i] {
				t.Errorf("%s: got strides %v, want %v", c.typ, strides, c.strides)
			}
		}
	}
}
