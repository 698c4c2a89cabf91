package memref

import (
	"strconv"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Constraints of the remaining ops, with upstream's descriptions.
var (
	intOrFloat         = ods.AnyOf("signless integer or floating-point", ods.AnySignlessInt, ods.AnyFloat)
	memrefOfIntOrFloat = ods.TypePred("memref of signless integer or floating-point values", func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		return ok && intOrFloat.Pred(m.Elem)
	})
	memref1D = ods.TypePred("1D memref of any type values", func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		return ok && len(m.Shape) == 1
	})
	staticShapeMemRef = ods.TypePred("statically shaped memref of any type values", func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		return ok && hasStaticShape(m)
	})
	// memrefTypeAttr is MemRefTypeAttr.
	memrefTypeAttr = ods.AttrConstraint{Desc: "memref type attribute", GoType: "*ir.TypeAttr", Pred: func(a ir.Attribute) bool {
		t, ok := a.(*ir.TypeAttr)
		if !ok {
			return false
		}
		_, ok = t.Type.(*ir.MemRefType)
		return ok
	}}
	// positiveI32Attr is ConfinedAttr<I32Attr, [IntPositive]>.
	// The custom form accepts any integer; the verifier checks the value.
	positiveI32Attr = ods.AttrConstraint{Desc: "32-bit signless integer attribute whose value is positive",
		Pred: func(a ir.Attribute) bool {
			return ods.I32Attr.Pred(a) && a.(*ir.IntegerAttr).Int64() > 0
		}, ValueType: ods.I32Attr.ValueType, GoType: "*ir.IntegerAttr",
		Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
			pos := p.Pos()
			a, err := p.ParseAttribute(ctx.I(32))
			if _, ok := a.(*ir.IntegerAttr); err == nil && !ok {
				return nil, p.ErrorAt(pos, "invalid kind of attribute specified")
			}
			return a, err
		}}
	// visibilityAttr is the OptionalAttr<StrAttr> of a symbol visibility:
	// an optional group anchored on it starts with a string literal.
	visibilityAttr = ods.AttrConstraint{Desc: ods.StrAttr.Desc, Pred: ods.StrAttr.Pred, GoType: ods.StrAttr.GoType,
		ParseOptional: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, bool, error) {
			s, ok := p.ParseOptionalString()
			if !ok {
				return nil, false, nil
			}
			return ctx.StringAttr(s), true, nil
		}}
)

// reallocSpec is memref.realloc.
var reallocSpec = &ods.Op{
	Name:    "memref.realloc",
	Summary: "memory reallocation operation",
	Operands: []ods.Operand{
		{Name: "source", Type: memref1D},
		{Name: "dynamicResultSize", Type: ods.Index, Arity: ods.Optional},
	},
	Attrs:   []ods.Attr{{Name: "alignment", Constraint: alignmentAttr, Optional: true}},
	Results: []ods.Result{{Name: "result", Type: memref1D}},
	Format:  "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)",
	Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Effect: ir.EffectFree, Value: op.Operand(0)}, {Effect: ir.EffectAllocate, Value: op.Result(0)}}
	})},
	Verify: func(op *ir.Operation) error {
		src := op.Operand(0).Type().(*ir.MemRefType)
		res := op.Result(0).Type().(*ir.MemRefType)
		if !identityLayoutAttr(src) {
			return op.EmitError("unsupported layout for source memref type %s", quoted(src))
		}
		if !identityLayoutAttr(res) {
			return op.EmitError("unsupported layout for result memref type %s", quoted(res))
		}
		if src.MemorySpace != res.MemorySpace {
			return op.EmitError("different memory spaces specified for source memref type %s and result memref type %s", quoted(src), quoted(res))
		}
		if src.Elem != res.Elem {
			return op.EmitError("different element types specified for source memref type %s and result memref type %s", quoted(src), quoted(res))
		}
		hasSize := op.NumOperands() > 1
		if numDynamicDims(res) != 0 && !hasSize {
			return op.EmitError("missing dimension operand for result type %s", quoted(res))
		}
		if numDynamicDims(res) == 0 && hasSize {
			return op.EmitError("unnecessary dimension operand for result type %s", quoted(res))
		}
		return nil
	},
}

// allocaScopeSpec is memref.alloca_scope.
var allocaScopeSpec = &ods.Op{
	Name:               "memref.alloca_scope",
	Summary:            "explicitly delimited scope for stack allocation",
	Results:            []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Regions:            []ods.Region{{Name: "bodyRegion", MaxBlocks: 1}},
	Traits:             []ir.Trait{ir.TraitAutomaticAllocationScope, ir.TraitSingleBlockImplicitTerminator, ir.TraitRecursiveMemoryEffects},
	ImplicitTerminator: "memref.alloca_scope.return",
	Interfaces:         ir.Interfaces{allocaScopeBranches{}},
	Parse: func(p ir.OpParser, st *ir.OperationState) error {
		if p.ParseOptionalPunct("->") {
			types, err := ods.ParseArrowTypeList(p)
			if err != nil {
				return err
			}
			st.Types = append(st.Types, types...)
		}
		body := st.AddRegion()
		if err := p.ParseRegion(body, nil); err != nil {
			return err
		}
		ods.EnsureTerminator(p.Context(), body, st.Loc, "memref.alloca_scope.return")
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
		return nil
	},
	Print: func(p ir.OpPrinter, op *ir.Operation) {
		p.WriteString(" ")
		terminators := op.NumResults() > 0
		if terminators {
			p.WriteString(" -> (")
			for i, t := range op.ResultTypes() {
				if i > 0 {
					p.WriteString(", ")
				}
				p.PrintType(t)
			}
			p.WriteString(")")
		}
		p.WriteString(" ")
		p.PrintRegion(op.Region(0), false, terminators, false)
		p.PrintOptionalAttrDict(discardableAttrs(op))
	},
	VerifyRegions: func(op *ir.Operation) error {
		// NoRegionArguments.
		if b := op.Region(0).First(); b != nil && b.NumArgs() != 0 {
			return op.EmitOpError("region should have no arguments")
		}
		return ods.VerifyRegionBranchTypes(op)
	},
}

// allocaScopeBranches is AllocaScopeOp's RegionBranchOpInterface: into
// the body, then out to the results.
type allocaScopeBranches struct{}

// SuccessorRegions implements ir.RegionBranchOpInterface.
func (allocaScopeBranches) SuccessorRegions(op *ir.Operation, from *ir.Region, _ []ir.Attribute) []ir.RegionSuccessor {
	if from != nil {
		return []ir.RegionSuccessor{{Inputs: op.Results()}}
	}
	return []ir.RegionSuccessor{{Region: op.Region(0)}}
}

// EntrySuccessorOperands implements ir.RegionBranchOpInterface.
func (allocaScopeBranches) EntrySuccessorOperands(*ir.Operation, *ir.Region) []*ir.Value { return nil }

// allocaScopeReturnSpec is memref.alloca_scope.return.
var allocaScopeReturnSpec = &ods.Op{
	Name:        "memref.alloca_scope.return",
	Summary:     "terminator for alloca_scope operation",
	Operands:    []ods.Operand{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
	Traits:      withTraits(ir.TraitReturnLike, ir.TraitTerminator, ir.TraitHasParent),
	ParentNames: []string{"memref.alloca_scope"},
	Format:      "attr-dict ($results^ `:` type($results))?",
}

// assumeAlignmentSpec is memref.assume_alignment.
var assumeAlignmentSpec = &ods.Op{
	Name:        "memref.assume_alignment",
	Summary:     "assumption that gives alignment information to the input memref",
	Operands:    []ods.Operand{{Name: "memref", Type: anyMemRef}},
	Attrs:       []ods.Attr{{Name: "alignment", Constraint: positiveI32Attr}},
	Results:     []ods.Result{{Name: "result", Type: anyMemRef}},
	Traits:      withTraits(ir.TraitSameOperandsAndResultType),
	Format:      "$memref `,` $alignment attr-dict `:` type($memref)",
	Interfaces:  ir.Interfaces{ir.ViewSourceOperand(0)},
	ResultNames: resultName("assume_align"),
	Verify: func(op *ir.Operation) error {
		if a := op.InherentAttr("alignment").(*ir.IntegerAttr).Int64(); a&(a-1) != 0 {
			return op.EmitOpError("alignment must be power of 2")
		}
		return nil
	},
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		prev := op.Operand(0).DefiningOp()
		if prev == nil || prev.Name() != "memref.assume_alignment" || prev.InherentAttr("alignment") != op.InherentAttr("alignment") {
			return nil
		}
		return []ir.FoldResult{{Value: op.Operand(0)}}
	},
}

// distinctObjectsSpec is memref.distinct_objects.
var distinctObjectsSpec = &ods.Op{
	Name:     "memref.distinct_objects",
	Summary:  "assumption that acesses to specific memrefs will never alias",
	Operands: []ods.Operand{{Name: "operands", Type: anyMemRef, Arity: ods.Variadic}},
	Results:  []ods.Result{{Name: "results", Type: anyMemRef, Arity: ods.Variadic}},
	Traits:   pure,
	Format:   "$operands attr-dict `:` type($operands)",
	InferResultTypes: func(_ *ir.Context, operands []*ir.Value, _ ods.AttrGetter, _ []*ir.Region) ([]ir.Type, error) {
		types := make([]ir.Type, len(operands))
		for i, v := range operands {
			types[i] = v.Type()
		}
		return types, nil
	},
	Verify: func(op *ir.Operation) error {
		in, out := op.OperandTypes(), op.ResultTypes()
		same := len(in) == len(out)
		for i := 0; same && i < len(in); i++ {
			same = in[i] == out[i]
		}
		if !same {
			return op.EmitOpError("operand types and result types must match")
		}
		if len(in) == 0 {
			return op.EmitOpError("expected at least one operand")
		}
		return nil
	},
}

// copySpec is memref.copy.
var copySpec = &ods.Op{
	Name:    "memref.copy",
	Summary: "",
	Operands: []ods.Operand{
		{Name: "source", Type: anyRankedOrUnrankedMemRef},
		{Name: "target", Type: anyRankedOrUnrankedMemRef},
	},
	Format: "$source `,` $target attr-dict `:` type($source) `to` type($target)",
	Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Effect: ir.EffectRead, Value: op.Operand(0)}, {Effect: ir.EffectWrite, Value: op.Operand(1)}}
	})},
	Preds: []ods.PredTrait{},
	VerifyTraits: func(op *ir.Operation) error {
		a, _ := elemAndSpace(op.Operand(0).Type())
		b, _ := elemAndSpace(op.Operand(1).Type())
		if a != b {
			return op.EmitOpError("requires the same element type for all operands")
		}
		if !ods.CompatibleShapes(op.OperandTypes()) {
			return op.EmitOpError("requires the same shape for all operands")
		}
		return nil
	},
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		for i := 0; i < 2; i++ {
			if cast := op.Operand(i).DefiningOp(); cast != nil && cast.Name() == "memref.cast" && CanFoldIntoConsumer(ods.ContextOf(op), cast) {
				op.SetOperand(i, cast.Operand(0))
				return []ir.FoldResult{}
			}
		}
		return nil
	},
}

// CanFoldIntoConsumer is upstream's CastOp::canFoldIntoConsumerOp: the
// cast only makes static sizes, offset or strides dynamic.
func CanFoldIntoConsumer(ctx *ir.Context, cast *ir.Operation) bool {
	src, ok1 := cast.Operand(0).Type().(*ir.MemRefType)
	res, ok2 := cast.Result(0).Type().(*ir.MemRefType)
	if !ok1 || !ok2 || src.Elem != res.Elem || len(src.Shape) != len(res.Shape) {
		return false
	}
	srcStrides, srcOff, ok1 := StridesAndOffset(ctx, src)
	resStrides, resOff, ok2 := StridesAndOffset(ctx, res)
	if !ok1 || !ok2 {
		return false
	}
	moreStatic := func(s, t int64) bool { return s != t && s == ir.Dynamic && t != ir.Dynamic }
	for i := range src.Shape {
		if moreStatic(src.Shape[i], res.Shape[i]) {
			return false
		}
	}
	if moreStatic(srcOff, resOff) {
		return false
	}
	for i := range srcStrides {
		if moreStatic(srcStrides[i], resStrides[i]) {
			return false
		}
	}
	return true
}

// extractAlignedPointerSpec is memref.extract_aligned_pointer_as_index.
var extractAlignedPointerSpec = &ods.Op{
	Name:        "memref.extract_aligned_pointer_as_index",
	Summary:     "Extracts a memref's underlying aligned pointer as an index",
	Operands:    []ods.Operand{{Name: "source", Type: anyRankedOrUnrankedMemRef}},
	Results:     []ods.Result{{Name: "aligned_pointer", Type: ods.Index}},
	Traits:      pure,
	Format:      "$source `:` type($source) `->` type(results) attr-dict",
	ResultNames: resultName("intptr"),
}

// extractStridedMetadataSpec is memref.extract_strided_metadata.
var extractStridedMetadataSpec = &ods.Op{
	Name:     "memref.extract_strided_metadata",
	Summary:  "Extracts a buffer base with offset and strides",
	Operands: []ods.Operand{{Name: "source", Type: anyStridedMemRef}},
	Results: []ods.Result{
		{Name: "base_buffer", Type: stridedMemRefOfRank0},
		{Name: "offset", Type: ods.Index},
		{Name: "sizes", Type: ods.Index, Arity: ods.Variadic},
		{Name: "strides", Type: ods.Index, Arity: ods.Variadic},
	},
	Traits:     withTraits(ir.TraitSameVariadicResultSize),
	Format:     "$source `:` type($source) `->` type(results) attr-dict",
	Interfaces: ir.Interfaces{ir.ViewSourceOperand(0)},
	ResultNames: func(op *ir.Operation, set func(v *ir.Value, name string)) {
		set(op.Result(0), "base_buffer")
		set(op.Result(1), "offset")
		if op.NumResults() > 2 {
			set(op.Result(2), "sizes")
			set(op.Result(2+(op.NumResults()-2)/2), "strides")
		}
	},
	Verify: func(op *ir.Operation) error {
		src := op.Operand(0).Type().(*ir.MemRefType)
		ctx := ods.ContextOf(op)
		want := []ir.Type{ctx.MemRefType(nil, src.Elem, nil, src.MemorySpace), ctx.IndexType()}
		for range 2 * len(src.Shape) {
			want = append(want, ctx.IndexType())
		}
		got := op.ResultTypes()
		same := len(got) == len(want)
		for i := 0; same && i < len(got); i++ {
			same = got[i] == want[i]
		}
		if !same {
			// Upstream reports the mismatch, then fails verification.
			d := op.EmitOpError("inferred type(s) %s are incompatible with return type(s) of operation %s", typeList(want), typeList(got))
			d.Op = nil
			ctx.Report(d)
			return op.EmitOpError("failed to infer returned types")
		}
		return nil
	},
}

// typeList prints types as upstream prints a TypeRange in diagnostics.
func typeList(ts []ir.Type) string {
	s := ""
	for i, t := range ts {
		if i > 0 {
			s += ", "
		}
		s += quoted(t)
	}
	return s
}

// genericAtomicRMWSpec is memref.generic_atomic_rmw.
var genericAtomicRMWSpec = &ods.Op{
	Name:    "memref.generic_atomic_rmw",
	Summary: "atomic read-modify-write operation with a region",
	Operands: []ods.Operand{
		{Name: "memref", Type: memrefOfIntOrFloat},
		{Name: "indices", Type: ods.Index, Arity: ods.Variadic},
	},
	Results:            []ods.Result{{Name: "result", Type: intOrFloat}},
	Regions:            []ods.Region{{Name: "atomic_body"}},
	Traits:             []ir.Trait{ir.TraitSingleBlockImplicitTerminator},
	ImplicitTerminator: "memref.atomic_yield",
	TypesMatchWith:     []ods.TypeRule{{From: "memref", To: "result", Transform: elementType, Desc: "result type matches element type of memref"}},
	Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Effect: ir.EffectRead, Value: op.Operand(0)}, {Effect: ir.EffectWrite, Value: op.Operand(0)}}
	})},
	Parse: func(p ir.OpParser, st *ir.OperationState) error {
		m, idx, err := parseIndexedMemRef(p)
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
		v, err := p.ResolveOperand(m, t)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
		for _, u := range idx {
			iv, err := p.ResolveOperand(u, p.Context().IndexType())
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, iv)
		}
		if err := p.ParseRegion(st.AddRegion(), nil); err != nil {
			return err
		}
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
		if mt, ok := t.(*ir.MemRefType); ok {
			st.Types = append(st.Types, mt.Elem)
		}
		return nil
	},
	Print: func(p ir.OpPrinter, op *ir.Operation) {
		p.WriteString(" ")
		p.PrintOperand(op.Operand(0))
		p.WriteString("[")
		for i := 1; i < op.NumOperands(); i++ {
			if i > 1 {
				p.WriteString(", ")
			}
			p.PrintOperand(op.Operand(i))
		}
		p.WriteString("] : ")
		p.PrintType(op.Operand(0).Type())
		p.WriteString(" ")
		p.PrintRegion(op.Region(0), true, true, false)
		p.PrintOptionalAttrDict(discardableAttrs(op))
	},
	Verify: func(op *ir.Operation) error {
		b := op.Region(0).First()
		if b == nil || b.NumArgs() != 1 {
			return op.EmitOpError("expected single number of entry block arguments")
		}
		if op.Result(0).Type() != b.Arg(0).Type() {
			return op.EmitOpError("expected block argument of the same type result type")
		}
		var bad *ir.Operation
		for _, blk := range op.Region(0).Blocks() {
			for _, o := range blk.Ops() {
				if bad != nil {
					break
				}
				o.Walk(func(nested *ir.Operation) ir.WalkResult {
					if !ir.IsMemoryEffectFree(nested) {
						bad = nested
						return ir.WalkInterrupt
					}
					return ir.WalkAdvance
				})
			}
		}
		if bad != nil {
			return bad.EmitError("body of 'memref.generic_atomic_rmw' should contain only operations with no side effects")
		}
		return nil
	},
}

// atomicYieldSpec is memref.atomic_yield.
var atomicYieldSpec = &ods.Op{
	Name:        "memref.atomic_yield",
	Summary:     "yield operation for GenericAtomicRMWOp",
	Operands:    []ods.Operand{{Name: "result", Type: ods.AnyType}},
	Traits:      withTraits(ir.TraitTerminator, ir.TraitHasParent),
	ParentNames: []string{"memref.generic_atomic_rmw"},
	Format:      "$result attr-dict `:` type($result)",
	Verify: func(op *ir.Operation) error {
		parent := op.ParentOp().Result(0).Type()
		if t := op.Operand(0).Type(); t != parent {
			return op.EmitOpError("types mismatch between yield op: %s and its parent: %s", quoted(t), quoted(parent))
		}
		return nil
	},
}

// getGlobalSpec is memref.get_global.
var getGlobalSpec = &ods.Op{
	Name:    "memref.get_global",
	Summary: "get the memref pointing to a global variable",
	Attrs:   []ods.Attr{{Name: "name", Constraint: ods.FlatSymbolRefAttr}},
	Results: []ods.Result{{Name: "result", Type: staticShapeMemRef}},
	Traits:  pure,
	Format:  "$name `:` type($result) attr-dict",
	Interfaces: ir.Interfaces{ir.SymbolUsesVerifier(func(op *ir.Operation, tables *ir.SymbolTableCollection) error {
		ref := op.InherentAttr("name").(*ir.SymbolRefAttr)
		global := tables.LookupNearestSymbolFrom(op, ref)
		if global == nil || global.Name() != "memref.global" {
			return op.EmitOpError("'%s' does not reference a valid global memref", ref.Root)
		}
		gt := global.InherentAttr("type").(*ir.TypeAttr).Type
		if rt := op.Result(0).Type(); rt != gt {
			return op.EmitOpError("result type %s does not match type %s of the global memref @%s", quoted(rt), quoted(gt), ref.Root)
		}
		return nil
	})},
}

// globalSpec is memref.global.
var globalSpec = &ods.Op{
	Name:    "memref.global",
	Summary: "declare or define a global memref variable",
	Attrs: []ods.Attr{
		{Name: "sym_name", Constraint: ods.SymbolNameAttrC},
		{Name: "sym_visibility", Constraint: visibilityAttr, Optional: true},
		{Name: "type", Constraint: memrefTypeAttr},
		{Name: "initial_value", Constraint: ods.AnyAttr, Optional: true},
		{Name: "constant", Constraint: ods.UnitAttrC, Optional: true},
		{Name: "alignment", Constraint: alignmentAttr, Optional: true},
	},
	Traits: []ir.Trait{ir.TraitSymbol},
	Format: "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` " +
		"custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict",
	CustomDirectives: map[string]ods.CustomDirective{"GlobalMemrefOpTypeAndInitialValue": {
		Parse: parseGlobalTypeAndInitialValue, Print: printGlobalTypeAndInitialValue}},
	Interfaces: ir.Interfaces{&ir.SymbolHooks{}},
	Verify:     verifyGlobal,
}

func parseGlobalTypeAndInitialValue(p ir.OpParser, st *ir.OperationState, args []ods.DirectiveArg) error {
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	m, ok := t.(*ir.MemRefType)
	if !ok || !hasStaticShape(m) {
		return nameError(st, "type should be static shaped memref, but got %s", quoted(t))
	}
	ctx := p.Context()
	args[0].SetAttr(ctx.TypeAttr(t))
	if !p.ParseOptionalPunct("=") {
		return nil
	}
	if p.ParseOptionalKeyword("uninitialized") {
		args[1].SetAttr(ctx.UnitAttr())
		return nil
	}
	v, err := p.ParseAttribute(ctx.RankedTensorType(m.Shape, m.Elem, nil))
	if err != nil {
		return err
	}
	if !ods.ElementsAttrC.Pred(v) {
		return nameError(st, "initial value should be a unit or elements attribute")
	}
	args[1].SetAttr(v)
	return nil
}

func printGlobalTypeAndInitialValue(p ir.OpPrinter, op *ir.Operation, args []ods.DirectiveArg) {
	if t, ok := args[0].Attr(op).(*ir.TypeAttr); ok {
		p.PrintType(t.Type)
	}
	init := args[1].Attr(op)
	if init == nil {
		return
	}
	p.WriteString(" = ")
	if _, ok := init.(*ir.UnitAttr); ok {
		p.WriteString("uninitialized")
		return
	}
	p.PrintAttributeWithoutType(init)
}

func verifyGlobal(op *ir.Operation) error {
	if err := ir.VerifySymbolOp(op, false); err != nil {
		return err
	}
	t := op.InherentAttr("type").(*ir.TypeAttr).Type
	m, ok := t.(*ir.MemRefType)
	if !ok || !hasStaticShape(m) {
		return op.EmitOpError("type should be static shaped memref, but got %s", quoted(t))
	}
	init := op.InherentAttr("initial_value")
	if init == nil {
		return nil
	}
	if _, unit := init.(*ir.UnitAttr); unit {
		return nil
	}
	if !ods.ElementsAttrC.Pred(init) {
		return op.EmitOpError("initial value should be a unit or elements attribute, but got %s", asm.AttrString(init))
	}
	shaped, _ := init.(ir.TypedAttr).AttrType().(ir.ShapedType)
	if shaped == nil {
		return nil
	}
	if e := shaped.ElementType(); e != m.Elem {
		return op.EmitOpError("initial value element expected to be of type %s, but was of type %s", quoted(m.Elem), quoted(e))
	}
	if !equalInts(shaped.Dims(), m.Shape) {
		return op.EmitOpError("initial value shape expected to be %s but was %s", intList(m.Shape), intList(shaped.Dims()))
	}
	return nil
}

// intList prints integers as upstream prints an ArrayRef<int64_t>.
func intList(vs []int64) string {
	s := ""
	for i, v := range vs {
		if i > 0 {
			s += ", "
		}
		s += strconv.FormatInt(v, 10)
	}
	return s
}

// memorySpaceCastSpec is memref.memory_space_cast.
var memorySpaceCastSpec = &ods.Op{
	Name:        "memref.memory_space_cast",
	Summary:     "memref memory space cast operation",
	Operands:    []ods.Operand{{Name: "source", Type: anyRankedOrUnrankedMemRef}},
	Results:     []ods.Result{{Name: "dest", Type: anyRankedOrUnrankedMemRef}},
	Traits:      withTraits(ir.TraitSameOperandsAndResultElementType, ir.TraitSameOperandsAndResultShape),
	Format:      "$source attr-dict `:` type($source) `to` type($dest)",
	Interfaces:  ir.Interfaces{ir.ViewSourceOperand(0)},
	ResultNames: resultName("memspacecast"),
	VerifyTraits: func(op *ir.Operation) error {
		in, out := op.Operand(0).Type(), op.Result(0).Type()
		if !memorySpaceCastCompatible(in, out) {
			return op.EmitOpError("operand type %s and result type %s are cast incompatible", quoted(in), quoted(out))
		}
		return nil
	},
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		prev := op.Operand(0).DefiningOp()
		inPlace := prev != nil && prev.Name() == "memref.memory_space_cast"
		if inPlace {
			op.SetOperand(0, prev.Operand(0))
		}
		return castFold(op, inPlace)
	},
}

// memorySpaceCastCompatible is MemorySpaceCastOp::areCastCompatible.
func memorySpaceCastCompatible(a, b ir.Type) bool {
	am, aRanked := a.(*ir.MemRefType)
	bm, bRanked := b.(*ir.MemRefType)
	if aRanked && bRanked {
		return am.Elem == bm.Elem && am.Layout == bm.Layout && equalInts(am.Shape, bm.Shape)
	}
	au, aUnranked := a.(*ir.UnrankedMemRefType)
	bu, bUnranked := b.(*ir.UnrankedMemRefType)
	return aUnranked && bUnranked && au.Elem == bu.Elem
}

// prefetchSpec is memref.prefetch.
var prefetchSpec = &ods.Op{
	Name:    "memref.prefetch",
	Summary: "prefetch operation",
	Operands: []ods.Operand{
		{Name: "memref", Type: anyMemRef},
		{Name: "indices", Type: ods.Index, Arity: ods.Variadic},
	},
	Attrs: []ods.Attr{
		{Name: "isWrite", Constraint: ods.BoolAttr},
		{Name: "localityHint", Constraint: ods.AttrConstraint{
			Desc: "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
			Pred: func(a ir.Attribute) bool {
				if !ods.I32Attr.Pred(a) {
					return false
				}
				v := a.(*ir.IntegerAttr).Int64()
				return v >= 0 && v <= 3
			}, ValueType: ods.I32Attr.ValueType, GoType: "*ir.IntegerAttr"}},
		{Name: "isDataCache", Constraint: ods.BoolAttr},
	},
	Parse: parsePrefetch,
	Print: printPrefetch,
	Fold:  foldCastsInPlace,
	// Upstream declares the memory effects of a prefetch, which it keeps
	// when unused: it is taken to read and write the memref.
	Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Effect: ir.EffectRead, Value: op.Operand(0)}, {Effect: ir.EffectWrite, Value: op.Operand(0)}}
	})},
	Verify: func(op *ir.Operation) error {
		if op.NumOperands() != 1+len(op.Operand(0).Type().(*ir.MemRefType).Shape) {
			return op.EmitOpError("too few indices")
		}
		return nil
	},
}

func parsePrefetch(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	m, idx, err := parseIndexedMemRef(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	rw, _ := p.ParseOptionalKeywordAny()
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	if err := p.ParseKeyword("locality"); err != nil {
		return err
	}
	if err := p.ParsePunct("<"); err != nil {
		return err
	}
	hint, err := p.ParseAttribute(ctx.I(32))
	if err != nil {
		return err
	}
	if err := p.ParsePunct(">"); err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	cache, _ := p.ParseOptionalKeywordAny()
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := parseMemRefType(p)
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(m, t)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	for _, u := range idx {
		iv, err := p.ResolveOperand(u, ctx.IndexType())
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, iv)
	}
	st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "localityHint", Value: hint})
	if rw != "read" && rw != "write" {
		return nameError(st, "rw specifier has to be 'read' or 'write'")
	}
	st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "isWrite", Value: ctx.BoolAttr(rw == "write")})
	if cache != "data" && cache != "instr" {
		return nameError(st, "cache type has to be 'data' or 'instr'")
	}
	st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "isDataCache", Value: ctx.BoolAttr(cache == "data")})
	return nil
}

func printPrefetch(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString("[")
	for i := 1; i < op.NumOperands(); i++ {
		if i > 1 {
			p.WriteString(", ")
		}
		p.PrintOperand(op.Operand(i))
	}
	p.WriteString("], ")
	boolOf := func(name string) bool {
		a, ok := op.InherentAttr(name).(*ir.IntegerAttr)
		return ok && !a.IsZero()
	}
	if boolOf("isWrite") {
		p.WriteString("write")
	} else {
		p.WriteString("read")
	}
	p.WriteString(", locality<")
	if a, ok := op.InherentAttr("localityHint").(*ir.IntegerAttr); ok {
		p.WriteString(strconv.FormatInt(a.Int64(), 10))
	}
	p.WriteString(">, ")
	if boolOf("isDataCache") {
		p.WriteString("data")
	} else {
		p.WriteString("instr")
	}
	p.PrintOptionalAttrDict(discardableAttrs(op), "localityHint", "isWrite", "isDataCache")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

// rankSpec is memref.rank.
var rankSpec = &ods.Op{
	Name:     "memref.rank",
	Summary:  "rank operation",
	Operands: []ods.Operand{{Name: "memref", Type: anyRankedOrUnrankedMemRef}},
	Results:  []ods.Result{{Name: "result", Type: ods.Index}},
	Traits:   pure,
	Format:   "$memref attr-dict `:` type($memref)",
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		m, ok := op.Operand(0).Type().(*ir.MemRefType)
		if !ok {
			return nil
		}
		ctx := ods.ContextOf(op)
		return []ir.FoldResult{{Attr: ctx.IntAttr(ctx.IndexType(), int64(len(m.Shape)))}}
	},
}

// atomicRMWSpec is memref.atomic_rmw.
var atomicRMWSpec = &ods.Op{
	Name:    "memref.atomic_rmw",
	Summary: "atomic read-modify-write operation",
	Operands: []ods.Operand{
		{Name: "value", Type: intOrFloat},
		{Name: "memref", Type: memrefOfIntOrFloat},
		{Name: "indices", Type: ods.Index, Arity: ods.Variadic},
	},
	Attrs:          []ods.Attr{{Name: "kind", Constraint: arith.AtomicRMWKindAttr}},
	Results:        []ods.Result{{Name: "result", Type: intOrFloat}},
	AllTypesMatch:  [][]string{{"value", "result"}},
	TypesMatchWith: []ods.TypeRule{{From: "memref", To: "value", Transform: elementType, Desc: "value type matches element type of memref"}},
	Format: "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` " +
		"type($memref) `)` `->` type($result)",
	Interfaces: ir.Interfaces{ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Effect: ir.EffectRead, Value: op.Operand(1)}, {Effect: ir.EffectWrite, Value: op.Operand(1)}}
	})},
	Verify: func(op *ir.Operation) error {
		if len(op.Operand(1).Type().(*ir.MemRefType).Shape) != op.NumOperands()-2 {
			return op.EmitOpError("expects the number of subscripts to be equal to memref rank")
		}
		kind := arith.AtomicRMWKindName(op.InherentAttr("kind").(*ir.IntegerAttr).Int64())
		t := op.Operand(0).Type()
		switch kind {
		case "addf", "maximumf", "minimumf", "mulf":
			if _, ok := t.(*ir.FloatType); !ok {
				return op.EmitOpError("with kind '%s' expects a floating-point type", kind)
			}
		case "addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori", "andi":
			if _, ok := t.(*ir.IntegerType); !ok {
				return op.EmitOpError("with kind '%s' expects an integer type", kind)
			}
		}
		return nil
	},
	Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
		if foldMemRefCast(op, op.Operand(0)) {
			return []ir.FoldResult{{Value: op.Result(0)}}
		}
		return nil
	},
}
