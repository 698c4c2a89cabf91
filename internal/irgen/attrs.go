package irgen

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// attr returns any attribute, nesting containers at most d levels.
func (g *gen) attr(d int) string {
	switch g.intn(30) {
	case 0, 1, 2:
		return g.intAttr()
	case 3, 4:
		return g.floatAttr()
	case 5, 6:
		s := quote(g.str())
		if g.chance(0.15) {
			s += " : " + g.anyType(1).s
		}
		return s
	case 7:
		return pick(g, []string{"true", "false", "unit"})
	case 8, 9:
		if d > 0 {
			var xs []string
			for i := g.intn(4); i > 0; i-- {
				xs = append(xs, g.attr(d-1))
			}
			return "[" + strings.Join(xs, ", ") + "]"
		}
		return "[]"
	case 10:
		return g.dict(d-1, false)
	case 11, 12:
		return g.denseAttr()
	case 13:
		return g.denseResourceAttr()
	case 14:
		return g.sparseAttr()
	case 15:
		return g.denseArrayAttr()
	case 16:
		return g.affineMapAttr(g.intn(4), g.intn(3))
	case 17:
		return g.affineSetAttr(g.intn(3)+1, g.intn(3))
	case 18:
		return g.symbolRef()
	case 19, 20:
		return g.anyType(g.cfg.TypeDepth).s
	case 21:
		return g.distinctAttr(d)
	case 22:
		return g.opaqueAttr()
	case 23:
		return g.stridedAttr(g.intn(4))
	case 24:
		if len(g.attrAliases) > 0 {
			return pick(g, g.attrAliases)
		}
		return "unit"
	case 25:
		return g.intAttr()
	default:
		return g.floatAttr()
	}
}

// dict returns a dictionary attribute `{...}` with unique keys. Values nest
// at most d levels.
func (g *gen) dict(d int, _ bool) string {
	n := g.intn(4)
	if g.chance(0.7) {
		n++
	}
	seen := map[string]bool{}
	var entries []string
	for i := 0; i < n; i++ {
		var k string
		switch g.intn(6) {
		case 0:
			k = quote(pick(g, []string{"a b", "x\"y", "0key", "é", "sym_x", "a.b"}))
		case 1:
			k = pick(g, []string{"t.attr", "foo.bar", "a.b.c", "x$", "_u", "k_1"})
		default:
			k = string(rune('a'+g.intn(26))) + strconv.Itoa(g.intn(3))
		}
		if seen[k] || k == "sym_name" || k == "sym_visibility" {
			continue
		}
		seen[k] = true
		if g.chance(0.15) {
			entries = append(entries, k)
		} else {
			entries = append(entries, k+" = "+g.attr(d))
		}
	}
	return "{" + strings.Join(entries, ", ") + "}"
}

func (g *gen) str() string {
	if g.chance(0.3) {
		return pick(g, []string{"", "hello", "a b c", "sym", "x.y", "\"quoted\"", "back\\slash", "tab\tnl\n"})
	}
	var b strings.Builder
	for i := g.intn(12); i > 0; i-- {
		switch g.intn(10) {
		case 0:
			b.WriteByte(byte(g.intn(256)))
		case 1:
			b.WriteString(pick(g, []string{"é", "∀", "\x00", "\x7f", "\"", "\\", "\n", "\t", "{", "}", "#-}"}))
		default:
			b.WriteByte(byte('a' + g.intn(26)))
		}
	}
	return b.String()
}

// intValue returns a value in range for the integer type, preferring edge
// values.
func (g *gen) intValue(s intSpec) *big.Int {
	if s.width == 0 {
		return big.NewInt(0)
	}
	one := big.NewInt(1)
	w := uint(s.width)
	var lo, hi *big.Int
	switch s.sign {
	case 's':
		lo = new(big.Int).Neg(new(big.Int).Lsh(one, w-1))
		hi = new(big.Int).Sub(new(big.Int).Lsh(one, w-1), one)
	case 'u':
		lo = big.NewInt(0)
		hi = new(big.Int).Sub(new(big.Int).Lsh(one, w), one)
	default:
		lo = new(big.Int).Neg(new(big.Int).Lsh(one, w-1))
		hi = new(big.Int).Sub(new(big.Int).Lsh(one, w), one)
	}
	var v *big.Int
	switch g.intn(9) {
	case 0:
		v = lo
	case 1:
		v = hi
	case 2:
		v = big.NewInt(0)
	case 3:
		v = big.NewInt(1)
	case 4:
		v = big.NewInt(-1)
	case 5:
		v = new(big.Int).Lsh(one, w-1) // 2^(w-1): unsigned view of the minimum
	case 6:
		v = new(big.Int).Add(lo, one)
	default:
		span := new(big.Int).Sub(hi, lo)
		span.Add(span, one)
		v = new(big.Int).Rand(g.r, span)
		v.Add(v, lo)
	}
	if v.Cmp(lo) < 0 || v.Cmp(hi) > 0 {
		return big.NewInt(0)
	}
	return v
}

func (g *gen) intLiteral(v *big.Int, s intSpec) string {
	if s.width == 1 && s.sign == 0 && g.chance(0.7) {
		if v.Sign() == 0 {
			return "false"
		}
		return "true"
	}
	if v.Sign() >= 0 && g.chance(0.2) {
		return "0x" + v.Text(16)
	}
	if v.Sign() < 0 && g.chance(0.1) {
		return "-0x" + new(big.Int).Neg(v).Text(16)
	}
	return v.String()
}

var attrWidths = []int{1, 1, 2, 7, 8, 8, 16, 32, 32, 33, 64, 64, 65, 128, 256, 1000}

func (g *gen) attrIntSpec() intSpec {
	s := intSpec{width: pick(g, attrWidths)}
	switch g.intn(4) {
	case 0:
		s.sign = 's'
	case 1:
		s.sign = 'u'
	}
	return s
}

// intAttr is an integer or index attribute.
func (g *gen) intAttr() string {
	switch g.intn(8) {
	case 0:
		// Untyped: i64.
		return g.intLiteral(g.intValue(intSpec{width: 64, sign: 's'}), intSpec{width: 64, sign: 's'})
	case 1:
		v := g.intValue(intSpec{width: 64, sign: 's'})
		return g.intLiteral(v, intSpec{width: 64, sign: 's'}) + " : index"
	case 2:
		if len(g.typeAliases) > 0 {
			if t, ok := g.aliasOf(kInt); ok {
				s := t.elem.(intSpec)
				if s.width > 1 && s.width <= 4096 {
					return g.intLiteral(g.intValue(s), s) + " : " + t.s
				}
			}
		}
	}
	s := g.attrIntSpec()
	v := g.intValue(s)
	lit := g.intLiteral(v, s)
	if lit == "true" || lit == "false" {
		return lit
	}
	return lit + " : " + s.String()
}

var floatDecimals = []string{
	"0.0", "-0.0", "1.0", "-1.0", "0.5", "1.5", "-2.25", "3.14159", "100.0", "1.0e+10", "1.5E-3",
	"65504.0", "6.5e4", "1.0e38", "3.4028234663852886e+38", "1.0e-45", "1.0e300", "-1.0e-300",
	"448.0", "57344.0", "0.1", "2.0", "6.0", "7.5", "0.333", "123456789.0", "1.", "4.0e-3",
}

// floatLiteral returns a literal for a float of spec f: a decimal or the
// exact bits in hexadecimal (special values included).
func (g *gen) floatLiteral(f floatSpec) string {
	s := g.floatLiteralAny(f)
	if f.name == "f8E8M0FNU" {
		// Negative decimals in this unsigned format keep an APFloat sign
		// upstream that bits cannot hold (a known upstream quirk).
		s = strings.TrimPrefix(s, "-")
	}
	return s
}

func (g *gen) floatLiteralAny(f floatSpec) string {
	if g.chance(0.35) {
		digits := (f.bits + 3) / 4
		var v *big.Int
		one := big.NewInt(1)
		switch g.intn(5) {
		case 0:
			v = new(big.Int).Sub(new(big.Int).Lsh(one, uint(f.bits)), one) // all ones
		case 1:
			v = new(big.Int).Lsh(one, uint(f.bits-1)) // sign bit only
		default:
			v = new(big.Int).Rand(g.r, new(big.Int).Lsh(one, uint(f.bits)))
		}
		h := v.Text(16)
		if g.chance(0.5) {
			h = strings.ToUpper(h)
		}
		for len(h) < digits {
			h = "0" + h
		}
		return "0x" + h
	}
	if g.chance(0.3) {
		// A random decimal.
		m := g.r.Int63n(1000000)
		e := g.intn(40) - 20
		sign := ""
		if g.chance(0.3) {
			sign = "-"
		}
		return fmt.Sprintf("%s%d.%de%d", sign, m/1000, m%1000, e)
	}
	return pick(g, floatDecimals)
}

func (g *gen) floatAttr() string {
	if g.chance(0.1) {
		return pick(g, floatDecimals) // untyped: f64
	}
	f := pick(g, floatTypes)
	return g.floatLiteral(f) + " : " + f.name
}

var symNames = []string{"foo", "bar", "main", "a.b", "x$y", "_s", "\"quoted name\"", "\"with\\\"quote\"", "\"0start\""}

func (g *gen) symbolRef() string {
	s := "@" + pick(g, symNames)
	for i := g.intn(3); i > 0 && g.chance(0.5); i-- {
		s += "::@" + pick(g, symNames)
	}
	return s
}

func (g *gen) distinctAttr(d int) string {
	id := g.intn(6)
	if inner, ok := g.distinct[id]; ok {
		if inner == "\x00" {
			return "unit" // being generated
		}
		return "distinct[" + strconv.Itoa(id) + "]<" + inner + ">"
	}
	g.distinct[id] = "\x00"
	var inner string
	if !g.chance(0.2) {
		inner = g.attr(d - 1)
	}
	g.distinct[id] = inner
	return "distinct[" + strconv.Itoa(id) + "]<" + inner + ">"
}

var opaqueAttrs = []string{
	"#foo.bar", "#foo.bar<1>", "#foo<\"x y\">", "#zz.a<[1, 2], {k}>", "#foo.bar< 1 , 2>",
	"#t.attr<i32>", "#foo.e<\"a>b\">", "#foo.n<<<>>>",
}

func (g *gen) opaqueAttr() string { return pick(g, opaqueAttrs) }

// denseArrayAttr is `array<T: ...>`.
func (g *gen) denseArrayAttr() string {
	t := pick(g, []string{"i1", "i8", "i16", "i32", "i64", "f32", "f64"})
	var xs []string
	n := g.intn(5)
	for i := 0; i < n; i++ {
		switch t {
		case "i1":
			xs = append(xs, pick(g, []string{"true", "false"}))
		case "f32", "f64":
			xs = append(xs, g.floatLiteral(floatSpec{name: t, bits: map[string]int{"f32": 32, "f64": 64}[t]}))
		default:
			w, _ := strconv.Atoi(t[1:])
			s := intSpec{width: w}
			if g.chance(0.5) {
				s.sign = 's'
			}
			xs = append(xs, g.intValue(s).String())
		}
	}
	if n == 0 {
		return "array<" + t + ">"
	}
	return "array<" + t + ": " + strings.Join(xs, ", ") + ">"
}

// elemKind is the element type of a dense or sparse attribute.
type elemKind struct {
	t       string // type spelling
	isInt   bool
	isIndex bool
	isFloat bool
	complex bool
	isStr   bool
	is      intSpec
	fs      floatSpec
	bytes   int // storage bytes of a byte-aligned int/float element (hex form), or 0
}

func (g *gen) elemKind(vector bool) elemKind {
	n := 7
	if vector {
		n = 5
	}
	switch g.intn(n) {
	case 0, 1:
		s := g.attrIntSpec()
		e := elemKind{t: s.String(), isInt: true, is: s}
		if s.width%8 == 0 && s.width <= 64 {
			e.bytes = s.width / 8
		}
		return e
	case 2:
		return elemKind{t: "index", isInt: true, isIndex: true, is: intSpec{width: 64, sign: 's'}, bytes: 8}
	case 3, 4:
		f := pick(g, floatTypes)
		e := elemKind{t: f.name, isFloat: true, fs: f}
		switch f.bits {
		case 16, 32, 64:
			e.bytes = f.bits / 8
		}
		return e
	case 5:
		if g.chance(0.5) {
			f := pick(g, floatTypes)
			return elemKind{t: "complex<" + f.name + ">", isFloat: true, complex: true, fs: f}
		}
		s := g.attrIntSpec()
		if s.width == 1 {
			// Upstream stores complex<i1> elements packed by bits but reads
			// them a byte apart: only the first real part survives (an
			// upstream bug not worth imitating).
			s.width = 8
		}
		return elemKind{t: "complex<" + s.String() + ">", isInt: true, complex: true, is: s}
	default:
		return elemKind{t: pick(g, []string{"!foo.string", "!t.s<1>", "!foo.bar"}), isStr: true}
	}
}

func (g *gen) elemLiteral(e elemKind) string {
	switch {
	case e.isStr:
		return quote(g.str())
	case e.complex && e.isFloat:
		return "(" + g.denseFloat(e.fs) + ", " + g.denseFloat(e.fs) + ")"
	case e.complex:
		return "(" + g.intValue(e.is).String() + ", " + g.intValue(e.is).String() + ")"
	case e.isFloat:
		return g.denseFloat(e.fs)
	case e.is.width == 1 && e.is.sign == 0:
		return pick(g, []string{"true", "false", "1", "0"})
	default:
		return g.intValue(e.is).String()
	}
}

func (g *gen) denseFloat(f floatSpec) string {
	return g.floatLiteral(f)
}

// staticShape returns a shape and its number of elements.
func (g *gen) staticShape(vector bool, big bool) ([]int, int) {
	if big {
		n := 101 + g.intn(60)
		if g.chance(0.5) {
			return []int{n}, n
		}
		return []int{n, 2}, 2 * n
	}
	var dims []int
	count := 1
	for i := g.intn(4); i > 0; i-- {
		d := g.intn(4)
		if vector || g.chance(0.7) {
			d++
		}
		dims = append(dims, d)
		count *= d
	}
	return dims, count
}

func shapedType(container string, dims []int, elem string, scalable bool) string {
	var b strings.Builder
	b.WriteString(container + "<")
	for i, d := range dims {
		if scalable && i == len(dims)-1 {
			b.WriteString("[" + strconv.Itoa(d) + "]x")
			continue
		}
		b.WriteString(strconv.Itoa(d) + "x")
	}
	b.WriteString(elem + ">")
	return b.String()
}

// denseAttr is a dense elements attribute: splat, nested lists, or hex.
func (g *gen) denseAttr() string {
	vector := g.chance(0.3)
	e := g.elemKind(vector)
	big := g.chance(0.1)
	dims, count := g.staticShape(vector, big)
	container := "tensor"
	if vector {
		container = "vector"
	}
	ty := shapedType(container, dims, e.t, false)
	switch {
	case g.chance(0.2) || (count > 0 && g.chance(0.1)):
		if count == 0 && !g.chance(0.5) {
			break
		}
		// Splat.
		return "dense<" + g.elemLiteral(e) + "> : " + ty
	case e.bytes > 0 && g.chance(0.3):
		// Raw hex data: one element (splat) or all of them.
		n := count
		if g.chance(0.2) {
			n = 1
		}
		var h strings.Builder
		h.WriteString("\"0x")
		for i := 0; i < n*e.bytes; i++ {
			fmt.Fprintf(&h, "%02X", g.intn(256))
		}
		h.WriteString("\"")
		return "dense<" + h.String() + "> : " + ty
	}
	// A nested empty list infers a shape ending at its first zero.
	firstZero := 0
	for firstZero < len(dims) && dims[firstZero] != 0 {
		firstZero++
	}
	if count == 0 && (firstZero != len(dims)-1 || g.chance(0.5)) {
		return "dense<> : " + ty
	}
	var b strings.Builder
	b.WriteString("dense<")
	g.denseList(&b, dims, e)
	b.WriteString("> : " + ty)
	return b.String()
}

func (g *gen) denseList(b *strings.Builder, dims []int, e elemKind) {
	if len(dims) == 0 {
		b.WriteString(g.elemLiteral(e))
		return
	}
	b.WriteString("[")
	for i := 0; i < dims[0]; i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		g.denseList(b, dims[1:], e)
	}
	b.WriteString("]")
}

// denseResourceAttr references a blob of the dialect_resources section.
func (g *gen) denseResourceAttr() string {
	type et struct {
		name  string
		bytes int
	}
	e := pick(g, []et{{"i8", 1}, {"i16", 2}, {"i32", 4}, {"i64", 8}, {"f32", 4}, {"f64", 8}, {"f16", 2}})
	dims, count := g.staticShape(false, false)
	ty := shapedType("tensor", dims, e.name, false)
	if len(g.resources) > 0 && g.chance(0.3) {
		// Reuse a blob (its size need not match).
		return "dense_resource<" + pick(g, g.resources).name + "> : " + ty
	}
	name := fmt.Sprintf("%s%d", pick(g, []string{"blob", "res_", "r", "weights."}), len(g.resources))
	var h strings.Builder
	align := e.bytes
	if g.chance(0.3) {
		align = 16
	}
	fmt.Fprintf(&h, "0x%02X000000", align)
	for i := 0; i < count*e.bytes; i++ {
		fmt.Fprintf(&h, "%02X", g.intn(256))
	}
	g.resources = append(g.resources, resource{name: name, hex: h.String()})
	return "dense_resource<" + name + "> : " + ty
}

// sparseAttr is `sparse<indices, values>` over a static tensor.
func (g *gen) sparseAttr() string {
	var e elemKind
	for {
		e = g.elemKind(false)
		if !e.complex {
			break
		}
	}
	var dims []int
	count := 1
	for i := g.intn(3) + 1; i > 0; i-- {
		d := g.intn(5) + 1
		dims = append(dims, d)
		count *= d
	}
	ty := shapedType("tensor", dims, e.t, false)
	if g.chance(0.15) {
		return "sparse<> : " + ty
	}
	nnz := g.intn(4) + 1
	var idx, vals []string
	seen := map[string]bool{}
	for i := 0; i < nnz; i++ {
		var coords []string
		for _, d := range dims {
			coords = append(coords, strconv.Itoa(g.intn(d)))
		}
		c := "[" + strings.Join(coords, ", ") + "]"
		if seen[c] && i > 0 {
			// Repeated indices can all be equal, which upstream prints as
			// a splat it cannot read back.
			continue
		}
		seen[c] = true
		idx = append(idx, c)
		vals = append(vals, g.elemLiteral(e))
	}
	v := "[" + strings.Join(vals, ", ") + "]"
	if g.chance(0.2) {
		v = g.elemLiteral(e)
	}
	return "sparse<[" + strings.Join(idx, ", ") + "], " + v + "> : " + ty
}
