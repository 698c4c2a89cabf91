// Package diagrender prints diagnostics the way upstream's source-manager
// diagnostic handler does: `file:line:col: error: message`, the source line
// and a caret.
package diagrender

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// Source is one buffer that diagnostics may point into.
type Source struct {
	Name string
	Buf  []byte
}

// FindFileLoc returns the first file location inside loc, as upstream's
// findInstanceOf<FileLineColLoc>.
func FindFileLoc(loc ir.Location) *ir.FileLineColLoc {
	switch l := loc.(type) {
	case *ir.FileLineColLoc:
		return l
	case *ir.NameLoc:
		if l.Child != nil {
			return FindFileLoc(l.Child)
		}
	case *ir.CallSiteLoc:
		if f := FindFileLoc(l.Callee); f != nil {
			return f
		}
		return FindFileLoc(l.Caller)
	case *ir.FusedLoc:
		for _, s := range l.Locs {
			if f := FindFileLoc(s); f != nil {
				return f
			}
		}
	}
	return nil
}

// Renderer formats diagnostics.
type Renderer struct {
	Src *Source
	// OpString prints an operation for `see current operation:` notes; nil
	// disables those notes.
	OpString func(op *ir.Operation) string
	// PrettyOpString prints the operation of warnings and remarks in
	// their notes (upstream prints those in the custom form); nil
	// disables those notes.
	PrettyOpString func(op *ir.Operation) string
	// AppendedOpString prints an operation a message ends with (e.g.
	// "block with no terminator, has <op>"); it is part of the message, so
	// it prints whatever the op notes are set to.
	AppendedOpString func(op *ir.Operation) string
	// AppendedPrettyOpString prints the operation a note, warning or
	// remark ends with (upstream prints only errors' in the generic form);
	// nil: AppendedOpString.
	AppendedPrettyOpString func(op *ir.Operation) string
	// LocString prints a location that has no file part.
	LocString func(l ir.Location) string
}

// Render returns the text for d and its notes.
func (r *Renderer) Render(d *ir.Diagnostic) string {
	var sb strings.Builder
	r.render(&sb, d)
	return sb.String()
}

// Notes returns the notes of d including the `see current operation` one.
func (r *Renderer) Notes(d *ir.Diagnostic) []*ir.Diagnostic {
	notes := d.Notes
	print := r.OpString
	if d.Severity == ir.SeverityWarning || d.Severity == ir.SeverityRemark {
		print = r.PrettyOpString
	}
	if d.Op != nil && print != nil && d.Severity != ir.SeverityNote {
		s := print(d.Op)
		msg := "see current operation: "
		if strings.Contains(s, "\n") {
			msg += "\n"
		}
		notes = append([]*ir.Diagnostic{{Severity: ir.SeverityNote, Loc: d.Op.Loc(), Message: msg + s}}, notes...)
	}
	return notes
}

// Message returns the full message of d (with an appended op if any).
func (r *Renderer) Message(d *ir.Diagnostic) string {
	msg := d.Message
	print := r.AppendedOpString
	if d.Severity != ir.SeverityError && r.AppendedPrettyOpString != nil {
		print = r.AppendedPrettyOpString
	}
	if d.AppendOp != nil && print != nil {
		s := print(d.AppendOp)
		if strings.Contains(s, "\n") {
			msg += "\n"
		}
		msg += s
	}
	return msg
}

// callStackLimit is how many callers of a call site location upstream's
// handler shows.
const callStackLimit = 10

func (r *Renderer) render(sb *strings.Builder, d *ir.Diagnostic) {
	r.one(sb, d.Loc, d.Severity, r.Message(d), true)
	// At a call site location, upstream adds a `called from` note for each
	// caller up the stack.
	prev := d.Loc
	if cs, ok := d.Loc.(*ir.CallSiteLoc); ok {
		prev = cs.Caller
		for depth := 0; depth < callStackLimit; depth++ {
			r.one(sb, prev, ir.SeverityNote, "called from", true)
			next, ok := prev.(*ir.CallSiteLoc)
			if !ok {
				break
			}
			prev = next.Caller
		}
	}
	// As upstream, a note shows the source line only when its location
	// differs from the previous one.
	for _, n := range r.Notes(d) {
		r.one(sb, n.Loc, n.Severity, r.Message(n), n.Loc != prev)
		prev = n.Loc
	}
}

func (r *Renderer) one(sb *strings.Builder, loc ir.Location, sev ir.Severity, msg string, showSource bool) {
	fl := FindFileLoc(loc)
	if fl == nil {
		sb.WriteString("<unknown>:0: ")
		sb.WriteString(sev.String())
		sb.WriteString(": ")
		if _, unk := loc.(*ir.UnknownLoc); !unk && loc != nil && r.LocString != nil {
			sb.WriteString(r.LocString(loc))
			sb.WriteString(": ")
		}
		sb.WriteString(msg)
		sb.WriteByte('\n')
		return
	}
	sb.WriteString(fl.File())
	sb.WriteByte(':')
	sb.WriteString(strconv.Itoa(int(fl.Line)))
	sb.WriteByte(':')
	sb.WriteString(strconv.Itoa(int(fl.Col)))
	sb.WriteString(": ")
	sb.WriteString(sev.String())
	sb.WriteString(": ")
	sb.WriteString(msg)
	sb.WriteByte('\n')
	if line, ok := r.sourceLine(fl); ok && showSource {
		writeExpanded(sb, line)
		sb.WriteByte('\n')
		// Caret line: column counts bytes; tabs expand as in the source line.
		col := int(fl.Col) - 1
		if col > len(line) {
			col = len(line)
		}
		if col < 0 {
			col = 0
		}
		var caret strings.Builder
		for i := 0; i < col; i++ {
			if line[i] == '\t' {
				caret.WriteByte('\t')
			} else {
				caret.WriteByte(' ')
			}
		}
		caret.WriteByte('^')
		writeExpanded(sb, caret.String())
		sb.WriteByte('\n')
	}
}

// writeExpanded writes s with tabs expanded to 8-column stops, trimming
// trailing spaces of caret lines as LLVM does.
func writeExpanded(sb *strings.Builder, s string) {
	col := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\t' {
			n := 8 - col%8
			sb.WriteString(strings.Repeat(" ", n))
			col += n
			continue
		}
		sb.WriteByte(s[i])
		col++
	}
}

func (r *Renderer) sourceLine(fl *ir.FileLineColLoc) (string, bool) {
	if r.Src == nil || fl.File() != r.Src.Name || fl.Line == 0 {
		return "", false
	}
	want := int(fl.Line)
	if want < 1 {
		return "", false
	}
	buf := r.Src.Buf
	line := 1
	start := 0
	for i := 0; i < len(buf) && line < want; i++ {
		if buf[i] == '\n' {
			line++
			start = i + 1
		}
	}
	if line != want {
		return "", false
	}
	end := start
	for end < len(buf) && buf[end] != '\n' && buf[end] != '\r' {
		end++
	}
	return string(buf[start:end]), true
}
