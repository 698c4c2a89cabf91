package gctune

import "testing"

// TestGCPercentFor checks that the growth target stays at gcPercent for
// small heaps and falls with the live heap past roomyHeap, down to
// gcMinPercent.
func TestGCPercentFor(t *testing.T) {
	for _, c := range []struct {
		live uint64
		want int
	}{
		{0, gcPercent},
		{roomyHeap, gcPercent},
		{2 * roomyHeap, gcPercent / 2},
		{3 * roomyHeap, gcPercent / 3},
		{4 * roomyHeap, gcMinPercent},
		{40 * roomyHeap, gcMinPercent},
	} {
		if got := gcPercentFor(c.live); got != c.want {
			t.Errorf("live %d MiB: GOGC %d, want %d", c.live>>20, got, c.want)
		}
	}
}
