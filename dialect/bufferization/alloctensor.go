package bufferization

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// allocTensorSpec is bufferization.alloc_tensor: a new tensor of the
// result's shape (its dynamic sizes given, or those of the tensor to copy),
// with an optional size hint and memory space.
var allocTensorSpec = &ods.Op{
	Name:    "bufferization.alloc_tensor",
	Summary: "allocate buffer for a tensor",
	Operands: []ods.Operand{
		{Name: "dynamic_sizes", Type: ods.Index, Arity: ods.Variadic},
		{Name: "copy", Type: anyTensor, Arity: ods.Optional},
		{Name: "size_hint", Type: ods.Index, Arity: ods.Optional},
	},
	Attrs:      []ods.Attr{{Name: "memory_space", Constraint: ods.AnyAttr, Optional: true}},
	Results:    []ods.Result{{Name: "result", Type: anyTensor}},
	Traits:     []ir.Trait{ir.TraitAttrSizedOperandSegments},
	Parse:      parseAllocTensor,
	Print:      printAllocTensor,
	Interfaces: ir.Interfaces{reifyFunc(reifyAllocTensor)},
	Verify: func(op *ir.Operation) error {
		dynamic := ods.OperandGroup(op, 0)
		copied := ods.OperandGroup(op, 1)
		if len(copied) > 0 && len(dynamic) > 0 {
			return op.EmitError("dynamic sizes not needed when copying a tensor")
		}
		t := op.Result(0).Type()
		if len(copied) == 0 {
			if want := countDynamic(shapeOf(t)); want != len(dynamic) {
				return op.EmitOpError("incorrect number of dynamic sizes, has %d, expected %d", len(dynamic), want)
			}
			return nil
		}
		if copied[0].Type() != t {
			return op.EmitError("expected that `copy` and return type match")
		}
		return nil
	},
}

// countDynamic is the number of dynamic sizes of a shape.
func countDynamic(shape []int64) int {
	n := 0
	for _, d := range shape {
		if d == ir.Dynamic {
			n++
		}
	}
	return n
}

// parseAllocTensor is AllocTensorOp::parse:
// `(` sizes `)` (`copy(` %t `)`)? (`size_hint=` %n)? attr-dict `:` type.
func parseAllocTensor(p ir.OpParser, st *ir.OperationState) error {
	ctx := p.Context()
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var sizes []ir.UnresolvedOperand
	if p.IsOperand() {
		for {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			sizes = append(sizes, u)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	var copyOperand, hintOperand ir.UnresolvedOperand
	hasCopy := p.ParseOptionalKeyword("copy")
	if hasCopy {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		copyOperand = u
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	hasHint := p.ParseOptionalKeyword("size_hint")
	if hasHint {
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		hintOperand = u
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	if !isTensor(t) {
		return p.ErrorAt(pos, "invalid kind of type specified")
	}
	st.Types = append(st.Types, t)
	for _, u := range sizes {
		v, err := p.ResolveOperand(u, ctx.IndexType())
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	if hasCopy {
		v, err := p.ResolveOperand(copyOperand, t)
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	if hasHint {
		v, err := p.ResolveOperand(hintOperand, ctx.IndexType())
		if err != nil {
			return err
		}
		st.Operands = append(st.Operands, v)
	}
	for _, a := range st.Attrs {
		if a.Name == "operandSegmentSizes" {
			return p.ErrorAt(p.NamePos(), "attribute 'operandSegmentSizes' occurs more than once in the attribute list")
		}
	}
	st.AddAttr("operandSegmentSizes", ctx.DenseI32Array([]int32{int32(len(sizes)), b2i(hasCopy), b2i(hasHint)}))
	return nil
}

func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// printAllocTensor is AllocTensorOp::print.
func printAllocTensor(p ir.OpPrinter, op *ir.Operation) {
	p.WriteString("(")
	for i, v := range ods.OperandGroup(op, 0) {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
	p.WriteString(")")
	if c := ods.OperandGroup(op, 1); len(c) > 0 {
		p.WriteString(" copy(")
		p.PrintOperand(c[0])
		p.WriteString(")")
	}
	if h := ods.OperandGroup(op, 2); len(h) > 0 {
		p.WriteString(" size_hint=")
		p.PrintOperand(h[0])
	}
	p.PrintOptionalAttrDict(op.AllAttrs(), "operandSegmentSizes")
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

// reifyFunc implements ir.ReifyRankedShapedTypeOpInterface for ops with
// at most one result; nil sizes mean no result shape.
type reifyFunc func(b *ir.Builder, op *ir.Operation) []ir.FoldResult

// ReifyResultShapes returns the result's sizes.
func (f reifyFunc) ReifyResultShapes(b *ir.Builder, op *ir.Operation) ([][]ir.FoldResult, bool) {
	if op.NumResults() == 0 {
		return nil, true
	}
	sizes := f(b, op)
	if sizes == nil {
		return nil, false
	}
	return [][]ir.FoldResult{sizes}, true
}

// reifyAllocTensor is AllocTensorOp::reifyResultShapes: static sizes, the
// dynamic size operands, or the dims of the copied tensor.
func reifyAllocTensor(b *ir.Builder, op *ir.Operation) []ir.FoldResult {
	t, ok := op.Result(0).Type().(*ir.RankedTensorType)
	if !ok {
		return nil
	}
	out := make([]ir.FoldResult, len(t.Shape))
	for i, d := range t.Shape {
		if d != ir.Dynamic {
			out[i] = ir.FoldResult{Attr: b.Ctx.IntAttr(b.Ctx.IndexType(), d)}
			continue
		}
		out[i] = ir.FoldResult{Value: allocTensorDynamicSize(b, op, i)}
	}
	return out
}

// allocTensorDynamicSize is AllocTensorOp::getDynamicSize: dimension i of
// the copied tensor (a new tensor.dim), or its dynamic size operand.
func allocTensorDynamicSize(b *ir.Builder, op *ir.Operation, i int) *ir.Value {
	if c := ods.OperandGroup(op, 1); len(c) > 0 {
		return buildDim(b, "tensor.dim", op.Loc(), c[0], i)
	}
	shape := shapeOf(op.Result(0).Type())
	return ods.OperandGroup(op, 0)[countDynamic(shape[:i])]
}

// buildDim creates `name %v, %ci` (tensor.dim or memref.dim) with a new
// arith.constant index, as the dim ops' builders taking an integer.
func buildDim(b *ir.Builder, name string, loc ir.Location, v *ir.Value, i int) *ir.Value {
	ctx := b.Ctx
	c := b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("arith.constant"), Types: []ir.Type{ctx.IndexType()},
		Attrs: []ir.NamedAttr{{Name: "value", Value: ctx.IntAttr(ctx.IndexType(), int64(i))}}})
	return b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp(name), Types: []ir.Type{ctx.IndexType()},
		Operands: []*ir.Value{v, c.Result(0)}}).Result(0)
}

// materializeInDestinationSpec is bufferization.materialize_in_destination.
var materializeInDestinationSpec = &ods.Op{
	Name:     "bufferization.materialize_in_destination",
	Summary:  "copy a tensor",
	Operands: []ods.Operand{{Name: "source", Type: anyTensor}, {Name: "dest", Type: anyShaped}},
	Attrs:    []ods.Attr{unitAttr("restrict"), unitAttr("writable")},
	Results:  []ods.Result{{Name: "result", Type: anyTensor, Arity: ods.Optional}},
	Preds: []ods.PredTrait{{Desc: "all of {source, dest} have same element type", Check: func(op *ir.Operation) bool {
		return ods.ElementOf(op.Operand(0).Type()) == ods.ElementOf(op.Operand(1).Type())
	}}},
	Format: "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest\n" +
		"        attr-dict `:` functional-type(operands, results)",
	Interfaces: ir.Interfaces{
		reifyFunc(func(b *ir.Builder, op *ir.Operation) []ir.FoldResult {
			dest := op.Operand(1)
			t, ok := dest.Type().(*ir.RankedTensorType)
			if !ok {
				return nil
			}
			out := make([]ir.FoldResult, len(t.Shape))
			for i, d := range t.Shape {
				if d != ir.Dynamic {
					out[i] = ir.FoldResult{Attr: b.Ctx.IntAttr(b.Ctx.IndexType(), d)}
				} else {
					out[i] = ir.FoldResult{Value: buildDim(b, "tensor.dim", op.Loc(), dest, i)}
				}
			}
			return out
		}),
		dpsInit(1),
		ir.EffectsFunc(func(op *ir.Operation) []ir.EffectInstance {
			if isMemRef(op.Operand(1).Type()) {
				return []ir.EffectInstance{{Effect: ir.EffectWrite, Value: op.Operand(1)}}
			}
			return nil
		}),
	},
	Verify: verifyMaterializeInDestination,
}

// dpsInit implements ir.DestinationStyleOpInterface for ops with one init,
// the operand at the given index.
type dpsInit int

// DpsInits returns the init operand.
func (d dpsInit) DpsInits(*ir.Operation) (int, int) { return int(d), 1 }

// verifyMaterializeInDestination is MaterializeInDestinationOp::verify.
func verifyMaterializeInDestination(op *ir.Operation) error {
	dest := op.Operand(1).Type()
	destMemRef := isMemRef(dest)
	if !isTensor(dest) && !destMemRef {
		return op.EmitOpError("'dest' must be a tensor or a memref")
	}
	if isTensor(dest) {
		if op.NumResults() != 1 {
			return op.EmitOpError("tensor 'dest' implies exactly one tensor result")
		}
		if dest != op.Result(0).Type() {
			return op.EmitOpError("result and 'dest' types must match")
		}
	}
	if destMemRef && op.NumResults() != 0 {
		return op.EmitOpError("memref 'dest' implies zero results")
	}
	if op.InherentAttr("restrict") != nil && !destMemRef {
		return op.EmitOpError("'restrict' is valid only for memref destinations")
	}
	if (op.InherentAttr("writable") != nil) != destMemRef {
		return op.EmitOpError("'writable' must be specified if and only if the destination is of memref type")
	}
	src := op.Operand(0).Type()
	if ranked(src) != ranked(dest) {
		return op.EmitOpError("source/destination shapes are incompatible")
	}
	if ranked(src) {
		s, d := shapeOf(src), shapeOf(dest)
		if len(s) != len(d) {
			return op.EmitOpError("rank mismatch between source and destination shape")
		}
		for i := range s {
			if s[i] != ir.Dynamic && d[i] != ir.Dynamic && s[i] != d[i] {
				return op.EmitOpError("source/destination shapes are incompatible")
			}
		}
	}
	return nil
}
