// Package memref defines the memref dialect: allocation (alloc, alloca,
// realloc, alloca_scope, global), access (load, store, atomic_rmw,
// generic_atomic_rmw, prefetch, copy, dma_start, dma_wait), views with
// upstream's strided-layout inference (subview, reinterpret_cast, view,
// transpose, collapse_shape, expand_shape, reshape, cast,
// memory_space_cast) and metadata ops, with upstream's syntax, verifiers,
// memory effects, folders and canonicalization patterns.
package memref

import (
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the memref dialect.
var Dialect = &ods.Dialect{
	Name:    "memref",
	Summary: "The `memref` dialect is intended to hold core memref creation and manipulation ops",
	Ops: []*ods.Op{assumeAlignmentSpec, atomicRMWSpec, atomicYieldSpec, copySpec, genericAtomicRMWSpec,
		loadSpec, allocSpec, allocaSpec, allocaScopeSpec, allocaScopeReturnSpec, castSpec, collapseShapeSpec,
		deallocSpec, dimSpec, distinctObjectsSpec, dmaStartSpec, dmaWaitSpec, expandShapeSpec,
		extractAlignedPointerSpec, extractStridedMetadataSpec, getGlobalSpec, globalSpec, memorySpaceCastSpec,
		prefetchSpec, rankSpec, reallocSpec, reinterpretCastSpec, reshapeSpec, storeSpec, transposeSpec,
		viewSpec, subviewSpec},
	Template: ir.Dialect{
		MaterializeConstant: materializeConstant,
	},
	ViewNames: map[string]string{"memref.subview": "SubViewOp", "memref.atomic_rmw": "AtomicRMWOp",
		"memref.generic_atomic_rmw": "GenericAtomicRMWOp"},
}

// materializeConstant is MemRefDialect::materializeConstant: an
// arith.constant where the value builds one (arith::ConstantOp::materialize).
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	info := b.Ctx.LookupOp("arith.constant")
	a, ok := value.(*ir.IntegerAttr)
	if info == nil || !ok || a.AttrType() != t {
		return nil
	}
	return b.Create(&ir.OperationState{Loc: loc, Name: info, Types: []ir.Type{t},
		Attrs: []ir.NamedAttr{{Name: "value", Value: value}}})
}

// Constraints with upstream's descriptions.
var (
	// anyMemRef is upstream's AnyMemRef (MemRefOf<[AnyType]>): ranked
	// memrefs only.
	anyMemRef = ods.TypePred("memref of any type values", func(t ir.Type) bool {
		_, ok := t.(*ir.MemRefType)
		return ok
	})
	// anyRankedOrUnrankedMemRef is upstream's AnyRankedOrUnrankedMemRef.
	anyRankedOrUnrankedMemRef = ods.TypeConstraint{Desc: "ranked or unranked memref of any type values", Pred: ods.AnyMemRef.Pred}
	// alignmentAttr is ConfinedAttr<OptionalAttr<I64Attr>, [IntPositive,
	// IntPowerOf2]>.
	alignmentAttr = ods.AttrConstraint{
		Desc: "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
		Pred: func(a ir.Attribute) bool {
			if !ods.I64Attr.Pred(a) {
				return false
			}
			v := a.(*ir.IntegerAttr).Int64()
			return v > 0 && v&(v-1) == 0
		},
		ValueType: ods.I64Attr.ValueType,
	}
	// nontemporalAttr is DefaultValuedOptionalAttr<BoolAttr, "false">.
	nontemporalAttr = ods.Attr{Name: "nontemporal", Constraint: ods.BoolAttr, Optional: true,
		Default: func(ctx *ir.Context) ir.Attribute { return ctx.BoolAttr(false) }}
)

// allocLike is upstream's AllocLikeOp: dynamic sizes, then the symbols of
// the layout map in square brackets.
func allocLike(name, resource string) *ods.Op {
	short := name[len("memref."):]
	return &ods.Op{
		Name: name,
		Operands: []ods.Operand{
			{Name: "dynamicSizes", Type: ods.Index, Arity: ods.Variadic},
			{Name: "symbolOperands", Type: ods.Index, Arity: ods.Variadic},
		},
		Attrs:   []ods.Attr{{Name: "alignment", Constraint: alignmentAttr, Optional: true}},
		Results: []ods.Result{{Name: "memref", Type: anyMemRef}},
		Traits:  []ir.Trait{ir.TraitAttrSizedOperandSegments},
		Format:  "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
		Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
			return []ir.EffectInstance{{Effect: ir.EffectAllocate, Value: op.Result(0), Resource: resource}}
		})},
		ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) { set(op.Result(0), short) },
		Verify:      verifyAllocLike,
	}
}

// allocSpec is memref.alloc.
var allocSpec = allocLike("memref.alloc", "")

// allocaSpec is memref.alloca: stack allocation freed when control leaves
// the closest AutomaticAllocationScope.
var allocaSpec = func() *ods.Op {
	op := allocLike("memref.alloca", "AutomaticAllocationScope")
	op.Verify = func(o *ir.Operation) error {
		p := o.ParentOp()
		for p != nil && !p.HasTrait(ir.TraitAutomaticAllocationScope) {
			p = p.ParentOp()
		}
		if p == nil {
			return o.EmitOpError("requires an ancestor op with AutomaticAllocationScope trait")
		}
		return verifyAllocLike(o)
	}
	return op
}()

// verifyAllocLike is upstream's verifyAllocLikeOp.
func verifyAllocLike(op *ir.Operation) error {
	mt, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return op.EmitOpError("result must be a memref")
	}
	_, nDyn := ods.GroupRange(op, 0, false)
	if want := numDynamicDims(mt); nDyn != want {
		return op.EmitOpError("incorrect number of dynamic sizes, has %d, expected %d", nDyn, want)
	}
	_, nSym := ods.GroupRange(op, 1, false)
	if want := layoutSymbols(mt); nSym != want {
		return op.EmitOpError("symbol operand count does not equal memref symbol count: expected %d, got %d", want, nSym)
	}
	return nil
}

// numDynamicDims is the number of dynamic sizes of t.
func numDynamicDims(t *ir.MemRefType) int { return viewlike.CountDynamic(t.Shape) }

// layoutSymbols is the number of symbols of the layout's affine map (none
// for the identity layout; one per dynamic offset or stride of a strided
// layout).
func layoutSymbols(t *ir.MemRefType) int {
	switch l := t.Layout.(type) {
	case *ir.AffineMapAttr:
		if l.Map.IsIdentity() {
			return 0
		}
		return l.Map.NumSymbols
	case *ir.StridedLayoutAttr:
		n := 0
		if l.Offset == ir.Dynamic {
			n++
		}
		for _, s := range l.Strides {
			if s == ir.Dynamic {
				n++
			}
		}
		return n
	}
	return 0
}

// deallocSpec is memref.dealloc.
var deallocSpec = &ods.Op{
	Name:     "memref.dealloc",
	Summary:  "memory deallocation operation",
	Operands: []ods.Operand{{Name: "memref", Type: anyRankedOrUnrankedMemRef}},
	Format:   "$memref attr-dict `:` type($memref)",
	Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Effect: ir.EffectFree, Value: op.Operand(0)}}
	})},
	Fold: foldCastsInPlace,
}

// elementType is the TypesMatchWith transform from a memref to its
// element type.
func elementType(_ *ir.Context, t ir.Type) ir.Type {
	if m, ok := t.(*ir.MemRefType); ok {
		return m.Elem
	}
	return nil
}

// loadSpec is memref.load.
var loadSpec = &ods.Op{
	Name:    "memref.load",
	Summary: "load operation",
	Operands: []ods.Operand{
		{Name: "memref", Type: anyMemRef},
		{Name: "indices", Type: ods.Index, Arity: ods.Variadic},
	},
	Attrs:          []ods.Attr{nontemporalAttr, {Name: "alignment", Constraint: alignmentAttr, Optional: true}},
	Results:        []ods.Result{{Name: "result", Type: ods.AnyType}},
	TypesMatchWith: []ods.TypeRule{{From: "memref", To: "result", Transform: elementType, Desc: "result type matches element type of 'memref'"}},
	Format:         "$memref `[` $indices `]` attr-dict `:` type($memref)",
	Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Effect: ir.EffectRead, Value: op.Operand(0)}}
	})},
	Fold: foldCastsInPlace,
	Verify: func(op *ir.Operation) error {
		_, n := ods.GroupRange(op, 1, false)
		if rank := len(op.Operand(0).Type().(*ir.MemRefType).Shape); n != rank {
			return op.EmitOpError("incorrect number of indices for load, expected %d but got %d", rank, n)
		}
		return nil
	},
}

// storeSpec is memref.store.
var storeSpec = &ods.Op{
	Name:    "memref.store",
	Summary: "store operation",
	Operands: []ods.Operand{
		{Name: "value", Type: ods.AnyType},
		{Name: "memref", Type: anyMemRef},
		{Name: "indices", Type: ods.Index, Arity: ods.Variadic},
	},
	Attrs:          []ods.Attr{nontemporalAttr, {Name: "alignment", Constraint: alignmentAttr, Optional: true}},
	TypesMatchWith: []ods.TypeRule{{From: "memref", To: "value", Transform: elementType, Desc: "type of 'value' matches element type of 'memref'"}},
	Format:         "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)",
	Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Effect: ir.EffectWrite, Value: op.Operand(1)}}
	})},
	// The stored value is not looked through.
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		if foldMemRefCast(op, op.Operand(0)) {
			return []ir.FoldResult{}
		}
		return nil
	},
	Verify: func(op *ir.Operation) error {
		_, n := ods.GroupRange(op, 2, false)
		if rank := len(op.Operand(1).Type().(*ir.MemRefType).Shape); n != rank {
			return op.EmitOpError("store index operand count not equal to memref rank")
		}
		return nil
	},
}

// dmaWaitSpec is memref.dma_wait.
var dmaWaitSpec = &ods.Op{
	Name:    "memref.dma_wait",
	Summary: "blocking DMA operation that waits for transfer completion",
	Operands: []ods.Operand{
		{Name: "tagMemRef", Type: anyMemRef},
		{Name: "tagIndices", Type: ods.Index, Arity: ods.Variadic},
		{Name: "numElements", Type: ods.Index},
	},
	Format: "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)",
	Fold:   foldCastsInPlace,
	// No MemoryEffectOpInterface: as upstream, its effects are unknown.
	Verify: func(op *ir.Operation) error {
		_, n := ods.GroupRange(op, 1, false)
		if rank := len(op.Operand(0).Type().(*ir.MemRefType).Shape); n != rank {
			return op.EmitOpError("expected tagIndices to have the same number of elements as the tagMemRef rank, expected %d, but got %d", rank, n)
		}
		return nil
	},
}

// dmaStartSpec is memref.dma_start: its operands are the source memref and
// indices, the destination memref and indices, the number of elements, the
// tag memref and indices, then optionally the stride and the number of
// elements per stride.
var dmaStartSpec = &ods.Op{
	Name:     "memref.dma_start",
	Summary:  "non-blocking DMA operation that starts a transfer",
	Operands: []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
	Fold:     foldCastsInPlace,
	Parse:    parseDmaStart,
	Print:    printDmaStart,
	Verify:   verifyDmaStart,
	// No MemoryEffectOpInterface: as upstream, its effects are unknown.
}

// rankOf is the rank of a memref type (0 for anything else).
func rankOf(t ir.Type) int {
	if m, ok := t.(*ir.MemRefType); ok {
		return len(m.Shape)
	}
	return 0
}

// dmaLayout returns the operand positions of the source memref, the
// destination memref, the number of elements and the tag memref of a
// verified dma_start.
func dmaLayout(op *ir.Operation) (src, dst, num, tag int) {
	dst = 1 + rankOf(op.Operand(0).Type())
	num = dst + 1 + rankOf(op.Operand(dst).Type())
	return 0, dst, num, num + 1
}

func verifyDmaStart(op *ir.Operation) error {
	n := op.NumOperands()
	if n < 4 {
		return op.EmitOpError("expected at least 4 operands")
	}
	isIndex := func(from, to int) bool {
		for i := from; i < to; i++ {
			if _, ok := op.Operand(i).Type().(*ir.IndexType); !ok {
				return false
			}
		}
		return true
	}
	src, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return op.EmitOpError("expected source to be of memref type")
	}
	if n < len(src.Shape)+4 {
		return op.EmitOpError("expected at least %d operands", len(src.Shape)+4)
	}
	if !isIndex(1, 1+len(src.Shape)) {
		return op.EmitOpError("expected source indices to be of index type")
	}
	dstPos := 1 + len(src.Shape)
	dst, ok := op.Operand(dstPos).Type().(*ir.MemRefType)
	if !ok {
		return op.EmitOpError("expected destination to be of memref type")
	}
	want := len(src.Shape) + len(dst.Shape) + 4
	if n < want {
		return op.EmitOpError("expected at least %d operands", want)
	}
	if !isIndex(dstPos+1, dstPos+1+len(dst.Shape)) {
		return op.EmitOpError("expected destination indices to be of index type")
	}
	numPos := dstPos + 1 + len(dst.Shape)
	if _, ok := op.Operand(numPos).Type().(*ir.IndexType); !ok {
		return op.EmitOpError("expected num elements to be of index type")
	}
	tag, ok := op.Operand(numPos + 1).Type().(*ir.MemRefType)
	if !ok {
		return op.EmitOpError("expected tag to be of memref type")
	}
	want += len(tag.Shape)
	if n < want {
		return op.EmitOpError("expected at least %d operands", want)
	}
	if !isIndex(numPos+2, numPos+2+len(tag.Shape)) {
		return op.EmitOpError("expected tag indices to be of index type")
	}
	if n != want && n != want+2 {
		return op.EmitOpError("incorrect number of operands")
	}
	if n == want+2 && !isIndex(want, want+2) {
		return op.EmitOpError("expected stride and num elements per stride to be of type index")
	}
	return nil
}

// parseIndexedMemRef parses `%m[%i, ...]`.
func parseIndexedMemRef(p ir.OpParser) (ir.UnresolvedOperand, []ir.UnresolvedOperand, error) {
	m, err := p.ParseOperand()
	if err != nil {
		return m, nil, err
	}
	idx, err := ods.ParseOperandList(p, "[", "]", false)
	return m, idx, err
}

// parseDmaStart is upstream's DmaStartOp::parse.
func parseDmaStart(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	src, srcIdx, err := parseIndexedMemRef(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	dst, dstIdx, err := parseIndexedMemRef(p)
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
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	tag, tagIdx, err := parseIndexedMemRef(p)
	if err != nil {
		return err
	}
	// As upstream's parseTrailingOperandList: a comma, then a possibly
	// empty operand list.
	var strides []ir.UnresolvedOperand
	if p.ParseOptionalPunct(",") {
		if strides, err = ods.ParseOptionalOperands(p); err != nil {
			return err
		}
	}
	if len(strides) != 0 && len(strides) != 2 {
		return nameError(st, "expected two stride related operands")
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
		return nameError(st, "fewer/more types expected")
	}
	index := ctx.IndexType()
	resolve := func(us []ir.UnresolvedOperand, t ir.Type) error {
		for _, u := range us {
			v, err := p.ResolveOperand(u, t)
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, v)
		}
		return nil
	}
	for _, step := range []struct {
		us []ir.UnresolvedOperand
		t  ir.Type
	}{
		{[]ir.UnresolvedOperand{src}, types[0]}, {srcIdx, index},
		{[]ir.UnresolvedOperand{dst}, types[1]}, {dstIdx, index},
		{[]ir.UnresolvedOperand{num}, index},
		{[]ir.UnresolvedOperand{tag}, types[2]}, {tagIdx, index},
		{strides, index},
	} {
		if err := resolve(step.us, step.t); err != nil {
			return err
		}
	}
	return nil
}

// nameError reports an error at the name of the op being parsed, as
// upstream's parser.emitError(parser.getNameLoc(), ...).
func nameError(st *ir.OperationState, format string, args ...any) error {
	return ir.Errorf(st.Loc, "custom op '%s' "+format, append([]any{st.Name.Name}, args...)...)
}

// printDmaStart is upstream's DmaStartOp::print.
func printDmaStart(p ir.OpPrinter, op *ir.Operation) {
	src, dst, num, tag := dmaLayout(op)
	printIndexed := func(m int) {
		p.PrintOperand(op.Operand(m))
		p.WriteString("[")
		for i := m + 1; i <= m+rankOf(op.Operand(m).Type()); i++ {
			if i > m+1 {
				p.WriteString(", ")
			}
			p.PrintOperand(op.Operand(i))
		}
		p.WriteString("]")
	}
	p.WriteString(" ")
	printIndexed(src)
	p.WriteString(", ")
	printIndexed(dst)
	p.WriteString(", ")
	p.PrintOperand(op.Operand(num))
	p.WriteString(", ")
	printIndexed(tag)
	if end := tag + 1 + rankOf(op.Operand(tag).Type()); op.NumOperands() == end+2 {
		p.WriteString(", ")
		p.PrintOperand(op.Operand(end))
		p.WriteString(", ")
		p.PrintOperand(op.Operand(end + 1))
	}
	if d := op.Attrs(); d != nil {
		p.PrintOptionalAttrDict(d.Entries)
	}
	p.WriteString(" : ")
	p.PrintType(op.Operand(src).Type())
	p.WriteString(", ")
	p.PrintType(op.Operand(dst).Type())
	p.WriteString(", ")
	p.PrintType(op.Operand(tag).Type())
}
