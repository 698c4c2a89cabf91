package ir

// ShuffleUseList reorders the uses of v: the use at position i of the use
// list moves to position indices[i] (upstream's shuffleUseList). indices
// must be a permutation of the use positions.
func (v *Value) ShuffleUseList(indices []int) {
	uses := make([]*OpOperand, len(indices))
	u := v.uses
	for _, idx := range indices {
		uses[idx] = u
		u = u.next
	}
	v.uses = nil
	prev := &v.uses
	for _, o := range uses {
		*prev = o
		o.prevNext = prev
		prev = &o.next
	}
	*prev = nil
}
