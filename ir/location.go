package ir

import (
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/gomlir/gomlir/ir/internal/uniq"
)

// Location is an attribute describing where an operation or value comes
// from: `loc(...)`.
type Location interface {
	Attribute
	isLocation()
}

type locBase struct{ attrBase }

func (locBase) isLocation() {}

// UnknownLoc is `loc(unknown)`.
type UnknownLoc struct{ locBase }

// FileLineColLoc is `loc("file":line:col)`, optionally a range
// `"file":line:col to line:col` (or `to :col`), or only `"file":line`
// (LineOnly, with Col 0). As upstream's FileLineColRange, the spelled form
// is part of the identity: `"f":1:2` and `"f":1:2 to :2` are different
// locations that print alike.
//
// Every operation of a parsed file has one, so it is kept to 16 bytes: the
// file name is shared by the locations of the file, and the rarely used
// range end is stored around the location (rangedFileLoc).
type FileLineColLoc struct {
	file      *locFile
	Line, Col uint32
}

// locFile is the file of file locations; ranged is set in the one of the
// locations that are the first field of a rangedFileLoc.
type locFile struct {
	name   string
	ranged bool
}

// rangedFileLoc is the storage of a ranged or line-only file location.
type rangedFileLoc struct {
	loc             FileLineColLoc
	endLine, endCol uint32
	flags           uint8
}

// fileLocIDTag marks the unique ids of file locations, which are their
// addresses (they are never freed before their context): other ids count
// up from 1 and never reach it.
const fileLocIDTag = 1 << 63

func (l *FileLineColLoc) uid() uint64 { return fileLocIDTag | uint64(uintptr(unsafe.Pointer(l))) }
func (*FileLineColLoc) isAttr()       {}
func (*FileLineColLoc) isLocation()   {}

// File returns the file name.
func (l *FileLineColLoc) File() string { return l.file.name }

// rng returns the range storage of l, nil for a plain file:line:col.
func (l *FileLineColLoc) rng() *rangedFileLoc {
	if !l.file.ranged {
		return nil
	}
	return (*rangedFileLoc)(unsafe.Pointer(l))
}

// HasRange reports whether l was spelled with a `to` range end.
func (l *FileLineColLoc) HasRange() bool {
	r := l.rng()
	return r != nil && r.flags&fileLocRange != 0
}

// LineOnly reports whether l is `"file":line` (Col is 0).
func (l *FileLineColLoc) LineOnly() bool {
	r := l.rng()
	return r != nil && r.flags&fileLocLineOnly != 0
}

// Bounds returns the start and end of the location as upstream's
// FileLineColRange reports them (absent parts repeat the start).
func (l *FileLineColLoc) Bounds() (line, col, endLine, endCol uint32) {
	line, col, endLine, endCol = l.Line, l.Col, l.Line, l.Col
	if r := l.rng(); r != nil && r.flags&fileLocRange != 0 {
		endCol = r.endCol
		if r.flags&fileLocEndLine != 0 {
			endLine = r.endLine
		}
	}
	return
}

// NameLoc is `loc("name"(child))`; Child is nil when absent.
type NameLoc struct {
	locBase
	Name  string
	Child Location
}

// CallSiteLoc is `loc(callsite(callee at caller))`.
type CallSiteLoc struct {
	locBase
	Callee, Caller Location
}

// FusedLoc is `loc(fused<metadata>[locs...])`.
type FusedLoc struct {
	locBase
	Locs     []Location
	Metadata Attribute // nil when absent
}

// UnknownLoc returns `loc(unknown)`.
func (c *Context) UnknownLoc() *UnknownLoc { return c.unknownLoc }

// FileLineColLoc returns a file:line:col location. As upstream's builder
// from a string, an empty file name becomes "-".
func (c *Context) FileLineColLoc(file string, line, col uint32) *FileLineColLoc {
	if file == "" {
		file = "-"
	}
	return c.FileLineColRange(file, line, col, 0, 0, false, false)
}

// FileLineLoc returns the line-only location `"file":line`.
func (c *Context) FileLineLoc(file string, line uint32) *FileLineColLoc {
	return c.fileLoc(fileLocKey{file: file, line: line, flags: fileLocLineOnly})
}

// FileLineColRange returns a file location with an optional range end.
// hasRange is set for `to` forms; hasEndLine when the end line was given.
func (c *Context) FileLineColRange(file string, line, col, endLine, endCol uint32, hasRange, hasEndLine bool) *FileLineColLoc {
	k := fileLocKey{file: file, line: line, col: col, endLine: endLine, endCol: endCol}
	if hasRange {
		k.flags |= fileLocRange
	}
	if hasEndLine {
		k.flags |= fileLocEndLine
	}
	return c.fileLoc(k)
}

// fileLocKey identifies a file location; file locations have their own
// table because every operation of a parsed file has one, and a comparable
// key avoids building and keeping a byte key per location.
type fileLocKey struct {
	file                       string
	line, col, endLine, endCol uint32
	flags                      uint8
}

const (
	fileLocRange uint8 = 1 << iota
	fileLocEndLine
	fileLocLineOnly
)

type fileLocShard struct {
	mu sync.RWMutex
	m  map[fileLocKey]*FileLineColLoc
}

// fileLines holds the plain `file:line:col` locations of one file by line:
// parsed files create one per operation, densely, so the first location
// made on a line is stored in place in pages of lines, which beats a hash
// table in time and memory. Pages are only made for lines near the ones
// held (a few per location made), so that a far line number costs one map
// entry, not a page.
//
// Goroutines parsing different functions of a file in parallel make the
// locations of different lines, so the lines are guarded by shards of
// consecutive lines, each with its own lock, map and cache line.
type fileLines struct {
	// plain and ranged are the files of the plain and of the ranged (or
	// line-only) locations.
	plain, ranged locFile
	// pages[line>>linePageBits] holds the first location of each line (file
	// nil when none), the entries of a line guarded by the line's shard.
	pages atomic.Pointer[pageTable]
	// expected is the last line of the file being parsed: pages are made
	// up to it even where locations are made out of order.
	expected atomic.Int64
	// grow guards making pages and growing their table.
	grow   sync.Mutex
	shards [lineShards]lineShard
}

// pageTable holds the pages of a file, nil where none is made.
type pageTable []atomic.Pointer[linePage]

type linePage [linePageSize]FileLineColLoc

// lineShard guards the locations of the lines l with
// (l>>lineShardBits)%lineShards equal to its index.
type lineShard struct {
	mu sync.Mutex
	// more holds the shard's locations not in pages, by line and column.
	more map[[2]uint32]*FileLineColLoc
	slab []FileLineColLoc
	// dense counts the shard's locations held in pages, pageless those
	// held in more because their line had no page.
	dense    atomic.Int64
	pageless int
	_        [(uniq.CacheLine - (unsafe.Sizeof(sync.Mutex{})+56)%uniq.CacheLine) % uniq.CacheLine]byte
}

const (
	linePageBits  = 10
	linePageSize  = 1 << linePageBits
	lineShardBits = 7
	lineShards    = 32
)

// denseLineSlack is how far past four lines per dense location the pages
// may reach.
const denseLineSlack = 1024

// lines returns the locations of file.
func (c *Context) lines(file string) *fileLines {
	if fl := c.lastFile.Load(); fl != nil && fl.plain.name == file {
		return fl
	}
	c.mu.RLock()
	fl := c.files[file]
	c.mu.RUnlock()
	if fl == nil {
		c.mu.Lock()
		if fl = c.files[file]; fl == nil {
			fl = &fileLines{plain: locFile{name: file}, ranged: locFile{name: file, ranged: true}}
			c.files[file] = fl
		}
		c.mu.Unlock()
	}
	c.lastFile.Store(fl)
	return fl
}

// ExpectFileLines tells the context that locations of file's lines 1 to
// n are to be made (the file is being parsed), in any order.
func (c *Context) ExpectFileLines(file string, n int) {
	if file == "" {
		file = "-"
	}
	fl := c.lines(file)
	for {
		old := fl.expected.Load()
		if int64(n) <= old || fl.expected.CompareAndSwap(old, int64(n)) {
			return
		}
	}
}

// page returns the page of lines pi<<linePageBits on, nil when none is
// made.
func (fl *fileLines) page(pi uint32) *linePage {
	if t := fl.pages.Load(); t != nil && int(pi) < len(*t) {
		return (*t)[pi].Load()
	}
	return nil
}

// makePage returns the page of line, making it when the file's dense
// locations reach near it; nil when they do not.
func (fl *fileLines) makePage(line uint32) *linePage {
	if int64(line) > fl.expected.Load() {
		var dense int64
		for i := range fl.shards {
			dense += fl.shards[i].dense.Load()
		}
		if int64(line) >= 4*dense+denseLineSlack {
			return nil
		}
	}
	fl.grow.Lock()
	defer fl.grow.Unlock()
	pi := int(line >> linePageBits)
	t := fl.pages.Load()
	if t == nil || pi >= len(*t) {
		n := pi + 1
		if t != nil {
			n = max(n, 2*len(*t))
		}
		nt := make(pageTable, n)
		if t != nil {
			for i := range *t {
				nt[i].Store((*t)[i].Load())
			}
		}
		fl.pages.Store(&nt)
		t = &nt
	}
	p := (*t)[pi].Load()
	if p == nil {
		p = new(linePage)
		(*t)[pi].Store(p)
	}
	return p
}

func (c *Context) plainFileLoc(k fileLocKey) *FileLineColLoc {
	fl := c.lines(k.file)
	sh := &fl.shards[(k.line>>lineShardBits)%lineShards]
	sh.mu.Lock()
	defer sh.mu.Unlock()
	page := fl.page(k.line >> linePageBits)
	var first *FileLineColLoc
	if page != nil {
		if first = &page[k.line&(linePageSize-1)]; first.file != nil && first.Col == k.col {
			return first
		}
	}
	key := [2]uint32{k.line, k.col}
	// A free slot means the line has no location yet unless some were made
	// where no page was.
	if first == nil || first.file != nil || sh.pageless > 0 {
		if l := sh.more[key]; l != nil {
			return l
		}
	}
	if page == nil {
		page = fl.makePage(k.line)
	}
	if page != nil {
		if l := &page[k.line&(linePageSize-1)]; l.file == nil {
			*l = FileLineColLoc{file: &fl.plain, Line: k.line, Col: k.col}
			sh.dense.Add(1)
			return l
		}
	} else {
		sh.pageless++
	}
	if len(sh.slab) == 0 {
		sh.slab = make([]FileLineColLoc, 32)
	}
	l := &sh.slab[0]
	sh.slab = sh.slab[1:]
	*l = FileLineColLoc{file: &fl.plain, Line: k.line, Col: k.col}
	if sh.more == nil {
		sh.more = map[[2]uint32]*FileLineColLoc{}
	}
	sh.more[key] = l
	return l
}

func (c *Context) fileLoc(k fileLocKey) *FileLineColLoc {
	if k.flags == 0 {
		return c.plainFileLoc(k)
	}
	sh := &c.fileLocs[(k.line*31+k.col)%uint32(len(c.fileLocs))]
	sh.mu.RLock()
	l := sh.m[k]
	sh.mu.RUnlock()
	if l != nil {
		return l
	}
	fl := c.lines(k.file)
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if l = sh.m[k]; l != nil {
		return l
	}
	if sh.m == nil {
		sh.m = map[fileLocKey]*FileLineColLoc{}
	}
	r := &rangedFileLoc{loc: FileLineColLoc{file: &fl.ranged, Line: k.line, Col: k.col},
		endLine: k.endLine, endCol: k.endCol, flags: k.flags}
	sh.m[k] = &r.loc
	return &r.loc
}

// NameLoc returns a named location; child may be nil.
func (c *Context) NameLoc(name string, child Location) *NameLoc {
	k := attrKeyObj(keyBuf(nil).u8(kNameLoc).str(name), child)
	return c.uniq.Get(k, func(id uint64) any {
		return &NameLoc{locBase{attrBase{uniqueBase{id}}}, name, child}
	}).(*NameLoc)
}

// CallSiteLoc returns a call-site location.
func (c *Context) CallSiteLoc(callee, caller Location) *CallSiteLoc {
	var kb [32]byte
	k := attrKeyObj(attrKeyObj(keyBuf(kb[:0]).u8(kCallSiteLoc), callee), caller)
	return c.uniq.Get(k, func(id uint64) any {
		return &CallSiteLoc{locBase{attrBase{uniqueBase{id}}}, callee, caller}
	}).(*CallSiteLoc)
}

// FusedLocRaw returns a fused location exactly as given, without the
// simplifications of FusedLoc (used by the parser, which keeps what it reads).
func (c *Context) FusedLocRaw(locs []Location, metadata Attribute) *FusedLoc {
	k := keyBuf(nil).u8(kFusedLoc).u64(uint64(len(locs)))
	for _, l := range locs {
		k = attrKeyObj(k, l)
	}
	k = attrKeyObj(k, metadata)
	return c.uniq.Get(k, func(id uint64) any {
		return &FusedLoc{locBase{attrBase{uniqueBase{id}}}, cloneSlice(locs), metadata}
	}).(*FusedLoc)
}

// FusedLoc returns the fusion of locs as upstream's FusedLoc::get does:
// nested fused locations with the same metadata (or both none) are
// flattened, duplicates and unknown locations are dropped, and a single
// remaining location without metadata is returned as is.
func (c *Context) FusedLoc(locs []Location, metadata Attribute) Location {
	var out []Location
	seen := map[Location]bool{}
	add := func(l Location) {
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	for _, l := range locs {
		if f, ok := l.(*FusedLoc); ok && f.Metadata == metadata {
			// Upstream adds the nested locations as they are (an unknown
			// one included).
			for _, n := range f.Locs {
				add(n)
			}
			continue
		}
		if _, ok := l.(*UnknownLoc); ok {
			continue
		}
		add(l)
	}
	if len(out) == 0 {
		if metadata == nil {
			return c.unknownLoc
		}
		out = append(out, c.unknownLoc)
	}
	if len(out) == 1 && metadata == nil {
		return out[0]
	}
	return c.FusedLocRaw(out, metadata)
}
