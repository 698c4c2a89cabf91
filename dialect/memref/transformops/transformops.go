// Package transformops extends the transform dialect with memref's
// pattern descriptors: transform.apply_patterns.memref.alloc_to_alloca.
package transformops

import (
	"github.com/gomlir/gomlir/dialect/transform"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/datalayout"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

func init() { transform.Extend(allocToAllocaSpec) }

// allocToAllocaSpec is transform.apply_patterns.memref.alloc_to_alloca.
var allocToAllocaSpec = &ods.Op{
	Name:    "transform.apply_patterns.memref.alloc_to_alloca",
	Summary: "Collects patterns rewriting scoped alloc/dealloc pairs into alloca",
	Attrs:   []ods.Attr{{Name: "size_limit", Constraint: ods.I64Attr, Optional: true}},
	Format:  "(`size_limit` `(` $size_limit^ `)`)? attr-dict",
	Interfaces: ir.Interfaces{transform.PatternsFunc(func(op *ir.Operation, _ *transform.State) []rewrite.Pattern {
		var limit int64
		if a, ok := op.InherentAttr("size_limit").(*ir.IntegerAttr); ok {
			limit = a.Int64()
		}
		return []rewrite.Pattern{AllocToAllocaPattern(limit)}
	})},
}

// AllocToAllocaPattern rewrites a memref.alloc of static shape whose
// memref.dealloc follows it in the same block into a memref.alloca and
// erases the dealloc, when the allocation is smaller than maxSize bytes
// (any size when maxSize is 0); element sizes come from the data layout
// in force at the alloc (upstream's AllocToAllocaPattern).
func AllocToAllocaPattern(maxSize int64) rewrite.Pattern {
	return &rewrite.Func{Name: "(anonymous namespace)::AllocToAllocaPattern", On: "memref.alloc", Weight: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			fits := func(alloc *ir.Operation) bool {
				t, ok := alloc.Result(0).Type().(*ir.MemRefType)
				if !ok {
					return false
				}
				n := ir.NumElements(t.Shape)
				if n < 0 {
					return false
				}
				size := int64(datalayout.Of(rw.Ctx, alloc).Size(t.Elem))
				return maxSize == 0 || n*size < maxSize
			}
			return AllocToAlloca(rw, op, fits) != nil
		}}
}

// AllocToAlloca replaces alloc by a memref.alloca when a memref.dealloc
// of its result, accepted by filter, follows it in its block, and erases
// that dealloc; it returns the alloca or nil (upstream's
// memref::allocToAlloca).
func AllocToAlloca(rw *rewrite.Rewriter, alloc *ir.Operation, filter func(alloc *ir.Operation) bool) *ir.Operation {
	var dealloc *ir.Operation
	for c := alloc; c != nil; c = c.NextInBlock() {
		dealloc = nil
		if c.Name() == "memref.dealloc" {
			dealloc = c
			if c.Operand(0) == alloc.Result(0) && (filter == nil || filter(alloc)) {
				break
			}
		}
	}
	if dealloc == nil {
		return nil
	}
	// As upstream's builder: every operand becomes a dynamic size and the
	// alignment is not kept.
	ctx := rw.Ctx
	operands := alloc.Operands()
	rw.SetInsertionPoint(alloc)
	alloca := rw.Create(&ir.OperationState{Loc: alloc.Loc(), Name: ctx.LookupOp("memref.alloca"),
		Operands: operands, Types: []ir.Type{alloc.Result(0).Type()},
		Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{int32(len(operands)), 0})}}})
	rw.ReplaceOp(alloc, alloca.Results())
	rw.EraseOp(dealloc)
	return alloca
}
