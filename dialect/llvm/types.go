package llvm

import (
	"encoding/binary"
	"strconv"
	"strings"
	"sync"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// PointerType is `!llvm.ptr` (address space 0) or `!llvm.ptr<N>`: an
// opaque pointer into address space N.
type PointerType struct {
	ir.TypeBase
	AddressSpace uint32
}

// SimpleType is one of the parameterless LLVM types: `!llvm.void`,
// `!llvm.token`, `!llvm.label`, `!llvm.metadata`, `!llvm.ppc_fp128` and
// `!llvm.x86_amx`.
type SimpleType struct {
	ir.TypeBase
	Keyword string
}

// ArrayType is `!llvm.array<N x T>`.
type ArrayType struct {
	ir.TypeBase
	Elem ir.Type
	Len  uint64
}

// FunctionType is `!llvm.func<R (A, B, ...)>`; a void function returns
// `!llvm.void`.
type FunctionType struct {
	ir.TypeBase
	Result ir.Type
	Params []ir.Type
	VarArg bool
}

// TargetExtType is `!llvm.target<"name", types..., ints...>`.
type TargetExtType struct {
	ir.TypeBase
	Name       string
	TypeParams []ir.Type
	IntParams  []uint32
}

// StructType is `!llvm.struct<...>`: a literal struct, uniqued by its body
// and packedness, or an identified one, uniqued by its name, whose body is
// set once (it may refer to the struct itself) or declared opaque.
type StructType struct {
	ir.TypeBase
	// Name is the identifier of an identified struct ("" for literals).
	Name       string
	Identified bool

	mu     sync.Mutex
	body   []ir.Type
	packed bool
	// state of an identified struct: 0 uninitialized, 1 opaque, 2 with a
	// body. Literal structs always have their body.
	state uint8
}

// DialectName returns "llvm".
func (*PointerType) DialectName() string { return "llvm" }

// DialectName returns "llvm".
func (*SimpleType) DialectName() string { return "llvm" }

// DialectName returns "llvm".
func (*ArrayType) DialectName() string { return "llvm" }

// DialectName returns "llvm".
func (*FunctionType) DialectName() string { return "llvm" }

// DialectName returns "llvm".
func (*TargetExtType) DialectName() string { return "llvm" }

// DialectName returns "llvm".
func (*StructType) DialectName() string { return "llvm" }

// Body returns the element types of the struct (nil for an opaque one).
func (t *StructType) Body() []ir.Type {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.body
}

// Packed reports whether the struct is packed.
func (t *StructType) Packed() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.packed
}

// Opaque reports whether the struct is an identified struct without a
// body (declared opaque, or not initialized yet).
func (t *StructType) Opaque() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.Identified && t.state != 2
}

// SetBody sets the body of an identified struct. It fails when the struct
// already has another body or was declared opaque.
func (t *StructType) SetBody(body []ir.Type, packed bool) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch t.state {
	case 0:
		t.body, t.packed, t.state = append([]ir.Type{}, body...), packed, 2
		return true
	case 2:
		return t.packed == packed && sameTypes(t.body, body)
	}
	return false
}

// declaredOpaque reports whether the struct was declared opaque.
func (t *StructType) declaredOpaque() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.state == 1
}

// setOpaque declares an uninitialized identified struct opaque; it reports
// whether the struct is opaque afterwards.
func (t *StructType) setOpaque() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.state == 0 {
		t.state = 1
	}
	return t.state == 1
}

func sameTypes(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func typeKey(prefix string, ts []ir.Type) []byte {
	k := []byte(prefix)
	k = binary.LittleEndian.AppendUint64(k, uint64(len(ts)))
	for _, t := range ts {
		k = binary.LittleEndian.AppendUint64(k, ir.TypeID(t))
	}
	return k
}

// Pointer returns the uniqued pointer type of the address space.
func Pointer(ctx *ir.Context, addressSpace uint32) *PointerType {
	key := binary.LittleEndian.AppendUint32([]byte("llvm.ptr"), addressSpace)
	return ctx.UniqueDialectType(key, func(b ir.TypeBase) ir.Type {
		return &PointerType{TypeBase: b, AddressSpace: addressSpace}
	}).(*PointerType)
}

// Simple returns the parameterless LLVM type of the keyword.
func Simple(ctx *ir.Context, keyword string) *SimpleType {
	return ctx.UniqueDialectType([]byte("llvm.simple."+keyword), func(b ir.TypeBase) ir.Type {
		return &SimpleType{TypeBase: b, Keyword: keyword}
	}).(*SimpleType)
}

// Void returns `!llvm.void`.
func Void(ctx *ir.Context) *SimpleType { return Simple(ctx, "void") }

// Array returns `!llvm.array<n x elem>`.
func Array(ctx *ir.Context, elem ir.Type, n uint64) *ArrayType {
	k := binary.LittleEndian.AppendUint64(typeKey("llvm.array", []ir.Type{elem}), n)
	return ctx.UniqueDialectType(k, func(b ir.TypeBase) ir.Type {
		return &ArrayType{TypeBase: b, Elem: elem, Len: n}
	}).(*ArrayType)
}

// Function returns `!llvm.func<result (params)>`.
func Function(ctx *ir.Context, result ir.Type, params []ir.Type, varArg bool) *FunctionType {
	k := typeKey("llvm.func", append([]ir.Type{result}, params...))
	if varArg {
		k = append(k, 1)
	}
	return ctx.UniqueDialectType(k, func(b ir.TypeBase) ir.Type {
		return &FunctionType{TypeBase: b, Result: result, Params: append([]ir.Type{}, params...), VarArg: varArg}
	}).(*FunctionType)
}

// TargetExt returns `!llvm.target<"name", types..., ints...>`.
func TargetExt(ctx *ir.Context, name string, types []ir.Type, ints []uint32) *TargetExtType {
	k := typeKey("llvm.target", types)
	for _, v := range ints {
		k = binary.LittleEndian.AppendUint32(k, v)
	}
	k = append(k, name...)
	return ctx.UniqueDialectType(k, func(b ir.TypeBase) ir.Type {
		return &TargetExtType{TypeBase: b, Name: name, TypeParams: append([]ir.Type{}, types...), IntParams: append([]uint32{}, ints...)}
	}).(*TargetExtType)
}

// LiteralStruct returns the literal struct of the body.
func LiteralStruct(ctx *ir.Context, body []ir.Type, packed bool) *StructType {
	k := typeKey("llvm.struct.lit", body)
	if packed {
		k = append(k, 1)
	}
	return ctx.UniqueDialectType(k, func(b ir.TypeBase) ir.Type {
		return &StructType{TypeBase: b, body: append([]ir.Type{}, body...), packed: packed, state: 2}
	}).(*StructType)
}

// IdentifiedStruct returns the identified struct of the name (its body
// may not be set yet).
func IdentifiedStruct(ctx *ir.Context, name string) *StructType {
	return ctx.UniqueDialectType([]byte("llvm.struct.id."+name), func(b ir.TypeBase) ir.Type {
		return &StructType{TypeBase: b, Name: name, Identified: true}
	}).(*StructType)
}

// isLLVMType reports whether t is a type of the llvm dialect.
func isLLVMType(t ir.Type) bool {
	d, ok := t.(ir.DialectType)
	return ok && d.DialectName() == "llvm"
}

func isSimple(t ir.Type, keywords ...string) bool {
	s, ok := t.(*SimpleType)
	if !ok {
		return false
	}
	for _, k := range keywords {
		if s.Keyword == k {
			return true
		}
	}
	return false
}

// IsVoid reports whether t is `!llvm.void`.
func IsVoid(t ir.Type) bool { return isSimple(t, "void") }

// validAggregateElement is upstream's LLVMStructType/LLVMArrayType
// isValidElementType.
func validAggregateElement(t ir.Type) bool {
	if _, fn := t.(*FunctionType); fn {
		return false
	}
	return !isSimple(t, "void", "label", "metadata", "token")
}

func validFunctionResult(t ir.Type) bool {
	if _, fn := t.(*FunctionType); fn {
		return false
	}
	return !isSimple(t, "label", "metadata")
}

func validFunctionArg(t ir.Type) bool {
	if _, fn := t.(*FunctionType); fn {
		return false
	}
	return !IsVoid(t)
}

// simpleKeywords lists the parameterless types.
var simpleKeywords = []string{"void", "ppc_fp128", "token", "label", "metadata", "x86_amx"}

// parseType is upstream's LLVM type parser: the dialect prefix is followed
// by a keyword (a builtin type there is an error).
func parseType(dp ir.DialectParser) (ir.Type, error) {
	p, err := dp.Tokens()
	if err != nil {
		return nil, err
	}
	pos := p.Pos()
	if p.IsType() {
		if _, _, err := p.ParseOptionalType(); err != nil {
			return nil, err
		}
		return nil, p.ErrorAt(pos, "unexpected type, expected keyword")
	}
	// As upstream, text left in the body after the type is ignored.
	return parseKeywordType(dp, p, true)
}

// parseNested parses a type inside an LLVM type: any type in full form, or
// an LLVM type without its `!llvm.` prefix.
func parseNested(dp ir.DialectParser, p ir.BodyParser) (ir.Type, error) {
	if p.IsType() {
		return p.ParseType()
	}
	return parseKeywordType(dp, p, false)
}

// parseKeywordType parses an LLVM type from its keyword on.
func parseKeywordType(dp ir.DialectParser, p ir.BodyParser, top bool) (ir.Type, error) {
	ctx := p.Context()
	pos := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	if !ok {
		return nil, p.Errorf("expected valid keyword")
	}
	for _, s := range simpleKeywords {
		if kw == s {
			return Simple(ctx, kw), nil
		}
	}
	switch kw {
	case "ptr":
		return parsePointer(p)
	case "array":
		return parseArray(dp, p)
	case "func":
		return parseFunctionType(dp, p)
	case "struct":
		return parseStruct(dp, p, top)
	case "target":
		return parseTargetExt(p)
	}
	return nil, p.ErrorAt(pos, "unknown LLVM type: %s", kw)
}

// parsePointer parses the optional `<address-space>` of `ptr`.
func parsePointer(p ir.BodyParser) (ir.Type, error) {
	if !p.ParseOptionalPunct("<") {
		return Pointer(p.Context(), 0), nil
	}
	pos := p.Pos()
	v, ok, err := p.ParseOptionalInteger()
	switch {
	case err != nil:
		return nil, paramError(p, err, "LLVMPointerType", "addressSpace", "unsigned")
	case !ok:
		return nil, paramError(p, p.Errorf("expected integer value"), "LLVMPointerType", "addressSpace", "unsigned")
	case v < -99999999 || v > 1<<32-1:
		// As upstream's parseInteger<unsigned>: a negative value wraps
		// while its literal (four bits a digit) fits in 32 bits.
		return nil, paramError(p, p.ErrorAt(pos, "integer value too large"), "LLVMPointerType", "addressSpace", "unsigned")
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Pointer(p.Context(), uint32(v)), nil
}

// paramError reports first and returns the follow-up error of upstream's
// generated type parsers.
func paramError(p ir.OpParser, first error, class, param, cpp string) error {
	if d, ok := first.(*ir.Diagnostic); ok {
		p.Context().Report(d)
	}
	return p.Errorf("failed to parse %s parameter '%s' which is to be a `%s`", class, param, cpp)
}

// parseArray parses `<N x T>`.
func parseArray(dp ir.DialectParser, p ir.BodyParser) (ir.Type, error) {
	pos := p.Pos()
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	v, ok, err := p.ParseOptionalInteger()
	if err != nil {
		return nil, paramError(p, err, "LLVMArrayType", "numElements", "uint64_t")
	}
	if !ok {
		return nil, paramError(p, p.Errorf("expected integer value"), "LLVMArrayType", "numElements", "uint64_t")
	}
	if err := p.ParseKeyword("x"); err != nil {
		return nil, err
	}
	elem, err := parseNested(dp, p)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if !validAggregateElement(elem) {
		return nil, p.ErrorAt(pos, "invalid array element type: '%s'", asm.TypeString(elem))
	}
	return Array(p.Context(), elem, uint64(v)), nil
}

// parseFunctionType parses `<R (A, B, ...)>`.
func parseFunctionType(dp ir.DialectParser, p ir.BodyParser) (ir.Type, error) {
	pos := p.Pos()
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	res, err := parseNested(dp, p)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	var params []ir.Type
	varArg := false
	if !p.ParseOptionalPunct(")") {
		for {
			if p.ParseOptionalPunct("...") {
				varArg = true
				break
			}
			t, err := parseNested(dp, p)
			if err != nil {
				return nil, err
			}
			params = append(params, t)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if !validFunctionResult(res) {
		return nil, p.ErrorAt(pos, "invalid function result type: '%s'", asm.TypeString(res))
	}
	for _, t := range params {
		if !validFunctionArg(t) {
			return nil, p.ErrorAt(pos, "invalid function argument type: '%s'", asm.TypeString(t))
		}
	}
	return Function(p.Context(), res, params, varArg), nil
}

// structKey marks an identified struct being parsed or printed.
type structKey struct{ name string }

// parseStruct parses `<("name",)? packed? (T, ...)>`, `<"name">` (a
// reference to an enclosing struct) or `<"name", opaque>`.
func parseStruct(dp ir.DialectParser, p ir.BodyParser, top bool) (ir.Type, error) {
	ctx := p.Context()
	start := p.Pos()
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	name, identified := p.ParseOptionalString()
	if identified {
		if p.IsPunct(">") {
			pos := p.Pos()
			p.ParseOptionalPunct(">")
			done, fresh := dp.TryStartCyclicParse(structKey{name})
			done()
			if fresh {
				return nil, p.ErrorAt(pos, "struct without a body only allowed in a recursive struct")
			}
			return IdentifiedStruct(ctx, name), nil
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
	}
	kwPos := p.Pos()
	if p.ParseOptionalKeyword("opaque") {
		if !identified {
			return nil, p.ErrorAt(kwPos, "only identified structs can be opaque")
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		st := IdentifiedStruct(ctx, name)
		if !st.setOpaque() {
			return nil, p.ErrorAt(kwPos, "redeclaring defined struct as opaque")
		}
		return st, nil
	}
	if identified {
		done, fresh := dp.TryStartCyclicParse(structKey{name})
		if !fresh {
			done()
			return nil, p.ErrorAt(kwPos, "identifier already used for an enclosing struct")
		}
		defer done()
	}
	packed := p.ParseOptionalKeyword("packed")
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	subPos := p.Pos()
	var body []ir.Type
	if !p.ParseOptionalPunct(")") {
		for {
			t, err := parseNested(dp, p)
			if err != nil {
				return nil, err
			}
			body = append(body, t)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return nil, err
		}
	} else {
		subPos = kwPos
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	for _, t := range body {
		if !validAggregateElement(t) {
			at := subPos
			if !identified {
				at = start
			}
			return nil, p.ErrorAt(at, "invalid LLVM structure element type: '%s'", asm.TypeString(t))
		}
	}
	if !identified {
		return LiteralStruct(ctx, body, packed), nil
	}
	st := IdentifiedStruct(ctx, name)
	if !st.SetBody(body, packed) {
		return nil, p.ErrorAt(subPos, "identified type already used with a different body")
	}
	return st, nil
}

// parseTargetExt parses `<"name", types..., ints...>`.
func parseTargetExt(p ir.BodyParser) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	name, ok := p.ParseOptionalString()
	if !ok {
		return nil, paramError(p, p.Errorf("expected string"), "LLVMTargetExtType", "extTypeName", "::llvm::StringRef")
	}
	var types []ir.Type
	var ints []uint32
	for p.ParseOptionalPunct(",") {
		at := p.Pos()
		v, isInt, err := p.ParseOptionalInteger()
		if err != nil {
			return nil, err
		}
		if isInt {
			ints = append(ints, uint32(v))
			continue
		}
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		if len(ints) > 0 {
			return nil, p.ErrorAt(at, "failed to parse parameter list for target extension type")
		}
		types = append(types, t)
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return TargetExt(p.Context(), name, types, ints), nil
}

// printType prints an LLVM type without the `!llvm.` prefix.
func printType(p ir.DialectPrinter, t ir.Type) {
	switch t := t.(type) {
	case *SimpleType:
		p.WriteString(t.Keyword)
	case *PointerType:
		p.WriteString("ptr")
		if t.AddressSpace != 0 {
			p.WriteString("<" + strconv.FormatUint(uint64(t.AddressSpace), 10) + ">")
		}
	case *ArrayType:
		p.WriteString("array<" + strconv.FormatUint(t.Len, 10) + " x ")
		printNested(p, t.Elem)
		p.WriteString(">")
	case *FunctionType:
		p.WriteString("func<")
		printNested(p, t.Result)
		p.WriteString(" (")
		for i, a := range t.Params {
			if i > 0 {
				p.WriteString(", ")
			}
			printNested(p, a)
		}
		if t.VarArg {
			if len(t.Params) > 0 {
				p.WriteString(", ")
			}
			p.WriteString("...")
		}
		p.WriteString(")>")
	case *StructType:
		printStruct(p, t)
	case *TargetExtType:
		p.WriteString("target<")
		p.WriteString(quote(t.Name))
		for _, a := range t.TypeParams {
			p.WriteString(", ")
			p.PrintType(a)
		}
		for _, v := range t.IntParams {
			p.WriteString(", " + strconv.FormatUint(uint64(v), 10))
		}
		p.WriteString(">")
	}
}

// printNested prints a type inside an LLVM type: LLVM types without their
// prefix, others in full.
func printNested(p ir.DialectPrinter, t ir.Type) {
	if isLLVMType(t) {
		printType(p, t)
		return
	}
	p.PrintType(t)
}

func printStruct(p ir.DialectPrinter, t *StructType) {
	p.WriteString("struct<")
	if t.Identified {
		p.WriteString(quote(t.Name))
		done, fresh := p.TryStartCyclicPrint(structKey{t.Name})
		defer done()
		if !fresh {
			p.WriteString(">")
			return
		}
		p.WriteString(", ")
		if t.declaredOpaque() {
			p.WriteString("opaque>")
			return
		}
	}
	if t.Packed() {
		p.WriteString("packed ")
	}
	p.WriteString("(")
	for i, e := range t.Body() {
		if i > 0 {
			p.WriteString(", ")
		}
		printNested(p, e)
	}
	p.WriteString(")>")
}

// quote returns s as an MLIR string literal (upstream's printEscapedString).
func quote(s string) string {
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

// supportsMemOps is upstream's LLVMTargetExtType::supportsMemOps.
func (t *TargetExtType) supportsMemOps() bool {
	return strings.HasPrefix(t.Name, "spirv.") || t.Name == "aarch64.svcount" || t.Name == "riscv.vector.tuple"
}

// hasZeroInit reports whether the target type has a zero initializer
// (upstream's HasZeroInit property).
func (t *TargetExtType) hasZeroInit() bool {
	return strings.HasPrefix(t.Name, "spirv.") || t.Name == "aarch64.svcount" || t.Name == "riscv.vector.tuple"
}
