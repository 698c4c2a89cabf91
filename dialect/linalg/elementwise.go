package linalg

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/ods/enumattr"
)

// linalg.elementwise: one elementwise function, named by its `kind`,
// applied over inputs read through optional projected maps (identities
// over the init's rank by default).

// elementwiseKind is linalg::ElementwiseKind; the unary kinds come first,
// then the binary ones, then select.
var elementwiseKind = &enumattr.Def{Dialect: "linalg", Mnemonic: "elementwise_kind", Angled: true,
	Cases: []string{"exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "square", "tanh", "erf",
		"add", "sub", "mul", "div", "div_unsigned", "max_signed", "min_signed", "max_unsigned", "min_unsigned", "powf", "select"},
	CppName: "::mlir::linalg::ElementwiseKind", AttrName: "ElementwiseKindAttr", Desc: "Elementwise kind"}

func init() { enums = append(enums, elementwiseKind) }

// Bounds of the kinds' arity groups.
const (
	firstBinaryKind = 13
	selectKind      = 23
)

// kindArity is getArityGroupAsUInt.
func kindArity(k int) int {
	switch {
	case k < firstBinaryKind:
		return 1
	case k < selectKind:
		return 2
	}
	return 3
}

// kindBody is the payload of kind k: a unary function, a binary one (the
// signed and unsigned max and min of the table), or select.
func kindBody(k int) payload {
	name := elementwiseKind.Cases[k]
	switch {
	case k < firstBinaryKind:
		return lookupNamed(name).body
	case k < selectKind:
		binary := map[string]string{"max_signed": "max", "min_signed": "min"}[name]
		if binary == "" {
			binary = name
		}
		return binaryBody(binary)
	}
	return selectBody
}

var elementwiseSpec = &ods.Op{
	Name:     "linalg.elementwise",
	Summary:  "Performs element-wise operation",
	Operands: structuredOperands,
	Results:  structuredResults,
	Attrs: []ods.Attr{{Name: "kind", Constraint: elementwiseKind.Constraint("allowed 32-bit signless integer cases")},
		{Name: "indexing_maps", Constraint: affineMapArrayAttr, Optional: true}},
	Regions:            []ods.Region{{Name: "region"}},
	Traits:             structuredTraits,
	ImplicitTerminator: "linalg.yield",
	Interfaces:         ir.Interfaces{structuredIface{elementwiseMaps{}}},
	Parse:              parseElementwise,
	Print:              printElementwise,
	Verify:             verifyDestinationStyle,
	VerifyRegions:      verifyStructured,
}

// elementwiseMaps reads the op's maps; its loops are all parallel.
type elementwiseMaps struct{}

// IndexingMaps returns the indexing_maps property.
func (elementwiseMaps) IndexingMaps(op *ir.Operation) []*affine.Map {
	if arr, ok := op.InherentAttr("indexing_maps").(*ir.ArrayAttr); ok {
		return mapsOf(arr)
	}
	return nil
}

// IteratorTypes is one parallel loop per dimension of the init.
func (elementwiseMaps) IteratorTypes(op *ir.Operation) []int { return parallelLoops(op) }

// defaultElementwiseMaps is getDefaultIndexingMaps: n identities of rank
// dims.
func defaultElementwiseMaps(ctx *ir.Context, n, dims int) *ir.ArrayAttr {
	maps := make([]*affine.Map, n)
	for i := range maps {
		maps[i] = affine.MultiDimIdentityMap(ctx, dims)
	}
	return mapsAttr(ctx, maps)
}

// parseElementwise is ElementwiseOp::parse: `kind=#...`, optional maps,
// then the named-op syntax with the kind's region.
func parseElementwise(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	if err := p.ParseKeyword("kind"); err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	a, err := p.ParseAttribute(nil)
	if err != nil {
		if d, ok := err.(*ir.Diagnostic); ok {
			ctx.Report(d)
		}
		return p.Errorf("expected operation 'kind' attribute")
	}
	kind, isKind := a.(*enumattr.Attr)
	if !isKind || kind.Def != elementwiseKind {
		return p.Errorf("expected ElementwiseKind attribute")
	}
	st.AddAttr("kind", kind)
	var maps []ir.Attribute
	if p.ParseOptionalKeyword("indexing_maps") {
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		if err := p.ParsePunct("["); err != nil {
			return err
		}
		for {
			m, err := p.ParseAttribute(nil)
			if err != nil {
				return err
			}
			if _, ok := m.(*ir.AffineMapAttr); !ok {
				return p.Errorf("expected affine map attribute")
			}
			maps = append(maps, m)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return err
		}
	}
	d := &namedDef{nIn: kindArity(kind.Value), body: kindBody(kind.Value)}
	if err := parseNamed(d, p, st); err != nil {
		return err
	}
	if maps == nil {
		out := st.Operands[len(st.Operands)-1].Type()
		shape, ok := shapeOf(out)
		if !ok && !isShaped(out) {
			return p.Errorf("return type needs to be shaped type")
		}
		st.AddAttr("indexing_maps", defaultElementwiseMaps(ctx, d.nIn+1, len(shape)))
		return nil
	}
	st.AddAttr("indexing_maps", ctx.ArrayAttr(maps))
	return nil
}

// printElementwise is ElementwiseOp::print.
func printElementwise(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" kind=")
	kind, _ := op.InherentAttr("kind").(*enumattr.Attr)
	p.PrintAttribute(kind)
	elided := []string{"operandSegmentSizes", "kind", "indexing_maps"}
	if arr, ok := op.InherentAttr("indexing_maps").(*ir.ArrayAttr); ok && kind != nil {
		start, _ := ods.GroupRange(op, 1, false)
		def := defaultElementwiseMaps(ods.ContextOf(op), kindArity(kind.Value)+1, rankOf(op.Operand(start).Type()))
		if arr != def {
			p.WriteString(" indexing_maps = [")
			for i, e := range arr.Elems {
				if i > 0 {
					p.WriteString(", ")
				}
				p.PrintAttribute(e)
			}
			p.WriteString("]")
		}
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), elided...)
	printStructuredParts(p, op)
	printArrowTypes(p, op)
}
