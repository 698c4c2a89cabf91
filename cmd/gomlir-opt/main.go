// Command gomlir-opt reads, verifies, transforms and prints MLIR, accepting
// upstream mlir-opt's flags.
package main

import (
	"os"
	"runtime/debug"
	"runtime/pprof"

	"github.com/gomlir/gomlir/internal/optmain"
)

func main() {
	// The IR is mostly long-lived: collect less often than Go's default
	// for inputs of ordinary size; optmain lowers it again for very large
	// inputs, where the heap itself dominates.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
		optmain.LargeInputGCPercent = 100
	}
	// GOMLIR_CPUPROFILE names a file to receive a CPU profile of the run.
	if f := os.Getenv("GOMLIR_CPUPROFILE"); f != "" {
		if w, err := os.Create(f); err == nil {
			pprof.StartCPUProfile(w)
			code := optmain.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
			pprof.StopCPUProfile()
			w.Close()
			os.Exit(code)
		}
	}
	os.Exit(optmain.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
