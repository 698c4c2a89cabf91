package arith

import (
	"math/big"

	"github.com/gomlir/gomlir/internal/apfloat"
	"github.com/gomlir/gomlir/ir"
)

// applyCmpI evaluates an integer predicate on w-bit values.
func applyCmpI(pred int64, a, b *big.Int, w int) bool {
	var c int
	switch pred {
	case CmpIEq:
		return toUnsigned(a, w).Cmp(toUnsigned(b, w)) == 0
	case CmpINe:
		return toUnsigned(a, w).Cmp(toUnsigned(b, w)) != 0
	case CmpISlt, CmpISle, CmpISgt, CmpISge:
		c = toSigned(a, w).Cmp(toSigned(b, w))
	default:
		c = toUnsigned(a, w).Cmp(toUnsigned(b, w))
	}
	switch pred {
	case CmpISlt, CmpIUlt:
		return c < 0
	case CmpISle, CmpIUle:
		return c <= 0
	case CmpISgt, CmpIUgt:
		return c > 0
	}
	return c >= 0
}

// cmpIEqualOperands is applyCmpPredicateToEqualOperands.
func cmpIEqualOperands(pred int64) bool {
	switch pred {
	case CmpIEq, CmpISle, CmpISge, CmpIUle, CmpIUge:
		return true
	}
	return false
}

// integerWidth is getIntegerWidth in upstream's cmpi folder (integers and
// vectors of integers only).
func integerWidth(t ir.Type) (int, bool) {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width, true
	case *ir.VectorType:
		if it, ok := t.Elem.(*ir.IntegerType); ok {
			return it.Width, true
		}
	}
	return 0, false
}

func isI1Elem(t ir.Type) bool {
	it, ok := elemOrSelf(t).(*ir.IntegerType)
	return ok && it.Width == 1 && it.IsSignless()
}

// swappedCmpI is the predicate with its operands swapped.
var swappedCmpI = map[int64]int64{
	CmpISlt: CmpISgt, CmpISgt: CmpISlt, CmpISle: CmpISge, CmpISge: CmpISle,
	CmpIUlt: CmpIUgt, CmpIUgt: CmpIUlt, CmpIUle: CmpIUge, CmpIUge: CmpIUle,
	CmpIEq: CmpIEq, CmpINe: CmpINe,
}

func foldCmpI(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	ctx := ctxOf(op)
	pred := Predicate(op)
	lhs, rhs := op.Operand(0), op.Operand(1)
	if lhs == rhs {
		return attr(boolAttr(ctx, op.Result(0).Type(), cmpIEqualOperands(pred)))
	}
	if isZeroInt(operands[1]) {
		for _, name := range []string{"arith.extsi", "arith.extui"} {
			if ext := defOp(lhs, name); ext != nil {
				if w, ok := integerWidth(ext.Operand(0).Type()); ok && w == 1 && pred == CmpINe {
					return value(ext.Operand(0))
				}
			}
		}
		if isI1Elem(lhs.Type()) && pred == CmpINe {
			return value(lhs)
		}
	}
	if isOneInt(operands[1]) {
		if isI1Elem(lhs.Type()) && pred == CmpIEq {
			return value(lhs)
		}
	}
	if operands[0] != nil && operands[1] == nil {
		setProp(ctx, op, "predicate", ctx.IntAttr(ctx.I(64), swappedCmpI[pred]))
		op.SetOperand(0, rhs)
		op.SetOperand(1, lhs)
		return inPlace(op)
	}
	lt := typeOfAttr(operands[0])
	if lt == nil {
		return nil
	}
	w := elemWidth(lt)
	return attr(constFoldBinary(ctx, operands, i1SameShape(ctx, lt), func(a, b elem) (elem, bool) {
		if a.i == nil || b.i == nil {
			return elem{}, false
		}
		if applyCmpI(pred, a.i, b.i, w) {
			return elem{i: big.NewInt(-1)}, true
		}
		return elem{i: big.NewInt(0)}, true
	}))
}

// applyCmpF evaluates a float predicate.
func applyCmpF(pred int64, s *apfloat.Semantics, a, b ir.APInt) bool {
	c := s.Compare(a, b)
	un, eq, gt, lt := c == apfloat.CmpUnordered, c == apfloat.CmpEqual, c == apfloat.CmpGreater, c == apfloat.CmpLess
	switch pred {
	case CmpFAlwaysFalse:
		return false
	case CmpFOEQ:
		return eq
	case CmpFOGT:
		return gt
	case CmpFOGE:
		return gt || eq
	case CmpFOLT:
		return lt
	case CmpFOLE:
		return lt || eq
	case CmpFONE:
		return !un && !eq
	case CmpFORD:
		return !un
	case CmpFUEQ:
		return un || eq
	case CmpFUGT:
		return un || gt
	case CmpFUGE:
		return un || gt || eq
	case CmpFULT:
		return un || lt
	case CmpFULE:
		return un || lt || eq
	case CmpFUNE:
		return !eq
	case CmpFUNO:
		return un
	}
	return true
}

func foldCmpF(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	l, _ := operands[0].(*ir.FloatAttr)
	r, _ := operands[1].(*ir.FloatAttr)
	if l != nil && ir.FloatSemanticsOf(l.Type.Kind).IsNaN(l.Bits) {
		r = l
	}
	if r != nil && ir.FloatSemanticsOf(r.Type.Kind).IsNaN(r.Bits) {
		l = r
	}
	if l == nil || r == nil {
		return nil
	}
	s := ir.FloatSemanticsOf(l.Type.Kind)
	return attr(ctxOf(op).BoolAttr(applyCmpF(Predicate(op), s, l.Bits, r.Bits)))
}

func foldSelect(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	cond, tv, fv := op.Operand(0), op.Operand(1), op.Operand(2)
	if tv == fv {
		return value(tv)
	}
	if isOneInt(operands[0]) {
		return value(tv)
	}
	if isZeroInt(operands[0]) {
		return value(fv)
	}
	if isPoison(operands[1]) {
		return value(fv)
	}
	if isPoison(operands[2]) {
		return value(tv)
	}
	if it, ok := op.Result(0).Type().(*ir.IntegerType); ok && it.Width == 1 && it.IsSignless() &&
		isOneInt(operands[1]) && isZeroInt(operands[2]) {
		return value(cond)
	}
	if cmp := defOp(cond, "arith.cmpi"); cmp != nil {
		pred := Predicate(cmp)
		if pred == CmpIEq || pred == CmpINe {
			cl, cr := cmp.Operand(0), cmp.Operand(1)
			if (cl == tv && cr == fv) || (cr == tv && cl == fv) {
				if pred == CmpINe {
					return value(tv)
				}
				return value(fv)
			}
		}
	}
	c, ok := operands[0].(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	l, ok1 := operands[1].(*ir.DenseElementsAttr)
	r, ok2 := operands[2].(*ir.DenseElementsAttr)
	if !ok1 || !ok2 {
		return nil
	}
	cs, _, ok := elements(c)
	if !ok {
		return nil
	}
	ls, _, ok1 := elements(l)
	rs, _, ok2 := elements(r)
	if !ok1 || !ok2 || len(cs) != len(ls) || len(ls) != len(rs) {
		return nil
	}
	out := make([]elem, len(cs))
	for i := range cs {
		if cs[i].i.Sign() != 0 {
			out[i] = ls[i]
		} else {
			out[i] = rs[i]
		}
	}
	return attr(denseAttr(ctxOf(op), l.Type, out))
}

// setProp replaces an inherent attribute of op.
func setProp(ctx *ir.Context, op *ir.Operation, name string, a ir.Attribute) {
	var entries []ir.NamedAttr
	if d, ok := op.Props().(*ir.DictionaryAttr); ok {
		for _, e := range d.Entries {
			if e.Name != name {
				entries = append(entries, e)
			}
		}
	}
	entries = append(entries, ir.NamedAttr{Name: name, Value: a})
	op.SetProps(ctx.DictionaryAttr(entries))
}
