package optmain

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/transforms"
)

// progName is the program name the command-line library prefixes its
// messages with.
func progName() string { return filepath.Base(os.Args[0]) }

// pipeline builds the pass manager the options ask for (nil: none); top
// is the name of the root operation, the anchor of pass flags.
func (d *driver) pipeline(text, top string) (*pass.OpPassManager, error) {
	if text != "" || d.o.PipelineGiven && !d.o.RunReproducer {
		if len(d.o.Pipeline) > 0 {
			return nil, fmt.Errorf("'-pass-pipeline' option can't be used with individual pass options")
		}
		return pass.ParsePipeline(text)
	}
	if len(d.o.Pipeline) == 0 {
		return nil, nil
	}
	pm := pass.NewOpPassManager(top)
	// As mlir-opt's pass manager, pass flags anchored on other operations
	// nest implicitly.
	pm.Implicit = true
	// As upstream's pass flags, each is added on its own: an error is the
	// one of its options, without the textual pipeline's context.
	for _, elem := range d.o.Pipeline {
		name, opts, _ := strings.Cut(elem, "{")
		opts = strings.TrimSuffix(opts, "}")
		if err := pass.AddPass(pm, pass.Lookup(name), opts); err != nil {
			return nil, err
		}
	}
	return pm, nil
}

// reproducerConfig is the mlir_reproducer resource of a reproducer file.
type reproducerConfig struct {
	pipeline                     string
	disableThreading, verifyEach bool
}

// readReproducer finds the mlir_reproducer resource of the input.
func readReproducer(res *ir.ResourceStore) (*reproducerConfig, bool) {
	if res == nil {
		return nil, false
	}
	for _, e := range res.External {
		if e.Key != "mlir_reproducer" {
			continue
		}
		rc := &reproducerConfig{}
		for _, en := range e.Entries {
			switch en.Key {
			case "pipeline":
				if v, err := strconv.Unquote(en.Value); err == nil {
					rc.pipeline = v
				} else {
					rc.pipeline = strings.Trim(en.Value, "\"")
				}
			case "disable_threading":
				rc.disableThreading = en.Value == "true"
			case "verify_each":
				rc.verifyEach = en.Value == "true"
			}
		}
		return rc, true
	}
	return nil, false
}

// reportPipelineError emits a pipeline construction error as upstream:
// the command-line library's notice first, then the error diagnostic.
func (d *driver) reportPipelineError(ctx *ir.Context, err error) {
	var pe *pass.PipelineError
	if errors.As(err, &pe) && pe.Notice != "" {
		io.WriteString(d.stderr, progName()+": "+pe.Notice+"\n")
	}
	d.emit(ctx, ir.Errorf(ctx.UnknownLoc(), "%s", err.Error()))
}

// runPasses runs the pass pipeline the options ask for on the parsed
// input; it reports whether the output should be printed.
func (d *driver) runPasses(ctx *ir.Context, f *asm.File) bool {
	o := d.o
	text := o.PipelineText
	disableThreading, verifyEach := o.DisableThreading, o.VerifyEach
	if o.RunReproducer {
		rc, ok := readReproducer(f.Resources)
		if !ok {
			d.emit(ctx, ir.Errorf(ctx.UnknownLoc(), "expected mlir_reproducer resource in the input"))
			return false
		}
		text, disableThreading, verifyEach = rc.pipeline, rc.disableThreading, rc.verifyEach
	}
	pm, err := d.pipeline(text, f.Op.Name())
	if err != nil {
		d.reportPipelineError(ctx, err)
		return false
	}
	if pm == nil {
		return true
	}
	if o.DumpPipeline {
		io.WriteString(d.stderr, "Pass Manager with "+strconv.Itoa(pm.NumPasses())+" passes:\n"+pm.Pretty()+"\n\n")
	}
	if err := pm.Validate(ctx); err != nil {
		d.emit(ctx, ir.Errorf(ctx.UnknownLoc(), "%s", err.Error()))
		return false
	}
	cfg := &pass.Config{DisableThreading: disableThreading, VerifyEach: verifyEach, Stderr: d.stderr,
		Report: func(diag *ir.Diagnostic) { d.show(ctx, diag) }, Timing: d.timing}
	transforms.SetPrintFlags(o.Print)
	if o.PrintIRModuleScope && !disableThreading {
		d.emit(ctx, ir.Errorf(ctx.UnknownLoc(), "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first."))
		return false
	}
	if in := d.irPrinter(ctx); in != nil {
		cfg.Instrumentations = append(cfg.Instrumentations, in)
		cfg.DisableThreading = true
	}
	if o.Reproducer != "" {
		if o.LocalReproducer && !disableThreading {
			d.emit(ctx, ir.Errorf(ctx.UnknownLoc(), "Local crash reproduction may not be used without disabling mutli-threading first."))
			return false
		}
		cfg.Reproducer = &pass.Reproducer{Path: o.Reproducer, Local: o.LocalReproducer,
			Print: func(path string, op *ir.Operation, pipeline string, dt, ve bool) string {
				return writeReproducer(ctx, f.Resources, path, op, pipeline, dt, ve)
			}}
	}
	if o.ActionLog != "" {
		w, closeLog, err := d.actionLog(o.ActionLog)
		if err != nil {
			d.emit(ctx, ir.Errorf(ctx.UnknownLoc(), "%s", err.Error()))
			return false
		}
		defer closeLog()
		io.WriteString(d.stderr, "ExecutionContext registered on the context\n")
		cfg.ActionLog = w
		cfg.OpText = func(op *ir.Operation) string {
			return asm.OpString(ctx, op, asm.Flags{SkipRegions: true})
		}
	}
	// Passes may print to standard output (upstream's llvm::outs()):
	// what earlier chunks printed goes first.
	d.out.Flush()
	// As upstream, what passes report through the context does not decide
	// the exit status either: the pipeline's result does.
	ctx.SetDiagHandler(func(diag *ir.Diagnostic) { d.show(ctx, diag) })
	err = pm.Run(ctx, f.Op, cfg)
	ctx.SetDiagHandler(func(diag *ir.Diagnostic) { d.emit(ctx, diag) })
	if o.Statistics {
		pm.WriteStatistics(d.stderr, o.StatisticsDisplay)
	}
	if err != nil {
		if err != pass.ErrFailed {
			diag, ok := err.(*ir.Diagnostic)
			if !ok {
				diag = ir.Errorf(ctx.UnknownLoc(), "%s", err.Error())
			}
			d.emit(ctx, diag)
		}
		d.failed = true
		return false
	}
	return true
}

// actionLog opens the action log destination ("-" is standard output,
// written through the driver's buffer).
func (d *driver) actionLog(path string) (io.Writer, func(), error) {
	if path == "-" {
		return d.out, func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, nil, fmt.Errorf("cannot open %s: %v", path, err)
	}
	return f, func() { f.Close() }, nil
}

// writeReproducer writes op with the mlir_reproducer resource to path;
// it returns an error message, "" on success.
func writeReproducer(ctx *ir.Context, res *ir.ResourceStore, path string, op *ir.Operation, pipeline string, disableThreading, verifyEach bool) string {
	store := &ir.ResourceStore{}
	if res != nil {
		*store = *res
		store.External = nil
		for _, e := range res.External {
			if e.Key != "mlir_reproducer" {
				store.External = append(store.External, e)
			}
		}
	}
	store.External = append(store.External, ir.ExternalResource{Key: "mlir_reproducer", Entries: []ir.ResourceEntry{
		{Key: "pipeline", Value: strconv.Quote(pipeline)},
		{Key: "disable_threading", Value: strconv.FormatBool(disableThreading)},
		{Key: "verify_each", Value: strconv.FormatBool(verifyEach)},
	}})
	var buf bytes.Buffer
	if err := asm.Print(&buf, ctx, op, store, asm.Flags{}); err != nil {
		return err.Error()
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return err.Error()
	}
	return ""
}
