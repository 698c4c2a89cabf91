package scf

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// forOp is scf.for: a counted loop from lowerBound to upperBound by step,
// carrying initArgs through its iterations.
var forOp = &ods.Op{
	Name:    "scf.for",
	Summary: "for operation",
	Description: "The `scf.for` operation represents a loop taking 3 SSA values as operands " +
		"that represent the lower bound, upper bound and step respectively, and " +
		"loop-carried values (iter_args) yielded by its body.",
	Operands: []ods.Operand{{Name: "lowerBound", Type: ods.SignlessIntOrIdx},
		{Name: "upperBound", Type: ods.SignlessIntOrIdx}, {Name: "step", Type: ods.SignlessIntOrIdx},
		{Name: "initArgs", Type: ods.AnyType, Arity: ods.Variadic}},
	Results:       []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Attrs:         []ods.Attr{{Name: "unsignedCmp", Constraint: ods.UnitAttrC, Optional: true}},
	Regions:       []ods.Region{{Name: "region", MaxBlocks: 1}},
	AllTypesMatch: [][]string{{"lowerBound", "upperBound", "step"}},
	Traits: []ir.Trait{ir.TraitAutomaticAllocationScope, ir.TraitSingleBlockImplicitTerminator,
		ir.TraitRecursiveMemoryEffects},
	ImplicitTerminator: "scf.yield",
	Parse:              parseFor,
	Print:              printFor,
	Verify:             verifyFor,
	VerifyRegions:      verifyForRegions,
	Canonicalize:       forPatterns,
	Interfaces:         ir.Interfaces{forInterfaces{}},
}

// forInterfaces implements scf.for's RegionBranchOpInterface,
// LoopLikeOpInterface and ConditionallySpeculatable.
type forInterfaces struct{}

// SuccessorRegions: from the op or the body, the body (receiving the
// iter_args) or the op's results.
func (forInterfaces) SuccessorRegions(op *ir.Operation, _ *ir.Region, _ []ir.Attribute) []ir.RegionSuccessor {
	return []ir.RegionSuccessor{{Region: op.Region(0), Inputs: forIterArgs(op)},
		{Inputs: op.Results()}}
}

// EntrySuccessorOperands: the init args.
func (forInterfaces) EntrySuccessorOperands(op *ir.Operation, _ *ir.Region) []*ir.Value {
	return op.Operands()[3:]
}

// LoopRegions: the body.
func (forInterfaces) LoopRegions(op *ir.Operation) []*ir.Region { return []*ir.Region{op.Region(0)} }

// Speculatability: a loop of constant step 1 terminates.
func (forInterfaces) Speculatability(op *ir.Operation) ir.Speculatability {
	if s, ok := constantInt(op.Operand(2)); ok && s == 1 {
		return ir.RecursivelySpeculatable
	}
	return ir.NotSpeculatable
}

// loopParts are the values LoopLikeOpInterface's verifier compares.
type loopParts struct {
	inits, iterArgs, yielded, results []*ir.Value
	hasResults                        bool
}

// loopPartsOf returns the inits, region iter_args, yielded values and
// results of an scf loop.
func loopPartsOf(op *ir.Operation) loopParts {
	var lp loopParts
	switch op.Name() {
	case "scf.for":
		lp.inits, lp.iterArgs, lp.results, lp.hasResults = op.Operands()[3:], forIterArgs(op), op.Results(), true
		if t := terminatorOf(op.Region(0)); t != nil && t.Name() == "scf.yield" {
			lp.yielded = t.Operands()
		}
	case "scf.forall":
		lp.inits, lp.results, lp.hasResults = forallOutputs(op), op.Results(), true
		if b := op.Region(0).First(); b != nil && b.NumArgs() >= forallRank(op) {
			lp.iterArgs = b.Args()[forallRank(op):]
		}
	}
	return lp
}

// verifyLoopLike is upstream's verifyLoopLikeOpInterface, which runs
// with the region verifiers.
func verifyLoopLike(op *ir.Operation) error {
	lp := loopPartsOf(op)
	if len(lp.inits) != len(lp.iterArgs) {
		return op.EmitOpError("different number of inits and region iter_args: %d != %d", len(lp.inits), len(lp.iterArgs))
	}
	if len(lp.yielded) != 0 && len(lp.iterArgs) != len(lp.yielded) {
		return op.EmitOpError("different number of region iter_args and yielded values: %d != %d", len(lp.iterArgs), len(lp.yielded))
	}
	if lp.hasResults && len(lp.results) != len(lp.iterArgs) {
		return op.EmitOpError("different number of loop results and region iter_args: %d != %d", len(lp.results), len(lp.iterArgs))
	}
	for i, init := range lp.inits {
		if a := lp.iterArgs[i]; init.Type() != a.Type() {
			return op.EmitOpError("%d-th init and %d-th region iter_arg have different type: %s != %s", i, i, quoteType(init.Type()), quoteType(a.Type()))
		}
		if len(lp.yielded) != 0 && lp.iterArgs[i].Type() != lp.yielded[i].Type() {
			return op.EmitOpError("%d-th region iter_arg and %d-th yielded value have different type: %s != %s", i, i, quoteType(lp.iterArgs[i].Type()), quoteType(lp.yielded[i].Type()))
		}
	}
	if lp.hasResults {
		for i, a := range lp.iterArgs {
			if r := lp.results[i]; a.Type() != r.Type() {
				// Upstream's verifier reports every mismatch as the 0-th.
				return op.EmitOpError("0-th region iter_arg and 0-th loop result have different type: %s != %s", quoteType(a.Type()), quoteType(r.Type()))
			}
		}
	}
	return nil
}

// forIterArgs returns the body arguments after the induction variable.
func forIterArgs(op *ir.Operation) []*ir.Value {
	b := op.Region(0).First()
	if b == nil || b.NumArgs() == 0 {
		return nil
	}
	return b.Args()[1:]
}

// constantInt returns the value of a constant integer or index v.
func constantInt(v *ir.Value) (int64, bool) {
	if a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr); ok && a.IsSmall() {
		return a.Int64(), true
	}
	return 0, false
}

func verifyFor(op *ir.Operation) error {
	if op.NumOperands()-3 != op.NumResults() {
		return op.EmitOpError("mismatch in number of loop-carried values and defined values")
	}
	return nil
}

// verifyForRegions runs, as upstream, the LoopLikeOpInterface and
// RegionBranchOpInterface verifiers, then ForOp::verifyRegions.
func verifyForRegions(op *ir.Operation) error {
	if err := verifyLoopLike(op); err != nil {
		return err
	}
	if err := ods.VerifyRegionBranchTypes(op); err != nil {
		return err
	}
	b := op.Region(0).First()
	if b == nil || b.NumArgs() == 0 || b.Arg(0).Type() != op.Operand(0).Type() {
		return op.EmitOpError("expected induction variable to be same type as bounds and step")
	}
	if b.NumArgs()-1 != op.NumResults() {
		return op.EmitOpError("mismatch in number of basic block args and defined values")
	}
	for i := 0; i < op.NumResults(); i++ {
		if op.Operand(3+i).Type() != op.Result(i).Type() {
			return op.EmitOpError("types mismatch between %dth iter operand and defined value", i)
		}
		if b.Arg(1+i).Type() != op.Result(i).Type() {
			return op.EmitOpError("types mismatch between %dth iter region arg and defined value", i)
		}
	}
	return nil
}

// parseFor is upstream's ForOp::parse:
// `scf.for unsigned? %iv = %lb to %ub step %step
// (iter_args(%arg = %init, ...) -> (types))? (: type)? region attr-dict`.
func parseFor(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	if p.ParseOptionalKeyword("unsigned") {
		st.AddAttr("unsignedCmp", ctx.UnitAttr())
	}
	iv, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	var bounds [3]ir.UnresolvedOperand
	for i, kw := range []string{"", "to", "step"} {
		if kw != "" {
			if err := p.ParseKeyword(kw); err != nil {
				return err
			}
		}
		if bounds[i], err = p.ParseOperand(); err != nil {
			return err
		}
	}
	args := []ir.RegionArgument{{Operand: iv}}
	var inits []ir.UnresolvedOperand
	hasIterArgs := p.ParseOptionalKeyword("iter_args")
	if hasIterArgs {
		a, u, err := parseAssignmentList(p)
		if err != nil {
			return err
		}
		args, inits = append(args, a...), u
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		types, err := ods.ParseArrowTypeList(p)
		if err != nil {
			return err
		}
		st.Types = append(st.Types, types...)
	}
	if len(args) != len(st.Types)+1 {
		return nameError(st, "mismatch in number of loop-carried values and defined values")
	}
	t := indexType(ctx)
	if p.ParseOptionalPunct(":") {
		if t, err = p.ParseType(); err != nil {
			return err
		}
	}
	args[0].Type = t
	for i := range inits {
		args[i+1].Type = st.Types[i]
	}
	body := st.AddRegion()
	if err := p.ParseRegion(body, args); err != nil {
		return err
	}
	ods.EnsureTerminator(ctx, body, st.Loc, "scf.yield")
	// As upstream, the operands are resolved after the region: a value
	// defined in it is reported as such.
	ops, err := resolveSame(p, bounds[:], t)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, ops...)
	initVals, err := resolveAll(p, inits, st.Types)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, initVals...)
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	return nil
}

func printFor(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	if op.InherentAttr("unsignedCmp") != nil {
		p.WriteString("unsigned ")
	}
	b := op.Region(0).First()
	p.PrintOperand(b.Arg(0))
	p.WriteString(" = ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" to ")
	p.PrintOperand(op.Operand(1))
	p.WriteString(" step ")
	p.PrintOperand(op.Operand(2))
	inits := op.Operands()[3:]
	printInitializationList(p, b.Args()[1:], inits, " iter_args")
	if len(inits) > 0 {
		p.WriteString(" -> (")
		printTypeList(p, typesOf(inits))
		p.WriteString(")")
	}
	p.WriteString(" ")
	if t := b.Arg(0).Type(); !isIndex(t) {
		p.WriteString(" : ")
		p.PrintType(t)
		p.WriteString(" ")
	}
	p.PrintRegion(op.Region(0), false, len(inits) > 0, false)
	p.PrintOptionalAttrDict(op.AllAttrs(), "unsignedCmp")
}
