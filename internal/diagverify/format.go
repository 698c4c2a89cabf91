package diagverify

import (
	"bytes"
	"strconv"
	"strings"
)

// Severity is the kind of a diagnostic, as in mlir::DiagnosticSeverity.
type Severity int

// Diagnostic severities.
const (
	Error Severity = iota
	Warning
	Remark
	Note
)

// String returns the word upstream prints for the severity ("error",
// "warning", "remark" or "note").
func (s Severity) String() string {
	switch s {
	case Warning:
		return "warning"
	case Remark:
		return "remark"
	case Note:
		return "note"
	}
	return "error"
}

// Range is a half-open byte range [Start, End) of a buffer that a message
// underlines with '~', like an llvm::SMRange passed to
// llvm::SourceMgr::PrintMessage.
type Range struct{ Start, End int }

// tabStop is llvm::SMDiagnostic's tab width when echoing source lines.
const tabStop = 8

// FormatAt renders a message located at byte offset off of buf exactly as
// llvm::SourceMgr::PrintMessage (without colors) does:
//
//	name:line:col: severity: msg
//	<source line, tabs expanded to multiples of 8>
//	<caret line: '^' under the column, '~' under ranges>
//
// The line number is 1 + lineOffset + the number of '\n' before off; the
// column counts bytes from the last '\n' or '\r' before off. A name of "-"
// prints as "<stdin>". As upstream, a source line containing a non-ASCII
// byte is echoed without a caret line. The result ends in a newline; an
// off outside [0, len(buf)] is clamped.
func FormatAt(name string, buf []byte, lineOffset, off int, sev Severity, msg string, ranges ...Range) string {
	if off < 0 {
		off = 0
	}
	if off > len(buf) {
		off = len(buf)
	}
	return formatAt(name, buf, 1+lineOffset+bytes.Count(buf[:off], []byte{'\n'}), off, sev, msg, ranges)
}

// formatAt is FormatAt with the line number of off already known.
func formatAt(name string, buf []byte, line, off int, sev Severity, msg string, ranges []Range) string {
	ls := off
	for ls > 0 && buf[ls-1] != '\n' && buf[ls-1] != '\r' {
		ls--
	}
	le := off
	for le < len(buf) && buf[le] != '\n' && buf[le] != '\r' {
		le++
	}
	col := off - ls // 0-based

	var sb strings.Builder
	if name == "-" {
		name = "<stdin>"
	}
	if name != "" {
		sb.WriteString(name)
		sb.WriteByte(':')
		sb.WriteString(strconv.Itoa(line))
		sb.WriteByte(':')
		sb.WriteString(strconv.Itoa(col + 1))
		sb.WriteString(": ")
	}
	sb.WriteString(sev.String())
	sb.WriteString(": ")
	sb.WriteString(msg)
	sb.WriteByte('\n')

	src := buf[ls:le]
	for _, c := range src {
		if c&0x80 != 0 {
			writeSourceLine(&sb, src)
			return sb.String()
		}
	}
	caret := make([]byte, len(src)+1)
	for i := range caret {
		caret[i] = ' '
	}
	for _, r := range ranges {
		if r.Start > le || r.End < ls {
			continue
		}
		s, e := max(r.Start, ls), min(r.End, le)
		for i := s - ls; i < e-ls && i < len(caret); i++ {
			if i >= 0 {
				caret[i] = '~'
			}
		}
	}
	if col <= len(src) {
		caret[col] = '^'
	} else {
		caret[len(src)] = '^'
	}
	n := len(caret)
	for n > 0 && caret[n-1] == ' ' {
		n--
	}
	caret = caret[:n]

	writeSourceLine(&sb, src)
	outCol := 0
	for i, c := range caret {
		if i >= len(src) || src[i] != '\t' {
			sb.WriteByte(c)
			outCol++
			continue
		}
		for {
			sb.WriteByte(c)
			outCol++
			if outCol%tabStop == 0 {
				break
			}
		}
	}
	sb.WriteByte('\n')
	return sb.String()
}

// writeSourceLine echoes a source line with tabs expanded, as
// llvm's printSourceLine does.
func writeSourceLine(sb *strings.Builder, src []byte) {
	outCol := 0
	for _, c := range src {
		if c != '\t' {
			sb.WriteByte(c)
			outCol++
			continue
		}
		for {
			sb.WriteByte(' ')
			outCol++
			if outCol%tabStop == 0 {
				break
			}
		}
	}
	sb.WriteByte('\n')
}

// FormatLoc renders a message whose location is already text (for example
// "foo.mlir:3:4", used upstream when the location cannot be mapped to a
// loaded buffer): "loc: severity: msg\n", with no source line. An empty
// loc prints no location prefix.
func FormatLoc(loc string, sev Severity, msg string) string {
	if loc == "" {
		return sev.String() + ": " + msg + "\n"
	}
	return loc + ": " + sev.String() + ": " + msg + "\n"
}

// FormatUnknown renders a message with no source location the way
// llvm::SourceMgr::PrintMessage does for an invalid SMLoc:
// "<unknown>:0: severity: msg\n".
func FormatUnknown(sev Severity, msg string) string {
	return "<unknown>:0: " + sev.String() + ": " + msg + "\n"
}
