package scf

import (
	"math"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	for _, p := range []struct {
		arg, name, summary, op string
		f                      func(rw *rewrite.Rewriter, op *ir.Operation)
	}{
		{"scf-for-loop-specialization", "SCFForLoopSpecialization", "Specialize `for` loops for vectorization", "scf.for", specializeForLoop},
		{"scf-parallel-loop-specialization", "SCFParallelLoopSpecialization", "Specialize parallel loops for vectorization", "scf.parallel", specializeParallelLoop},
	} {
		p := p
		pass.Register(&pass.Info{Argument: p.arg, Name: p.name, Summary: p.summary,
			Dependent: []string{"affine", "arith", "scf"},
			New: func() (pass.Pass, *pass.Options) {
				return passFunc(func(root *ir.Operation, st *pass.State) error {
					rw := rewrite.NewRewriter(st.Ctx, nil)
					for _, o := range opsNamed(root, p.op) {
						p.f(rw, o)
					}
					return nil
				}), &pass.Options{}
			}})
	}
}

// opsNamed returns the ops named name nested in root, in post-order.
func opsNamed(root *ir.Operation, name string) []*ir.Operation {
	var ops []*ir.Operation
	root.Walk(func(o *ir.Operation) ir.WalkResult {
		if o != root && o.Name() == name {
			ops = append(ops, o)
		}
		return ir.WalkAdvance
	})
	return ops
}

// minConstant returns the smallest constant result of the affine.min
// defining v.
func minConstant(v *ir.Value) (int64, bool) {
	d := v.DefiningOp()
	if d == nil || d.Name() != "affine.min" {
		return 0, false
	}
	m, ok := d.InherentAttr("map").(*ir.AffineMapAttr)
	if !ok {
		return 0, false
	}
	best := int64(math.MaxInt64)
	for _, e := range m.Map.Results {
		if c, ok := e.(*affine.ConstantExpr); ok && c.Value < best {
			best = c.Value
		}
	}
	return best, best != math.MaxInt64
}

// specializeInIf replaces op by `scf.if cond { op with m } else { op }`.
func specializeInIf(rw *rewrite.Rewriter, op *ir.Operation, cond *ir.Value, m *ir.Mapping) {
	ifOp := createIf(rw, op.Loc(), nil, cond)
	for r := 0; r < 2; r++ {
		b := addBlock(ifOp.Region(r))
		rw.SetInsertionPointToEnd(b)
		createYield(rw, op.Loc(), nil)
		rw.SetInsertionPoint(b.Last())
		mapping := m
		if r == 1 {
			mapping = ir.NewMapping()
		}
		rw.Insert(op.Clone(rw.Ctx, mapping))
	}
	op.Erase()
}

// specializeParallelLoop is upstream's specializeParallelLoopForUnrolling:
// a loop whose upper bounds are all affine.min ops with a constant gets a
// version for those constant bounds.
func specializeParallelLoop(rw *rewrite.Rewriter, op *ir.Operation) {
	_, ubs, _, _ := parallelBounds(op)
	consts := make([]int64, len(ubs))
	for i, ub := range ubs {
		c, ok := minConstant(ub)
		if !ok {
			return
		}
		consts[i] = c
	}
	rw.SetInsertionPoint(op)
	m := ir.NewMapping()
	var cond *ir.Value
	i1 := rw.Ctx.IntegerType(1, ir.Signless)
	for i, ub := range ubs {
		c := createIndexConstant(rw, op.Loc(), consts[i])
		cmp := createCmpEq(rw, op.Loc(), ub, c)
		if cond == nil {
			cond = cmp
		} else {
			cond = arith.BuildAndIOp(rw.Builder, op.Loc(), cond, cmp, i1).Result()
		}
		m.Map(ub, c)
	}
	specializeInIf(rw, op, cond, m)
}

// specializeForLoop is upstream's specializeForLoopForUnrolling.
func specializeForLoop(rw *rewrite.Rewriter, op *ir.Operation) {
	ub := op.Operand(1)
	c, ok := minConstant(ub)
	if !ok {
		return
	}
	rw.SetInsertionPoint(op)
	k := arith.BuildConstantOp(rw.Builder, op.Loc(), ub.Type(), ir.NamedAttr{Name: "value", Value: rw.Ctx.IntAttr(ub.Type(), c)}).Result()
	cond := createCmpEq(rw, op.Loc(), ub, k)
	m := ir.NewMapping()
	m.Map(ub, k)
	specializeInIf(rw, op, cond, m)
}

// createCmpEq builds `arith.cmpi eq, a, b`.
func createCmpEq(rw *rewrite.Rewriter, loc ir.Location, a, b *ir.Value) *ir.Value {
	i64 := rw.Ctx.IntegerType(64, ir.Signless)
	return arith.BuildCmpIOp(rw.Builder, loc, a, b, rw.Ctx.IntegerType(1, ir.Signless),
		ir.NamedAttr{Name: "predicate", Value: rw.Ctx.IntAttr(i64, arith.CmpIEq)}).Result()
}
