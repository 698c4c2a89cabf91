package ir

import "fmt"

// Severity is the kind of a diagnostic.
type Severity uint8

// Diagnostic severities.
const (
	SeverityError Severity = iota
	SeverityWarning
	SeverityRemark
	SeverityNote
)

// String returns the word printed for the severity.
func (s Severity) String() string {
	switch s {
	case SeverityWarning:
		return "warning"
	case SeverityRemark:
		return "remark"
	case SeverityNote:
		return "note"
	}
	return "error"
}

// Diagnostic is an error, warning, remark or note at a location, with
// attached notes. It implements error.
type Diagnostic struct {
	Severity Severity
	Loc      Location
	Message  string
	Notes    []*Diagnostic
	// Op is the operation the diagnostic is about, for
	// `see current operation:` notes (may be nil).
	Op *Operation
	// AppendOp, when set, is printed (generic form, local scope) after the
	// message, as upstream's `diag << op`.
	AppendOp *Operation
}

// Error returns the message.
func (d *Diagnostic) Error() string { return d.Message }

// AttachNote appends a note and returns it.
func (d *Diagnostic) AttachNote(loc Location, format string, args ...any) *Diagnostic {
	n := &Diagnostic{Severity: SeverityNote, Loc: loc, Message: sprintf(format, args...)}
	d.Notes = append(d.Notes, n)
	return n
}

func sprintf(format string, args ...any) string {
	if len(args) == 0 {
		return format
	}
	return fmt.Sprintf(format, args...)
}

// Errorf returns an error diagnostic at loc.
func Errorf(loc Location, format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SeverityError, Loc: loc, Message: sprintf(format, args...)}
}

// EmitError returns an error diagnostic located at the operation.
func (op *Operation) EmitError(format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SeverityError, Loc: op.loc, Message: sprintf(format, args...), Op: op}
}

// EmitOpError returns an error diagnostic prefixed with `'name' op `.
func (op *Operation) EmitOpError(format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SeverityError, Loc: op.loc, Message: "'" + op.info.Name + "' op " + sprintf(format, args...), Op: op}
}

// EmitWarning returns a warning diagnostic located at the operation.
func (op *Operation) EmitWarning(format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SeverityWarning, Loc: op.loc, Message: sprintf(format, args...), Op: op}
}

// EmitRemark returns a remark located at the operation.
func (op *Operation) EmitRemark(format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SeverityRemark, Loc: op.loc, Message: sprintf(format, args...), Op: op}
}

// DiagHandler receives diagnostics that are reported rather than returned
// (warnings and remarks emitted by passes, for example).
type DiagHandler func(*Diagnostic)

// SetDiagHandler installs the handler for reported diagnostics.
func (c *Context) SetDiagHandler(h DiagHandler) {
	c.mu.Lock()
	c.diagHandler = h
	c.mu.Unlock()
}

// Report delivers a diagnostic to the installed handler (dropped if none).
func (c *Context) Report(d *Diagnostic) {
	c.mu.RLock()
	h := c.diagHandler
	c.mu.RUnlock()
	if h != nil {
		h(d)
	}
}
