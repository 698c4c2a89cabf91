package llvmir

import (
	"math/big"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/internal/apfloat"
	"github.com/gomlir/gomlir/ir"
)

// The constant folding LLVM's IRBuilder does when every operand of an
// instruction is a constant. Folds not implemented return nil: the
// instruction is emitted.

// lanes returns the elements of a constant vector (a splat expanded, a
// zero vector as zeros), or nil.
func (t *translator) lanes(v *value) []*value {
	vt, ok := v.mty.(*ir.VectorType)
	if !ok || len(vt.Shape) != 1 || (len(vt.Scalable) > 0 && vt.Scalable[0]) {
		return nil
	}
	switch v.kind {
	case cAggregate:
		return v.elems
	case cNull:
		out := make([]*value, vt.Shape[0])
		z := t.zeroOf(vt.Elem)
		for i := range out {
			out[i] = z
		}
		return out
	}
	return nil
}

// zeroOf returns the zero scalar of an integer or float type.
func (t *translator) zeroOf(ty ir.Type) *value {
	switch ty := ty.(type) {
	case *ir.FloatType:
		return t.floatConst(ty, apfloat.Bits{})
	case *ir.IntegerType, *ir.IndexType:
		return t.intConst(ty, new(big.Int))
	}
	return t.special(ty, cNull)
}

// scalar returns v as an int or float constant (zero included), or nil.
func (t *translator) scalar(v *value) *value {
	switch v.kind {
	case cInt, cFloat:
		return v
	case cNull:
		switch v.mty.(type) {
		case *ir.IntegerType, *ir.FloatType, *ir.IndexType:
			return t.zeroOf(v.mty)
		}
	}
	return nil
}

// lanewise folds a vector operation lane by lane.
func (t *translator) lanewise(a, b *value, rt ir.Type, fold func(x, y *value) *value) *value {
	la, lb := t.lanes(a), t.lanes(b)
	if la == nil || lb == nil || len(la) != len(lb) {
		return nil
	}
	out := make([]*value, len(la))
	for i := range la {
		if out[i] = fold(la[i], lb[i]); out[i] == nil {
			return nil
		}
	}
	return t.aggregate(rt, out)
}

// foldBinary folds a binary instruction of two constants.
func (t *translator) foldBinary(k string, a, b *value) *value {
	if !a.isConst() || !b.isConst() {
		return nil
	}
	if a.kind == cPoison || b.kind == cPoison {
		return t.special(a.mty, cPoison)
	}
	if a.kind == cUndef || b.kind == cUndef {
		return t.foldUndef(k, a, b)
	}
	if a.kind == cSymbol && intWidth(a.mty) > 0 || b.kind == cSymbol && intWidth(b.mty) > 0 {
		// Constant expressions stay expressions for the binary operators
		// LLVM keeps as such.
		if k == "add" || k == "sub" || k == "xor" {
			return &value{ty: a.ty, mty: a.mty, kind: cSymbol, text: k + " (" + a.typed() + ", " + b.typed() + ")"}
		}
		return nil
	}
	if sa, sb := t.scalar(a), t.scalar(b); sa != nil && sb != nil {
		if sa.kind == cInt && sb.kind == cInt {
			return t.foldInt(k, sa, sb)
		}
		if sa.kind == cFloat && sb.kind == cFloat {
			return t.foldFloat(k, sa, sb)
		}
		return nil
	}
	if _, ok := a.mty.(*ir.VectorType); ok {
		return t.lanewise(a, b, a.mty, func(x, y *value) *value { return t.foldBinary(k, x, y) })
	}
	return nil
}

// foldInt folds integer arithmetic as LLVM's APInt does; division by
// zero and oversized shifts give poison.
func (t *translator) foldInt(k string, a, b *value) *value {
	n := a.width
	x, y := a.ival, b.ival
	sx, sy := signed(x, n), signed(y, n)
	r := new(big.Int)
	switch k {
	case "udiv", "urem", "sdiv", "srem":
		if y.Cmp(big.NewInt(1)) == 0 {
			// X / 1 is X and X % 1 is 0, checked first as LLVM (i1 included).
			if k == "udiv" || k == "sdiv" {
				return a
			}
			return t.intConst(a.mty, new(big.Int))
		}
	}
	switch k {
	case "add":
		r.Add(x, y)
	case "sub":
		r.Sub(x, y)
	case "mul":
		r.Mul(x, y)
	case "and":
		r.And(x, y)
	case "or":
		r.Or(x, y)
	case "xor":
		r.Xor(x, y)
	case "udiv", "urem":
		if y.Sign() == 0 {
			return t.special(a.mty, cPoison)
		}
		if k == "udiv" {
			r.Quo(x, y)
		} else {
			r.Rem(x, y)
		}
	case "sdiv", "srem":
		if y.Sign() == 0 {
			return t.special(a.mty, cPoison)
		}
		minInt := new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(n-1)))
		if sx.Cmp(minInt) == 0 && sy.Cmp(big.NewInt(-1)) == 0 {
			if k == "srem" {
				return t.intConst(a.mty, new(big.Int))
			}
			return t.special(a.mty, cPoison)
		}
		if k == "sdiv" {
			r.Quo(sx, sy)
		} else {
			r.Rem(sx, sy)
		}
	case "shl", "lshr", "ashr":
		if y.Cmp(big.NewInt(int64(n))) >= 0 {
			return t.special(a.mty, cPoison)
		}
		s := uint(y.Uint64())
		switch k {
		case "shl":
			r.Lsh(x, s)
		case "lshr":
			r.Rsh(x, s)
		default:
			r.Rsh(sx, s)
		}
	default:
		return nil
	}
	return t.intConst(a.mty, r)
}

// foldFloat folds float arithmetic with round-to-nearest-even.
func (t *translator) foldFloat(k string, a, b *value) *value {
	s := a.fsem
	var r apfloat.Bits
	switch k {
	case "fadd":
		r, _ = s.Add(a.fbits, b.fbits, apfloat.NearestTiesToEven)
	case "fsub":
		r, _ = s.Sub(a.fbits, b.fbits, apfloat.NearestTiesToEven)
	case "fmul":
		r, _ = s.Mul(a.fbits, b.fbits, apfloat.NearestTiesToEven)
	case "fdiv":
		r, _ = s.Div(a.fbits, b.fbits, apfloat.NearestTiesToEven)
	case "frem":
		r, _ = s.Mod(a.fbits, b.fbits)
	default:
		return nil
	}
	return &value{ty: a.ty, mty: a.mty, kind: cFloat, fsem: s, fbits: r}
}

// foldNeg folds fneg of a constant.
func (t *translator) foldNeg(a *value) *value {
	if s := t.scalar(a); s != nil && s.kind == cFloat {
		return &value{ty: s.ty, mty: s.mty, kind: cFloat, fsem: s.fsem, fbits: s.fsem.Neg(s.fbits)}
	}
	if la := t.lanes(a); la != nil {
		out := make([]*value, len(la))
		for i, l := range la {
			if out[i] = t.foldNeg(l); out[i] == nil {
				return nil
			}
		}
		return t.aggregate(a.mty, out)
	}
	return nil
}

// foldCast folds integer casts of constants.
func (t *translator) foldCast(k string, a *value, rt ir.Type) *value {
	switch a.kind {
	case cPoison:
		return t.special(rt, cPoison)
	case cUndef:
		switch k {
		case "zext", "sext", "uitofp", "sitofp":
			return t.special(rt, cNull)
		}
		return t.special(rt, cUndef)
	}
	if c := t.constCast(k, a, rt); c != nil {
		return c
	}
	if k == "bitcast" {
		return t.foldBitcast(a, rt)
	}
	s := t.scalar(a)
	if s == nil {
		if la := t.lanes(a); la != nil {
			vt, ok := rt.(*ir.VectorType)
			if !ok {
				return nil
			}
			out := make([]*value, len(la))
			for i, l := range la {
				if out[i] = t.foldCast(k, l, vt.Elem); out[i] == nil {
					return nil
				}
			}
			return t.aggregate(rt, out)
		}
		return nil
	}
	if s.kind == cFloat {
		switch k {
		case "fptosi", "fptoui":
			w := intWidth(rt)
			if w == 0 {
				return nil
			}
			v, st, _ := s.fsem.ToInt(s.fbits, w, k == "fptosi", apfloat.TowardZero)
			if st&apfloat.InvalidOp != 0 {
				return t.special(rt, cPoison)
			}
			return t.intConst(rt, v)
		case "fpext", "fptrunc":
			ft, ok := rt.(*ir.FloatType)
			if !ok {
				return nil
			}
			to := ir.FloatSemanticsOf(ft.Kind)
			b, _, _ := to.ConvertRM(s.fsem, s.fbits, apfloat.NearestTiesToEven)
			return t.floatConst(ft, b)
		}
		return nil
	}
	if s.kind != cInt {
		return nil
	}
	switch k {
	case "sitofp", "uitofp":
		ft, ok := rt.(*ir.FloatType)
		if !ok {
			return nil
		}
		v := s.ival
		if k == "sitofp" {
			v = signed(v, s.width)
		}
		b, _ := ir.FloatSemanticsOf(ft.Kind).FromInt(v, apfloat.NearestTiesToEven)
		return t.floatConst(ft, b)
	case "trunc", "zext":
		if intWidth(rt) == 0 {
			return nil
		}
		return t.intConst(rt, s.ival)
	case "sext":
		if intWidth(rt) == 0 {
			return nil
		}
		return t.intConst(rt, signed(s.ival, s.width))
	}
	return nil
}

// foldCmp folds a comparison of two integer (or float) constants.
func (t *translator) foldCmp(icmp bool, p int, a, b *value, rt ir.Type) *value {
	if !a.isConst() || !b.isConst() {
		return nil
	}
	if a.kind == cPoison || b.kind == cPoison {
		return t.special(rt, cPoison)
	}
	sa, sb := t.scalar(a), t.scalar(b)
	if sa == nil || sb == nil {
		if _, ok := a.mty.(*ir.VectorType); ok {
			vt, _ := rt.(*ir.VectorType)
			if vt == nil {
				return nil
			}
			return t.lanewise(a, b, rt, func(x, y *value) *value { return t.foldCmp(icmp, p, x, y, vt.Elem) })
		}
		return nil
	}
	var res bool
	if icmp {
		if sa.kind != cInt || sb.kind != cInt {
			return nil
		}
		n := sa.width
		u := sa.ival.Cmp(sb.ival)
		sg := signed(sa.ival, n).Cmp(signed(sb.ival, n))
		switch icmpPreds[p] {
		case "eq":
			res = u == 0
		case "ne":
			res = u != 0
		case "slt":
			res = sg < 0
		case "sle":
			res = sg <= 0
		case "sgt":
			res = sg > 0
		case "sge":
			res = sg >= 0
		case "ult":
			res = u < 0
		case "ule":
			res = u <= 0
		case "ugt":
			res = u > 0
		case "uge":
			res = u >= 0
		}
	} else {
		if sa.kind != cFloat || sb.kind != cFloat {
			return nil
		}
		// Without a function's denormal mode LLVM folds no comparison
		// of a denormal.
		if sa.fsem.IsDenormal(sa.fbits) || sb.fsem.IsDenormal(sb.fbits) {
			return nil
		}
		c := sa.fsem.Compare(sa.fbits, sb.fbits)
		lt, eq, gt, un := c == apfloat.CmpLess, c == apfloat.CmpEqual, c == apfloat.CmpGreater, c == apfloat.CmpUnordered
		switch fcmpPreds[p] {
		case "false":
		case "oeq":
			res = eq
		case "ogt":
			res = gt
		case "oge":
			res = gt || eq
		case "olt":
			res = lt
		case "ole":
			res = lt || eq
		case "one":
			res = lt || gt
		case "ord":
			res = !un
		case "ueq":
			res = un || eq
		case "ugt":
			res = un || gt
		case "uge":
			res = un || gt || eq
		case "ult":
			res = un || lt
		case "ule":
			res = un || lt || eq
		case "une":
			res = !eq
		case "uno":
			res = un
		case "true":
			res = true
		}
	}
	v := int64(0)
	if res {
		v = 1
	}
	return t.intConst(rt, big.NewInt(v))
}

// foldSelect folds a select with a constant condition and constant arms.
func (t *translator) foldSelect(c, a, b *value) *value {
	if !c.isConst() || !a.isConst() || !b.isConst() {
		return nil
	}
	switch {
	case c.kind == cPoison:
		return t.special(a.mty, cPoison)
	case c.kind == cUndef && a.kind == cUndef:
		return a
	case c.kind == cUndef:
		return b
	case a.typed() == b.typed():
		return a
	}
	if s := t.scalar(c); s != nil && s.kind == cInt {
		if s.ival.Sign() != 0 {
			return a
		}
		return b
	}
	// A constant vector condition picks lane by lane.
	lc, la, lb := t.lanes(c), t.members(a), t.members(b)
	if lc == nil || la == nil || lb == nil || len(la) != len(lc) || len(lb) != len(lc) {
		return nil
	}
	out := make([]*value, len(lc))
	for i, l := range lc {
		if l.kind != cInt {
			return nil
		}
		if out[i] = lb[i]; l.ival.Sign() != 0 {
			out[i] = la[i]
		}
	}
	return t.aggregate(a.mty, out)
}

// extractConst folds extractvalue of a constant aggregate.
func (t *translator) extractConst(a *value, pos []int64) *value {
	for _, p := range pos {
		if !a.isConst() {
			return nil
		}
		et := elemTypeAt(a.mty, int(p))
		if et == nil {
			return nil
		}
		switch a.kind {
		case cAggregate:
			if int(p) >= len(a.elems) {
				return nil
			}
			a = a.elems[p]
		case cNull:
			a = t.special(et, cNull)
		case cUndef, cPoison:
			a = t.special(et, a.kind)
		default:
			return nil
		}
	}
	return a
}

// members returns the elements of a constant aggregate (zero, undef and
// poison expanded), or nil.
func (t *translator) members(a *value) []*value {
	n := numElems(a.mty)
	switch a.kind {
	case cAggregate:
		return a.elems
	case cNull, cUndef, cPoison:
		out := make([]*value, n)
		for i := range out {
			out[i] = t.special(elemTypeAt(a.mty, i), a.kind)
			if a.kind == cNull {
				out[i] = t.zeroOf(elemTypeAt(a.mty, i))
			}
		}
		return out
	}
	return nil
}

// insertConst folds insertvalue of constants.
func (t *translator) insertConst(a, v *value, pos []int64) *value {
	if !a.isConst() || !v.isConst() || len(pos) == 0 {
		return nil
	}
	ms := t.members(a)
	if ms == nil || int(pos[0]) >= len(ms) {
		return nil
	}
	out := append([]*value(nil), ms...)
	if len(pos) == 1 {
		out[pos[0]] = v
	} else {
		inner := t.insertConst(out[pos[0]], v, pos[1:])
		if inner == nil {
			return nil
		}
		out[pos[0]] = inner
	}
	return t.aggregate(a.mty, out)
}

// extractElemConst folds extractelement of constants.
func (t *translator) extractElemConst(a, i *value) *value {
	if vt, ok := a.mty.(*ir.VectorType); ok && a.isConst() && i.kind == cPoison {
		return t.special(vt.Elem, cPoison)
	}
	if !a.isConst() || i.kind != cInt {
		return nil
	}
	ls := t.lanes(a)
	if a.kind == cUndef || a.kind == cPoison {
		vt, _ := a.mty.(*ir.VectorType)
		if vt == nil {
			return nil
		}
		return t.special(vt.Elem, a.kind)
	}
	if ls == nil {
		return nil
	}
	if !i.ival.IsInt64() || i.ival.Int64() >= int64(len(ls)) {
		vt := a.mty.(*ir.VectorType)
		return t.special(vt.Elem, cPoison)
	}
	return ls[i.ival.Int64()]
}

// insertElemConst folds insertelement of constants.
func (t *translator) insertElemConst(a, v, i *value) *value {
	if a.isConst() && v.isConst() && i.kind == cPoison {
		return t.special(a.mty, cPoison)
	}
	if !a.isConst() || !v.isConst() || i.kind != cInt {
		return nil
	}
	ms := t.members(a)
	if ms == nil {
		return nil
	}
	if !i.ival.IsInt64() || i.ival.Int64() >= int64(len(ms)) {
		return t.special(a.mty, cPoison)
	}
	out := append([]*value(nil), ms...)
	out[i.ival.Int64()] = v
	return t.aggregate(a.mty, out)
}

// shuffleConst folds shufflevector of constants.
func (t *translator) shuffleConst(rt ir.Type, a, b *value, mask []int64) *value {
	if !a.isConst() || !b.isConst() {
		return nil
	}
	la, lb := t.members(a), t.members(b)
	if la == nil || lb == nil {
		return nil
	}
	vt, _ := rt.(*ir.VectorType)
	if vt == nil || (len(vt.Scalable) > 0 && vt.Scalable[0]) {
		return nil
	}
	out := make([]*value, len(mask))
	for i, m := range mask {
		switch {
		case m < 0:
			out[i] = t.special(vt.Elem, cUndef)
		case int(m) < len(la):
			out[i] = la[m]
		case int(m)-len(la) < len(lb):
			out[i] = lb[int(m)-len(la)]
		default:
			return nil
		}
	}
	return t.aggregate(rt, out)
}

// foldGEP folds a getelementptr with constant indices as LLVM's
// data-layout-aware folder: a zero offset is the base itself, a null base
// gives `inttoptr`, a global base an i8 offset with the no-wrap flags
// LLVM infers.
func (t *translator) foldGEP(elem ir.Type, base *value, idx []*value, flags int64) *value {
	if !base.isConst() || len(idx) == 0 {
		return nil
	}
	for _, i := range idx {
		if i.kind != cInt {
			return nil
		}
	}
	off := new(big.Int).Mul(signed(idx[0].ival, idx[0].width), big.NewInt(int64(t.dl.allocSize(elem))))
	cur := elem
	for _, i := range idx[1:] {
		n := signed(i.ival, i.width)
		switch ct := cur.(type) {
		case *llvm.StructType:
			if !n.IsInt64() || n.Int64() < 0 || int(n.Int64()) >= len(ct.Body()) {
				return nil
			}
			off.Add(off, big.NewInt(int64(t.dl.fieldOffset(ct, int(n.Int64())))))
			cur = ct.Body()[n.Int64()]
		case *llvm.ArrayType:
			off.Add(off, new(big.Int).Mul(n, big.NewInt(int64(t.dl.allocSize(ct.Elem)))))
			cur = ct.Elem
		case *ir.VectorType:
			off.Add(off, new(big.Int).Mul(n, big.NewInt(int64(t.dl.allocSize(ct.Elem)))))
			cur = ct.Elem
		default:
			return nil
		}
	}
	i64 := t.ctx.I(64)
	switch {
	case base.kind == cNull:
		if off.Sign() == 0 {
			return base
		}
		c := t.intConst(i64, off)
		return &value{ty: base.ty, mty: base.mty, kind: cSymbol, text: "inttoptr (" + c.typed() + " to " + base.ty + ")",
			ival: c.ival, width: -1}
	case base.kind == cSymbol && base.width == 0 && base.text[0] == '@':
		if off.Sign() == 0 {
			return base
		}
		inbounds := flags&1 != 0
		nusw := flags&2 != 0
		nuw := flags&4 != 0
		if !inbounds && off.Sign() >= 0 {
			if size := t.derefBytes(base.text); size > 0 && off.Cmp(big.NewInt(int64(size))) <= 0 {
				inbounds, nusw = true, true
			}
		}
		if nusw && off.Sign() >= 0 {
			nuw = true
		}
		head := "getelementptr "
		switch {
		case inbounds:
			head += "inbounds "
		case nusw:
			head += "nusw "
		}
		if nuw {
			head += "nuw "
		}
		return &value{ty: base.ty, mty: base.mty, kind: cSymbol,
			text: head + "(i8, " + base.typed() + ", " + t.intConst(i64, off).typed() + ")"}
	}
	return nil
}

// derefBytes returns the dereferenceable bytes of a global symbol (0 when
// unknown): the size of a global variable that is not extern_weak.
func (t *translator) derefBytes(sym string) int {
	op := t.symbolOps[sym]
	if op == nil || op.Name() != "llvm.mlir.global" || linkageOf(op) == "extern_weak" {
		return 0
	}
	ta, _ := op.InherentAttr("global_type").(*ir.TypeAttr)
	if ta == nil {
		return 0
	}
	return t.dl.storeSize(ta.Type)
}

// constCast folds the casts LLVM keeps as constant expressions
// (ptrtoint, inttoptr) and their trivial cases.
func (t *translator) constCast(k string, a *value, rt ir.Type) *value {
	if !a.isConst() {
		return nil
	}
	rty := t.typeOrEmpty(rt)
	switch k {
	case "inttoptr":
		if a.kind == cNull || a.kind == cInt && a.ival.Sign() == 0 {
			return t.special(rt, cNull)
		}
		if a.kind == cInt {
			return &value{ty: rty, mty: rt, kind: cSymbol, text: "inttoptr (" + a.typed() + " to " + rty + ")",
				ival: a.ival, width: -1}
		}
		if a.kind == cSymbol {
			return &value{ty: rty, mty: rt, kind: cSymbol, text: "inttoptr (" + a.typed() + " to " + rty + ")"}
		}
	case "addrspacecast":
		if a.kind == cNull {
			return t.special(rt, cNull)
		}
		if a.kind == cSymbol {
			return &value{ty: rty, mty: rt, kind: cSymbol, text: "addrspacecast (" + a.typed() + " to " + rty + ")"}
		}
	case "ptrtoint":
		if a.kind == cNull {
			return t.special(rt, cNull)
		}
		if a.kind == cSymbol && a.width == -1 && intWidth(rt) > 0 {
			return t.intConst(rt, a.ival)
		}
		if a.kind == cSymbol && intWidth(rt) > 0 {
			return &value{ty: rty, mty: rt, kind: cSymbol, text: "ptrtoint (" + a.typed() + " to " + rty + ")"}
		}
	}
	return nil
}

// foldBitcast folds a bitcast between integer and float scalars of one
// width (and a cast to the same type).
func (t *translator) foldBitcast(a *value, rt ir.Type) *value {
	if a.mty == rt {
		return a
	}
	s := t.scalar(a)
	if s == nil {
		return nil
	}
	switch rt := rt.(type) {
	case *ir.IntegerType:
		if s.kind == cFloat && floatBits(s.mty.(*ir.FloatType)) == rt.Width && rt.Width <= 64 {
			return t.intConst(rt, new(big.Int).SetUint64(s.fbits.Lo))
		}
	case *ir.FloatType:
		if s.kind == cInt && floatBits(rt) == s.width && s.width <= 64 {
			return t.floatConst(rt, apfloat.Bits{Lo: s.ival.Uint64()})
		}
	}
	return nil
}

// foldUndef folds a binary operator with an undef operand as LLVM's
// ConstantFoldBinaryInstruction.
func (t *translator) foldUndef(k string, a, b *value) *value {
	both := a.kind == cUndef && b.kind == cUndef
	zero := func() *value { return t.special(a.mty, cNull) }
	undef := func() *value { return t.special(a.mty, cUndef) }
	poison := func() *value { return t.special(a.mty, cPoison) }
	switch k {
	case "xor":
		if both {
			return zero()
		}
		return undef()
	case "add", "sub":
		return undef()
	case "and":
		if both {
			return undef()
		}
		return zero()
	case "mul":
		if both {
			return undef()
		}
		odd := func(v *value) bool { s := t.scalar(v); return s != nil && s.kind == cInt && s.ival.Bit(0) == 1 }
		if odd(a) || odd(b) {
			return undef()
		}
		return zero()
	case "udiv", "sdiv", "urem", "srem":
		if s := t.scalar(b); b.kind == cUndef || s != nil && s.kind == cInt && s.ival.Sign() == 0 {
			return poison()
		}
		return zero()
	case "or":
		if both {
			return undef()
		}
		return t.allOnes(a.mty)
	case "lshr", "ashr", "shl":
		if b.kind == cUndef {
			return poison()
		}
		return zero()
	case "fsub", "fadd", "fmul", "fdiv", "frem":
		if both {
			return undef()
		}
		if k == "fsub" && b.kind == cUndef {
			if s := t.scalar(a); s != nil && s.kind == cFloat && s.fsem.IsZero(s.fbits) && s.fsem.IsNegative(s.fbits) {
				return b
			}
		}
		return t.nanOf(a.mty)
	}
	return nil
}

// allOnes returns the all-ones integer (or integer vector) of a type.
func (t *translator) allOnes(ty ir.Type) *value {
	if vt, ok := ty.(*ir.VectorType); ok {
		return t.splat(ty, t.allOnes(vt.Elem))
	}
	return t.intConst(ty, big.NewInt(-1))
}

// nanOf returns LLVM's default quiet NaN of a float (or float vector) type.
func (t *translator) nanOf(ty ir.Type) *value {
	switch ty := ty.(type) {
	case *ir.VectorType:
		return t.splat(ty, t.nanOf(ty.Elem))
	case *ir.FloatType:
		return t.floatConst(ty, ir.FloatSemanticsOf(ty.Kind).DefaultNaN())
	}
	return nil
}
