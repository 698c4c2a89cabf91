package llvmir

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// layout holds what LLVM's DataLayout says about sizes and alignments:
// LLVM's defaults, overridden by the module's data layout string.
type layout struct {
	ints    map[int][2]int // bit width -> ABI, preferred alignment in bytes
	floats  map[int][2]int
	vectors map[int][2]int
	ptrs    map[uint32][3]int // address space -> size in bits, ABI, preferred alignment
}

// newLayout parses a data layout string over LLVM's defaults.
func newLayout(dl string) *layout {
	l := &layout{
		ints:    map[int][2]int{1: {1, 1}, 8: {1, 1}, 16: {2, 2}, 32: {4, 4}, 64: {4, 8}},
		floats:  map[int][2]int{16: {2, 2}, 32: {4, 4}, 64: {8, 8}, 128: {16, 16}},
		vectors: map[int][2]int{64: {8, 8}, 128: {16, 16}},
		ptrs:    map[uint32][3]int{0: {64, 8, 8}},
	}
	for _, spec := range strings.Split(dl, "-") {
		if spec == "" {
			continue
		}
		fields := strings.Split(spec[1:], ":")
		nums := make([]int, len(fields))
		for i, f := range fields {
			nums[i], _ = strconv.Atoi(f)
		}
		pair := func() [2]int {
			if len(nums) < 2 {
				return [2]int{}
			}
			abi := nums[1] / 8
			pref := abi
			if len(nums) > 2 {
				pref = nums[2] / 8
			}
			return [2]int{abi, pref}
		}
		switch spec[0] {
		case 'i':
			l.ints[nums[0]] = pair()
		case 'f':
			l.floats[nums[0]] = pair()
		case 'v':
			l.vectors[nums[0]] = pair()
		case 'p':
			as := uint32(0)
			rest := nums
			if fields[0] != "" {
				as = uint32(nums[0])
			}
			if len(rest) >= 3 {
				pref := rest[2]
				if len(rest) > 3 {
					pref = rest[3]
				}
				l.ptrs[as] = [3]int{rest[1], rest[2] / 8, pref / 8}
			}
		}
	}
	return l
}

// intAlign returns the alignment of iN: its own entry, else the next
// wider integer's, else the widest's.
func (l *layout) intAlign(n int, pref bool) int {
	bestW, best := -1, [2]int{}
	for w, a := range l.ints {
		if w >= n && (bestW < 0 || w < bestW) {
			bestW, best = w, a
		}
	}
	if bestW < 0 {
		for w, a := range l.ints {
			if w > bestW {
				bestW, best = w, a
			}
		}
	}
	if pref {
		return best[1]
	}
	return best[0]
}

// align returns the ABI (or preferred) alignment of a type in bytes.
func (l *layout) align(t ir.Type, pref bool) int {
	pick := func(a [2]int) int {
		if pref {
			return a[1]
		}
		return a[0]
	}
	switch t := t.(type) {
	case *ir.IntegerType:
		return l.intAlign(t.Width, pref)
	case *ir.IndexType:
		return l.intAlign(64, pref)
	case *ir.FloatType:
		bits := floatBits(t)
		if a, ok := l.floats[bits]; ok {
			return pick(a)
		}
		return pow2(l.storeSize(t))
	case *llvm.PointerType:
		if p, ok := l.ptrs[t.AddressSpace]; ok {
			if pref {
				return p[2]
			}
			return p[1]
		}
		p := l.ptrs[0]
		return p[1]
	case *llvm.ArrayType:
		return l.align(t.Elem, pref)
	case *llvm.StructType:
		if t.Packed() {
			return 1
		}
		a := 1
		for _, e := range t.Body() {
			a = max(a, l.align(e, false))
		}
		return a
	case *ir.VectorType:
		bits := int(t.Shape[0]) * l.sizeBits(t.Elem)
		if a, ok := l.vectors[bits]; ok {
			return pick(a)
		}
		return pow2((bits + 7) / 8)
	case *llvm.SimpleType:
		if t.Keyword == "ppc_fp128" {
			return 16
		}
	}
	return 1
}

func pow2(n int) int {
	p := 1
	for p < n {
		p <<= 1
	}
	return p
}

func floatBits(t *ir.FloatType) int {
	switch t.Kind {
	case ir.F16, ir.BF16:
		return 16
	case ir.F32:
		return 32
	case ir.F64:
		return 64
	case ir.F80:
		return 80
	}
	return 128
}

// sizeBits returns a type's size in bits (LLVM's getTypeSizeInBits).
func (l *layout) sizeBits(t ir.Type) int {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width
	case *ir.FloatType:
		return floatBits(t)
	case *llvm.PointerType:
		if p, ok := l.ptrs[t.AddressSpace]; ok {
			return p[0]
		}
		return l.ptrs[0][0]
	case *ir.VectorType:
		return int(t.Shape[0]) * l.sizeBits(t.Elem)
	}
	return 8 * l.allocSize(t)
}

// storeSize returns the bytes a store of the type writes.
func (l *layout) storeSize(t ir.Type) int {
	switch t.(type) {
	case *llvm.ArrayType, *llvm.StructType:
		return l.allocSize(t)
	}
	return (l.sizeBits(t) + 7) / 8
}

// allocSize returns the distance between consecutive elements of the
// type in memory.
func (l *layout) allocSize(t ir.Type) int {
	switch t := t.(type) {
	case *llvm.ArrayType:
		return int(t.Len) * l.allocSize(t.Elem)
	case *llvm.StructType:
		off, a := 0, 1
		for _, e := range t.Body() {
			ea := 1
			if !t.Packed() {
				ea = l.align(e, false)
			}
			off = alignTo(off, ea) + l.allocSize(e)
			a = max(a, ea)
		}
		return alignTo(off, a)
	}
	return alignTo(l.storeSize(t), l.align(t, false))
}

// fieldOffset returns the byte offset of a struct's field.
func (l *layout) fieldOffset(t *llvm.StructType, i int) int {
	off := 0
	for j, e := range t.Body() {
		ea := 1
		if !t.Packed() {
			ea = l.align(e, false)
		}
		off = alignTo(off, ea)
		if j == i {
			return off
		}
		off += l.allocSize(e)
	}
	return off
}

func alignTo(n, a int) int {
	if a <= 1 {
		return n
	}
	return (n + a - 1) / a * a
}
