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

// exampleDialect exercises the format engine with ops shaped like upstream's.
var exampleDialect = &ods.Dialect{Name: "ex", Ops: []*ods.Op{
	{
		Name:     "ex.add",
		Operands: []ods.Operand{{Name: "lhs", Type: ods.SignlessIntegerLike}, {Name: "rhs", Type: ods.SignlessIntegerLike}},
		Results:  []ods.Result{{Name: "result", Type: ods.SignlessIntegerLike}},
		Traits:   []ir.Trait{ir.TraitSameOperandsAndResultType, ir.TraitNoMemoryEffect},
		Format:   "$lhs `,` $rhs attr-dict `:` type($result)",
	},
	{
		Name:       "ex.br",
		Operands:   []ods.Operand{{Name: "destOperands", Type: ods.AnyType, Arity: ods.Variadic}},
		Successors: []ods.Successor{{Name: "dest"}},
		Traits:     []ir.Trait{ir.TraitTerminator},
		Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
	},
	{
		Name:    "ex.const",
		Attrs:   []ods.Attr{{Name: "value", Constraint: ods.TypedAttrC}},
		Results: []ods.Result{{Name: "result", Type: ods.AnyType}},
		Format:  "attr-dict $value",
		InferResultTypes: func(ctx *ir.Context, _ []*ir.Value, attrs ods.AttrGetter, _ []*ir.Region) ([]ir.Type, error) {
			return []ir.Type{attrs("value").(ir.TypedAttr).AttrType()}, nil
		},
	},
	{
		Name:     "ex.call",
		Attrs:    []ods.Attr{{Name: "callee", Constraint: ods.FlatSymbolRefAttr}, {Name: "pure", Constraint: ods.UnitAttrC, Optional: true}},
		Operands: []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
		Results:  []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
		Format:   "(`pure` $pure^)? $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
	},
}}

func TestFormatRoundTrip(t *testing.T) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	exampleDialect.MustRegister(ctx)
	ods.TypeText = asm.TypeString
	src := `%0 = ex.const 7 : i32
%1 = ex.add %0, %0 {tag} : i32
%2:2 = ex.call pure @f(%1, %0) : (i32, i32) -> (i32, f32)
%3 = ex.call @g() : () -> i64
"t.r"() ({
  ex.br ^bb1(%1 : i32)
^bb1(%a: i32):
  ex.br ^bb2
^bb2:
  "t.end"() : () -> ()
}) : () -> ()
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.VerifyWithContext(ctx, f.Op); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := asm.Print(&out, ctx, f.Op, nil, asm.Flags{}); err != nil {
		t.Fatal(err)
	}
	want := `module {
  %0 = ex.const 7 : i32
  %1 = ex.add %0, %0 {tag} : i32
  %2:2 = ex.call pure @f(%1, %0) : (i32, i32) -> (i32, f32)
  %3 = ex.call @g() : () -> i64
  "t.r"() ({
    ex.br ^bb1(%1 : i32)
  ^bb1(%4: i32):  // pred: ^bb0
    ex.br ^bb2
  ^bb2:  // pred: ^bb1
    "t.end"() : () -> ()
  }) : () -> ()
}
`
	if out.String() != want {
		t.Fatalf("got:\n%s\nwant:\n%s", out.String(), want)
	}
	var gen bytes.Buffer
	asm.Print(&gen, ctx, f.Op, nil, asm.Flags{Generic: true})
	if !strings.Contains(gen.String(), `"ex.const"() <{value = 7 : i32}> : () -> i32`) {
		t.Fatalf("generic form lacks properties:\n%s", gen.String())
	}
	// Verifier messages come from the constraints.
	bad := `%0 = "ex.add"(%1, %1) : (f32, f32) -> f32
%1 = "t.def"() : () -> f32`
	f, err = asm.ParseFile(ctx, "t.mlir", []byte(bad), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	err = ir.VerifyWithContext(ctx, f.Op)
	if err == nil || err.Error() != "'ex.add' op operand #0 must be signless-integer-like, but got 'f32'" {
		t.Fatalf("unexpected verifier result: %v", err)
	}
}

func TestGenerateAccessors(t *testing.T) {
	src, err := ods.GenerateAccessors(exampleDialect, "ex")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"type AddOp struct{ *ir.Operation }",
		"func (o AddOp) Lhs() *ir.Value",
		"func (o BrOp) DestOperands() []*ir.Value",
		"func (o CallOp) CalleeAttr() ir.Attribute",
		"func BuildAddOp(b *ir.Builder, loc ir.Location, lhs *ir.Value, rhs *ir.Value, resultType ir.Type, attrs ...ir.NamedAttr) AddOp",
	} {
		if !strings.Contains(string(src), want) {
			t.Errorf("generated code lacks %q", want)
		}
	}
}
