package llvmimport

import (
	"strconv"
	"strings"
)

// icmpPreds and fcmpPreds number the comparison predicates as the llvm
// dialect's enums do.
var (
	icmpPreds = map[string]int{"eq": 0, "ne": 1, "slt": 2, "sle": 3, "sgt": 4, "sge": 5, "ult": 6, "ule": 7, "ugt": 8, "uge": 9}
	fcmpPreds = map[string]int{"false": 0, "oeq": 1, "ogt": 2, "oge": 3, "olt": 4, "ole": 5, "one": 6, "ord": 7,
		"ueq": 8, "ugt": 9, "uge": 10, "ult": 11, "ule": 12, "une": 13, "uno": 14, "true": 15}
	orderingNums = map[string]int{"": 0, "unordered": 1, "monotonic": 2, "acquire": 4, "release": 5, "acq_rel": 6, "seq_cst": 7}
	rmwOps       = map[string]int{"xchg": 0, "add": 1, "sub": 2, "and": 3, "nand": 4, "or": 5, "xor": 6, "max": 7,
		"min": 8, "umax": 9, "umin": 10, "fadd": 11, "fsub": 12, "fmax": 13, "fmin": 14, "uinc_wrap": 15,
		"udec_wrap": 16, "usub_cond": 17, "usub_sat": 18, "fmaximum": 19, "fminimum": 20}
	tailKinds = map[string]string{"": "none", "tail": "tail", "musttail": "musttail", "notail": "notail"}
)

// fmfOrder lists the fast-math flags in the attribute's order.
var fmfOrder = []string{"nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"}

// fastmath spells the fast-math flags of an instruction.
func fastmath(in *Inst) string {
	var fl []string
	for _, f := range fmfOrder {
		if in.Flags["fast"] || in.Flags[f] {
			fl = append(fl, f)
		}
	}
	if len(fl) == len(fmfOrder) {
		return "fastmathFlags = #llvm.fastmath<fast>"
	}
	if len(fl) == 0 {
		return "fastmathFlags = #llvm.fastmath<none>"
	}
	return "fastmathFlags = #llvm.fastmath<" + strings.Join(fl, ", ") + ">"
}

// overflow spells the nsw/nuw flags.
func overflow(in *Inst) string {
	n := 0
	if in.Flags["nsw"] {
		n |= 1
	}
	if in.Flags["nuw"] {
		n |= 2
	}
	return "overflowFlags = " + strconv.Itoa(n) + " : i32"
}

// inst converts one instruction of block b.
func (im *importer) inst(r *region, b *Block, in *Inst) error {
	im.at(in.Line, in.Col)
	v, err := im.instValue(r, b, in)
	if err != nil {
		return err
	}
	if v != "" {
		r.vals[in] = v
	}
	return nil
}

// operands converts the instruction's operands in order.
func (im *importer) operands(r *region, ops []*Operand) ([]string, []*Type, error) {
	names := make([]string, len(ops))
	types := make([]*Type, len(ops))
	for i, o := range ops {
		v, err := im.value(r, o)
		if err != nil {
			return nil, nil, err
		}
		names[i], types[i] = v, o.Type
	}
	return names, types, nil
}

// branchArgs converts the values the phis of target receive from block
// from (convertBranchArgs).
func (im *importer) branchArgs(r *region, from *Block, target string) ([]string, []*Type, error) {
	var names []string
	var types []*Type
	for _, blk := range r.fn.Blocks {
		if blk.Name != target {
			continue
		}
		for _, phi := range blk.Insts {
			if phi.Op != "phi" {
				break
			}
			found := false
			for _, inc := range phi.Phi {
				if inc.Block != from.Name {
					continue
				}
				v, err := im.value(r, inc.Val)
				if err != nil {
					return nil, nil, err
				}
				names, types = append(names, v), append(types, phi.Type)
				found = true
				break
			}
			if !found {
				return nil, nil, im.errorf("PHINode should have one entry for each predecessor of its parent basic block!")
			}
		}
	}
	return names, types, nil
}

// successorList spells successors with their block operands.
func successorList(blocks []string) string { return "[" + strings.Join(blocks, ", ") + "]" }

// instValue converts an instruction (or a constant expression, when b is
// nil) and returns its result name.
func (im *importer) instValue(r *region, b *Block, in *Inst) (string, error) {
	w := r.cur
	op := in.Op
	switch {
	case op == "br":
		var succs []string
		var allArgs [][]string
		var allTypes [][]*Type
		for _, t := range in.Targets {
			args, types, err := im.branchArgs(r, b, t)
			if err != nil {
				return "", err
			}
			succs = append(succs, r.blocks[t].name)
			allArgs, allTypes = append(allArgs, args), append(allTypes, types)
		}
		if len(in.Targets) == 1 {
			im.op(w, "llvm.br", allArgs[0], allTypes[0], successorList(succs), nil, nil)
			return "", nil
		}
		c, err := im.value(r, in.Ops[0])
		if err != nil {
			return "", err
		}
		ops := append(append([]string{c}, allArgs[0]...), allArgs[1]...)
		types := append(append([]*Type{in.Ops[0].Type}, allTypes[0]...), allTypes[1]...)
		im.op(w, "llvm.cond_br", ops, types, successorList(succs),
			[]string{"operandSegmentSizes = array<i32: 1, " + strconv.Itoa(len(allArgs[0])) + ", " + strconv.Itoa(len(allArgs[1])) + ">"}, nil)
		return "", nil
	case op == "switch":
		c, err := im.value(r, in.Ops[0])
		if err != nil {
			return "", err
		}
		ops, types := []string{c}, []*Type{in.Ops[0].Type}
		var succs, segs, vals []string
		for i, t := range in.Targets {
			args, ts, err := im.branchArgs(r, b, t)
			if err != nil {
				return "", err
			}
			ops, types = append(ops, args...), append(types, ts...)
			succs = append(succs, r.blocks[t].name)
			if i == 0 {
				segs = append(segs, "1", strconv.Itoa(len(args)))
				continue
			}
			vals = append(vals, in.Cases[i-1].Int.String())
			segs = append(segs, strconv.Itoa(len(args)))
		}
		caseSegs := segs[2:]
		total := 0
		for _, s := range caseSegs {
			n, _ := strconv.Atoi(s)
			total += n
		}
		props := []string{"case_operand_segments = array<i32" + prefixList(caseSegs) + ">",
			"operandSegmentSizes = array<i32: 1, " + segs[1] + ", " + strconv.Itoa(total) + ">"}
		if len(vals) > 0 {
			props = append(props, "case_values = dense<["+strings.Join(vals, ", ")+"]> : vector<"+strconv.Itoa(len(vals))+"x"+im.ty(in.Ops[0].Type)+">")
		}
		im.op(w, "llvm.switch", ops, types, successorList(succs), props, nil)
		return "", nil
	case op == "indirectbr":
		addr, err := im.value(r, in.Ops[0])
		if err != nil {
			return "", err
		}
		ops, types := []string{addr}, []*Type{in.Ops[0].Type}
		var succs, segs []string
		for _, t := range in.Targets {
			args, ts, err := im.branchArgs(r, b, t)
			if err != nil {
				return "", err
			}
			ops, types = append(ops, args...), append(types, ts...)
			succs = append(succs, r.blocks[t].name)
			segs = append(segs, strconv.Itoa(len(args)))
		}
		im.op(w, "llvm.indirectbr", ops, types, successorList(succs), []string{"indbr_operand_segments = array<i32" + prefixList(segs) + ">"}, nil)
		return "", nil
	case op == "ret":
		ops, types, err := im.operands(r, in.Ops)
		if err != nil {
			return "", err
		}
		im.op(w, "llvm.return", ops, types, "", nil, nil)
		return "", nil
	case op == "unreachable":
		im.op(w, "llvm.unreachable", nil, nil, "", nil, nil)
		return "", nil
	case op == "call":
		return im.call(r, in)
	case op == "invoke":
		return im.invoke(r, b, in)
	case op == "getelementptr":
		ops, types, err := im.operands(r, in.Ops)
		if err != nil {
			return "", err
		}
		return im.gep(w, in, ops, types), nil
	}
	ops, types, err := im.operands(r, in.Ops)
	if err != nil {
		return "", err
	}
	var props []string
	name := "llvm." + op
	switch {
	case op == "add" || op == "sub" || op == "mul" || op == "shl" || op == "trunc":
		props = []string{overflow(in)}
	case op == "udiv" || op == "sdiv" || op == "lshr" || op == "ashr":
		if in.Flags["exact"] {
			props = []string{"isExact"}
		}
	case op == "or":
		if in.Flags["disjoint"] {
			props = []string{"isDisjoint"}
		}
	case op == "zext" || op == "uitofp":
		if in.Flags["nneg"] {
			props = []string{"nonNeg"}
		}
	case fpBinOps[op] || op == "fneg" || op == "select":
		props = []string{fastmath(in)}
	case op == "icmp":
		props = []string{"predicate = " + strconv.Itoa(icmpPreds[in.Pred]) + " : i64"}
	case op == "fcmp":
		props = []string{fastmath(in), "predicate = " + strconv.Itoa(fcmpPreds[in.Pred]) + " : i64"}
	case op == "shufflevector":
		props = []string{"mask = array<i32" + prefixList(int64List(in.Indices)) + ">"}
	case op == "extractvalue" || op == "insertvalue":
		props = []string{"position = array<i64" + prefixList(int64List(in.Indices)) + ">"}
	case op == "alloca":
		if len(ops) == 0 {
			one := im.m.consts.intern(&Const{Kind: cInt, Type: im.m.types.intType(32), Int: bigOne})
			v, err := im.constant(r, one)
			if err != nil {
				return "", err
			}
			ops, types = []string{v}, []*Type{one.Type}
		}
		align := in.Align
		if align == 0 {
			align = prefAlign(in.ElemType)
		}
		props = []string{"alignment = " + strconv.FormatInt(align, 10) + " : i64", "elem_type = " + im.ty(in.ElemType)}
	case op == "load" || op == "store":
		t := in.Type
		if op == "store" {
			t = in.Ops[0].Type
		}
		props = im.memProps(in, abiAlign(t))
	case op == "atomicrmw":
		props = append(im.memProps(in, storeSize(in.Type)), "bin_op = "+strconv.Itoa(rmwOps[in.Pred])+" : i64")
	case op == "cmpxchg":
		props = im.memProps(in, storeSize(in.Ops[1].Type))
		props[1] = "success_ordering = " + strconv.Itoa(orderingNums[in.Ordering[0]]) + " : i64"
		props = append(props, "failure_ordering = "+strconv.Itoa(orderingNums[in.Ordering[1]])+" : i64")
		if in.Flags["weak"] {
			props = append(props, "weak")
		}
	case op == "fence":
		props = []string{"ordering = " + strconv.Itoa(orderingNums[in.Ordering[0]]) + " : i64"}
		if in.Syncscope != "" {
			props = append(props, "syncscope = "+quoteMLIR(in.Syncscope))
		}
	case op == "landingpad":
		if in.Flags["cleanup"] {
			props = []string{"cleanup"}
		}
	case op == "resume":
		im.op(w, name, ops, types, "", nil, nil)
		return "", nil
	case castOps[op] || op == "freeze" || op == "extractelement" || op == "insertelement" || op == "va_arg":
	case intBinOps[op]:
	default:
		return "", im.errorf("unhandled instruction: %s", op)
	}
	if op == "fence" || op == "store" {
		im.op(w, name, ops, types, "", props, nil)
		return "", nil
	}
	return im.op(w, name, ops, types, "", props, in.Type), nil
}

// memProps are the alignment, ordering, volatile and syncscope properties
// of memory operations; natural is the alignment when none is written.
func (im *importer) memProps(in *Inst, natural int64) []string {
	align := in.Align
	if align == 0 {
		align = natural
	}
	ord := ""
	if len(in.Ordering) > 0 {
		ord = in.Ordering[0]
	}
	props := []string{"alignment = " + strconv.FormatInt(align, 10) + " : i64", "ordering = " + strconv.Itoa(orderingNums[ord]) + " : i64"}
	if in.Flags["volatile"] {
		props = append(props, "volatile_")
	}
	if in.Syncscope != "" {
		props = append(props, "syncscope = "+quoteMLIR(in.Syncscope))
	}
	return props
}

// gep writes a getelementptr: constant indices into structs become static
// indices, as the llvm dialect's builder refines them.
func (im *importer) gep(w *strings.Builder, in *Inst, ops []string, types []*Type) string {
	const dynamic = -2147483648
	var raw []string
	dynOps, dynTypes := []string{ops[0]}, []*Type{types[0]}
	cur := in.ElemType
	for i, o := range in.Ops[1:] {
		isStruct := i > 0 && cur != nil && cur.Kind == kStruct
		if isStruct && o.Const != nil && o.Const.Kind == cInt && o.Const.Int.IsInt64() && o.Const.Int.Int64() >= dynamic && o.Const.Int.Int64() <= 2147483647 {
			raw = append(raw, o.Const.Int.String())
		} else {
			raw = append(raw, strconv.Itoa(dynamic))
			dynOps, dynTypes = append(dynOps, ops[i+1]), append(dynTypes, types[i+1])
		}
		if i == 0 || cur == nil {
			continue
		}
		switch cur.Kind {
		case kVector, kArray:
			cur = cur.Elem
		case kStruct:
			idx, err := strconv.Atoi(raw[len(raw)-1])
			if err == nil && idx >= 0 && idx < len(cur.Fields) {
				cur = cur.Fields[idx]
			} else {
				cur = nil
			}
		default:
			cur = nil
		}
	}
	flags := 0
	if in.Flags["inbounds"] {
		flags |= 3
	}
	if in.Flags["nusw"] {
		flags |= 2
	}
	if in.Flags["nuw"] {
		flags |= 4
	}
	props := []string{"elem_type = " + im.ty(in.ElemType), "noWrapFlags = " + strconv.Itoa(flags) + " : i32",
		"rawConstantIndices = array<i32" + prefixList(raw) + ">"}
	return im.op(w, "llvm.getelementptr", dynOps, dynTypes, "", props, in.Type)
}

// prefixList spells ": a, b" for array<T: a, b> ("" when empty).
func prefixList(items []string) string {
	if len(items) == 0 {
		return ""
	}
	return ": " + strings.Join(items, ", ")
}

func int64List(v []int64) []string {
	out := make([]string, len(v))
	for i, n := range v {
		out[i] = strconv.FormatInt(n, 10)
	}
	return out
}

// callee returns the name of the called function or ifunc of a direct
// call ("" for an indirect one).
func (im *importer) callee(in *Inst) (string, error) {
	if in.Callee.Const == nil || in.Callee.Const.Kind != cGlobal {
		return "", nil
	}
	name := in.Callee.Const.Name
	var fnType *Type
	if f := im.m.funcByName[name]; f != nil {
		fnType = f.Type
	} else if g := im.m.globalByName[name]; g == nil {
		return "", im.errorf("use of undefined value '@%s'", name)
	} else if !im.isIFunc(g) {
		return "", nil
	} else {
		fnType = g.ValueType
	}
	if fnType != in.ElemType {
		return "", im.errorf("incompatible call and callee types are not supported")
	}
	return name, nil
}

// isIFunc reports whether g is an ifunc.
func (im *importer) isIFunc(g *Global) bool {
	for _, f := range im.m.IFuncs {
		if f == g {
			return true
		}
	}
	return false
}

// callOperands converts the callee (of an indirect call) and the
// arguments (convertCallOperands).
func (im *importer) callOperands(r *region, in *Inst, callee string) ([]string, []*Type, error) {
	var ops []string
	var types []*Type
	if callee == "" {
		v, err := im.value(r, in.Callee)
		if err != nil {
			return nil, nil, err
		}
		ops, types = append(ops, v), append(types, in.Callee.Type)
	}
	args, argTypes, err := im.operands(r, in.Ops)
	if err != nil {
		return nil, nil, err
	}
	return append(ops, args...), append(types, argTypes...), nil
}

// callProps are the properties calls and invokes share.
func (im *importer) callProps(in *Inst, callee string) []string {
	props := []string{"CConv = #llvm.cconv<" + cconvNames[in.CConv] + ">", "op_bundle_sizes = array<i32>"}
	if callee != "" {
		props = append(props, "callee = @"+quoteMLIR(callee))
	}
	if in.ElemType.VarArg {
		props = append(props, "var_callee_type = "+im.ty(in.ElemType))
	}
	return props
}

// argResAttrs are the arg_attrs and res_attrs properties of a call site.
func (im *importer) argResAttrs(in *Inst) []string {
	var props []string
	anyArg := false
	var dicts []string
	for _, s := range in.ArgAttrs {
		d := im.paramAttrDict(s)
		anyArg = anyArg || len(s) > 0
		dicts = append(dicts, d)
	}
	if anyArg {
		props = append(props, "arg_attrs = ["+strings.Join(dicts, ", ")+"]")
	}
	if len(in.RetAttrs) > 0 {
		props = append(props, "res_attrs = ["+im.paramAttrDict(in.RetAttrs)+"]")
	}
	return props
}

// invoke converts an invoke; when its result flows into a phi of the
// normal destination, it branches to a new block in front of it that
// forwards the phi operands.
func (im *importer) invoke(r *region, b *Block, in *Inst) (string, error) {
	if in.Callee.Const != nil && in.Callee.Const.Kind == cGlobal && strings.HasPrefix(in.Callee.Const.Name, "llvm.") {
		return "", im.errorf("invoke of an intrinsic is not supported")
	}
	callee, err := im.callee(in)
	if err != nil {
		return "", err
	}
	ops, types, err := im.callOperands(r, in, callee)
	if err != nil {
		return "", err
	}
	normal, unwind := in.Targets[0], in.Targets[1]
	usedInPhi := false
	for _, blk := range r.fn.Blocks {
		if blk.Name != normal {
			continue
		}
		for _, phi := range blk.Insts {
			if phi.Op != "phi" {
				break
			}
			for _, inc := range phi.Phi {
				if inc.Block == b.Name {
					usedInPhi = usedInPhi || inc.Val.Val == Value(in)
					break
				}
			}
		}
	}
	unwindArgs, unwindTypes, err := im.branchArgs(r, b, unwind)
	if err != nil {
		return "", err
	}
	// The result is named first: the normal destination's phis may use it.
	res := ""
	if in.Type.Kind != kVoid {
		res = im.newValue()
		r.vals[in] = res
	}
	normalArgs, normalTypes, err := im.branchArgs(r, b, normal)
	if err != nil {
		return "", err
	}
	direct := r.blocks[normal]
	if usedInPhi {
		dummy := &blockOut{name: "^bbi" + strconv.Itoa(im.nextID)}
		im.nextID++
		for i, bo := range r.order {
			if bo == direct {
				r.order = append(r.order[:i], append([]*blockOut{dummy}, r.order[i:]...)...)
				break
			}
		}
		im.op(&dummy.body, "llvm.br", normalArgs, normalTypes, successorList([]string{direct.name}), nil, nil)
		direct, normalArgs, normalTypes = dummy, nil, nil
	}
	props := append(im.callProps(in, callee), im.argResAttrs(in)...)
	props = append(props, "operandSegmentSizes = array<i32: "+strconv.Itoa(len(ops))+", "+strconv.Itoa(len(normalArgs))+", "+strconv.Itoa(len(unwindArgs))+", 0>")
	allOps := append(append(ops, normalArgs...), unwindArgs...)
	allTypes := append(append(types, normalTypes...), unwindTypes...)
	w := r.cur
	if res != "" {
		w.WriteString(res + " = ")
	}
	im.opNoResult(w, "llvm.invoke", allOps, allTypes, successorList([]string{direct.name, r.blocks[unwind].name}), props, in.Type)
	return res, nil
}

// call converts a call: intrinsics become llvm.intr ops.
func (im *importer) call(r *region, in *Inst) (string, error) {
	w := r.cur
	fnType := in.ElemType
	if in.Callee.Const != nil && in.Callee.Const.Kind == cGlobal && strings.HasPrefix(in.Callee.Const.Name, "llvm.") {
		return im.intrinsic(r, in, in.Callee.Const.Name)
	}
	callee, err := im.callee(in)
	if err != nil {
		return "", err
	}
	ops, types, err := im.callOperands(r, in, callee)
	if err != nil {
		return "", err
	}
	props := append(im.callProps(in, callee), "TailCallKind = #llvm.tailcallkind<"+tailKinds[in.Tail]+">", fastmath(in),
		"operandSegmentSizes = array<i32: "+strconv.Itoa(len(ops))+", 0>")
	var fnAttrs []attrSet
	fnAttrs = append(fnAttrs, in.FnAttrs)
	if f := im.m.funcByName[callee]; f != nil {
		fnAttrs = append([]attrSet{f.FnAttrs}, fnAttrs...)
	}
	if me := memoryEffects(fnAttrs...); me != "" {
		props = append(props, "memory_effects = "+me)
	}
	for _, u := range callUnitAttrs {
		if in.FnAttrs.has(u.llvm) {
			props = append(props, u.mlir)
		}
	}
	props = append(props, im.argResAttrs(in)...)
	return im.op(w, "llvm.call", ops, types, "", props, fnType.Elem), nil
}

// callUnitAttrs maps call-site function attributes to llvm.call unit
// properties.
var callUnitAttrs = []struct{ llvm, mlir string }{{"convergent", "convergent"}, {"nounwind", "no_unwind"},
	{"willreturn", "will_return"}, {"noreturn", "noreturn"}, {"optsize", "optsize"}, {"nobuiltin", "nobuiltin"},
	{"minsize", "minsize"}, {"returns_twice", "returns_twice"}, {"hot", "hot"}, {"cold", "cold"},
	{"noduplicate", "noduplicate"}, {"nocallback", "nocallback"}, {"noinline", "no_inline"},
	{"alwaysinline", "always_inline"}, {"inlinehint", "inline_hint"}}
