// Package pass runs transformations over IR: passes anchored on an
// operation name, an op interface or any operation, nested pass managers,
// the textual pipeline syntax, pass options and statistics, analyses with
// preservation, instrumentation (IR printing, timing, crash reproducers),
// with nested pipelines over isolated-from-above operations run in
// parallel.
package pass

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"sync"

	"github.com/gomlir/gomlir/ir"
)

// Pass is one transformation.
type Pass interface {
	// Run transforms op (an operation the pass is anchored on).
	Run(op *ir.Operation, st *State) error
}

// ErrFailed is returned by a pass that failed after reporting its
// diagnostics (or silently, as upstream's signalPassFailure), and by the
// pass manager when a pass failed.
var ErrFailed = errors.New("pass failed")

// Statistic declares a counter of a pass (upstream's Pass::Statistic).
type Statistic struct {
	Name, Desc string
}

// Info describes a registered pass or pass pipeline.
type Info struct {
	// Argument is the name used on the command line and in pipelines.
	Argument string
	// Name is the display name used in IR dumps, timing and diagnostics
	// (e.g. "CSE").
	Name    string
	Summary string
	// OpName is the anchor operation ("" runs on any operation unless
	// Interface is set).
	OpName string
	// Interface anchors the pass on the registered operations implementing
	// the named op interface (upstream's InterfacePass).
	Interface string
	// New creates a pass and the option set bound to its fields.
	New func() (Pass, *Options)
	// Pipeline, set instead of New, makes the registration a pass
	// pipeline (upstream's PassPipelineRegistration): it returns the
	// options and a function adding the pipeline's passes to a pass
	// manager.
	Pipeline func() (*Options, func(pm *OpPassManager) error)
	// Statistics are the pass's counters, in declaration order.
	Statistics []Statistic
	// Dependent lists the dialects the pass may create operations of;
	// they are loaded before the pipeline runs.
	Dependent []string
}

// IsPipeline reports whether the registration is a pass pipeline.
func (i *Info) IsPipeline() bool { return i.Pipeline != nil }

// State is what a running pass may use besides the op.
type State struct {
	Ctx *ir.Context
	x   *exec
	e   *entry
	op  *ir.Operation
	// unchanged marks that the IR was not changed (every analysis is
	// preserved; also used by print-after-change).
	unchanged bool
	preserved map[string]bool
}

// Stderr returns where passes print reports (print-op-stats,
// view-op-graph): the writer of the running pipeline, Config.Stderr, or
// the process's standard error.
func (s *State) Stderr() io.Writer {
	if s.x != nil && s.x.out != nil {
		return s.x.out
	}
	return os.Stderr
}

// Report emits a diagnostic (a remark, a warning, or an error before
// returning ErrFailed); under parallel nested pipelines diagnostics are
// delivered in IR order.
func (s *State) Report(d *ir.Diagnostic) {
	if s.x != nil {
		s.x.report(d)
		return
	}
	s.Ctx.Report(d)
}

// RunPipeline runs a dynamic pipeline on op (the pass's operation or one
// nested in it) with the configuration of the running pass manager, as
// upstream's Pass::runPipeline.
func (s *State) RunPipeline(pm *OpPassManager, op *ir.Operation) error {
	return s.RunPipelineTo(pm, op, s.Stderr())
}

// RunPipelineTo is RunPipeline with what the passes print sent to w (for
// passes running pipelines concurrently that replay the output in order).
func (s *State) RunPipelineTo(pm *OpPassManager, op *ir.Operation, w io.Writer) error {
	if s.op != nil && op != s.op && !s.op.IsProperAncestor(op) {
		d := op.EmitOpError("Trying to schedule a dynamic pipeline on an operation that isn't nested under the current operation the pass is processing")
		s.Report(d)
		return ErrFailed
	}
	if pm.OpName != "any" && op.Name() != pm.OpName {
		return fmt.Errorf("can't run '%s' pass manager on '%s' op", pm.OpName, op.Name())
	}
	pm.finalize(s.Ctx)
	if s.x == nil {
		return pm.Run(s.Ctx, op, &Config{Stderr: w})
	}
	x := s.x.child(w)
	x.am = s.x.am.nest(op, s.op)
	if x.timer != nil {
		// As upstream's pass timing, pipelines run by a pass (not an
		// adaptor) are timed under the root.
		x.timer = s.x.cfg.Timing.root.child("pipeline "+pm.OpName, "'"+pm.OpName+"' Pipeline")
		defer x.timer.start()()
	}
	return pm.runPipeline(x, op)
}

// Threads returns how many goroutines nested pipelines may use.
func (s *State) Threads() int {
	if s.x == nil {
		return runtime.GOMAXPROCS(0)
	}
	return s.x.threads()
}

// MarkUnchanged tells the pass manager the pass did not modify the IR:
// every analysis is preserved.
func (s *State) MarkUnchanged() { s.unchanged = true }

// Preserve marks the named analyses as preserved by the pass.
func (s *State) Preserve(names ...string) {
	if s.preserved == nil {
		s.preserved = map[string]bool{}
	}
	for _, n := range names {
		s.preserved[n] = true
	}
}

// Analysis returns the analysis named name of the pass's operation,
// computing it with compute unless a valid one is cached (upstream's
// getAnalysis). Analyses a pass does not preserve are dropped when it
// changes the IR.
func (s *State) Analysis(name string, compute func() any) any {
	if s.x == nil {
		return compute()
	}
	return s.x.analysis(s.op, name, compute)
}

// ActionLogging reports whether an action log is requested.
func (s *State) ActionLogging() bool { return s.x != nil && s.x.cfg.ActionLog != nil }

// Action logs the start of an action of the running pass when an action
// log is requested (--log-actions-to): desc describes it, given the
// operation's text (its name and attributes, regions elided); the
// function returned logs its end under tag. It returns nil without a log.
func (s *State) Action(op *ir.Operation, tag string, desc func(opText string) string) func() {
	if s.x == nil || s.x.cfg.ActionLog == nil {
		return nil
	}
	c := s.x.cfg
	return c.action(desc(c.opText(op)), tag)
}

// AddStatistic adds n to a counter of the running pass.
func (s *State) AddStatistic(name string, n int64) {
	if s.e != nil {
		s.e.addStat(name, n)
	}
}

// DumpPipelineOut receives what pipelines print while they are built
// (test-dump-pipeline).
var DumpPipelineOut io.Writer = os.Stderr

var (
	registryMu sync.RWMutex
	registry   = map[string]*Info{}
)

// Register adds a pass or pass pipeline to the global registry. A pass
// anchored on an interface name that no interface type is registered
// under (ir.RegisterInterface), or an argument registered twice, panics.
func Register(info *Info) {
	if info.Interface != "" && !ir.IsInterfaceName(info.Interface) {
		panic("pass " + info.Argument + ": unknown op interface " + info.Interface)
	}
	registryMu.Lock()
	defer registryMu.Unlock()
	if registry[info.Argument] != nil {
		panic("pass " + info.Argument + " registered twice")
	}
	registry[info.Argument] = info
}

// Lookup returns a registered pass by argument.
func Lookup(arg string) *Info {
	registryMu.RLock()
	defer registryMu.RUnlock()
	return registry[arg]
}

// Registered returns every registered pass and pipeline sorted by
// argument.
func Registered() []*Info {
	registryMu.RLock()
	out := make([]*Info, 0, len(registry))
	for _, i := range registry {
		out = append(out, i)
	}
	registryMu.RUnlock()
	sort.Slice(out, func(a, b int) bool { return out[a].Argument < out[b].Argument })
	return out
}
