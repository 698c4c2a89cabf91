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
		"scf.for":                forModel{},
		"scf.if":                 ifModel{},
		"scf.yield":              scfYieldModel{},
		"scf.execute_region":     executeRegionModel{},
		"scf.index_switch":       switchModel{},
		"scf.while":              whileModel{},
		"scf.condition":          conditionModel{},
		"scf.forall":             forallModel{},
		"scf.forall.in_parallel": inParallelModel{},
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
	return []AliasingValue{{op.Result(i), rel, rel == RelEquivalent}}
}

func (forModel) IsRepetitiveRegion(*ir.Operation, int) bool { return true }

// IsWritable: iter_args may always be written (an out-of-place init gets a
// copy).
func (forModel) IsWritable(*ir.Value, *State) bool { return true }

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
	return yieldedBufferTypes(ctx, v, []*ir.Region{op.Region(0), op.Region(1)}, opts, stack, "inconsistent memory space on then/else branches")
}

// Bufferize replaces op (scf.if, scf.index_switch) by the same op on
// buffers, its regions moved over.
func (ifModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	types, err := bufferizedResultTypes(op, rw)
	if err != nil {
		return err
	}
	rw.SetInsertionPoint(op)
	st := &ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: op.Operands(), Types: types, Props: op.Props()}
	for i := 0; i < op.NumRegions(); i++ {
		st.AddRegion()
	}
	n := rw.Create(st)
	moveRegionsInto(op, n)
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

// terminatorOperand returns the operand i of the terminator of region r's
// first block.
func terminatorOperand(r *ir.Region, i int) *ir.OpOperand {
	return r.First().Terminator().OpOperand(i)
}

// bufferizedResultTypes are the buffer types of op's tensor results.
func bufferizedResultTypes(op *ir.Operation, rw *Rewriter) ([]ir.Type, error) {
	types := make([]ir.Type, op.NumResults())
	for i, r := range op.Results() {
		types[i] = r.Type()
		if isTensor(r.Type()) {
			t, err := rw.BufferType(r)
			if err != nil {
				return nil, err
			}
			types[i] = t
		}
	}
	return types, nil
}

// yieldedBufferTypes joins the buffer types yielded for result v by the
// given regions (upstream's scf.if and scf.index_switch getBufferType).
func yieldedBufferTypes(ctx *ir.Context, v *ir.Value, regions []*ir.Region, opts *Options, stack []*ir.Value, spaceErr string) (ir.Type, error) {
	var joined ir.Type
	for _, r := range regions {
		y := r.First().Terminator().Operand(v.Index())
		t := y.Type()
		if isTensor(t) {
			var err error
			if t, err = BufferType(ctx, y, opts, stack); err != nil {
				return nil, err
			}
		}
		switch {
		case joined == nil, joined == t:
			joined = t
		case spaceOf(joined) != spaceOf(t):
			return nil, v.DefiningOp().EmitError("%s", spaceErr)
		default:
			joined = dynamicMemRef(ctx, v.Type(), spaceOf(joined))
		}
	}
	return joined, nil
}

// moveRegionsInto moves the regions of op into the same regions of n.
func moveRegionsInto(op, n *ir.Operation) {
	for i := 0; i < op.NumRegions(); i++ {
		n.Region(i).TakeBody(op.Region(i))
	}
}

type executeRegionModel struct{}

func (executeRegionModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool    { return false }
func (executeRegionModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool   { return false }
func (executeRegionModel) AliasingValues(*ir.OpOperand, *State) []AliasingValue { return nil }
func (executeRegionModel) SupportsUnstructuredControlFlow() bool                { return true }
func (executeRegionModel) IsWritable(*ir.Value, *State) bool                    { return true }

func (executeRegionModel) BufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	if v.DefiningOp() != nil {
		return defaultBufferType(ctx, v, opts, stack)
	}
	return blockArgBufferType(ctx, v, opts, stack)
}

func uniqueYield(op *ir.Operation) *ir.Operation {
	var y *ir.Operation
	for _, b := range op.Region(0).Blocks() {
		if t := b.Terminator(); t != nil && t.Name() == "scf.yield" {
			if y != nil {
				return nil
			}
			y = t
		}
	}
	return y
}

func (executeRegionModel) VerifyAnalysis(op *ir.Operation, _ *State) error {
	if uniqueYield(op) == nil {
		return op.EmitOpError("op without unique scf.yield is not supported")
	}
	return nil
}

func (executeRegionModel) AliasingOperands(v *ir.Value, _ *State) []AliasingOperand {
	if v.DefiningOp() == nil {
		return branchAliasingOperands(v)
	}
	y := uniqueYield(v.DefiningOp())
	if y == nil {
		return nil
	}
	return []AliasingOperand{{y.OpOperand(v.Index()), RelEquivalent, true}}
}

func (executeRegionModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	y := uniqueYield(op)
	if y == nil {
		return op.EmitOpError("op without unique scf.yield is not supported")
	}
	rw.SetInsertionPoint(op)
	st := &ir.OperationState{Loc: op.Loc(), Name: op.Info(), Types: y.OperandTypes(), Props: op.Props()}
	st.AddRegion()
	n := rw.Create(st)
	moveRegionsInto(op, n)
	for _, b := range n.Region(0).Blocks() {
		if err := rw.bufferizeBlockSignature(b); err != nil {
			return err
		}
	}
	rw.SetInsertionPointAfter(n)
	repl := make([]*ir.Value, op.NumResults())
	for i, r := range op.Results() {
		repl[i] = n.Result(i)
		if isTensor(r.Type()) {
			repl[i] = bufferization.BuildToTensorOp(rw.Builder, op.Loc(), n.Result(i), r.Type()).Result()
		}
	}
	rw.ReplaceOp(op, repl)
	return nil
}

type switchModel struct{ ifModel }

func (switchModel) AliasingOperands(v *ir.Value, _ *State) []AliasingOperand {
	op := v.DefiningOp()
	var out []AliasingOperand
	for i := 1; i < op.NumRegions(); i++ {
		out = append(out, AliasingOperand{terminatorOperand(op.Region(i), v.Index()), RelEquivalent, false})
	}
	return append(out, AliasingOperand{terminatorOperand(op.Region(0), v.Index()), RelEquivalent, false})
}

func (switchModel) BufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	op := v.DefiningOp()
	regions := []*ir.Region{op.Region(0)}
	for i := 1; i < op.NumRegions(); i++ {
		regions = append(regions, op.Region(i))
	}
	return yieldedBufferTypes(ctx, v, regions, opts, stack, "inconsistent memory space on switch cases")
}

type whileModel struct{}

func (whileModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool  { return true }
func (whileModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool { return true }
func (whileModel) IsRepetitiveRegion(*ir.Operation, int) bool         { return true }
func (whileModel) IsWritable(*ir.Value, *State) bool                  { return true }
func (whileModel) IsParallelRegion(*ir.Operation, int) bool           { return false }

func (m whileModel) AliasingValues(u *ir.OpOperand, s *State) []AliasingValue {
	op := u.Owner()
	i := u.Index()
	if i >= op.NumResults() || u.Get().Type() != op.Result(i).Type() {
		return nil
	}
	rel := m.relation(op, i, s)
	return []AliasingValue{{op.Result(i), rel, rel == RelEquivalent}}
}

func (whileModel) relation(op *ir.Operation, i int, s *State) Relation {
	before, after := op.Region(0).First(), op.Region(1).First()
	if i >= before.NumArgs() || op.Result(i).Type() != before.Arg(i).Type() {
		return RelUnknown
	}
	cond := before.Terminator()
	y := after.Terminator()
	if i+1 >= cond.NumOperands() || i >= after.NumArgs() || i >= y.NumOperands() {
		return RelUnknown
	}
	if s.AreEquivalent(before.Arg(i), cond.Operand(1+i)) && s.AreEquivalent(after.Arg(i), y.Operand(i)) {
		return RelEquivalent
	}
	return RelUnknown
}

// equivalentYields lists which yielded values are equivalent to the block
// arguments at the same index.
func equivalentYields(args, yielded []*ir.Value, s *State) map[int]bool {
	out := map[int]bool{}
	for i := 0; i < len(args) && i < len(yielded); i++ {
		if isTensor(args[i].Type()) && isTensor(yielded[i].Type()) && s.AreEquivalent(args[i], yielded[i]) {
			out[i] = true
		}
	}
	return out
}

func (whileModel) ResolveConflicts(op *ir.Operation, rw *Rewriter, s *State) error {
	if err := rw.ResolveTensorOpOperandConflicts(op, s); err != nil {
		return err
	}
	if s.Opts.CopyBeforeWrite {
		return nil
	}
	before, after := op.Region(0).First(), op.Region(1).First()
	cond := before.Terminator()
	eqBefore := equivalentYields(before.Args(), cond.Operands()[1:], s)
	eqAfter := equivalentYields(after.Args(), after.Terminator().Operands(), s)
	rw.SetInsertionPoint(cond)
	vals := cond.Operands()
	for i := 1; i < len(vals); i++ {
		v := vals[i]
		if !isTensor(v.Type()) || eqAfter[i-1] && eqBefore[i-1] {
			continue
		}
		a, err := rw.AllocateTensorForShapedValue(cond.Loc(), v, true)
		if err != nil {
			return err
		}
		vals[i] = a
	}
	cond.SetOperands(vals)
	return nil
}

func (whileModel) BufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	var op *ir.Operation
	i := v.Index()
	if d := v.DefiningOp(); d != nil {
		op = d
	} else {
		b := v.OwnerBlock()
		op = b.ParentOp()
		if b.Parent() == op.Region(0) {
			y := op.Region(1).First().Terminator()
			return loopIterArgBufferType(ctx, op, v, op.Operand(i), y.Operand(i), opts, stack)
		}
	}
	cv := op.Region(0).First().Terminator().Operand(1 + i)
	if !isTensor(cv.Type()) {
		return cv.Type(), nil
	}
	return BufferType(ctx, cv, opts, stack)
}

func (whileModel) VerifyAnalysis(op *ir.Operation, s *State) error {
	if s.Opts.AllowReturnAllocsFromLoops {
		return nil
	}
	cond := op.Region(0).First().Terminator()
	for i, v := range cond.Operands()[1:] {
		b := cond.Block()
		if !isTensor(v.Type()) {
			continue
		}
		if i >= b.NumArgs() || !s.AreEquivalent(v, b.Arg(i)) {
			return cond.EmitError("Condition arg #%d is not equivalent to the corresponding iter bbArg", i)
		}
	}
	y := op.Region(1).First().Terminator()
	for i, v := range y.Operands() {
		b := y.Block()
		if !isTensor(v.Type()) {
			continue
		}
		if i >= b.NumArgs() || !s.AreEquivalent(v, b.Arg(i)) {
			return y.EmitError("Yield operand #%d is not equivalent to the corresponding iter bbArg", i)
		}
	}
	return nil
}

func (whileModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	before, after := op.Region(0).First(), op.Region(1).First()
	inits := op.Operands()
	tensorBefore := func(i int) bool { return isTensor(op.Operand(i).Type()) }
	tensorAfter := func(i int) bool { return isTensor(after.Arg(i).Type()) }
	if err := rw.tensorsToBuffers(inits); err != nil {
		return err
	}
	for i := range inits {
		a := before.Arg(i)
		if !isTensor(a.Type()) {
			continue
		}
		t, err := rw.BufferType(a)
		if err != nil {
			return err
		}
		rw.SetInsertionPoint(op)
		inits[i] = castBuffer(rw, inits[i], t)
	}
	afterTypes := make([]ir.Type, after.NumArgs())
	for i, a := range after.Args() {
		afterTypes[i] = a.Type()
		if isTensor(a.Type()) {
			t, err := rw.BufferType(a)
			if err != nil {
				return err
			}
			afterTypes[i] = t
		}
	}
	rw.SetInsertionPoint(op)
	st := &ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: inits, Types: afterTypes, Props: op.Props()}
	st.AddRegion()
	st.AddRegion()
	n := rw.Create(st)
	nb := ir.NewBlock()
	for _, v := range inits {
		nb.AddArg(v.Type(), op.Loc())
	}
	n.Region(0).Append(nb)
	na := ir.NewBlock()
	for _, t := range afterTypes {
		na.AddArg(t, op.Loc())
	}
	n.Region(1).Append(na)
	oldTypes := func(b *ir.Block) []ir.Type {
		out := make([]ir.Type, b.NumArgs())
		for i, a := range b.Args() {
			out[i] = a.Type()
		}
		return out
	}
	rw.SetInsertionPointToStart(nb)
	rw.MergeBlocks(before, nb, bbArgReplacements(rw, nb.Args(), oldTypes(before), tensorBefore))
	rw.SetInsertionPointToStart(na)
	rw.MergeBlocks(after, na, bbArgReplacements(rw, na.Args(), oldTypes(after), tensorAfter))
	rw.ReplaceOpWithBuffers(op, n.Results())
	return nil
}

type conditionModel struct{}

func (conditionModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool    { return true }
func (conditionModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool   { return false }
func (conditionModel) AliasingValues(*ir.OpOperand, *State) []AliasingValue { return nil }
func (conditionModel) MustBufferizeInPlace(*ir.OpOperand, *State) bool      { return true }

func (conditionModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	w := op.ParentOp()
	after := w.Region(1).First()
	vals := op.Operands()
	for i := 1; i < len(vals); i++ {
		if !isTensor(vals[i].Type()) {
			continue
		}
		b, err := rw.GetBuffer(vals[i])
		if err != nil {
			return err
		}
		t, err := rw.BufferType(after.Arg(i - 1))
		if err != nil {
			return err
		}
		rw.SetInsertionPoint(op)
		vals[i] = castBuffer(rw, b, t)
	}
	rw.SetInsertionPoint(op)
	n := recreate(rw, op, vals, nil)
	rw.ReplaceOp(op, n.Results())
	return nil
}

type forallModel struct{}

func forallRank(op *ir.Operation) int {
	f, _ := scf.AsForallOp(op)
	return len(f.StaticLowerBoundAttr().Int64s())
}

func forallOutputsStart(op *ir.Operation) int {
	f, _ := scf.AsForallOp(op)
	return len(f.DynamicLowerBound()) + len(f.DynamicUpperBound()) + len(f.DynamicStep())
}

func (forallModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool  { return true }
func (forallModel) IsWritable(*ir.Value, *State) bool                  { return true }
func (forallModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool { return true }
func (forallModel) AliasingValues(u *ir.OpOperand, _ *State) []AliasingValue {
	start := forallOutputsStart(u.Owner())
	if u.Index() < start {
		return nil
	}
	return []AliasingValue{{u.Owner().Result(u.Index() - start), RelEquivalent, true}}
}

func (forallModel) IsRepetitiveRegion(op *ir.Operation, _ int) bool {
	f, _ := scf.AsForallOp(op)
	mixed := func(static []int64, dyn []*ir.Value) []func() (int64, bool) {
		var out []func() (int64, bool)
		j := 0
		for _, s := range static {
			if s != ir.Dynamic {
				s := s
				out = append(out, func() (int64, bool) { return s, true })
				continue
			}
			v := dyn[j]
			j++
			out = append(out, func() (int64, bool) { return constantInt(v) })
		}
		return out
	}
	lbs := mixed(f.StaticLowerBoundAttr().Int64s(), f.DynamicLowerBound())
	ubs := mixed(f.StaticUpperBoundAttr().Int64s(), f.DynamicUpperBound())
	steps := mixed(f.StaticStepAttr().Int64s(), f.DynamicStep())
	for i := range lbs {
		lb, ok1 := lbs[i]()
		ub, ok2 := ubs[i]()
		st, ok3 := steps[i]()
		if !ok1 || !ok2 || !ok3 || lb+st < ub {
			return true
		}
	}
	return false
}

func (m forallModel) IsParallelRegion(op *ir.Operation, i int) bool {
	return m.IsRepetitiveRegion(op, i)
}

func (forallModel) BufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	if d := v.DefiningOp(); d != nil {
		return BufferType(ctx, d.Operand(forallOutputsStart(d)+v.Index()), opts, stack)
	}
	op := v.OwnerBlock().ParentOp()
	return BufferType(ctx, op.Operand(forallOutputsStart(op)+v.Index()-forallRank(op)), opts, stack)
}

func (forallModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	start := forallOutputsStart(op)
	rank := forallRank(op)
	body := op.Region(0).First()
	var bufs []*ir.Value
	for _, out := range op.Operands()[start:] {
		b, err := rw.GetBuffer(out)
		if err != nil {
			return err
		}
		bufs = append(bufs, b)
	}
	rw.SetInsertionPointToStart(body)
	for i, b := range bufs {
		a := body.Arg(rank + i)
		t := bufferization.BuildToTensorOp(rw.Builder, op.Loc(), b, a.Type()).Result()
		a.ReplaceAllUsesWith(t)
	}
	rw.SetInsertionPoint(op)
	var attrs []ir.NamedAttr
	for _, a := range op.AllAttrs() {
		if a.Name == "operandSegmentSizes" {
			f, _ := scf.AsForallOp(op)
			a.Value = rw.Ctx.DenseI32Array([]int32{int32(len(f.DynamicLowerBound())), int32(len(f.DynamicUpperBound())), int32(len(f.DynamicStep())), 0})
		}
		attrs = append(attrs, a)
	}
	st := &ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: op.Operands()[:start], Attrs: attrs}
	st.AddRegion()
	n := rw.Create(st)
	nb := ir.NewBlock()
	for i := 0; i < rank; i++ {
		nb.AddArg(body.Arg(i).Type(), op.Loc())
	}
	n.Region(0).Append(nb)
	args := append([]*ir.Value(nil), nb.Args()...)
	for range bufs {
		args = append(args, nil)
	}
	for i := rank; i < body.NumArgs(); i++ {
		body.Arg(i).DropAllUses()
	}
	rw.MergeBlocks(body, nb, args)
	rw.ReplaceOpWithBuffers(op, bufs)
	return nil
}

type inParallelModel struct{}

func (inParallelModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool    { return false }
func (inParallelModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool   { return false }
func (inParallelModel) AliasingValues(*ir.OpOperand, *State) []AliasingValue { return nil }
func (inParallelModel) Bufferize(op *ir.Operation, _ *Rewriter) error {
	return op.EmitOpError("op does not have any tensor OpOperands / OpResults")
}
