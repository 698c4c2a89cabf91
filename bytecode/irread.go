package bytecode

import (
	"encoding/binary"
	"slices"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// lazyOp is an isolated operation whose regions are not read yet.
type lazyOp struct {
	op    *ir.Operation
	c     *cursor
	depth int  // the region depth of op's regions
	done  bool // materialized or erased
}

// maxRegionDepth bounds the nesting of regions read.
const maxRegionDepth = 10000

// readIR reads the IR section into the top-level operation.
func (f *fileReader) readIR(c *cursor) *ir.Operation {
	f.forwardInfo = f.ctx.OpInfo("builtin.unrealized_conversion_cast")
	top := ir.NewBlock()
	tmp := &ir.Region{}
	tmp.Append(top)
	scope := &valueScope{}
	f.scopes = append(f.scopes, scope)
	scope.push(0)
	numOps := f.blockHeader(c, top)
	blocks := []*ir.Block{top}
	for i := uint64(0); i < numOps; i++ {
		f.readOp(c, top, blocks, 0)
	}
	f.scopes = f.scopes[:0]
	if f.parallel {
		f.readDeferred()
	}
	if len(f.forwardRefs) > 0 {
		c.fail("not all forward unresolved forward operand references")
	}
	if !f.processUseLists([]*ir.Block{top}, f.sorted) {
		c.fail("parsed use-list orders were invalid and could not be applied")
	}
	first := top.First()
	if first != nil && first == top.Last() && (f.cfg.NoImplicitModule || first.Name() == "builtin.module") {
		first.Remove()
		return first
	}
	if f.cfg.NoImplicitModule {
		f.fail("source must contain a single top-level operation, found: %d", len(top.Ops()))
	}
	st := &ir.OperationState{Name: f.ctx.OpInfo("builtin.module"), Loc: f.fileLoc}
	body := st.AddRegion()
	nb := ir.NewBlock()
	body.Append(nb)
	for op := top.First(); op != nil; {
		next := op.NextInBlock()
		op.Remove()
		nb.Append(op)
		op = next
	}
	return ir.NewOperation(f.ctx, st)
}

// blockHeader reads a block's op count and arguments.
func (f *fileReader) blockHeader(c *cursor, b *ir.Block) uint64 {
	numOps, hasArgs := c.varIntFlag()
	if hasArgs {
		n := c.count("block argument")
		unknown := f.ctx.UnknownLoc()
		args := make([]*ir.Value, 0, n)
		for i := 0; i < n; i++ {
			var t ir.Type
			var loc ir.Location = unknown
			if f.version >= versionElideUnknownBlockArgLoc {
				ti, hasLoc := c.varIntFlag()
				t = f.typ(ti)
				if hasLoc {
					loc = f.location(c)
				}
			} else {
				t = f.readType(c)
				loc = f.location(c)
			}
			args = append(args, b.AddArg(t, loc))
		}
		f.define(c, args)
	}
	if f.version < versionUseListOrdering || !hasArgs {
		return numOps
	}
	if c.byte() == 0 {
		return numOps
	}
	orders := f.useListOrders(c, b.NumArgs())
	if len(orders) == 0 {
		c.fail("invalid use-list order of block arguments")
	}
	for i, a := range b.Args() {
		if o, ok := orders[i]; ok {
			f.useOrders[a] = o
		}
	}
	return numOps
}

func (f *fileReader) location(c *cursor) ir.Location {
	a := f.readAttr(c)
	l, ok := a.(ir.Location)
	if !ok {
		c.fail("expected attribute of type: mlir::LocationAttr, but got: %s", attrText(a))
	}
	return l
}

// useListOrders reads the use-list orders of a range of n values.
func (f *fileReader) useListOrders(c *cursor, n int) map[int]useOrder {
	count := uint64(1)
	if n > 1 {
		count = c.varInt()
	}
	out := map[int]useOrder{}
	for ; count > 0; count-- {
		idx := uint64(0)
		if n > 1 {
			idx = c.varInt()
		}
		k, pairs := c.varIntFlag()
		if k > uint64(c.size()) {
			c.fail("use-list order count %d exceeds the %d remaining bytes", k, c.size())
		}
		indices := make([]int, k)
		for i := range indices {
			indices[i] = int(min(c.varInt(), 1<<31))
		}
		if _, ok := out[int(idx)]; !ok && idx < 1<<31 {
			out[int(idx)] = useOrder{indices, pairs}
		}
	}
	return out
}

// define assigns the next value numbers of the current region to vals,
// resolving forward references to them.
func (f *fileReader) define(c *cursor, vals []*ir.Value) {
	s := f.scopes[len(f.scopes)-1]
	id := &s.next[len(s.next)-1]
	end := *id + len(vals)
	if end > len(s.values) {
		c.fail("value index range was outside of the expected range for the parent region, got [%d, %d), but the maximum index was %d",
			*id, end, len(s.values)-1)
	}
	for _, v := range vals {
		if old := s.values[*id]; old != nil {
			old.ReplaceAllUsesWith(v)
			f.freeRefs = append(f.freeRefs, f.forwardRefs[old])
			delete(f.forwardRefs, old)
		}
		s.values[*id] = v
		*id++
	}
}

func (f *fileReader) operand(c *cursor) *ir.Value {
	s := f.scopes[len(f.scopes)-1]
	i := c.index(len(s.values), "value")
	if s.values[i] == nil {
		var op *ir.Operation
		if n := len(f.freeRefs); n > 0 {
			op = f.freeRefs[n-1]
			f.freeRefs = f.freeRefs[:n-1]
		} else {
			op = ir.NewOperation(f.ctx, &ir.OperationState{Name: f.forwardInfo, Loc: f.ctx.UnknownLoc(),
				Types: []ir.Type{f.ctx.NoneType()}})
		}
		f.forwardRefs[op.Result(0)] = op
		s.values[i] = op.Result(0)
	}
	return s.values[i]
}

// opName resolves an operation name reference.
func (f *fileReader) opName(c *cursor) *bcOpName {
	on := f.opNames[c.index(len(f.opNames), "operation name")]
	f.resolveOpName(on)
	return on
}

// resolveOpName loads the dialect of an operation name and looks it up,
// once.
func (f *fileReader) resolveOpName(on *bcOpName) {
	if on.info != nil {
		return
	}
	f.load(on.dialect)
	name := on.dialect.name + "." + on.name
	if on.name == "" {
		if f.ctx.Dialect(on.dialect.name) != nil {
			f.fail("has an empty opname for dialect '%s'\n", on.dialect.name)
		}
		name = on.dialect.name
	}
	on.info = f.ctx.OpInfo(name)
}

// readOp reads one operation into b and, unless lazy, its regions.
func (f *fileReader) readOp(c *cursor, b *ir.Block, blocks []*ir.Block, depth int) {
	on := f.opName(c)
	mask := c.byte()
	st := &ir.OperationState{Name: on.info, Loc: f.location(c)}
	if mask&opHasAttrs != 0 {
		a := f.readAttr(c)
		d, ok := a.(*ir.DictionaryAttr)
		if !ok {
			c.fail("expected attribute of type: mlir::DictionaryAttr, but got: %s", attrText(a))
		}
		st.Attrs = d.Entries
	}
	if mask&opHasProperties != 0 {
		switch on.registered {
		case -1:
			f.fail("Unexpected missing `wasRegistered` opname flag at bytecode version %d with properties.", f.version)
		default:
			f.readProperties(c, on, st)
		}
	}
	if mask&opHasResults != 0 {
		n := c.count("result")
		st.Types = make([]ir.Type, n)
		for i := range st.Types {
			st.Types[i] = f.readType(c)
		}
	}
	if mask&opHasOperands != 0 {
		n := c.count("operand")
		st.Operands = make([]*ir.Value, n)
		for i := range st.Operands {
			st.Operands[i] = f.operand(c)
		}
	}
	if mask&opHasSuccessors != 0 {
		n := c.count("successor")
		st.Successors = make([]*ir.Block, n)
		for i := range st.Successors {
			st.Successors[i] = blocks[c.index(len(blocks), "successor")]
		}
	}
	var orders map[int]useOrder
	if f.version >= versionUseListOrdering && mask&opHasUseListOrders != 0 {
		orders = f.useListOrders(c, len(st.Types))
	}
	isolated := false
	if mask&opHasInlineRegions != 0 {
		var n uint64
		n, isolated = c.varIntFlag()
		if n > uint64(c.size())+1 {
			c.fail("region count %d exceeds the %d remaining bytes", n, c.size())
		}
		for ; n > 0; n-- {
			st.AddRegion()
		}
	}
	op := ir.NewOperation(f.ctx, st)
	b.Append(op)
	if op.NumResults() > 0 {
		f.define(c, op.Results())
	}
	for i, o := range orders {
		if i < op.NumResults() {
			f.useOrders[op.Result(i)] = o
		}
	}
	if op.NumRegions() == 0 {
		return
	}
	if depth >= maxRegionDepth {
		c.fail("exceeded maximum region nesting depth of %d", maxRegionDepth)
	}
	rc := c
	if isolated && f.version >= versionLazyLoading {
		id, s := c.section()
		if id != sectionIR {
			f.fail("expected IR section for region")
		}
		rc = s
		if f.cfg.Lazy && (f.cfg.LazyOps == nil || !f.cfg.LazyOps(op)) {
			l := &lazyOp{op: op, c: s, depth: depth + 1}
			f.lazy = append(f.lazy, l)
			f.lazyIndex[op] = l
			return
		}
	}
	f.readRegions(op, rc, isolated, depth+1)
}

// readRegions reads the regions of op.
func (f *fileReader) readRegions(op *ir.Operation, c *cursor, isolated bool, depth int) {
	if isolated {
		f.scopes = append(f.scopes, &valueScope{})
	}
	for i := 0; i < op.NumRegions(); i++ {
		f.readRegion(op.Region(i), c, depth)
	}
	if isolated {
		f.scopes = f.scopes[:len(f.scopes)-1]
	}
}

func (f *fileReader) readRegion(r *ir.Region, c *cursor, depth int) {
	numBlocks := c.count("block")
	if numBlocks == 0 {
		return
	}
	numValues := c.varInt()
	if numValues > uint64(c.size()) {
		c.fail("value count %d exceeds the %d remaining bytes", numValues, c.size())
	}
	blocks := make([]*ir.Block, numBlocks)
	for i := range blocks {
		blocks[i] = ir.NewBlock()
		r.Append(blocks[i])
	}
	s := f.scopes[len(f.scopes)-1]
	s.push(int(numValues))
	for _, b := range blocks {
		numOps := f.blockHeader(c, b)
		for ; numOps > 0; numOps-- {
			f.readOp(c, b, blocks, depth)
		}
	}
	s.pop(int(numValues))
}

// readProperties reads the properties of an op from the properties
// section: as its ODS-generated readProperties does when it was and is
// registered, as an attribute otherwise.
func (f *fileReader) readProperties(c *cursor, on *bcOpName, st *ir.OperationState) {
	info := on.info
	i := c.varInt()
	if i >= uint64(len(f.props)) {
		c.fail("Properties idx out-of-bound for %s", info.Name)
	}
	key := propKey{info, int(i), on.registered}
	if p, ok := f.propCache[key]; ok {
		st.Props = p
		return
	}
	p := f.props[i]
	pc := &cursor{f: f, data: p.data, base: p.base}
	pe, custom := ir.InfoInterface[PropertiesEncoding](info)
	switch {
	case !info.Registered || on.registered == 0:
		st.Props = f.readAttr(pc)
	case custom:
		d, err := pe.ReadProperties(&Reader{f: f, c: pc})
		if err != nil {
			pc.fail("%s", err.Error())
		}
		if d != nil {
			st.Props = d
		}
	default:
		st.Props = f.readODSProperties(pc, info)
	}
	f.propCache[key] = st.Props
}

// propKey identifies decoded properties: equal encodings share an entry of
// the properties section, so ops of one name sharing it share the result.
type propKey struct {
	info       *ir.OpInfo
	index      int
	registered int8
}

// odsProps is what reading the properties of a registered op needs.
type odsProps struct {
	fields []propField
	// segments holds the group counts of the segment sizes properties.
	segments map[string]int
}

// readODSProperties reads properties as an ODS-generated readProperties.
func (f *fileReader) readODSProperties(pc *cursor, info *ir.OpInfo) ir.Attribute {
	op := f.odsProps[info]
	if op == nil {
		probe := ir.NewOperation(f.ctx, &ir.OperationState{Name: info, Loc: f.ctx.UnknownLoc()})
		op = &odsProps{fields: propFields(probe), segments: map[string]int{}}
		for _, fd := range op.fields {
			if fd.segments != notSegments {
				op.segments[fd.name] = segmentSize(probe, fd.name)
			}
		}
		f.odsProps[info] = op
	}
	var entries []ir.NamedAttr
	for _, fd := range op.fields {
		switch {
		case fd.segments != notSegments:
			native := f.version >= versionNativeSegmentSizes
			switch {
			case fd.segments == legacySegments && !native:
				entries = append(entries, ir.NamedAttr{Name: fd.name, Value: f.readAttr(pc)})
			case fd.segments == nativeSegments && native:
				vals := readSparseArray(pc, op.segments[fd.name])
				seg := make([]int32, len(vals))
				for k, v := range vals {
					seg[k] = int32(v)
				}
				entries = append(entries, ir.NamedAttr{Name: fd.name, Value: f.ctx.DenseI32Array(seg)})
			}
		case fd.prop == ods.IntProperty:
			entries = append(entries, ir.NamedAttr{Name: fd.name, Value: intPropAttr(f.ctx, fd, pc.varInt())})
		case fd.prop == ods.BoolProperty:
			if pc.byte() != 0 {
				entries = append(entries, ir.NamedAttr{Name: fd.name, Value: f.ctx.UnitAttr()})
			}
		case fd.prop == ods.BoolValueProperty:
			entries = append(entries, ir.NamedAttr{Name: fd.name, Value: f.ctx.BoolAttr(pc.byte() != 0)})
		case fd.prop == ods.StringProperty:
			entries = append(entries, ir.NamedAttr{Name: fd.name, Value: f.ctx.StringAttr(f.str(pc))})
		case fd.prop == ods.IntArrayProperty:
			entries = append(entries, ir.NamedAttr{Name: fd.name, Value: f.intArrayProp(pc, fd)})
		case fd.required:
			entries = append(entries, ir.NamedAttr{Name: fd.name, Value: f.readAttr(pc)})
		default:
			idx, present := pc.varIntFlag()
			if present {
				entries = append(entries, ir.NamedAttr{Name: fd.name, Value: f.attribute(idx)})
			}
		}
	}
	if len(entries) == 0 {
		return nil
	}
	return f.ctx.DictionaryAttr(entries)
}

// segmentSize returns the number of groups a segment sizes property
// splits (the default array's length).
func segmentSize(probe *ir.Operation, name string) int {
	if d, ok := propAttr(probe, name).(*ir.DenseArrayAttr); ok {
		return d.N
	}
	return 0
}

// readSparseArray reads an array written by writeSparseArray into size
// elements.
func readSparseArray(c *cursor, size int) []int64 {
	out := make([]int64, size)
	n, sparse := c.varIntFlag()
	if n == 0 {
		return out
	}
	if !sparse {
		if n > uint64(size) {
			c.fail("trying to read an array of %d but only %d storage available.", n, size)
		}
		for i := uint64(0); i < n; i++ {
			out[i] = int64(uint32(c.varInt()))
		}
		return out
	}
	bitsz := c.varInt()
	if bitsz > 8 {
		c.fail("reading sparse array with indexing above 8 bits: %d", bitsz)
	}
	if n > uint64(c.size()) {
		c.fail("sparse array count %d exceeds the %d remaining bytes", n, c.size())
	}
	for ; n > 0; n-- {
		pair := c.varInt()
		idx := pair & (1<<bitsz - 1)
		if idx >= uint64(size) {
			c.fail("reading a sparse array found index %d but only %d storage available.", idx, size)
		}
		out[idx] = int64(uint32(pair >> bitsz))
	}
	return out
}

// processUseLists sorts the use lists of the values defined in blocks and
// the regions below them as the writer's (upstream's processUseLists): by
// descending use id, or by the order the file records. The regions of the
// operations in done, sorted already, are left out: being isolated, no
// value defined outside them has a use in them, so the relative order of
// the others is unchanged.
func (f *fileReader) processUseLists(blocks []*ir.Block, done map[*ir.Operation]bool) bool {
	// The operations are numbered in their marks, 0 for those outside.
	var numbered []*ir.Operation
	defer func() {
		for _, op := range numbered {
			op.SetMark(0)
		}
	}()
	var number func(op *ir.Operation)
	number = func(op *ir.Operation) {
		numbered = append(numbered, op)
		op.SetMark(int32(len(numbered)))
		if done[op] {
			return
		}
		for i := 0; i < op.NumRegions(); i++ {
			for b := op.Region(i).First(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.NextInBlock() {
					number(o)
				}
			}
		}
	}
	for _, b := range blocks {
		for op := b.First(); op != nil; op = op.NextInBlock() {
			number(op)
		}
	}
	ok := true
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		for _, a := range b.Args() {
			ok = ok && f.sortUses(a)
		}
		for op := b.First(); op != nil; op = op.NextInBlock() {
			for i := 0; i < op.NumResults(); i++ {
				ok = ok && f.sortUses(op.Result(i))
			}
			if done[op] {
				continue
			}
			for i := 0; i < op.NumRegions(); i++ {
				for nb := op.Region(i).First(); nb != nil; nb = nb.Next() {
					visit(nb)
				}
			}
		}
	}
	for _, b := range blocks {
		visit(b)
	}
	return ok
}

func (f *fileReader) sortUses(v *ir.Value) bool {
	if !v.HasUses() || v.HasOneUse() {
		return true
	}
	custom, hasCustom := f.useOrders[v]
	type pair struct {
		idx int
		id  uint64
	}
	var cur []pair
	sorted := true
	for u := v.FirstUse(); u != nil; u = u.Next() {
		id := u.Owner().Mark()
		if id <= 0 {
			// A use by an operation outside the file (a lazy region's
			// forward reference cannot reach here): leave the list.
			return true
		}
		uid := uint64(id)<<32 | uint64(u.Index())
		if len(cur) > 0 && !(cur[len(cur)-1].id > uid) {
			sorted = false
		}
		cur = append(cur, pair{len(cur), uid})
	}
	if sorted && !hasCustom {
		return true
	}
	if !sorted {
		slices.SortStableFunc(cur, func(a, b pair) int {
			switch {
			case a.id > b.id:
				return -1
			case a.id < b.id:
				return 1
			}
			return 0
		})
	}
	shuffle := make([]int, len(cur))
	if !hasCustom {
		for k, p := range cur {
			shuffle[k] = p.idx
		}
		v.ShuffleUseList(shuffle)
		return true
	}
	n := len(cur)
	indices := custom.indices
	if custom.pairs {
		if len(indices)%2 != 0 {
			return false
		}
		perm := make([]int, n)
		for i := range perm {
			perm[i] = i
		}
		for i := 0; i < len(indices); i += 2 {
			if indices[i] >= n {
				return false
			}
			perm[indices[i]] = indices[i+1]
		}
		indices = perm
	}
	if len(indices) != n {
		return false
	}
	seen := make([]bool, n)
	for _, x := range indices {
		if x < 0 || x >= n || seen[x] {
			return false
		}
		seen[x] = true
	}
	for k, p := range cur {
		shuffle[k] = indices[p.idx]
	}
	v.ShuffleUseList(shuffle)
	return true
}

// NumOpsToMaterialize returns the number of operations whose regions are
// still unread.
func (l *Lazy) NumOpsToMaterialize() int { return len(l.f.lazyIndex) }

// IsMaterializable reports whether op's regions are still unread.
func (l *Lazy) IsMaterializable(op *ir.Operation) bool { return l.f.lazyIndex[op] != nil }

// Materialize reads the regions of op (one of the lazy operations); the
// isolated operations found in them stay lazy unless lazyOps says
// otherwise.
func (l *Lazy) Materialize(op *ir.Operation, lazyOps func(*ir.Operation) bool) error {
	f := l.f
	lo := f.lazyIndex[op]
	if lo == nil {
		return nil
	}
	delete(f.lazyIndex, op)
	lo.done = true
	saved := f.cfg.LazyOps
	f.cfg.LazyOps = lazyOps
	defer func() { f.cfg.LazyOps = saved }()
	return catch(func() {
		f.scopes = nil
		f.readRegions(op, lo.c, true, 1)
		if len(f.forwardRefs) > 0 {
			f.fail("not all forward unresolved forward operand references")
		}
	})
}

// MaterializeAll reads every lazy region.
func (l *Lazy) MaterializeAll() error {
	return l.Finalize(func(*ir.Operation) bool { return true })
}

// Finalize materializes the lazy operations keep accepts and erases the
// others.
func (l *Lazy) Finalize(keep func(*ir.Operation) bool) error {
	// Materializing appends the lazy operations it finds.
	for i := 0; i < len(l.f.lazy); i++ {
		lo := l.f.lazy[i]
		if lo.done {
			continue
		}
		if keep(lo.op) {
			if err := l.Materialize(lo.op, nil); err != nil {
				return err
			}
			continue
		}
		lo.done = true
		delete(l.f.lazyIndex, lo.op)
		lo.op.DropAllReferences()
		lo.op.Erase()
	}
	l.f.lazy = nil
	return nil
}

// intPropAttr returns the attribute holding the value v of an integer
// property: an integer of its default's type (i64 without a default).
// intArrayProp reads an IntArrayProperty as a dense array of its
// default's element type.
func (f *fileReader) intArrayProp(pc *cursor, fd propField) ir.Attribute {
	elem := ir.Type(f.ctx.I(64))
	if d, ok := orDefault(f.ctx, fd, nil).(*ir.DenseArrayAttr); ok {
		elem = d.Elem
	}
	n := pc.count("array property element")
	size := ir.ElementBytes(elem)
	data := make([]byte, 0, n*size)
	for i := 0; i < n; i++ {
		// The low size bytes of the little-endian value are the element.
		data = binary.LittleEndian.AppendUint64(data, pc.varInt())[:(i+1)*size]
	}
	return f.ctx.DenseArrayAttr(elem, data, n)
}

func intPropAttr(ctx *ir.Context, fd propField, v uint64) ir.Attribute {
	t := ir.Type(ctx.I(64))
	if fd.def != nil {
		if d, ok := fd.def(ctx).(*ir.IntegerAttr); ok {
			t = d.Type
		}
	}
	return ctx.IntAttr(t, int64(v))
}
