package ir

// Op interfaces used by the core transformations (inliner, sccp, licm,
// control-flow sinking, dead value removal): CallOpInterface,
// CallableOpInterface, RegionBranchOpInterface,
// RegionBranchTerminatorOpInterface, LoopLikeOpInterface,
// MemoryEffectOpInterface, ConditionallySpeculatable, SymbolOpInterface
// (symboltable.go), and the dialect interface *DialectInlinerInterface.
// They are listed as Go values in OpInfo.Interfaces and looked up by type
// (opinterface.go).

// BranchSuccessorForOperands may be implemented, besides
// BranchOpInterface, by a branch op's interface value: it returns the successor taken for the given
// constant operands (nil where unknown), or nil when it cannot tell.
type BranchSuccessorForOperands interface {
	SuccessorForOperands(op *Operation, operands []Attribute) *Block
}

// BranchProducedOperands may also be implemented by a branch interface
// whose successors get leading block arguments produced by the branch
// itself (not forwarded operands), as upstream's SuccessorOperands with a
// produced-operand count: successor i's first n arguments are produced,
// the following ones receive SuccessorOperands(op, i).
type BranchProducedOperands interface {
	ProducedOperands(op *Operation, i int) int
}

// BranchOperandAppender may also be implemented by a branch interface: it
// appends operands forwarded to successor i (updating segment sizes), as
// upstream's SuccessorOperands::append. Block merging needs it to add
// arguments to merged blocks.
type BranchOperandAppender interface {
	AppendSuccessorOperands(op *Operation, i int, vals []*Value)
}

// ProducedOperandCount returns the number of leading block arguments of
// successor i that op produces itself (0 unless its branch interface
// says otherwise).
func ProducedOperandCount(op *Operation, i int) int {
	if b, ok := InfoInterface[BranchProducedOperands](op.info); ok {
		return b.ProducedOperands(op, i)
	}
	return 0
}

// SuccessorForOperands asks op's branch interface which successor the
// constant operands select (nil: unknown).
func SuccessorForOperands(op *Operation, operands []Attribute) *Block {
	if b, ok := InfoInterface[BranchSuccessorForOperands](op.info); ok {
		return b.SuccessorForOperands(op, operands)
	}
	return nil
}

// CallOpInterface is implemented by call-like operations.
type CallOpInterface interface {
	// Callee returns the called symbol, or for indirect calls the value
	// called (exactly one is non-nil).
	Callee(op *Operation) (sym *SymbolRefAttr, v *Value)
	// SetCallee changes the callee.
	SetCallee(ctx *Context, op *Operation, sym *SymbolRefAttr, v *Value)
	// ArgOperands returns the range of op's operands passed as arguments.
	ArgOperands(op *Operation) (start, n int)
}

// CallableOpInterface is implemented by operations that may be called
// (functions, lambdas).
type CallableOpInterface interface {
	// CallableRegion returns the body, or nil for an external declaration.
	CallableRegion(op *Operation) *Region
	// ArgumentTypes and ResultTypes give the callable's signature.
	ArgumentTypes(op *Operation) []Type
	ResultTypes(op *Operation) []Type
}

// CallInterface returns op's call interface, or nil.
func CallInterface(op *Operation) CallOpInterface {
	c, _ := InfoInterface[CallOpInterface](op.info)
	return c
}

// CallableInterface returns op's callable interface, or nil.
func CallableInterface(op *Operation) CallableOpInterface {
	c, _ := InfoInterface[CallableOpInterface](op.info)
	return c
}

// CallArgOperands returns the argument operands of a call op.
func CallArgOperands(op *Operation) []*Value {
	c := CallInterface(op)
	if c == nil {
		return nil
	}
	start, n := c.ArgOperands(op)
	out := make([]*Value, n)
	for i := range out {
		out[i] = op.Operand(start + i)
	}
	return out
}

// ResolveCallable returns the operation a call refers to: the symbol
// looked up from the call (through tables when not nil), or the defining
// op of an indirect callee value. It returns nil when unresolved.
func ResolveCallable(ctx *Context, call *Operation, tables *SymbolTableCollection) *Operation {
	c := CallInterface(call)
	if c == nil {
		return nil
	}
	sym, v := c.Callee(call)
	if v != nil {
		return v.DefiningOp()
	}
	if sym == nil {
		return nil
	}
	if tables == nil {
		tables = NewSymbolTableCollection(ctx)
	}
	return tables.LookupNearestSymbolFrom(call, sym)
}

// RegionSuccessor is a destination of region control flow: a region of the
// op (its entry block receives Inputs) or, when Region is nil, the parent
// op itself (its results receive Inputs).
type RegionSuccessor struct {
	Region *Region
	Inputs []*Value
}

// RegionBranchOpInterface is implemented by ops with region control flow
// (if/for/while-like ops).
type RegionBranchOpInterface interface {
	// SuccessorRegions returns where control may go from `from`: from the
	// parent op (from == nil) into its regions, or from the end of region
	// `from`. operands holds known constant operands of the op (nil where
	// unknown; the slice itself may be nil) so that impossible successors
	// can be left out.
	SuccessorRegions(op *Operation, from *Region, operands []Attribute) []RegionSuccessor
	// EntrySuccessorOperands returns the operands of op forwarded to
	// successor `to` (nil: the parent's results) on entry.
	EntrySuccessorOperands(op *Operation, to *Region) []*Value
}

// RegionBranchTerminatorOpInterface is implemented by terminators that
// forward values to a successor region or the parent's results.
type RegionBranchTerminatorOpInterface interface {
	// SuccessorOperands returns the range of operands forwarded to `to`
	// (nil: the parent op's results).
	SuccessorOperands(op *Operation, to *Region) (start, n int)
}

// RegionBranchInterface returns op's region branch interface, or nil.
func RegionBranchInterface(op *Operation) RegionBranchOpInterface {
	r, _ := InfoInterface[RegionBranchOpInterface](op.info)
	return r
}

// RegionBranchTerminatorInterface returns op's interface, or nil. Terminators
// with the ReturnLike trait forward all their operands.
func RegionBranchTerminatorInterface(op *Operation) RegionBranchTerminatorOpInterface {
	if r, ok := InfoInterface[RegionBranchTerminatorOpInterface](op.info); ok {
		return r
	}
	if op.HasTrait(TraitReturnLike) && op.HasTrait(TraitTerminator) {
		return returnLikeTerminator{}
	}
	return nil
}

type returnLikeTerminator struct{}

func (returnLikeTerminator) SuccessorOperands(op *Operation, _ *Region) (int, int) {
	return 0, op.NumOperands()
}

// LoopLikeOpInterface is implemented by loops.
type LoopLikeOpInterface interface {
	// LoopRegions returns the regions forming the loop body.
	LoopRegions(op *Operation) []*Region
}

// LoopLikeInterface returns op's loop interface, or nil.
func LoopLikeInterface(op *Operation) LoopLikeOpInterface {
	l, _ := InfoInterface[LoopLikeOpInterface](op.info)
	return l
}

// IsDefinedOutsideOfLoop reports whether v is defined outside loop's
// regions (upstream's default isDefinedOutsideOfLoop).
func IsDefinedOutsideOfLoop(loop *Operation, v *Value) bool {
	r := v.ParentRegion()
	return r == nil || r.ParentOp() == nil || !loop.IsAncestor(r.ParentOp())
}

// InvocationBounds is how many times a region may run: Max < 0 means
// unknown (upstream's InvocationBounds).
type InvocationBounds struct {
	Min, Max int
}

// RegionInvocationBoundsInterface may be implemented, besides
// RegionBranchOpInterface, by an op's interface value: the invocation bounds of each region given
// constant operands (nil where unknown). Without it every bound is
// unknown.
type RegionInvocationBoundsInterface interface {
	RegionInvocationBounds(op *Operation, operands []Attribute) []InvocationBounds
}

// MemoryEffect is the kind of a memory effect.
type MemoryEffect uint8

// Memory effects, as upstream's MemoryEffects::{Allocate,Free,Read,Write}.
const (
	EffectAllocate MemoryEffect = iota
	EffectFree
	EffectRead
	EffectWrite
)

// EffectInstance is one effect of an operation, optionally on a value
// (an operand or result) and a named resource ("" is the default one).
type EffectInstance struct {
	Effect   MemoryEffect
	Value    *Value
	Resource string
}

// MemoryEffectOpInterface lists the memory effects of an operation.
type MemoryEffectOpInterface interface {
	Effects(op *Operation) []EffectInstance
}

// EffectsFunc adapts a function to MemoryEffectOpInterface.
type EffectsFunc func(op *Operation) []EffectInstance

// Effects calls f.
func (f EffectsFunc) Effects(op *Operation) []EffectInstance { return f(op) }

// OpEffects returns the effects op declares; known is false when op does
// not describe its effects (no NoMemoryEffect trait, no interface).
func OpEffects(op *Operation) (effects []EffectInstance, known bool) {
	if !op.info.Registered {
		return nil, false
	}
	if m, ok := InfoInterface[MemoryEffectOpInterface](op.info); ok {
		return m.Effects(op), true
	}
	if op.HasTrait(TraitNoMemoryEffect) {
		return nil, true
	}
	return nil, false
}

func hasRecursiveEffects(op *Operation) bool {
	return op.HasTrait(TraitRecursiveMemoryEffects) || op.HasTrait(TraitHasRecursiveSideEffects)
}

// IsMemoryEffectFree reports whether op, and the ops nested in it when its
// effects are recursive, have no memory effect.
func IsMemoryEffectFree(op *Operation) bool {
	effects, known := OpEffects(op)
	if known {
		if len(effects) > 0 {
			return false
		}
		if !hasRecursiveEffects(op) {
			return true
		}
	} else if !hasRecursiveEffects(op) {
		return false
	}
	for i := 0; i < op.NumRegions(); i++ {
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				if !IsMemoryEffectFree(o) {
					return false
				}
			}
		}
	}
	return true
}

// WouldOpBeTriviallyDead reports whether op could be erased if its
// results had no uses: it is no terminator nor symbol, and it (with its
// nested ops when effects are recursive) only reads memory or allocates
// its own results.
func WouldOpBeTriviallyDead(op *Operation) bool {
	if !op.info.Registered || op.HasTrait(TraitTerminator) || IsSymbol(op) {
		return false
	}
	work := []*Operation{op}
	for len(work) > 0 {
		o := work[len(work)-1]
		work = work[:len(work)-1]
		rec := hasRecursiveEffects(o)
		if rec {
			for i := 0; i < o.NumRegions(); i++ {
				for b := o.Region(i).First(); b != nil; b = b.Next() {
					for n := b.First(); n != nil; n = n.NextInBlock() {
						work = append(work, n)
					}
				}
			}
		}
		effects, known := OpEffects(o)
		if known {
			for _, e := range effects {
				if e.Effect == EffectRead {
					continue
				}
				if e.Value != nil && e.Value.DefiningOp() == o && allocates(effects, e.Value) {
					continue
				}
				return false
			}
			continue
		}
		if rec {
			continue
		}
		return false
	}
	return true
}

func allocates(effects []EffectInstance, v *Value) bool {
	for _, e := range effects {
		if e.Effect == EffectAllocate && e.Value == v {
			return true
		}
	}
	return false
}

// IsOpTriviallyDead reports whether op has no uses and could be erased.
func IsOpTriviallyDead(op *Operation) bool { return op.UseEmpty() && WouldOpBeTriviallyDead(op) }

// Speculatability says whether an op may be executed speculatively.
type Speculatability uint8

// Speculatability values, as upstream's Speculation::Speculatability.
const (
	NotSpeculatable Speculatability = iota
	Speculatable
	RecursivelySpeculatable
)

// ConditionallySpeculatable computes an op's speculatability.
type ConditionallySpeculatable interface {
	Speculatability(op *Operation) Speculatability
}

// SpeculatabilityFunc adapts a function to ConditionallySpeculatable.
type SpeculatabilityFunc func(op *Operation) Speculatability

// Speculatability calls f.
func (f SpeculatabilityFunc) Speculatability(op *Operation) Speculatability { return f(op) }

// IsSpeculatable reports whether op (and its nested ops when recursively
// speculatable) may be hoisted or sunk freely.
func IsSpeculatable(op *Operation) bool {
	var s Speculatability
	switch {
	case !op.info.Registered:
		return false
	case hasSpeculatability(op.info):
		s = speculatability(op)
	case op.HasTrait(TraitAlwaysSpeculatable):
		s = Speculatable
	case op.HasTrait(TraitRecursivelySpeculatable):
		s = RecursivelySpeculatable
	default:
		return false
	}
	switch s {
	case Speculatable:
		return true
	case RecursivelySpeculatable:
		for i := 0; i < op.NumRegions(); i++ {
			for b := op.Region(i).First(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.NextInBlock() {
					if !IsSpeculatable(o) {
						return false
					}
				}
			}
		}
		return true
	}
	return false
}

// IsPure reports whether op is speculatable and memory-effect free.
func IsPure(op *Operation) bool { return IsSpeculatable(op) && IsMemoryEffectFree(op) }

// DialectInlinerInterface tells the inliner what it may inline into and out
// of a dialect's operations and how to rewrite inlined terminators. It is
// listed in Dialect.Interfaces. Nil
// legality hooks mean "not legal" (upstream's defaults); AlwaysLegal sets
// all three to true, as the func, cf and arith dialects do.
type DialectInlinerInterface struct {
	// IsLegalToInlineCall: may callable be inlined into call's place?
	IsLegalToInlineCall func(call, callable *Operation, wouldBeCloned bool) bool
	// IsLegalToInlineRegion: may src be inlined into dest (checked on
	// dest's parent op dialect)?
	IsLegalToInlineRegion func(dest, src *Region, wouldBeCloned bool, m *Mapping) bool
	// IsLegalToInlineOp: may op (of this dialect) be inlined into dest?
	IsLegalToInlineOp func(op *Operation, dest *Region, wouldBeCloned bool, m *Mapping) bool
	// ShouldAnalyzeRecursively: check the ops nested in op too (default
	// true when nil).
	ShouldAnalyzeRecursively func(op *Operation) bool
	// HandleTerminator rewrites an inlined terminator of a multi-block
	// inlined region into a branch to newDest (whose arguments receive the
	// results). It must erase op.
	HandleTerminator func(b *Builder, op *Operation, newDest *Block)
	// HandleTerminatorValues replaces the call results (values) with the
	// operands of the single inlined block's terminator op; the inliner
	// erases op afterwards.
	HandleTerminatorValues func(op *Operation, values []*Value)
	// MaterializeCallConversion builds a cast of input to resultType for
	// mismatched call and callable types; nil means no conversion.
	MaterializeCallConversion func(b *Builder, input *Value, resultType Type, loc Location) *Operation
	// ProcessInlinedCallBlocks is told about the blocks inlined for call.
	ProcessInlinedCallBlocks func(call *Operation, blocks []*Block)
	// AllowSingleBlockOptimization: may a single inlined block be merged
	// into the caller's block (default true when nil)?
	AllowSingleBlockOptimization func(blocks []*Block) bool
}

// AlwaysLegal returns an inliner interface on which every legality hook
// answers true, with the given terminator handlers.
func AlwaysLegal(handleTerminator func(b *Builder, op *Operation, newDest *Block),
	handleValues func(op *Operation, values []*Value)) *DialectInlinerInterface {
	return &DialectInlinerInterface{
		IsLegalToInlineCall:    func(_, _ *Operation, _ bool) bool { return true },
		IsLegalToInlineRegion:  func(_, _ *Region, _ bool, _ *Mapping) bool { return true },
		IsLegalToInlineOp:      func(_ *Operation, _ *Region, _ bool, _ *Mapping) bool { return true },
		HandleTerminator:       handleTerminator,
		HandleTerminatorValues: handleValues,
	}
}

// InlinerInterfaceOf returns the inliner interface of the dialect named
// name, or nil.
func (c *Context) InlinerInterfaceOf(dialect string) *DialectInlinerInterface {
	d := c.Dialect(dialect)
	i, _ := DialectInterface[*DialectInlinerInterface](d)
	return i
}

// hasSpeculatability reports whether info implements
// ConditionallySpeculatable.
func hasSpeculatability(info *OpInfo) bool {
	_, ok := InfoInterface[ConditionallySpeculatable](info)
	return ok
}

// speculatability asks op's ConditionallySpeculatable implementation.
func speculatability(op *Operation) Speculatability {
	c, _ := InfoInterface[ConditionallySpeculatable](op.info)
	return c.Speculatability(op)
}

// VerifyBranchSuccessorOperands is the BranchOpInterface verifier: the
// operands op forwards to each successor match the successor's arguments
// in number and type.
func VerifyBranchSuccessorOperands(op *Operation) error {
	b := BranchInterface(op)
	if b == nil {
		return nil
	}
	for i := 0; i < op.NumSuccessors(); i++ {
		start, n := b.SuccessorOperands(op, i)
		dest := op.Successor(i)
		if n != dest.NumArgs() {
			return op.EmitError("branch has %d operands for successor #%d, but target block has %d", n, i, dest.NumArgs())
		}
		for k := 0; k < n; k++ {
			if op.Operand(start+k).Type() != dest.Arg(k).Type() {
				return op.EmitError("type mismatch for bb argument #%d of successor #%d", k, i)
			}
		}
	}
	return nil
}

// VerifyBranchWeights is the WeightedBranchOpInterface verifier: a
// non-empty `branch_weights` array has one weight per successor, not all
// zero.
func VerifyBranchWeights(op *Operation) error {
	d, ok := op.InherentAttr("branch_weights").(*DenseArrayAttr)
	if !ok {
		return nil
	}
	w := d.Int64s()
	if len(w) == 0 {
		return nil
	}
	if len(w) != op.NumSuccessors() {
		return op.EmitError("expects number of branch weights to match number of successors: %d vs %d", len(w), op.NumSuccessors())
	}
	for _, v := range w {
		if v != 0 {
			return nil
		}
	}
	return op.EmitError("branch weights cannot all be zero")
}
