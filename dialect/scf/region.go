package scf

import (
	"strconv"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// executeRegionOp is scf.execute_region: runs its (possibly multi-block)
// region once, the region's scf.yield giving the results.
var executeRegionOp = &ods.Op{
	Name:    "scf.execute_region",
	Summary: "operation that executes its region exactly once",
	Description: "The `scf.execute_region` operation executes the region held exactly once; " +
		"the region may have multiple blocks and yields the op's results.",
	Results:       []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Attrs:         []ods.Attr{{Name: "no_inline", Constraint: ods.UnitAttrC, Optional: true}},
	Regions:       []ods.Region{{Name: "region"}},
	Traits:        []ir.Trait{ir.TraitRecursiveMemoryEffects},
	Parse:         parseExecuteRegion,
	Print:         printExecuteRegion,
	Verify:        verifyExecuteRegion,
	VerifyRegions: ods.VerifyRegionBranchTypes,
	Canonicalize:  executeRegionPatterns,
	Interfaces:    ir.Interfaces{executeRegionBranches{}},
}

// parseExecuteRegion parses `(-> types)? no_inline? region attr-dict`.
func parseExecuteRegion(p ir.OpParser, st *ir.OperationState) error {
	if p.ParseOptionalPunct("->") {
		types, err := ods.ParseArrowTypeList(p)
		if err != nil {
			return err
		}
		st.Types = append(st.Types, types...)
	}
	if p.ParseOptionalKeyword("no_inline") {
		st.AddAttr("no_inline", p.Context().UnitAttr())
	}
	if err := p.ParseRegion(st.AddRegion(), nil); err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	return nil
}

func printExecuteRegion(p ir.OpPrinter, op *ir.Operation) {
	printOptionalArrowTypeList(p, op.ResultTypes())
	if op.InherentAttr("no_inline") != nil {
		p.WriteString(" no_inline")
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true, false)
	p.PrintOptionalAttrDict(op.AllAttrs(), "no_inline")
}

func verifyExecuteRegion(op *ir.Operation) error {
	b := op.Region(0).First()
	if b == nil {
		return op.EmitOpError("region needs to have at least one block")
	}
	if b.NumArgs() > 0 {
		return op.EmitOpError("region cannot have any arguments")
	}
	return nil
}

// executeRegionBranches is scf.execute_region's RegionBranchOpInterface.
type executeRegionBranches struct{}

// SuccessorRegions: the op enters its region, which returns to the op.
func (executeRegionBranches) SuccessorRegions(op *ir.Operation, from *ir.Region, _ []ir.Attribute) []ir.RegionSuccessor {
	if from == nil {
		return []ir.RegionSuccessor{{Region: op.Region(0)}}
	}
	return []ir.RegionSuccessor{{Inputs: op.Results()}}
}

// EntrySuccessorOperands: none.
func (executeRegionBranches) EntrySuccessorOperands(*ir.Operation, *ir.Region) []*ir.Value {
	return nil
}

// indexSwitchOp is scf.index_switch: runs the case region whose value
// equals the index argument, else the default region.
var indexSwitchOp = &ods.Op{
	Name:    "scf.index_switch",
	Summary: "switch-case operation on an index argument",
	Description: "The `scf.index_switch` is a control-flow operation that branches to one of " +
		"the given regions based on the values of the argument and the cases.",
	Operands: []ods.Operand{{Name: "arg", Type: ods.Index}},
	Results:  []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Attrs:    []ods.Attr{{Name: "cases", Constraint: ods.DenseI64ArrayAttr}},
	Regions: []ods.Region{{Name: "defaultRegion", MaxBlocks: 1},
		{Name: "caseRegions", Arity: ods.Variadic, MaxBlocks: 1}},
	Traits:             []ir.Trait{ir.TraitRecursiveMemoryEffects, ir.TraitSingleBlockImplicitTerminator},
	ImplicitTerminator: "scf.yield",
	Format: "$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) " +
		"`\\n` `` `default` $defaultRegion",
	CustomDirectives: map[string]ods.CustomDirective{"SwitchCases": {Parse: parseSwitchCases, Print: printSwitchCases}},
	Verify:           verifyIndexSwitch,
	VerifyRegions:    ods.VerifyRegionBranchTypes,
	Canonicalize:     indexSwitchPatterns,
	Interfaces:       ir.Interfaces{switchBranches{}},
}

// switchCases returns the case values of an scf.index_switch.
func switchCases(op *ir.Operation) []int64 {
	if a, ok := op.InherentAttr("cases").(*ir.DenseArrayAttr); ok {
		return a.Int64s()
	}
	return nil
}

// parseSwitchCases parses `(case N region)*`.
func parseSwitchCases(p ir.OpParser, _ *ir.OperationState, args []ods.DirectiveArg) error {
	var values []int64
	var regions []*ir.Region
	for p.ParseOptionalKeyword("case") {
		v, ok, err := p.ParseOptionalInteger()
		if err != nil {
			return err
		}
		if !ok {
			return p.Errorf("expected integer value")
		}
		r := &ir.Region{}
		if err := p.ParseRegion(r, nil); err != nil {
			return err
		}
		values, regions = append(values, v), append(regions, r)
	}
	args[0].SetAttr(p.Context().DenseI64Array(values))
	args[1].SetRegions(regions)
	return nil
}

func printSwitchCases(p ir.OpPrinter, op *ir.Operation, _ []ods.DirectiveArg) {
	for i, v := range switchCases(op) {
		if 1+i >= op.NumRegions() {
			break
		}
		p.PrintNewline()
		p.WriteString("case " + strconv.FormatInt(v, 10) + " ")
		p.PrintRegion(op.Region(1+i), false, true, false)
	}
}

func verifyIndexSwitch(op *ir.Operation) error {
	cases := switchCases(op)
	if len(cases) != op.NumRegions()-1 {
		return op.EmitOpError("has %d case regions but %d case values", op.NumRegions()-1, len(cases))
	}
	seen := make(map[int64]bool, len(cases))
	for _, v := range cases {
		if seen[v] {
			return op.EmitOpError("has duplicate case value: %d", v)
		}
		seen[v] = true
	}
	check := func(r *ir.Region, name string) error {
		t := terminatorOf(r)
		if t == nil || t.Name() != "scf.yield" {
			n := "<none>"
			if t != nil {
				n = t.Name()
			}
			return op.EmitOpError("expected region to end with scf.yield, but got %s", n)
		}
		if t.NumOperands() != op.NumResults() {
			d := op.EmitOpError("expected each region to return %d values, but %s returns %d",
				op.NumResults(), name, t.NumOperands())
			d.AttachNote(t.Loc(), "see yield operation here")
			return d
		}
		for i := 0; i < op.NumResults(); i++ {
			if rt, yt := op.Result(i).Type(), t.Operand(i).Type(); rt != yt {
				d := op.EmitOpError("expected result #%d of each region to be %s", i, quoteType(rt))
				d.AttachNote(t.Loc(), "%s returns %s here", name, quoteType(yt))
				return d
			}
		}
		return nil
	}
	if err := check(op.Region(0), "default region"); err != nil {
		return err
	}
	for i := 1; i < op.NumRegions(); i++ {
		if err := check(op.Region(i), "case region #"+strconv.Itoa(i-1)); err != nil {
			return err
		}
	}
	return nil
}

// switchBranches is scf.index_switch's RegionBranchOpInterface.
type switchBranches struct{}

// SuccessorRegions: from the op, every region (only the selected one for a
// constant argument); from a region, the results.
func (switchBranches) SuccessorRegions(op *ir.Operation, from *ir.Region, operands []ir.Attribute) []ir.RegionSuccessor {
	if from != nil {
		return []ir.RegionSuccessor{{Inputs: op.Results()}}
	}
	if live := liveSwitchRegion(op, operands); live >= 0 {
		return []ir.RegionSuccessor{{Region: op.Region(live)}}
	}
	out := make([]ir.RegionSuccessor, op.NumRegions())
	for i := range out {
		out[i] = ir.RegionSuccessor{Region: op.Region(i)}
	}
	return out
}

// EntrySuccessorOperands: none.
func (switchBranches) EntrySuccessorOperands(*ir.Operation, *ir.Region) []*ir.Value { return nil }

// RegionInvocationBounds: every region at most once; for a constant
// argument only the selected one.
func (switchBranches) RegionInvocationBounds(op *ir.Operation, operands []ir.Attribute) []ir.InvocationBounds {
	live := liveSwitchRegion(op, operands)
	out := make([]ir.InvocationBounds, op.NumRegions())
	for i := range out {
		out[i] = ir.InvocationBounds{Max: 1}
		if live >= 0 {
			out[i].Max = boolInt(i == live)
		}
	}
	return out
}

// liveSwitchRegion returns the index of the region a constant argument
// selects (0 is the default region), or -1 when the argument is unknown.
func liveSwitchRegion(op *ir.Operation, operands []ir.Attribute) int {
	if len(operands) == 0 {
		return -1
	}
	a, ok := operands[0].(*ir.IntegerAttr)
	if !ok {
		return -1
	}
	for i, v := range switchCases(op) {
		if a.IsSmall() && v == a.Int64() {
			return 1 + i
		}
	}
	return 0
}

// foldConstantCase replaces an scf.index_switch on a constant by the
// region the constant selects.
func foldConstantCase(op *ir.Operation, rw *rewrite.Rewriter) bool {
	v, ok := constantInt(op.Operand(0))
	if !ok {
		return false
	}
	r := op.Region(0)
	for i, c := range switchCases(op) {
		if c == v {
			r = op.Region(1 + i)
			break
		}
	}
	replaceOpWithRegion(rw, op, r, nil)
	return true
}
