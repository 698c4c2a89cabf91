package llvm

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The `llvm.intr.*` ops: LLVM intrinsics with an op of their own.

// intrFormat is the custom form of the one-result intrinsics.
const intrFormat = "`(` operands `)` attr-dict `:` functional-type(operands, results)"

// operandNames names the operands of 1 to 3 operand intrinsics.
var operandNames = [][]string{{"in"}, {"a", "b"}, {"a", "b", "c"}}

// sameTypeIntr builds an intrinsic whose n operands and result share one
// type; fastmath adds the fast-math flags.
func sameTypeIntr(name string, n int, t ods.TypeConstraint, fastmath bool) *ods.Op {
	op := &ods.Op{
		Name:    "llvm.intr." + name,
		Summary: "LLVM intrinsic " + name,
		Results: []ods.Result{{Name: "res", Type: t}},
		Traits:  traits(ir.TraitSameOperandsAndResultType),
		Format:  intrFormat,
	}
	for _, on := range operandNames[n-1] {
		op.Operands = append(op.Operands, ods.Operand{Name: on, Type: t})
	}
	if fastmath {
		op.Attrs = []ods.Attr{fastmathAttr()}
	}
	return op
}

func intrOps() []*ods.Op {
	var ops []*ods.Op
	for _, n := range []string{"fabs", "ceil", "cos", "cosh", "exp", "exp2", "exp10", "floor", "log", "log10",
		"log2", "rint", "nearbyint", "round", "roundeven", "sin", "sinh", "sqrt", "tan", "tanh", "trunc",
		"acos", "asin", "atan"} {
		ops = append(ops, sameTypeIntr(n, 1, floatOrVec, true))
	}
	for _, n := range []string{"copysign", "pow", "minnum", "maxnum", "minimum", "maximum", "atan2"} {
		ops = append(ops, sameTypeIntr(n, 2, floatOrVec, true))
	}
	for _, n := range []string{"fma", "fmuladd"} {
		ops = append(ops, sameTypeIntr(n, 3, floatOrVec, true))
	}
	for _, n := range []string{"bitreverse", "bswap", "ctpop"} {
		ops = append(ops, sameTypeIntr(n, 1, intOrVec, false))
	}
	for _, n := range []string{"smax", "smin", "umax", "umin", "sadd.sat", "ssub.sat", "uadd.sat", "usub.sat",
		"sshl.sat", "ushl.sat"} {
		ops = append(ops, sameTypeIntr(n, 2, intOrVec, false))
	}
	for _, n := range []string{"fshl", "fshr"} {
		ops = append(ops, sameTypeIntr(n, 3, intOrVec, false))
	}
	ops = append(ops, &ods.Op{
		Name:     "llvm.intr.powi",
		Summary:  "LLVM intrinsic powi",
		Operands: []ods.Operand{{Name: "val", Type: floatOrVec}, {Name: "power", Type: anyInt}},
		Attrs:    []ods.Attr{fastmathAttr()},
		Results:  []ods.Result{{Name: "res", Type: floatOrVec}},
		Traits:   traits(),
		Format:   intrFormat,
	})
	for _, n := range []string{"ctlz", "cttz"} {
		ops = append(ops, &ods.Op{
			Name:     "llvm.intr." + n,
			Summary:  "LLVM intrinsic " + n,
			Operands: []ods.Operand{{Name: "in", Type: intOrVec}},
			Attrs:    []ods.Attr{{Name: "is_zero_poison", Constraint: ods.BoolAttr}},
			Results:  []ods.Result{{Name: "res", Type: intOrVec}},
			Traits:   traits(ir.TraitSameOperandsAndResultType),
		})
	}
	ops = append(ops, &ods.Op{
		Name:     "llvm.intr.abs",
		Summary:  "LLVM intrinsic abs",
		Operands: []ods.Operand{{Name: "in", Type: intOrVec}},
		Attrs:    []ods.Attr{{Name: "is_int_min_poison", Constraint: ods.BoolAttr}},
		Results:  []ods.Result{{Name: "res", Type: intOrVec}},
		Traits:   traits(ir.TraitSameOperandsAndResultType),
	})
	for _, n := range []string{"sadd", "uadd", "ssub", "usub", "smul", "umul"} {
		ops = append(ops, &ods.Op{
			Name:     "llvm.intr." + n + ".with.overflow",
			Summary:  "LLVM intrinsic " + n + " with overflow bit",
			Operands: []ods.Operand{{Name: "a", Type: intOrVec}, {Name: "b", Type: intOrVec}},
			Results:  []ods.Result{{Name: "res", Type: ods.AnyType}},
			Traits:   traits(ir.TraitSameTypeOperands),
		})
	}
	ops = append(ops, &ods.Op{
		Name:     "llvm.intr.experimental.constrained.fptrunc",
		Summary:  "LLVM intrinsic experimental.constrained.fptrunc",
		Operands: []ods.Operand{{Name: "arg_0", Type: floatOrVec}},
		Attrs: []ods.Attr{{Name: "roundingmode", Constraint: i64EnumC(roundingModeEnum, "LLVM Rounding Mode")},
			{Name: "fpExceptionBehavior", Constraint: i64EnumC(fpExceptionEnum, "LLVM Exception Behavior")}},
		Results: []ods.Result{{Name: "res", Type: floatOrVec}},
		Format:  "$arg_0 $roundingmode $fpExceptionBehavior attr-dict `:` type($arg_0) `to` type(results)",
	})
	ops = append(ops, &ods.Op{
		Name:     "llvm.intr.is.fpclass",
		Summary:  "LLVM intrinsic is.fpclass",
		Operands: []ods.Operand{{Name: "in", Type: floatOrVec}},
		Attrs:    []ods.Attr{{Name: "bit", Constraint: ods.I32Attr}},
		Results:  []ods.Result{{Name: "res", Type: i1OrVec}},
		Traits:   traits(),
	})
	ops = append(ops, memIntrinsics()...)
	ops = append(ops, reductionIntrinsics()...)
	return append(ops, miscIntrinsics()...)
}

// memIntrinsics are memcpy, memmove and memset.
func memIntrinsics() []*ods.Op {
	i8 := ods.TypeConstraint{Desc: "8-bit signless integer", Pred: func(t ir.Type) bool { return isIntOfWidth(t, 8) }}
	mem := func(name string, second ods.Operand, read bool) *ods.Op {
		return &ods.Op{
			Name:    "llvm.intr." + name,
			Summary: "LLVM intrinsic " + name,
			Operands: []ods.Operand{{Name: "dst", Type: anyPtr}, second,
				{Name: "len", Type: anyInt}},
			Attrs: append(append([]ods.Attr{{Name: "isVolatile", Constraint: ods.BoolAttr}}, aliasAttrs()...), dictArrays...),
			Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
				es := []ir.EffectInstance{{Effect: ir.EffectWrite, Value: op.Operand(0)}}
				if read {
					es = append(es, ir.EffectInstance{Effect: ir.EffectRead, Value: op.Operand(1)})
				}
				return es
			})},
		}
	}
	return []*ods.Op{
		mem("memcpy", ods.Operand{Name: "src", Type: anyPtr}, true),
		mem("memmove", ods.Operand{Name: "src", Type: anyPtr}, true),
		mem("memset", ods.Operand{Name: "val", Type: i8}, false),
	}
}

// reductionIntrinsics are the vector reductions.
func reductionIntrinsics() []*ods.Op {
	var ops []*ods.Op
	for _, n := range []string{"add", "and", "mul", "or", "smax", "smin", "umax", "umin", "xor"} {
		ops = append(ops, &ods.Op{
			Name:     "llvm.intr.vector.reduce." + n,
			Summary:  "LLVM vector reduction " + n,
			Operands: []ods.Operand{{Name: "in", Type: intVector}},
			Results:  []ods.Result{{Name: "res", Type: ods.AnyType}},
			Traits:   traits(ir.TraitSameOperandsAndResultElementType),
			Verify:   verifySameElementType,
		})
	}
	for _, n := range []string{"fmax", "fmin", "fmaximum", "fminimum"} {
		ops = append(ops, &ods.Op{
			Name:     "llvm.intr.vector.reduce." + n,
			Summary:  "LLVM vector reduction " + n,
			Operands: []ods.Operand{{Name: "in", Type: floatVector}},
			Attrs:    []ods.Attr{fastmathAttr()},
			Results:  []ods.Result{{Name: "res", Type: ods.AnyType}},
			Traits:   traits(ir.TraitSameOperandsAndResultElementType),
			Verify:   verifySameElementType,
			Format:   intrFormat,
		})
	}
	for _, n := range []string{"fadd", "fmul"} {
		ops = append(ops, &ods.Op{
			Name:     "llvm.intr.vector.reduce." + n,
			Summary:  "LLVM vector reduction " + n,
			Operands: []ods.Operand{{Name: "start_value", Type: ods.AnyFloat}, {Name: "input", Type: floatVector}},
			Attrs:    []ods.Attr{fastmathAttr()},
			Results:  []ods.Result{{Name: "res", Type: ods.AnyType}},
			Traits:   traits(ir.TraitSameOperandsAndResultElementType),
			Verify:   verifySameElementType,
		})
	}
	return ops
}

// verifySameElementType is upstream's SameOperandsAndResultElementType
// trait: every operand and result has the element type of the first result.
func verifySameElementType(op *ir.Operation) error {
	elem := func(t ir.Type) ir.Type {
		if s, ok := t.(ir.ShapedType); ok {
			return s.ElementType()
		}
		return t
	}
	want := elem(op.Result(0).Type())
	for _, t := range append(op.OperandTypes(), op.ResultTypes()...) {
		if elem(t) != want {
			return op.EmitOpError("requires the same element type for all operands and results")
		}
	}
	return nil
}

// miscIntrinsics are the stack, lifetime, assume and trap intrinsics.
func miscIntrinsics() []*ods.Op {
	anyEffects := ir.EffectsFunc(func(*ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Effect: ir.EffectRead}, {Effect: ir.EffectWrite}}
	})
	ptrOp := func(name string) *ods.Op {
		return &ods.Op{
			Name:       "llvm.intr." + name,
			Summary:    "LLVM intrinsic " + name,
			Operands:   []ods.Operand{{Name: "ptr", Type: anyPtr}},
			Format:     "$ptr attr-dict `:` qualified(type($ptr))",
			Interfaces: ir.Interfaces{anyEffects},
		}
	}
	noOperand := func(name string) *ods.Op {
		return &ods.Op{Name: "llvm.intr." + name, Summary: "LLVM intrinsic " + name, Format: "attr-dict",
			Interfaces: ir.Interfaces{anyEffects}}
	}
	return []*ods.Op{
		{
			Name:       "llvm.intr.stacksave",
			Summary:    "LLVM intrinsic stacksave",
			Results:    []ods.Result{{Name: "res", Type: anyPtr}},
			Format:     "attr-dict `:` qualified(type($res))",
			Interfaces: ir.Interfaces{anyEffects},
		},
		ptrOp("stackrestore"), ptrOp("lifetime.start"), ptrOp("lifetime.end"),
		withFormat(ptrOp("vastart"), "$arg_list attr-dict `:` qualified(type($arg_list))"),
		withFormat(ptrOp("vaend"), "$arg_list attr-dict `:` qualified(type($arg_list))"),
		{
			Name:       "llvm.intr.vacopy",
			Summary:    "Copies the current argument position from src_list to dest_list.",
			Operands:   []ods.Operand{{Name: "dest_list", Type: anyPtr}, {Name: "src_list", Type: anyPtr}},
			Format:     "$src_list `to` $dest_list attr-dict `:` type(operands)",
			Interfaces: ir.Interfaces{anyEffects},
		},
		{
			Name:       "llvm.va_arg",
			Summary:    "The next variadic argument.",
			Operands:   []ods.Operand{{Name: "arg", Type: anyPtr}},
			Results:    []ods.Result{{Name: "res", Type: ods.AnyType}},
			Format:     "$arg attr-dict `:` functional-type($arg, $res)",
			Interfaces: ir.Interfaces{anyEffects},
		},
		{
			Name:    "llvm.intr.assume",
			Summary: "LLVM intrinsic assume",
			Operands: []ods.Operand{{Name: "cond", Type: ods.I1},
				{Name: "op_bundle_operands", Type: ods.AnyType, Arity: ods.VariadicOfVariadic, SegmentAttr: "op_bundle_sizes"}},
			Attrs: []ods.Attr{{Name: "op_bundle_sizes", Constraint: ods.DenseI32ArrayAttr},
				optAttr("op_bundle_tags", anyArray)},
			Parse: parseAssume,
			Print: func(p ir.OpPrinter, op *ir.Operation) {
				p.WriteString(" ")
				p.PrintOperand(op.Operand(0))
				printOpBundles(p, op, 1)
				p.PrintOptionalAttrDict(op.AllAttrs(), "op_bundle_sizes", "op_bundle_tags")
				p.WriteString(" : ")
				p.PrintType(op.Operand(0).Type())
			},
			Verify:     verifyOperandBundles,
			Interfaces: ir.Interfaces{anyEffects},
		},
		noOperand("trap"), noOperand("debugtrap"),
		{
			// No custom form: upstream prints it generic.
			Name:     "llvm.intr.prefetch",
			Summary:  "LLVM intrinsic prefetch",
			Operands: []ods.Operand{{Name: "addr", Type: anyPtr}},
			Attrs: []ods.Attr{{Name: "rw", Constraint: ods.I32Attr}, {Name: "hint", Constraint: ods.I32Attr},
				{Name: "cache", Constraint: ods.I32Attr}},
			Interfaces: ir.Interfaces{anyEffects},
		},
		{
			Name:    "llvm.intr.experimental.noalias.scope.decl",
			Summary: "Declares a noalias scope.",
			Attrs:   []ods.Attr{{Name: "scope", Constraint: opaqueAttrC("alias_scope", "LLVM dialect alias scope")}},
			Format:  "$scope attr-dict",
		},
		dbgIntr("declare", "addr", anyPtr),
		dbgIntr("value", "value", compatible),
		{
			Name:    "llvm.intr.dbg.label",
			Summary: "Relates the program to a debug information label.",
			Attrs:   []ods.Attr{{Name: "label", Constraint: strippedAttrC("di_label", "LLVM debug-info label attribute")}},
			Format:  "$label attr-dict",
		},
	}
}

// dbgIntr declares llvm.intr.dbg.declare and llvm.intr.dbg.value: a
// local variable, an optional expression and the described value.
func dbgIntr(name, operand string, ty ods.TypeConstraint) *ods.Op {
	return &ods.Op{
		Name:     "llvm.intr.dbg." + name,
		Summary:  "Describes how a value relates to a source language variable.",
		Operands: []ods.Operand{{Name: operand, Type: ty}},
		Attrs: []ods.Attr{{Name: "varInfo", Constraint: structAttrC("di_local_variable", "LLVM debug-info local variable attribute")},
			{Name: "locationExpr", Constraint: structAttrC("di_expression", "LLVM debug-info expression attribute"),
				Default: func(ctx *ir.Context) ir.Attribute { return NewStructAttr(ctx, "di_expression", nil) }}},
		Format: "qualified($varInfo) (qualified($locationExpr)^)? `=` $" + operand + " attr-dict `:` qualified(type($" + operand + "))",
	}
}

// opaqueAttrC accepts the llvm attributes of one mnemonic kept as text.
func opaqueAttrC(mnemonic, desc string) ods.AttrConstraint {
	return ods.AttrConstraint{Desc: desc, GoType: "*ir.OpaqueAttr",
		Pred: func(a ir.Attribute) bool { return llvmMnemonic(a) == mnemonic }}
}

// structAttrC accepts the struct attributes of one mnemonic.
func structAttrC(mnemonic, desc string) ods.AttrConstraint {
	return ods.AttrConstraint{Desc: desc, GoType: "*llvm.StructAttr", GoImport: "github.com/gomlir/gomlir/dialect/llvm",
		Pred: func(a ir.Attribute) bool { return llvmMnemonic(a) == mnemonic }}
}

// strippedAttrC is structAttrC for an attribute a format writes without
// its `#llvm.mnemonic` prefix unless it has an alias.
func strippedAttrC(mnemonic, desc string) ods.AttrConstraint {
	c := structAttrC(mnemonic, desc)
	c.Parse = func(p ir.OpParser, _ *ir.Context) (ir.Attribute, error) { return parseStripped(p, mnemonic) }
	c.Print = func(p ir.OpPrinter, a ir.Attribute) { printStripped(opAsDialect{p}, a) }
	return c
}

// opAsDialect lets an op's printer print the body of an attribute.
type opAsDialect struct{ ir.OpPrinter }

// PrintAlias prints a's alias when the printer gave it one.
func (p opAsDialect) PrintAlias(a ir.Attribute) bool {
	ap, ok := p.OpPrinter.(interface{ PrintAlias(ir.Attribute) bool })
	return ok && ap.PrintAlias(a)
}

func (opAsDialect) TryStartCyclicPrint(any) (func(), bool) { return func() {}, true }

// withFormat renames the pointer operand of op to arg_list and sets its
// format (the va_start/va_end shape).
func withFormat(op *ods.Op, format string) *ods.Op {
	op.Operands[0].Name = "arg_list"
	op.Format = format
	return op
}

// parseAssume parses `%cond bundles? attr-dict : i1`.
func parseAssume(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	cond, err := p.ParseOperand()
	if err != nil {
		return err
	}
	bundleOps, bundleTags, err := parseOpBundles(p)
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
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(cond, t)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	sizes := make([]int32, len(bundleOps))
	for i, b := range bundleOps {
		sizes[i] = int32(len(b))
		st.Operands = append(st.Operands, b...)
	}
	st.AddAttr("op_bundle_sizes", ctx.DenseI32Array(sizes))
	if len(bundleTags) > 0 {
		st.AddAttr("op_bundle_tags", ctx.ArrayAttr(bundleTags))
	}
	st.Attrs = append(st.Attrs, attrs...)
	return nil
}
