package ir

import "github.com/gomlir/gomlir/ir/affine"

// OpPrinter is what a custom op printer writes to. The asm package
// implements it.
type OpPrinter interface {
	// WriteString writes raw text.
	WriteString(s string)
	PrintType(t Type)
	PrintAttribute(a Attribute)
	// PrintAttributeWithoutType prints an attribute eliding its type.
	PrintAttributeWithoutType(a Attribute)
	PrintOperand(v *Value)
	PrintSuccessor(b *Block)
	PrintRegion(r *Region, printEntryArgs, printTerminators, printEmptyBlock bool)
	// PrintOptionalAttrDict prints ` {...}` without the elided names, or
	// nothing when empty.
	PrintOptionalAttrDict(attrs []NamedAttr, elided ...string)
	PrintOptionalAttrDictWithKeyword(attrs []NamedAttr, elided ...string)
	PrintSymbolName(name string)
	PrintKeywordOrString(s string)
	PrintNewline()
	// PrintRegionArgument prints `%name: type` plus attributes and location.
	PrintRegionArgument(v *Value, attrs []NamedAttr)
	PrintGenericOp(op *Operation)
	IncreaseIndent()
	DecreaseIndent()
	// PrintOptionalLocationSpecifier prints ` loc(...)` when locations are
	// printed (--mlir-print-debuginfo), nothing otherwise.
	PrintOptionalLocationSpecifier(l Location)
	// OperandName returns how a value is printed, e.g. "%x" or "%0#1".
	OperandName(v *Value) string
	// PrintRegionArgumentWithoutType is PrintRegionArgument without the
	// `: type` (upstream's printRegionArgument with omitType).
	PrintRegionArgumentWithoutType(v *Value, attrs []NamedAttr)
	// PrintCustomOrGenericOp prints an operation without its results and
	// location: its custom form, or its generic form when it has none or
	// generic printing is on.
	PrintCustomOrGenericOp(op *Operation)
	// ShadowRegionArgs prints the entry block arguments of r with the
	// names of vals (upstream's shadowRegionArgs).
	ShadowRegionArgs(r *Region, vals []*Value)
}

// UnresolvedOperand is a parsed `%name#N` use whose type is not known yet.
type UnresolvedOperand struct {
	Name   string
	Number int
	// Pos is the byte offset of the use, for diagnostics.
	Pos int
}

// RegionArgument is an entry-block argument parsed before its region, as in
// `func.func @f(%a: i32 {attr} loc(...))`.
type RegionArgument struct {
	Operand UnresolvedOperand
	Type    Type
	Attrs   []NamedAttr
	Loc     Location // nil: the position of the name
}

// OpParser is what a custom op parser reads from. The asm package
// implements it. Methods return *Diagnostic errors located where the input
// went wrong.
type OpParser interface {
	Context() *Context
	// Pos returns the byte offset of the next token; Loc its location.
	Pos() int
	Loc() Location
	// NamePos returns the byte offset of the operation's name (upstream's
	// getNameLoc), where errors about the whole custom form are reported.
	NamePos() int
	LocAt(pos int) Location
	// Errorf reports an error at the next token; ErrorAt at an offset.
	Errorf(format string, args ...any) error
	ErrorAt(pos int, format string, args ...any) error
	// WrongToken reports an unexpected token at the end of the previous
	// one, as upstream's parseToken failures.
	WrongToken(msg string) error

	// ParseOptionalPunct consumes punctuation such as "(", "->", "..." if
	// it is next; ParsePunct requires it (error "expected 'p'").
	ParseOptionalPunct(punct string) bool
	ParsePunct(punct string) error
	// IsPunct reports whether punct is next; "#" reports whether an
	// attribute alias or dialect attribute (`#name...`) is next.
	IsPunct(punct string) bool
	// ParseOptionalKeyword consumes a bare keyword if it is next.
	ParseOptionalKeyword(kw string) bool
	ParseKeyword(kw string) error
	IsKeyword(kw string) bool
	// ParseOptionalKeywordAny consumes any bare identifier.
	ParseOptionalKeywordAny() (string, bool)
	// ParseOptionalString consumes a string literal.
	ParseOptionalString() (string, bool)
	// ParseOptionalInteger consumes an optionally negative integer.
	ParseOptionalInteger() (int64, bool, error)
	// ParseDimensionList parses dimensions separated by `x`, such as
	// `4x?x8`, with no trailing `x` (upstream's parseDimensionList with
	// withTrailingX false); `?` is Dynamic. It parses nothing, and returns
	// no dimension, unless an integer or `?` is next.
	ParseDimensionList() ([]int64, error)
	// ParseDimensionListX parses dimensions each followed by `x`, such as
	// the `4x?x` of `4x?xf32` (upstream's parseDimensionList with
	// withTrailingX true); `?` is an error unless allowDynamic. It parses
	// nothing, and returns no dimension, unless an integer or `?` is next.
	ParseDimensionListX(allowDynamic bool) ([]int64, error)

	IsOperand() bool
	ParseOperand() (UnresolvedOperand, error)
	ParseOptionalOperand() (UnresolvedOperand, bool, error)
	// ResolveOperand looks up (or forward-declares) a use with its type.
	ResolveOperand(u UnresolvedOperand, t Type) (*Value, error)

	ParseType() (Type, error)
	ParseOptionalType() (Type, bool, error)
	// IsType reports whether the next token can start a type.
	IsType() bool
	ParseAttribute(t Type) (Attribute, error)
	ParseOptionalAttribute(t Type) (Attribute, bool, error)
	ParseOptionalAttrDict() ([]NamedAttr, error)
	// ParseAffineMap parses a bare affine map, `(d0) -> (d0)`.
	ParseAffineMap() (*affine.Map, error)
	ParseOptionalAttrDictWithKeyword() ([]NamedAttr, error)
	ParseOptionalSymbolName() (string, bool)
	// ParseOptionalLocation parses `loc(...)`.
	ParseOptionalLocation() (Location, bool, error)

	// ParseRegion parses a region with optional entry arguments, in the
	// value scope of the enclosing region (names are not shadowed).
	ParseRegion(r *Region, args []RegionArgument) error
	// ParseIsolatedRegion parses the body of an isolated-from-above
	// operation as ParseRegion does. The parser may defer the body and
	// parse it concurrently with the rest of the file: until parsing ends
	// the caller must not look into r beyond r.Empty().
	ParseIsolatedRegion(r *Region, args []RegionArgument) error
	// ParseShadowingRegion parses a region whose entry arguments may reuse
	// names of the enclosing scope, which they shadow (upstream's
	// parseRegion with enableNameShadowing).
	ParseShadowingRegion(r *Region, args []RegionArgument) error
	IsRegion() bool
	ParseSuccessor() (*Block, error)
	IsSuccessor() bool
	// ParseArgument parses `%name[: type] [{attrs}] [loc(...)]`.
	ParseArgument(allowType, allowAttrs bool) (RegionArgument, error)
	IsArgument() bool

	// NumResults is the number of results bound by `%r:N = ` (0 if none).
	NumResults() int
	// ResultName returns the SSA name (without `%`) bound to the i-th
	// result and the result's number within its group (upstream's
	// getResultName); "" when i is out of range.
	ResultName(i int) (string, int)

	// ParseGenericOperation parses an operation in the generic form,
	// with its trailing location, and appends it to b.
	ParseGenericOperation(b *Block) (*Operation, error)
	// ParseGenericOperationAfterOpName parses the generic form that
	// follows an operation name into st: operands (unless given), then
	// successors, properties, regions, attributes and the function type.
	ParseGenericOperationAfterOpName(st *OperationState, operands []UnresolvedOperand) error
	// ParseCustomOperationName parses a bare operation name and returns it
	// with the default dialect prefix applied when it has no dialect.
	ParseCustomOperationName() (string, error)

	// ParseAffineMapOfSSAIDs parses a list of affine expressions over SSA
	// operands, such as `[%i + 1, symbol(%n)]` (upstream's
	// parseAffineMapOfSSAIds): each new operand is the next dimension, or
	// the next symbol when written `symbol(%x)`. The operands come back
	// dimensions first, then symbols.
	ParseAffineMapOfSSAIDs(delim affine.Delimiter) (*affine.Map, []UnresolvedOperand, error)
	// ParseAffineExprOfSSAIDs parses one affine expression over SSA
	// operands (upstream's parseAffineExprOfSSAIds).
	ParseAffineExprOfSSAIDs() (e affine.Expr, dims, syms []UnresolvedOperand, err error)
}

// DialectParser reads the body of a dialect type or attribute.
type DialectParser interface {
	Context() *Context
	// Body returns the text after `!dialect.` / `#dialect.` (or inside
	// `!dialect<...>`).
	Body() string
	// Tokens returns a parser over the tokens of the body (upstream's
	// DialectAsmParser), positioned at its first token and reporting
	// errors at their places in the file. The error is a lexer error in
	// the first token.
	Tokens() (BodyParser, error)
	// TryStartCyclicParse marks key (usually a mutable type) as being
	// parsed; ok is false when it already is, higher in the nesting
	// (upstream's tryStartCyclicParse). done ends the mark.
	TryStartCyclicParse(key any) (done func(), ok bool)
	// AttrAlias returns the attribute the alias `#name` stands for, when
	// the file defined it.
	AttrAlias(name string) (Attribute, bool)
}

// BodyParser parses the body of a dialect type or attribute token by
// token. The operand, region and successor methods of OpParser have no
// meaning there.
type BodyParser interface {
	OpParser
	// ParseFloat parses an optionally negative float literal, or a
	// hexadecimal bit pattern, as a value of type t (upstream's
	// AsmParser::parseFloat).
	ParseFloat(t *FloatType) (APInt, error)
	// ParseOptionalUint64 consumes an optionally negative integer as
	// upstream's parseOptionalInteger<uint64_t>: up to 2^64-1, a negative
	// value wraps.
	ParseOptionalUint64() (uint64, bool, error)
	// AtEnd reports whether the whole body has been consumed.
	AtEnd() bool
}

// DialectPrinter receives the body of a dialect type or attribute.
type DialectPrinter interface {
	WriteString(s string)
	PrintType(t Type)
	PrintAttribute(a Attribute)
	// PrintAlias prints a's alias and reports true when it has one
	// (upstream's AsmPrinter::printAlias); it prints nothing otherwise.
	PrintAlias(a Attribute) bool
	// PrintKeywordOrString prints s bare when it is a valid keyword, as a
	// string literal otherwise.
	PrintKeywordOrString(s string)
	// TryStartCyclicPrint marks key as being printed; ok is false when it
	// already is (upstream's tryStartCyclicPrint). done ends the mark.
	TryStartCyclicPrint(key any) (done func(), ok bool)
}

// ParseMnemonic starts the body of a dialect attribute or type as
// upstream's generated parsers do: it returns the token parser of the
// body, and the position and spelling of its leading keyword, or the error
// "expected valid keyword".
func ParseMnemonic(dp DialectParser) (p BodyParser, pos int, kw string, err error) {
	if p, err = dp.Tokens(); err != nil {
		return nil, 0, "", err
	}
	pos = p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	if !ok {
		return nil, 0, "", p.Errorf("expected valid keyword")
	}
	return p, pos, kw, nil
}
