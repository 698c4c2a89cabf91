// Command toyc-ch4 is the Toy compiler of chapter 4 of MLIR's tutorial.
package main

import (
	"os"

	"github.com/gomlir/gomlir/internal/gctune"
	"github.com/gomlir/gomlir/toy/toyc"
)

func main() {
	gctune.Start(0)
	os.Exit(toyc.Main(4, os.Args[0], os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
