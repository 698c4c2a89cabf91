package transforms

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "remove-dead-values",
		Name:     "RemoveDeadValues",
		Summary:  "Remove dead values",
		New: func() (pass.Pass, *pass.Options) {
			p := &removeDeadValues{}
			o := &pass.Options{}
			o.Bool("canonicalize", "Canonicalize region branch ops", &p.canonicalize, true)
			return p, o
		},
	})
}

// removeDeadValues is upstream's RemoveDeadValues: a backward liveness
// analysis (on top of dead-code analysis) finds the values nothing
// observable depends on; then the dead arguments and results of private
// functions, dead successor operands and block arguments, and dead
// effect-free ops are removed.
type removeDeadValues struct {
	canonicalize bool
}

// liveness is upstream's LivenessAnalysis result: a value is live when an
// op with effects, a public return, or a live value depends on it.
type liveness struct {
	s    *dfSolver
	live map[*ir.Value]bool
	// deadBlocks are the blocks of region branch ops that dead-code
	// analysis never reached (a loop running zero times): their values
	// have no liveness state, which upstream takes as live.
	deadBlocks map[*ir.Block]bool
	// changed is set when a value becomes live during a sweep.
	changed bool
}

func (l *liveness) mark(v *ir.Value) {
	if v != nil && !l.live[v] {
		l.live[v] = true
		l.changed = true
	}
}

func (l *liveness) anyLive(vs []*ir.Value) bool {
	for _, v := range vs {
		if l.live[v] {
			return true
		}
	}
	return false
}

func computeLiveness(s *dfSolver, top *ir.Operation) *liveness {
	l := &liveness{s: s, live: map[*ir.Value]bool{}, deadBlocks: map[*ir.Block]bool{}}
	for i := 0; i < top.NumResults(); i++ {
		l.mark(top.Result(i))
	}
	var ops []*ir.Operation
	top.WalkPre(func(o *ir.Operation) ir.WalkResult {
		ops = append(ops, o)
		if b := o.Block(); b != nil && o != top && !s.isLive(b) {
			if p := b.ParentOp(); p != nil && ir.RegionBranchInterface(p) != nil {
				l.deadBlocks[b] = true
			}
		}
		return ir.WalkAdvance
	})
	for {
		l.changed = false
		for i := len(ops) - 1; i >= 0; i-- {
			l.visit(ops[i])
		}
		if !l.changed {
			return l
		}
	}
}

func (l *liveness) visitDefault(op *ir.Operation, operands []*ir.Value) {
	if !ir.WouldOpBeTriviallyDead(op) {
		for _, v := range operands {
			l.mark(v)
		}
	}
	if l.anyLive(op.Results()) {
		for _, v := range operands {
			l.mark(v)
		}
	}
}

func (l *liveness) visit(op *ir.Operation) {
	if b := op.Block(); b != nil && !l.s.isLive(b) {
		return
	}
	if br := ir.BranchInterface(op); br != nil && ir.RegionBranchInterface(op) == nil {
		accounted := make([]bool, op.NumOperands())
		for i := 0; i < op.NumSuccessors(); i++ {
			start, n := br.SuccessorOperands(op, i)
			produced := ir.ProducedOperandCount(op, i)
			succ := op.Successor(i)
			for k := 0; k < n; k++ {
				accounted[start+k] = true
				if a := produced + k; a < succ.NumArgs() && l.live[succ.Arg(a)] {
					l.mark(op.Operand(start + k))
				}
			}
		}
		for i, ok := range accounted {
			if !ok {
				l.visitDefault(op, []*ir.Value{op.Operand(i)})
			}
		}
		return
	}
	if ir.CallInterface(op) != nil {
		if callable := ir.ResolveCallable(l.s.ctx, op, l.s.tables); callable != nil {
			if c := ir.CallableInterface(callable); c != nil {
				r := c.CallableRegion(callable)
				if r == nil || r.Empty() {
					for _, v := range op.Operands() {
						l.mark(v)
					}
					return
				}
				start, n := ir.CallInterface(op).ArgOperands(op)
				entry := r.First()
				for i := 0; i < op.NumOperands(); i++ {
					if i >= start && i < start+n && i-start < entry.NumArgs() {
						if l.live[entry.Arg(i-start)] {
							l.mark(op.Operand(i))
						}
						continue
					}
					l.mark(op.Operand(i))
				}
				return
			}
		}
	}
	if op.HasTrait(ir.TraitReturnLike) {
		if p := op.ParentOp(); p != nil && ir.CallableInterface(p) != nil && ir.RegionBranchInterface(p) == nil {
			callsites := l.s.pred(p)
			if callsites.unknown {
				for _, v := range op.Operands() {
					l.mark(v)
				}
				return
			}
			for _, call := range callsites.known {
				for i := 0; i < op.NumOperands() && i < call.NumResults(); i++ {
					if l.live[call.Result(i)] {
						l.mark(op.Operand(i))
					}
				}
			}
			return
		}
	}
	l.visitDefault(op, op.Operands())
}

// rdvCleanup collects the changes before applying them, as upstream's
// RDVFinalCleanupList.
type rdvCleanup struct {
	operations []*ir.Operation
	functions  []rdvFunction
	operands   []rdvOperands
	results    []rdvMask
	blocks     []rdvBlock
	succs      []rdvSuccessor
}

type rdvFunction struct {
	fn             *ir.Operation
	deadArgs, rets []bool
}

type rdvOperands struct {
	op     *ir.Operation
	dead   []bool
	callee *ir.Operation
}

type rdvMask struct {
	op   *ir.Operation
	dead []bool
}

type rdvBlock struct {
	b    *ir.Block
	dead []bool
}

type rdvSuccessor struct {
	op   *ir.Operation
	i    int
	dead []bool
}

type rdvState struct {
	ctx *ir.Context
	// dangling records uses of erased block arguments (see poisonDangling).
	dangling []danglingUse
	l        *liveness
	nonLive  map[*ir.Value]bool
	cl       rdvCleanup
}

// lives returns, per value, whether it is live (values already scheduled
// for removal are not; nil values are not).
func (s *rdvState) lives(vs []*ir.Value) []bool {
	out := make([]bool, len(vs))
	for i, v := range vs {
		out[i] = v != nil && !s.nonLive[v] && (s.l.live[v] || s.l.deadBlocks[valueBlock(v)])
	}
	return out
}

func (s *rdvState) hasLive(vs []*ir.Value) bool {
	for _, b := range s.lives(vs) {
		if b {
			return true
		}
	}
	return false
}

func not(bs []bool) []bool {
	out := make([]bool, len(bs))
	for i, b := range bs {
		out[i] = !b
	}
	return out
}

func anyTrue(bs []bool) bool {
	for _, b := range bs {
		if b {
			return true
		}
	}
	return false
}

func (s *rdvState) collectNonLive(vs []*ir.Value, dead []bool) {
	for i, v := range vs {
		if i < len(dead) && dead[i] && v != nil {
			s.nonLive[v] = true
		}
	}
}

func (s *rdvState) processSimpleOp(op *ir.Operation) {
	if anyTrue(not(s.lives(op.Operands()))) {
		s.cl.operations = append(s.cl.operations, op)
		s.collectNonLive(op.Results(), allTrue(op.NumResults()))
		return
	}
	if !ir.IsMemoryEffectFree(op) || s.hasLive(op.Results()) {
		return
	}
	s.cl.operations = append(s.cl.operations, op)
	s.collectNonLive(op.Results(), allTrue(op.NumResults()))
}

func allTrue(n int) []bool {
	out := make([]bool, n)
	for i := range out {
		out[i] = true
	}
	return out
}

// functionUses returns the ops referring to fn anywhere in module, and
// whether all of them are calls.
func functionUses(ctx *ir.Context, module, fn *ir.Operation, tables *ir.SymbolTableCollection) (users []*ir.Operation, allCalls bool) {
	allCalls = true
	ir.WalkSymbolTables(module, false, func(table *ir.Operation, _ bool) {
		uses, _ := ir.SymbolUsesInRegion(ctx, table.Region(0))
		for _, u := range uses {
			path, ok := tables.LookupSymbolPath(table, u.Ref)
			if !ok || path[len(path)-1] != fn {
				continue
			}
			users = append(users, u.User)
			if ir.CallInterface(u.User) == nil {
				allCalls = false
			}
		}
	})
	return users, allCalls
}

func (s *rdvState) processFuncOp(fn, module *ir.Operation) {
	if ir.SymbolVisibility(fn) == ir.VisibilityPublic || fn.Region(0).Empty() {
		return
	}
	users, allCalls := functionUses(s.ctx, module, fn, s.l.s.tables)
	if !allCalls {
		return
	}
	args := fn.Region(0).First().Args()
	deadArgs := not(s.lives(args))
	s.collectNonLive(args, deadArgs)
	for _, call := range users {
		s.cl.operands = append(s.cl.operands, rdvOperands{op: call, dead: make([]bool, call.NumOperands()), callee: fn})
	}
	numReturns := len(ir.CallableInterface(fn).ResultTypes(fn))
	deadRets := allTrue(numReturns)
	for _, call := range users {
		live := s.lives(call.Results())
		for i := range deadRets {
			if i < len(live) && live[i] {
				deadRets[i] = false
			}
		}
	}
	for b := fn.Region(0).First(); b != nil; b = b.Next() {
		t := b.Last()
		if t == nil || !t.HasTrait(ir.TraitReturnLike) {
			continue
		}
		if t.NumOperands() == numReturns {
			s.cl.operands = append(s.cl.operands, rdvOperands{op: t, dead: deadRets})
		}
	}
	s.cl.functions = append(s.cl.functions, rdvFunction{fn, deadArgs, deadRets})
	if numReturns == 0 {
		return
	}
	for _, call := range users {
		s.cl.results = append(s.cl.results, rdvMask{call, deadRets})
		s.collectNonLive(call.Results(), deadRets)
	}
}

func (s *rdvState) processBranchOp(op *ir.Operation, br ir.BranchOpInterface) {
	deadNonForwarded := not(s.lives(op.Operands()))
	for i := 0; i < op.NumSuccessors(); i++ {
		start, n := br.SuccessorOperands(op, i)
		for k := start; k < start+n; k++ {
			deadNonForwarded[k] = false
		}
	}
	if anyTrue(deadNonForwarded) {
		s.cl.operations = append(s.cl.operations, op)
		return
	}
	for i := 0; i < op.NumSuccessors(); i++ {
		start, n := br.SuccessorOperands(op, i)
		produced := ir.ProducedOperandCount(op, i)
		vals := make([]*ir.Value, produced+n)
		for k := 0; k < n; k++ {
			vals[produced+k] = op.Operand(start + k)
		}
		dead := not(s.lives(vals))
		for k := 0; k < produced; k++ {
			dead[k] = false
		}
		succ := op.Successor(i)
		s.collectNonLive(succ.Args(), dead)
		s.cl.blocks = append(s.cl.blocks, rdvBlock{succ, dead})
		s.cl.succs = append(s.cl.succs, rdvSuccessor{op, i, dead})
	}
}

func (p *removeDeadValues) Run(module *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	solver := newDFSolver(ctx, module)
	solver.run()
	s := &rdvState{ctx: ctx, l: computeLiveness(solver, module), nonLive: map[*ir.Value]bool{}}
	solver.release()
	module.Each(func(op *ir.Operation) {
		switch {
		case op.Name() == "func.func" || (ir.CallableInterface(op) != nil && ir.IsSymbol(op) && op.HasTrait(ir.TraitIsolatedFromAbove)):
			s.processFuncOp(op, module)
		case ir.RegionBranchInterface(op) != nil:
			if ir.WouldOpBeTriviallyDead(op) && !s.hasLive(op.Results()) {
				s.cl.operations = append(s.cl.operations, op)
			}
		case ir.BranchInterface(op) != nil:
			s.processBranchOp(op, ir.BranchInterface(op))
		case op.HasTrait(ir.TraitTerminator):
		case ir.CallInterface(op) != nil:
		default:
			s.processSimpleOp(op)
		}
	})
	s.cleanup()
	if p.canonicalize {
		canonicalizeRegionBranchOps(ctx, module)
	}
	// Uses of erased block arguments by ops still in the IR (upstream
	// leaves them dangling) become poison, so the verifier can report the
	// result instead of crashing on it.
	poisonDangling(ctx, module, s.dangling)
	return nil
}

// canonicalizeRegionBranchOps applies the canonicalization patterns of the
// region branch ops (and folding) to them and the ops the rewrites create.
func canonicalizeRegionBranchOps(ctx *ir.Context, module *ir.Operation) {
	var ops []*ir.Operation
	var patterns []rewrite.Pattern
	seen := map[*ir.OpInfo]bool{}
	module.Walk(func(op *ir.Operation) ir.WalkResult {
		if ir.RegionBranchInterface(op) == nil {
			return ir.WalkAdvance
		}
		ops = append(ops, op)
		if !seen[op.Info()] {
			seen[op.Info()] = true
			list, _ := op.Info().Patterns.([]any)
			for _, x := range list {
				if pat, ok := x.(rewrite.Pattern); ok {
					patterns = append(patterns, pat)
				}
			}
		}
		return ir.WalkAdvance
	})
	rewrite.ApplyToOps(ctx, ops, rewrite.NewPatternSet(patterns), rewrite.DefaultConfig(), false)
}

func (s *rdvState) cleanup() {
	cl := &s.cl
	erased := make(map[*ir.Operation]bool, len(cl.operations))
	for _, op := range cl.operations {
		erased[op] = true
	}
	for _, b := range cl.blocks {
		if b.b.NumArgs() != len(b.dead) {
			continue
		}
		for i := len(b.dead) - 1; i >= 0; i-- {
			if !b.dead[i] {
				continue
			}
			dropArgUses(b.b.Arg(i), erased, &s.dangling)
			b.b.EraseArg(i)
		}
	}
	for _, x := range cl.succs {
		br := ir.BranchInterface(x.op)
		_, n := br.SuccessorOperands(x.op, x.i)
		produced := ir.ProducedOperandCount(x.op, x.i)
		if produced+n != len(x.dead) {
			continue
		}
		for i := len(x.dead) - 1; i >= produced; i-- {
			if x.dead[i] {
				br.EraseSuccessorOperand(x.op, x.i, i-produced)
			}
		}
	}
	erasedArgs := map[*ir.Operation][]bool{}
	for _, f := range cl.functions {
		entry := f.fn.Region(0).First()
		for i, d := range f.deadArgs {
			if d {
				dropArgUses(entry.Arg(i), erased, &s.dangling)
			}
		}
		eraseFunctionArgsAndResults(s.ctx, f.fn, f.deadArgs, f.rets)
		if anyTrue(f.deadArgs) {
			erasedArgs[f.fn] = f.deadArgs
		}
	}
	for _, o := range cl.operands {
		handled := false
		if o.callee != nil && ir.CallInterface(o.op) != nil {
			if dead, ok := erasedArgs[o.callee]; ok {
				start, _ := ir.CallInterface(o.op).ArgOperands(o.op)
				for i := len(dead) - 1; i >= 0; i-- {
					if dead[i] {
						o.op.EraseOperand(start + i)
					}
				}
				handled = true
			}
		}
		if !handled && anyTrue(o.dead) {
			for i := len(o.dead) - 1; i >= 0; i-- {
				if o.dead[i] {
					o.op.EraseOperand(i)
				}
			}
		}
	}
	for _, r := range cl.results {
		eraseResults(s.ctx, r.op, r.dead)
	}
	for _, op := range cl.operations {
		if op.HasTrait(ir.TraitTerminator) {
			b := ir.NewBuilder(s.ctx)
			b.SetInsertionPoint(op)
			b.Create(&ir.OperationState{Loc: op.Loc(), Name: s.ctx.OpInfo("ub.unreachable")})
		}
		for i := 0; i < op.NumResults(); i++ {
			v := op.Result(i)
			if usedOnlyBy(v, erased) {
				v.DropAllUses()
			} else {
				replaceWithPoison(s.ctx, op, v)
			}
		}
		op.Erase()
	}
}

// usedOnlyBy reports whether every user of v (or an ancestor of it) is in
// ops.
func usedOnlyBy(v *ir.Value, ops map[*ir.Operation]bool) bool {
	for u := v.FirstUse(); u != nil; u = u.Next() {
		in := false
		for o := u.Owner(); o != nil && !in; o = o.ParentOp() {
			in = ops[o]
		}
		if !in {
			return false
		}
	}
	return true
}

// danglingUse is a use of an erased block argument by an op that may
// outlive the cleanup: the op, the operand index and the argument.
type danglingUse struct {
	user  *ir.Operation
	index int
	arg   *ir.Value
	block *ir.Block
	typ   ir.Type
}

// dropArgUses drops the uses of a block argument about to be erased,
// recording those by ops not known to be erased.
func dropArgUses(arg *ir.Value, erased map[*ir.Operation]bool, dangling *[]danglingUse) {
	for u := arg.FirstUse(); u != nil; u = u.Next() {
		in := false
		for o := u.Owner(); o != nil && !in; o = o.ParentOp() {
			in = erased[o]
		}
		if !in {
			*dangling = append(*dangling, danglingUse{u.Owner(), u.Index(), arg, arg.OwnerBlock(), arg.Type()})
		}
	}
	arg.DropAllUses()
}

// poisonDangling gives the ops of module that still use an erased block
// argument a ub.poison of its type, built at the start of its block.
func poisonDangling(ctx *ir.Context, module *ir.Operation, dangling []danglingUse) {
	if len(dangling) == 0 {
		return
	}
	live := map[*ir.Operation]bool{}
	module.Each(func(op *ir.Operation) { live[op] = true })
	poisons := map[*ir.Value]*ir.Value{}
	for _, d := range dangling {
		if !live[d.user] || d.index >= d.user.NumOperands() || d.user.Operand(d.index) != nil {
			continue
		}
		p := poisons[d.arg]
		if p == nil {
			b := ir.NewBuilder(ctx)
			b.SetInsertionPointToStart(d.block)
			p = b.Create(&ir.OperationState{Loc: ctx.UnknownLoc(), Name: ctx.OpInfo("ub.poison"), Types: []ir.Type{d.typ}}).Result(0)
			poisons[d.arg] = p
		}
		d.user.SetOperand(d.index, p)
	}
}

// replaceWithPoison gives the remaining users of a removed value (in code
// the analysis found unreachable) a ub.poison of its type, built before
// op, so no operand is left dangling.
func replaceWithPoison(ctx *ir.Context, op *ir.Operation, v *ir.Value) {
	if !v.HasUses() {
		return
	}
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(op)
	poison := b.Create(&ir.OperationState{Loc: op.Loc(), Name: ctx.OpInfo("ub.poison"), Types: []ir.Type{v.Type()}})
	v.ReplaceAllUsesWith(poison.Result(0))
}

// eraseResults replaces op by a copy without the dead results (their uses
// dropped), as upstream's RewriterBase::eraseOpResults.
func eraseResults(ctx *ir.Context, op *ir.Operation, dead []bool) {
	if !anyTrue(dead) {
		return
	}
	var types []ir.Type
	for i := 0; i < op.NumResults(); i++ {
		if i >= len(dead) || !dead[i] {
			types = append(types, op.Result(i).Type())
		}
	}
	st := &ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: op.Operands(), Types: types, Props: op.Props()}
	for i := 0; i < op.NumSuccessors(); i++ {
		st.Successors = append(st.Successors, op.Successor(i))
	}
	for i := 0; i < op.NumRegions(); i++ {
		r := st.AddRegion()
		r.TakeBody(op.Region(i))
	}
	nop := ir.NewOperation(ctx, st)
	nop.SetAttrs(op.Attrs())
	op.Block().InsertBefore(nop, op.NextInBlock())
	next := 0
	for i := 0; i < op.NumResults(); i++ {
		if i < len(dead) && dead[i] {
			replaceWithPoison(ctx, nop, op.Result(i))
			continue
		}
		op.Result(i).ReplaceAllUsesWith(nop.Result(next))
		next++
	}
	op.Erase()
}

// eraseFunctionArgsAndResults removes arguments and results of a function
// op: entry block arguments, function_type, arg_attrs and res_attrs.
func eraseFunctionArgsAndResults(ctx *ir.Context, fn *ir.Operation, deadArgs, deadRets []bool) {
	ta, ok := fn.InherentAttr("function_type").(*ir.TypeAttr)
	if !ok {
		return
	}
	ft, ok := ta.Type.(*ir.FunctionType)
	if !ok {
		return
	}
	entry := fn.Region(0).First()
	for i := len(deadArgs) - 1; i >= 0; i-- {
		if deadArgs[i] && i < entry.NumArgs() {
			entry.EraseArg(i)
		}
	}
	keep := func(ts []ir.Type, dead []bool) []ir.Type {
		out := []ir.Type{}
		for i, t := range ts {
			if i >= len(dead) || !dead[i] {
				out = append(out, t)
			}
		}
		return out
	}
	fn.SetInherentAttr(ctx, "function_type", ctx.TypeAttr(ctx.FunctionType(keep(ft.Inputs, deadArgs), keep(ft.Results, deadRets))))
	filterAttrs := func(name string, dead []bool) {
		arr, ok := fn.InherentAttr(name).(*ir.ArrayAttr)
		if !ok || !anyTrue(dead) {
			return
		}
		var elems []ir.Attribute
		allEmpty := true
		for i, e := range arr.Elems {
			if i < len(dead) && dead[i] {
				continue
			}
			elems = append(elems, e)
			if d, ok := e.(*ir.DictionaryAttr); !ok || len(d.Entries) > 0 {
				allEmpty = false
			}
		}
		if allEmpty {
			fn.SetInherentAttr(ctx, name, nil)
			return
		}
		fn.SetInherentAttr(ctx, name, ctx.ArrayAttr(elems))
	}
	filterAttrs("arg_attrs", deadArgs)
	filterAttrs("res_attrs", deadRets)
}

// valueBlock is the block defining v.
func valueBlock(v *ir.Value) *ir.Block {
	if v.IsBlockArgument() {
		return v.OwnerBlock()
	}
	return v.DefiningOp().Block()
}
