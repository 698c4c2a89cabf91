package scf

import (
	"math/big"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// apInt is a constant of a given bit width, as upstream's APInt.
type apInt struct {
	bits  uint64 // the value modulo 2^width
	width int
}

// constantAP returns the constant integer or index v as an apInt.
func constantAP(v *ir.Value) (apInt, bool) {
	a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr)
	if !ok {
		return apInt{}, false
	}
	return newAP(a.BigInt(), widthOf(v.Type())), true
}

// widthOf is the bit width of an integer type, 64 for index.
func widthOf(t ir.Type) int {
	if it, ok := t.(*ir.IntegerType); ok {
		return it.Width
	}
	return 64
}

func newAP(v *big.Int, width int) apInt {
	m := new(big.Int).Lsh(big.NewInt(1), uint(width))
	r := new(big.Int).Mod(v, m)
	return apInt{bits: r.Uint64(), width: width}
}

// value interprets the bits as signed or unsigned.
func (a apInt) value(signed bool) *big.Int {
	v := new(big.Int).SetUint64(a.bits)
	if signed && a.negative() {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(a.width)))
	}
	return v
}

// negative reports whether the sign bit is set.
func (a apInt) negative() bool { return a.width > 0 && a.bits>>(a.width-1)&1 == 1 }

// entryAP returns the constant value of a mixed entry as an apInt of the
// given width.
func entryAP(e mixedEntry, width int) (apInt, bool) {
	if e.value == nil {
		return newAP(big.NewInt(e.static), width), true
	}
	return constantAP(e.value)
}

// sameEntry reports whether two entries are the same value or the same
// static integer.
func sameEntry(a, b mixedEntry) bool {
	if a.value != nil || b.value != nil {
		return a.value == b.value
	}
	return a.static == b.static
}

// constantTripCount is upstream's constantTripCount for scf loops: the
// number of iterations from lb to ub by step when known, 0 for a loop that
// does not run (or has a zero or negative step). Bounds are integers of
// the given width.
func constantTripCount(lb, ub, step mixedEntry, width int, signed bool) (*big.Int, bool) {
	if sameEntry(lb, ub) {
		return new(big.Int), true
	}
	stepC, stepOK := entryAP(step, width)
	if stepOK && (stepC.bits == 0 || stepC.negative()) {
		return new(big.Int), true
	}
	var diff *big.Int
	lbC, lbOK := entryAP(lb, width)
	ubC, ubOK := entryAP(ub, width)
	switch {
	case lbOK:
		if !ubOK {
			return nil, false
		}
		l, u := lbC.value(signed), ubC.value(signed)
		if u.Cmp(l) <= 0 {
			return new(big.Int), true
		}
		diff = newAP(new(big.Int).Sub(u, l), width).value(signed)
	case ubOK:
		return nil, false
	default:
		d, ok := ubMinusLb(lb.value, ub.value, signed)
		if !ok {
			return nil, false
		}
		diff = d.value(true)
	}
	if diff.Sign() < 0 {
		return new(big.Int), true
	}
	if !stepOK {
		return nil, false
	}
	s := stepC.value(signed)
	q, r := new(big.Int).QuoRem(diff, s, new(big.Int))
	if r.Sign() != 0 {
		q.Add(q, big.NewInt(1))
	}
	return q, true
}

// valueTripCount is constantTripCount over SSA bounds.
func valueTripCount(lb, ub, step *ir.Value, signed bool) (*big.Int, bool) {
	return constantTripCount(mixedEntry{value: lb}, mixedEntry{value: ub}, mixedEntry{value: step}, widthOf(lb.Type()), signed)
}

// ubMinusLb matches ub as `lb + c` whose addition cannot wrap in the
// loop's signedness (nsw for signed loops, nuw for unsigned ones), as
// upstream's computeUbMinusLb; c is read as a signed value.
func ubMinusLb(lb, ub *ir.Value, signed bool) (apInt, bool) {
	add, ok := arith.AsAddIOp(ub.DefiningOp())
	if !ok || add.Lhs() != lb {
		return apInt{}, false
	}
	flag := arith.OverflowNUW
	if signed {
		flag = arith.OverflowNSW
	}
	if arith.OverflowFlags(add.Operation)&flag == 0 {
		return apInt{}, false
	}
	return constantAP(add.Rhs())
}

// forTripCount is scf.for's static trip count.
func forTripCount(op *ir.Operation) (*big.Int, bool) {
	return valueTripCount(op.Operand(0), op.Operand(1), op.Operand(2), op.InherentAttr("unsignedCmp") == nil)
}

// ForStaticTripCount returns the number of iterations of an scf.for whose
// bounds and step are known (upstream's ForOp::getStaticTripCount), with
// the bit width of the induction variable's type (64 for index).
func ForStaticTripCount(op *ir.Operation) (count *big.Int, width int, ok bool) {
	count, ok = forTripCount(op)
	return count, widthOf(op.Operand(0).Type()), ok
}
