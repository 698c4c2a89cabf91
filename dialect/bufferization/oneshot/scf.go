package oneshot

import (
	"github.com/gomlir/gomlir/dialect/bufferization"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/dialect/scf"
	"github.com/gomlir/gomlir/ir"
)

// The scf dialect's models (upstream's SCF BufferizableOpInterfaceImpl):
// scf.for, scf.if and scf.yield.

func init() {
	attach(scf.Dialect.Ops, map[string]any{
		"scf.for":   forModel{},
		"scf.if":    ifModel{},
		"scf.yield": scfYieldModel{},
	})
}

// castBuffer casts buf to t with memref.cast when the types differ.
func castBuffer(rw *Rewriter, buf *ir.Value, t ir.Type) *ir.Value {
	if buf.Type() == t {
		return buf
	}
	return memref.BuildCastOp(rw.Builder, buf.Loc(), buf, t).Result(0)
}

// doesNotAliasExternalValue: no alias of v (but exceptions) is defined
// outside region.
func (s *State) doesNotAliasExternalValue(v *ir.Value, region *ir.Region, except *ir.Value) bool {
	ok := true
	s.eachAlias(v, func(a *ir.Value) {
		if a == except {
			return
		}
		r := a.ParentRegion()
		if a.DefiningOp() == nil {
			if !(region != r && region.IsAncestor(r)) {
				ok = false
			}
		} else if !region.IsAncestor(r) {
			ok = false
		}
	})
	return ok
}

// bbArgReplacements wraps the tensor block arguments (by index) in
// to_tensor ops at the start of their block.
func bbArgReplacements(rw *Rewriter, newArgs []*ir.Value, oldTypes []ir.Type, tensor func(i int) bool) []*ir.Value {
	out := make([]*ir.Value, len(newArgs))
	for i, a := range newArgs {
		out[i] = a
		if tensor(i) {
			out[i] = bufferization.BuildToTensorOp(rw.Builder, a.Loc(), a, oldTypes[i]).Result()
		}
	}
	return out
}

// loopIterArgBufferType is computeLoopRegionIterArgBufferType.
func loopIterArgBufferType(ctx *ir.Context, loop *ir.Operation, iterArg, init, yielded *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	initType, err := BufferType(ctx, init, opts, stack)
	if err != nil {
		return nil, err
	}
	n := 0
	for _, v := range stack {
		if v == iterArg {
			n++
		}
	}
	if n >= 2 {
		return initType, nil
	}
	var yt ir.Type
	if isTensor(yielded.Type()) {
		yt, err = BufferType(ctx, yielded, opts, stack)
		if err != nil {
			return nil, err
		}
	} else {
		yt = yielded.Type()
	}
	if initType == yt {
		return yt, nil
	}
	if spaceOf(initType) != spaceOf(yt) {
		return nil, loop.EmitOpError("init_arg and yielded value bufferize to inconsistent memory spaces")
	}
	return dynamicMemRef(ctx, iterArg.Type(), spaceOf(yt)), nil
}

func spaceOf(t ir.Type) ir.Attribute {
	switch t := t.(type) {
	case *ir.MemRefType:
		return t.MemorySpace
	case *ir.UnrankedMemRefType:
		return t.MemorySpace
	}
	return nil
}

type forModel struct{}

const forInits = 3

func forBody(op *ir.Operation) *ir.Block { return op.Region(0).First() }

func (forModel) BufferizesToMemoryRead(u *ir.OpOperand, s *State) bool {
	if u.Index() < forInits {
		return false
	}
	// With zero iterations the init_args are the results: they are read.
	if mayHaveZeroIterations(u.Owner()) {
		return true
	}
	return s.IsValueRead(forBody(u.Owner()).Arg(1 + u.Index() - forInits))
}

func mayHaveZeroIterations(op *ir.Operation) bool {
	lb, ok1 := constantInt(op.Operand(0))
	ub, ok2 := constantInt(op.Operand(1))
	return !ok1 || !ok2 || ub <= lb
}
func (forModel) BufferizesToMemoryWrite(u *ir.OpOperand, _ *State) bool { return u.Index() >= forInits }

func (forModel) AliasingValues(u *ir.OpOperand, s *State) []AliasingValue {
	if u.Index() < forInits {
		return nil
	}
	op := u.Owner()
	i := u.Index() - forInits
	body := forBody(op)
	rel := RelUnknown
	if s.AreEquivalent(body.Arg(1+i), body.Terminator().Operand(i)) {
		rel = RelEquivalent
	}
	return []AliasingValue{{op.Result(i), rel, true}}
}

func (forModel) IsRepetitiveRegion(*ir.Operation, int) bool { return true }

// VerifyAnalysis rejects loops yielding values not equivalent to their
// iter_args unless allocations may be returned from loops.
func (m forModel) VerifyAnalysis(op *ir.Operation, s *State) error {
	if s.Opts.AllowReturnAllocsFromLoops {
		return nil
	}
	y := forBody(op).Terminator()
	for i, r := range op.Results() {
		if !isTensor(r.Type()) {
			continue
		}
		if al := m.AliasingValues(op.OpOperand(forInits+i), s); len(al) == 0 || al[0].Relation != RelEquivalent {
			return y.EmitError("Yield operand #%d is not equivalent to the corresponding iter bbArg", i)
		}
	}
	return nil
}
func (forModel) IsParallelRegion(*ir.Operation, int) bool { return false }

func (forModel) ResolveConflicts(op *ir.Operation, rw *Rewriter, s *State) error {
	if err := rw.ResolveTensorOpOperandConflicts(op, s); err != nil {
		return err
	}
	if s.Opts.CopyBeforeWrite {
		return nil
	}
	body := forBody(op)
	y := body.Terminator()
	rw.SetInsertionPoint(y)
	vals := y.Operands()
	for i, v := range vals {
		if !isTensor(op.Operand(forInits+i).Type()) || s.doesNotAliasExternalValue(v, op.Region(0), body.Arg(1+i)) {
			continue
		}
		a, err := rw.AllocateTensorForShapedValue(y.Loc(), v, true)
		if err != nil {
			return err
		}
		vals[i] = a
	}
	y.SetOperands(vals)
	return nil
}

func (forModel) BufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	if op := v.DefiningOp(); op != nil {
		return BufferType(ctx, forBody(op).Arg(1+v.Index()), opts, stack)
	}
	op := v.OwnerBlock().ParentOp()
	i := v.Index() - 1
	y := forBody(op).Terminator()
	return loopIterArgBufferType(ctx, op, v, op.Operand(forInits+i), y.Operand(i), opts, stack)
}

func (forModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	body := forBody(op)
	operands := op.Operands()
	tensorIdx := func(i int) bool { return isTensor(op.Operand(forInits + i).Type()) }
	for i := forInits; i < len(operands); i++ {
		if isTensor(operands[i].Type()) {
			b, err := rw.GetBuffer(operands[i])
			if err != nil {
				return err
			}
			operands[i] = b
		}
	}
	types := make([]ir.Type, op.NumResults())
	rw.SetInsertionPoint(op)
	for i, r := range op.Results() {
		types[i] = r.Type()
		if isTensor(r.Type()) {
			t, err := rw.BufferType(r)
			if err != nil {
				return err
			}
			rw.SetInsertionPoint(op)
			operands[forInits+i] = castBuffer(rw, operands[forInits+i], t)
			types[i] = t
		}
	}
	st := &ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: operands, Types: types, Props: op.Props()}
	if d := op.Attrs(); d != nil {
		st.Attrs = d.Entries
	}
	region := st.AddRegion()
	nb := ir.NewBlock()
	nb.AddArg(body.Arg(0).Type(), op.Loc())
	for i := forInits; i < len(operands); i++ {
		nb.AddArg(types[i-forInits], operands[i].Loc())
	}
	region.Append(nb)
	rw.SetInsertionPoint(op)
	newFor := rw.Create(st)
	nb = forBody(newFor)
	rw.SetInsertionPointToStart(nb)
	oldTypes := make([]ir.Type, len(types))
	for i := range oldTypes {
		oldTypes[i] = body.Arg(1 + i).Type()
	}
	args := append([]*ir.Value{nb.Arg(0)}, bbArgReplacements(rw, nb.Args()[1:], oldTypes, tensorIdx)...)
	rw.MergeBlocks(body, nb, args)
	rw.ReplaceOpWithBuffers(op, newFor.Results())
	return nil
}

type ifModel struct{}

func (ifModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool    { return false }
func (ifModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool   { return false }
func (ifModel) AliasingValues(*ir.OpOperand, *State) []AliasingValue { return nil }
func (ifModel) AliasingOperands(v *ir.Value, _ *State) []AliasingOperand {
	op := v.DefiningOp()
	var out []AliasingOperand
	for i := 0; i < 2; i++ {
		if b := op.Region(i).First(); b != nil {
			out = append(out, AliasingOperand{b.Terminator().OpOperand(v.Index()), RelEquivalent, false})
		}
	}
	return out
}

func (ifModel) BufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	op := v.DefiningOp()
	var ts [2]ir.Type
	for i := 0; i < 2; i++ {
		b := op.Region(i).First()
		if b == nil {
			return nil, op.EmitError("expected else region")
		}
		y := b.Terminator().Operand(v.Index())
		if !isTensor(y.Type()) {
			ts[i] = y.Type()
			continue
		}
		t, err := BufferType(ctx, y, opts, stack)
		if err != nil {
			return nil, err
		}
		ts[i] = t
	}
	if ts[0] == ts[1] {
		return ts[0], nil
	}
	if spaceOf(ts[0]) != spaceOf(ts[1]) {
		return nil, op.EmitError("inconsistent memory space on then/else branches")
	}
	return dynamicMemRef(ctx, v.Type(), spaceOf(ts[0])), nil
}

func (ifModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	types := make([]ir.Type, op.NumResults())
	for i, r := range op.Results() {
		types[i] = r.Type()
		if isTensor(r.Type()) {
			t, err := rw.BufferType(r)
			if err != nil {
				return err
			}
			types[i] = t
		}
	}
	rw.SetInsertionPoint(op)
	st := &ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: op.Operands(), Types: types, Props: op.Props()}
	st.AddRegion()
	st.AddRegion()
	n := rw.Create(st)
	for i := 0; i < 2; i++ {
		nb := ir.NewBlock()
		n.Region(i).Append(nb)
		if ob := op.Region(i).First(); ob != nil {
			rw.MergeBlocks(ob, nb, nil)
		}
	}
	rw.ReplaceOpWithBuffers(op, n.Results())
	return nil
}

type scfYieldModel struct{}

func (scfYieldModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool  { return true }
func (scfYieldModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool { return false }
func (scfYieldModel) MustBufferizeInPlace(*ir.OpOperand, *State) bool    { return true }
func (scfYieldModel) AliasingValues(u *ir.OpOperand, _ *State) []AliasingValue {
	p := u.Owner().ParentOp()
	switch p.Name() {
	case "scf.if":
		return []AliasingValue{{p.Result(u.Index()), RelEquivalent, false}}
	case "scf.execute_region":
		return []AliasingValue{{p.Result(u.Index()), RelEquivalent, true}}
	}
	return nil
}

func (scfYieldModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	p := op.ParentOp()
	switch p.Name() {
	case "scf.execute_region", "scf.if", "scf.index_switch", "scf.for", "scf.while":
	default:
		return op.EmitError("unsupported scf::YieldOp parent")
	}
	vals := op.Operands()
	for i, v := range vals {
		if !isTensor(v.Type()) {
			continue
		}
		b, err := rw.GetBuffer(v)
		if err != nil {
			return err
		}
		var t ir.Type
		switch p.Name() {
		case "scf.for", "scf.if", "scf.index_switch":
			t, err = rw.BufferType(p.Result(i))
		case "scf.while":
			t, err = rw.BufferType(p.Region(0).First().Arg(i))
		}
		if err != nil {
			return err
		}
		if t != nil {
			rw.SetInsertionPoint(op)
			b = castBuffer(rw, b, t)
		}
		vals[i] = b
	}
	rw.SetInsertionPoint(op)
	n := recreate(rw, op, vals, nil)
	rw.ReplaceOp(op, n.Results())
	return nil
}
