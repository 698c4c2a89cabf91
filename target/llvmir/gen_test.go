package llvmir

import (
	"fmt"
	"math/rand"
	"strings"
)

// llvmGen writes random llvm-dialect modules (generic op form) for the
// differential test: functions of integer, float, vector and pointer
// arithmetic, comparisons, casts, memory accesses, intrinsics, and
// control flow with block arguments.
type llvmGen struct {
	r       *rand.Rand
	b       strings.Builder
	n       int
	vals    map[string][]string // type -> visible values
	globals [][2]string         // name, type
	pending []string            // ops written at the start of the next function
}

var (
	genInts   = []string{"i1", "i8", "i16", "i32", "i64"}
	genFloats = []string{"f16", "f32", "f64"}
	genVecs   = []string{"vector<4xi32>", "vector<4xf32>", "vector<2xf64>"}
	genAll    = append(append(append([]string{}, genInts...), genFloats...), genVecs...)
)

func (g *llvmGen) pick(xs []string) string { return xs[g.r.Intn(len(xs))] }

func (g *llvmGen) fresh() string {
	g.n++
	return fmt.Sprintf("%%v%d", g.n)
}

func isFloatT(t string) bool {
	return t[0] == 'f' || strings.HasSuffix(t, "f32>") || strings.HasSuffix(t, "f64>")
}

// constant returns the text of a constant of type t.
func (g *llvmGen) constant(t string) string {
	switch {
	case strings.HasPrefix(t, "vector"):
		elem := strings.TrimSuffix(t[strings.IndexByte(t, 'x')+1:], ">")
		if g.r.Intn(2) == 0 {
			return fmt.Sprintf("dense<%s> : %s", g.scalarLit(elem), t)
		}
		n := 4
		if strings.Contains(t, "<2x") {
			n = 2
		}
		parts := make([]string, n)
		for i := range parts {
			parts[i] = g.scalarLit(elem)
		}
		return fmt.Sprintf("dense<[%s]> : %s", strings.Join(parts, ", "), t)
	}
	if t == "i1" {
		return g.scalarLit(t)
	}
	return g.scalarLit(t) + " : " + t
}

func (g *llvmGen) scalarLit(t string) string {
	if isFloatT(t) {
		lits := []string{"0.0", "1.0", "-0.0", "0.1", "1.5", "-2.25", "1.0e+10", "3.14159", "1.0e-07", "123.456",
			"0x7FC00000", "65504.0", "0.33333"}
		l := lits[g.r.Intn(len(lits))]
		if strings.HasPrefix(l, "0x") && t != "f32" {
			return "1.0"
		}
		return l
	}
	if t == "i1" {
		return []string{"true", "false"}[g.r.Intn(2)]
	}
	lits := []int64{0, 1, 2, 3, 7, -1, -128, 127, 255, 1000, -5, 65535}
	for {
		v := lits[g.r.Intn(len(lits))]
		if n := bits(t); n >= 32 || v >= -(1<<(n-1)) && v < 1<<n {
			return fmt.Sprint(v)
		}
	}
}

// operand returns a visible value of type t, making a constant when none
// is visible (or sometimes anyway).
func (g *llvmGen) operand(t string) string {
	vs := g.vals[t]
	if len(vs) == 0 || g.r.Intn(5) == 0 {
		v := g.fresh()
		fmt.Fprintf(&g.b, "    %s = \"llvm.mlir.constant\"() <{value = %s}> : () -> %s\n", v, g.constant(t), t)
		g.vals[t] = append(g.vals[t], v)
		return v
	}
	return vs[g.r.Intn(len(vs))]
}

func (g *llvmGen) def(t, text string) {
	v := g.fresh()
	fmt.Fprintf(&g.b, "    %s = %s\n", v, text)
	g.vals[t] = append(g.vals[t], v)
}

var fmfs = []string{"none", "fast", "nnan", "ninf, nsz", "contract", "reassoc, afn", "arcp"}

// op writes one random operation.
func (g *llvmGen) op() {
	t := g.pick(genAll)
	switch k := g.r.Intn(12); {
	case k < 4 && !isFloatT(t):
		ops := []string{"add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "udiv", "sdiv", "urem", "srem"}
		o := g.pick(ops)
		a, b := g.operand(t), g.operand(t)
		flags := ""
		switch o {
		case "add", "sub", "mul", "shl":
			flags = g.pick([]string{"", " overflow<nsw>", " overflow<nuw>", " overflow<nsw, nuw>"})
		}
		g.def(t, fmt.Sprintf("llvm.%s %s, %s%s : %s", o, a, b, flags, t))
	case k < 4:
		o := g.pick([]string{"fadd", "fsub", "fmul", "fdiv", "frem"})
		a, b := g.operand(t), g.operand(t)
		g.def(t, fmt.Sprintf("\"llvm.%s\"(%s, %s) <{fastmathFlags = #llvm.fastmath<%s>}> : (%s, %s) -> %s", o, a, b, g.pick(fmfs), t, t, t))
	case k == 4:
		a, b := g.operand(t), g.operand(t)
		rt := "i1"
		if strings.HasPrefix(t, "vector") {
			rt = "vector<4xi1>"
			if strings.Contains(t, "<2x") {
				rt = "vector<2xi1>"
			}
		}
		if isFloatT(t) {
			g.def(rt, fmt.Sprintf("\"llvm.fcmp\"(%s, %s) <{fastmathFlags = #llvm.fastmath<%s>, predicate = %d : i64}> : (%s, %s) -> %s", a, b, g.pick(fmfs), g.r.Intn(16), t, t, rt))
		} else {
			g.def(rt, fmt.Sprintf("\"llvm.icmp\"(%s, %s) <{predicate = %d : i64}> : (%s, %s) -> %s", a, b, g.r.Intn(10), t, t, rt))
		}
	case k == 5 && !strings.HasPrefix(t, "vector"):
		c, a, b := g.operand("i1"), g.operand(t), g.operand(t)
		g.def(t, fmt.Sprintf("\"llvm.select\"(%s, %s, %s) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, %s, %s) -> %s", c, a, b, t, t, t))
	case k == 6:
		g.cast()
	case k == 7 && t[0] == 'f':
		name := g.pick([]string{"fabs", "sqrt", "exp", "log", "floor", "ceil", "sin", "cos", "trunc", "round", "exp2", "log2", "tanh"})
		g.def(t, fmt.Sprintf("\"llvm.intr.%s\"(%s) <{fastmathFlags = #llvm.fastmath<none>}> : (%s) -> %s", name, g.operand(t), t, t))
	case k == 7 && isFloatT(t):
		name := g.pick([]string{"fmuladd", "fma"})
		a, b, c := g.operand(t), g.operand(t), g.operand(t)
		g.def(t, fmt.Sprintf("\"llvm.intr.%s\"(%s, %s, %s) <{fastmathFlags = #llvm.fastmath<none>}> : (%s, %s, %s) -> %s", name, a, b, c, t, t, t, t))
	case k == 7:
		name := g.pick([]string{"smax", "smin", "umax", "umin", "sadd.sat", "usub.sat"})
		a, b := g.operand(t), g.operand(t)
		g.def(t, fmt.Sprintf("\"llvm.intr.%s\"(%s, %s) : (%s, %s) -> %s", name, a, b, t, t, t))
	case k == 8 && strings.HasPrefix(t, "vector"):
		elem := strings.TrimSuffix(t[strings.IndexByte(t, 'x')+1:], ">")
		v, i := g.operand(t), g.operand("i32")
		if g.r.Intn(2) == 0 {
			g.def(elem, fmt.Sprintf("\"llvm.extractelement\"(%s, %s) : (%s, i32) -> %s", v, i, t, elem))
		} else {
			e := g.operand(elem)
			g.def(t, fmt.Sprintf("\"llvm.insertelement\"(%s, %s, %s) : (%s, %s, i32) -> %s", v, e, i, t, elem, t))
		}
	case k == 9 && !strings.HasPrefix(t, "vector") && t != "i1":
		g.memory(t)
	case k == 11 && !strings.HasPrefix(t, "vector") && t != "i1" && t != "f16":
		g.atomic(t)
	case k == 10 && strings.HasPrefix(t, "vector") && g.r.Intn(2) == 0:
		a, b := g.operand(t), g.operand(t)
		n := 4
		if strings.Contains(t, "<2x") {
			n = 2
		}
		mask := make([]string, n)
		for i := range mask {
			mask[i] = fmt.Sprint(g.r.Intn(2*n+1) - 1)
		}
		g.def(t, fmt.Sprintf("\"llvm.shufflevector\"(%s, %s) <{mask = array<i32: %s>}> : (%s, %s) -> %s", a, b, strings.Join(mask, ", "), t, t, t))
	case k == 10 && !strings.HasPrefix(t, "vector"):
		st := "!llvm.struct<(" + t + ", i32)>"
		s := g.fresh()
		fmt.Fprintf(&g.b, "    %s = \"llvm.mlir.undef\"() : () -> %s\n", s, st)
		g.def(st, fmt.Sprintf("\"llvm.insertvalue\"(%s, %s) <{position = array<i64: 0>}> : (%s, %s) -> %s", s, g.operand(t), st, t, st))
		last := g.vals[st][len(g.vals[st])-1]
		g.def(t, fmt.Sprintf("\"llvm.extractvalue\"(%s) <{position = array<i64: 0>}> : (%s) -> %s", last, st, t))
	default:
		g.def(t, fmt.Sprintf("\"llvm.freeze\"(%s) : (%s) -> %s", g.operand(t), t, t))
	}
}

func bits(t string) int {
	var n int
	fmt.Sscanf(t[1:], "%d", &n)
	return n
}

// cast writes a random conversion.
func (g *llvmGen) cast() {
	a, b := g.pick(append(genInts, genFloats...)), g.pick(append(genInts, genFloats...))
	if a == b {
		return
	}
	var o string
	switch {
	case !isFloatT(a) && !isFloatT(b):
		o = "trunc"
		if bits(a) < bits(b) {
			o = g.pick([]string{"zext", "sext"})
		}
	case isFloatT(a) && isFloatT(b):
		o = "fptrunc"
		if bits(a) < bits(b) {
			o = "fpext"
		}
	case isFloatT(a):
		o = g.pick([]string{"fptosi", "fptoui"})
	default:
		o = g.pick([]string{"sitofp", "uitofp"})
	}
	g.def(b, fmt.Sprintf("\"llvm.%s\"(%s) : (%s) -> %s", o, g.operand(a), a, b))
}

// memory writes an alloca, a store, a gep and a load of type t.
func (g *llvmGen) memory(t string) {
	n := g.operand("i32")
	p := g.fresh()
	fmt.Fprintf(&g.b, "    %s = \"llvm.alloca\"(%s) <{elem_type = %s}> : (i32) -> !llvm.ptr\n", p, n, t)
	fmt.Fprintf(&g.b, "    \"llvm.store\"(%s, %s) <{ordering = 0 : i64}> : (%s, !llvm.ptr) -> ()\n", g.operand(t), p, t)
	q := g.fresh()
	fmt.Fprintf(&g.b, "    %s = \"llvm.getelementptr\"(%s, %s) <{elem_type = %s, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr\n", q, p, g.operand("i64"), t)
	align := ""
	if g.r.Intn(2) == 0 {
		align = "alignment = 1 : i64, "
	}
	g.def(t, fmt.Sprintf("\"llvm.load\"(%s) <{%sordering = 0 : i64}> : (!llvm.ptr) -> %s", q, align, t))
}

// atomic writes an atomic access of type t through a fresh alloca.
func (g *llvmGen) atomic(t string) {
	p := g.fresh()
	fmt.Fprintf(&g.b, "    %s = \"llvm.alloca\"(%s) <{alignment = %d : i64, elem_type = %s}> : (i32) -> !llvm.ptr\n", p, g.operand("i32"), 1<<g.r.Intn(5), t)
	orders := []string{"monotonic", "acquire", "release", "acq_rel", "seq_cst"}
	switch g.r.Intn(4) {
	case 0:
		if isFloatT(t) {
			g.def(t, fmt.Sprintf("llvm.atomicrmw %s %s, %s %s : !llvm.ptr, %s", g.pick([]string{"fadd", "fsub", "fmax", "xchg"}), p, g.operand(t), g.pick(orders), t))
			return
		}
		g.def(t, fmt.Sprintf("llvm.atomicrmw %s%s %s, %s %s : !llvm.ptr, %s", g.pick([]string{"", "volatile "}), g.pick([]string{"add", "sub", "_and", "_or", "_xor", "max", "umin", "xchg", "nand"}), p, g.operand(t), g.pick(orders), t))
	case 1:
		if isFloatT(t) {
			return
		}
		st := "!llvm.struct<(" + t + ", i1)>"
		g.def(st, fmt.Sprintf("llvm.cmpxchg %s%s, %s, %s %s %s : !llvm.ptr, %s", g.pick([]string{"", "weak "}), p, g.operand(t), g.operand(t), g.pick([]string{"acq_rel", "seq_cst"}), g.pick([]string{"monotonic", "acquire"}), t))
	case 2:
		fmt.Fprintf(&g.b, "    llvm.fence %s%s\n", g.pick([]string{"", "syncscope(\"agent\") "}), g.pick([]string{"acquire", "release", "seq_cst"}))
	default:
		g.def(t, fmt.Sprintf("llvm.load %s%s atomic %s {alignment = %d : i64} : !llvm.ptr -> %s", g.pick([]string{"", "volatile "}), p, g.pick([]string{"monotonic", "acquire", "seq_cst"}), bits(t)/8, t))
	}
}

// module writes a module of a few functions.
func (g *llvmGen) module() string {
	nf := 1 + g.r.Intn(3)
	// Globals, and declarations the functions call.
	for i := 0; i < g.r.Intn(3); i++ {
		t := g.pick(append(genInts[1:], genFloats[1:]...))
		fmt.Fprintf(&g.b, "llvm.mlir.global %s %s@g%d(%s) {alignment = %d : i64} : %s\n", g.pick([]string{"internal", "external", "private", "weak", "linkonce_odr"}),
			g.pick([]string{"", "constant ", "unnamed_addr ", "local_unnamed_addr constant "}), i, g.constant(t), 1<<g.r.Intn(4), t)
		g.globals = append(g.globals, [2]string{fmt.Sprintf("@g%d", i), t})
	}
	fmt.Fprintf(&g.b, "llvm.mlir.global external @str(\"hi\\0A\\00\") {addr_space = 0 : i32} : !llvm.array<4 x i8>\n")
	fmt.Fprintf(&g.b, "llvm.func @ext(i32, ...) -> i32 attributes {passthrough = [\"nounwind\", [\"frame-pointer\", \"all\"]]}\n")
	fmt.Fprintf(&g.b, "llvm.func internal @cb(%%a: !llvm.ptr {llvm.noalias, llvm.nonnull}, %%b: i64 {llvm.signext}) -> (i64 {llvm.noundef}) attributes {no_unwind, will_return} {\n    llvm.return %%b : i64\n  }\n")
	for f := 0; f < nf; f++ {
		g.vals = map[string][]string{}
		for _, gl := range g.globals {
			if g.r.Intn(2) == 0 {
				p := g.fresh()
				fmt.Fprintf(&g.b, "")
				g.pending = append(g.pending, fmt.Sprintf("    %s = llvm.mlir.addressof %s : !llvm.ptr\n", p, gl[0]))
				v := g.fresh()
				g.pending = append(g.pending, fmt.Sprintf("    %s = llvm.load %s : !llvm.ptr -> %s\n", v, p, gl[1]))
				g.vals[gl[1]] = append(g.vals[gl[1]], v)
			}
		}
		ret := g.pick(genAll)
		var params []string
		for i := 0; i < 1+g.r.Intn(3); i++ {
			t := g.pick(genAll)
			v := g.fresh()
			params = append(params, v+": "+t)
			g.vals[t] = append(g.vals[t], v)
		}
		fmt.Fprintf(&g.b, "llvm.func %s@f%d(%s) -> %s {\n", g.pick([]string{"", "", "internal ", "weak ", "linkonce_odr "}), f, strings.Join(params, ", "), ret)
		for _, p := range g.pending {
			g.b.WriteString(p)
		}
		g.pending = nil
		if g.r.Intn(3) == 0 {
			s := g.fresh()
			fmt.Fprintf(&g.b, "    %s = llvm.mlir.addressof @str : !llvm.ptr\n", s)
			g.def("i32", fmt.Sprintf("llvm.call @ext(%s, %s) vararg(!llvm.func<i32 (i32, ...)>) : (i32, !llvm.ptr) -> i32", g.operand("i32"), s))
			g.def("i64", fmt.Sprintf("llvm.call @cb(%s, %s) : (!llvm.ptr, i64) -> i64", s, g.operand("i64")))
		}
		for i := 0; i < 3+g.r.Intn(8); i++ {
			g.op()
		}
		if g.r.Intn(3) == 0 {
			fmt.Fprintf(&g.b, "    llvm.return %s : %s\n  }\n", g.operand(ret), ret)
			continue
		}
		if g.r.Intn(3) == 0 {
			// A switch over three destinations.
			v := g.operand("i32")
			x := g.operand(ret)
			fmt.Fprintf(&g.b, "    llvm.switch %s : i32, ^bb3(%s : %s) [\n      %d: ^bb1,\n      %d: ^bb2,\n      %d: ^bb3(%s : %s)\n    ]\n",
				v, x, ret, g.r.Intn(5), 5+g.r.Intn(5), 10+g.r.Intn(5), g.operand(ret), ret)
			fmt.Fprintf(&g.b, "  ^bb1:\n    llvm.br ^bb3(%s : %s)\n  ^bb2:\n    llvm.unreachable\n  ^bb3(%%sw%d: %s):\n    llvm.return %%sw%d : %s\n  }\n",
				g.operand(ret), ret, f, ret, f, ret)
			continue
		}
		// A diamond with block arguments.
		c := g.operand("i1")
		x, y := g.operand(ret), g.operand(ret)
		fmt.Fprintf(&g.b, "    llvm.cond_br %s, ^bb1, ^bb2(%s : %s)\n  ^bb1:\n", c, x, ret)
		saved := g.vals
		g.vals = map[string][]string{}
		for k, v := range saved {
			g.vals[k] = append([]string(nil), v...)
		}
		for i := 0; i < 1+g.r.Intn(4); i++ {
			g.op()
		}
		fmt.Fprintf(&g.b, "    llvm.br ^bb2(%s : %s)\n  ^bb2(%%arg%d: %s):\n", g.operand(ret), ret, f, ret)
		_ = y
		g.vals = saved
		g.vals[ret] = append(g.vals[ret], fmt.Sprintf("%%arg%d", f))
		for i := 0; i < g.r.Intn(4); i++ {
			g.op()
		}
		fmt.Fprintf(&g.b, "    llvm.return %s : %s\n  }\n", g.operand(ret), ret)
	}
	return g.b.String()
}

// genLLVMModule returns a random llvm-dialect module.
func genLLVMModule(r *rand.Rand) string {
	return (&llvmGen{r: r}).module()
}
