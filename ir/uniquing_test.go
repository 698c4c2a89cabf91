package ir_test

import (
	"fmt"
	"math"
	"math/big"
	"sync"
	"testing"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// uniqued builds the same object twice from one context; each case also
// builds a different object that must not be the same pointer.
type uniqued struct {
	name string
	make func(ctx *ir.Context) any
	diff func(ctx *ir.Context) any
}

func uniquedCases() []uniqued {
	return []uniqued{
		{"integer type", func(c *ir.Context) any { return c.IntegerType(7, ir.Signed) },
			func(c *ir.Context) any { return c.IntegerType(7, ir.Unsigned) }},
		{"wide integer type", func(c *ir.Context) any { return c.I(128) },
			func(c *ir.Context) any { return c.I(127) }},
		{"signless i32 table", func(c *ir.Context) any { return c.IntegerType(32, ir.Signless) },
			func(c *ir.Context) any { return c.I(33) }},
		{"float type", func(c *ir.Context) any { return c.FloatType(ir.BF16) },
			func(c *ir.Context) any { return c.FloatType(ir.F16) }},
		{"complex", func(c *ir.Context) any { return c.ComplexType(c.FloatType(ir.F32)) },
			func(c *ir.Context) any { return c.ComplexType(c.FloatType(ir.F64)) }},
		{"vector", func(c *ir.Context) any { return c.VectorType([]int64{4, 8}, c.I(8), []bool{false, false}) },
			func(c *ir.Context) any { return c.VectorType([]int64{4, 8}, c.I(8), []bool{false, true}) }},
		{"tensor", func(c *ir.Context) any { return c.RankedTensorType([]int64{ir.Dynamic, 2}, c.I(1), nil) },
			func(c *ir.Context) any { return c.RankedTensorType([]int64{2, ir.Dynamic}, c.I(1), nil) }},
		{"tensor encoding", func(c *ir.Context) any { return c.RankedTensorType([]int64{2}, c.I(1), c.StringAttr("e")) },
			func(c *ir.Context) any { return c.RankedTensorType([]int64{2}, c.I(1), nil) }},
		{"memref space 0 is default", func(c *ir.Context) any { return c.MemRefType([]int64{3}, c.I(8), nil, c.IntAttr(c.I(64), 0)) },
			func(c *ir.Context) any { return c.MemRefType([]int64{3}, c.I(8), nil, c.IntAttr(c.I(64), 1)) }},
		{"memref identity layout", func(c *ir.Context) any {
			return c.MemRefType([]int64{3}, c.I(8), c.AffineMapAttr(affine.MultiDimIdentityMap(c, 1)), nil)
		}, func(c *ir.Context) any {
			return c.MemRefType([]int64{3}, c.I(8), c.AffineMapAttr(affine.ConstantMap(c, 0)), nil)
		}},
		{"function", func(c *ir.Context) any { return c.FunctionType([]ir.Type{c.I(1)}, []ir.Type{c.I(2)}) },
			func(c *ir.Context) any { return c.FunctionType([]ir.Type{c.I(1), c.I(2)}, nil) }},
		{"tuple", func(c *ir.Context) any { return c.TupleType([]ir.Type{c.IndexType(), c.NoneType()}) },
			func(c *ir.Context) any { return c.TupleType([]ir.Type{c.NoneType(), c.IndexType()}) }},
		{"opaque type", func(c *ir.Context) any { return c.OpaqueType("d", "a") },
			func(c *ir.Context) any { return c.OpaqueType("da", "") }},
		{"integer attr", func(c *ir.Context) any { return c.IntAttr(c.I(8), 255) },
			func(c *ir.Context) any { return c.IntAttr(c.IntegerType(8, ir.Unsigned), 255) }},
		{"float attr", func(c *ir.Context) any { return c.FloatAttrFromFloat64(c.FloatType(ir.F32), 0) },
			func(c *ir.Context) any { return c.FloatAttrFromFloat64(c.FloatType(ir.F32), math.Copysign(0, -1)) }},
		{"string attr none type", func(c *ir.Context) any { return c.TypedStringAttr("s", c.NoneType()) },
			func(c *ir.Context) any { return c.TypedStringAttr("s", c.I(1)) }},
		{"array", func(c *ir.Context) any { return c.ArrayAttr([]ir.Attribute{c.UnitAttr(), c.StringAttr("x")}) },
			func(c *ir.Context) any { return c.ArrayAttr([]ir.Attribute{c.StringAttr("x"), c.UnitAttr()}) }},
		{"dictionary order", func(c *ir.Context) any {
			return c.DictionaryAttr([]ir.NamedAttr{{Name: "b", Value: c.UnitAttr()}, {Name: "a", Value: c.UnitAttr()}})
		}, func(c *ir.Context) any {
			return c.DictionaryAttr([]ir.NamedAttr{{Name: "a", Value: c.UnitAttr()}})
		}},
		{"symbol ref", func(c *ir.Context) any { return c.SymbolRefAttr("a", []string{"b"}) },
			func(c *ir.Context) any { return c.SymbolRefAttr("a", []string{"b", "c"}) }},
		{"strided layout", func(c *ir.Context) any { return c.StridedLayoutAttr(ir.Dynamic, []int64{1, 4}) },
			func(c *ir.Context) any { return c.StridedLayoutAttr(0, []int64{1, 4}) }},
		{"dense array", func(c *ir.Context) any { return c.DenseI64Array([]int64{1, 2}) },
			func(c *ir.Context) any { return c.DenseI32Array([]int32{1, 2}) }},
		{"dense elements splat", func(c *ir.Context) any {
			return c.DenseElementsAttr(c.RankedTensorType([]int64{3}, c.I(8), nil), []byte{7, 7, 7}, false)
		}, func(c *ir.Context) any {
			return c.DenseElementsAttr(c.RankedTensorType([]int64{3}, c.I(8), nil), []byte{7, 7, 8}, false)
		}},
		{"file location", func(c *ir.Context) any { return c.FileLineColLoc("f.mlir", 3, 4) },
			func(c *ir.Context) any { return c.FileLineColLoc("f.mlir", 3, 5) }},
		{"file location far line", func(c *ir.Context) any { return c.FileLineColLoc("g.c", 1<<23, 1) },
			func(c *ir.Context) any { return c.FileLineColLoc("g.c", 1<<23+1, 1) }},
		{"file range", func(c *ir.Context) any { return c.FileLineColRange("f", 1, 2, 0, 2, true, false) },
			func(c *ir.Context) any { return c.FileLineColLoc("f", 1, 2) }},
		{"line-only location", func(c *ir.Context) any { return c.FileLineLoc("f", 9) },
			func(c *ir.Context) any { return c.FileLineColLoc("f", 9, 0) }},
		{"name location", func(c *ir.Context) any { return c.NameLoc("n", c.FileLineColLoc("f", 1, 1)) },
			func(c *ir.Context) any { return c.NameLoc("n", nil) }},
		{"call site", func(c *ir.Context) any { return c.CallSiteLoc(c.NameLoc("a", nil), c.NameLoc("b", nil)) },
			func(c *ir.Context) any { return c.CallSiteLoc(c.NameLoc("b", nil), c.NameLoc("a", nil)) }},
		{"fused", func(c *ir.Context) any { return c.FusedLocRaw([]ir.Location{c.NameLoc("a", nil)}, nil) },
			func(c *ir.Context) any { return c.FusedLocRaw([]ir.Location{c.NameLoc("a", nil)}, c.UnitAttr()) }},
		{"affine expr", func(c *ir.Context) any { return affine.Add(c, affine.Dim(c, 0), affine.Symbol(c, 1)) },
			func(c *ir.Context) any { return affine.Add(c, affine.Dim(c, 1), affine.Symbol(c, 0)) }},
		{"affine map", func(c *ir.Context) any { return affine.Get(c, 2, 0, []affine.Expr{affine.Dim(c, 1)}) },
			func(c *ir.Context) any { return affine.Get(c, 2, 1, []affine.Expr{affine.Dim(c, 1)}) }},
		{"integer set", func(c *ir.Context) any {
			return affine.GetSet(c, 1, 0, []affine.Expr{affine.Dim(c, 0)}, []bool{true})
		}, func(c *ir.Context) any {
			return affine.GetSet(c, 1, 0, []affine.Expr{affine.Dim(c, 0)}, []bool{false})
		}},
	}
}

func TestUniquing(t *testing.T) {
	ctx := ir.NewContext()
	for _, c := range uniquedCases() {
		a, b, d := c.make(ctx), c.make(ctx), c.diff(ctx)
		if a != b {
			t.Errorf("%s: two gets give different objects", c.name)
		}
		if a == d {
			t.Errorf("%s: different parameters give the same object", c.name)
		}
		if other := c.make(ir.NewContext()); other == a {
			t.Errorf("%s: two contexts share an object", c.name)
		}
	}
}

// TestUniquingConcurrent builds every case from many goroutines at once:
// each must get the same pointer (run with -race).
func TestUniquingConcurrent(t *testing.T) {
	ctx := ir.NewContext()
	cases := uniquedCases()
	const workers = 8
	got := make([][]any, workers)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			<-start
			for i := range cases {
				// Start at a different case in each worker so that first
				// creations race.
				c := cases[(i+w)%len(cases)]
				got[w] = append(got[w], c.make(ctx), c.diff(ctx))
				for line := uint32(1); line < 50; line++ {
					ctx.FileLineColLoc(fmt.Sprint("w", line%3), line, uint32(w%2))
				}
			}
		}(w)
	}
	close(start)
	wg.Wait()
	for i := range cases {
		c := cases[i]
		a, d := c.make(ctx), c.diff(ctx)
		for w := 0; w < workers; w++ {
			j := (i - w + len(cases)) % len(cases)
			if got[w][2*j] != a || got[w][2*j+1] != d {
				t.Errorf("%s: worker %d got another object", c.name, w)
			}
		}
	}
	for line := uint32(1); line < 50; line++ {
		for col := uint32(0); col < 2; col++ {
			l := ctx.FileLineColLoc(fmt.Sprint("w", line%3), line, col)
			if l.Line != line || l.Col != col || l != ctx.FileLineColLoc(fmt.Sprint("w", line%3), line, col) {
				t.Fatalf("file location %d:%d is %d:%d or not unique", line, col, l.Line, l.Col)
			}
		}
	}
}

func TestDistinctAttr(t *testing.T) {
	ctx := ir.NewContext()
	ref := ctx.StringAttr("r")
	a, b := ctx.NewDistinctAttr(ref), ctx.NewDistinctAttr(ref)
	if a == b || ir.AttrID(a) == ir.AttrID(b) {
		t.Fatal("two distinct attributes over one attribute are equal")
	}
	if a.Referenced != ref || b.Referenced != ref {
		t.Fatal("the referenced attribute is not kept")
	}
	if ir.AttrID(a) == ir.AttrID(ref) || ir.AttrID(ref) == 0 || ir.AttrID(nil) != 0 || ir.TypeID(nil) != 0 {
		t.Fatal("attribute identities are not unique")
	}
	// Distinct attributes keep their identity inside uniqued containers.
	if ctx.ArrayAttr([]ir.Attribute{a}) == ctx.ArrayAttr([]ir.Attribute{b}) {
		t.Fatal("arrays of different distinct attributes are one attribute")
	}
}

func TestFusedLocSimplification(t *testing.T) {
	ctx := ir.NewContext()
	a, b := ctx.NameLoc("a", nil), ctx.NameLoc("b", nil)
	unk := ctx.UnknownLoc()
	meta := ctx.StringAttr("m")
	tests := []struct {
		name string
		locs []ir.Location
		meta ir.Attribute
		want ir.Location
	}{
		{"empty", nil, nil, unk},
		{"only unknown", []ir.Location{unk, unk}, nil, unk},
		{"single", []ir.Location{a}, nil, a},
		{"single after dropping unknown and duplicate", []ir.Location{unk, a, a}, nil, a},
		{"pair", []ir.Location{a, b}, nil, ctx.FusedLocRaw([]ir.Location{a, b}, nil)},
		{"empty with metadata", nil, meta, ctx.FusedLocRaw([]ir.Location{unk}, meta)},
		{"single with metadata", []ir.Location{a}, meta, ctx.FusedLocRaw([]ir.Location{a}, meta)},
		{"nested same metadata flattened", []ir.Location{ctx.FusedLocRaw([]ir.Location{a, b}, meta), a}, meta,
			ctx.FusedLocRaw([]ir.Location{a, b}, meta)},
		{"nested other metadata kept", []ir.Location{ctx.FusedLocRaw([]ir.Location{a, b}, meta), a}, nil,
			ctx.FusedLocRaw([]ir.Location{ctx.FusedLocRaw([]ir.Location{a, b}, meta), a}, nil)},
	}
	for _, tc := range tests {
		if got := ctx.FusedLoc(tc.locs, tc.meta); got != tc.want {
			t.Errorf("%s: got %#v", tc.name, got)
		}
	}
}

func TestFileLineColLoc(t *testing.T) {
	ctx := ir.NewContext()
	if l := ctx.FileLineColLoc("", 1, 2); l.File() != "-" || l != ctx.FileLineColLoc("-", 1, 2) {
		t.Fatalf("empty file name: %q", l.File())
	}
	r := ctx.FileLineColRange("f", 3, 4, 5, 6, true, true)
	if l, c, el, ec := r.Bounds(); l != 3 || c != 4 || el != 5 || ec != 6 {
		t.Fatalf("range bounds %d %d %d %d", l, c, el, ec)
	}
	r = ctx.FileLineColRange("f", 3, 4, 0, 9, true, false)
	if l, c, el, ec := r.Bounds(); l != 3 || c != 4 || el != 3 || ec != 9 {
		t.Fatalf("column range bounds %d %d %d %d", l, c, el, ec)
	}
	if l := ctx.FileLineLoc("f", 3); !l.LineOnly() || l.Col != 0 {
		t.Fatal("line-only location")
	}
	// Lines far apart, columns of one line and lines in any order are all
	// kept apart and found again.
	lines := []uint32{0, 1, 1 << 24, 1<<24 - 1, 1<<32 - 1, 70000, 65, 64, 63, 100000}
	made := map[[2]uint32]*ir.FileLineColLoc{}
	for _, line := range lines {
		for col := uint32(0); col < 3; col++ {
			l := ctx.FileLineColLoc("sparse.c", line, col)
			if l.Line != line || l.Col != col || l.File() != "sparse.c" || l.HasRange() || l.LineOnly() {
				t.Fatalf("%d:%d made %d:%d", line, col, l.Line, l.Col)
			}
			made[[2]uint32{line, col}] = l
		}
	}
	for k, l := range made {
		if ctx.FileLineColLoc("sparse.c", k[0], k[1]) != l {
			t.Fatalf("%d:%d not uniqued", k[0], k[1])
		}
	}
}

func TestIntegerAttrValues(t *testing.T) {
	ctx := ir.NewContext()
	u8, si8, ui64, i128 := ctx.IntegerType(8, ir.Unsigned), ctx.IntegerType(8, ir.Signed), ctx.IntegerType(64, ir.Unsigned), ctx.I(128)
	big128 := new(big.Int).Lsh(big.NewInt(1), 127)
	tests := []struct {
		name  string
		attr  *ir.IntegerAttr
		want  string
		small bool
	}{
		{"i8 255 wraps", ctx.IntAttr(ctx.I(8), 255), "-1", true},
		{"ui8 255", ctx.IntAttr(u8, 255), "255", true},
		{"ui8 -1 zero-extends", ctx.IntAttr(u8, -1), "255", true},
		{"si8 128 wraps", ctx.IntAttr(si8, 128), "-128", true},
		{"i1 true", ctx.BoolAttr(true), "-1", true},
		{"i1 1", ctx.IntAttr(ctx.I(1), 1), "-1", true},
		{"i0 holds only zero", ctx.IntAttr(ctx.I(0), 5), "0", true},
		{"i0 from big", ctx.IntegerAttr(ctx.I(0), big.NewInt(5)), "0", true},
		{"i64 min", ctx.IntAttr(ctx.I(64), math.MinInt64), "-9223372036854775808", true},
		{"ui64 max", ctx.IntAttr(ui64, -1), "18446744073709551615", false},
		{"ui64 max from big", ctx.IntegerAttr(ui64, new(big.Int).SetUint64(math.MaxUint64)), "18446744073709551615", false},
		{"index", ctx.IntAttr(ctx.IndexType(), math.MaxInt64), "9223372036854775807", true},
		{"i128 min", ctx.IntegerAttr(i128, big128), "-170141183460469231731687303715884105728", false},
		{"i128 small", ctx.IntegerAttr(i128, big.NewInt(-3)), "-3", true},
		{"i128 2^64", ctx.IntegerAttr(i128, new(big.Int).Lsh(big.NewInt(1), 64)), "18446744073709551616", false},
	}
	for _, tc := range tests {
		if got := tc.attr.BigInt().String(); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
		if tc.attr.IsSmall() != tc.small {
			t.Errorf("%s: IsSmall %v", tc.name, tc.attr.IsSmall())
		}
		// The same value built the other way is the same attribute.
		v, _ := new(big.Int).SetString(tc.want, 10)
		if again := ctx.IntegerAttr(tc.attr.Type, v); again != tc.attr {
			t.Errorf("%s: IntegerAttr(%s) is another attribute", tc.name, tc.want)
		}
		if tc.small && ctx.IntAttr(tc.attr.Type, v.Int64()) != tc.attr {
			t.Errorf("%s: IntAttr(%s) is another attribute", tc.name, tc.want)
		}
	}
	if ctx.BoolAttr(false) != ctx.IntAttr(ctx.I(1), 0) || !ctx.BoolAttr(false).IsZero() || ctx.BoolAttr(true).IsZero() {
		t.Fatal("i1 false")
	}
	if got := ctx.IntAttr(ui64, -1).Int64(); got != -1 {
		t.Fatalf("ui64 max Int64 = %d, want the low 64 bits", got)
	}
}

func TestFloatAttrValues(t *testing.T) {
	ctx := ir.NewContext()
	f16, f32, bf16 := ctx.FloatType(ir.F16), ctx.FloatType(ir.F32), ctx.FloatType(ir.BF16)
	tests := []struct {
		name string
		t    *ir.FloatType
		v    float64
		lo   uint64
		back float64
	}{
		{"f32 1", f32, 1, 0x3f800000, 1},
		{"f32 -0", f32, math.Copysign(0, -1), 0x80000000, math.Copysign(0, -1)},
		{"f32 inf", f32, math.Inf(1), 0x7f800000, math.Inf(1)},
		{"f32 overflow", f32, 1e300, 0x7f800000, math.Inf(1)},
		{"f32 rounding", f32, 0.1, 0x3dcccccd, float64(float32(0.1))},
		{"f16 max", f16, 65504, 0x7bff, 65504},
		{"f16 smallest subnormal", f16, math.Ldexp(1, -24), 0x0001, math.Ldexp(1, -24)},
		{"bf16 1", bf16, 1, 0x3f80, 1},
	}
	for _, tc := range tests {
		a := ctx.FloatAttrFromFloat64(tc.t, tc.v)
		if a.Bits.Lo != tc.lo || a.Bits.Hi != 0 {
			t.Errorf("%s: bits %#x", tc.name, a.Bits.Lo)
		}
		if got := a.Value(); got != tc.back || math.Signbit(got) != math.Signbit(tc.back) {
			t.Errorf("%s: value %v, want %v", tc.name, got, tc.back)
		}
		if ctx.FloatAttr(tc.t, a.Bits) != a {
			t.Errorf("%s: not uniqued by bits", tc.name)
		}
	}
	nan := ctx.FloatAttrFromFloat64(f32, math.NaN())
	if !math.IsNaN(nan.Value()) || ctx.FloatAttrFromFloat64(f32, math.NaN()) != nan {
		t.Fatal("NaN is not one uniqued attribute")
	}
	// Two NaN payloads are two attributes.
	if ctx.FloatAttr(f32, ir.APInt{Lo: 0x7fc00001}) == ctx.FloatAttr(f32, ir.APInt{Lo: 0x7fc00002}) {
		t.Fatal("NaN payloads merged")
	}
}

func TestDictionaryAttr(t *testing.T) {
	ctx := ir.NewContext()
	u := ctx.UnitAttr()
	for _, n := range []int{0, 1, 7, 8, 20} {
		var entries []ir.NamedAttr
		for i := n - 1; i >= 0; i-- {
			entries = append(entries, ir.NamedAttr{Name: fmt.Sprintf("k%02d", i), Value: ctx.IntAttr(ctx.I(32), int64(i))})
		}
		in := append([]ir.NamedAttr(nil), entries...)
		d := ctx.DictionaryAttr(entries)
		for i := range entries {
			if entries[i] != in[i] {
				t.Fatalf("n=%d: the caller's entries were reordered", n)
			}
		}
		if d.Len() != n {
			t.Fatalf("n=%d: Len %d", n, d.Len())
		}
		for i := 0; i < n; i++ {
			if d.Entries[i].Name != fmt.Sprintf("k%02d", i) {
				t.Fatalf("n=%d: entry %d is %s", n, i, d.Entries[i].Name)
			}
			if a, _ := d.Get(fmt.Sprintf("k%02d", i)).(*ir.IntegerAttr); a == nil || a.Int64() != int64(i) {
				t.Fatalf("n=%d: Get k%02d", n, i)
			}
		}
		for _, missing := range []string{"", "k", "k99", "z", "k00x"} {
			if d.Get(missing) != nil {
				t.Fatalf("n=%d: Get %q found something", n, missing)
			}
		}
	}
	var nilDict *ir.DictionaryAttr
	if nilDict.Get("a") != nil || nilDict.Len() != 0 {
		t.Fatal("nil dictionary")
	}
	// Names compare bytewise, as upstream's StringAttr ordering.
	d := ctx.DictionaryAttr([]ir.NamedAttr{{Name: "b", Value: u}, {Name: "B", Value: u}, {Name: "a.b", Value: u}, {Name: "a", Value: u}, {Name: "_", Value: u}})
	var got []string
	for _, e := range d.Entries {
		got = append(got, e.Name)
	}
	if fmt.Sprint(got) != "[B _ a a.b b]" {
		t.Fatalf("order %v", got)
	}
}

func TestDenseArrayInt64At(t *testing.T) {
	ctx := ir.NewContext()
	tests := []struct {
		name string
		elem ir.Type
		data []byte
		want []int64
	}{
		{"i1", ctx.I(1), []byte{1, 0}, []int64{-1, 0}},
		{"i8", ctx.I(8), []byte{0x80, 0x7f, 0xff}, []int64{-128, 127, -1}},
		{"i16", ctx.I(16), []byte{0x00, 0x80, 0x34, 0x12}, []int64{-32768, 0x1234}},
		{"i32", ctx.I(32), []byte{0xff, 0xff, 0xff, 0x7f, 0, 0, 0, 0x80}, []int64{math.MaxInt32, math.MinInt32}},
		{"i64", ctx.I(64), []byte{0, 0, 0, 0, 0, 0, 0, 0x80}, []int64{math.MinInt64}},
	}
	for _, tc := range tests {
		a := ctx.DenseArrayAttr(tc.elem, tc.data, len(tc.want))
		if fmt.Sprint(a.Int64s()) != fmt.Sprint(tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, a.Int64s(), tc.want)
		}
	}
	vals := []int64{0, -1, math.MaxInt64, math.MinInt64, 42}
	if a := ctx.DenseI64Array(vals); fmt.Sprint(a.Int64s()) != fmt.Sprint(vals) || a.N != len(vals) {
		t.Fatalf("DenseI64Array round trip: %v", a.Int64s())
	}
	if a := ctx.DenseI32Array([]int32{-7, 1 << 30}); a.Int64At(0) != -7 || a.Int64At(1) != 1<<30 {
		t.Fatal("DenseI32Array round trip")
	}
	if ctx.DenseI64Array(nil) != ctx.DenseI64Array([]int64{}) || ctx.DenseI64Array(nil).N != 0 {
		t.Fatal("empty arrays")
	}
}
