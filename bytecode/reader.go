package bytecode

import (
	"fmt"
	"strconv"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// Config configures reading.
type Config struct {
	// NoImplicitModule keeps a top-level operation other than
	// builtin.module as is instead of wrapping it in a module.
	NoImplicitModule bool
	// Lazy leaves the regions of isolated-from-above operations unread
	// until materialized (bytecode version 2 and later).
	Lazy bool
	// LazyOps, when set with Lazy, is asked for each isolated operation as
	// it is met whether to read its regions now (true) or leave them lazy.
	LazyOps func(op *ir.Operation) bool
	// AttrCallbacks and TypeCallbacks are tried in order on each custom
	// encoded entry before its dialect's decoder (upstream's
	// attachAttributeCallback and attachTypeCallback), given the name of
	// the dialect group the entry was written under. A callback returns
	// nil to let the next one, then the dialect, read the entry afresh.
	AttrCallbacks []func(r *Reader, dialect string) (ir.Attribute, error)
	TypeCallbacks []func(r *Reader, dialect string) (ir.Type, error)
}

// bcDialect is a dialect referenced by the file.
type bcDialect struct {
	name    string
	version []byte // encoded dialect version, nil when absent
	loaded  bool
	iface   DialectInterface
	// loadedVersion is the decoded version (VersionReader), once loaded.
	loadedVersion any
}

// bcOpName is an operation name referenced by the file.
type bcOpName struct {
	dialect    *bcDialect
	name       string
	registered int8 // -1 unknown (before version 5), 0 no, 1 yes
	info       *ir.OpInfo
}

// entry is an attribute or type of the file, decoded on first use: its
// encoding is entryData[start:end]. Entries hold no pointers (a file has
// one per location, type and attribute, and a lazy load reads them all);
// what they decode to is kept beside them (attrVals, typeVals).
type entry struct {
	start, end int
	dialect    int32
	custom     bool
	resolving  bool
}

// fileReader holds the state of one bytecode file (upstream's
// BytecodeReader::Impl).
type fileReader struct {
	ctx      *ir.Context
	cfg      Config
	name     string
	fileLoc  ir.Location
	version  int
	producer string
	noted    bool

	strings  []string
	dialects []*bcDialect
	opNames  []*bcOpName
	attrs    []entry
	types    []entry
	// attrVals and typeVals hold the decoded entries (nil before).
	attrVals []ir.Attribute
	typeVals []ir.Type
	// entryData is the attribute and type section, at offset entryBase
	// of the file.
	entryData []byte
	entryBase int
	props     []*cursor
	handles   []resourceHandle
	res       *ir.ResourceStore
	depth     int

	// values holds the value scopes: one per isolated region being read.
	scopes      []*valueScope
	forwardRefs map[*ir.Value]*ir.Operation
	freeRefs    []*ir.Operation
	useOrders   map[*ir.Value]useOrder
	lazy        []*lazyOp
	lazyIndex   map[*ir.Operation]*lazyOp
	forwardInfo *ir.OpInfo
	propCache   map[propKey]ir.Attribute
	odsProps    map[*ir.OpInfo]*odsProps
	// parallel marks a read whose isolated regions below the top level
	// are deferred, then read concurrently (readParallel).
	parallel bool
	// sorted holds the operations whose regions a parallel read sorted
	// the use lists of.
	sorted map[*ir.Operation]bool
	// leavesOnly marks a worker decoding the entries that refer to no
	// entry not decoded yet: referring to one panics with errNotLeaf.
	leavesOnly bool
}

type resourceHandle struct{ dialect, key string }

// useOrder is a use-list order read from the file.
type useOrder struct {
	indices []int
	pairs   bool
}

// valueScope holds the values of an isolated region and its nested
// non-isolated regions.
type valueScope struct {
	values []*ir.Value
	next   []int
}

func (s *valueScope) push(n int) {
	s.next = append(s.next, len(s.values))
	s.values = append(s.values, make([]*ir.Value, n)...)
}

func (s *valueScope) pop(n int) {
	s.values = s.values[:len(s.values)-n]
	s.next = s.next[:len(s.next)-1]
}

func (f *fileReader) fail(format string, args ...any) {
	f.failAt(f.fileLoc, fmt.Sprintf(format, args...))
}

func (f *fileReader) failAt(loc ir.Location, msg string) {
	d := ir.Errorf(loc, "%s", msg)
	f.note(d)
	panic(readError{d})
}

// note attaches the producer note to diagnostics reported once the header
// is read.
func (f *fileReader) note(d *ir.Diagnostic) {
	if f.noted {
		d.AttachNote(f.fileLoc, "in bytecode version %d produced by: %s", f.version, f.producer)
	}
}

// catch runs fn, turning a read failure into a returned diagnostic.
func catch(fn func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			re, ok := r.(readError)
			if !ok {
				panic(r)
			}
			err = re.diag
		}
	}()
	fn()
	return nil
}

// Reader reads a bytecode file, possibly lazily (upstream's BytecodeReader).
// It is also what dialect decoders read through.
type Reader struct {
	f *fileReader
	c *cursor
}

// Read reads a whole bytecode file: the top-level operation (wrapped in a
// builtin.module unless it is one or cfg.NoImplicitModule) and its
// resources. Diagnostics are located at `name:0:0`, as upstream's.
func Read(ctx *ir.Context, name string, buf []byte, cfg Config) (*asm.File, error) {
	cfg.Lazy = false
	if file, ok := readParallel(ctx, name, buf, cfg); ok {
		return file, nil
	}
	_, file, err := ReadLazy(ctx, name, buf, cfg)
	return file, err
}

// Lazy is a file read with Config.Lazy: the regions of its isolated ops are
// read on request.
type Lazy struct{ f *fileReader }

// ReadLazy reads a bytecode file leaving the regions of isolated-from-above
// operations unread (when cfg.Lazy); Materialize reads them.
func ReadLazy(ctx *ir.Context, name string, buf []byte, cfg Config) (*Lazy, *asm.File, error) {
	f := newFileReader(ctx, name, cfg)
	var file *asm.File
	err := catch(func() { file = f.read(buf) })
	if err != nil {
		return nil, nil, err
	}
	return &Lazy{f}, file, nil
}

func newFileReader(ctx *ir.Context, name string, cfg Config) *fileReader {
	return &fileReader{ctx: ctx, cfg: cfg, name: name, fileLoc: ctx.FileLineColLoc(name, 0, 0),
		res: &ir.ResourceStore{Blobs: map[string]*ir.Resource{}}, forwardRefs: map[*ir.Value]*ir.Operation{},
		useOrders: map[*ir.Value]useOrder{}, lazyIndex: map[*ir.Operation]*lazyOp{},
		propCache: map[propKey]ir.Attribute{}, odsProps: map[*ir.OpInfo]*odsProps{}}
}

func (f *fileReader) read(buf []byte) *asm.File {
	c := &cursor{f: f, data: buf}
	if len(buf) < 4 || string(buf[:4]) != Magic {
		f.fail("input buffer is not an MLIR bytecode file")
	}
	c.pos = 4
	v := c.varInt()
	if v > Version {
		f.fail("bytecode version %d is newer than the current version %d", v, Version)
	}
	f.version = int(v)
	switch {
	case f.version < versionLazyLoading:
		f.cfg.Lazy = false
		f.parallel = false
	case f.parallel:
		f.cfg.Lazy, f.cfg.LazyOps = true, deferBelowTop
	}
	f.producer = c.nulString()
	f.noted = true
	var sections [numSections]*cursor
	for !c.empty() {
		id, s := c.section()
		if sections[id] != nil {
			f.fail("duplicate top-level section: %s", sectionName(int(id)))
		}
		sections[id] = s
	}
	for id, s := range sections {
		optional := id == sectionResource || id == sectionResourceOffset || id == sectionDialectVersion ||
			(id == sectionProperties && f.version < versionNativeProperties)
		if s == nil && !optional {
			f.fail("missing data for top-level section: %s", sectionName(id))
		}
	}
	f.readStrings(sections[sectionString])
	if s := sections[sectionProperties]; s != nil {
		f.readPropertiesTable(s)
	}
	f.readDialects(sections[sectionDialect])
	f.readResources(sections[sectionResource], sections[sectionResourceOffset])
	f.readAttrTypeOffsets(sections[sectionAttrType], sections[sectionAttrTypeOffset])
	op := f.readIR(sections[sectionIR])
	f.upgrade(op)
	return &asm.File{Op: op, Resources: f.res}
}

func (f *fileReader) readStrings(c *cursor) {
	n := c.count("string")
	f.strings = make([]string, n)
	end := len(c.data)
	for i := n - 1; i >= 0; i-- {
		size := c.varInt()
		if uint64(end) < size || size == 0 {
			c.fail("string size exceeds the available data size")
		}
		start := end - int(size)
		f.strings[i] = string(c.data[start : end-1])
		end = start
	}
	if c.pos != end {
		c.fail("unexpected trailing data between the offsets for strings and their data")
	}
}

func (f *fileReader) str(c *cursor) string { return f.strings[c.index(len(f.strings), "string")] }

func (f *fileReader) readPropertiesTable(c *cursor) {
	if c.empty() {
		return
	}
	n := c.count("properties")
	f.props = make([]*cursor, 0, n)
	for i := 0; i < n; i++ {
		size := c.varInt()
		f.props = append(f.props, c.sub(size))
	}
	if !c.empty() {
		c.fail("Broken properties section: didn't exhaust the offsets table")
	}
}

func (f *fileReader) readDialects(c *cursor) {
	n := c.count("dialect")
	f.dialects = make([]*bcDialect, n)
	for i := range f.dialects {
		d := &bcDialect{}
		f.dialects[i] = d
		if f.version < versionDialectVersioning {
			d.name = f.str(c)
			continue
		}
		idx, hasVersion := c.varIntFlag()
		if idx >= uint64(len(f.strings)) {
			c.fail("invalid string index: %d", idx)
		}
		d.name = f.strings[idx]
		if hasVersion {
			id, s := c.section()
			if id != sectionDialectVersion {
				f.fail("expected dialect version section")
			}
			d.version = s.data
		}
	}
	if f.version >= versionElideUnknownBlockArgLoc {
		c.varInt()
	}
	for !c.empty() {
		d := f.dialects[c.index(len(f.dialects), "dialect")]
		k := c.count("operation name")
		for j := 0; j < k; j++ {
			on := &bcOpName{dialect: d, registered: -1}
			if f.version < versionNativeProperties {
				on.name = f.str(c)
			} else {
				idx, reg := c.varIntFlag()
				if idx >= uint64(len(f.strings)) {
					c.fail("invalid string index: %d", idx)
				}
				on.name = f.strings[idx]
				on.registered = 0
				if reg {
					on.registered = 1
				}
			}
			f.opNames = append(f.opNames, on)
		}
	}
}

// load checks that a dialect is available (or unregistered dialects are
// allowed) and finds its bytecode interface.
func (f *fileReader) load(d *bcDialect) {
	if d.loaded {
		return
	}
	dl := f.ctx.Dialect(d.name)
	if dl == nil && !f.ctx.AllowUnregistered && d.name != "builtin" {
		f.fail("dialect '%s' is unknown. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR tool used.", d.name)
	}
	d.loaded = true
	if dl != nil {
		d.iface = interfaceOf(f.ctx, d.name)
	}
	if d.version == nil || d.name == "builtin" {
		return
	}
	if d.iface == nil {
		f.fail("dialect '%s' does not implement the bytecode interface, but found a version entry", d.name)
	}
	vr, ok := d.iface.(VersionReader)
	if !ok {
		f.fail("Dialect does not support versioning")
	}
	v, err := vr.ReadVersion(&Reader{f: f, c: &cursor{f: f, data: d.version}})
	if err != nil {
		f.fail("%s", err.Error())
	}
	d.loadedVersion = v
}

// upgrade lets each dialect read at an older version upgrade the IR read
// (upstream's upgradeFromVersion).
func (f *fileReader) upgrade(top *ir.Operation) {
	for _, d := range f.dialects {
		if d.loadedVersion == nil {
			continue
		}
		if u, ok := d.iface.(Upgrader); ok {
			if err := u.UpgradeFromVersion(f.ctx, top, d.loadedVersion); err != nil {
				f.failParse(err)
			}
		}
	}
}

func (f *fileReader) readResources(data, offs *cursor) {
	if (data == nil) != (offs == nil) {
		if offs != nil {
			f.fail("unexpected resource offset section when resource section is not present")
		}
		f.fail("expected resource offset section when resource section is present")
	}
	if data == nil {
		return
	}
	nExternal := offs.count("external resource group")
	for i := 0; i < nExternal; i++ {
		key := f.str(offs)
		g := ir.ExternalResource{Key: key}
		f.resourceGroup(offs, data, false, func(k string, kind byte, e *cursor) {
			g.Entries = append(g.Entries, ir.ResourceEntry{Key: k, Value: f.externalValue(k, kind, e)})
		})
		f.res.External = append(f.res.External, g)
	}
	for !offs.empty() {
		d := f.dialects[offs.index(len(f.dialects), "dialect")]
		f.load(d)
		dl := f.ctx.Dialect(d.name)
		if dl == nil && d.name != "builtin" {
			data.fail("dialect '%s' is unknown", d.name)
		}
		if d.name != "builtin" && dl.DeclareResource == nil {
			data.fail("unexpected resources for dialect '%s'", d.name)
		}
		f.resourceGroup(offs, data, true, func(k string, kind byte, e *cursor) {
			if d.name != "builtin" && !dl.DeclareResource(k) {
				data.fail("unknown 'resource' key '%s' for dialect '%s'", k, d.name)
			}
			f.handles = append(f.handles, resourceHandle{d.name, k})
			if e == nil {
				return
			}
			if kind != resourceBlob {
				e.fail("expected a blob resource entry, but found a %s entry instead", kindName(kind))
			}
			al := e.varInt()
			size := e.varInt()
			e.alignTo(al)
			blob := &ir.Resource{Alignment: uint32(al), Data: append([]byte(nil), e.bytes(size)...)}
			if d.name == "builtin" {
				if _, ok := f.res.Blobs[k]; !ok {
					f.res.Names = append(f.res.Names, k)
				}
				f.res.Blobs[k] = blob
			} else {
				if f.res.DialectBlobs == nil {
					f.res.DialectBlobs = map[string]map[string]*ir.Resource{}
				}
				if f.res.DialectBlobs[d.name] == nil {
					f.res.DialectBlobs[d.name] = map[string]*ir.Resource{}
				}
				f.res.DialectBlobs[d.name][k] = blob
			}
		})
	}
}

// resourceGroup reads the entries of one resource group, calling fn with
// a cursor over each entry's data (nil for an empty entry of a dialect).
func (f *fileReader) resourceGroup(offs, data *cursor, allowEmpty bool, fn func(key string, kind byte, e *cursor)) {
	n := offs.count("resource")
	for i := 0; i < n; i++ {
		key := f.str(offs)
		size := offs.varInt()
		kind := offs.byte()
		e := data.sub(size)
		if allowEmpty && size == 0 {
			fn(key, kind, nil)
			continue
		}
		fn(key, kind, e)
		if !e.empty() {
			e.fail("unexpected trailing bytes in resource entry '%s'", key)
		}
	}
}

func kindName(kind byte) string {
	switch kind {
	case resourceBlob:
		return "blob"
	case resourceBool:
		return "bool"
	case resourceString:
		return "string"
	}
	return "unknown"
}

// externalValue returns the printed value of an external resource entry.
func (f *fileReader) externalValue(key string, kind byte, e *cursor) string {
	switch kind {
	case resourceBool:
		if e.byte() != 0 {
			return "true"
		}
		return "false"
	case resourceString:
		return strconv.Quote(f.str(e))
	case resourceBlob:
		al := e.varInt()
		size := e.varInt()
		e.alignTo(al)
		data := e.bytes(size)
		const hexd = "0123456789ABCDEF"
		out := []byte(`"0x`)
		a := uint32(al)
		for _, b := range append([]byte{byte(a), byte(a >> 8), byte(a >> 16), byte(a >> 24)}, data...) {
			out = append(out, hexd[b>>4], hexd[b&15])
		}
		return string(append(out, '"'))
	}
	e.fail("unknown kind of resource entry '%s'", key)
	return ""
}

func (f *fileReader) readAttrTypeOffsets(data, offs *cursor) {
	nAttrs := offs.count("attribute")
	nTypes := offs.count("type")
	f.attrs = make([]entry, nAttrs)
	f.types = make([]entry, nTypes)
	f.attrVals = make([]ir.Attribute, nAttrs)
	f.typeVals = make([]ir.Type, nTypes)
	f.entryData, f.entryBase = data.data, data.base
	cur := 0
	fill := func(list []entry) {
		i := 0
		for i < len(list) {
			d := int32(offs.index(len(f.dialects), "dialect"))
			n := offs.varInt()
			for ; n > 0; n-- {
				if i >= len(list) {
					offs.fail("unexpected trailing data in the Attribute/Type offset section")
				}
				size, custom := offs.varIntFlag()
				if size > uint64(len(data.data)-cur) {
					offs.fail("Attribute or Type entry offset points past the end of section")
				}
				list[i] = entry{start: cur, end: cur + int(size), dialect: d, custom: custom}
				cur += int(size)
				i++
			}
		}
	}
	fill(f.attrs)
	fill(f.types)
	if !offs.empty() {
		offs.fail("unexpected trailing data in the Attribute/Type offset section")
	}
}

// entryCursor returns a cursor over the encoding of e, read by r.
func (f *fileReader) entryCursor(r *fileReader, e *entry) *cursor {
	return &cursor{f: r, data: f.entryData[e.start:e.end], base: f.entryBase + e.start}
}

// maxEntryDepth bounds the nesting of attribute and type references.
const maxEntryDepth = 2000

func (f *fileReader) enterEntry(e *entry, what string) *cursor {
	if e.resolving {
		f.fail("recursive reference to the %s being read", what)
	}
	if f.depth >= maxEntryDepth {
		f.fail("exceeded maximum nesting depth of %d reading %ss", maxEntryDepth, what)
	}
	e.resolving = true
	f.depth++
	return f.entryCursor(f, e)
}

func (f *fileReader) leaveEntry(e *entry, c *cursor, what string) {
	e.resolving = false
	f.depth--
	if !c.empty() {
		c.fail("unexpected trailing bytes after %s entry", what)
	}
}

func (f *fileReader) attribute(i uint64) ir.Attribute {
	if i >= uint64(len(f.attrs)) {
		f.fail("invalid Attribute index: %d", i)
	}
	if a := f.attrVals[i]; a != nil {
		return a
	}
	if f.leavesOnly {
		panic(errNotLeaf)
	}
	e := &f.attrs[i]
	c := f.enterEntry(e, "Attribute")
	a := f.decodeAttr(e, c)
	f.leaveEntry(e, c, "Attribute")
	if a == nil {
		f.fail("failed to read Attribute %d", i)
	}
	f.attrVals[i] = a
	return a
}

// decodeAttr decodes the attribute entry e from c.
func (f *fileReader) decodeAttr(e *entry, c *cursor) ir.Attribute {
	if !e.custom {
		text := c.nulString()
		a, n, err := asm.ParseAttrText(f.ctx, text)
		if err != nil {
			f.failParse(err)
		}
		if n != len(text) {
			c.fail("trailing characters found after Attribute assembly format: %s", text[n:])
		}
		return a
	}
	d := f.dialects[e.dialect]
	f.load(d)
	r := &Reader{f: f, c: c}
	for _, cb := range f.cfg.AttrCallbacks {
		a, err := cb(r, d.name)
		if err != nil {
			c.fail("%s", err.Error())
		}
		if a != nil {
			return a
		}
		c.pos = 0
	}
	switch {
	case d.name == "builtin":
		return readBuiltinAttr(r)
	case d.iface == nil:
		c.fail("dialect '%s' does not implement the bytecode interface", d.name)
	}
	a, err := d.iface.ReadAttribute(r)
	if err != nil {
		c.fail("%s", err.Error())
	}
	return a
}

func (f *fileReader) typ(i uint64) ir.Type {
	if i >= uint64(len(f.types)) {
		f.fail("invalid Type index: %d", i)
	}
	if t := f.typeVals[i]; t != nil {
		return t
	}
	if f.leavesOnly {
		panic(errNotLeaf)
	}
	e := &f.types[i]
	c := f.enterEntry(e, "Type")
	t := f.decodeType(e, c)
	f.leaveEntry(e, c, "Type")
	if t == nil {
		f.fail("failed to read Type %d", i)
	}
	f.typeVals[i] = t
	return t
}

// decodeType decodes the type entry e from c.
func (f *fileReader) decodeType(e *entry, c *cursor) ir.Type {
	if !e.custom {
		text := c.nulString()
		t, n, err := asm.ParseTypeText(f.ctx, text)
		if err != nil {
			f.failParse(err)
		}
		if n != len(text) {
			c.fail("trailing characters found after Type assembly format: %s", text[n:])
		}
		return t
	}
	d := f.dialects[e.dialect]
	f.load(d)
	r := &Reader{f: f, c: c}
	for _, cb := range f.cfg.TypeCallbacks {
		t, err := cb(r, d.name)
		if err != nil {
			c.fail("%s", err.Error())
		}
		if t != nil {
			return t
		}
		c.pos = 0
	}
	switch {
	case d.name == "builtin":
		return readBuiltinType(r)
	case d.iface == nil:
		c.fail("dialect '%s' does not implement the bytecode interface", d.name)
	}
	t, err := d.iface.ReadType(r)
	if err != nil {
		c.fail("%s", err.Error())
	}
	return t
}

// failParse reports an error of the text parser.
func (f *fileReader) failParse(err error) {
	d, ok := err.(*ir.Diagnostic)
	if !ok {
		d = ir.Errorf(f.fileLoc, "%s", err.Error())
	}
	f.note(d)
	panic(readError{d})
}

func (f *fileReader) readAttr(c *cursor) ir.Attribute { return f.attribute(c.varInt()) }
func (f *fileReader) readType(c *cursor) ir.Type      { return f.typ(c.varInt()) }

// ---- Reader: what dialect decoders read through ----

// Ctx returns the context the IR is built in.
func (r *Reader) Ctx() *ir.Context { return r.f.ctx }

// Version returns the bytecode version of the file.
func (r *Reader) Version() int { return r.f.version }

// Fail reports an error at the file's location and stops reading.
func (r *Reader) Fail(format string, args ...any) { r.c.fail(format, args...) }

// DialectVersion returns the version the file records for the named
// dialect, as its VersionReader decoded it; false when it records none.
func (r *Reader) DialectVersion(dialect string) (any, bool) {
	for _, d := range r.f.dialects {
		if d.name == dialect {
			r.f.load(d)
			return d.loadedVersion, d.loadedVersion != nil
		}
	}
	return nil, false
}

// Attribute reads an attribute reference.
func (r *Reader) Attribute() ir.Attribute { return r.f.readAttr(r.c) }

// OptionalAttribute reads an attribute reference that may be absent (nil).
func (r *Reader) OptionalAttribute() ir.Attribute {
	i, present := r.c.varIntFlag()
	if !present {
		return nil
	}
	return r.f.attribute(i)
}

// Type reads a type reference.
func (r *Reader) Type() ir.Type { return r.f.readType(r.c) }

// VarInt reads an unsigned varint.
func (r *Reader) VarInt() uint64 { return r.c.varInt() }

// SignedVarInt reads a zigzag varint.
func (r *Reader) SignedVarInt() int64 { return r.c.signedVarInt() }

// String reads a string reference.
func (r *Reader) String() string { return r.f.str(r.c) }

// Blob reads a length-prefixed blob. It aliases the input: copy what is
// kept past reading.
func (r *Reader) Blob() []byte { return r.c.bytes(r.c.varInt()) }

// Bool reads one byte.
func (r *Reader) Bool() bool { return r.c.byte() != 0 }

// Count reads a list length, checked against the bytes left (each element
// takes at least one).
func (r *Reader) Count() int { return r.c.count("list") }

// ResourceHandle reads a reference to a dialect resource.
func (r *Reader) ResourceHandle() (dialect, key string) {
	h := r.f.handles[r.c.index(len(r.f.handles), "resource handle")]
	return h.dialect, h.key
}

// APInt reads an integer of a known bit width as 64-bit words, least
// significant first (only the words written: the upper ones are zero).
func (r *Reader) APInt(width int) []uint64 {
	switch {
	case width <= 8:
		return []uint64{uint64(r.c.byte())}
	case width <= 64:
		return []uint64{uint64(r.c.signedVarInt())}
	}
	n := r.c.count("APInt word")
	words := make([]uint64, n)
	for i := range words {
		words[i] = uint64(r.c.signedVarInt())
	}
	// Words past the width are dropped, as APInt's constructor does; the
	// missing upper words are zero.
	return words[:min(n, (width+63)/64)]
}
