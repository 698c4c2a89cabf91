package ods

import (
	"github.com/gomlir/gomlir/ir"
)

// Accessors for custom directives: while parsing, a directive hands what
// it read to the format engine through its arguments (Set*); while
// printing, it reads the op's values through them. `ref(...)` arguments
// give what the format parsed before the directive.

// SetOperands records the operands of an operand group argument.
func (a DirectiveArg) SetOperands(uses []ir.UnresolvedOperand) {
	if a.st == nil || a.Kind != "operand" {
		return
	}
	if uses == nil {
		uses = []ir.UnresolvedOperand{}
	}
	a.st.uses[a.Index] = uses
}

// SetOperandGroups records the operands of a VariadicOfVariadic group; the
// engine stores the group sizes in the group's segment attribute.
func (a DirectiveArg) SetOperandGroups(groups [][]ir.UnresolvedOperand) {
	if a.st == nil || a.Kind != "operand" {
		return
	}
	flat := []ir.UnresolvedOperand{}
	sizes := make([]int32, len(groups))
	for i, g := range groups {
		flat = append(flat, g...)
		sizes[i] = int32(len(g))
	}
	a.st.uses[a.Index] = flat
	if a.st.subSizes == nil {
		a.st.subSizes = map[int][]int32{}
	}
	a.st.subSizes[a.Index] = sizes
}

// SetTypes records the types of a `type(...)` argument (operand or result
// group).
func (a DirectiveArg) SetTypes(types []ir.Type) {
	if a.st == nil {
		return
	}
	if types == nil {
		types = []ir.Type{}
	}
	switch a.Kind {
	case "type":
		a.st.opTypes[a.Index] = types
	case "result-type":
		a.st.resTypes[a.Index] = types
	}
}

// SetTypeGroups records the types of a `type(...)` argument over a
// VariadicOfVariadic group.
func (a DirectiveArg) SetTypeGroups(groups [][]ir.Type) {
	flat := []ir.Type{}
	for _, g := range groups {
		flat = append(flat, g...)
	}
	a.SetTypes(flat)
}

// ParsedTypes returns the types parsed so far for a `type(...)` argument
// (for `ref(type(...))`).
func (a DirectiveArg) ParsedTypes() []ir.Type {
	if a.st == nil {
		return nil
	}
	switch a.Kind {
	case "type", "operand":
		return a.st.opTypes[a.Index]
	case "result-type", "result":
		return a.st.resTypes[a.Index]
	}
	return nil
}

// SetAttr records the value of an attribute argument (nil: absent).
func (a DirectiveArg) SetAttr(v ir.Attribute) {
	if a.st == nil || a.Kind != "attr" || v == nil {
		return
	}
	a.st.attrs = append(a.st.attrs, ir.NamedAttr{Name: a.Name, Value: v})
}

// SetSuccessors records the blocks of a successor group argument.
func (a DirectiveArg) SetSuccessors(blocks []*ir.Block) {
	if a.st == nil || a.Kind != "successor" {
		return
	}
	a.st.succs[a.Index] = blocks
}

// SetRegions records the regions of a region group argument.
func (a DirectiveArg) SetRegions(regions []*ir.Region) {
	if a.st == nil || a.Kind != "region" {
		return
	}
	a.st.regions[a.Index] = regions
}

// Operands returns op's operands of an operand group argument.
func (a DirectiveArg) Operands(op *ir.Operation) []*ir.Value {
	if a.Kind != "operand" && a.Kind != "type" {
		return nil
	}
	start, n := groupRange(a.spec, op, a.Index, false)
	out := make([]*ir.Value, n)
	for i := range out {
		out[i] = op.Operand(start + i)
	}
	return out
}

// OperandGroups splits a VariadicOfVariadic operand group by its segment
// attribute.
func (a DirectiveArg) OperandGroups(op *ir.Operation) [][]*ir.Value {
	vals := a.Operands(op)
	seg, ok := op.InherentAttr(a.spec.Operands[a.Index].SegmentAttr).(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	var out [][]*ir.Value
	pos := 0
	for _, n := range seg.Int64s() {
		end := pos + int(n)
		if end > len(vals) || n < 0 {
			break
		}
		out = append(out, vals[pos:end])
		pos = end
	}
	return out
}

// Types returns the types of a `type(...)` argument's group.
func (a DirectiveArg) Types(op *ir.Operation) []ir.Type {
	switch a.Kind {
	case "type", "operand":
		var out []ir.Type
		for _, v := range a.Operands(op) {
			out = append(out, v.Type())
		}
		return out
	case "result-type", "result":
		start, n := groupRange(a.spec, op, a.Index, true)
		out := make([]ir.Type, n)
		for i := range out {
			out[i] = op.Result(start + i).Type()
		}
		return out
	}
	return nil
}

// Attr returns op's value of an attribute argument (nil when absent).
func (a DirectiveArg) Attr(op *ir.Operation) ir.Attribute {
	if a.Kind != "attr" {
		return nil
	}
	return op.InherentAttr(a.Name)
}

// Successors returns op's blocks of a successor group argument.
func (a DirectiveArg) Successors(op *ir.Operation) []*ir.Block {
	if a.Kind != "successor" {
		return nil
	}
	pr := &printer{spec: a.spec, op: op}
	start, n := pr.successorRange(a.Index)
	out := make([]*ir.Block, n)
	for i := range out {
		out[i] = op.Successor(start + i)
	}
	return out
}
