package all

import (
	"bytes"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/cf"
	function "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/ir"
)

// TestTypedViews reads IR through the generated views and builds ops with
// the generated builders.
func TestTypedViews(t *testing.T) {
	ctx := ir.NewContext()
	Register(ctx)
	src := `func.func private @f(%a: i32, %b: i32, %c: i1) -> i32 attributes {no_inline} {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  cf.cond_br %c, ^bb1(%0 : i32), ^bb1(%a : i32)
^bb1(%1: i32):
  return %1 : i32
}
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	fn, ok := function.AsFuncOp(f.Op.Region(0).First().First())
	if !ok {
		t.Fatal("first op is not a func.func")
	}
	if fn.SymName() != "f" || fn.SymVisibility() != "private" || !fn.NoInline() || fn.ResAttrsAttr() != nil {
		t.Errorf("func.func attributes: %q %q %v %v", fn.SymName(), fn.SymVisibility(), fn.NoInline(), fn.ResAttrsAttr())
	}
	entry := fn.Body().First()
	add, ok := arith.AsAddIOp(entry.First())
	if !ok {
		t.Fatal("not an arith.addi")
	}
	if add.Lhs() != entry.Arg(0) || add.Rhs() != entry.Arg(1) || add.Result() != add.Operation.Result(0) {
		t.Error("arith.addi operands or result")
	}
	if flags := add.OverflowFlagsAttr(); flags == nil || flags.Flags != 1 {
		t.Errorf("overflow flags: %v", flags)
	}
	if _, ok := arith.AsSubIOp(add.Operation); ok {
		t.Error("arith.addi viewed as arith.subi")
	}
	br, ok := cf.AsCondBranchOp(add.NextInBlock())
	if !ok {
		t.Fatal("not a cf.cond_br")
	}
	if br.Condition() != entry.Arg(2) || len(br.TrueDestOperands()) != 1 || br.TrueDestOperands()[0] != add.Result() ||
		br.FalseDestOperands()[0] != entry.Arg(0) || br.TrueDest() != br.FalseDest() {
		t.Error("cf.cond_br operand groups or successors")
	}

	// Builders: a new subtraction of the addition's operands and a return
	// of it, in a fresh block.
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(add.Operation)
	sub := arith.BuildSubIOp(b, add.Loc(), add.Lhs(), add.Rhs(), ctx.I(32))
	mul := arith.BuildMulIOp(b, add.Loc(), sub.Result(), sub.Result(), ctx.I(32),
		ir.NamedAttr{Name: "overflowFlags", Value: arith.Overflow(ctx, 2)})
	add.Operation.ReplaceAllUsesWith([]*ir.Value{mul.Result()})
	add.Erase()
	if err := ir.VerifyWithContext(ctx, f.Op); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := asm.Print(&out, ctx, f.Op, f.Resources, asm.Flags{}); err != nil {
		t.Fatal(err)
	}
	want := `module {
  func.func private @f(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 attributes {no_inline} {
    %0 = arith.subi %arg0, %arg1 : i32
    %1 = arith.muli %0, %0 overflow<nuw> : i32
    cf.cond_br %arg2, ^bb1(%1 : i32), ^bb1(%arg0 : i32)
  ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb0
    return %2 : i32
  }
}
`
	if out.String() != want {
		t.Errorf("printed:\n%s\nwant:\n%s", out.String(), want)
	}
}
