package irgen

import (
	"bytes"
	"fmt"
	"math/rand"
	"strconv"
	"strings"
)

// ShapedConfig bounds the size of a program of the tensor and vector
// dialects (see GenerateShaped). Zero fields take the value of
// DefaultShapedConfig.
type ShapedConfig struct {
	Funcs int // functions
	Ops   int // operations per function (besides the values they need)
}

// DefaultShapedConfig is a configuration for programs of a few functions of
// a few dozen operations.
func DefaultShapedConfig() ShapedConfig { return ShapedConfig{Funcs: 3, Ops: 12} }

// GenerateShaped returns a random valid program of the tensor and vector
// dialects mixed with func and arith, in the custom form. Every op of both
// dialects appears (tensor.parallel_insert_slice aside, which needs a
// parallel loop), with every optional clause of its custom form: static
// and dynamic positions, offsets and sizes, masks and pass-through values,
// permutation maps, in_bounds flags, reduction kinds, fastmath flags,
// scalable dimensions, nofold and unique keywords, accumulators. Private
// functions are called by later ones (for -inline), and constants feed the
// ops (for the folders and canonicalization patterns).
func GenerateShaped(r *rand.Rand, cfg ShapedConfig) []byte {
	d := DefaultShapedConfig()
	if cfg.Funcs <= 0 {
		cfg.Funcs = d.Funcs
	}
	if cfg.Ops <= 0 {
		cfg.Ops = d.Ops
	}
	sg := &shapedGen{gen: newGen(r, DefaultConfig()), cfg: cfg}
	var b bytes.Buffer
	for i := 0; i < cfg.Funcs; i++ {
		sg.function(&b, i)
	}
	return b.Bytes()
}

// shapedGen generates one program.
type shapedGen struct {
	*gen
	cfg   ShapedConfig
	funcs []shapedFunc // the functions generated so far
}

// shapedFunc is a generated function's name and signature.
type shapedFunc struct {
	name          string
	args, results []string
	private       bool
}

// sfunc is the state of the function being generated.
type sfunc struct {
	g     *shapedGen
	body  bytes.Buffer
	args  []sval
	vals  []sval // values defined in the body
	next  int
	depth int // nesting of the regions being generated (indentation)
}

// sval is an SSA value and its type.
type sval struct {
	ref, t string
}

// Element types of the shaped values.
var (
	shapedFloats = []string{"f32", "f32", "f16"}
	shapedInts   = []string{"i32", "i32", "i8", "index"}
)

// stype is a scalar, vector, tensor or memref type; -1 in shape is a
// dynamic size.
type stype struct {
	kind     byte // 's', 'v', 't', 'm'
	elem     string
	shape    []int64
	scalable []bool
}

func (t stype) String() string {
	switch t.kind {
	case 's':
		return t.elem
	case 'x': // a type spelled in elem
		return t.elem
	case 'u':
		return "tensor<*x" + t.elem + ">"
	}
	var b strings.Builder
	b.WriteString(map[byte]string{'v': "vector<", 't': "tensor<", 'm': "memref<"}[t.kind])
	for i, d := range t.shape {
		switch {
		case d < 0:
			b.WriteString("?")
		case t.scalable != nil && t.scalable[i]:
			fmt.Fprintf(&b, "[%d]", d)
		default:
			b.WriteString(strconv.FormatInt(d, 10))
		}
		b.WriteString("x")
	}
	b.WriteString(t.elem + ">")
	return b.String()
}

func scalarT(e string) stype             { return stype{kind: 's', elem: e} }
func vecT(e string, s ...int64) stype    { return stype{kind: 'v', elem: e, shape: s} }
func tensorT(e string, s ...int64) stype { return stype{kind: 't', elem: e, shape: s} }
func memrefT(e string, s ...int64) stype { return stype{kind: 'm', elem: e, shape: s} }

// with returns t with element type e.
func (t stype) with(e string) stype {
	t.elem = e
	return t
}

// numElems is the static element count.
func (t stype) numElems() int64 {
	n := int64(1)
	for _, d := range t.shape {
		n *= d
	}
	return n
}

func isFloat(e string) bool { return e[0] == 'f' || e == "bf16" }

// shapes of vectors and static tensors.
var smallShapes = [][]int64{{4}, {2, 4}, {4}, {2, 3}, {2, 3, 4}, {8}, {1, 4}}

func (f *sfunc) fresh() string {
	f.next++
	return "%v" + strconv.Itoa(f.next-1)
}

func (f *sfunc) indent() string { return strings.Repeat("  ", f.depth+1) }

// line writes one line of the body.
func (f *sfunc) line(s string) { f.body.WriteString(f.indent() + s + "\n") }

// def writes `%v = text` defining a value of type t.
func (f *sfunc) def(t stype, text string) string {
	v := f.fresh()
	f.line(v + " = " + text)
	f.vals = append(f.vals, sval{v, t.String()})
	return v
}

// val returns a value of type t: one already defined, a constant, or a
// new argument.
func (f *sfunc) val(t stype) string {
	ts := t.String()
	var cands []string
	for _, v := range f.vals {
		if v.t == ts {
			cands = append(cands, v.ref)
		}
	}
	for _, v := range f.args {
		if v.t == ts {
			cands = append(cands, v.ref)
		}
	}
	g := f.g
	if len(cands) > 0 && g.chance(0.7) {
		return pick(g.gen, cands)
	}
	if g.chance(0.5) {
		if c := f.constant(t); c != "" {
			return c
		}
	}
	a := "%arg" + strconv.Itoa(len(f.args))
	f.args = append(f.args, sval{a, ts})
	return a
}

// index returns an index value (often a small constant).
func (f *sfunc) index() string {
	if f.g.chance(0.5) {
		return f.def(scalarT("index"), fmt.Sprintf("arith.constant %d : index", f.g.intn(4)))
	}
	return f.val(scalarT("index"))
}

// literal returns a literal of element type e.
func (f *sfunc) literal(e string) string {
	g := f.g
	switch {
	case e == "i1":
		return pick(g.gen, []string{"true", "false"})
	case isFloat(e):
		return pick(g.gen, []string{"0.000000e+00", "1.000000e+00", "-2.500000e+00", "4.200000e+01"})
	case e == "index":
		// Non-negative: upstream's vector folders crash on negative
		// constant positions.
		return strconv.Itoa(g.intn(5))
	}
	return strconv.Itoa(g.intn(7) - 2)
}

// constant defines an arith.constant of t ("" when t has none).
func (f *sfunc) constant(t stype) string {
	g := f.g
	switch t.kind {
	case 's':
		if t.elem == "i1" || t.elem == "index" || isFloat(t.elem) || t.elem[0] == 'i' {
			return f.def(t, fmt.Sprintf("arith.constant %s : %s", f.literal(t.elem), t))
		}
	case 'v', 't':
		for _, d := range t.shape {
			if d < 0 {
				return ""
			}
		}
		for _, s := range t.scalable {
			if s && !g.chance(0.3) {
				return ""
			}
		}
		if t.scalable != nil || g.chance(0.6) {
			return f.def(t, fmt.Sprintf("arith.constant dense<%s> : %s", f.literal(t.elem), t))
		}
		elems := make([]string, t.numElems())
		for i := range elems {
			elems[i] = f.literal(t.elem)
		}
		return f.def(t, fmt.Sprintf("arith.constant dense<%s> : %s", nested(elems, t.shape), t))
	}
	return ""
}

// nested prints elems as a nested list of the given shape.
func nested(elems []string, shape []int64) string {
	if len(shape) == 0 {
		return elems[0]
	}
	n := int64(len(elems)) / shape[0]
	parts := make([]string, shape[0])
	for i := range parts {
		parts[i] = nested(elems[int64(i)*n:int64(i+1)*n], shape[1:])
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// intsList prints `a, b, c`.
func intsList(xs []int64) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.FormatInt(x, 10)
	}
	return strings.Join(s, ", ")
}

func (f *sfunc) elem() string {
	if f.g.chance(0.5) {
		return pick(f.g.gen, shapedFloats)
	}
	return pick(f.g.gen, shapedInts)
}

// vector returns a random fixed vector type of element e.
func (f *sfunc) vector(e string) stype { return vecT(e, pick(f.g.gen, smallShapes)...) }

func (g *shapedGen) function(b *bytes.Buffer, k int) {
	f := &sfunc{g: g}
	for i := 0; i < g.cfg.Ops; i++ {
		f.op()
	}
	var results []sval
	for i := len(f.vals) - 1; i >= 0 && len(results) < 3; i-- {
		if g.chance(0.5) {
			results = append(results, f.vals[i])
		}
	}
	sf := shapedFunc{name: fmt.Sprintf("f%d", k), private: k < g.cfg.Funcs-1 && g.chance(0.5)}
	var params, rets, refs []string
	for _, a := range f.args {
		params = append(params, a.ref+": "+a.t)
		sf.args = append(sf.args, a.t)
	}
	for _, r := range results {
		rets = append(rets, r.t)
		refs = append(refs, r.ref)
	}
	sf.results = rets
	vis := ""
	if sf.private {
		vis = "private "
	}
	fmt.Fprintf(b, "func.func %s@%s(%s)", vis, sf.name, strings.Join(params, ", "))
	if len(rets) > 0 {
		fmt.Fprintf(b, " -> (%s)", strings.Join(rets, ", "))
	}
	b.WriteString(" {\n")
	b.Write(f.body.Bytes())
	if len(refs) > 0 {
		fmt.Fprintf(b, "  return %s : %s\n", strings.Join(refs, ", "), strings.Join(rets, ", "))
	} else {
		b.WriteString("  return\n")
	}
	b.WriteString("}\n")
	g.funcs = append(g.funcs, sf)
}

// op emits one random operation.
func (f *sfunc) op() {
	emitters := []func(){
		f.broadcast, f.extract, f.insert, f.stridedSlice, f.shuffle, f.fromElements, f.toElements,
		f.shapeCast, f.transpose, f.bitcast, f.reduction, f.multiReduction, f.contract, f.outerproduct,
		f.fma, f.step, f.masks, f.mask, f.transferRead, f.transferWrite, f.loadStore, f.maskedMemory,
		f.scalable, f.interleave, f.print, f.scan, f.typeCast, f.arith, f.call,
		f.tensorEmpty, f.tensorCast, f.tensorDimRank, f.tensorExtractInsert, f.tensorFromElements,
		f.tensorGenerate, f.tensorPad, f.tensorSlices, f.tensorReshapes, f.tensorConcat, f.tensorBitcast,
		f.tensorGatherScatter,
	}
	pick(f.g.gen, emitters)()
}

func (f *sfunc) broadcast() {
	g := f.g
	e := f.elem()
	switch g.intn(3) {
	case 0:
		t := f.vector(e)
		if g.chance(0.3) {
			t.scalable = make([]bool, len(t.shape))
			t.scalable[len(t.shape)-1] = true
		}
		f.def(t, fmt.Sprintf("vector.broadcast %s : %s to %s", f.val(scalarT(e)), e, t))
	case 1:
		src := vecT(e, 1, 4)
		f.def(vecT(e, 3, 4), fmt.Sprintf("vector.broadcast %s : %s to vector<3x4x%s>", f.val(src), src, e))
	default:
		src := vecT(e, 4)
		f.def(vecT(e, 2, 4), fmt.Sprintf("vector.broadcast %s : %s to vector<2x4x%s>", f.val(src), src, e))
	}
}

// position returns a vector position of n entries into shape, some of
// them dynamic.
func (f *sfunc) position(shape []int64, n int, dynamic bool) string {
	parts := make([]string, n)
	for i := range parts {
		if dynamic && f.g.chance(0.3) {
			parts[i] = f.index()
		} else {
			parts[i] = strconv.Itoa(f.g.intn(int(shape[i])))
		}
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func (f *sfunc) extract() {
	e := f.elem()
	t := f.vector(e)
	n := 1 + f.g.intn(len(t.shape))
	pos := f.position(t.shape, n, true)
	rt := scalarT(e)
	if n < len(t.shape) {
		rt = vecT(e, t.shape[n:]...)
	}
	f.def(rt, fmt.Sprintf("vector.extract %s%s : %s from %s", f.val(t), pos, rt, t))
}

func (f *sfunc) insert() {
	e := f.elem()
	t := f.vector(e)
	n := 1 + f.g.intn(len(t.shape))
	pos := f.position(t.shape, n, true)
	st := scalarT(e)
	if n < len(t.shape) {
		st = vecT(e, t.shape[n:]...)
	}
	f.def(t, fmt.Sprintf("vector.insert %s, %s %s : %s into %s", f.val(st), f.val(t), pos, st, t))
}

func (f *sfunc) stridedSlice() {
	e := f.elem()
	t := vecT(e, 4, 8)
	if f.g.chance(0.5) {
		r := vecT(e, 2, 4)
		f.def(r, fmt.Sprintf("vector.extract_strided_slice %s {offsets = [%d, %d], sizes = [2, 4], strides = [1, 1]} : %s to %s",
			f.val(t), f.g.intn(3), f.g.intn(5), t, r))
		return
	}
	src := vecT(e, 2, 4)
	if f.g.chance(0.5) {
		src = vecT(e, 4)
		f.def(t, fmt.Sprintf("vector.insert_strided_slice %s, %s {offsets = [%d, %d], strides = [1]} : %s into %s",
			f.val(src), f.val(t), f.g.intn(4), 4*f.g.intn(2), src, t))
		return
	}
	f.def(t, fmt.Sprintf("vector.insert_strided_slice %s, %s {offsets = [%d, %d], strides = [1, 1]} : %s into %s",
		f.val(src), f.val(t), f.g.intn(3), f.g.intn(5), src, t))
}

func (f *sfunc) shuffle() {
	e := f.elem()
	a, b := vecT(e, 4), vecT(e, 4)
	if f.g.chance(0.3) {
		a, b = vecT(e, 2, 4), vecT(e, 3, 4)
	}
	n := 1 + f.g.intn(6)
	mask := make([]int64, n)
	for i := range mask {
		mask[i] = int64(f.g.intn(int(a.shape[0]+b.shape[0])+1)) - 1
	}
	rt := vecT(e, append([]int64{int64(n)}, a.shape[1:]...)...)
	f.def(rt, fmt.Sprintf("vector.shuffle %s, %s [%s] : %s, %s", f.val(a), f.val(b), intsList(mask), a, b))
}

func (f *sfunc) fromElements() {
	e := f.elem()
	t := f.vector(e)
	if f.g.chance(0.2) {
		t = vecT(e)
	}
	elems := make([]string, t.numElems())
	for i := range elems {
		elems[i] = f.val(scalarT(e))
	}
	f.def(t, fmt.Sprintf("vector.from_elements %s : %s", strings.Join(elems, ", "), t))
}

func (f *sfunc) toElements() {
	e := f.elem()
	t := vecT(e, pick(f.g.gen, [][]int64{{4}, {2, 2}, {}})...)
	n := t.numElems()
	v := f.fresh()
	res := v
	if n > 1 {
		res = fmt.Sprintf("%s:%d", v, n)
	}
	f.line(fmt.Sprintf("%s = vector.to_elements %s : %s", res, f.val(t), t))
	for i := int64(0); i < n; i++ {
		ref := v
		if n > 1 {
			ref = fmt.Sprintf("%s#%d", v, i)
		}
		f.vals = append(f.vals, sval{ref, e})
	}
}

func (f *sfunc) shapeCast() {
	e := f.elem()
	pairs := [][2][]int64{{{2, 4}, {8}}, {{8}, {2, 4}}, {{2, 3, 4}, {6, 4}}, {{1, 4}, {4}}, {{4}, {1, 1, 4}}}
	p := pick(f.g.gen, pairs)
	a, b := vecT(e, p[0]...), vecT(e, p[1]...)
	f.def(b, fmt.Sprintf("vector.shape_cast %s : %s to %s", f.val(a), a, b))
}

func (f *sfunc) transpose() {
	e := f.elem()
	if f.g.chance(0.5) {
		f.def(vecT(e, 4, 2), fmt.Sprintf("vector.transpose %s, [1, 0] : vector<2x4x%s> to vector<4x2x%s>", f.val(vecT(e, 2, 4)), e, e))
		return
	}
	f.def(vecT(e, 4, 2, 3), fmt.Sprintf("vector.transpose %s, [2, 0, 1] : vector<2x3x4x%s> to vector<4x2x3x%s>", f.val(vecT(e, 2, 3, 4)), e, e))
}

func (f *sfunc) bitcast() {
	pairs := [][2]stype{{vecT("i32", 4), vecT("f32", 4)}, {vecT("f32", 2, 4), vecT("i32", 2, 4)},
		{vecT("i8", 8), vecT("i32", 2)}, {vecT("i32", 2), vecT("f16", 4)}}
	p := pick(f.g.gen, pairs)
	f.def(p[1], fmt.Sprintf("vector.bitcast %s : %s to %s", f.val(p[0]), p[0], p[1]))
}

// kind returns a combining kind for element type e.
func (f *sfunc) kind(e string) string {
	if isFloat(e) {
		return pick(f.g.gen, []string{"add", "mul", "minimumf", "maximumf", "minnumf", "maxnumf"})
	}
	return pick(f.g.gen, []string{"add", "mul", "minsi", "minui", "maxsi", "maxui", "and", "or", "xor"})
}

func (f *sfunc) reduction() {
	e := f.elem()
	t := vecT(e, 4)
	if f.g.chance(0.2) {
		t.scalable = []bool{true}
	}
	acc := ""
	if f.g.chance(0.4) {
		acc = ", " + f.val(scalarT(e))
	}
	fm := ""
	if isFloat(e) && f.g.chance(0.4) {
		fm = " fastmath<" + pick(f.g.gen, []string{"fast", "nnan", "reassoc,contract"}) + ">"
	}
	f.def(scalarT(e), fmt.Sprintf("vector.reduction <%s>, %s%s%s : %s into %s", f.kind(e), f.val(t), acc, fm, t, e))
}

func (f *sfunc) multiReduction() {
	e := f.elem()
	src := vecT(e, 2, 3, 4)
	var dims []int64
	var kept []int64
	for i, d := range src.shape {
		if f.g.chance(0.5) {
			dims = append(dims, int64(i))
		} else {
			kept = append(kept, d)
		}
	}
	rt := scalarT(e)
	if len(kept) > 0 {
		rt = vecT(e, kept...)
	}
	f.def(rt, fmt.Sprintf("vector.multi_reduction <%s>, %s, %s [%s] : %s to %s", f.kind(e), f.val(src), f.val(rt), intsList(dims), src, rt))
}

func (f *sfunc) contract() {
	e := f.elem()
	kind := ""
	if f.g.chance(0.4) {
		kind = fmt.Sprintf(", kind = #vector.kind<%s>", f.kind(e))
	}
	if f.g.chance(0.3) {
		a := vecT(e, 4)
		f.def(scalarT(e), fmt.Sprintf("vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [\"reduction\"]%s} %s, %s, %s : %s, %s into %s",
			kind, f.val(a), f.val(a), f.val(scalarT(e)), a, a, e))
		return
	}
	a, b, c := vecT(e, 2, 3), vecT(e, 3, 4), vecT(e, 2, 4)
	text := fmt.Sprintf("vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]%s} %s, %s, %s : %s, %s into %s",
		kind, f.val(a), f.val(b), f.val(c), a, b, c)
	if f.g.chance(0.2) {
		m := vecT("i1", 2, 4, 3)
		text = fmt.Sprintf("vector.mask %s { %s } : %s -> %s", f.val(m), text, m, c)
	}
	f.def(c, text)
}

func (f *sfunc) outerproduct() {
	e := pick(f.g.gen, []string{"f32", "i32"})
	kind := ""
	if f.g.chance(0.4) {
		kind = fmt.Sprintf(" {kind = #vector.kind<%s>}", f.kind(e))
	}
	if f.g.chance(0.3) {
		t := vecT(e, 4)
		f.def(t, fmt.Sprintf("vector.outerproduct %s, %s%s : %s, %s", f.val(t), f.val(scalarT(e)), kind, t, e))
		return
	}
	a, b, r := vecT(e, 2), vecT(e, 4), vecT(e, 2, 4)
	acc := ""
	if f.g.chance(0.5) {
		acc = ", " + f.val(r)
	}
	f.def(r, fmt.Sprintf("vector.outerproduct %s, %s%s%s : %s, %s", f.val(a), f.val(b), acc, kind, a, b))
}

func (f *sfunc) fma() {
	t := f.vector(pick(f.g.gen, shapedFloats))
	f.def(t, fmt.Sprintf("vector.fma %s, %s, %s : %s", f.val(t), f.val(t), f.val(t), t))
}

func (f *sfunc) step() {
	if f.g.chance(0.3) {
		f.def(scalarT("index"), "vector.vscale")
		return
	}
	t := vecT("index", 4)
	if f.g.chance(0.3) {
		t.scalable = []bool{true}
	}
	f.def(t, "vector.step : "+t.String())
}

// maskType returns an i1 vector of the shape of t.
func maskType(t stype) stype {
	t.elem = "i1"
	return t
}

func (f *sfunc) masks() {
	t := vecT("i1", pick(f.g.gen, [][]int64{{4}, {2, 4}, {2, 3}})...)
	if f.g.chance(0.5) {
		sizes := make([]int64, len(t.shape))
		if f.g.chance(0.8) {
			for i, d := range t.shape {
				sizes[i] = int64(1 + f.g.intn(int(d)))
			}
		}
		f.def(t, fmt.Sprintf("vector.constant_mask [%s] : %s", intsList(sizes), t))
		return
	}
	ops := make([]string, len(t.shape))
	for i := range ops {
		ops[i] = f.index()
	}
	f.def(t, fmt.Sprintf("vector.create_mask %s : %s", strings.Join(ops, ", "), t))
}

func (f *sfunc) mask() {
	e := f.elem()
	t := vecT(e, 4)
	m := f.val(maskType(t))
	switch f.g.intn(3) {
	case 0:
		f.def(scalarT(e), fmt.Sprintf("vector.mask %s { vector.reduction <%s>, %s : %s into %s } : vector<4xi1> -> %s", m, f.kind(e), f.val(t), t, e, e))
	case 1:
		src := memrefT(e, 8)
		pass := ""
		if f.g.chance(0.5) {
			pass = ", " + f.val(t)
		}
		f.def(t, fmt.Sprintf("vector.mask %s%s { vector.transfer_read %s[%s], %s : %s, %s } : vector<4xi1> -> %s",
			m, pass, f.val(src), f.index(), f.val(scalarT(e)), src, t, t))
	default:
		f.def(t, fmt.Sprintf("vector.mask %s { vector.yield %s : %s } : vector<4xi1> -> %s", m, f.val(t), t, t))
	}
}

// inBounds returns an optional in_bounds entry for n dimensions.
func (f *sfunc) inBounds(n int) string {
	if f.g.chance(0.4) {
		return ""
	}
	b := make([]string, n)
	for i := range b {
		b[i] = pick(f.g.gen, []string{"true", "false"})
	}
	return "in_bounds = [" + strings.Join(b, ", ") + "]"
}

// transferSource returns a memref or tensor of element e and rank 2.
func (f *sfunc) transferSource(e string) stype {
	shape := pick(f.g.gen, [][]int64{{8, 8}, {-1, 8}, {-1, -1}})
	if f.g.chance(0.5) {
		return tensorT(e, shape...)
	}
	return memrefT(e, shape...)
}

// attrDict prints the non-empty entries as an attribute dictionary.
func attrDict(entries ...string) string {
	var es []string
	for _, e := range entries {
		if e != "" {
			es = append(es, e)
		}
	}
	if len(es) == 0 {
		return ""
	}
	return " {" + strings.Join(es, ", ") + "}"
}

// transferForm returns the vector type, permutation map entry, mask type
// and in_bounds entry of a random transfer on a rank-2 source.
func (f *sfunc) transferForm(e string, read bool) (vt stype, perm string, mt stype) {
	switch n := f.g.intn(5); {
	case n == 0:
		return vecT(e, 4, 8), "permutation_map = affine_map<(d0, d1) -> (d1, d0)>", vecT("i1", 8, 4)
	case n == 1:
		return vecT(e, 4), "permutation_map = affine_map<(d0, d1) -> (d0)>", vecT("i1", 4)
	case n == 2 && read:
		return vecT(e, 3, 4), "permutation_map = affine_map<(d0, d1) -> (0, d1)>", vecT("i1", 4)
	case n == 3:
		vt = vecT(e, 2, 4)
		return vt, "", maskType(vt)
	}
	vt = vecT(e, 4)
	if f.g.chance(0.3) {
		vt.scalable = []bool{true}
	}
	return vt, "", maskType(vt)
}

func (f *sfunc) transferRead() {
	e := pick(f.g.gen, []string{"f32", "i32"})
	src := f.transferSource(e)
	vt, perm, mt := f.transferForm(e, true)
	mask := ""
	if f.g.chance(0.3) {
		mask = ", " + f.val(mt)
	}
	f.def(vt, fmt.Sprintf("vector.transfer_read %s[%s, %s], %s%s%s : %s, %s", f.val(src), f.index(), f.index(),
		f.val(scalarT(e)), mask, attrDict(f.inBounds(len(vt.shape)), perm), src, vt))
}

func (f *sfunc) transferWrite() {
	e := pick(f.g.gen, []string{"f32", "i32"})
	dst := f.transferSource(e)
	vt, perm, mt := f.transferForm(e, false)
	mask := ""
	if f.g.chance(0.3) {
		mask = ", " + f.val(mt)
	}
	text := fmt.Sprintf("vector.transfer_write %s, %s[%s, %s]%s%s : %s, %s", f.val(vt), f.val(dst), f.index(), f.index(),
		mask, attrDict(f.inBounds(len(vt.shape)), perm), vt, dst)
	if dst.kind == 't' {
		f.def(dst, text)
		return
	}
	f.line(text)
}

func (f *sfunc) loadStore() {
	e := f.elem()
	m := memrefT(e, 4, 8)
	if f.g.chance(0.3) {
		m = memrefT(e, -1, 8)
	}
	vt := vecT(e, pick(f.g.gen, [][]int64{{8}, {4}, {2, 4}})...)
	nt := ""
	if f.g.chance(0.3) {
		nt = " {nontemporal = true}"
	}
	if f.g.chance(0.5) {
		f.def(vt, fmt.Sprintf("vector.load %s[%s, %s]%s : %s, %s", f.val(m), f.index(), f.index(), nt, m, vt))
		return
	}
	f.line(fmt.Sprintf("vector.store %s, %s[%s, %s]%s : %s, %s", f.val(vt), f.val(m), f.index(), f.index(), nt, m, vt))
}

func (f *sfunc) maskedMemory() {
	e := pick(f.g.gen, []string{"f32", "i32"})
	m := memrefT(e, 16)
	vt := vecT(e, 4)
	mt := maskType(vt)
	base := fmt.Sprintf("%s[%s]", f.val(m), f.index())
	switch f.g.intn(6) {
	case 0:
		f.def(vt, fmt.Sprintf("vector.maskedload %s, %s, %s : %s, %s, %s into %s", base, f.val(mt), f.val(vt), m, mt, vt, vt))
	case 1:
		f.line(fmt.Sprintf("vector.maskedstore %s, %s, %s : %s, %s, %s", base, f.val(mt), f.val(vt), m, mt, vt))
	case 2:
		iv := vecT(pick(f.g.gen, []string{"index", "i32"}), 4)
		f.def(vt, fmt.Sprintf("vector.gather %s[%s], %s, %s : %s, %s, %s, %s into %s", base, f.val(iv), f.val(mt), f.val(vt), m, iv, mt, vt, vt))
	case 3:
		iv := vecT("index", 4)
		f.line(fmt.Sprintf("vector.scatter %s[%s], %s, %s : %s, %s, %s, %s", base, f.val(iv), f.val(mt), f.val(vt), m, iv, mt, vt))
	case 4:
		f.def(vt, fmt.Sprintf("vector.expandload %s, %s, %s : %s, %s, %s into %s", base, f.val(mt), f.val(vt), m, mt, vt, vt))
	default:
		f.line(fmt.Sprintf("vector.compressstore %s, %s, %s : %s, %s, %s", base, f.val(mt), f.val(vt), m, mt, vt))
	}
}

func (f *sfunc) scalable() {
	e := f.elem()
	st := vecT(e, 8)
	st.scalable = []bool{true}
	sub := vecT(e, 4)
	pos := 4 * f.g.intn(2)
	if f.g.chance(0.5) {
		f.def(st, fmt.Sprintf("vector.scalable.insert %s, %s[%d] : %s into %s", f.val(sub), f.val(st), pos, sub, st))
		return
	}
	f.def(sub, fmt.Sprintf("vector.scalable.extract %s[%d] : %s from %s", f.val(st), pos, sub, st))
}

func (f *sfunc) interleave() {
	e := f.elem()
	a, r := vecT(e, 4), vecT(e, 8)
	if f.g.chance(0.3) {
		a, r = vecT(e, 2, 4), vecT(e, 2, 8)
	}
	if f.g.chance(0.5) {
		f.def(r, fmt.Sprintf("vector.interleave %s, %s : %s -> %s", f.val(a), f.val(a), a, r))
		return
	}
	v := f.fresh()
	w := f.fresh()
	f.line(fmt.Sprintf("%s, %s = vector.deinterleave %s : %s -> %s", v, w, f.val(r), r, a))
	f.vals = append(f.vals, sval{v, a.String()}, sval{w, a.String()})
}

func (f *sfunc) print() {
	switch f.g.intn(4) {
	case 0:
		f.line("vector.print punctuation <" + pick(f.g.gen, []string{"comma", "newline", "open", "close", "no_punctuation"}) + ">")
	case 1:
		f.line(`vector.print str "hello\n"`)
	default:
		t := f.vector(f.elem())
		p := ""
		if f.g.chance(0.3) {
			p = " punctuation <comma>"
		}
		f.line(fmt.Sprintf("vector.print %s : %s%s", f.val(t), t, p))
	}
}

func (f *sfunc) scan() {
	e := f.elem()
	src := vecT(e, 2, 4)
	dim := f.g.intn(2)
	init := vecT(e, src.shape[1-dim])
	v := f.fresh()
	f.line(fmt.Sprintf("%s:2 = vector.scan <%s>, %s, %s {inclusive = %v, reduction_dim = %d : i64} : %s, %s",
		v, pick(f.g.gen, []string{"add", "mul"}), f.val(src), f.val(init), f.g.chance(0.5), dim, src, init))
	f.vals = append(f.vals, sval{v + "#0", src.String()}, sval{v + "#1", init.String()})
}

func (f *sfunc) typeCast() {
	e := pick(f.g.gen, []string{"f32", "i32"})
	m := memrefT(e, 2, 4)
	r := stype{kind: 'm', elem: vecT(e, 2, 4).String()}
	f.def(r, fmt.Sprintf("vector.type_cast %s : %s to %s", f.val(m), m, r))
}

func (f *sfunc) arith() {
	e := f.elem()
	if e == "index" && f.g.chance(0.5) {
		e = "i32"
	}
	var t stype
	switch f.g.intn(3) {
	case 0:
		t = scalarT(e)
	case 1:
		t = f.vector(e)
	default:
		t = tensorT(e, pick(f.g.gen, smallShapes)...)
	}
	op := "arith.addi"
	if isFloat(e) {
		op = pick(f.g.gen, []string{"arith.addf", "arith.mulf", "arith.subf"})
	} else {
		op = pick(f.g.gen, []string{"arith.addi", "arith.muli", "arith.subi", "arith.andi"})
	}
	f.def(t, fmt.Sprintf("%s %s, %s : %s", op, f.val(t), f.val(t), t))
}

func (f *sfunc) call() {
	// A callee among the last few functions (keeps big programs linear).
	var cands []shapedFunc
	for _, c := range f.g.funcs[max(0, len(f.g.funcs)-8):] {
		if len(c.results) > 0 {
			cands = append(cands, c)
		}
	}
	if len(cands) == 0 {
		f.arith()
		return
	}
	c := pick(f.g.gen, cands)
	args := make([]string, len(c.args))
	for i, a := range c.args {
		args[i] = f.valOfString(a)
	}
	v := f.fresh()
	res := v
	if len(c.results) > 1 {
		res = fmt.Sprintf("%s:%d", v, len(c.results))
	}
	f.line(fmt.Sprintf("%s = func.call @%s(%s) : (%s) -> (%s)", res, c.name, strings.Join(args, ", "),
		strings.Join(c.args, ", "), strings.Join(c.results, ", ")))
	for i, r := range c.results {
		ref := v
		if len(c.results) > 1 {
			ref = fmt.Sprintf("%s#%d", v, i)
		}
		f.vals = append(f.vals, sval{ref, r})
	}
}

// valOfString returns a value of the type spelled ts (an existing value
// or a new argument).
func (f *sfunc) valOfString(ts string) string {
	for _, v := range append(append([]sval(nil), f.vals...), f.args...) {
		if v.t == ts && f.g.chance(0.7) {
			return v.ref
		}
	}
	a := "%arg" + strconv.Itoa(len(f.args))
	f.args = append(f.args, sval{a, ts})
	return a
}

// tensorType returns a random ranked tensor type of element e.
func (f *sfunc) tensorType(e string) stype {
	return tensorT(e, pick(f.g.gen, [][]int64{{4}, {2, 4}, {-1, 4}, {-1}, {2, 3, 4}, {-1, -1}})...)
}

// dynSizes returns index values for the dynamic sizes of t.
func (f *sfunc) dynSizes(t stype) []string {
	var out []string
	for _, d := range t.shape {
		if d < 0 {
			out = append(out, f.index())
		}
	}
	return out
}

func (f *sfunc) tensorEmpty() {
	t := f.tensorType(f.elem())
	f.def(t, fmt.Sprintf("tensor.empty(%s) : %s", strings.Join(f.dynSizes(t), ", "), t))
}

func (f *sfunc) tensorCast() {
	e := f.elem()
	pairs := [][2]stype{{tensorT(e, -1, 4), tensorT(e, 2, 4)}, {tensorT(e, 2, 4), tensorT(e, -1, 4)}, {tensorT(e, 4), tensorT(e, -1)},
		{tensorT(e, -1, -1), tensorT(e, 2, -1)}}
	p := pick(f.g.gen, pairs)
	if f.g.chance(0.2) {
		f.def(stype{kind: 'u', elem: e}, fmt.Sprintf("tensor.cast %s : %s to tensor<*x%s>", f.val(p[0]), p[0], e))
		return
	}
	f.def(p[1], fmt.Sprintf("tensor.cast %s : %s to %s", f.val(p[0]), p[0], p[1]))
}

func (f *sfunc) tensorDimRank() {
	t := f.tensorType(f.elem())
	if f.g.chance(0.3) {
		f.def(scalarT("index"), fmt.Sprintf("tensor.rank %s : %s", f.val(t), t))
		return
	}
	f.def(scalarT("index"), fmt.Sprintf("tensor.dim %s, %s : %s", f.val(t), f.index(), t))
}

func (f *sfunc) tensorExtractInsert() {
	e := f.elem()
	t := f.tensorType(e)
	idx := make([]string, len(t.shape))
	for i := range idx {
		idx[i] = f.index()
	}
	if f.g.chance(0.5) {
		f.def(scalarT(e), fmt.Sprintf("tensor.extract %s[%s] : %s", f.val(t), strings.Join(idx, ", "), t))
		return
	}
	f.def(t, fmt.Sprintf("tensor.insert %s into %s[%s] : %s", f.val(scalarT(e)), f.val(t), strings.Join(idx, ", "), t))
}

func (f *sfunc) tensorFromElements() {
	e := f.elem()
	if f.g.chance(0.5) {
		t := tensorT(e, pick(f.g.gen, [][]int64{{2}, {2, 2}, {}})...)
		elems := make([]string, t.numElems())
		for i := range elems {
			elems[i] = f.val(scalarT(e))
		}
		f.def(t, fmt.Sprintf("tensor.from_elements %s : %s", strings.Join(elems, ", "), t))
		return
	}
	t := f.tensorType(e)
	dyn := ""
	if ds := f.dynSizes(t); len(ds) > 0 {
		dyn = "[" + strings.Join(ds, ", ") + "]"
	}
	f.def(t, fmt.Sprintf("tensor.splat %s%s : %s", f.val(scalarT(e)), dyn, t))
}

// region writes a block of index arguments yielding a value of type e
// computed by body.
func (f *sfunc) yieldBlock(n int, e, terminator string) string {
	var args []string
	for i := 0; i < n; i++ {
		args = append(args, fmt.Sprintf("%%i%d_%d: index", f.next, i))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "{\n%s^bb0(%s):\n", f.indent(), strings.Join(args, ", "))
	outer := f.vals
	f.depth++
	saved := f.body
	f.body = bytes.Buffer{}
	v := f.val(scalarT(e))
	if f.g.chance(0.5) && !strings.HasPrefix(v, "%arg") {
		v = f.val(scalarT(e))
	}
	f.line(fmt.Sprintf("%s %s : %s", terminator, v, e))
	inner := f.body.String()
	f.body = saved
	f.depth--
	f.vals = outer
	b.WriteString(inner)
	b.WriteString(f.indent() + "}")
	return b.String()
}

func (f *sfunc) tensorGenerate() {
	e := f.elem()
	t := f.tensorType(e)
	dyn := f.dynSizes(t)
	body := f.yieldBlock(len(t.shape), e, "tensor.yield")
	f.def(t, fmt.Sprintf("tensor.generate %s %s : %s", strings.Join(dyn, ", "), body, t))
}

func (f *sfunc) tensorPad() {
	e := f.elem()
	src := pick(f.g.gen, []stype{tensorT(e, 2, 4), tensorT(e, -1, 4)})
	lows, highs := make([]string, 2), make([]string, 2)
	res := make([]int64, 2)
	for i := range lows {
		res[i] = src.shape[i]
		lo, hi := int64(f.g.intn(3)), int64(f.g.intn(3))
		lows[i], highs[i] = strconv.FormatInt(lo, 10), strconv.FormatInt(hi, 10)
		if f.g.chance(0.3) {
			lows[i], res[i] = f.index(), -1
		}
		if res[i] >= 0 {
			res[i] += lo + hi
		}
	}
	rt := tensorT(e, res...)
	nofold := ""
	if f.g.chance(0.3) {
		nofold = " nofold"
	}
	var body string
	if f.g.chance(0.5) {
		body = f.yieldBlock(2, e, "tensor.yield")
	} else {
		body = "{\n" + f.indent() + fmt.Sprintf("^bb0(%%p%d_0: index, %%p%d_1: index):\n", f.next, f.next) +
			f.indent() + "  tensor.yield " + f.val(scalarT(e)) + " : " + e + "\n" + f.indent() + "}"
	}
	f.def(rt, fmt.Sprintf("tensor.pad %s%s low[%s] high[%s] %s : %s to %s", f.val(src), nofold, strings.Join(lows, ", "),
		strings.Join(highs, ", "), body, src, rt))
}

func (f *sfunc) tensorSlices() {
	e := f.elem()
	big := pick(f.g.gen, []stype{tensorT(e, 8, 8), tensorT(e, -1, 8), tensorT(e, 4, 8, 2)})
	offs, sizes, strides := make([]string, len(big.shape)), make([]string, len(big.shape)), make([]string, len(big.shape))
	var small []int64
	for i, d := range big.shape {
		s := int64(1 + f.g.intn(2))
		if d > 0 && s > d {
			s = d
		}
		if f.g.chance(0.3) {
			s = 1
		}
		sizes[i] = strconv.FormatInt(s, 10)
		if d < 0 && f.g.chance(0.3) {
			sizes[i], s = f.index(), -1
		}
		o := int64(0)
		if d > 0 && s > 0 {
			o = int64(f.g.intn(int(d - s + 1)))
		}
		offs[i] = strconv.FormatInt(o, 10)
		if f.g.chance(0.3) {
			offs[i] = f.index()
		}
		strides[i] = "1"
		if s == 1 && f.g.chance(0.2) {
			strides[i] = "2"
		}
		if s == 1 && f.g.chance(0.5) {
			continue // rank-reduced
		}
		small = append(small, s)
	}
	st := tensorT(e, small...)
	lists := fmt.Sprintf("[%s] [%s] [%s]", strings.Join(offs, ", "), strings.Join(sizes, ", "), strings.Join(strides, ", "))
	if f.g.chance(0.5) {
		f.def(st, fmt.Sprintf("tensor.extract_slice %s%s : %s to %s", f.val(big), lists, big, st))
		return
	}
	f.def(big, fmt.Sprintf("tensor.insert_slice %s into %s%s : %s into %s", f.val(st), f.val(big), lists, st, big))
}

func (f *sfunc) tensorReshapes() {
	e := f.elem()
	switch f.g.intn(4) {
	case 0:
		p := pick(f.g.gen, [][3]string{{"2x4", "8", "[[0, 1]]"}, {"?x4", "?", "[[0, 1]]"}, {"2x3x4", "6x4", "[[0, 1], [2]]"}})
		src, dst := "tensor<"+p[0]+"x"+e+">", "tensor<"+p[1]+"x"+e+">"
		f.def(stype{kind: 'x', elem: dst}, fmt.Sprintf("tensor.collapse_shape %s %s : %s into %s", f.valOfString(src), p[2], src, dst))
	case 1:
		src, dst := tensorT(e, 8), tensorT(e, 2, 4)
		out := "2, 4"
		if f.g.chance(0.4) {
			src, dst = tensorT(e, -1), tensorT(e, -1, 4)
			out = f.index() + ", 4"
		}
		f.def(dst, fmt.Sprintf("tensor.expand_shape %s [[0, 1]] output_shape [%s] : %s into %s", f.val(src), out, src, dst))
	case 2:
		src := tensorT(e, 8)
		shape := tensorT("index", 2)
		f.def(tensorT(e, -1, -1), fmt.Sprintf("tensor.reshape %s(%s) : (%s, %s) -> tensor<?x?x%s>", f.val(src), f.val(shape), src, shape, e))
	default:
		src := tensorT(e, 2, 4)
		shape := tensorT("index", 1)
		f.def(tensorT(e, 8), fmt.Sprintf("tensor.reshape %s(%s) : (%s, %s) -> tensor<8x%s>", f.val(src), f.val(shape), src, shape, e))
	}
}

func (f *sfunc) tensorConcat() {
	e := f.elem()
	a, b := tensorT(e, 2, 4), pick(f.g.gen, []stype{tensorT(e, 3, 4), tensorT(e, -1, 4)})
	r := tensorT(e, 5, 4)
	if b.shape[0] < 0 {
		r = tensorT(e, -1, 4)
	}
	if f.g.chance(0.3) {
		f.def(tensorT(e, 2, 8), fmt.Sprintf("tensor.concat dim(1) %s, %s : (%s, %s) -> %s", f.val(a), f.val(a), a, a, tensorT(e, 2, 8)))
		return
	}
	f.def(r, fmt.Sprintf("tensor.concat dim(0) %s, %s : (%s, %s) -> %s", f.val(a), f.val(b), a, b, r))
}

func (f *sfunc) tensorBitcast() {
	pairs := [][2]stype{{tensorT("i32", 4), tensorT("f32", 4)}, {tensorT("f32", -1, 4), tensorT("i32", -1, 4)}, {tensorT("i32", 2), tensorT("ui32", 2)}}
	p := pick(f.g.gen, pairs)
	f.def(p[1], fmt.Sprintf("tensor.bitcast %s : %s to %s", f.val(p[0]), p[0], p[1]))
}

func (f *sfunc) tensorGatherScatter() {
	e := f.elem()
	src := tensorT(e, 4, 3)
	idx := tensorT(pick(f.g.gen, []string{"index", "i32"}), 2, 1)
	unique := ""
	if f.g.chance(0.5) {
		unique = " unique"
	}
	if f.g.chance(0.5) {
		rt := tensorT(e, 2, 1, 3)
		if f.g.chance(0.3) {
			rt = tensorT(e, 2, 3)
		}
		f.def(rt, fmt.Sprintf("tensor.gather %s[%s] gather_dims([0])%s : (%s, %s) -> %s", f.val(src), f.val(idx), unique, src, idx, rt))
		return
	}
	upd := tensorT(e, 2, 1, 3)
	f.def(src, fmt.Sprintf("tensor.scatter %s into %s[%s] scatter_dims([0]) unique : (%s, %s, %s) -> %s", f.val(upd), f.val(src), f.val(idx), upd, src, idx, src))
}
