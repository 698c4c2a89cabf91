package testdialect

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Constraints of the test ops, with upstream's descriptions.
var (
	anyTensor = ods.TypeConstraint{Desc: "tensor of any type values", Pred: func(t ir.Type) bool {
		switch t.(type) {
		case *ir.RankedTensorType, *ir.UnrankedTensorType:
			return true
		}
		return false
	}}
	i32Type = ods.TypeConstraint{Desc: "32-bit signless integer", Pred: func(t ir.Type) bool {
		it, ok := t.(*ir.IntegerType)
		return ok && it.Width == 32 && it.Signedness == ir.Signless
	}}
	strArrayAttr = ods.AttrConstraint{Desc: "string array attribute", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems {
			if _, ok := e.(*ir.StringAttr); !ok {
				return false
			}
		}
		return true
	}}
	// testEnumAttrC is TestEnumAttr: `first` in op formats, or the full
	// `#test<enum first>`; printed with the leading space of upstream's
	// generated attribute printer.
	testEnumAttrC = ods.AttrConstraint{
		Desc: "a test enum",
		Pred: func(a ir.Attribute) bool { _, ok := a.(*EnumAttr); return ok },
		Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
			if p.IsPunct("#") {
				return p.ParseAttribute(nil)
			}
			return parseEnumValue(p, ctx)
		},
		Print: func(p ir.OpPrinter, a ir.Attribute) {
			if e, ok := a.(*EnumAttr); ok {
				p.WriteString(" " + testEnumCases[e.Value])
				return
			}
			p.PrintAttribute(a)
		},
	}
)

// arrayOfAttrC is the constraint of an ArrayOfAttr operand of
// test.array_of_attr_op, written without its mnemonic in the op format.
func arrayOfAttrC(mnemonic, desc string) ods.AttrConstraint {
	return ods.AttrConstraint{
		Desc: desc,
		Pred: func(a ir.Attribute) bool {
			arr, ok := a.(*ArrayOfAttr)
			return ok && arr.Mnemonic == mnemonic
		},
		Parse: func(p ir.OpParser, ctx *ir.Context) (ir.Attribute, error) {
			if p.IsPunct("#") {
				return p.ParseAttribute(nil)
			}
			return parseArrayOf(p, ctx, mnemonic)
		},
		Print: func(p ir.OpPrinter, a ir.Attribute) {
			if arr, ok := a.(*ArrayOfAttr); ok && arr.Mnemonic == mnemonic {
				printArrayOfStripped(p, arr)
				return
			}
			p.PrintAttribute(a)
		},
	}
}

// The groups of dynamic operations, which accept anything.
var (
	anyOperands = []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}}
	anyResults  = []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}}
	anyRegions  = []ods.Region{{Name: "regions", Arity: ods.Variadic}}
)

var ops = []*ods.Op{
	{
		// test.constant is a constant of any attribute; its folder returns
		// the attribute whatever the result type.
		Name:    "test.constant",
		Attrs:   []ods.Attr{{Name: "value", Constraint: ods.AnyAttr}},
		Results: []ods.Result{{Name: "result", Type: ods.AnyType}},
		Traits:  []ir.Trait{ir.TraitConstantLike, ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
		Fold: func(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
			return []ir.FoldResult{{Attr: op.InherentAttr("value")}}
		},
	},
	{
		Name:     "test.return",
		Operands: []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
		Traits:   []ir.Trait{ir.TraitTerminator, ir.TraitReturnLike, ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
	},
	{
		Name:               "test.pretty_printed_region",
		Operands:           []ods.Operand{{Name: "input1", Type: ods.AnyType}, {Name: "input2", Type: ods.AnyType}},
		Results:            []ods.Result{{Name: "result", Type: ods.AnyType}},
		Regions:            []ods.Region{{Name: "region", MaxBlocks: 1}},
		Traits:             []ir.Trait{ir.TraitSingleBlock, ir.TraitSingleBlockImplicitTerminator},
		ImplicitTerminator: "test.return",
		Parse:              parsePrettyPrintedRegion,
		Print:              printPrettyPrintedRegion,
	},
	{
		Name:               "test.wrapping_region",
		Results:            []ods.Result{{Name: "results", Type: ods.AnyType, Arity: ods.Variadic}},
		Regions:            []ods.Region{{Name: "region", MaxBlocks: 1}},
		Traits:             []ir.Trait{ir.TraitSingleBlock, ir.TraitSingleBlockImplicitTerminator},
		ImplicitTerminator: "test.return",
		Parse:              parseWrappingRegion,
		Print: func(p ir.OpPrinter, op *ir.Operation) {
			p.WriteString(" wraps ")
			p.PrintGenericOp(op.Region(0).First().First())
		},
	},
	{
		Name:          "test.polyfor",
		Regions:       []ods.Region{{Name: "region", MaxBlocks: 1}},
		Parse:         parsePolyFor,
		Print:         printPolyFor,
		BlockArgNames: polyForArgNames,
	},
	{
		Name:   "test.attr_with_loc",
		Attrs:  []ods.Attr{{Name: "loc", Constraint: ods.AnyAttr}, {Name: "value", Constraint: ods.AnyAttr}},
		Format: "`(` $value `` custom<OptionalLoc>($loc) `)` attr-dict",
		CustomDirectives: map[string]ods.CustomDirective{"OptionalLoc": {
			Parse: func(p ir.OpParser, st *ir.OperationState, args []ods.DirectiveArg) error {
				pos := p.Pos()
				l, ok, err := p.ParseOptionalLocation()
				if err != nil {
					return err
				}
				if !ok {
					l = p.LocAt(pos)
				}
				st.AddAttr(args[0].Name, l)
				return nil
			},
			Print: func(p ir.OpPrinter, op *ir.Operation, args []ods.DirectiveArg) {
				if l, ok := op.InherentAttr(args[0].Name).(ir.Location); ok {
					p.PrintOptionalLocationSpecifier(l)
				}
			},
		}},
	},
	{
		Name:    "test.block_names",
		Regions: []ods.Region{{Name: "body"}},
		Format:  "$body attr-dict-with-keyword",
		BlockNames: func(op *ir.Operation, set func(b *ir.Block, name string)) {
			n := 0
			for b := op.Region(0).First(); b != nil; b = b.Next() {
				set(b, "foo"+itoa(n))
				n++
			}
		},
	},
	{
		Name:        "test.string_attr_pretty_name",
		Attrs:       []ods.Attr{{Name: "names", Constraint: strArrayAttr}},
		Results:     []ods.Result{{Name: "r", Type: i32Type, Arity: ods.Variadic}},
		Parse:       parseStringAttrPrettyName,
		Print:       printStringAttrPrettyName,
		ResultNames: namesAttrResultNames,
	},
	{
		Name:        "test.custom_result_name",
		Operands:    []ods.Operand{{Name: "optional", Type: ods.AnyInteger, Arity: ods.Variadic}},
		Attrs:       []ods.Attr{{Name: "names", Constraint: strArrayAttr}},
		Results:     []ods.Result{{Name: "r", Type: ods.AnyInteger, Arity: ods.Variadic}},
		ResultNames: namesAttrResultNames,
	},
	{
		Name:    "test.result_type_with_trait",
		Results: []ods.Result{{Name: "result", Type: ods.AnyType}},
		Verify: func(op *ir.Operation) error {
			if st, ok := op.Result(0).Type().(*SimpleType); ok && st.HasTestTrait {
				return nil
			}
			return op.EmitError("result type should have trait 'TestTypeTrait'")
		},
	},
	{
		Name:    "test.alloca_scope_region",
		Regions: []ods.Region{{Name: "region"}},
		Traits:  []ir.Trait{ir.TraitAutomaticAllocationScope},
		Format:  "attr-dict-with-keyword $region",
	},
	{
		Name:    "test.two_region_op",
		Regions: []ods.Region{{Name: "region0"}, {Name: "region1"}},
	},
	{
		Name:    "test.sized_region_op",
		Regions: []ods.Region{{Name: "my_region", MaxBlocks: 2}, {MaxBlocks: 1}},
	},
	{
		Name:    "test.single_no_terminator_op",
		Regions: []ods.Region{{Name: "my_region", MaxBlocks: 1}},
		Traits:  []ir.Trait{ir.TraitNoTerminator, ir.TraitSingleBlock, ir.TraitGraphRegions},
		Format:  "attr-dict `:` $my_region",
	},
	{
		Name:    "test.variadic_no_terminator_op",
		Regions: []ods.Region{{Name: "my_regions", Arity: ods.Variadic, MaxBlocks: 1}},
		Traits:  []ir.Trait{ir.TraitNoTerminator, ir.TraitSingleBlock, ir.TraitGraphRegions},
		Format:  "attr-dict `:` $my_regions",
	},
	{
		Name:    "test.single_no_terminator_custom_asm_op",
		Regions: []ods.Region{{Name: "region", MaxBlocks: 1}},
		Traits:  []ir.Trait{ir.TraitSingleBlock, ir.TraitNoTerminator},
		Parse: func(p ir.OpParser, st *ir.OperationState) error {
			return p.ParseRegion(st.AddRegion(), nil)
		},
		Print: func(p ir.OpPrinter, op *ir.Operation) {
			p.PrintRegion(op.Region(0), false, false, false)
		},
	},
	{
		Name:    "test.dummy_op_with_region_ref",
		Regions: []ods.Region{{Name: "body"}},
		Traits:  []ir.Trait{ir.TraitNoTerminator},
		Format:  "$body attr-dict custom<DummyRegionRef>(ref($body))",
		CustomDirectives: map[string]ods.CustomDirective{"DummyRegionRef": {
			Parse: func(ir.OpParser, *ir.OperationState, []ods.DirectiveArg) error { return nil },
			Print: func(ir.OpPrinter, *ir.Operation, []ods.DirectiveArg) {},
		}},
	},
	{
		Name: "test.mixed_normal_variadic_operand",
		Operands: []ods.Operand{
			{Name: "input1", Type: anyTensor, Arity: ods.Variadic},
			{Name: "input2", Type: anyTensor},
			{Name: "input3", Type: anyTensor, Arity: ods.Variadic},
		},
		Traits: []ir.Trait{ir.TraitSameVariadicOperandSize},
	},
	{
		Name: "test.mixed_normal_variadic_result",
		Results: []ods.Result{
			{Name: "output1", Type: anyTensor, Arity: ods.Variadic},
			{Name: "output2", Type: anyTensor},
			{Name: "output3", Type: anyTensor, Arity: ods.Variadic},
		},
		Traits: []ir.Trait{ir.TraitSameVariadicResultSize},
	},
	{
		Name:   "test.op_with_enum",
		Attrs:  []ods.Attr{{Name: "value", Constraint: testEnumAttrC}, {Name: "tag", Constraint: ods.AnyAttr, Optional: true}},
		Format: "$value (`tag` $tag^)? attr-dict",
	},
	{
		Name: "test.array_of_attr_op",
		Attrs: []ods.Attr{
			{Name: "a", Constraint: arrayOfAttrC("array_of_ugly", "")},
			{Name: "b", Constraint: arrayOfAttrC("array_of_ints", "")},
			{Name: "c", Constraint: arrayOfAttrC("array_of_enums", "")},
		},
		Format: "`a` `=` $a `,` `b` `=` $b `,` `c` `=` $c attr-dict",
	},
	{
		Name:     "test.variadic_args_types_split",
		Attrs:    []ods.Attr{{Name: "str", Constraint: ods.StrAttr}},
		Operands: []ods.Operand{{Name: "args", Type: ods.AnyType, Arity: ods.Variadic}},
		Format:   "$str attr-dict (`:` type($args)^)?",
	},
	// Upstream registers these as dynamic operations: any operands,
	// results and regions, then the definition's verifier.
	{Name: "test.dynamic_generic", Operands: anyOperands, Results: anyResults, Regions: anyRegions},
	{
		Name:     "test.dynamic_one_operand_two_results",
		Operands: anyOperands, Results: anyResults, Regions: anyRegions,
		Verify: func(op *ir.Operation) error {
			if op.NumOperands() != 1 {
				return op.EmitOpError("expected 1 operand, but had %d", op.NumOperands())
			}
			if op.NumResults() != 2 {
				return op.EmitOpError("expected 2 results, but had %d", op.NumResults())
			}
			return nil
		},
	},
	{
		Name:     "test.dynamic_custom_parser_printer",
		Operands: anyOperands, Results: anyResults, Regions: anyRegions,
		Verify: func(op *ir.Operation) error {
			if op.NumOperands() == 0 && op.NumResults() == 0 {
				return nil
			}
			return op.EmitError("operation should have no operands and no results")
		},
		Parse: func(p ir.OpParser, st *ir.OperationState) error { return p.ParseKeyword("custom_keyword") },
		Print: func(p ir.OpPrinter, op *ir.Operation) { p.WriteString(" custom_keyword") },
	},
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// parsePrettyPrintedRegion is PrettyPrintedRegionOp::parse: either
// `%a, %b start <op-name> end : <function-type> [loc(...)]` or the generic
// form after the operands.
func parsePrettyPrintedRegion(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	pos := p.Pos()
	currLoc := p.LocAt(pos)
	operands := []ir.UnresolvedOperand{}
	if p.IsOperand() {
		for {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			operands = append(operands, u)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
	}
	if !p.ParseOptionalKeyword("start") {
		return p.ParseGenericOperationAfterOpName(st, operands)
	}
	innerName, err := p.ParseCustomOperationName()
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("end"); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	typePos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		return p.ErrorAt(typePos, "invalid kind of type specified")
	}
	opLoc := currLoc
	if l, ok, err := p.ParseOptionalLocation(); err != nil {
		return err
	} else if ok {
		opLoc = l
	}
	if len(operands) != len(ft.Inputs) {
		return p.ErrorAt(pos, "number of operands and types do not match: got %d operands and %d types", len(operands), len(ft.Inputs))
	}
	for i, u := range operands {
		v, err := p.ResolveOperand(u, ft.Inputs[i])
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	b := ir.NewBlock()
	st.AddRegion().Append(b)
	innerType := ft.Inputs[0]
	lhs := b.AddArg(innerType, opLoc)
	rhs := b.AddArg(innerType, opLoc)
	inner := ir.NewOperation(ctx, &ir.OperationState{Name: ctx.OpInfo(innerName), Loc: opLoc,
		Operands: []*ir.Value{lhs, rhs}, Types: []ir.Type{innerType}})
	b.Append(inner)
	b.Append(ir.NewOperation(ctx, &ir.OperationState{Name: ctx.OpInfo("test.return"), Loc: inner.Loc(),
		Operands: inner.Results()}))
	st.Types = append(st.Types, ft.Results...)
	st.Loc = inner.Loc()
	return nil
}

func printPrettyPrintedRegion(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	for i := 0; i < op.NumOperands(); i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(op.Operand(i))
	}
	if inner := op.Region(0).First().First(); inner.Name() == "test.special.op" {
		p.WriteString(" start test.special.op end")
	} else {
		p.WriteString(" (")
		p.PrintRegion(op.Region(0), true, true, false)
		p.WriteString(")")
	}
	p.WriteString(" : ")
	ods.PrintFunctionalType(p, op)
}

// parseWrappingRegion is WrappingRegionOp::parse: `wraps` and a generic
// operation, wrapped in a region ended by test.return.
func parseWrappingRegion(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	if err := p.ParseKeyword("wraps"); err != nil {
		return err
	}
	b := ir.NewBlock()
	st.AddRegion().Append(b)
	wrapped, err := p.ParseGenericOperation(b)
	if err != nil {
		return err
	}
	b.Append(ir.NewOperation(ctx, &ir.OperationState{Name: ctx.OpInfo("test.return"), Loc: wrapped.Loc(),
		Operands: wrapped.Results()}))
	st.Types = append(st.Types, wrapped.ResultTypes()...)
	st.Loc = wrapped.Loc()
	return nil
}

// parsePolyFor is PolyForOp::parse: index arguments without types, then
// the body.
func parsePolyFor(p ir.OpParser, st *ir.OperationState) error {
	var args []ir.RegionArgument
	if p.IsArgument() {
		for {
			a, err := p.ParseArgument(false, false)
			if err != nil {
				return err
			}
			a.Type = p.Context().IndexType()
			args = append(args, a)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
	}
	return p.ParseRegion(st.AddRegion(), args)
}

func printPolyFor(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString(" ")
	if entry := op.Region(0).First(); entry != nil {
		for i, a := range entry.Args() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintRegionArgumentWithoutType(a, nil)
		}
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true, false)
}

func polyForArgNames(r *ir.Region, set func(v *ir.Value, name string)) {
	op := r.ParentOp()
	names, ok := op.InherentAttr("arg_names").(*ir.ArrayAttr)
	if !ok {
		if d := op.Attrs(); d != nil {
			for _, e := range d.Entries {
				if e.Name == "arg_names" {
					names, ok = e.Value.(*ir.ArrayAttr)
				}
			}
		}
	}
	if !ok {
		return
	}
	entry := op.Region(0).First()
	if entry == nil {
		return
	}
	for i, a := range entry.Args() {
		if i >= len(names.Elems) {
			break
		}
		if s, ok := names.Elems[i].(*ir.StringAttr); ok {
			set(a, s.Value)
		}
	}
}

// namesAttrResultNames names results after the `names` string array.
func namesAttrResultNames(op *ir.Operation, set func(v *ir.Value, name string)) {
	names, ok := op.InherentAttr("names").(*ir.ArrayAttr)
	if !ok {
		return
	}
	for i, e := range names.Elems {
		if s, ok := e.(*ir.StringAttr); ok && s.Value != "" && i < op.NumResults() {
			set(op.Result(i), s.Value)
		}
	}
}

// parseStringAttrPrettyName is StringAttrPrettyNameOp::parse: i32 results,
// named after the SSA names unless `names` is given.
func parseStringAttrPrettyName(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	n := p.NumResults()
	for i := 0; i < n; i++ {
		st.Types = append(st.Types, ctx.I(32))
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	for _, a := range attrs {
		if a.Name == "names" {
			return nil
		}
	}
	if n == 0 {
		return nil
	}
	names := make([]ir.Attribute, n)
	for i := 0; i < n; i++ {
		name, _ := p.ResultName(i)
		if name != "" && (name[0] < '0' || name[0] > '9') {
			names[i] = ctx.StringAttr(name)
		} else {
			names[i] = ctx.StringAttr("")
		}
	}
	st.AddAttr("names", ctx.ArrayAttr(names))
	return nil
}

func printStringAttrPrettyName(p ir.OpPrinter, op *ir.Operation) {
	names, _ := op.InherentAttr("names").(*ir.ArrayAttr)
	disagree := names == nil || len(names.Elems) != op.NumResults()
	for i := 0; !disagree && i < op.NumResults(); i++ {
		s, ok := names.Elems[i].(*ir.StringAttr)
		if !ok || strings.TrimPrefix(p.OperandName(op.Result(i)), "%") != s.Value {
			disagree = true
		}
	}
	attrs := op.AllAttrs()
	if disagree {
		p.PrintOptionalAttrDictWithKeyword(attrs)
	} else {
		p.PrintOptionalAttrDictWithKeyword(attrs, "names")
	}
}
