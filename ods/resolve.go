package ods

import (
	"fmt"
	"slices"

	"github.com/gomlir/gomlir/ir"
)

// finish infers the types the format did not spell, resolves operands and
// fills the operation state.
func (s *parseState) finish(f *format) error {
	op := s.op
	ctx := s.ctx
	// Operand groups the format never mentioned are empty.
	for i := range s.uses {
		if s.uses[i] == nil {
			s.uses[i] = []ir.UnresolvedOperand{}
		}
	}
	if err := s.verifyTransformSources(f); err != nil {
		return err
	}
	s.inferTypes()
	// Types spelled for all operands are counted against all operands
	// first, as upstream's generated parsers resolve them in one call: the
	// error is at the operands when an `operands` directive read them, else
	// at the op's name.
	if s.allOperandTypes >= 0 {
		n := 0
		for _, u := range s.uses {
			n += len(u)
		}
		if n != s.allOperandTypes {
			pos := s.p.NamePos()
			if len(s.usesPos) > 0 && s.usesPos[0] >= 0 {
				pos = s.usesPos[0]
			}
			return s.p.ErrorAt(pos, "number of operands and types do not match: got %d operands and %d types", n, s.allOperandTypes)
		}
	}
	if s.arityErr != nil {
		return s.arityErr
	}
	// Operands.
	for i, o := range op.Operands {
		types := s.opTypes[i]
		if types == nil {
			if len(s.uses[i]) == 0 {
				continue
			}
			return s.operandError(i, "failed to infer the type of operand '%s'", o.Name)
		}
		if len(types) != len(s.uses[i]) {
			return s.operandError(i, "number of operands and types do not match: got %d operands and %d types", len(s.uses[i]), len(types))
		}
		for j, u := range s.uses[i] {
			v, err := s.p.ResolveOperand(u, types[j])
			if err != nil {
				return err
			}
			s.st.Operands = append(s.st.Operands, v)
		}
	}
	// Results.
	missing := false
	for i := range op.Results {
		if s.resTypes[i] == nil {
			missing = true
		}
	}
	if missing && op.InferResultTypes != nil {
		get := func(name string) ir.Attribute {
			for _, a := range s.attrs {
				if a.Name == name {
					return a.Value
				}
			}
			// The segment sizes are known from the operands parsed, as
			// upstream's inferReturnTypes sees them in the properties.
			if name == "operandSegmentSizes" && op.hasTrait(ir.TraitAttrSizedOperandSegments) {
				sizes := make([]int32, len(op.Operands))
				for i := range op.Operands {
					sizes[i] = int32(len(s.uses[i]))
				}
				return ctx.DenseI32Array(sizes)
			}
			return nil
		}
		var regions []*ir.Region
		for _, g := range s.regions {
			regions = append(regions, g...)
		}
		types, err := op.InferResultTypes(ctx, s.st.Operands, get, regions)
		if err != nil {
			return s.p.Errorf("%s", err.Error())
		}
		s.st.Types = types
	} else {
		for i, r := range op.Results {
			if s.resTypes[i] == nil {
				if r.Arity == Single {
					return s.p.Errorf("failed to infer the type of result '%s'", r.Name)
				}
				continue
			}
			s.st.Types = append(s.st.Types, s.resTypes[i]...)
		}
	}
	// Regions and successors, in group order.
	for i, r := range op.Regions {
		rs := s.regions[i]
		if len(rs) == 0 && r.Arity == Single {
			rs = []*ir.Region{{}}
		}
		s.st.Regions = append(s.st.Regions, rs...)
	}
	for _, g := range s.succs {
		s.st.Successors = append(s.st.Successors, g...)
	}
	if op.hasTrait(ir.TraitAttrSizedOperandSegments) {
		sizes := make([]int32, len(op.Operands))
		for i := range op.Operands {
			sizes[i] = int32(len(s.uses[i]))
		}
		s.attrs = append(s.attrs, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array(sizes)})
	}
	for i, o := range op.Operands {
		if o.Arity == VariadicOfVariadic && o.SegmentAttr != "" {
			sizes := s.subSizes[i]
			if sizes == nil {
				sizes = []int32{}
			}
			s.attrs = append(s.attrs, ir.NamedAttr{Name: o.SegmentAttr, Value: ctx.DenseI32Array(sizes)})
		}
	}
	if op.hasTrait(ir.TraitAttrSizedResultSegments) {
		sizes := make([]int32, len(op.Results))
		for i := range op.Results {
			sizes[i] = int32(len(s.resTypes[i]))
		}
		s.attrs = append(s.attrs, ir.NamedAttr{Name: "resultSegmentSizes", Value: ctx.DenseI32Array(sizes)})
	}
	// Attributes written in the attr-dict come last so that they override
	// the ones other elements parsed (upstream merges the dictionary into
	// the properties after the format's variables).
	inDict := func(i int) bool {
		for _, sp := range s.dictSpans {
			if i >= sp[0] && i < sp[1] {
				return true
			}
		}
		return false
	}
	for i, a := range s.attrs {
		if !inDict(i) {
			s.st.Attrs = append(s.st.Attrs, a)
		}
	}
	for i, a := range s.attrs {
		if inDict(i) {
			s.st.Attrs = append(s.st.Attrs, a)
		}
	}
	return nil
}

// typeOf returns the known type of a named operand, result or typed
// attribute (the first element of its group).
func (s *parseState) typeOf(name string) (ir.Type, bool) {
	for i, o := range s.op.Operands {
		if o.Name == name && len(s.opTypes[i]) > 0 {
			return s.opTypes[i][0], true
		}
	}
	for i, r := range s.op.Results {
		if r.Name == name && len(s.resTypes[i]) > 0 {
			return s.resTypes[i][0], true
		}
	}
	for _, a := range s.attrs {
		if a.Name == name {
			if t := AttrTypeOf(s.ctx, a.Value); t != nil {
				return t, true
			}
		}
	}
	return nil, false
}

// setType gives every value of a named group type t, if it is not known.
func (s *parseState) setType(name string, t ir.Type) bool {
	for i, o := range s.op.Operands {
		if o.Name == name && s.opTypes[i] == nil {
			s.opTypes[i] = s.repeat(t, len(s.uses[i]))
			return true
		}
	}
	for i, r := range s.op.Results {
		if r.Name == name && s.resTypes[i] == nil {
			n := 1
			if r.Arity != Single {
				n = 0
			}
			s.resTypes[i] = s.repeat(t, n)
			return true
		}
	}
	return false
}

// setTypes gives a named group the types ts, if its types are not known.
func (s *parseState) setTypes(name string, ts []ir.Type) bool {
	for i, o := range s.op.Operands {
		if o.Name == name && s.opTypes[i] == nil {
			s.opTypes[i] = ts
			return true
		}
	}
	for i, r := range s.op.Results {
		if r.Name == name && s.resTypes[i] == nil {
			s.resTypes[i] = ts
			return true
		}
	}
	return false
}

func (s *parseState) repeat(t ir.Type, n int) []ir.Type {
	return carve(&s.typeArena, n, t)
}

// carve returns n copies of v in a slice carved from *arena (capped, so
// that appending to it copies): the short lists of one operation's parse
// share the state's arena, which init empties.
func carve[T any](arena *[]T, n int, v T) []T {
	if n == 0 {
		return []T{}
	}
	a := *arena
	start := len(a)
	for range n {
		a = append(a, v)
	}
	*arena = a
	return a[start:len(a):len(a)]
}

// allNames lists operand and result names in order.
func allNames(op *Op, operands, results bool) []string {
	var out []string
	if operands {
		for _, o := range op.Operands {
			out = append(out, o.Name)
		}
	}
	if results {
		for _, r := range op.Results {
			out = append(out, r.Name)
		}
	}
	return out
}

// typeGroups lists the groups of operands and results that inferTypes
// gives one type: AllTypesMatch, then the same-type traits.
func typeGroups(op *Op) [][]string {
	groups := slices.Clone(op.AllTypesMatch)
	if op.hasTrait(ir.TraitSameOperandsAndResultType) {
		groups = append(groups, allNames(op, true, true))
	}
	if op.hasTrait(ir.TraitSameTypeOperands) {
		groups = append(groups, allNames(op, true, false))
	}
	return groups
}

// inferTypes applies the type equalities of the spec until nothing changes.
func (s *parseState) inferTypes() {
	op := s.op
	groups := s.typeGroups
	for changed := true; changed; {
		changed = false
		for _, g := range groups {
			var known ir.Type
			for _, n := range g {
				if t, ok := s.typeOf(n); ok {
					known = t
					break
				}
			}
			if known == nil {
				continue
			}
			for _, n := range g {
				if s.setType(n, known) {
					changed = true
				}
			}
		}
		for _, r := range op.TypesMatchWith {
			if t, ok := s.typeOf(r.From); ok {
				if r.TransformList != nil {
					if list := r.TransformList(s.ctx, t); list != nil && s.setTypes(r.To, list) {
						changed = true
					}
				} else if s.setType(r.To, r.Transform(s.ctx, t)) {
					changed = true
				}
			}
		}
		for i, o := range op.Operands {
			if s.opTypes[i] == nil && o.Type.Build != nil {
				s.opTypes[i] = s.repeat(o.Type.Build(s.ctx), len(s.uses[i]))
				changed = true
			}
		}
		for i, r := range op.Results {
			if s.resTypes[i] == nil && r.Type.Build != nil && r.Arity == Single {
				s.resTypes[i] = []ir.Type{r.Type.Build(s.ctx)}
				changed = true
			}
		}
	}
}

func (op *Op) hasTrait(t ir.Trait) bool {
	for _, x := range op.Traits {
		if x == t {
			return true
		}
	}
	return false
}

// verifyTransformSources checks the parsed types a TypesMatchWith rule
// transforms into an unspelled type against their constraint, as
// upstream's generated parsers do before calling the transformer
// (reported at the op name: "'lhs' must be ..., but got '...'").
func (s *parseState) verifyTransformSources(f *format) error {
	for _, r := range s.op.TypesMatchWith {
		if f.typedNames[r.To] || !f.typedNames[r.From] {
			continue
		}
		var c TypeConstraint
		var types []ir.Type
		for i, o := range s.op.Operands {
			if o.Name == r.From {
				c, types = o.Type, s.opTypes[i]
			}
		}
		for i, res := range s.op.Results {
			if res.Name == r.From {
				c, types = res.Type, s.resTypes[i]
			}
		}
		if c.Pred == nil {
			continue
		}
		for _, t := range types {
			if !c.Pred(t) {
				return ir.Errorf(s.st.Loc, "custom op '%s' '%s' must be %s, but got '%s'", s.op.Name, r.From, c.Desc, TypeText(t))
			}
		}
	}
	return nil
}

// operandError reports an error about operand group i where it was
// parsed, or at the op's name when the format never parsed it (upstream's
// unset operand location).
func (s *parseState) operandError(i int, format string, args ...any) error {
	if s.usesPos[i] >= 0 {
		return s.p.ErrorAt(s.usesPos[i], format, args...)
	}
	return ir.Errorf(s.st.Loc, "custom op '%s' %s", s.op.Name, fmt.Sprintf(format, args...))
}
