package ods

import "github.com/gomlir/gomlir/ir"

// ParseOperandList parses operands between open and close, e.g. `[%a, %b]`
// (upstream's parseOperandList with a Square or Paren delimiter); with
// optional set the list may be absent (OptionalSquare, OptionalParen), and
// an absent list gives no operands.
func ParseOperandList(p ir.OpParser, open, close string, optional bool) ([]ir.UnresolvedOperand, error) {
	if !p.IsPunct(open) {
		if optional {
			return nil, nil
		}
		return nil, p.WrongToken("expected '" + open + "' in operand list")
	}
	p.ParsePunct(open)
	var out []ir.UnresolvedOperand
	if p.ParseOptionalPunct(close) {
		return out, nil
	}
	for {
		u, err := p.ParseOperand()
		if err != nil {
			return nil, err
		}
		out = append(out, u)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if !p.ParseOptionalPunct(close) {
		return nil, p.WrongToken("expected '" + close + "' in operand list")
	}
	return out, nil
}

// ParseOptionalOperands parses a possibly empty comma-separated operand
// list without delimiters (upstream's parseOperandList with no delimiter):
// a comma must be followed by an operand.
func ParseOptionalOperands(p ir.OpParser) ([]ir.UnresolvedOperand, error) {
	list := []ir.UnresolvedOperand{}
	if !p.IsOperand() {
		return list, nil
	}
	for {
		u, err := p.ParseOperand()
		if err != nil {
			return nil, err
		}
		list = append(list, u)
		if !p.ParseOptionalPunct(",") {
			return list, nil
		}
	}
}

// PrintOperands prints values separated by ", ".
func PrintOperands(p ir.OpPrinter, vs []*ir.Value) {
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
}

// ParseArrowTypeList parses the types after `->`: one type, or a
// parenthesized, possibly empty, list (upstream's
// parseFunctionResultTypes).
func ParseArrowTypeList(p ir.OpParser) ([]ir.Type, error) {
	if !p.ParseOptionalPunct("(") {
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		return []ir.Type{t}, nil
	}
	var types []ir.Type
	if p.ParseOptionalPunct(")") {
		return types, nil
	}
	for {
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		types = append(types, t)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return types, p.ParsePunct(")")
}

// EnsureTerminator gives an empty region its block and appends the
// operand-less op named terminator to a block that does not end with a
// terminator (upstream's SingleBlockImplicitTerminator::ensureTerminator).
func EnsureTerminator(ctx *ir.Context, r *ir.Region, loc ir.Location, terminator string) {
	b := r.First()
	if b == nil {
		b = ir.NewBlock()
		r.Append(b)
	}
	if last := b.Last(); last != nil && last.HasTrait(ir.TraitTerminator) {
		return
	}
	b.Append(ir.NewOperation(ctx, &ir.OperationState{Name: ctx.OpInfo(terminator), Loc: loc}))
}
