// Package progen generates random Toy programs for differential testing:
// helper functions called with tensors of matching shapes, nested
// expressions, reshapes, transposes and prints, and invalid variants of
// them (syntax and semantic errors).
package progen

import (
	"fmt"
	"math/rand"
	"strings"
)

// Gen generates programs from a seeded random source.
type Gen struct {
	r *rand.Rand
	// Structs enables chapter 7's struct definitions and literals.
	Structs bool
	// lowerable leaves out the reshapes of computed values, which the
	// lowering to affine rejects.
	lowerable bool
}

// New returns a generator seeded with seed.
func New(seed int64) *Gen { return &Gen{r: rand.New(rand.NewSource(seed))} }

// shape is a tensor shape; nil is a scalar (rank 0).
type shape []int64

var shapes = []shape{nil, {2}, {3}, {2, 3}, {3, 2}, {2, 2}, {1, 4}, {4}, {2, 3, 2}, {6}}

func (s shape) count() int64 {
	n := int64(1)
	for _, d := range s {
		n *= d
	}
	return n
}

func (s shape) reversed() shape {
	if s == nil {
		return nil
	}
	out := make(shape, len(s))
	for i, d := range s {
		out[len(s)-1-i] = d
	}
	return out
}

func (s shape) equal(o shape) bool {
	if len(s) != len(o) {
		return false
	}
	for i := range s {
		if s[i] != o[i] {
			return false
		}
	}
	return true
}

type variable struct {
	name  string
	shape shape
}

type helper struct {
	name   string
	params []shape
	ret    shape // nil with noRet: returns nothing
	noRet  bool
}

// scope is what an expression may use: the variables in scope and the
// helpers defined so far.
type scope struct {
	vars    []variable
	helpers []helper
	// members are struct member accesses (`s.a`) usable as values.
	members []variable
}

func (g *Gen) pick(n int) int { return g.r.Intn(n) }

func (g *Gen) shape() shape { return shapes[g.pick(len(shapes))] }

func (g *Gen) number() string {
	switch g.pick(6) {
	case 0:
		return fmt.Sprintf("%d.%d", g.pick(10), g.pick(100))
	case 1:
		return fmt.Sprintf("%d", g.pick(1000))
	}
	return fmt.Sprintf("%d", g.pick(10))
}

// literal writes a tensor literal of shape s.
func (g *Gen) literal(s shape) string {
	if len(s) == 0 {
		return g.number()
	}
	parts := make([]string, s[0])
	for i := range parts {
		if len(s) == 1 {
			parts[i] = g.number()
		} else {
			parts[i] = g.literal(s[1:])
		}
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// expr writes an expression of shape s.
func (g *Gen) expr(sc *scope, s shape, depth int) string {
	var cands []string
	for _, v := range sc.vars[max(0, len(sc.vars)-window):] {
		if v.shape.equal(s) {
			cands = append(cands, v.name)
		}
	}
	for _, m := range sc.members {
		if m.shape.equal(s) {
			cands = append(cands, m.name)
		}
	}
	if depth <= 0 || g.pick(3) == 0 {
		if len(cands) > 0 && g.pick(4) != 0 {
			return cands[g.pick(len(cands))]
		}
		return g.literal(s)
	}
	switch g.pick(6) {
	case 0, 1:
		op := " + "
		if g.pick(2) == 0 {
			op = " * "
		}
		return g.expr(sc, s, depth-1) + op + g.expr(sc, s, depth-1)
	case 2:
		return "transpose(" + g.expr(sc, s.reversed(), depth-1) + ")"
	case 3:
		return "(" + g.expr(sc, s, depth-1) + ")"
	case 4:
		var calls []helper
		for _, h := range sc.helpers {
			if !h.noRet && h.ret.equal(s) {
				calls = append(calls, h)
			}
		}
		if len(calls) > 0 {
			h := calls[g.pick(len(calls))]
			args := make([]string, len(h.params))
			for i, p := range h.params {
				args[i] = g.expr(sc, p, depth-1)
			}
			return h.name + "(" + strings.Join(args, ", ") + ")"
		}
	}
	if len(cands) > 0 {
		return cands[g.pick(len(cands))]
	}
	return g.literal(s)
}

// reshapeOf returns a shape with s's element count, for `var x<...>`.
func (g *Gen) reshapeOf(s shape) shape {
	n := s.count()
	var out shape
	for n > 1 {
		d := int64(1)
		for f := int64(2); f <= n; f++ {
			if n%f == 0 && g.pick(2) == 0 {
				d = f
				break
			}
		}
		if d == 1 {
			d = n
		}
		out = append(out, d)
		n /= d
	}
	if len(out) == 0 || g.pick(4) == 0 {
		out = append(shape{1}, out...)
	}
	return out
}

func dims(s shape) string {
	parts := make([]string, len(s))
	for i, d := range s {
		parts[i] = fmt.Sprint(d)
	}
	return strings.Join(parts, ", ")
}

// body writes n statements declaring variables (and printing some).
func (g *Gen) body(sb *strings.Builder, sc *scope, n int) {
	for i := 0; i < n; i++ {
		s := g.shape()
		name := fmt.Sprintf("v%d", len(sc.vars))
		e := g.expr(sc, s, 3)
		if g.pick(3) == 0 && !g.lowerable {
			r := g.reshapeOf(s)
			fmt.Fprintf(sb, "  var %s<%s> = %s;\n", name, dims(r), e)
			s = r
		} else {
			fmt.Fprintf(sb, "  var %s = %s;\n", name, e)
		}
		sc.vars = append(sc.vars, variable{name, s})
		if g.pick(3) == 0 {
			fmt.Fprintf(sb, "  print(%s);\n", g.expr(sc, g.shape(), 2))
		}
	}
}

// window bounds how far back an expression looks for variables to use,
// so that generating a large program stays linear.
const window = 64

// Sized returns a random valid Toy program of at least size bytes that
// lowers to LLVM: a main function long enough, which prints its values
// now and then so that they stay live.
func (g *Gen) Sized(size int) string {
	g.lowerable = true
	defer func() { g.lowerable = false }()
	var sb strings.Builder
	sc := &scope{}
	main := &strings.Builder{}
	for main.Len() < size-sb.Len() {
		g.body(main, sc, 1)
	}
	sb.WriteString("def main() {\n")
	sb.WriteString(main.String())
	fmt.Fprintf(&sb, "  print(%s);\n", g.expr(sc, g.shape(), 3))
	sb.WriteString("}\n")
	return sb.String()
}

// Program returns a random valid Toy program.
func (g *Gen) Program() string {
	var sb strings.Builder
	sc := &scope{}
	for i, n := 0, g.pick(4); i < n; i++ {
		h := helper{name: fmt.Sprintf("f%d", i)}
		fsc := &scope{helpers: sc.helpers}
		var params []string
		for j, k := 0, g.pick(4); j < k; j++ {
			p := g.shape()
			h.params = append(h.params, p)
			name := fmt.Sprintf("a%d", j)
			params = append(params, name)
			fsc.vars = append(fsc.vars, variable{name, p})
		}
		fmt.Fprintf(&sb, "# helper %d\ndef %s(%s) {\n", i, h.name, strings.Join(params, ", "))
		g.body(&sb, fsc, g.pick(4))
		if g.pick(6) == 0 && !g.Structs {
			h.noRet = true
			if g.pick(2) == 0 {
				sb.WriteString("  return;\n")
			}
		} else {
			h.ret = g.shape()
			fmt.Fprintf(&sb, "  return %s;\n", g.expr(fsc, h.ret, 3))
		}
		sb.WriteString("}\n\n")
		sc.helpers = append(sc.helpers, h)
	}
	var structDef, structVar string
	if g.Structs && g.pick(2) == 0 {
		structDef, structVar = g.structs(&sb, sc)
	}
	sb.WriteString("def main() {\n")
	if structDef != "" {
		sb.WriteString(structVar)
	}
	g.body(&sb, sc, 1+g.pick(6))
	for _, h := range sc.helpers {
		if h.noRet && g.pick(2) == 0 {
			args := make([]string, len(h.params))
			for i, p := range h.params {
				args[i] = g.expr(sc, p, 1)
			}
			fmt.Fprintf(&sb, "  %s(%s);\n", h.name, strings.Join(args, ", "))
		}
	}
	fmt.Fprintf(&sb, "  print(%s);\n", g.expr(sc, g.shape(), 3))
	sb.WriteString("}\n")
	return sb.String()
}

// structs writes a struct definition and returns it with the declaration
// of a variable of it (for main), whose members become usable values.
func (g *Gen) structs(sb *strings.Builder, sc *scope) (string, string) {
	n := 1 + g.pick(3)
	var members, values []string
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("m%d", i)
		members = append(members, "  var "+name+";\n")
		s := g.shape()
		values = append(values, g.literal(s))
		sc.members = append(sc.members, variable{"s." + name, s})
	}
	def := "struct S {\n" + strings.Join(members, "") + "}\n\n"
	sb.WriteString(def)
	return def, "  S s = {" + strings.Join(values, ", ") + "};\n"
}

// mutations edit a valid program into an invalid (or odd) one.
var mutations = []func(g *Gen, src string) string{
	// delete one character
	func(g *Gen, src string) string {
		i := g.pick(len(src))
		return src[:i] + src[i+1:]
	},
	// insert a punctuation character
	func(g *Gen, src string) string {
		i := g.pick(len(src) + 1)
		p := ";,()[]{}<>=+-*.#"
		j := g.pick(len(p))
		return src[:i] + p[j:j+1] + src[i:]
	},
	// an unknown variable
	func(g *Gen, src string) string { return strings.Replace(src, "print(", "print(nosuch + ", 1) },
	// a subtraction (no toy op)
	func(g *Gen, src string) string { return strings.Replace(src, " + ", " - ", 1) },
	// transpose of two tensors
	func(g *Gen, src string) string { return strings.Replace(src, "transpose(", "transpose([1, 2], ", 1) },
	// print of two tensors
	func(g *Gen, src string) string { return strings.Replace(src, "print(", "print([1], ", 1) },
	// a redeclared variable
	func(g *Gen, src string) string { return strings.Replace(src, "var v1", "var v0", 1) },
	// a call of an undefined function
	func(g *Gen, src string) string {
		return strings.Replace(src, "print(", "print(undefined(1)); print(", 1)
	},
	// a variable without initializer value
	func(g *Gen, src string) string { return strings.Replace(src, "= ", "= ;", 1) },
	// a truncated program
	func(g *Gen, src string) string { return src[:g.pick(len(src))] },
	// a reshape of a scalar to a larger tensor
	func(g *Gen, src string) string {
		return strings.Replace(src, "  print(", "  var zz<2, 2> = 1 + 1;\n  print(", 1)
	},
}

// Invalid returns a variant of a random program with one mutation.
func (g *Gen) Invalid() string {
	src := g.Program()
	return mutations[g.pick(len(mutations))](g, src)
}
