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

// test-affine-parametric-tile is upstream's TestAffineLoopParametricTiling:
// each band at the top of a function is tiled by the function's leading
// index arguments.
func init() {
	pass.Register(&pass.Info{Argument: "test-affine-parametric-tile",
		Name:    "(anonymous namespace)::TestAffineLoopParametricTiling",
		Summary: "Tile affine loops using SSA values as tile sizes",
		OpName:  "func.func",
		New: func() (pass.Pass, *pass.Options) {
			return passFunc(parametricTile), &pass.Options{}
		}})
}

func parametricTile(fn *ir.Operation, st *pass.State) error {
	var bands [][]*ir.Operation
	for b := fn.Region(0).First(); b != nil; b = b.Next() {
		for op := b.First(); op != nil; op = op.NextInBlock() {
			if op.Name() == "affine.for" && op.IsRegistered() {
				bands = append(bands, affine.PerfectlyNestedLoops(op))
			}
		}
	}
	for _, band := range bands {
		top := band[0]
		args := top.ParentRegion().First().Args()
		if len(args) < len(band) {
			st.Report(top.EmitError("too few tile sizes provided in the argument list of the function which contains the current band"))
			return nil
		}
		sizes := args[:len(band)]
		for _, a := range sizes {
			if _, ok := a.Type().(*ir.IndexType); !ok {
				st.Report(top.EmitError("expected tiling parameters to be of index type"))
				return nil
			}
		}
		affine.TilePerfectlyNestedParametric(st.Ctx, band, sizes)
	}
	return nil
}

// test-loop-permutation is upstream's TestLoopPermutation: every maximal
// perfect affine.for nest as deep as the permutation is permuted by it,
// innermost nests first.
func init() {
	pass.Register(&pass.Info{Argument: "test-loop-permutation",
		Name:    "(anonymous namespace)::TestLoopPermutation",
		Summary: "Tests affine loop permutation utility",
		New: func() (pass.Pass, *pass.Options) {
			var perm []string
			check := false
			o := &pass.Options{}
			o.UintList("permutation-map", "Specify the loop permutation", &perm)
			o.Bool("check-validity", "Check validity of the loop permutation", &check, false)
			return passFunc(func(root *ir.Operation, st *pass.State) error {
				permMap := make([]int, len(perm))
				for i, p := range perm {
					v, _ := strconv.ParseUint(p, 0, 32)
					permMap[i] = int(v)
				}
				var loops []*ir.Operation
				root.Walk(func(op *ir.Operation) ir.WalkResult {
					if op.Name() == "affine.for" && op.IsRegistered() {
						loops = append(loops, op)
					}
					return ir.WalkAdvance
				})
				for _, l := range loops {
					nest := affine.PerfectlyNestedLoops(l)
					if len(nest) < 2 || len(nest) != len(permMap) || !affine.IsPermutation(permMap) {
						continue
					}
					if check && !affine.ValidLoopInterchangePermutation(st.Ctx, nest, permMap) {
						continue
					}
					affine.PermuteLoops(nest, permMap)
				}
				return nil
			}), o
		}})
}
