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

var traitDialect = &ods.Dialect{Name: "tr", Ops: []*ods.Op{
	{
		Name:     "tr.ew",
		Operands: []ods.Operand{{Name: "a", Type: ods.AnyType}, {Name: "b", Type: ods.AnyType}},
		Results:  []ods.Result{{Name: "r", Type: ods.AnyType}},
		Traits:   []ir.Trait{ir.TraitElementwise},
	},
	{
		Name:     "tr.shape",
		Operands: []ods.Operand{{Name: "a", Type: ods.AnyType}},
		Results:  []ods.Result{{Name: "lo", Type: ods.AnyType}, {Name: "hi", Type: ods.AnyType}},
		Traits:   []ir.Trait{ir.TraitSameOperandsAndResultShape},
	},
}}

func TestShapeTraits(t *testing.T) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	traitDialect.MustRegister(ctx)
	ods.TypeText = asm.TypeString
	for _, c := range []struct{ src, err string }{
		{`%0 = "tr.ew"(%a, %b) : (f32, vector<2xf32>) -> vector<2xf32>`, ""},
		{`%0 = "tr.ew"(%a, %a) : (f32, f32) -> vector<2xf32>`, "if a result is non-scalar, then at least one operand must be non-scalar"},
		{`%0 = "tr.ew"(%a, %b) : (f32, vector<2xf32>) -> f32`, "if an operand is non-scalar, then there must be at least one non-scalar result"},
		{`%0 = "tr.ew"(%a, %b) : (tensor<2xf32>, vector<2xf32>) -> vector<2xf32>`, "all non-scalar operands/results must have the same shape and base type"},
		{`%0 = "tr.ew"(%a, %b) : (tensor<*xf32>, tensor<2xf32>) -> tensor<2xf32>`, "all non-scalar operands/results must have the same shape and base type"},
		{`%0 = "tr.ew"(%a, %b) : (tensor<?xf32>, tensor<2xf32>) -> tensor<2xi1>`, ""},
		{`%0 = "tr.ew"(%a, %b) : (vector<3xf32>, vector<2xf32>) -> vector<2xf32>`, "all non-scalar operands/results must have the same shape and base type"},
		{`%0:2 = "tr.shape"(%a) : (tensor<2xf32>) -> (tensor<?xi1>, tensor<*xf32>)`, ""},
		{`%0:2 = "tr.shape"(%a) : (tensor<2xf32>) -> (tensor<3xi1>, tensor<2xf32>)`, "requires the same shape for all operands and results"},
		{`%0:2 = "tr.shape"(%a) : (f32) -> (tensor<2xi1>, f32)`, "requires the same shape for all operands and results"},
		{`%0:2 = "tr.shape"(%a) : (vector<[2]xf32>) -> (vector<2xi1>, vector<[2]xf32>)`, "requires the same shape for all operands and results"},
		{`%0 = "tr.shape"(%a) : (f32) -> f32`, "'tr.shape' op expected 2 results"},
	} {
		ins := c.src[strings.Index(c.src, ": (")+3 : strings.Index(c.src, ") ->")]
		src := ""
		for i, ty := range splitTypes(ins) {
			src += "%" + string(rune('a'+i)) + " = \"t.def\"() : () -> " + ty + "\n"
		}
		src += c.src
		f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		err = ir.VerifyWithContext(ctx, f.Op)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if !strings.HasSuffix(got, c.err) || (c.err == "") != (got == "") {
			t.Errorf("%s: got %q, want %q", c.src, got, c.err)
		}
	}
}

func TestDefaultResultNames(t *testing.T) {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	traitDialect.MustRegister(ctx)
	src := `%0 = "t.def"() : () -> f32
%1:2 = "tr.shape"(%0) : (f32) -> (f32, f32)
%2 = "tr.ew"(%1#0, %1#1) : (f32, f32) -> f32
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := asm.Print(&out, ctx, f.Op, nil, asm.Flags{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `%lo, %hi = "tr.shape"(%0) : (f32) -> (f32, f32)`) ||
		!strings.Contains(out.String(), `%1 = "tr.ew"(%lo, %hi)`) {
		t.Fatalf("result names:\n%s", out.String())
	}
}

// splitTypes splits a comma-separated type list at top-level commas.
func splitTypes(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, c := range s {
		switch c {
		case '<', '(', '[':
			depth++
		case '>', ')', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(s[start:]))
}
