package transform

import (
	"slices"
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/transforms"
)

// The handle and parameter ops beyond the core: foreach, cast, constants
// and annotations, handle splitting and navigation, CSE.

func init() {
	Dialect.Ops = append(Dialect.Ops, foreachSpec, castSpec, paramConstantSpec, emitParamSpec, annotateSpec,
		applyDCESpec, splitHandleSpec, getDefiningOpSpec, getProducerSpec, getConsumersSpec, numAssociationsSpec, selectSpec,
		applyCSESpec)
}

// foreachSpec is transform.foreach.
var foreachSpec = &ods.Op{
	Name:     "transform.foreach",
	Summary:  "Executes the body for each element of the payload",
	Operands: []ods.Operand{{Name: "targets", Type: AnyHandleOrParam, Arity: ods.Variadic}},
	Attrs:    []ods.Attr{{Name: "with_zip_shortest", Constraint: ods.UnitAttrC, Optional: true}},
	Results:  []ods.Result{{Name: "results", Type: AnyTransformType, Arity: ods.Variadic}},
	Regions:  []ods.Region{{Name: "body", MaxBlocks: 1}},
	Traits:   []ir.Trait{ir.TraitSingleBlock, ir.TraitSingleBlockImplicitTerminator},
	// oilist with one clause: the keyword may only come first.
	ImplicitTerminator: "transform.yield",
	Format:             "$targets (`with_zip_shortest` $with_zip_shortest^)? `:` type($targets) (`->` type($results)^)? $body attr-dict",
	Verify:             verifyForeach,
	Interfaces:         ir.Interfaces{ApplyFunc(applyForeach), ir.EffectsFunc(regionEffects)},
}

// verifyForeach checks that the body's arguments match the targets and
// its yield the results, kind by kind.
func verifyForeach(op *ir.Operation) error {
	b := op.Region(0).First()
	if b.NumArgs() != op.NumOperands() {
		return op.EmitOpError("expects the same number of targets as the body has block arguments")
	}
	for i, v := range op.Operands() {
		if !sameKind(v.Type(), b.Arg(i).Type()) {
			return op.EmitOpError("expects co-indexed targets and the body's block arguments to have the same op/value/param type")
		}
	}
	term := b.Terminator()
	if term == nil {
		return nil
	}
	if term.NumOperands() != op.NumResults() {
		return op.EmitOpError("expects the same number of results as the yield terminator has operands")
	}
	for i, r := range op.Results() {
		if !sameKind(r.Type(), term.Operand(i).Type()) {
			return op.EmitOpError("expects co-indexed results and yield operands to have the same op/value/param type")
		}
	}
	return nil
}

// sameKind reports two transform types of the same kind: equal op handle
// types, or both value handles, or both parameters.
func sameKind(a, b ir.Type) bool {
	switch {
	case IsOpHandle(a):
		return a == b
	case IsValueHandle(a):
		return IsValueHandle(b)
	case IsParam(a):
		return IsParam(b)
	}
	return false
}

// associationCount returns how many payload entities v is associated with.
func (st *State) associationCount(v *ir.Value) int {
	switch t := v.Type(); {
	case IsParam(t):
		return len(st.params[v])
	case IsValueHandle(t):
		return len(st.values[v])
	}
	return len(st.ops[v])
}

// bindOne associates to with the i-th payload entity of from.
func (st *State) bindOne(to, from *ir.Value, i int) {
	switch t := from.Type(); {
	case IsParam(t):
		st.SetParams(to, st.params[from][i:i+1])
	case IsValueHandle(t):
		st.SetValues(to, st.values[from][i:i+1])
	default:
		st.SetOps(to, st.ops[from][i:i+1])
	}
}

// appendPayload appends what from is associated with to what to is.
func (st *State) appendPayload(to, from *ir.Value) {
	switch t := to.Type(); {
	case IsParam(t):
		st.params[to] = append(st.params[to], st.params[from]...)
	case IsValueHandle(t):
		st.values[to] = append(st.values[to], st.values[from]...)
	default:
		st.ops[to] = append(st.ops[to], st.ops[from]...)
	}
}

// applyForeach applies the body once per payload position of the targets
// (zipped), concatenating what each iteration yields.
func applyForeach(op *ir.Operation, st *State) *Failure {
	targets := op.Operands()
	n := 0
	zipShortest := op.InherentAttr("with_zip_shortest") != nil
	for i, t := range targets {
		c := st.associationCount(t)
		switch {
		case i == 0:
			n = c
		case zipShortest:
			n = min(n, c)
		case c != n:
			f, _ := SilenceableError(op.Loc(), "prior targets' payload size (%d) differs from payload size (%d) of target %s", n, c, st.valueString(t))
			return f
		}
	}
	for _, r := range op.Results() {
		st.setEmpty(r)
	}
	b := op.Region(0).First()
	term := b.Terminator()
	for i := 0; i < n; i++ {
		for j, t := range targets {
			st.bindOne(b.Arg(j), t, i)
		}
		if f := st.ApplyBlock(b, Propagate, nil); f != nil {
			return f
		}
		for k, r := range op.Results() {
			st.appendPayload(r, term.Operand(k))
		}
	}
	return nil
}

// castSpec is transform.cast.
var castSpec = &ods.Op{
	Name:     "transform.cast",
	Operands: []ods.Operand{{Name: "input", Type: AnyTransformType}},
	Results:  []ods.Result{{Name: "output", Type: AnyTransformType}},
	Format:   "$input attr-dict `:` type($input) `to` type($output)",
	Interfaces: ir.Interfaces{HandleEffects(false), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		st.forward(op.Result(0), op.Operand(0))
		return nil
	})},
}

// paramConstantSpec is transform.param.constant.
var paramConstantSpec = &ods.Op{
	Name:    "transform.param.constant",
	Summary: "Produces a new transform dialect parameter value associated with the given attribute",
	Attrs:   []ods.Attr{{Name: "value", Constraint: ods.AnyAttr}},
	Results: []ods.Result{{Name: "param", Type: ods.TypeConstraint{Desc: "TransformParamTypeInterface instance", Pred: IsParam}}},
	Format:  "$value attr-dict `->` type($param)",
	Interfaces: ir.Interfaces{HandleEffects(false), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		st.SetParams(op.Result(0), []ir.Attribute{op.InherentAttr("value")})
		return nil
	})},
}

// paramType is TransformParamTypeInterface.
var paramType = ods.TypeConstraint{Desc: "TransformParamTypeInterface instance", Pred: IsParam}

// emitParamSpec is transform.debug.emit_param_as_remark.
var emitParamSpec = &ods.Op{
	Name:    "transform.debug.emit_param_as_remark",
	Summary: "Prints the parameter as a diagnostic remark",
	Operands: []ods.Operand{{Name: "param", Type: paramType},
		{Name: "anchor", Type: HandleType, Arity: ods.Optional}},
	Attrs:  []ods.Attr{{Name: "message", Constraint: ods.StrAttr, Optional: true}},
	Format: "$param (`,` $message^)? (`at` $anchor^)? attr-dict `:` type($param) (`,` type($anchor)^)?",
	Interfaces: ir.Interfaces{HandleEffects(false), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		var sb strings.Builder
		if m, ok := op.InherentAttr("message").(*ir.StringAttr); ok {
			sb.WriteString(m.Value + " ")
		}
		for i, p := range st.Params(op.Operand(0)) {
			if i > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString(asm.AttrString(p))
		}
		if op.NumOperands() == 1 {
			st.Report(op.EmitRemark("%s", sb.String()))
			return nil
		}
		for _, p := range st.Ops(op.Operand(1)) {
			st.Report(&ir.Diagnostic{Severity: ir.SeverityRemark, Loc: p.Loc(), Message: sb.String()})
		}
		return nil
	})},
}

// annotateSpec is transform.annotate.
var annotateSpec = &ods.Op{
	Name:    "transform.annotate",
	Summary: "Annotates the target operation with an attribute by name",
	Operands: []ods.Operand{{Name: "target", Type: HandleType},
		{Name: "param", Type: paramType, Arity: ods.Optional}},
	Attrs:  []ods.Attr{{Name: "name", Constraint: ods.StrAttr}},
	Format: "$target $name attr-dict (`=` $param^)?`:` type($target) (`,` type($param)^)?",
	Interfaces: ir.Interfaces{HandleEffects(true), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		name := op.InherentAttr("name").(*ir.StringAttr).Value
		targets := st.Ops(op.Operand(0))
		var value ir.Attribute = st.Ctx.UnitAttr()
		if op.NumOperands() > 1 {
			params := st.Params(op.Operand(1))
			if len(params) != 1 {
				// One parameter per target.
				if len(params) != len(targets) {
					f, _ := SilenceableError(op.Loc(), "parameter and target have different payload lengths (%d vs %d)", len(params), len(targets))
					return f
				}
				for i, p := range targets {
					p.SetAttr(st.Ctx, name, params[i])
				}
				return nil
			}
			value = params[0]
		}
		for _, p := range targets {
			p.SetAttr(st.Ctx, name, value)
		}
		return nil
	})},
}

// splitHandleSpec is transform.split_handle.
var splitHandleSpec = &ods.Op{
	Name:     "transform.split_handle",
	Summary:  "Splits a handle of payload ops into handles with a single op",
	Operands: []ods.Operand{{Name: "handle", Type: AnyHandleOrParam}},
	Attrs: []ods.Attr{
		{Name: "fail_on_payload_too_small", Constraint: ods.BoolAttr, Default: func(ctx *ir.Context) ir.Attribute { return ctx.BoolAttr(true) }},
		{Name: "overflow_result", Constraint: ods.I64Attr, Optional: true},
		{Name: "pass_through_empty_handle", Constraint: ods.BoolAttr, Default: func(ctx *ir.Context) ir.Attribute { return ctx.BoolAttr(true) }},
	},
	Results: []ods.Result{{Name: "results", Type: AnyHandleOrParam, Arity: ods.Variadic}},
	Format:  "$handle attr-dict `:` functional-type(operands, results)",
	Verify: func(op *ir.Operation) error {
		if o, ok := op.InherentAttr("overflow_result").(*ir.IntegerAttr); ok && (o.Int64() < 0 || o.Int64() >= int64(op.NumResults())) {
			return op.EmitOpError("overflow_result is not a valid result index")
		}
		return nil
	},
	Interfaces: ir.Interfaces{ir.EffectsFunc(handleOnlyEffects), ApplyFunc(applySplitHandle)},
}

// boolAttr returns the bool attribute name of op.
func boolAttr(op *ir.Operation, name string) bool {
	i, ok := op.InherentAttr(name).(*ir.IntegerAttr)
	return ok && !i.IsZero()
}

func applySplitHandle(op *ir.Operation, st *State) *Failure {
	h := op.Operand(0)
	n := st.associationCount(h)
	results := op.Results()
	for _, r := range results {
		st.setEmpty(r)
	}
	if n == 0 && boolAttr(op, "pass_through_empty_handle") {
		return nil
	}
	overflow, hasOverflow := op.InherentAttr("overflow_result").(*ir.IntegerAttr)
	if (n < len(results) && boolAttr(op, "fail_on_payload_too_small")) || (n > len(results) && !hasOverflow) {
		f, _ := SilenceableError(op.Loc(), "%s expected to contain %d payloads but it contains %d payloads", st.valueString(h), len(results), n)
		return f
	}
	for i := 0; i < n; i++ {
		r := i
		if r >= len(results) {
			r = int(overflow.Int64())
		}
		one := op.Result(r)
		switch t := h.Type(); {
		case IsParam(t):
			st.params[one] = append(st.params[one], st.params[h][i])
		case IsValueHandle(t):
			st.values[one] = append(st.values[one], st.values[h][i])
		default:
			st.ops[one] = append(st.ops[one], st.ops[h][i])
		}
	}
	return nil
}

// valueHandle is TransformValueHandleTypeInterface.
var valueHandle = ods.TypeConstraint{Desc: "TransformValueHandleTypeInterface instance", Pred: IsValueHandle}

// getDefiningOpSpec is transform.get_defining_op.
var getDefiningOpSpec = &ods.Op{
	Name:     "transform.get_defining_op",
	Summary:  "Get handle to the defining op of a value",
	Operands: []ods.Operand{{Name: "target", Type: valueHandle}},
	Results:  []ods.Result{{Name: "result", Type: HandleType}},
	Format:   "$target attr-dict `:` functional-type(operands, results)",
	Interfaces: ir.Interfaces{HandleEffects(false), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		var defs []*ir.Operation
		for _, v := range st.Values(op.Operand(0)) {
			d := v.DefiningOp()
			if d == nil {
				f, diag := SilenceableError(op.Loc(), "cannot get defining op of block argument")
				diag.AttachNote(v.Loc(), "target value")
				return f
			}
			defs = append(defs, d)
		}
		st.SetOps(op.Result(0), defs)
		return nil
	})},
}

// getProducerSpec is transform.get_producer_of_operand.
var getProducerSpec = &ods.Op{
	Name:     "transform.get_producer_of_operand",
	Summary:  "Get handle to the producer of this operation's operand number",
	Operands: []ods.Operand{{Name: "target", Type: HandleType}},
	Attrs:    []ods.Attr{{Name: "operand_number", Constraint: ods.I64Attr}},
	Results:  []ods.Result{{Name: "producer", Type: HandleType}},
	Format:   "$target `[` $operand_number `]` attr-dict `:` functional-type(operands, results)",
	Interfaces: ir.Interfaces{HandleEffects(false), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		n := intAttr(op, "operand_number", 0)
		var producers []*ir.Operation
		for _, t := range st.Ops(op.Operand(0)) {
			var p *ir.Operation
			if n >= 0 && n < int64(t.NumOperands()) {
				p = t.Operand(int(n)).DefiningOp()
			}
			if p == nil {
				f, d := SilenceableError(op.Loc(), "could not find a producer for operand number: %d of ", n)
				d.AppendOp = t
				d.AttachNote(t.Loc(), "target op")
				return f
			}
			producers = append(producers, p)
		}
		st.SetOps(op.Result(0), producers)
		return nil
	})},
}

// getConsumersSpec is transform.get_consumers_of_result.
var getConsumersSpec = &ods.Op{
	Name:     "transform.get_consumers_of_result",
	Summary:  "Get handle to the consumers of this operation's result number",
	Operands: []ods.Operand{{Name: "target", Type: HandleType}},
	Attrs:    []ods.Attr{{Name: "result_number", Constraint: ods.I64Attr}},
	Results:  []ods.Result{{Name: "consumers", Type: HandleType}},
	Format:   "$target `[` $result_number `]` attr-dict `:` functional-type(operands, results)",
	Interfaces: ir.Interfaces{HandleEffects(false), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		n := intAttr(op, "result_number", 0)
		targets := st.Ops(op.Operand(0))
		if len(targets) != 1 {
			return st.Definite(op.EmitError("handle must be mapped to exactly one payload op"))
		}
		t := targets[0]
		if n < 0 || n >= int64(t.NumResults()) {
			return st.Definite(op.EmitError("result number overflow"))
		}
		var users []*ir.Operation
		for u := t.Result(int(n)).FirstUse(); u != nil; u = u.Next() {
			users = append(users, u.Owner())
		}
		st.SetOps(op.Result(0), users)
		return nil
	})},
}

// numAssociationsSpec is transform.num_associations.
var numAssociationsSpec = &ods.Op{
	Name:     "transform.num_associations",
	Summary:  "Returns the number of payload objects associated with the argument",
	Operands: []ods.Operand{{Name: "handle", Type: AnyHandleOrParam}},
	Results:  []ods.Result{{Name: "num", Type: paramType}},
	Format:   "$handle attr-dict `:` functional-type(operands, results)",
	Verify: func(op *ir.Operation) error {
		// The count is an i64 attribute: the parameter type must accept it.
		if p, ok := op.Result(0).Type().(*ParamType); ok {
			if i64 := ods.ContextOf(op).I(64); p.Type != ir.Type(i64) {
				return ir.Errorf(op.Loc(), "expected the type of the parameter attribute ('i64') to match the parameter type ('%s')", asm.TypeString(p.Type))
			}
		}
		return nil
	},
	Interfaces: ir.Interfaces{HandleEffects(false), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		n := st.associationCount(op.Operand(0))
		st.SetParams(op.Result(0), []ir.Attribute{st.Ctx.IntAttr(st.Ctx.I(64), int64(n))})
		return nil
	})},
}

// selectSpec is transform.select.
var selectSpec = &ods.Op{
	Name:     "transform.select",
	Summary:  "Select payload ops by name",
	Operands: []ods.Operand{{Name: "target", Type: HandleType}},
	Attrs:    []ods.Attr{{Name: "op_name", Constraint: ods.StrAttr}},
	Results:  []ods.Result{{Name: "result", Type: HandleType}},
	Format:   "$op_name `in` $target attr-dict `:` functional-type(operands, results)",
	Interfaces: ir.Interfaces{HandleEffects(false), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		name := op.InherentAttr("op_name").(*ir.StringAttr).Value
		var sel []*ir.Operation
		for _, p := range st.Ops(op.Operand(0)) {
			if p.Name() == name {
				sel = append(sel, p)
			}
		}
		st.SetOps(op.Result(0), sel)
		return nil
	})},
}

// applyDCESpec is transform.apply_dce.
var applyDCESpec = &ods.Op{
	Name:     "transform.apply_dce",
	Summary:  "Eliminate dead operations in the body of the target op",
	Operands: []ods.Operand{{Name: "target", Type: HandleType}},
	Format:   "`to` $target attr-dict `:` type($target)",
	Interfaces: ir.Interfaces{HandleEffects(true), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		return st.ForEach(op.Operand(0), func(target *ir.Operation) *Failure {
			if f := st.ensureSeparate(op, target); f != nil {
				return f
			}
			eliminateDeadOps(target)
			return nil
		})
	})},
}

// eliminateDeadOps erases the trivially dead ops nested in target, then
// those their erasure made dead (upstream's ApplyDeadCodeEliminationOp).
func eliminateDeadOps(target *ir.Operation) {
	var worklist []*ir.Operation
	inList := map[*ir.Operation]bool{}
	addDefs := func(op *ir.Operation) {
		op.Walk(func(o *ir.Operation) ir.WalkResult {
			for _, v := range o.Operands() {
				if d := v.DefiningOp(); d != nil && target.IsProperAncestor(d) && !inList[d] {
					inList[d] = true
					worklist = append(worklist, d)
				}
			}
			return ir.WalkAdvance
		})
	}
	erase := func(op *ir.Operation) {
		op.Walk(func(o *ir.Operation) ir.WalkResult {
			if inList[o] {
				delete(inList, o)
				worklist = slices.DeleteFunc(worklist, func(x *ir.Operation) bool { return x == o })
			}
			return ir.WalkAdvance
		})
		op.Erase()
	}
	var dead []*ir.Operation
	target.Walk(func(o *ir.Operation) ir.WalkResult {
		if o != target && ir.IsOpTriviallyDead(o) {
			dead = append(dead, o)
		}
		return ir.WalkAdvance
	})
	for _, o := range dead {
		if ir.IsOpTriviallyDead(o) {
			addDefs(o)
			erase(o)
		}
	}
	for len(worklist) > 0 {
		o := worklist[len(worklist)-1]
		worklist = worklist[:len(worklist)-1]
		delete(inList, o)
		if !ir.IsOpTriviallyDead(o) {
			continue
		}
		addDefs(o)
		erase(o)
	}
}

// applyCSESpec is transform.apply_cse.
var applyCSESpec = &ods.Op{
	Name:     "transform.apply_cse",
	Summary:  "Eliminate common subexpressions in the body of the target op",
	Operands: []ods.Operand{{Name: "target", Type: HandleType}},
	Format:   "`to` $target attr-dict `:` type($target)",
	Interfaces: ir.Interfaces{HandleEffects(true), ApplyFunc(func(op *ir.Operation, st *State) *Failure {
		return st.ForEach(op.Operand(0), func(target *ir.Operation) *Failure {
			if f := st.ensureSeparate(op, target); f != nil {
				return f
			}
			transforms.EliminateCommonSubexpressions(st.Ctx, target)
			return nil
		})
	})},
}
