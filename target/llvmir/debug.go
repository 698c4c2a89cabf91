package llvmir

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// Debug information: the llvm dialect's `#llvm.di_*` attributes become
// LLVM's specialized metadata nodes (!DICompileUnit, !DISubprogram, ...),
// operation locations under a subprogram become !DILocation attachments,
// and llvm.intr.dbg.* become debug records, as upstream's
// DebugTranslation builds them.

// debugInfo is the state of the debug-info translation of a module.
type debugInfo struct {
	// nodes caches the node of each attribute by its canonical text.
	nodes map[string]*mdNode
	// recs maps the recursive identifiers (`recId`) of the attributes
	// being translated to their nodes.
	recs map[string]*mdNode
	// parent maps local scopes to their enclosing scope, subprogram to
	// themselves.
	parent map[*mdNode]*mdNode
	isSP   map[*mdNode]bool
	locs   map[locKey]*mdNode
	// cus are the compile units in creation order; lateCU is set when
	// the first one was created while translating function bodies.
	cus    []*compileUnit
	lateCU bool
	inBody bool
}

type compileUnit struct {
	node    *mdNode
	val     *diVal
	globals []*mdNode
}

type locKey struct {
	loc              ir.Location
	scope, inlinedAt *mdNode
}

func newDebugInfo() *debugInfo {
	return &debugInfo{nodes: map[string]*mdNode{}, recs: map[string]*mdNode{}, parent: map[*mdNode]*mdNode{},
		isSP: map[*mdNode]bool{}, locs: map[locKey]*mdNode{}}
}

// diFields builds the fields of a node in LLVM's printing order, skipping
// the ones LLVM leaves out at their default.
type diFields []mdField

func (f *diFields) add(name string, val any) { *f = append(*f, mdField{name, val}) }

// str adds a string field unless empty.
func (f *diFields) str(name, s string) {
	if s != "" {
		f.add(name, quoteMD(s))
	}
}

// int adds an integer field unless zero.
func (f *diFields) int(name string, v int64) {
	if v != 0 {
		f.add(name, strconv.FormatInt(v, 10))
	}
}

// word adds a text field unless empty.
func (f *diFields) word(name, s string) {
	if s != "" {
		f.add(name, s)
	}
}

// node adds a node field unless nil.
func (f *diFields) node(name string, n *mdNode) {
	if n != nil {
		f.add(name, n)
	}
}

// flag adds `name: true` when set.
func (f *diFields) flag(name string, v bool) {
	if v {
		f.add(name, "true")
	}
}

func quoteMD(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	escapeString(&b, s)
	b.WriteByte('"')
	return b.String()
}

// diAttr translates the text of a debug-info attribute.
func (t *translator) diAttr(op *ir.Operation, a ir.Attribute) *mdNode {
	text, ok := llvm.AttrText(a)
	if !ok {
		return nil
	}
	v := parseDI(text)
	if v == nil {
		fail(op, "cannot be converted to LLVM IR: malformed debug info attribute")
	}
	return t.diNode(op, v, "")
}

// diNode translates a parsed debug-info attribute (kind is its mnemonic
// when the text elides it). A null type and an absent value give nil.
func (t *translator) diNode(op *ir.Operation, v *diVal, kind string) *mdNode {
	if v == nil || v.kind != dvAttr {
		return nil
	}
	if v.text != "" {
		kind = v.text
	}
	var kb strings.Builder
	v.key(&kb, kind)
	key := kb.String()
	d := t.dbg
	if n, ok := d.nodes[key]; ok {
		return n
	}
	rec := ""
	if r := v.param("recId"); r != nil {
		rec = r.text
		if v.isTrue("isRecSelf") {
			return d.recs[rec]
		}
	}
	// Nodes are made before their operands, so that recursive references
	// find them.
	n := &mdNode{slot: -1}
	if rec != "" {
		d.recs[rec] = n
		defer delete(d.recs, rec)
	}
	sub := func(key string) *mdNode { return t.diNode(op, v.param(key), elidedKind(kind, key)) }
	tuple := func(key string) *mdNode {
		es := v.elems(key)
		if len(es) == 0 {
			return nil
		}
		var ops []any
		for _, e := range es {
			if x := t.diNode(op, e, ""); x != nil {
				ops = append(ops, x)
			} else {
				ops = append(ops, "null")
			}
		}
		return t.md.get(ops...)
	}
	var f diFields
	var refs []*mdNode
	distinct := false
	switch kind {
	case "di_null_type":
		return nil
	case "di_file":
		name, dir := "", ""
		if len(v.pos) == 2 {
			name, dir = v.pos[0].text, v.pos[1].text
		}
		f.add("filename", quoteMD(name))
		f.add("directory", quoteMD(dir))
		n.di = "DIFile"
	case "di_compile_unit":
		cu := &compileUnit{node: n, val: v}
		d.cus = append(d.cus, cu)
		if len(d.cus) == 1 {
			d.lateCU = d.inBody
		}
		d.nodes[key] = n
		n.di, n.distinct = "DICompileUnit", true
		t.cuFields(op, cu)
		return n
	case "di_subprogram":
		distinct = strings.Contains(v.str("subprogramFlags"), "Definition")
		n.di, n.distinct = "DISubprogram", distinct
		d.nodes[key] = n
		d.parent[n], d.isSP[n] = n, true
		file, scope, ty, unit := sub("file"), sub("scope"), sub("type"), sub("compileUnit")
		decl, retained, annots := sub("declaration"), tuple("retainedNodes"), tuple("annotations")
		f.str("name", v.str("name"))
		f.str("linkageName", v.str("linkageName"))
		f.add("scope", scope)
		f.node("file", file)
		f.int("line", v.int("line"))
		f.node("type", ty)
		f.int("scopeLine", v.int("scopeLine"))
		f.add("spFlags", diFlagText(v.str("subprogramFlags"), spFlagBits, "DISPFlag", "0"))
		f.node("unit", unit)
		f.node("declaration", decl)
		f.node("retainedNodes", retained)
		f.node("annotations", annots)
		n.fields, n.refs = f, []*mdNode{file, scope, ty, unit, decl, retained, annots}
		if !distinct {
			return t.uniqued(key, n)
		}
		return n
	case "di_lexical_block", "di_lexical_block_file":
		n.distinct = true
		d.nodes[key] = n
		scope, file := sub("scope"), sub("file")
		d.parent[n] = scope
		f.add("scope", scope)
		f.node("file", file)
		if kind == "di_lexical_block" {
			n.di = "DILexicalBlock"
			f.int("line", v.int("line"))
			f.int("column", v.int("column"))
		} else {
			n.di = "DILexicalBlockFile"
			f.add("discriminator", strconv.FormatInt(v.int("discriminator"), 10))
		}
		n.fields, n.refs = f, []*mdNode{file, scope}
		return n
	case "di_basic_type":
		n.di = "DIBasicType"
		if tag := v.word("tag"); tag != "DW_TAG_base_type" {
			f.word("tag", tag)
		}
		f.str("name", v.str("name"))
		f.int("size", v.int("sizeInBits"))
		f.word("encoding", v.word("encoding"))
		f.word("flags", diFlagText(v.str("flags"), diFlagBits, "DIFlag", ""))
	case "di_derived_type":
		n.di = "DIDerivedType"
		file, scope, base, extra, annots := sub("file"), sub("scope"), sub("baseType"), sub("extraData"), tuple("annotations")
		f.word("tag", v.word("tag"))
		f.str("name", v.str("name"))
		f.node("scope", scope)
		f.node("file", file)
		f.int("line", v.int("line"))
		f.add("baseType", base)
		f.int("size", v.int("sizeInBits"))
		f.int("align", v.int("alignInBits"))
		f.int("offset", v.int("offsetInBits"))
		f.word("flags", diFlagText(v.str("flags"), diFlagBits, "DIFlag", ""))
		f.node("extraData", extra)
		if v.param("dwarfAddressSpace") != nil {
			f.add("dwarfAddressSpace", strconv.FormatInt(v.int("dwarfAddressSpace"), 10))
		}
		f.node("annotations", annots)
		refs = []*mdNode{file, scope, base, extra, annots}
	case "di_composite_type":
		n.di = "DICompositeType"
		switch v.word("tag") {
		case "DW_TAG_class_type", "DW_TAG_enumeration_type", "DW_TAG_structure_type", "DW_TAG_union_type":
			distinct = true
			n.distinct = true
			d.nodes[key] = n
		}
		file, scope, base, elems := sub("file"), sub("scope"), sub("baseType"), tuple("elements")
		dataLoc, assoc, alloc, rank := sub("dataLocation"), sub("associated"), sub("allocated"), sub("rank")
		f.word("tag", v.word("tag"))
		f.str("name", v.str("name"))
		f.node("scope", scope)
		f.node("file", file)
		f.int("line", v.int("line"))
		f.node("baseType", base)
		f.int("size", v.int("sizeInBits"))
		f.int("align", v.int("alignInBits"))
		f.word("flags", diFlagText(v.str("flags"), diFlagBits, "DIFlag", ""))
		f.node("elements", elems)
		f.str("identifier", v.str("identifier"))
		f.node("dataLocation", dataLoc)
		f.node("associated", assoc)
		f.node("allocated", alloc)
		f.node("rank", rank)
		refs = []*mdNode{file, scope, base, elems, dataLoc, assoc, alloc, rank}
	case "di_subroutine_type":
		n.di = "DISubroutineType"
		f.word("cc", v.word("callingConvention"))
		types := tuple("types")
		if types == nil {
			types = t.md.get()
		}
		f.add("types", types)
		refs = []*mdNode{types}
	case "di_local_variable":
		n.di = "DILocalVariable"
		scope, file, ty := sub("scope"), sub("file"), sub("type")
		f.str("name", v.str("name"))
		f.int("arg", v.int("arg"))
		f.add("scope", scope)
		f.node("file", file)
		f.int("line", v.int("line"))
		f.node("type", ty)
		f.word("flags", diFlagText(v.str("flags"), diFlagBits, "DIFlag", ""))
		f.int("align", v.int("alignInBits"))
		refs = []*mdNode{scope, file, ty}
	case "di_global_variable":
		n.di, n.distinct, distinct = "DIGlobalVariable", true, true
		d.nodes[key] = n
		scope, file, ty := sub("scope"), sub("file"), sub("type")
		f.str("name", v.str("name"))
		f.str("linkageName", v.str("linkageName"))
		f.add("scope", scope)
		f.node("file", file)
		f.int("line", v.int("line"))
		f.node("type", ty)
		f.add("isLocal", strconv.FormatBool(v.isTrue("isLocalToUnit")))
		f.add("isDefinition", strconv.FormatBool(v.isTrue("isDefined")))
		f.int("align", v.int("alignInBits"))
		refs = []*mdNode{scope, file, ty}
	case "di_global_variable_expression":
		n.di = "DIGlobalVariableExpression"
		vr, ex := sub("var"), sub("expr")
		if ex == nil {
			ex = t.diExpression(nil)
		}
		f.add("var", vr)
		f.add("expr", ex)
		refs = []*mdNode{vr}
	case "di_expression":
		return t.diExpression(v)
	case "di_namespace":
		n.di = "DINamespace"
		scope := sub("scope")
		f.str("name", v.str("name"))
		f.add("scope", scope)
		f.flag("exportSymbols", v.isTrue("exportSymbols"))
		refs = []*mdNode{scope}
	case "di_module":
		n.di = "DIModule"
		file, scope := sub("file"), sub("scope")
		f.add("scope", scope)
		f.str("name", v.str("name"))
		f.str("configMacros", v.str("configMacros"))
		f.str("includePath", v.str("includePath"))
		f.str("apinotes", v.str("apinotes"))
		f.node("file", file)
		f.int("line", v.int("line"))
		f.flag("isDecl", v.isTrue("isDecl"))
		refs = []*mdNode{file, scope}
	case "di_subrange", "di_generic_subrange":
		n.di = "DISubrange"
		if kind == "di_generic_subrange" {
			n.di = "DIGenericSubrange"
		}
		for _, k := range []string{"count", "lowerBound", "upperBound", "stride"} {
			p := v.param(k)
			switch {
			case p == nil:
			case p.kind == dvAttr:
				x := t.diNode(op, p, "")
				f.node(k, x)
				refs = append(refs, x)
			default:
				f.add(k, v.word(k))
			}
		}
	case "di_label":
		n.di = "DILabel"
		scope, file := sub("scope"), sub("file")
		f.add("scope", scope)
		f.str("name", v.str("name"))
		f.node("file", file)
		f.int("line", v.int("line"))
		refs = []*mdNode{scope, file}
	case "di_imported_entity":
		n.di = "DIImportedEntity"
		scope, entity, file, elems := sub("scope"), sub("entity"), sub("file"), tuple("elements")
		f.word("tag", v.word("tag"))
		f.str("name", v.str("name"))
		f.add("scope", scope)
		f.node("entity", entity)
		f.node("file", file)
		f.int("line", v.int("line"))
		f.node("elements", elems)
		refs = []*mdNode{scope, entity, file, elems}
	case "di_common_block":
		n.di = "DICommonBlock"
		scope, decl, file := sub("scope"), sub("decl"), sub("file")
		f.add("scope", scope)
		f.add("declaration", decl)
		f.str("name", v.str("name"))
		f.node("file", file)
		f.int("line", v.int("line"))
		refs = []*mdNode{scope, decl, file}
	case "di_annotation":
		x := t.md.get(mdString(v.str("name")), mdString(v.str("value")))
		d.nodes[key] = x
		return x
	default:
		fail(op, "cannot be converted to LLVM IR: unsupported debug info attribute %s", kind)
	}
	n.fields, n.refs = f, refs
	if distinct {
		return n
	}
	return t.uniqued(key, n)
}

// uniqued returns the node equal to n if there is one, else n, and caches
// it under key.
func (t *translator) uniqued(key string, n *mdNode) *mdNode {
	u := t.md.internDI(n)
	if t.dbg.isSP[n] {
		t.dbg.parent[u], t.dbg.isSP[u] = u, true
	}
	t.dbg.nodes[key] = u
	return u
}

// cuFields (re)builds the fields of a compile unit: its globals are known
// once all globals are translated.
func (t *translator) cuFields(op *ir.Operation, cu *compileUnit) {
	v := cu.val
	file := t.diNode(op, v.param("file"), "di_file")
	var f diFields
	f.word("language", v.word("sourceLanguage"))
	f.add("file", file)
	f.str("producer", v.str("producer"))
	f.add("isOptimized", strconv.FormatBool(v.isTrue("isOptimized")))
	f.add("runtimeVersion", "0")
	f.str("splitDebugFilename", v.str("splitDebugFilename"))
	kinds := map[string]string{"None": "NoDebug", "Full": "FullDebug", "LineTablesOnly": "LineTablesOnly",
		"DebugDirectivesOnly": "DebugDirectivesOnly"}
	f.add("emissionKind", kinds[v.word("emissionKind")])
	var globals *mdNode
	if len(cu.globals) > 0 {
		ops := make([]any, len(cu.globals))
		for i, g := range cu.globals {
			ops[i] = g
		}
		globals = t.md.get(ops...)
	}
	f.node("globals", globals)
	if v.word("splitDebugInlining") == "false" {
		f.add("splitDebugInlining", "false")
	}
	f.flag("debugInfoForProfiling", v.isTrue("isDebugInfoForProfiling"))
	if k := v.word("nameTableKind"); k != "" && k != "Default" {
		f.add("nameTableKind", k)
	}
	cu.node.fields, cu.node.refs = f, []*mdNode{file, globals}
}

// diExpression translates `#llvm.di_expression<[ops]>` (nil: empty) to
// an inline !DIExpression.
func (t *translator) diExpression(v *diVal) *mdNode {
	var f diFields
	if v != nil && len(v.pos) == 1 && v.pos[0].kind == dvList {
		for _, e := range v.pos[0].vals {
			name, args, ok := strings.Cut(e.text, "(")
			f.add("", strings.TrimSpace(name))
			if ok {
				for _, a := range splitTop(strings.TrimSuffix(args, ")")) {
					a, _, _ = strings.Cut(a, ":")
					f.add("", strings.TrimSpace(a))
				}
			}
		}
	}
	return &mdNode{di: "DIExpression", fields: f, inline: true, slot: -1}
}

// Flag bits in the order LLVM prints them (DINode::splitFlags: the
// accessibility and inheritance groups, then DebugInfoFlags.def's order).
var diFlagBits = []string{"Private", "Protected", "Public", "SingleInheritance", "MultipleInheritance",
	"VirtualInheritance", "FwdDecl", "AppleBlock", "ReservedBit4", "Virtual",
	"Artificial", "Explicit", "Prototyped", "ObjcClassComplete", "ObjectPointer", "Vector", "StaticMember",
	"LValueReference", "RValueReference", "ExportSymbols", "IntroducedVirtual", "BitField", "NoReturn", "TypePassByValue", "TypePassByReference",
	"EnumClass", "Thunk", "NonTrivial", "BigEndian", "LittleEndian", "AllCallsDescribed"}

var spFlagBits = []string{"Virtual", "PureVirtual", "LocalToUnit", "Definition", "Optimized", "Pure", "Elemental",
	"Recursive", "MainSubprogram", "Deleted", "ObjCDirect"}

// diFlagText renders MLIR's `A|B` flags as LLVM's `prefixA | prefixB`,
// in LLVM's order; none gives zero.
func diFlagText(s string, order []string, prefix, zero string) string {
	if s == "" || s == "Zero" {
		return zero
	}
	set := map[string]bool{}
	for _, p := range strings.Split(s, "|") {
		p = strings.TrimSpace(p)
		if prefix == "DIFlag" && (p == "MultipleInheritance" || p == "VirtualInheritance") {
			// MLIR gives the three inheritance flags one bit, LLVM's
			// single inheritance.
			p = "SingleInheritance"
		}
		set[p] = true
	}
	var out []string
	for _, name := range order {
		if prefix == "DIFlag" && name == "FwdDecl" && set["FwdDecl"] && set["Virtual"] {
			// LLVM prints the two together as one flag.
			out = append(out, prefix+"IndirectVirtualBase")
			delete(set, "Virtual")
			continue
		}
		if set[name] {
			out = append(out, prefix+name)
		}
	}
	if len(out) == 0 {
		return zero
	}
	return strings.Join(out, " | ")
}

// subprogramOf finds the subprogram of a function's location (a fused
// location with a subprogram, searched in pre-order).
func (t *translator) subprogramOf(op *ir.Operation, loc ir.Location) *mdNode {
	var sp ir.Attribute
	var walk func(l ir.Location) bool
	walk = func(l ir.Location) bool {
		switch l := l.(type) {
		case *ir.FusedLoc:
			if text, ok := llvm.AttrText(l.Metadata); ok && strings.HasPrefix(text, "di_subprogram") {
				sp = l.Metadata
				return true
			}
			for _, c := range l.Locs {
				if walk(c) {
					return true
				}
			}
		case *ir.NameLoc:
			return l.Child != nil && walk(l.Child)
		case *ir.CallSiteLoc:
			return walk(l.Callee) || walk(l.Caller)
		}
		return false
	}
	if !walk(loc) {
		return nil
	}
	return t.diAttr(op, sp)
}

// localScope returns the scope a fused location's metadata names, if it
// is a local scope (subprogram or lexical block).
func (t *translator) localScope(op *ir.Operation, a ir.Attribute) *mdNode {
	text, ok := llvm.AttrText(a)
	if !ok {
		return nil
	}
	for _, k := range []string{"di_subprogram", "di_lexical_block_file", "di_lexical_block"} {
		if strings.HasPrefix(text, k+"<") {
			return t.diAttr(op, a)
		}
	}
	return nil
}

// diLoc translates a location under scope, as upstream's translateLoc.
func (t *translator) diLoc(op *ir.Operation, loc ir.Location, scope, inlinedAt *mdNode) *mdNode {
	if loc == nil {
		return nil
	}
	if _, ok := loc.(*ir.UnknownLoc); ok {
		return nil
	}
	k := locKey{loc, scope, inlinedAt}
	if n, ok := t.dbg.locs[k]; ok {
		return n
	}
	var n *mdNode
	switch l := loc.(type) {
	case *ir.CallSiteLoc:
		caller := t.diLoc(op, l.Caller, scope, inlinedAt)
		if caller == nil {
			if inlinedAt == nil {
				break
			}
			caller = inlinedAt
		}
		n = t.diLoc(op, l.Callee, nil, caller)
		if n == nil {
			n = caller
		}
	case *ir.FileLineColLoc:
		if scope == nil {
			break
		}
		n = t.location(l.Line, l.Col, scope, inlinedAt)
	case *ir.FusedLoc:
		if s := t.localScope(op, l.Metadata); s != nil {
			scope = s
		}
		if len(l.Locs) == 0 {
			break
		}
		n = t.diLoc(op, l.Locs[0], scope, inlinedAt)
		for _, c := range l.Locs[1:] {
			n = t.mergeLocs(n, t.diLoc(op, c, scope, inlinedAt))
		}
	case *ir.NameLoc:
		if l.Child != nil {
			n = t.diLoc(op, l.Child, scope, inlinedAt)
		}
	}
	t.dbg.locs[k] = n
	return n
}

// location is the uniqued !DILocation.
func (t *translator) location(line, col uint32, scope, inlinedAt *mdNode) *mdNode {
	var f diFields
	f.add("line", strconv.FormatUint(uint64(line), 10))
	f.int("column", int64(col))
	f.add("scope", scope)
	f.node("inlinedAt", inlinedAt)
	return t.md.internDI(&mdNode{di: "DILocation", fields: f, refs: []*mdNode{scope, inlinedAt}, slot: -1,
		loc: &diLocation{line, col, scope, inlinedAt}})
}

// diLocation is what the merging of locations reads of a !DILocation.
type diLocation struct {
	line, col        uint32
	scope, inlinedAt *mdNode
}

// subprogram returns the subprogram enclosing a local scope.
func (t *translator) subprogram(s *mdNode) *mdNode {
	for i := 0; s != nil && i < 1000; i++ {
		if t.dbg.isSP[s] {
			return s
		}
		s = t.dbg.parent[s]
	}
	return nil
}

// mergeLocs merges two locations as LLVM's DILocation::getMergedLocation
// does: from the first pair of their inlined-at chains with the same
// subprogram and inlined-at location, outwards, each pair merges into a
// location in their nearest common scope keeping the line (and column)
// they share; when none merges, line 0 in the first's scope.
func (t *translator) mergeLocs(a, b *mdNode) *mdNode {
	if a == nil || b == nil {
		return nil
	}
	if a == b {
		return a
	}
	type spAt struct{ sp, at *mdNode }
	var aLocs, bLocs []*mdNode
	lookup := map[spAt]int{}
	for l := a; l != nil; l = l.loc.inlinedAt {
		k := spAt{t.subprogram(l.loc.scope), l.loc.inlinedAt}
		if _, ok := lookup[k]; !ok {
			lookup[k] = len(aLocs)
		}
		aLocs = append(aLocs, l)
	}
	ai, bi := -1, -1
	for l := b; l != nil && ai < 0; l = l.loc.inlinedAt {
		bLocs = append(bLocs, l)
		if i, ok := lookup[spAt{t.subprogram(l.loc.scope), l.loc.inlinedAt}]; ok {
			ai, bi = i, len(bLocs)-1
		}
	}
	var res *mdNode
	if ai >= 0 {
		res = aLocs[ai].loc.inlinedAt
	}
	for ; ai >= 0 && bi >= 0; ai, bi = ai-1, bi-1 {
		m := t.mergePair(aLocs[ai], bLocs[bi], res)
		if m == nil {
			break
		}
		res = m
	}
	if res != nil {
		return res
	}
	return t.location(0, 0, a.loc.scope, nil)
}

// mergePair merges two locations of one inlining level.
func (t *translator) mergePair(a, b, inlinedAt *mdNode) *mdNode {
	la, lb := a.loc, b.loc
	if a == b {
		return t.location(la.line, la.col, la.scope, inlinedAt)
	}
	if t.subprogram(la.scope) != t.subprogram(lb.scope) {
		return nil
	}
	scope := t.commonScope(la.scope, lb.scope)
	var line, col uint32
	switch {
	case fieldNode(la.scope, "file") != fieldNode(lb.scope, "file"):
		// Locations in different files take their common scope's.
		line, col = fieldUint(scope, "line"), fieldUint(scope, "column")
	case la.line == lb.line:
		line = la.line
		if la.col == lb.col {
			col = la.col
		}
	}
	return t.location(line, col, scope, inlinedAt)
}

// fieldUint returns the integer field of a debug-info node (0 if absent).
func fieldUint(n *mdNode, name string) uint32 {
	if n == nil {
		return 0
	}
	for _, f := range n.fields {
		if s, ok := f.val.(string); ok && f.name == name {
			v, _ := strconv.ParseUint(s, 10, 32)
			return uint32(v)
		}
	}
	return 0
}

// commonScope is the nearest scope enclosing both local scopes.
func (t *translator) commonScope(a, b *mdNode) *mdNode {
	seen := map[*mdNode]bool{}
	for s := a; s != nil && !seen[s]; s = t.dbg.parent[s] {
		seen[s] = true
		if t.dbg.isSP[s] {
			break
		}
	}
	for s := b; s != nil; s = t.dbg.parent[s] {
		if seen[s] {
			return s
		}
		if t.dbg.isSP[s] {
			break
		}
	}
	return t.subprogram(a)
}

// dbgRecord is a debug record (#dbg_value, #dbg_declare, #dbg_label)
// printed before the instruction it is attached to.
type dbgRecord struct {
	kind     string
	val      *value // nil for labels
	variable *mdNode
	expr     *mdNode
	loc      *mdNode
}

// debugIntrinsic translates llvm.intr.dbg.value/declare/label into a
// pending debug record; records without a location are dropped.
func (f *fnState) debugIntrinsic(op *ir.Operation) bool {
	var kind string
	switch op.Name() {
	case "llvm.intr.dbg.value":
		kind = "value"
	case "llvm.intr.dbg.declare":
		kind = "declare"
	case "llvm.intr.dbg.label":
		kind = "label"
	default:
		return false
	}
	t := f.t
	loc := f.opLoc(op)
	if loc == nil {
		return true
	}
	r := &dbgRecord{kind: kind, loc: loc}
	if kind == "label" {
		r.variable = t.diAttr(op, op.InherentAttr("label"))
	} else {
		r.val = f.get(op.Operand(0))
		r.variable = t.diAttr(op, op.InherentAttr("varInfo"))
		r.expr = t.diAttr(op, op.InherentAttr("locationExpr"))
		if r.expr == nil {
			r.expr = t.diExpression(nil)
		}
	}
	f.pending = append(f.pending, r)
	return true
}

// opLoc is the !DILocation of an operation in the current function.
func (f *fnState) opLoc(op *ir.Operation) *mdNode { return f.locOf(op, op.Loc()) }

// locOf is the !DILocation of a location in the current function (op
// receives the diagnostics).
func (f *fnState) locOf(op *ir.Operation, loc ir.Location) *mdNode {
	var sp *mdNode
	if f.fn != nil {
		sp = f.fn.sp
	}
	if sp == nil {
		// Without a scope only fused locations can have one.
		switch loc.(type) {
		case *ir.FileLineColLoc, *ir.UnknownLoc:
			return nil
		}
	}
	return f.t.diLoc(op, loc, sp, nil)
}

// writeRecords prints the debug records of an instruction.
func (t *translator) writeRecords(b *bytes.Buffer, in *inst) {
	for _, r := range in.records {
		b.WriteString("    #dbg_" + r.kind + "(")
		if r.val != nil {
			b.WriteString(r.val.typed() + ", ")
		}
		b.WriteString(t.md.ref(r.variable) + ", ")
		if r.expr != nil {
			b.WriteString(t.md.ref(r.expr) + ", ")
		}
		b.WriteString(t.md.ref(r.loc) + ")\n")
	}
}

// globalDebugInfo translates the debug-info expressions of a global and
// adds their variables to the globals of their compile units: the
// variable's scope, or the scope of its module, or the unit of its
// subprogram or common block's subprogram.
func (t *translator) globalDebugInfo(op *ir.Operation) {
	arr, _ := op.InherentAttr("dbg_exprs").(*ir.ArrayAttr)
	if arr == nil {
		return
	}
	for _, e := range arr.Elems {
		ge := t.diAttr(op, e)
		if ge == nil {
			continue
		}
		t.globalDbg[op] = append(t.globalDbg[op], ge)
		scope := fieldNode(fieldNode(ge, "var"), "scope")
		switch {
		case scope == nil:
		case scope.di == "DIModule":
			scope = fieldNode(scope, "scope")
		case scope.di == "DICommonBlock":
			if sp := fieldNode(scope, "scope"); sp != nil && sp.di == "DISubprogram" {
				scope = fieldNode(sp, "unit")
			}
		case scope.di == "DISubprogram":
			scope = fieldNode(scope, "unit")
		}
		for _, cu := range t.dbg.cus {
			if cu.node == scope {
				cu.globals = append(cu.globals, ge)
			}
		}
	}
}

// fieldNode returns the node of a debug-info node's field.
func fieldNode(n *mdNode, name string) *mdNode {
	if n == nil {
		return nil
	}
	for _, f := range n.fields {
		if f.name == name {
			x, _ := f.val.(*mdNode)
			return x
		}
	}
	return nil
}

// globalAttachments renders the `, !dbg !N` attachments of a global.
func (t *translator) globalAttachments(op *ir.Operation) string {
	var b strings.Builder
	for _, n := range t.globalDbg[op] {
		b.WriteString(", !dbg " + t.md.ref(n))
	}
	return b.String()
}
