package affine

import (
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// ExpandExpr builds the arith ops computing e applied to dims and syms at
// b's insertion point (upstream's expandAffineExpr): additions are
// arith.addi, products arith.muli nsw, and mod, floordiv and ceildiv are
// the branch-free sequences of upstream's AffineApplyExpander. A mod or
// division by a non-positive constant reports upstream's error at loc to
// the context and returns nil.
func ExpandExpr(b *ir.Builder, loc ir.Location, e affine.Expr, dims, syms []*ir.Value) *ir.Value {
	x := exprExpander{b: b, loc: loc, dims: dims, syms: syms}
	return x.visit(e)
}

// ExpandMap expands every result of m applied to operands (dimensions
// first); nil when some result cannot be expanded (upstream's
// expandAffineMap).
func ExpandMap(b *ir.Builder, loc ir.Location, m *affine.Map, operands []*ir.Value) []*ir.Value {
	out := make([]*ir.Value, len(m.Results))
	failed := false
	for i, e := range m.Results {
		out[i] = ExpandExpr(b, loc, e, operands[:m.NumDims], operands[m.NumDims:])
		failed = failed || out[i] == nil
	}
	if failed {
		return nil
	}
	return out
}

// exprExpander is upstream's AffineApplyExpander.
type exprExpander struct {
	b          *ir.Builder
	loc        ir.Location
	dims, syms []*ir.Value
}

func (x *exprExpander) visit(e affine.Expr) *ir.Value {
	switch e := e.(type) {
	case *affine.DimExpr:
		return x.dims[e.Pos]
	case *affine.SymbolExpr:
		return x.syms[e.Pos]
	case *affine.ConstantExpr:
		return constantIndex(x.b, x.loc, e.Value)
	case *affine.BinaryExpr:
		switch e.Op {
		case affine.KindAdd:
			return x.binary(e, "arith.addi", 0)
		case affine.KindMul:
			return x.binary(e, "arith.muli", arith.OverflowNSW)
		case affine.KindMod:
			return x.mod(e)
		case affine.KindFloorDiv:
			return x.floorDiv(e)
		case affine.KindCeilDiv:
			return x.ceilDiv(e)
		}
	}
	return nil
}

// binary expands an addition or multiplication with the given overflow
// flags.
func (x *exprExpander) binary(e *affine.BinaryExpr, name string, flags uint32) *ir.Value {
	lhs, rhs := x.visit(e.LHS), x.visit(e.RHS)
	if lhs == nil || rhs == nil {
		return nil
	}
	return x.op(name, lhs, rhs, ir.NamedAttr{Name: "overflowFlags", Value: arith.Overflow(x.b.Ctx, flags)})
}

// op creates a two-operand index op.
func (x *exprExpander) op(name string, lhs, rhs *ir.Value, attrs ...ir.NamedAttr) *ir.Value {
	c := x.b.Ctx
	return x.b.Create(&ir.OperationState{Loc: x.loc, Name: c.LookupOp(name), Operands: []*ir.Value{lhs, rhs},
		Types: []ir.Type{c.IndexType()}, Attrs: attrs}).Result(0)
}

// sub creates an arith.subi (no overflow flags property).
func (x *exprExpander) sub(lhs, rhs *ir.Value) *ir.Value { return x.op("arith.subi", lhs, rhs) }

// add creates an arith.addi (no overflow flags property).
func (x *exprExpander) add(lhs, rhs *ir.Value) *ir.Value { return x.op("arith.addi", lhs, rhs) }

// cmp creates an arith.cmpi.
func (x *exprExpander) cmp(pred int64, lhs, rhs *ir.Value) *ir.Value {
	c := x.b.Ctx
	return x.b.Create(&ir.OperationState{Loc: x.loc, Name: c.LookupOp("arith.cmpi"), Operands: []*ir.Value{lhs, rhs},
		Types: []ir.Type{c.I(1)}, Attrs: []ir.NamedAttr{{Name: "predicate", Value: c.IntAttr(c.I(64), pred)}}}).Result(0)
}

// sel creates an arith.select.
func (x *exprExpander) sel(cond, t, f *ir.Value) *ir.Value {
	c := x.b.Ctx
	return x.b.Create(&ir.OperationState{Loc: x.loc, Name: c.LookupOp("arith.select"), Operands: []*ir.Value{cond, t, f},
		Types: []ir.Type{c.IndexType()}}).Result(0)
}

// positiveDivisor reports upstream's error when e divides by a
// non-positive constant.
func (x *exprExpander) positiveDivisor(e *affine.BinaryExpr, what string) bool {
	if k, ok := e.RHS.(*affine.ConstantExpr); ok && k.Value <= 0 {
		x.b.Ctx.Report(ir.Errorf(x.loc, "%s by non-positive value is not supported", what))
		return false
	}
	return true
}

// mod is the Euclidean remainder: srem, corrected by the divisor when
// negative.
func (x *exprExpander) mod(e *affine.BinaryExpr) *ir.Value {
	if !x.positiveDivisor(e, "modulo") {
		return nil
	}
	lhs, rhs := x.visit(e.LHS), x.visit(e.RHS)
	if lhs == nil || rhs == nil {
		return nil
	}
	rem := x.op("arith.remsi", lhs, rhs)
	zero := constantIndex(x.b, x.loc, 0)
	negative := x.cmp(arith.CmpISlt, rem, zero)
	corrected := x.add(rem, rhs)
	return x.sel(negative, corrected, rem)
}

// floorDiv divides rounding towards negative infinity with one divsi.
func (x *exprExpander) floorDiv(e *affine.BinaryExpr) *ir.Value {
	if !x.positiveDivisor(e, "division") {
		return nil
	}
	lhs, rhs := x.visit(e.LHS), x.visit(e.RHS)
	if lhs == nil || rhs == nil {
		return nil
	}
	zero := constantIndex(x.b, x.loc, 0)
	minusOne := constantIndex(x.b, x.loc, -1)
	negative := x.cmp(arith.CmpISlt, lhs, zero)
	dividend := x.sel(negative, x.sub(minusOne, lhs), lhs)
	quotient := x.op("arith.divsi", dividend, rhs)
	return x.sel(negative, x.sub(minusOne, quotient), quotient)
}

// ceilDiv divides rounding towards positive infinity with one divsi.
func (x *exprExpander) ceilDiv(e *affine.BinaryExpr) *ir.Value {
	if !x.positiveDivisor(e, "division") {
		return nil
	}
	lhs, rhs := x.visit(e.LHS), x.visit(e.RHS)
	if lhs == nil || rhs == nil {
		return nil
	}
	zero := constantIndex(x.b, x.loc, 0)
	one := constantIndex(x.b, x.loc, 1)
	nonPositive := x.cmp(arith.CmpISle, lhs, zero)
	negated := x.sub(zero, lhs)
	decremented := x.sub(lhs, one)
	dividend := x.sel(nonPositive, negated, decremented)
	quotient := x.op("arith.divsi", dividend, rhs)
	negatedQuotient := x.sub(zero, quotient)
	incremented := x.add(quotient, one)
	return x.sel(nonPositive, negatedQuotient, incremented)
}
