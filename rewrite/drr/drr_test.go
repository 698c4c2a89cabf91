package drr_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
	"github.com/gomlir/gomlir/rewrite/drr"
)

// parse parses a module holding one function and returns it with the
// root: the op defining the function's first returned value.
func parse(t *testing.T, src string) (*ir.Context, *ir.Operation, *ir.Operation) {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	fn := f.Op.Region(0).First().First()
	ret := fn.Region(0).First().Last()
	return ctx, f.Op, ret.Operand(0).DefiningOp()
}

func printIR(t *testing.T, ctx *ir.Context, op *ir.Operation) string {
	t.Helper()
	var b bytes.Buffer
	if err := asm.Print(&b, ctx, op, nil, asm.Flags{DebugInfo: true, LocalScope: true}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// Pattern pieces used by the cases, as a dialect would write them.
var (
	x, y, z = drr.V("x"), drr.V("y"), drr.V("z")
	c0, c1  = drr.Const("c0", drr.APInt), drr.Const("c1", drr.APInt)
)

func addi(l, r *drr.Node) *drr.Node { return drr.Op("arith.addi", l, r) }
func subi(l, r *drr.Node) *drr.Node { return drr.Op("arith.subi", l, r) }

// constant is an arith.constant of a computed value.
func constant(f func(m *drr.Match) ir.Attribute) *drr.Node {
	return drr.Op("arith.constant").With("value", drr.AttrFn(f)).TypeOfAttr("value")
}

// sum is c0 + c1 of the root's type.
func sum(m *drr.Match) ir.Attribute {
	a, b := m.Attr("c0").(*ir.IntegerAttr), m.Attr("c1").(*ir.IntegerAttr)
	return m.Ctx().IntAttr(m.Root().Result(0).Type(), a.Int64()+b.Int64())
}

const addAdd = `func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %a = arith.addi %x, %c1 : i32 loc("a")
  %b = arith.addi %a, %c2 : i32 loc("b")
  return %b : i32
}`

func TestPatterns(t *testing.T) {
	cases := []struct {
		name    string
		src     string
		pat     drr.Pattern
		ok      bool
		benefit int
		want    []string // lines of the printed module after the rewrite, in order
	}{
		{
			name: "nested op and constants; location fuses root and c0",
			src:  addAdd,
			pat: drr.Pattern{Source: addi(addi(x, c0), c1),
				Result: addi(x, constant(sum))},
			ok: true, benefit: 2,
			want: []string{
				`%c3_i32 = arith.constant 3 : i32 loc(fused["b", "c1"])`,
				`%1 = arith.addi %arg0, %c3_i32 : i32 loc(fused["b", "c1"])`,
				`return %1 : i32`,
			},
		},
		{
			name: "constant where an op is expected",
			src:  addAdd,
			pat:  drr.Pattern{Source: addi(x, addi(y, z)), Result: x},
		},
		{
			name: "block argument where an op is expected",
			src:  addAdd,
			pat:  drr.Pattern{Source: addi(addi(addi(x, y), c0), c1), Result: x},
		},
		{
			name: "other op name",
			src:  addAdd,
			pat:  drr.Pattern{Source: addi(subi(x, c0), c1), Result: x},
		},
		{
			name: "constant predicate rejects",
			src:  addAdd,
			pat:  drr.Pattern{Source: addi(x, drr.Const("c", func(ir.Attribute) bool { return false })), Result: x},
		},
		{
			name: "Where rejects",
			src:  addAdd,
			pat: drr.Pattern{Source: addi(addi(x, c0), c1), Result: x,
				Where: []drr.Constraint{func(m *drr.Match) bool { return m.Attr("c0").(*ir.IntegerAttr).Int64() == 2 }}},
		},
		{
			name: "Where accepts; replaceWithValue; AddBenefit",
			src:  addAdd,
			pat: drr.Pattern{Source: addi(addi(x, c0), c1), Result: x, AddBenefit: 3,
				Where: []drr.Constraint{func(m *drr.Match) bool { return m.Attr("c0").(*ir.IntegerAttr).Int64() == 1 }}},
			ok: true, benefit: 5,
			want: []string{`return %arg0 : i32`},
		},
		{
			name: "AttrFn returning nil changes nothing",
			src:  addAdd,
			pat: drr.Pattern{Source: addi(addi(x, c0), c1),
				Result: addi(x, constant(func(*drr.Match) ir.Attribute { return nil }))},
			want: []string{`return %2 : i32`},
		},
		{
			name: "repeated name: same value",
			src: `func.func @f(%x: i32, %y: i32) -> i32 {
  %a = arith.subi %x, %y : i32 loc("a")
  %b = arith.subi %a, %x : i32 loc("b")
  return %b : i32
}`,
			pat: drr.Pattern{Source: subi(subi(x, y), x),
				Result: subi(constant(func(m *drr.Match) ir.Attribute { return m.Ctx().IntAttr(m.Value("y").Type(), 0) }), y)},
			ok: true, benefit: 2,
			want: []string{
				`%c0_i32 = arith.constant 0 : i32 loc(fused["b", "a"])`,
				`%1 = arith.subi %c0_i32, %arg1 : i32 loc(fused["b", "a"])`,
			},
		},
		{
			name: "repeated name: other value",
			src: `func.func @f(%x: i32, %y: i32) -> i32 {
  %a = arith.subi %x, %y : i32
  %b = arith.subi %a, %y : i32
  return %b : i32
}`,
			pat: drr.Pattern{Source: subi(subi(x, y), x), Result: y},
		},
		{
			name: "attribute captured and copied; SameType; three ops fused",
			src: `func.func @f(%x: i8, %y: i8) -> i1 {
  %a = arith.extsi %x : i8 to i32 loc("a")
  %b = arith.extsi %y : i8 to i32 loc("b")
  %c = arith.cmpi ne, %a, %b : i32 loc("c")
  return %c : i1
}`,
			pat: drr.Pattern{
				Source: drr.Op("arith.cmpi", drr.Op("arith.extsi", x), drr.Op("arith.extsi", y)).With("predicate", drr.A("p")),
				Where:  []drr.Constraint{drr.SameType("x", "y")},
				Result: drr.Op("arith.cmpi", x, y).With("predicate", drr.A("p"))},
			ok: true, benefit: 3,
			want: []string{`%2 = arith.cmpi ne, %arg0, %arg1 : i8 loc(fused["c", "a", "b"])`},
		},
		{
			name: "SameType rejects",
			src: `func.func @f(%x: i8, %y: i16) -> i1 {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i16 to i32
  %c = arith.cmpi ne, %a, %b : i32
  return %c : i1
}`,
			pat: drr.Pattern{
				Source: drr.Op("arith.cmpi", drr.Op("arith.extsi", x), drr.Op("arith.extsi", y)),
				Where:  []drr.Constraint{drr.SameType("x", "y")},
				Result: drr.Op("arith.cmpi", x, y)},
		},
		{
			name: "absent attribute captured as nil",
			src: `func.func @f(%x: i32) -> f16 {
  %a = arith.sitofp %x : i32 to f32
  %b = arith.truncf %a : f32 to f16
  return %b : f16
}`,
			pat: drr.Pattern{
				Source: drr.Op("arith.truncf", drr.Op("arith.sitofp", x)).With("roundingmode", drr.A("rm")),
				Where:  []drr.Constraint{func(m *drr.Match) bool { return m.Attr("rm") == nil }},
				Result: drr.Op("arith.sitofp", x)},
			ok: true, benefit: 2,
			want: []string{`%1 = arith.sitofp %arg0 : i32 to f16 loc(fused["t.mlir":3:8, "t.mlir":2:8])`},
		},
		{
			name: "several results; nested op typed from a capture; unnamed constant",
			src: `func.func @f(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %c1 : i32 loc("m")
  return %h : i32
}`,
			pat: drr.Pattern{
				Source: drr.Op("arith.mulsi_extended", x, drr.Const("", nil)),
				Results: []*drr.Node{x, drr.Op("arith.addi",
					drr.Op("arith.muli", x, x).TypeOf("x"), x)}},
			ok: true, benefit: 1,
			want: []string{
				`%0 = arith.muli %arg0, %arg0 : i32 loc("m")`,
				`%1 = arith.addi %0, %arg0 : i32 loc("m")`,
				`return %1 : i32`,
			},
		},
		{
			name: "ValueFn and As",
			src:  addAdd,
			pat: drr.Pattern{Source: addi(addi(x, c0).As("inner"), c1),
				Result: addi(drr.ValueFn(func(m *drr.Match) *ir.Value { return m.Value("inner") }), x)},
			ok: true, benefit: 2,
			want: []string{`%1 = arith.addi %0, %arg0 : i32 loc(fused["b", "c1"])`},
		},
		{
			name: "Build",
			src:  addAdd,
			pat: drr.Pattern{Source: addi(addi(x, c0), c1), Build: func(m *drr.Match) []*ir.Value {
				return []*ir.Value{m.Op("c1").Result(0)}
			}},
			ok: true, benefit: 2,
			want: []string{`return %c2_i32 : i32`},
		},
		{
			name: "Build declining",
			src:  addAdd,
			pat:  drr.Pattern{Source: addi(addi(x, c0), c1), Build: func(*drr.Match) []*ir.Value { return nil }},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tc.pat.Name = "T"
			f := tc.pat.Compile()
			ctx, mod, root := parse(t, tc.src)
			if f.Name != "(anonymous namespace)::T" || f.On != root.Name() {
				t.Errorf("name %q root %q", f.Name, f.On)
			}
			before := printIR(t, ctx, mod)
			rw := rewrite.NewRewriter(ctx, nil)
			rw.SetInsertionPoint(root)
			ok := f.Rewrite(root, rw)
			if ok != tc.ok {
				t.Fatalf("rewrote: %v, want %v", ok, tc.ok)
			}
			out := printIR(t, ctx, mod)
			if !ok {
				if out != before {
					t.Errorf("IR changed by a failed match:\n%s", out)
				}
				return
			}
			if f.Weight != tc.benefit {
				t.Errorf("benefit %d, want %d", f.Weight, tc.benefit)
			}
			rest := out
			for _, w := range tc.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("missing (in order) %q in:\n%s", w, out)
				}
				rest = rest[i+len(w):]
			}
		})
	}
}

// TestMatched checks DRR's order of matched ops: the root, then each
// nested operand's defining op after those nested under it, constants
// included, and the captures of each kind.
func TestMatched(t *testing.T) {
	ctx, _, root := parse(t, `func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %c3 = arith.constant 3 : i32 loc("c3")
  %a = arith.subi %c1, %x overflow<nsw> : i32 loc("a")
  %b = arith.addi %a, %c2 : i32 loc("b")
  %c = arith.muli %b, %c3 : i32 loc("c")
  return %c : i32
}`)
	var got []string
	p := drr.Pattern{Name: "M",
		Source: drr.Op("arith.muli",
			drr.Op("arith.addi", drr.Op("arith.subi", c0, x).With("overflowFlags", drr.A("ovf")), drr.Const("k", nil)),
			c1),
		Build: func(m *drr.Match) []*ir.Value {
			for _, o := range m.Matched() {
				got = append(got, o.Loc().(*ir.NameLoc).Name)
			}
			if m.Value("x") != root.Block().Parent().First().Arg(0) || m.Op("x") != nil {
				t.Errorf("x captured as %v", m.Value("x"))
			}
			if m.Op("k").Loc().(*ir.NameLoc).Name != "c2" || m.Attr("k").(*ir.IntegerAttr).Int64() != 2 {
				t.Errorf("k captured as %v", m.Attr("k"))
			}
			if m.Attr("ovf") == nil || m.Root() != root {
				t.Errorf("ovf %v root %v", m.Attr("ovf"), m.Root())
			}
			if m.Loc() != ctx.FusedLoc([]ir.Location{m.Matched()[0].Loc(), m.Matched()[1].Loc(), m.Matched()[2].Loc()}, nil) {
				t.Errorf("loc %v", m.Loc())
			}
			return nil
		}}
	f := p.Compile()
	if f.Weight != 3 {
		t.Errorf("benefit %d, want 3", f.Weight)
	}
	f.Rewrite(root, rewrite.NewRewriter(ctx, nil))
	want := "c c1 a c2 b c3"
	if strings.Join(got, " ") != want {
		t.Errorf("matched %v, want %s", got, want)
	}
}

// TestMalformed checks that malformed patterns are refused when they
// compile.
func TestMalformed(t *testing.T) {
	cases := []struct {
		name string
		p    drr.Pattern
	}{
		{"root not an op", drr.Pattern{Source: x, Result: x}},
		{"no result", drr.Pattern{Source: addi(x, y)}},
		{"result and build", drr.Pattern{Source: addi(x, y), Result: x, Build: func(*drr.Match) []*ir.Value { return nil }}},
		{"unknown capture", drr.Pattern{Source: addi(x, y), Result: z}},
		{"untyped nested op", drr.Pattern{Source: addi(x, y), Result: addi(addi(x, y), y)}},
		{"attr fn in a source", drr.Pattern{Source: addi(x, y).With("a", drr.AttrFn(nil)), Result: x}},
		{"value fn in a source", drr.Pattern{Source: addi(x, drr.ValueFn(nil)), Result: x}},
		{"const in a result", drr.Pattern{Source: addi(x, y), Result: c0}},
		{"value used as an attribute", drr.Pattern{Source: addi(x, y), Result: addi(x, y).With("a", drr.A("x"))}},
		{"attribute used as a value", drr.Pattern{Source: addi(x, y).With("a", drr.A("a")), Result: drr.V("a")}},
		{"one name, two kinds", drr.Pattern{Source: addi(x, y).With("a", drr.A("x")), Result: x}},
		{"missing type attr", drr.Pattern{Source: addi(x, y), Result: addi(drr.Op("arith.constant").TypeOfAttr("value"), y)}},
	}
	for _, tc := range cases {
		p := tc.p
		t.Run(tc.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("compiled")
				}
			}()
			p.Name = "Bad"
			p.Compile()
		})
	}
}

// TestMismatchAllocatesNothing checks that a source tree that does not
// match costs no allocation (beyond what constant folders allocate).
func TestMismatchAllocatesNothing(t *testing.T) {
	ctx, _, root := parse(t, addAdd)
	f := (&drr.Pattern{Name: "A", Source: addi(subi(x, c0), c1), Result: x}).Compile()
	g := (&drr.Pattern{Name: "B", Source: addi(addi(x, y), addi(x, z)).As("r"), Result: x}).Compile()
	rw := rewrite.NewRewriter(ctx, nil)
	if n := testing.AllocsPerRun(100, func() { f.Rewrite(root, rw); g.Rewrite(root, rw) }); n != 0 {
		t.Errorf("%v allocations per failed match", n)
	}
}

func BenchmarkMatch(b *testing.B) {
	ctx, _, root := parse(&testing.T{}, addAdd)
	f := (&drr.Pattern{Name: "A", Source: addi(addi(x, c0), c1),
		Where: []drr.Constraint{func(*drr.Match) bool { return false }}, Result: x}).Compile()
	rw := rewrite.NewRewriter(ctx, nil)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		f.Rewrite(root, rw)
	}
}
