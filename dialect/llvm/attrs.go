package llvm

import (
	"encoding/binary"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// enumDef describes one of upstream's LLVM enums: its case keywords by
// value (an empty keyword is an unused value) and, for the enums that are
// attributes of their own (`#llvm.linkage<internal>`), the attribute
// mnemonic and the names upstream's parse errors quote.
type enumDef struct {
	cases    []string
	mnemonic string
	attrName string // e.g. "LinkageAttr"
	param    string // e.g. "linkage"
	cppName  string // e.g. "::mlir::LLVM::linkage::Linkage"
	// desc names the enum in parse errors, e.g. "LLVM linkage types".
	desc string
	// listed are the cases in the order upstream's parse error lists
	// them (nil: the cases in value order).
	listed []string
}

// lookup returns the value of a case keyword.
func (e *enumDef) lookup(s string) (int, bool) {
	for i, c := range e.cases {
		if c == s && c != "" {
			return i, true
		}
	}
	return 0, false
}

// valid reports whether v is a value of the enum (0 always is).
func (e *enumDef) valid(v int64) bool {
	return v == 0 || e.name(v) != ""
}

// name returns the keyword of a value ("" when out of range).
func (e *enumDef) name(v int64) string {
	if v < 0 || v >= int64(len(e.cases)) {
		return ""
	}
	return e.cases[v]
}

// The enums of the dialect.
var (
	linkageEnum = &enumDef{
		cases: []string{"private", "internal", "available_externally", "linkonce", "weak", "common",
			"appending", "extern_weak", "linkonce_odr", "weak_odr", "external"},
		mnemonic: "linkage", attrName: "LinkageAttr", param: "linkage", cppName: "linkage::Linkage",
		desc: "LLVM linkage types",
		listed: []string{"external", "available_externally", "linkonce", "linkonce_odr", "weak", "weak_odr",
			"appending", "internal", "private", "extern_weak", "common"},
	}
	cconvEnum = &enumDef{
		cases: cconvCases(), mnemonic: "cconv", attrName: "CConvAttr", param: "CallingConv",
		cppName: "CConv", desc: "Calling Conventions",
		listed: []string{"ccc", "fastcc", "coldcc", "cc_10", "cc_11", "anyregcc", "preserve_mostcc", "preserve_allcc",
			"swiftcc", "cxx_fast_tlscc", "tailcc", "cfguard_checkcc", "swifttailcc", "x86_stdcallcc", "x86_fastcallcc",
			"arm_apcscc", "arm_aapcscc", "arm_aapcs_vfpcc", "msp430_intrcc", "x86_thiscallcc", "ptx_kernelcc",
			"ptx_devicecc", "spir_funccc", "spir_kernelcc", "intel_ocl_bicc", "x86_64_sysvcc", "win64cc",
			"x86_vectorcallcc", "hhvmcc", "hhvm_ccc", "x86_intrcc", "avr_intrcc", "avr_builtincc", "amdgpu_vscc",
			"amdgpu_gscc", "amdgpu_cscc", "amdgpu_kernelcc", "x86_regcallcc", "amdgpu_hscc", "msp430_builtincc",
			"amdgpu_lscc", "amdgpu_escc", "aarch64_vectorcallcc", "aarch64_sve_vectorcallcc",
			"wasm_emscripten_invokecc", "amdgpu_gfxcc", "m68k_intrcc"},
	}
	tailCallKindEnum = &enumDef{
		cases:    []string{"none", "notail", "tail", "musttail"},
		mnemonic: "tailcallkind", attrName: "TailCallKindAttr", param: "tailCallKind",
		cppName: "TailCallKind", desc: "Tail Call Kind",
		listed: []string{"none", "notail", "musttail", "tail"},
	}
	visibilityEnum   = &enumDef{cases: []string{"", "hidden", "protected"}}
	unnamedAddrEnum  = &enumDef{cases: []string{"", "local_unnamed_addr", "unnamed_addr"}}
	icmpEnum         = &enumDef{cases: []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}}
	fcmpEnum         = &enumDef{cases: []string{"_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true"}}
	atomicOrderEnum  = &enumDef{cases: []string{"not_atomic", "unordered", "monotonic", "", "acquire", "release", "acq_rel", "seq_cst"}}
	atomicBinOpEnum  = &enumDef{cases: []string{"xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax", "umin", "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat", "fmaximum", "fminimum"}}
	asmDialectEnum   = &enumDef{cases: []string{"att", "intel"}}
	roundingModeEnum = &enumDef{cases: []string{"towardzero", "tonearest", "upward", "downward", "tonearestaway", "", "", "dynamic"}}
	fpExceptionEnum  = &enumDef{cases: []string{"ignore", "maytrap", "strict"}}
	comdatSelectEnum = &enumDef{cases: []string{"any", "exactmatch", "largest", "nodeduplicate", "samesize"}}
	framePointerEnum = &enumDef{cases: []string{"none", "non-leaf", "all", "reserved", "non-leaf-no-reserve"},
		mnemonic: "framePointerKind", attrName: "FramePointerKindAttr", param: "framePointerKind",
		cppName: "framePointerKind::FramePointerKind", desc: "LLVM FramePointerKind"}
)

// attrEnums are the enums stored as attributes of their own.
var attrEnums = []*enumDef{linkageEnum, cconvEnum, tailCallKindEnum, framePointerEnum}

// cconvCases lists upstream's calling conventions by their LLVM number;
// numbers without a keyword are printed `cc_N`.
func cconvCases() []string {
	cs := make([]string, 128)
	for i := range cs {
		cs[i] = "cc_" + itoa(int64(i))
	}
	named := map[int]string{0: "ccc", 8: "fastcc", 9: "coldcc", 10: "cc_10", 11: "cc_11",
		12: "webkit_jscc", 13: "anyregcc", 14: "preserve_mostcc", 15: "preserve_allcc",
		16: "swiftcc", 17: "cxx_fast_tlscc", 18: "tailcc", 19: "cfguard_checkcc", 20: "swifttailcc",
		64: "x86_stdcallcc", 65: "x86_fastcallcc", 66: "arm_apcscc", 67: "arm_aapcscc",
		68: "arm_aapcs_vfpcc", 69: "msp430_intrcc", 70: "x86_thiscallcc", 71: "ptx_kernelcc",
		72: "ptx_devicecc", 75: "spir_funccc", 76: "spir_kernelcc", 77: "intel_ocl_bicc",
		78: "x86_64_sysvcc", 79: "win64cc", 80: "x86_vectorcallcc", 81: "hhvmcc", 82: "hhvm_ccc",
		83: "x86_intrcc", 84: "avr_intrcc", 85: "avr_builtincc", 86: "amdgpu_vscc", 87: "amdgpu_gscc",
		88: "amdgpu_pscc", 89: "amdgpu_cscc", 90: "amdgpu_kernelcc", 91: "x86_regcallcc",
		92: "amdgpu_hscc", 93: "msp430_builtincc", 94: "amdgpu_lscc", 95: "amdgpu_escc",
		96: "aarch64_vectorcallcc", 97: "aarch64_sve_vectorcallcc", 98: "wasm_emscripten_invokecc",
		99: "amdgpu_gfxcc", 100: "m68k_intrcc"}
	for i, n := range named {
		cs[i] = n
	}
	return cs
}

func itoa(v int64) string {
	var b [20]byte
	return string(appendInt(b[:0], v))
}

func appendInt(b []byte, v int64) []byte {
	if v < 0 {
		b = append(b, '-')
		v = -v
	}
	if v >= 10 {
		b = appendInt(b, v/10)
	}
	return append(b, byte('0'+v%10))
}

// EnumAttr is one of the enum attributes (`#llvm.linkage<internal>`,
// `#llvm.cconv<fastcc>`, `#llvm.tailcallkind<tail>`, ...).
type EnumAttr struct {
	ir.AttrBase
	def   *enumDef
	Value int
}

// DialectName returns "llvm".
func (*EnumAttr) DialectName() string { return "llvm" }

// Mnemonic returns the attribute's mnemonic, e.g. "linkage".
func (a *EnumAttr) Mnemonic() string { return a.def.mnemonic }

// Keyword returns the case keyword, e.g. "internal".
func (a *EnumAttr) Keyword() string { return a.def.name(int64(a.Value)) }

func enumAttr(ctx *ir.Context, def *enumDef, v int) *EnumAttr {
	k := binary.LittleEndian.AppendUint32([]byte("llvm.enum."+def.mnemonic+"."), uint32(v))
	return ctx.UniqueDialectAttr(k, func(b ir.AttrBase) ir.Attribute {
		return &EnumAttr{AttrBase: b, def: def, Value: v}
	}).(*EnumAttr)
}

// Linkage returns `#llvm.linkage<keyword>` (nil for an unknown keyword).
func Linkage(ctx *ir.Context, keyword string) *EnumAttr { return enumByName(ctx, linkageEnum, keyword) }

// CConv returns `#llvm.cconv<keyword>` (nil for an unknown keyword).
func CConv(ctx *ir.Context, keyword string) *EnumAttr { return enumByName(ctx, cconvEnum, keyword) }

// TailCallKind returns `#llvm.tailcallkind<keyword>`.
func TailCallKind(ctx *ir.Context, keyword string) *EnumAttr {
	return enumByName(ctx, tailCallKindEnum, keyword)
}

func enumByName(ctx *ir.Context, def *enumDef, kw string) *EnumAttr {
	v, ok := def.lookup(kw)
	if !ok {
		return nil
	}
	return enumAttr(ctx, def, v)
}

// FlagsAttr is a bit-enum attribute: `#llvm.fastmath<nnan, ninf>` or
// `#llvm.gep_no_wrap_flags<...>`.
type FlagsAttr struct {
	ir.AttrBase
	def   *flagsDef
	Flags uint32
}

// DialectName returns "llvm".
func (*FlagsAttr) DialectName() string { return "llvm" }

// flagsDef describes a bit enum: its cases by bit, the group printed for
// all bits, its separator when printed inside an attribute and its names
// for diagnostics.
type flagsDef struct {
	bits      []string
	all       string
	mnemonic  string
	sep       string
	attrName  string
	cppName   string
	extraName map[string]uint32 // further keywords (gep's inbounds)
}

var (
	fastmathFlags = &flagsDef{
		bits: []string{"nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"}, all: "fast",
		mnemonic: "fastmath", sep: ", ", attrName: "FastmathFlagsAttr", cppName: "::mlir::LLVM::FastmathFlags",
	}
	overflowFlags = &flagsDef{bits: []string{"nsw", "nuw"}, sep: ", "}
	gepFlags      = &flagsDef{bits: []string{"inbounds_flag", "nusw", "nuw"}, sep: " | ",
		extraName: map[string]uint32{"inbounds": 3}}
)

func (f *flagsDef) mask() uint32 { return 1<<uint(len(f.bits)) - 1 }

func (f *flagsDef) lookup(s string) (uint32, bool) {
	if s == "none" {
		return 0, true
	}
	if s == f.all && s != "" {
		return f.mask(), true
	}
	if v, ok := f.extraName[s]; ok {
		return v, true
	}
	for i, n := range f.bits {
		if n == s {
			return 1 << uint(i), true
		}
	}
	return 0, false
}

func (f *flagsDef) names() []string {
	out := append([]string{"none"}, f.bits...)
	if f.all != "" {
		out = append(out, f.all)
	}
	return out
}

// String renders the flags as upstream's stringify: the all-bits group
// first, then each bit.
func (f *flagsDef) String(v uint32) string {
	if v == 0 {
		return "none"
	}
	var parts []string
	if f.all != "" && v&f.mask() == f.mask() {
		parts = append(parts, f.all)
		v &^= f.mask()
	}
	for i, n := range f.bits {
		if v&(1<<uint(i)) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, f.sep)
}

// FastMath returns `#llvm.fastmath<...>` of the flags.
func FastMath(ctx *ir.Context, flags uint32) *FlagsAttr {
	k := binary.LittleEndian.AppendUint32([]byte("llvm.fastmath."), flags)
	return ctx.UniqueDialectAttr(k, func(b ir.AttrBase) ir.Attribute {
		return &FlagsAttr{AttrBase: b, def: fastmathFlags, Flags: flags}
	}).(*FlagsAttr)
}

// parseFlagList parses `a, b` (or `a | b`) cases of a bit enum.
func parseFlagList(p ir.OpParser, f *flagsDef) (uint32, error) {
	var flags uint32
	for {
		pos := p.Pos()
		kw, ok := p.ParseOptionalKeywordAny()
		if !ok {
			kw, ok = p.ParseOptionalString()
		}
		if !ok {
			return 0, p.Errorf("expected valid keyword or string")
		}
		v, found := f.lookup(kw)
		if !found {
			return 0, p.ErrorAt(pos, "expected %s to be one of: %s", f.cppName, strings.Join(f.names(), ", "))
		}
		flags |= v
		if !p.ParseOptionalPunct(strings.TrimSpace(f.sep)) {
			return flags, nil
		}
	}
}

// pendingAttrs are the attribute mnemonics of upstream's dialect kept
// opaque (their text is read and printed back unchanged) until they are
// defined.
var pendingAttrs = map[string]bool{
	"di_expression_elem": true, "di_recursive_type": true, "di_variable": true, "di_flags": true,
	"alias_scope": true, "alias_scope_domain": true, "tbaa_root": true, "tbaa_type_desc": true, "tbaa_tag": true,
	"memory_effects": true, "mlir.constant_range": true, "constant_range": true, "target_features": true,
	"target": true, "vec_type_hint": true,
	"module_flag": true, "mlir.module_flag": true, "comdat_selector": true, "address_space": true, "dependent_libraries": true,
	"mmra_tag": true, "denormal_fp_math": true, "uwtable": true, "uwtableKind": true, "ident": true, "zero_call_used_regs": true,
	"cgprofile_entry": true, "profile_summary": true, "mlir.workgroup_attribution": true,
	"profile_summary_detailed": true, "profile_summary_entry": true, "module_asm": true,
	"allocsize": true, "udt_kind": true, "void": true, "undef": true, "poison": true, "zero": true,
	"gep_no_wrap_flags": true,
}

// parseAttr parses the body of an `#llvm.` attribute.
func parseAttr(dp ir.DialectParser, _ ir.Type) (ir.Attribute, error) {
	ctx := dp.Context()
	body := dp.Body()
	mnemonic := body
	if i := strings.IndexAny(body, "<"); i >= 0 {
		mnemonic = body[:i]
	}
	mnemonic = strings.TrimSpace(mnemonic)
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	// params is where the parameters start, the location of the
	// verifiers' diagnostics.
	params := p.Pos()
	var a ir.Attribute
	switch {
	case kw == "fastmath":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		v, err := parseFlagList(p, fastmathFlags)
		if err != nil {
			return nil, flagsParamError(p, err, fastmathFlags)
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		a = FastMath(ctx, v)
	case enumNamed(kw) != nil:
		def := enumNamed(kw)
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		v, err := parseEnumParam(p, def)
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		a = enumAttr(ctx, def, v)
	case kw == "dereferenceable":
		d, err := parseDereferenceableBody(p)
		if err != nil {
			return nil, err
		}
		a = d
	case kw == "vscale_range":
		v, err := parseVScaleRangeBody(p)
		if err != nil {
			return nil, err
		}
		a = v
	case kw == "blocktag":
		t, err := parseBlockTagBody(p)
		if err != nil {
			return nil, err
		}
		a = t
	case kw == "blockaddress":
		b, err := parseBlockAddressBody(p)
		if err != nil {
			return nil, err
		}
		a = b
	case structDefs[kw] != nil && kw != "di_expression_elem":
		sa, err := parseStructAttr(p, structDefs[kw])
		if err != nil {
			return nil, err
		}
		a = sa
	case pendingAttrs[mnemonic]:
		if mnemonic == "mlir.module_flag" {
			if err := checkModuleFlag(p); err != nil {
				return nil, err
			}
		}
		if mnemonic == "target_features" {
			if msg := targetFeaturesError(body); msg != "" {
				return nil, p.ErrorAt(params, "%s", msg)
			}
		}
		if mnemonic == "mlir.module_flag" {
			body = typedFlagValue(body)
		}
		return ctx.OpaqueAttr("llvm", expandAliases(dp, body), nil), nil
	default:
		return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `llvm`", kw)
	}
	if !p.AtEnd() {
		return nil, p.Errorf("expected '>'")
	}
	return a, nil
}

// listText lists the cases as upstream's enum parse error does: a case
// that is not a bare identifier appears quoted and then bare.
func (e *enumDef) listText() string {
	cases := e.listed
	if cases == nil {
		cases = e.cases
	}
	var b strings.Builder
	for i, c := range cases {
		if i > 0 {
			b.WriteString(", ")
		}
		if !bareIdent(c) {
			b.WriteString(strconv.Quote(c))
		}
		b.WriteString(c)
	}
	return b.String()
}

// bareIdent reports whether s matches [a-zA-Z_][a-zA-Z0-9_$.]*.
func bareIdent(s string) bool {
	for i, r := range s {
		letter := r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if !letter && (i == 0 || !(r >= '0' && r <= '9' || r == '$' || r == '.')) {
			return false
		}
	}
	return s != ""
}

func enumNamed(mnemonic string) *enumDef {
	for _, e := range attrEnums {
		if e.mnemonic == mnemonic {
			return e
		}
	}
	return nil
}

// parseEnumParam parses the case of an enum attribute (`internal` in
// `#llvm.linkage<internal>`), a keyword or a string, with upstream's two
// errors when it is missing or unknown.
func parseEnumParam(p ir.OpParser, def *enumDef) (int, error) {
	at := p.Pos()
	c, ok := p.ParseOptionalKeywordAny()
	if !ok {
		c, ok = p.ParseOptionalString()
	}
	if !ok {
		return 0, enumParamError(p, p.Errorf("expected keyword for %s", def.desc), def)
	}
	v, found := def.lookup(c)
	if !found {
		return 0, enumParamError(p, p.ErrorAt(at, "expected one of [%s] for %s, got: %s", def.listText(), def.desc, c), def)
	}
	return v, nil
}

func enumParamError(p ir.OpParser, first error, def *enumDef) error {
	if d, ok := first.(*ir.Diagnostic); ok {
		p.Context().Report(d)
	}
	return p.Errorf("failed to parse %s parameter '%s' which is to be a `%s`", def.attrName, def.param, def.cppName)
}

func flagsParamError(p ir.BodyParser, first error, f *flagsDef) error {
	if d, ok := first.(*ir.Diagnostic); ok {
		p.Context().Report(d)
	}
	return p.Errorf("failed to parse %s parameter 'value' which is to be a `%s`", f.attrName, f.cppName)
}

// printAttr prints the body of an llvm attribute.
func printAttr(p ir.DialectPrinter, a ir.Attribute) {
	switch a := a.(type) {
	case *EnumAttr:
		p.WriteString(a.def.mnemonic + "<")
		p.PrintKeywordOrString(a.Keyword())
		p.WriteString(">")
	case *FlagsAttr:
		p.WriteString(a.def.mnemonic + "<" + a.def.String(a.Flags) + ">")
	case *DereferenceableAttr:
		p.WriteString("dereferenceable" + dereferenceableText(a))
	case *VScaleRangeAttr:
		p.WriteString("vscale_range" + vscaleRangeText(a))
	case *BlockTagAttr:
		p.WriteString("blocktag" + blockTagText(a))
	case *BlockAddressAttr:
		p.WriteString("blockaddress")
		printBlockAddressBody(p, a)
	case *StructAttr:
		p.WriteString(a.def.mnemonic)
		printStructBody(p, a)
	}
}

// attrAlias gives the aliases upstream's dialect suggests: the mnemonic
// of its metadata-like attributes (loop annotations, TBAA, alias scopes,
// debug info).
func attrAlias(a ir.Attribute) (string, ir.AliasKind) {
	if s, ok := a.(*StructAttr); ok && s.def.alias {
		return s.def.mnemonic, ir.OverridableAlias
	}
	if m := llvmMnemonic(a); aliased[m] {
		return m, ir.OverridableAlias
	}
	return "", ir.NoAlias
}

// aliased are the mnemonics of the attributes kept opaque that upstream
// gives aliases.
var aliased = map[string]bool{
	"alias_scope_domain": true, "alias_scope": true, "tbaa_root": true, "tbaa_tag": true, "tbaa_type_desc": true,
}

// Attribute constraints of the ops.
var (
	fastmathAttrC = ods.AttrConstraint{
		Desc:   "LLVM fastmath flags",
		GoType: "*llvm.FlagsAttr", GoImport: "github.com/gomlir/gomlir/dialect/llvm",
		Pred:    func(a ir.Attribute) bool { f, ok := a.(*FlagsAttr); return ok && f.def == fastmathFlags },
		Storage: func(a ir.Attribute) bool { f, ok := a.(*FlagsAttr); return ok && f.def == fastmathFlags },
	}
	linkageAttrC      = enumAttrC(linkageEnum, "LLVM Linkage specification")
	cconvAttrC        = enumAttrC(cconvEnum, "LLVM Calling Convention specification")
	tailCallKindAttrC = enumAttrC(tailCallKindEnum, "Tail Call Kind")

	// overflowPropC is the `overflowFlags` property: an i32 holding nsw
	// (1) and nuw (2).
	overflowPropC = ods.AttrConstraint{
		Desc:   "LLVM integer overflow flags",
		GoType: "*ir.IntegerAttr",
		Pred:   func(a ir.Attribute) bool { _, ok := a.(*ir.IntegerAttr); return ok },
	}
)

func fastmathDefault(ctx *ir.Context) ir.Attribute { return FastMath(ctx, 0) }

func enumAttrC(def *enumDef, desc string) ods.AttrConstraint {
	is := func(a ir.Attribute) bool { e, ok := a.(*EnumAttr); return ok && e.def == def }
	return ods.AttrConstraint{Desc: desc, GoType: "*llvm.EnumAttr", GoImport: "github.com/gomlir/gomlir/dialect/llvm",
		Pred: is, Storage: is}
}

// i64EnumC is an enum stored as an i64 integer (upstream's I64EnumAttr
// properties: predicates, orderings, visibility), written as its keyword
// in formats.
func i64EnumC(def *enumDef, desc string) ods.AttrConstraint {
	return ods.AttrConstraint{
		Desc: desc, GoType: "*ir.IntegerAttr",
		Pred: func(a ir.Attribute) bool {
			i, ok := a.(*ir.IntegerAttr)
			return ok && def.valid(intValue(i))
		},
		Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
			pos := p.Pos()
			kw, ok := p.ParseOptionalKeywordAny()
			if !ok {
				return nil, p.Errorf("expected keyword")
			}
			v, found := def.lookup(kw)
			if !found {
				return nil, p.ErrorAt(pos, "invalid %s value: %s", desc, kw)
			}
			return ctx.IntAttr(ctx.I(64), int64(v)), nil
		},
		ParseOptional: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, bool, error) {
			pos := p.Pos()
			kw, ok := p.ParseOptionalKeywordAny()
			if !ok {
				return nil, false, nil
			}
			v, found := def.lookup(kw)
			if !found {
				return nil, false, p.ErrorAt(pos, "invalid %s value: %s", desc, kw)
			}
			return ctx.IntAttr(ctx.I(64), int64(v)), true, nil
		},
		Print: func(p ir.OpPrinter, a ir.Attribute) {
			if i, ok := a.(*ir.IntegerAttr); ok {
				p.WriteString(def.name(intValue(i)))
				return
			}
			p.PrintAttribute(a)
		},
	}
}

// intValue returns the value of an integer attribute (0 when it does not
// fit an int64).
func intValue(a *ir.IntegerAttr) int64 {
	if a.IsSmall() {
		return a.Int64()
	}
	return 0
}

// intProp reads an integer property of op (0 when absent).
func intProp(op *ir.Operation, name string) int64 {
	if i, ok := op.InherentAttr(name).(*ir.IntegerAttr); ok {
		return intValue(i)
	}
	return 0
}

// llvmMnemonic returns the mnemonic of a struct attribute or of an llvm
// attribute kept opaque ("" for any other attribute).
func llvmMnemonic(a ir.Attribute) string {
	if s, ok := a.(*StructAttr); ok {
		return s.def.mnemonic
	}
	o, ok := a.(*ir.OpaqueAttr)
	if !ok || o.Dialect != "llvm" {
		return ""
	}
	m := o.Data
	if i := strings.IndexByte(m, '<'); i >= 0 {
		m = m[:i]
	}
	return m
}

// expandAliases replaces the attribute aliases (`#name`) in the body of
// an attribute kept as text by the text of the attributes they stand for,
// so that the text is complete on its own.
func expandAliases(dp ir.DialectParser, body string) string {
	if !strings.Contains(body, "#") {
		return body
	}
	var b strings.Builder
	inStr := false
	for i := 0; i < len(body); i++ {
		c := body[i]
		switch {
		case inStr:
			if c == '\\' && i+1 < len(body) {
				b.WriteByte(c)
				i++
				c = body[i]
			} else if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '#':
			j := i + 1
			for j < len(body) && aliasChar(body[j]) {
				j++
			}
			name := body[i+1 : j]
			if name != "" && !strings.Contains(name, ".") && (j == len(body) || body[j] != '<') {
				if a, ok := dp.AttrAlias(name); ok {
					if o, ok := a.(*ir.OpaqueAttr); ok && o.Dialect == "llvm" {
						b.WriteString("#llvm." + o.Data)
					} else {
						b.WriteString(asm.AttrString(a))
					}
					i = j - 1
					continue
				}
			}
		}
		b.WriteByte(c)
	}
	return b.String()
}

func aliasChar(c byte) bool {
	return c == '_' || c == '$' || c == '.' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// targetFeaturesError is TargetFeaturesAttr::verify over the strings of
// `target_features<[...]>`: each feature is non-empty, starts with '+'
// or '-' and has no ','.
func targetFeaturesError(body string) string {
	for i := 0; i < len(body); i++ {
		if body[i] != '"' {
			continue
		}
		j := i + 1
		for j < len(body) && body[j] != '"' {
			if body[j] == '\\' {
				j++
			}
			j++
		}
		if j >= len(body) {
			return ""
		}
		f, err := strconv.Unquote(body[i : j+1])
		if err != nil {
			f = body[i+1 : j]
		}
		switch {
		case f == "":
			return "target features can not be null or empty"
		case f[0] != '+' && f[0] != '-':
			return "target features must start with '+' or '-'"
		case strings.Contains(f, ","):
			return "target features can not contain ','"
		}
		i = j
	}
	return ""
}

// typedFlagValue gives the value of `mlir.module_flag<behavior, key,
// value>` its type when it is a bare integer, which upstream parses as an
// i64 attribute and prints with its type.
func typedFlagValue(body string) string {
	inner, ok := strings.CutSuffix(strings.TrimSpace(body), ">")
	if !ok {
		return body
	}
	depth, last := 0, -1
	for i := 0; i < len(inner); i++ {
		switch inner[i] {
		case '<', '[', '(', '{':
			depth++
		case '>', ']', ')', '}':
			depth--
		case '"':
			for i++; i < len(inner) && inner[i] != '"'; i++ {
				if inner[i] == '\\' {
					i++
				}
			}
		case ',':
			if depth == 1 {
				last = i
			}
		}
	}
	if last < 0 {
		return body
	}
	v := strings.TrimSpace(inner[last+1:])
	if _, err := strconv.ParseInt(v, 10, 64); err != nil {
		return body
	}
	return inner[:last+1] + " " + v + " : i64>"
}
