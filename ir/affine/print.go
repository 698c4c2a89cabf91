package affine

import "strconv"

// ExprString returns e printed as upstream's AsmPrinter prints affine
// expressions (d<i> for dimensions, s<i> for symbols).
func ExprString(e Expr) string { return string(AppendExpr(nil, e)) }

// AppendExpr appends e printed as upstream prints it.
func AppendExpr(buf []byte, e Expr) []byte {
	return appendExpr(buf, e, false, nil)
}

// NameFunc appends the name to print for the dimension (isSymbol false) or
// symbol at position pos.
type NameFunc func(buf []byte, pos int, isSymbol bool) []byte

// AppendExprFunc appends e like AppendExpr, printing dimensions and symbols
// through name (as upstream's printAffineExprOfSSAIds does). A nil name
// prints d<i> and s<i>.
func AppendExprFunc(buf []byte, e Expr, name NameFunc) []byte {
	return appendExpr(buf, e, false, name)
}

// appendExpr mirrors upstream's printAffineExprInternal; strong is the
// enclosing binding strength (true for Strong).
func appendExpr(buf []byte, e Expr, strong bool, name NameFunc) []byte {
	var spelling string
	switch x := e.(type) {
	case *SymbolExpr:
		if name != nil {
			return name(buf, x.Pos, true)
		}
		return strconv.AppendInt(append(buf, 's'), int64(x.Pos), 10)
	case *DimExpr:
		if name != nil {
			return name(buf, x.Pos, false)
		}
		return strconv.AppendInt(append(buf, 'd'), int64(x.Pos), 10)
	case *ConstantExpr:
		return strconv.AppendInt(buf, x.Value, 10)
	case *BinaryExpr:
		switch x.Op {
		case KindAdd:
			spelling = " + "
		case KindMul:
			spelling = " * "
		case KindFloorDiv:
			spelling = " floordiv "
		case KindCeilDiv:
			spelling = " ceildiv "
		case KindMod:
			spelling = " mod "
		}
	default:
		return append(buf, "<<NULL AFFINE EXPR>>"...)
	}
	b := e.(*BinaryExpr)
	lhs, rhs := b.LHS, b.RHS

	if b.Op != KindAdd {
		if strong {
			buf = append(buf, '(')
		}
		// Multiplication by -1 prints as a negation.
		if k, ok := rhs.(*ConstantExpr); ok && b.Op == KindMul && k.Value == -1 {
			buf = append(buf, '-')
			buf = appendExpr(buf, lhs, true, name)
		} else {
			buf = appendExpr(buf, lhs, true, name)
			buf = append(buf, spelling...)
			buf = appendExpr(buf, rhs, true, name)
		}
		if strong {
			buf = append(buf, ')')
		}
		return buf
	}

	if strong {
		buf = append(buf, '(')
	}
	done := false
	// An added product with a negative constant factor prints as a
	// subtraction.
	if m := binOf(rhs, KindMul); m != nil {
		if k, ok := m.RHS.(*ConstantExpr); ok {
			if k.Value == -1 {
				buf = appendExpr(buf, lhs, false, name)
				buf = append(buf, " - "...)
				buf = appendExpr(buf, m.LHS, m.LHS.Kind() == KindAdd, name)
				done = true
			} else if k.Value < -1 {
				buf = appendExpr(buf, lhs, false, name)
				buf = append(buf, " - "...)
				buf = appendExpr(buf, m.LHS, true, name)
				buf = append(buf, " * "...)
				buf = strconv.AppendInt(buf, -k.Value, 10)
				done = true
			}
		}
	}
	// An added negative constant prints as a subtraction.
	if !done {
		if k, ok := rhs.(*ConstantExpr); ok && k.Value < 0 {
			buf = appendExpr(buf, lhs, false, name)
			buf = append(buf, " - "...)
			buf = strconv.AppendInt(buf, -k.Value, 10)
			done = true
		}
	}
	if !done {
		buf = appendExpr(buf, lhs, false, name)
		buf = append(buf, " + "...)
		buf = appendExpr(buf, rhs, false, name)
	}
	if strong {
		buf = append(buf, ')')
	}
	return buf
}

// appendIDList appends "(d0, d1)" and, when numSymbols > 0, "[s0, s1]".
func appendIDList(buf []byte, numDims, numSymbols int) []byte {
	buf = append(buf, '(')
	for i := 0; i < numDims; i++ {
		if i > 0 {
			buf = append(buf, ", "...)
		}
		buf = strconv.AppendInt(append(buf, 'd'), int64(i), 10)
	}
	buf = append(buf, ')')
	if numSymbols > 0 {
		buf = append(buf, '[')
		for i := 0; i < numSymbols; i++ {
			if i > 0 {
				buf = append(buf, ", "...)
			}
			buf = strconv.AppendInt(append(buf, 's'), int64(i), 10)
		}
		buf = append(buf, ']')
	}
	return buf
}

// AppendMap appends the body of affine_map<...> for m, e.g.
// "(d0, d1)[s0] -> (d0 + s0, d1)".
func AppendMap(buf []byte, m *Map) []byte {
	buf = appendIDList(buf, m.NumDims, m.NumSymbols)
	buf = append(buf, " -> ("...)
	for i, r := range m.Results {
		if i > 0 {
			buf = append(buf, ", "...)
		}
		buf = AppendExpr(buf, r)
	}
	return append(buf, ')')
}

// AppendSet appends the body of affine_set<...> for s, e.g.
// "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)".
func AppendSet(buf []byte, s *IntegerSet) []byte {
	buf = appendIDList(buf, s.NumDims, s.NumSymbols)
	buf = append(buf, " : ("...)
	for i, e := range s.Constraints {
		if i > 0 {
			buf = append(buf, ", "...)
		}
		buf = AppendExpr(buf, e)
		if s.EqFlags[i] {
			buf = append(buf, " == 0"...)
		} else {
			buf = append(buf, " >= 0"...)
		}
	}
	return append(buf, ')')
}

// String returns the body of affine_map<...> for m.
func (m *Map) String() string { return string(AppendMap(nil, m)) }

// String returns the body of affine_set<...> for s.
func (s *IntegerSet) String() string { return string(AppendSet(nil, s)) }
