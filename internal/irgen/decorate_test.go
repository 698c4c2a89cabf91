package irgen

import (
	"math/rand"
	"strconv"
	"strings"
)

// decorate adds to a GenerateCore program custom-form syntax the generator
// does not write: a type alias, argument and result attributes and
// `attributes` of functions, discardable attributes of operations (before
// or after their operands, where each format puts its attr-dict), rounding
// modes of arith.truncf, branch weights of cf.cond_br, ub.unreachable
// terminators and block argument locations. Every decoration keeps the
// program valid.
func decorate(r *rand.Rand, src []byte) []byte {
	g := &gen{r: r}
	text := string(src)
	alias := ""
	if types := aggregateTypes(text); len(types) > 0 && g.chance(0.5) {
		t := types[r.Intn(len(types))]
		text = strings.ReplaceAll(text, t, "!ta")
		alias = "!ta = " + t + "\n"
	}
	ls := lines(text)
	for i, l := range ls {
		t := strings.TrimSpace(l)
		ind := l[:len(l)-len(strings.TrimLeft(l, " "))]
		switch name := opName(t); {
		case name == "func.func":
			ls[i] = ind + decorateFunc(g, t)
		case strings.HasPrefix(t, "^") && strings.Contains(t, "("):
			ls[i] = ind + decorateBlockArgs(g, t)
		case strings.HasPrefix(t, "%") || strings.Contains(name, "."):
			ls[i] = ind + decorateOp(g, t, name)
		}
	}
	return []byte(alias + join(ls))
}

// aggregateTypes lists the distinct vector, tensor and complex types of a
// program, in order of appearance.
func aggregateTypes(s string) []string {
	var out []string
	seen := map[string]bool{}
	for _, kw := range []string{"vector<", "tensor<", "complex<"} {
		for k := 0; ; {
			j := strings.Index(s[k:], kw)
			if j < 0 {
				break
			}
			start := k + j
			depth, end := 0, -1
			for e := start + len(kw) - 1; e < len(s); e++ {
				if s[e] == '<' {
					depth++
				} else if s[e] == '>' {
					depth--
					if depth == 0 {
						end = e + 1
						break
					}
				}
			}
			if end < 0 {
				break
			}
			if t := s[start:end]; !seen[t] && (start == 0 || !isIdent(s[start-1])) {
				seen[t] = true
				out = append(out, t)
			}
			k = end
		}
	}
	return out
}

// beforeLoc splits a trailing location off an op line.
func beforeLoc(t string) (string, string) {
	if i := strings.LastIndex(t, " loc("); i >= 0 {
		return t[:i], t[i:]
	}
	return t, ""
}

var discardable = []string{"{test.d}", "{test.n = 3 : i64}", "{test.s = \"x\", test.u}", "{test.arr = [1, 2]}"}

// attrDictFirst lists ops whose format puts attr-dict before the operands.
var attrDictFirst = map[string]bool{"arith.constant": true, "index.constant": true, "index.bool.constant": true,
	"func.constant": true, "func.return": true}

var roundingModes = []string{"to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"}

func decorateOp(g *gen, t, name string) string {
	body, loc := beforeLoc(t)
	switch {
	case name == "func.return" && g.chance(0.1):
		body = "ub.unreachable"
	case name == "arith.truncf" && g.chance(0.4):
		// `arith.truncf %x [fastmath<...>] : a to b`: the mode follows the
		// operand.
		i := strings.Index(body, "arith.truncf ") + len("arith.truncf ")
		j := strings.IndexByte(body[i:], ' ')
		body = body[:i+j] + " " + pick(g, roundingModes) + body[i+j:]
	case name == "cf.cond_br" && g.chance(0.4):
		i := strings.Index(body, ", ")
		body = body[:i] + " weights([" + strconv.Itoa(g.intn(10)) + ", " + strconv.Itoa(g.intn(10)) + "])" + body[i:]
	}
	name = opName(body)
	if name == "cf.switch" || strings.Contains(body, "{") || !g.chance(0.2) {
		return body + loc
	}
	attr := pick(g, discardable)
	switch {
	case attrDictFirst[name]:
		i := strings.Index(body, name) + len(name)
		return body[:i] + " " + attr + body[i:] + loc
	case trailingTypes(body) >= 0:
		at := trailingTypes(body) - 3
		return body[:at] + " " + attr + body[at:] + loc
	}
	return body + " " + attr + loc
}

// decorateFunc adds argument and result attributes and `attributes` to a
// func.func line.
func decorateFunc(g *gen, t string) string {
	body, loc := beforeLoc(t)
	region := ""
	if strings.HasSuffix(body, " {") {
		body, region = body[:len(body)-2], " {"
	}
	open := strings.IndexByte(body, '(')
	if open < 0 {
		return t
	}
	depth, close := 0, -1
	for i := open; i < len(body); i++ {
		if body[i] == '(' || body[i] == '<' {
			depth++
		} else if body[i] == ')' || body[i] == '>' && body[i-1] != '-' {
			depth--
			if depth == 0 {
				close = i
				break
			}
		}
	}
	if close < 0 {
		return t
	}
	args := splitTop(body[open+1 : close])
	for k := range args {
		if g.chance(0.25) {
			args[k] += " {test.a = " + strconv.Itoa(k) + " : i32}"
		}
	}
	head := body[:open+1] + strings.Join(args, ",") + ")"
	rest := body[close+1:]
	if strings.HasPrefix(rest, " -> ") && g.chance(0.3) {
		res := rest[len(" -> "):]
		if strings.HasPrefix(res, "(") {
			res = res[1 : len(res)-1]
		}
		rs := splitTop(res)
		rs[0] += " {test.r}"
		rest = " -> (" + strings.Join(rs, ",") + ")"
	}
	if g.chance(0.3) {
		rest += " attributes {test.fn = " + strconv.Itoa(g.intn(5)) + " : i64}"
	}
	return head + rest + region + loc
}

// decorateBlockArgs gives some block arguments a location.
func decorateBlockArgs(g *gen, t string) string {
	open, close := strings.IndexByte(t, '('), strings.LastIndex(t, ")")
	if open < 0 || close < open {
		return t
	}
	args := splitTop(t[open+1 : close])
	for k := range args {
		if g.chance(0.3) {
			args[k] += " loc(\"arg" + strconv.Itoa(k) + "\")"
		}
	}
	return t[:open+1] + strings.Join(args, ",") + t[close:]
}
