// Package mlprogram defines upstream's ml_program dialect: functions and
// subgraphs, globals with their loads and stores (ordered by tokens in
// graph regions), the !ml_program.token type and #ml_program.extern.
package mlprogram

import (
	"encoding/binary"

	"github.com/gomlir/gomlir/asm"
	function "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the ml_program dialect.
var Dialect = &ods.Dialect{
	Name:    "ml_program",
	Summary: "Dialect for representing ML programs",
	Ops: []*ods.Op{funcSpec, globalSpec, globalLoadSpec, globalLoadConstSpec, globalLoadGraphSpec,
		globalStoreSpec, globalStoreGraphSpec, subgraphSpec, outputSpec, returnSpec, tokenSpec},
	Template: ir.Dialect{
		ParseType: parseType,
		PrintType: func(p ir.DialectPrinter, t ir.Type) { p.WriteString("token") },
		ParseAttr: parseAttr,
		PrintAttr: func(p ir.DialectPrinter, a ir.Attribute) { p.WriteString("extern") },
		AttrAlias: func(a ir.Attribute) (string, ir.AliasKind) {
			if _, ok := a.(*ExternAttr); ok {
				return "extern", ir.OverridableAlias
			}
			return "", ir.NoAlias
		},
		// The dialect has an asm interface but declares no resources.
		DeclareResource: func(string) bool { return false },
	},
}

// TokenType is !ml_program.token, which orders graph-region side effects.
type TokenType struct{ ir.TypeBase }

// DialectName returns "ml_program".
func (*TokenType) DialectName() string { return "ml_program" }

// Token returns the token type.
func Token(ctx *ir.Context) *TokenType {
	return ctx.UniqueDialectType([]byte("ml_program.token"), func(b ir.TypeBase) ir.Type {
		return &TokenType{b}
	}).(*TokenType)
}

// ExternAttr is `#ml_program.extern : type`: a value held in external
// storage.
type ExternAttr struct {
	ir.AttrBase
	Type ir.Type
}

// DialectName returns "ml_program".
func (*ExternAttr) DialectName() string { return "ml_program" }

// AttrType returns the value's type (none when not given).
func (a *ExternAttr) AttrType() ir.Type { return a.Type }

// Extern returns #ml_program.extern of type t.
func Extern(ctx *ir.Context, t ir.Type) *ExternAttr {
	key := binary.LittleEndian.AppendUint64([]byte("ml_program.extern."), ir.TypeID(t))
	return ctx.UniqueDialectAttr(key, func(b ir.AttrBase) ir.Attribute {
		return &ExternAttr{b, t}
	}).(*ExternAttr)
}

// parseType parses `token`; as upstream's generated parser, what follows
// the keyword is not looked at.
func parseType(dp ir.DialectParser) (ir.Type, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	if kw != "token" {
		return nil, p.ErrorAt(pos, "unknown  type `%s` in dialect `ml_program`", kw)
	}
	return Token(p.Context()), nil
}

// parseAttr parses `extern`, typed by the trailing type (none without).
func parseAttr(dp ir.DialectParser, t ir.Type) (ir.Attribute, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	if kw != "extern" {
		return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `ml_program`", kw)
	}
	if t == nil {
		t = p.Context().NoneType()
	}
	return Extern(p.Context(), t), nil
}

// tokenC is MLProgram_TokenType as a constraint.
var tokenC = ods.TypeConstraint{
	Desc:  "Token for establishing execution ordering in a graph",
	Pred:  func(t ir.Type) bool { _, ok := t.(*TokenType); return ok },
	Build: func(ctx *ir.Context) ir.Type { return Token(ctx) },
}

// funcLike is the spec shared by ml_program.func and ml_program.subgraph.
func funcLike(name, summary string, traits ...ir.Trait) *ods.Op {
	return &ods.Op{
		Name:    name,
		Summary: summary,
		Attrs: []ods.Attr{
			{Name: "sym_name", Constraint: ods.SymbolNameAttrC},
			{Name: "function_type", Constraint: ods.FunctionTypeAttr},
			{Name: "arg_attrs", Constraint: ods.DictArrayAttr, Optional: true},
			{Name: "res_attrs", Constraint: ods.DictArrayAttr, Optional: true},
			{Name: "sym_visibility", Constraint: ods.StrAttr, Optional: true},
		},
		Regions: []ods.Region{{Name: "body"}},
		Traits:  append([]ir.Trait{ir.TraitIsolatedFromAbove, ir.TraitSymbol}, traits...),
		Parse:   function.ParseFunctionOp,
		Print:   function.PrintFunctionOp,
		Verify:  function.VerifyFunctionOp,
		Interfaces: ir.Interfaces{
			callable{},
			&ir.SymbolHooks{
				Declaration: func(op *ir.Operation) bool { return op.Region(0).Empty() },
			},
		},
	}
}

// funcSpec is ml_program.func: a function with an SSACFG region.
var funcSpec = funcLike("ml_program.func", "Function containing a single `SSACFG` region")

// subgraphSpec is ml_program.subgraph: a function with a graph region.
var subgraphSpec = funcLike("ml_program.subgraph", "An function containing a single `Graph` region",
	ir.TraitGraphRegions, ir.TraitSingleBlock)

// callable is the CallableOpInterface and FunctionOpInterface of func and
// subgraph.
type callable struct{}

func (callable) CallableRegion(op *ir.Operation) *ir.Region {
	if r := op.Region(0); !r.Empty() {
		return r
	}
	return nil
}

func (callable) ArgumentTypes(op *ir.Operation) []ir.Type {
	if ft := function.FunctionType(op); ft != nil {
		return ft.Inputs
	}
	return nil
}

func (callable) ResultTypes(op *ir.Operation) []ir.Type {
	if ft := function.FunctionType(op); ft != nil {
		return ft.Results
	}
	return nil
}

func (callable) FunctionType(op *ir.Operation) ir.Type {
	if ft := function.FunctionType(op); ft != nil {
		return ft
	}
	return nil
}

// globalSpec is ml_program.global.
var globalSpec = &ods.Op{
	Name:    "ml_program.global",
	Summary: "Module level declaration of a global variable",
	Attrs: []ods.Attr{
		{Name: "sym_name", Constraint: ods.SymbolNameAttrC},
		{Name: "type", Constraint: ods.TypeAttrC},
		{Name: "is_mutable", Constraint: ods.UnitAttrC, Optional: true},
		{Name: "value", Constraint: ods.AnyAttr, Optional: true},
		{Name: "sym_visibility", Constraint: ods.StrAttr, Optional: true},
	},
	Traits: []ir.Trait{ir.TraitSymbol},
	Format: "custom<SymbolVisibility>($sym_visibility) (`mutable` $is_mutable^)? $sym_name `` " +
		"custom<TypedInitialValue>($type, $value) attr-dict",
	CustomDirectives: map[string]ods.CustomDirective{
		"SymbolVisibility":  {Parse: parseSymbolVisibility, Print: printSymbolVisibility},
		"TypedInitialValue": {Parse: parseTypedInitialValue, Print: printTypedInitialValue},
	},
	Interfaces: ir.Interfaces{&ir.SymbolHooks{}},
	Verify: func(op *ir.Operation) error {
		if err := ir.VerifySymbolOp(op, false); err != nil {
			return err
		}
		if op.InherentAttr("is_mutable") == nil && op.InherentAttr("value") == nil {
			return op.EmitOpError("immutable global must have an initial value")
		}
		return nil
	},
}

// parseSymbolVisibility requires one of public, private and nested.
func parseSymbolVisibility(p ir.OpParser, _ *ir.OperationState, args []ods.DirectiveArg) error {
	for _, vis := range []string{"public", "private", "nested"} {
		if p.ParseOptionalKeyword(vis) {
			args[0].SetAttr(p.Context().StringAttr(vis))
			return nil
		}
	}
	return p.Errorf("expected 'public', 'private', or 'nested'")
}

func printSymbolVisibility(p ir.OpPrinter, op *ir.Operation, args []ods.DirectiveArg) {
	if s, ok := args[0].Attr(op).(*ir.StringAttr); ok {
		p.WriteString(s.Value)
		return
	}
	p.WriteString("public")
}

// parseTypedInitialValue parses `(value) : type` or `: type`.
func parseTypedInitialValue(p ir.OpParser, _ *ir.OperationState, args []ods.DirectiveArg) error {
	if p.ParseOptionalPunct("(") {
		v, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		args[1].SetAttr(v)
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	args[0].SetAttr(p.Context().TypeAttr(t))
	return nil
}

func printTypedInitialValue(p ir.OpPrinter, op *ir.Operation, args []ods.DirectiveArg) {
	if v := args[1].Attr(op); v != nil {
		p.WriteString("(")
		p.PrintAttribute(v)
		p.WriteString(")")
	}
	p.WriteString(" : ")
	p.PrintAttribute(args[0].Attr(op))
}

// globalUses returns the symbol-use verifier of a global access: the
// referenced global must exist; mutable requires a mutable global, constant
// an immutable one; the accessed value has the global's type.
func globalUses(valueIndex int, result, store, constant bool) ir.SymbolUsesVerifier {
	return func(op *ir.Operation, tables *ir.SymbolTableCollection) error {
		ref, _ := op.InherentAttr("global").(*ir.SymbolRefAttr)
		var g *ir.Operation
		if ref != nil {
			g = tables.LookupNearestSymbolFrom(op.ParentOp(), ref)
		}
		if g == nil || g.Name() != "ml_program.global" {
			return op.EmitOpError("undefined global: %s", attrText(ref))
		}
		mutable := g.InherentAttr("is_mutable") != nil
		if store && !mutable {
			return op.EmitOpError("cannot store to an immutable global %s", attrText(ref))
		}
		if constant && mutable {
			return op.EmitOpError("cannot load as const from mutable global %s", attrText(ref))
		}
		gt := g.InherentAttr("type").(*ir.TypeAttr).Type
		var vt ir.Type
		if result {
			vt = op.Result(valueIndex).Type()
		} else {
			vt = op.Operand(valueIndex).Type()
		}
		if gt != vt {
			if store {
				return op.EmitOpError("cannot store to a global typed '%s' from '%s'", typeText(gt), typeText(vt))
			}
			return op.EmitOpError("cannot load from global typed '%s' as '%s'", typeText(gt), typeText(vt))
		}
		return nil
	}
}

func typeText(t ir.Type) string { return asm.TypeString(t) }

// attrText prints a symbol reference as upstream streams it.
func attrText(a *ir.SymbolRefAttr) string {
	if a == nil {
		return "<<NULL ATTRIBUTE>>"
	}
	return asm.AttrString(a)
}

func globalAccess(name, summary, format string, ops []ods.Operand, results []ods.Result, uses ir.SymbolUsesVerifier, effect *ir.MemoryEffect, traits ...ir.Trait) *ods.Op {
	op := &ods.Op{
		Name:       name,
		Summary:    summary,
		Attrs:      []ods.Attr{{Name: "global", Constraint: ods.SymbolRefAttrC}},
		Operands:   ops,
		Results:    results,
		Traits:     traits,
		Format:     format,
		Interfaces: ir.Interfaces{uses},
	}
	if len(results) == 1 && results[0].Name == "result" {
		// Loads are named after the global.
		op.ResultNames = globalResultName
	}
	if effect != nil {
		e := *effect
		op.Interfaces = append(op.Interfaces, ir.EffectsFunc(func(*ir.Operation) []ir.EffectInstance {
			return []ir.EffectInstance{{Effect: e}}
		}))
	}
	if len(ops) > 0 && ops[len(ops)-1].Name == "consumeTokens" {
		op.CustomDirectives = map[string]ods.CustomDirective{"TokenOrdering": {Parse: parseTokenOrdering, Print: printTokenOrdering}}
	}
	return op
}

// globalResultName names the result after the leaf of the global's symbol.
func globalResultName(op *ir.Operation, set func(v *ir.Value, name string)) {
	if ref, ok := op.InherentAttr("global").(*ir.SymbolRefAttr); ok {
		leaf := ref.Root
		if n := len(ref.Nested); n > 0 {
			leaf = ref.Nested[n-1]
		}
		set(op.Result(0), leaf)
	}
}

var (
	read  = ir.EffectRead
	write = ir.EffectWrite
)

// The global accesses.
var (
	globalLoadSpec = globalAccess("ml_program.global_load", "Direct load of a mutable value from a global",
		"$global `:` type($result) attr-dict", nil,
		[]ods.Result{{Name: "result", Type: ods.AnyType}}, globalUses(0, true, false, false), &read)
	globalLoadConstSpec = globalAccess("ml_program.global_load_const", "Direct load a constant value from a global",
		"$global `:` type($result) attr-dict", nil,
		[]ods.Result{{Name: "result", Type: ods.AnyType}}, globalUses(0, true, false, true), nil,
		ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable)
	globalLoadGraphSpec = globalAccess("ml_program.global_load_graph", "Direct load of a mutable value from a global in Graph region",
		"$global `` custom<TokenOrdering>($consumeTokens, type($produceToken)) `:` type($result) attr-dict",
		[]ods.Operand{{Name: "consumeTokens", Type: tokenC, Arity: ods.Variadic}},
		[]ods.Result{{Name: "result", Type: ods.AnyType}, {Name: "produceToken", Type: tokenC}},
		globalUses(0, true, false, false), &read)
	globalStoreSpec = globalAccess("ml_program.global_store", "Direct store of a value into a mutable global",
		"$global `=` $value `:` type($value) attr-dict",
		[]ods.Operand{{Name: "value", Type: ods.AnyType}}, nil,
		globalUses(0, false, true, false), &write)
	globalStoreGraphSpec = globalAccess("ml_program.global_store_graph", "Direct store of a value into a mutable global",
		"$global `=` $value `` custom<TokenOrdering>($consumeTokens, type($produceToken)) `:` type($value) attr-dict",
		[]ods.Operand{{Name: "value", Type: ods.AnyType}, {Name: "consumeTokens", Type: tokenC, Arity: ods.Variadic}},
		[]ods.Result{{Name: "produceToken", Type: tokenC}},
		globalUses(0, false, true, false), &read)
)

// parseTokenOrdering parses `ordering(%a, %b -> !ml_program.token)` or
// `ordering(() -> !ml_program.token)`.
func parseTokenOrdering(p ir.OpParser, _ *ir.OperationState, args []ods.DirectiveArg) error {
	if !p.ParseOptionalKeyword("ordering") {
		// Upstream leaves the produced token without a type (and fails
		// building the op); the clause is required here.
		return p.Errorf("expected 'ordering'")
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var uses []ir.UnresolvedOperand
	if p.ParseOptionalPunct("(") {
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	} else if p.IsOperand() {
		for {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			uses = append(uses, u)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
	}
	if err := p.ParsePunct("->"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	args[0].SetOperands(uses)
	args[1].SetTypes([]ir.Type{t})
	return nil
}

func printTokenOrdering(p ir.OpPrinter, op *ir.Operation, args []ods.DirectiveArg) {
	tokens := args[0].Operands(op)
	types := args[1].Types(op)
	if len(tokens) == 0 && len(types) == 0 {
		return
	}
	p.WriteString(" ordering(")
	if len(tokens) == 0 {
		p.WriteString("()")
	} else {
		ods.PrintOperands(p, tokens)
	}
	if len(types) > 0 {
		p.WriteString(" -> ")
		p.PrintType(types[0])
	}
	p.WriteString(")")
}

// terminator is the spec of output and return: their operands match the
// results of the enclosing function.
func terminator(name, parent, verb, what string) *ods.Op {
	return &ods.Op{
		Name:        name,
		Operands:    []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
		Traits:      []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable, ir.TraitReturnLike, ir.TraitTerminator},
		ParentNames: []string{parent},
		Format:      "attr-dict ($operands^ `:` type($operands))?",
		Verify: func(op *ir.Operation) error {
			fn := op.ParentOp()
			ft := function.FunctionType(fn)
			if ft == nil {
				return nil
			}
			fname, _ := ir.SymbolName(fn)
			if op.NumOperands() != len(ft.Results) {
				return op.EmitOpError("has %d operands, but enclosing function (@%s) %s %d", op.NumOperands(), fname, verb, len(ft.Results))
			}
			for i, t := range ft.Results {
				if got := op.Operand(i).Type(); got != t {
					return op.EmitError("type of %s operand %d ('%s') doesn't match function result type ('%s') in function @%s",
						what, i, typeText(got), typeText(t), fname)
				}
			}
			return nil
		},
	}
}

// outputSpec is ml_program.output, the terminator of subgraphs.
var outputSpec = terminator("ml_program.output", "ml_program.subgraph", "outputs", "output")

// returnSpec is ml_program.return, the terminator of functions.
var returnSpec = terminator("ml_program.return", "ml_program.func", "returns", "return")

// tokenSpec is ml_program.token: a fresh token.
var tokenSpec = &ods.Op{
	Name:    "ml_program.token",
	Summary: "Produces a new token value",
	Results: []ods.Result{{Name: "token", Type: tokenC}},
	Traits:  []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
	Format:  "attr-dict",
}
