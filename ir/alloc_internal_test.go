package ir

import (
	"testing"
	"unsafe"

	"github.com/gomlir/gomlir/ir/internal/uniq"
)

// TestAllocOperationShapes checks which shapes allocOperation co-allocates
// (results, then operands, right after the Operation) and that the others
// get storage of their own of the right size.
func TestAllocOperationShapes(t *testing.T) {
	opSize := unsafe.Sizeof(Operation{})
	valSize := unsafe.Sizeof(Value{})
	counts := []int{0, 1, 2, 3, 4, 15, 16, 17, 18, 33}
	for _, nres := range counts {
		for _, nopd := range counts {
			op := allocOperation(nres, nopd)
			if got := len(op.resultList()); got != nres {
				t.Errorf("(%d, %d): %d results", nres, nopd, got)
			}
			if got := len(op.operandList()); got != nopd {
				t.Errorf("(%d, %d): %d operands", nres, nopd, got)
			}
			if nres == 0 && op.res != nil || nopd == 0 && op.opd != nil {
				t.Errorf("(%d, %d): storage for an empty list", nres, nopd)
			}
			base := uintptr(unsafe.Pointer(op))
			together := nres <= 2 && nopd <= 3 && !(nres == 2 && nopd == 3)
			if nres > 0 {
				at := uintptr(unsafe.Pointer(op.res)) == base+opSize
				if at != together {
					t.Errorf("(%d, %d): results co-allocated = %v, want %v", nres, nopd, at, together)
				}
			}
			if nopd > 0 {
				at := uintptr(unsafe.Pointer(op.opd)) == base+opSize+uintptr(nres)*valSize
				if at != together {
					t.Errorf("(%d, %d): operands co-allocated = %v, want %v", nres, nopd, at, together)
				}
			}
		}
	}
}

// TestSetOperandsLeavesResults checks that replacing co-allocated operand
// storage does not disturb the results stored beside it.
func TestSetOperandsLeavesResults(t *testing.T) {
	ctx := NewContext()
	i32 := ctx.I(32)
	src := NewOperation(ctx, &OperationState{Name: ctx.OpInfo("t.src"), Types: []Type{i32, i32}})
	a, b := src.Result(0), src.Result(1)
	op := NewOperation(ctx, &OperationState{Name: ctx.OpInfo("t.op"), Operands: []*Value{a}, Types: []Type{i32}})
	res := op.Result(0)
	op.SetOperands([]*Value{a, b, a, b, a})
	op.SetOperands([]*Value{b})
	if op.Result(0) != res || res.DefiningOp() != op || res.Index() != 0 || res.Type() != i32 {
		t.Fatal("the result moved or changed when operands were replaced")
	}
	if got := len(a.UseList()); got != 0 {
		t.Fatalf("a keeps %d uses", got)
	}
	if !b.HasOneUse() || b.FirstUse() != op.OpOperand(0) {
		t.Fatal("b does not have exactly the new use")
	}
}

// TestSharedStateOnOwnCacheLines checks the padding that keeps the shards
// goroutines lock separately on cache lines of their own.
func TestSharedStateOnOwnCacheLines(t *testing.T) {
	for _, c := range []struct {
		name string
		size uintptr
	}{
		{"lineShard", unsafe.Sizeof(lineShard{})},
	} {
		if c.size == 0 || c.size%uniq.CacheLine != 0 {
			t.Errorf("%s: %d bytes, not a whole number of %d-byte lines", c.name, c.size, uniq.CacheLine)
		}
	}
}
