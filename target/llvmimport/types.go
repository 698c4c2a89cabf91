package llvmimport

import (
	"strconv"
	"strings"
)

// typeKind classifies an LLVM type.
type typeKind int

const (
	kVoid typeKind = iota
	kInt
	kHalf
	kBFloat
	kFloat
	kDouble
	kFP128
	kX86FP80
	kPPCFP128
	kPtr
	kVector
	kArray
	kStruct
	kFunc
	kLabel
	kMetadata
	kToken
	kX86AMX
	kTarget
)

// Type is an LLVM type; types are interned by their LLVM spelling, so equal
// types are the same pointer. Identified structs are interned by name.
type Type struct {
	Kind      typeKind
	Bits      int     // integer width
	AddrSpace int     // pointer address space
	Elem      *Type   // vector and array element, function result
	Len       int64   // vector and array length
	Scalable  bool    // scalable vector
	Fields    []*Type // struct fields, function parameters
	Packed    bool
	Name      string // identified struct name, target type name
	Opaque    bool   // identified struct without body
	HasBody   bool
	VarArg    bool
	IntParams []int64 // target type integer parameters
	key       string
}

// typeTable interns types.
type typeTable struct {
	byKey   map[string]*Type
	structs map[string]*Type
	order   []*Type // identified structs in order of appearance
}

func newTypeTable() *typeTable {
	return &typeTable{byKey: map[string]*Type{}, structs: map[string]*Type{}}
}

func (tt *typeTable) intern(t *Type) *Type {
	t.key = t.llvmString()
	if old, ok := tt.byKey[t.key]; ok {
		return old
	}
	tt.byKey[t.key] = t
	return t
}

func (tt *typeTable) simple(k typeKind) *Type { return tt.intern(&Type{Kind: k}) }
func (tt *typeTable) intType(bits int) *Type  { return tt.intern(&Type{Kind: kInt, Bits: bits}) }
func (tt *typeTable) ptr(as int) *Type        { return tt.intern(&Type{Kind: kPtr, AddrSpace: as}) }

// named returns the identified struct type name, creating an opaque one.
func (tt *typeTable) named(name string) *Type {
	if t, ok := tt.structs[name]; ok {
		return t
	}
	t := &Type{Kind: kStruct, Name: name, Opaque: true}
	t.key = "%" + quoteName(name)
	tt.structs[name] = t
	tt.order = append(tt.order, t)
	return t
}

// llvmString spells the type as LLVM does (used as its interning key).
func (t *Type) llvmString() string {
	if t.key != "" {
		return t.key
	}
	switch t.Kind {
	case kVoid:
		return "void"
	case kInt:
		return "i" + strconv.Itoa(t.Bits)
	case kHalf:
		return "half"
	case kBFloat:
		return "bfloat"
	case kFloat:
		return "float"
	case kDouble:
		return "double"
	case kFP128:
		return "fp128"
	case kX86FP80:
		return "x86_fp80"
	case kPPCFP128:
		return "ppc_fp128"
	case kPtr:
		if t.AddrSpace != 0 {
			return "ptr addrspace(" + strconv.Itoa(t.AddrSpace) + ")"
		}
		return "ptr"
	case kVector:
		if t.Scalable {
			return "<vscale x " + strconv.FormatInt(t.Len, 10) + " x " + t.Elem.llvmString() + ">"
		}
		return "<" + strconv.FormatInt(t.Len, 10) + " x " + t.Elem.llvmString() + ">"
	case kArray:
		return "[" + strconv.FormatInt(t.Len, 10) + " x " + t.Elem.llvmString() + "]"
	case kStruct:
		if t.Name != "" {
			return "%" + quoteName(t.Name)
		}
		var b strings.Builder
		if t.Packed {
			b.WriteByte('<')
		}
		b.WriteString("{ ")
		for i, f := range t.Fields {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(f.llvmString())
		}
		b.WriteString(" }")
		if t.Packed {
			b.WriteByte('>')
		}
		return b.String()
	case kFunc:
		var b strings.Builder
		b.WriteString(t.Elem.llvmString())
		b.WriteString(" (")
		for i, f := range t.Fields {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(f.llvmString())
		}
		if t.VarArg {
			if len(t.Fields) > 0 {
				b.WriteString(", ")
			}
			b.WriteString("...")
		}
		b.WriteString(")")
		return b.String()
	case kLabel:
		return "label"
	case kMetadata:
		return "metadata"
	case kToken:
		return "token"
	case kX86AMX:
		return "x86_amx"
	case kTarget:
		var b strings.Builder
		b.WriteString("target(\"" + t.Name + "\"")
		for _, f := range t.Fields {
			b.WriteString(", " + f.llvmString())
		}
		for _, n := range t.IntParams {
			b.WriteString(", " + strconv.FormatInt(n, 10))
		}
		b.WriteString(")")
		return b.String()
	}
	return "?"
}

// quoteName spells an LLVM name, quoting it when it is not a plain
// identifier.
func quoteName(name string) string {
	plain := name != "" && !isDigit(name[0])
	for i := 0; i < len(name) && plain; i++ {
		plain = isIdentChar(name[i])
	}
	if plain {
		return name
	}
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c == '"' || c == '\\' || c < 0x20 || c >= 0x7f {
			b.WriteString("\\" + strings.ToUpper(strconv.FormatUint(uint64(c)>>4, 16)) + strings.ToUpper(strconv.FormatUint(uint64(c)&15, 16)))
			continue
		}
		b.WriteByte(c)
	}
	b.WriteByte('"')
	return b.String()
}

// isFloat reports whether t is a scalar floating-point type.
func (t *Type) isFloat() bool {
	switch t.Kind {
	case kHalf, kBFloat, kFloat, kDouble, kFP128, kX86FP80, kPPCFP128:
		return true
	}
	return false
}

// floatBits is the width of a floating-point type.
func (t *Type) floatBits() int {
	switch t.Kind {
	case kHalf, kBFloat:
		return 16
	case kFloat:
		return 32
	case kDouble:
		return 64
	case kX86FP80:
		return 80
	}
	return 128
}

// typeWriter spells types as the llvm dialect imports them.
type typeWriter struct {
	// literal imports identified structs as literal ones
	// (-import-structs-as-literals).
	literal bool
	// names are the names given to identified structs, and taken the
	// body each name holds: numbered (unnamed) structs all ask for the
	// empty name, and one whose body differs gets the next free ".N".
	names map[*Type]string
	taken map[string]string
}

// mlir spells t.
func (tw *typeWriter) mlir(t *Type) string {
	var b strings.Builder
	t.writeMLIR(&b, tw, false, map[*Type]bool{})
	return b.String()
}

// structName is the name of identified struct t, choosing it (after the
// names of the structs in its body, as upstream's translation sets bodies
// innermost first) on first use.
func (tw *typeWriter) structName(t *Type) string {
	if n, ok := tw.names[t]; ok {
		return n
	}
	tw.names[t] = t.Name // provisional, for the body below
	base := t.Name
	if isAllDigits(base) {
		base = ""
	}
	body := "opaque"
	if !t.Opaque {
		var b strings.Builder
		for _, f := range t.Fields {
			f.writeMLIR(&b, tw, true, map[*Type]bool{t: true})
			b.WriteString(",")
		}
		body = b.String()
	}
	name := base
	for i := 1; ; i++ {
		if held, ok := tw.taken[name]; !ok || held == body {
			break
		}
		name = base + "." + strconv.Itoa(i)
	}
	tw.taken[name] = body
	tw.names[t] = name
	return name
}

func (t *Type) writeMLIR(b *strings.Builder, tw *typeWriter, nested bool, open map[*Type]bool) {
	switch t.Kind {
	case kVoid:
		b.WriteString("!llvm.void")
	case kInt:
		b.WriteString("i" + strconv.Itoa(t.Bits))
	case kHalf:
		b.WriteString("f16")
	case kBFloat:
		b.WriteString("bf16")
	case kFloat:
		b.WriteString("f32")
	case kDouble:
		b.WriteString("f64")
	case kFP128:
		b.WriteString("f128")
	case kX86FP80:
		b.WriteString("f80")
	case kPPCFP128:
		b.WriteString("!llvm.ppc_fp128")
	case kPtr:
		if !nested {
			b.WriteString("!llvm.")
		}
		b.WriteString("ptr")
		if t.AddrSpace != 0 {
			b.WriteString("<" + strconv.Itoa(t.AddrSpace) + ">")
		}
	case kVector:
		if t.Elem.Kind == kInt || t.Elem.Kind == kPtr || t.Elem.isFloat() && t.Elem.Kind != kPPCFP128 {
			b.WriteString("vector<")
			if t.Scalable {
				b.WriteString("[" + strconv.FormatInt(t.Len, 10) + "]")
			} else {
				b.WriteString(strconv.FormatInt(t.Len, 10))
			}
			b.WriteString("x")
			t.Elem.writeMLIR(b, tw, t.Elem.Kind != kPtr, open)
			b.WriteString(">")
			return
		}
		if !nested {
			b.WriteString("!llvm.")
		}
		b.WriteString("vec<")
		if t.Scalable {
			b.WriteString("? x ")
		}
		b.WriteString(strconv.FormatInt(t.Len, 10) + " x ")
		t.Elem.writeMLIR(b, tw, true, open)
		b.WriteString(">")
	case kArray:
		if !nested {
			b.WriteString("!llvm.")
		}
		b.WriteString("array<" + strconv.FormatInt(t.Len, 10) + " x ")
		t.Elem.writeMLIR(b, tw, true, open)
		b.WriteString(">")
	case kStruct:
		if !nested {
			b.WriteString("!llvm.")
		}
		b.WriteString("struct<")
		if t.Name != "" && !tw.literal {
			b.WriteString(quoteMLIR(tw.structName(t)))
			if t.Opaque {
				b.WriteString(", opaque>")
				return
			}
			if open[t] {
				b.WriteString(">")
				return
			}
			open[t] = true
			defer delete(open, t)
			b.WriteString(", ")
		}
		if t.Packed {
			b.WriteString("packed ")
		}
		b.WriteString("(")
		for i, f := range t.Fields {
			if i > 0 {
				b.WriteString(", ")
			}
			f.writeMLIR(b, tw, true, open)
		}
		b.WriteString(")>")
	case kFunc:
		if !nested {
			b.WriteString("!llvm.")
		}
		b.WriteString("func<")
		t.Elem.writeMLIRFuncPart(b, tw, open)
		b.WriteString(" (")
		for i, f := range t.Fields {
			if i > 0 {
				b.WriteString(", ")
			}
			f.writeMLIR(b, tw, true, open)
		}
		if t.VarArg {
			if len(t.Fields) > 0 {
				b.WriteString(", ")
			}
			b.WriteString("...")
		}
		b.WriteString(")>")
	case kLabel:
		b.WriteString("!llvm.label")
	case kMetadata:
		b.WriteString("!llvm.metadata")
	case kToken:
		b.WriteString("!llvm.token")
	case kX86AMX:
		b.WriteString("!llvm.x86_amx")
	case kTarget:
		if !nested {
			b.WriteString("!llvm.")
		}
		b.WriteString("target<" + quoteMLIR(t.Name))
		for _, f := range t.Fields {
			b.WriteString(", ")
			f.writeMLIR(b, tw, true, open)
		}
		for _, n := range t.IntParams {
			b.WriteString(", " + strconv.FormatInt(n, 10))
		}
		b.WriteString(">")
	}
}

// writeMLIRFuncPart spells a function result type (void prints as void).
func (t *Type) writeMLIRFuncPart(b *strings.Builder, tw *typeWriter, open map[*Type]bool) {
	if t.Kind == kVoid {
		b.WriteString("void")
		return
	}
	t.writeMLIR(b, tw, true, open)
}

// quoteMLIR spells s as an MLIR string literal.
func quoteMLIR(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\n':
			b.WriteString("\\n")
		case c == '\t':
			b.WriteString("\\t")
		case c < 0x20 || c >= 0x7f:
			const hexd = "0123456789ABCDEF"
			b.WriteByte('\\')
			b.WriteByte(hexd[c>>4])
			b.WriteByte(hexd[c&15])
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
