package affine

import (
	"fmt"
	"testing"
)

func TestDevSSA(t *testing.T) {
	c := newInterner()
	for _, idx := range []string{"%i + symbol(%n) * 2, %j floordiv 4 + %i", "%j, %i, %j + %i", "symbol(%n) + %i, %i * symbol(%m)", "%i * %j", "%i + , %j", "symbol(%i) + %i", "%i + symbol %n", "%i + symbol(%n", "%i + x", "%i + %", ""} {
		src := []byte("[" + idx + "] : memref<?x?x?xf32>\n")
		m, n, err := ParseMapOfSSAIDs(c, src, DelimSquare, func(isSym bool, off int) (int, *ParseError) { return 0, nil })
		if err != nil {
			fmt.Printf("%q -> err %d+21 %s\n", idx, err.Offset, err.Msg)
		} else {
			fmt.Printf("%q -> %s  n=%d rest=%q\n", idx, m, n, src[n:n+3])
		}
	}
}
