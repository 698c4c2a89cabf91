package testdialect

import (
	"github.com/gomlir/gomlir/analysis/valuebounds"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
)

// valueBoundsOps are the test ops of value-bounds analysis:
// test.value_with_bounds produces an index value known to lie within its
// min and max attributes.
var valueBoundsOps = []*ods.Op{{
	Name:       "test.value_with_bounds",
	Attrs:      []ods.Attr{{Name: "min", Constraint: ods.IndexAttr}, {Name: "max", Constraint: ods.IndexAttr}},
	Results:    []ods.Result{{Name: "result", Type: ods.Index}},
	Format:     "attr-dict",
	Interfaces: ir.Interfaces{valuebounds.IndexBounds(valueWithBounds)},
}}

func valueWithBounds(op *ir.Operation, v *ir.Value, cs valuebounds.ConstraintSet) {
	ctx := cs.Context()
	lo := op.InherentAttr("min").(*ir.IntegerAttr).Int64()
	hi := op.InherentAttr("max").(*ir.IntegerAttr).Int64()
	cs.Bound(v, valuebounds.GE, affine.Constant(ctx, lo))
	cs.Bound(v, valuebounds.LE, affine.Constant(ctx, hi))
}
