package irgen

import (
	"bytes"
	"fmt"
	"math/rand"
	"strings"
)

// GenerateVectorizable returns a random program of affine loop nests of
// the shapes affine-super-vectorize looks for: nests of one to three
// affine.for loops (constant, symbolic and min/max bounds, unit and larger
// steps) whose bodies load from and store to memrefs along random affine
// accesses of the loop variables, compute on the loaded values, on
// constants and on values defined outside the nest, and reduce into
// loop-carried values; some hold what the vectorizer rejects (affine.if,
// scf.for, affine.apply operands, loop-variable uses, vector memrefs,
// non-identity layouts).
func GenerateVectorizable(r *rand.Rand) []byte {
	g := &vecGen{r: r}
	var b bytes.Buffer
	for k, n := 0, 1+r.Intn(2); k < n; k++ {
		g.function(&b, k)
	}
	return b.Bytes()
}

// vecGen generates one program of GenerateVectorizable.
type vecGen struct {
	r    *rand.Rand
	next int
	b    *bytes.Buffer
}

// vmem is a memref argument of a generated function.
type vmem struct {
	name, typ, elem string
	rank            int
}

// vscope holds the values usable at a point of a generated function.
type vscope struct {
	ivs    []string            // enclosing affine loop variables, outermost first
	vals   map[string][]string // scalar values by type ("apply": affine.apply results)
	indent string
}

func (s *vscope) child() *vscope {
	c := &vscope{ivs: append([]string(nil), s.ivs...), vals: map[string][]string{}, indent: s.indent + "  "}
	for t, vs := range s.vals {
		c.vals[t] = append([]string(nil), vs...)
	}
	return c
}

func (g *vecGen) fresh() string { g.next++; return fmt.Sprintf("%%v%d", g.next) }

func (g *vecGen) line(s *vscope, format string, args ...any) {
	g.b.WriteString(s.indent)
	fmt.Fprintf(g.b, format, args...)
	g.b.WriteString("\n")
}

// vecElems are the element types of the generated memrefs and values.
var vecElems = []string{"f32", "f32", "f32", "i32", "index", "f64", "i8"}

func (g *vecGen) function(b *bytes.Buffer, k int) {
	g.b = b
	var mems []vmem
	var args []string
	for i, n := 0, 2+g.r.Intn(3); i < n; i++ {
		m := g.memrefType(i)
		mems = append(mems, m)
		args = append(args, m.name+": "+m.typ)
	}
	args = append(args, "%n: index", "%m: index", "%sf: f32", "%si: i32")
	fmt.Fprintf(b, "func.func @f%d(%s) {\n", k, strings.Join(args, ", "))
	s := &vscope{vals: map[string][]string{"index": {"%n", "%m"}, "f32": {"%sf"}, "i32": {"%si"}}, indent: "  "}
	if g.r.Intn(2) == 0 {
		c := g.fresh()
		g.line(s, "%s = arith.constant %d.5 : f32", c, g.r.Intn(4))
		s.vals["f32"] = append(s.vals["f32"], c)
	}
	for i, n := 0, 1+g.r.Intn(3); i < n; i++ {
		g.nest(s, mems, 1+g.r.Intn(3))
	}
	g.line(s, "return")
	b.WriteString("}\n")
}

// memrefType picks the type of memref argument i.
func (g *vecGen) memrefType(i int) vmem {
	elem := vecElems[g.r.Intn(len(vecElems))]
	rank := 1 + g.r.Intn(3)
	dims := make([]string, rank)
	for d := range dims {
		switch g.r.Intn(4) {
		case 0:
			dims[d] = "?"
		default:
			dims[d] = fmt.Sprint([]int{64, 128, 100, 36}[g.r.Intn(4)])
		}
	}
	typ := "memref<" + strings.Join(dims, "x") + "x" + elem
	switch g.r.Intn(20) {
	case 0:
		if rank == 1 && dims[0] != "?" {
			typ += ", affine_map<(d0) -> (d0 + 1)>"
		}
	case 1:
		elem = "vector<2xf32>"
		typ = "memref<" + strings.Join(dims, "x") + "x" + elem
	}
	return vmem{name: fmt.Sprintf("%%A%d", i), typ: typ + ">", elem: elem, rank: rank}
}

// bound returns a loop bound.
func (g *vecGen) bound(s *vscope, upper bool) string {
	switch g.r.Intn(8) {
	case 0:
		return "%n"
	case 1:
		if upper {
			return "min affine_map<(d0)[s0] -> (d0, s0 + 7)>(%m)[%n]"
		}
		return "max affine_map<()[s0] -> (0, s0 - 3)>()[%m]"
	case 2:
		if len(s.ivs) > 0 && upper {
			return fmt.Sprintf("affine_map<(d0) -> (d0 + 16)>(%s)", s.ivs[len(s.ivs)-1])
		}
	}
	if upper {
		return fmt.Sprint([]int{64, 128, 100, 37, 8, 3}[g.r.Intn(6)])
	}
	return fmt.Sprint([]int{0, 0, 0, 1, 5}[g.r.Intn(5)])
}

// nest writes a nest of depth loops.
func (g *vecGen) nest(s *vscope, mems []vmem, depth int) {
	iv := g.fresh()
	step := ""
	if g.r.Intn(6) == 0 {
		step = fmt.Sprintf(" step %d", 2+g.r.Intn(3))
	}
	c := s.child()
	c.ivs = append(c.ivs, iv)
	lb, ub := g.bound(s, false), g.bound(s, true)
	if depth == 1 && g.r.Intn(3) == 0 {
		g.reduction(s, c, mems, iv, lb, ub, step)
		return
	}
	g.line(s, "affine.for %s = %s to %s%s {", iv, lb, ub, step)
	if depth > 1 {
		if g.r.Intn(3) == 0 {
			g.stmts(c, mems, 1+g.r.Intn(2))
		}
		g.nest(c, mems, depth-1)
		if g.r.Intn(4) == 0 {
			g.nest(c, mems, 1)
		}
		if g.r.Intn(3) == 0 {
			g.stmts(c, mems, 1+g.r.Intn(2))
		}
	} else {
		g.stmts(c, mems, 2+g.r.Intn(5))
	}
	g.line(s, "}")
}

// reductions are the combiners of generated reductions, by type.
var reductions = map[string][]string{
	"f32": {"arith.addf", "arith.mulf", "arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf", "arith.subf"},
	"i32": {"arith.addi", "arith.muli", "arith.andi", "arith.ori", "arith.xori", "arith.maxsi", "arith.minui", "arith.subi"},
}

// reductionInits are the initial values of generated reductions.
var reductionInits = map[string][]string{
	"f32": {"0.000000e+00", "1.000000e+00", "0xFF800000", "0x7F800000", "2.500000e+00"},
	"i32": {"0", "1", "-1", "7", "-2147483648"},
}

// reduction writes a loop reducing loaded values into one or two
// loop-carried values, stored after the loop.
func (g *vecGen) reduction(s, c *vscope, mems []vmem, iv, lb, ub, step string) {
	t := []string{"f32", "i32"}[g.r.Intn(2)]
	src := g.memOf(mems, t)
	if src == nil {
		return
	}
	n := 1 + g.r.Intn(2)
	var inits, accs, types []string
	for i := 0; i < n; i++ {
		init := g.fresh()
		g.line(s, "%s = arith.constant %s : %s", init, reductionInits[t][g.r.Intn(len(reductionInits[t]))], t)
		inits = append(inits, init)
		types = append(types, t)
	}
	res := g.fresh()
	var iters []string
	for i := range inits {
		acc := g.fresh()
		accs = append(accs, acc)
		iters = append(iters, acc+" = "+inits[i])
	}
	resName := res
	if n > 1 {
		resName = fmt.Sprintf("%s:%d", res, n)
	}
	g.line(s, "%s = affine.for %s = %s to %s%s iter_args(%s) -> (%s) {", resName, iv, lb, ub, step, strings.Join(iters, ", "), strings.Join(types, ", "))
	var yields []string
	for _, acc := range accs {
		v := g.load(c, src)
		if g.r.Intn(4) == 0 && t == "f32" {
			w := g.fresh()
			g.line(c, "%s = math.exp %s : f32", w, v)
			v = w
		}
		r := g.fresh()
		ops := reductions[t]
		op := ops[g.r.Intn(len(ops))]
		if g.r.Intn(2) == 0 {
			g.line(c, "%s = %s %s, %s : %s", r, op, acc, v, t)
		} else {
			g.line(c, "%s = %s %s, %s : %s", r, op, v, acc, t)
		}
		if g.r.Intn(8) == 0 {
			g.store(c, mems, r, t)
		}
		yields = append(yields, r)
	}
	g.line(c, "affine.yield %s : %s", strings.Join(yields, ", "), strings.Join(types, ", "))
	g.line(s, "}")
	for i := range accs {
		v := res
		if n > 1 {
			v = fmt.Sprintf("%s#%d", res, i)
		}
		if dst := g.memOf(mems, t); dst != nil && len(s.ivs) > 0 {
			g.line(s, "affine.store %s, %s[%s] : %s", v, dst.name, g.indices(s, dst.rank), dst.typ)
		}
	}
}

// memOf returns a memref argument of element type t, or nil.
func (g *vecGen) memOf(mems []vmem, t string) *vmem {
	var cands []*vmem
	for i := range mems {
		if mems[i].elem == t {
			cands = append(cands, &mems[i])
		}
	}
	if len(cands) == 0 {
		return nil
	}
	return cands[g.r.Intn(len(cands))]
}

// index returns an affine index expression of the loop variables.
func (g *vecGen) index(s *vscope) string {
	ivs := s.ivs
	if len(ivs) == 0 {
		return fmt.Sprint(g.r.Intn(4))
	}
	iv := ivs[g.r.Intn(len(ivs))]
	if as := s.vals["apply"]; len(as) > 0 && g.r.Intn(4) == 0 {
		iv = as[g.r.Intn(len(as))]
	}
	switch g.r.Intn(10) {
	case 0:
		return fmt.Sprint(g.r.Intn(4))
	case 1:
		return iv + " + " + fmt.Sprint(1+g.r.Intn(3))
	case 2:
		return ivs[g.r.Intn(len(ivs))] + " + " + iv
	case 3:
		return "2 * " + iv
	case 4:
		return "symbol(%n)"
	case 5:
		return iv + " floordiv 2"
	}
	return iv
}

// indices returns rank index expressions, mostly the innermost loop
// variable last.
func (g *vecGen) indices(s *vscope, rank int) string {
	out := make([]string, rank)
	for i := range out {
		out[i] = g.index(s)
	}
	if len(s.ivs) > 0 && g.r.Intn(2) == 0 {
		out[rank-1] = s.ivs[len(s.ivs)-1]
		if rank > 1 && len(s.ivs) > 1 {
			out[rank-2] = s.ivs[len(s.ivs)-2]
		}
	}
	return strings.Join(out, ", ")
}

// load writes a load from m and returns the loaded value.
func (g *vecGen) load(s *vscope, m *vmem) string {
	v := g.fresh()
	if g.r.Intn(10) == 0 && len(s.ivs) > 0 {
		a := g.fresh()
		g.line(s, "%s = affine.apply affine_map<(d0) -> (d0 + 1)>(%s)", a, s.ivs[len(s.ivs)-1])
		idx := make([]string, m.rank)
		for i := range idx {
			idx[i] = a
		}
		g.line(s, "%s = affine.load %s[%s] : %s", v, m.name, strings.Join(idx, ", "), m.typ)
	} else {
		g.line(s, "%s = affine.load %s[%s] : %s", v, m.name, g.indices(s, m.rank), m.typ)
	}
	return v
}

// store writes a store of v of type t to a memref of that element type.
func (g *vecGen) store(s *vscope, mems []vmem, v, t string) {
	if m := g.memOf(mems, t); m != nil {
		g.line(s, "affine.store %s, %s[%s] : %s", v, m.name, g.indices(s, m.rank), m.typ)
	}
}

// binops are the binary ops of generated computations, by type.
var binops = map[string][]string{
	"f32":   {"arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"},
	"f64":   {"arith.addf", "arith.divf"},
	"i32":   {"arith.addi", "arith.muli", "arith.xori"},
	"i8":    {"arith.addi", "arith.andi"},
	"index": {"arith.addi", "arith.muli"},
}

// stmts writes n statements of a loop body.
func (g *vecGen) stmts(s *vscope, mems []vmem, n int) {
	for i := 0; i < n; i++ {
		g.stmt(s, mems)
	}
}

func (g *vecGen) stmt(s *vscope, mems []vmem) {
	switch k := g.r.Intn(24); {
	case k < 8:
		m := &mems[g.r.Intn(len(mems))]
		v := g.load(s, m)
		if !strings.HasPrefix(m.elem, "vector") {
			s.vals[m.elem] = append(s.vals[m.elem], v)
		}
	case k < 14:
		t := []string{"f32", "f32", "i32", "index", "f64", "i8"}[g.r.Intn(6)]
		a, ok1 := g.operand(s, t)
		b, ok2 := g.operand(s, t)
		if !ok1 || !ok2 {
			return
		}
		v := g.fresh()
		ops := binops[t]
		g.line(s, "%s = %s %s, %s : %s", v, ops[g.r.Intn(len(ops))], a, b, t)
		s.vals[t] = append(s.vals[t], v)
	case k < 19:
		t := []string{"f32", "f32", "i32", "index", "f64", "i8"}[g.r.Intn(6)]
		if v, ok := g.operand(s, t); ok {
			g.store(s, mems, v, t)
		}
	case k == 19:
		if len(s.ivs) > 0 {
			v := g.fresh()
			g.line(s, "%s = arith.index_cast %s : index to i32", v, s.ivs[g.r.Intn(len(s.ivs))])
			s.vals["i32"] = append(s.vals["i32"], v)
		}
	case k == 20:
		a, ok1 := g.operand(s, "f32")
		b, ok2 := g.operand(s, "f32")
		if ok1 && ok2 {
			c, v := g.fresh(), g.fresh()
			g.line(s, "%s = arith.cmpf olt, %s, %s : f32", c, a, b)
			g.line(s, "%s = arith.select %s, %s, %s : f32", v, c, a, b)
			s.vals["f32"] = append(s.vals["f32"], v)
		}
	case k == 21:
		if len(s.ivs) > 0 && g.r.Intn(2) == 0 {
			g.line(s, "affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%s) {", s.ivs[len(s.ivs)-1])
			c := s.child()
			g.stmt(c, mems)
			g.line(s, "}")
		} else {
			g.line(s, "scf.for %%sv%d = %%n to %%m step %%n {", g.next)
			g.next++
			g.line(s, "}")
		}
	case k == 22:
		v := g.fresh()
		t := []string{"f32", "i32", "index"}[g.r.Intn(3)]
		lit := map[string]string{"f32": "3.000000e+00", "i32": "5", "index": "2"}[t]
		g.line(s, "%s = arith.constant %s : %s", v, lit, t)
		s.vals[t] = append(s.vals[t], v)
	default:
		if len(s.ivs) > 0 {
			v := g.fresh()
			operand := s.ivs[g.r.Intn(len(s.ivs))]
			if as := s.vals["apply"]; len(as) > 0 && g.r.Intn(2) == 0 {
				operand = as[g.r.Intn(len(as))]
			}
			g.line(s, "%s = affine.apply affine_map<(d0) -> (d0 * 2)>(%s)", v, operand)
			s.vals["index"] = append(s.vals["index"], v)
			s.vals["apply"] = append(s.vals["apply"], v)
		}
	}
}

// operand returns a value of type t, a new constant when there is none.
func (g *vecGen) operand(s *vscope, t string) (string, bool) {
	if vs := s.vals[t]; len(vs) > 0 && g.r.Intn(5) != 0 {
		return vs[g.r.Intn(len(vs))], true
	}
	lit := map[string]string{"f32": "1.500000e+00", "f64": "2.000000e+00", "i32": "3", "i8": "1", "index": "4"}[t]
	if lit == "" {
		return "", false
	}
	v := g.fresh()
	g.line(s, "%s = arith.constant %s : %s", v, lit, t)
	s.vals[t] = append(s.vals[t], v)
	return v, true
}
