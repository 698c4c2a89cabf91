package transforms

import (
	affined "github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/dialect/arith"
	function "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "normalize-memrefs",
		Name:      "NormalizeMemRefs",
		Summary:   "Normalize memrefs",
		OpName:    "builtin.module",
		Dependent: []string{"affine"},
		New:       func() (pass.Pass, *pass.Options) { return normalizeMemRefs{}, &pass.Options{} },
	})
}

// normalizeMemRefs is upstream's NormalizeMemRefs: the memrefs of the
// functions whose memref uses are all MemRefsNormalizable (and of the
// functions they call or are called by) get identity layouts: allocs,
// arguments, results of normalizable ops and call results take the
// normalized type, and the accesses index it through the old layout.
type normalizeMemRefs struct{}

// normState is the state of one run.
type normState struct {
	ctx    *ir.Context
	module *ir.Operation
}

func (normalizeMemRefs) Run(module *ir.Operation, st *pass.State) error {
	s := &normState{ctx: st.Ctx, module: module}
	var funcs []*ir.Operation
	module.Each(func(o *ir.Operation) {
		if o.Name() == "func.func" {
			funcs = append(funcs, o)
		}
	})
	normalizable := map[*ir.Operation]bool{}
	for _, f := range funcs {
		normalizable[f] = true
	}
	for _, f := range funcs {
		if normalizable[f] && !s.areMemRefsNormalizable(f) {
			s.setCalleesAndCallersNonNormalizable(f, normalizable)
		}
	}
	for _, f := range funcs {
		if normalizable[f] {
			s.normalizeFunc(f)
		}
	}
	return nil
}

func isExternal(f *ir.Operation) bool { return f.Region(0).First() == nil }

// identityLayout is MemRefLayoutAttrInterface::isIdentity.
func identityLayout(t *ir.MemRefType) bool { return t.HasIdentityLayout() }

// usersNormalizable is upstream's isMemRefNormalizable.
func usersNormalizable(v *ir.Value) bool {
	for u := v.FirstUse(); u != nil; u = u.Next() {
		if !u.Owner().HasTrait(ir.TraitMemRefsNormalizable) {
			return false
		}
	}
	return true
}

// normalizableValue reports whether v is not a memref of a non-identity
// layout, or only used by normalizable ops.
func normalizableValue(v *ir.Value) bool {
	t, ok := v.Type().(*ir.MemRefType)
	return !ok || identityLayout(t) || usersNormalizable(v)
}

func (s *normState) areMemRefsNormalizable(f *ir.Operation) bool {
	if isExternal(f) {
		return true
	}
	ok := f.Walk(func(o *ir.Operation) ir.WalkResult {
		if o.Name() == "memref.alloc" && !normalizableValue(o.Result(0)) {
			return ir.WalkInterrupt
		}
		return ir.WalkAdvance
	})
	if !ok {
		return false
	}
	ok = f.Walk(func(o *ir.Operation) ir.WalkResult {
		if o.Name() == "func.call" {
			for _, r := range o.Results() {
				if !normalizableValue(r) {
					return ir.WalkInterrupt
				}
			}
		}
		return ir.WalkAdvance
	})
	if !ok {
		return false
	}
	for _, a := range f.Region(0).First().Args() {
		if !normalizableValue(a) {
			return false
		}
	}
	return true
}

// symbolUses returns the uses of f's symbol in the module.
func (s *normState) symbolUses(f *ir.Operation) []ir.SymbolUse {
	name, _ := ir.SymbolName(f)
	all, _ := ir.SymbolUsesInRegion(s.ctx, s.module.Region(0))
	var out []ir.SymbolUse
	for _, u := range all {
		if u.Ref.Root == name && len(u.Ref.Nested) == 0 {
			out = append(out, u)
		}
	}
	return out
}

func parentFunc(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == "func.func" {
			return p
		}
	}
	return nil
}

func (s *normState) setCalleesAndCallersNonNormalizable(f *ir.Operation, normalizable map[*ir.Operation]bool) {
	if !normalizable[f] {
		return
	}
	delete(normalizable, f)
	for _, u := range s.symbolUses(f) {
		if p := parentFunc(u.User); p != nil && normalizable[p] {
			s.setCalleesAndCallersNonNormalizable(p, normalizable)
		}
	}
	f.Each(func(o *ir.Operation) {
		if o.Name() != "func.call" {
			return
		}
		callee, _ := o.InherentAttr("callee").(*ir.SymbolRefAttr)
		if callee == nil {
			return
		}
		for g := range normalizable {
			if name, _ := ir.SymbolName(g); name == callee.Root {
				s.setCalleesAndCallersNonNormalizable(g, normalizable)
				break
			}
		}
	})
}

// layoutMap is the affine map of a memref's layout.
func layoutMapOf(ctx *ir.Context, t *ir.MemRefType) *affine.Map {
	if m, ok := t.Layout.(*ir.AffineMapAttr); ok {
		return m.Map
	}
	if l, ok := t.Layout.(*ir.StridedLayoutAttr); ok {
		return memref.StridedLinearLayoutMap(ctx, l.Strides, l.Offset)
	}
	return affine.MultiDimIdentityMap(ctx, len(t.Shape))
}

func (s *normState) normalizeFunc(f *ir.Operation) {
	var allocs []*ir.Operation
	f.Each(func(o *ir.Operation) {
		if o.Name() == "memref.alloc" {
			allocs = append(allocs, o)
		}
	})
	for _, a := range allocs {
		s.normalizeAlloc(a)
	}
	ft := function.FunctionType(f)
	external := isExternal(f)
	var inputs []ir.Type
	for i, t := range ft.Inputs {
		mt, ok := t.(*ir.MemRefType)
		if !ok {
			inputs = append(inputs, t)
			continue
		}
		nt := s.normalizeType(mt, 0)
		if nt == mt || external {
			inputs = append(inputs, nt)
			continue
		}
		body := f.Region(0).First()
		newArg := body.InsertArg(i, nt, body.Arg(i).Loc())
		oldArg := body.Arg(i + 1)
		if !s.replaceUses(oldArg, newArg, layoutMapOf(s.ctx, mt), nil, true) {
			body.EraseArg(i)
			continue
		}
		body.EraseArg(i + 1)
	}
	if !external {
		var ops []*ir.Operation
		f.Each(func(o *ir.Operation) {
			if o.HasTrait(ir.TraitMemRefsNormalizable) && o.NumResults() > 0 && o.Name() != "func.call" {
				ops = append(ops, o)
			}
		})
		for _, o := range ops {
			s.normalizeResults(o)
		}
	} else {
		var results []ir.Type
		for _, t := range ft.Results {
			if mt, ok := t.(*ir.MemRefType); ok {
				t = s.normalizeType(mt, 0)
			}
			results = append(results, t)
		}
		setFunctionType(s.ctx, f, s.ctx.FunctionType(inputs, results))
	}
	s.updateFunctionSignature(f)
}

func setFunctionType(ctx *ir.Context, f *ir.Operation, t *ir.FunctionType) {
	f.SetInherentAttr(ctx, "function_type", ctx.TypeAttr(t))
}

// normalizeResults is createOpResultsNormalized and the replacement of
// the old results: op is recreated with normalized memref result types.
func (s *normState) normalizeResults(op *ir.Operation) {
	types := make([]ir.Type, op.NumResults())
	changed := false
	for i, r := range op.Results() {
		types[i] = r.Type()
		if mt, ok := r.Type().(*ir.MemRefType); ok {
			if nt := s.normalizeType(mt, 0); nt != mt {
				types[i], changed = nt, true
			}
		}
	}
	if !changed {
		return
	}
	b := ir.NewBuilder(s.ctx)
	b.SetInsertionPoint(op)
	st := &ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: op.Operands(), Types: types, Attrs: op.AllAttrs()}
	for i := 0; i < op.NumRegions(); i++ {
		st.AddRegion().TakeBody(op.Region(i))
	}
	newOp := b.Create(st)
	failed := false
	for i, r := range op.Results() {
		mt, ok := r.Type().(*ir.MemRefType)
		if !ok || mt == newOp.Result(i).Type() {
			continue
		}
		if !s.replaceUses(r, newOp.Result(i), layoutMapOf(s.ctx, mt), nil, true) {
			newOp.Erase()
			failed = true
		}
	}
	if !failed {
		op.ReplaceAllUsesWith(newOp.Results())
		op.Erase()
	}
}

func (s *normState) updateFunctionSignature(f *ir.Operation) {
	ft := function.FunctionType(f)
	results := append([]ir.Type(nil), ft.Results...)
	external := isExternal(f)
	var newType *ir.FunctionType
	if !external {
		var args []ir.Type
		for _, a := range f.Region(0).First().Args() {
			args = append(args, a.Type())
		}
		f.Each(func(o *ir.Operation) {
			if o.Name() != "func.return" {
				return
			}
			for i, v := range o.Operands() {
				mt, ok := v.Type().(*ir.MemRefType)
				if !ok || i >= len(results) || ir.Type(mt) == results[i] {
					continue
				}
				if identityLayout(mt) {
					results[i] = mt
				}
			}
		})
		newType = s.ctx.FunctionType(args, results)
	}
	var toUpdate []*ir.Operation
	seen := map[*ir.Operation]bool{}
	for _, u := range s.symbolUses(f) {
		call := u.User
		if call.Name() != "func.call" {
			continue
		}
		b := ir.NewBuilder(s.ctx)
		b.SetInsertionPoint(call)
		newCall := function.BuildCallOp(b, call.Loc(), call.Operands(), results,
			ir.NamedAttr{Name: "callee", Value: call.InherentAttr("callee")}).Operation
		failed, changed := false, false
		for i, old := range call.Results() {
			if old.Type() == newCall.Result(i).Type() {
				continue
			}
			m := layoutMapOf(s.ctx, old.Type().(*ir.MemRefType))
			if !s.replaceUses(old, newCall.Result(i), m, nil, true) {
				newCall.Erase()
				failed = true
				break
			}
			changed = true
		}
		if failed {
			continue
		}
		call.ReplaceAllUsesWith(newCall.Results())
		call.Erase()
		if p := parentFunc(newCall); changed && p != nil && !seen[p] {
			seen[p] = true
			toUpdate = append(toUpdate, p)
		}
	}
	if !external {
		setFunctionType(s.ctx, f, newType)
	}
	for _, p := range toUpdate {
		s.updateFunctionSignature(p)
	}
}

// normalizeAlloc is upstream's normalizeMemRef for a memref.alloc.
func (s *normState) normalizeAlloc(alloc *ir.Operation) {
	t := alloc.Result(0).Type().(*ir.MemRefType)
	dynSizes, symOperands := ods.OperandGroup(alloc, 0), ods.OperandGroup(alloc, 1)
	nt := s.normalizeType(t, len(symOperands))
	if nt == t {
		return
	}
	m := layoutMapOf(s.ctx, t)
	b := ir.NewBuilder(s.ctx)
	b.SetInsertionPoint(alloc)
	var attrs []ir.NamedAttr
	if a := alloc.InherentAttr("alignment"); a != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "alignment", Value: a})
	}
	var sizes []*ir.Value
	if numDynamic(nt) > 0 && len(tileSizePos(m)) > 0 {
		sizes = s.newDynamicSizes(t, nt, m, alloc, dynSizes, b)
	}
	newAlloc := memref.BuildAllocOp(b, alloc.Loc(), sizes, nil, nt, attrs...).Operation
	old := alloc.Result(0)
	if !s.replaceUses(old, newAlloc.Result(0), m, symOperands, false) {
		newAlloc.Erase()
		return
	}
	old.ReplaceAllUsesWith(newAlloc.Result(0))
	alloc.Erase()
}

func numDynamic(t *ir.MemRefType) int {
	n := 0
	for _, d := range t.Shape {
		if d == ir.Dynamic {
			n++
		}
	}
	return n
}

// tilePos is a tile of a tiled layout: the tile size and the positions of
// the floordiv and mod results.
type tilePos struct {
	size          affine.Expr
	floordiv, mod int
}

// tileSizePos is upstream's getTileSizePos: the tiles of a tiled layout
// map (empty when the map is not one).
func tileSizePos(m *affine.Map) []tilePos {
	type fdiv struct {
		lhs, rhs affine.Expr
		pos      int
	}
	var fdivs []fdiv
	for i, e := range m.Results {
		if b, ok := e.(*affine.BinaryExpr); ok && b.Op == affine.KindFloorDiv {
			if _, c := b.RHS.(*affine.ConstantExpr); c {
				fdivs = append(fdivs, fdiv{b.LHS, b.RHS, i})
			}
		}
	}
	var out []tilePos
	for _, fd := range fdivs {
		found := false
		for pos, e := range m.Results {
			if pos == fd.pos {
				continue
			}
			notTiled := false
			affine.Walk(e, func(sub affine.Expr) {
				if sub != fd.lhs {
					return
				}
				b, ok := e.(*affine.BinaryExpr)
				switch {
				case !ok || b.Op != affine.KindMod:
					notTiled = true
				case b.LHS == fd.lhs && b.RHS == fd.rhs:
					if found {
						notTiled = true
					} else {
						out = append(out, tilePos{b.RHS, fd.pos, pos})
						found = true
					}
				default:
					notTiled = true
				}
			})
			if notTiled {
				return nil
			}
		}
	}
	return out
}

// normalizeType is upstream's normalizeMemRefType: the memref type of the
// layout's index space with an identity layout (t itself when the layout
// is the identity or cannot be normalized).
func (s *normState) normalizeType(t *ir.MemRefType, numSymbols int) *ir.MemRefType {
	rank := len(t.Shape)
	if rank == 0 || identityLayout(t) {
		return t
	}
	m := layoutMapOf(s.ctx, t)
	if numDynamic(t) > 0 && len(tileSizePos(m)) == 0 {
		return t
	}
	newRank := len(m.Results)
	// Columns: the old dimensions, the new ones, the symbols, then the
	// locals of the layout's divisions.
	f := affined.NewFlatConstraints(make([]*ir.Value, rank+newRank), make([]*ir.Value, numSymbols))
	row := func() []int64 { return make([]int64, f.NumVars()+1) }
	var dynDims []int
	for d, size := range t.Shape {
		if size > 0 {
			lb := row()
			lb[d] = 1
			f.AddInequality(lb)
			ub := row()
			ub[d], ub[len(ub)-1] = -1, size-1
			f.AddInequality(ub)
		} else {
			dynDims = append(dynDims, d)
		}
	}
	flats, divs, ok := affine.FlattenWithDivisions(s.ctx, m.Results, m.NumDims, m.NumSymbols)
	if !ok || m.NumDims != rank || m.NumSymbols != numSymbols {
		return t
	}
	cols := make([]int, rank+numSymbols+len(divs))
	for i := 0; i < rank; i++ {
		cols[i] = i
	}
	for i := 0; i < numSymbols; i++ {
		cols[rank+i] = rank + newRank + i
	}
	for k := range divs {
		cols[rank+numSymbols+k] = f.AppendLocal()
	}
	toRow := func(flat []int64) []int64 {
		r := row()
		for j, v := range flat[:len(flat)-1] {
			r[cols[j]] += v
		}
		r[len(r)-1] = flat[len(flat)-1]
		return r
	}
	for k, d := range divs {
		q := cols[rank+numSymbols+k]
		lower := toRow(d.Dividend)
		lower[q] -= d.Divisor
		upper := make([]int64, len(lower))
		for j, v := range lower {
			upper[j] = -v
		}
		upper[len(upper)-1] += d.Divisor - 1
		f.AddInequality(lower)
		f.AddInequality(upper)
	}
	for i, flat := range flats {
		eq := toRow(flat)
		for j := range eq {
			eq[j] = -eq[j]
		}
		eq[rank+i] = 1
		f.AddEquality(eq)
	}
	shape := make([]int64, newRank)
	for d := range shape {
		if dependsOnDims(m.Results[d], dynDims) {
			shape[d] = ir.Dynamic
			continue
		}
		ub, ok := f.ConstantBound(rank+d, true)
		if !ok || ub < 0 {
			return t
		}
		shape[d] = ub + 1
	}
	return s.ctx.MemRefType(shape, t.Elem, nil, t.MemorySpace)
}

// dependsOnDims is upstream's isNormalizedMemRefDynamicDim.
func dependsOnDims(e affine.Expr, dims []int) bool {
	found := false
	affine.Walk(e, func(sub affine.Expr) {
		if d, ok := sub.(*affine.DimExpr); ok {
			for _, dd := range dims {
				if d.Pos == dd {
					found = true
				}
			}
		}
	})
	return found
}

// newDynamicSizes is upstream's createNewDynamicSizes: the sizes of the
// dynamic dimensions of the normalized type, as affine.apply ops of the
// layout's tile expressions (floordiv becomes ceildiv, mod its tile size)
// over the old sizes.
func (s *normState) newDynamicSizes(old, nt *ir.MemRefType, m *affine.Map, alloc *ir.Operation, dynSizes []*ir.Value, b *ir.Builder) []*ir.Value {
	var in []*ir.Value
	dyn := 0
	for _, size := range old.Shape {
		if size < 0 {
			in = append(in, dynSizes[dyn])
			dyn++
			continue
		}
		c := arith.BuildConstantOp(b, alloc.Loc(), s.ctx.IndexType(),
			ir.NamedAttr{Name: "value", Value: s.ctx.IntAttr(s.ctx.IndexType(), size)})
		in = append(in, c.Result())
	}
	tiles := tileSizePos(m)
	var out []*ir.Value
	for d, e := range m.Results {
		if nt.Shape[d] >= 0 {
			continue
		}
		expr := e
		for _, tp := range tiles {
			bin, _ := e.(*affine.BinaryExpr)
			switch {
			case d == tp.floordiv && bin != nil:
				expr = affine.CeilDiv(s.ctx, bin.LHS, bin.RHS)
			case d == tp.mod && bin != nil:
				expr = bin.RHS
			}
		}
		sizeMap := affine.Get(s.ctx, m.NumDims, m.NumSymbols, []affine.Expr{expr})
		apply := affined.BuildApplyOp(b, alloc.Loc(), in, s.ctx.IndexType(),
			ir.NamedAttr{Name: "map", Value: s.ctx.AffineMapAttr(sizeMap)})
		out = append(out, apply.Result())
	}
	return out
}

// replaceUses is upstream's replaceAllMemRefUsesWith with the
// non-dereferencing uses allowed: it replaces old by repl in its users: the affine accesses
// index repl through remap(old indices, symbols); the other users must be
// MemRefsNormalizable and get repl as the operand. Deallocs are left
// alone unless inDealloc.
func (s *normState) replaceUses(old, repl *ir.Value, remap *affine.Map, symbols []*ir.Value, inDealloc bool) bool {
	var users []*ir.Operation
	seen := map[*ir.Operation]bool{}
	for u := old.FirstUse(); u != nil; u = u.Next() {
		op := u.Owner()
		if op.Name() == "memref.dealloc" && !inDealloc {
			continue
		}
		if !affined.IsAffineMapAccess(op, old) && !op.HasTrait(ir.TraitMemRefsNormalizable) {
			return false
		}
		if !seen[op] {
			seen[op] = true
			users = append(users, op)
		}
	}
	for _, op := range users {
		if affined.IsAffineMapAccess(op, old) {
			affined.ReplaceMemRefInOp(s.ctx, op, old, repl, nil, remap, nil, symbols)
			continue
		}
		for i, v := range op.Operands() {
			if v == old {
				op.SetOperand(i, repl)
				break
			}
		}
	}
	return true
}
