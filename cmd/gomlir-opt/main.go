// Command gomlir-opt reads, verifies, transforms and prints MLIR, accepting
// upstream mlir-opt's flags.
package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"

	"github.com/gomlir/gomlir/internal/optmain"
)

// The collector runs at GOGC 200 unless the environment sets GOGC: with
// two threads parsing, rewriting and printing, collection competes with
// them for the cores, and collecting less often saves more time than it
// costs memory (the heap of a run is mostly the IR, which stays live).
// While the input is parsed it is paused: nearly all a parse allocates is
// the IR, so a collection then would free little. There is no memory limit
// (GOMEMLIMIT still sets one): transformations may grow the IR far beyond
// the input, and a limit below the live heap makes the collector run
// without pause.
const gcPercent = 200

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
		optmain.Parsing = func() func() {
			debug.SetGCPercent(-1)
			return func() { debug.SetGCPercent(gcPercent) }
		}
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
