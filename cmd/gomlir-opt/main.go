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
// the IR, so a collection then would free little. A
// soft memory limit of memoryBase plus memoryPerInputByte times the input
// size (unless GOMEMLIMIT is set) has the collector work harder before a
// transformation's garbage takes the peak beyond that.
const (
	gcPercent          = 200
	memoryBase         = 256 << 20
	memoryPerInputByte = 6
)

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
		optmain.Parsing = func() func() {
			debug.SetGCPercent(-1)
			return func() { debug.SetGCPercent(gcPercent) }
		}
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		optmain.InputRead = func(size int) {
			debug.SetMemoryLimit(memoryBase + memoryPerInputByte*int64(size))
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
