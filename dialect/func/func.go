// Package function defines the func dialect (func.func, func.call, ...).
package function

import (
	"strings"
	"sync"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the func dialect.
var Dialect = &ods.Dialect{
	Name:    "func",
	Summary: "functions: definitions, calls, returns and function constants",
	Ops:     []*ods.Op{callSpec, callIndirectSpec, constantSpec, funcSpec, returnSpec},
	Template: ir.Dialect{
		MaterializeConstant: materializeConstant,
	},
}

// pure is upstream's Pure: no memory effects, always speculatable.
var pure = []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable}

// callSpec is func.call.
var callSpec = &ods.Op{
	Name:    "func.call",
	Summary: "call operation",
	Description: "The `func.call` operation represents a direct call to a function that is " +
		"within the same symbol scope as the call. The operands and result types of " +
		"the call must match the specified function type.",
	Attrs: []ods.Attr{
		{Name: "callee", Constraint: ods.FlatSymbolRefAttr},
		{Name: "arg_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "res_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "no_inline", Constraint: ods.UnitAttrC, Optional: true},
	},
	Operands: []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
	Results:  []ods.Result{{Type: ods.AnyType, Arity: ods.Variadic}},
	Format:   "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
	Interfaces: ir.Interfaces{
		ir.SymbolUsesVerifier(verifyCallSymbolUses),
	},
}

// callIndirectSpec is func.call_indirect.
var callIndirectSpec = &ods.Op{
	Name:    "func.call_indirect",
	Summary: "indirect call operation",
	Description: "The `func.call_indirect` operation represents an indirect call to a value " +
		"of function type.",
	Attrs: []ods.Attr{
		{Name: "arg_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "res_attrs", Constraint: ods.DictArrayAttr, Optional: true},
	},
	Operands: []ods.Operand{
		{Name: "callee", Type: ods.FunctionType},
		{Name: "callee_operands", Type: ods.AnyType, Arity: ods.Variadic},
	},
	Results: []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	TypesMatchWith: []ods.TypeRule{
		{From: "callee", To: "callee_operands", Desc: "callee input types match argument types", TransformList: fnInputs},
		{From: "callee", To: "results", Desc: "callee result types match result types", TransformList: fnResults},
	},
	Format: "$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
}

func fnInputs(_ *ir.Context, t ir.Type) []ir.Type {
	if ft, ok := t.(*ir.FunctionType); ok {
		return nonNil(ft.Inputs)
	}
	return nil
}

func fnResults(_ *ir.Context, t ir.Type) []ir.Type {
	if ft, ok := t.(*ir.FunctionType); ok {
		return nonNil(ft.Results)
	}
	return nil
}

func nonNil(ts []ir.Type) []ir.Type {
	if ts == nil {
		return []ir.Type{}
	}
	return ts
}

// constantSpec is func.constant.
var constantSpec = &ods.Op{
	Name:        "func.constant",
	Summary:     "constant",
	Description: "The `func.constant` operation produces an SSA value from a symbol reference to a `func.func` operation.",
	Attrs:       []ods.Attr{{Name: "value", Constraint: ods.FlatSymbolRefAttr}},
	Results:     []ods.Result{{Type: ods.AnyType}},
	Traits:      append([]ir.Trait{ir.TraitConstantLike}, pure...),
	Format:      "attr-dict $value `:` type(results)",
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		return []ir.FoldResult{{Attr: op.InherentAttr("value")}}
	},
	ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
		set(op.Result(0), "f")
	},
	Interfaces: ir.Interfaces{
		ir.SymbolUsesVerifier(verifyConstantSymbolUses),
	},
}

// funcSpec is func.func.
var funcSpec = &ods.Op{
	Name:    "func.func",
	Summary: "An operation with a name containing a single `SSACFG` region",
	Description: "Operations within the function cannot implicitly capture values defined " +
		"outside of the function. An external function declaration has no body.",
	Attrs: []ods.Attr{
		{Name: "sym_name", Constraint: ods.SymbolNameAttrC},
		{Name: "function_type", Constraint: ods.FunctionTypeAttr},
		{Name: "sym_visibility", Constraint: ods.StrAttr, Optional: true},
		{Name: "arg_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "res_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "no_inline", Constraint: ods.UnitAttrC, Optional: true},
	},
	Regions: []ods.Region{{Name: "body"}},
	Traits: []ir.Trait{ir.TraitAffineScope, ir.TraitAutomaticAllocationScope,
		ir.TraitIsolatedFromAbove, ir.TraitSymbol},
	DefaultDialect: "func",
	Parse:          parseFunc,
	Print:          printFunc,
	Verify:         verifyFunc,
}

// returnSpec is func.return.
var returnSpec = &ods.Op{
	Name:        "func.return",
	Summary:     "Function return operation",
	Description: "The `func.return` operation represents a return operation within a function.",
	Operands:    []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
	Traits:      append([]ir.Trait{ir.TraitReturnLike, ir.TraitTerminator}, pure...),
	ParentNames: []string{"func.func"},
	Format:      "attr-dict ($operands^ `:` type($operands))?",
	Verify:      verifyReturn,
}

// FunctionType returns the `function_type` of a func.func (nil if it has
// none).
func FunctionType(fn *ir.Operation) *ir.FunctionType {
	ft, _ := FuncOp{fn}.FunctionType().(*ir.FunctionType)
	return ft
}

func typeList(ts []ir.Type) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = "'" + asm.TypeString(t) + "'"
	}
	return strings.Join(parts, ", ")
}

func verifyCallSymbolUses(op *ir.Operation, tables *ir.SymbolTableCollection) error {
	ref, ok := op.InherentAttr("callee").(*ir.SymbolRefAttr)
	if !ok || !ref.IsFlat() {
		return op.EmitOpError("requires a 'callee' symbol reference attribute")
	}
	fn := tables.LookupNearestSymbolFrom(op, ref)
	if fn == nil || fn.Name() != "func.func" {
		return op.EmitOpError("'%s' does not reference a valid function", ref.Root)
	}
	ft := FunctionType(fn)
	if ft == nil {
		return op.EmitOpError("'%s' does not reference a valid function", ref.Root)
	}
	if len(ft.Inputs) != op.NumOperands() {
		return op.EmitOpError("incorrect number of operands for callee")
	}
	for i, t := range ft.Inputs {
		if got := op.Operand(i).Type(); got != t {
			return op.EmitOpError("operand type mismatch: expected operand type '%s', but provided '%s' for operand number %d",
				asm.TypeString(t), asm.TypeString(got), i)
		}
	}
	if len(ft.Results) != op.NumResults() {
		return op.EmitOpError("incorrect number of results for callee")
	}
	for i, t := range ft.Results {
		if op.Result(i).Type() != t {
			d := op.EmitOpError("result type mismatch at index %d", i)
			d.AttachNote(op.Loc(), "      op result types: %s", typeList(op.ResultTypes()))
			d.AttachNote(op.Loc(), "function result types: %s", typeList(ft.Results))
			return d
		}
	}
	return nil
}

func verifyConstantSymbolUses(op *ir.Operation, tables *ir.SymbolTableCollection) error {
	ref, ok := op.InherentAttr("value").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	fn := tables.LookupNearestSymbolFrom(op, ref)
	if fn == nil || fn.Name() != "func.func" {
		return op.EmitOpError("reference to undefined function '%s'", ref.Root)
	}
	if ft := FunctionType(fn); ft == nil || ir.Type(ft) != op.Result(0).Type() {
		return op.EmitOpError("reference to function with mismatched type")
	}
	return nil
}

func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	ref, ok := value.(*ir.SymbolRefAttr)
	if _, fn := t.(*ir.FunctionType); !ok || !fn || !ref.IsFlat() {
		return nil
	}
	return b.Create(&ir.OperationState{
		Loc:   loc,
		Name:  b.Ctx.LookupOp("func.constant"),
		Types: []ir.Type{t},
		Attrs: []ir.NamedAttr{{Name: "value", Value: ref}},
	})
}

func verifyReturn(op *ir.Operation) error {
	fn := op.ParentOp()
	ft := FunctionType(fn)
	if ft == nil {
		return nil
	}
	name, _ := ir.SymbolName(fn)
	if op.NumOperands() != len(ft.Results) {
		return op.EmitOpError("has %d operands, but enclosing function (@%s) returns %d", op.NumOperands(), name, len(ft.Results))
	}
	for i, t := range ft.Results {
		if got := op.Operand(i).Type(); got != t {
			return op.EmitError("type of return operand %d ('%s') doesn't match function result type ('%s') in function @%s",
				i, asm.TypeString(got), asm.TypeString(t), name)
		}
	}
	return nil
}

// verifyFunc runs the SymbolOpInterface and FunctionOpInterface checks.
func verifyFunc(op *ir.Operation) error { return verifyFunctionLike(op, op.Region(0).Empty()) }

// verifyFunctionLike is verifyFunc, the op being a symbol declaration
// (which may not be public) when declaration is set.
func verifyFunctionLike(op *ir.Operation, declaration bool) error {
	body := op.Region(0)
	if err := ir.VerifySymbolOp(op, declaration); err != nil {
		return err
	}
	ft := FunctionType(op)
	if ft == nil {
		return op.EmitOpError("requires 'function_type' attribute of function type")
	}
	if err := verifyArgResAttrs(op, "arg_attrs", "argument", "arguments", len(ft.Inputs)); err != nil {
		return err
	}
	if err := verifyArgResAttrs(op, "res_attrs", "result", "results", len(ft.Results)); err != nil {
		return err
	}
	if body.Empty() {
		return nil
	}
	entry := body.First()
	if entry.NumArgs() != len(ft.Inputs) {
		return op.EmitOpError("entry block must have %d arguments to match function signature", len(ft.Inputs))
	}
	for i, t := range ft.Inputs {
		if got := entry.Arg(i).Type(); got != t {
			return op.EmitOpError("type of entry block argument #%d('%s') must match the type of the corresponding argument in function signature('%s')",
				i, asm.TypeString(got), asm.TypeString(t))
		}
	}
	return nil
}

func verifyArgResAttrs(op *ir.Operation, name, what, whats string, n int) error {
	arr, ok := op.InherentAttr(name).(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	if len(arr.Elems) != n {
		return op.EmitOpError("expects %s attribute array to have the same number of elements as the number of function %s, got %d, but expected %d",
			what, whats, len(arr.Elems), n)
	}
	for i, e := range arr.Elems {
		d, ok := e.(*ir.DictionaryAttr)
		if !ok {
			return op.EmitOpError("expects %s attribute dictionary to be a DictionaryAttr, but got `%s`", what, asm.AttrString(e))
		}
		for _, a := range d.Entries {
			if !strings.Contains(a.Name, ".") {
				return op.EmitOpError("%s may only have dialect attributes", whats)
			}
			// The dialect named by the prefix verifies the attribute.
			if err := ir.VerifyArgResultAttr(ods.ContextOf(op), op, 0, i, a, what == "result"); err != nil {
				return err
			}
		}
	}
	return nil
}

// argScratch recycles the argument lists of parsed function headers: the
// region parser copies the entry arguments, so a list outlives no header.
var argScratch = sync.Pool{New: func() any { return new([]ir.RegionArgument) }}

// parseFunc is upstream's function_interface_impl::parseFunctionOp
// (without variadic arguments).
func parseFunc(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	for _, vis := range []string{"public", "private", "nested"} {
		if p.ParseOptionalKeyword(vis) {
			st.AddAttr("sym_visibility", ctx.StringAttr(vis))
			break
		}
	}
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.Errorf("expected valid '@'-identifier for symbol name")
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))

	scratch := argScratch.Get().(*[]ir.RegionArgument)
	args, named, results, resAttrs, err := ParseFunctionSignature(p, (*scratch)[:0])
	defer func() {
		clear(args)
		*scratch = args[:0]
		argScratch.Put(scratch)
	}()
	if err != nil {
		return err
	}
	inputs := make([]ir.Type, len(args))
	argAttrs := make([][]ir.NamedAttr, len(args))
	for i, a := range args {
		inputs[i], argAttrs[i] = a.Type, a.Attrs
	}
	st.AddAttr("function_type", ctx.TypeAttr(ctx.FunctionType(inputs, results)))

	pos := p.Pos()
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	for _, disallowed := range []string{"sym_visibility", "sym_name", "function_type"} {
		for _, a := range attrs {
			if a.Name == disallowed {
				return p.ErrorAt(pos, "'%s' is an inferred attribute and should not be specified in the explicit attribute dictionary", disallowed)
			}
		}
	}
	st.Attrs = append(st.Attrs, attrs...)
	if a := ir.ArgAttrsArray(ctx, argAttrs); a != nil {
		st.AddAttr("arg_attrs", a)
	}
	if a := ir.ArgAttrsArray(ctx, resAttrs); a != nil {
		st.AddAttr("res_attrs", a)
	}

	body := st.AddRegion()
	if p.IsRegion() {
		pos := p.Pos()
		var entry []ir.RegionArgument
		if named {
			entry = args
		}
		if err := p.ParseIsolatedRegion(body, entry); err != nil {
			return err
		}
		if body.Empty() {
			return p.ErrorAt(pos, "expected non-empty function body")
		}
	}
	return nil
}

// ParseFunctionSignature parses `(arguments) (-> results)?` of a
// function-like op (upstream's function_interface_impl::
// parseFunctionSignatureWithArguments without variadic arguments): the
// arguments, appended to args, are all named (`%a: t {attrs} loc(...)`,
// named is set) or all bare types; the results come with their attribute
// dictionaries.
func ParseFunctionSignature(p ir.OpParser, args []ir.RegionArgument) (_ []ir.RegionArgument, named bool, results []ir.Type, resAttrs [][]ir.NamedAttr, err error) {
	// Arguments: all named (`%a: t {attrs} loc(...)`) or all types.
	if err := p.ParsePunct("("); err != nil {
		return args, named, nil, nil, err
	}
	if !p.ParseOptionalPunct(")") {
		for {
			if p.IsArgument() {
				a, err := p.ParseArgument(true, true)
				if err != nil {
					return args, named, nil, nil, err
				}
				if len(args) > 0 && !named {
					return args, named, nil, nil, p.ErrorAt(a.Operand.Pos, "expected type instead of SSA identifier")
				}
				named = true
				args = append(args, a)
			} else {
				if len(args) > 0 && named {
					return args, named, nil, nil, p.Errorf("expected SSA identifier")
				}
				t, err := p.ParseType()
				if err != nil {
					return args, named, nil, nil, err
				}
				attrs, err := p.ParseOptionalAttrDict()
				if err != nil {
					return args, named, nil, nil, err
				}
				if _, _, err := p.ParseOptionalLocation(); err != nil {
					return args, named, nil, nil, err
				}
				args = append(args, ir.RegionArgument{Type: t, Attrs: attrs})
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return args, named, nil, nil, err
		}
	}

	// Results.
	if p.ParseOptionalPunct("->") {
		if !p.ParseOptionalPunct("(") {
			t, err := p.ParseType()
			if err != nil {
				return args, named, nil, nil, err
			}
			results, resAttrs = append(results, t), append(resAttrs, nil)
		} else if !p.ParseOptionalPunct(")") {
			for {
				t, err := p.ParseType()
				if err != nil {
					return args, named, nil, nil, err
				}
				attrs, err := p.ParseOptionalAttrDict()
				if err != nil {
					return args, named, nil, nil, err
				}
				results, resAttrs = append(results, t), append(resAttrs, attrs)
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
			if err := p.ParsePunct(")"); err != nil {
				return args, named, nil, nil, err
			}
		}
	}
	return args, named, results, resAttrs, nil
}

// PrintFunctionSignature prints `(arguments) (-> results)?` of a
// function-like op with signature ft, its arguments named after the entry
// block's and their attributes and those of the results taken from the
// arg_attrs and res_attrs attributes (upstream's function_interface_impl::
// printFunctionSignature without variadic arguments).
func PrintFunctionSignature(p ir.OpPrinter, op *ir.Operation, ft *ir.FunctionType) {
	body := op.Region(0)
	argAttrs := op.InherentAttr("arg_attrs")
	p.WriteString("(")
	for i, t := range ft.Inputs {
		if i > 0 {
			p.WriteString(", ")
		}
		if e := body.First(); e != nil && i < e.NumArgs() {
			p.PrintRegionArgument(e.Arg(i), ir.ArgAttrsAt(argAttrs, i))
		} else {
			p.PrintType(t)
			p.PrintOptionalAttrDict(ir.ArgAttrsAt(argAttrs, i))
		}
	}
	p.WriteString(")")
	if len(ft.Results) > 0 {
		p.WriteString(" -> ")
		resAttrs := op.InherentAttr("res_attrs")
		_, isFn := ft.Results[0].(*ir.FunctionType)
		parens := len(ft.Results) > 1 || isFn || len(ir.ArgAttrsAt(resAttrs, 0)) > 0
		if parens {
			p.WriteString("(")
		}
		for i, t := range ft.Results {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(t)
			p.PrintOptionalAttrDict(ir.ArgAttrsAt(resAttrs, i))
		}
		if parens {
			p.WriteString(")")
		}
	}
}

// printFunc is upstream's function_interface_impl::printFunctionOp.
func printFunc(p ir.OpPrinter, op *ir.Operation) {
	ft := FunctionType(op)
	name, _ := ir.SymbolName(op)
	if ft == nil {
		p.PrintGenericOp(op)
		return
	}
	p.WriteString(" ")
	if vis, ok := op.InherentAttr("sym_visibility").(*ir.StringAttr); ok {
		p.WriteString(vis.Value)
		p.WriteString(" ")
	}
	p.PrintSymbolName(name)
	PrintFunctionSignature(p, op, ft)
	body := op.Region(0)
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs(), "sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs")
	if !body.Empty() {
		p.WriteString(" ")
		p.PrintRegion(body, false, true, false)
	}
}
