package scf

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{Argument: "scf-for-loop-range-folding", Name: "SCFForLoopRangeFolding",
		Summary: "Fold add/mul ops into loop range", Dependent: []string{"arith", "scf"},
		New: func() (pass.Pass, *pass.Options) {
			return passFunc(func(root *ir.Operation, st *pass.State) error {
				for _, op := range opsNamed(root, "scf.for") {
					foldLoopRange(st.Ctx, op)
				}
				return nil
			}), &pass.Options{}
		}})
}

// foldLoopRange folds the arith.addi or arith.muli that is the only use of
// the induction variable (with its other operand defined outside) into the
// loop bounds (a product also scales the step), until no more such op is
// found.
func foldLoopRange(ctx *ir.Context, op *ir.Operation) {
	iv := op.Region(0).First().Arg(0)
	for iv.HasOneUse() {
		user := iv.FirstUse().Owner()
		isAdd, isMul := user.Name() == "arith.addi", user.Name() == "arith.muli"
		if !isAdd && !isMul {
			return
		}
		for _, v := range user.Operands() {
			if v != iv && !ir.IsDefinedOutsideOfLoop(op, v) {
				return
			}
		}
		fold := func(i int) {
			m := ir.NewMapping()
			m.Map(iv, op.Operand(i))
			c := user.Clone(ctx, m)
			op.Block().InsertBefore(c, op)
			op.SetOperand(i, c.Result(0))
		}
		fold(0)
		fold(1)
		if isMul {
			fold(2)
		}
		user.ReplaceAllUsesWith([]*ir.Value{iv})
		user.Erase()
	}
}
