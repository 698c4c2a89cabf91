package ir

import (
	"encoding/binary"
	"math"
	"math/big"
)

// ElementBytes returns the storage size of one element of type t in dense
// attributes: the bit width rounded up to bytes (two parts for complex).
func ElementBytes(t Type) int {
	if ct, ok := t.(*ComplexType); ok {
		return 2 * ElementBytes(ct.Elem)
	}
	w := BitWidth(t)
	return (w + 7) / 8
}

// DenseElementsAttr is `dense<...>` over integer, index, float or complex
// elements. Data holds the elements little-endian, ElementBytes each; a splat
// stores one element.
type DenseElementsAttr struct {
	attrBase
	Type  ShapedType
	Data  []byte
	Splat bool
}

// AttrType returns the shaped type.
func (a *DenseElementsAttr) AttrType() Type { return a.Type }

// ElemType returns the element type.
func (a *DenseElementsAttr) ElemType() Type { return a.Type.ElementType() }

// NumElements returns the number of elements of the shaped type.
func (a *DenseElementsAttr) NumElements() int64 { return NumElements(a.Type.Dims()) }

// elemAt returns the raw bytes of element i.
func (a *DenseElementsAttr) elemAt(i int64) []byte {
	n := int64(ElementBytes(a.ElemType()))
	if a.Splat {
		i = 0
	}
	return a.Data[i*n : (i+1)*n]
}

// RawElement returns the little-endian bytes of element i.
func (a *DenseElementsAttr) RawElement(i int64) []byte { return a.elemAt(i) }

// IntAt returns integer element i, extended per the element type's signedness.
func (a *DenseElementsAttr) IntAt(i int64) *big.Int {
	et := a.ElemType()
	return RawToInt(a.elemAt(i), BitWidth(et), IsUnsignedInt(et))
}

// BitsAt returns the bit pattern of float element i.
func (a *DenseElementsAttr) BitsAt(i int64) APInt { return RawToBits(a.elemAt(i)) }

// RawToInt decodes a little-endian integer of the given width.
func RawToInt(b []byte, width int, unsigned bool) *big.Int {
	if len(b) <= 8 {
		var buf [8]byte
		copy(buf[:], b)
		u := binary.LittleEndian.Uint64(buf[:])
		if width < 64 {
			u &= (1 << uint(width)) - 1
			if !unsigned && width > 0 && u>>(uint(width)-1)&1 == 1 {
				return big.NewInt(int64(u) - int64(1)<<uint(width))
			}
			return new(big.Int).SetUint64(u)
		}
		if unsigned {
			return new(big.Int).SetUint64(u)
		}
		return big.NewInt(int64(u))
	}
	be := make([]byte, len(b))
	for i := range b {
		be[len(b)-1-i] = b[i]
	}
	v := new(big.Int).SetBytes(be)
	return NormalizeInt(v, width, unsigned)
}

// IntToRaw encodes v into n little-endian bytes (two's complement).
func IntToRaw(dst []byte, v *big.Int) {
	if v.IsInt64() {
		u := uint64(v.Int64())
		for i := range dst {
			if i < 8 {
				dst[i] = byte(u >> (8 * i))
			} else if v.Sign() < 0 {
				dst[i] = 0xff
			} else {
				dst[i] = 0
			}
		}
		return
	}
	m := new(big.Int).Lsh(big.NewInt(1), uint(8*len(dst)))
	u := new(big.Int).Mod(v, m)
	be := u.FillBytes(make([]byte, len(dst)))
	for i := range dst {
		dst[i] = be[len(dst)-1-i]
	}
}

// RawToBits decodes up to 16 little-endian bytes.
func RawToBits(b []byte) APInt {
	var buf [16]byte
	copy(buf[:], b)
	return APInt{Lo: binary.LittleEndian.Uint64(buf[:8]), Hi: binary.LittleEndian.Uint64(buf[8:])}
}

// BitsToRaw encodes bits into len(dst) little-endian bytes.
func BitsToRaw(dst []byte, v APInt) {
	var buf [16]byte
	binary.LittleEndian.PutUint64(buf[:8], v.Lo)
	binary.LittleEndian.PutUint64(buf[8:], v.Hi)
	copy(dst, buf[:])
}

// DenseElementsAttr returns a dense attribute. data must hold NumElements
// elements, or exactly one for a splat; a non-splat whose elements are all
// equal is stored as a splat, as upstream does.
func (c *Context) DenseElementsAttr(t ShapedType, data []byte, splat bool) *DenseElementsAttr {
	n := ElementBytes(t.ElementType())
	if !splat && n > 0 && len(data) >= n && len(data) > n {
		first := data[:n]
		all := true
		for i := n; i+n <= len(data); i += n {
			if string(data[i:i+n]) != string(first) {
				all = false
				break
			}
		}
		if all {
			data, splat = first, true
		}
	} else if !splat && len(data) == n && NumElements(t.Dims()) == 1 {
		splat = true
	}
	k := keyBuf(make([]byte, 0, len(data)+32)).u8(kDenseIntOrFPAttr).obj(t).boolean(splat).bytes(data)
	return c.uniq.Get(k, func(id uint64) any {
		return &DenseElementsAttr{attrBase{uniqueBase{id}}, t, cloneSlice(data), splat}
	}).(*DenseElementsAttr)
}

// DenseStringElementsAttr is `dense<"a", ...>` over string elements.
type DenseStringElementsAttr struct {
	attrBase
	Type   ShapedType
	Values []string // one value when Splat
	Splat  bool
}

// AttrType returns the shaped type.
func (a *DenseStringElementsAttr) AttrType() Type { return a.Type }

// DenseStringElementsAttr returns a dense string attribute; equal values
// collapse to a splat.
func (c *Context) DenseStringElementsAttr(t ShapedType, values []string) *DenseStringElementsAttr {
	splat := len(values) == 1
	if len(values) > 1 {
		splat = true
		for _, v := range values[1:] {
			if v != values[0] {
				splat = false
				break
			}
		}
		if splat {
			values = values[:1]
		}
	}
	k := keyBuf(nil).u8(kDenseStringAttr).obj(t).u64(uint64(len(values)))
	for _, v := range values {
		k = k.str(v)
	}
	return c.uniq.Get(k, func(id uint64) any {
		return &DenseStringElementsAttr{attrBase{uniqueBase{id}}, t, cloneSlice(values), splat}
	}).(*DenseStringElementsAttr)
}

// DenseResourceElementsAttr is `dense_resource<handle> : type`, whose data
// lives in the file's `dialect_resources` section.
type DenseResourceElementsAttr struct {
	attrBase
	Type   ShapedType
	Handle string
}

// AttrType returns the shaped type.
func (a *DenseResourceElementsAttr) AttrType() Type { return a.Type }

// DenseResourceElementsAttr returns a resource-backed dense attribute.
func (c *Context) DenseResourceElementsAttr(t ShapedType, handle string) *DenseResourceElementsAttr {
	k := keyBuf(nil).u8(kDenseResourceAttr).obj(t).str(handle)
	return c.uniq.Get(k, func(id uint64) any {
		return &DenseResourceElementsAttr{attrBase{uniqueBase{id}}, t, handle}
	}).(*DenseResourceElementsAttr)
}

// SparseElementsAttr is `sparse<indices, values> : type`.
type SparseElementsAttr struct {
	attrBase
	Type    ShapedType
	Indices *DenseElementsAttr
	Values  Attribute // *DenseElementsAttr or *DenseStringElementsAttr
}

// AttrType returns the shaped type.
func (a *SparseElementsAttr) AttrType() Type { return a.Type }

// SparseElementsAttr returns a sparse elements attribute.
func (c *Context) SparseElementsAttr(t ShapedType, indices *DenseElementsAttr, values Attribute) *SparseElementsAttr {
	var kb [40]byte
	k := attrKeyObj(attrKeyObj(keyBuf(kb[:0]).u8(kSparseAttr).obj(t), indices), values)
	return c.uniq.Get(k, func(id uint64) any {
		return &SparseElementsAttr{attrBase{uniqueBase{id}}, t, indices, values}
	}).(*SparseElementsAttr)
}

// DenseArrayAttr is `array<T: e0, e1, ...>` over integer or float elements.
type DenseArrayAttr struct {
	attrBase
	Elem Type
	Data []byte
	N    int
}

// DenseArrayAttr returns a dense array attribute holding n elements.
func (c *Context) DenseArrayAttr(elem Type, data []byte, n int) *DenseArrayAttr {
	k := keyBuf(make([]byte, 0, len(data)+32)).u8(kDenseArrayAttr).obj(elem).u64(uint64(n)).bytes(data)
	return c.uniq.Get(k, func(id uint64) any {
		return &DenseArrayAttr{attrBase{uniqueBase{id}}, elem, cloneSlice(data), n}
	}).(*DenseArrayAttr)
}

// DenseI64Array returns `array<i64: vals...>`.
func (c *Context) DenseI64Array(vals []int64) *DenseArrayAttr {
	data := make([]byte, 8*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint64(data[8*i:], uint64(v))
	}
	return c.DenseArrayAttr(c.I(64), data, len(vals))
}

// DenseI32Array returns `array<i32: vals...>`.
func (c *Context) DenseI32Array(vals []int32) *DenseArrayAttr {
	data := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(data[4*i:], uint32(v))
	}
	return c.DenseArrayAttr(c.I(32), data, len(vals))
}

// Int64s returns the elements of an integer dense array as int64.
func (a *DenseArrayAttr) Int64s() []int64 {
	out := make([]int64, a.N)
	for i := range out {
		out[i] = a.Int64At(i)
	}
	return out
}

// Int64At returns element i of an integer dense array as int64 (the
// element's bits sign-extended).
func (a *DenseArrayAttr) Int64At(i int) int64 {
	n := ElementBytes(a.Elem)
	w := BitWidth(a.Elem)
	if w > 64 {
		return RawToInt(a.Data[i*n:(i+1)*n], w, false).Int64()
	}
	var u uint64
	for k := n - 1; k >= 0; k-- {
		u = u<<8 | uint64(a.Data[i*n+k])
	}
	if w < 64 && w > 0 {
		shift := 64 - uint(w)
		return int64(u<<shift) >> shift
	}
	return int64(u)
}

// Resource is a blob in the `dialect_resources` section.
type Resource struct {
	Alignment uint32
	Data      []byte
}

// ResourceStore holds the resource blobs and the `external_resources`
// entries read from or destined for file metadata, in insertion order.
type ResourceStore struct {
	Names    []string
	Blobs    map[string]*Resource
	External []ExternalResource
	// DialectBlobs holds the blobs of dialects other than builtin, by
	// dialect and key.
	DialectBlobs map[string]map[string]*Resource
}

// DialectResourceRef is implemented by dialect attributes that refer to a
// resource blob of their dialect (upstream's resource handles), so that
// the printer writes that blob in the file metadata.
type DialectResourceRef interface {
	ResourceKey() (dialect, key string)
}

// ExternalResource is one `external_resources` dialect section, kept as text.
type ExternalResource struct {
	Key     string
	Entries []ResourceEntry
}

// ResourceEntry is a `key: value` entry of a resource section.
type ResourceEntry struct {
	Key, Value string
}

// DenseF64ElementsAttr returns a dense attribute of type t (f64 elements)
// holding vals, one per element.
func (c *Context) DenseF64ElementsAttr(t ShapedType, vals []float64) *DenseElementsAttr {
	data := make([]byte, 8*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint64(data[8*i:], math.Float64bits(v))
	}
	return c.DenseElementsAttr(t, data, false)
}

// Reshape returns the attribute's elements under another shaped type with the
// same element type and number of elements.
func (a *DenseElementsAttr) Reshape(c *Context, t ShapedType) *DenseElementsAttr {
	return c.DenseElementsAttr(t, a.Data, a.Splat)
}
