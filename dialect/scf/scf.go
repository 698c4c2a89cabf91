// Package scf defines the scf (structured control flow) dialect: loops
// (scf.for, scf.forall, scf.parallel, scf.while), conditionals (scf.if,
// scf.index_switch), scf.execute_region and their terminators, with
// upstream MLIR's syntax, verifiers, interfaces and canonicalizations.
package scf

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the scf dialect.
var Dialect = &ods.Dialect{
	Name:    "scf",
	Summary: "structured control flow: conditionals and loops with regions",
	Ops: []*ods.Op{conditionOp, executeRegionOp, forOp, forallOp, ifOp, indexSwitchOp,
		inParallelOp, parallelOp, reduceOp, reduceReturnOp, whileOp, yieldOp},
	ViewNames: map[string]string{"scf.forall.in_parallel": "InParallelOp"},
	Template: ir.Dialect{
		Interfaces: ir.Interfaces{inliner()},
	},
}

// inliner is upstream's SCFInlinerInterface: anything may be inlined into
// or out of scf regions; an inlined scf.yield forwards its operands.
func inliner() *ir.DialectInlinerInterface {
	inl := ir.AlwaysLegal(nil, func(op *ir.Operation, values []*ir.Value) {
		if op.Name() != "scf.yield" {
			return
		}
		for i, v := range values {
			if i < op.NumOperands() {
				v.ReplaceAllUsesWith(op.Operand(i))
			}
		}
	})
	inl.IsLegalToInlineCall = nil
	return inl
}

// yieldOp is scf.yield: the terminator of scf regions, forwarding its
// operands to the parent op's results or next iteration.
var yieldOp = &ods.Op{
	Name:        "scf.yield",
	Summary:     "loop yield and termination operation",
	Description: "The `scf.yield` operation yields values from a region of an scf op.",
	Operands:    []ods.Operand{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Traits: []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable, ir.TraitReturnLike,
		ir.TraitTerminator, ir.TraitHasParent},
	ParentNames: []string{"scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"},
	Format:      "attr-dict ($results^ `:` type($results))?",
}

func quoteType(t ir.Type) string { return "'" + ods.TypeText(t) + "'" }

// nameError reports msg at the op name, as upstream's
// parser.emitError(parser.getNameLoc(), msg).
func nameError(st *ir.OperationState, msg string) error {
	return ir.Errorf(st.Loc, "custom op '%s' %s", st.Name.Name, msg)
}

// terminatorOf returns the last op of region r's first block, or nil.
func terminatorOf(r *ir.Region) *ir.Operation {
	if b := r.First(); b != nil {
		return b.Last()
	}
	return nil
}

// verifyTerminator is upstream's verifyAndGetTerminator: region r's first
// block must end with an op named name; else msg is reported on op, with
// a note at the terminator found.
func verifyTerminator(op *ir.Operation, r *ir.Region, name, msg string) (*ir.Operation, error) {
	t := terminatorOf(r)
	if t != nil && t.Name() == name {
		return t, nil
	}
	d := op.EmitOpError("%s", msg)
	if t != nil {
		d.AttachNote(t.Loc(), "terminator here")
	}
	return nil, d
}

// indexType is the builtin index type.
func indexType(ctx *ir.Context) ir.Type { return ctx.IndexType() }

// isIndex reports whether t is the index type.
func isIndex(t ir.Type) bool {
	_, ok := t.(*ir.IndexType)
	return ok
}

// parseAssignmentList parses `(%arg = %operand, ...)` (upstream's
// parseAssignmentList); the opening parenthesis is required.
func parseAssignmentList(p ir.OpParser) ([]ir.RegionArgument, []ir.UnresolvedOperand, error) {
	// Upstream's parseAssignmentList reports a missing list itself, as an
	// error of the op's parser.
	if !p.ParseOptionalPunct("(") {
		return nil, nil, p.Errorf("expected '('")
	}
	var args []ir.RegionArgument
	var operands []ir.UnresolvedOperand
	if p.ParseOptionalPunct(")") {
		return args, operands, nil
	}
	for {
		a, err := p.ParseArgument(false, false)
		if err != nil {
			return nil, nil, err
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, nil, err
		}
		u, err := p.ParseOperand()
		if err != nil {
			return nil, nil, err
		}
		args, operands = append(args, a), append(operands, u)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if !p.ParseOptionalPunct(")") {
		return nil, nil, p.WrongToken("expected ',' or ')'")
	}
	return args, operands, nil
}

// printInitializationList prints `prefix(%inner = %outer, ...)`, nothing
// when there are no values.
func printInitializationList(p ir.OpPrinter, inner, outer []*ir.Value, prefix string) {
	if len(outer) == 0 {
		return
	}
	p.WriteString(prefix + "(")
	for i := range outer {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(inner[i])
		p.WriteString(" = ")
		p.PrintOperand(outer[i])
	}
	p.WriteString(")")
}

// printTypeList prints types separated by commas.
func printTypeList(p ir.OpPrinter, types []ir.Type) {
	for i, t := range types {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
	}
}

// printOptionalArrowTypeList prints ` -> t` or ` -> (t1, t2)`, nothing for
// no types (upstream's printOptionalArrowTypeList).
func printOptionalArrowTypeList(p ir.OpPrinter, types []ir.Type) {
	if len(types) == 0 {
		return
	}
	p.WriteString(" -> ")
	printParenTypes(p, types)
}

// printParenTypes prints a single non-function type bare, else the types
// in parentheses.
func printParenTypes(p ir.OpPrinter, types []ir.Type) {
	if len(types) == 1 {
		if _, fn := types[0].(*ir.FunctionType); !fn {
			p.PrintType(types[0])
			return
		}
	}
	p.WriteString("(")
	printTypeList(p, types)
	p.WriteString(")")
}

// resolveAll resolves uses with their types.
func resolveAll(p ir.OpParser, uses []ir.UnresolvedOperand, types []ir.Type) ([]*ir.Value, error) {
	out := make([]*ir.Value, len(uses))
	for i, u := range uses {
		v, err := p.ResolveOperand(u, types[i])
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// resolveSame resolves uses that all have type t.
func resolveSame(p ir.OpParser, uses []ir.UnresolvedOperand, t ir.Type) ([]*ir.Value, error) {
	types := make([]ir.Type, len(uses))
	for i := range types {
		types[i] = t
	}
	return resolveAll(p, uses, types)
}

// typesOf returns the types of values.
func typesOf(vs []*ir.Value) []ir.Type {
	out := make([]ir.Type, len(vs))
	for i, v := range vs {
		out[i] = v.Type()
	}
	return out
}

// discardable returns the op's discardable attributes.
func discardable(op *ir.Operation) []ir.NamedAttr {
	if d := op.Attrs(); d != nil {
		return d.Entries
	}
	return nil
}
