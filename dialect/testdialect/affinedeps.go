package testdialect

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

// test-memref-dependence-check is upstream's TestMemRefDependenceCheck:
// a remark on every affine.load and affine.store for its dependence to
// every other at each depth.
func init() {
	pass.Register(&pass.Info{Argument: "test-memref-dependence-check",
		Name:    "(anonymous namespace)::TestMemRefDependenceCheck",
		Summary: "Checks dependences between all pairs of memref accesses.",
		New: func() (pass.Pass, *pass.Options) {
			return passFunc(checkDependences), &pass.Options{}
		}})
}

func checkDependences(root *ir.Operation, st *pass.State) error {
	var ops []*ir.Operation
	root.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.IsRegistered() && (op.Name() == "affine.load" || op.Name() == "affine.store") {
			ops = append(ops, op)
		}
		return ir.WalkAdvance
	})
	ctx := st.Ctx
	for i, src := range ops {
		sa, _ := affine.NewMemRefAccess(src)
		for j, dst := range ops {
			da, _ := affine.NewMemRefAccess(dst)
			n := affine.NumCommonSurroundingLoops(src, dst)
			for d := 1; d <= n+1; d++ {
				var comps []affine.DependenceComponent
				switch affine.CheckMemrefAccessDependence(ctx, sa, da, d, &comps, false) {
				case affine.DependenceFailure:
					st.Report(src.EmitError("dependence check failed"))
				case affine.NoDependence:
					st.Report(src.EmitRemark("dependence from %d to %d at depth %d = false", i, j, d))
				default:
					st.Report(src.EmitRemark("dependence from %d to %d at depth %d = %s", i, j, d, directionString(n, d, comps)))
				}
			}
		}
	}
	return nil
}

// directionString is upstream's getDirectionVectorStr for a dependence.
func directionString(numCommon, depth int, comps []affine.DependenceComponent) string {
	if len(comps) == 0 || depth > numCommon {
		return "true"
	}
	var sb strings.Builder
	for _, c := range comps {
		lb, ub := "-inf", "+inf"
		if c.Lb != affine.NoLowerBound {
			lb = strconv.FormatInt(c.Lb, 10)
		}
		if c.Ub != affine.NoUpperBound {
			ub = strconv.FormatInt(c.Ub, 10)
		}
		fmt.Fprintf(&sb, "[%s, %s]", lb, ub)
	}
	return sb.String()
}

// test-memref-bound-check is upstream's TestMemRefBoundCheck: an error on
// every affine load and store that may access its memref out of bounds.
func init() {
	pass.Register(&pass.Info{Argument: "test-memref-bound-check",
		Name:    "(anonymous namespace)::TestMemRefBoundCheck",
		Summary: "Check memref access bounds",
		New: func() (pass.Pass, *pass.Options) {
			return passFunc(func(root *ir.Operation, st *pass.State) error {
				root.Walk(func(op *ir.Operation) ir.WalkResult {
					affine.BoundCheckAccess(st.Ctx, op, st.Report)
					return ir.WalkAdvance
				})
				return nil
			}), &pass.Options{}
		}})
}
