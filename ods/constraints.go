package ods

import (
	"strconv"

	"github.com/gomlir/gomlir/ir"
)

// TypePred builds a type constraint from a description and a predicate.
func TypePred(desc string, pred func(ir.Type) bool) TypeConstraint {
	return TypeConstraint{Desc: desc, Pred: pred}
}

// AnyOf accepts types that satisfy any of the constraints.
func AnyOf(desc string, cs ...TypeConstraint) TypeConstraint {
	return TypeConstraint{Desc: desc, Pred: func(t ir.Type) bool {
		for _, c := range cs {
			if c.Pred == nil || c.Pred(t) {
				return true
			}
		}
		return false
	}}
}

// And accepts types that satisfy all constraints.
func And(desc string, cs ...TypeConstraint) TypeConstraint {
	return TypeConstraint{Desc: desc, Pred: func(t ir.Type) bool {
		for _, c := range cs {
			if c.Pred != nil && !c.Pred(t) {
				return false
			}
		}
		return true
	}}
}

// Like extends a scalar constraint to vectors and tensors of it
// (upstream's "-like" constraints).
func Like(desc string, scalar TypeConstraint) TypeConstraint {
	return TypeConstraint{Desc: desc, Pred: func(t ir.Type) bool {
		switch s := t.(type) {
		case *ir.VectorType, *ir.RankedTensorType, *ir.UnrankedTensorType:
			return scalar.Pred(s.(ir.ShapedType).ElementType())
		}
		return scalar.Pred(t)
	}}
}

// ElementOf returns the element type of a shaped type, or t itself.
func ElementOf(t ir.Type) ir.Type {
	switch s := t.(type) {
	case *ir.VectorType, *ir.RankedTensorType, *ir.UnrankedTensorType, *ir.MemRefType, *ir.UnrankedMemRefType:
		return s.(ir.ShapedType).ElementType()
	}
	return t
}

func isSignlessInt(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Signedness == ir.Signless
}

func intOfWidth(w int) func(ir.Type) bool {
	return func(t ir.Type) bool {
		it, ok := t.(*ir.IntegerType)
		return ok && it.Signedness == ir.Signless && it.Width == w
	}
}

// Common type constraints, with upstream's descriptions.
var (
	AnyType          = TypeConstraint{Desc: "any type", Pred: func(ir.Type) bool { return true }}
	Index            = TypeConstraint{Desc: "index", Pred: func(t ir.Type) bool { _, ok := t.(*ir.IndexType); return ok }, Build: func(c *ir.Context) ir.Type { return c.IndexType() }, Class: "builtin.index"}
	I1               = TypeConstraint{Desc: "1-bit signless integer", Pred: intOfWidth(1), Build: func(c *ir.Context) ir.Type { return c.I(1) }, Class: "builtin.integer"}
	I32              = TypeConstraint{Desc: "32-bit signless integer", Pred: intOfWidth(32), Build: func(c *ir.Context) ir.Type { return c.I(32) }, Class: "builtin.integer"}
	I64              = TypeConstraint{Desc: "64-bit signless integer", Pred: intOfWidth(64), Build: func(c *ir.Context) ir.Type { return c.I(64) }, Class: "builtin.integer"}
	AnyInteger       = TypeConstraint{Desc: "integer", Pred: func(t ir.Type) bool { _, ok := t.(*ir.IntegerType); return ok }, Class: "builtin.integer"}
	AnySignlessInt   = TypeConstraint{Desc: "signless integer", Pred: isSignlessInt, Class: "builtin.integer"}
	SignlessIntOrIdx = TypeConstraint{Desc: "signless integer or index", Pred: func(t ir.Type) bool {
		_, idx := t.(*ir.IndexType)
		return idx || isSignlessInt(t)
	}}
	AnyFloat       = TypeConstraint{Desc: "floating-point", Pred: func(t ir.Type) bool { _, ok := t.(*ir.FloatType); return ok }}
	AnyComplex     = TypeConstraint{Desc: "complex-type", Pred: func(t ir.Type) bool { _, ok := t.(*ir.ComplexType); return ok }}
	ComplexOfFloat = TypeConstraint{Desc: "complex type with floating-point elements", Pred: func(t ir.Type) bool {
		c, ok := t.(*ir.ComplexType)
		if !ok {
			return false
		}
		_, f := c.Elem.(*ir.FloatType)
		return f
	}}
	FunctionType = TypeConstraint{Desc: "function type", Pred: func(t ir.Type) bool { _, ok := t.(*ir.FunctionType); return ok }, Class: "builtin.function"}
	AnyMemRef    = TypeConstraint{Desc: "memref of any type values", Pred: func(t ir.Type) bool {
		switch t.(type) {
		case *ir.MemRefType, *ir.UnrankedMemRefType:
			return true
		}
		return false
	}}

	SignlessIntegerLike       = Like("signless-integer-like", SignlessIntOrIdx)
	SignlessFixedWidthIntLike = Like("signless-fixed-width-integer-like", AnySignlessInt)
	FloatLike                 = Like("floating-point-like", AnyFloat)
	BoolLike                  = Like("bool-like", I1)
	IndexLike                 = Like("index-like", Index)
	ComplexLike               = Like("complex-type-like", ComplexOfFloat)
)

// Attribute constraints, with upstream's descriptions.
var (
	AnyAttr           = AttrConstraint{Desc: "any attribute", Pred: func(ir.Attribute) bool { return true }}
	UnitAttrC         = AttrConstraint{Desc: "unit attribute", Kind: KindUnit, GoType: "*ir.UnitAttr", Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.UnitAttr); return ok }}
	StrAttr           = AttrConstraint{Desc: "string attribute", GoType: "*ir.StringAttr", Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.StringAttr); return ok }, ValueType: func(c *ir.Context) ir.Type { return c.NoneType() }}
	SymbolNameAttrC   = AttrConstraint{Desc: "string attribute", Kind: KindSymbolName, GoType: "*ir.StringAttr", Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.StringAttr); return ok }}
	FlatSymbolRefAttr = AttrConstraint{Desc: "flat symbol reference attribute", GoType: "*ir.SymbolRefAttr", Pred: func(a ir.Attribute) bool {
		s, ok := a.(*ir.SymbolRefAttr)
		return ok && s.IsFlat()
	}}
	SymbolRefAttrC   = AttrConstraint{Desc: "symbol reference attribute", GoType: "*ir.SymbolRefAttr", Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.SymbolRefAttr); return ok }}
	TypeAttrC        = AttrConstraint{Desc: "any type attribute", GoType: "*ir.TypeAttr", Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.TypeAttr); return ok }}
	FunctionTypeAttr = AttrConstraint{Desc: "type attribute of function type", GoType: "*ir.TypeAttr", Pred: func(a ir.Attribute) bool {
		t, ok := a.(*ir.TypeAttr)
		if !ok {
			return false
		}
		_, fn := t.Type.(*ir.FunctionType)
		return fn
	}}
	ArrayAttrC = AttrConstraint{Desc: "array attribute", GoType: "*ir.ArrayAttr", Pred: func(a ir.Attribute) bool { _, ok := a.(*ir.ArrayAttr); return ok },
		ValueType: noneType} // upstream's ArrayAttrBase: valueType = NoneType
	DictArrayAttr = AttrConstraint{Desc: "Array of dictionary attributes", GoType: "*ir.ArrayAttr", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if _, ok := e.(*ir.DictionaryAttr); !ok {
				return false
			}
		}
		return true
	}}
	TypedAttrC = AttrConstraint{Desc: "TypedAttr instance", Pred: func(a ir.Attribute) bool { _, ok := a.(ir.TypedAttr); return ok }}
	BoolAttr   = AttrConstraint{Desc: "bool attribute", GoType: "*ir.IntegerAttr", Pred: func(a ir.Attribute) bool {
		i, ok := a.(*ir.IntegerAttr)
		return ok && ir.BitWidth(i.Type) == 1
	}, ValueType: func(c *ir.Context) ir.Type { return c.I(1) }}
	I1Attr    = intAttrC(1, "1-bit signless integer attribute")
	I32Attr   = intAttrC(32, "32-bit signless integer attribute")
	I64Attr   = intAttrC(64, "64-bit signless integer attribute")
	IndexAttr = AttrConstraint{Desc: "index attribute", GoType: "*ir.IntegerAttr", Pred: func(a ir.Attribute) bool {
		i, ok := a.(*ir.IntegerAttr)
		if !ok {
			return false
		}
		_, idx := i.Type.(*ir.IndexType)
		return idx
	}, ValueType: func(c *ir.Context) ir.Type { return c.IndexType() }}
	DenseI32ArrayAttr  = denseArrayC(32, "i32 dense array attribute")
	DenseI64ArrayAttr  = denseArrayC(64, "i64 dense array attribute")
	AnyIntElementsAttr = AttrConstraint{Desc: "integer elements attribute", GoType: "*ir.DenseElementsAttr", Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseElementsAttr)
		if !ok {
			return false
		}
		switch d.ElemType().(type) {
		case *ir.IntegerType, *ir.IndexType:
			return true
		}
		return false
	}}
	ElementsAttrC = AttrConstraint{Desc: "constant vector/tensor attribute", Pred: func(a ir.Attribute) bool {
		switch a.(type) {
		case *ir.DenseElementsAttr, *ir.DenseStringElementsAttr, *ir.DenseResourceElementsAttr, *ir.SparseElementsAttr:
			return true
		}
		return false
	}}
)

// noneType is the value type of untyped attribute kinds (upstream's
// `valueType = NoneType`): a format parses their literals with type none,
// so that a following `:` is not taken as the attribute's type.
func noneType(c *ir.Context) ir.Type { return c.NoneType() }

func intAttrC(width int, desc string) AttrConstraint {
	return AttrConstraint{Desc: desc, GoType: "*ir.IntegerAttr", Pred: func(a ir.Attribute) bool {
		i, ok := a.(*ir.IntegerAttr)
		return ok && intOfWidth(width)(i.Type)
	}, ValueType: func(c *ir.Context) ir.Type { return c.I(width) }}
}

// denseArrayC is DenseI32ArrayAttr/DenseI64ArrayAttr: in formats they are
// written `[1, 2]` (upstream's DenseArrayAttrImpl::parse/print).
func denseArrayC(width int, desc string) AttrConstraint {
	return AttrConstraint{Desc: desc, GoType: "*ir.DenseArrayAttr", Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseArrayAttr)
		return ok && intOfWidth(width)(d.Elem)
	}, Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
		if err := p.ParsePunct("["); err != nil {
			return nil, err
		}
		var vals []int64
		if !p.ParseOptionalPunct("]") {
			for {
				v, ok, err := p.ParseOptionalInteger()
				if err != nil {
					return nil, err
				}
				if !ok {
					// As upstream, the element's error, then the list's.
					if d, isDiag := p.Errorf("expected integer value").(*ir.Diagnostic); isDiag {
						p.Context().Report(d)
					}
					return nil, p.WrongToken("expected ']'")
				}
				vals = append(vals, v)
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
			if err := p.ParsePunct("]"); err != nil {
				return nil, err
			}
		}
		if width == 32 {
			v32 := make([]int32, len(vals))
			for i, v := range vals {
				v32[i] = int32(v)
			}
			return ctx.DenseI32Array(v32), nil
		}
		return ctx.DenseI64Array(vals), nil
	}, Print: func(p ir.OpPrinter, a ir.Attribute) {
		d, ok := a.(*ir.DenseArrayAttr)
		if !ok {
			p.PrintAttribute(a)
			return
		}
		p.WriteString("[")
		for i, v := range d.Int64s() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(strconv.FormatInt(v, 10))
		}
		p.WriteString("]")
	}}
}
