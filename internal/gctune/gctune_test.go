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
		{3 * roomyHeap, gcMinPercent},
		{4 * roomyHeap, gcMinPercent},
		{40 * roomyHeap, gcMinPercent},
	} {
		if got := gcPercentFor(c.live); got != c.want {
			t.Errorf("live %d MiB: GOGC %d, want %d", c.live>>20, got, c.want)
		}
	}
}

// TestPauseLimit checks that a parse runs without collection up to
// pauseHeap, and for a large input up to pausePerByte bytes per input
// byte.
func TestPauseLimit(t *testing.T) {
	for _, c := range []struct {
		size int
		want int64
	}{
		{0, pauseHeap},
		{1 << 20, pauseHeap},
		{pauseHeap / pausePerByte, pauseHeap},
		{100 << 20, pausePerByte * 100 << 20},
	} {
		if got := pauseLimit(c.size); got != c.want {
			t.Errorf("input %d bytes: limit %d, want %d", c.size, got, c.want)
		}
	}
}
