package bytecode

import (
	"cmp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

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
	// g is the file's dialect of a chunk's dialect, once merged.
	g *dialectNum
}

// entryNum is an attribute, type or op name with its use count.
type entryNum struct {
	dialect  *dialectNum
	refCount int32
	number   int32
	attr     ir.Attribute
	typ      ir.Type
	op       *ir.OpInfo
	// g is the file's entry: the entry of the same attribute, type or op
	// name of the scope first in upstream's order (the entry itself when
	// it is that one), set by numbering.resolve.
	g *entryNum
	// part is the part of the claim table holding the entry's key.
	part int32
}

// opNum is an operation's isolation status; its pre-order number is its
// index in numbering.ops, kept in the operation's mark while writing.
type opNum struct {
	op       *ir.Operation
	isolated int8 // 0 unknown, 1 isolated, -1 not
	// firstResult is the value number of the first result.
	firstResult int32
	// name, loc, attrs and result are the entries of the op's name,
	// location, attribute dictionary and first result type (nil when it
	// has none), in the tables of the scope that numbered the op.
	name, loc, attrs, result *entryNum
	// props is the index of the op's properties among its scope's props
	// (-1 when it writes none).
	props int32
	// task is set on the operations whose regions are numbered apart.
	task *task
}

// task is an operation of the root's region whose regions are numbered
// apart: by scope s, which numbers a run of such tasks.
type task struct {
	op *ir.Operation
	// first is the first value number of its regions.
	first int
	s     *scope
	// propOrder lists the indices among s.props of the properties of its
	// operations in writing order, where they appear first.
	propOrder []int32
	// body holds the encoded regions.
	body emitter
	// ops counts the operations of its regions.
	ops int
}

// numbering assigns the numbers the writer refers to (upstream's
// IRNumberingState).
//
// Upstream numbers the root's region, then the regions of the operations
// in it one subtree at a time (the last operation first), each subtree's
// values numbered apart from the others'. Each such subtree is a task;
// runs of tasks in upstream's order (chunks) are numbered on their own,
// with tables of their own, concurrently; the chunks are then merged into
// the file's tables (the root scope's) in upstream's order: an entry a
// chunk met first is new to the file exactly when upstream met it first in
// that run, at the same point, so the merged tables list entries, dialects
// and resources in upstream's order, and the use counts add up once the
// references made by encoding an entry the file already had are taken
// back.
type numbering struct {
	ctx     *ir.Context
	cfg     *WriterConfig
	version int

	dialects     []*dialectNum
	dialectByKey map[string]*dialectNum

	attrs, types, opNames []*entryNum
	claims                claims

	ops []opNum
	// root numbers the root operation and its region; tasks are the
	// subtrees numbered apart, in the order of their operations; chunks
	// are the scopes numbering them, in upstream's order.
	root   *scope
	tasks  []*task
	chunks []*scope
	// customProps is set when an operation encodes its properties itself
	// or they hold a string.
	customProps bool
}

// resourceRef is a dialect resource an encoding referred to, after the
// at-th entry created by its scope.
type resourceRef struct {
	dialect, key string
	at           int
	owner        *entryNum
}

// claims is the table of the file's entry of each attribute, type and op
// name, in parts filled concurrently.
type claims struct {
	parts []claimPart
}

// claimPart is one part of the claim table, filled by one worker.
type claimPart struct {
	attrs map[ir.Attribute]*entryNum
	// locs holds the file locations apart.
	locs  locTable
	types map[ir.Type]*entryNum
	ops   map[*ir.OpInfo]*entryNum
}

// partOf returns the part of the claim table holding a key of the given
// identity.
func (c *claims) partOf(id uint64) int32 {
	return int32((id * 0x9E3779B97F4A7C15 >> 32) * uint64(len(c.parts)) >> 32)
}

// attr returns the file's entry of an attribute of the IR.
func (c *claims) attr(a ir.Attribute) *entryNum {
	if l, ok := a.(*ir.FileLineColLoc); ok {
		return c.parts[c.partOf(ir.AttrID(a))].locs.claim(l, nil)
	}
	return c.parts[c.partOf(ir.AttrID(a))].attrs[a]
}

// typ returns the file's entry of a type of the IR.
func (c *claims) typ(t ir.Type) *entryNum {
	return c.parts[c.partOf(ir.TypeID(t))].types[t]
}

// resolve sets the file's entry of the entries of the scopes, listed in
// upstream's order, and sums their use counts there: each part of the
// claim table on a core of its own.
func (n *numbering) resolve(scopes []*scope) {
	c := &n.claims
	total := 0
	for _, s := range scopes {
		total += len(s.created)
	}
	parallelDo(n.ctx, len(c.parts), func(p int) {
		part := &c.parts[p]
		part.attrs = map[ir.Attribute]*entryNum{}
		locs := 0
		for _, s := range scopes {
			for _, e := range s.created {
				if int(e.part) == p {
					if _, ok := e.attr.(*ir.FileLineColLoc); ok {
						locs++
					}
				}
			}
		}
		part.locs = newLocTable(locs)
		part.types, part.ops = map[ir.Type]*entryNum{}, map[*ir.OpInfo]*entryNum{}
		for _, s := range scopes {
			for _, e := range s.created {
				if int(e.part) != p {
					continue
				}
				var g *entryNum
				switch {
				case e.attr != nil:
					if l, ok := e.attr.(*ir.FileLineColLoc); ok {
						g = part.locs.claim(l, e)
					} else if g = part.attrs[e.attr]; g == nil {
						part.attrs[e.attr] = e
					}
				case e.typ != nil:
					if g = part.types[e.typ]; g == nil {
						part.types[e.typ] = e
					}
				default:
					if g = part.ops[e.op]; g == nil {
						part.ops[e.op] = e
					}
				}
				if g == nil {
					e.g = e
				} else {
					e.g = g
					g.refCount += e.refCount
				}
			}
		}
	})
}

// locTable is a hash table of the entries of file locations by address,
// with open addressing: cheaper than a map for the location of nearly
// every operation of a file.
type locTable struct {
	keys  []uintptr
	vals  []*entryNum
	shift uint
}

// newLocTable returns a table for n locations.
func newLocTable(n int) locTable {
	bits := uint(4)
	for 1<<bits < 2*n {
		bits++
	}
	return locTable{keys: make([]uintptr, 1<<bits), vals: make([]*entryNum, 1<<bits), shift: 64 - bits}
}

// claim returns the entry of l; when it has none, e becomes its entry
// (unless nil) and claim returns nil.
func (t *locTable) claim(l *ir.FileLineColLoc, e *entryNum) *entryNum {
	k := uintptr(unsafe.Pointer(l))
	mask := len(t.keys) - 1
	for i := int(uint64(k>>4) * 0xBF58476D1CE4E5B9 >> t.shift); ; i = (i + 1) & mask {
		switch t.keys[i] {
		case k:
			return t.vals[i]
		case 0:
			if e != nil {
				t.keys[i], t.vals[i] = k, e
			}
			return nil
		}
	}
}

// scope holds the tables of the root or of one chunk.
type scope struct {
	n      *numbering
	parent *scope
	// tasks lists the tasks a chunk numbers, in upstream's order, ops
	// counts their operations.
	tasks []*task
	ops   int

	attrIdx   map[ir.Attribute]*entryNum
	typeIdx   map[ir.Type]*entryNum
	opNameIdx map[*ir.OpInfo]*entryNum
	// dialects holds a chunk's dialects by name.
	dialects map[string]*dialectNum
	// created lists the scope's entries in creation order, resources the
	// resources their encodings referred to.
	created   []*entryNum
	resources []resourceRef
	// slab holds entries not handed out yet; lastAttr and lastEntry are
	// the attribute last looked up and its entry, lastDialect the dialect
	// last asked for.
	slab        []entryNum
	lastAttr    ir.Attribute
	lastEntry   *entryNum
	lastDialect *dialectNum
	// owner is the entry being encoded (nil outside encodings).
	owner *entryNum

	args map[*ir.Value]int
	// blockIDs holds the index of each block in its region but the
	// first (0).
	blockIDs    map[*ir.Block]int
	regionCount map[*ir.Region][2]int
	nextValue   int

	fields map[*ir.OpInfo][]propField
	files  fileNameCache
	// fileEntry is the entry of the file name fileEntryName, which the
	// last location numbered by newFileLoc referred to.
	fileEntry     *entryNum
	fileEntryName string
	// customProps is set when an operation encodes its properties itself
	// or they hold a string.
	customProps bool
	// props lists the distinct properties of the scope's operations,
	// propIdx indexes them by key, propGlobal holds the index of each in
	// the properties section (-1 until listed in writing order, -2 until
	// known).
	props      []propsNum
	propIdx    map[propsKey]int32
	propGlobal []int32
	// writer numbers what encodings refer to, refsWriter also collects
	// the entries in refs, undoWriter takes their uses back.
	writer, refsWriter, undoWriter numberingWriter
	refs                           []*entryNum
}

func (n *numbering) newScope(parent *scope) *scope {
	s := &scope{n: n, parent: parent,
		attrIdx: map[ir.Attribute]*entryNum{}, typeIdx: map[ir.Type]*entryNum{}, opNameIdx: map[*ir.OpInfo]*entryNum{},
		args: map[*ir.Value]int{}, blockIDs: map[*ir.Block]int{},
		regionCount: map[*ir.Region][2]int{}, fields: map[*ir.OpInfo][]propField{},
		propIdx: map[propsKey]int32{}}
	s.writer = numberingWriter{s: s}
	s.refsWriter = numberingWriter{s: s, refs: &s.refs}
	s.undoWriter = numberingWriter{s: s, undo: true}
	return s
}

func newNumbering(ctx *ir.Context, cfg *WriterConfig, root *ir.Operation, version int, hasData func(dialect, key string) bool) *numbering {
	n := &numbering{ctx: ctx, cfg: cfg, version: version, dialectByKey: map[string]*dialectNum{}}
	n.numberOps(root)
	n.claims.parts = make([]claimPart, workers(ctx, maxClaimParts))
	n.root = n.newScope(nil)
	numberRoot := func(split bool) {
		n.root.numberOp(root)
		n.root.numberBelow(root, n.root.firstOf(root), split)
	}
	// Without callbacks (which may regroup entries) the subtrees below a
	// single root region are numbered as tasks. When they are all
	// isolated, nothing they number depends on the root's numbering: it
	// runs with theirs.
	split := len(cfg.AttrCallbacks) == 0 && len(cfg.TypeCallbacks) == 0 && root.NumRegions() == 1
	if split && n.isolatedTasks(root) {
		n.makeChunks(workers(ctx, len(n.tasks)) * chunksPerWorker)
		parallelDo(ctx, len(n.chunks)+1, func(i int) {
			if i == 0 {
				numberRoot(true)
			} else {
				n.chunks[i-1].numberChunk()
			}
		})
	} else {
		numberRoot(split)
		n.makeChunks(workers(ctx, len(n.tasks)) * chunksPerWorker)
		parallelDo(ctx, len(n.chunks), func(i int) { n.chunks[i].numberChunk() })
	}
	scopes := append([]*scope{n.root}, n.chunks...)
	for _, s := range scopes {
		n.customProps = n.customProps || s.customProps
	}
	n.resolve(scopes)
	created := 0
	for _, c := range scopes {
		created += len(c.created)
	}
	n.attrs = slices.Grow(n.attrs, created)
	for _, c := range n.chunks {
		n.merge(c)
	}
	for i, d := range n.dialects {
		d.number = i
	}
	longest := max(len(n.attrs), len(n.opNames), len(n.types))
	scratch, keys := make([]*entryNum, longest), make([]int32, longest)
	for _, list := range [][]*entryNum{n.attrs, n.opNames, n.types} {
		sortByUses(list, scratch, keys)
		groupByDialectPerByte(list, scratch, keys, len(n.dialects))
	}
	n.numberResources(hasData)
	return n
}

// isolatedTasks lists the tasks below the single region of root (its
// operations with regions) when they are all isolated, reporting whether
// they are.
func (n *numbering) isolatedTasks(root *ir.Operation) bool {
	var tasks []*task
	for b := root.Region(0).First(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.NextInBlock() {
			if o.NumRegions() == 0 {
				continue
			}
			if !n.isolated(o) {
				return false
			}
			tasks = append(tasks, &task{op: o})
		}
	}
	for _, t := range tasks {
		n.ops[t.op.Mark()].task = t
	}
	n.tasks = tasks
	return true
}

// numberChunk numbers the regions of a chunk's tasks and lists the
// properties of their operations in writing order.
func (c *scope) numberChunk() {
	for _, t := range c.tasks {
		c.numberBelow(t.op, t.first, false)
	}
	if c.n.version < versionNativeProperties {
		return
	}
	for k := len(c.tasks) - 1; k >= 0; k-- {
		t := c.tasks[k]
		for r := 0; r < t.op.NumRegions(); r++ {
			c.orderProps(t.op.Region(r), &t.propOrder)
		}
	}
}

// chunksPerWorker is the number of chunks the tasks are cut into per
// worker, for balance.
const chunksPerWorker = 4

// makeChunks cuts the tasks, in upstream's order (the last operation's
// first), into up to count runs of about equal operation counts, each
// numbered by a scope of its own.
func (n *numbering) makeChunks(count int) {
	if len(n.tasks) == 0 {
		return
	}
	// The operations of a task's tree follow it in pre-order, up to the
	// next task's (or the end).
	size := func(i int) int {
		end := len(n.ops)
		if i+1 < len(n.tasks) {
			end = int(n.tasks[i+1].op.Mark())
		}
		return end - int(n.tasks[i].op.Mark())
	}
	per := (len(n.ops) + count - 1) / count
	var c *scope
	filled := 0
	for i := len(n.tasks) - 1; i >= 0; i-- {
		if c == nil || filled >= per {
			c = n.newScope(n.root)
			n.chunks = append(n.chunks, c)
			filled = 0
		}
		t := n.tasks[i]
		t.s = c
		t.ops = size(i) - 1
		c.tasks = append(c.tasks, t)
		c.ops += size(i)
		filled += size(i)
	}
	for _, c := range n.chunks {
		c.created = make([]*entryNum, 0, c.ops+c.ops/4)
	}
}

// maxClaimParts bounds the parts of the claim table.
const maxClaimParts = 8

// workers returns how many goroutines run up to count jobs: one per core
// the context allows.
func workers(ctx *ir.Context, count int) int {
	if ctx.DisableMultithreading {
		return min(1, count)
	}
	return min(runtime.GOMAXPROCS(0), count)
}

// parallelDo runs do(0) to do(count-1) on every core the context allows.
func parallelDo(ctx *ir.Context, count int, do func(i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers(ctx, count) {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < count; i = int(next.Add(1)) - 1 {
				do(i)
			}
		})
	}
	wg.Wait()
}

// firstOf returns the first value number of op's regions: 0 when it is
// isolated, else the next number of its scope.
func (s *scope) firstOf(op *ir.Operation) int {
	if s.n.isolated(op) {
		return 0
	}
	return s.nextValue
}

// numberBelow numbers the regions of op as upstream does: region by
// region from a stack, each region's operations first, then the regions
// of those with regions. With split, those operations' regions become
// tasks instead.
func (s *scope) numberBelow(op *ir.Operation, first int, split bool) {
	type pending struct {
		r     *ir.Region
		first int
	}
	var work []pending
	for i := 0; i < op.NumRegions(); i++ {
		work = append(work, pending{op.Region(i), first})
	}
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		s.nextValue = p.first
		s.numberRegion(p.r)
		for b := p.r.First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				if o.NumRegions() == 0 {
					continue
				}
				first := s.firstOf(o)
				if split {
					if s.n.ops[o.Mark()].task != nil {
						// Listed by isolatedTasks.
						continue
					}
					t := &task{op: o, first: first}
					s.n.ops[o.Mark()].task = t
					s.n.tasks = append(s.n.tasks, t)
					continue
				}
				for i := 0; i < o.NumRegions(); i++ {
					work = append(work, pending{o.Region(i), first})
				}
			}
		}
	}
}

// merge adds the tables of chunk t to the file's, in upstream's order.
func (n *numbering) merge(t *scope) {
	res := t.resources
	applyResources := func(upTo int) {
		for len(res) > 0 && res[0].at <= upTo {
			if r := res[0]; r.owner == nil || r.owner.g == r.owner {
				n.root.resource(r.dialect, r.key)
			}
			res = res[1:]
		}
	}
	for i, e := range t.created {
		applyResources(i)
		if e.g != e {
			t.undoRefs(e)
			continue
		}
		if e.dialect.g == nil {
			e.dialect.g = n.root.dialectNamed(e.dialect.name)
		}
		e.dialect = e.dialect.g
		switch {
		case e.attr != nil:
			n.attrs = append(n.attrs, e)
		case e.typ != nil:
			n.types = append(n.types, e)
		default:
			n.opNames = append(n.opNames, e)
		}
	}
	applyResources(len(t.created))
}

// undoRefs takes back the uses of what the encoding of e, an entry the
// file had before, referred to: upstream encodes an entry once.
func (s *scope) undoRefs(e *entryNum) {
	w := &s.undoWriter
	switch {
	case e.attr != nil:
		if _, opaque := e.attr.(*ir.OpaqueAttr); !opaque {
			s.n.dialectEncodeAttr(e.dialect, e.attr, w)
		}
	case e.typ != nil:
		if _, opaque := e.typ.(*ir.OpaqueType); !opaque {
			s.n.dialectEncodeType(e.dialect, e.typ, w)
		}
	}
}

// groupByDialectPerByte orders the entries that share an encoded index
// width by dialect, the dialect ending one group first in the next, and
// numbers them.
func groupByDialectPerByte(list, scratch []*entryNum, keys []int32, dialects int) {
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
		sortByKey(sub, scratch, keys, dialects+1, func(e *entryNum) int32 {
			if d := e.dialect.number; d != f {
				return int32(d + 1)
			}
			return 0
		})
		first = sub[len(sub)-1].dialect.number
		if len(rest) == 0 {
			break
		}
	}
	for i, e := range list {
		e.number = int32(i)
	}
}

// manyUses is the use count from which sortByUses orders entries by
// comparison: few entries have more uses (file names, common types).
const manyUses = 1024

// sortByUses sorts list stably by descending use count, through scratch
// and keys (as long as list at least).
func sortByUses(list, scratch []*entryNum, keys []int32) {
	sortByKey(list, scratch, keys, manyUses+1, func(e *entryNum) int32 {
		return manyUses - min(e.refCount, manyUses)
	})
	many := 0
	for many < len(list) && list[many].refCount >= manyUses {
		many++
	}
	slices.SortStableFunc(list[:many], func(a, b *entryNum) int { return cmp.Compare(b.refCount, a.refCount) })
}

// sortByKey sorts list stably by key, which is below n, through scratch
// and keys (as long as list at least).
func sortByKey(list, scratch []*entryNum, keys []int32, n int, key func(*entryNum) int32) {
	if len(list) < 2 {
		return
	}
	keys = keys[:len(list)]
	same := true
	for i, e := range list {
		keys[i] = key(e)
		same = same && keys[i] == keys[0]
	}
	if same {
		return
	}
	start := make([]int, n+1)
	for _, k := range keys {
		start[k+1]++
	}
	for k := 1; k <= n; k++ {
		start[k] += start[k-1]
	}
	sorted := scratch[:len(list)]
	for i, e := range list {
		k := keys[i]
		sorted[start[k]] = e
		start[k]++
	}
	copy(list, sorted)
}

// numberOps numbers the operations in pre-order and decides which ops
// with regions are isolated from above: those with the trait, and those
// whose regions use no value defined outside them.
func (n *numbering) numberOps(root *ir.Operation) {
	if !root.HasTrait(ir.TraitIsolatedFromAbove) {
		n.ops = make([]opNum, countOps(root))
		w := opWalker{n: n}
		w.visit(root)
		return
	}
	// Below an isolated root, the operations of its regions number their
	// trees concurrently, each from its offset in pre-order.
	var tops []*ir.Operation
	for i := 0; i < root.NumRegions(); i++ {
		for b := root.Region(i).First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				tops = append(tops, o)
			}
		}
	}
	offsets := make([]int, len(tops)+1)
	parallelDo(n.ctx, len(tops), func(i int) { offsets[i+1] = countOps(tops[i]) })
	offsets[0] = 1
	for i := 1; i <= len(tops); i++ {
		offsets[i] += offsets[i-1]
	}
	n.ops = make([]opNum, offsets[len(tops)])
	n.ops[0] = opNum{op: root, isolated: 1}
	root.SetMark(0)
	parallelDo(n.ctx, len(tops), func(i int) {
		w := opWalker{n: n, stack: []opFrame{{root, 0, false}}, next: offsets[i]}
		w.visit(tops[i])
	})
}

// opFrame is an operation with regions being numbered by an opWalker.
type opFrame struct {
	op         *ir.Operation
	num        int
	unresolved bool
}

// opWalker numbers operations in pre-order from next and decides which
// ops with regions are isolated from above: those with the trait, and
// those whose regions use no value defined outside them.
type opWalker struct {
	n     *numbering
	stack []opFrame
	next  int
}

func (w *opWalker) visit(op *ir.Operation) {
	n := w.n
	stack := w.stack
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
	num := w.next
	w.next++
	n.ops[num] = opNum{op: op}
	op.SetMark(int32(num))
	if op.HasTrait(ir.TraitIsolatedFromAbove) {
		n.ops[num].isolated = 1
	}
	if op.NumRegions() == 0 {
		return
	}
	w.stack = append(w.stack, opFrame{op, num, n.ops[num].isolated == 0})
	for i := 0; i < op.NumRegions(); i++ {
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				w.visit(o)
			}
		}
	}
	w.stack = w.stack[:len(w.stack)-1]
	if n.ops[num].isolated == 0 {
		n.ops[num].isolated = 1
	}
}

// countOps returns the number of operations of op's tree.
func countOps(op *ir.Operation) int {
	count := 1
	for i := 0; i < op.NumRegions(); i++ {
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.NextInBlock() {
				count += countOps(o)
			}
		}
	}
	return count
}

func (n *numbering) isolated(op *ir.Operation) bool { return n.ops[op.Mark()].isolated > 0 }

// release resets the marks of the operations, on every core.
func (n *numbering) release() {
	const per = 1 << 14
	parallelDo(n.ctx, (len(n.ops)+per-1)/per, func(i int) {
		for _, o := range n.ops[i*per : min((i+1)*per, len(n.ops))] {
			o.op.SetMark(0)
		}
	})
}

// dialectNamed returns the dialect of the scope's tables named name,
// adding it if missing.
func (s *scope) dialectNamed(name string) *dialectNum {
	if d := s.lastDialect; d != nil && d.name == name {
		return d
	}
	d := s.dialectByName(name)
	s.lastDialect = d
	return d
}

func (s *scope) dialectByName(name string) *dialectNum {
	if s.parent != nil {
		d := s.dialects[name]
		if d == nil {
			d = &dialectNum{name: name, iface: interfaceOf(s.n.ctx, name)}
			if s.dialects == nil {
				s.dialects = map[string]*dialectNum{}
			}
			s.dialects[name] = d
		}
		return d
	}
	n := s.n
	d := n.dialectByKey[name]
	if d == nil {
		d = &dialectNum{name: name, number: len(n.dialects), iface: interfaceOf(n.ctx, name)}
		n.dialectByKey[name] = d
		n.dialects = append(n.dialects, d)
	}
	return d
}

// add records a new entry of the scope's tables: the file's entries
// are listed at once, a chunk's are listed for the merge.
func (s *scope) add(e *entryNum, list *[]*entryNum) {
	var id uint64
	switch {
	case e.attr != nil:
		id = ir.AttrID(e.attr)
	case e.typ != nil:
		id = ir.TypeID(e.typ)
	default:
		id = uint64(uintptr(unsafe.Pointer(e.op)))
	}
	e.part = s.n.claims.partOf(id)
	s.created = append(s.created, e)
	if s.parent == nil {
		e.g = e
		*list = append(*list, e)
	}
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

func (s *scope) attr(a ir.Attribute) *entryNum {
	if a == s.lastAttr {
		s.lastEntry.refCount++
		return s.lastEntry
	}
	e := s.attrIdx[a]
	if e != nil {
		e.refCount++
	} else {
		e = s.newAttr(a)
		s.attrIdx[a] = e
	}
	s.lastAttr, s.lastEntry = a, e
	return e
}

// newEntry returns a new entry of the scope.
func (s *scope) newEntry() *entryNum {
	if len(s.slab) == 0 {
		s.slab = make([]entryNum, 256)
	}
	e := &s.slab[0]
	s.slab = s.slab[1:]
	e.refCount = 1
	return e
}

// newAttr adds an entry for a to the scope and numbers what it refers to.
func (s *scope) newAttr(a ir.Attribute) *entryNum {
	e := s.newEntry()
	e.attr, e.dialect = a, s.dialectNamed(attrDialect(a))
	s.add(e, &s.n.attrs)
	if _, opaque := a.(*ir.OpaqueAttr); opaque {
		s.textResources(a, e)
		return e
	}
	owner := s.owner
	s.owner = e
	defer func() { s.owner = owner }()
	w := &s.writer
	for _, cb := range s.n.cfg.AttrCallbacks {
		if group, ok := cb(a, w); ok {
			if group != "" {
				e.dialect = s.dialectNamed(group)
			}
			return e
		}
	}
	if !s.n.dialectEncodeAttr(e.dialect, a, w) {
		s.textResources(a, e)
	}
	return e
}

// newFileLoc is newAttr for a plain file location without callbacks:
// its encoding refers to its file name only, which is mostly the one the
// previous location referred to.
func (s *scope) newFileLoc(l *ir.FileLineColLoc) *entryNum {
	e := s.newEntry()
	e.attr, e.dialect = l, s.dialectNamed("builtin")
	s.add(e, &s.n.attrs)
	if name := l.File(); s.fileEntry != nil && s.fileEntryName == name {
		s.fileEntry.refCount++
	} else {
		owner := s.owner
		s.owner = e
		s.fileEntry, s.fileEntryName = s.attr(s.files.get(s.n.ctx, name)), name
		s.owner = owner
	}
	return e
}

func (s *scope) typ(t ir.Type) *entryNum {
	if e := s.typeIdx[t]; e != nil {
		e.refCount++
		return e
	}
	e := s.newEntry()
	e.typ, e.dialect = t, s.dialectNamed(typeDialect(t))
	s.typeIdx[t] = e
	s.add(e, &s.n.types)
	if _, opaque := t.(*ir.OpaqueType); opaque {
		return e
	}
	owner := s.owner
	s.owner = e
	defer func() { s.owner = owner }()
	w := &s.writer
	for _, cb := range s.n.cfg.TypeCallbacks {
		if group, ok := cb(t, w); ok {
			if group != "" {
				e.dialect = s.dialectNamed(group)
			}
			return e
		}
	}
	s.n.dialectEncodeType(e.dialect, t, w)
	return e
}

// textResources numbers the dialect resources an attribute written as
// text refers to.
func (s *scope) textResources(a ir.Attribute, e *entryNum) {
	if r, ok := a.(ir.DialectResourceRef); ok {
		d, k := r.ResourceKey()
		owner := s.owner
		s.owner = e
		s.resource(d, k)
		s.owner = owner
	}
}

// resource numbers a resource of the root's tables; a task logs it.
func (s *scope) resource(dialect, key string) {
	if s.parent != nil {
		s.resources = append(s.resources, resourceRef{dialect, key, len(s.created), s.owner})
		return
	}
	d := s.dialectNamed(dialect)
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

func (s *scope) opName(info *ir.OpInfo) *entryNum {
	if e := s.opNameIdx[info]; e != nil {
		e.refCount++
		return e
	}
	dialect := info.Dialect
	if dialect == "" {
		dialect = dialectOfName(info.Name)
	}
	e := s.newEntry()
	e.op, e.dialect = info, s.dialectNamed(dialect)
	s.opNameIdx[info] = e
	s.add(e, &s.n.opNames)
	return e
}

// dialectOfName returns the namespace of an op name: what precedes the
// first dot (the whole name when there is none).
func dialectOfName(name string) string {
	ns, _, _ := strings.Cut(name, ".")
	return ns
}

func (s *scope) numberRegion(r *ir.Region) {
	if r.Empty() {
		return
	}
	first := s.nextValue
	count := 0
	for b := r.First(); b != nil; b = b.Next() {
		if count > 0 {
			s.blockIDs[b] = count
		}
		count++
		for _, a := range b.Args() {
			s.args[a] = s.nextValue
			s.nextValue++
			s.attr(a.Loc())
			s.typ(a.Type())
		}
		for op := b.First(); op != nil; op = op.NextInBlock() {
			s.numberOp(op)
		}
	}
	s.regionCount[r] = [2]int{count, s.nextValue - first}
}

func (s *scope) numberOp(op *ir.Operation) {
	n := s.n
	num := &n.ops[op.Mark()]
	num.name = s.opName(op.Info())
	num.firstResult = int32(s.nextValue)
	num.result = nil
	for i := 0; i < op.NumResults(); i++ {
		s.nextValue++
		if e := s.typ(op.Result(i).Type()); i == 0 {
			num.result = e
		}
	}
	if d := opAttrDict(n.ctx, op, n.version); d != nil {
		num.attrs = s.attr(d)
	}
	num.props = -1
	if n.version >= versionNativeProperties && hasProperties(op) {
		if op.IsRegistered() {
			num.props = s.numberProps(op)
		} else if p := op.Props(); p != nil {
			s.attr(p)
			num.props = s.propsIndex(propsKey{info: op.Info(), props: ir.AttrID(p)}, op)
		}
	}
	if l, ok := op.Loc().(*ir.FileLineColLoc); ok && s.parent != nil {
		// Nearly every operation has a file location of its own: it is
		// not looked up in a chunk's tables, numbering.resolve merges
		// repeats.
		if !l.HasRange() && !l.LineOnly() && len(n.cfg.AttrCallbacks) == 0 {
			num.loc = s.newFileLoc(l)
		} else {
			num.loc = s.newAttr(l)
		}
	} else {
		num.loc = s.attr(op.Loc())
	}
}

// propsNum is one of the distinct properties of a scope (an op name and
// properties attribute, or the properties of an op encoding them itself):
// an op having them and the entries they refer to.
type propsNum struct {
	op   *ir.Operation
	refs []*entryNum
	// enc is their entry in the properties section, once encoded.
	enc []byte
}

// numberProps numbers what the properties of a registered op refer to,
// returning their index among the scope's props. Unless the op encodes
// them itself, they are a function of its name and properties attribute:
// the entries an equal pair referred to are counted again without
// encoding them.
func (s *scope) numberProps(op *ir.Operation) int32 {
	if _, custom := ir.OpInterface[PropertiesEncoding](op); custom {
		s.customProps = true
		writeProps(s.n.ctx, op, s.propFields(op), &s.writer)
		s.props = append(s.props, propsNum{op: op})
		return int32(len(s.props) - 1)
	}
	key := propsKey{info: op.Info(), props: ir.AttrID(op.Props())}
	if i, ok := s.propIdx[key]; ok {
		for _, e := range s.props[i].refs {
			e.refCount++
		}
		return i
	}
	// The refs of the scope's props share one backing array: each
	// starts where the last ended.
	s.refs = s.refs[len(s.refs):]
	fields := s.propFields(op)
	for _, f := range fields {
		// A string property is a string of the string section, which the
		// writer numbers as it writes the operations.
		s.customProps = s.customProps || f.prop == ods.StringProperty
	}
	writeProps(s.n.ctx, op, fields, &s.refsWriter)
	i := s.propsIndex(key, op)
	s.props[i].refs = s.refs[:len(s.refs):len(s.refs)]
	return i
}

// propsIndex returns the index of key among the scope's props, adding it.
func (s *scope) propsIndex(key propsKey, op *ir.Operation) int32 {
	i, ok := s.propIdx[key]
	if !ok {
		i = int32(len(s.props))
		s.propIdx[key] = i
		s.props = append(s.props, propsNum{op: op})
	}
	return i
}

// orderProps lists in order the props of the operations of r in writing
// order.
func (s *scope) orderProps(r *ir.Region, order *[]int32) {
	for b := r.First(); b != nil; b = b.Next() {
		for op := b.First(); op != nil; op = op.NextInBlock() {
			s.orderOpProps(op, order)
			for i := 0; i < op.NumRegions(); i++ {
				s.orderProps(op.Region(i), order)
			}
		}
	}
}

// orderOpProps lists in order the props of op if it is the first to have
// them.
func (s *scope) orderOpProps(op *ir.Operation, order *[]int32) {
	i := s.n.ops[op.Mark()].props
	if i < 0 {
		return
	}
	if s.propGlobal == nil {
		s.propGlobal = make([]int32, len(s.props))
		for k := range s.propGlobal {
			s.propGlobal[k] = -1
		}
	}
	if s.propGlobal[i] == -1 {
		s.propGlobal[i] = -2
		*order = append(*order, i)
	}
}

// value returns the number of a value.
func (s *scope) value(v *ir.Value) int {
	if def := v.DefiningOp(); def != nil {
		return int(s.n.ops[def.Mark()].firstResult) + v.Index()
	}
	for ; s != nil; s = s.parent {
		if i, ok := s.args[v]; ok {
			return i
		}
	}
	return 0
}

func (s *scope) propFields(op *ir.Operation) []propField {
	f, ok := s.fields[op.Info()]
	if !ok {
		f = propFields(op)
		s.fields[op.Info()] = f
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
// When refs is set, it collects the entries referred to; with undo, it
// takes back their uses instead.
type numberingWriter struct {
	s    *scope
	refs *[]*entryNum
	undo bool
}

func (w *numberingWriter) Attribute(a ir.Attribute) {
	if w.undo {
		w.s.attrIdx[a].g.refCount--
		return
	}
	w.ref(w.s.attr(a))
}
func (w *numberingWriter) OptionalAttribute(a ir.Attribute) {
	if a != nil {
		w.Attribute(a)
	}
}
func (w *numberingWriter) Type(t ir.Type) {
	if w.undo {
		w.s.typeIdx[t].g.refCount--
		return
	}
	w.ref(w.s.typ(t))
}
func (w *numberingWriter) ref(e *entryNum) {
	if w.refs != nil {
		*w.refs = append(*w.refs, e)
	}
}
func (w *numberingWriter) VarInt(uint64)       {}
func (w *numberingWriter) SignedVarInt(int64)  {}
func (w *numberingWriter) String(string)       {}
func (w *numberingWriter) APInt([]uint64, int) {}
func (w *numberingWriter) Blob([]byte)         {}
func (w *numberingWriter) Bool(bool)           {}
func (w *numberingWriter) ResourceHandle(dialect, key string) {
	if !w.undo {
		w.s.resource(dialect, key)
	}
}
func (w *numberingWriter) Version() int                      { return w.s.n.version }
func (w *numberingWriter) fileName(name string) ir.Attribute { return w.s.files.get(w.s.n.ctx, name) }
func (w *numberingWriter) Ctx() *ir.Context                  { return w.s.n.ctx }
func (w *numberingWriter) DialectVersion(dialect string) any {
	return w.s.n.cfg.DialectVersions[dialect]
}

// attrText and typeText are the textual fallback encodings.
func attrText(a ir.Attribute) string { return asm.AttrString(a) }
func typeText(t ir.Type) string      { return asm.TypeString(t) }
