package xevm

import (
	"encoding/binary"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// enumDef is one of the dialect's enums: its attribute mnemonic (empty for
// the enums used only as parameters), case names by value, and the names
// upstream's parse errors quote.
type enumDef struct {
	mnemonic string
	cases    []string
	first    int    // the value of cases[0]
	cppName  string // e.g. "::mlir::xevm::LoadCacheControl"
	attrName string // e.g. "XeVM_LoadCacheControlAttr"
	desc     string // e.g. "XeVM element type"
}

// The dialect's enums.
var (
	loadCacheControl = &enumDef{mnemonic: "load_cache_control", first: 1,
		cases: []string{"L1uc_L2uc_L3uc", "L1uc_L2uc_L3c", "L1uc_L2c_L3uc", "L1uc_L2c_L3c", "L1c_L2uc_L3uc",
			"L1c_L2uc_L3c", "L1c_L2c_L3uc", "L1c_L2c_L3c", "L1s_L2uc_L3uc", "L1s_L2uc_L3c", "L1s_L2c_L3uc",
			"L1s_L2c_L3c", "ir"},
		cppName: "::mlir::xevm::LoadCacheControl", attrName: "XeVM_LoadCacheControlAttr"}
	storeCacheControl = &enumDef{mnemonic: "store_cache_control", first: 1,
		cases: []string{"L1uc_L2uc_L3uc", "L1uc_L2uc_L3wb", "L1uc_L2wb_L3uc", "L1uc_L2wb_L3wb", "L1wt_L2uc_L3uc",
			"L1wt_L2uc_L3wb", "L1wt_L2wb_L3uc", "L1wt_L2wb_L3wb", "L1s_L2uc_L3uc", "L1s_L2uc_L3wb",
			"L1s_L2wb_L3uc", "L1s_L2wb_L3wb", "L1wb_L2uc_L3uc", "L1wb_L2wb_L3uc", "L1wb_L2uc_L3wb"},
		cppName: "::mlir::xevm::StoreCacheControl", attrName: "XeVM_StoreCacheControlAttr"}
	memScope = &enumDef{mnemonic: "mem_scope",
		cases:   []string{"lane", "subgroup", "workgroup", "cluster", "device", "system"},
		cppName: "::mlir::xevm::MemScope", attrName: "XeVM_MemScopeAttr"}
	addrSpace = &enumDef{mnemonic: "addr_space",
		cases:   []string{"private", "global", "constant", "shared", "generic"},
		cppName: "mlir::xevm::AddrSpace", attrName: "XeVM_AddrSpaceAttr"}
	elemType = &enumDef{first: 8,
		cases:   []string{"bf16", "f16", "s8", "u8", "s4", "u4", "tf32", "f32", "s32"},
		cppName: "xevm::ElemType", desc: "XeVM element type"}
	attrEnums = []*enumDef{loadCacheControl, storeCacheControl, memScope, addrSpace}
)

// EnumAttr is a value of one of the dialect's enum attributes
// (`#xevm.load_cache_control<L1uc_L2uc_L3uc>`, ...).
type EnumAttr struct {
	ir.AttrBase
	def   *enumDef
	Value int // the case's index in its enum
}

// DialectName returns "xevm".
func (*EnumAttr) DialectName() string { return "xevm" }

// Case returns the name of the attribute's case.
func (a *EnumAttr) Case() string { return a.def.cases[a.Value] }

func (e *enumDef) get(ctx *ir.Context, v int) *EnumAttr {
	return ctx.UniqueDialectAttr([]byte("xevm.enum."+e.mnemonic+"."+strconv.Itoa(v)), func(b ir.AttrBase) ir.Attribute {
		return &EnumAttr{AttrBase: b, def: e, Value: v}
	}).(*EnumAttr)
}

func (e *enumDef) lookup(s string) (int, bool) {
	for i, c := range e.cases {
		if c == s {
			return i, true
		}
	}
	return 0, false
}

// parseAttrValue parses `<case>` of an enum attribute, with upstream's two
// errors for an unknown case.
func (e *enumDef) parseAttrValue(p ir.OpParser) (*EnumAttr, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	at := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	if !ok {
		kw, ok = p.ParseOptionalString()
	}
	v, found := e.lookup(kw)
	if !found {
		first := p.ErrorAt(at, "expected %s to be one of: %s", e.cppName, strings.Join(e.cases, ", "))
		if !ok {
			first = p.Errorf("expected valid keyword or string")
		}
		p.Context().Report(first.(*ir.Diagnostic))
		return nil, p.Errorf("failed to parse %s parameter 'value' which is to be a `%s`", e.attrName, e.cppName)
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return e.get(p.Context(), v), nil
}

// parseParamValue parses a case written as a parameter of another
// attribute (`a = f16` in mma types), returning its index.
func (e *enumDef) parseParamValue(p ir.OpParser, attrName, param string) (int, error) {
	at := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	v, found := e.lookup(kw)
	if !found {
		first := p.ErrorAt(at, "expected one of [%s] for %s, got: %s", strings.Join(e.cases, ", "), e.desc, kw)
		if !ok {
			first = p.Errorf("expected keyword for %s", e.desc)
		}
		p.Context().Report(first.(*ir.Diagnostic))
		return 0, p.Errorf("failed to parse %s parameter '%s' which is to be a `%s`", attrName, param, e.cppName)
	}
	return v, nil
}

// StructAttr is `#xevm.mma_shape<m = M, n = N, k = K>` or
// `#xevm.mma_types<d = T, a = T, b = T[, c = T]>`: named parameters in a
// fixed order; the mma_types parameters are element type cases.
type StructAttr struct {
	ir.AttrBase
	def    *structDef
	Values []int // by parameter; -1 for an absent optional one
}

// DialectName returns "xevm".
func (*StructAttr) DialectName() string { return "xevm" }

// structDef describes a struct(params) attribute.
type structDef struct {
	mnemonic string
	attrName string
	params   []string
	optional int      // index of the first optional parameter (len(params): none)
	enum     *enumDef // the parameters' enum, nil for integers
}

var (
	mmaShape = &structDef{mnemonic: "mma_shape", attrName: "XeVM_MMAShapeAttr", params: []string{"m", "n", "k"}, optional: 3}
	mmaTypes = &structDef{mnemonic: "mma_types", attrName: "XeVM_MMATypesAttr", params: []string{"d", "a", "b", "c"},
		optional: 3, enum: elemType}
	structAttrs = []*structDef{mmaShape, mmaTypes}
)

func (s *structDef) get(ctx *ir.Context, values []int) *StructAttr {
	key := []byte("xevm.struct." + s.mnemonic)
	for _, v := range values {
		key = binary.LittleEndian.AppendUint64(key, uint64(v))
	}
	return ctx.UniqueDialectAttr(key, func(b ir.AttrBase) ir.Attribute {
		return &StructAttr{AttrBase: b, def: s, Values: append([]int(nil), values...)}
	}).(*StructAttr)
}

// parseBody parses `<name = value, ...>`, the parameters in any order,
// as many as the required ones and then the optional ones.
func (s *structDef) parseBody(p ir.OpParser) (*StructAttr, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	values := make([]int, len(s.params))
	seen := make([]bool, len(s.params))
	for i := range values {
		values[i] = -1
	}
	for n := 0; ; n++ {
		if n >= s.optional && !p.ParseOptionalPunct(",") {
			break
		}
		if n > 0 && n < s.optional {
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
		}
		name, ok := p.ParseOptionalKeywordAny()
		if !ok {
			p.Context().Report(p.Errorf("expected valid keyword").(*ir.Diagnostic))
			return nil, p.Errorf("expected a parameter name in struct")
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, err
		}
		i := 0
		for i < len(s.params) && s.params[i] != name {
			i++
		}
		if i == len(s.params) || seen[i] {
			return nil, p.Errorf("duplicate or unknown struct parameter name: %s", name)
		}
		seen[i] = true
		if s.enum != nil {
			v, err := s.enum.parseParamValue(p, s.attrName, name)
			if err != nil {
				return nil, err
			}
			values[i] = v
			continue
		}
		v, ok, err := p.ParseOptionalInteger()
		if err != nil {
			return nil, err
		}
		if !ok {
			p.Context().Report(p.Errorf("expected integer value").(*ir.Diagnostic))
			return nil, p.Errorf("failed to parse %s parameter '%s' which is to be a `int`", s.attrName, name)
		}
		values[i] = int(v)
	}
	for i := 0; i < s.optional; i++ {
		if !seen[i] {
			return nil, p.Errorf("struct is missing required parameter: %s", s.params[i])
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return s.get(p.Context(), values), nil
}

// body is the attribute's `<...>` text.
func (a *StructAttr) body() string {
	var b strings.Builder
	b.WriteString("<")
	n := 0
	for i, v := range a.Values {
		if v < 0 {
			continue
		}
		if n > 0 {
			b.WriteString(", ")
		}
		n++
		b.WriteString(a.def.params[i] + " = ")
		if a.def.enum != nil {
			b.WriteString(a.def.enum.cases[v])
		} else {
			b.WriteString(strconv.Itoa(v))
		}
	}
	b.WriteString(">")
	return b.String()
}

func parseAttr(dp ir.DialectParser, _ ir.Type) (ir.Attribute, error) {
	p, err := dp.Tokens()
	if err != nil {
		return nil, err
	}
	pos := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	if !ok {
		return nil, p.Errorf("expected valid keyword")
	}
	var a ir.Attribute
	for _, e := range attrEnums {
		if e.mnemonic == kw {
			a, err = e.parseAttrValue(p)
		}
	}
	for _, s := range structAttrs {
		if s.mnemonic == kw {
			a, err = s.parseBody(p)
		}
	}
	if err != nil {
		return nil, err
	}
	if a == nil {
		return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `xevm`", kw)
	}
	if !p.AtEnd() {
		return nil, p.Errorf("expected end of attribute")
	}
	return a, nil
}

func printAttr(p ir.DialectPrinter, a ir.Attribute) {
	switch a := a.(type) {
	case *EnumAttr:
		p.WriteString(a.def.mnemonic + "<" + a.Case() + ">")
	case *StructAttr:
		p.WriteString(a.def.mnemonic + a.body())
	}
}
