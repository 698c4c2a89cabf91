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
// paused until the heap reaches pauseHeap or, for a tool that asks for it
// and a larger input, a number of bytes per input byte: most of what a parse allocates is
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
)

// pauseLimit is the heap a parse of size input bytes runs without
// collection up to, given perByte bytes per input byte.
func pauseLimit(size int, perByte int64) int64 {
	return max(pauseHeap, perByte*int64(size))
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
	perByte  int64 // heap per input byte a parse may reach unpaused
	live     []metrics.Sample
}

// Start sets the growth target and keeps it tuned; it returns the
// function that pauses collection while an input of the given size is
// parsed (to be set as optmain.Parsing), up to a heap of pauseHeap or of
// perByte bytes per input byte, whichever is more (gomlir-translate's
// inputs allocate about ten bytes per byte, nearly all of it live). It
// does nothing and returns nil when GOGC is set.
func Start(perByte int64) func(size int) func() {
	if os.Getenv("GOGC") != "" {
		return nil
	}
	current = startCollector(perByte)
	return current.pause
}

// current is the collector Start started (nil when none).
var current *collector

// convertPerByte is the heap per input byte a conversion may reach
// without collection (about twice what parsing and writing bytecode
// allocate).
const convertPerByte = 24

// Converting pauses the collector Start started while an input of size
// bytes is parsed and written out again without transformation
// (gomlir-opt --emit-bytecode without passes; to be set as
// optmain.Converting), up to a heap of pauseHeap or of convertPerByte
// bytes per input byte, whichever is more: nearly all the parse and the
// bytecode writer allocate stays live until the output is written. It
// returns the function ending the pause; with no collector started it
// does nothing.
func Converting(size int) (done func()) {
	if current == nil {
		return func() {}
	}
	return current.pauseUpTo(max(pauseHeap, convertPerByte*int64(size)))
}

// startCollector sets the growth target and keeps it tuned.
func startCollector(perByte int64) *collector {
	c := &collector{live: []metrics.Sample{{Name: "/gc/heap/live:bytes"}}, perByte: perByte}
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
	return c.pauseUpTo(pauseLimit(size, c.perByte))
}

// pauseUpTo stops collection until the returned function is called or
// the heap reaches limit bytes.
func (c *collector) pauseUpTo(limit int64) func() {
	c.mu.Lock()
	c.paused = true
	c.oldLimit = debug.SetMemoryLimit(-1)
	debug.SetMemoryLimit(min(c.oldLimit, limit))
	debug.SetGCPercent(-1)
	c.mu.Unlock()
	return c.retune
}
