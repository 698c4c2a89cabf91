package vector

import (
	"math/big"

	"github.com/gomlir/gomlir/analysis/intrange"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// The InferIntRangeInterface of the vector ops upstream gives one: the
// ops moving elements around keep their source's range (an insertion
// joins both), vector.step of a fixed length n spans [0, n-1].

func init() {
	source := intrange.Infer(func(_ *ir.Operation, args []intrange.Range) intrange.Range { return args[0] })
	for _, s := range []*ods.Op{broadcastSpec, shapeCastSpec, transposeSpec, extractSpec} {
		s.Interfaces = append(s.Interfaces, source)
	}
	insertSpec.Interfaces = append(insertSpec.Interfaces, intrange.Infer(func(_ *ir.Operation, args []intrange.Range) intrange.Range {
		return args[0].Union(args[1])
	}))
	stepSpec.Interfaces = append(stepSpec.Interfaces, stepRange{})
}

// stepRange bounds vector.step: nothing for a scalable length.
type stepRange struct{}

// InferResultRanges sets [0, n-1] for a fixed length n.
func (stepRange) InferResultRanges(op *ir.Operation, _ []intrange.Value, set func(v *ir.Value, r intrange.Value)) {
	t := op.Result(0).Type().(*ir.VectorType)
	if t.Scalable != nil {
		return
	}
	w := intrange.StorageWidth(t)
	set(op.Result(0), intrange.Value{Known: true, Range: intrange.FromUnsigned(w, new(big.Int), big.NewInt(t.Shape[0]-1))})
}
