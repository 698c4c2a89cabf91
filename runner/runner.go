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

// compileModule compiles ir into dir/module.so (through an object file when
// it is to be dumped) and returns the shared object's path.
func compileModule(clang string, tools *toolSet, ir []byte, dir string, opts Options) (string, error) {
	src := filepath.Join(dir, "module.ll")
	if err := os.WriteFile(src, ir, 0o600); err != nil {
		return "", err
	}
	opt := "-O0"
	if opts.OptLevel >= 0 {
		opt = "-O" + strconv.Itoa(opts.OptLevel)
	}
	input := src
	if opts.DumpObjectFile {
		obj := opts.ObjectFilename
		if obj == "" {
			obj = opts.InputFilename + ".o"
		}
		if err := runClang(clang, "-c", "-fPIC", opt, "-Wno-override-module", "-x", "ir", src, "-o", obj); err != nil {
			return "", err
		}
		input = obj
	}
	out := filepath.Join(dir, "module.so")
	args := []string{"-shared", "-fPIC", opt, "-Wno-override-module", "-Wno-unused-command-line-argument"}
	if input == src {
		args = append(args, "-x", "ir")
	}
	args = append(args, input, "-x", "none", "-o", out, "-lm")
	for _, lib := range linkedLibs(tools, opts.SharedLibs) {
		abs, err := filepath.Abs(lib)
		if err != nil {
			return "", err
		}
		args = append(args, abs, "-Wl,-rpath,"+filepath.Dir(abs))
	}
	return out, runClang(clang, args...)
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

// runClang runs clang and turns a failure into an *Error carrying its
// diagnostics.
func runClang(clang string, args ...string) error {
	out, err := exec.Command(clang, args...).CombinedOutput()
	if err != nil {
		return &Error{Msg: "compilation with " + clang + " failed: " + strings.TrimSpace(string(out))}
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
