package transform

import (
	"fmt"
	"io"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

// TransformOp is upstream's TransformOpInterface: how a transform op
// applies to the payload the state associates with its operands.
type TransformOp interface {
	// Apply transforms the payload and associates the op's results
	// (State.SetOps, SetParams, SetValues); nil is success.
	Apply(op *ir.Operation, st *State) *Failure
}

// ApplyFunc is a TransformOp written as a function.
type ApplyFunc func(op *ir.Operation, st *State) *Failure

// Apply calls f.
func (f ApplyFunc) Apply(op *ir.Operation, st *State) *Failure { return f(op, st) }

// PatternDescriptor is upstream's PatternDescriptorOpInterface: an op in
// the region of transform.apply_patterns naming a set of patterns.
type PatternDescriptor interface {
	// Patterns returns the patterns the op stands for.
	Patterns(op *ir.Operation, st *State) []rewrite.Pattern
}

// PatternsFunc is a PatternDescriptor written as a function.
type PatternsFunc func(op *ir.Operation, st *State) []rewrite.Pattern

// Patterns calls f.
func (f PatternsFunc) Patterns(op *ir.Operation, st *State) []rewrite.Pattern { return f(op, st) }

func init() {
	ir.RegisterInterface[TransformOp]("TransformOpInterface")
	ir.RegisterInterface[PatternDescriptor]("PatternDescriptorOpInterface")
}

// Failure is a failed DiagnosedSilenceableFailure (success is nil). A
// silenceable failure carries its diagnostics, reported by whoever does
// not silence it; a definite failure has reported its own already.
type Failure struct {
	// Definite is set for a definite (unrecoverable) failure.
	Definite bool
	// Diags are the diagnostics of a silenceable failure.
	Diags []*ir.Diagnostic
}

// Silenceable returns a silenceable failure reporting d (an error).
func Silenceable(d *ir.Diagnostic) *Failure { return &Failure{Diags: []*ir.Diagnostic{d}} }

// SilenceableError is a silenceable failure with an error at loc, built
// as upstream's emitSilenceableFailure (no `see current operation` note).
func SilenceableError(loc ir.Location, format string, args ...any) (*Failure, *ir.Diagnostic) {
	d := ir.Errorf(loc, format, args...)
	return Silenceable(d), d
}

// State is upstream's TransformState: the payload ops, parameters and
// values each transform IR value is associated with.
type State struct {
	// Ctx is the context of both the transform and payload IR.
	Ctx      *ir.Context
	topLevel *ir.Operation
	ops      map[*ir.Value][]*ir.Operation
	params   map[*ir.Value][]ir.Attribute
	values   map[*ir.Value][]*ir.Value
	report   func(*ir.Diagnostic)
	out      io.Writer
	pipeline func(pm *pass.OpPassManager, op *ir.Operation) error

	// expensive enables the handle invalidation checks; handles lists the
	// op handles in association order and invalid the invalidated ones.
	expensive bool
	handles   []*ir.Value
	invalid   map[*ir.Value]*invalidation
}

// SetExpensiveChecks enables or disables the handle invalidation checks
// (on by default).
func (st *State) SetExpensiveChecks(on bool) { st.expensive = on }

// SetPipelineRunner sets how transform ops run pass pipelines on payload
// ops (the interpreter pass runs them as dynamic pipelines); by default
// they run on their own.
func (st *State) SetPipelineRunner(run func(pm *pass.OpPassManager, op *ir.Operation) error) {
	st.pipeline = run
}

// runPipeline runs pm on op.
func (st *State) runPipeline(pm *pass.OpPassManager, op *ir.Operation) error {
	if st.pipeline != nil {
		return st.pipeline(pm, op)
	}
	return pm.Run(st.Ctx, op, &pass.Config{Report: st.report})
}

// NewState returns a state over the payload root; report delivers the
// diagnostics of definite failures and remarks, out receives what
// transform.print prints.
func NewState(ctx *ir.Context, payloadRoot *ir.Operation, report func(*ir.Diagnostic), out io.Writer) *State {
	return &State{Ctx: ctx, topLevel: payloadRoot, report: report, out: out,
		ops: map[*ir.Value][]*ir.Operation{}, params: map[*ir.Value][]ir.Attribute{}, values: map[*ir.Value][]*ir.Value{},
		expensive: true, invalid: map[*ir.Value]*invalidation{}}
}

// TopLevel returns the payload root.
func (st *State) TopLevel() *ir.Operation { return st.topLevel }

// Out returns where transform.print writes.
func (st *State) Out() io.Writer { return st.out }

// Report delivers a diagnostic (a remark, or the error of a definite
// failure).
func (st *State) Report(d *ir.Diagnostic) { st.report(d) }

// Definite reports d and returns a definite failure (upstream's
// emitDefiniteFailure: d gets no `see current operation` note).
func (st *State) Definite(d *ir.Diagnostic) *Failure {
	d.Op = nil
	st.report(d)
	return &Failure{Definite: true}
}

// Ops returns the payload ops handle v is associated with.
func (st *State) Ops(v *ir.Value) []*ir.Operation { return st.ops[v] }

// Params returns the parameters v is associated with.
func (st *State) Params(v *ir.Value) []ir.Attribute { return st.params[v] }

// Values returns the payload values handle v is associated with.
func (st *State) Values(v *ir.Value) []*ir.Value { return st.values[v] }

// SetOps associates handle v with payload ops.
func (st *State) SetOps(v *ir.Value, ops []*ir.Operation) {
	if _, ok := st.ops[v]; !ok {
		st.handles = append(st.handles, v)
	}
	st.ops[v] = append([]*ir.Operation{}, ops...)
	// A handle associated anew (a block argument of a body applied again)
	// is valid.
	delete(st.invalid, v)
}

// SetParams associates v with parameters.
func (st *State) SetParams(v *ir.Value, ps []ir.Attribute) {
	st.params[v] = append([]ir.Attribute{}, ps...)
}

// SetValues associates handle v with payload values.
func (st *State) SetValues(v *ir.Value, vs []*ir.Value) { st.values[v] = append([]*ir.Value{}, vs...) }

// isSet reports whether v has an association.
func (st *State) isSet(v *ir.Value) bool {
	if _, ok := st.ops[v]; ok {
		return true
	}
	if _, ok := st.params[v]; ok {
		return true
	}
	_, ok := st.values[v]
	return ok
}

// forward associates to with what from is associated with.
func (st *State) forward(to, from *ir.Value) {
	switch t := to.Type(); {
	case IsParam(t):
		st.SetParams(to, st.params[from])
	case IsValueHandle(t):
		st.SetValues(to, st.values[from])
	default:
		st.SetOps(to, st.ops[from])
	}
}

// setEmpty associates v with nothing.
func (st *State) setEmpty(v *ir.Value) {
	switch t := v.Type(); {
	case IsParam(t):
		st.SetParams(v, nil)
	case IsValueHandle(t):
		st.SetValues(v, nil)
	default:
		st.SetOps(v, nil)
	}
}

// Apply applies one transform op (upstream's TransformState::
// applyTransform): results left unset by a silenceable failure are
// associated with nothing, and the payload of every result is checked
// against its handle type.
func (st *State) Apply(op *ir.Operation) *Failure {
	t, ok := ir.OpInterface[TransformOp](op)
	if !ok {
		return st.Definite(op.EmitOpError("expected the op to implement TransformOpInterface"))
	}
	if st.expensive {
		if f := st.checkAndInvalidate(op); f != nil {
			return f
		}
	}
	f := t.Apply(op, st)
	if f != nil && f.Definite {
		return f
	}
	for _, r := range op.Results() {
		if !st.isSet(r) {
			st.setEmpty(r)
		}
		if df := st.checkPayload(r); df != nil {
			return df
		}
	}
	return f
}

// valueString prints v as upstream streams a Value into a diagnostic:
// its defining op in generic form, or a block argument's description.
func (st *State) valueString(v *ir.Value) string {
	if d := v.DefiningOp(); d != nil {
		return asm.OpString(st.Ctx, d, asm.Flags{Generic: true})
	}
	return fmt.Sprintf("<block argument> of type '%s' at index: %d", asm.TypeString(v.Type()), v.Index())
}

// checkPayload checks the payload of v against its type (upstream's
// checkPayload of the handle and parameter types), reporting a definite
// failure.
func (st *State) checkPayload(v *ir.Value) *Failure {
	if pt, ok := v.Type().(*ParamType); ok {
		for _, p := range st.params[v] {
			i, ok := p.(*ir.IntegerAttr)
			if !ok {
				return st.Definite(ir.Errorf(v.Loc(), "expected parameter to be an integer attribute, got %s", asm.AttrString(p)))
			}
			if i.Type != pt.Type {
				return st.Definite(ir.Errorf(v.Loc(), "expected the type of the parameter attribute ('%s') to match the parameter type ('%s')",
					asm.TypeString(i.Type), asm.TypeString(pt.Type)))
			}
		}
		return nil
	}
	switch v.Type().(type) {
	case *TypeParamType:
		for _, p := range st.params[v] {
			if _, ok := p.(*ir.TypeAttr); !ok {
				return st.Definite(ir.Errorf(v.Loc(), "expected type attribute, got %s", asm.AttrString(p)))
			}
		}
		return nil
	case *AffineMapParamType:
		for _, p := range st.params[v] {
			if _, ok := p.(*ir.AffineMapAttr); !ok {
				return st.Definite(ir.Errorf(v.Loc(), "expected affine map attribute, got %s", asm.AttrString(p)))
			}
		}
		return nil
	}
	ot, ok := v.Type().(*OperationType)
	if !ok {
		return nil
	}
	for _, p := range st.ops[v] {
		if p.Name() != ot.OpName {
			d := ir.Errorf(v.Loc(), "incompatible payload operation name expected %s vs %s -> ", ot.OpName, p.Name())
			d.AppendOp = p
			d.AttachNote(p.Loc(), "payload operation")
			return st.Definite(d)
		}
	}
	return nil
}

// Failure propagation modes (upstream's FailurePropagationMode).
const (
	Propagate int64 = 1
	Suppress  int64 = 2
)

// ApplyBlock applies the ops of a sequence body but its terminator,
// stopping at a definite failure (or a silenceable one when mode is
// Propagate), then forwards the terminator's operands to results
// (upstream's applySequenceBlock).
func (st *State) ApplyBlock(b *ir.Block, mode int64, results []*ir.Value) *Failure {
	term := b.Terminator()
	for o := b.First(); o != nil && o != term; o = o.NextInBlock() {
		f := st.Apply(o)
		if f == nil {
			continue
		}
		if f.Definite {
			return f
		}
		if mode == Propagate {
			for _, r := range results {
				st.setEmpty(r)
			}
			return f
		}
	}
	if term != nil {
		for i, r := range results {
			if i < term.NumOperands() {
				st.forward(r, term.Operand(i))
			}
		}
	}
	return nil
}

// mapArgs associates the entry block arguments of a region with the
// operands' payload.
func (st *State) mapArgs(b *ir.Block, operands []*ir.Value) {
	for i, v := range operands {
		if i < b.NumArgs() {
			st.forward(b.Arg(i), v)
		}
	}
}

// ForEach applies fn to every payload op of handle v, collecting the
// silenceable failures and stopping at a definite one (upstream's
// TransformEachOpTrait).
func (st *State) ForEach(v *ir.Value, fn func(target *ir.Operation) *Failure) *Failure {
	var all *Failure
	for _, target := range st.Ops(v) {
		f := fn(target)
		if f == nil {
			continue
		}
		if f.Definite {
			return f
		}
		if all == nil {
			all = &Failure{}
		}
		all.Diags = append(all.Diags, f.Diags...)
	}
	return all
}

// ApplyNamedSequence applies the named sequence entry to the payload root
// (upstream's applyTransforms with the top-level checks off): the first
// entry argument is associated with the root, the others with the extra
// payload lists. It reports every failure and returns false on one.
func (st *State) ApplyNamedSequence(entry *ir.Operation, extra ...[]*ir.Operation) bool {
	body := entry.Region(0)
	if body.Empty() {
		st.report(entry.EmitError("unresolved external named sequence"))
		return false
	}
	b := body.First()
	switch {
	case b.NumArgs() == 0:
		st.report(entry.EmitOpError("expects the entry block to have at least one argument"))
		return false
	case !IsOpHandle(b.Arg(0).Type()):
		st.report(entry.EmitOpError("expects the first entry block argument to be of type implementing TransformHandleTypeInterface"))
		return false
	case b.NumArgs() != 1+len(extra):
		st.report(ir.Errorf(entry.Loc(), "operation expects %d extra value bindings, but %d were provided to the interpreter", b.NumArgs()-1, len(extra)))
		return false
	}
	for i, ops := range extra {
		st.SetOps(b.Arg(i+1), ops)
	}
	st.SetOps(b.Arg(0), []*ir.Operation{st.topLevel})
	if df := st.checkPayload(b.Arg(0)); df != nil {
		return false
	}
	f := st.ApplyBlock(b, Propagate, nil)
	if f == nil {
		return true
	}
	for _, d := range f.Diags {
		st.report(d)
	}
	return false
}
