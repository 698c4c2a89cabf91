// Package ods defines operations once, as Go values: operands, results,
// attributes, regions, successors, constraints, traits, hooks and the
// declarative assembly format. Registration derives from one spec the
// verifier, the custom parser and printer, typed accessors and the docs.
// Because specs are plain data, the same machinery serves dialects loaded
// at run time.
package ods

import (
	"github.com/gomlir/gomlir/ir"
)

// Dialect is a dialect defined by specs.
type Dialect struct {
	Name    string
	Summary string
	Ops     []*Op
	// Hooks not covered by specs (type/attribute syntax, constant
	// materialization, aliases) are set on the ir.Dialect template.
	Template ir.Dialect
	// ViewNames gives the Go names of the typed views (ops_gen.go) that
	// differ from the CamelCase of the op name: upstream's C++ class names,
	// e.g. "arith.addi": "AddIOp".
	ViewNames map[string]string
}

// Op is the single definition of an operation.
type Op struct {
	// Name is the full name, e.g. "arith.addi".
	Name        string
	Summary     string
	Description string

	Operands   []Operand
	Results    []Result
	Attrs      []Attr
	Regions    []Region
	Successors []Successor

	Traits []ir.Trait
	// ParentNames lists allowed parents (HasParent trait).
	ParentNames []string
	// ImplicitTerminator names the terminator of SingleBlockImplicitTerminator.
	ImplicitTerminator string
	// Interfaces lists the op's interface implementations (ir.OpInterface).
	Interfaces ir.Interfaces

	// Format is the declarative assembly format (upstream's language);
	// empty means the op only has the generic form unless Parse/Print are set.
	Format string
	// CustomDirectives implement `custom<Name>(...)` in Format.
	CustomDirectives map[string]CustomDirective
	// Parse and Print replace Format entirely (hand-written syntax).
	Parse func(p ir.OpParser, st *ir.OperationState) error
	Print func(p ir.OpPrinter, op *ir.Operation)

	// AllTypesMatch lists groups of operand/result/attribute names that
	// share one type (upstream's AllTypesMatch and SameOperandsAndResultType
	// style constraints); the format uses them to infer unspelled types.
	AllTypesMatch [][]string
	// TypesMatchWith derives one element's type from another's.
	TypesMatchWith []TypeRule
	// Preds are further PredOpTrait constraints ("failed to verify that
	// <Desc>"), checked after AllTypesMatch and TypesMatchWith and before
	// the native type traits, as upstream's verifyInvariants.
	Preds []PredTrait
	// VerifyTraits runs after the native shape traits and before the op's
	// Verify hook: upstream's interface verifiers (CastOpInterface's
	// compatibility check, for example).
	VerifyTraits func(op *ir.Operation) error

	// InferResultTypes computes result types from operands and attributes
	// (InferTypeOpInterface); the format uses it when result types are not
	// spelled.
	InferResultTypes func(ctx *ir.Context, operands []*ir.Value, attrs AttrGetter, regions []*ir.Region) ([]ir.Type, error)

	// Verify runs after the constraint checks; VerifyRegions after nested ops.
	Verify        func(op *ir.Operation) error
	VerifyRegions func(op *ir.Operation) error
	// Fold folds given constant operands (nil where unknown).
	Fold func(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult
	// Canonicalize lists canonicalization patterns (used by the rewrite
	// package).
	Canonicalize []any
	// ResultNames suggests SSA names for results (e.g. "c0_i32").
	ResultNames func(op *ir.Operation, set func(v *ir.Value, name string))
	// BlockArgNames suggests names for entry block arguments.
	BlockArgNames func(r *ir.Region, set func(v *ir.Value, name string))
	// BlockNames suggests names for the blocks of the op's regions.
	BlockNames func(op *ir.Operation, set func(b *ir.Block, name string))
	// DefaultDialect lets nested ops drop this dialect prefix.
	DefaultDialect string
}

// TypeRule says that the type of To is Transform(type of From). A name
// may refer to an operand, a result or a typed attribute.
type TypeRule struct {
	From, To  string
	Transform func(ctx *ir.Context, t ir.Type) ir.Type
	// TransformList, used instead of Transform, derives the types of a
	// whole (variadic) group, e.g. the inputs of a function type.
	TransformList func(ctx *ir.Context, t ir.Type) []ir.Type
	// Desc is the verifier message suffix, e.g. "result type has i1 element
	// type and same shape as operands".
	Desc string
}

// PredTrait is an upstream PredOpTrait: a predicate on the whole op with
// the description its verifier message quotes.
type PredTrait struct {
	Desc  string
	Check func(op *ir.Operation) bool
}

// AttrGetter reads attributes while the op is still being built.
type AttrGetter func(name string) ir.Attribute

// Arity says how many values an operand, result, region or successor
// group holds.
type Arity uint8

// Arities.
const (
	Single Arity = iota
	Optional
	Variadic
	// VariadicOfVariadic is a variadic group split by a segment attribute.
	VariadicOfVariadic
)

// Operand describes one operand group.
type Operand struct {
	Name  string
	Type  TypeConstraint
	Arity Arity
	// SegmentAttr names the attribute splitting a VariadicOfVariadic group.
	SegmentAttr string
}

// Result describes one result group.
type Result struct {
	Name  string
	Type  TypeConstraint
	Arity Arity
}

// Attr describes an inherent attribute (stored in properties) or a
// discardable one the op documents.
type Attr struct {
	Name       string
	Constraint AttrConstraint
	// Optional attributes may be absent; Default, when set, is used when
	// absent and elided when printing. An Optional attribute with a
	// Default (upstream's DefaultValuedOptionalAttr) is not stored when
	// absent; equal to its default, it is elided from the custom form.
	Optional bool
	Default  func(ctx *ir.Context) ir.Attribute
	// Property marks upstream's non-attribute properties (UnitProp,
	// EnumProp, ...) and how bytecode encodes them: before version 5,
	// which writes inherent attributes in the attribute dictionary,
	// bytecode leaves them out; from version 5 it writes them after the
	// attributes, in declaration order.
	Property PropKind
}

// PropKind says whether an inherent attribute is a non-attribute property
// upstream, and which: the kinds differ in their bytecode encoding.
type PropKind uint8

const (
	// NotProperty is an attribute.
	NotProperty PropKind = iota
	// IntProperty is an integer-valued property (EnumProp, IntProp),
	// held as an integer attribute and encoded as a varint.
	IntProperty
	// BoolProperty is a UnitProp or BoolProp, held as a unit attribute
	// (or a bool attribute) when true and encoded as one byte.
	BoolProperty
	// BoolValueProperty is a BoolProp held as a bool attribute, false
	// included, and encoded as one byte.
	BoolValueProperty
	// StringProperty is a StringProp, held as a string attribute and
	// encoded as a string of the string section.
	StringProperty
	// IntArrayProperty is an IntArrayProp, held as a dense array attribute
	// and encoded as a count and the elements' varints.
	IntArrayProperty
)

// Region describes one region group.
type Region struct {
	Name  string
	Arity Arity
	// MaxBlocks is N of upstream's SizedRegion<N>: the region must have
	// exactly N blocks (0: any number).
	MaxBlocks int
}

// Successor describes one successor group.
type Successor struct {
	Name  string
	Arity Arity
}

// TypeConstraint is a composable predicate on types.
type TypeConstraint struct {
	// Desc is the text used in verifier messages, e.g. "signless integer".
	Desc string
	Pred func(t ir.Type) bool
	// Build returns the fixed type of a buildable constraint (e.g. i1), so
	// formats may omit it; nil otherwise.
	Build func(ctx *ir.Context) ir.Type
	// Class names the single type class the constraint is backed by (e.g.
	// "builtin.function" for upstream's FunctionType), when it is one: a
	// format then rejects a single type of another class when parsing, with
	// upstream's "invalid kind of type specified" message.
	Class string
	// BaseClass, used instead of Class, is the predicate of a base type
	// class without a name of its own (upstream's TensorType,
	// BaseMemRefType): a format rejects a single type outside it with
	// upstream's short "invalid kind of type specified".
	BaseClass func(t ir.Type) bool
}

// AttrKind marks attribute constraints the format engine treats specially.
type AttrKind uint8

// Attribute constraint kinds.
const (
	KindPlain      AttrKind = iota
	KindUnit                // presence is the value (optional-group anchors)
	KindSymbolName          // printed and parsed as @name, stored as a string
)

// AttrConstraint is a composable predicate on attributes.
type AttrConstraint struct {
	Desc string
	Kind AttrKind
	Pred func(a ir.Attribute) bool
	// Parse and Print give the attribute's syntax inside a format when it
	// differs from the generic attribute syntax (enums, typed integers).
	Parse func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error)
	// ParseOptional parses the attribute if it is next (for optional
	// groups); nil uses the generic optional attribute parser.
	ParseOptional func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, bool, error)
	Print         func(p ir.OpPrinter, a ir.Attribute)
	// ValueType, when set, is the type an attribute written without `:`
	// gets in a format (e.g. i64 for I64Attr).
	ValueType func(ctx *ir.Context) ir.Type
	// Storage checks the attribute's storage class (upstream's C++
	// attribute class, e.g. IntegerAttr for I32Attr) when it is stored as
	// a property; nil accepts any attribute.
	Storage func(a ir.Attribute) bool
	// StorageError is the message of a native property's conversion when
	// Storage rejects an attribute (e.g. "expected IntegerAttr for key
	// `value`"); empty gives upstream's generic "Invalid attribute" one.
	StorageError string
	// GoType is the Go type of the attributes the constraint accepts,
	// qualified by its package name (e.g. "*ir.StringAttr",
	// "*arith.FastMathAttr"), for the typed views' getters; empty means
	// ir.Attribute. GoImport is the import path of a package other than ir.
	GoType, GoImport string
}

// CustomDirective implements `custom<Name>(args)` of a format. Args are
// the referenced elements: operands, types, attributes, regions or
// successors, in the order written.
type CustomDirective struct {
	Parse func(p ir.OpParser, st *ir.OperationState, args []DirectiveArg) error
	Print func(p ir.OpPrinter, op *ir.Operation, args []DirectiveArg)
}

// DirectiveArg is one argument of a custom directive.
type DirectiveArg struct {
	// Kind is "operand", "result", "type", "attr", "region", "successor" or
	// "attr-dict".
	Kind string
	Name string
	// Index is the group index in the spec's list of that kind.
	Index int
	// Ref is set for `ref(...)` arguments.
	Ref bool

	// st is the parse in progress (parsing only); spec the op's spec.
	st   *parseState
	spec *Op
}
