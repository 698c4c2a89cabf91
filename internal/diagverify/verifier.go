// Package diagverify implements mlir-opt's --verify-diagnostics mode: the
// behaviour of upstream MLIR's SourceMgrDiagnosticVerifierHandler (MLIR 22),
// reproducing its messages byte for byte.
//
// Source buffers are scanned for annotations of the form
//
//	// expected-error {{message}}
//	// expected-warning@+1 {{message}}
//	// expected-remark@-2 {{message}}
//	// expected-note@above {{message}}
//	// expected-error@below {{message}}
//	// expected-error@unknown {{message}}
//	// expected-error-re {{literal text {{regex}} more text}}
//
// Each line holds at most one annotation: upstream matches the line with
// the regex `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|
// above|below|unknown))? *{{(.*)}}$` on the line with trailing white space
// removed, so the expected text runs from the first `{{` after the
// designator to the last `}}`, which must end the line. The expected text
// is a plain substring of the message unless the `-re` suffix is present,
// in which case each `{{...}}` inside it is a POSIX extended regular
// expression in llvm::Regex's dialect and the rest is literal. `@+N` and
// `@-N` are relative to the annotation's line (N is read with C radix
// auto-detection, so a leading 0 means octal), `@above` designates the
// closest preceding line that is not an annotation, `@below` the closest
// following one, and `@unknown` diagnostics without a file location.
//
// With --split-input-file, mlir-opt 22 reads the expectations of the whole
// input file once (so an annotation in one chunk may designate a line of
// another, and `@above`/`@below` look across split markers), reports every
// chunk's diagnostics at their positions in the original file, and checks
// for unmet expectations once at the end, after the last chunk. To
// reproduce that, Parse the whole file (lineOffset 0) before processing the
// first chunk, Handle the diagnostics of all chunks, then call Finish once.
//
// All output is queued as complete messages (Messages, Finish), each ending
// in a newline, in the order upstream writes them to stderr: malformed
// annotations when the verifier is created, unexpected diagnostics as they
// are handled, unmet expectations at the end. mlir-opt exits with status 1
// exactly when Failed reports true after Finish.
//
// mlir-opt 22 also creates the verifier when --verify-diagnostics is not
// given: it then reports malformed annotations up front and, at exit, every
// annotation as not produced, without changing the exit status (see
// FinishWithoutVerify).
package diagverify

import (
	"bytes"
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// Diag is a diagnostic emitted by the tool, reduced to what the verifier
// needs.
type Diag struct {
	// File, Line and Col are the first file:line:col location found in
	// the diagnostic's location (in the walk order of MLIR's
	// Location::findInstanceOf: a call site's callee before its caller,
	// a fused location's first member first, a name location's child).
	// File is empty when the location contains none. Line and Col are
	// 1-based, 0 when unknown.
	File      string
	Line, Col int
	// Severity is the kind of the diagnostic.
	Severity Severity
	// Message is the diagnostic text.
	Message string
	// Notes are the notes attached to the diagnostic; each is checked as
	// a diagnostic of its own.
	Notes []Diag
	// LocText is the printed form of a location that has no file
	// location and is not `loc(unknown)`, such as `loc("name")`; upstream
	// prefixes it to the message of an unexpected diagnostic. Leave it
	// empty for unknown locations. Ignored when File is set.
	LocText string
}

// AnnotationError is a malformed `expected-*-re` annotation. Upstream
// reports it when the verifier is created and fails the run; the annotation
// itself is then ignored.
type AnnotationError struct {
	// File, Line and Col locate the `expected-` text of the annotation.
	File      string
	Line, Col int
	// Message is the error text, for example
	// "invalid regex: parentheses not balanced" or
	// "found start of regex with no end '}}'".
	Message string
	// Text is the complete message upstream prints, source line and
	// caret line included, ending in a newline.
	Text string
}

// Error returns the first line of the printed message.
func (e *AnnotationError) Error() string {
	return fmt.Sprintf("%s:%d:%d: error: %s", e.File, e.Line, e.Col, e.Message)
}

// buffer is a source buffer registered with the verifier.
type buffer struct {
	name       string
	data       []byte
	lineOffset int
	starts     []int // byte offset of the start of each line, computed on first use
}

// lineStarts returns the byte offset of the start of each line.
func (b *buffer) lineStarts() []int {
	if b.starts == nil {
		b.starts = make([]int, 1, bytes.Count(b.data, newline)+1)
		for i, c := range b.data {
			if c == '\n' {
				b.starts = append(b.starts, i+1)
			}
		}
	}
	return b.starts
}

var newline = []byte{'\n'}

// lineOf returns the 1-based line (including lineOffset) of a byte offset.
func (b *buffer) lineOf(off int) int {
	starts := b.lineStarts()
	return sort.Search(len(starts), func(i int) bool { return starts[i] > off }) + b.lineOffset
}

// format renders a message at a byte offset of the buffer.
func (b *buffer) format(off int, sev Severity, msg string, ranges ...Range) string {
	return formatAt(b.name, b.data, b.lineOf(off), off, sev, msg, ranges)
}

// expectation is one parsed annotation (upstream's ExpectedDiag).
type expectation struct {
	kind      Severity
	line      uint32  // the line the diagnostic is expected on
	buf       *buffer // nil for @unknown
	off       int     // byte offset of "expected-" in buf
	substring string
	re        *matcher // nil unless -re
	matched   bool
}

func (e *expectation) match(msg string) bool {
	if e.re != nil {
		return e.re.match(msg)
	}
	return strings.Contains(msg, e.substring)
}

// fileState holds the buffers and expectations of one file name.
type fileState struct {
	name   string
	bufs   []*buffer
	exp    []*expectation            // in registration order
	byLine map[uint32][]*expectation // the same, by expected line
}

// Verifier checks emitted diagnostics against the annotations of its
// buffers. It is not safe for concurrent use.
type Verifier struct {
	// OnlyExpected selects --verify-diagnostics=only-expected: unexpected
	// and near-miss diagnostics are ignored instead of reported, so only
	// malformed annotations and unmet expectations fail the run.
	OnlyExpected bool
	// Open, if set, loads a file named by a diagnostic location that is
	// not a registered buffer; upstream's SourceMgr tries to open such a
	// file from disk, then parses its annotations too and shows its
	// source lines. Return ok=false when the file does not exist. Each
	// name is tried at most once.
	Open func(name string) (data []byte, ok bool)

	files    []*fileState
	byName   map[string]*fileState
	tried    map[string]bool
	unknown  []*expectation
	failed   bool
	out      []string
	finished bool
}

// Parse creates a verifier for the buffer buf named file (the name
// diagnostics use for it, "<stdin>" for standard input) and scans it for
// annotations. lineOffset is added to every line number of buf: use 0 for
// a whole file, or FirstLine-1 to register one split chunk on its own
// (columns on a chunk's first line are then relative to the chunk start).
// The returned errors are the malformed annotations; their messages are
// also queued for Messages/Finish, in upstream's order.
func Parse(file string, buf []byte, lineOffset int) (*Verifier, []error) {
	v := &Verifier{}
	return v, v.AddBuffer(file, buf, lineOffset)
}

// AddBuffer registers one more buffer and scans it for annotations, as
// Parse does. Buffers added under the same name share one list of
// expectations, in registration order.
func (v *Verifier) AddBuffer(file string, buf []byte, lineOffset int) []error {
	if v.byName == nil {
		v.byName = map[string]*fileState{}
	}
	fs := v.byName[file]
	if fs == nil {
		fs = &fileState{name: file, byLine: map[uint32][]*expectation{}}
		v.byName[file] = fs
		v.files = append(v.files, fs)
	}
	b := &buffer{name: file, data: buf, lineOffset: lineOffset}
	fs.bufs = append(fs.bufs, b)
	first := len(fs.exp)
	errs := v.scan(fs, b)
	for _, e := range fs.exp[first:] {
		fs.byLine[e.line] = append(fs.byLine[e.line], e)
	}
	return errs
}

// annotationMark starts every annotation: lines without it are skipped
// before the regular expression runs.
var annotationMark = []byte("expected-")

// expectedRE is upstream's annotation pattern.
var expectedRE = regexp.MustCompile(`expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$`)

// rtrim removes trailing " \t\n\v\f\r" like StringRef::rtrim.
func rtrim(b []byte) []byte {
	n := len(b)
	for n > 0 && strings.IndexByte(" \t\n\v\f\r", b[n-1]) >= 0 {
		n--
	}
	return b[:n]
}

// scan is upstream's computeExpectedDiags.
func (v *Verifier) scan(fs *fileState, b *buffer) []error {
	if !bytes.Contains(b.data, annotationMark) {
		return nil
	}
	var errs []error
	off := uint32(b.lineOffset)
	lastNonDesignator := 0
	var below []*expectation
	starts := b.lineStarts()
	for lineNo, lineStart := range starts {
		end := len(b.data)
		if lineNo+1 < len(starts) {
			end = starts[lineNo+1] - 1
		}
		line := b.data[lineStart:end]

		var m []int
		if bytes.Contains(line, annotationMark) {
			m = expectedRE.FindSubmatchIndex(rtrim(line))
		}
		if m == nil {
			for _, e := range below {
				e.line = uint32(lineNo+1) + off
			}
			below = below[:0]
			lastNonDesignator = lineNo
			continue
		}
		var kind Severity
		switch string(line[m[2]:m[3]]) {
		case "error":
			kind = Error
		case "warning":
			kind = Warning
		case "remark":
			kind = Remark
		default:
			kind = Note
		}
		e := &expectation{
			kind:      kind,
			line:      uint32(lineNo+1) + off,
			buf:       b,
			off:       lineStart + m[0],
			substring: string(line[m[10]:m[11]]),
		}
		if m[4] >= 0 {
			re, msg := buildRegex(e.substring)
			if msg != "" {
				text := formatAt(b.name, b.data, lineNo+1+b.lineOffset, e.off, Error, msg,
					[]Range{{e.off, e.off + len(e.substring)}})
				errs = append(errs, &AnnotationError{
					File: b.name, Line: lineNo + 1 + b.lineOffset,
					Col: e.off - lineStart + 1, Message: msg, Text: text,
				})
				v.out = append(v.out, text)
				v.failed = true
				continue
			}
			e.re = re
		}
		if m[6] >= 0 {
			switch d := string(line[m[8]:m[9]]); {
			case d[0] == '+' || d[0] == '-':
				n := uint32(parseAutoRadix(d[1:]))
				if d[0] == '+' {
					e.line += n
				} else {
					e.line -= n
				}
			case d == "unknown":
				e.buf = nil
				v.unknown = append(v.unknown, e)
				continue
			case d == "above":
				e.line = uint32(lastNonDesignator+1) + off
			default: // below
				below = append(below, e)
				e.line = uint32(len(starts)) + off
			}
		}
		fs.exp = append(fs.exp, e)
	}
	return errs
}

// parseAutoRadix converts the digits of an @+N/@-N designator to an int
// like StringRef::getAsInteger(0, int&): a leading 0 followed by more
// digits selects octal. Values upstream rejects (an 8 or 9 in an octal
// number, or more than INT_MAX) leave its variable uninitialized; they are
// taken as 0 here.
func parseAutoRadix(s string) int {
	radix := 10
	if len(s) > 1 && s[0] == '0' {
		radix = 8
		s = s[1:]
	}
	n := 0
	for i := 0; i < len(s); i++ {
		d := int(s[i] - '0')
		if d >= radix {
			return 0
		}
		n = n*radix + d
		if n > 1<<31-1 {
			return 0
		}
	}
	return n
}

// buildRegex is upstream's ExpectedDiag::computeRegex: it returns the
// matcher, or the error message for a malformed annotation.
func buildRegex(substring string) (*matcher, string) {
	var sb strings.Builder
	rest := substring
	for rest != "" {
		i := strings.Index(rest, "{{")
		if i < 0 {
			sb.WriteString(escapeRegex(rest))
			break
		}
		sb.WriteString(escapeRegex(rest[:i]))
		rest = rest[i+2:]
		j := strings.Index(rest, "}}")
		if j < 0 {
			return nil, "found start of regex with no end '}}'"
		}
		piece := rest[:j]
		if _, err := parseERE([]byte(piece)); err != regOK {
			return nil, "invalid regex: " + err.String()
		}
		sb.WriteByte('(')
		sb.WriteString(piece)
		sb.WriteByte(')')
		rest = rest[j+2:]
	}
	return compileMatcher(sb.String()), ""
}

// file returns the state for a file name, asking Open for files never
// seen before (upstream's getBufferForFile + computeExpectedDiags).
func (v *Verifier) file(name string) *fileState {
	if fs := v.byName[name]; fs != nil {
		return fs
	}
	if v.Open == nil || v.tried[name] {
		return nil
	}
	if v.tried == nil {
		v.tried = map[string]bool{}
	}
	v.tried[name] = true
	data, ok := v.Open(name)
	if !ok {
		return nil
	}
	v.AddBuffer(name, data, 0)
	return v.byName[name]
}

// Handle checks one emitted diagnostic and then each of its notes, in
// upstream's order. It returns true when the diagnostic and all its notes
// matched an expectation of the same severity. A diagnostic that matched
// none is reported as unexpected (or, when only its severity differs from
// an expectation, as a near miss) and fails the run, unless OnlyExpected
// is set.
func (v *Verifier) Handle(d Diag) bool {
	ok := v.process(d)
	for _, n := range d.Notes {
		if !v.process(n) {
			ok = false
		}
	}
	return ok
}

// process is upstream's SourceMgrDiagnosticVerifierHandler::process.
func (v *Verifier) process(d Diag) bool {
	var list []*expectation
	hasFile := d.File != ""
	if hasFile {
		if fs := v.file(d.File); fs != nil {
			list = fs.byLine[uint32(d.Line)]
		}
	} else {
		list = v.unknown
	}
	var near *expectation
	for _, e := range list {
		if hasFile && uint32(d.Line) != e.line {
			continue
		}
		if e.match(d.Message) {
			if e.kind == d.Severity {
				e.matched = true
				return true
			}
			near = e
		}
	}
	if v.OnlyExpected {
		return false
	}
	if near != nil {
		v.out = append(v.out, v.formatExpectation(near, "'"+d.Severity.String()+
			"' diagnostic emitted when expecting a '"+near.kind.String()+"'", false))
	} else {
		v.out = append(v.out, v.formatDiag(d, "unexpected "+d.Severity.String()+": "+d.Message))
	}
	v.failed = true
	return false
}

// formatExpectation prints an error at an annotation, optionally
// underlining as many bytes as the expected text is long (upstream's
// ExpectedDiag::emitError).
func (v *Verifier) formatExpectation(e *expectation, msg string, withRange bool) string {
	if e.buf == nil {
		return FormatUnknown(Error, msg)
	}
	if withRange {
		return e.buf.format(e.off, Error, msg, Range{e.off, e.off + len(e.substring)})
	}
	return e.buf.format(e.off, Error, msg)
}

// formatDiag prints an error at a diagnostic's location, as upstream's
// SourceMgrDiagnosticHandler::emitDiagnostic.
func (v *Verifier) formatDiag(d Diag, msg string) string {
	if d.File == "" {
		if d.LocText != "" {
			msg = d.LocText + ": " + msg
		}
		return FormatUnknown(Error, msg)
	}
	if d.Line > 0 && d.Col > 0 {
		if fs := v.file(d.File); fs != nil {
			for _, b := range fs.bufs {
				if off, ok := b.locate(d.Line, d.Col); ok {
					return b.format(off, Error, msg)
				}
			}
		}
	}
	return FormatLoc(fmt.Sprintf("%s:%d:%d", d.File, d.Line, d.Col), Error, msg)
}

// locate maps a 1-based line and column to a byte offset like
// llvm::SourceMgr::FindLocForLineAndColumn.
func (b *buffer) locate(line, col int) (int, bool) {
	line -= b.lineOffset
	starts := b.lineStarts()
	if line < 1 || line > len(starts) {
		return 0, false
	}
	p := starts[line-1]
	c := col - 1
	if c > 0 {
		if p+c > len(b.data) {
			return 0, false
		}
		for _, ch := range b.data[p : p+c] {
			if ch == '\n' || ch == '\r' {
				return 0, false
			}
		}
		p += c
	}
	return p, true
}

// Messages returns, and removes from the queue, the messages produced so
// far: malformed annotations, then unexpected and near-miss diagnostics in
// the order they were handled. Each ends in a newline; concatenated they
// are the bytes upstream writes to stderr. Use it to interleave the
// verifier's output with other output; Finish returns whatever remains.
func (v *Verifier) Messages() []string {
	out := v.out
	v.out = nil
	return out
}

// Finish reports every expectation that was not matched and returns all
// messages not yet taken with Messages, in upstream's order: queued
// messages first, then the unmet expectations of each file (files in
// registration order, annotations in source order), then the unmet
// `@unknown` expectations, which upstream prints twice (the handler checks
// once explicitly and once more in its destructor, and only the per-file
// list is cleared in between). The unmet-expectation messages are
//
//	file:line:col: error: expected <severity> "<text>" was not produced
//
// located at the annotation, followed by the source line and a caret line
// underlining as many bytes as the expected text has. Only the first call
// reports unmet expectations.
func (v *Verifier) Finish() []string {
	if !v.finished {
		v.finished = true
		for _, fs := range v.files {
			for _, e := range fs.exp {
				v.notProduced(e)
			}
		}
		for range 2 {
			for _, e := range v.unknown {
				v.notProduced(e)
			}
		}
	}
	return v.Messages()
}

// FinishWithoutVerify returns the messages mlir-opt 22 prints at exit when
// it runs WITHOUT --verify-diagnostics on an input that has annotations:
// its verifier handler is created anyway (so malformed annotations are
// reported up front, see Parse) but never sees a diagnostic, and its
// destructor reports every expectation as not produced, `@unknown` ones
// only once. The exit status is not affected. Call it instead of Finish,
// without calling Handle.
func (v *Verifier) FinishWithoutVerify() []string {
	if !v.finished {
		v.finished = true
		for _, fs := range v.files {
			for _, e := range fs.exp {
				v.notProduced(e)
			}
		}
		for _, e := range v.unknown {
			v.notProduced(e)
		}
	}
	return v.Messages()
}

// notProduced queues the report of an unmet expectation.
func (v *Verifier) notProduced(e *expectation) {
	if !e.matched {
		v.failed = true
		v.out = append(v.out, v.formatExpectation(e,
			"expected "+e.kind.String()+" \""+e.substring+"\" was not produced", true))
	}
}

// Failed reports whether verification has failed so far: a malformed
// annotation, an unexpected or near-miss diagnostic (unless OnlyExpected),
// or, once Finish has run, an unmet expectation. mlir-opt
// --verify-diagnostics exits with status 1 exactly when this is true after
// Finish, and 0 otherwise, whatever errors were emitted.
func (v *Verifier) Failed() bool { return v.failed }
