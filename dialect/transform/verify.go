package transform

import (
	"fmt"

	"github.com/gomlir/gomlir/asm"
	function "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// verifyNamedSequence is NamedSequenceOp::verify: the function checks,
// then upstream's verifyNamedSequenceOp without warnings.
func verifyNamedSequence(op *ir.Operation) error {
	// MaxSizedRegion<1>.
	if b := op.Region(0).First(); b != nil && b.Next() != nil {
		return op.EmitOpError("region #0 ('body') failed to verify constraint: region with at most 1 blocks")
	}
	if err := function.VerifyFunctionOpAllowingPublicDeclarations(op); err != nil {
		return err
	}
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if !p.HasTrait(ir.TraitSymbolTable) {
			continue
		}
		if p.Attr(WithNamedSequence) == nil {
			d := ir.Errorf(op.Loc(), "expects the parent symbol table to have the '%s' attribute", WithNamedSequence)
			d.AttachNote(p.Loc(), "symbol table operation")
			return d
		}
		break
	}
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if _, ok := ir.OpInterface[TransformOp](p); ok {
			d := ir.Errorf(op.Loc(), "cannot be defined inside another transform op")
			d.AttachNote(p.Loc(), "ancestor transform op")
			return d
		}
	}
	body := op.Region(0)
	if body.Empty() {
		return nil
	}
	b := body.First()
	if b.Empty() {
		return ir.Errorf(op.Loc(), "expected a non-empty body block")
	}
	term := b.Last()
	if term.Name() != "transform.yield" {
		d := ir.Errorf(op.Loc(), "expected 'transform.yield' as terminator")
		d.AttachNote(term.Loc(), "terminator")
		return d
	}
	ft := function.FunctionType(op)
	if term.NumOperands() != len(ft.Results) {
		return ir.Errorf(term.Loc(), "expected terminator to have as many operands as the parent op has results")
	}
	for i, v := range term.Operands() {
		if v.Type() != ft.Results[i] {
			return ir.Errorf(term.Loc(), "the type of the terminator operand #%d must match the type of the corresponding parent op result ('%s' vs '%s')",
				i, asm.TypeString(v.Type()), asm.TypeString(ft.Results[i]))
		}
	}
	return verifyConsumeAnnotations(op)
}

// verifyConsumeAnnotations rejects arguments both consumed and read-only.
func verifyConsumeAnnotations(op *ir.Operation) error {
	ft := function.FunctionType(op)
	argAttrs := op.InherentAttr("arg_attrs")
	for i := range ft.Inputs {
		var consumed, readonly bool
		for _, a := range ir.ArgAttrsAt(argAttrs, i) {
			consumed = consumed || a.Name == Consumed
			readonly = readonly || a.Name == ReadOnly
		}
		if consumed && readonly {
			return ir.Errorf(op.Loc(), "argument #%d cannot be both readonly and consumed", i)
		}
	}
	return nil
}

// verifyPossibleTopLevel is upstream's verifyPossibleTopLevelTransformOpTrait
// for transform.sequence: one block whose first argument is an op handle
// (of the operand's type when there is one) and the others handles or
// parameters; nested in another sequence, the op binds every argument.
func verifyPossibleTopLevel(op *ir.Operation) error {
	r := op.Region(0)
	if r.Empty() || r.First().Next() != nil {
		return op.EmitOpError("expects a single-block region")
	}
	b := r.First()
	if b.NumArgs() == 0 {
		return op.EmitOpError("expects the entry block to have at least one argument")
	}
	if !IsOpHandle(b.Arg(0).Type()) {
		return op.EmitOpError("expects the first entry block argument to be of type implementing TransformHandleTypeInterface")
	}
	if op.NumOperands() != 0 && b.Arg(0).Type() != op.Operand(0).Type() {
		return op.EmitOpError("expects the type of the block argument to match the type of the operand")
	}
	for _, a := range b.Args()[1:] {
		if !IsTransformType(a.Type()) {
			d := op.EmitOpError("expects trailing entry block arguments to be of type implementing TransformHandleTypeInterface, TransformValueHandleTypeInterface or TransformParamTypeInterface")
			d.AttachNote(op.Loc(), "argument #%d does not", a.Index())
			return d
		}
	}
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() != "transform.sequence" {
			continue
		}
		if op.NumOperands() != b.NumArgs() {
			d := op.EmitOpError("expects operands to be provided for a nested op")
			d.AttachNote(p.Loc(), "nested in another possible top-level op")
			return d
		}
		break
	}
	return nil
}

// verifySequence is SequenceOp::verify after the top-level checks: the
// children are transform ops and the terminator yields the results.
func verifySequence(op *ir.Operation) error {
	if err := verifyPossibleTopLevel(op); err != nil {
		return err
	}
	if _, nRoot := ods.GroupRange(op, 0, false); nRoot == 0 && op.NumOperands() > 0 {
		return op.EmitOpError("does not expect extra operands when used as top-level")
	}
	b := op.Region(0).First()
	for _, a := range b.Args() {
		if d := checkDoubleConsume(a); d != nil {
			d.Message = op.EmitOpError("block argument #%d has more than one potential consumer", a.Index()).Message
			d.Loc, d.Op = op.Loc(), op
			return d
		}
	}
	for c := b.First(); c != nil; c = c.NextInBlock() {
		if _, ok := ir.OpInterface[TransformOp](c); !ok && c != b.Last() {
			d := op.EmitOpError("expected children ops to implement TransformOpInterface")
			d.AttachNote(c.Loc(), "op without interface")
			return d
		}
		for _, r := range c.Results() {
			if d := checkDoubleConsume(r); d != nil {
				d.Message = fmt.Sprintf("result #%d has more than one potential consumer", r.Index())
				d.Loc, d.Op = c.Loc(), c
				return d
			}
		}
	}
	term := b.Terminator()
	if term == nil {
		return op.EmitOpError("expects to have a terminator in the body")
	}
	same := term.NumOperands() == op.NumResults()
	for i := 0; same && i < term.NumOperands(); i++ {
		same = term.Operand(i).Type() == op.Result(i).Type()
	}
	if !same {
		d := op.EmitOpError("expects the types of the terminator operands to match the types of the result")
		d.AttachNote(term.Loc(), "terminator")
		return d
	}
	return nil
}

// checkDoubleConsume returns the notes of an error (its message and
// location left to the caller) when two uses of v may consume it: uses by
// ops freeing it in the transform mapping, or by ops without declared
// effects.
func checkDoubleConsume(v *ir.Value) *ir.Diagnostic {
	var first *ir.OpOperand
	for u := v.FirstUse(); u != nil; u = u.Next() {
		owner := u.Owner()
		if _, ok := ir.OpInterface[ir.MemoryEffectOpInterface](owner); ok && !consumesOperand(owner, u.Index()) {
			continue
		}
		if first == nil {
			first = u
			continue
		}
		d := &ir.Diagnostic{Severity: ir.SeverityError}
		d.AttachNote(first.Owner().Loc(), "used here as operand #%d", first.Index())
		d.AttachNote(owner.Loc(), "used here as operand #%d", u.Index())
		return d
	}
	return nil
}

// consumesOperand reports whether op consumes its operand i.
func consumesOperand(op *ir.Operation, i int) bool {
	for _, j := range consumedOperands(op) {
		if j == i {
			return true
		}
	}
	return false
}

// verifyIncludeSymbolUses is IncludeOp::verifySymbolUses.
func verifyIncludeSymbolUses(op *ir.Operation, tables *ir.SymbolTableCollection) error {
	ref, _ := op.InherentAttr("target").(*ir.SymbolRefAttr)
	target := tables.LookupNearestSymbolFrom(op, ref)
	if target == nil || target.Name() != "transform.named_sequence" {
		return op.EmitOpError("does not reference a named transform sequence")
	}
	ft := function.FunctionType(target)
	if ft == nil {
		return nil
	}
	if len(ft.Inputs) != op.NumOperands() {
		return op.EmitError("incorrect number of operands for callee")
	}
	for i, t := range ft.Inputs {
		if got := op.Operand(i).Type(); got != t {
			return op.EmitOpError("operand type mismatch: expected operand type '%s', but provided '%s' for operand number %d",
				asm.TypeString(t), asm.TypeString(got), i)
		}
	}
	if len(ft.Results) != op.NumResults() {
		return op.EmitError("incorrect number of results for callee")
	}
	for i, t := range ft.Results {
		if !sameInterface(op.Result(i).Type(), t) {
			return op.EmitOpError("type of result #%d must implement the same transform dialect interface as the corresponding callee result", i)
		}
	}
	return verifyConsumeAnnotations(target)
}

// verifyInclude is the TransformOpInterface check of transform.include:
// its operand effects come from the callee's argument annotations, so
// every operand must be read-only or consumed there.
func verifyInclude(op *ir.Operation) error {
	ref, ok := op.InherentAttr("target").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	callee := ir.NewSymbolTableCollection(ods.ContextOf(op)).LookupNearestSymbolFrom(op, ref)
	if callee == nil || callee.Name() != "transform.named_sequence" {
		return nil
	}
	argAttrs := callee.InherentAttr("arg_attrs")
	for i := range op.Operands() {
		annotated := false
		for _, a := range ir.ArgAttrsAt(argAttrs, i) {
			annotated = annotated || a.Name == Consumed || a.Name == ReadOnly
		}
		if !annotated {
			d := op.EmitError("TransformOpInterface requires memory effects on operands to be specified")
			d.AttachNote(op.Loc(), "no effects specified for operand #%d", i)
			return d
		}
	}
	return nil
}

// sameInterface reports two transform types implementing the same type
// interface.
func sameInterface(a, b ir.Type) bool {
	return IsOpHandle(a) == IsOpHandle(b) && IsValueHandle(a) == IsValueHandle(b) && IsParam(a) == IsParam(b)
}

// verifyApplyPatterns is ApplyPatternsOp::verify: every op of the region
// is a pattern descriptor.
func verifyApplyPatterns(op *ir.Operation) error {
	b := op.Region(0).First()
	if b == nil {
		return nil
	}
	for o := b.First(); o != nil; o = o.NextInBlock() {
		if _, ok := ir.OpInterface[PatternDescriptor](o); !ok {
			d := op.EmitOpError("expected children ops to implement PatternDescriptorOpInterface")
			d.AttachNote(o.Loc(), "op without interface")
			return d
		}
	}
	return nil
}
