package linalg

import (
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/dialect/tensor"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// The folders and canonicalization patterns of the linalg ops, with
// upstream's debug names. LinalgDialect's patterns (EraseDeadLinalgOp)
// are listed with every structured op, as upstream registers them for
// every op of the LinalgOp interface, and TensorDialect's
// FoldTensorCastProducerOp with every destination-style op.

func pattern(name, root string, f func(op *ir.Operation, rw *rewrite.Rewriter) bool) any {
	return &rewrite.Func{Name: "(anonymous namespace)::" + name, On: root, Weight: 1, Rewrite: f}
}

func init() {
	for _, spec := range Dialect.Ops {
		if spec.Interfaces == nil {
			continue
		}
		_, structured := spec.Interfaces[0].(structuredIface)
		if structured {
			spec.Canonicalize = append(spec.Canonicalize, pattern("EraseDeadLinalgOp", spec.Name, eraseDeadLinalgOp))
		}
		// TensorDialect's FoldTensorCastProducerOp, on every
		// destination-style op but the relayout ones.
		if spec.Name != "linalg.pack" && spec.Name != "linalg.unpack" {
			spec.Canonicalize = append(spec.Canonicalize, tensor.FoldCastIntoDestinationStyle(spec.Name))
		}
		if structured {
			spec.Canonicalize = append(spec.Canonicalize, pattern("InferStaticShapeOfOperands", spec.Name, inferStaticShapeOfOperands))
		}
		// The generic, named, elementwise and softmax ops fold the memref
		// casts of their operands (foldMemRefCast).
		switch spec.Name {
		case "linalg.map", "linalg.reduce", "linalg.transpose", "linalg.broadcast", "linalg.pack", "linalg.unpack":
		default:
			if spec.Fold == nil {
				spec.Fold = memref.FoldCastsInPlace
			}
		}
		switch spec.Name {
		case "linalg.generic":
			// FoldTensorCastConsumerOp is rooted at tensor.cast: listed once.
			spec.Canonicalize = append(spec.Canonicalize, pattern("EraseIdentityLinalgOp<mlir::linalg::GenericOp>", spec.Name, eraseIdentityLinalgOp),
				pattern("FoldTensorCastConsumerOp", "tensor.cast", foldTensorCastConsumerOp))
		case "linalg.broadcast":
			spec.Canonicalize = append(spec.Canonicalize, pattern("EraseIdentityLinalgOp<mlir::linalg::BroadcastOp>", spec.Name, eraseIdentityLinalgOp))
		case "linalg.transpose":
			spec.Fold = foldTranspose
			spec.Canonicalize = append(spec.Canonicalize, pattern("FoldFillWithTranspose", spec.Name, foldFillWithTranspose),
				pattern("FoldTransposeWithTranspose", spec.Name, foldTransposeWithTranspose))
		case "linalg.copy":
			spec.Canonicalize = append(spec.Canonicalize, pattern("EraseSelfCopy", spec.Name, eraseSelfCopy),
				pattern("FoldFillWithCopy", spec.Name, foldFillWithCopy))
		case "linalg.fill":
			spec.Canonicalize = append(spec.Canonicalize,
				pattern("FoldFillWithTensorExtract", "tensor.extract", foldFillWithTensorExtract),
				pattern("FoldFillWithTensorReshape<mlir::tensor::CollapseShapeOp>", "tensor.collapse_shape", foldFillWithTensorReshape),
				pattern("FoldFillWithTensorReshape<mlir::tensor::ExpandShapeOp>", "tensor.expand_shape", foldFillWithTensorReshape))
		}
	}
}

// eraseDeadLinalgOp is EraseDeadLinalgOp: an op with a buffer of a zero
// size runs no iteration.
func eraseDeadLinalgOp(op *ir.Operation, rw *rewrite.Rewriter) bool {
	for _, v := range op.Operands() {
		if !isMemRef(v.Type()) {
			continue
		}
		shape, _ := shapeOf(v.Type())
		for _, s := range shape {
			if s == 0 {
				rw.EraseOp(op)
				return true
			}
		}
	}
	return false
}

// eraseIdentityLinalgOp is EraseIdentityLinalgOp: an op with equal maps
// whose body only yields its arguments is a copy of those operands
// (casted to the result types), or nothing when it copies a buffer onto
// itself.
func eraseIdentityLinalgOp(op *ir.Operation, rw *rewrite.Rewriter) bool {
	lop, _ := ir.OpInterface[LinalgOp](op)
	maps := lop.IndexingMaps(op)
	for _, m := range maps {
		if m != maps[0] {
			return false
		}
	}
	body := op.Region(0).First()
	if body == nil || body.First() != body.Last() || body.Last().Name() != "linalg.yield" {
		return false
	}
	yield := body.Last()
	nIn, nOut := ods.GroupRange(op, 1, false)
	if pureBuffer(op) {
		if nIn != 1 || nOut != 1 || op.Operand(0) != op.Operand(1) || yield.NumOperands() == 0 || yield.Operand(0).OwnerBlock() != body ||
			!yield.Operand(0).IsBlockArgument() {
			return false
		}
		rw.EraseOp(op)
		return true
	}
	if !pureTensor(op) {
		return false
	}
	var returned []*ir.Value
	for i, v := range yield.Operands() {
		if !v.IsBlockArgument() || v.OwnerBlock() != body {
			return false
		}
		arg := op.Operand(v.Index())
		rt := op.Result(i).Type()
		if arg.Type() != rt {
			if !castCompatible(arg.Type(), rt) {
				return false
			}
			arg = rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("tensor.cast"), Operands: []*ir.Value{arg},
				Types: []ir.Type{rt}}).Result(0)
		}
		returned = append(returned, arg)
	}
	if len(returned) != op.NumResults() {
		return false
	}
	rw.ReplaceOp(op, returned)
	return true
}

// castCompatible is tensor::CastOp::areCastCompatible.
func castCompatible(a, b ir.Type) bool {
	return isTensor(a) && isTensor(b) && a.(ir.ShapedType).ElementType() == b.(ir.ShapedType).ElementType() &&
		ods.CompatibleShapes([]ir.Type{a, b})
}

// foldTranspose is TransposeOp::fold: a tensor transposed by the
// identity permutation is its input.
func foldTranspose(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	if !isTensor(op.Operand(0).Type()) {
		return nil
	}
	for i, p := range arrayOf(op, "permutation") {
		if p != int64(i) {
			return nil
		}
	}
	return []ir.FoldResult{{Value: op.Operand(0)}}
}

// eraseSelfCopy is EraseSelfCopy: a copy onto its own input.
func eraseSelfCopy(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.Operand(0) != op.Operand(1) {
		return false
	}
	if pureBuffer(op) {
		rw.EraseOp(op)
	} else {
		rw.ReplaceOp(op, []*ir.Value{op.Operand(0)})
	}
	return true
}

// definingFill returns the linalg.fill defining v.
func definingFill(v *ir.Value) *ir.Operation {
	if def := v.DefiningOp(); def != nil && def.Name() == "linalg.fill" {
		return def
	}
	return nil
}

// buildNamed is buildStructuredOp for a named op of the table: its
// results are the ranked tensor inits' types, its region the op's body,
// its maps (matmul family) the defaults.
func buildNamed(rw *rewrite.Rewriter, name string, loc ir.Location, ins, outs []*ir.Value) *ir.Operation {
	d := lookupNamed(name)
	ctx := rw.Ctx
	var results []ir.Type
	for _, v := range outs {
		if _, ok := v.Type().(*ir.RankedTensorType); ok {
			results = append(results, v.Type())
		}
	}
	st := &ir.OperationState{Loc: loc, Name: ctx.LookupOp("linalg." + name), Operands: append(append([]*ir.Value(nil), ins...), outs...),
		Types: results, Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ods.SegmentSizes(ctx, ins, outs)}}}
	if d.mapsProp && d.targets != nil {
		st.AddAttr("indexing_maps", mapsAttr(ctx, d.staticMaps(ctx)))
	}
	fillRegion(ctx, st.AddRegion(), typesOf(ins), typesOf(outs), nil, d.body)
	return rw.Create(st)
}

func typesOf(vals []*ir.Value) []ir.Type {
	out := make([]ir.Type, len(vals))
	for i, v := range vals {
		out[i] = v.Type()
	}
	return out
}

// lookupNamed returns the table entry of a named op.
func lookupNamed(name string) *namedDef {
	for i := range namedDefs {
		if namedDefs[i].name == name {
			return &namedDefs[i]
		}
	}
	return nil
}

// foldFillWithCopy is FoldFillWithCopy: a copy of a fill is a fill of
// the copy's init; a copy into a fill's result copies into its init.
func foldFillWithCopy(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if fill := definingFill(op.Operand(0)); fill != nil {
		n := buildNamed(rw, "fill", op.Loc(), fill.Operands()[:1], op.Operands()[1:2])
		rw.ReplaceOp(op, n.Results())
		return true
	}
	if fill := definingFill(op.Operand(1)); fill != nil {
		n := buildNamed(rw, "copy", op.Loc(), op.Operands()[:1], fill.Operands()[1:2])
		rw.ReplaceOp(op, n.Results())
		return true
	}
	return false
}

// foldFillWithTranspose is FoldFillWithTranspose: a transposed fill is a
// fill of the transpose's init.
func foldFillWithTranspose(op *ir.Operation, rw *rewrite.Rewriter) bool {
	fill := definingFill(op.Operand(0))
	if fill == nil {
		return false
	}
	n := buildNamed(rw, "fill", op.Loc(), fill.Operands()[:1], op.Operands()[1:2])
	rw.ReplaceOp(op, n.Results())
	return true
}

// foldFillWithTensorExtract is FoldFillWithTensorExtract: an element of
// a filled tensor is the fill value.
func foldFillWithTensorExtract(op *ir.Operation, rw *rewrite.Rewriter) bool {
	fill := definingFill(op.Operand(0))
	if fill == nil {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{fill.Operand(0)})
	return true
}

// foldFillWithTensorReshape is FoldFillWithTensorReshape: a reshaped
// fill is a fill of the reshaped init.
func foldFillWithTensorReshape(op *ir.Operation, rw *rewrite.Rewriter) bool {
	fill := definingFill(op.Operand(0))
	if fill == nil || fill.NumResults() == 0 {
		return false
	}
	operands := append([]*ir.Value{fill.Operand(1)}, op.Operands()[1:]...)
	init := rw.Create(&ir.OperationState{Loc: fill.Loc(), Name: op.Info(), Operands: operands, Types: typesOf(op.Results()), Props: op.Props()})
	n := buildNamed(rw, "fill", op.Loc(), fill.Operands()[:1], init.Results())
	rw.ReplaceOp(op, n.Results())
	return true
}

// foldTransposeWithTranspose is FoldTransposeWithTranspose: a transpose
// of a transpose is one transpose by the composed permutation.
func foldTransposeWithTranspose(op *ir.Operation, rw *rewrite.Rewriter) bool {
	def := op.Operand(0).DefiningOp()
	if def == nil || def.Name() != "linalg.transpose" {
		return false
	}
	defPerm := arrayOf(def, "permutation")
	perm := arrayOf(op, "permutation")
	folded := make([]int64, len(perm))
	for i, p := range perm {
		if p < 0 || int(p) >= len(defPerm) {
			return false
		}
		folded[i] = defPerm[p]
	}
	n := buildDst(rw, transposeDef, op.Loc(), def.Operand(0), op.Operand(1), folded)
	rw.ReplaceOp(op, n.Results())
	return true
}

// cloneWith is upstream's clone helper of the cast patterns: op with new
// operands and result types, its regions moved over.
func cloneWith(rw *rewrite.Rewriter, op *ir.Operation, types []ir.Type, operands []*ir.Value) *ir.Operation {
	n := op.CloneWithoutRegions(rw.Ctx, ir.NewMapping())
	n.SetOperands(operands)
	for i, t := range types {
		n.Result(i).SetType(t)
	}
	for i := 0; i < op.NumRegions(); i++ {
		n.Region(i).TakeBody(op.Region(i))
	}
	return rw.Insert(n)
}

// newCast builds a tensor.cast of v to t.
func newCast(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value, t ir.Type) *ir.Value {
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("tensor.cast"), Operands: []*ir.Value{v}, Types: []ir.Type{t}}).Result(0)
}

// preservesStaticInformation is tensor::preservesStaticInformation:
// target is a ranked tensor like source, static wherever source is.
func preservesStaticInformation(source, target ir.Type) bool {
	s, ok1 := source.(*ir.RankedTensorType)
	t, ok2 := target.(*ir.RankedTensorType)
	if !ok1 || !ok2 || s.Elem != t.Elem || len(s.Shape) != len(t.Shape) || s.Encoding != t.Encoding {
		return false
	}
	for i := range s.Shape {
		if s.Shape[i] != ir.Dynamic && t.Shape[i] == ir.Dynamic {
			return false
		}
	}
	return true
}

// foldTensorCastConsumerOp is FoldTensorCastConsumerOp: a cast to a more
// static type of a structured op's result, in the op's block, becomes the
// op's result type, its init cast instead.
func foldTensorCastConsumerOp(cast *ir.Operation, rw *rewrite.Rewriter) bool {
	src := cast.Operand(0)
	if !preservesStaticInformation(src.Type(), cast.Result(0).Type()) {
		return false
	}
	op := src.DefiningOp()
	if op == nil || cast.Block() != op.Block() {
		return false
	}
	if _, ok := ir.OpInterface[LinalgOp](op); !ok {
		return false
	}
	rw.SetInsertionPoint(op)
	loc, k := op.Loc(), src.Index()
	start, _ := ods.GroupRange(op, 1, false)
	rt := cast.Result(0).Type()
	operands := append([]*ir.Value(nil), op.Operands()...)
	operands[start+k] = newCast(rw, loc, operands[start+k], rt)
	types := typesOf(op.Results())
	types[k] = rt
	n := cloneWith(rw, op, types, operands)
	results := append([]*ir.Value(nil), n.Results()...)
	results[k] = newCast(rw, loc, n.Result(k), src.Type())
	rw.ReplaceOp(op, results)
	rw.ReplaceOp(cast, []*ir.Value{n.Result(k)})
	return true
}

// inferStaticShapeOfOperands is InferStaticShapeOfOperands: sizes known
// statically for a loop dimension through one operand (or the static
// source of a cast it comes from) make the other operands' dynamic sizes
// of that dimension static, by casts, and the results with them.
func inferStaticShapeOfOperands(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if !pureTensor(op) {
		return false
	}
	lop, _ := ir.OpInterface[LinalgOp](op)
	maps := lop.IndexingMaps(op)
	if len(maps) != op.NumOperands() {
		return false
	}
	for i, m := range maps {
		if !m.IsProjectedPermutation(false) {
			return false
		}
		if t := op.Operand(i).Type(); isTensor(t) {
			if _, ranked := t.(*ir.RankedTensorType); !ranked {
				return false
			}
		}
	}
	sizes := map[int]int64{}
	for i, v := range op.Operands() {
		t, ok := v.Type().(*ir.RankedTensorType)
		if !ok {
			continue
		}
		shape := t.Shape
		if def := v.DefiningOp(); def != nil && def.Name() == "tensor.cast" {
			if st, ok := def.Operand(0).Type().(*ir.RankedTensorType); ok && staticShape(st.Shape) {
				shape = st.Shape
			}
		}
		for d := range shape {
			if t.Shape[d] == ir.Dynamic {
				continue
			}
			if e, ok := maps[i].Results[d].(*affine.DimExpr); ok {
				if _, seen := sizes[e.Pos]; !seen {
					sizes[e.Pos] = shape[d]
				}
			}
		}
	}
	start, _ := ods.GroupRange(op, 1, false)
	loc := op.Loc()
	operands := append([]*ir.Value(nil), op.Operands()...)
	var types []ir.Type
	changed := false
	for i, v := range op.Operands() {
		t, ok := v.Type().(*ir.RankedTensorType)
		if !ok {
			continue
		}
		init := i >= start
		if staticShape(t.Shape) && init {
			types = append(types, t)
			continue
		}
		shape := append([]int64(nil), t.Shape...)
		needed := false
		for d := range shape {
			e, isDim := maps[i].Results[d].(*affine.DimExpr)
			if !isDim || shape[d] != ir.Dynamic {
				continue
			}
			if s, known := sizes[e.Pos]; known {
				shape[d] = s
				needed = true
			}
		}
		nt := rw.Ctx.RankedTensorType(shape, t.Elem, t.Encoding)
		if needed {
			changed = true
			operands[i] = newCast(rw, loc, v, nt)
		}
		if init {
			types = append(types, nt)
		}
	}
	if !changed {
		return false
	}
	n := cloneWith(rw, op, types, operands)
	results := make([]*ir.Value, n.NumResults())
	for i, r := range n.Results() {
		results[i] = r
		if r.Type() != op.Result(i).Type() {
			results[i] = newCast(rw, loc, r, op.Result(i).Type())
		}
	}
	rw.ReplaceOp(op, results)
	return true
}

// staticShape reports whether no size of shape is dynamic.
func staticShape(shape []int64) bool {
	for _, s := range shape {
		if s == ir.Dynamic {
			return false
		}
	}
	return true
}
