package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "affine-loop-invariant-code-motion",
		Name:     "AffineLoopInvariantCodeMotion",
		Summary:  "Hoist loop invariant instructions outside of affine loops",
		OpName:   "func.func",
		New:      func() (pass.Pass, *pass.Options) { return affineLICM{}, &pass.Options{} },
	})
}

// affineLICM is upstream's affine LoopInvariantCodeMotion: the invariant
// ops of every affine.for, innermost loops first, move before the loop.
type affineLICM struct{}

func (affineLICM) Run(fn *ir.Operation, _ *pass.State) error {
	var loops []*ir.Operation
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "affine.for" && op.IsRegistered() {
			loops = append(loops, op)
		}
		return ir.WalkAdvance
	})
	for _, loop := range loops {
		hoistInvariants(loop)
	}
	return nil
}

// licmState is the state of one loop's analysis: the ops whose results
// have uses (or that access memory) and the invariant ones.
type licmState struct {
	loop      forLoop
	withUsers map[*ir.Operation]bool
	toHoist   map[*ir.Operation]bool
}

// hoistInvariants is upstream's runOnAffineForOp.
func hoistInvariants(loop *ir.Operation) {
	s := &licmState{loop: forLoop{loop}, withUsers: map[*ir.Operation]bool{}, toHoist: map[*ir.Operation]bool{}}
	var move []*ir.Operation
	for op := s.loop.body().First(); op != nil; op = op.NextInBlock() {
		if hasUses(op) {
			s.withUsers[op] = true
		}
		if op.Name() != "affine.yield" && s.invariant(op) {
			move = append(move, op)
		}
	}
	for _, op := range move {
		op.MoveBefore(loop)
	}
}

func hasUses(op *ir.Operation) bool {
	for _, r := range op.Results() {
		if r.FirstUse() != nil {
			return true
		}
	}
	return false
}

// isAffineAccess reports whether op is an affine read or write (upstream's
// AffineReadOpInterface / AffineWriteOpInterface) and returns its memref
// and whether it writes.
func isAffineAccess(op *ir.Operation) (memref *ir.Value, write, ok bool) {
	if !op.IsRegistered() {
		return nil, false, false
	}
	switch op.Name() {
	case "affine.load", "affine.vector_load":
		return op.Operand(0), false, true
	case "affine.store", "affine.vector_store":
		return op.Operand(1), true, true
	}
	return nil, false, false
}

// hasEffectOn reports whether op declares an effect of kind e on v.
func hasEffectOn(op *ir.Operation, e ir.MemoryEffect, v *ir.Value) bool {
	effects, known := ir.OpEffects(op)
	if !known {
		return false
	}
	for _, x := range effects {
		if x.Effect == e && x.Value == v {
			return true
		}
	}
	return false
}

// invariant is upstream's isOpLoopInvariant.
func (s *licmState) invariant(op *ir.Operation) bool {
	name := op.Name()
	memref, write, access := isAffineAccess(op)
	switch {
	case op.IsRegistered() && name == "affine.if":
		if !s.regionInvariant(op.Region(0)) || !s.regionInvariant(op.Region(1)) {
			return false
		}
	case op.IsRegistered() && (name == "affine.for" || name == "affine.parallel"):
		if !s.regionInvariant(op.Region(0)) {
			return false
		}
	case !access && !ir.IsMemoryEffectFree(op):
		return false
	case access:
		s.withUsers[op] = true
		for u := memref.FirstUse(); u != nil; u = u.Next() {
			user := u.Owner()
			if user == op {
				continue
			}
			if hasEffectOn(user, ir.EffectWrite, memref) || (hasEffectOn(user, ir.EffectRead, memref) && write) {
				for p := user.ParentOp(); p != nil; p = p.ParentOp() {
					if p == s.loop.op {
						return false
					}
				}
			}
		}
	}
	iv, iterArgs := s.loop.iv(), s.loop.iterArgs()
	for _, v := range op.Operands() {
		if v == iv {
			return false
		}
		for _, a := range iterArgs {
			if v == a {
				return false
			}
		}
		if def := v.DefiningOp(); def != nil && s.withUsers[def] && !s.toHoist[def] {
			return false
		}
	}
	s.toHoist[op] = true
	return true
}

// regionInvariant is upstream's areAllOpsInTheBlockListInvariant.
func (s *licmState) regionInvariant(r *ir.Region) bool {
	for b := r.First(); b != nil; b = b.Next() {
		for op := b.First(); op != nil; op = op.NextInBlock() {
			if !s.invariant(op) {
				return false
			}
		}
	}
	return true
}
