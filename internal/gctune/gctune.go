// Package gctune tunes the garbage collector of gomlir's command-line
// tools, which parse a whole input, work on it and print it.
package gctune

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// The collector's growth target (GOGC) follows the live heap: 200 while it
// is small (with two threads parsing, rewriting and printing, collection
// competes with them for the cores, and collecting less often saves more
// time than it costs memory), lower as it grows past roomyHeap, so that a
// transformation that grows the IR far beyond the input (inlining, the
// lowering to the llvm dialect, which makes it about twice as large) does
// not take the peak to three times the live heap: past roomyHeap the
// headroom stays about twice roomyHeap, and never below the live heap
// (gcMinPercent), so that the collector's work per allocated byte stays
// bounded as programs grow. While the input is parsed the collector is
// paused until the heap reaches pauseHeap or, for a larger input,
// pausePerByte bytes per input byte: most of what a parse allocates is
// the IR, so a collection then would free little (a parse of textual IR
// allocates some ten bytes per input byte, two thirds of them the IR),
// but a parse that allocates far more than its input (affine maps'
// operands and expressions, repeated names) would make garbage that adds
// up to a good part of the peak, so past the limit the collector runs as
// usual. There is no memory limit
// (GOMEMLIMIT still sets one): a limit below the live heap makes the
// collector run without pause.
const (
	gcPercent    = 200
	gcMinPercent = 100
	roomyHeap    = 64 << 20
	pauseHeap    = 64 << 20
	pausePerByte = 12
)

// pauseLimit is the heap a parse of size input bytes runs without
// collection up to.
func pauseLimit(size int) int64 {
	return max(pauseHeap, pausePerByte*int64(size))
}

// gcPercentFor returns the growth target for a live heap of live bytes.
func gcPercentFor(live uint64) int {
	if live <= roomyHeap {
		return gcPercent
	}
	return max(gcMinPercent, int(gcPercent*roomyHeap/live))
}

// collector retunes the growth target after each collection.
type collector struct {
	mu       sync.Mutex
	paused   bool
	oldLimit int64 // the memory limit before the pause
	live     []metrics.Sample
}

// Start sets the growth target and keeps it tuned; it returns the
// function that pauses collection while an input of the given size is
// parsed (to be set as optmain.Parsing). It does nothing and returns nil
// when GOGC is set.
func Start() func(size int) func() {
	if os.Getenv("GOGC") != "" {
		return nil
	}
	return startCollector().pause
}

// startCollector sets the growth target and keeps it tuned.
func startCollector() *collector {
	c := &collector{live: []metrics.Sample{{Name: "/gc/heap/live:bytes"}}}
	debug.SetGCPercent(gcPercent)
	c.arm()
	return c
}

// gcSentinel is garbage whose finalizer runs after a collection.
type gcSentinel struct{ c *collector }

func (c *collector) arm() {
	runtime.SetFinalizer(&gcSentinel{c}, func(s *gcSentinel) {
		s.c.retune()
		s.c.arm()
	})
}

// retune sets the growth target for the heap the last collection left;
// a collection during a pause (the heap reached pauseHeap) ends it.
func (c *collector) retune() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.paused {
		c.paused = false
		debug.SetMemoryLimit(c.oldLimit)
	}
	metrics.Read(c.live)
	debug.SetGCPercent(gcPercentFor(c.live[0].Value.Uint64()))
}

// pause stops collection until the returned function is called or the
// heap reaches the pause limit of an input of size bytes.
func (c *collector) pause(size int) func() {
	c.mu.Lock()
	c.paused = true
	c.oldLimit = debug.SetMemoryLimit(-1)
	debug.SetMemoryLimit(min(c.oldLimit, pauseLimit(size)))
	debug.SetGCPercent(-1)
	c.mu.Unlock()
	return c.retune
}
