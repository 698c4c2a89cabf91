package scf

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// whileOp is scf.while: the `before` region computes a condition and the
// values forwarded to the `after` region (or the results once the
// condition is false); the `after` region yields the next iteration's
// `before` arguments.
var whileOp = &ods.Op{
	Name:    "scf.while",
	Summary: "a generic 'while' loop",
	Description: "The `scf.while` operation represents a generic while/do-while loop whose " +
		"`before` region ends with scf.condition and `after` region with scf.yield.",
	Operands: []ods.Operand{{Name: "inits", Type: ods.AnyType, Arity: ods.Variadic}},
	Results:  []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Regions:  []ods.Region{{Name: "before", MaxBlocks: 1}, {Name: "after", MaxBlocks: 1}},
	Traits:   []ir.Trait{ir.TraitSingleBlock, ir.TraitRecursiveMemoryEffects},
	Parse:    parseWhile,
	Print:    printWhile,
	Verify:   verifyWhile,
	// The region branch types are checked after the nested ops.
	VerifyRegions: ods.VerifyRegionBranchTypes,
	Canonicalize:  whilePatterns,
	Interfaces:    ir.Interfaces{whileInterfaces{}},
}

// whileInterfaces implements scf.while's RegionBranchOpInterface and
// LoopLikeOpInterface.
type whileInterfaces struct{}

// SuccessorRegions: the op enters `before`; `before` goes to `after` or
// the results (only one of them when the scf.condition's constant
// operands, given from `before`, decide it); `after` goes back to
// `before`.
func (whileInterfaces) SuccessorRegions(op *ir.Operation, from *ir.Region, operands []ir.Attribute) []ir.RegionSuccessor {
	before := ir.RegionSuccessor{Region: op.Region(0), Inputs: blockArgs(op.Region(0))}
	if from == nil || from == op.Region(1) {
		return []ir.RegionSuccessor{before}
	}
	parent := ir.RegionSuccessor{Inputs: op.Results()}
	after := ir.RegionSuccessor{Region: op.Region(1), Inputs: blockArgs(op.Region(1))}
	if cond, known := boolOperand(operands, 0); known {
		if cond {
			return []ir.RegionSuccessor{after}
		}
		return []ir.RegionSuccessor{parent}
	}
	return []ir.RegionSuccessor{parent, after}
}

// EntrySuccessorOperands: the inits.
func (whileInterfaces) EntrySuccessorOperands(op *ir.Operation, _ *ir.Region) []*ir.Value {
	return op.Operands()
}

// LoopRegions: both regions.
func (whileInterfaces) LoopRegions(op *ir.Operation) []*ir.Region {
	return []*ir.Region{op.Region(0), op.Region(1)}
}

// blockArgs returns the arguments of r's entry block.
func blockArgs(r *ir.Region) []*ir.Value {
	if b := r.First(); b != nil {
		return b.Args()
	}
	return nil
}

func verifyWhile(op *ir.Operation) error {
	if _, err := verifyTerminator(op, op.Region(0), "scf.condition",
		"expects the 'before' region to terminate with 'scf.condition'"); err != nil {
		return err
	}
	_, err := verifyTerminator(op, op.Region(1), "scf.yield",
		"expects the 'after' region to terminate with 'scf.yield'")
	return err
}

// parseWhile is upstream's WhileOp::parse:
// `scf.while (assignments)? : function-type region do region
// attr-dict-with-keyword`.
func parseWhile(p ir.OpParser, st *ir.OperationState) error {
	var args []ir.RegionArgument
	var inits []ir.UnresolvedOperand
	if p.IsPunct("(") {
		var err error
		if args, inits, err = parseAssignmentList(p); err != nil {
			return err
		}
	}
	typePos := p.Pos()
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		return p.ErrorAt(typePos, "invalid kind of type specified: expected builtin.function, but found '%s'", ods.TypeText(t))
	}
	st.Types = append(st.Types, ft.Results...)
	if len(ft.Inputs) != len(inits) {
		return p.ErrorAt(typePos, "expected as many input types as operands (expected %d got %d)", len(inits), len(ft.Inputs))
	}
	vals, err := resolveAll(p, inits, ft.Inputs)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vals...)
	for i := range args {
		args[i].Type = ft.Inputs[i]
	}
	before, after := st.AddRegion(), st.AddRegion()
	if err := p.ParseRegion(before, args); err != nil {
		return err
	}
	if err := p.ParseKeyword("do"); err != nil {
		return err
	}
	if err := p.ParseRegion(after, nil); err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	return nil
}

func printWhile(p ir.OpPrinter, op *ir.Operation) {
	printInitializationList(p, blockArgs(op.Region(0)), op.Operands(), " ")
	p.WriteString(" : (")
	printTypeList(p, op.OperandTypes())
	p.WriteString(") -> ")
	printParenTypes(p, op.ResultTypes())
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true, false)
	p.WriteString(" do ")
	p.PrintRegion(op.Region(1), true, true, false)
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs())
}

// conditionOp is scf.condition: the terminator of scf.while's `before`
// region, continuing with the `after` region when its condition holds.
var conditionOp = &ods.Op{
	Name:    "scf.condition",
	Summary: "loop continuation condition",
	Description: "The `scf.condition` operation terminates the `before` region of scf.while, " +
		"forwarding its arguments to the `after` region or to the results.",
	Operands: []ods.Operand{{Name: "condition", Type: ods.I1},
		{Name: "args", Type: ods.AnyType, Arity: ods.Variadic}},
	Traits: []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable, ir.TraitTerminator,
		ir.TraitHasParent},
	ParentNames: []string{"scf.while"},
	Format:      "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
	Interfaces:  ir.Interfaces{conditionForwarding{}},
}

// conditionForwarding is scf.condition's RegionBranchTerminatorOpInterface:
// the operands after the condition go to the `after` region or the
// results.
type conditionForwarding struct{}

// SuccessorOperands: all operands but the condition.
func (conditionForwarding) SuccessorOperands(op *ir.Operation, _ *ir.Region) (int, int) {
	return 1, op.NumOperands() - 1
}
