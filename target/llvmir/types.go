package llvmir

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

// typeText renders an MLIR type of the llvm dialect (or a builtin type
// LLVM accepts) as LLVM IR type text; ok is false for types LLVM has no
// counterpart for.
func (t *translator) typeText(ty ir.Type) (string, bool) {
	if s, ok := t.types[ty]; ok {
		return s, true
	}
	var b strings.Builder
	named := t.named
	ok := t.writeType(&b, ty)
	if ok && t.named == named {
		// A text naming no identified struct is kept: rendering it again
		// would record no use.
		t.types[ty] = b.String()
	}
	return b.String(), ok
}

func (t *translator) writeType(b *strings.Builder, ty ir.Type) bool {
	switch ty := ty.(type) {
	case *ir.IntegerType:
		b.WriteByte('i')
		b.WriteString(strconv.Itoa(ty.Width))
	case *ir.IndexType:
		b.WriteString("i64")
	case *ir.FloatType:
		n := floatTypeNames[ty.Kind]
		if n == "" {
			return false
		}
		b.WriteString(n)
	case *ir.VectorType:
		if len(ty.Shape) != 1 {
			return false
		}
		b.WriteByte('<')
		if len(ty.Scalable) > 0 && ty.Scalable[0] {
			b.WriteString("vscale x ")
		}
		b.WriteString(strconv.FormatInt(ty.Shape[0], 10))
		b.WriteString(" x ")
		if !t.writeType(b, ty.Elem) {
			return false
		}
		b.WriteByte('>')
	case *llvm.PointerType:
		b.WriteString("ptr")
		if ty.AddressSpace != 0 {
			b.WriteString(" addrspace(")
			b.WriteString(strconv.FormatUint(uint64(ty.AddressSpace), 10))
			b.WriteByte(')')
		}
	case *llvm.SimpleType:
		switch ty.Keyword {
		case "ppc_fp128", "x86_amx", "void", "label", "token", "metadata":
			b.WriteString(ty.Keyword)
		default:
			return false
		}
	case *llvm.ArrayType:
		b.WriteByte('[')
		b.WriteString(strconv.FormatUint(ty.Len, 10))
		b.WriteString(" x ")
		if !t.writeType(b, ty.Elem) {
			return false
		}
		b.WriteByte(']')
	case *llvm.FunctionType:
		if !t.writeType(b, ty.Result) {
			return false
		}
		b.WriteString(" (")
		for i, p := range ty.Params {
			if i > 0 {
				b.WriteString(", ")
			}
			if !t.writeType(b, p) {
				return false
			}
		}
		if ty.VarArg {
			if len(ty.Params) > 0 {
				b.WriteString(", ")
			}
			b.WriteString("...")
		}
		b.WriteByte(')')
	case *llvm.StructType:
		if ty.Identified {
			b.WriteString(t.structName(ty))
			return true
		}
		return t.writeStructBody(b, ty)
	case *llvm.TargetExtType:
		b.WriteString("target(\"")
		b.WriteString(ty.Name)
		b.WriteByte('"')
		for _, p := range ty.TypeParams {
			b.WriteString(", ")
			if !t.writeType(b, p) {
				return false
			}
		}
		for _, p := range ty.IntParams {
			b.WriteString(", ")
			b.WriteString(strconv.FormatUint(uint64(p), 10))
		}
		b.WriteByte(')')
	default:
		return false
	}
	return true
}

// writeStructBody writes `{ a, b }`, `<{ a, b }>`, `{}` or `opaque`.
func (t *translator) writeStructBody(b *strings.Builder, ty *llvm.StructType) bool {
	if ty.Opaque() {
		b.WriteString("opaque")
		return true
	}
	body := ty.Body()
	if ty.Packed() {
		b.WriteByte('<')
	}
	if len(body) == 0 {
		b.WriteString("{}")
	} else {
		b.WriteString("{ ")
		for i, e := range body {
			if i > 0 {
				b.WriteString(", ")
			}
			if !t.writeType(b, e) {
				return false
			}
		}
		b.WriteString(" }")
	}
	if ty.Packed() {
		b.WriteByte('>')
	}
	return true
}

// structName returns the `%name` of an identified struct, recording the
// struct for the type definitions at the top of the module. As LLVM, a
// name taken already gets a numeric suffix; an empty name is numbered.
func (t *translator) structName(ty *llvm.StructType) string {
	t.named++
	n := "%" + llvmName(ty.Name)
	if t.spec != nil {
		t.spec.structs = append(t.spec.structs, ty)
		return n
	}
	if _, ok := t.structNames[ty]; ok {
		return n
	}
	t.structNames[ty] = n
	t.structs = append(t.structs, ty)
	return n
}

// floatTypeNames are the LLVM names of the builtin float types.
var floatTypeNames = map[ir.FloatKind]string{
	ir.F16: "half", ir.BF16: "bfloat", ir.F32: "float", ir.F64: "double", ir.F80: "x86_fp80",
	ir.F128: "fp128",
}

// llvmName quotes a global or local name as LLVM's printer does: bare when
// made of letters, digits and `-$._`, not starting with a digit, quoted
// with `\XX` escapes otherwise.
func llvmName(s string) string {
	bare := s != ""
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '$' || c == '.' || c == '_' ||
			c >= '0' && c <= '9' && i > 0) {
			bare = false
			break
		}
	}
	if bare {
		return s
	}
	var b strings.Builder
	b.WriteByte('"')
	escapeString(&b, s)
	b.WriteByte('"')
	return b.String()
}

// escapeString writes s as the contents of an LLVM string: printable
// characters but `"` and `\` as they are, the others as `\XX`.
func escapeString(b *strings.Builder, s string) {
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c < 0x7f && c != '"' && c != '\\' {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('\\')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
}
