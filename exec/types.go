package exec

import (
	"fmt"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// shape classes of values.
type vclass uint8

const (
	cScalar vclass = iota
	cVector        // []uint64 of flattened scalar elements
	cAggr          // []Val: LLVM struct or array, complex
	cMemRef        // *MemRef
	cNone          // a type that has no run-time value (none, token)
)

// tinfo describes how values of one type are represented and stored.
type tinfo struct {
	class vclass
	// kind is the scalar kind (of the elements, for vectors).
	kind skind
	// width is the bit width of integer scalars (0 for others).
	width int
	// fk is the float kind of float scalars.
	fk ir.FloatKind
	// n is the element count of a vector; shape its shape.
	n     int
	shape []int64
	// fields of an aggregate, with their byte offsets.
	fields  []*tinfo
	offsets []int
	// size and align in bytes, as LLVM's default data layout on x86-64.
	size, align int
}

func (m *Machine) typeInfo(t ir.Type) (*tinfo, error) {
	if ti, ok := m.types[t]; ok {
		return ti, nil
	}
	ti, err := m.buildTypeInfo(t)
	if err != nil {
		return nil, err
	}
	m.types[t] = ti
	return ti, nil
}

func scalarInfo(k skind, width int, fk ir.FloatKind) *tinfo {
	n := skindBytes[k]
	return &tinfo{class: cScalar, kind: k, width: width, fk: fk, size: n, align: n}
}

func (m *Machine) buildTypeInfo(t ir.Type) (*tinfo, error) {
	switch t := t.(type) {
	case *ir.IntegerType:
		switch w := t.Width; {
		case w == 1:
			return scalarInfo(kI1, 1, 0), nil
		case w <= 8:
			return scalarInfo(kI8, w, 0), nil
		case w <= 16:
			return scalarInfo(kI16, w, 0), nil
		case w <= 32:
			return scalarInfo(kI32, w, 0), nil
		case w <= 64:
			return scalarInfo(kI64, w, 0), nil
		}
	case *ir.IndexType:
		return scalarInfo(kI64, 64, 0), nil
	case *ir.FloatType:
		switch t.Kind {
		case ir.F16:
			return scalarInfo(kF16, 0, t.Kind), nil
		case ir.BF16:
			return scalarInfo(kBF16, 0, t.Kind), nil
		case ir.F32:
			return scalarInfo(kF32, 0, t.Kind), nil
		case ir.F64:
			return scalarInfo(kF64, 0, t.Kind), nil
		}
	case *llvm.PointerType:
		return scalarInfo(kPtr, 0, 0), nil
	case *ir.VectorType:
		et, err := m.typeInfo(t.Elem)
		if err != nil || et.class != cScalar {
			break
		}
		for _, s := range t.Scalable {
			if s {
				return nil, fmt.Errorf("scalable vectors are not supported")
			}
		}
		n := int(ir.NumElements(t.Shape))
		ti := *et
		ti.class, ti.n, ti.shape = cVector, n, t.Shape
		ti.size = n * et.size
		ti.align = ti.size
		for ti.align&(ti.align-1) != 0 {
			ti.align++
		}
		if ti.align > 64 {
			ti.align = 64
		}
		return &ti, nil
	case *ir.ComplexType:
		et, err := m.typeInfo(t.Elem)
		if err != nil {
			return nil, err
		}
		return aggrInfo([]*tinfo{et, et}, false), nil
	case *llvm.ArrayType:
		et, err := m.typeInfo(t.Elem)
		if err != nil {
			return nil, err
		}
		fs := make([]*tinfo, t.Len)
		for i := range fs {
			fs[i] = et
		}
		return aggrInfo(fs, false), nil
	case *llvm.StructType:
		fs := make([]*tinfo, len(t.Body()))
		for i, ft := range t.Body() {
			fi, err := m.typeInfo(ft)
			if err != nil {
				return nil, err
			}
			fs[i] = fi
		}
		return aggrInfo(fs, t.Packed()), nil
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		return &tinfo{class: cMemRef, size: 8, align: 8}, nil
	case *ir.NoneType:
		return &tinfo{class: cNone}, nil
	case *llvm.SimpleType:
		if t.Keyword == "token" || t.Keyword == "void" {
			return &tinfo{class: cNone}, nil
		}
	}
	return nil, fmt.Errorf("values of type %s are not supported", typeText(t))
}

func aggrInfo(fs []*tinfo, packed bool) *tinfo {
	ti := &tinfo{class: cAggr, fields: fs, offsets: make([]int, len(fs)), align: 1}
	off := 0
	for i, f := range fs {
		a := f.align
		if packed {
			a = 1
		}
		off = (off + a - 1) / a * a
		ti.offsets[i] = off
		off += f.size
		if a > ti.align {
			ti.align = a
		}
	}
	ti.size = (off + ti.align - 1) / ti.align * ti.align
	return ti
}

// zero returns the all-zero value of a type (also used for undef and poison).
func (ti *tinfo) zero() Val {
	switch ti.class {
	case cVector:
		return Val{R: make([]uint64, ti.n)}
	case cAggr:
		fs := make([]Val, len(ti.fields))
		for i, f := range ti.fields {
			fs[i] = f.zero()
		}
		return Val{R: fs}
	case cMemRef:
		return Val{R: &MemRef{}}
	}
	return Val{}
}

// load reads a value of this type from b.
func (m *Machine) load(ti *tinfo, b []byte) Val {
	switch ti.class {
	case cScalar:
		return m.loadScalar(ti.kind, b)
	case cVector:
		es := skindBytes[ti.kind]
		out := make([]uint64, ti.n)
		for i := range out {
			out[i] = m.loadScalar(ti.kind, b[i*es:(i+1)*es]).B
		}
		return Val{R: out}
	case cAggr:
		fs := make([]Val, len(ti.fields))
		for i, f := range ti.fields {
			fs[i] = m.load(f, b[ti.offsets[i]:ti.offsets[i]+f.size])
		}
		return Val{R: fs}
	}
	return Val{}
}

// store writes v, a value of this type, into b.
func store(ti *tinfo, b []byte, v Val) {
	switch ti.class {
	case cScalar:
		storeScalar(b[:ti.size], v.B)
	case cVector:
		es := skindBytes[ti.kind]
		for i, e := range v.R.([]uint64) {
			storeScalar(b[i*es:(i+1)*es], e)
		}
	case cAggr:
		for i, f := range ti.fields {
			store(f, b[ti.offsets[i]:ti.offsets[i]+f.size], v.R.([]Val)[i])
		}
	}
}
