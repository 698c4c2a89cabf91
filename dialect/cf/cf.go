// Package cf defines the cf dialect: unstructured control flow between
// blocks (br, cond_br, switch) and assert.
package cf

import (
	"math/big"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the cf dialect: its ops are defined once as ods specs.
var Dialect = &ods.Dialect{
	Name:      "cf",
	Summary:   "low-level, non-region based control flow on SSA blocks",
	ViewNames: viewNames,
	Ops:       []*ods.Op{assertSpec, branchSpec, condBranchSpec, switchSpec},
	Template: ir.Dialect{
		Interfaces: ir.Interfaces{
			// Control flow terminators need no rewriting when inlined.
			ir.AlwaysLegal(func(*ir.Builder, *ir.Operation, *ir.Block) {}, nil),
		},
	},
}

var pure = []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable}

// assertSpec is cf.assert.
var assertSpec = &ods.Op{
	Name:    "cf.assert",
	Summary: "Assert operation with message attribute",
	Description: "Assert operation at runtime with single boolean operand and an error " +
		"message attribute. If the argument is `true` this operation has no effect.",
	Operands: []ods.Operand{{Name: "arg", Type: ods.I1}},
	Attrs:    []ods.Attr{{Name: "msg", Constraint: ods.StrAttr}},
	Format:   "$arg `,` $msg attr-dict",
	Interfaces: ir.Interfaces{
		ir.EffectsFunc(func(*ir.Operation) []ir.EffectInstance {
			return []ir.EffectInstance{{Effect: ir.EffectWrite}}
		}),
	},
}

// branchSpec is cf.br.
var branchSpec = &ods.Op{
	Name:    "cf.br",
	Summary: "Branch operation",
	Description: "The `cf.br` operation represents a direct branch operation to a given " +
		"block. The operands of this operation are forwarded to the successor block.",
	Operands:   []ods.Operand{{Name: "destOperands", Type: ods.AnyType, Arity: ods.Variadic}},
	Successors: []ods.Successor{{Name: "dest"}},
	Traits:     append([]ir.Trait{ir.TraitTerminator}, pure...),
	Format:     "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
	Verify:     ir.VerifyBranchSuccessorOperands,
	Interfaces: ir.Interfaces{branch{}},
}

// condBranchSpec is cf.cond_br.
var condBranchSpec = &ods.Op{
	Name:    "cf.cond_br",
	Summary: "Conditional branch operation",
	Description: "The `cf.cond_br` terminator operation represents a conditional branch on a " +
		"boolean (1-bit integer) value.",
	Operands: []ods.Operand{
		{Name: "condition", Type: ods.I1},
		{Name: "trueDestOperands", Type: ods.AnyType, Arity: ods.Variadic},
		{Name: "falseDestOperands", Type: ods.AnyType, Arity: ods.Variadic},
	},
	Attrs:      []ods.Attr{{Name: "branch_weights", Constraint: ods.DenseI32ArrayAttr, Optional: true}},
	Successors: []ods.Successor{{Name: "trueDest"}, {Name: "falseDest"}},
	Traits:     append([]ir.Trait{ir.TraitAttrSizedOperandSegments, ir.TraitTerminator}, pure...),
	Format: "$condition (`weights` `(` $branch_weights^ `)` )? `,`" +
		" $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`" +
		" $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?" +
		" attr-dict",
	Verify: func(op *ir.Operation) error {
		if err := ir.VerifyBranchSuccessorOperands(op); err != nil {
			return err
		}
		return ir.VerifyBranchWeights(op)
	},
	Interfaces: ir.Interfaces{branch{}},
}

// switchSpec is cf.switch.
var switchSpec = &ods.Op{
	Name:    "cf.switch",
	Summary: "Switch operation",
	Description: "The `cf.switch` terminator operation represents a switch on a signless integer " +
		"value: the destination of the first matching case value, else the default one.",
	Operands: []ods.Operand{
		{Name: "flag", Type: ods.AnyInteger},
		{Name: "defaultOperands", Type: ods.AnyType, Arity: ods.Variadic},
		{Name: "caseOperands", Type: ods.AnyType, Arity: ods.VariadicOfVariadic, SegmentAttr: "case_operand_segments"},
	},
	Attrs: []ods.Attr{
		{Name: "case_values", Constraint: ods.AnyIntElementsAttr, Optional: true},
		{Name: "case_operand_segments", Constraint: ods.DenseI32ArrayAttr},
	},
	Successors: []ods.Successor{{Name: "defaultDestination"}, {Name: "caseDestinations", Arity: ods.Variadic}},
	Traits:     append([]ir.Trait{ir.TraitAttrSizedOperandSegments, ir.TraitTerminator}, pure...),
	Format: "$flag `:` type($flag) `,` `[` `\\n`" +
		" custom<SwitchOpCases>(ref(type($flag)),$defaultDestination, $defaultOperands, type($defaultOperands)," +
		" $case_values, $caseDestinations, $caseOperands, type($caseOperands))" +
		" `]` attr-dict",
	CustomDirectives: map[string]ods.CustomDirective{
		"SwitchOpCases": {Parse: parseSwitchOpCases, Print: printSwitchOpCases},
	},
	Verify: func(op *ir.Operation) error {
		if err := ir.VerifyBranchSuccessorOperands(op); err != nil {
			return err
		}
		return verifySwitch(op)
	},
	Interfaces: ir.Interfaces{branch{}},
}

// segments returns the values of a dense i32 array property.
func segments(op *ir.Operation, name string) []int64 {
	if d, ok := op.InherentAttr(name).(*ir.DenseArrayAttr); ok {
		return d.Int64s()
	}
	return nil
}

// branch implements ir.BranchOpInterface for the three branch ops.
type branch struct{}

// SuccessorOperands returns the operands forwarded to successor i.
func (branch) SuccessorOperands(op *ir.Operation, i int) (start, n int) {
	switch op.Name() {
	case "cf.br":
		return 0, op.NumOperands()
	case "cf.cond_br":
		seg := segments(op, "operandSegmentSizes")
		if len(seg) != 3 {
			return 0, 0
		}
		if i == 0 {
			return int(seg[0]), int(seg[1])
		}
		return int(seg[0] + seg[1]), int(seg[2])
	case "cf.switch":
		seg := segments(op, "operandSegmentSizes")
		if len(seg) != 3 {
			return 0, 0
		}
		if i == 0 {
			return int(seg[0]), int(seg[1])
		}
		cases := segments(op, "case_operand_segments")
		start = int(seg[0] + seg[1])
		for k := 0; k < i-1 && k < len(cases); k++ {
			start += int(cases[k])
		}
		if i-1 < len(cases) {
			return start, int(cases[i-1])
		}
		return start, 0
	}
	return 0, 0
}

// EraseSuccessorOperand removes the j-th operand forwarded to successor i
// and updates the segment sizes.
func (b branch) EraseSuccessorOperand(op *ir.Operation, i, j int) {
	start, n := b.SuccessorOperands(op, i)
	if j >= n {
		return
	}
	op.EraseOperand(start + j)
	ctx := ods.ContextOf(op)
	if op.Name() == "cf.br" || ctx == nil {
		return
	}
	seg := segments(op, "operandSegmentSizes")
	group := 1 + min(i, 1)
	seg[group]--
	op.SetInherentAttr(ctx, "operandSegmentSizes", ctx.DenseI32Array(toI32(seg)))
	if op.Name() == "cf.switch" && i > 0 {
		cases := segments(op, "case_operand_segments")
		cases[i-1]--
		op.SetInherentAttr(ctx, "case_operand_segments", ctx.DenseI32Array(toI32(cases)))
	}
}

func toI32(v []int64) []int32 {
	out := make([]int32, len(v))
	for i, x := range v {
		out[i] = int32(x)
	}
	return out
}

func verifySwitch(op *ir.Operation) error {
	cv, _ := op.InherentAttr("case_values").(*ir.DenseElementsAttr)
	nDests := op.NumSuccessors() - 1
	if cv == nil {
		if nDests == 0 {
			return nil
		}
		return op.EmitOpError("number of case values (0) should match number of case destinations (%d)", nDests)
	}
	flagType := op.Operand(0).Type()
	if et := cv.ElemType(); et != flagType {
		return op.EmitOpError("'flag' type ('%s') should match case value type ('%s')", ods.TypeText(flagType), ods.TypeText(et))
	}
	if n := cv.NumElements(); n != int64(nDests) {
		return op.EmitOpError("number of case values (%d) should match number of case destinations (%d)", n, nDests)
	}
	return nil
}

// parseSuccessorAndUseList parses `^bb` with an optional `(%a, ... : t, ...)`.
func parseSuccessorAndUseList(p ir.OpParser) (*ir.Block, []ir.UnresolvedOperand, []ir.Type, error) {
	dest, err := p.ParseSuccessor()
	if err != nil {
		return nil, nil, nil, err
	}
	uses := []ir.UnresolvedOperand{}
	types := []ir.Type{}
	if p.ParseOptionalPunct("(") {
		uses, err = ods.ParseOptionalOperands(p)
		if err != nil {
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

// parseSwitchOpCases parses
//
//	`default` `:` bb-id (`(` ssa-use-and-type-list `)`)?
//	( `,` integer `:` bb-id (`(` ssa-use-and-type-list `)`)? )*
func parseSwitchOpCases(p ir.OpParser, _ *ir.OperationState, args []ods.DirectiveArg) error {
	ctx := p.Context()
	if err := p.ParseKeyword("default"); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	defDest, defUses, defTypes, err := parseSuccessorAndUseList(p)
	if err != nil {
		return err
	}
	var flagType ir.Type
	if ts := args[0].ParsedTypes(); len(ts) == 1 {
		flagType = ts[0]
	}
	width := ir.BitWidth(flagType)
	var values []*big.Int
	var dests []*ir.Block
	var caseUses [][]ir.UnresolvedOperand
	var caseTypes [][]ir.Type
	for p.ParseOptionalPunct(",") {
		v, ok, err := p.ParseOptionalInteger()
		if err != nil {
			return err
		}
		if !ok {
			return p.Errorf("expected integer value")
		}
		values = append(values, ir.NormalizeInt(big.NewInt(v), width, false))
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		d, uses, types, err := parseSuccessorAndUseList(p)
		if err != nil {
			return err
		}
		dests = append(dests, d)
		caseUses = append(caseUses, uses)
		caseTypes = append(caseTypes, types)
	}
	args[1].SetSuccessors([]*ir.Block{defDest})
	args[2].SetOperands(defUses)
	args[3].SetTypes(defTypes)
	if len(values) > 0 && flagType != nil {
		vt := ctx.VectorType([]int64{int64(len(values))}, flagType, nil)
		n := ir.ElementBytes(flagType)
		data := make([]byte, n*len(values))
		for i, v := range values {
			ir.IntToRaw(data[i*n:(i+1)*n], v)
		}
		args[4].SetAttr(ctx.DenseElementsAttr(vt, data, false))
	}
	args[5].SetSuccessors(dests)
	args[6].SetOperandGroups(caseUses)
	args[7].SetTypeGroups(caseTypes)
	return nil
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

func printSwitchOpCases(p ir.OpPrinter, op *ir.Operation, args []ods.DirectiveArg) {
	p.WriteString("  default: ")
	if d := args[1].Successors(op); len(d) == 1 {
		printSuccessorAndUseList(p, d[0], args[2].Operands(op))
	}
	cv, _ := args[4].Attr(op).(*ir.DenseElementsAttr)
	if cv == nil {
		return
	}
	dests := args[5].Successors(op)
	groups := args[6].OperandGroups(op)
	width := ir.BitWidth(cv.ElemType())
	limit := new(big.Int).SetUint64(^uint64(0))
	for i := int64(0); i < cv.NumElements(); i++ {
		p.WriteString(",")
		p.PrintNewline()
		p.WriteString("  ")
		// APInt::getLimitedValue: the unsigned value, saturated to 64 bits.
		v := ir.NormalizeInt(cv.IntAt(i), width, true)
		if v.Cmp(limit) > 0 {
			v = limit
		}
		p.WriteString(v.String())
		p.WriteString(": ")
		if int(i) < len(dests) {
			var ops []*ir.Value
			if int(i) < len(groups) {
				ops = groups[i]
			}
			printSuccessorAndUseList(p, dests[i], ops)
		}
	}
	p.PrintNewline()
}
