package affine

import (
	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
)

// appendExprOfSSAIDs appends e with its dimensions and symbols printed as
// the given operands, symbols as `symbol(%x)` (upstream's
// printAffineExprOfSSAIds).
func appendExprOfSSAIDs(p ir.OpPrinter, buf []byte, e affine.Expr, dims, syms []*ir.Value) []byte {
	return affine.AppendExprFunc(buf, e, func(buf []byte, pos int, isSymbol bool) []byte {
		if isSymbol {
			buf = append(buf, "symbol("...)
			buf = append(buf, p.OperandName(syms[pos])...)
			return append(buf, ')')
		}
		return append(buf, p.OperandName(dims[pos])...)
	})
}

// printMapOfSSAIDs prints the results of m over operands, comma separated
// (upstream's printAffineMapOfSSAIds).
func printMapOfSSAIDs(p ir.OpPrinter, m *affine.Map, operands []*ir.Value) {
	var buf []byte
	dims, syms := operands[:m.NumDims], operands[m.NumDims:]
	for i, e := range m.Results {
		if i > 0 {
			buf = append(buf, ", "...)
		}
		buf = appendExprOfSSAIDs(p, buf, e, dims, syms)
	}
	p.WriteString(string(buf))
}

// parseMapOfSSAIDs parses `[exprs of SSA ids]` into the map attribute
// named name and returns the unresolved map operands.
func parseMapOfSSAIDs(p ir.OpParser, st *ir.OperationState, name string, delim affine.Delimiter) (*affine.Map, []ir.UnresolvedOperand, error) {
	m, us, err := p.ParseAffineMapOfSSAIDs(delim)
	if err != nil {
		return nil, nil, err
	}
	st.AddAttr(name, p.Context().AffineMapAttr(m))
	return m, us, nil
}

// resolveAll resolves operands of type t and appends them to st.
func resolveAll(p ir.OpParser, st *ir.OperationState, us []ir.UnresolvedOperand, t ir.Type) error {
	for _, u := range us {
		v, err := p.ResolveOperand(u, t)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	return nil
}

// parseColonMemRef parses `: memref-type` (upstream's
// parseColonType(MemRefType&), which reports a wrong kind of type at the
// colon).
func parseColonMemRef(p ir.OpParser) (*ir.MemRefType, error) {
	pos := p.Pos()
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	return parseTypeOf[*ir.MemRefType](p, pos, "builtin.memref")
}

// parseTypeOf parses a type that must be a T, the builtin type named
// kind; a wrong kind is reported at pos as upstream's typed parseType
// does.
func parseTypeOf[T ir.Type](p ir.OpParser, pos int, kind string) (T, error) {
	var zero T
	t, err := p.ParseType()
	if err != nil {
		return zero, err
	}
	tt, ok := t.(T)
	if !ok {
		return zero, p.ErrorAt(pos, "invalid kind of type specified: expected %s, but found '%s'", kind, asm.TypeString(t))
	}
	return tt, nil
}

// mapAttr returns the affine map of op's attribute name (inherent or
// discardable), or nil.
func mapAttr(op *ir.Operation, name string) *affine.Map {
	a, ok := op.InherentAttr(name).(*ir.AffineMapAttr)
	if !ok {
		a, ok = op.Attr(name).(*ir.AffineMapAttr)
	}
	if !ok {
		return nil
	}
	return a.Map
}

// parseParenOperands parses `(` operands `)` as upstream's parseOperandList
// with a Paren delimiter ("expected '(' in operand list").
func parseParenOperands(p ir.OpParser) ([]ir.UnresolvedOperand, error) {
	if !p.IsPunct("(") {
		return nil, p.WrongToken("expected '(' in operand list")
	}
	return ods.ParseOperandList(p, "(", ")", false)
}
