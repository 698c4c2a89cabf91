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

// convShape is the loop nest of a convolution family: the input, kernel
// and output maps; loops the output uses are parallel, the others
// reductions.
type convShape struct {
	input       []windowExpr
	kernel, out []int
	spatial     int // number of strides and dilations, 0 for none
}

// win is a windowed result, plain a plain one.
func win(out, kernel, attr int) windowExpr { return windowExpr{out, kernel, attr} }
func plain(out int) windowExpr             { return windowExpr{out, -1, -1} }

// Shapes of the families, named after upstream's layouts.
var (
	conv1D         = &convShape{input: []windowExpr{win(0, 1, -1)}, kernel: []int{1}, out: []int{0}}
	conv2D         = &convShape{input: []windowExpr{win(0, 2, -1), win(1, 3, -1)}, kernel: []int{2, 3}, out: []int{0, 1}}
	conv3D         = &convShape{input: []windowExpr{win(0, 3, -1), win(1, 4, -1), win(2, 5, -1)}, kernel: []int{3, 4, 5}, out: []int{0, 1, 2}}
	conv1DNwcWcf   = &convShape{input: []windowExpr{plain(0), win(1, 3, 0), plain(4)}, kernel: []int{3, 4, 2}, out: []int{0, 1, 2}, spatial: 1}
	conv1DNcwFcw   = &convShape{input: []windowExpr{plain(0), plain(3), win(2, 4, 0)}, kernel: []int{1, 3, 4}, out: []int{0, 1, 2}, spatial: 1}
	conv2DNhwcHwcf = &convShape{input: []windowExpr{plain(0), win(1, 4, 0), win(2, 5, 1), plain(6)}, kernel: []int{4, 5, 6, 3}, out: []int{0, 1, 2, 3}, spatial: 2}
	conv2DNhwcFhwc = &convShape{input: []windowExpr{plain(0), win(1, 4, 0), win(2, 5, 1), plain(6)}, kernel: []int{3, 4, 5, 6}, out: []int{0, 1, 2, 3}, spatial: 2}
	conv2DNchwFchw = &convShape{input: []windowExpr{plain(0), plain(4), win(2, 5, 0), win(3, 6, 1)}, kernel: []int{1, 4, 5, 6}, out: []int{0, 1, 2, 3}, spatial: 2}
	conv2DNgchw    = []windowExpr{plain(0), plain(1), plain(5), win(3, 6, 0), win(4, 7, 1)}
	conv2DNgchwFg  = &convShape{input: conv2DNgchw, kernel: []int{2, 1, 5, 6, 7}, out: []int{0, 1, 2, 3, 4}, spatial: 2}
	conv2DNgchwGf  = &convShape{input: conv2DNgchw, kernel: []int{1, 2, 5, 6, 7}, out: []int{0, 1, 2, 3, 4}, spatial: 2}
	conv2DNhwgc    = &convShape{input: []windowExpr{plain(0), win(1, 5, 0), win(2, 6, 1), plain(3), plain(7)}, kernel: []int{3, 4, 5, 6, 7}, out: []int{0, 1, 2, 3, 4}, spatial: 2}
	conv3DNdhwc    = &convShape{input: []windowExpr{plain(0), win(1, 5, 0), win(2, 6, 1), win(3, 7, 2), plain(8)}, kernel: []int{5, 6, 7, 8, 4}, out: []int{0, 1, 2, 3, 4}, spatial: 3}
	conv3DNcdhw    = &convShape{input: []windowExpr{plain(0), plain(5), win(2, 6, 0), win(3, 7, 1), win(4, 8, 2)}, kernel: []int{1, 5, 6, 7, 8}, out: []int{0, 1, 2, 3, 4}, spatial: 3}
	depth1DNwc     = &convShape{input: []windowExpr{plain(0), win(1, 3, 0), plain(2)}, kernel: []int{3, 2}, out: []int{0, 1, 2}, spatial: 1}
	depth1DNcw     = &convShape{input: []windowExpr{plain(0), plain(2), win(1, 3, 0)}, kernel: []int{2, 3}, out: []int{0, 2, 1}, spatial: 1}
	depth2DNhwc    = &convShape{input: []windowExpr{plain(0), win(1, 4, 0), win(2, 5, 1), plain(3)}, kernel: []int{4, 5, 3}, out: []int{0, 1, 2, 3}, spatial: 2}
	depth2DNchw    = &convShape{input: []windowExpr{plain(0), plain(3), win(1, 4, 0), win(2, 5, 1)}, kernel: []int{3, 4, 5}, out: []int{0, 3, 1, 2}, spatial: 2}
	depth3DNdhwc   = &convShape{input: []windowExpr{plain(0), win(1, 4, 0), win(2, 5, 1), win(3, 6, 2), plain(7)}, kernel: []int{4, 5, 6, 7}, out: []int{0, 1, 2, 3, 7}, spatial: 3}
	depth3DNcdhw   = &convShape{input: []windowExpr{plain(0), plain(7), win(1, 4, 0), win(2, 5, 1), win(3, 6, 2)}, kernel: []int{7, 4, 5, 6}, out: []int{0, 7, 1, 2, 3}, spatial: 3}
	poolNhwc       = &convShape{input: []windowExpr{plain(0), win(1, 4, 0), win(2, 5, 1), plain(3)}, kernel: []int{4, 5}, out: []int{0, 1, 2, 3}, spatial: 2}
	poolNchw       = &convShape{input: []windowExpr{plain(0), plain(1), win(2, 4, 0), win(3, 5, 1)}, kernel: []int{4, 5}, out: []int{0, 1, 2, 3}, spatial: 2}
	poolNwc        = &convShape{input: []windowExpr{plain(0), win(1, 3, 0), plain(2)}, kernel: []int{3}, out: []int{0, 1, 2}, spatial: 1}
	poolNcw        = &convShape{input: []windowExpr{plain(0), plain(1), win(2, 3, 0)}, kernel: []int{3}, out: []int{0, 1, 2}, spatial: 1}
	poolNdhwc      = &convShape{input: []windowExpr{plain(0), win(1, 5, 0), win(2, 6, 1), win(3, 7, 2), plain(4)}, kernel: []int{5, 6, 7}, out: []int{0, 1, 2, 3, 4}, spatial: 3}
)

// numLoops is the number of loop dimensions the maps use.
func (s *convShape) numLoops() int {
	n := 0
	for _, e := range s.input {
		n = max(n, e.out+1, e.kernel+1)
	}
	for _, x := range append(append([]int(nil), s.kernel...), s.out...) {
		n = max(n, x+1)
	}
	return n
}

// loops are the iterator types: parallel for the output's dimensions.
func (s *convShape) loops() []int {
	iters := make([]int, s.numLoops())
	for i := range iters {
		iters[i] = reduction
	}
	for _, x := range s.out {
		iters[x] = parallel
	}
	return iters
}

// convDefs are the table entries of the convolution and pooling ops.
func convDefs() []namedDef {
	defs := []namedDef{
		{name: "conv_1d", shape: conv1D}, {name: "conv_2d", shape: conv2D}, {name: "conv_3d", shape: conv3D},
		{name: "conv_1d_nwc_wcf", shape: conv1DNwcWcf}, {name: "conv_1d_ncw_fcw", shape: conv1DNcwFcw},
		{name: "conv_2d_nhwc_hwcf", shape: conv2DNhwcHwcf}, {name: "conv_2d_nhwc_fhwc", shape: conv2DNhwcFhwc},
		{name: "conv_2d_nchw_fchw", shape: conv2DNchwFchw}, {name: "conv_2d_ngchw_fgchw", shape: conv2DNgchwFg},
		{name: "conv_2d_ngchw_gfchw", shape: conv2DNgchwGf}, {name: "conv_2d_nhwgc_gfhwc", shape: conv2DNhwgc},
		{name: "conv_3d_ndhwc_dhwcf", shape: conv3DNdhwc}, {name: "conv_3d_ncdhw_fcdhw", shape: conv3DNcdhw},
		{name: "depthwise_conv_1d_nwc_wc", shape: depth1DNwc}, {name: "depthwise_conv_1d_ncw_cw", shape: depth1DNcw},
		{name: "depthwise_conv_2d_nhwc_hwc", shape: depth2DNhwc}, {name: "depthwise_conv_2d_nchw_chw", shape: depth2DNchw},
		{name: "depthwise_conv_3d_ndhwc_dhwc", shape: depth3DNdhwc}, {name: "depthwise_conv_3d_ncdhw_cdhw", shape: depth3DNcdhw},
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
		{"ncw", poolNcw, []string{"sum", "max"}},
		{"ndhwc", poolNdhwc, []string{"sum", "max", "min"}},
	} {
		for _, k := range layout.kinds {
			defs = append(defs, namedDef{name: "pooling_" + layout.name + "_" + k, summary: "Performs " + k + " pooling.",
				shape: layout.shape, body: poolingBody(k)})
		}
	}
	for i := range defs {
		defs[i].nIn, defs[i].memoize, defs[i].loops = 2, true, defs[i].shape.loops()
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
	n := s.numLoops()
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
