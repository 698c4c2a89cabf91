package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The lower-vector-mask pass: a vector.mask around a transfer or a gather
// becomes the op's own mask operand, as upstream's LowerVectorMask.

func init() {
	pass.Register(&pass.Info{
		Argument:  "lower-vector-mask",
		Name:      "LowerVectorMaskPass",
		Summary:   "Lower 'vector.mask' operations",
		New:       func() (pass.Pass, *pass.Options) { return lowerMask{}, &pass.Options{} },
		Dependent: []string{"vector", "arith"},
	})
}

type lowerMask struct{}

func (lowerMask) Run(op *ir.Operation, st *pass.State) error {
	pats := []rewrite.Pattern{
		&rewrite.Func{Name: "(anonymous namespace)::MaskedTransferReadOpPattern", On: "vector.mask", Weight: 1, Rewrite: maskedTransferRead},
		&rewrite.Func{Name: "(anonymous namespace)::MaskedTransferWriteOpPattern", On: "vector.mask", Weight: 1, Rewrite: maskedTransferWrite},
		&rewrite.Func{Name: "(anonymous namespace)::MaskedGatherOpPattern", On: "vector.mask", Weight: 1, Rewrite: maskedGather},
	}
	for _, c := range maskSpec.Canonicalize {
		pats = append(pats, c.(rewrite.Pattern))
	}
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(pats), greedyConfig())
	return nil
}

// maskedOp returns the op a non-empty vector.mask masks when it is named
// name.
func maskedOp(mask *ir.Operation, name string) *ir.Operation {
	b := mask.Region(0).First()
	if b == nil || b.First() == b.Last() || b.First().Name() != name {
		return nil
	}
	return b.First()
}

// withMask creates a copy of a transfer op t with mask as its mask operand,
// replacing the vector.mask op.
func withMask(rw *rewrite.Rewriter, maskOp, t *ir.Operation, mask *ir.Value) {
	x := xfer{t, t.Name() == "vector.transfer_read"}
	ctx := rw.Builder.Ctx
	var operands []*ir.Value
	idx := x.indices()
	if x.read {
		operands = append(append([]*ir.Value{x.base()}, idx...), ods.OperandGroup(t, 2)[0], mask)
	} else {
		operands = append(append([]*ir.Value{t.Operand(0), x.base()}, idx...), mask)
	}
	seg := denseI32(t, "operandSegmentSizes")
	seg[3] = 1
	var attrs []ir.NamedAttr
	for _, a := range t.AllAttrs() {
		if a.Name != "operandSegmentSizes" {
			attrs = append(attrs, a)
		}
	}
	attrs = append(attrs, ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array(seg)})
	n := build(rw, maskOp.Loc(), t.Name(), operands, t.ResultTypes(), attrs...)
	rw.ReplaceOp(maskOp, n.Results())
}

// maskedTransferRead is MaskedTransferReadOpPattern.
func maskedTransferRead(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t := maskedOp(op, "vector.transfer_read")
	if t == nil || op.NumOperands() > 1 {
		return false
	}
	withMask(rw, op, t, op.Operand(0))
	return true
}

// maskedTransferWrite is MaskedTransferWriteOpPattern.
func maskedTransferWrite(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t := maskedOp(op, "vector.transfer_write")
	if t == nil {
		return false
	}
	withMask(rw, op, t, op.Operand(0))
	return true
}

// maskedGather is MaskedGatherOpPattern: the mask's passthru, or zeros,
// fill the masked-off lanes.
func maskedGather(op *ir.Operation, rw *rewrite.Rewriter) bool {
	g := maskedOp(op, "vector.gather")
	if g == nil {
		return false
	}
	var pass *ir.Value
	if op.NumOperands() > 1 {
		pass = op.Operand(1)
	} else {
		rt := g.Result(0).Type()
		z := zeroAttr(rw.Builder.Ctx, rt)
		if z == nil {
			return false
		}
		pass = build(rw, g.Loc(), "arith.constant", nil, []ir.Type{rt}, ir.NamedAttr{Name: "value", Value: z}).Result(0)
	}
	n := g.NumOperands()
	operands := append(append([]*ir.Value(nil), g.Operands()[:n-2]...), op.Operand(0), pass)
	replaced := build(rw, op.Loc(), "vector.gather", operands, g.ResultTypes())
	rw.ReplaceOp(op, replaced.Results())
	return true
}

// greedyConfig is upstream's default GreedyRewriteConfig, which the
// dialect's pattern passes use: bottom-up traversal (-canonicalize is the
// one that goes top-down).
func greedyConfig() rewrite.Config {
	cfg := rewrite.DefaultConfig()
	cfg.TopDown = false
	return cfg
}
