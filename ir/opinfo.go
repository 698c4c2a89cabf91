package ir

// Trait is a static property of an operation definition.
type Trait uint8

// TraitSet is a set of traits.
type TraitSet uint64

// Has reports whether t is in the set.
func (s TraitSet) Has(t Trait) bool { return s&(1<<t) != 0 }

// With returns the set plus t.
func (s TraitSet) With(t Trait) TraitSet { return s | 1<<t }

// The traits known to the core. Dialects compose them in their op specs.
const (
	TraitTerminator Trait = iota
	TraitNoTerminator
	TraitIsolatedFromAbove
	TraitSingleBlock
	TraitSingleBlockImplicitTerminator
	TraitSymbolTable
	TraitSymbol
	TraitAffineScope
	TraitAutomaticAllocationScope
	TraitConstantLike
	TraitCommutative
	TraitIdempotent
	TraitInvolution
	TraitReturnLike
	TraitNoMemoryEffect
	TraitAlwaysSpeculatable
	TraitRecursiveMemoryEffects
	TraitSameOperandsAndResultType
	TraitSameTypeOperands
	TraitSameOperandsAndResultShape
	TraitSameOperandsAndResultElementType
	TraitElementwise
	TraitHasRecursiveSideEffects
	TraitGraphRegions // all regions are graph regions (RegionKindInterface)
	TraitHasParent
	TraitIsTerminatorLike
	TraitAttrSizedOperandSegments
	TraitAttrSizedResultSegments
	TraitRecursivelySpeculatable
	TraitScalarizable
	TraitVectorizable
	TraitTensorizable
	// TraitSameVariadicOperandSize and TraitSameVariadicResultSize split
	// the values evenly among several variadic groups.
	TraitSameVariadicOperandSize
	TraitSameVariadicResultSize
	// TraitMemRefsNormalizable marks the ops whose memref operands and
	// results normalize-memrefs may give identity layouts.
	TraitMemRefsNormalizable
)

// OpInfo is the registration record shared by all operations of one name.
// Unregistered operations get a record with Registered false.
type OpInfo struct {
	Name       string
	Dialect    string
	Registered bool
	Traits     TraitSet

	// VerifyCounts checks the numbers of regions, results, successors and
	// operands (upstream's count traits); it runs first.
	VerifyCounts func(op *Operation) error
	// VerifyInvariants checks the operation's declared constraints
	// (upstream's OpInvariants); as upstream, it runs after VerifyCounts
	// and the structural traits (single block, parent op), before the
	// other core traits (terminator, isolation) and Verify.
	VerifyInvariants func(op *Operation) error
	// Verify checks the operation itself (operands, attributes, ...).
	Verify func(op *Operation) error
	// VerifyRegions runs after the nested operations verified.
	VerifyRegions func(op *Operation) error
	// Fold tries to fold the operation given constant operands (nil where
	// unknown). It returns one attribute or value per result, or nil.
	Fold func(op *Operation, operands []Attribute) []FoldResult
	// Parse and Print implement the custom assembly form; nil means generic.
	Parse func(p OpParser, st *OperationState) error
	Print func(p OpPrinter, op *Operation)
	// ResultNames suggests SSA names for results (OpAsmOpInterface).
	ResultNames func(op *Operation, set func(v *Value, name string))
	// BlockArgNames suggests names for entry block arguments of a region.
	BlockArgNames func(r *Region, set func(v *Value, name string))
	// BlockNames suggests names (without `^`) for the blocks of the op's
	// regions (OpAsmOpInterface::getAsmBlockNames).
	BlockNames func(op *Operation, set func(b *Block, name string))
	// DefaultDialect is the dialect whose prefix may be elided in nested
	// custom op names.
	DefaultDialect string
	// ParentNames lists the allowed parent operations (HasParent trait).
	ParentNames []string
	// ImplicitTerminator names the terminator added when a single-block
	// region omits it (SingleBlockImplicitTerminator trait).
	ImplicitTerminator string
	// InherentAttrs names the attributes that live in properties; creating
	// an op moves them out of the attribute list into properties.
	InherentAttrs []string
	// DefaultAttrs returns inherent attributes stored when absent
	// (upstream's DefaultValuedAttr).
	DefaultAttrs func(ctx *Context) []NamedAttr
	// VerifyInherentAttrs checks the inherent attributes among attrs (the
	// generic form's attribute dictionary when no properties are written)
	// and returns the message of the first violation, without the
	// "'name' op " prefix; "" when they are fine.
	VerifyInherentAttrs func(attrs []NamedAttr) string
	// PropStorage reports whether a can be stored as the inherent attribute
	// name (upstream's property conversion, which checks the attribute's
	// storage class); nil accepts any attribute. When it cannot, msg is
	// the conversion's own error message, or "" for the generic one.
	PropStorage func(name string, a Attribute) (ok bool, msg string)
	// Interfaces lists the op interface implementations of the definition
	// (see OpInterface).
	Interfaces Interfaces
	// Spec is the declarative definition the record was built from.
	Spec any
	// Patterns holds canonicalization patterns (owned by the rewrite package).
	Patterns any
}

// FoldResult is one folded result: an Attribute constant or an existing
// Value.
type FoldResult struct {
	Attr  Attribute
	Value *Value
}

// IsInherent reports whether name is an inherent attribute of the op.
func (info *OpInfo) IsInherent(name string) bool {
	for _, n := range info.InherentAttrs {
		if n == name {
			return true
		}
	}
	return false
}

// BranchOpInterface is implemented (listed in OpInfo.Interfaces) by terminators that forward operands to successors.
type BranchOpInterface interface {
	// SuccessorOperands returns the range of op's operands forwarded to
	// successor i.
	SuccessorOperands(op *Operation, i int) (start, n int)
	// EraseSuccessorOperand removes the j-th operand forwarded to successor i.
	EraseSuccessorOperand(op *Operation, i, j int)
}

// BranchInterface returns op's branch interface, or nil.
func BranchInterface(op *Operation) BranchOpInterface {
	b, _ := InfoInterface[BranchOpInterface](op.info)
	return b
}
