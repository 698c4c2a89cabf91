package vectortoscf

import (
	"math/bits"

	"github.com/gomlir/gomlir/dialect/vector"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// Punctuation values of vector.print.
const (
	punctNone  = 0
	punctComma = 2
	punctOpen  = 3
	punctClose = 4
)

// printPunct creates `vector.print` of punctuation p (of value v when not
// nil).
func printPunct(rw *rewrite.Rewriter, loc ir.Location, v *ir.Value, p int) {
	var operands []*ir.Value
	if v != nil {
		operands = []*ir.Value{v}
	}
	rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("vector.print"), Operands: operands,
		Attrs: []ir.NamedAttr{{Name: "punctuation", Value: vector.PrintPunctuation.Get(rw.Ctx, p)}}})
}

// arithOp creates a binary arith op of index type.
func arithOp(rw *rewrite.Rewriter, loc ir.Location, name string, x, y *ir.Value, attrs ...ir.NamedAttr) *ir.Value {
	t := x.Type()
	if name == "arith.cmpi" {
		t = rw.Ctx.IntegerType(1, ir.Signless)
	}
	return rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp(name), Operands: []*ir.Value{x, y},
		Types: []ir.Type{t}, Attrs: attrs}).Result(0)
}

// decomposePrint is DecomposePrintOpConversion: a vector is printed one
// element at a time in scf.for loops (flattened to 1-D first), with the
// brackets and commas printed around; odd integer widths are widened.
func decomposePrint(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if op.NumOperands() == 0 {
		return false
	}
	vt, ok := op.Operand(0).Type().(*ir.VectorType)
	if !ok {
		return false
	}
	scalable := false
	for _, s := range vt.Scalable {
		scalable = scalable || s
	}
	if len(vt.Shape) > 1 && scalable {
		return false
	}
	ctx := rw.Ctx
	loc := op.Loc()
	value := op.Operand(0)
	if it, isInt := vt.Elem.(*ir.IntegerType); isInt {
		width := max(8, it.Width) - 1
		legal := 1 << bits.Len(uint(width))
		signless := func(w int) *ir.VectorType {
			return ctx.VectorType(vt.Shape, ctx.IntegerType(w, ir.Signless), vt.Scalable)
		}
		cast := func(v *ir.Value, t ir.Type) *ir.Value {
			return rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("vector.bitcast"), Operands: []*ir.Value{v}, Types: []ir.Type{t}}).Result(0)
		}
		value = cast(value, signless(it.Width))
		if it.Width != legal {
			ext := "arith.extsi"
			if it.Width == 1 || it.Signedness == ir.Unsigned {
				ext = "arith.extui"
			}
			value = rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp(ext), Operands: []*ir.Value{value}, Types: []ir.Type{signless(legal)}}).Result(0)
		}
		vt = ctx.VectorType(vt.Shape, ctx.IntegerType(legal, it.Signedness), vt.Scalable)
		value = cast(value, vt)
	}
	shape := vt.Shape
	if len(shape) == 0 {
		shape = []int64{1}
	}
	if len(vt.Shape) != 1 {
		n := int64(1)
		for _, d := range shape {
			n *= d
		}
		value = rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("vector.shape_cast"), Operands: []*ir.Value{value},
			Types: []ir.Type{ctx.VectorType([]int64{n}, vt.Elem, nil)}}).Result(0)
	}
	var firstClose *ir.Operation
	var indices []*ir.Value
	for d := range shape {
		lb := indexConstant(rw, loc, 0)
		ub := indexConstant(rw, loc, shape[d])
		step := indexConstant(rw, loc, 1)
		if len(vt.Scalable) > 0 && vt.Scalable[d] {
			vscale := rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("vector.vscale"), Types: []ir.Type{ctx.IndexType()}}).Result(0)
			ub = arithOp(rw, loc, "arith.muli", ub, vscale)
		}
		last := arithOp(rw, loc, "arith.subi", ub, step)
		printPunct(rw, loc, nil, punctOpen)
		loop := newFor(rw, loc, lb, ub, step)
		printPunct(rw, loc, nil, punctClose)
		if firstClose == nil {
			firstClose = loop.NextInBlock()
		}
		iv := loop.Region(0).First().Arg(0)
		indices = append(indices, iv)
		body := loop.Region(0).First()
		rw.SetInsertionPointToStart(body)
		notLast := arithOp(rw, loc, "arith.cmpi", iv, last, ir.NamedAttr{Name: "predicate", Value: ctx.IntAttr(ctx.I(64), 6)})
		ifOp := ir.NewOperation(ctx, &ir.OperationState{Loc: loc, Name: ctx.LookupOp("scf.if"), Operands: []*ir.Value{notLast},
			Regions: []*ir.Region{{}, {}}})
		then := rw.CreateBlock(ifOp.Region(0), nil, nil)
		rw.SetInsertionPointToEnd(then)
		printPunct(rw, loc, nil, punctComma)
		rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("scf.yield")})
		rw.SetInsertionPoint(notLast.DefiningOp().NextInBlock())
		rw.Insert(ifOp)
		rw.SetInsertionPointToStart(body)
	}
	var flat *ir.Value
	stride := int64(1)
	for d := len(shape) - 1; d >= 0; d-- {
		s := indexConstant(rw, loc, stride)
		idx := arithOp(rw, loc, "arith.muli", s, indices[d])
		if flat != nil {
			flat = arithOp(rw, loc, "arith.addi", flat, idx)
		} else {
			flat = idx
		}
		stride *= shape[d]
	}
	elem := extract(rw, loc, value, []viewlike.Mixed{dynamic(flat)})
	printPunct(rw, loc, elem, punctNone)
	rw.SetInsertionPointAfter(firstClose)
	printPunct(rw, loc, nil, op.InherentAttr("punctuation").(*vector.EnumAttr).Value)
	rw.EraseOp(op)
	return true
}

// newFor creates an scf.for from lb to ub by step with an empty body.
func newFor(rw *rewrite.Rewriter, loc ir.Location, lb, ub, step *ir.Value) *ir.Operation {
	return buildFor(rw, loc, lb, ub, step, nil, nil)
}
