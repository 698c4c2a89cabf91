package linalg

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The test passes of upstream's test/lib/Dialect/Linalg that drive the
// fusion and erasure patterns: each applies the selected pattern set
// greedily to a function; options selecting pattern sets gomlir does not
// have make the pass fail.

func init() {
	pass.Register(&pass.Info{
		Argument:  "test-linalg-elementwise-fusion-patterns",
		Name:      "(anonymous namespace)::TestLinalgElementwiseFusion",
		Summary:   "Test Linalg element wise operation fusion patterns",
		OpName:    "func.func",
		Dependent: []string{"affine", "linalg", "memref", "tensor"},
		New: func() (pass.Pass, *pass.Options) {
			p := &testPatternSets{name: "test-linalg-elementwise-fusion-patterns"}
			o := &pass.Options{}
			var collapse []string
			o.LongList("collapse-dimensions-control", "Test controlling dimension collapse pattern", &collapse)
			p.sets = []testPatternSet{
				{"fuse-generic-ops", "Test fusion of generic operations.", func() []rewrite.Pattern {
					return ElementwiseOpsFusionPatterns(func(*ir.Operation, int) bool { return true })
				}, false},
				{"fuse-generic-ops-control", "Test fusion of generic operations with a control function.", func() []rewrite.Pattern {
					return ElementwiseOpsFusionPatterns(fusedOperandLimit(4))
				}, false},
				{"fuse-with-reshape-by-expansion", "Test fusion of generic operations with reshape by expansion", nil, false},
				{"control-fusion-by-expansion", "Test controlling fusion of reshape with generic op by expansion", nil, false},
				{"fuse-with-reshape-by-collapsing", "Test linalg expand_shape -> generic fusion patterns that collapse the iteration space of the consumer", nil, false},
				{"fuse-with-reshape-by-collapsing-control", "Test controlling the linalg expand_shape -> generic fusion patterns that collapse the iteration space of the consumer", nil, false},
				{"fuse-multiuse-producer", "Test fusion of producer ops with multiple uses", func() []rewrite.Pattern {
					return []rewrite.Pattern{multiUseProducerFusionPattern}
				}, true},
			}
			p.bind(o)
			p.listed = &collapse
			return p, o
		},
	})
	pass.Register(&pass.Info{
		Argument:  "test-linalg-transform-patterns",
		Name:      "(anonymous namespace)::TestLinalgTransforms",
		Summary:   "Test Linalg transformation patterns by applying them greedily.",
		OpName:    "func.func",
		Dependent: []string{"affine", "arith", "gpu", "linalg", "memref", "scf", "vector"},
		New: func() (pass.Pass, *pass.Options) {
			p := &testPatternSets{name: "test-linalg-transform-patterns"}
			o := &pass.Options{}
			var loopType string
			var lists [2][]string
			var skipPartial bool
			o.Str("loop-type", "Specify the type of loops to generate: for, parallel or tiled_loop", &loopType, "for")
			o.LongList("peeled-loops", "Loops to be peeled when test-tile-pattern", &lists[0])
			o.Bool("skip-partial", "Skip loops inside partial iterations during peeling", &skipPartial, false)
			o.LongList("tile-sizes", "Linalg tile sizes for test-tile-pattern", &lists[1])
			p.sets = []testPatternSet{
				{"test-erase-unused-operands-and-results", "Test patterns to erase unused operands and results", EraseUnusedOperandsAndResultsPatterns, false},
				{"test-erase-unnecessary-inputs", "Test patterns to erase unnecessary inputs", EraseUnnecessaryInputsPatterns, false},
			}
			for _, u := range [][2]string{
				{"test-bubble-up-extract-slice-op-pattern", "Test rewrite of linalgOp + extract_slice into extract_slice + linalgOp"},
				{"test-decompose-linalg-pack", "Test transform that generalizes pack ops into a sequence of tensor and Linalg ops"},
				{"test-decompose-pad-tensor", "Test transform pad tensor by copying with generic ops"},
				{"test-decompose-tensor-unpack", "Test transform that generalizes unpack ops into a sequence of tensor and Linalg ops"},
				{"test-decompose-winograd-ops", "Test decompose Winograd ops"},
				{"test-fold-into-pack-and-unpack", "Test folding ops into linalg.pack and linalg.unpack"},
				{"test-fold-into-pack-and-unpack-control", "Test controlling folding ops into linalg.pack and linalg.unpack"},
				{"test-patterns", "Test a mixed set of patterns"},
				{"test-simplify-pack-unpack-patterns", "Test patterns to simplify linalg.pack and linalg.unpack"},
				{"test-swap-extract-slice-with-fill-pattern", "Test patterns to swap tensor.extract_slice(linalg.fill())"},
				{"test-swap-subtensor-padtensor", "Test rewrite of subtensor(tensor.pad) into tensor.pad(subtensor)"},
				{"test-vector-transfer-forwarding-patterns", "Test a fused pass that forwards memref.copy to vector.transfer"},
				{"test-winograd-conv2d", "Test transform conv2d by Winograd conv2d algorithm"},
			} {
				p.sets = append(p.sets, testPatternSet{option: u[0], desc: u[1]})
			}
			p.bind(o)
			return p, o
		},
	})
}

// testPatternSet is one boolean option of a test pass: the pattern set it
// applies (nil when gomlir does not have it).
type testPatternSet struct {
	option, desc string
	patterns     func() []rewrite.Pattern
	// topDown seeds the greedy worklist top-down.
	topDown bool
}

// testPatternSets is a test pass applying the first selected pattern set
// greedily; it fails when the selected set is not one gomlir has.
type testPatternSets struct {
	name   string
	sets   []testPatternSet
	on     []bool
	listed *[]string
}

// bind declares the boolean options.
func (p *testPatternSets) bind(o *pass.Options) {
	p.on = make([]bool, len(p.sets))
	for i, s := range p.sets {
		o.Bool(s.option, s.desc, &p.on[i], false)
	}
}

// maxTestRewrites bounds the rewrites of one pattern set of a test pass.
const maxTestRewrites = 1 << 20

func (p *testPatternSets) Run(op *ir.Operation, st *pass.State) error {
	unsupported := func(option string) error {
		st.Report(op.EmitError("%s: option '%s' is not supported by gomlir", p.name, option))
		return pass.ErrFailed
	}
	for i, s := range p.sets {
		if !p.on[i] {
			continue
		}
		if s.patterns == nil {
			return unsupported(s.option)
		}
		cfg := rewrite.DefaultConfig()
		cfg.TopDown = s.topDown
		// Upstream runs these patterns unbounded: fuse-multiuse-producer can
		// grow some IR without end (mlir-opt runs out of memory). gomlir
		// stops after maxTestRewrites instead of hanging.
		cfg.MaxRewrites = maxTestRewrites
		rewrite.ApplyGreedily(st.Ctx, op, rewrite.NewPatternSet(s.patterns()), cfg)
		return nil
	}
	if p.listed != nil && len(*p.listed) > 0 {
		return unsupported("collapse-dimensions-control")
	}
	return nil
}

// multiUseProducerFusionPattern is the test's TestMultiUseProducerFusion:
// a generic absorbs the first producer it can fuse, whose results keep
// their other uses through the fused op's.
var multiUseProducerFusionPattern = pattern("TestMultiUseProducerFusion", "linalg.generic", func(op *ir.Operation, rw *rewrite.Rewriter) bool {
	for i := range op.Operands() {
		if !elementwiseFusable(op, i) {
			continue
		}
		producer := op.Operand(i).DefiningOp()
		fused, repl := fuseElementwise(rw, op, i)
		if fused == nil {
			return false
		}
		originals := append(append([]*ir.Value(nil), producer.Results()...), op.Results()...)
		for k, v := range originals {
			if repl[k] == nil {
				continue
			}
			for _, u := range v.UseList() {
				if u.Owner() != op {
					u.Set(repl[k])
					rw.ModifyOpInPlace(u.Owner(), func() {})
				}
			}
		}
		rw.EraseOp(op)
		return true
	}
	return false
}).(rewrite.Pattern)

// fusedOperandLimit is the test's setFusedOpOperandLimit: fusion is
// allowed when the producer has one result and the fused op would read at
// most limit distinct inputs.
func fusedOperandLimit(limit int) ControlFusionFn {
	return func(consumer *ir.Operation, i int) bool {
		producer := consumer.Operand(i).DefiningOp()
		if producer == nil || producer.NumResults() != 1 {
			return false
		}
		var set []*ir.Value
		add := func(op *ir.Operation) {
			vals := op.Operands()
			if _, ok := ir.OpInterface[LinalgOp](op); ok {
				n, _ := ods.GroupRange(op, 1, false)
				vals = vals[:n]
			}
			for _, v := range vals {
				if !containsValue(set, v) {
					set = append(set, v)
				}
			}
		}
		add(consumer)
		for k, v := range set {
			if v == producer.Result(0) {
				set = append(set[:k], set[k+1:]...)
				break
			}
		}
		add(producer)
		return len(set) <= limit
	}
}

func containsValue(vals []*ir.Value, v *ir.Value) bool {
	for _, w := range vals {
		if w == v {
			return true
		}
	}
	return false
}
