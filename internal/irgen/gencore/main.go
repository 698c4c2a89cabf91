// Command gencore writes a program of the core dialects made by
// irgen.GenerateCore to standard output, for benchmarks: -size asks for
// about that many bytes in one symbol table of many functions.
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
	funcs := flag.Int("funcs", 0, "functions per symbol table (0: derived from -size)")
	flag.Parse()
	cfg := irgen.CoreConfig{Modules: 0, NoPoison: true, Funcs: *funcs}
	if cfg.Funcs == 0 {
		// Measure the size of one function on a small sample, then aim
		// for -size (GenerateCore draws the count in [1, Funcs]: the
		// seed is advanced until the program is within 10% of -size).
		sample := irgen.GenerateCore(rand.New(rand.NewSource(*seed)), irgen.CoreConfig{Funcs: 200, NoPoison: true})
		per := len(sample) / 100
		cfg.Funcs = 2 * *size / per
	}
	for s := *seed; ; s++ {
		src := irgen.GenerateCore(rand.New(rand.NewSource(s)), cfg)
		if *funcs != 0 || (len(src) > *size*9/10 && len(src) < *size*11/10) {
			os.Stdout.Write(src)
			fmt.Fprintf(os.Stderr, "gencore: seed %d, %d bytes\n", s, len(src))
			return
		}
	}
}
