package arith

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// elemOrSelf is upstream's getElementTypeOrSelf.
func elemOrSelf(t ir.Type) ir.Type { return ods.ElementOf(t) }

// shapeOf returns the dimensions of a shaped type; ranked reports whether
// it has a rank.
func shapeOf(t ir.Type) (dims []int64, isShaped, ranked bool) {
	if s, ok := t.(ir.ShapedType); ok {
		return s.Dims(), true, s.HasRank()
	}
	return nil, false, false
}

// compatibleShape is upstream's verifyCompatibleShape(Type, Type).
func compatibleShape(a, b ir.Type) bool {
	da, sa, ra := shapeOf(a)
	db, sb, rb := shapeOf(b)
	if !sa || !sb {
		return sa == sb
	}
	if !ra || !rb {
		return true
	}
	if len(da) != len(db) {
		return false
	}
	for i := range da {
		if da[i] != ir.Dynamic && db[i] != ir.Dynamic && da[i] != db[i] {
			return false
		}
	}
	return true
}

// validCast is upstream's areValidCastInputsAndOutputs for one input and
// one output.
func validCast(in, out ir.Type) bool {
	ta, aok := in.(*ir.RankedTensorType)
	tb, bok := out.(*ir.RankedTensorType)
	if aok && bok && ta.Encoding != tb.Encoding {
		return false
	}
	return compatibleShape(in, out)
}

// typeIfLike is upstream's getTypeIfLike: the element type of a scalar,
// vector or tensor whose element satisfies ok (memrefs too when
// allowMemRef).
func typeIfLike(t ir.Type, allowMemRef bool, ok func(ir.Type) bool) ir.Type {
	switch t.(type) {
	case *ir.VectorType, *ir.RankedTensorType, *ir.UnrankedTensorType:
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		if !allowMemRef {
			return nil
		}
	}
	e := elemOrSelf(t)
	if !ok(e) {
		return nil
	}
	return e
}

func isIntegerType(t ir.Type) bool { _, ok := t.(*ir.IntegerType); return ok }

func intOrFloatWidth(t ir.Type) int { return ir.BitWidth(t) }

// widthCast is upstream's checkWidthChangeCast: wider (or narrower) integer
// or float element types.
func widthCast(wider, float bool) func(in, out ir.Type) bool {
	kind := isIntegerType
	if float {
		kind = isFloat
	}
	return func(in, out ir.Type) bool {
		if !validCast(in, out) {
			return false
		}
		src, dst := typeIfLike(in, false, kind), typeIfLike(out, false, kind)
		if src == nil || dst == nil {
			return false
		}
		if wider {
			return intOrFloatWidth(dst) > intOrFloatWidth(src)
		}
		return intOrFloatWidth(dst) < intOrFloatWidth(src)
	}
}

// intFloatCast is upstream's checkIntFloatCast (toFloat: integer to float).
func intFloatCast(toFloat bool) func(in, out ir.Type) bool {
	return func(in, out ir.Type) bool {
		if !validCast(in, out) {
			return false
		}
		from, to := isIntegerType, isFloat
		if !toFloat {
			from, to = isFloat, isIntegerType
		}
		return typeIfLike(in, false, from) != nil && typeIfLike(out, false, to) != nil
	}
}

func indexCastCompat(in, out ir.Type) bool {
	if !validCast(in, out) {
		return false
	}
	k := func(t ir.Type) bool { return isIntegerType(t) || isIndex(t) }
	src, dst := typeIfLike(in, true, k), typeIfLike(out, true, k)
	if src == nil || dst == nil {
		return false
	}
	return (isIndex(src) && isSignlessInt(dst)) || (isSignlessInt(src) && isIndex(dst))
}

func bitcastCompat(in, out ir.Type) bool {
	if !validCast(in, out) {
		return false
	}
	k := func(t ir.Type) bool { return isIntegerType(t) || isFloat(t) }
	src, dst := typeIfLike(in, true, k), typeIfLike(out, true, k)
	if src == nil || dst == nil {
		return false
	}
	return intOrFloatWidth(src) == intOrFloatWidth(dst)
}

// verifyCastCompat is CastOpInterface's verifier.
func verifyCastCompat(op *ir.Operation, compat func(in, out ir.Type) bool) error {
	if op.NumResults() == 0 {
		return op.EmitOpError("expected at least one result for cast operation")
	}
	if compat(op.Operand(0).Type(), op.Result(0).Type()) {
		return nil
	}
	msg := "operand type"
	if op.NumOperands() == 1 {
		msg += " '" + ods.TypeText(op.Operand(0).Type()) + "'"
	} else {
		msg += "s "
		for i, t := range op.OperandTypes() {
			if i > 0 {
				msg += ", "
			}
			msg += "'" + ods.TypeText(t) + "'"
		}
	}
	msg += " and result type"
	if op.NumResults() == 1 {
		msg += " "
	} else {
		msg += "s "
	}
	for i, t := range op.ResultTypes() {
		if i > 0 {
			msg += ", "
		}
		msg += "'" + ods.TypeText(t) + "'"
	}
	return op.EmitOpError("%s are cast incompatible", msg)
}

func verifyExt(op *ir.Operation) error {
	src, dst := elemOrSelf(op.Operand(0).Type()), elemOrSelf(op.Result(0).Type())
	if ir.BitWidth(src) >= ir.BitWidth(dst) {
		return op.EmitError("result type '%s' must be wider than operand type '%s'", ods.TypeText(dst), ods.TypeText(src))
	}
	return nil
}

func verifyTrunc(op *ir.Operation) error {
	src, dst := elemOrSelf(op.Operand(0).Type()), elemOrSelf(op.Result(0).Type())
	if ir.BitWidth(src) <= ir.BitWidth(dst) {
		return op.EmitError("result type '%s' must be shorter than operand type '%s'", ods.TypeText(dst), ods.TypeText(src))
	}
	return nil
}

// constantValueC is TypedAttrInterface: typed attributes (upstream's
// string and opaque attributes are typed too).
var constantValueC = ods.AttrConstraint{
	Desc:    "TypedAttr instance",
	Pred:    isTypedAttr,
	Storage: isTypedAttr,
}

func isTypedAttr(a ir.Attribute) bool {
	switch a.(type) {
	case ir.TypedAttr, *ir.StringAttr, *ir.OpaqueAttr:
		return true
	}
	return false
}

func verifyConstant(op *ir.Operation) error {
	t := op.Result(0).Type()
	v := op.InherentAttr("value")
	if it, ok := t.(*ir.IntegerType); ok && !it.IsSignless() {
		return op.EmitOpError("integer return type must be signless")
	}
	switch v.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.DenseElementsAttr, *ir.DenseStringElementsAttr,
		*ir.DenseResourceElementsAttr, *ir.SparseElementsAttr:
	default:
		return op.EmitOpError("value must be an integer, float, or elements attribute")
	}
	if vt, ok := t.(*ir.VectorType); ok && isScalable(vt) {
		if d, ok := v.(*ir.DenseElementsAttr); !ok || !d.Splat {
			if s, ok := v.(*ir.DenseStringElementsAttr); !ok || !s.Splat {
				return op.EmitOpError("intializing scalable vectors with elements attribute is not supported unless it's a vector splat")
			}
		}
	}
	return nil
}

func isScalable(v *ir.VectorType) bool {
	for _, s := range v.Scalable {
		if s {
			return true
		}
	}
	return false
}

// booleanConditionOrMatchingShape is upstream's
// BooleanConditionOrMatchingShape<"condition", "result">.
var booleanConditionOrMatchingShape = ods.PredTrait{
	Desc: "condition is signless i1 or has matching shape",
	Check: func(op *ir.Operation) bool {
		c, r := op.Operand(0).Type(), op.Result(0).Type()
		if it, ok := c.(*ir.IntegerType); ok && it.Width == 1 && it.IsSignless() {
			return true
		}
		dc, sc, rc := shapeOf(c)
		dr, sr, rr := shapeOf(r)
		if !sc || !sr || !rc || !rr || len(dc) != len(dr) {
			return false
		}
		for i := range dc {
			if dc[i] != dr[i] {
				return false
			}
		}
		return true
	},
}

func verifySelect(op *ir.Operation) error {
	c := op.Operand(0).Type()
	if it, ok := c.(*ir.IntegerType); ok && it.Width == 1 && it.IsSignless() {
		return nil
	}
	r := op.Result(0).Type()
	switch r.(type) {
	case *ir.VectorType, *ir.RankedTensorType, *ir.UnrankedTensorType:
	default:
		return op.EmitOpError("expected condition to be a signless i1, but got '%s'", ods.TypeText(c))
	}
	want := i1SameShape(ods.ContextOf(op), r)
	if c != want {
		return op.EmitOpError("expected condition type to have the same shape as the result type, expected '%s', but got '%s'", ods.TypeText(want), ods.TypeText(c))
	}
	return nil
}

// parseSelect is SelectOp::parse.
func parseSelect(p ir.OpParser, st *ir.OperationState) error {
	// parseOperandList(operands, /*requiredOperandCount=*/3).
	pos := p.Pos()
	if !p.IsOperand() {
		if p.IsPunct("(") || p.IsPunct("[") {
			return ir.Errorf(p.LocAt(pos), "unexpected delimiter")
		}
		return p.WrongToken("expected operand")
	}
	var uses []ir.UnresolvedOperand
	for {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		uses = append(uses, u)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if len(uses) != 3 {
		return p.ErrorAt(pos, "expected 3 operands")
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	resultType, err := p.ParseType()
	if err != nil {
		return err
	}
	condType := ir.Type(p.Context().I(1))
	if p.ParseOptionalPunct(",") {
		condType = resultType
		if resultType, err = p.ParseType(); err != nil {
			return err
		}
	}
	st.Attrs = append(st.Attrs, attrs...)
	st.Types = append(st.Types, resultType)
	for i, t := range []ir.Type{condType, resultType, resultType} {
		v, err := p.ResolveOperand(uses[i], t)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	return nil
}

// printSelect is SelectOp::print.
func printSelect(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	for i, v := range op.Operands() {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
	var attrs []ir.NamedAttr
	if d := op.Attrs(); d != nil {
		attrs = d.Entries
	}
	p.PrintOptionalAttrDict(attrs)
	p.WriteString(" : ")
	if _, ok := op.Operand(0).Type().(ir.ShapedType); ok {
		p.PrintType(op.Operand(0).Type())
		p.WriteString(", ")
	}
	p.PrintType(op.Result(0).Type())
}
