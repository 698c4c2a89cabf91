// Command gomlir-runner runs an MLIR module's entry point, accepting
// upstream mlir-runner's flags. It translates the llvm-dialect module to
// LLVM IR and runs it compiled by clang 22 (package runner); with
// --interpret it executes the module in the pure-Go interpreter (package
// exec), which needs no LLVM and also runs IR that is not lowered yet.
package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/exec"
	"github.com/gomlir/gomlir/internal/diagrender"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/runner"
	"github.com/gomlir/gomlir/target/llvmir"
)

func init() {
	ods.TypeText = asm.TypeString
	ir.AttrText = asm.AttrString
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// options are the command-line flags.
type options struct {
	input            string
	entry            string
	result           string
	sharedLibs       []string
	optLevel         int // -1 without a -O flag
	objectFile       string
	dumpObject       bool
	interpret        bool
	noImplicitModule bool
}

const usage = `OVERVIEW: gomlir execution driver

USAGE: gomlir-runner [options] <input file>

OPTIONS:
  -e <name>                     The function to run (default: main)
  --entry-point-result=<type>   Its result type: void, i32, i64 or f32 (default: f32)
  --shared-libs=<libs>          Libraries to link, comma separated (with --interpret only
                                the MLIR runner utility libraries are known)
  -O0, -O1, -O2, -O3            Optimization level (compiled execution)
  --object-filename=<file>      Object file to write with --dump-object-file
  --dump-object-file            Write the compiled object file
  --no-implicit-module          Do not wrap the input in a module
  --interpret                   Run in the pure-Go interpreter
`

func parseArgs(args []string) (*options, error) {
	o := &options{input: "-", entry: "main", result: "f32", optLevel: -1}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "-" || !strings.HasPrefix(a, "-") {
			o.input = a
			continue
		}
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		next := func() (string, error) {
			if hasVal {
				return val, nil
			}
			if i+1 >= len(args) {
				return "", fmt.Errorf("missing value for -%s", name)
			}
			i++
			return args[i], nil
		}
		var err error
		switch name {
		case "e":
			o.entry, err = next()
		case "entry-point-result":
			o.result, err = next()
			if err == nil && o.result != "void" && o.result != "i32" && o.result != "i64" && o.result != "f32" {
				return nil, fmt.Errorf("for the --entry-point-result option: Cannot find option named '%s'!", o.result)
			}
		case "shared-libs":
			var v string
			if v, err = next(); err == nil {
				for _, l := range strings.Split(v, ",") {
					if l != "" {
						o.sharedLibs = append(o.sharedLibs, l)
					}
				}
			}
		case "O0", "O1", "O2", "O3":
			o.optLevel = int(name[1] - '0')
		case "object-filename":
			o.objectFile, err = next()
		case "dump-object-file":
			o.dumpObject = true
		case "interpret":
			o.interpret = true
		case "no-implicit-module":
			o.noImplicitModule = true
		case "argext-abi-check", "march", "mcpu", "mattr", "enable-assertions", "disable-threading",
			"mlir-disable-threading":
			// Accepted for compatibility; they do not change interpretation.
		case "h", "help":
			return nil, errHelp
		default:
			return nil, fmt.Errorf("Unknown command line argument '%s'.  Try: 'gomlir-runner --help'", a)
		}
		if err != nil {
			return nil, err
		}
	}
	return o, nil
}

var errHelp = fmt.Errorf("help")

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, err := parseArgs(args)
	if err == errHelp {
		io.WriteString(stdout, usage)
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "gomlir-runner: %v\n", err)
		return 1
	}
	var buf []byte
	name := o.input
	if o.input == "-" {
		name = "<stdin>"
		buf, err = io.ReadAll(stdin)
	} else {
		buf, err = os.ReadFile(o.input)
	}
	if err != nil {
		// As upstream.
		fmt.Fprintf(stderr, "cannot open input file '%s': No such file or directory\ncould not parse the input IR\n", o.input)
		return 1
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	render := &diagrender.Renderer{Src: &diagrender.Source{Name: name, Buf: buf},
		LocString: func(l ir.Location) string { return asm.AttrString(l) }}
	f, err := asm.ParseFile(ctx, name, buf, asm.Config{NoImplicitModule: o.noImplicitModule})
	if err == nil {
		err = ir.VerifyWithContextExcept(ctx, f.Op, f.Trusted)
	}
	if err != nil {
		if d, ok := err.(*ir.Diagnostic); ok {
			io.WriteString(stderr, render.Render(d))
		} else {
			fmt.Fprintf(stderr, "%v\n", err)
		}
		fmt.Fprintf(stderr, "could not parse the input IR\n")
		return 1
	}
	mod := f.Op
	if !mod.HasTrait(ir.TraitSymbolTable) {
		fmt.Fprintf(stderr, "Error: top-level op must be a symbol table.\n")
		return 1
	}
	if !o.interpret {
		return compiledExecution(ctx, render, mod, o, stdout, stderr)
	}
	for _, lib := range runner.ReadableLibs(o.sharedLibs, stderr) {
		if !knownLibrary(lib) {
			fmt.Fprintf(stderr, "gomlir-runner: --interpret cannot load '%s': the interpreter provides only %s\n",
				lib, strings.Join(exec.RuntimeLibraries, " and "))
			return 1
		}
	}
	if o.dumpObject {
		// The object the compiled run would dump, compiled by clang when
		// there is one; the program itself is interpreted.
		text, err := llvmir.Translate(ctx, mod)
		if err == nil {
			err = runner.WriteObject(text, runner.Options{OptLevel: o.optLevel, ObjectFilename: o.objectFile,
				InputFilename: o.input, Stderr: stderr})
		}
		if err != nil {
			fmt.Fprintf(stderr, "gomlir-runner: warning: no object file written with --interpret: %v\n", err)
		}
	}
	m, err := exec.New(ctx, mod, stdout)
	if err != nil {
		reportError(stderr, render, ctx, err)
		return 1
	}
	m.Stderr = stderr
	fn, hasBody := m.Func(o.entry)
	if fn == nil || !hasBody {
		fmt.Fprintf(stderr, "Error: entry point not found\n")
		return 1
	}
	params, results := signature(fn)
	if len(params) != 0 {
		fmt.Fprintf(stderr, "Error: JIT can't invoke a main function expecting arguments\n")
		return 1
	}
	if msg := checkResult(o.result, results); msg != "" {
		fmt.Fprintf(stderr, "Error: %s\n", msg)
		return 1
	}
	res, err := m.Run(o.entry)
	if err != nil {
		if code, ok := err.(exec.ExitError); ok {
			return int(code)
		}
		reportError(stderr, render, ctx, err)
		return 1
	}
	switch o.result {
	case "i32":
		fmt.Fprintf(stdout, "%d\n", int32(res[0].B))
	case "i64":
		fmt.Fprintf(stdout, "%d\n", int64(res[0].B))
	case "f32":
		fmt.Fprintf(stdout, "%s\n", exec.FormatE(res[0]))
	}
	return 0
}

// compiledExecution translates the module to LLVM IR and runs it compiled
// by clang with the runtime support library (package runner).
func compiledExecution(ctx *ir.Context, render *diagrender.Renderer, mod *ir.Operation, o *options, stdout, stderr io.Writer) int {
	text, err := llvmir.Translate(ctx, mod)
	if err != nil {
		if d, ok := err.(*ir.Diagnostic); ok {
			io.WriteString(stderr, render.Render(d))
		} else {
			fmt.Fprintf(stderr, "%v\n", err)
		}
		return 1
	}
	return runner.Main(text, runner.Options{
		EntryPoint:       o.entry,
		EntryPointResult: o.result,
		SharedLibs:       o.sharedLibs,
		OptLevel:         o.optLevel,
		DumpObjectFile:   o.dumpObject,
		ObjectFilename:   o.objectFile,
		InputFilename:    o.input,
		Stdout:           stdout,
		Stderr:           stderr,
	})
}

func reportError(stderr io.Writer, render *diagrender.Renderer, ctx *ir.Context, err error) {
	if re, ok := err.(*exec.RunError); ok {
		loc := re.Loc
		if loc == nil {
			loc = ctx.UnknownLoc()
		}
		io.WriteString(stderr, render.Render(ir.Errorf(loc, "%s", re.Msg)))
		return
	}
	fmt.Fprintf(stderr, "gomlir-runner: %v\n", err)
}

// knownLibrary reports whether lib names one of the runtime libraries the
// interpreter provides.
func knownLibrary(lib string) bool {
	base := filepath.Base(lib)
	if i := strings.Index(base, "."); i >= 0 {
		base = base[:i]
	}
	for _, k := range exec.RuntimeLibraries {
		if base == k {
			return true
		}
	}
	return false
}

// signature returns the parameter and result types of a func.func or
// llvm.func.
func signature(fn *ir.Operation) (params, results []ir.Type) {
	ta, _ := fn.InherentAttr("function_type").(*ir.TypeAttr)
	if ta == nil {
		return nil, nil
	}
	switch t := ta.Type.(type) {
	case *ir.FunctionType:
		return t.Inputs, t.Results
	case *llvm.FunctionType:
		if s, ok := t.Result.(*llvm.SimpleType); ok && s.Keyword == "void" {
			return t.Params, nil
		}
		return t.Params, []ir.Type{t.Result}
	}
	return nil, nil
}

// checkResult returns upstream's message when results do not match the
// requested entry point result.
func checkResult(want string, results []ir.Type) string {
	if want == "void" {
		if len(results) != 0 {
			return "expected void function"
		}
		return ""
	}
	ok := len(results) == 1
	if ok {
		switch t := results[0].(type) {
		case *ir.IntegerType:
			ok = (want == "i32" && t.Width == 32) || (want == "i64" && t.Width == 64)
		case *ir.FloatType:
			ok = want == "f32" && t.Kind == ir.F32
		default:
			ok = false
		}
	}
	if !ok {
		return "only single " + want + " function result supported"
	}
	return ""
}
