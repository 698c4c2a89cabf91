package ods

import (
	"sync"

	"github.com/gomlir/gomlir/ir"
)

// parseState collects what a format parse has read so far.
type parseState struct {
	p   ir.OpParser
	ctx *ir.Context
	op  *Op
	st  *ir.OperationState
	// byName lists the op's attributes in name order.
	byName []int

	uses     [][]ir.UnresolvedOperand
	usesPos  []int
	opTypes  [][]ir.Type
	resTypes [][]ir.Type
	attrs    []ir.NamedAttr
	// dictSpans are the ranges of attrs parsed by attr-dict: they win over
	// attributes parsed by other format elements, as upstream.
	dictSpans [][2]int
	regions   [][]*ir.Region
	succs     [][]*ir.Block
	// subSizes holds the group sizes of VariadicOfVariadic operand groups.
	subSizes map[int][]int32
	// typeGroups are the format's type equalities (see typeGroups).
	typeGroups [][]string
	// typeArena and useArena hold the short lists of the operation being
	// parsed (see carve).
	typeArena []ir.Type
	useArena  []ir.UnresolvedOperand
	// allOperandTypes is the number of types a `type(operands)` or
	// `functional-type(operands, ...)` spelled for all operands (-1: none).
	allOperandTypes int
	// arityErr is the error of an `operands` directive that read a number
	// of operands the op cannot take, reported after the type count.
	arityErr error
}

// parseStates recycles parse states: one is taken per parsed operation
// (nested operations take their own).
var parseStates = sync.Pool{New: func() any { return new(parseState) }}

// parse runs the compiled format over the input.
func (f *format) parse(op *Op, p ir.OpParser, st *ir.OperationState) error {
	s := parseStates.Get().(*parseState)
	s.init(op, p, st)
	s.byName, s.typeGroups = f.byName, f.typeGroups
	err := s.elems(f.elems)
	if err == nil {
		err = s.finish(f)
	}
	s.release()
	parseStates.Put(s)
	return err
}

// init prepares a recycled state for parsing one operation, reusing the
// storage of its previous use.
func (s *parseState) init(op *Op, p ir.OpParser, st *ir.OperationState) {
	*s = parseState{p: p, ctx: p.Context(), op: op, st: st,
		uses: zeroed(s.uses, len(op.Operands)), usesPos: zeroed(s.usesPos, len(op.Operands)),
		opTypes: zeroed(s.opTypes, len(op.Operands)), resTypes: zeroed(s.resTypes, len(op.Results)),
		regions: zeroed(s.regions, len(op.Regions)), succs: zeroed(s.succs, len(op.Successors)),
		attrs: s.attrs[:0], dictSpans: s.dictSpans[:0], subSizes: s.subSizes,
		typeArena: s.typeArena[:0], useArena: s.useArena[:0], allOperandTypes: -1,
	}
	for i := range s.usesPos {
		s.usesPos[i] = -1 // not parsed: errors go to the op's name
	}
	clear(s.subSizes)
}

// release drops the references the state holds, so that a recycled state
// keeps nothing of the operation alive.
func (s *parseState) release() {
	clear(s.uses)
	clear(s.opTypes)
	clear(s.resTypes)
	clear(s.attrs)
	clear(s.regions)
	clear(s.succs)
	clear(s.subSizes)
	clear(s.typeArena[:cap(s.typeArena)])
	clear(s.useArena[:cap(s.useArena)])
	s.p, s.ctx, s.op, s.st, s.byName, s.typeGroups = nil, nil, nil, nil, nil, nil
}

// zeroed returns a slice of n zero values, reusing s's storage when it is
// large enough.
func zeroed[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

func (s *parseState) elems(elems []*element) error {
	for _, e := range elems {
		if err := s.elem(e); err != nil {
			return err
		}
	}
	return nil
}

func (s *parseState) elem(e *element) error {
	p := s.p
	switch e.kind {
	case eSpace, eNewline:
		return nil
	case eLiteral:
		if isAlpha(e.lit[0]) || e.lit[0] == '_' {
			return p.ParseKeyword(e.lit)
		}
		return p.ParsePunct(e.lit)
	case eOperand:
		return s.parseOperandGroup(e)
	case eOperands:
		return s.parseAllOperands()
	case eAttr:
		a, err := s.parseAttr(e)
		if err != nil {
			return err
		}
		s.attrs = append(s.attrs, ir.NamedAttr{Name: e.name, Value: a})
		return nil
	case eType:
		return s.parseTypeDirective(e)
	case eFunctionalType:
		// As upstream's parseType(FunctionType&): any type, then its kind.
		pos := p.Pos()
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		ft, ok := t.(*ir.FunctionType)
		if !ok {
			return p.ErrorAt(pos, "invalid kind of type specified: expected builtin.function, but found '%s'", TypeText(t))
		}
		// The lists are copied: the function type is shared.
		s.assignTypes(e.args[0], append([]ir.Type{}, ft.Inputs...))
		s.assignTypes(e.args[1], append([]ir.Type{}, ft.Results...))
		return nil
	case eAttrDict:
		var attrs []ir.NamedAttr
		var err error
		pos := p.Pos()
		if e.keyword {
			attrs, err = p.ParseOptionalAttrDictWithKeyword()
		} else {
			attrs, err = p.ParseOptionalAttrDict()
		}
		if err != nil {
			return err
		}
		if err := s.verifyInherentAttrs(pos, attrs); err != nil {
			return err
		}
		s.dictSpans = append(s.dictSpans, [2]int{len(s.attrs), len(s.attrs) + len(attrs)})
		s.attrs = append(s.attrs, attrs...)
		return nil
	case ePropDict:
		if !p.IsPunct("<") {
			return nil
		}
		if err := p.ParsePunct("<"); err != nil {
			return err
		}
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		s.attrs = append(s.attrs, attrs...)
		return p.ParsePunct(">")
	case eRegion:
		return s.parseRegionGroup(e)
	case eSuccessor:
		return s.parseSuccessorGroup(e)
	case eCustom:
		d := s.op.CustomDirectives[e.custom]
		args := make([]DirectiveArg, len(e.args))
		pos := p.Pos()
		for i, a := range e.args {
			args[i] = directiveArg(a)
			args[i].st, args[i].spec = s, s.op
			if args[i].Kind == "operand" {
				// Operands a directive reads are resolved at its start.
				s.usesPos[args[i].Index] = pos
			}
		}
		return d.Parse(p, s.st, args)
	case eOptional:
		present, consumed, err := s.groupPresent(e)
		if err != nil {
			return err
		}
		if !present {
			return s.elems(e.els)
		}
		rest := e.then
		if consumed {
			rest = rest[firstParsable(rest)+1:]
		}
		for _, c := range rest {
			// A unit attribute anchor is not spelled: its group's presence is
			// its value.
			if c == e.anchor && c.kind == eAttr && c != e.then[0] && s.op.Attrs[c.index].Constraint.Kind == KindUnit {
				if !consumed {
					s.attrs = append(s.attrs, ir.NamedAttr{Name: c.name, Value: s.ctx.UnitAttr()})
				}
				continue
			}
			if err := s.elem(c); err != nil {
				return err
			}
		}
		return nil
	}
	return nil
}

func directiveArg(a *element) DirectiveArg {
	d := DirectiveArg{Name: a.name, Index: a.index, Ref: a.ref}
	switch a.kind {
	case eOperand:
		d.Kind = "operand"
		if a.isResult {
			d.Kind = "result"
		}
	case eAttr:
		d.Kind = "attr"
	case eRegion:
		d.Kind = "region"
	case eSuccessor:
		d.Kind = "successor"
	case eType:
		d.Kind = "type"
		if a.target != nil {
			d.Name, d.Index = a.target.name, a.target.index
			if a.target.isResult {
				d.Kind = "result-type"
			}
		}
	case eAttrDict:
		d.Kind = "attr-dict"
	}
	return d
}

// firstParsable returns the index of the first element of els that is not
// whitespace (upstream's parseable elements of an optional group).
func firstParsable(els []*element) int {
	i := 0
	for i < len(els) && els[i].kind == eSpace {
		i++
	}
	return i
}

// groupPresent decides whether an optional group is present by trying its
// first element; consumed reports that the first element was parsed.
func (s *parseState) groupPresent(g *element) (present, consumed bool, err error) {
	i := firstParsable(g.then)
	if i == len(g.then) {
		return false, false, nil
	}
	first := g.then[i]
	p := s.p
	switch first.kind {
	case eLiteral:
		var ok bool
		if isAlpha(first.lit[0]) || first.lit[0] == '_' {
			ok = p.ParseOptionalKeyword(first.lit)
		} else {
			ok = p.ParseOptionalPunct(first.lit)
		}
		if ok && g.anchor != nil && g.anchor.kind == eAttr && g.anchor != first &&
			s.op.Attrs[g.anchor.index].Constraint.Kind == KindUnit {
			s.attrs = append(s.attrs, ir.NamedAttr{Name: g.anchor.name, Value: s.ctx.UnitAttr()})
		}
		return ok, ok, nil
	case eAttr:
		a, ok, err := s.parseOptionalAttr(first)
		if err != nil || !ok {
			return false, false, err
		}
		s.attrs = append(s.attrs, ir.NamedAttr{Name: first.name, Value: a})
		return true, true, nil
	case eOperand:
		return p.IsOperand(), false, nil
	case eType:
		return p.IsType(), false, nil
	case eRegion:
		return p.IsRegion(), false, nil
	case eSuccessor:
		return p.IsSuccessor(), false, nil
	case eAttrDict:
		return p.IsPunct("{") || p.IsKeyword("attributes"), false, nil
	case eFunctionalType:
		return p.IsPunct("("), false, nil
	}
	return false, false, nil
}

func (s *parseState) parseOptionalAttr(e *element) (ir.Attribute, bool, error) {
	c := s.op.Attrs[e.index].Constraint
	switch c.Kind {
	case KindSymbolName:
		n, ok := s.p.ParseOptionalSymbolName()
		if !ok {
			return nil, false, nil
		}
		return s.ctx.StringAttr(n), true, nil
	case KindUnit:
		if s.p.ParseOptionalKeyword("unit") {
			return s.ctx.UnitAttr(), true, nil
		}
		return nil, false, nil
	}
	if c.ParseOptional != nil {
		return c.ParseOptional(s.p, s.ctx)
	}
	var t ir.Type
	if c.ValueType != nil {
		t = c.ValueType(s.ctx)
	}
	return s.p.ParseOptionalAttribute(t)
}

func (s *parseState) parseAttr(e *element) (ir.Attribute, error) {
	spec := s.op.Attrs[e.index]
	c := spec.Constraint
	if c.Kind == KindSymbolName {
		n, ok := s.p.ParseOptionalSymbolName()
		if !ok {
			return nil, s.p.Errorf("expected valid '@'-identifier for symbol name")
		}
		return s.ctx.StringAttr(n), nil
	}
	if c.Parse != nil {
		return c.Parse(s.p, s.ctx)
	}
	var t ir.Type
	if c.ValueType != nil {
		t = c.ValueType(s.ctx)
	}
	pos := s.p.Pos()
	a, err := s.p.ParseAttribute(t)
	if err != nil {
		return nil, err
	}
	// As upstream's parseCustomAttributeWithFallback, the parser checks the
	// attribute's storage class only when it is known: the rest of the
	// constraint is the verifier's.
	check := c.Pred
	if c.Storage != nil {
		check = c.Storage
	}
	if check != nil && !check(a) {
		return nil, s.p.ErrorAt(pos, "invalid kind of attribute specified")
	}
	return a, nil
}

func (s *parseState) parseOperandGroup(e *element) error {
	p := s.p
	var arity Arity
	if e.isResult {
		arity = s.op.Results[e.index].Arity
	} else {
		arity = s.op.Operands[e.index].Arity
	}
	s.usesPos[e.index] = p.Pos()
	switch arity {
	case Single:
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		s.uses[e.index] = carve(&s.useArena, 1, u)
	case Optional:
		u, ok, err := p.ParseOptionalOperand()
		if err != nil {
			return err
		}
		s.uses[e.index] = []ir.UnresolvedOperand{}
		if ok {
			s.uses[e.index] = append(s.uses[e.index], u)
		}
	default:
		list, err := ParseOptionalOperands(p)
		if err != nil {
			return err
		}
		s.uses[e.index] = list
	}
	return nil
}

// parseAllOperands parses the `operands` directive: a comma-separated
// list spread over the operand groups, a variadic group taking what the
// single ones leave.
func (s *parseState) parseAllOperands() error {
	pos := s.p.Pos()
	list, err := ParseOptionalOperands(s.p)
	if err != nil {
		return err
	}
	fixed, variadic := 0, -1
	for i, o := range s.op.Operands {
		s.usesPos[i] = pos
		if o.Arity == Single {
			fixed++
		} else {
			variadic = i
		}
	}
	if len(list) < fixed || (variadic < 0 && len(list) != fixed) {
		// Reported once parsing is done: a count of types given for all
		// operands is checked first, as upstream resolves them together.
		s.arityErr = s.p.ErrorAt(pos, "expected %d operands but found %d", fixed, len(list))
		if len(s.uses) > 0 {
			s.uses[0] = list
		}
		return nil
	}
	k := 0
	for i, o := range s.op.Operands {
		n := 1
		if o.Arity != Single {
			n = 0
			if i == variadic {
				n = len(list) - fixed
			}
		}
		s.uses[i] = list[k : k+n : k+n]
		k += n
	}
	return nil
}

// parseTypeList parses `(t, ...)` when parens, else a possibly empty
// comma-separated list of types.
func (s *parseState) parseTypeList(parens bool) ([]ir.Type, error) {
	p := s.p
	if parens {
		if err := p.ParsePunct("("); err != nil {
			return nil, err
		}
		if p.ParseOptionalPunct(")") {
			return []ir.Type{}, nil
		}
	}
	out := []ir.Type{}
	for {
		// Without parentheses the list may be empty; after a comma a type
		// must follow.
		if !parens && len(out) == 0 && !p.IsType() {
			break
		}
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		out = append(out, t)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if parens {
		if err := p.ParsePunct(")"); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (s *parseState) parseTypeDirective(e *element) error {
	t := e.target
	p := s.p
	var arity Arity = Variadic
	switch {
	case t.kind == eOperand && t.isResult:
		arity = s.op.Results[t.index].Arity
	case t.kind == eOperand:
		arity = s.op.Operands[t.index].Arity
	}
	var types []ir.Type
	switch arity {
	case Single:
		pos := p.Pos()
		ty, err := p.ParseType()
		if err != nil {
			return err
		}
		if c := s.constraintOf(t); c.Class != "" && TypeClass(ty) != c.Class {
			return p.ErrorAt(pos, "invalid kind of type specified: expected %s, but found '%s'", c.Class, TypeText(ty))
		} else if c.BaseClass != nil && !c.BaseClass(ty) {
			return p.ErrorAt(pos, "invalid kind of type specified")
		}
		types = s.repeat(ty, 1)
	case Optional:
		ty, ok, err := p.ParseOptionalType()
		if err != nil {
			return err
		}
		types = []ir.Type{}
		if ok {
			types = append(types, ty)
		}
	default:
		// A variadic group's type list, or that of all operands or all
		// results, holds at least one type, as upstream's parseTypeList (an
		// empty group is written through an optional group).
		if t != nil && (t.kind == eOperand || t.kind == eOperands || t.kind == eResults) && !p.IsType() {
			if _, err := p.ParseType(); err != nil {
				return err
			}
		}
		var err error
		if types, err = s.parseTypeList(false); err != nil {
			return err
		}
	}
	s.assignTypes(t, types)
	return nil
}

// assignTypes records parsed types for an operand/result group or for all
// operands/results.
func (s *parseState) assignTypes(t *element, types []ir.Type) {
	switch {
	case t == nil:
	case t.kind == eOperand && t.isResult:
		s.resTypes[t.index] = types
	case t.kind == eOperand:
		s.opTypes[t.index] = types
	case t.kind == eOperands:
		s.allOperandTypes = len(types)
		s.distribute(types, false)
	case t.kind == eResults:
		s.distribute(types, true)
	}
}

// distribute splits a flat type list over the groups (one variadic group
// takes the remainder).
func (s *parseState) distribute(types []ir.Type, results bool) {
	n := len(s.opTypes)
	if results {
		n = len(s.resTypes)
	}
	fixed := 0
	variadic := -1
	for i := 0; i < n; i++ {
		var a Arity
		if results {
			a = s.op.Results[i].Arity
		} else {
			a = s.op.Operands[i].Arity
		}
		if a == Single {
			fixed++
		} else {
			variadic = i
		}
	}
	if !results && variadic < 0 {
		// Operand groups of unknown size: use the parsed operand counts.
		for i := 0; i < n; i++ {
			if s.uses[i] != nil && s.op.Operands[i].Arity != Single {
				variadic = i
			}
		}
	}
	pos := 0
	for i := 0; i < n; i++ {
		k := 1
		var a Arity
		if results {
			a = s.op.Results[i].Arity
		} else {
			a = s.op.Operands[i].Arity
		}
		if a != Single {
			if !results && s.uses[i] != nil {
				k = len(s.uses[i])
			} else if i == variadic {
				k = len(types) - fixed
			}
		}
		if pos+k > len(types) {
			k = len(types) - pos
			if k < 0 {
				k = 0
			}
		}
		if results {
			s.resTypes[i] = types[pos : pos+k]
		} else {
			s.opTypes[i] = types[pos : pos+k]
		}
		pos += k
	}
}

func (s *parseState) parseRegionGroup(e *element) error {
	p := s.p
	arity := s.op.Regions[e.index].Arity
	parseOne := func() error {
		r := &ir.Region{}
		if err := p.ParseRegion(r, nil); err != nil {
			return err
		}
		if s.op.ImplicitTerminator != "" && s.op.hasTrait(ir.TraitSingleBlockImplicitTerminator) {
			// As upstream's generated parsers, a region the format parses
			// itself (not a custom directive) gets its implicit terminator.
			EnsureTerminator(p.Context(), r, s.st.Loc, s.op.ImplicitTerminator)
		} else if s.op.hasTrait(ir.TraitSingleBlock) && r.Empty() {
			// Without an implicit terminator, a single-block region
			// written empty gets its block.
			r.Append(ir.NewBlock())
		}
		s.regions[e.index] = append(s.regions[e.index], r)
		return nil
	}
	switch arity {
	case Single:
		return parseOne()
	case Optional:
		if p.IsRegion() {
			return parseOne()
		}
		return nil
	}
	for p.IsRegion() {
		if err := parseOne(); err != nil {
			return err
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return nil
}

func (s *parseState) parseSuccessorGroup(e *element) error {
	p := s.p
	arity := s.op.Successors[e.index].Arity
	if arity == Single {
		b, err := p.ParseSuccessor()
		if err != nil {
			return err
		}
		s.succs[e.index] = []*ir.Block{b}
		return nil
	}
	for p.IsSuccessor() {
		b, err := p.ParseSuccessor()
		if err != nil {
			return err
		}
		s.succs[e.index] = append(s.succs[e.index], b)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return nil
}

// constraintOf returns the type constraint of an operand or result group.
func (s *parseState) constraintOf(t *element) TypeConstraint {
	switch {
	case t.kind == eOperand && t.isResult:
		return s.op.Results[t.index].Type
	case t.kind == eOperand:
		return s.op.Operands[t.index].Type
	}
	return TypeConstraint{}
}

// TypeClass returns the name of a builtin type's class, as upstream's
// static type names (e.g. "builtin.integer"), or "".
func TypeClass(t ir.Type) string {
	switch t.(type) {
	case *ir.IntegerType:
		return "builtin.integer"
	case *ir.IndexType:
		return "builtin.index"
	case *ir.NoneType:
		return "builtin.none"
	case *ir.FunctionType:
		return "builtin.function"
	case *ir.ComplexType:
		return "builtin.complex"
	case *ir.VectorType:
		return "builtin.vector"
	case *ir.RankedTensorType:
		return "builtin.tensor"
	case *ir.UnrankedTensorType:
		return "builtin.unranked_tensor"
	case *ir.MemRefType:
		return "builtin.memref"
	case *ir.UnrankedMemRefType:
		return "builtin.unranked_memref"
	case *ir.TupleType:
		return "builtin.tuple"
	}
	return ""
}

// verifyInherentAttrs checks the constraints of the inherent attributes
// written in an attr-dict, as upstream's generated parsers do.
func (s *parseState) verifyInherentAttrs(pos int, attrs []ir.NamedAttr) error {
	if msg := inherentAttrsMessage(s.op, s.byName, attrs); msg != "" {
		return s.p.ErrorAt(pos, "'%s' op %s", s.op.Name, msg)
	}
	return nil
}
