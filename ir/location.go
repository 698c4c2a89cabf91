package ir

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
// `"file":line:col to line:col` (or `to :col`).
type FileLineColLoc struct {
	locBase
	File                 string
	Line, Col            uint32
	EndLine, EndCol      uint32
	HasEndLine, HasRange bool
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

// FileLineColLoc returns a file:line:col location.
func (c *Context) FileLineColLoc(file string, line, col uint32) *FileLineColLoc {
	return c.FileLineColRange(file, line, col, 0, 0, false, false)
}

// FileLineColRange returns a file location with an optional range end.
// hasRange is set for `to` forms; hasEndLine when the end line was given.
func (c *Context) FileLineColRange(file string, line, col, endLine, endCol uint32, hasRange, hasEndLine bool) *FileLineColLoc {
	var kb [64]byte
	k := keyBuf(kb[:0]).u8(kFileLoc).str(file).u64(uint64(line)<<32 | uint64(col)).u64(uint64(endLine)<<32 | uint64(endCol)).boolean(hasRange).boolean(hasEndLine)
	return c.uniq.get(k, func(id uint64) any {
		return &FileLineColLoc{locBase{attrBase{uniqueBase{id}}}, file, line, col, endLine, endCol, hasEndLine, hasRange}
	}).(*FileLineColLoc)
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
// nested fused locations without metadata are flattened, duplicates and
// unknown locations are dropped, and a single remaining location without
// metadata is returned as is.
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
		if f, ok := l.(*FusedLoc); ok && f.Metadata == nil {
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
		if len(locs) == 0 {
			return c.FusedLocRaw(nil, metadata)
		}
		out = append(out, c.unknownLoc)
	}
	if len(out) == 1 && metadata == nil {
		return out[0]
	}
	return c.FusedLocRaw(out, metadata)
}
