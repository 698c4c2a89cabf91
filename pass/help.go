package pass

import (
	"io"
	"strings"
)

// HelpEntry is one line of a pass listing: the text left of the
// description column and the description.
type HelpEntry struct {
	Left, Sep, Desc string
	// valueLine marks an enum value line (printed two columns left in
	// --list-passes).
	valueLine bool
}

// HelpEntries lists the registered passes (pipelines when pipelines is
// set) with their options, as upstream's pass listing: `--pass` lines
// indented by indent, their options by indent+2, enum values by 4.
func HelpEntries(indent int, pipelines bool) []HelpEntry {
	pad := strings.Repeat(" ", indent)
	var out []HelpEntry
	for _, info := range Registered() {
		if info.IsPipeline() != pipelines {
			continue
		}
		out = append(out, HelpEntry{Left: pad + "--" + info.Argument, Sep: " -   ", Desc: info.Summary})
		var o *Options
		if info.Pipeline != nil {
			o, _ = info.Pipeline()
		} else {
			_, o = info.New()
		}
		for _, h := range o.Help() {
			if h.Value {
				out = append(out, HelpEntry{Left: "    " + h.Left, Sep: " -   ", Desc: h.Desc, valueLine: true})
				continue
			}
			out = append(out, HelpEntry{Left: pad + "  " + h.Left, Sep: " - ", Desc: h.Desc})
		}
	}
	return out
}

// HelpWidth is the description column of entries: two more than the
// longest left text.
func HelpWidth(entries []HelpEntry) int {
	w := 0
	for _, e := range entries {
		if !e.valueLine {
			w = max(w, len(e.Left))
		}
	}
	return w + 2
}

// WriteHelp prints entries with the description at column width; enum
// value lines are shifted left by valueShift columns.
func WriteHelp(w io.Writer, entries []HelpEntry, width, valueShift int) {
	for _, e := range entries {
		col := width
		if e.valueLine {
			col -= valueShift
		}
		if e.valueLine && e.Desc == "" {
			// As upstream, a value without a description is listed alone.
			io.WriteString(w, e.Left+"\n")
			continue
		}
		n := col - len(e.Left)
		if n < 1 {
			n = 1
		}
		io.WriteString(w, e.Left+strings.Repeat(" ", n)+e.Sep[1:]+e.Desc+"\n")
	}
}
