package llvmcommon_test

import (
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
)

func parseType(t *testing.T, ctx *ir.Context, s string) ir.Type {
	t.Helper()
	ty, _, err := asm.ParseTypeText(ctx, s)
	if err != nil {
		t.Fatalf("parse %q: %v", s, err)
	}
	return ty
}

func TestConvertType(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	cases := []struct {
		opts     llvmcommon.Options
		in, want string // want "" : does not convert
	}{
		{llvmcommon.Options{}, "index", "i64"},
		{llvmcommon.Options{IndexBitwidth: 32}, "index", "i32"},
		{llvmcommon.Options{}, "i7", "i7"},
		{llvmcommon.Options{}, "si8", "i8"},
		{llvmcommon.Options{}, "f32", "f32"},
		{llvmcommon.Options{}, "f8E4M3FN", "i8"},
		{llvmcommon.Options{}, "tf32", ""},
		{llvmcommon.Options{}, "complex<f64>", "!llvm.struct<(f64, f64)>"},
		{llvmcommon.Options{}, "(i32) -> f32", "!llvm.ptr"},
		{llvmcommon.Options{}, "vector<f32>", "vector<1xf32>"},
		{llvmcommon.Options{}, "vector<4xindex>", "vector<4xi64>"},
		{llvmcommon.Options{}, "vector<2x3x[4]xf32>", "!llvm.array<2 x array<3 x vector<[4]xf32>>>"},
		{llvmcommon.Options{}, "vector<[2]x4xf32>", ""},
		{llvmcommon.Options{}, "memref<f32>", "!llvm.struct<(ptr, ptr, i64)>"},
		{llvmcommon.Options{}, "memref<4x?xf32, 3>", "!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>"},
		{llvmcommon.Options{IndexBitwidth: 32}, "memref<*xf32>", "!llvm.struct<(i32, ptr)>"},
		{llvmcommon.Options{}, "memref<4xf32, \"gpu\">", ""},
		{llvmcommon.Options{}, "!llvm.array<2 x index>", "!llvm.array<2 x i64>"},
		{llvmcommon.Options{}, "!llvm.struct<(index, ptr)>", "!llvm.struct<(i64, ptr)>"},
		{llvmcommon.Options{}, "!llvm.func<void (index)>", "!llvm.func<void (i64)>"},
		{llvmcommon.Options{}, "tensor<4xf32>", ""},
	}
	for _, c := range cases {
		tc := llvmcommon.NewTypeConverter(ctx, c.opts)
		got := tc.ConvertType(parseType(t, ctx, c.in))
		var gotS string
		if got != nil {
			gotS = asm.TypeString(got)
		}
		var want string
		if c.want != "" {
			want = asm.TypeString(parseType(t, ctx, c.want))
		}
		if gotS != want {
			t.Errorf("%s (%+v): got %q, want %q", c.in, c.opts, gotS, want)
		}
		if llvmcommon.FromConverter(tc.TypeConverter) != tc {
			t.Errorf("FromConverter does not find the converter")
		}
		tc.Release()
	}
}

func TestConvertFunctionSignature(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	cases := []struct {
		bare     bool
		in, want string
		mapping  [][2]int // per input: first new argument, count
	}{
		{false, "(memref<4x?xf32>, index) -> ()", "!llvm.func<void (ptr, ptr, i64, i64, i64, i64, i64, i64)>", [][2]int{{0, 7}, {7, 1}}},
		{false, "(memref<*xf32>) -> (i32, memref<2xf32>)", "!llvm.func<struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> (i64, ptr)>", [][2]int{{0, 2}}},
		{true, "(memref<4xf32>, i1) -> memref<2xf32>", "!llvm.func<ptr (ptr, i1)>", [][2]int{{0, 1}, {1, 1}}},
		{true, "(memref<?xf32>) -> ()", "", nil},
	}
	for _, c := range cases {
		tc := llvmcommon.NewTypeConverter(ctx, llvmcommon.Options{})
		ft := parseType(t, ctx, c.in).(*ir.FunctionType)
		conv := conversion.NewSignatureConversion(len(ft.Inputs))
		got := tc.ConvertFunctionSignature(ft, false, c.bare, conv)
		if c.want == "" {
			if got != nil {
				t.Errorf("%s: converted to %s, want failure", c.in, asm.TypeString(got))
			}
			continue
		}
		if got == nil || asm.TypeString(got) != asm.TypeString(parseType(t, ctx, c.want)) {
			t.Errorf("%s: got %v, want %s", c.in, got, c.want)
			continue
		}
		for i, m := range c.mapping {
			im := conv.InputMapping(i)
			if im == nil || im.InputNo != m[0] || im.Size != m[1] {
				t.Errorf("%s: input %d mapped to %+v, want %v", c.in, i, im, m)
			}
		}
		tc.Release()
	}
}

func TestCWrapperType(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	tc := llvmcommon.NewTypeConverter(ctx, llvmcommon.Options{})
	defer tc.Release()
	ft := parseType(t, ctx, "(memref<2xf32>, i32) -> (i32, f32)").(*ir.FunctionType)
	wt, st := tc.ConvertFunctionTypeCWrapper(ft)
	if want := "!llvm.func<void (ptr, ptr, i32)>"; wt == nil || asm.TypeString(wt) != want {
		t.Errorf("wrapper type %v, want %s", wt, want)
	}
	if st == nil || asm.TypeString(st) != "!llvm.struct<(i32, f32)>" {
		t.Errorf("result struct %v", st)
	}
}
