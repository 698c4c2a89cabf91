package testdialect

import (
	"encoding/binary"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods/enumattr"
)

// EnumAttr is `#test<enum first>`: upstream's TestEnumAttr over the
// test::TestEnum cases.
type EnumAttr struct {
	ir.AttrBase
	Value int
}

// DialectName returns "test".
func (*EnumAttr) DialectName() string { return "test" }

var testEnumCases = []string{"first", "second", "third"}

func enumAttr(ctx *ir.Context, v int) *EnumAttr {
	return ctx.UniqueDialectAttr([]byte{'t', 'e', 'n', byte(v)}, func(b ir.AttrBase) ir.Attribute {
		return &EnumAttr{b, v}
	}).(*EnumAttr)
}

// SimpleEnumAttr is an element of `#test<array_of_enums[...]>`
// (test::SimpleEnum: a, b, +, dash-separated-sentence).
type SimpleEnumAttr struct {
	ir.AttrBase
	Value int
}

// DialectName returns "test".
func (*SimpleEnumAttr) DialectName() string { return "test" }

var simpleEnumCases = []string{"a", "b", "+", "dash-separated-sentence"}

func simpleEnumAttr(ctx *ir.Context, v int) *SimpleEnumAttr {
	return ctx.UniqueDialectAttr([]byte{'t', 's', 'e', byte(v)}, func(b ir.AttrBase) ir.Attribute {
		return &SimpleEnumAttr{b, v}
	}).(*SimpleEnumAttr)
}

// UglyAttr is `#test.attr_ugly begin <attr> end`.
type UglyAttr struct {
	ir.AttrBase
	Attr ir.Attribute
}

// DialectName returns "test".
func (*UglyAttr) DialectName() string { return "test" }

// WalkChildren visits the wrapped attribute.
func (a *UglyAttr) WalkChildren(f func(any)) { f(a.Attr) }

func uglyAttr(ctx *ir.Context, a ir.Attribute) *UglyAttr {
	key := binary.LittleEndian.AppendUint64([]byte("test.ugly"), ir.AttrID(a))
	return ctx.UniqueDialectAttr(key, func(b ir.AttrBase) ir.Attribute {
		return &UglyAttr{b, a}
	}).(*UglyAttr)
}

// ArrayOfAttr is one of upstream's ArrayOfAttr test attributes:
// array_of_ugly (Elems hold *UglyAttr), array_of_ints (Ints) and
// array_of_enums (Elems hold *SimpleEnumAttr).
type ArrayOfAttr struct {
	ir.AttrBase
	Mnemonic string
	Elems    []ir.Attribute
	Ints     []int32
}

// DialectName returns "test".
func (*ArrayOfAttr) DialectName() string { return "test" }

// WalkChildren visits the elements.
func (a *ArrayOfAttr) WalkChildren(f func(any)) {
	for _, e := range a.Elems {
		f(e)
	}
}

func arrayOfAttr(ctx *ir.Context, mnemonic string, elems []ir.Attribute, ints []int32) *ArrayOfAttr {
	key := []byte("test.arr." + mnemonic + ".")
	for _, e := range elems {
		key = binary.LittleEndian.AppendUint64(key, ir.AttrID(e))
	}
	for _, v := range ints {
		key = binary.LittleEndian.AppendUint32(key, uint32(v))
	}
	return ctx.UniqueDialectAttr(key, func(b ir.AttrBase) ir.Attribute {
		return &ArrayOfAttr{b, mnemonic, append([]ir.Attribute(nil), elems...), append([]int32(nil), ints...)}
	}).(*ArrayOfAttr)
}

// CustomLocAttr is `#test.custom_location<"file" * line>`, a location.
type CustomLocAttr struct {
	ir.LocBase
	File string
	Line uint32
}

// DialectName returns "test".
func (*CustomLocAttr) DialectName() string { return "test" }

func customLoc(ctx *ir.Context, file string, line uint32) *CustomLocAttr {
	key := binary.LittleEndian.AppendUint32([]byte("test.loc."+file+"\x00"), line)
	return ctx.UniqueDialectAttr(key, func(b ir.AttrBase) ir.Attribute {
		return &CustomLocAttr{ir.LocBaseOf(b), file, line}
	}).(*CustomLocAttr)
}

// DynAttr is an attribute of upstream's dynamic attribute definitions.
type DynAttr struct {
	ir.AttrBase
	Mnemonic string
	Params   []ir.Attribute
}

// DialectName returns "test".
func (*DynAttr) DialectName() string { return "test" }

// WalkChildren visits the parameters.
func (a *DynAttr) WalkChildren(f func(any)) {
	for _, p := range a.Params {
		f(p)
	}
}

func dynAttr(ctx *ir.Context, mnemonic string, params []ir.Attribute) *DynAttr {
	key := []byte("test.dynattr." + mnemonic)
	for _, p := range params {
		key = binary.LittleEndian.AppendUint64(key, ir.AttrID(p))
	}
	return ctx.UniqueDialectAttr(key, func(b ir.AttrBase) ir.Attribute {
		return &DynAttr{b, mnemonic, append([]ir.Attribute(nil), params...)}
	}).(*DynAttr)
}

// E1DI64ElementsAttr is `#test.e1di64_elements<key> : type`, elements held
// in a test dialect resource blob.
type E1DI64ElementsAttr struct {
	ir.AttrBase
	Type ir.Type
	Key  string
}

// DialectName returns "test".
func (*E1DI64ElementsAttr) DialectName() string { return "test" }

// AttrType returns the shaped type.
func (a *E1DI64ElementsAttr) AttrType() ir.Type { return a.Type }

// ResourceKey names the referenced test dialect resource.
func (a *E1DI64ElementsAttr) ResourceKey() (string, string) { return "test", a.Key }

func e1di64(ctx *ir.Context, t ir.Type, key string) *E1DI64ElementsAttr {
	k := binary.LittleEndian.AppendUint64([]byte("test.e1di64."+key+"\x00"), ir.TypeID(t))
	return ctx.UniqueDialectAttr(k, func(b ir.AttrBase) ir.Attribute {
		return &E1DI64ElementsAttr{b, t, key}
	}).(*E1DI64ElementsAttr)
}

// parseAttr parses the body of a `#test` attribute.
func parseAttr(dp ir.DialectParser, t ir.Type) (ir.Attribute, error) {
	p, pos, tag, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	ctx := p.Context()
	var a ir.Attribute
	switch tag {
	case "enum":
		a, err = parseEnumValue(p, ctx)
	case "bit_enum":
		a, err = parseBitEnumBody(p, ctx)
	case "conditional_alias":
		a, err = parseConditionalAlias(p, ctx)
	case "attr_ugly":
		a, err = parseUglyBody(p, ctx)
	case "array_of_ugly", "array_of_ints", "array_of_enums":
		a, err = parseArrayOf(p, ctx, tag)
	case "custom_location":
		a, err = parseCustomLoc(p, ctx)
	case "e1di64_elements":
		if t == nil {
			return nil, p.ErrorAt(pos, "expected a trailing type")
		}
		if err = p.ParsePunct("<"); err != nil {
			return nil, err
		}
		key, ok := p.ParseOptionalKeywordAny()
		if !ok {
			if key, ok = p.ParseOptionalString(); !ok {
				return nil, p.Errorf("expected identifier key for 'resource' entry")
			}
		}
		if err = p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return e1di64(ctx, t, key), nil
	case iteratorType.Mnemonic:
		a, _, err = enumattr.ParseAttr(p, tag, []*enumattr.Def{iteratorType})
		return a, err
	default:
		def, ok := dynDefs[tag]
		if !ok {
			return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `test`", tag)
		}
		params, err := parseDynParams(p, def.custom)
		if err != nil {
			return nil, err
		}
		if len(params) != def.n {
			return nil, p.ErrorAt(pos, "expected %d attribute arguments, but had %d", def.n, len(params))
		}
		a = dynAttr(ctx, tag, params)
	}
	if err != nil {
		return nil, err
	}
	if !p.AtEnd() {
		return nil, p.Errorf("expected end of attribute")
	}
	return a, nil
}

// parseEnumValue parses a TestEnum keyword with upstream's two errors.
func parseEnumValue(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
	pos := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	if !ok {
		kw, ok = p.ParseOptionalString()
	}
	if !ok {
		return nil, enumParamError(p, p.Errorf("expected valid keyword or string"))
	}
	for i, c := range testEnumCases {
		if c == kw {
			return enumAttr(ctx, i), nil
		}
	}
	return nil, enumParamError(p, p.ErrorAt(pos, "expected test::TestEnum to be one of: %s", strings.Join(testEnumCases, ", ")))
}

func enumParamError(p ir.OpParser, first error) error {
	if d, ok := first.(*ir.Diagnostic); ok {
		p.Context().Report(d)
	}
	return p.Errorf("failed to parse TestEnumAttr parameter 'value' which is to be a `test::TestEnum`")
}

func parseUglyBody(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
	if err := p.ParseKeyword("begin"); err != nil {
		return nil, err
	}
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	if err := p.ParseKeyword("end"); err != nil {
		return nil, err
	}
	return uglyAttr(ctx, a), nil
}

// parseArrayOf parses `[elem, ...]` of an ArrayOfAttr.
func parseArrayOf(p ir.OpParser, ctx *ir.Context, mnemonic string) (ir.Attribute, error) {
	if err := p.ParsePunct("["); err != nil {
		return nil, err
	}
	var elems []ir.Attribute
	var ints []int32
	if !p.ParseOptionalPunct("]") {
		for {
			switch mnemonic {
			case "array_of_ugly":
				a, err := parseUglyBody(p, ctx)
				if err != nil {
					return nil, err
				}
				elems = append(elems, a)
			case "array_of_ints":
				v, ok, err := p.ParseOptionalInteger()
				if err != nil {
					return nil, err
				}
				if !ok {
					return nil, p.Errorf("expected integer value")
				}
				ints = append(ints, int32(v))
			default:
				pos := p.Pos()
				kw, ok := p.ParseOptionalKeywordAny()
				if !ok {
					kw, ok = p.ParseOptionalString()
				}
				idx := -1
				for i, c := range simpleEnumCases {
					if ok && c == kw {
						idx = i
					}
				}
				if idx < 0 {
					return nil, p.ErrorAt(pos, "expected ::test::SimpleEnum to be one of: %s", strings.Join(simpleEnumCases, ", "))
				}
				elems = append(elems, simpleEnumAttr(ctx, idx))
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return nil, err
		}
	}
	return arrayOfAttr(ctx, mnemonic, elems, ints), nil
}

func parseCustomLoc(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	file, ok := p.ParseOptionalString()
	if !ok {
		return nil, p.Errorf("expected string")
	}
	if err := p.ParsePunct("*"); err != nil {
		return nil, err
	}
	line, ok, err := p.ParseOptionalInteger()
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, p.Errorf("expected integer value")
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return customLoc(ctx, file, uint32(line)), nil
}

// printAttr prints the body of a test attribute.
func printAttr(p ir.DialectPrinter, a ir.Attribute) {
	switch a := a.(type) {
	case *EnumAttr:
		p.WriteString("enum " + testEnumCases[a.Value])
	case *ConditionalAliasAttr:
		printConditionalAlias(p, a)
	case *BitEnumAttr:
		p.WriteString("bit_enum" + bitEnumBody(a))
	case *SimpleEnumAttr:
		p.WriteString("simple_enum" + simpleEnumCases[a.Value])
	case *UglyAttr:
		p.WriteString("attr_ugly")
		printUglyStripped(p, a)
	case *ArrayOfAttr:
		p.WriteString(a.Mnemonic)
		printArrayOfStripped(p, a)
	case *CustomLocAttr:
		p.WriteString("custom_location<")
		p.WriteString(quote(a.File))
		p.WriteString(" * " + strconv.FormatUint(uint64(a.Line), 10) + ">")
	case *DynAttr:
		p.WriteString(a.Mnemonic)
		printDynParams(p, a.Params, dynDefs[a.Mnemonic].custom)
	case *E1DI64ElementsAttr:
		p.WriteString("e1di64_elements<" + a.Key + ">")
	case *enumattr.Attr:
		p.WriteString(a.Body())
	}
}

// printUglyStripped prints ` begin <attr> end`.
func printUglyStripped(p attrWriter, a *UglyAttr) {
	p.WriteString(" begin ")
	p.PrintAttribute(a.Attr)
	p.WriteString(" end")
}

// printArrayOfStripped prints an ArrayOfAttr without its mnemonic, as
// upstream's formats `[` $value `]` (and `[` $value ` ` `]` for
// array_of_ugly).
func printArrayOfStripped(p attrWriter, a *ArrayOfAttr) {
	p.WriteString("[")
	n := len(a.Elems) + len(a.Ints)
	for i := 0; i < n; i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		switch a.Mnemonic {
		case "array_of_ints":
			p.WriteString(strconv.FormatInt(int64(a.Ints[i]), 10))
		case "array_of_ugly":
			printUglyStripped(p, a.Elems[i].(*UglyAttr))
		default:
			p.WriteString(simpleEnumCases[a.Elems[i].(*SimpleEnumAttr).Value])
		}
	}
	if a.Mnemonic == "array_of_ugly" && n > 0 {
		p.WriteString(" ")
	}
	p.WriteString("]")
}

// quote prints a string literal with MLIR's escapes.
func quote(s string) string {
	const hexd = "0123456789ABCDEF"
	b := []byte{'"'}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c >= 0x20 && c < 0x7f:
			b = append(b, c)
		default:
			b = append(b, '\\', hexd[c>>4], hexd[c&15])
		}
	}
	return string(append(b, '"'))
}

// attrWriter is what op and dialect printers share.
type attrWriter interface {
	WriteString(s string)
	PrintAttribute(a ir.Attribute)
}

// attrAlias is upstream's TestOpAsmInterface::getAlias for attributes:
// aliases for a few marker strings.
func attrAlias(a ir.Attribute) (string, ir.AliasKind) {
	s, ok := a.(*ir.StringAttr)
	if !ok {
		return "", ir.NoAlias
	}
	name, ok := map[string]string{
		"alias_test:dot_in_name":     "test.alias",
		"alias_test:trailing_digit":  "test_alias0",
		"alias_test:prefixed_digit":  "0_test_alias",
		"alias_test:tensor_encoding": "test_encoding",
	}[s.Value]
	if !ok {
		return "", ir.NoAlias
	}
	return name, ir.FinalAlias
}
