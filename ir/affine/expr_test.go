package affine

import (
	"math"
	"sync"
	"testing"
)

func TestUniquing(t *testing.T) {
	c := newInterner()
	d0, d1, s0 := Dim(c, 0), Dim(c, 1), Symbol(c, 0)
	if Dim(c, 0) != d0 || Symbol(c, 0) != s0 || Constant(c, 7) != Constant(c, 7) {
		t.Fatal("leaves are not uniqued")
	}
	if Expr(d0) == Expr(s0) || Dim(c, 1) == d0 || Constant(c, 0) == Constant(c, 1) {
		t.Fatal("distinct leaves share a pointer")
	}
	a := Add(c, d0, MulConst(c, d1, 3))
	if b := Add(c, Dim(c, 0), Mul(c, Dim(c, 1), Constant(c, 3))); a != b {
		t.Fatal("binary expressions are not uniqued")
	}
	m := Get(c, 2, 1, []Expr{a, s0})
	if Get(c, 2, 1, []Expr{a, s0}) != m || Get(c, 2, 0, []Expr{a}) == m || Get(c, 3, 1, []Expr{a, s0}) == m {
		t.Fatal("maps are not uniqued by dims, symbols and results")
	}
	set := GetSet(c, 2, 1, []Expr{a, s0}, []bool{true, false})
	if GetSet(c, 2, 1, []Expr{a, s0}, []bool{true, false}) != set || GetSet(c, 2, 1, []Expr{a, s0}, []bool{false, false}) == set {
		t.Fatal("sets are not uniqued by constraints and flags")
	}
	ids := map[uint64]bool{}
	for _, id := range []uint64{d0.ID(), d1.ID(), s0.ID(), a.ID(), m.ID(), set.ID()} {
		if id == 0 || ids[id] {
			t.Fatalf("bad or repeated id %d", id)
		}
		ids[id] = true
	}
	// Another interner has its own objects.
	c2 := newInterner()
	if Dim(c2, 0) == d0 {
		t.Fatal("interners share objects")
	}
}

func TestConcurrentUniquing(t *testing.T) {
	c := newInterner()
	const n = 16
	maps := make([]*Map, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			m, _, err := ParseMap(c, []byte("(d0, d1)[s0] -> (d0 + s0 * 2, (d1 floordiv 4) mod 3, d0 - (d0 floordiv 8) * 8)"))
			if err != nil {
				t.Error(err)
				return
			}
			maps[i] = SimplifyAffineMap(c, m)
		}()
	}
	wg.Wait()
	for i := 1; i < n; i++ {
		if maps[i] != maps[0] {
			t.Fatal("concurrent construction gave different pointers")
		}
	}
}

// TestConstructors checks the simplifying constructors used directly. The
// expected strings were recorded from upstream mlir-opt printing the
// equivalent affine_map text (2 + d0, d0 - d1, -d0, s1 * s0, ...).
func TestConstructors(t *testing.T) {
	c := newInterner()
	d0, d1, s0, s1 := Dim(c, 0), Dim(c, 1), Symbol(c, 0), Symbol(c, 1)
	k := func(v int64) Expr { return Constant(c, v) }
	tests := []struct {
		e    Expr
		want string
	}{
		{Add(c, k(2), d0), "d0 + 2"},
		{Sub(c, d0, d1), "d0 - d1"},
		{Neg(c, d0), "-d0"},
		{Mul(c, s1, s0), "s0 * s1"},
		{Add(c, s0, d0), "d0 + s0"},
		{Add(c, Add(c, Add(c, d1, d0), s1), s0), "d0 + d1 + s1 + s0"},
		{Mod(c, MulConst(c, d0, 128), k(64)), "0"},
		{FloorDiv(c, MulConst(c, d0, 6), k(-2)), "d0 * -3"},
		{CeilDiv(c, k(7), k(-2)), "-3"},
		{FloorDivConst(c, k(-7), 2), "-4"},
		{ModConst(c, k(-7), 3), "2"},
		{Mod(c, d0, k(0)), "d0 mod 0"},
		{FloorDiv(c, d0, k(0)), "d0 floordiv 0"},
		{AddConst(c, k(math.MaxInt64), 1), "9223372036854775807 + 1"},
		{MulConst(c, k(math.MaxInt64), 2), "9223372036854775807 * 2"},
		{FloorDiv(c, k(math.MinInt64), k(-1)), "-9223372036854775808 floordiv -1"},
		{SubConst(c, d0, 3), "d0 - 3"},
		{AddConst(c, AddConst(c, d0, 2), 3), "d0 + 5"},
		{Add(c, MulConst(c, d0, 2), MulConst(c, d0, 3)), "d0 * 5"},
		{Add(c, d0, MulConst(c, FloorDivConst(c, d0, 4), -4)), "d0 mod 4"},
		{Add(c, d0, MulConst(c, FloorDivConst(c, d0, -4), 4)), "d0 + (d0 floordiv -4) * 4"},
		{Sub(c, d0, Mul(c, FloorDiv(c, d0, s0), s0)), "d0 mod s0"},
		{CeilDivConst(c, MulConst(c, d0, 128), 64), "d0 * 2"},
		{ModConst(c, ModConst(c, d0, 8), 4), "d0 mod 4"},
		{BinaryOp(c, KindMul, k(3), s0), "s0 * 3"},
		// A product of two dimensions is not affine; it is kept as is.
		{Mul(c, d1, d0), "d0 * d1"},
		{Mul(c, d0, d1), "d0 * d1"},
	}
	for i, tt := range tests {
		if got := ExprString(tt.e); got != tt.want {
			t.Errorf("%d: got %s, want %s", i, got, tt.want)
		}
	}
}

func TestExprQueries(t *testing.T) {
	c := newInterner()
	d0, d1, s0 := Dim(c, 0), Dim(c, 1), Symbol(c, 0)
	e := Add(c, MulConst(c, d0, 8), ModConst(c, MulConst(c, d1, 12), 16))
	if !IsPureAffine(e) || IsSymbolicOrConstant(e) {
		t.Error("purity or symbolic flag wrong")
	}
	if got := LargestKnownDivisor(e); got != 4 {
		t.Errorf("largest known divisor %d, want 4", got)
	}
	if !IsMultipleOf(e, 4) || IsMultipleOf(e, 8) || !IsMultipleOf(d0, 1) || IsMultipleOf(d0, 2) || !IsMultipleOf(Mul(c, s0, d0), 1) {
		t.Error("IsMultipleOf")
	}
	if IsMultipleOf(Constant(c, 5), 0) {
		t.Error("IsMultipleOf by 0")
	}
	semi := Mul(c, d0, s0)
	if IsPureAffine(semi) || !IsSymbolicOrConstant(Mul(c, s0, Symbol(c, 1))) || IsPureAffine(FloorDiv(c, d0, s0)) {
		t.Error("semi-affine flags")
	}
	if !IsFunctionOfDim(e, 1) || IsFunctionOfDim(e, 2) || IsFunctionOfSymbol(e, 0) || !IsFunctionOfSymbol(semi, 0) {
		t.Error("IsFunctionOf")
	}
	var kinds []ExprKind
	Walk(e, func(x Expr) { kinds = append(kinds, x.Kind()) })
	want := []ExprKind{KindDimId, KindConstant, KindMul, KindDimId, KindConstant, KindMul, KindConstant, KindMod, KindAdd}
	if len(kinds) != len(want) {
		t.Fatalf("walk visited %v", kinds)
	}
	for i := range want {
		if kinds[i] != want[i] {
			t.Fatalf("walk visited %v, want %v", kinds, want)
		}
	}
	n := 0
	if WalkUntil(e, func(x Expr) bool { n++; return x.Kind() != KindMul }) || n != 3 {
		t.Errorf("WalkUntil stopped after %d", n)
	}
	if d, s := MaxDimAndSymbol([]Expr{e, semi}); d != 1 || s != 0 {
		t.Errorf("MaxDimAndSymbol = %d, %d", d, s)
	}
	if KindFloorDiv.String() != "floordiv" || !KindCeilDiv.IsBinary() || KindConstant.IsBinary() {
		t.Error("ExprKind methods")
	}
	if (&BinaryExpr{}).Kind() != KindAdd || d0.(*DimExpr).String() != "d0" {
		t.Error("String")
	}
}

func TestReplace(t *testing.T) {
	c := newInterner()
	d0, d1, s0 := Dim(c, 0), Dim(c, 1), Symbol(c, 0)
	e := Add(c, MulConst(c, d0, 2), FloorDiv(c, d1, s0))
	// Substitution rebuilds through the simplifying constructors.
	got := ReplaceDimsAndSymbols(c, e, []Expr{Constant(c, 3), Constant(c, 8)}, []Expr{Constant(c, 4)})
	if ExprString(got) != "8" {
		t.Errorf("got %s", ExprString(got))
	}
	if ReplaceDims(c, e, nil) != e || ReplaceSymbols(c, e, []Expr{s0}) != e {
		t.Error("identity replacement built a new expression")
	}
	if got := ExprString(ShiftDims(c, e, 2, 3, 1)); got != "d0 * 2 + d4 floordiv s0" {
		t.Errorf("ShiftDims: %s", got)
	}
	if got := ExprString(ShiftSymbols(c, e, 1, 2, 0)); got != "d0 * 2 + d1 floordiv s2" {
		t.Errorf("ShiftSymbols: %s", got)
	}
	if got := ExprString(Replace(c, e, map[Expr]Expr{FloorDiv(c, d1, s0): d1})); got != "d0 * 2 + d1" {
		t.Errorf("Replace: %s", got)
	}
}

// TestSimplifyAffineExpr checks upstream's flattening simplification,
// including its semi-affine rules. The expected strings were recorded from
// mlir-opt --affine-simplify-structures on the same maps.
func TestSimplifyAffineExpr(t *testing.T) {
	c := newInterner()
	tests := []struct{ in, want string }{
		{"(d0, d1)[s0] -> ((d0 * 4 + d1) floordiv 2 - d0 * 2, (d0 + d1) mod 2 + ((d0 + d1) floordiv 2) * 2, (d0 * s0) floordiv s0, d0 mod 4 - d0 + (d0 floordiv 4) * 4, (d0 * s0 + s0) floordiv s0, (d1 - d1 mod s0) mod s0, d0 * s0 + d0 floordiv s0)",
			"(d0, d1)[s0] -> (d1 floordiv 2, d0 + d1, d0, 0, d0 + 1, 0, d0 * s0 + d0 floordiv s0)"},
		{"(d0, d1)[s0, s1] -> ((d0 * s0 * s1) floordiv s1, (d0 floordiv s0) floordiv s1, ((s0 * 2) mod s1 + s1 * 4) mod s1, d0 mod 5 floordiv 0, d1 * s1 - d1 * s1 + d0)",
			"(d0, d1)[s0, s1] -> (d0 * s0, (d0 floordiv s0) floordiv s1, (s1 * 4 + (s0 * 2) mod s1) mod s1, (d0 mod 5) floordiv 0, d0)"},
	}
	for _, tt := range tests {
		m, _, err := ParseMap(c, []byte(tt.in))
		if err != nil {
			t.Fatal(err)
		}
		if got := SimplifyAffineMap(c, m).String(); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
	// Out-of-range identifiers do not flatten: the expression is kept.
	e := Add(c, Dim(c, 3), Dim(c, 0))
	if SimplifyAffineExpr(c, e, 1, 0) != e {
		t.Error("out-of-range dimension was simplified")
	}
	flat, locals, ok := FlattenAffineExpr(c, Add(c, MulConst(c, Dim(c, 0), 3), ModConst(c, Symbol(c, 0), 4)), 1, 1)
	if !ok || len(locals) != 1 || len(flat) != 4 || flat[0] != 3 || flat[1] != 1 || flat[2] != -4 || flat[3] != 0 {
		t.Errorf("flattened to %v %v", flat, locals)
	}
	if got := ExprString(ExprFromFlatForm(c, flat, 1, 1, locals)); got != "d0 * 3 + s0 mod 4" {
		t.Errorf("rebuilt %s", got)
	}
}

func TestPrintWithNames(t *testing.T) {
	c := newInterner()
	e := Add(c, Dim(c, 0), MulConst(c, Symbol(c, 1), -2))
	got := string(AppendExprFunc(nil, e, func(buf []byte, pos int, isSymbol bool) []byte {
		if isSymbol {
			return append(append(buf, "symbol(%n"...), byte('0'+pos), ')')
		}
		return append(buf, "%i"...)
	}))
	if got != "%i - symbol(%n1) * 2" {
		t.Errorf("got %s", got)
	}
	if got := string(AppendExprFunc([]byte("x="), e, nil)); got != "x=d0 - s1 * 2" {
		t.Errorf("got %s", got)
	}
}
