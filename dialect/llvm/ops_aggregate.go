package llvm

import (
	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

func vectorElem(_ *ir.Context, t ir.Type) ir.Type {
	if v, ok := t.(*ir.VectorType); ok {
		return v.Elem
	}
	return t
}

func aggregateOps() []*ods.Op {
	return []*ods.Op{
		{
			Name:     "llvm.extractvalue",
			Summary:  "Extract a value from an LLVM struct.",
			Operands: []ods.Operand{{Name: "container", Type: aggregate}},
			Attrs:    []ods.Attr{{Name: "position", Constraint: ods.DenseI64ArrayAttr}},
			Results:  []ods.Result{{Name: "res", Type: ods.AnyType}},
			Traits:   traits(),
			Parse:    parseExtractValue,
			Print:    printExtractValue,
			Verify: func(op *ir.Operation) error {
				t := op.Operand(0).Type()
				want, err := valueElementType(op.EmitOpError, t, denseInts(op, "position"))
				if err != nil {
					return err
				}
				if got := op.Result(0).Type(); got != want {
					return op.EmitOpError("Type mismatch: extracting from '%s' should produce '%s' but this op returns '%s'",
						asm.TypeString(t), asm.TypeString(want), asm.TypeString(got))
				}
				return nil
			},
		},
		{
			Name:          "llvm.insertvalue",
			Summary:       "Insert a value into an LLVM struct.",
			Operands:      []ods.Operand{{Name: "container", Type: aggregate}, {Name: "value", Type: primitive}},
			Attrs:         []ods.Attr{{Name: "position", Constraint: ods.DenseI64ArrayAttr}},
			Results:       []ods.Result{{Name: "res", Type: aggregate}},
			Traits:        traits(),
			AllTypesMatch: [][]string{{"container", "res"}},
			Parse:         parseInsertValue,
			Print:         printInsertValue,
			Verify: func(op *ir.Operation) error {
				t := op.Operand(0).Type()
				want, err := valueElementType(op.EmitOpError, t, denseInts(op, "position"))
				if err != nil {
					return err
				}
				if got := op.Operand(1).Type(); got != want {
					return op.EmitOpError("Type mismatch: cannot insert '%s' into '%s'", asm.TypeString(got), asm.TypeString(t))
				}
				return nil
			},
		},
		{
			Name:     "llvm.extractelement",
			Summary:  "Extract an element from an LLVM vector.",
			Operands: []ods.Operand{{Name: "vector", Type: anyVector}, {Name: "position", Type: anyInt}},
			Results:  []ods.Result{{Name: "res", Type: ods.AnyType}},
			Traits:   traits(),
			TypesMatchWith: []ods.TypeRule{{From: "vector", To: "res", Transform: vectorElem,
				Desc: "result type matches vector element type"}},
			Format: "$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
		},
		{
			Name:    "llvm.insertelement",
			Summary: "Insert an element into an LLVM vector.",
			Operands: []ods.Operand{{Name: "vector", Type: anyVector}, {Name: "value", Type: primitive},
				{Name: "position", Type: anyInt}},
			Results:       []ods.Result{{Name: "res", Type: anyVector}},
			Traits:        traits(),
			AllTypesMatch: [][]string{{"res", "vector"}},
			TypesMatchWith: []ods.TypeRule{{From: "vector", To: "value", Transform: vectorElem,
				Desc: "argument type matches vector element type"}},
			Format: "$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)",
		},
		{
			Name:          "llvm.shufflevector",
			Summary:       "Construct a permutation of two vectors.",
			Operands:      []ods.Operand{{Name: "v1", Type: anyVector}, {Name: "v2", Type: anyVector}},
			Attrs:         []ods.Attr{{Name: "mask", Constraint: ods.DenseI32ArrayAttr}},
			Results:       []ods.Result{{Name: "res", Type: anyVector}},
			Traits:        traits(),
			AllTypesMatch: [][]string{{"v1", "v2"}},
			Parse:         parseShuffle,
			Print:         printShuffle,
			Verify: func(op *ir.Operation) error {
				v, _ := op.Operand(0).Type().(*ir.VectorType)
				if v == nil || len(v.Scalable) == 0 {
					return nil
				}
				for _, m := range denseInts(op, "mask") {
					if m != 0 {
						return op.EmitOpError("expected a splat operation for scalable vectors")
					}
				}
				return nil
			},
		},
	}
}

// valueElementType is upstream's getInsertExtractValueElementType: the
// type reached by indexing t with the position.
func valueElementType(emit func(string, ...any) *ir.Diagnostic, t ir.Type, pos []int64) (ir.Type, error) {
	for _, idx := range pos {
		switch cur := t.(type) {
		case *ArrayType:
			if idx < 0 || uint64(idx) >= cur.Len {
				return nil, emit("position out of bounds: %d", idx)
			}
			t = cur.Elem
		case *StructType:
			body := cur.Body()
			if idx < 0 || idx >= int64(len(body)) {
				return nil, emit("position out of bounds: %d", idx)
			}
			t = body[idx]
		default:
			return nil, emit("expected LLVM IR structure/array type, got: '%s'", asm.TypeString(t))
		}
	}
	return t, nil
}

func parsePosition(p ir.OpParser) (*ir.DenseArrayAttr, []int64, error) {
	a, err := ods.DenseI64ArrayAttr.Parse(p, p.Context())
	if err != nil {
		return nil, nil, err
	}
	d := a.(*ir.DenseArrayAttr)
	return d, d.Int64s(), nil
}

// parseExtractValue parses `%c[pos] attr-dict : type`.
func parseExtractValue(p ir.OpParser, st *ir.OperationState) error {
	c, err := p.ParseOperand()
	if err != nil {
		return err
	}
	pa, pos, err := parsePosition(p)
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	if !IsCompatibleType(t) {
		return p.Errorf("expected LLVM IR Dialect type, got '%s'", ods.TypeText(t))
	}
	res, err := valueElementType(func(f string, a ...any) *ir.Diagnostic { return p.Errorf(f, a...).(*ir.Diagnostic) }, t, pos)
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(c, t)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	st.AddAttr("position", pa)
	st.Attrs = append(st.Attrs, attrs...)
	st.Types = append(st.Types, res)
	return nil
}

func printPosition(p ir.OpPrinter, op *ir.Operation) {
	ods.DenseI64ArrayAttr.Print(p, op.InherentAttr("position"))
}

func printExtractValue(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	printPosition(p, op)
	p.PrintOptionalAttrDict(op.AllAttrs(), "position")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(" ")
}

// parseInsertValue parses `%v, %c[pos] attr-dict : type`.
func parseInsertValue(p ir.OpParser, st *ir.OperationState) error {
	val, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	c, err := p.ParseOperand()
	if err != nil {
		return err
	}
	pa, pos, err := parsePosition(p)
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	if !IsCompatibleType(t) {
		return p.Errorf("expected LLVM IR Dialect type, got '%s'", ods.TypeText(t))
	}
	vt, err := valueElementType(func(f string, a ...any) *ir.Diagnostic { return p.Errorf(f, a...).(*ir.Diagnostic) }, t, pos)
	if err != nil {
		return err
	}
	cv, err := p.ResolveOperand(c, t)
	if err != nil {
		return err
	}
	vv, err := p.ResolveOperand(val, vt)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, cv, vv)
	st.AddAttr("position", pa)
	st.Attrs = append(st.Attrs, attrs...)
	st.Types = append(st.Types, t)
	return nil
}

func printInsertValue(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(1))
	p.WriteString(", ")
	p.PrintOperand(op.Operand(0))
	printPosition(p, op)
	p.PrintOptionalAttrDict(op.AllAttrs(), "position")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(" ")
}

// parseShuffle parses `%v1, %v2 [mask] attr-dict : type`; the result has
// the mask's length.
func parseShuffle(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	v1, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	v2, err := p.ParseOperand()
	if err != nil {
		return err
	}
	mask, err := ods.DenseI32ArrayAttr.Parse(p, ctx)
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	vt, ok := t.(*ir.VectorType)
	if !ok {
		return p.ErrorAt(pos, "invalid kind of type specified: expected builtin.vector, but found '%s'", ods.TypeText(t))
	}
	for _, u := range []ir.UnresolvedOperand{v1, v2} {
		v, err := p.ResolveOperand(u, t)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	n := int64(len(mask.(*ir.DenseArrayAttr).Int64s()))
	var scalable []bool
	if len(vt.Scalable) > 0 {
		scalable = []bool{true}
	}
	st.AddAttr("mask", mask)
	st.Attrs = append(st.Attrs, attrs...)
	st.Types = append(st.Types, ctx.VectorType([]int64{n}, vt.Elem, scalable))
	return nil
}

func printShuffle(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	p.PrintOperand(op.Operand(1))
	p.WriteString(" ")
	ods.DenseI32ArrayAttr.Print(p, op.InherentAttr("mask"))
	p.PrintOptionalAttrDict(op.AllAttrs(), "mask")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(" ")
}
