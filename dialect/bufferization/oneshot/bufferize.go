package oneshot

import (
	"errors"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/bufferization"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// Rewriter is the rewriter ops bufferize with (upstream's
// BufferizationRewriter): it tracks erased ops, to_buffer ops and new ops
// with tensor semantics, which join the worklist.
type Rewriter struct {
	*rewrite.Rewriter
	Ctx  *ir.Context
	Opts *Options
	// State answers analysis queries during tensor copy insertion; during
	// bufferization it holds no analysis information.
	State     *State
	erased    map[*ir.Operation]bool
	toBuffers []*ir.Operation
	worklist  []*ir.Operation
}

type rwListener struct{ rw *Rewriter }

func (l rwListener) OpInserted(op *ir.Operation) {
	rw := l.rw
	delete(rw.erased, op)
	switch op.Name() {
	case "bufferization.to_buffer":
		rw.toBuffers = append(rw.toBuffers, op)
		return
	case "bufferization.to_tensor":
		return
	}
	if HasTensorSemantics(op) && rw.Opts.IsOpAllowed(op) {
		rw.worklist = append(rw.worklist, op)
	}
}
func (l rwListener) OpModified(*ir.Operation)              {}
func (l rwListener) OpReplaced(*ir.Operation, []*ir.Value) {}
func (l rwListener) OpErased(op *ir.Operation)             { l.rw.erased[op] = true }

// NewRewriter returns a rewriter for bufferizing with opts.
func NewRewriter(ctx *ir.Context, opts *Options, s *State) *Rewriter {
	rw := &Rewriter{Ctx: ctx, Opts: opts, State: s, erased: map[*ir.Operation]bool{}}
	rw.Rewriter = rewrite.NewRewriter(ctx, rwListener{rw})
	return rw
}

// ErrReported is returned after the diagnostics were reported.
var ErrReported = errors.New("bufferization failed")

// setInsertionPointAfterValue places rw after v's definition (at the start
// of its block for a block argument).
func setInsertionPointAfterValue(b *ir.Builder, v *ir.Value) {
	if op := v.DefiningOp(); op != nil {
		b.SetInsertionPointAfter(op)
		return
	}
	b.SetInsertionPointToStart(v.OwnerBlock())
}

// GetBuffer is upstream's getBuffer: the buffer of tensor v (the operand of
// its to_tensor, or a new to_buffer).
func (rw *Rewriter) GetBuffer(v *ir.Value) (*ir.Value, error) {
	if d := v.DefiningOp(); d != nil && d.Name() == "bufferization.to_tensor" {
		return d.Operand(0), nil
	}
	t, err := rw.BufferType(v)
	if err != nil {
		return nil, err
	}
	blk, before := rw.InsertionBlock(), rw.InsertionPoint()
	setInsertionPointAfterValue(rw.Builder, v)
	b := bufferization.BuildToBufferOp(rw.Builder, v.Loc(), v, t)
	restore(rw.Builder, blk, before)
	return b.Buffer(), nil
}

func restore(b *ir.Builder, blk *ir.Block, before *ir.Operation) {
	if before != nil {
		b.SetInsertionPoint(before)
	} else if blk != nil {
		b.SetInsertionPointToEnd(blk)
	} else {
		b.ClearInsertionPoint()
	}
}

// BufferType is upstream's getBufferType.
func (rw *Rewriter) BufferType(v *ir.Value) (ir.Type, error) {
	return BufferType(rw.Ctx, v, rw.Opts, nil)
}

// BufferType is upstream's getBufferType with an invocation stack.
func BufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	stack = append(stack, v)
	op := ownerOfValue(v)
	if b := opts.Bufferizable(op); b != nil {
		if bt, ok := b.(BufferTyper); ok {
			return bt.BufferType(ctx, v, opts, stack)
		}
		return defaultBufferType(ctx, v, opts, stack)
	}
	space, ok := opts.DefaultMemorySpace(v.Type())
	if !ok {
		return nil, op.EmitError("could not infer memory space")
	}
	return opts.memRefType(ctx, v.Type(), nil, space), nil
}

// defaultBufferType is upstream's defaultGetBufferType.
func defaultBufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	if err := checkElementType(v); err != nil {
		return nil, err
	}
	if v.DefiningOp() == nil {
		return opts.memRefType(ctx, v.Type(), nil, mustSpace(opts, v.Type())), nil
	}
	s := NewState(opts)
	if al := s.AliasingOperands(v); len(al) > 0 && al[0].Relation == RelEquivalent {
		return BufferType(ctx, al[0].Operand.Get(), opts, stack)
	}
	space, ok := opts.DefaultMemorySpace(v.Type())
	if !ok {
		return nil, v.DefiningOp().EmitError("could not infer memory space")
	}
	return opts.memRefType(ctx, v.Type(), nil, space), nil
}

func mustSpace(opts *Options, t ir.Type) ir.Attribute {
	s, _ := opts.DefaultMemorySpace(t)
	return s
}

func elemOf(t ir.Type) ir.Type {
	switch t := t.(type) {
	case *ir.RankedTensorType:
		return t.Elem
	case *ir.UnrankedTensorType:
		return t.Elem
	case *ir.MemRefType:
		return t.Elem
	case *ir.UnrankedMemRefType:
		return t.Elem
	}
	return nil
}

// checkElementType rejects tensors whose element type is no valid memref
// element type.
func checkElementType(v *ir.Value) error {
	e := elemOf(v.Type())
	if asm.ValidMemRefElem(e) {
		return nil
	}
	return ownerOfValue(v).EmitError("cannot bufferize value of type %s: element type %s is not a valid memref element type", asm.TypeString(v.Type()), asm.TypeString(e))
}

// ReplaceOpWithBuffers is upstream's replaceOpWithBufferizedValues: tensor results
// are replaced by to_tensor ops of the given buffers.
func (rw *Rewriter) ReplaceOpWithBuffers(op *ir.Operation, vals []*ir.Value) {
	repl := make([]*ir.Value, len(vals))
	for i, r := range op.Results() {
		v := vals[i]
		if isTensor(r.Type()) {
			rw.SetInsertionPointAfter(op)
			v = bufferization.BuildToTensorOp(rw.Builder, v.Loc(), v, r.Type()).Result()
		}
		repl[i] = v
	}
	rw.ReplaceOp(op, repl)
}

// CreateAlloc creates a memref.alloc of t (aligned as the options say).
func (rw *Rewriter) CreateAlloc(loc ir.Location, t ir.Type, dyn []*ir.Value) *ir.Value {
	var attrs []ir.NamedAttr
	if rw.Opts.BufferAlignment != 0 {
		attrs = append(attrs, ir.NamedAttr{Name: "alignment", Value: rw.Ctx.IntAttr(rw.Ctx.IntegerType(64, ir.Signless), int64(rw.Opts.BufferAlignment))})
	}
	return memref.BuildAllocOp(rw.Builder, loc, dyn, nil, t, attrs...).Memref()
}

// CreateMemCpy creates a memref.copy.
func (rw *Rewriter) CreateMemCpy(loc ir.Location, from, to *ir.Value) {
	memref.BuildCopyOp(rw.Builder, loc, from, to)
}

// ConstantIndex creates an arith.constant of index type.
func ConstantIndex(b *ir.Builder, loc ir.Location, v int64) *ir.Value {
	it := b.Ctx.IndexType()
	return arith.BuildConstantOp(b, loc, it, ir.NamedAttr{Name: "value", Value: b.Ctx.IntAttr(it, v)}).Result()
}

// dimOf creates a tensor.dim or memref.dim of dimension i of v.
func dimOf(b *ir.Builder, loc ir.Location, v *ir.Value, i int) *ir.Value {
	c := ConstantIndex(b, loc, int64(i))
	name := "tensor.dim"
	if _, ok := v.Type().(*ir.MemRefType); ok {
		name = "memref.dim"
	}
	return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp(name), Operands: []*ir.Value{v, c},
		Types: []ir.Type{b.Ctx.IndexType()}}).Result(0)
}

func shapeOf(t ir.Type) []int64 {
	switch t := t.(type) {
	case *ir.RankedTensorType:
		return t.Shape
	case *ir.MemRefType:
		return t.Shape
	}
	return nil
}

// dynamicDims creates dim ops for the dynamic dimensions of v.
func dynamicDims(b *ir.Builder, loc ir.Location, v *ir.Value) []*ir.Value {
	var out []*ir.Value
	for i, d := range shapeOf(v.Type()) {
		if d == ir.Dynamic {
			out = append(out, dimOf(b, loc, v, i))
		}
	}
	return out
}

// AllocateTensorForShapedValue is upstream's allocateTensorForShapedValue:
// a bufferization.alloc_tensor of v's shape, copying v when copy is set.
func (rw *Rewriter) AllocateTensorForShapedValue(loc ir.Location, v *ir.Value, copy bool) (*ir.Value, error) {
	tensor := v
	var tt *ir.RankedTensorType
	switch t := v.Type().(type) {
	case *ir.RankedTensorType:
		tt = t
	case *ir.MemRefType:
		tt = rw.Ctx.RankedTensorType(t.Shape, t.Elem, nil)
		tensor = bufferization.BuildToTensorOp(rw.Builder, loc, v, tt).Result()
	default:
		return nil, ownerOfValue(v).EmitError("copying of unranked tensors is not implemented")
	}
	var dyn []*ir.Value
	if !copy {
		reified := false
		if d := v.DefiningOp(); d != nil {
			if _, ok := v.Type().(*ir.RankedTensorType); ok {
				if r, ok := ir.OpInterface[ir.ReifyRankedShapedTypeOpInterface](d); ok {
					if shapes, ok := r.ReifyResultShapes(rw.Builder, d); ok {
						reified = true
						for i, s := range tt.Shape {
							if s == ir.Dynamic {
								dyn = append(dyn, foldResultValue(rw.Builder, loc, shapes[v.Index()][i]))
							}
						}
					}
				}
			}
		}
		if !reified {
			dyn = dynamicDims(rw.Builder, loc, tensor)
		}
	}
	var cp []*ir.Value
	if copy {
		cp = []*ir.Value{tensor}
	}
	alloc := bufferization.BuildAllocTensorOp(rw.Builder, loc, dyn, cp, nil, tt)
	if copy {
		return alloc.Result(), nil
	}
	bt, err := BufferType(rw.Ctx, tensor, rw.Opts, nil)
	if err != nil {
		return nil, err
	}
	var space ir.Attribute
	switch bt := bt.(type) {
	case *ir.MemRefType:
		space = bt.MemorySpace
	case *ir.UnrankedMemRefType:
		space = bt.MemorySpace
	}
	if space == nil {
		if s, ok := rw.Opts.DefaultMemorySpace(tt); ok {
			space = s
		}
	}
	if space != nil {
		alloc.Operation.SetInherentAttr(rw.Ctx, "memory_space", space)
	}
	return alloc.Result(), nil
}

// foldResultValue materializes an index attribute as a constant.
func foldResultValue(b *ir.Builder, loc ir.Location, f ir.FoldResult) *ir.Value {
	if f.Value != nil {
		return f.Value
	}
	ia := f.Attr.(*ir.IntegerAttr)
	return ConstantIndex(b, loc, ia.Int64())
}

// ResolveTensorOpOperandConflicts is upstream's default resolveConflicts:
// out-of-place operands (or their single aliasing result) get copies.
func (rw *Rewriter) ResolveTensorOpOperandConflicts(op *ir.Operation, s *State) error {
	var outOperands []*ir.OpOperand
	copiedOperands := map[*ir.OpOperand]bool{}
	var outValues []*ir.Value
	copiedValues := map[*ir.Value]bool{}
	for i := 0; i < op.NumOperands(); i++ {
		u := op.OpOperand(i)
		t := u.Get().Type()
		if !isTensor(t) || s.IsInPlace(u) {
			continue
		}
		if _, ok := t.(*ir.UnrankedTensorType); ok {
			return op.EmitError("copying of unranked tensors is not implemented")
		}
		al := s.AliasingValues(u)
		if len(al) == 1 && al[0].Value.DefiningOp() != nil && !s.BufferizesToMemoryWrite(u) &&
			len(s.AliasingOperands(al[0].Value)) == 1 && !isUnranked(al[0].Value.Type()) {
			v := al[0].Value
			outValues = append(outValues, v)
			if !s.CanOmitTensorCopy(u) {
				copiedValues[v] = true
			}
		} else {
			outOperands = append(outOperands, u)
			if !s.CanOmitTensorCopy(u) {
				copiedOperands[u] = true
			}
		}
	}
	rw.SetInsertionPoint(op)
	for _, u := range outOperands {
		c, err := rw.AllocateTensorForShapedValue(op.Loc(), u.Get(), copiedOperands[u])
		if err != nil {
			return err
		}
		u.Set(c)
	}
	rw.SetInsertionPointAfter(op)
	for _, v := range outValues {
		c, err := rw.AllocateTensorForShapedValue(op.Loc(), v, copiedValues[v])
		if err != nil {
			return err
		}
		for _, use := range v.UseList() {
			if use.Owner() == c.DefiningOp() || use.Owner().Name() == "tensor.dim" {
				continue
			}
			use.Set(c)
		}
	}
	return nil
}

func isUnranked(t ir.Type) bool {
	_, ok := t.(*ir.UnrankedTensorType)
	return ok
}

// InsertTensorCopies is upstream's insertTensorCopies with a given analysis
// state: every allowed bufferizable op resolves its conflicts.
func InsertTensorCopies(ctx *ir.Context, op *ir.Operation, s *State) error {
	rw := NewRewriter(ctx, s.Opts, s)
	var err error
	isSymTable := op.HasTrait(ir.TraitSymbolTable)
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if isSymTable && o != op && nearestSymbolTable(o) != op {
			return ir.WalkAdvance
		}
		b := s.Opts.Bufferizable(o)
		if b == nil {
			return ir.WalkAdvance
		}
		rw.SetInsertionPoint(o)
		if r, ok := b.(ConflictResolver); ok {
			err = r.ResolveConflicts(o, rw, s)
		} else {
			err = rw.ResolveTensorOpOperandConflicts(o, s)
		}
		if err != nil {
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	return err
}

func nearestSymbolTable(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.HasTrait(ir.TraitSymbolTable) {
			return p
		}
	}
	return nil
}

// BufferizeOp is upstream's bufferizeOp: the allowed ops with tensor
// semantics under op are bufferized in post-order (with ops created on the
// way), then to_buffer(to_tensor) pairs fold and dead to_tensors go.
func BufferizeOp(ctx *ir.Context, op *ir.Operation, opts *Options) error {
	if opts.CopyBeforeWrite {
		if err := InsertTensorCopies(ctx, op, NewState(opts)); err != nil {
			return err
		}
	}
	rw := NewRewriter(ctx, opts, NewState(opts))
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if o.Name() == "bufferization.to_buffer" {
			rw.toBuffers = append(rw.toBuffers, o)
		}
		return ir.WalkAdvance
	})
	for _, o := range postOrder(op) {
		if opts.IsOpAllowed(o) && HasTensorSemantics(o) {
			rw.worklist = append(rw.worklist, o)
		}
	}
	for i := 0; i < len(rw.worklist); i++ {
		next := rw.worklist[i]
		if rw.erased[next] {
			continue
		}
		b := opts.Bufferizable(next)
		if b == nil || !HasTensorSemantics(next) {
			continue
		}
		if u, ok := b.(UnstructuredControlFlow); !ok || !u.SupportsUnstructuredControlFlow() {
			for j := 0; j < next.NumRegions(); j++ {
				if next.Region(j).NumBlocks() > 1 {
					return next.EmitOpError("op or BufferizableOpInterface implementation does not support unstructured control flow, but at least one region has multiple blocks")
				}
			}
		}
		rw.SetInsertionPoint(next)
		if err := b.Bufferize(next, rw); err != nil {
			if err != ErrReported {
				reportErr(ctx, err)
			}
			return next.EmitError("failed to bufferize op")
		}
	}
	if rw.erased[op] {
		return nil
	}
	for _, tb := range rw.toBuffers {
		if rw.erased[tb] {
			continue
		}
		rw.SetInsertionPoint(tb)
		if err := rw.foldToBufferToTensorPair(tb); err != nil {
			return err
		}
	}
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		if o.Name() == "bufferization.to_tensor" && !o.Result(0).HasUses() {
			rw.EraseOp(o)
		}
		return ir.WalkAdvance
	})
	if opts.AllowUnknownOps {
		return nil
	}
	for _, o := range rw.worklist {
		if rw.erased[o] || !HasTensorSemantics(o) || !opts.IsOpAllowed(o) {
			continue
		}
		if o.UseEmpty() && ir.IsMemoryEffectFree(o) {
			continue
		}
		if o.Name() == "bufferization.to_tensor" || o.Name() == "bufferization.to_buffer" {
			continue
		}
		return o.EmitError("op was not bufferized")
	}
	return nil
}

// reportErr reports a diagnostic returned by an op's bufferization.
func reportErr(ctx *ir.Context, err error) {
	if d, ok := err.(*ir.Diagnostic); ok {
		ctx.Report(d)
		return
	}
	ctx.Report(&ir.Diagnostic{Severity: ir.SeverityError, Loc: ctx.UnknownLoc(), Message: err.Error()})
}

// foldToBufferToTensorPair is upstream's function of the same name.
func (rw *Rewriter) foldToBufferToTensorPair(tb *ir.Operation) error {
	tt := tb.Operand(0).DefiningOp()
	if tt == nil || tt.Name() != "bufferization.to_tensor" {
		return nil
	}
	src := tt.Operand(0)
	dst := tb.Result(0).Type()
	if src.Type() == dst {
		rw.ReplaceOp(tb, []*ir.Value{src})
		return nil
	}
	sr, ok1 := src.Type().(*ir.MemRefType)
	dr, ok2 := dst.(*ir.MemRefType)
	if ok1 && ok2 {
		v := rw.castOrRealloc(src, sr, dr)
		rw.ReplaceOp(tb, []*ir.Value{v})
		return nil
	}
	if _, ok := src.Type().(*ir.UnrankedMemRefType); ok && ok2 {
		return nil
	}
	c := memref.BuildCastOp(rw.Builder, tb.Loc(), src, dst)
	rw.ReplaceOp(tb, []*ir.Value{c.Result(0)})
	return nil
}

// castOrRealloc is upstream's castOrReallocMemRefValue.
func (rw *Rewriter) castOrRealloc(v *ir.Value, src, dst *ir.MemRefType) *ir.Value {
	if src == dst {
		return v
	}
	if rw.guaranteedCastCompatible(src, dst) {
		return memref.BuildCastOp(rw.Builder, v.Loc(), v, dst).Result(0)
	}
	loc := v.Loc()
	var dyn []*ir.Value
	for i, d := range dst.Shape {
		if d == ir.Dynamic {
			dyn = append(dyn, dimOf(rw.Builder, loc, v, i))
		}
	}
	alloc := rw.CreateAlloc(loc, dst, dyn)
	rw.CreateMemCpy(loc, v, alloc)
	return alloc
}

func (rw *Rewriter) guaranteedCastCompatible(src, dst *ir.MemRefType) bool {
	if !memref.CastCompatible(rw.Ctx, src, dst) {
		return false
	}
	if src.HasIdentityLayout() && dst.HasIdentityLayout() {
		return true
	}
	ss, so, ok1 := memref.StridesAndOffset(rw.Ctx, src)
	ds, do, ok2 := memref.StridesAndOffset(rw.Ctx, dst)
	if !ok1 || !ok2 {
		return false
	}
	if do != ir.Dynamic && so != do {
		return false
	}
	for i := range ds {
		if ds[i] != ir.Dynamic && ss[i] != ds[i] {
			return false
		}
	}
	return true
}

// tensorsToBuffers replaces the tensors among vals by their buffers.
func (rw *Rewriter) tensorsToBuffers(vals []*ir.Value) error {
	for i, v := range vals {
		if isTensor(v.Type()) {
			b, err := rw.GetBuffer(v)
			if err != nil {
				return err
			}
			vals[i] = b
		}
	}
	return nil
}
