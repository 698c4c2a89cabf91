package pass

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// Reproducer generates crash and failure reproducers
// (--mlir-pass-pipeline-crash-reproducer): when the pipeline fails or a
// pass panics, the IR before the failing pipeline (or, Local, before the
// failing pass) is written with the pipeline that reproduces the failure.
type Reproducer struct {
	// Path is the file written.
	Path string
	// Local reduces the reproducer to the failing pass and the operation
	// it ran on (threading must be disabled).
	Local bool
	// Print renders the operation with the reproducer's resources
	// (pipeline, disable_threading, verify_each) into the file; it returns
	// an error message, "" on success.
	Print func(path string, op *ir.Operation, pipeline string, disableThreading, verifyEach bool) string

	// running holds the passes running (outermost first) and, Local, the
	// IR snapshot taken before each.
	running []reproFrame
	// snapshot is the IR before the whole pipeline (not Local).
	snapshot *ir.Operation
	pipeline string
	failedOn bool
	// done marks that the reproducer of the whole pipeline was written.
	done bool
	cfg  *Config
	ctx  *ir.Context
}

type reproFrame struct {
	e        *entry
	op       *ir.Operation
	snapshot *ir.Operation
	pipeline string
}

// panicError is a pass panic caught while generating reproducers.
type panicError struct{ v any }

func (p panicError) Error() string { return fmt.Sprint(p.v) }

// run executes pm under the reproducer.
func (r *Reproducer) run(pm *OpPassManager, x *exec, op *ir.Operation) (err error) {
	r.cfg, r.ctx = x.cfg, x.ctx
	r.running, r.failedOn, r.done = nil, false, false
	if !r.Local {
		var sb strings.Builder
		pm.writeElements(&sb)
		r.pipeline = op.Name() + "(" + sb.String() + ")"
		r.snapshot = op.Clone(x.ctx, ir.NewMapping())
	}
	defer func() {
		if v := recover(); v != nil {
			r.finalize(x, op)
			err = ErrFailed
		}
	}()
	err = pm.runPipeline(x, op)
	if err != nil && len(r.running) > 0 {
		r.finalize(x, op)
	}
	return err
}

// before records that e starts on op.
func (r *Reproducer) before(e *entry, op *ir.Operation) {
	f := reproFrame{e: e, op: op}
	if r.Local {
		var scopes []string
		top := op
		for p := op; p.ParentOp() != nil; p = p.ParentOp() {
			scopes = append(scopes, p.Name())
			top = p.ParentOp()
		}
		var sb strings.Builder
		sb.WriteString(top.Name() + "(")
		for i := len(scopes) - 1; i >= 0; i-- {
			sb.WriteString(scopes[i] + "(")
		}
		e.write(&sb)
		sb.WriteString(strings.Repeat(")", len(scopes)+1))
		f.pipeline = sb.String()
		f.snapshot = top.Clone(r.ctx, ir.NewMapping())
	}
	r.running = append(r.running, f)
}

// after removes the record of e on op.
func (r *Reproducer) after(e *entry, op *ir.Operation) {
	for i := len(r.running) - 1; i >= 0; i-- {
		if r.running[i].e == e && r.running[i].op == op {
			r.running = append(r.running[:i], r.running[i+1:]...)
			return
		}
	}
}

// failed generates the reproducer of the first failure, at op.
func (r *Reproducer) failed(x *exec, e *entry, op *ir.Operation) {
	if r.failedOn {
		return
	}
	r.failedOn = true
	r.finalize(x, op)
}

// finalize writes the reproducer and reports upstream's error at loc's
// operation.
func (r *Reproducer) finalize(x *exec, at *ir.Operation) {
	if len(r.running) == 0 || !r.Local && r.done {
		return
	}
	r.done = true
	d := at.EmitError("Failures have been detected while processing an MLIR pass pipeline")
	d.Op = nil
	describe := func(f reproFrame) string {
		s := "`" + f.e.name() + "` on '" + f.op.Name() + "' operation"
		if ir.IsSymbol(f.op) {
			if n, ok := ir.SymbolName(f.op); ok {
				s += ": @" + n
			}
		}
		return s
	}
	var note string
	if !r.Local {
		parts := make([]string, len(r.running))
		for i, f := range r.running {
			parts[i] = describe(f)
		}
		note = "Pipeline failed while executing [" + strings.Join(parts, ", ") + "]: " + r.write(r.snapshot, r.pipeline)
	} else {
		f := r.running[len(r.running)-1]
		note = "Pipeline failed while executing " + describe(f) + ": " + r.write(f.snapshot, f.pipeline)
	}
	d.AttachNote(at.Loc(), "%s", note)
	r.running = nil
	x.sink.add(d)
}

func (r *Reproducer) write(op *ir.Operation, pipeline string) string {
	if msg := r.Print(r.Path, op, pipeline, r.cfg.DisableThreading, r.cfg.VerifyEach); msg != "" {
		return "failed to create output stream: " + msg
	}
	return "reproducer generated at `" + r.Path + "`"
}
