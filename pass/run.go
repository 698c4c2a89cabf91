package pass

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"
	"time"

	"github.com/gomlir/gomlir/ir"
)

// Instrumentation observes pass execution (IR printing, ...). Callbacks
// for nested pipelines may come from several goroutines; adaptors running
// nested pipelines are not reported.
type Instrumentation interface {
	BeforePass(info *Info, op *ir.Operation)
	AfterPass(info *Info, op *ir.Operation, changed bool)
	AfterPassFailed(info *Info, op *ir.Operation)
}

// Config controls execution.
type Config struct {
	// DisableThreading runs nested pipelines one op at a time.
	DisableThreading bool
	// VerifyEach verifies the IR after every pass.
	VerifyEach bool
	// Instrumentations are called around every pass, in order.
	Instrumentations []Instrumentation
	// Stderr receives the reports passes print (nil: os.Stderr).
	Stderr io.Writer
	// Report receives the diagnostics of failing passes (nil: the
	// context's handler). Under parallel nested pipelines they arrive in
	// IR order.
	Report func(*ir.Diagnostic)
	// Timing collects pass and analysis times when non-nil.
	Timing *Timing
	// Reproducer writes a reproducer when the pipeline fails or a pass
	// panics, when non-nil.
	Reproducer *Reproducer
	// ActionLog receives upstream's action log of pass executions
	// (--log-actions-to); OpText renders an operation for it.
	ActionLog io.Writer
	OpText    func(op *ir.Operation) string
	logMu     sync.Mutex
}

// logAction writes the begin line of a pass-execution action and returns
// the function writing its end line.
func (c *Config) logAction(name string, op *ir.Operation) func() {
	if c.ActionLog == nil {
		return func() {}
	}
	return c.action("`pass-execution` running `"+name+"` on Operation `"+op.Name()+"` ("+c.opText(op)+")", "pass-execution")
}

func (c *Config) opText(op *ir.Operation) string {
	if c.OpText != nil {
		return c.OpText(op)
	}
	return op.Name()
}

// action writes upstream's begin line of an action described by desc and
// returns the function writing its end line (naming tag).
func (c *Config) action(desc, tag string) func() {
	c.logMu.Lock()
	io.WriteString(c.ActionLog, "[thread mlir-opt] begins (no breakpoint) Action "+desc+"`\n")
	c.logMu.Unlock()
	return func() {
		c.logMu.Lock()
		io.WriteString(c.ActionLog, "[thread mlir-opt] completed `"+tag+"`\n")
		c.logMu.Unlock()
	}
}

// diagSink delivers diagnostics directly or buffers them for in-order
// replay.
type diagSink struct {
	mu     sync.Mutex
	direct func(*ir.Diagnostic)
	buf    []*ir.Diagnostic
}

func (s *diagSink) add(d *ir.Diagnostic) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.direct != nil {
		s.direct(d)
		return
	}
	s.buf = append(s.buf, d)
}

// exec is the state of one thread of execution of a pipeline.
type exec struct {
	ctx   *ir.Context
	cfg   *Config
	out   io.Writer
	sink  *diagSink
	timer *timerNode
	am    *analysisMap
}

func (x *exec) child(w io.Writer) *exec {
	c := *x
	c.out = w
	return &c
}

func (x *exec) report(d *ir.Diagnostic) { x.sink.add(d) }

// fail reports err (a diagnostic, or any error at an unknown location)
// unless it is ErrFailed, and returns ErrFailed.
func (x *exec) fail(err error) error {
	if err == ErrFailed {
		return err
	}
	d, ok := err.(*ir.Diagnostic)
	if !ok {
		d = ir.Errorf(x.ctx.UnknownLoc(), "%s", err.Error())
	}
	x.report(d)
	return ErrFailed
}

// Validate checks that every pass of the pipeline may be scheduled on its
// pass manager (interface passes need an operation implementing their
// interface).
func (pm *OpPassManager) Validate(ctx *ir.Context) error {
	pm.finalize(ctx)
	if err := pm.checkSchedulable(ctx); err != nil {
		return err
	}
	// The dialects passes create operations of must be available before
	// the pipeline runs (upstream loads them; gomlir's contexts register
	// every dialect they know up front).
	for _, d := range pm.DependentDialects() {
		if !ctx.IsDialectRegistered(d) {
			return fmt.Errorf("the pass pipeline depends on dialect '%s', which is not registered", d)
		}
	}
	return nil
}

// Run executes the pipeline on op. A pipeline anchored on another
// operation is an error returned as a diagnostic; failures of passes are
// reported (Config.Report) and give ErrFailed.
func (pm *OpPassManager) Run(ctx *ir.Context, op *ir.Operation, cfg *Config) error {
	if cfg == nil {
		cfg = &Config{}
	}
	if pm.OpName != "any" && op.Name() != pm.OpName {
		return ir.Errorf(op.Loc(), "can't run '%s' pass manager on '%s' op", pm.OpName, op.Name())
	}
	pm.finalize(ctx)
	var out io.Writer = os.Stderr
	if cfg.Stderr != nil {
		out = cfg.Stderr
	}
	report := cfg.Report
	if report == nil {
		report = ctx.Report
	}
	x := &exec{ctx: ctx, cfg: cfg, out: out, sink: &diagSink{direct: report}, am: newAnalysisMap(op)}
	if cfg.Timing != nil {
		x.timer = cfg.Timing.root
	}
	if r := cfg.Reproducer; r != nil {
		return r.run(pm, x, op)
	}
	return pm.runPipeline(x, op)
}

// runPipeline runs every element of pm on op, stopping at the first
// failure.
func (pm *OpPassManager) runPipeline(x *exec, op *ir.Operation) error {
	for _, e := range pm.entries {
		if err := x.run(e, op); err != nil {
			return err
		}
	}
	return nil
}

// run executes one element on op, with instrumentation, timing, analysis
// invalidation and verification.
// threads returns how many goroutines nested pipelines may use.
func (x *exec) threads() int {
	if x.cfg.DisableThreading {
		return 1
	}
	return runtime.GOMAXPROCS(0)
}

func (x *exec) run(e *entry, op *ir.Operation) error {
	if !op.IsRegistered() {
		d := op.EmitOpError("trying to schedule a pass on an unregistered operation")
		return x.fail(d)
	}
	if !op.HasTrait(ir.TraitIsolatedFromAbove) {
		d := op.EmitOpError("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'")
		return x.fail(d)
	}
	if e.nested != nil {
		ax := *x
		if x.timer != nil {
			ax.timer = x.timer.child(e, e.adaptorName())
			if len(e.nested) <= 1 {
				ax.timer.hidden = true
			}
			defer ax.timer.start()()
		}
		done := x.cfg.logAction("mlir::detail::OpToOpPassAdaptor", op)
		err := ax.runAdaptor(e, op)
		done()
		if err == nil && x.cfg.VerifyEach {
			if verr := ir.VerifyNonRecursive(x.ctx, op); verr != nil {
				err = x.fail(verr)
			}
		}
		return err
	}
	for _, in := range x.cfg.Instrumentations {
		in.BeforePass(e.info, op)
	}
	r := x.cfg.Reproducer
	if r != nil {
		r.before(e, op)
	}
	st := &State{Ctx: x.ctx, x: x, e: e, op: op}
	var stop func()
	if x.timer != nil {
		st.x = x.child(x.out)
		st.x.timer = x.timer.child(e, e.name())
		stop = st.x.timer.start()
	}
	done := x.cfg.logAction(e.name(), op)
	err := e.pass.Run(op, st)
	done()
	if stop != nil {
		stop()
	}
	if err != nil {
		err = x.fail(err)
	} else {
		x.am.invalidate(op, st)
		if x.cfg.VerifyEach && !st.unchanged {
			if verr := ir.VerifyWithContext(x.ctx, op); verr != nil {
				err = x.fail(verr)
			}
		}
	}
	if err != nil {
		for _, in := range x.cfg.Instrumentations {
			in.AfterPassFailed(e.info, op)
		}
		if r != nil {
			r.failed(x, e, op)
		}
		return err
	}
	for _, in := range x.cfg.Instrumentations {
		in.AfterPass(e.info, op, !st.unchanged)
	}
	if r != nil {
		r.after(e, op)
	}
	return nil
}

// managerFor returns the nested pass manager of the adaptor that runs on
// op (an exact name match first, then an op-agnostic one that can be
// scheduled on it), or nil.
func managerFor(e *entry, op *ir.Operation) *OpPassManager {
	name := op.Name()
	for _, pm := range e.nested {
		if pm.OpName == name {
			return pm
		}
	}
	for _, pm := range e.nested {
		if pm.OpName == "any" && pm.canScheduleOn(op) {
			return pm
		}
	}
	return nil
}

// runAdaptor runs the adaptor's nested pipelines on the ops directly
// inside op's regions, in parallel when allowed. As upstream, every op is
// processed even when one fails; diagnostics and what the passes print
// reach the output in IR order, whatever the threading.
func (x *exec) runAdaptor(e *entry, op *ir.Operation) error {
	type target struct {
		op *ir.Operation
		pm *OpPassManager
	}
	var targets []target
	for i := 0; i < op.NumRegions(); i++ {
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			for c := b.First(); c != nil; c = c.NextInBlock() {
				if pm := managerFor(e, c); pm != nil {
					targets = append(targets, target{c, pm})
				}
			}
		}
	}
	runOne := func(parent *exec, t target) error {
		c := *parent
		cx := &c
		cx.am = x.am.nest(t.op, op)
		if x.timer != nil {
			cx.timer = x.timer.child(t.pm, "'"+t.pm.OpName+"' Pipeline")
			defer cx.timer.start()()
		}
		return t.pm.runPipeline(cx, t.op)
	}
	workers := x.threads()
	if workers < 2 || len(targets) < 2 || x.cfg.Reproducer != nil {
		failed := false
		for _, t := range targets {
			if runOne(x, t) != nil {
				failed = true
			}
		}
		if failed {
			return ErrFailed
		}
		return nil
	}
	errs := make([]error, len(targets))
	bufs := make([]bytes.Buffer, len(targets))
	sinks := make([]diagSink, len(targets))
	ir.ParallelFor(workers, len(targets), func(i int) {
		cx := x.child(&bufs[i])
		cx.sink = &sinks[i]
		errs[i] = runOne(cx, targets[i])
	})
	var failed bool
	for i, err := range errs {
		x.out.Write(bufs[i].Bytes())
		for _, d := range sinks[i].buf {
			x.report(d)
		}
		if err != nil {
			failed = true
		}
	}
	if failed {
		return ErrFailed
	}
	return nil
}

// timerNode is one timer of the execution time report: a pass, an
// analysis, a pipeline or an adaptor, keyed under its parent by identity.
type timerNode struct {
	name     string
	key      any
	hidden   bool
	mu       sync.Mutex
	wall     time.Duration
	children []*timerNode
}

// child returns the timer of key under t, creating it named name.
func (t *timerNode) child(key any, name string) *timerNode {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, c := range t.children {
		if c.key == key {
			return c
		}
	}
	c := &timerNode{name: name, key: key}
	t.children = append(t.children, c)
	return c
}

// start starts measuring and returns the function stopping it.
func (t *timerNode) start() func() {
	begin := time.Now()
	return func() {
		d := time.Since(begin)
		t.mu.Lock()
		t.wall += d
		t.mu.Unlock()
	}
}
