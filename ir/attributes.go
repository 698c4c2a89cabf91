package ir

import (
	"math/big"

	"github.com/gomlir/gomlir/internal/apfloat"
	"github.com/gomlir/gomlir/ir/affine"
	"slices"
	"strings"
)

// Attribute is an immutable, uniqued MLIR attribute. Two attributes are equal
// exactly when they are the same interface value.
type Attribute interface {
	uid() uint64
	isAttr()
}

type attrBase struct{ uniqueBase }

func (attrBase) isAttr() {}

// AttrBase is embedded by dialect-defined attributes to make them Attributes.
type AttrBase struct{ attrBase }

// TypedAttr is implemented by attributes that carry a type.
type TypedAttr interface {
	Attribute
	AttrType() Type
}

// DialectAttr is implemented by attributes that registered dialects define.
type DialectAttr interface {
	Attribute
	// DialectName returns the namespace of the defining dialect.
	DialectName() string
}

// IntegerAttr is an integer (or index) constant. Value is kept in canonical
// form for its type: sign-extended for signless and signed types,
// zero-extended for unsigned ones. i1 integer attributes print as true/false.
type IntegerAttr struct {
	attrBase
	Type Type
	// small holds the value when big is nil.
	small int64
	big   *big.Int
}

// AttrType returns the attribute's type.
func (a *IntegerAttr) AttrType() Type { return a.Type }

// IsZero reports whether the value is zero.
func (a *IntegerAttr) IsZero() bool { return a.big == nil && a.small == 0 }

// Int64 returns the value truncated to 64 bits.
func (a *IntegerAttr) Int64() int64 {
	if a.big != nil {
		return int64(truncU64(a.big))
	}
	return a.small
}

// BigInt returns the value as a new big.Int.
func (a *IntegerAttr) BigInt() *big.Int {
	if a.big != nil {
		return new(big.Int).Set(a.big)
	}
	return big.NewInt(a.small)
}

// IsSmall reports whether the value fits in an int64 (Int64 is exact).
func (a *IntegerAttr) IsSmall() bool { return a.big == nil }

func truncU64(b *big.Int) uint64 {
	var m big.Int
	m.And(b, new(big.Int).SetUint64(^uint64(0)))
	return m.Uint64()
}

// BitWidth returns the storage width of an integer-like type: the integer
// width, or IndexBitWidth for index.
func BitWidth(t Type) int {
	switch t := t.(type) {
	case *IntegerType:
		return t.Width
	case *IndexType:
		return IndexBitWidth
	case *FloatType:
		return FloatSemanticsOf(t.Kind).Bits
	}
	return 0
}

// IndexBitWidth is the storage width of index values in attributes.
const IndexBitWidth = 64

// IsSignedOrIndex reports whether t is a signed integer type or index.
func IsSignedOrIndex(t Type) bool {
	switch t := t.(type) {
	case *IntegerType:
		return t.Signedness == Signed
	case *IndexType:
		return true
	}
	return false
}

// IsUnsignedInt reports whether t is an unsigned integer type.
func IsUnsignedInt(t Type) bool {
	it, ok := t.(*IntegerType)
	return ok && it.Signedness == Unsigned
}

// NormalizeInt truncates v to width bits and extends it back (zero-extension
// when unsigned, sign-extension otherwise).
func NormalizeInt(v *big.Int, width int, unsigned bool) *big.Int {
	r := new(big.Int)
	if width <= 0 {
		return r
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(width))
	r.Mod(v, mod)
	if !unsigned && r.Bit(width-1) == 1 {
		r.Sub(r, mod)
	}
	return r
}

// IntegerAttr returns an integer attribute of type t (integer or index)
// holding v, truncated to the type's width.
func (c *Context) IntegerAttr(t Type, v *big.Int) *IntegerAttr {
	v = NormalizeInt(v, BitWidth(t), IsUnsignedInt(t))
	if v.IsInt64() {
		return c.intAttr(t, v.Int64(), nil)
	}
	return c.intAttr(t, 0, v)
}

// IntAttr returns an integer attribute of type t holding v, truncated to
// the type's width.
func (c *Context) IntAttr(t Type, v int64) *IntegerAttr {
	w := BitWidth(t)
	unsigned := IsUnsignedInt(t)
	switch {
	case w > 0 && w < 64:
		shift := uint(64 - w)
		if unsigned {
			v = int64(uint64(v) << shift >> shift)
		} else {
			v = v << shift >> shift
		}
	case w == 0 && isIntegerType(t):
		v = 0 // i0 holds only zero, as IntegerAttr makes it
	case unsigned && v < 0:
		return c.IntegerAttr(t, big.NewInt(v))
	}
	return c.intAttr(t, v, nil)
}

func isIntegerType(t Type) bool {
	_, ok := t.(*IntegerType)
	return ok
}

func (c *Context) intAttr(t Type, small int64, b *big.Int) *IntegerAttr {
	var kb [48]byte
	k := keyBuf(kb[:0]).u8(kIntegerAttr).obj(t)
	if b == nil {
		k = k.u8(0).i64(small)
	} else {
		k = k.u8(1).bytes(b.Append(nil, 16))
	}
	return c.uniq.Get(k, func(id uint64) any {
		return &IntegerAttr{attrBase{uniqueBase{id}}, t, small, b}
	}).(*IntegerAttr)
}

// BoolAttr returns the i1 integer attribute for b.
func (c *Context) BoolAttr(b bool) *IntegerAttr {
	if b {
		return c.trueAttr
	}
	return c.falseAttr
}

// APInt is the raw bit pattern of a value of up to 128 bits.
type APInt = apfloat.Bits

// FloatSemantics describes the binary format of a float type.
type FloatSemantics = apfloat.Semantics

var floatSemantics = [numFloatKinds]*apfloat.Semantics{
	apfloat.F16, apfloat.BF16, apfloat.F32, apfloat.F64, apfloat.F80, apfloat.F128, apfloat.TF32,
	apfloat.F8E5M2, apfloat.F8E4M3, apfloat.F8E4M3FN, apfloat.F8E5M2FNUZ, apfloat.F8E4M3FNUZ,
	apfloat.F8E4M3B11FNUZ, apfloat.F8E3M4, apfloat.F8E8M0FNU, apfloat.F6E2M3FN, apfloat.F6E3M2FN,
	apfloat.F4E2M1FN,
}

// FloatSemanticsOf returns the binary format of a float kind.
func FloatSemanticsOf(k FloatKind) *FloatSemantics { return floatSemantics[k] }

// FloatAttr is a floating-point constant stored as the exact bit pattern of
// its type.
type FloatAttr struct {
	attrBase
	Type *FloatType
	Bits APInt
}

// AttrType returns the attribute's type.
func (a *FloatAttr) AttrType() Type { return a.Type }

// Value returns the value as a float64 (rounded when the type is wider).
func (a *FloatAttr) Value() float64 { return FloatSemanticsOf(a.Type.Kind).ToFloat64(a.Bits) }

// FloatAttr returns a float attribute from an exact bit pattern.
func (c *Context) FloatAttr(t *FloatType, bits APInt) *FloatAttr {
	var kb [48]byte
	k := keyBuf(kb[:0]).u8(kFloatAttr).obj(t).u64(bits.Lo).u64(bits.Hi)
	return c.uniq.Get(k, func(id uint64) any {
		return &FloatAttr{attrBase{uniqueBase{id}}, t, bits}
	}).(*FloatAttr)
}

// FloatAttrFromFloat64 returns a float attribute holding v rounded to t.
func (c *Context) FloatAttrFromFloat64(t *FloatType, v float64) *FloatAttr {
	return c.FloatAttr(t, FloatSemanticsOf(t.Kind).FromFloat64(v))
}

// StringAttr is a string constant, optionally typed.
type StringAttr struct {
	attrBase
	Value string
	Type  Type // nil when untyped (none)
}

// StringAttr returns an untyped string attribute.
func (c *Context) StringAttr(s string) *StringAttr { return c.TypedStringAttr(s, nil) }

// TypedStringAttr returns a string attribute with a type (nil for none).
func (c *Context) TypedStringAttr(s string, t Type) *StringAttr {
	if _, ok := t.(*NoneType); ok {
		t = nil
	}
	k := keyBuf(make([]byte, 0, len(s)+24)).u8(kStringAttr).obj(t).str(s)
	return c.uniq.Get(k, func(id uint64) any {
		return &StringAttr{attrBase{uniqueBase{id}}, s, t}
	}).(*StringAttr)
}

// ArrayAttr is `[a, b, ...]`.
type ArrayAttr struct {
	attrBase
	Elems []Attribute
}

// ArrayAttr returns an array attribute.
func (c *Context) ArrayAttr(elems []Attribute) *ArrayAttr {
	k := keyBuf(make([]byte, 0, 8*len(elems)+16)).u8(kArrayAttr).u64(uint64(len(elems)))
	for _, e := range elems {
		k = attrKeyObj(k, e)
	}
	return c.uniq.Get(k, func(id uint64) any {
		return &ArrayAttr{attrBase{uniqueBase{id}}, cloneSlice(elems)}
	}).(*ArrayAttr)
}

// NamedAttr is a name/value pair of a dictionary.
type NamedAttr struct {
	Name  string
	Value Attribute
}

// DictionaryAttr is `{name = value, ...}` with entries sorted by name.
type DictionaryAttr struct {
	attrBase
	Entries []NamedAttr
}

// Get returns the value named name, or nil.
func (d *DictionaryAttr) Get(name string) Attribute {
	if d == nil {
		return nil
	}
	if len(d.Entries) < 8 {
		for _, e := range d.Entries {
			if e.Name == name {
				return e.Value
			}
		}
		return nil
	}
	i, ok := slices.BinarySearchFunc(d.Entries, name, func(e NamedAttr, n string) int { return strings.Compare(e.Name, n) })
	if ok {
		return d.Entries[i].Value
	}
	return nil
}

// Len returns the number of entries (0 for a nil dictionary).
func (d *DictionaryAttr) Len() int {
	if d == nil {
		return 0
	}
	return len(d.Entries)
}

// DictionaryAttr returns a dictionary attribute; entries are sorted by name
// (stably, so a duplicate name keeps its first position; the parser rejects
// duplicates before this point).
func (c *Context) DictionaryAttr(entries []NamedAttr) *DictionaryAttr {
	sorted := true
	for i := 1; i < len(entries); i++ {
		if entries[i-1].Name > entries[i].Name {
			sorted = false
			break
		}
	}
	if !sorted {
		entries = cloneSlice(entries)
		slices.SortStableFunc(entries, func(a, b NamedAttr) int { return strings.Compare(a.Name, b.Name) })
	}
	var kb [256]byte
	k := keyBuf(kb[:0]).u8(kDictionaryAttr).u64(uint64(len(entries)))
	for _, e := range entries {
		k = attrKeyObj(k.str(e.Name), e.Value)
	}
	return c.uniq.Get(k, func(id uint64) any {
		return &DictionaryAttr{attrBase{uniqueBase{id}}, cloneSlice(entries)}
	}).(*DictionaryAttr)
}

// TypeAttr wraps a type as an attribute.
type TypeAttr struct {
	attrBase
	Type Type
}

// TypeAttr returns the attribute wrapping t.
func (c *Context) TypeAttr(t Type) *TypeAttr {
	var kb [16]byte
	k := keyBuf(kb[:0]).u8(kTypeAttr).obj(t)
	return c.uniq.Get(k, func(id uint64) any { return &TypeAttr{attrBase{uniqueBase{id}}, t} }).(*TypeAttr)
}

// UnitAttr is the builtin `unit` attribute.
type UnitAttr struct{ attrBase }

// UnitAttr returns the unit attribute.
func (c *Context) UnitAttr() *UnitAttr { return c.unitAttr }

// SymbolRefAttr is `@root::@nested::@leaf`.
type SymbolRefAttr struct {
	attrBase
	Root   string
	Nested []string
}

// Leaf returns the last symbol name of the reference.
func (a *SymbolRefAttr) Leaf() string {
	if len(a.Nested) > 0 {
		return a.Nested[len(a.Nested)-1]
	}
	return a.Root
}

// IsFlat reports whether the reference has no nested part.
func (a *SymbolRefAttr) IsFlat() bool { return len(a.Nested) == 0 }

// SymbolRefAttr returns a (possibly nested) symbol reference.
func (c *Context) SymbolRefAttr(root string, nested []string) *SymbolRefAttr {
	k := keyBuf(nil).u8(kSymbolRefAttr).str(root).u64(uint64(len(nested)))
	for _, n := range nested {
		k = k.str(n)
	}
	return c.uniq.Get(k, func(id uint64) any {
		return &SymbolRefAttr{attrBase{uniqueBase{id}}, root, cloneSlice(nested)}
	}).(*SymbolRefAttr)
}

// AffineMapAttr wraps an affine map.
type AffineMapAttr struct {
	attrBase
	Map *affine.Map
}

// AffineMapAttr returns the attribute wrapping m.
func (c *Context) AffineMapAttr(m *affine.Map) *AffineMapAttr {
	var kb [16]byte
	k := keyBuf(kb[:0]).u8(kAffineMapAttr).u64(m.ID())
	return c.uniq.Get(k, func(id uint64) any { return &AffineMapAttr{attrBase{uniqueBase{id}}, m} }).(*AffineMapAttr)
}

// IntegerSetAttr wraps an integer set.
type IntegerSetAttr struct {
	attrBase
	Set *affine.IntegerSet
}

// IntegerSetAttr returns the attribute wrapping s.
func (c *Context) IntegerSetAttr(s *affine.IntegerSet) *IntegerSetAttr {
	var kb [16]byte
	k := keyBuf(kb[:0]).u8(kIntegerSetAttr).u64(s.ID())
	return c.uniq.Get(k, func(id uint64) any { return &IntegerSetAttr{attrBase{uniqueBase{id}}, s} }).(*IntegerSetAttr)
}

// OpaqueAttr is a dialect attribute kept as text.
type OpaqueAttr struct {
	attrBase
	Dialect string
	Data    string
	Type    Type // nil when none
}

// OpaqueAttr returns an opaque dialect attribute.
func (c *Context) OpaqueAttr(dialect, data string, t Type) *OpaqueAttr {
	if _, ok := t.(*NoneType); ok {
		t = nil
	}
	k := keyBuf(nil).u8(kOpaqueAttr).str(dialect).str(data).obj(t)
	return c.uniq.Get(k, func(id uint64) any {
		return &OpaqueAttr{attrBase{uniqueBase{id}}, dialect, data, t}
	}).(*OpaqueAttr)
}

// DistinctAttr is `distinct[N]<attr>`: an attribute that is never uniqued
// with another one even when the referenced attribute is equal.
type DistinctAttr struct {
	attrBase
	Referenced Attribute
}

// NewDistinctAttr creates a fresh distinct attribute.
func (c *Context) NewDistinctAttr(ref Attribute) *DistinctAttr {
	return &DistinctAttr{attrBase{uniqueBase{c.uniq.NewID()}}, ref}
}

// StridedLayoutAttr is `strided<[s0, s1], offset: o>`.
type StridedLayoutAttr struct {
	attrBase
	Offset  int64
	Strides []int64
}

// StridedLayoutAttr returns a strided layout.
func (c *Context) StridedLayoutAttr(offset int64, strides []int64) *StridedLayoutAttr {
	k := shapeKey(keyBuf(nil).u8(kStridedLayoutAttr).i64(offset), strides)
	return c.uniq.Get(k, func(id uint64) any {
		return &StridedLayoutAttr{attrBase{uniqueBase{id}}, offset, cloneSlice(strides)}
	}).(*StridedLayoutAttr)
}

// UniqueDialectAttr interns a dialect-defined attribute. key must encode
// every parameter; mk builds the attribute around the base to embed.
func (c *Context) UniqueDialectAttr(key []byte, mk func(base AttrBase) Attribute) Attribute {
	k := append(keyBuf{kDialectAttr}, key...)
	return c.uniq.Get(k, func(id uint64) any { return mk(AttrBase{attrBase{uniqueBase{id}}}) }).(Attribute)
}

const (
	kIntegerAttr byte = iota + 64
	kFloatAttr
	kStringAttr
	kArrayAttr
	kDictionaryAttr
	kTypeAttr
	kUnitAttr
	kSymbolRefAttr
	kAffineMapAttr
	kIntegerSetAttr
	kOpaqueAttr
	kStridedLayoutAttr
	kDenseIntOrFPAttr
	kDenseStringAttr
	kDenseResourceAttr
	kSparseAttr
	kDenseArrayAttr
	kDialectAttr
	kUnknownLoc
	kFileLoc
	kNameLoc
	kCallSiteLoc
	kFusedLoc
	kOpaqueLoc
)
