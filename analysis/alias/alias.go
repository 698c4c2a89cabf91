// Package alias is upstream MLIR's LocalAliasAnalysis, reduced to the
// may-alias question on two values (without looking through views).
package alias

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// MayAlias reports whether a and b may name overlapping memory: equal
// values alias, two distinct allocations do not, nor an allocation and a
// value defined above its allocation scope (or an entry argument of that
// scope).
func MayAlias(a, b *ir.Value) bool {
	if a == b {
		return true
	}
	ca, cb := rewrite.ValueConstant(a), rewrite.ValueConstant(b)
	scopeA, allocA := allocScope(a)
	scopeB, allocB := allocScope(b)
	switch {
	case ca != nil && cb != nil:
		return ca == cb
	case ca != nil:
		return !allocB
	case cb != nil:
		return !allocA
	case allocA == allocB:
		return !allocA
	}
	scope, other := scopeA, b
	if allocB {
		scope, other = scopeB, a
	}
	if scope == nil {
		return true
	}
	r := other.ParentRegion()
	if r == nil || r.ParentOp() == nil {
		return true
	}
	parent := r.ParentOp()
	if parent != scope && parent.IsAncestor(scope) {
		return false
	}
	return !(parent == scope && other.IsBlockArgument() && other.OwnerBlock().IsEntry())
}

// allocScope reports whether v is allocated by its defining op, and the op
// bounding the allocation (the automatic allocation scope for stack
// allocations, else the enclosing function).
func allocScope(v *ir.Value) (*ir.Operation, bool) {
	op := v.DefiningOp()
	if op == nil {
		return nil, false
	}
	effects, known := ir.OpEffects(op)
	if !known {
		return nil, false
	}
	for _, e := range effects {
		if e.Effect != ir.EffectAllocate || e.Value != v {
			continue
		}
		for p := op.ParentOp(); p != nil; p = p.ParentOp() {
			if e.Resource == "AutomaticAllocationScope" && p.HasTrait(ir.TraitAutomaticAllocationScope) {
				return p, true
			}
			if _, fn := ir.OpInterface[ir.FunctionOpInterface](p); fn && e.Resource != "AutomaticAllocationScope" {
				return p, true
			}
		}
		return nil, true
	}
	return nil, false
}
