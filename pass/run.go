package pass

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"

	"github.com/gomlir/gomlir/ir"
)

// Instrumentation observes pass execution (IR printing, timing, ...).
// Callbacks for nested pipelines may come from several goroutines.
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
	// Statistics accumulates the pass statistics when non-nil.
	Statistics map[string]map[string]int64
	statsMu    sync.Mutex
}

// Run executes the pipeline on op.
func (pm *OpPassManager) Run(ctx *ir.Context, op *ir.Operation, cfg *Config) error {
	if cfg == nil {
		cfg = &Config{}
	}
	if pm.OpName != "any" && op.Name() != pm.OpName {
		return fmt.Errorf("can't run '%s' pass manager on '%s' op", pm.OpName, op.Name())
	}
	var out io.Writer = os.Stderr
	if cfg.Stderr != nil {
		out = cfg.Stderr
	}
	return pm.run(ctx, op, cfg, out)
}

// run executes the pipeline on op; out receives what the passes print.
func (pm *OpPassManager) run(ctx *ir.Context, op *ir.Operation, cfg *Config, out io.Writer) error {
	for _, e := range pm.entries {
		if e.nested != nil {
			if err := e.nested.runOnChildren(ctx, op, cfg, out); err != nil {
				return err
			}
			continue
		}
		if err := runPass(ctx, e, op, cfg, out); err != nil {
			return err
		}
	}
	return nil
}

func runPass(ctx *ir.Context, e *entry, op *ir.Operation, cfg *Config, out io.Writer) error {
	for _, in := range cfg.Instrumentations {
		in.BeforePass(e.info, op)
	}
	st := &State{Ctx: ctx, cfg: cfg, out: out}
	err := e.pass.Run(op, st)
	if err == nil && cfg.VerifyEach {
		err = ir.VerifyWithContext(ctx, op)
	}
	if err != nil {
		for _, in := range cfg.Instrumentations {
			in.AfterPassFailed(e.info, op)
		}
		return err
	}
	for _, in := range cfg.Instrumentations {
		in.AfterPass(e.info, op, !st.unchanged)
	}
	if cfg.Statistics != nil && len(st.Statistics) > 0 {
		cfg.statsMu.Lock()
		m := cfg.Statistics[e.info.Argument]
		if m == nil {
			m = map[string]int64{}
			cfg.Statistics[e.info.Argument] = m
		}
		for k, v := range st.Statistics {
			m[k] += v
		}
		cfg.statsMu.Unlock()
	}
	return nil
}

// runOnChildren runs the nested pipeline on the ops directly inside op's
// regions whose name matches, in parallel when allowed. The error returned
// is the one of the first failing op in IR order, whatever the threading,
// and what the passes print reaches out in IR order too.
func (pm *OpPassManager) runOnChildren(ctx *ir.Context, op *ir.Operation, cfg *Config, out io.Writer) error {
	var targets []*ir.Operation
	for i := 0; i < op.NumRegions(); i++ {
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			for c := b.First(); c != nil; c = c.NextInBlock() {
				if pm.OpName == "any" || c.Name() == pm.OpName {
					targets = append(targets, c)
				}
			}
		}
	}
	for _, t := range targets {
		if !t.HasTrait(ir.TraitIsolatedFromAbove) && t.IsRegistered() {
			return ir.Errorf(t.Loc(), "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'")
		}
	}
	workers := runtime.GOMAXPROCS(0)
	if cfg.DisableThreading || workers < 2 || len(targets) < 2 {
		for _, t := range targets {
			if err := pm.run(ctx, t, cfg, out); err != nil {
				return err
			}
		}
		return nil
	}
	errs := make([]error, len(targets))
	bufs := make([]bytes.Buffer, len(targets))
	var next int
	var mu sync.Mutex
	var wg sync.WaitGroup
	if workers > len(targets) {
		workers = len(targets)
	}
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= len(targets) {
					return
				}
				errs[i] = pm.run(ctx, targets[i], cfg, &bufs[i])
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		out.Write(bufs[i].Bytes())
		if err != nil {
			return err
		}
	}
	return nil
}
