package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "control-flow-sink",
		Name:     "ControlFlowSink",
		Summary:  "Sink operations into conditional blocks",
		New:      func() (pass.Pass, *pass.Options) { return controlFlowSink{}, &pass.Options{} },
	})
}

// controlFlowSink moves memory-effect-free ops into the regions of region
// branch ops that run at most once, when all their users are there.
type controlFlowSink struct{}

func (controlFlowSink) Run(op *ir.Operation, st *pass.State) error {
	dom := ir.NewDominanceInfo()
	var n int64
	op.Each(func(o *ir.Operation) {
		if ir.RegionBranchInterface(o) == nil {
			return
		}
		regions := SinglyExecutedRegions(o)
		n += int64(ControlFlowSinkRegions(regions, dom,
			func(x *ir.Operation, _ *ir.Region) bool { return ir.IsMemoryEffectFree(x) },
			func(x *ir.Operation, r *ir.Region) { moveOpBefore(r.First(), x, r.First().First()) }))
	})
	if n == 0 {
		st.MarkUnchanged()
	}
	return nil
}

// SinglyExecutedRegions returns the regions of a region branch op known to
// run at most once (upstream's getSinglyExecutedRegionsToSink).
func SinglyExecutedRegions(op *ir.Operation) []*ir.Region {
	b, ok := ir.OpInterface[ir.RegionInvocationBoundsInterface](op)
	if !ok {
		return nil
	}
	operands := make([]ir.Attribute, op.NumOperands())
	for i := range operands {
		operands[i] = rewrite.ValueConstant(op.Operand(i))
	}
	bounds := b.RegionInvocationBounds(op, operands)
	var out []*ir.Region
	for i := 0; i < op.NumRegions() && i < len(bounds); i++ {
		if bounds[i].Max >= 0 && bounds[i].Max <= 1 {
			out = append(out, op.Region(i))
		}
	}
	return out
}

// ControlFlowSinkRegions sinks into each region the ops defined outside it
// whose users are all dominated by its entry, depth-first from the ops of
// the region (upstream's controlFlowSink). It returns the number of ops
// moved.
func ControlFlowSinkRegions(regions []*ir.Region, dom *ir.DominanceInfo,
	shouldMove func(*ir.Operation, *ir.Region) bool, moveInto func(*ir.Operation, *ir.Region)) int {
	sunk := 0
	for _, r := range regions {
		if r.Empty() {
			continue
		}
		var stack []*ir.Operation
		for b := r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				stack = append(stack, o)
			}
		}
		for len(stack) > 0 {
			user := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for i := 0; i < user.NumOperands(); i++ {
				def := user.Operand(i).DefiningOp()
				if def == nil || def.ParentRegion() == r {
					continue
				}
				if allUsersDominatedBy(def, r, dom) && shouldMove(def, r) {
					moveInto(def, r)
					sunk++
					stack = append(stack, def)
				}
			}
		}
	}
	return sunk
}

func allUsersDominatedBy(op *ir.Operation, r *ir.Region, dom *ir.DominanceInfo) bool {
	for i := 0; i < op.NumResults(); i++ {
		for u := op.Result(i).FirstUse(); u != nil; u = u.Next() {
			if !dom.Dominates(r.First(), u.Owner().Block()) {
				return false
			}
		}
	}
	return true
}
