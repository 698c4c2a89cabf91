package irgen

import (
	"fmt"
	"math/rand"
	"strings"
)

// CFGConfig sizes the random control flow graphs of GenerateCFG.
type CFGConfig struct {
	// Funcs is the number of functions, one per split-input chunk.
	Funcs int
	// Blocks is the most blocks a function has (before dropping the
	// unreachable ones).
	Blocks int
	// Ops is the most ops a block has besides its terminator.
	Ops int
}

// DefaultCFGConfig returns a configuration of small functions.
func DefaultCFGConfig() CFGConfig { return CFGConfig{Funcs: 8, Blocks: 7, Ops: 3} }

// GenerateCFG returns functions with random control flow graphs for the
// CFG lifting transformations: cf.br, cf.cond_br and cf.switch between
// blocks with arguments, loops (irreducible ones too), return and other
// return-like terminators, infinite loops, and values used in the blocks
// their definition dominates. Every block is reachable and the IR is
// valid. Functions are separated by `// -----` lines.
func GenerateCFG(r *rand.Rand, cfg CFGConfig) []byte {
	var sb strings.Builder
	for i := 0; i < cfg.Funcs; i++ {
		if i > 0 {
			sb.WriteString("// -----\n")
		}
		g := &cfgGen{r: r, cfg: cfg}
		g.function(&sb, i)
	}
	return []byte(sb.String())
}

type cfgGen struct {
	r      *rand.Rand
	cfg    CFGConfig
	blocks []*cfgBlock
	next   int
}

type cfgBlock struct {
	argTypes []string
	// kind is the terminator: "br", "cond_br", "switch", "return",
	// "other" (an unregistered return-like op).
	kind  string
	succs []int
	// vals holds the block's arguments and results by type.
	vals map[string][]string
	// text is the block as printed.
	text strings.Builder
	keep bool
	idx  int
}

var cfgTypes = []string{"i32", "i1", "i64"}

func (g *cfgGen) value() string {
	g.next++
	return fmt.Sprintf("%%v%d", g.next)
}

func (g *cfgGen) function(sb *strings.Builder, fn int) {
	n := 2 + g.r.Intn(g.cfg.Blocks-1)
	g.blocks = make([]*cfgBlock, n)
	for i := range g.blocks {
		b := &cfgBlock{vals: map[string][]string{}}
		if i > 0 {
			for k := g.r.Intn(3); k > 0; k-- {
				b.argTypes = append(b.argTypes, cfgTypes[g.r.Intn(len(cfgTypes))])
			}
		}
		g.blocks[i] = b
		g.terminatorKind(b, i, n)
	}
	// Keep the blocks reachable from the entry, renumbered in order.
	g.blocks[0].keep = true
	for stack := []int{0}; len(stack) > 0; {
		b := g.blocks[stack[len(stack)-1]]
		stack = stack[:len(stack)-1]
		for _, s := range b.succs {
			if !g.blocks[s].keep {
				g.blocks[s].keep = true
				stack = append(stack, s)
			}
		}
	}
	k := 0
	for _, b := range g.blocks {
		if b.keep {
			b.idx = k
			k++
		}
	}
	idom := g.dominators()

	// Blocks are filled in dominator-tree preorder, so that the values of
	// every dominating block can be used, and printed in their order.
	children := make([][]int, len(g.blocks))
	for i, d := range idom {
		if d >= 0 {
			children[d] = append(children[d], i)
		}
	}
	args := map[string][]string{"i32": {"%a0", "%a3"}, "i1": {"%a1"}, "i64": {"%a2"}}
	for stack := []int{0}; len(stack) > 0; {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for k := len(children[i]) - 1; k >= 0; k-- {
			stack = append(stack, children[i][k])
		}
		b := g.blocks[i]
		avail := map[string][]string{}
		for _, t := range cfgTypes {
			avail[t] = append(avail[t], args[t]...)
		}
		for d := idom[i]; d >= 0; d = idom[d] {
			for _, t := range cfgTypes {
				avail[t] = append(avail[t], g.blocks[d].vals[t]...)
			}
		}
		sb := &b.text
		if i > 0 {
			var decl []string
			for _, t := range b.argTypes {
				v := g.value()
				decl = append(decl, v+": "+t)
				b.vals[t] = append(b.vals[t], v)
				avail[t] = append(avail[t], v)
			}
			if len(decl) > 0 {
				fmt.Fprintf(sb, "^bb%d(%s):\n", b.idx, strings.Join(decl, ", "))
			} else {
				fmt.Fprintf(sb, "^bb%d:\n", b.idx)
			}
		}
		for j := g.r.Intn(g.cfg.Ops + 1); j > 0; j-- {
			g.op(sb, b, avail)
		}
		g.terminator(sb, b, avail)
	}
	fmt.Fprintf(sb, "func.func @f%d(%%a0: i32, %%a1: i1, %%a2: i64, %%a3: i32) -> i32 {\n", fn)
	for _, b := range g.blocks {
		if b.keep {
			sb.WriteString(b.text.String())
		}
	}
	sb.WriteString("}\n")
}

// terminatorKind picks block i's terminator and successors (never the
// entry block).
func (g *cfgGen) terminatorKind(b *cfgBlock, i, n int) {
	succ := func() int { return 1 + g.r.Intn(n-1) }
	switch p := g.r.Intn(20); {
	case p < 5 && i > 0:
		b.kind = "return"
	case p < 7 && i > 0:
		b.kind = "other"
	case p < 10:
		b.kind, b.succs = "br", []int{succ()}
	case p < 17:
		b.kind, b.succs = "cond_br", []int{succ(), succ()}
	default:
		b.kind = "switch"
		for k := 1 + g.r.Intn(3); k >= 0; k-- {
			b.succs = append(b.succs, succ())
		}
	}
}

// dominators returns the immediate dominator of each kept block (-1 for
// the entry and dropped blocks).
func (g *cfgGen) dominators() []int {
	n := len(g.blocks)
	dom := make([]map[int]bool, n)
	all := map[int]bool{}
	for i, b := range g.blocks {
		if b.keep {
			all[i] = true
		}
	}
	for i := range dom {
		dom[i] = map[int]bool{}
		if i == 0 {
			dom[i][0] = true
			continue
		}
		for k := range all {
			dom[i][k] = true
		}
	}
	preds := make([][]int, n)
	for i, b := range g.blocks {
		if b.keep {
			for _, s := range b.succs {
				preds[s] = append(preds[s], i)
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for i := 1; i < n; i++ {
			if !g.blocks[i].keep {
				continue
			}
			next := map[int]bool{}
			for k := range all {
				next[k] = true
			}
			for _, p := range preds[i] {
				for k := range next {
					if !dom[p][k] {
						delete(next, k)
					}
				}
			}
			next[i] = true
			if len(next) != len(dom[i]) {
				dom[i] = next
				changed = true
			}
		}
	}
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
		if i == 0 || !g.blocks[i].keep {
			continue
		}
		// The immediate dominator is the strict dominator with the most
		// dominators itself.
		best := -1
		for d := range dom[i] {
			if d != i && (best < 0 || len(dom[d]) > len(dom[best])) {
				best = d
			}
		}
		idom[i] = best
	}
	return idom
}

func (g *cfgGen) pick(avail map[string][]string, t string) string {
	vs := avail[t]
	return vs[g.r.Intn(len(vs))]
}

// op appends a random op to b.
func (g *cfgGen) op(sb *strings.Builder, b *cfgBlock, avail map[string][]string) {
	v := g.value()
	var t string
	switch g.r.Intn(6) {
	case 0:
		t = "i32"
		fmt.Fprintf(sb, "  %s = arith.addi %s, %s : i32\n", v, g.pick(avail, "i32"), g.pick(avail, "i32"))
	case 1:
		t = "i1"
		fmt.Fprintf(sb, "  %s = arith.cmpi slt, %s, %s : i32\n", v, g.pick(avail, "i32"), g.pick(avail, "i32"))
	case 2:
		t = "i64"
		fmt.Fprintf(sb, "  %s = arith.extsi %s : i32 to i64\n", v, g.pick(avail, "i32"))
	case 3:
		t = "i1"
		fmt.Fprintf(sb, "  %s = \"test.cond\"() : () -> i1\n", v)
	case 4:
		g.nested(sb, avail)
		return
	default:
		fmt.Fprintf(sb, "  \"test.effect\"(%s) : (i64) -> ()\n", g.pick(avail, "i64"))
		return
	}
	b.vals[t] = append(b.vals[t], v)
	avail[t] = append(avail[t], v)
}

// operands returns values for the arguments of block s.
func (g *cfgGen) operands(avail map[string][]string, s int) string {
	tb := g.blocks[s]
	if len(tb.argTypes) == 0 {
		return ""
	}
	var vs []string
	for _, t := range tb.argTypes {
		vs = append(vs, g.pick(avail, t))
	}
	return "(" + strings.Join(vs, ", ") + " : " + strings.Join(tb.argTypes, ", ") + ")"
}

func (g *cfgGen) dest(avail map[string][]string, s int) string {
	return fmt.Sprintf("^bb%d%s", g.blocks[s].idx, g.operands(avail, s))
}

// terminator appends b's terminator.
func (g *cfgGen) terminator(sb *strings.Builder, b *cfgBlock, avail map[string][]string) {
	switch b.kind {
	case "return":
		fmt.Fprintf(sb, "  return %s : i32\n", g.pick(avail, "i32"))
	case "other":
		if g.r.Intn(2) == 0 {
			sb.WriteString("  \"test.returnLike\"() : () -> ()\n")
		} else {
			fmt.Fprintf(sb, "  \"test.returnLike\"(%s) : (i64) -> ()\n", g.pick(avail, "i64"))
		}
	case "br":
		fmt.Fprintf(sb, "  cf.br %s\n", g.dest(avail, b.succs[0]))
	case "cond_br":
		fmt.Fprintf(sb, "  cf.cond_br %s, %s, %s\n", g.pick(avail, "i1"), g.dest(avail, b.succs[0]), g.dest(avail, b.succs[1]))
	case "switch":
		fmt.Fprintf(sb, "  cf.switch %s : i32, [\n    default: %s", g.pick(avail, "i32"), g.dest(avail, b.succs[0]))
		for k, s := range b.succs[1:] {
			fmt.Fprintf(sb, ",\n    %d: %s", 3*k+g.r.Intn(3), g.dest(avail, s))
		}
		sb.WriteString("\n  ]\n")
	}
}

// nested appends an scf.execute_region whose body is a small control flow
// graph (a diamond, a loop or a switch) using the available values.
func (g *cfgGen) nested(sb *strings.Builder, avail map[string][]string) {
	sb.WriteString("  scf.execute_region {\n")
	switch g.r.Intn(3) {
	case 0:
		fmt.Fprintf(sb, "    cf.cond_br %s, ^bb1, ^bb2\n  ^bb1:\n    \"test.effect\"(%s) : (i64) -> ()\n    cf.br ^bb2\n",
			g.pick(avail, "i1"), g.pick(avail, "i64"))
	case 1:
		fmt.Fprintf(sb, "    cf.br ^bb1(%s : i32)\n  ^bb1(%%n: i32):\n    %%m = arith.addi %%n, %s : i32\n    %%c = arith.cmpi slt, %%m, %s : i32\n    cf.cond_br %%c, ^bb1(%%m : i32), ^bb2\n",
			g.pick(avail, "i32"), g.pick(avail, "i32"), g.pick(avail, "i32"))
	default:
		fmt.Fprintf(sb, "    cf.switch %s : i32, [\n      default: ^bb1,\n      1: ^bb2\n    ]\n  ^bb1:\n    \"test.effect\"(%s) : (i64) -> ()\n    cf.br ^bb2\n",
			g.pick(avail, "i32"), g.pick(avail, "i64"))
	}
	sb.WriteString("  ^bb2:\n    scf.yield\n  }\n")
}
