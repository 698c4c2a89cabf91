package transforms

import (
	"sync"
	"unsafe"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "cse",
		Statistics: []pass.Statistic{{Name: "num-cse'd", Desc: "Number of operations CSE'd"},
			{Name: "num-dce'd", Desc: "Number of operations DCE'd"}},
		Name:    "CSE",
		Summary: "Eliminate common sub-expressions",
		New: func() (pass.Pass, *pass.Options) {
			return &cse{}, &pass.Options{}
		},
	})
}

// cse is upstream's CSE pass: a scoped table of known ops walked along the
// dominator tree; isolated-from-above ops start a fresh table; ops with
// single-block regions compare their regions structurally; read-only ops
// are merged when no write happens in between.
type cse struct{}

// cseTable is upstream's scoped hash table of known ops: entries chained
// per hash, scopes pushed and popped as a stack.
type cseTable struct {
	scopes  []cseScope
	entries []cseEntry
	free    []map[uint64]int32 // cleared maps of popped scopes
}

type cseScope struct {
	heads map[uint64]int32 // hash -> index of the last entry + 1
	start int              // len(entries) when pushed
}

type cseEntry struct {
	op   *ir.Operation
	next int32 // previous entry of the same hash in the scope, + 1
}

var cseTables = sync.Pool{New: func() any { return &cseTable{} }}

func (t *cseTable) push() {
	var m map[uint64]int32
	if n := len(t.free); n > 0 {
		m, t.free = t.free[n-1], t.free[:n-1]
	} else {
		m = map[uint64]int32{}
	}
	t.scopes = append(t.scopes, cseScope{heads: m, start: len(t.entries)})
}

func (t *cseTable) pop() {
	sc := t.scopes[len(t.scopes)-1]
	t.scopes = t.scopes[:len(t.scopes)-1]
	clear(t.entries[sc.start:])
	t.entries = t.entries[:sc.start]
	clear(sc.heads)
	t.free = append(t.free, sc.heads)
}

func (t *cseTable) lookup(op *ir.Operation, h uint64) *ir.Operation {
	for i := len(t.scopes) - 1; i >= 0; i-- {
		for e := t.scopes[i].heads[h]; e != 0; e = t.entries[e-1].next {
			c := t.entries[e-1].op
			if opsEquivalent(c, op) && (op.NumRegions() == 0 || ir.RegionsEquivalent(c, op)) {
				return c
			}
		}
	}
	return nil
}

func (t *cseTable) insert(op *ir.Operation, h uint64) {
	sc := &t.scopes[len(t.scopes)-1]
	t.entries = append(t.entries, cseEntry{op: op, next: sc.heads[h]})
	sc.heads[h] = int32(len(t.entries))
}

// contains reports whether op or an equivalent op is in a live scope
// (upstream's knownValues.count).
func (t *cseTable) contains(op *ir.Operation) bool { return t.lookup(op, opHash(op)) != nil }

type cseState struct {
	ctx     *ir.Context
	dom     *ir.DominanceInfo
	toErase []*ir.Operation
	numCSE  int64
	numDCE  int64
}

func (c *cse) Run(op *ir.Operation, st *pass.State) error {
	dom := st.Analysis("DominanceInfo", func() any { return ir.NewDominanceInfo() }).(*ir.DominanceInfo)
	// Erasing operations keeps the dominance of the blocks valid.
	st.Preserve("DominanceInfo")
	erased := cseOp(st, op, dom)
	if erased == 0 {
		st.MarkUnchanged()
	}
	return nil
}

// cseOp simplifies op's regions and returns how many ops it erased. When
// they hold only isolated-from-above ops (the functions of a module), each
// starts a fresh table anyway, so they are simplified in parallel, then
// the ops themselves in order, as the single walk would.
func cseOp(st *pass.State, op *ir.Operation, dom *ir.DominanceInfo) int {
	children := isolatedChildren(op)
	if len(children) < 2 || st.Threads() < 2 {
		s := &cseState{ctx: st.Ctx, dom: dom}
		t := cseTables.Get().(*cseTable)
		for i := 0; i < op.NumRegions(); i++ {
			s.simplifyRegion(t, op.Region(i))
		}
		cseTables.Put(t)
		return s.finish(st)
	}
	erased := make([]int, len(children))
	ir.ParallelFor(st.Threads(), len(children), func(i int) {
		// Dominance information is not shared between goroutines.
		erased[i] = cseOp(st, children[i], ir.NewDominanceInfo())
	})
	n := 0
	for _, e := range erased {
		n += e
	}
	s := &cseState{ctx: st.Ctx, dom: dom}
	for i := 0; i < op.NumRegions(); i++ {
		if op.Region(i).Empty() {
			continue
		}
		t := &cseTable{}
		t.push()
		for b := op.Region(i).First(); b != nil; b = b.Next() {
			for c := b.First(); c != nil; c = c.NextInBlock() {
				s.simplifyOp(t, c, hasSSADominance(op.Region(i)))
			}
		}
		t.pop()
	}
	return n + s.finish(st)
}

// finish erases the ops found redundant or dead, records the statistics
// and returns how many ops were erased.
func (s *cseState) finish(st *pass.State) int {
	for _, o := range s.toErase {
		o.Erase()
	}
	st.AddStatistic("num-cse'd", s.numCSE)
	st.AddStatistic("num-dce'd", s.numDCE)
	return len(s.toErase)
}

// hasSSADominance mirrors the verifier's rule: registered graph-region ops
// do not require dominance.
func hasSSADominance(r *ir.Region) bool {
	p := r.ParentOp()
	return p == nil || !(p.IsRegistered() && p.HasTrait(ir.TraitGraphRegions))
}

func (s *cseState) simplifyRegion(t *cseTable, r *ir.Region) {
	if r.Empty() {
		return
	}
	ssa := hasSSADominance(r)
	if r.HasOneBlock() {
		t.push()
		s.simplifyBlock(t, r.First(), ssa)
		t.pop()
		return
	}
	if !ssa {
		return
	}
	// As upstream, the dominator tree is walked with each block's children
	// in depth-first preorder.
	children := map[*ir.Block][]*ir.Block{}
	for _, b := range s.dom.PreOrder(r)[1:] {
		if idom := s.dom.Idom(b); idom != nil {
			children[idom] = append(children[idom], b)
		}
	}
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		t.push()
		s.simplifyBlock(t, b, ssa)
		for _, c := range children[b] {
			visit(c)
		}
		t.pop()
	}
	visit(r.First())
}

func (s *cseState) simplifyBlock(t *cseTable, b *ir.Block, ssa bool) {
	for op := b.First(); op != nil; op = op.NextInBlock() {
		if op.NumRegions() > 0 {
			if !op.IsRegistered() || op.HasTrait(ir.TraitIsolatedFromAbove) {
				nested := cseTables.Get().(*cseTable)
				for i := 0; i < op.NumRegions(); i++ {
					s.simplifyRegion(nested, op.Region(i))
				}
				cseTables.Put(nested)
			} else {
				for i := 0; i < op.NumRegions(); i++ {
					s.simplifyRegion(t, op.Region(i))
				}
			}
		}
		s.simplifyOp(t, op, ssa)
	}
}

func (s *cseState) replaceUsesAndDelete(t *cseTable, op, existing *ir.Operation, ssa bool) {
	if ssa {
		for i := 0; i < op.NumResults(); i++ {
			op.Result(i).ReplaceAllUsesWith(existing.Result(i))
		}
		s.toErase = append(s.toErase, op)
	} else {
		for i := 0; i < op.NumResults(); i++ {
			op.Result(i).ReplaceUsesIf(existing.Result(i), func(u *ir.OpOperand) bool {
				return !t.contains(u.Owner())
			})
		}
		if op.UseEmpty() {
			s.toErase = append(s.toErase, op)
		}
	}
	_, existingUnknown := existing.Loc().(*ir.UnknownLoc)
	if _, opUnknown := op.Loc().(*ir.UnknownLoc); existingUnknown && !opUnknown {
		existing.SetLoc(op.Loc())
	}
	s.numCSE++
}

func (s *cseState) simplifyOp(t *cseTable, op *ir.Operation, ssa bool) {
	if op.HasTrait(ir.TraitTerminator) {
		return
	}
	if ir.IsOpTriviallyDead(op) {
		s.toErase = append(s.toErase, op)
		s.numDCE++
		return
	}
	for i := 0; i < op.NumRegions(); i++ {
		if r := op.Region(i); !r.Empty() && !r.HasOneBlock() {
			return
		}
	}
	key := opHash(op)
	if !ir.IsMemoryEffectFree(op) {
		effects, known := ir.OpEffects(op)
		if !known || len(effects) == 0 {
			return
		}
		for _, e := range effects {
			if e.Effect != ir.EffectRead {
				return
			}
		}
		if existing := t.lookup(op, key); existing != nil {
			if existing.Block() == op.Block() && !writesBetween(existing, op) {
				s.replaceUsesAndDelete(t, op, existing, ssa)
				return
			}
		}
		t.insert(op, key)
		return
	}
	if existing := t.lookup(op, key); existing != nil {
		s.replaceUsesAndDelete(t, op, existing, ssa)
		return
	}
	t.insert(op, key)
}

// writesBetween reports whether an op strictly between from and to (in one
// block) may write memory (or does not describe its effects).
func writesBetween(from, to *ir.Operation) bool {
	for o := from.NextInBlock(); o != nil && o != to; o = o.NextInBlock() {
		effects, known := ir.OpEffects(o)
		if !known {
			return true
		}
		for _, e := range effects {
			if e.Effect == ir.EffectWrite {
				return true
			}
		}
	}
	return false
}

// opHash hashes an op up to location and regions as upstream's
// OperationEquivalence::computeHash: name, properties, attributes, operands
// (their sum for commutative ops, so that any order hashes alike) and
// result types; opsEquivalent compares what it hashes.
func opHash(op *ir.Operation) uint64 {
	h := mix(uint64(uintptr(unsafe.Pointer(op.Info()))), ir.AttrID(op.Props()))
	if d := op.Attrs(); d != nil {
		h = mix(h, ir.AttrID(d))
	}
	n := op.NumOperands()
	if n > 1 && op.HasTrait(ir.TraitCommutative) {
		sum := uint64(0)
		for i := 0; i < n; i++ {
			sum += mix(0, uint64(uintptr(unsafe.Pointer(op.Operand(i)))))
		}
		h = mix(h, sum)
	} else {
		for i := 0; i < n; i++ {
			h = mix(h, uint64(uintptr(unsafe.Pointer(op.Operand(i)))))
		}
	}
	for i := 0; i < op.NumResults(); i++ {
		h = mix(h, ir.TypeID(op.Result(i).Type()))
	}
	return mix(h, uint64(op.NumRegions()))
}

// mix combines a hash with a word (a multiply-xorshift round).
func mix(h, v uint64) uint64 {
	h ^= v + 0x9e3779b97f4a7c15 + h<<6 + h>>2
	h *= 0xbf58476d1ce4e5b9
	return h ^ h>>31
}

// opsEquivalent compares two ops up to location and regions, as upstream's
// OperationEquivalence::isEquivalentTo: the operands of commutative ops as
// multisets.
func opsEquivalent(a, b *ir.Operation) bool {
	if a == b {
		return true
	}
	if a.Info() != b.Info() || a.Props() != b.Props() || a.Attrs() != b.Attrs() ||
		a.NumOperands() != b.NumOperands() || a.NumResults() != b.NumResults() ||
		a.NumRegions() != b.NumRegions() || a.NumSuccessors() != b.NumSuccessors() {
		return false
	}
	for i := 0; i < a.NumResults(); i++ {
		if a.Result(i).Type() != b.Result(i).Type() {
			return false
		}
	}
	n := a.NumOperands()
	same := 0
	for same < n && a.Operand(same) == b.Operand(same) {
		same++
	}
	if same == n {
		return true
	}
	if !a.HasTrait(ir.TraitCommutative) {
		return false
	}
	// The rest as multisets.
	rest := make([]*ir.Value, 0, 2*(n-same))
	for i := same; i < n; i++ {
		rest = append(rest, a.Operand(i))
	}
	for i := same; i < n; i++ {
		v := b.Operand(i)
		found := false
		for j, x := range rest {
			if x == v {
				rest[j] = rest[len(rest)-1]
				rest = rest[:len(rest)-1]
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// EliminateCommonSubexpressions runs CSE over the regions of op on the
// calling goroutine and reports whether it erased anything (upstream's
// mlir::eliminateCommonSubexpressions).
func EliminateCommonSubexpressions(ctx *ir.Context, op *ir.Operation) bool {
	s := &cseState{ctx: ctx, dom: ir.NewDominanceInfo()}
	t := cseTables.Get().(*cseTable)
	for i := 0; i < op.NumRegions(); i++ {
		s.simplifyRegion(t, op.Region(i))
	}
	cseTables.Put(t)
	for _, o := range s.toErase {
		o.Erase()
	}
	return len(s.toErase) > 0
}
