package cf

import (
	"math/big"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// The canonicalization patterns of upstream's ControlFlowOps.cpp. Names are
// upstream's debug names: patterns written as classes in an anonymous
// namespace are "(anonymous namespace)::Class"; patterns written as
// functions (the canonicalize methods, the switch patterns) have none.

func init() {
	assertSpec.Canonicalize = []any{&rewrite.Func{On: "cf.assert", Weight: 1, Rewrite: assertCanonicalize}}
	branchSpec.Canonicalize = []any{&rewrite.Func{On: "cf.br", Weight: 1, Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		return simplifyBrToBlockWithSinglePred(op, rw) || simplifyPassThroughBr(op, rw)
	}}}
	anon := "(anonymous namespace)::"
	condBranchSpec.Canonicalize = []any{
		&rewrite.Func{Name: anon + "SimplifyConstCondBranchPred", On: "cf.cond_br", Weight: 1, Rewrite: simplifyConstCondBranchPred},
		&rewrite.Func{Name: anon + "SimplifyPassThroughCondBranch", On: "cf.cond_br", Weight: 1, Rewrite: simplifyPassThroughCondBranch},
		&rewrite.Func{Name: anon + "SimplifyCondBranchIdenticalSuccessors", On: "cf.cond_br", Weight: 1, Rewrite: simplifyCondBranchIdenticalSuccessors},
		&rewrite.Func{Name: anon + "SimplifyCondBranchFromCondBranchOnSameCondition", On: "cf.cond_br", Weight: 1, Rewrite: simplifyCondBranchFromCondBranchOnSameCondition},
		&rewrite.Func{Name: anon + "CondBranchTruthPropagation", On: "cf.cond_br", Weight: 1, Rewrite: condBranchTruthPropagation},
		&rewrite.Func{Name: anon + "DropUnreachableCondBranch", On: "cf.cond_br", Weight: 1, Rewrite: dropUnreachableCondBranch},
	}
	switchSpec.Canonicalize = []any{
		&rewrite.Func{On: "cf.switch", Weight: 1, Rewrite: simplifySwitchWithOnlyDefault},
		&rewrite.Func{On: "cf.switch", Weight: 1, Rewrite: dropSwitchCasesThatMatchDefault},
		&rewrite.Func{On: "cf.switch", Weight: 1, Rewrite: simplifyConstSwitchValue},
		&rewrite.Func{On: "cf.switch", Weight: 1, Rewrite: simplifyPassThroughSwitch},
		&rewrite.Func{On: "cf.switch", Weight: 1, Rewrite: simplifySwitchFromSwitchOnSameCondition},
		&rewrite.Func{On: "cf.switch", Weight: 1, Rewrite: simplifySwitchFromDefaultSwitchOnSameCondition},
	}
}

// constInt returns the integer constant v is defined by (m_ConstantInt).
func constInt(v *ir.Value) (*ir.IntegerAttr, bool) {
	a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr)
	return a, ok
}

func assertCanonicalize(op *ir.Operation, rw *rewrite.Rewriter) bool {
	// m_One: the argument is the constant 1 (true).
	if c, ok := constInt(op.Operand(0)); ok && ir.NormalizeInt(c.BigInt(), ir.BitWidth(c.AttrType()), true).Cmp(big.NewInt(1)) == 0 {
		rw.EraseOp(op)
		return true
	}
	return false
}

// Builders of the branch ops (upstream's default builders: no branch
// weights, no discardable attributes).

func createBr(rw *rewrite.Rewriter, loc ir.Location, dest *ir.Block, operands []*ir.Value) *ir.Operation {
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("cf.br"),
		Operands: append([]*ir.Value(nil), operands...), Successors: []*ir.Block{dest}})
}

func createCondBr(rw *rewrite.Rewriter, loc ir.Location, cond *ir.Value, trueDest *ir.Block, trueOps []*ir.Value, falseDest *ir.Block, falseOps []*ir.Value) *ir.Operation {
	ops := append([]*ir.Value{cond}, trueOps...)
	ops = append(ops, falseOps...)
	ctx := rw.Ctx
	return rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("cf.cond_br"), Operands: ops,
		Successors: []*ir.Block{trueDest, falseDest},
		Attrs:      []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{1, int32(len(trueOps)), int32(len(falseOps))})}}})
}

// createSwitch builds a cf.switch; caseValues nil (or empty) means no
// case_values attribute.
func createSwitch(rw *rewrite.Rewriter, loc ir.Location, flag *ir.Value, defDest *ir.Block, defOps []*ir.Value, caseValues ir.Attribute, caseDests []*ir.Block, caseOps [][]*ir.Value) *ir.Operation {
	ctx := rw.Ctx
	ops := append([]*ir.Value{flag}, defOps...)
	segs := make([]int32, len(caseOps))
	total := 0
	for i, g := range caseOps {
		ops = append(ops, g...)
		segs[i] = int32(len(g))
		total += len(g)
	}
	attrs := []ir.NamedAttr{
		{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{1, int32(len(defOps)), int32(total)})},
		{Name: "case_operand_segments", Value: ctx.DenseI32Array(segs)},
	}
	if caseValues != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "case_values", Value: caseValues})
	}
	return rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("cf.switch"), Operands: ops,
		Successors: append([]*ir.Block{defDest}, caseDests...), Attrs: attrs})
}

// caseValuesAttr builds the vector<N x flagType> case values (nil when
// there are none), as SwitchOp's ArrayRef<APInt> builder.
func caseValuesAttr(ctx *ir.Context, flagType ir.Type, values []*big.Int) ir.Attribute {
	if len(values) == 0 {
		return nil
	}
	vt := ctx.VectorType([]int64{int64(len(values))}, flagType, nil)
	n := ir.ElementBytes(flagType)
	data := make([]byte, n*len(values))
	for i, v := range values {
		ir.IntToRaw(data[i*n:(i+1)*n], v)
	}
	return ctx.DenseElementsAttr(vt, data, false)
}

func replaceWithBr(rw *rewrite.Rewriter, op *ir.Operation, dest *ir.Block, operands []*ir.Value) {
	createBr(rw, op.Loc(), dest, operands)
	rw.ReplaceOp(op, nil)
}

func operandsOf(op *ir.Operation, succ int) []*ir.Value {
	start, n := branch{}.SuccessorOperands(op, succ)
	return append([]*ir.Value(nil), op.Operands()[start:start+n]...)
}

func sameValues(a, b []*ir.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// collapseBranch collapses a successor that only holds an unconditional
// branch: it returns the new destination and operands, or ok == false.
func collapseBranch(successor *ir.Block, operands []*ir.Value) (*ir.Block, []*ir.Value, bool) {
	first := successor.First()
	if first == nil || first.NextInBlock() != nil {
		return nil, nil, false
	}
	br := successor.Terminator()
	if br == nil || br.Name() != "cf.br" {
		return nil, nil, false
	}
	for _, a := range successor.Args() {
		for u := a.FirstUse(); u != nil; u = u.Next() {
			if u.Owner() != br {
				return nil, nil, false
			}
		}
	}
	dest := br.Successor(0)
	if dest == successor {
		return nil, nil, false
	}
	// Nor branches into a cycle of unconditional branches (upstream 22:
	// collapsing them would never end).
	visited := map[*ir.Block]bool{successor: true, dest: true}
	for next := dest.Terminator(); next != nil && next.Name() == "cf.br"; {
		nd := next.Successor(0)
		if visited[nd] {
			return nil, nil, false
		}
		visited[nd] = true
		next = nd.Terminator()
	}
	brOps := br.Operands()
	if successor.NumArgs() == 0 {
		return dest, brOps, true
	}
	out := make([]*ir.Value, len(brOps))
	for i, v := range brOps {
		if v.IsBlockArgument() && v.OwnerBlock() == successor {
			out[i] = operands[v.Index()]
		} else {
			out[i] = v
		}
	}
	return dest, out, true
}

// simplifyBrToBlockWithSinglePred merges the successor into the branch's
// block when the branch is its only predecessor.
func simplifyBrToBlockWithSinglePred(op *ir.Operation, rw *rewrite.Rewriter) bool {
	succ := op.Successor(0)
	parent := op.Block()
	if succ == parent || succ.SinglePredecessor() == nil {
		return false
	}
	args := op.Operands()
	for _, a := range args {
		// Only in unreachable code does the branch pass a value defined in
		// its successor, which merging cannot keep (upstream crashes).
		if a.OwnerBlock() == succ {
			return false
		}
	}
	rw.EraseOp(op)
	rw.MergeBlocks(succ, parent, args)
	return true
}

// simplifyPassThroughBr skips a successor that only branches on.
func simplifyPassThroughBr(op *ir.Operation, rw *rewrite.Rewriter) bool {
	dest := op.Successor(0)
	if dest == op.Block() {
		return false
	}
	nd, nops, ok := collapseBranch(dest, op.Operands())
	if !ok {
		return false
	}
	replaceWithBr(rw, op, nd, nops)
	return true
}

func simplifyConstCondBranchPred(op *ir.Operation, rw *rewrite.Rewriter) bool {
	c, ok := constInt(op.Operand(0))
	if !ok {
		return false
	}
	if !c.IsZero() {
		replaceWithBr(rw, op, op.Successor(0), operandsOf(op, 0))
	} else {
		replaceWithBr(rw, op, op.Successor(1), operandsOf(op, 1))
	}
	return true
}

func simplifyPassThroughCondBranch(op *ir.Operation, rw *rewrite.Rewriter) bool {
	trueDest, trueOps := op.Successor(0), operandsOf(op, 0)
	falseDest, falseOps := op.Successor(1), operandsOf(op, 1)
	td, tops, tok := collapseBranch(trueDest, trueOps)
	fd, fops, fok := collapseBranch(falseDest, falseOps)
	if !tok && !fok {
		return false
	}
	if tok {
		trueDest, trueOps = td, tops
	}
	if fok {
		falseDest, falseOps = fd, fops
	}
	nb := createCondBr(rw, op.Loc(), op.Operand(0), trueDest, trueOps, falseDest, falseOps)
	// Upstream 22 keeps the branch weights (not other attributes).
	if w := op.InherentAttr("branch_weights"); w != nil {
		nb.SetInherentAttr(rw.Ctx, "branch_weights", w)
	}
	rw.ReplaceOp(op, nil)
	return true
}

func simplifyCondBranchIdenticalSuccessors(op *ir.Operation, rw *rewrite.Rewriter) bool {
	dest := op.Successor(0)
	if dest != op.Successor(1) {
		return false
	}
	trueOps, falseOps := operandsOf(op, 0), operandsOf(op, 1)
	if sameValues(trueOps, falseOps) {
		replaceWithBr(rw, op, dest, trueOps)
		return true
	}
	if dest.UniquePredecessor() != op.Block() {
		return false
	}
	cond := op.Operand(0)
	merged := make([]*ir.Value, len(trueOps))
	sel := rw.Ctx.LookupOp("arith.select")
	for i := range trueOps {
		if trueOps[i] == falseOps[i] {
			merged[i] = trueOps[i]
			continue
		}
		s := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: sel,
			Operands: []*ir.Value{cond, trueOps[i], falseOps[i]}, Types: []ir.Type{trueOps[i].Type()}})
		merged[i] = s.Result(0)
	}
	replaceWithBr(rw, op, dest, merged)
	return true
}

func simplifyCondBranchFromCondBranchOnSameCondition(op *ir.Operation, rw *rewrite.Rewriter) bool {
	cur := op.Block()
	pred := cur.SinglePredecessor()
	if pred == nil {
		return false
	}
	pb := pred.Terminator()
	if pb == nil || pb.Name() != "cf.cond_br" || pb.Operand(0) != op.Operand(0) {
		return false
	}
	if cur == pb.Successor(0) {
		replaceWithBr(rw, op, op.Successor(0), operandsOf(op, 0))
	} else {
		replaceWithBr(rw, op, op.Successor(1), operandsOf(op, 1))
	}
	return true
}

func condBranchTruthPropagation(op *ir.Operation, rw *rewrite.Rewriter) bool {
	replaced := false
	i1 := rw.Ctx.IntegerType(1, ir.Signless)
	cond := op.Operand(0)
	propagate := func(dest *ir.Block, value bool) {
		if dest.SinglePredecessor() == nil {
			return
		}
		var c *ir.Value
		for u := cond.FirstUse(); u != nil; {
			next := u.Next()
			owner := u.Owner()
			if owner.Block() == dest {
				replaced = true
				if c == nil {
					c = rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("arith.constant"),
						Types: []ir.Type{i1}, Attrs: []ir.NamedAttr{{Name: "value", Value: rw.Ctx.BoolAttr(value)}}}).Result(0)
				}
				rw.ModifyOpInPlace(owner, func() { u.Set(c) })
			}
			u = next
		}
	}
	propagate(op.Successor(0), true)
	propagate(op.Successor(1), false)
	return replaced
}

// onlyUnreachable reports a block holding nothing but ub.unreachable.
func onlyUnreachable(b *ir.Block) bool {
	first := b.First()
	return first != nil && first.NextInBlock() == nil && first.Name() == "ub.unreachable"
}

// dropUnreachableCondBranch branches to the other successor when one of
// them only holds ub.unreachable (the true one checked first).
func dropUnreachableCondBranch(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if onlyUnreachable(op.Successor(0)) {
		replaceWithBr(rw, op, op.Successor(1), operandsOf(op, 1))
		return true
	}
	if onlyUnreachable(op.Successor(1)) {
		replaceWithBr(rw, op, op.Successor(0), operandsOf(op, 0))
		return true
	}
	return false
}

// Switch helpers.

func switchCaseValues(op *ir.Operation) []*big.Int {
	cv, ok := op.InherentAttr("case_values").(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	w := ir.BitWidth(cv.ElemType())
	out := make([]*big.Int, cv.NumElements())
	for i := range out {
		out[i] = ir.NormalizeInt(cv.IntAt(int64(i)), w, true)
	}
	return out
}

func numCases(op *ir.Operation) int { return op.NumSuccessors() - 1 }

func simplifySwitchWithOnlyDefault(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if numCases(op) != 0 {
		return false
	}
	replaceWithBr(rw, op, op.Successor(0), operandsOf(op, 0))
	return true
}

func dropSwitchCasesThatMatchDefault(op *ir.Operation, rw *rewrite.Rewriter) bool {
	values := switchCaseValues(op)
	defDest, defOps := op.Successor(0), operandsOf(op, 0)
	var newDests []*ir.Block
	var newOps [][]*ir.Value
	var newValues []*big.Int
	changed := false
	for i, v := range values {
		d, o := op.Successor(i+1), operandsOf(op, i+1)
		if d == defDest && sameValues(o, defOps) {
			changed = true
			continue
		}
		newDests = append(newDests, d)
		newOps = append(newOps, o)
		newValues = append(newValues, v)
	}
	if !changed {
		return false
	}
	flag := op.Operand(0)
	createSwitch(rw, op.Loc(), flag, defDest, defOps, caseValuesAttr(rw.Ctx, flag.Type(), newValues), newDests, newOps)
	rw.ReplaceOp(op, nil)
	return true
}

// foldSwitch replaces op by a branch to the successor of value v.
func foldSwitch(op *ir.Operation, rw *rewrite.Rewriter, v *big.Int) {
	for i, cv := range switchCaseValues(op) {
		if cv.Cmp(v) == 0 {
			replaceWithBr(rw, op, op.Successor(i+1), operandsOf(op, i+1))
			return
		}
	}
	replaceWithBr(rw, op, op.Successor(0), operandsOf(op, 0))
}

func simplifyConstSwitchValue(op *ir.Operation, rw *rewrite.Rewriter) bool {
	c, ok := constInt(op.Operand(0))
	if !ok {
		return false
	}
	foldSwitch(op, rw, ir.NormalizeInt(c.BigInt(), ir.BitWidth(op.Operand(0).Type()), true))
	return true
}

func simplifyPassThroughSwitch(op *ir.Operation, rw *rewrite.Rewriter) bool {
	n := len(switchCaseValues(op))
	var newDests []*ir.Block
	var newOps [][]*ir.Value
	changed := false
	for i := 0; i < n; i++ {
		d, o := op.Successor(i+1), operandsOf(op, i+1)
		if nd, no, ok := collapseBranch(d, o); ok {
			d, o = nd, no
			changed = true
		}
		newDests = append(newDests, d)
		newOps = append(newOps, o)
	}
	defDest, defOps := op.Successor(0), operandsOf(op, 0)
	if nd, no, ok := collapseBranch(defDest, defOps); ok {
		defDest, defOps = nd, no
		changed = true
	}
	if !changed {
		return false
	}
	createSwitch(rw, op.Loc(), op.Operand(0), defDest, defOps, op.InherentAttr("case_values"), newDests, newOps)
	rw.ReplaceOp(op, nil)
	return true
}

// predSwitchOnSameFlag returns the switch terminating the single
// predecessor of op's block when it switches on the same flag.
func predSwitchOnSameFlag(op *ir.Operation) *ir.Operation {
	pred := op.Block().SinglePredecessor()
	if pred == nil {
		return nil
	}
	ps := pred.Terminator()
	if ps == nil || ps.Name() != "cf.switch" || ps.Operand(0) != op.Operand(0) {
		return nil
	}
	return ps
}

func simplifySwitchFromSwitchOnSameCondition(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ps := predSwitchOnSameFlag(op)
	cur := op.Block()
	if ps == nil || ps.Successor(0) == cur {
		return false
	}
	values := switchCaseValues(ps)
	for i := 1; i < ps.NumSuccessors(); i++ {
		if ps.Successor(i) == cur && i-1 < len(values) {
			foldSwitch(op, rw, values[i-1])
			return true
		}
	}
	replaceWithBr(rw, op, op.Successor(0), operandsOf(op, 0))
	return true
}

func simplifySwitchFromDefaultSwitchOnSameCondition(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ps := predSwitchOnSameFlag(op)
	cur := op.Block()
	if ps == nil || ps.Successor(0) != cur {
		return false
	}
	var remove []*big.Int
	for i, v := range switchCaseValues(ps) {
		if ps.Successor(i+1) != cur {
			remove = append(remove, v)
		}
	}
	removed := func(v *big.Int) bool {
		for _, r := range remove {
			if r.Cmp(v) == 0 {
				return true
			}
		}
		return false
	}
	var newDests []*ir.Block
	var newOps [][]*ir.Value
	var newValues []*big.Int
	changed := false
	for i, v := range switchCaseValues(op) {
		if removed(v) {
			changed = true
			continue
		}
		newDests = append(newDests, op.Successor(i+1))
		newOps = append(newOps, operandsOf(op, i+1))
		newValues = append(newValues, v)
	}
	if !changed {
		return false
	}
	flag := op.Operand(0)
	createSwitch(rw, op.Loc(), flag, op.Successor(0), operandsOf(op, 0), caseValuesAttr(rw.Ctx, flag.Type(), newValues), newDests, newOps)
	rw.ReplaceOp(op, nil)
	return true
}
