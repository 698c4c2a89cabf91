package exec

import (
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"math/bits"
	"strconv"
	"time"

	"github.com/gomlir/gomlir/ir"
)

// runtimeFuncs are the functions of upstream's runtime libraries
// (libmlir_c_runner_utils, libmlir_runner_utils) and the few C library
// functions lowered code calls, by symbol name.
var runtimeFuncs = map[string]externFn{}

// RuntimeLibraries lists the shared libraries whose functions the Go
// runtime provides, by base name without extension.
var RuntimeLibraries = []string{"libmlir_c_runner_utils", "libmlir_runner_utils", "libmlir_float16_utils",
	"libmlir_apfloat_wrappers"}

func init() {
	text := func(s string) externFn {
		return func(m *Machine, _ []Val, _ Loc) []Val { m.out.WriteString(s); return nil }
	}
	runtimeFuncs["printOpen"] = text("( ")
	runtimeFuncs["printClose"] = text(" )")
	runtimeFuncs["printComma"] = text(", ")
	runtimeFuncs["printNewline"] = text("\n")
	runtimeFuncs["printI64"] = func(m *Machine, a []Val, _ Loc) []Val {
		m.out.WriteString(strconv.FormatInt(int64(a[0].B), 10))
		return nil
	}
	runtimeFuncs["printU64"] = func(m *Machine, a []Val, _ Loc) []Val {
		m.out.WriteString(strconv.FormatUint(a[0].B, 10))
		return nil
	}
	runtimeFuncs["printF32"] = func(m *Machine, a []Val, _ Loc) []Val {
		m.out.WriteString(formatG(float64(f32(a[0].B))))
		return nil
	}
	runtimeFuncs["printF64"] = func(m *Machine, a []Val, _ Loc) []Val {
		m.out.WriteString(formatG(f64(a[0].B)))
		return nil
	}
	runtimeFuncs["printF16"] = func(m *Machine, a []Val, _ Loc) []Val {
		m.out.WriteString(formatG(toF64(ir.F16, a[0].B&0xffff)))
		return nil
	}
	runtimeFuncs["printBF16"] = func(m *Machine, a []Val, _ Loc) []Val {
		m.out.WriteString(formatG(toF64(ir.BF16, a[0].B&0xffff)))
		return nil
	}
	runtimeFuncs["printString"] = func(m *Machine, a []Val, loc Loc) []Val {
		m.out.WriteString(m.cString(a[0], loc))
		return nil
	}
	runtimeFuncs["puts"] = func(m *Machine, a []Val, loc Loc) []Val {
		m.out.WriteString(m.cString(a[0], loc) + "\n")
		return []Val{{}}
	}
	runtimeFuncs["printFlops"] = func(m *Machine, a []Val, _ Loc) []Val {
		m.out.Flush()
		fmt.Fprintf(m.Stderr, "%f GFLOPS\n", f64(a[0].B)/1e9)
		return nil
	}
	start := time.Now()
	runtimeFuncs["rtclock"] = func(m *Machine, _ []Val, _ Loc) []Val {
		return []Val{{B: b64(time.Since(start).Seconds())}}
	}
	// As C's allocators, oversized requests return a null pointer.
	cAlloc := func(m *Machine, n uint64) []Val {
		if n > MaxAlloc {
			return []Val{{}}
		}
		p := m.mem.alloc(int64(n), "heap")
		return []Val{{B: p.Base, R: p}}
	}
	runtimeFuncs["malloc"] = func(m *Machine, a []Val, _ Loc) []Val { return cAlloc(m, a[0].B) }
	runtimeFuncs["aligned_alloc"] = func(m *Machine, a []Val, _ Loc) []Val { return cAlloc(m, a[1].B) }
	runtimeFuncs["calloc"] = func(m *Machine, a []Val, _ Loc) []Val {
		hi, lo := bits.Mul64(a[0].B, a[1].B)
		if hi != 0 {
			return []Val{{}}
		}
		return cAlloc(m, lo)
	}
	runtimeFuncs["free"] = func(m *Machine, a []Val, loc Loc) []Val {
		m.free(a[0], loc)
		return nil
	}
	runtimeFuncs["exit"] = func(m *Machine, a []Val, _ Loc) []Val { panic(exitCode(int32(a[0].B))) }
	runtimeFuncs["abort"] = func(m *Machine, _ []Val, loc Loc) []Val { m.fail(loc, "abort() called"); return nil }
	runtimeFuncs["logbf"] = func(m *Machine, a []Val, _ Loc) []Val {
		x := float64(f32(a[0].B))
		_, e := math.Frexp(x)
		return []Val{{B: b32(float32(e - 1))}}
	}
	for _, n := range []string{"sqrt", "exp", "log", "sin", "cos", "tan", "atan", "tanh", "erf", "exp2", "log2",
		"log10", "expm1", "log1p", "cbrt", "floor", "ceil", "trunc", "round", "asin", "acos", "sinh", "cosh"} {
		f := mathUnary(n)
		if f == nil {
			continue
		}
		runtimeFuncs[n] = func(m *Machine, a []Val, _ Loc) []Val { return []Val{{B: b64(f(f64(a[0].B)))}} }
		runtimeFuncs[n+"f"] = func(m *Machine, a []Val, _ Loc) []Val {
			return []Val{{B: b32(float32(f(float64(f32(a[0].B)))))}}
		}
	}
	runtimeFuncs["powf"] = func(m *Machine, a []Val, _ Loc) []Val {
		return []Val{{B: b32(float32(math.Pow(float64(f32(a[0].B)), float64(f32(a[1].B)))))}}
	}
	runtimeFuncs["pow"] = func(m *Machine, a []Val, _ Loc) []Val {
		return []Val{{B: b64(math.Pow(f64(a[0].B), f64(a[1].B)))}}
	}
	for _, e := range memrefElems {
		e := e
		runtimeFuncs["printMemref"+e.suffix] = func(m *Machine, a []Val, loc Loc) []Val {
			m.printMemref(m.argView(a, loc), e, loc)
			return nil
		}
		runtimeFuncs["_mlir_ciface_printMemref"+e.suffix] = func(m *Machine, a []Val, loc Loc) []Val {
			m.printMemref(m.unrankedAt(a[0], loc), e, loc)
			return nil
		}
		runtimeFuncs["_mlir_ciface_verifyMemRef"+e.suffix] = func(m *Machine, a []Val, loc Loc) []Val {
			return []Val{{B: uint64(m.verifyMemref(m.unrankedAt(a[0], loc), m.unrankedAt(a[1], loc), e, loc))}}
		}
		runtimeFuncs["verifyMemRef"+e.suffix] = func(m *Machine, a []Val, loc Loc) []Val {
			if len(a) == 2 {
				return []Val{{B: uint64(m.verifyMemref(memrefView(a[0]), memrefView(a[1]), e, loc))}}
			}
			return []Val{{B: uint64(m.verifyMemref(m.descAt(int(a[0].B), a[1], loc), m.descAt(int(a[2].B), a[3], loc), e, loc))}}
		}
	}
	runtimeFuncs["print_memref_f32"] = runtimeFuncs["printMemrefF32"]
	runtimeFuncs["_mlir_ciface_print_memref_f32"] = runtimeFuncs["_mlir_ciface_printMemrefF32"]
	runtimeFuncs["memrefCopy"] = func(m *Machine, a []Val, loc Loc) []Val {
		es := int(a[0].B)
		m.copyView(m.unrankedAt(a[1], loc), m.unrankedAt(a[2], loc), es, loc)
		return nil
	}
}

func (m *Machine) free(p Val, loc Loc) {
	if p.B == 0 {
		return
	}
	a, _ := p.R.(*Alloc)
	if a == nil || a.Base != p.B || a.Kind != "heap" {
		m.fail(loc, fmt.Sprintf("free of 0x%x, which is not the start of a heap allocation", p.B))
	}
	if a.Freed {
		m.fail(loc, "double free")
	}
	a.release()
}

// cString reads the NUL-terminated string at p.
func (m *Machine) cString(p Val, loc Loc) string {
	var s []byte
	for i := uint64(0); ; i++ {
		b := m.bytesAt(Val{B: p.B + i, R: p.R}, 1, loc)[0]
		if b == 0 {
			return string(s)
		}
		s = append(s, b)
	}
}

// view is a strided memref as the runtime sees it.
type view struct {
	data    Val
	offset  int64
	sizes   []int64
	strides []int64
}

func memrefView(v Val) view {
	mr := v.R.(*MemRef)
	return view{mr.Data, mr.Offset, mr.Sizes, mr.Strides}
}

// descAt reads a ranked memref descriptor of the given rank at p.
func (m *Machine) descAt(rank int, p Val, loc Loc) view {
	b := m.bytesAt(p, 8*(3+2*rank), loc)
	u := func(i int) int64 { return int64(binary.LittleEndian.Uint64(b[8*i:])) }
	v := view{data: m.ptrVal(uint64(u(1))), offset: u(2)}
	for i := 0; i < rank; i++ {
		v.sizes = append(v.sizes, u(3+i))
		v.strides = append(v.strides, u(3+rank+i))
	}
	return v
}

// unrankedAt reads the unranked descriptor {rank, descriptor pointer} at p.
func (m *Machine) unrankedAt(p Val, loc Loc) view {
	b := m.bytesAt(p, 16, loc)
	rank := int(binary.LittleEndian.Uint64(b))
	return m.descAt(rank, m.ptrVal(binary.LittleEndian.Uint64(b[8:])), loc)
}

// argView returns the memref passed to a runtime function: a memref value
// (unlowered calls) or the (rank, descriptor pointer) pair.
func (m *Machine) argView(a []Val, loc Loc) view {
	if _, ok := a[0].R.(*MemRef); ok {
		return memrefView(a[0])
	}
	return m.descAt(int(a[0].B), a[1], loc)
}

// memrefElem describes an element type of the runtime's memref functions.
type memrefElem struct {
	suffix  string
	kind    skind
	complex bool
}

var memrefElems = []memrefElem{{"F32", kF32, false}, {"F64", kF64, false}, {"I8", kI8, false},
	{"I16", kI16, false}, {"I32", kI32, false}, {"I64", kI64, false}, {"Ind", kI64, false},
	{"C32", kF32, true}, {"C64", kF64, true}, {"F16", kF16, false}, {"BF16", kBF16, false}}

func (e memrefElem) size() int {
	n := skindBytes[e.kind]
	if e.complex {
		n *= 2
	}
	return n
}

func (e memrefElem) format(b []byte) string {
	if e.complex {
		n := skindBytes[e.kind]
		return "(" + e.scalar(b[:n]) + "," + e.scalar(b[n:]) + ")"
	}
	return e.scalar(b)
}

func (e memrefElem) scalar(b []byte) string {
	switch e.kind {
	case kF32:
		return formatG(float64(math.Float32frombits(binary.LittleEndian.Uint32(b))))
	case kF64:
		return formatG(math.Float64frombits(binary.LittleEndian.Uint64(b)))
	case kF16:
		return formatG(toF64(ir.F16, uint64(binary.LittleEndian.Uint16(b))))
	case kBF16:
		return formatG(toF64(ir.BF16, uint64(binary.LittleEndian.Uint16(b))))
	case kI8:
		// As std::ostream prints an int8_t: the character.
		return string(b[:1])
	case kI16:
		return strconv.Itoa(int(int16(binary.LittleEndian.Uint16(b))))
	case kI32:
		return strconv.Itoa(int(int32(binary.LittleEndian.Uint32(b))))
	}
	return strconv.FormatInt(int64(binary.LittleEndian.Uint64(b)), 10)
}

func (m *Machine) elemBytes(v view, e memrefElem, off int64, loc Loc) []byte {
	n := e.size()
	return m.bytesAt(Val{B: v.data.B + uint64(off*int64(n)), R: v.data.R}, n, loc)
}

func (m *Machine) printMemref(v view, e memrefElem, loc Loc) {
	w := m.out
	fmt.Fprintf(w, "Unranked Memref base@ = 0x%x rank = %d offset = %d sizes = [", v.data.B, len(v.sizes), v.offset)
	writeInts(w, v.sizes)
	w.WriteString("] strides = [")
	writeInts(w, v.strides)
	w.WriteString("] data = \n")
	rank := len(v.sizes)
	if rank == 0 {
		w.WriteString("[")
	}
	m.printData(v, e, rank, rank, v.offset, 0, loc)
	if rank == 0 {
		w.WriteString("]")
	}
	w.WriteString("\n")
}

func writeInts(w interface{ WriteString(string) (int, error) }, xs []int64) {
	for i, x := range xs {
		if i > 0 {
			w.WriteString(", ")
		}
		w.WriteString(strconv.FormatInt(x, 10))
	}
}

// printData prints the dims [d:] of v, as upstream's MemRefDataPrinter.
func (m *Machine) printData(v view, e memrefElem, dim, rank int, off int64, d int, loc Loc) {
	w := m.out
	if dim == 0 {
		w.WriteString(e.format(m.elemBytes(v, e, off, loc)))
		return
	}
	size, stride := v.sizes[d], v.strides[d]
	sep := func() {
		w.WriteString(", ")
		if dim > 1 {
			w.WriteString("\n")
		}
	}
	space := func() {
		for i := 0; i < rank-dim+1; i++ {
			w.WriteString(" ")
		}
	}
	w.WriteString("[")
	if size > 0 {
		m.printData(v, e, dim-1, rank, off, d+1, loc)
	}
	if size <= 1 {
		w.WriteString("]")
		return
	}
	sep()
	for i := int64(1); i+1 < size; i++ {
		space()
		m.printData(v, e, dim-1, rank, off+i*stride, d+1, loc)
		sep()
	}
	space()
	m.printData(v, e, dim-1, rank, off+(size-1)*stride, d+1, loc)
	w.WriteString("]")
}

// forEachIndex calls f with the linear element offset of every index of the
// shape, in row-major order.
func forEachIndex(sizes, strides []int64, offset int64, f func(idx []int64, off int64)) {
	for _, s := range sizes {
		if s == 0 {
			return
		}
	}
	idx := make([]int64, len(sizes))
	for {
		off := offset
		for i, x := range idx {
			off += x * strides[i]
		}
		f(idx, off)
		i := len(idx) - 1
		for ; i >= 0; i-- {
			idx[i]++
			if idx[i] < sizes[i] {
				break
			}
			idx[i] = 0
		}
		if i < 0 {
			return
		}
	}
}

// verifyMemref compares two memrefs element-wise as upstream's
// verifyMemRef (floats equal up to their epsilon, relatively) and returns
// the mismatch count, or -1 when the shapes differ.
func (m *Machine) verifyMemref(a, b view, e memrefElem, loc Loc) int64 {
	var errs int64
	same := len(a.sizes) == len(b.sizes)
	for i := 0; same && i < len(a.sizes); i++ {
		same = a.sizes[i] == b.sizes[i]
	}
	if !same {
		m.out.Flush()
		for _, v := range []view{a, b} {
			fmt.Fprintf(m.Stderr, "base@ = 0x%x rank = %d offset = %d sizes = [", v.data.B, len(v.sizes), v.offset)
			writeInts(stringWriter{m.Stderr}, v.sizes)
			io.WriteString(m.Stderr, "] strides = [")
			writeInts(stringWriter{m.Stderr}, v.strides)
			io.WriteString(m.Stderr, "]")
		}
		return -1
	}
	forEachIndex(a.sizes, a.strides, a.offset, func(idx []int64, off int64) {
		boff := b.offset
		for i, x := range idx {
			boff += x * b.strides[i]
		}
		x, y := m.elemBytes(a, e, off, loc), m.elemBytes(b, e, boff, loc)
		if !elemsClose(e, x, y) {
			if errs < 10 {
				m.out.Flush()
				fmt.Fprintf(m.Stderr, "%s != %s offset = %d\n", e.format(x), e.format(y), off)
			}
			errs++
		}
	})
	return errs
}

func elemsClose(e memrefElem, x, y []byte) bool {
	if e.kind != kF32 && e.kind != kF64 {
		return string(x) == string(y)
	}
	n := skindBytes[e.kind]
	for i := 0; i+n <= len(x); i += n {
		var a, b float64
		if e.kind == kF32 {
			a = float64(math.Float32frombits(binary.LittleEndian.Uint32(x[i:])))
			b = float64(math.Float32frombits(binary.LittleEndian.Uint32(y[i:])))
		} else {
			a = math.Float64frombits(binary.LittleEndian.Uint64(x[i:]))
			b = math.Float64frombits(binary.LittleEndian.Uint64(y[i:]))
		}
		eps := 0x1p-52
		if e.kind == kF32 {
			eps = 0x1p-23
		}
		if !(math.Abs(a-b) <= eps*math.Max(math.Abs(a), math.Abs(b))) {
			return false
		}
	}
	return true
}

// copyView copies src into dst element-wise.
func (m *Machine) copyView(src, dst view, es int, loc Loc) {
	forEachIndex(src.sizes, src.strides, src.offset, func(idx []int64, off int64) {
		doff := dst.offset
		for i, x := range idx {
			doff += x * dst.strides[i]
		}
		s := m.bytesAt(Val{B: src.data.B + uint64(off*int64(es)), R: src.data.R}, es, loc)
		d := m.bytesAt(Val{B: dst.data.B + uint64(doff*int64(es)), R: dst.data.R}, es, loc)
		copy(d, s)
	})
}

// stringWriter adapts an io.Writer for writeInts.
type stringWriter struct{ w io.Writer }

func (s stringWriter) WriteString(x string) (int, error) { return io.WriteString(s.w, x) }
