package llvm

import (
	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/datalayout"
)

// The data layout of LLVM types (upstream's DataLayoutTypeInterface on
// LLVMPointerType, LLVMStructType and LLVMArrayType).

// Positions of the values of a pointer entry `dense<[size, abi, preferred,
// index]>` (bits; index optional).
const (
	ptrSize = iota
	ptrABI
	ptrPreferred
	ptrIndex
)

// pointerEntry returns value pos of the entry of t's address space, in
// bits for the size and index and in bytes for alignments; without such an
// entry, the 64-bit default for address space 0 and false otherwise.
func (t *PointerType) pointerEntry(params []datalayout.Entry, pos int) (uint64, bool) {
	for _, e := range params {
		kt, ok := e.KeyType().(*PointerType)
		if !ok || kt.AddressSpace != t.AddressSpace {
			continue
		}
		v := datalayout.Ints(e.Value())
		if pos == ptrIndex && len(v) <= ptrIndex {
			pos = ptrSize
		}
		if pos >= len(v) {
			return 0, false
		}
		if pos == ptrSize || pos == ptrIndex {
			return v[pos], true
		}
		return v[pos] / 8, true
	}
	if t.AddressSpace != 0 {
		return 0, false
	}
	if pos == ptrSize || pos == ptrIndex {
		return 64, true
	}
	return 8, true
}

// pointerQuery answers from t's entry, or for other address spaces as the
// pointer of address space 0 does.
func (t *PointerType) pointerQuery(l *datalayout.Layout, params []datalayout.Entry, pos int) uint64 {
	if v, ok := t.pointerEntry(params, pos); ok {
		return v
	}
	v, _ := Pointer(l.Context(), 0).pointerEntry(params, pos)
	return v
}

// SizeInBits returns the pointer's size.
func (t *PointerType) SizeInBits(l *datalayout.Layout, params []datalayout.Entry) uint64 {
	return t.pointerQuery(l, params, ptrSize)
}

// ABIAlignment returns the pointer's ABI alignment.
func (t *PointerType) ABIAlignment(l *datalayout.Layout, params []datalayout.Entry) uint64 {
	return t.pointerQuery(l, params, ptrABI)
}

// PreferredAlignment returns the pointer's preferred alignment.
func (t *PointerType) PreferredAlignment(l *datalayout.Layout, params []datalayout.Entry) uint64 {
	return t.pointerQuery(l, params, ptrPreferred)
}

// IndexBitwidth returns the width of the pointer's index.
func (t *PointerType) IndexBitwidth(l *datalayout.Layout, params []datalayout.Entry) (uint64, bool) {
	return t.pointerQuery(l, params, ptrIndex), true
}

// SizeInBits returns the struct's size: its elements at their ABI
// alignments (1 when packed), padded to the struct's alignment.
func (t *StructType) SizeInBits(l *datalayout.Layout, _ []datalayout.Entry) uint64 {
	size, align := uint64(0), uint64(1)
	for _, e := range t.Body() {
		a := uint64(1)
		if !t.Packed() {
			a = l.ABIAlignment(e)
		}
		size = datalayout.AlignTo(size, a) + l.Size(e)
		align = max(align, a)
	}
	return datalayout.AlignTo(size, align) * 8
}

// structAlignment is the strictest ABI alignment of the elements, raised to
// the struct entry's value at pos (ABI 0, preferred 1, falling back to
// ABI).
func (t *StructType) structAlignment(l *datalayout.Layout, params []datalayout.Entry, pos int) uint64 {
	align := uint64(1)
	for _, e := range t.Body() {
		align = max(align, l.ABIAlignment(e))
	}
	for _, e := range params {
		if e.KeyType() == nil {
			continue
		}
		v := datalayout.Ints(e.Value())
		if pos >= len(v) {
			pos = 0
		}
		if len(v) > pos {
			align = max(align, v[pos]/8)
		}
		break
	}
	return align
}

// ABIAlignment returns the struct's ABI alignment (1 when packed).
func (t *StructType) ABIAlignment(l *datalayout.Layout, params []datalayout.Entry) uint64 {
	if t.Packed() {
		return 1
	}
	return t.structAlignment(l, params, 0)
}

// PreferredAlignment returns the struct's preferred alignment.
func (t *StructType) PreferredAlignment(l *datalayout.Layout, params []datalayout.Entry) uint64 {
	return t.structAlignment(l, params, 1)
}

// SizeInBits returns the array's size: its elements at their ABI
// alignment.
func (t *ArrayType) SizeInBits(l *datalayout.Layout, _ []datalayout.Entry) uint64 {
	return datalayout.AlignTo(l.Size(t.Elem), l.ABIAlignment(t.Elem)) * t.Len * 8
}

// ABIAlignment returns the element's ABI alignment.
func (t *ArrayType) ABIAlignment(l *datalayout.Layout, _ []datalayout.Entry) uint64 {
	return l.ABIAlignment(t.Elem)
}

// PreferredAlignment returns the element's preferred alignment.
func (t *ArrayType) PreferredAlignment(l *datalayout.Layout, _ []datalayout.Entry) uint64 {
	return l.PreferredAlignment(t.Elem)
}

var (
	_ datalayout.TypeInterface     = (*PointerType)(nil)
	_ datalayout.IndexBitwidthType = (*PointerType)(nil)
	_ datalayout.TypeInterface     = (*StructType)(nil)
	_ datalayout.TypeInterface     = (*ArrayType)(nil)
)

// VerifyEntries checks pointer entries: 3 or 4 i64 values, the preferred
// alignment at least the ABI one.
func (t *PointerType) VerifyEntries(entries []datalayout.Entry) string {
	for _, e := range entries {
		key := "'" + asm.TypeString(e.KeyType()) + "'"
		d, ok := e.Value().(*ir.DenseElementsAttr)
		if !ok || !isIntElements(d) || (d.NumElements() != 3 && d.NumElements() != 4) {
			return "expected layout attribute for " + key + " to be a dense integer elements attribute with 3 or 4 elements"
		}
		if !datalayout.IsI64(d.ElemType()) {
			return "expected i64 parameters for " + key
		}
		if v := datalayout.Ints(d); v[ptrABI] > v[ptrPreferred] {
			return "preferred alignment is expected to be at least as large as ABI alignment"
		}
	}
	return ""
}

// VerifyEntries checks struct entries: keyed by the empty literal struct,
// 1 or 2 i64 values, the preferred alignment at least the ABI one.
func (t *StructType) VerifyEntries(entries []datalayout.Entry) string {
	for _, e := range entries {
		key := e.KeyType().(*StructType)
		quoted := "'" + asm.TypeString(key) + "'"
		d, ok := e.Value().(*ir.DenseElementsAttr)
		if !ok || !isIntElements(d) || (d.NumElements() != 1 && d.NumElements() != 2) {
			return "expected layout attribute for " + quoted + " to be a dense integer elements attribute of 1 or 2 elements"
		}
		if !datalayout.IsI64(d.ElemType()) {
			return "expected i64 entries for " + quoted
		}
		if key.Identified || len(key.Body()) > 0 {
			return "unexpected layout attribute for struct " + quoted
		}
		if v := datalayout.Ints(d); len(v) == 2 && v[0] > v[1] {
			return "preferred alignment is expected to be at least as large as ABI alignment"
		}
	}
	return ""
}

// isIntElements reports whether d holds integers.
func isIntElements(d *ir.DenseElementsAttr) bool {
	_, ok := d.ElemType().(*ir.IntegerType)
	return ok
}
