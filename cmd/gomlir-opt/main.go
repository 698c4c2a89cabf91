// Command gomlir-opt reads, verifies, transforms and prints MLIR, accepting
// upstream mlir-opt's flags.
package main

import (
	"os"

	"github.com/gomlir/gomlir/internal/optmain"
)

func main() {
	os.Exit(optmain.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
