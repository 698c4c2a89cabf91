package memref

import (
	"math/big"

	"github.com/gomlir/gomlir/analysis/intrange"
	"github.com/gomlir/gomlir/ir"
)

func init() {
	dimSpec.Interfaces = append(dimSpec.Interfaces, intrange.InferOptional(inferDimRange))
}

// inferDimRange is DimOp's InferIntRangeInterface (upstream's
// inferShapedDimOpInterface): the union of the sizes of the dimensions the
// index may select, a dynamic size being any non-negative value.
func inferDimRange(op *ir.Operation, args []intrange.Value) intrange.Value {
	w := intrange.StorageWidth(op.Result(0).Type())
	anySize := intrange.FromSigned(w, new(big.Int), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w-1)), big.NewInt(1)))
	mt, ranked := op.Operand(0).Type().(*ir.MemRefType)
	if !ranked {
		return intrange.Value{Known: true, Range: anySize}
	}
	minDim, maxDim := int64(0), int64(len(mt.Shape))-1
	if len(args) > 1 {
		if lo := args[1].Range.SMin; lo.IsInt64() && lo.Int64() > minDim {
			minDim = lo.Int64()
		}
		if hi := args[1].Range.SMax; hi.IsInt64() && hi.Int64() < maxDim {
			maxDim = hi.Int64()
		}
	}
	var result intrange.Value
	for i := minDim; i <= maxDim; i++ {
		r := anySize
		if d := mt.Shape[i]; d != ir.Dynamic {
			r = intrange.Constant(w, big.NewInt(d))
		}
		result = intrange.Join(result, intrange.Value{Known: true, Range: r})
	}
	if !result.Known {
		return intrange.Value{Known: true, Range: anySize}
	}
	return result
}
