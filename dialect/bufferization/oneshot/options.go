package oneshot

import (
	"github.com/gomlir/gomlir/ir"
)

// Heuristic orders the ops the analysis visits.
type Heuristic int

const (
	// BottomUp analyzes ops in reverse pre-order (the default).
	BottomUp Heuristic = iota
	// TopDown analyzes ops in pre-order.
	TopDown
	// BottomUpFromTerminators analyzes first the ops feeding region
	// terminators, walking up their use-def chains.
	BottomUpFromTerminators
	// Fuzzer analyzes ops in a random order seeded by FuzzerSeed (testing
	// only).
	Fuzzer
)

// LayoutMap is upstream's LayoutMapOption.
type LayoutMap int

const (
	// FullyDynamicLayout uses strided<[?, ...], offset: ?> layouts.
	FullyDynamicLayout LayoutMap = iota
	// IdentityLayout uses the identity layout.
	IdentityLayout
	// InferLayout infers function result layouts.
	InferLayout
)

// Options are upstream's OneShotBufferizationOptions.
type Options struct {
	AllowReturnAllocsFromLoops  bool
	AllowUnknownOps             bool
	BufferizeFunctionBoundaries bool
	CopyBeforeWrite             bool
	TestAnalysisOnly            bool
	PrintConflicts              bool
	CheckParallelRegions        bool
	DumpAliasSets               bool
	Heuristic                   Heuristic
	FunctionBoundaryLayout      LayoutMap
	UnknownLayout               LayoutMap
	// FuzzerSeed seeds the Fuzzer heuristic.
	FuzzerSeed uint32
	// BufferAlignment is the alignment of new allocations (0: none).
	BufferAlignment uint64
	// DefaultMemorySpace returns the memory space of a new buffer of a
	// tensor type; ok is false when none can be inferred.
	DefaultMemorySpace func(t ir.Type) (space ir.Attribute, ok bool)
	// DialectFilter, when not empty, restricts bufferization to ops of
	// these dialects.
	DialectFilter []string
	// NoAnalysisFuncs names functions bufferized with copy-before-write.
	NoAnalysisFuncs []string
	// deny, when set, excludes ops from bufferization (upstream's DENY
	// filter entries).
	deny func(op *ir.Operation) bool
	// globals are the symbol tables of the modules memref.globals are
	// created in (upstream's BufferizationState symbol tables).
	globals map[*ir.Operation]*globalTable
}

// DefaultOptions returns upstream's default options.
func DefaultOptions() *Options {
	return &Options{DefaultMemorySpace: func(ir.Type) (ir.Attribute, bool) { return nil, true }}
}

// IsOpAllowed is upstream's BufferizationOptions::isOpAllowed.
func (o *Options) IsOpAllowed(op *ir.Operation) bool {
	dialect := dialectOf(op)
	if !o.BufferizeFunctionBoundaries && dialect == "func" {
		return false
	}
	if o.deny != nil && o.deny(op) {
		return false
	}
	if len(o.DialectFilter) == 0 {
		return true
	}
	for _, d := range o.DialectFilter {
		if d == dialect {
			return true
		}
	}
	return false
}

func dialectOf(op *ir.Operation) string {
	name := op.Name()
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			return name[:i]
		}
	}
	return ""
}

// Bufferizable returns op's BufferizableOpInterface when op is allowed
// and implements it (upstream's dynCastBufferizableOp).
func (o *Options) Bufferizable(op *ir.Operation) BufferizableOpInterface {
	if op == nil || !o.IsOpAllowed(op) {
		return nil
	}
	b, _ := ir.OpInterface[BufferizableOpInterface](op)
	return b
}

// memRefType is upstream's getMemRefType: a ranked tensor gets layout (nil:
// the unknown-type conversion), an unranked one an unranked memref.
func (o *Options) memRefType(ctx *ir.Context, t ir.Type, layout, space ir.Attribute) ir.Type {
	switch t := t.(type) {
	case *ir.UnrankedTensorType:
		return ctx.UnrankedMemRefType(t.Elem, space)
	case *ir.RankedTensorType:
		if layout != nil {
			return ctx.MemRefType(t.Shape, t.Elem, layout, space)
		}
		if o.UnknownLayout == IdentityLayout {
			return identityMemRef(ctx, t, space)
		}
		return dynamicMemRef(ctx, t, space)
	}
	return nil
}

// dynamicMemRef is getMemRefTypeWithFullyDynamicLayout.
func dynamicMemRef(ctx *ir.Context, t ir.Type, space ir.Attribute) ir.Type {
	switch t := t.(type) {
	case *ir.UnrankedTensorType:
		return ctx.UnrankedMemRefType(t.Elem, space)
	case *ir.RankedTensorType:
		strides := make([]int64, len(t.Shape))
		for i := range strides {
			strides[i] = ir.Dynamic
		}
		return ctx.MemRefType(t.Shape, t.Elem, ctx.StridedLayoutAttr(ir.Dynamic, strides), space)
	}
	return nil
}

// identityMemRef is getMemRefTypeWithStaticIdentityLayout.
func identityMemRef(ctx *ir.Context, t ir.Type, space ir.Attribute) ir.Type {
	switch t := t.(type) {
	case *ir.UnrankedTensorType:
		return ctx.UnrankedMemRefType(t.Elem, space)
	case *ir.RankedTensorType:
		return ctx.MemRefType(t.Shape, t.Elem, nil, space)
	}
	return nil
}

// functionArgType is the function boundary type conversion.
func (o *Options) functionArgType(ctx *ir.Context, t ir.Type, space ir.Attribute) ir.Type {
	if o.FunctionBoundaryLayout == IdentityLayout {
		return identityMemRef(ctx, t, space)
	}
	return dynamicMemRef(ctx, t, space)
}
