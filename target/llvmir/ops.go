package llvmir

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// fnState is the state of one function body's (or one initializer
// region's) translation.
type fnState struct {
	t      *translator
	fn     *function // nil in an initializer region
	cur    *block
	vals   map[*ir.Value]*value
	blocks map[*ir.Block]*block
	// termBlock is the LLVM block of each translated terminator.
	termBlock map[*ir.Operation]*block
	// pending are the debug records waiting for the next instruction.
	pending []*dbgRecord
	// instSlab and valueSlab hold the instructions and results not yet
	// handed out (allocated in chunks, which live as long as the body).
	instSlab  []inst
	valueSlab []value
}

// slabChunk is how many instructions or results a slab allocation holds.
const slabChunk = 32

// newInst returns a new instruction of the body.
func (f *fnState) newInst(res *value) *inst {
	if len(f.instSlab) == 0 {
		f.instSlab = make([]inst, slabChunk)
	}
	in := &f.instSlab[0]
	f.instSlab = f.instSlab[1:]
	in.res = res
	return in
}

// newLocal returns a new instruction result of LLVM type ty (MLIR type
// mty).
func (f *fnState) newLocal(ty string, mty ir.Type) *value {
	if len(f.valueSlab) == 0 {
		f.valueSlab = make([]value, slabChunk)
	}
	v := &f.valueSlab[0]
	f.valueSlab = f.valueSlab[1:]
	v.ty, v.mty, v.slot = ty, mty, -1
	return v
}

// get returns the LLVM value of an MLIR value.
func (f *fnState) get(v *ir.Value) *value {
	if x := f.vals[v]; x != nil {
		return x
	}
	op := v.DefiningOp()
	if op == nil {
		op = v.OwnerBlock().ParentOp()
	}
	fail(op, "cannot be converted to LLVM IR: operand not yet translated")
	return nil
}

// emit appends an instruction with a result of type ty (nil: none) and
// returns its result.
func (f *fnState) emit(op *ir.Operation, ty ir.Type, parts ...any) *value {
	var res *value
	if ty != nil && !llvm.IsVoid(ty) {
		res = f.newLocal(f.t.mustType(op, ty), ty)
	}
	if f.cur == nil {
		// An initializer region: the caller reports the non-constant.
		if res == nil {
			res = &value{slot: -1}
		}
		return res
	}
	in := f.newInst(res)
	in.parts = parts
	f.cur.insts = append(f.cur.insts, in)
	return res
}

// setResult maps op's single result.
func (f *fnState) setResult(op *ir.Operation, v *value) {
	if op.NumResults() > 0 && v != nil {
		f.vals[op.Result(0)] = v
	}
}

// fmfText renders fast-math flags as LLVM prints them, with a leading
// space ("" when none).
func fmfText(op *ir.Operation) string {
	fa, ok := op.InherentAttr("fastmathFlags").(*llvm.FlagsAttr)
	if !ok || fa.Flags == 0 {
		return ""
	}
	if fa.Flags&0x7f == 0x7f {
		return " fast"
	}
	// LLVM prints reassoc first, then the others in bit order.
	var b strings.Builder
	for _, i := range []int{6, 0, 1, 2, 3, 4, 5} {
		if fa.Flags&(1<<uint(i)) != 0 {
			b.WriteString(" " + []string{"nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"}[i])
		}
	}
	return b.String()
}

// sameTypeOperands renders the operands of an instruction that prints the
// type once when all operands share it, else each operand's type.
func sameTypeOperands(vs ...*value) []any {
	all := false
	for _, v := range vs[1:] {
		if v.ty != vs[0].ty {
			all = true
		}
	}
	var parts []any
	if !all {
		parts = append(parts, vs[0].ty+" ")
	}
	for i, v := range vs {
		if i > 0 {
			parts = append(parts, ", ")
		}
		if all {
			parts = append(parts, v.ty+" ")
		}
		parts = append(parts, v)
	}
	return parts
}

// intBinOps and floatBinOps are the binary instructions by op name.
var intBinOps = map[string]string{
	"llvm.add": "add", "llvm.sub": "sub", "llvm.mul": "mul", "llvm.udiv": "udiv", "llvm.sdiv": "sdiv",
	"llvm.urem": "urem", "llvm.srem": "srem", "llvm.and": "and", "llvm.or": "or", "llvm.xor": "xor",
	"llvm.shl": "shl", "llvm.lshr": "lshr", "llvm.ashr": "ashr",
}

var floatBinOps = map[string]string{
	"llvm.fadd": "fadd", "llvm.fsub": "fsub", "llvm.fmul": "fmul", "llvm.fdiv": "fdiv", "llvm.frem": "frem",
}

var castOps = map[string]string{
	"llvm.trunc": "trunc", "llvm.zext": "zext", "llvm.sext": "sext", "llvm.fptrunc": "fptrunc",
	"llvm.fpext": "fpext", "llvm.fptoui": "fptoui", "llvm.fptosi": "fptosi", "llvm.uitofp": "uitofp",
	"llvm.sitofp": "sitofp", "llvm.ptrtoint": "ptrtoint", "llvm.inttoptr": "inttoptr",
	"llvm.bitcast": "bitcast", "llvm.addrspacecast": "addrspacecast",
}

var icmpPreds = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
var fcmpPreds = []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
	"ule", "une", "uno", "true"}

var orderings = []string{"", "unordered", "monotonic", "", "acquire", "release", "acq_rel", "seq_cst"}

// op translates one operation.
func (f *fnState) op(op *ir.Operation) {
	t := f.t
	name := op.Name()
	if k, ok := intBinOps[name]; ok {
		a, b := f.get(op.Operand(0)), f.get(op.Operand(1))
		if c := t.foldBinary(k, a, b); c != nil {
			f.setResult(op, c)
			return
		}
		flags := ""
		if ov := intAttr(op, "overflowFlags"); ov != 0 {
			if ov&2 != 0 {
				flags += " nuw"
			}
			if ov&1 != 0 {
				flags += " nsw"
			}
		}
		if op.InherentAttr("isExact") != nil {
			flags += " exact"
		}
		if op.InherentAttr("isDisjoint") != nil {
			flags += " disjoint"
		}
		f.setResult(op, f.emit(op, op.Result(0).Type(), append([]any{k + flags + " "}, sameTypeOperands(a, b)...)...))
		return
	}
	if k, ok := floatBinOps[name]; ok {
		a, b := f.get(op.Operand(0)), f.get(op.Operand(1))
		if c := t.foldBinary(k, a, b); c != nil {
			f.setResult(op, c)
			return
		}
		f.setResult(op, f.emit(op, op.Result(0).Type(), append([]any{k + fmfText(op) + " "}, sameTypeOperands(a, b)...)...))
		return
	}
	if k, ok := castOps[name]; ok {
		a := f.get(op.Operand(0))
		rt := op.Result(0).Type()
		if c := t.foldCast(k, a, rt); c != nil {
			f.setResult(op, c)
			return
		}
		flags := ""
		if ov := intAttr(op, "overflowFlags"); ov != 0 {
			if ov&2 != 0 {
				flags += " nuw"
			}
			if ov&1 != 0 {
				flags += " nsw"
			}
		}
		if op.InherentAttr("nonNeg") != nil {
			flags += " nneg"
		}
		f.setResult(op, f.emit(op, rt, k+flags+fmfText(op)+" "+a.ty+" ", a, " to "+t.mustType(op, rt)))
		f.derefMetadata(op)
		return
	}
	if f.intrinsic(op) {
		return
	}
	switch name {
	case "llvm.mlir.constant":
		f.setResult(op, t.constAttr(op, op.Result(0).Type(), op.InherentAttr("value")))
	case "llvm.mlir.zero":
		f.setResult(op, t.special(op.Result(0).Type(), cNull))
	case "llvm.mlir.undef":
		f.setResult(op, t.special(op.Result(0).Type(), cUndef))
	case "llvm.mlir.poison":
		f.setResult(op, t.special(op.Result(0).Type(), cPoison))
	case "llvm.mlir.addressof":
		ref, _ := op.InherentAttr("global_name").(*ir.SymbolRefAttr)
		v := t.symbols[ref.Root]
		if v == nil {
			fail(op, "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'")
		}
		f.setResult(op, v)
	case "llvm.dso_local_equivalent":
		ref, _ := op.InherentAttr("function_name").(*ir.SymbolRefAttr)
		v := t.symbols[ref.Root]
		if v == nil {
			fail(op, "must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'")
		}
		f.setResult(op, &value{ty: v.ty, mty: v.mty, kind: cSymbol, text: "dso_local_equivalent " + v.text})
	case "llvm.blocktag":
	case "llvm.blockaddress":
		if t.spec != nil {
			// Its text needs another body's numbers.
			panic(needsSerial{})
		}
		ba, _ := op.InherentAttr("block_addr").(*llvm.BlockAddressAttr)
		if ba == nil || ba.Function == nil || ba.Tag == nil {
			fail(op, "expected a block address")
		}
		target := t.tags[blockTagKey(ba.Function.Root, ba.Tag.ID)]
		fn := t.symbols[ba.Function.Root]
		if target == nil || fn == nil {
			fail(op, "no block with the tag of the block address")
		}
		f.setResult(op, &value{ty: "ptr", mty: op.Result(0).Type(), kind: cSymbol, text: fn.text, target: target})
	case "llvm.fneg":
		a := f.get(op.Operand(0))
		if c := t.foldNeg(a); c != nil {
			f.setResult(op, c)
			return
		}
		f.setResult(op, f.emit(op, op.Result(0).Type(), "fneg"+fmfText(op)+" "+a.ty+" ", a))
	case "llvm.freeze":
		a := f.get(op.Operand(0))
		f.setResult(op, f.emit(op, op.Result(0).Type(), "freeze "+a.ty+" ", a))
	case "llvm.icmp", "llvm.fcmp":
		a, b := f.get(op.Operand(0)), f.get(op.Operand(1))
		p := int(intAttr(op, "predicate"))
		if c := t.foldCmp(name == "llvm.icmp", p, a, b, op.Result(0).Type()); c != nil {
			f.setResult(op, c)
			return
		}
		var head string
		if name == "llvm.icmp" {
			head = "icmp "
			if op.InherentAttr("sameSign") != nil || op.Attr("sameSign") != nil {
				head += "samesign "
			}
			head += icmpPreds[p] + " "
		} else {
			head = "fcmp" + fmfText(op) + " " + fcmpPreds[p] + " "
		}
		f.setResult(op, f.emit(op, op.Result(0).Type(), append([]any{head}, sameTypeOperands(a, b)...)...))
	case "llvm.select":
		c, a, b := f.get(op.Operand(0)), f.get(op.Operand(1)), f.get(op.Operand(2))
		if v := t.foldSelect(c, a, b); v != nil {
			f.setResult(op, v)
			return
		}
		f.setResult(op, f.emit(op, op.Result(0).Type(), "select"+fmfText(op)+" "+c.ty+" ", c, ", "+a.ty+" ", a, ", "+b.ty+" ", b))
	case "llvm.extractvalue":
		a := f.get(op.Operand(0))
		pos := positions(op)
		if v := t.extractConst(a, pos); v != nil {
			f.setResult(op, v)
			return
		}
		f.setResult(op, f.emit(op, op.Result(0).Type(), "extractvalue "+a.ty+" ", a, ", "+joinInts(pos)))
	case "llvm.insertvalue":
		a, v := f.get(op.Operand(0)), f.get(op.Operand(1))
		pos := positions(op)
		if c := t.insertConst(a, v, pos); c != nil {
			f.setResult(op, c)
			return
		}
		f.setResult(op, f.emit(op, op.Result(0).Type(), "insertvalue "+a.ty+" ", a, ", "+v.ty+" ", v, ", "+joinInts(pos)))
	case "llvm.extractelement":
		a, i := f.get(op.Operand(0)), f.get(op.Operand(1))
		if c := t.extractElemConst(a, i); c != nil {
			f.setResult(op, c)
			return
		}
		f.setResult(op, f.emit(op, op.Result(0).Type(), "extractelement "+a.ty+" ", a, ", "+i.ty+" ", i))
	case "llvm.insertelement":
		a, v, i := f.get(op.Operand(0)), f.get(op.Operand(1)), f.get(op.Operand(2))
		if c := t.insertElemConst(a, v, i); c != nil {
			f.setResult(op, c)
			return
		}
		f.setResult(op, f.emit(op, op.Result(0).Type(), "insertelement "+a.ty+" ", a, ", "+v.ty+" ", v, ", "+i.ty+" ", i))
	case "llvm.shufflevector":
		a, b := f.get(op.Operand(0)), f.get(op.Operand(1))
		mask := denseInts(op.InherentAttr("mask"))
		if c := t.shuffleConst(op.Result(0).Type(), a, b, mask); c != nil {
			f.setResult(op, c)
			return
		}
		f.setResult(op, f.emit(op, op.Result(0).Type(), "shufflevector "+a.ty+" ", a, ", "+b.ty+" ", b, shuffleMaskText(op.Result(0).Type(), mask)))
	case "llvm.alloca":
		f.alloca(op)
	case "llvm.load":
		f.load(op)
	case "llvm.store":
		f.store(op)
	case "llvm.getelementptr":
		f.gep(op)
	case "llvm.fence":
		f.emit(op, nil, "fence"+syncScope(op)+" "+orderings[intAttr(op, "ordering")])
	case "llvm.atomicrmw":
		f.atomicRMW(op)
	case "llvm.cmpxchg":
		f.cmpxchg(op)
	case "llvm.va_arg":
		a := f.get(op.Operand(0))
		f.setResult(op, f.emit(op, op.Result(0).Type(), "va_arg "+a.ty+" ", a, ", "+t.mustType(op, op.Result(0).Type())))
	case "llvm.call":
		f.call(op)
	case "llvm.inline_asm":
		f.inlineAsm(op)
	case "llvm.call_intrinsic":
		f.callIntrinsic(op)
	case "llvm.br", "llvm.cond_br", "llvm.switch", "llvm.return", "llvm.unreachable", "llvm.resume", "llvm.invoke",
		"llvm.indirectbr":
		f.terminator(op)
	case "llvm.landingpad":
		f.landingpad(op)
	default:
		t.unsupported(op)
	}
}

// positions reads the `position` array of extractvalue / insertvalue.
func positions(op *ir.Operation) []int64 {
	return denseInts(op.InherentAttr("position"))
}

func denseInts(a ir.Attribute) []int64 {
	if d, ok := a.(*ir.DenseArrayAttr); ok {
		return d.Int64s()
	}
	return nil
}

func joinInts(xs []int64) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.FormatInt(x, 10)
	}
	return strings.Join(parts, ", ")
}

// shuffleMaskText renders a shufflevector mask as LLVM prints it.
func shuffleMaskText(rt ir.Type, mask []int64) string {
	vt, _ := rt.(*ir.VectorType)
	var b strings.Builder
	b.WriteString(", <")
	if vt != nil && len(vt.Scalable) > 0 && vt.Scalable[0] {
		b.WriteString("vscale x ")
	}
	b.WriteString(strconv.Itoa(len(mask)) + " x i32> ")
	allZero, allPoison := true, true
	for _, m := range mask {
		allZero = allZero && m == 0
		allPoison = allPoison && m == -1
	}
	switch {
	case allZero:
		b.WriteString("zeroinitializer")
	case allPoison:
		b.WriteString("poison")
	default:
		b.WriteByte('<')
		for i, m := range mask {
			if i > 0 {
				b.WriteString(", ")
			}
			if m == -1 {
				b.WriteString("i32 poison")
			} else {
				b.WriteString("i32 " + strconv.FormatInt(m, 10))
			}
		}
		b.WriteByte('>')
	}
	return b.String()
}

// syncScope renders ` syncscope("name")` ("" without one).
func syncScope(op *ir.Operation) string {
	if s, ok := strAttr(op, "syncscope"); ok && s != "" {
		return " syncscope(\"" + s + "\")"
	}
	return ""
}

// alignOf returns the alignment attribute or the ABI alignment of ty.
func (f *fnState) alignOf(op *ir.Operation, ty ir.Type, pref bool) int64 {
	if a := intAttr(op, "alignment"); a != 0 {
		return a
	}
	return int64(f.t.dl.align(ty, pref))
}

// atomicAlign returns the alignment attribute of an atomic access, or as
// LLVM's IRBuilder, the store size of the accessed type.
func (f *fnState) atomicAlign(op *ir.Operation, ty ir.Type) int64 {
	if a := intAttr(op, "alignment"); a != 0 {
		return a
	}
	return int64(f.t.dl.storeSize(ty))
}

func (f *fnState) alloca(op *ir.Operation) {
	ta, _ := op.InherentAttr("elem_type").(*ir.TypeAttr)
	if ta == nil {
		fail(op, "alloca without an element type")
	}
	n := f.get(op.Operand(0))
	et := f.t.mustType(op, ta.Type)
	parts := []any{"alloca "}
	if hasUnit(op, "inalloca") {
		parts[0] = "alloca inalloca "
	}
	parts = append(parts, et)
	if !(n.kind == cInt && n.ival.Int64() == 1 && n.ty == "i32") {
		parts = append(parts, ", "+n.ty+" ", n)
	}
	parts = append(parts, ", align "+strconv.FormatInt(f.alignOf(op, ta.Type, true), 10))
	if pt, ok := op.Result(0).Type().(*llvm.PointerType); ok && pt.AddressSpace != 0 {
		parts = append(parts, ", addrspace("+strconv.FormatUint(uint64(pt.AddressSpace), 10)+")")
	}
	f.setResult(op, f.emit(op, op.Result(0).Type(), parts...))
}

func (f *fnState) load(op *ir.Operation) {
	p := f.get(op.Operand(0))
	rt := op.Result(0).Type()
	head := "load "
	ord := intAttr(op, "ordering")
	if ord != 0 {
		head += "atomic "
	}
	if hasUnit(op, "volatile_") {
		head += "volatile "
	}
	parts := []any{head + f.t.mustType(op, rt) + ", " + p.ty + " ", p}
	if ord != 0 {
		parts = append(parts, syncScope(op)+" "+orderings[ord])
	}
	parts = append(parts, ", align "+strconv.FormatInt(f.alignOf(op, rt, false), 10))
	f.setResult(op, f.emit(op, rt, parts...))
	f.memMetadata(op)
}

func (f *fnState) store(op *ir.Operation) {
	v, p := f.get(op.Operand(0)), f.get(op.Operand(1))
	head := "store "
	ord := intAttr(op, "ordering")
	if ord != 0 {
		head += "atomic "
	}
	if hasUnit(op, "volatile_") {
		head += "volatile "
	}
	parts := []any{head + v.ty + " ", v, ", " + p.ty + " ", p}
	if ord != 0 {
		parts = append(parts, syncScope(op)+" "+orderings[ord])
	}
	parts = append(parts, ", align "+strconv.FormatInt(f.alignOf(op, op.Operand(0).Type(), false), 10))
	f.emit(op, nil, parts...)
	f.memMetadata(op)
}

// memMetadata attaches the metadata of a memory access (nontemporal,
// invariant.load, invariant.group) to the last instruction.
func (f *fnState) memMetadata(op *ir.Operation) {
	if hasUnit(op, "nontemporal") {
		f.attach(mdNontemporal, "nontemporal", f.t.md.get("i32 1"))
	}
	if hasUnit(op, "invariant") {
		f.attach(mdInvariantLoad, "invariant.load", f.t.md.get())
	}
	if hasUnit(op, "invariantGroup") {
		f.attach(mdInvariantGroup, "invariant.group", f.t.md.get())
	}
	f.derefMetadata(op)
}

// derefMetadata attaches !dereferenceable or !dereferenceable_or_null to
// the last instruction (a load or inttoptr) when op carries the attribute.
func (f *fnState) derefMetadata(op *ir.Operation) {
	d, ok := op.InherentAttr("dereferenceable").(*llvm.DereferenceableAttr)
	if !ok {
		return
	}
	node := f.t.md.get("i64 " + strconv.FormatUint(d.Bytes, 10))
	if d.MayBeNull {
		f.attach(mdDerefOrNull, "dereferenceable_or_null", node)
	} else {
		f.attach(mdDeref, "dereferenceable", node)
	}
}

func (f *fnState) atomicRMW(op *ir.Operation) {
	p, v := f.get(op.Operand(0)), f.get(op.Operand(1))
	ops := []string{"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin", "fadd", "fsub",
		"fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat", "fmaximum", "fminimum"}
	head := "atomicrmw "
	if hasUnit(op, "volatile_") {
		head += "volatile "
	}
	head += ops[intAttr(op, "bin_op")] + " "
	f.setResult(op, f.emit(op, op.Result(0).Type(), head+p.ty+" ", p, ", "+v.ty+" ", v,
		syncScope(op)+" "+orderings[intAttr(op, "ordering")]+", align "+
			strconv.FormatInt(f.atomicAlign(op, op.Operand(1).Type()), 10)))
}

func (f *fnState) cmpxchg(op *ir.Operation) {
	p, c, n := f.get(op.Operand(0)), f.get(op.Operand(1)), f.get(op.Operand(2))
	head := "cmpxchg "
	if hasUnit(op, "weak") {
		head += "weak "
	}
	if hasUnit(op, "volatile_") {
		head += "volatile "
	}
	f.setResult(op, f.emit(op, op.Result(0).Type(), head+p.ty+" ", p, ", "+c.ty+" ", c, ", "+n.ty+" ", n,
		syncScope(op)+" "+orderings[intAttr(op, "success_ordering")]+" "+orderings[intAttr(op, "failure_ordering")]+
			", align "+strconv.FormatInt(f.atomicAlign(op, op.Operand(1).Type()), 10)))
}

// gep translates llvm.getelementptr: constant indices as i32, dynamic
// ones as they are.
func (f *fnState) gep(op *ir.Operation) {
	ta, _ := op.InherentAttr("elem_type").(*ir.TypeAttr)
	raw := denseInts(op.InherentAttr("rawConstantIndices"))
	if ta == nil {
		fail(op, "getelementptr without an element type")
	}
	base := f.get(op.Operand(0))
	var idx []*value
	dyn := 1
	for _, r := range raw {
		if r == -2147483648 {
			idx = append(idx, f.get(op.Operand(dyn)))
			dyn++
		} else {
			idx = append(idx, f.t.intConst(f.t.ctx.I(32), big.NewInt(r)))
		}
	}
	flags := intAttr(op, "noWrapFlags")
	if c := f.t.foldGEP(ta.Type, base, idx, flags); c != nil {
		f.setResult(op, c)
		return
	}
	head := "getelementptr "
	switch {
	case flags&1 != 0:
		head += "inbounds "
	case flags&2 != 0:
		head += "nusw "
	}
	if flags&4 != 0 {
		head += "nuw "
	}
	parts := []any{head + f.t.mustType(op, ta.Type) + ", " + base.ty + " ", base}
	for _, i := range idx {
		parts = append(parts, ", "+i.ty+" ", i)
	}
	f.setResult(op, f.emit(op, op.Result(0).Type(), parts...))
}
