package llvm

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
)

// AttrText returns the text of an llvm attribute after `#llvm.` with the
// attributes it holds written in full (no aliases, nested llvm
// attributes with their `#llvm.` prefix unless stripped) and each
// distinct attribute numbered by its identity, so that equal texts mean
// equal attributes. ok is false for other attributes.
func AttrText(a ir.Attribute) (text string, ok bool) {
	switch a := a.(type) {
	case *ir.OpaqueAttr:
		if a.Dialect != "llvm" {
			return "", false
		}
		return a.Data, true
	case *StructAttr:
		var p textPrinter
		p.WriteString(a.def.mnemonic)
		printStructBody(&p, a)
		return p.b.String(), true
	}
	return "", false
}

// textPrinter is the ir.DialectPrinter of AttrText.
type textPrinter struct{ b strings.Builder }

func (p *textPrinter) WriteString(s string) { p.b.WriteString(s) }

func (p *textPrinter) PrintType(t ir.Type) { p.WriteString(asm.TypeString(t)) }

func (p *textPrinter) PrintAttribute(a ir.Attribute) {
	switch a := a.(type) {
	case *ir.DistinctAttr:
		p.WriteString("distinct[" + strconv.FormatUint(ir.AttrID(a), 10) + "]<")
		if _, unit := a.Referenced.(*ir.UnitAttr); !unit {
			p.PrintAttribute(a.Referenced)
		}
		p.WriteString(">")
		return
	case *ir.FusedLoc:
		p.WriteString("loc(fused")
		if a.Metadata != nil {
			p.WriteString("<")
			p.PrintAttribute(a.Metadata)
			p.WriteString(">")
		}
		p.WriteString("[")
		for i, l := range a.Locs {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(strings.TrimSuffix(strings.TrimPrefix(asm.AttrString(l), "loc("), ")"))
		}
		p.WriteString("])")
		return
	}
	if t, ok := AttrText(a); ok {
		p.WriteString("#llvm." + t)
		return
	}
	p.WriteString(asm.AttrString(a))
}

// PrintAlias writes the attributes of stripped parameters in full (all
// but expression operations, which have no full form of their own).
func (p *textPrinter) PrintAlias(a ir.Attribute) bool {
	if s, ok := a.(*StructAttr); ok && s.def.custom != exprElemFormat {
		p.PrintAttribute(a)
		return true
	}
	return false
}

func (p *textPrinter) PrintKeywordOrString(s string) {
	if bareIdent(s) {
		p.WriteString(s)
	} else {
		p.WriteString(strconv.Quote(s))
	}
}

func (p *textPrinter) TryStartCyclicPrint(any) (func(), bool) { return func() {}, true }
