// Package valuebounds declares upstream MLIR's ValueBoundsOpInterface: ops
// state affine bounds of the index values they define in terms of other
// values, which a value-bounds constraint set collects along use-def
// chains (the constraint set itself, ValueBoundsConstraintSet, lives with
// the Presburger machinery in dialect/affine).
package valuebounds

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// Relation is how a value relates to an affine expression in a bound.
type Relation int

// The relations of a bound: value < expr, value <= expr, value == expr,
// value >= expr, value > expr.
const (
	LT Relation = iota
	LE
	EQ
	GE
	GT
)

// ConstraintSet is the part of upstream's ValueBoundsConstraintSet an op
// uses to state bounds.
type ConstraintSet interface {
	// Context returns the context of the analyzed IR.
	Context() *ir.Context
	// Expr returns the expression that stands for index value v in the
	// constraint set (upstream's getExpr): a constant expression for a
	// constant, else the column of v, which is added, and later analyzed,
	// when v is new.
	Expr(v *ir.Value) affine.Expr
	// Bound adds "v rel e" (upstream's bound(v) < e and the like).
	Bound(v *ir.Value, rel Relation, e affine.Expr)
}

// OpInterface is upstream's ValueBoundsOpInterface for index values:
// PopulateBoundsForIndexValue adds the bounds op knows of its index-typed
// result or block argument v to cs.
type OpInterface interface {
	PopulateBoundsForIndexValue(op *ir.Operation, v *ir.Value, cs ConstraintSet)
}

func init() { ir.RegisterInterface[OpInterface]("ValueBoundsOpInterface") }

// IndexBounds adapts a function to OpInterface.
type IndexBounds func(op *ir.Operation, v *ir.Value, cs ConstraintSet)

// PopulateBoundsForIndexValue calls f.
func (f IndexBounds) PopulateBoundsForIndexValue(op *ir.Operation, v *ir.Value, cs ConstraintSet) {
	f(op, v, cs)
}
