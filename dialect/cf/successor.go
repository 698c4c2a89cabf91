package cf

import (
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// SuccessorForOperands implements ir.BranchSuccessorForOperands: the
// successor a branch takes for constant operands (nil when unknown).
func (branch) SuccessorForOperands(op *ir.Operation, operands []ir.Attribute) *ir.Block {
	switch op.Name() {
	case "cf.br":
		return op.Successor(0)
	case "cf.cond_br":
		br := CondBranchOp{op}
		if len(operands) > 0 {
			if c, ok := operands[0].(*ir.IntegerAttr); ok {
				if c.IsZero() {
					return br.FalseDest()
				}
				return br.TrueDest()
			}
		}
	case "cf.switch":
		sw := SwitchOp{op}
		cv := sw.CaseValuesAttr()
		if cv == nil {
			return sw.DefaultDestination()
		}
		if len(operands) == 0 {
			return nil
		}
		c, ok := operands[0].(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		v := c.BigInt()
		cases := sw.CaseDestinations()
		for i := int64(0); i < cv.NumElements(); i++ {
			if cv.IntAt(i).Cmp(v) == 0 && i < int64(len(cases)) {
				return cases[i]
			}
		}
		return sw.DefaultDestination()
	}
	return nil
}

// AppendSuccessorOperands implements ir.BranchOperandAppender: vals are
// added after the operands forwarded to successor i, with the segment
// sizes updated.
func (b branch) AppendSuccessorOperands(op *ir.Operation, i int, vals []*ir.Value) {
	if len(vals) == 0 {
		return
	}
	start, n := b.SuccessorOperands(op, i)
	at := start + n
	old := op.Operands()
	next := make([]*ir.Value, 0, len(old)+len(vals))
	next = append(next, old[:at]...)
	next = append(next, vals...)
	next = append(next, old[at:]...)
	op.SetOperands(next)
	ctx := ods.ContextOf(op)
	if op.Name() == "cf.br" || ctx == nil {
		return
	}
	seg := segments(op, "operandSegmentSizes")
	group := 1 + min(i, 1)
	seg[group] += int64(len(vals))
	op.SetInherentAttr(ctx, "operandSegmentSizes", ctx.DenseI32Array(toI32(seg)))
	if op.Name() == "cf.switch" && i > 0 {
		cases := segments(op, "case_operand_segments")
		cases[i-1] += int64(len(vals))
		op.SetInherentAttr(ctx, "case_operand_segments", ctx.DenseI32Array(toI32(cases)))
	}
}
