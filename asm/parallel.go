package asm

import (
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/gomlir/gomlir/ir"
)

// Parallel parsing. The bodies of isolated-from-above operations that
// ask for it (ParseIsolatedRegion: functions) depend on nothing parsed
// outside them but the aliases, so a large file is parsed in two steps:
// the file's skeleton first, skipping each such body to its matching
// brace, then the bodies on several goroutines, each into the region
// its operation already holds.
//
// The result must be the serial parse's, errors included. A body is
// deferred only where the serial parse would see it alone: no SSA name is
// visible around it. Anything a deferred body cannot decide alone (an
// error anywhere, a name left unresolved at its end, a distinct
// attribute, an alias defined after it that is not a location) makes the
// whole parse start again serially, so error cases keep their serial
// first diagnostic.

// minParallelBytes is the input size below which files parse serially.
const minParallelBytes = 1 << 16

// parallelParse holds the deferred bodies of a parallel parse.
type parallelParse struct {
	jobs []bodyJob
	// late is set when an alias that bodies could use (a type alias or
	// an attribute alias other than a location) is defined after a
	// deferred body: serially, that body could not have used it.
	late bool
}

// bodyJob is a deferred region body.
type bodyJob struct {
	// entry is the region's entry block, appended when deferred: the
	// operation's region is the block's parent (building the operation
	// moves the blocks of its state's regions).
	entry *ir.Block
	args  []RegionArg
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
	dialects := p.defaultDialect
	if n := len(p.par.jobs); n > 0 && slices.Equal(p.par.jobs[n-1].dialects, dialects) {
		dialects = p.par.jobs[n-1].dialects
	} else {
		dialects = slices.Clone(dialects)
	}
	entry := ir.NewBlock()
	r.Append(entry)
	p.par.jobs = append(p.par.jobs, bodyJob{entry: entry, args: args, open: p.tok.start, end: end,
		dialects: dialects, depth: p.depth})
	p.lex.pos = end
	p.consume()
	return true
}

// matchBrace returns the offset just past the '}' matching the '{' at
// buf[open], or -1 when the region is empty (only blanks and comments
// inside) or the braces do not match. Strings and comments are skipped;
// elsewhere braces are balanced in valid MLIR.
func matchBrace(buf []byte, open int) int {
	depth, empty := 0, true
	for i := open; i < len(buf); i++ {
		switch buf[i] {
		case '{':
			depth++
			if i > open {
				empty = false
			}
		case '}':
			depth--
			if depth == 0 {
				if empty {
					return -1
				}
				return i + 1
			}
			empty = false
		case '"':
			empty = false
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
				continue
			}
			empty = false
		case ' ', '\t', '\n', '\r':
		default:
			empty = false
		}
	}
	return -1
}

// noteAlias records an alias definition for the late-alias check.
func (p *Parser) noteAlias(a ir.Attribute) {
	if p.par == nil || len(p.par.jobs) == 0 {
		return
	}
	if _, isLoc := a.(ir.Location); !isLoc {
		p.par.late = true
	}
}

// parseDeferred parses the deferred bodies on up to GOMAXPROCS
// goroutines and collects their deferred location references.
func (p *Parser) parseDeferred() {
	jobs := p.par.jobs
	if len(jobs) == 0 {
		return
	}
	if p.par.late {
		panic(errSerial{})
	}
	p.lineCol(0) // builds the line table the workers share
	n := min(runtime.GOMAXPROCS(0), len(jobs))
	var next atomic.Int64
	var failed atomic.Bool
	locs := make([][]deferredLoc, n)
	var wg sync.WaitGroup
	for w := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			wp := p.newWorker()
			for !failed.Load() {
				i := int(next.Add(1)) - 1
				if i >= len(jobs) {
					break
				}
				if !wp.parseJob(&jobs[i]) {
					failed.Store(true)
				}
			}
			locs[w] = wp.deferredLocs
		}()
	}
	wg.Wait()
	if failed.Load() {
		panic(errSerial{})
	}
	for _, l := range locs {
		p.deferredLocs = append(p.deferredLocs, l...)
	}
}

// newWorker returns a parser of deferred bodies sharing p's aliases and
// line table (neither changes while bodies are parsed).
func (p *Parser) newWorker() *Parser {
	w := newParser(p.ctx, p.file, p.lex.buf, 0, p.cfg)
	w.attrAliases, w.typeAliases = p.attrAliases, p.typeAliases
	w.lines = p.lines
	w.root = p
	return w
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
