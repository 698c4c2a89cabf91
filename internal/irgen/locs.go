package irgen

import (
	"strconv"
	"strings"
)

// loc returns a trailing location `loc(...)`.
func (g *gen) loc() string {
	if len(g.locAliases) > 0 && g.chance(0.3) {
		return "loc(" + pick(g, g.locAliases) + ")"
	}
	return "loc(" + g.locInner(2) + ")"
}

var fileNames = []string{"a.mlir", "file.c", "dir/x.py", "", "with space.cc", "q\"uote", "<stdin>"}

// locInner returns a location without its `loc(...)` wrapper, nesting at
// most d levels.
func (g *gen) locInner(d int) string {
	if len(g.locAliases) > 0 && g.chance(0.15) {
		return pick(g, g.locAliases)
	}
	line := func() string { return strconv.Itoa(g.intn(200)) }
	n := 5
	if d > 0 {
		n = 9
	}
	switch g.intn(n) {
	case 0:
		return "unknown"
	case 1, 2:
		// file:line:col, file:line, and ranges.
		f := quote(pick(g, fileNames))
		switch g.intn(5) {
		case 0:
			return f + ":" + line()
		case 1:
			return f + ":" + line() + ":" + line() + " to :" + line()
		case 2:
			return f + ":" + line() + ":" + line() + " to " + line() + ":" + line()
		default:
			return f + ":" + line() + ":" + line()
		}
	case 3, 4:
		return quote(pick(g, []string{"name", "x", "", "foo.bar", "a b", "é\n"}))
	case 5:
		return quote(pick(g, []string{"n", "child", "y"})) + "(" + g.locInner(d-1) + ")"
	case 6:
		return "callsite(" + g.locInner(d-1) + " at " + g.locInner(d-1) + ")"
	default:
		var ls []string
		for i := g.intn(4); i > 0; i-- {
			ls = append(ls, g.locInner(d-1))
		}
		s := "fused"
		if g.chance(0.5) {
			s += "<" + g.attr(0) + ">"
		}
		return s + "[" + strings.Join(ls, ", ") + "]"
	}
}
