package affine

import (
	"slices"
	"testing"
)

func mustMap(t *testing.T, c Interner, s string) *Map {
	t.Helper()
	m, n, err := ParseMap(c, []byte(s))
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	if n != len(s) {
		t.Fatalf("%s: consumed %d of %d bytes", s, n, len(s))
	}
	return m
}

func TestMapBuilders(t *testing.T) {
	c := newInterner()
	tests := []struct {
		m    *Map
		want string
	}{
		{EmptyMap(c), "() -> ()"},
		{GetEmpty(c, 2, 1), "(d0, d1)[s0] -> ()"},
		{ConstantMap(c, -4), "() -> (-4)"},
		{MultiDimIdentityMap(c, 3), "(d0, d1, d2) -> (d0, d1, d2)"},
		{MultiDimIdentityMap(c, 0), "() -> ()"},
		{MinorIdentityMap(c, 4, 2), "(d0, d1, d2, d3) -> (d2, d3)"},
		{MultiDimMapWithTargets(c, 3, []int{2, 0}), "(d0, d1, d2) -> (d2, d0)"},
		{GetPermutationMap(c, []int{1, 2, 0}), "(d0, d1, d2) -> (d1, d2, d0)"},
		{FilteredIdentityMap(c, 4, func(i int) bool { return i%2 == 1 }), "(d0, d1, d2, d3) -> (d1, d3)"},
		{GetSingle(c, 1, 1, Add(c, Dim(c, 0), Symbol(c, 0))), "(d0)[s0] -> (d0 + s0)"},
	}
	for _, tt := range tests {
		if got := tt.m.String(); got != tt.want {
			t.Errorf("got %s, want %s", got, tt.want)
		}
	}
	if GetPermutationMap(c, []int{0, 0}) != nil || GetPermutationMap(c, nil) != nil || GetPermutationMap(c, []int{0, 2}) != nil {
		t.Error("GetPermutationMap accepted a non-permutation")
	}
	maps := InferFromExprList(c, [][]Expr{{Dim(c, 0)}, {Symbol(c, 2), Dim(c, 1)}})
	if len(maps) != 2 || maps[0].String() != "(d0, d1)[s0, s1, s2] -> (d0)" || maps[1].String() != "(d0, d1)[s0, s1, s2] -> (s2, d1)" {
		t.Errorf("InferFromExprList: %v", maps)
	}
	// AppendMap and AppendSet append.
	if got := string(AppendMap([]byte("#m = "), ConstantMap(c, 1))); got != "#m = () -> (1)" {
		t.Errorf("AppendMap: %s", got)
	}
}

func TestMapPredicates(t *testing.T) {
	c := newInterner()
	tests := []struct {
		m                                                  string
		identity, minorIdentity, perm, projPerm, projPerm0 bool
		singleConst, constant, empty                       bool
	}{
		{"(d0, d1) -> (d0, d1)", true, true, true, true, true, false, false, false},
		{"(d0, d1)[s0] -> (d0, d1)", true, false, false, false, false, false, false, false},
		{"(d0, d1, d2) -> (d1, d2)", false, true, false, true, true, false, false, false},
		{"(d0, d1, d2) -> (d2, d0, d1)", false, false, true, true, true, false, false, false},
		{"(d0, d1, d2) -> (d2, 0)", false, false, false, false, true, false, false, false},
		{"(d0, d1) -> (d0, d0)", false, false, false, false, false, false, false, false},
		{"(d0) -> (d0, 0)", false, false, false, false, false, false, false, false},
		{"(d0) -> (d0 + 1)", false, false, false, false, false, false, false, false},
		{"() -> (3)", false, false, false, false, false, true, true, false},
		{"(d0) -> (3, 4)", false, false, false, false, false, false, true, false},
		{"() -> ()", true, true, true, true, true, false, true, true},
		{"(d0) -> ()", false, true, false, true, true, false, true, false},
	}
	for _, tt := range tests {
		m := mustMap(t, c, tt.m)
		got := []bool{m.IsIdentity(), m.IsMinorIdentity(), m.IsPermutation(), m.IsProjectedPermutation(false), m.IsProjectedPermutation(true),
			m.IsSingleConstant(), m.IsConstant(), m.IsEmpty()}
		want := []bool{tt.identity, tt.minorIdentity, tt.perm, tt.projPerm, tt.projPerm0, tt.singleConst, tt.constant, tt.empty}
		if !slices.Equal(got, want) {
			t.Errorf("%s: got %v, want %v", tt.m, got, want)
		}
	}
	m := mustMap(t, c, "(d0, d1)[s0] -> (d1, d0 + s0, 7, d0)")
	if m.GetNumDims() != 2 || m.GetNumSymbols() != 1 || m.GetNumInputs() != 3 || m.GetNumResults() != 4 || m.GetDimPosition(0) != 1 {
		t.Error("counts")
	}
	if p, ok := m.GetResultPosition(Dim(c, 0)); !ok || p != 3 {
		t.Error("GetResultPosition")
	}
	if _, ok := m.GetResultPosition(Constant(c, 7)); ok {
		t.Error("GetResultPosition of a constant")
	}
	if !m.IsFunctionOfDim(0) || !m.IsFunctionOfSymbol(0) || m.IsFunctionOfDim(2) {
		t.Error("IsFunctionOf")
	}
	if v := mustMap(t, c, "() -> (-9)").GetSingleConstantResult(); v != -9 {
		t.Errorf("GetSingleConstantResult = %d", v)
	}
	if vs := mustMap(t, c, "(d0) -> (1, 2)").GetConstantResults(); !slices.Equal(vs, []int64{1, 2}) {
		t.Errorf("GetConstantResults = %v", vs)
	}
	// Upstream's isSymbolIdentity compares against dimensions.
	if !mustMap(t, c, "(d0, d1)[s0, s1] -> (d0, d1)").IsSymbolIdentity() || mustMap(t, c, "()[s0] -> (s0)").IsSymbolIdentity() {
		t.Error("IsSymbolIdentity")
	}
	if got := m.LargestKnownDivisorOfMapExprs(); got != 1 {
		t.Errorf("LargestKnownDivisorOfMapExprs = %d", got)
	}
	if got := mustMap(t, c, "(d0) -> (d0 * 4, 6)").LargestKnownDivisorOfMapExprs(); got != 2 {
		t.Errorf("LargestKnownDivisorOfMapExprs = %d", got)
	}
	if got := EmptyMap(c).LargestKnownDivisorOfMapExprs(); got != ^uint64(0) {
		t.Errorf("LargestKnownDivisorOfMapExprs of no results = %d", got)
	}
}

func TestMinorIdentityWithBroadcasting(t *testing.T) {
	c := newInterner()
	ok, b := mustMap(t, c, "(d0, d1, d2) -> (0, d2)").IsMinorIdentityWithBroadcasting()
	if !ok || !slices.Equal(b, []int{0}) {
		t.Errorf("got %v %v", ok, b)
	}
	if ok, _ := mustMap(t, c, "(d0, d1, d2) -> (d2, 0)").IsMinorIdentityWithBroadcasting(); ok {
		t.Error("accepted (d2, 0)")
	}
	if got := mustMap(t, c, "(d0) -> (0, d0, 0, 1)").BroadcastDims(); !slices.Equal(got, []int{0, 2}) {
		t.Errorf("BroadcastDims = %v", got)
	}
	// The examples of upstream's documentation.
	tests := []struct {
		m    string
		ok   bool
		perm []int
	}{
		{"(d0, d1, d2) -> (0, d1)", true, []int{1, 0}},
		{"(d0, d1, d2) -> (d0, 0)", false, nil},
		{"(d0, d1, d2, d3) -> (0, d1, d3)", true, []int{1, 0, 2}},
		{"(d0, d1) -> (d1, 0, 0, d0)", true, []int{3, 0, 1, 2}},
	}
	for _, tt := range tests {
		ok, perm := mustMap(t, c, tt.m).IsPermutationOfMinorIdentityWithBroadcasting()
		if ok != tt.ok || !slices.Equal(perm, tt.perm) {
			t.Errorf("%s: got %v %v", tt.m, ok, perm)
		}
	}
}

func TestMapTransforms(t *testing.T) {
	c := newInterner()
	m := mustMap(t, c, "(d0, d1)[s0] -> (d1, d0 + s0, 0, d0)")
	check := func(what string, got *Map, want string) {
		t.Helper()
		if got == nil {
			if want != "<nil>" {
				t.Errorf("%s: got nil, want %s", what, want)
			}
			return
		}
		if got.String() != want {
			t.Errorf("%s: got %s, want %s", what, got, want)
		}
	}
	check("DropResults", m.DropResults(c, []int{0, 2, 9}), "(d0, d1)[s0] -> (d0 + s0, d0)")
	check("DropResult", m.DropResult(c, 1), "(d0, d1)[s0] -> (d1, 0, d0)")
	check("InsertResult", m.InsertResult(c, Symbol(c, 0), 1), "(d0, d1)[s0] -> (d1, s0, d0 + s0, 0, d0)")
	check("GetSubMap", m.GetSubMap(c, []int{3, 0}), "(d0, d1)[s0] -> (d0, d1)")
	check("GetSliceMap", m.GetSliceMap(c, 1, 2), "(d0, d1)[s0] -> (d0 + s0, 0)")
	check("GetMajorSubMap", m.GetMajorSubMap(c, 1), "(d0, d1)[s0] -> (d1)")
	check("GetMinorSubMap", m.GetMinorSubMap(c, 2), "(d0, d1)[s0] -> (0, d0)")
	check("GetMajorSubMap(0)", m.GetMajorSubMap(c, 0), "<nil>")
	check("GetMinorSubMap(9)", m.GetMinorSubMap(c, 9), m.String())
	check("DropZeroResults", m.DropZeroResults(c), "(d0, d1)[s0] -> (d1, d0 + s0, d0)")
	if m.NumOfZeroResults() != 1 {
		t.Error("NumOfZeroResults")
	}
	check("ReplaceDimsAndSymbols", m.ReplaceDimsAndSymbols(c, []Expr{Symbol(c, 0), Constant(c, 5)}, []Expr{Dim(c, 0)}, 1, 1),
		"(d0)[s0] -> (5, d0 + s0, 0, s0)")
	check("Replace", m.Replace(c, map[Expr]Expr{Dim(c, 0): Dim(c, 1)}, 2, 1), "(d0, d1)[s0] -> (d1, d1 + s0, 0, d1)")
	check("ShiftDims", m.ShiftDims(c, 2, 1), "(d0, d1, d2, d3)[s0] -> (d3, d0 + s0, 0, d0)")
	check("ShiftSymbols", m.ShiftSymbols(c, 1, 0), "(d0, d1)[s0, s1] -> (d1, d0 + s1, 0, d0)")

	check("InversePermutation", InversePermutation(c, mustMap(t, c, "(d0, d1, d2) -> (d1, d2, d0)")), "(d0, d1, d2) -> (d2, d0, d1)")
	check("InversePermutation of a projection", InversePermutation(c, mustMap(t, c, "(d0, d1) -> (d1, d1, d0, 0)")), "(d0, d1, d2, d3) -> (d2, d0)")
	check("InversePermutation of a non-permutation", InversePermutation(c, mustMap(t, c, "(d0, d1) -> (d1, d1)")), "<nil>")
	check("InversePermutation of the empty map", InversePermutation(c, EmptyMap(c)), "() -> ()")
	check("InverseAndBroadcastProjectedPermutation", InverseAndBroadcastProjectedPermutation(c, mustMap(t, c, "(d0, d1, d2) -> (d2, 0)")), "(d0, d1) -> (0, 0, d0)")

	check("ConcatAffineMaps", ConcatAffineMaps(c, []*Map{mustMap(t, c, "(d0)[s0] -> (d0 + s0)"), mustMap(t, c, "(d0, d1)[s0] -> (s0 * d1)")}),
		"(d0, d1)[s0, s1] -> (d0 + s0, d1 * s1)")
	check("ConcatAffineMaps()", ConcatAffineMaps(c, nil), "() -> ()")
	u := mustMap(t, c, "(d0, d1, d2)[s0, s1] -> (d2 + s1, d0)")
	if !slices.Equal(UnusedDims([]*Map{u}), []bool{false, true, false}) || !slices.Equal(UnusedSymbols([]*Map{u}), []bool{true, false}) {
		t.Error("UnusedDims/UnusedSymbols")
	}
	check("CompressUnusedDims", CompressUnusedDims(c, u), "(d0, d1)[s0, s1] -> (d1 + s1, d0)")
	check("CompressUnusedSymbols", CompressUnusedSymbols(c, u), "(d0, d1, d2)[s0] -> (d2 + s0, d0)")
	check("ProjectDims", ProjectDims(c, u, []bool{true}, false), "(d0, d1, d2)[s0, s1] -> (d2 + s1, 0)")
	check("ProjectSymbols", ProjectSymbols(c, u, []bool{false, true}, true), "(d0, d1, d2)[s0] -> (d2, d0)")
	check("GetProjectedMap", GetProjectedMap(c, u, []bool{false, false, true}, true, true), "(d0, d1)[s0] -> (s0, d0)")
	check("RemoveDuplicateExprs", RemoveDuplicateExprs(c, mustMap(t, c, "(d0, d1) -> (d0, d0, d1, d0)")), "(d0, d1) -> (d0, d1, d0)")
}

// TestCompose checks Compose against upstream's AffineMap::compose as run by
// mlir-opt --affine-super-vectorizer-test=compose-maps, which prints the
// simplified composition (expected strings recorded from it).
func TestCompose(t *testing.T) {
	c := newInterner()
	tests := []struct{ outer, inner, want string }{
		{"(d0, d1)[s0, s1] -> (d0 floordiv 2 + s1, d0 - s0 + d1)", "(d0, d1)[s0] -> (d0 + s0, d1 * 2)",
			"(d0, d1)[s0, s1, s2] -> ((d0 + s2) floordiv 2 + s1, d0 + d1 * 2 - s0 + s2)"},
		{"(d0, d1) -> (d0 mod 4, d1 floordiv 4)", "(d0) -> (d0 * 4, d0 + 1)", "(d0) -> (0, (d0 + 1) floordiv 4)"},
		{"(d0, d1, d2) -> (d1, d2, d0)", "(d0, d1, d2) -> (d2, d0, d1)", "(d0, d1, d2) -> (d0, d1, d2)"},
		{"(d0)[s0] -> (d0 * s0)", "(d0)[s0] -> (d0 floordiv s0)", "(d0)[s0, s1] -> ((d0 floordiv s1) * s0)"},
		{"(d0, d1) -> (d0 + d1)", "()[s0] -> (s0, 3)", "()[s0] -> (s0 + 3)"},
		{"(d0) -> (d0 * 2 + 1)", "(d0, d1) -> (d0 - d1)", "(d0, d1) -> (d0 * 2 - d1 * 2 + 1)"},
	}
	for _, tt := range tests {
		got := SimplifyAffineMap(c, mustMap(t, c, tt.outer).Compose(c, mustMap(t, c, tt.inner)))
		if got.String() != tt.want {
			t.Errorf("%s ∘ %s:\n got %s\nwant %s", tt.outer, tt.inner, got, tt.want)
		}
	}
	// Without the simplification.
	if got := mustMap(t, c, "(d0) -> (d0 * 2 + 1)").Compose(c, mustMap(t, c, "(d0, d1) -> (d0 - d1)")).String(); got != "(d0, d1) -> ((d0 - d1) * 2 + 1)" {
		t.Errorf("Compose: %s", got)
	}
	if got := mustMap(t, c, "(d0, d1) -> (d0 * 3 + d1, d1 floordiv 2)").ComposeValues(c, []int64{2, 5}); !slices.Equal(got, []int64{11, 2}) {
		t.Errorf("ComposeValues = %v", got)
	}
	if got := ComposeExpr(c, Add(c, Dim(c, 0), Dim(c, 1)), mustMap(t, c, "(d0) -> (d0 * 2, 4)")); ExprString(got) != "d0 * 2 + 4" {
		t.Errorf("ComposeExpr: %s", ExprString(got))
	}
}

func TestConstantFold(t *testing.T) {
	c := newInterner()
	v := func(x int64) *int64 { return &x }
	m := mustMap(t, c, "(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv -2, d0 mod s0, d0 ceildiv 3)")
	res, ok, poison := m.ConstantFold([]*int64{v(-7), v(5), v(4)})
	if !ok || poison || !slices.Equal(res, []int64{1, -3, 1, -2}) {
		t.Errorf("ConstantFold = %v %v %v", res, ok, poison)
	}
	// An unknown operand: no complete folding, but a partial one.
	if _, ok, _ := m.ConstantFold([]*int64{v(1), nil, v(4)}); ok {
		t.Error("folded with an unknown operand")
	}
	folded, res, poison := m.PartialConstantFold(c, []*int64{v(1), nil, v(4)})
	if poison || res != nil || folded.String() != "(d0, d1)[s0] -> (9, d1 floordiv -2, 1, 1)" {
		t.Errorf("PartialConstantFold = %v %v %v", folded, res, poison)
	}
	// Modulo by a non-positive value is poison.
	if _, ok, poison := m.ConstantFold([]*int64{v(1), v(1), v(0)}); ok || !poison {
		t.Errorf("poison not reported: %v %v", ok, poison)
	}
	// The result that folds to poison stays, the others fold.
	if f, _, poison := m.PartialConstantFold(c, []*int64{v(1), v(1), v(-1)}); f.String() != "(d0, d1)[s0] -> (-1, -1, d0 mod s0, 1)" || !poison {
		t.Error("PartialConstantFold with poison")
	}
	if _, ok, _ := EmptyMap(c).ConstantFold(nil); ok {
		t.Error("a map without results folded")
	}
	if x, ok, poison := EvalExpr(FloorDiv(c, Dim(c, 0), Symbol(c, 0)), 1, []*int64{v(7), v(0)}); ok || !poison || x != 0 {
		t.Error("EvalExpr division by zero")
	}
	if x, ok, _ := EvalExpr(CeilDiv(c, Dim(c, 0), Symbol(c, 0)), 1, []*int64{v(7), v(-2)}); !ok || x != -3 {
		t.Errorf("EvalExpr = %d", x)
	}
}

func TestIntegerSet(t *testing.T) {
	c := newInterner()
	s, _, err := ParseSet(c, []byte("(d0, d1)[s0] : (d0 - s0 >= 0, d1 == 0, d0 <= 10)"))
	if err != nil {
		t.Fatal(err)
	}
	if s.GetNumDims() != 2 || s.GetNumSymbols() != 1 || s.GetNumInputs() != 3 || s.GetNumConstraints() != 3 ||
		s.GetNumEqualities() != 1 || s.GetNumInequalities() != 2 || !s.IsEq(1) || s.IsEq(0) || ExprString(s.GetConstraint(2)) != "-d0 + 10" {
		t.Error("set accessors")
	}
	if s.IsEmptyIntegerSet() || !EmptySet(c, 2, 1).IsEmptyIntegerSet() || EmptySet(c, 1, 0).String() != "(d0) : (1 == 0)" {
		t.Error("empty set")
	}
	if got := GetSet(c, 1, 0, nil, nil).String(); got != "(d0) : (0 == 0)" {
		t.Errorf("universe: %s", got)
	}
	r := s.ReplaceDimsAndSymbols(c, []Expr{Symbol(c, 0), Dim(c, 0)}, []Expr{Constant(c, 3)}, 1, 1)
	if got := r.String(); got != "(d0)[s0] : (s0 - 3 >= 0, d0 == 0, -s0 + 10 >= 0)" {
		t.Errorf("ReplaceDimsAndSymbols: %s", got)
	}
	n := 0
	s.WalkExprs(func(Expr) { n++ })
	if n == 0 {
		t.Error("WalkExprs")
	}
	if got := string(AppendSet([]byte("s = "), EmptySet(c, 0, 1))); got != "s = ()[s0] : (1 == 0)" {
		t.Errorf("AppendSet: %s", got)
	}
}
