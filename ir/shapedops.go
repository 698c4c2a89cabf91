package ir

// Interfaces of ops on shaped values (tensors, memrefs): the subset ops'
// offsets, sizes and strides, destination-passing style, and the
// reification of result shapes.

// OffsetSizeAndStrideOpInterface is upstream's interface of ops addressing
// a strided subset by offsets, sizes and strides, each a mix of static
// integers (the static_offsets, static_sizes and static_strides arrays,
// ir.Dynamic where a value stands) and index operands.
type OffsetSizeAndStrideOpInterface interface {
	// MixedOffsetsSizesStrides returns the op's offsets, sizes and strides
	// as index attributes and values.
	MixedOffsetsSizesStrides(op *Operation) (offsets, sizes, strides []FoldResult)
	// ArrayAttrMaxRanks is the expected length of each list.
	ArrayAttrMaxRanks(op *Operation) [3]int
}

// DestinationStyleOpInterface is upstream's interface of ops in
// destination-passing style: each tensor result is tied to an "init"
// operand whose shape it has.
type DestinationStyleOpInterface interface {
	// DpsInits returns the operand range [start, start+n) of the inits;
	// result i is tied to operand start+i.
	DpsInits(op *Operation) (start, n int)
}

// ReifyRankedShapedTypeOpInterface is upstream's interface of ops that
// can express the sizes of their ranked shaped results in terms of their
// operands.
type ReifyRankedShapedTypeOpInterface interface {
	// ReifyResultShapes returns, per result, its sizes: index attributes
	// for static sizes, values (built with b) for dynamic ones; ok is false
	// when the op cannot tell.
	ReifyResultShapes(b *Builder, op *Operation) (shapes [][]FoldResult, ok bool)
}

// ShapedDimOpInterface is upstream's interface of ops reading one
// dimension size of a shaped value (tensor.dim, memref.dim).
type ShapedDimOpInterface interface {
	// ShapedDim returns the shaped value and the dimension operand.
	ShapedDim(op *Operation) (shaped, dim *Value)
}

// InParallelOpInterface is upstream's interface (formerly
// ParallelCombiningOpInterface) of the terminator of a parallel loop
// (scf.forall's in_parallel) whose body holds the ops that write the
// threads' results into the shared outputs (tensor.parallel_insert_slice).
type InParallelOpInterface interface {
	// YieldingOps returns the ops of its body, in order.
	YieldingOps(op *Operation) []*Operation
}

func init() {
	RegisterInterface[InParallelOpInterface]("InParallelOpInterface")
	RegisterInterface[ShapedDimOpInterface]("ShapedDimOpInterface")
	RegisterInterface[OffsetSizeAndStrideOpInterface]("OffsetSizeAndStrideOpInterface")
	RegisterInterface[DestinationStyleOpInterface]("DestinationStyleOpInterface")
	RegisterInterface[ReifyRankedShapedTypeOpInterface]("ReifyRankedShapedTypeOpInterface")
}
