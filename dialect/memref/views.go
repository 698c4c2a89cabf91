package memref

import (
	"fmt"
	"strconv"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// Constraints of the view ops, with upstream's descriptions.
var (
	// anyStridedMemRef is upstream's AnyStridedMemRef.
	anyStridedMemRef = ods.TypePred("strided memref of any type values", func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		return ok && isStridedLayout(m)
	})
	// stridedMemRefOfRank0 is AnyStridedMemRefOfRank<0>.
	stridedMemRefOfRank0 = ods.TypePred("strided memref of any type values of rank 0", func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		return ok && len(m.Shape) == 0 && isStridedLayout(m)
	})
	pure = []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable}
)

// isStridedLayout is the HasStridesPred of type constraints, which have no
// context to simplify a layout map with: a map is strided when its single
// result is a sum of dimensions scaled by symbolic or constant factors,
// plus a symbolic or constant offset (what the verifiers' analysis accepts
// once the map is simplified).
func isStridedLayout(t *ir.MemRefType) bool {
	l, ok := t.Layout.(*ir.AffineMapAttr)
	if !ok || l.Map.IsIdentity() {
		return true
	}
	return len(l.Map.Results) == 1 && stridedExpr(l.Map.Results[0])
}

func stridedExpr(e affine.Expr) bool {
	b, ok := e.(*affine.BinaryExpr)
	if !ok || affine.IsSymbolicOrConstant(e) {
		return true
	}
	switch b.Op {
	case affine.KindAdd:
		return stridedExpr(b.LHS) && stridedExpr(b.RHS)
	case affine.KindMul:
		return affine.IsSymbolicOrConstant(b.LHS) && stridedExpr(b.RHS) || affine.IsSymbolicOrConstant(b.RHS) && stridedExpr(b.LHS)
	}
	return false
}

// resultName gives an op's single result the SSA name hint name.
func resultName(name string) func(op *ir.Operation, set func(v *ir.Value, name string)) {
	return func(op *ir.Operation, set func(v *ir.Value, name string)) { set(op.Result(0), name) }
}

// withTraits returns pure plus extra traits.
func withTraits(extra ...ir.Trait) []ir.Trait {
	return append(append([]ir.Trait(nil), pure...), extra...)
}

// offsetSizeStrideOperands are the operands and attributes of ops with
// the OffsetSizeAndStrideOpInterface after their source.
func offsetSizeStrideOperands(source ods.TypeConstraint) ([]ods.Operand, []ods.Attr) {
	return []ods.Operand{
			{Name: "source", Type: source},
			{Name: "offsets", Type: ods.Index, Arity: ods.Variadic},
			{Name: "sizes", Type: ods.Index, Arity: ods.Variadic},
			{Name: "strides", Type: ods.Index, Arity: ods.Variadic},
		}, []ods.Attr{
			{Name: "static_offsets", Constraint: ods.DenseI64ArrayAttr},
			{Name: "static_sizes", Constraint: ods.DenseI64ArrayAttr},
			{Name: "static_strides", Constraint: ods.DenseI64ArrayAttr},
		}
}

// lists reads the offsets, sizes and strides of such an op.
func lists(op *ir.Operation) viewlike.Lists {
	return viewlike.Lists{
		Offsets: ods.OperandGroup(op, 1), Sizes: ods.OperandGroup(op, 2), Strides: ods.OperandGroup(op, 3),
		StaticOffsets: viewlike.StaticValues(op.InherentAttr("static_offsets")),
		StaticSizes:   viewlike.StaticValues(op.InherentAttr("static_sizes")),
		StaticStrides: viewlike.StaticValues(op.InherentAttr("static_strides")),
	}
}

var dynamicIndexList = map[string]ods.CustomDirective{"DynamicIndexList": ods.DynamicIndexList}

// subviewSpec is memref.subview.
var subviewSpec = func() *ods.Op {
	operands, attrs := offsetSizeStrideOperands(anyMemRef)
	return &ods.Op{
		Name:     "memref.subview",
		Summary:  "memref subview operation",
		Operands: operands,
		Attrs:    attrs,
		Results:  []ods.Result{{Name: "result", Type: anyMemRef}},
		Traits:   withTraits(ir.TraitAttrSizedOperandSegments),
		Format: "$source `` custom<DynamicIndexList>($offsets, $static_offsets) " +
			"custom<DynamicIndexList>($sizes, $static_sizes) " +
			"custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
		CustomDirectives: dynamicIndexList,
		Interfaces:       ir.Interfaces{ir.ViewSourceOperand(0)},
		ResultNames:      resultName("subview"),
		VerifyTraits: func(op *ir.Operation) error {
			rank := len(op.Operand(0).Type().(*ir.MemRefType).Shape)
			return lists(op).Verify(op, [3]int{rank, rank, rank})
		},
		Verify: verifySubview,
		Fold:   foldSubview,
	}
}()

// SubviewResultType is upstream's SubViewOp::inferResultType: the sizes
// given, with the source's strides scaled and its offset moved.
func SubviewResultType(ctx *ir.Context, src *ir.MemRefType, offsets, sizes, strides []int64) *ir.MemRefType {
	srcStrides, offset, _ := StridesAndOffset(ctx, src)
	for i, o := range offsets {
		if i < len(srcStrides) {
			offset = saturatedAdd(offset, saturatedMul(o, srcStrides[i]))
		}
	}
	targetStrides := make([]int64, 0, len(strides))
	for i, s := range strides {
		if i < len(srcStrides) {
			targetStrides = append(targetStrides, saturatedMul(srcStrides[i], s))
		}
	}
	return ctx.MemRefType(sizes, src.Elem, ctx.StridedLayoutAttr(offset, targetStrides), src.MemorySpace)
}

// rankReductionMask is upstream's computeRankReductionMask: the dimensions
// of original dropped to get reduced (only unit ones may be), or ok false.
func rankReductionMask(original, reduced []int64) (dropped []bool, ok bool) {
	dropped = make([]bool, len(original))
	r := 0
	for i, d := range original {
		if r < len(reduced) && d == reduced[r] {
			r++
			continue
		}
		dropped[i] = true
		if d != 1 {
			return nil, false
		}
	}
	return dropped, r == len(reduced)
}

// memrefRankReductionMask is upstream's computeMemRefRankReductionMask: the
// source dimensions a rank-reducing subview drops, told apart by strides
// where several unit sizes could be.
func memrefRankReductionMask(ctx *ir.Context, original, reduced *ir.MemRefType, sizes []viewlike.Mixed) ([]bool, bool) {
	unused := make([]bool, len(original.Shape))
	if len(original.Shape) == len(reduced.Shape) {
		return unused, true
	}
	count := 0
	for i, s := range sizes {
		if s.Value == nil && s.Static == 1 && i < len(unused) {
			unused[i] = true
			count++
		}
	}
	if count+len(reduced.Shape) == len(original.Shape) {
		return unused, true
	}
	origStrides, _, ok1 := StridesAndOffset(ctx, original)
	candStrides, _, ok2 := StridesAndOffset(ctx, reduced)
	if !ok1 || !ok2 {
		return nil, false
	}
	occurrences := func(vals []int64) map[int64]int {
		m := map[int64]int{}
		for _, v := range vals {
			m[v]++
		}
		return m
	}
	unaccounted, candidate := occurrences(origStrides), occurrences(candStrides)
	for d := range unused {
		if !unused[d] {
			continue
		}
		s := origStrides[d]
		switch {
		case unaccounted[s] > candidate[s]:
			unaccounted[s]--
		case unaccounted[s] == candidate[s]:
			unused[d] = false
			count--
		default:
			return nil, false
		}
	}
	if count+len(reduced.Shape) != len(original.Shape) {
		return nil, false
	}
	return unused, true
}

func verifySubview(op *ir.Operation) error {
	ctx := ods.ContextOf(op)
	base := op.Operand(0).Type().(*ir.MemRefType)
	sub, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	l := lists(op)
	if base.MemorySpace != sub.MemorySpace {
		return op.EmitError("different memory spaces specified for base memref type %s and subview memref type %s",
			quoted(base), quoted(sub))
	}
	if !IsStrided(ctx, base) {
		return op.EmitError("base type %s is not strided", quoted(base))
	}
	expected := SubviewResultType(ctx, base, l.StaticOffsets, l.StaticSizes, l.StaticStrides)
	layoutMismatch := func() error {
		return op.EmitError("expected result type to be %s or a rank-reduced version. (mismatch of result layout), but got %s",
			quoted(expected), quoted(sub))
	}
	if expected != sub {
		if len(sub.Shape) > len(expected.Shape) {
			return op.EmitError("expected result rank to be smaller or equal to the source rank, but got %s", quoted(sub))
		}
		if _, ok := rankReductionMask(expected.Shape, sub.Shape); !ok {
			return op.EmitError("expected result type to be %s or a rank-reduced version. (mismatch of result sizes), but got %s",
				quoted(expected), quoted(sub))
		}
		if expected.Elem != sub.Elem {
			return op.EmitError("expected result element type to be %s, but got %s", quoted(expected.Elem), quoted(sub))
		}
	}
	expStrides, expOffset, _ := StridesAndOffset(ctx, expected)
	subStrides, subOffset, ok := StridesAndOffset(ctx, sub)
	if !ok || expOffset != subOffset {
		return layoutMismatch()
	}
	unused, ok := memrefRankReductionMask(ctx, expected, sub, viewlike.MixedValues(l.StaticSizes, l.Sizes))
	if !ok {
		return layoutMismatch()
	}
	j := 0
	for i, s := range expStrides {
		if unused[i] {
			continue
		}
		if j >= len(subStrides) || s != subStrides[j] {
			return layoutMismatch()
		}
		j++
	}
	if msg := sliceOutOfBounds(base.Shape, l); msg != "" {
		return op.EmitError("%s", msg)
	}
	return nil
}

// sliceOutOfBounds is upstream's verifyInBoundsSlice: static offsets,
// sizes and strides must stay within static source dimensions. It returns
// the error message, or "" for an in-bounds slice.
func sliceOutOfBounds(shape []int64, l viewlike.Lists) string {
	for i, d := range shape {
		if d == ir.Dynamic || i >= len(l.StaticOffsets) || l.StaticOffsets[i] == ir.Dynamic {
			continue
		}
		off := l.StaticOffsets[i]
		if off >= d {
			return fmt.Sprintf("offset %d is out-of-bounds: %d >= %d", i, off, d)
		}
		size, stride := l.StaticSizes[i], l.StaticStrides[i]
		if size == ir.Dynamic || stride == ir.Dynamic {
			continue
		}
		if last := off + (size-1)*stride; last >= d {
			return fmt.Sprintf("slice along dimension %d runs out-of-bounds: %d >= %d", i, last, d)
		}
	}
	return ""
}

// foldSubview is SubViewOp::fold.
func foldSubview(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	src := op.Operand(0)
	st, _ := src.Type().(*ir.MemRefType)
	rt, _ := op.Result(0).Type().(*ir.MemRefType)
	if st == nil || rt == nil {
		return nil
	}
	if st == rt && hasStaticShape(rt) {
		if l, ok := rt.Layout.(*ir.StridedLayoutAttr); !ok || staticLayout(l) {
			return []ir.FoldResult{{Value: src}}
		}
	}
	prev := src.DefiningOp()
	if prev == nil || prev.Name() != "memref.subview" || st != rt {
		return nil
	}
	l, pl := lists(op), lists(prev)
	for _, m := range viewlike.MixedValues(l.StaticOffsets, l.Offsets) {
		if m.Value != nil || m.Static != 0 {
			return nil
		}
	}
	for _, m := range viewlike.MixedValues(l.StaticStrides, l.Strides) {
		if m.Value != nil || m.Static != 1 {
			return nil
		}
	}
	sizes, prevSizes := viewlike.MixedValues(l.StaticSizes, l.Sizes), viewlike.MixedValues(pl.StaticSizes, pl.Sizes)
	if len(sizes) != len(prevSizes) {
		return nil
	}
	for i := range sizes {
		if sizes[i] != prevSizes[i] {
			return nil
		}
	}
	return []ir.FoldResult{{Value: src}}
}

func hasStaticShape(t *ir.MemRefType) bool {
	for _, d := range t.Shape {
		if d == ir.Dynamic {
			return false
		}
	}
	return true
}

func staticLayout(l *ir.StridedLayoutAttr) bool {
	if l.Offset == ir.Dynamic {
		return false
	}
	for _, s := range l.Strides {
		if s == ir.Dynamic {
			return false
		}
	}
	return true
}

// reinterpretCastSpec is memref.reinterpret_cast.
var reinterpretCastSpec = func() *ods.Op {
	operands, attrs := offsetSizeStrideOperands(anyRankedOrUnrankedMemRef)
	return &ods.Op{
		Name:     "memref.reinterpret_cast",
		Summary:  "memref reinterpret cast operation",
		Operands: operands,
		Attrs:    attrs,
		Results:  []ods.Result{{Name: "result", Type: anyStridedMemRef}},
		Traits:   withTraits(ir.TraitAttrSizedOperandSegments),
		Format: "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) " +
			"`` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) " +
			"`` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) " +
			"attr-dict `:` type($source) `to` type($result)",
		CustomDirectives: dynamicIndexList,
		Interfaces:       ir.Interfaces{ir.ViewSourceOperand(0)},
		ResultNames:      resultName("reinterpret_cast"),
		VerifyTraits: func(op *ir.Operation) error {
			rank := len(op.Result(0).Type().(*ir.MemRefType).Shape)
			return lists(op).Verify(op, [3]int{1, rank, rank})
		},
		Verify: verifyReinterpretCast,
		Fold:   foldReinterpretCast,
	}
}()

// elemAndSpace returns the element type and memory space of a memref type.
func elemAndSpace(t ir.Type) (ir.Type, ir.Attribute) {
	switch m := t.(type) {
	case *ir.MemRefType:
		return m.Elem, m.MemorySpace
	case *ir.UnrankedMemRefType:
		return m.Elem, m.MemorySpace
	}
	return nil, nil
}

// staticOrDynamic prints a static value or "dynamic".
func staticOrDynamic(v int64) string {
	if v == ir.Dynamic {
		return "dynamic"
	}
	return strconv.FormatInt(v, 10)
}

func verifyReinterpretCast(op *ir.Operation) error {
	src := op.Operand(0).Type()
	res := op.Result(0).Type().(*ir.MemRefType)
	srcElem, srcSpace := elemAndSpace(src)
	if srcSpace != res.MemorySpace {
		return op.EmitError("different memory spaces specified for source type %s and result memref type %s", quoted(src), quoted(res))
	}
	if srcElem != res.Elem {
		return op.EmitError("different element types specified for source type %s and result memref type %s", quoted(src), quoted(res))
	}
	l := lists(op)
	for i, d := range res.Shape {
		if i < len(l.StaticSizes) && d != ir.Dynamic && d != l.StaticSizes[i] {
			return op.EmitError("expected result type with size = %s instead of %d in dim = %d", staticOrDynamic(l.StaticSizes[i]), d, i)
		}
	}
	strides, offset, ok := StridesAndOffset(ods.ContextOf(op), res)
	if !ok {
		return op.EmitError("expected result type to have strided layout but found %s", quoted(res))
	}
	if want := l.StaticOffsets[0]; offset != ir.Dynamic && offset != want {
		return op.EmitError("expected result type with offset = %s instead of %d", staticOrDynamic(want), offset)
	}
	for i, s := range strides {
		if i < len(l.StaticStrides) && s != ir.Dynamic && s != l.StaticStrides[i] {
			return op.EmitError("expected result type with stride = %s instead of %d in dim = %d", staticOrDynamic(l.StaticStrides[i]), s, i)
		}
	}
	return nil
}

// foldReinterpretCast is ReinterpretCastOp::fold.
func foldReinterpretCast(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	src := op.Operand(0)
	if prev := src.DefiningOp(); prev != nil {
		var prevSrc *ir.Value
		switch prev.Name() {
		case "memref.reinterpret_cast", "memref.cast":
			prevSrc = prev.Operand(0)
		case "memref.subview":
			pl := lists(prev)
			zero := true
			for _, m := range viewlike.MixedValues(pl.StaticOffsets, pl.Offsets) {
				if c, ok := m.Constant(rewrite.ValueConstant); !ok || c != 0 {
					zero = false
				}
			}
			if zero {
				prevSrc = prev.Operand(0)
			}
		}
		if prevSrc != nil {
			op.SetOperand(0, prevSrc)
			return []ir.FoldResult{{Value: op.Result(0)}}
		}
	}
	rt := op.Result(0).Type().(*ir.MemRefType)
	if hasStaticShape(rt) && src.Type() == ir.Type(rt) && lists(op).StaticOffsets[0] == 0 {
		return []ir.FoldResult{{Value: src}}
	}
	return nil
}

// viewSpec is memref.view.
var viewSpec = &ods.Op{
	Name:    "memref.view",
	Summary: "memref view operation",
	Operands: []ods.Operand{
		{Name: "source", Type: ods.TypePred("1D memref of 8-bit signless integer values", func(t ir.Type) bool {
			m, ok := t.(*ir.MemRefType)
			return ok && len(m.Shape) == 1 && isI8(m.Elem)
		})},
		{Name: "byte_shift", Type: ods.Index},
		{Name: "sizes", Type: ods.Index, Arity: ods.Variadic},
	},
	Results:     []ods.Result{{Name: "result", Type: anyMemRef}},
	Traits:      pure,
	Format:      "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)",
	Interfaces:  ir.Interfaces{ir.ViewSourceOperand(0)},
	ResultNames: resultName("view"),
	Verify: func(op *ir.Operation) error {
		base := op.Operand(0).Type().(*ir.MemRefType)
		view := op.Result(0).Type().(*ir.MemRefType)
		if !identityLayoutAttr(base) {
			return op.EmitError("unsupported map for base memref type %s", quoted(base))
		}
		if !identityLayoutAttr(view) {
			return op.EmitError("unsupported map for result memref type %s", quoted(view))
		}
		if base.MemorySpace != view.MemorySpace {
			return op.EmitError("different memory spaces specified for base memref type %s and view memref type %s", quoted(base), quoted(view))
		}
		if _, n := ods.GroupRange(op, 2, false); n != numDynamicDims(view) {
			return op.EmitOpError("incorrect number of dynamic sizes, has %d, expected %d", n, numDynamicDims(view))
		}
		return nil
	},
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		if rt := op.Result(0).Type().(*ir.MemRefType); op.Operand(0).Type() == ir.Type(rt) && hasStaticShape(rt) {
			return []ir.FoldResult{{Value: op.Operand(0)}}
		}
		return nil
	},
}

func isI8(t ir.Type) bool {
	i, ok := t.(*ir.IntegerType)
	return ok && i.Width == 8 && i.Signedness == ir.Signless
}

func equalInts(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// transposeSpec is memref.transpose.
var transposeSpec = &ods.Op{
	Name:        "memref.transpose",
	Summary:     "`transpose` produces a new strided memref (metadata-only)",
	Operands:    []ods.Operand{{Name: "in", Type: anyStridedMemRef}},
	Attrs:       []ods.Attr{{Name: "permutation", Constraint: affineMapAttrC}},
	Results:     []ods.Result{{Name: "result", Type: anyStridedMemRef}},
	Traits:      pure,
	ResultNames: resultName("transpose"),
	Parse: func(p ir.OpParser, st *ir.OperationState) error {
		in, err := p.ParseOperand()
		if err != nil {
			return err
		}
		perm, err := p.ParseAffineMap()
		if err != nil {
			return err
		}
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		srcType, err := parseMemRefType(p)
		if err != nil {
			return err
		}
		v, err := p.ResolveOperand(in, srcType)
		if err != nil {
			return err
		}
		if err := p.ParseKeyword("to"); err != nil {
			return err
		}
		dstType, err := parseMemRefType(p)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
		st.Types = append(st.Types, dstType)
		st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "permutation", Value: p.Context().AffineMapAttr(perm)})
		return nil
	},
	Print: func(p ir.OpPrinter, op *ir.Operation) {
		p.WriteString(" ")
		p.PrintOperand(op.Operand(0))
		p.WriteString(" ")
		if m, ok := op.InherentAttr("permutation").(*ir.AffineMapAttr); ok {
			p.WriteString(string(affine.AppendMap(nil, m.Map)))
		}
		p.PrintOptionalAttrDict(discardableAttrs(op), "permutation")
		p.WriteString(" : ")
		p.PrintType(op.Operand(0).Type())
		p.WriteString(" to ")
		p.PrintType(op.Result(0).Type())
	},
	Verify: verifyTranspose,
	Fold:   foldTranspose,
}

// affineMapAttrC is upstream's AffineMapAttr constraint.
var affineMapAttrC = ods.AttrConstraint{Desc: "AffineMap attribute", GoType: "*ir.AffineMapAttr",
	Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.AffineMapAttr); return ok }}

// parseMemRefType parses a type that must be a ranked memref (upstream's
// parseColonType into a MemRefType).
func parseMemRefType(p ir.OpParser) (*ir.MemRefType, error) {
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	m, ok := t.(*ir.MemRefType)
	if !ok {
		return nil, p.ErrorAt(pos, "invalid kind of type specified: expected builtin.memref, but found '%s'", asm.TypeString(t))
	}
	return m, nil
}

// TransposeResultType is upstream's inferTransposeResultType: sizes and
// strides permuted, with a strided layout.
func TransposeResultType(ctx *ir.Context, t *ir.MemRefType, perm *affine.Map) *ir.MemRefType {
	strides, offset, _ := StridesAndOffset(ctx, t)
	sizes := applyPermutation(perm, t.Shape)
	return ctx.MemRefType(sizes, t.Elem, ctx.StridedLayoutAttr(offset, applyPermutation(perm, strides)), t.MemorySpace)
}

// applyPermutation is applyPermutationMap: entry i is source[dim of result i].
func applyPermutation(perm *affine.Map, source []int64) []int64 {
	out := make([]int64, 0, len(perm.Results))
	for _, r := range perm.Results {
		if d, ok := r.(*affine.DimExpr); ok && d.Pos < len(source) {
			out = append(out, source[d.Pos])
		}
	}
	return out
}

func verifyTranspose(op *ir.Operation) error {
	ctx := ods.ContextOf(op)
	perm := op.InherentAttr("permutation").(*ir.AffineMapAttr).Map
	if !perm.IsPermutation() {
		return op.EmitOpError("expected a permutation map")
	}
	src := op.Operand(0).Type().(*ir.MemRefType)
	if perm.NumDims != len(src.Shape) {
		return op.EmitOpError("expected a permutation map of same rank as the input")
	}
	res := op.Result(0).Type().(*ir.MemRefType)
	canonical := CanonicalizeStridedLayout(ctx, TransposeResultType(ctx, src, perm))
	if CanonicalizeStridedLayout(ctx, res) != canonical {
		return op.EmitOpError("result type %s is not equivalent to the canonical transposed input type %s",
			quoted(res), quoted(canonical))
	}
	return nil
}

// foldTranspose is TransposeOp::fold.
func foldTranspose(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	ctx := ods.ContextOf(op)
	perm := op.InherentAttr("permutation").(*ir.AffineMapAttr).Map
	if perm.IsIdentity() && op.Result(0).Type() == op.Operand(0).Type() {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	if prev := op.Operand(0).DefiningOp(); prev != nil && prev.Name() == "memref.transpose" {
		prevPerm := prev.InherentAttr("permutation").(*ir.AffineMapAttr).Map
		op.SetOperand(0, prev.Operand(0))
		op.SetInherentAttr(ctx, "permutation", ctx.AffineMapAttr(perm.Compose(ctx, prevPerm)))
		return []ir.FoldResult{{Value: op.Result(0)}}
	}
	return nil
}

// discardableAttrs are the attributes upstream's getAttrs() gives a
// hand-written printer: the discardable ones (inherent attributes live in
// properties).
func discardableAttrs(op *ir.Operation) []ir.NamedAttr {
	if d := op.Attrs(); d != nil {
		return d.Entries
	}
	return nil
}

// quoted prints a type as upstream's diagnostics do: in single quotes.
func quoted(t ir.Type) string { return "'" + asm.TypeString(t) + "'" }
