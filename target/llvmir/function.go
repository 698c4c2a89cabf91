package llvmir

import (
	"bytes"
	"github.com/gomlir/gomlir/asm"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// cconvNames are the calling conventions LLVM prints by name; the others
// print as `cc N`.
var cconvNames = map[string]bool{
	"fastcc": true, "coldcc": true, "anyregcc": true, "preserve_mostcc": true, "preserve_allcc": true,
	"swiftcc": true, "cxx_fast_tlscc": true, "tailcc": true, "swifttailcc": true, "cfguard_checkcc": true,
	"webkit_jscc": true, "x86_stdcallcc": true, "x86_fastcallcc": true, "x86_thiscallcc": true,
	"x86_vectorcallcc": true, "x86_regcallcc": true, "x86_intrcc": true, "intel_ocl_bicc": true,
	"arm_apcscc": true, "arm_aapcscc": true, "arm_aapcs_vfpcc": true, "aarch64_vector_pcs": true,
	"msp430_intrcc": true, "avr_intrcc": true, "avr_signalcc": true, "ptx_kernel": true, "ptx_device": true,
	"x86_64_sysvcc": true, "win64cc": true, "spir_func": true, "spir_kernel": true,
	"hhvmcc": true, "hhvm_ccc": true, "amdgpu_vs": true, "amdgpu_gs": true, "amdgpu_ps": true,
	"amdgpu_cs": true, "amdgpu_kernel": true, "amdgpu_hs": true, "amdgpu_ls": true, "amdgpu_es": true,
	"amdgpu_gfx": true,
}

// ccText returns the calling convention of op as LLVM prints it ("" for
// the C convention).
func ccText(op *ir.Operation) string {
	e, ok := op.InherentAttr("CConv").(*llvm.EnumAttr)
	if !ok || e.Value == 0 {
		return ""
	}
	kw := e.Keyword()
	// The dialect's keywords name a few conventions differently.
	switch kw {
	case "ptx_kernelcc", "ptx_devicecc", "spir_funccc", "spir_kernelcc", "amdgpu_vscc", "amdgpu_gscc",
		"amdgpu_pscc", "amdgpu_cscc", "amdgpu_kernelcc", "amdgpu_hscc", "amdgpu_lscc", "amdgpu_escc",
		"amdgpu_gfxcc":
		kw = strings.TrimSuffix(kw, "cc")
	case "aarch64_vectorcallcc":
		kw = "aarch64_vector_pcs"
	}
	if cconvNames[kw] {
		return kw
	}
	return "cc " + strconv.Itoa(e.Value)
}

// declareFunc builds the header of an llvm.func.
func (t *translator) declareFunc(op *ir.Operation) *function {
	ta, _ := op.InherentAttr("function_type").(*ir.TypeAttr)
	ft, _ := ta.Type.(*llvm.FunctionType)
	if ft == nil {
		fail(op, "expected an LLVM function type")
	}
	f := &function{op: op, name: "@" + llvmName(symName(op)), varArg: ft.VarArg, define: !op.Region(0).Empty()}
	f.ret = t.mustType(op, ft.Result)
	argDicts, _ := op.InherentAttr("arg_attrs").(*ir.ArrayAttr)
	for i, p := range ft.Params {
		f.params = append(f.params, t.mustType(op, p))
		var d *ir.DictionaryAttr
		if argDicts != nil && i < len(argDicts.Elems) {
			d, _ = argDicts.Elems[i].(*ir.DictionaryAttr)
		}
		f.argAttrs = append(f.argAttrs, t.paramAttrs(op, d))
		f.args = append(f.args, &value{ty: f.params[i], mty: p, slot: -1})
	}
	if resDicts, _ := op.InherentAttr("res_attrs").(*ir.ArrayAttr); resDicts != nil && len(resDicts.Elems) > 0 {
		d, _ := resDicts.Elems[0].(*ir.DictionaryAttr)
		f.retAttrs = t.paramAttrs(op, d)
	}
	f.fnAttrs = t.funcAttrs(op)
	f.md = t.funcMetadata(op)
	if f.sp = t.subprogramOf(op, op.Loc()); f.sp != nil {
		f.md = append([]mdAttach{{name: "dbg", node: f.sp}}, f.md...)
	}
	linkage := linkageOf(op)
	f.prefix = globalPrefix(op, linkage)
	if cc := ccText(op); cc != "" {
		f.prefix += cc + " "
	}
	var suf strings.Builder
	if ua := unnamedAddr(op); ua != "" {
		suf.WriteString(" " + ua)
	}
	f.suffix = suf.String()
	return f
}

// funcSuffix renders what follows a function's `#N`.
func (t *translator) funcSuffix(f *function) string {
	op := f.op
	if op == nil {
		return ""
	}
	var b strings.Builder
	if s, ok := strAttr(op, "section"); ok {
		b.WriteString(" section \"")
		escapeString(&b, s)
		b.WriteByte('"')
	}
	b.WriteString(t.comdatSuffix(op, " "))
	if a := intAttr(op, "alignment"); a != 0 {
		b.WriteString(" align " + strconv.FormatInt(a, 10))
	}
	if gc, ok := strAttr(op, "garbageCollector"); ok {
		b.WriteString(" gc \"" + gc + "\"")
	}
	if p, ok := op.InherentAttr("personality").(*ir.SymbolRefAttr); ok {
		if v := t.symbols[p.Root]; v != nil {
			b.WriteString(" personality " + v.typed())
		}
	}
	return b.String()
}

// paramAttrs converts an argument or result attribute dictionary.
func (t *translator) paramAttrs(op *ir.Operation, d *ir.DictionaryAttr) *attrSet {
	s := &attrSet{}
	if d == nil {
		return s
	}
	for _, na := range d.Entries {
		name, ok := strings.CutPrefix(na.Name, "llvm.")
		if !ok {
			continue
		}
		switch a := na.Value.(type) {
		case *ir.UnitAttr:
			if name == "nocapture" {
				s.add(attr{cat: catInt, key: "Captures", text: "captures(none)"})
			} else if def, ok := enumAttrs[name]; ok {
				s.add(attr{cat: catEnum, key: def, text: name})
			}
		case *ir.IntegerAttr:
			if def, ok := intAttrs[name]; ok {
				s.add(attr{cat: catInt, key: def, text: intAttrText(name, a.Int64())})
			}
		case *ir.OpaqueAttr:
			if body, ok := strings.CutPrefix(a.Data, "constant_range<"); ok && name == "range" {
				p := splitTop(strings.TrimSuffix(body, ">"))
				if len(p) == 3 {
					ty := strings.TrimSpace(p[0])
					s.add(attr{cat: catRange, key: "Range", text: "range(" + ty + " " + strings.TrimSpace(p[1]) + ", " + strings.TrimSpace(p[2]) + ")"})
				}
			}
		case *ir.TypeAttr:
			if def, ok := typeAttrs[name]; ok {
				s.add(attr{cat: catType, key: def, text: name + "(" + t.mustType(op, a.Type) + ")"})
			}
		}
	}
	return s
}

// funcAttrs collects the function attributes of an llvm.func.
func (t *translator) funcAttrs(op *ir.Operation) *attrSet {
	s := &attrSet{}
	for _, u := range []struct{ mlir, kw string }{{"no_inline", "noinline"}, {"always_inline", "alwaysinline"},
		{"inline_hint", "inlinehint"}, {"optimize_none", "optnone"}, {"no_unwind", "nounwind"},
		{"will_return", "willreturn"}, {"convergent", "convergent"}} {
		if op.InherentAttr(u.mlir) != nil {
			s.add(enumAttr(u.kw))
		}
	}
	for _, str := range []struct{ mlir, key string }{{"target_cpu", "target-cpu"}, {"tune_cpu", "tune-cpu"},
		{"prefer_vector_width", "prefer-vector-width"}, {"reciprocal_estimates", "reciprocal-estimates"},
		{"denormal_fpenv", ""}} {
		if v, ok := strAttr(op, str.mlir); ok && str.key != "" {
			s.add(stringAttr(str.key, v))
		}
	}
	for _, sm := range []struct{ mlir, key string }{{"arm_streaming", "aarch64_pstate_sm_enabled"},
		{"arm_locally_streaming", "aarch64_pstate_sm_body"}, {"arm_streaming_compatible", "aarch64_pstate_sm_compatible"},
		{"arm_new_za", "aarch64_new_za"}, {"arm_in_za", "aarch64_in_za"}, {"arm_out_za", "aarch64_out_za"},
		{"arm_inout_za", "aarch64_inout_za"}, {"arm_preserves_za", "aarch64_preserves_za"}} {
		if op.Attr(sm.mlir) != nil || op.InherentAttr(sm.mlir) != nil {
			s.add(stringAttr(sm.key, ""))
		}
	}
	for _, na := range op.AllAttrs() {
		switch na.Name {
		case "passthrough":
			t.passthrough(op, s, na.Value)
		case "memory_effects":
			if m := memoryText(na.Value); m != "" {
				s.add(attr{cat: catInt, key: "Memory", text: m})
			}
		case "frame_pointer":
			if e, ok := na.Value.(*llvm.EnumAttr); ok {
				s.add(stringAttr("frame-pointer", e.Keyword()))
			}
		case "uwtable_kind":
			if o, ok := na.Value.(*ir.OpaqueAttr); ok {
				switch o.Data {
				case "uwtableKind<sync>":
					s.add(attr{cat: catInt, key: "UWTable", text: "uwtable(sync)"})
				case "uwtableKind<async>":
					s.add(attr{cat: catInt, key: "UWTable", text: "uwtable"})
				}
			}
		case "target_features":
			if o, ok := na.Value.(*ir.OpaqueAttr); ok {
				body := strings.TrimSuffix(strings.TrimPrefix(o.Data, "target_features<["), "]>")
				var feats []string
				for _, p := range splitTop(body) {
					if q, err := strconv.Unquote(strings.TrimSpace(p)); err == nil {
						feats = append(feats, q)
					}
				}
				if len(feats) > 0 {
					s.add(stringAttr("target-features", strings.Join(feats, ",")))
				}
			}
		case "vscale_range":
			if v, ok := na.Value.(*llvm.VScaleRangeAttr); ok {
				s.add(attr{cat: catInt, key: "VScaleRange",
					text: "vscale_range(" + strconv.FormatInt(v.Min, 10) + "," + strconv.FormatInt(v.Max, 10) + ")"})
			}
		case "no_infs_fp_math", "no_nans_fp_math", "no_signed_zeros_fp_math", "unsafe_fp_math", "use_sample_profile",
			"instrument_function_entry", "instrument_function_exit", "no_builtins":
		}
	}
	return s
}

// memoryText renders `#llvm.memory_effects<...>` as LLVM's memory(...).
func memoryText(a ir.Attribute) string {
	o, ok := a.(*ir.OpaqueAttr)
	if !ok || !strings.HasPrefix(o.Data, "memory_effects<") {
		return ""
	}
	body := strings.TrimSuffix(strings.TrimPrefix(o.Data, "memory_effects<"), ">")
	locs := map[string]string{}
	for _, p := range splitTop(body) {
		k, v, _ := strings.Cut(p, "=")
		locs[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	modref := func(s string) string {
		switch s {
		case "read":
			return "read"
		case "write":
			return "write"
		case "readwrite":
			return "readwrite"
		}
		return "none"
	}
	other := modref(locs["other"])
	order := []struct{ mlir, llvm string }{{"argMem", "argmem"}, {"inaccessibleMem", "inaccessiblemem"},
		{"errnoMem", "errnomem"}, {"targetMem0", "target_mem0"}, {"targetMem1", "target_mem1"}}
	allSame := true
	for _, l := range order {
		if modref(locs[l.mlir]) != other {
			allSame = false
		}
	}
	var parts []string
	if other != "none" || allSame {
		parts = append(parts, other)
	}
	for _, l := range order {
		if m := modref(locs[l.mlir]); m != other {
			parts = append(parts, l.llvm+": "+m)
		}
	}
	return "memory(" + strings.Join(parts, ", ") + ")"
}

// printFunction writes a declaration or definition.
func (t *translator) printFunction(b *bytes.Buffer, f *function) {
	if !f.fnAttrs.empty() {
		if e := f.fnAttrs.enumText(); e != "" {
			b.WriteString("; Function Attrs: " + e + "\n")
		}
	}
	var mds strings.Builder
	for _, m := range f.md {
		mds.WriteString(" !" + m.name + " " + t.md.ref(m.node))
	}
	if f.define {
		b.WriteString("define ")
	} else {
		b.WriteString("declare" + mds.String() + " ")
	}
	b.WriteString(f.prefix)
	if !f.retAttrs.empty() {
		b.WriteString(f.retAttrs.text(" ") + " ")
	}
	b.WriteString(f.ret + " " + f.name + "(")
	for i, p := range f.params {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(p)
		if !f.argAttrs[i].empty() {
			b.WriteString(" " + f.argAttrs[i].text(" "))
		}
		if f.define {
			b.WriteString(" " + f.args[i].ref())
		}
	}
	if f.varArg {
		if len(f.params) > 0 {
			b.WriteString(", ")
		}
		b.WriteString("...")
	}
	b.WriteString(")" + f.suffix)
	if f.fnAttrTag >= 0 {
		b.WriteString(" #" + strconv.Itoa(f.fnAttrTag))
	}
	b.WriteString(t.funcSuffix(f))
	if !f.define {
		b.WriteByte('\n')
		return
	}
	b.WriteString(mds.String() + " {\n")
	for i, bb := range f.blocks {
		if i > 0 {
			line := "\n" + bb.label.ref()[1:] + ":"
			b.WriteString(line)
			pad := 50 - (len(line) - 1)
			if pad < 1 {
				pad = 1
			}
			b.WriteString(strings.Repeat(" ", pad))
			if len(bb.preds) == 0 {
				b.WriteString("; No predecessors!")
			} else {
				b.WriteString("; preds = ")
				for j, p := range bb.preds {
					if j > 0 {
						b.WriteString(", ")
					}
					b.WriteString(p.label.ref())
				}
			}
			b.WriteByte('\n')
		}
		for _, in := range bb.insts {
			t.writeRecords(b, in)
			b.WriteString("  ")
			if in.res != nil {
				writeRef(b, in.res)
				b.WriteString(" = ")
			}
			for _, p := range in.parts {
				switch p := p.(type) {
				case string:
					b.WriteString(p)
				case *value:
					writeRef(b, p)
				case *block:
					writeRef(b, p.label)
				case *attrSet:
					b.WriteString("#" + strconv.Itoa(t.groupSlot(p)))
				case *mdNode:
					b.WriteString(t.md.ref(p))
				}
			}
			for _, m := range in.md {
				b.WriteString(", !" + m.name + " " + t.md.ref(m.node))
			}
			b.WriteByte('\n')
		}
	}
	b.WriteString("}\n")
}

// numberFunction numbers the arguments, blocks and instruction results as
// LLVM's slot tracker does.
func numberFunction(f *function) {
	n := 0
	for _, a := range f.args {
		a.slot = n
		n++
	}
	for _, bb := range f.blocks {
		bb.label.slot = n
		n++
		for _, in := range bb.insts {
			if in.res != nil {
				in.res.slot = n
				n++
			}
		}
	}
}

// blocksByDominance orders a region's blocks as upstream's
// getBlocksSortedByDominance: a reverse post-order from each block not
// yet visited, in region order.
func blocksByDominance(r *ir.Region) []*ir.Block {
	seen := map[*ir.Block]bool{}
	var out []*ir.Block
	for b := r.First(); b != nil; b = b.Next() {
		if seen[b] {
			continue
		}
		var post []*ir.Block
		visited := map[*ir.Block]bool{}
		type frame struct {
			b     *ir.Block
			succs []*ir.Block
			i     int
		}
		stack := []frame{{b: b, succs: b.Successors()}}
		visited[b] = true
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			if top.i < len(top.succs) {
				s := top.succs[top.i]
				top.i++
				if !visited[s] {
					visited[s] = true
					stack = append(stack, frame{b: s, succs: s.Successors()})
				}
				continue
			}
			post = append(post, top.b)
			stack = stack[:len(stack)-1]
		}
		for i := len(post) - 1; i >= 0; i-- {
			if !seen[post[i]] {
				seen[post[i]] = true
				out = append(out, post[i])
			}
		}
	}
	return out
}

// prepare makes the LLVM blocks of a function definition (after
// upstream's export legalization) and records its block tags, so that
// block addresses can refer to them before the body is translated.
func (t *translator) prepare(f *function) {
	r := f.op.Region(0)
	t.ensureDistinctSuccessors(r)
	f.blockMap = map[*ir.Block]*block{}
	for b := r.First(); b != nil; b = b.Next() {
		bb := &block{label: &value{ty: "label", slot: -1}}
		f.blockMap[b] = bb
		f.blocks = append(f.blocks, bb)
		for op := b.First(); op != nil; op = op.NextInBlock() {
			if tag, ok := op.InherentAttr("tag").(*llvm.BlockTagAttr); ok && op.Name() == "llvm.blocktag" {
				t.tags[blockTagKey(symName(f.op), tag.ID)] = bb
			}
		}
	}
}

func blockTagKey(fn string, id uint32) string {
	return fn + "\x00" + strconv.FormatUint(uint64(id), 10)
}

// body translates the blocks of a function definition.
func (t *translator) body(f *function) {
	r := f.op.Region(0)
	// The map of values is made for all of them at once.
	n := 0
	for b := r.First(); b != nil; b = b.Next() {
		n += b.NumArgs()
		for op := b.First(); op != nil; op = op.NextInBlock() {
			n += op.NumResults()
		}
	}
	fs := &fnState{t: t, fn: f, vals: make(map[*ir.Value]*value, n), blocks: f.blockMap}
	entry := r.First()
	for i, a := range entry.Args() {
		if i < len(f.args) {
			fs.vals[a] = f.args[i]
		}
	}
	type phi struct {
		in  *inst
		blk *ir.Block
		idx int
	}
	var phis []phi
	for _, b := range blocksByDominance(r) {
		fs.cur = fs.blocks[b]
		if b != entry {
			for i, a := range b.Args() {
				ty := t.mustType(f.op, a.Type())
				in := fs.newInst(fs.newLocal(ty, a.Type()))
				if loc := fs.locOf(f.op, a.Loc()); loc != nil {
					in.md = []mdAttach{{name: "dbg", node: loc}}
				}
				fs.cur.insts = append(fs.cur.insts, in)
				fs.vals[a] = in.res
				phis = append(phis, phi{in, b, i})
			}
		}
		for op := b.First(); op != nil; op = op.NextInBlock() {
			start := len(fs.cur.insts)
			if !fs.debugIntrinsic(op) {
				fs.op(op)
			}
			if added := fs.cur.insts[start:]; len(added) > 0 {
				if aliasMetadataOps[op.Name()] {
					fs.aliasMetadata(op, added[len(added)-1])
				}
				if loc := fs.opLoc(op); loc != nil {
					for _, in := range added {
						in.md = append([]mdAttach{{name: "dbg", node: loc}}, in.md...)
					}
				}
				if len(fs.pending) > 0 {
					added[0].records = append(added[0].records, fs.pending...)
					fs.pending = nil
				}
			}
		}
	}
	// Connect the phi nodes: one incoming value per predecessor edge, in
	// the block's use-list order.
	for _, p := range phis {
		parts := []any{"phi " + p.in.res.ty + " "}
		first := true
		for u := p.blk.FirstPredecessorUse(); u != nil; u = u.NextUse() {
			term := u.Owner()
			src := phiSource(term, p.blk, p.idx)
			if src == nil {
				continue
			}
			if !first {
				parts = append(parts, ", ")
			}
			first = false
			parts = append(parts, "[ ", fs.get(src), ", ", fs.termBlock[term], " ]")
		}
		p.in.parts = parts
	}
}

// phiSource returns the value terminator term passes to argument idx of
// block dest (the first successor slot naming dest, as upstream).
func phiSource(term *ir.Operation, dest *ir.Block, idx int) *ir.Value {
	br := ir.BranchInterface(term)
	if br == nil {
		return nil
	}
	for i := 0; i < term.NumSuccessors(); i++ {
		if term.Successor(i) != dest {
			continue
		}
		start, n := br.SuccessorOperands(term, i)
		if idx >= n {
			return nil
		}
		return term.Operand(start + idx)
	}
	return nil
}

// ensureDistinctSuccessors gives every repeated successor with arguments
// of a terminator (after its first occurrence) a block of its own at the
// end of the region that branches on, as upstream's export legalization
// does, so that each phi has one incoming value per predecessor.
func (t *translator) ensureDistinctSuccessors(r *ir.Region) {
	b := ir.NewBuilder(t.ctx)
	for blk := r.First(); blk != nil; blk = blk.Next() {
		term := blk.Last()
		if term == nil {
			continue
		}
		seen := map[*ir.Block]bool{}
		for i := 0; i < term.NumSuccessors(); i++ {
			s := term.Successor(i)
			if s.NumArgs() == 0 {
				continue
			}
			if !seen[s] {
				seen[s] = true
				continue
			}
			dummy := ir.NewBlock()
			r.Append(dummy)
			var args []*ir.Value
			for _, a := range s.Args() {
				args = append(args, dummy.AddArg(a.Type(), a.Loc()))
			}
			term.SetSuccessor(i, dummy)
			b.SetInsertionPointToEnd(dummy)
			b.Create(&ir.OperationState{Loc: term.Loc(), Name: t.ctx.LookupOp("llvm.br"), Operands: args,
				Successors: []*ir.Block{s}})
		}
	}
}

// funcMetadata converts the function attributes upstream attaches as
// metadata (OpenCL kernel hints).
func (t *translator) funcMetadata(op *ir.Operation) []mdAttach {
	var out []mdAttach
	ints := func(name string) {
		if a, ok := op.InherentAttr(name).(*ir.DenseArrayAttr); ok {
			var ops []any
			for _, v := range a.Int64s() {
				ops = append(ops, "i32 "+strconv.FormatInt(v, 10))
			}
			out = append(out, mdAttach{name: name, node: t.md.get(ops...)})
		}
	}
	ints("work_group_size_hint")
	ints("reqd_work_group_size")
	if o, ok := op.InherentAttr("vec_type_hint").(*ir.OpaqueAttr); ok {
		if body, ok := unwrap(o.Data, "vec_type_hint"); ok {
			kv := keyValues(body)
			if ty, _, err := asm.ParseTypeText(t.ctx, kv["hint"]); err == nil {
				signed := "0"
				if kv["is_signed"] == "true" {
					signed = "1"
				}
				out = append(out, mdAttach{name: "vec_type_hint", node: t.md.get(t.mustType(op, ty)+" undef", "i32 "+signed)})
			}
		}
	}
	if a, ok := op.InherentAttr("intel_reqd_sub_group_size").(*ir.IntegerAttr); ok {
		out = append(out, mdAttach{name: "intel_reqd_sub_group_size", node: t.md.get("i32 " + strconv.FormatInt(a.Int64(), 10))})
	}
	return out
}
