package transforms

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "print-op-stats",
		Name:     "PrintOpStats",
		Summary:  "Print statistics of operations",
		New: func() (pass.Pass, *pass.Options) {
			p := &printOpStats{}
			o := &pass.Options{}
			o.Bool("json", "print the stats as JSON", &p.json, false)
			return p, o
		},
	})
}

// printOpStats counts the operations by name and prints the table (or
// JSON object) upstream's PrintOpStatsPass prints.
type printOpStats struct {
	json bool
}

func (p *printOpStats) Run(op *ir.Operation, st *pass.State) error {
	counts := map[string]int64{}
	op.Each(func(o *ir.Operation) { counts[o.Name()]++ })
	names := make([]string, 0, len(counts))
	for n := range counts {
		names = append(names, n)
	}
	sort.Strings(names)
	var sb strings.Builder
	if p.json {
		sb.WriteString("{\n")
		for i, n := range names {
			fmt.Fprintf(&sb, "  \"%s\" : %d", n, counts[n])
			if i != len(names)-1 {
				sb.WriteString(",\n")
			} else {
				sb.WriteString("\n")
			}
		}
		sb.WriteString("}\n")
	} else {
		sb.WriteString("Operations encountered:\n-----------------------\n")
		split := func(n string) (string, string) {
			d, o, ok := strings.Cut(n, ".")
			if !ok || o == "" {
				return "", d
			}
			return d, o
		}
		maxD, maxO := 0, 0
		for _, n := range names {
			d, o := split(n)
			maxD = max(maxD, len(d))
			maxO = max(maxO, len(o))
		}
		for _, n := range names {
			d, o := split(n)
			if d == "" {
				sb.WriteString(strings.Repeat(" ", maxD+3))
			} else {
				sb.WriteString(strings.Repeat(" ", maxD+2-len(d)) + d + ".")
			}
			sb.WriteString(o + strings.Repeat(" ", maxO-len(o)))
			fmt.Fprintf(&sb, " , %d\n", counts[n])
		}
	}
	_, err := st.Stderr().Write([]byte(sb.String()))
	st.MarkUnchanged()
	return err
}
