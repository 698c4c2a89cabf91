package tosa

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/ods/enumattr"
)

// nanMode is upstream's NanPropagationMode, written
// `#tosa.nan_mode<IGNORE>`: how the min/max operators treat NaN.
var nanMode = &enumattr.Def{Dialect: "tosa", Mnemonic: "nan_mode", Angled: true,
	Cases: []string{"PROPAGATE", "IGNORE"}, CppName: "::mlir::tosa::NanPropagationMode",
	AttrName: "Tosa_NanPropagationModeAttr", Desc: "Supported NaN propagation strategies"}

// propagate is the index of nanMode's default case.
const propagate = 0

func parseAttr(dp ir.DialectParser, _ ir.Type) (ir.Attribute, error) {
	p, pos, kw, err := ir.ParseMnemonic(dp)
	if err != nil {
		return nil, err
	}
	if a, ok, err := enumattr.ParseAttr(p, kw, []*enumattr.Def{nanMode}); ok {
		return a, err
	}
	return nil, p.ErrorAt(pos, "unknown attribute `%s` in dialect `tosa`", kw)
}

func printAttr(p ir.DialectPrinter, a ir.Attribute) {
	if x, ok := a.(*enumattr.Attr); ok {
		p.WriteString(x.Body())
	}
}

// nanModeReduceSpec is the spec of reduce_max and reduce_min: a reduction
// with a nan_mode (PROPAGATE unless given) and upstream's hand-written
// syntax for it.
func nanModeReduceSpec(mnemonic, summary string) *ods.Op {
	op := reduceSpec(mnemonic, summary)
	op.Attrs = append(op.Attrs, ods.Attr{Name: "nan_mode", Constraint: nanMode.Constraint("Supported NaN propagation strategies"),
		Default: func(ctx *ir.Context) ir.Attribute { return nanMode.Get(ctx, propagate) }})
	op.Format = ""
	op.Parse = parseNanModeOp
	op.Print = printNanModeOp
	return op
}

// parseNanModeOp is upstream's parseWithEnumHandling for
// NanPropagationMode: operands, an attribute dictionary whose nan_mode may
// be a bare case, then `:` and a function type.
func parseNanModeOp(p ir.OpParser, st *ir.OperationState) error {
	var uses []ir.UnresolvedOperand
	for {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		uses = append(uses, u)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if p.ParseOptionalPunct("{") && !p.ParseOptionalPunct("}") {
		for {
			if err := parseNanModeEntry(p, st); err != nil {
				return err
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("}"); err != nil {
			return err
		}
	}
	typePos := p.Pos()
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		return p.ErrorAt(typePos, "invalid kind of type specified: expected builtin.function, but found '%s'", ods.TypeText(t))
	}
	if len(uses) != len(ft.Inputs) {
		return p.Errorf("number of operands and types do not match: got %d operands and %d types", len(uses), len(ft.Inputs))
	}
	for i, u := range uses {
		v, err := p.ResolveOperand(u, ft.Inputs[i])
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	st.Types = append(st.Types, ft.Results...)
	for i, a := range st.Attrs {
		for _, b := range st.Attrs[:i] {
			if a.Name == b.Name {
				return p.ErrorAt(p.NamePos(), "attribute '%s' occurs more than once in the attribute list", a.Name)
			}
		}
	}
	return nil
}

// parseNanModeEntry parses one `name = value` of the dictionary; the value
// of nan_mode may be a bare case.
func parseNanModeEntry(p ir.OpParser, st *ir.OperationState) error {
	name, ok := p.ParseOptionalKeywordAny()
	if !ok {
		return p.Errorf("expected attribute name")
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	if name == "nan_mode" {
		if kw, ok := p.ParseOptionalKeywordAny(); ok {
			v, found := nanMode.Index(kw)
			if !found {
				return p.Errorf("invalid nan_mode value: %s", kw)
			}
			st.AddAttr(name, nanMode.Get(p.Context(), v))
			return nil
		}
	}
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	st.AddAttr(name, a)
	return nil
}

// printNanModeOp is upstream's printWithNanPropagationHandling: the first
// attribute holding nan_mode PROPAGATE is elided, nan_mode values are
// printed as bare cases.
func printNanModeOp(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(op.Operand(i))
	}
	attrs := op.AllAttrs()
	for i, a := range attrs {
		if x, ok := a.Value.(*enumattr.Attr); ok && x.Def == nanMode && x.Value == propagate {
			attrs = append(attrs[:i:i], attrs[i+1:]...)
			break
		}
	}
	if len(attrs) > 0 {
		p.WriteString(" {")
		for i, a := range attrs {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(a.Name + " = ")
			if x, ok := a.Value.(*enumattr.Attr); ok && x.Def == nanMode {
				p.WriteString(x.Case())
			} else {
				p.PrintAttribute(a.Value)
			}
		}
		p.WriteString("}")
	}
	p.WriteString(" : ")
	ods.PrintFunctionalType(p, op)
}
