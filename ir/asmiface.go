package ir

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
}

// OpParser is what a custom op parser reads from. The asm package
// implements it; see asm.CustomParser for the full method set.
type OpParser interface {
	Context() *Context
}

// DialectParser reads the body of a dialect type or attribute.
type DialectParser interface {
	Context() *Context
	// Body returns the text after `!dialect.` / `#dialect.` (or inside
	// `!dialect<...>`).
	Body() string
}

// DialectPrinter receives the body of a dialect type or attribute.
type DialectPrinter interface {
	WriteString(s string)
	PrintType(t Type)
	PrintAttribute(a Attribute)
}
