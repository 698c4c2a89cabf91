package toy

import (
	"encoding/binary"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// StructType is chapter 7's `!toy.struct<T1, T2, ...>`: a tuple of tensors
// and structs.
type StructType struct {
	ir.TypeBase
	Elements []ir.Type
}

// DialectName returns "toy".
func (*StructType) DialectName() string { return "toy" }

// Struct returns the struct type of the given element types (at least one).
func Struct(ctx *ir.Context, elems []ir.Type) *StructType {
	key := []byte("toy.struct\x00")
	for _, e := range elems {
		key = binary.LittleEndian.AppendUint64(key, ir.TypeID(e))
	}
	return ctx.UniqueDialectType(key, func(b ir.TypeBase) ir.Type {
		return &StructType{TypeBase: b, Elements: append([]ir.Type(nil), elems...)}
	}).(*StructType)
}

// parseType parses `struct<T, ...>`.
func parseType(dp ir.DialectParser) (ir.Type, error) {
	p, err := dp.Tokens()
	if err != nil {
		return nil, err
	}
	if err := p.ParseKeyword("struct"); err != nil {
		return nil, err
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var elems []ir.Type
	for {
		pos := p.Pos()
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		if _, ok := t.(*StructType); !ok && !isTensor(t) {
			return nil, p.ErrorAt(pos, "element type for a struct must either be a TensorType or a StructType, got: '%s'", typeString(t))
		}
		elems = append(elems, t)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Struct(p.Context(), elems), nil
}

func printType(p ir.DialectPrinter, t ir.Type) {
	p.WriteString("struct<")
	for i, e := range t.(*StructType).Elements {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(e)
	}
	p.WriteString(">")
}

// materializeConstant builds toy.struct_constant or toy.constant.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	name := "toy.constant"
	if _, ok := t.(*StructType); ok {
		name = "toy.struct_constant"
	}
	return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp(name), Types: []ir.Type{t},
		Attrs: []ir.NamedAttr{{Name: "value", Value: value}}})
}

var (
	structTypeC = ods.TypeConstraint{Desc: "Toy struct type", Pred: func(t ir.Type) bool {
		_, ok := t.(*StructType)
		return ok
	}}
	toyType = ods.AnyOf("tensor of 64-bit float values or Toy struct type", f64Tensor, structTypeC)
)

// verifyConstantFor checks that value initializes a constant of type t.
func verifyConstantFor(op *ir.Operation, t ir.Type, value ir.Attribute) error {
	if isTensor(t) {
		dense, ok := value.(*ir.DenseElementsAttr)
		if !ok || !isFloat(dense.ElemType()) {
			return op.EmitError("constant of TensorType must be initialized by a DenseFPElementsAttr, got %s", asm.AttrString(value))
		}
		rt, ok := t.(*ir.RankedTensorType)
		if !ok {
			return nil
		}
		at := dense.Type.(*ir.RankedTensorType)
		if len(at.Shape) != len(rt.Shape) {
			return op.EmitOpError("return type must match the one of the attached value attribute: %d != %d", len(at.Shape), len(rt.Shape))
		}
		for i, d := range at.Shape {
			if d != rt.Shape[i] {
				return op.EmitOpError("return type shape mismatches its attribute at dimension %d: %d != %d", i, d, rt.Shape[i])
			}
		}
		return nil
	}
	st, _ := t.(*StructType)
	arr, ok := value.(*ir.ArrayAttr)
	if st == nil || !ok || len(arr.Elems) != len(st.Elements) {
		return op.EmitError("constant of StructType must be initialized by an ArrayAttr with the same number of elements, got %s", asm.AttrString(value))
	}
	for i, e := range st.Elements {
		if err := verifyConstantFor(op, e, arr.Elems[i]); err != nil {
			return err
		}
	}
	return nil
}

func isFloat(t ir.Type) bool {
	_, ok := t.(*ir.FloatType)
	return ok
}

func verifyAnyConstant(op *ir.Operation) error {
	return verifyConstantFor(op, op.Result(0).Type(), op.InherentAttr("value"))
}

// foldValue folds a constant to its value.
func foldValue(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	return []ir.FoldResult{{Attr: op.InherentAttr("value")}}
}

func verifyStructAccess(op *ir.Operation) error {
	st := op.Operand(0).Type().(*StructType)
	idx := op.InherentAttr("index").(*ir.IntegerAttr).Int64()
	if idx < 0 || idx >= int64(len(st.Elements)) {
		return op.EmitOpError("index should be within the range of the input struct type")
	}
	if op.Result(0).Type() != st.Elements[idx] {
		return op.EmitOpError("must have the same result type as the struct element referred to by the index")
	}
	return nil
}

func foldStructAccess(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	arr, ok := operands[0].(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	idx := op.InherentAttr("index").(*ir.IntegerAttr).Int64()
	if idx < 0 || idx >= int64(len(arr.Elems)) {
		return nil
	}
	return []ir.FoldResult{{Attr: arr.Elems[idx]}}
}

// constantShape infers chapter 7's toy.constant result type: its value's.
type constantShape struct{}

func (constantShape) InferShapes(op *ir.Operation) {
	op.Result(0).SetType(op.InherentAttr("value").(*ir.DenseElementsAttr).Type)
}

// structOps are chapter 7's struct_access and struct_constant.
func structOps() []*ods.Op {
	return []*ods.Op{
		{
			Name:     "toy.struct_access",
			Summary:  "struct access",
			Attrs:    []ods.Attr{{Name: "index", Constraint: ods.I64Attr}},
			Operands: []ods.Operand{{Name: "input", Type: structTypeC}},
			Results:  []ods.Result{{Name: "output", Type: toyType}},
			Traits:   pure,
			Format:   "$input `[` $index `]` attr-dict `:` type($input) `->` type($output)",
			Verify:   verifyStructAccess,
			Fold:     foldStructAccess,
		},
		{
			Name:    "toy.struct_constant",
			Summary: "struct constant",
			Attrs:   []ods.Attr{{Name: "value", Constraint: ods.ArrayAttrC}},
			Results: []ods.Result{{Name: "output", Type: structTypeC}},
			Traits:  append([]ir.Trait{ir.TraitConstantLike}, pure...),
			Format:  "$value attr-dict `:` type($output)",
			Verify:  verifyAnyConstant,
			Fold:    foldValue,
		},
	}
}
