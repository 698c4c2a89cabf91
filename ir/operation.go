package ir

import "unsafe"

// Operation is the single concrete representation of every MLIR operation.
type Operation struct {
	info *OpInfo
	loc  Location
	// opd and res point at nopd operands and nres results, usually stored
	// right after the Operation in the same allocation (see allocOperation).
	opd *OpOperand
	res *Value
	// tail holds the successors and regions; nil for the many ops that
	// have neither, which keeps Operation small.
	tail  *opTail
	attrs *DictionaryAttr // discardable attributes (all attributes of ops without properties)
	props Attribute       // properties, nil when absent
	block *Block
	prev  *Operation
	next  *Operation
	order int32
	nopd  int32
	nres  int32
	// mark is free for the transformation that owns the op at the moment
	// (see Mark); it fits in the padding of the struct.
	mark int32
}

// Mark returns the op's mark: a number the transformation working on the
// op keeps there (the greedy rewrite driver: the op's position in its
// worklist). It is 0 unless set, and a transformation resets the marks it
// set before it returns.
func (op *Operation) Mark() int32 { return op.mark }

// SetMark sets the op's mark.
func (op *Operation) SetMark(m int32) { op.mark = m }

// operandList returns the operation's operand records.
func (op *Operation) operandList() []OpOperand { return unsafe.Slice(op.opd, op.nopd) }

// resultList returns the operation's results.
func (op *Operation) resultList() []Value { return unsafe.Slice(op.res, op.nres) }

// opBlock lays out an operation and the storage of its results and
// operands in one allocation.
type opBlock[R, O any] struct {
	op  Operation
	res R
	opd O
}

// newOpBlock allocates an operation with room for nres results and nopd
// operands, the lengths of the arrays R and O.
func newOpBlock[R, O any](nres, nopd int) *Operation {
	b := new(opBlock[R, O])
	if nres > 0 {
		b.op.res = (*Value)(unsafe.Pointer(&b.res))
	}
	if nopd > 0 {
		b.op.opd = (*OpOperand)(unsafe.Pointer(&b.opd))
	}
	b.op.nres, b.op.nopd = int32(nres), int32(nopd)
	return &b.op
}

// allocOperation allocates an operation with its results and operands:
// together for the common small shapes, separately otherwise.
func allocOperation(nres, nopd int) *Operation {
	type (
		r0 = [0]Value
		r1 = [1]Value
		r2 = [2]Value
		o0 = [0]OpOperand
		o1 = [1]OpOperand
		o2 = [2]OpOperand
		o3 = [3]OpOperand
	)
	// Only small shapes are co-allocated (the key is ambiguous beyond).
	if nres <= 2 && nopd <= 3 {
		switch nres<<4 | nopd {
		case 0x00:
			return new(Operation)
		case 0x01:
			return newOpBlock[r0, o1](0, 1)
		case 0x02:
			return newOpBlock[r0, o2](0, 2)
		case 0x03:
			return newOpBlock[r0, o3](0, 3)
		case 0x10:
			return newOpBlock[r1, o0](1, 0)
		case 0x11:
			return newOpBlock[r1, o1](1, 1)
		case 0x12:
			return newOpBlock[r1, o2](1, 2)
		case 0x13:
			return newOpBlock[r1, o3](1, 3)
		case 0x20:
			return newOpBlock[r2, o0](2, 0)
		case 0x21:
			return newOpBlock[r2, o1](2, 1)
		case 0x22:
			return newOpBlock[r2, o2](2, 2)
		}
	}
	op := new(Operation)
	if nres > 0 {
		op.res, op.nres = &make([]Value, nres)[0], int32(nres)
	}
	op.setOperandStorage(nopd)
	return op
}

// setOperandStorage gives the operation fresh storage for n operands.
func (op *Operation) setOperandStorage(n int) {
	op.opd, op.nopd = nil, 0
	if n > 0 {
		op.opd, op.nopd = &make([]OpOperand, n)[0], int32(n)
	}
}

// opTail is the rarely present part of an operation.
type opTail struct {
	succs   []BlockOperand
	regions []Region
}

// succList returns the operation's successor operands.
func (op *Operation) succList() []BlockOperand {
	if op.tail == nil {
		return nil
	}
	return op.tail.succs
}

// regionList returns the operation's regions.
func (op *Operation) regionList() []Region {
	if op.tail == nil {
		return nil
	}
	return op.tail.regions
}

// OperationState collects everything needed to create an operation.
type OperationState struct {
	Loc        Location
	Name       *OpInfo
	Operands   []*Value
	Types      []Type
	Attrs      []NamedAttr
	Props      Attribute
	Successors []*Block
	// Regions are moved into the new operation (their blocks are taken).
	Regions []*Region
}

// AddRegion appends a new empty region to the state and returns it.
func (s *OperationState) AddRegion() *Region {
	r := &Region{}
	s.Regions = append(s.Regions, r)
	return r
}

// AddAttr appends an attribute.
func (s *OperationState) AddAttr(name string, a Attribute) {
	s.Attrs = append(s.Attrs, NamedAttr{name, a})
}

// NewOperation creates a detached operation from a state.
func NewOperation(ctx *Context, s *OperationState) *Operation {
	op := allocOperation(len(s.Types), len(s.Operands))
	op.info, op.loc, op.props, op.order = s.Name, s.Loc, s.Props, -1
	if op.loc == nil {
		op.loc = ctx.UnknownLoc()
	}
	attrs := s.Attrs
	if s.Name.Registered && (len(s.Name.InherentAttrs) > 0 || s.Name.DefaultAttrs != nil) {
		attrs = op.splitInherent(ctx, attrs)
	}
	if len(attrs) > 0 {
		op.attrs = ctx.DictionaryAttr(attrs)
	}
	op.linkOperands(s.Operands)
	results := op.resultList()
	for i, t := range s.Types {
		results[i] = Value{typ: t, owner: op}
	}
	if len(s.Successors) > 0 || len(s.Regions) > 0 {
		op.tail = &opTail{}
	}
	if n := len(s.Successors); n > 0 {
		op.tail.succs = make([]BlockOperand, n)
		for i, b := range s.Successors {
			op.succList()[i].owner = op
			op.succList()[i].index = int32(i)
			op.succList()[i].link(b)
		}
	}
	if n := len(s.Regions); n > 0 {
		op.tail.regions = make([]Region, n)
		for i, r := range s.Regions {
			op.regionList()[i].parent = op
			if r != nil {
				op.regionList()[i].TakeBody(r)
			}
		}
	}
	return op
}

// splitInherent moves inherent attributes from attrs into the properties
// dictionary, adds defaults for absent ones, and returns the rest.
//
// As upstream: inherent attributes written among the others are stored
// first, then the properties dictionary overrides them; values of the
// wrong storage class and unknown property names are dropped.
func (op *Operation) splitInherent(ctx *Context, attrs []NamedAttr) []NamedAttr {
	d, isDict := op.props.(*DictionaryAttr)
	if op.props != nil && !isDict {
		return attrs
	}
	fits := func(a NamedAttr) bool {
		if !op.info.IsInherent(a.Name) {
			return false
		}
		if op.info.PropStorage == nil {
			return true
		}
		ok, _ := op.info.PropStorage(a.Name, a.Value)
		return ok
	}
	// The properties are collected on the stack: DictionaryAttr copies
	// them when it makes a new dictionary.
	var propBuf [4]NamedAttr
	props := propBuf[:0]
	var rest, legacy []NamedAttr
	for _, a := range attrs {
		if op.info.IsInherent(a.Name) {
			if fits(a) {
				props = setNamed(props, a)
			}
		} else if n := legacySegmentName(op.info, a.Name); n != "" {
			legacy = append(legacy, NamedAttr{Name: n, Value: a.Value})
		} else {
			rest = append(rest, a)
		}
	}
	// The legacy spellings of the segment sizes stand in for absent ones.
	for _, a := range legacy {
		if !hasNamed(props, a.Name) && fits(a) {
			props = append(props, a)
		}
	}
	if isDict {
		for _, e := range d.Entries {
			if fits(e) {
				props = setNamed(props, e)
			}
		}
	}
	if op.info.DefaultAttrs != nil {
	outer:
		for _, d := range op.info.DefaultAttrs(ctx) {
			for _, p := range props {
				if p.Name == d.Name {
					continue outer
				}
			}
			props = append(props, d)
		}
	}
	switch {
	case isDict && sameEntries(props, d.Entries):
		// The dictionary given is already the properties (as when they
		// are read back): it is kept rather than uniqued again.
	case len(props) > 0:
		op.props = ctx.DictionaryAttr(props)
	default:
		op.props = nil
	}
	return rest
}

// sameEntries reports whether a and b hold the same names and values in
// the same order.
func sameEntries(a, b []NamedAttr) bool {
	if len(a) != len(b) || len(a) == 0 {
		return false
	}
	for i := range a {
		if a[i].Name != b[i].Name || a[i].Value != b[i].Value {
			return false
		}
	}
	return true
}

// legacySegmentName returns the segment sizes property that a legacy
// attribute name (`operand_segment_sizes`, `result_segment_sizes`) stands
// for on op, or "".
func legacySegmentName(info *OpInfo, name string) string {
	switch {
	case name == "operand_segment_sizes" && info.Traits.Has(TraitAttrSizedOperandSegments):
		return "operandSegmentSizes"
	case name == "result_segment_sizes" && info.Traits.Has(TraitAttrSizedResultSegments):
		return "resultSegmentSizes"
	}
	return ""
}

func hasNamed(list []NamedAttr, name string) bool {
	for i := range list {
		if list[i].Name == name {
			return true
		}
	}
	return false
}

func setNamed(list []NamedAttr, a NamedAttr) []NamedAttr {
	for i := range list {
		if list[i].Name == a.Name {
			list[i] = a
			return list
		}
	}
	return append(list, a)
}

// linkOperands makes the operand records (storage for len(vals) of them
// in place) use vals.
func (op *Operation) linkOperands(vals []*Value) {
	opds := op.operandList()
	for i, v := range vals {
		opds[i].owner = op
		opds[i].link(v)
	}
}

// Info returns the operation's registration record.
func (op *Operation) Info() *OpInfo { return op.info }

// Name returns the full operation name, e.g. "arith.addi".
func (op *Operation) Name() string { return op.info.Name }

// IsRegistered reports whether the operation's dialect defines it.
func (op *Operation) IsRegistered() bool { return op.info.Registered }

// Loc returns the operation's location.
func (op *Operation) Loc() Location { return op.loc }

// SetLoc sets the operation's location.
func (op *Operation) SetLoc(l Location) { op.loc = l }

// NumOperands returns the number of operands.
func (op *Operation) NumOperands() int { return len(op.operandList()) }

// Operand returns operand i.
func (op *Operation) Operand(i int) *Value { return op.operandList()[i].val }

// OpOperand returns the use record of operand i.
func (op *Operation) OpOperand(i int) *OpOperand { return &op.operandList()[i] }

// Operands returns the operand values (a new slice).
func (op *Operation) Operands() []*Value {
	out := make([]*Value, len(op.operandList()))
	for i := range op.operandList() {
		out[i] = op.operandList()[i].val
	}
	return out
}

// SetOperand makes operand i use v.
func (op *Operation) SetOperand(i int, v *Value) { op.operandList()[i].Set(v) }

// SetOperands replaces the whole operand list.
func (op *Operation) SetOperands(vals []*Value) {
	for i := range op.operandList() {
		op.operandList()[i].unlink()
	}
	op.setOperandStorage(len(vals))
	op.linkOperands(vals)
}

// EraseOperand removes operand i.
func (op *Operation) EraseOperand(i int) {
	vals := op.Operands()
	vals = append(vals[:i], vals[i+1:]...)
	op.SetOperands(vals)
}

// EraseOperands removes the operands i with erase[i] set, as upstream's
// Operation::eraseOperands(BitVector): the operands before the first
// erased one stay where they are, the later ones kept move down and, as
// upstream moves their use records, go to the front of their values' use
// lists (in order).
func (op *Operation) EraseOperands(erase []bool) {
	opds := op.operandList()
	first := -1
	for i := range opds {
		if i < len(erase) && erase[i] {
			first = i
			break
		}
	}
	if first < 0 {
		return
	}
	opds[first].unlink()
	n := first
	for i := first + 1; i < len(opds); i++ {
		v := opds[i].val
		opds[i].unlink()
		if i < len(erase) && erase[i] {
			continue
		}
		opds[n].link(v)
		n++
	}
	op.nopd = int32(n)
}

// NumResults returns the number of results.
func (op *Operation) NumResults() int { return len(op.resultList()) }

// Result returns result i.
func (op *Operation) Result(i int) *Value { return &op.resultList()[i] }

// Results returns the result values (a new slice).
func (op *Operation) Results() []*Value {
	out := make([]*Value, len(op.resultList()))
	for i := range op.resultList() {
		out[i] = &op.resultList()[i]
	}
	return out
}

// ResultTypes returns the result types (a new slice).
func (op *Operation) ResultTypes() []Type {
	out := make([]Type, len(op.resultList()))
	for i := range op.resultList() {
		out[i] = op.resultList()[i].typ
	}
	return out
}

// OperandTypes returns the operand types (a new slice).
func (op *Operation) OperandTypes() []Type {
	out := make([]Type, len(op.operandList()))
	for i := range op.operandList() {
		out[i] = op.operandList()[i].val.typ
	}
	return out
}

// NumSuccessors returns the number of successor blocks.
func (op *Operation) NumSuccessors() int { return len(op.succList()) }

// Successor returns successor i.
func (op *Operation) Successor(i int) *Block { return op.succList()[i].block }

// SetSuccessor changes successor i.
func (op *Operation) SetSuccessor(i int, b *Block) { op.succList()[i].Set(b) }

// NumRegions returns the number of regions.
func (op *Operation) NumRegions() int { return len(op.regionList()) }

// Region returns region i.
func (op *Operation) Region(i int) *Region { return &op.regionList()[i] }

// Attrs returns the discardable attribute dictionary (may be nil).
func (op *Operation) Attrs() *DictionaryAttr { return op.attrs }

// Attr returns the discardable attribute named name, or nil.
func (op *Operation) Attr(name string) Attribute { return op.attrs.Get(name) }

// SetAttrs replaces the discardable attribute dictionary.
func (op *Operation) SetAttrs(d *DictionaryAttr) {
	if d != nil && len(d.Entries) == 0 {
		d = nil
	}
	op.attrs = d
}

// SetAttr sets (or with a nil value removes) a discardable attribute.
func (op *Operation) SetAttr(ctx *Context, name string, a Attribute) {
	var entries []NamedAttr
	found := false
	if op.attrs != nil {
		for _, e := range op.attrs.Entries {
			if e.Name == name {
				found = true
				if a != nil {
					entries = append(entries, NamedAttr{name, a})
				}
				continue
			}
			entries = append(entries, e)
		}
	}
	if !found && a != nil {
		entries = append(entries, NamedAttr{name, a})
	}
	if len(entries) == 0 {
		op.attrs = nil
		return
	}
	op.attrs = ctx.DictionaryAttr(entries)
}

// Props returns the properties attribute (nil when none).
func (op *Operation) Props() Attribute { return op.props }

// SetProps replaces the properties attribute.
func (op *Operation) SetProps(a Attribute) { op.props = a }

// InherentAttr returns an attribute stored in the properties dictionary, or
// for ops without properties among the attributes.
func (op *Operation) InherentAttr(name string) Attribute {
	if d, ok := op.props.(*DictionaryAttr); ok {
		if a := d.Get(name); a != nil {
			return a
		}
	}
	return op.attrs.Get(name)
}

// Block returns the containing block, or nil when detached.
func (op *Operation) Block() *Block { return op.block }

// ParentRegion returns the region containing the operation.
func (op *Operation) ParentRegion() *Region {
	if op.block == nil {
		return nil
	}
	return op.block.parent
}

// ParentOp returns the closest enclosing operation, or nil.
func (op *Operation) ParentOp() *Operation {
	if op.block == nil || op.block.parent == nil {
		return nil
	}
	return op.block.parent.parent
}

// NextInBlock returns the following operation in the block, or nil.
func (op *Operation) NextInBlock() *Operation { return op.next }

// PrevInBlock returns the preceding operation in the block, or nil.
func (op *Operation) PrevInBlock() *Operation { return op.prev }

// HasTrait reports whether the operation's definition has trait t.
func (op *Operation) HasTrait(t Trait) bool { return op.info.Traits.Has(t) }

// IsAncestor reports whether op is other or contains it.
func (op *Operation) IsAncestor(other *Operation) bool {
	for o := other; o != nil; o = o.ParentOp() {
		if o == op {
			return true
		}
	}
	return false
}

// IsProperAncestor reports whether op strictly contains other.
func (op *Operation) IsProperAncestor(other *Operation) bool {
	return op != other && op.IsAncestor(other)
}

// IsBeforeInBlock reports whether op comes before other in their shared block.
func (op *Operation) IsBeforeInBlock(other *Operation) bool {
	b := op.block
	if !b.orderValid {
		b.renumber()
	}
	return op.order < other.order
}

// Remove unlinks the operation from its block without destroying it.
func (op *Operation) Remove() {
	b := op.block
	if b == nil {
		return
	}
	if op.prev != nil {
		op.prev.next = op.next
	} else {
		b.first = op.next
	}
	if op.next != nil {
		op.next.prev = op.prev
	} else {
		b.last = op.prev
	}
	op.prev, op.next, op.block = nil, nil, nil
}

// DropAllReferences drops the operand and successor uses of op and of
// everything nested in it, so the IR can be erased in any order.
func (op *Operation) DropAllReferences() {
	for i := range op.operandList() {
		op.operandList()[i].unlink()
	}
	for i := range op.succList() {
		op.succList()[i].unlink()
	}
	for i := range op.regionList() {
		for b := op.regionList()[i].first; b != nil; b = b.next {
			b.DropAllReferences()
		}
	}
}

// Erase removes the operation from its block and drops its references. Its
// results must have no uses.
func (op *Operation) Erase() {
	op.Remove()
	op.DropAllReferences()
}

// MoveBefore moves op to just before other (in other's block); moving an
// op before itself leaves it in place.
func (op *Operation) MoveBefore(other *Operation) {
	if op == other {
		return
	}
	op.Remove()
	other.block.insertBefore(op, other)
}

// MoveAfter moves op to just after other; moving an op after itself
// leaves it in place.
func (op *Operation) MoveAfter(other *Operation) {
	if op == other {
		return
	}
	op.Remove()
	other.block.insertBefore(op, other.next)
}

// ReplaceAllUsesWith replaces each result's uses with the matching value.
func (op *Operation) ReplaceAllUsesWith(vals []*Value) {
	for i := range op.resultList() {
		op.resultList()[i].ReplaceAllUsesWith(vals[i])
	}
}

// UseEmpty reports whether no result of op has a use.
func (op *Operation) UseEmpty() bool {
	for i := range op.resultList() {
		if op.resultList()[i].uses != nil {
			return false
		}
	}
	return true
}

// IsBlockTerminator reports whether op is the last operation of its block
// and has the Terminator trait.
func (op *Operation) IsBlockTerminator() bool {
	return op.block != nil && op.block.last == op && op.HasTrait(TraitTerminator)
}

// Clone deep-copies op, remapping operands through mapping (values missing
// from the mapping are used as is). The mapping is updated with the results
// and nested values of the clone.
func (op *Operation) Clone(ctx *Context, mapping *Mapping) *Operation {
	if mapping == nil {
		mapping = NewMapping()
	}
	nop := op.clone(ctx, mapping, true)
	mapping.resolveForward()
	return nop
}

// CloneWithoutRegions copies op with empty regions.
func (op *Operation) CloneWithoutRegions(ctx *Context, mapping *Mapping) *Operation {
	if mapping == nil {
		mapping = NewMapping()
	}
	return op.clone(ctx, mapping, false)
}

func (op *Operation) clone(ctx *Context, m *Mapping, withRegions bool) *Operation {
	st := &OperationState{Loc: op.loc, Name: op.info, Props: op.props}
	st.Operands = make([]*Value, len(op.operandList()))
	for i := range op.operandList() {
		st.Operands[i] = m.Lookup(op.operandList()[i].val)
	}
	st.Types = op.ResultTypes()
	for i := range op.succList() {
		st.Successors = append(st.Successors, m.LookupBlock(op.succList()[i].block))
	}
	st.Regions = make([]*Region, len(op.regionList()))
	nop := NewOperation(ctx, st)
	nop.attrs = op.attrs
	for i := range op.operandList() {
		if v := op.operandList()[i].val; nop.operandList()[i].val == v {
			m.unmapped = append(m.unmapped, &nop.operandList()[i])
		}
	}
	for i := range op.resultList() {
		m.Map(&op.resultList()[i], &nop.resultList()[i])
	}
	if withRegions {
		for i := range op.regionList() {
			op.regionList()[i].cloneInto(ctx, &nop.regionList()[i], m)
		}
	}
	return nop
}

// Mapping maps values and blocks to replacements while cloning.
type Mapping struct {
	values map[*Value]*Value
	blocks map[*Block]*Block
	// unmapped holds the operands of clones whose value had no
	// replacement when cloned: uses of values defined later in the cloned
	// regions (graph regions, blocks out of dominance order) get theirs
	// once cloning ends, as upstream's remapping of operands.
	unmapped []*OpOperand
}

// resolveForward points the operands cloned before their value was
// mapped at its replacement.
func (m *Mapping) resolveForward() {
	for _, o := range m.unmapped {
		if r, ok := m.values[o.val]; ok {
			o.Set(r)
		}
	}
	m.unmapped = m.unmapped[:0]
}

// NewMapping returns an empty mapping.
func NewMapping() *Mapping {
	return &Mapping{values: map[*Value]*Value{}, blocks: map[*Block]*Block{}}
}

// Map records that from is replaced by to.
func (m *Mapping) Map(from, to *Value) { m.values[from] = to }

// MapBlock records that block from is replaced by to.
func (m *Mapping) MapBlock(from, to *Block) { m.blocks[from] = to }

// Lookup returns the replacement of v, or v itself.
func (m *Mapping) Lookup(v *Value) *Value {
	if r, ok := m.values[v]; ok {
		return r
	}
	return v
}

// LookupBlock returns the replacement of b, or b itself.
func (m *Mapping) LookupBlock(b *Block) *Block {
	if r, ok := m.blocks[b]; ok {
		return r
	}
	return b
}

// Contains reports whether v has a replacement.
func (m *Mapping) Contains(v *Value) bool { _, ok := m.values[v]; return ok }
