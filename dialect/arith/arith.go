// Package arith defines the arith dialect of upstream MLIR 22: integer and
// floating-point arithmetic, comparisons, casts and select, each op
// declared once as an ods spec, with upstream's folders.
package arith

import (
	"strconv"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the arith dialect.
var Dialect = &ods.Dialect{
	Name:      "arith",
	Summary:   "basic integer and floating point mathematical operations",
	ViewNames: viewNames,
	Ops:       ops(),
	Template: ir.Dialect{
		ParseAttr:           parseAttr,
		PrintAttr:           printAttr,
		MaterializeConstant: materializeConstant,
	},
}

// FastMathConstraint is the attribute constraint of `#arith.fastmath`
// (Arith_FastMathAttr), for dialects whose ops carry fast-math flags.
var FastMathConstraint = fastMathAttrC

// OverflowConstraint is the attribute constraint of `#arith.overflow`.
var OverflowConstraint = overflowAttrC

// isBuildableWith is ConstantOp::isBuildableWith.
func isBuildableWith(value ir.Attribute, t ir.Type) bool {
	ta, ok := value.(ir.TypedAttr)
	if !ok || ta.AttrType() != t {
		return false
	}
	if it, ok := elemOrSelf(t).(*ir.IntegerType); ok && !it.IsSignless() {
		return false
	}
	switch value.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.DenseElementsAttr, *ir.DenseStringElementsAttr,
		*ir.DenseResourceElementsAttr, *ir.SparseElementsAttr:
		return true
	}
	return false
}

// materializeConstant is ArithDialect::materializeConstant: ub.poison for
// poison values, arith.constant for buildable ones.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if isPoison(value) {
		info := b.Ctx.LookupOp("ub.poison")
		if info == nil {
			return nil
		}
		return b.Create(&ir.OperationState{Loc: loc, Name: info, Types: []ir.Type{t},
			Attrs: []ir.NamedAttr{{Name: "value", Value: value}}})
	}
	if !isBuildableWith(value, t) {
		return nil
	}
	info := b.Ctx.LookupOp("arith.constant")
	if info == nil {
		return nil
	}
	return b.Create(&ir.OperationState{Loc: loc, Name: info, Types: []ir.Type{t},
		Attrs: []ir.NamedAttr{{Name: "value", Value: value}}})
}

// constantResultNames is ConstantOp::getAsmResultNames: %true/%false for
// i1, %c<value>[_<type>] for other integers and index, %cst otherwise.
func constantResultNames(op *ir.Operation, set func(v *ir.Value, name string)) {
	r := op.Result(0)
	ia, ok := op.InherentAttr("value").(*ir.IntegerAttr)
	if !ok {
		set(r, "cst")
		return
	}
	it, isInt := r.Type().(*ir.IntegerType)
	if isInt && it.Width == 1 {
		if ia.IsZero() {
			set(r, "false")
		} else {
			set(r, "true")
		}
		return
	}
	var buf [32]byte
	name := append(buf[:0], 'c')
	if ia.IsSmall() {
		name = strconv.AppendInt(name, ia.Int64(), 10)
	} else {
		name = ia.BigInt().Append(name, 10)
	}
	if isInt {
		name = append(name, '_')
		switch it.Signedness {
		case ir.Signed:
			name = append(name, 's')
		case ir.Unsigned:
			name = append(name, 'u')
		}
		name = append(name, 'i')
		name = strconv.AppendInt(name, int64(it.Width), 10)
	}
	set(r, string(name))
}

// mulIResultNames is MulIOp::getAsmResultNames: `%c<base>_vscale` for
// index products of a constant and vector.vscale.
func mulIResultNames(op *ir.Operation, set func(v *ir.Value, name string)) {
	if !isIndex(op.Result(0).Type()) {
		return
	}
	isVscale := func(v *ir.Value) bool {
		d := v.DefiningOp()
		return d != nil && d.Name() == "vector.vscale"
	}
	base := func(a, b *ir.Value) (*ir.IntegerAttr, bool) {
		c, ok := constOf(a).(*ir.IntegerAttr)
		return c, ok && isVscale(b)
	}
	c, ok := base(op.Operand(0), op.Operand(1))
	if !ok {
		c, ok = base(op.Operand(1), op.Operand(0))
	}
	if !ok {
		return
	}
	set(op.Result(0), "c"+strconv.FormatInt(c.Int64(), 10)+"_vscale")
}
