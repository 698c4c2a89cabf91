package vector

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The lower-vector-to-from-elements-to-shuffle-tree pass: a
// vector.from_elements whose elements all come from vector.to_elements ops
// becomes a balanced tree of vector.shuffle ops, as upstream's
// LowerVectorToFromElementsToShuffleTree. The inputs are paired in order of
// first use (the last one paired with itself when their number is odd);
// each vector of the tree covers an interval of output positions, and the
// vectors of a level are as long as the widest interval of the level.

func init() {
	pass.Register(&pass.Info{
		Argument:  "lower-vector-to-from-elements-to-shuffle-tree",
		Name:      "LowerVectorToFromElementsToShuffleTreePass",
		Summary:   "Lower `vector.to_elements` and `vector.from_elements` to a tree of `vector.shuffle` operations",
		New:       func() (pass.Pass, *pass.Options) { return shuffleTreePass{}, &pass.Options{} },
		Dependent: []string{"vector"},
	})
}

type shuffleTreePass struct{}

func (shuffleTreePass) Run(op *ir.Operation, st *pass.State) error {
	pats := []rewrite.Pattern{&rewrite.Func{Name: "(anonymous namespace)::ToFromElementsToShuffleTreeRewrite",
		On: "vector.from_elements", Weight: 1, Rewrite: toFromElementsToShuffleTree}}
	rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(pats), greedyConfig())
	return nil
}

// interval is a closed range of output positions.
type interval struct{ first, last int }

// resultNumber returns the position of v among its op's results.
func resultNumber(v *ir.Value) int {
	for i, r := range v.DefiningOp().Results() {
		if r == v {
			return i
		}
	}
	return -1
}

func toFromElementsToShuffleTree(op *ir.Operation, rw *rewrite.Rewriter) bool {
	rt := op.Result(0).Type().(*ir.VectorType)
	if len(rt.Shape) != 1 || isScalable(rt) {
		return false
	}
	// The to_elements ops, in order of first use.
	var inputs []*ir.Operation
	ordinal := map[*ir.Operation]int{}
	for _, e := range op.Operands() {
		d := e.DefiningOp()
		if d == nil || d.Name() != "vector.to_elements" {
			return false
		}
		if _, ok := ordinal[d]; !ok {
			ordinal[d] = len(inputs)
			inputs = append(inputs, d)
		}
	}
	for _, in := range inputs {
		if len(in.Operand(0).Type().(*ir.VectorType).Shape) != 1 {
			return false
		}
	}
	if len(inputs) == 1 && sameValues(op.Operands(), inputs[0].Results()) {
		return false
	}
	// The tree's levels: the inputs, then one level per pairing.
	levels := 2
	for n := 2; n < len(inputs); n *= 2 {
		levels++
	}
	first := make([]interval, len(inputs))
	for i := range first {
		first[i] = interval{-1, -1}
	}
	for i, e := range op.Operands() {
		iv := &first[ordinal[e.DefiningOp()]]
		if iv.first < 0 {
			iv.first = i
		}
		iv.last = i
	}
	if len(inputs)%2 != 0 {
		inputs = append(inputs, inputs[len(inputs)-1])
		first = append(first, first[len(first)-1])
	}
	intervals := [][]interval{first}
	for level := 1; level < levels; level++ {
		prev := intervals[level-1]
		cur := make([]interval, (len(prev)+1)/2)
		for i := range cur {
			l, r := prev[2*i], prev[2*i+1]
			cur[i] = interval{l.first, max(l.last, r.last)}
		}
		if level != levels-1 && len(cur)%2 != 0 {
			cur = append(cur, cur[len(cur)-1])
		}
		intervals = append(intervals, cur)
	}
	sizes := make([]int, levels)
	sizes[levels-1] = int(rt.Shape[0])
	for level := 1; level < levels-1; level++ {
		size := 1
		for _, iv := range intervals[level] {
			size = max(size, iv.last-iv.first+1)
		}
		sizes[level] = size
	}
	ctx := rw.Builder.Ctx
	shuffle := func(l, r *ir.Value, mask []int64) *ir.Value {
		t := ctx.VectorType([]int64{int64(len(mask))}, rt.Elem, nil)
		return build(rw, op.Loc(), "vector.shuffle", []*ir.Value{l, r}, []ir.Type{t},
			ir.NamedAttr{Name: "mask", Value: ctx.DenseI64Array(mask)}).Result(0)
	}
	level := make([]*ir.Value, len(inputs))
	for i, in := range inputs {
		level[i] = in.Operand(0)
	}
	for lv := 0; lv < levels-1; lv++ {
		if len(level)%2 != 0 {
			level = append(level, level[len(level)-1])
		}
		ivs := intervals[lv]
		var next []*ir.Value
		for i := 0; i < len(level); i += 2 {
			var mask []int64
			if lv == 0 {
				mask = permutationMask(op, inputs[i], ivs[i], inputs[i+1], sizes[lv+1])
			} else {
				mask = propagationMask(level[i].DefiningOp(), ivs[i], level[i+1].DefiningOp(), ivs[i+1], sizes[lv+1])
			}
			next = append(next, shuffle(level[i], level[i+1], mask))
		}
		level = next
	}
	rw.ReplaceOp(op, level[:1])
	return true
}

// poisonMask is a shuffle mask of n poison entries.
func poisonMask(n int) []int64 {
	m := make([]int64, n)
	for i := range m {
		m[i] = poisonIndex
	}
	return m
}

// permutationMask places the elements two to_elements ops give the
// from_elements at their positions relative to the pair's interval.
func permutationMask(fe, a *ir.Operation, ia interval, b *ir.Operation, size int) []int64 {
	mask := poisonMask(size)
	n := int(numElements(a.Operand(0).Type().(*ir.VectorType)))
	for i, e := range fe.Operands() {
		d := e.DefiningOp()
		if d != a && d != b {
			continue
		}
		// Positions are relative to the pair's interval, which starts
		// where a's does; b's elements follow a's in the shuffle.
		val := resultNumber(e)
		if d != a {
			val += n
		}
		mask[i-ia.first] = int64(val)
	}
	return mask
}

// propagationMask moves the non-poison elements of two shuffles to their
// positions in the next level.
func propagationMask(l *ir.Operation, il interval, r *ir.Operation, ri interval, size int) []int64 {
	lm, rm := denseI64(l, "mask"), denseI64(r, "mask")
	mask := poisonMask(size)
	off := ri.first - il.first
	for i := range lm {
		if lm[i] != poisonIndex {
			mask[i] = int64(i)
		}
		if l == r {
			continue
		}
		if rm[i] != poisonIndex {
			mask[i+off] = int64(i + len(lm))
		}
	}
	return mask
}
