// Package gctune tunes the Go collector for the compiler commands
// (gomlir-opt, toyc): they build one large IR, so collecting less often
// than Go's default saves more time than it costs memory.
package gctune

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// The collector's growth target (GOGC) follows the live heap: 200 while it
// is small (with two threads parsing, rewriting and printing, collection
// competes with them for the cores, and collecting less often saves more
// time than it costs memory), lower as it grows past roomyHeap, so that a
// transformation that grows the IR far beyond the input (inlining) does
// not take the peak to three times the live heap. While the input is
// parsed the collector is paused: nearly all a parse allocates is the IR,
// so a collection then would free little. There is no memory limit
// (GOMEMLIMIT still sets one): a limit below the live heap makes the
// collector run without pause.
const (
	gcPercent    = 200
	gcMinPercent = 50
	roomyHeap    = 256 << 20
)

// gcPercentFor returns the growth target for a live heap of live bytes.
func gcPercentFor(live uint64) int {
	if live <= roomyHeap {
		return gcPercent
	}
	return max(gcMinPercent, int(gcPercent*roomyHeap/live))
}

// Collector retunes the growth target after each collection.
type Collector struct {
	mu     sync.Mutex
	paused bool
	live   []metrics.Sample
}

// Start sets the growth target and keeps it tuned.
func Start() *Collector {
	c := &Collector{live: []metrics.Sample{{Name: "/gc/heap/live:bytes"}}}
	debug.SetGCPercent(gcPercent)
	c.arm()
	return c
}

// gcSentinel is garbage whose finalizer runs after a collection.
type gcSentinel struct{ c *Collector }

func (c *Collector) arm() {
	runtime.SetFinalizer(&gcSentinel{c}, func(s *gcSentinel) {
		s.c.retune()
		s.c.arm()
	})
}

// retune sets the growth target for the heap the last collection left.
func (c *Collector) retune() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.paused {
		return
	}
	metrics.Read(c.live)
	debug.SetGCPercent(gcPercentFor(c.live[0].Value.Uint64()))
}

// Pause stops collection until the returned function is called.
func (c *Collector) Pause() func() {
	c.mu.Lock()
	c.paused = true
	debug.SetGCPercent(-1)
	c.mu.Unlock()
	return func() {
		c.mu.Lock()
		c.paused = false
		c.mu.Unlock()
		c.retune()
	}
}
