package irgen

import (
	"bytes"
	"fmt"
	"math/rand"
	"strings"
)

// GenerateMisc returns a random valid module of the dialects the other
// generators leave out: linalg (named ops, fill, generic with random
// iterator kinds), tosa reductions (with their nan_mode), ml_program
// globals (loaded and stored), index, ub, math, complex, gpu modules and
// functions, and builtin dense_resource blobs of random contents, the ops
// with random locations of every kind.
func GenerateMisc(r *rand.Rand) []byte {
	g := &miscGen{gen: newGen(r, DefaultConfig())}
	var b bytes.Buffer
	b.WriteString("module attributes {gpu.container_module} {\n")
	for k, n := 0, 1+g.intn(3); k < n; k++ {
		g.global(&b, k)
	}
	for k, n := 0, 1+g.intn(3); k < n; k++ {
		g.function(&b, k)
	}
	if g.chance(0.5) {
		fmt.Fprintf(&b, "  gpu.module @kernels {\n    gpu.func @k(%%arg0: memref<%dxf32>) kernel {\n      gpu.return\n    }\n  }\n", 1+g.intn(8))
	}
	b.WriteString("}\n")
	if len(g.blobs) > 0 {
		b.WriteString("{-#\n  dialect_resources: {\n    builtin: {\n")
		b.WriteString(strings.Join(g.blobs, ",\n"))
		b.WriteString("\n    }\n  }\n#-}\n")
	}
	return b.Bytes()
}

// miscGen generates one module of GenerateMisc.
type miscGen struct {
	*gen
	globals []string // `@name : type` of the mutable globals
	blobs   []string // the dialect_resources entries
	n       int      // values defined in the current function
}

// miscElem is an element type the generated ops take: a float or a
// signless integer of a width they all accept.
type miscElem struct {
	name  string
	float bool
	bytes int
}

var miscElems = []miscElem{{"f32", true, 4}, {"f16", true, 2}, {"i32", false, 4}, {"i8", false, 1}}

// shape returns a random static shape of rank 1 to 3.
func (g *miscGen) shape() []int {
	s := make([]int, 1+g.intn(3))
	for i := range s {
		s[i] = 1 + g.intn(6)
	}
	return s
}

func tensorOf(shape []int, elem string) string {
	var b strings.Builder
	b.WriteString("tensor<")
	for _, d := range shape {
		fmt.Fprintf(&b, "%dx", d)
	}
	return b.String() + elem + ">"
}

// blob returns a new dense_resource blob of n elements of e's size.
func (g *miscGen) blob(e miscElem, n int) string {
	name := fmt.Sprintf("blob%d", len(g.blobs))
	var hex strings.Builder
	fmt.Fprintf(&hex, "0x%02X000000", e.bytes)
	for i := 0; i < n*e.bytes; i++ {
		fmt.Fprintf(&hex, "%02X", g.intn(256))
	}
	g.blobs = append(g.blobs, fmt.Sprintf("      %s: \"%s\"", name, hex.String()))
	return name
}

func (g *miscGen) global(b *bytes.Buffer, k int) {
	e := miscElems[0]
	n := 1 + g.intn(6)
	t := fmt.Sprintf("tensor<%dx%s>", n, e.name)
	init := fmt.Sprintf("dense<%d.0>", g.intn(9))
	if g.chance(0.5) {
		init = "dense_resource<" + g.blob(e, n) + ">"
	}
	if g.chance(0.7) {
		g.globals = append(g.globals, fmt.Sprintf("@g%d : %s", k, t))
		fmt.Fprintf(b, "  ml_program.global private mutable @g%d(%s : %s) : %s %s\n", k, init, t, t, g.loc())
		return
	}
	fmt.Fprintf(b, "  ml_program.global private @g%d(%s : %s) : %s\n", k, init, t, t)
}

// val returns the name of a new value.
func (g *miscGen) val() string {
	g.n++
	return fmt.Sprintf("%%v%d", g.n)
}

func (g *miscGen) function(b *bytes.Buffer, k int) {
	g.n = 0
	fmt.Fprintf(b, "  func.func @f%d(%%i: index, %%j: index, %%x: f32, %%y: f32) {\n", k)
	for op, n := 0, 2+g.intn(8); op < n; op++ {
		b.WriteString("    ")
		pick(g.gen, miscOps)(g, b)
		if g.chance(0.4) {
			b.WriteString(" " + g.loc())
		}
		b.WriteString("\n")
	}
	b.WriteString("    return\n  }\n")
}

// miscOps write one operation (and the values it needs) of each kind.
var miscOps = []func(g *miscGen, b *bytes.Buffer){
	(*miscGen).matmul, (*miscGen).fill, (*miscGen).generic, (*miscGen).reduce,
	(*miscGen).index, (*miscGen).poison, (*miscGen).math, (*miscGen).complex,
	(*miscGen).globalAccess, (*miscGen).resource,
}

// empty defines an empty tensor of type t and returns its name.
func (g *miscGen) empty(b *bytes.Buffer, t string) string {
	v := g.val()
	fmt.Fprintf(b, "%s = tensor.empty() : %s\n    ", v, t)
	return v
}

func (g *miscGen) matmul(b *bytes.Buffer) {
	e := pick(g.gen, miscElems)
	m, n, k := 1+g.intn(6), 1+g.intn(6), 1+g.intn(6)
	ta, tb, tc := tensorOf([]int{m, k}, e.name), tensorOf([]int{k, n}, e.name), tensorOf([]int{m, n}, e.name)
	a, bb, c := g.empty(b, ta), g.empty(b, tb), g.empty(b, tc)
	name := pick(g.gen, []string{"matmul", "matmul", "batch_matmul"})
	if name == "batch_matmul" {
		bt := 1 + g.intn(3)
		ta, tb, tc = tensorOf([]int{bt, m, k}, e.name), tensorOf([]int{bt, k, n}, e.name), tensorOf([]int{bt, m, n}, e.name)
		a, bb, c = g.empty(b, ta), g.empty(b, tb), g.empty(b, tc)
	}
	fmt.Fprintf(b, "%s = linalg.%s ins(%s, %s : %s, %s) outs(%s : %s) -> %s", g.val(), name, a, bb, ta, tb, c, tc, tc)
}

func (g *miscGen) fill(b *bytes.Buffer) {
	t := tensorOf(g.shape(), "f32")
	out := g.empty(b, t)
	fmt.Fprintf(b, "%s = linalg.fill ins(%%x : f32) outs(%s : %s) -> %s", g.val(), out, t, t)
}

func (g *miscGen) generic(b *bytes.Buffer) {
	shape := g.shape()
	t := tensorOf(shape, "f32")
	in, out := g.empty(b, t), g.empty(b, t)
	dims := make([]string, len(shape))
	iters := make([]string, len(shape))
	for i := range dims {
		dims[i] = fmt.Sprintf("d%d", i)
		iters[i] = `"parallel"`
	}
	m := fmt.Sprintf("affine_map<(%s) -> (%s)>", strings.Join(dims, ", "), strings.Join(dims, ", "))
	body := pick(g.gen, []string{"arith.addf", "arith.mulf", "arith.maximumf", "arith.subf"})
	fmt.Fprintf(b, "%s = linalg.generic {indexing_maps = [%s, %s], iterator_types = [%s]} ins(%s : %s) outs(%s : %s) {\n", g.val(), m, m, strings.Join(iters, ", "), in, t, out, t)
	fmt.Fprintf(b, "    ^bb0(%%a: f32, %%b: f32):\n      %%s = %s %%a, %%b : f32\n      linalg.yield %%s : f32\n    } -> %s", body, t)
}

func (g *miscGen) reduce(b *bytes.Buffer) {
	e := pick(g.gen, miscElems)
	shape := g.shape()
	t := tensorOf(shape, e.name)
	in := g.empty(b, t)
	axis := g.intn(len(shape))
	out := append([]int(nil), shape...)
	out[axis] = 1
	op := pick(g.gen, []string{"reduce_sum", "reduce_product", "reduce_max", "reduce_min"})
	attrs := fmt.Sprintf("axis = %d : i32", axis)
	if (op == "reduce_max" || op == "reduce_min") && g.chance(0.6) {
		attrs += ", nan_mode = " + pick(g.gen, []string{"PROPAGATE", "IGNORE", "#tosa.nan_mode<IGNORE>"})
	}
	fmt.Fprintf(b, "%s = tosa.%s %s {%s} : (%s) -> %s", g.val(), op, in, attrs, t, tensorOf(out, e.name))
}

func (g *miscGen) index(b *bytes.Buffer) {
	switch g.intn(4) {
	case 0:
		fmt.Fprintf(b, "%s = index.%s %%i, %%j", g.val(), pick(g.gen, []string{"add", "sub", "mul", "divs", "maxu", "shl", "xor"}))
	case 1:
		fmt.Fprintf(b, "%s = index.cmp %s(%%i, %%j)", g.val(), pick(g.gen, []string{"eq", "ne", "slt", "ule", "sge"}))
	case 2:
		fmt.Fprintf(b, "%s = index.%s %%i : index to i%d", g.val(), pick(g.gen, []string{"casts", "castu"}), pick(g.gen, []int{8, 32, 64}))
	default:
		fmt.Fprintf(b, "%s = index.constant %d", g.val(), g.intn(100)-50)
	}
}

func (g *miscGen) poison(b *bytes.Buffer) {
	fmt.Fprintf(b, "%s = ub.poison : %s", g.val(), pick(g.gen, []string{"i32", "f64", "index", "vector<4xf32>", "tensor<2xi8>"}))
}

func (g *miscGen) math(b *bytes.Buffer) {
	op := pick(g.gen, []string{"sqrt", "exp", "log", "sin", "tanh", "absf", "ceil"})
	fm := pick(g.gen, []string{"", " fastmath<fast>", " fastmath<nnan,ninf>"})
	fmt.Fprintf(b, "%s = math.%s %%x%s : f32", g.val(), op, fm)
}

func (g *miscGen) complex(b *bytes.Buffer) {
	c := g.val()
	fmt.Fprintf(b, "%s = complex.create %%x, %%y : complex<f32>\n    ", c)
	switch g.intn(3) {
	case 0:
		fmt.Fprintf(b, "%s = complex.%s %s : complex<f32>", g.val(), pick(g.gen, []string{"exp", "neg", "sqrt", "conj"}), c)
	case 1:
		fmt.Fprintf(b, "%s = complex.abs %s : complex<f32>", g.val(), c)
	default:
		fmt.Fprintf(b, "%s = complex.constant [%d.0 : f32, %d.5 : f32] : complex<f32>", g.val(), g.intn(9), g.intn(9))
	}
}

func (g *miscGen) globalAccess(b *bytes.Buffer) {
	if len(g.globals) == 0 {
		g.poison(b)
		return
	}
	name, t, _ := strings.Cut(pick(g.gen, g.globals), " : ")
	v := g.val()
	fmt.Fprintf(b, "%s = ml_program.global_load %s : %s", v, name, t)
	if g.chance(0.5) {
		fmt.Fprintf(b, "\n    ml_program.global_store %s = %s : %s", name, v, t)
	}
}

func (g *miscGen) resource(b *bytes.Buffer) {
	e := pick(g.gen, miscElems)
	n := 1 + g.intn(5)
	fmt.Fprintf(b, "%s = arith.constant dense_resource<%s> : tensor<%dx%s>", g.val(), g.blob(e, n), n, e.name)
}
