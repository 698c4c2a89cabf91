package linalg

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
)

// LinalgOp is upstream's LinalgStructuredInterface: an op computing over a
// loop nest whose iterations read its inputs and inits through indexing
// maps, one per operand, and run its single-block region.
type LinalgOp interface {
	// IndexingMaps returns one map per operand (nil when the op's maps
	// are malformed or missing).
	IndexingMaps(op *ir.Operation) []*affine.Map
	// IteratorTypes returns the kind of each loop (parallel, reduction).
	IteratorTypes(op *ir.Operation) []int
}

func init() { ir.RegisterInterface[LinalgOp]("LinalgStructuredInterface") }

// structuredIface implements, for every structured op, the
// DestinationStyleOpInterface, MemoryEffectOpInterface and
// ConditionallySpeculatable interfaces; the embedded LinalgOp gives its
// maps and loops.
type structuredIface struct{ LinalgOp }

// DpsInits returns the outputs group.
func (structuredIface) DpsInits(op *ir.Operation) (int, int) { return ods.GroupRange(op, 1, false) }

// Effects is getGenericEffectsImpl: buffers inputs are read, buffer inits
// written (and read when the body uses their value); tensors have none.
func (structuredIface) Effects(op *ir.Operation) []ir.EffectInstance {
	var effects []ir.EffectInstance
	start, n := ods.GroupRange(op, 1, false)
	for i := 0; i < start; i++ {
		if v := op.Operand(i); isMemRef(v.Type()) {
			effects = append(effects, ir.EffectInstance{Effect: ir.EffectRead, Value: v})
		}
	}
	for i := start; i < start+n; i++ {
		v := op.Operand(i)
		if !isMemRef(v.Type()) {
			continue
		}
		if payloadUses(op, i) {
			effects = append(effects, ir.EffectInstance{Effect: ir.EffectRead, Value: v})
		}
		effects = append(effects, ir.EffectInstance{Effect: ir.EffectWrite, Value: v})
	}
	return effects
}

// Speculatability is getGenericSpeculatabilityImpl: ops on tensors only
// are speculatable as far as their bodies are.
func (structuredIface) Speculatability(op *ir.Operation) ir.Speculatability {
	if pureTensor(op) {
		return ir.RecursivelySpeculatable
	}
	return ir.NotSpeculatable
}

// payloadUses is payloadUsesValueFromOperand: whether the body reads the
// block argument of operand i.
func payloadUses(op *ir.Operation, i int) bool {
	if op.NumRegions() == 0 {
		return false
	}
	b := op.Region(0).First()
	if b == nil || i >= b.NumArgs() {
		return false
	}
	return b.Arg(i).HasUses()
}

// pureTensor is hasPureTensorSemantics: no memref operand (an op without
// shaped operands counts as both tensor and buffer, as upstream's).
func pureTensor(op *ir.Operation) bool {
	for _, v := range op.Operands() {
		if isMemRef(v.Type()) {
			return false
		}
	}
	return true
}

// pureBuffer is hasPureBufferSemantics: no tensor operand.
func pureBuffer(op *ir.Operation) bool {
	for _, v := range op.Operands() {
		if isTensor(v.Type()) {
			return false
		}
	}
	return true
}

// structuredTraits are the traits every structured op has.
var structuredTraits = []ir.Trait{ir.TraitAttrSizedOperandSegments, ir.TraitSingleBlockImplicitTerminator}

// structuredOperands are the inputs and outputs groups of structured ops.
var structuredOperands = []ods.Operand{{Name: "inputs", Type: ods.AnyType, Arity: ods.Variadic},
	{Name: "outputs", Type: anyShaped, Arity: ods.Variadic}}

// structuredResults is the result_tensors group of structured ops.
var structuredResults = []ods.Result{{Name: "result_tensors", Type: anyRankedTensor, Arity: ods.Variadic}}

// quote is how upstream's diagnostics print a type streamed into them.
func quote(t ir.Type) string { return "'" + ods.TypeText(t) + "'" }

// verifyDestinationStyle is verifyDestinationStyleOpInterface.
func verifyDestinationStyle(op *ir.Operation) error {
	start, n := ods.GroupRange(op, 1, false)
	var tensorInits []int
	for i := start; i < start+n; i++ {
		t := op.Operand(i).Type()
		switch {
		case isTensor(t):
			tensorInits = append(tensorInits, i)
		case !isMemRef(t):
			if _, ok := t.(*ir.UnrankedMemRefType); !ok {
				return op.EmitOpError("expected that operand #%d is a tensor or a memref", i)
			}
		}
	}
	nTensorResults := 0
	for _, r := range op.Results() {
		if isTensor(r.Type()) {
			nTensorResults++
		}
	}
	if nTensorResults != len(tensorInits) {
		return op.EmitOpError("expected the number of tensor results (%d) to be equal to the number of output tensors (%d)",
			nTensorResults, len(tensorInits))
	}
	for j, i := range tensorInits {
		if rt, ot := op.Result(j).Type(), op.Operand(i).Type(); rt != ot {
			return op.EmitOpError("expected type of operand #%d (%s) to match type of corresponding result (%s)", i, quote(ot), quote(rt))
		}
	}
	return nil
}

// verifyStructured is verifyStructuredOpInterface (with the
// IndexingMapOpInterface verifier it runs first): as upstream's
// verifyWithRegions interface verifier, it runs after the op's own
// verifier and its nested ops'.
func verifyStructured(op *ir.Operation) error {
	if !pureTensor(op) && !pureBuffer(op) && op.NumOperands() > 0 {
		return op.EmitOpError("expected to have pure tensor or buffer semantics")
	}
	lop, _ := ir.OpInterface[LinalgOp](op)
	maps := lop.IndexingMaps(op)
	if err := verifyIndexingMaps(op, maps); err != nil {
		return err
	}
	numLoops := len(lop.IteratorTypes(op))
	for i, m := range maps {
		if m.NumDims != numLoops {
			return op.EmitOpError("expected indexing_map #%d to have %d dim(s) to match the number of loops", i, numLoops)
		}
		if rank := rankOf(op.Operand(i).Type()); len(m.Results) != rank {
			return op.EmitOpError("expected operand rank (%d) to match the result rank of indexing_map #%d (%d)", rank, i, len(m.Results))
		}
	}
	if shapesToLoops(op, maps) == nil {
		return op.EmitOpError("expected the shape-to-loops map to be non-null")
	}
	if op.NumRegions() != 1 || op.Region(0).First() == nil || op.Region(0).First().Next() != nil {
		return op.EmitOpError("expects to have 1 region with 1 block")
	}
	b := op.Region(0).First()
	if b.NumArgs() != op.NumOperands() {
		return op.EmitOpError("expected as many non-induction variable region arguments as the number of input/output operands")
	}
	for i, v := range op.Operands() {
		et, at := elementTypeOrSelf(v.Type()), b.Arg(i).Type()
		if et != at {
			return op.EmitOpError("expected type of bb argument #%d (%s) to match element or self type of the corresponding operand (%s)",
				i, quote(at), quote(et))
		}
	}
	return nil
}

// shapesToLoops is getShapesToLoopsMap: the inverse of the concatenated
// indexing maps (nil when they are not invertible).
func shapesToLoops(op *ir.Operation, maps []*affine.Map) *affine.Map {
	ctx := ods.ContextOf(op)
	return affine.InversePermutation(ctx, affine.ConcatAffineMaps(ctx, maps))
}

// verifyIndexingMaps is IndexingMapOpInterface::verifyImpl: one map per
// operand, without symbols, of the operand's rank, and, when every loop
// range is static, indices within the operands' static sizes.
func verifyIndexingMaps(op *ir.Operation, maps []*affine.Map) error {
	if len(maps) != op.NumOperands() {
		return op.EmitOpError("expected the number of indexing_map (%d) to be equal to the number of input/output operands (%d)",
			len(maps), op.NumOperands())
	}
	for i, m := range maps {
		if m.NumSymbols != 0 {
			return op.EmitOpError("unexpected symbols in indexing_map #%d", i)
		}
		if rank := rankOf(op.Operand(i).Type()); len(m.Results) != rank {
			return op.EmitOpError("expected operand #%d rank (%d) to match the result rank of indexing_map (%d)", i, rank, len(m.Results))
		}
	}
	ends := staticLoopRanges(op, maps)
	if ends == nil {
		return nil
	}
	starts := make([]int64, len(ends))
	for i := range ends {
		if ends[i] == ir.Dynamic {
			return nil
		}
		ends[i]--
	}
	ctx := ods.ContextOf(op)
	for i, m := range maps {
		if m.NumDims != len(ends) {
			continue
		}
		shape, _ := shapeOf(op.Operand(i).Type())
		lo, hi := m.ComposeValues(ctx, starts), m.ComposeValues(ctx, ends)
		for d, size := range shape {
			if size == ir.Dynamic || size == 0 {
				continue
			}
			inferred := max(lo[d], hi[d]) + 1
			if min(lo[d], hi[d]) < 0 {
				return op.EmitOpError("unexpected result less than 0 at expression #%d in %s", d, m.String())
			}
			if _, isDim := m.Results[d].(*affine.DimExpr); isDim {
				if inferred != size {
					return op.EmitOpError("inferred input/output operand #%d has shape's dimension #%d to be %d, but found %d", i, d, inferred, size)
				}
			} else if inferred > size {
				return op.EmitOpError("inferred input/output operand #%d has shape's dimension #%d to be greater than or equal to %d, but found %d",
					i, d, inferred, size)
			}
		}
	}
	return nil
}

// staticLoopRanges is getStaticLoopRanges: the sizes of the operands'
// dimensions through the shapes-to-loops map (nil when it has none).
func staticLoopRanges(op *ir.Operation, maps []*affine.Map) []int64 {
	inv := shapesToLoops(op, maps)
	if inv == nil {
		return nil
	}
	var sizes []int64
	for i := range maps {
		shape, _ := shapeOf(op.Operand(i).Type())
		sizes = append(sizes, shape...)
	}
	out := make([]int64, len(inv.Results))
	for i, e := range inv.Results {
		d, ok := e.(*affine.DimExpr)
		if !ok || d.Pos >= len(sizes) {
			return nil
		}
		out[i] = sizes[d.Pos]
	}
	return out
}

// parseStructuredParts is parseCommonStructuredOpParts: optional
// `<{properties}>` and attribute dictionary, `ins(... : types)` and
// `outs(... : types)`; it resolves the operands and, with segments,
// records their counts.
func parseStructuredParts(p ir.OpParser, st *ir.OperationState, segments bool) (ins, outs []ir.Type, err error) {
	ctx := p.Context()
	var props []ir.NamedAttr
	if p.ParseOptionalPunct("<") {
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return nil, nil, err
		}
		d, ok := a.(*ir.DictionaryAttr)
		if !ok {
			return nil, nil, p.Errorf("expected dictionary attribute")
		}
		props = append(props, d.Entries...)
		if err := p.ParsePunct(">"); err != nil {
			return nil, nil, err
		}
	}
	attrsPos := p.Pos()
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return nil, nil, err
	}
	st.Attrs = append(st.Attrs, attrs...)
	var inOps, outOps []ir.UnresolvedOperand
	inPos, outPos := p.Pos(), p.Pos()
	if p.ParseOptionalKeyword("ins") {
		if err := p.ParsePunct("("); err != nil {
			return nil, nil, err
		}
		inPos = p.Pos()
		if inOps, ins, err = parseOperandsColonTypes(p); err != nil {
			return nil, nil, err
		}
	}
	if p.ParseOptionalKeyword("outs") {
		outPos = p.Pos()
		if err := p.ParsePunct("("); err != nil {
			return nil, nil, err
		}
		if outOps, outs, err = parseOperandsColonTypes(p); err != nil {
			return nil, nil, err
		}
	}
	for _, g := range []struct {
		ops   []ir.UnresolvedOperand
		types []ir.Type
		pos   int
	}{{inOps, ins, inPos}, {outOps, outs, outPos}} {
		if len(g.ops) != len(g.types) {
			return nil, nil, p.ErrorAt(g.pos, "%d operands present, but expected %d", len(g.ops), len(g.types))
		}
		for i, u := range g.ops {
			v, err := p.ResolveOperand(u, g.types[i])
			if err != nil {
				return nil, nil, err
			}
			st.Operands = append(st.Operands, v)
		}
	}
	seg := ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{int32(len(inOps)), int32(len(outOps))})}
	if props != nil {
		if segments {
			props = append(props, seg)
		}
		st.Props = ctx.DictionaryAttr(props)
		return ins, outs, nil
	}
	if segments {
		st.Attrs = append(st.Attrs, seg)
	}
	if msg := st.Name.VerifyInherentAttrs(st.Attrs); msg != "" {
		return nil, nil, p.ErrorAt(attrsPos, "'%s' op %s", st.Name.Name, msg)
	}
	return ins, outs, nil
}

// parseOperandsColonTypes parses `%a, %b : t1, t2)` (the list may be
// empty).
func parseOperandsColonTypes(p ir.OpParser) ([]ir.UnresolvedOperand, []ir.Type, error) {
	var ops []ir.UnresolvedOperand
	for {
		u, ok, err := p.ParseOptionalOperand()
		if err != nil {
			return nil, nil, err
		}
		if !ok {
			break
		}
		ops = append(ops, u)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, nil, err
	}
	types, err := parseTypeList(p)
	if err != nil {
		return nil, nil, err
	}
	return ops, types, p.ParsePunct(")")
}

// parseTypeList parses a non-empty comma-separated list of types.
func parseTypeList(p ir.OpParser) ([]ir.Type, error) {
	var types []ir.Type
	for {
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		types = append(types, t)
		if !p.ParseOptionalPunct(",") {
			return types, nil
		}
	}
}

// parseOptionalArrowTypes is parseOptionalArrowTypeList: `-> t` or
// `-> (t, ...)`.
func parseOptionalArrowTypes(p ir.OpParser) ([]ir.Type, error) {
	if !p.ParseOptionalPunct("->") {
		return nil, nil
	}
	if !p.ParseOptionalPunct("(") {
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		return []ir.Type{t}, nil
	}
	if p.ParseOptionalPunct(")") {
		return nil, nil
	}
	types, err := parseTypeList(p)
	if err != nil {
		return nil, err
	}
	return types, p.ParsePunct(")")
}

// printStructuredParts is printCommonStructuredOpParts.
func printStructuredParts(p ir.OpPrinter, op *ir.Operation) {
	start, n := ods.GroupRange(op, 1, false)
	printGroup(p, "ins", op.Operands()[:start])
	printGroup(p, "outs", op.Operands()[start:start+n])
}

func printGroup(p ir.OpPrinter, kw string, vals []*ir.Value) {
	if len(vals) == 0 {
		return
	}
	p.WriteString(" " + kw + "(")
	for i, v := range vals {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
	p.WriteString(" : ")
	printTypes(p, vals)
	p.WriteString(")")
}

func printTypes(p ir.OpPrinter, vals []*ir.Value) {
	for i, v := range vals {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(v.Type())
	}
}

// printArrowTypes is printOptionalArrowTypeList for the results.
func printArrowTypes(p ir.OpPrinter, op *ir.Operation) {
	switch op.NumResults() {
	case 0:
		return
	case 1:
		if _, isFn := op.Result(0).Type().(*ir.FunctionType); !isFn {
			p.WriteString(" -> ")
			p.PrintType(op.Result(0).Type())
			return
		}
	}
	p.WriteString(" -> (")
	printTypes(p, op.Results())
	p.WriteString(")")
}

// identityMaps are the maps of rank-polymorphic ops: the identity over
// the rank of the first init for shaped operands, the empty map for
// scalars.
func identityMaps(op *ir.Operation) []*affine.Map {
	ctx := ods.ContextOf(op)
	n := len(parallelLoops(op))
	out := make([]*affine.Map, op.NumOperands())
	for i, v := range op.Operands() {
		if rankOf(v.Type()) == 0 {
			out[i] = affine.GetEmpty(ctx, n, 0)
		} else {
			out[i] = affine.MultiDimIdentityMap(ctx, n)
		}
	}
	return out
}

// parallelLoops is the iterator types of rank-polymorphic ops: one
// parallel loop per dimension of the first init.
func parallelLoops(op *ir.Operation) []int {
	start, n := ods.GroupRange(op, 1, false)
	if n == 0 {
		return nil
	}
	return make([]int, rankOf(op.Operand(start).Type()))
}
