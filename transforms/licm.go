package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "loop-invariant-code-motion",
		Name:     "LoopInvariantCodeMotion",
		Summary:  "Hoist loop invariant instructions outside of the loop",
		New:      func() (pass.Pass, *pass.Options) { return licm{}, &pass.Options{} },
	})
}

// licm hoists the memory-effect-free, speculatable ops of loop bodies
// (ops with a LoopLikeOpInterface) whose operands are defined outside the
// loop, innermost loops first.
type licm struct{}

func (licm) Run(op *ir.Operation, st *pass.State) error {
	var n int64
	op.Each(func(o *ir.Operation) {
		if l := ir.LoopLikeInterface(o); l != nil {
			n += int64(MoveLoopInvariantCode(l.LoopRegions(o),
				func(v *ir.Value, _ *ir.Region) bool { return ir.IsDefinedOutsideOfLoop(o, v) },
				func(x *ir.Operation, _ *ir.Region) bool { return ir.IsMemoryEffectFree(x) && ir.IsSpeculatable(x) },
				func(x *ir.Operation, _ *ir.Region) { x.MoveBefore(o) }))
		}
	})
	if n == 0 {
		st.MarkUnchanged()
	}
	return nil
}

// MoveLoopInvariantCode moves out of regions the ops whose operands are all
// defined outside (definedOutside) and that may move (shouldMove), with
// moveOut, rechecking the users of each moved op; it returns the number of
// ops moved (upstream's moveLoopInvariantCode).
func MoveLoopInvariantCode(regions []*ir.Region, definedOutside func(*ir.Value, *ir.Region) bool,
	shouldMove func(*ir.Operation, *ir.Region) bool, moveOut func(*ir.Operation, *ir.Region)) int {
	moved := 0
	for _, r := range regions {
		var queue []*ir.Operation
		for b := r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				queue = append(queue, o)
			}
		}
		for len(queue) > 0 {
			o := queue[0]
			queue = queue[1:]
			if o.ParentRegion() != r {
				continue
			}
			if !shouldMove(o, r) || !canBeHoisted(o, func(v *ir.Value) bool { return definedOutside(v, r) }) {
				continue
			}
			moveOut(o, r)
			moved++
			for i := 0; i < o.NumResults(); i++ {
				for u := o.Result(i).FirstUse(); u != nil; u = u.Next() {
					if u.Owner().ParentRegion() == r {
						queue = append(queue, u.Owner())
					}
				}
			}
		}
	}
	return moved
}

// canBeHoisted: op is no terminator and every value used in it (or in its
// regions) comes from outside or from inside op itself.
func canBeHoisted(op *ir.Operation, outside func(*ir.Value) bool) bool {
	if op.HasTrait(ir.TraitTerminator) {
		return false
	}
	return op.Walk(func(child *ir.Operation) ir.WalkResult {
		for i := 0; i < child.NumOperands(); i++ {
			v := child.Operand(i)
			if r := v.ParentRegion(); r != nil && r.ParentOp() != nil && op.IsAncestor(r.ParentOp()) {
				continue
			}
			if !outside(v) {
				return ir.WalkInterrupt
			}
		}
		return ir.WalkAdvance
	})
}
