package llvm

import (
	"math/big"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// successorGroups gives, for each successor, the operand group forwarded
// to it; the successors after those of llvm.switch take its case operands.
var successorGroups = map[string][]int{
	"llvm.br":      {0},
	"llvm.cond_br": {1, 2},
	"llvm.switch":  {1},
	"llvm.invoke":  {1, 2},
}

// caseGroups gives the VariadicOfVariadic operand group and its segment
// attribute of the ops whose successors each take one segment (after the
// successors of successorGroups).
var caseGroups = map[string]struct {
	group   int
	segment string
}{
	"llvm.switch":     {2, "case_operand_segments"},
	"llvm.indirectbr": {1, "indbr_operand_segments"},
}

// branch implements ir.BranchOpInterface for br, cond_br, switch,
// indirectbr and invoke through their operand groups. As upstream, it does
// not tell which successor constant operands select, so sccp keeps every
// successor of an llvm branch live.
type branch struct{}

// group returns the operand group forwarded to successor i and, for the
// cases of a switch, the index of the case.
func (branch) group(op *ir.Operation, i int) (g, caseIdx int) {
	gs := successorGroups[op.Name()]
	if i < len(gs) {
		return gs[i], -1
	}
	return -1, i - len(gs)
}

// SuccessorOperands returns the operands forwarded to successor i.
func (b branch) SuccessorOperands(op *ir.Operation, i int) (start, n int) {
	g, c := b.group(op, i)
	if cg, ok := caseGroups[op.Name()]; ok && g == -1 {
		start, _ = ods.GroupRange(op, cg.group, false)
		cases := denseInts(op, cg.segment)
		for k := 0; k < c && k < len(cases); k++ {
			start += int(cases[k])
		}
		if c < len(cases) {
			return start, int(cases[c])
		}
		return start, 0
	}
	if g < 0 {
		return 0, 0
	}
	return ods.GroupRange(op, g, false)
}

// EraseSuccessorOperand removes the j-th operand forwarded to successor i.
func (b branch) EraseSuccessorOperand(op *ir.Operation, i, j int) {
	start, n := b.SuccessorOperands(op, i)
	if j >= n {
		return
	}
	b.resize(op, i, -1)
	op.EraseOperand(start + j)
}

// AppendSuccessorOperands implements ir.BranchOperandAppender.
func (b branch) AppendSuccessorOperands(op *ir.Operation, i int, vals []*ir.Value) {
	if len(vals) == 0 {
		return
	}
	start, n := b.SuccessorOperands(op, i)
	at := start + n
	old := op.Operands()
	next := make([]*ir.Value, 0, len(old)+len(vals))
	next = append(append(append(next, old[:at]...), vals...), old[at:]...)
	b.resize(op, i, len(vals))
	op.SetOperands(next)
}

// resize updates the segment sizes for delta operands more forwarded to
// successor i.
func (b branch) resize(op *ir.Operation, i, delta int) {
	ctx := ods.ContextOf(op)
	if op.Name() == "llvm.br" || ctx == nil {
		return
	}
	g, c := b.group(op, i)
	if g < 0 {
		cg := caseGroups[op.Name()]
		g = cg.group
		cases := denseInts(op, cg.segment)
		if c < len(cases) {
			cases[c] += int64(delta)
			op.SetInherentAttr(ctx, cg.segment, ctx.DenseI32Array(toI32(cases)))
		}
	}
	seg := denseInts(op, "operandSegmentSizes")
	if g < len(seg) {
		seg[g] += int64(delta)
		op.SetInherentAttr(ctx, "operandSegmentSizes", ctx.DenseI32Array(toI32(seg)))
	}
}

func denseInts(op *ir.Operation, name string) []int64 {
	if d, ok := op.InherentAttr(name).(*ir.DenseArrayAttr); ok {
		return d.Int64s()
	}
	return nil
}

func toI32(v []int64) []int32 {
	out := make([]int32, len(v))
	for i, x := range v {
		out[i] = int32(x)
	}
	return out
}

func terminator(extra ...ir.Trait) []ir.Trait {
	return append([]ir.Trait{ir.TraitTerminator}, traits(extra...)...)
}

var weightsAttr = optAttr("branch_weights", ods.DenseI32ArrayAttr)

func controlOps() []*ods.Op {
	return []*ods.Op{
		{
			Name:       "llvm.br",
			Summary:    "LLVM IR unconditional branch",
			Operands:   []ods.Operand{{Name: "destOperands", Type: ods.AnyType, Arity: ods.Variadic}},
			Attrs:      []ods.Attr{optAttr("loop_annotation", ods.AnyAttr)},
			Successors: []ods.Successor{{Name: "dest"}},
			Traits:     terminator(),
			Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
			Verify:     ir.VerifyBranchSuccessorOperands,
			Interfaces: ir.Interfaces{branch{}},
		},
		{
			Name:    "llvm.cond_br",
			Summary: "LLVM IR conditional branch",
			Operands: []ods.Operand{{Name: "condition", Type: ods.I1},
				{Name: "trueDestOperands", Type: ods.AnyType, Arity: ods.Variadic},
				{Name: "falseDestOperands", Type: ods.AnyType, Arity: ods.Variadic}},
			Attrs:      []ods.Attr{weightsAttr, optAttr("loop_annotation", ods.AnyAttr)},
			Successors: []ods.Successor{{Name: "trueDest"}, {Name: "falseDest"}},
			Traits:     terminator(ir.TraitAttrSizedOperandSegments),
			Format: "$condition (`weights` `(` $branch_weights^ `)`)? `,`" +
				" $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`" +
				" $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
			Verify: func(op *ir.Operation) error {
				if err := ir.VerifyBranchSuccessorOperands(op); err != nil {
					return err
				}
				return ir.VerifyBranchWeights(op)
			},
			Interfaces: ir.Interfaces{branch{}},
		},
		{
			Name:    "llvm.switch",
			Summary: "LLVM IR switch",
			Operands: []ods.Operand{{Name: "value", Type: anyInt},
				{Name: "defaultOperands", Type: ods.AnyType, Arity: ods.Variadic},
				{Name: "caseOperands", Type: ods.AnyType, Arity: ods.VariadicOfVariadic, SegmentAttr: "case_operand_segments"}},
			Attrs: []ods.Attr{optAttr("case_values", ods.AnyIntElementsAttr),
				{Name: "case_operand_segments", Constraint: ods.DenseI32ArrayAttr}, weightsAttr},
			Successors: []ods.Successor{{Name: "defaultDestination"}, {Name: "caseDestinations", Arity: ods.Variadic}},
			Traits:     terminator(ir.TraitAttrSizedOperandSegments),
			Format: "$value `:` type($value) `,` $defaultDestination" +
				" (`(` $defaultOperands^ `:` type($defaultOperands) `)`)?" +
				" custom<SwitchOpCases>(ref(type($value)), $case_values, $caseDestinations, $caseOperands, type($caseOperands))" +
				" attr-dict",
			CustomDirectives: map[string]ods.CustomDirective{"SwitchOpCases": {Parse: parseSwitchCases, Print: printSwitchCases}},
			Verify: func(op *ir.Operation) error {
				if err := ir.VerifyBranchSuccessorOperands(op); err != nil {
					return err
				}
				if err := verifySwitch(op); err != nil {
					return err
				}
				return ir.VerifyBranchWeights(op)
			},
			Interfaces: ir.Interfaces{branch{}},
		},
		{
			Name:        "llvm.return",
			Summary:     "LLVM IR return",
			Operands:    []ods.Operand{{Name: "arg", Type: compatible, Arity: ods.Optional}},
			Traits:      append([]ir.Trait{ir.TraitReturnLike}, terminator()...),
			Format:      "attr-dict ($arg^ `:` type($arg))?",
			Verify:      verifyReturn,
			Interfaces:  ir.Interfaces{},
			Description: "Returns from an llvm.func; the operand is the function's result, if any.",
		},
		{
			Name:    "llvm.unreachable",
			Summary: "LLVM IR unreachable",
			Traits:  terminator(),
			Format:  "attr-dict",
		},
		{
			Name:     "llvm.resume",
			Summary:  "LLVM IR resume",
			Operands: []ods.Operand{{Name: "value", Type: ods.AnyType}},
			Traits:   []ir.Trait{ir.TraitTerminator},
			Format:   "$value attr-dict `:` type($value)",
		},
	}
}

func verifySwitch(op *ir.Operation) error {
	cv, _ := op.InherentAttr("case_values").(*ir.DenseElementsAttr)
	n := int64(0)
	if cv != nil {
		n = cv.NumElements()
		if cv.ElemType() != op.Operand(0).Type() {
			return op.EmitError("expects case value type to match condition value type")
		}
	}
	if n != int64(op.NumSuccessors()-1) {
		return op.EmitOpError("expects number of case values to match number of case destinations")
	}
	return nil
}

// verifyReturn is ReturnOp::verify: the operand matches the result of the
// enclosing llvm.func.
func verifyReturn(op *ir.Operation) error {
	fn := op.ParentOp()
	for fn != nil && fn.Name() != "llvm.func" {
		fn = fn.ParentOp()
	}
	if fn == nil {
		return nil
	}
	ft := FuncType(fn)
	if ft == nil {
		return nil
	}
	note := func(d *ir.Diagnostic) error {
		d.AttachNote(fn.Loc(), "when returning from function")
		return d
	}
	if IsVoid(ft.Result) {
		if op.NumOperands() == 0 {
			return nil
		}
		return note(op.EmitOpError("expected no operands"))
	}
	if op.NumOperands() == 0 {
		return note(op.EmitOpError("expected 1 operand"))
	}
	if op.Operand(0).Type() != ft.Result {
		return note(op.EmitOpError("mismatching result types"))
	}
	return nil
}

// parseSwitchCases parses `[ (int `:` ^bb(args)?)* ]`.
func parseSwitchCases(p ir.OpParser, _ *ir.OperationState, args []ods.DirectiveArg) error {
	ctx := p.Context()
	var flagType ir.Type
	if ts := args[0].ParsedTypes(); len(ts) == 1 {
		flagType = ts[0]
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	var values []*big.Int
	var dests []*ir.Block
	var uses [][]ir.UnresolvedOperand
	var types [][]ir.Type
	if !p.ParseOptionalPunct("]") {
		for {
			v, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return err
			}
			if !ok {
				return p.Errorf("expected integer value")
			}
			values = append(values, ir.NormalizeInt(big.NewInt(v), ir.BitWidth(flagType), false))
			if err := p.ParsePunct(":"); err != nil {
				return err
			}
			d, u, t, err := parseSuccessorAndUseList(p)
			if err != nil {
				return err
			}
			dests, uses, types = append(dests, d), append(uses, u), append(types, t)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return err
		}
	}
	if len(values) > 0 && flagType != nil {
		vt := ctx.VectorType([]int64{int64(len(values))}, flagType, nil)
		n := ir.ElementBytes(flagType)
		data := make([]byte, n*len(values))
		for i, v := range values {
			ir.IntToRaw(data[i*n:(i+1)*n], v)
		}
		args[1].SetAttr(ctx.DenseElementsAttr(vt, data, false))
	}
	args[2].SetSuccessors(dests)
	args[3].SetOperandGroups(uses)
	args[4].SetTypeGroups(types)
	return nil
}

// parseSuccessorAndUseList parses `^bb` with an optional `(%a : t, ...)`.
func parseSuccessorAndUseList(p ir.OpParser) (*ir.Block, []ir.UnresolvedOperand, []ir.Type, error) {
	dest, err := p.ParseSuccessor()
	if err != nil {
		return nil, nil, nil, err
	}
	uses := []ir.UnresolvedOperand{}
	types := []ir.Type{}
	if p.ParseOptionalPunct("(") {
		if uses, err = ods.ParseOptionalOperands(p); err != nil {
			return nil, nil, nil, err
		}
		if err := p.ParsePunct(":"); err != nil {
			return nil, nil, nil, err
		}
		for {
			t, err := p.ParseType()
			if err != nil {
				return nil, nil, nil, err
			}
			types = append(types, t)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return nil, nil, nil, err
		}
	}
	return dest, uses, types, nil
}

func printSuccessorAndUseList(p ir.OpPrinter, dest *ir.Block, operands []*ir.Value) {
	p.PrintSuccessor(dest)
	if len(operands) == 0 {
		return
	}
	p.WriteString("(")
	for i, v := range operands {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
	p.WriteString(" : ")
	for i, v := range operands {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(v.Type())
	}
	p.WriteString(")")
}

func printSwitchCases(p ir.OpPrinter, op *ir.Operation, args []ods.DirectiveArg) {
	p.WriteString("[")
	p.PrintNewline()
	cv, _ := args[1].Attr(op).(*ir.DenseElementsAttr)
	if cv == nil {
		p.WriteString("]")
		return
	}
	dests := args[2].Successors(op)
	groups := args[3].OperandGroups(op)
	for i := int64(0); i < cv.NumElements(); i++ {
		if i > 0 {
			p.WriteString(",")
			p.PrintNewline()
		}
		p.WriteString("  " + cv.IntAt(i).String() + ": ")
		if int(i) < len(dests) {
			var ops []*ir.Value
			if int(i) < len(groups) {
				ops = groups[i]
			}
			printSuccessorAndUseList(p, dests[i], ops)
		}
	}
	p.PrintNewline()
	p.WriteString("]")
}
