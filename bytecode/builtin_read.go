package bytecode

import (
	"math/big"

	"github.com/gomlir/gomlir/ir"
)

// maxIntWidth is upstream's IntegerType::kMaxWidth.
const maxIntWidth = 1<<24 - 1

// readBuiltinAttr decodes a builtin attribute.
func readBuiltinAttr(r *Reader) ir.Attribute {
	ctx := r.f.ctx
	code := r.VarInt()
	switch code {
	case attrArray:
		n := r.Count()
		elems := make([]ir.Attribute, n)
		for i := range elems {
			elems[i] = r.Attribute()
		}
		return ctx.ArrayAttr(elems)
	case attrDictionary:
		n := r.Count()
		entries := make([]ir.NamedAttr, n)
		for i := range entries {
			entries[i] = ir.NamedAttr{Name: readStringAttr(r).Value, Value: r.Attribute()}
		}
		return ctx.DictionaryAttr(entries)
	case attrString:
		return ctx.StringAttr(r.String())
	case attrStringWithType:
		s := r.String()
		return ctx.TypedStringAttr(s, r.Type())
	case attrFlatSymbolRef:
		return ctx.SymbolRefAttr(readStringAttr(r).Value, nil)
	case attrSymbolRef:
		root := readStringAttr(r).Value
		n := r.Count()
		nested := make([]string, n)
		for i := range nested {
			a := r.Attribute()
			s, ok := a.(*ir.SymbolRefAttr)
			if !ok || !s.IsFlat() {
				r.Fail("expected FlatSymbolRefAttr, but got: %s", attrText(a))
			}
			nested[i] = s.Root
		}
		return ctx.SymbolRefAttr(root, nested)
	case attrType:
		return ctx.TypeAttr(r.Type())
	case attrUnit:
		return ctx.UnitAttr()
	case attrInteger:
		t := r.Type()
		width := 0
		switch t := t.(type) {
		case *ir.IntegerType:
			width = t.Width
		case *ir.IndexType:
			width = ir.IndexBitWidth
		default:
			r.Fail("expected integer or index type for IntegerAttr, but got: '%s'", typeText(t))
		}
		return ctx.IntegerAttr(t, wordsToBig(r.APInt(width)))
	case attrFloat:
		t, ok := r.Type().(*ir.FloatType)
		if !ok {
			r.Fail("expected float type for FloatAttr")
		}
		var bits ir.APInt
		words := r.APInt(ir.FloatSemanticsOf(t.Kind).Bits)
		if len(words) > 0 {
			bits.Lo = words[0]
		}
		if len(words) > 1 {
			bits.Hi = words[1]
		}
		return ctx.FloatAttr(t, bits)
	case attrCallSiteLoc:
		callee := readLoc(r)
		return ctx.CallSiteLoc(callee, readLoc(r))
	case attrFileLineColLoc:
		file := readStringAttr(r).Value
		line := r.VarInt()
		col := r.VarInt()
		return ctx.FileLineColRange(file, uint32(line), uint32(col), 0, 0, false, false)
	case attrFileLineColRange:
		file := readStringAttr(r).Value
		n := r.Count()
		if n > 4 {
			r.Fail("invalid FileLineColRange with %d line and column values", n)
		}
		v := make([]uint32, n)
		for i := range v {
			v[i] = uint32(r.VarInt())
		}
		switch n {
		case 0:
			return ctx.FileLineColRange(file, 0, 0, 0, 0, false, false)
		case 1:
			return ctx.FileLineLoc(file, v[0])
		case 2:
			return ctx.FileLineColRange(file, v[0], v[1], 0, 0, false, false)
		case 3:
			return ctx.FileLineColRange(file, v[0], v[1], v[0], v[2], true, false)
		}
		return ctx.FileLineColRange(file, v[0], v[1], v[2], v[3], true, true)
	case attrFusedLoc, attrFusedLocWithMetadata:
		n := r.Count()
		locs := make([]ir.Location, n)
		for i := range locs {
			locs[i] = readLoc(r)
		}
		var md ir.Attribute
		if code == attrFusedLocWithMetadata {
			md = r.Attribute()
		}
		return ctx.FusedLocRaw(locs, md)
	case attrNameLoc:
		name := readStringAttr(r).Value
		child := readLoc(r)
		if _, unknown := child.(*ir.UnknownLoc); unknown {
			child = nil
		}
		return ctx.NameLoc(name, child)
	case attrUnknownLoc:
		return ctx.UnknownLoc()
	case attrDenseResource:
		t := readShaped(r)
		d, key := r.ResourceHandle()
		if d != "builtin" {
			r.Fail("provided resource handle differs from the expected resource type")
		}
		return ctx.DenseResourceElementsAttr(t, key)
	case attrDenseArray:
		elem := r.Type()
		n := r.VarInt()
		data := r.Blob()
		size := ir.ElementBytes(elem)
		if !isIntOrFloat(elem) || size == 0 || uint64(len(data)) != n*uint64(size) {
			r.Fail("invalid dense array data of %d bytes for %d elements of %s", len(data), n, typeText(elem))
		}
		return ctx.DenseArrayAttr(elem, data, int(n))
	case attrDenseIntOrFP:
		t := readShaped(r)
		return readDenseIntOrFP(r, t, r.Blob())
	case attrDenseString:
		t := readShaped(r)
		n := staticElements(r, t)
		if r.VarInt() != 0 {
			n = 1
		}
		if n > int64(r.c.size()) {
			r.Fail("dense string count %d exceeds the %d remaining bytes", n, r.c.size())
		}
		vals := make([]string, n)
		for i := range vals {
			vals[i] = r.String()
		}
		return ctx.DenseStringElementsAttr(t, vals)
	case attrSparse:
		t := readShaped(r)
		ia := r.Attribute()
		indices, ok := ia.(*ir.DenseElementsAttr)
		if !ok {
			r.Fail("expected DenseIntElementsAttr, but got: %s", attrText(ia))
		}
		values := r.Attribute()
		switch values.(type) {
		case *ir.DenseElementsAttr, *ir.DenseStringElementsAttr:
		default:
			r.Fail("expected DenseElementsAttr, but got: %s", attrText(values))
		}
		return ctx.SparseElementsAttr(t, indices, values)
	case attrDistinct:
		return ctx.NewDistinctAttr(r.Attribute())
	}
	r.Fail("unknown attribute code: %d", code)
	return nil
}

func readStringAttr(r *Reader) *ir.StringAttr {
	a := r.Attribute()
	s, ok := a.(*ir.StringAttr)
	if !ok {
		r.Fail("expected StringAttr, but got: %s", attrText(a))
	}
	return s
}

func readLoc(r *Reader) ir.Location {
	a := r.Attribute()
	l, ok := a.(ir.Location)
	if !ok {
		r.Fail("expected LocationAttr, but got: %s", attrText(a))
	}
	return l
}

func readShaped(r *Reader) ir.ShapedType {
	t := r.Type()
	s, ok := t.(ir.ShapedType)
	if !ok {
		r.Fail("expected ShapedType, but got: %s", typeText(t))
	}
	return s
}

// staticElements returns the element count of a statically shaped type.
func staticElements(r *Reader, t ir.ShapedType) int64 {
	if !t.HasRank() {
		r.Fail("expected a static shape, but got: %s", typeText(t))
	}
	n := int64(1)
	for _, d := range t.Dims() {
		if d < 0 || (d > 0 && n > (1<<62)/d) {
			r.Fail("expected a static shape, but got: %s", typeText(t))
		}
		n *= d
	}
	return n
}

func isIntOrFloat(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		return true
	}
	return false
}

// readDenseIntOrFP builds a dense attribute from its raw data (i1
// elements may be packed eight to a byte).
func readDenseIntOrFP(r *Reader, t ir.ShapedType, blob []byte) ir.Attribute {
	elem := t.ElementType()
	if c, ok := elem.(*ir.ComplexType); ok {
		elem = c.Elem
	}
	if !isIntOrFloat(elem) {
		r.Fail("invalid element type of a dense attribute: %s", typeText(t.ElementType()))
	}
	n := staticElements(r, t)
	size := int64(ir.ElementBytes(t.ElementType()))
	if it, ok := elem.(*ir.IntegerType); ok && it.Width == 1 && t.ElementType() == elem {
		blob = unpackBools(blob, n)
	}
	switch {
	case int64(len(blob)) == size && size > 0:
		return r.f.ctx.DenseElementsAttr(t, blob, true)
	case size > 0 && int64(len(blob)) == n*size:
		return r.f.ctx.DenseElementsAttr(t, blob, false)
	}
	r.Fail("invalid dense attribute data of %d bytes for %s", len(blob), typeText(t))
	return nil
}

func wordsToBig(words []uint64) *big.Int {
	v := new(big.Int)
	for i := len(words) - 1; i >= 0; i-- {
		v.Lsh(v, 64)
		v.Or(v, new(big.Int).SetUint64(words[i]))
	}
	return v
}

// readBuiltinType decodes a builtin type.
func readBuiltinType(r *Reader) ir.Type {
	ctx := r.f.ctx
	code := r.VarInt()
	switch code {
	case typeInteger:
		v := r.VarInt()
		w, s := v>>2, v&3
		if w > maxIntWidth || s > 2 {
			r.Fail("invalid integer type width %d and signedness %d", w, s)
		}
		return ctx.IntegerType(int(w), ir.Signedness(s))
	case typeIndex:
		return ctx.IndexType()
	case typeFunction:
		in := readTypeList(r)
		return ctx.FunctionType(in, readTypeList(r))
	case typeComplex:
		return ctx.ComplexType(r.Type())
	case typeMemRef, typeMemRefWithSpace:
		var space ir.Attribute
		if code == typeMemRefWithSpace {
			space = r.Attribute()
		}
		shape := readShape(r, false)
		elem := r.Type()
		layout := r.Attribute()
		return ctx.MemRefType(shape, elem, layout, space)
	case typeNone:
		return ctx.NoneType()
	case typeRankedTensor, typeRankedTensorWithEncoding:
		var enc ir.Attribute
		if code == typeRankedTensorWithEncoding {
			enc = r.Attribute()
		}
		shape := readShape(r, false)
		return ctx.RankedTensorType(shape, r.Type(), enc)
	case typeTuple:
		return ctx.TupleType(readTypeList(r))
	case typeUnrankedMemRef, typeUnrankedMemRefWithSpace:
		var space ir.Attribute
		if code == typeUnrankedMemRefWithSpace {
			space = r.Attribute()
		}
		return ctx.UnrankedMemRefType(r.Type(), space)
	case typeUnrankedTensor:
		return ctx.UnrankedTensorType(r.Type())
	case typeVector, typeVectorScalable:
		var scalable []bool
		if code == typeVectorScalable {
			scalable = make([]bool, r.Count())
			for i := range scalable {
				scalable[i] = r.Bool()
			}
		}
		shape := readShape(r, true)
		if scalable != nil && len(scalable) != len(shape) {
			r.Fail("expected %d scalable flags, but got %d", len(shape), len(scalable))
		}
		return ctx.VectorType(shape, r.Type(), scalable)
	}
	if k, ok := floatCodes[code]; ok {
		return ctx.FloatType(k)
	}
	r.Fail("unknown attribute code: %d", code)
	return nil
}

func readTypeList(r *Reader) []ir.Type {
	ts := make([]ir.Type, r.Count())
	for i := range ts {
		ts[i] = r.Type()
	}
	return ts
}

// readShape reads a shape: non-negative or dynamic dimensions (positive
// ones for vectors).
func readShape(r *Reader, vector bool) []int64 {
	shape := make([]int64, r.Count())
	for i := range shape {
		d := r.SignedVarInt()
		if (d < 0 && d != ir.Dynamic) || (vector && d <= 0) {
			r.Fail("invalid dimension %d in a shape", d)
		}
		shape[i] = d
	}
	return shape
}

// unpackBools returns i1 dense data one byte per element: a 0x00/0xFF
// byte is a splat, ceil(n/8) bytes are packed bits, n bytes are bytes.
func unpackBools(blob []byte, n int64) []byte {
	var data []byte
	switch {
	case len(blob) == 1 && (blob[0] == 0 || blob[0] == 0xFF):
		data = []byte{blob[0] & 1}
	case int64(len(blob)) == (n+7)/8 && int64(len(blob)) != n:
		data = make([]byte, n)
		for i := int64(0); i < n; i++ {
			data[i] = blob[i/8] >> (i % 8) & 1
		}
	default:
		data = make([]byte, len(blob))
		for i, b := range blob {
			if b != 0 {
				data[i] = 1
			}
		}
	}
	return data
}
