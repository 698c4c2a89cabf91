package pass

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
)

// Timing collects the execution time report of --mlir-timing: the
// driver's phases (Parser, Output) and, nested, the pipelines, passes and
// analyses, as upstream's DefaultTimingManager with pass timing.
type Timing struct {
	root  *timerNode
	begin time.Time
	// Threaded adds the user time column (upstream prints it when
	// multi-threading is enabled).
	Threaded bool
}

// NewTiming starts the root timer.
func NewTiming() *Timing {
	return &Timing{root: &timerNode{name: "root"}, begin: time.Now()}
}

// Phase starts a top-level timer named name (e.g. "Parser") and returns
// the function stopping it.
func (t *Timing) Phase(name string) func() {
	return t.root.child("phase "+name, name).start()
}

// TimingDisplay selects the report layout.
type TimingDisplay int

// Report layouts: merged by name and sorted by time, or as a tree.
const (
	TimingList TimingDisplay = iota
	TimingTree
)

type timeRow struct {
	name  string
	wall  time.Duration
	depth int
	// nested rows (tree layout); hasChildren marks a non-leaf for JSON.
	children []*timeRow
}

// Report writes the report in the given layout, as text or JSON.
func (t *Timing) Report(w io.Writer, display TimingDisplay, json bool) {
	total := time.Since(t.begin)
	t.root.wall = total
	var rows []*timeRow
	var sum time.Duration
	for _, c := range t.root.children {
		sum += c.wall
	}
	if display == TimingTree {
		rows = treeRows(t.root.children)
	} else {
		merged := map[string]*timeRow{}
		var order []*timeRow
		var walk func(n *timerNode)
		walk = func(n *timerNode) {
			r := merged[n.name]
			if r == nil {
				r = &timeRow{name: n.name}
				merged[n.name] = r
				order = append(order, r)
			}
			r.wall += n.wall
			for _, c := range n.children {
				walk(c)
			}
		}
		walk(t.root)
		sort.SliceStable(order, func(i, j int) bool { return order[i].wall > order[j].wall })
		rows = order
	}
	rest := total - sum
	if rest < 0 {
		rest = 0
	}
	if json {
		t.writeJSON(w, rows, rest, total, display == TimingTree)
		return
	}
	line := "===" + strings.Repeat("-", 73) + "===\n"
	desc := "... Execution time report ..."
	io.WriteString(w, line+strings.Repeat(" ", (80-len(desc))/2)+desc+"\n"+line)
	fmt.Fprintf(w, "  Total Execution Time: %.4f seconds\n\n", total.Seconds())
	if t.Threaded {
		io.WriteString(w, "  ----User Time----  ----Wall Time----  ----Name----\n")
	} else {
		io.WriteString(w, "  ----Wall Time----  ----Name----\n")
	}
	var print func(r *timeRow)
	print = func(r *timeRow) {
		t.writeTimes(w, r.wall, total)
		io.WriteString(w, "  "+strings.Repeat("  ", r.depth)+r.name+"\n")
		for _, c := range r.children {
			print(c)
		}
	}
	for _, r := range rows {
		print(r)
	}
	t.writeTimes(w, rest, total)
	io.WriteString(w, "  Rest\n")
	t.writeTimes(w, total, total)
	io.WriteString(w, "  Total\n")
}

func (t *Timing) writeTimes(w io.Writer, d, total time.Duration) {
	col := fmt.Sprintf("  %8.4f (%5.1f%%)", d.Seconds(), percent(d, total))
	if t.Threaded {
		io.WriteString(w, col)
	}
	io.WriteString(w, col)
}

func percent(d, total time.Duration) float64 {
	if total <= 0 {
		return 0
	}
	return 100 * float64(d) / float64(total)
}

// treeRows builds the rows of the tree layout; hidden timers give their
// children to their parent.
func treeRows(nodes []*timerNode) []*timeRow {
	var out []*timeRow
	var add func(n *timerNode, depth int, into *[]*timeRow)
	add = func(n *timerNode, depth int, into *[]*timeRow) {
		if n.hidden {
			for _, c := range n.children {
				add(c, depth, into)
			}
			return
		}
		r := &timeRow{name: n.name, wall: n.wall, depth: depth}
		*into = append(*into, r)
		for _, c := range n.children {
			add(c, depth+1, &r.children)
		}
	}
	for _, n := range nodes {
		add(n, 0, &out)
	}
	return out
}

func (t *Timing) writeJSON(w io.Writer, rows []*timeRow, rest, total time.Duration, tree bool) {
	io.WriteString(w, "[\n")
	times := func(d time.Duration) string {
		s := fmt.Sprintf("{\"duration\": %8.4f, \"percentage\": %5.1f}", d.Seconds(), percent(d, total))
		if t.Threaded {
			return "\"user\": " + s + ", \"wall\": " + s
		}
		return "\"wall\": " + s
	}
	var print func(r *timeRow)
	print = func(r *timeRow) {
		pad := strings.Repeat("  ", r.depth)
		if !tree {
			io.WriteString(w, "{"+times(r.wall)+", \"name\": \""+r.name+"\"},\n")
			return
		}
		io.WriteString(w, pad+"{"+times(r.wall)+", \"name\": \""+r.name+"\", \"passes\": [\n")
		for _, c := range r.children {
			print(c)
		}
		io.WriteString(w, pad+"{}]},\n")
	}
	for _, r := range rows {
		print(r)
	}
	io.WriteString(w, "{"+times(rest)+", \"name\": \"Rest\"},\n")
	io.WriteString(w, "{"+times(total)+", \"name\": \"Total\"}\n]\n")
}
