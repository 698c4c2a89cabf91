package ir

import "sync"

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
type FileLineColLoc struct {
	locBase
	File                 string
	Line, Col            uint32
	EndLine, EndCol      uint32
	HasEndLine, HasRange bool
	LineOnly             bool
}

// Bounds returns the start and end of the location as upstream's
// FileLineColRange reports them (absent parts repeat the start).
func (l *FileLineColLoc) Bounds() (line, col, endLine, endCol uint32) {
	line, col, endLine, endCol = l.Line, l.Col, l.Line, l.Col
	if l.HasRange {
		endCol = l.EndCol
		if l.HasEndLine {
			endLine = l.EndLine
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

// fileLines indexes the plain `file:line:col` locations of one file by
// line: parsed files create one per operation, densely, so a slice lookup
// beats a hash table in time and memory. The slice only grows to lines
// near the ones it holds (a few per location made), so that a far line
// number costs one map entry, not a table up to that line. Locations are
// carved from slabs.
type fileLines struct {
	mu sync.Mutex
	// first holds the first location made on each line it covers; more
	// holds the others, by line and column.
	first []*FileLineColLoc
	more  map[[2]uint32]*FileLineColLoc
	slab  []FileLineColLoc
	// dense counts the locations held in first.
	dense int
}

// denseLineSlack is how far past four lines per dense location the line
// table may grow.
const denseLineSlack = 1024

func (c *Context) plainFileLoc(k fileLocKey) *FileLineColLoc {
	c.mu.RLock()
	fl := c.files[k.file]
	c.mu.RUnlock()
	if fl == nil {
		c.mu.Lock()
		if fl = c.files[k.file]; fl == nil {
			fl = &fileLines{}
			c.files[k.file] = fl
		}
		c.mu.Unlock()
	}
	fl.mu.Lock()
	defer fl.mu.Unlock()
	line := int(k.line)
	if line < len(fl.first) {
		if first := fl.first[line]; first != nil && first.Col == k.col {
			return first
		}
	}
	key := [2]uint32{k.line, k.col}
	if l := fl.more[key]; l != nil {
		return l
	}
	if line >= len(fl.first) && line < 4*fl.dense+denseLineSlack {
		n := 2*len(fl.first) + 64
		if n <= line {
			n = line + 64
		}
		grown := make([]*FileLineColLoc, n)
		copy(grown, fl.first)
		fl.first = grown
	}
	if len(fl.slab) == 0 {
		fl.slab = make([]FileLineColLoc, 128)
	}
	l := &fl.slab[0]
	fl.slab = fl.slab[1:]
	*l = FileLineColLoc{locBase: locBase{attrBase{uniqueBase{c.uniq.newID()}}}, File: k.file, Line: k.line, Col: k.col}
	if line < len(fl.first) && fl.first[line] == nil {
		fl.first[line] = l
		fl.dense++
	} else {
		if fl.more == nil {
			fl.more = map[[2]uint32]*FileLineColLoc{}
		}
		fl.more[key] = l
	}
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
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if l = sh.m[k]; l != nil {
		return l
	}
	if sh.m == nil {
		sh.m = map[fileLocKey]*FileLineColLoc{}
	}
	l = &FileLineColLoc{locBase: locBase{attrBase{uniqueBase{c.uniq.newID()}}}, File: k.file, Line: k.line, Col: k.col,
		EndLine: k.endLine, EndCol: k.endCol, HasRange: k.flags&fileLocRange != 0,
		HasEndLine: k.flags&fileLocEndLine != 0, LineOnly: k.flags&fileLocLineOnly != 0}
	sh.m[k] = l
	return l
}

// NameLoc returns a named location; child may be nil.
func (c *Context) NameLoc(name string, child Location) *NameLoc {
	k := attrKeyObj(keyBuf(nil).u8(kNameLoc).str(name), child)
	return c.uniq.get(k, func(id uint64) any {
		return &NameLoc{locBase{attrBase{uniqueBase{id}}}, name, child}
	}).(*NameLoc)
}

// CallSiteLoc returns a call-site location.
func (c *Context) CallSiteLoc(callee, caller Location) *CallSiteLoc {
	var kb [32]byte
	k := attrKeyObj(attrKeyObj(keyBuf(kb[:0]).u8(kCallSiteLoc), callee), caller)
	return c.uniq.get(k, func(id uint64) any {
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
	return c.uniq.get(k, func(id uint64) any {
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
