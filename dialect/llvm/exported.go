package llvm

import "github.com/gomlir/gomlir/ir"

// AtomicBinOp returns the `bin_op` property of llvm.atomicrmw for a
// keyword (xchg, add, _and, fmax, ...); false when there is none.
func AtomicBinOp(ctx *ir.Context, keyword string) (ir.Attribute, bool) {
	v, ok := atomicBinOpEnum.lookup(keyword)
	if !ok {
		return nil, false
	}
	return ctx.IntAttr(ctx.I(64), int64(v)), true
}

// AtomicOrdering returns an atomic ordering property (not_atomic,
// monotonic, acq_rel, ...) for a keyword.
func AtomicOrdering(ctx *ir.Context, keyword string) ir.Attribute {
	v, _ := atomicOrderEnum.lookup(keyword)
	return ctx.IntAttr(ctx.I(64), int64(v))
}

// ElementAttr returns element i of a dense integer or float attribute as
// an integer or float attribute (nil for other element types).
func ElementAttr(ctx *ir.Context, d *ir.DenseElementsAttr, i int64) ir.Attribute {
	return elementAttr(ctx, d, i)
}
