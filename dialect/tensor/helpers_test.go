package tensor

import (
	"reflect"
	"testing"

	"github.com/gomlir/gomlir/ir"
)

const dyn = ir.Dynamic

func TestRankReductionMask(t *testing.T) {
	for _, c := range []struct {
		original, reduced []int64
		mask              []bool
		ok                bool
	}{
		{[]int64{1, 6, 1}, []int64{6, 1}, []bool{true, false, false}, true},
		{[]int64{1, 6, 1}, []int64{1, 6}, []bool{false, false, true}, true},
		{[]int64{1, 1, 2, 1, 1, 4, 1}, []int64{1, 2, 1, 4}, []bool{false, true, false, false, true, false, true}, true},
		{[]int64{2, 3}, []int64{3}, nil, false},
		{[]int64{dyn, 4}, []int64{4}, nil, false},
		{[]int64{4}, []int64{4, 1}, nil, false},
	} {
		mask, ok := rankReductionMask(c.original, c.reduced)
		if ok != c.ok || !reflect.DeepEqual(mask, c.mask) {
			t.Errorf("rankReductionMask(%v, %v) = %v, %v; want %v, %v", c.original, c.reduced, mask, ok, c.mask, c.ok)
		}
	}
}

func TestInBoundsSliceError(t *testing.T) {
	for _, c := range []struct {
		shape, offsets, sizes, strides []int64
		want                           string
	}{
		{[]int64{8}, []int64{4}, []int64{4}, []int64{1}, ""},
		{[]int64{8}, []int64{6}, []int64{4}, []int64{1}, "slice along dimension 0 runs out-of-bounds: 9 >= 8"},
		{[]int64{8}, []int64{8}, []int64{0}, []int64{1}, "offset 0 is out-of-bounds: 8 >= 8"},
		{[]int64{dyn, 8}, []int64{100, 2}, []int64{4, 3}, []int64{1, 3}, "slice along dimension 1 runs out-of-bounds: 8 >= 8"},
		{[]int64{8}, []int64{dyn}, []int64{100}, []int64{1}, ""},
		{[]int64{8}, []int64{2}, []int64{dyn}, []int64{1}, ""},
	} {
		if got := inBoundsSliceError(c.shape, c.offsets, c.sizes, c.strides); got != c.want {
			t.Errorf("inBoundsSliceError(%v, %v, %v, %v) = %q; want %q", c.shape, c.offsets, c.sizes, c.strides, got, c.want)
		}
	}
}

func TestReassociation(t *testing.T) {
	for _, c := range []struct {
		source, target []int64
		groups         [][]int64
		ok             bool
	}{
		{[]int64{2, 3, 4}, []int64{6, 4}, [][]int64{{0, 1}, {2}}, true},
		{[]int64{2, 3, 4}, []int64{24}, [][]int64{{0, 1, 2}}, true},
		{[]int64{2, 3, 4, 1}, []int64{2, 12}, [][]int64{{0}, {1, 2, 3}}, true},
		{[]int64{2, dyn, 4}, []int64{2, dyn}, nil, false},
		{[]int64{dyn, 4}, []int64{dyn}, nil, false},
		{[]int64{2, 3}, []int64{5}, nil, false},
	} {
		groups, ok := reassociationForCollapse(c.source, c.target)
		if ok != c.ok || (ok && !reflect.DeepEqual(groups, c.groups)) {
			t.Errorf("reassociationForCollapse(%v, %v) = %v, %v; want %v, %v", c.source, c.target, groups, ok, c.groups, c.ok)
		}
	}
	composed, ok := composeReassociation([][]int64{{0, 1}, {2}, {3}}, [][]int64{{0, 1}, {2}})
	if !ok || !reflect.DeepEqual(composed, [][]int64{{0, 1, 2}, {3}}) {
		t.Errorf("composeReassociation = %v, %v", composed, ok)
	}
	if _, ok := composeReassociation([][]int64{{0}, {1}}, [][]int64{{0}, {1}}); ok {
		t.Error("composing reshapes of one rank succeeded")
	}
	if got := collapsedShape([]int64{2, dyn, 3, 4}, [][]int64{{0, 1}, {2, 3}}); !reflect.DeepEqual(got, []int64{dyn, 12}) {
		t.Errorf("collapsedShape = %v", got)
	}
}

func TestDroppedDims(t *testing.T) {
	ctx := ir.NewContext()
	sizes := func(vs ...int64) []ir.FoldResult {
		out := make([]ir.FoldResult, len(vs))
		for i, v := range vs {
			out[i] = ir.FoldResult{Attr: indexAttr(ctx, v)}
		}
		return out
	}
	for _, c := range []struct {
		sizes   []ir.FoldResult
		reduced []int64
		want    []bool
	}{
		{sizes(1, 6, 1), []int64{6, 1}, []bool{true, false, false}},
		{sizes(1, 6, 1), []int64{1, 6}, []bool{false, false, true}},
		{sizes(1, 1, 4), []int64{4}, []bool{true, true, false}},
		{sizes(2, 3), []int64{2, 3}, []bool{false, false}},
	} {
		if got := droppedDims(c.sizes, c.reduced); !reflect.DeepEqual(got, c.want) {
			t.Errorf("droppedDims(%v) = %v; want %v", c.reduced, got, c.want)
		}
	}
}
