// Package oneshot is upstream MLIR's One-Shot Bufferize: the
// BufferizableOpInterface, the One-Shot analysis (in-place decisions from
// read-after-write conflicts over alias and equivalence sets), tensor copy
// insertion, the rewrite of tensor ops into memref ops, function boundary
// bufferization, and the interface's implementations for the arith, tensor,
// scf, vector, linalg, func and bufferization ops (attached at init).
package oneshot

import (
	"github.com/gomlir/gomlir/ir"
)

// Relation is upstream's BufferRelation between an operand and an aliasing
// value.
type Relation int

const (
	// RelUnknown: the buffers may alias in an unknown way.
	RelUnknown Relation = iota
	// RelEquivalent: the buffers are the same.
	RelEquivalent
)

// AliasingValue is a value (op result or block argument) that may alias an
// operand's buffer after bufferization.
type AliasingValue struct {
	Value    *ir.Value
	Relation Relation
	// Definite: the value is known to alias (not only "may").
	Definite bool
}

// AliasingOperand is an operand whose buffer may alias a value.
type AliasingOperand struct {
	Operand  *ir.OpOperand
	Relation Relation
	Definite bool
}

// BufferizableOpInterface is upstream's BufferizableOpInterface: how an op
// with tensor semantics reads, writes and aliases its tensor operands, and
// how it is rewritten to operate on buffers. The optional methods of
// upstream's interface are the small interfaces below, checked on the same
// value; an op without one gets upstream's default.
type BufferizableOpInterface interface {
	// BufferizesToMemoryRead reports whether the operand's buffer is read.
	BufferizesToMemoryRead(o *ir.OpOperand, s *State) bool
	// BufferizesToMemoryWrite reports whether the operand's buffer is
	// written (when bufferized in place).
	BufferizesToMemoryWrite(o *ir.OpOperand, s *State) bool
	// AliasingValues returns the values that may alias the operand's
	// buffer when it bufferizes in place.
	AliasingValues(o *ir.OpOperand, s *State) []AliasingValue
	// Bufferize rewrites op to operate on buffers.
	Bufferize(op *ir.Operation, rw *Rewriter) error
}

// AliasingOperandsProvider overrides the default inverse of AliasingValues.
type AliasingOperandsProvider interface {
	AliasingOperands(v *ir.Value, s *State) []AliasingOperand
}

// BufferTyper computes the buffer type of a tensor value of the op (an op
// result or a block argument of one of its regions).
type BufferTyper interface {
	BufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error)
}

// WritableValues overrides whether a tensor value of the op may be written
// in place (default: results are, block arguments are not).
type WritableValues interface {
	IsWritable(v *ir.Value, s *State) bool
}

// ResultWriter overrides whether an op result is a memory write.
type ResultWriter interface {
	ResultBufferizesToMemoryWrite(v *ir.Value, s *State) bool
}

// RegionKinds overrides which regions of the op repeat (loops) and which
// run in parallel.
type RegionKinds interface {
	IsRepetitiveRegion(op *ir.Operation, index int) bool
	IsParallelRegion(op *ir.Operation, index int) bool
}

// ConflictResolver overrides how out-of-place operands are copied.
type ConflictResolver interface {
	ResolveConflicts(op *ir.Operation, rw *Rewriter, s *State) error
}

// InPlaceRequirer marks operands that must bufferize in place (default:
// operands of unranked tensor type).
type InPlaceRequirer interface {
	MustBufferizeInPlace(o *ir.OpOperand, s *State) bool
}

// NotConflicting lets an op rule out a read-after-write conflict.
type NotConflicting interface {
	IsNotConflicting(read, write *ir.OpOperand, s *State) bool
}

// AnalysisVerifier checks op-specific constraints after the analysis.
type AnalysisVerifier interface {
	VerifyAnalysis(op *ir.Operation, s *State) error
}

// Allocating reports results that are new allocations.
type Allocating interface {
	BufferizesToAllocation(v *ir.Value) bool
}

// ElementwiseAccess reports ops whose listed operands are accessed element
// by element (all loads of a position before all stores to it).
type ElementwiseAccess interface {
	BufferizesToElementwiseAccess(op *ir.Operation, s *State, operands []*ir.OpOperand) bool
}

// UnstructuredControlFlow marks ops whose regions may have several blocks.
type UnstructuredControlFlow interface {
	SupportsUnstructuredControlFlow() bool
}

// TensorSemantics overrides whether an op has tensor semantics (default:
// a tensor operand, result or block argument).
type TensorSemantics interface {
	HasTensorSemantics(op *ir.Operation) bool
}

func init() {
	ir.RegisterInterface[BufferizableOpInterface]("BufferizableOpInterface")
	ir.RegisterInterface[SubsetInsertion]("SubsetInsertionOpInterface")
}

// isTensor reports whether t is a tensor type.
func isTensor(t ir.Type) bool {
	switch t.(type) {
	case *ir.RankedTensorType, *ir.UnrankedTensorType:
		return true
	}
	return false
}

// ownerOfValue is the op defining v, or the op whose region holds block
// argument v.
func ownerOfValue(v *ir.Value) *ir.Operation {
	if op := v.DefiningOp(); op != nil {
		return op
	}
	if b := v.OwnerBlock(); b != nil {
		return b.ParentOp()
	}
	return nil
}

// HasTensorSemantics is upstream's hasTensorSemantics.
func HasTensorSemantics(op *ir.Operation) bool {
	if t, ok := ir.OpInterface[TensorSemantics](op); ok {
		return t.HasTensorSemantics(op)
	}
	return defaultHasTensorSemantics(op)
}

func defaultHasTensorSemantics(op *ir.Operation) bool {
	for i := 0; i < op.NumRegions(); i++ {
		for _, b := range op.Region(i).Blocks() {
			for _, a := range b.Args() {
				if isTensor(a.Type()) {
					return true
				}
			}
		}
	}
	for _, t := range op.ResultTypes() {
		if isTensor(t) {
			return true
		}
	}
	for _, t := range op.OperandTypes() {
		if isTensor(t) {
			return true
		}
	}
	return false
}
