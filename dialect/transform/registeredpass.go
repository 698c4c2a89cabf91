package transform

import (
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
)

func init() { Dialect.Ops = append(Dialect.Ops, applyRegisteredPassSpec) }

// applyRegisteredPassSpec is transform.apply_registered_pass.
var applyRegisteredPassSpec = &ods.Op{
	Name:    "transform.apply_registered_pass",
	Summary: "Applies the specified registered pass or pass pipeline",
	Operands: []ods.Operand{{Name: "target", Type: HandleType},
		{Name: "dynamic_options", Type: paramType, Arity: ods.Variadic}},
	Attrs: []ods.Attr{
		{Name: "options", Constraint: DictAttr, Default: func(ctx *ir.Context) ir.Attribute { return ctx.DictionaryAttr(nil) }},
		{Name: "pass_name", Constraint: ods.StrAttr},
	},
	Results: []ods.Result{{Name: "result", Type: HandleType}},
	Parse:   parseApplyRegisteredPass,
	Print:   printApplyRegisteredPass,
	Interfaces: ir.Interfaces{ApplyFunc(applyRegisteredPass),
		ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
			return append(append(consumesHandles(op.Operand(0)), producesHandles(op.Results()...)...), modifiesPayload...)
		})},
}

// DictAttr is upstream's DictionaryAttr constraint.
var DictAttr = ods.AttrConstraint{Desc: "dictionary of named attribute values", GoType: "*ir.DictionaryAttr",
	Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.DictionaryAttr); return ok }}

// parseApplyRegisteredPass parses `"name" (with options = {...})? to
// %target attr-dict : functional-type` (options given as attributes; the
// parameter operands of upstream's dynamic options are not supported).
func parseApplyRegisteredPass(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	name, ok := p.ParseOptionalString()
	if !ok {
		return p.Errorf("expected attribute value")
	}
	st.AddAttr("pass_name", ctx.StringAttr(name))
	options := ctx.DictionaryAttr(nil)
	if p.ParseOptionalKeyword("with") {
		if err := p.ParseKeyword("options"); err != nil {
			return err
		}
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		if !p.IsPunct("{") {
			return p.Errorf("expected '{' in options dictionary")
		}
		entries, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		options = ctx.DictionaryAttr(entries)
	}
	st.AddAttr("options", options)
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	target, err := p.ParseOperand()
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	ft, ok := t.(*ir.FunctionType)
	if !ok || len(ft.Inputs) != 1 || len(ft.Results) != 1 {
		return p.ErrorAt(pos, "expected a function type with one input and one result")
	}
	v, err := p.ResolveOperand(target, ft.Inputs[0])
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	st.Types = append(st.Types, ft.Results[0])
	return nil
}

func printApplyRegisteredPass(p ir.OpPrinter, op *ir.Operation) {
	ctx := ods.ContextOf(op)
	p.WriteString(" ")
	p.PrintAttribute(op.InherentAttr("pass_name"))
	if d, ok := op.InherentAttr("options").(*ir.DictionaryAttr); ok && len(d.Entries) > 0 {
		p.WriteString(" with options = {")
		for i, e := range d.Entries {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintAttribute(ctx.StringAttr(e.Name))
			p.WriteString(" = ")
			p.PrintAttribute(e.Value)
		}
		p.WriteString("}")
	}
	p.WriteString(" to ")
	p.PrintOperand(op.Operand(0))
	p.PrintOptionalAttrDict(op.AllAttrs(), "pass_name", "options")
	p.WriteString(" : ")
	p.PrintType(ctx.FunctionType(op.OperandTypes(), op.ResultTypes()))
}

// passOptions renders the options dictionary as a pass options string:
// `key=value` pairs, strings unquoted, arrays comma-separated, other
// attributes printed without their type.
func passOptions(d *ir.DictionaryAttr) string {
	var sb strings.Builder
	var value func(a ir.Attribute)
	value = func(a ir.Attribute) {
		switch a := a.(type) {
		case *ir.ArrayAttr:
			for i, e := range a.Elems {
				if i > 0 {
					sb.WriteString(",")
				}
				value(e)
			}
		case *ir.StringAttr:
			sb.WriteString(a.Value)
		default:
			sb.WriteString(asm.AttrStringWithoutType(a))
		}
	}
	for i, e := range d.Entries {
		if i > 0 {
			sb.WriteString(" ")
		}
		sb.WriteString(e.Name + "=")
		value(e.Value)
	}
	return sb.String()
}

// applyRegisteredPass runs the pass or pipeline on every target.
func applyRegisteredPass(op *ir.Operation, st *State) *Failure {
	name := op.InherentAttr("pass_name").(*ir.StringAttr).Value
	info := pass.Lookup(name)
	if info == nil {
		return st.Definite(op.EmitError("unknown pass or pass pipeline: %s", name))
	}
	opts := ""
	if d, ok := op.InherentAttr("options").(*ir.DictionaryAttr); ok {
		opts = passOptions(d)
	}
	targets := st.Ops(op.Operand(0))
	for _, target := range targets {
		pm := pass.NewOpPassManager(target.Name())
		if err := pass.AddPass(pm, info, opts); err != nil {
			st.Report(op.EmitError("%s", err.Message))
			return st.Definite(op.EmitError("failed to add pass or pass pipeline to pipeline: %s", name))
		}
		if err := st.runPipeline(pm, target); err != nil {
			f, d := SilenceableError(op.Loc(), "pass pipeline failed")
			d.AttachNote(target.Loc(), "target op")
			return f
		}
	}
	st.SetOps(op.Result(0), targets)
	return nil
}
