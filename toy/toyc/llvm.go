package toyc

import (
	"fmt"
	"io"
	"runtime"

	"github.com/gomlir/gomlir/exec"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/runner"
	"github.com/gomlir/gomlir/target/llvmir"
)

// hostTargets are the target triple and data layout toyc sets on the LLVM
// module, by host (upstream asks LLVM for the host's target machine).
var hostTargets = map[string][2]string{
	"amd64": {"x86_64-pc-linux-gnu", "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"},
	"arm64": {"aarch64-unknown-linux-gnu", "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"},
}

// translate returns the LLVM IR of the lowered module, or nil after
// reporting why it cannot be translated.
func (d *driver) translate(ctx *ir.Context, module *ir.Operation) []byte {
	if t, ok := hostTargets[runtime.GOARCH]; ok && runtime.GOOS == "linux" {
		module.SetAttr(ctx, "llvm.target_triple", ctx.StringAttr(t[0]))
		module.SetAttr(ctx, "llvm.data_layout", ctx.StringAttr(t[1]))
	}
	text, err := llvmir.Translate(ctx, module)
	if err != nil {
		if diag, ok := err.(*ir.Diagnostic); ok {
			d.report(diag)
		}
		io.WriteString(d.stderr, "Failed to emit LLVM IR\n")
		return nil
	}
	return text
}

// dumpLLVMIR prints the module's LLVM IR on stderr, as upstream's toyc
// does. Upstream then runs LLVM's optimizer: its O0 pipeline changes
// nothing toyc's modules print; -opt runs LLVM's O3 pipeline with LLVM's
// own opt tool (gomlir does not reimplement LLVM's optimizer).
func (d *driver) dumpLLVMIR(ctx *ir.Context, module *ir.Operation) int {
	text := d.translate(ctx, module)
	if text == nil {
		return 255
	}
	if d.o.opt {
		var err error
		if text, err = runner.Optimize(text, 3); err != nil {
			fmt.Fprintf(d.stderr, "Failed to optimize LLVM IR %v\n", err)
			return 255
		}
	}
	d.stderr.Write(text)
	io.WriteString(d.stderr, "\n")
	return 0
}

// runJIT runs the module's main: compiled by clang (package runner), or
// with --interpret in gomlir's interpreter.
func (d *driver) runJIT(ctx *ir.Context, module *ir.Operation) int {
	if d.o.interpret {
		return d.interpret(ctx, module)
	}
	text := d.translate(ctx, module)
	if text == nil {
		return 255
	}
	opt := 0
	if d.o.opt {
		opt = 3
	}
	return runner.Main(text, runner.Options{EntryPointResult: "void", OptLevel: opt, Stdout: d.stdout, Stderr: d.stderr})
}

func (d *driver) interpret(ctx *ir.Context, module *ir.Operation) int {
	m, err := exec.New(ctx, module, d.stdout)
	if err == nil {
		m.Stderr = d.stderr
		_, err = m.Run("main")
	}
	if err == nil {
		return 0
	}
	if code, ok := err.(exec.ExitError); ok {
		return int(code)
	}
	if re, ok := err.(*exec.RunError); ok && re.Loc != nil {
		d.report(ir.Errorf(re.Loc, "%s", re.Msg))
	} else {
		fmt.Fprintf(d.stderr, "toyc: %v\n", err)
	}
	io.WriteString(d.stderr, "JIT invocation failed\n")
	return 255
}
