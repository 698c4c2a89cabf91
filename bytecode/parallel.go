package bytecode

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// readParallel reads a whole file as Read does, but reads the regions of
// the isolated operations below the top-level one on every core: the top
// level is read first, leaving those regions as lazy sections; every
// attribute, type and operation name of the file is then decoded, and the
// sections are read by concurrent workers, each with its own value scopes.
// It reports ok false, having built nothing the caller keeps, whenever
// this is not possible or anything fails: the caller then reads the file
// serially, which reports what upstream's reader does in upstream's order.
func readParallel(ctx *ir.Context, name string, buf []byte, cfg Config) (file *asm.File, ok bool) {
	if ctx.DisableMultithreading || runtime.GOMAXPROCS(0) < 2 || len(cfg.AttrCallbacks) > 0 || len(cfg.TypeCallbacks) > 0 {
		return nil, false
	}
	f := newFileReader(ctx, name, cfg)
	f.parallel = true
	if err := catch(func() { file = f.read(buf) }); err != nil {
		return nil, false
	}
	return file, true
}

// deferBelowTop is the LazyOps of a parallel read: the isolated operations
// at the top level are read at once, those below are deferred.
func deferBelowTop(op *ir.Operation) bool { return op.ParentOp() == nil }

// readDeferred decodes every entry the workers may refer to, then reads
// the deferred regions concurrently.
func (f *fileReader) readDeferred() {
	lazy := f.lazy
	f.lazy, f.lazyIndex = nil, map[*ir.Operation]*lazyOp{}
	f.cfg.Lazy = false
	if len(lazy) == 0 {
		return
	}
	for i := range f.attrs {
		f.attribute(uint64(i))
	}
	for i := range f.types {
		f.typ(uint64(i))
	}
	for _, on := range f.opNames {
		f.resolveOpName(on)
	}
	workers := min(runtime.GOMAXPROCS(0), len(lazy))
	readers := make([]*fileReader, workers)
	failed := make([]bool, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range readers {
		r := f.worker()
		readers[w] = r
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if recover() != nil {
					failed[w] = true
				}
			}()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(lazy) {
					return
				}
				lo := lazy[i]
				r.scopes = r.scopes[:0]
				r.readRegions(lo.op, lo.c, true, lo.depth)
				if len(r.forwardRefs) > 0 {
					r.fail("not all forward unresolved forward operand references")
				}
			}
		}()
	}
	wg.Wait()
	for w, r := range readers {
		if failed[w] {
			f.fail("a deferred region failed to read")
		}
		for v, o := range r.useOrders {
			f.useOrders[v] = o
		}
	}
}

// worker returns a reader of deferred regions sharing f's decoded
// entries, with state of its own for what reading operations changes.
func (f *fileReader) worker() *fileReader {
	r := *f
	r.scopes = nil
	r.forwardRefs = map[*ir.Value]*ir.Operation{}
	r.freeRefs = nil
	r.useOrders = map[*ir.Value]useOrder{}
	r.lazy, r.lazyIndex = nil, nil
	r.propCache = map[propKey]ir.Attribute{}
	r.odsProps = map[*ir.OpInfo]*odsProps{}
	r.parallel = false
	return &r
}
