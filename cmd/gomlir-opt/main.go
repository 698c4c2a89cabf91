// Command gomlir-opt reads, verifies, transforms and prints MLIR, accepting
// upstream mlir-opt's flags.
package main

import (
	"os"
	"runtime"
	"runtime/pprof"

	"github.com/gomlir/gomlir/internal/gctune"
	"github.com/gomlir/gomlir/internal/optmain"
)

func main() {
	optmain.Parsing = gctune.Start(0)
	optmain.Converting = gctune.Converting
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
	code := optmain.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	// GOMLIR_MEMPROFILE names a file to receive an allocation profile.
	if f := os.Getenv("GOMLIR_MEMPROFILE"); f != "" {
		if w, err := os.Create(f); err == nil {
			runtime.GC() // the profile covers allocations up to the last collection
			pprof.Lookup("allocs").WriteTo(w, 0)
			w.Close()
		}
	}
	os.Exit(code)
}
