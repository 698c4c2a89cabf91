// Package irgen generates random, valid MLIR programs in the generic textual
// form, for differential testing of gomlir's parser, verifier and printer
// against upstream mlir-opt.
//
// The programs use unregistered operations ("t.op0", ...) and
// "builtin.module", and cover nested regions, multiple blocks with
// successors and block arguments, result groups, properties, discardable
// attributes, every builtin type and attribute, dense resources, every
// location kind and top-level type, attribute and location aliases.
//
// Values dominate their uses. Regions of unregistered operations and of
// builtin.module may be graph regions for upstream's verifier: within one
// block a value may be used before its definition (Config.ForwardRefs), but
// across blocks the use must be dominated by the definition.
package irgen

import (
	"bytes"
	"fmt"
	"math/rand"
	"sort"
	"strconv"
	"strings"
)

// Config bounds the size and shape of a generated program. Zero fields take
// the value of DefaultConfig.
type Config struct {
	MaxDepth    int // nesting depth of regions
	MaxOps      int // operations per block
	MaxTopOps   int // operations at the top level
	MaxBlocks   int // blocks per region
	MaxRegions  int // regions per operation
	MaxOperands int // operands per operation
	MaxResults  int // results per operation
	MaxArgs     int // arguments per block
	AttrDepth   int // nesting of arrays and dictionaries
	TypeDepth   int // nesting of container types
	Aliases     int // top-level aliases of each kind (type, attribute, location)

	// NoForwardRefs disables uses before the definition within one block
	// (upstream accepts them in the regions of unregistered operations).
	NoForwardRefs bool
}

// DefaultConfig is a configuration for programs of a few dozen operations.
func DefaultConfig() Config {
	return Config{
		MaxDepth:    3,
		MaxOps:      4,
		MaxTopOps:   6,
		MaxBlocks:   3,
		MaxRegions:  2,
		MaxOperands: 3,
		MaxResults:  3,
		MaxArgs:     3,
		AttrDepth:   2,
		TypeDepth:   2,
		Aliases:     3,
	}
}

func (c Config) withDefaults() Config {
	d := DefaultConfig()
	set := func(p *int, v int) {
		if *p <= 0 {
			*p = v
		}
	}
	set(&c.MaxDepth, d.MaxDepth)
	set(&c.MaxOps, d.MaxOps)
	set(&c.MaxTopOps, d.MaxTopOps)
	set(&c.MaxBlocks, d.MaxBlocks)
	set(&c.MaxRegions, d.MaxRegions)
	set(&c.MaxOperands, d.MaxOperands)
	set(&c.MaxResults, d.MaxResults)
	set(&c.MaxArgs, d.MaxArgs)
	set(&c.AttrDepth, d.AttrDepth)
	set(&c.TypeDepth, d.TypeDepth)
	set(&c.Aliases, d.Aliases)
	return c
}

// Generate returns a random valid MLIR program in the generic form.
func Generate(r *rand.Rand, cfg Config) []byte {
	g := newGen(r, cfg.withDefaults())
	return g.program()
}

type gen struct {
	r   *rand.Rand
	cfg Config

	typeAliases []typ    // !name = type, usable as types
	attrAliases []string // #name = attribute
	locAliases  []string // #name = loc(...)
	resources   []resource
	distinct    map[int]string // distinct id -> referenced attribute
	usedNames   map[string]bool
	nameCounter int
	modules     int
}

// newGen returns a generator drawing from r.
func newGen(r *rand.Rand, cfg Config) *gen {
	return &gen{r: r, cfg: cfg, distinct: map[int]string{}, usedNames: map[string]bool{}}
}

type resource struct {
	name string
	hex  string
}

// value is an SSA value visible at some point: how to spell a use and its
// type.
type value struct {
	ref string
	t   typ
}

func (g *gen) intn(n int) int {
	if n <= 0 {
		return 0
	}
	return g.r.Intn(n)
}

func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

func pick[T any](g *gen, xs []T) T { return xs[g.r.Intn(len(xs))] }

func (g *gen) program() []byte {
	var out bytes.Buffer
	// Top-level aliases: types, attributes, locations (each may use the
	// earlier ones).
	for i := 0; i < g.intn(g.cfg.Aliases+1); i++ {
		t := g.anyType(1)
		name := g.freshAlias("!", []string{"ty", "t", "my_type", "a_b", "T$"})
		fmt.Fprintf(&out, "%s = %s\n", name, t.s)
		g.typeAliases = append(g.typeAliases, typ{s: name, k: t.k, elem: t.elem})
	}
	for i := 0; i < g.intn(g.cfg.Aliases+1); i++ {
		a := g.attr(1)
		name := g.freshAlias("#", []string{"attr", "a", "map", "set", "x_y"})
		fmt.Fprintf(&out, "%s = %s\n", name, a)
		g.attrAliases = append(g.attrAliases, name)
	}
	for i := 0; i < g.intn(g.cfg.Aliases+2); i++ {
		l := g.locInner(2)
		name := g.freshAlias("#", []string{"loc", "l", "loc_", "site"})
		fmt.Fprintf(&out, "%s = loc(%s)\n", name, l)
		g.locAliases = append(g.locAliases, name)
	}

	var body bytes.Buffer
	if g.chance(0.3) {
		// An explicit top-level module.
		g.module(&body, 0, 0)
		body.WriteString("\n")
	} else {
		g.block(&body, 0, nil, nil, 0, g.intn(g.cfg.MaxTopOps)+1, nil, true)
	}
	out.Write(body.Bytes())

	if len(g.resources) > 0 || g.chance(0.05) {
		out.WriteString("{-#\n  dialect_resources: {\n    builtin: {\n")
		res := g.resources
		if len(res) == 0 {
			res = []resource{{name: "unused_blob", hex: "0x0400000001000000"}}
		}
		for i, r := range res {
			sep := ","
			if i == len(res)-1 {
				sep = ""
			}
			fmt.Fprintf(&out, "      %s: \"%s\"%s\n", r.name, r.hex, sep)
		}
		out.WriteString("    }\n  }\n#-}\n")
	}
	return out.Bytes()
}

func (g *gen) freshAlias(sigil string, stems []string) string {
	for {
		name := sigil + pick(g, stems) + strconv.Itoa(g.intn(100))
		if !g.usedNames[name] {
			g.usedNames[name] = true
			return name
		}
	}
}

// freshValueName returns an unused SSA name (without its `%`).
func (g *gen) freshValueName() string {
	for {
		g.nameCounter++
		var name string
		switch g.intn(6) {
		case 0, 1:
			name = strconv.Itoa(g.nameCounter + g.intn(3)*100)
		case 2:
			name = "v" + strconv.Itoa(g.nameCounter)
		case 3:
			name = pick(g, []string{"x", "arg", "val_", "a.b", "c$", "d-e", "_"}) + strconv.Itoa(g.nameCounter)
		case 4:
			name = "arg" + strconv.Itoa(g.intn(4))
		default:
			name = pick(g, []string{"foo", "bar", "res", "tmp"}) + strconv.Itoa(g.intn(50))
		}
		if !g.usedNames["%"+name] {
			g.usedNames["%"+name] = true
			return name
		}
	}
}

func indent(b *bytes.Buffer, n int) {
	for i := 0; i < n; i++ {
		b.WriteString("  ")
	}
}

// module writes a "builtin.module" operation with a fresh (isolated) scope.
func (g *gen) module(b *bytes.Buffer, ind, depth int) {
	indent(b, ind)
	b.WriteString(`"builtin.module"()`)
	var props []string
	if g.chance(0.5) {
		g.modules++
		props = append(props, fmt.Sprintf("sym_name = %s", quote(fmt.Sprintf("mod%d", g.modules))))
		if g.chance(0.3) {
			props = append(props, `sym_visibility = "private"`)
		}
	}
	if len(props) > 0 {
		b.WriteString(" <{" + strings.Join(props, ", ") + "}>")
	}
	b.WriteString(" ({\n")
	// Module bodies are isolated from above: no value of the enclosing
	// scope is visible. The generic form does not open a new name scope,
	// though: names stay unique.
	g.block(b, ind+1, nil, nil, depth+1, g.intn(g.cfg.MaxOps)+1, nil, true)
	indent(b, ind)
	b.WriteString("})")
	if g.chance(0.4) {
		// Module attributes must have dialect-prefixed names.
		var attrs []string
		seen := map[string]bool{}
		for i := 0; i < g.intn(3)+1; i++ {
			k := pick(g, []string{"t.a", "foo.b", "t.c_d", "zz.e"})
			if seen[k] {
				continue
			}
			seen[k] = true
			attrs = append(attrs, k+" = "+g.attr(1))
		}
		b.WriteString(" {" + strings.Join(attrs, ", ") + "}")
	}
	b.WriteString(" : () -> ()")
	g.trailingLoc(b)
}

func (g *gen) trailingLoc(b *bytes.Buffer) {
	if g.chance(0.6) {
		b.WriteString(" " + g.loc())
	}
}

// blockPlan is a block under construction.
type blockPlan struct {
	label string
	args  []value
	succs []int
	defs  []value // values defined in the block (arguments included)
	text  bytes.Buffer
}

// region writes `{ blocks }` at the given indentation; outer are the values
// visible from the enclosing scopes.
func (g *gen) region(b *bytes.Buffer, ind int, outer []value, depth int) {
	if g.chance(0.1) {
		b.WriteString("{\n")
		indent(b, ind)
		b.WriteString("}")
		return
	}
	n := 1
	if g.chance(0.5) {
		n = g.intn(g.cfg.MaxBlocks) + 1
	}
	blocks := make([]*blockPlan, n)
	labels := map[string]bool{}
	for i := range blocks {
		bp := &blockPlan{}
		for {
			switch g.intn(4) {
			case 0:
				bp.label = "^bb" + strconv.Itoa(i)
			case 1:
				bp.label = "^bb" + strconv.Itoa(g.intn(10))
			case 2:
				bp.label = pick(g, []string{"^entry", "^exit", "^b.x", "^loop_", "^b-1", "^b$"}) + strconv.Itoa(g.intn(5))
			default:
				bp.label = "^" + strconv.Itoa(g.intn(20))
			}
			if !labels[bp.label] {
				labels[bp.label] = true
				break
			}
		}
		if n > 1 && g.chance(0.75) {
			// The entry block may not have predecessors.
			for j := 0; j < g.intn(3)+1; j++ {
				bp.succs = append(bp.succs, 1+g.intn(n-1))
			}
		}
		blocks[i] = bp
	}
	dom, reach := dominators(blocks)
	// Generate dominators first: reachable blocks by number of
	// dominators, then the unreachable ones.
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	key := func(i int) int {
		if !reach[i] {
			return 1 << 20
		}
		return len(dom[i])
	}
	sort.SliceStable(order, func(x, y int) bool { return key(order[x]) < key(order[y]) })
	for _, i := range order {
		bp := blocks[i]
		vis := append([]value(nil), outer...)
		if reach[i] {
			for d := range blocks {
				if d != i && dom[i][d] {
					vis = append(vis, blocks[d].defs...)
				}
			}
		}
		// Arguments.
		nargs := 0
		if g.chance(0.5) {
			nargs = g.intn(g.cfg.MaxArgs) + 1
		}
		var argText []string
		for a := 0; a < nargs; a++ {
			v := value{ref: "%" + g.freshValueName(), t: g.valueType()}
			s := v.ref + ": " + v.t.s
			if g.chance(0.3) {
				s += " " + g.loc()
			}
			argText = append(argText, s)
			bp.args = append(bp.args, v)
		}
		bp.defs = append(bp.defs, bp.args...)
		vis = append(vis, bp.args...)
		if i > 0 || nargs > 0 || g.chance(0.3) {
			bp.text.WriteString(strings.Repeat("  ", ind))
			bp.text.WriteString(bp.label)
			if nargs > 0 {
				bp.text.WriteString("(" + strings.Join(argText, ", ") + ")")
			}
			bp.text.WriteString(":\n")
		}
		var succs []string
		for _, s := range bp.succs {
			succs = append(succs, blocks[s].label)
		}
		nops := g.intn(g.cfg.MaxOps) + 1
		bp.defs = g.block(&bp.text, ind+1, vis, bp.defs, depth, nops, succs, n == 1)
	}
	b.WriteString("{\n")
	for _, bp := range blocks {
		b.Write(bp.text.Bytes())
	}
	indent(b, ind)
	b.WriteString("}")
}

// dominators computes, for each reachable block, the set of its dominators.
func dominators(blocks []*blockPlan) ([]map[int]bool, []bool) {
	n := len(blocks)
	reach := make([]bool, n)
	var stack = []int{0}
	reach[0] = true
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range blocks[x].succs {
			if !reach[s] {
				reach[s] = true
				stack = append(stack, s)
			}
		}
	}
	preds := make([][]int, n)
	for i, bp := range blocks {
		if !reach[i] {
			continue
		}
		for _, s := range bp.succs {
			preds[s] = append(preds[s], i)
		}
	}
	dom := make([]map[int]bool, n)
	all := map[int]bool{}
	for i := range blocks {
		if reach[i] {
			all[i] = true
		}
	}
	for i := range blocks {
		if !reach[i] {
			continue
		}
		if i == 0 {
			dom[i] = map[int]bool{0: true}
			continue
		}
		dom[i] = map[int]bool{}
		for k := range all {
			dom[i][k] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for i := 1; i < n; i++ {
			if !reach[i] {
				continue
			}
			nd := map[int]bool{}
			first := true
			for _, p := range preds[i] {
				if first {
					for k := range dom[p] {
						nd[k] = true
					}
					first = false
					continue
				}
				for k := range nd {
					if !dom[p][k] {
						delete(nd, k)
					}
				}
			}
			nd[i] = true
			if len(nd) != len(dom[i]) {
				dom[i] = nd
				changed = true
			}
		}
	}
	return dom, reach
}

// block writes nops operations at indentation ind. vis are the values
// visible at the start, defs the values already defined in this block
// (returned extended). The last operation gets the successors succs.
// single tells whether the block is the only one of its region: upstream
// checks dominance within single-block regions of unregistered ops and
// modules only across regions, so uses may precede definitions there.
func (g *gen) block(b *bytes.Buffer, ind int, vis, defs []value, depth, nops int, succs []string, single bool) []value {
	vis = append([]value(nil), vis...)
	// Values used before their definition later in this block.
	var pending []value
	if single && !g.cfg.NoForwardRefs && g.chance(0.15) {
		for i := 0; i < g.intn(2)+1; i++ {
			pending = append(pending, value{ref: "%" + g.freshValueName(), t: g.valueType()})
		}
	}
	for i := 0; i < nops; i++ {
		var s []string
		var force []value
		if i == nops-1 {
			s = succs
			force = pending
		}
		// Pending values may be used even by the op defining them (graph
		// regions allow self-references).
		usable := vis
		if len(pending) > 0 {
			usable = append(append([]value(nil), vis...), pending...)
		}
		var newDefs []value
		// A module cannot end a block of a multi-block region (it is not
		// a terminator).
		if depth < g.cfg.MaxDepth && g.chance(0.06) && i < nops-1 {
			g.module(b, ind, depth)
			b.WriteString("\n")
			continue
		}
		newDefs = g.op(b, ind, usable, depth, s, force)
		vis = append(vis, newDefs...)
		defs = append(defs, newDefs...)
	}
	return defs
}

// op writes one generic operation and returns the values it defines.
// Forced values are defined as an extra result group.
func (g *gen) op(b *bytes.Buffer, ind int, vis []value, depth int, succs []string, forced []value) []value {
	indent(b, ind)
	// Results, in groups.
	var groups [][]value
	nres := 0
	if g.chance(0.6) {
		nres = g.intn(g.cfg.MaxResults) + 1
	}
	for nres > 0 {
		sz := 1
		if g.chance(0.4) {
			sz = g.intn(nres) + 1
		}
		name := "%" + g.freshValueName()
		var grp []value
		for k := 0; k < sz; k++ {
			ref := name
			if sz > 1 || g.chance(0.1) {
				ref = name + "#" + strconv.Itoa(k)
			}
			grp = append(grp, value{ref: ref, t: g.valueType()})
		}
		groups = append(groups, grp)
		nres -= sz
	}
	if len(forced) > 0 {
		// A forced group: either one value or a group of them; pending
		// values were named up front, so give each its own group.
		for _, v := range forced {
			groups = append(groups, []value{v})
		}
		g.r.Shuffle(len(groups), func(i, j int) { groups[i], groups[j] = groups[j], groups[i] })
	}
	var results []value
	if len(groups) > 0 {
		var names []string
		for _, grp := range groups {
			base := grp[0].ref
			if k := strings.IndexByte(base, '#'); k >= 0 {
				base = base[:k]
			}
			if len(grp) > 1 {
				names = append(names, fmt.Sprintf("%s:%d", base, len(grp)))
			} else {
				names = append(names, base)
			}
			results = append(results, grp...)
		}
		b.WriteString(strings.Join(names, ", ") + " = ")
	}

	b.WriteString(quote(g.opName()))
	// Operands.
	var operands []value
	if len(vis) > 0 {
		for k := g.intn(g.cfg.MaxOperands + 1); k > 0; k-- {
			operands = append(operands, pick(g, vis))
		}
	}
	b.WriteString("(")
	for k, v := range operands {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(v.ref)
	}
	b.WriteString(")")
	if len(succs) > 0 {
		b.WriteString("[" + strings.Join(succs, ", ") + "]")
	}
	if g.chance(0.25) {
		if g.chance(0.9) {
			b.WriteString(" <" + g.dict(1, false) + ">")
		} else {
			b.WriteString(" <" + g.attr(1) + ">")
		}
	}
	if depth < g.cfg.MaxDepth && g.chance(0.35) {
		nr := g.intn(g.cfg.MaxRegions) + 1
		b.WriteString(" (")
		inner := append(append([]value(nil), vis...), []value(nil)...)
		for k := 0; k < nr; k++ {
			if k > 0 {
				b.WriteString(", ")
			}
			g.region(b, ind, inner, depth+1)
		}
		b.WriteString(")")
	}
	if g.chance(0.4) {
		b.WriteString(" " + g.dict(g.cfg.AttrDepth, false))
	}
	b.WriteString(" : (")
	for k, v := range operands {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(v.t.s)
	}
	b.WriteString(") -> ")
	if len(results) == 1 && results[0].t.k != kFunc && g.chance(0.7) {
		b.WriteString(results[0].t.s)
	} else {
		b.WriteString("(")
		for k, v := range results {
			if k > 0 {
				b.WriteString(", ")
			}
			b.WriteString(v.t.s)
		}
		b.WriteString(")")
	}
	g.trailingLoc(b)
	b.WriteString("\n")
	return results
}

func (g *gen) opName() string {
	if g.chance(0.9) {
		return "t.op" + strconv.Itoa(g.intn(8))
	}
	return pick(g, []string{"foo.bar", "t.x.y", "zz.op_1", "t.a$b", "qq.do-it", "t.op"})
}

// quote spells s as an MLIR string literal.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c >= 0x20 && c < 0x7f:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "\\%02X", c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
