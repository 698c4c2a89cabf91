package llvmimport

import (
	"math/big"
	"strconv"
)

// Instruction groups by syntax.
var (
	intBinOps = map[string]bool{"add": true, "sub": true, "mul": true, "shl": true, "udiv": true,
		"sdiv": true, "lshr": true, "ashr": true, "urem": true, "srem": true, "and": true, "or": true, "xor": true}
	fpBinOps = map[string]bool{"fadd": true, "fsub": true, "fmul": true, "fdiv": true, "frem": true}
	castOps  = map[string]bool{"trunc": true, "zext": true, "sext": true, "fptrunc": true, "fpext": true,
		"fptoui": true, "fptosi": true, "uitofp": true, "sitofp": true, "ptrtoint": true, "inttoptr": true,
		"bitcast": true, "addrspacecast": true, "ptrtoaddr": true}
	fmfWords = map[string]bool{"nnan": true, "ninf": true, "nsz": true, "arcp": true, "contract": true,
		"afn": true, "reassoc": true, "fast": true}
	orderings = map[string]bool{"unordered": true, "monotonic": true, "acquire": true, "release": true,
		"acq_rel": true, "seq_cst": true}
)

// parseFlags reads the given flag words into inst.Flags.
func (p *parser) parseFlags(inst *Inst, allowed map[string]bool) {
	for p.tok.kind == tKeyword && allowed[p.tok.text] {
		if inst.Flags == nil {
			inst.Flags = map[string]bool{}
		}
		inst.Flags[p.next().text] = true
	}
}

var (
	wrapFlags     = map[string]bool{"nuw": true, "nsw": true}
	exactFlags    = map[string]bool{"exact": true}
	disjointFlags = map[string]bool{"disjoint": true}
	nnegFlags     = map[string]bool{"nneg": true}
	gepFlags      = map[string]bool{"inbounds": true, "nuw": true, "nusw": true, "inrange": true}
	icmpFlags     = map[string]bool{"samesign": true}
)

// flagsFor returns the flag words an opcode accepts.
func flagsFor(op string) map[string]bool {
	switch op {
	case "add", "sub", "mul", "shl", "trunc":
		return wrapFlags
	case "udiv", "sdiv", "lshr", "ashr":
		return exactFlags
	case "or":
		return disjointFlags
	case "zext", "uitofp":
		return nnegFlags
	case "fptrunc", "fpext", "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "fcmp", "select", "phi", "call":
		return fmfWords
	case "icmp":
		return icmpFlags
	}
	return nil
}

// parseValue reads a value of type t: a local name or a constant.
func (p *parser) parseValue(t *Type) *Operand {
	tok := p.tok
	if tok.kind == tLocal {
		p.next()
		return &Operand{Type: t, Local: tok.text, Line: tok.line, Col: tok.col}
	}
	return &Operand{Type: t, Const: p.parseConst(t), Line: tok.line, Col: tok.col}
}

// parseTypedValue reads `type value`.
func (p *parser) parseTypedValue() *Operand {
	t := p.parseType()
	return p.parseValue(t)
}

// parseLabelRef reads `label %name`.
func (p *parser) parseLabelRef() string {
	p.expect(tKeyword, "label", "'label'")
	if p.tok.kind != tLocal {
		p.fail(p.tok, "expected basic block name")
	}
	name := p.next().text
	p.blockNum(name)
	return name
}

// parseBody reads a function body and resolves its local names.
func (p *parser) parseBody(f *Function) {
	p.fn = f
	p.blockNums = map[string]int{}
	defer func() { p.fn = nil }()
	for _, bb := range p.pendingAddrs[f.Name] {
		p.blockNum(bb)
	}
	p.expectPunct("{")
	var cur *Block
	unnamed := 0
	for !p.is(tPunct, "}") {
		if p.tok.kind == tEOF {
			p.fail(p.tok, "expected instruction opcode")
		}
		if p.tok.kind == tLabel {
			name := p.next().text
			cur = &Block{Name: name, Num: p.blockNum(name)}
			f.Blocks = append(f.Blocks, cur)
			continue
		}
		if cur == nil || (len(cur.Insts) > 0 && isTerminator(cur.Insts[len(cur.Insts)-1].Op)) {
			// An unnamed block: it is created here (named by number later).
			unnamed++
			cur = &Block{Num: p.blockNum("\x00" + itoa(unnamed))}
			f.Blocks = append(f.Blocks, cur)
		}
		in := p.parseInst()
		if in.Name != "" && in.Type.Kind == kVoid {
			p.fail(token{line: in.Line, col: in.Col}, "instructions returning void cannot have a name")
		}
		if in.Op == "ret" {
			ret := f.Type.Elem
			if (len(in.Ops) == 0) != (ret.Kind == kVoid) || len(in.Ops) == 1 && in.Ops[0].Type != ret {
				p.fail(token{line: in.Line, col: in.Col}, "value doesn't match function result type '%s'", ret.llvmString())
			}
		}
		cur.Insts = append(cur.Insts, in)
	}
	end := p.next()
	if len(f.Blocks) == 0 {
		p.fail(end, "function body requires at least one basic block")
	}
	for _, b := range f.Blocks {
		if len(b.Insts) == 0 || !isTerminator(b.Insts[len(b.Insts)-1].Op) {
			p.fail(end, "expected instruction opcode")
		}
	}
	p.numberUnnamed(f)
	p.resolveLocals(f)
	for _, b := range f.Blocks {
		b.AddressTaken = p.takenAddrs[f.Name][b.Name]
	}
}

func isTerminator(op string) bool {
	switch op {
	case "ret", "br", "switch", "indirectbr", "invoke", "resume", "unreachable", "callbr",
		"catchswitch", "catchret", "cleanupret":
		return true
	}
	return false
}

// numberUnnamed gives unnamed arguments, blocks and values their numbers,
// in LLVM's order (explicitly numbered ones take their slot).
func (p *parser) numberUnnamed(f *Function) {
	n := 0
	number := func(name *string) {
		if *name == "" {
			*name = itoa(n)
			n++
		} else if isAllDigits(*name) {
			if v, err := strconv.Atoi(*name); err == nil {
				n = v + 1
			}
		}
	}
	for _, a := range f.Args {
		number(&a.Name)
	}
	for _, b := range f.Blocks {
		number(&b.Name)
		for _, in := range b.Insts {
			if in.Type.Kind != kVoid {
				number(&in.Name)
			}
		}
	}
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

// resolveLocals binds local operands to their definitions.
func (p *parser) resolveLocals(f *Function) {
	defs := map[string]Value{}
	for _, a := range f.Args {
		if _, dup := defs[a.Name]; dup {
			p.fail(token{line: f.Line, col: f.Col}, "redefinition of argument '%%%s'", a.Name)
		}
		defs[a.Name] = a
	}
	blocks := map[string]bool{}
	for _, b := range f.Blocks {
		if blocks[b.Name] {
			p.fail(token{line: f.Line, col: f.Col}, "redefinition of block '%%%s'", b.Name)
		}
		blocks[b.Name] = true
		for _, in := range b.Insts {
			if in.Type.Kind != kVoid {
				if _, dup := defs[in.Name]; dup {
					p.fail(token{line: in.Line, col: in.Col}, "multiple definition of local value named '%s'", in.Name)
				}
				defs[in.Name] = in
			}
		}
	}
	resolve := func(o *Operand) {
		if o == nil || o.Const != nil {
			return
		}
		v, ok := defs[o.Local]
		if !ok {
			p.fail(token{line: o.Line, col: o.Col}, "use of undefined value '%%%s'", o.Local)
		}
		if v.typ() != o.Type {
			p.fail(token{line: o.Line, col: o.Col}, "'%%%s' defined with type '%s' but expected '%s'", o.Local, v.typ().llvmString(), o.Type.llvmString())
		}
		o.Val = v
	}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			for _, o := range in.Ops {
				resolve(o)
			}
			resolve(in.Callee)
			for _, ph := range in.Phi {
				resolve(ph.Val)
				if !blocks[ph.Block] {
					p.fail(token{line: in.Line, col: in.Col}, "use of undefined value '%%%s'", ph.Block)
				}
			}
			for _, t := range in.Targets {
				if !blocks[t] {
					p.fail(token{line: in.Line, col: in.Col}, "use of undefined value '%%%s'", t)
				}
			}
		}
	}
}

// parseInst reads one instruction.
func (p *parser) parseInst() *Inst {
	start := p.tok
	name := ""
	if start.kind == tLocal {
		name = p.next().text
		p.expectPunct("=")
	}
	if p.tok.kind != tKeyword {
		p.fail(p.tok, "expected instruction opcode")
	}
	in := &Inst{Name: name, Line: start.line, Col: start.col}
	tail := ""
	if p.isKw("tail") || p.isKw("musttail") || p.isKw("notail") {
		tail = p.next().text
	}
	opTok := p.next()
	in.Op = opTok.text
	in.Tail = tail
	void := p.types.simple(kVoid)
	in.Type = void
	switch op := in.Op; {
	case intBinOps[op] || fpBinOps[op]:
		p.parseFlags(in, flagsFor(op))
		t := p.parseType()
		a := p.parseValue(t)
		p.expectPunct(",")
		b := p.parseValue(t)
		in.Ops, in.Type = []*Operand{a, b}, t
	case op == "fneg":
		p.parseFlags(in, fmfWords)
		a := p.parseTypedValue()
		in.Ops, in.Type = []*Operand{a}, a.Type
	case castOps[op]:
		p.parseFlags(in, flagsFor(op))
		a := p.parseTypedValue()
		p.expect(tKeyword, "to", "'to'")
		in.Ops, in.Type = []*Operand{a}, p.parseType()
	case op == "icmp" || op == "fcmp":
		p.parseFlags(in, flagsFor(op))
		if p.tok.kind != tKeyword {
			p.fail(p.tok, "expected %s predicate", op)
		}
		in.Pred = p.next().text
		t := p.parseType()
		a := p.parseValue(t)
		p.expectPunct(",")
		b := p.parseValue(t)
		in.Ops = []*Operand{a, b}
		in.Type = p.types.intType(1)
		if t.Kind == kVector {
			in.Type = p.types.intern(&Type{Kind: kVector, Len: t.Len, Scalable: t.Scalable, Elem: in.Type})
		}
	case op == "select":
		p.parseFlags(in, fmfWords)
		c := p.parseTypedValue()
		p.expectPunct(",")
		a := p.parseTypedValue()
		p.expectPunct(",")
		b := p.parseTypedValue()
		in.Ops, in.Type = []*Operand{c, a, b}, a.Type
	case op == "phi":
		p.parseFlags(in, fmfWords)
		in.Type = p.parseType()
		for {
			p.expectPunct("[")
			v := p.parseValue(in.Type)
			p.expectPunct(",")
			if p.tok.kind != tLocal {
				p.fail(p.tok, "expected basic block name")
			}
			bb := p.next().text
			p.blockNum(bb)
			p.expectPunct("]")
			in.Phi = append(in.Phi, phiIn{Val: v, Block: bb})
			if !p.is(tPunct, ",") || len(p.peeked) > 0 {
				break
			}
			p.next()
			if p.tok.kind == tMeta {
				p.next()
				p.parseMDRef()
				break
			}
		}
	case op == "br":
		if p.isKw("label") {
			in.Targets = []string{p.parseLabelRef()}
			break
		}
		c := p.parseTypedValue()
		p.expectPunct(",")
		t := p.parseLabelRef()
		p.expectPunct(",")
		f := p.parseLabelRef()
		in.Ops, in.Targets = []*Operand{c}, []string{t, f}
	case op == "switch":
		c := p.parseTypedValue()
		p.expectPunct(",")
		in.Ops, in.Targets = []*Operand{c}, []string{p.parseLabelRef()}
		p.expectPunct("[")
		for !p.is(tPunct, "]") {
			t := p.parseType()
			in.Cases = append(in.Cases, p.parseConst(t))
			p.expectPunct(",")
			in.Targets = append(in.Targets, p.parseLabelRef())
		}
		p.expectPunct("]")
	case op == "indirectbr":
		in.Ops = []*Operand{p.parseTypedValue()}
		p.expectPunct(",")
		p.expectPunct("[")
		for !p.is(tPunct, "]") {
			in.Targets = append(in.Targets, p.parseLabelRef())
			if !p.accept(tPunct, ",") {
				break
			}
		}
		p.expectPunct("]")
	case op == "ret":
		if p.acceptKw("void") {
			break
		}
		in.Ops = []*Operand{p.parseTypedValue()}
	case op == "unreachable":
	case op == "call" || op == "invoke":
		p.parseCall(in)
	case op == "alloca":
		p.acceptKw("inalloca")
		in.ElemType = p.parseType()
		in.Type = p.types.ptr(0)
		for p.accept(tPunct, ",") {
			switch {
			case p.acceptKw("align"):
				in.Align = p.expectInt()
			case p.acceptKw("addrspace"):
				p.expectPunct("(")
				in.Type = p.types.ptr(int(p.expectInt()))
				p.expectPunct(")")
			case p.tok.kind == tMeta:
				p.next()
				p.parseMDRef()
			default:
				in.Ops = []*Operand{p.parseTypedValue()}
			}
		}
	case op == "load":
		atomic := p.acceptKw("atomic")
		p.parseFlags(in, map[string]bool{"volatile": true})
		in.Type = p.parseType()
		p.expectPunct(",")
		in.Ops = []*Operand{p.parseTypedValue()}
		if atomic {
			p.parseAtomicOrdering(in)
		}
		p.parseAlignAndMD(in)
	case op == "store":
		atomic := p.acceptKw("atomic")
		p.parseFlags(in, map[string]bool{"volatile": true})
		v := p.parseTypedValue()
		p.expectPunct(",")
		in.Ops = []*Operand{v, p.parseTypedValue()}
		if atomic {
			p.parseAtomicOrdering(in)
		}
		p.parseAlignAndMD(in)
	case op == "getelementptr":
		p.parseFlags(in, gepFlags)
		in.ElemType = p.parseType()
		for p.accept(tPunct, ",") {
			if p.tok.kind == tMeta {
				p.next()
				p.parseMDRef()
				continue
			}
			in.Ops = append(in.Ops, p.parseTypedValue())
		}
		in.Type = gepResultType(p.types, in.Ops)
	case op == "extractvalue" || op == "insertvalue":
		agg := p.parseTypedValue()
		in.Ops = []*Operand{agg}
		if op == "insertvalue" {
			p.expectPunct(",")
			in.Ops = append(in.Ops, p.parseTypedValue())
		}
		t := agg.Type
		for p.accept(tPunct, ",") {
			if p.tok.kind == tMeta {
				p.next()
				p.parseMDRef()
				continue
			}
			idx := p.expectInt()
			in.Indices = append(in.Indices, idx)
			if t.Kind == kStruct && idx < int64(len(t.Fields)) {
				t = t.Fields[idx]
			} else if t.Kind == kArray {
				t = t.Elem
			} else {
				p.fail(p.tok, "invalid indices for %s", op)
			}
		}
		in.Type = agg.Type
		if op == "extractvalue" {
			in.Type = t
		}
	case op == "extractelement":
		v := p.parseTypedValue()
		p.expectPunct(",")
		in.Ops, in.Type = []*Operand{v, p.parseTypedValue()}, v.Type.Elem
	case op == "insertelement":
		v := p.parseTypedValue()
		p.expectPunct(",")
		e := p.parseTypedValue()
		p.expectPunct(",")
		in.Ops, in.Type = []*Operand{v, e, p.parseTypedValue()}, v.Type
	case op == "shufflevector":
		a := p.parseTypedValue()
		p.expectPunct(",")
		b := p.parseTypedValue()
		p.expectPunct(",")
		mask := p.parseTypedValue()
		if mask.Const == nil || mask.Type.Kind != kVector || a.Type.Kind != kVector || scalarOf(mask.Type).Kind != kInt {
			p.fail(opTok, "invalid shufflevector operands")
		}
		in.Ops = []*Operand{a, b}
		in.Indices = shuffleMask(mask.Const)
		in.Type = p.types.intern(&Type{Kind: kVector, Len: mask.Type.Len, Scalable: mask.Type.Scalable, Elem: a.Type.Elem})
	case op == "atomicrmw":
		p.parseFlags(in, map[string]bool{"volatile": true})
		if p.tok.kind != tKeyword {
			p.fail(p.tok, "expected binary operation in atomicrmw")
		}
		in.Pred = p.next().text
		ptr := p.parseTypedValue()
		p.expectPunct(",")
		v := p.parseTypedValue()
		in.Ops, in.Type = []*Operand{ptr, v}, v.Type
		p.parseAtomicOrdering(in)
		p.parseAlignAndMD(in)
	case op == "cmpxchg":
		p.parseFlags(in, map[string]bool{"weak": true, "volatile": true})
		ptr := p.parseTypedValue()
		p.expectPunct(",")
		c := p.parseTypedValue()
		p.expectPunct(",")
		n := p.parseTypedValue()
		in.Ops = []*Operand{ptr, c, n}
		p.parseAtomicOrdering(in)
		if p.tok.kind != tKeyword || !orderings[p.tok.text] {
			p.fail(p.tok, "expected ordering on atomic instruction")
		}
		in.Ordering = append(in.Ordering, p.next().text)
		in.Type = p.types.intern(&Type{Kind: kStruct, Fields: []*Type{c.Type, p.types.intType(1)}})
		p.parseAlignAndMD(in)
	case op == "fence":
		p.parseAtomicOrdering(in)
	case op == "freeze":
		a := p.parseTypedValue()
		in.Ops, in.Type = []*Operand{a}, a.Type
	case op == "va_arg":
		a := p.parseTypedValue()
		p.expectPunct(",")
		in.Ops, in.Type = []*Operand{a}, p.parseType()
	case op == "landingpad":
		in.Type = p.parseType()
		for {
			switch {
			case p.acceptKw("cleanup"):
				in.Flags = map[string]bool{"cleanup": true}
				continue
			case p.acceptKw("catch"), p.acceptKw("filter"):
				in.Ops = append(in.Ops, p.parseTypedValue())
				continue
			}
			break
		}
	case op == "resume":
		in.Ops = []*Operand{p.parseTypedValue()}
	default:
		p.fail(opTok, "expected instruction opcode")
	}
	if msg := checkInst(in); msg != "" {
		p.fail(opTok, "%s", msg)
	}
	p.skipAttachments()
	return in
}

// scalarOf is the element type of a vector, or t.
func scalarOf(t *Type) *Type {
	if t.Kind == kVector {
		return t.Elem
	}
	return t
}

// checkInst validates operand types as LLVM's parser does, returning its
// message or "".
func checkInst(in *Inst) string {
	op := in.Op
	opType := func(i int) *Type { return in.Ops[i].Type }
	switch {
	case intBinOps[op]:
		if scalarOf(opType(0)).Kind != kInt {
			return "invalid operand type for instruction"
		}
	case fpBinOps[op] || op == "fneg":
		if !scalarOf(opType(0)).isFloat() {
			return "invalid operand type for instruction"
		}
	case op == "icmp":
		if k := scalarOf(opType(0)).Kind; k != kInt && k != kPtr {
			return "icmp requires integer operands"
		}
	case op == "fcmp":
		if !scalarOf(opType(0)).isFloat() {
			return "fcmp requires floating point operands"
		}
		if _, ok := fcmpPreds[in.Pred]; !ok {
			return "expected fcmp predicate (e.g. 'oeq')"
		}
	case castOps[op]:
		if !validCast(op, opType(0), in.Type) {
			return "invalid cast opcode for cast from '" + opType(0).llvmString() + "' to '" + in.Type.llvmString() + "'"
		}
	case op == "select":
		c := opType(0)
		if scalarOf(c).Kind != kInt || scalarOf(c).Bits != 1 || opType(1) != opType(2) {
			return "invalid select operands"
		}
	case op == "br" && len(in.Ops) == 1:
		if t := opType(0); t.Kind != kInt || t.Bits != 1 {
			return "branch condition must have 'i1' type"
		}
	case op == "switch":
		if opType(0).Kind != kInt {
			return "switch condition must have integer type"
		}
		for _, c := range in.Cases {
			if c.Kind != cInt || c.Type != opType(0) {
				return "case value is not a constant integer"
			}
		}
	case op == "indirectbr":
		if opType(0).Kind != kPtr {
			return "indirectbr address must have pointer type"
		}
	case op == "alloca":
		if len(in.Ops) > 0 && opType(0).Kind != kInt || !isValidElement(in.ElemType) || in.ElemType.Opaque {
			return "invalid type for alloca"
		}
	case op == "load" || op == "atomicrmw" || op == "cmpxchg":
		if opType(0).Kind != kPtr || !isValidElement(in.Type) && op == "load" {
			return "load operand must be a pointer to a first class type"
		}
		if op == "cmpxchg" && (opType(1) != opType(2) || len(in.Ordering) != 2) {
			return "compare value and new value type do not match"
		}
		if op == "atomicrmw" {
			if _, ok := rmwOps[in.Pred]; !ok {
				return "expected binary operation in atomicrmw"
			}
		}
	case op == "store":
		if opType(1).Kind != kPtr || !isValidElement(opType(0)) {
			return "store operand must be a pointer"
		}
	case op == "getelementptr":
		if len(in.Ops) == 0 || scalarOf(opType(0)).Kind != kPtr || !isValidElement(in.ElemType) || in.ElemType.Opaque {
			return "base of getelementptr must be a pointer"
		}
		cur := in.ElemType
		for i, o := range in.Ops[1:] {
			if scalarOf(o.Type).Kind != kInt {
				return "getelementptr index must be an integer"
			}
			if i == 0 {
				continue
			}
			switch cur.Kind {
			case kArray, kVector:
				cur = cur.Elem
			case kStruct:
				if o.Const == nil || o.Const.Kind != cInt || !o.Const.Int.IsInt64() || o.Const.Int.Int64() < 0 || o.Const.Int.Int64() >= int64(len(cur.Fields)) {
					return "invalid getelementptr indices"
				}
				cur = cur.Fields[o.Const.Int.Int64()]
			default:
				return "invalid getelementptr indices"
			}
		}
	case op == "extractelement" || op == "insertelement":
		v := opType(0)
		idx := opType(len(in.Ops) - 1)
		if v.Kind != kVector || idx.Kind != kInt || op == "insertelement" && opType(1) != v.Elem {
			return "invalid " + op + " operands"
		}
	case op == "shufflevector":
		if opType(0).Kind != kVector || opType(0) != opType(1) {
			return "invalid shufflevector operands"
		}
	case op == "insertvalue":
		if len(in.Indices) == 0 {
			return "expected index"
		}
	case op == "extractvalue":
		if len(in.Indices) == 0 {
			return "expected index"
		}
	case op == "ret" || op == "freeze" || op == "phi" || op == "fence" || op == "unreachable" || op == "call" ||
		op == "invoke" || op == "va_arg" || op == "landingpad" || op == "resume" || op == "br":
	}
	return ""
}

// validCast reports whether a cast opcode accepts the types (LLVM's
// CastInst::castIsValid).
func validCast(op string, from, to *Type) bool {
	if (from.Kind == kVector) != (to.Kind == kVector) || from.Kind == kVector && (from.Len != to.Len || from.Scalable != to.Scalable) {
		return op == "bitcast" && bitSize(from) == bitSize(to) && from.Kind != kPtr && to.Kind != kPtr && isValidElement(from) && isValidElement(to) && from.Kind != kStruct && to.Kind != kStruct && from.Kind != kArray && to.Kind != kArray
	}
	f, t := scalarOf(from), scalarOf(to)
	switch op {
	case "trunc":
		return f.Kind == kInt && t.Kind == kInt && f.Bits > t.Bits
	case "zext", "sext":
		return f.Kind == kInt && t.Kind == kInt && f.Bits < t.Bits
	case "fptrunc":
		return f.isFloat() && t.isFloat() && f.floatBits() > t.floatBits()
	case "fpext":
		return f.isFloat() && t.isFloat() && f.floatBits() < t.floatBits()
	case "fptoui", "fptosi":
		return f.isFloat() && t.Kind == kInt
	case "uitofp", "sitofp":
		return f.Kind == kInt && t.isFloat()
	case "ptrtoint", "ptrtoaddr":
		return f.Kind == kPtr && t.Kind == kInt
	case "inttoptr":
		return f.Kind == kInt && t.Kind == kPtr
	case "addrspacecast":
		return f.Kind == kPtr && t.Kind == kPtr && f.AddrSpace != t.AddrSpace
	case "bitcast":
		if f.Kind == kPtr || t.Kind == kPtr {
			return f.Kind == kPtr && t.Kind == kPtr && f.AddrSpace == t.AddrSpace
		}
		ok := func(x *Type) bool { return x.Kind == kInt || x.isFloat() }
		return ok(f) && ok(t) && bitSize(from) == bitSize(to)
	}
	return false
}

// parseAtomicOrdering reads [syncscope("x")] ordering.
func (p *parser) parseAtomicOrdering(in *Inst) {
	if p.acceptKw("syncscope") {
		p.expectPunct("(")
		in.Syncscope = p.expectString()
		p.expectPunct(")")
	}
	if p.tok.kind != tKeyword || !orderings[p.tok.text] {
		p.fail(p.tok, "Expected ordering on atomic instruction")
	}
	in.Ordering = append(in.Ordering, p.next().text)
}

// parseAlignAndMD reads `, align N` and metadata attachments.
func (p *parser) parseAlignAndMD(in *Inst) {
	for p.is(tPunct, ",") {
		p.next()
		switch {
		case p.acceptKw("align"):
			in.Align = p.expectInt()
		case p.tok.kind == tMeta:
			p.next()
			p.parseMDRef()
		default:
			p.fail(p.tok, "expected metadata or 'align'")
		}
	}
}

// gepResultType is a pointer (or vector of pointers) like the base.
func gepResultType(tt *typeTable, ops []*Operand) *Type {
	if len(ops) == 0 {
		return tt.ptr(0)
	}
	base := ops[0].Type
	if base.Kind == kVector {
		return base
	}
	for _, o := range ops[1:] {
		if o.Type.Kind == kVector {
			return tt.intern(&Type{Kind: kVector, Len: o.Type.Len, Scalable: o.Type.Scalable, Elem: base})
		}
	}
	return base
}

// shuffleMask returns the mask elements of a constant mask (-1 for undef
// and poison elements).
func shuffleMask(c *Const) []int64 {
	n := numElements(c.Type)
	out := make([]int64, n)
	for i := range out {
		switch c.Kind {
		case cUndef, cPoison:
			out[i] = -1
		case cZero:
			out[i] = 0
		default:
			e := c.Elems[i]
			if e.Kind == cInt {
				out[i] = e.Int.Int64()
			} else {
				out[i] = -1
			}
		}
	}
	return out
}

// parseCall reads the rest of a call or invoke.
func (p *parser) parseCall(in *Inst) {
	p.parseFlags(in, fmfWords)
	in.CConv = p.parseCConv()
	in.RetAttrs = p.parseAttrs(false)
	if p.acceptKw("addrspace") {
		p.expectPunct("(")
		p.expectInt()
		p.expectPunct(")")
	}
	retOrFn := p.parseType()
	calleeTok := p.tok
	callee := p.parseValue(p.types.ptr(0))
	p.expectPunct("(")
	var args []*Operand
	var argTypes []*Type
	for !p.is(tPunct, ")") {
		if p.isKw("metadata") {
			p.fail(p.tok, "metadata arguments are not supported")
		}
		t := p.parseType()
		attrs := p.parseAttrs(false)
		args = append(args, p.parseValue(t))
		argTypes = append(argTypes, t)
		in.ArgAttrs = append(in.ArgAttrs, attrs)
		if !p.accept(tPunct, ",") {
			break
		}
	}
	p.expectPunct(")")
	in.FnAttrs = p.parseAttrs(false)
	if p.is(tPunct, "[") {
		p.fail(p.tok, "operand bundles are not supported")
	}
	fnType := retOrFn
	if fnType.Kind != kFunc {
		fnType = p.types.intern(&Type{Kind: kFunc, Elem: retOrFn, Fields: argTypes})
	}
	if fnType.Kind != kFunc || len(argTypes) < len(fnType.Fields) || (!fnType.VarArg && len(argTypes) != len(fnType.Fields)) {
		p.fail(calleeTok, "invalid forward reference to function as global value!")
	}
	in.ElemType = fnType
	in.Callee = callee
	in.Ops = args
	in.Type = fnType.Elem
	if in.Op == "invoke" {
		p.expect(tKeyword, "to", "'to'")
		normal := p.parseLabelRef()
		p.expect(tKeyword, "unwind", "'unwind'")
		in.Targets = []string{normal, p.parseLabelRef()}
	}
}

// parseConstExpr reads a constant expression of type t, folding the
// forms LLVM folds when it parses them.
func (p *parser) parseConstExpr(t *Type) *Const {
	tok := p.tok
	op := tok.text
	switch {
	case castOps[op]:
		p.next()
		p.expectPunct("(")
		st := p.parseType()
		v := p.parseConst(st)
		p.expect(tKeyword, "to", "'to'")
		dt := p.parseType()
		p.expectPunct(")")
		if t != nil && dt != t || !validCast(op, st, dt) {
			p.fail(tok, "constant expression type mismatch")
		}
		if st == dt && op == "bitcast" {
			return v
		}
		if v.Kind == cInt && op == "trunc" {
			return p.consts.intern(&Const{Kind: cInt, Type: dt, Int: truncSigned(v.Int, dt.Bits)})
		}
		if v.Kind == cNull && op == "ptrtoint" {
			return p.consts.zeroOf(dt)
		}
		if v.isNullValue() && v.Kind == cInt && op == "inttoptr" {
			return p.consts.intern(&Const{Kind: cNull, Type: dt})
		}
		if v.Kind == cUndef || v.Kind == cPoison {
			return p.consts.intern(&Const{Kind: v.Kind, Type: dt})
		}
		in := &Inst{Op: op, Type: dt, Ops: []*Operand{{Type: st, Const: v}}}
		return p.consts.intern(&Const{Kind: cExpr, Type: dt, Expr: in})
	case op == "getelementptr":
		p.next()
		in := &Inst{Op: op}
		p.parseFlags(in, gepFlags)
		p.expectPunct("(")
		in.ElemType = p.parseType()
		for p.accept(tPunct, ",") {
			vt := p.parseType()
			in.Ops = append(in.Ops, &Operand{Type: vt, Const: p.parseConst(vt)})
		}
		p.expectPunct(")")
		in.Type = gepResultType(p.types, in.Ops)
		allZero := len(in.Ops) > 0
		for _, o := range in.Ops[1:] {
			allZero = allZero && o.Const.isNullValue()
		}
		if allZero && in.Ops[0].Type == in.Type {
			return in.Ops[0].Const
		}
		return p.consts.intern(&Const{Kind: cExpr, Type: in.Type, Expr: in})
	case op == "add" || op == "sub" || op == "xor" || op == "mul":
		p.next()
		in := &Inst{Op: op}
		p.parseFlags(in, wrapFlags)
		p.expectPunct("(")
		at := p.parseType()
		a := p.parseConst(at)
		p.expectPunct(",")
		bt := p.parseType()
		b := p.parseConst(bt)
		p.expectPunct(")")
		if a.Kind == cInt && b.Kind == cInt {
			r := new(big.Int)
			switch op {
			case "add":
				r.Add(a.Int, b.Int)
			case "sub":
				r.Sub(a.Int, b.Int)
			case "mul":
				r.Mul(a.Int, b.Int)
			case "xor":
				r.Xor(a.Int, b.Int)
			}
			return p.consts.intern(&Const{Kind: cInt, Type: at, Int: truncSigned(r, at.Bits)})
		}
		in.Type = at
		in.Ops = []*Operand{{Type: at, Const: a}, {Type: bt, Const: b}}
		return p.consts.intern(&Const{Kind: cExpr, Type: at, Expr: in})
	}
	return nil
}
