package testdialect

import (
	"fmt"
	"io"
	"os"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/math"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
	"github.com/gomlir/gomlir/transforms"
)

// Stdout receives what test passes print to upstream's llvm::outs(); the
// driver flushes its own output before running passes, so the two
// interleave as upstream's.
var Stdout io.Writer = os.Stdout

func init() {
	pass.Register(&pass.Info{
		Argument: "test-recursive-types",
		Name:     "TestRecursiveTypesPass",
		Summary:  "Test support for recursive types",
		OpName:   "func.func",
		New:      func() (pass.Pass, *pass.Options) { return recursiveTypesPass{}, &pass.Options{} },
	})
	pass.Register(&pass.Info{
		Argument: "test-operations-equality",
		Name:     "(anonymous namespace)::TestOperationEqualPass",
		Summary:  "Test operations equality.",
		OpName:   "builtin.module",
		New:      func() (pass.Pass, *pass.Options) { return operationEqualPass{}, &pass.Options{} },
	})
	pass.Register(&pass.Info{
		Argument: "test-math-algebraic-simplification",
		Name:     "(anonymous namespace)::TestMathAlgebraicSimplificationPass",
		Summary:  "Test math algebraic simplification",
		New:      func() (pass.Pass, *pass.Options) { return mathAlgebraicSimplification{}, &pass.Options{} },
	})
	pass.Register(&pass.Info{
		Argument: "test-topological-sort-analysis",
		Name:     "(anonymous namespace)::TestTopologicalSortAnalysisPass",
		Summary:  "Test topological sorting of ops",
		OpName:   "builtin.module",
		New:      func() (pass.Pass, *pass.Options) { return topologicalSortAnalysis{}, &pass.Options{} },
	})
	pass.Register(&pass.Info{
		Argument: "test-clone",
		Name:     "ClonePass",
		Summary:  "Test clone of op",
		New:      func() (pass.Pass, *pass.Options) { return clonePass{}, &pass.Options{} },
	})
}

// recursiveTypesPass is upstream's TestRecursiveTypesPass: on @create it
// builds a self-referencing test_rec type and an op producing it.
type recursiveTypesPass struct{}

func (recursiveTypesPass) Run(op *ir.Operation, st *pass.State) error {
	name, _ := op.InherentAttr("sym_name").(*ir.StringAttr)
	switch {
	case name != nil && name.Value == "roundtrip":
		return nil
	case name != nil && name.Value == "create":
	default:
		return op.EmitOpError("unexpected function name")
	}
	ctx := st.Ctx
	t := RecTypeNamed(ctx, "some_long_and_unique_name")
	if !t.SetBody(t) {
		return op.EmitError("expected to be able to set the type body")
	}
	if !t.SetBody(t) {
		return op.EmitError("expected to be able to set the type body to the same value")
	}
	if t.SetBody(ctx.IndexType()) {
		return op.EmitError("not expected to be able to change function body more than once")
	}
	if RecTypeNamed(ctx, "some_long_and_unique_name") != t {
		return op.EmitError("expected type name to be the uniquing key")
	}
	dummy := ir.NewOperation(ctx, &ir.OperationState{Name: ctx.OpInfo("test.dummy_type_test_op"),
		Loc: op.Loc(), Types: []ir.Type{t}})
	body := op.Region(0).First()
	body.InsertBefore(dummy, body.First())
	return nil
}

// operationEqualPass is upstream's test-operations-equality: the module
// holds two ops, and it prints whether they are equivalent (locations
// compared only when the first has a strict_loc_check attribute).
type operationEqualPass struct{}

func (operationEqualPass) Run(op *ir.Operation, st *pass.State) error {
	body := op.Region(0).First()
	ops := body.Ops()
	if len(ops) != 2 {
		return op.EmitError("expected 2 top-level ops in the module, got %d", len(ops))
	}
	first := ops[0]
	attrs := "{}"
	if d := first.Attrs(); d != nil {
		attrs = asm.AttrString(d)
	}
	verdict := " compares NOT equals!"
	if ir.OperationsEquivalent(first, ops[1], first.Attr("strict_loc_check") == nil) {
		verdict = " compares equals."
	}
	fmt.Fprintf(Stdout, "%s with attr %s%s\n", first.Name(), attrs, verdict)
	st.MarkUnchanged()
	return nil
}

// mathAlgebraicSimplification applies math's algebraic simplification
// patterns with the greedy driver.
type mathAlgebraicSimplification struct{}

var mathAlgebraicPatterns = rewrite.NewPatternSet(math.AlgebraicSimplificationPatterns())

func (mathAlgebraicSimplification) Run(op *ir.Operation, st *pass.State) error {
	rewrite.ApplyGreedily(st.Ctx, op, mathAlgebraicPatterns, rewrite.DefaultConfig())
	return nil
}

// topologicalSortAnalysis sorts, under each op with a "root" attribute,
// the ops with a "selected" attribute and numbers them in a "pos"
// attribute; a cycle is reported as an error that does not fail the pass.
type topologicalSortAnalysis struct{}

func (topologicalSortAnalysis) Run(op *ir.Operation, st *pass.State) error {
	op.Each(func(root *ir.Operation) {
		if root.Attr("root") == nil || root.NumRegions() != 1 || root.Region(0).First() == nil {
			return
		}
		var selected []*ir.Operation
		for o := root.Region(0).First().First(); o != nil; o = o.NextInBlock() {
			o.Each(func(n *ir.Operation) {
				if n.Attr("selected") != nil {
					selected = append(selected, n)
				}
			})
		}
		if !transforms.ComputeTopologicalSorting(selected, nil) {
			st.Report(root.EmitError("could not schedule all ops"))
			return
		}
		for i, o := range selected {
			o.SetAttr(st.Ctx, "pos", st.Ctx.IntAttr(st.Ctx.IndexType(), int64(i)))
		}
	})
	return nil
}

// clonePass is upstream's test-clone: a function whose terminator returns
// values of its argument types gets its body cloned after itself, the
// clone taking the returned values as arguments; inserted operations are
// reported as upstream's listener does.
type clonePass struct{}

func (clonePass) Run(op *ir.Operation, st *pass.State) error {
	if op.NumRegions() != 1 {
		return nil
	}
	r := op.Region(0)
	entry := r.First()
	if entry == nil || entry != r.Last() {
		return nil
	}
	term := entry.Last()
	if term == nil || term.NumOperands() != entry.NumArgs() {
		return nil
	}
	m := ir.NewMapping()
	for i := 0; i < term.NumOperands(); i++ {
		if term.Operand(i).Type() != entry.Arg(i).Type() {
			return nil
		}
		m.Map(entry.Arg(i), term.Operand(i))
	}
	ops := entry.Ops()
	for _, o := range ops {
		c := o.Clone(st.Ctx, m)
		entry.Append(c)
		fmt.Fprintf(Stdout, "notifyOperationInserted: %s\n", c.Name())
		for i := 0; i < c.NumRegions(); i++ {
			for b := c.Region(i).First(); b != nil; b = b.Next() {
				for n := b.First(); n != nil; n = n.NextInBlock() {
					n.WalkPre(func(x *ir.Operation) ir.WalkResult {
						fmt.Fprintf(Stdout, "notifyOperationInserted: %s\n", x.Name())
						return ir.WalkAdvance
					})
				}
			}
		}
	}
	term.Erase()
	return nil
}
