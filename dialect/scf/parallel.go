package scf

import (
	"fmt"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// parallelOp is scf.parallel: a parallel loop nest over index ranges whose
// body ends with scf.reduce, combining reduced values into the results.
var parallelOp = &ods.Op{
	Name:    "scf.parallel",
	Summary: "parallel for operation",
	Description: "The `scf.parallel` operation represents a loop nest taking 4 groups of SSA " +
		"values as operands that represent the lower bounds, upper bounds, steps and " +
		"initial values of its reductions.",
	Operands: []ods.Operand{{Name: "lowerBound", Type: ods.Index, Arity: ods.Variadic},
		{Name: "upperBound", Type: ods.Index, Arity: ods.Variadic},
		{Name: "step", Type: ods.Index, Arity: ods.Variadic},
		{Name: "initVals", Type: ods.AnyType, Arity: ods.Variadic}},
	Results: []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Regions: []ods.Region{{Name: "region", MaxBlocks: 1}},
	Traits: []ir.Trait{ir.TraitAutomaticAllocationScope, ir.TraitAttrSizedOperandSegments,
		ir.TraitRecursiveMemoryEffects, ir.TraitSingleBlockImplicitTerminator},
	ImplicitTerminator: "scf.reduce",
	Parse:              parseParallel,
	Print:              printParallel,
	Verify:             verifyParallel,
	VerifyRegions:      ods.VerifyRegionBranchTypes,
	Canonicalize:       parallelPatterns,
	Interfaces:         ir.Interfaces{parallelInterfaces{}},
}

// parallelInterfaces implements the RegionBranchOpInterface and
// LoopLikeOpInterface of scf.parallel and scf.forall: the body may run or
// not, and returns to the op.
type parallelInterfaces struct{}

// SuccessorRegions: the body (no inputs) or the op.
func (parallelInterfaces) SuccessorRegions(op *ir.Operation, _ *ir.Region, _ []ir.Attribute) []ir.RegionSuccessor {
	return []ir.RegionSuccessor{{Region: op.Region(0)}, {}}
}

// EntrySuccessorOperands: none.
func (parallelInterfaces) EntrySuccessorOperands(*ir.Operation, *ir.Region) []*ir.Value { return nil }

// LoopRegions: the body.
func (parallelInterfaces) LoopRegions(op *ir.Operation) []*ir.Region {
	return []*ir.Region{op.Region(0)}
}

// parallelBounds returns the lower bounds, upper bounds, steps and init
// values of an scf.parallel.
func parallelBounds(op *ir.Operation) (lbs, ubs, steps, inits []*ir.Value) {
	return ods.OperandGroup(op, 0), ods.OperandGroup(op, 1), ods.OperandGroup(op, 2), ods.OperandGroup(op, 3)
}

func verifyParallel(op *ir.Operation) error {
	_, _, steps, inits := parallelBounds(op)
	if len(steps) == 0 {
		return op.EmitOpError("needs at least one tuple element for lowerBound, upperBound and step")
	}
	for _, s := range steps {
		if c, ok := constantInt(s); ok && c <= 0 {
			return op.EmitOpError("constant step operand must be positive")
		}
	}
	b := op.Region(0).First()
	if b.NumArgs() != len(steps) {
		return op.EmitOpError("expects the same number of induction variables: %d as bound and step values: %d",
			b.NumArgs(), len(steps))
	}
	for _, a := range b.Args() {
		if !isIndex(a.Type()) {
			return op.EmitOpError("expects arguments for the induction variable to be of index type")
		}
	}
	reduce, err := verifyTerminator(op, op.Region(0), "scf.reduce", "expects body to terminate with 'scf.reduce'")
	if err != nil {
		return err
	}
	if op.NumResults() != reduce.NumRegions() {
		return op.EmitOpError("expects number of results: %d to be the same as number of reductions: %d",
			op.NumResults(), reduce.NumRegions())
	}
	if op.NumResults() != len(inits) {
		return op.EmitOpError("expects number of results: %d to be the same as number of initial values: %d",
			op.NumResults(), len(inits))
	}
	for i := 0; i < reduce.NumRegions(); i++ {
		if rt, ot := op.Result(i).Type(), reduce.Operand(i).Type(); rt != ot {
			return reduce.EmitOpError("expects type of %d-th reduction operand: %s to be the same as the %d-th result type: %s",
				i, quoteType(ot), i, quoteType(rt))
		}
	}
	return nil
}

// parseIndexOperandList parses `(` operands `)` of index type; n >= 0
// requires that many operands.
func parseIndexOperandList(p ir.OpParser, n int) ([]*ir.Value, error) {
	pos := p.Pos()
	uses, err := ods.ParseOperandList(p, "(", ")", false)
	if err != nil {
		return nil, err
	}
	if n >= 0 && len(uses) != n {
		return nil, p.ErrorAt(pos, "expected %d operands", n)
	}
	return resolveSame(p, uses, indexType(p.Context()))
}

// parseArgumentList parses `(%a, %b, ...)` (upstream's parseArgumentList
// with parentheses), giving each argument the index type.
func parseArgumentList(p ir.OpParser) ([]ir.RegionArgument, error) {
	if !p.ParseOptionalPunct("(") {
		return nil, p.WrongToken("expected '(' in argument list")
	}
	var args []ir.RegionArgument
	if p.ParseOptionalPunct(")") {
		return args, nil
	}
	for {
		a, err := p.ParseArgument(false, false)
		if err != nil {
			return nil, err
		}
		a.Type = indexType(p.Context())
		args = append(args, a)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if !p.ParseOptionalPunct(")") {
		return nil, p.WrongToken("expected ')' in argument list")
	}
	return args, nil
}

// parseParallel is upstream's ParallelOp::parse.
func parseParallel(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	ivs, err := parseArgumentList(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	var groups [3][]*ir.Value
	for i, kw := range []string{"", "to", "step"} {
		if kw != "" {
			if err := p.ParseKeyword(kw); err != nil {
				return err
			}
		}
		if groups[i], err = parseIndexOperandList(p, len(ivs)); err != nil {
			return err
		}
	}
	var inits []ir.UnresolvedOperand
	if p.ParseOptionalKeyword("init") {
		if inits, err = ods.ParseOperandList(p, "(", ")", false); err != nil {
			return err
		}
	}
	if p.ParseOptionalPunct("->") {
		types, err := ods.ParseArrowTypeList(p)
		if err != nil {
			return err
		}
		st.Types = append(st.Types, types...)
	}
	body := st.AddRegion()
	if err := p.ParseRegion(body, ivs); err != nil {
		return err
	}
	st.AddAttr("operandSegmentSizes", ctx.DenseI32Array([]int32{int32(len(groups[0])),
		int32(len(groups[1])), int32(len(groups[2])), int32(len(inits))}))
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if len(inits) != len(st.Types) {
		return nameError(st, fmt.Sprintf("number of operands and types do not match: got %d operands and %d types", len(inits), len(st.Types)))
	}
	vals, err := resolveAll(p, inits, st.Types)
	if err != nil {
		return err
	}
	st.Operands = append(append(append(append(st.Operands, groups[0]...), groups[1]...), groups[2]...), vals...)
	ods.EnsureTerminator(ctx, body, st.Loc, "scf.reduce")
	return nil
}

func printParallel(p ir.OpPrinter, op *ir.Operation) {
	lbs, ubs, steps, inits := parallelBounds(op)
	p.WriteString(" (")
	printValues(p, op.Region(0).First().Args())
	p.WriteString(") = (")
	printValues(p, lbs)
	p.WriteString(") to (")
	printValues(p, ubs)
	p.WriteString(") step (")
	printValues(p, steps)
	p.WriteString(")")
	if len(inits) > 0 {
		p.WriteString(" init (")
		printValues(p, inits)
		p.WriteString(")")
	}
	printOptionalArrowTypeList(p, op.ResultTypes())
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true, false)
	p.PrintOptionalAttrDict(op.AllAttrs(), "operandSegmentSizes")
}

// printValues prints values separated by commas.
func printValues(p ir.OpPrinter, vs []*ir.Value) {
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
}

// reduceOp is scf.reduce: the terminator of scf.parallel, with one
// reduction region per reduced operand.
var reduceOp = &ods.Op{
	Name:    "scf.reduce",
	Summary: "reduce operation for scf.parallel",
	Description: "The `scf.reduce` operation is the terminator of scf.parallel; each of its " +
		"regions combines two values of its operand's type with scf.reduce.return.",
	Operands:      []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
	Regions:       []ods.Region{{Name: "reductions", Arity: ods.Variadic, MaxBlocks: 1}},
	Traits:        []ir.Trait{ir.TraitHasParent, ir.TraitRecursiveMemoryEffects, ir.TraitTerminator},
	ParentNames:   []string{"scf.parallel"},
	Format:        "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
	VerifyRegions: verifyReduceRegions,
	Interfaces:    ir.Interfaces{noForwarding{}},
}

func verifyReduceRegions(op *ir.Operation) error {
	for i := 0; i < op.NumRegions(); i++ {
		t := op.Operand(i).Type()
		b := op.Region(i).First()
		if b.Empty() {
			return op.EmitOpError("%d-th reduction has an empty body", i)
		}
		ok := b.NumArgs() == 2
		for _, a := range b.Args() {
			ok = ok && a.Type() == t
		}
		if !ok {
			return op.EmitOpError("expected two block arguments with type %s in the %d-th reduction region", quoteType(t), i)
		}
		if b.Last().Name() != "scf.reduce.return" {
			return op.EmitOpError("reduction bodies must be terminated with an 'scf.reduce.return' op")
		}
	}
	return nil
}

// reduceReturnOp is scf.reduce.return: the terminator of a reduction
// region, giving the combined value.
var reduceReturnOp = &ods.Op{
	Name:        "scf.reduce.return",
	Summary:     "terminator for reduce operation",
	Description: "The `scf.reduce.return` operation terminates a reduction region of scf.reduce.",
	Operands:    []ods.Operand{{Name: "result", Type: ods.AnyType}},
	Traits: []ir.Trait{ir.TraitHasParent, ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable,
		ir.TraitTerminator},
	ParentNames: []string{"scf.reduce"},
	Format:      "$result attr-dict `:` type($result)",
	Verify: func(op *ir.Operation) error {
		b := op.Block()
		if b.NumArgs() == 0 {
			return nil
		}
		if want := b.Arg(0).Type(); want != op.Operand(0).Type() {
			return op.EmitOpError("must have type %s (the type of the reduction inputs)", quoteType(want))
		}
		return nil
	},
}
