package ods_test

import (
	"bytes"
	"fmt"
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
		"func (o BrOp) Dest() *ir.Block { return o.Operation.Successor(0) }",
		"func (o CallOp) CalleeAttr() *ir.SymbolRefAttr",
		"func (o CallOp) Pure() bool",
		"func (o ConstOp) ValueAttr() ir.Attribute",
		"func BuildAddOp(b *ir.Builder, loc ir.Location, lhs *ir.Value, rhs *ir.Value, resultType ir.Type, attrs ...ir.NamedAttr) AddOp",
		"func BuildBrOp(b *ir.Builder, loc ir.Location, destOperands []*ir.Value, dest *ir.Block, attrs ...ir.NamedAttr) BrOp",
	} {
		if !strings.Contains(string(src), want) {
			t.Errorf("generated code lacks %q", want)
		}
	}
}

// callDialect exercises whole-group type rules (TypesMatchWith over a
// function type), class-checked types and the attribute check order.
var callDialect = &ods.Dialect{Name: "cx", Ops: []*ods.Op{
	{
		Name:     "cx.icall",
		Operands: []ods.Operand{{Name: "callee", Type: ods.FunctionType}, {Name: "args", Type: ods.AnyType, Arity: ods.Variadic}},
		Results:  []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
		TypesMatchWith: []ods.TypeRule{
			{From: "callee", To: "args", Desc: "callee input types match argument types",
				TransformList: func(_ *ir.Context, t ir.Type) []ir.Type { return t.(*ir.FunctionType).Inputs }},
			{From: "callee", To: "results", Desc: "callee result types match result types",
				TransformList: func(_ *ir.Context, t ir.Type) []ir.Type { return t.(*ir.FunctionType).Results }},
		},
		Format: "$callee `(` $args `)` attr-dict `:` type($callee)",
	},
	{
		Name:     "cx.split",
		Attrs:    []ods.Attr{{Name: "str", Constraint: ods.StrAttr}},
		Operands: []ods.Operand{{Name: "args", Type: ods.AnyType, Arity: ods.Variadic}},
		Format:   "$str attr-dict (`:` type($args)^)?",
	},
	{
		Name:     "cx.fma",
		Operands: []ods.Operand{{Name: "a", Type: ods.AnyType}, {Name: "b", Type: ods.AnyType}, {Name: "c", Type: ods.AnyType, Arity: ods.Variadic}},
		Results:  []ods.Result{{Name: "res", Type: ods.AnyType}},
		Format:   "`(` operands `)` attr-dict `:` functional-type(operands, results)",
	},
	{
		Name:  "cx.attrs",
		Attrs: []ods.Attr{{Name: "zeta", Constraint: ods.I64Attr}, {Name: "alpha", Constraint: ods.I64Attr}},
	},
}}

func TestFormatTypeRulesAndErrors(t *testing.T) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	callDialect.MustRegister(ctx)
	exampleDialect.MustRegister(ctx)
	ods.TypeText = asm.TypeString
	src := `%f = "t.f"() : () -> ((i32, f32) -> i64)
%a = "t.a"() : () -> i32
%b = "t.b"() : () -> f32
%r = cx.icall %f(%a, %b) : (i32, f32) -> i64
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.VerifyWithContext(ctx, f.Op); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	asm.Print(&out, ctx, f.Op, nil, asm.Flags{})
	if !strings.Contains(out.String(), "%3 = cx.icall %0(%1, %2) : (i32, f32) -> i64") {
		t.Fatalf("unexpected output:\n%s", out.String())
	}
	for _, c := range []struct{ src, want string }{
		// Operand/type count mismatches, class-checked types: upstream's
		// messages, prefixed as errors of a custom op parser.
		{`%f = "t.f"() : () -> ((i32) -> i64)
%a = "t.a"() : () -> i32
%r = cx.icall %f(%a, %a) : (i32) -> i64`, "t.mlir:3:18: custom op 'cx.icall' number of operands and types do not match: got 2 operands and 1 types"},
		{`%a = "t.a"() : () -> i32
%r = cx.icall %a(%a) : i32`, "t.mlir:2:24: custom op 'cx.icall' invalid kind of type specified: expected builtin.function, but found 'i32'"},
		// Operands of the `operands` directive resolve together, at the
		// directive.
		{`%a = "t.a"() : () -> i32
%r = cx.fma(%a, %a, %a) : (i32, i32) -> i32`, "t.mlir:2:13: custom op 'cx.fma' number of operands and types do not match: got 3 operands and 2 types"},
		// Operands the format never parsed are reported at the op's name.
		{"\n  cx.split \"s\" : i32", "t.mlir:2:3: custom op 'cx.split' number of operands and types do not match: got 0 operands and 1 types"},
		// Inherent attributes of an attr-dict are checked when parsing.
		{`%r = ex.call @g() {pure = 1} : () -> i64`, "t.mlir:1:19: custom op 'ex.call' 'ex.call' op attribute 'pure' failed to satisfy constraint: unit attribute"},
		// So are those of the generic form when it has no properties.
		{`%r = "ex.call"() {callee = "g"} : () -> i64`, "t.mlir:1:6: 'ex.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute"},
	} {
		_, err := asm.ParseFile(ctx, "t.mlir", []byte(c.src), asm.Config{AllowUnregistered: true})
		if err == nil || diagText(err) != c.want {
			t.Errorf("%s: got %v, want %s", c.src, diagText(err), c.want)
		}
	}
	for _, c := range []struct{ src, want string }{
		{`%f = "t.f"() : () -> ((i32) -> i64)
%a = "t.a"() : () -> f32
%r = "cx.icall"(%f, %a) : ((i32) -> i64, f32) -> i64`, "'cx.icall' op failed to verify that callee input types match argument types"},
		{`%f = "t.f"() : () -> ((i32) -> i64)
%a = "t.a"() : () -> i32
%r:2 = "cx.icall"(%f, %a) : ((i32) -> i64, i32) -> (i64, i64)`, "'cx.icall' op failed to verify that callee result types match result types"},
		// Missing attributes are reported in name order, constraints in
		// declaration order.
		{`"cx.attrs"() : () -> ()`, "'cx.attrs' op requires attribute 'alpha'"},
		{`"cx.attrs"() <{alpha = 1 : i32, zeta = 1 : i32}> : () -> ()`, "'cx.attrs' op attribute 'zeta' failed to satisfy constraint: 64-bit signless integer attribute"},
	} {
		f, err := asm.ParseFile(ctx, "t.mlir", []byte(c.src), asm.Config{AllowUnregistered: true})
		if err != nil {
			t.Fatal(err)
		}
		err = ir.VerifyWithContext(ctx, f.Op)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: got %v, want %s", c.src, err, c.want)
		}
	}
}

func diagText(err error) string {
	if d, ok := err.(*ir.Diagnostic); ok {
		if fl, ok := d.Loc.(*ir.FileLineColLoc); ok {
			return fmt.Sprintf("%s:%d:%d: %s", fl.File(), fl.Line, fl.Col, d.Message)
		}
	}
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

// groupsDialect exercises custom directives (operand groups, a
// VariadicOfVariadic group and its segment attribute), dense array
// attributes in formats and default segment sizes.
var groupsDialect = &ods.Dialect{Name: "gx", Ops: []*ods.Op{{
	Name: "gx.groups",
	Operands: []ods.Operand{
		{Name: "first", Type: ods.AnyType, Arity: ods.Variadic},
		{Name: "rest", Type: ods.AnyType, Arity: ods.VariadicOfVariadic, SegmentAttr: "rest_segments"},
	},
	Attrs: []ods.Attr{
		{Name: "rest_segments", Constraint: ods.DenseI32ArrayAttr},
		{Name: "weights", Constraint: ods.DenseI32ArrayAttr, Optional: true},
	},
	Traits: []ir.Trait{ir.TraitAttrSizedOperandSegments},
	Format: "(`weights` `(` $weights^ `)`)? custom<Groups>($first, type($first), $rest, type($rest)) attr-dict",
	CustomDirectives: map[string]ods.CustomDirective{"Groups": {
		Parse: func(p ir.OpParser, _ *ir.OperationState, args []ods.DirectiveArg) error {
			var uses [][]ir.UnresolvedOperand
			var types [][]ir.Type
			for p.ParseOptionalPunct("(") {
				var u []ir.UnresolvedOperand
				var ts []ir.Type
				for p.IsOperand() {
					o, err := p.ParseOperand()
					if err != nil {
						return err
					}
					u = append(u, o)
					p.ParseOptionalPunct(",")
				}
				if p.ParseOptionalPunct(":") {
					for {
						t, err := p.ParseType()
						if err != nil {
							return err
						}
						ts = append(ts, t)
						if !p.ParseOptionalPunct(",") {
							break
						}
					}
				}
				if err := p.ParsePunct(")"); err != nil {
					return err
				}
				uses, types = append(uses, u), append(types, ts)
			}
			if len(uses) == 0 {
				return p.Errorf("expected a group")
			}
			args[0].SetOperands(uses[0])
			args[1].SetTypes(types[0])
			args[2].SetOperandGroups(uses[1:])
			args[3].SetTypeGroups(types[1:])
			return nil
		},
		Print: func(p ir.OpPrinter, op *ir.Operation, args []ods.DirectiveArg) {
			groups := append([][]*ir.Value{args[0].Operands(op)}, args[2].OperandGroups(op)...)
			for i, g := range groups {
				if i > 0 {
					p.WriteString(" ")
				}
				p.WriteString("(")
				for j, v := range g {
					if j > 0 {
						p.WriteString(", ")
					}
					p.PrintOperand(v)
				}
				if len(g) > 0 {
					p.WriteString(" : ")
					for j, v := range g {
						if j > 0 {
							p.WriteString(", ")
						}
						p.PrintType(v.Type())
					}
				}
				p.WriteString(")")
			}
		},
	}},
}}}

func TestFormatCustomDirectiveGroups(t *testing.T) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	groupsDialect.MustRegister(ctx)
	ods.TypeText = asm.TypeString
	src := `%a = "t.a"() : () -> i32
%b = "t.b"() : () -> f32
gx.groups weights([3, 0, -1]) (%a : i32) (%b, %a : f32, i32) () (%b : f32)
gx.groups (%a : i32) {z}
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.VerifyWithContext(ctx, f.Op); err != nil {
		t.Fatal(err)
	}
	var out, gen bytes.Buffer
	asm.Print(&out, ctx, f.Op, nil, asm.Flags{})
	for _, want := range []string{
		"gx.groups weights([3, 0, -1]) (%0 : i32) (%1, %0 : f32, i32) () (%1 : f32)\n",
		"gx.groups (%0 : i32) {z}\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	asm.Print(&gen, ctx, f.Op, nil, asm.Flags{Generic: true})
	for _, want := range []string{
		`"gx.groups"(%0, %1, %0, %1) <{operandSegmentSizes = array<i32: 1, 3>, rest_segments = array<i32: 2, 0, 1>, weights = array<i32: 3, 0, -1>}> : (i32, f32, i32, f32) -> ()`,
		`"gx.groups"(%0) <{operandSegmentSizes = array<i32: 1, 0>, rest_segments = array<i32>}> {z} : (i32) -> ()`,
	} {
		if !strings.Contains(gen.String(), want) {
			t.Errorf("generic output lacks %q:\n%s", want, gen.String())
		}
	}
	for _, c := range []struct{ src, want string }{
		// The segment attribute must cover the group; segment sizes default
		// to zeros.
		{`%a = "t.a"() : () -> i32
"gx.groups"(%a, %a) <{operandSegmentSizes = array<i32: 1, 1>, rest_segments = array<i32: 2>}> : (i32, i32) -> ()`,
			"'gx.groups' op rest count (1) does not match with the total size (2) specified in attribute 'rest_segments'"},
		{`%a = "t.a"() : () -> i32
"gx.groups"(%a) <{rest_segments = array<i32>}> : (i32) -> ()`,
			"'gx.groups' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'"},
	} {
		f, err := asm.ParseFile(ctx, "t.mlir", []byte(c.src), asm.Config{AllowUnregistered: true})
		if err != nil {
			t.Fatal(err)
		}
		err = ir.VerifyWithContext(ctx, f.Op)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: got %v, want %s", c.src, err, c.want)
		}
	}
	// Properties are converted as upstream: storage classes are checked,
	// unknown names dropped.
	for _, c := range []struct{ src, want string }{
		{`"gx.groups"() <{rest_segments = [1]}> : () -> ()`,
			"t.mlir:1:1: invalid properties {rest_segments = [1]} for op gx.groups: Invalid attribute `rest_segments` in property conversion: [1]"},
		{`"gx.groups"() <{rest_segments = array<i32>, unknown = 1}> {other = 2} : () -> ()`, ""},
	} {
		f, err := asm.ParseFile(ctx, "t.mlir", []byte(c.src), asm.Config{AllowUnregistered: true})
		if c.want != "" {
			if err == nil || diagText(err) != c.want {
				t.Errorf("%s: got %v, want %s", c.src, diagText(err), c.want)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		var g bytes.Buffer
		asm.Print(&g, ctx, f.Op, nil, asm.Flags{Generic: true})
		if !strings.Contains(g.String(), `"gx.groups"() <{operandSegmentSizes = array<i32: 0, 0>, rest_segments = array<i32>}> {other = 2 : i64} : () -> ()`) {
			t.Errorf("unexpected generic output:\n%s", g.String())
		}
	}
}

// TestVerifyOrder checks upstream's order: count traits and declared
// constraints, then the core traits (here Terminator), then Verify.
func TestVerifyOrder(t *testing.T) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	(&ods.Dialect{Name: "vo", Ops: []*ods.Op{{
		Name:   "vo.term",
		Attrs:  []ods.Attr{{Name: "n", Constraint: ods.I64Attr, Optional: true}},
		Traits: []ir.Trait{ir.TraitTerminator},
		Verify: func(op *ir.Operation) error { return op.EmitOpError("custom verifier") },
	}}}).MustRegister(ctx)
	for _, c := range []struct{ src, want string }{
		{`%0 = "t.x"() : () -> i32
"vo.term"(%0) : (i32) -> ()
"t.y"() : () -> ()`, "'vo.term' op requires zero operands"},
		{`"vo.term"() <{n = 1 : i32}> : () -> ()
"t.y"() : () -> ()`, "'vo.term' op attribute 'n' failed to satisfy constraint: 64-bit signless integer attribute"},
		{`"vo.term"() : () -> ()
"t.y"() : () -> ()`, "'vo.term' op must be the last operation in the parent block"},
		{`"vo.term"() : () -> ()`, "'vo.term' op custom verifier"},
	} {
		f, err := asm.ParseFile(ctx, "t.mlir", []byte(c.src), asm.Config{AllowUnregistered: true})
		if err != nil {
			t.Fatal(err)
		}
		err = ir.VerifyWithContext(ctx, f.Op)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: got %v, want %s", c.src, err, c.want)
		}
	}
}
