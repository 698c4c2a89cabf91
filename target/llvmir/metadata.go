package llvmir

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// metadata collects named metadata (in creation order) and the numbered
// nodes their operands refer to.
type metadata struct {
	named []namedMD
	nodes []string
	index map[string]int // uniqued nodes by text
}

// The metadata kinds LLVM attaches to instructions, by their fixed kind
// number (attachments print in this order).
const (
	mdTBAA           = 1
	mdProf           = 2
	mdInvariantLoad  = 6
	mdAliasScope     = 7
	mdNoAlias        = 8
	mdNontemporal    = 9
	mdDeref          = 12
	mdDerefOrNull    = 13
	mdInvariantGroup = 16
	mdLoop           = 18
	mdAccessGroup    = 25
)

// mdAttach is one metadata attachment of an instruction: its kind, name
// and uniqued node, numbered when the function is printed.
type mdAttach struct {
	kind int
	name string
	text string
}

// uniqued returns the number of a uniqued node, numbering it on first
// use.
func (m *metadata) uniqued(text string) int {
	if n, ok := m.index[text]; ok {
		return n
	}
	n := m.node(text)
	m.index[text] = n
	return n
}

// attach adds a metadata attachment to the last emitted instruction.
func (f *fnState) attach(kind int, name, text string) {
	if f.cur == nil || len(f.cur.insts) == 0 {
		return
	}
	in := f.cur.insts[len(f.cur.insts)-1]
	i := len(in.md)
	for i > 0 && in.md[i-1].kind > kind {
		i--
	}
	in.md = append(in.md[:i], append([]mdAttach{{kind, name, text}}, in.md[i:]...)...)
}

type namedMD struct {
	name string
	ops  []int
}

func newMetadata() *metadata { return &metadata{index: map[string]int{}} }

// node adds a numbered node and returns its number.
func (m *metadata) node(text string) int {
	m.nodes = append(m.nodes, text)
	return len(m.nodes) - 1
}

// addNamed appends node n to the named metadata `name`.
func (m *metadata) addNamed(name string, n int) {
	for i := range m.named {
		if m.named[i].name == name {
			m.named[i].ops = append(m.named[i].ops, n)
			return
		}
	}
	m.named = append(m.named, namedMD{name: name, ops: []int{n}})
}

func (m *metadata) write(b *strings.Builder) {
	if len(m.named) > 0 {
		b.WriteByte('\n')
		for _, n := range m.named {
			b.WriteString("!" + n.name + " = !{")
			for i, o := range n.ops {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString("!" + strconv.Itoa(o))
			}
			b.WriteString("}\n")
		}
	}
	if len(m.nodes) > 0 {
		b.WriteByte('\n')
		for i, n := range m.nodes {
			b.WriteString("!" + strconv.Itoa(i) + " = " + n + "\n")
		}
	}
}

// mdString renders `!"text"`.
func mdString(s string) string {
	var b strings.Builder
	b.WriteString("!\"")
	escapeString(&b, s)
	b.WriteByte('"')
	return b.String()
}

// flagBehaviors are the module flag behaviors by their LLVM number.
var flagBehaviors = []string{"", "error", "warning", "require", "override", "append", "appendunique", "max", "min"}

// moduleFlags records the flags of llvm.module_flags; they come before
// the debug info version flag added at the end.
func (t *translator) moduleFlags(op *ir.Operation) {
	arr, _ := op.InherentAttr("flags").(*ir.ArrayAttr)
	if arr == nil {
		return
	}
	for _, e := range arr.Elems {
		o, ok := e.(*ir.OpaqueAttr)
		if !ok || o.Dialect != "llvm" || !strings.HasPrefix(o.Data, "mlir.module_flag<") {
			fail(op, "expected a module flag attribute")
		}
		body := strings.TrimSuffix(strings.TrimPrefix(o.Data, "mlir.module_flag<"), ">")
		parts := splitTop(body)
		if len(parts) != 3 {
			fail(op, "unsupported module flag value")
		}
		beh := 0
		for i, n := range flagBehaviors {
			if n == strings.TrimSpace(parts[0]) && i > 0 {
				beh = i
			}
		}
		key, err := strconv.Unquote(strings.TrimSpace(parts[1]))
		if err != nil {
			fail(op, "unsupported module flag value")
		}
		val := strings.TrimSpace(parts[2])
		var vt string
		switch {
		case strings.HasPrefix(val, "\""):
			s, err := strconv.Unquote(val)
			if err != nil {
				fail(op, "unsupported module flag value")
			}
			vt = mdString(s)
		default:
			num, ty, ok := strings.Cut(val, " : ")
			if !ok {
				if _, err := strconv.ParseInt(val, 10, 64); err != nil {
					fail(op, "unsupported module flag value")
				}
				num, ty = val, "i32"
			}
			vt = strings.TrimSpace(ty) + " " + strings.TrimSpace(num)
		}
		t.pendingFlags = append(t.pendingFlags, "!{i32 "+strconv.Itoa(beh)+", "+mdString(key)+", "+vt+"}")
	}
}

// splitTop splits s at the commas outside brackets and quotes.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	inStr := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case inStr:
			if c == '\\' {
				i++
			} else if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '<' || c == '[' || c == '{' || c == '(':
			depth++
		case c == '>' || c == ']' || c == '}' || c == ')':
			depth--
		case c == ',' && depth == 0:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// moduleMetadata emits the module's named metadata: llvm.ident,
// llvm.commandline, then the module flags with the debug info version.
func (t *translator) moduleMetadata() {
	m := t.module
	for _, k := range []string{"llvm.ident", "llvm.commandline"} {
		if s, ok := m.Attr(k).(*ir.StringAttr); ok {
			t.md.addNamed(k, t.md.node("!{"+mdString(s.Value)+"}"))
		}
	}
	for _, f := range t.pendingFlags {
		t.md.addNamed("llvm.module.flags", t.md.node(f))
	}
	hasVersion := false
	for _, f := range t.pendingFlags {
		hasVersion = hasVersion || strings.Contains(f, `!"Debug Info Version"`)
	}
	if !hasVersion {
		t.md.addNamed("llvm.module.flags", t.md.node(`!{i32 2, !"Debug Info Version", i32 3}`))
	}
	if tr, ok := m.Attr("llvm.target_triple").(*ir.StringAttr); ok && strings.Contains(tr.Value, "windows-msvc") {
		t.md.addNamed("llvm.module.flags", t.md.node(`!{i32 2, !"CodeView", i32 1}`))
	}
}
