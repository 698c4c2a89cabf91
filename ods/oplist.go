package ods

import "github.com/gomlir/gomlir/ir"

// ParseOperandList parses operands between open and close, e.g. `[%a, %b]`
// (upstream's parseOperandList with a Square or Paren delimiter); with
// optional set the list may be absent (OptionalSquare, OptionalParen), and
// an absent list gives no operands.
func ParseOperandList(p ir.OpParser, open, close string, optional bool) ([]ir.UnresolvedOperand, error) {
	if optional && !p.IsPunct(open) {
		return nil, nil
	}
	if err := p.ParsePunct(open); err != nil {
		return nil, err
	}
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
	return out, p.ParsePunct(close)
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
