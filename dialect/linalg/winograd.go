package linalg

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The Winograd convolution transforms (upstream's WinogradFilterTransformOp,
// WinogradInputTransformOp and WinogradOutputTransformOp): destination
// style ops on tensors whose output shape follows from the F(m, r)
// variant written `fmr(F_4_3)`.

// fmrCases are the WinogradConv2DFmr cases with their m and r.
var fmrCases = []struct {
	name string
	m, r int64
}{{"F_2_3", 2, 3}, {"F_4_3", 4, 3}, {"F_2_5", 2, 5}}

// fmrAttr is the I32EnumAttr WinogradConv2DFmr: an i32 case index
// written as the case's keyword.
var fmrAttr = ods.AttrConstraint{
	Desc:   "Winograd Conv2D F(m, r)",
	GoType: "*ir.IntegerAttr",
	Pred: func(a ir.Attribute) bool {
		_, ok := fmrOf(a)
		return ok
	},
	Storage: func(a ir.Attribute) bool { _, ok := fmrOf(a); return ok },
	Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
		pos := p.Pos()
		s, ok := p.ParseOptionalKeywordAny()
		if !ok {
			s, ok = p.ParseOptionalString()
		}
		for i, c := range fmrCases {
			if ok && c.name == s {
				return ctx.IntAttr(ctx.I(32), int64(i)), nil
			}
		}
		names := make([]string, len(fmrCases))
		for i, c := range fmrCases {
			names[i] = c.name
		}
		return nil, p.ErrorAt(pos, "expected string or keyword containing one of the following enum values for attribute 'fmr' [%s]",
			strings.Join(names, ", "))
	},
	Print: func(p ir.OpPrinter, a ir.Attribute) {
		if i, ok := fmrOf(a); ok {
			p.WriteString(fmrCases[i].name)
			return
		}
		p.PrintAttribute(a)
	},
}

// fmrOf returns the case index an attribute holds.
func fmrOf(a ir.Attribute) (int, bool) {
	i, ok := a.(*ir.IntegerAttr)
	if !ok || !i.IsSmall() {
		return 0, false
	}
	if t, ok := i.Type.(*ir.IntegerType); !ok || t.Width != 32 || !t.IsSignless() {
		return 0, false
	}
	v := i.Int64()
	return int(v), v >= 0 && v < int64(len(fmrCases))
}

// tensorOfRank is TensorRankOf<[AnyType], [n]>.
func tensorOfRank(n int, desc string) ods.TypeConstraint {
	return ods.TypeConstraint{Desc: desc, Class: "builtin.tensor", Pred: func(t ir.Type) bool {
		r, ok := t.(*ir.RankedTensorType)
		return ok && len(r.Shape) == n
	}}
}

// dpsSecond implements ir.DestinationStyleOpInterface for ops whose init
// is their second operand.
type dpsSecond struct{}

// DpsInits returns operand 1.
func (dpsSecond) DpsInits(*ir.Operation) (int, int) { return 1, 1 }

// winogradSpec builds one transform: its operand names and ranks and the
// expected output shape (or a diagnostic) given the input shape, m and r.
func winogradSpec(name, summary, in string, inRank, outRank int, expect func(op *ir.Operation, in, out []int64, m, r int64) ([]int64, string)) *ods.Op {
	rankDesc := map[int]string{4: "4D tensor of any type values", 6: "6D tensor of any type values"}
	return &ods.Op{
		Name:     "linalg." + name,
		Summary:  summary,
		Operands: []ods.Operand{{Name: in, Type: tensorOfRank(inRank, rankDesc[inRank])}, {Name: "output", Type: tensorOfRank(outRank, rankDesc[outRank])}},
		Results:  []ods.Result{{Name: "result", Type: anyRankedTensor}},
		Attrs:    []ods.Attr{{Name: "fmr", Constraint: fmrAttr}},
		Preds: []ods.PredTrait{{Desc: "all of {" + in + ", output} have same element type", Check: func(op *ir.Operation) bool {
			return elementTypeOrSelf(op.Operand(0).Type()) == elementTypeOrSelf(op.Operand(1).Type())
		}}},
		Format:     "attr-dict `fmr` `(` $fmr `)` `ins` `(` $" + in + " `:` type($" + in + ") `)` `outs` `(` $output `:` type($output) `)` `->` type($result)",
		Interfaces: ir.Interfaces{dpsSecond{}},
		Verify: func(op *ir.Operation) error {
			if err := verifyDestinationStyle(op); err != nil {
				return err
			}
			i, _ := fmrOf(op.InherentAttr("fmr"))
			inShape, _ := shapeOf(op.Operand(0).Type())
			outShape, _ := shapeOf(op.Operand(1).Type())
			want, msg := expect(op, inShape, outShape, fmrCases[i].m, fmrCases[i].r)
			if msg != "" {
				return op.EmitOpError("%s", msg)
			}
			for d := range want {
				if want[d] != ir.Dynamic && outShape[d] != ir.Dynamic && want[d] != outShape[d] {
					return op.EmitOpError("the output shape is not expected")
				}
			}
			return nil
		},
	}
}

// winogradSpecs are the three transforms.
func winogradSpecs() []*ods.Op {
	return []*ods.Op{
		winogradSpec("winograd_filter_transform", "Winograd filter transform operator", "filter", 4, 4, expectFilter),
		winogradSpec("winograd_input_transform", "Winograd input transform operator", "input", 4, 6, expectInput),
		winogradSpec("winograd_output_transform", "Winograd output transform operator", "value", 6, 4, expectOutput),
	}
}

// expectFilter: filter (F, H, W, C) to (alphaH, alphaW, C, F).
func expectFilter(_ *ir.Operation, in, _ []int64, m, r int64) ([]int64, string) {
	h, w := in[1], in[2]
	switch {
	case h != r && h != 1:
		return nil, "expect filter height either equals to r or 1"
	case w != r && w != 1:
		return nil, "expect filter width either equals to r or 1"
	case h == 1 && w == 1:
		return nil, "expect either filter height or width equals to r"
	}
	alpha := func(s int64) int64 {
		if s == r {
			return m + r - 1
		}
		return 1
	}
	return []int64{alpha(h), alpha(w), in[3], in[0]}, ""
}

// expectInput: input (N, H, W, C) to (alphaH, alphaW, tileH, tileW, N, C).
func expectInput(_ *ir.Operation, in, out []int64, m, r int64) ([]int64, string) {
	want := make([]int64, 6)
	tile := m + r - 1
	for k, size := range []int64{in[1], in[2]} {
		transform := out[k] != 1
		switch {
		case size == ir.Dynamic:
			want[k], want[2+k] = tile, ir.Dynamic
		case transform:
			want[k], want[2+k] = tile, (size-(r-1))/m
		default:
			want[k], want[2+k] = 1, size
		}
	}
	want[4], want[5] = in[0], in[3]
	return want, ""
}

// expectOutput: value (alphaH, alphaW, tileH, tileW, N, F) to (N, H, W, F).
func expectOutput(_ *ir.Operation, in, _ []int64, m, r int64) ([]int64, string) {
	want := []int64{in[4], 0, 0, in[5]}
	for k, what := range []string{"height", "width"} {
		alpha, tiles := in[k], in[2+k]
		if alpha == ir.Dynamic || tiles == ir.Dynamic {
			want[1+k] = ir.Dynamic
			continue
		}
		transform := alpha != 1
		size, scale := int64(1), int64(1)
		if transform {
			size, scale = m+r-1, m
		}
		if alpha != size {
			return nil, "expect input " + what + " equals to input tile size"
		}
		want[1+k] = scale * tiles
	}
	return want, ""
}

// softmaxSpec is linalg.softmax: the softmax of the input along one
// dimension into the output.
var softmaxSpec = &ods.Op{
	Name:       "linalg.softmax",
	Summary:    "Softmax operator",
	Operands:   []ods.Operand{{Name: "input", Type: anyShaped}, {Name: "output", Type: anyShaped}},
	Results:    []ods.Result{{Name: "result", Type: anyRankedTensor, Arity: ods.Variadic}},
	Attrs:      []ods.Attr{{Name: "dimension", Constraint: ods.I64Attr}},
	Format:     "attr-dict `dimension` `(` $dimension `)` `ins` `(` $input `:` type($input) `)` `outs` `(` $output `:` type($output) `)` (`->` type($result)^)?",
	Interfaces: ir.Interfaces{dpsSecond{}, ir.EffectsFunc(softmaxEffects)},
	Verify: func(op *ir.Operation) error {
		if err := verifyDestinationStyle(op); err != nil {
			return err
		}
		in, _ := shapeOf(op.Operand(0).Type())
		out, _ := shapeOf(op.Operand(1).Type())
		if len(in) != len(out) {
			return op.EmitOpError("incompatible output shape")
		}
		for i := range in {
			if in[i] != ir.Dynamic && out[i] != ir.Dynamic && in[i] != out[i] {
				return op.EmitOpError("incompatible output shape")
			}
		}
		if d := op.InherentAttr("dimension").(*ir.IntegerAttr).Int64(); d < 0 || d >= int64(len(in)) {
			return op.EmitOpError("incorrect dimension specified")
		}
		return nil
	},
}

// softmaxEffects is the getGenericEffectsImpl of non-structured ops: a
// buffer input is read, a buffer output read and written.
func softmaxEffects(op *ir.Operation) []ir.EffectInstance {
	var effects []ir.EffectInstance
	if v := op.Operand(0); isMemRef(v.Type()) {
		effects = append(effects, ir.EffectInstance{Effect: ir.EffectRead, Value: v})
	}
	if v := op.Operand(1); isMemRef(v.Type()) {
		effects = append(effects, ir.EffectInstance{Effect: ir.EffectRead, Value: v}, ir.EffectInstance{Effect: ir.EffectWrite, Value: v})
	}
	return effects
}
