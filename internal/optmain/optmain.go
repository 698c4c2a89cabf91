// Package optmain implements the gomlir-opt command: read MLIR, verify,
// transform and print it, with upstream mlir-opt's flags.
package optmain

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/gomlir/gomlir/asm"
	_ "github.com/gomlir/gomlir/conversion/all" // registers the conversions
	"github.com/gomlir/gomlir/dialect/all"
	_ "github.com/gomlir/gomlir/dialect/bufferization/oneshot"    // registers one-shot-bufferize
	_ "github.com/gomlir/gomlir/dialect/bufferization/transforms" // registers the bufferization passes
	_ "github.com/gomlir/gomlir/dialect/llvm/transforms"          // registers the llvm passes
	_ "github.com/gomlir/gomlir/dialect/memref/transforms"        // registers the memref passes
	_ "github.com/gomlir/gomlir/dialect/tensor/transforms"        // registers fold-tensor-subset-ops
	"github.com/gomlir/gomlir/dialect/testdialect"
	"github.com/gomlir/gomlir/internal/diagrender"
	"github.com/gomlir/gomlir/internal/diagverify"
	"github.com/gomlir/gomlir/internal/splitinput"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
	_ "github.com/gomlir/gomlir/transforms" // registers the passes
)

// Options are the parsed command-line options.
type Options struct {
	Input             string
	Output            string
	AllowUnregistered bool
	SplitInputFile    bool
	SplitMarker       string
	VerifyDiagnostics bool
	// OnlyExpected (--verify-diagnostics=only-expected) checks only that
	// expected diagnostics are produced.
	OnlyExpected      bool
	NoImplicitModule  bool
	VerifyEach        bool
	DisableThreading  bool
	PrintOpOnDiag     bool
	Print             asm.Flags
	outputSplitMarker string
	// Pipeline is the pass pipeline from --pass-pipeline or pass flags,
	// as elements of the top-level builtin.module pipeline.
	Pipeline []string
	// PipelineText is the full --pass-pipeline value; PipelineGiven
	// records the flag (even empty).
	PipelineText  string
	PipelineGiven bool
	// ListPasses prints the registered passes (--list-passes).
	ListPasses bool
	// IR printing instrumentation (--mlir-print-ir-*).
	PrintIRBeforeAll, PrintIRAfterAll, PrintIRAfterChange, PrintIRAfterFailure, PrintIRModuleScope bool
	PrintIRBefore, PrintIRAfter                                                                    []string
	// DumpPipeline prints the pass pipeline (--dump-pass-pipeline).
	DumpPipeline bool
	// Timing reports execution times (--mlir-timing) as a list or tree,
	// in text or JSON (--mlir-output-format).
	Timing        bool
	TimingDisplay pass.TimingDisplay
	JSONOutput    bool
	// Statistics reports the pass statistics (--mlir-pass-statistics).
	Statistics        bool
	StatisticsDisplay pass.StatisticsDisplay
	// Reproducer is the crash reproducer file
	// (--mlir-pass-pipeline-crash-reproducer), LocalReproducer its
	// reduction to the failing pass.
	Reproducer      string
	LocalReproducer bool
	// RunReproducer takes the pipeline and flags from the input's
	// mlir_reproducer resource (--run-reproducer).
	RunReproducer bool
	// ActionLog is the file receiving the action log (--log-actions-to).
	ActionLog string
	// Bytecode holds the bytecode output flags.
	Bytecode BytecodeOptions
	// Translate, when set, replaces printing: the verified top-level op is
	// translated and the result written (gomlir-translate's translations
	// from MLIR). An *ir.Diagnostic error is reported as a diagnostic.
	Translate Translation
	// Register, when set, registers the dialects of the context instead of
	// every dialect gomlir knows (gomlir-translate registers only those
	// upstream's mlir-translate does).
	Register func(ctx *ir.Context)
}

// Translation turns a verified top-level op, with the resources of its
// file, into output bytes.
type Translation func(ctx *ir.Context, op *ir.Operation, res *ir.ResourceStore) ([]byte, error)

// usage lists the supported flags.
const usage = `OVERVIEW: gomlir modular optimizer driver

USAGE: gomlir-opt [options] <input file>

OPTIONS:
  -o <filename>                          Output filename (default stdout)
  --allow-unregistered-dialect           Allow operations of unregistered dialects
  --split-input-file[=<marker>]          Split the input on '// -----' and process each chunk
  --verify-diagnostics[=all|only-expected]
                                         Check expected-* diagnostics in the input
  --no-implicit-module                   Do not wrap the input in a builtin.module
  --verify-each                          Verify after each pass (default true)
  --mlir-disable-threading               Disable multi-threading
  --mlir-print-op-generic                Print the generic operation form
  --mlir-print-debuginfo                 Print locations
  --mlir-pretty-debuginfo                Print locations in a readable form
  --mlir-print-local-scope               Print without aliases
  --mlir-print-value-users               Print the users of each value
  --mlir-print-skip-regions              Print without regions
  --mlir-print-assume-verified           Skip verification when printing
  --mlir-print-unique-ssa-ids            Number values uniquely across regions
  --mlir-print-op-on-diagnostic          Attach the operation to diagnostics (default true)
  --mlir-use-nameloc-as-prefix           Name values after their NameLocs
  --mlir-elide-elementsattrs-if-larger=<n>
                                         Elide elements attributes of more elements
  --mlir-elide-resource-strings-if-larger=<n>
                                         Leave out resources of longer printed values
  --mlir-print-elementsattrs-with-hex-if-larger=<n>
                                         Print larger dense attributes in hex (-1: never)
  --mlir-max-nesting-depth=<n>           Nesting limit of the parser (default 1000)
  --pass-pipeline=<string>               Textual description of the pass pipeline to run
  --dump-pass-pipeline                   Print the pipeline that will be run
  --list-passes                          Print the list of registered passes and exit
  --mlir-print-ir-before=<pass>,...      Print the IR before the given passes
  --mlir-print-ir-after=<pass>,...       Print the IR after the given passes
  --mlir-print-ir-before-all, --mlir-print-ir-after-all, --mlir-print-ir-after-change,
  --mlir-print-ir-after-failure, --mlir-print-ir-module-scope
  --mlir-timing                          Display execution times
  --mlir-timing-display=list|tree        Display method for timing data (default tree)
  --mlir-output-format=text|json         Output format for timing data
  --mlir-pass-statistics                 Display the statistics of each pass
  --mlir-pass-statistics-display=list|pipeline
  --mlir-pass-pipeline-crash-reproducer=<file>
                                         Generate a .mlir reproducer file at the given path if a pass fails or crashes
  --mlir-pass-pipeline-local-reproducer  Reduce the reproducer to the failing pass (needs --mlir-disable-threading)
  --run-reproducer                       Run the pipeline stored in the input's mlir_reproducer resource
  --log-actions-to=<file>                Log the actions executed ('-' for standard output)
  --emit-bytecode                        Emit bytecode when generating output
  --emit-bytecode-version=<n>            Use specified bytecode version when generating output
  --elide-resource-data-from-bytecode    Elide resources when generating bytecode
  --verify-roundtrip                     Round-trip the IR through text and bytecode after parsing and check it is unchanged
`

type flagKind uint8

const (
	boolFlag flagKind = iota
	valueFlag
	optValueFlag // bool with optional =value
)

// ParseArgs parses mlir-opt style arguments (`-x`, `--x`, `-x=v`, `-o f`).
func ParseArgs(args []string) (*Options, error) {
	o := &Options{Input: "-", Output: "-", PrintOpOnDiag: true, VerifyEach: true, SplitMarker: "// -----", TimingDisplay: pass.TimingTree}
	o.outputSplitMarker = "// -----"
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "-" || !strings.HasPrefix(a, "-") {
			if o.Input != "-" && a != "-" {
				return nil, errors.New("Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: gomlir-opt --help")
			}
			o.Input = a
			continue
		}
		name := strings.TrimLeft(a, "-")
		val, hasVal := "", false
		if j := strings.IndexByte(name, '='); j >= 0 {
			name, val, hasVal = name[:j], name[j+1:], true
		}
		boolVal := func() (bool, error) {
			if !hasVal {
				return true, nil
			}
			switch strings.ToLower(val) {
			case "true", "1", "":
				return true, nil
			case "false", "0":
				return false, nil
			}
			return false, fmt.Errorf("invalid boolean value %q for -%s", val, name)
		}
		intVal := func() (int, error) {
			if !hasVal {
				if i+1 >= len(args) {
					return 0, fmt.Errorf("missing value for -%s", name)
				}
				i++
				val = args[i]
			}
			n, err := strconv.Atoi(val)
			if err != nil {
				return 0, fmt.Errorf("invalid integer value %q for -%s", val, name)
			}
			return n, nil
		}
		// limitVal reads the value of a size-limit flag; kind is upstream's
		// option type ("uint" or "long").
		limitVal := func(kind string) (asm.Limit, error) {
			if !hasVal {
				if i+1 >= len(args) {
					return asm.Limit{}, fmt.Errorf("missing value for -%s", name)
				}
				i++
				val = args[i]
			}
			n, err := strconv.ParseInt(val, 0, 64)
			if err != nil || (kind == "uint" && (n < 0 || n > 1<<32-1)) {
				return asm.Limit{}, fmt.Errorf("for the --%s option: '%s' value invalid for %s argument!", name, val, kind)
			}
			return asm.LimitOf(n), nil
		}
		var err error
		switch name {
		case "o":
			if !hasVal {
				if i+1 >= len(args) {
					return nil, fmt.Errorf("missing value for -o")
				}
				i++
				val = args[i]
			}
			o.Output = val
		case "allow-unregistered-dialect":
			o.AllowUnregistered, err = boolVal()
		case "split-input-file":
			o.SplitInputFile = true
			if hasVal && val != "" {
				o.SplitMarker = val
			}
		case "verify-diagnostics":
			// Upstream's enum option: all (also no value) or only-expected.
			switch {
			case !hasVal || val == "" || val == "all":
				o.VerifyDiagnostics, o.OnlyExpected = true, false
			case val == "only-expected":
				o.VerifyDiagnostics, o.OnlyExpected = true, true
			default:
				err = fmt.Errorf("for the --verify-diagnostics option: Cannot find option named '%s'!", val)
			}
		case "no-implicit-module":
			o.NoImplicitModule, err = boolVal()
		case "verify-each":
			o.VerifyEach, err = boolVal()
		case "mlir-disable-threading":
			o.DisableThreading, err = boolVal()
		case "mlir-print-op-generic":
			o.Print.Generic, err = boolVal()
		case "mlir-print-debuginfo":
			o.Print.DebugInfo, err = boolVal()
		case "mlir-pretty-debuginfo":
			o.Print.PrettyDebugInfo, err = boolVal()
		case "mlir-print-local-scope":
			o.Print.LocalScope, err = boolVal()
		case "mlir-print-value-users":
			o.Print.ValueUsers, err = boolVal()
		case "mlir-print-skip-regions":
			o.Print.SkipRegions, err = boolVal()
		case "mlir-print-assume-verified":
			o.Print.AssumeVerified, err = boolVal()
		case "mlir-print-unique-ssa-ids":
			o.Print.UniqueSSAIDs, err = boolVal()
		case "mlir-print-op-on-diagnostic":
			o.PrintOpOnDiag, err = boolVal()
		case "mlir-use-nameloc-as-prefix":
			o.Print.UseNameLocAsPrefix, err = boolVal()
		case "mlir-elide-elementsattrs-if-larger":
			o.Print.ElideElementsAttrsIfLarger, err = limitVal("uint")
		case "mlir-elide-resource-strings-if-larger":
			o.Print.ElideResourceStringsIfLarger, err = limitVal("uint")
		case "mlir-print-elementsattrs-with-hex-if-larger":
			o.Print.HexIfLarger, err = limitVal("long")
		case "mlir-max-nesting-depth":
			var n int
			n, err = intVal()
			maxDepth = n
		case "h", "help", "help-hidden":
			return nil, errHelp
		case "pass-pipeline":
			if !hasVal {
				if i+1 >= len(args) {
					return nil, fmt.Errorf("missing value for -pass-pipeline")
				}
				i++
				val = args[i]
			}
			o.PipelineText, o.PipelineGiven = val, true
		case "list-passes":
			o.ListPasses = true
		case "mlir-timing":
			o.Timing, err = boolVal()
		case "mlir-timing-display":
			switch val {
			case "list":
				o.TimingDisplay = pass.TimingList
			case "tree":
				o.TimingDisplay = pass.TimingTree
			default:
				err = fmt.Errorf("for the --mlir-timing-display option: Cannot find option named '%s'!", val)
			}
		case "mlir-output-format":
			switch val {
			case "json":
				o.JSONOutput = true
			case "text":
				o.JSONOutput = false
			default:
				err = fmt.Errorf("for the --mlir-output-format option: Cannot find option named '%s'!", val)
			}
		case "mlir-pass-statistics":
			o.Statistics, err = boolVal()
		case "mlir-pass-statistics-display":
			switch val {
			case "list":
				o.StatisticsDisplay = pass.StatisticsList
			case "pipeline":
				o.StatisticsDisplay = pass.StatisticsPipeline
			default:
				err = fmt.Errorf("for the --mlir-pass-statistics-display option: Cannot find option named '%s'!", val)
			}
		case "mlir-pass-pipeline-crash-reproducer", "log-actions-to":
			if !hasVal {
				if i+1 >= len(args) {
					return nil, fmt.Errorf("missing value for -%s", name)
				}
				i++
				val = args[i]
			}
			if name == "log-actions-to" {
				o.ActionLog = val
			} else {
				o.Reproducer = val
			}
		case "mlir-pass-pipeline-local-reproducer":
			o.LocalReproducer, err = boolVal()
		case "run-reproducer":
			o.RunReproducer, err = boolVal()
		case "dump-pass-pipeline":
			o.DumpPipeline, err = boolVal()
		case "mlir-print-ir-before-all":
			o.PrintIRBeforeAll, err = boolVal()
		case "mlir-print-ir-after-all":
			o.PrintIRAfterAll, err = boolVal()
		case "mlir-print-ir-after-change":
			o.PrintIRAfterChange, err = boolVal()
		case "mlir-print-ir-after-failure":
			o.PrintIRAfterFailure, err = boolVal()
		case "mlir-print-ir-module-scope":
			o.PrintIRModuleScope, err = boolVal()
		case "mlir-print-ir-before", "mlir-print-ir-after":
			if !hasVal {
				if i+1 >= len(args) {
					return nil, fmt.Errorf("missing value for -%s", name)
				}
				i++
				val = args[i]
			}
			list := strings.Split(val, ",")
			if name == "mlir-print-ir-before" {
				o.PrintIRBefore = append(o.PrintIRBefore, list...)
			} else {
				o.PrintIRAfter = append(o.PrintIRAfter, list...)
			}
		case "emit-bytecode", "emit-bytecode-version", "elide-resource-data-from-bytecode", "verify-roundtrip":
			err = o.Bytecode.parseFlag(name, val, hasVal, boolVal)
		default:
			if info := pass.Lookup(name); info != nil {
				elem := name
				if hasVal {
					elem += "{" + val + "}"
				}
				o.Pipeline = append(o.Pipeline, elem)
				break
			}
			return nil, fmt.Errorf("Unknown command line argument '%s'.  Try: 'gomlir-opt --help'", a)
		}
		if err != nil {
			return nil, err
		}
	}
	return o, nil
}

var maxDepth int

func init() {
	ods.TypeText = asm.TypeString
	ir.AttrText = asm.AttrString
}

var errHelp = fmt.Errorf("help requested")

// Main runs gomlir-opt with the given arguments and returns the exit code.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return MainWith(args, stdin, stdout, stderr, nil, nil)
}

// MainWith runs gomlir-opt, or with a translation, gomlir-translate's
// translation from MLIR: the input is parsed (into a context whose dialects
// register registers, nil: all), verified and translated.
func MainWith(args []string, stdin io.Reader, stdout, stderr io.Writer, tr Translation, register func(*ir.Context)) int {
	o, err := ParseArgs(args)
	if o != nil && tr != nil {
		// As mlir-translate, split outputs are joined by an empty line.
		o.Translate, o.outputSplitMarker, o.Register = tr, "", register
	}
	if err == errHelp {
		io.WriteString(stdout, usage)
		passes, pipelines := pass.HelpEntries(6, false), pass.HelpEntries(6, true)
		width := max(pass.HelpWidth(passes), pass.HelpWidth(pipelines))
		io.WriteString(stdout, "\n  Compiler passes to run\n    Passes:\n")
		pass.WriteHelp(stdout, passes, width, 0)
		io.WriteString(stdout, "    Pass Pipelines:\n")
		pass.WriteHelp(stdout, pipelines, width, 0)
		return 0
	}
	if err == nil && o.ListPasses {
		passes := pass.HelpEntries(2, false)
		io.WriteString(stdout, "Passes:\n")
		pass.WriteHelp(stdout, passes, pass.HelpWidth(passes), 2)
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "gomlir-opt: %v\n", err)
		return 1
	}
	var buf []byte
	evictInput := func() {}
	name := o.Input
	if o.Input == "-" {
		buf, err = io.ReadAll(stdin)
		name = "<stdin>"
	} else {
		var release func()
		buf, release, evictInput, err = readInput(o.Input)
		if err == nil {
			defer release()
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "Could not open input file '%s': %v\n", o.Input, err)
		return 1
	}
	dest := stdout
	var file *os.File
	if o.Output != "-" {
		if file, err = os.Create(o.Output); err != nil {
			fmt.Fprintf(stderr, "gomlir-opt: cannot write %s: %v\n", o.Output, err)
			return 1
		}
		dest = file
	}
	out := bufio.NewWriterSize(dest, 256<<10)
	ok := run(o, name, buf, evictInput, out, stderr)
	werr := out.Flush()
	if file != nil {
		if cerr := file.Close(); werr == nil {
			werr = cerr
		}
		if !ok {
			// As upstream, a failed run leaves no output file behind; only a
			// regular file is removed (never /dev/null or a pipe).
			if fi, err := os.Stat(o.Output); err == nil && fi.Mode().IsRegular() {
				os.Remove(o.Output)
			}
		}
	}
	if werr != nil {
		fmt.Fprintf(stderr, "gomlir-opt: cannot write %s: %v\n", o.Output, werr)
		return 1
	}
	if !ok {
		return 1
	}
	return 0
}

// run processes the whole input (split or not) and reports success. As
// upstream 22 does, expected-* annotations are read from the whole file
// once, and unmet ones are reported at the end (even without
// --verify-diagnostics, where they do not change the exit status).
func run(o *Options, name string, buf []byte, evictInput func(), out *bufio.Writer, stderr io.Writer) bool {
	var ver *diagverify.Verifier
	scanned := func() {}
	if o.VerifyDiagnostics || len(buf) < concurrentScanBytes {
		var perrs []error
		ver, perrs = scanAnnotations(name, buf)
		if o.Translate == nil || o.VerifyDiagnostics {
			// mlir-translate reports them only when it verifies them.
			writeAnnotationErrors(stderr, perrs)
		}
	} else {
		// The annotations change nothing but what is reported at the
		// end: the input is scanned for them while it is parsed, and
		// stderr waits for the scan.
		scan := &scannedStderr{w: stderr, done: make(chan struct{})}
		go func() {
			defer close(scan.done)
			var errs []error
			if ver, errs = scanAnnotations(name, buf); o.Translate == nil {
				scan.errs = errs
			}
		}()
		stderr, scanned = scan, scan.wait
	}
	d := &driver{o: o, name: name, buf: buf, out: out, stderr: stderr, evictInput: evictInput}
	if o.VerifyDiagnostics {
		ver.OnlyExpected = o.OnlyExpected
		d.ver = ver
	}
	if !o.SplitInputFile {
		d.runRange(0, len(buf))
	} else {
		chunks, misses := splitinput.SplitWithNearMisses(buf, o.SplitMarker)
		for _, m := range misses {
			l, c := m.Line, m.Column
			d.emit(nil, &ir.Diagnostic{Severity: ir.SeverityWarning, Message: splitinput.NearMissMessage,
				Loc: nearMissLoc{name, l, c}.loc()})
		}
		for i, c := range chunks {
			if i > 0 {
				out.WriteString(splitinput.JoinSeparator(o.outputSplitMarker))
			}
			d.runRange(c.Offset, c.Offset+len(c.Data))
		}
	}
	scanned()
	if o.VerifyDiagnostics {
		for _, m := range ver.Finish() {
			io.WriteString(stderr, m)
		}
		return !ver.Failed()
	}
	if o.Translate == nil {
		// mlir-translate, unlike mlir-opt, leaves the annotations alone
		// without --verify-diagnostics.
		for _, m := range ver.FinishWithoutVerify() {
			io.WriteString(stderr, m)
		}
	}
	return !d.failed
}

// concurrentScanBytes is the input size from which the annotations are
// scanned for while the input is parsed.
const concurrentScanBytes = 1 << 20

// scanAnnotations reads the expected-* annotations of the input and
// returns the malformed ones, which are reported first (and only there).
func scanAnnotations(name string, buf []byte) (*diagverify.Verifier, []error) {
	ver, errs := diagverify.Parse(name, buf, 0)
	ver.Messages()
	return ver, errs
}

// writeAnnotationErrors reports the malformed annotations of the input.
func writeAnnotationErrors(stderr io.Writer, errs []error) {
	for _, e := range errs {
		if ae, ok := e.(*diagverify.AnnotationError); ok {
			io.WriteString(stderr, ae.Text)
		} else {
			fmt.Fprintln(stderr, e)
		}
	}
}

// scannedStderr is the standard error of a run whose input is scanned
// for annotations concurrently: its first write waits for the scan and
// reports the malformed annotations first, as a serial scan would.
type scannedStderr struct {
	w    io.Writer
	done chan struct{}
	errs []error
	once sync.Once
}

// wait waits for the scan and reports what it found, once.
func (s *scannedStderr) wait() {
	s.once.Do(func() {
		<-s.done
		writeAnnotationErrors(s.w, s.errs)
	})
}

func (s *scannedStderr) Write(p []byte) (int, error) {
	s.wait()
	return s.w.Write(p)
}

// nearMissLoc builds the location of a near-miss split marker warning.
type nearMissLoc struct {
	file      string
	line, col int
}

func (n nearMissLoc) loc() ir.Location {
	return sharedCtx.FileLineColLoc(n.file, uint32(n.line), uint32(n.col))
}

// sharedCtx uniques driver-made locations that outlive one chunk.
var sharedCtx = ir.NewContext()

// driver carries the state shared by the chunks of one input.
type driver struct {
	o      *Options
	name   string
	buf    []byte
	out    *bufio.Writer
	stderr io.Writer
	ver    *diagverify.Verifier
	failed bool
	// timing collects --mlir-timing's report.
	timing *pass.Timing
	// evictInput lets the system drop the input's pages from memory (they
	// are read back if needed); see readInput.
	evictInput func()
}

// newContext builds a context with every dialect gomlir-opt knows.
func newContext(o *Options) *ir.Context {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = o.AllowUnregistered
	ctx.DisableMultithreading = o.DisableThreading
	if o.Register != nil {
		o.Register(ctx)
		return ctx
	}
	all.Register(ctx)
	testdialect.Register(ctx)
	return ctx
}

// renderer returns the diagnostic printer for ctx (nil ctx: no op notes).
func (d *driver) renderer(ctx *ir.Context) *diagrender.Renderer {
	r := &diagrender.Renderer{
		Src:       &diagrender.Source{Name: d.name, Buf: d.buf},
		LocString: func(l ir.Location) string { return asm.AttrString(l) },
	}
	if ctx == nil {
		return r
	}
	// As upstream's diagnostics, an operation prints with the printer
	// flags of the command line, with local scope and elements attributes
	// of more than 16 elements elided; errors show the generic form.
	pretty := d.o.Print
	pretty.ElideElementsAttrsIfLarger = asm.LimitOf(16)
	generic := pretty
	generic.Generic = true
	r.AppendedOpString = func(op *ir.Operation) string { return asm.OpString(ctx, op, generic) }
	r.AppendedPrettyOpString = func(op *ir.Operation) string { return asm.OpString(ctx, op, pretty) }
	if d.o.PrintOpOnDiag && !d.o.VerifyDiagnostics {
		r.OpString = r.AppendedOpString
		r.PrettyOpString = func(op *ir.Operation) string { return asm.OpString(ctx, op, pretty) }
	}
	return r
}

// emit delivers one diagnostic to the verifier or to standard error.
func (d *driver) emit(ctx *ir.Context, diag *ir.Diagnostic) {
	if diag.Severity == ir.SeverityError {
		d.failed = true
	}
	d.show(ctx, diag)
}

// show delivers a diagnostic without deciding the exit status (the
// diagnostics of passes: as upstream, the pipeline's result decides).
func (d *driver) show(ctx *ir.Context, diag *ir.Diagnostic) {
	r := d.renderer(ctx)
	if d.ver != nil {
		d.ver.Handle(toVerifierDiag(r, diag))
		for _, m := range d.ver.Messages() {
			io.WriteString(d.stderr, m)
		}
		return
	}
	io.WriteString(d.stderr, r.Render(diag))
}

// irPrinter returns the IR printing instrumentation the options ask for.
func (d *driver) irPrinter(ctx *ir.Context) *irPrinter {
	o := d.o
	if !o.PrintIRBeforeAll && !o.PrintIRAfterAll && !o.PrintIRAfterChange && !o.PrintIRAfterFailure &&
		len(o.PrintIRBefore) == 0 && len(o.PrintIRAfter) == 0 {
		return nil
	}
	p := &irPrinter{ctx: ctx, w: d.stderr, flags: o.Print, beforeAll: o.PrintIRBeforeAll,
		afterAll:    o.PrintIRAfterAll || (o.PrintIRAfterChange && len(o.PrintIRAfter) == 0),
		afterChange: o.PrintIRAfterChange, afterFail: o.PrintIRAfterFailure, moduleScope: o.PrintIRModuleScope,
		before: map[string]bool{}, after: map[string]bool{}, snapshot: map[*ir.Operation]string{}}
	for _, n := range o.PrintIRBefore {
		p.before[n] = true
	}
	for _, n := range o.PrintIRAfter {
		p.after[n] = true
	}
	return p
}

// Parsing, when set, is called as a parse of size bytes starts; the
// function it returns is called when the parse ends (gomlir-opt pauses the
// collector while the IR is built: nearly all a parse allocates stays
// live).
var Parsing func(size int) (done func())

// Converting, when set, is called in place of Parsing when the input is
// only written out again as bytecode (no passes); the function it returns
// is called once the bytecode is written (gomlir-opt keeps the collector
// paused throughout: nearly all the parse and the writer allocate stays
// live until then).
var Converting func(size int) (done func())

// runRange parses, verifies and prints buf[start:end].
func (d *driver) runRange(start, end int) {
	ctx := newContext(d.o)
	ctx.SetDiagHandler(func(diag *ir.Diagnostic) { d.emit(ctx, diag) })
	cfg := asm.Config{AllowUnregistered: d.o.AllowUnregistered, NoImplicitModule: d.o.NoImplicitModule, MaxDepth: maxDepth,
		VerifyBodies: true}
	if o := d.o; o.Timing {
		// As upstream, each chunk has its report, written to standard
		// error when the chunk is done.
		d.timing = pass.NewTiming()
		d.timing.Threaded = !o.DisableThreading && (o.PipelineGiven || len(o.Pipeline) > 0)
		defer d.timing.Report(d.stderr, o.TimingDisplay, o.JSONOutput)
	}
	stopParse := func() {}
	if d.timing != nil {
		stopParse = d.timing.Phase("Parser")
	}
	parsed := func() {}
	if o := d.o; Converting != nil && o.Bytecode.Emit && len(o.Pipeline) == 0 && !o.PipelineGiven && !o.RunReproducer {
		defer Converting(end - start)()
	} else if Parsing != nil {
		parsed = Parsing(end - start)
	}
	f, err := d.parse(ctx, start, end, cfg)
	parsed()
	if d.evictInput != nil && !d.o.SplitInputFile {
		// The input is read again only by diagnostics now.
		d.evictInput()
	}
	if err == nil {
		err = ir.VerifyWithContextExcept(ctx, f.Op, f.Trusted)
	}
	stopParse()
	if err != nil {
		diag, ok := err.(*ir.Diagnostic)
		if !ok {
			diag = ir.Errorf(ctx.UnknownLoc(), "%s", err.Error())
		}
		d.emit(ctx, diag)
		return
	}
	if d.o.Bytecode.VerifyRoundtrip && !d.verifyRoundtrip(ctx, f) {
		return
	}
	if !d.runPasses(ctx, f) {
		return
	}
	if d.timing != nil {
		defer d.timing.Phase("Output")()
	}
	if d.o.Bytecode.Emit || d.o.Bytecode.VersionSet {
		d.writeBytecode(ctx, f)
		return
	}
	if d.o.Translate != nil {
		out, terr := d.o.Translate(ctx, f.Op, f.Resources)
		if terr != nil {
			diag, ok := terr.(*ir.Diagnostic)
			if !ok {
				diag = ir.Errorf(ctx.UnknownLoc(), "%s", terr.Error())
			}
			d.emit(ctx, diag)
			return
		}
		d.out.Write(out)
		return
	}
	if perr := asm.Print(d.out, ctx, f.Op, f.Resources, d.o.Print); perr != nil {
		fmt.Fprintf(d.stderr, "gomlir-opt: %v\n", perr)
		d.failed = true
		return
	}
	d.out.WriteByte('\n')
}

func toVerifierDiag(r *diagrender.Renderer, d *ir.Diagnostic) diagverify.Diag {
	out := diagverify.Diag{Severity: diagverify.Severity(d.Severity), Message: r.Message(d)}
	if fl := diagrender.FindFileLoc(d.Loc); fl != nil {
		out.File, out.Line, out.Col = fl.File(), int(fl.Line), int(fl.Col)
	} else if _, unk := d.Loc.(*ir.UnknownLoc); !unk && d.Loc != nil {
		out.LocText = asm.AttrString(d.Loc)
	}
	for _, n := range r.Notes(d) {
		out.Notes = append(out.Notes, toVerifierDiag(r, n))
	}
	return out
}
