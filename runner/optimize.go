package runner

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// Optimize runs LLVM's optimizer (opt 22, as clang is found) at level
// (0..3, the default<On> pipeline MLIR's makeOptimizingTransformer builds)
// on the LLVM IR module ir and returns the optimized module's text, named
// LLVMDialectModule as a module translated from MLIR is. It fails with an
// *Error when opt is not installed or rejects the module.
func Optimize(ir []byte, level int) ([]byte, error) {
	opt, err := findOpt()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(opt, "-O"+strconv.Itoa(level), "-S")
	cmd.Stdin = bytes.NewReader(ir)
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	if err := cmd.Run(); err != nil {
		return nil, &Error{Msg: filepath.Base(opt) + " failed: " + strings.TrimSpace(errs.String())}
	}
	text := out.Bytes()
	const stdinID = "; ModuleID = '<stdin>'"
	if rest, ok := bytes.CutPrefix(text, []byte(stdinID)); ok {
		text = append([]byte("; ModuleID = 'LLVMDialectModule'"), rest...)
	}
	return text, nil
}

// findOpt returns LLVM 22's opt: opt-22 on PATH, then the LLVM 22
// installation's.
func findOpt() (string, error) {
	if p, err := exec.LookPath("opt-22"); err == nil {
		return p, nil
	}
	const fallback = "/usr/lib/llvm-22/bin/opt"
	if _, err := os.Stat(fallback); err == nil {
		return fallback, nil
	}
	return "", &Error{Msg: "opt 22 not found: optimizing LLVM IR needs LLVM's opt-22 on PATH or " + fallback}
}
