package ods_test

import (
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// predDialect exercises predicate traits (checked before the native type
// traits, as upstream's OpInvariants), the VerifyTraits hook and upstream's
// SameOperandsAndResultType (element types and compatible shapes).
var predDialect = &ods.Dialect{Name: "pt", Ops: []*ods.Op{
	{
		Name:     "pt.cast",
		Operands: []ods.Operand{{Name: "in", Type: ods.AnyType}},
		Results:  []ods.Result{{Name: "out", Type: ods.AnyType}},
		Traits:   []ir.Trait{ir.TraitSameOperandsAndResultShape},
		Preds: []ods.PredTrait{{Desc: "elements are not both floats", Check: func(op *ir.Operation) bool {
			_, a := ods.ElementOf(op.Operand(0).Type()).(*ir.FloatType)
			_, b := ods.ElementOf(op.Result(0).Type()).(*ir.FloatType)
			return !a || !b
		}}},
		VerifyTraits: func(op *ir.Operation) error {
			if op.Operand(0).Type() == op.Result(0).Type() {
				return op.EmitOpError("same types are cast incompatible")
			}
			return nil
		},
		Verify: func(op *ir.Operation) error { return op.EmitOpError("verify hook reached") },
	},
	{
		Name:         "pt.ew",
		Operands:     []ods.Operand{{Name: "in", Type: ods.AnyType}},
		Results:      []ods.Result{{Name: "out", Type: ods.AnyType}},
		Traits:       []ir.Trait{ir.TraitElementwise},
		VerifyTraits: func(op *ir.Operation) error { return op.EmitOpError("interface verifier first") },
	},
	{
		Name:     "pt.same",
		Operands: []ods.Operand{{Name: "a", Type: ods.AnyType}, {Name: "b", Type: ods.AnyType}},
		Results:  []ods.Result{{Name: "r", Type: ods.AnyType}},
		Traits:   []ir.Trait{ir.TraitSameOperandsAndResultType, ir.TraitSameTypeOperands},
		Preds: []ods.PredTrait{{Desc: "lhs is not i8", Check: func(op *ir.Operation) bool {
			it, ok := op.Operand(0).Type().(*ir.IntegerType)
			return !ok || it.Width != 8
		}}},
	},
}}

func TestPredTraitsAndVerifyTraits(t *testing.T) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	predDialect.MustRegister(ctx)
	ods.TypeText = asm.TypeString
	for _, c := range []struct{ src, want string }{
		// The predicate trait fails before SameOperandsAndResultShape.
		{`%a = "t.a"() : () -> f32
%r = "pt.cast"(%a) : (f32) -> tensor<2xf32>`, "'pt.cast' op failed to verify that elements are not both floats"},
		{`%a = "t.a"() : () -> tensor<2xi32>
%r = "pt.cast"(%a) : (tensor<2xi32>) -> f32`, "'pt.cast' op requires the same shape for all operands and results"},
		{`%a = "t.a"() : () -> i32
%r = "pt.cast"(%a) : (i32) -> i32`, "'pt.cast' op same types are cast incompatible"},
		{`%a = "t.a"() : () -> i32
%r = "pt.cast"(%a) : (i32) -> i64`, "'pt.cast' op verify hook reached"},
		// Interface verifiers come before Elementwise.
		{`%a = "t.a"() : () -> i32
%r = "pt.ew"(%a) : (i32) -> vector<2xi32>`, "'pt.ew' op interface verifier first"},
		// Predicates come before SameTypeOperands.
		{`%a = "t.a"() : () -> i8
%b = "t.b"() : () -> i16
%r = "pt.same"(%a, %b) : (i8, i16) -> i8`, "'pt.same' op failed to verify that lhs is not i8"},
		// SameOperandsAndResultType: a dynamic dimension matches a static
		// one; element types must agree. The InferTypeOpInterface upstream
		// adds with it then wants the first operand's type exactly.
		{`%a = "t.a"() : () -> tensor<?xi32>
%r = "pt.same"(%a, %a) : (tensor<?xi32>, tensor<?xi32>) -> tensor<4xi32>`, "'pt.same' op failed to infer returned types"},
		{`%a = "t.a"() : () -> tensor<4xi32>
%r = "pt.same"(%a, %a) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>`, "'pt.same' op requires the same type for all operands and results"},
		{`%a = "t.a"() : () -> tensor<4xi32, "x">
%r = "pt.same"(%a, %a) : (tensor<4xi32, "x">, tensor<4xi32, "x">) -> tensor<4xi32, "y">`, "'pt.same' op requires the same encoding for all operands and results"},
	} {
		f, err := asm.ParseFile(ctx, "t.mlir", []byte(c.src), asm.Config{AllowUnregistered: true})
		if err != nil {
			t.Fatal(err)
		}
		err = ir.VerifyWithContext(ctx, f.Op)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("%s:\ngot  %q\nwant %q", c.src, got, c.want)
		}
	}
}

// cmpDialect has a TypesMatchWith rule whose source type is parsed and
// whose target is not spelled: the parser checks the source's constraint
// before transforming it, as upstream's generated parsers.
var cmpDialect = &ods.Dialect{Name: "cm", Ops: []*ods.Op{{
	Name:     "cm.cmp",
	Operands: []ods.Operand{{Name: "lhs", Type: ods.SignlessIntegerLike}, {Name: "rhs", Type: ods.SignlessIntegerLike}},
	Results:  []ods.Result{{Name: "result", Type: ods.BoolLike}},
	Traits:   []ir.Trait{ir.TraitSameTypeOperands},
	TypesMatchWith: []ods.TypeRule{{From: "lhs", To: "result", Desc: "result is i1",
		Transform: func(c *ir.Context, _ ir.Type) ir.Type { return c.I(1) }}},
	Format: "$lhs `,` $rhs attr-dict `:` type($lhs)",
}}}

func TestTransformSourceChecked(t *testing.T) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	cmpDialect.MustRegister(ctx)
	ods.TypeText = asm.TypeString
	src := `%a = "t.a"() : () -> f32
%r = cm.cmp %a, %a : f32`
	_, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	want := "t.mlir:2:6: custom op 'cm.cmp' 'lhs' must be signless-integer-like, but got 'f32'"
	if diagText(err) != want {
		t.Fatalf("got %s, want %s", diagText(err), want)
	}
}

// dictDialect checks that attributes written in the attr-dict override the
// ones other format elements parsed (upstream merges the dictionary last).
var dictDialect = &ods.Dialect{Name: "dd", Ops: []*ods.Op{{
	Name:    "dd.c",
	Attrs:   []ods.Attr{{Name: "v", Constraint: ods.I64Attr}},
	Format:  "attr-dict $v",
	Results: []ods.Result{},
}}}

func TestAttrDictWins(t *testing.T) {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	dictDialect.MustRegister(ctx)
	f, err := asm.ParseFile(ctx, "t.mlir", []byte("dd.c {v = 3} 4\ndd.c 5\n"), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var got []int64
	for op := f.Op.Region(0).First().First(); op != nil; op = op.NextInBlock() {
		got = append(got, op.InherentAttr("v").(*ir.IntegerAttr).Int64())
	}
	if len(got) != 2 || got[0] != 3 || got[1] != 5 {
		t.Fatalf("got %v, want [3 5]", got)
	}
}

// strDialect infers a result type from a typed string attribute (upstream's
// StringAttr is a TypedAttr: of type none unless typed).
var strDialect = &ods.Dialect{Name: "sd", Ops: []*ods.Op{{
	Name:          "sd.c",
	Attrs:         []ods.Attr{{Name: "value", Constraint: ods.AnyAttr}},
	Results:       []ods.Result{{Name: "result", Type: ods.AnyType}},
	AllTypesMatch: [][]string{{"value", "result"}},
	Format:        "attr-dict $value",
}}}

func TestStringAttrType(t *testing.T) {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	strDialect.MustRegister(ctx)
	ods.TypeText = asm.TypeString
	f, err := asm.ParseFile(ctx, "t.mlir", []byte("%0 = sd.c \"s\" : i64\n%1 = sd.c \"t\"\n"), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	b := f.Op.Region(0).First()
	if got := b.First().Result(0).Type(); got != ctx.I(64) {
		t.Errorf("typed string: result %s", asm.TypeString(got))
	}
	if got := b.First().NextInBlock().Result(0).Type(); got != ctx.NoneType() {
		t.Errorf("untyped string: result %s", asm.TypeString(got))
	}
	bad := `%0 = "sd.c"() <{value = "s" : i32}> : () -> i64`
	f, err = asm.ParseFile(ctx, "t.mlir", []byte(bad), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.VerifyWithContext(ctx, f.Op); err == nil || err.Error() != "'sd.c' op failed to verify that all of {value, result} have same type" {
		t.Errorf("got %v", err)
	}
}
