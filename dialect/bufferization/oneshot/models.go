package oneshot

import (
	affinedialect "github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/bufferization"
	"github.com/gomlir/gomlir/dialect/linalg"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/dialect/tensor"
	"github.com/gomlir/gomlir/dialect/vector"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
	"github.com/gomlir/gomlir/ods"
)

// attach adds the given models to the specs of ops (by name).
func attach(ops []*ods.Op, models map[string]any) {
	for _, op := range ops {
		if m, ok := models[op.Name]; ok {
			op.Interfaces = append(op.Interfaces, m)
		}
	}
}

// recreate builds a copy of op (same name and properties, as upstream's
// builders without the discardable attributes) with new operands and
// result types; regions are moved from op.
func recreate(rw *Rewriter, op *ir.Operation, operands []*ir.Value, types []ir.Type) *ir.Operation {
	return recreateWith(rw, op, operands, types, false)
}

// recreateWith is recreate, keeping the discardable attributes when
// discardable is set (upstream's copies of op->getAttrs()).
func recreateWith(rw *Rewriter, op *ir.Operation, operands []*ir.Value, types []ir.Type, discardable bool) *ir.Operation {
	st := &ir.OperationState{Loc: op.Loc(), Name: op.Info(), Operands: operands, Types: types, Props: op.Props()}
	if d := op.Attrs(); d != nil && discardable {
		st.Attrs = append(st.Attrs, d.Entries...)
	}
	for i := 0; i < op.NumRegions(); i++ {
		r := st.AddRegion()
		r.TakeBody(op.Region(i))
	}
	return rw.Create(st)
}

// readOnly is a model of ops that read their tensor operands and create
// no alias.
type readOnly struct {
	bufferize func(op *ir.Operation, rw *Rewriter) error
}

func (readOnly) BufferizesToMemoryRead(*ir.OpOperand, *State) bool    { return true }
func (readOnly) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool   { return false }
func (readOnly) AliasingValues(*ir.OpOperand, *State) []AliasingValue { return nil }
func (m readOnly) Bufferize(op *ir.Operation, rw *Rewriter) error     { return m.bufferize(op, rw) }

// metadataOnly is a model of ops reading only a tensor's shape.
type metadataOnly struct{ readOnly }

func (metadataOnly) BufferizesToMemoryRead(*ir.OpOperand, *State) bool { return false }

// bufferizeOperandsInto replaces op by newName applied to the buffers of
// its tensor operands (the rest unchanged), with the same results.
func bufferizeOperandsInto(newName string) func(op *ir.Operation, rw *Rewriter) error {
	return func(op *ir.Operation, rw *Rewriter) error {
		operands := op.Operands()
		if err := rw.tensorsToBuffers(operands); err != nil {
			return err
		}
		rw.SetInsertionPoint(op)
		n := createMemOp(rw, op.Loc(), newName, operands, op.ResultTypes())
		rw.ReplaceOpWithBuffers(op, n.Results())
		return nil
	}
}

// createMemOp creates a memref op; loads and stores get the nontemporal
// flag upstream's builders always set.
func createMemOp(rw *Rewriter, loc ir.Location, name string, operands []*ir.Value, types []ir.Type) *ir.Operation {
	st := &ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp(name), Operands: operands, Types: types}
	if name == "memref.load" || name == "memref.store" {
		st.Attrs = []ir.NamedAttr{{Name: "nontemporal", Value: rw.Ctx.BoolAttr(false)}}
	}
	return rw.Create(st)
}

// allocating is a model of ops whose result is a new buffer.
type allocating struct {
	bufferize func(op *ir.Operation, rw *Rewriter) error
	writable  bool
	write     bool
}

func (allocating) BufferizesToMemoryRead(*ir.OpOperand, *State) bool      { return true }
func (allocating) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool     { return false }
func (allocating) AliasingValues(*ir.OpOperand, *State) []AliasingValue   { return nil }
func (allocating) BufferizesToAllocation(*ir.Value) bool                  { return true }
func (m allocating) ResultBufferizesToMemoryWrite(*ir.Value, *State) bool { return m.write }
func (m allocating) IsWritable(*ir.Value, *State) bool                    { return m.writable }
func (m allocating) Bufferize(op *ir.Operation, rw *Rewriter) error       { return m.bufferize(op, rw) }

// dstModel is upstream's DstBufferizableOpInterfaceExternalModel: inits
// are written and alias their tied results; reads are decided by read.
type dstModel struct {
	read      func(u *ir.OpOperand) bool
	bufferize func(op *ir.Operation, rw *Rewriter) error
	// init, when not 0, is the single init operand (tied to result 0) of
	// an op without DestinationStyleOpInterface.
	init int
}

func (m dstModel) inits(op *ir.Operation) (int, int) {
	if m.init != 0 {
		if op.NumResults() == 0 {
			return m.init, 0
		}
		return m.init, 1
	}
	return dpsInits(op)
}

func (m dstModel) isInit(u *ir.OpOperand) bool {
	start, n := m.inits(u.Owner())
	return u.Index() >= start && u.Index() < start+n
}

func dpsInits(op *ir.Operation) (int, int) {
	d, ok := ir.OpInterface[ir.DestinationStyleOpInterface](op)
	if !ok {
		return 0, 0
	}
	return d.DpsInits(op)
}

func isDpsInit(u *ir.OpOperand) bool {
	start, n := dpsInits(u.Owner())
	return u.Index() >= start && u.Index() < start+n
}

func (m dstModel) BufferizesToMemoryRead(u *ir.OpOperand, _ *State) bool {
	if m.read != nil {
		return m.read(u)
	}
	return true
}
func (m dstModel) BufferizesToMemoryWrite(u *ir.OpOperand, _ *State) bool { return m.isInit(u) }
func (m dstModel) AliasingValues(u *ir.OpOperand, _ *State) []AliasingValue {
	if !m.isInit(u) {
		return nil
	}
	start, _ := m.inits(u.Owner())
	return []AliasingValue{{u.Owner().Result(u.Index() - start), RelEquivalent, true}}
}
func (m dstModel) Bufferize(op *ir.Operation, rw *Rewriter) error { return m.bufferize(op, rw) }

// aliasOnly is a model of ops whose single result aliases operand 0
// without reading or writing it (casts, views).
type aliasOnly struct {
	rel        Relation
	bufferize  func(op *ir.Operation, rw *Rewriter) error
	bufferType func(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error)
}

func (aliasOnly) BufferizesToMemoryRead(*ir.OpOperand, *State) bool  { return false }
func (aliasOnly) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool { return false }
func (m aliasOnly) AliasingValues(u *ir.OpOperand, _ *State) []AliasingValue {
	if u.Index() != 0 {
		return nil
	}
	return []AliasingValue{{u.Owner().Result(0), m.rel, true}}
}
func (m aliasOnly) Bufferize(op *ir.Operation, rw *Rewriter) error { return m.bufferize(op, rw) }
func (m aliasOnly) BufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	return m.bufferType(ctx, v, opts, stack)
}

// tensor dialect

func staticOf(list []ir.FoldResult) []int64 {
	out := make([]int64, len(list))
	for i, f := range list {
		out[i] = ir.Dynamic
		if ia, ok := f.Attr.(*ir.IntegerAttr); ok && f.Value == nil {
			out[i] = ia.Int64()
		}
	}
	return out
}

func dynamicOf(list []ir.FoldResult) []*ir.Value {
	var out []*ir.Value
	for _, f := range list {
		if f.Value != nil {
			out = append(out, f.Value)
		}
	}
	return out
}

// rankReducedSubviewType is upstream's SubViewOp::inferRankReducedResultType.
func rankReducedSubviewType(ctx *ir.Context, shape []int64, src *ir.MemRefType, offs, sizes, strides []ir.FoldResult) *ir.MemRefType {
	inferred := memref.SubviewResultType(ctx, src, staticOf(offs), staticOf(sizes), staticOf(strides))
	if len(inferred.Shape) == len(shape) {
		return inferred
	}
	layout := inferred.Layout.(*ir.StridedLayoutAttr)
	var kept []int64
	j := 0
	for i, d := range inferred.Shape {
		if j < len(shape) && d == shape[j] {
			kept = append(kept, layout.Strides[i])
			j++
		}
	}
	return ctx.MemRefType(shape, inferred.Elem, ctx.StridedLayoutAttr(layout.Offset, kept), inferred.MemorySpace)
}

func buildSubview(rw *Rewriter, loc ir.Location, t ir.Type, src *ir.Value, offs, sizes, strides []ir.FoldResult) *ir.Value {
	c := rw.Ctx
	return memref.BuildSubViewOp(rw.Builder, loc, src, dynamicOf(offs), dynamicOf(sizes), dynamicOf(strides), t,
		ir.NamedAttr{Name: "static_offsets", Value: c.DenseI64Array(staticOf(offs))},
		ir.NamedAttr{Name: "static_sizes", Value: c.DenseI64Array(staticOf(sizes))},
		ir.NamedAttr{Name: "static_strides", Value: c.DenseI64Array(staticOf(strides))}).Result()
}

func mixedLists(op *ir.Operation) (offs, sizes, strides []ir.FoldResult) {
	o, _ := ir.OpInterface[ir.OffsetSizeAndStrideOpInterface](op)
	return o.MixedOffsetsSizesStrides(op)
}

func extractSliceBufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	op := v.DefiningOp()
	src, err := BufferType(ctx, op.Operand(0), opts, stack)
	if err != nil {
		return nil, err
	}
	sm, ok := src.(*ir.MemRefType)
	if !ok {
		return nil, op.EmitError("expected a ranked memref")
	}
	offs, sizes, strides := mixedLists(op)
	return rankReducedSubviewType(ctx, v.Type().(*ir.RankedTensorType).Shape, sm, offs, sizes, strides), nil
}

func bufferizeExtractSlice(op *ir.Operation, rw *Rewriter) error {
	src, err := rw.GetBuffer(op.Operand(0))
	if err != nil {
		return err
	}
	t, err := rw.BufferType(op.Result(0))
	if err != nil {
		return err
	}
	offs, sizes, strides := mixedLists(op)
	rw.SetInsertionPoint(op)
	sv := buildSubview(rw, op.Loc(), t, src, offs, sizes, strides)
	rw.ReplaceOpWithBuffers(op, []*ir.Value{sv})
	return nil
}

func castBufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	op := v.DefiningOp()
	src, err := BufferType(ctx, op.Operand(0), opts, stack)
	if err != nil {
		return nil, err
	}
	var space ir.Attribute
	var layout ir.Attribute
	switch s := src.(type) {
	case *ir.MemRefType:
		space, layout = s.MemorySpace, s.Layout
	case *ir.UnrankedMemRefType:
		space = s.MemorySpace
	}
	rt, ok := v.Type().(*ir.RankedTensorType)
	if isUnranked(op.Operand(0).Type()) || !ok {
		return dynamicMemRef(ctx, v.Type(), space), nil
	}
	return ctx.MemRefType(rt.Shape, rt.Elem, layout, space), nil
}

func bufferizeCast(op *ir.Operation, rw *Rewriter) error {
	src, err := rw.GetBuffer(op.Operand(0))
	if err != nil {
		return err
	}
	t, err := rw.BufferType(op.Result(0))
	if err != nil {
		return err
	}
	rw.SetInsertionPoint(op)
	c := memref.BuildCastOp(rw.Builder, op.Loc(), src, t)
	rw.ReplaceOpWithBuffers(op, []*ir.Value{c.Result(0)})
	return nil
}

func bufferizeEmpty(op *ir.Operation, rw *Rewriter) error {
	if op.UseEmpty() {
		rw.EraseOp(op)
		return nil
	}
	rw.SetInsertionPoint(op)
	a, err := rw.AllocateTensorForShapedValue(op.Loc(), op.Result(0), false)
	if err != nil {
		return err
	}
	rw.ReplaceOp(op, []*ir.Value{a})
	return nil
}

func bufferizeInsert(op *ir.Operation, rw *Rewriter) error {
	dst, err := rw.GetBuffer(op.Operand(1))
	if err != nil {
		return err
	}
	rw.SetInsertionPoint(op)
	operands := append([]*ir.Value{op.Operand(0), dst}, op.Operands()[2:]...)
	createMemOp(rw, op.Loc(), "memref.store", operands, nil)
	rw.ReplaceOpWithBuffers(op, []*ir.Value{dst})
	return nil
}

func insertSliceReadsDest(u *ir.OpOperand) bool {
	op := u.Owner()
	if u.Index() == 0 {
		return true
	}
	offs, sizes, strides := mixedLists(op)
	shape := op.Operand(1).Type().(*ir.RankedTensorType).Shape
	for _, o := range staticOf(offs) {
		if o != 0 {
			return true
		}
	}
	for i, s := range staticOf(sizes) {
		if s == ir.Dynamic || i >= len(shape) || s != shape[i] {
			return true
		}
	}
	for _, s := range staticOf(strides) {
		if s != 1 {
			return true
		}
	}
	return false
}

func bufferizeInsertSlice(op *ir.Operation, rw *Rewriter) error {
	dst, err := rw.GetBuffer(op.Operand(1))
	if err != nil {
		return err
	}
	offs, sizes, strides := mixedLists(op)
	rw.SetInsertionPoint(op)
	st := rankReducedSubviewType(rw.Ctx, op.Operand(0).Type().(*ir.RankedTensorType).Shape, dst.Type().(*ir.MemRefType), offs, sizes, strides)
	sv := buildSubview(rw, op.Loc(), st, dst, offs, sizes, strides)
	src, err := rw.GetBuffer(op.Operand(0))
	if err != nil {
		return err
	}
	rw.SetInsertionPoint(op)
	rw.CreateMemCpy(op.Loc(), src, sv)
	rw.ReplaceOpWithBuffers(op, []*ir.Value{dst})
	return nil
}

// insertSliceSubset is tensor.insert_slice's SubsetInsertionOpInterface.
type insertSliceSubset struct{ dstModel }

func (insertSliceSubset) SubsetOperands(op *ir.Operation) (*ir.OpOperand, *ir.OpOperand) {
	return op.OpOperand(0), op.OpOperand(1)
}

func (insertSliceSubset) IsEquivalentSubset(op *ir.Operation, v *ir.Value, equiv func(a, b *ir.Value) bool) bool {
	ex := v.DefiningOp()
	if ex == nil || ex.Name() != "tensor.extract_slice" || !equiv(ex.Operand(0), op.Operand(1)) {
		return false
	}
	a1, a2, a3 := mixedLists(ex)
	b1, b2, b3 := mixedLists(op)
	return sameMixed(a1, b1) && sameMixed(a2, b2) && sameMixed(a3, b3)
}

func sameMixed(a, b []ir.FoldResult) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Value != b[i].Value || (a[i].Value == nil && a[i].Attr != b[i].Attr) {
			return false
		}
	}
	return true
}

func bufferizeFromElements(op *ir.Operation, rw *Rewriter) error {
	tt := op.Result(0).Type().(*ir.RankedTensorType)
	loc := op.Loc()
	rw.SetInsertionPoint(op)
	alloc, err := rw.AllocateTensorForShapedValue(loc, op.Result(0), false)
	if err != nil {
		return err
	}
	mt, err := rw.BufferType(alloc)
	if err != nil {
		return err
	}
	buf := bufferization.BuildToBufferOp(rw.Builder, loc, alloc, mt).Buffer()
	elems := op.Operands()
	store := func(v *ir.Value, idx []*ir.Value) {
		createMemOp(rw, loc, "memref.store", append([]*ir.Value{v, buf}, idx...), nil)
	}
	if len(elems) == 0 {
		rw.ReplaceOpWithBuffers(op, []*ir.Value{buf})
		return nil
	}
	if len(tt.Shape) == 0 {
		store(elems[0], nil)
		rw.ReplaceOpWithBuffers(op, []*ir.Value{buf})
		return nil
	}
	maxDim := int64(0)
	for _, d := range tt.Shape {
		if d > maxDim {
			maxDim = d
		}
	}
	consts := make([]*ir.Value, maxDim)
	for i := range consts {
		consts[i] = ConstantIndex(rw.Builder, loc, int64(i))
	}
	idx := make([]*ir.Value, len(tt.Shape))
	for i := range idx {
		idx[i] = consts[0]
	}
	next := 0
	var rec func(dim int)
	rec = func(dim int) {
		for i := int64(0); i < tt.Shape[dim]; i++ {
			idx[dim] = consts[i]
			if dim == len(tt.Shape)-1 {
				store(elems[next], append([]*ir.Value(nil), idx...))
				next++
			} else {
				rec(dim + 1)
			}
		}
	}
	rec(0)
	rw.ReplaceOpWithBuffers(op, []*ir.Value{buf})
	return nil
}

// arith dialect

func bufferizeConstant(op *ir.Operation, rw *Rewriter) error {
	tt, ok := op.Result(0).Type().(*ir.RankedTensorType)
	if !ok {
		return ErrReported
	}
	space, ok := rw.Opts.DefaultMemorySpace(tt)
	if !ok {
		return op.EmitError("could not infer memory space")
	}
	var module *ir.Operation
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == "builtin.module" {
			module = p
			break
		}
	}
	if module == nil {
		return ErrReported
	}
	g := rw.globalFor(module, op, tt, space)
	rw.SetInsertionPoint(op)
	sym, _ := ir.SymbolName(g)
	gt := g.InherentAttr("type").(*ir.TypeAttr).Type
	get := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("memref.get_global"), Types: []ir.Type{gt},
		Attrs: []ir.NamedAttr{{Name: "name", Value: rw.Ctx.SymbolRefAttr(sym, nil)}}})
	rw.ReplaceOpWithBuffers(op, get.Results())
	return nil
}

func init() {
	attach(arith.Dialect.Ops, map[string]any{
		"arith.constant":   allocating{bufferize: bufferizeConstant, write: true},
		"arith.select":     selectModel{},
		"arith.index_cast": aliasOnly{rel: RelEquivalent, bufferize: bufferizeIndexCast, bufferType: equivalentOperandType},
	})
	attach(tensor.Dialect.Ops, map[string]any{
		"tensor.empty":         allocating{bufferize: bufferizeEmpty, writable: true},
		"tensor.from_elements": allocating{bufferize: bufferizeFromElements, writable: true, write: true},
		"tensor.generate":      allocating{bufferize: bufferizeGenerate, writable: true, write: true},
		"tensor.splat":         allocating{bufferize: bufferizeSplat, writable: true, write: true},
		"tensor.pad":           padModel{allocating{bufferize: bufferizePad, writable: true, write: true}},
		"tensor.concat":        allocating{bufferize: bufferizeConcat, writable: true, write: true},
		"tensor.extract": readOnly{func(op *ir.Operation, rw *Rewriter) error {
			return bufferizeOperandsInto("memref.load")(op, rw)
		}},
		"tensor.dim":  metadataOnly{readOnly{bufferizeOperandsInto("memref.dim")}},
		"tensor.rank": metadataOnly{readOnly{bufferizeOperandsInto("memref.rank")}},
		"tensor.cast": aliasOnly{rel: RelEquivalent, bufferize: bufferizeCast, bufferType: castBufferType},
		"tensor.extract_slice": aliasOnly{rel: RelUnknown, bufferize: bufferizeExtractSlice,
			bufferType: extractSliceBufferType},
		"tensor.insert": dstModel{bufferize: bufferizeInsert},
		"tensor.collapse_shape": aliasOnly{rel: RelEquivalent, bufferize: bufferizeCollapseShape,
			bufferType: collapseShapeBufferType},
		"tensor.expand_shape": aliasOnly{rel: RelEquivalent, bufferize: bufferizeExpandShape,
			bufferType: expandShapeBufferType},
		"tensor.reshape": reshapeModel{aliasOnly{rel: RelEquivalent, bufferize: bufferizeReshape,
			bufferType: reshapeBufferType}},
		"tensor.insert_slice":          insertSliceSubset{dstModel{read: insertSliceReadsDest, bufferize: bufferizeInsertSlice}},
		"tensor.parallel_insert_slice": parallelInsertSliceModel{},
	})
	attach(vector.Dialect.Ops, map[string]any{
		"vector.transfer_read":  readOnly{bufferizeTransferRead},
		"vector.transfer_write": dstModel{read: transferWriteReads, bufferize: bufferizeTransferWrite, init: 1},
		"vector.mask":           maskModel{},
		"vector.gather":         readOnly{bufferizeGather},
		"vector.yield":          vectorYieldModel{},
	})
	// The structured ops (LinalgOp) and linalg.softmax; the relayout ops
	// (pack, unpack) have no bufferization upstream.
	var linalgOps []*ods.Op
	for _, op := range linalg.Dialect.Ops {
		for _, i := range op.Interfaces {
			if _, ok := i.(linalg.LinalgOp); ok {
				linalgOps = append(linalgOps, op)
				break
			}
		}
	}
	for _, op := range linalgOps {
		op.Interfaces = append(op.Interfaces, linalgModel{})
	}
	attach(linalg.Dialect.Ops, map[string]any{"linalg.softmax": softmaxModel{}})
	attach(bufferization.Dialect.Ops, map[string]any{
		"bufferization.alloc_tensor":               allocTensorModel{},
		"bufferization.to_tensor":                  toTensorModel{},
		"bufferization.to_buffer":                  toBufferModel{},
		"bufferization.materialize_in_destination": materializeModel{},
		"bufferization.dealloc_tensor":             deallocTensorModel{},
	})
}

// vector dialect

func bufferizeTransferRead(op *ir.Operation, rw *Rewriter) error {
	if !isTensor(op.Operand(0).Type()) {
		return nil
	}
	buf, err := rw.GetBuffer(op.Operand(0))
	if err != nil {
		return err
	}
	operands := op.Operands()
	operands[0] = buf
	rw.SetInsertionPoint(op)
	n := recreate(rw, op, operands, op.ResultTypes())
	rw.ReplaceOpWithBuffers(op, n.Results())
	return nil
}

func transferWriteReads(u *ir.OpOperand) bool {
	op := u.Owner()
	if u.Index() != 1 {
		return true
	}
	tt, ok := op.Operand(1).Type().(*ir.RankedTensorType)
	if !ok {
		return true
	}
	for _, d := range tt.Shape {
		if d == ir.Dynamic {
			return true
		}
	}
	w, _ := vector.AsTransferWriteOp(op)
	for _, i := range w.Indices() {
		c, ok := constantInt(i)
		if !ok || c != 0 {
			return true
		}
	}
	if w.Mask() != nil {
		return true
	}
	vt := op.Operand(0).Type().(*ir.VectorType)
	for i := range tt.Shape {
		if i < len(vt.Shape) && tt.Shape[i] > vt.Shape[i] {
			return true
		}
	}
	return false
}

func constantInt(v *ir.Value) (int64, bool) {
	d := v.DefiningOp()
	if d == nil || !d.HasTrait(ir.TraitConstantLike) {
		return 0, false
	}
	if ia, ok := d.InherentAttr("value").(*ir.IntegerAttr); ok {
		return ia.Int64(), true
	}
	return 0, false
}

func bufferizeTransferWrite(op *ir.Operation, rw *Rewriter) error {
	buf, err := rw.GetBuffer(op.Operand(1))
	if err != nil {
		return err
	}
	operands := op.Operands()
	operands[1] = buf
	rw.SetInsertionPoint(op)
	recreate(rw, op, operands, nil)
	rw.ReplaceOpWithBuffers(op, []*ir.Value{buf})
	return nil
}

type maskModel struct{}

func (maskModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool    { return false }
func (maskModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool   { return false }
func (maskModel) AliasingValues(*ir.OpOperand, *State) []AliasingValue { return nil }
func (maskModel) AliasingOperands(v *ir.Value, _ *State) []AliasingOperand {
	y := v.DefiningOp().Region(0).First().Terminator()
	return []AliasingOperand{{y.OpOperand(v.Index()), RelEquivalent, true}}
}

func (maskModel) ResolveConflicts(op *ir.Operation, rw *Rewriter, s *State) error {
	if err := rw.ResolveTensorOpOperandConflicts(op, s); err != nil {
		return err
	}
	for _, o := range op.Region(0).First().Ops() {
		if o.Name() == "bufferization.alloc_tensor" {
			return op.EmitOpError("body must bufferize in-place")
		}
	}
	return nil
}

func (maskModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	body := op.Region(0).First()
	masked := body.First()
	if masked == nil || masked.IsBlockTerminator() || rw.Opts.Bufferizable(masked) == nil {
		return nil
	}
	y := body.Terminator()
	repl := make([]*ir.Value, op.NumResults())
	var kept []*ir.Value
	for i, v := range y.Operands() {
		if v.DefiningOp() == masked {
			kept = append(kept, v)
		} else {
			repl[i] = v
		}
	}
	y.SetOperands(kept)
	types := make([]ir.Type, len(kept))
	for i, v := range kept {
		types[i] = v.Type()
	}
	rw.SetInsertionPoint(op)
	n := recreate(rw, op, op.Operands(), types)
	j := 0
	for i := range repl {
		if repl[i] == nil {
			repl[i] = n.Result(j)
			j++
		}
	}
	rw.ReplaceOpWithBuffers(op, repl)
	return nil
}

type vectorYieldModel struct{}

func (vectorYieldModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool  { return true }
func (vectorYieldModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool { return false }
func (vectorYieldModel) MustBufferizeInPlace(*ir.OpOperand, *State) bool    { return true }
func (vectorYieldModel) AliasingValues(u *ir.OpOperand, _ *State) []AliasingValue {
	return []AliasingValue{{u.Owner().ParentOp().Result(u.Index()), RelEquivalent, true}}
}

func (vectorYieldModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	mask := op.ParentOp()
	if mask == nil || mask.Name() != "vector.mask" {
		return op.EmitError("unsupported vector::YieldOp parent")
	}
	if rw.Opts.Bufferizable(mask.Region(0).First().First()) == nil {
		return nil
	}
	vals := op.Operands()
	if err := rw.tensorsToBuffers(vals); err != nil {
		return err
	}
	rw.SetInsertionPoint(op)
	n := recreate(rw, op, vals, nil)
	rw.ReplaceOp(op, n.Results())
	return nil
}

// linalg dialect

type linalgModel struct{}

func (linalgModel) BufferizesToMemoryRead(u *ir.OpOperand, _ *State) bool {
	op := u.Owner()
	if op.NumRegions() == 0 || op.Region(0).Empty() {
		return true
	}
	b := op.Region(0).First()
	if u.Index() >= b.NumArgs() {
		return true
	}
	return b.Arg(u.Index()).HasUses()
}
func (linalgModel) BufferizesToMemoryWrite(u *ir.OpOperand, s *State) bool { return isDpsInit(u) }
func (linalgModel) AliasingValues(u *ir.OpOperand, s *State) []AliasingValue {
	return dstModel{}.AliasingValues(u, s)
}

func (linalgModel) BufferizesToElementwiseAccess(op *ir.Operation, _ *State, operands []*ir.OpOperand) bool {
	l, ok := ir.OpInterface[linalg.LinalgOp](op)
	if !ok {
		return false
	}
	for _, it := range l.IteratorTypes(op) {
		if it != linalg.IteratorParallel {
			return false
		}
	}
	maps := l.IndexingMaps(op)
	for _, u := range operands {
		switch u.Get().Type().(type) {
		case *ir.RankedTensorType, *ir.MemRefType:
		default:
			continue
		}
		if u.Owner() != op || u.Index() >= len(maps) || maps[u.Index()] == nil || !maps[u.Index()].IsIdentity() {
			return false
		}
	}
	return true
}

func (linalgModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	pureBuffer, pureTensor := true, true
	for _, v := range op.Operands() {
		switch v.Type().(type) {
		case *ir.RankedTensorType, *ir.UnrankedTensorType:
			pureBuffer = false
		case *ir.MemRefType, *ir.UnrankedMemRefType:
			pureTensor = false
		}
	}
	if pureBuffer {
		return nil
	}
	if !pureTensor {
		return op.EmitError("op does not have pure tensor semantics")
	}
	start, n := dpsInits(op)
	operands := op.Operands()
	for i := 0; i < start; i++ {
		if isTensor(operands[i].Type()) {
			b, err := rw.GetBuffer(operands[i])
			if err != nil {
				return err
			}
			operands[i] = b
		}
	}
	var outs []*ir.Value
	for i := start; i < start+n; i++ {
		b, err := rw.GetBuffer(operands[i])
		if err != nil {
			return err
		}
		operands[i] = b
		outs = append(outs, b)
	}
	rw.SetInsertionPoint(op)
	recreateWith(rw, op, operands, nil, true)
	rw.ReplaceOpWithBuffers(op, outs)
	return nil
}

// softmaxModel is linalg.softmax's model: the output is not read.
type softmaxModel struct{ linalgModel }

func (softmaxModel) BufferizesToMemoryRead(u *ir.OpOperand, _ *State) bool { return u.Index() == 0 }
func (softmaxModel) BufferizesToElementwiseAccess(*ir.Operation, *State, []*ir.OpOperand) bool {
	return false
}

// bufferization dialect

type allocTensorModel struct{}

func (allocTensorModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool    { return true }
func (allocTensorModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool   { return false }
func (allocTensorModel) AliasingValues(*ir.OpOperand, *State) []AliasingValue { return nil }
func (allocTensorModel) BufferizesToAllocation(*ir.Value) bool                { return true }
func (allocTensorModel) ResultBufferizesToMemoryWrite(v *ir.Value, _ *State) bool {
	a, _ := bufferization.AsAllocTensorOp(v.DefiningOp())
	return a.Copy() != nil
}

func (allocTensorModel) BufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	op := v.DefiningOp()
	a, _ := bufferization.AsAllocTensorOp(op)
	var space ir.Attribute
	if ms := a.MemorySpaceAttr(); ms != nil {
		space = ms
	} else if c := a.Copy(); c != nil {
		t, err := BufferType(ctx, c, opts, stack)
		if err != nil {
			return nil, err
		}
		switch t := t.(type) {
		case *ir.MemRefType:
			space = t.MemorySpace
		case *ir.UnrankedMemRefType:
			space = t.MemorySpace
		}
	} else if s, ok := opts.DefaultMemorySpace(v.Type()); ok {
		space = s
	} else {
		return nil, op.EmitError("could not infer memory space")
	}
	return identityMemRef(ctx, v.Type(), space), nil
}

func (m allocTensorModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	if op.UseEmpty() {
		rw.EraseOp(op)
		return nil
	}
	a, _ := bufferization.AsAllocTensorOp(op)
	var copyBuf *ir.Value
	if c := a.Copy(); c != nil {
		b, err := rw.GetBuffer(c)
		if err != nil {
			return err
		}
		copyBuf = b
	}
	t, err := rw.BufferType(op.Result(0))
	if err != nil {
		return err
	}
	rw.SetInsertionPoint(op)
	dyn := a.DynamicSizes()
	if copyBuf != nil {
		dyn = dynamicDims(rw.Builder, op.Loc(), copyBuf)
	}
	alloc := rw.CreateAlloc(op.Loc(), t, dyn)
	if copyBuf != nil {
		rw.CreateMemCpy(op.Loc(), copyBuf, alloc)
	}
	rw.ReplaceOpWithBuffers(op, []*ir.Value{alloc})
	return nil
}

type toTensorModel struct{}

func (toTensorModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool    { return false }
func (toTensorModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool   { return false }
func (toTensorModel) AliasingValues(*ir.OpOperand, *State) []AliasingValue { return nil }
func (toTensorModel) Bufferize(*ir.Operation, *Rewriter) error             { return nil }
func (toTensorModel) IsWritable(v *ir.Value, _ *State) bool {
	return v.DefiningOp().InherentAttr("writable") != nil
}
func (toTensorModel) BufferType(_ *ir.Context, v *ir.Value, _ *Options, _ []*ir.Value) (ir.Type, error) {
	return v.DefiningOp().Operand(0).Type(), nil
}

type toBufferModel struct{}

func (toBufferModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool { return true }
func (toBufferModel) BufferizesToMemoryWrite(u *ir.OpOperand, _ *State) bool {
	return u.Owner().InherentAttr("read_only") == nil
}
func (toBufferModel) AliasingValues(*ir.OpOperand, *State) []AliasingValue { return nil }
func (toBufferModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	return rw.foldToBufferToTensorPair(op)
}

type materializeModel struct{}

func (materializeModel) BufferizesToMemoryRead(u *ir.OpOperand, _ *State) bool { return u.Index() == 0 }
func (materializeModel) BufferizesToMemoryWrite(u *ir.OpOperand, _ *State) bool {
	return u.Index() == 1 && isTensor(u.Get().Type())
}
func (materializeModel) MustBufferizeInPlace(*ir.OpOperand, *State) bool { return true }
func (materializeModel) AliasingValues(u *ir.OpOperand, _ *State) []AliasingValue {
	if u.Index() == 1 && u.Owner().NumResults() == 1 {
		return []AliasingValue{{u.Owner().Result(0), RelEquivalent, true}}
	}
	return nil
}

func (materializeModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	dest := op.Operand(1)
	tensorDest := isTensor(dest.Type())
	if tensorDest {
		b, err := rw.GetBuffer(dest)
		if err != nil {
			return err
		}
		dest = b
	}
	src, err := rw.GetBuffer(op.Operand(0))
	if err != nil {
		return err
	}
	rw.SetInsertionPoint(op)
	rw.CreateMemCpy(op.Loc(), src, dest)
	if tensorDest {
		rw.ReplaceOpWithBuffers(op, []*ir.Value{dest})
	} else {
		rw.EraseOp(op)
	}
	return nil
}

type deallocTensorModel struct{}

func (deallocTensorModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool    { return false }
func (deallocTensorModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool   { return false }
func (deallocTensorModel) AliasingValues(*ir.OpOperand, *State) []AliasingValue { return nil }
func (deallocTensorModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	b, err := rw.GetBuffer(op.Operand(0))
	if err != nil {
		return err
	}
	rw.SetInsertionPoint(op)
	memref.BuildDeallocOp(rw.Builder, op.Loc(), b)
	rw.EraseOp(op)
	return nil
}

// parallelInsertSliceModel is tensor.parallel_insert_slice's model: it
// writes its destination (a shared output of the enclosing scf.forall) and
// bufferizes to a copy into a subview before the in_parallel terminator.
type parallelInsertSliceModel struct{ insertSliceSubset }

func (parallelInsertSliceModel) BufferizesToMemoryRead(u *ir.OpOperand, _ *State) bool {
	return u.Index() == 0
}
func (parallelInsertSliceModel) BufferizesToMemoryWrite(u *ir.OpOperand, _ *State) bool {
	return u.Index() == 1
}
func (parallelInsertSliceModel) AliasingValues(*ir.OpOperand, *State) []AliasingValue { return nil }
func (parallelInsertSliceModel) ResolveConflicts(*ir.Operation, *Rewriter, *State) error {
	return nil
}

func (parallelInsertSliceModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	parent := op.ParentOp()
	rw.SetInsertionPoint(parent)
	dst, err := rw.GetBuffer(op.Operand(1))
	if err != nil {
		return err
	}
	rw.SetInsertionPoint(parent)
	src, err := rw.GetBuffer(op.Operand(0))
	if err != nil {
		return err
	}
	offs, sizes, strides := mixedLists(op)
	rw.SetInsertionPoint(parent)
	st := rankReducedSubviewType(rw.Ctx, op.Operand(0).Type().(*ir.RankedTensorType).Shape, dst.Type().(*ir.MemRefType), offs, sizes, strides)
	sv := buildSubview(rw, op.Loc(), st, dst, offs, sizes, strides)
	rw.CreateMemCpy(op.Loc(), src, sv)
	for _, u := range src.Users() {
		if u.Name() == "memref.dealloc" {
			if u.Block() == parent.Block() {
				u.MoveBefore(u.Block().Terminator())
			}
			break
		}
	}
	rw.EraseOp(op)
	return nil
}

// equivalentOperandType is the default buffer type of a result
// equivalent to operand 0: that operand's buffer type.
func equivalentOperandType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	return BufferType(ctx, v.DefiningOp().Operand(0), opts, stack)
}

func bufferizeIndexCast(op *ir.Operation, rw *Rewriter) error {
	src, err := rw.GetBuffer(op.Operand(0))
	if err != nil {
		return err
	}
	elem := elemOf(op.Result(0).Type())
	var t ir.Type
	switch st := src.Type().(type) {
	case *ir.MemRefType:
		t = rw.Ctx.MemRefType(st.Shape, elem, st.Layout, st.MemorySpace)
	case *ir.UnrankedMemRefType:
		t = rw.Ctx.UnrankedMemRefType(elem, st.MemorySpace)
	}
	rw.SetInsertionPoint(op)
	n := recreate(rw, op, []*ir.Value{src}, []ir.Type{t})
	rw.ReplaceOpWithBuffers(op, n.Results())
	return nil
}

// selectModel is arith.select's model: the result may be either operand.
type selectModel struct{}

func (selectModel) BufferizesToMemoryRead(*ir.OpOperand, *State) bool  { return false }
func (selectModel) BufferizesToMemoryWrite(*ir.OpOperand, *State) bool { return false }
func (selectModel) AliasingValues(u *ir.OpOperand, _ *State) []AliasingValue {
	return []AliasingValue{{u.Owner().Result(0), RelEquivalent, false}}
}

func (selectModel) BufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	op := v.DefiningOp()
	tt, err := BufferType(ctx, op.Operand(1), opts, stack)
	if err != nil {
		return nil, err
	}
	ft, err := BufferType(ctx, op.Operand(2), opts, stack)
	if err != nil {
		return nil, err
	}
	if tt == ft {
		return tt, nil
	}
	if spaceOf(tt) != spaceOf(ft) {
		return nil, op.EmitError("inconsistent memory space on true/false operands")
	}
	if m, ok := tt.(*ir.MemRefType); ok {
		return dynamicMemRef(ctx, ctx.RankedTensorType(m.Shape, m.Elem, nil), m.MemorySpace), nil
	}
	return dynamicMemRef(ctx, v.Type(), spaceOf(tt)), nil
}

func (m selectModel) Bufferize(op *ir.Operation, rw *Rewriter) error {
	if it, ok := op.Operand(0).Type().(*ir.IntegerType); !ok || it.Width != 1 {
		return op.EmitOpError("only i1 condition values are supported")
	}
	tb, err := rw.GetBuffer(op.Operand(1))
	if err != nil {
		return err
	}
	fb, err := rw.GetBuffer(op.Operand(2))
	if err != nil {
		return err
	}
	rw.SetInsertionPoint(op)
	if tb.Type() != fb.Type() {
		t, err := rw.BufferType(op.Result(0))
		if err != nil {
			return err
		}
		rw.SetInsertionPoint(op)
		if tb.Type() != t {
			tb = memref.BuildCastOp(rw.Builder, op.Loc(), tb, t).Result(0)
		}
		if fb.Type() != t {
			fb = memref.BuildCastOp(rw.Builder, op.Loc(), fb, t).Result(0)
		}
	}
	n := recreate(rw, op, []*ir.Value{op.Operand(0), tb, fb}, []ir.Type{tb.Type()})
	rw.ReplaceOpWithBuffers(op, n.Results())
	return nil
}

// reassociationOf reads a reshape op's reassociation groups.
func reassociationOf(op *ir.Operation) [][]int64 {
	arr, _ := op.InherentAttr("reassociation").(*ir.ArrayAttr)
	if arr == nil {
		return nil
	}
	out := make([][]int64, len(arr.Elems))
	for i, e := range arr.Elems {
		if inner, ok := e.(*ir.ArrayAttr); ok {
			for _, x := range inner.Elems {
				if a, ok := x.(*ir.IntegerAttr); ok {
					out[i] = append(out[i], a.Int64())
				}
			}
		}
	}
	return out
}

func collapseShapeBufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	op := v.DefiningOp()
	st, err := BufferType(ctx, op.Operand(0), opts, stack)
	if err != nil {
		return nil, err
	}
	src := st.(*ir.MemRefType)
	groups := reassociationOf(op)
	if !memref.GuaranteedCollapsible(ctx, src, groups) {
		return identityMemRef(ctx, v.Type(), src.MemorySpace), nil
	}
	t, _ := memref.CollapsedType(ctx, src, groups)
	return t, nil
}

func bufferizeCollapseShape(op *ir.Operation, rw *Rewriter) error {
	ctx := rw.Ctx
	buf, err := rw.GetBuffer(op.Operand(0))
	if err != nil {
		return err
	}
	bt := buf.Type().(*ir.MemRefType)
	rt := op.Result(0).Type().(*ir.RankedTensorType)
	groups := reassociationOf(op)
	rw.SetInsertionPoint(op)
	var t ir.Type
	if len(rt.Shape) == 0 {
		if bt.HasIdentityLayout() {
			t = ctx.MemRefType(nil, rt.Elem, nil, bt.MemorySpace)
		} else {
			_, off, ok := memref.StridesAndOffset(ctx, bt)
			if !ok {
				return ErrReported
			}
			t = ctx.MemRefType(nil, rt.Elem, ctx.StridedLayoutAttr(off, nil), bt.MemorySpace)
		}
	} else {
		if !memref.GuaranteedCollapsible(ctx, bt, groups) {
			alloc, err := rw.AllocateTensorForShapedValue(op.Loc(), op.Operand(0), true)
			if err != nil {
				return err
			}
			st := op.Operand(0).Type().(*ir.RankedTensorType)
			buf = bufferization.BuildToBufferOp(rw.Builder, op.Loc(), alloc, ctx.MemRefType(st.Shape, st.Elem, nil, bt.MemorySpace)).Buffer()
			bt = buf.Type().(*ir.MemRefType)
		}
		t, _ = memref.CollapsedType(ctx, bt, groups)
	}
	n := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: ctx.LookupOp("memref.collapse_shape"), Operands: []*ir.Value{buf},
		Types: []ir.Type{t}, Attrs: []ir.NamedAttr{{Name: "reassociation", Value: op.InherentAttr("reassociation")}}})
	rw.ReplaceOpWithBuffers(op, n.Results())
	return nil
}

func expandShapeBufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	op := v.DefiningOp()
	st, err := BufferType(ctx, op.Operand(0), opts, stack)
	if err != nil {
		return nil, err
	}
	t, ok := memref.ExpandedType(ctx, st.(*ir.MemRefType), v.Type().(*ir.RankedTensorType).Shape, reassociationOf(op))
	if !ok {
		return nil, ErrReported
	}
	return t, nil
}

func bufferizeExpandShape(op *ir.Operation, rw *Rewriter) error {
	buf, err := rw.GetBuffer(op.Operand(0))
	if err != nil {
		return err
	}
	t, ok := memref.ExpandedType(rw.Ctx, buf.Type().(*ir.MemRefType), op.Result(0).Type().(*ir.RankedTensorType).Shape, reassociationOf(op))
	if !ok {
		return ErrReported
	}
	rw.SetInsertionPoint(op)
	operands := append([]*ir.Value{buf}, op.Operands()[1:]...)
	n := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("memref.expand_shape"), Operands: operands,
		Types: []ir.Type{t}, Attrs: op.AllAttrs()})
	rw.ReplaceOpWithBuffers(op, n.Results())
	return nil
}

// reshapeModel is tensor.reshape's model: the source aliases the result,
// the shape operand is read.
type reshapeModel struct{ aliasOnly }

func (reshapeModel) BufferizesToMemoryRead(u *ir.OpOperand, _ *State) bool { return u.Index() == 1 }

func reshapeBufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	st, err := BufferType(ctx, v.DefiningOp().Operand(0), opts, stack)
	if err != nil {
		return nil, err
	}
	return identityMemRef(ctx, v.Type(), spaceOf(st)), nil
}

func bufferizeReshape(op *ir.Operation, rw *Rewriter) error {
	src, err := rw.GetBuffer(op.Operand(0))
	if err != nil {
		return err
	}
	shape, err := rw.GetBuffer(op.Operand(1))
	if err != nil {
		return err
	}
	t, err := rw.BufferType(op.Result(0))
	if err != nil {
		return err
	}
	rw.SetInsertionPoint(op)
	if m, ok := src.Type().(*ir.MemRefType); ok && !m.HasIdentityLayout() {
		alloc, err := rw.AllocateTensorForShapedValue(op.Loc(), op.Operand(0), true)
		if err != nil {
			return err
		}
		src = bufferization.BuildToBufferOp(rw.Builder, op.Loc(), alloc, rw.Ctx.MemRefType(m.Shape, m.Elem, nil, m.MemorySpace)).Buffer()
	}
	n := rw.Create(&ir.OperationState{Loc: op.Loc(), Name: rw.Ctx.LookupOp("memref.reshape"), Operands: []*ir.Value{src, shape}, Types: []ir.Type{t}})
	rw.ReplaceOpWithBuffers(op, n.Results())
	return nil
}

// lowerGenerateBody is upstream's lowerGenerateLikeOpBody: a linalg.map
// into dest whose body is the generate body, its index arguments
// linalg.index ops.
func lowerGenerateBody(rw *Rewriter, loc ir.Location, dest *ir.Value, body *ir.Region) *ir.Value {
	tt := dest.Type().(*ir.RankedTensorType)
	m, mb := newMap(rw, loc, dest)
	idx := make([]*ir.Value, len(tt.Shape))
	for d := range idx {
		idx[d] = rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("linalg.index"), Types: []ir.Type{rw.Ctx.IndexType()},
			Attrs: []ir.NamedAttr{{Name: "dim", Value: rw.Ctx.IntAttr(rw.Ctx.IntegerType(64, ir.Signless), int64(d))}}}).Result(0)
	}
	rw.MergeBlocks(body.First(), mb, idx)
	y := mb.Terminator()
	rw.SetInsertionPoint(y)
	ny := rw.Create(&ir.OperationState{Loc: y.Loc(), Name: rw.Ctx.LookupOp("linalg.yield"), Operands: y.Operands()})
	rw.ReplaceOp(y, ny.Results())
	return m.Result()[0]
}

// newMap creates a linalg.map into dest with an empty body block taking
// the element, the insertion point at its start.
func newMap(rw *Rewriter, loc ir.Location, dest *ir.Value) (linalg.MapOp, *ir.Block) {
	tt := dest.Type().(*ir.RankedTensorType)
	m := linalg.BuildMapOp(rw.Builder, loc, nil, dest, []ir.Type{tt})
	mb := ir.NewBlock()
	mb.AddArg(tt.Elem, loc)
	m.Region().Append(mb)
	rw.SetInsertionPointToStart(mb)
	return m, mb
}

func bufferizeSplat(op *ir.Operation, rw *Rewriter) error {
	loc := op.Loc()
	rw.SetInsertionPoint(op)
	alloc, err := rw.AllocateTensorForShapedValue(loc, op.Result(0), false)
	if err != nil {
		return err
	}
	if s, ok := rw.Opts.DefaultMemorySpace(alloc.Type()); !ok || s != nil {
		return op.EmitError("memory space not implemented yet")
	}
	rw.SetInsertionPoint(op)
	m, _ := newMap(rw, loc, alloc)
	rw.Create(&ir.OperationState{Loc: loc, Name: rw.Ctx.LookupOp("linalg.yield"), Operands: []*ir.Value{op.Operand(0)}})
	rw.ReplaceOp(op, m.Result())
	return nil
}

func bufferizeGenerate(op *ir.Operation, rw *Rewriter) error {
	if s, ok := rw.Opts.DefaultMemorySpace(op.Result(0).Type()); !ok || s != nil {
		return op.EmitError("memory space not implemented yet")
	}
	loc := op.Loc()
	rw.SetInsertionPoint(op)
	alloc, err := rw.AllocateTensorForShapedValue(loc, op.Result(0), false)
	if err != nil {
		return err
	}
	rw.SetInsertionPoint(op)
	r := lowerGenerateBody(rw, loc, alloc, op.Region(0))
	rw.ReplaceOp(op, []*ir.Value{r})
	return nil
}

// padModel is tensor.pad's model: a new buffer (of the source's memory
// space) filled by the padding body, the source copied into its interior.
type padModel struct{ allocating }

func (padModel) BufferType(ctx *ir.Context, v *ir.Value, opts *Options, stack []*ir.Value) (ir.Type, error) {
	st, err := BufferType(ctx, v.DefiningOp().Operand(0), opts, stack)
	if err != nil {
		return nil, err
	}
	return identityMemRef(ctx, v.Type(), spaceOf(st)), nil
}

func denseAttr(op *ir.Operation, name string) []int64 {
	if a, ok := op.InherentAttr(name).(*ir.DenseArrayAttr); ok {
		return a.Int64s()
	}
	return nil
}

func bufferizePad(op *ir.Operation, rw *Rewriter) error {
	ctx := rw.Ctx
	loc := op.Loc()
	p, _ := tensor.AsPadOp(op)
	src := p.Source()
	rt := op.Result(0).Type().(*ir.RankedTensorType)
	low := ods.MixedValues(ctx, denseAttr(op, "static_low"), p.Low())
	high := ods.MixedValues(ctx, denseAttr(op, "static_high"), p.High())
	rw.SetInsertionPoint(op)
	sum := affine.Get(ctx, 0, 3, []affine.Expr{affine.Add(ctx, affine.Add(ctx, affine.Symbol(ctx, 0), affine.Symbol(ctx, 1)), affine.Symbol(ctx, 2))})
	for i, d := range rt.Shape {
		if d != ir.Dynamic {
			continue
		}
		dim := dimOf(rw.Builder, loc, src, i)
		lp := foldResultValue(rw.Builder, loc, low[i])
		hp := foldResultValue(rw.Builder, loc, high[i])
		rw.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("affine.apply"), Types: []ir.Type{ctx.IndexType()},
			Operands: []*ir.Value{dim, lp, hp}, Attrs: []ir.NamedAttr{{Name: "map", Value: ctx.AffineMapAttr(sum)}}})
	}
	alloc, err := rw.AllocateTensorForShapedValue(loc, op.Result(0), false)
	if err != nil {
		return err
	}
	filled := lowerGenerateBody(rw, loc, alloc, op.Region(0))
	rw.SetInsertionPoint(op)
	st := src.Type().(*ir.RankedTensorType)
	sizes := make([]ir.FoldResult, len(st.Shape))
	strides := make([]ir.FoldResult, len(st.Shape))
	one := ctx.IntAttr(ctx.IndexType(), 1)
	for i, d := range st.Shape {
		strides[i] = ir.FoldResult{Attr: one}
		if d == ir.Dynamic {
			sizes[i] = ir.FoldResult{Value: dimOf(rw.Builder, loc, src, i)}
		} else {
			sizes[i] = ir.FoldResult{Attr: ctx.IntAttr(ctx.IndexType(), d)}
		}
	}
	ins := tensor.NewInsertSlice(rw.Rewriter, "tensor.insert_slice", loc, src, filled, low, sizes, strides)
	rw.ReplaceOp(op, ins.Results())
	return nil
}

// bufferizeConcat copies each input of a tensor.concat into a subview of a
// new buffer, the offset along the concatenated dimension accumulated by
// composed, folded affine.apply ops.
func bufferizeConcat(op *ir.Operation, rw *Rewriter) error {
	ctx := rw.Ctx
	loc := op.Loc()
	rw.SetInsertionPoint(op)
	alloc, err := rw.AllocateTensorForShapedValue(loc, op.Result(0), false)
	if err != nil {
		return err
	}
	tt := alloc.Type().(*ir.RankedTensorType)
	if s, ok := rw.Opts.DefaultMemorySpace(tt); !ok || s != nil {
		return op.EmitError("memory space not implemented yet")
	}
	mt := ctx.MemRefType(tt.Shape, tt.Elem, nil, nil)
	dst := bufferization.BuildToBufferOp(rw.Builder, loc, alloc, mt).Buffer()
	dim := int(op.InherentAttr("dim").(*ir.IntegerAttr).Int64())
	index := func(v int64) ir.FoldResult { return ir.FoldResult{Attr: ctx.IntAttr(ctx.IndexType(), v)} }
	offsets := make([]ir.FoldResult, len(tt.Shape))
	strides := make([]ir.FoldResult, len(tt.Shape))
	sizes := make([]ir.FoldResult, len(tt.Shape))
	for i, d := range tt.Shape {
		offsets[i], strides[i] = index(0), index(1)
		if d == ir.Dynamic {
			sizes[i] = ir.FoldResult{Value: dimOf(rw.Builder, loc, dst, i)}
		} else {
			sizes[i] = index(d)
		}
	}
	sum := affine.Get(ctx, 0, 2, []affine.Expr{affine.Add(ctx, affine.Symbol(ctx, 0), affine.Symbol(ctx, 1))})
	offset := viewlike.Mixed{Static: 0}
	toFold := func(m viewlike.Mixed) ir.FoldResult {
		if m.Value != nil {
			return ir.FoldResult{Value: m.Value}
		}
		return index(m.Static)
	}
	for _, in := range op.Operands() {
		src, err := rw.GetBuffer(in)
		if err != nil {
			return err
		}
		it := in.Type().(*ir.RankedTensorType)
		size := viewlike.Mixed{Static: it.Shape[dim]}
		if it.Shape[dim] == ir.Dynamic {
			size = viewlike.Mixed{Value: dimOf(rw.Builder, loc, src, dim), Static: ir.Dynamic}
		}
		sizes[dim], offsets[dim] = toFold(size), toFold(offset)
		st := rankReducedSubviewType(ctx, it.Shape, mt, offsets, sizes, strides)
		sv := buildSubview(rw, loc, st, dst, offsets, sizes, strides)
		rw.CreateMemCpy(loc, src, sv)
		offset = affinedialect.MakeComposedFoldedApply(rw.Builder, loc, sum, []viewlike.Mixed{offset, size})
	}
	rw.ReplaceOpWithBuffers(op, []*ir.Value{dst})
	return nil
}

func bufferizeGather(op *ir.Operation, rw *Rewriter) error {
	buf, err := rw.GetBuffer(op.Operand(0))
	if err != nil {
		return err
	}
	operands := op.Operands()
	operands[0] = buf
	rw.SetInsertionPoint(op)
	n := recreate(rw, op, operands, op.ResultTypes())
	rw.ReplaceOpWithBuffers(op, n.Results())
	return nil
}
