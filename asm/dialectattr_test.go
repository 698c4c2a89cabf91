package asm_test

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/ir"
)

// pairAttr is `#tk.pair<:f32 1.0, 2.0>`, a typed dialect attribute parsed
// token by token.
type pairAttr struct {
	ir.AttrBase
	elem *ir.FloatType
	a, b ir.APInt
	typ  ir.Type
}

func (p *pairAttr) DialectName() string { return "tk" }
func (p *pairAttr) AttrType() ir.Type   { return p.typ }

func tkDialect() *ir.Dialect {
	return &ir.Dialect{
		Name: "tk",
		ParseAttr: func(dp ir.DialectParser, t ir.Type) (ir.Attribute, error) {
			p, err := dp.Tokens()
			if err != nil {
				return nil, err
			}
			if err := p.ParseKeyword("pair"); err != nil {
				return nil, err
			}
			if err := p.ParsePunct("<"); err != nil {
				return nil, err
			}
			if err := p.ParsePunct(":"); err != nil {
				return nil, err
			}
			et, err := p.ParseType()
			if err != nil {
				return nil, err
			}
			ft, _ := et.(*ir.FloatType)
			if ft == nil {
				return nil, p.Errorf("expected float type")
			}
			a, err := p.ParseFloat(ft)
			if err != nil {
				return nil, err
			}
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
			b, err := p.ParseFloat(ft)
			if err != nil {
				return nil, err
			}
			if err := p.ParsePunct(">"); err != nil {
				return nil, err
			}
			if !p.AtEnd() {
				return nil, p.Errorf("unexpected trailing tokens")
			}
			ctx := dp.Context()
			ct := ir.Type(ctx.ComplexType(ft))
			if t != nil {
				ct = t // the trailing `: type`
			}
			var key [40]byte
			binary.LittleEndian.PutUint64(key[0:], a.Lo)
			binary.LittleEndian.PutUint64(key[8:], b.Lo)
			k := append(key[:16], []byte(asm.TypeString(ct))...)
			return ctx.UniqueDialectAttr(k, func(base ir.AttrBase) ir.Attribute {
				return &pairAttr{base, ft, a, b, ct}
			}), nil
		},
		PrintAttr: func(p ir.DialectPrinter, a ir.Attribute) {
			pa := a.(*pairAttr)
			sem := ir.FloatSemanticsOf(pa.elem.Kind)
			p.WriteString("pair<:")
			p.PrintType(pa.elem)
			p.WriteString(" " + sem.FormatMLIR(pa.a) + ", " + sem.FormatMLIR(pa.b) + ">")
		},
	}
}

func TestDialectAttrTokens(t *testing.T) {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	ctx.RegisterDialect(tkDialect())
	src := `"t.a"() {x = #tk.pair<:f32 1.5, -2.0>, y = #tk.pair<:f64 0x3FF0000000000000, 1.0> : complex<f32>} : () -> ()
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := asm.Print(&out, ctx, f.Op, nil, asm.Flags{}); err != nil {
		t.Fatal(err)
	}
	want := `"t.a"() {x = #tk.pair<:f32 1.500000e+00, -2.000000e+00> : complex<f32>, y = #tk.pair<:f64 1.000000e+00, 1.000000e+00> : complex<f32>} : () -> ()`
	if !strings.Contains(out.String(), want) {
		t.Fatalf("got:\n%s\nwant:\n%s", out.String(), want)
	}
	for _, c := range []struct{ src, err string }{
		{`"t.a"() {x = #tk.pair<:f32 1, 2.0>} : () -> ()`, "t.mlir:1:28: unexpected decimal integer literal for a floating point value"},
		{`"t.a"() {x = #tk.pair<:f32 x, 2.0>} : () -> ()`, "t.mlir:1:28: expected floating point literal"},
		{`"t.a"() {x = #tk.pair<:f32 1.0 2.0>} : () -> ()`, "t.mlir:1:31: expected ','"},
		{`"t.a"() {x = #tk.pair<:f32 1.0, 2.0 3>} : () -> ()`, "t.mlir:1:36: expected '>'"},
		{`"t.a"() {x = 1 : f32} : () -> ()`, "t.mlir:1:14: unexpected decimal integer literal for a floating point value"},
		{`"t.a"() {x = 1.0 : i32} : () -> ()`, "t.mlir:1:23: floating point value not valid for specified type"},
		{`"t.a"() {x = #tk.pair} : () -> ()`, "t.mlir:1:22: expected '<'"},
		{`"t.a"() {x = dense<1> : tensor<2xf32>} : () -> ()`, "t.mlir:1:20: unexpected decimal integer literal for a floating point value"},
	} {
		_, err := asm.ParseFile(ctx, "t.mlir", []byte(c.src), asm.Config{AllowUnregistered: true})
		d, ok := err.(*ir.Diagnostic)
		if !ok {
			t.Fatalf("%s: got %v", c.src, err)
		}
		got := asm.AttrString(d.Loc)[len("loc(\""):] // "t.mlir":1:27)
		got = strings.Replace(strings.TrimSuffix(got, ")"), "\"", "", 1) + ": " + d.Message
		if got != c.err {
			t.Errorf("%s: got %q, want %q", c.src, got, c.err)
		}
	}
}
