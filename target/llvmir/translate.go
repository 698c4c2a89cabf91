// Package llvmir translates a module of the llvm dialect to LLVM IR text,
// as upstream MLIR's mlir-translate --mlir-to-llvmir prints it: the module
// header, identified struct types, comdats, globals, aliases, ifuncs,
// functions (intrinsic declarations last, in first-use order), attribute
// groups and metadata. Values are numbered as LLVM's printer numbers them,
// and instructions whose operands are all constants fold as LLVM's
// IRBuilder folds them.
package llvmir

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect/builtin"
	funcdialect "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// translator holds the state of one module's translation.
type translator struct {
	ctx    *ir.Context
	module *ir.Operation
	dl     *layout

	structNames map[*llvm.StructType]string
	structs     []*llvm.StructType
	// named counts the uses of identified structs' names.
	named int
	// types caches the texts of types that name no identified struct
	// (each worker of bodies has its own).
	types map[ir.Type]string

	// symbols maps the symbols of globals, functions, aliases and ifuncs
	// to their `@name` constants.
	symbols map[string]*value
	// symbolOps maps `@name` texts to their defining ops.
	symbolOps map[string]*ir.Operation
	funcs     map[string]*function
	// order lists the functions in module order, intrinsic declarations
	// appended on first use.
	order []*function
	// groups numbers the attribute groups; groupList keeps their order.
	groups    map[string]int
	groupList []*attrSet
	// metadata collects the numbered metadata nodes and named metadata.
	md *metadata
	// pendingFlags are the operands of the module flags.
	pendingFlags [][]any
	// tags maps function and block tag to the tagged block.
	tags map[string]*block
	// spec is set in the copies of the translator that translate bodies
	// speculatively (see bodies).
	spec *speculation
	// loops caches the loop metadata of loop annotations by their text.
	loops map[string]*mdNode
	// dbg is the debug-info translation; globalDbg holds the
	// !DIGlobalVariableExpression attachments of each global.
	dbg       *debugInfo
	globalDbg map[*ir.Operation][]*mdNode
}

// function is an LLVM function: its header, and for a definition, its
// blocks.
type function struct {
	op        *ir.Operation // nil for intrinsic declarations
	name      string        // `@name`
	ret       string
	retAttrs  *attrSet
	params    []string
	argAttrs  []*attrSet
	varArg    bool
	fnAttrs   *attrSet
	prefix    string // linkage, visibility, cc before the return type
	suffix    string // unnamed_addr, #N, section, comdat, align, gc, personality
	args      []*value
	blocks    []*block
	blockMap  map[*ir.Block]*block
	md        []mdAttach // function metadata attachments
	sp        *mdNode    // the subprogram, nil when none
	define    bool
	fnAttrTag int // the attribute group, -1 when none
	// text is the printed definition, when a speculative translation
	// printed it.
	text string
}

// block is an LLVM basic block.
type block struct {
	label *value
	insts []*inst
	preds []*block // in LLVM's use-list order (the latest branch first)
}

// inst is one instruction: its result (nil when void) and its text,
// whose pieces are strings, operand references (*value, printed without
// their type) and call-site attribute sets (printed as `#N`).
type inst struct {
	res   *value
	parts []any
	md    []mdAttach
	// records are the debug records printed before the instruction.
	records []*dbgRecord
}

// Translate translates an llvm-dialect module to LLVM IR text. Untranslatable
// input is reported as an *ir.Diagnostic at the offending op.
func Translate(ctx *ir.Context, module *ir.Operation) (out []byte, err error) {
	t := &translator{ctx: ctx, module: module, structNames: map[*llvm.StructType]string{}, types: map[ir.Type]string{},
		symbols: map[string]*value{}, symbolOps: map[string]*ir.Operation{}, funcs: map[string]*function{}, groups: map[string]int{},
		md: newMetadata(), loops: map[string]*mdNode{}, tags: map[string]*block{},
		dbg: newDebugInfo(), globalDbg: map[*ir.Operation][]*mdNode{}}
	defer func() {
		if r := recover(); r != nil {
			d, ok := r.(*ir.Diagnostic)
			if !ok {
				panic(r)
			}
			out, err = nil, d
		}
	}()
	return t.run(), nil
}

// fail aborts the translation with a diagnostic at op.
func fail(op *ir.Operation, format string, args ...any) {
	panic(op.EmitError(format, args...))
}

func (t *translator) run() []byte {
	m := t.module
	if m.Name() != "builtin.module" {
		panic(m.EmitOpError("can not be translated to an LLVMIR module"))
	}
	var moduleAsm []string
	if a := m.Attr("llvm.module_asm"); a != nil {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			fail(m, "expected an array attribute for a module level asm")
		}
		for _, e := range arr.Elems {
			s, ok := e.(*ir.StringAttr)
			if !ok {
				fail(m, "expected a string attribute for each entry of a module level asm")
			}
			moduleAsm = append(moduleAsm, strings.Split(s.Value, "\n")...)
		}
	}
	dlText := ""
	if s, ok := m.Attr("llvm.data_layout").(*ir.StringAttr); ok {
		dlText = s.Value
	}
	t.dl = newLayout(dlText)
	body := m.Region(0).First()
	var globals, aliases, ifuncs []*ir.Operation
	var ctors []*ir.Operation
	for op := body.First(); op != nil; op = op.NextInBlock() {
		switch op.Name() {
		case "llvm.mlir.global":
			globals = append(globals, op)
			t.symbols[symName(op)] = t.symbolValue(symName(op), op)
		case "llvm.mlir.alias":
			aliases = append(aliases, op)
			t.symbols[symName(op)] = t.symbolValue(symName(op), op)
		case "llvm.mlir.ifunc":
			ifuncs = append(ifuncs, op)
			t.symbols[symName(op)] = t.symbolValue(symName(op), op)
		case "llvm.func":
			f := t.declareFunc(op)
			t.funcs[symName(op)] = f
			t.order = append(t.order, f)
			t.symbols[symName(op)] = t.symbolValue(symName(op), op)
		case "llvm.mlir.global_ctors", "llvm.mlir.global_dtors":
			ctors = append(ctors, op)
		case "llvm.module_flags":
			t.moduleFlags(op)
		case "llvm.comdat", "llvm.mlir.global_comdat":
		default:
			t.unsupported(op)
		}
	}
	for _, g := range globals {
		t.globalDebugInfo(g)
	}
	for _, cu := range t.dbg.cus {
		t.cuFields(m, cu)
	}
	// Bodies are translated first, and numbered, so that block addresses
	// in global initializers know their blocks' numbers.
	t.dbg.inBody = true
	for _, f := range t.order {
		if f.op != nil && f.define {
			t.prepare(f)
		}
	}
	// Function attribute groups are numbered in function order first:
	// the module's functions' before the bodies are printed, the
	// intrinsics' (declared by the bodies) below.
	for _, f := range t.order {
		f.fnAttrTag = t.groupSlot(f.fnAttrs)
	}
	t.bodies()
	for _, f := range t.order {
		if f.define {
			numberFunction(f)
		}
	}
	var gtext []string
	for _, g := range globals {
		gtext = append(gtext, t.global(g))
	}
	for _, c := range ctors {
		if s := t.ctorsGlobal(c); s != "" {
			gtext = append(gtext, s)
		}
	}
	var atext []string
	for _, a := range aliases {
		atext = append(atext, t.alias(a))
	}
	var itext []string
	for _, i := range ifuncs {
		itext = append(itext, t.ifunc(i))
	}
	t.moduleMetadata()

	for _, f := range t.order {
		f.fnAttrTag = t.groupSlot(f.fnAttrs)
	}
	var b strings.Builder
	b.WriteString("; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n")
	if dlText != "" {
		b.WriteString("target datalayout = \"" + dlText + "\"\n")
	}
	if s, ok := m.Attr("llvm.target_triple").(*ir.StringAttr); ok && s.Value != "" {
		b.WriteString("target triple = \"" + s.Value + "\"\n")
	}
	for _, l := range moduleAsm {
		var e strings.Builder
		escapeString(&e, l)
		b.WriteString("module asm \"" + e.String() + "\"\n")
	}
	var rest strings.Builder
	t.writeComdats(&rest, globals)
	if len(gtext) > 0 {
		rest.WriteByte('\n')
		for _, g := range gtext {
			rest.WriteString(g)
			rest.WriteByte('\n')
		}
	}
	if len(atext) > 0 {
		rest.WriteByte('\n')
		for _, a := range atext {
			rest.WriteString(a)
			rest.WriteByte('\n')
		}
	}
	if len(itext) > 0 {
		rest.WriteByte('\n')
		for _, a := range itext {
			rest.WriteString(a)
			rest.WriteByte('\n')
		}
	}
	// The functions are printed each on its own (speculative translations
	// printed theirs already) and the pieces joined at the end.
	var scratch bytes.Buffer
	for _, f := range t.order {
		if f.text == "" {
			scratch.Reset()
			t.printFunction(&scratch, f)
			f.text = scratch.String()
		}
	}
	var tail strings.Builder
	if len(t.groupList) > 0 {
		tail.WriteByte('\n')
		for i, g := range t.groupList {
			tail.WriteString("attributes #" + strconv.Itoa(i) + " = { " + g.groupText() + " }\n")
		}
	}
	t.md.write(&tail)
	// Identified structs were collected while printing the rest.
	if len(t.structs) > 0 {
		b.WriteByte('\n')
		for i := 0; i < len(t.structs); i++ {
			s := t.structs[i]
			var sb strings.Builder
			t.writeStructBody(&sb, s)
			b.WriteString(t.structNames[s] + " = type " + sb.String() + "\n")
		}
	}
	size := b.Len() + rest.Len() + tail.Len()
	for _, f := range t.order {
		size += 1 + len(f.text)
	}
	out := make([]byte, 0, size)
	out = append(append(out, b.String()...), rest.String()...)
	for _, f := range t.order {
		out = append(append(out, '\n'), f.text...)
	}
	return append(out, tail.String()...)
}

// unsupported reports an op no translation knows, as upstream does.
func (t *translator) unsupported(op *ir.Operation) {
	name := op.Name()
	dialect := name
	if i := strings.IndexByte(name, '.'); i >= 0 {
		dialect = name[:i]
	}
	if dialect == "llvm" || dialect == "builtin" {
		fail(op, "LLVM Translation failed for operation: %s", name)
	}
	fail(op, "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: %s", name)
}

func symName(op *ir.Operation) string {
	if s, ok := op.InherentAttr("sym_name").(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}

// symbolValue is the `ptr @name` constant of a global symbol.
func (t *translator) symbolValue(name string, op *ir.Operation) *value {
	ty := "ptr"
	var mty ir.Type = llvm.Pointer(t.ctx, 0)
	as := uint32(0)
	switch op.Name() {
	case "llvm.mlir.global":
		as = uint32(intAttr(op, "addr_space"))
	case "llvm.mlir.ifunc":
		as = uint32(intAttr(op, "address_space"))
	}
	if as != 0 {
		mty = llvm.Pointer(t.ctx, as)
		ty, _ = t.typeText(mty)
	}
	v := &value{ty: ty, mty: mty, kind: cSymbol, text: "@" + llvmName(name)}
	t.symbolOps[v.text] = op
	return v
}

// intAttr reads an integer attribute of op (0 when absent).
func intAttr(op *ir.Operation, name string) int64 {
	a := op.InherentAttr(name)
	if a == nil {
		a = op.Attr(name)
	}
	if i, ok := a.(*ir.IntegerAttr); ok {
		return i.Int64()
	}
	return 0
}

func hasUnit(op *ir.Operation, name string) bool {
	a := op.InherentAttr(name)
	if a == nil {
		return false
	}
	_, ok := a.(*ir.UnitAttr)
	return ok
}

func strAttr(op *ir.Operation, name string) (string, bool) {
	a := op.InherentAttr(name)
	if a == nil {
		a = op.Attr(name)
	}
	s, ok := a.(*ir.StringAttr)
	if !ok {
		return "", false
	}
	return s.Value, true
}

// mustType renders a type or fails at op.
func (t *translator) mustType(op *ir.Operation, ty ir.Type) string {
	s, ok := t.typeText(ty)
	if !ok {
		fail(op, "cannot be converted to LLVM IR: unsupported type %s", attrString(ty))
	}
	return s
}

// attrString prints an MLIR type or attribute for diagnostics.
func attrString(x any) string {
	if s, ok := x.(fmt.Stringer); ok {
		return s.String()
	}
	return fmt.Sprint(x)
}

var linkageNames = []string{"private", "internal", "available_externally", "linkonce", "weak", "common",
	"appending", "extern_weak", "linkonce_odr", "weak_odr", "external"}

// linkageOf returns the linkage keyword of a global value op.
func linkageOf(op *ir.Operation) string {
	if e, ok := op.InherentAttr("linkage").(*llvm.EnumAttr); ok {
		return e.Keyword()
	}
	return "external"
}

// globalPrefix renders linkage, dso_local and visibility as LLVM prints
// them before a global value's type.
func globalPrefix(op *ir.Operation, linkage string) string {
	var b strings.Builder
	if linkage != "external" {
		b.WriteString(linkage + " ")
	}
	vis := intAttr(op, "visibility_")
	local := linkage == "private" || linkage == "internal"
	if hasUnit(op, "dso_local") && !local && !(vis != 0 && linkage != "extern_weak") {
		b.WriteString("dso_local ")
	}
	switch vis {
	case 1:
		b.WriteString("hidden ")
	case 2:
		b.WriteString("protected ")
	}
	return b.String()
}

func unnamedAddr(op *ir.Operation) string {
	switch intAttr(op, "unnamed_addr") {
	case 1:
		return "local_unnamed_addr"
	case 2:
		return "unnamed_addr"
	}
	return ""
}

// Dialects registers the dialects upstream's mlir-translate loads for the
// translation to LLVM IR that gomlir has: builtin, llvm and func.
func Dialects(ctx *ir.Context) {
	builtin.Register(ctx)
	llvm.Register(ctx)
	funcdialect.Dialect.MustRegister(ctx)
}
