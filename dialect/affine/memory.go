package affine

import (
	"strconv"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
)

// anyMemRef is upstream's AnyMemRef (ranked memrefs).
var anyMemRef = ods.TypePred("memref of any type values", func(t ir.Type) bool {
	_, ok := t.(*ir.MemRefType)
	return ok
})

// vectorOfAnyRank is upstream's AnyVectorOfAnyRank.
var vectorOfAnyRank = ods.TypePred("vector of any type values", func(t ir.Type) bool {
	_, ok := t.(*ir.VectorType)
	return ok
})

// accessOp describes one of the affine memory access ops that address a
// memref through an affine map of SSA ids: load, store, vector_load and
// vector_store.
type accessOp struct {
	name   string
	store  bool // a value operand comes first
	vector bool // the accessed value is a vector, spelled after the memref type
}

// memrefIndex is the position of the memref operand.
func (a accessOp) memrefIndex() int {
	if a.store {
		return 1
	}
	return 0
}

// spec builds the op's definition.
func (a accessOp) spec() *ods.Op {
	valueType := ods.AnyType
	if a.vector {
		valueType = vectorOfAnyRank
	}
	op := &ods.Op{
		Name:   a.name,
		Attrs:  []ods.Attr{{Name: "map", Constraint: affineMapAttr}},
		Parse:  a.parse,
		Print:  a.print,
		Verify: a.verify,
		Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
			effect := ir.EffectRead
			if a.store {
				effect = ir.EffectWrite
			}
			return []ir.EffectInstance{{Effect: effect, Value: op.Operand(a.memrefIndex())}}
		})},
	}
	if a.store {
		op.Operands = append(op.Operands, ods.Operand{Name: "value", Type: valueType})
	} else {
		op.Results = []ods.Result{{Name: "result", Type: valueType}}
	}
	op.Operands = append(op.Operands, ods.Operand{Name: "memref", Type: anyMemRef},
		ods.Operand{Name: "indices", Type: ods.Index, Arity: ods.Variadic})
	op.Canonicalize = []any{simplifyAffineOpPattern(a.name)}
	if !a.vector {
		inner := -1
		if a.store {
			inner = 0
		}
		op.Fold = func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
			return foldCastsInPlace(op, inner)
		}
	}
	return op
}

// foldCastsInPlace is upstream's memref::foldMemRefCast as a folder:
// operands defined by a memref.cast from a ranked memref use the cast's
// source instead (but operand inner, when not negative).
func foldCastsInPlace(op *ir.Operation, inner int) []ir.FoldResult {
	folded := false
	for i := 0; i < op.NumOperands(); i++ {
		v := op.Operand(i)
		cast := v.DefiningOp()
		if cast == nil || cast.Name() != "memref.cast" || !cast.IsRegistered() || (inner >= 0 && v == op.Operand(inner)) {
			continue
		}
		if _, ranked := cast.Operand(0).Type().(*ir.MemRefType); !ranked {
			continue
		}
		op.SetOperand(i, cast.Operand(0))
		folded = true
	}
	if folded {
		return []ir.FoldResult{}
	}
	return nil
}

// foldCasts is the folder of ops whose only fold is foldMemRefCast.
func foldCasts(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult { return foldCastsInPlace(op, -1) }

func (a accessOp) parse(p ir.OpParser, st *ir.OperationState) error {
	var value ir.UnresolvedOperand
	var err error
	if a.store {
		if value, err = p.ParseOperand(); err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
	}
	mem, err := p.ParseOperand()
	if err != nil {
		return err
	}
	_, us, err := parseMapOfSSAIDs(p, st, "map", affine.DelimSquare)
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	mt, err := parseColonMemRef(p)
	if err != nil {
		return err
	}
	valueType := mt.Elem
	if a.vector {
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		vt, err := parseTypeOf[*ir.VectorType](p, p.Pos(), "builtin.vector")
		if err != nil {
			return err
		}
		valueType = vt
	}
	if a.store {
		v, err := p.ResolveOperand(value, valueType)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	m, err := p.ResolveOperand(mem, mt)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, m)
	if err := resolveAll(p, st, us, p.Context().IndexType()); err != nil {
		return err
	}
	if !a.store {
		st.Types = append(st.Types, valueType)
	}
	return nil
}

func (a accessOp) print(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	if a.store {
		p.PrintOperand(op.Operand(0))
		p.WriteString(", ")
	}
	mi := a.memrefIndex()
	p.PrintOperand(op.Operand(mi))
	p.WriteString("[")
	if m := mapAttr(op, "map"); m != nil {
		printMapOfSSAIDs(p, m, op.Operands()[mi+1:])
	}
	p.WriteString("]")
	p.PrintOptionalAttrDict(discardable(op))
	p.WriteString(" : ")
	p.PrintType(op.Operand(mi).Type())
	if a.vector {
		p.WriteString(", ")
		if a.store {
			p.PrintType(op.Operand(0).Type())
		} else {
			p.PrintType(op.Result(0).Type())
		}
	}
}

func (a accessOp) verify(op *ir.Operation) error {
	mi := a.memrefIndex()
	mt := op.Operand(mi).Type().(*ir.MemRefType)
	var value ir.Type
	if a.store {
		value = op.Operand(0).Type()
	} else {
		value = op.Result(0).Type()
	}
	if !a.vector {
		if value != mt.Elem {
			if a.store {
				return op.EmitOpError("value to store must have the same type as memref element type")
			}
			return op.EmitOpError("result type must match element type of memref")
		}
	}
	if err := verifyMemoryOpIndexing(op, mapAttr(op, "map"), op.Operands()[mi+1:], mt); err != nil {
		return err
	}
	if a.vector && value.(*ir.VectorType).Elem != mt.Elem {
		return op.EmitOpError("requires memref and vector types of the same elemental type")
	}
	return nil
}

// verifyMemoryOpIndexing is upstream's verifyMemoryOpIndexing: the map
// addresses every dimension of the memref with valid dimension operands.
func verifyMemoryOpIndexing(op *ir.Operation, m *affine.Map, indices []*ir.Value, mt *ir.MemRefType) error {
	if len(m.Results) != len(mt.Shape) {
		return op.EmitOpError("affine map num results must equal memref rank")
	}
	if m.NumDims+m.NumSymbols != len(indices) {
		return op.EmitOpError("expects as many subscripts as affine map inputs")
	}
	for _, idx := range indices {
		if !isIndex(idx) {
			return op.EmitOpError("index to load must have 'index' type")
		}
	}
	return verifyDimAndSymbolIdentifiers(op, indices, m.NumDims)
}

var (
	loadSpec        = accessOp{name: "affine.load"}.spec()
	storeSpec       = accessOp{name: "affine.store", store: true}.spec()
	vectorLoadSpec  = accessOp{name: "affine.vector_load", vector: true}.spec()
	vectorStoreSpec = accessOp{name: "affine.vector_store", store: true, vector: true}.spec()
)

// localityAttr is ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>.
var localityAttr = ods.AttrConstraint{
	Desc: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
	Pred: func(a ir.Attribute) bool {
		if !ods.I32Attr.Pred(a) {
			return false
		}
		v := a.(*ir.IntegerAttr).Int64()
		return v >= 0 && v <= 3
	},
	ValueType: ods.I32Attr.ValueType,
}

// prefetchSpec is affine.prefetch: a hint to prefetch the addressed
// element for reading or writing, into the data or instruction cache.
var prefetchSpec = &ods.Op{
	Name: "affine.prefetch",
	Operands: []ods.Operand{{Name: "memref", Type: anyMemRef},
		{Name: "indices", Type: ods.Index, Arity: ods.Variadic}},
	Attrs: []ods.Attr{{Name: "isWrite", Constraint: ods.BoolAttr},
		{Name: "localityHint", Constraint: localityAttr},
		{Name: "isDataCache", Constraint: ods.BoolAttr},
		{Name: "map", Constraint: affineMapAttr}},
	Parse:        parsePrefetch,
	Print:        printPrefetch,
	Verify:       verifyPrefetch,
	Fold:         foldCasts,
	Canonicalize: []any{simplifyAffineOpPattern("affine.prefetch")},
}

func parsePrefetch(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	mem, err := p.ParseOperand()
	if err != nil {
		return err
	}
	_, us, err := parseMapOfSSAIDs(p, st, "map", affine.DelimSquare)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	rw, ok := p.ParseOptionalKeywordAny()
	if !ok {
		return p.Errorf("expected valid keyword")
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	if err := p.ParseKeyword("locality"); err != nil {
		return err
	}
	if err := p.ParsePunct("<"); err != nil {
		return err
	}
	pos := p.Pos()
	hint, err := p.ParseAttribute(ctx.I(32))
	if err != nil {
		return err
	}
	if _, ok := hint.(*ir.IntegerAttr); !ok {
		return p.ErrorAt(pos, "invalid kind of attribute specified")
	}
	st.AddAttr("localityHint", hint)
	if err := p.ParsePunct(">"); err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	cache, ok := p.ParseOptionalKeywordAny()
	if !ok {
		return p.Errorf("expected valid keyword")
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	mt, err := parseColonMemRef(p)
	if err != nil {
		return err
	}
	m, err := p.ResolveOperand(mem, mt)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, m)
	if err := resolveAll(p, st, us, ctx.IndexType()); err != nil {
		return err
	}
	if rw != "read" && rw != "write" {
		return nameError(st, "affine.prefetch", "rw specifier has to be 'read' or 'write'")
	}
	st.AddAttr("isWrite", ctx.BoolAttr(rw == "write"))
	if cache != "data" && cache != "instr" {
		return nameError(st, "affine.prefetch", "cache type has to be 'data' or 'instr'")
	}
	st.AddAttr("isDataCache", ctx.BoolAttr(cache == "data"))
	return nil
}

func printPrefetch(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString("[")
	if m := mapAttr(op, "map"); m != nil {
		printMapOfSSAIDs(p, m, op.Operands()[1:])
	}
	rw := "read"
	if boolProp(op, "isWrite") {
		rw = "write"
	}
	cache := "instr"
	if boolProp(op, "isDataCache") {
		cache = "data"
	}
	hint := op.InherentAttr("localityHint").(*ir.IntegerAttr).Int64()
	p.WriteString("], " + rw + ", locality<" + strconv.FormatInt(hint, 10) + ">, " + cache)
	p.PrintOptionalAttrDict(discardable(op))
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

// boolProp returns the value of op's BoolAttr property name.
func boolProp(op *ir.Operation, name string) bool {
	a, ok := op.InherentAttr(name).(*ir.IntegerAttr)
	return ok && a.Int64() != 0
}

func verifyPrefetch(op *ir.Operation) error {
	mt := op.Operand(0).Type().(*ir.MemRefType)
	m := mapAttr(op, "map")
	if len(m.Results) != len(mt.Shape) {
		return op.EmitOpError("affine.prefetch affine map num results must equal memref rank")
	}
	if m.NumDims+m.NumSymbols+1 != op.NumOperands() {
		return op.EmitOpError("too few operands")
	}
	scope := affineScope(op)
	for _, idx := range op.Operands()[1:] {
		if !isValidDim(idx, scope) {
			return op.EmitOpError("index must be a valid dimension or symbol identifier")
		}
	}
	return nil
}

// dmaStartSpec is affine.dma_start: a DMA transfer between two memrefs
// addressed through affine maps, completion signalled on a tag memref. As
// upstream, its maps are discardable attributes.
var dmaStartSpec = &ods.Op{
	Name:     "affine.dma_start",
	Operands: []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
	Parse:    parseDmaStart,
	Print:    printDmaStart,
	Verify:   verifyDmaStart,
	Fold:     foldCasts,
	Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
		l, ok := dmaStartLayout(op)
		if !ok {
			return nil
		}
		return []ir.EffectInstance{
			{Effect: ir.EffectRead, Value: op.Operand(l.src)},
			{Effect: ir.EffectWrite, Value: op.Operand(l.dst)},
			{Effect: ir.EffectRead, Value: op.Operand(l.tag)},
		}
	})},
}

// dmaLayout holds the operand positions of an affine.dma_start: the
// memrefs (each followed by its map operands) and the element count.
type dmaLayout struct {
	src, dst, tag, num int
	maps               [3]*affine.Map
}

// dmaStartLayout computes op's operand layout from its maps; ok is false
// when a map is missing or the operands are too few.
func dmaStartLayout(op *ir.Operation) (l dmaLayout, ok bool) {
	pos := 0
	for i, name := range []string{"src_map", "dst_map", "tag_map"} {
		m := mapAttr(op, name)
		if m == nil {
			return l, false
		}
		l.maps[i] = m
		switch i {
		case 0:
			l.src = pos
		case 1:
			l.dst = pos
		default:
			l.tag = pos
		}
		pos += 1 + m.NumDims + m.NumSymbols
	}
	l.num = pos
	return l, pos < op.NumOperands()
}

func parseDmaStart(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	var mems [3]ir.UnresolvedOperand
	var idx [3][]ir.UnresolvedOperand
	var maps [3]*affine.Map
	for i, name := range []string{"src_map", "dst_map", "tag_map"} {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		var err error
		if mems[i], err = p.ParseOperand(); err != nil {
			return err
		}
		if maps[i], idx[i], err = parseMapOfSSAIDs(p, st, name, affine.DelimSquare); err != nil {
			return err
		}
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	num, err := p.ParseOperand()
	if err != nil {
		return err
	}
	// As upstream's parseTrailingOperandList, a comma may be followed by
	// no operand at all.
	var strides []ir.UnresolvedOperand
	if p.ParseOptionalPunct(",") {
		if strides, err = ods.ParseOptionalOperands(p); err != nil {
			return err
		}
	}
	if len(strides) != 0 && len(strides) != 2 {
		return nameError(st, "affine.dma_start", "expected two stride related operands")
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
	if len(types) != 3 {
		return nameError(st, "affine.dma_start", "expected three types")
	}
	index := ctx.IndexType()
	for i := range mems {
		v, err := p.ResolveOperand(mems[i], types[i])
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
		if err := resolveAll(p, st, idx[i], index); err != nil {
			return err
		}
	}
	if err := resolveAll(p, st, append([]ir.UnresolvedOperand{num}, strides...), index); err != nil {
		return err
	}
	for i, m := range maps {
		if len(idx[i]) != m.NumDims+m.NumSymbols {
			return nameError(st, "affine.dma_start", "memref operand count not equal to map.numInputs")
		}
	}
	return nil
}

func printDmaStart(p ir.OpPrinter, op *ir.Operation) {
	l, _ := dmaStartLayout(op)
	p.WriteString(" ")
	for i, at := range []int{l.src, l.dst, l.tag} {
		if i > 0 {
			p.WriteString(", ")
		}
		m := l.maps[i]
		p.PrintOperand(op.Operand(at))
		p.WriteString("[")
		printMapOfSSAIDs(p, m, op.Operands()[at+1:at+1+m.NumDims+m.NumSymbols])
		p.WriteString("]")
	}
	p.WriteString(", ")
	ods.PrintOperands(p, op.Operands()[l.num:])
	p.WriteString(" : ")
	for i, at := range []int{l.src, l.dst, l.tag} {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(op.Operand(at).Type())
	}
}

func verifyDmaStart(op *ir.Operation) error {
	l, ok := dmaStartLayout(op)
	if !ok {
		return op.EmitOpError("incorrect number of operands")
	}
	for i, at := range []int{l.src, l.dst, l.tag} {
		if _, ok := op.Operand(at).Type().(*ir.MemRefType); !ok {
			return op.EmitOpError("expected DMA %s to be of memref type", [...]string{"source", "destination", "tag"}[i])
		}
	}
	if n := op.NumOperands(); n != l.num+1 && n != l.num+3 {
		return op.EmitOpError("incorrect number of operands")
	}
	scope := affineScope(op)
	for i, at := range []int{l.src, l.dst, l.tag} {
		what := [...]string{"src", "dst", "tag"}[i]
		m := l.maps[i]
		for _, idx := range op.Operands()[at+1 : at+1+m.NumDims+m.NumSymbols] {
			if !isIndex(idx) {
				return op.EmitOpError("%s index to dma_start must have 'index' type", what)
			}
			if !isValidDim(idx, scope) {
				return op.EmitOpError("%s index must be a valid dimension or symbol identifier", what)
			}
		}
	}
	return nil
}

// dmaWaitSpec is affine.dma_wait: blocks until the DMA signalled on the
// tag element completes.
var dmaWaitSpec = &ods.Op{
	Name:     "affine.dma_wait",
	Operands: []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
	Parse:    parseDmaWait,
	Print:    printDmaWait,
	Verify:   verifyDmaWait,
	Fold:     foldCasts,
	// No MemoryEffectOpInterface: as upstream, its effects are unknown.
}

func parseDmaWait(p ir.OpParser, st *ir.OperationState) error {
	tag, err := p.ParseOperand()
	if err != nil {
		return err
	}
	m, us, err := parseMapOfSSAIDs(p, st, "tag_map", affine.DelimSquare)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	num, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(tag, t)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	if err := resolveAll(p, st, append(us, num), p.Context().IndexType()); err != nil {
		return err
	}
	if _, ok := t.(*ir.MemRefType); !ok {
		return nameError(st, "affine.dma_wait", "expected tag to be of memref type")
	}
	if len(us) != m.NumDims+m.NumSymbols {
		return nameError(st, "affine.dma_wait", "tag memref operand count != to map.numInputs")
	}
	return nil
}

func printDmaWait(p ir.OpPrinter, op *ir.Operation) {
	m := mapAttr(op, "tag_map")
	n := m.NumDims + m.NumSymbols
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString("[")
	printMapOfSSAIDs(p, m, op.Operands()[1:1+n])
	p.WriteString("], ")
	p.PrintOperand(op.Operand(1 + n))
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

func verifyDmaWait(op *ir.Operation) error {
	m := mapAttr(op, "tag_map")
	if op.NumOperands() == 0 || m == nil || op.NumOperands() < m.NumDims+m.NumSymbols+2 {
		return op.EmitOpError("incorrect number of operands")
	}
	if _, ok := op.Operand(0).Type().(*ir.MemRefType); !ok {
		return op.EmitOpError("expected DMA tag to be of memref type")
	}
	scope := affineScope(op)
	for _, idx := range op.Operands()[1 : 1+m.NumDims+m.NumSymbols] {
		if !isIndex(idx) {
			return op.EmitOpError("index to dma_wait must have 'index' type")
		}
		if !isValidDim(idx, scope) {
			return op.EmitOpError("index must be a valid dimension or symbol identifier")
		}
	}
	return nil
}
