package scf

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// ifOp is scf.if: runs the `then` region when the condition holds, else
// the optional `else` region; the regions yield the op's results.
var ifOp = &ods.Op{
	Name:    "scf.if",
	Summary: "if-then-else operation",
	Description: "The `scf.if` operation represents an if-then-else construct for " +
		"conditionally executing two regions of code. The regions yield the results.",
	Operands: []ods.Operand{{Name: "condition", Type: ods.I1}},
	Results:  []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Regions:  []ods.Region{{Name: "thenRegion", MaxBlocks: 1}, {Name: "elseRegion"}},
	Traits: []ir.Trait{ir.TraitSingleBlockImplicitTerminator, ir.TraitRecursiveMemoryEffects,
		ir.TraitRecursivelySpeculatable},
	ImplicitTerminator: "scf.yield",
	Parse:              parseIf,
	Print:              printIf,
	Verify:             verifyIf,
	VerifyRegions:      ods.VerifyRegionBranchTypes,
	Fold:               foldIf,
	Canonicalize:       ifPatterns,
	Interfaces: ir.Interfaces{
		ifBranches{},
	},
}

// parseIf is upstream's ifOp::parse:
// `scf.if %cond (-> (types))? region (else region)? attr-dict`.
func parseIf(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	cond, err := p.ParseOperand()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(cond, ctx.IntegerType(1, ir.Signless))
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	if p.ParseOptionalPunct("->") {
		types, err := ods.ParseArrowTypeList(p)
		if err != nil {
			return err
		}
		st.Types = append(st.Types, types...)
	}
	then, els := st.AddRegion(), st.AddRegion()
	if err := p.ParseRegion(then, nil); err != nil {
		return err
	}
	ods.EnsureTerminator(ctx, then, st.Loc, "scf.yield")
	if p.ParseOptionalKeyword("else") {
		if err := p.ParseRegion(els, nil); err != nil {
			return err
		}
		ods.EnsureTerminator(ctx, els, st.Loc, "scf.yield")
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	return nil
}

func printIf(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	terminators := op.NumResults() > 0
	if terminators {
		p.WriteString(" -> (")
		for i := 0; i < op.NumResults(); i++ {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(op.Result(i).Type())
		}
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, terminators, false)
	if !op.Region(1).Empty() {
		p.WriteString(" else ")
		p.PrintRegion(op.Region(1), false, terminators, false)
	}
	p.PrintOptionalAttrDict(op.AllAttrs())
}

// verifyIf checks NoRegionArguments, the else region's size and upstream's
// ifOp::verify.
func verifyIf(op *ir.Operation) error {
	for i := 0; i < op.NumRegions(); i++ {
		if b := op.Region(i).First(); b != nil && b.NumArgs() > 0 {
			return op.EmitOpError("region #%d should have no arguments", i)
		}
	}
	if n := len(op.Region(1).Blocks()); n > 1 {
		return op.EmitOpError("region #1 ('elseRegion') failed to verify constraint: region with at most 1 blocks")
	}
	if op.NumResults() != 0 && op.Region(1).Empty() {
		return op.EmitOpError("must have an else block if defining values")
	}
	return nil
}

// ifBranches is scf.if's RegionBranchOpInterface.
type ifBranches struct{}

// SuccessorRegions: from the op, the then region and the else region (or
// the op's results when there is no else region), only the taken one for
// a constant condition; from either region, the op's results.
func (ifBranches) SuccessorRegions(op *ir.Operation, from *ir.Region, operands []ir.Attribute) []ir.RegionSuccessor {
	parent := ir.RegionSuccessor{Inputs: op.Results()}
	if from != nil {
		return []ir.RegionSuccessor{parent}
	}
	cond, known := boolOperand(operands, 0)
	var out []ir.RegionSuccessor
	if !known || cond {
		out = append(out, ir.RegionSuccessor{Region: op.Region(0)})
	}
	if !known || !cond {
		if op.Region(1).Empty() {
			out = append(out, parent)
		} else {
			out = append(out, ir.RegionSuccessor{Region: op.Region(1)})
		}
	}
	return out
}

// EntrySuccessorOperands: scf.if forwards no operands into its regions.
func (ifBranches) EntrySuccessorOperands(*ir.Operation, *ir.Region) []*ir.Value { return nil }

// RegionInvocationBounds: each region runs at most once; with a constant
// condition, only the taken one.
func (ifBranches) RegionInvocationBounds(op *ir.Operation, operands []ir.Attribute) []ir.InvocationBounds {
	cond, known := boolOperand(operands, 0)
	if !known {
		return []ir.InvocationBounds{{Min: 0, Max: 1}, {Min: 0, Max: 1}}
	}
	return []ir.InvocationBounds{{Min: 0, Max: boolInt(cond)}, {Min: 0, Max: boolInt(!cond)}}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
