package ods

import (
	"github.com/gomlir/gomlir/ir"
)

// groupSizes returns the sizes of the operand (or result) groups of op:
// from the segment-size property when the op has one, else with the single
// variadic group taking the remainder.
func groupSizes(dst []int, spec *Op, op *ir.Operation, results bool) []int {
	n := len(spec.Operands)
	total := op.NumOperands()
	segAttr := "operandSegmentSizes"
	if results {
		n, total, segAttr = len(spec.Results), op.NumResults(), "resultSegmentSizes"
	}
	sizes := dst[:0]
	for i := 0; i < n; i++ {
		sizes = append(sizes, 0)
	}
	if seg, ok := op.InherentAttr(segAttr).(*ir.DenseArrayAttr); ok && seg.N == n {
		for i := range sizes {
			sizes[i] = int(seg.Int64At(i))
		}
		return sizes
	}
	fixed, variadic, nVariadic := 0, -1, 0
	for i := 0; i < n; i++ {
		a := Single
		if results {
			a = spec.Results[i].Arity
		} else {
			a = spec.Operands[i].Arity
		}
		if a == Single {
			sizes[i] = 1
			fixed++
		} else {
			variadic = i
			nVariadic++
		}
	}
	same := ir.TraitSameVariadicOperandSize
	if results {
		same = ir.TraitSameVariadicResultSize
	}
	if nVariadic > 1 && spec.hasTrait(same) && total-fixed > 0 {
		// Upstream's SameVariadic{Operand,Result}Size: the variadic groups
		// share the remaining values evenly.
		each := (total - fixed) / nVariadic
		for i := range sizes {
			if sizes[i] == 0 {
				sizes[i] = each
			}
		}
		return sizes
	}
	if variadic >= 0 && total-fixed > 0 {
		sizes[variadic] = total - fixed
	}
	return sizes
}

// groupRange returns the first index and the size of a group.
func groupRange(spec *Op, op *ir.Operation, idx int, results bool) (int, int) {
	var buf [8]int
	sizes := groupSizes(buf[:0], spec, op, results)
	start := 0
	for i := 0; i < idx; i++ {
		start += sizes[i]
	}
	return start, sizes[idx]
}

// printer runs a compiled format to print one op.
type printer struct {
	f    *format
	spec *Op
	op   *ir.Operation
	p    ir.OpPrinter
}

func (f *format) print(spec *Op, p ir.OpPrinter, op *ir.Operation) {
	pr := &printer{f: f, spec: spec, op: op, p: p}
	pr.elems(f.elems)
}

func (pr *printer) elems(elems []*element) {
	for _, e := range elems {
		pr.elem(e)
	}
}

func (pr *printer) space(e *element) {
	if e.spaceBefore {
		pr.p.WriteString(" ")
	}
}

func (pr *printer) elem(e *element) {
	p := pr.p
	switch e.kind {
	case eLiteral:
		pr.space(e)
		p.WriteString(e.lit)
	case eSpace:
		if e.lit == " " {
			p.WriteString(" ")
		}
	case eNewline:
		p.PrintNewline()
	case eOperands:
		pr.space(e)
		for i := 0; i < pr.op.NumOperands(); i++ {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(pr.op.Operand(i))
		}
	case eOperand:
		pr.space(e)
		start, n := groupRange(pr.spec, pr.op, e.index, e.isResult)
		for i := 0; i < n; i++ {
			if i > 0 {
				p.WriteString(", ")
			}
			if e.isResult {
				p.PrintOperand(pr.op.Result(start + i))
			} else {
				p.PrintOperand(pr.op.Operand(start + i))
			}
		}
	case eAttr:
		pr.space(e)
		pr.attr(e)
	case eType:
		pr.space(e)
		pr.typeList(pr.targetTypes(e.target))
	case eFunctionalType:
		pr.space(e)
		p.WriteString("(")
		pr.typeList(pr.targetTypes(e.args[0]))
		p.WriteString(") -> ")
		res := pr.targetTypes(e.args[1])
		if res.n == 1 {
			if _, fn := res.at(0).(*ir.FunctionType); !fn {
				p.PrintType(res.at(0))
				return
			}
		}
		p.WriteString("(")
		pr.typeList(res)
		p.WriteString(")")
	case eAttrDict:
		attrs := pr.op.AllAttrs()
		elided := pr.elided()
		if e.keyword {
			p.PrintOptionalAttrDictWithKeyword(attrs, elided...)
		} else {
			p.PrintOptionalAttrDict(attrs, elided...)
		}
	case ePropDict:
		pr.space(e)
		if d, ok := pr.op.Props().(*ir.DictionaryAttr); ok && len(d.Entries) > 0 {
			p.WriteString("<")
			p.PrintAttribute(d)
			p.WriteString(">")
		}
	case eRegion:
		pr.space(e)
		start, n := pr.regionRange(e.index)
		for i := 0; i < n; i++ {
			if i > 0 {
				p.WriteString(", ")
			}
			pr.region(pr.op.Region(start + i))
		}
	case eSuccessor:
		pr.space(e)
		start, n := pr.successorRange(e.index)
		for i := 0; i < n; i++ {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintSuccessor(pr.op.Successor(start + i))
		}
	case eCustom:
		pr.space(e)
		d := pr.spec.CustomDirectives[e.custom]
		args := make([]DirectiveArg, len(e.args))
		for i, a := range e.args {
			args[i] = directiveArg(a)
			args[i].spec = pr.spec
		}
		d.Print(p, pr.op, args)
	case eOptional:
		if pr.present(e.anchor) {
			for _, c := range e.then {
				if c == e.anchor && c.kind == eAttr && c != e.then[0] && pr.spec.Attrs[c.index].Constraint.Kind == KindUnit {
					continue
				}
				pr.elem(c)
			}
		} else {
			pr.elems(e.els)
		}
	}
}

func (pr *printer) region(r *ir.Region) {
	printTerms := true
	if pr.spec.ImplicitTerminator != "" {
		if b := r.First(); b != nil && b == r.Last() {
			if t := b.Last(); t != nil && t.Name() == pr.spec.ImplicitTerminator && t.NumOperands() == 0 && t.Attrs() == nil && t.Props() == nil {
				printTerms = false
			}
		}
	}
	pr.p.PrintRegion(r, true, printTerms, false)
}

// regionRange returns the regions of group idx (one variadic group takes
// the remainder).
func (pr *printer) regionRange(idx int) (int, int) {
	arity := func(i int) Arity { return pr.spec.Regions[i].Arity }
	return fixedGroupRange(len(pr.spec.Regions), arity, pr.op.NumRegions(), idx)
}

// successorRange returns the successors of group idx.
func (pr *printer) successorRange(idx int) (int, int) {
	arity := func(i int) Arity { return pr.spec.Successors[i].Arity }
	return fixedGroupRange(len(pr.spec.Successors), arity, pr.op.NumSuccessors(), idx)
}

// fixedGroupRange splits total items over n groups, single ones taking
// one and the variadic one the remainder, and returns group idx's start
// and size.
func fixedGroupRange(n int, arity func(int) Arity, total, idx int) (int, int) {
	fixed, variadic := 0, -1
	for i := 0; i < n; i++ {
		if arity(i) == Single {
			fixed++
		} else {
			variadic = i
		}
	}
	start := 0
	for i := 0; i <= idx; i++ {
		size := 1
		if i == variadic {
			size = total - fixed
		}
		if i == idx {
			return start, size
		}
		start += size
	}
	return 0, 0
}

func (pr *printer) typeList(ts typeRange) {
	for i := 0; i < ts.n; i++ {
		if i > 0 {
			pr.p.WriteString(", ")
		}
		pr.p.PrintType(ts.at(i))
	}
}

// typeRange is a run of an operation's operand or result types.
type typeRange struct {
	op       *ir.Operation
	results  bool
	start, n int
}

func (r typeRange) at(i int) ir.Type {
	if r.results {
		return r.op.Result(r.start + i).Type()
	}
	return r.op.Operand(r.start + i).Type()
}

// targetTypes returns the types of the element a type directive names.
func (pr *printer) targetTypes(t *element) typeRange {
	op := pr.op
	switch {
	case t == nil:
	case t.kind == eOperands:
		return typeRange{op: op, n: op.NumOperands()}
	case t.kind == eResults:
		return typeRange{op: op, results: true, n: op.NumResults()}
	case t.kind == eOperand:
		start, n := groupRange(pr.spec, op, t.index, t.isResult)
		return typeRange{op: op, results: t.isResult, start: start, n: n}
	}
	return typeRange{}
}

func (pr *printer) attr(e *element) {
	c := pr.spec.Attrs[e.index].Constraint
	a := pr.op.InherentAttr(e.name)
	if a == nil {
		return
	}
	switch {
	case c.Kind == KindSymbolName:
		if s, ok := a.(*ir.StringAttr); ok {
			pr.p.PrintSymbolName(s.Value)
			return
		}
	case c.Print != nil:
		c.Print(pr.p, a)
		return
	case c.ValueType != nil:
		pr.p.PrintAttributeWithoutType(a)
		return
	}
	pr.p.PrintAttribute(a)
}

// present reports whether an optional group's anchor has a value.
func (pr *printer) present(anchor *element) bool {
	if anchor == nil {
		return false
	}
	op := pr.op
	switch anchor.kind {
	case eOperand:
		_, n := groupRange(pr.spec, op, anchor.index, anchor.isResult)
		return n > 0
	case eAttr:
		a := op.InherentAttr(anchor.name)
		if a == nil {
			return false
		}
		spec := pr.spec.Attrs[anchor.index]
		if b, ok := a.(*ir.IntegerAttr); ok && spec.Constraint.Kind == KindUnit {
			return !b.IsZero()
		}
		// A default-valued attribute is present when it differs from its
		// default (upstream's optional-group anchor rule).
		if spec.Default != nil && a == pr.op.Info().Spec.(*registered).defaultValue(anchor.index) {
			return false
		}
		return true
	case eRegion:
		_, n := pr.regionRange(anchor.index)
		for i := 0; i < n; i++ {
			start, _ := pr.regionRange(anchor.index)
			if !op.Region(start + i).Empty() {
				return true
			}
		}
		return false
	case eSuccessor:
		_, n := pr.successorRange(anchor.index)
		return n > 0
	case eType:
		return pr.targetTypes(anchor.target).n > 0
	case eFunctionalType:
		return true
	case eCustom:
		for _, a := range anchor.args {
			if pr.present(a) {
				return true
			}
		}
		return false
	case eLiteral:
		return true
	}
	return false
}

// elided lists the attributes attr-dict must not print: those the format
// prints elsewhere, segment sizes, and defaults equal to their default.
func (pr *printer) elided() []string {
	r := pr.op.Info().Spec.(*registered)
	n := 0
	for _, i := range r.defaults {
		if pr.holdsDefault(r, i) {
			n++
		}
	}
	switch n {
	case 0:
		return pr.f.elided
	case len(r.defaults):
		return pr.f.elidedDefaults
	}
	out := append([]string(nil), pr.f.elided...)
	for _, i := range r.defaults {
		if pr.holdsDefault(r, i) {
			out = append(out, pr.spec.Attrs[i].Name)
		}
	}
	return out
}

// holdsDefault reports whether attribute i of the spec holds its default.
func (pr *printer) holdsDefault(r *registered, i int) bool {
	cur := pr.op.InherentAttr(pr.spec.Attrs[i].Name)
	return cur != nil && cur == r.defaultValue(i)
}
