package llvmimport

import (
	"math/big"
	"sort"
	"strconv"
	"strings"
)

type bigInt = big.Int

var bigOne = big.NewInt(1)

// cconvNames maps LLVM calling conventions to the llvm dialect's.
var cconvNames = map[string]string{"": "ccc", "ccc": "ccc", "fastcc": "fastcc", "coldcc": "coldcc",
	"ghccc": "cc_10", "webkit_jscc": "webkit_jscc", "anyregcc": "anyregcc", "preserve_mostcc": "preserve_mostcc",
	"preserve_allcc": "preserve_allcc", "swiftcc": "swiftcc", "cxx_fast_tlscc": "cxx_fast_tlscc", "tailcc": "tailcc",
	"x86_stdcallcc": "x86_stdcallcc", "x86_fastcallcc": "x86_fastcallcc", "x86_thiscallcc": "x86_thiscallcc",
	"x86_vectorcallcc": "x86_vectorcallcc", "x86_regcallcc": "x86_regcallcc", "x86_intrcc": "x86_intrcc",
	"intel_ocl_bicc": "intel_ocl_bicc", "x86_64_sysvcc": "x86_64_sysvcc", "win64cc": "win64cc",
	"arm_apcscc": "arm_apcscc", "arm_aapcscc": "arm_aapcscc", "arm_aapcs_vfpcc": "arm_aapcs_vfpcc",
	"ptx_kernel": "ptx_kernel", "ptx_device": "ptx_device", "spir_kernel": "spir_kernel", "spir_func": "spir_func",
	"amdgpu_kernel": "amdgpu_kernel", "swifttailcc": "swifttailcc", "cfguard_checkcc": "cfguard_checkcc",
	"msp430_intrcc": "msp430_intrcc", "preserve_nonecc": "preserve_nonecc"}

// explicitFnAttrs are the function attributes the llvm.func op has
// properties for; the others become passthrough attributes.
var explicitFnAttrs = map[string]bool{"aarch64_in_za": true, "aarch64_inout_za": true, "aarch64_new_za": true,
	"aarch64_out_za": true, "aarch64_preserves_za": true, "aarch64_pstate_sm_body": true,
	"aarch64_pstate_sm_compatible": true, "aarch64_pstate_sm_enabled": true, "allocsize": true,
	"alwaysinline": true, "cold": true, "convergent": true, "fp-contract": true, "frame-pointer": true,
	"hot": true, "inlinehint": true, "instrument-function-entry": true, "instrument-function-exit": true,
	"modular-format": true, "memory": true, "minsize": true, "no_caller_saved_registers": true,
	"no-infs-fp-math": true, "no-nans-fp-math": true, "no-signed-zeros-fp-math": true, "no-builtins": true,
	"nocallback": true, "noduplicate": true, "noinline": true, "noreturn": true, "nounwind": true,
	"optnone": true, "optsize": true, "returns_twice": true, "save-reg-params": true, "target-features": true,
	"trap-func-name": true, "tune-cpu": true, "uwtable": true, "vscale_range": true, "willreturn": true,
	"zero-call-used-regs": true, "denormal_fpenv": true,
	// Upgraded into memory(...) by the LLVM parser.
	"readnone": true, "readonly": true, "writeonly": true, "argmemonly": true}

// unitFnAttrs maps enum function attributes to llvm.func unit properties.
var unitFnAttrs = []struct{ llvm, mlir string }{{"noinline", "no_inline"}, {"alwaysinline", "always_inline"},
	{"inlinehint", "inline_hint"}, {"optnone", "optimize_none"}, {"convergent", "convergent"},
	{"nounwind", "no_unwind"}, {"willreturn", "will_return"}, {"noreturn", "noreturn"},
	{"optsize", "optsize"}, {"save-reg-params", "save_reg_params"}, {"minsize", "minsize"},
	{"returns_twice", "returns_twice"}, {"cold", "cold"}, {"hot", "hot"}, {"noduplicate", "noduplicate"},
	{"no_caller_saved_registers", "no_caller_saved_registers"}, {"nocallback", "nocallback"}}

// stringFnAttrs maps string function attributes to llvm.func string
// properties.
var stringFnAttrs = []struct{ llvm, mlir string }{{"target-cpu", "target_cpu"}, {"tune-cpu", "tune_cpu"},
	{"reciprocal-estimates", "reciprocal_estimates"}, {"prefer-vector-width", "prefer_vector_width"},
	{"instrument-function-entry", "instrument_function_entry"}, {"instrument-function-exit", "instrument_function_exit"},
	{"fp-contract", "fp_contract"}, {"modular-format", "modular_format"}, {"zero-call-used-regs", "zero_call_used_regs"}}

// boolFnAttrs are the "true"/"false" string attributes.
var boolFnAttrs = []struct{ llvm, mlir string }{{"no-infs-fp-math", "no_infs_fp_math"},
	{"no-nans-fp-math", "no_nans_fp_math"}, {"no-signed-zeros-fp-math", "no_signed_zeros_fp_math"}}

// memoryEffects computes the memory_effects attribute of a function or
// call from its attributes ("" for the default readwrite).
func memoryEffects(attrs ...attrSet) string {
	locs := []string{"other", "argMem", "inaccessibleMem", "errnoMem", "targetMem0", "targetMem1"}
	mr := []string{"readwrite", "readwrite", "readwrite", "readwrite", "readwrite", "readwrite"}
	set := func(v string) {
		for i := range mr {
			mr[i] = v
		}
	}
	for _, s := range attrs {
		for _, a := range s {
			switch a.Name {
			case "readnone":
				set("none")
			case "readonly":
				set("read")
			case "writeonly":
				set("write")
			case "memory":
				for _, part := range strings.Split(a.Str, ",") {
					part = strings.TrimSpace(part)
					loc, kind, ok := strings.Cut(part, ":")
					if !ok {
						set(strings.TrimSpace(part))
						continue
					}
					kind = strings.TrimSpace(kind)
					switch strings.TrimSpace(loc) {
					case "argmem":
						mr[1] = kind
					case "inaccessiblemem":
						mr[2] = kind
					case "errnomem":
						mr[3] = kind
					case "other":
						mr[0] = kind
					case "target_mem0":
						mr[4] = kind
					case "target_mem1":
						mr[5] = kind
					}
				}
			}
		}
	}
	def := true
	for _, m := range mr {
		def = def && m == "readwrite"
	}
	if def {
		return ""
	}
	var parts []string
	for i, l := range locs {
		parts = append(parts, l+" = "+mr[i])
	}
	return "#llvm.memory_effects<" + strings.Join(parts, ", ") + ">"
}

// passthroughList spells attributes as a passthrough array, skipping the
// names in skip.
func passthroughList(attrs attrSet, skip map[string]bool) string {
	sorted := append(attrSet(nil), attrs...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if sorted[i].IsStr != sorted[j].IsStr {
			return !sorted[i].IsStr
		}
		return sorted[i].Name < sorted[j].Name
	})
	var parts []string
	for _, a := range sorted {
		if skip[a.Name] || strings.HasPrefix(a.Name, "no-builtin-") && skip != nil {
			continue
		}
		switch {
		case a.IsStr && a.Str == "":
			parts = append(parts, quoteMLIR(a.Name))
		case a.IsStr:
			parts = append(parts, "["+quoteMLIR(a.Name)+", "+quoteMLIR(a.Str)+"]")
		case a.HasInt:
			parts = append(parts, "["+quoteMLIR(a.Name)+", "+quoteMLIR(strconv.FormatInt(a.Int, 10))+"]")
		default:
			parts = append(parts, quoteMLIR(a.Name))
		}
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// paramAttrNames are the parameter attributes the llvm dialect imports,
// with their dialect names.
var paramAttrNames = map[string]string{"align": "llvm.align", "alignstack": "llvm.alignstack",
	"allocalign": "llvm.allocalign", "allocptr": "llvm.allocptr", "byref": "llvm.byref", "byval": "llvm.byval",
	"dead_on_unwind": "llvm.dead_on_unwind", "dereferenceable": "llvm.dereferenceable",
	"dereferenceable_or_null": "llvm.dereferenceable_or_null", "elementtype": "llvm.elementtype",
	"inalloca": "llvm.inalloca", "inreg": "llvm.inreg", "nest": "llvm.nest", "noalias": "llvm.noalias",
	"nocapture": "llvm.nocapture", "nofree": "llvm.nofree", "nonnull": "llvm.nonnull", "noundef": "llvm.noundef",
	"preallocated": "llvm.preallocated", "readnone": "llvm.readnone", "readonly": "llvm.readonly",
	"returned": "llvm.returned", "signext": "llvm.signext", "sret": "llvm.sret", "swiftasync": "llvm.swiftasync",
	"swifterror": "llvm.swifterror", "swiftself": "llvm.swiftself", "writable": "llvm.writable",
	"writeonly": "llvm.writeonly", "zeroext": "llvm.zeroext", "range": "llvm.range", "captures": "llvm.nocapture"}

// paramAttrDict spells a parameter attribute set as a dictionary.
func (im *importer) paramAttrDict(s attrSet) string {
	var parts []string
	for _, a := range s {
		name, ok := paramAttrNames[a.Name]
		if !ok || a.IsStr {
			continue
		}
		switch {
		case a.Name == "captures":
			if strings.TrimSpace(a.Str) == "none" {
				parts = append(parts, name)
			}
		case a.Type != nil:
			parts = append(parts, name+" = "+im.ty(a.Type))
		case a.HasInt:
			parts = append(parts, name+" = "+strconv.FormatInt(a.Int, 10)+" : i64")
		case a.Name == "range":
			parts = append(parts, name+" = #llvm.constant_range<"+a.Str+">")
		default:
			parts = append(parts, name)
		}
	}
	sort.Strings(parts)
	return "{" + strings.Join(parts, ", ") + "}"
}

// function writes a function declaration or definition.
func (im *importer) function(w *strings.Builder, f *Function) error {
	im.at(f.Line, f.Col)
	if strings.HasPrefix(f.Name, "llvm.") {
		if _, ok := lookupIntrinsic(f.Name); ok {
			return nil
		}
	}
	props := symbolProps(f.Linkage, f.Visibility, f.UnnamedAddr, f.DSOLocal)
	props = append(props, "sym_name = "+quoteMLIR(f.Name), "function_type = "+im.ty(f.Type),
		"CConv = #llvm.cconv<"+cconvNames[f.CConv]+">")
	anyArg := false
	var argDicts []string
	for _, s := range f.ArgAttrs {
		d := im.paramAttrDict(s)
		anyArg = anyArg || d != "{}"
		argDicts = append(argDicts, d)
	}
	if anyArg {
		props = append(props, "arg_attrs = ["+strings.Join(argDicts, ", ")+"]")
	}
	if len(f.RetAttrs) > 0 {
		props = append(props, "res_attrs = ["+im.paramAttrDict(f.RetAttrs)+"]")
	}
	if f.GC != "" {
		props = append(props, "garbageCollector = "+quoteMLIR(f.GC))
	}
	if f.Section != "" {
		props = append(props, "section = "+quoteMLIR(f.Section))
	}
	props = append(props, comdatRef(f.HasComdat, f.Comdat)...)
	if f.Align != 0 {
		props = append(props, "alignment = "+strconv.FormatInt(f.Align, 10)+" : i64")
	}
	if f.Personality != nil && f.Personality.Kind == cGlobal {
		props = append(props, "personality = @"+quoteMLIR(f.Personality.Name))
	}
	if me := memoryEffects(f.FnAttrs); me != "" {
		props = append(props, "memory_effects = "+me)
	}
	if pt := passthroughList(f.FnAttrs, explicitFnAttrs); pt != "[]" {
		props = append(props, "passthrough = "+pt)
	}
	for _, u := range unitFnAttrs {
		if f.FnAttrs.has(u.llvm) {
			props = append(props, u.mlir)
		}
	}
	for _, s := range stringFnAttrs {
		if a, ok := f.FnAttrs.get(s.llvm); ok && a.IsStr {
			props = append(props, s.mlir+" = "+quoteMLIR(a.Str))
		}
	}
	for _, s := range boolFnAttrs {
		if a, ok := f.FnAttrs.get(s.llvm); ok && a.IsStr {
			props = append(props, s.mlir+" = "+strconv.FormatBool(a.Str == "true"))
		}
	}
	if a, ok := f.FnAttrs.get("target-features"); ok && a.IsStr {
		props = append(props, "target_features = #llvm.target_features<"+featureList(a.Str)+">")
	}
	if a, ok := f.FnAttrs.get("frame-pointer"); ok && a.IsStr {
		props = append(props, "frame_pointer = #llvm.framePointerKind<"+quoteMLIR(a.Str)+">")
	}
	if a, ok := f.FnAttrs.get("uwtable"); ok {
		kind := "async" // a bare uwtable is the default kind
		if a.Str == "sync" || a.HasInt && a.Int == 1 {
			kind = "sync"
		}
		props = append(props, "uwtable_kind = #llvm.uwtableKind<"+kind+">")
	}
	if a, ok := f.FnAttrs.get("vscale_range"); ok {
		lo, hi, _ := strings.Cut(a.Str, ",")
		if hi == "" {
			hi = lo
		}
		props = append(props, "vscale_range = #llvm.vscale_range<minRange = "+strings.TrimSpace(lo)+" : i32, maxRange = "+strings.TrimSpace(hi)+" : i32>")
	}
	body := ""
	if f.Defined {
		var err error
		body, err = im.functionBody(f)
		if err != nil {
			return err
		}
	}
	im.opWithRegion(w, "llvm.func", props, body, unknownLoc)
	return nil
}

// featureList spells a target-features string as the attribute's list.
func featureList(s string) string {
	if s == "" {
		return "[]"
	}
	var parts []string
	for _, f := range strings.Split(s, ",") {
		parts = append(parts, quoteMLIR(f))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// reachableRPO returns the blocks reachable from the entry in reverse
// post-order (LLVM's ReversePostOrderTraversal) and the reachable set.
func reachableRPO(f *Function) ([]*Block, map[*Block]bool) {
	byName := map[string]*Block{}
	for _, b := range f.Blocks {
		byName[b.Name] = b
	}
	succ := func(b *Block) []*Block {
		if len(b.Insts) == 0 {
			return nil
		}
		var out []*Block
		for _, n := range b.Insts[len(b.Insts)-1].Targets {
			out = append(out, byName[n])
		}
		return out
	}
	visited := map[*Block]bool{}
	var post []*Block
	type frame struct {
		b    *Block
		next int
		succ []*Block
	}
	stack := []frame{{b: f.Blocks[0], succ: succ(f.Blocks[0])}}
	visited[f.Blocks[0]] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(top.succ) {
			s := top.succ[top.next]
			top.next++
			if !visited[s] {
				visited[s] = true
				stack = append(stack, frame{b: s, succ: succ(s)})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	rpo := make([]*Block, len(post))
	for i, b := range post {
		rpo[len(post)-1-i] = b
	}
	return rpo, visited
}

// functionBody converts the blocks of a definition.
func (im *importer) functionBody(f *Function) (string, error) {
	r := im.newRegion(f)
	rpo, reachable := reachableRPO(f)
	for _, b := range f.Blocks {
		if !reachable[b] {
			if b.AddressTaken {
				im.at(f.Line, f.Col)
				return "", im.errorf("unreachable block '%s' with address taken", b.Name)
			}
			continue
		}
		bo := &blockOut{name: "^bb" + strconv.Itoa(len(r.order))}
		r.blocks[b.Name] = bo
		r.order = append(r.order, bo)
	}
	entry := r.order[0]
	for i, a := range f.Args {
		v := im.newValue()
		r.vals[a] = v
		entry.args = append(entry.args, v+": "+im.ty(f.Type.Fields[i])+" "+unknownLoc)
	}
	for _, b := range rpo {
		bo := r.blocks[b.Name]
		r.cur = &bo.body
		for _, in := range b.Insts {
			if in.Op == "phi" {
				v := im.newValue()
				r.vals[in] = v
				bo.args = append(bo.args, v+": "+im.ty(in.Type)+" "+unknownLoc)
				continue
			}
			if err := im.inst(r, b, in); err != nil {
				return "", err
			}
		}
		if b.AddressTaken {
			var tag strings.Builder
			im.op(&tag, "llvm.blocktag", nil, nil, "", []string{"tag = #llvm.blocktag<id = " + strconv.Itoa(b.Num) + ">"}, nil)
			body := tag.String() + bo.body.String()
			bo.body.Reset()
			bo.body.WriteString(body)
		}
	}
	var out strings.Builder
	for i, bo := range r.order {
		out.WriteString(bo.name)
		if len(bo.args) > 0 {
			out.WriteString("(" + strings.Join(bo.args, ", ") + ")")
		}
		out.WriteString(":\n")
		if i == 0 {
			out.WriteString(r.consts.String())
		}
		out.WriteString(bo.body.String())
	}
	return out.String(), nil
}

// value returns the name of a converted operand, converting constants on
// first use.
func (im *importer) value(r *region, o *Operand) (string, error) {
	if o.Const != nil {
		return im.constant(r, o.Const)
	}
	if v, ok := r.vals[o.Val]; ok {
		return v, nil
	}
	return "", im.errorf("unhandled value: %%%s", o.Local)
}

// constant returns the converted constant c, converting it on first use.
func (im *importer) constant(r *region, c *Const) (string, error) {
	if v, ok := r.vals[c]; ok {
		return v, nil
	}
	return im.constantExpr(r, c)
}

// constantExpr converts c and every constant it depends on that is not
// converted yet, in upstream's order (a post-order walk taking operands
// from the last), at the end of the constants of the region.
func (im *importer) constantExpr(r *region, c *Const) (string, error) {
	var ordered []*Const
	inOrdered := map[*Const]bool{}
	var work []*Const
	inWork := map[*Const]bool{}
	adj := map[*Const][]*Const{}
	work, inWork[c] = append(work, c), true
	for len(work) > 0 {
		cur := work[len(work)-1]
		if cur.Kind == cGlobal {
			ordered, inOrdered[cur] = append(ordered, cur), true
			work = work[:len(work)-1]
			continue
		}
		deps, ok := adj[cur]
		if !ok {
			deps = im.constOperands(cur)
			adj[cur] = deps
		}
		if len(deps) == 0 {
			ordered, inOrdered[cur] = append(ordered, cur), true
			work = work[:len(work)-1]
			continue
		}
		dep := deps[len(deps)-1]
		adj[cur] = deps[:len(deps)-1]
		if _, mapped := r.vals[dep]; mapped || inWork[dep] || inOrdered[dep] {
			continue
		}
		work, inWork[dep] = append(work, dep), true
	}
	saved := r.cur
	r.cur = &r.consts
	defer func() { r.cur = saved }()
	for _, k := range ordered {
		v, err := im.convertConstant(r, k)
		if err != nil {
			return "", err
		}
		r.vals[k] = v
	}
	return r.vals[c], nil
}

// constOperands are the constants c depends on (LLVM's operands, and the
// elements of a zeroinitializer).
func (im *importer) constOperands(c *Const) []*Const {
	switch c.Kind {
	case cAggregate:
		return append([]*Const(nil), c.Elems...)
	case cExpr:
		var out []*Const
		for _, o := range c.Expr.Ops {
			out = append(out, o.Const)
		}
		return out
	case cZero:
		if c.Type.Kind == kVector && c.Type.Scalable || c.Type.Kind == kTarget {
			return nil
		}
		if numElements(c.Type) == 0 {
			return nil
		}
		if c.Type.Kind != kStruct {
			// Every element is the same zero: converting it once is what
			// the walk over all of them does.
			return []*Const{im.m.consts.elementValue(c, 0)}
		}
		out := make([]*Const, len(c.Type.Fields))
		for i := range out {
			out[i] = im.m.consts.elementValue(c, i)
		}
		return out
	case cDSOLocal:
		return []*Const{im.m.consts.intern(&Const{Kind: cGlobal, Type: im.m.types.ptr(0), Name: c.Name})}
	}
	return nil
}
