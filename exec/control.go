package exec

import (
	"fmt"

	"github.com/gomlir/gomlir/ir"
)

func init() {
	br := func(c *fc, op *ir.Operation, blocks map[*ir.Block]int) (term, error) {
		n, mv := c.succ(op, 0, blocks)
		if mv == nil {
			return func(*frame) int { return n }, nil
		}
		return func(fr *frame) int { mv(fr); return n }, nil
	}
	termCompilers["cf.br"] = br
	termCompilers["llvm.br"] = br
	condBr := func(c *fc, op *ir.Operation, blocks map[*ir.Block]int) (term, error) {
		k := c.in(op, 0)
		t, tm := c.succ(op, 0, blocks)
		e, em := c.succ(op, 1, blocks)
		if tm == nil && em == nil {
			return func(fr *frame) int {
				if fr.s[k].B != 0 {
					return t
				}
				return e
			}, nil
		}
		return func(fr *frame) int {
			if fr.s[k].B != 0 {
				if tm != nil {
					tm(fr)
				}
				return t
			}
			if em != nil {
				em(fr)
			}
			return e
		}, nil
	}
	termCompilers["cf.cond_br"] = condBr
	termCompilers["llvm.cond_br"] = condBr
	sw := func(c *fc, op *ir.Operation, blocks map[*ir.Block]int) (term, error) {
		cases, ok := op.InherentAttr("case_values").(*ir.DenseElementsAttr)
		nsucc := op.NumSuccessors()
		if !ok && nsucc > 1 {
			return nil, opErr(op, "'%s' without case values", op.Name())
		}
		k := c.in(op, 0)
		w := ir.BitWidth(op.Operand(0).Type())
		vals := make([]uint64, nsucc-1)
		idx := make([]int, nsucc)
		mvs := make([]func(*frame), nsucc)
		for i := 0; i < nsucc; i++ {
			idx[i], mvs[i] = c.succ(op, i, blocks)
			if i > 0 {
				vals[i-1] = cases.IntAt(int64(i-1)).Uint64() & mask(w)
				if cases.IntAt(int64(i-1)).Sign() < 0 {
					vals[i-1] = uint64(cases.IntAt(int64(i-1)).Int64()) & mask(w)
				}
			}
		}
		return func(fr *frame) int {
			x, j := fr.s[k].B, 0
			for i, v := range vals {
				if v == x {
					j = i + 1
					break
				}
			}
			if mvs[j] != nil {
				mvs[j](fr)
			}
			return idx[j]
		}, nil
	}
	termCompilers["cf.switch"] = sw
	termCompilers["llvm.switch"] = sw
	termCompilers["func.return"] = func(c *fc, op *ir.Operation, _ map[*ir.Block]int) (term, error) { return c.ret(op) }
	termCompilers["llvm.return"] = termCompilers["func.return"]
	unreachable := func(c *fc, op *ir.Operation, _ map[*ir.Block]int) (term, error) {
		m, loc := c.m, op.Loc()
		return func(*frame) int { m.fail(loc, "reached an unreachable operation"); return -1 }, nil
	}
	termCompilers["llvm.unreachable"] = unreachable
	ops["cf.assert"] = func(c *fc, op *ir.Operation) (instr, error) {
		k, m, loc := c.in(op, 0), c.m, op.Loc()
		msg := "assertion failed"
		if s, ok := op.InherentAttr("msg").(*ir.StringAttr); ok {
			msg = "assertion failed: " + s.Value
		}
		return func(fr *frame) {
			if fr.s[k].B == 0 {
				m.fail(loc, msg)
			}
		}, nil
	}
	ops["llvm.intr.trap"] = func(c *fc, op *ir.Operation) (instr, error) {
		m, loc := c.m, op.Loc()
		return func(*frame) { m.fail(loc, "trap") }, nil
	}
	ops["llvm.intr.ubsantrap"] = ops["llvm.intr.trap"]
	for _, n := range []string{"llvm.intr.assume", "llvm.intr.lifetime.start", "llvm.intr.lifetime.end",
		"llvm.intr.debugtrap", "llvm.intr.stackrestore", "llvm.intr.experimental.noalias.scope.decl",
		"memref.assume_alignment", "llvm.intr.dbg.value", "llvm.intr.dbg.declare", "llvm.intr.dbg.label"} {
		ops[n] = compileNop
	}
	ops["llvm.intr.stacksave"] = compileZero
	ops["func.call"] = compileCall
	ops["func.call_indirect"] = compileCall
	ops["func.constant"] = func(c *fc, op *ir.Operation) (instr, error) {
		name, _ := op.InherentAttr("value").(*ir.SymbolRefAttr)
		f := c.m.funcs[name.Leaf()]
		if f == nil {
			return nil, opErr(op, "unknown function '@%s'", name.Leaf())
		}
		c.setConst(op.Result(0), Val{R: f})
		return nil, nil
	}
	ops["llvm.call"] = compileCall
}

func compileNop(c *fc, op *ir.Operation) (instr, error) {
	if op.NumResults() == 1 && op.NumOperands() == 1 {
		// memref.assume_alignment forwards its operand.
		a, d := c.in(op, 0), c.out(op, 0)
		return func(fr *frame) { fr.s[d] = fr.s[a] }, nil
	}
	return nil, nil
}

// succ compiles the jump to successor i of a branch op.
func (c *fc) succ(op *ir.Operation, i int, blocks map[*ir.Block]int) (int, func(*frame)) {
	var args []*ir.Value
	if bi, ok := ir.OpInterface[ir.BranchOpInterface](op); ok {
		start, n := bi.SuccessorOperands(op, i)
		args = op.Operands()[start : start+n]
	}
	return c.jump(op.Successor(i), args, blocks)
}

func compileCall(c *fc, op *ir.Operation) (instr, error) {
	ci, ok := ir.OpInterface[ir.CallOpInterface](op)
	if !ok {
		return nil, unsupported(op)
	}
	sym, callee := ci.Callee(op)
	start, n := ci.ArgOperands(op)
	operands := op.Operands()[start : start+n]
	args := c.slotsOf(operands)
	res := c.slotsOf(op.Results())
	m, loc := c.m, op.Loc()
	named, vaFP, err := c.varargs(op, operands)
	if err != nil {
		return nil, err
	}
	if sym == nil {
		cs := c.slot(callee)
		return func(fr *frame) {
			f, ok := fr.s[cs].R.(*function)
			if !ok {
				m.fail(loc, "indirect call of a value that is not a function")
			}
			a := make([]Val, named)
			for i, s := range args[:named] {
				a[i] = fr.s[s]
			}
			r := m.call(f, a, vaArgs(fr, args[named:], vaFP), loc)
			for i, d := range res {
				fr.s[d] = r[i]
			}
		}, nil
	}
	f := c.m.funcs[sym.Leaf()]
	if f == nil {
		return nil, opErr(op, "call to unknown function '@%s'", sym.Leaf())
	}
	if f.ext != nil {
		return func(fr *frame) {
			a := make([]Val, len(args))
			for i, s := range args {
				a[i] = fr.s[s]
			}
			r := f.ext(m, a, loc)
			for i, d := range res {
				fr.s[d] = r[i]
			}
		}, nil
	}
	return func(fr *frame) {
		if f.body == nil {
			if f.err == nil {
				m.compileFunc(f)
			}
			if f.err != nil {
				panic(f.err)
			}
		}
		nf := m.newFrame(f)
		for i, s := range args[:named] {
			nf.s[f.args[i]] = fr.s[s]
		}
		if vaFP != nil {
			nf.va = vaArgs(fr, args[named:], vaFP)
		}
		r := m.runFrame(f, nf, loc)
		for i, d := range res {
			fr.s[d] = r[i]
		}
	}, nil
}

// loadModule collects the functions and globals of the module.
func (m *Machine) loadModule() error {
	body := m.mod.Region(0).First()
	if body == nil {
		return nil
	}
	var globals []*ir.Operation
	for op := body.First(); op != nil; op = op.NextInBlock() {
		name, _ := op.InherentAttr("sym_name").(*ir.StringAttr)
		switch op.Name() {
		case "func.func", "llvm.func":
			f := &function{name: name.Value, op: op}
			if op.Region(0).Empty() {
				f.ext = m.external(name.Value, op.Loc())
			}
			m.funcs[name.Value] = f
		case "llvm.mlir.global", "memref.global":
			globals = append(globals, op)
		case "llvm.mlir.global_ctors":
			m.ctors = append(m.ctors, symbolList(op, "ctors")...)
		case "llvm.mlir.global_dtors":
			m.dtors = append(m.dtors, symbolList(op, "dtors")...)
		}
	}
	for _, g := range globals {
		if err := m.allocGlobal(g); err != nil {
			return err
		}
	}
	for _, g := range globals {
		if err := m.initGlobal(g); err != nil {
			return err
		}
	}
	return nil
}

// external resolves a declared function to the runtime.
func (m *Machine) external(name string, loc Loc) externFn {
	if f := runtimeFuncs[name]; f != nil {
		return f
	}
	return func(m *Machine, _ []Val, cl Loc) []Val {
		m.fail(cl, fmt.Sprintf("call to external function '@%s', which the interpreter does not provide", name))
		return nil
	}
}

func symbolList(op *ir.Operation, name string) []string {
	a, _ := op.InherentAttr(name).(*ir.ArrayAttr)
	if a == nil {
		return nil
	}
	var out []string
	for _, e := range a.Elems {
		if s, ok := e.(*ir.SymbolRefAttr); ok {
			out = append(out, s.Leaf())
		}
	}
	return out
}
