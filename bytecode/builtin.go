package bytecode

import (
	"math/big"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

// The codes of the builtin attributes (upstream's BuiltinDialectBytecode).
const (
	attrArray = iota
	attrDictionary
	attrString
	attrStringWithType
	attrFlatSymbolRef
	attrSymbolRef
	attrType
	attrUnit
	attrInteger
	attrFloat
	attrCallSiteLoc
	attrFileLineColLoc
	attrFusedLoc
	attrFusedLocWithMetadata
	attrNameLoc
	attrUnknownLoc
	attrDenseResource
	attrDenseArray
	attrDenseIntOrFP
	attrDenseString
	attrSparse
	attrDistinct
	attrFileLineColRange
)

// The codes of the builtin types.
const (
	typeInteger = iota
	typeIndex
	typeFunction
	typeBF16
	typeF16
	typeF32
	typeF64
	typeF80
	typeF128
	typeComplex
	typeMemRef
	typeMemRefWithSpace
	typeNone
	typeRankedTensor
	typeRankedTensorWithEncoding
	typeTuple
	typeUnrankedMemRef
	typeUnrankedMemRefWithSpace
	typeUnrankedTensor
	typeVector
	typeVectorScalable
)

// floatCodes lists the float kinds with a builtin code, by code.
var floatCodes = map[uint64]ir.FloatKind{
	typeBF16: ir.BF16, typeF16: ir.F16, typeF32: ir.F32, typeF64: ir.F64, typeF80: ir.F80, typeF128: ir.F128,
}

// floatCode returns the builtin code of a float kind; the other kinds are
// written as text.
func floatCode(k ir.FloatKind) (uint64, bool) {
	switch k {
	case ir.BF16:
		return typeBF16, true
	case ir.F16:
		return typeF16, true
	case ir.F32:
		return typeF32, true
	case ir.F64:
		return typeF64, true
	case ir.F80:
		return typeF80, true
	case ir.F128:
		return typeF128, true
	}
	return 0, false
}

// intWords returns the low width bits of v (two's complement) as 64-bit
// words, least significant first.
func intWords(a *ir.IntegerAttr, width int) []uint64 {
	n := max((width+63)/64, 1)
	words := make([]uint64, n)
	if a.IsSmall() {
		v := a.Int64()
		for i := range words {
			words[i] = uint64(v)
			v >>= 63 // sign extension into the upper words
		}
	} else {
		b := a.BigInt()
		if b.Sign() < 0 {
			b.Add(b, new(big.Int).Lsh(big.NewInt(1), uint(n*64)))
		}
		for i, w := range b.Bits() {
			if i < n {
				words[i] = uint64(w)
			}
		}
	}
	if r := width % 64; r != 0 {
		words[n-1] &= 1<<uint(r) - 1
	}
	if width == 0 {
		words[0] = 0
	}
	return words
}

// writeBuiltinAttr encodes a builtin attribute, or returns false for those
// written as text (affine maps and sets, strided layouts, opaque
// attributes).
func writeBuiltinAttr(ctx *ir.Context, a ir.Attribute, w Writer) bool {
	switch a := a.(type) {
	case *ir.ArrayAttr:
		w.VarInt(attrArray)
		w.VarInt(uint64(len(a.Elems)))
		for _, e := range a.Elems {
			w.Attribute(e)
		}
	case *ir.DictionaryAttr:
		w.VarInt(attrDictionary)
		w.VarInt(uint64(len(a.Entries)))
		for _, e := range a.Entries {
			w.Attribute(ctx.StringAttr(e.Name))
			w.Attribute(e.Value)
		}
	case *ir.StringAttr:
		if a.Type == nil {
			w.VarInt(attrString)
			w.String(a.Value)
		} else {
			w.VarInt(attrStringWithType)
			w.String(a.Value)
			w.Type(a.Type)
		}
	case *ir.SymbolRefAttr:
		if a.IsFlat() {
			w.VarInt(attrFlatSymbolRef)
			w.Attribute(ctx.StringAttr(a.Root))
			break
		}
		w.VarInt(attrSymbolRef)
		w.Attribute(ctx.StringAttr(a.Root))
		w.VarInt(uint64(len(a.Nested)))
		for _, n := range a.Nested {
			w.Attribute(ctx.SymbolRefAttr(n, nil))
		}
	case *ir.TypeAttr:
		w.VarInt(attrType)
		w.Type(a.Type)
	case *ir.UnitAttr:
		w.VarInt(attrUnit)
	case *ir.IntegerAttr:
		w.VarInt(attrInteger)
		w.Type(a.Type)
		width := ir.BitWidth(a.Type)
		w.APInt(intWords(a, width), width)
	case *ir.FloatAttr:
		w.VarInt(attrFloat)
		w.Type(a.Type)
		width := ir.FloatSemanticsOf(a.Type.Kind).Bits
		w.APInt([]uint64{a.Bits.Lo, a.Bits.Hi}[:max((width+63)/64, 1)], width)
	case *ir.CallSiteLoc:
		w.VarInt(attrCallSiteLoc)
		w.Attribute(a.Callee)
		w.Attribute(a.Caller)
	case *ir.FileLineColLoc:
		writeFileLoc(ctx, a, w)
	case *ir.FusedLoc:
		if a.Metadata == nil {
			w.VarInt(attrFusedLoc)
		} else {
			w.VarInt(attrFusedLocWithMetadata)
		}
		w.VarInt(uint64(len(a.Locs)))
		for _, l := range a.Locs {
			w.Attribute(l)
		}
		if a.Metadata != nil {
			w.Attribute(a.Metadata)
		}
	case *ir.NameLoc:
		w.VarInt(attrNameLoc)
		w.Attribute(ctx.StringAttr(a.Name))
		if a.Child == nil {
			w.Attribute(ctx.UnknownLoc())
		} else {
			w.Attribute(a.Child)
		}
	case *ir.UnknownLoc:
		w.VarInt(attrUnknownLoc)
	case *ir.DenseResourceElementsAttr:
		w.VarInt(attrDenseResource)
		w.Type(a.Type)
		w.ResourceHandle("builtin", a.Handle)
	case *ir.DenseArrayAttr:
		w.VarInt(attrDenseArray)
		w.Type(a.Elem)
		w.VarInt(uint64(a.N))
		w.Blob(a.Data)
	case *ir.DenseElementsAttr:
		w.VarInt(attrDenseIntOrFP)
		w.Type(a.Type)
		w.Blob(denseBlob(a))
	case *ir.DenseStringElementsAttr:
		w.VarInt(attrDenseString)
		w.Type(a.Type)
		if a.Splat {
			w.VarInt(1)
		} else {
			w.VarInt(0)
		}
		for _, s := range a.Values {
			w.String(s)
		}
	case *ir.SparseElementsAttr:
		w.VarInt(attrSparse)
		w.Type(a.Type)
		w.Attribute(a.Indices)
		w.Attribute(a.Values)
	case *ir.DistinctAttr:
		w.VarInt(attrDistinct)
		w.Attribute(a.Referenced)
	default:
		return false
	}
	return true
}

// writeFileLoc writes a file location: plain ones as FileLineColLoc,
// ranged and line-only ones as FileLineColRange with the fewest fields.
func writeFileLoc(ctx *ir.Context, l *ir.FileLineColLoc, w Writer) {
	var file ir.Attribute
	if c, ok := w.(fileNames); ok {
		file = c.fileName(l.File())
	} else {
		file = ctx.StringAttr(l.File())
	}
	if !l.HasRange() && !l.LineOnly() {
		w.VarInt(attrFileLineColLoc)
		w.Attribute(file)
		w.VarInt(uint64(l.Line))
		w.VarInt(uint64(l.Col))
		return
	}
	w.VarInt(attrFileLineColRange)
	w.Attribute(file)
	line, col, endLine, endCol := l.Bounds()
	var fields []uint32
	switch {
	case line == 0 && col == 0 && endLine == 0 && endCol == 0:
	case col == 0 && line == endLine:
		fields = []uint32{line}
	case endCol == col && line == endLine:
		fields = []uint32{line, col}
	case line == endLine:
		fields = []uint32{line, col, endCol}
	default:
		fields = []uint32{line, col, endLine, endCol}
	}
	w.VarInt(uint64(len(fields)))
	for _, f := range fields {
		w.VarInt(uint64(f))
	}
}

// denseBlob returns the raw data of a dense attribute as upstream stores
// it: i1 elements packed eight to a byte (a splat as one 0x00/0xFF byte).
func denseBlob(a *ir.DenseElementsAttr) []byte {
	it, ok := a.ElemType().(*ir.IntegerType)
	if !ok || it.Width != 1 {
		return a.Data
	}
	if a.Splat {
		if a.Data[0] != 0 {
			return []byte{0xFF}
		}
		return []byte{0}
	}
	n := a.NumElements()
	out := make([]byte, (n+7)/8)
	for i := int64(0); i < n; i++ {
		if a.Data[i] != 0 {
			out[i/8] |= 1 << (i % 8)
		}
	}
	return out
}

// writeBuiltinType encodes a builtin type, or returns false for those
// written as text (the small float formats, opaque types).
func writeBuiltinType(ctx *ir.Context, t ir.Type, w Writer) bool {
	switch t := t.(type) {
	case *ir.IntegerType:
		w.VarInt(typeInteger)
		w.VarInt(uint64(t.Width)<<2 | uint64(t.Signedness))
	case *ir.IndexType:
		w.VarInt(typeIndex)
	case *ir.FunctionType:
		w.VarInt(typeFunction)
		writeTypeList(w, t.Inputs)
		writeTypeList(w, t.Results)
	case *ir.FloatType:
		c, ok := floatCode(t.Kind)
		if !ok {
			return false
		}
		w.VarInt(c)
	case *ir.ComplexType:
		w.VarInt(typeComplex)
		w.Type(t.Elem)
	case *ir.MemRefType:
		if t.MemorySpace != nil {
			w.VarInt(typeMemRefWithSpace)
			w.Attribute(t.MemorySpace)
		} else {
			w.VarInt(typeMemRef)
		}
		writeSignedList(w, t.Shape)
		w.Type(t.Elem)
		if t.Layout != nil {
			w.Attribute(t.Layout)
		} else {
			w.Attribute(ctx.AffineMapAttr(affine.MultiDimIdentityMap(ctx, len(t.Shape))))
		}
	case *ir.NoneType:
		w.VarInt(typeNone)
	case *ir.RankedTensorType:
		if t.Encoding != nil {
			w.VarInt(typeRankedTensorWithEncoding)
			w.Attribute(t.Encoding)
		} else {
			w.VarInt(typeRankedTensor)
		}
		writeSignedList(w, t.Shape)
		w.Type(t.Elem)
	case *ir.TupleType:
		w.VarInt(typeTuple)
		writeTypeList(w, t.Types)
	case *ir.UnrankedMemRefType:
		if t.MemorySpace != nil {
			w.VarInt(typeUnrankedMemRefWithSpace)
			w.Attribute(t.MemorySpace)
		} else {
			w.VarInt(typeUnrankedMemRef)
		}
		w.Type(t.Elem)
	case *ir.UnrankedTensorType:
		w.VarInt(typeUnrankedTensor)
		w.Type(t.Elem)
	case *ir.VectorType:
		if t.Scalable != nil {
			w.VarInt(typeVectorScalable)
			w.VarInt(uint64(len(t.Scalable)))
			for _, s := range t.Scalable {
				w.Bool(s)
			}
		} else {
			w.VarInt(typeVector)
		}
		writeSignedList(w, t.Shape)
		w.Type(t.Elem)
	default:
		return false
	}
	return true
}

func writeTypeList(w Writer, ts []ir.Type) {
	w.VarInt(uint64(len(ts)))
	for _, t := range ts {
		w.Type(t)
	}
}

// fileNames is implemented by the writers of a file: fileName returns the
// string attribute of a location's file name, kept from the previous call
// as the locations of a file nearly all share one.
type fileNames interface {
	fileName(name string) ir.Attribute
}

// fileNameCache is the string attribute of the last file name asked for.
type fileNameCache struct {
	name string
	attr ir.Attribute
}

func (c *fileNameCache) get(ctx *ir.Context, name string) ir.Attribute {
	if c.attr == nil || c.name != name {
		c.name, c.attr = name, ctx.StringAttr(name)
	}
	return c.attr
}
