package affine

import (
	"math"
	"strconv"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// dynamicSize is ShapedType::kDynamic, the static basis entry of a basis
// element given as an operand.
const dynamicSize = math.MinInt64

// unitProp is a UnitProp: true as a unit attribute, false as `false`.
var unitProp = ods.AttrConstraint{Desc: "unit property", Pred: func(a ir.Attribute) bool {
	switch a := a.(type) {
	case *ir.UnitAttr:
		return true
	case *ir.IntegerAttr:
		return ods.BoolAttr.Pred(a)
	}
	return false
}}

// delinearizeSpec is affine.delinearize_index: a linear index split into
// a multi-index along a basis.
var delinearizeSpec = &ods.Op{
	Name: "affine.delinearize_index",
	Operands: []ods.Operand{{Name: "linear_index", Type: ods.Index},
		{Name: "dynamic_basis", Type: ods.Index, Arity: ods.Variadic}},
	Attrs:        []ods.Attr{{Name: "static_basis", Constraint: ods.DenseI64ArrayAttr}},
	Results:      []ods.Result{{Name: "multi_index", Type: ods.Index, Arity: ods.Variadic}},
	Traits:       []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
	Fold:         foldDelinearize,
	Canonicalize: delinearizePatterns,
	Parse: func(p ir.OpParser, st *ir.OperationState) error {
		ctx := p.Context()
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		if err := p.ParseKeyword("into"); err != nil {
			return err
		}
		dyn, static, err := parseDynamicIndexList(p, st)
		if err != nil {
			return err
		}
		st.AddAttr("static_basis", ctx.DenseI64Array(static))
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		for {
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			st.Types = append(st.Types, t)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		return resolveAll(p, st, append([]ir.UnresolvedOperand{u}, dyn...), ctx.IndexType())
	},
	Print: func(p ir.OpPrinter, op *ir.Operation) {
		p.WriteString(" ")
		p.PrintOperand(op.Operand(0))
		p.WriteString(" into ")
		printDynamicIndexList(p, op.Operands()[1:], op.InherentAttr("static_basis").(*ir.DenseArrayAttr).Int64s())
		p.PrintOptionalAttrDict(discardable(op))
		p.WriteString(" : ")
		for i, r := range op.Results() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(r.Type())
		}
	},
	Verify: func(op *ir.Operation) error {
		basis := op.InherentAttr("static_basis").(*ir.DenseArrayAttr).Int64s()
		if n := op.NumResults(); n != len(basis) && n != len(basis)+1 {
			return op.EmitOpError("should return an index for each basis element and up to one extra index")
		}
		if err := verifyBasis(op, basis, op.NumOperands()-1); err != nil {
			return err
		}
		for _, v := range basis {
			if v <= 0 && v != dynamicSize {
				return op.EmitOpError("no basis element may be statically non-positive")
			}
		}
		return nil
	},
}

// linearizeSpec is affine.linearize_index: a multi-index combined into a
// linear index along a basis.
var linearizeSpec = &ods.Op{
	Name: "affine.linearize_index",
	Operands: []ods.Operand{{Name: "multi_index", Type: ods.Index, Arity: ods.Variadic},
		{Name: "dynamic_basis", Type: ods.Index, Arity: ods.Variadic}},
	Attrs: []ods.Attr{{Name: "static_basis", Constraint: ods.DenseI64ArrayAttr},
		{Name: "disjoint", Constraint: unitProp, Property: ods.BoolProperty,
			Default: func(ctx *ir.Context) ir.Attribute { return ctx.BoolAttr(false) }}},
	Results:      []ods.Result{{Name: "linear_index", Type: ods.Index}},
	Traits:       []ir.Trait{ir.TraitAttrSizedOperandSegments, ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
	Fold:         foldLinearize,
	Canonicalize: linearizePatterns,
	Parse: func(p ir.OpParser, st *ir.OperationState) error {
		ctx := p.Context()
		if p.ParseOptionalKeyword("disjoint") {
			st.AddAttr("disjoint", ctx.UnitAttr())
		}
		// The brackets are literals of upstream's assembly format around
		// an undelimited operand list.
		if !p.ParseOptionalPunct("[") {
			return p.WrongToken("expected '['")
		}
		idx, err := ods.ParseOptionalOperands(p)
		if err != nil {
			return err
		}
		if !p.ParseOptionalPunct("]") {
			return p.WrongToken("expected ']'")
		}
		if err := p.ParseKeyword("by"); err != nil {
			return err
		}
		dyn, static, err := parseDynamicIndexList(p, st)
		if err != nil {
			return err
		}
		st.AddAttr("static_basis", ctx.DenseI64Array(static))
		st.AddAttr("operandSegmentSizes", ctx.DenseI32Array([]int32{int32(len(idx)), int32(len(dyn))}))
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		t, err := parseTypeOf[*ir.IndexType](p, p.Pos(), "builtin.index")
		if err != nil {
			return err
		}
		st.Types = append(st.Types, t)
		return resolveAll(p, st, append(idx, dyn...), ctx.IndexType())
	},
	Print: func(p ir.OpPrinter, op *ir.Operation) {
		if isDisjoint(op) {
			p.WriteString(" disjoint")
		}
		idxStart, idxN := ods.GroupRange(op, 0, false)
		dynStart, dynN := ods.GroupRange(op, 1, false)
		p.WriteString(" [")
		ods.PrintOperands(p, op.Operands()[idxStart:idxStart+idxN])
		p.WriteString("] by ")
		printDynamicIndexList(p, op.Operands()[dynStart:dynStart+dynN], op.InherentAttr("static_basis").(*ir.DenseArrayAttr).Int64s())
		p.PrintOptionalAttrDict(discardable(op))
		p.WriteString(" : ")
		p.PrintType(op.Result(0).Type())
	},
	Verify: func(op *ir.Operation) error {
		basis := op.InherentAttr("static_basis").(*ir.DenseArrayAttr).Int64s()
		_, n := ods.GroupRange(op, 0, false)
		if n != len(basis) && n != len(basis)+1 {
			return op.EmitOpError("should be passed a basis element for each index except possibly the first")
		}
		_, nDyn := ods.GroupRange(op, 1, false)
		return verifyBasis(op, basis, nDyn)
	},
}

// verifyBasis checks that the basis has one dynamic marker per dynamic
// basis operand.
func verifyBasis(op *ir.Operation, basis []int64, numDynamic int) error {
	markers := 0
	for _, v := range basis {
		if v == dynamicSize {
			markers++
		}
	}
	if markers != numDynamic {
		return op.EmitOpError("mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite")
	}
	return nil
}

// parseDynamicIndexList parses `(` a list of SSA values and integers `)`
// (upstream's parseDynamicIndexList with a Paren delimiter): the values
// are returned in order, and the static list holds the integers with a
// dynamic marker in place of each value. As upstream, a failure inside the
// list is reported, then "expected SSA value or integer" at the op name.
func parseDynamicIndexList(p ir.OpParser, st *ir.OperationState) ([]ir.UnresolvedOperand, []int64, error) {
	dyn := []ir.UnresolvedOperand{}
	static := []int64{}
	err := func() error {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		if p.ParseOptionalPunct(")") {
			return nil
		}
		for {
			if u, ok, err := p.ParseOptionalOperand(); err != nil {
				return err
			} else if ok {
				dyn = append(dyn, u)
				static = append(static, dynamicSize)
			} else {
				v, ok, err := p.ParseOptionalInteger()
				if err != nil {
					return err
				}
				if !ok {
					return p.Errorf("expected integer value")
				}
				static = append(static, v)
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if !p.ParseOptionalPunct(")") {
			return p.WrongToken("expected ')' in dynamic index list")
		}
		return nil
	}()
	if err != nil {
		if d, ok := err.(*ir.Diagnostic); ok {
			p.Context().Report(d)
		}
		return nil, nil, nameError(st, st.Name.Name, "expected SSA value or integer")
	}
	return dyn, static, nil
}

// printDynamicIndexList prints `(` the static entries, each dynamic marker
// replaced by the next value `)`.
func printDynamicIndexList(p ir.OpPrinter, values []*ir.Value, static []int64) {
	p.WriteString("(")
	next := 0
	for i, v := range static {
		if i > 0 {
			p.WriteString(", ")
		}
		if v == dynamicSize && next < len(values) {
			p.PrintOperand(values[next])
			next++
			continue
		}
		p.WriteString(strconv.FormatInt(v, 10))
	}
	p.WriteString(")")
}

// isDisjoint reports whether a linearize_index has the disjoint property.
func isDisjoint(op *ir.Operation) bool {
	switch a := op.InherentAttr("disjoint").(type) {
	case *ir.UnitAttr:
		return true
	case *ir.IntegerAttr:
		return a.Int64() != 0
	}
	return false
}
