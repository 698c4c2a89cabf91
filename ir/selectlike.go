package ir

// SelectLikeOpInterface is upstream's interface of ops choosing one of two
// values by a condition (arith.select).
type SelectLikeOpInterface interface {
	// SelectOperands returns the condition and the values chosen when it
	// holds and when it does not.
	SelectOperands(op *Operation) (cond, trueValue, falseValue *Value)
}

// SelectOperandsInOrder implements SelectLikeOpInterface for ops whose
// first three operands are the condition, the true and the false value.
type SelectOperandsInOrder struct{}

// SelectOperands returns operands 0, 1 and 2.
func (SelectOperandsInOrder) SelectOperands(op *Operation) (cond, trueValue, falseValue *Value) {
	return op.Operand(0), op.Operand(1), op.Operand(2)
}

func init() { RegisterInterface[SelectLikeOpInterface]("SelectLikeOpInterface") }
