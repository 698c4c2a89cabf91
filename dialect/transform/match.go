package transform

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// MatchOp is upstream's MatchOpInterface: a transform op that may appear
// in the matchers of transform.foreach_match (it only inspects payload).
type MatchOp interface {
	// MatchesPayload marks the implementation.
	MatchesPayload()
}

// Matcher implements MatchOp; list it in a matcher op's interfaces.
type Matcher struct{}

// MatchesPayload marks the op as a matcher.
func (Matcher) MatchesPayload() {}

func init() {
	ir.RegisterInterface[MatchOp]("MatchOpInterface")
	Dialect.Ops = append(Dialect.Ops, foreachMatchSpec, matchOperationNameSpec)
}

// foreachMatchSpec is transform.foreach_match.
var foreachMatchSpec = &ods.Op{
	Name:    "transform.foreach_match",
	Summary: "Applies named sequences when a named matcher succeeds",
	Operands: []ods.Operand{{Name: "root", Type: HandleType},
		{Name: "forwarded_inputs", Type: AnyHandleOrParam, Arity: ods.Variadic}},
	Attrs: []ods.Attr{
		{Name: "actions", Constraint: symbolRefArray},
		{Name: "flatten_results", Constraint: ods.UnitAttrC, Optional: true},
		{Name: "matchers", Constraint: symbolRefArray},
		{Name: "restrict_root", Constraint: ods.UnitAttrC, Optional: true},
	},
	Results: []ods.Result{{Name: "updated", Type: HandleType},
		{Name: "forwarded_outputs", Type: AnyHandleOrParam, Arity: ods.Variadic}},
	// The oilist of the two unit attributes, in its printed order.
	Format: "(`restrict_root` $restrict_root^)? (`flatten_results` $flatten_results^)? `in` $root (`,` $forwarded_inputs^)?" +
		" custom<ForeachMatchSymbols>($matchers, $actions) attr-dict `:` functional-type(operands, results)",
	CustomDirectives: map[string]ods.CustomDirective{"ForeachMatchSymbols": {Parse: parseMatchSymbols, Print: printMatchSymbols}},
	ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
		set(op.Result(0), "updated_root")
		for _, r := range op.Results()[1:] {
			set(r, "yielded")
		}
	},
	Verify: verifyForeachMatch,
	Interfaces: ir.Interfaces{ir.SymbolUsesVerifier(verifyForeachMatchSymbolUses), ApplyFunc(applyForeachMatch),
		ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
			out := append(consumesHandles(op.Operand(0)), onlyReadsHandles(op.Operands()[1:]...)...)
			return append(append(out, producesHandles(op.Results()...)...), modifiesPayload...)
		})},
}

// symbolRefArray is SymbolRefArrayAttr.
var symbolRefArray = ArrayOf("symbol ref array attribute", func(a ir.Attribute) bool { _, ok := a.(*ir.SymbolRefAttr); return ok })

// parseMatchSymbols parses `@matcher -> @action (, @matcher -> @action)*`.
func parseMatchSymbols(p ir.OpParser, _ *ir.OperationState, args []ods.DirectiveArg) error {
	ctx := p.Context()
	var matchers, actions []ir.Attribute
	for {
		m, ok := p.ParseOptionalSymbolName()
		if !ok {
			return p.Errorf("expected valid '@'-identifier for symbol name")
		}
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		a, ok := p.ParseOptionalSymbolName()
		if !ok {
			return p.Errorf("expected valid '@'-identifier for symbol name")
		}
		matchers = append(matchers, ctx.SymbolRefAttr(m, nil))
		actions = append(actions, ctx.SymbolRefAttr(a, nil))
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	args[0].SetAttr(ctx.ArrayAttr(matchers))
	args[1].SetAttr(ctx.ArrayAttr(actions))
	return nil
}

// printMatchSymbols prints each pair on its own line, indented twice.
func printMatchSymbols(p ir.OpPrinter, op *ir.Operation, _ []ods.DirectiveArg) {
	matchers, _ := op.InherentAttr("matchers").(*ir.ArrayAttr)
	actions, _ := op.InherentAttr("actions").(*ir.ArrayAttr)
	if matchers == nil || actions == nil {
		return
	}
	p.IncreaseIndent()
	p.IncreaseIndent()
	for i, m := range matchers.Elems {
		p.PrintNewline()
		p.PrintAttribute(m)
		p.WriteString(" -> ")
		if i < len(actions.Elems) {
			p.PrintAttribute(actions.Elems[i])
		}
		if i != len(matchers.Elems)-1 {
			p.WriteString(", ")
		}
	}
	p.DecreaseIndent()
	p.DecreaseIndent()
}

func verifyForeachMatch(op *ir.Operation) error {
	matchers := op.InherentAttr("matchers").(*ir.ArrayAttr)
	actions := op.InherentAttr("actions").(*ir.ArrayAttr)
	if len(matchers.Elems) != len(actions.Elems) {
		return op.EmitOpError("expected the same number of matchers and actions")
	}
	if len(matchers.Elems) == 0 {
		return op.EmitOpError("expected at least one match/action pair")
	}
	return nil
}

// verifyForeachMatchSymbolUses checks that the matchers and actions are
// named sequences whose signatures chain: operands to matcher arguments,
// matcher results to action arguments, action results to op results.
func verifyForeachMatchSymbolUses(op *ir.Operation, tables *ir.SymbolTableCollection) error {
	matchers := op.InherentAttr("matchers").(*ir.ArrayAttr)
	actions := op.InherentAttr("actions").(*ir.ArrayAttr)
	for i, m := range matchers.Elems {
		mref, aref := m.(*ir.SymbolRefAttr), actions.Elems[i].(*ir.SymbolRefAttr)
		matcher := tables.LookupNearestSymbolFrom(op, mref)
		if matcher == nil || matcher.Name() != "transform.named_sequence" {
			return op.EmitError("unresolved matcher symbol @%s", mref.Root)
		}
		action := tables.LookupNearestSymbolFrom(op, aref)
		if action == nil || action.Name() != "transform.named_sequence" {
			return op.EmitError("unresolved action symbol @%s", aref.Root)
		}
		for _, seq := range []*ir.Operation{matcher, action} {
			if err := verifyCalledAnnotations(seq); err != nil {
				return err
			}
		}
		mt, at := functionType(matcher), functionType(action)
		if len(mt.Inputs) != op.NumOperands() {
			d := op.EmitError("the number of operands (%d) doesn't match the number of matcher arguments (%d) for @%s", op.NumOperands(), len(mt.Inputs), mref.Root)
			d.AttachNote(matcher.Loc(), "symbol declaration")
			return d
		}
		for j, v := range op.Operands() {
			if hasArgAttr(matcher, j, Consumed) {
				d := op.EmitOpError("does not expect matcher symbol to consume its operand #%d", j)
				d.AttachNote(matcher.Loc(), "symbol declaration")
				return d
			}
			if !sameInterface(v.Type(), mt.Inputs[j]) {
				d := op.EmitError("mismatching type interfaces for operand and matcher argument #%d of matcher @%s", j, mref.Root)
				d.AttachNote(matcher.Loc(), "symbol declaration")
				return d
			}
		}
		if len(mt.Results) != len(at.Inputs) {
			return op.EmitError("mismatching number of matcher results and action arguments between @%s (%d) and @%s (%d)",
				mref.Root, len(mt.Results), aref.Root, len(at.Inputs))
		}
		for j, t := range mt.Results {
			if !sameInterface(t, at.Inputs[j]) {
				return op.EmitError("mismatching type interfaces for matcher result and action argument #%dof matcher @%s and action @%s", j, mref.Root, aref.Root)
			}
		}
		results := op.ResultTypes()[1:]
		if len(at.Results) != len(results) {
			d := op.EmitError("the number of action results (%d) for @%s doesn't match the number of extra op results (%d)", len(at.Results), aref.Root, len(results))
			d.AttachNote(action.Loc(), "symbol declaration")
			return d
		}
		for j, t := range results {
			if !sameInterface(t, at.Results[j]) {
				d := op.EmitError("mismatching type interfaces for action result #%d of action @%s and op result", j, aref.Root)
				d.AttachNote(action.Loc(), "symbol declaration")
				return d
			}
		}
	}
	return nil
}

// verifyCalledAnnotations is verifyFunctionLikeConsumeAnnotations for a
// called named sequence: every argument is read-only or consumed.
func verifyCalledAnnotations(seq *ir.Operation) error {
	for i := range functionType(seq).Inputs {
		consumed, readonly := hasArgAttr(seq, i, Consumed), hasArgAttr(seq, i, ReadOnly)
		if consumed && readonly {
			return ir.Errorf(seq.Loc(), "argument #%d cannot be both readonly and consumed", i)
		}
		if !consumed && !readonly {
			return ir.Errorf(seq.Loc(), "must provide consumed/readonly status for arguments of external or called ops")
		}
	}
	return nil
}

// hasArgAttr reports whether argument i of a named sequence has attribute
// name.
func hasArgAttr(seq *ir.Operation, i int, name string) bool {
	for _, a := range ir.ArgAttrsAt(seq.InherentAttr("arg_attrs"), i) {
		if a.Name == name {
			return true
		}
	}
	return false
}

// functionType returns the signature of a named sequence.
func functionType(seq *ir.Operation) *ir.FunctionType {
	t, _ := seq.InherentAttr("function_type").(*ir.TypeAttr)
	ft, _ := t.Type.(*ir.FunctionType)
	return ft
}

// applyForeachMatch walks the payload under each root (post-order, the
// root itself only with restrict_root) and applies the action of the
// first matcher that succeeds on each op.
func applyForeachMatch(op *ir.Operation, st *State) *Failure {
	tables := ir.NewSymbolTableCollection(st.Ctx)
	matchers := op.InherentAttr("matchers").(*ir.ArrayAttr)
	actions := op.InherentAttr("actions").(*ir.ArrayAttr)
	type pair struct{ matcher, action *ir.Operation }
	pairs := make([]pair, len(matchers.Elems))
	for i := range pairs {
		pairs[i] = pair{tables.LookupNearestSymbolFrom(op, matchers.Elems[i].(*ir.SymbolRefAttr)),
			tables.LookupNearestSymbolFrom(op, actions.Elems[i].(*ir.SymbolRefAttr))}
		for _, s := range []*ir.Operation{pairs[i].matcher, pairs[i].action} {
			if s == nil {
				return st.Definite(op.EmitError("unresolved matcher or action symbol"))
			}
			if s.Region(0).Empty() {
				return st.Definite(s.EmitError("unresolved external symbol"))
			}
		}
	}
	restrict := op.InherentAttr("restrict_root") != nil
	flatten := op.InherentAttr("flatten_results") != nil
	forwarded := op.Operands()[1:]
	outputs := op.Results()[1:]
	for _, r := range outputs {
		st.setEmpty(r)
	}
	var overall *Failure
	var overallDiag *ir.Diagnostic
	var definite *Failure
	for _, root := range st.Ops(op.Operand(0)) {
		root.Walk(func(payload *ir.Operation) ir.WalkResult {
			if !restrict && payload == root {
				return ir.WalkAdvance
			}
			for _, pr := range pairs {
				mb := pr.matcher.Region(0).First()
				st.SetOps(mb.Arg(0), []*ir.Operation{payload})
				for j, v := range forwarded {
					st.forward(mb.Arg(j+1), v)
				}
				if f := st.matchBlock(mb); f != nil {
					if f.Definite {
						definite = f
						return ir.WalkInterrupt
					}
					continue
				}
				ab := pr.action.Region(0).First()
				for j, y := range mb.Terminator().Operands() {
					st.forward(ab.Arg(j), y)
				}
				term := ab.Terminator()
				for o := ab.First(); o != nil && o != term; o = o.NextInBlock() {
					f := st.Apply(o)
					if f == nil {
						continue
					}
					if f.Definite {
						definite = f
						return ir.WalkInterrupt
					}
					if overall == nil {
						overall, overallDiag = SilenceableError(op.Loc(), "actions failed")
					}
					msg := ""
					if len(f.Diags) > 0 {
						msg = f.Diags[0].Message
					}
					overallDiag.AttachNote(pr.action.Loc(), "failed action: %s", msg)
					overallDiag.AttachNote(payload.Loc(), "when applied to this matching payload")
				}
				for j, y := range term.Operands() {
					if !flatten && st.associationCount(y) > 1 {
						definite = st.Definite(ir.Errorf(op.Loc(), "action @%s has results associated with multiple payload entities, but flattening was not requested", symbolName(pr.action)))
						return ir.WalkInterrupt
					}
					st.appendPayload(outputs[j], y)
				}
				break
			}
			return ir.WalkAdvance
		})
		if definite != nil {
			return definite
		}
	}
	st.SetOps(op.Result(0), st.Ops(op.Operand(0)))
	return overall
}

// symbolName returns the symbol name of op.
func symbolName(op *ir.Operation) string {
	n, _ := ir.SymbolName(op)
	return n
}

// matchBlock applies the match ops of a matcher body; a silenceable
// failure means no match.
func (st *State) matchBlock(b *ir.Block) *Failure {
	term := b.Terminator()
	for o := b.First(); o != nil && o != term; o = o.NextInBlock() {
		if _, ok := ir.OpInterface[MatchOp](o); !ok {
			return st.Definite(ir.Errorf(o.Loc(), "expected operations in the match part to implement MatchOpInterface"))
		}
		if f := st.Apply(o); f != nil {
			return f
		}
	}
	return nil
}

// matchOperationNameSpec is transform.match.operation_name.
var matchOperationNameSpec = &ods.Op{
	Name:       "transform.match.operation_name",
	Summary:    "Matches a single operation of one of the given kinds",
	Operands:   []ods.Operand{{Name: "operand_handle", Type: HandleType}},
	Attrs:      []ods.Attr{{Name: "op_names", Constraint: StrArrayAttr}},
	Format:     "$operand_handle $op_names attr-dict `:` type($operand_handle)",
	Interfaces: ir.Interfaces{Matcher{}, ApplyFunc(applyMatchOperationName), HandleEffects(false)},
}

// StrArrayAttr is upstream's StrArrayAttr constraint.
var StrArrayAttr = ArrayOf("string array attribute", func(a ir.Attribute) bool { _, ok := a.(*ir.StringAttr); return ok })

// ArrayOf is an array attribute constraint whose elements satisfy elem.
func ArrayOf(desc string, elem func(ir.Attribute) bool) ods.AttrConstraint {
	return ods.AttrConstraint{Desc: desc, GoType: "*ir.ArrayAttr", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if !elem(e) {
				return false
			}
		}
		return true
	}}
}

// applyMatchOperationName succeeds when the single payload op has one of
// the names.
func applyMatchOperationName(op *ir.Operation, st *State) *Failure {
	payload := st.Ops(op.Operand(0))
	if len(payload) > 1 {
		return st.Definite(ir.Errorf(op.Loc(), "SingleOpMatchOpTrait requires the operand handle to point to a single payload op"))
	}
	if len(payload) == 0 {
		return nil
	}
	for _, n := range op.InherentAttr("op_names").(*ir.ArrayAttr).Elems {
		if n.(*ir.StringAttr).Value == payload[0].Name() {
			return nil
		}
	}
	f, _ := SilenceableError(op.Loc(), "wrong operation name")
	return f
}
