package xevm

import (
	"encoding/binary"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods/enumattr"
)

// The dialect's enums.
var (
	loadCacheControl = &enumattr.Def{Dialect: "xevm", Mnemonic: "load_cache_control", Angled: true,
		Cases: []string{"L1uc_L2uc_L3uc", "L1uc_L2uc_L3c", "L1uc_L2c_L3uc", "L1uc_L2c_L3c", "L1c_L2uc_L3uc",
			"L1c_L2uc_L3c", "L1c_L2c_L3uc", "L1c_L2c_L3c", "L1s_L2uc_L3uc", "L1s_L2uc_L3c", "L1s_L2c_L3uc",
			"L1s_L2c_L3c", "ir"},
		CppName: "::mlir::xevm::LoadCacheControl", AttrName: "XeVM_LoadCacheControlAttr"}
	storeCacheControl = &enumattr.Def{Dialect: "xevm", Mnemonic: "store_cache_control", Angled: true,
		Cases: []string{"L1uc_L2uc_L3uc", "L1uc_L2uc_L3wb", "L1uc_L2wb_L3uc", "L1uc_L2wb_L3wb", "L1wt_L2uc_L3uc",
			"L1wt_L2uc_L3wb", "L1wt_L2wb_L3uc", "L1wt_L2wb_L3wb", "L1s_L2uc_L3uc", "L1s_L2uc_L3wb",
			"L1s_L2wb_L3uc", "L1s_L2wb_L3wb", "L1wb_L2uc_L3uc", "L1wb_L2wb_L3uc", "L1wb_L2uc_L3wb"},
		CppName: "::mlir::xevm::StoreCacheControl", AttrName: "XeVM_StoreCacheControlAttr"}
	memScope = &enumattr.Def{Dialect: "xevm", Mnemonic: "mem_scope", Angled: true,
		Cases:   []string{"lane", "subgroup", "workgroup", "cluster", "device", "system"},
		CppName: "::mlir::xevm::MemScope", AttrName: "XeVM_MemScopeAttr"}
	addrSpace = &enumattr.Def{Dialect: "xevm", Mnemonic: "addr_space", Angled: true,
		Cases:   []string{"private", "global", "constant", "shared", "generic"},
		CppName: "mlir::xevm::AddrSpace", AttrName: "XeVM_AddrSpaceAttr"}
	// elemType is only a parameter of mma_types.
	elemType = &enumattr.Def{Dialect: "xevm",
		Cases:   []string{"bf16", "f16", "s8", "u8", "s4", "u4", "tf32", "f32", "s32"},
		CppName: "xevm::ElemType", Desc: "XeVM element type"}
	attrEnums = []*enumattr.Def{loadCacheControl, storeCacheControl, memScope, addrSpace}
)

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
	optional int           // index of the first optional parameter (len(params): none)
	enum     *enumattr.Def // the parameters' enum, nil for integers
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
			v, err := s.enum.ParseParam(p, s.attrName, name)
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
			b.WriteString(a.def.enum.Cases[v])
		} else {
			b.WriteString(strconv.Itoa(v))
		}
	}
	b.WriteString(">")
	return b.String()
}

func parseAttr(dp ir.DialectParser, _ ir.Type) (ir.Attribute, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	if a, ok, err := enumattr.ParseAttr(p, kw, attrEnums); ok {
		return a, err
	}
	var a ir.Attribute
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
	case *enumattr.Attr:
		p.WriteString(a.Body())
	case *StructAttr:
		p.WriteString(a.def.mnemonic + a.body())
	}
}
