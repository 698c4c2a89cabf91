// Package transform defines upstream MLIR's transform dialect: the handle
// and parameter types, the core transform ops (named sequences, sequences,
// includes, pattern application, navigation and debugging ops) and the
// interpreter behind the `transform-interpreter` pass. Other dialects
// extend it with their own transform ops (Extend): pattern descriptors
// (PatternDescriptor) and matchers (TransformOp); the interpreter reaches
// them only through these interfaces.
package transform

import (
	"encoding/binary"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/transforms"
)

// Dialect is the transform dialect.
var Dialect = &ods.Dialect{
	Name:    "transform",
	Summary: "A dialect for controlling IR transformations",
	Ops: []*ods.Op{applyPatternsSpec, canonicalizationSpec, emitRemarkAtSpec,
		getParentOpSpec, includeSpec, mergeHandlesSpec, namedSequenceSpec, printSpec, sequenceSpec, yieldSpec},
	Template: ir.Dialect{
		ParseType:              parseType,
		PrintType:              printType,
		VerifyOpAttr:           verifyOpAttr,
		VerifyRegionArgAttr:    verifyArgAttr,
		VerifyRegionResultAttr: verifyArgAttr,
	},
}

// Extend adds transform ops defined by another dialect's extension
// (upstream's TransformDialectExtension); call it from an init function,
// before the dialect is registered.
func Extend(ops ...*ods.Op) { Dialect.Ops = append(Dialect.Ops, ops...) }

// The attribute names the dialect owns.
const (
	// WithNamedSequence marks a symbol table holding named sequences.
	WithNamedSequence = "transform.with_named_sequence"
	// TargetTag selects the payload root of the interpreter pass.
	TargetTag = "transform.target_tag"
	// Consumed and ReadOnly annotate named sequence arguments.
	Consumed = "transform.consumed"
	ReadOnly = "transform.readonly"
	// SilenceTrackingFailures silences tracking listener failures.
	SilenceTrackingFailures = "transform.silence_tracking_failures"
)

// AnyOpType is !transform.any_op, a handle to any payload ops.
type AnyOpType struct{ ir.TypeBase }

// AnyValueType is !transform.any_value, a handle to payload values.
type AnyValueType struct{ ir.TypeBase }

// AnyParamType is !transform.any_param, a parameter of any attributes.
type AnyParamType struct{ ir.TypeBase }

// AffineMapParamType is !transform.affine_map, a parameter of affine maps.
type AffineMapParamType struct{ ir.TypeBase }

// TypeParamType is !transform.type, a parameter of types.
type TypeParamType struct{ ir.TypeBase }

// OperationType is !transform.op<"name">, a handle to payload ops of one
// name.
type OperationType struct {
	ir.TypeBase
	// OpName is the name of the allowed payload operation.
	OpName string
	str    *ir.StringAttr
}

// ParamType is !transform.param<T>, a parameter of integer attributes of
// type T.
type ParamType struct {
	ir.TypeBase
	// Type is the parameters' type.
	Type ir.Type
}

// DialectName returns "transform".
func (*AnyOpType) DialectName() string { return "transform" }

// DialectName returns "transform".
func (*AnyValueType) DialectName() string { return "transform" }

// DialectName returns "transform".
func (*AnyParamType) DialectName() string { return "transform" }

// DialectName returns "transform".
func (*AffineMapParamType) DialectName() string { return "transform" }

// DialectName returns "transform".
func (*TypeParamType) DialectName() string { return "transform" }

// DialectName returns "transform".
func (*OperationType) DialectName() string { return "transform" }

// DialectName returns "transform".
func (*ParamType) DialectName() string { return "transform" }

// AnyOp returns !transform.any_op.
func AnyOp(ctx *ir.Context) *AnyOpType {
	return ctx.UniqueDialectType([]byte("transform.any_op"), func(b ir.TypeBase) ir.Type { return &AnyOpType{b} }).(*AnyOpType)
}

// AnyValue returns !transform.any_value.
func AnyValue(ctx *ir.Context) *AnyValueType {
	return ctx.UniqueDialectType([]byte("transform.any_value"), func(b ir.TypeBase) ir.Type { return &AnyValueType{b} }).(*AnyValueType)
}

// AnyParam returns !transform.any_param.
func AnyParam(ctx *ir.Context) *AnyParamType {
	return ctx.UniqueDialectType([]byte("transform.any_param"), func(b ir.TypeBase) ir.Type { return &AnyParamType{b} }).(*AnyParamType)
}

// AffineMapParam returns !transform.affine_map.
func AffineMapParam(ctx *ir.Context) *AffineMapParamType {
	return ctx.UniqueDialectType([]byte("transform.affine_map"), func(b ir.TypeBase) ir.Type { return &AffineMapParamType{b} }).(*AffineMapParamType)
}

// TypeParam returns !transform.type.
func TypeParam(ctx *ir.Context) *TypeParamType {
	return ctx.UniqueDialectType([]byte("transform.type"), func(b ir.TypeBase) ir.Type { return &TypeParamType{b} }).(*TypeParamType)
}

// Operation returns !transform.op<"name">.
func Operation(ctx *ir.Context, name string) *OperationType {
	// The attribute is made outside the uniquer's constructor, which runs
	// under the uniquer's lock.
	str := ctx.StringAttr(name)
	return ctx.UniqueDialectType([]byte("transform.op."+name), func(b ir.TypeBase) ir.Type {
		return &OperationType{b, name, str}
	}).(*OperationType)
}

// Param returns !transform.param<t>.
func Param(ctx *ir.Context, t ir.Type) *ParamType {
	key := binary.LittleEndian.AppendUint64([]byte("transform.param."), ir.TypeID(t))
	return ctx.UniqueDialectType(key, func(b ir.TypeBase) ir.Type { return &ParamType{b, t} }).(*ParamType)
}

// IsOpHandle reports a TransformHandleTypeInterface type.
func IsOpHandle(t ir.Type) bool {
	switch t.(type) {
	case *AnyOpType, *OperationType:
		return true
	}
	return false
}

// IsValueHandle reports a TransformValueHandleTypeInterface type.
func IsValueHandle(t ir.Type) bool { _, ok := t.(*AnyValueType); return ok }

// IsParam reports a TransformParamTypeInterface type.
func IsParam(t ir.Type) bool {
	switch t.(type) {
	case *AnyParamType, *ParamType, *AffineMapParamType, *TypeParamType:
		return true
	}
	return false
}

// IsTransformType reports a TransformTypeInterface type (handles to ops
// or values, and parameters).
func IsTransformType(t ir.Type) bool { return IsOpHandle(t) || IsValueHandle(t) || IsParam(t) }

// parseType parses the types of the dialect, as upstream's generated
// parsers do.
func parseType(dp ir.DialectParser) (ir.Type, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	ctx := p.Context()
	switch kw {
	case "any_op":
		return AnyOp(ctx), nil
	case "any_value":
		return AnyValue(ctx), nil
	case "any_param":
		return AnyParam(ctx), nil
	case "affine_map":
		return AffineMapParam(ctx), nil
	case "type":
		return TypeParam(ctx), nil
	case "op":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		spos := p.Pos()
		name, ok := p.ParseOptionalString()
		if !ok {
			return nil, p.ErrorAt(spos, "expected string")
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return Operation(ctx, name), nil
	case "param":
		tpos := p.Pos()
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		if it, ok := t.(*ir.IntegerType); !ok || it.Width > 64 {
			return nil, p.ErrorAt(tpos, "only supports integer types with width <=64")
		}
		return Param(ctx, t), nil
	}
	return nil, p.ErrorAt(pos, "unknown type mnemonic: %s", kw)
}

// printType prints a type of the dialect without its `!transform.`.
func printType(p ir.DialectPrinter, t ir.Type) {
	switch t := t.(type) {
	case *AnyOpType:
		p.WriteString("any_op")
	case *AnyValueType:
		p.WriteString("any_value")
	case *AnyParamType:
		p.WriteString("any_param")
	case *AffineMapParamType:
		p.WriteString("affine_map")
	case *TypeParamType:
		p.WriteString("type")
	case *OperationType:
		p.WriteString("op<")
		p.PrintAttribute(t.str)
		p.WriteString(">")
	case *ParamType:
		p.WriteString("param<")
		p.PrintType(t.Type)
		p.WriteString(">")
	}
}

// verifyOpAttr is the dialect's verifyOperationAttribute.
func verifyOpAttr(op *ir.Operation, a ir.NamedAttr) error {
	switch a.Name {
	case WithNamedSequence:
		if !op.HasTrait(ir.TraitSymbolTable) {
			return ir.Errorf(op.Loc(), "\"%s\" attribute can only be attached to operations with symbol tables", a.Name)
		}
		return verifyNoRecursion(op)
	case TargetTag:
		if _, ok := a.Value.(*ir.StringAttr); !ok {
			return op.EmitError("\"%s\" attribute must be a string", a.Name)
		}
		return nil
	case Consumed, ReadOnly:
		if _, ok := a.Value.(*ir.UnitAttr); !ok {
			return op.EmitError("\"%s\" must be a unit attribute", a.Name)
		}
		return nil
	case SilenceTrackingFailures:
		if _, ok := a.Value.(*ir.UnitAttr); !ok {
			return op.EmitError("\"%s\" must be a unit attribute", a.Name)
		}
		return nil
	}
	return ir.Errorf(op.Loc(), "unknown attribute: \"%s\"", a.Name)
}

// verifyNoRecursion rejects include cycles among the named sequences of
// the symbol table op (upstream's check on the call graph's components).
func verifyNoRecursion(op *ir.Operation) error {
	cg := transforms.NewCallGraph(ods.ContextOf(op), op)
	for _, scc := range cg.SCCs() {
		if !hasCycle(scc) {
			continue
		}
		if scc[0].IsExternal() {
			return op.EmitOpError("contains a call to an external operation, which is not allowed")
		}
		d := ir.Errorf(scc[0].CallableRegion().ParentOp().Loc(), "recursion not allowed in named sequences")
		for _, n := range scc[1:] {
			if n.IsExternal() {
				return op.EmitOpError("contains a call to an external operation, which is not allowed")
			}
			d.AttachNote(n.CallableRegion().ParentOp().Loc(), "operation on recursion stack")
		}
		return d
	}
	return nil
}

// hasCycle is llvm::scc_iterator::hasCycle: several nodes, or one calling
// itself.
func hasCycle(scc []*transforms.CallGraphNode) bool {
	if len(scc) > 1 {
		return true
	}
	for _, e := range scc[0].Edges() {
		if e.Target == scc[0] {
			return true
		}
	}
	return false
}

// verifyArgAttr checks the argument annotations of named sequences
// (other attributes of the dialect are accepted there).
func verifyArgAttr(op *ir.Operation, _, _ int, a ir.NamedAttr) error {
	if a.Name == Consumed || a.Name == ReadOnly {
		return verifyOpAttr(op, a)
	}
	return nil
}
