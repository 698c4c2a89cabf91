package transforms

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "view-op-graph",
		Name:     "ViewOpGraph",
		Summary:  "Print Graphviz visualization of an operation",
		New: func() (pass.Pass, *pass.Options) {
			p := &viewOpGraph{}
			o := &pass.Options{}
			o.UintInt("max-label-len", "Limit attribute/type length to number of chars", &p.maxLabelLen, 20)
			o.Bool("print-attrs", "Print attributes of operations", &p.printAttrs, true)
			o.Bool("print-control-flow-edges", "Print control flow edges", &p.printCF, false)
			o.Bool("print-data-flow-edges", "Print data flow edges", &p.printDF, true)
			o.Bool("print-result-types", "Print result types of operations", &p.printResultTypes, true)
			return p, o
		},
	})
}

var printFlags atomic.Pointer[asm.Flags]

// SetPrintFlags sets the printing flags passes that print IR fragments use
// (upstream's global OpPrintingFlags command-line options), e.g. the
// elision limit of --mlir-elide-elementsattrs-if-larger.
func SetPrintFlags(f asm.Flags) { printFlags.Store(&f) }

func globalPrintFlags() asm.Flags {
	if f := printFlags.Load(); f != nil {
		return *f
	}
	return asm.Flags{}
}

// viewOpGraph writes the Graphviz (DOT) data-flow graph of the op to
// standard error, in upstream's format: a cluster per op with regions and
// per block, a record node per other op and block argument, data-flow
// edges between result and operand ports and, optionally, dashed
// control-flow edges between consecutive ops.
type viewOpGraph struct {
	maxLabelLen      int
	printAttrs       bool
	printCF, printDF bool
	printResultTypes bool
}

type dotNode struct {
	id      int
	cluster int // 0: not a cluster
}

type dataFlowEdge struct {
	value *ir.Value
	node  dotNode
	port  string
}

type dotWriter struct {
	*viewOpGraph
	sb         strings.Builder
	indent     int
	counter    int
	edges      []string
	values     map[*ir.Value]dotNode
	dataEdges  []dataFlowEdge
	colors     map[string]string
	names      *asm.ValueNamer
	flags      asm.Flags
	largeLimit int
}

func (p *viewOpGraph) Run(op *ir.Operation, st *pass.State) error {
	flags := globalPrintFlags()
	w := &dotWriter{viewOpGraph: p, values: map[*ir.Value]dotNode{}, flags: flags, largeLimit: 16}
	if l := flags.ElideElementsAttrsIfLarger; l.Set {
		w.largeLimit = int(l.N)
	}
	root := op
	for root.ParentOp() != nil {
		root = root.ParentOp()
	}
	w.names = asm.NewValueNamer(root, asm.Flags{Generic: flags.Generic})
	w.initColors(op)
	w.line("digraph G {")
	w.indent++
	w.line("compound = true;")
	w.processOp(op)
	w.emitAllEdges()
	w.indent--
	w.line("}")
	st.MarkUnchanged()
	_, err := st.Stderr().Write([]byte(w.sb.String()))
	return err
}

// line writes s and a newline at the current indentation; embedded
// newlines are indented too.
func (w *dotWriter) line(s string) {
	pad := strings.Repeat("  ", w.indent)
	for i, part := range strings.Split(s, "\n") {
		if i > 0 {
			w.sb.WriteByte('\n')
		}
		if strings.TrimSpace(part) != "" {
			w.sb.WriteString(pad)
			w.sb.WriteString(part)
		}
	}
	w.sb.WriteByte('\n')
}

func (w *dotWriter) initColors(op *ir.Operation) {
	var order []string
	seen := map[string]bool{}
	op.Each(func(o *ir.Operation) {
		if !seen[o.Name()] {
			seen[o.Name()] = true
			order = append(order, o.Name())
		}
	})
	w.colors = map[string]string{}
	for i, n := range order {
		hue := float64(i) / float64(len(order))
		w.colors[n] = strconv.FormatFloat(hue, 'f', 6, 64) + " 0.3 0.95"
	}
}

func escapeLabel(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{', '|', '<', '}', '>', '\n', '"':
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func (w *dotWriter) truncate(s string) string {
	if len(s) <= w.maxLabelLen || w.maxLabelLen < 0 {
		return s
	}
	return s[:w.maxLabelLen] + "..."
}

func attrList(m map[string]string) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + " = " + m[k]
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func quote(s string) string { return "\"" + s + "\"" }

func (w *dotWriter) emitNode(label, shape, background string) dotNode {
	w.counter++
	id := w.counter
	attrs := map[string]string{"label": quote(label), "shape": shape}
	if background != "" {
		attrs["style"] = "filled"
		attrs["fillcolor"] = quote(background)
	}
	w.line(fmt.Sprintf("v%d %s;", id, attrList(attrs)))
	return dotNode{id: id}
}

func (w *dotWriter) emitCluster(body func(), label string) dotNode {
	w.counter++
	cluster := w.counter
	w.line(fmt.Sprintf("subgraph cluster_%d {", cluster))
	w.indent++
	anchor := w.emitNode(" ", "plain", "")
	w.line("label = " + quote(label) + ";")
	body()
	w.indent--
	w.line("}")
	return dotNode{id: anchor.id, cluster: cluster}
}

func (w *dotWriter) emitEdge(n1, n2 dotNode, port, style string) {
	attrs := map[string]string{"style": style}
	if n1.cluster != 0 {
		attrs["ltail"] = "cluster_" + strconv.Itoa(n1.cluster)
	}
	if n2.cluster != 0 {
		attrs["lhead"] = "cluster_" + strconv.Itoa(n2.cluster)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "v%d", n1.id)
	if port != "" && n1.cluster == 0 {
		b.WriteString(":res" + port + ":s")
	}
	fmt.Fprintf(&b, " -> v%d", n2.id)
	if port != "" && n2.cluster == 0 {
		b.WriteString(":arg" + port + ":n")
	}
	b.WriteString(attrList(attrs))
	w.edges = append(w.edges, b.String())
}

func (w *dotWriter) emitAllEdges() {
	if w.printDF {
		for _, e := range w.dataEdges {
			w.emitEdge(w.values[e.value], e.node, e.port, "solid")
		}
	}
	for _, e := range w.edges {
		w.line(e + ";")
	}
	w.edges = nil
}

func (w *dotWriter) attrText(a ir.Attribute) string {
	switch x := a.(type) {
	case *ir.DenseElementsAttr:
		if x.Splat {
			return escapeLabel(asm.AttrStringWithFlags(a, w.flags))
		}
		if w.elideElements(x.Type) {
			return w.elided(x.Type)
		}
	case *ir.DenseStringElementsAttr:
		if x.Splat {
			return escapeLabel(asm.AttrStringWithFlags(a, w.flags))
		}
		if w.elideElements(x.Type) {
			return w.elided(x.Type)
		}
	case *ir.DenseResourceElementsAttr:
		if w.elideElements(x.Type) {
			return w.elided(x.Type)
		}
	case *ir.SparseElementsAttr:
		if w.elideElements(x.Type) {
			return w.elided(x.Type)
		}
	case *ir.ArrayAttr:
		if len(x.Elems) > w.largeLimit {
			return "[...]"
		}
	}
	return escapeLabel(w.truncate(asm.AttrStringWithFlags(a, w.flags)))
}

func (w *dotWriter) elideElements(t ir.ShapedType) bool {
	return ir.NumElements(t.Dims()) > int64(w.largeLimit)
}

func (w *dotWriter) elided(t ir.ShapedType) string {
	rank := len(t.Dims())
	return strings.Repeat("[", rank) + "..." + strings.Repeat("]", rank) + " : " + w.typeText(t)
}

func (w *dotWriter) typeText(t ir.Type) string {
	return escapeLabel(w.truncate(asm.TypeString(t)))
}

func (w *dotWriter) portName(v *ir.Value) string {
	s := w.names.Name(v)
	s = strings.ReplaceAll(s, "%", "_")
	return strings.ReplaceAll(s, "#", "_")
}

func (w *dotWriter) clusterLabel(op *ir.Operation) string {
	var b strings.Builder
	b.WriteString(op.Name())
	if w.printResultTypes {
		types := op.ResultTypes()
		parts := make([]string, len(types))
		for i, t := range types {
			parts[i] = asm.TypeString(t)
		}
		b.WriteString(" : (" + w.truncate(strings.Join(parts, ", ")) + ")")
	}
	if w.printAttrs {
		b.WriteString(`\l`)
		for _, a := range op.AllAttrs() {
			b.WriteString(escapeLabel(a.Name) + ": " + w.attrText(a.Value) + `\l`)
		}
	}
	return b.String()
}

func (w *dotWriter) recordLabel(op *ir.Operation) string {
	var b strings.Builder
	b.WriteString("{")
	if op.NumOperands() > 0 {
		b.WriteString("{")
		for i := 0; i < op.NumOperands(); i++ {
			if i > 0 {
				b.WriteString("|")
			}
			v := op.Operand(i)
			b.WriteString("<arg" + w.portName(v) + "> " + w.names.Name(v))
		}
		b.WriteString("}|")
	}
	b.WriteString(op.Name() + `\l`)
	if attrs := op.AllAttrs(); w.printAttrs && len(attrs) > 0 {
		b.WriteString(`\l`)
		for _, a := range attrs {
			b.WriteString(a.Name + ": " + w.attrText(a.Value) + `\l`)
		}
	}
	if op.NumResults() > 0 {
		b.WriteString("|{")
		for i := 0; i < op.NumResults(); i++ {
			if i > 0 {
				b.WriteString("|")
			}
			r := op.Result(i)
			b.WriteString("<res" + w.portName(r) + "> " + w.names.Name(r))
			if w.printResultTypes {
				b.WriteString(" " + w.typeText(r.Type()))
			}
		}
		b.WriteString("}")
	}
	b.WriteString("}")
	return b.String()
}

func (w *dotWriter) argLabel(a *ir.Value) string {
	s := "<res" + w.portName(a) + "> " + w.names.Name(a)
	if w.printResultTypes {
		s += " " + w.typeText(a.Type())
	}
	return s
}

func (w *dotWriter) processBlock(b *ir.Block) {
	w.emitCluster(func() {
		for _, a := range b.Args() {
			w.values[a] = w.emitNode(w.argLabel(a), "Mrecord", "")
		}
		var prev *dotNode
		for o := b.First(); o != nil; o = o.NextInBlock() {
			n := w.processOp(o)
			if w.printCF && prev != nil {
				w.emitEdge(*prev, n, "", "dashed")
			}
			prev = &n
		}
	}, "")
}

func (w *dotWriter) processOp(op *ir.Operation) dotNode {
	var n dotNode
	if op.NumRegions() > 0 {
		n = w.emitCluster(func() {
			for i := 0; i < op.NumRegions(); i++ {
				for b := op.Region(i).First(); b != nil; b = b.Next() {
					w.processBlock(b)
				}
			}
		}, w.clusterLabel(op))
	} else {
		n = w.emitNode(w.recordLabel(op), "Mrecord", w.colors[op.Name()])
	}
	if w.printDF {
		for i := 0; i < op.NumOperands(); i++ {
			v := op.Operand(i)
			w.dataEdges = append(w.dataEdges, dataFlowEdge{v, n, w.portName(v)})
		}
	}
	for i := 0; i < op.NumResults(); i++ {
		w.values[op.Result(i)] = n
	}
	return n
}
