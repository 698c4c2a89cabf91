// Package vector defines the vector dialect's broadcast operation with
// upstream's syntax and verifier. The dialect's other ops are not defined
// yet: they read as unregistered ops of the dialect.
package vector

import (
	"strconv"

	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// Dialect is the vector dialect.
var Dialect = &ods.Dialect{
	Name:    "vector",
	Summary: "MLIR Vector dialect",
	Ops:     []*ods.Op{broadcastSpec},
	Template: ir.Dialect{
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
