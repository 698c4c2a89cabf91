package ods

import (
	"strconv"

	"github.com/gomlir/gomlir/ir"
)

// DynamicIndexList is upstream's `custom<DynamicIndexList>($values,
// $static)` directive (ViewLikeInterface's parseDynamicIndexList and
// printDynamicIndexList, square delimiters, no value types): a list such as
// `[0, %i, 4]` whose integers go to the i64 dense array attribute and whose
// SSA values go to the operand group, their places in the array holding
// ir.Dynamic. Ops list it in CustomDirectives under the name
// "DynamicIndexList"; tensor and memref slicing ops share it.
var DynamicIndexList = CustomDirective{Parse: parseDynamicIndexList, Print: printDynamicIndexList}

func parseDynamicIndexList(p ir.OpParser, _ *ir.OperationState, args []DirectiveArg) error {
	ints, uses, err := ParseDynamicIndexList(p)
	if err != nil {
		return err
	}
	args[0].SetOperands(uses)
	args[1].SetAttr(p.Context().DenseI64Array(ints))
	return nil
}

func printDynamicIndexList(p ir.OpPrinter, op *ir.Operation, args []DirectiveArg) {
	var ints []int64
	if d, ok := args[1].Attr(op).(*ir.DenseArrayAttr); ok {
		ints = d.Int64s()
	}
	PrintDynamicIndexList(p, ints, args[0].Operands(op))
}

// ParseDynamicIndexList parses `[` (integer | ssa-use) (`,` ...)* `]` or
// `[]`: the integers with ir.Dynamic where a value stands, and the values.
// A malformed entry reports its own error, then upstream's "expected SSA
// value or integer" at the operation name.
func ParseDynamicIndexList(p ir.OpParser) ([]int64, []ir.UnresolvedOperand, error) {
	ints := []int64{}
	var uses []ir.UnresolvedOperand
	// An entry is a value or an integer, possibly in square brackets (a
	// scalable index, read and dropped as upstream's overload without
	// scalable flags does); a missing closing bracket fails silently.
	entry := func() (error, bool) {
		u, isValue, err := p.ParseOptionalOperand()
		if err != nil {
			return err, false
		}
		scalable := p.ParseOptionalPunct("[")
		if isValue {
			uses = append(uses, u)
			ints = append(ints, ir.Dynamic)
		} else {
			v, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return err, false
			}
			if !ok {
				return p.Errorf("expected integer value"), false
			}
			ints = append(ints, v)
		}
		if scalable && !p.ParseOptionalPunct("]") {
			return nil, false
		}
		return nil, true
	}
	err, ok := func() (error, bool) {
		if !p.ParseOptionalPunct("[") {
			return p.WrongToken("expected '[' in dynamic index list"), false
		}
		if p.ParseOptionalPunct("]") {
			return nil, true
		}
		for {
			if err, ok := entry(); !ok {
				return err, false
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if !p.ParseOptionalPunct("]") {
			return p.WrongToken("expected ']' in dynamic index list"), false
		}
		return nil, true
	}()
	if !ok {
		if d, isDiag := err.(*ir.Diagnostic); isDiag {
			p.Context().Report(d)
		}
		return nil, nil, p.ErrorAt(p.NamePos(), "expected SSA value or integer")
	}
	return ints, uses, nil
}

// PrintDynamicIndexList prints ints in square brackets, each ir.Dynamic
// entry as the next of values.
func PrintDynamicIndexList(p ir.OpPrinter, ints []int64, values []*ir.Value) {
	p.WriteString("[")
	next := 0
	for i, v := range ints {
		if i > 0 {
			p.WriteString(", ")
		}
		if v == ir.Dynamic && next < len(values) {
			p.PrintOperand(values[next])
			next++
			continue
		}
		p.WriteString(strconv.FormatInt(v, 10))
	}
	p.WriteString("]")
}

// MixedValues merges a static list and its dynamic values into fold
// results (upstream's getMixedValues): index attributes for the static
// entries, the values where the list holds ir.Dynamic.
func MixedValues(ctx *ir.Context, static []int64, dynamic []*ir.Value) []ir.FoldResult {
	out := make([]ir.FoldResult, len(static))
	next := 0
	for i, s := range static {
		if s == ir.Dynamic && next < len(dynamic) {
			out[i] = ir.FoldResult{Value: dynamic[next]}
			next++
			continue
		}
		out[i] = ir.FoldResult{Attr: ctx.IntAttr(ctx.IndexType(), s)}
	}
	return out
}

// DispatchMixed splits fold results into a static list (ir.Dynamic for
// values) and the dynamic values (upstream's dispatchIndexOpFoldResults).
// A value defined by a constant is kept as a value.
func DispatchMixed(mixed []ir.FoldResult) ([]int64, []*ir.Value) {
	static := make([]int64, len(mixed))
	var dynamic []*ir.Value
	for i, m := range mixed {
		if m.Value != nil {
			static[i] = ir.Dynamic
			dynamic = append(dynamic, m.Value)
			continue
		}
		static[i] = ConstantIntOf(m)
	}
	return static, dynamic
}

// ConstantIntOf returns the integer of an attribute fold result, or
// ir.Dynamic.
func ConstantIntOf(m ir.FoldResult) int64 {
	if a, ok := m.Attr.(*ir.IntegerAttr); ok && a.IsSmall() {
		return a.Int64()
	}
	return ir.Dynamic
}

// OffsetSizeAndStride implements ir.OffsetSizeAndStrideOpInterface for an
// op whose offsets, sizes and strides operand groups follow one another
// from group Offsets on, with the static_offsets, static_sizes and
// static_strides attributes.
type OffsetSizeAndStride struct {
	// Offsets is the index of the offsets group among the op's operand
	// groups (sizes and strides come next).
	Offsets int
	// Rank is the expected length of the three lists.
	Rank func(op *ir.Operation) int
	// MaxRanks, when set, replaces Rank with one length per list (e.g.
	// memref.reinterpret_cast's single offset).
	MaxRanks func(op *ir.Operation) [3]int
}

// offsetSizeStrideAttrs are the names of the static lists.
var offsetSizeStrideAttrs = [3]string{"static_offsets", "static_sizes", "static_strides"}

// Static returns the static list i (0: offsets, 1: sizes, 2: strides).
func (o OffsetSizeAndStride) Static(op *ir.Operation, i int) []int64 {
	if d, ok := op.InherentAttr(offsetSizeStrideAttrs[i]).(*ir.DenseArrayAttr); ok {
		return d.Int64s()
	}
	return nil
}

// Dynamic returns the operands of list i.
func (o OffsetSizeAndStride) Dynamic(op *ir.Operation, i int) []*ir.Value {
	start, n := GroupRange(op, o.Offsets+i, false)
	return op.Operands()[start : start+n]
}

// MixedOffsetsSizesStrides returns the three lists as fold results.
func (o OffsetSizeAndStride) MixedOffsetsSizesStrides(op *ir.Operation) (offsets, sizes, strides []ir.FoldResult) {
	ctx := ContextOf(op)
	var out [3][]ir.FoldResult
	for i := range out {
		out[i] = MixedValues(ctx, o.Static(op, i), o.Dynamic(op, i))
	}
	return out[0], out[1], out[2]
}

// ArrayAttrMaxRanks returns the rank for the three lists.
func (o OffsetSizeAndStride) ArrayAttrMaxRanks(op *ir.Operation) [3]int {
	if o.MaxRanks != nil {
		return o.MaxRanks(op)
	}
	r := o.Rank(op)
	return [3]int{r, r, r}
}

// Verify is upstream's verifyOffsetSizeAndStrideOp with its messages.
func (o OffsetSizeAndStride) Verify(op *ir.Operation) error {
	names := [3]string{"offsets", "sizes", "strides"}
	var static [3][]int64
	for i := range static {
		static[i] = o.Static(op, i)
		nDyn := 0
		for _, v := range static[i] {
			if v == ir.Dynamic {
				nDyn++
			}
		}
		if n := len(o.Dynamic(op, i)); n != nDyn {
			return op.EmitError("expected the number of '%s' to match the number of dynamic entries in 'static_%s' (%d vs %d)",
				names[i], names[i], n, nDyn)
		}
	}
	ranks := o.ArrayAttrMaxRanks(op)
	if !(len(static[0]) == 1 && ranks[0] == 1) && len(static[0]) != len(static[1]) {
		return op.EmitError("expected mixed offsets rank to match mixed sizes rank (%d vs %d) so the rank of the result type is well-formed.",
			len(static[0]), len(static[1]))
	}
	if len(static[1]) != len(static[2]) {
		return op.EmitError("expected mixed sizes rank to match mixed strides rank (%d vs %d) so the rank of the result type is well-formed.",
			len(static[1]), len(static[2]))
	}
	singular := [3]string{"offset", "size", "stride"}
	for i := range static {
		if len(static[i]) != ranks[i] {
			return op.EmitError("expected %d %s values, got %d", ranks[i], singular[i], len(static[i]))
		}
	}
	for i := 0; i < 2; i++ {
		for _, v := range static[i] {
			if v < 0 && v != ir.Dynamic {
				return op.EmitError("expected %s to be non-negative, but got %d", names[i], v)
			}
		}
	}
	return nil
}
