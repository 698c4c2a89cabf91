// Package runner is gomlir-runner's compiled-execution backend: it compiles
// LLVM IR text with the system's clang (LLVM 22) into a shared object, links
// gomlir's runtime-support library (or the libraries the user names), and
// runs the entry point in a child process with the options and output of
// MLIR's mlir-runner (-e, --entry-point-result, --shared-libs, -O0..-O3,
// --dump-object-file, --object-filename).
//
// gomlir has no cgo, so the program runs in a small driver executable
// (csrc/driver.c) that loads the compiled module, calls the entry point and
// prints its result. The driver and the runtime-support library
// (csrc/runner_utils.c, byte-identical output to MLIR's
// libmlir_c_runner_utils and libmlir_runner_utils) are compiled once per
// clang and source version and cached in the user cache directory.
package runner

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// Options mirror mlir-runner's command-line options.
type Options struct {
	// EntryPoint is the function to call (-e); empty means "main".
	EntryPoint string
	// EntryPointResult is the entry point's result type
	// (--entry-point-result): "void", "i32", "i64" or "f32"; empty means
	// "f32", upstream's default.
	EntryPointResult string
	// SharedLibs are the libraries to link dynamically (--shared-libs). When
	// one of them is MLIR's runner-utils library, gomlir's runtime-support
	// library is not linked.
	SharedLibs []string
	// OptLevel is the -O level (0..3), or -1 when no -O flag was given.
	OptLevel int
	// DumpObjectFile writes the compiled object file (--dump-object-file) to
	// ObjectFilename, or to InputFilename + ".o" when that is empty.
	DumpObjectFile bool
	// ObjectFilename is --object-filename.
	ObjectFilename string
	// InputFilename names the input, for the default object file name.
	InputFilename string
	// Clang overrides the clang executable (otherwise clang-22 on PATH, then
	// /usr/lib/llvm-22/bin/clang).
	Clang string
	// Stdout and Stderr receive the program's output (os.Stdout and
	// os.Stderr when nil).
	Stdout, Stderr io.Writer
}

// Error is a failure reported before the program runs, printed by
// mlir-runner as "Error: " followed by the message.
type Error struct{ Msg string }

func (e *Error) Error() string { return e.Msg }

// ExitError reports that the program ran and ended with a nonzero status;
// Code is the exit status, or 128 plus the signal number when a signal ended
// it.
type ExitError struct{ Code int }

func (e *ExitError) Error() string { return "program exited with status " + strconv.Itoa(e.Code) }

// Run compiles the LLVM IR module ir and runs its entry point. Errors are an
// *Error (bad options or entry point, compilation failure), an *ExitError
// (the program's own failure), or an error of the environment.
func Run(ir []byte, opts Options) error {
	opts = withDefaults(opts)
	if err := checkEntryPoint(ir, opts.EntryPoint, opts.EntryPointResult); err != nil {
		return err
	}
	clang, err := findClang(opts.Clang)
	if err != nil {
		return err
	}
	tools, err := cachedTools(clang)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "gomlir-runner-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	opts.SharedLibs = ReadableLibs(opts.SharedLibs, opts.Stderr)
	module, err := compileModule(clang, tools, ir, dir, opts)
	if err != nil {
		return err
	}
	cmd := exec.Command(tools.driver, module, opts.EntryPoint, opts.EntryPointResult)
	cmd.Stdout, cmd.Stderr = opts.Stdout, opts.Stderr
	err = cmd.Run()
	var exitErr *exec.ExitError
	if errors.As(err, &exitErr) {
		if ws, ok := exitErr.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			return &ExitError{Code: 128 + int(ws.Signal())}
		}
		return &ExitError{Code: exitErr.ExitCode()}
	}
	return err
}

// WriteObject compiles ir with clang into the object file a run with opts
// would dump (--dump-object-file, --object-filename), without running it:
// the interpreter's runs write the object the compiled run would.
func WriteObject(ir []byte, opts Options) error {
	opts = withDefaults(opts)
	clang, err := findClang(opts.Clang)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "gomlir-runner-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	src := filepath.Join(dir, "module.ll")
	if err := os.WriteFile(src, ir, 0o600); err != nil {
		return err
	}
	obj := opts.ObjectFilename
	if obj == "" {
		obj = opts.InputFilename + ".o"
	}
	return runTool(clang, compileArgs(src, obj, opts.OptLevel)...)
}

// Main runs ir as mlir-runner's main does and returns the process exit
// status: failures before the run print "Error: message" on opts.Stderr and
// give 1; the program's own status is passed through.
func Main(ir []byte, opts Options) int {
	opts = withDefaults(opts)
	err := Run(ir, opts)
	var exitErr *ExitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &exitErr):
		return exitErr.Code
	}
	fmt.Fprintf(opts.Stderr, "Error: %v\n", err)
	return 1
}

func withDefaults(opts Options) Options {
	if opts.EntryPoint == "" {
		opts.EntryPoint = "main"
	}
	if opts.EntryPointResult == "" {
		opts.EntryPointResult = "f32"
	}
	if opts.Stdout == nil {
		opts.Stdout = os.Stdout
	}
	if opts.Stderr == nil {
		opts.Stderr = os.Stderr
	}
	return opts
}

// compileModule compiles ir into an object file with clang and links it
// into dir/module.so with the linker clang uses, and returns the shared
// object's path. Linking directly (the driver supplies the C library when it
// loads the module, libgcc supplies the compiler's helper functions) saves
// most of what a link through clang's driver costs.
func compileModule(clang string, tools *toolSet, ir []byte, dir string, opts Options) (string, error) {
	src := filepath.Join(dir, "module.ll")
	if err := os.WriteFile(src, ir, 0o600); err != nil {
		return "", err
	}
	obj := filepath.Join(dir, "module.o")
	if opts.DumpObjectFile {
		obj = opts.ObjectFilename
		if obj == "" {
			obj = opts.InputFilename + ".o"
		}
	}
	if err := runTool(clang, compileArgs(src, obj, opts.OptLevel)...); err != nil {
		return "", err
	}
	out := filepath.Join(dir, "module.so")
	args, err := linkArgs(tools, obj, out, opts.SharedLibs)
	if err != nil {
		return "", err
	}
	return out, runTool(tools.linker, args...)
}

// compileArgs are clang's arguments compiling the LLVM IR file src into the
// position-independent object obj at optimization level opt (-1: none given,
// which compiles at -O0), for the host CPU and its features as mlir-runner's
// JIT does: an intrinsic the host implements in an instruction (llvm.floor
// with SSE4.1) must not become a call of a C library function, which a
// module defining a function of that name (@floorf) would intercept.
func compileArgs(src, obj string, opt int) []string {
	level := "-O0"
	if opt >= 0 {
		level = "-O" + strconv.Itoa(opt)
	}
	return []string{"-c", "-fPIC", level, "-march=native", "-Wno-override-module", "-x", "ir", src, "-o", obj}
}

// linkArgs are the linker's arguments linking obj into the shared object out
// with the runtime libraries and the user's shared libraries.
func linkArgs(tools *toolSet, obj, out string, shared []string) ([]string, error) {
	args := []string{"-shared", "-o", out, obj}
	for _, lib := range linkedLibs(tools, shared) {
		abs, err := filepath.Abs(lib)
		if err != nil {
			return nil, err
		}
		args = append(args, abs, "-rpath", filepath.Dir(abs))
	}
	return append(args, tools.libgcc), nil
}

// linkedLibs returns the user's libraries, preceded by gomlir's
// runtime-support library unless the user links MLIR's own.
func linkedLibs(tools *toolSet, shared []string) []string {
	for _, lib := range shared {
		base := filepath.Base(lib)
		if strings.HasPrefix(base, "libmlir_c_runner_utils") || strings.HasPrefix(base, "libmlir_runner_utils") {
			return shared
		}
	}
	return append([]string{tools.runtime}, shared...)
}

// ReadableLibs returns the libraries of libs that exist; as upstream's
// mlir-runner, each missing one is reported on stderr and skipped.
func ReadableLibs(libs []string, stderr io.Writer) []string {
	var out []string
	for _, lib := range libs {
		if _, err := os.Stat(lib); err != nil {
			fmt.Fprintf(stderr, "Failed to create MemoryBuffer for: %s\nError: No such file or directory\n", lib)
			continue
		}
		out = append(out, lib)
	}
	return out
}

// runTool runs a compiler or linker and turns a failure into an *Error
// carrying its diagnostics.
func runTool(tool string, args ...string) error {
	out, err := exec.Command(tool, args...).CombinedOutput()
	if err != nil {
		return &Error{Msg: filepath.Base(tool) + " failed: " + strings.TrimSpace(string(out))}
	}
	return nil
}

// findClang returns the clang to use: the override, clang-22 on PATH, or
// LLVM 22's installation directory.
func findClang(override string) (string, error) {
	if override != "" {
		return override, nil
	}
	if p, err := exec.LookPath("clang-22"); err == nil {
		return p, nil
	}
	const fallback = "/usr/lib/llvm-22/bin/clang"
	if _, err := os.Stat(fallback); err == nil {
		return fallback, nil
	}
	return "", &Error{Msg: "clang 22 not found: the compiled mode needs clang-22 on PATH or " + fallback}
}
