// Package scf defines the parts of the scf (structured control flow)
// dialect gomlir implements so far: scf.if and scf.yield. Its other ops
// read as unregistered ops of a loaded dialect until they are defined.
package scf

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the scf dialect.
var Dialect = &ods.Dialect{
	Name:    "scf",
	Summary: "structured control flow: conditionals and loops with regions",
	Ops:     []*ods.Op{ifOp, yieldOp},
	Template: ir.Dialect{
		AllowUnknownOps: true,
		Interfaces: ir.Interfaces{
			ir.AlwaysLegal(nil, nil),
		},
	},
}

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
	VerifyRegions:      verifyIfRegions,
	Interfaces: ir.Interfaces{
		ifBranches{},
	},
}

// yieldOp is scf.yield: the terminator of scf regions, forwarding its
// operands to the parent op's results.
var yieldOp = &ods.Op{
	Name:        "scf.yield",
	Summary:     "loop yield and termination operation",
	Description: "The `scf.yield` operation yields values from a region of an scf op.",
	Operands:    []ods.Operand{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Traits: []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable, ir.TraitReturnLike,
		ir.TraitTerminator, ir.TraitHasParent},
	ParentNames: []string{"scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"},
	Format:      "attr-dict ($results^ `:` type($results))?",
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

// verifyIfRegions is RegionBranchOpInterface's verifier for scf.if: what
// each region yields matches the op's results.
func verifyIfRegions(op *ir.Operation) error {
	for i := 0; i < op.NumRegions(); i++ {
		b := op.Region(i).First()
		if b == nil {
			continue
		}
		t := b.Last()
		if t == nil || t.Name() != "scf.yield" {
			continue
		}
		const edge = "along control flow edge from Operation scf.yield to parent: "
		if t.NumOperands() != op.NumResults() {
			d := op.EmitOpError("%sregion branch point has %d operands, but region successor needs %d inputs",
				edge, t.NumOperands(), op.NumResults())
			d.AttachNote(t.Loc(), "region branch point")
			return d
		}
		for j := 0; j < t.NumOperands(); j++ {
			if st, rt := t.Operand(j).Type(), op.Result(j).Type(); st != rt {
				d := op.EmitOpError("%ssuccessor operand type #%d %s should match successor input type #%d %s",
					edge, j, quoteType(st), j, quoteType(rt))
				d.AttachNote(t.Loc(), "region branch point")
				return d
			}
		}
	}
	return nil
}

func quoteType(t ir.Type) string { return "'" + ods.TypeText(t) + "'" }

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
	var cond *ir.IntegerAttr
	if len(operands) > 0 {
		cond, _ = operands[0].(*ir.IntegerAttr)
	}
	var out []ir.RegionSuccessor
	if cond == nil || !cond.IsZero() {
		out = append(out, ir.RegionSuccessor{Region: op.Region(0)})
	}
	if cond == nil || cond.IsZero() {
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
