package linalg

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "linalg-inline-scalar-operands",
		Name:      "LinalgInlineScalarOperandsPass",
		Summary:   "Inline scalar operands into linalg generic ops",
		Dependent: []string{"linalg"},
		New:       func() (pass.Pass, *pass.Options) { return inlineScalarOperands{}, &pass.Options{} },
	})
}

// inlineScalarOperands is the linalg-inline-scalar-operands pass:
// InlineScalarOperands applied by the greedy driver.
type inlineScalarOperands struct{}

var inlineScalarPatterns = rewrite.NewPatternSet([]rewrite.Pattern{
	pattern("InlineScalarOperands", "linalg.generic", inlineScalarOperandsPattern).(rewrite.Pattern)})

func (inlineScalarOperands) Run(op *ir.Operation, st *pass.State) error {
	cfg := rewrite.DefaultConfig()
	cfg.TopDown = false
	rewrite.ApplyGreedily(st.Ctx, op, inlineScalarPatterns, cfg)
	return nil
}

// inlineScalarOperandsPattern is InlineScalarOperands: the inputs of a
// generic on tensors read through constant maps become, inside the body,
// the scalar itself or a tensor.extract at the map's indices.
func inlineScalarOperandsPattern(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if !pureTensor(op) {
		return false
	}
	maps := genericMaps{}.IndexingMaps(op)
	nIn, nOut := ods.GroupRange(op, 1, false)
	if len(maps) != op.NumOperands() {
		return false
	}
	var scalars []int
	var keptMaps []*affine.Map
	var kept []*ir.Value
	for i := 0; i < nIn; i++ {
		if maps[i].IsConstant() {
			scalars = append(scalars, i)
			continue
		}
		keptMaps, kept = append(keptMaps, maps[i]), append(kept, op.Operand(i))
	}
	if len(scalars) == 0 {
		return false
	}
	keptMaps = append(keptMaps, maps[nIn:nIn+nOut]...)
	ctx, loc := rw.Ctx, op.Loc()
	outs := op.Operands()[nIn : nIn+nOut]
	st := &ir.OperationState{Loc: loc, Name: op.Info(), Operands: append(append([]*ir.Value(nil), kept...), outs...),
		Types: typesOf(op.Results()), Attrs: []ir.NamedAttr{
			{Name: "indexing_maps", Value: mapsAttr(ctx, keptMaps)},
			{Name: "iterator_types", Value: op.InherentAttr("iterator_types")},
			{Name: "operandSegmentSizes", Value: ods.SegmentSizes(ctx, kept, outs)}}}
	op.Region(0).CloneInto(ctx, st.AddRegion(), ir.NewMapping())
	n := rw.Create(st)
	body := n.Region(0).First()
	blk, before := rw.InsertionBlock(), rw.InsertionPoint()
	defer func() {
		if before != nil {
			rw.SetInsertionPoint(before)
		} else {
			rw.SetInsertionPointToEnd(blk)
		}
	}()
	b := rw.Builder
	b.SetInsertionPointToStart(body)
	for k := len(scalars) - 1; k >= 0; k-- {
		idx := scalars[k]
		v := op.Operand(idx)
		var indices []*ir.Value
		for _, c := range maps[idx].GetConstantResults() {
			indices = append(indices, b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("arith.constant"), Types: []ir.Type{ctx.IndexType()},
				Attrs: []ir.NamedAttr{{Name: "value", Value: ctx.IntAttr(ctx.IndexType(), c)}}}).Result(0))
		}
		if _, ok := v.Type().(*ir.RankedTensorType); ok {
			v = b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("tensor.extract"), Operands: append([]*ir.Value{v}, indices...),
				Types: []ir.Type{elementTypeOrSelf(v.Type())}}).Result(0)
		}
		rw.ReplaceAllUsesWith(body.Arg(idx), v)
		body.EraseArg(idx)
	}
	rw.ReplaceOp(op, n.Results())
	return true
}
