package rewrite_test

import (
	"bytes"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// newTestDialect builds a dialect with a constant and a foldable
// commutative addition; ctx is captured for materialization.
func newTestDialect(ctx *ir.Context) *ods.Dialect {
	add := func(op *ir.Operation, c []ir.Attribute) []ir.FoldResult {
		a, ok1 := c[0].(*ir.IntegerAttr)
		b, ok2 := c[1].(*ir.IntegerAttr)
		if !ok1 || !ok2 {
			return nil
		}
		return []ir.FoldResult{{Attr: ctx.IntAttr(a.Type, a.Int64()+b.Int64())}}
	}
	d := &ods.Dialect{
		Name: "t",
		Ops: []*ods.Op{
			{
				Name:    "t.const",
				Attrs:   []ods.Attr{{Name: "value", Constraint: ods.I64Attr}},
				Results: []ods.Result{{Name: "r", Type: ods.I64}},
				Traits:  []ir.Trait{ir.TraitConstantLike, ir.TraitNoMemoryEffect},
				Format:  "$value attr-dict",
				Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
					return []ir.FoldResult{{Attr: op.InherentAttr("value")}}
				},
			},
			{
				Name:     "t.add",
				Operands: []ods.Operand{{Name: "a", Type: ods.I64}, {Name: "b", Type: ods.I64}},
				Results:  []ods.Result{{Name: "r", Type: ods.I64}},
				Traits:   []ir.Trait{ir.TraitCommutative, ir.TraitNoMemoryEffect},
				Format:   "$a `,` $b attr-dict",
				Fold:     add,
			},
		},
	}
	d.Template.MaterializeConstant = func(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
		st := &ir.OperationState{Name: ctx.LookupOp("t.const"), Loc: loc, Types: []ir.Type{t}}
		st.AddAttr("value", value)
		return b.Create(st)
	}
	return d
}

func TestGreedyFoldsAndHoistsConstants(t *testing.T) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	newTestDialect(ctx).MustRegister(ctx)
	src := `"t.func"() ({
^bb0(%x: i64):
  %a = t.const 1
  %dead = t.add %x, %x
  %b = t.const 2
  %s = t.add %a, %b
  %y = t.add %s, %x
  %z = t.add %a, %x
  "t.use"(%y, %z) : (i64, i64) -> ()
}) : () -> ()
`
	f, err := asm.ParseFile(ctx, "g.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	fn := f.Op.Region(0).First().First()
	rewrite.ApplyGreedily(ctx, fn, rewrite.NewPatternSet(nil), rewrite.DefaultConfig())
	var out bytes.Buffer
	if err := asm.Print(&out, ctx, f.Op, nil, asm.Flags{}); err != nil {
		t.Fatal(err)
	}
	// The folded constant is materialized and hoisted, the dead add is
	// erased, unused constants disappear, and commutative ops get their
	// constant operand on the right. Upstream's canonicalizer gives the same
	// order on the arith equivalent (constants 1 then 3, %x first).
	want := `module {
  "t.func"() ({
  ^bb0(%arg0: i64):
    %0 = t.const 1
    %1 = t.const 3
    %2 = t.add %arg0, %1
    %3 = t.add %arg0, %0
    "t.use"(%2, %3) : (i64, i64) -> ()
  }) : () -> ()
}
`
	if out.String() != want {
		t.Fatalf("got:\n%s\nwant:\n%s", out.String(), want)
	}
}
