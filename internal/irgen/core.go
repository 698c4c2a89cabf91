package irgen

import (
	"bytes"
	"fmt"
	"math/rand"
	"strconv"
	"strings"
)

// CoreConfig bounds the size of a program of the core dialects (see
// GenerateCore). Zero fields take the value of DefaultCoreConfig.
type CoreConfig struct {
	Funcs   int // functions per symbol table
	Blocks  int // blocks per function body
	Ops     int // operations per block (besides the constants they need)
	Modules int // nested modules
	Args    int // arguments per function and per block

	// NoLocations leaves every operation at its default location.
	NoLocations bool

	// Libm adds the math ops whose folds call the host C library upstream
	// (exp, sin, powf, ...). gomlir folds them to the correctly rounded
	// result (dialect/math/libm.go), which many of glibc's functions are
	// not, so the outputs may differ in the last bit.
	Libm bool

	// LibmRounded adds (without Libm) the math ops whose glibc functions
	// are correctly rounded on nearly all arguments: exp, exp2, log, log2
	// and powf (dialect/math's glibc table agrees on 99.5% or more).
	LibmRounded bool

	// NoPoison leaves out ub.poison (upstream's arith.addui_extended folder
	// crashes on poison operands, which folding may produce).
	NoPoison bool
}

// DefaultCoreConfig is a configuration for programs of a few functions of a
// few dozen operations.
func DefaultCoreConfig() CoreConfig {
	return CoreConfig{Funcs: 5, Blocks: 4, Ops: 8, Modules: 1, Args: 3}
}

func (c CoreConfig) withDefaults() CoreConfig {
	d := DefaultCoreConfig()
	set := func(p *int, v int) {
		if *p <= 0 {
			*p = v
		}
	}
	set(&c.Funcs, d.Funcs)
	set(&c.Blocks, d.Blocks)
	set(&c.Ops, d.Ops)
	set(&c.Args, d.Args)
	if c.Modules < 0 {
		c.Modules = 0
	}
	return c
}

// GenerateCore returns a random valid program of the core dialects (func,
// arith, cf, math, index, ub, complex) in the custom form: functions with
// calls between them (recursion included) of every visibility, nested
// modules, declarations, control flow with block arguments (cf.br,
// cf.cond_br, cf.switch), and many constants of many types so that folding
// and canonicalization patterns fire.
func GenerateCore(r *rand.Rand, cfg CoreConfig) []byte {
	c := &coreGen{gen: newGen(r, DefaultConfig()), cfg: cfg.withDefaults()}
	c.typePool()
	var b bytes.Buffer
	explicit := c.chance(0.3)
	if explicit {
		b.WriteString("module {\n")
	}
	c.symbolTable(&b, "", explicit)
	for i := 0; i < c.intn(c.cfg.Modules+1); i++ {
		fmt.Fprintf(&b, "module @m%d {\n", i)
		c.symbolTable(&b, fmt.Sprintf("m%d_", i), true)
		b.WriteString("}\n")
	}
	if explicit {
		b.WriteString("}\n")
	}
	return b.Bytes()
}

// coreScalar is an element type of the core dialects.
type coreScalar struct {
	name  string
	kind  byte // 'i' integer, 'x' index, 'f' float, 'c' complex
	width int  // bits (of the element for complex); 64 for index
}

var (
	coreInts = []coreScalar{{"i1", 'i', 1}, {"i8", 'i', 8}, {"i16", 'i', 16}, {"i32", 'i', 32}, {"i64", 'i', 64}}
	coreIdx  = coreScalar{"index", 'x', 64}
	coreFlts = []coreScalar{{"f16", 'f', 16}, {"bf16", 'f', 16}, {"f32", 'f', 32}, {"f64", 'f', 64}}
	coreCplx = []coreScalar{{"complex<f32>", 'c', 32}, {"complex<f64>", 'c', 64}}
)

// ctype is a scalar, or a vector or tensor of scalars.
type ctype struct {
	el     coreScalar
	shape  []int
	tensor bool
}

func (t ctype) String() string {
	if t.shape == nil {
		return t.el.name
	}
	var b strings.Builder
	if t.tensor {
		b.WriteString("tensor<")
	} else {
		b.WriteString("vector<")
	}
	for _, d := range t.shape {
		b.WriteString(strconv.Itoa(d))
		b.WriteByte('x')
	}
	b.WriteString(t.el.name)
	b.WriteByte('>')
	return b.String()
}

// with returns a type of t's shape with element e.
func (t ctype) with(e coreScalar) ctype { return ctype{el: e, shape: t.shape, tensor: t.tensor} }

func (t ctype) isInt() bool { return t.el.kind == 'i' }
func (t ctype) isIntLike() bool {
	return t.el.kind == 'i' || t.el.kind == 'x'
}
func (t ctype) isFloat() bool { return t.el.kind == 'f' }

// cval is a visible SSA value.
type cval struct {
	ref    string
	t      ctype
	poison bool // defined by ub.poison
}

type coreFunc struct {
	name          string
	vis           string // "", "private" or "nested"
	args, results []ctype
	decl          bool
}

type coreGen struct {
	*gen
	cfg   CoreConfig
	types []ctype
	next  int // SSA value counter
}

// typePool chooses the few types of the program, so that values of one
// type meet often.
func (c *coreGen) typePool() {
	c.types = []ctype{{el: coreInts[3]}, {el: coreIdx}, {el: coreFlts[2]}, {el: coreInts[0]}}
	for i := c.intn(5) + 1; i > 0; i-- {
		c.types = append(c.types, c.randomType())
	}
}

func (c *coreGen) randomScalar() coreScalar {
	switch c.intn(8) {
	case 0, 1, 2:
		return pick(c.gen, coreInts)
	case 3:
		return coreIdx
	case 4:
		return pick(c.gen, coreCplx)
	default:
		return pick(c.gen, coreFlts)
	}
}

func (c *coreGen) randomType() ctype {
	e := c.randomScalar()
	if e.kind == 'c' || c.chance(0.6) {
		return ctype{el: e}
	}
	t := ctype{el: e, tensor: c.chance(0.2)}
	switch c.intn(3) {
	case 0:
		t.shape = []int{2, 3}
	case 1:
		t.shape = []int{1}
	default:
		t.shape = []int{4}
	}
	return t
}

// typeWhere picks a type of the pool satisfying ok, or makes one from
// mk.
func (c *coreGen) typeWhere(ok func(ctype) bool, mk func() ctype) ctype {
	var cands []ctype
	for _, t := range c.types {
		if ok(t) {
			cands = append(cands, t)
		}
	}
	if len(cands) > 0 && c.chance(0.85) {
		return pick(c.gen, cands)
	}
	for i := 0; i < 20; i++ {
		if t := mk(); ok(t) {
			return t
		}
	}
	return mk()
}

func (c *coreGen) symbolTable(b *bytes.Buffer, prefix string, nested bool) {
	n := c.intn(c.cfg.Funcs) + 1
	fns := make([]*coreFunc, n)
	for i := range fns {
		f := &coreFunc{name: fmt.Sprintf("%sf%d", prefix, i)}
		switch c.intn(6) {
		case 0, 1:
			f.vis = "private"
		case 2:
			if nested {
				f.vis = "nested"
			}
		}
		f.decl = f.vis == "private" && c.chance(0.15)
		for k := c.intn(c.cfg.Args + 1); k > 0; k-- {
			f.args = append(f.args, pick(c.gen, c.types))
		}
		for k := c.intn(3); k > 0; k-- {
			f.results = append(f.results, pick(c.gen, c.types))
		}
		fns[i] = f
	}
	for _, f := range fns {
		c.function(b, f, fns)
	}
}

func typeList(ts []ctype) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = t.String()
	}
	return strings.Join(s, ", ")
}

func funcTypeString(args, results []ctype) string {
	r := typeList(results)
	if len(results) != 1 {
		r = "(" + r + ")"
	}
	return "(" + typeList(args) + ") -> " + r
}

func (c *coreGen) function(b *bytes.Buffer, f *coreFunc, scope []*coreFunc) {
	b.WriteString("func.func ")
	if f.vis != "" {
		b.WriteString(f.vis + " ")
	}
	b.WriteString("@" + f.name)
	if f.decl {
		b.WriteString("(" + typeList(f.args) + ")")
		if len(f.results) > 0 {
			b.WriteString(" -> " + c.resultList(f.results))
		}
		b.WriteString(c.locSuffix() + "\n")
		return
	}
	fs := &funcState{coreGen: c, f: f, scope: scope}
	fs.plan()
	b.WriteString("(")
	for i, a := range fs.blocks[0].args {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(a.ref + ": " + a.t.String())
	}
	b.WriteString(")")
	if len(f.results) > 0 {
		b.WriteString(" -> " + c.resultList(f.results))
	}
	b.WriteString(" {\n")
	fs.body(b)
	b.WriteString("}" + c.locSuffix() + "\n")
}

func (c *coreGen) resultList(ts []ctype) string {
	if len(ts) == 1 {
		return ts[0].String()
	}
	return "(" + typeList(ts) + ")"
}

// locSuffix is an optional trailing location.
func (c *coreGen) locSuffix() string {
	if c.cfg.NoLocations || !c.chance(0.25) {
		return ""
	}
	return " loc(" + c.coreLoc(1) + ")"
}

func (c *coreGen) coreLoc(d int) string {
	n := 3
	if d > 0 {
		n = 5
	}
	switch c.intn(n) {
	case 0:
		return quote(pick(c.gen, []string{"a", "b", "c", "x.y"}))
	case 1:
		return fmt.Sprintf("%s:%d:%d", quote(pick(c.gen, []string{"f.mlir", "g.c"})), c.intn(30)+1, c.intn(9)+1)
	case 2:
		return "unknown"
	case 3:
		return "callsite(" + c.coreLoc(d-1) + " at " + c.coreLoc(d-1) + ")"
	default:
		return "fused[" + c.coreLoc(d-1) + ", " + c.coreLoc(d-1) + "]"
	}
}

// cblock is a block of a function body under construction.
type cblock struct {
	label string
	args  []cval
	term  byte // 'r' return, 'b' br, 'c' cond_br, 's' switch
	succs []int
	defs  []cval // values defined in the block, arguments included
	text  bytes.Buffer
}

type funcState struct {
	*coreGen
	f      *coreFunc
	scope  []*coreFunc
	blocks []*cblock
	vis    []cval // visible in the block being generated
	cur    *cblock

	// noResultNumbers avoids operands like %v#1 (cf.switch's successor
	// operand lists do not accept them).
	noResultNumbers bool
	// noPoison avoids ub.poison operands.
	noPoison bool
}

func (c *coreGen) fresh() string {
	c.next++
	return "%v" + strconv.Itoa(c.next)
}

// plan chooses the blocks, their arguments and their terminators.
func (fs *funcState) plan() {
	n := 1
	if fs.chance(0.6) {
		n = fs.intn(fs.cfg.Blocks) + 1
	}
	fs.blocks = make([]*cblock, n)
	for i := range fs.blocks {
		bl := &cblock{label: "^bb" + strconv.Itoa(i)}
		if i == 0 {
			for _, t := range fs.f.args {
				bl.args = append(bl.args, cval{ref: fs.fresh(), t: t})
			}
		} else {
			for k := fs.intn(fs.cfg.Args); k > 0; k-- {
				bl.args = append(bl.args, cval{ref: fs.fresh(), t: pick(fs.gen, fs.types)})
			}
		}
		bl.defs = append(bl.defs, bl.args...)
		target := func() int { return 1 + fs.intn(n-1) }
		switch {
		case n == 1 || i == n-1 || fs.chance(0.25):
			bl.term = 'r'
		default:
			switch fs.intn(5) {
			case 0, 1:
				bl.term = 'b'
				bl.succs = []int{target()}
			case 2, 3:
				bl.term = 'c'
				bl.succs = []int{target(), target()}
			default:
				bl.term = 's'
				for k := fs.intn(3) + 1; k >= 0; k-- {
					bl.succs = append(bl.succs, target())
				}
			}
		}
		fs.blocks[i] = bl
	}
}

// body writes the blocks of the function, generated in dominance order.
func (fs *funcState) body(b *bytes.Buffer) {
	plans := make([]*blockPlan, len(fs.blocks))
	for i, bl := range fs.blocks {
		plans[i] = &blockPlan{succs: bl.succs}
	}
	dom, reach := dominators(plans)
	order := make([]int, 0, len(fs.blocks))
	for size := 1; size <= len(fs.blocks); size++ {
		for i := range fs.blocks {
			if reach[i] && len(dom[i]) == size {
				order = append(order, i)
			}
		}
	}
	for i := range fs.blocks {
		if !reach[i] {
			order = append(order, i)
		}
	}
	for _, i := range order {
		bl := fs.blocks[i]
		fs.cur = bl
		fs.vis = nil
		if reach[i] {
			for k := range fs.blocks {
				if k != i && dom[i][k] {
					fs.vis = append(fs.vis, fs.blocks[k].defs...)
				}
			}
		}
		fs.vis = append(fs.vis, bl.args...)
		for k := fs.intn(fs.cfg.Ops) + 1; k > 0; k-- {
			fs.op()
		}
		fs.terminator()
	}
	for i, bl := range fs.blocks {
		if i > 0 {
			b.WriteString(bl.label)
			if len(bl.args) > 0 {
				b.WriteString("(")
				for k, a := range bl.args {
					if k > 0 {
						b.WriteString(", ")
					}
					b.WriteString(a.ref + ": " + a.t.String())
				}
				b.WriteString(")")
			}
			b.WriteString(":\n")
		}
		b.Write(bl.text.Bytes())
	}
}

// emit writes one operation line of the current block and makes its
// results visible.
func (fs *funcState) emit(results []ctype, text string) []cval {
	bl := fs.cur
	bl.text.WriteString("  ")
	var vals []cval
	if len(results) > 0 {
		name := fs.fresh()
		if len(results) == 1 {
			vals = []cval{{ref: name, t: results[0]}}
			bl.text.WriteString(name + " = ")
		} else {
			for i, t := range results {
				vals = append(vals, cval{ref: name + "#" + strconv.Itoa(i), t: t})
			}
			fmt.Fprintf(&bl.text, "%s:%d = ", name, len(results))
		}
	}
	bl.text.WriteString(text)
	bl.text.WriteString(fs.locSuffix())
	bl.text.WriteString("\n")
	bl.defs = append(bl.defs, vals...)
	fs.vis = append(fs.vis, vals...)
	return vals
}

// operand returns a visible value of type t, or a new constant (or
// poison) of that type.
func (fs *funcState) operand(t ctype) string {
	ts := t.String()
	var cands []string
	for _, v := range fs.vis {
		if v.t.String() == ts && !(fs.noResultNumbers && strings.Contains(v.ref, "#")) && !(fs.noPoison && v.poison) {
			cands = append(cands, v.ref)
		}
	}
	if len(cands) > 0 && fs.chance(0.75) {
		return pick(fs.gen, cands)
	}
	return fs.constant(t).ref
}

// constant emits a constant of type t.
func (fs *funcState) constant(t ctype) cval {
	if !fs.noPoison && !fs.cfg.NoPoison && fs.chance(0.04) {
		v := fs.emit([]ctype{t}, "ub.poison : "+t.String())[0]
		fs.vis[len(fs.vis)-1].poison = true
		fs.cur.defs[len(fs.cur.defs)-1].poison = true
		v.poison = true
		return v
	}
	if t.el.kind == 'c' {
		e := "f" + strconv.Itoa(t.el.width)
		s := fmt.Sprintf("complex.constant [%s : %s, %s : %s] : %s", fs.floatLit(coreScalar{e, 'f', t.el.width}, false), e,
			fs.floatLit(coreScalar{e, 'f', t.el.width}, false), e, t)
		return fs.emit([]ctype{t}, s)[0]
	}
	if t.shape == nil {
		if t.el.kind == 'x' && fs.chance(0.3) {
			return fs.emit([]ctype{t}, "index.constant "+fs.intLit(t.el))[0]
		}
		if t.el.name == "i1" && fs.chance(0.2) {
			return fs.emit([]ctype{t}, "index.bool.constant "+fs.intLit(t.el))[0]
		}
		if t.el.name == "i1" {
			return fs.emit([]ctype{t}, "arith.constant "+fs.intLit(t.el))[0]
		}
		return fs.emit([]ctype{t}, "arith.constant "+fs.elemLit(t.el, true)+" : "+t.String())[0]
	}
	var lit string
	if fs.chance(0.5) {
		lit = fs.elemLit(t.el, false)
	} else {
		var b strings.Builder
		fs.denseList(&b, t.shape, t.el)
		lit = b.String()
	}
	return fs.emit([]ctype{t}, "arith.constant dense<"+lit+"> : "+t.String())[0]
}

func (fs *funcState) denseList(b *strings.Builder, shape []int, e coreScalar) {
	b.WriteByte('[')
	for i := 0; i < shape[0]; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		if len(shape) > 1 {
			fs.denseList(b, shape[1:], e)
		} else {
			b.WriteString(fs.elemLit(e, false))
		}
	}
	b.WriteByte(']')
}

func (fs *funcState) elemLit(e coreScalar, hexOK bool) string {
	if e.kind == 'f' {
		return fs.floatLit(e, hexOK)
	}
	return fs.intLit(e)
}

// intLit is an integer literal of e: boundary values often.
func (fs *funcState) intLit(e coreScalar) string {
	if e.width == 1 {
		return pick(fs.gen, []string{"true", "false"})
	}
	w := uint(e.width)
	switch fs.intn(10) {
	case 0:
		return "0"
	case 1:
		return "1"
	case 2:
		return "-1"
	case 3:
		return strconv.FormatInt(int64(uint64(1)<<(w-1)-1), 10) // signed max
	case 4:
		return strconv.FormatInt(-int64(uint64(1)<<(w-1)), 10) // signed min
	case 5:
		return strconv.Itoa(fs.intn(64))
	case 6:
		return strconv.Itoa(-fs.intn(10))
	default:
		return strconv.Itoa(fs.intn(9))
	}
}

var floatSpecials = map[string][]string{
	"f16":  {"0x7E00", "0x7C00", "0xFC00"},
	"bf16": {"0x7FC0", "0x7F80", "0xFF80"},
	"f32":  {"0x7FC00000", "0x7F800000", "0xFF800000"},
	"f64":  {"0x7FF8000000000000", "0x7FF0000000000000", "0xFFF0000000000000"},
}

// floatLit is a float literal of e; hexOK allows NaN and infinities.
func (fs *funcState) floatLit(e coreScalar, hexOK bool) string {
	if hexOK && fs.chance(0.1) {
		return pick(fs.gen, floatSpecials[e.name])
	}
	switch fs.intn(8) {
	case 0:
		return pick(fs.gen, []string{"0.0", "-0.0"})
	case 1:
		return "1.0"
	case 2:
		return "-1.0"
	case 3:
		return pick(fs.gen, []string{"0.5", "2.0", "3.0", "1.0e+10", "-2.5", "1.0e-08", "65504.0", "100.0"})
	default:
		return fmt.Sprintf("%d.%d", fs.intn(20)-10, fs.intn(1000))
	}
}

var (
	intBinOps = []string{"addi", "subi", "muli", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi",
		"remsi", "remui", "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui"}
	fltBinOps = []string{"arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.remf", "arith.maximumf",
		"arith.minimumf", "arith.maxnumf", "arith.minnumf", "math.copysign"}
	fltUnOps = []string{"arith.negf", "math.absf", "math.ceil", "math.floor", "math.round", "math.roundeven",
		"math.trunc", "math.sqrt", "math.rsqrt", "math.cbrt"}
	// libmBinOps and libmUnOps fold through the host libm upstream;
	// roundedBinOps and roundedUnOps are those of CoreConfig.LibmRounded.
	roundedBinOps = []string{"math.powf"}
	roundedUnOps  = []string{"math.exp", "math.exp2", "math.log", "math.log2"}
	libmBinOps    = []string{"math.powf", "math.atan2"}
	libmUnOps     = []string{"math.exp", "math.exp2", "math.expm1", "math.log", "math.log2",
		"math.log10", "math.log1p", "math.sin", "math.cos", "math.tan", "math.tanh", "math.atan", "math.asin",
		"math.acos", "math.sinh", "math.cosh", "math.asinh", "math.acosh", "math.atanh", "math.erf", "math.erfc"}
	intUnOps  = []string{"math.absi", "math.ctlz", "math.cttz", "math.ctpop"}
	cmpiPreds = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
	cmpfPreds = []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
		"ule", "une", "uno", "true"}
	indexBinOps = []string{"add", "sub", "mul", "divs", "divu", "ceildivs", "ceildivu", "floordivs", "rems",
		"remu", "maxs", "maxu", "mins", "minu", "shl", "shrs", "shru", "and", "or", "xor"}
	complexBinOps = []string{"add", "sub", "mul", "div", "pow"}
	complexUnOps  = []string{"neg", "conj", "exp", "log", "sqrt", "sign", "tanh", "sin", "cos", "expm1", "log1p", "rsqrt", "tan"}
	overflowFlags = []string{"", "", "", " overflow<nsw>", " overflow<nuw>", " overflow<nsw, nuw>"}
	fastmathFlags = []string{"", "", "", "", " fastmath<fast>", " fastmath<nnan>", " fastmath<ninf,nsz>"}
)

func (fs *funcState) intLikeType() ctype {
	return fs.typeWhere(ctype.isIntLike, func() ctype {
		return ctype{el: pick(fs.gen, append(coreInts[1:], coreIdx))}
	})
}

func (fs *funcState) floatType() ctype {
	return fs.typeWhere(ctype.isFloat, func() ctype { return ctype{el: pick(fs.gen, coreFlts)} })
}

func (fs *funcState) intType() ctype {
	return fs.typeWhere(ctype.isInt, func() ctype { return ctype{el: pick(fs.gen, coreInts)} })
}

func (fs *funcState) complexType() ctype {
	return fs.typeWhere(func(t ctype) bool { return t.el.kind == 'c' }, func() ctype { return ctype{el: pick(fs.gen, coreCplx)} })
}

// op emits one random non-terminator operation.
func (fs *funcState) op() {
	i1 := func(t ctype) ctype { return t.with(coreInts[0]) }
	switch fs.intn(30) {
	case 0, 1, 2, 3:
		t := fs.intLikeType()
		op := pick(fs.gen, intBinOps)
		flags := ""
		if op == "addi" || op == "subi" || op == "muli" || op == "shli" {
			flags = pick(fs.gen, overflowFlags)
		}
		a, b := fs.operand(t), fs.operand(t)
		fs.emit([]ctype{t}, fmt.Sprintf("arith.%s %s, %s%s : %s", op, a, b, flags, t))
	case 4, 5:
		t := fs.floatType()
		op := pick(fs.gen, fltBinOps)
		switch {
		case fs.cfg.Libm && fs.chance(0.3):
			op = pick(fs.gen, libmBinOps)
		case fs.cfg.LibmRounded && !fs.cfg.Libm && fs.chance(0.2):
			op = pick(fs.gen, roundedBinOps)
		}
		a, b := fs.operand(t), fs.operand(t)
		fs.emit([]ctype{t}, fmt.Sprintf("%s %s, %s%s : %s", op, a, b, pick(fs.gen, fastmathFlags), t))
	case 6, 7:
		t := fs.floatType()
		a := fs.operand(t)
		op := pick(fs.gen, fltUnOps)
		switch {
		case fs.cfg.Libm && fs.chance(0.6):
			op = pick(fs.gen, libmUnOps)
		case fs.cfg.LibmRounded && !fs.cfg.Libm && fs.chance(0.4):
			op = pick(fs.gen, roundedUnOps)
		}
		fs.emit([]ctype{t}, fmt.Sprintf("%s %s%s : %s", op, a, pick(fs.gen, fastmathFlags), t))
	case 8, 9:
		t := fs.intLikeType()
		a, b := fs.operand(t), fs.operand(t)
		fs.emit([]ctype{i1(t)}, fmt.Sprintf("arith.cmpi %s, %s, %s : %s", pick(fs.gen, cmpiPreds), a, b, t))
	case 10:
		t := fs.floatType()
		a, b := fs.operand(t), fs.operand(t)
		fs.emit([]ctype{i1(t)}, fmt.Sprintf("arith.cmpf %s, %s, %s%s : %s", pick(fs.gen, cmpfPreds), a, b, pick(fs.gen, fastmathFlags), t))
	case 11, 12:
		t := pick(fs.gen, fs.types)
		if t.tensor || t.el.kind == 'c' && fs.chance(0.5) {
			t = fs.intLikeType()
		}
		if t.shape != nil && fs.chance(0.5) {
			c := fs.operand(i1(t))
			a, b := fs.operand(t), fs.operand(t)
			fs.emit([]ctype{t}, fmt.Sprintf("arith.select %s, %s, %s : %s, %s", c, a, b, i1(t), t))
		} else {
			c := fs.operand(ctype{el: coreInts[0]})
			a, b := fs.operand(t), fs.operand(t)
			fs.emit([]ctype{t}, fmt.Sprintf("arith.select %s, %s, %s : %s", c, a, b, t))
		}
	case 13, 14:
		fs.cast()
	case 15:
		t := fs.intType()
		if t.el.width == 1 {
			t = t.with(coreInts[3])
		}
		a := fs.operand(t)
		fs.emit([]ctype{t}, fmt.Sprintf("%s %s : %s", pick(fs.gen, intUnOps), a, t))
	case 16:
		fs.mathMisc()
	case 17, 18:
		fs.indexOp()
	case 19:
		fs.complexOp()
	case 20:
		fs.extended()
	case 21, 22:
		fs.call()
	case 23:
		if fs.chance(0.5) {
			c := fs.operand(ctype{el: coreInts[0]})
			fs.emit(nil, fmt.Sprintf("cf.assert %s, %s", c, quote(pick(fs.gen, []string{"ok", "must hold", "x"}))))
		} else {
			fs.constant(pick(fs.gen, fs.types))
		}
	default:
		fs.constant(pick(fs.gen, fs.types))
	}
}

func (fs *funcState) cast() {
	switch fs.intn(7) {
	case 0: // integer width changes
		t := fs.intType()
		to := t.with(pick(fs.gen, coreInts))
		a := fs.operand(t)
		switch {
		case to.el.width > t.el.width:
			fs.emit([]ctype{to}, fmt.Sprintf("arith.%s %s : %s to %s", pick(fs.gen, []string{"extsi", "extui"}), a, t, to))
		case to.el.width < t.el.width:
			fs.emit([]ctype{to}, fmt.Sprintf("arith.trunci %s : %s to %s", a, t, to))
		default:
			fs.emit([]ctype{to}, fmt.Sprintf("arith.bitcast %s : %s to %s", a, t, to))
		}
	case 1: // float width changes
		t := fs.floatType()
		to := t.with(pick(fs.gen, coreFlts))
		a := fs.operand(t)
		switch {
		case to.el.width > t.el.width:
			fs.emit([]ctype{to}, fmt.Sprintf("arith.extf %s : %s to %s", a, t, to))
		case to.el.width < t.el.width:
			fs.emit([]ctype{to}, fmt.Sprintf("arith.truncf %s : %s to %s", a, t, to))
		case to.el.name == t.el.name:
			fs.emit([]ctype{to}, fmt.Sprintf("arith.bitcast %s : %s to %s", a, t, to))
		}
	case 2: // int <-> float
		if fs.chance(0.5) {
			t := fs.intType()
			to := t.with(pick(fs.gen, coreFlts))
			a := fs.operand(t)
			fs.emit([]ctype{to}, fmt.Sprintf("arith.%s %s : %s to %s", pick(fs.gen, []string{"sitofp", "uitofp"}), a, t, to))
		} else {
			t := fs.floatType()
			to := t.with(pick(fs.gen, coreInts))
			a := fs.operand(t)
			fs.emit([]ctype{to}, fmt.Sprintf("arith.%s %s : %s to %s", pick(fs.gen, []string{"fptosi", "fptoui"}), a, t, to))
		}
	case 3: // index casts
		op := pick(fs.gen, []string{"index_cast", "index_castui"})
		if fs.chance(0.5) {
			t := fs.intType()
			a := fs.operand(t)
			fs.emit([]ctype{t.with(coreIdx)}, fmt.Sprintf("arith.%s %s : %s to %s", op, a, t, t.with(coreIdx)))
		} else {
			t := fs.typeWhere(func(t ctype) bool { return t.el.kind == 'x' }, func() ctype { return ctype{el: coreIdx} })
			to := t.with(pick(fs.gen, coreInts))
			a := fs.operand(t)
			fs.emit([]ctype{to}, fmt.Sprintf("arith.%s %s : %s to %s", op, a, t, to))
		}
	case 4: // bitcasts between ints and floats
		t := fs.floatType()
		var to ctype
		for _, e := range coreInts {
			if e.width == t.el.width {
				to = t.with(e)
			}
		}
		if fs.chance(0.5) {
			a := fs.operand(t)
			fs.emit([]ctype{to}, fmt.Sprintf("arith.bitcast %s : %s to %s", a, t, to))
		} else {
			a := fs.operand(to)
			fs.emit([]ctype{t}, fmt.Sprintf("arith.bitcast %s : %s to %s", a, to, t))
		}
	case 5: // index dialect casts
		op := pick(fs.gen, []string{"index.casts", "index.castu"})
		e := pick(fs.gen, coreInts)
		if fs.chance(0.5) {
			a := fs.operand(ctype{el: e})
			fs.emit([]ctype{{el: coreIdx}}, fmt.Sprintf("%s %s : %s to index", op, a, e.name))
		} else {
			a := fs.operand(ctype{el: coreIdx})
			fs.emit([]ctype{{el: e}}, fmt.Sprintf("%s %s : index to %s", op, a, e.name))
		}
	default: // complex bitcast
		t := fs.complexType()
		to := ctype{el: coreInts[4]}
		if t.el.width == 64 {
			to = ctype{el: coreScalar{"i128", 'i', 128}}
		}
		a := fs.operand(t)
		fs.emit([]ctype{to}, fmt.Sprintf("complex.bitcast %s : %s to %s", a, t, to))
	}
}

func (fs *funcState) mathMisc() {
	switch fs.intn(5) {
	case 0:
		t := fs.floatType()
		a, b, c := fs.operand(t), fs.operand(t), fs.operand(t)
		fs.emit([]ctype{t}, fmt.Sprintf("math.fma %s, %s, %s%s : %s", a, b, c, pick(fs.gen, fastmathFlags), t))
	case 1:
		t := fs.intType()
		a, b := fs.operand(t), fs.operand(t)
		fs.emit([]ctype{t}, fmt.Sprintf("math.ipowi %s, %s : %s", a, b, t))
	case 2:
		t := fs.floatType()
		it := t.with(pick(fs.gen, coreInts[1:]))
		a, b := fs.operand(t), fs.operand(it)
		fs.emit([]ctype{t}, fmt.Sprintf("math.fpowi %s, %s : %s, %s", a, b, t, it))
	case 3:
		t := fs.floatType()
		a := fs.operand(t)
		fs.emit([]ctype{t.with(coreInts[0])}, fmt.Sprintf("math.%s %s : %s", pick(fs.gen, []string{"isnan", "isinf", "isfinite", "isnormal"}), a, t))
	default:
		t := fs.floatType()
		if !fs.cfg.Libm {
			// math.clampf folds exactly.
			a, lo, hi := fs.operand(t), fs.operand(t), fs.operand(t)
			fs.emit([]ctype{t}, fmt.Sprintf("math.clampf %s to [%s, %s]%s : %s", a, lo, hi, pick(fs.gen, fastmathFlags), t))
			return
		}
		a := fs.operand(t)
		fs.emit([]ctype{t, t}, fmt.Sprintf("math.sincos %s : %s", a, t))
	}
}

func (fs *funcState) indexOp() {
	idx := ctype{el: coreIdx}
	switch fs.intn(6) {
	case 0:
		a, b := fs.operand(idx), fs.operand(idx)
		fs.emit([]ctype{{el: coreInts[0]}}, fmt.Sprintf("index.cmp %s(%s, %s)", pick(fs.gen, cmpiPreds), a, b))
	case 1:
		fs.emit([]ctype{idx}, "index.sizeof")
	default:
		a, b := fs.operand(idx), fs.operand(idx)
		fs.emit([]ctype{idx}, fmt.Sprintf("index.%s %s, %s", pick(fs.gen, indexBinOps), a, b))
	}
}

func (fs *funcState) complexOp() {
	t := fs.complexType()
	ft := ctype{el: coreScalar{fmt.Sprintf("f%d", t.el.width), 'f', t.el.width}}
	switch fs.intn(7) {
	case 0:
		a, b := fs.operand(ft), fs.operand(ft)
		fs.emit([]ctype{t}, fmt.Sprintf("complex.create %s, %s : %s", a, b, t))
	case 6:
		it := ctype{el: pick(fs.gen, coreInts)}
		a, b := fs.operand(t), fs.operand(it)
		fs.emit([]ctype{t}, fmt.Sprintf("complex.powi %s, %s%s : %s, %s", a, b, pick(fs.gen, fastmathFlags), t, it))
	case 1:
		a := fs.operand(t)
		fs.emit([]ctype{ft}, fmt.Sprintf("complex.%s %s : %s", pick(fs.gen, []string{"re", "im", "abs", "angle"}), a, t))
	case 2:
		a, b := fs.operand(t), fs.operand(t)
		fs.emit([]ctype{{el: coreInts[0]}}, fmt.Sprintf("complex.%s %s, %s : %s", pick(fs.gen, []string{"eq", "neq"}), a, b, t))
	case 3, 4:
		a, b := fs.operand(t), fs.operand(t)
		fs.emit([]ctype{t}, fmt.Sprintf("complex.%s %s, %s%s : %s", pick(fs.gen, complexBinOps), a, b, pick(fs.gen, fastmathFlags), t))
	default:
		a := fs.operand(t)
		fs.emit([]ctype{t}, fmt.Sprintf("complex.%s %s%s : %s", pick(fs.gen, complexUnOps), a, pick(fs.gen, fastmathFlags), t))
	}
}

func (fs *funcState) extended() {
	t := fs.typeWhere(func(t ctype) bool { return t.isInt() && !t.tensor }, func() ctype { return ctype{el: pick(fs.gen, coreInts)} })
	kind := fs.intn(3)
	// Upstream's arith.addui_extended folder crashes on poison operands.
	fs.noPoison = kind == 0
	a, b := fs.operand(t), fs.operand(t)
	fs.noPoison = false
	switch kind {
	case 0:
		fs.emit([]ctype{t, t.with(coreInts[0])}, fmt.Sprintf("arith.addui_extended %s, %s : %s, %s", a, b, t, t.with(coreInts[0])))
	case 1:
		fs.emit([]ctype{t, t}, fmt.Sprintf("arith.mului_extended %s, %s : %s", a, b, t))
	default:
		fs.emit([]ctype{t, t}, fmt.Sprintf("arith.mulsi_extended %s, %s : %s", a, b, t))
	}
}

// call emits a direct or indirect call of a function of the symbol
// table (the enclosing one included).
func (fs *funcState) call() {
	callee := pick(fs.gen, fs.scope)
	var args []string
	for _, t := range callee.args {
		args = append(args, fs.operand(t))
	}
	ft := funcTypeString(callee.args, callee.results)
	if fs.chance(0.2) {
		f := fs.fresh()
		fmt.Fprintf(&fs.cur.text, "  %s = func.constant @%s : %s%s\n", f, callee.name, ft, fs.locSuffix())
		fs.emit(callee.results, fmt.Sprintf("func.call_indirect %s(%s) : %s", f, strings.Join(args, ", "), ft))
		return
	}
	attr := ""
	if fs.chance(0.1) {
		attr = " {no_inline}"
	}
	fs.emit(callee.results, fmt.Sprintf("func.call @%s(%s)%s : %s", callee.name, strings.Join(args, ", "), attr, ft))
}

// successor spells a branch to block i with operands for its arguments.
func (fs *funcState) successor(i int) string {
	bl := fs.blocks[i]
	if len(bl.args) == 0 {
		return bl.label
	}
	var ops, ts []string
	for _, a := range bl.args {
		ops = append(ops, fs.operand(a.t))
		ts = append(ts, a.t.String())
	}
	return bl.label + "(" + strings.Join(ops, ", ") + " : " + strings.Join(ts, ", ") + ")"
}

func (fs *funcState) terminator() {
	bl := fs.cur
	switch bl.term {
	case 'r':
		var ops []string
		for _, t := range fs.f.results {
			ops = append(ops, fs.operand(t))
		}
		if len(ops) == 0 {
			fs.emit(nil, "func.return")
		} else {
			fs.emit(nil, "func.return "+strings.Join(ops, ", ")+" : "+typeList(fs.f.results))
		}
	case 'b':
		fs.emit(nil, "cf.br "+fs.successor(bl.succs[0]))
	case 'c':
		c := fs.operand(ctype{el: coreInts[0]})
		t, f := fs.successor(bl.succs[0]), fs.successor(bl.succs[1])
		fs.emit(nil, fmt.Sprintf("cf.cond_br %s, %s, %s", c, t, f))
	default:
		ft := ctype{el: pick(fs.gen, coreInts[1:])}
		flag := fs.operand(ft)
		succ := make([]string, len(bl.succs))
		fs.noResultNumbers = true
		for i, s := range bl.succs {
			succ[i] = fs.successor(s)
		}
		fs.noResultNumbers = false
		var b strings.Builder
		fmt.Fprintf(&b, "cf.switch %s : %s, [\n    default: %s", flag, ft, succ[0])
		used := map[int]bool{}
		for _, s := range succ[1:] {
			v := fs.intn(8) - 2
			for used[v] {
				v++
			}
			used[v] = true
			fmt.Fprintf(&b, ",\n    %d: %s", v, s)
		}
		b.WriteString("\n  ]")
		fs.emit(nil, b.String())
	}
}
