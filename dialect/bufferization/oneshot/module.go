package oneshot

import (
	"github.com/gomlir/gomlir/dialect/bufferization"
	fn "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/ir"
)

// Function boundary bufferization (upstream's OneShotModuleBufferize and the
// func dialect's BufferizableOpInterface): functions are analyzed callees
// first; what a function does to its tensor arguments (read, written,
// returned as an equivalent or aliasing value) is recorded by argument and
// result index for its callers.

type funcInfo struct {
	analyzed, inProgress bool
	equivalentArgs       map[int]int   // return index -> equivalent arg index
	aliasingArgs         map[int][]int // return index -> aliasing arg indices
	aliasingReturns      map[int][]int // arg index -> aliasing return indices
	read, written        map[int]bool
}

// funcAnalysis is upstream's FuncAnalysisState.
type funcAnalysis struct {
	funcs   map[*ir.Operation]*funcInfo
	symbols *ir.SymbolTableCollection
}

func (s *State) funcState() *funcAnalysis {
	if s.funcs == nil {
		s.funcs = &funcAnalysis{funcs: map[*ir.Operation]*funcInfo{}, symbols: ir.NewSymbolTableCollection(s.ctx)}
	}
	return s.funcs
}

func (s *State) analyzedFunc(f *ir.Operation) *funcInfo {
	if s.funcs == nil {
		return nil
	}
	if i := s.funcs.funcs[f]; i != nil && i.analyzed {
		return i
	}
	return nil
}

// calledFunction returns the func.func a func.call calls.
func calledFunction(ctx *ir.Context, call *ir.Operation) *ir.Operation {
	ref, ok := call.InherentAttr("callee").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	f := ir.NewSymbolTableCollection(ctx).LookupNearestSymbolFrom(call, ref)
	if f == nil || f.Name() != "func.func" {
		return nil
	}
	return f
}

func returnOps(f *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	for _, b := range f.Region(0).Blocks() {
		if t := b.Terminator(); t != nil && t.Name() == "func.return" {
			out = append(out, t)
		}
	}
	return out
}

func funcType(f *ir.Operation) *ir.FunctionType {
	ta, _ := f.InherentAttr("function_type").(*ir.TypeAttr)
	if ta == nil {
		return nil
	}
	ft, _ := ta.Type.(*ir.FunctionType)
	return ft
}

func argAttr(f *ir.Operation, i int, name string) ir.Attribute {
	for _, a := range ir.ArgAttrsAt(f.InherentAttr("arg_attrs"), i) {
		if a.Name == name {
			return a.Value
		}
	}
	return nil
}

// setArgAttr sets (a != nil) or removes an argument attribute.
func setArgAttr(ctx *ir.Context, f *ir.Operation, i int, name string, a ir.Attribute) {
	n := len(funcType(f).Inputs)
	dicts := make([][]ir.NamedAttr, n)
	for j := range dicts {
		dicts[j] = append([]ir.NamedAttr(nil), ir.ArgAttrsAt(f.InherentAttr("arg_attrs"), j)...)
	}
	var out []ir.NamedAttr
	for _, e := range dicts[i] {
		if e.Name != name {
			out = append(out, e)
		}
	}
	if a != nil {
		out = append(out, ir.NamedAttr{Name: name, Value: a})
	}
	dicts[i] = out
	f.SetInherentAttr(ctx, "arg_attrs", ir.ArgAttrsArray(ctx, dicts))
}

// funcsOrderedByCalls is upstream's getFuncOpsOrderedByCalls: callees
// before callers; functions on call cycles come last.
func funcsOrderedByCalls(ctx *ir.Context, module *ir.Operation) (ordered, remaining []*ir.Operation, err error) {
	var funcs []*ir.Operation
	calledBy := map[*ir.Operation][]*ir.Operation{}
	numCalls := map[*ir.Operation]int{}
	module.Walk(func(o *ir.Operation) ir.WalkResult {
		if o.Name() != "func.func" {
			return ir.WalkAdvance
		}
		funcs = append(funcs, o)
		numCalls[o] += 0
		o.Walk(func(c *ir.Operation) ir.WalkResult {
			if ir.CallInterface(c) == nil {
				return ir.WalkAdvance
			}
			if c.Name() != "func.call" {
				err = c.EmitError("expected a CallOp")
				return ir.WalkInterrupt
			}
			callee := calledFunction(ctx, c)
			if callee == nil {
				return ir.WalkAdvance
			}
			for _, x := range calledBy[callee] {
				if x == o {
					return ir.WalkAdvance
				}
			}
			calledBy[callee] = append(calledBy[callee], o)
			numCalls[o]++
			return ir.WalkAdvance
		})
		return ir.WalkAdvance
	})
	if err != nil {
		return nil, nil, err
	}
	done := map[*ir.Operation]bool{}
	for {
		progress := false
		for _, f := range funcs {
			if done[f] || numCalls[f] != 0 {
				continue
			}
			done[f] = true
			ordered = append(ordered, f)
			for _, caller := range calledBy[f] {
				numCalls[caller]--
			}
			progress = true
		}
		if !progress {
			break
		}
	}
	for _, f := range funcs {
		if !done[f] {
			remaining = append(remaining, f)
		}
	}
	return ordered, remaining, nil
}

// analyzeModuleOp is upstream's analyzeModuleOp.
func (s *State) analyzeModuleOp(module *ir.Operation) error {
	ordered, remaining, err := funcsOrderedByCalls(s.ctx, module)
	if err != nil {
		return err
	}
	fs := s.funcState()
	analyze := func(f *ir.Operation) error {
		if !s.Opts.IsOpAllowed(f) {
			return nil
		}
		info := &funcInfo{inProgress: true, equivalentArgs: map[int]int{}, aliasingArgs: map[int][]int{},
			aliasingReturns: map[int][]int{}, read: map[int]bool{}, written: map[int]bool{}}
		fs.funcs[f] = info
		if err := s.AnalyzeOp(f); err != nil {
			return err
		}
		s.aliasingFuncArgs(f, info)
		s.funcArgReadWrite(f, info)
		info.inProgress, info.analyzed = false, true
		return nil
	}
	for _, f := range ordered {
		if err := analyze(f); err != nil {
			return err
		}
	}
	for _, f := range remaining {
		if err := analyze(f); err != nil {
			return err
		}
	}
	return nil
}

func (o *Options) noAnalysis(f *ir.Operation) bool {
	name, _ := ir.SymbolName(f)
	for _, n := range o.NoAnalysisFuncs {
		if n == name {
			return true
		}
	}
	return false
}

func (s *State) aliasingFuncArgs(f *ir.Operation, info *funcInfo) {
	ft := funcType(f)
	if f.Region(0).Empty() {
		for r, rt := range ft.Results {
			if !isTensor(rt) {
				continue
			}
			for a, at := range ft.Inputs {
				if isTensor(at) {
					info.aliasingArgs[r] = append(info.aliasingArgs[r], a)
					info.aliasingReturns[a] = append(info.aliasingReturns[a], r)
				}
			}
		}
		return
	}
	rets := returnOps(f)
	args := f.Region(0).First().Args()
	for r := range ft.Results {
		equiv := -1
		for ri, ret := range rets {
			v := ret.Operand(r)
			if !isTensor(v.Type()) {
				equiv = -2
				break
			}
			found := -1
			for _, a := range args {
				if isRanked(a.Type()) && s.AreEquivalent(v, a) {
					found = a.Index()
				}
			}
			if ri == 0 {
				equiv = found
			} else if found != equiv {
				equiv = -1
			}
			for _, a := range args {
				if isRanked(a.Type()) && s.AreAliasing(v, a) {
					if !containsInt(info.aliasingArgs[r], a.Index()) {
						info.aliasingArgs[r] = append(info.aliasingArgs[r], a.Index())
					}
					if !containsInt(info.aliasingReturns[a.Index()], r) {
						info.aliasingReturns[a.Index()] = append(info.aliasingReturns[a.Index()], r)
					}
				}
			}
		}
		if equiv >= 0 {
			info.equivalentArgs[r] = equiv
			if s.Opts.TestAnalysisOnly {
				for _, ret := range rets {
					annotateEquivalentReturn(s.ctx, ret, r, equiv)
				}
			}
		}
	}
}

func isRanked(t ir.Type) bool {
	_, ok := t.(*ir.RankedTensorType)
	return ok
}

func containsInt(l []int, v int) bool {
	for _, x := range l {
		if x == v {
			return true
		}
	}
	return false
}

func annotateEquivalentReturn(ctx *ir.Context, ret *ir.Operation, r, arg int) {
	const name = "__equivalent_func_args__"
	vals := make([]int64, ret.NumOperands())
	for i := range vals {
		vals[i] = -1
	}
	if arr, ok := ret.Attr(name).(*ir.ArrayAttr); ok {
		for i, e := range arr.Elems {
			if ia, ok := e.(*ir.IntegerAttr); ok && i < len(vals) {
				vals[i] = ia.Int64()
			}
		}
	}
	vals[r] = int64(arg)
	i64 := ctx.IntegerType(64, ir.Signless)
	elems := make([]ir.Attribute, len(vals))
	for i, v := range vals {
		elems[i] = ctx.IntAttr(i64, v)
	}
	ret.SetInherentAttr(ctx, name, ctx.ArrayAttr(elems))
}

func (s *State) funcArgReadWrite(f *ir.Operation, info *funcInfo) {
	for i, t := range funcType(f).Inputs {
		if !isTensor(t) {
			continue
		}
		var isRead, isWritten bool
		if acc, ok := argAttr(f, i, "bufferization.access").(*ir.StringAttr); ok {
			isRead = acc.Value == "read" || acc.Value == "read-write"
			isWritten = acc.Value == "write" || acc.Value == "read-write"
		} else if f.Region(0).Empty() {
			isRead, isWritten = true, true
		} else {
			a := f.Region(0).First().Arg(i)
			isRead = s.IsValueRead(a)
			isWritten = s.isValueWritten(a)
		}
		if s.Opts.TestAnalysisOnly {
			acc := "none"
			switch {
			case isRead && isWritten:
				acc = "read-write"
			case isRead:
				acc = "read"
			case isWritten:
				acc = "write"
			}
			setArgAttr(s.ctx, f, i, "bufferization.access", s.ctx.StringAttr(acc))
		}
		if isRead {
			info.read[i] = true
		}
		if isWritten {
			info.written[i] = true
		}
	}
}

func (s *State) isValueWritten(v *ir.Value) bool {
	w := false
	s.eachAlias(v, func(a *ir.Value) {
		a.Uses(func(u *ir.OpOperand) {
			if s.IsInPlace(u) && s.BufferizesToMemoryWrite(u) {
				w = true
			}
		})
	})
	return w
}

// bufferizeModuleOp is upstream's bufferizeModuleOp.
func bufferizeModuleOp(ctx *ir.Context, module *ir.Operation, opts *Options, s *State) error {
	ordered, remaining, err := funcsOrderedByCalls(ctx, module)
	if err != nil {
		return err
	}
	for _, f := range append(ordered, remaining...) {
		o := opts
		if opts.noAnalysis(f) {
			c := *opts
			c.CopyBeforeWrite = true
			o = &c
		}
		if err := BufferizeOp(ctx, f, o); err != nil {
			return err
		}
		if opts.FunctionBoundaryLayout == InferLayout {
			foldMemRefCasts(ctx, f)
		}
	}
	for _, op := range module.Region(0).First().Ops() {
		if op.Name() == "func.func" || op.HasTrait(ir.TraitSymbolTable) {
			continue
		}
		if err := BufferizeOp(ctx, op, opts); err != nil {
			return err
		}
	}
	module.Walk(func(f *ir.Operation) ir.WalkResult {
		if f.Name() != "func.func" {
			return ir.WalkAdvance
		}
		for i := range funcType(f).Inputs {
			for _, n := range []string{"bufferization.buffer_layout", "bufferization.writable"} {
				if argAttr(f, i, n) != nil {
					setArgAttr(ctx, f, i, n, nil)
				}
			}
		}
		return ir.WalkAdvance
	})
	return nil
}

// foldMemRefCasts returns the sources of returned memref.casts and updates
// the function's result types (upstream's foldMemRefCasts).
func foldMemRefCasts(ctx *ir.Context, f *ir.Operation) {
	rets := returnOps(f)
	if len(rets) == 0 {
		return
	}
	ft := funcType(f)
	results := make([]ir.Type, rets[0].NumOperands())
	for i := range results {
		var src ir.Type
		fold := true
		for _, ret := range rets {
			d := ret.Operand(i).DefiningOp()
			if d == nil || d.Name() != "memref.cast" || src != nil && d.Operand(0).Type() != src {
				fold = false
				break
			}
			src = d.Operand(0).Type()
		}
		results[i] = rets[0].Operand(i).Type()
		if fold {
			for _, ret := range rets {
				ret.SetOperand(i, ret.Operand(i).DefiningOp().Operand(0))
			}
			results[i] = src
		}
	}
	f.SetInherentAttr(ctx, "function_type", ctx.TypeAttr(ctx.FunctionType(ft.Inputs, results)))
}

// The func dialect's models.

type funcModel struct{}

func (funcModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool    { return false }
func (funcModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool   { return false }
func (funcModel) AliasingValues(*ir.OpOperand, *State) []AliasingValue { return nil }
func (funcModel) AliasingOperands(*ir.Value, *State) []AliasingOperand { return nil }
func (funcModel) SupportsUnstructuredControlFlow() bool                { return true }
func (funcModel) IsRepetitiveRegion(*ir.Operation, int) bool           { return false }
func (funcModel) IsParallelRegion(*ir.Operation, int) bool             { return false }
func (funcModel) BufferizesToAllocation(*ir.Value) bool                { return false }
func (funcModel) ResultBufferizesToMemoryWrite(*ir.Value, *State) bool { return true }
func (funcModel) IsWritable(v *ir.Value, _ *State) bool {
	f := v.OwnerBlock().ParentOp()
	if b, ok := argAttr(f, v.Index(), "bufferization.writable").(*ir.IntegerAttr); ok {
		return !b.IsZero()
	}
	return true
}

func (funcModel) HasTensorSemantics(op *ir.Operation) bool {
	ft := funcType(op)
	if ft == nil {
		return false
	}
	for _, t := range ft.Inputs {
		if isTensor(t) {
			return true
		}
	}
	for _, t := range ft.Results {
		if isTensor(t) {
			return true
		}
	}
	return false
}

// bufferizedArgType is getBufferizedFunctionArgType.
func bufferizedArgType(ctx *ir.Context, f *ir.Operation, t ir.Type, i int, opts *Options) ir.Type {
	bt := opts.functionArgType(ctx, t, mustSpace(opts, t))
	if i < 0 {
		return bt
	}
	if layout := argAttr(f, i, "bufferization.buffer_layout"); layout != nil {
		if m, ok := bt.(*ir.MemRefType); ok {
			return ctx.MemRefType(m.Shape, m.Elem, layout, m.MemorySpace)
		}
	}
	return bt
}

func (funcModel) BufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	if !v.OwnerBlock().IsEntry() {
		return blockArgBufferType(ctx, v, opts, stack)
	}
	f := v.OwnerBlock().ParentOp()
	return bufferizedArgType(ctx, f, v.Type(), v.Index(), opts), nil
}

func (funcModel) Bufferize(f *ir.Operation, rw *Rewriter) error {
	ctx, opts := rw.Ctx, rw.Opts
	ft := funcType(f)
	args := make([]ir.Type, len(ft.Inputs))
	for i, t := range ft.Inputs {
		args[i] = t
		if isTensor(t) {
			args[i] = bufferizedArgType(ctx, f, t, i, opts)
		}
	}
	results := make([]ir.Type, len(ft.Results))
	for i, t := range ft.Results {
		results[i] = t
		if isTensor(t) {
			results[i] = opts.functionArgType(ctx, t, mustSpace(opts, t))
		}
	}
	if f.Region(0).Empty() {
		f.SetInherentAttr(ctx, "function_type", ctx.TypeAttr(ctx.FunctionType(args, results)))
		return nil
	}
	for _, b := range f.Region(0).Blocks() {
		if err := rw.bufferizeBlockSignature(b); err != nil {
			return err
		}
	}
	for _, ret := range returnOps(f) {
		vals := ret.Operands()
		for i, v := range vals {
			if !isTensor(v.Type()) {
				continue
			}
			rw.SetInsertionPoint(ret)
			vals[i] = bufferization.BuildToBufferOp(rw.Builder, ret.Loc(), v, results[i]).Buffer()
		}
		ret.SetOperands(vals)
	}
	f.SetInherentAttr(ctx, "function_type", ctx.TypeAttr(ctx.FunctionType(args, results)))
	return nil
}

// bufferizeBlockSignature is upstream's function of the same name: tensor
// block arguments become buffers, their uses read a to_tensor.
func (rw *Rewriter) bufferizeBlockSignature(b *ir.Block) error {
	types := make([]ir.Type, b.NumArgs())
	for i, a := range b.Args() {
		types[i] = a.Type()
		if isTensor(a.Type()) {
			t, err := rw.BufferType(a)
			if err != nil {
				return err
			}
			types[i] = t
		}
	}
	for i, a := range b.Args() {
		if a.Type() == types[i] {
			continue
		}
		uses := a.UseList()
		tt := a.Type()
		a.SetType(types[i])
		rw.SetInsertionPointToStart(b)
		if len(uses) != 0 {
			t := bufferization.BuildToTensorOp(rw.Builder, a.Loc(), a, tt).Result()
			for _, u := range uses {
				u.Set(t)
			}
		}
	}
	return rw.bufferizeBranchOperands(b, types)
}

type returnModel struct{}

func (returnModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool    { return true }
func (returnModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool   { return false }
func (returnModel) AliasingValues(*ir.OpOperand, *State) []AliasingValue { return nil }
func (returnModel) Bufferize(*ir.Operation, *Rewriter) error             { return nil }

type callModel struct{}

func (callModel) info(op *ir.Operation, s *State) *funcInfo {
	return s.analyzedFunc(calledFunction(s.ctx, op))
}

func (m callModel) BufferizesToMemoryRead(u *ir.OpOperand, s *State) bool {
	if i := m.info(u.Owner(), s); i != nil {
		return i.read[u.Index()]
	}
	return true
}

func (m callModel) BufferizesToMemoryWrite(u *ir.OpOperand, s *State) bool {
	if i := m.info(u.Owner(), s); i != nil {
		return i.written[u.Index()]
	}
	return true
}

func (m callModel) AliasingValues(u *ir.OpOperand, s *State) []AliasingValue {
	op := u.Owner()
	i := m.info(op, s)
	if i == nil {
		var out []AliasingValue
		for _, r := range op.Results() {
			if isTensor(r.Type()) {
				out = append(out, AliasingValue{r, RelUnknown, false})
			}
		}
		return out
	}
	rets := i.aliasingReturns[u.Index()]
	var out []AliasingValue
	for _, r := range rets {
		rel := RelUnknown
		if a, ok := i.equivalentArgs[r]; ok && a == u.Index() {
			rel = RelEquivalent
		}
		out = append(out, AliasingValue{op.Result(r), rel, len(rets) == 1})
	}
	return out
}

func (callModel) BufferType(ctx *ir.Context, v *ir.Value, opts *Options, _ []*ir.Value) (ir.Type, error) {
	f := calledFunction(ctx, v.DefiningOp())
	if f == nil {
		return nil, v.DefiningOp().EmitError("could not find callee")
	}
	t := funcType(f).Results[v.Index()]
	switch t.(type) {
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		return t, nil
	}
	return opts.functionArgType(ctx, t, mustSpace(opts, t)), nil
}

func (m callModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	ctx := rw.Ctx
	f := calledFunction(ctx, op)
	if f == nil {
		return op.EmitError("could not find callee")
	}
	ft := funcType(f)
	results := make([]ir.Type, op.NumResults())
	for i, r := range op.Results() {
		results[i] = r.Type()
		if isTensor(r.Type()) {
			t, err := m.BufferType(rw.Ctx, r, rw.Opts, nil)
			if err != nil {
				return err
			}
			results[i] = t
		}
	}
	operands := op.Operands()
	for i, v := range operands {
		if !isTensor(v.Type()) {
			continue
		}
		buf, err := rw.GetBuffer(v)
		if err != nil {
			return err
		}
		want := ft.Inputs[i]
		if isTensor(want) {
			want = bufferizedArgType(ctx, f, want, i, rw.Opts)
		}
		if buf.Type() != want {
			dst, ok := want.(*ir.MemRefType)
			src, ok2 := buf.Type().(*ir.MemRefType)
			if ok && ok2 {
				buf = rw.castOrRealloc(buf, src, dst)
			}
		}
		operands[i] = buf
	}
	call := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: operands, Types: results})
	call.SetAttrs(op.Attrs())
	if p := op.Props(); p != nil {
		call.SetProps(p)
	}
	rw.ReplaceOpWithBuffers(op, call.Results())
	return nil
}

func init() {
	attach(fn.Dialect.Ops, map[string]any{
		"func.func":   funcModel{},
		"func.return": returnModel{},
		"func.call":   callModel{},
	})
}
