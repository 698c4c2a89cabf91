// Package llvm defines the parts of the llvm dialect gomlir implements so
// far: the opaque pointer type `!llvm.ptr`. Its other ops read as
// unregistered ops of a loaded dialect until they are defined.
package llvm

import (
	"encoding/binary"
	"strconv"

	"github.com/gomlir/gomlir/ir"
)

// Dialect is the llvm dialect.
var Dialect = &ir.Dialect{
	Name:            "llvm",
	ParseType:       parseType,
	PrintType:       printType,
	AllowUnknownOps: true,
}

// Register adds the llvm dialect to ctx.
func Register(ctx *ir.Context) {
	d := *Dialect
	ctx.RegisterDialect(&d)
}

// PointerType is `!llvm.ptr` (address space 0) or `!llvm.ptr<N>`: an
// opaque pointer into address space N.
type PointerType struct {
	ir.TypeBase
	AddressSpace uint32
}

// DialectName returns "llvm".
func (*PointerType) DialectName() string { return "llvm" }

// Pointer returns the uniqued pointer type of the address space.
func Pointer(ctx *ir.Context, addressSpace uint32) *PointerType {
	key := binary.LittleEndian.AppendUint32([]byte("llvm.ptr"), addressSpace)
	return ctx.UniqueDialectType(key, func(b ir.TypeBase) ir.Type {
		return &PointerType{TypeBase: b, AddressSpace: addressSpace}
	}).(*PointerType)
}

// parseType is upstream's LLVM type parser for the types defined here.
func parseType(dp ir.DialectParser) (ir.Type, error) {
	p, err := dp.Tokens()
	if err != nil {
		return nil, err
	}
	pos := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	if !ok {
		return nil, p.Errorf("expected valid keyword")
	}
	var t ir.Type
	switch kw {
	case "ptr":
		t, err = parsePointer(p)
	default:
		if pendingTypes[kw] {
			return p.Context().OpaqueType("llvm", dp.Body()), nil
		}
		return nil, p.ErrorAt(pos, "unknown LLVM type: %s", kw)
	}
	if err != nil {
		return nil, err
	}
	if !p.AtEnd() {
		return nil, p.Errorf("expected '>'")
	}
	return t, nil
}

// pendingTypes are the other LLVM types: kept opaque (their text is read
// and printed back unchanged) until they are defined.
var pendingTypes = map[string]bool{
	"void": true, "ppc_fp128": true, "token": true, "label": true, "metadata": true,
	"func": true, "vec": true, "array": true, "struct": true, "target": true, "x86_amx": true,
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
		return nil, paramError(p, err)
	case !ok:
		return nil, paramError(p, p.Errorf("expected integer value"))
	case v < -99999999 || v > 1<<32-1:
		// As upstream's parseInteger<unsigned>: a negative value wraps
		// while its literal (four bits a digit) fits in 32 bits.
		return nil, paramError(p, p.ErrorAt(pos, "integer value too large"))
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Pointer(p.Context(), uint32(v)), nil
}

// paramError reports first and returns the follow-up error of upstream's
// generated type parsers.
func paramError(p ir.BodyParser, first error) error {
	if d, ok := first.(*ir.Diagnostic); ok {
		p.Context().Report(d)
	}
	return p.Errorf("failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`")
}

func printType(p ir.DialectPrinter, t ir.Type) {
	if pt, ok := t.(*PointerType); ok {
		p.WriteString("ptr")
		if pt.AddressSpace != 0 {
			p.WriteString("<" + strconv.FormatUint(uint64(pt.AddressSpace), 10) + ">")
		}
	}
}
