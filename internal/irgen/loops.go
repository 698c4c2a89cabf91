package irgen

import (
	"bytes"
	"fmt"
	"math/rand"
	"strconv"
	"strings"
)

// LoopConfig bounds the size of a program of structured control flow (see
// GenerateLoops). Zero fields take the value of DefaultLoopConfig.
type LoopConfig struct {
	Funcs int // functions
	Ops   int // operations per region (besides constants)
	Depth int // nesting depth of regions
	// Basic keeps to the first ops of the generator (scf.for, if and
	// while, the affine loops and conditionals, apply/min/max, the index
	// ops, affine.load/store and memref.alloc/alloca/load/store/subview/
	// dim/dealloc), whose lowering to the LLVM dialect is checked.
	Basic bool
}

// DefaultLoopConfig is a configuration for programs of a few functions of a
// few dozen operations.
func DefaultLoopConfig() LoopConfig { return LoopConfig{Funcs: 3, Ops: 6, Depth: 3} }

// GenerateLoops returns a random program of the scf, affine and memref
// dialects (with arith and func) in the custom form: scf.for, scf.if and
// scf.while with loop-carried values and yields; affine.for, affine.if,
// affine.parallel, affine.apply, affine.min and affine.max with random
// maps and integer sets, affine.load and affine.store,
// affine.delinearize_index and affine.linearize_index; memref.alloc,
// alloca, load, store, subview, dim and dealloc. The operands of affine
// maps follow the affine scope rules (symbols defined at the top of the
// function or constants, dimensions also affine loop variables), so that
// nearly every program verifies.
func GenerateLoops(r *rand.Rand, cfg LoopConfig) []byte {
	d := DefaultLoopConfig()
	if cfg.Funcs <= 0 {
		cfg.Funcs = d.Funcs
	}
	if cfg.Ops <= 0 {
		cfg.Ops = d.Ops
	}
	if cfg.Depth <= 0 {
		cfg.Depth = d.Depth
	}
	lg := &loopGen{gen: newGen(r, DefaultConfig()), cfg: cfg}
	var b bytes.Buffer
	if !cfg.Basic {
		for i := lg.intn(3); i > 0; i-- {
			lg.global(&b, len(lg.globals))
		}
	}
	for i := 0; i < cfg.Funcs; i++ {
		lg.function(&b, i)
	}
	return b.Bytes()
}

// Value kinds for the affine scope rules.
const (
	affNone = iota // not usable in affine maps
	affDim         // a valid dimension only (affine loop variables)
	affSym         // a valid symbol (and dimension)
)

// lval is an SSA value of a generated loop program.
type lval struct {
	ref string
	t   string // its type
	aff int    // affine validity of an index value
}

// loopGen generates one program.
type loopGen struct {
	*gen
	cfg     LoopConfig
	next    int
	globals []lval // the memref.global symbols
}

// lscope is the code of one region being generated: its text, its
// indentation and the values visible in it.
type lscope struct {
	b      *bytes.Buffer
	indent string
	vis    []lval
	depth  int
	top    bool // the function body (the affine scope's top level)
}

// loopMemrefTypes are the memref types of the programs.
var loopMemrefTypes = []string{"memref<8xf32>", "memref<8x8xf32>", "memref<?xf32>", "memref<4x?xi32>"}

// loopScalarTypes are the scalar types loops carry.
var loopScalarTypes = []string{"index", "i32", "f32"}

func (g *loopGen) fresh() string {
	g.next++
	return "%v" + strconv.Itoa(g.next)
}

func (g *loopGen) function(b *bytes.Buffer, k int) {
	s := &lscope{b: &bytes.Buffer{}, indent: "  ", top: true}
	var params []string
	for i, t := range []string{"index", "index", "i32", "f32", pick(g.gen, loopMemrefTypes), pick(g.gen, loopMemrefTypes)} {
		v := lval{ref: "%arg" + strconv.Itoa(i), t: t}
		if t == "index" {
			v.aff = affSym
		}
		s.vis = append(s.vis, v)
		params = append(params, v.ref+": "+t)
	}
	for i := g.intn(g.cfg.Ops) + 2; i > 0; i-- {
		g.stmt(s)
	}
	var rets []lval
	for i := g.intn(3); i > 0; i-- {
		rets = append(rets, g.value(s, pick(g.gen, loopScalarTypes)))
	}
	s.line("return" + operandsAndTypes(rets, " "))
	fmt.Fprintf(b, "func.func @f%d(%s)%s {\n", k, strings.Join(params, ", "), resultTypes(rets))
	b.Write(s.b.Bytes())
	b.WriteString("}\n")
}

// operandsAndTypes spells "%a, %b : t1, t2" after sep, or nothing.
func operandsAndTypes(vs []lval, sep string) string {
	if len(vs) == 0 {
		return ""
	}
	var refs, ts []string
	for _, v := range vs {
		refs = append(refs, v.ref)
		ts = append(ts, v.t)
	}
	return sep + strings.Join(refs, ", ") + " : " + strings.Join(ts, ", ")
}

// resultTypes spells a function's result list.
func resultTypes(vs []lval) string {
	if len(vs) == 0 {
		return ""
	}
	var ts []string
	for _, v := range vs {
		ts = append(ts, v.t)
	}
	return " -> (" + strings.Join(ts, ", ") + ")"
}

func (s *lscope) line(text string) {
	s.b.WriteString(s.indent + text + "\n")
}

// child returns the scope of a region nested in s.
func (s *lscope) child() *lscope {
	return &lscope{b: s.b, indent: s.indent + "  ", vis: append([]lval(nil), s.vis...), depth: s.depth + 1}
}

// def defines a new value of type t by text ("%v = text") and makes it
// visible.
func (g *loopGen) def(s *lscope, t string, aff int, text string) lval {
	v := lval{ref: g.fresh(), t: t, aff: aff}
	s.line(v.ref + " = " + text)
	s.vis = append(s.vis, v)
	return v
}

// value returns a visible value of type t, or a new constant.
func (g *loopGen) value(s *lscope, t string) lval {
	var cands []lval
	for _, v := range s.vis {
		if v.t == t {
			cands = append(cands, v)
		}
	}
	if len(cands) > 0 && g.chance(0.8) {
		return pick(g.gen, cands)
	}
	return g.constant(s, t)
}

func (g *loopGen) constant(s *lscope, t string) lval {
	switch t {
	case "index":
		return g.def(s, t, affSym, fmt.Sprintf("arith.constant %d : index", g.intn(12)-2))
	case "i32":
		return g.def(s, t, affNone, fmt.Sprintf("arith.constant %d : i32", g.intn(100)-20))
	case "i1":
		return g.def(s, t, affNone, pick(g.gen, []string{"arith.constant true", "arith.constant false"}))
	}
	return g.def(s, t, affNone, fmt.Sprintf("arith.constant %d.%d : f32", g.intn(10), g.intn(10)))
}

// affineOperands returns nd dimension and ns symbol operands valid for an
// affine map in s; ok is false when s has none to offer.
func (g *loopGen) affineOperands(s *lscope, nd, ns int) (dims, syms []lval) {
	var dimC, symC []lval
	for _, v := range s.vis {
		if v.t != "index" {
			continue
		}
		if v.aff >= affDim {
			dimC = append(dimC, v)
		}
		if v.aff == affSym {
			symC = append(symC, v)
		}
	}
	for i := 0; i < nd; i++ {
		if len(dimC) == 0 {
			dimC = append(dimC, g.constant(s, "index"))
		}
		dims = append(dims, pick(g.gen, dimC))
	}
	for i := 0; i < ns; i++ {
		if len(symC) == 0 {
			symC = append(symC, g.constant(s, "index"))
		}
		syms = append(syms, pick(g.gen, symC))
	}
	return dims, syms
}

// mapUse spells a map's dimension and symbol operands: "(%a, %b)[%c]".
func mapUse(dims, syms []lval) string {
	ref := func(vs []lval) string {
		var rs []string
		for _, v := range vs {
			rs = append(rs, v.ref)
		}
		return strings.Join(rs, ", ")
	}
	out := "(" + ref(dims) + ")"
	if len(syms) > 0 {
		out += "[" + ref(syms) + "]"
	}
	return out
}

// affineMap returns a map of n results (at least one) over nd dims and ns
// symbols.
func (g *loopGen) affineMap(nd, ns, n int) string {
	var rs []string
	for i := 0; i < n; i++ {
		rs = append(rs, g.affineExpr(nd, ns, 2, false))
	}
	return "affine_map<" + dimList(nd, ns) + " -> (" + strings.Join(rs, ", ") + ")>"
}

// resultAff is the affine validity of the result of an affine.apply, min
// or max of the given operands.
func resultAff(dims, syms []lval) int {
	for _, d := range dims {
		if d.aff != affSym {
			return affDim
		}
	}
	return affSym
}

// stmt generates one operation (possibly with regions) in s.
func (g *loopGen) stmt(s *lscope) {
	nested := s.depth < g.cfg.Depth
	n := 28
	if g.cfg.Basic {
		n = 20
	}
	switch k := g.intn(n); {
	case k < 4:
		g.arith(s)
	case k < 6:
		g.affineIndex(s)
	case k < 8:
		g.memrefOp(s)
	case k < 10:
		g.affineAccess(s)
	case k < 12 && nested:
		g.scfFor(s)
	case k < 14 && nested:
		g.affineFor(s)
	case k < 15 && nested:
		g.scfIf(s)
	case k < 16 && nested:
		g.affineIf(s)
	case k < 17 && nested:
		g.scfWhile(s)
	case k < 18 && nested:
		g.affineParallel(s)
	case k < 20:
		g.arith(s)
	case k < 21:
		g.affineMemOp(s)
	case k < 23:
		g.memrefMore(s)
	case k < 24 && nested:
		g.scfIndexSwitch(s)
	case k < 25 && nested:
		g.scfExecuteRegion(s)
	case k < 26 && nested:
		g.scfParallel(s)
	case k < 27 && nested:
		g.scfForall(s)
	case k < 28 && nested:
		g.allocaScope(s)
	default:
		g.arith(s)
	}
}

func (g *loopGen) arith(s *lscope) {
	switch g.intn(6) {
	case 0, 1:
		t := pick(g.gen, []string{"index", "i32"})
		op := pick(g.gen, []string{"addi", "subi", "muli", "maxsi", "minsi", "remsi"})
		a, b := g.value(s, t), g.value(s, t)
		aff := affNone
		if s.top && t == "index" && a.aff == affSym && b.aff == affSym {
			aff = affSym
		}
		g.def(s, t, aff, fmt.Sprintf("arith.%s %s, %s : %s", op, a.ref, b.ref, t))
	case 2:
		op := pick(g.gen, []string{"addf", "mulf", "subf", "maximumf"})
		g.def(s, "f32", affNone, fmt.Sprintf("arith.%s %s, %s : f32", op, g.value(s, "f32").ref, g.value(s, "f32").ref))
	case 3:
		t := pick(g.gen, []string{"index", "i32"})
		pred := pick(g.gen, []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult"})
		g.def(s, "i1", affNone, fmt.Sprintf("arith.cmpi %s, %s, %s : %s", pred, g.value(s, t).ref, g.value(s, t).ref, t))
	case 4:
		if g.chance(0.5) {
			g.def(s, "i32", affNone, fmt.Sprintf("arith.index_cast %s : index to i32", g.value(s, "index").ref))
		} else {
			aff := affNone
			if s.top {
				aff = affSym
			}
			g.def(s, "index", aff, fmt.Sprintf("arith.index_cast %s : i32 to index", g.value(s, "i32").ref))
		}
	default:
		g.constant(s, pick(g.gen, []string{"index", "i32", "f32", "i1"}))
	}
}

// affineIndex generates affine.apply, affine.min or affine.max.
func (g *loopGen) affineIndex(s *lscope) {
	nd, ns := g.intn(3), g.intn(3)
	dims, syms := g.affineOperands(s, nd, ns)
	aff := resultAff(dims, syms)
	switch g.intn(4) {
	case 0:
		g.def(s, "index", aff, fmt.Sprintf("affine.apply %s%s", g.affineMap(nd, ns, 1), mapUse(dims, syms)))
	case 1:
		// affine.delinearize_index and affine.linearize_index.
		x, n := g.value(s, "index"), g.value(s, "index")
		if g.chance(0.5) {
			name := g.fresh()
			s.line(fmt.Sprintf("%s:3 = affine.delinearize_index %s into (%s, %d, %d) : index, index, index", name, x.ref, n.ref, g.intn(5)+1, g.intn(5)+1))
			for i := 0; i < 3; i++ {
				s.vis = append(s.vis, lval{ref: fmt.Sprintf("%s#%d", name, i), t: "index"})
			}
		} else {
			y := g.value(s, "index")
			g.def(s, "index", affNone, fmt.Sprintf("affine.linearize_index %s[%s, %s] by (%d, %s) : index",
				pick(g.gen, []string{"", "disjoint "}), x.ref, y.ref, g.intn(5)+1, n.ref))
		}
	default:
		// Only top-level min and max results are valid symbols.
		aff = affNone
		if s.top {
			aff = affSym
		}
		op := pick(g.gen, []string{"affine.min", "affine.max"})
		g.def(s, "index", aff, fmt.Sprintf("%s %s%s", op, g.affineMap(nd, ns, g.intn(3)+1), mapUse(dims, syms)))
	}
}

// memref returns a visible memref value, allocating one if none is.
func (g *loopGen) memref(s *lscope) lval {
	var cands []lval
	for _, v := range s.vis {
		if isLoopMemref(v.t) {
			cands = append(cands, v)
		}
	}
	if len(cands) > 0 && g.chance(0.8) {
		return pick(g.gen, cands)
	}
	t := pick(g.gen, loopMemrefTypes)
	var sizes []string
	for i := strings.Count(t, "?"); i > 0; i-- {
		sizes = append(sizes, g.value(s, "index").ref)
	}
	return g.def(s, t, affNone, fmt.Sprintf("memref.%s(%s) : %s", pick(g.gen, []string{"alloc", "alloca"}), strings.Join(sizes, ", "), t))
}

// isLoopMemref reports whether t is one of loopMemrefTypes.
func isLoopMemref(t string) bool {
	for _, m := range loopMemrefTypes {
		if t == m {
			return true
		}
	}
	return false
}

// memrefInfo returns a memref type's rank and element type.
func memrefInfo(t string) (rank int, elem string) {
	body := strings.TrimSuffix(strings.TrimPrefix(t, "memref<"), ">")
	parts := strings.Split(body, "x")
	return len(parts) - 1, parts[len(parts)-1]
}

func (g *loopGen) memrefOp(s *lscope) {
	m := g.memref(s)
	rank, elem := memrefInfo(m.t)
	var idx []string
	for i := 0; i < rank; i++ {
		idx = append(idx, g.value(s, "index").ref)
	}
	dim := func() {
		c := g.def(s, "index", affSym, fmt.Sprintf("arith.constant %d : index", g.intn(rank)))
		aff := affNone
		if s.top {
			aff = affSym
		}
		g.def(s, "index", aff, fmt.Sprintf("memref.dim %s, %s : %s", m.ref, c.ref, m.t))
	}
	switch g.intn(6) {
	case 0, 1:
		g.def(s, elem, affNone, fmt.Sprintf("memref.load %s[%s] : %s", m.ref, strings.Join(idx, ", "), m.t))
	case 2:
		s.line(fmt.Sprintf("memref.store %s, %s[%s] : %s", g.value(s, elem).ref, m.ref, strings.Join(idx, ", "), m.t))
	case 3:
		dim()
	case 4:
		s.line(fmt.Sprintf("memref.dealloc %s : %s", m.ref, m.t))
	default:
		if m.t != "memref<8x8xf32>" {
			dim()
			return
		}
		off, sz := g.value(s, "index"), g.value(s, "index")
		g.def(s, "memref<2x?xf32, strided<[8, 1], offset: ?>>", affNone,
			fmt.Sprintf("memref.subview %s[%s, 1] [2, %s] [1, 1] : memref<8x8xf32> to memref<2x?xf32, strided<[8, 1], offset: ?>>", m.ref, off.ref, sz.ref))
	}
}

// affineAccess generates affine.load or affine.store.
func (g *loopGen) affineAccess(s *lscope) {
	m := g.memref(s)
	rank, elem := memrefInfo(m.t)
	nd, ns := g.intn(3), g.intn(2)
	dims, syms := g.affineOperands(s, nd, ns)
	// In the custom form, a value used as a dimension cannot also be a
	// symbol.
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
	// The custom form spells the map applied to its operands.
	access := m.ref + "[" + applied(rs, dims, syms) + "]"
	if g.chance(0.5) {
		g.def(s, elem, affNone, fmt.Sprintf("affine.load %s : %s", access, m.t))
	} else {
		s.line(fmt.Sprintf("affine.store %s, %s : %s", g.value(s, elem).ref, access, m.t))
	}
}

// applied substitutes the operands for d<i> and s<i> in the expressions.
func applied(exprs []string, dims, syms []lval) string {
	out := make([]string, len(exprs))
	for i, e := range exprs {
		var b strings.Builder
		for k := 0; k < len(e); k++ {
			c := e[k]
			if (c == 'd' || c == 's') && k+1 < len(e) && e[k+1] >= '0' && e[k+1] <= '9' && (k == 0 || !isIdentChar(e[k-1])) {
				j := k + 1
				for j < len(e) && e[j] >= '0' && e[j] <= '9' {
					j++
				}
				n, _ := strconv.Atoi(e[k+1 : j])
				if c == 'd' {
					b.WriteString(dims[n].ref)
				} else {
					b.WriteString("symbol(" + syms[n].ref + ")")
				}
				k = j - 1
				continue
			}
			b.WriteByte(c)
		}
		out[i] = b.String()
	}
	return strings.Join(out, ", ")
}

func isIdentChar(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// carried chooses loop-carried values: inits and their types.
func (g *loopGen) carried(s *lscope) []lval {
	var out []lval
	for i := g.intn(3); i > 0; i-- {
		out = append(out, g.value(s, pick(g.gen, loopScalarTypes)))
	}
	return out
}

// body generates the operations of a region in c and the values it
// yields for types.
func (g *loopGen) body(c *lscope, types []string) []lval {
	for i := g.intn(g.cfg.Ops) + 1; i > 0; i-- {
		g.stmt(c)
	}
	ys := make([]lval, len(types))
	for i, t := range types {
		ys[i] = g.value(c, t)
	}
	return ys
}

func typesOf(vs []lval) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = v.t
	}
	return out
}

// results defines the results of an op with regions: "%r:2 = " or
// "%r = " or nothing; it returns the spelled prefix and the result values.
func (g *loopGen) results(types []string) (string, []lval) {
	if len(types) == 0 {
		return "", nil
	}
	name := g.fresh()
	var vs []lval
	if len(types) == 1 {
		return name + " = ", []lval{{ref: name, t: types[0]}}
	}
	for i, t := range types {
		vs = append(vs, lval{ref: name + "#" + strconv.Itoa(i), t: t})
	}
	return name + ":" + strconv.Itoa(len(types)) + " = ", vs
}

func (g *loopGen) scfFor(s *lscope) {
	inits := g.carried(s)
	types := typesOf(inits)
	prefix, res := g.results(types)
	ivt := "index"
	if !g.cfg.Basic && g.chance(0.25) {
		ivt = "i32"
	}
	iv := lval{ref: g.fresh(), t: ivt}
	lb, ub := g.value(s, ivt), g.value(s, ivt)
	step := g.def(s, ivt, affNone, fmt.Sprintf("arith.constant %d : %s", g.intn(4)+1, ivt))
	unsigned := ""
	if !g.cfg.Basic && g.chance(0.2) {
		unsigned = "unsigned "
	}
	head := fmt.Sprintf("%sscf.for %s%s = %s to %s step %s", prefix, unsigned, iv.ref, lb.ref, ub.ref, step.ref)
	c := s.child()
	c.vis = append(c.vis, iv)
	if len(inits) > 0 {
		var as []string
		for _, in := range inits {
			a := lval{ref: g.fresh(), t: in.t}
			as = append(as, a.ref+" = "+in.ref)
			c.vis = append(c.vis, a)
		}
		head += " iter_args(" + strings.Join(as, ", ") + ") -> (" + strings.Join(types, ", ") + ")"
	}
	if ivt != "index" {
		head += " : " + ivt
	}
	s.line(head + " {")
	ys := g.body(c, types)
	if len(ys) > 0 {
		c.line("scf.yield" + operandsAndTypes(ys, " "))
	}
	s.line("}")
	s.vis = append(s.vis, res...)
}

func (g *loopGen) scfIf(s *lscope) {
	var types []string
	for i := g.intn(3); i > 0; i-- {
		types = append(types, pick(g.gen, loopScalarTypes))
	}
	cond := g.value(s, "i1")
	prefix, res := g.results(types)
	head := prefix + "scf.if " + cond.ref
	if len(types) > 0 {
		head += " -> (" + strings.Join(types, ", ") + ")"
	}
	s.line(head + " {")
	g.region(s, types, "scf.yield")
	if len(types) > 0 || g.chance(0.5) {
		s.line("} else {")
		g.region(s, types, "scf.yield")
	}
	s.line("}")
	s.vis = append(s.vis, res...)
}

// region generates a nested region yielding values of types with the
// given terminator (left implicit when it yields nothing).
func (g *loopGen) region(s *lscope, types []string, yield string) {
	c := s.child()
	ys := g.body(c, types)
	if len(ys) > 0 {
		c.line(yield + operandsAndTypes(ys, " "))
	}
}

func (g *loopGen) scfWhile(s *lscope) {
	inits := g.carried(s)
	types := typesOf(inits)
	var after []string
	for i := g.intn(3); i > 0; i-- {
		after = append(after, pick(g.gen, loopScalarTypes))
	}
	prefix, res := g.results(after)
	var as []string
	before := s.child()
	for _, in := range inits {
		a := lval{ref: g.fresh(), t: in.t}
		as = append(as, a.ref+" = "+in.ref)
		before.vis = append(before.vis, a)
	}
	s.line(fmt.Sprintf("%sscf.while (%s) : (%s) -> (%s) {", prefix, strings.Join(as, ", "), strings.Join(types, ", "), strings.Join(after, ", ")))
	fwd := g.body(before, after)
	before.line("scf.condition(" + g.value(before, "i1").ref + ")" + operandsAndTypes(fwd, " "))
	s.line("} do {")
	body := s.child()
	var bargs []string
	for _, t := range after {
		a := lval{ref: g.fresh(), t: t}
		bargs = append(bargs, a.ref+": "+t)
		body.vis = append(body.vis, a)
	}
	if len(bargs) > 0 {
		body.line("^bb0(" + strings.Join(bargs, ", ") + "):")
	}
	ys := g.body(body, types)
	body.line("scf.yield" + operandsAndTypes(ys, " "))
	s.line("}")
	s.vis = append(s.vis, res...)
}

// affineBound spells a bound of affine.for: a constant, a valid index or
// a map applied to operands (under min/max for several results).
func (g *loopGen) affineBound(s *lscope, upper bool) string {
	switch g.intn(3) {
	case 0:
		return strconv.Itoa(g.intn(10))
	case 1:
		var symC []lval
		for _, v := range s.vis {
			if v.t == "index" && v.aff == affSym {
				symC = append(symC, v)
			}
		}
		if len(symC) > 0 {
			return pick(g.gen, symC).ref
		}
		return strconv.Itoa(g.intn(10))
	}
	nd, ns := g.intn(2), g.intn(2)
	dims, syms := g.affineOperands(s, nd, ns)
	n := g.intn(2) + 1
	m := g.affineMap(nd, ns, n)
	if n > 1 {
		if upper {
			m = "min " + m
		} else {
			m = "max " + m
		}
	}
	return m + mapUse(dims, syms)
}

func (g *loopGen) affineFor(s *lscope) {
	inits := g.carried(s)
	types := typesOf(inits)
	lb, ub := g.affineBound(s, false), g.affineBound(s, true)
	prefix, res := g.results(types)
	iv := lval{ref: g.fresh(), t: "index", aff: affDim}
	head := fmt.Sprintf("%saffine.for %s = %s to %s", prefix, iv.ref, lb, ub)
	if g.chance(0.5) {
		head += " step " + strconv.Itoa(g.intn(3)+1)
	}
	c := s.child()
	c.vis = append(c.vis, iv)
	if len(inits) > 0 {
		var as []string
		for _, in := range inits {
			a := lval{ref: g.fresh(), t: in.t}
			as = append(as, a.ref+" = "+in.ref)
			c.vis = append(c.vis, a)
		}
		head += " iter_args(" + strings.Join(as, ", ") + ") -> (" + strings.Join(types, ", ") + ")"
	}
	s.line(head + " {")
	ys := g.body(c, types)
	if len(ys) > 0 {
		c.line("affine.yield" + operandsAndTypes(ys, " "))
	}
	s.line("}")
	s.vis = append(s.vis, res...)
}

func (g *loopGen) affineIf(s *lscope) {
	var types []string
	for i := g.intn(3); i > 0; i-- {
		types = append(types, pick(g.gen, loopScalarTypes))
	}
	nd, ns := g.intn(3), g.intn(2)
	dims, syms := g.affineOperands(s, nd, ns)
	set := g.affineSetAttr(nd, ns)
	if !strings.Contains(set, "=") {
		set = strings.Replace(set, "()>", "(0 == 0)>", 1)
		set = strings.Replace(set, ": ()", ": (0 == 0)", 1)
	}
	prefix, res := g.results(types)
	head := prefix + "affine.if " + set + mapUse(dims, syms)
	if len(types) > 0 {
		head += " -> (" + strings.Join(types, ", ") + ")"
	}
	s.line(head + " {")
	g.region(s, types, "affine.yield")
	if len(types) > 0 || g.chance(0.5) {
		s.line("} else {")
		g.region(s, types, "affine.yield")
	}
	s.line("}")
	s.vis = append(s.vis, res...)
}

func (g *loopGen) affineParallel(s *lscope) {
	n := g.intn(2) + 1
	var ivs, lbs, ubs []string
	c := s.child()
	for i := 0; i < n; i++ {
		iv := lval{ref: g.fresh(), t: "index", aff: affDim}
		ivs = append(ivs, iv.ref)
		lbs = append(lbs, strconv.Itoa(g.intn(3)))
		ub := strconv.Itoa(g.intn(8) + 1)
		var symC []lval
		for _, v := range s.vis {
			if v.t == "index" && v.aff == affSym {
				symC = append(symC, v)
			}
		}
		if len(symC) > 0 && g.chance(0.4) {
			ub = "symbol(" + pick(g.gen, symC).ref + ")"
		}
		ubs = append(ubs, ub)
		c.vis = append(c.vis, iv)
	}
	var types, kinds []string
	for i := g.intn(3); i > 0; i-- {
		if g.chance(0.5) {
			types = append(types, "f32")
			kinds = append(kinds, pick(g.gen, []string{`"addf"`, `"mulf"`, `"maximumf"`, `"minimumf"`}))
		} else {
			types = append(types, "i32")
			kinds = append(kinds, pick(g.gen, []string{`"addi"`, `"muli"`, `"andi"`, `"ori"`}))
		}
	}
	prefix, res := g.results(types)
	head := fmt.Sprintf("%saffine.parallel (%s) = (%s) to (%s)", prefix, strings.Join(ivs, ", "), strings.Join(lbs, ", "), strings.Join(ubs, ", "))
	if len(types) > 0 {
		head += " reduce (" + strings.Join(kinds, ", ") + ") -> (" + strings.Join(types, ", ") + ")"
	}
	s.line(head + " {")
	ys := g.body(c, types)
	if len(ys) > 0 {
		c.line("affine.yield" + operandsAndTypes(ys, " "))
	}
	s.line("}")
	s.vis = append(s.vis, res...)
}
