package irgen

import (
	"strconv"
	"strings"
)

type kind int

const (
	kInt kind = iota
	kIndex
	kFloat
	kComplex
	kVector
	kTensor
	kUTensor
	kMemRef
	kUMemRef
	kTuple
	kNone
	kFunc
	kOpaque
)

// typ is a type's spelling and kind. For kInt and kFloat, elem describes the
// scalar (see intSpec and floatSpec).
type typ struct {
	s    string
	k    kind
	elem any
}

// intSpec describes an integer type.
type intSpec struct {
	width int
	sign  byte // 0 signless, 's' signed, 'u' unsigned
}

func (s intSpec) String() string {
	p := "i"
	switch s.sign {
	case 's':
		p = "si"
	case 'u':
		p = "ui"
	}
	return p + strconv.Itoa(s.width)
}

// floatSpec describes a float type.
type floatSpec struct {
	name string
	bits int
}

var floatTypes = []floatSpec{
	{"f16", 16}, {"bf16", 16}, {"f32", 32}, {"f64", 64}, {"f80", 80}, {"f128", 128},
	{"tf32", 19}, {"f8E5M2", 8}, {"f8E4M3", 8}, {"f8E4M3FN", 8}, {"f8E5M2FNUZ", 8},
	{"f8E4M3FNUZ", 8}, {"f8E4M3B11FNUZ", 8}, {"f8E3M4", 8}, {"f8E8M0FNU", 8},
	{"f6E2M3FN", 6}, {"f6E3M2FN", 6}, {"f4E2M1FN", 4},
}

var typeWidths = []int{1, 1, 2, 3, 5, 7, 8, 8, 9, 15, 16, 16, 17, 31, 32, 32, 33, 63, 64, 64, 65,
	100, 127, 128, 129, 255, 256, 512, 1000, 1024, 4096, 65535, 16777215}

func (g *gen) intSpec() intSpec {
	s := intSpec{width: pick(g, typeWidths)}
	switch g.intn(4) {
	case 0:
		s.sign = 's'
	case 1:
		s.sign = 'u'
	}
	if g.chance(0.02) {
		s.width = 0
	}
	return s
}

func (g *gen) intType() typ {
	s := g.intSpec()
	return typ{s: s.String(), k: kInt, elem: s}
}

func (g *gen) floatType() typ {
	f := pick(g, floatTypes)
	return typ{s: f.name, k: kFloat, elem: f}
}

// scalarType is an integer, index or float type.
func (g *gen) scalarType() typ {
	switch g.intn(5) {
	case 0, 1:
		return g.intType()
	case 2:
		return typ{s: "index", k: kIndex}
	default:
		return g.floatType()
	}
}

// aliasOf returns a type alias of one of the given kinds, if any.
func (g *gen) aliasOf(kinds ...kind) (typ, bool) {
	var cands []typ
	for _, t := range g.typeAliases {
		for _, k := range kinds {
			if t.k == k {
				cands = append(cands, t)
			}
		}
	}
	if len(cands) == 0 {
		return typ{}, false
	}
	return pick(g, cands), true
}

// valueType is the type of an SSA value.
func (g *gen) valueType() typ {
	if len(g.typeAliases) > 0 && g.chance(0.1) {
		return pick(g, g.typeAliases)
	}
	if g.chance(0.4) {
		return g.scalarType()
	}
	return g.anyType(g.cfg.TypeDepth)
}

// anyType returns any builtin or dialect type, nesting at most d levels.
func (g *gen) anyType(d int) typ {
	if d <= 0 {
		if g.chance(0.8) {
			return g.scalarType()
		}
		return pick(g, []typ{{s: "none", k: kNone}, {s: "!foo.bar", k: kOpaque}, {s: "tuple<>", k: kTuple}})
	}
	switch g.intn(14) {
	case 0, 1:
		return g.scalarType()
	case 2:
		return g.complexType()
	case 3:
		return g.vectorType()
	case 4, 5:
		return g.tensorType(d)
	case 6, 7:
		return g.memrefType(d)
	case 8:
		var ts []string
		for i := g.intn(4); i > 0; i-- {
			ts = append(ts, g.anyType(d-1).s)
		}
		return typ{s: "tuple<" + strings.Join(ts, ", ") + ">", k: kTuple}
	case 9:
		return typ{s: "none", k: kNone}
	case 10:
		return g.funcType(d - 1)
	case 11:
		return g.opaqueType()
	default:
		if t, ok := g.aliasOf(kInt, kFloat, kIndex, kTensor, kMemRef, kVector, kTuple, kOpaque, kComplex); ok {
			return t
		}
		return g.scalarType()
	}
}

func (g *gen) complexType() typ {
	var e typ
	if g.chance(0.5) {
		e = g.floatType()
	} else {
		e = g.intType()
	}
	return typ{s: "complex<" + e.s + ">", k: kComplex, elem: e}
}

func (g *gen) funcType(d int) typ {
	var in, out []string
	for i := g.intn(3); i > 0; i-- {
		in = append(in, g.anyType(d).s)
	}
	for i := g.intn(3); i > 0; i-- {
		t := g.anyType(d)
		out = append(out, t.s)
	}
	s := "(" + strings.Join(in, ", ") + ") -> "
	if len(out) == 1 && !strings.HasPrefix(out[0], "(") && g.chance(0.5) {
		s += out[0]
	} else {
		s += "(" + strings.Join(out, ", ") + ")"
	}
	return typ{s: s, k: kFunc}
}

var opaqueTypes = []string{
	"!foo.bar", "!foo.bar<1>", "!foo.bar<i32, \"x\">", "!foo<\"baz\">", "!foo.b<a  ,b>",
	"!zz.t<[1, 2], {k = v}>", "!foo.x<<1>>", "!t.type", "!foo.bar<\"a>b\">", "!foo.s",
}

func (g *gen) opaqueType() typ {
	return typ{s: pick(g, opaqueTypes), k: kOpaque}
}

// vectorElemType is an integer, index or float type (possibly an alias).
func (g *gen) vectorElemType() typ {
	if t, ok := g.aliasOf(kInt, kFloat, kIndex); ok && g.chance(0.1) {
		return t
	}
	return g.scalarType()
}

func (g *gen) vectorShape() []string {
	var dims []string
	for i := g.intn(4); i > 0; i-- {
		d := strconv.Itoa(g.intn(8) + 1)
		if g.chance(0.2) {
			d = "[" + d + "]"
		}
		dims = append(dims, d)
	}
	return dims
}

func (g *gen) vectorType() typ {
	dims := g.vectorShape()
	e := g.vectorElemType()
	return typ{s: "vector<" + shapePrefix(dims) + e.s + ">", k: kVector, elem: e}
}

func shapePrefix(dims []string) string {
	var b strings.Builder
	for _, d := range dims {
		b.WriteString(d)
		b.WriteByte('x')
	}
	return b.String()
}

// shapedElemType is a valid element type of tensors (and, without
// opaque types, of memrefs).
func (g *gen) shapedElemType(d int, opaque bool) typ {
	switch g.intn(8) {
	case 0:
		return g.complexType()
	case 1:
		if d > 0 {
			return g.vectorType()
		}
	case 2:
		if opaque {
			return g.opaqueType()
		}
	}
	return g.vectorElemType()
}

func (g *gen) tensorDims() []string {
	var dims []string
	for i := g.intn(4); i > 0; i-- {
		if g.chance(0.25) {
			dims = append(dims, "?")
		} else {
			dims = append(dims, strconv.Itoa(g.intn(6)))
		}
	}
	return dims
}

func (g *gen) tensorType(d int) typ {
	e := g.shapedElemType(d-1, true)
	if g.chance(0.15) {
		return typ{s: "tensor<*x" + e.s + ">", k: kUTensor}
	}
	s := "tensor<" + shapePrefix(g.tensorDims()) + e.s
	if g.chance(0.2) {
		s += ", " + g.encodingAttr()
	}
	return typ{s: s + ">", k: kTensor}
}

func (g *gen) encodingAttr() string {
	switch g.intn(6) {
	case 0:
		return quote(g.str())
	case 1:
		return g.intAttr()
	case 2:
		return g.opaqueAttr()
	case 3:
		return g.dict(1, false)
	case 4:
		return g.affineMapAttr(g.intn(3), g.intn(2))
	default:
		// Upstream's parseOptionalAttribute does not start array, distinct
		// or strided attributes.
		for {
			a := g.attr(0)
			if !strings.HasPrefix(a, "array<") && !strings.HasPrefix(a, "distinct[") && !strings.HasPrefix(a, "strided<") {
				return a
			}
		}
	}
}

func (g *gen) memorySpace() string {
	switch g.intn(6) {
	case 0:
		return "0"
	case 1:
		return strconv.Itoa(g.intn(5) + 1)
	case 2:
		return quote(pick(g, []string{"gpu", "shared", "a b"}))
	case 3:
		return g.intAttr()
	default:
		return g.dict(0, false)
	}
}

func (g *gen) memrefType(d int) typ {
	e := g.shapedElemType(d-1, false)
	if g.chance(0.15) {
		s := "memref<*x" + e.s
		if g.chance(0.6) {
			s += ", " + g.memorySpace()
		}
		return typ{s: s + ">", k: kUMemRef}
	}
	dims := g.tensorDims()
	s := "memref<" + shapePrefix(dims) + e.s
	if g.chance(0.5) {
		s += ", " + g.layout(len(dims))
	}
	if g.chance(0.4) {
		s += ", " + g.memorySpace()
	}
	return typ{s: s + ">", k: kMemRef}
}

// layout is a memref layout of the given rank.
func (g *gen) layout(rank int) string {
	switch g.intn(4) {
	case 0:
		// The identity map, which the printer elides.
		var ds []string
		for i := 0; i < rank; i++ {
			ds = append(ds, "d"+strconv.Itoa(i))
		}
		return "affine_map<(" + strings.Join(ds, ", ") + ") -> (" + strings.Join(ds, ", ") + ")>"
	case 1:
		return g.affineMapAttr(rank, g.intn(3))
	default:
		return g.stridedAttr(rank)
	}
}

func (g *gen) stridedAttr(rank int) string {
	var ss []string
	for i := 0; i < rank; i++ {
		ss = append(ss, g.strideVal())
	}
	s := "strided<[" + strings.Join(ss, ", ") + "]"
	if g.chance(0.6) {
		s += ", offset: " + g.strideVal()
	}
	return s + ">"
}

func (g *gen) strideVal() string {
	switch g.intn(5) {
	case 0:
		return "?"
	case 1:
		return "0"
	case 2:
		return strconv.Itoa(-g.intn(10) - 1)
	default:
		return strconv.Itoa(g.intn(64) + 1)
	}
}
