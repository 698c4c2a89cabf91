package scf

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	var patterns []rewrite.Pattern
	for _, dim := range []string{"tensor.dim", "memref.dim"} {
		patterns = append(patterns,
			pattern("DimOfIterArgFolder", dim, dimOfIterArgFolder),
			pattern("DimOfLoopResultFolder", dim, dimOfLoopResultFolder))
	}
	set := rewrite.NewPatternSet(patterns)
	pass.Register(&pass.Info{Argument: "scf-for-loop-canonicalization", Name: "SCFForLoopCanonicalization",
		Summary: "Canonicalize operations within scf.for loop bodies", Dependent: []string{"affine", "memref", "scf", "tensor"},
		New: func() (pass.Pass, *pass.Options) {
			return passFunc(func(op *ir.Operation, st *pass.State) error {
				if !ApplyPatternsGreedily(st.Ctx, op, set) {
					return pass.ErrFailed
				}
				return nil
			}), &pass.Options{}
		}})
}

// isShapePreserving reports whether the arg-th value an scf.for yields
// always has the runtime shape of the arg-th iter_arg: it is the iter_arg
// itself, reached through tensor.insert_slice destinations and the inits
// of shape-preserving nested loops.
func isShapePreserving(op *ir.Operation, arg int) bool {
	v := op.Region(0).First().Last().Operand(arg)
	iterArg := forIterArgs(op)[arg]
	for v != nil {
		if v == iterArg {
			return true
		}
		d := v.DefiningOp()
		switch {
		case d == nil:
			return false
		case d.Name() == "tensor.insert_slice" && d.NumOperands() > 1:
			v = d.Operand(1)
		case d.Name() == "scf.for" && isShapePreserving(d, v.Index()):
			v = d.Operand(3 + v.Index())
		default:
			v = nil
		}
	}
	return false
}

// dimOfIterArgFolder makes a tensor.dim or memref.dim of a shape-preserving
// scf.for iter_arg read its init instead.
func dimOfIterArgFolder(dim *ir.Operation, rw *rewrite.Rewriter) bool {
	src := dim.Operand(0)
	if !src.IsBlockArgument() || src.Index() == 0 {
		return false
	}
	loop := src.OwnerBlock().ParentOp()
	if loop == nil || loop.Name() != "scf.for" || !isShapePreserving(loop, src.Index()-1) {
		return false
	}
	rw.ModifyOpInPlace(dim, func() { dim.SetOperand(0, loop.Operand(3+src.Index()-1)) })
	return true
}

// dimOfLoopResultFolder makes a dim of a shape-preserving scf.for result
// read the corresponding init.
func dimOfLoopResultFolder(dim *ir.Operation, rw *rewrite.Rewriter) bool {
	src := dim.Operand(0)
	loop := src.DefiningOp()
	if loop == nil || loop.Name() != "scf.for" || !isShapePreserving(loop, src.Index()) {
		return false
	}
	rw.ModifyOpInPlace(dim, func() { dim.SetOperand(0, loop.Operand(3+src.Index())) })
	return true
}
