package llvm

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// overflowAttr is the `overflowFlags` property (nsw = 1, nuw = 2).
func overflowAttr() ods.Attr {
	return ods.Attr{Name: "overflowFlags", Constraint: overflowPropC, Property: ods.IntProperty,
		Default: func(c *ir.Context) ir.Attribute { return c.IntAttr(c.I(32), 0) }}
}

func fastmathAttr() ods.Attr {
	return ods.Attr{Name: "fastmathFlags", Constraint: fastmathAttrC, Default: fastmathDefault}
}

func unitAttr(name string) ods.Attr {
	return ods.Attr{Name: name, Constraint: ods.UnitAttrC, Optional: true}
}

// overflowDirective is upstream's custom<OverflowFlags>: ` overflow<...>`
// unless no flag is set.
var overflowDirective = ods.CustomDirective{
	Parse: func(p ir.OpParser, _ *ir.OperationState, args []ods.DirectiveArg) error {
		ctx := p.Context()
		flags := uint32(0)
		if p.ParseOptionalKeyword("overflow") {
			if err := p.ParsePunct("<"); err != nil {
				return err
			}
			v, err := parseFlagList(p, overflowFlags)
			if err != nil {
				return err
			}
			if err := p.ParsePunct(">"); err != nil {
				return err
			}
			flags = v
		}
		args[0].SetAttr(ctx.IntAttr(ctx.I(32), int64(flags)))
		return nil
	},
	Print: func(p ir.OpPrinter, op *ir.Operation, args []ods.DirectiveArg) {
		a, ok := args[0].Attr(op).(*ir.IntegerAttr)
		if !ok || a.IsZero() {
			return
		}
		p.WriteString(" overflow<" + overflowFlags.String(uint32(intValue(a))) + ">")
	},
}

var overflowDirectives = map[string]ods.CustomDirective{"OverflowFlags": overflowDirective}

// intBinary builds an integer binary op; flag is "" (no flag), "overflow",
// "exact" or "disjoint".
func intBinary(name, flag string, extra ...ir.Trait) *ods.Op {
	op := &ods.Op{
		Name:     "llvm." + name,
		Summary:  "LLVM IR integer " + name,
		Operands: []ods.Operand{{Name: "lhs", Type: intOrVec}, {Name: "rhs", Type: intOrVec}},
		Results:  []ods.Result{{Name: "res", Type: intOrVec}},
		Traits:   traits(append([]ir.Trait{ir.TraitSameOperandsAndResultType}, extra...)...),
		Format:   "$lhs `,` $rhs attr-dict `:` type($res)",
	}
	switch flag {
	case "overflow":
		op.Attrs = []ods.Attr{overflowAttr()}
		op.Format = "$lhs `,` $rhs `` custom<OverflowFlags>($overflowFlags) attr-dict `:` type($res)"
		op.CustomDirectives = overflowDirectives
	case "exact":
		op.Attrs = []ods.Attr{unitAttr("isExact")}
		op.Format = "(`exact` $isExact^)? " + op.Format
	case "disjoint":
		op.Attrs = []ods.Attr{unitAttr("isDisjoint")}
		op.Format = "(`disjoint` $isDisjoint^)? " + op.Format
	}
	return op
}

func floatBinary(name string) *ods.Op {
	return &ods.Op{
		Name:     "llvm." + name,
		Summary:  "LLVM IR floating-point " + name,
		Operands: []ods.Operand{{Name: "lhs", Type: floatOrVec}, {Name: "rhs", Type: floatOrVec}},
		Attrs:    []ods.Attr{fastmathAttr()},
		Results:  []ods.Result{{Name: "res", Type: floatOrVec}},
		Traits:   traits(ir.TraitSameOperandsAndResultType),
		Format:   "$lhs `,` $rhs attr-dict `:` type($res)",
	}
}

// castOp builds a cast; flag is "", "nneg" or "overflow".
func castOp(name string, from, to ods.TypeConstraint, flag string, verify func(*ir.Operation) error) *ods.Op {
	op := &ods.Op{
		Name:     "llvm." + name,
		Summary:  "LLVM IR " + name + " cast",
		Operands: []ods.Operand{{Name: "arg", Type: from}},
		Results:  []ods.Result{{Name: "res", Type: to}},
		Traits:   traits(),
		Format:   "$arg attr-dict `:` type($arg) `to` type($res)",
		Verify:   verify,
	}
	switch flag {
	case "dereferenceable":
		op.Attrs = []ods.Attr{optAttr("dereferenceable", derefAttrC)}
		op.Format = "$arg (`dereferenceable` `` $dereferenceable^)? attr-dict `:` type($arg) `to` type($res)"
		op.Verify = verifyDereferenceable
	case "nneg":
		op.Attrs = []ods.Attr{unitAttr("nonNeg")}
		op.Format = "(`nneg` $nonNeg^)? " + op.Format
	case "overflow":
		op.Attrs = []ods.Attr{overflowAttr()}
		op.Format = "$arg `` custom<OverflowFlags>($overflowFlags) attr-dict `:` type($arg) `to` type($res)"
		op.CustomDirectives = overflowDirectives
	}
	return op
}

// verifyExtension is upstream's verifyExtOp: the shapes agree and the
// result is wider than the operand.
func verifyExtension(op *ir.Operation) error {
	inV, in := elementShape(op.Operand(0).Type())
	outV, out := elementShape(op.Result(0).Type())
	switch {
	case inV != nil && outV == nil:
		return op.EmitError("input type is a vector but output type is an integer")
	case inV == nil && outV != nil:
		return op.EmitError("input type is an integer but output type is a vector")
	case inV != nil && !sameShape(inV, outV):
		return op.EmitError("input and output vectors are of incompatible shape")
	}
	if ir.BitWidth(out) <= ir.BitWidth(in) {
		return op.EmitError("integer width of the output type is smaller or equal to the integer width of the input type")
	}
	return nil
}

func sameShape(a, b *ir.VectorType) bool {
	if len(a.Shape) != len(b.Shape) {
		return false
	}
	for i := range a.Shape {
		if a.Shape[i] != b.Shape[i] {
			return false
		}
	}
	return len(a.Scalable) == len(b.Scalable)
}

// verifyBitcast is BitcastOp::verify: pointers cast only to pointers of
// the same address space and shape.
func verifyBitcast(op *ir.Operation) error {
	inV, in := elementShape(op.Operand(0).Type())
	outV, out := elementShape(op.Result(0).Type())
	inP, inPtr := in.(*PointerType)
	outP, outPtr := out.(*PointerType)
	if inPtr != outPtr {
		return op.EmitOpError("can only cast pointers from and to pointers")
	}
	if !inPtr {
		return nil
	}
	switch {
	case inV != nil && outV == nil:
		return op.EmitOpError("cannot cast vector of pointers to pointer")
	case inV == nil && outV != nil:
		return op.EmitOpError("cannot cast pointer to vector of pointers")
	}
	if inP.AddressSpace != outP.AddressSpace {
		return op.EmitOpError("cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead")
	}
	return nil
}

func arithOps() []*ods.Op {
	ops := []*ods.Op{
		intBinary("add", "overflow", ir.TraitCommutative),
		intBinary("sub", "overflow"),
		intBinary("mul", "overflow", ir.TraitCommutative),
		intBinary("udiv", "exact"),
		intBinary("sdiv", "exact"),
		intBinary("urem", ""),
		intBinary("srem", ""),
		intBinary("and", ""),
		intBinary("or", "disjoint"),
		intBinary("xor", ""),
		intBinary("shl", "overflow"),
		intBinary("lshr", "exact"),
		intBinary("ashr", "exact"),
		floatBinary("fadd"), floatBinary("fsub"), floatBinary("fmul"), floatBinary("fdiv"), floatBinary("frem"),
		{
			Name:     "llvm.fneg",
			Summary:  "LLVM IR floating-point negation",
			Operands: []ods.Operand{{Name: "operand", Type: floatOrVec}},
			Attrs:    []ods.Attr{fastmathAttr()},
			Results:  []ods.Result{{Name: "res", Type: floatOrVec}},
			Traits:   traits(ir.TraitSameOperandsAndResultType),
			Format:   "$operand attr-dict `:` type($res)",
		},
		cmpOp("icmp", intOrPtr, icmpEnum, false),
		cmpOp("fcmp", floatOrVec, fcmpEnum, true),
		castOp("bitcast", nonAggr, nonAggr, "", verifyBitcast),
		castOp("addrspacecast", ptrOrVec, ptrOrVec, "", nil),
		castOp("inttoptr", intOrVec, ptrOrVec, "dereferenceable", nil),
		castOp("ptrtoint", ptrOrVec, intOrVec, "", nil),
		castOp("sext", intOrVec, intOrVec, "", verifyExtension),
		castOp("zext", intOrVec, intOrVec, "nneg", verifyExtension),
		castOp("trunc", intOrVec, intOrVec, "overflow", nil),
		castOp("fptrunc", floatOrVec, floatOrVec, "", nil),
		castOp("fpext", floatOrVec, floatOrVec, "", nil),
		castOp("fptosi", floatOrVec, intOrVec, "", nil),
		castOp("fptoui", floatOrVec, intOrVec, "", nil),
		castOp("sitofp", intOrVec, floatOrVec, "", nil),
		castOp("uitofp", intOrVec, floatOrVec, "nneg", nil),
		{
			Name:    "llvm.select",
			Summary: "LLVM IR select",
			Operands: []ods.Operand{{Name: "condition", Type: i1OrVec},
				{Name: "trueValue", Type: compatible}, {Name: "falseValue", Type: compatible}},
			Attrs:         []ods.Attr{fastmathAttr()},
			Results:       []ods.Result{{Name: "res", Type: compatible}},
			Traits:        traits(),
			AllTypesMatch: [][]string{{"trueValue", "falseValue", "res"}},
			Format:        "$condition `,` $trueValue `,` $falseValue attr-dict `:` type($condition) `,` type($res)",
		},
		{
			Name:     "llvm.freeze",
			Summary:  "LLVM IR freeze",
			Operands: []ods.Operand{{Name: "val", Type: compatible}},
			Results:  []ods.Result{{Name: "res", Type: compatible}},
			Traits:   traits(ir.TraitSameOperandsAndResultType),
			Format:   "$val attr-dict `:` type($val)",
		},
	}
	return ops
}

// cmpOp builds icmp/fcmp: `"pred" %a, %b : type`.
func cmpOp(name string, operand ods.TypeConstraint, preds *enumDef, fastmath bool) *ods.Op {
	op := &ods.Op{
		Name:     "llvm." + name,
		Summary:  "LLVM IR " + name,
		Operands: []ods.Operand{{Name: "lhs", Type: operand}, {Name: "rhs", Type: operand}},
		Attrs:    []ods.Attr{{Name: "predicate", Constraint: i64EnumC(preds, name+" predicate")}},
		Results:  []ods.Result{{Name: "res", Type: i1OrVec}},
		Traits:   traits(ir.TraitSameTypeOperands),
		TypesMatchWith: []ods.TypeRule{{From: "lhs", To: "res", Transform: i1SameShape,
			Desc: "result type has i1 element type and same shape as operands"}},
		Parse: func(p ir.OpParser, st *ir.OperationState) error { return parseCmp(p, st, preds) },
		Print: func(p ir.OpPrinter, op *ir.Operation) { printCmp(p, op, preds) },
	}
	if fastmath {
		op.Attrs = append(op.Attrs, fastmathAttr())
	}
	return op
}

// parseCmp is upstream's parseCmpOp: `"pred" %lhs, %rhs attr-dict : type`.
func parseCmp(p ir.OpParser, st *ir.OperationState, preds *enumDef) error {
	ctx := p.Context()
	pos := p.Pos()
	attr, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	s, ok := attr.(*ir.StringAttr)
	if !ok {
		return p.ErrorAt(pos, "invalid kind of attribute specified")
	}
	lhs, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	rhs, err := p.ParseOperand()
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	tpos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	v, found := preds.lookup(s.Value)
	if !found {
		return p.ErrorAt(pos, "'%s' is an incorrect value of the 'predicate' attribute", s.Value)
	}
	st.AddAttr("predicate", ctx.IntAttr(ctx.I(64), int64(v)))
	st.Attrs = append(st.Attrs, attrs...)
	for _, u := range []ir.UnresolvedOperand{lhs, rhs} {
		val, err := p.ResolveOperand(u, t)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, val)
	}
	if _, isVec := t.(*ir.VectorType); !isVec && !IsCompatibleType(t) {
		return p.ErrorAt(tpos, "expected LLVM dialect-compatible type")
	}
	st.Types = append(st.Types, i1SameShape(ctx, t))
	return nil
}

func printCmp(p ir.OpPrinter, op *ir.Operation, preds *enumDef) {
	p.WriteString(" \"" + preds.name(intProp(op, "predicate")) + "\" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	p.PrintOperand(op.Operand(1))
	p.PrintOptionalAttrDict(op.AllAttrs(), elideDefaults(op, "predicate")...)
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

// elideDefaults returns names plus the properties of op holding their
// default value (upstream's custom<LLVMOpAttrs> elision).
func elideDefaults(op *ir.Operation, names ...string) []string {
	if f, ok := op.InherentAttr("fastmathFlags").(*FlagsAttr); ok && f.Flags == 0 {
		names = append(names, "fastmathFlags")
	}
	return names
}
