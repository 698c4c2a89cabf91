package complex

import (
	"encoding/binary"

	"github.com/gomlir/gomlir/ir"
)

// NumberAttr is `#complex.number<:f32 1.0, 2.0>`: a complex constant
// whose type is complex<element type>.
type NumberAttr struct {
	ir.AttrBase
	Type       *ir.ComplexType
	Real, Imag ir.APInt
}

// DialectName returns "complex".
func (*NumberAttr) DialectName() string { return "complex" }

// AttrType returns the complex type.
func (a *NumberAttr) AttrType() ir.Type { return a.Type }

// Number returns the uniqued number attribute of type complex<elem> with
// the given parts (bit patterns of elem).
func Number(ctx *ir.Context, elem *ir.FloatType, re, im ir.APInt) *NumberAttr {
	var k [40]byte
	copy(k[:], "complex.number")
	k[15] = byte(elem.Kind)
	binary.LittleEndian.PutUint64(k[16:], re.Lo)
	binary.LittleEndian.PutUint32(k[24:], uint32(re.Hi))
	binary.LittleEndian.PutUint64(k[28:], im.Lo)
	binary.LittleEndian.PutUint32(k[36:], uint32(im.Hi))
	t := ctx.ComplexType(elem)
	return ctx.UniqueDialectAttr(k[:], func(b ir.AttrBase) ir.Attribute {
		return &NumberAttr{b, t, re, im}
	}).(*NumberAttr)
}

// parseAttr parses `number<:type real, imag>` as NumberAttr::parse: the
// parts are read as doubles and rounded to the element type.
func parseAttr(dp ir.DialectParser, _ ir.Type) (ir.Attribute, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	ctx := dp.Context()
	if kw != "number" {
		return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `complex`", kw)
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	tpos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	f64 := ctx.FloatType(ir.F64)
	re, err := p.ParseFloat(f64)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	im, err := p.ParseFloat(f64)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	elem, ok := t.(*ir.FloatType)
	if !ok {
		return nil, p.ErrorAt(tpos, "element type of the complex attribute must be float like type.")
	}
	sem := ir.FloatSemanticsOf(elem.Kind)
	from := ir.FloatSemanticsOf(ir.F64)
	return Number(ctx, elem, sem.Convert(from, re), sem.Convert(from, im)), nil
}

// printAttr prints `number<:type real, imag>` (NumberAttr::print).
func printAttr(p ir.DialectPrinter, a ir.Attribute) {
	n, ok := a.(*NumberAttr)
	if !ok {
		return
	}
	sem := ir.FloatSemanticsOf(n.Type.Elem.(*ir.FloatType).Kind)
	p.WriteString("number<:")
	p.PrintType(n.Type.Elem)
	p.WriteString(" " + sem.FormatMLIR(n.Real) + ", " + sem.FormatMLIR(n.Imag) + ">")
}
