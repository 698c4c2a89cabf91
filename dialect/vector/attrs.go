package vector

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Enum describes one of the vector dialect's enum attributes: its
// mnemonic (`#vector.<mnemonic><case>`), the names of its cases by value
// and the C++ names upstream's diagnostics quote.
type Enum struct {
	mnemonic string
	cppName  string // e.g. "::mlir::vector::CombiningKind"
	attrName string // e.g. "Vector_CombiningKindAttr"
	cases    []string
	key      byte
}

// The vector dialect's enums.
var (
	// CombiningKind is `#vector.kind<...>`, the combining function of
	// reductions, contractions and outer products.
	CombiningKind = &Enum{mnemonic: "kind", cppName: "::mlir::vector::CombiningKind", attrName: "Vector_CombiningKindAttr", key: 'k',
		cases: []string{"add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor", "maximumf", "minimumf"}}
	// IteratorType is `#vector.iterator_type<...>`.
	IteratorType = &Enum{mnemonic: "iterator_type", cppName: "::mlir::vector::IteratorType", attrName: "Vector_IteratorTypeEnum", key: 'i',
		cases: []string{"parallel", "reduction"}}
	// PrintPunctuation is `#vector.punctuation<...>`.
	PrintPunctuation = &Enum{mnemonic: "punctuation", cppName: "::mlir::vector::PrintPunctuation", attrName: "Vector_PrintPunctuation", key: 'p',
		cases: []string{"no_punctuation", "newline", "comma", "open", "close"}}
	enums = []*Enum{CombiningKind, IteratorType, PrintPunctuation}
)

// Combining kinds, by value (upstream's CombiningKind).
const (
	KindAdd = iota
	KindMul
	KindMinUI
	KindMinSI
	KindMinNumF
	KindMaxUI
	KindMaxSI
	KindMaxNumF
	KindAnd
	KindOr
	KindXor
	KindMaximumF
	KindMinimumF
)

// Iterator types and punctuation, by value.
const (
	IteratorParallel  = 0
	IteratorReduction = 1
	PunctNewline      = 1
)

// EnumAttr is a value of one of the dialect's enums.
type EnumAttr struct {
	ir.AttrBase
	Enum  *Enum
	Value int
}

// DialectName returns "vector".
func (*EnumAttr) DialectName() string { return "vector" }

// Name returns the case name of the value.
func (a *EnumAttr) Name() string { return a.Enum.cases[a.Value] }

// Get returns the uniqued attribute of e holding value v.
func (e *Enum) Get(ctx *ir.Context, v int) *EnumAttr {
	key := []byte{'v', 'e', 'c', 't', 'o', 'r', '.', e.key, byte(v)}
	return ctx.UniqueDialectAttr(key, func(b ir.AttrBase) ir.Attribute {
		return &EnumAttr{b, e, v}
	}).(*EnumAttr)
}

func (e *Enum) lookup(s string) (int, bool) {
	for i, n := range e.cases {
		if n == s {
			return i, true
		}
	}
	return 0, false
}

// parseValue parses `<case>` (the `<` already read when angle is false).
func (e *Enum) parseValue(p ir.OpParser, angle bool) (*EnumAttr, error) {
	if angle {
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
	}
	pos := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	if !ok {
		kw, ok = p.ParseOptionalString()
	}
	if !ok {
		return nil, e.paramError(p, p.Errorf("expected valid keyword or string"))
	}
	v, found := e.lookup(kw)
	if !found {
		return nil, e.paramError(p, p.ErrorAt(pos, "expected %s to be one of: %s", e.cppName, strings.Join(e.cases, ", ")))
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return e.Get(p.Context(), v), nil
}

// paramError reports first, then upstream's "failed to parse" error at the
// current token.
func (e *Enum) paramError(p ir.OpParser, first error) error {
	if d, ok := first.(*ir.Diagnostic); ok {
		p.Context().Report(d)
	}
	return p.Errorf("failed to parse %s parameter 'value' which is to be a `%s`", e.attrName, e.cppName)
}

// constraint is the attribute constraint of e: in formats written `<case>`.
func (e *Enum) constraint(desc string) ods.AttrConstraint {
	is := func(a ir.Attribute) bool {
		x, ok := a.(*EnumAttr)
		return ok && x.Enum == e
	}
	return ods.AttrConstraint{
		Desc:    desc,
		GoType:  "*vector.EnumAttr",
		Pred:    is,
		Storage: is,
		Parse: func(p ir.OpParser, _ *ir.Context) (ir.Attribute, error) {
			return e.parseValue(p, true)
		},
		ParseOptional: func(p ir.OpParser, _ *ir.Context) (ir.Attribute, bool, error) {
			if !p.IsPunct("<") {
				return nil, false, nil
			}
			a, err := e.parseValue(p, true)
			return a, err == nil, err
		},
		Print: func(p ir.OpPrinter, a ir.Attribute) {
			if x, ok := a.(*EnumAttr); ok && x.Enum == e {
				p.WriteString("<" + x.Name() + ">")
				return
			}
			p.PrintAttribute(a)
		},
	}
}

// Attribute constraints of the dialect's enums.
var (
	combiningKindC = CombiningKind.constraint("Kind of combining function for contractions and reductions")
	punctuationC   = PrintPunctuation.constraint("Punctuation for separating vectors or vector elements")
	// iteratorTypesC is Vector_IteratorTypeArrayAttr.
	iteratorTypesC = ods.AttrConstraint{Desc: "Iterator type should be an enum.", GoType: "*ir.ArrayAttr",
		Pred: func(a ir.Attribute) bool {
			arr, ok := a.(*ir.ArrayAttr)
			if !ok {
				return false
			}
			for _, e := range arr.Elems {
				if x, ok := e.(*EnumAttr); !ok || x.Enum != IteratorType {
					return false
				}
			}
			return true
		}}
)

// kindOf returns the combining kind of op (add when absent).
func kindOf(op *ir.Operation) int {
	if a, ok := op.InherentAttr("kind").(*EnumAttr); ok {
		return a.Value
	}
	return KindAdd
}

// parseAttr parses `#vector.kind<...>`, `#vector.iterator_type<...>` and
// `#vector.punctuation<...>`.
func parseAttr(dp ir.DialectParser, _ ir.Type) (ir.Attribute, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	for _, e := range enums {
		if e.mnemonic != kw {
			continue
		}
		a, err := e.parseValue(p, true)
		if err != nil {
			return nil, err
		}
		if !p.AtEnd() {
			return nil, p.Errorf("expected end of attribute")
		}
		return a, nil
	}
	return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `vector`", kw)
}

// printAttr prints the dialect's attributes.
func printAttr(p ir.DialectPrinter, a ir.Attribute) {
	if x, ok := a.(*EnumAttr); ok {
		p.WriteString(x.Enum.mnemonic + "<" + x.Name() + ">")
	}
}
