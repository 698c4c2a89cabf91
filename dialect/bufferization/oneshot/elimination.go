package oneshot

import (
	"github.com/gomlir/gomlir/dialect/tensor"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

// Empty tensor elimination (upstream's EmptyTensorElimination): after the
// One-Shot analysis, a tensor.empty whose equivalent value is inserted in
// place into a subset of a destination (tensor.insert_slice,
// tensor.parallel_insert_slice, bufferization.materialize_in_destination)
// is replaced by an extraction of that subset, so that no buffer is
// allocated for it.

func init() {
	pass.Register(&pass.Info{
		Argument:  "eliminate-empty-tensors",
		Name:      "EmptyTensorElimination",
		Summary:   "Try to eliminate all tensor.empty ops.",
		Dependent: []string{"tensor"},
		New:       func() (pass.Pass, *pass.Options) { return emptyTensorElimination{}, &pass.Options{} },
	})
}

type emptyTensorElimination struct{}

func (emptyTensorElimination) Run(op *ir.Operation, st *pass.State) error {
	opts := DefaultOptions()
	opts.AllowReturnAllocsFromLoops = true
	s := newOneShotState(st.Ctx, op, opts)
	if op.Name() == "builtin.module" {
		opts.BufferizeFunctionBoundaries = true
		if err := s.analyzeModuleOp(op); err != nil {
			return passError(st.Ctx, err)
		}
	} else if err := s.AnalyzeOp(op); err != nil {
		return passError(st.Ctx, err)
	}
	EliminateEmptyTensors(st.Ctx, op, s)
	return nil
}

// EliminateEmptyTensors is upstream's eliminateEmptyTensors.
func EliminateEmptyTensors(ctx *ir.Context, op *ir.Operation, s *State) {
	rw := NewRewriter(ctx, s.Opts, s)
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		sub, ok := ir.OpInterface[SubsetInsertion](o)
		if !ok {
			return ir.WalkAdvance
		}
		source, _ := sub.SubsetOperands(o)
		if !s.IsInPlace(source) {
			return ir.WalkAdvance
		}
		var visited operandSet
		visited.add(source)
		empties := s.findInReverseUseDefChainVisited(source, func(v *ir.Value) bool {
			d := v.DefiningOp()
			return d != nil && d.Name() == "tensor.empty"
		}, traversal{followEquivalentOnly: true, followSameTypeOrCasts: true}, &visited)
		for _, v := range empties {
			empty := v.DefiningOp()
			var use *ir.OpOperand
			for _, u := range visited.list {
				if u.Get() == v {
					use = u
					break
				}
			}
			if use == nil {
				continue
			}
			user := use.Owner()
			needed := sub.NeededValues(o)
			at := validInsertionPoint(s.dom, empty, user, needed)
			if at == nil {
				// Move the definitions of the needed values before the user.
				if !moveValueDefinitions(s.dom, needed, user) {
					continue
				}
				at = user
			}
			rw.SetInsertionPoint(at)
			repl := sub.BuildSubsetExtraction(o, rw, empty.Loc())
			if repl.DefiningOp() == empty {
				continue
			}
			if repl.Type() != v.Type() {
				if elemOf(repl.Type()) != elemOf(v.Type()) {
					continue
				}
				setInsertionPointAfterValue(rw.Builder, repl)
				repl = tensor.BuildCastOp(rw.Builder, v.Loc(), repl, v.Type()).Result(0)
			}
			user.SetOperand(use.Index(), repl)
			s.definitions = map[*ir.Value][]*ir.Value{}
		}
		return ir.WalkAdvance
	})
}

// validInsertionPoint is upstream's findValidInsertionPoint: the empty op
// itself, or the first op after the definition of a needed value, where
// all needed values are in scope and which dominates the user.
func validInsertionPoint(dom *ir.DominanceInfo, empty, user *ir.Operation, needed []*ir.Value) *ir.Operation {
	candidates := []*ir.Operation{empty}
	for _, v := range needed {
		if d := v.DefiningOp(); d != nil {
			candidates = append(candidates, d.NextInBlock())
		} else {
			candidates = append(candidates, v.OwnerBlock().First())
		}
	}
	dominates := func(a, b *ir.Operation) bool { return a == b || dom.OpProperlyDominates(a, b) }
next:
	for _, at := range candidates {
		if at == nil {
			continue
		}
		for _, v := range needed {
			if d := v.DefiningOp(); d != nil {
				if !dom.OpProperlyDominates(d, at) {
					continue next
				}
			} else if findAncestorOpInBlock(v.OwnerBlock(), at) == nil {
				continue next
			}
		}
		if dominates(at, user) {
			return at
		}
	}
	return nil
}

// moveValueDefinitions is upstream's function of the same name: the pure
// ops of the values' backward slices in at's block that do not dominate at
// move before it, in block order; it fails on block arguments, values of
// other blocks, side effects and slices containing at.
func moveValueDefinitions(dom *ir.DominanceInfo, values []*ir.Value, at *ir.Operation) bool {
	slice := map[*ir.Operation]bool{}
	var visit func(op *ir.Operation) bool
	visit = func(op *ir.Operation) bool {
		if slice[op] || dom.OpProperlyDominates(op, at) {
			return true
		}
		if op == at || !ir.IsPure(op) {
			return false
		}
		slice[op] = true
		for _, v := range op.Operands() {
			if d := v.DefiningOp(); d != nil && d.Block() == at.Block() && !visit(d) {
				return false
			}
		}
		return true
	}
	for _, v := range values {
		if dom.ProperlyDominates(v, at) {
			continue
		}
		d := v.DefiningOp()
		if d == nil || d.Block() != at.Block() || !visit(d) {
			return false
		}
	}
	var order []*ir.Operation
	for _, op := range at.Block().Ops() {
		if slice[op] {
			order = append(order, op)
		}
	}
	for _, op := range order {
		op.MoveBefore(at)
	}
	return true
}

// Subset extraction of tensor.insert_slice and tensor.parallel_insert_slice:
// an extract_slice of the destination at the same offsets, sizes, strides.

func (insertSliceSubset) NeededValues(op *ir.Operation) []*ir.Value {
	offs, sizes, strides := mixedLists(op)
	var out []*ir.Value
	for _, l := range [][]ir.FoldResult{offs, sizes, strides} {
		out = append(out, dynamicOf(l)...)
	}
	return append(out, op.Operand(1))
}

func (insertSliceSubset) BuildSubsetExtraction(op *ir.Operation, rw *Rewriter, loc ir.Location) *ir.Value {
	offs, sizes, strides := mixedLists(op)
	return tensor.NewExtractSlice(rw.Rewriter, loc, op.Operand(0).Type(), op.Operand(1), offs, sizes, strides).Result(0)
}

// bufferization.materialize_in_destination inserts into the whole
// destination.

func (materializeModel) SubsetOperands(op *ir.Operation) (*ir.OpOperand, *ir.OpOperand) {
	return op.OpOperand(0), op.OpOperand(1)
}

func (materializeModel) IsEquivalentSubset(op *ir.Operation, v *ir.Value, equiv func(a, b *ir.Value) bool) bool {
	return equiv(v, op.Operand(1))
}

func (materializeModel) NeededValues(op *ir.Operation) []*ir.Value { return []*ir.Value{op.Operand(1)} }

func (materializeModel) BuildSubsetExtraction(op *ir.Operation, _ *Rewriter, _ ir.Location) *ir.Value {
	return op.Operand(1)
}

// BufferizesToElementwiseAccess: elements are copied from source to
// destination once, so a copied element is not read again.
func (materializeModel) BufferizesToElementwiseAccess(*ir.Operation, *State, []*ir.OpOperand) bool {
	return true
}
