package llvmir

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// metadata collects named metadata (in creation order) and the metadata
// nodes, numbered as LLVM's slot tracker numbers them: the named
// metadata's nodes first, then each function's attachments as it is
// printed, every node before the nodes it refers to that have no number
// yet.
type metadata struct {
	named  []namedMD
	intern map[string]*mdNode
	order  []*mdNode // numbered nodes
}

type namedMD struct {
	name  string
	nodes []*mdNode
}

// mdNode is a metadata node. Operands are operand texts (`!"name"`,
// `i32 4`) or other nodes; a self-referential node (loop metadata) has
// itself as its first operand and prints as distinct.
type mdNode struct {
	ops  []any
	self bool
	slot int // -1 until numbered

	// A debug-info node prints as `!DIName(field: value, ...)` (di), its
	// fields in LLVM's order; refs are the nodes it refers to in LLVM's
	// operand order, which is the order they are numbered in.
	di       string
	fields   []mdField
	refs     []*mdNode
	distinct bool
	// inline nodes (expressions) print in place and take no number.
	inline bool
	// loc is set on !DILocation nodes.
	loc *diLocation
}

// mdField is one field of a debug-info node: its value is a text, a node
// or nil (printed `null`).
type mdField struct {
	name string
	val  any
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

// mdAttach is one metadata attachment of an instruction.
type mdAttach struct {
	kind int
	name string
	node *mdNode
}

func newMetadata() *metadata { return &metadata{intern: map[string]*mdNode{}} }

// shared ends a speculative body translation, whose translator has no
// metadata table (m is nil), at its first use of metadata.
func (m *metadata) shared() {
	if m == nil {
		panic(needsSerial{})
	}
}

// get returns the uniqued node of the operands.
func (m *metadata) get(ops ...any) *mdNode {
	m.shared()
	var k strings.Builder
	for _, o := range ops {
		switch o := o.(type) {
		case string:
			k.WriteString("s" + o)
		case *mdNode:
			fmt.Fprintf(&k, "n%p", o)
		}
		k.WriteByte(0)
	}
	if n := m.intern[k.String()]; n != nil {
		return n
	}
	n := &mdNode{ops: ops, slot: -1}
	m.intern[k.String()] = n
	return n
}

// selfRef returns a new distinct node whose first operand is itself.
func (m *metadata) selfRef(ops ...any) *mdNode {
	m.shared()
	return &mdNode{ops: ops, self: true, slot: -1}
}

// number gives n and the nodes it refers to their numbers (pre-order).
func (m *metadata) number(n *mdNode) int {
	m.shared()
	if n == nil {
		return -1
	}
	if n.slot >= 0 || n.inline {
		return n.slot
	}
	n.slot = len(m.order)
	m.order = append(m.order, n)
	if n.di != "" {
		for _, c := range n.refs {
			if c != nil {
				m.number(c)
			}
		}
		return n.slot
	}
	for _, o := range n.ops {
		if c, ok := o.(*mdNode); ok {
			m.number(c)
		}
	}
	return n.slot
}

// ref renders a reference to n: `!N`, `null`, or an inline node's text.
func (m *metadata) ref(n *mdNode) string {
	switch {
	case n == nil:
		return "null"
	case n.inline:
		return m.diText(n)
	}
	return "!" + strconv.Itoa(m.number(n))
}

// diText renders a debug-info node `!DIName(field: value, ...)`.
func (m *metadata) diText(n *mdNode) string {
	var b strings.Builder
	b.WriteString("!" + n.di + "(")
	for i, f := range n.fields {
		if i > 0 {
			b.WriteString(", ")
		}
		if f.name != "" {
			b.WriteString(f.name + ": ")
		}
		switch v := f.val.(type) {
		case string:
			b.WriteString(v)
		case *mdNode:
			b.WriteString(m.ref(v))
		default:
			b.WriteString("null")
		}
	}
	b.WriteByte(')')
	return b.String()
}

// internDI returns the debug-info node equal to n (n itself when it is
// the first).
func (m *metadata) internDI(n *mdNode) *mdNode {
	m.shared()
	var k strings.Builder
	k.WriteString("D" + n.di)
	for _, f := range n.fields {
		k.WriteString("\x00" + f.name + ":")
		switch v := f.val.(type) {
		case string:
			k.WriteString(v)
		case *mdNode:
			fmt.Fprintf(&k, "%p", v)
		}
	}
	if x := m.intern[k.String()]; x != nil {
		return x
	}
	m.intern[k.String()] = n
	return n
}

// attach adds a metadata attachment to the last emitted instruction.
func (f *fnState) attach(kind int, name string, node *mdNode) {
	if f.cur == nil || len(f.cur.insts) == 0 {
		return
	}
	addAttach(f.cur.insts[len(f.cur.insts)-1], kind, name, node)
}

// addNamed appends node n to the named metadata `name`.
func (m *metadata) addNamed(name string, n *mdNode) {
	for i := range m.named {
		if m.named[i].name == name {
			m.named[i].nodes = append(m.named[i].nodes, n)
			return
		}
	}
	m.named = append(m.named, namedMD{name: name, nodes: []*mdNode{n}})
}

// numberNamed numbers the nodes of the named metadata (done before the
// functions are printed).
func (m *metadata) numberNamed() {
	for _, n := range m.named {
		for _, x := range n.nodes {
			m.number(x)
		}
	}
}

func (m *metadata) write(b *strings.Builder) {
	if len(m.named) > 0 {
		b.WriteByte('\n')
		for _, n := range m.named {
			b.WriteString("!" + n.name + " = !{")
			for i, x := range n.nodes {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(m.ref(x))
			}
			b.WriteString("}\n")
		}
	}
	if len(m.order) == 0 {
		return
	}
	b.WriteByte('\n')
	// Printing may not number new nodes: every node was numbered when
	// its user was.
	for i := 0; i < len(m.order); i++ {
		n := m.order[i]
		b.WriteString("!" + strconv.Itoa(i) + " = ")
		if n.distinct && n.di == "" {
			b.WriteString("distinct ")
		}
		if n.di != "" {
			if n.distinct {
				b.WriteString("distinct ")
			}
			b.WriteString(m.diText(n) + "\n")
			continue
		}
		if n.self {
			b.WriteString("distinct ")
		}
		b.WriteString("!{")
		if n.self {
			b.WriteString("!" + strconv.Itoa(i))
		}
		for j, o := range n.ops {
			if j > 0 || n.self {
				b.WriteString(", ")
			}
			switch o := o.(type) {
			case string:
				b.WriteString(o)
			case *mdNode:
				b.WriteString(m.ref(o))
			}
		}
		b.WriteString("}\n")
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
		t.pendingFlags = append(t.pendingFlags, []any{"i32 " + strconv.Itoa(beh), mdString(key), vt})
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
	cus := func() {
		for _, cu := range t.dbg.cus {
			t.md.addNamed("llvm.dbg.cu", cu.node)
		}
	}
	if !t.dbg.lateCU {
		cus()
	}
	for _, k := range []string{"llvm.ident", "llvm.commandline"} {
		if s, ok := m.Attr(k).(*ir.StringAttr); ok {
			t.md.addNamed(k, t.md.get(mdString(s.Value)))
		}
	}
	for _, f := range t.pendingFlags {
		t.md.addNamed("llvm.module.flags", t.md.get(f...))
	}
	if t.dbg.lateCU {
		cus()
	}
	hasVersion := false
	for _, f := range t.pendingFlags {
		hasVersion = hasVersion || f[1] == `!"Debug Info Version"`
	}
	if !hasVersion {
		t.md.addNamed("llvm.module.flags", t.md.get("i32 2", `!"Debug Info Version"`, "i32 3"))
	}
	if tr, ok := m.Attr("llvm.target_triple").(*ir.StringAttr); ok && strings.Contains(tr.Value, "windows-msvc") {
		t.md.addNamed("llvm.module.flags", t.md.get("i32 2", `!"CodeView"`, "i32 1"))
	}
	t.md.numberNamed()
}
