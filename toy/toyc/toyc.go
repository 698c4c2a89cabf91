// Package toyc is the Toy compiler driver of MLIR's tutorial (toyc-ch1 …
// toyc-ch7): it parses Toy (or MLIR) input, dumps the AST, generates the
// toy dialect, runs each chapter's pipeline and prints the IR, with the
// upstream tools' flags, messages and exit statuses.
package toyc

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/dialect/cf"
	function "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/dialect/scf"
	"github.com/gomlir/gomlir/internal/diagrender"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/toy/ast"
	"github.com/gomlir/gomlir/toy/mlirgen"
	"github.com/gomlir/gomlir/toy/toy"
)

// Main runs toyc-ch<chapter> on args (without the program name; argv0 is
// the command as invoked) and returns the exit status. Everything but the
// --help text is written to stderr, as upstream's toyc does.
func Main(chapter int, argv0 string, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	prog := filepath.Base(argv0)
	o, err := parseArgs(chapter, prog, argv0, args)
	if help, ok := err.(helpError); ok {
		io.WriteString(stdout, string(help))
		return 0
	}
	if err != nil {
		io.WriteString(stderr, err.Error())
		return 1
	}
	d := &driver{o: o, stdin: stdin, stdout: stdout, stderr: stderr}
	switch {
	case o.emit == emitAST:
		return d.dumpAST()
	case o.emit >= emitMLIR, o.emit == emitNone && chapter >= 6:
		// From chapter 6 on, no -emit prints the MLIR as loaded.
		return d.dumpMLIR()
	}
	io.WriteString(stderr, "No action specified (parsing only?), use -emit=<action>\n")
	if chapter >= 6 {
		return 255
	}
	return 0
}

type driver struct {
	o      *options
	stdin  io.Reader
	stdout io.Writer // the program's output under -emit=jit
	stderr io.Writer
	// buf is the input once read (for diagnostics' source lines).
	buf []byte
	// mlirIn is set once the input is parsed as MLIR.
	mlirIn bool
}

// mlirName is the buffer name of an MLIR input: "<stdin>" for standard
// input (the name an input read as Toy keeps is "-"; nothing is named
// "<stdin>" then).
func (d *driver) mlirName() string {
	if d.o.input == "-" {
		return "<stdin>"
	}
	return d.o.input
}

// read returns the input file's contents, or nil after reporting why it
// cannot be read.
func (d *driver) read() ([]byte, bool) {
	var buf []byte
	var err error
	if d.o.input == "-" {
		buf, err = io.ReadAll(d.stdin)
	} else {
		buf, err = os.ReadFile(d.o.input)
	}
	if err != nil {
		msg := err.Error()
		if pe, ok := err.(*os.PathError); ok {
			msg = pe.Err.Error()
			msg = strings.ToUpper(msg[:1]) + msg[1:]
		}
		fmt.Fprintf(d.stderr, "Could not open input file: %s\n", msg)
		return nil, false
	}
	d.buf = buf
	return buf, true
}

func (d *driver) parseToy() *ast.Module {
	buf, ok := d.read()
	if !ok {
		return nil
	}
	return ast.Parse(buf, d.o.input, d.o.chapter >= 7, d.stderr)
}

func (d *driver) dumpAST() int {
	if d.o.mlirIn {
		io.WriteString(d.stderr, "Can't dump a Toy AST when the input is MLIR\n")
		return 5
	}
	m := d.parseToy()
	if m == nil {
		return 1
	}
	ast.Dump(d.stderr, m)
	return 0
}

// newContext returns a context with the dialects of the chapter's
// pipeline and the diagnostic handler of its toyc.
func (d *driver) newContext() (*ir.Context, error) {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	dialects := []*ods.Dialect{function.Dialect, arith.Dialect, memref.Dialect, affine.Dialect}
	if d.o.chapter >= 6 {
		// The dialects the lowering to LLVM creates operations of.
		dialects = append(dialects, scf.Dialect, cf.Dialect, llvm.Dialect)
	}
	for _, dl := range dialects {
		if err := dl.Register(ctx); err != nil {
			return nil, err
		}
	}
	if err := toy.Register(ctx, d.o.chapter); err != nil {
		return nil, err
	}
	ctx.SetDiagHandler(d.report)
	return ctx, nil
}

// report prints a diagnostic: the toyc of chapters 3 to 5 installs a
// source manager handler (source line, caret, notes); the others print
// errors alone, as MLIR does without a handler.
func (d *driver) report(diag *ir.Diagnostic) {
	if d.o.chapter < 3 || d.o.chapter > 5 {
		if diag.Severity != ir.SeverityError {
			return
		}
		if _, unknown := diag.Loc.(*ir.UnknownLoc); !unknown && diag.Loc != nil {
			io.WriteString(d.stderr, asm.AttrString(diag.Loc)+": ")
		}
		io.WriteString(d.stderr, "error: "+diag.Message+"\n")
		return
	}
	// The source manager shows the lines of files it can open by name
	// (not standard input, "-"), and of the MLIR input, named "<stdin>"
	// when read from standard input.
	src := &diagrender.Source{Name: d.o.input, Buf: d.buf}
	if d.o.input == "-" {
		src = &diagrender.Source{Name: d.mlirName(), Buf: d.buf}
	}
	r := &diagrender.Renderer{
		Src:       src,
		LocString: func(l ir.Location) string { return asm.AttrString(l) },
	}
	if !d.o.noOpDiag {
		flags := d.o.print
		flags.ElideElementsAttrsIfLarger = asm.LimitOf(16)
		flags.Generic = true
		r.OpString = func(op *ir.Operation) string { return asm.OpString(ods.ContextOf(op), op, flags) }
	}
	io.WriteString(d.stderr, r.Render(diag))
}

// load returns the module of the input: generated from Toy, or parsed
// from MLIR when -x=mlir is given or the file name ends in .mlir.
func (d *driver) load(ctx *ir.Context) (*ir.Operation, int) {
	if !d.o.mlirIn && !strings.HasSuffix(d.o.input, ".mlir") {
		m := d.parseToy()
		if m == nil {
			return nil, 6
		}
		module := mlirgen.Generate(ctx, m, d.o.chapter)
		if module == nil {
			return nil, 1
		}
		return module, 0
	}
	buf, ok := d.read()
	if !ok {
		return nil, 255
	}
	d.mlirIn = true
	f, err := asm.ParseFile(ctx, d.mlirName(), buf, asm.Config{})
	if err == nil {
		err = ir.VerifyWithContext(ctx, f.Op)
	}
	if err != nil {
		if diag, ok := err.(*ir.Diagnostic); ok {
			d.report(diag)
		}
		fmt.Fprintf(d.stderr, "Error can't load file %s\n", d.o.input)
		return nil, 3
	}
	return f.Op, 0
}

func (d *driver) dumpMLIR() int {
	ctx, err := d.newContext()
	if err != nil {
		fmt.Fprintln(d.stderr, err)
		return 1
	}
	module, status := d.load(ctx)
	if module == nil {
		return status
	}
	if status := d.runPipeline(ctx, module); status != 0 {
		return status
	}
	switch d.o.emit {
	case emitLLVM:
		return d.dumpLLVMIR(ctx, module)
	case emitJIT:
		return d.runJIT(ctx, module)
	}
	flags := d.o.print
	flags.LocalScope = true
	var sb strings.Builder
	asm.Print(&sb, ctx, module, nil, flags)
	sb.WriteString("\n")
	io.WriteString(d.stderr, sb.String())
	return 0
}
