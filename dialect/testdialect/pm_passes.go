package testdialect

import (
	"fmt"
	"slices"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
)

// The test passes and pipelines of upstream's pass manager tests
// (TestPassManager.cpp, TestDynamicPipeline.cpp), with upstream's
// arguments, display names (the C++ class names) and options.

func init() {
	Dialect.Ops = append(Dialect.Ops, pmOps...)
	noop := func() (pass.Pass, *pass.Options) { return passFunc(nil), &pass.Options{} }
	pass.Register(&pass.Info{Argument: "test-module-pass", Name: "(anonymous namespace)::TestModulePass",
		Summary: "Test a module pass in the pass manager", OpName: "builtin.module", New: noop})
	pass.Register(&pass.Info{Argument: "test-function-pass", Name: "(anonymous namespace)::TestFunctionPass",
		Summary: "Test a function pass in the pass manager", OpName: "func.func", New: noop})
	pass.Register(&pass.Info{Argument: "test-interface-pass", Name: "(anonymous namespace)::TestInterfacePass",
		Summary:   "Test an interface pass (running on FunctionOpInterface) in the pass manager",
		Interface: "FunctionOpInterface",
		New: func() (pass.Pass, *pass.Options) {
			return passFunc(func(op *ir.Operation, st *pass.State) error {
				st.Report(op.EmitRemark("Executing interface pass on operation"))
				return nil
			}), &pass.Options{}
		}})
	pass.Register(&pass.Info{Argument: "test-options-pass", Name: "(anonymous namespace)::TestOptionsPass",
		Summary: "Test options parsing capabilities", OpName: "func.func",
		New: func() (pass.Pass, *pass.Options) { return passFunc(nil), testOptions() }})
	pass.Register(&pass.Info{Argument: "test-options-pass-pipeline",
		Summary: "Parses options using pass pipeline registration",
		Pipeline: func() (*pass.Options, func(pm *pass.OpPassManager) error) {
			o := testOptions()
			return o, func(pm *pass.OpPassManager) error {
				return pass.AddPipelineElements(pm, "test-options-pass{"+o.String()+"}")
			}
		}})
	pass.Register(&pass.Info{Argument: "test-pass-crash", Name: "(anonymous namespace)::TestCrashRecoveryPass",
		Summary: "Test a pass in the pass manager that always crashes",
		New: func() (pass.Pass, *pass.Options) {
			return passFunc(func(*ir.Operation, *pass.State) error { panic("test-pass-crash") }), &pass.Options{}
		}})
	pass.Register(&pass.Info{Argument: "test-pass-failure", Name: "(anonymous namespace)::TestFailurePass",
		Summary: "Test a pass in the pass manager that always fails",
		New: func() (pass.Pass, *pass.Options) {
			var gen bool
			o := &pass.Options{}
			o.Bool("gen-diagnostics", "Generate a diagnostic message", &gen, false)
			return passFunc(func(op *ir.Operation, st *pass.State) error {
				if gen {
					d := op.EmitError("illegal operation")
					d.Op = nil
					st.Report(d)
				}
				return pass.ErrFailed
			}), o
		}})
	pass.Register(&pass.Info{Argument: "test-pass-create-invalid-ir", Name: "(anonymous namespace)::TestInvalidIRPass",
		Summary:   "Test pass that adds an invalid operation in a function body",
		Interface: "FunctionOpInterface", Dependent: []string{"test"},
		New: func() (pass.Pass, *pass.Options) {
			var fail, emit bool
			o := &pass.Options{}
			o.Bool("signal-pass-failure", "Trigger a pass failure", &fail, false)
			o.Bool("emit-invalid-ir", "Emit invalid IR", &emit, true)
			return passFunc(func(op *ir.Operation, st *pass.State) error {
				if emit {
					bad := ir.NewOperation(st.Ctx, &ir.OperationState{Name: st.Ctx.OpInfo("test.any_attr_of_i32_str"), Loc: st.Ctx.UnknownLoc()})
					insertAtBodyStart(op, bad)
				}
				if fail {
					return pass.ErrFailed
				}
				return nil
			}), o
		}})
	pass.Register(&pass.Info{Argument: "test-pass-invalid-parent", Name: "(anonymous namespace)::TestInvalidParentPass",
		Summary:   "Test a pass in the pass manager that makes the parent operation invalid",
		Interface: "FunctionOpInterface", Dependent: []string{"test"},
		New: func() (pass.Pass, *pass.Options) {
			return passFunc(func(op *ir.Operation, st *pass.State) error {
				ctx := st.Ctx
				call := ir.NewOperation(ctx, &ir.OperationState{Name: ctx.OpInfo("test.call"), Loc: op.Loc(),
					Attrs: []ir.NamedAttr{{Name: "callee", Value: ctx.SymbolRefAttr("some_unknown_func", nil)}}})
				insertAtBodyStart(op, call)
				return nil
			}), &pass.Options{}
		}})
	pass.Register(&pass.Info{Argument: "test-stats-pass", Name: "(anonymous namespace)::TestStatisticPass",
		Summary: "Test pass statistics",
		// As upstream, "num-ops2" is declared first.
		Statistics: []pass.Statistic{{Name: "num-ops2", Desc: "Number of operations counted one more time"},
			{Name: "num-ops", Desc: "Number of operations counted"}},
		New: func() (pass.Pass, *pass.Options) {
			return passFunc(func(op *ir.Operation, st *pass.State) error {
				var n int64
				op.WalkPre(func(*ir.Operation) ir.WalkResult { n++; return ir.WalkAdvance })
				st.AddStatistic("num-ops", n)
				st.AddStatistic("num-ops2", n)
				st.MarkUnchanged()
				return nil
			}), &pass.Options{}
		}})
	nested := func() (*pass.Options, func(pm *pass.OpPassManager) error) {
		return &pass.Options{}, func(pm *pass.OpPassManager) error {
			return pass.AddPipelineElements(pm, "builtin.module(test-module-pass,func.func(test-function-pass)),func.func(test-function-pass)")
		}
	}
	pass.Register(&pass.Info{Argument: "test-pm-nested-pipeline", Summary: "Test a nested pipeline in the pass manager", Pipeline: nested})
	pass.Register(&pass.Info{Argument: "test-textual-pm-nested-pipeline", Summary: "Test a nested pipeline in the pass manager", Pipeline: nested})
	pass.Register(&pass.Info{Argument: "test-dump-pipeline", Summary: "Dumps the pipeline build so far for debugging purposes",
		Pipeline: func() (*pass.Options, func(pm *pass.OpPassManager) error) {
			return &pass.Options{}, func(pm *pass.OpPassManager) error {
				fmt.Fprintln(pass.DumpPipelineOut, pm.String())
				return nil
			}
		}})
	pass.Register(&pass.Info{Argument: "test-dynamic-pipeline", Name: "(anonymous namespace)::TestDynamicPipelinePass",
		Summary: "Tests the dynamic pipeline feature by applying a pipeline on a selected set of functions",
		New: func() (pass.Pass, *pass.Options) {
			p := &dynamicPipelinePass{}
			o := &pass.Options{}
			o.Bool("run-on-nested-operations", "This will apply the pipeline on nested operations under the visited operation.", &p.nested, false)
			o.Bool("run-on-parent", "This will apply the pipeline on the parent operation if it exist, this is expected to fail.", &p.parent, false)
			o.Str("dynamic-pipeline", "The pipeline description that will run on the filtered function.", &p.pipeline, "")
			o.List("op-name", "List of function name to apply the pipeline to", &p.names)
			return p, o
		}})
	pass.Register(&pass.Info{Argument: "test-composite-fixed-point-pass", Summary: "Test composite pass",
		Pipeline: func() (*pass.Options, func(pm *pass.OpPassManager) error) {
			return &pass.Options{}, func(pm *pass.OpPassManager) error {
				inner := pass.NewOpPassManager("any")
				if err := pass.AddPipelineElements(inner, "canonicalize,cse"); err != nil {
					return err
				}
				text := inner.String()
				text = text[len("any(") : len(text)-1]
				return pass.AddPipelineElements(pm, "composite-fixed-point-pass{name=TestCompositePass pipeline={"+text+"}}")
			}
		}})
}

// testOptions are the options of upstream's TestOptionsPass.
func testOptions() *pass.Options {
	var list, strList []string
	var str, enum string
	o := &pass.Options{}
	o.IntList("list", "Example list option", &list)
	o.List("string-list", "Example string list option", &strList)
	o.Str("string", "Example string option", &str, "")
	o.Enum("enum", "Example enum option", &enum, "zero", "zero", "one", "two")
	o.Describe("enum", "Example zero value", "Example one value", "Example two value")
	return o
}

// passFunc adapts a function to a pass (nil: a pass doing nothing).
type passFunc func(op *ir.Operation, st *pass.State) error

func (f passFunc) Run(op *ir.Operation, st *pass.State) error {
	if f == nil {
		st.MarkUnchanged()
		return nil
	}
	return f(op, st)
}

// insertAtBodyStart inserts op at the start of the function body of fn,
// as an OpBuilder created on the body region.
func insertAtBodyStart(fn, op *ir.Operation) {
	if fn.NumRegions() == 0 || fn.Region(0).First() == nil {
		return
	}
	b := fn.Region(0).First()
	b.InsertBefore(op, b.First())
}

// dynamicPipelinePass is upstream's TestDynamicPipelinePass.
type dynamicPipelinePass struct {
	nested, parent bool
	pipeline       string
	names          []string
}

func (p *dynamicPipelinePass) Run(op *ir.Operation, st *pass.State) error {
	w := st.Stderr()
	fmt.Fprintf(w, "Dynamic execute '%s' on %s\n", p.pipeline, op.Name())
	if p.pipeline == "" {
		fmt.Fprintf(w, "Empty pipeline\n")
		return nil
	}
	name, ok := ir.SymbolName(op)
	if !ok || !ir.IsSymbol(op) {
		st.Report(op.EmitWarning("Ignoring because not implementing SymbolOpInterface\n"))
		return nil
	}
	if len(p.names) > 0 && !slices.Contains(p.names, name) {
		fmt.Fprintf(w, "dynamic-pipeline skip op name: %s\n", name)
		return nil
	}
	pm := pass.NewOpPassManager(op.Name())
	pm.Implicit = true
	if err := pass.AddPipelineElements(pm, p.pipeline); err != nil {
		fmt.Fprintln(w, err.Error())
	}
	if p.parent {
		if parent := op.ParentOp(); parent != nil {
			if st.RunPipeline(pm, parent) == nil {
				return pass.ErrFailed
			}
		}
		return nil
	}
	if !p.nested {
		return st.RunPipeline(pm, op)
	}
	fmt.Fprintf(w, "Run on nested op\n")
	var targets []*ir.Operation
	op.WalkPre(func(o *ir.Operation) ir.WalkResult {
		if o != op && o.HasTrait(ir.TraitIsolatedFromAbove) && o.Name() == op.Name() {
			targets = append(targets, o)
		}
		return ir.WalkAdvance
	})
	var failed bool
	for _, t := range targets {
		fmt.Fprintf(w, "Run on %s\n", asm.OpString(st.Ctx, t, asm.Flags{}))
		if st.RunPipeline(pm, t) != nil {
			failed = true
		}
	}
	if failed {
		return pass.ErrFailed
	}
	return nil
}

// pmOps are the test ops the pass manager tests create.
var pmOps = []*ods.Op{
	{
		// test.call is upstream's TestCallOp: a call to a function symbol.
		Name:       "test.call",
		Attrs:      []ods.Attr{{Name: "callee", Constraint: ods.FlatSymbolRefAttr}},
		Operands:   []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
		Results:    []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
		Format:     "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
		Interfaces: ir.Interfaces{ir.SymbolUsesVerifier(verifyTestCall)},
	},
	{
		// test.any_attr_of_i32_str is upstream's AnyAttrOfOp: test
		// passes create it without its attribute to make invalid IR.
		Name: "test.any_attr_of_i32_str",
		Attrs: []ods.Attr{{Name: "attr", Constraint: ods.AttrConstraint{
			Desc: "32-bit signless integer attribute or string attribute",
			Pred: func(a ir.Attribute) bool {
				if ods.I32Attr.Pred(a) {
					return true
				}
				_, ok := a.(*ir.StringAttr)
				return ok
			}}}},
	},
}

// verifyTestCall checks that the callee is a function.
func verifyTestCall(op *ir.Operation, tables *ir.SymbolTableCollection) error {
	ref, ok := op.InherentAttr("callee").(*ir.SymbolRefAttr)
	if !ok {
		return op.EmitOpError("requires a 'callee' symbol reference attribute")
	}
	fn := tables.LookupNearestSymbolFrom(op, ref)
	if fn == nil || !fn.IsRegistered() || !ir.HasInterfaceNamed(fn.Info(), "FunctionOpInterface") {
		return op.EmitOpError("'%s' does not reference a valid function", ref.Root)
	}
	return nil
}
