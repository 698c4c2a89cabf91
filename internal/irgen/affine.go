package irgen

import (
	"strconv"
	"strings"
)

// affineExpr returns an affine (or semi-affine) expression over nd dims and
// ns symbols. symOnly restricts it to symbols and constants.
func (g *gen) affineExpr(nd, ns, depth int, symOnly bool) string {
	leaf := func() string {
		switch {
		case !symOnly && nd > 0 && g.chance(0.6):
			return "d" + strconv.Itoa(g.intn(nd))
		case ns > 0 && g.chance(0.6):
			return "s" + strconv.Itoa(g.intn(ns))
		default:
			return strconv.Itoa(g.intn(21) - 5)
		}
	}
	if depth <= 0 || g.chance(0.3) {
		return leaf()
	}
	sub := func() string { return g.affineExpr(nd, ns, depth-1, symOnly) }
	paren := func(s string) string {
		if g.chance(0.5) || strings.ContainsAny(s, " ") || strings.HasPrefix(s, "-") {
			return "(" + s + ")"
		}
		return s
	}
	switch g.intn(9) {
	case 0, 1:
		return sub() + " + " + sub()
	case 2:
		return sub() + " - " + paren(sub())
	case 3:
		// Multiplication by a constant or a symbolic expression.
		var c string
		if ns > 0 && g.chance(0.3) {
			c = paren(g.affineExpr(0, ns, depth-1, true))
		} else {
			c = strconv.Itoa(g.intn(9) - 3)
		}
		if g.chance(0.5) {
			return paren(sub()) + " * " + c
		}
		return c + " * " + paren(sub())
	case 4, 5, 6:
		op := pick(g, []string{"floordiv", "ceildiv", "mod"})
		var c string
		if ns > 0 && g.chance(0.25) {
			c = "s" + strconv.Itoa(g.intn(ns))
		} else {
			c = strconv.Itoa(g.intn(8) + 1)
		}
		return paren(sub()) + " " + op + " " + c
	case 7:
		return "-" + paren(sub())
	default:
		return paren(sub())
	}
}

func dimList(nd, ns int) string {
	var ds, ss []string
	for i := 0; i < nd; i++ {
		ds = append(ds, "d"+strconv.Itoa(i))
	}
	for i := 0; i < ns; i++ {
		ss = append(ss, "s"+strconv.Itoa(i))
	}
	s := "(" + strings.Join(ds, ", ") + ")"
	if ns > 0 {
		s += "[" + strings.Join(ss, ", ") + "]"
	}
	return s
}

func (g *gen) affineMapAttr(nd, ns int) string {
	var rs []string
	for i := g.intn(4); i > 0; i-- {
		rs = append(rs, g.affineExpr(nd, ns, 3, false))
	}
	return "affine_map<" + dimList(nd, ns) + " -> (" + strings.Join(rs, ", ") + ")>"
}

func (g *gen) affineSetAttr(nd, ns int) string {
	var cs []string
	for i := g.intn(4); i > 0; i-- {
		e := g.affineExpr(nd, ns, 3, false)
		switch g.intn(4) {
		case 0:
			cs = append(cs, e+" == 0")
		case 1:
			cs = append(cs, e+" >= 0")
		case 2:
			cs = append(cs, e+" <= "+g.affineExpr(nd, ns, 1, false))
		default:
			cs = append(cs, e+" >= "+g.affineExpr(nd, ns, 1, false))
		}
	}
	return "affine_set<" + dimList(nd, ns) + " : (" + strings.Join(cs, ", ") + ")>"
}
