// Package llvmimport is gomlir's --import-llvm: a parser of LLVM IR text
// and its import into the llvm dialect, following MLIR's ModuleImport
// (mlir-translate --import-llvm) so the printed module is byte-identical:
// constants are materialized at the start of the entry block in the order
// the import meets them (their operands first, last operand first), blocks
// are converted in reverse post-order, phis become block arguments, and
// intrinsic calls become llvm.intr ops.
//
// Translate produces the module in MLIR's generic form; Import parses it
// into an *ir.Operation.
package llvmimport

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// Options are mlir-translate's --import-llvm options.
type Options struct {
	// File names the input in diagnostics and in the module's location.
	File string
	// StructsAsLiterals imports identified structs as literal ones
	// (-import-structs-as-literals).
	StructsAsLiterals bool
}

// defaultDataLayout is the dlti.dl_spec of LLVM's default data layout.
const defaultDataLayout = `#dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">`

// Import parses LLVM IR text and imports it into an llvm dialect module.
// The module's data layout is a dlti attribute: when ctx has no dlti
// dialect, Import registers one that keeps its attributes as text.
func Import(ctx *ir.Context, src []byte, opts Options) (*ir.Operation, error) {
	if ctx.Dialect("dlti") == nil {
		ctx.RegisterDialect(&ir.Dialect{Name: "dlti"})
	}
	inherent := func(op, name string) bool {
		info := ctx.LookupOp(op)
		if info == nil {
			return true
		}
		for _, n := range info.InherentAttrs {
			if n == name {
				return true
			}
		}
		return false
	}
	text, err := translate(src, opts, inherent)
	if err != nil {
		return nil, err
	}
	f, perr := asm.ParseFile(ctx, opts.File, []byte(text), asm.Config{NoImplicitModule: true})
	if perr != nil {
		return nil, fmt.Errorf("llvmimport: internal error: the imported module does not parse: %v", perr)
	}
	if verr := ir.Verify(f.Op); verr != nil {
		return nil, verr
	}
	return f.Op, nil
}

// Translate parses LLVM IR text and returns the imported module in MLIR's
// generic form.
func Translate(src []byte, opts Options) (string, error) { return translate(src, opts, nil) }

// translate is Translate; inherent, when set, tells which properties an op
// has: the others are written as discardable attributes (their printed
// custom form is the same).
func translate(src []byte, opts Options, inherent func(op, name string) bool) (string, error) {
	if opts.File == "" {
		opts.File = "<stdin>"
	}
	m, err := Parse(src, opts.File)
	if err != nil {
		return "", err
	}
	im := &importer{m: m, opts: opts, inherent: inherent,
		types: &typeWriter{literal: opts.StructsAsLiterals, names: map[*Type]string{}, taken: map[string]string{}}}
	return im.module()
}

// importer writes the generic form of one module.
type importer struct {
	line, col int // position of the entity being imported, for errors
	m         *Module
	inherent  func(op, name string) bool
	opts      Options
	types     *typeWriter
	nextID    int
}

// errorf reports an import failure at the entity being imported.
func (im *importer) errorf(format string, args ...any) error {
	return &Error{File: im.opts.File, Line: im.line, Col: im.col, Msg: fmt.Sprintf(format, args...)}
}

// at records the position of the entity being imported.
func (im *importer) at(line, col int) { im.line, im.col = line, col }

func (im *importer) ty(t *Type) string { return im.types.mlir(t) }

// moduleLoc is the location of the module and its module-level ops: the
// source file name at line 0.
func (im *importer) moduleLoc() string {
	name := im.opts.File
	if im.m.HasSourceName {
		name = im.m.SourceFilename
	}
	return "loc(" + quoteMLIR(name) + ":0:0)"
}

// unknownLoc is the location of imported instructions and constants.
const unknownLoc = "loc(unknown)"

func (im *importer) module() (string, error) {
	var top, meta, funcs strings.Builder
	if err := im.comdats(&top); err != nil {
		return "", err
	}
	for _, g := range im.m.Globals {
		if err := im.global(&top, g); err != nil {
			return "", err
		}
	}
	for _, a := range im.m.Aliases {
		if err := im.alias(&top, a); err != nil {
			return "", err
		}
	}
	// Each ifunc goes right after the last global or alias, so they end up
	// in reverse order (upstream does not advance its insertion point).
	for i := len(im.m.IFuncs) - 1; i >= 0; i-- {
		if err := im.ifunc(&top, im.m.IFuncs[i]); err != nil {
			return "", err
		}
	}
	im.linkerOptions(&meta)
	im.moduleFlags(&meta)
	for _, f := range im.m.Funcs {
		if err := im.function(&funcs, f); err != nil {
			return "", err
		}
	}
	var b strings.Builder
	b.WriteString("\"builtin.module\"() ({\n^bb0:\n")
	b.WriteString(top.String())
	b.WriteString(meta.String())
	b.WriteString(funcs.String())
	b.WriteString("}) {")
	attrs := []string{"dlti.dl_spec = " + defaultDataLayout}
	var asmLines []string
	for _, l := range im.m.ModuleAsm {
		asmLines = append(asmLines, quoteMLIR(l))
	}
	attrs = append(attrs, "llvm.module_asm = ["+strings.Join(asmLines, ", ")+"]")
	attrs = append(attrs, "llvm.target_triple = "+quoteMLIR(im.m.Triple))
	for _, nm := range im.m.NamedMD {
		if nm.Name != "llvm.ident" && nm.Name != "llvm.commandline" || len(nm.Ops) != 1 {
			continue
		}
		if n := im.m.MD[nm.Ops[0]]; n != nil && len(n.Ops) == 1 && n.Ops[0].Str != nil {
			attrs = append(attrs, nm.Name+" = "+quoteMLIR(*n.Ops[0].Str))
		}
	}
	if libs := im.dependentLibraries(); libs != "" {
		attrs = append(attrs, "llvm.dependent_libraries = "+libs)
	}
	sort.Strings(attrs)
	b.WriteString(strings.Join(attrs, ", "))
	b.WriteString("} : () -> () " + im.moduleLoc() + "\n")
	return b.String(), nil
}

// mdStrings returns the string operands of node id, and whether all its
// operands are strings.
func (im *importer) mdStrings(id string) ([]string, bool) {
	n := im.m.MD[id]
	if n == nil {
		return nil, false
	}
	var out []string
	for _, op := range n.Ops {
		if op.Str == nil {
			return nil, false
		}
		out = append(out, quoteMLIR(*op.Str))
	}
	return out, true
}

// linkerOptions writes one llvm.linker_options per node of
// !llvm.linker.options.
func (im *importer) linkerOptions(w *strings.Builder) {
	for _, nm := range im.m.NamedMD {
		if nm.Name != "llvm.linker.options" {
			continue
		}
		for _, id := range nm.Ops {
			if opts, ok := im.mdStrings(id); ok {
				fmt.Fprintf(w, "\"llvm.linker_options\"() <{options = [%s]}> : () -> () %s\n", strings.Join(opts, ", "), im.moduleLoc())
			}
		}
	}
}

// dependentLibraries spells !llvm.dependent-libraries as an array ("" when
// there are none).
func (im *importer) dependentLibraries() string {
	var libs []string
	for _, nm := range im.m.NamedMD {
		if nm.Name != "llvm.dependent-libraries" {
			continue
		}
		for _, id := range nm.Ops {
			if s, ok := im.mdStrings(id); ok && len(s) == 1 {
				libs = append(libs, s[0])
			}
		}
	}
	if len(libs) == 0 {
		return ""
	}
	return "[" + strings.Join(libs, ", ") + "]"
}

// comdats writes the comdat op with a selector per comdat used, in the
// order globals and then functions use them.
func (im *importer) comdats(w *strings.Builder) error {
	kinds := map[string]string{}
	for _, c := range im.m.Comdats {
		kinds[c.Name] = comdatKinds[c.Kind]
	}
	var used []string
	seen := map[string]bool{}
	use := func(has bool, name string, line, col int) error {
		if !has || seen[name] {
			return nil
		}
		if _, ok := kinds[name]; !ok {
			im.at(line, col)
			return im.errorf("use of undefined comdat '$%s'", name)
		}
		seen[name] = true
		used = append(used, name)
		return nil
	}
	for _, g := range im.m.Globals {
		if err := use(g.HasComdat, g.Comdat, g.Line, g.Col); err != nil {
			return err
		}
	}
	for _, f := range im.m.Funcs {
		if err := use(f.HasComdat, f.Comdat, f.Line, f.Col); err != nil {
			return err
		}
	}
	if len(used) == 0 {
		return nil
	}
	var body strings.Builder
	body.WriteString("^bb0:\n")
	for _, name := range used {
		fmt.Fprintf(&body, "\"llvm.comdat_selector\"() <{comdat = %s : i64, sym_name = %s}> : () -> () %s\n", kinds[name], quoteMLIR(name), im.moduleLoc())
	}
	im.opWithRegion(w, "llvm.comdat", []string{"sym_name = \"__llvm_global_comdat\""}, body.String(), im.moduleLoc())
	return nil
}

// comdatRef spells the comdat property of a global or function.
func comdatRef(has bool, name string) []string {
	if !has {
		return nil
	}
	return []string{"comdat = @__llvm_global_comdat::@" + quoteMLIR(name)}
}

// ifunc writes an indirect function.
func (im *importer) ifunc(w *strings.Builder, g *Global) error {
	im.at(g.Line, g.Col)
	if g.Init == nil || g.Init.Kind != cGlobal {
		return im.errorf("unhandled global ifunc")
	}
	props := symbolProps(g.Linkage, g.Visibility, g.UnnamedAddr, g.DSOLocal)
	if g.UnnamedAddr == "" {
		props = append(props, "unnamed_addr = 0 : i64")
	}
	props = append(props, "sym_name = "+quoteMLIR(g.Name), "i_func_type = "+im.ty(g.ValueType),
		"resolver = @"+quoteMLIR(g.Init.Name), "resolver_type = "+im.ty(g.Init.Type),
		"address_space = "+strconv.Itoa(g.AddrSpace)+" : i32")
	props, attrs := im.splitProps("llvm.mlir.ifunc", props)
	fmt.Fprintf(w, "\"llvm.mlir.ifunc\"() <{%s}>", strings.Join(props, ", "))
	if len(attrs) > 0 {
		w.WriteString(" {" + strings.Join(attrs, ", ") + "}")
	}
	w.WriteString(" : () -> () " + im.moduleLoc() + "\n")
	return nil
}

// moduleFlags writes llvm.module_flags from !llvm.module.flags.
func (im *importer) moduleFlags(w *strings.Builder) {
	behaviors := []string{"", "error", "warning", "require", "override", "append", "append_unique", "max", "min"}
	var flags []string
	for _, nm := range im.m.NamedMD {
		if nm.Name != "llvm.module.flags" {
			continue
		}
		for _, id := range nm.Ops {
			n := im.m.MD[id]
			if n == nil || len(n.Ops) != 3 || n.Ops[0].Const == nil || n.Ops[1].Str == nil {
				continue
			}
			b := n.Ops[0].Const.Int.Int64()
			if b < 1 || b >= int64(len(behaviors)) {
				continue
			}
			var val string
			switch v := n.Ops[2]; {
			case v.Const != nil && v.Const.Kind == cInt:
				u := new(bigInt).Set(v.Const.Int)
				if u.Sign() < 0 {
					u.Add(u, new(bigInt).Lsh(bigOne, uint(v.Const.Type.Bits)))
				}
				val = strconv.FormatInt(int64(int32(u.Uint64())), 10) + " : i32"
			case v.Str != nil:
				val = quoteMLIR(*v.Str)
			default:
				continue
			}
			flags = append(flags, "#llvm.mlir.module_flag<"+behaviors[b]+", "+quoteMLIR(*n.Ops[1].Str)+", "+val+">")
		}
	}
	if len(flags) > 0 {
		fmt.Fprintf(w, "\"llvm.module_flags\"() <{flags = [%s]}> : () -> () %s\n", strings.Join(flags, ", "), im.moduleLoc())
	}
}

var linkageNames = map[string]string{"private": "private", "internal": "internal",
	"available_externally": "available_externally", "linkonce": "linkonce", "weak": "weak",
	"common": "common", "appending": "appending", "extern_weak": "extern_weak",
	"linkonce_odr": "linkonce_odr", "weak_odr": "weak_odr", "external": "external"}

// symbolProps are the properties globals and functions share.
func symbolProps(linkage, visibility, unnamed string, dsoLocal bool) []string {
	props := []string{"linkage = #llvm.linkage<" + linkageNames[linkage] + ">"}
	vis := map[string]int{"hidden": 1, "protected": 2}[visibility]
	props = append(props, "visibility_ = "+strconv.Itoa(vis)+" : i64")
	local := linkage == "internal" || linkage == "private"
	if dsoLocal || local || vis != 0 {
		props = append(props, "dso_local")
	}
	switch unnamed {
	case "local_unnamed_addr":
		props = append(props, "unnamed_addr = 1 : i64")
	case "unnamed_addr":
		props = append(props, "unnamed_addr = 2 : i64")
	}
	return props
}

// global writes a global variable.
func (im *importer) global(w *strings.Builder, g *Global) error {
	im.at(g.Line, g.Col)
	props := symbolProps(g.Linkage, g.Visibility, g.UnnamedAddr, g.DSOLocal)
	props = append(props, "sym_name = "+quoteMLIR(g.Name), "global_type = "+im.ty(g.ValueType),
		"addr_space = "+strconv.Itoa(g.AddrSpace)+" : i32")
	if g.Constant {
		props = append(props, "constant")
	}
	if g.ThreadLocal {
		props = append(props, "thread_local_")
	}
	if g.Align != 0 {
		props = append(props, "alignment = "+strconv.FormatInt(g.Align, 10)+" : i64")
	}
	if g.Section != "" {
		props = append(props, "section = "+quoteMLIR(g.Section))
	}
	props = append(props, comdatRef(g.HasComdat, g.Comdat)...)
	if len(g.Attrs) > 0 {
		props = append(props, "target_specific_attrs = "+passthroughList(g.Attrs, nil))
	}
	var body string
	if g.Init != nil {
		if attr := im.constAttr(g.Init); attr != "" {
			props = append(props, "value = "+attr)
		} else {
			r := im.newRegion(nil)
			v, err := im.constantExpr(r, g.Init)
			if err != nil {
				return err
			}
			body = "^bb0:\n" + r.consts.String() + fmt.Sprintf("\"llvm.return\"(%s) : (%s) -> () %s\n", v, im.ty(g.Init.Type), im.moduleLoc())
		}
	}
	im.opWithRegion(w, "llvm.mlir.global", props, body, im.moduleLoc())
	return nil
}

// alias writes a global alias.
func (im *importer) alias(w *strings.Builder, g *Global) error {
	im.at(g.Line, g.Col)
	props := symbolProps(g.Linkage, g.Visibility, g.UnnamedAddr, g.DSOLocal)
	props = append(props, "sym_name = "+quoteMLIR(g.Name), "alias_type = "+im.ty(g.ValueType))
	if g.ThreadLocal {
		props = append(props, "thread_local_")
	}
	r := im.newRegion(nil)
	v, err := im.constantExpr(r, g.Init)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\"llvm.mlir.alias\"() <{%s}> ({\n^bb0:\n%s\"llvm.return\"(%s) : (%s) -> () %s\n}) : () -> () %s\n",
		strings.Join(props, ", "), r.consts.String(), v, im.ty(g.Init.Type), im.moduleLoc(), im.moduleLoc())
	return nil
}

// region is the state of one region being imported: the names of the
// converted values and the text of its constants and blocks.
type region struct {
	fn       *Function
	vals     map[Value]string
	consts   strings.Builder // the constants at the start of the entry block
	blocks   map[string]*blockOut
	order    []*blockOut // the blocks in region order
	cur      *strings.Builder
	inConsts bool
}

// blockOut is the text of one imported block.
type blockOut struct {
	name string
	args []string
	body strings.Builder
}

func (im *importer) newRegion(fn *Function) *region {
	return &region{fn: fn, vals: map[Value]string{}, blocks: map[string]*blockOut{}}
}

// splitProps separates the properties op has from the entries to write as
// discardable attributes.
func (im *importer) splitProps(op string, entries []string) (props, attrs []string) {
	if im.inherent == nil {
		return entries, nil
	}
	for _, e := range entries {
		name, _, _ := strings.Cut(e, " = ")
		if im.inherent(op, strings.Trim(name, "\"")) {
			props = append(props, e)
		} else {
			attrs = append(attrs, e)
		}
	}
	return props, attrs
}

// opWithRegion writes an op with one region and no operands or results.
func (im *importer) opWithRegion(w *strings.Builder, name string, props []string, body, loc string) {
	props, attrs := im.splitProps(name, props)
	fmt.Fprintf(w, "%s() <{%s}> ({\n%s})", quoteMLIR(name), strings.Join(props, ", "), body)
	if len(attrs) > 0 {
		w.WriteString(" {" + strings.Join(attrs, ", ") + "}")
	}
	w.WriteString(" : () -> () " + loc + "\n")
}

func (im *importer) newValue() string {
	im.nextID++
	return "%v" + strconv.Itoa(im.nextID)
}

// op writes one generic op to w and returns its result name ("" when the
// op has no result).
func (im *importer) op(w *strings.Builder, name string, operands []string, operandTypes []*Type, succs string, props []string, result *Type) string {
	res := ""
	if result != nil && result.Kind != kVoid {
		res = im.newValue()
		w.WriteString(res + " = ")
	}
	im.opNoResult(w, name, operands, operandTypes, succs, props, result)
	return res
}

// opNoResult writes an op after its result name (if any) was written.
func (im *importer) opNoResult(w *strings.Builder, name string, operands []string, operandTypes []*Type, succs string, props []string, result *Type) {
	w.WriteString(quoteMLIR(name) + "(" + strings.Join(operands, ", ") + ")")
	w.WriteString(succs)
	props, attrs := im.splitProps(name, props)
	if len(props) > 0 {
		w.WriteString(" <{" + strings.Join(props, ", ") + "}>")
	}
	if len(attrs) > 0 {
		w.WriteString(" {" + strings.Join(attrs, ", ") + "}")
	}
	w.WriteString(" : (")
	for i, t := range operandTypes {
		if i > 0 {
			w.WriteString(", ")
		}
		w.WriteString(im.ty(t))
	}
	w.WriteString(") -> ")
	if result == nil || result.Kind == kVoid {
		w.WriteString("()")
	} else {
		w.WriteString(im.ty(result))
	}
	w.WriteString(" " + unknownLoc + "\n")
}
