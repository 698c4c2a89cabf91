package pass

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// StatisticsDisplay selects the layout of the pass statistics report.
type StatisticsDisplay int

// Statistics layouts: passes merged by name and sorted, or the pipeline's
// structure.
const (
	StatisticsList StatisticsDisplay = iota
	StatisticsPipeline
)

type statValue struct {
	name, desc string
	value      int64
}

// stats returns the pass's statistics in declaration order (counters
// reported but not declared follow, by name).
func (e *entry) statValues() []statValue {
	e.statMu.Lock()
	defer e.statMu.Unlock()
	var out []statValue
	seen := map[string]bool{}
	for _, s := range e.info.Statistics {
		out = append(out, statValue{s.Name, s.Desc, e.stats[s.Name]})
		seen[s.Name] = true
	}
	var extra []string
	for k := range e.stats {
		if !seen[k] {
			extra = append(extra, k)
		}
	}
	sort.Strings(extra)
	for _, k := range extra {
		out = append(out, statValue{k, "", e.stats[k]})
	}
	return out
}

// WriteStatistics prints the pass statistics report
// (--mlir-pass-statistics) in upstream's layout.
func (pm *OpPassManager) WriteStatistics(w io.Writer, display StatisticsDisplay) {
	pm.finalize(nil)
	line := "===" + strings.Repeat("-", 73) + "===\n"
	desc := "... Pass statistics report ..."
	io.WriteString(w, line+strings.Repeat(" ", (80-len(desc))/2)+desc+"\n"+line)
	if display == StatisticsList {
		merged := map[string][]statValue{}
		var names []string
		var add func(pm *OpPassManager)
		add = func(pm *OpPassManager) {
			for _, e := range pm.entries {
				if e.nested != nil {
					for _, n := range e.nested {
						add(n)
					}
					continue
				}
				vals := e.statValues()
				if len(vals) == 0 {
					continue
				}
				name := e.name()
				cur, ok := merged[name]
				if !ok {
					names = append(names, name)
					merged[name] = vals
					continue
				}
				for i := range cur {
					if i < len(vals) {
						cur[i].value += vals[i].value
					}
				}
			}
		}
		add(pm)
		sort.Strings(names)
		for _, n := range names {
			writeStatEntry(w, 2, n, merged[n])
		}
	} else {
		pm.writeStatPipeline(w, 0)
	}
	io.WriteString(w, "\n")
}

func (pm *OpPassManager) writeStatPipeline(w io.Writer, indent int) {
	for _, e := range pm.entries {
		if e.nested == nil {
			writeStatEntry(w, indent, e.name(), e.statValues())
			continue
		}
		in := indent
		if len(e.nested) > 1 {
			writeStatEntry(w, in, e.adaptorName(), nil)
			in += 2
		}
		for _, n := range e.nested {
			writeStatEntry(w, in, "'"+n.OpName+"' Pipeline", nil)
			n.writeStatPipeline(w, in+2)
		}
	}
}

// writeStatEntry prints a pass and its statistics sorted by name, values
// and names aligned.
func writeStatEntry(w io.Writer, indent int, name string, stats []statValue) {
	io.WriteString(w, strings.Repeat(" ", indent)+name+"\n")
	if len(stats) == 0 {
		return
	}
	stats = append([]statValue(nil), stats...)
	sort.SliceStable(stats, func(i, j int) bool { return stats[i].name < stats[j].name })
	nameW, valW := 0, 0
	for _, s := range stats {
		nameW = max(nameW, len(s.name))
		valW = max(valW, len(strconv.FormatInt(s.value, 10)))
	}
	for _, s := range stats {
		fmt.Fprintf(w, "%s(S) %*d %-*s - %s\n", strings.Repeat(" ", indent+2), valW, s.value, nameW, s.name, s.desc)
	}
}
