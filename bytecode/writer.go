package bytecode

import (
	"encoding/hex"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// Producer is the producer string upstream's mlir-opt writes.
const Producer = "MLIR22.1.8"

// WriterConfig configures Write.
type WriterConfig struct {
	// Version is the bytecode version to write (0 means Version unless
	// VersionSet).
	Version    int
	VersionSet bool
	// Producer is written after the version (default Producer).
	Producer string
	// ElideResourceData writes resource entries without their data.
	ElideResourceData bool
	// DialectVersions holds, by dialect name, the dialect versions to
	// target (upstream's setDialectVersion): dialect encodings read them
	// through Writer.DialectVersion.
	DialectVersions map[string]any
	// AttrCallbacks and TypeCallbacks are tried in order before a dialect's
	// own encoding (upstream's attachAttributeCallback and
	// attachTypeCallback).
	AttrCallbacks []AttrWriteCallback
	TypeCallbacks []TypeWriteCallback
}

// AttrWriteCallback encodes an attribute in place of its dialect's
// encoding, reporting ok; group, when not empty, names the dialect whose
// decoder is to read it back. Like a dialect encoding it is called twice,
// to number and to write, and must make the same Writer calls.
type AttrWriteCallback func(a ir.Attribute, w Writer) (group string, ok bool)

// TypeWriteCallback is AttrWriteCallback for types.
type TypeWriteCallback func(t ir.Type, w Writer) (group string, ok bool)

// stringSection collects the strings the file refers to, in insertion
// order.
type stringSection struct {
	index map[string]int
	list  []string
}

func (s *stringSection) insert(str string) uint64 {
	if i, ok := s.index[str]; ok {
		return uint64(i)
	}
	s.index[str] = len(s.list)
	s.list = append(s.list, str)
	return uint64(len(s.list) - 1)
}

// writer emits one bytecode file.
type writer struct {
	ctx     *ir.Context
	cfg     WriterConfig
	version int
	num     *numbering
	strs    stringSection
	res     *ir.ResourceStore

	props     [][]byte
	propIndex map[string]int
}

// Write writes op (and the resources it refers to) as bytecode.
func Write(w io.Writer, ctx *ir.Context, op *ir.Operation, res *ir.ResourceStore, cfg WriterConfig) error {
	e, err := encode(ctx, op, res, cfg)
	if err != nil {
		return err
	}
	for _, p := range append(e.parts, e.buf) {
		if _, err := w.Write(p); err != nil {
			return err
		}
	}
	return nil
}

// Encode returns the bytecode of op.
func Encode(ctx *ir.Context, op *ir.Operation, res *ir.ResourceStore, cfg WriterConfig) ([]byte, error) {
	e, err := encode(ctx, op, res, cfg)
	if err != nil {
		return nil, err
	}
	return e.flat(), nil
}

// encode returns the bytecode of op, in parts.
func encode(ctx *ir.Context, op *ir.Operation, res *ir.ResourceStore, cfg WriterConfig) (*emitter, error) {
	version := cfg.Version
	if !cfg.VersionSet && version == 0 {
		version = Version
	}
	if version < MinVersion || version > Version {
		return nil, op.EmitError("unsupported version requested %d, must be in range [%d, %d]", version, MinVersion, Version)
	}
	if cfg.Producer == "" {
		cfg.Producer = Producer
	}
	wr := &writer{ctx: ctx, cfg: cfg, version: version, res: res, strs: stringSection{index: map[string]int{}},
		propIndex: map[string]int{}}
	wr.num = newNumbering(ctx, &wr.cfg, op, version, func(d, k string) bool { return wr.blob(d, k) != nil })
	defer wr.num.release()
	e := &emitter{}
	e.bytes([]byte(Magic))
	e.varInt(uint64(version))
	e.nulString(cfg.Producer)
	wr.dialectSection(e)
	if wr.num.customProps {
		wr.attrTypeSection(e)
		e.section(sectionIR, wr.irBody(op))
	} else {
		// No properties encoding refers to a string or resource: the
		// attributes and types are encoded while the operations are.
		var at emitter
		done := make(chan struct{})
		go func() {
			defer close(done)
			wr.attrTypeSection(&at)
		}()
		body := wr.irBody(op)
		<-done
		e.join(&at)
		e.section(sectionIR, body)
	}
	wr.resourceSection(e)
	var s emitter
	s.varInt(uint64(len(wr.strs.list)))
	for i := len(wr.strs.list) - 1; i >= 0; i-- {
		s.varInt(uint64(len(wr.strs.list[i]) + 1))
	}
	for _, str := range wr.strs.list {
		s.nulString(str)
	}
	e.section(sectionString, &s)
	if version >= versionNativeProperties {
		var p emitter
		p.varInt(uint64(len(wr.props)))
		for _, b := range wr.props {
			p.bytes(b)
		}
		e.section(sectionProperties, &p)
	}
	return e, nil
}

// groups calls f for each run of entries of one dialect, after writing
// the dialect number and run length.
func groups(e *emitter, list []*entryNum, f func(*entryNum)) {
	for i := 0; i < len(list); {
		j := i + 1
		for j < len(list) && list[j].dialect == list[i].dialect {
			j++
		}
		e.varInt(uint64(list[i].dialect.number))
		e.varInt(uint64(j - i))
		for _, en := range list[i:j] {
			f(en)
		}
		i = j
	}
}

func (wr *writer) dialectSection(out *emitter) {
	var e emitter
	e.varInt(uint64(len(wr.num.dialects)))
	for _, d := range wr.num.dialects {
		id := wr.strs.insert(d.name)
		if wr.version < versionDialectVersioning {
			e.varInt(id)
			continue
		}
		var ve emitter
		if vw, ok := d.iface.(VersionWriter); ok {
			vw.WriteVersion(&sectionWriter{wr: wr, e: &ve})
		}
		e.varIntFlag(id, ve.size() > 0)
		if ve.size() > 0 {
			e.section(sectionDialectVersion, &ve)
		}
	}
	if wr.version >= versionElideUnknownBlockArgLoc {
		e.varInt(uint64(len(wr.num.opNames)))
	}
	groups(&e, wr.num.opNames, func(en *entryNum) {
		_, name, _ := strings.Cut(en.op.Name, ".")
		id := wr.strs.insert(name)
		if wr.version < versionNativeProperties {
			e.varInt(id)
		} else {
			e.varIntFlag(id, en.op.Registered)
		}
	})
	out.section(sectionDialect, &e)
}

func (wr *writer) attrTypeSection(out *emitter) {
	entries := len(wr.num.attrs) + len(wr.num.types)
	data := emitter{buf: make([]byte, 0, 8*entries)}
	offs := emitter{buf: make([]byte, 0, 2*entries+16)}
	offs.varInt(uint64(len(wr.num.attrs)))
	offs.varInt(uint64(len(wr.num.types)))
	prev := uint64(0)
	sw := &sectionWriter{wr: wr, e: &data}
	emit := func(en *entryNum) {
		var custom bool
		if en.attr != nil {
			custom = wr.num.encodeAttr(en.dialect, en.attr, sw)
			if !custom {
				data.nulString(attrText(en.attr))
			}
		} else {
			custom = wr.num.encodeType(en.dialect, en.typ, sw)
			if !custom {
				data.nulString(typeText(en.typ))
			}
		}
		cur := data.size()
		offs.varIntFlag(cur-prev, custom)
		prev = cur
	}
	groups(&offs, wr.num.attrs, emit)
	groups(&offs, wr.num.types, emit)
	out.section(sectionAttrTypeOffset, &offs)
	out.section(sectionAttrType, &data)
}

// irBody returns the contents of the IR section.
func (wr *writer) irBody(op *ir.Operation) *emitter {
	n := wr.num
	if wr.version >= versionNativeProperties {
		wr.numberProperties(op)
	}
	parallelDo(wr.ctx, len(n.tasks), func(i int) {
		t := n.tasks[i]
		t.body.buf = make([]byte, 0, t.ops*bodyBytesPerOp+16)
		for k := 0; k < t.op.NumRegions(); k++ {
			wr.region(&t.body, t.s, t.op.Region(k))
		}
	})
	e := &emitter{}
	e.varIntFlag(1, false)
	wr.op(e, n.root, op)
	return e
}

// bodyBytesPerOp is about the size of an operation's encoding.
const bodyBytesPerOp = 12

// numberProperties gives the properties of every operation their index in
// the properties section, in writing order: the root's scope lists those
// of its operations on the way, the workers listed the tasks'. Unless an
// operation encodes its properties itself (which may add strings), the
// distinct properties of each scope are encoded first, on every core.
func (wr *writer) numberProperties(op *ir.Operation) {
	if !wr.num.customProps {
		scopes := append([]*scope{wr.num.root}, wr.num.chunks...)
		parallelDo(wr.ctx, len(scopes), func(i int) {
			s := scopes[i]
			for k := range s.props {
				p := &s.props[k]
				p.enc = wr.encodeProperties(s, p.op)
			}
		})
	}
	wr.orderProperties(op)
}

// orderProperties lists the properties of op's tree in writing order.
func (wr *writer) orderProperties(op *ir.Operation) {
	s := wr.num.root
	var order []int32
	s.orderOpProps(op, &order)
	wr.propertiesOf(s, order)
	if t := wr.num.ops[op.Mark()].task; t != nil {
		wr.propertiesOf(t.s, t.propOrder)
		return
	}
	for i := 0; i < op.NumRegions(); i++ {
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				wr.orderProperties(o)
			}
		}
	}
}

// propertiesOf gives the props of s listed in order their index in the
// properties section.
func (wr *writer) propertiesOf(s *scope, order []int32) {
	for _, i := range order {
		p := &s.props[i]
		enc := p.enc
		if enc == nil {
			enc = wr.encodeProperties(s, p.op)
		}
		s.propGlobal[i] = int32(wr.properties(enc))
	}
}

// encodeProperties returns the entry of the properties section of the
// properties of op, an operation of s: their size, then their encoding.
func (wr *writer) encodeProperties(s *scope, op *ir.Operation) []byte {
	var pe emitter
	if !op.IsRegistered() {
		pe.varInt(uint64(wr.num.claims.attr(op.Props()).number))
	} else {
		writeProps(wr.ctx, op, s.propFields(op), &sectionWriter{wr: wr, e: &pe})
	}
	var full emitter
	full.varInt(pe.size())
	full.bytes(pe.buf)
	return full.buf
}

func (wr *writer) op(e *emitter, s *scope, op *ir.Operation) {
	n := wr.num
	num := &n.ops[op.Mark()]
	e.varInt(uint64(num.name.g.number))
	maskAt := len(e.buf)
	var mask byte
	e.byte(0)
	e.varInt(uint64(num.loc.g.number))
	if num.attrs != nil {
		mask |= opHasAttrs
		e.varInt(uint64(num.attrs.g.number))
	}
	if wr.version >= versionNativeProperties && num.props >= 0 && hasProperties(op) {
		mask |= opHasProperties
		e.varInt(uint64(s.propGlobal[num.props]))
	}
	if nr := op.NumResults(); nr > 0 {
		mask |= opHasResults
		e.varInt(uint64(nr))
		e.varInt(uint64(num.result.g.number))
		for i := 1; i < nr; i++ {
			e.varInt(uint64(s.typeIdx[op.Result(i).Type()].g.number))
		}
	}
	if no := op.NumOperands(); no > 0 {
		mask |= opHasOperands
		e.varInt(uint64(no))
		for i := 0; i < no; i++ {
			e.varInt(uint64(s.value(op.Operand(i))))
		}
	}
	if ns := op.NumSuccessors(); ns > 0 {
		mask |= opHasSuccessors
		e.varInt(uint64(ns))
		for i := 0; i < ns; i++ {
			e.varInt(uint64(s.blockIDs[op.Successor(i)]))
		}
	}
	if wr.version >= versionUseListOrdering {
		wr.useListOrders(e, &mask, op.Results())
	}
	nreg := op.NumRegions()
	if nreg > 0 {
		mask |= opHasInlineRegions
	}
	e.buf[maskAt] = mask
	if nreg == 0 {
		return
	}
	iso := n.isolated(op)
	e.varIntFlag(uint64(nreg), iso)
	section := iso && wr.version >= versionLazyLoading
	if t := num.task; t != nil {
		if section {
			e.section(sectionIR, &t.body)
		} else {
			e.join(&t.body)
		}
		return
	}
	if !section {
		for i := 0; i < nreg; i++ {
			wr.region(e, s, op.Region(i))
		}
		return
	}
	var re emitter
	for i := 0; i < nreg; i++ {
		wr.region(&re, s, op.Region(i))
	}
	e.section(sectionIR, &re)
}

// properties returns the index in the properties section of an entry
// (equal entries share one).
func (wr *writer) properties(enc []byte) int {
	i, ok := wr.propIndex[string(enc)]
	if !ok {
		i = len(wr.props)
		wr.propIndex[string(enc)] = i
		wr.props = append(wr.props, enc)
	}
	return i
}

// propsKey is an op name and the identity of a properties attribute.
type propsKey struct {
	info  *ir.OpInfo
	props uint64
}

func (wr *writer) region(e *emitter, s *scope, r *ir.Region) {
	if r.Empty() {
		e.varInt(0)
		return
	}
	c := s.regionCount[r]
	e.varInt(uint64(c[0]))
	e.varInt(uint64(c[1]))
	for b := r.First(); b != nil; b = b.Next() {
		wr.block(e, s, b)
	}
}

func (wr *writer) block(e *emitter, s *scope, b *ir.Block) {
	args := b.Args()
	ops := 0
	for op := b.First(); op != nil; op = op.NextInBlock() {
		ops++
	}
	e.varIntFlag(uint64(ops), len(args) > 0)
	if len(args) > 0 {
		e.varInt(uint64(len(args)))
		for _, a := range args {
			loc := a.Loc()
			t := uint64(s.typeIdx[a.Type()].g.number)
			if wr.version >= versionElideUnknownBlockArgLoc {
				_, unknown := loc.(*ir.UnknownLoc)
				e.varIntFlag(t, !unknown)
				if !unknown {
					e.varInt(uint64(s.attrIdx[loc].g.number))
				}
			} else {
				e.varInt(t)
				e.varInt(uint64(s.attrIdx[loc].g.number))
			}
		}
		if wr.version >= versionUseListOrdering {
			at := len(e.buf)
			var mask byte
			e.byte(0)
			wr.useListOrders(e, &mask, args)
			e.buf[at] = mask
		}
	}
	for op := b.First(); op != nil; op = op.NextInBlock() {
		wr.op(e, s, op)
	}
}

// useListOrders writes the use-list order of the values whose uses are not
// in the order a reader recreates (descending by user and operand).
func (wr *writer) useListOrders(e *emitter, mask *byte, vals []*ir.Value) {
	type order struct {
		index int
		perm  []int
	}
	var orders []order
	for i, v := range vals {
		if !v.HasUses() || v.HasOneUse() {
			continue
		}
		type pair struct {
			idx int
			id  uint64
		}
		var small [8]pair
		pairs := small[:0]
		sorted := true
		for u := v.FirstUse(); u != nil; u = u.Next() {
			id := uint64(u.Owner().Mark())<<32 | uint64(u.Index())
			if len(pairs) > 0 && !(pairs[len(pairs)-1].id > id) {
				sorted = false
			}
			pairs = append(pairs, pair{len(pairs), id})
		}
		if sorted {
			continue
		}
		slices.SortFunc(pairs, func(a, b pair) int {
			switch {
			case a.id > b.id:
				return -1
			case a.id < b.id:
				return 1
			}
			return 0
		})
		perm := make([]int, len(pairs))
		for k, p := range pairs {
			perm[k] = p.idx
		}
		orders = append(orders, order{i, perm})
	}
	if len(orders) == 0 {
		return
	}
	*mask |= opHasUseListOrders
	if len(vals) != 1 {
		e.varInt(uint64(len(orders)))
	}
	if len(orders) > 1 {
		keys := make([]uint32, len(orders))
		for i, o := range orders {
			keys[i] = uint32(o.index)
		}
		pos := denseMapOrder(keys)
		slices.SortFunc(orders, func(a, b order) int { return pos[uint32(a.index)] - pos[uint32(b.index)] })
	}
	for _, o := range orders {
		shuffled := 0
		for k, p := range o.perm {
			if k != p {
				shuffled++
			}
		}
		pairEnc := shuffled < len(o.perm)/2
		if len(vals) != 1 {
			e.varInt(uint64(o.index))
		}
		if pairEnc {
			e.varIntFlag(uint64(shuffled*2), true)
			for k, p := range o.perm {
				if k != p {
					e.varInt(uint64(p))
					e.varInt(uint64(k))
				}
			}
		} else {
			e.varIntFlag(uint64(len(o.perm)), false)
			for _, p := range o.perm {
				e.varInt(uint64(p))
			}
		}
	}
}

// denseMapOrder returns the position of each key when iterating an LLVM
// DenseMap<unsigned, ...> the keys were inserted into in order: upstream
// writes the use-list orders of a range of values in that order. It
// simulates the map's hashing (key*37), triangular probing and growth (64
// buckets, doubled at 3/4 full, rehashed in bucket order).
func denseMapOrder(keys []uint32) map[uint32]int {
	const empty = ^uint32(0)
	var buckets []uint32
	place := func(k uint32) {
		mask := uint32(len(buckets) - 1)
		b := k * 37 & mask
		for probe := uint32(1); buckets[b] != empty; probe++ {
			b = (b + probe) & mask
		}
		buckets[b] = k
	}
	grow := func(n int) {
		old := buckets
		buckets = make([]uint32, n)
		for i := range buckets {
			buckets[i] = empty
		}
		for _, k := range old {
			if k != empty {
				place(k)
			}
		}
	}
	grow(64)
	for i, k := range keys {
		if (i+1)*4 >= len(buckets)*3 {
			grow(len(buckets) * 2)
		}
		place(k)
	}
	pos := make(map[uint32]int, len(keys))
	for _, k := range buckets {
		if k != empty {
			pos[k] = len(pos)
		}
	}
	return pos
}

// resourceSection writes the external resources and the blobs of the
// dialect resources the IR refers to.
func (wr *writer) resourceSection(out *emitter) {
	var data, offs emitter
	prev := uint64(0)
	type entry struct {
		key  string
		kind byte
		size uint64
	}
	var cur []entry
	add := func(key string, kind byte) {
		c := data.size()
		cur = append(cur, entry{key, kind, c - prev})
		prev = c
	}
	group := func(key uint64) {
		offs.varInt(key)
		offs.varInt(uint64(len(cur)))
		for _, en := range cur {
			offs.varInt(wr.strs.insert(en.key))
			offs.varInt(en.size)
			offs.byte(en.kind)
		}
	}
	elide := wr.cfg.ElideResourceData
	var external []ir.ExternalResource
	if wr.res != nil {
		external = wr.res.External
	}
	offs.varInt(uint64(len(external)))
	for _, g := range external {
		cur = cur[:0]
		for _, en := range g.Entries {
			kind, blob, str, b := parseExternalValue(en.Value)
			if !elide {
				switch kind {
				case resourceBlob:
					data.varInt(uint64(blob.Alignment))
					data.varInt(uint64(len(blob.Data)))
					data.alignTo(uint64(blob.Alignment))
					data.bytes(blob.Data)
				case resourceBool:
					if b {
						data.byte(1)
					} else {
						data.byte(0)
					}
				case resourceString:
					data.varInt(wr.strs.insert(str))
				}
			}
			add(en.Key, kind)
		}
		group(wr.strs.insert(g.Key))
	}
	for _, d := range wr.num.dialects {
		if len(d.resources) == 0 {
			continue
		}
		cur = cur[:0]
		for _, k := range d.resources {
			blob := wr.blob(d.name, k)
			if blob != nil && !elide {
				data.varInt(uint64(blob.Alignment))
				data.varInt(uint64(len(blob.Data)))
				data.alignTo(uint64(blob.Alignment))
				data.bytes(blob.Data)
			}
			if blob != nil {
				add(k, resourceBlob)
			}
		}
		for _, k := range d.resources {
			if wr.blob(d.name, k) == nil {
				add(k, resourceBlob)
			}
		}
		if len(cur) > 0 {
			group(uint64(d.number))
		}
	}
	if offs.size() == 0 {
		return
	}
	out.section(sectionResourceOffset, &offs)
	out.section(sectionResource, &data)
}

func (wr *writer) blob(dialect, key string) *ir.Resource {
	if wr.res == nil {
		return nil
	}
	if dialect == "builtin" {
		return wr.res.Blobs[key]
	}
	return wr.res.DialectBlobs[dialect][key]
}

// The kinds of resource entries.
const (
	resourceBlob   = 0
	resourceBool   = 1
	resourceString = 2
)

// parseExternalValue decodes the printed value of an external resource
// entry: a hex blob (alignment then data), a boolean or a string.
func parseExternalValue(v string) (kind byte, blob *ir.Resource, str string, b bool) {
	switch v {
	case "true":
		return resourceBool, nil, "", true
	case "false":
		return resourceBool, nil, "", false
	}
	s, err := strconv.Unquote(v)
	if err != nil {
		s = strings.Trim(v, `"`)
	}
	if strings.HasPrefix(s, "0x") {
		if raw, err := hex.DecodeString(s[2:]); err == nil && len(raw) >= 4 {
			al := uint32(raw[0]) | uint32(raw[1])<<8 | uint32(raw[2])<<16 | uint32(raw[3])<<24
			return resourceBlob, &ir.Resource{Alignment: al, Data: raw[4:]}, "", false
		}
	}
	return resourceString, nil, s, false
}

// sectionWriter writes encodings into a section (upstream's DialectWriter).
type sectionWriter struct {
	wr *writer
	e  *emitter
	// files is the attribute of the last file name, last the attribute
	// last referred to and lastNum its number (file locations mostly
	// refer to the file name the previous one did).
	files   fileNameCache
	last    ir.Attribute
	lastNum int32
}

// attrNumber returns the number of an attribute of the file.
func (w *sectionWriter) attrNumber(a ir.Attribute) uint64 {
	if a != w.last || a == nil {
		w.last, w.lastNum = a, w.wr.num.claims.attr(a).number
	}
	return uint64(w.lastNum)
}

func (w *sectionWriter) Attribute(a ir.Attribute) { w.e.varInt(w.attrNumber(a)) }
func (w *sectionWriter) fileName(name string) ir.Attribute {
	return w.files.get(w.wr.ctx, name)
}
func (w *sectionWriter) OptionalAttribute(a ir.Attribute) {
	if a == nil {
		w.e.varInt(0)
		return
	}
	w.e.varIntFlag(w.attrNumber(a), true)
}
func (w *sectionWriter) Type(t ir.Type)       { w.e.varInt(uint64(w.wr.num.claims.typ(t).number)) }
func (w *sectionWriter) VarInt(v uint64)      { w.e.varInt(v) }
func (w *sectionWriter) SignedVarInt(v int64) { w.e.signedVarInt(v) }
func (w *sectionWriter) String(s string)      { w.e.varInt(w.wr.strs.insert(s)) }
func (w *sectionWriter) Version() int         { return w.wr.version }
func (w *sectionWriter) Ctx() *ir.Context     { return w.wr.ctx }
func (w *sectionWriter) DialectVersion(dialect string) any {
	return w.wr.cfg.DialectVersions[dialect]
}
func (w *sectionWriter) Blob(b []byte) { w.e.varInt(uint64(len(b))); w.e.bytes(b) }
func (w *sectionWriter) Bool(b bool) {
	if b {
		w.e.byte(1)
	} else {
		w.e.byte(0)
	}
}
func (w *sectionWriter) ResourceHandle(dialect, key string) {
	w.e.varInt(uint64(w.wr.num.root.dialectNamed(dialect).resNumber[key]))
}

// APInt writes an integer of a known width: one byte up to 8 bits, a
// zigzag varint up to 64, else the active words as zigzag varints.
func (w *sectionWriter) APInt(words []uint64, width int) {
	switch {
	case width <= 8:
		w.e.byte(byte(words[0]))
	case width <= 64:
		w.e.signedVarInt(int64(words[0]))
	default:
		active := len(words)
		for active > 1 && words[active-1] == 0 {
			active--
		}
		w.e.varInt(uint64(active))
		for _, x := range words[:active] {
			w.e.signedVarInt(int64(x))
		}
	}
}
