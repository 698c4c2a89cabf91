package affine

import (
	"github.com/gomlir/gomlir/analysis/valuebounds"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// minMaxSpec builds affine.min or affine.max: the minimum (maximum) of the
// results of an affine map applied to index operands.
func minMaxSpec(name string, isMin bool) *ods.Op {
	return &ods.Op{
		Name:     name,
		Operands: []ods.Operand{{Name: "operands", Type: ods.Index, Arity: ods.Variadic}},
		Attrs:    []ods.Attr{{Name: "map", Constraint: affineMapAttr}},
		Results:  []ods.Result{{Name: "result", Type: ods.Index}},
		Traits:   []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
		Parse:    parseMinMax,
		Print:    printMinMax,
		Verify: func(op *ir.Operation) error {
			m := mapAttr(op, "map")
			if op.NumOperands() != m.NumDims+m.NumSymbols {
				return op.EmitOpError("operand count and affine map dimension and symbol count must match")
			}
			return nil
		},
		Fold: func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
			return foldMinMax(op, operands, isMin)
		},
		Canonicalize: minMaxPatterns(name),
		Interfaces: ir.Interfaces{valuebounds.IndexBounds(func(op *ir.Operation, v *ir.Value, cs valuebounds.ConstraintSet) {
			minMaxBounds(op, v, cs, isMin)
		})},
	}
}

var (
	minSpec = minMaxSpec("affine.min", true)
	maxSpec = minMaxSpec("affine.max", false)
)

func parseMinMax(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	a, err := parseAttrOf[*ir.AffineMapAttr](p)
	if err != nil {
		return err
	}
	st.AddAttr("map", a)
	dims, err := parseParenOperands(p)
	if err != nil {
		return err
	}
	syms, err := ods.ParseOperandList(p, "[", "]", true)
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := resolveAll(p, st, append(dims, syms...), ctx.IndexType()); err != nil {
		return err
	}
	st.Types = append(st.Types, ctx.IndexType())
	return nil
}

func printMinMax(p ir.OpPrinter, op *ir.Operation) {
	a := op.InherentAttr("map").(*ir.AffineMapAttr)
	p.WriteString(" ")
	p.PrintAttribute(a)
	n := a.Map.NumDims
	ops := op.Operands()
	if n > len(ops) {
		n = len(ops)
	}
	p.WriteString("(")
	ods.PrintOperands(p, ops[:n])
	p.WriteString(")")
	if len(ops) != n {
		p.WriteString("[")
		ods.PrintOperands(p, ops[n:])
		p.WriteString("]")
	}
	p.PrintOptionalAttrDict(discardable(op))
}
