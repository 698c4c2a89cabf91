package emitc

import (
	"encoding/binary"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// OpaqueType is `!emitc.opaque<"C++ type">`: a C++ type named by its
// spelling.
type OpaqueType struct {
	ir.TypeBase
	Value string
}

// PointerType is `!emitc.ptr<T>`: a C pointer to T.
type PointerType struct {
	ir.TypeBase
	Pointee ir.Type
}

// ArrayType is `!emitc.array<2x3xT>`: a C array of static shape.
type ArrayType struct {
	ir.TypeBase
	Shape []int64
	Elem  ir.Type
}

// LValueType is `!emitc.lvalue<T>`: an assignable C value of type T.
type LValueType struct {
	ir.TypeBase
	Value ir.Type
}

// SizeType is one of the C size types: `!emitc.size_t`,
// `!emitc.ssize_t` and `!emitc.ptrdiff_t`.
type SizeType struct {
	ir.TypeBase
	Name string
}

// DialectName returns "emitc".
func (*OpaqueType) DialectName() string { return "emitc" }

// DialectName returns "emitc".
func (*PointerType) DialectName() string { return "emitc" }

// DialectName returns "emitc".
func (*ArrayType) DialectName() string { return "emitc" }

// DialectName returns "emitc".
func (*LValueType) DialectName() string { return "emitc" }

// DialectName returns "emitc".
func (*SizeType) DialectName() string { return "emitc" }

// Opaque returns `!emitc.opaque<"value">`.
func Opaque(ctx *ir.Context, value string) *OpaqueType {
	return ctx.UniqueDialectType([]byte("emitc.opaque\x00"+value), func(b ir.TypeBase) ir.Type {
		return &OpaqueType{b, value}
	}).(*OpaqueType)
}

// Pointer returns `!emitc.ptr<pointee>`.
func Pointer(ctx *ir.Context, pointee ir.Type) *PointerType {
	k := binary.LittleEndian.AppendUint64([]byte("emitc.ptr\x00"), ir.TypeID(pointee))
	return ctx.UniqueDialectType(k, func(b ir.TypeBase) ir.Type { return &PointerType{b, pointee} }).(*PointerType)
}

// Array returns `!emitc.array<shape x elem>`.
func Array(ctx *ir.Context, shape []int64, elem ir.Type) *ArrayType {
	k := binary.LittleEndian.AppendUint64([]byte("emitc.array\x00"), ir.TypeID(elem))
	for _, d := range shape {
		k = binary.LittleEndian.AppendUint64(k, uint64(d))
	}
	return ctx.UniqueDialectType(k, func(b ir.TypeBase) ir.Type {
		return &ArrayType{b, append([]int64(nil), shape...), elem}
	}).(*ArrayType)
}

// LValue returns `!emitc.lvalue<t>`.
func LValue(ctx *ir.Context, t ir.Type) *LValueType {
	k := binary.LittleEndian.AppendUint64([]byte("emitc.lvalue\x00"), ir.TypeID(t))
	return ctx.UniqueDialectType(k, func(b ir.TypeBase) ir.Type { return &LValueType{b, t} }).(*LValueType)
}

// sizeTypeNames are the keywords of the C size types.
var sizeTypeNames = []string{"size_t", "ssize_t", "ptrdiff_t"}

// Size returns the size type `!emitc.name`; ok is false when name is
// not one.
func Size(ctx *ir.Context, name string) (*SizeType, bool) {
	for _, n := range sizeTypeNames {
		if n == name {
			return ctx.UniqueDialectType([]byte("emitc.size\x00"+name), func(b ir.TypeBase) ir.Type {
				return &SizeType{b, name}
			}).(*SizeType), true
		}
	}
	return nil, false
}

// IsSupportedType is isSupportedEmitCType: the types EmitC can emit.
func IsSupportedType(t ir.Type) bool {
	switch x := t.(type) {
	case *OpaqueType, *SizeType, *ir.IndexType:
		return true
	case *PointerType:
		return IsSupportedType(x.Pointee)
	case *ArrayType:
		_, nested := x.Elem.(*ArrayType)
		return !nested && IsSupportedType(x.Elem)
	case *ir.IntegerType:
		switch x.Width {
		case 1, 8, 16, 32, 64:
			return true
		}
		return false
	case *ir.FloatType:
		switch ir.BitWidth(x) {
		case 16:
			return x.Kind == ir.F16 || x.Kind == ir.BF16
		case 32, 64:
			return true
		}
		return false
	case *ir.RankedTensorType:
		for _, d := range x.Shape {
			if d == ir.Dynamic {
				return false
			}
		}
		_, nested := x.Elem.(*ArrayType)
		return !nested && IsSupportedType(x.Elem)
	case *ir.TupleType:
		for _, e := range x.Types {
			if _, nested := e.(*ArrayType); nested || !IsSupportedType(e) {
				return false
			}
		}
		return true
	}
	return false
}

// parseType parses the body of an `!emitc.` type with upstream's
// diagnostics.
func parseType(dp ir.DialectParser) (ir.Type, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	ctx := p.Context()
	if t, ok := Size(ctx, kw); ok {
		return t, nil
	}
	var t ir.Type
	switch kw {
	case "opaque":
		t, err = parseOpaqueType(p)
	case "ptr", "lvalue":
		t, err = parseWrapperType(p, kw)
	case "array":
		t, err = parseArrayType(p, pos)
	default:
		return nil, p.ErrorAt(pos, "unknown  type `%s` in dialect `emitc`", kw)
	}
	if err != nil {
		return nil, err
	}
	if !p.AtEnd() {
		return nil, p.Errorf("expected end of type")
	}
	return t, nil
}

func parseOpaqueType(p ir.BodyParser) (ir.Type, error) {
	lt := p.Pos()
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	s, ok := p.ParseOptionalString()
	if !ok {
		return nil, paramError(p, "EmitC_OpaqueType")
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if s == "" {
		return nil, p.ErrorAt(lt, "expected non empty string in !emitc.opaque type")
	}
	if strings.HasSuffix(s, "*") {
		return nil, p.ErrorAt(lt, "pointer not allowed as outer type with !emitc.opaque, use !emitc.ptr instead")
	}
	return Opaque(p.Context(), s), nil
}

// parseWrapperType parses `<T>` of !emitc.ptr and !emitc.lvalue; as
// upstream's declarative parsers, their verifiers report at the `<`.
func parseWrapperType(p ir.BodyParser, kw string) (ir.Type, error) {
	pos := p.Pos()
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	inner, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	ctx := p.Context()
	if kw == "ptr" {
		if _, ok := inner.(*LValueType); ok {
			return nil, p.ErrorAt(pos, "pointers to lvalues are not allowed")
		}
		return Pointer(ctx, inner), nil
	}
	if !IsSupportedType(inner) {
		return nil, p.ErrorAt(pos, "!emitc.lvalue must wrap supported emitc type, but got '%s'", ods.TypeText(inner))
	}
	if _, ok := inner.(*ArrayType); ok {
		return nil, p.ErrorAt(pos, "!emitc.lvalue cannot wrap !emitc.array type")
	}
	return LValue(ctx, inner), nil
}

func parseArrayType(p ir.BodyParser, pos int) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	shape, err := p.ParseDimensionListX(false)
	if err != nil {
		return nil, err
	}
	elemPos := p.Pos()
	elem, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if !isValidArrayElement(elem) {
		return nil, p.ErrorAt(elemPos, "invalid array element type ''%s''", ods.TypeText(elem))
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if len(shape) == 0 {
		return nil, p.ErrorAt(pos, "shape must not be empty")
	}
	return Array(p.Context(), shape, elem), nil
}

// isValidArrayElement is ArrayType::isValidElementType.
func isValidArrayElement(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.FloatType, *ir.IndexType, *OpaqueType, *PointerType, *SizeType:
		return IsSupportedType(t)
	}
	return false
}

// escaped is llvm's printEscapedString between double quotes.
func escaped(s string) string {
	const hexd = "0123456789ABCDEF"
	b := []byte{'"'}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b = append(b, '\\', '\\')
		case c >= 0x20 && c < 0x7f && c != '"':
			b = append(b, c)
		default:
			b = append(b, '\\', hexd[c>>4], hexd[c&15])
		}
	}
	return string(append(b, '"'))
}

func printType(p ir.DialectPrinter, t ir.Type) {
	switch x := t.(type) {
	case *OpaqueType:
		p.WriteString("opaque<")
		p.WriteString(escaped(x.Value))
		p.WriteString(">")
	case *PointerType:
		p.WriteString("ptr<")
		p.PrintType(x.Pointee)
		p.WriteString(">")
	case *LValueType:
		p.WriteString("lvalue<")
		p.PrintType(x.Value)
		p.WriteString(">")
	case *ArrayType:
		p.WriteString("array<")
		for _, d := range x.Shape {
			p.WriteString(strconv.FormatInt(d, 10) + "x")
		}
		p.PrintType(x.Elem)
		p.WriteString(">")
	case *SizeType:
		p.WriteString(x.Name)
	}
}
