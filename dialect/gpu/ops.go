package gpu

import (
	"github.com/gomlir/gomlir/asm"
	function "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// moduleSpec is gpu.module: a symbol table of kernels and device
// functions (without the offloading handler).
var moduleSpec = &ods.Op{
	Name:    "gpu.module",
	Summary: "A top level compilation unit containing code to be run on a GPU.",
	Attrs: []ods.Attr{{Name: "sym_name", Constraint: ods.SymbolNameAttrC},
		{Name: "targets", Constraint: targetsC, Optional: true},
		{Name: "offloadingHandler", Constraint: ods.AnyAttr, Optional: true}},
	Regions: []ods.Region{{Name: "bodyRegion", MaxBlocks: 1}},
	Traits: []ir.Trait{ir.TraitIsolatedFromAbove, ir.TraitSymbolTable, ir.TraitSymbol, ir.TraitSingleBlock,
		ir.TraitNoTerminator},
	Format: "$sym_name (`<` $offloadingHandler^ `>`)? ($targets^)? attr-dict-with-keyword $bodyRegion",
}

// targetsC is the array of targets of gpu.module (any attributes: the
// target attributes belong to other dialects); in the format it is present
// when `[` is next, as upstream's optional ArrayAttr parameters.
var targetsC = func() ods.AttrConstraint {
	c := ods.ArrayAttrC
	c.Desc = "array of GPU target attributes with at least 1 elements"
	c.Pred = func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		return ok && len(arr.Elems) > 0
	}
	c.ParseOptional = func(p ir.OpParser, _ *ir.Context) (ir.Attribute, bool, error) {
		if !p.IsPunct("[") {
			return nil, false, nil
		}
		a, err := p.ParseAttribute(nil)
		return a, err == nil, err
	}
	return c
}()

// dimSizeHint is upstream's GPU_OptionalDimSizeHintAttr: three i32.
var dimSizeHint = func() ods.AttrConstraint {
	c := ods.DenseI32ArrayAttr
	c.Desc = "i32 dense array attribute with 3 elements (if present)"
	c.Pred = func(a ir.Attribute) bool {
		return ods.DenseI32ArrayAttr.Pred(a) && a.(*ir.DenseArrayAttr).N == 3
	}
	return c
}()

// The discardable attributes of gpu.func.
const (
	workgroupAttributions = "workgroup_attributions"
	kernelAttr            = "gpu.kernel"
)

// funcSpec is gpu.func: a kernel or device function, its entry block
// holding the arguments, then the workgroup and private memory
// attributions.
var funcSpec = &ods.Op{
	Name:    "gpu.func",
	Summary: "Function executable on a GPU",
	Attrs: []ods.Attr{{Name: "function_type", Constraint: ods.FunctionTypeAttr},
		{Name: "arg_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "res_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "workgroup_attrib_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "private_attrib_attrs", Constraint: ods.DictArrayAttr, Optional: true},
		{Name: "known_block_size", Constraint: dimSizeHint, Optional: true},
		{Name: "known_grid_size", Constraint: dimSizeHint, Optional: true},
		{Name: "known_cluster_size", Constraint: dimSizeHint, Optional: true}},
	Regions:     []ods.Region{{Name: "body"}},
	Traits:      []ir.Trait{ir.TraitIsolatedFromAbove, ir.TraitAutomaticAllocationScope, ir.TraitSymbol},
	ParentNames: []string{"gpu.module"},
	Parse:       parseFunc,
	Print:       printFunc,
	Verify:      verifyFunc,
}

// returnSpec is gpu.return.
var returnSpec = &ods.Op{
	Name:        "gpu.return",
	Summary:     "Terminator for GPU functions.",
	Operands:    []ods.Operand{{Name: "operands", Type: ods.AnyType, Arity: ods.Variadic}},
	Traits:      []ir.Trait{ir.TraitTerminator, ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable, ir.TraitReturnLike},
	ParentNames: []string{"gpu.func"},
	Format:      "attr-dict ($operands^ `:` type($operands))?",
	Verify:      verifyReturn,
}

// parseAttributions parses `keyword(%a : type {attrs}, ...)` when the
// keyword is next, appending the arguments to args; attrs is the array of
// their dictionaries when one has attributes.
func parseAttributions(p ir.OpParser, keyword string, args []ir.RegionArgument) ([]ir.RegionArgument, ir.Attribute, error) {
	if !p.ParseOptionalKeyword(keyword) {
		return args, nil, nil
	}
	if err := p.ParsePunct("("); err != nil {
		return args, nil, err
	}
	first := len(args)
	if !p.ParseOptionalPunct(")") {
		for {
			a, err := p.ParseArgument(true, true)
			if err != nil {
				return args, nil, err
			}
			args = append(args, a)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return args, nil, err
		}
	}
	var dicts [][]ir.NamedAttr
	has := false
	for _, a := range args[first:] {
		dicts = append(dicts, a.Attrs)
		has = has || len(a.Attrs) > 0
	}
	if !has {
		return args, nil, nil
	}
	elems := make([]ir.Attribute, len(dicts))
	for i, d := range dicts {
		elems[i] = p.Context().DictionaryAttr(d)
	}
	return args, p.Context().ArrayAttr(elems), nil
}

// parseFunc is upstream's GPUFuncOp::parse.
func parseFunc(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	name, ok := p.ParseOptionalSymbolName()
	if !ok {
		return p.Errorf("expected valid '@'-identifier for symbol name")
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	sigPos := p.Pos()
	args, named, results, resAttrs, err := function.ParseFunctionSignature(p, nil)
	if err != nil {
		return err
	}
	if len(args) > 0 && !named {
		return p.ErrorAt(sigPos, "gpu.func requires named arguments")
	}
	inputs := make([]ir.Type, len(args))
	argAttrs := make([][]ir.NamedAttr, len(args))
	for i, a := range args {
		inputs[i], argAttrs[i] = a.Type, a.Attrs
	}
	st.AddAttr("function_type", ctx.TypeAttr(ctx.FunctionType(inputs, results)))
	if a := ir.ArgAttrsArray(ctx, argAttrs); a != nil {
		st.AddAttr("arg_attrs", a)
	}
	if a := ir.ArgAttrsArray(ctx, resAttrs); a != nil {
		st.AddAttr("res_attrs", a)
	}
	args, wgAttrs, err := parseAttributions(p, "workgroup", args)
	if err != nil {
		return err
	}
	st.AddAttr(workgroupAttributions, ctx.IntAttr(ctx.I(64), int64(len(args)-len(inputs))))
	if wgAttrs != nil {
		st.AddAttr("workgroup_attrib_attrs", wgAttrs)
	}
	args, privAttrs, err := parseAttributions(p, "private", args)
	if err != nil {
		return err
	}
	if privAttrs != nil {
		st.AddAttr("private_attrib_attrs", privAttrs)
	}
	if p.ParseOptionalKeyword("kernel") {
		st.AddAttr(kernelAttr, ctx.UnitAttr())
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	return p.ParseIsolatedRegion(st.AddRegion(), args)
}

// numWorkgroup is the number of workgroup attributions of a gpu.func.
func numWorkgroup(op *ir.Operation) int {
	if a, ok := op.Attr(workgroupAttributions).(*ir.IntegerAttr); ok {
		return int(a.Int64())
	}
	return 0
}

// printAttributions prints `keyword(%a : type {attrs}, ...)` for vals.
func printAttributions(p ir.OpPrinter, keyword string, vals []*ir.Value, attrs ir.Attribute) {
	if len(vals) == 0 {
		return
	}
	p.WriteString(" " + keyword + "(")
	for i, v := range vals {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
		p.WriteString(" : ")
		p.PrintType(v.Type())
		p.PrintOptionalAttrDict(ir.ArgAttrsAt(attrs, i))
	}
	p.WriteString(")")
}

// printFunc is upstream's GPUFuncOp::print.
func printFunc(p ir.OpPrinter, op *ir.Operation) {
	ft := function.FunctionType(op)
	name, _ := ir.SymbolName(op)
	body := op.Region(0)
	if ft == nil || body.Empty() {
		p.PrintGenericOp(op)
		return
	}
	p.WriteString(" ")
	p.PrintSymbolName(name)
	function.PrintFunctionSignature(p, op, ft)
	entry := body.First().Args()
	nIn, nWg := len(ft.Inputs), numWorkgroup(op)
	if nIn+nWg > len(entry) {
		nWg = max(len(entry)-nIn, 0)
	}
	printAttributions(p, "workgroup", entry[min(nIn, len(entry)):nIn+nWg], op.InherentAttr("workgroup_attrib_attrs"))
	printAttributions(p, "private", entry[min(nIn+nWg, len(entry)):], op.InherentAttr("private_attrib_attrs"))
	if op.Attr(kernelAttr) != nil {
		p.WriteString(" kernel")
	}
	p.PrintOptionalAttrDictWithKeyword(op.AllAttrs(), "sym_name", "sym_visibility", workgroupAttributions, kernelAttr,
		"function_type", "arg_attrs", "res_attrs", "workgroup_attrib_attrs", "private_attrib_attrs")
	p.WriteString(" ")
	p.PrintRegion(body, false, true, false)
}

// verifyFunc checks the symbol, the kernel's signature and the entry
// block against the signature (upstream's GPUFuncOp verifyType and
// verifyBody).
func verifyFunc(op *ir.Operation) error {
	if err := ir.VerifySymbolOp(op, false); err != nil {
		return err
	}
	ft := function.FunctionType(op)
	if ft == nil {
		return op.EmitOpError("requires 'function_type' attribute of function type")
	}
	if op.Attr(kernelAttr) != nil && len(ft.Results) != 0 {
		return op.EmitOpError("expected void return type for kernel function")
	}
	body := op.Region(0)
	if body.Empty() {
		return op.EmitOpError("expected body with at least one block")
	}
	entry := body.First()
	if n := len(ft.Inputs) + numWorkgroup(op); entry.NumArgs() < n {
		return op.EmitOpError("expected at least %d arguments to body region", n)
	}
	for i, t := range ft.Inputs {
		if got := entry.Arg(i).Type(); got != t {
			return op.EmitOpError("expected body region argument #%d to be of type '%s', got '%s'", i, asm.TypeString(t), asm.TypeString(got))
		}
	}
	nIn, nWg := len(ft.Inputs), numWorkgroup(op)
	if err := verifyAttributions(op, entry.Args()[nIn:nIn+nWg], "workgroup"); err != nil {
		return err
	}
	return verifyAttributions(op, entry.Args()[nIn+nWg:], "private")
}

// verifyAttributions checks that attributions are memrefs in the given
// address space (or in none).
func verifyAttributions(op *ir.Operation, vals []*ir.Value, space string) error {
	for _, v := range vals {
		mt, ok := v.Type().(*ir.MemRefType)
		if !ok {
			return op.EmitOpError("expected memref type in attribution")
		}
		if s, ok := AddressSpaceOf(mt.MemorySpace); ok && s != space {
			return op.EmitOpError("expected memory space %s in attribution", space)
		}
	}
	return nil
}

// verifyReturn checks the returned values against the function's results.
func verifyReturn(op *ir.Operation) error {
	fn := op.ParentOp()
	ft := function.FunctionType(fn)
	if ft == nil {
		return nil
	}
	if len(ft.Results) != op.NumOperands() {
		d := op.EmitOpError("expected %d result operands", len(ft.Results))
		d.AttachNote(fn.Loc(), "return type declared here")
		return d
	}
	for i, t := range ft.Results {
		if got := op.Operand(i).Type(); got != t {
			return op.EmitOpError("unexpected type `'%s'' for operand #%d", asm.TypeString(got), i)
		}
	}
	return nil
}
