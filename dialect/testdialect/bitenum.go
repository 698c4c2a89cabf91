package testdialect

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// BitEnumAttr is `#test.bit_enum<read, write>`: upstream's TestBitEnumAttr,
// a set of the test::TestBitEnum bits, printed in bit order.
type BitEnumAttr struct {
	ir.AttrBase
	Bits uint32
}

// DialectName returns "test".
func (*BitEnumAttr) DialectName() string { return "test" }

// testBitEnumCases are the bits' keywords, bit 0 first.
var testBitEnumCases = []string{"read", "write", "execute"}

func bitEnumAttr(ctx *ir.Context, bits uint32) *BitEnumAttr {
	return ctx.UniqueDialectAttr([]byte{'t', 'b', 'e', byte(bits)}, func(b ir.AttrBase) ir.Attribute {
		return &BitEnumAttr{b, bits}
	}).(*BitEnumAttr)
}

// parseBitEnumBody parses `<kw, kw, ...>` with upstream's two errors for a
// missing or unknown keyword.
func parseBitEnumBody(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var bits uint32
	for {
		pos := p.Pos()
		kw, ok := p.ParseOptionalKeywordAny()
		if !ok {
			return nil, bitEnumParamError(p, p.Errorf("expected keyword for a test bit enum"))
		}
		bit := -1
		for i, c := range testBitEnumCases {
			if c == kw {
				bit = i
			}
		}
		if bit < 0 {
			return nil, bitEnumParamError(p, p.ErrorAt(pos, "expected one of [%s] for a test bit enum, got: %s",
				strings.Join(testBitEnumCases, ", "), kw))
		}
		bits |= 1 << bit
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return bitEnumAttr(ctx, bits), nil
}

func bitEnumParamError(p ir.OpParser, first error) error {
	if d, ok := first.(*ir.Diagnostic); ok {
		p.Context().Report(d)
	}
	return p.Errorf("failed to parse TestBitEnumAttr parameter 'value' which is to be a `test::TestBitEnum`")
}

// bitEnumBody is `<read, write>`.
func bitEnumBody(a *BitEnumAttr) string {
	var names []string
	for i, c := range testBitEnumCases {
		if a.Bits&(1<<i) != 0 {
			names = append(names, c)
		}
	}
	return "<" + strings.Join(names, ", ") + ">"
}

// testBitEnumAttrC is TestBitEnumAttr in op formats: the body without the
// attribute's mnemonic.
var testBitEnumAttrC = ods.AttrConstraint{
	Desc:    "a test bit enum",
	Pred:    func(a ir.Attribute) bool { _, ok := a.(*BitEnumAttr); return ok },
	Storage: func(a ir.Attribute) bool { _, ok := a.(*BitEnumAttr); return ok },
	Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
		if p.IsPunct("#") {
			return p.ParseAttribute(nil)
		}
		return parseBitEnumBody(p, ctx)
	},
	Print: func(p ir.OpPrinter, a ir.Attribute) {
		if e, ok := a.(*BitEnumAttr); ok {
			p.WriteString(bitEnumBody(e))
			return
		}
		p.PrintAttribute(a)
	},
}

func init() {
	Dialect.Ops = append(Dialect.Ops, &ods.Op{
		Name:   "test.op_with_bit_enum",
		Attrs:  []ods.Attr{{Name: "value", Constraint: testBitEnumAttrC}, {Name: "tag", Constraint: ods.AnyAttr, Optional: true}},
		Format: "$value (`tag` $tag^)? attr-dict",
	})
}
