package llvm

import (
	"encoding/binary"
	"strconv"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// DereferenceableAttr is `#llvm.dereferenceable<bytes = N>` (with
// `, mayBeNull = true` for dereferenceable_or_null): the bytes known
// dereferenceable behind the pointer a load or inttoptr produces.
type DereferenceableAttr struct {
	ir.AttrBase
	Bytes     uint64
	MayBeNull bool
}

// DialectName returns "llvm".
func (*DereferenceableAttr) DialectName() string { return "llvm" }

// Dereferenceable returns `#llvm.dereferenceable<bytes = n, mayBeNull = m>`.
func Dereferenceable(ctx *ir.Context, n uint64, mayBeNull bool) *DereferenceableAttr {
	k := binary.LittleEndian.AppendUint64([]byte("llvm.dereferenceable"), n)
	if mayBeNull {
		k = append(k, 1)
	}
	return ctx.UniqueDialectAttr(k, func(b ir.AttrBase) ir.Attribute {
		return &DereferenceableAttr{AttrBase: b, Bytes: n, MayBeNull: mayBeNull}
	}).(*DereferenceableAttr)
}

// parseDereferenceableBody parses `<bytes = N (, mayBeNull = true|false)?>`.
func parseDereferenceableBody(p ir.OpParser) (*DereferenceableAttr, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	v, err := parseIntegerParam(p, "bytes")
	if err != nil {
		return nil, err
	}
	mayBeNull := false
	if p.ParseOptionalPunct(",") {
		if err := p.ParseKeyword("mayBeNull"); err != nil {
			return nil, err
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, err
		}
		switch {
		case p.ParseOptionalKeyword("true"):
			mayBeNull = true
		case p.ParseOptionalKeyword("false"):
		default:
			return nil, p.Errorf("expected 'true' or 'false'")
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Dereferenceable(p.Context(), uint64(v), mayBeNull), nil
}

// dereferenceableText is the attribute's body after its mnemonic.
func dereferenceableText(a *DereferenceableAttr) string {
	s := "<bytes = " + strconv.FormatUint(a.Bytes, 10)
	if a.MayBeNull {
		s += ", mayBeNull = true"
	}
	return s + ">"
}

// verifyDereferenceable checks that an op carrying the dereferenceable
// attribute returns a pointer.
func verifyDereferenceable(op *ir.Operation) error {
	if op.InherentAttr("dereferenceable") == nil {
		return nil
	}
	if _, ok := op.Result(0).Type().(*PointerType); !ok {
		return op.EmitOpError("expected op to return a single LLVM pointer type")
	}
	return nil
}

// derefAttrC is the optional `dereferenceable` attribute of llvm.load and
// llvm.inttoptr, written `dereferenceable<bytes = N>` in their formats.
var derefAttrC = ods.AttrConstraint{
	Desc:   "LLVM dereferenceable attribute",
	GoType: "*llvm.DereferenceableAttr", GoImport: "github.com/gomlir/gomlir/dialect/llvm",
	Pred: func(a ir.Attribute) bool { _, ok := a.(*DereferenceableAttr); return ok },
	Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
		return parseDereferenceableBody(p)
	},
	Print: func(p ir.OpPrinter, a ir.Attribute) {
		if d, ok := a.(*DereferenceableAttr); ok {
			p.WriteString(dereferenceableText(d))
			return
		}
		p.PrintAttribute(a)
	},
}

// VScaleRangeAttr is `#llvm.vscale_range<minRange = N : i32, maxRange = M :
// i32>`, a function's vscale_range, written `vscale_range(N, M)` by
// llvm.func.
type VScaleRangeAttr struct {
	ir.AttrBase
	Min, Max int64
}

// DialectName returns "llvm".
func (*VScaleRangeAttr) DialectName() string { return "llvm" }

// VScaleRange returns `#llvm.vscale_range<minRange = lo : i32, maxRange =
// hi : i32>`.
func VScaleRange(ctx *ir.Context, lo, hi int64) *VScaleRangeAttr {
	k := binary.LittleEndian.AppendUint64([]byte("llvm.vscale_range"), uint64(lo))
	k = binary.LittleEndian.AppendUint64(k, uint64(hi))
	return ctx.UniqueDialectAttr(k, func(b ir.AttrBase) ir.Attribute {
		return &VScaleRangeAttr{AttrBase: b, Min: lo, Max: hi}
	}).(*VScaleRangeAttr)
}

// parseVScaleRangeBody parses `<minRange = N : i32, maxRange = M : i32>`.
func parseVScaleRangeBody(p ir.OpParser) (*VScaleRangeAttr, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var v [2]int64
	for i, name := range []string{"minRange", "maxRange"} {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return nil, err
			}
		}
		if err := p.ParseKeyword(name); err != nil {
			return nil, err
		}
		if err := p.ParsePunct("="); err != nil {
			return nil, err
		}
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return nil, err
		}
		ia, ok := a.(*ir.IntegerAttr)
		if !ok || !ia.IsSmall() {
			return nil, p.Errorf("expected an i32 integer attribute for %s", name)
		}
		v[i] = ia.Int64()
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return VScaleRange(p.Context(), v[0], v[1]), nil
}

// vscaleRangeText is the attribute's body after its mnemonic.
func vscaleRangeText(a *VScaleRangeAttr) string {
	return "<minRange = " + strconv.FormatInt(a.Min, 10) + " : i32, maxRange = " + strconv.FormatInt(a.Max, 10) + " : i32>"
}

// parseIntegerParam parses `key = N` inside an attribute's parameter list.
func parseIntegerParam(p ir.OpParser, key string) (int64, error) {
	if err := p.ParseKeyword(key); err != nil {
		return 0, err
	}
	if err := p.ParsePunct("="); err != nil {
		return 0, err
	}
	v, ok, err := p.ParseOptionalInteger()
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, p.Errorf("expected integer value")
	}
	return v, nil
}
