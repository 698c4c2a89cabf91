package llvm

import (
	"strconv"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

func i64Default(c *ir.Context) ir.Attribute { return c.IntAttr(c.I(64), 0) }

func enumDefault(def *enumDef, kw string) func(*ir.Context) ir.Attribute {
	return func(c *ir.Context) ir.Attribute { return enumByName(c, def, kw) }
}

var dictArrays = []ods.Attr{optAttr("arg_attrs", ods.DictArrayAttr), optAttr("res_attrs", ods.DictArrayAttr)}

// llvmFuncTypeAttr accepts a TypeAttr holding an !llvm.func.
var llvmFuncTypeAttr = ods.AttrConstraint{Desc: "type attribute of LLVM function type", GoType: "*ir.TypeAttr",
	Pred: func(a ir.Attribute) bool {
		t, ok := a.(*ir.TypeAttr)
		if !ok {
			return false
		}
		_, fn := t.Type.(*FunctionType)
		return fn
	}}

// funcTargetAttrs are llvm.func's attributes for target-specific
// function attributes (Arm SME, GPU kernels, floating-point modes,
// instrumentation), which it only carries.
func funcTargetAttrs() []ods.Attr {
	var out []ods.Attr
	for _, n := range []string{"arm_streaming", "arm_locally_streaming", "arm_streaming_compatible",
		"arm_new_za", "arm_in_za", "arm_out_za", "arm_inout_za", "arm_preserves_za"} {
		out = append(out, unitAttr(n))
	}
	for _, n := range []string{"instrument_function_entry", "instrument_function_exit",
		"denormal_fp_math", "denormal_fp_math_f32"} {
		out = append(out, optAttr(n, ods.StrAttr))
	}
	for _, n := range []string{"no_infs_fp_math", "no_nans_fp_math", "no_signed_zeros_fp_math"} {
		out = append(out, optAttr(n, ods.BoolAttr))
	}
	return append(out, optAttr("function_entry_count", ods.I64Attr),
		optAttr("vec_type_hint", ods.AnyAttr),
		optAttr("work_group_size_hint", ods.DenseI32ArrayAttr),
		optAttr("reqd_work_group_size", ods.DenseI32ArrayAttr),
		optAttr("intel_reqd_sub_group_size", ods.I32Attr))
}

func funcOps() []*ods.Op {
	return []*ods.Op{
		{
			Name:    "llvm.func",
			Summary: "LLVM dialect function.",
			Attrs: append([]ods.Attr{
				{Name: "sym_name", Constraint: ods.SymbolNameAttrC},
				optAttr("sym_visibility", ods.StrAttr),
				{Name: "function_type", Constraint: llvmFuncTypeAttr},
				{Name: "linkage", Constraint: linkageAttrC, Default: enumDefault(linkageEnum, "external")},
				optAttr("dso_local", ods.UnitAttrC),
				{Name: "CConv", Constraint: cconvAttrC, Default: enumDefault(cconvEnum, "ccc")},
				optAttr("comdat", ods.SymbolRefAttrC),
				optAttr("convergent", ods.UnitAttrC),
				optAttr("personality", ods.FlatSymbolRefAttr),
				optAttr("garbageCollector", ods.StrAttr),
				optAttr("passthrough", anyArray),
				unitAttr("no_inline"), unitAttr("always_inline"), unitAttr("inline_hint"), unitAttr("optimize_none"),
				unitAttr("no_unwind"), unitAttr("will_return"),
				optAttr("memory_effects", ods.AnyAttr), optAttr("target_cpu", ods.StrAttr),
				optAttr("target_features", ods.AnyAttr), optAttr("frame_pointer", ods.AnyAttr),
				optAttr("vscale_range", ods.AnyAttr), optAttr("section", ods.StrAttr),
				optAttr("alignment", ods.I64Attr),
				optAttr("tune_cpu", ods.StrAttr), optAttr("reciprocal_estimates", ods.StrAttr),
				optAttr("prefer_vector_width", ods.StrAttr), optAttr("fp_contract", ods.StrAttr),
				optAttr("uwtable_kind", ods.AnyAttr),
				{Name: "unnamed_addr", Constraint: i64EnumC(unnamedAddrEnum, "LLVM GlobalValue UnnamedAddr"), Default: i64Default, Optional: true},
				{Name: "visibility_", Constraint: i64EnumC(visibilityEnum, "LLVM GlobalValue Visibility"), Default: i64Default},
			}, append(funcTargetAttrs(), dictArrays...)...),
			Regions: []ods.Region{{Name: "body"}},
			Traits: []ir.Trait{ir.TraitAutomaticAllocationScope, ir.TraitIsolatedFromAbove, ir.TraitSymbol,
				ir.TraitAffineScope},
			Parse:         parseFunc,
			VerifyRegions: verifyLandingpadTypes,
			Print:         printFunc,
			Verify:        verifyFunc,
			Interfaces:    ir.Interfaces{funcInterface{}},
		},
		{
			Name:    "llvm.call",
			Summary: "Call to an LLVM function.",
			Operands: []ods.Operand{{Name: "callee_operands", Type: compatible, Arity: ods.Variadic},
				{Name: "op_bundle_operands", Type: ods.AnyType, Arity: ods.VariadicOfVariadic, SegmentAttr: "op_bundle_sizes"}},
			Attrs: append([]ods.Attr{
				optAttr("var_callee_type", ods.TypeAttrC),
				optAttr("callee", ods.FlatSymbolRefAttr),
				fastmathAttr(),
				{Name: "CConv", Constraint: cconvAttrC, Default: enumDefault(cconvEnum, "ccc")},
				{Name: "TailCallKind", Constraint: tailCallKindAttrC, Default: enumDefault(tailCallKindEnum, "none")},
				optAttr("memory_effects", ods.AnyAttr),
				unitAttr("convergent"), unitAttr("no_unwind"), unitAttr("will_return"),
				{Name: "op_bundle_sizes", Constraint: ods.DenseI32ArrayAttr},
				optAttr("op_bundle_tags", anyArray),
				unitAttr("no_inline"), unitAttr("always_inline"), unitAttr("inline_hint"),
			}, append(dictArrays, aliasAttrs()...)...),
			Results: []ods.Result{{Name: "result", Type: compatible, Arity: ods.Optional}},
			Traits:  []ir.Trait{ir.TraitAttrSizedOperandSegments},
			Parse:   parseCall,
			Print:   printCall,
			Verify:  verifyCall,
			Interfaces: ir.Interfaces{callInterface{}, ir.SymbolUsesVerifier(verifyCallSymbolUses),
				ir.EffectsFunc(callEffects)},
		},
		{
			Name:    "llvm.call_intrinsic",
			Summary: "Call to an LLVM intrinsic function.",
			Operands: []ods.Operand{{Name: "args", Type: compatible, Arity: ods.Variadic},
				{Name: "op_bundle_operands", Type: ods.AnyType, Arity: ods.VariadicOfVariadic, SegmentAttr: "op_bundle_sizes"}},
			Attrs: append([]ods.Attr{{Name: "intrin", Constraint: ods.StrAttr}, fastmathAttr(),
				{Name: "op_bundle_sizes", Constraint: ods.DenseI32ArrayAttr}, optAttr("op_bundle_tags", anyArray)},
				dictArrays...),
			Results: []ods.Result{{Name: "results", Type: compatible, Arity: ods.Optional}},
			Traits:  []ir.Trait{ir.TraitAttrSizedOperandSegments},
			Parse:   parseCallIntrinsic,
			Print:   printCallIntrinsic,
			Verify:  verifyOperandBundles,
		},
		{
			Name:    "llvm.invoke",
			Summary: "Call to an LLVM function that may unwind.",
			Operands: []ods.Operand{{Name: "callee_operands", Type: compatible, Arity: ods.Variadic},
				{Name: "normalDestOperands", Type: ods.AnyType, Arity: ods.Variadic},
				{Name: "unwindDestOperands", Type: ods.AnyType, Arity: ods.Variadic},
				{Name: "op_bundle_operands", Type: ods.AnyType, Arity: ods.VariadicOfVariadic, SegmentAttr: "op_bundle_sizes"}},
			Attrs: append([]ods.Attr{
				optAttr("var_callee_type", ods.TypeAttrC),
				optAttr("callee", ods.FlatSymbolRefAttr),
				weightsAttr,
				{Name: "CConv", Constraint: cconvAttrC, Default: enumDefault(cconvEnum, "ccc")},
				{Name: "op_bundle_sizes", Constraint: ods.DenseI32ArrayAttr},
				optAttr("op_bundle_tags", anyArray),
			}, dictArrays...),
			Results:    []ods.Result{{Name: "result", Type: compatible, Arity: ods.Optional}},
			Successors: []ods.Successor{{Name: "normalDest"}, {Name: "unwindDest"}},
			Traits:     []ir.Trait{ir.TraitAttrSizedOperandSegments, ir.TraitTerminator},
			Parse:      parseInvoke,
			Print:      printInvoke,
			Verify: func(op *ir.Operation) error {
				if err := ir.VerifyBranchSuccessorOperands(op); err != nil {
					return err
				}
				if err := ir.VerifyBranchWeights(op); err != nil {
					return err
				}
				if err := verifyVarCalleeType(op); err != nil {
					return err
				}
				if op.Successor(1).Empty() {
					return op.EmitError("must have at least one operation in unwind destination")
				}
				if op.Successor(1).First().Name() != "llvm.landingpad" {
					return op.EmitError("first operation in unwind destination should be a llvm.landingpad operation")
				}
				return verifyOperandBundles(op)
			},
			Interfaces: ir.Interfaces{callInterface{}, branch{}, ir.SymbolUsesVerifier(verifyCallSymbolUses),
				ir.EffectsFunc(callEffects)},
		},
		{
			Name:     "llvm.landingpad",
			Summary:  "Landing pad of an invoke: the values an unwinding call throws.",
			Operands: []ods.Operand{{Name: "clauses", Type: ods.AnyType, Arity: ods.Variadic}},
			Attrs:    []ods.Attr{unitAttr("cleanup")},
			Results:  []ods.Result{{Name: "res", Type: ods.AnyType}},
			Parse:    parseLandingpad,
			Print:    printLandingpad,
			Verify:   verifyLandingpad,
		},
		{
			Name:    "llvm.mlir.global",
			Summary: "LLVM dialect global.",
			Attrs: []ods.Attr{
				{Name: "global_type", Constraint: ods.TypeAttrC},
				unitAttr("constant"),
				{Name: "sym_name", Constraint: ods.SymbolNameAttrC},
				{Name: "linkage", Constraint: linkageAttrC},
				unitAttr("dso_local"), unitAttr("thread_local_"), unitAttr("externally_initialized"),
				optAttr("value", ods.AnyAttr),
				optAttr("alignment", ods.I64Attr),
				{Name: "addr_space", Constraint: ods.I32Attr, Default: func(c *ir.Context) ir.Attribute { return c.IntAttr(c.I(32), 0) }},
				{Name: "unnamed_addr", Constraint: i64EnumC(unnamedAddrEnum, "LLVM GlobalValue UnnamedAddr"), Default: i64Default, Optional: true},
				optAttr("section", ods.StrAttr),
				optAttr("comdat", ods.SymbolRefAttrC),
				optAttr("dbg_exprs", anyArray),
				{Name: "visibility_", Constraint: i64EnumC(visibilityEnum, "LLVM GlobalValue Visibility"), Default: i64Default},
				optAttr("target_specific_attrs", ods.ArrayAttrC),
			},
			Regions: []ods.Region{{Name: "initializer", MaxBlocks: 0}},
			Traits:  []ir.Trait{ir.TraitIsolatedFromAbove, ir.TraitSymbol},
			Parse:   parseGlobal,
			Print:   printGlobal,
			Verify:  verifyGlobal,
			VerifyRegions: func(op *ir.Operation) error {
				if b := op.Region(0).First(); b != nil {
					return verifyNoSideEffects(b, "ops with side effects not allowed in global initializers")
				}
				return nil
			},
			Interfaces: ir.Interfaces{ir.SymbolUsesVerifier(verifyComdatUse)},
		},
		{
			Name:    "llvm.mlir.addressof",
			Summary: "Creates a pointer pointing to a global, alias or a function",
			Attrs:   []ods.Attr{{Name: "global_name", Constraint: ods.FlatSymbolRefAttr}},
			Results: []ods.Result{{Name: "res", Type: anyPtr}},
			// A constant: it folds to its symbol, which materializes as an
			// addressof again.
			Traits: traits(ir.TraitConstantLike),
			Format: "$global_name attr-dict `:` qualified(type($res))",
			Interfaces: ir.Interfaces{
				ir.SymbolUsesVerifier(verifyAddressOf),
			},
		},
		{
			Name:       "llvm.dso_local_equivalent",
			Summary:    "Creates a LLVM dso_local_equivalent ptr",
			Attrs:      []ods.Attr{{Name: "function_name", Constraint: ods.FlatSymbolRefAttr}},
			Results:    []ods.Result{{Name: "res", Type: anyPtr}},
			Traits:     traits(),
			Format:     "$function_name attr-dict `:` qualified(type($res))",
			Interfaces: ir.Interfaces{ir.SymbolUsesVerifier(verifyDSOLocalEquivalent)},
		},
		{
			Name:    "llvm.mlir.constant",
			Summary: "Defines a constant of LLVM type.",
			Attrs:   []ods.Attr{{Name: "value", Constraint: ods.AnyAttr}},
			Results: []ods.Result{{Name: "res", Type: compatible}},
			Traits:  traits(ir.TraitConstantLike),
			Format:  "`(` $value `)` attr-dict `:` type($res)",
			Verify:  verifyConstant,
			Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
				return []ir.FoldResult{{Attr: op.InherentAttr("value")}}
			},
		},
		withVerify(valueOp("llvm.mlir.zero", "Creates a zero-initialized value of LLVM dialect type."), func(op *ir.Operation) error {
			if te, ok := op.Result(0).Type().(*TargetExtType); ok && !te.hasZeroInit() {
				return op.EmitOpError("target extension type does not support zero-initializer")
			}
			return nil
		}),
		valueOp("llvm.mlir.undef", "Creates an undefined value of LLVM dialect type."),
		valueOp("llvm.mlir.poison", "Creates a poison value of LLVM dialect type."),
	}
}

// valueOp builds mlir.zero, mlir.undef and mlir.poison.
func valueOp(name, summary string) *ods.Op {
	return &ods.Op{
		Name:    name,
		Summary: summary,
		Results: []ods.Result{{Name: "res", Type: compatible}},
		Traits:  traits(ir.TraitConstantLike),
		Format:  "attr-dict `:` type($res)",
	}
}

func withVerify(op *ods.Op, v func(*ir.Operation) error) *ods.Op {
	op.Verify = v
	return op
}

// FuncType returns the `function_type` of an llvm.func (nil if it has
// none).
func FuncType(fn *ir.Operation) *FunctionType {
	ta, ok := fn.InherentAttr("function_type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	ft, _ := ta.Type.(*FunctionType)
	return ft
}

func enumKeyword(op *ir.Operation, name string) string {
	if e, ok := op.InherentAttr(name).(*EnumAttr); ok {
		return e.Keyword()
	}
	return ""
}

func globalLinkage(op *ir.Operation) string { return enumKeyword(op, "linkage") }

// parseLLVMKeyword parses one of the keywords of def (upstream's
// parseOptionalLLVMKeyword); it returns -1 when none is next.
func parseLLVMKeyword(p ir.OpParser, def *enumDef) int {
	for i, c := range def.cases {
		if c != "" && p.ParseOptionalKeyword(c) {
			return i
		}
	}
	return -1
}

// funcInterface is llvm.func's CallableOpInterface and
// FunctionOpInterface.
type funcInterface struct{}

func (funcInterface) CallableRegion(op *ir.Operation) *ir.Region {
	if r := op.Region(0); !r.Empty() {
		return r
	}
	return nil
}

func (funcInterface) ArgumentTypes(op *ir.Operation) []ir.Type {
	if ft := FuncType(op); ft != nil {
		return ft.Params
	}
	return nil
}

func (funcInterface) ResultTypes(op *ir.Operation) []ir.Type {
	if ft := FuncType(op); ft != nil && !IsVoid(ft.Result) {
		return []ir.Type{ft.Result}
	}
	return nil
}

func (funcInterface) FunctionType(op *ir.Operation) ir.Type {
	if ft := FuncType(op); ft != nil {
		return ft
	}
	return nil
}

// callInterface is llvm.call's CallOpInterface.
type callInterface struct{}

func (callInterface) Callee(op *ir.Operation) (*ir.SymbolRefAttr, *ir.Value) {
	if ref, ok := op.InherentAttr("callee").(*ir.SymbolRefAttr); ok {
		return ref, nil
	}
	if op.NumOperands() > 0 {
		return nil, op.Operand(0)
	}
	return nil, nil
}

func (callInterface) SetCallee(ctx *ir.Context, op *ir.Operation, sym *ir.SymbolRefAttr, v *ir.Value) {
	if sym != nil {
		op.SetInherentAttr(ctx, "callee", sym)
		return
	}
	if v != nil && op.InherentAttr("callee") == nil {
		op.SetOperand(0, v)
	}
}

func (callInterface) ArgOperands(op *ir.Operation) (int, int) {
	start, n := ods.GroupRange(op, 0, false)
	if op.InherentAttr("callee") == nil && n > 0 {
		return start + 1, n - 1
	}
	return start, n
}

// callEffects: a call has unknown effects unless memory_effects says
// otherwise; gomlir keeps them unknown (read and write everything).
func callEffects(*ir.Operation) []ir.EffectInstance {
	return []ir.EffectInstance{{Effect: ir.EffectRead}, {Effect: ir.EffectWrite},
		{Effect: ir.EffectAllocate}, {Effect: ir.EffectFree}}
}

// parseFunc is LLVMFuncOp::parse.
func parseFunc(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	linkage := parseLLVMKeyword(p, linkageEnum)
	if linkage < 0 {
		linkage = 10
	}
	st.AddAttr("linkage", enumAttr(ctx, linkageEnum, linkage))
	vis := max(parseLLVMKeyword(p, visibilityEnum), 0)
	st.AddAttr("visibility_", ctx.IntAttr(ctx.I(64), int64(vis)))
	ua := max(parseLLVMKeyword(p, unnamedAddrEnum), 0)
	st.AddAttr("unnamed_addr", ctx.IntAttr(ctx.I(64), int64(ua)))
	cc := max(parseLLVMKeyword(p, cconvEnum), 0)
	st.AddAttr("CConv", enumAttr(ctx, cconvEnum, cc))

	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.Errorf("expected valid '@'-identifier for symbol name")
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	sigPos := p.Pos()
	args, named, varArg, results, resAttrs, err := parseSignature(p)
	if err != nil {
		return err
	}
	inputs := make([]ir.Type, len(args))
	for i, a := range args {
		inputs[i] = a.Type
	}
	if len(results) > 1 {
		return p.ErrorAt(sigPos, "failed to construct function type: expected zero or one function result")
	}
	for _, t := range inputs {
		if !IsCompatibleType(t) {
			return p.ErrorAt(sigPos, "failed to construct function type: expected LLVM type for function arguments")
		}
	}
	res := ir.Type(Void(ctx))
	if len(results) == 1 {
		if !IsCompatibleType(results[0]) {
			return p.ErrorAt(sigPos, "failed to construct function type: expected LLVM type for function results")
		}
		res = results[0]
	}
	st.AddAttr("function_type", ctx.TypeAttr(Function(ctx, res, inputs, varArg)))
	if p.ParseOptionalKeyword("vscale_range") {
		var v [2]int64
		for i, punct := range []string{"(", ","} {
			if err := p.ParsePunct(punct); err != nil {
				return err
			}
			n, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return err
			}
			if !ok {
				return p.Errorf("expected integer value")
			}
			v[i] = n
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		st.AddAttr("vscale_range", VScaleRange(ctx, v[0], v[1]))
	}
	if p.ParseOptionalKeyword("comdat") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		c, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		st.AddAttr("comdat", c)
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	argAttrs := make([][]ir.NamedAttr, len(args))
	for i, a := range args {
		argAttrs[i] = a.Attrs
	}
	if a := ir.ArgAttrsArray(ctx, argAttrs); a != nil {
		st.AddAttr("arg_attrs", a)
	}
	if a := ir.ArgAttrsArray(ctx, resAttrs); a != nil {
		st.AddAttr("res_attrs", a)
	}
	body := st.AddRegion()
	if p.IsRegion() {
		// As upstream, `{}` is an empty body: a declaration.
		var entry []ir.RegionArgument
		if named {
			entry = args
		}
		return p.ParseIsolatedRegion(body, entry)
	}
	return nil
}

// parseSignature is upstream's parseFunctionSignatureWithArguments with
// variadic arguments allowed.
func parseSignature(p ir.OpParser) (args []ir.RegionArgument, named, varArg bool, results []ir.Type, resAttrs [][]ir.NamedAttr, err error) {
	if err = p.ParsePunct("("); err != nil {
		return
	}
	if !p.ParseOptionalPunct(")") {
		for {
			if p.ParseOptionalPunct("...") {
				varArg = true
				if p.ParseOptionalPunct(",") {
					err = p.Errorf("variadic arguments must be in the end of the argument list")
					return
				}
				break
			}
			if p.IsArgument() {
				var a ir.RegionArgument
				a, err = p.ParseArgument(true, true)
				if err != nil {
					return
				}
				if len(args) > 0 && !named {
					err = p.ErrorAt(a.Operand.Pos, "expected type instead of SSA identifier")
					return
				}
				named = true
				args = append(args, a)
			} else {
				if len(args) > 0 && named {
					err = p.Errorf("expected SSA identifier")
					return
				}
				var t ir.Type
				if t, err = p.ParseType(); err != nil {
					return
				}
				var attrs []ir.NamedAttr
				if attrs, err = p.ParseOptionalAttrDict(); err != nil {
					return
				}
				if _, _, err = p.ParseOptionalLocation(); err != nil {
					return
				}
				args = append(args, ir.RegionArgument{Type: t, Attrs: attrs})
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err = p.ParsePunct(")"); err != nil {
			return
		}
	}
	if p.ParseOptionalPunct("->") {
		results, resAttrs, err = parseResultList(p)
	}
	return
}

// parseResultList parses `type` or `(type {attrs}, ...)`.
func parseResultList(p ir.OpParser) ([]ir.Type, [][]ir.NamedAttr, error) {
	if !p.ParseOptionalPunct("(") {
		t, err := p.ParseType()
		if err != nil {
			return nil, nil, err
		}
		return []ir.Type{t}, [][]ir.NamedAttr{nil}, nil
	}
	var results []ir.Type
	var attrs [][]ir.NamedAttr
	if p.ParseOptionalPunct(")") {
		return nil, nil, nil
	}
	for {
		t, err := p.ParseType()
		if err != nil {
			return nil, nil, err
		}
		a, err := p.ParseOptionalAttrDict()
		if err != nil {
			return nil, nil, err
		}
		results, attrs = append(results, t), append(attrs, a)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct(")"); err != nil {
		return nil, nil, err
	}
	return results, attrs, nil
}

// printResultList is upstream's printFunctionResultList.
func printResultList(p ir.OpPrinter, results []ir.Type, resAttrs ir.Attribute) {
	_, isFn := results[0].(*ir.FunctionType)
	parens := len(results) > 1 || isFn || len(ir.ArgAttrsAt(resAttrs, 0)) > 0
	if parens {
		p.WriteString("(")
	}
	for i, t := range results {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
		p.PrintOptionalAttrDict(ir.ArgAttrsAt(resAttrs, i))
	}
	if parens {
		p.WriteString(")")
	}
}

// printFunc is LLVMFuncOp::print.
func printFunc(p ir.OpPrinter, op *ir.Operation) {
	ft := FuncType(op)
	name, _ := ir.SymbolName(op)
	if ft == nil {
		p.PrintGenericOp(op)
		return
	}
	p.WriteString(" ")
	if l := enumKeyword(op, "linkage"); l != "external" && l != "" {
		p.WriteString(l + " ")
	}
	if v := visibilityEnum.name(intProp(op, "visibility_")); v != "" {
		p.WriteString(v + " ")
	}
	if u := unnamedAddrEnum.name(intProp(op, "unnamed_addr")); u != "" {
		p.WriteString(u + " ")
	}
	if c := enumKeyword(op, "CConv"); c != "ccc" && c != "" {
		p.WriteString(c + " ")
	}
	p.PrintSymbolName(name)
	body := op.Region(0)
	argAttrs := op.InherentAttr("arg_attrs")
	p.WriteString("(")
	for i, t := range ft.Params {
		if i > 0 {
			p.WriteString(", ")
		}
		if e := body.First(); e != nil && i < e.NumArgs() {
			p.PrintRegionArgument(e.Arg(i), ir.ArgAttrsAt(argAttrs, i))
		} else {
			p.PrintType(t)
			p.PrintOptionalAttrDict(ir.ArgAttrsAt(argAttrs, i))
		}
	}
	if ft.VarArg {
		if len(ft.Params) > 0 {
			p.WriteString(", ")
		}
		p.WriteString("...")
	}
	p.WriteString(")")
	if !IsVoid(ft.Result) {
		p.WriteString(" -> ")
		printResultList(p, []ir.Type{ft.Result}, op.InherentAttr("res_attrs"))
	}
	if v, ok := op.InherentAttr("vscale_range").(*VScaleRangeAttr); ok {
		p.WriteString(" vscale_range(" + strconv.FormatInt(v.Min, 10) + ", " + strconv.FormatInt(v.Max, 10) + ")")
	}
	if c := op.InherentAttr("comdat"); c != nil {
		p.WriteString(" comdat(")
		p.PrintAttribute(c)
		p.WriteString(")")
	}
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs(), "sym_name", "function_type", "arg_attrs", "res_attrs",
		"linkage", "CConv", "visibility_", "comdat", "unnamed_addr", "vscale_range")
	if !body.Empty() {
		p.WriteString(" ")
		p.PrintRegion(body, false, true, false)
	}
}

// verifyFunc is LLVMFuncOp::verify with the FunctionOpInterface checks.
func verifyFunc(op *ir.Operation) error {
	body := op.Region(0)
	// As upstream, an llvm.func is never a symbol declaration.
	if err := ir.VerifySymbolOp(op, false); err != nil {
		return err
	}
	ft := FuncType(op)
	if ft == nil {
		return op.EmitOpError("requires '%s' attribute of function type", "function_type")
	}
	if err := verifyArgResAttrs(op, "arg_attrs", "argument", "arguments", len(ft.Params)); err != nil {
		return err
	}
	nRes := 1
	if IsVoid(ft.Result) {
		nRes = 0
	}
	if err := verifyArgResAttrs(op, "res_attrs", "result", "results", nRes); err != nil {
		return err
	}
	if op.InherentAttr("no_inline") != nil && op.InherentAttr("always_inline") != nil {
		return op.EmitError("no_inline and always_inline attributes are incompatible")
	}
	if op.InherentAttr("optimize_none") != nil && op.InherentAttr("no_inline") == nil {
		return op.EmitOpError("with optimize_none must also be no_inline")
	}
	linkage := globalLinkage(op)
	if linkage == "common" {
		return op.EmitOpError("functions cannot have '%s' linkage", linkage)
	}
	if body.Empty() {
		if linkage != "external" && linkage != "extern_weak" {
			return op.EmitOpError("external functions must have '%s' or '%s' linkage", "external", "extern_weak")
		}
		return nil
	}
	entry := body.First()
	if entry.NumArgs() != len(ft.Params) {
		return op.EmitOpError("entry block must have %d arguments to match function signature", len(ft.Params))
	}
	for i, t := range ft.Params {
		if got := entry.Arg(i).Type(); got != t {
			return op.EmitOpError("type of entry block argument #%d('%s') must match the type of the corresponding argument in function signature('%s')",
				i, asm.TypeString(got), asm.TypeString(t))
		}
	}
	for i := 0; i < entry.NumArgs(); i++ {
		if !IsCompatibleType(entry.Arg(i).Type()) {
			return op.EmitOpError("entry block argument #%d is not of LLVM type", i)
		}
	}
	return nil
}

func verifyArgResAttrs(op *ir.Operation, name, what, whats string, n int) error {
	arr, ok := op.InherentAttr(name).(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	if len(arr.Elems) != n {
		return op.EmitOpError("expects %s attribute array to have the same number of elements as the number of function %s, got %d, but expected %d",
			what, whats, len(arr.Elems), n)
	}
	for i, e := range arr.Elems {
		d, ok := e.(*ir.DictionaryAttr)
		if !ok {
			return op.EmitOpError("expects %s attribute dictionary to be a DictionaryAttr, but got `%s`", what, asm.AttrString(e))
		}
		for _, a := range d.Entries {
			if err := ir.VerifyArgResultAttr(ods.ContextOf(op), op, 0, i, a, what == "result"); err != nil {
				return err
			}
		}
	}
	return nil
}

// parseCall is CallOp::parse.
func parseCall(p ir.OpParser, st *ir.OperationState) error { return parseCallLike(p, st, false) }

// parseInvoke is InvokeOp::parse.
func parseInvoke(p ir.OpParser, st *ir.OperationState) error { return parseCallLike(p, st, true) }

// parseCallLike parses the custom form of llvm.call or, with invoke, of
// llvm.invoke (which has no tail call kind and has its two successors
// after the arguments).
func parseCallLike(p ir.OpParser, st *ir.OperationState, invoke bool) error {
	ctx := p.Context()
	cc := max(parseLLVMKeyword(p, cconvEnum), 0)
	st.AddAttr("CConv", enumAttr(ctx, cconvEnum, cc))
	if !invoke {
		tk := max(parseLLVMKeyword(p, tailCallKindEnum), 0)
		st.AddAttr("TailCallKind", enumAttr(ctx, tailCallKindEnum, tk))
	}
	var uses []ir.UnresolvedOperand
	direct := true
	if p.IsOperand() {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		uses = append(uses, u)
		direct = false
	} else {
		pos := p.Pos()
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		ref, ok := a.(*ir.SymbolRefAttr)
		if !ok || !ref.IsFlat() {
			return p.ErrorAt(pos, "invalid kind of attribute specified")
		}
		st.AddAttr("callee", ref)
	}
	args, err := ods.ParseOperandList(p, "(", ")", false)
	if err != nil {
		return err
	}
	uses = append(uses, args...)
	var destUses [2][]ir.UnresolvedOperand
	var destTypes [2][]ir.Type
	if invoke {
		for i, kw := range []string{"to", "unwind"} {
			if err := p.ParseKeyword(kw); err != nil {
				return err
			}
			b, u, t, err := parseSuccessorAndUseList(p)
			if err != nil {
				return err
			}
			st.Successors = append(st.Successors, b)
			destUses[i], destTypes[i] = u, t
		}
	}
	if p.ParseOptionalKeyword("vararg") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		pos := p.Pos()
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		if _, ok := t.(*FunctionType); !ok {
			return p.ErrorAt(pos, "invalid kind of type specified")
		}
		st.AddAttr("var_callee_type", ctx.TypeAttr(t))
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	bundleOps, bundleTags, err := parseBundlesAndAttrs(p, st)
	if err != nil {
		return err
	}
	typesPos := p.Pos()
	var types []ir.Type
	if !direct {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		types = append(types, t)
		if !p.ParseOptionalPunct(",") {
			return p.ErrorAt(typesPos, "expected indirect call to have 2 trailing types")
		}
	}
	argTypes, argAttrs, resTypes, resAttrs, err := parseCallSignature(p)
	if err != nil {
		if d, ok := err.(*ir.Diagnostic); ok {
			ctx.Report(d)
		}
		if direct {
			return p.ErrorAt(typesPos, "expected direct call to have 1 trailing type")
		}
		return p.ErrorAt(typesPos, "expected trailing function type")
	}
	if len(resTypes) > 1 {
		return p.ErrorAt(typesPos, "expected function with 0 or 1 result")
	}
	if len(resTypes) == 1 && IsVoid(resTypes[0]) {
		return p.ErrorAt(typesPos, "expected a non-void result type")
	}
	types = append(types, argTypes...)
	if len(types) != len(uses) {
		return p.ErrorAt(typesPos, "%d operands present, but expected %d", len(uses), len(types))
	}
	for i, u := range uses {
		v, err := p.ResolveOperand(u, types[i])
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	segments := []int32{int32(len(uses))}
	if invoke {
		for i := range destUses {
			for k, u := range destUses[i] {
				v, err := p.ResolveOperand(u, destTypes[i][k])
				if err != nil {
					return err
				}
				st.Operands = append(st.Operands, v)
			}
			segments = append(segments, int32(len(destUses[i])))
		}
	}
	sizes := make([]int32, len(bundleOps))
	nBundle := 0
	for i, b := range bundleOps {
		sizes[i] = int32(len(b))
		nBundle += len(b)
		st.Operands = append(st.Operands, b...)
	}
	st.AddAttr("op_bundle_sizes", ctx.DenseI32Array(sizes))
	if len(bundleTags) > 0 {
		st.AddAttr("op_bundle_tags", ctx.ArrayAttr(bundleTags))
	}
	st.AddAttr("operandSegmentSizes", ctx.DenseI32Array(append(segments, int32(nBundle))))
	if a := ir.ArgAttrsArray(ctx, argAttrs); a != nil {
		st.AddAttr("arg_attrs", a)
	}
	if a := ir.ArgAttrsArray(ctx, resAttrs); a != nil {
		st.AddAttr("res_attrs", a)
	}
	st.Types = append(st.Types, resTypes...)
	return nil
}

// parseCallSignature is call_interface_impl::parseFunctionSignature:
// `(types {attrs}...) (-> results)?`.
func parseCallSignature(p ir.OpParser) ([]ir.Type, [][]ir.NamedAttr, []ir.Type, [][]ir.NamedAttr, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, nil, nil, nil, err
	}
	var types []ir.Type
	var attrs [][]ir.NamedAttr
	if !p.ParseOptionalPunct(")") {
		for {
			t, err := p.ParseType()
			if err != nil {
				return nil, nil, nil, nil, err
			}
			a, err := p.ParseOptionalAttrDict()
			if err != nil {
				return nil, nil, nil, nil, err
			}
			types, attrs = append(types, t), append(attrs, a)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return nil, nil, nil, nil, err
		}
	}
	if !p.ParseOptionalPunct("->") {
		return types, attrs, nil, nil, nil
	}
	res, resAttrs, err := parseResultList(p)
	return types, attrs, res, resAttrs, err
}

// parseBundlesAndAttrs parses the operand bundles, the attribute
// dictionary (added to st) and the `:` before a call's signature.
func parseBundlesAndAttrs(p ir.OpParser, st *ir.OperationState) ([][]*ir.Value, []ir.Attribute, error) {
	bundleOps, bundleTags, err := parseOpBundles(p)
	if err != nil {
		return nil, nil, err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return nil, nil, err
	}
	st.Attrs = append(st.Attrs, attrs...)
	return bundleOps, bundleTags, p.ParsePunct(":")
}

// parseOpBundles parses `["tag"(%a, %b : t1, t2), ...]`.
func parseOpBundles(p ir.OpParser) ([][]*ir.Value, []ir.Attribute, error) {
	if !p.ParseOptionalPunct("[") {
		return nil, nil, nil
	}
	var ops [][]*ir.Value
	var tags []ir.Attribute
	if p.ParseOptionalPunct("]") {
		return nil, nil, nil
	}
	for {
		pos := p.Pos()
		tag, ok := p.ParseOptionalString()
		if !ok {
			return nil, nil, p.ErrorAt(pos, "expected string")
		}
		if err := p.ParsePunct("("); err != nil {
			return nil, nil, err
		}
		uses, err := ods.ParseOptionalOperands(p)
		if err != nil {
			return nil, nil, err
		}
		var vals []*ir.Value
		if len(uses) > 0 {
			if err := p.ParsePunct(":"); err != nil {
				return nil, nil, err
			}
			typesPos := p.Pos()
			var types []ir.Type
			for {
				t, err := p.ParseType()
				if err != nil {
					return nil, nil, err
				}
				types = append(types, t)
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
			if len(types) != len(uses) {
				return nil, nil, p.ErrorAt(typesPos, "expected %d types for operand bundle operands for operand bundle #%d, but actually got %d",
					len(uses), len(ops), len(types))
			}
			for i, u := range uses {
				v, err := p.ResolveOperand(u, types[i])
				if err != nil {
					return nil, nil, err
				}
				vals = append(vals, v)
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return nil, nil, err
		}
		ops = append(ops, vals)
		tags = append(tags, p.Context().StringAttr(tag))
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct("]"); err != nil {
		return nil, nil, err
	}
	return ops, tags, nil
}

// printOpBundles prints `["tag"(%a : t), ...]`.
func printOpBundles(p ir.OpPrinter, op *ir.Operation, group int) {
	sizes := denseInts(op, "op_bundle_sizes")
	tags, _ := op.InherentAttr("op_bundle_tags").(*ir.ArrayAttr)
	if len(sizes) == 0 {
		return
	}
	start, _ := ods.GroupRange(op, group, false)
	p.WriteString(" [")
	for i, n := range sizes {
		if i > 0 {
			p.WriteString(", ")
		}
		if tags != nil && i < len(tags.Elems) {
			p.PrintAttribute(tags.Elems[i])
		}
		p.WriteString("(")
		vals := op.Operands()[start : start+int(n)]
		for k, v := range vals {
			if k > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(v)
		}
		if len(vals) > 0 {
			p.WriteString(" : ")
			for k, v := range vals {
				if k > 0 {
					p.WriteString(", ")
				}
				p.PrintType(v.Type())
			}
		}
		p.WriteString(")")
		start += int(n)
	}
	p.WriteString("]")
}

// parseCallIntrinsic parses `"name"(args) bundles? attr-dict : (types
// {attrs}) -> results`.
func parseCallIntrinsic(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	name, ok := p.ParseOptionalString()
	if !ok {
		return p.Errorf("expected string")
	}
	st.AddAttr("intrin", ctx.StringAttr(name))
	uses, err := ods.ParseOperandList(p, "(", ")", false)
	if err != nil {
		return err
	}
	bundleOps, bundleTags, err := parseBundlesAndAttrs(p, st)
	if err != nil {
		return err
	}
	typesPos := p.Pos()
	argTypes, argAttrs, resTypes, resAttrs, err := parseCallSignature(p)
	if err != nil {
		return err
	}
	if len(argTypes) != len(uses) {
		return p.ErrorAt(typesPos, "%d operands present, but expected %d", len(uses), len(argTypes))
	}
	for i, u := range uses {
		v, err := p.ResolveOperand(u, argTypes[i])
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	sizes := make([]int32, len(bundleOps))
	nBundle := 0
	for i, b := range bundleOps {
		sizes[i] = int32(len(b))
		nBundle += len(b)
		st.Operands = append(st.Operands, b...)
	}
	st.AddAttr("op_bundle_sizes", ctx.DenseI32Array(sizes))
	if len(bundleTags) > 0 {
		st.AddAttr("op_bundle_tags", ctx.ArrayAttr(bundleTags))
	}
	st.AddAttr("operandSegmentSizes", ctx.DenseI32Array([]int32{int32(len(uses)), int32(nBundle)}))
	if a := ir.ArgAttrsArray(ctx, argAttrs); a != nil {
		st.AddAttr("arg_attrs", a)
	}
	if a := ir.ArgAttrsArray(ctx, resAttrs); a != nil {
		st.AddAttr("res_attrs", a)
	}
	st.Types = append(st.Types, resTypes...)
	return nil
}

// printCallIntrinsic prints the form parseCallIntrinsic reads.
func printCallIntrinsic(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintAttribute(op.InherentAttr("intrin"))
	args := ods.OperandGroup(op, 0)
	printOperandList(p, args)
	printOpBundles(p, op, 1)
	p.PrintOptionalAttrDict(op.AllAttrs(), elideDefaults(op, "intrin", "operandSegmentSizes", "op_bundle_sizes",
		"op_bundle_tags", "arg_attrs", "res_attrs")...)
	p.WriteString(" : ")
	printCallSignature(p, op, args)
}

// printCall is CallOp::print.
func printCall(p ir.OpPrinter, op *ir.Operation) { printCallLike(p, op, false) }

// printInvoke is InvokeOp::print.
func printInvoke(p ir.OpPrinter, op *ir.Operation) { printCallLike(p, op, true) }

func printCallLike(p ir.OpPrinter, op *ir.Operation, invoke bool) {
	p.WriteString(" ")
	if c := enumKeyword(op, "CConv"); c != "ccc" && c != "" {
		p.WriteString(c + " ")
	}
	if t := enumKeyword(op, "TailCallKind"); t != "none" && t != "" {
		p.WriteString(t + " ")
	}
	start, n := ods.GroupRange(op, 0, false)
	args := op.Operands()[start : start+n]
	ref, direct := op.InherentAttr("callee").(*ir.SymbolRefAttr)
	if direct {
		p.PrintAttribute(ref)
	} else if len(args) > 0 {
		p.PrintOperand(args[0])
		args = args[1:]
	}
	printOperandList(p, args)
	if invoke {
		p.WriteString(" to ")
		printSuccessorAndUseList(p, op.Successor(0), ods.OperandGroup(op, 1))
		p.WriteString(" unwind ")
		printSuccessorAndUseList(p, op.Successor(1), ods.OperandGroup(op, 2))
	}
	if ta, ok := op.InherentAttr("var_callee_type").(*ir.TypeAttr); ok {
		p.WriteString(" vararg(")
		p.PrintType(ta.Type)
		p.WriteString(")")
	}
	printOpBundles(p, op, 1+2*btoi(invoke))
	p.PrintOptionalAttrDict(op.AllAttrs(), elideDefaults(op, "callee", "TailCallKind", "var_callee_type", "CConv",
		"operandSegmentSizes", "op_bundle_sizes", "op_bundle_tags", "arg_attrs", "res_attrs")...)
	p.WriteString(" : ")
	if !direct && start < op.NumOperands() && n > 0 {
		p.PrintType(op.Operand(start).Type())
		p.WriteString(", ")
	}
	printCallSignature(p, op, args)
}

// printOperandList prints `(%a, %b, ...)`.
func printOperandList(p ir.OpPrinter, args []*ir.Value) {
	p.WriteString("(")
	for i, v := range args {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
	p.WriteString(")")
}

// printCallSignature prints a call's `(argument types with their
// attributes) -> results`.
func printCallSignature(p ir.OpPrinter, op *ir.Operation, args []*ir.Value) {
	argAttrs := op.InherentAttr("arg_attrs")
	p.WriteString("(")
	for i, v := range args {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(v.Type())
		p.PrintOptionalAttrDict(ir.ArgAttrsAt(argAttrs, i))
	}
	p.WriteString(") -> ")
	if op.NumResults() == 0 {
		p.WriteString("()")
		return
	}
	printResultList(p, op.ResultTypes(), op.InherentAttr("res_attrs"))
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// verifyCall is CallOp::verify: the var_callee_type agrees with the call
// and every operand bundle has a tag.
func verifyCall(op *ir.Operation) error {
	if err := verifyVarCalleeType(op); err != nil {
		return err
	}
	return verifyOperandBundles(op)
}

// verifyVarCalleeType is upstream's verifyCallOpVarCalleeType.
func verifyVarCalleeType(op *ir.Operation) error {
	ta, ok := op.InherentAttr("var_callee_type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	ft, ok := ta.Type.(*FunctionType)
	if !ok {
		return nil
	}
	if !ft.VarArg {
		return op.EmitOpError("expected var_callee_type to be a variadic function type")
	}
	start, n := callInterface{}.ArgOperands(op)
	if len(ft.Params) > n {
		return op.EmitOpError("expected var_callee_type to have at most %d parameters", n)
	}
	for i, t := range ft.Params {
		if got := op.Operand(start + i).Type(); got != t {
			return op.EmitOpError("var_callee_type parameter type mismatch: '%s' != '%s'", asm.TypeString(t), asm.TypeString(got))
		}
	}
	if op.NumResults() == 0 {
		if !IsVoid(ft.Result) {
			return op.EmitOpError("expected var_callee_type to return void")
		}
	} else if got := op.Result(0).Type(); got != ft.Result {
		return op.EmitOpError("var_callee_type return type mismatch: '%s' != '%s'", asm.TypeString(ft.Result), asm.TypeString(got))
	}
	return nil
}

// verifyOperandBundles checks that every operand bundle has a string tag.
func verifyOperandBundles(op *ir.Operation) error {
	tags, _ := op.InherentAttr("op_bundle_tags").(*ir.ArrayAttr)
	nTags := 0
	if tags != nil {
		for _, t := range tags.Elems {
			if _, ok := t.(*ir.StringAttr); !ok {
				return op.EmitError("operand bundle tag must be a StringAttr")
			}
		}
		nTags = len(tags.Elems)
	}
	if n := len(denseInts(op, "op_bundle_sizes")); n != nTags {
		return op.EmitError("expected %d operand bundle tags, but actually got %d", n, nTags)
	}
	return nil
}

// verifyCallSymbolUses is CallOp::verifySymbolUses.
func verifyCallSymbolUses(op *ir.Operation, tables *ir.SymbolTableCollection) error {
	ref, ok := op.InherentAttr("callee").(*ir.SymbolRefAttr)
	start, n := ods.GroupRange(op, 0, false)
	indirect := 0
	var ft *FunctionType
	if !ok {
		if n == 0 {
			return op.EmitOpError("must have either a `callee` attribute or at least an operand")
		}
		if !isPointer(op.Operand(start).Type()) {
			return op.EmitOpError("indirect call expects a pointer as callee: '%s'", asm.TypeString(op.Operand(start).Type()))
		}
		indirect = 1
		if ta, ok := op.InherentAttr("var_callee_type").(*ir.TypeAttr); ok {
			ft, _ = ta.Type.(*FunctionType)
		}
		if ft == nil {
			return nil
		}
	} else {
		callee := tables.LookupNearestSymbolFrom(op, ref)
		if callee == nil {
			return op.EmitOpError("'%s' does not reference a symbol in the current scope", ref.Root)
		}
		switch callee.Name() {
		case "llvm.func":
			ft = FuncType(callee)
		case "llvm.mlir.ifunc":
			if ta, ok := callee.InherentAttr("i_func_type").(*ir.TypeAttr); ok {
				ft, _ = ta.Type.(*FunctionType)
			}
		default:
			return op.EmitOpError("'%s' does not reference a valid LLVM function or IFunc", ref.Root)
		}
		if ft == nil {
			return nil
		}
	}
	if ft.VarArg && op.InherentAttr("var_callee_type") == nil {
		return op.EmitOpError("missing var_callee_type attribute for vararg call")
	}
	nArgs := n - indirect
	if !ft.VarArg && len(ft.Params) != nArgs {
		return op.EmitOpError("incorrect number of operands (%d) for callee (expecting: %d)", nArgs, len(ft.Params))
	}
	if len(ft.Params) > nArgs {
		return op.EmitOpError("incorrect number of operands (%d) for varargs callee (expecting at least: %d)", nArgs, len(ft.Params))
	}
	for i, t := range ft.Params {
		if got := op.Operand(start + indirect + i).Type(); got != t {
			return op.EmitOpError("operand type mismatch for operand %d: '%s' != '%s'", i, asm.TypeString(got), asm.TypeString(t))
		}
	}
	if op.NumResults() == 0 && !IsVoid(ft.Result) {
		return op.EmitOpError("expected function call to produce a value")
	}
	if op.NumResults() != 0 && IsVoid(ft.Result) {
		return op.EmitOpError("calling function with void result must not produce values")
	}
	if op.NumResults() > 0 && op.Result(0).Type() != ft.Result {
		return op.EmitOpError("result type mismatch: '%s' != '%s'", asm.TypeString(op.Result(0).Type()), asm.TypeString(ft.Result))
	}
	return nil
}

// parseGlobal is GlobalOp::parse.
func parseGlobal(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	parseGlobalPrefix(p, st)
	if p.ParseOptionalKeyword("constant") {
		st.AddAttr("constant", ctx.UnitAttr())
	}
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.Errorf("expected valid '@'-identifier for symbol name")
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var value ir.Attribute
	if !p.ParseOptionalPunct(")") {
		v, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		value = v
		st.AddAttr("value", v)
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	if p.ParseOptionalKeyword("comdat") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		c, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		st.AddAttr("comdat", c)
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	var t ir.Type
	if p.ParseOptionalPunct(":") {
		if t, err = p.ParseType(); err != nil {
			return err
		}
		if p.IsPunct(",") {
			return p.Errorf("expected zero or one type")
		}
	}
	body := st.AddRegion()
	if t == nil {
		s, ok := value.(*ir.StringAttr)
		if !ok {
			return p.Errorf("type can only be omitted for string globals")
		}
		t = Array(ctx, ctx.I(8), uint64(len(s.Value)))
	} else if p.IsRegion() {
		if err := p.ParseRegion(body, nil); err != nil {
			return err
		}
	}
	st.AddAttr("global_type", ctx.TypeAttr(t))
	return nil
}

// printGlobal is GlobalOp::print.
func printGlobal(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" " + globalLinkage(op) + " ")
	if v := visibilityEnum.name(intProp(op, "visibility_")); v != "" {
		p.WriteString(v + " ")
	}
	if op.InherentAttr("thread_local_") != nil {
		p.WriteString("thread_local ")
	}
	if u := unnamedAddrEnum.name(intProp(op, "unnamed_addr")); u != "" {
		p.WriteString(u + " ")
	}
	if op.InherentAttr("constant") != nil {
		p.WriteString("constant ")
	}
	name, _ := ir.SymbolName(op)
	p.PrintSymbolName(name)
	p.WriteString("(")
	value := op.InherentAttr("value")
	if value != nil {
		p.PrintAttribute(value)
	}
	p.WriteString(")")
	if c := op.InherentAttr("comdat"); c != nil {
		p.WriteString(" comdat(")
		p.PrintAttribute(c)
		p.WriteString(")")
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), "sym_name", "global_type", "constant", "value", "linkage",
		"unnamed_addr", "thread_local_", "visibility_", "comdat")
	if _, isStr := value.(*ir.StringAttr); isStr {
		return
	}
	p.WriteString(" : ")
	if ta, ok := op.InherentAttr("global_type").(*ir.TypeAttr); ok {
		p.PrintType(ta.Type)
	}
	if r := op.Region(0); !r.Empty() {
		p.WriteString(" ")
		p.PrintRegion(r, false, true, false)
	}
}

// verifyGlobal is GlobalOp::verify.
func verifyGlobal(op *ir.Operation) error {
	ta, _ := op.InherentAttr("global_type").(*ir.TypeAttr)
	if ta == nil {
		return nil
	}
	t := ta.Type
	if !IsCompatibleType(t) && !isLoadableOrTarget(t) {
		return op.EmitOpError("expects type to be a valid element type for an LLVM global")
	}
	if op.ParentOp() != nil && op.ParentOp().Name() != "builtin.module" && !op.ParentOp().Info().Traits.Has(ir.TraitSymbolTable) {
		return op.EmitOpError("must appear at the module level")
	}
	value := op.InherentAttr("value")
	if s, ok := value.(*ir.StringAttr); ok {
		arr, isArr := t.(*ArrayType)
		it, isInt := ir.Type(nil), false
		if isArr {
			it = arr.Elem
			_, isInt = it.(*ir.IntegerType)
		}
		if !isArr || !isInt || ir.BitWidth(it) != 8 || arr.Len != uint64(len(s.Value)) {
			return op.EmitOpError("requires an i8 array type of the length equal to that of the string attribute")
		}
	}
	linkage := globalLinkage(op)
	if op.Region(0).Empty() && value == nil && linkage != "external" && linkage != "extern_weak" && op.InherentAttr("constant") != nil {
		_ = linkage
	}
	if linkage == "common" {
		if op.InherentAttr("constant") != nil {
			return op.EmitOpError("'common' linkage not supported for constant globals")
		}
		if value != nil && !isZeroAttr(value) {
			return op.EmitOpError("expected zero value for '%s' linkage", "common")
		}
	}
	if linkage == "appending" {
		if _, ok := t.(*ArrayType); !ok {
			return op.EmitOpError("expected array type for '%s' linkage", "appending")
		}
	}
	if a, ok := op.InherentAttr("alignment").(*ir.IntegerAttr); ok {
		v := intValue(a)
		if v <= 0 || v&(v-1) != 0 {
			return op.EmitError("alignment attribute is not a power of 2")
		}
	}
	if !op.Region(0).Empty() {
		if value != nil {
			return op.EmitOpError("cannot have both initializer value and region")
		}
		b := op.Region(0).First()
		if b.NumArgs() != 0 || op.Region(0).NumBlocks() != 1 {
			return op.EmitOpError("expects region to have exactly one block with no arguments")
		}
		term := b.Last()
		if term == nil || term.Name() != "llvm.return" {
			return op.EmitOpError("expects the initializer region to end in a return op")
		}
		if term.NumOperands() == 1 && term.Operand(0).Type() != t {
			return op.EmitOpError("initializer region type '%s' does not match global type '%s'",
				asm.TypeString(term.Operand(0).Type()), asm.TypeString(t))
		}
	}
	return nil
}

func isLoadableOrTarget(t ir.Type) bool {
	_, ok := t.(*TargetExtType)
	return ok
}

func isZeroAttr(a ir.Attribute) bool {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return a.IsZero()
	case *ir.FloatAttr:
		// Either zero: the sign bit does not count.
		w := ir.BitWidth(a.Type)
		lo, hi := a.Bits.Lo, a.Bits.Hi
		if w <= 64 {
			lo &^= 1 << uint(w-1)
		} else {
			hi &^= 1 << uint(w-65)
		}
		return lo == 0 && hi == 0
	case *ir.DenseElementsAttr:
		w := ir.BitWidth(a.ElemType())
		_, isFloat := a.ElemType().(*ir.FloatType)
		n := ir.ElementBytes(a.ElemType())
		for i := 0; i+n <= len(a.Data); i += n {
			for j, c := range a.Data[i : i+n] {
				if isFloat && j == (w-1)/8 {
					c &^= 1 << uint((w-1)%8)
				}
				if c != 0 {
					return false
				}
			}
		}
		return true
	case *ir.ArrayAttr:
		for _, e := range a.Elems {
			if !isZeroAttr(e) {
				return false
			}
		}
		return true
	}
	return false
}

// verifyDSOLocalEquivalent is DSOLocalEquivalentOp::verifySymbolUses:
// the symbol is a function or an alias of one, without extern_weak linkage.
func verifyDSOLocalEquivalent(op *ir.Operation, tables *ir.SymbolTableCollection) error {
	ref, ok := op.InherentAttr("function_name").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	target := tables.LookupNearestSymbolFrom(op, ref)
	switch {
	case target == nil || target.Name() != "llvm.func" && target.Name() != "llvm.mlir.alias":
		return op.EmitOpError("must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'")
	case target.Name() == "llvm.mlir.alias" && !target.Walk(func(o *ir.Operation) ir.WalkResult {
		g, ok := o.InherentAttr("global_name").(*ir.SymbolRefAttr)
		if o.Name() == "llvm.mlir.addressof" && ok {
			if t := tables.LookupNearestSymbolFrom(o, g); t != nil && t.Name() == "llvm.mlir.global" {
				return ir.WalkInterrupt
			}
		}
		return ir.WalkAdvance
	}):
		return op.EmitOpError("must reference an alias to a function")
	case globalLinkage(target) == "extern_weak":
		return op.EmitOpError("target function with 'extern_weak' linkage not allowed")
	}
	return nil
}

// verifyAddressOf is AddressOfOp::verifySymbolUses.
func verifyAddressOf(op *ir.Operation, tables *ir.SymbolTableCollection) error {
	ref, ok := op.InherentAttr("global_name").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	target := tables.LookupNearestSymbolFrom(op, ref)
	if target == nil {
		return op.EmitOpError("must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'")
	}
	switch target.Name() {
	case "llvm.mlir.global":
		as := uint32(0)
		if a, ok := target.InherentAttr("addr_space").(*ir.IntegerAttr); ok {
			as = uint32(intValue(a))
		}
		if pt, ok := op.Result(0).Type().(*PointerType); ok && pt.AddressSpace != as {
			return op.EmitOpError("pointer address space must match address space of the referenced global")
		}
	case "llvm.func", "llvm.mlir.alias", "llvm.mlir.ifunc":
	default:
		return op.EmitOpError("must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'")
	}
	return nil
}

// verifyConstant is ConstantOp::verify.
func verifyConstant(op *ir.Operation) error {
	t := op.Result(0).Type()
	value := op.InherentAttr("value")
	if s, ok := value.(*ir.StringAttr); ok {
		arr, ok := t.(*ArrayType)
		if !ok || arr.Len != uint64(len(s.Value)) || !isIntOfWidth(arr.Elem, 8) {
			return op.EmitOpError("expected array type of %d i8 elements for the string constant", len(s.Value))
		}
		return nil
	}
	if st, ok := t.(*StructType); ok {
		arr, ok := value.(*ir.ArrayAttr)
		if !ok {
			return op.EmitOpError("expected array attribute for struct type")
		}
		body := st.Body()
		if len(arr.Elems) != len(body) {
			return op.EmitOpError("expected array attribute of size %d", len(body))
		}
		for i, e := range arr.Elems {
			switch body[i].(type) {
			case *ir.IntegerType, *ir.FloatType, *ir.IndexType:
			default:
				return op.EmitOpError("expected struct element types to be floating point type or integer type")
			}
			ta, ok := e.(ir.TypedAttr)
			switch e.(type) {
			case *ir.IntegerAttr, *ir.FloatAttr:
			default:
				return op.EmitOpError("expected element of array attribute to be floating point or integer")
			}
			if !ok || ta.AttrType() != body[i] {
				return op.EmitOpError("struct element at index %d is of wrong type", i)
			}
		}
		return nil
	}
	if _, ok := t.(*TargetExtType); ok {
		return op.EmitOpError("does not support target extension type.")
	}
	switch v := value.(type) {
	case *ir.IntegerAttr:
		if _, ok := t.(*ir.IntegerType); !ok {
			return op.EmitOpError("expected integer type")
		}
	case *ir.FloatAttr:
		return verifyFloatSemantics(op, v.Type, t)
	case *ir.DenseElementsAttr:
		elem, n, ok := constantShape(t)
		if !ok {
			return op.EmitOpError("expected vector or array type")
		}
		if got := v.NumElements(); n != got {
			return op.EmitOpError("type and attribute have a different number of elements: %d vs. %d", n, got)
		}
		switch at := v.ElemType().(type) {
		case *ir.FloatType:
			return verifyFloatSemantics(op, at, elem)
		case *ir.IntegerType:
			if _, ok := elem.(*ir.IntegerType); !ok {
				if _, vec := t.(*ir.VectorType); vec {
					return op.EmitOpError("expected integer element type")
				}
				return op.EmitOpError("expected integer element type for integer elements attribute")
			}
		}
	case *ir.ArrayAttr:
		arr, ok := t.(*ArrayType)
		if !ok {
			return op.EmitOpError("expected array or struct type for array attribute")
		}
		return verifyStructArrayConstant(op, arr, v, 0)
	}
	return nil
}

func isIntOfWidth(t ir.Type, w int) bool {
	i, ok := t.(*ir.IntegerType)
	return ok && i.Width == w
}

// constantShape returns the innermost element type of a vector or
// (nested) array type and its number of elements.
func constantShape(t ir.Type) (ir.Type, int64, bool) {
	switch t := t.(type) {
	case *ir.VectorType:
		return t.Elem, ir.NumElements(t.Shape), true
	case *ArrayType:
		n := int64(t.Len)
		elem := t.Elem
		for {
			switch e := elem.(type) {
			case *ArrayType:
				n *= int64(e.Len)
				elem = e.Elem
				continue
			case *ir.VectorType:
				n *= ir.NumElements(e.Shape)
				elem = e.Elem
			}
			return elem, n, true
		}
	}
	return nil, 0, false
}

// verifyFloatSemantics checks that a float attribute of type attr fits
// the element type elem of the constant.
func verifyFloatSemantics(op *ir.Operation, attr *ir.FloatType, elem ir.Type) error {
	switch e := elem.(type) {
	case *ir.FloatType:
		if e.Kind != attr.Kind {
			return op.EmitOpError("attribute and type have different float semantics")
		}
	case *ir.IntegerType:
		if w := ir.BitWidth(attr); e.Width != w {
			return op.EmitOpError("expected integer type of width %d", w)
		}
	}
	return nil
}

// verifyStructArrayConstant checks that an array attribute nests as the
// array type does, down to structs.
func verifyStructArrayConstant(op *ir.Operation, arr *ArrayType, attr *ir.ArrayAttr, dim int) error {
	if uint64(len(attr.Elems)) != arr.Len {
		return op.EmitOpError("array attribute size does not match array type size in dimension %d: %d vs. %d", dim, len(attr.Elems), arr.Len)
	}
	if sub, ok := arr.Elem.(*ArrayType); ok {
		for i, e := range attr.Elems {
			if m := llvmMnemonic(e); m == "zero" || m == "undef" {
				continue
			}
			subAttr, ok := e.(*ir.ArrayAttr)
			if !ok {
				return op.EmitOpError("nested attribute for sub-array in dimension %d at index %d must be a zero, or undef, or array attribute", dim, i)
			}
			if err := verifyStructArrayConstant(op, sub, subAttr, dim+1); err != nil {
				return err
			}
		}
		return nil
	}
	st, ok := arr.Elem.(*StructType)
	if !ok {
		return op.EmitOpError("for array with an array attribute must have a struct element type")
	}
	n := len(st.Body())
	for i, e := range attr.Elems {
		if m := llvmMnemonic(e); m == "zero" || m == "undef" {
			continue
		}
		subAttr, ok := e.(*ir.ArrayAttr)
		if !ok {
			return op.EmitOpError("nested attribute for struct element at index %d must be a zero, or undef, or array attribute", i)
		}
		if len(subAttr.Elems) != n {
			return op.EmitOpError("nested array attribute size for struct element at index %d must match struct size: %d vs. %d", i, len(subAttr.Elems), n)
		}
	}
	return nil
}

// parseLandingpad is LandingpadOp::parse:
// `cleanup? ((catch|filter) %v : type)* : type`.
func parseLandingpad(p ir.OpParser, st *ir.OperationState) error {
	if p.ParseOptionalKeyword("cleanup") {
		st.AddAttr("cleanup", p.Context().UnitAttr())
	}
	for p.ParseOptionalPunct("(") {
		if !p.ParseOptionalKeyword("filter") && !p.ParseOptionalKeyword("catch") {
			break
		}
		u, err := p.ParseOperand()
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
		v, err := p.ResolveOperand(u, t)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	st.Types = append(st.Types, t)
	return nil
}

func printLandingpad(p ir.OpPrinter, op *ir.Operation) {
	if op.InherentAttr("cleanup") != nil {
		p.WriteString(" cleanup ")
	} else {
		p.WriteString(" ")
	}
	for _, v := range op.Operands() {
		kind := "catch "
		if _, arr := v.Type().(*ArrayType); arr {
			kind = "filter "
		}
		p.WriteString("(" + kind)
		p.PrintOperand(v)
		p.WriteString(" : ")
		p.PrintType(v.Type())
		p.WriteString(") ")
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), "cleanup")
	p.WriteString(": ")
	p.PrintType(op.Result(0).Type())
}

// verifyLandingpad is LandingpadOp::verify: catch clauses are global
// addresses or null.
func verifyLandingpad(op *ir.Operation) error {
	for fn := op.ParentOp(); fn != nil; fn = fn.ParentOp() {
		if fn.Name() == "llvm.func" {
			if fn.InherentAttr("personality") == nil {
				return op.EmitError("llvm.landingpad needs to be in a function with a personality")
			}
			break
		}
	}
	if op.InherentAttr("cleanup") == nil && op.NumOperands() == 0 {
		return op.EmitError("landingpad instruction expects at least one clause or cleanup attribute")
	}
	for i, v := range op.Operands() {
		if _, filter := v.Type().(*ArrayType); filter {
			continue
		}
		def := v.DefiningOp()
		if def != nil && def.Name() == "llvm.bitcast" {
			if src := def.Operand(0).DefiningOp(); src != nil && src.Name() == "llvm.mlir.addressof" {
				continue
			}
			d := op.EmitError("constant clauses expected")
			d.AttachNote(def.Loc(), "global addresses expected as operand to bitcast used in clauses for landingpad")
			return d
		}
		if def != nil && (def.Name() == "llvm.mlir.zero" || def.Name() == "llvm.mlir.addressof") {
			continue
		}
		return op.EmitError("clause #%d is not a known constant - null, addressof, bitcast", i)
	}
	return nil
}

// verifyLandingpadTypes checks that the landing pads and resumes of a
// function agree on the exception type.
func verifyLandingpadTypes(fn *ir.Operation) error {
	var want ir.Type
	msg := ""
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		var t ir.Type
		what := "input"
		switch op.Name() {
		case "llvm.landingpad":
			t, what = op.Result(0).Type(), "result"
		case "llvm.resume":
			t = op.Operand(0).Type()
		default:
			return ir.WalkAdvance
		}
		if want == nil {
			want = t
		} else if t != want {
			msg = "'" + op.Name() + "' should have a consistent " + what + " type inside a function"
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	if msg != "" {
		return fn.EmitError("%s", msg)
	}
	return nil
}
