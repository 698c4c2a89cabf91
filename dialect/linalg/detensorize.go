package linalg

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// The linalg-detensorize pass (upstream's Detensorize.cpp): linalg.generic
// ops on 0-d tensors become their scalar bodies, and the block arguments
// and branch operands carrying such tensors between blocks become
// scalars, as a cost model decides.

func init() {
	pass.Register(&pass.Info{
		Argument:  "linalg-detensorize",
		Name:      "LinalgDetensorizePass",
		Summary:   "Detensorize linalg ops",
		Interface: "FunctionOpInterface",
		New: func() (pass.Pass, *pass.Options) {
			p := &detensorize{}
			o := &pass.Options{}
			o.Bool("aggressive-mode", "Detensorize all ops that qualify for detensoring along with branch operands and basic-block arguments.",
				&p.aggressive, false)
			return p, o
		},
	})
}

// detensorize is the linalg-detensorize pass.
type detensorize struct{ aggressive bool }

// detensorizeTypeConverter is DetensorizeTypeConverter: 0-d tensors become
// their element type (through tensor.extract), and scalars go back into
// tensors through tensor.from_elements.
func detensorizeTypeConverter(ctx *ir.Context) *conversion.TypeConverter {
	tc := conversion.NewTypeConverter()
	tc.AddIdentityConversion()
	tc.AddTypeConversion(func(t ir.Type) (ir.Type, conversion.Result) {
		switch x := t.(type) {
		case *ir.RankedTensorType:
			if len(x.Shape) == 0 {
				return x.Elem, conversion.Converted
			}
			return t, conversion.Converted
		case *ir.UnrankedTensorType:
			return t, conversion.Converted
		}
		return nil, conversion.NotHandled
	})
	tc.AddTargetMaterialization(func(b *ir.Builder, ts []ir.Type, inputs []*ir.Value, loc ir.Location, _ ir.Type) []*ir.Value {
		return b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("tensor.extract"), Operands: inputs[:1],
			Types: []ir.Type{elementTypeOrSelf(inputs[0].Type())}}).Results()
	})
	tc.AddSourceMaterialization(func(b *ir.Builder, _ ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
		if len(inputs) != 1 || isTensor(inputs[0].Type()) {
			return nil
		}
		return b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("tensor.from_elements"), Operands: inputs,
			Types: []ir.Type{ctx.RankedTensorType(nil, inputs[0].Type(), nil)}}).Result(0)
	})
	return tc
}

// shouldBeDetensored reports whether op is a linalg.generic all of whose
// operands are 0-d tensors.
func shouldBeDetensored(op *ir.Operation, tc *conversion.TypeConverter) bool {
	if op == nil || op.Name() != "linalg.generic" {
		return false
	}
	for _, v := range op.Operands() {
		if tc.IsLegalType(v.Type()) {
			return false
		}
	}
	return true
}

// predecessorUses calls f with each branch into b (in use-list order):
// the terminator and the successor index.
func predecessorUses(b *ir.Block, f func(term *ir.Operation, succ int) bool) {
	for u := b.FirstPredecessorUse(); u != nil; u = u.NextUse() {
		if !f(u.Owner(), u.Index()) {
			return
		}
	}
}

// forwardedOperand returns the index of the operand of branch term
// forwarded to argument arg of successor succ (false when the successor
// takes no operands or the branch produces that argument itself).
func forwardedOperand(term *ir.Operation, succ, arg int) (int, bool) {
	br := ir.BranchInterface(term)
	if br == nil {
		return 0, false
	}
	start, n := br.SuccessorOperands(term, succ)
	produced := ir.ProducedOperandCount(term, succ)
	if n+produced == 0 || arg < produced || arg-produced >= n {
		return 0, false
	}
	return start + arg - produced, true
}

// successorArgument is getSuccessorBlockArgument: the block argument
// operand i of branch term is forwarded to.
func successorArgument(term *ir.Operation, i int) *ir.Value {
	br := ir.BranchInterface(term)
	for s := 0; s < term.NumSuccessors(); s++ {
		start, n := br.SuccessorOperands(term, s)
		if i >= start && i < start+n {
			return term.Successor(s).Arg(i - start + ir.ProducedOperandCount(term, s))
		}
	}
	return nil
}

// detensorPlan is what a cost model decides: the generics to detensor and
// the non-entry block arguments to convert.
type detensorPlan struct {
	ops  map[*ir.Operation]bool
	args map[*ir.Value]bool
}

// aggressivePlan is AggressiveDetensoringModel: every generic that can be
// and every non-entry block argument.
func aggressivePlan(body *ir.Region, tc *conversion.TypeConverter) detensorPlan {
	p := detensorPlan{ops: map[*ir.Operation]bool{}, args: map[*ir.Value]bool{}}
	for b := body.First(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.NextInBlock() {
			o.Walk(func(n *ir.Operation) ir.WalkResult {
				if shouldBeDetensored(n, tc) {
					p.ops[n] = true
				}
				return ir.WalkAdvance
			})
		}
		if b != body.First() {
			for _, a := range b.Args() {
				p.args[a] = true
			}
		}
	}
	return p
}

// controlFlowPlan is ControlFlowDetectionModel: starting from the
// operands of cf branches, the generics and block arguments of the
// values that flow into control flow.
func controlFlowPlan(funcOp *ir.Operation, tc *conversion.TypeConverter) detensorPlan {
	p := detensorPlan{ops: map[*ir.Operation]bool{}, args: map[*ir.Value]bool{}}
	var work []*ir.Value
	for _, name := range []string{"cf.cond_br", "cf.br"} {
		funcOp.Walk(func(o *ir.Operation) ir.WalkResult {
			if o.Name() == name {
				work = append(work, o.Operands()...)
			}
			return ir.WalkAdvance
		})
	}
	visitedValues := map[*ir.Value]bool{}
	visitedOps := map[*ir.Operation]bool{}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		if visitedValues[v] {
			continue
		}
		visitedValues[v] = true
		var block *ir.Block
		if def := v.DefiningOp(); def != nil {
			block = def.Block()
		} else {
			block = v.OwnerBlock()
		}
		if term := block.Last(); term != nil && ir.BranchInterface(term) != nil {
			for i, w := range term.Operands() {
				if w != v {
					continue
				}
				if a := successorArgument(term, i); a != nil && !p.args[a] {
					work = append(work, a)
				}
			}
		}
		for _, u := range v.Users() {
			work = append(work, u.Results()...)
		}
		if v.IsBlockArgument() {
			if block.IsEntry() {
				continue
			}
			p.args[v] = true
			giveUp := false
			predecessorUses(block, func(term *ir.Operation, succ int) bool {
				if ir.BranchInterface(term) == nil {
					giveUp = true
					return false
				}
				if i, ok := forwardedOperand(term, succ, v.Index()); ok {
					work = append(work, term.Operand(i))
				}
				return true
			})
			if giveUp {
				return detensorPlan{ops: map[*ir.Operation]bool{}, args: map[*ir.Value]bool{}}
			}
			continue
		}
		def := v.DefiningOp()
		if visitedOps[def] {
			continue
		}
		visitedOps[def] = true
		if def.Name() == "linalg.generic" {
			if p.ops[def] || !shouldBeDetensored(def, tc) {
				continue
			}
			p.ops[def] = true
			nIn, _ := groupRangeOf(def)
			work = append(work, def.Operands()[:nIn]...)
			continue
		}
		if def.Name() == "tensor.from_elements" {
			continue
		}
		scalar := true
		for _, t := range def.ResultTypes() {
			switch t.(type) {
			case *ir.IntegerType, *ir.FloatType:
			default:
				scalar = false
			}
		}
		if scalar {
			work = append(work, def.Operands()...)
		}
	}
	// Arguments fed by a generic that stays are not converted either.
	var remove []*ir.Value
	for a := range p.args {
		predecessorUses(a.OwnerBlock(), func(term *ir.Operation, succ int) bool {
			i, ok := forwardedOperand(term, succ, a.Index())
			if !ok {
				return true
			}
			if def := term.Operand(i).DefiningOp(); def != nil && def.Name() == "linalg.generic" && !p.ops[def] {
				remove = append(remove, a)
				return false
			}
			return true
		})
	}
	for _, a := range remove {
		delete(p.args, a)
	}
	return p
}

// branchOperands is computeBranchOpDetensoring: per branch op, the
// operands forwarded to the block arguments to convert.
func (p detensorPlan) branchOperands() map[*ir.Operation]map[int]bool {
	out := map[*ir.Operation]map[int]bool{}
	for a := range p.args {
		predecessorUses(a.OwnerBlock(), func(term *ir.Operation, succ int) bool {
			if i, ok := forwardedOperand(term, succ, a.Index()); ok {
				if out[term] == nil {
					out[term] = map[int]bool{}
				}
				out[term][i] = true
			}
			return true
		})
	}
	return out
}

// groupRangeOf returns the number of inputs and inits of a structured op.
func groupRangeOf(op *ir.Operation) (int, int) {
	g, ok := viewGeneric(op)
	if !ok {
		return 0, 0
	}
	return g.nIn, g.nOut
}

// isNotBranchOrReturnLike is isNotBranchOpInterfaceOrReturnLikeOp: ops
// other than the terminators of func.func bodies.
func isNotBranchOrReturnLike(op *ir.Operation) bool {
	if op.IsRegistered() && !op.HasTrait(ir.TraitTerminator) {
		return true
	}
	b := op.Block()
	if b == nil || b.Last() != op {
		return true
	}
	parent := op.ParentOp()
	return parent == nil || parent.Name() != "func.func"
}

func (p *detensorize) Run(funcOp *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	fi, ok := ir.OpInterface[ir.FunctionOpInterface](funcOp)
	if !ok {
		return nil
	}
	body := fi.CallableRegion(funcOp)
	if body == nil || body.Empty() {
		return nil
	}
	// The body moves to a block the entry branches to, so that no
	// conversion touches the function's signature.
	entry := body.First()
	post := ir.NewBlock()
	body.InsertBefore(post, entry.Next())
	for o := entry.First(); o != nil; o = entry.First() {
		o.Remove()
		post.Append(o)
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToStart(entry)
	branch := b.Create(&ir.OperationState{Loc: ctx.UnknownLoc(), Name: ctx.LookupOp("cf.br"), Successors: []*ir.Block{post}})

	tc := detensorizeTypeConverter(ctx)
	var plan detensorPlan
	if p.aggressive {
		plan = aggressivePlan(body, tc)
	} else {
		plan = controlFlowPlan(funcOp, tc)
	}
	branchOps := plan.branchOperands()

	target := conversion.NewTarget()
	target.AddDynamicallyLegalOp(conversion.When(func(op *ir.Operation) bool { return !plan.ops[op] }), "linalg.generic")
	target.MarkUnknownOpDynamicallyLegal(conversion.When(func(op *ir.Operation) bool {
		if fi, ok := ir.OpInterface[ir.FunctionOpInterface](op); ok {
			r := fi.CallableRegion(op)
			if r == nil {
				return true
			}
			for blk := r.First(); blk != nil; blk = blk.Next() {
				if blk == r.First() {
					continue
				}
				for _, a := range blk.Args() {
					if plan.args[a] && !tc.IsLegalType(a.Type()) {
						return false
					}
				}
			}
			return true
		}
		if isNotBranchOrReturnLike(op) || op.HasTrait(ir.TraitReturnLike) {
			return true
		}
		if ir.BranchInterface(op) != nil {
			for i := range branchOps[op] {
				if !tc.IsLegalType(op.Operand(i).Type()) {
					return false
				}
			}
			return true
		}
		return false
	}))
	patterns := []conversion.Pattern{
		&conversion.Func{Name: "(anonymous namespace)::DetensorizeGenericOp", On: "linalg.generic", Weight: 1, Converter: tc,
			Rewrite: detensorizeGeneric},
		&conversion.Func{Name: "(anonymous namespace)::FunctionNonEntryBlockConversion", Weight: 1, Converter: tc,
			Rewrite: func(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
				fi, ok := ir.OpInterface[ir.FunctionOpInterface](op)
				if !ok {
					return false
				}
				r := fi.CallableRegion(op)
				rw.StartOpModification(op)
				var blocks []*ir.Block
				for blk := r.First(); blk != nil; blk = blk.Next() {
					if blk != r.First() {
						blocks = append(blocks, blk)
					}
				}
				for _, blk := range blocks {
					conv := conversion.NewSignatureConversion(blk.NumArgs())
					for i, a := range blk.Args() {
						t := a.Type()
						if plan.args[a] {
							t = tc.ConvertType(t)
						}
						conv.AddInputs(i, []ir.Type{t})
					}
					rw.ApplySignatureConversion(blk, conv, tc)
				}
				rw.ModifyOpInPlace(op, func() {})
				return true
			}},
		&conversion.Func{Name: "(anonymous namespace)::BranchOpInterfaceTypeConversion", Weight: 1, Converter: tc,
			Rewrite: func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
				br := ir.BranchInterface(op)
				if br == nil {
					return false
				}
				operands := append([]*ir.Value(nil), op.Operands()...)
				for s := 0; s < op.NumSuccessors(); s++ {
					start, n := br.SuccessorOperands(op, s)
					for i := start; i < start+n; i++ {
						if branchOps[op][i] {
							operands[i] = a.Operand(i)
						}
					}
				}
				rw.ModifyOpInPlace(op, func() { op.SetOperands(operands) })
				return true
			}},
	}
	if err := conversion.ApplyFullConversion(ctx, []*ir.Operation{funcOp}, target, patterns, nil); err != nil {
		return err
	}
	var canon []rewrite.Pattern
	if info := ctx.LookupOp("tensor.from_elements"); info != nil {
		list, _ := info.Patterns.([]any)
		for _, x := range list {
			if pat, ok := x.(rewrite.Pattern); ok {
				canon = append(canon, pat)
			}
		}
	}
	rewrite.ApplyGreedily(ctx, funcOp, rewrite.NewPatternSet(canon), rewrite.DefaultConfig())
	branch.Erase()
	for o := post.First(); o != nil; o = post.First() {
		o.Remove()
		entry.Append(o)
	}
	post.Erase()
	return nil
}

// detensorizeGeneric is DetensorizeGenericOp: the generic's body is
// inlined in its place on the converted operands, its results replaced by
// the yielded scalars.
func detensorizeGeneric(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	orig := op.Block()
	region := op.Region(0)
	opEntry := region.First()
	yield := region.Last().Terminator()
	if opEntry == nil || yield == nil {
		return false
	}
	next := rw.SplitBlock(orig, op)
	rw.InlineRegionBefore(region, next.Parent(), next)
	rw.ReplaceOp(op, yield.Operands())
	rw.MergeBlocks(opEntry, orig, a.Operands())
	rw.MergeBlocks(next, orig, nil)
	rw.EraseOp(yield)
	return true
}
