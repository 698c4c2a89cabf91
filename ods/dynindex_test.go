package ods_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// sliceOSS is the offset/size/stride layout of the example slice op.
var sliceOSS = ods.OffsetSizeAndStride{Offsets: 1, Rank: func(*ir.Operation) int { return 2 }}

// sliceDialect has an op shaped like tensor.extract_slice: a source, then
// offsets, sizes and strides read by custom<DynamicIndexList>.
var sliceDialect = &ods.Dialect{Name: "sx", Ops: []*ods.Op{{
	Name: "sx.slice",
	Operands: []ods.Operand{{Name: "source", Type: ods.AnyType},
		{Name: "offsets", Type: ods.Index, Arity: ods.Variadic},
		{Name: "sizes", Type: ods.Index, Arity: ods.Variadic},
		{Name: "strides", Type: ods.Index, Arity: ods.Variadic}},
	Attrs: []ods.Attr{{Name: "static_offsets", Constraint: ods.DenseI64ArrayAttr},
		{Name: "static_sizes", Constraint: ods.DenseI64ArrayAttr},
		{Name: "static_strides", Constraint: ods.DenseI64ArrayAttr}},
	Traits:     []ir.Trait{ir.TraitAttrSizedOperandSegments},
	Interfaces: ir.Interfaces{sliceOSS},
	Format: "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) " +
		"custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source)",
	CustomDirectives: map[string]ods.CustomDirective{"DynamicIndexList": ods.DynamicIndexList},
	VerifyTraits:     sliceOSS.Verify,
}}}

func sliceContext() *ir.Context {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	sliceDialect.MustRegister(ctx)
	ods.TypeText = asm.TypeString
	return ctx
}

func TestDynamicIndexListRoundTrip(t *testing.T) {
	ctx := sliceContext()
	src := `%t = "t.t"() : () -> f32
%i = "t.i"() : () -> index
sx.slice %t[0, %i] [%i, 4] [1, 1] : f32
sx.slice %t[] [] [] {a} : f32
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	var out, gen bytes.Buffer
	asm.Print(&out, ctx, f.Op, nil, asm.Flags{})
	for _, want := range []string{"sx.slice %0[0, %1] [%1, 4] [1, 1] : f32\n", "sx.slice %0[] [] [] {a} : f32\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	asm.Print(&gen, ctx, f.Op, nil, asm.Flags{Generic: true})
	want := `"sx.slice"(%0, %1, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (f32, index, index) -> ()`
	if !strings.Contains(gen.String(), want) {
		t.Errorf("generic output lacks %q:\n%s", want, gen.String())
	}
	op := f.Op.Region(0).First().Ops()[2]
	offsets, sizes, _ := sliceOSS.MixedOffsetsSizesStrides(op)
	if ods.ConstantIntOf(offsets[0]) != 0 || offsets[1].Value == nil || sizes[0].Value != offsets[1].Value || ods.ConstantIntOf(sizes[1]) != 4 {
		t.Errorf("mixed offsets %v, sizes %v", offsets, sizes)
	}
	static, dynamic := ods.DispatchMixed(sizes)
	if len(static) != 2 || static[0] != ir.Dynamic || static[1] != 4 || len(dynamic) != 1 {
		t.Errorf("DispatchMixed = %v, %v", static, dynamic)
	}
}

func TestDynamicIndexListErrors(t *testing.T) {
	ctx := sliceContext()
	for _, c := range []struct{ src, want string }{
		{"sx.slice %t[0, 0] [x] [1, 1] : f32", "expected integer value"},
		{"sx.slice %t 0] [1, 1] [1, 1] : f32", "expected '[' in dynamic index list"},
		{"sx.slice %t[0 0] [1, 1] [1, 1] : f32", "expected ']' in dynamic index list"},
		{"sx.slice %t[0] [1, 1] [1, 1] : f32", "expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed."},
		{"sx.slice %t[0, 0] [1, 1] [1] : f32", "expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed."},
		{"sx.slice %t[0, 0, 0] [1, 1, 1] [1, 1, 1] : f32", "expected 2 offset values, got 3"},
		{"sx.slice %t[0, -1] [1, 1] [1, 1] : f32", "expected offsets to be non-negative, but got -1"},
		{"sx.slice %t[0, 0] [1, -2] [1, 1] : f32", "expected sizes to be non-negative, but got -2"},
	} {
		var diags []string
		ctx.SetDiagHandler(func(d *ir.Diagnostic) { diags = append(diags, d.Message) })
		src := "%t = \"t.t\"() : () -> f32\n" + c.src + "\n"
		f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
		if err == nil {
			err = ir.VerifyWithContext(ctx, f.Op)
		}
		if err != nil {
			diags = append(diags, err.Error())
		}
		if !strings.Contains(strings.Join(diags, "\n"), c.want) {
			t.Errorf("%s: diagnostics %q lack %q", c.src, diags, c.want)
		}
	}
}

func TestOffsetSizeAndStrideMaxRanks(t *testing.T) {
	oss := ods.OffsetSizeAndStride{Offsets: 1, MaxRanks: func(*ir.Operation) [3]int { return [3]int{1, 2, 2} }}
	if got := oss.ArrayAttrMaxRanks(nil); got != [3]int{1, 2, 2} {
		t.Errorf("ArrayAttrMaxRanks = %v", got)
	}
}
