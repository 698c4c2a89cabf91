package affine

import (
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/rewrite"
)

// FoldAttributesIntoMap is upstream's foldAttributesIntoMap: the static
// entries of operands become constants of m, the dynamic ones its
// remaining dimensions and symbols, returned in order.
func FoldAttributesIntoMap(c affine.Interner, m *affine.Map, operands []viewlike.Mixed) (*affine.Map, []*ir.Value) {
	var values []*ir.Value
	repl := func(from, n int, symbols bool) []affine.Expr {
		out := make([]affine.Expr, n)
		k := 0
		for i := range out {
			o := operands[from+i]
			switch {
			case o.Value == nil:
				out[i] = affine.Constant(c, o.Static)
			case symbols:
				out[i] = affine.Symbol(c, k)
				k++
				values = append(values, o.Value)
			default:
				out[i] = affine.Dim(c, k)
				k++
				values = append(values, o.Value)
			}
		}
		return out
	}
	dims := repl(0, m.NumDims, false)
	numDims := len(values)
	syms := repl(m.NumDims, m.NumSymbols, true)
	return m.ReplaceDimsAndSymbols(c, dims, syms, numDims, len(values)-numDims), values
}

// MakeComposedApply is upstream's makeComposedAffineApply: an affine.apply
// of the single-result map m to operands, composed with the affine.apply
// ops defining them and canonicalized.
func MakeComposedApply(b *ir.Builder, loc ir.Location, m *affine.Map, operands []viewlike.Mixed) *ir.Operation {
	c := b.Ctx
	m, values := FoldAttributesIntoMap(c, m, operands)
	m, values = composeMap(c, m, values)
	return buildApply(b, loc, m, values).DefiningOp()
}

// MakeComposedFoldedApply is upstream's makeComposedFoldedAffineApply: as
// MakeComposedApply, but an apply that folds is never inserted (nor told
// to b's listener) and its folded value or constant is returned instead.
func MakeComposedFoldedApply(b *ir.Builder, loc ir.Location, m *affine.Map, operands []viewlike.Mixed) viewlike.Mixed {
	listener := b.Listener
	b.Listener = nil
	apply := MakeComposedApply(b, loc, m, operands)
	b.Listener = listener
	if res := rewrite.Fold(apply); len(res) == 1 {
		if res[0].Value != nil {
			apply.Erase()
			return viewlike.Mixed{Value: res[0].Value, Static: ir.Dynamic}
		}
		// A poison fold keeps the apply: only index constants are static.
		if a, ok := res[0].Attr.(*ir.IntegerAttr); ok && a.IsSmall() {
			apply.Erase()
			return viewlike.Mixed{Static: a.Int64()}
		}
	}
	if listener != nil {
		listener(apply)
	}
	return viewlike.Mixed{Value: apply.Result(0), Static: ir.Dynamic}
}
