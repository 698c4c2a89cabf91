// Package cftoscf is the lift-cf-to-scf pass (upstream's ControlFlowToSCF):
// the control flow graphs of func.func bodies and of the regions nested in
// them become structured control flow through transforms/cfgtoscf, with
// cf.cond_br lifted to scf.if, cf.switch to scf.index_switch, cycles to
// scf.while, the multiplexer switches built as cf.switch on i32 arith
// constants and undefined values as ub.poison.
package cftoscf

import (
	"encoding/binary"
	"math/big"

	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/scf"
	"github.com/gomlir/gomlir/dialect/ub"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/transforms/cfgtoscf"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "lift-cf-to-scf",
		Name:      "LiftControlFlowToSCFPass",
		Summary:   "Lift ControlFlow dialect to SCF dialect",
		New:       func() (pass.Pass, *pass.Options) { return lift{}, &pass.Options{} },
		Dependent: []string{"scf", "arith", "ub", "func"},
	})
}

// lift is the pass.
type lift struct{}

// Run lifts the regions of every func.func under op, innermost first.
func (lift) Run(op *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	iface := Transformation{Ctx: ctx}
	changed := false
	var err error
	op.Walk(func(fn *ir.Operation) ir.WalkResult {
		if fn.Name() != "func.func" || fn.Region(0).Empty() {
			return ir.WalkAdvance
		}
		dom := ir.NewDominanceInfo()
		fn.Walk(func(inner *ir.Operation) ir.WalkResult {
			for i := 0; i < inner.NumRegions(); i++ {
				c, e := cfgtoscf.Transform(ctx, inner.Region(i), iface, dom)
				if e != nil {
					err = e
					return ir.WalkInterrupt
				}
				changed = changed || c
			}
			return ir.WalkAdvance
		})
		if err != nil {
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	if err != nil {
		return err
	}
	if !changed {
		st.MarkUnchanged()
	}
	return nil
}

// Transformation creates scf, cf, arith and ub ops for
// cfgtoscf.Transform (upstream's ControlFlowToSCFTransformation).
type Transformation struct{ Ctx *ir.Context }

// CreateStructuredBranchRegionOp makes scf.if of cf.cond_br and
// scf.index_switch of cf.switch (its flag cast to index); other branches
// are not supported.
func (x Transformation) CreateStructuredBranchRegionOp(b *ir.Builder, condOp *ir.Operation, resultTypes []ir.Type, regions []*ir.Region) (*ir.Operation, error) {
	loc := condOp.Loc()
	switch condOp.Name() {
	case "cf.cond_br":
		ifOp := scf.BuildIfOp(b, loc, condOp.Operand(0), resultTypes)
		ifOp.ThenRegion().TakeBody(regions[0])
		ifOp.ElseRegion().TakeBody(regions[1])
		return ifOp.Operation, nil
	case "cf.switch":
		flag := arith.BuildIndexCastUIOp(b, loc, condOp.Operand(0), x.Ctx.IndexType()).Result(0)
		var cases []int64
		if cv, ok := condOp.InherentAttr("case_values").(*ir.DenseElementsAttr); ok {
			for i := int64(0); i < cv.NumElements(); i++ {
				cases = append(cases, zext(cv.IntAt(i), cv.ElemType()))
			}
		}
		st := &ir.OperationState{Loc: loc, Name: x.Ctx.LookupOp("scf.index_switch"), Operands: []*ir.Value{flag}, Types: resultTypes,
			Attrs: []ir.NamedAttr{{Name: "cases", Value: x.Ctx.DenseI64Array(cases)}}}
		for range regions {
			st.AddRegion()
		}
		sw := b.Create(st)
		for i, r := range regions {
			sw.Region(i).TakeBody(r)
		}
		return sw, nil
	}
	return nil, condOp.EmitOpError("Cannot convert unknown control flow op to structured control flow")
}

// zext returns the case value v of type t zero-extended (upstream's
// APInt::getZExtValue).
func zext(v *big.Int, t ir.Type) int64 {
	if v.Sign() < 0 {
		v = new(big.Int).Add(v, new(big.Int).Lsh(big.NewInt(1), uint(ir.BitWidth(t))))
	}
	return int64(v.Uint64())
}

// CreateStructuredBranchRegionTerminatorOp creates scf.yield.
func (Transformation) CreateStructuredBranchRegionTerminatorOp(loc ir.Location, b *ir.Builder, _, _ *ir.Operation, results []*ir.Value) error {
	scf.BuildYieldOp(b, loc, results)
	return nil
}

// CreateStructuredDoWhileLoopOp creates scf.while whose before region is
// the loop body ending in scf.condition (the i32 condition truncated to
// i1) and whose after region yields its arguments back.
func (x Transformation) CreateStructuredDoWhileLoopOp(b *ir.Builder, replaced *ir.Operation, init []*ir.Value, condition *ir.Value, next []*ir.Value, loopBody *ir.Region) (*ir.Operation, error) {
	loc := replaced.Loc()
	types := make([]ir.Type, len(init))
	locs := make([]ir.Location, len(init))
	for i, v := range init {
		types[i], locs[i] = v.Type(), loc
	}
	while := scf.BuildWhileOp(b, loc, init, types)
	while.Before().TakeBody(loopBody)
	b.SetInsertionPointToEnd(while.Before().Last())
	cond := arith.BuildTruncIOp(b, loc, condition, x.Ctx.I(1),
		ir.NamedAttr{Name: "overflowFlags", Value: arith.Overflow(x.Ctx, arith.OverflowNone)}).Result(0)
	scf.BuildConditionOp(b, loc, cond, next)
	after := b.CreateBlock(while.After(), types, locs)
	scf.BuildYieldOp(b, loc, after.Args())
	return while.Operation, nil
}

// CFGSwitchValue creates an i32 arith.constant.
func (x Transformation) CFGSwitchValue(loc ir.Location, b *ir.Builder, value uint32) *ir.Value {
	i32 := x.Ctx.I(32)
	return arith.BuildConstantOp(b, loc, i32, ir.NamedAttr{Name: "value", Value: x.Ctx.IntAttr(i32, int64(value))}).Result()
}

// CreateCFGSwitchOp creates cf.switch, its case values a vector of the
// flag's type.
func (x Transformation) CreateCFGSwitchOp(loc ir.Location, b *ir.Builder, flag *ir.Value, caseValues []uint32, caseDests []*ir.Block, caseArgs [][]*ir.Value, defaultDest *ir.Block, defaultArgs []*ir.Value) {
	operands := append([]*ir.Value{flag}, defaultArgs...)
	segs := make([]int32, len(caseArgs))
	nCase := 0
	for i, a := range caseArgs {
		operands = append(operands, a...)
		segs[i] = int32(len(a))
		nCase += len(a)
	}
	st := &ir.OperationState{Loc: loc, Name: x.Ctx.LookupOp("cf.switch"), Operands: operands,
		Successors: append([]*ir.Block{defaultDest}, caseDests...)}
	st.Attrs = []ir.NamedAttr{
		{Name: "case_operand_segments", Value: x.Ctx.DenseI32Array(segs)},
		{Name: "operandSegmentSizes", Value: x.Ctx.DenseI32Array([]int32{1, int32(len(defaultArgs)), int32(nCase)})},
	}
	if len(caseValues) > 0 {
		ft, _ := flag.Type().(*ir.IntegerType)
		st.Attrs = append(st.Attrs, ir.NamedAttr{Name: "case_values", Value: caseVector(x.Ctx, ft, caseValues)})
	}
	b.Create(st)
}

// caseVector is the dense vector<N x t> of vals (t an integer type of at
// most 32 bits' storage as the flags built here).
func caseVector(ctx *ir.Context, t *ir.IntegerType, vals []uint32) *ir.DenseElementsAttr {
	data := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(data[4*i:], v)
	}
	return ctx.DenseElementsAttr(ctx.VectorType([]int64{int64(len(vals))}, t, nil), data, false)
}

// UndefValue creates ub.poison.
func (x Transformation) UndefValue(loc ir.Location, b *ir.Builder, t ir.Type) *ir.Value {
	return ub.BuildPoisonOp(b, loc, t, ir.NamedAttr{Name: "value", Value: ub.Poison(x.Ctx)}).Result()
}

// CreateUnreachableTerminator returns poison values from the enclosing
// func.func; other region owners are not supported.
func (x Transformation) CreateUnreachableTerminator(loc ir.Location, b *ir.Builder, region *ir.Region) (*ir.Operation, error) {
	parent := region.ParentOp()
	if parent == nil || parent.Name() != "func.func" {
		name := ""
		if parent != nil {
			name = parent.Name()
		}
		return nil, ir.Errorf(loc, "Cannot create unreachable terminator for '%s'", name)
	}
	fnType, _ := parent.InherentAttr("function_type").(*ir.TypeAttr)
	var vals []*ir.Value
	if fnType != nil {
		if ft, ok := fnType.Type.(*ir.FunctionType); ok {
			for _, t := range ft.Results {
				vals = append(vals, x.UndefValue(loc, b, t))
			}
		}
	}
	st := &ir.OperationState{Loc: loc, Name: x.Ctx.LookupOp("func.return"), Operands: vals}
	return b.Create(st), nil
}
