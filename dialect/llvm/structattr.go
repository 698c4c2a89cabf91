package llvm

import (
	"encoding/binary"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// StructAttr is one of the llvm attributes with named parameters written
// `<name = value, ...>` (upstream's `struct(params)` format): the debug-info
// attributes (`#llvm.di_*`), the loop annotations (`#llvm.loop_*`) and
// access groups. Its definition (structDef) lists the parameters, how each
// is written and which can be left out.
type StructAttr struct {
	ir.AttrBase
	def  *structDef
	vals []paramVal
}

// paramVal is the value of one parameter; which field holds it depends on
// the parameter's kind.
type paramVal struct {
	attr ir.Attribute   // attribute kinds (nil when absent)
	n    uint64         // numbers, booleans, DWARF constants, enums, flags
	set  bool           // an optional integer (pOptUint) is present
	list []ir.Attribute // attribute lists
	nums []uint64       // integer lists
}

// DialectName returns "llvm".
func (*StructAttr) DialectName() string { return "llvm" }

// Mnemonic returns the attribute's mnemonic, e.g. "di_subprogram".
func (a *StructAttr) Mnemonic() string { return a.def.mnemonic }

// Attr returns the attribute-valued parameter name (nil when absent).
func (a *StructAttr) Attr(name string) ir.Attribute {
	if i := a.def.index(name); i >= 0 {
		return a.vals[i].attr
	}
	return nil
}

// Int returns the integer-valued parameter name (0 when absent).
func (a *StructAttr) Int(name string) uint64 {
	if i := a.def.index(name); i >= 0 {
		return a.vals[i].n
	}
	return 0
}

// List returns the attribute-list parameter name.
func (a *StructAttr) List(name string) []ir.Attribute {
	if i := a.def.index(name); i >= 0 {
		return a.vals[i].list
	}
	return nil
}

// SubAttributes returns the attributes the parameters hold.
func (a *StructAttr) SubAttributes() []ir.Attribute {
	var out []ir.Attribute
	a.WalkChildren(func(c any) {
		if at, ok := c.(ir.Attribute); ok {
			out = append(out, at)
		}
	})
	return out
}

// WalkChildren calls f for the attributes the parameters hold, in print
// order (the printer's alias collection walks them).
func (a *StructAttr) WalkChildren(f func(any)) {
	for _, v := range a.vals {
		if v.attr != nil {
			f(v.attr)
		}
		for _, e := range v.list {
			if e != nil {
				f(e)
			}
		}
	}
}

// paramKind says how a parameter is stored, written and encoded.
type paramKind uint8

const (
	// pAttr is an attribute written in full (a string, a distinct
	// attribute, a DI scope or type, any attribute).
	pAttr paramKind = iota
	// pStripped is an attribute of one llvm kind (sub), written without
	// its `#llvm.mnemonic` prefix unless it has an alias.
	pStripped
	// pLoc is a location.
	pLoc
	// pUint is an unsigned integer.
	pUint
	// pOptUint is an optional unsigned integer (0 may be present).
	pOptUint
	// pBool is `true` or `false`.
	pBool
	// pDwarf is a DWARF constant written by its name (table dwarf).
	pDwarf
	// pEnum is an enum case (enum).
	pEnum
	// pFlags is a bit enum (flags).
	pFlags
	// pList is a comma-separated list of attributes written in full.
	pList
	// pStrippedList is a list of attributes of kind sub, stripped.
	pStrippedList
)

// paramDef is one parameter of a struct attribute.
type paramDef struct {
	name     string
	kind     paramKind
	required bool
	cppType  string // in parse errors: "unsigned", "StringAttr", ...
	sub      string // the mnemonic of pStripped attributes
	dwarf    *dwarfTable
	dwarfErr string // "tag", "encoding", ... in the invalid-name error
	dwarfBad uint64 // the value getX returns for an unknown name
	enum     *enumDef
	flags    *bitEnum
}

// structDef describes a struct attribute.
type structDef struct {
	mnemonic string
	defName  string // upstream's definition name, in parse errors
	params   []paramDef
	alias    bool // upstream suggests the mnemonic as alias
	// custom is the body format when it is not struct(params).
	custom customFormat
}

// customFormat names the attributes with a format of their own.
type customFormat uint8

const (
	structFormat   customFormat = iota
	fileFormat                  // `<"name" in "dir">`
	exprFormat                  // `<>` or `<[ops]>`
	exprElemFormat              // `DW_OP_x` or `DW_OP_x(args)`
	noParamsFormat              // no body
)

func (d *structDef) index(name string) int {
	for i := range d.params {
		if d.params[i].name == name {
			return i
		}
	}
	return -1
}

// isDefault reports whether v is the parameter's default, left out of the
// printed form.
func (pd *paramDef) isDefault(v *paramVal) bool {
	switch pd.kind {
	case pAttr, pStripped, pLoc:
		return v.attr == nil
	case pOptUint:
		return !v.set
	case pList, pStrippedList:
		return len(v.list) == 0
	}
	return v.n == 0
}

// structAttr returns the uniqued attribute of def with vals.
func structAttr(ctx *ir.Context, def *structDef, vals []paramVal) *StructAttr {
	k := append(make([]byte, 0, 64), "llvm.struct."...)
	k = append(k, def.mnemonic...)
	k = append(k, 0)
	for i := range vals {
		if def.params[i].kind != pOptUint {
			vals[i].set = false // only optional integers tell 0 from absent
		}
	}
	for _, v := range vals {
		k = binary.LittleEndian.AppendUint64(k, ir.AttrID(v.attr))
		k = binary.LittleEndian.AppendUint64(k, v.n)
		if v.set {
			k = append(k, 1)
		} else {
			k = append(k, 0)
		}
		k = binary.LittleEndian.AppendUint64(k, uint64(len(v.list)))
		for _, e := range v.list {
			k = binary.LittleEndian.AppendUint64(k, ir.AttrID(e))
		}
		k = binary.LittleEndian.AppendUint64(k, uint64(len(v.nums)))
		for _, e := range v.nums {
			k = binary.LittleEndian.AppendUint64(k, e)
		}
	}
	return ctx.UniqueDialectAttr(k, func(b ir.AttrBase) ir.Attribute {
		return &StructAttr{AttrBase: b, def: def, vals: append([]paramVal(nil), vals...)}
	}).(*StructAttr)
}

// NewStructAttr builds the attribute of the given mnemonic from its
// parameters (nil when the mnemonic is not a struct attribute): values
// are ir.Attribute, []ir.Attribute, uint64, bool or []uint64 by kind.
func NewStructAttr(ctx *ir.Context, mnemonic string, params map[string]any) *StructAttr {
	def := structDefs[mnemonic]
	if def == nil {
		return nil
	}
	vals := make([]paramVal, len(def.params))
	for i, pd := range def.params {
		switch x := params[pd.name].(type) {
		case ir.Attribute:
			vals[i].attr = x
		case []ir.Attribute:
			vals[i].list = x
		case uint64:
			vals[i].n, vals[i].set = x, true
		case bool:
			if x {
				vals[i].n = 1
			}
		case []uint64:
			vals[i].nums = x
		}
	}
	return structAttr(ctx, def, vals)
}

// parseStructAttr parses the body of a struct attribute after its
// mnemonic.
func parseStructAttr(p ir.OpParser, def *structDef) (ir.Attribute, error) {
	switch def.custom {
	case fileFormat:
		return parseFileBody(p, def)
	case exprFormat:
		return parseExprBody(p, def)
	case exprElemFormat:
		return parseExprElem(p, def)
	case noParamsFormat:
		return structAttr(p.Context(), def, nil), nil
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	vals := make([]paramVal, len(def.params))
	seen := make([]bool, len(def.params))
	anyRequired := false
	for _, pd := range def.params {
		anyRequired = anyRequired || pd.required
	}
	if anyRequired || !p.IsPunct(">") {
		for {
			key, ok := p.ParseOptionalKeywordAny()
			if !ok {
				if d, ok := p.Errorf("expected valid keyword").(*ir.Diagnostic); ok {
					p.Context().Report(d)
				}
				return nil, p.Errorf("expected a parameter name in struct")
			}
			if err := p.ParsePunct("="); err != nil {
				return nil, err
			}
			i := def.index(key)
			if i < 0 || seen[i] {
				return nil, p.Errorf("duplicate or unknown struct parameter name: %s", key)
			}
			seen[i] = true
			if err := parseParam(p, &def.params[i], &vals[i]); err != nil {
				return nil, structParamError(p, err, def, i)
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		for i, pd := range def.params {
			if pd.required && !seen[i] {
				return nil, p.Errorf("struct is missing required parameter: %s", pd.name)
			}
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return structAttr(p.Context(), def, vals), nil
}

// structParamError reports first and returns upstream's error after
// parameter i of def failed to parse.
func structParamError(p ir.OpParser, first error, def *structDef, i int) error {
	return paramError(p, first, def.defName, def.params[i].name, def.params[i].cppType)
}

// parseParam parses the value of one parameter.
func parseParam(p ir.OpParser, pd *paramDef, v *paramVal) error {
	switch pd.kind {
	case pAttr:
		a, err := p.ParseAttribute(nil)
		v.attr = a
		return err
	case pStripped:
		a, err := parseStripped(p, pd.sub)
		v.attr = a
		return err
	case pLoc:
		if p.IsKeyword("loc") {
			l, _, err := p.ParseOptionalLocation()
			if err != nil {
				return err
			}
			v.attr = l
			return nil
		}
		a, err := p.ParseAttribute(nil)
		v.attr = a
		return err
	case pUint, pOptUint:
		n, ok, err := p.ParseOptionalInteger()
		if err != nil {
			return err
		}
		if !ok {
			return p.Errorf("expected integer value")
		}
		v.n, v.set = uint64(n), true
		return nil
	case pBool:
		switch {
		case p.ParseOptionalKeyword("true"):
			v.n = 1
		case p.ParseOptionalKeyword("false"):
		default:
			return p.Errorf("expected 'true' or 'false'")
		}
		return nil
	case pDwarf:
		at := p.Pos()
		kw, ok := p.ParseOptionalKeywordAny()
		if !ok {
			return p.Errorf("expected valid keyword")
		}
		n, found := pd.dwarf.byName[kw]
		if !found || n == pd.dwarfBad {
			return p.ErrorAt(at, "invalid debug info debug info %s name: %s", pd.dwarfErr, kw)
		}
		v.n = n
		return nil
	case pEnum:
		n, err := parseEnumCase(p, pd.enum)
		v.n = uint64(n)
		return err
	case pFlags:
		at := p.Pos()
		kw, ok := p.ParseOptionalKeywordAny()
		if !ok {
			kw, ok = p.ParseOptionalString()
		}
		if !ok {
			return p.Errorf("expected keyword for %s", pd.flags.desc)
		}
		n, found := pd.flags.symbolize(kw)
		if !found {
			return p.ErrorAt(at, "expected one of [%s] for %s, got: %s", strings.Join(pd.flags.names, ", "), pd.flags.desc, kw)
		}
		v.n = uint64(n)
		return nil
	case pList, pStrippedList:
		for {
			var a ir.Attribute
			var err error
			if pd.kind == pList {
				a, err = p.ParseAttribute(nil)
			} else {
				a, err = parseStripped(p, pd.sub)
			}
			if err != nil {
				return err
			}
			v.list = append(v.list, a)
			if !p.ParseOptionalPunct(",") {
				return nil
			}
		}
	}
	return nil
}

// parseEnumCase parses the keyword or string of an enum case.
func parseEnumCase(p ir.OpParser, e *enumDef) (int, error) {
	at := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	if !ok {
		kw, ok = p.ParseOptionalString()
	}
	if !ok {
		return 0, p.Errorf("expected keyword for %s", e.desc)
	}
	n, found := e.lookup(kw)
	if !found {
		return 0, p.ErrorAt(at, "expected one of [%s] for %s, got: %s", e.listText(), e.desc, kw)
	}
	return n, nil
}

// parseStripped parses an attribute of kind mnemonic written either in
// full (or as an alias) or as its bare body (upstream's
// parseCustomAttributeWithFallback).
func parseStripped(p ir.OpParser, mnemonic string) (ir.Attribute, error) {
	def := structDefs[mnemonic]
	if def.custom == exprElemFormat {
		return parseExprElem(p, def)
	}
	if !p.IsPunct("<") {
		if a, ok, err := p.ParseOptionalAttribute(nil); ok || err != nil {
			return a, err
		}
		return nil, p.WrongToken("expected '<'")
	}
	return parseStructAttr(p, def)
}

// parseFileBody parses `<"name" in "directory">`.
func parseFileBody(p ir.OpParser, def *structDef) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	name, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	if err := p.ParseKeyword("in"); err != nil {
		return nil, err
	}
	dir, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return structAttr(p.Context(), def, []paramVal{{attr: name}, {attr: dir}}), nil
}

// parseExprBody parses `<>` or `<[op, op(args), ...]>`.
func parseExprBody(p ir.OpParser, def *structDef) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var ops []ir.Attribute
	if p.ParseOptionalPunct("[") {
		for {
			e, err := parseStripped(p, "di_expression_elem")
			if err != nil {
				return nil, structParamError(p, err, def, 0)
			}
			ops = append(ops, e)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return structAttr(p.Context(), def, []paramVal{{list: ops}}), nil
}

// dwOpLLVMConvert is DW_OP_LLVM_convert, whose second argument is written
// as a DWARF encoding name.
const dwOpLLVMConvert = 0x1001

// parseExprElem parses `DW_OP_x` or `DW_OP_x(args)`.
func parseExprElem(p ir.OpParser, def *structDef) (ir.Attribute, error) {
	var v paramVal
	if err := parseParam(p, &def.params[0], &v); err != nil {
		return nil, structParamError(p, err, def, 0)
	}
	var args []uint64
	if p.ParseOptionalPunct("(") {
		for i := 0; ; i++ {
			if v.n == dwOpLLVMConvert && i == 1 {
				var enc paramVal
				if err := parseParam(p, &paramDef{kind: pDwarf, dwarf: dwEncodings, dwarfErr: "encoding"}, &enc); err != nil {
					return nil, err
				}
				args = append(args, enc.n)
			} else {
				n, ok, err := p.ParseOptionalInteger()
				if err != nil {
					return nil, err
				}
				if !ok {
					return nil, p.Errorf("expected integer value")
				}
				args = append(args, uint64(n))
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return nil, err
		}
	}
	return structAttr(p.Context(), def, []paramVal{v, {nums: args}}), nil
}

// printStructBody prints the body of a struct attribute after its
// mnemonic.
func printStructBody(p ir.DialectPrinter, a *StructAttr) {
	switch a.def.custom {
	case fileFormat:
		p.WriteString("<")
		p.PrintAttribute(a.vals[0].attr)
		p.WriteString(" in ")
		p.PrintAttribute(a.vals[1].attr)
		p.WriteString(">")
		return
	case exprFormat:
		p.WriteString("<")
		if ops := a.vals[0].list; len(ops) > 0 {
			p.WriteString("[")
			for i, e := range ops {
				if i > 0 {
					p.WriteString(", ")
				}
				printStripped(p, e)
			}
			p.WriteString("]")
		}
		p.WriteString(">")
		return
	case exprElemFormat:
		op := a.vals[0].n
		p.WriteString(dwOps.byValue[op])
		if args := a.vals[1].nums; len(args) > 0 {
			p.WriteString("(")
			for i, n := range args {
				if i > 0 {
					p.WriteString(", ")
				}
				if op == dwOpLLVMConvert && i == 1 {
					p.WriteString(dwEncodings.byValue[n])
				} else {
					p.WriteString(strconv.FormatUint(n, 10))
				}
			}
			p.WriteString(")")
		}
		return
	case noParamsFormat:
		return
	}
	p.WriteString("<")
	first := true
	for i := range a.def.params {
		pd, v := &a.def.params[i], &a.vals[i]
		if !pd.required && pd.isDefault(v) {
			continue
		}
		if !first {
			p.WriteString(", ")
		}
		first = false
		p.WriteString(pd.name + " = ")
		printParam(p, pd, v)
	}
	p.WriteString(">")
}

func printParam(p ir.DialectPrinter, pd *paramDef, v *paramVal) {
	switch pd.kind {
	case pAttr, pLoc:
		p.PrintAttribute(v.attr)
	case pStripped:
		printStripped(p, v.attr)
	case pUint, pOptUint:
		p.WriteString(strconv.FormatUint(v.n, 10))
	case pBool:
		if v.n != 0 {
			p.WriteString("true")
		} else {
			p.WriteString("false")
		}
	case pDwarf:
		p.WriteString(pd.dwarf.byValue[v.n])
	case pEnum:
		p.WriteString(pd.enum.name(int64(v.n)))
	case pFlags:
		p.WriteString(pd.flags.text(uint32(v.n)))
	case pList, pStrippedList:
		for i, e := range v.list {
			if i > 0 {
				p.WriteString(", ")
			}
			if pd.kind == pList {
				p.PrintAttribute(e)
			} else {
				printStripped(p, e)
			}
		}
	}
}

// printStripped prints an attribute as its alias, else as its bare body
// (upstream's printStrippedAttrOrType).
func printStripped(p ir.DialectPrinter, a ir.Attribute) {
	if a == nil {
		p.WriteString("<<NULL ATTRIBUTE>>")
		return
	}
	if p.PrintAlias(a) {
		return
	}
	if s, ok := a.(*StructAttr); ok {
		printStructBody(p, s)
		return
	}
	p.PrintAttribute(a)
}

// bitEnum is one of the debug-info bit enums (DIFlags,
// DISubprogramFlags): its groups and bits in upstream's stringify order.
type bitEnum struct {
	zero   string // the name of no bits ("" when none)
	groups []bitCase
	bits   []bitCase
	single map[uint32]bool // group values printed bare though multi-bit
	names  []string        // the cases as listed in parse errors
	desc   string
}

type bitCase struct {
	name string
	mask uint32
}

// text is upstream's printing: the stringified cases joined by '|',
// quoted when more than one bit is set.
func (e *bitEnum) text(v uint32) string {
	s := e.stringify(v)
	if v != 0 && v&(v-1) != 0 && !e.single[v] {
		return strconv.Quote(s)
	}
	return s
}

func (e *bitEnum) stringify(v uint32) string {
	if v == 0 {
		return e.zero
	}
	var parts []string
	for _, g := range e.groups {
		if v&g.mask == g.mask {
			parts = append(parts, g.name)
			v &^= g.mask
		}
	}
	for _, b := range e.bits {
		if v&b.mask == b.mask {
			parts = append(parts, b.name)
		}
	}
	return strings.Join(parts, "|")
}

func (e *bitEnum) symbolize(s string) (uint32, bool) {
	if e.zero != "" && s == e.zero {
		return 0, true
	}
	var v uint32
	for _, part := range strings.Split(s, "|") {
		part = strings.TrimSpace(part)
		found := false
		for _, c := range append(append([]bitCase(nil), e.groups...), e.bits...) {
			if c.name == part {
				v |= c.mask
				found = true
				break
			}
		}
		if !found {
			return 0, false
		}
	}
	return v, true
}

// dwarfName is a DWARF constant and its name.
type dwarfName struct {
	v    uint64
	name string
}

// dwarfTable maps DWARF constants to names and back.
type dwarfTable struct {
	byValue map[uint64]string
	byName  map[string]uint64
}

func newDwarfTable(ns []dwarfName) *dwarfTable {
	t := &dwarfTable{byValue: make(map[uint64]string, len(ns)), byName: make(map[string]uint64, len(ns))}
	for _, n := range ns {
		t.byValue[n.v] = n.name
		t.byName[n.name] = n.v
	}
	return t
}
