package affine

// IntegerSet is a uniqued integer set (upstream IntegerSet): the points of
// NumDims dimensions, parameterized by NumSymbols symbols, that satisfy every
// constraint: Constraints[i] == 0 when EqFlags[i], else Constraints[i] >= 0.
// Sets from the same Interner are equal exactly when they are the same
// pointer. The fields must not be modified.
type IntegerSet struct {
	NumDims, NumSymbols int    // numbers of dimensions and symbols
	Constraints         []Expr // the constrained expressions
	EqFlags             []bool // EqFlags[i]: Constraints[i] == 0, else >= 0
	id                  uint64
}

// ID returns the interned identity of s.
func (s *IntegerSet) ID() uint64 { return s.id }

// GetSet returns the integer set with the given constraints; eqFlags[i]
// marks constraint i as an equality (== 0) rather than an inequality (>= 0).
// The slices must have the same length; with no constraints the set is the
// universe, (0 == 0), as the parser builds it. The slices are copied.
func GetSet(c Interner, numDims, numSymbols int, constraints []Expr, eqFlags []bool) *IntegerSet {
	if len(constraints) != len(eqFlags) {
		panic("affine: GetSet: constraints and eqFlags differ in length")
	}
	if numDims < 0 || numSymbols < 0 {
		panic("affine: negative dimension or symbol count")
	}
	if len(constraints) == 0 {
		constraints, eqFlags = []Expr{Constant(c, 0)}, []bool{true}
	}
	var kb [64]byte
	k := append(kb[:0], keySet)
	k = appendUvarint(k, uint64(numDims))
	k = appendUvarint(k, uint64(numSymbols))
	k = appendUvarint(k, uint64(len(constraints)))
	for i, e := range constraints {
		k = appendUvarint(k, e.ID())
		if eqFlags[i] {
			k = append(k, 1)
		} else {
			k = append(k, 0)
		}
	}
	return c.Uniquer().Get(k, func(id uint64) any {
		return &IntegerSet{
			NumDims: numDims, NumSymbols: numSymbols,
			Constraints: append([]Expr(nil), constraints...),
			EqFlags:     append([]bool(nil), eqFlags...),
			id:          id,
		}
	}).(*IntegerSet)
}

// EmptySet returns the canonical empty set (1 == 0).
func EmptySet(c Interner, numDims, numSymbols int) *IntegerSet {
	return GetSet(c, numDims, numSymbols, []Expr{Constant(c, 1)}, []bool{true})
}

// IsEmptyIntegerSet reports whether s is the canonical empty set (1 == 0).
// A set with no solution in another form is not detected.
func (s *IntegerSet) IsEmptyIntegerSet() bool {
	if len(s.Constraints) != 1 || !s.EqFlags[0] {
		return false
	}
	k, ok := s.Constraints[0].(*ConstantExpr)
	return ok && k.Value == 1
}

// GetNumDims returns the number of dimensions.
func (s *IntegerSet) GetNumDims() int { return s.NumDims }

// GetNumSymbols returns the number of symbols.
func (s *IntegerSet) GetNumSymbols() int { return s.NumSymbols }

// GetNumInputs returns NumDims + NumSymbols.
func (s *IntegerSet) GetNumInputs() int { return s.NumDims + s.NumSymbols }

// GetNumConstraints returns the number of constraints.
func (s *IntegerSet) GetNumConstraints() int { return len(s.Constraints) }

// GetNumEqualities returns the number of equality constraints.
func (s *IntegerSet) GetNumEqualities() int {
	n := 0
	for _, eq := range s.EqFlags {
		if eq {
			n++
		}
	}
	return n
}

// GetNumInequalities returns the number of inequality constraints.
func (s *IntegerSet) GetNumInequalities() int { return len(s.Constraints) - s.GetNumEqualities() }

// GetConstraint returns constraint i.
func (s *IntegerSet) GetConstraint(i int) Expr { return s.Constraints[i] }

// IsEq reports whether constraint i is an equality.
func (s *IntegerSet) IsEq(i int) bool { return s.EqFlags[i] }

// WalkExprs walks every constraint expression in post-order.
func (s *IntegerSet) WalkExprs(fn func(Expr)) {
	for _, e := range s.Constraints {
		Walk(e, fn)
	}
}

// ReplaceDimsAndSymbols substitutes in every constraint and returns a set
// with numResultDims dimensions and numResultSyms symbols.
func (s *IntegerSet) ReplaceDimsAndSymbols(c Interner, dims, syms []Expr, numResultDims, numResultSyms int) *IntegerSet {
	cs := make([]Expr, len(s.Constraints))
	for i, e := range s.Constraints {
		cs[i] = ReplaceDimsAndSymbols(c, e, dims, syms)
	}
	return GetSet(c, numResultDims, numResultSyms, cs, s.EqFlags)
}
