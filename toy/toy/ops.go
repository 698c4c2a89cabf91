package toy

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
	"github.com/gomlir/gomlir/rewrite/drr"
)

// parseBinaryOp parses `%a, %b attr-dict : type`, where type is the
// operands' and result's type or a function type.
func parseBinaryOp(p ir.OpParser, st *ir.OperationState) error {
	operandsPos := p.Pos()
	var operands []ir.UnresolvedOperand
	if p.IsOperand() {
		for {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			operands = append(operands, u)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
	}
	if len(operands) != 2 {
		return p.ErrorAt(operandsPos, "expected 2 operands")
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	types := []ir.Type{t, t}
	results := []ir.Type{t}
	if ft, ok := t.(*ir.FunctionType); ok {
		if len(ft.Inputs) != len(operands) {
			return p.ErrorAt(operandsPos, "%d operands present, but expected %d", len(operands), len(ft.Inputs))
		}
		types, results = ft.Inputs, ft.Results
	}
	for i, u := range operands {
		v, err := p.ResolveOperand(u, types[i])
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	st.Types = append(st.Types, results...)
	return nil
}

// printBinaryOp prints `%a, %b attr-dict : type`, the type being a function
// type when the operand types differ from the result type.
func printBinaryOp(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	for i, v := range op.Operands() {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
	p.PrintOptionalAttrDict(op.AllAttrs())
	p.WriteString(" : ")
	rt := op.Result(0).Type()
	for _, t := range op.OperandTypes() {
		if t != rt {
			p.PrintType(ods.ContextOf(op).FunctionType(op.OperandTypes(), op.ResultTypes()))
			return
		}
	}
	p.PrintType(rt)
}

// parseConstant parses `attr-dict dense<...> : type`.
func parseConstant(p ir.OpParser, st *ir.OperationState) error {
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	pos := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok {
		return p.ErrorAt(pos, "invalid kind of attribute specified")
	}
	st.AddAttr("value", d)
	st.Types = append(st.Types, d.Type)
	return nil
}

func printConstant(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOptionalAttrDict(op.AllAttrs(), "value")
	p.PrintAttribute(op.InherentAttr("value"))
}

func verifyTranspose(op *ir.Operation) error {
	in, ok1 := op.Operand(0).Type().(*ir.RankedTensorType)
	out, ok2 := op.Result(0).Type().(*ir.RankedTensorType)
	if !ok1 || !ok2 {
		return nil
	}
	for i, d := range in.Shape {
		j := len(out.Shape) - 1 - i
		if j < 0 || out.Shape[j] != d {
			return op.EmitError("expected result shape to be a transpose of the input")
		}
	}
	return nil
}

func verifyReturn(op *ir.Operation) error {
	if op.NumOperands() > 1 {
		return op.EmitOpError("expects at most 1 return operand")
	}
	ft, _ := op.ParentOp().InherentAttr("function_type").(*ir.TypeAttr)
	if ft == nil {
		return nil
	}
	results := ft.Type.(*ir.FunctionType).Results
	if op.NumOperands() != len(results) {
		return op.EmitOpError("does not return the same number of values (%d) as the enclosing function (%d)", op.NumOperands(), len(results))
	}
	if op.NumOperands() == 0 {
		return nil
	}
	in, res := op.Operand(0).Type(), results[0]
	_, inUnranked := in.(*ir.UnrankedTensorType)
	_, resUnranked := res.(*ir.UnrankedTensorType)
	if in == res || inUnranked || resUnranked {
		return nil
	}
	return op.EmitError("type of return operand ('%s') doesn't match function result type ('%s')", typeString(in), typeString(res))
}

// verifyCast runs toy.cast's trait verifiers in MLIR's order: the
// CastOpInterface check, then SameOperandsAndResultShape.
func verifyCast(op *ir.Operation) error {
	in, out := op.Operand(0).Type(), op.Result(0).Type()
	if !castCompatible(in, out) {
		return op.EmitOpError("operand type '%s' and result type '%s' are cast incompatible", typeString(in), typeString(out))
	}
	if !ods.CompatibleShapes([]ir.Type{in, out}) {
		return op.EmitOpError("requires the same shape for all operands and results")
	}
	return nil
}

func castCompatible(in, out ir.Type) bool {
	if !isTensor(in) || !isTensor(out) || tensorElement(in) != tensorElement(out) {
		return false
	}
	_, inUnranked := in.(*ir.UnrankedTensorType)
	_, outUnranked := out.(*ir.UnrankedTensorType)
	return inUnranked || outUnranked || in == out
}

// foldIdentityCast is the CastOpInterface folder: a cast to its operand's
// type folds to the operand.
func foldIdentityCast(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if op.Operand(0).Type() != op.Result(0).Type() {
		return nil
	}
	return []ir.FoldResult{{Value: op.Operand(0)}}
}

// tensorElement is the element type of a tensor type.
func tensorElement(t ir.Type) ir.Type {
	switch t := t.(type) {
	case *ir.RankedTensorType:
		return t.Elem
	case *ir.UnrankedTensorType:
		return t.Elem
	}
	return nil
}

// sameAsOperand infers the result type of toy.add, toy.mul and toy.cast:
// their first operand's.
type sameAsOperand struct{}

func (sameAsOperand) InferShapes(op *ir.Operation) { op.Result(0).SetType(op.Operand(0).Type()) }

// transposeShape infers toy.transpose's result type: the input's shape
// reversed.
type transposeShape struct{}

func (transposeShape) InferShapes(op *ir.Operation) {
	in := op.Operand(0).Type().(*ir.RankedTensorType)
	dims := make([]int64, len(in.Shape))
	for i, d := range in.Shape {
		dims[len(dims)-1-i] = d
	}
	op.Result(0).SetType(ods.ContextOf(op).RankedTensorType(dims, in.Elem, nil))
}

// callInterface is toy.generic_call's CallOpInterface.
type callInterface struct{}

func (callInterface) Callee(op *ir.Operation) (*ir.SymbolRefAttr, *ir.Value) {
	s, _ := op.InherentAttr("callee").(*ir.SymbolRefAttr)
	return s, nil
}

func (callInterface) SetCallee(ctx *ir.Context, op *ir.Operation, sym *ir.SymbolRefAttr, _ *ir.Value) {
	op.SetInherentAttr(ctx, "callee", sym)
}

func (callInterface) ArgOperands(op *ir.Operation) (int, int) { return 0, op.NumOperands() }

// inliner is the toy dialect's inliner interface: everything is legal to
// inline, toy.return's operand replaces the call's result, and toy.cast
// bridges mismatched argument types.
func inliner() *ir.DialectInlinerInterface {
	in := ir.AlwaysLegal(nil, func(op *ir.Operation, values []*ir.Value) {
		for i, v := range values {
			v.ReplaceAllUsesWith(op.Operand(i))
		}
	})
	in.MaterializeCallConversion = func(b *ir.Builder, input *ir.Value, t ir.Type, loc ir.Location) *ir.Operation {
		return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp("toy.cast"), Operands: []*ir.Value{input}, Types: []ir.Type{t}})
	}
	return in
}

// reshapePatterns are the DRR patterns of toy.reshape (ToyCombine.td).
func reshapePatterns() []any {
	arg := drr.V("arg")
	reshape := func(x *drr.Node) *drr.Node { return drr.Op("toy.reshape", x) }
	reshapeConstant := drr.AttrFn(func(m *drr.Match) ir.Attribute {
		t, ok := m.Value("res").Type().(ir.ShapedType)
		if !ok {
			return nil
		}
		return reshapeElements(m.Ctx(), m.Attr("arg").(*ir.DenseElementsAttr), t)
	})
	var out []any
	for _, f := range drr.Compile(
		drr.Pattern{Name: "ReshapeReshapeOptPattern", Source: reshape(reshape(arg)), Result: reshape(arg)},
		drr.Pattern{Name: "RedundantReshapeOptPattern", Source: reshape(arg).As("res"), Result: arg,
			Where: []drr.Constraint{drr.SameType("res", "arg")}},
		drr.Pattern{Name: "FoldConstantReshapeOptPattern",
			Source: reshape(drr.Op("toy.constant").With("value", drr.A("arg"))).As("res"),
			Result: drr.Op("toy.constant").With("value", reshapeConstant)},
	) {
		out = append(out, f)
	}
	return out
}

// reshapeElements gives value's elements type t. As MLIR's (release build)
// DenseElementsAttr::reshape, a reshape to fewer elements keeps the first
// ones; a reshape of a non-splat to more elements (MLIR reads past its
// data) is declined (nil).
func reshapeElements(ctx *ir.Context, value *ir.DenseElementsAttr, t ir.ShapedType) ir.Attribute {
	if value.Splat {
		return value.Reshape(ctx, t)
	}
	n := ir.NumElements(t.Dims())
	if n < 0 || n > value.NumElements() {
		return nil
	}
	return ctx.DenseElementsAttr(t, value.Data[:n*8], false)
}

// simplifyRedundantTranspose folds transpose(transpose(x)) to x.
func simplifyRedundantTranspose(op *ir.Operation, rw *rewrite.Rewriter) bool {
	inner := op.Operand(0).DefiningOp()
	if inner == nil || inner.Name() != "toy.transpose" {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{inner.Operand(0)})
	return true
}
