// Package pass runs transformations over IR: passes anchored on an
// operation name (or any operation), nested pass managers, the textual
// pipeline syntax, pass options, analyses and instrumentation, with nested
// pipelines over isolated-from-above operations run in parallel.
package pass

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/gomlir/gomlir/ir"
)

// Pass is one transformation.
type Pass interface {
	// Run transforms op (an operation the pass is anchored on).
	Run(op *ir.Operation, st *State) error
}

// Info describes a registered pass.
type Info struct {
	// Argument is the name used on the command line and in pipelines.
	Argument string
	// Name is the display name used in IR dumps and timing (e.g. "CSE").
	Name    string
	Summary string
	// OpName is the anchor operation ("" runs on any operation).
	OpName string
	// New creates a pass and the option set bound to its fields.
	New func() (Pass, *Options)
}

// State is what a running pass may use besides the op.
type State struct {
	Ctx *ir.Context
	cfg *Config
	out io.Writer
	// Statistics are counters reported with --mlir-pass-statistics.
	Statistics map[string]int64
	// preserved marks that the IR was not changed (for analysis caching and
	// print-after-change).
	unchanged bool
	mu        sync.Mutex
}

// Stderr returns where passes print reports (print-op-stats,
// view-op-graph): Config.Stderr, or the process's standard error.
func (s *State) Stderr() io.Writer {
	if s.out != nil {
		return s.out
	}
	if s.cfg != nil && s.cfg.Stderr != nil {
		return s.cfg.Stderr
	}
	return os.Stderr
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
	cfg := s.cfg
	if cfg == nil {
		cfg = &Config{}
	}
	if pm.OpName != "any" && op.Name() != pm.OpName {
		return fmt.Errorf("can't run '%s' pass manager on '%s' op", pm.OpName, op.Name())
	}
	return pm.run(s.Ctx, op, cfg, w)
}

// Threads returns how many goroutines nested pipelines may use.
func (s *State) Threads() int {
	if s.cfg != nil && s.cfg.DisableThreading {
		return 1
	}
	return runtime.GOMAXPROCS(0)
}

// MarkUnchanged tells the pass manager the pass did not modify the IR.
func (s *State) MarkUnchanged() { s.unchanged = true }

// AddStatistic adds n to a named counter.
func (s *State) AddStatistic(name string, n int64) {
	s.mu.Lock()
	if s.Statistics == nil {
		s.Statistics = map[string]int64{}
	}
	s.Statistics[name] += n
	s.mu.Unlock()
}

var (
	registryMu sync.RWMutex
	registry   = map[string]*Info{}
)

// Register adds a pass to the global registry.
func Register(info *Info) {
	registryMu.Lock()
	registry[info.Argument] = info
	registryMu.Unlock()
}

// Lookup returns a registered pass by argument.
func Lookup(arg string) *Info {
	registryMu.RLock()
	defer registryMu.RUnlock()
	return registry[arg]
}

// Registered returns every registered pass sorted by argument.
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

// entry is one pipeline element: a pass or a nested pass manager.
type entry struct {
	info    *Info
	pass    Pass
	options *Options
	nested  *OpPassManager
}

// OpPassManager runs a pipeline on operations of one name ("any" for
// op-agnostic pipelines).
type OpPassManager struct {
	OpName  string
	entries []*entry
	// Implicit nests passes anchored on another operation in a nested
	// pipeline (upstream's Nesting::Implicit, used by mlir-opt).
	Implicit bool
}

// NewOpPassManager returns an empty pipeline anchored on opName.
func NewOpPassManager(opName string) *OpPassManager { return &OpPassManager{OpName: opName} }

// AddPass appends a pass created from info with its options.
func (pm *OpPassManager) AddPass(info *Info, p Pass, opts *Options) error {
	if info.OpName != "" && pm.OpName != "any" && info.OpName != pm.OpName && pm.Implicit {
		n := pm.Nest(info.OpName)
		n.Implicit = true
		return n.AddPass(info, p, opts)
	}
	if info.OpName != "" && pm.OpName != "any" && info.OpName != pm.OpName {
		return fmt.Errorf("Can't add pass '%s' restricted to '%s' on a PassManager intended to run on '%s', did you intend to nest?",
			info.Argument, info.OpName, pm.OpName)
	}
	pm.entries = append(pm.entries, &entry{info: info, pass: p, options: opts})
	return nil
}

// Nest returns a nested pipeline for ops named opName.
func (pm *OpPassManager) Nest(opName string) *OpPassManager {
	n := NewOpPassManager(opName)
	pm.entries = append(pm.entries, &entry{nested: n})
	return n
}

// Empty reports whether the pipeline has no passes.
func (pm *OpPassManager) Empty() bool { return len(pm.entries) == 0 }

// String prints the pipeline in textual form, as --dump-pass-pipeline.
func (pm *OpPassManager) String() string {
	var sb strings.Builder
	pm.write(&sb)
	return sb.String()
}

func (pm *OpPassManager) write(sb *strings.Builder) {
	sb.WriteString(pm.OpName)
	sb.WriteByte('(')
	for i, e := range pm.entries {
		if i > 0 {
			sb.WriteByte(',')
		}
		if e.nested != nil {
			e.nested.write(sb)
			continue
		}
		sb.WriteString(e.info.Argument)
		if !e.options.Empty() {
			sb.WriteString("{" + e.options.String() + "}")
		}
	}
	sb.WriteByte(')')
}

// NumPasses counts the passes of the pipeline, nested ones included.
func (pm *OpPassManager) NumPasses() int {
	n := 0
	for _, e := range pm.entries {
		if e.nested != nil {
			n += e.nested.NumPasses()
		} else {
			n++
		}
	}
	return n
}

// Pretty prints the pipeline on several lines, as --dump-pass-pipeline.
func (pm *OpPassManager) Pretty() string {
	var sb strings.Builder
	pm.pretty(&sb, 0)
	return sb.String()
}

func (pm *OpPassManager) pretty(sb *strings.Builder, indent int) {
	pad := strings.Repeat("  ", indent)
	sb.WriteString(pad + pm.OpName + "(\n")
	for i, e := range pm.entries {
		if e.nested != nil {
			e.nested.pretty(sb, indent+1)
		} else {
			sb.WriteString(pad + "  " + e.info.Argument)
			if !e.options.Empty() {
				sb.WriteString("{" + e.options.String() + "}")
			}
		}
		if i+1 < len(pm.entries) {
			sb.WriteString(",")
		}
		sb.WriteString("\n")
	}
	sb.WriteString(pad + ")")
}
