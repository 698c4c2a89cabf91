package transforms

import (
	"encoding/binary"
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

// cseScope is one level of the scoped table: ops bucketed by a key of
// everything but their regions.
type cseScope map[string][]*ir.Operation

type cseTable struct {
	scopes []cseScope
}

func (t *cseTable) push() { t.scopes = append(t.scopes, cseScope{}) }
func (t *cseTable) pop()  { t.scopes = t.scopes[:len(t.scopes)-1] }

func (t *cseTable) lookup(op *ir.Operation, key string) *ir.Operation {
	for i := len(t.scopes) - 1; i >= 0; i-- {
		for _, c := range t.scopes[i][key] {
			if op.NumRegions() == 0 || ir.RegionsEquivalent(c, op) {
				return c
			}
		}
	}
	return nil
}

func (t *cseTable) insert(op *ir.Operation, key string) {
	s := t.scopes[len(t.scopes)-1]
	s[key] = append(s[key], op)
}

// contains reports whether op or an equivalent op is in a live scope
// (upstream's knownValues.count).
func (t *cseTable) contains(op *ir.Operation) bool { return t.lookup(op, opKey(op)) != nil }

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
		t := &cseTable{}
		for i := 0; i < op.NumRegions(); i++ {
			s.simplifyRegion(t, op.Region(i))
		}
		return s.finish(st)
	}
	erased := make([]int, len(children))
	forEachParallel(len(children), st.Threads(), func(i int) {
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
	children := map[*ir.Block][]*ir.Block{}
	for b := r.First().Next(); b != nil; b = b.Next() {
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
				nested := &cseTable{}
				for i := 0; i < op.NumRegions(); i++ {
					s.simplifyRegion(nested, op.Region(i))
				}
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
	key := opKey(op)
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

// sortWords sorts the 8-byte words of b in place (insertion sort: operand
// lists are short).
func sortWords(b []byte) {
	n := len(b) / 8
	for i := 1; i < n; i++ {
		for j := i; j > 0; j-- {
			x, y := binary.LittleEndian.Uint64(b[8*j-8:]), binary.LittleEndian.Uint64(b[8*j:])
			if x <= y {
				break
			}
			binary.LittleEndian.PutUint64(b[8*j-8:], y)
			binary.LittleEndian.PutUint64(b[8*j:], x)
		}
	}
}

// opKey identifies an op up to location and regions: name, properties,
// attributes, operands (as a multiset for commutative ops), result types
// and region count (uniqued identities make this exact).
func opKey(op *ir.Operation) string {
	buf := make([]byte, 0, 8*(5+op.NumOperands()+op.NumResults()))
	u64 := func(v uint64) { buf = binary.LittleEndian.AppendUint64(buf, v) }
	u64(uint64(uintptr(unsafe.Pointer(op.Info()))))
	u64(ir.AttrID(op.Props()))
	if d := op.Attrs(); d != nil {
		u64(ir.AttrID(d))
	} else {
		u64(0)
	}
	u64(uint64(op.NumOperands()))
	start := len(buf)
	for i := 0; i < op.NumOperands(); i++ {
		u64(uint64(uintptr(unsafe.Pointer(op.Operand(i)))))
	}
	if op.NumOperands() > 1 && op.HasTrait(ir.TraitCommutative) {
		// Upstream's OperationEquivalence compares the operands of
		// commutative ops as multisets.
		sortWords(buf[start:])
	}
	u64(uint64(op.NumResults()))
	for i := 0; i < op.NumResults(); i++ {
		u64(ir.TypeID(op.Result(i).Type()))
	}
	u64(uint64(op.NumRegions()))
	return string(buf)
}
