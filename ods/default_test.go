package ods_test

import (
	"bytes"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// defaultDialect has an op whose optional group is anchored on a
// default-valued attribute, like math's `(`fastmath` “ $fastmath^)?`.
var defaultDialect = &ods.Dialect{Name: "dv", Ops: []*ods.Op{{
	Name:     "dv.op",
	Operands: []ods.Operand{{Name: "x", Type: ods.AnyType}},
	Results:  []ods.Result{{Name: "r", Type: ods.AnyType}},
	Attrs: []ods.Attr{{Name: "n", Constraint: ods.I32Attr,
		Default: func(c *ir.Context) ir.Attribute { return c.IntAttr(c.I(32), 0) }}},
	Traits: []ir.Trait{ir.TraitSameOperandsAndResultType},
	Format: "$x (`flag` `` `(` $n^ `)`)? attr-dict `:` type($r)",
}}}

func TestDefaultValuedAnchor(t *testing.T) {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	defaultDialect.MustRegister(ctx)
	src := `%0 = "t.a"() : () -> f32
%1 = dv.op %0 : f32
%2 = dv.op %0 flag(0) : f32
%3 = dv.op %0 flag(3) : f32
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := asm.Print(&out, ctx, f.Op, nil, asm.Flags{}); err != nil {
		t.Fatal(err)
	}
	want := `module {
  %0 = "t.a"() : () -> f32
  %1 = dv.op %0 : f32
  %2 = dv.op %0 : f32
  %3 = dv.op %0 flag(3) : f32
}
`
	if out.String() != want {
		t.Fatalf("got:\n%s\nwant:\n%s", out.String(), want)
	}
	var gen bytes.Buffer
	if err := asm.Print(&gen, ctx, f.Op, nil, asm.Flags{Generic: true}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(gen.Bytes(), []byte(`%1 = "dv.op"(%0) <{n = 0 : i32}> : (f32) -> f32`)) {
		t.Fatalf("default not stored:\n%s", gen.String())
	}
}

func TestContextOf(t *testing.T) {
	ctx := ir.NewContext()
	defaultDialect.MustRegister(ctx)
	op := ir.NewOperation(ctx, &ir.OperationState{Name: ctx.OpInfo("dv.op")})
	if ods.ContextOf(op) != ctx {
		t.Fatal("ContextOf does not return the registering context")
	}
	if ods.ContextOf(ir.NewOperation(ctx, &ir.OperationState{Name: ctx.OpInfo("x.y")})) != nil {
		t.Fatal("ContextOf of an unregistered op")
	}
}
