package arith

import (
	"github.com/gomlir/gomlir/analysis/intrange"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

// The arith-unsigned-when-equivalent pass (upstream's
// ArithUnsignedWhenEquivalentPass): where integer range analysis proves
// the operands and results of a signed op non-negative, the op becomes its
// unsigned twin, as the conversion upstream runs does (in place, nothing
// folded).

func init() {
	pass.Register(&pass.Info{
		Argument: "arith-unsigned-when-equivalent",
		Name:     "ArithUnsignedWhenEquivalentPass",
		Summary:  "Replace signed ops with unsigned ones where they are proven equivalent",
		New:      func() (pass.Pass, *pass.Options) { return unsignedWhenEquivalent{}, &pass.Options{} },
	})
}

type unsignedWhenEquivalent struct{}

// unsignedTwins maps each signed op to the unsigned op it becomes.
var unsignedTwins = map[string]string{
	"arith.divsi": "arith.divui", "arith.ceildivsi": "arith.ceildivui", "arith.floordivsi": "arith.divui",
	"arith.remsi": "arith.remui", "arith.minsi": "arith.minui", "arith.maxsi": "arith.maxui",
	"arith.extsi": "arith.extui",
}

// unsignedPredicates maps the signed comparisons to the unsigned ones.
var unsignedPredicates = map[int64]int64{CmpISlt: CmpIUlt, CmpISle: CmpIUle, CmpISgt: CmpIUgt, CmpISge: CmpIUge}

func (unsignedWhenEquivalent) Run(root *ir.Operation, st *pass.State) error {
	a := intrange.Analyze(st.Ctx, root, intrange.DeadCodeOnly)
	nonNegative := func(v *ir.Value) bool {
		r := a.Lookup(v)
		return r.Known && r.Range.SMin.Sign() >= 0
	}
	allNonNegative := func(vs []*ir.Value) bool {
		for _, v := range vs {
			if !nonNegative(v) {
				return false
			}
		}
		return true
	}
	// As in upstream's conversion, ops are decided in order, and a value an
	// earlier replacement produced has no range.
	eligible := func(op *ir.Operation) bool {
		if !allNonNegative(op.Operands()) {
			return false
		}
		if _, ok := unsignedTwins[op.Name()]; ok {
			return allNonNegative(op.Results())
		}
		_, ok := unsignedPredicates[Predicate(op)]
		return ok && op.Name() == "arith.cmpi"
	}
	var ops []*ir.Operation
	root.WalkPre(func(op *ir.Operation) ir.WalkResult {
		if _, ok := unsignedTwins[op.Name()]; ok || op.Name() == "arith.cmpi" {
			ops = append(ops, op)
		}
		return ir.WalkAdvance
	})
	changed := false
	ctx := st.Ctx
	b := ir.NewBuilder(ctx)
	for _, op := range ops {
		if !eligible(op) {
			continue
		}
		changed = true
		st2 := &ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: op.Operands(), Types: resultTypes(op), Props: op.Props()}
		if name, ok := unsignedTwins[op.Name()]; ok {
			st2.Name = ctx.LookupOp(name)
		} else {
			pred := unsignedPredicates[Predicate(op)]
			st2.Props = nil
			st2.Attrs = []ir.NamedAttr{{Name: "predicate", Value: ctx.IntAttr(ctx.I(64), pred)}}
		}
		if d := op.Attrs(); d != nil {
			st2.Attrs = append(st2.Attrs, d.Entries...)
		}
		b.SetInsertionPoint(op)
		repl := b.Create(st2)
		op.ReplaceAllUsesWith(repl.Results())
		op.Erase()
	}
	if !changed {
		st.MarkUnchanged()
	}
	return nil
}

// resultTypes lists op's result types.
func resultTypes(op *ir.Operation) []ir.Type {
	ts := make([]ir.Type, op.NumResults())
	for i := range ts {
		ts[i] = op.Result(i).Type()
	}
	return ts
}
