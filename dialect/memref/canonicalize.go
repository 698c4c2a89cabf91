package memref

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// The canonicalization patterns of AllocOp and AllocaOp, with upstream's
// debug names.
func init() {
	for _, spec := range []struct {
		op   string
		name string
	}{{"memref.alloc", "mlir::memref::AllocOp"}, {"memref.alloca", "mlir::memref::AllocaOp"}} {
		patterns := []any{
			&rewrite.Func{Name: "(anonymous namespace)::SimplifyAllocConst<" + spec.name + ">", On: spec.op, Weight: 1, Rewrite: simplifyAllocConst},
			&rewrite.Func{Name: "(anonymous namespace)::SimplifyDeadAlloc<" + spec.name + ">", On: spec.op, Weight: 1, Rewrite: simplifyDeadAlloc},
		}
		if spec.op == "memref.alloc" {
			allocSpec.Canonicalize = patterns
		} else {
			allocaSpec.Canonicalize = patterns
		}
	}
}

// constNonNegative returns the value of a non-negative integer constant
// (m_ConstantInt and isNonNegative).
func constNonNegative(v *ir.Value) (int64, bool) {
	a, ok := rewrite.ValueConstant(v).(*ir.IntegerAttr)
	if !ok || !a.IsSmall() || a.Int64() < 0 {
		return 0, false
	}
	return a.Int64(), true
}

// simplifyAllocConst is SimplifyAllocConst: constant dynamic sizes become
// static ones; a cast gives back the original type.
func simplifyAllocConst(op *ir.Operation, rw *rewrite.Rewriter) bool {
	start, nDyn := ods.GroupRange(op, 0, false)
	found := false
	for i := 0; i < nDyn; i++ {
		if _, ok := constNonNegative(op.Operand(start + i)); ok {
			found = true
		}
	}
	if !found {
		return false
	}
	mt := op.Result(0).Type().(*ir.MemRefType)
	shape := make([]int64, len(mt.Shape))
	var dynamic []*ir.Value
	pos := 0
	for i, d := range mt.Shape {
		if d != ir.Dynamic {
			shape[i] = d
			continue
		}
		v := op.Operand(start + pos)
		if c, ok := constNonNegative(v); ok {
			shape[i] = c
		} else {
			shape[i] = ir.Dynamic
			dynamic = append(dynamic, v)
		}
		pos++
	}
	ctx := rw.Ctx
	newType := ctx.MemRefType(shape, mt.Elem, mt.Layout, mt.MemorySpace)
	symStart, nSym := ods.GroupRange(op, 1, false)
	symbols := op.Operands()[symStart : symStart+nSym]
	attrs := []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{int32(len(dynamic)), int32(nSym)})}}
	if a := op.InherentAttr("alignment"); a != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "alignment", Value: a})
	}
	alloc := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: op.Info(), Types: []ir.Type{newType},
		Operands: append(append([]*ir.Value(nil), dynamic...), symbols...), Attrs: attrs})
	cast := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: ctx.LookupOp("memref.cast"),
		Types: []ir.Type{mt}, Operands: []*ir.Value{alloc.Result(0)}})
	rw.ReplaceOp(op, cast.Results())
	return true
}

// simplifyDeadAlloc is SimplifyDeadAlloc: an allocation only stored into
// and deallocated is erased with its users.
func simplifyDeadAlloc(op *ir.Operation, rw *rewrite.Rewriter) bool {
	users := op.Result(0).Users()
	for _, u := range users {
		switch u.Name() {
		case "memref.store":
			if u.Operand(0) == op.Result(0) {
				return false
			}
		case "memref.dealloc":
		default:
			return false
		}
	}
	seen := map[*ir.Operation]bool{}
	for _, u := range users {
		if !seen[u] {
			seen[u] = true
			rw.EraseOp(u)
		}
	}
	rw.EraseOp(op)
	return true
}
