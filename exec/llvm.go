package exec

import (
	"fmt"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

func init() {
	ops["llvm.alloca"] = compileAlloca
	ops["llvm.load"] = compileLoad
	ops["llvm.store"] = compileStore
	ops["llvm.getelementptr"] = compileGEP
	ops["llvm.extractvalue"] = compileExtractValue
	ops["llvm.insertvalue"] = compileInsertValue
	ops["llvm.extractelement"] = compileExtractElement
	ops["llvm.insertelement"] = compileInsertElement
	ops["llvm.shufflevector"] = compileShuffle
	ops["llvm.ptrtoint"] = func(c *fc, op *ir.Operation) (instr, error) {
		a, d, mk := c.in(op, 0), c.out(op, 0), mask(ir.BitWidth(op.Result(0).Type()))
		return func(fr *frame) { fr.s[d] = Val{B: fr.s[a].B & mk} }, nil
	}
	ops["llvm.inttoptr"] = func(c *fc, op *ir.Operation) (instr, error) {
		a, d, m := c.in(op, 0), c.out(op, 0), c.m
		return func(fr *frame) { fr.s[d] = m.ptrVal(fr.s[a].B) }, nil
	}
	ops["llvm.addrspacecast"] = func(c *fc, op *ir.Operation) (instr, error) {
		a, d := c.in(op, 0), c.out(op, 0)
		return func(fr *frame) { fr.s[d] = fr.s[a] }, nil
	}
	ops["llvm.mlir.addressof"] = func(c *fc, op *ir.Operation) (instr, error) {
		name, _ := op.InherentAttr("global_name").(*ir.SymbolRefAttr)
		if name == nil {
			return nil, unsupported(op)
		}
		g, ok := c.m.globals[name.Leaf()]
		if f := c.m.funcs[name.Leaf()]; !ok && f != nil {
			// A function's address: calls through it reach the function.
			c.setConst(op.Result(0), Val{R: f})
			return nil, nil
		}
		if !ok {
			return nil, opErr(op, "'llvm.mlir.addressof' of '@%s', which is not a global the interpreter knows", name.Leaf())
		}
		c.setConst(op.Result(0), g)
		return nil, nil
	}
	ops["llvm.intr.memcpy"] = compileMemcpy
	ops["llvm.intr.memmove"] = compileMemcpy
	ops["llvm.intr.memset"] = func(c *fc, op *ir.Operation) (instr, error) {
		d, v, n, m, loc := c.in(op, 0), c.in(op, 1), c.in(op, 2), c.m, op.Loc()
		return func(fr *frame) {
			s := fr.s
			if s[n].B == 0 {
				return
			}
			b := m.bytesAt(s[d], int(s[n].B), loc)
			for i := range b {
				b[i] = byte(s[v].B)
			}
		}, nil
	}
}

func compileAlloca(c *fc, op *ir.Operation) (instr, error) {
	ta, _ := op.InherentAttr("elem_type").(*ir.TypeAttr)
	if ta == nil {
		return nil, unsupported(op)
	}
	ti, err := c.ti(op, ta.Type)
	if err != nil {
		return nil, err
	}
	n, d, m, loc := c.in(op, 0), c.out(op, 0), c.m, op.Loc()
	return func(fr *frame) {
		a := m.alloc(int64(fr.s[n].B)*int64(ti.size), "stack", loc)
		fr.stack = append(fr.stack, a)
		fr.s[d] = Val{B: a.Base, R: a}
	}, nil
}

func compileLoad(c *fc, op *ir.Operation) (instr, error) {
	ti, err := c.ti(op, op.Result(0).Type())
	if err != nil {
		return nil, err
	}
	p, d, m, loc := c.in(op, 0), c.out(op, 0), c.m, op.Loc()
	if ti.class == cScalar && ti.kind != kPtr {
		if c.fused[op] {
			c.exprs[op.Result(0)] = func(fr *frame) uint64 { return loadBits(m.ptrBytes(fr.s[p], ti.size, loc)) }
			return nil, nil
		}
		return func(fr *frame) { fr.s[d].B = loadBits(m.ptrBytes(fr.s[p], ti.size, loc)) }, nil
	}
	return m.loadInstr(ti, d, loc, func(fr *frame) Val { return fr.s[p] }), nil
}

// ptrBytes is bytesAt with the common case inline.
func (m *Machine) ptrBytes(p Val, n int, loc Loc) []byte {
	if al, ok := p.R.(*Alloc); ok {
		if o := p.B - al.Base; o < uint64(len(al.Data)) && uint64(len(al.Data))-o >= uint64(n) {
			return al.Data[o : o+uint64(n)]
		}
	}
	return m.bytesAt(p, n, loc)
}

// loadInstr loads a value of type ti from the pointer addr returns.
func (m *Machine) loadInstr(ti *tinfo, d int, loc Loc, addr func(fr *frame) Val) instr {
	n := ti.size
	if ti.class == cScalar && ti.kind != kPtr {
		return func(fr *frame) {
			fr.s[d] = m.loadScalar(ti.kind, m.bytesAt(addr(fr), n, loc))
		}
	}
	return func(fr *frame) { fr.s[d] = m.load(ti, m.bytesAt(addr(fr), n, loc)) }
}

func compileStore(c *fc, op *ir.Operation) (instr, error) {
	ti, err := c.ti(op, op.Operand(0).Type())
	if err != nil {
		return nil, err
	}
	v, p, m, loc, n := c.in(op, 0), c.in(op, 1), c.m, op.Loc(), ti.size
	if ti.class == cScalar {
		if ev, fused := c.operand(op, 0); fused {
			return func(fr *frame) { x := ev(fr); storeScalar(m.ptrBytes(fr.s[p], n, loc), x) }, nil
		}
		return func(fr *frame) { storeScalar(m.ptrBytes(fr.s[p], n, loc), fr.s[v].B) }, nil
	}
	return func(fr *frame) { store(ti, m.bytesAt(fr.s[p], n, loc), fr.s[v]) }, nil
}

// gepIndex is one dynamic index of a GEP: its slot, width and scale.
type gepIndex struct {
	slot, width int
	scale       int64
}

func compileGEP(c *fc, op *ir.Operation) (instr, error) {
	raw, _ := op.InherentAttr("rawConstantIndices").(*ir.DenseArrayAttr)
	ta, _ := op.InherentAttr("elem_type").(*ir.TypeAttr)
	if raw == nil || ta == nil {
		return nil, unsupported(op)
	}
	t := ta.Type
	var konst int64
	var dyn []gepIndex
	next := 1
	for i := 0; i < raw.N; i++ {
		ti, err := c.ti(op, t)
		if err != nil {
			return nil, err
		}
		idx := raw.Int64At(i)
		isDyn := idx == -1<<31
		var elemT ir.Type
		scale := int64(ti.size)
		if i > 0 {
			switch tt := t.(type) {
			case *llvm.StructType:
				if isDyn {
					return nil, opErr(op, "'llvm.getelementptr': dynamic struct index")
				}
				konst += int64(ti.offsets[idx])
				t = tt.Body()[idx]
				continue
			case *llvm.ArrayType:
				elemT = tt.Elem
			case *ir.VectorType:
				elemT = tt.Elem
			default:
				return nil, opErr(op, "'llvm.getelementptr' into %s", typeText(t))
			}
			et, err := c.ti(op, elemT)
			if err != nil {
				return nil, err
			}
			scale = int64(et.size)
			t = elemT
		}
		if isDyn {
			v := op.Operand(next)
			next++
			w := ir.BitWidth(v.Type())
			if vt, ok := v.Type().(*ir.VectorType); ok {
				w = ir.BitWidth(vt.Elem)
			}
			dyn = append(dyn, gepIndex{c.slot(v), w, scale})
		} else {
			konst += idx * scale
		}
	}
	b, d := c.in(op, 0), c.out(op, 0)
	if _, ok := op.Result(0).Type().(*ir.VectorType); ok {
		return vectorGEP(c, op, konst, dyn), nil
	}
	switch {
	case len(dyn) == 0:
		return func(fr *frame) { p := fr.s[b]; fr.s[d] = Val{B: p.B + uint64(konst), R: p.R} }, nil
	case len(dyn) == 1 && dyn[0].width == 64 && konst == 0:
		x, sc := dyn[0].slot, uint64(dyn[0].scale)
		if ex, fused := c.operand(op, 1); fused {
			return func(fr *frame) { i := ex(fr); s := fr.s; p := s[b]; s[d] = Val{B: p.B + i*sc, R: p.R} }, nil
		}
		return func(fr *frame) { s := fr.s; p := s[b]; s[d] = Val{B: p.B + s[x].B*sc, R: p.R} }, nil
	}
	return func(fr *frame) {
		s := fr.s
		p := s[b]
		a := p.B + uint64(konst)
		for _, g := range dyn {
			a += uint64(sext(s[g.slot].B, g.width) * g.scale)
		}
		s[d] = Val{B: a, R: p.R}
	}, nil
}

func positions(op *ir.Operation) []int64 {
	p, _ := op.InherentAttr("position").(*ir.DenseArrayAttr)
	if p == nil {
		return nil
	}
	return p.Int64s()
}

func compileExtractValue(c *fc, op *ir.Operation) (instr, error) {
	pos := positions(op)
	a, d := c.in(op, 0), c.out(op, 0)
	if len(pos) == 1 {
		i := pos[0]
		return func(fr *frame) { fr.s[d] = fr.s[a].R.([]Val)[i] }, nil
	}
	return func(fr *frame) {
		v := fr.s[a]
		for _, i := range pos {
			v = v.R.([]Val)[i]
		}
		fr.s[d] = v
	}, nil
}

// insertAt returns agg with the element at path replaced by x (agg itself
// is left unchanged).
func insertAt(agg Val, path []int64, x Val) Val {
	old := agg.R.([]Val)
	fs := make([]Val, len(old))
	copy(fs, old)
	if len(path) == 1 {
		fs[path[0]] = x
	} else {
		fs[path[0]] = insertAt(fs[path[0]], path[1:], x)
	}
	return Val{R: fs}
}

func compileInsertValue(c *fc, op *ir.Operation) (instr, error) {
	pos := positions(op)
	a, x, d := c.in(op, 0), c.in(op, 1), c.out(op, 0)
	return func(fr *frame) { fr.s[d] = insertAt(fr.s[a], pos, fr.s[x]) }, nil
}

func compileExtractElement(c *fc, op *ir.Operation) (instr, error) {
	a, i, d, m, loc := c.in(op, 0), c.in(op, 1), c.out(op, 0), c.m, op.Loc()
	return func(fr *frame) {
		v := fr.s[a].R.([]uint64)
		k := fr.s[i].B
		if k >= uint64(len(v)) {
			m.fail(loc, fmt.Sprintf("vector index %d out of range", k))
		}
		fr.s[d] = m.elemVal(op.Result(0).Type(), v[k])
	}, nil
}

// elemVal makes a scalar value of type t from element bits (pointers get
// their allocation back).
func (m *Machine) elemVal(t ir.Type, b uint64) Val {
	if _, ok := t.(*llvm.PointerType); ok {
		return m.ptrVal(b)
	}
	return Val{B: b}
}

func compileInsertElement(c *fc, op *ir.Operation) (instr, error) {
	a, x, i, d, m, loc := c.in(op, 0), c.in(op, 1), c.in(op, 2), c.out(op, 0), c.m, op.Loc()
	return func(fr *frame) {
		old := fr.s[a].R.([]uint64)
		k := fr.s[i].B
		if k >= uint64(len(old)) {
			m.fail(loc, fmt.Sprintf("vector index %d out of range", k))
		}
		v := make([]uint64, len(old))
		copy(v, old)
		v[k] = fr.s[x].B
		fr.s[d] = Val{R: v}
	}, nil
}

func compileShuffle(c *fc, op *ir.Operation) (instr, error) {
	ma, _ := op.InherentAttr("mask").(*ir.DenseArrayAttr)
	if ma == nil {
		return nil, unsupported(op)
	}
	mk := ma.Int64s()
	a, b, d := c.in(op, 0), c.in(op, 1), c.out(op, 0)
	return func(fr *frame) {
		x, y := fr.s[a].R.([]uint64), fr.s[b].R.([]uint64)
		r := make([]uint64, len(mk))
		for i, k := range mk {
			switch {
			case k < 0:
			case int(k) < len(x):
				r[i] = x[k]
			default:
				r[i] = y[int(k)-len(x)]
			}
		}
		fr.s[d] = Val{R: r}
	}, nil
}

func compileMemcpy(c *fc, op *ir.Operation) (instr, error) {
	d, s, n, m, loc := c.in(op, 0), c.in(op, 1), c.in(op, 2), c.m, op.Loc()
	return func(fr *frame) {
		k := int(fr.s[n].B)
		if k == 0 {
			return
		}
		copy(m.bytesAt(fr.s[d], k, loc), m.bytesAt(fr.s[s], k, loc))
	}, nil
}

// allocGlobal gives a global its memory.
func (m *Machine) allocGlobal(g *ir.Operation) error {
	name := g.InherentAttr("sym_name").(*ir.StringAttr).Value
	var size int
	if g.Name() == "memref.global" {
		ta, _ := g.InherentAttr("type").(*ir.TypeAttr)
		mt, ok := ta.Type.(*ir.MemRefType)
		if !ok {
			return opErr(g, "'memref.global' of type %s", typeText(ta.Type))
		}
		et, err := m.typeInfo(mt.Elem)
		if err != nil {
			return opErr(g, "'memref.global': %v", err)
		}
		size = et.size * int(ir.NumElements(mt.Shape))
	} else {
		ta, _ := g.InherentAttr("global_type").(*ir.TypeAttr)
		ti, err := m.typeInfo(ta.Type)
		if err != nil {
			return opErr(g, "'llvm.mlir.global': %v", err)
		}
		size = ti.size
	}
	if size < 0 || size > MaxAlloc {
		return opErr(g, "global '@%s' of %d bytes exceeds the interpreter's allocation limit", name, size)
	}
	a := m.mem.alloc(int64(size), "global")
	m.globals[name] = Val{B: a.Base, R: a}
	return nil
}

// initGlobal writes a global's initial value.
func (m *Machine) initGlobal(g *ir.Operation) error {
	name := g.InherentAttr("sym_name").(*ir.StringAttr).Value
	p := m.globals[name]
	a := p.R.(*Alloc)
	var init ir.Attribute
	var ti *tinfo
	if g.Name() == "memref.global" {
		init = g.InherentAttr("initial_value")
	} else {
		init = g.InherentAttr("value")
		ta, _ := g.InherentAttr("global_type").(*ir.TypeAttr)
		ti, _ = m.typeInfo(ta.Type)
		if init == nil && g.NumRegions() > 0 && !g.Region(0).Empty() {
			return m.runInitializer(g, ti, a)
		}
	}
	switch v := init.(type) {
	case nil, *ir.UnitAttr:
	case *ir.StringAttr:
		copy(a.Data, v.Value)
	case *ir.DenseElementsAttr:
		eb := ir.ElementBytes(v.ElemType())
		n := int(v.NumElements())
		if ir.BitWidth(v.ElemType()) == 1 {
			eb = 1
		}
		for i := 0; i < n && (i+1)*eb <= len(a.Data); i++ {
			copy(a.Data[i*eb:(i+1)*eb], v.RawElement(int64(i)))
		}
	default:
		if ti == nil {
			return opErr(g, "unsupported initial value of '@%s'", name)
		}
		x, err := m.attrVal(init, ti)
		if err != nil {
			return opErr(g, "initial value of '@%s': %v", name, err)
		}
		store(ti, a.Data, x)
	}
	return nil
}

// runInitializer runs the initializer region of an LLVM global.
func (m *Machine) runInitializer(g *ir.Operation, ti *tinfo, a *Alloc) (err error) {
	f := &function{name: "global initializer", op: g}
	m.compileFunc(f)
	if f.err != nil {
		return f.err
	}
	defer func() {
		if r := recover(); r != nil {
			re, ok := r.(*RunError)
			if !ok {
				panic(r)
			}
			err = re
		}
	}()
	res := m.runFrame(f, m.newFrame(f), g.Loc())
	if len(res) == 1 {
		store(ti, a.Data, res[0])
	}
	return nil
}

// vectorGEP computes a vector of addresses lane by lane (the base and the
// indices may each be a scalar or a vector).
func vectorGEP(c *fc, op *ir.Operation, konst int64, dyn []gepIndex) instr {
	b, d := c.in(op, 0), c.out(op, 0)
	lanes := int(ir.NumElements(op.Result(0).Type().(*ir.VectorType).Shape))
	lane := func(v Val, i int) uint64 {
		if xs, ok := v.R.([]uint64); ok {
			return xs[i]
		}
		return v.B
	}
	return func(fr *frame) {
		r := make([]uint64, lanes)
		for i := range r {
			a := lane(fr.s[b], i) + uint64(konst)
			for _, g := range dyn {
				a += uint64(sext(lane(fr.s[g.slot], i), g.width) * g.scale)
			}
			r[i] = a
		}
		fr.s[d] = Val{R: r}
	}
}
