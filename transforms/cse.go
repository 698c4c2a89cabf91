package transforms

import (
	"encoding/binary"
	"unsafe"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "cse",
		Name:     "CSE",
		Summary:  "Eliminate common sub-expressions",
		New: func() (pass.Pass, *pass.Options) {
			return &cse{}, &pass.Options{}
		},
	})
}

type cse struct{}

// cseState holds the scoped table of known operations.
type cseState struct {
	dom     *ir.DominanceInfo
	scopes  []map[string]*ir.Operation
	toErase []*ir.Operation
	numCSE  int64
	numDCE  int64
}

func (c *cse) Run(op *ir.Operation, st *pass.State) error {
	s := &cseState{dom: ir.NewDominanceInfo()}
	for i := 0; i < op.NumRegions(); i++ {
		s.simplifyRegion(op.Region(i))
	}
	rw := rewrite.NewRewriter(st.Ctx, nil)
	for _, o := range s.toErase {
		rw.EraseOp(o)
	}
	st.AddStatistic("num-cse'd", s.numCSE)
	st.AddStatistic("num-dce'd", s.numDCE)
	if s.numCSE == 0 && s.numDCE == 0 {
		st.MarkUnchanged()
	}
	return nil
}

func (s *cseState) lookup(key string) *ir.Operation {
	for i := len(s.scopes) - 1; i >= 0; i-- {
		if op, ok := s.scopes[i][key]; ok {
			return op
		}
	}
	return nil
}

func (s *cseState) push() { s.scopes = append(s.scopes, map[string]*ir.Operation{}) }
func (s *cseState) pop()  { s.scopes = s.scopes[:len(s.scopes)-1] }

// hasSSADominance mirrors the verifier's rule: registered graph-region ops
// do not require dominance.
func hasSSADominance(r *ir.Region) bool {
	p := r.ParentOp()
	return p == nil || !(p.IsRegistered() && p.HasTrait(ir.TraitGraphRegions))
}

func (s *cseState) simplifyRegion(r *ir.Region) {
	if r.Empty() {
		return
	}
	ssa := hasSSADominance(r)
	if r.HasOneBlock() {
		s.push()
		s.simplifyBlock(r.First(), ssa)
		s.pop()
		return
	}
	if !ssa {
		return
	}
	// Walk the dominator tree depth-first, children in block order.
	children := map[*ir.Block][]*ir.Block{}
	for b := r.First().Next(); b != nil; b = b.Next() {
		if idom := s.dom.Idom(b); idom != nil {
			children[idom] = append(children[idom], b)
		}
	}
	var visit func(b *ir.Block)
	visit = func(b *ir.Block) {
		s.push()
		s.simplifyBlock(b, ssa)
		for _, c := range children[b] {
			visit(c)
		}
		s.pop()
	}
	visit(r.First())
}

func (s *cseState) simplifyBlock(b *ir.Block, ssa bool) {
	for op := b.First(); op != nil; op = op.NextInBlock() {
		if op.NumRegions() > 0 {
			for i := 0; i < op.NumRegions(); i++ {
				s.simplifyRegion(op.Region(i))
			}
		}
		s.simplifyOp(op, ssa)
	}
}

func (s *cseState) simplifyOp(op *ir.Operation, ssa bool) {
	if rewrite.IsOpTriviallyDead(op) {
		s.toErase = append(s.toErase, op)
		s.numDCE++
		return
	}
	if op.HasTrait(ir.TraitTerminator) || op.NumRegions() > 0 || op.NumResults() == 0 {
		return
	}
	if !rewrite.WouldOpBeTriviallyDead(op) {
		return
	}
	key := opKey(op)
	if existing := s.lookup(key); existing != nil {
		if ssa {
			for i := 0; i < op.NumResults(); i++ {
				op.Result(i).ReplaceAllUsesWith(existing.Result(i))
			}
			s.toErase = append(s.toErase, op)
			s.numCSE++
		}
		return
	}
	s.scopes[len(s.scopes)-1][key] = op
}

// opKey identifies an op up to location: name, properties, attributes,
// operands and result types (uniqued identities make this exact).
func opKey(op *ir.Operation) string {
	buf := make([]byte, 0, 8*(4+op.NumOperands()+op.NumResults()))
	u64 := func(v uint64) { buf = binary.LittleEndian.AppendUint64(buf, v) }
	u64(uint64(uintptr(unsafe.Pointer(op.Info()))))
	u64(ir.AttrID(op.Props()))
	if d := op.Attrs(); d != nil {
		u64(ir.AttrID(d))
	} else {
		u64(0)
	}
	u64(uint64(op.NumOperands()))
	for i := 0; i < op.NumOperands(); i++ {
		u64(uint64(uintptr(unsafe.Pointer(op.Operand(i)))))
	}
	for i := 0; i < op.NumResults(); i++ {
		u64(ir.TypeID(op.Result(i).Type()))
	}
	return string(buf)
}
