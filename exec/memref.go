package exec

import (
	"encoding/binary"
	"fmt"

	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// MemRef is the run-time value of a memref (ranked or unranked): the
// fields of the LLVM lowering's descriptor.
type MemRef struct {
	Base, Data Val
	Offset     int64
	Sizes      []int64
	Strides    []int64
	// The accesses' fast path caches, on first use, the allocation Data
	// points into (nil if none), Data's offset in it and the first strides.
	bound    bool
	al       *Alloc
	rel      uint64
	st0, st1 int64
}

// bind fills the access cache of mr.
func (mr *MemRef) bind() {
	mr.al, _ = mr.Data.R.(*Alloc)
	if mr.al == nil {
		mr.al = &Alloc{Freed: true}
	}
	mr.rel = mr.Data.B - mr.al.Base
	if len(mr.Strides) > 0 {
		mr.st0 = mr.Strides[0]
	}
	if len(mr.Strides) > 1 {
		mr.st1 = mr.Strides[1]
	}
	mr.bound = true
}

func init() {
	ops["memref.alloc"] = compileAlloc
	ops["memref.alloca"] = compileAlloc
	ops["memref.dealloc"] = func(c *fc, op *ir.Operation) (instr, error) {
		a, m, loc := c.in(op, 0), c.m, op.Loc()
		return func(fr *frame) { m.free(fr.s[a].R.(*MemRef).Base, loc) }, nil
	}
	ops["memref.load"] = compileMemrefLoad
	ops["memref.store"] = compileMemrefStore
	ops["affine.load"] = compileMemrefLoad
	ops["affine.store"] = compileMemrefStore
	for _, n := range []string{"memref.cast", "memref.memory_space_cast"} {
		ops[n] = func(c *fc, op *ir.Operation) (instr, error) {
			a, d := c.in(op, 0), c.out(op, 0)
			return func(fr *frame) { fr.s[d] = fr.s[a] }, nil
		}
	}
	ops["memref.subview"] = compileSubview
	ops["memref.reinterpret_cast"] = compileReinterpret
	ops["memref.collapse_shape"] = compileReshape
	ops["memref.expand_shape"] = compileReshape
	ops["memref.reshape"] = func(c *fc, op *ir.Operation) (instr, error) {
		a, sh, d, m, loc := c.in(op, 0), c.in(op, 1), c.out(op, 0), c.m, op.Loc()
		st, err := c.elemInfo(op, op.Operand(1))
		if err != nil {
			return nil, err
		}
		return func(fr *frame) {
			src, shape := fr.s[a].R.(*MemRef), memrefView(fr.s[sh])
			out := &MemRef{Base: src.Base, Data: src.Data, Offset: src.Offset}
			forEachIndex(shape.sizes, shape.strides, shape.offset, func(_ []int64, off int64) {
				b := m.elemBytes(shape, memrefElem{kind: st.kind}, off, loc)
				out.Sizes = append(out.Sizes, sext(loadBits(b), bitsOf(st)))
			})
			out.Strides = rowStrides(out.Sizes)
			fr.s[d] = Val{R: out}
		}, nil
	}
	ops["memref.copy"] = func(c *fc, op *ir.Operation) (instr, error) {
		ti, err := c.ti(op, op.Operand(0).Type().(ir.ShapedType).ElementType())
		if err != nil {
			return nil, err
		}
		s, d, m, loc := c.in(op, 0), c.in(op, 1), c.m, op.Loc()
		return func(fr *frame) {
			m.copyView(memrefView(fr.s[s]), memrefView(fr.s[d]), ti.size, loc)
		}, nil
	}
	ops["memref.get_global"] = func(c *fc, op *ir.Operation) (instr, error) {
		name, _ := op.InherentAttr("name").(*ir.SymbolRefAttr)
		g, ok := c.m.globals[name.Leaf()]
		if !ok {
			return nil, opErr(op, "unknown global '@%s'", name.Leaf())
		}
		mt := op.Result(0).Type().(*ir.MemRefType)
		strides, off, _ := memref.StridesAndOffset(c.m.ctx, mt)
		c.setConst(op.Result(0), Val{R: &MemRef{Base: g, Data: g, Offset: off, Sizes: mt.Shape, Strides: strides}})
		return nil, nil
	}
	ops["memref.dim"] = func(c *fc, op *ir.Operation) (instr, error) {
		a, i, d, m, loc := c.in(op, 0), c.in(op, 1), c.out(op, 0), c.m, op.Loc()
		return func(fr *frame) {
			mr := fr.s[a].R.(*MemRef)
			k := fr.s[i].B
			if k >= uint64(len(mr.Sizes)) {
				m.fail(loc, fmt.Sprintf("dimension %d out of range of a rank-%d memref", int64(k), len(mr.Sizes)))
			}
			fr.s[d] = Val{B: uint64(mr.Sizes[k])}
		}, nil
	}
	ops["memref.rank"] = func(c *fc, op *ir.Operation) (instr, error) {
		a, d := c.in(op, 0), c.out(op, 0)
		return func(fr *frame) { fr.s[d] = Val{B: uint64(len(fr.s[a].R.(*MemRef).Sizes))} }, nil
	}
	ops["memref.extract_aligned_pointer_as_index"] = func(c *fc, op *ir.Operation) (instr, error) {
		a, d := c.in(op, 0), c.out(op, 0)
		return func(fr *frame) { fr.s[d] = Val{B: fr.s[a].R.(*MemRef).Data.B} }, nil
	}
	ops["memref.extract_strided_metadata"] = func(c *fc, op *ir.Operation) (instr, error) {
		a := c.in(op, 0)
		res := c.slotsOf(op.Results())
		return func(fr *frame) {
			mr := fr.s[a].R.(*MemRef)
			r := len(mr.Sizes)
			fr.s[res[0]] = Val{R: &MemRef{Base: mr.Base, Data: mr.Data}}
			fr.s[res[1]] = Val{B: uint64(mr.Offset)}
			for i := 0; i < r; i++ {
				fr.s[res[2+i]] = Val{B: uint64(mr.Sizes[i])}
				fr.s[res[2+r+i]] = Val{B: uint64(mr.Strides[i])}
			}
		}, nil
	}
	ops["memref.alloca_scope"] = compileAllocaScope
	ops["builtin.unrealized_conversion_cast"] = compileUnrealizedCast
}

// elemInfo returns the element type info of memref value v.
func (c *fc) elemInfo(op *ir.Operation, v *ir.Value) (*tinfo, error) {
	st, ok := v.Type().(ir.ShapedType)
	if !ok {
		return nil, unsupported(op)
	}
	return c.ti(op, st.ElementType())
}

func compileAlloc(c *fc, op *ir.Operation) (instr, error) {
	mt := op.Result(0).Type().(*ir.MemRefType)
	ti, err := c.elemInfo(op, op.Result(0))
	if err != nil {
		return nil, err
	}
	strides, off, ok := memref.StridesAndOffset(c.m.ctx, mt)
	if !ok {
		return nil, opErr(op, "'%s' of a memref without a strided layout", op.Name())
	}
	dyn := c.slotsOf(ods.OperandGroup(op, 0))
	stack := op.Name() == "memref.alloca"
	m, loc, d := c.m, op.Loc(), c.out(op, 0)
	return func(fr *frame) {
		sizes := make([]int64, len(mt.Shape))
		k := 0
		for i, s := range mt.Shape {
			if s == ir.Dynamic {
				s = int64(fr.s[dyn[k]].B)
				k++
				if s < 0 {
					m.fail(loc, fmt.Sprintf("negative memref size %d", s))
				}
			}
			sizes[i] = s
		}
		st := strides
		if !mt.HasIdentityLayout() {
			st = append([]int64(nil), strides...)
		} else {
			st = make([]int64, len(sizes))
			run := int64(1)
			for i := len(sizes) - 1; i >= 0; i-- {
				st[i] = run
				run *= sizes[i]
			}
		}
		n := int64(1)
		for i, s := range sizes {
			n += (s - 1) * st[i]
			if s == 0 {
				n = 0
				break
			}
		}
		if off != ir.Dynamic {
			n += off
		}
		kind := "heap"
		if stack {
			kind = "stack"
		}
		a := m.alloc(n*int64(ti.size), kind, loc)
		if stack {
			fr.stack = append(fr.stack, a)
		}
		p := Val{B: a.Base, R: a}
		fr.s[d] = Val{R: &MemRef{Base: p, Data: p, Offset: max(off, 0), Sizes: sizes, Strides: st}}
	}, nil
}

func compileMemrefLoad(c *fc, op *ir.Operation) (instr, error) {
	ti, err := c.elemInfo(op, op.Operand(0))
	if err != nil {
		return nil, err
	}
	if c.fused[op] {
		c.fusedLoad(op, ti)
		return nil, nil
	}
	a, d := c.in(op, 0), c.out(op, 0)
	idx, pre := c.accessIndices(op, 1)
	m, loc, n := c.m, op.Loc(), ti.size
	if ti.class == cScalar && ti.kind != kPtr && len(idx) == 2 {
		i, j := idx[0], idx[1]
		if n == 4 {
			// The commonest access, with the checked fast path inline.
			return withPre(pre, func(fr *frame) {
				s := fr.s
				mr := s[a].R.(*MemRef)
				if !mr.bound {
					mr.bind()
				}
				off := mr.Offset + int64(s[i].B)*mr.st0 + int64(s[j].B)*mr.st1
				data := mr.al.Data
				if o := mr.rel + uint64(off)*4; o < uint64(len(data)) && uint64(len(data))-o >= 4 {
					s[d].B = uint64(binary.LittleEndian.Uint32(data[o:]))
					return
				}
				s[d].B = loadBits(m.at(mr, off, n, loc))
			}), nil
		}
		return withPre(pre, func(fr *frame) {
			s := fr.s
			mr := s[a].R.(*MemRef)
			off := mr.Offset + int64(s[i].B)*mr.Strides[0] + int64(s[j].B)*mr.Strides[1]
			s[d].B = loadBits(m.at(mr, off, n, loc))
		}), nil
	}
	if ti.class == cScalar && ti.kind != kPtr && len(idx) == 1 {
		i := idx[0]
		return withPre(pre, func(fr *frame) {
			s := fr.s
			mr := s[a].R.(*MemRef)
			s[d].B = loadBits(m.at(mr, mr.Offset+int64(s[i].B)*mr.Strides[0], n, loc))
		}), nil
	}
	return withPre(pre, m.loadInstr(ti, d, loc, func(fr *frame) Val {
		mr := fr.s[a].R.(*MemRef)
		off := mr.Offset
		for k, i := range idx {
			off += int64(fr.s[i].B) * mr.Strides[k]
		}
		return Val{B: mr.Data.B + uint64(off*int64(n)), R: mr.Data.R}
	})), nil
}

// accessIndices returns the index slots of a load or store whose indices
// start at operand first; affine accesses evaluate their map first.
func (c *fc) accessIndices(op *ir.Operation, first int) ([]int, instr) {
	vals := op.Operands()[first:]
	if am, ok := op.InherentAttr("map").(*ir.AffineMapAttr); ok && !am.Map.IsIdentity() {
		return c.affineApplySlots(am.Map, vals)
	}
	return c.slotsOf(vals), nil
}

// withPre runs pre (if any) before f.
func withPre(pre, f instr) instr {
	if pre == nil {
		return f
	}
	return func(fr *frame) { pre(fr); f(fr) }
}

// at returns the n bytes of the element at offset off of mr (checked).
func (m *Machine) at(mr *MemRef, off int64, n int, loc Loc) []byte {
	if a, ok := mr.Data.R.(*Alloc); ok {
		o := mr.Data.B - a.Base + uint64(off)*uint64(n)
		if o < uint64(len(a.Data)) && uint64(len(a.Data))-o >= uint64(n) {
			return a.Data[o : o+uint64(n)]
		}
	}
	return m.bytesAt(Val{B: mr.Data.B + uint64(off*int64(n)), R: mr.Data.R}, n, loc)
}

// loadBits reads a little-endian scalar of len(b) bytes.
func loadBits(b []byte) uint64 {
	switch len(b) {
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	case 8:
		return binary.LittleEndian.Uint64(b)
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	}
	return uint64(b[0])
}

func compileMemrefStore(c *fc, op *ir.Operation) (instr, error) {
	ti, err := c.elemInfo(op, op.Operand(1))
	if err != nil {
		return nil, err
	}
	v, a := c.in(op, 0), c.in(op, 1)
	idx, pre := c.accessIndices(op, 2)
	m, loc, n := c.m, op.Loc(), ti.size
	if ev, fusedV := c.operand(op, 0); fusedV {
		// The stored value is a fused expression (a rank-2 store).
		i, j := idx[0], idx[1]
		return withPre(pre, func(fr *frame) {
			x := ev(fr)
			s := fr.s
			mr := s[a].R.(*MemRef)
			if !mr.bound {
				mr.bind()
			}
			off := mr.Offset + int64(s[i].B)*mr.st0 + int64(s[j].B)*mr.st1
			if data := mr.al.Data; n == 4 {
				if o := mr.rel + uint64(off)*4; o < uint64(len(data)) && uint64(len(data))-o >= 4 {
					binary.LittleEndian.PutUint32(data[o:], uint32(x))
					return
				}
			}
			storeScalar(m.at(mr, off, n, loc), x)
		}), nil
	}
	if ti.class == cScalar && len(idx) == 2 {
		i, j := idx[0], idx[1]
		return withPre(pre, func(fr *frame) {
			s := fr.s
			mr := s[a].R.(*MemRef)
			if !mr.bound {
				mr.bind()
			}
			off := mr.Offset + int64(s[i].B)*mr.st0 + int64(s[j].B)*mr.st1
			if data := mr.al.Data; n == 4 {
				if o := mr.rel + uint64(off)*4; o < uint64(len(data)) && uint64(len(data))-o >= 4 {
					binary.LittleEndian.PutUint32(data[o:], uint32(s[v].B))
					return
				}
			}
			storeScalar(m.at(mr, off, n, loc), s[v].B)
		}), nil
	}
	return withPre(pre, func(fr *frame) {
		s := fr.s
		mr := s[a].R.(*MemRef)
		off := mr.Offset
		for k, i := range idx {
			off += int64(s[i].B) * mr.Strides[k]
		}
		b := m.bytesAt(Val{B: mr.Data.B + uint64(off*int64(n)), R: mr.Data.R}, n, loc)
		if ti.class == cScalar {
			storeScalar(b, s[v].B)
		} else {
			store(ti, b, s[v])
		}
	}), nil
}

// mixed evaluates a static/dynamic list (static entries ir.Dynamic are
// taken from the dynamic operands in order).
type mixed struct {
	static []int64
	dyn    []int
}

func (c *fc) mixed(op *ir.Operation, staticName string, group int) mixed {
	sa, _ := op.InherentAttr(staticName).(*ir.DenseArrayAttr)
	var st []int64
	if sa != nil {
		st = sa.Int64s()
	}
	return mixed{st, c.slotsOf(ods.OperandGroup(op, group))}
}

func (x mixed) eval(fr *frame) []int64 {
	out := make([]int64, len(x.static))
	k := 0
	for i, s := range x.static {
		if s == ir.Dynamic {
			s = int64(fr.s[x.dyn[k]].B)
			k++
		}
		out[i] = s
	}
	return out
}

func compileSubview(c *fc, op *ir.Operation) (instr, error) {
	a, d := c.in(op, 0), c.out(op, 0)
	offs, sizes, strides := c.mixed(op, "static_offsets", 1), c.mixed(op, "static_sizes", 2), c.mixed(op, "static_strides", 3)
	rt := op.Result(0).Type().(*ir.MemRefType)
	// Rank reduction drops unit dimensions: keep those the result shape
	// does not account for, matching from the front.
	keep := func(sz []int64) []bool {
		k := make([]bool, len(sz))
		if len(rt.Shape) == len(sz) {
			for i := range k {
				k[i] = true
			}
			return k
		}
		j := 0
		for i, s := range sz {
			if j < len(rt.Shape) && (rt.Shape[j] == s || rt.Shape[j] == ir.Dynamic) && !(s == 1 && len(sz)-i > len(rt.Shape)-j) {
				k[i] = true
				j++
			}
		}
		return k
	}
	return func(fr *frame) {
		src := fr.s[a].R.(*MemRef)
		o, sz, st := offs.eval(fr), sizes.eval(fr), strides.eval(fr)
		out := &MemRef{Base: src.Base, Data: src.Data, Offset: src.Offset}
		ks := keep(sz)
		for i := range sz {
			out.Offset += o[i] * src.Strides[i]
			if ks[i] {
				out.Sizes = append(out.Sizes, sz[i])
				out.Strides = append(out.Strides, st[i]*src.Strides[i])
			}
		}
		fr.s[d] = Val{R: out}
	}, nil
}

func compileReinterpret(c *fc, op *ir.Operation) (instr, error) {
	a, d := c.in(op, 0), c.out(op, 0)
	offs, sizes, strides := c.mixed(op, "static_offsets", 1), c.mixed(op, "static_sizes", 2), c.mixed(op, "static_strides", 3)
	return func(fr *frame) {
		src := fr.s[a].R.(*MemRef)
		o := offs.eval(fr)
		out := &MemRef{Base: src.Base, Data: src.Data, Sizes: sizes.eval(fr), Strides: strides.eval(fr)}
		if len(o) > 0 {
			out.Offset = o[0]
		}
		fr.s[d] = Val{R: out}
	}, nil
}

func compileReshape(c *fc, op *ir.Operation) (instr, error) {
	ra, _ := op.InherentAttr("reassociation").(*ir.ArrayAttr)
	if ra == nil {
		return nil, unsupported(op)
	}
	var groups [][]int
	for _, g := range ra.Elems {
		var grp []int
		for _, e := range g.(*ir.ArrayAttr).Elems {
			grp = append(grp, int(e.(*ir.IntegerAttr).Int64()))
		}
		groups = append(groups, grp)
	}
	a, d := c.in(op, 0), c.out(op, 0)
	if op.Name() == "memref.collapse_shape" {
		return func(fr *frame) {
			src := fr.s[a].R.(*MemRef)
			out := &MemRef{Base: src.Base, Data: src.Data, Offset: src.Offset}
			for _, g := range groups {
				size := int64(1)
				for _, i := range g {
					size *= src.Sizes[i]
				}
				stride := int64(1)
				if len(g) > 0 {
					stride = src.Strides[g[len(g)-1]]
				}
				out.Sizes = append(out.Sizes, size)
				out.Strides = append(out.Strides, stride)
			}
			fr.s[d] = Val{R: out}
		}, nil
	}
	shape := c.mixed(op, "static_output_shape", 1)
	return func(fr *frame) {
		src := fr.s[a].R.(*MemRef)
		sizes := shape.eval(fr)
		out := &MemRef{Base: src.Base, Data: src.Data, Offset: src.Offset, Sizes: sizes, Strides: make([]int64, len(sizes))}
		for gi, g := range groups {
			st := src.Strides[gi]
			for k := len(g) - 1; k >= 0; k-- {
				out.Strides[g[k]] = st
				st *= sizes[g[k]]
			}
		}
		fr.s[d] = Val{R: out}
	}, nil
}

func compileAllocaScope(c *fc, op *ir.Operation) (instr, error) {
	res := c.slotsOf(op.Results())
	body, err := c.region(op.Region(0), func(y *ir.Operation) (term, error) {
		return c.yieldTo(y, res), nil
	})
	if err != nil {
		return nil, err
	}
	return func(fr *frame) {
		n := len(fr.stack)
		body.run(fr)
		for _, a := range fr.stack[n:] {
			a.release()
		}
		fr.stack = fr.stack[:n]
	}, nil
}

// yieldTo compiles a terminator that copies its operands to dst slots and
// leaves the region.
func (c *fc) yieldTo(op *ir.Operation, dst []int) term {
	mv := moves(c.slotsOf(op.Operands()), dst)
	if mv == nil {
		return func(*frame) int { return -1 }
	}
	return func(fr *frame) int { mv(fr); return -1 }
}

// compileUnrealizedCast converts between a memref and its LLVM descriptor
// struct; other casts forward the value.
func compileUnrealizedCast(c *fc, op *ir.Operation) (instr, error) {
	if op.NumOperands() != 1 || op.NumResults() != 1 {
		return nil, unsupported(op)
	}
	a, d := c.in(op, 0), c.out(op, 0)
	from, err := c.ti(op, op.Operand(0).Type())
	if err != nil {
		return nil, err
	}
	to, err := c.ti(op, op.Result(0).Type())
	if err != nil {
		return nil, err
	}
	m := c.m
	switch {
	case from.class == cMemRef && to.class == cAggr:
		return func(fr *frame) { fr.s[d] = memrefToDesc(fr.s[a].R.(*MemRef)) }, nil
	case from.class == cAggr && to.class == cMemRef:
		return func(fr *frame) { fr.s[d] = Val{R: m.descToMemref(fr.s[a])} }, nil
	}
	return func(fr *frame) { fr.s[d] = fr.s[a] }, nil
}

func memrefToDesc(mr *MemRef) Val {
	ints := func(xs []int64) Val {
		out := make([]Val, len(xs))
		for i, x := range xs {
			out[i] = Val{B: uint64(x)}
		}
		return Val{R: out}
	}
	fs := []Val{mr.Base, mr.Data, {B: uint64(mr.Offset)}}
	if len(mr.Sizes) > 0 {
		fs = append(fs, ints(mr.Sizes), ints(mr.Strides))
	}
	return Val{R: fs}
}

func (m *Machine) descToMemref(v Val) *MemRef {
	fs := v.R.([]Val)
	if len(fs) == 2 {
		// Unranked: {rank, pointer to the ranked descriptor}.
		vw := m.descAt(int(fs[0].B), fs[1], nil)
		return &MemRef{Data: vw.data, Base: vw.data, Offset: vw.offset, Sizes: vw.sizes, Strides: vw.strides}
	}
	mr := &MemRef{Base: fs[0], Data: fs[1], Offset: int64(fs[2].B)}
	if len(fs) == 5 {
		for i, x := range fs[3].R.([]Val) {
			mr.Sizes = append(mr.Sizes, int64(x.B))
			mr.Strides = append(mr.Strides, int64(fs[4].R.([]Val)[i].B))
		}
	}
	return mr
}
