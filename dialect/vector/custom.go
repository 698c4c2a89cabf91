package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// Specs of the ops with a hand-written syntax.

// broadcastSpec is vector.broadcast: a scalar or a vector broadcast to a
// vector of the same element type.
var broadcastSpec = &ods.Op{
	Name:     "vector.broadcast",
	Summary:  "broadcast operation",
	Operands: []ods.Operand{{Name: "source", Type: ods.AnyType}},
	Results:  []ods.Result{{Name: "vector", Type: anyVectorOfAnyRank}},
	Traits:   pure,
	Preds:    []ods.PredTrait{sameElem("source operand and result have same element type", result(0), operand(0))},
	Format:   "$source attr-dict `:` type($source) `to` type($vector)",
	Verify:   verifyBroadcast,
	Fold:     foldBroadcast,
	Canonicalize: []any{&rewrite.Func{Name: "(anonymous namespace)::BroadcastFolder", On: "vector.broadcast", Weight: 1,
		Rewrite: broadcastFolder}},
}

// verifyBroadcast is upstream's BroadcastOp::verify over
// isBroadcastableTo.
func verifyBroadcast(op *ir.Operation) error {
	dst := op.Result(0).Type().(*ir.VectorType)
	src := op.Operand(0).Type()
	switch src.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		if src == dst.Elem {
			return nil
		}
	}
	sv, ok := src.(*ir.VectorType)
	if !ok {
		return op.EmitOpError("source type is not a vector")
	}
	if len(sv.Shape) > len(dst.Shape) {
		return op.EmitOpError("source rank higher than destination rank")
	}
	lead := len(dst.Shape) - len(sv.Shape)
	for i, sd := range sv.Shape {
		dd := dst.Shape[lead+i]
		sScal, dScal := scalable(sv, i), scalable(dst, lead+i)
		mismatch := sd != 1 && sd != dd
		// 1 -> [N] is fine; other mixes of fixed and scalable sizes are not.
		if (sd == 1 && sScal && dd != 1) || (sScal != dScal && (sd != 1 || sScal)) {
			mismatch = true
		}
		if mismatch {
			return op.EmitOpError("dimension mismatch (%s vs. %s)", dimText(sd, sScal), dimText(dd, dScal))
		}
	}
	return nil
}

// contractSpec is vector.contract.
var contractSpec = &ods.Op{
	Name:     "vector.contract",
	Summary:  "vector contraction operation",
	Operands: []ods.Operand{{Name: "lhs", Type: anyVectorOfNonZeroRank}, {Name: "rhs", Type: anyVectorOfNonZeroRank}, {Name: "acc", Type: ods.AnyType}},
	Attrs: []ods.Attr{{Name: "indexing_maps", Constraint: ods.ArrayAttrC}, {Name: "iterator_types", Constraint: iteratorTypesC},
		{Name: "kind", Constraint: combiningKindC, Default: func(ctx *ir.Context) ir.Attribute { return CombiningKind.Get(ctx, KindAdd) }}},
	Results: []ods.Result{{Name: "", Type: ods.AnyType}},
	Traits:  pure,
	Preds: []ods.PredTrait{
		sameElem("lhs and rhs have same element type", operand(0), operand(1)),
		sameElem("third operand acc and result have same element type", result(0), operand(2)),
	},
	Parse:  parseContract,
	Print:  printContract,
	Verify: verifyContract,
	// Upstream roots CanonicalizeContractAdd at arith.addi and arith.addf,
	// where it is tried only when the vector dialect is loaded; gomlir
	// registers every dialect, so the pattern starts from the contraction
	// and rewrites the adds using it.
	Canonicalize: []any{
		&rewrite.Func{Name: "CanonicalizeContractAdd", On: "vector.contract", Weight: 1, Rewrite: contractAddUsers},
	},
}

func parseContract(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	pos := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	dict, ok := a.(*ir.DictionaryAttr)
	if !ok {
		return p.ErrorAt(pos, "invalid kind of attribute specified")
	}
	var uses [3]ir.UnresolvedOperand
	for i := range uses {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		if uses[i], err = p.ParseOperand(); err != nil {
			return err
		}
	}
	// parseTrailingOperandList: after a comma, a possibly empty list.
	var masks []ir.UnresolvedOperand
	if p.ParseOptionalPunct(",") {
		for {
			u, ok, err := p.ParseOptionalOperand()
			if err != nil {
				return err
			}
			if !ok {
				if len(masks) > 0 {
					// A comma promised another operand.
					if _, err := p.ParseOperand(); err != nil {
						return err
					}
				}
				break
			}
			masks = append(masks, u)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	var types []ir.Type
	for {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		types = append(types, t)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParseKeyword("into"); err != nil {
		return err
	}
	resT, err := p.ParseType()
	if err != nil {
		return err
	}
	for i, t := range []ir.Type{types[0], at(types, 1), resT} {
		v, err := p.ResolveOperand(uses[i], t)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	st.Types = append(st.Types, resT)
	st.Attrs = append(st.Attrs, attrs...)
	var iters *ir.ArrayAttr
	for _, e := range dict.Entries {
		if e.Name == "iterator_types" {
			iters, _ = e.Value.(*ir.ArrayAttr)
			continue
		}
		st.Attrs = append(st.Attrs, e)
	}
	if iters == nil {
		return ir.Errorf(st.Loc, "custom op 'vector.contract' expected \"iterator_types\" array attribute")
	}
	elems := make([]ir.Attribute, 0, len(iters.Elems))
	for _, e := range iters.Elems {
		s, _ := e.(*ir.StringAttr)
		var v int
		found := false
		if s != nil {
			v, found = IteratorType.lookup(s.Value)
		}
		if !found {
			name := ""
			if s != nil {
				name = s.Value
			}
			return p.ErrorAt(pos, "unexpected iterator_type (%s)", name)
		}
		elems = append(elems, IteratorType.Get(ctx, v))
	}
	st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "iterator_types", Value: ctx.ArrayAttr(elems)})
	hasKind := false
	for _, a := range st.Attrs {
		hasKind = hasKind || a.Name == "kind"
	}
	if !hasKind {
		st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "kind", Value: CombiningKind.Get(ctx, KindAdd)})
	}
	if len(masks) == 0 {
		return nil
	}
	if len(masks) != 2 {
		return ir.Errorf(st.Loc, "custom op 'vector.contract' expected zero or exactly 2 vector mask operands")
	}
	for i, u := range masks {
		vt, _ := at(types, i).(*ir.VectorType)
		if vt == nil {
			return p.ErrorAt(pos, "expected vector type")
		}
		v, err := p.ResolveOperand(u, ctx.VectorType(vt.Shape, ctx.I(1), vt.Scalable))
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	return nil
}

// at returns ts[i], or nil.
func at(ts []ir.Type, i int) ir.Type {
	if i < len(ts) {
		return ts[i]
	}
	return nil
}

var contractTraitAttrs = []string{"indexing_maps", "iterator_types", "kind"}

func printContract(p ir.OpPrinter, op *ir.Operation) {
	trait := ods.TraitDictionary(op, contractTraitAttrs, func(a ir.Attribute) (string, bool) {
		x, ok := a.(*EnumAttr)
		if !ok {
			return "", false
		}
		return x.Name(), true
	})
	p.WriteString(" ")
	p.PrintAttribute(trait)
	p.WriteString(" ")
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(op.Operand(i))
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), contractTraitAttrs...)
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(", ")
	p.PrintType(op.Operand(1).Type())
	p.WriteString(" into ")
	p.PrintType(op.Result(0).Type())
}

// outerProductSpec is vector.outerproduct.
var outerProductSpec = &ods.Op{
	Name:    "vector.outerproduct",
	Summary: "vector outerproduct with optional fused add",
	Operands: []ods.Operand{{Name: "lhs", Type: anyVectorOfNonZeroRank}, {Name: "rhs", Type: ods.AnyType},
		{Name: "acc", Type: anyVectorOfNonZeroRank, Arity: ods.Optional}},
	Attrs:   []ods.Attr{{Name: "kind", Constraint: combiningKindC, Default: func(ctx *ir.Context) ir.Attribute { return CombiningKind.Get(ctx, KindAdd) }}},
	Results: []ods.Result{{Name: "", Type: anyVectorOfNonZeroRank}},
	Traits:  pure,
	Preds: []ods.PredTrait{
		sameElem("lhs operand and result have same element type", result(0), operand(0)),
		sameElem("rhs operand and result have same element type", result(0), operand(1)),
	},
	Parse:  parseOuterProduct,
	Print:  printOuterProduct,
	Verify: verifyOuterProduct,
}

func parseOuterProduct(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
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
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	// Exactly two types: `: lhs-type, rhs-type`.
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	var types []ir.Type
	for i := 0; i < 2; i++ {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		types = append(types, t)
	}
	if len(uses) < 2 {
		return ir.Errorf(st.Loc, "custom op 'vector.outerproduct' expected at least 2 operands")
	}
	vLHS, _ := types[0].(*ir.VectorType)
	if vLHS == nil {
		return ir.Errorf(st.Loc, "custom op 'vector.outerproduct' expected vector type for operand #1")
	}
	var resT ir.Type
	if vRHS, ok := types[1].(*ir.VectorType); ok {
		var scal []bool
		if isScalable(vLHS) || isScalable(vRHS) {
			scal = []bool{scalable(vLHS, 0), scalable(vRHS, 0)}
		}
		resT = ctx.VectorType([]int64{vLHS.Shape[0], vRHS.Shape[0]}, vLHS.Elem, scal)
	} else {
		resT = ctx.VectorType([]int64{vLHS.Shape[0]}, vLHS.Elem, vLHS.Scalable)
	}
	hasKind := false
	for _, a := range st.Attrs {
		hasKind = hasKind || a.Name == "kind"
	}
	if !hasKind {
		st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "kind", Value: CombiningKind.Get(ctx, KindAdd)})
	}
	for i, t := range types {
		v, err := p.ResolveOperand(uses[i], t)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	if len(uses) > 2 {
		v, err := p.ResolveOperand(uses[2], resT)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	st.Types = append(st.Types, resT)
	return nil
}

func printOuterProduct(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(op.Operand(i))
	}
	// As upstream, the attributes are printed only with an accumulator.
	if op.NumOperands() > 2 {
		p.PrintOptionalAttrDict(op.AllAttrs())
	}
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(", ")
	p.PrintType(op.Operand(1).Type())
}

// verifyOuterProduct is OuterProductOp::verify.
func verifyOuterProduct(op *ir.Operation) error {
	lhs := op.Operand(0).Type().(*ir.VectorType)
	res := op.Result(0).Type().(*ir.VectorType)
	if len(lhs.Shape) != 1 {
		return op.EmitOpError("expected 1-d vector for operand #1")
	}
	if rhs, ok := op.Operand(1).Type().(*ir.VectorType); ok {
		if len(rhs.Shape) != 1 {
			return op.EmitOpError("expected 1-d vector for operand #2")
		}
		if len(res.Shape) != 2 {
			return op.EmitOpError("expected 2-d vector result")
		}
		if lhs.Shape[0] != res.Shape[0] {
			return op.EmitOpError("expected #1 operand dim to match result dim #1")
		}
		if rhs.Shape[0] != res.Shape[1] {
			return op.EmitOpError("expected #2 operand dim to match result dim #2")
		}
		if isScalable(lhs) && !isScalable(rhs) {
			return op.EmitOpError("expected either both or only #2 operand dim to be scalable")
		}
	} else {
		if len(res.Shape) != 1 {
			return op.EmitOpError("expected 1-d vector result")
		}
		if lhs.Shape[0] != res.Shape[0] {
			return op.EmitOpError("expected #1 operand dim to match result dim #1")
		}
	}
	if _, n := ods.GroupRange(op, 2, false); n == 1 && op.Operand(2).Type() != ir.Type(res) {
		return op.EmitOpError("expected operand #3 of same type as result type")
	}
	if !kindSupportsElement(kindOf(op), res.Elem) {
		return op.EmitOpError("unsupported outerproduct type")
	}
	return nil
}

// effectiveVectorRank is getEffectiveVectorRankForXferOp.
func effectiveVectorRank(shaped ir.Type, v *ir.VectorType) int {
	if ev, ok := ods.ElementOf(shaped).(*ir.VectorType); ok {
		return len(v.Shape) - len(ev.Shape)
	}
	return len(v.Shape)
}

// minorIdentityMap is getTransferMinorIdentityMap.
func minorIdentityMap(ctx *ir.Context, shaped ir.Type, v *ir.VectorType) *affine.Map {
	rank := rankOf(shaped)
	if rank == 0 && len(v.Shape) == 1 && v.Shape[0] == 1 {
		return affine.ConstantMap(ctx, 0)
	}
	return affine.MinorIdentityMap(ctx, rank, effectiveVectorRank(shaped, v))
}

// maskType is inferTransferOpMaskType: the i1 vector shaped as the
// memory the transfer touches, before permutation and broadcast.
func maskType(ctx *ir.Context, v *ir.VectorType, m *affine.Map) *ir.VectorType {
	var shape []int64
	var scal []bool
	for d := 0; d < m.NumDims; d++ {
		for i, e := range m.Results {
			if de, ok := e.(*affine.DimExpr); ok && de.Pos == d && i < len(v.Shape) {
				shape = append(shape, v.Shape[i])
				scal = append(scal, scalable(v, i))
				break
			}
		}
	}
	if len(shape) == 0 {
		shape = []int64{1}
		scal = nil
	}
	return ctx.VectorType(shape, ctx.I(1), scal)
}

// transferReadSpec is vector.transfer_read.
var transferReadSpec = &ods.Op{
	Name:    "vector.transfer_read",
	Summary: "Reads a supervector from memory into an SSA vector value.",
	Operands: []ods.Operand{{Name: "base", Type: anyShaped}, {Name: "indices", Type: ods.Index, Arity: ods.Variadic},
		{Name: "padding", Type: ods.AnyType}, {Name: "mask", Type: vectorOfI1, Arity: ods.Optional}},
	Attrs:      []ods.Attr{{Name: "permutation_map", Constraint: affineMapAttr}, {Name: "in_bounds", Constraint: boolArrayAttr}},
	Results:    []ods.Result{{Name: "vector", Type: anyVectorOfAnyRank}},
	Traits:     []ir.Trait{ir.TraitAttrSizedOperandSegments},
	Parse:      func(p ir.OpParser, st *ir.OperationState) error { return parseTransfer(p, st, true) },
	Print:      func(p ir.OpPrinter, op *ir.Operation) { printTransfer(p, op, true) },
	Verify:     verifyTransferRead,
	Interfaces: ir.Interfaces{ir.EffectsFunc(transferEffects(0, ir.EffectRead)), ir.SpeculatabilityFunc(transferSpeculatability(0))},
	Fold:       foldTransferRead,
	Canonicalize: []any{
		&rewrite.Func{Name: "(anonymous namespace)::TransferReadAfterWriteToBroadcast", On: "vector.transfer_read", Weight: 1, Rewrite: transferReadAfterWriteToBroadcast},
	},
}

// transferWriteSpec is vector.transfer_write.
var transferWriteSpec = &ods.Op{
	Name:    "vector.transfer_write",
	Summary: "The vector.transfer_write op writes a supervector to memory.",
	Operands: []ods.Operand{{Name: "valueToStore", Type: anyVectorOfAnyRank}, {Name: "base", Type: anyShaped},
		{Name: "indices", Type: ods.Index, Arity: ods.Variadic}, {Name: "mask", Type: vectorOfI1, Arity: ods.Optional}},
	Attrs:      []ods.Attr{{Name: "permutation_map", Constraint: affineMapAttr}, {Name: "in_bounds", Constraint: boolArrayAttr}},
	Results:    []ods.Result{{Name: "result", Type: anyRankedTensor, Arity: ods.Optional}},
	Traits:     []ir.Trait{ir.TraitAttrSizedOperandSegments},
	Parse:      func(p ir.OpParser, st *ir.OperationState) error { return parseTransfer(p, st, false) },
	Print:      func(p ir.OpPrinter, op *ir.Operation) { printTransfer(p, op, false) },
	Verify:     verifyTransferWrite,
	Interfaces: ir.Interfaces{ir.EffectsFunc(transferEffects(1, ir.EffectWrite)), ir.SpeculatabilityFunc(transferSpeculatability(1))},
	Fold:       foldTransferWrite,
	Canonicalize: []any{
		&rewrite.Func{Name: "(anonymous namespace)::FoldWaw", On: "vector.transfer_write", Weight: 1, Rewrite: foldWaw},
	},
}

// transferEffects declares e on the base operand when it is a memref.
func transferEffects(base int, e ir.MemoryEffect) func(op *ir.Operation) []ir.EffectInstance {
	return func(op *ir.Operation) []ir.EffectInstance {
		if _, ok := op.Operand(base).Type().(*ir.MemRefType); !ok {
			return nil
		}
		return []ir.EffectInstance{{Effect: e, Value: op.Operand(base)}}
	}
}

// transferSpeculatability: transfers on tensors are speculatable, on
// memrefs not.
func transferSpeculatability(base int) func(op *ir.Operation) ir.Speculatability {
	return func(op *ir.Operation) ir.Speculatability {
		if _, ok := op.Operand(base).Type().(*ir.MemRefType); ok {
			return ir.NotSpeculatable
		}
		return ir.Speculatable
	}
}

// parseTransfer is TransferReadOp::parse and TransferWriteOp::parse.
func parseTransfer(p ir.OpParser, st *ir.OperationState, read bool) error {
	ctx := p.Context()
	var vecUse, baseUse, padUse, maskUse ir.UnresolvedOperand
	var err error
	if !read {
		if vecUse, err = p.ParseOperand(); err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
	}
	if baseUse, err = p.ParseOperand(); err != nil {
		return err
	}
	idx, err := ods.ParseOperandList(p, "[", "]", false)
	if err != nil {
		return err
	}
	if read {
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		if padUse, err = p.ParseOperand(); err != nil {
			return err
		}
	}
	hasMask := p.ParseOptionalPunct(",")
	if hasMask {
		if maskUse, err = p.ParseOperand(); err != nil {
			return err
		}
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	typesPos := p.Pos()
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	var types []ir.Type
	for {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		types = append(types, t)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if len(types) != 2 {
		return p.ErrorAt(typesPos, "requires two types")
	}
	shapedT, vecT := types[0], types[1]
	if !read {
		shapedT, vecT = types[1], types[0]
	}
	checkShaped := func() error {
		switch shapedT.(type) {
		case *ir.MemRefType, *ir.RankedTensorType:
			return nil
		}
		return p.ErrorAt(typesPos, "requires memref or ranked tensor type")
	}
	v, isVec := vecT.(*ir.VectorType)
	if read {
		if err := checkShaped(); err != nil {
			return err
		}
	}
	if !isVec {
		return p.ErrorAt(typesPos, "requires vector type")
	}
	if !read {
		if err := checkShaped(); err != nil {
			return err
		}
	}
	var perm *affine.Map
	hasPerm, hasInBounds := false, false
	for _, a := range attrs {
		switch a.Name {
		case "permutation_map":
			hasPerm = true
			if m, ok := a.Value.(*ir.AffineMapAttr); ok {
				perm = m.Map
			}
		case "in_bounds":
			hasInBounds = true
		}
	}
	if !hasPerm {
		if rankOf(shapedT) < effectiveVectorRank(shapedT, v) {
			return p.ErrorAt(typesPos, "expected a custom permutation_map when rank(source) != rank(destination)")
		}
		perm = minorIdentityMap(ctx, shapedT, v)
		attrs = append(attrs, ir.NamedAttr{Name: "permutation_map", Value: ctx.AffineMapAttr(perm)})
	}
	if !hasInBounds && perm != nil {
		elems := make([]ir.Attribute, len(perm.Results))
		for i := range elems {
			elems[i] = ctx.BoolAttr(false)
		}
		attrs = append(attrs, ir.NamedAttr{Name: "in_bounds", Value: ctx.ArrayAttr(elems)})
	}
	st.Attrs = append(st.Attrs, attrs...)
	resolve := func(u ir.UnresolvedOperand, t ir.Type) error {
		val, err := p.ResolveOperand(u, t)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, val)
		return nil
	}
	if !read {
		if err := resolve(vecUse, v); err != nil {
			return err
		}
	}
	if err := resolve(baseUse, shapedT); err != nil {
		return err
	}
	for _, u := range idx {
		if err := resolve(u, ctx.IndexType()); err != nil {
			return err
		}
	}
	if read {
		if err := resolve(padUse, ods.ElementOf(shapedT)); err != nil {
			return err
		}
	}
	if hasMask {
		if _, ok := ods.ElementOf(shapedT).(*ir.VectorType); ok {
			return p.ErrorAt(maskUse.Pos, "does not support masks with vector element type")
		}
		if perm == nil || len(v.Shape) != len(perm.Results) {
			return p.ErrorAt(typesPos, "expected the same rank for the vector and the results of the permutation map")
		}
		if err := resolve(maskUse, maskType(ctx, v, perm)); err != nil {
			return err
		}
	}
	m := int32(0)
	if hasMask {
		m = 1
	}
	var seg []int32
	if read {
		seg = []int32{1, int32(len(idx)), 1, m}
		st.Types = append(st.Types, v)
	} else {
		seg = []int32{1, 1, int32(len(idx)), m}
		if _, ok := shapedT.(*ir.RankedTensorType); ok {
			st.Types = append(st.Types, shapedT)
		}
	}
	st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array(seg)})
	return nil
}

// printTransfer is TransferReadOp::print and TransferWriteOp::print.
func printTransfer(p ir.OpPrinter, op *ir.Operation, read bool) {
	p.WriteString(" ")
	baseIdx := 0
	if !read {
		p.PrintOperand(op.Operand(0))
		p.WriteString(", ")
		baseIdx = 1
	}
	p.PrintOperand(op.Operand(baseIdx))
	p.WriteString("[")
	idx := ods.OperandGroup(op, baseIdx+1)
	ods.PrintOperands(p, idx)
	p.WriteString("]")
	if read {
		p.WriteString(", ")
		p.PrintOperand(ods.OperandGroup(op, 2)[0])
	}
	if mask := ods.OperandGroup(op, 3); len(mask) == 1 {
		p.WriteString(", ")
		p.PrintOperand(mask[0])
	}
	elided := []string{"operandSegmentSizes"}
	if m, ok := op.InherentAttr("permutation_map").(*ir.AffineMapAttr); ok && m.Map.IsMinorIdentity() {
		elided = append(elided, "permutation_map")
	}
	anyIn := false
	for _, b := range inBounds(op) {
		anyIn = anyIn || b
	}
	if !anyIn {
		elided = append(elided, "in_bounds")
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), elided...)
	p.WriteString(" : ")
	base := op.Operand(baseIdx).Type()
	var vec ir.Type
	if read {
		vec = op.Result(0).Type()
		p.PrintType(base)
		p.WriteString(", ")
		p.PrintType(vec)
		return
	}
	p.PrintType(op.Operand(0).Type())
	p.WriteString(", ")
	p.PrintType(base)
}

// inBounds returns the in_bounds flags of a transfer op.
func inBounds(op *ir.Operation) []bool {
	arr, ok := op.InherentAttr("in_bounds").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([]bool, len(arr.Elems))
	for i, e := range arr.Elems {
		if x, ok := e.(*ir.IntegerAttr); ok {
			out[i] = !x.IsZero()
		}
	}
	return out
}

// permMap returns the permutation map of a transfer op.
func permMap(op *ir.Operation) *affine.Map {
	if m, ok := op.InherentAttr("permutation_map").(*ir.AffineMapAttr); ok {
		return m.Map
	}
	return nil
}

// verifyTransfer is verifyTransferOp.
func verifyTransfer(op *ir.Operation, shaped ir.Type, v *ir.VectorType, mask *ir.VectorType, perm *affine.Map) error {
	if op.Attrs() != nil {
		for _, e := range op.Attrs().Entries {
			if e.Name == "masked" {
				return op.EmitOpError("masked attribute has been removed. Use in_bounds instead.")
			}
		}
	}
	switch shaped.(type) {
	case *ir.MemRefType, *ir.RankedTensorType:
	default:
		return op.EmitOpError("should be a memref or ranked tensor type")
	}
	elem := ods.ElementOf(shaped)
	if ev, ok := elem.(*ir.VectorType); ok {
		srcBits := int64(ir.BitWidth(ev.Elem)) * ev.Shape[len(ev.Shape)-1]
		minor := int64(1)
		if len(v.Shape) > 0 {
			minor = v.Shape[len(v.Shape)-1]
		}
		resBits := int64(ir.BitWidth(v.Elem)) * minor
		if srcBits == 0 || resBits%srcBits != 0 {
			return op.EmitOpError("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source")
		}
		if len(ev.Shape) > len(v.Shape) {
			return op.EmitOpError("requires source vector element and vector result ranks to match.")
		}
		if len(perm.Results) != len(v.Shape)-len(ev.Shape) {
			return op.EmitOpError("requires a permutation_map with result dims of the same rank as the vector type")
		}
		if mask != nil {
			return op.EmitOpError("does not support masks with vector element type")
		}
	} else {
		minor := int64(1)
		if len(v.Shape) > 0 {
			minor = v.Shape[len(v.Shape)-1]
		}
		eb := int64(ir.BitWidth(elem))
		if eb == 0 || int64(ir.BitWidth(v.Elem))*minor%eb != 0 {
			return op.EmitOpError("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type")
		}
		if len(perm.Results) != len(v.Shape) {
			return op.EmitOpError("requires a permutation_map with result dims of the same rank as the vector type")
		}
	}
	if perm.NumSymbols != 0 {
		return op.EmitOpError("requires permutation_map without symbols")
	}
	if perm.NumDims != rankOf(shaped) {
		return op.EmitOpError("requires a permutation_map with input dims of the same rank as the source type")
	}
	if mask != nil {
		if want := maskType(ods.ContextOf(op), v, perm); want != mask {
			return op.EmitOpError("inferred mask type (%s) and mask operand type (%s) don't match", quote(want), quote(mask))
		}
	}
	if n := len(inBounds(op)); n != len(perm.Results) {
		return op.EmitOpError("expects the in_bounds attr of same rank as permutation_map results: %s vs inBounds of size: %d",
			attrText(ods.ContextOf(op).AffineMapAttr(perm)), n)
	}
	return nil
}

// verifyPermutationMap checks that a transfer's map is a projected
// permutation with zero broadcasts.
func verifyPermutationMap(op *ir.Operation, perm *affine.Map) error {
	seen := make([]bool, perm.NumDims)
	for _, e := range perm.Results {
		switch x := e.(type) {
		case *affine.ConstantExpr:
			if x.Value != 0 {
				return op.EmitOpError("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)")
			}
		case *affine.DimExpr:
			if seen[x.Pos] {
				return op.EmitOpError("requires a permutation_map that is a permutation (found one dim used more than once)")
			}
			seen[x.Pos] = true
		default:
			return op.EmitOpError("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)")
		}
	}
	return nil
}

func optionalMask(op *ir.Operation) *ir.VectorType {
	if m := ods.OperandGroup(op, 3); len(m) == 1 {
		return vecType(m[0].Type())
	}
	return nil
}

// verifyTransferRead is TransferReadOp::verify.
func verifyTransferRead(op *ir.Operation) error {
	shaped := op.Operand(0).Type()
	v := op.Result(0).Type().(*ir.VectorType)
	perm := permMap(op)
	if n := len(ods.OperandGroup(op, 1)); n != rankOf(shaped) {
		return op.EmitOpError("requires %d indices", rankOf(shaped))
	}
	if err := verifyTransfer(op, shaped, v, optionalMask(op), perm); err != nil {
		return err
	}
	pad := ods.OperandGroup(op, 2)[0].Type()
	if ev, ok := ods.ElementOf(shaped).(*ir.VectorType); ok {
		if ir.Type(ev) != pad {
			return op.EmitOpError("requires source element type and padding type to match.")
		}
	} else {
		switch pad.(type) {
		case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		default:
			return op.EmitOpError("requires valid padding vector elemental type")
		}
		if pad != ods.ElementOf(shaped) {
			return op.EmitOpError("requires formal padding and source of the same elemental type")
		}
	}
	return verifyPermutationMap(op, perm)
}

// verifyTransferWrite is TransferWriteOp::verify.
func verifyTransferWrite(op *ir.Operation) error {
	shaped := op.Operand(1).Type()
	v := op.Operand(0).Type().(*ir.VectorType)
	perm := permMap(op)
	if n := len(ods.OperandGroup(op, 2)); n != rankOf(shaped) {
		return op.EmitOpError("requires %d indices", rankOf(shaped))
	}
	for _, e := range perm.Results {
		if c, ok := e.(*affine.ConstantExpr); ok && c.Value == 0 {
			return op.EmitOpError("should not have broadcast dimensions")
		}
	}
	if err := verifyTransfer(op, shaped, v, optionalMask(op), perm); err != nil {
		return err
	}
	return verifyPermutationMap(op, perm)
}

// maskSpec is vector.mask.
var maskSpec = &ods.Op{
	Name:               "vector.mask",
	Summary:            "Predicates a maskable vector operation",
	Operands:           []ods.Operand{{Name: "mask", Type: vectorOfI1}, {Name: "passthru", Type: ods.AnyType, Arity: ods.Optional}},
	Results:            []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Regions:            []ods.Region{{Name: "maskRegion", MaxBlocks: 1}},
	Traits:             []ir.Trait{ir.TraitSingleBlock, ir.TraitSingleBlockImplicitTerminator, ir.TraitRecursiveMemoryEffects},
	ImplicitTerminator: "vector.yield",
	Parse:              parseMask,
	Print:              printMask,
	Verify:             verifyMask,
	Fold:               foldMask,
	Canonicalize: []any{
		&rewrite.Func{Name: "(anonymous namespace)::CanonializeEmptyMaskOp", On: "vector.mask", Weight: 1, Rewrite: canonicalizeEmptyMask},
	},
}

func parseMask(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	maskUse, err := p.ParseOperand()
	if err != nil {
		return err
	}
	var passUse ir.UnresolvedOperand
	hasPass := p.ParseOptionalPunct(",")
	if hasPass {
		if passUse, err = p.ParseOperand(); err != nil {
			return err
		}
	}
	r := st.AddRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	ensureMaskTerminator(ctx, r, st.Loc)
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	mt, err := p.ParseType()
	if err != nil {
		return err
	}
	var results []ir.Type
	if p.ParseOptionalPunct("->") {
		if results, err = ods.ParseArrowTypeList(p); err != nil {
			return err
		}
	}
	st.Types = append(st.Types, results...)
	mv, err := p.ResolveOperand(maskUse, mt)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, mv)
	if hasPass {
		if len(results) == 0 {
			return ir.Errorf(st.Loc, "custom op 'vector.mask' expects a result if passthru operand is provided")
		}
		pv, err := p.ResolveOperand(passUse, results[0])
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, pv)
	}
	return nil
}

// ensureMaskTerminator is MaskOp::ensureTerminator: the implicit yield
// yields the results of the masked operation.
func ensureMaskTerminator(ctx *ir.Context, r *ir.Region, loc ir.Location) {
	ods.EnsureTerminator(ctx, r, loc, "vector.yield")
	b := r.First()
	if b == nil || b.First() == b.Last() || b.First().NextInBlock() != b.Last() {
		return
	}
	masked, old := b.First(), b.Last()
	if len(masked.Results()) == 0 || old.NumOperands() != 0 {
		return
	}
	bld := ir.NewBuilder(ctx)
	bld.SetInsertionPoint(old)
	bld.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("vector.yield"), Operands: masked.Results()})
	old.Erase()
}

func printMask(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	if op.NumOperands() > 1 {
		p.WriteString(", ")
		p.PrintOperand(op.Operand(1))
	}
	p.WriteString(" { ")
	if b := op.Region(0).First(); b != nil && b.First() != nil {
		p.PrintCustomOrGenericOp(b.First())
	}
	p.WriteString(" }")
	p.PrintOptionalAttrDict(op.AllAttrs())
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	if n := op.NumResults(); n > 0 {
		p.WriteString(" -> ")
		if n > 1 {
			p.WriteString("(")
		}
		for i := 0; i < n; i++ {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(op.Result(i).Type())
		}
		if n > 1 {
			p.WriteString(")")
		}
	}
}

// printSpec is vector.print, whose oilist format is written by hand.
var printSpec = &ods.Op{
	Name:     "vector.print",
	Summary:  "print operation (for testing and debugging)",
	Operands: []ods.Operand{{Name: "source", Type: printable, Arity: ods.Optional}},
	Attrs: []ods.Attr{{Name: "punctuation", Constraint: punctuationC, Default: func(ctx *ir.Context) ir.Attribute { return PrintPunctuation.Get(ctx, PunctNewline) }},
		{Name: "stringLiteral", Constraint: ods.StrAttr, Optional: true}},
	Preds: []ods.PredTrait{{Desc: "`source` or `punctuation` are not set when printing strings", Check: func(op *ir.Operation) bool {
		if op.InherentAttr("stringLiteral") == nil {
			return true
		}
		p, _ := op.InherentAttr("punctuation").(*EnumAttr)
		return op.NumOperands() == 0 && (p == nil || p.Value == PunctNewline)
	}}},
	Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Effect: ir.EffectWrite}}
	})},
	Parse: parsePrint,
	Print: printPrint,
}

func parsePrint(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	if u, ok, err := p.ParseOptionalOperand(); err != nil {
		return err
	} else if ok {
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		v, err := p.ResolveOperand(u, t)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	var haveStr, havePunct bool
	for {
		switch {
		case p.ParseOptionalKeyword("str"):
			if haveStr {
				return ir.Errorf(st.Loc, "custom op 'vector.print' `str` clause can appear at most once in the expansion of the oilist directive")
			}
			haveStr = true
			pos := p.Pos()
			a, err := p.ParseAttribute(ctx.NoneType())
			if err != nil {
				return err
			}
			s, ok := a.(*ir.StringAttr)
			if !ok {
				return p.ErrorAt(pos, "invalid kind of attribute specified")
			}
			st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "stringLiteral", Value: s})
			continue
		case p.ParseOptionalKeyword("punctuation"):
			if havePunct {
				return ir.Errorf(st.Loc, "custom op 'vector.print' `punctuation` clause can appear at most once in the expansion of the oilist directive")
			}
			havePunct = true
			a, err := PrintPunctuation.parseValue(p, true)
			if err != nil {
				return err
			}
			st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "punctuation", Value: a})
			continue
		}
		break
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	return nil
}

func printPrint(p ir.OpPrinter, op *ir.Operation) {
	if op.NumOperands() == 1 {
		p.WriteString(" ")
		p.PrintOperand(op.Operand(0))
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
	}
	if s, ok := op.InherentAttr("stringLiteral").(*ir.StringAttr); ok {
		p.WriteString(" str ")
		p.PrintAttribute(s)
	}
	if x, ok := op.InherentAttr("punctuation").(*EnumAttr); ok && x.Value != PunctNewline {
		p.WriteString(" punctuation <" + x.Name() + ">")
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), "punctuation", "stringLiteral")
}

// attrText prints an attribute for a diagnostic (ir.AttrText, which the
// driver sets).
func attrText(a ir.Attribute) string {
	if ir.AttrText == nil {
		return "<attribute>"
	}
	return ir.AttrText(a)
}
