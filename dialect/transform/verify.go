package transform

import (
	"github.com/gomlir/gomlir/asm"
	function "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/ir"
)

// verifyNamedSequence is NamedSequenceOp::verify: the function checks,
// then upstream's verifyNamedSequenceOp without warnings.
func verifyNamedSequence(op *ir.Operation) error {
	// MaxSizedRegion<1>.
	if b := op.Region(0).First(); b != nil && b.Next() != nil {
		return op.EmitOpError("region #0 ('body') failed to verify constraint: region with at most 1 blocks")
	}
	if err := function.VerifyFunctionOp(op); err != nil {
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
			return ir.Errorf(v.Loc(), "the type of the terminator operand #%d must match the type of the corresponding parent op result (%s vs %s)",
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

// verifySequence is SequenceOp::verify: the block arguments match the
// operands (or a single handle without them) and the terminator yields
// the results.
func verifySequence(op *ir.Operation) error {
	b := op.Region(0).First()
	if b == nil {
		return nil
	}
	if op.NumOperands() == 0 {
		if b.NumArgs() != 1 || !IsOpHandle(b.Arg(0).Type()) {
			return op.EmitOpError("expected the entry block to have exactly one argument of TransformHandleTypeInterface type")
		}
	} else {
		if b.NumArgs() != op.NumOperands() {
			return op.EmitOpError("expected the entry block to have as many arguments as the op has operands")
		}
		for i, v := range op.Operands() {
			if b.Arg(i).Type() != v.Type() {
				return op.EmitOpError("expects the types of the entry block arguments to match the types of the operands")
			}
		}
	}
	term := b.Terminator()
	if term == nil || term.Name() != "transform.yield" {
		return nil
	}
	if term.NumOperands() != op.NumResults() {
		d := op.EmitOpError("expects the terminator to have as many operands as the parent op has results")
		d.AttachNote(term.Loc(), "terminator")
		return d
	}
	for i, v := range term.Operands() {
		if v.Type() != op.Result(i).Type() {
			d := op.EmitOpError("expects the types of the terminator operands to match the types of the result")
			d.AttachNote(term.Loc(), "terminator")
			return d
		}
	}
	return nil
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
