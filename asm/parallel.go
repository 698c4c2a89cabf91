package asm

import (
	"maps"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/gomlir/gomlir/ir"
)

// Parallel parsing. The bodies of isolated-from-above operations that
// ask for it (ParseIsolatedRegion: functions) depend on nothing parsed
// outside them but the aliases, so a large file is parsed in two streams:
// the file's skeleton on the calling goroutine, which skips each such
// body to its matching brace, and the bodies on worker goroutines, each
// into the region its operation already holds.
//
// The result must be the serial parse's, errors included. A body is
// deferred only where the serial parse would see it alone: no SSA name is
// visible around it. Workers see the aliases defined before the first
// deferred body; a body using a later one fails in its worker, except for
// locations, which bodies may use before their definition anyway and are
// resolved at the end. Anything a deferred body cannot decide alone (an
// error anywhere, a name left unresolved at its end, a distinct
// attribute) makes the whole parse start again serially, so error cases
// keep their serial first diagnostic.

// minParallelBytes is the input size below which files parse serially.
const minParallelBytes = 1 << 16

// parallelParse is the state of a parallel parse.
type parallelParse struct {
	// queue feeds the deferred bodies to the workers, started at the
	// first one (nil before).
	queue *jobQueue
	// pending holds the bodies deferred while parsing the current
	// operation, queued once it is built; batch the bodies not queued yet.
	pending, batch []*bodyJob
	// attrs and types are the aliases the workers see.
	attrs map[string]ir.Attribute
	types map[string]ir.Type
	// dialects is the default dialect stack of the last deferred body.
	dialects []string
	// failed is set by a worker whose body needs the serial parse.
	failed  atomic.Bool
	workers sync.WaitGroup
	// results holds what each worker leaves for the root to apply.
	results []workerResult
	// trusted holds the operations whose bodies the workers verified.
	trusted map[*ir.Operation]bool
}

// workerResult is what a worker leaves for the root once it is done.
type workerResult struct {
	// locs are the worker's location references to resolve at the end.
	locs []deferredLoc
	// argLocs binds entry arguments to the root's deferred locations.
	argLocs []argLoc
	// trusted lists the operations whose bodies verified.
	trusted []*ir.Operation
}

// argLoc is an entry argument whose location refers to an alias defined
// later in the file: the root's deferredLocs[ref] sets it.
type argLoc struct {
	ref int
	v   *ir.Value
}

// bodyJob is a deferred region body.
type bodyJob struct {
	// entry is the region's entry block, appended when deferred: the
	// operation's region is the block's parent (building the operation
	// moves the blocks of its state's regions).
	entry *ir.Block
	args  []RegionArg
	// argRefs holds, per argument, the index of the root's deferred
	// location that sets its location, or -1 (nil when none does).
	argRefs []int
	// open is the offset of the '{', end the offset just past the
	// matching '}'.
	open, end int
	// dialects is the default dialect stack around the body.
	dialects []string
	depth    int
}

// errSerial unwinds a parallel parse that must be redone serially.
type errSerial struct{}

// deferRegion defers the region starting at the current '{' when this is
// a parallel parse and the body can be parsed alone; it reports whether
// it did.
func (p *Parser) deferRegion(r *ir.Region, args []RegionArg) bool {
	if p.par == nil || p.tok.kind != tLBrace || len(p.placeholders) > 0 {
		return false
	}
	for _, s := range p.scopes {
		if len(s.values) > 0 {
			return false
		}
	}
	end := matchBrace(p.lex.buf, p.tok.start)
	if end < 0 {
		return false
	}
	par := p.par
	if par.failed.Load() {
		panic(errSerial{})
	}
	if par.queue == nil {
		p.startWorkers()
	}
	j := &bodyJob{args: args, open: p.tok.start, end: end, depth: p.depth}
	for i, a := range args {
		if ref, ok := p.argLocRefs[a.Loc]; ok {
			if j.argRefs == nil {
				j.argRefs = slices.Repeat([]int{-1}, len(args))
			}
			j.argRefs[i] = ref
		}
	}
	if !slices.Equal(par.dialects, p.defaultDialect) {
		par.dialects = slices.Clone(p.defaultDialect)
	}
	j.dialects = par.dialects
	j.entry = ir.NewBlock()
	r.Append(j.entry)
	// Queued once the operation is built (building it moves the block)
	// with its location (VerifyBody may report it).
	par.pending = append(par.pending, j)
	p.lex.pos = end
	p.consume()
	return true
}

// jobBatch is how many bodies the skeleton queues, and a worker takes, at
// a time: handing bodies over one by one would wake goroutines thousands
// of times.
const jobBatch = 16

// jobQueue holds the deferred bodies not taken yet.
type jobQueue struct {
	mu     sync.Mutex
	more   sync.Cond // signalled when jobs are added or the queue closes
	jobs   []*bodyJob
	closed bool
}

// push adds bodies to the queue; last closes it.
func (q *jobQueue) push(jobs []*bodyJob, last bool) {
	q.mu.Lock()
	q.jobs = append(q.jobs, jobs...)
	q.closed = last
	q.mu.Unlock()
	q.more.Broadcast()
}

// take returns up to jobBatch bodies, waiting for some unless the queue
// is closed (nil: nothing is left).
func (q *jobQueue) take(buf []*bodyJob) []*bodyJob {
	q.mu.Lock()
	defer q.mu.Unlock()
	for len(q.jobs) == 0 && !q.closed {
		q.more.Wait()
	}
	n := min(len(q.jobs), jobBatch)
	buf = append(buf[:0], q.jobs[:n]...)
	clear(q.jobs[:n])
	q.jobs = q.jobs[n:]
	return buf
}

// runJobs parses bodies on the worker parser w until the queue is empty
// and closed.
func (w *Parser) runJobs(par *parallelParse) {
	var buf []*bodyJob
	for {
		buf = par.queue.take(buf)
		if len(buf) == 0 {
			break
		}
		for _, j := range buf {
			if par.failed.Load() || !w.parseJob(j) {
				par.failed.Store(true)
				continue
			}
			if op := j.entry.ParentOp(); w.cfg.VerifyBodies && ir.VerifyBody(w.ctx, op) {
				w.jobResult.trusted = append(w.jobResult.trusted, op)
			}
		}
	}
	w.jobResult.locs = w.deferredLocs
}

// startWorkers starts the body parsers, with the aliases defined so far:
// one fewer than the context's threads while the skeleton is read, the
// root's goroutine joining them after.
func (p *Parser) startWorkers() {
	par := p.par
	par.queue = &jobQueue{}
	par.queue.more.L = &par.queue.mu
	p.lineCol(0) // builds the line table the workers share
	par.attrs, par.types = maps.Clone(p.attrAliases), maps.Clone(p.typeAliases)
	n := p.ctx.Threads()
	par.results = make([]workerResult, n)
	for i := range max(n-1, 1) {
		w := p.newWorker(i)
		par.workers.Add(1)
		go func() {
			defer par.workers.Done()
			w.runJobs(par)
		}()
	}
}

// newWorker returns the parser of the i-th worker, which shares the
// aliases the workers see and the root's line table (neither changes
// while bodies are parsed) and leaves its results in par.results[i].
func (p *Parser) newWorker(i int) *Parser {
	w := newParser(p.ctx, p.file, p.lex.buf, 0, p.cfg)
	w.attrAliases, w.typeAliases = p.par.attrs, p.par.types
	w.lines = p.lines
	w.root = p
	w.jobResult = &p.par.results[i]
	return w
}

// matchBrace returns the offset just past the '}' matching the '{' at
// buf[open], or -1 when the region is empty (only blanks and comments
// inside) or the braces do not match. Strings and comments are skipped;
// elsewhere braces are balanced in valid MLIR.
func matchBrace(buf []byte, open int) int {
	i := open + 1
	for i < len(buf) && !nonBlank(buf, i) {
		if buf[i] == '/' {
			for i < len(buf) && buf[i] != '\n' {
				i++
			}
			continue
		}
		i++
	}
	if i >= len(buf) || buf[i] == '}' {
		return -1
	}
	depth := 1
	for ; i < len(buf); i++ {
		if !braceStops[buf[i]] {
			continue
		}
		switch buf[i] {
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				return i + 1
			}
		case '"':
			for i++; i < len(buf) && buf[i] != '"'; i++ {
				switch buf[i] {
				case '\\':
					i++
				case '\n':
					return -1
				}
			}
			if i >= len(buf) {
				return -1
			}
		case '/':
			if i+1 < len(buf) && buf[i+1] == '/' {
				for i < len(buf) && buf[i] != '\n' {
					i++
				}
			}
		}
	}
	return -1
}

// braceStops marks the bytes matchBrace looks at.
var braceStops = [256]bool{'{': true, '}': true, '"': true, '/': true}

// nonBlank reports whether buf[i] starts something other than a blank or
// a comment.
func nonBlank(buf []byte, i int) bool {
	switch buf[i] {
	case ' ', '\t', '\n', '\r':
		return false
	case '/':
		return i+1 >= len(buf) || buf[i+1] != '/'
	}
	return true
}

// queuePending hands the bodies of a just built operation to the
// workers, in batches.
func (p *Parser) queuePending() {
	par := p.par
	par.batch = append(par.batch, par.pending...)
	clear(par.pending)
	par.pending = par.pending[:0]
	if len(par.batch) >= jobBatch {
		par.queue.push(par.batch, false)
		clear(par.batch)
		par.batch = par.batch[:0]
	}
}

// parseDeferred waits for the workers and applies what they left.
func (p *Parser) parseDeferred() {
	par := p.par
	if par.queue == nil {
		return
	}
	par.queue.push(par.batch, true)
	if len(par.results) > 1 {
		// The root's goroutine joins the workers.
		p.newWorker(len(par.results) - 1).runJobs(par)
	}
	par.workers.Wait()
	if par.failed.Load() || len(par.pending) > 0 {
		panic(errSerial{})
	}
	for _, r := range par.results {
		p.deferredLocs = append(p.deferredLocs, r.locs...)
	}
	for _, r := range par.results {
		for _, a := range r.argLocs {
			p.deferredLocs[a.ref].arg = a.v
		}
		for _, op := range r.trusted {
			if par.trusted == nil {
				par.trusted = map[*ir.Operation]bool{}
			}
			par.trusted[op] = true
		}
	}
}

// parseJob parses one deferred body; it reports false when the body
// needs the serial parse (an error, or a name it leaves unresolved).
func (w *Parser) parseJob(j *bodyJob) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			// The serial parse reports the error (or the panic) itself.
			ok = false
		}
	}()
	w.job = j
	w.lex = lexer{buf: w.root.lex.buf[:j.end], pos: j.open}
	w.consume()
	w.depth = j.depth
	w.defaultDialect = append(w.defaultDialect[:0], j.dialects...)
	w.enter()
	w.consume()
	w.pushIsolatedScope()
	w.parseRegionBlocks(j.entry.Parent(), j.entry, j.args, false)
	w.leave()
	return w.tok.kind == tEOF && len(w.placeholders) == 0 && len(w.scopes) == 0
}
