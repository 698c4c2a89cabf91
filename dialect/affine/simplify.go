package affine

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "affine-simplify-structures",
		Name:     "SimplifyAffineStructures",
		Summary:  "Simplify affine expressions in maps/sets and normalize memrefs",
		OpName:   "func.func",
		New:      func() (pass.Pass, *pass.Options) { return simplifyStructures{}, &pass.Options{} },
	})
}

// simplifyStructures is upstream's SimplifyAffineStructures: the affine
// maps and integer sets of every op are simplified, then the affine.apply,
// affine.for and affine.if ops are canonicalized.
type simplifyStructures struct{}

func (simplifyStructures) Run(fn *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	var ops []*ir.Operation
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		for _, a := range op.AllAttrs() {
			var simplified ir.Attribute
			switch v := a.Value.(type) {
			case *ir.AffineMapAttr:
				if m := affine.SimplifyAffineMap(ctx, v.Map); m != v.Map {
					simplified = ctx.AffineMapAttr(m)
				}
			case *ir.IntegerSetAttr:
				if s := simplifyIntegerSet(ctx, v.Set); s != v.Set {
					simplified = ctx.IntegerSetAttr(s)
				}
			}
			if simplified == nil {
				continue
			}
			if op.Info().IsInherent(a.Name) {
				op.SetInherentAttr(ctx, a.Name, simplified)
			} else {
				op.SetAttr(ctx, a.Name, simplified)
			}
		}
		if op.IsRegistered() {
			switch op.Name() {
			case "affine.for", "affine.if", "affine.apply":
				ops = append(ops, op)
			}
		}
		return ir.WalkAdvance
	})
	var patterns []rewrite.Pattern
	for _, spec := range []*ods.Op{applySpec, forSpec, ifSpec} {
		for _, p := range spec.Canonicalize {
			patterns = append(patterns, p.(rewrite.Pattern))
		}
	}
	rewrite.ApplyToOps(ctx, ops, rewrite.NewPatternSet(patterns), rewrite.DefaultConfig(), true)
	return nil
}
