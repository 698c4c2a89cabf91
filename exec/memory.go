package exec

import (
	"encoding/binary"
	"fmt"
	"sort"
)

// Val is one interpreted value. Scalars (integers masked to their width,
// floats as their bit pattern) live in B. A pointer is its address in B and
// the allocation it points into in R (nil for null or foreign addresses). A
// memref is a *MemRef in R; an aggregate (LLVM struct or array, complex) is a
// []Val in R; a vector is its flattened elements as []uint64 in R.
type Val struct {
	B uint64
	R any
}

// Alloc is one block of interpreted memory: a heap allocation, a stack
// allocation or a global. Its address range is [Base, Base+len(Data)).
type Alloc struct {
	Base uint64
	// Data is the content; nil once freed.
	Data []byte
	// Size is the size in bytes.
	Size  int
	Freed bool
	// Kind names the allocation in diagnostics ("heap", "stack", "global").
	Kind string
}

// addrSpace hands out non-overlapping, aligned addresses with guard gaps, so
// that one-past-the-end of an allocation never is another's first byte.
type addrSpace struct {
	next   uint64
	allocs []*Alloc // sorted by Base
}

const addrAlign = 64

func (s *addrSpace) alloc(n int64, kind string) *Alloc {
	if s.next == 0 {
		s.next = 0x10000
	}
	if n < 0 {
		n = 0
	}
	a := &Alloc{Base: s.next, Data: make([]byte, n), Size: int(n), Kind: kind}
	s.next += (uint64(n) + addrAlign + addrAlign - 1) &^ (addrAlign - 1)
	s.allocs = append(s.allocs, a)
	return a
}

// MaxAlloc bounds the size of one allocation of the interpreted program.
const MaxAlloc = 1 << 32

// alloc allocates n bytes of memory of the given kind, failing at loc
// for negative or oversized requests.
func (m *Machine) alloc(n int64, kind string, loc Loc) *Alloc {
	if n < 0 || n > MaxAlloc {
		m.fail(loc, fmt.Sprintf("cannot allocate %d bytes (the interpreter allows 0 to %d)", n, int64(MaxAlloc)))
	}
	return m.mem.alloc(n, kind)
}

// find returns the allocation whose range (including one past its end)
// holds addr, or nil.
func (s *addrSpace) find(addr uint64) *Alloc {
	i := sort.Search(len(s.allocs), func(i int) bool { return s.allocs[i].Base > addr }) - 1
	if i < 0 {
		return nil
	}
	a := s.allocs[i]
	if addr <= a.Base+uint64(a.Size) {
		return a
	}
	return nil
}

// ptrVal returns the pointer value for addr.
func (m *Machine) ptrVal(addr uint64) Val {
	if addr == 0 {
		return Val{}
	}
	if a := m.mem.find(addr); a != nil {
		return Val{B: addr, R: a}
	}
	return Val{B: addr}
}

// bytesAt returns the n bytes at pointer p, or raises a run-time error at
// loc if they are not all inside one live allocation.
func (m *Machine) bytesAt(p Val, n int, loc Loc) []byte {
	a, _ := p.R.(*Alloc)
	if a == nil {
		if p.B == 0 {
			m.fail(loc, "null pointer dereference")
		}
		if a = m.mem.find(p.B); a == nil {
			m.fail(loc, fmt.Sprintf("access to address 0x%x outside any allocation", p.B))
		}
	}
	off := p.B - a.Base
	if a.Freed {
		m.fail(loc, fmt.Sprintf("use of a freed %s allocation", a.Kind))
	}
	if p.B < a.Base || off+uint64(n) > uint64(a.Size) {
		m.fail(loc, fmt.Sprintf("out-of-bounds access: %d bytes at offset %d of a %d-byte %s allocation",
			n, int64(off), a.Size, a.Kind))
	}
	return a.Data[off : off+uint64(n)]
}

// scalar kinds of values stored in memory.
type skind uint8

const (
	kInvalid skind = iota
	kI1
	kI8
	kI16
	kI32
	kI64
	kF16
	kBF16
	kF32
	kF64
	kPtr
)

var skindBytes = [...]int{kI1: 1, kI8: 1, kI16: 2, kI32: 4, kI64: 8, kF16: 2, kBF16: 2, kF32: 4, kF64: 8, kPtr: 8}

func (m *Machine) loadScalar(k skind, b []byte) Val {
	switch len(b) {
	case 1:
		v := uint64(b[0])
		if k == kI1 {
			v &= 1
		}
		return Val{B: v}
	case 2:
		return Val{B: uint64(binary.LittleEndian.Uint16(b))}
	case 4:
		return Val{B: uint64(binary.LittleEndian.Uint32(b))}
	}
	v := binary.LittleEndian.Uint64(b)
	if k == kPtr {
		return m.ptrVal(v)
	}
	return Val{B: v}
}

func storeScalar(b []byte, v uint64) {
	switch len(b) {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	default:
		binary.LittleEndian.PutUint64(b, v)
	}
}

// release frees the allocation: later accesses fail.
func (a *Alloc) release() {
	a.Freed = true
	a.Data = nil
}
