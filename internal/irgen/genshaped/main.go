// Command genshaped writes a program of the tensor and vector dialects
// made by irgen.GenerateShaped to standard output, for benchmarks: -size
// asks for about that many bytes of many functions.
package main

import (
	"flag"
	"fmt"
	"math/rand"
	"os"

	"github.com/gomlir/gomlir/internal/irgen"
)

func main() {
	seed := flag.Int64("seed", 1, "random seed")
	size := flag.Int("size", 10<<20, "approximate size of the program in bytes")
	ops := flag.Int("ops", 40, "operations per function")
	flag.Parse()
	// Measure the size of one function on a sample, then aim for -size.
	sample := irgen.GenerateShaped(rand.New(rand.NewSource(*seed)), irgen.ShapedConfig{Funcs: 100, Ops: *ops})
	cfg := irgen.ShapedConfig{Funcs: max(1, *size/(len(sample)/100)), Ops: *ops}
	src := irgen.GenerateShaped(rand.New(rand.NewSource(*seed)), cfg)
	os.Stdout.Write(src)
	fmt.Fprintf(os.Stderr, "genshaped: seed %d, %d functions, %d bytes\n", *seed, cfg.Funcs, len(src))
}
