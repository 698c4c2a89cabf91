// Command gomlir-odsgen writes the typed op views (ops_gen.go) of every
// dialect from its ods specs. Run it with `go generate ./dialect/all`.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ods"
)

func main() {
	root := "."
	if len(os.Args) > 1 {
		root = os.Args[1]
	}
	for _, d := range all.Specs() {
		src, err := ods.GenerateAccessors(d.Dialect, d.Package)
		if err != nil {
			fmt.Fprintf(os.Stderr, "gomlir-odsgen: %s: %v\n", d.Dialect.Name, err)
			os.Exit(1)
		}
		path := filepath.Join(root, d.Dir, "ops_gen.go")
		if err := os.WriteFile(path, src, 0o644); err != nil {
			fmt.Fprintf(os.Stderr, "gomlir-odsgen: %v\n", err)
			os.Exit(1)
		}
	}
}
