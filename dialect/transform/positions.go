package transform

import (
	"slices"
	"strconv"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// transform.get_result and transform.get_operand: value handles to the
// results or operands of payload ops at positions given as a list, the
// complement of a list (`except(...)`) or `all`.

func init() {
	Dialect.Ops = append(Dialect.Ops, positionsOp("transform.get_result", "Get handle to the a result (or results) of the target op",
		func(op *ir.Operation) []*ir.Value { return op.Results() }),
		positionsOp("transform.get_operand", "Get a handle to the operand(s) of the targeted op",
			func(op *ir.Operation) []*ir.Value { return op.Operands() }))
}

// positionsOp builds an op selecting the values of payload ops at
// positions.
func positionsOp(name, summary string, values func(*ir.Operation) []*ir.Value) *ods.Op {
	return &ods.Op{
		Name:     name,
		Summary:  summary,
		Operands: []ods.Operand{{Name: "target", Type: HandleType}},
		Attrs: []ods.Attr{
			{Name: "is_all", Constraint: ods.UnitAttrC, Optional: true},
			{Name: "is_inverted", Constraint: ods.UnitAttrC, Optional: true},
			{Name: "raw_position_list", Constraint: ods.DenseI64ArrayAttr},
		},
		Results: []ods.Result{{Name: "result", Type: valueHandle}},
		Format:  "$target `[`custom<TransformMatchDims>($raw_position_list, $is_inverted, $is_all)`]` attr-dict `:` functional-type(operands, results)",
		CustomDirectives: map[string]ods.CustomDirective{"TransformMatchDims": {
			Parse: parseMatchDims, Print: printMatchDims}},
		Verify: verifyMatchDims,
		Interfaces: ir.Interfaces{HandleEffects(false), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
			var out []*ir.Value
			for _, t := range st.Ops(op.Operand(0)) {
				vals := values(t)
				pos, f, d := expandPositions(op, len(vals))
				if f != nil {
					d.AttachNote(t.Loc(), "while considering positions of this payload operation")
					return f
				}
				for _, p := range pos {
					out = append(out, vals[p])
				}
			}
			st.SetValues(op.Result(0), out)
			return nil
		})},
	}
}

// parseMatchDims parses `all`, `except(list)` or `list`.
func parseMatchDims(p ir.OpParser, _ *ir.OperationState, args []ods.DirectiveArg) error {
	ctx := p.Context()
	if p.ParseOptionalKeyword("all") {
		args[0].SetAttr(ctx.DenseI64Array(nil))
		args[2].SetAttr(ctx.UnitAttr())
		return nil
	}
	inverted := p.ParseOptionalKeyword("except")
	if inverted {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
	}
	var vals []int64
	for {
		v, ok, err := p.ParseOptionalInteger()
		if err != nil {
			return err
		}
		if !ok {
			return p.Errorf("expected integer value")
		}
		vals = append(vals, v)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if inverted {
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		args[1].SetAttr(ctx.UnitAttr())
	}
	args[0].SetAttr(ctx.DenseI64Array(vals))
	return nil
}

func printMatchDims(p ir.OpPrinter, op *ir.Operation, _ []ods.DirectiveArg) {
	if op.InherentAttr("is_all") != nil {
		p.WriteString("all")
		return
	}
	inverted := op.InherentAttr("is_inverted") != nil
	if inverted {
		p.WriteString("except(")
	}
	for i, v := range positionsOf(op) {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteString(strconv.FormatInt(v, 10))
	}
	if inverted {
		p.WriteString(")")
	}
}

// positionsOf returns the raw position list of op.
func positionsOf(op *ir.Operation) []int64 {
	if a, ok := op.InherentAttr("raw_position_list").(*ir.DenseArrayAttr); ok {
		return a.Int64s()
	}
	return nil
}

// verifyMatchDims is upstream's verifyTransformMatchDimsOp.
func verifyMatchDims(op *ir.Operation) error {
	raw := positionsOf(op)
	all, inverted := op.InherentAttr("is_all") != nil, op.InherentAttr("is_inverted") != nil
	if all {
		if inverted {
			return op.EmitOpError("cannot request both 'all' and 'inverted' values in the list")
		}
		if len(raw) != 0 {
			return op.EmitOpError("cannot both request 'all' and specific values in the list")
		}
	}
	if !all && len(raw) == 0 {
		return op.EmitOpError("must request specific values in the list if 'all' is not specified")
	}
	// As upstream's std::unique: adjacent duplicates only.
	for i := 1; i < len(raw); i++ {
		if raw[i] == raw[i-1] {
			return op.EmitOpError("expected the listed values to be unique")
		}
	}
	return nil
}

// expandPositions is upstream's expandTargetSpecification: the positions
// among n the op selects, negative ones counted from the end.
func expandPositions(op *ir.Operation, n int) ([]int, *Failure, *ir.Diagnostic) {
	if op.InherentAttr("is_all") != nil {
		out := make([]int, n)
		for i := range out {
			out[i] = i
		}
		return out, nil, nil
	}
	var out []int
	for _, raw := range positionsOf(op) {
		updated := raw
		if raw < 0 {
			updated = int64(n) + raw
		}
		if updated >= int64(n) {
			f, d := SilenceableError(op.Loc(), "position overflow %d (updated from %d) for maximum %d", updated, raw, n)
			return nil, f, d
		}
		if updated < 0 {
			f, d := SilenceableError(op.Loc(), "position underflow %d (updated from %d)", updated, raw)
			return nil, f, d
		}
		out = append(out, int(updated))
	}
	if op.InherentAttr("is_inverted") == nil {
		return out, nil, nil
	}
	var inv []int
	for i := 0; i < n; i++ {
		if !slices.Contains(out, i) {
			inv = append(inv, i)
		}
	}
	return inv, nil, nil
}
