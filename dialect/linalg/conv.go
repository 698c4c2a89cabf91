package linalg

import (
	"fmt"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
)

// The convolution and pooling ops of OpDSL: an input read through windows
// `out * stride + kernel * dilation`, a kernel (for pooling only its
// shape), and an init accumulating the products or the reduction.

// windowExpr is one result of a convolution input map: loop dimension
// out, plus kernel dimension kernel (-1: none) scaled by the strides and
// dilations entries at attr (-1: unit, for ops without those attributes).
type windowExpr struct{ out, kernel, attr int }

// convShape is the loop nest of a convolution family: its iterators and
// the input, kernel and output maps.
type convShape struct {
	loops         []int
	input         []windowExpr
	kernel, out   []int
	spatial       int // number of strides and dilations, 0 for none
	strides, dils string
}

// w is a windowed result, d a plain one.
func w(out, kernel, attr int) windowExpr { return windowExpr{out, kernel, attr} }
func d(out int) windowExpr               { return windowExpr{out, -1, -1} }

var (
	p, r = parallel, reduction
	// Shapes of the families, named after upstream's layouts.
	conv1D = &convShape{loops: []int{p, r}, input: []windowExpr{w(0, 1, -1)}, kernel: []int{1}, out: []int{0}}
	conv2D = &convShape{loops: []int{p, p, r, r}, input: []windowExpr{w(0, 2, -1), w(1, 3, -1)}, kernel: []int{2, 3}, out: []int{0, 1}}
	conv3D = &convShape{loops: []int{p, p, p, r, r, r}, input: []windowExpr{w(0, 3, -1), w(1, 4, -1), w(2, 5, -1)},
		kernel: []int{3, 4, 5}, out: []int{0, 1, 2}}
	conv1DNwcWcf = &convShape{loops: []int{p, p, p, r, r}, input: []windowExpr{d(0), w(1, 3, 0), d(4)},
		kernel: []int{3, 4, 2}, out: []int{0, 1, 2}, spatial: 1}
	conv2DNhwcHwcf = &convShape{loops: []int{p, p, p, p, r, r, r}, input: []windowExpr{d(0), w(1, 4, 0), w(2, 5, 1), d(6)},
		kernel: []int{4, 5, 6, 3}, out: []int{0, 1, 2, 3}, spatial: 2}
	conv2DNchwFchw = &convShape{loops: []int{p, p, p, p, r, r, r}, input: []windowExpr{d(0), d(4), w(2, 5, 0), w(3, 6, 1)},
		kernel: []int{1, 4, 5, 6}, out: []int{0, 1, 2, 3}, spatial: 2}
	poolNhwc = &convShape{loops: []int{p, p, p, p, r, r}, input: []windowExpr{d(0), w(1, 4, 0), w(2, 5, 1), d(3)},
		kernel: []int{4, 5}, out: []int{0, 1, 2, 3}, spatial: 2}
	poolNchw = &convShape{loops: []int{p, p, p, p, r, r}, input: []windowExpr{d(0), d(1), w(2, 4, 0), w(3, 5, 1)},
		kernel: []int{4, 5}, out: []int{0, 1, 2, 3}, spatial: 2}
	poolNwc = &convShape{loops: []int{p, p, p, r}, input: []windowExpr{d(0), w(1, 3, 0), d(2)},
		kernel: []int{3}, out: []int{0, 1, 2}, spatial: 1}
)

// convDefs are the table entries of the convolution and pooling ops.
func convDefs() []namedDef {
	defs := []namedDef{
		{name: "conv_1d", shape: conv1D}, {name: "conv_2d", shape: conv2D}, {name: "conv_3d", shape: conv3D},
		{name: "conv_1d_nwc_wcf", shape: conv1DNwcWcf}, {name: "conv_2d_nhwc_hwcf", shape: conv2DNhwcHwcf},
		{name: "conv_2d_nchw_fchw", shape: conv2DNchwFchw},
	}
	for i := range defs {
		defs[i].summary = "Performs convolution."
		defs[i].body = contractionBody
	}
	for _, layout := range []struct {
		name  string
		shape *convShape
		kinds []string
	}{
		{"nhwc", poolNhwc, []string{"sum", "max", "min", "max_unsigned", "min_unsigned"}},
		{"nchw", poolNchw, []string{"sum", "max"}},
		{"nwc", poolNwc, []string{"sum", "max", "min", "max_unsigned", "min_unsigned"}},
	} {
		for _, k := range layout.kinds {
			defs = append(defs, namedDef{name: "pooling_" + layout.name + "_" + k, summary: "Performs " + k + " pooling.",
				shape: layout.shape, body: poolingBody(k)})
		}
	}
	for i := range defs {
		defs[i].nIn, defs[i].memoize, defs[i].loops = 2, true, defs[i].shape.loops
	}
	return defs
}

// poolingBody reduces the cast input into the init with fn: sum (add),
// max, min, or their unsigned variants.
func poolingBody(fn string) payload {
	unsigned := fn == "max_unsigned" || fn == "min_unsigned"
	binary := map[string]string{"sum": "add", "max": "max", "min": "min", "max_unsigned": "max_unsigned", "min_unsigned": "min_unsigned"}[fn]
	return func(h *bodyBuilder, args []*ir.Value, _ []ir.NamedAttr) (*ir.Value, string) {
		in := h.cast(args[0], args[2].Type(), unsigned)
		return h.binary(binary, args[2], in)
	}
}

// windowAttrs are the strides and dilations of a convolution (units when
// absent).
func windowAttrs(op *ir.Operation, n int) (strides, dilations []int64) {
	get := func(name string) []int64 {
		out := make([]int64, n)
		for i := range out {
			out[i] = 1
		}
		if a, ok := op.InherentAttr(name).(*ir.DenseElementsAttr); ok && a.NumElements() == int64(n) {
			for i := range out {
				out[i] = a.IntAt(int64(i)).Int64()
			}
		}
		return out
	}
	return get("strides"), get("dilations")
}

// maps returns a convolution's indexing maps for its attributes.
func (s *convShape) maps(op *ir.Operation) []*affine.Map {
	ctx := ods.ContextOf(op)
	strides, dilations := windowAttrs(op, s.spatial)
	n := len(s.loops)
	in := make([]affine.Expr, len(s.input))
	for i, e := range s.input {
		x := affine.Dim(ctx, e.out)
		if e.kernel >= 0 {
			st, dl := int64(1), int64(1)
			if e.attr >= 0 {
				st, dl = strides[e.attr], dilations[e.attr]
			}
			x = affine.Add(ctx, affine.MulConst(ctx, x, st), affine.MulConst(ctx, affine.Dim(ctx, e.kernel), dl))
		}
		in[i] = x
	}
	return []*affine.Map{affine.Get(ctx, n, 0, in), affine.MultiDimMapWithTargets(ctx, n, s.kernel), affine.MultiDimMapWithTargets(ctx, n, s.out)}
}

// windowAttrConstraint is RankedI64ElementsAttr<[n]>.
func windowAttrConstraint(n int) ods.AttrConstraint {
	return ods.AttrConstraint{Desc: fmt.Sprintf("64-bit signless int elements attribute of shape [%d]", n), Pred: func(a ir.Attribute) bool {
		e, ok := a.(*ir.DenseElementsAttr)
		if !ok {
			return false
		}
		t, ok := e.Type.(*ir.RankedTensorType)
		it, isInt := e.ElemType().(*ir.IntegerType)
		return ok && isInt && it.Width == 64 && it.IsSignless() && len(t.Shape) == 1 && t.Shape[0] == int64(n)
	}}
}
