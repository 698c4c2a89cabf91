// Package randprog generates random executable MLIR programs for
// differential testing: each computes with integers, floats and vectors
// through straight-line code, scf.if, scf.for and memrefs, prints every
// value it computes with vector.print, and has no undefined behaviour, so
// every correct execution (interpreted, compiled, upstream's) prints the
// same text.
package randprog

import (
	"fmt"
	"math/rand"
	"strings"
)

// progGen writes a random program that computes with integers and floats
// of several widths, through straight-line code, scf.if, scf.for with
// loop-carried values and a memref, and prints every value it computes.
// It avoids undefined behaviour (division by zero, signed division
// overflow, over-wide shifts, out-of-range float-to-int conversions).
type progGen struct {
	r    *rand.Rand
	b    strings.Builder
	n    int
	vals map[string][]string // values by type
	ind  string
	// vectors enables the vector steps.
	vectors bool
}

var intTypes = []string{"i8", "i16", "i32", "i64"}
var floatTypes = []string{"f32", "f64"}

func (g *progGen) fresh() string { g.n++; return fmt.Sprintf("%%v%d", g.n) }

func (g *progGen) emit(format string, args ...any) {
	g.b.WriteString(g.ind)
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteString("\n")
}

func (g *progGen) pick(t string) string {
	vs := g.vals[t]
	return vs[g.r.Intn(len(vs))]
}

func (g *progGen) def(t, rhs string) string {
	v := g.fresh()
	g.emit("%s = %s", v, rhs)
	g.vals[t] = append(g.vals[t], v)
	g.emit("vector.print %s : %s", v, t)
	if t == "f32" || t == "f64" {
		it := map[string]string{"f32": "i32", "f64": "i64"}[t]
		b := g.fresh()
		g.emit("%s = arith.bitcast %s : %s to %s", b, v, t, it)
		g.emit("vector.print %s : %s", b, it)
	}
	return v
}

func (g *progGen) constant(t string) string {
	var lit string
	switch t {
	case "i1":
		lit = []string{"true", "false"}[g.r.Intn(2)]
	case "f32", "f64":
		lit = fmt.Sprintf("%.6e", (g.r.Float64()-0.5)*[]float64{1, 10, 1000, 1e6}[g.r.Intn(4)])
	default:
		// A value wrapped to the type's signed range.
		v := []int64{0, 1, -1, 7, -128, 127, 255, 1 << 20, -1 << 31, 1<<31 - 1, 123456789}[g.r.Intn(11)] + int64(g.r.Intn(5))
		if w := uint(width(t)); w < 64 {
			v = v << (64 - w) >> (64 - w)
		}
		lit = fmt.Sprint(v)
	}
	v := g.fresh()
	if t == "i1" {
		g.emit("%s = arith.constant %s", v, lit)
	} else {
		g.emit("%s = arith.constant %s : %s", v, lit, t)
	}
	g.vals[t] = append(g.vals[t], v)
	return v
}

func width(t string) int {
	var w int
	fmt.Sscanf(t[1:], "%d", &w)
	return w
}

// step emits one random operation.
func (g *progGen) step() {
	switch k := g.r.Intn(13); {
	case k == 12 && g.vectors:
		g.vectorStep()
	case k >= 10:
		// Rank-2 memref traffic: loads used after later stores and
		// arithmetic on loaded values stored back (expression fusion must
		// keep the order of reads and writes).
		i, j := g.r.Intn(3), g.r.Intn(3)
		l := g.fresh()
		g.emit("%s = memref.load %%fm[%%c%d, %%c%d] : memref<3x3xf32>", l, i, j)
		if g.r.Intn(2) == 0 {
			g.emit("memref.store %s, %%fm[%%c%d, %%c%d] : memref<3x3xf32>", g.pick("f32"), g.r.Intn(3), g.r.Intn(3))
		}
		p := g.fresh()
		g.emit("%s = arith.mulf %s, %s : f32", p, l, g.pick("f32"))
		s := g.fresh()
		g.emit("%s = arith.addf %s, %s : f32", s, p, g.pick("f32"))
		g.emit("memref.store %s, %%fm[%%c%d, %%c%d] : memref<3x3xf32>", s, g.r.Intn(3), g.r.Intn(3))
		r := g.fresh()
		g.emit("%s = memref.load %%fm[%%c%d, %%c%d] : memref<3x3xf32>", r, i, j)
		g.vals["f32"] = append(g.vals["f32"], r)
		g.emit("vector.print %s : f32", r)
	case k < 4:
		t := intTypes[g.r.Intn(len(intTypes))]
		a, b := g.pick(t), g.pick(t)
		switch op := []string{"addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "divui", "remsi",
			"shli", "shrsi", "shrui", "divsi", "ceildivsi", "floordivsi"}[g.r.Intn(16)]; op {
		case "divui", "remsi", "divsi", "ceildivsi", "floordivsi":
			// A positive divisor: b & max >> 1 | 1.
			m := g.fresh()
			g.emit("%s = arith.constant %d : %s", m, int64(1)<<uint(width(t)-2)-1, t)
			p := g.fresh()
			g.emit("%s = arith.andi %s, %s : %s", p, b, m, t)
			one := g.fresh()
			g.emit("%s = arith.constant 1 : %s", one, t)
			q := g.fresh()
			g.emit("%s = arith.ori %s, %s : %s", q, p, one, t)
			g.def(t, fmt.Sprintf("arith.%s %s, %s : %s", op, a, q, t))
		case "shli", "shrsi", "shrui":
			m := g.fresh()
			g.emit("%s = arith.constant %d : %s", m, width(t)-1, t)
			s := g.fresh()
			g.emit("%s = arith.andi %s, %s : %s", s, b, m, t)
			g.def(t, fmt.Sprintf("arith.%s %s, %s : %s", op, a, s, t))
		default:
			g.def(t, fmt.Sprintf("arith.%s %s, %s : %s", op, a, b, t))
		}
	case k < 6:
		t := floatTypes[g.r.Intn(2)]
		a, b := g.pick(t), g.pick(t)
		switch op := []string{"addf", "subf", "mulf", "divf", "maximumf", "minnumf", "negf", "absf", "floor", "ceil", "sqrt", "fma"}[g.r.Intn(12)]; op {
		case "negf":
			g.def(t, fmt.Sprintf("arith.negf %s : %s", a, t))
		case "absf", "floor", "ceil":
			g.def(t, fmt.Sprintf("math.%s %s : %s", op, a, t))
		case "sqrt":
			p := g.fresh()
			g.emit("%s = math.absf %s : %s", p, a, t)
			g.def(t, fmt.Sprintf("math.sqrt %s : %s", p, t))
		case "fma":
			g.def(t, fmt.Sprintf("math.fma %s, %s, %s : %s", a, b, g.pick(t), t))
		case "divf":
			// A divisor of at least 1 in magnitude.
			p := g.fresh()
			g.emit("%s = math.absf %s : %s", p, b, t)
			one := g.fresh()
			g.emit("%s = arith.constant 1.0 : %s", one, t)
			q := g.fresh()
			g.emit("%s = arith.addf %s, %s : %s", q, p, one, t)
			g.def(t, fmt.Sprintf("arith.divf %s, %s : %s", a, q, t))
		default:
			g.def(t, fmt.Sprintf("arith.%s %s, %s : %s", op, a, b, t))
		}
	case k < 7:
		t := intTypes[g.r.Intn(len(intTypes))]
		pred := []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}[g.r.Intn(10)]
		c := g.def("i1", fmt.Sprintf("arith.cmpi %s, %s, %s : %s", pred, g.pick(t), g.pick(t), t))
		u := intTypes[g.r.Intn(len(intTypes))]
		g.def(u, fmt.Sprintf("arith.select %s, %s, %s : %s", c, g.pick(u), g.pick(u), u))
	case k < 8:
		// Integer and float conversions.
		from, to := intTypes[g.r.Intn(4)], intTypes[g.r.Intn(4)]
		switch {
		case width(from) < width(to):
			op := []string{"extsi", "extui"}[g.r.Intn(2)]
			g.def(to, fmt.Sprintf("arith.%s %s : %s to %s", op, g.pick(from), from, to))
		case width(from) > width(to):
			g.def(to, fmt.Sprintf("arith.trunci %s : %s to %s", g.pick(from), from, to))
		default:
			ft := floatTypes[g.r.Intn(2)]
			op := []string{"sitofp", "uitofp"}[g.r.Intn(2)]
			g.def(ft, fmt.Sprintf("arith.%s %s : %s to %s", op, g.pick(from), from, ft))
		}
	case k < 9:
		// scf.if yielding one of two computed values.
		t := intTypes[g.r.Intn(4)]
		c := g.fresh()
		g.emit("%s = arith.cmpi slt, %s, %s : %s", c, g.pick(t), g.pick(t), t)
		ft := floatTypes[g.r.Intn(2)]
		a, b := g.pick(ft), g.pick(ft)
		r := g.fresh()
		g.emit("%s = scf.if %s -> %s {", r, c, ft)
		x := g.fresh()
		g.emit("  %s = arith.addf %s, %s : %s", x, a, b, ft)
		g.emit("  scf.yield %s : %s", x, ft)
		g.emit("} else {")
		y := g.fresh()
		g.emit("  %s = arith.mulf %s, %s : %s", y, a, b, ft)
		g.emit("  scf.yield %s : %s", y, ft)
		g.emit("}")
		g.vals[ft] = append(g.vals[ft], r)
		g.emit("vector.print %s : %s", r, ft)
	default:
		// A loop accumulating into a value and through a memref.
		t := intTypes[g.r.Intn(4)]
		init, x := g.pick(t), g.pick(t)
		n := g.r.Intn(6)
		r := g.fresh()
		g.emit("%s = scf.for %%i%d = %%c0 to %%c%d step %%c1 iter_args(%%acc%d = %s) -> (%s) {", r, g.n, n, g.n, init, t)
		id := g.n
		m := g.fresh()
		g.emit("  %s = arith.muli %%acc%d, %s : %s", m, id, x, t)
		ii := g.fresh()
		g.emit("  %s = arith.index_cast %%i%d : index to %s", ii, id, t)
		s := g.fresh()
		g.emit("  %s = arith.addi %s, %s : %s", s, m, ii, t)
		g.emit("  scf.yield %s : %s", s, t)
		g.emit("}")
		g.vals[t] = append(g.vals[t], r)
		g.emit("vector.print %s : %s", r, t)
		if t == "i32" {
			g.emit("memref.store %s, %%mem[%%c%d] : memref<8xi32>", r, n)
			l := g.fresh()
			g.emit("%s = memref.load %%mem[%%c%d] : memref<8xi32>", l, (n+g.r.Intn(2))%6)
			g.vals[t] = append(g.vals[t], l)
			g.emit("vector.print %s : i32", l)
		}
	}
}

// Program returns the random program of a seed: a func.func @main taking
// and returning nothing, of about steps random operations, with vector
// steps (vector.from_elements, shape_cast, broadcast, extract, reduction
// and the ops of vectorShuffleStep) when vectors is set. A seed and the arguments always name the same
// program.
func Program(seed int64, steps int, vectors bool) string {
	g := &progGen{r: rand.New(rand.NewSource(seed)), vals: map[string][]string{}, ind: "  ", vectors: vectors}
	g.b.WriteString("func.func @main() {\n")
	for i := 0; i < 6; i++ {
		g.emit("%%c%d = arith.constant %d : index", i, i)
	}
	g.emit("%%mem = memref.alloca() : memref<8xi32>")
	g.emit("%%z = arith.constant 0 : i32")
	g.emit("%%fm = memref.alloca() : memref<3x3xf32>")
	g.emit("%%fz = arith.constant 1.5 : f32")
	for i := 0; i < 9; i++ {
		g.emit("memref.store %%fz, %%fm[%%c%d, %%c%d] : memref<3x3xf32>", i/3, i%3)
	}
	for i := 0; i < 8; i++ {
		g.emit("memref.store %%z, %%mem[%%c%d] : memref<8xi32>", i%6)
	}
	for _, t := range append(append([]string{"i1"}, intTypes...), floatTypes...) {
		g.constant(t)
		g.constant(t)
	}
	for i := 0; i < steps; i++ {
		g.step()
	}
	g.b.WriteString("  return\n}\n")
	return g.b.String()
}

// vectorStep builds vectors from computed values, combines them lane-wise,
// reshapes, extracts and reduces them, printing the results.
func (g *progGen) vectorStep() {
	t := []string{"i32", "i64", "f32", "f64"}[g.r.Intn(4)]
	isF := t[0] == 'f'
	vt := "vector<4x" + t + ">"
	mk := func() string {
		v := g.fresh()
		g.emit("%s = vector.from_elements %s, %s, %s, %s : %s", v, g.pick(t), g.pick(t), g.pick(t), g.pick(t), vt)
		return v
	}
	a, b := mk(), mk()
	ops := []string{"addi", "subi", "muli", "maxsi", "minui", "xori"}
	kinds := []string{"add", "mul", "maxsi", "minui", "and", "xor"}
	if isF {
		ops = []string{"addf", "subf", "mulf", "maximumf", "minnumf"}
		kinds = []string{"add", "maxnumf", "minimumf", "maximumf"}
	}
	c := g.fresh()
	g.emit("%s = arith.%s %s, %s : %s", c, ops[g.r.Intn(len(ops))], a, b, vt)
	g.emit("vector.print %s : %s", c, vt)
	sh := g.fresh()
	g.emit("%s = vector.shape_cast %s : %s to vector<2x2x%s>", sh, c, vt, t)
	bc := g.fresh()
	g.emit("%s = vector.broadcast %s : vector<2x2x%s> to vector<3x2x2x%s>", bc, sh, t, t)
	ex := g.fresh()
	g.emit("%s = vector.extract %s[%d, 1] : vector<2x%s> from vector<3x2x2x%s>", ex, bc, g.r.Intn(3), t, t)
	g.emit("vector.print %s : vector<2x%s>", ex, t)
	g.vectorShuffleStep(t, a, b, sh)
	r := g.fresh()
	g.emit("%s = vector.reduction <%s>, %s : %s into %s", r, kinds[g.r.Intn(len(kinds))], c, vt, t)
	g.vals[t] = append(g.vals[t], r)
	g.emit("vector.print %s : %s", r, t)
}

// vectorShuffleStep rearranges or combines the vector<4xT> values a and b
// and the vector<2x2xT> value sq by one of the ops the LLVM lowering
// decomposes (transpose, strided slices, shuffle, interleave, outer
// product, contraction, masks), printing the result. Floats take no fused
// multiply-add, whose rounding the compiled and interpreted runs may not
// share.
func (g *progGen) vectorShuffleStep(t, a, b, sq string) {
	vt := "vector<4x" + t + ">"
	v := g.fresh()
	switch g.r.Intn(9) {
	case 0:
		g.emit("%s = vector.transpose %s, [1, 0] : vector<2x2x%s> to vector<2x2x%s>", v, sq, t, t)
		g.emit("vector.print %s : vector<2x2x%s>", v, t)
	case 1:
		g.emit("%s = vector.extract_strided_slice %s {offsets = [%d], sizes = [2], strides = [1]} : %s to vector<2x%s>", v, a, g.r.Intn(3), vt, t)
		g.emit("vector.print %s : vector<2x%s>", v, t)
	case 2:
		sl := g.fresh()
		g.emit("%s = vector.extract_strided_slice %s {offsets = [0, 1], sizes = [2, 1], strides = [1, 1]} : vector<2x2x%s> to vector<2x1x%s>", sl, sq, t, t)
		g.emit("%s = vector.insert_strided_slice %s, %s {offsets = [0, 0], strides = [1, 1]} : vector<2x1x%s> into vector<2x2x%s>", v, sl, sq, t, t)
		g.emit("vector.print %s : vector<2x2x%s>", v, t)
	case 3:
		mask := make([]string, 5)
		for i := range mask {
			mask[i] = fmt.Sprint(g.r.Intn(8))
		}
		g.emit("%s = vector.shuffle %s, %s [%s] : %s, %s", v, a, b, strings.Join(mask, ", "), vt, vt)
		g.emit("vector.print %s : vector<5x%s>", v, t)
	case 4:
		g.emit("%s = vector.interleave %s, %s : %s -> vector<8x%s>", v, a, b, vt, t)
		g.emit("vector.print %s : vector<8x%s>", v, t)
	case 5:
		o := g.fresh()
		g.emit("%s, %s = vector.deinterleave %s : %s -> vector<2x%s>", v, o, a, vt, t)
		g.emit("vector.print %s : vector<2x%s>", v, t)
		g.emit("vector.print %s : vector<2x%s>", o, t)
	case 6:
		g.emit("%s = vector.outerproduct %s, %s : %s, %s", v, a, b, vt, vt)
		g.emit("vector.print %s : vector<4x4x%s>", v, t)
	case 7:
		g.emit("%s = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, "+
			"affine_map<(m, n, k) -> (m, n)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"], kind = #vector.kind<add>} "+
			"%s, %s, %s : vector<2x2x%s>, vector<2x2x%s> into vector<2x2x%s>", v, sq, sq, sq, t, t, t)
		g.emit("vector.print %s : vector<2x2x%s>", v, t)
	default:
		m := g.fresh()
		g.emit("%s = vector.create_mask %%c%d : vector<4xi1>", m, g.r.Intn(5))
		g.emit("%s = arith.select %s, %s, %s : vector<4xi1>, %s", v, m, a, b, vt)
		g.emit("vector.print %s : %s", v, vt)
	}
}
