package transforms

import (
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "promote-buffers-to-stack",
		Name:     "PromoteBuffersToStackPass",
		Summary:  "Promotes heap-based allocations to automatically managed stack-based allocations",
		OpName:   "func.func",
		New: func() (pass.Pass, *pass.Options) {
			p := &promoteToStack{}
			o := &pass.Options{}
			o.Uint("max-alloc-size-in-bytes", "Maximal size in bytes to promote allocations to stack.", &p.maxBytes, 1024)
			o.Uint("max-rank-of-allocated-memref", "Maximal memref rank to promote dynamic buffers.", &p.maxRank, 1)
			return p, o
		},
	})
}

// promoteToStack is upstream's PromoteBuffersToStackPass: small
// memref.allocs that are never freed and do not leave their automatic
// allocation scope become memref.allocas.
type promoteToStack struct {
	maxBytes, maxRank uint64
}

func (p *promoteToStack) Run(fn *ir.Operation, st *pass.State) error {
	o := newOrigins(fn)
	var allocs []*ir.Value
	fn.Each(func(op *ir.Operation) {
		found := allocatedResult(op)
		if found == nil {
			return
		}
		if dealloc, ok := memref.FindDealloc(found); ok && dealloc == nil {
			allocs = append(allocs, found)
		}
	})
	b := ir.NewBuilder(st.Ctx)
	for _, v := range allocs {
		if !p.isSmall(st.Ctx, v) || !o.hasAllocationScope(v) {
			continue
		}
		alloc := v.DefiningOp()
		b.SetInsertionPoint(alloc)
		var attrs []ir.NamedAttr
		if a := alloc.InherentAttr("alignment"); a != nil {
			attrs = append(attrs, ir.NamedAttr{Name: "alignment", Value: a})
		}
		attrs = append(attrs, ir.NamedAttr{Name: "operandSegmentSizes",
			Value: st.Ctx.DenseI32Array([]int32{int32(alloc.NumOperands()), 0})})
		alloca := b.Create(&ir.OperationState{Loc: alloc.Loc(), Name: st.Ctx.LookupOp("memref.alloca"),
			Types: []ir.Type{v.Type()}, Operands: alloc.Operands(), Attrs: attrs})
		v.ReplaceAllUsesWith(alloca.Result(0))
		alloc.Erase()
	}
	return nil
}

// bitWidth is the default data layout's size in bits of an element type,
// or 0 when it has none.
func bitWidth(t ir.Type) uint64 {
	switch t := t.(type) {
	case *ir.IntegerType:
		return uint64(t.Width)
	case *ir.FloatType:
		return uint64(ir.BitWidth(t))
	case *ir.IndexType:
		return 64
	case *ir.ComplexType:
		return 2 * bitWidth(t.Elem)
	}
	return 0
}

// isSmall is defaultIsSmallAlloc: a memref.alloc of a static shape within
// the size limit, or of a low rank whose sizes are all memref.rank values.
func (p *promoteToStack) isSmall(ctx *ir.Context, v *ir.Value) bool {
	t, ok := v.Type().(*ir.MemRefType)
	alloc := v.DefiningOp()
	if !ok || alloc == nil || alloc.Name() != "memref.alloc" {
		return false
	}
	if !staticShape(t) {
		if uint64(len(t.Shape)) > p.maxRank {
			return false
		}
		for _, o := range alloc.Operands() {
			if d := o.DefiningOp(); d == nil || d.Name() != "memref.rank" {
				return false
			}
		}
		return true
	}
	bits := bitWidth(t.Elem)
	if bits == 0 {
		return false
	}
	limit := p.maxBytes * 8 / bits
	n := uint64(1)
	for _, d := range t.Shape {
		if d != 0 && n > (1<<62)/uint64(d) {
			return false
		}
		n *= uint64(d)
	}
	return n <= limit && n*bits <= p.maxBytes*8
}

// isLoop reports whether op is a loop: a LoopLikeOpInterface, or a region
// branch op whose regions can reach themselves.
func isLoop(op *ir.Operation) bool {
	if ir.LoopLikeInterface(op) != nil {
		return true
	}
	br := ir.RegionBranchInterface(op)
	if br == nil {
		return false
	}
	for i := 0; i < op.NumRegions(); i++ {
		start := op.Region(i)
		seen := map[*ir.Region]bool{}
		stack := []*ir.Region{start}
		for len(stack) > 0 {
			r := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, s := range br.SuccessorRegions(op, r, nil) {
				if s.Region == start {
					return true
				}
				if s.Region != nil && !seen[s.Region] {
					seen[s.Region] = true
					stack = append(stack, s.Region)
				}
			}
		}
	}
	return false
}

// resolve is the set of values derived from v (v included).
func (o *origins) resolve(v *ir.Value) []*ir.Value {
	if o.users == nil {
		o.users = map[*ir.Value][]*ir.Value{}
		for to, froms := range o.deps {
			for _, f := range froms {
				o.users[f] = append(o.users[f], to)
			}
		}
	}
	seen := map[*ir.Value]bool{v: true}
	out := []*ir.Value{v}
	for i := 0; i < len(out); i++ {
		for _, u := range o.users[out[i]] {
			if !seen[u] {
				seen[u] = true
				out = append(out, u)
			}
		}
	}
	return out
}

// hasAllocationScope reports whether an automatic allocation scope encloses
// v, reached through region control flow that is not a loop, and no alias
// of v leaves it.
func (o *origins) hasAllocationScope(v *ir.Value) bool {
	for region := v.ParentRegion(); region != nil; {
		parent := region.ParentOp()
		if parent == nil {
			return false
		}
		if parent.HasTrait(ir.TraitAutomaticAllocationScope) && !o.leavesScope(region, v) {
			return true
		}
		if isLoop(parent) || ir.LoopLikeInterface(parent) == nil && ir.RegionBranchInterface(parent) == nil {
			return false
		}
		region = parent.ParentRegion()
	}
	return false
}

// leavesScope is leavesAllocationScope: an alias of v is forwarded by a
// region terminator of region.
func (o *origins) leavesScope(region *ir.Region, v *ir.Value) bool {
	for _, a := range o.resolve(v) {
		for _, u := range a.Users() {
			if ir.RegionBranchTerminatorInterface(u) != nil && u.ParentRegion() == region {
				return true
			}
		}
	}
	return false
}

// allocatedResult returns the one result op allocates outside an automatic
// allocation scope (nil when op allocates none or several).
func allocatedResult(op *ir.Operation) *ir.Value {
	m, ok := ir.OpInterface[ir.MemoryEffectOpInterface](op)
	if !ok {
		return nil
	}
	var found *ir.Value
	for _, e := range m.Effects(op) {
		if e.Effect == ir.EffectAllocate && e.Value != nil && !e.Value.IsBlockArgument() &&
			e.Resource != "AutomaticAllocationScope" {
			if found != nil {
				return nil
			}
			found = e.Value
		}
	}
	return found
}
