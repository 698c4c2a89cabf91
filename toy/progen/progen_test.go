package progen

import (
	"flag"
	"os"
	"strings"
	"testing"
)

var (
	sizedOut  = flag.String("progen.out", "", "write a program of -progen.size bytes to this file (for timing toyc)")
	sizedSize = flag.Int("progen.size", 20000, "size in bytes of the program TestSized generates")
)

// TestSized checks that Sized reaches the requested size with a single
// main function, and writes it to -progen.out when set.
func TestSized(t *testing.T) {
	src := New(1).Sized(*sizedSize)
	if len(src) < *sizedSize {
		t.Fatalf("program of %d bytes, want at least %d", len(src), *sizedSize)
	}
	if !strings.HasPrefix(src, "def main() {\n") || strings.Count(src, "def ") != 1 {
		t.Fatalf("want a single main function, got:\n%.200s", src)
	}
	if *sizedOut != "" {
		if err := os.WriteFile(*sizedOut, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
