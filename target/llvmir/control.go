package llvmir

import (
	"strconv"

	"github.com/gomlir/gomlir/ir"
)

// useBlock records a branch to dest from the current block: LLVM lists
// predecessors latest use first.
func (f *fnState) useBlock(dest *ir.Block) *block {
	b := f.blocks[dest]
	b.preds = append([]*block{f.cur}, b.preds...)
	return b
}

// terminator translates the control-flow ops.
func (f *fnState) terminator(op *ir.Operation) {
	if f.termBlock == nil {
		f.termBlock = map[*ir.Operation]*block{}
	}
	f.termBlock[op] = f.cur
	switch op.Name() {
	case "llvm.br":
		f.emit(op, nil, "br label ", f.useBlock(op.Successor(0)))
		f.loopAnnotation(op)
	case "llvm.cond_br":
		c := f.get(op.Operand(0))
		tb := f.useBlock(op.Successor(0))
		fb := f.useBlock(op.Successor(1))
		f.emit(op, nil, "br "+c.ty+" ", c, ", label ", tb, ", label ", fb)
		f.branchWeights(op)
		f.loopAnnotation(op)
	case "llvm.switch":
		v := f.get(op.Operand(0))
		def := f.useBlock(op.Successor(0))
		parts := []any{"switch " + v.ty + " ", v, ", label ", def, " [\n"}
		cases, _ := op.InherentAttr("case_values").(*ir.DenseElementsAttr)
		for i := 1; i < op.NumSuccessors(); i++ {
			cv := "0"
			if cases != nil {
				cv = signed(truncBits(cases.IntAt(int64(i-1)), intWidth(op.Operand(0).Type())), intWidth(op.Operand(0).Type())).String()
			}
			parts = append(parts, "    "+v.ty+" "+cv+", label ", f.useBlock(op.Successor(i)), "\n")
		}
		f.emit(op, nil, append(parts, "  ]")...)
		f.branchWeights(op)
	case "llvm.return":
		if op.NumOperands() == 0 {
			f.emit(op, nil, "ret void")
			return
		}
		v := f.get(op.Operand(0))
		f.emit(op, nil, "ret "+v.ty+" ", v)
	case "llvm.unreachable":
		f.emit(op, nil, "unreachable")
	case "llvm.resume":
		v := f.get(op.Operand(0))
		f.emit(op, nil, "resume "+v.ty+" ", v)
	case "llvm.invoke":
		f.call(op)
	case "llvm.indirectbr":
		a := f.get(op.Operand(0))
		parts := []any{"indirectbr " + a.ty + " ", a, ", ["}
		for i := 0; i < op.NumSuccessors(); i++ {
			if i > 0 {
				parts = append(parts, ", ")
			}
			parts = append(parts, "label ", f.useBlock(op.Successor(i)))
		}
		f.emit(op, nil, append(parts, "]")...)
	}
}

// branchWeights attaches the `!prof` weights of a branch to the last
// instruction.
func (f *fnState) branchWeights(op *ir.Operation) {
	w := denseInts(op.InherentAttr("branch_weights"))
	if len(w) == 0 {
		return
	}
	ops := []any{`!"branch_weights"`}
	for _, x := range w {
		ops = append(ops, "i32 "+strconv.FormatInt(x, 10))
	}
	f.attach(mdProf, "prof", f.t.md.get(ops...))
}

// landingpad translates llvm.landingpad.
func (f *fnState) landingpad(op *ir.Operation) {
	parts := []any{"landingpad " + f.t.mustType(op, op.Result(0).Type())}
	if hasUnit(op, "cleanup") {
		parts = append(parts, "\n          cleanup")
	}
	for _, o := range op.Operands() {
		v := f.get(o)
		kind := "catch"
		if _, ok := o.Type().(interface{ DialectName() string }); ok && v.ty[0] == '[' {
			kind = "filter"
		}
		parts = append(parts, "\n          "+kind+" "+v.ty+" ", v)
	}
	f.setResult(op, f.emit(op, op.Result(0).Type(), parts...))
}
