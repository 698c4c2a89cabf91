package testdialect

import (
	"encoding/binary"
	"strings"
	"sync"

	"github.com/gomlir/gomlir/ir"
)

// SimpleType is a parameterless test type: `!test.test_type` or
// `!test.test_type_with_trait`.
type SimpleType struct {
	ir.TypeBase
	Mnemonic string
	// HasTestTrait marks types with upstream's TestTypeTrait.
	HasTestTrait bool
}

// DialectName returns "test".
func (*SimpleType) DialectName() string { return "test" }

func simpleType(ctx *ir.Context, mnemonic string) *SimpleType {
	return ctx.UniqueDialectType([]byte("test.simple."+mnemonic), func(b ir.TypeBase) ir.Type {
		return &SimpleType{TypeBase: b, Mnemonic: mnemonic, HasTestTrait: mnemonic == "test_type_with_trait"}
	}).(*SimpleType)
}

// simpleTypes lists the parameterless types by mnemonic.
var simpleTypes = map[string]bool{"test_type": true, "test_type_with_trait": true, "i32": true}

// RecType is upstream's TestRecursiveType, `!test.test_rec<name, body>`: a
// mutable type uniqued by its name whose body may refer to itself.
type RecType struct {
	ir.TypeBase
	Name string
	mu   sync.Mutex
	body ir.Type
}

// DialectName returns "test".
func (*RecType) DialectName() string { return "test" }

// Body returns the body (nil until set).
func (t *RecType) Body() ir.Type {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.body
}

// SetBody sets the body once; setting it again to another type fails.
func (t *RecType) SetBody(b ir.Type) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.body != nil {
		return t.body == b
	}
	t.body = b
	return true
}

// RecTypeNamed returns the recursive type named name.
func RecTypeNamed(ctx *ir.Context, name string) *RecType {
	return ctx.UniqueDialectType([]byte("test.rec."+name), func(b ir.TypeBase) ir.Type {
		return &RecType{TypeBase: b, Name: name}
	}).(*RecType)
}

// RecAliasType is upstream's TestRecursiveAliasType,
// `!test.test_rec_alias<name, body>`, whose alias is its name.
type RecAliasType struct {
	ir.TypeBase
	Name string
	mu   sync.Mutex
	body ir.Type
}

// DialectName returns "test".
func (*RecAliasType) DialectName() string { return "test" }

// Body returns the body (nil until set).
func (t *RecAliasType) Body() ir.Type {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.body
}

// WalkChildren visits the body for alias collection.
func (t *RecAliasType) WalkChildren(f func(any)) {
	if b := t.Body(); b != nil {
		f(b)
	}
}

func recAliasNamed(ctx *ir.Context, name string) *RecAliasType {
	return ctx.UniqueDialectType([]byte("test.recalias."+name), func(b ir.TypeBase) ir.Type {
		return &RecAliasType{TypeBase: b, Name: name}
	}).(*RecAliasType)
}

// DynType is a type of upstream's dynamic type definitions
// (`!test.dynamic_singleton`, `!test.dynamic_pair<a, b>`, ...): a name and
// attribute parameters.
type DynType struct {
	ir.TypeBase
	Mnemonic string
	Params   []ir.Attribute
}

// DialectName returns "test".
func (*DynType) DialectName() string { return "test" }

// WalkChildren visits the parameters for alias collection.
func (t *DynType) WalkChildren(f func(any)) {
	for _, p := range t.Params {
		f(p)
	}
}

func dynType(ctx *ir.Context, mnemonic string, params []ir.Attribute) *DynType {
	key := []byte("test.dyn." + mnemonic)
	for _, p := range params {
		key = binary.LittleEndian.AppendUint64(key, ir.AttrID(p))
	}
	return ctx.UniqueDialectType(key, func(b ir.TypeBase) ir.Type {
		return &DynType{TypeBase: b, Mnemonic: mnemonic, Params: append([]ir.Attribute(nil), params...)}
	}).(*DynType)
}

// dynDefs are the dynamic type and attribute definitions: the number of
// parameters they verify and whether they have the custom `<a:b>` syntax.
var dynDefs = map[string]struct {
	n      int
	custom bool
}{
	"dynamic_singleton":              {0, false},
	"dynamic_pair":                   {2, false},
	"dynamic_custom_assembly_format": {2, true},
}

// parseType parses the body of a `!test.` type.
func parseType(dp ir.DialectParser) (ir.Type, error) {
	p, err := dp.Tokens()
	if err != nil {
		return nil, err
	}
	t, err := parseTypeBody(dp, p)
	if err != nil {
		return nil, err
	}
	if !p.AtEnd() {
		return nil, p.Errorf("expected end of type")
	}
	return t, nil
}

// parseTypeBody is upstream's TestDialect::parseType: generated types,
// dynamic types, then test_rec.
func parseTypeBody(dp ir.DialectParser, p ir.BodyParser) (ir.Type, error) {
	ctx := p.Context()
	pos := p.Pos()
	tag, ok := p.ParseOptionalKeywordAny()
	if !ok {
		return nil, p.Errorf("expected valid keyword")
	}
	if simpleTypes[tag] {
		return simpleType(ctx, tag), nil
	}
	switch tag {
	case "test_rec_alias":
		return parseRecAlias(dp, p)
	case "test_rec":
	default:
		if def, ok := dynDefs[tag]; ok {
			params, err := parseDynParams(p, def.custom)
			if err != nil {
				return nil, err
			}
			if len(params) != def.n {
				return nil, p.ErrorAt(pos, "expected %d type arguments, but had %d", def.n, len(params))
			}
			return dynType(ctx, tag, params), nil
		}
		return nil, p.ErrorAt(pos, "unknown type!")
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	name, ok := p.ParseOptionalKeywordAny()
	if !ok {
		return nil, p.Errorf("expected valid keyword")
	}
	rec := RecTypeNamed(ctx, name)
	done, ok := dp.TryStartCyclicParse(rec)
	defer done()
	if !ok {
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return rec, nil
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	sub, err := parseTypeBody(dp, p)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if !rec.SetBody(sub) {
		return nil, p.Errorf("failed to set the body of 'test_rec<%s>'", name)
	}
	return rec, nil
}

func parseRecAlias(dp ir.DialectParser, p ir.BodyParser) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	name, ok := p.ParseOptionalKeywordAny()
	if !ok {
		return nil, p.Errorf("expected valid keyword")
	}
	rec := recAliasNamed(p.Context(), name)
	done, ok := dp.TryStartCyclicParse(rec)
	defer done()
	if !ok {
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return rec, nil
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	sub, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	rec.mu.Lock()
	rec.body = sub
	rec.mu.Unlock()
	return rec, nil
}

// parseDynParams parses the parameters of a dynamic type or attribute:
// `<a, b, ...>` (optional), or `<a:b>` for the custom syntax.
func parseDynParams(p ir.BodyParser, custom bool) ([]ir.Attribute, error) {
	if custom {
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(":"); err != nil {
			return nil, err
		}
		b, err := p.ParseAttribute(nil)
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return []ir.Attribute{a, b}, nil
	}
	var params []ir.Attribute
	if !p.ParseOptionalPunct("<") {
		return params, nil
	}
	for {
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return nil, err
		}
		params = append(params, a)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return params, nil
}

// printType prints the body of a test type.
func printType(p ir.DialectPrinter, t ir.Type) {
	switch t := t.(type) {
	case *SimpleType:
		p.WriteString(t.Mnemonic)
	case *RecType:
		printRec(p, t)
	case *RecAliasType:
		done, ok := p.TryStartCyclicPrint(t)
		defer done()
		p.WriteString("test_rec_alias<" + t.Name)
		if ok {
			p.WriteString(", ")
			p.PrintType(t.Body())
		}
		p.WriteString(">")
	case *DynType:
		p.WriteString(t.Mnemonic)
		printDynParams(p, t.Params, dynDefs[t.Mnemonic].custom)
	}
}

// printRec prints test_rec as upstream's TestDialect::printType, which
// prints the body with the dialect printer itself (no `!test.` prefix, no
// aliases).
func printRec(p ir.DialectPrinter, t *RecType) {
	done, ok := p.TryStartCyclicPrint(t)
	defer done()
	p.WriteString("test_rec<" + t.Name)
	if ok {
		p.WriteString(", ")
		if b := t.Body(); b != nil {
			if _, test := b.(ir.DialectType); test && isTestType(b) {
				printType(p, b)
			} else {
				p.PrintType(b)
			}
		}
	}
	p.WriteString(">")
}

func isTestType(t ir.Type) bool {
	d, ok := t.(ir.DialectType)
	return ok && d.DialectName() == "test"
}

func printDynParams(p ir.DialectPrinter, params []ir.Attribute, custom bool) {
	if custom {
		p.WriteString("<")
		p.PrintAttribute(params[0])
		p.WriteString(":")
		p.PrintAttribute(params[1])
		p.WriteString(">")
		return
	}
	if len(params) == 0 {
		return
	}
	p.WriteString("<")
	for i, a := range params {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintAttribute(a)
	}
	p.WriteString(">")
}

// typeAlias gives test_rec<type_to_alias> the alias `testrec` and every
// test_rec_alias its name (upstream's TestOpAsmInterface::getAlias).
func typeAlias(t ir.Type) (string, ir.AliasKind) {
	switch t := t.(type) {
	case *RecType:
		if t.Name == "type_to_alias" {
			return "testrec", ir.FinalAlias
		}
	case *RecAliasType:
		return t.Name, ir.FinalAlias
	case *ir.TupleType:
		_ = strings.TrimSpace
	}
	return "", ir.NoAlias
}
