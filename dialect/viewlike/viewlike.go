// Package viewlike holds what upstream MLIR's ViewLikeInterface library
// gives ops with mixed static and dynamic offsets, sizes and strides
// (memref.subview, memref.reinterpret_cast, ...): the mixed-value helpers
// and the OffsetSizeAndStrideOpInterface verifier (the
// `custom<DynamicIndexList>` syntax is ods.DynamicIndexList).
package viewlike

import (
	"github.com/gomlir/gomlir/ir"
)

// StaticValues returns the entries of a dense i64 array attribute (nil for
// anything else).
func StaticValues(a ir.Attribute) []int64 {
	if d, ok := a.(*ir.DenseArrayAttr); ok {
		return d.Int64s()
	}
	return nil
}

// Mixed is one entry of a mixed static/dynamic list (upstream's
// OpFoldResult): Value when dynamic, Static otherwise.
type Mixed struct {
	Value  *ir.Value
	Static int64
}

// MixedValues interleaves static entries and the dynamic values standing
// for their ir.Dynamic entries (upstream's getMixedValues).
func MixedValues(static []int64, values []*ir.Value) []Mixed {
	out := make([]Mixed, len(static))
	next := 0
	for i, s := range static {
		if s == ir.Dynamic && next < len(values) {
			out[i] = Mixed{Value: values[next], Static: ir.Dynamic}
			next++
			continue
		}
		out[i] = Mixed{Static: s}
	}
	return out
}

// Constant returns the value of a mixed entry that is static or defined by
// a constant integer (upstream's getConstantIntValue).
func (m Mixed) Constant(constant func(v *ir.Value) ir.Attribute) (int64, bool) {
	if m.Value == nil {
		return m.Static, true
	}
	if a, ok := constant(m.Value).(*ir.IntegerAttr); ok && a.IsSmall() {
		return a.Int64(), true
	}
	return 0, false
}

// Split returns the static array and the dynamic values of a mixed list
// (upstream's dispatchIndexOpFoldResults).
func Split(list []Mixed) ([]int64, []*ir.Value) {
	static := make([]int64, len(list))
	var dyn []*ir.Value
	for i, m := range list {
		static[i] = m.Static
		if m.Value != nil {
			static[i] = ir.Dynamic
			dyn = append(dyn, m.Value)
		}
	}
	return static, dyn
}

// Static is the static array of a mixed list.
func Static(list []Mixed) []int64 {
	s, _ := Split(list)
	return s
}

// Lists are the offsets, sizes and strides of an op with the
// OffsetSizeAndStrideOpInterface: their dynamic values and static arrays.
type Lists struct {
	Offsets, Sizes, Strides                   []*ir.Value
	StaticOffsets, StaticSizes, StaticStrides []int64
}

// Verify is upstream's verifyOffsetSizeAndStrideOp; maxRanks are the
// expected numbers of offsets, sizes and strides.
func (l Lists) Verify(op *ir.Operation, maxRanks [3]int) error {
	nOff, nSize, nStride := len(l.StaticOffsets), len(l.StaticSizes), len(l.StaticStrides)
	if !(nOff == 1 && maxRanks[0] == 1) && nOff != nSize {
		return op.EmitError("expected mixed offsets rank to match mixed sizes rank (%d vs %d) so the rank of the result type is well-formed.", nOff, nSize)
	}
	if nSize != nStride {
		return op.EmitError("expected mixed sizes rank to match mixed strides rank (%d vs %d) so the rank of the result type is well-formed.", nSize, nStride)
	}
	for i, list := range []struct {
		name   string
		static []int64
		values []*ir.Value
	}{{"offset", l.StaticOffsets, l.Offsets}, {"size", l.StaticSizes, l.Sizes}, {"stride", l.StaticStrides, l.Strides}} {
		if len(list.static) != maxRanks[i] {
			return op.EmitError("expected %d %s values, got %d", maxRanks[i], list.name, len(list.static))
		}
		if want := CountDynamic(list.static); want != len(list.values) {
			return op.EmitError("expected the number of '%ss' to match the number of dynamic entries in 'static_%ss' (%d vs %d)",
				list.name, list.name, len(list.values), want)
		}
	}
	for _, o := range l.StaticOffsets {
		if o < 0 && o != ir.Dynamic {
			return op.EmitError("expected offsets to be non-negative, but got %d", o)
		}
	}
	for _, s := range l.StaticSizes {
		if s < 0 && s != ir.Dynamic {
			return op.EmitError("expected sizes to be non-negative, but got %d", s)
		}
	}
	return nil
}

// CountDynamic counts the ir.Dynamic entries of a static array (or the
// dynamic sizes of a shape).
func CountDynamic(static []int64) int {
	n := 0
	for _, s := range static {
		if s == ir.Dynamic {
			n++
		}
	}
	return n
}
