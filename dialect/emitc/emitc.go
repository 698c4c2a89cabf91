// Package emitc defines the start of upstream's emitc dialect (the C/C++
// emission dialect): its types (!emitc.opaque, !emitc.ptr, !emitc.array,
// !emitc.lvalue, !emitc.size_t, !emitc.ssize_t, !emitc.ptrdiff_t), the
// #emitc.opaque attribute and the emitc.call_opaque op.
package emitc

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the emitc dialect.
var Dialect = &ods.Dialect{
	Name:    "emitc",
	Summary: "Dialect to generate C/C++ from MLIR.",
	Ops:     []*ods.Op{callOpaqueSpec},
	Template: ir.Dialect{
		ParseType: parseType,
		PrintType: printType,
		ParseAttr: parseAttr,
		PrintAttr: printAttr,
	},
}

// OpaqueAttr is `#emitc.opaque<"C++ code">`: an attribute written as the
// given code.
type OpaqueAttr struct {
	ir.AttrBase
	Value string
}

// DialectName returns "emitc".
func (*OpaqueAttr) DialectName() string { return "emitc" }

// OpaqueAttribute returns `#emitc.opaque<"value">`.
func OpaqueAttribute(ctx *ir.Context, value string) *OpaqueAttr {
	return ctx.UniqueDialectAttr([]byte("emitc.opaque\x00"+value), func(b ir.AttrBase) ir.Attribute {
		return &OpaqueAttr{b, value}
	}).(*OpaqueAttr)
}

func parseAttr(dp ir.DialectParser, _ ir.Type) (ir.Attribute, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	if kw != "opaque" {
		return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `emitc`", kw)
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	s, ok := p.ParseOptionalString()
	if !ok {
		return nil, paramError(p, "EmitC_OpaqueAttr")
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if !p.AtEnd() {
		return nil, p.Errorf("expected end of attribute")
	}
	return OpaqueAttribute(p.Context(), s), nil
}

func printAttr(p ir.DialectPrinter, a ir.Attribute) {
	if x, ok := a.(*OpaqueAttr); ok {
		p.WriteString("opaque<" + escaped(x.Value) + ">")
	}
}

// emitcType is EmitCType: a type supported by EmitC.
var emitcType = ods.TypeConstraint{Desc: "type supported by EmitC", Pred: IsSupportedType}

// callOpaqueSpec is emitc.call_opaque: a call of a C++ function named by
// a string, with the arguments it takes (operand indices and attributes)
// and template arguments.
var callOpaqueSpec = &ods.Op{
	Name:    "emitc.call_opaque",
	Summary: "Opaque call operation",
	Attrs: []ods.Attr{{Name: "callee", Constraint: ods.StrAttr},
		{Name: "args", Constraint: ods.ArrayAttrC, Optional: true},
		{Name: "template_args", Constraint: ods.ArrayAttrC, Optional: true}},
	Operands: []ods.Operand{{Name: "operands", Type: emitcType, Arity: ods.Variadic}},
	Results:  []ods.Result{{Name: "results", Type: emitcType, Arity: ods.Variadic}},
	Format:   "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
	Verify:   verifyCallOpaque,
}

// verifyCallOpaque is CallOpaqueOp::verify.
func verifyCallOpaque(op *ir.Operation) error {
	if s, _ := op.InherentAttr("callee").(*ir.StringAttr); s == nil || s.Value == "" {
		return op.EmitOpError("callee must not be empty")
	}
	if args, ok := op.InherentAttr("args").(*ir.ArrayAttr); ok {
		for _, a := range args.Elems {
			switch x := a.(type) {
			case *ir.IntegerAttr:
				if _, isIndex := x.Type.(*ir.IndexType); isIndex {
					if i := x.Int64(); i < 0 || i >= int64(op.NumOperands()) {
						return op.EmitOpError("index argument is out of range")
					}
				}
			case *ir.ArrayAttr:
				return op.EmitOpError("array argument has no type")
			}
		}
	}
	if targs, ok := op.InherentAttr("template_args").(*ir.ArrayAttr); ok {
		for _, a := range targs.Elems {
			switch a.(type) {
			case *ir.TypeAttr, *ir.IntegerAttr, *ir.FloatAttr, *OpaqueAttr:
			default:
				return op.EmitOpError("template argument has invalid type")
			}
		}
	}
	for _, r := range op.Results() {
		if _, ok := r.Type().(*ArrayType); ok {
			return op.EmitOpError("cannot return array type")
		}
	}
	return nil
}

// paramError reports upstream's two errors for a missing string parameter
// of a declarative type or attribute format.
func paramError(p ir.BodyParser, def string) error {
	if d, ok := p.Errorf("expected string").(*ir.Diagnostic); ok {
		p.Context().Report(d)
	}
	return p.Errorf("failed to parse %s parameter 'value' which is to be a `::llvm::StringRef`", def)
}
