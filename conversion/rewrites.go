package conversion

import (
	"github.com/gomlir/gomlir/ir"
)

// rewriteKind is the kind of one recorded IR change. Block changes come
// first, as upstream's IRRewrite kinds.
type rewriteKind uint8

const (
	createBlock rewriteKind = iota
	eraseBlock
	inlineBlock
	moveBlock
	blockTypeConversion
	splitBlock
	splitBlockHead
	replaceValue
	moveOp
	modifyOp
	replaceOp
	createOp
	materialization
)

// change is one recorded IR change: applied to the IR (fully or partly)
// when made, rolled back when the pattern that made it fails, committed
// when the whole conversion succeeds.
type change struct {
	kind rewriteKind
	// op is the op changed (op changes) or the first op of an inlining.
	op *ir.Operation
	// op2 is a moved op's old next op, or the last op of an inlining.
	op2 *ir.Operation
	// block is the block changed: the created, erased, moved or converted
	// block, the destination of an inlining, or the tail of a split.
	block *ir.Block
	// block2 is an erased or moved block's old next block, a moved op's
	// old block, the source block of an inlining, the block a type
	// conversion created, or the head of a split.
	block2 *ir.Block
	// region is an erased or moved block's old region.
	region *ir.Region
	// arg is the replaced value.
	arg *ir.Value
	// tc is the type converter active when the change was made.
	tc    *TypeConverter
	saved *savedOp
	mat   *matInfo
}

// changeLog is the list of changes in chunks, so that it grows without
// copying.
type changeLog struct {
	chunks [][]change
	n      int
}

const chunkBits = 10

func (l *changeLog) len() int { return l.n }

func (l *changeLog) at(i int) *change { return &l.chunks[i>>chunkBits][i&(1<<chunkBits-1)] }

func (l *changeLog) push(c change) {
	if l.n>>chunkBits == len(l.chunks) {
		l.chunks = append(l.chunks, make([]change, 1<<chunkBits))
	}
	*l.at(l.n) = c
	l.n++
}

// truncate drops the changes from n on.
func (l *changeLog) truncate(n int) {
	for i := n; i < l.n; i++ {
		*l.at(i) = change{}
	}
	l.n = n
}

// remove drops change i, shifting the later ones down.
func (l *changeLog) remove(i int) {
	for ; i+1 < l.n; i++ {
		*l.at(i) = *l.at(i + 1)
	}
	l.truncate(l.n - 1)
}

// savedOp is the state of an op before an in-place modification.
type savedOp struct {
	loc        ir.Location
	attrs      *ir.DictionaryAttr
	props      ir.Attribute
	operands   []*ir.Value
	successors []*ir.Block
}

// matKind is the kind of an unresolved materialization.
type matKind uint8

const (
	// targetMat converts original values to the types a pattern expects.
	targetMat matKind = iota
	// sourceMat converts replacement values back to the original type.
	sourceMat
)

// matInfo describes an unresolved materialization: an
// unrealized_conversion_cast built by the framework.
type matInfo struct {
	kind     matKind
	tc       *TypeConverter
	origType ir.Type
	// mapped is the vector mapped to the cast's results (nil: none).
	mapped []*ir.Value
	// pure marks a cast that only converts types (it may be looked
	// through when remapping for patterns without type converter).
	pure bool
}

// rollback undoes r.
func (s *state) rollback(r *change) {
	switch r.kind {
	case createBlock:
		b := r.block
		for op := b.First(); op != nil; op = b.First() {
			op.Remove()
		}
		b.ReplaceAllUsesWith(nil)
		b.Remove()
	case eraseBlock:
		r.region.InsertBefore(r.block, r.block2)
	case inlineBlock:
		if r.op != nil {
			src, first := r.block2, r.block2.First()
			for op := r.op; ; {
				next := op.NextInBlock()
				op.Remove()
				src.InsertBefore(op, first)
				if op == r.op2 {
					break
				}
				op = next
			}
		}
	case splitBlock:
		moveOps(r.block.First(), nil, r.block2, nil)
		r.block.ReplaceAllUsesWith(nil)
		r.block.Remove()
	case splitBlockHead:
		moveOps(r.block2.First(), nil, r.block, r.block.First())
		r.block2.ReplaceAllUsesWith(r.block)
		r.block2.Remove()
	case moveBlock:
		r.block.Remove()
		r.region.InsertBefore(r.block, r.block2)
	case blockTypeConversion:
		r.block2.ReplaceAllUsesWith(r.block)
	case replaceValue:
		s.mapping.erase([]*ir.Value{r.arg})
	case moveOp:
		r.op.Remove()
		r.block2.InsertBefore(r.op, r.op2)
	case modifyOp:
		op, sv := r.op, r.saved
		op.SetLoc(sv.loc)
		op.SetAttrs(sv.attrs)
		op.SetProps(sv.props)
		op.SetOperands(sv.operands)
		for i, b := range sv.successors {
			op.SetSuccessor(i, b)
		}
	case replaceOp:
		for _, v := range r.op.Results() {
			s.mapping.erase([]*ir.Value{v})
		}
	case createOp:
		op := r.op
		for i := 0; i < op.NumRegions(); i++ {
			reg := op.Region(i)
			for b := reg.First(); b != nil; b = reg.First() {
				b.Remove()
			}
		}
		for _, v := range op.Results() {
			v.DropAllUses()
		}
		op.Erase()
	case materialization:
		if r.mat.mapped != nil {
			s.mapping.erase(r.mat.mapped)
		}
		delete(s.mats, r.op)
		for _, v := range r.op.Results() {
			v.DropAllUses()
		}
		r.op.Erase()
	}
}

// commit applies r once the conversion succeeded.
func (s *state) commit(r *change) {
	switch r.kind {
	case replaceValue:
		repl := s.findOrBuildReplacement(r.arg, r.tc)
		if repl == nil {
			return
		}
		if repl.IsBlockArgument() {
			r.arg.ReplaceAllUsesWith(repl)
			return
		}
		// Uses that come before the replacement in its own block (the
		// materialization itself, say) keep the argument.
		replOp := repl.DefiningOp()
		replBlock := replOp.Block()
		r.arg.ReplaceUsesIf(repl, func(u *ir.OpOperand) bool {
			user := u.Owner()
			return user.Block() != replBlock || replOp.IsBeforeInBlock(user)
		})
	case replaceOp:
		op := r.op
		for _, v := range op.Results() {
			if repl := s.findOrBuildReplacement(v, r.tc); repl != nil {
				v.ReplaceAllUsesWith(repl)
			}
		}
		// The op stays alive (unlinked) until cleanup: the mapping may
		// still refer to it.
		op.Remove()
	}
}

// cleanup erases what committed rewrites only unlinked.
func (s *state) cleanup(r *change) {
	switch r.kind {
	case eraseBlock:
		for _, a := range r.block.Args() {
			a.DropAllUses()
		}
		r.block.DropAllReferences()
	case replaceOp:
		r.op.DropAllReferences()
	}
}
