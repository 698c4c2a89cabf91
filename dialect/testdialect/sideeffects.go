package testdialect

import (
	"strconv"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "test-side-effects",
		Name:     "(anonymous namespace)::SideEffectsPass",
		Summary:  "Test side effects interfaces",
		OpName:   "builtin.module",
		New:      func() (pass.Pass, *pass.Options) { return sideEffectsPass{}, &pass.Options{} },
	})
}

// sideEffectsPass is upstream's SideEffectsPass: a remark on every op
// that describes its memory effects (terminators aside), naming each
// effect, the value it applies to and its resource.
type sideEffectsPass struct{}

var effectNames = [...]string{ir.EffectAllocate: "'allocate'", ir.EffectFree: "'free'", ir.EffectRead: "'read'", ir.EffectWrite: "'write'"}

func (sideEffectsPass) Run(module *ir.Operation, st *pass.State) error {
	module.Walk(func(op *ir.Operation) ir.WalkResult {
		effects, known := ir.OpEffects(op)
		if !known || op.HasTrait(ir.TraitTerminator) {
			return ir.WalkAdvance
		}
		if len(effects) == 0 {
			st.Ctx.Report(op.EmitRemark("operation has no memory effects"))
			return ir.WalkAdvance
		}
		for _, e := range effects {
			msg := "found an instance of " + effectNames[e.Effect]
			if e.Value != nil {
				msg += valueRole(op, e.Value) + ","
			}
			res := e.Resource
			if res == "" {
				res = "<Default>"
			}
			st.Ctx.Report(op.EmitRemark("%s on resource '%s'", msg, res))
		}
		return ir.WalkAdvance
	})
	return nil
}

// valueRole names v as an operand, a result or a block argument of op.
func valueRole(op *ir.Operation, v *ir.Value) string {
	for i, o := range op.Operands() {
		if o == v {
			return " on op operand " + strconv.Itoa(i)
		}
	}
	for i, r := range op.Results() {
		if r == v {
			return " on op result " + strconv.Itoa(i)
		}
	}
	return " on block argument"
}
