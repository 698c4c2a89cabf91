package llvmcommon

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// Create builds op name with operands, one result of type t (none when t
// is nil) and attrs at b's insertion point, and returns the op.
func Create(b *ir.Builder, loc ir.Location, name string, t ir.Type, operands []*ir.Value, attrs ...ir.NamedAttr) *ir.Operation {
	var types []ir.Type
	if t != nil {
		types = []ir.Type{t}
	}
	return b.Create(&ir.OperationState{Loc: loc, Name: b.Ctx.LookupOp(name), Operands: operands, Types: types, Attrs: attrs})
}

// CreateConstant creates `llvm.mlir.constant` of attribute value with
// result type t.
func CreateConstant(b *ir.Builder, loc ir.Location, t ir.Type, value ir.Attribute) *ir.Value {
	return Create(b, loc, "llvm.mlir.constant", t, nil, ir.NamedAttr{Name: "value", Value: value}).Result(0)
}

// CreateIndexAttrConstant creates `llvm.mlir.constant(v : index) : t`
// (upstream's createIndexAttrConstant).
func CreateIndexAttrConstant(b *ir.Builder, loc ir.Location, t ir.Type, v int64) *ir.Value {
	return CreateConstant(b, loc, t, b.Ctx.IntAttr(b.Ctx.IndexType(), v))
}

// CreateIndexConstant creates the index constant v in the converter's
// lowered index type (upstream's ConvertToLLVMPattern::createIndexAttrConstant
// with getIndexType()).
func (tc *TypeConverter) CreateIndexConstant(b *ir.Builder, loc ir.Location, v int64) *ir.Value {
	return CreateIndexAttrConstant(b, loc, tc.index, v)
}

// Poison creates `llvm.mlir.poison : t`.
func Poison(b *ir.Builder, loc ir.Location, t ir.Type) *ir.Value {
	return Create(b, loc, "llvm.mlir.poison", t, nil).Result(0)
}

// ExtractValue creates `llvm.extractvalue` of agg at pos; the result type
// is the element type at that position.
func ExtractValue(b *ir.Builder, loc ir.Location, agg *ir.Value, pos ...int64) *ir.Value {
	t := agg.Type()
	for _, p := range pos {
		switch at := t.(type) {
		case *llvm.StructType:
			t = at.Body()[p]
		case *llvm.ArrayType:
			t = at.Elem
		}
	}
	return Create(b, loc, "llvm.extractvalue", t, []*ir.Value{agg},
		ir.NamedAttr{Name: "position", Value: b.Ctx.DenseI64Array(pos)}).Result(0)
}

// InsertValue creates `llvm.insertvalue` of v into agg at pos.
func InsertValue(b *ir.Builder, loc ir.Location, agg, v *ir.Value, pos ...int64) *ir.Value {
	return Create(b, loc, "llvm.insertvalue", agg.Type(), []*ir.Value{agg, v},
		ir.NamedAttr{Name: "position", Value: b.Ctx.DenseI64Array(pos)}).Result(0)
}

// Pattern returns a conversion pattern on op name root typed by tc
// (upstream's ConvertOpToLLVMPattern): its operands arrive converted to
// LLVM types; it may create any llvm op.
func (tc *TypeConverter) Pattern(root string, rewrite func(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool) *conversion.Func {
	return &conversion.Func{Name: root, On: root, Weight: 1, Converter: tc.TypeConverter, Rewrite: rewrite}
}

// OneToOneRewrite replaces op with target on the same converted operands,
// the converted result type and attrs (upstream's oneToOneRewrite); several
// results are packed into a struct and extracted again. It fails when a
// result type does not convert.
func (tc *TypeConverter) OneToOneRewrite(op *ir.Operation, target string, operands []*ir.Value, attrs []ir.NamedAttr, rw *conversion.Rewriter) bool {
	n := op.NumResults()
	var t ir.Type
	if n > 0 {
		if t = tc.PackOperationResults(op.ResultTypes()); t == nil {
			return false
		}
	}
	loc := op.Loc()
	nop := Create(rw.Builder, loc, target, t, operands, attrs...)
	if n <= 1 {
		rw.ReplaceOp(op, nop.Results())
		return true
	}
	results := make([]*ir.Value, n)
	for i := range results {
		results[i] = ExtractValue(rw.Builder, loc, nop.Result(0), int64(i))
	}
	rw.ReplaceOp(op, results)
	return true
}

// NDVectorInfo describes the lowering of an n-D vector type (n > 1): the
// LLVM array-of-vectors type, the array sizes and the innermost 1-D vector
// type (upstream's NDVectorTypeInfo).
type NDVectorInfo struct {
	// NDType is the converted type (nil when the vector does not convert).
	NDType ir.Type
	// ArraySizes are the sizes of the nested arrays, outermost first.
	ArraySizes []int64
	// VectorType is the 1-D vector at the bottom (nil when none).
	VectorType ir.Type
}

// ExtractNDVectorInfo returns the lowering of an n-D vector type.
func (tc *TypeConverter) ExtractNDVectorInfo(t *ir.VectorType) NDVectorInfo {
	var info NDVectorInfo
	info.NDType = tc.ConvertType(t)
	if info.NDType == nil || !llvm.IsCompatibleType(info.NDType) {
		info.NDType = nil
		return info
	}
	inner := info.NDType
	for {
		at, ok := inner.(*llvm.ArrayType)
		if !ok {
			break
		}
		info.ArraySizes = append(info.ArraySizes, int64(at.Len))
		inner = at.Elem
	}
	if _, ok := inner.(*ir.VectorType); ok {
		info.VectorType = inner
	}
	return info
}

// IterateNDVector calls f with every position of the nested arrays of info,
// in row-major order.
func IterateNDVector(info NDVectorInfo, f func(pos []int64)) {
	total := int64(1)
	for _, s := range info.ArraySizes {
		total *= s
	}
	pos := make([]int64, len(info.ArraySizes))
	for linear := int64(0); linear < total; linear++ {
		rem := linear
		for i := len(pos) - 1; i >= 0; i-- {
			pos[i] = rem % info.ArraySizes[i]
			rem /= info.ArraySizes[i]
		}
		f(pos)
	}
}

// HandleMultidimensionalVectors lowers an op on n-D vectors one 1-D vector
// at a time: for each position it extracts the operands' vectors, builds
// the 1-D result with create and inserts it into the result array; op is
// replaced with the array (upstream's handleMultidimensionalVectors).
func (tc *TypeConverter) HandleMultidimensionalVectors(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter,
	create func(vecType ir.Type, operands []*ir.Value) *ir.Value) bool {
	vt, ok := op.Result(0).Type().(*ir.VectorType)
	if !ok {
		return false
	}
	info := tc.ExtractNDVectorInfo(vt)
	if info.NDType == nil || info.VectorType == nil {
		return false
	}
	loc := op.Loc()
	desc := Poison(rw.Builder, loc, info.NDType)
	IterateNDVector(info, func(pos []int64) {
		extracted := make([]*ir.Value, len(operands))
		for i, v := range operands {
			extracted[i] = ExtractValue(rw.Builder, loc, v, pos...)
		}
		desc = InsertValue(rw.Builder, loc, desc, create(info.VectorType, extracted), pos...)
	})
	rw.ReplaceOp(op, []*ir.Value{desc})
	return true
}

// VectorOneToOneRewrite is OneToOneRewrite for ops that may work on n-D
// vectors: those are unrolled into 1-D ops (upstream's
// vectorOneToOneRewrite). Operands must have LLVM-compatible types.
func (tc *TypeConverter) VectorOneToOneRewrite(op *ir.Operation, target string, operands []*ir.Value, attrs []ir.NamedAttr, rw *conversion.Rewriter) bool {
	for _, v := range operands {
		if !llvm.IsCompatibleType(v.Type()) {
			return false
		}
	}
	if _, isArray := operands[0].Type().(*llvm.ArrayType); !isArray {
		return tc.OneToOneRewrite(op, target, operands, attrs, rw)
	}
	return tc.HandleMultidimensionalVectors(op, operands, rw, func(vecType ir.Type, ops []*ir.Value) *ir.Value {
		return Create(rw.Builder, op.Loc(), target, vecType, ops, attrs...).Result(0)
	})
}

// SplatInt returns the dense splat of integer v over shaped type t (an
// integer element type).
func SplatInt(ctx *ir.Context, t ir.ShapedType, v int64) *ir.DenseElementsAttr {
	n := ir.ElementBytes(t.ElementType())
	data := make([]byte, n)
	for i := range data {
		data[i] = byte(uint64(v) >> (8 * i))
	}
	return ctx.DenseElementsAttr(t, data, true)
}

// NewTarget returns upstream's LLVMConversionTarget: the llvm dialect and
// builtin.unrealized_conversion_cast are legal.
func NewTarget() *conversion.Target {
	t := conversion.NewTarget()
	t.AddLegalDialect("llvm")
	t.AddLegalOp("builtin.unrealized_conversion_cast")
	return t
}

// HasUnsupportedFloat reports whether an operand or result of op has a
// float (element) type LLVM does not have (upstream's FailOnUnsupportedFP
// check: such ops are left to other lowerings).
func HasUnsupportedFloat(op *ir.Operation) bool {
	unsupported := func(t ir.Type) bool {
		if v, ok := t.(*ir.VectorType); ok {
			t = v.Elem
		}
		_, isFloat := t.(*ir.FloatType)
		return isFloat && !llvm.IsCompatibleFloat(t)
	}
	for _, v := range op.Operands() {
		if unsupported(v.Type()) {
			return true
		}
	}
	for _, t := range op.ResultTypes() {
		if unsupported(t) {
			return true
		}
	}
	return false
}
