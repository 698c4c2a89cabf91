package bytecode

import (
	"slices"
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// dialectNum is a dialect referenced by the IR (upstream's
// DialectNumbering).
type dialectNum struct {
	name   string
	number int
	iface  DialectInterface
	// resources lists the referenced resource keys in reference order.
	resources []string
	resNumber map[string]int
}

// entryNum is an attribute, type or op name with its use count.
type entryNum struct {
	dialect  *dialectNum
	refCount int
	number   int
	attr     ir.Attribute
	typ      ir.Type
	op       *ir.OpInfo
}

// opNum is an operation's isolation status; its pre-order number is its
// index in numbering.ops, kept in the operation's mark while writing.
type opNum struct {
	op       *ir.Operation
	isolated int8 // 0 unknown, 1 isolated, -1 not
	// firstResult is the value number of the first result.
	firstResult int
	// name, loc and attrs are the entries of the op's name, location and
	// attribute dictionary (nil when it has none).
	name, loc, attrs *entryNum
}

// numbering assigns the numbers the writer refers to (upstream's
// IRNumberingState).
type numbering struct {
	ctx     *ir.Context
	cfg     *WriterConfig
	version int

	dialects     []*dialectNum
	dialectByKey map[string]*dialectNum

	attrs, types, opNames []*entryNum
	attrIdx               map[ir.Attribute]*entryNum
	typeIdx               map[ir.Type]*entryNum
	opNameIdx             map[*ir.OpInfo]*entryNum

	ops         []opNum
	args        map[*ir.Value]int
	blockIDs    map[*ir.Block]int
	opCounts    map[*ir.Block]int
	regionCount map[*ir.Region][2]int
	nextValue   int

	fields map[*ir.OpInfo][]propField
	files  fileNameCache
	// propRefs holds the entries the properties of each op name and
	// properties attribute refer to.
	propRefs map[propsKey][]*entryNum
}

func newNumbering(ctx *ir.Context, cfg *WriterConfig, root *ir.Operation, version int, hasData func(dialect, key string) bool) *numbering {
	n := &numbering{ctx: ctx, cfg: cfg, version: version, dialectByKey: map[string]*dialectNum{},
		typeIdx: map[ir.Type]*entryNum{}, opNameIdx: map[*ir.OpInfo]*entryNum{},
		fields: map[*ir.OpInfo][]propField{}, propRefs: map[propsKey][]*entryNum{}}
	n.numberOps(root)
	// Most operations have a location of their own.
	n.attrIdx = make(map[ir.Attribute]*entryNum, len(n.ops))
	n.args = map[*ir.Value]int{}
	n.blockIDs, n.opCounts = map[*ir.Block]int{}, map[*ir.Block]int{}
	n.regionCount = map[*ir.Region][2]int{}
	n.numberOp(root)
	type pending struct {
		r     *ir.Region
		first int
	}
	var work []pending
	push := func(op *ir.Operation) {
		first := n.nextValue
		if n.isolated(op) {
			first = 0
		}
		for i := 0; i < op.NumRegions(); i++ {
			work = append(work, pending{op.Region(i), first})
		}
	}
	push(root)
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		n.nextValue = p.first
		n.numberRegion(p.r)
		for b := p.r.First(); b != nil; b = b.Next() {
			for op := b.First(); op != nil; op = op.NextInBlock() {
				if op.NumRegions() > 0 {
					push(op)
				}
			}
		}
	}
	for i, d := range n.dialects {
		d.number = i
	}
	byRef := func(a, b *entryNum) int { return b.refCount - a.refCount }
	for _, list := range [][]*entryNum{n.attrs, n.opNames, n.types} {
		slices.SortStableFunc(list, byRef)
		groupByDialectPerByte(list)
	}
	n.numberResources(hasData)
	return n
}

// groupByDialectPerByte orders the entries that share an encoded index
// width by dialect, the dialect ending one group first in the next, and
// numbers them.
func groupByDialectPerByte(list []*entryNum) {
	if len(list) == 0 {
		return
	}
	first := 0
	inGroup := uint64(0)
	rest := list
	for i := uint64(1); i < 9; i++ {
		inGroup = 1<<(7*i) - inGroup
		k := min(uint64(len(rest)), inGroup)
		sub := rest[:k]
		rest = rest[k:]
		f := first
		slices.SortStableFunc(sub, func(a, b *entryNum) int {
			an, bn := a.dialect.number, b.dialect.number
			switch {
			case an == f && bn == f:
				return 0
			case an == f:
				return -1
			case bn == f:
				return 1
			}
			return an - bn
		})
		first = sub[len(sub)-1].dialect.number
		if len(rest) == 0 {
			break
		}
	}
	for i, e := range list {
		e.number = i
	}
}

// numberOps numbers the operations in pre-order and decides which ops
// with regions are isolated from above: those with the trait, and those
// whose regions use no value defined outside them.
func (n *numbering) numberOps(root *ir.Operation) {
	type frame struct {
		op         *ir.Operation
		num        int
		unresolved bool
	}
	var stack []frame
	var visit func(op *ir.Operation)
	visit = func(op *ir.Operation) {
		if len(stack) > 0 && stack[len(stack)-1].unresolved {
			parent := op.ParentRegion()
			for i := 0; i < op.NumOperands(); i++ {
				v := op.Operand(i)
				vr := v.ParentRegion()
				if vr == parent {
					continue
				}
				var container *ir.Operation
				if vr != nil {
					container = vr.ParentOp()
				}
				j := len(stack) - 1
				for j >= 0 && stack[j].unresolved && stack[j].op != container {
					j--
				}
				stop := false
				if j >= 0 {
					stop = stack[j].unresolved
				}
				for k := len(stack) - 1; k > j; k-- {
					stack[k].unresolved = stop
					n.ops[stack[k].num].isolated = -1
				}
			}
		}
		num := len(n.ops)
		n.ops = append(n.ops, opNum{op: op})
		op.SetMark(int32(num))
		if op.HasTrait(ir.TraitIsolatedFromAbove) {
			n.ops[num].isolated = 1
		}
		if op.NumRegions() == 0 {
			return
		}
		stack = append(stack, frame{op, num, n.ops[num].isolated == 0})
		for i := 0; i < op.NumRegions(); i++ {
			for b := op.Region(i).First(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.NextInBlock() {
					visit(o)
				}
			}
		}
		stack = stack[:len(stack)-1]
		if n.ops[num].isolated == 0 {
			n.ops[num].isolated = 1
		}
	}
	visit(root)
}

func (n *numbering) isolated(op *ir.Operation) bool { return n.ops[op.Mark()].isolated > 0 }

// release resets the marks of the operations.
func (n *numbering) release() {
	for _, o := range n.ops {
		o.op.SetMark(0)
	}
}

func (n *numbering) dialectNamed(name string) *dialectNum {
	d := n.dialectByKey[name]
	if d == nil {
		d = &dialectNum{name: name, number: len(n.dialects), iface: interfaceOf(n.ctx, name)}
		n.dialectByKey[name] = d
		n.dialects = append(n.dialects, d)
	}
	return d
}

// attrDialect returns the dialect an attribute is grouped under.
func attrDialect(a ir.Attribute) string {
	switch a := a.(type) {
	case *ir.OpaqueAttr:
		return a.Dialect
	case ir.DialectAttr:
		return a.DialectName()
	}
	return "builtin"
}

func typeDialect(t ir.Type) string {
	switch t := t.(type) {
	case *ir.OpaqueType:
		return t.Dialect
	case ir.DialectType:
		return t.DialectName()
	}
	return "builtin"
}

// encodeAttr writes a with the first callback that takes it or its
// dialect's encoding, reporting false when it is to be written as text.
func (n *numbering) encodeAttr(d *dialectNum, a ir.Attribute, w Writer) bool {
	if _, opaque := a.(*ir.OpaqueAttr); opaque {
		return false
	}
	for _, cb := range n.cfg.AttrCallbacks {
		if _, ok := cb(a, w); ok {
			return true
		}
	}
	return n.dialectEncodeAttr(d, a, w)
}

// dialectEncodeAttr writes a with its dialect's encoding.
func (n *numbering) dialectEncodeAttr(d *dialectNum, a ir.Attribute, w Writer) bool {
	if d.name == "builtin" {
		return writeBuiltinAttr(n.ctx, a, w)
	}
	return d.iface != nil && d.iface.WriteAttribute(a, w)
}

func (n *numbering) encodeType(d *dialectNum, t ir.Type, w Writer) bool {
	if _, opaque := t.(*ir.OpaqueType); opaque {
		return false
	}
	for _, cb := range n.cfg.TypeCallbacks {
		if _, ok := cb(t, w); ok {
			return true
		}
	}
	return n.dialectEncodeType(d, t, w)
}

func (n *numbering) dialectEncodeType(d *dialectNum, t ir.Type, w Writer) bool {
	if d.name == "builtin" {
		return writeBuiltinType(n.ctx, t, w)
	}
	return d.iface != nil && d.iface.WriteType(t, w)
}

func (n *numbering) attr(a ir.Attribute) *entryNum {
	if e := n.attrIdx[a]; e != nil {
		e.refCount++
		return e
	}
	e := &entryNum{refCount: 1, attr: a, dialect: n.dialectNamed(attrDialect(a))}
	n.attrIdx[a] = e
	n.attrs = append(n.attrs, e)
	if _, opaque := a.(*ir.OpaqueAttr); opaque {
		n.textResources(a)
		return e
	}
	for _, cb := range n.cfg.AttrCallbacks {
		if group, ok := cb(a, numberingWriter{n: n}); ok {
			if group != "" {
				e.dialect = n.dialectNamed(group)
			}
			return e
		}
	}
	if !n.dialectEncodeAttr(e.dialect, a, numberingWriter{n: n}) {
		n.textResources(a)
	}
	return e
}

func (n *numbering) typ(t ir.Type) *entryNum {
	if e := n.typeIdx[t]; e != nil {
		e.refCount++
		return e
	}
	e := &entryNum{refCount: 1, typ: t, dialect: n.dialectNamed(typeDialect(t))}
	n.typeIdx[t] = e
	n.types = append(n.types, e)
	if _, opaque := t.(*ir.OpaqueType); opaque {
		return e
	}
	for _, cb := range n.cfg.TypeCallbacks {
		if group, ok := cb(t, numberingWriter{n: n}); ok {
			if group != "" {
				e.dialect = n.dialectNamed(group)
			}
			return e
		}
	}
	n.dialectEncodeType(e.dialect, t, numberingWriter{n: n})
	return e
}

// textResources numbers the dialect resources an attribute written as
// text refers to.
func (n *numbering) textResources(a ir.Attribute) {
	if r, ok := a.(ir.DialectResourceRef); ok {
		d, k := r.ResourceKey()
		n.resource(d, k)
	}
}

func (n *numbering) resource(dialect, key string) {
	d := n.dialectNamed(dialect)
	if d.resNumber == nil {
		d.resNumber = map[string]int{}
	}
	if _, ok := d.resNumber[key]; ok {
		return
	}
	d.resNumber[key] = -1
	d.resources = append(d.resources, key)
}

// numberResources numbers the referenced resources dialect by dialect:
// those with data first, then the declarations.
func (n *numbering) numberResources(hasData func(dialect, key string) bool) {
	next := 0
	for _, d := range n.dialects {
		for _, data := range []bool{true, false} {
			for _, k := range d.resources {
				if hasData(d.name, k) == data {
					d.resNumber[k] = next
					next++
				}
			}
		}
	}
}

func (n *numbering) opName(info *ir.OpInfo) *entryNum {
	if e := n.opNameIdx[info]; e != nil {
		e.refCount++
		return e
	}
	dialect := info.Dialect
	if dialect == "" {
		dialect = dialectOfName(info.Name)
	}
	e := &entryNum{refCount: 1, op: info, dialect: n.dialectNamed(dialect)}
	n.opNameIdx[info] = e
	n.opNames = append(n.opNames, e)
	return e
}

// dialectOfName returns the namespace of an op name: what precedes the
// first dot (the whole name when there is none).
func dialectOfName(name string) string {
	ns, _, _ := strings.Cut(name, ".")
	return ns
}

func (n *numbering) numberRegion(r *ir.Region) {
	if r.Empty() {
		return
	}
	first := n.nextValue
	count := 0
	for b := r.First(); b != nil; b = b.Next() {
		n.blockIDs[b] = count
		count++
		for _, a := range b.Args() {
			n.args[a] = n.nextValue
			n.nextValue++
			n.attr(a.Loc())
			n.typ(a.Type())
		}
		ops := 0
		for op := b.First(); op != nil; op = op.NextInBlock() {
			n.numberOp(op)
			ops++
		}
		n.opCounts[b] = ops
	}
	n.regionCount[r] = [2]int{count, n.nextValue - first}
}

func (n *numbering) numberOp(op *ir.Operation) {
	num := &n.ops[op.Mark()]
	num.name = n.opName(op.Info())
	num.firstResult = n.nextValue
	for i := 0; i < op.NumResults(); i++ {
		n.nextValue++
		n.typ(op.Result(i).Type())
	}
	if d := opAttrDict(n.ctx, op, n.version); d != nil {
		num.attrs = n.attr(d)
	}
	if n.version >= versionNativeProperties && hasProperties(op) {
		if op.IsRegistered() {
			n.numberProps(op)
		} else if p := op.Props(); p != nil {
			n.attr(p)
		}
	}
	num.loc = n.attr(op.Loc())
}

// numberProps numbers what the properties of a registered op refer to.
// Unless the op encodes them itself, they are a function of its name and
// properties attribute: the entries an equal pair referred to are counted
// again without encoding them.
func (n *numbering) numberProps(op *ir.Operation) {
	if _, custom := ir.OpInterface[PropertiesEncoding](op); custom {
		writeProps(n.ctx, op, n.propFields(op), numberingWriter{n: n})
		return
	}
	key := propsKey{op.Info(), op.Props()}
	if refs, ok := n.propRefs[key]; ok {
		for _, e := range refs {
			e.refCount++
		}
		return
	}
	var refs []*entryNum
	writeProps(n.ctx, op, n.propFields(op), numberingWriter{n: n, refs: &refs})
	n.propRefs[key] = refs
}

// value returns the number of a value.
func (n *numbering) value(v *ir.Value) int {
	if def := v.DefiningOp(); def != nil {
		return n.ops[def.Mark()].firstResult + v.Index()
	}
	return n.args[v]
}

func (n *numbering) propFields(op *ir.Operation) []propField {
	f, ok := n.fields[op.Info()]
	if !ok {
		f = propFields(op)
		n.fields[op.Info()] = f
	}
	return f
}

// opAttrDict returns the attribute dictionary written for op: the
// discardable attributes, merged with the inherent ones of registered ops
// before version 5; nil when empty.
func opAttrDict(ctx *ir.Context, op *ir.Operation, version int) *ir.DictionaryAttr {
	d := op.Attrs()
	if version < versionNativeProperties && op.IsRegistered() {
		if p, ok := op.Props().(*ir.DictionaryAttr); ok && p.Len() > 0 {
			merged := make([]ir.NamedAttr, 0, d.Len()+p.Len())
			if d != nil {
				merged = append(merged, d.Entries...)
			}
			for _, e := range p.Entries {
				if !isProperty(op, e.Name) {
					merged = append(merged, e)
				}
			}
			d = ctx.DictionaryAttr(merged)
		}
	}
	if d.Len() == 0 {
		return nil
	}
	return d
}

// isProperty reports whether the inherent attribute name of op is a
// non-attribute property upstream (ods.Attr.Property).
func isProperty(op *ir.Operation, name string) bool {
	if spec := ods.SpecOf(op); spec != nil {
		for _, a := range spec.Attrs {
			if a.Name == name {
				return a.Property != ods.NotProperty
			}
		}
	}
	return false
}

// numberingWriter numbers what an encoding refers to (upstream's
// NumberingDialectWriter).
// When refs is set, it collects the entries referred to.
type numberingWriter struct {
	n    *numbering
	refs *[]*entryNum
}

func (w numberingWriter) Attribute(a ir.Attribute) { w.ref(w.n.attr(a)) }
func (w numberingWriter) OptionalAttribute(a ir.Attribute) {
	if a != nil {
		w.ref(w.n.attr(a))
	}
}
func (w numberingWriter) Type(t ir.Type) { w.ref(w.n.typ(t)) }
func (w numberingWriter) ref(e *entryNum) {
	if w.refs != nil {
		*w.refs = append(*w.refs, e)
	}
}
func (w numberingWriter) VarInt(uint64)                      {}
func (w numberingWriter) SignedVarInt(int64)                 {}
func (w numberingWriter) String(string)                      {}
func (w numberingWriter) APInt([]uint64, int)                {}
func (w numberingWriter) Blob([]byte)                        {}
func (w numberingWriter) Bool(bool)                          {}
func (w numberingWriter) ResourceHandle(dialect, key string) { w.n.resource(dialect, key) }
func (w numberingWriter) Version() int                       { return w.n.version }
func (w numberingWriter) fileName(name string) ir.Attribute  { return w.n.files.get(w.n.ctx, name) }
func (w numberingWriter) Ctx() *ir.Context                   { return w.n.ctx }
func (w numberingWriter) DialectVersion(dialect string) any  { return w.n.cfg.DialectVersions[dialect] }

// attrText and typeText are the textual fallback encodings.
func attrText(a ir.Attribute) string { return asm.AttrString(a) }
func typeText(t ir.Type) string      { return asm.TypeString(t) }
