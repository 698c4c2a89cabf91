package oneshot

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "one-shot-bufferize",
		Name:      "OneShotBufferizePass",
		Summary:   "One-Shot Bufferize",
		OpName:    "builtin.module",
		Dependent: []string{"bufferization", "memref"},
		New: func() (pass.Pass, *pass.Options) {
			p := &oneShotPass{}
			o := &pass.Options{}
			o.Bool("allow-return-allocs-from-loops", "Allows returning/yielding new allocations from a loop.", &p.allowReturnAllocsFromLoops, false)
			o.Bool("allow-unknown-ops", "Allows unknown (not bufferizable) ops in the input IR.", &p.allowUnknownOps, false)
			o.Uint("analysis-fuzzer-seed", "Test only: Analyze ops in random order with a given seed (fuzzer)", &p.fuzzerSeed, 0)
			o.Str("analysis-heuristic", "Heuristic that control the IR traversal during analysis", &p.heuristic, "bottom-up")
			o.Ulong("buffer-alignment", "Sets the alignment of newly allocated buffers.", &p.alignment, 64)
			o.Bool("bufferize-function-boundaries", "Bufferize function boundaries (experimental).", &p.functionBoundaries, false)
			o.Bool("check-parallel-regions", "Account for parallel regions in RaW analysis.", &p.checkParallelRegions, true)
			o.Bool("copy-before-write", "Skip the analysis. Make a buffer copy on every write.", &p.copyBeforeWrite, false)
			o.List("dialect-filter", "Restrict bufferization to ops from these dialects.", &p.dialectFilter)
			o.Bool("dump-alias-sets", "Test only: Annotate tensor IR with alias sets", &p.dumpAliasSets, false)
			o.Enum("function-boundary-type-conversion", "Controls layout maps when bufferizing function signatures.", &p.functionLayout,
				"infer-layout-map", "infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map")
			o.Bool("must-infer-memory-space", "The memory space of an memref types must always be inferred. If unset, a default memory space of 0 is used otherwise.", &p.mustInferMemorySpace, false)
			o.List("no-analysis-func-filter", "Skip analysis of functions with these symbol names.Set copyBeforeWrite to true when bufferizing them.", &p.noAnalysisFuncs)
			o.Bool("print-conflicts", "Test only: Annotate IR with RaW conflicts. Requires test-analysis-only.", &p.printConflicts, false)
			o.Bool("test-analysis-only", "Test only: Only run inplaceability analysis and annotate IR", &p.testAnalysisOnly, false)
			o.Enum("unknown-type-conversion", "Controls layout maps for non-inferrable memref types.", &p.unknownLayout,
				"fully-dynamic-layout-map", "infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map")
			o.Bool("use-encoding-for-memory-space", "Use the Tensor encoding attribute for the memory space. Exclusive to the 'must-infer-memory-space' option", &p.useEncoding, false)
			return p, o
		},
	})
	pass.Register(&pass.Info{
		Argument:  "test-tensor-copy-insertion",
		Name:      "TestTensorCopyInsertionPass",
		Summary:   "Module pass to test Tensor Copy Insertion",
		OpName:    "builtin.module",
		Dependent: []string{"bufferization"},
		New: func() (pass.Pass, *pass.Options) {
			p := &copyInsertionPass{}
			o := &pass.Options{}
			o.Bool("allow-return-allocs-from-loops", "Allows returning/yielding new allocations from a loop.", &p.allowReturnAllocsFromLoops, false)
			o.Bool("bufferize-function-boundaries", "Bufferize function boundaries.", &p.functionBoundaries, false)
			o.Bool("must-infer-memory-space", "The memory space of an memref types must always be inferred. If unset, a default memory space of 0 is used otherwise.", &p.mustInferMemorySpace, false)
			return p, o
		},
	})
}

type oneShotPass struct {
	allowReturnAllocsFromLoops, allowUnknownOps, functionBoundaries, checkParallelRegions  bool
	copyBeforeWrite, dumpAliasSets, mustInferMemorySpace, printConflicts, testAnalysisOnly bool
	useEncoding                                                                            bool
	fuzzerSeed, alignment                                                                  uint64
	heuristic, functionLayout, unknownLayout                                               string
	dialectFilter, noAnalysisFuncs                                                         []string
}

func layoutOption(s string) LayoutMap {
	switch s {
	case "identity-layout-map":
		return IdentityLayout
	case "infer-layout-map":
		return InferLayout
	}
	return FullyDynamicLayout
}

func unknownLoc(ctx *ir.Context, format string) *ir.Diagnostic {
	return ir.Errorf(ctx.UnknownLoc(), "%s", format)
}

func (p *oneShotPass) Run(op *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	opts := DefaultOptions()
	opts.AllowReturnAllocsFromLoops = p.allowReturnAllocsFromLoops
	opts.AllowUnknownOps = p.allowUnknownOps
	// An unknown heuristic is unreachable upstream; release builds analyze
	// bottom-up then.
	switch p.heuristic {
	case "top-down":
		opts.Heuristic = TopDown
	case "bottom-up-from-terminators":
		opts.Heuristic = BottomUpFromTerminators
	case "fuzzer":
		opts.Heuristic = Fuzzer
	}
	opts.FuzzerSeed = uint32(p.fuzzerSeed)
	opts.CopyBeforeWrite = p.copyBeforeWrite
	opts.DumpAliasSets = p.dumpAliasSets
	opts.FunctionBoundaryLayout = layoutOption(p.functionLayout)
	if p.mustInferMemorySpace && p.useEncoding {
		return ir.Errorf(op.Loc(), "only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are allowed in one-shot-bufferize")
	}
	if p.mustInferMemorySpace {
		opts.DefaultMemorySpace = func(ir.Type) (ir.Attribute, bool) { return nil, false }
	}
	if p.useEncoding {
		opts.DefaultMemorySpace = func(t ir.Type) (ir.Attribute, bool) {
			if rt, ok := t.(*ir.RankedTensorType); ok {
				return rt.Encoding, true
			}
			return nil, false
		}
	}
	opts.PrintConflicts = p.printConflicts
	opts.BufferAlignment = p.alignment
	opts.TestAnalysisOnly = p.testAnalysisOnly
	opts.BufferizeFunctionBoundaries = p.functionBoundaries
	opts.CheckParallelRegions = p.checkParallelRegions
	opts.NoAnalysisFuncs = p.noAnalysisFuncs
	if layoutOption(p.unknownLayout) == InferLayout {
		return unknownLoc(ctx, "Invalid option: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'")
	}
	opts.UnknownLayout = layoutOption(p.unknownLayout)
	opts.DialectFilter = p.dialectFilter
	if opts.CopyBeforeWrite && opts.TestAnalysisOnly {
		return unknownLoc(ctx, "Invalid option: 'copy-before-write' cannot be used with 'test-analysis-only'")
	}
	if opts.PrintConflicts && !opts.TestAnalysisOnly {
		return unknownLoc(ctx, "Invalid option: 'print-conflicts' requires 'test-analysis-only'")
	}
	if opts.DumpAliasSets && !opts.TestAnalysisOnly {
		return unknownLoc(ctx, "Invalid option: 'dump-alias-sets' requires 'test-analysis-only'")
	}
	var err error
	if opts.BufferizeFunctionBoundaries {
		err = RunOneShotModuleBufferize(ctx, op, opts)
	} else {
		if len(opts.NoAnalysisFuncs) != 0 {
			return unknownLoc(ctx, "Invalid option: 'no-analysis-func-filter' requires 'bufferize-function-boundaries'")
		}
		err = RunOneShotBufferize(ctx, op, opts)
	}
	return passError(ctx, err)
}

// passError reports diagnostics returned by bufferization.
func passError(ctx *ir.Context, err error) error {
	if err == nil {
		return nil
	}
	if err == ErrReported {
		return pass.ErrFailed
	}
	return err
}

// InsertTensorCopiesAnalyzed is upstream's insertTensorCopies with options:
// the One-Shot analysis (of the module when function boundaries are
// bufferized), then copies where operands bufferize out of place.
func InsertTensorCopiesAnalyzed(ctx *ir.Context, op *ir.Operation, opts *Options) error {
	s := newOneShotState(ctx, op, opts)
	if opts.BufferizeFunctionBoundaries {
		if err := s.analyzeModuleOp(op); err != nil {
			return err
		}
	} else if err := s.AnalyzeOp(op); err != nil {
		return err
	}
	if opts.TestAnalysisOnly {
		return nil
	}
	return InsertTensorCopies(ctx, op, s)
}

// RunOneShotBufferize is upstream's runOneShotBufferize.
func RunOneShotBufferize(ctx *ir.Context, op *ir.Operation, opts *Options) error {
	if !opts.CopyBeforeWrite {
		if err := InsertTensorCopiesAnalyzed(ctx, op, opts); err != nil {
			return err
		}
		if opts.TestAnalysisOnly {
			return nil
		}
	}
	return BufferizeOp(ctx, op, opts)
}

// RunOneShotModuleBufferize is upstream's runOneShotModuleBufferize.
func RunOneShotModuleBufferize(ctx *ir.Context, module *ir.Operation, opts *Options) error {
	if !opts.CopyBeforeWrite {
		o := opts
		if len(opts.NoAnalysisFuncs) != 0 {
			// Functions named by the filter are not analyzed.
			c := *opts
			c.deny = func(op *ir.Operation) bool {
				for f := op; f != nil; f = f.ParentOp() {
					if f.Name() == "func.func" {
						return opts.noAnalysis(f)
					}
				}
				return false
			}
			o = &c
		}
		if err := InsertTensorCopiesAnalyzed(ctx, module, o); err != nil {
			return err
		}
		if opts.TestAnalysisOnly {
			return nil
		}
	}
	return bufferizeModuleOp(ctx, module, opts, nil)
}

type copyInsertionPass struct {
	allowReturnAllocsFromLoops, functionBoundaries, mustInferMemorySpace bool
}

func (p *copyInsertionPass) Run(op *ir.Operation, st *pass.State) error {
	opts := DefaultOptions()
	opts.AllowReturnAllocsFromLoops = p.allowReturnAllocsFromLoops
	opts.BufferizeFunctionBoundaries = p.functionBoundaries
	if p.mustInferMemorySpace {
		opts.DefaultMemorySpace = func(ir.Type) (ir.Attribute, bool) { return nil, false }
	}
	return passError(st.Ctx, InsertTensorCopiesAnalyzed(st.Ctx, op, opts))
}
