// Package enumattr implements upstream's EnumAttr for the dialects that
// declare their enums as data: a uniqued attribute holding one case of an
// enum, its parsers with upstream's diagnostics, and its ods constraint.
package enumattr

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Def is one enum of a dialect.
type Def struct {
	Dialect  string   // e.g. "nvvm"
	Mnemonic string   // e.g. "mma_layout"
	Cases    []string // case names by index
	// Angled enums are written `#dialect.mnemonic<case>`, the others
	// `#dialect<mnemonic case>`.
	Angled   bool
	CppName  string // e.g. "::mlir::NVVM::MMALayout"
	AttrName string // e.g. "MMALayoutAttr"
	Desc     string // the enum's summary, e.g. "XeVM element type"
}

// Attr is a value of an enum.
type Attr struct {
	ir.AttrBase
	Def   *Def
	Value int // the case's index
}

// DialectName returns the enum's dialect.
func (a *Attr) DialectName() string { return a.Def.Dialect }

// Case returns the name of the attribute's case.
func (a *Attr) Case() string { return a.Def.Cases[a.Value] }

// Get returns the attribute holding case index v.
func (d *Def) Get(ctx *ir.Context, v int) *Attr {
	return ctx.UniqueDialectAttr([]byte(d.Dialect+".enum."+d.Mnemonic+"."+d.Cases[v]), func(b ir.AttrBase) ir.Attribute {
		return &Attr{AttrBase: b, Def: d, Value: v}
	}).(*Attr)
}

// Index returns the index of case c.
func (d *Def) Index(c string) (int, bool) {
	for i, x := range d.Cases {
		if x == c {
			return i, true
		}
	}
	return 0, false
}

// ParseCase parses a case written as a keyword or string, with upstream's
// two errors (the first reported, the second returned) for an unknown one.
func (d *Def) ParseCase(p ir.OpParser) (*Attr, error) {
	v, err := d.ParseCaseOf(p, d.AttrName, "value")
	if err != nil {
		return nil, err
	}
	return d.Get(p.Context(), v), nil
}

// ParseCaseOf parses a case written as a keyword or string that is
// parameter param of attribute attrName (an EnumParameter of upstream's
// attribute definitions), and returns its index; an unknown case gets
// ParseCase's errors.
func (d *Def) ParseCaseOf(p ir.OpParser, attrName, param string) (int, error) {
	at := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	if !ok {
		kw, ok = p.ParseOptionalString()
	}
	if v, found := d.Index(kw); ok && found {
		return v, nil
	}
	first := p.ErrorAt(at, "expected %s to be one of: %s", d.CppName, strings.Join(d.Cases, ", "))
	if !ok {
		first = p.Errorf("expected valid keyword or string")
	}
	p.Context().Report(first.(*ir.Diagnostic))
	return 0, p.Errorf("failed to parse %s parameter '%s' which is to be a `%s`", attrName, param, d.CppName)
}

// ParseBody parses what follows the mnemonic: `<case>` when angled, the
// bare case otherwise.
func (d *Def) ParseBody(p ir.OpParser) (*Attr, error) {
	if !d.Angled {
		return d.ParseCase(p)
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	a, err := d.ParseCase(p)
	if err != nil {
		return nil, err
	}
	return a, p.ParsePunct(">")
}

// Body is the attribute's text after `#dialect.` (angled) or inside
// `#dialect<...>`.
func (a *Attr) Body() string {
	if a.Def.Angled {
		return a.Def.Mnemonic + "<" + a.Case() + ">"
	}
	return a.Def.Mnemonic + " " + a.Case()
}

// ParseParam parses a case written as a parameter `param` of another
// attribute (attrName), with upstream's two errors for an unknown one, and
// returns its index.
func (d *Def) ParseParam(p ir.OpParser, attrName, param string) (int, error) {
	at := p.Pos()
	kw, ok := p.ParseOptionalKeywordAny()
	if v, found := d.Index(kw); ok && found {
		return v, nil
	}
	first := p.ErrorAt(at, "expected one of [%s] for %s, got: %s", strings.Join(d.Cases, ", "), d.Desc, kw)
	if !ok {
		first = p.Errorf("expected keyword for %s", d.Desc)
	}
	p.Context().Report(first.(*ir.Diagnostic))
	return 0, p.Errorf("failed to parse %s parameter '%s' which is to be a `%s`", attrName, param, d.CppName)
}

// Constraint is the ods constraint of the enum's attributes (desc is
// upstream's attribute summary); in formats they are written whole.
func (d *Def) Constraint(desc string) ods.AttrConstraint {
	pred := func(a ir.Attribute) bool {
		x, ok := a.(*Attr)
		return ok && x.Def == d
	}
	return ods.AttrConstraint{Desc: desc, GoType: "*enumattr.Attr", GoImport: "github.com/gomlir/gomlir/ods/enumattr",
		Pred: pred, Storage: pred}
}

// BareConstraint is Constraint for enums written as their bare case in
// formats, after a space as upstream prints them.
func (d *Def) BareConstraint(desc string) ods.AttrConstraint {
	c := d.Constraint(desc)
	c.Parse = func(p ir.OpParser, _ *ir.Context) (ir.Attribute, error) { return d.ParseCase(p) }
	c.Print = func(p ir.OpPrinter, a ir.Attribute) {
		if x, ok := a.(*Attr); ok && x.Def == d {
			p.WriteString(" " + x.Case())
			return
		}
		p.PrintAttribute(a)
	}
	return c
}

// ParseAttr parses the body of a dialect attribute that is one of defs'
// values, after its mnemonic kw; ok is false when kw names none of them.
func ParseAttr(p ir.BodyParser, kw string, defs []*Def) (a ir.Attribute, ok bool, err error) {
	for _, d := range defs {
		if d.Mnemonic != kw {
			continue
		}
		x, err := d.ParseBody(p)
		if err != nil {
			return nil, true, err
		}
		if !p.AtEnd() {
			return nil, true, p.Errorf("expected end of attribute")
		}
		return x, true, nil
	}
	return nil, false, nil
}
