package ir

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Threads returns how many goroutines work spread over by the context's
// users may use: one when the context disables multithreading, else
// GOMAXPROCS.
func (c *Context) Threads() int {
	if c == nil || c.DisableMultithreading {
		return 1
	}
	return runtime.GOMAXPROCS(0)
}

// ParallelFor runs f(i) for every i in [0, n) on up to threads goroutines
// (upstream's parallelFor), the calling one included, and returns when
// all are done. Callers keep the work of each index independent of the
// others', so that results do not depend on the thread count.
func ParallelFor(threads, n int, f func(i int)) {
	threads = min(threads, n)
	if threads < 2 {
		for i := range n {
			f(i)
		}
		return
	}
	var next atomic.Int64
	work := func() {
		for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
			f(i)
		}
	}
	var wg sync.WaitGroup
	for range threads - 1 {
		wg.Go(work)
	}
	work()
	wg.Wait()
}
