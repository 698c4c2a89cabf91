package irgen

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// This file holds the rest of the loop generator's ops: the scf ops besides
// for, if and while (index_switch, execute_region, parallel with reduce,
// forall), the affine memory ops besides load and store (prefetch, DMA,
// vector load and store), and the memref ops besides alloc, load, store,
// subview, dim and dealloc, with their optional clauses.

// global emits a module-level memref.global; the program's functions may
// read it with memref.get_global.
func (g *loopGen) global(b *bytes.Buffer, k int) {
	name := "@g" + strconv.Itoa(k)
	vis := pick(g.gen, []string{"", `"private" `, `"public" `})
	t := pick(g.gen, []string{"memref<2xf32>", "memref<4xi32>", "memref<f32>"})
	var init string
	switch g.intn(3) {
	case 0:
		init = " = uninitialized"
	case 1:
		vals := map[string]string{"memref<2xf32>": "dense<[1.500000e+00, 2.000000e+00]>", "memref<4xi32>": "dense<7>", "memref<f32>": "dense<0.000000e+00>"}
		init = " = " + vals[t]
	}
	constant := ""
	if init != "" && init != " = uninitialized" && g.chance(0.5) {
		constant = "constant "
	}
	align := ""
	if g.chance(0.3) {
		align = " {alignment = 64 : i64}"
	}
	fmt.Fprintf(b, "memref.global %s%s%s : %s%s%s\n", vis, constant, name, t, init, align)
	g.globals = append(g.globals, lval{ref: name, t: t})
}

// ofType returns a visible value of type t, or one defined by mk.
func (g *loopGen) ofType(s *lscope, t string, mk func() lval) lval {
	var cands []lval
	for _, v := range s.vis {
		if v.t == t {
			cands = append(cands, v)
		}
	}
	if len(cands) > 0 && g.chance(0.7) {
		return pick(g.gen, cands)
	}
	return mk()
}

// alloc allocates a memref of the static or dynamic type t.
func (g *loopGen) alloc(s *lscope, t string) lval {
	var sizes []string
	for i := strings.Count(t, "?"); i > 0; i-- {
		sizes = append(sizes, g.value(s, "index").ref)
	}
	return g.def(s, t, affNone, fmt.Sprintf("memref.alloc(%s) : %s", strings.Join(sizes, ", "), t))
}

// memrefOf returns a visible memref of type t, allocating one if none is.
func (g *loopGen) memrefOf(s *lscope, t string) lval {
	return g.ofType(s, t, func() lval { return g.alloc(s, t) })
}

// indices returns n index operands.
func (g *loopGen) indices(s *lscope, n int) string {
	var idx []string
	for i := 0; i < n; i++ {
		idx = append(idx, g.value(s, "index").ref)
	}
	return strings.Join(idx, ", ")
}

// access spells an affine access of a memref of the given rank: the
// subscript expressions applied to valid dimension and symbol operands.
func (g *loopGen) access(s *lscope, rank int) string {
	nd, ns := g.intn(3), g.intn(2)
	dims, syms := g.affineOperands(s, nd, ns)
	for i, sym := range syms {
		for _, d := range dims {
			if d.ref == sym.ref {
				syms[i] = g.constant(s, "index")
				break
			}
		}
	}
	var rs []string
	for i := 0; i < rank; i++ {
		rs = append(rs, g.affineExpr(nd, ns, 2, false))
	}
	return "[" + applied(rs, dims, syms) + "]"
}

// prefetchClauses spells the clauses of a prefetch: its kind, locality
// and cache.
func (g *loopGen) prefetchClauses() string {
	return fmt.Sprintf("%s, locality<%d>, %s", pick(g.gen, []string{"read", "write"}), g.intn(4), pick(g.gen, []string{"data", "instr"}))
}

// affineMemOp generates affine.prefetch, affine.dma_start and
// affine.dma_wait, or affine.vector_load and affine.vector_store.
func (g *loopGen) affineMemOp(s *lscope) {
	m := g.memref(s)
	rank, elem := memrefInfo(m.t)
	switch g.intn(4) {
	case 0:
		s.line(fmt.Sprintf("affine.prefetch %s%s, %s : %s", m.ref, g.access(s, rank), g.prefetchClauses(), m.t))
	case 1:
		dstT := fmt.Sprintf("memref<%s, %d>", strings.TrimSuffix(strings.TrimPrefix(m.t, "memref<"), ">"), g.intn(2)+1)
		dst := g.memrefOf(s, dstT)
		tag := g.memrefOf(s, "memref<1xi32>")
		n := g.value(s, "index")
		stride := ""
		if g.chance(0.3) {
			stride = fmt.Sprintf(", %s, %s", g.value(s, "index").ref, g.value(s, "index").ref)
		}
		s.line(fmt.Sprintf("affine.dma_start %s%s, %s%s, %s%s, %s%s : %s, %s, %s", m.ref, g.access(s, rank), dst.ref, g.access(s, rank),
			tag.ref, g.access(s, 1), n.ref, stride, m.t, dstT, tag.t))
		if g.chance(0.7) {
			s.line(fmt.Sprintf("affine.dma_wait %s%s, %s : %s", tag.ref, g.access(s, 1), n.ref, tag.t))
		}
	default:
		vt := fmt.Sprintf("vector<%d%s>", g.intn(4)+1, "x"+elem)
		if g.chance(0.5) {
			g.def(s, vt, affNone, fmt.Sprintf("affine.vector_load %s%s : %s, %s", m.ref, g.access(s, rank), m.t, vt))
			return
		}
		v := g.ofType(s, vt, func() lval {
			return g.def(s, vt, affNone, fmt.Sprintf("affine.vector_load %s%s : %s, %s", m.ref, g.access(s, rank), m.t, vt))
		})
		s.line(fmt.Sprintf("affine.vector_store %s, %s%s : %s, %s", v.ref, m.ref, g.access(s, rank), m.t, vt))
	}
}

// atomicKinds are the kinds of memref.atomic_rmw by element type.
var atomicKinds = map[string][]string{
	"f32": {"addf", "assign", "maximumf", "minimumf", "mulf"},
	"i32": {"addi", "assign", "maxs", "maxu", "mins", "minu", "muli", "ori", "andi"},
}

// memrefMore generates one of the other memref ops.
func (g *loopGen) memrefMore(s *lscope) {
	switch g.intn(17) {
	case 0:
		m := g.memrefOf(s, "memref<8xf32>")
		if g.chance(0.5) {
			g.def(s, "memref<16xf32>", affNone, fmt.Sprintf("memref.realloc %s : memref<8xf32> to memref<16xf32>", m.ref))
		} else {
			g.def(s, "memref<?xf32>", affNone, fmt.Sprintf("memref.realloc %s(%s) {alignment = 8 : i64} : memref<8xf32> to memref<?xf32>", m.ref, g.value(s, "index").ref))
		}
	case 1:
		m := g.memref(s)
		g.def(s, m.t, affNone, fmt.Sprintf("memref.assume_alignment %s, %d : %s", m.ref, 1<<g.intn(6), m.t))
	case 2:
		m := g.memref(s)
		rank, elem := memrefInfo(m.t)
		g.def(s, elem, affNone, fmt.Sprintf("memref.atomic_rmw %s %s, %s[%s] : (%s, %s) -> %s",
			pick(g.gen, atomicKinds[elem]), g.value(s, elem).ref, m.ref, g.indices(s, rank), elem, m.t, elem))
	case 3:
		m := g.memref(s)
		rank, elem := memrefInfo(m.t)
		v := g.value(s, elem)
		cur := g.fresh()
		op := map[string]string{"f32": "arith.addf", "i32": "arith.addi"}[elem]
		g.def(s, elem, affNone, fmt.Sprintf("memref.generic_atomic_rmw %s[%s] : %s {", m.ref, g.indices(s, rank), m.t))
		c := s.child()
		c.line(fmt.Sprintf("^bb0(%s: %s):", cur, elem))
		n := g.fresh()
		c.line(fmt.Sprintf("%s = %s %s, %s : %s", n, op, cur, v.ref, elem))
		c.line(fmt.Sprintf("memref.atomic_yield %s : %s", n, elem))
		s.line("}")
	case 4:
		casts := [][2]string{{"memref<8xf32>", "memref<?xf32>"}, {"memref<?xf32>", "memref<8xf32>"}, {"memref<8x8xf32>", "memref<?x8xf32>"}, {"memref<8xf32>", "memref<*xf32>"}}
		c := pick(g.gen, casts)
		m := g.memrefOf(s, c[0])
		g.def(s, c[1], affNone, fmt.Sprintf("memref.cast %s : %s to %s", m.ref, c[0], c[1]))
	case 5:
		m := g.memrefOf(s, "memref<8xf32>")
		g.def(s, "memref<8xf32, 1>", affNone, fmt.Sprintf("memref.memory_space_cast %s : memref<8xf32> to memref<8xf32, 1>", m.ref))
	case 6:
		if g.chance(0.5) {
			m := g.memrefOf(s, "memref<8x8xf32>")
			g.def(s, "memref<64xf32>", affNone, fmt.Sprintf("memref.collapse_shape %s [[0, 1]] : memref<8x8xf32> into memref<64xf32>", m.ref))
		} else {
			m := g.memrefOf(s, "memref<4x?xi32>")
			g.def(s, "memref<?xi32>", affNone, fmt.Sprintf("memref.collapse_shape %s [[0, 1]] : memref<4x?xi32> into memref<?xi32>", m.ref))
		}
	case 7:
		if g.chance(0.5) {
			m := g.memrefOf(s, "memref<8xf32>")
			g.def(s, "memref<2x4xf32>", affNone, fmt.Sprintf("memref.expand_shape %s [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>", m.ref))
		} else {
			m := g.memrefOf(s, "memref<?xf32>")
			g.def(s, "memref<?x4xf32>", affNone, fmt.Sprintf("memref.expand_shape %s [[0, 1]] output_shape [%s, 4] : memref<?xf32> into memref<?x4xf32>", m.ref, g.value(s, "index").ref))
		}
	case 8:
		m := g.memrefOf(s, "memref<8xf32>")
		if g.chance(0.5) {
			g.def(s, "memref<4x2xf32>", affNone, fmt.Sprintf("memref.reinterpret_cast %s to offset: [0], sizes: [4, 2], strides: [2, 1] : memref<8xf32> to memref<4x2xf32>", m.ref))
		} else {
			t := "memref<?x2xf32, strided<[?, 1], offset: ?>>"
			g.def(s, t, affNone, fmt.Sprintf("memref.reinterpret_cast %s to offset: [%s], sizes: [%s, 2], strides: [%s, 1] : memref<8xf32> to %s",
				m.ref, g.value(s, "index").ref, g.value(s, "index").ref, g.value(s, "index").ref, t))
		}
	case 9:
		buf := g.memrefOf(s, "memref<64xi8>")
		if g.chance(0.5) {
			g.def(s, "memref<4x4xf32>", affNone, fmt.Sprintf("memref.view %s[%s][] : memref<64xi8> to memref<4x4xf32>", buf.ref, g.value(s, "index").ref))
		} else {
			g.def(s, "memref<?x4xf32>", affNone, fmt.Sprintf("memref.view %s[%s][%s] : memref<64xi8> to memref<?x4xf32>", buf.ref, g.value(s, "index").ref, g.value(s, "index").ref))
		}
	case 10:
		m := g.memrefOf(s, "memref<8x8xf32>")
		g.def(s, "memref<8x8xf32, strided<[1, 8]>>", affNone, fmt.Sprintf("memref.transpose %s (d0, d1) -> (d1, d0) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>", m.ref))
	case 11:
		m := g.memref(s)
		dst := g.memrefOf(s, m.t)
		s.line(fmt.Sprintf("memref.copy %s, %s : %s to %s", m.ref, dst.ref, m.t, m.t))
	case 12:
		m := g.memref(s)
		rank, _ := memrefInfo(m.t)
		if g.chance(0.5) {
			g.def(s, "index", affNone, fmt.Sprintf("memref.rank %s : %s", m.ref, m.t))
		} else {
			s.line(fmt.Sprintf("memref.prefetch %s[%s], %s : %s", m.ref, g.indices(s, rank), g.prefetchClauses(), m.t))
		}
	case 13:
		m := g.memrefOf(s, "memref<8xf32>")
		dst := g.memrefOf(s, "memref<8xf32, 1>")
		tag := g.memrefOf(s, "memref<1xi32>")
		n := g.value(s, "index")
		stride := ""
		if g.chance(0.3) {
			stride = fmt.Sprintf(", %s, %s", g.value(s, "index").ref, g.value(s, "index").ref)
		}
		s.line(fmt.Sprintf("memref.dma_start %s[%s], %s[%s], %s, %s[%s]%s : memref<8xf32>, memref<8xf32, 1>, memref<1xi32>",
			m.ref, g.indices(s, 1), dst.ref, g.indices(s, 1), n.ref, tag.ref, g.indices(s, 1), stride))
		s.line(fmt.Sprintf("memref.dma_wait %s[%s], %s : memref<1xi32>", tag.ref, g.indices(s, 1), n.ref))
	case 14:
		m := g.memref(s)
		rank, elem := memrefInfo(m.t)
		if g.chance(0.5) {
			g.def(s, "index", affNone, fmt.Sprintf("memref.extract_aligned_pointer_as_index %s : %s -> index", m.ref, m.t))
			return
		}
		name := g.fresh()
		types := []string{"memref<" + elem + ">"}
		for i := 0; i < 1+2*rank; i++ {
			types = append(types, "index")
		}
		s.line(fmt.Sprintf("%s:%d = memref.extract_strided_metadata %s : %s -> %s", name, len(types), m.ref, m.t, strings.Join(types, ", ")))
		for i := 1; i < len(types); i++ {
			s.vis = append(s.vis, lval{ref: fmt.Sprintf("%s#%d", name, i), t: "index"})
		}
	case 15:
		m := g.memref(s)
		rank, elem := memrefInfo(m.t)
		if g.chance(0.5) {
			g.def(s, elem, affNone, fmt.Sprintf("memref.load %s[%s] {nontemporal = true} : %s", m.ref, g.indices(s, rank), m.t))
		} else {
			s.line(fmt.Sprintf("memref.store %s, %s[%s] {nontemporal = false} : %s", g.value(s, elem).ref, m.ref, g.indices(s, rank), m.t))
		}
	default:
		switch {
		case len(g.globals) > 0 && g.chance(0.5):
			gl := pick(g.gen, g.globals)
			g.def(s, gl.t, affNone, fmt.Sprintf("memref.get_global %s : %s", gl.ref, gl.t))
		case g.chance(0.5):
			t := "memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>"
			g.def(s, t, affNone, fmt.Sprintf("memref.alloc(%s)[%s] {alignment = 32 : i64} : %s", g.value(s, "index").ref, g.value(s, "index").ref, t))
		default:
			m := g.memrefOf(s, "memref<8xf32>")
			shape := g.ofType(s, "memref<2xindex>", func() lval { return g.def(s, "memref<2xindex>", affNone, "memref.alloca() : memref<2xindex>") })
			g.def(s, "memref<?x?xf32>", affNone, fmt.Sprintf("memref.reshape %s(%s) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>", m.ref, shape.ref))
		}
	}
}

// caseValues returns n distinct case values of scf.index_switch.
func (g *loopGen) caseValues(n int) []int {
	var out []int
	seen := map[int]bool{}
	for len(out) < n {
		v := g.intn(10) - 2
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// resultTypeList returns up to two scalar result types.
func (g *loopGen) resultTypeList() []string {
	var types []string
	for i := g.intn(3); i > 0; i-- {
		types = append(types, pick(g.gen, loopScalarTypes))
	}
	return types
}

// arrowTypes spells " -> (t1, t2)" or nothing.
func arrowTypes(types []string, parens bool) string {
	switch {
	case len(types) == 0:
		return ""
	case len(types) == 1 && !parens:
		return " -> " + types[0]
	}
	return " -> (" + strings.Join(types, ", ") + ")"
}

// scfIndexSwitch generates scf.index_switch with its cases and default.
func (g *loopGen) scfIndexSwitch(s *lscope) {
	types := g.resultTypeList()
	prefix, res := g.results(types)
	arrow := ""
	if len(types) > 0 {
		arrow = " -> " + strings.Join(types, ", ")
	}
	s.line(fmt.Sprintf("%sscf.index_switch %s%s", prefix, g.value(s, "index").ref, arrow))
	for _, v := range g.caseValues(g.intn(3)) {
		s.line(fmt.Sprintf("case %d {", v))
		g.yieldingRegion(s, types, "scf.yield")
		s.line("}")
	}
	s.line("default {")
	g.yieldingRegion(s, types, "scf.yield")
	s.line("}")
	s.vis = append(s.vis, res...)
}

// yieldingRegion generates a region whose terminator is always spelled.
func (g *loopGen) yieldingRegion(s *lscope, types []string, yield string) {
	c := s.child()
	ys := g.body(c, types)
	c.line(yield + operandsAndTypes(ys, " "))
}

// scfExecuteRegion generates scf.execute_region, of one block or of two
// joined by a cf.br, optionally no_inline.
func (g *loopGen) scfExecuteRegion(s *lscope) {
	types := g.resultTypeList()
	prefix, res := g.results(types)
	attr := ""
	if g.chance(0.3) {
		attr = " no_inline"
	}
	s.line(fmt.Sprintf("%sscf.execute_region%s%s {", prefix, arrowTypes(types, false), attr))
	c := s.child()
	if g.chance(0.4) {
		for i := g.intn(g.cfg.Ops) + 1; i > 0; i-- {
			g.stmt(c)
		}
		c.line("cf.br ^bb1")
		c = s.child()
		s.line("^bb1:")
	}
	ys := g.body(c, types)
	c.line("scf.yield" + operandsAndTypes(ys, " "))
	s.line("}")
	s.vis = append(s.vis, res...)
}

// reduceOps are the combiners of scf.reduce regions by type.
var reduceOps = map[string][]string{
	"f32":   {"arith.addf", "arith.mulf", "arith.maximumf"},
	"i32":   {"arith.addi", "arith.muli", "arith.maxsi"},
	"index": {"arith.addi", "arith.minsi"},
}

// scfParallel generates scf.parallel with optional reductions.
func (g *loopGen) scfParallel(s *lscope) {
	n := g.intn(2) + 1
	c := s.child()
	var ivs, lbs, ubs, steps []string
	for i := 0; i < n; i++ {
		iv := lval{ref: g.fresh(), t: "index"}
		ivs = append(ivs, iv.ref)
		c.vis = append(c.vis, iv)
		lbs = append(lbs, g.value(s, "index").ref)
		ubs = append(ubs, g.value(s, "index").ref)
		steps = append(steps, g.def(s, "index", affSym, fmt.Sprintf("arith.constant %d : index", g.intn(3)+1)).ref)
	}
	inits := g.carried(s)
	types := typesOf(inits)
	prefix, res := g.results(types)
	head := fmt.Sprintf("%sscf.parallel (%s) = (%s) to (%s) step (%s)", prefix, strings.Join(ivs, ", "), strings.Join(lbs, ", "), strings.Join(ubs, ", "), strings.Join(steps, ", "))
	if len(inits) > 0 {
		var rs []string
		for _, in := range inits {
			rs = append(rs, in.ref)
		}
		head += " init (" + strings.Join(rs, ", ") + ")" + arrowTypes(types, false)
	}
	s.line(head + " {")
	ys := g.body(c, types)
	if len(ys) == 0 {
		if g.chance(0.5) {
			c.line("scf.reduce")
		}
		s.line("}")
		return
	}
	c.line("scf.reduce(" + operandsAndTypes(ys, "") + ") {")
	for i, t := range types {
		if i > 0 {
			c.line("}, {")
		}
		l, r, o := g.fresh(), g.fresh(), g.fresh()
		c.line(fmt.Sprintf("^bb0(%s: %s, %s: %s):", l, t, r, t))
		c.line(fmt.Sprintf("  %s = %s %s, %s : %s", o, pick(g.gen, reduceOps[t]), l, r, t))
		c.line(fmt.Sprintf("  scf.reduce.return %s : %s", o, t))
	}
	c.line("}")
	s.line("}")
	s.vis = append(s.vis, res...)
}

// scfForall generates scf.forall over upper bounds or over lower and upper
// bounds and steps, mixing constants and values.
func (g *loopGen) scfForall(s *lscope) {
	n := g.intn(2) + 1
	c := s.child()
	bound := func() string {
		if g.chance(0.5) {
			return strconv.Itoa(g.intn(8) + 1)
		}
		return g.value(s, "index").ref
	}
	var ivs, lbs, ubs, steps []string
	for i := 0; i < n; i++ {
		iv := lval{ref: g.fresh(), t: "index"}
		ivs = append(ivs, iv.ref)
		c.vis = append(c.vis, iv)
		lbs, ubs, steps = append(lbs, bound()), append(ubs, bound()), append(steps, bound())
	}
	head := fmt.Sprintf("scf.forall (%s) in (%s)", strings.Join(ivs, ", "), strings.Join(ubs, ", "))
	if g.chance(0.5) {
		head = fmt.Sprintf("scf.forall (%s) = (%s) to (%s) step (%s)", strings.Join(ivs, ", "), strings.Join(lbs, ", "), strings.Join(ubs, ", "), strings.Join(steps, ", "))
	}
	s.line(head + " {")
	g.body(c, nil)
	s.line("}")
}

// allocaScope generates memref.alloca_scope, with results or without.
func (g *loopGen) allocaScope(s *lscope) {
	types := g.resultTypeList()
	prefix, res := g.results(types)
	s.line(fmt.Sprintf("%smemref.alloca_scope%s {", prefix, arrowTypes(types, true)))
	c := s.child()
	ys := g.body(c, types)
	if len(ys) > 0 || g.chance(0.3) {
		c.line("memref.alloca_scope.return" + operandsAndTypes(ys, " "))
	}
	s.line("}")
	s.vis = append(s.vis, res...)
}
