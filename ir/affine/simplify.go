package affine

import "sort"

// This file holds upstream's simplifyAffineExpr: expressions are flattened
// into a sum of products form (one coefficient per dimension, symbol, local
// variable and the constant term) and rebuilt from it. Floordiv, ceildiv and
// mod by constants become local variables; semi-affine terms too.

// flattener mirrors upstream's SimpleAffineExprFlattener.
type flattener struct {
	c                   Interner
	numDims, numSymbols int
	numLocals           int
	stack               [][]int64
	localExprs          []Expr
	// divs, when recording, holds the division each floordiv local
	// variable stands for (FlattenWithDivisions).
	divs      []Division
	recording bool
}

// Division is a local variable of a flattened system standing for
// Dividend floordiv Divisor; the dividend is a flattened form over the
// same columns.
type Division struct {
	Dividend []int64
	Divisor  int64
}

// record notes, when recording, that the local about to be added stands
// for dividend floordiv divisor.
func (f *flattener) record(dividend []int64, divisor int64) {
	if f.recording {
		f.divs = append(f.divs, Division{append([]int64(nil), dividend...), divisor})
	}
}

func (f *flattener) numCols() int    { return f.numDims + f.numSymbols + f.numLocals + 1 }
func (f *flattener) localStart() int { return f.numDims + f.numSymbols }
func (f *flattener) constIndex() int { return f.numCols() - 1 }
func (f *flattener) top() []int64    { return f.stack[len(f.stack)-1] }
func (f *flattener) pop() []int64    { v := f.top(); f.stack = f.stack[:len(f.stack)-1]; return v }
func (f *flattener) push(v []int64)  { f.stack = append(f.stack, v) }
func (f *flattener) fromFlat(flat []int64) Expr {
	return exprFromFlatForm(f.c, flat, f.numDims, f.numSymbols, f.localExprs)
}

// walk flattens e in post-order; it fails on expressions upstream refuses
// (division or modulo by a non-positive constant) and on identifiers out of
// range.
func (f *flattener) walk(e Expr) bool {
	switch x := e.(type) {
	case *DimExpr:
		if x.Pos < 0 || x.Pos >= f.numDims {
			return false
		}
		v := make([]int64, f.numCols())
		v[x.Pos] = 1
		f.push(v)
		return true
	case *SymbolExpr:
		if x.Pos < 0 || x.Pos >= f.numSymbols {
			return false
		}
		v := make([]int64, f.numCols())
		v[f.numDims+x.Pos] = 1
		f.push(v)
		return true
	case *ConstantExpr:
		v := make([]int64, f.numCols())
		v[f.constIndex()] = x.Value
		f.push(v)
		return true
	case *BinaryExpr:
		if !f.walk(x.LHS) || !f.walk(x.RHS) {
			return false
		}
		switch x.Op {
		case KindAdd:
			rhs := f.pop()
			lhs := f.top()
			for i := range lhs {
				lhs[i] += rhs[i]
			}
			return true
		case KindMul:
			return f.visitMul(x)
		case KindMod:
			return f.visitMod(x)
		case KindFloorDiv:
			return f.visitDiv(x, false)
		case KindCeilDiv:
			return f.visitDiv(x, true)
		}
	}
	return false
}

func (f *flattener) visitMul(x *BinaryExpr) bool {
	rhs := f.pop()
	lhs := f.top()
	if _, ok := x.RHS.(*ConstantExpr); !ok {
		// Semi-affine product: a local variable stands for it.
		a := f.fromFlat(lhs)
		b := f.fromFlat(rhs)
		f.addLocalSemiAffine(Mul(f.c, a, b))
		return true
	}
	k := rhs[f.constIndex()]
	for i := range lhs {
		lhs[i] *= k
	}
	return true
}

func (f *flattener) visitMod(x *BinaryExpr) bool {
	rhs := f.pop()
	lhs := f.top()
	if _, ok := x.RHS.(*ConstantExpr); !ok {
		a := f.fromFlat(lhs)
		b := f.fromFlat(rhs)
		f.addLocalSemiAffine(Mod(f.c, a, b))
		return true
	}
	k := rhs[f.constIndex()]
	if k <= 0 {
		return false
	}
	// A multiple of k is 0 mod k.
	multiple := true
	for _, v := range lhs {
		if v%k != 0 {
			multiple = false
			break
		}
	}
	if multiple {
		clear(lhs)
		return true
	}
	// lhs mod k = lhs - k * q with q = lhs floordiv k, after canceling the
	// gcd of lhs and k in the quotient.
	dividend := append([]int64(nil), lhs...)
	g := uint64(k)
	for _, v := range lhs {
		g = gcdU64(g, uint64(abs64(v)))
	}
	if g != 1 {
		for i := range dividend {
			dividend[i] /= int64(g)
		}
	}
	divisor := k / int64(g)
	q := FloorDiv(f.c, f.fromFlat(dividend), Constant(f.c, divisor))
	if loc := f.findLocal(q); loc < 0 {
		f.record(dividend, divisor)
		f.addLocal(q)
		f.top()[f.localStart()+f.numLocals-1] = -k
	} else {
		f.top()[f.localStart()+loc] -= k
	}
	return true
}

func (f *flattener) visitDiv(x *BinaryExpr, isCeil bool) bool {
	rhs := f.pop()
	lhs := f.top()
	if _, ok := x.RHS.(*ConstantExpr); !ok {
		a := f.fromFlat(lhs)
		b := f.fromFlat(rhs)
		var d Expr
		if isCeil {
			d = CeilDiv(f.c, a, b)
		} else {
			d = FloorDiv(f.c, a, b)
		}
		f.addLocalSemiAffine(d)
		return true
	}
	k := rhs[f.constIndex()]
	if k <= 0 {
		return false
	}
	// Cancel the gcd of the dividend and the divisor.
	g := uint64(abs64(k))
	for _, v := range lhs {
		g = gcdU64(g, uint64(abs64(v)))
	}
	if g != 1 {
		for i := range lhs {
			lhs[i] /= int64(g)
		}
	}
	divisor := k / int64(g)
	if divisor == 1 {
		return true
	}
	a := f.fromFlat(lhs)
	b := Constant(f.c, divisor)
	var d Expr
	if isCeil {
		d = CeilDiv(f.c, a, b)
	} else {
		d = FloorDiv(f.c, a, b)
	}
	loc := f.findLocal(d)
	if loc < 0 {
		dividend := lhs
		if isCeil {
			dividend = append([]int64(nil), lhs...)
			dividend[len(dividend)-1] += divisor - 1
		}
		f.record(dividend, divisor)
		f.addLocal(d)
	}
	top := f.top()
	clear(top)
	if loc < 0 {
		top[f.localStart()+f.numLocals-1] = 1
	} else {
		top[f.localStart()+loc] = 1
	}
	return true
}

// addLocal adds a local variable column (for a floordiv quotient or a
// semi-affine term) to every flattened expression on the stack.
func (f *flattener) addLocal(e Expr) {
	at := f.localStart() + f.numLocals
	insert := func(v []int64) []int64 {
		v = append(v, 0)
		copy(v[at+1:], v[at:])
		v[at] = 0
		return v
	}
	for i, v := range f.stack {
		f.stack[i] = insert(v)
	}
	for i := range f.divs {
		f.divs[i].Dividend = insert(f.divs[i].Dividend)
	}
	f.localExprs = append(f.localExprs, e)
	f.numLocals++
}

// addLocalSemiAffine sets the top of the stack to the local variable for e,
// adding it when new.
func (f *flattener) addLocalSemiAffine(e Expr) {
	loc := f.findLocal(e)
	if loc < 0 {
		f.addLocal(e)
	}
	top := f.top()
	clear(top)
	if loc < 0 {
		top[f.localStart()+f.numLocals-1] = 1
	} else {
		top[f.localStart()+loc] = 1
	}
}

func (f *flattener) findLocal(e Expr) int {
	for i, l := range f.localExprs {
		if l == e {
			return i
		}
	}
	return -1
}

// exprFromFlatForm rebuilds an expression from its flattened form
// [dims, symbols, locals, constant] (upstream getAffineExprFromFlatForm).
func exprFromFlatForm(c Interner, flat []int64, numDims, numSymbols int, locals []Expr) Expr {
	e := Constant(c, 0)
	for j := 0; j < numDims+numSymbols; j++ {
		if flat[j] == 0 {
			continue
		}
		var id Expr
		if j < numDims {
			id = Dim(c, j)
		} else {
			id = Symbol(c, j-numDims)
		}
		e = Add(c, e, Mul(c, id, Constant(c, flat[j])))
	}
	for j := numDims + numSymbols; j < len(flat)-1; j++ {
		if flat[j] == 0 {
			continue
		}
		e = Add(c, e, Mul(c, locals[j-numDims-numSymbols], Constant(c, flat[j])))
	}
	if k := flat[len(flat)-1]; k != 0 {
		e = Add(c, e, Constant(c, k))
	}
	return e
}

// semiKey orders the terms of a rebuilt semi-affine expression, as
// upstream's std::pair<unsigned, signed> keys do.
type semiKey struct {
	a uint32
	b int32
}

// semiAffineFromFlatForm rebuilds a semi-affine expression from its
// flattened form, ordering terms by dimension and symbol position (upstream
// getSemiAffineExprFromFlatForm).
func semiAffineFromFlatForm(c Interner, flat []int64, numDims, numSymbols int, locals []Expr) Expr {
	e := Constant(c, 0)
	type entry struct {
		coef int64
		expr Expr
	}
	entries := map[semiKey]entry{}
	var keys []semiKey
	add := func(k semiKey, coef int64, x Expr) {
		// Like upstream's DenseMap::insert, a repeated key keeps its first
		// entry but is listed again.
		keys = append(keys, k)
		if _, ok := entries[k]; !ok {
			entries[k] = entry{coef, x}
		}
	}
	maxDS := int32(max(numDims, numSymbols))
	offsetSym := int32(0)
	offsetDim := int32(-1)
	for j := numDims; j < numDims+numSymbols; j++ {
		if flat[j] == 0 {
			continue
		}
		add(semiKey{uint32(j - numDims), maxDS + offsetSym}, flat[j], Symbol(c, j-numDims))
		offsetSym++
	}
	added := make([]bool, len(flat)-numDims-numSymbols-1)
	pos := func(x Expr) uint32 {
		switch x := x.(type) {
		case *DimExpr:
			return uint32(x.Pos)
		case *SymbolExpr:
			return uint32(x.Pos)
		}
		return 0
	}
	for i, l := range locals {
		coef := flat[numDims+numSymbols+i]
		if coef == 0 {
			continue
		}
		b, ok := l.(*BinaryExpr)
		if !ok {
			continue
		}
		lk, rk := b.LHS.Kind(), b.RHS.Kind()
		if !((lk == KindDimId || lk == KindSymbolId) && (rk == KindDimId || rk == KindSymbolId || rk == KindConstant)) {
			continue
		}
		switch {
		case rk == KindConstant && lk == KindDimId:
			add(semiKey{pos(b.LHS), offsetDim}, coef, l)
			offsetDim--
		case rk == KindConstant:
			add(semiKey{pos(b.LHS), maxDS + offsetSym}, coef, l)
			offsetSym++
		case lk == KindDimId:
			add(semiKey{pos(b.LHS), int32(pos(b.RHS))}, coef, l)
		default:
			add(semiKey{pos(b.LHS), maxDS + offsetSym}, coef, l)
			offsetSym++
		}
		added[i] = true
	}
	for j := 0; j < numDims; j++ {
		if flat[j] == 0 {
			continue
		}
		add(semiKey{uint32(j), offsetDim}, flat[j], Dim(c, j))
		offsetDim--
	}
	sort.SliceStable(keys, func(i, j int) bool {
		if keys[i].a != keys[j].a {
			return keys[i].a < keys[j].a
		}
		return keys[i].b < keys[j].b
	})
	for _, k := range keys {
		en := entries[k]
		e = Add(c, e, Mul(c, en.expr, Constant(c, en.coef)))
	}
	for j := numDims + numSymbols; j < len(flat)-1; j++ {
		if flat[j] == 0 || added[j-numDims-numSymbols] {
			continue
		}
		e = Add(c, e, Mul(c, locals[j-numDims-numSymbols], Constant(c, flat[j])))
	}
	if k := flat[len(flat)-1]; k != 0 {
		e = Add(c, e, Constant(c, k))
	}
	return e
}

// SimplifyAffineExpr simplifies e, an expression on numDims dimensions and
// numSymbols symbols, by flattening it to a sum of products and rebuilding
// it (upstream simplifyAffineExpr). Semi-affine expressions get upstream's
// symbolic division and modulo simplifications first (mirrored as they are,
// including their unsound corners, such as ((s0 floordiv 2) * s0) floordiv
// s0 becoming 0). Expressions that do not flatten (a division or modulo by a
// non-positive constant, an identifier out of range) are returned as they
// are.
func SimplifyAffineExpr(c Interner, e Expr, numDims, numSymbols int) Expr {
	if !IsPureAffine(e) {
		e = simplifySemiAffine(c, e, numDims, numSymbols)
	}
	f := flattener{c: c, numDims: numDims, numSymbols: numSymbols}
	if !f.walk(e) {
		return e
	}
	flat := f.top()
	if !IsPureAffine(e) {
		if e == exprFromFlatForm(c, flat, numDims, numSymbols, f.localExprs) {
			return e
		}
		return semiAffineFromFlatForm(c, flat, numDims, numSymbols, f.localExprs)
	}
	return exprFromFlatForm(c, flat, numDims, numSymbols, f.localExprs)
}

// FlattenAffineExpr returns the flattened form of the pure affine expression
// e: one coefficient per dimension, symbol and local variable, then the
// constant term; locals holds the floordiv expressions the local variables
// stand for. ok is false when e does not flatten.
func FlattenAffineExpr(c Interner, e Expr, numDims, numSymbols int) (flat []int64, locals []Expr, ok bool) {
	f := flattener{c: c, numDims: numDims, numSymbols: numSymbols}
	if !f.walk(e) {
		return nil, nil, false
	}
	return f.top(), f.localExprs, true
}

// FlattenWithDivisions flattens the pure affine exprs with shared local
// variables (upstream's getFlattenedAffineExprs for constraint systems):
// each flattened form has a column per dimension, symbol and local, then
// the constant; divs gives the division each local stands for. ok is false
// when an expression is semi-affine or does not flatten.
func FlattenWithDivisions(c Interner, exprs []Expr, numDims, numSymbols int) (flats [][]int64, divs []Division, ok bool) {
	f := flattener{c: c, numDims: numDims, numSymbols: numSymbols, recording: true}
	for _, e := range exprs {
		if !IsPureAffine(e) || !f.walk(e) {
			return nil, nil, false
		}
	}
	return f.stack, f.divs, true
}

// ExprFromFlatForm rebuilds an expression from a flattened form
// [dims, symbols, locals, constant] (upstream getAffineExprFromFlatForm).
func ExprFromFlatForm(c Interner, flat []int64, numDims, numSymbols int, locals []Expr) Expr {
	return exprFromFlatForm(c, flat, numDims, numSymbols, locals)
}

//===----------------------------------------------------------------------===//
// Semi-affine simplification
//===----------------------------------------------------------------------===//

// isDivisibleBySymbol reports whether dividing e by symbol pos can be
// simplified; opKind is the operation (mod, floordiv or ceildiv) asking and
// fromMul tells that e is an operand of a product (upstream's
// canSimplifyDivisionBySymbol).
func isDivisibleBySymbol(e Expr, pos int, opKind ExprKind, fromMul bool) bool {
	switch x := e.(type) {
	case *ConstantExpr:
		return x.Value == 0
	case *DimExpr:
		return false
	case *SymbolExpr:
		return x.Pos == pos
	case *BinaryExpr:
		switch x.Op {
		case KindAdd:
			return isDivisibleBySymbol(x.LHS, pos, opKind, false) && isDivisibleBySymbol(x.RHS, pos, opKind, false)
		case KindMod:
			return isDivisibleBySymbol(x.LHS, pos, KindMod, false) && isDivisibleBySymbol(x.RHS, pos, KindMod, false)
		case KindMul:
			return isDivisibleBySymbol(x.LHS, pos, opKind, true) || isDivisibleBySymbol(x.RHS, pos, opKind, true)
		default: // floordiv, ceildiv: only through the same operation
			if opKind != x.Op || fromMul {
				return false
			}
			return isDivisibleBySymbol(x.LHS, pos, x.Op, false)
		}
	}
	return false
}

// symbolicDivide divides e by symbol pos, assuming divisibility; nil when
// that fails.
func symbolicDivide(c Interner, e Expr, pos int, opKind ExprKind) Expr {
	switch x := e.(type) {
	case *ConstantExpr:
		if x.Value != 0 {
			return nil
		}
		return Constant(c, 0)
	case *DimExpr:
		return nil
	case *SymbolExpr:
		return Constant(c, 1)
	case *BinaryExpr:
		switch x.Op {
		case KindAdd:
			l := symbolicDivide(c, x.LHS, pos, opKind)
			r := symbolicDivide(c, x.RHS, pos, opKind)
			if l == nil || r == nil {
				return nil
			}
			return Add(c, l, r)
		case KindMod:
			l := symbolicDivide(c, x.LHS, pos, x.Op)
			r := symbolicDivide(c, x.RHS, pos, x.Op)
			if l == nil || r == nil {
				return nil
			}
			return Mod(c, l, r)
		case KindMul:
			if !isDivisibleBySymbol(x.LHS, pos, opKind, false) {
				r := symbolicDivide(c, x.RHS, pos, opKind)
				if r == nil {
					return nil
				}
				return Mul(c, x.LHS, r)
			}
			l := symbolicDivide(c, x.LHS, pos, opKind)
			if l == nil {
				return nil
			}
			return Mul(c, l, x.RHS)
		default:
			l := symbolicDivide(c, x.LHS, pos, x.Op)
			if l == nil {
				return nil
			}
			return BinaryOp(c, x.Op, l, x.RHS)
		}
	}
	return nil
}

// summands appends the operands of the (nested) addition e.
func summands(e Expr, out []Expr) []Expr {
	if a := binOf(e, KindAdd); a != nil {
		out = summands(a.LHS, out)
		return summands(a.RHS, out)
	}
	return append(out, e)
}

// negated returns x when e is x * -1 or -1 * x.
func negated(e Expr) Expr {
	m := binOf(e, KindMul)
	if m == nil {
		return nil
	}
	if k, ok := m.LHS.(*ConstantExpr); ok && k.Value == -1 {
		return m.RHS
	}
	if k, ok := m.RHS.(*ConstantExpr); ok && k.Value == -1 {
		return m.LHS
	}
	return nil
}

// isModOfModSubtraction reports whether lhs mod rhs is 0 because lhs is
// x - x mod rhs (possibly with the terms of x spread among the summands).
func isModOfModSubtraction(c Interner, lhs, rhs Expr, numDims, numSymbols int) bool {
	terms := summands(lhs, nil)
	for i, t := range terms {
		inner := negated(t)
		if inner == nil {
			continue
		}
		m := binOf(inner, KindMod)
		if m == nil || m.RHS != rhs {
			continue
		}
		diff := Constant(c, 0)
		for j, u := range terms {
			if i != j {
				diff = Add(c, diff, u)
			}
		}
		diff = Sub(c, diff, m.LHS)
		diff = SimplifyAffineExpr(c, diff, numDims, numSymbols)
		if k, ok := diff.(*ConstantExpr); ok && k.Value == 0 {
			return true
		}
	}
	return false
}

// simplifySemiAffine simplifies floordiv, ceildiv and mod by a symbol that
// divides the dividend (upstream simplifySemiAffine).
func simplifySemiAffine(c Interner, e Expr, numDims, numSymbols int) Expr {
	x, ok := e.(*BinaryExpr)
	if !ok {
		return e
	}
	if x.Op == KindAdd || x.Op == KindMul {
		return BinaryOp(c, x.Op,
			simplifySemiAffine(c, x.LHS, numDims, numSymbols),
			simplifySemiAffine(c, x.RHS, numDims, numSymbols))
	}
	sLHS := simplifySemiAffine(c, x.LHS, numDims, numSymbols)
	sRHS := simplifySemiAffine(c, x.RHS, numDims, numSymbols)
	if isModOfModSubtraction(c, sLHS, sRHS, numDims, numSymbols) {
		return Constant(c, 0)
	}
	sym, ok := sRHS.(*SymbolExpr)
	if !ok || !isDivisibleBySymbol(x.LHS, sym.Pos, x.Op, false) {
		return BinaryOp(c, x.Op, sLHS, sRHS)
	}
	if x.Op == KindMod {
		return Constant(c, 0)
	}
	if q := symbolicDivide(c, sLHS, sym.Pos, x.Op); q != nil {
		return q
	}
	return BinaryOp(c, x.Op, sLHS, sRHS)
}
