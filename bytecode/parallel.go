package bytecode

import (
	"runtime"
	"slices"
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
	f.decodeEntries()
	for _, on := range f.opNames {
		f.resolveOpName(on)
	}
	readers := f.workers(len(lazy), func(r *fileReader, i int) {
		lo := lazy[i]
		r.scopes = r.scopes[:0]
		r.readRegions(lo.op, lo.c, true, lo.depth)
		if len(r.forwardRefs) > 0 {
			r.fail("not all forward unresolved forward operand references")
		}
		var blocks []*ir.Block
		for k := 0; k < lo.op.NumRegions(); k++ {
			for b := lo.op.Region(k).First(); b != nil; b = b.Next() {
				blocks = append(blocks, b)
			}
		}
		if !r.processUseLists(blocks, nil) {
			r.fail("parsed use-list orders were invalid and could not be applied")
		}
	})
	if slices.Contains(readers, nil) {
		f.fail("a deferred region failed to read")
	}
	f.sorted = make(map[*ir.Operation]bool, len(lazy))
	for _, lo := range lazy {
		f.sorted[lo.op] = true
	}
}

// workers runs do on jobs 0 to n-1 with one worker reader per core,
// returning the readers, nil for those that failed.
func (f *fileReader) workers(n int, do func(r *fileReader, job int)) []*fileReader {
	readers := make([]*fileReader, min(runtime.GOMAXPROCS(0), n))
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
					readers[w] = nil
				}
			}()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				do(r, i)
			}
		}()
	}
	wg.Wait()
	return readers
}

// errNotLeaf is what a leavesOnly worker panics with on meeting a
// reference to an entry not decoded yet.
var errNotLeaf = &struct{ error }{}

// decodeEntries decodes every attribute and type of the file: in rounds
// on every core, each decoding the entries that refer only to entries
// decoded in earlier rounds (locations, integers, strings, types, then
// what refers to them), while rounds make progress, then the others
// serially.
func (f *fileReader) decodeEntries() {
	for _, list := range [][]entry{f.attrs, f.types} {
		for i := range list {
			if list[i].custom {
				f.load(f.dialects[list[i].dialect])
			}
		}
	}
	f.expectLines()
	// todo lists the entries not decoded (reading the top level decoded
	// some: decoding one again would make a second distinct attribute):
	// attributes by index, types by index + len(f.attrs).
	nAttrs := len(f.attrs)
	todo := make([]int, 0, nAttrs+len(f.types))
	for i, a := range f.attrVals {
		if a == nil {
			todo = append(todo, i)
		}
	}
	for i, t := range f.typeVals {
		if t == nil {
			todo = append(todo, nAttrs+i)
		}
	}
	for round := 0; round < maxDecodeRounds && len(todo) > 0; round++ {
		attrs := make([]ir.Attribute, len(todo))
		types := make([]ir.Type, len(todo))
		f.workers(len(todo), func(r *fileReader, k int) {
			r.leavesOnly = true
			defer func() {
				if p := recover(); p != nil {
					if _, ok := p.(readError); !ok && p != errNotLeaf {
						panic(p)
					}
				}
			}()
			if i := todo[k]; i < nAttrs {
				e := &f.attrs[i]
				c := f.entryCursor(r, e)
				if a := r.decodeAttr(e, c); c.empty() {
					attrs[k] = a
				}
			} else {
				e := &f.types[i-nAttrs]
				c := f.entryCursor(r, e)
				if t := r.decodeType(e, c); c.empty() {
					types[k] = t
				}
			}
		})
		left := todo[:0]
		for k, i := range todo {
			switch {
			case attrs[k] != nil:
				f.attrVals[i] = attrs[k]
			case types[k] != nil:
				f.typeVals[i-nAttrs] = types[k]
			default:
				left = append(left, i)
			}
		}
		if len(left) == len(todo) {
			break
		}
		todo = left
	}
	for _, i := range todo {
		if i < nAttrs {
			f.attribute(uint64(i))
		} else {
			f.typ(uint64(i - nAttrs))
		}
	}
}

// maxDecodeRounds bounds the concurrent rounds of decodeEntries.
const maxDecodeRounds = 8

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

// expectLines tells the context the last line of each file the plain
// file locations of the table refer to (at most a few lines per location
// entry), so that it keeps them densely in whatever order the workers
// decode them. Entries that do not read as a file location are left to
// the decoding.
func (f *fileReader) expectLines() {
	type fileMax struct{ file, line uint64 }
	var maxes []fileMax
	locs := 0
	for i := range f.attrs {
		e := &f.attrs[i]
		if !e.custom || e.start == e.end || f.entryData[e.start] != attrFileLineColLoc<<1|1 || f.dialects[e.dialect].name != "builtin" {
			continue
		}
		var file, line uint64
		if catch(func() {
			c := f.entryCursor(f, e)
			c.varInt()
			file, line = c.varInt(), c.varInt()
		}) != nil {
			continue
		}
		locs++
		k := slices.IndexFunc(maxes, func(m fileMax) bool { return m.file == file })
		if k < 0 {
			maxes = append(maxes, fileMax{file, line})
		} else {
			maxes[k].line = max(maxes[k].line, line)
		}
	}
	for _, m := range maxes {
		if m.file >= uint64(len(f.attrs)) {
			continue
		}
		var name ir.Attribute
		if catch(func() { name = f.attribute(m.file) }) != nil {
			continue
		}
		if s, ok := name.(*ir.StringAttr); ok {
			f.ctx.ExpectFileLines(s.Value, int(min(m.line, uint64(4*locs+1024))))
		}
	}
}
