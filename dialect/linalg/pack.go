package linalg

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// linalg.pack and linalg.unpack (upstream's LinalgRelayoutOps.td): the
// relayout of a tensor into tiles of its inner dimensions and back.

// relayoutAttrs are the attributes pack and unpack share.
var relayoutAttrs = []ods.Attr{
	{Name: "outer_dims_perm", Constraint: ods.DenseI64ArrayAttr, Optional: true,
		Default: func(ctx *ir.Context) ir.Attribute { return ctx.DenseI64Array(nil) }},
	{Name: "inner_dims_pos", Constraint: ods.DenseI64ArrayAttr},
	{Name: "static_inner_tiles", Constraint: ods.DenseI64ArrayAttr},
}

// relayoutFormat is the syntax after the padding value clause.
const relayoutFormat = "(`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos " +
	"`inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) " +
	"`into` $dest attr-dict `:` type($source) `->` type($dest)"

// rankedTensor is AnyRankedTensor, checked when its type is parsed.
var rankedTensor = ods.TypeConstraint{Desc: "ranked tensor of any type values", Class: "builtin.tensor",
	Pred: func(t ir.Type) bool { _, ok := t.(*ir.RankedTensorType); return ok }}

func relayoutSpec(name, summary string, pack bool) *ods.Op {
	operands := []ods.Operand{{Name: "source", Type: rankedTensor}, {Name: "dest", Type: rankedTensor}}
	format := "$source " + relayoutFormat
	var traits []ir.Trait
	if pack {
		operands = append(operands, ods.Operand{Name: "padding_value", Type: ods.AnyType, Arity: ods.Optional})
		format = "$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)? " + relayoutFormat
		traits = append(traits, ir.TraitAttrSizedOperandSegments)
	}
	operands = append(operands, ods.Operand{Name: "inner_tiles", Type: ods.Index, Arity: ods.Variadic})
	return &ods.Op{
		Name:             "linalg." + name,
		Summary:          summary,
		Operands:         operands,
		Results:          []ods.Result{{Name: "result", Type: rankedTensor, Arity: ods.Variadic}},
		Attrs:            relayoutAttrs,
		Traits:           append(traits, ir.TraitNoMemoryEffect),
		Format:           format,
		CustomDirectives: map[string]ods.CustomDirective{"DynamicIndexList": ods.DynamicIndexList},
		InferResultTypes: func(_ *ir.Context, operands []*ir.Value, _ ods.AttrGetter, _ []*ir.Region) ([]ir.Type, error) {
			if len(operands) > 1 {
				if _, ok := operands[1].Type().(*ir.RankedTensorType); ok {
					return []ir.Type{operands[1].Type()}, nil
				}
			}
			return nil, nil
		},
		Interfaces: ir.Interfaces{dpsSecond{}},
		Verify: func(op *ir.Operation) error {
			if err := verifyDestinationStyle(op); err != nil {
				return err
			}
			if err := verifyRelayout(op, pack); err != nil || !pack {
				return err
			}
			return verifyPack(op)
		},
		ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
			if op.NumResults() > 0 {
				set(op.Result(0), name)
			}
		},
	}
}

func relayoutSpecs() []*ods.Op {
	return []*ods.Op{relayoutSpec("pack", "linalg.pack operation", true), relayoutSpec("unpack", "linalg.unpack operation", false)}
}

// tiles returns the static inner tiles (ir.Dynamic for values).
func tiles(op *ir.Operation) []int64 { return arrayOf(op, "static_inner_tiles") }

// invalidPositions is isInvalidPackingPosSpecification.
func invalidPositions(pos []int64, rank int) bool {
	if len(pos) > rank {
		return true
	}
	seen := map[int64]bool{}
	for _, p := range pos {
		if p < 0 || p >= int64(rank) || seen[p] {
			return true
		}
		seen[p] = true
	}
	return false
}

// packedShape is getPackOpResultTypeShape: the unpacked shape divided by
// the tiles (rounded up), permuted, then the tiles.
func packedShape(shape, tiles, innerPos, outerPerm []int64) []int64 {
	out := append([]int64(nil), shape...)
	for i, d := range innerPos {
		switch {
		case out[d] == ir.Dynamic:
		case tiles[i] == ir.Dynamic:
			out[d] = ir.Dynamic
		default:
			out[d] = ceilDiv(out[d], tiles[i])
		}
	}
	if len(outerPerm) > 0 {
		permuted := make([]int64, len(out))
		for i, p := range outerPerm {
			permuted[i] = out[p]
		}
		out = permuted
	}
	return append(out, tiles...)
}

func ceilDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) == (b < 0)) {
		q++
	}
	return q
}

// verifyRelayout is commonVerifierPackAndUnPackOp.
func verifyRelayout(op *ir.Operation, pack bool) error {
	ts := tiles(op)
	for _, t := range ts {
		if t == 0 {
			return op.EmitError("invalid zero tile factor")
		}
	}
	unpacked, packed := op.Operand(0).Type(), op.Operand(1).Type()
	if !pack {
		unpacked, packed = packed, unpacked
	}
	uShape, _ := shapeOf(unpacked)
	pShape, _ := shapeOf(packed)
	innerPos, outerPerm := arrayOf(op, "inner_dims_pos"), arrayOf(op, "outer_dims_perm")
	rank := len(uShape)
	switch {
	case invalidPositions(innerPos, rank):
		return op.EmitError("invalid inner_dims_pos vector")
	case invalidPositions(outerPerm, rank):
		return op.EmitError("invalid outer_dims_perm vector")
	case len(outerPerm) != 0 && len(outerPerm) != rank:
		return op.EmitError("outer_dims_perm must be a permutation or empty")
	case len(ts) > rank:
		return op.EmitError("tiling factors must be less than or equal to the input rank for pack or output rank for unpack")
	case len(ts) != len(innerPos):
		return op.EmitError("tiling factors must equal the number of dimensions to tile")
	case len(pShape) != rank+len(ts):
		return op.EmitError("packed rank != (unpacked rank + num tiling factors), got %d != %d", len(pShape), rank+len(ts))
	}
	for i, t := range ts {
		if s := pShape[len(pShape)-len(ts)+i]; (t == ir.Dynamic) != (s == ir.Dynamic) || (t != ir.Dynamic && s != t) {
			return op.EmitError("mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type")
		}
	}
	want := packedShape(uShape, ts, innerPos, outerPerm)
	for i := range want {
		if want[i] != ir.Dynamic && pShape[i] != ir.Dynamic && want[i] != pShape[i] {
			ctx := ods.ContextOf(op)
			wt := ctx.RankedTensorType(want, elementTypeOrSelf(unpacked), nil)
			return op.EmitError("expected %s for the packed domain value, got %s", quote(wt), quote(packed))
		}
	}
	return nil
}

// verifyPack is PackOp::verify after the common checks: the padding
// value's type, and full tiles when there is none.
func verifyPack(op *ir.Operation) error {
	src, _ := shapeOf(op.Operand(0).Type())
	dst, _ := shapeOf(op.Operand(1).Type())
	elem := elementTypeOrSelf(op.Operand(0).Type())
	pad := ods.OperandGroup(op, 2)
	if len(pad) == 1 && pad[0].Type() != elem {
		return op.EmitOpError("expected padding_value has %s but got: %s", quote(elem), quote(pad[0].Type()))
	}
	if len(pad) == 1 || !requirePadding(op, src, dst) {
		return nil
	}
	return op.EmitOpError("invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set")
}

// requirePadding is PackOp::requirePaddingValue.
func requirePadding(op *ir.Operation, src, dst []int64) bool {
	outer := append([]int64(nil), dst[:len(src)]...)
	if perm := arrayOf(op, "outer_dims_perm"); len(perm) > 0 {
		inv := make([]int64, len(outer))
		for i, p := range perm {
			inv[p] = outer[i]
		}
		outer = inv
	}
	mixed := ods.MixedValues(ods.ContextOf(op), tiles(op), ods.OperandGroup(op, 3))
	for i, pos := range arrayOf(op, "inner_dims_pos") {
		if src[pos] == ir.Dynamic {
			continue
		}
		t := ods.ConstantIntOf(mixed[i])
		if mixed[i].Value != nil {
			if c, ok := rewrite.ValueConstant(mixed[i].Value).(*ir.IntegerAttr); ok && c.IsSmall() {
				t = c.Int64()
			}
		}
		if t == ir.Dynamic {
			if outer[pos] != ir.Dynamic && src[pos]%outer[pos] != 0 {
				return true
			}
		} else if src[pos]%t != 0 {
			return true
		}
	}
	return false
}
