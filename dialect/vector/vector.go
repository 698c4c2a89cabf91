// Package vector defines the vector dialect's broadcast operation with
// upstream's syntax, verifier, folder and canonicalization. The dialect's other ops are not defined
// yet: they read as unregistered ops of the dialect.
package vector

import (
	"strconv"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/ub"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// Dialect is the vector dialect.
var Dialect = &ods.Dialect{
	Name:    "vector",
	Summary: "MLIR Vector dialect",
	Ops:     []*ods.Op{broadcastSpec},
	Template: ir.Dialect{
		MaterializeConstant: materializeConstant,
		// Until all of upstream's vector ops exist, the others are
		// accepted as unregistered ops of the dialect.
		AllowUnknownOps: true,
	},
}

// anyVectorOfAnyRank is upstream's AnyVectorOfAnyRank.
var anyVectorOfAnyRank = ods.TypePred("vector of any type values", func(t ir.Type) bool {
	_, ok := t.(*ir.VectorType)
	return ok
})

// broadcastSpec is vector.broadcast: a scalar or a vector broadcast to a
// vector of the same element type.
var broadcastSpec = &ods.Op{
	Name:     "vector.broadcast",
	Summary:  "broadcast operation",
	Operands: []ods.Operand{{Name: "source", Type: ods.AnyType}},
	Results:  []ods.Result{{Name: "vector", Type: anyVectorOfAnyRank}},
	Traits:   []ir.Trait{ir.TraitNoMemoryEffect, ir.TraitAlwaysSpeculatable},
	Preds: []ods.PredTrait{{Desc: "source operand and result have same element type", Check: func(op *ir.Operation) bool {
		return ods.ElementOf(op.Result(0).Type()) == ods.ElementOf(op.Operand(0).Type())
	}}},
	Format: "$source attr-dict `:` type($source) `to` type($vector)",
	Verify: verifyBroadcast,
	Fold:   foldBroadcast,
	Canonicalize: []any{&rewrite.Func{Name: "(anonymous namespace)::BroadcastFolder", On: "vector.broadcast", Weight: 1,
		Rewrite: broadcastFolder}},
}

// materializeConstant is VectorDialect::materializeConstant: poison as
// ub.poison, other values as arith.constant.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if _, ok := value.(ub.PoisonAttrInterface); ok {
		return ub.Dialect.Template.MaterializeConstant(b, value, t, loc)
	}
	return arith.Dialect.Template.MaterializeConstant(b, value, t, loc)
}

// foldBroadcast is BroadcastOp::fold: a broadcast to the source's own type
// is the source; constant scalars and splats become dense splats; poison
// stays poison.
func foldBroadcast(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	vt := op.Result(0).Type().(*ir.VectorType)
	if op.Operand(0).Type() == ir.Type(vt) {
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	ctx := ods.ContextOf(op)
	n := ir.ElementBytes(vt.Elem)
	switch a := operands[0].(type) {
	case *ir.IntegerAttr:
		if a.Type != vt.Elem {
			return nil
		}
		data := make([]byte, n)
		ir.IntToRaw(data, a.BigInt())
		return []ir.FoldResult{{Attr: ctx.DenseElementsAttr(vt, data, true)}}
	case *ir.FloatAttr:
		if ir.Type(a.Type) != vt.Elem {
			return nil
		}
		data := make([]byte, n)
		ir.BitsToRaw(data, a.Bits)
		return []ir.FoldResult{{Attr: ctx.DenseElementsAttr(vt, data, true)}}
	case *ir.DenseElementsAttr:
		if a.Splat {
			return []ir.FoldResult{{Attr: ctx.DenseElementsAttr(vt, a.Data, true)}}
		}
	case *ub.PoisonAttr:
		return []ir.FoldResult{{Attr: a}}
	}
	return nil
}

// broadcastFolder is BroadcastFolder: a broadcast of a broadcast
// broadcasts the inner source directly.
func broadcastFolder(op *ir.Operation, rw *rewrite.Rewriter) bool {
	inner := op.Operand(0).DefiningOp()
	if inner == nil || inner.Name() != "vector.broadcast" {
		return false
	}
	repl := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: op.Info(), Types: []ir.Type{op.Result(0).Type()},
		Operands: []*ir.Value{inner.Operand(0)}})
	rw.ReplaceOp(op, repl.Results())
	return true
}

// verifyBroadcast is upstream's BroadcastOp::verify over
// isBroadcastableTo.
func verifyBroadcast(op *ir.Operation) error {
	dst := op.Result(0).Type().(*ir.VectorType)
	src := op.Operand(0).Type()
	switch src.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		if src == dst.Elem {
			return nil
		}
	}
	sv, ok := src.(*ir.VectorType)
	if !ok {
		return op.EmitOpError("source type is not a vector")
	}
	if len(sv.Shape) > len(dst.Shape) {
		return op.EmitOpError("source rank higher than destination rank")
	}
	lead := len(dst.Shape) - len(sv.Shape)
	for i, sd := range sv.Shape {
		dd := dst.Shape[lead+i]
		sScal, dScal := scalable(sv, i), scalable(dst, lead+i)
		mismatch := sd != 1 && sd != dd
		// 1 -> [N] is fine; other mixes of fixed and scalable sizes are not.
		if (sd == 1 && sScal && dd != 1) || (sScal != dScal && (sd != 1 || sScal)) {
			mismatch = true
		}
		if mismatch {
			return op.EmitOpError("dimension mismatch (%s vs. %s)", dimText(sd, sScal), dimText(dd, dScal))
		}
	}
	return nil
}

func scalable(t *ir.VectorType, i int) bool { return t.Scalable != nil && t.Scalable[i] }

func dimText(d int64, scal bool) string {
	s := strconv.FormatInt(d, 10)
	if scal {
		return "[" + s + "]"
	}
	return s
}
