package ir

// ViewLikeOpInterface is implemented by ops whose first result is a view
// of (aliases) one of their operands (upstream's ViewLikeOpInterface):
// memref.subview, memref.cast, memref.reinterpret_cast, ...
type ViewLikeOpInterface interface {
	// ViewSource returns the operand the op's result is a view of.
	ViewSource(op *Operation) *Value
}

// ViewSourceOperand implements ViewLikeOpInterface for ops viewing the
// operand at its position.
type ViewSourceOperand int

// ViewSource returns the operand at position v.
func (v ViewSourceOperand) ViewSource(op *Operation) *Value { return op.Operand(int(v)) }

// ViewSource returns the source of op's view and whether op is view-like.
func ViewSource(op *Operation) (*Value, bool) {
	v, ok := OpInterface[ViewLikeOpInterface](op)
	if !ok {
		return nil, false
	}
	return v.ViewSource(op), true
}

func init() { RegisterInterface[ViewLikeOpInterface]("ViewLikeOpInterface") }
