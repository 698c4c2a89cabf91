package transforms

import (
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/transforms"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "buffer-results-to-out-params",
		Name:      "BufferResultsToOutParamsPass",
		Summary:   "Converts memref-typed function results to out-params",
		OpName:    "builtin.module",
		Dependent: []string{"memref"},
		New: func() (pass.Pass, *pass.Options) {
			p := &outParams{}
			o := &pass.Options{}
			o.Bool("add-result-attr", "Add the attribute 'bufferize.result' to all output parameters.", &p.addResultAttr, false)
			o.Bool("hoist-static-allocs", "Hoist static allocations to call sites.", &p.hoistStatic, false)
			o.Bool("hoist-dynamic-allocs", "Hoist dynamic allocations to call sites.", &p.hoistDynamic, false)
			o.Bool("modify-public-functions", "Modify function signatures of public functions.", &p.modifyPublic, false)
			return p, o
		},
	})
}

// outParams is upstream's BufferResultsToOutParamsPass: the memref results
// of functions become arguments appended to their signatures; returns copy
// into them (or, with the hoisting options, the returned allocation is the
// argument), and callers allocate the buffers.
type outParams struct {
	addResultAttr, hoistStatic, hoistDynamic, modifyPublic bool
}

// isAllocation reports whether op implements upstream's
// AllocationOpInterface (memref's allocation ops and bufferization.clone).
func isAllocation(op *ir.Operation) bool {
	if op == nil {
		return false
	}
	switch op.Name() {
	case "memref.alloc", "memref.alloca", "memref.realloc", "bufferization.clone":
		return true
	}
	return false
}

// fullyDynamicLayout reports whether all strides and the offset of t are
// dynamic.
func fullyDynamicLayout(ctx *ir.Context, t *ir.MemRefType) bool {
	strides, offset, ok := memref.StridesAndOffset(ctx, t)
	if !ok || offset != ir.Dynamic {
		return false
	}
	for _, s := range strides {
		if s != ir.Dynamic {
			return false
		}
	}
	return true
}

// identityLayout reports whether t has no layout or an identity map.
func identityLayout(t *ir.MemRefType) bool {
	switch l := t.Layout.(type) {
	case nil:
		return true
	case *ir.AffineMapAttr:
		return l.Map.IsIdentity()
	}
	return false
}

func staticShape(t *ir.MemRefType) bool {
	for _, d := range t.Shape {
		if d == ir.Dynamic {
			return false
		}
	}
	return true
}

func (p *outParams) skip(fn *ir.Operation) bool {
	return ir.SymbolVisibility(fn) == ir.VisibilityPublic && !p.modifyPublic || fn.Region(0).Empty()
}

func (p *outParams) Run(module *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	body := module.Region(0).First()
	if body == nil {
		return nil
	}
	sizes := map[*ir.Operation][][]*ir.Value{}
	for fn := body.First(); fn != nil; fn = fn.NextInBlock() {
		if fn.Name() != "func.func" || p.skip(fn) {
			continue
		}
		args, err := p.updateFunc(ctx, fn)
		if err != nil {
			return err
		}
		p.updateReturns(ctx, fn, args, sizes)
	}
	return p.updateCalls(ctx, module, sizes)
}

// updateFunc moves the memref results of fn to new trailing arguments.
func (p *outParams) updateFunc(ctx *ir.Context, fn *ir.Operation) ([]*ir.Value, error) {
	ft := fn.InherentAttr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
	erased := make([]bool, len(ft.Results))
	var moved []ir.Type
	var resAttrs []ir.Attribute
	if ra, ok := fn.InherentAttr("res_attrs").(*ir.ArrayAttr); ok {
		resAttrs = ra.Elems
	}
	var movedAttrs []ir.Attribute
	for i, t := range ft.Results {
		mt, ok := t.(*ir.MemRefType)
		if !ok {
			continue
		}
		if !identityLayout(mt) && !fullyDynamicLayout(ctx, mt) {
			return nil, fn.EmitError("cannot create out param for result with unsupported layout")
		}
		erased[i] = true
		moved = append(moved, t)
		var attrs []ir.NamedAttr
		if i < len(resAttrs) {
			if d, ok := resAttrs[i].(*ir.DictionaryAttr); ok {
				attrs = append(attrs, d.Entries...)
			}
		}
		if p.addResultAttr {
			attrs = setNamed(attrs, "bufferize.result", ctx.UnitAttr())
		}
		movedAttrs = append(movedAttrs, ctx.DictionaryAttr(attrs))
	}
	inputs := append(append([]ir.Type(nil), ft.Inputs...), moved...)
	fn.SetInherentAttr(ctx, "function_type", ctx.TypeAttr(ctx.FunctionType(inputs, ft.Results)))
	if len(moved) > 0 {
		argAttrs := make([]ir.Attribute, len(inputs))
		old, _ := fn.InherentAttr("arg_attrs").(*ir.ArrayAttr)
		empty := true
		for i := range argAttrs {
			switch {
			case i < len(ft.Inputs) && old != nil && i < len(old.Elems):
				argAttrs[i] = old.Elems[i]
			case i >= len(ft.Inputs):
				argAttrs[i] = movedAttrs[i-len(ft.Inputs)]
			default:
				argAttrs[i] = ctx.DictionaryAttr(nil)
			}
			if d, ok := argAttrs[i].(*ir.DictionaryAttr); !ok || len(d.Entries) > 0 {
				empty = false
			}
		}
		if empty {
			fn.SetInherentAttr(ctx, "arg_attrs", nil)
		} else {
			fn.SetInherentAttr(ctx, "arg_attrs", ctx.ArrayAttr(argAttrs))
		}
	}
	transforms.EraseFunctionArgsAndResults(ctx, fn, nil, erased)
	entry := fn.Region(0).First()
	var args []*ir.Value
	for _, t := range moved {
		args = append(args, entry.AddArg(t, fn.Loc()))
	}
	return args, nil
}

// setNamed sets name in a sorted attribute list.
func setNamed(attrs []ir.NamedAttr, name string, v ir.Attribute) []ir.NamedAttr {
	for i, a := range attrs {
		if a.Name == name {
			attrs[i].Value = v
			return attrs
		}
		if a.Name > name {
			return append(attrs[:i], append([]ir.NamedAttr{{Name: name, Value: v}}, attrs[i:]...)...)
		}
	}
	return append(attrs, ir.NamedAttr{Name: name, Value: v})
}

// dynamicSizesOf is getDynamicSize: the index operands of v's defining op,
// when they are all arguments of fn.
func dynamicSizesOf(v *ir.Value, fn *ir.Operation) []*ir.Value {
	d := v.DefiningOp()
	if d == nil {
		return nil
	}
	entry := fn.Region(0).First()
	var out []*ir.Value
	for _, o := range d.Operands() {
		if _, ok := o.Type().(*ir.IndexType); !ok {
			continue
		}
		if !o.IsBlockArgument() || o.OwnerBlock() != entry {
			return nil
		}
		out = append(out, o)
	}
	return out
}

// updateReturns copies the returned memrefs into the new arguments, or
// makes a hoistable allocation the argument itself.
func (p *outParams) updateReturns(ctx *ir.Context, fn *ir.Operation, args []*ir.Value, sizes map[*ir.Operation][][]*ir.Value) {
	var returns []*ir.Operation
	fn.Each(func(op *ir.Operation) {
		if op.Name() == "func.return" {
			returns = append(returns, op)
		}
	})
	b := ir.NewBuilder(ctx)
	for _, ret := range returns {
		var copied, kept []*ir.Value
		for _, v := range ret.Operands() {
			if _, ok := v.Type().(*ir.MemRefType); ok {
				copied = append(copied, v)
			} else {
				kept = append(kept, v)
			}
		}
		b.SetInsertionPoint(ret)
		var dyn [][]*ir.Value
		for i, orig := range copied {
			if i >= len(args) {
				break
			}
			arg := args[i]
			static := staticShape(orig.Type().(*ir.MemRefType))
			hoistStatic, hoistDynamic := p.hoistStatic && static, p.hoistDynamic && !static
			if (hoistStatic || hoistDynamic) && isAllocation(orig.DefiningOp()) {
				orig.ReplaceAllUsesWith(arg)
				if hoistDynamic {
					dyn = append(dyn, dynamicSizesOf(orig, fn))
				}
				orig.DefiningOp().Erase()
				continue
			}
			b.Create(&ir.OperationState{Loc: ret.Loc(), Name: ctx.LookupOp("memref.copy"), Operands: []*ir.Value{orig, arg}})
		}
		b.Create(&ir.OperationState{Loc: ret.Loc(), Name: ctx.LookupOp("func.return"), Operands: kept})
		ret.Erase()
		if _, seen := sizes[fn]; !seen {
			sizes[fn] = dyn
		}
	}
}

// updateCalls allocates the out-params at the call sites.
func (p *outParams) updateCalls(ctx *ir.Context, module *ir.Operation, sizes map[*ir.Operation][][]*ir.Value) error {
	var calls []*ir.Operation
	module.Each(func(op *ir.Operation) {
		if op.Name() == "func.call" {
			calls = append(calls, op)
		}
	})
	table := ir.NewSymbolTable(ctx, module)
	b := ir.NewBuilder(ctx)
	var failed error
	for _, call := range calls {
		calleeAttr, _ := call.InherentAttr("callee").(*ir.SymbolRefAttr)
		var callee *ir.Operation
		if calleeAttr != nil {
			callee = table.Lookup(calleeAttr.Root)
		}
		if callee == nil || callee.Name() != "func.func" {
			name := ""
			if calleeAttr != nil {
				name = calleeAttr.Root
			}
			d := call.EmitError("cannot find callee '%s' in symbol table", name)
			if failed == nil {
				failed = d
			} else {
				ctx.Report(d)
			}
			continue
		}
		if p.skip(callee) {
			continue
		}
		var newResults, outResults []*ir.Value
		for _, r := range call.Results() {
			if _, ok := r.Type().(*ir.MemRefType); ok {
				outResults = append(outResults, r)
			} else {
				newResults = append(newResults, r)
			}
		}
		b.SetInsertionPoint(call)
		dynSizes := sizes[callee]
		next := 0
		var outs []*ir.Value
		bad := false
		for _, m := range outResults {
			mt := m.Type().(*ir.MemRefType)
			var dyn []*ir.Value
			if next < len(dynSizes) {
				dyn = dynSizes[next]
			}
			static := staticShape(mt)
			if !static && len(dyn) == 0 {
				failed = call.EmitError("cannot create out param for dynamically shaped result")
				bad = true
				break
			}
			if static {
				dyn = nil
			} else {
				next++
				dyn = atCaller(call, callee, dyn)
			}
			allocType := ctx.MemRefType(mt.Shape, mt.Elem, nil, mt.MemorySpace)
			out := b.Create(&ir.OperationState{Loc: call.Loc(), Name: ctx.LookupOp("memref.alloc"), Types: []ir.Type{allocType},
				Operands: dyn, Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int32{int32(len(dyn)), 0})}}}).Result(0)
			if !identityLayout(mt) {
				out = b.Create(&ir.OperationState{Loc: call.Loc(), Name: ctx.LookupOp("memref.cast"), Types: []ir.Type{mt},
					Operands: []*ir.Value{out}}).Result(0)
			}
			m.ReplaceAllUsesWith(out)
			outs = append(outs, out)
		}
		if bad {
			return failed
		}
		types := make([]ir.Type, len(newResults))
		for i, r := range newResults {
			types[i] = r.Type()
		}
		n := b.Create(&ir.OperationState{Loc: call.Loc(), Name: ctx.LookupOp("func.call"), Types: types,
			Operands: append(append([]*ir.Value(nil), call.Operands()...), outs...),
			Attrs:    []ir.NamedAttr{{Name: "callee", Value: calleeAttr}}})
		for i, r := range newResults {
			r.ReplaceAllUsesWith(n.Result(i))
		}
		call.Erase()
	}
	return failed
}

// atCaller is mapDynamicSizeAtCaller: the call operands passed for the
// callee arguments sizes.
func atCaller(call, callee *ir.Operation, sizes []*ir.Value) []*ir.Value {
	entry := callee.Region(0).First()
	var out []*ir.Value
	for _, s := range sizes {
		for i := 0; i < call.NumOperands() && i < entry.NumArgs(); i++ {
			if entry.Arg(i) == s {
				out = append(out, call.Operand(i))
			}
		}
	}
	return out
}
