package rewrite

import (
	"github.com/gomlir/gomlir/ir"
)

// ConstantValue returns the value of a constant-like op (via its folder),
// or nil.
func ConstantValue(op *ir.Operation) ir.Attribute {
	if op == nil || !op.HasTrait(ir.TraitConstantLike) || op.Info().Fold == nil {
		return nil
	}
	res := op.Info().Fold(op, make([]ir.Attribute, op.NumOperands()))
	if len(res) != 1 || res[0].Attr == nil {
		return nil
	}
	return res[0].Attr
}

// ValueConstant returns the constant value v is defined by, or nil.
func ValueConstant(v *ir.Value) ir.Attribute { return ConstantValue(v.DefiningOp()) }

// Fold tries to fold op: the op's folder, then the folds its traits imply
// (constants moved right for commutative ops, involutions, idempotence).
// It returns nil when nothing folded, an empty non-nil slice when op was
// updated in place, or one result per op result.
func Fold(op *ir.Operation) []ir.FoldResult {
	if !op.IsRegistered() {
		return nil
	}
	operands := make([]ir.Attribute, op.NumOperands())
	for i := range operands {
		operands[i] = ValueConstant(op.Operand(i))
	}
	var res []ir.FoldResult
	if f := op.Info().Fold; f != nil {
		res = f(op, operands)
	}
	inPlace := res != nil && (len(res) == 0 || (len(res) == 1 && res[0].Value == op.Result(0) && op.NumResults() == 1))
	if res == nil || inPlace {
		if traitFold(op, operands) {
			return []ir.FoldResult{}
		}
		if inPlace {
			return []ir.FoldResult{}
		}
		return tryTraitValueFolds(op)
	}
	return res
}

// traitFold applies in-place trait folds; currently the commutative one.
func traitFold(op *ir.Operation, operands []ir.Attribute) bool {
	if !op.HasTrait(ir.TraitCommutative) || op.NumOperands() < 2 {
		return false
	}
	first := -1
	for i, a := range operands {
		if a != nil {
			first = i
			break
		}
	}
	if first < 0 {
		return false
	}
	var nonConst, consts []*ir.Value
	for i := first; i < len(operands); i++ {
		if operands[i] == nil {
			nonConst = append(nonConst, op.Operand(i))
		} else {
			consts = append(consts, op.Operand(i))
		}
	}
	if len(nonConst) == 0 {
		return false
	}
	order := append(nonConst, consts...)
	for i, v := range order {
		op.SetOperand(first+i, v)
	}
	return true
}

// tryTraitValueFolds folds op(op(x)) for involutions (to x) and
// idempotent ops (to op(x)).
func tryTraitValueFolds(op *ir.Operation) []ir.FoldResult {
	if op.NumResults() != 1 || op.NumOperands() == 0 {
		return nil
	}
	// Binary idempotent ops: op(x, x) -> x (upstream's foldIdempotent).
	if op.NumOperands() == 2 {
		if op.HasTrait(ir.TraitIdempotent) && op.Operand(0) == op.Operand(1) {
			return []ir.FoldResult{{Value: op.Operand(0)}}
		}
		return nil
	}
	if op.NumOperands() != 1 {
		return nil
	}
	inner := op.Operand(0).DefiningOp()
	if inner == nil || inner.Info() != op.Info() {
		return nil
	}
	switch {
	case op.HasTrait(ir.TraitInvolution):
		return []ir.FoldResult{{Value: inner.Operand(0)}}
	case op.HasTrait(ir.TraitIdempotent):
		return []ir.FoldResult{{Value: op.Operand(0)}}
	}
	return nil
}

// constKey identifies a uniqued constant in a region.
type constKey struct {
	dialect string
	value   ir.Attribute
	typ     ir.Type
}

// Folder de-duplicates constants per insertion region and hoists them to
// the region's entry block, as upstream's OperationFolder.
type Folder struct {
	ctx    *ir.Context
	rw     *Rewriter
	scopes map[*ir.Region]map[constKey]*ir.Operation
	// owned maps the constants the folder knows (all constant-like ops) to
	// their key and insertion region.
	owned map[*ir.Operation]ownedConst
	// spare holds emptied scope tables for reuse (reset).
	spare []map[constKey]*ir.Operation
}

// maxReusedConstants bounds the tables reset keeps: clearing a map costs
// its capacity, so the tables of an unusually large region are dropped
// rather than cleared for every later (small) one.
const maxReusedConstants = 128

type ownedConst struct {
	key    constKey
	region *ir.Region
}

// NewFolder returns a folder whose changes are reported through rw.
func NewFolder(ctx *ir.Context, rw *Rewriter) *Folder {
	return &Folder{ctx: ctx, rw: rw, scopes: map[*ir.Region]map[constKey]*ir.Operation{},
		owned: map[*ir.Operation]ownedConst{}}
}

// reset forgets every constant, keeping the tables for reuse: the greedy
// driver starts each iteration, and each run, with an empty folder.
func (f *Folder) reset() {
	if len(f.owned) > maxReusedConstants {
		f.scopes = map[*ir.Region]map[constKey]*ir.Operation{}
		f.owned = map[*ir.Operation]ownedConst{}
		f.spare = nil
		return
	}
	for _, scope := range f.scopes {
		clear(scope)
		f.spare = append(f.spare, scope)
	}
	clear(f.scopes)
	clear(f.owned)
}

// insertionRegion is the closest enclosing region of an isolated-from-above
// op (or with no parent op), where constants are materialized.
func insertionRegion(b *ir.Block) *ir.Region {
	r := b.Parent()
	for {
		p := r.ParentOp()
		if p == nil || p.HasTrait(ir.TraitIsolatedFromAbove) || !p.IsRegistered() {
			return r
		}
		pr := p.ParentRegion()
		if pr == nil {
			return r
		}
		r = pr
	}
}

// InsertKnownConstant records a constant op; it returns false when op was
// replaced by an equal constant already known (and erased).
func (f *Folder) InsertKnownConstant(op *ir.Operation, value ir.Attribute) bool {
	blk := op.Block()
	if f.isOwned(op) {
		if blk.First() != op && !f.isOwned(op.PrevInBlock()) {
			op.MoveBefore(blk.First())
		}
		return true
	}
	region := insertionRegion(blk)
	scope := f.scopes[region]
	if scope == nil {
		if n := len(f.spare); n > 0 {
			scope = f.spare[n-1]
			f.spare = f.spare[:n-1]
		} else {
			scope = map[constKey]*ir.Operation{}
		}
		f.scopes[region] = scope
	}
	key := constKey{op.Info().Dialect, value, op.Result(0).Type()}
	if existing := scope[key]; existing != nil {
		f.rw.ReplaceOp(op, existing.Results())
		existing.SetLoc(f.ctx.UnknownLoc())
		return false
	}
	entry := region.First()
	// A constant hoisted from another block loses its location, as a merged
	// duplicate does (above); one moved to the front of its own (entry)
	// block keeps it.
	if blk != entry {
		op.MoveBefore(entry.First())
		op.SetLoc(f.ctx.UnknownLoc())
	} else if entry.First() != op && !f.isOwned(op.PrevInBlock()) {
		op.MoveBefore(entry.First())
	}
	scope[key] = op
	f.owned[op] = ownedConst{key, region}
	return true
}

func (f *Folder) isOwned(op *ir.Operation) bool {
	if op == nil || !op.HasTrait(ir.TraitConstantLike) {
		return false
	}
	_, ok := f.owned[op]
	return ok
}

// NotifyRemoval forgets an op that is being erased.
func (f *Folder) NotifyRemoval(op *ir.Operation) {
	if !op.HasTrait(ir.TraitConstantLike) {
		return
	}
	o, ok := f.owned[op]
	if !ok {
		return
	}
	if scope := f.scopes[o.region]; scope[o.key] == op {
		delete(scope, o.key)
	}
	delete(f.owned, op)
}

// SimulateFold folds op with the given constant operands without changing
// it, as upstream's constant propagation calls Operation::fold: an in-place
// fold (undone here) or a failure returns nil.
func SimulateFold(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if !op.IsRegistered() {
		return nil
	}
	var res []ir.FoldResult
	if f := op.Info().Fold; f != nil {
		saved := op.Operands()
		attrs, props := op.Attrs(), op.Props()
		res = f(op, operands)
		inPlace := res != nil && (len(res) == 0 || (op.NumResults() == 1 && len(res) == 1 && res[0].Value == op.Result(0)))
		if inPlace {
			if op.NumOperands() != len(saved) {
				// The fold changed the number of operands (vector.extract
				// drops constant dynamic positions, the folders of
				// affine.delinearize_index drop or add operands).
				op.SetOperands(saved)
			}
			for i, v := range saved {
				if op.Operand(i) != v {
					op.SetOperand(i, v)
				}
			}
			op.SetAttrs(attrs)
			op.SetProps(props)
			res = nil
		}
	}
	if res == nil {
		res = tryTraitValueFolds(op)
	}
	return res
}
