package ir

// Type is an immutable, uniqued MLIR type. Two types are equal exactly when
// they are the same interface value.
type Type interface {
	uid() uint64
	isType()
}

type typeBase struct{ uniqueBase }

func (typeBase) isType() {}

// Signedness is the signedness semantics of an integer type.
type Signedness uint8

// Integer signedness kinds.
const (
	Signless Signedness = iota
	Signed
	Unsigned
)

// IntegerType is `iN`, `siN` or `uiN`.
type IntegerType struct {
	typeBase
	Width      int
	Signedness Signedness
}

// IsSignless reports whether the type is a signless integer (`iN`).
func (t *IntegerType) IsSignless() bool { return t.Signedness == Signless }

// IndexType is the builtin `index` type.
type IndexType struct{ typeBase }

// NoneType is the builtin `none` type.
type NoneType struct{ typeBase }

// FloatKind identifies one of the builtin floating-point types.
type FloatKind uint8

// The builtin floating-point types, in the order of their keywords.
const (
	F16 FloatKind = iota
	BF16
	F32
	F64
	F80
	F128
	TF32
	F8E5M2
	F8E4M3
	F8E4M3FN
	F8E5M2FNUZ
	F8E4M3FNUZ
	F8E4M3B11FNUZ
	F8E3M4
	F8E8M0FNU
	F6E2M3FN
	F6E3M2FN
	F4E2M1FN
	numFloatKinds
)

var floatKeywords = [numFloatKinds]string{
	"f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E5M2", "f8E4M3", "f8E4M3FN",
	"f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU", "f6E2M3FN",
	"f6E3M2FN", "f4E2M1FN",
}

// String returns the keyword that spells the float kind.
func (k FloatKind) String() string { return floatKeywords[k] }

// FloatKindByKeyword returns the float kind spelled by kw.
func FloatKindByKeyword(kw string) (FloatKind, bool) {
	for i, s := range floatKeywords {
		if s == kw {
			return FloatKind(i), true
		}
	}
	return 0, false
}

// FloatType is one of the builtin floating-point types.
type FloatType struct {
	typeBase
	Kind FloatKind
}

// ComplexType is `complex<T>`.
type ComplexType struct {
	typeBase
	Elem Type
}

// Dynamic marks a dynamic dimension (`?`) in a shape or a dynamic offset or
// stride in a strided layout.
const Dynamic int64 = -1 << 63

// VectorType is `vector<...xT>`; Scalable marks the `[N]` dimensions.
type VectorType struct {
	typeBase
	Shape    []int64
	Scalable []bool // nil when no dimension is scalable
	Elem     Type
}

// RankedTensorType is `tensor<...xT, encoding>`.
type RankedTensorType struct {
	typeBase
	Shape    []int64
	Elem     Type
	Encoding Attribute // nil when absent
}

// UnrankedTensorType is `tensor<*xT>`.
type UnrankedTensorType struct {
	typeBase
	Elem Type
}

// MemRefType is `memref<...xT, layout, space>`.
type MemRefType struct {
	typeBase
	Shape       []int64
	Elem        Type
	Layout      Attribute // nil for the identity layout
	MemorySpace Attribute // nil for the default space
}

// UnrankedMemRefType is `memref<*xT, space>`.
type UnrankedMemRefType struct {
	typeBase
	Elem        Type
	MemorySpace Attribute
}

// TupleType is `tuple<...>`.
type TupleType struct {
	typeBase
	Types []Type
}

// FunctionType is `(inputs) -> results`.
type FunctionType struct {
	typeBase
	Inputs  []Type
	Results []Type
}

// OpaqueType is a dialect type kept as text: `!dialect.body` or
// `!dialect<"body">` for dialects that are not registered.
type OpaqueType struct {
	typeBase
	Dialect string
	Data    string
}

// DialectType is implemented by types that registered dialects define.
type DialectType interface {
	Type
	// DialectName returns the namespace of the defining dialect.
	DialectName() string
}

// MemRefElementType is implemented by dialect types that may be memref
// elements (upstream's MemRefElementTypeInterface); other dialect types may
// not.
type MemRefElementType interface {
	DialectType
	// MemRefElementType marks the implementation.
	MemRefElementType()
}

// ShapedType is implemented by vector, tensor and memref types.
type ShapedType interface {
	Type
	// ElementType returns the element type.
	ElementType() Type
	// HasRank reports whether the shape is known.
	HasRank() bool
	// Dims returns the shape (nil when unranked).
	Dims() []int64
}

// ElementType returns the element type.
func (t *VectorType) ElementType() Type { return t.Elem }

// HasRank reports true: vectors are ranked.
func (t *VectorType) HasRank() bool { return true }

// Dims returns the shape.
func (t *VectorType) Dims() []int64 { return t.Shape }

// ElementType returns the element type.
func (t *RankedTensorType) ElementType() Type { return t.Elem }

// HasRank reports true.
func (t *RankedTensorType) HasRank() bool { return true }

// Dims returns the shape.
func (t *RankedTensorType) Dims() []int64 { return t.Shape }

// ElementType returns the element type.
func (t *UnrankedTensorType) ElementType() Type { return t.Elem }

// HasRank reports false.
func (t *UnrankedTensorType) HasRank() bool { return false }

// Dims returns nil.
func (t *UnrankedTensorType) Dims() []int64 { return nil }

// ElementType returns the element type.
func (t *MemRefType) ElementType() Type { return t.Elem }

// HasRank reports true.
func (t *MemRefType) HasRank() bool { return true }

// Dims returns the shape.
func (t *MemRefType) Dims() []int64 { return t.Shape }

// ElementType returns the element type.
func (t *UnrankedMemRefType) ElementType() Type { return t.Elem }

// HasRank reports false.
func (t *UnrankedMemRefType) HasRank() bool { return false }

// Dims returns nil.
func (t *UnrankedMemRefType) Dims() []int64 { return nil }

// NumElements returns the number of elements of a statically shaped type, or
// -1 if some dimension is dynamic.
func NumElements(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return -1
		}
		n *= d
	}
	return n
}

const (
	kIntegerType byte = iota + 1
	kIndexType
	kNoneType
	kFloatType
	kComplexType
	kVectorType
	kRankedTensorType
	kUnrankedTensorType
	kMemRefType
	kUnrankedMemRefType
	kTupleType
	kFunctionType
	kOpaqueType
	kDialectType
)

func typesKey(k keyBuf, ts []Type) keyBuf {
	k = k.u64(uint64(len(ts)))
	for _, t := range ts {
		k = k.obj(t)
	}
	return k
}

func shapeKey(k keyBuf, shape []int64) keyBuf {
	k = k.u64(uint64(len(shape)))
	for _, d := range shape {
		k = k.i64(d)
	}
	return k
}

func attrKeyObj(k keyBuf, a Attribute) keyBuf {
	if a == nil {
		return k.u64(0)
	}
	return k.u64(a.uid())
}

// IntegerType returns the integer type of the given width and signedness.
func (c *Context) IntegerType(width int, s Signedness) *IntegerType {
	if s == Signless && width >= 0 && width <= 64 && c.intTypes[width] != nil {
		return c.intTypes[width]
	}
	var kb [32]byte
	k := keyBuf(kb[:0]).u8(kIntegerType).u64(uint64(width)).u8(byte(s))
	return c.uniq.Get(k, func(id uint64) any {
		return &IntegerType{typeBase{uniqueBase{id}}, width, s}
	}).(*IntegerType)
}

// I returns the signless integer type of the given width.
func (c *Context) I(width int) *IntegerType { return c.IntegerType(width, Signless) }

// IndexType returns the `index` type.
func (c *Context) IndexType() *IndexType { return c.indexType }

// NoneType returns the `none` type.
func (c *Context) NoneType() *NoneType { return c.noneType }

// FloatType returns the builtin float type of the given kind.
func (c *Context) FloatType(k FloatKind) *FloatType { return c.floatTypes[k] }

// ComplexType returns `complex<elem>`.
func (c *Context) ComplexType(elem Type) *ComplexType {
	var kb [32]byte
	k := keyBuf(kb[:0]).u8(kComplexType).obj(elem)
	return c.uniq.Get(k, func(id uint64) any {
		return &ComplexType{typeBase{uniqueBase{id}}, elem}
	}).(*ComplexType)
}

// VectorType returns a vector type; scalable may be nil.
func (c *Context) VectorType(shape []int64, elem Type, scalable []bool) *VectorType {
	anyScalable := false
	for _, s := range scalable {
		anyScalable = anyScalable || s
	}
	if !anyScalable {
		scalable = nil
	}
	var kb [128]byte
	k := shapeKey(keyBuf(kb[:0]).u8(kVectorType), shape).obj(elem)
	for _, s := range scalable {
		k = k.boolean(s)
	}
	return c.uniq.Get(k, func(id uint64) any {
		return &VectorType{typeBase{uniqueBase{id}}, cloneSlice(shape), cloneSlice(scalable), elem}
	}).(*VectorType)
}

// RankedTensorType returns `tensor<shape x elem, encoding>`; encoding may be nil.
func (c *Context) RankedTensorType(shape []int64, elem Type, encoding Attribute) *RankedTensorType {
	var kb [128]byte
	k := attrKeyObj(shapeKey(keyBuf(kb[:0]).u8(kRankedTensorType), shape).obj(elem), encoding)
	return c.uniq.Get(k, func(id uint64) any {
		return &RankedTensorType{typeBase{uniqueBase{id}}, cloneSlice(shape), elem, encoding}
	}).(*RankedTensorType)
}

// UnrankedTensorType returns `tensor<*xelem>`.
func (c *Context) UnrankedTensorType(elem Type) *UnrankedTensorType {
	var kb [32]byte
	k := keyBuf(kb[:0]).u8(kUnrankedTensorType).obj(elem)
	return c.uniq.Get(k, func(id uint64) any {
		return &UnrankedTensorType{typeBase{uniqueBase{id}}, elem}
	}).(*UnrankedTensorType)
}

// MemRefType returns a ranked memref type. A nil layout is the identity; the
// identity affine map (without symbols, the one upstream substitutes for a
// missing layout) is canonicalized to nil. Integer memory space 0 is
// canonicalized to nil as upstream does.
func (c *Context) MemRefType(shape []int64, elem Type, layout, space Attribute) *MemRefType {
	if m, ok := layout.(*AffineMapAttr); ok && m.Map.IsIdentity() && m.Map.NumSymbols == 0 {
		layout = nil
	}
	space = canonicalMemorySpace(space)
	var kb [128]byte
	k := attrKeyObj(attrKeyObj(shapeKey(keyBuf(kb[:0]).u8(kMemRefType), shape).obj(elem), layout), space)
	return c.uniq.Get(k, func(id uint64) any {
		return &MemRefType{typeBase{uniqueBase{id}}, cloneSlice(shape), elem, layout, space}
	}).(*MemRefType)
}

func canonicalMemorySpace(space Attribute) Attribute {
	if ia, ok := space.(*IntegerAttr); ok {
		if ia.IsZero() {
			return nil
		}
	}
	return space
}

// HasIdentityLayout reports whether t's layout is the identity (upstream's
// MemRefLayoutAttrInterface::isIdentity for the printer: no layout, or an
// identity affine map, whatever its symbols).
func (t *MemRefType) HasIdentityLayout() bool {
	m, ok := t.Layout.(*AffineMapAttr)
	return t.Layout == nil || ok && m.Map.IsIdentity()
}

// UnrankedMemRefType returns `memref<*xelem, space>`.
func (c *Context) UnrankedMemRefType(elem Type, space Attribute) *UnrankedMemRefType {
	space = canonicalMemorySpace(space)
	var kb [32]byte
	k := attrKeyObj(keyBuf(kb[:0]).u8(kUnrankedMemRefType).obj(elem), space)
	return c.uniq.Get(k, func(id uint64) any {
		return &UnrankedMemRefType{typeBase{uniqueBase{id}}, elem, space}
	}).(*UnrankedMemRefType)
}

// TupleType returns `tuple<types...>`.
func (c *Context) TupleType(types []Type) *TupleType {
	var kb [128]byte
	k := typesKey(keyBuf(kb[:0]).u8(kTupleType), types)
	return c.uniq.Get(k, func(id uint64) any {
		return &TupleType{typeBase{uniqueBase{id}}, cloneSlice(types)}
	}).(*TupleType)
}

// FunctionType returns `(inputs) -> results`.
func (c *Context) FunctionType(inputs, results []Type) *FunctionType {
	var kb [128]byte
	k := typesKey(typesKey(keyBuf(kb[:0]).u8(kFunctionType), inputs), results)
	return c.uniq.Get(k, func(id uint64) any {
		return &FunctionType{typeBase{uniqueBase{id}}, cloneSlice(inputs), cloneSlice(results)}
	}).(*FunctionType)
}

// OpaqueType returns an opaque dialect type.
func (c *Context) OpaqueType(dialect, data string) *OpaqueType {
	k := keyBuf(nil).u8(kOpaqueType).str(dialect).str(data)
	return c.uniq.Get(k, func(id uint64) any {
		return &OpaqueType{typeBase{uniqueBase{id}}, dialect, data}
	}).(*OpaqueType)
}

// UniqueDialectType interns a dialect-defined type. key must encode every
// parameter of the type (see KeyBuilder); mk builds the type given the base
// that must be embedded in it.
func (c *Context) UniqueDialectType(key []byte, mk func(base TypeBase) Type) Type {
	k := append(keyBuf{kDialectType}, key...)
	return c.uniq.Get(k, func(id uint64) any { return mk(TypeBase{typeBase{uniqueBase{id}}}) }).(Type)
}

// TypeBase is embedded by dialect-defined types to make them Types.
type TypeBase struct{ typeBase }

func cloneSlice[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return append([]T(nil), s...)
}
