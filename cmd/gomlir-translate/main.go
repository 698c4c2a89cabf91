// Command gomlir-translate translates between MLIR and other formats,
// accepting upstream mlir-translate's flags. A translation is chosen by
// one mode flag: --mlir-to-llvmir, whose other flags are the general ones
// of mlir-translate (-o, --split-input-file, --verify-diagnostics,
// --allow-unregistered-dialect, --no-implicit-module, --mlir-print-*), or
// --import-llvm (LLVM IR text to the llvm dialect).
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"strings"

	"github.com/gomlir/gomlir/internal/gctune"
	"github.com/gomlir/gomlir/internal/optmain"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/target/llvmir"
)

// mode is one translation of the command.
type mode struct {
	flag string
	desc string
	// fromMLIR translates a parsed and verified MLIR op.
	fromMLIR optmain.Translation
	// dialects registers the dialects the input may use.
	dialects func(*ir.Context)
}

// modes lists the translations from MLIR; --import-llvm, the translation
// into MLIR, is importLLVM.
var modes = []mode{
	{flag: "mlir-to-llvmir", desc: "Translate MLIR to LLVMIR", fromMLIR: llvmir.TranslateWithResources, dialects: llvmir.Dialects},
}

func main() {
	optmain.Parsing = gctune.Start(12)
	// GOMLIR_CPUPROFILE names a file to receive a CPU profile of the run.
	if f := os.Getenv("GOMLIR_CPUPROFILE"); f != "" {
		if w, err := os.Create(f); err == nil {
			pprof.StartCPUProfile(w)
			code := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
			pprof.StopCPUProfile()
			w.Close()
			os.Exit(code)
		}
	}
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run picks the translation out of the arguments and runs it, returning
// the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	for _, a := range args {
		if a == "--import-llvm" || a == "-import-llvm" {
			return importLLVM(args, stdin, stdout, stderr)
		}
	}
	var chosen *mode
	var rest []string
	for _, a := range args {
		name := strings.TrimLeft(a, "-")
		found := false
		if strings.HasPrefix(a, "-") {
			for i := range modes {
				if modes[i].flag == name {
					if chosen != nil && chosen != &modes[i] {
						fmt.Fprintf(stderr, "gomlir-translate: for the --%s option: may only occur zero or one times!\n", name)
						return 1
					}
					chosen, found = &modes[i], true
				}
			}
		}
		if !found {
			rest = append(rest, a)
		}
		if name == "h" || name == "help" {
			usage(stdout)
			return 0
		}
	}
	if chosen == nil {
		fmt.Fprintln(stderr, "gomlir-translate: Translation to perform option: must be specified at least once!")
		return 1
	}
	return optmain.MainWith(rest, stdin, stdout, stderr, chosen.fromMLIR, chosen.dialects)
}

func usage(w io.Writer) {
	io.WriteString(w, "OVERVIEW: gomlir translation driver\n\nUSAGE: gomlir-translate [options] <input file>\n\n"+
		"  Translations to perform:\n")
	for _, m := range modes {
		fmt.Fprintf(w, "    --%-20s - %s\n", m.flag, m.desc)
	}
	fmt.Fprintf(w, "    --%-20s - %s\n", "import-llvm", "Translate LLVMIR to MLIR")
	io.WriteString(w, "\n  General options: those of gomlir-opt (-o, --split-input-file, --verify-diagnostics,\n"+
		"  --allow-unregistered-dialect, --no-implicit-module, --mlir-print-*).\n")
}
