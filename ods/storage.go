package ods

import "github.com/gomlir/gomlir/ir"

// Storage classes of the library's attribute constraints: what upstream's
// property conversion accepts (the constraint's C++ attribute class), a
// weaker check than the constraint itself.
func init() {
	is := func(f func(a ir.Attribute) bool) func(a ir.Attribute) bool { return f }
	str := is(func(a ir.Attribute) bool { _, ok := a.(*ir.StringAttr); return ok })
	integer := is(func(a ir.Attribute) bool { _, ok := a.(*ir.IntegerAttr); return ok })
	array := is(func(a ir.Attribute) bool { _, ok := a.(*ir.ArrayAttr); return ok })
	typeAttr := is(func(a ir.Attribute) bool { _, ok := a.(*ir.TypeAttr); return ok })

	UnitAttrC.Storage = UnitAttrC.Pred
	StrAttr.Storage = str
	SymbolNameAttrC.Storage = str
	FlatSymbolRefAttr.Storage = FlatSymbolRefAttr.Pred
	SymbolRefAttrC.Storage = SymbolRefAttrC.Pred
	TypeAttrC.Storage = typeAttr
	FunctionTypeAttr.Storage = typeAttr
	ArrayAttrC.Storage = array
	DictArrayAttr.Storage = array
	TypedAttrC.Storage = TypedAttrC.Pred
	BoolAttr.Storage = BoolAttr.Pred
	I1Attr.Storage = integer
	I32Attr.Storage = integer
	I64Attr.Storage = integer
	IndexAttr.Storage = integer
	DenseI32ArrayAttr.Storage = DenseI32ArrayAttr.Pred
	DenseI64ArrayAttr.Storage = DenseI64ArrayAttr.Pred
	AnyIntElementsAttr.Storage = AnyIntElementsAttr.Pred
	ElementsAttrC.Storage = ElementsAttrC.Pred
}
