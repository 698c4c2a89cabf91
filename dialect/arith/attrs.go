package arith

import (
	"encoding/binary"
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// bitEnum describes an upstream I32BitEnumAttr: its case names by bit,
// the primary groups printed first, its separator and its C++ name (used
// in diagnostics).
type bitEnum struct {
	cppName   string // e.g. "::mlir::arith::FastMathFlags"
	attrName  string // e.g. "Arith_FastMathAttr"
	mnemonic  string // e.g. "fastmath"
	sep       string
	bits      []string // case names, bit i = 1<<i
	groupName string   // a primary group covering every bit ("" if none)
}

// mask returns the bits the enum defines.
func (e *bitEnum) mask() uint32 { return 1<<uint(len(e.bits)) - 1 }

// names lists every case as upstream's "to be one of" message does.
func (e *bitEnum) names() []string {
	out := append([]string{"none"}, e.bits...)
	if e.groupName != "" {
		out = append(out, e.groupName)
	}
	return out
}

// lookup returns the bits of a case name.
func (e *bitEnum) lookup(s string) (uint32, bool) {
	if s == "none" {
		return 0, true
	}
	if s == e.groupName && s != "" {
		return e.mask(), true
	}
	for i, n := range e.bits {
		if n == s {
			return 1 << uint(i), true
		}
	}
	return 0, false
}

// String renders flags like upstream's stringify (primary groups first).
func (e *bitEnum) String(v uint32) string {
	if v == 0 {
		return "none"
	}
	var parts []string
	if e.groupName != "" && v&e.mask() == e.mask() {
		parts = append(parts, e.groupName)
		v &^= e.mask()
	}
	for i, n := range e.bits {
		if v&(1<<uint(i)) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, e.sep)
}

var fastMathEnum = &bitEnum{
	cppName: "::mlir::arith::FastMathFlags", attrName: "Arith_FastMathAttr", mnemonic: "fastmath", sep: ",",
	bits:      []string{"reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"},
	groupName: "fast",
}

var overflowEnum = &bitEnum{
	cppName: "::mlir::arith::IntegerOverflowFlags", attrName: "Arith_IntegerOverflowAttr", mnemonic: "overflow", sep: ", ",
	bits: []string{"nsw", "nuw"},
}

// Fast-math flags (arith::FastMathFlags).
const (
	FastMathNone     uint32 = 0
	FastMathReassoc  uint32 = 1
	FastMathNNaN     uint32 = 2
	FastMathNInf     uint32 = 4
	FastMathNSZ      uint32 = 8
	FastMathARcp     uint32 = 16
	FastMathContract uint32 = 32
	FastMathAFN      uint32 = 64
	FastMathFast     uint32 = 127
)

// Integer overflow flags (arith::IntegerOverflowFlags).
const (
	OverflowNone uint32 = 0
	OverflowNSW  uint32 = 1
	OverflowNUW  uint32 = 2
)

// FastMathAttr is `#arith.fastmath<...>`.
type FastMathAttr struct {
	ir.AttrBase
	Flags uint32
}

// DialectName returns "arith".
func (*FastMathAttr) DialectName() string { return "arith" }

// OverflowAttr is `#arith.overflow<...>`.
type OverflowAttr struct {
	ir.AttrBase
	Flags uint32
}

// DialectName returns "arith".
func (*OverflowAttr) DialectName() string { return "arith" }

// FastMath returns the uniqued fast-math attribute holding flags.
func FastMath(ctx *ir.Context, flags uint32) *FastMathAttr {
	var k [5]byte
	k[0] = 'f'
	binary.LittleEndian.PutUint32(k[1:], flags)
	return ctx.UniqueDialectAttr(append([]byte("arith."), k[:]...), func(b ir.AttrBase) ir.Attribute {
		return &FastMathAttr{b, flags}
	}).(*FastMathAttr)
}

// Overflow returns the uniqued overflow-flags attribute holding flags.
func Overflow(ctx *ir.Context, flags uint32) *OverflowAttr {
	var k [5]byte
	k[0] = 'o'
	binary.LittleEndian.PutUint32(k[1:], flags)
	return ctx.UniqueDialectAttr(append([]byte("arith."), k[:]...), func(b ir.AttrBase) ir.Attribute {
		return &OverflowAttr{b, flags}
	}).(*OverflowAttr)
}

// FastMathFlags returns the fast-math flags of op (none when absent).
func FastMathFlags(op *ir.Operation) uint32 {
	if a, ok := op.InherentAttr("fastmath").(*FastMathAttr); ok {
		return a.Flags
	}
	return 0
}

// OverflowFlags returns the overflow flags of op (none when absent).
func OverflowFlags(op *ir.Operation) uint32 {
	if a, ok := op.InherentAttr("overflowFlags").(*OverflowAttr); ok {
		return a.Flags
	}
	return 0
}

// parseFlagsValue parses the `<a, b>` part of a bit-enum attribute as
// upstream's generated parsers: keywords or strings separated by the
// separator's punctuation, each case OR-ed in.
func parseFlagsValue(p ir.OpParser, e *bitEnum) (uint32, error) {
	if err := p.ParsePunct("<"); err != nil {
		return 0, err
	}
	var flags uint32
	pos := p.Pos()
	for {
		kw, ok := p.ParseOptionalKeywordAny()
		if !ok {
			kw, ok = p.ParseOptionalString()
		}
		if !ok {
			return 0, e.paramError(p, p.Errorf("expected valid keyword or string"))
		}
		v, found := e.lookup(kw)
		if !found {
			return 0, e.paramError(p, p.ErrorAt(pos, "expected %s to be one of: %s", e.cppName, strings.Join(e.names(), ", ")))
		}
		flags |= v
		if !p.ParseOptionalPunct(strings.TrimSpace(e.sep)) {
			break
		}
	}
	if err := p.ParsePunct(">"); err != nil {
		return 0, err
	}
	return flags, nil
}

// paramError reports first (upstream emits it) and returns upstream's
// follow-up "failed to parse ... parameter" error.
func (e *bitEnum) paramError(p ir.OpParser, first error) error {
	if d, ok := first.(*ir.Diagnostic); ok {
		p.Context().Report(d)
	}
	return p.Errorf("failed to parse %s parameter 'value' which is to be a `%s`", e.attrName, e.cppName)
}

// parseAttr parses the body of a `#arith.xxx<...>` attribute.
func parseAttr(dp ir.DialectParser, t ir.Type) (ir.Attribute, error) {
	if a := parseSimpleAttr(dp.Context(), dp.Body()); a != nil {
		return a, nil
	}
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	ctx := dp.Context()
	var a ir.Attribute
	switch kw {
	case fastMathEnum.mnemonic:
		v, err := parseFlagsValue(p, fastMathEnum)
		if err != nil {
			return nil, err
		}
		a = FastMath(ctx, v)
	case overflowEnum.mnemonic:
		v, err := parseFlagsValue(p, overflowEnum)
		if err != nil {
			return nil, err
		}
		a = Overflow(ctx, v)
	default:
		return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `arith`", kw)
	}
	if !p.AtEnd() {
		return nil, p.Errorf("expected end of attribute")
	}
	return a, nil
}

// parseSimpleAttr returns the attribute of a body spelled `mnemonic<case>`
// without spaces, with one valid case (`overflow<none>`, which every
// arith op of the generic form carries), without tokenizing it; nil for
// any other body, which parseAttr parses in full.
func parseSimpleAttr(ctx *ir.Context, body string) ir.Attribute {
	open := strings.IndexByte(body, '<')
	if open < 0 || !strings.HasSuffix(body, ">") {
		return nil
	}
	kw := body[open+1 : len(body)-1]
	if kw == "" {
		return nil
	}
	for i := 0; i < len(kw); i++ {
		if c := kw[i]; !(c >= 'a' && c <= 'z' || c == '_') {
			return nil
		}
	}
	switch body[:open] {
	case fastMathEnum.mnemonic:
		if v, ok := fastMathEnum.lookup(kw); ok {
			return FastMath(ctx, v)
		}
	case overflowEnum.mnemonic:
		if v, ok := overflowEnum.lookup(kw); ok {
			return Overflow(ctx, v)
		}
	}
	return nil
}

// printAttr prints the body of an arith attribute.
func printAttr(p ir.DialectPrinter, a ir.Attribute) {
	switch a := a.(type) {
	case *FastMathAttr:
		p.WriteString("fastmath<" + fastMathEnum.String(a.Flags) + ">")
	case *OverflowAttr:
		p.WriteString("overflow<" + overflowEnum.String(a.Flags) + ">")
	}
}

// Attribute constraints of the arith ops.
var (
	fastMathAttrC = ods.AttrConstraint{
		Desc:   "Floating point fast math flags",
		GoType: "*arith.FastMathAttr", GoImport: "github.com/gomlir/gomlir/dialect/arith",
		Pred:    func(a ir.Attribute) bool { _, ok := a.(*FastMathAttr); return ok },
		Storage: func(a ir.Attribute) bool { _, ok := a.(*FastMathAttr); return ok },
		Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
			v, err := parseFlagsValue(p, fastMathEnum)
			if err != nil {
				return nil, err
			}
			return FastMath(ctx, v), nil
		},
		Print: func(p ir.OpPrinter, a ir.Attribute) {
			if f, ok := a.(*FastMathAttr); ok {
				p.WriteString("<" + fastMathEnum.String(f.Flags) + ">")
				return
			}
			p.PrintAttribute(a)
		},
	}
	overflowAttrC = ods.AttrConstraint{
		Desc:   "Integer overflow arith flags",
		GoType: "*arith.OverflowAttr", GoImport: "github.com/gomlir/gomlir/dialect/arith",
		Pred:    func(a ir.Attribute) bool { _, ok := a.(*OverflowAttr); return ok },
		Storage: func(a ir.Attribute) bool { _, ok := a.(*OverflowAttr); return ok },
		Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
			v, err := parseFlagsValue(p, overflowEnum)
			if err != nil {
				return nil, err
			}
			return Overflow(ctx, v), nil
		},
		Print: func(p ir.OpPrinter, a ir.Attribute) {
			if f, ok := a.(*OverflowAttr); ok {
				p.WriteString("<" + overflowEnum.String(f.Flags) + ">")
				return
			}
			p.PrintAttribute(a)
		},
	}
)

// intEnum describes an upstream I32EnumAttr/I64EnumAttr stored as an
// integer attribute and spelled as a keyword in custom forms.
type intEnum struct {
	attr  string // attribute name, for diagnostics
	width int
	names []string // by value
}

func (e *intEnum) lookup(s string) (int64, bool) {
	for i, n := range e.names {
		if n == s {
			return int64(i), true
		}
	}
	return 0, false
}

// parseKeyword parses one of the enum's keywords, or a string.
func (e *intEnum) parseKeyword(p ir.OpParser) (string, bool) {
	for _, n := range e.names {
		if p.ParseOptionalKeyword(n) {
			return n, true
		}
	}
	return p.ParseOptionalString()
}

func (e *intEnum) value(p ir.OpParser, ctx *ir.Context, pos int, s string) (ir.Attribute, error) {
	v, ok := e.lookup(s)
	if !ok {
		return nil, p.ErrorAt(pos, "invalid %s attribute specification: \"%s\"", e.attr, s)
	}
	return ctx.IntAttr(ctx.I(e.width), v), nil
}

// constraint builds the attribute constraint of the enum; desc is
// upstream's description.
func (e *intEnum) constraint(desc string) ods.AttrConstraint {
	c := e.constraintNoStorage(desc)
	// The enum attribute's storage class checks the cases too.
	c.Storage = c.Pred
	return c
}

func (e *intEnum) constraintNoStorage(desc string) ods.AttrConstraint {
	return ods.AttrConstraint{
		Desc:   desc,
		GoType: "*ir.IntegerAttr",
		Pred: func(a ir.Attribute) bool {
			i, ok := a.(*ir.IntegerAttr)
			if !ok {
				return false
			}
			it, ok := i.Type.(*ir.IntegerType)
			if !ok || it.Width != e.width || !it.IsSignless() {
				return false
			}
			v := i.Int64()
			return i.IsSmall() && v >= 0 && v < int64(len(e.names))
		},
		Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
			pos := p.Pos()
			s, ok := e.parseKeyword(p)
			if !ok {
				return nil, p.ErrorAt(pos, "expected string or keyword containing one of the following enum values for attribute '%s' [%s]", e.attr, strings.Join(e.names, ", "))
			}
			return e.value(p, ctx, pos, s)
		},
		ParseOptional: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, bool, error) {
			pos := p.Pos()
			s, ok := e.parseKeyword(p)
			if !ok {
				return nil, false, nil
			}
			a, err := e.value(p, ctx, pos, s)
			return a, err == nil, err
		},
		Print: func(p ir.OpPrinter, a ir.Attribute) {
			if i, ok := a.(*ir.IntegerAttr); ok && i.IsSmall() && i.Int64() >= 0 && i.Int64() < int64(len(e.names)) {
				p.WriteString(e.names[i.Int64()])
				return
			}
			p.PrintAttribute(a)
		},
	}
}

// Integer comparison predicates (arith::CmpIPredicate).
const (
	CmpIEq int64 = iota
	CmpINe
	CmpISlt
	CmpISle
	CmpISgt
	CmpISge
	CmpIUlt
	CmpIUle
	CmpIUgt
	CmpIUge
)

// Float comparison predicates (arith::CmpFPredicate).
const (
	CmpFAlwaysFalse int64 = iota
	CmpFOEQ
	CmpFOGT
	CmpFOGE
	CmpFOLT
	CmpFOLE
	CmpFONE
	CmpFORD
	CmpFUEQ
	CmpFUGT
	CmpFUGE
	CmpFULT
	CmpFULE
	CmpFUNE
	CmpFUNO
	CmpFAlwaysTrue
)

// Rounding modes (arith::RoundingMode).
const (
	RoundToNearestEven int64 = iota
	RoundDownward
	RoundUpward
	RoundTowardZero
	RoundToNearestAway
)

var (
	cmpIPredicates = &intEnum{attr: "predicate", width: 64,
		names: []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}}
	cmpFPredicates = &intEnum{attr: "predicate", width: 64,
		names: []string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"}}
	roundingModes = &intEnum{attr: "roundingmode", width: 32,
		names: []string{"to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"}}

	cmpIPredicateC = cmpIPredicates.constraint("allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9")
	cmpFPredicateC = cmpFPredicates.constraint("allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15")
	roundingModeC  = roundingModes.constraint("Floating point rounding mode")
)

// AtomicRMWKindAttr is upstream's arith::AtomicRMWKindAttr, the kind of a
// memref.atomic_rmw or affine.atomic_rmw: an i64 enum spelled as a keyword.
var AtomicRMWKindAttr = atomicRMWKinds.constraint("allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15")

var atomicRMWKinds = &intEnum{attr: "kind", width: 64,
	names: []string{"addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
		"minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori"}}

// AtomicRMWKindName returns the keyword of an atomic read-modify-write kind.
func AtomicRMWKindName(k int64) string { return atomicRMWKinds.names[k] }

// CmpIPredicateName returns the keyword of an integer predicate.
func CmpIPredicateName(p int64) string { return cmpIPredicates.names[p] }

// CmpFPredicateName returns the keyword of a float predicate.
func CmpFPredicateName(p int64) string { return cmpFPredicates.names[p] }

// Predicate returns the predicate of a cmpi or cmpf op.
func Predicate(op *ir.Operation) int64 {
	if a, ok := op.InherentAttr("predicate").(*ir.IntegerAttr); ok {
		return a.Int64()
	}
	return 0
}

// RoundingMode returns the rounding mode of op and whether it is set.
func RoundingMode(op *ir.Operation) (int64, bool) {
	if a, ok := op.InherentAttr("roundingmode").(*ir.IntegerAttr); ok {
		return a.Int64(), true
	}
	return 0, false
}
