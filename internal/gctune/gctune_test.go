package gctune

import (
	"runtime/debug"
	"testing"
)

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
// pauseHeap, and for a large input and a tool asking for it up to perByte
// bytes per input byte.
func TestPauseLimit(t *testing.T) {
	for _, c := range []struct {
		size    int
		perByte int64
		want    int64
	}{
		{0, 12, pauseHeap},
		{1 << 20, 12, pauseHeap},
		{pauseHeap / 12, 12, pauseHeap},
		{100 << 20, 12, 12 * 100 << 20},
		{100 << 20, 0, pauseHeap},
	} {
		if got := pauseLimit(c.size, c.perByte); got != c.want {
			t.Errorf("input %d bytes, %d per byte: limit %d, want %d", c.size, c.perByte, got, c.want)
		}
	}
}

// TestConverting checks that a conversion pauses collection up to
// convertPerByte bytes per input byte (pauseHeap for small inputs) until
// it is done, and that without a collector it does nothing.
func TestConverting(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	saved := current
	defer func() { current = saved }()
	current = nil
	Converting(1 << 30)()
	if p := debug.SetGCPercent(100); p != 100 {
		t.Errorf("without a collector: GOGC %d, want 100", p)
	}
	current = startCollector(0)
	for _, size := range []int{1 << 10, 10 << 20} {
		done := Converting(size)
		p := debug.SetGCPercent(-1)
		limit := debug.SetMemoryLimit(-1)
		debug.SetMemoryLimit(limit)
		if want := max(pauseHeap, convertPerByte*int64(size)); p != -1 || limit != want {
			t.Errorf("converting %d bytes: GOGC %d and limit %d MiB, want off and %d MiB", size, p, limit>>20, want>>20)
		}
		done()
		if p := debug.SetGCPercent(-1); p == -1 {
			t.Errorf("converting %d bytes: collection still off when done", size)
		}
	}
}
