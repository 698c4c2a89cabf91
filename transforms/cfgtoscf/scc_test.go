package cfgtoscf

import (
	"fmt"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// TestSCCOrder checks upstream's scc_iterator order: components in
// post-order of the depth-first walk, each listing its blocks as they
// leave the node stack, and that the walk resets the marks it used.
func TestSCCOrder(t *testing.T) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	src := `"t.f"() ({
^bb0:
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.br"()[^bb2] : () -> ()
^bb2:
  "t.br"()[^bb1, ^bb3] : () -> ()
^bb3:
  "t.br"()[^bb4] : () -> ()
^bb4:
  "t.br"()[^bb3, ^bb5] : () -> ()
^bb5:
  "t.br"()[^bb5] : () -> ()
}) : () -> ()`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	bb := f.Op.Region(0).First().First().Region(0).Blocks()
	index := map[*ir.Block]int{}
	for i, b := range bb {
		index[b] = i
	}
	var it sccIterator
	it.start(bb[0])
	var got []string
	for !it.done() {
		var c []int
		for _, b := range it.current {
			c = append(c, index[b])
		}
		got = append(got, fmt.Sprint(c, it.hasCycle()))
		it.next()
	}
	it.release()
	want := []string{"[5] true", "[4 3] true", "[2 1] true", "[0] false"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("components %v, want %v", got, want)
	}
	for _, b := range bb {
		if b.Last().Mark() != 0 {
			t.Errorf("bb%d: mark %d left set", index[b], b.Last().Mark())
		}
	}
}
