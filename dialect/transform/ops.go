package transform

import (
	"strings"

	function "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Type constraints of the transform ops.
var (
	// HandleType is TransformHandleTypeInterface.
	HandleType = ods.TypeConstraint{Desc: "TransformHandleTypeInterface instance", Pred: IsOpHandle}
	// AnyTransformType is TransformTypeInterface.
	AnyTransformType = ods.TypeConstraint{Desc: "TransformTypeInterface instance", Pred: IsTransformType}
	// AnyHandle is TransformAnyHandle: a handle to ops or values.
	AnyHandle = ods.TypeConstraint{Desc: "transform operation or value handle",
		Pred: func(t ir.Type) bool { return IsOpHandle(t) || IsValueHandle(t) }}
	// AnyHandleOrParam is Transform_AnyHandleOrParamType.
	AnyHandleOrParam = ods.TypeConstraint{Desc: "any transform handle or parameter", Pred: IsTransformType}
)

// blockIndex returns the position of b in its region.
func blockIndex(b *ir.Block) int {
	n := 0
	for x := b.Parent().First(); x != b; x = x.Next() {
		n++
	}
	return n
}

// regionIndex returns the position of r among op's regions.
func regionIndex(op *ir.Operation, r *ir.Region) int {
	for i := 0; i < op.NumRegions(); i++ {
		if op.Region(i) == r {
			return i
		}
	}
	return 0
}

// IntEnum is an upstream I32EnumAttr of the transform dialect and its
// extensions: stored as an i32 integer attribute, spelled as a keyword.
type IntEnum struct {
	// Attr is the attribute's name, for diagnostics.
	Attr string
	// Cases are the case names with their values.
	Cases []EnumCase
}

// EnumCase is one case of an IntEnum.
type EnumCase struct {
	Name  string
	Value int64
}

// Constraint returns the attribute constraint of the enum, desc being
// upstream's summary of the enum.
func (e *IntEnum) Constraint(desc string) ods.AttrConstraint {
	names := make([]string, len(e.Cases))
	for i, c := range e.Cases {
		names[i] = c.Name
	}
	valid := func(a ir.Attribute) bool {
		_, ok := e.name(a)
		return ok
	}
	return ods.AttrConstraint{
		Desc:    desc,
		GoType:  "*ir.IntegerAttr",
		Pred:    valid,
		Storage: valid,
		Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
			pos := p.Pos()
			s, ok := p.ParseOptionalKeywordAny()
			if !ok {
				s, ok = p.ParseOptionalString()
			}
			for _, c := range e.Cases {
				if ok && c.Name == s {
					return ctx.IntAttr(ctx.I(32), c.Value), nil
				}
			}
			return nil, p.ErrorAt(pos, "expected string or keyword containing one of the following enum values for attribute '%s' [%s]", e.Attr, strings.Join(names, ", "))
		},
		Print: func(p ir.OpPrinter, a ir.Attribute) {
			if n, ok := e.name(a); ok {
				p.WriteString(n)
				return
			}
			p.PrintAttribute(a)
		},
	}
}

// name returns the case a holds.
func (e *IntEnum) name(a ir.Attribute) (string, bool) {
	i, ok := a.(*ir.IntegerAttr)
	if !ok || !i.IsSmall() {
		return "", false
	}
	if it, ok := i.Type.(*ir.IntegerType); !ok || it.Width != 32 || !it.IsSignless() {
		return "", false
	}
	for _, c := range e.Cases {
		if c.Value == i.Int64() {
			return c.Name, true
		}
	}
	return "", false
}

// failureMode is the FailurePropagationMode enum.
var failureMode = (&IntEnum{Attr: "failure_propagation_mode",
	Cases: []EnumCase{{"propagate", Propagate}, {"suppress", Suppress}}}).Constraint("Silenceable error propagation policy")

// failureModeOf returns the failure propagation mode of op.
func failureModeOf(op *ir.Operation) int64 {
	if i, ok := op.InherentAttr("failure_propagation_mode").(*ir.IntegerAttr); ok {
		return i.Int64()
	}
	return Propagate
}

// namedSequenceSpec is transform.named_sequence.
var namedSequenceSpec = &ods.Op{
	Name:    "transform.named_sequence",
	Summary: "Named transform sequence that can be included elsewhere",
	Attrs: []ods.Attr{
		{Name: "arg_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "function_type", Constraint: ods.FunctionTypeAttr},
		{Name: "res_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "sym_name", Constraint: ods.SymbolNameAttrC},
		{Name: "sym_visibility", Constraint: ods.StrAttr, Optional: true},
	},
	Regions: []ods.Region{{Name: "body"}},
	Traits:  []ir.Trait{ir.TraitIsolatedFromAbove, ir.TraitSymbol},
	Parse:   function.ParseFunctionOp,
	Print:   function.PrintFunctionOp,
	Verify:  verifyNamedSequence,
	Interfaces: ir.Interfaces{
		namedSequenceCallable{},
		&ir.SymbolHooks{Declaration: func(op *ir.Operation) bool { return op.Region(0).Empty() }},
		ApplyFunc(func(op *ir.Operation, st *State) *Failure {
			if op.Region(0).Empty() {
				return st.Definite(op.EmitError("unresolved external named sequence"))
			}
			return nil
		}),
	},
}

// namedSequenceCallable is the callable and function interface of named
// sequences: as upstream's, the callable region of an external sequence
// is its empty body (so the call graph has a node for it).
type namedSequenceCallable struct{ function.FunctionLike }

// CallableRegion returns the body, empty or not.
func (namedSequenceCallable) CallableRegion(op *ir.Operation) *ir.Region { return op.Region(0) }

// yieldSpec is transform.yield.
var yieldSpec = &ods.Op{
	Name:     "transform.yield",
	Summary:  "Yields operation handles from a transform IR region",
	Operands: []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
	Traits:   []ir.Trait{ir.TraitTerminator, ir.TraitReturnLike},
	Format:   "operands attr-dict (`:` type($operands)^)?",
}

// sequenceSpec is transform.sequence.
var sequenceSpec = &ods.Op{
	Name:    "transform.sequence",
	Summary: "Contains a sequence of other transform ops to apply",
	Operands: []ods.Operand{
		{Name: "root", Type: HandleType, Arity: ods.Optional},
		{Name: "extra_bindings", Type: AnyHandleOrParam, Arity: ods.Variadic},
	},
	Attrs:   []ods.Attr{{Name: "failure_propagation_mode", Constraint: failureMode}},
	Results: []ods.Result{{Name: "results", Type: AnyTransformType, Arity: ods.Variadic}},
	Regions: []ods.Region{{Name: "body", MaxBlocks: 1}},
	Traits: []ir.Trait{ir.TraitAttrSizedOperandSegments, ir.TraitSingleBlock,
		ir.TraitSingleBlockImplicitTerminator},
	ImplicitTerminator: "transform.yield",
	DefaultDialect:     "transform",
	Format: "custom<SequenceOpOperands>($root, type($root), $extra_bindings, type($extra_bindings))" +
		" (`->` type($results)^)? `failures` `(` $failure_propagation_mode `)` attr-dict-with-keyword $body",
	CustomDirectives: map[string]ods.CustomDirective{"SequenceOpOperands": {Parse: parseSequenceOperands, Print: printSequenceOperands}},
	Verify:           verifySequence,
	Interfaces: ir.Interfaces{ir.EffectsFunc(sequenceEffects), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		b := op.Region(0).First()
		if op.NumOperands() == 0 {
			st.SetOps(b.Arg(0), []*ir.Operation{st.topLevel})
		} else {
			st.mapArgs(b, op.Operands())
		}
		return st.ApplyBlock(b, failureModeOf(op), op.Results())
	})},
}

// parseSequenceOperands parses `(%root (, %extra)* : types)?`: one type
// bare, several in parentheses.
func parseSequenceOperands(p ir.OpParser, _ *ir.OperationState, args []ods.DirectiveArg) error {
	root, ok, err := p.ParseOptionalOperand()
	if err != nil || !ok {
		return err
	}
	var extra []ir.UnresolvedOperand
	for p.ParseOptionalPunct(",") {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		extra = append(extra, u)
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	var types []ir.Type
	parens := p.ParseOptionalPunct("(")
	for {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		types = append(types, t)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if parens {
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	if len(types) != len(extra)+1 {
		return p.ErrorAt(p.NamePos(), "expected types to be provided for all operands")
	}
	args[0].SetOperands([]ir.UnresolvedOperand{root})
	args[1].SetTypes(types[:1])
	args[2].SetOperands(extra)
	args[3].SetTypes(types[1:])
	return nil
}

func printSequenceOperands(p ir.OpPrinter, op *ir.Operation, _ []ods.DirectiveArg) {
	ops := op.Operands()
	if len(ops) == 0 {
		return
	}
	for i, v := range ops {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
	p.WriteString(" : ")
	if len(ops) > 1 {
		p.WriteString("(")
	}
	for i, v := range ops {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(v.Type())
	}
	if len(ops) > 1 {
		p.WriteString(")")
	}
}

// includeSpec is transform.include.
var includeSpec = &ods.Op{
	Name:    "transform.include",
	Summary: "Includes a named transform sequence",
	Attrs: []ods.Attr{
		{Name: "failure_propagation_mode", Constraint: failureMode},
		{Name: "target", Constraint: ods.SymbolRefAttrC},
	},
	Operands: []ods.Operand{{Name: "operands", Type: AnyHandleOrParam, Arity: ods.Variadic}},
	Results:  []ods.Result{{Name: "results", Type: AnyHandleOrParam, Arity: ods.Variadic}},
	Format: "$target `failures` `(` $failure_propagation_mode `)`" +
		"`(` $operands `)` attr-dict `:` functional-type($operands, $results)",
	Verify: verifyInclude,
	Interfaces: ir.Interfaces{
		ir.SymbolUsesVerifier(verifyIncludeSymbolUses),
		includeCall{},
		ir.EffectsFunc(includeEffects),
		ApplyFunc(applyInclude),
	},
}

// includeEffects consumes the operands the callee's arguments consume.
func includeEffects(op *ir.Operation) []ir.EffectInstance {
	ref, ok := op.InherentAttr("target").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	callee := ir.NewSymbolTableCollection(ods.ContextOf(op)).LookupNearestSymbolFrom(op, ref)
	if callee == nil || callee.Name() != "transform.named_sequence" {
		return nil
	}
	var out []ir.EffectInstance
	for i, v := range op.Operands() {
		switch {
		case hasArgAttr(callee, i, Consumed):
			out = append(out, consumesHandles(v)...)
		case hasArgAttr(callee, i, ReadOnly):
			out = append(out, onlyReadsHandles(v)...)
		}
	}
	return append(append(out, producesHandles(op.Results()...)...), modifiesPayload...)
}

// includeCall is transform.include's CallOpInterface.
type includeCall struct{}

func (includeCall) Callee(op *ir.Operation) (*ir.SymbolRefAttr, *ir.Value) {
	ref, _ := op.InherentAttr("target").(*ir.SymbolRefAttr)
	return ref, nil
}

func (includeCall) SetCallee(ctx *ir.Context, op *ir.Operation, sym *ir.SymbolRefAttr, _ *ir.Value) {
	op.SetInherentAttr(ctx, "target", sym)
}

func (includeCall) ArgOperands(op *ir.Operation) (int, int) { return 0, op.NumOperands() }

// applyPatternsSpec is transform.apply_patterns.
var applyPatternsSpec = &ods.Op{
	Name:     "transform.apply_patterns",
	Summary:  "Greedily applies patterns to the body of the targeted op",
	Operands: []ods.Operand{{Name: "target", Type: HandleType}},
	Attrs: []ods.Attr{
		{Name: "apply_cse", Constraint: ods.UnitAttrC, Optional: true},
		{Name: "max_iterations", Constraint: ods.I64Attr, Default: minusOne},
		{Name: "max_num_rewrites", Constraint: ods.I64Attr, Default: minusOne},
	},
	Regions:        []ods.Region{{Name: "patterns"}},
	Traits:         []ir.Trait{ir.TraitNoTerminator, ir.TraitSingleBlock},
	DefaultDialect: "transform",
	Format:         "`to` $target $patterns attr-dict `:` type($target)",
	Verify:         verifyApplyPatterns,
	Interfaces:     ir.Interfaces{ApplyFunc(applyPatterns), HandleEffects(true)},
}

func minusOne(ctx *ir.Context) ir.Attribute { return ctx.IntAttr(ctx.I(64), -1) }

// canonicalizationSpec is transform.apply_patterns.canonicalization.
var canonicalizationSpec = &ods.Op{
	Name:       "transform.apply_patterns.canonicalization",
	Summary:    "Populates canonicalization patterns",
	Format:     "attr-dict",
	Interfaces: ir.Interfaces{PatternsFunc(canonicalizationPatterns)},
}

// getParentOpSpec is transform.get_parent_op.
var getParentOpSpec = &ods.Op{
	Name:     "transform.get_parent_op",
	Summary:  "Gets handles to the closest parent ops",
	Operands: []ods.Operand{{Name: "target", Type: HandleType}},
	Attrs: []ods.Attr{
		{Name: "allow_empty_results", Constraint: ods.UnitAttrC, Optional: true},
		{Name: "deduplicate", Constraint: ods.UnitAttrC, Optional: true},
		{Name: "isolated_from_above", Constraint: ods.UnitAttrC, Optional: true},
		{Name: "nth_parent", Constraint: positiveI64, Default: func(ctx *ir.Context) ir.Attribute { return ctx.IntAttr(ctx.I(64), 1) }},
		{Name: "op_name", Constraint: ods.StrAttr, Optional: true},
	},
	Results:    []ods.Result{{Name: "parent", Type: HandleType}},
	Format:     "$target attr-dict `:` functional-type(operands, results)",
	Interfaces: ir.Interfaces{ApplyFunc(applyGetParentOp), HandleEffects(false)},
}

// positiveI64 is ConfinedAttr<I64Attr, [IntPositive]>.
var positiveI64 = func() ods.AttrConstraint {
	c := ods.I64Attr
	base := c.Pred
	c.Desc = "64-bit signless integer attribute whose value is positive"
	c.Pred = func(a ir.Attribute) bool {
		i, ok := a.(*ir.IntegerAttr)
		return base(a) && ok && i.BigInt().Sign() > 0
	}
	return c
}()

// mergeHandlesSpec is transform.merge_handles.
var mergeHandlesSpec = &ods.Op{
	Name:       "transform.merge_handles",
	Summary:    "Merges handles into one pointing to the union of payload ops",
	Operands:   []ods.Operand{{Name: "handles", Type: AnyTransformType, Arity: ods.Variadic}},
	Attrs:      []ods.Attr{{Name: "deduplicate", Constraint: ods.UnitAttrC, Optional: true}},
	Results:    []ods.Result{{Name: "result", Type: AnyTransformType}},
	Traits:     []ir.Trait{ir.TraitSameOperandsAndResultType},
	Format:     "(`deduplicate` $deduplicate^)? $handles attr-dict `:` type($result)",
	Interfaces: ir.Interfaces{ApplyFunc(applyMergeHandles), ir.EffectsFunc(handleOnlyEffects)},
	// A single handle without deduplication merges into itself.
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		if op.InherentAttr("deduplicate") != nil || op.NumOperands() != 1 {
			return nil
		}
		return []ir.FoldResult{{Value: op.Operand(0)}}
	},
}

// printSpec is transform.print.
var printSpec = &ods.Op{
	Name:     "transform.print",
	Summary:  "Dump each payload op",
	Operands: []ods.Operand{{Name: "target", Type: HandleType, Arity: ods.Optional}},
	Attrs: []ods.Attr{
		{Name: "assume_verified", Constraint: ods.UnitAttrC, Optional: true},
		{Name: "name", Constraint: ods.StrAttr, Optional: true},
		{Name: "skip_regions", Constraint: ods.UnitAttrC, Optional: true},
		{Name: "use_local_scope", Constraint: ods.UnitAttrC, Optional: true},
	},
	Format:     "$target attr-dict (`:` type($target)^)?",
	Interfaces: ir.Interfaces{ApplyFunc(applyPrint), ir.EffectsFunc(printEffects)},
}

// emitRemarkAtSpec is transform.debug.emit_remark_at.
var emitRemarkAtSpec = &ods.Op{
	Name:     "transform.debug.emit_remark_at",
	Summary:  "Print a message as diagnostic remark attached to payload",
	Operands: []ods.Operand{{Name: "at", Type: AnyHandle}},
	Attrs:    []ods.Attr{{Name: "message", Constraint: ods.StrAttr}},
	Format:   "$at `,` $message attr-dict `:` type($at)",
	Interfaces: ir.Interfaces{HandleEffects(false), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		msg := op.InherentAttr("message").(*ir.StringAttr).Value
		at := op.Operand(0)
		if IsOpHandle(at.Type()) {
			for _, p := range st.Ops(at) {
				st.Report(p.EmitRemark("%s", msg))
			}
			return nil
		}
		for _, v := range st.Values(at) {
			d := &ir.Diagnostic{Severity: ir.SeverityRemark, Loc: v.Loc(), Message: msg}
			if b := v.OwnerBlock(); v.IsBlockArgument() && b != nil {
				d.AttachNote(v.Loc(), "value handle points to a block argument #%d in block #%d in region #%d",
					v.Index(), blockIndex(b), regionIndex(b.ParentOp(), b.Parent()))
			} else {
				d.AttachNote(v.Loc(), "value handle points to an op result #%d", v.Index())
			}
			st.Report(d)
		}
		return nil
	})},
}
