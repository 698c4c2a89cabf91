package linalg

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The linalg-fuse-elementwise-ops pass (upstream's
// LinalgElementwiseOpFusionPass) and the constant folding of linalg ops
// it runs (upstream's ConstantFold.cpp).

func init() {
	pass.Register(&pass.Info{
		Argument:  "linalg-fuse-elementwise-ops",
		Name:      "LinalgElementwiseOpFusionPass",
		Summary:   "Fuse elementwise operations on tensors",
		Dependent: []string{"affine", "linalg", "memref"},
		New:       func() (pass.Pass, *pass.Options) { return fuseElementwiseOps{}, &pass.Options{} },
	})
}

// fuseElementwiseOps is the linalg-fuse-elementwise-ops pass: the
// elementwise fusion patterns, with fusion allowed when the producer has a
// single use, the canonicalizations of affine.apply, linalg.generic, the
// tensor reshapes and the linalg dialect, and the constant folding of
// transposes, applied top-down. gomlir does not have the fusion of
// reshapes with generics by expansion nor the bubbling of expand_shape
// ops upstream's pass also applies: the pass fails on IR holding tensor
// reshapes those could rewrite.
type fuseElementwiseOps struct{}

// singleUseProducer is the pass's control function: the fused operand's
// producer has one use.
func singleUseProducer(consumer *ir.Operation, i int) bool {
	p := consumer.Operand(i).DefiningOp()
	if p == nil {
		return false
	}
	uses := 0
	for _, r := range p.Results() {
		uses += len(r.UseList())
	}
	return uses == 1
}

func (fuseElementwiseOps) Run(op *ir.Operation, st *pass.State) error {
	if r := unsupportedReshape(op); r != nil {
		st.Report(r.EmitError("linalg-fuse-elementwise-ops: the fusion of tensor reshapes with linalg ops is not supported by gomlir"))
		return pass.ErrFailed
	}
	ctx := st.Ctx
	patterns := ElementwiseOpsFusionPatterns(singleUseProducer)
	named := func(root string, names ...string) {
		info := ctx.LookupOp(root)
		if info == nil {
			return
		}
		list, _ := info.Patterns.([]any)
		for _, x := range list {
			f, ok := x.(*rewrite.Func)
			if !ok {
				continue
			}
			for _, n := range names {
				if f.Name == n {
					patterns = append(patterns, f)
				}
			}
		}
	}
	all := func(root string) {
		if info := ctx.LookupOp(root); info != nil {
			list, _ := info.Patterns.([]any)
			for _, x := range list {
				if p, ok := x.(rewrite.Pattern); ok {
					patterns = append(patterns, p)
				}
			}
		}
	}
	all("affine.apply")
	named("linalg.generic", "(anonymous namespace)::EraseIdentityLinalgOp<mlir::linalg::GenericOp>")
	all("tensor.expand_shape")
	all("tensor.collapse_shape")
	patterns = append(patterns, foldConstantTransposePattern(singleUseProducer))
	// LinalgDialect's patterns, which upstream applies to every LinalgOp.
	for _, spec := range Dialect.Ops {
		if len(spec.Interfaces) == 0 {
			continue
		}
		if _, ok := spec.Interfaces[0].(structuredIface); ok {
			named(spec.Name, "(anonymous namespace)::EraseDeadLinalgOp", "(anonymous namespace)::InferStaticShapeOfOperands")
		}
	}
	named("linalg.generic", "(anonymous namespace)::FoldTensorCastConsumerOp")
	cfg := rewrite.DefaultConfig()
	cfg.TopDown = true
	rewrite.ApplyGreedily(ctx, op, rewrite.NewPatternSet(patterns), cfg)
	return nil
}

// unsupportedReshape returns a tensor reshape the patterns gomlir lacks
// could rewrite: one next to a linalg op, a pad, a slice or another
// reshape (nil when there is none).
func unsupportedReshape(root *ir.Operation) *ir.Operation {
	touches := func(o *ir.Operation) bool {
		if o == nil {
			return false
		}
		if _, ok := ir.OpInterface[LinalgOp](o); ok {
			return true
		}
		switch o.Name() {
		case "tensor.pad", "tensor.extract_slice", "tensor.expand_shape", "tensor.collapse_shape":
			return true
		}
		return false
	}
	var found *ir.Operation
	root.Walk(func(o *ir.Operation) ir.WalkResult {
		if o.Name() != "tensor.expand_shape" && o.Name() != "tensor.collapse_shape" {
			return ir.WalkAdvance
		}
		near := touches(o.Operand(0).DefiningOp())
		for _, u := range o.Result(0).Users() {
			near = near || touches(u)
		}
		if near {
			found = o
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	return found
}

// foldConstantTransposePattern is FoldConstantTranspose: a generic
// copying a constant through permutation maps is the permuted constant.
func foldConstantTransposePattern(control ControlFusionFn) rewrite.Pattern {
	return pattern("FoldConstantTranspose", "linalg.generic", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		g, ok := viewGeneric(op)
		if !ok || !pureTensor(op) || g.nOut != 1 || op.NumResults() != 1 {
			return false
		}
		out, ok := op.Result(0).Type().(*ir.RankedTensorType)
		if !ok || !staticShape(out.Shape) {
			return false
		}
		for i := 0; i < g.nIn+g.nOut; i++ {
			if !isShaped(op.Operand(i).Type()) || elementTypeOrSelf(op.Operand(i).Type()) != out.Elem {
				return false
			}
		}
		switch out.Elem.(type) {
		case *ir.IntegerType, *ir.FloatType:
		default:
			return false
		}
		for _, m := range g.maps {
			if !m.IsPermutation() {
				return false
			}
		}
		if g.body.Arg(g.nIn).HasUses() || len(g.maps) != 2 {
			return false
		}
		// The body only yields the input's argument.
		y := g.yield()
		if y == nil || g.body.First() != y {
			return false
		}
		for _, v := range y.Operands() {
			if v != g.body.Arg(0) {
				return false
			}
		}
		in, ok := rewrite.ValueConstant(op.Operand(0)).(*ir.DenseElementsAttr)
		if !ok || !control(op, 0) {
			return false
		}
		inShape, _ := shapeOf(op.Operand(0).Type())
		data := permutedElements(in, inShape, out.Shape, g.maps[0], g.maps[1])
		c := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("arith.constant"), Types: []ir.Type{out},
			Attrs: []ir.NamedAttr{{Name: "value", Value: rw.Ctx.DenseElementsAttr(out, data, false)}}})
		rw.ReplaceOp(op, c.Results())
		return true
	}).(rewrite.Pattern)
}

// permutedElements lays the elements of in (of shape inShape, read
// through inMap) out in the order of the output (of shape outShape,
// written through outMap), both maps being permutations of the loops.
func permutedElements(in *ir.DenseElementsAttr, inShape, outShape []int64, inMap, outMap *affine.Map) []byte {
	n := ir.NumElements(outShape)
	size := len(in.RawElement(0))
	data := make([]byte, 0, int(n)*size)
	dims := func(m *affine.Map) []int {
		out := make([]int, len(m.Results))
		for i, e := range m.Results {
			out[i] = e.(*affine.DimExpr).Pos
		}
		return out
	}
	inDims, outDims := dims(inMap), dims(outMap)
	// The loop bounds: the output's sizes through its permutation.
	bounds := make([]int64, len(outDims))
	for i, d := range outDims {
		bounds[d] = outShape[i]
	}
	srcOf := make([]int64, n)
	idx := make([]int64, len(bounds))
	for lin := int64(0); lin < n; lin++ {
		rest := lin
		for d := len(bounds) - 1; d >= 0; d-- {
			idx[d] = rest % bounds[d]
			rest /= bounds[d]
		}
		var dst, src int64
		for i := range outDims {
			dst = dst*outShape[i] + idx[outDims[i]]
			src = src*inShape[i] + idx[inDims[i]]
		}
		srcOf[dst] = src
	}
	for _, s := range srcOf {
		if in.Splat {
			s = 0
		}
		data = append(data, in.RawElement(s)...)
	}
	return data
}
