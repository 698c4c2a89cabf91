package llvmimport

import (
	"math/big"
	"strconv"
	"strings"
)

// Module is a parsed LLVM IR module.
type Module struct {
	SourceFilename string
	HasSourceName  bool
	DataLayout     string
	Triple         string
	ModuleAsm      []string
	Globals        []*Global
	Funcs          []*Function
	Aliases        []*Global
	IFuncs         []*Global
	Comdats        []*Comdat
	AttrGroups     map[string]attrSet
	NamedMD        []*NamedMD
	MD             map[string]*MDNode
	funcByName     map[string]*Function
	globalByName   map[string]*Global
	types          *typeTable
	consts         *constTable
}

// Comdat is a `$name = comdat kind` declaration.
type Comdat struct{ Name, Kind string }

// Global is a global variable, alias or ifunc.
type Global struct {
	Name        string
	Linkage     string
	Visibility  string
	DSOLocal    bool
	ThreadLocal bool
	UnnamedAddr string
	AddrSpace   int
	Constant    bool
	ValueType   *Type
	Init        *Const // nil for declarations
	Section     string
	Align       int64
	Comdat      string
	HasComdat   bool
	Attrs       attrSet
	Line, Col   int
}

// Function is a function declaration or definition.
type Function struct {
	Name        string
	Linkage     string
	Visibility  string
	DSOLocal    bool
	CConv       string
	Type        *Type // function type
	Args        []*Arg
	ArgAttrs    []attrSet
	RetAttrs    attrSet
	FnAttrs     attrSet
	UnnamedAddr string
	Section     string
	Align       int64
	GC          string
	Comdat      string
	HasComdat   bool
	Personality *Const
	Blocks      []*Block
	Defined     bool
	Line, Col   int
}

// Block is a basic block.
type Block struct {
	Name  string
	Insts []*Inst
	// Num is LLVM's block number: blocks are numbered as the parser
	// creates them (at their first reference or definition).
	Num int
	// AddressTaken is set when a blockaddress names the block.
	AddressTaken bool
}

// NamedMD is a named metadata node list (!name = !{!0, !1}).
type NamedMD struct {
	Name string
	Ops  []string // referenced node ids
}

// MDNode is a metadata node: operands are strings, constants, node
// references or null.
type MDNode struct {
	Ops []mdOp
}

// mdOp is one metadata operand.
type mdOp struct {
	Str   *string // !"..."
	Const *Const  // a typed constant value
	Ref   string  // !42 reference
}

// parser reads one LLVM IR module.
type parser struct {
	lx     *lexer
	tok    token
	peeked []token
	types  *typeTable
	consts *constTable
	mod    *Module
	fn     *Function // function being parsed, for blockaddress and locals
	// blockNums numbers the blocks of the function being parsed by
	// creation; pendingAddrs lists blockaddress references to functions
	// not parsed yet; takenAddrs the referenced blocks per function.
	blockNums    map[string]int
	pendingAddrs map[string][]string
	takenAddrs   map[string]map[string]bool
}

// bailout unwinds the parser with a diagnostic.
type bailout struct{ err *Error }

// Parse reads LLVM IR text; file names the input in diagnostics.
func Parse(src []byte, file string) (m *Module, err error) {
	p := &parser{
		pendingAddrs: map[string][]string{},
		takenAddrs:   map[string]map[string]bool{},
		lx:           &lexer{src: src, line: 1, col: 1, file: file},
		types:        newTypeTable(),
		consts:       &constTable{byKey: map[string]*Const{}},
		mod: &Module{AttrGroups: map[string]attrSet{}, MD: map[string]*MDNode{},
			funcByName: map[string]*Function{}, globalByName: map[string]*Global{}},
	}
	defer func() {
		if r := recover(); r != nil {
			b, ok := r.(bailout)
			if !ok {
				panic(r)
			}
			m, err = nil, b.err
		}
	}()
	p.mod.types, p.mod.consts = p.types, p.consts
	p.next()
	p.parseModule()
	p.mod.expandGroups()
	return p.mod, nil
}

func (p *parser) fail(t token, format string, args ...any) {
	panic(bailout{p.lx.errorf(t.line, t.col, format, args...)})
}

func (p *parser) next() token {
	prev := p.tok
	if len(p.peeked) > 0 {
		p.tok = p.peeked[0]
		p.peeked = p.peeked[1:]
		return prev
	}
	t, err := p.lx.next()
	if err != nil {
		panic(bailout{err})
	}
	p.tok = t
	return prev
}

// peek returns the token after the current one.
func (p *parser) peek() token {
	if len(p.peeked) == 0 {
		t, err := p.lx.next()
		if err != nil {
			panic(bailout{err})
		}
		p.peeked = append(p.peeked, t)
	}
	return p.peeked[0]
}

func (p *parser) is(kind tokKind, text string) bool {
	return p.tok.kind == kind && p.tok.text == text
}

func (p *parser) isKw(text string) bool { return p.is(tKeyword, text) }

func (p *parser) accept(kind tokKind, text string) bool {
	if p.is(kind, text) {
		p.next()
		return true
	}
	return false
}

func (p *parser) acceptKw(text string) bool { return p.accept(tKeyword, text) }

func (p *parser) expect(kind tokKind, text, what string) token {
	if !p.is(kind, text) {
		p.fail(p.tok, "expected %s", what)
	}
	return p.next()
}

func (p *parser) expectPunct(c string) { p.expect(tPunct, c, "'"+c+"'") }

func (p *parser) expectInt() int64 {
	if p.tok.kind != tInt {
		p.fail(p.tok, "expected integer")
	}
	t := p.next()
	v, err := strconv.ParseInt(t.text, 10, 64)
	if err != nil {
		p.fail(t, "expected integer")
	}
	return v
}

func (p *parser) expectString() string {
	if p.tok.kind != tString {
		p.fail(p.tok, "expected string constant")
	}
	return p.next().text
}

// parseModule reads the top-level entities.
func (p *parser) parseModule() {
	for p.tok.kind != tEOF {
		t := p.tok
		switch {
		case p.isKw("source_filename"):
			p.next()
			p.expectPunct("=")
			p.mod.SourceFilename = p.expectString()
			p.mod.HasSourceName = true
		case p.isKw("target"):
			p.next()
			switch {
			case p.acceptKw("datalayout"):
				p.expectPunct("=")
				dl := p.tok
				if p.mod.DataLayout = p.expectString(); p.mod.DataLayout != "" {
					// Alignments and the dlti spec would follow it.
					p.fail(dl, "only the default data layout is supported")
				}
			case p.acceptKw("triple"):
				p.expectPunct("=")
				p.mod.Triple = p.expectString()
			default:
				p.fail(p.tok, "unknown target property")
			}
		case p.isKw("module"):
			p.next()
			p.expect(tKeyword, "asm", "'asm'")
			s := p.expectString()
			for _, line := range strings.Split(s, "\n") {
				if line != "" {
					p.mod.ModuleAsm = append(p.mod.ModuleAsm, line)
				}
			}
		case p.isKw("declare"), p.isKw("define"):
			p.parseFunction()
		case p.isKw("attributes"):
			p.next()
			if p.tok.kind != tAttrGrp {
				p.fail(p.tok, "expected attribute group id")
			}
			id := p.next().text
			p.expectPunct("=")
			p.expectPunct("{")
			p.mod.AttrGroups[id] = p.parseAttrs(true)
			p.expectPunct("}")
		case t.kind == tLocal:
			p.next()
			p.expectPunct("=")
			p.expect(tKeyword, "type", "'type'")
			st := p.types.named(t.text)
			if p.acceptKw("opaque") {
				continue
			}
			body := p.parseType()
			if body.Kind != kStruct || body.Name != "" {
				p.fail(t, "identified types other than structs are not supported")
			}
			if st.HasBody {
				p.fail(t, "redefinition of type")
			}
			st.Fields, st.Packed, st.Opaque, st.HasBody = body.Fields, body.Packed, false, true
			if containsByValue(st, st, map[*Type]bool{}) {
				p.fail(t, "identified structure type '%s' is recursive", st.Name)
			}
		case t.kind == tGlobal:
			p.parseGlobal()
		case t.kind == tMeta:
			p.parseMetadataDef()
		case t.kind == tKeyword && strings.HasPrefix(t.text, "$") && len(t.text) > 1:
			p.next()
			p.expectPunct("=")
			p.expect(tKeyword, "comdat", "'comdat'")
			if p.tok.kind != tKeyword || comdatKinds[p.tok.text] == "" {
				p.fail(p.tok, "unknown selection kind")
			}
			p.mod.Comdats = append(p.mod.Comdats, &Comdat{Name: t.text[1:], Kind: p.next().text})
		default:
			p.fail(t, "expected top-level entity")
		}
	}
}

// comdatKinds maps comdat selection kinds to the llvm dialect's numbers.
var comdatKinds = map[string]string{"any": "0", "exactmatch": "1", "largest": "2", "nodeduplicate": "3", "samesize": "4"}

// linkages lists the LLVM linkage keywords.
var linkages = map[string]bool{"private": true, "internal": true, "available_externally": true,
	"linkonce": true, "weak": true, "common": true, "appending": true, "extern_weak": true,
	"linkonce_odr": true, "weak_odr": true, "external": true}

// parseLinkageEtc reads the optional linkage, preemption, visibility, DLL
// storage, thread-local and unnamed_addr keywords of a global.
func (p *parser) parseLinkageEtc() (linkage, visibility string, dso, tls bool, unnamed string) {
	for p.tok.kind == tKeyword {
		w := p.tok.text
		switch {
		case linkages[w]:
			linkage = w
		case w == "dso_local":
			dso = true
		case w == "dso_preemptable":
		case w == "default" || w == "hidden" || w == "protected":
			visibility = w
		case w == "dllimport" || w == "dllexport":
		case w == "thread_local":
			tls = true
			p.next()
			if p.accept(tPunct, "(") {
				p.next()
				p.expectPunct(")")
			}
			continue
		case w == "unnamed_addr" || w == "local_unnamed_addr":
			unnamed = w
		default:
			return
		}
		p.next()
	}
	return
}

// parseGlobal reads a global variable, alias or ifunc definition.
func (p *parser) parseGlobal() {
	nameTok := p.next()
	p.expectPunct("=")
	g := &Global{Name: nameTok.text, Line: nameTok.line, Col: nameTok.col}
	g.Linkage, g.Visibility, g.DSOLocal, g.ThreadLocal, g.UnnamedAddr = p.parseLinkageEtc()
	// An explicit external or extern_weak linkage declares the global.
	declaration := g.Linkage == "external" || g.Linkage == "extern_weak"
	if g.Linkage == "" {
		g.Linkage = "external"
	}
	if p.acceptKw("addrspace") {
		p.expectPunct("(")
		g.AddrSpace = int(p.expectInt())
		p.expectPunct(")")
	}
	// externally_initialized has no counterpart in the import.
	p.acceptKw("externally_initialized")
	switch {
	case p.isKw("alias"), p.isKw("ifunc"):
		isAlias := p.next().text == "alias"
		g.ValueType = p.parseType()
		p.expectPunct(",")
		if p.isKw("bitcast") || p.isKw("getelementptr") || p.isKw("addrspacecast") || p.isKw("inttoptr") {
			// The aliasee's type is implied by the expression.
			g.Init = p.parseConstExpr(nil)
		} else {
			ty := p.parseType()
			g.Init = p.parseConst(ty)
		}
		if isAlias {
			p.mod.Aliases = append(p.mod.Aliases, g)
		} else {
			p.mod.IFuncs = append(p.mod.IFuncs, g)
		}
		p.mod.globalByName[g.Name] = g
		p.skipAttachments()
		return
	case p.acceptKw("global"):
	case p.acceptKw("constant"):
		g.Constant = true
	default:
		p.fail(p.tok, "expected 'global' or 'constant'")
	}
	g.ValueType = p.parseType()
	if !declaration {
		g.Init = p.parseConst(g.ValueType)
	}
	for p.accept(tPunct, ",") {
		switch {
		case p.acceptKw("section"):
			g.Section = p.expectString()
		case p.acceptKw("partition"):
			p.expectString()
		case p.acceptKw("align"):
			g.Align = p.expectInt()
		case p.acceptKw("comdat"):
			g.HasComdat = true
			g.Comdat = g.Name
			if p.accept(tPunct, "(") {
				g.Comdat = strings.TrimPrefix(p.next().text, "$")
				p.expectPunct(")")
			}
		case p.tok.kind == tMeta:
			p.next()
			p.parseMDRef()
		default:
			p.fail(p.tok, "expected global attribute")
		}
	}
	if p.tok.kind == tAttrGrp {
		g.Attrs = attrSet{{Name: "#" + p.next().text, Group: true}}
	}
	p.mod.Globals = append(p.mod.Globals, g)
	p.mod.globalByName[g.Name] = g
}

// skipAttachments skips `, !kind !N` attachments.
func (p *parser) skipAttachments() {
	for p.is(tPunct, ",") && len(p.peeked) == 0 {
		p.next()
		if p.tok.kind != tMeta {
			p.fail(p.tok, "expected metadata attachment")
		}
		p.next()
		p.parseMDRef()
	}
}

// parseAttrs reads attributes until a token that is not one; inGroup
// allows the string and value forms of attribute groups.
func (p *parser) parseAttrs(inGroup bool) attrSet {
	var out attrSet
	for {
		t := p.tok
		switch {
		case t.kind == tAttrGrp && !inGroup:
			// Groups may be defined after their uses: expandGroups
			// replaces the reference once the module is read.
			p.next()
			out = append(out, attr{Name: "#" + t.text, Group: true})
			continue
		case t.kind == tString:
			p.next()
			a := attr{Name: t.text, IsStr: true}
			if p.accept(tPunct, "=") {
				a.Str = p.expectString()
			}
			out = append(out, a)
			continue
		case t.kind != tKeyword:
			return out
		}
		w := t.text
		switch w {
		case "align", "alignstack", "dereferenceable", "dereferenceable_or_null", "uwtable", "allockind", "vscale_range", "allocsize", "memory", "nofpclass", "captures", "range", "initializes":
			p.next()
			a := attr{Name: w}
			if w == "align" && !p.is(tPunct, "(") && !p.is(tPunct, "=") {
				a.Int, a.HasInt = p.expectInt(), true
				out = append(out, a)
				continue
			}
			if p.accept(tPunct, "=") {
				a.Int, a.HasInt = p.expectInt(), true
				out = append(out, a)
				continue
			}
			if p.is(tPunct, "(") {
				start := p.tok.off
				depth := 0
				for {
					if p.is(tPunct, "(") {
						depth++
					} else if p.is(tPunct, ")") {
						depth--
						if depth == 0 {
							end := p.tok.off
							a.Str = string(p.lx.src[start+1 : end])
							p.next()
							break
						}
					} else if p.tok.kind == tEOF {
						p.fail(p.tok, "expected ')'")
					}
					p.next()
				}
				if n, err := strconv.ParseInt(a.Str, 10, 64); err == nil {
					a.Int, a.HasInt = n, true
				}
			}
			out = append(out, a)
		case "byval", "sret", "byref", "preallocated", "inalloca", "elementtype":
			p.next()
			a := attr{Name: w}
			if p.accept(tPunct, "(") {
				a.Type = p.parseType()
				p.expectPunct(")")
			}
			out = append(out, a)
		default:
			if !isAttrKeyword(w) {
				return out
			}
			p.next()
			out = append(out, attr{Name: w})
		}
	}
}

// isAttrKeyword reports whether w is an enum attribute keyword.
func isAttrKeyword(w string) bool {
	switch w {
	case "alwaysinline", "builtin", "cold", "convergent", "disable_sanitizer_instrumentation",
		"fn_ret_thunk_extern", "hot", "hybrid_patchable", "immarg", "inreg", "inlinehint",
		"jumptable", "minsize", "mustprogress", "naked", "nest", "noalias", "nobuiltin",
		"nocallback", "nocapture", "nocf_check", "noduplicate", "nofree", "noimplicitfloat",
		"noinline", "nomerge", "noprofile", "norecurse", "noredzone", "noreturn",
		"nosanitize_bounds", "nosanitize_coverage", "nosync", "noundef", "nounwind",
		"nonlazybind", "nonnull", "null_pointer_is_valid", "optforfuzzing", "optnone",
		"optsize", "readnone", "readonly", "returned", "returns_twice", "safestack",
		"sanitize_address", "sanitize_hwaddress", "sanitize_memory", "sanitize_memtag",
		"sanitize_thread", "shadowcallstack", "signext", "skipprofile", "speculatable",
		"speculative_load_hardening", "ssp", "sspreq", "sspstrong", "strictfp", "swiftasync",
		"swifterror", "swiftself", "willreturn", "writable", "writeonly", "zeroext",
		"dead_on_unwind", "presplitcoroutine", "coro_only_destroy_when_complete",
		"coro_elide_safe", "sanitize_numerical_stability", "sanitize_realtime",
		"sanitize_realtime_blocking", "nocreateundeforpoison", "dead_on_return", "sanitize_type",
		"no_sanitize_address", "no_sanitize_hwaddress", "sanitize_alloc_token":
		return true
	}
	return false
}

// callingConvs lists the calling-convention keywords.
var callingConvs = map[string]bool{"ccc": true, "fastcc": true, "coldcc": true, "cc": true,
	"webkit_jscc": true, "anyregcc": true, "preserve_mostcc": true, "preserve_allcc": true,
	"preserve_nonecc": true, "ghccc": true, "swiftcc": true, "swifttailcc": true, "cxx_fast_tlscc": true,
	"tailcc": true, "cfguard_checkcc": true, "x86_stdcallcc": true, "x86_fastcallcc": true,
	"x86_thiscallcc": true, "x86_vectorcallcc": true, "x86_regcallcc": true, "x86_intrcc": true,
	"arm_apcscc": true, "arm_aapcscc": true, "arm_aapcs_vfpcc": true, "msp430_intrcc": true,
	"ptx_kernel": true, "ptx_device": true, "spir_kernel": true, "spir_func": true,
	"intel_ocl_bicc": true, "x86_64_sysvcc": true, "win64cc": true, "amdgpu_kernel": true,
	"aarch64_vector_pcs": true, "aarch64_sve_vector_pcs": true}

// parseCConv reads an optional calling convention.
func (p *parser) parseCConv() string {
	if p.tok.kind != tKeyword || !callingConvs[p.tok.text] {
		return ""
	}
	w := p.next().text
	if w == "cc" {
		return "cc " + strconv.FormatInt(p.expectInt(), 10)
	}
	return w
}

// parseFunction reads a declaration or definition.
func (p *parser) parseFunction() {
	start := p.next()
	f := &Function{Defined: start.text == "define", Line: start.line, Col: start.col}
	f.Linkage, f.Visibility, f.DSOLocal, _, _ = p.parseLinkageEtc()
	if f.Linkage == "" {
		f.Linkage = "external"
	}
	f.CConv = p.parseCConv()
	f.RetAttrs = p.parseAttrs(false)
	ret := p.parseType()
	if p.tok.kind != tGlobal {
		p.fail(p.tok, "expected function name")
	}
	f.Name = p.next().text
	p.expectPunct("(")
	var params []*Type
	vararg := false
	for !p.is(tPunct, ")") {
		if p.acceptKw("...") {
			vararg = true
			break
		}
		pt := p.parseType()
		attrs := p.parseAttrs(false)
		name := ""
		if p.tok.kind == tLocal {
			name = p.next().text
		}
		params = append(params, pt)
		f.ArgAttrs = append(f.ArgAttrs, attrs)
		f.Args = append(f.Args, &Arg{Type: pt, Name: name})
		if !p.accept(tPunct, ",") {
			break
		}
	}
	p.expectPunct(")")
	f.Type = p.types.intern(&Type{Kind: kFunc, Elem: ret, Fields: params, VarArg: vararg})
	for {
		switch {
		case p.isKw("unnamed_addr"), p.isKw("local_unnamed_addr"):
			f.UnnamedAddr = p.next().text
		case p.acceptKw("addrspace"):
			p.expectPunct("(")
			p.expectInt()
			p.expectPunct(")")
		case p.acceptKw("section"):
			f.Section = p.expectString()
		case p.acceptKw("partition"):
			p.expectString()
		case p.acceptKw("gc"):
			f.GC = p.expectString()
		case p.acceptKw("comdat"):
			f.HasComdat = true
			f.Comdat = f.Name
			if p.accept(tPunct, "(") {
				f.Comdat = strings.TrimPrefix(p.next().text, "$")
				p.expectPunct(")")
			}
		case p.acceptKw("personality"):
			t := p.parseType()
			f.Personality = p.parseConst(t)
		case p.acceptKw("prefix"), p.acceptKw("prologue"):
			t := p.parseType()
			p.parseConst(t)
		case p.isKw("align"):
			p.next()
			f.Align = p.expectInt()
		case p.tok.kind == tMeta && !(p.peek().kind == tPunct && p.peek().text == "="):
			p.next()
			p.parseMDRef()
		default:
			attrs := p.parseAttrs(false)
			if len(attrs) == 0 {
				goto done
			}
			f.FnAttrs = append(f.FnAttrs, attrs...)
		}
	}
done:
	if _, dup := p.mod.funcByName[f.Name]; dup {
		p.fail(start, "invalid redefinition of function '%s'", f.Name)
	}
	p.mod.funcByName[f.Name] = f
	p.mod.Funcs = append(p.mod.Funcs, f)
	if f.Defined {
		p.parseBody(f)
	}
}

// parseType reads a type.
func (p *parser) parseType() *Type {
	t := p.tok
	var ty *Type
	switch {
	case t.kind == tKeyword:
		p.next()
		switch w := t.text; {
		case w == "void":
			ty = p.types.simple(kVoid)
		case w == "half":
			ty = p.types.simple(kHalf)
		case w == "bfloat":
			ty = p.types.simple(kBFloat)
		case w == "float":
			ty = p.types.simple(kFloat)
		case w == "double":
			ty = p.types.simple(kDouble)
		case w == "fp128":
			ty = p.types.simple(kFP128)
		case w == "x86_fp80":
			ty = p.types.simple(kX86FP80)
		case w == "ppc_fp128":
			ty = p.types.simple(kPPCFP128)
		case w == "label":
			ty = p.types.simple(kLabel)
		case w == "metadata":
			ty = p.types.simple(kMetadata)
		case w == "token":
			ty = p.types.simple(kToken)
		case w == "x86_amx":
			ty = p.types.simple(kX86AMX)
		case w == "ptr":
			as := 0
			if p.acceptKw("addrspace") {
				p.expectPunct("(")
				as = int(p.expectInt())
				p.expectPunct(")")
			}
			ty = p.types.ptr(as)
		case w == "target":
			p.expectPunct("(")
			tt := &Type{Kind: kTarget, Name: p.expectString()}
			for p.accept(tPunct, ",") {
				if p.tok.kind == tInt {
					tt.IntParams = append(tt.IntParams, p.expectInt())
				} else {
					tt.Fields = append(tt.Fields, p.parseType())
				}
			}
			p.expectPunct(")")
			ty = p.types.intern(tt)
		case len(w) > 1 && w[0] == 'i' && isAllDigits(w[1:]):
			bits, err := strconv.Atoi(w[1:])
			if err != nil || bits < 1 || bits > 1<<23 {
				p.fail(t, "bitwidth for integer type out of range")
			}
			ty = p.types.intType(bits)
		default:
			p.fail(t, "expected type")
		}
	case t.kind == tLocal:
		p.next()
		ty = p.types.named(t.text)
	case p.is(tPunct, "{"):
		ty = p.parseStructBody(false)
	case p.is(tPunct, "<"):
		p.next()
		if p.is(tPunct, "{") {
			ty = p.parseStructBody(true)
			p.expectPunct(">")
			break
		}
		scalable := p.acceptKw("vscale")
		if scalable {
			p.expect(tKeyword, "x", "'x'")
		}
		n := p.expectInt()
		p.expect(tKeyword, "x", "'x'")
		elem := p.parseType()
		p.expectPunct(">")
		if n <= 0 {
			p.fail(t, "zero element vector is illegal")
		}
		if elem.Kind != kInt && !elem.isFloat() && elem.Kind != kPtr {
			p.fail(t, "invalid vector element type")
		}
		ty = p.types.intern(&Type{Kind: kVector, Len: n, Elem: elem, Scalable: scalable})
	case p.is(tPunct, "["):
		p.next()
		n := p.expectInt()
		p.expect(tKeyword, "x", "'x'")
		elem := p.parseType()
		p.expectPunct("]")
		if !isValidElement(elem) || n < 0 {
			p.fail(t, "invalid array element type")
		}
		ty = p.types.intern(&Type{Kind: kArray, Len: n, Elem: elem})
	default:
		p.fail(t, "expected type")
	}
	for p.is(tPunct, "(") || p.is(tPunct, "*") {
		if p.is(tPunct, "*") {
			p.fail(p.tok, "ptr* is invalid - use ptr instead")
		}
		// A function type.
		p.next()
		var params []*Type
		vararg := false
		for !p.is(tPunct, ")") {
			if p.acceptKw("...") {
				vararg = true
				break
			}
			params = append(params, p.parseType())
			p.parseAttrs(false)
			if !p.accept(tPunct, ",") {
				break
			}
		}
		p.expectPunct(")")
		ty = p.types.intern(&Type{Kind: kFunc, Elem: ty, Fields: params, VarArg: vararg})
	}
	return ty
}

func isAllDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

func (p *parser) parseStructBody(packed bool) *Type {
	p.expectPunct("{")
	var fields []*Type
	for !p.is(tPunct, "}") {
		ft := p.tok
		f := p.parseType()
		if !isValidElement(f) {
			p.fail(ft, "invalid element type for struct")
		}
		fields = append(fields, f)
		if !p.accept(tPunct, ",") {
			break
		}
	}
	p.expectPunct("}")
	return p.types.intern(&Type{Kind: kStruct, Fields: fields, Packed: packed})
}

// parseMDRef skips a metadata value after '!' was read as the attachment
// kind: a node reference !N, an inline node or a specialized node.
func (p *parser) parseMDRef() {
	switch {
	case p.tok.kind == tMeta:
		p.next()
	case p.is(tPunct, "!"):
		p.next()
		p.parseMDNodeBody()
	default:
		p.fail(p.tok, "expected metadata operand")
	}
}

// parseMetadataDef reads `!name = !{...}` or `!N = [distinct] !{...}`.
func (p *parser) parseMetadataDef() {
	name := p.next()
	p.expectPunct("=")
	p.acceptKw("distinct") // distinctness does not matter to the import
	if !isAllDigits(name.text) {
		// Named metadata: !{!0, !1}.
		p.expectPunct("!")
		p.expectPunct("{")
		nm := &NamedMD{Name: name.text}
		for !p.is(tPunct, "}") {
			if p.tok.kind != tMeta {
				p.fail(p.tok, "expected '!' here")
			}
			nm.Ops = append(nm.Ops, p.next().text)
			if !p.accept(tPunct, ",") {
				break
			}
		}
		p.expectPunct("}")
		p.mod.NamedMD = append(p.mod.NamedMD, nm)
		return
	}
	var node *MDNode
	if p.tok.kind == tMeta {
		// A specialized node such as !DILocation(...).
		p.next()
		node = &MDNode{}
		p.skipParens()
	} else {
		p.expectPunct("!")
		node = p.parseMDNodeBody()
	}
	p.mod.MD[name.text] = node
}

// skipParens skips a parenthesized field list.
func (p *parser) skipParens() {
	p.expectPunct("(")
	depth := 1
	for depth > 0 {
		switch {
		case p.tok.kind == tEOF:
			p.fail(p.tok, "expected ')'")
		case p.is(tPunct, "("):
			depth++
		case p.is(tPunct, ")"):
			depth--
		}
		p.next()
	}
}

// parseMDNodeBody reads `{ ops }` after '!'.
func (p *parser) parseMDNodeBody() *MDNode {
	p.expectPunct("{")
	node := &MDNode{}
	for !p.is(tPunct, "}") {
		var op mdOp
		switch {
		case p.tok.kind == tMetaStr:
			s := p.next().text
			op.Str = &s
		case p.tok.kind == tMeta:
			op.Ref = p.next().text
			if p.is(tPunct, "(") {
				p.skipParens()
				op.Ref = ""
			}
		case p.is(tPunct, "!"):
			p.next()
			p.parseMDNodeBody()
		case p.isKw("null"):
			p.next()
		default:
			t := p.parseType()
			op.Const = p.parseConst(t)
		}
		node.Ops = append(node.Ops, op)
		if !p.accept(tPunct, ",") {
			break
		}
	}
	p.expectPunct("}")
	return node
}

// parseConst reads a constant of type t.
func (p *parser) parseConst(t *Type) *Const {
	tok := p.tok
	ct := p.consts
	switch {
	case tok.kind == tInt:
		p.next()
		if t.Kind != kInt {
			p.fail(tok, "integer constant must have integer type")
		}
		v, ok := new(big.Int).SetString(tok.text, 10)
		if !ok {
			p.fail(tok, "expected integer")
		}
		return ct.intern(&Const{Kind: cInt, Type: t, Int: truncSigned(v, t.Bits)})
	case tok.kind == tFloat:
		p.next()
		if !t.isFloat() {
			p.fail(tok, "floating point constant invalid for type")
		}
		return p.floatConst(t, tok)
	case tok.kind == tGlobal:
		p.next()
		if t.Kind != kPtr {
			p.fail(tok, "global variable reference must have pointer type")
		}
		return ct.intern(&Const{Kind: cGlobal, Type: t, Name: tok.text})
	case tok.kind == tString && tok.off == -1:
		p.next()
		if t.Kind != kArray || t.Elem.Kind != kInt || t.Elem.Bits != 8 || int64(len(tok.text)) != t.Len {
			p.fail(tok, "constant expression type mismatch: got type '[%d x i8]' but expected '%s'", len(tok.text), t.llvmString())
		}
		elems := make([]*Const, len(tok.text))
		for i := 0; i < len(tok.text); i++ {
			elems[i] = ct.intern(&Const{Kind: cInt, Type: t.Elem, Int: truncSigned(big.NewInt(int64(tok.text[i])), 8)})
		}
		return ct.aggregate(t, elems)
	case tok.kind == tKeyword:
		switch tok.text {
		case "true", "false":
			p.next()
			if t.Kind != kInt || t.Bits != 1 {
				p.fail(tok, "integer constant must have integer type")
			}
			v := int64(0)
			if tok.text == "true" {
				v = -1
			}
			return ct.intern(&Const{Kind: cInt, Type: t, Int: big.NewInt(v)})
		case "null":
			p.next()
			if t.Kind != kPtr {
				p.fail(tok, "null must be a pointer type")
			}
			return ct.intern(&Const{Kind: cNull, Type: t})
		case "none":
			p.next()
			if t.Kind != kToken {
				p.fail(tok, "invalid type for none constant")
			}
			return ct.intern(&Const{Kind: cNone, Type: t})
		case "undef", "poison", "zeroinitializer":
			p.next()
			if !isFirstClass(t) || t.Kind == kLabel || t.Kind == kMetadata {
				p.fail(tok, "invalid type for %s constant", tok.text)
			}
			switch tok.text {
			case "undef":
				return ct.intern(&Const{Kind: cUndef, Type: t})
			case "poison":
				return ct.intern(&Const{Kind: cPoison, Type: t})
			}
			if t.Kind == kToken {
				p.fail(tok, "invalid type for null constant")
			}
			return ct.zeroOf(t)
		case "splat":
			p.next()
			p.expectPunct("(")
			et := p.parseType()
			e := p.parseConst(et)
			p.expectPunct(")")
			if t.Kind != kVector || t.Elem != et {
				p.fail(tok, "constant expression type mismatch")
			}
			if t.Len > maxSplat {
				p.fail(tok, "splat of more than %d elements is not supported", maxSplat)
			}
			elems := make([]*Const, t.Len)
			for i := range elems {
				elems[i] = e
			}
			return ct.aggregate(t, elems)
		case "blockaddress":
			p.next()
			p.expectPunct("(")
			fn := p.next()
			p.expectPunct(",")
			bb := p.next()
			p.expectPunct(")")
			if fn.kind != tGlobal || bb.kind != tLocal || t.Kind != kPtr {
				p.fail(tok, "expected function and basic block names in blockaddress")
			}
			p.referenceBlockAddr(fn.text, bb.text)
			return ct.intern(&Const{Kind: cBlockAddr, Type: t, Name: fn.text, Block: bb.text})
		case "dso_local_equivalent":
			p.next()
			g := p.next()
			if g.kind != tGlobal || t.Kind != kPtr {
				p.fail(g, "expected global value name in dso_local_equivalent")
			}
			return ct.intern(&Const{Kind: cDSOLocal, Type: t, Name: g.text})
		}
		if c := p.parseConstExpr(t); c != nil {
			return c
		}
	case p.is(tPunct, "["), p.is(tPunct, "{"), p.is(tPunct, "<"):
		return p.parseAggregate(t)
	}
	p.fail(tok, "expected value token")
	return nil
}

// parseAggregate reads [..], {..}, <{..}> or <..> constants.
func (p *parser) parseAggregate(t *Type) *Const {
	tok := p.tok
	open := p.next().text
	packed := false
	if open == "<" && p.is(tPunct, "{") {
		p.next()
		open, packed = "{", true
	}
	closer := map[string]string{"[": "]", "{": "}", "<": ">"}[open]
	var elems []*Const
	i := 0
	for !p.is(tPunct, closer) {
		etok := p.tok
		et := p.parseType()
		var want *Type
		switch {
		case t.Kind == kStruct && i < len(t.Fields):
			want = t.Fields[i]
		case t.Kind == kArray || t.Kind == kVector:
			want = t.Elem
		}
		if et != want {
			p.fail(etok, "element %d of constant has the wrong type", i)
		}
		elems = append(elems, p.parseConst(et))
		i++
		if !p.accept(tPunct, ",") {
			break
		}
	}
	p.expectPunct(closer)
	if packed {
		p.expectPunct(">")
	}
	switch open {
	case "[":
		if t.Kind != kArray || int64(len(elems)) != t.Len {
			p.fail(tok, "invalid array constant for type '%s'", t.llvmString())
		}
	case "<":
		if t.Kind != kVector || int64(len(elems)) != t.Len {
			p.fail(tok, "invalid vector constant for type '%s'", t.llvmString())
		}
	case "{":
		if t.Kind != kStruct || len(elems) != len(t.Fields) {
			p.fail(tok, "invalid struct constant for type '%s'", t.llvmString())
		}
	}
	return p.consts.aggregate(t, elems)
}

// truncSigned wraps v to a signed bits-wide value.
func truncSigned(v *big.Int, bits int) *big.Int {
	if v.BitLen() < bits {
		return v
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	r := new(big.Int).Mod(v, mod)
	if r.Bit(bits-1) == 1 {
		r.Sub(r, mod)
	}
	return r
}

// floatConst converts a decimal or hexadecimal literal to the bit pattern
// of type t.
func (p *parser) floatConst(t *Type, tok token) *Const {
	bits, ok := floatBitsOf(t, tok.text)
	if !ok {
		p.fail(tok, "floating point constant invalid for type")
	}
	return p.consts.intern(&Const{Kind: cFP, Type: t, Bits: bits})
}

// expandGroups replaces attribute group references by their attributes.
func (m *Module) expandGroups() {
	expand := func(s attrSet) attrSet {
		var out attrSet
		for _, a := range s {
			if a.Group {
				out = append(out, m.AttrGroups[a.Name[1:]]...)
				continue
			}
			out = append(out, a)
		}
		return out
	}
	for _, g := range m.Globals {
		g.Attrs = expand(g.Attrs)
	}
	for _, f := range m.Funcs {
		f.FnAttrs, f.RetAttrs = expand(f.FnAttrs), expand(f.RetAttrs)
		for i := range f.ArgAttrs {
			f.ArgAttrs[i] = expand(f.ArgAttrs[i])
		}
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				in.FnAttrs, in.RetAttrs = expand(in.FnAttrs), expand(in.RetAttrs)
				for i := range in.ArgAttrs {
					in.ArgAttrs[i] = expand(in.ArgAttrs[i])
				}
			}
		}
	}
}

// maxSplat bounds the vectors `splat` builds element by element.
const maxSplat = 1 << 16

// isFirstClass reports whether values of t can be constants and operands.
func isFirstClass(t *Type) bool { return t.Kind != kVoid && t.Kind != kFunc }

// isValidElement reports whether t can be an array or struct element.
func isValidElement(t *Type) bool {
	switch t.Kind {
	case kVoid, kLabel, kMetadata, kFunc, kToken:
		return false
	}
	return true
}

// containsByValue reports whether t contains target without indirection.
func containsByValue(t, target *Type, seen map[*Type]bool) bool {
	if seen[t] {
		return false
	}
	seen[t] = true
	switch t.Kind {
	case kArray, kVector:
		return t.Elem == target || containsByValue(t.Elem, target, seen)
	case kStruct:
		for _, f := range t.Fields {
			if f == target || containsByValue(f, target, seen) {
				return true
			}
		}
	}
	return false
}

// referenceBlockAddr records a blockaddress of block bb of function fn,
// creating the block now when fn is being parsed or later when it is.
func (p *parser) referenceBlockAddr(fn, bb string) {
	if p.takenAddrs[fn] == nil {
		p.takenAddrs[fn] = map[string]bool{}
	}
	p.takenAddrs[fn][bb] = true
	switch {
	case p.fn != nil && p.fn.Name == fn:
		p.blockNum(bb)
	case p.mod.funcByName[fn] == nil:
		p.pendingAddrs[fn] = append(p.pendingAddrs[fn], bb)
	}
}

// blockNum returns the number of the block named name in the function
// being parsed, creating it at its first reference.
func (p *parser) blockNum(name string) int {
	if n, ok := p.blockNums[name]; ok {
		return n
	}
	n := len(p.blockNums)
	p.blockNums[name] = n
	return n
}
