package ods

import (
	"github.com/gomlir/gomlir/ir"
)

// groupSizes returns the sizes of the operand (or result) groups of op:
// from the segment-size property when the op has one, else with the single
// variadic group taking the remainder.
func groupSizes(spec *Op, op *ir.Operation, results bool) []int {
	n := len(spec.Operands)
	total := op.NumOperands()
	segAttr := "operandSegmentSizes"
	if results {
		n, total, segAttr = len(spec.Results), op.NumResults(), "resultSegmentSizes"
	}
	sizes := make([]int, n)
	if seg, ok := op.InherentAttr(segAttr).(*ir.DenseArrayAttr); ok && seg.N == n {
		for i, v := range seg.Int64s() {
			sizes[i] = int(v)
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
	sizes := groupSizes(spec, op, results)
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
		if len(res) == 1 {
			if _, fn := res[0].(*ir.FunctionType); !fn {
				p.PrintType(res[0])
				return
			}
		}
		p.WriteString("(")
		pr.typeList(res)
		p.WriteString(")")
	case eAttrDict:
		attrs := pr.allAttrs()
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
	fixed, variadic := 0, -1
	for i, r := range pr.spec.Regions {
		if r.Arity == Single {
			fixed++
		} else {
			variadic = i
		}
	}
	start := 0
	for i := 0; i <= idx; i++ {
		n := 1
		if i == variadic {
			n = pr.op.NumRegions() - fixed
		}
		if i == idx {
			return start, n
		}
		start += n
	}
	return 0, 0
}

func (pr *printer) successorRange(idx int) (int, int) {
	fixed, variadic := 0, -1
	for i, s := range pr.spec.Successors {
		if s.Arity == Single {
			fixed++
		} else {
			variadic = i
		}
	}
	start := 0
	for i := 0; i <= idx; i++ {
		n := 1
		if i == variadic {
			n = pr.op.NumSuccessors() - fixed
		}
		if i == idx {
			return start, n
		}
		start += n
	}
	return 0, 0
}

func (pr *printer) typeList(ts []ir.Type) {
	for i, t := range ts {
		if i > 0 {
			pr.p.WriteString(", ")
		}
		pr.p.PrintType(t)
	}
}

// targetTypes returns the types of the element a type directive names.
func (pr *printer) targetTypes(t *element) []ir.Type {
	op := pr.op
	var out []ir.Type
	switch {
	case t == nil:
	case t.kind == eOperands:
		out = op.OperandTypes()
	case t.kind == eResults:
		out = op.ResultTypes()
	case t.kind == eOperand:
		start, n := groupRange(pr.spec, op, t.index, t.isResult)
		for i := 0; i < n; i++ {
			if t.isResult {
				out = append(out, op.Result(start+i).Type())
			} else {
				out = append(out, op.Operand(start+i).Type())
			}
		}
	}
	return out
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
		if spec.Default != nil && a == spec.Default(pr.op.Info().Spec.(*registered).ctx) {
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
		return len(pr.targetTypes(anchor.target)) > 0
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

// allAttrs returns the inherent and discardable attributes, sorted by name
// (upstream's getAttrDictionary for ops with properties).
func (pr *printer) allAttrs() []ir.NamedAttr {
	var out []ir.NamedAttr
	if d, ok := pr.op.Props().(*ir.DictionaryAttr); ok {
		out = append(out, d.Entries...)
	}
	if d := pr.op.Attrs(); d != nil {
		out = append(out, d.Entries...)
	}
	sortNamed(out)
	return out
}

func sortNamed(list []ir.NamedAttr) {
	for i := 1; i < len(list); i++ {
		for j := i; j > 0 && list[j].Name < list[j-1].Name; j-- {
			list[j], list[j-1] = list[j-1], list[j]
		}
	}
}

// elided lists the attributes attr-dict must not print: those the format
// prints elsewhere, segment sizes, and defaults equal to their default.
func (pr *printer) elided() []string {
	var out []string
	for n := range pr.f.usedAttrs {
		out = append(out, n)
	}
	out = append(out, "operandSegmentSizes", "resultSegmentSizes")
	for _, o := range pr.spec.Operands {
		if o.Arity == VariadicOfVariadic && o.SegmentAttr != "" {
			out = append(out, o.SegmentAttr)
		}
	}
	ctx := pr.op.Info().Spec.(*registered).ctx
	for _, a := range pr.spec.Attrs {
		if a.Default != nil {
			if cur := pr.op.InherentAttr(a.Name); cur != nil && cur == a.Default(ctx) {
				out = append(out, a.Name)
			}
		}
	}
	return out
}
