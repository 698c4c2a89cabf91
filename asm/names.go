package asm

import "github.com/gomlir/gomlir/ir"

// ValueNamer gives values the names the printer uses when printing a root
// operation (upstream's AsmState / Value::printAsOperand).
type ValueNamer struct {
	s *nameState
}

// NewValueNamer numbers the values nested in root as Print(root) would.
func NewValueNamer(root *ir.Operation, flags Flags) *ValueNamer {
	f := flags
	return &ValueNamer{s: newNameState(root, &f, false)}
}

// Name returns the printed name of v (e.g. "%0", "%1#0", "%arg0").
func (n *ValueNamer) Name(v *ir.Value) string { return string(n.s.appendValue(nil, v, true)) }

// AttrStringWithFlags prints an attribute without aliases, honoring the
// element-eliding and hex flags.
func AttrStringWithFlags(a ir.Attribute, flags Flags) string {
	var p attrPrinter
	f := flags
	p.flags = &f
	p.distinct = map[*ir.DistinctAttr]int{}
	p.attr(a, elideNever)
	return string(p.buf)
}

// AttrStringWithoutType prints an attribute without aliases and without
// its type (upstream's Attribute::print with elideType).
func AttrStringWithoutType(a ir.Attribute) string {
	var p attrPrinter
	p.flags = &Flags{}
	p.distinct = map[*ir.DistinctAttr]int{}
	p.attr(a, elideMust)
	return string(p.buf)
}
