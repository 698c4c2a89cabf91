// Command toyc is the Toy compiler of MLIR's tutorial; --chapter=N (1 to 7,
// default 7) selects the chapter's toyc-chN.
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/internal/gctune"
	"github.com/gomlir/gomlir/toy/toyc"
)

func main() {
	gctune.Start(0)
	chapter := 7
	var args []string
	for _, a := range os.Args[1:] {
		if v, ok := strings.CutPrefix(strings.TrimPrefix(a, "-"), "-chapter="); ok {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 7 {
				fmt.Fprintf(os.Stderr, "toyc: --chapter must be 1 to 7, got '%s'\n", v)
				os.Exit(1)
			}
			chapter = n
			continue
		}
		args = append(args, a)
	}
	os.Exit(toyc.Main(chapter, os.Args[0], args, os.Stdin, os.Stdout, os.Stderr))
}
