package testdialect

import (
	"github.com/gomlir/gomlir/analysis/intrange"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The test ops of integer range analysis: test.with_bounds produces a
// value of the given bounds, test.reflect_bounds records the bounds the
// analysis found for its operand in its attributes.

// apIntAttr is APIntAttr: any integer attribute.
var apIntAttr = ods.AttrConstraint{Desc: "arbitrary integer attribute", GoType: "*ir.IntegerAttr",
	Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.IntegerAttr); return ok }}

var intRangeOps = []*ods.Op{
	{
		Name: "test.with_bounds",
		Attrs: []ods.Attr{{Name: "umin", Constraint: apIntAttr}, {Name: "umax", Constraint: apIntAttr},
			{Name: "smin", Constraint: apIntAttr}, {Name: "smax", Constraint: apIntAttr}},
		Results:    []ods.Result{{Name: "fakeVal", Type: ods.AnyType}},
		Traits:     []ir.Trait{ir.TraitNoMemoryEffect},
		Format:     "attr-dict `:` type($fakeVal)",
		Interfaces: ir.Interfaces{intrange.Infer(inferWithBounds)},
	},
	{
		Name: "test.reflect_bounds",
		Attrs: []ods.Attr{{Name: "umin", Constraint: apIntAttr, Optional: true}, {Name: "umax", Constraint: apIntAttr, Optional: true},
			{Name: "smin", Constraint: apIntAttr, Optional: true}, {Name: "smax", Constraint: apIntAttr, Optional: true}},
		Operands:      []ods.Operand{{Name: "value", Type: ods.AnyType}},
		Results:       []ods.Result{{Name: "result", Type: ods.AnyType}},
		AllTypesMatch: [][]string{{"value", "result"}},
		Format:        "attr-dict $value `:` type($value)",
		Interfaces:    ir.Interfaces{intrange.Infer(inferReflectBounds)},
	},
}

func inferWithBounds(op *ir.Operation, _ []intrange.Range) intrange.Range {
	w := intrange.StorageWidth(op.Result(0).Type())
	bound := func(name string) intrange.Range {
		a, _ := op.InherentAttr(name).(*ir.IntegerAttr)
		return intrange.Constant(w, a.BigInt())
	}
	umin, umax, smin, smax := bound("umin"), bound("umax"), bound("smin"), bound("smax")
	return intrange.Range{W: w, UMin: umin.UMin, UMax: umax.UMin, SMin: smin.SMin, SMax: smax.SMin}
}

// inferReflectBounds stores the operand's bounds, typed ui<w>/si<w> for
// integers and with the element type otherwise, and passes them on.
func inferReflectBounds(op *ir.Operation, args []intrange.Range) intrange.Range {
	ctx := ods.ContextOf(op)
	r := args[0]
	el := op.Result(0).Type()
	if s, ok := el.(ir.ShapedType); ok {
		el = s.ElementType()
	}
	ut, st := el, el
	if it, ok := el.(*ir.IntegerType); ok {
		ut, st = ctx.IntegerType(it.Width, ir.Unsigned), ctx.IntegerType(it.Width, ir.Signed)
	}
	op.SetInherentAttr(ctx, "umin", ctx.IntegerAttr(ut, r.UMin))
	op.SetInherentAttr(ctx, "umax", ctx.IntegerAttr(ut, r.UMax))
	op.SetInherentAttr(ctx, "smin", ctx.IntegerAttr(st, r.SMin))
	op.SetInherentAttr(ctx, "smax", ctx.IntegerAttr(st, r.SMax))
	return r
}
