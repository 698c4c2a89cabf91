package testdialect

import (
	"strconv"

	"github.com/gomlir/gomlir/dialect/scf"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "test-parallel-loop-unrolling",
		Name:      "(anonymous namespace)::TestParallelLoopUnrollingPass",
		Summary:   "Tests parallel loop unrolling transformation",
		Dependent: []string{"arith"},
		New: func() (pass.Pass, *pass.Options) {
			p := &parallelUnrollPass{}
			o := &pass.Options{}
			o.ULongList("unroll-factors", "Unroll factors for each parallel loop dim. If fewer factors than loop dims are provided, they are applied to the inner dims.", &p.factors)
			o.Uint("loop-depth", "Loop depth.", &p.depth, 0)
			o.Bool("annotate", "Annotate unrolled iterations.", &p.annotate, false)
			return p, o
		},
	})
}

// parallelUnrollPass unrolls the scf.parallel loops nested in loop-depth
// others by the unroll factors, as upstream's
// TestParallelLoopUnrollingPass; with annotate, each op of an unrolled
// body gets its copy number as "unrolled_iteration".
type parallelUnrollPass struct {
	factors  []string
	depth    uint64
	annotate bool
}

func (p *parallelUnrollPass) Run(root *ir.Operation, st *pass.State) error {
	if len(p.factors) == 0 {
		return nil
	}
	factors := make([]uint64, len(p.factors))
	for i, f := range p.factors {
		v, err := strconv.ParseUint(f, 0, 64)
		if err != nil {
			return err
		}
		factors[i] = v
	}
	var loops []*ir.Operation
	root.Walk(func(op *ir.Operation) ir.WalkResult {
		if _, ok := scf.AsParallelOp(op); ok && parallelDepth(op) == p.depth {
			loops = append(loops, op)
		}
		return ir.WalkAdvance
	})
	var annotate func(uint64, *ir.Operation)
	if p.annotate {
		ui32 := st.Ctx.IntegerType(32, ir.Unsigned)
		annotate = func(i uint64, op *ir.Operation) {
			op.SetAttr(st.Ctx, "unrolled_iteration", st.Ctx.IntAttr(ui32, int64(i)))
		}
	}
	for _, l := range loops {
		scf.ParallelLoopUnrollByFactors(st.Ctx, l, factors, annotate)
	}
	return nil
}

// parallelDepth counts the scf.parallel ops around op.
func parallelDepth(op *ir.Operation) uint64 {
	n := uint64(0)
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if _, ok := scf.AsParallelOp(p); ok {
			n++
		}
	}
	return n
}
