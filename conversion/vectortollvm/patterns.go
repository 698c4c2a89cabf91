package vectortollvm

import (
	"math/bits"

	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/conversion/arithtollvm"
	"github.com/gomlir/gomlir/conversion/llvmcommon"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/dialect/vector"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
)

// lowerer holds what the conversion patterns share.
type lowerer struct {
	tc   *llvmcommon.TypeConverter
	opts Options
	syms *llvmcommon.Symbols
}

// Patterns returns upstream's populateVectorToLLVMConversionPatterns (the
// ops gomlir lowers).
func Patterns(tc *llvmcommon.TypeConverter, opts Options) []conversion.Pattern {
	l := &lowerer{tc: tc, opts: opts, syms: llvmcommon.NewSymbols(tc.Ctx)}
	return []conversion.Pattern{
		tc.Pattern("vector.extract", l.extract),
		tc.Pattern("vector.insert", l.insert),
		tc.Pattern("vector.broadcast", l.broadcast),
		tc.Pattern("vector.shuffle", l.shuffle),
		tc.Pattern("vector.fma", l.fma),
		tc.Pattern("vector.reduction", l.reduction),
		tc.Pattern("vector.load", l.loadStore),
		tc.Pattern("vector.store", l.loadStore),
		tc.Pattern("vector.maskedload", l.loadStore),
		tc.Pattern("vector.maskedstore", l.loadStore),
		tc.Pattern("vector.gather", l.gather),
		tc.Pattern("vector.scatter", l.scatter),
		tc.Pattern("vector.bitcast", l.bitcast),
		tc.Pattern("vector.from_elements", l.fromElements),
		tc.Pattern("vector.to_elements", l.toElements),
		tc.Pattern("vector.type_cast", l.typeCast),
		tc.Pattern("vector.print", l.print),
		tc.Pattern("vector.interleave", l.interleave),
		tc.Pattern("vector.deinterleave", l.deinterleave),
		tc.Pattern("vector.create_mask", l.createMaskScalable),
		tc.Pattern("vector.vscale", l.vscale),
		tc.Pattern("vector.scalable.insert", l.scalableInsertExtract),
		tc.Pattern("vector.scalable.extract", l.scalableInsertExtract),
		tc.Pattern("vector.expandload", l.expandCompress),
		tc.Pattern("vector.compressstore", l.expandCompress),
		tc.Pattern("vector.step", l.scalableStep),
		tc.Pattern("vector.mask", l.maskedReduction),
	}
}

// i64Const creates `llvm.mlir.constant(v : i64) : i64` (getAsLLVMValue).
func i64Const(rw *conversion.Rewriter, loc ir.Location, v int64) *ir.Value {
	ctx := rw.Ctx
	return llvmcommon.CreateConstant(rw.Builder, loc, ctx.I(64), ctx.IntAttr(ctx.I(64), v))
}

// indexConst creates `llvm.mlir.constant(v : index) : i64` (the
// constants of extractOne and insertOne).
func indexConst(rw *conversion.Rewriter, loc ir.Location, v int64) *ir.Value {
	ctx := rw.Ctx
	return llvmcommon.CreateConstant(rw.Builder, loc, ctx.I(64), ctx.IntAttr(ctx.IndexType(), v))
}

// mixedPosition returns the position of a vector.extract or vector.insert
// with the converted dynamic entries.
func mixedPosition(op *ir.Operation, dyn []*ir.Value) []viewlike.Mixed {
	return viewlike.MixedValues(viewlike.StaticValues(op.InherentAttr("static_position")), dyn)
}

// allStatic reports whether a position has no dynamic entry, and returns
// its entries.
func allStatic(pos []viewlike.Mixed) ([]int64, bool) {
	out := make([]int64, len(pos))
	for i, m := range pos {
		if m.Value != nil {
			return nil, false
		}
		out[i] = m.Static
	}
	return out, true
}

// llvmIndex is getAsLLVMValue: a dynamic entry itself, a static one as an
// i64 constant.
func llvmIndex(rw *conversion.Rewriter, loc ir.Location, m viewlike.Mixed) *ir.Value {
	if m.Value != nil {
		return m.Value
	}
	return i64Const(rw, loc, m.Static)
}

func (l *lowerer) extract(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	if l.tc.ConvertType(op.Result(0).Type()) == nil {
		return false
	}
	src := op.Operand(0).Type().(*ir.VectorType)
	pos := mixedPosition(op, a.Operands()[1:])
	aggregate := len(src.Shape) >= 2
	scalar := len(pos) == len(src.Shape)
	if len(src.Shape) == 0 {
		pos = append(pos, viewlike.Mixed{Static: 0})
	}
	v := a.Operand(0)
	if aggregate {
		p := pos
		if scalar {
			p = p[:len(p)-1]
		}
		idx, ok := allStatic(p)
		if !ok {
			return false
		}
		v = llvmcommon.ExtractValue(rw.Builder, loc, v, idx...)
	}
	if scalar {
		i := llvmIndex(rw, loc, pos[len(pos)-1])
		v = llvmcommon.Create(rw.Builder, loc, "llvm.extractelement", v.Type().(*ir.VectorType).Elem, []*ir.Value{v, i}).Result(0)
	}
	rw.ReplaceOp(op, []*ir.Value{v})
	return true
}

func (l *lowerer) insert(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	dst := op.Result(0).Type().(*ir.VectorType)
	resT := l.tc.ConvertType(dst)
	if resT == nil {
		return false
	}
	pos := mixedPosition(op, a.Operands()[2:])
	if len(pos) == 0 {
		rw.ReplaceOp(op, []*ir.Value{a.Operand(0)})
		return true
	}
	_, nested := resT.(*llvm.ArrayType)
	innermost := len(pos) == len(dst.Shape)
	if len(dst.Shape) == 0 {
		pos = append(pos, viewlike.Mixed{Static: 0})
	}
	vecPos := pos
	if innermost {
		vecPos = vecPos[:len(vecPos)-1]
	}
	idx, static := allStatic(vecPos)
	if nested && !static {
		return false
	}
	val := a.Operand(0)
	if innermost {
		into := a.Operand(1)
		if nested {
			into = llvmcommon.ExtractValue(rw.Builder, loc, a.Operand(1), idx...)
		}
		i := llvmIndex(rw, loc, pos[len(pos)-1])
		val = llvmcommon.Create(rw.Builder, loc, "llvm.insertelement", into.Type(), []*ir.Value{into, val, i}).Result(0)
	}
	if nested {
		val = llvmcommon.InsertValue(rw.Builder, loc, a.Operand(1), val, idx...)
	}
	rw.ReplaceOp(op, []*ir.Value{val})
	return true
}

// splat1D broadcasts a scalar into a 1-D LLVM vector: insertelement at
// lane 0 of poison, then a zero shuffle (of the vector with itself when
// selfShuffle, else with the poison).
func splat1D(rw *conversion.Rewriter, loc ir.Location, t *ir.VectorType, scalar *ir.Value, selfShuffle bool) *ir.Value {
	ctx := rw.Ctx
	poison := llvmcommon.Poison(rw.Builder, loc, t)
	zero := llvmcommon.CreateConstant(rw.Builder, loc, ctx.I(32), ctx.IntAttr(ctx.I(32), 0))
	v := llvmcommon.Create(rw.Builder, loc, "llvm.insertelement", t, []*ir.Value{poison, scalar, zero}).Result(0)
	if t.Shape[0] == 1 && (len(t.Scalable) == 0 || !t.Scalable[0]) {
		return v
	}
	other := poison
	if selfShuffle {
		other = v
	}
	return llvmcommon.Create(rw.Builder, loc, "llvm.shufflevector", t, []*ir.Value{v, other},
		ir.NamedAttr{Name: "mask", Value: ctx.DenseI32Array(make([]int32, t.Shape[0]))}).Result(0)
}

func (l *lowerer) broadcast(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	if _, isVec := op.Operand(0).Type().(*ir.VectorType); isVec {
		return false
	}
	loc := op.Loc()
	vt := op.Result(0).Type().(*ir.VectorType)
	llvmT := l.tc.ConvertType(vt)
	if llvmT == nil {
		return false
	}
	switch {
	case len(vt.Shape) == 0:
		ctx := rw.Ctx
		poison := llvmcommon.Poison(rw.Builder, loc, llvmT)
		zero := llvmcommon.CreateConstant(rw.Builder, loc, ctx.I(32), ctx.IntAttr(ctx.I(32), 0))
		rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, loc, "llvm.insertelement", llvmT, []*ir.Value{poison, a.Operand(0), zero}))
	case len(vt.Shape) == 1:
		rw.ReplaceOp(op, []*ir.Value{splat1D(rw, loc, llvmT.(*ir.VectorType), a.Operand(0), false)})
	default:
		info := l.tc.ExtractNDVectorInfo(vt)
		if info.NDType == nil || info.VectorType == nil {
			return false
		}
		desc := llvmcommon.Poison(rw.Builder, loc, info.NDType)
		v := splat1D(rw, loc, info.VectorType.(*ir.VectorType), a.Operand(0), true)
		llvmcommon.IterateNDVector(info, func(pos []int64) {
			desc = llvmcommon.InsertValue(rw.Builder, loc, desc, v, pos...)
		})
		rw.ReplaceOp(op, []*ir.Value{desc})
	}
	return true
}

func (l *lowerer) shuffle(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	v1 := op.Operand(0).Type().(*ir.VectorType)
	v2 := op.Operand(1).Type().(*ir.VectorType)
	res := op.Result(0).Type().(*ir.VectorType)
	llvmT := l.tc.ConvertType(res)
	if llvmT == nil {
		return false
	}
	mask := viewlike.StaticValues(op.InherentAttr("mask"))
	rank := len(res.Shape)
	if rank <= 1 && v1 == v2 {
		m32 := make([]int32, len(mask))
		for i, m := range mask {
			m32[i] = int32(m)
		}
		rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, loc, "llvm.shufflevector", llvmT, []*ir.Value{a.Operand(0), a.Operand(1)},
			ir.NamedAttr{Name: "mask", Value: rw.Ctx.DenseI32Array(m32)}))
		return true
	}
	var eltT ir.Type
	if at, ok := llvmT.(*llvm.ArrayType); ok {
		eltT = at.Elem
	} else {
		eltT = llvmT.(*ir.VectorType).Elem
	}
	var v1Dim int64 = 1
	if len(v1.Shape) > 0 {
		v1Dim = v1.Shape[0]
	}
	ins := llvmcommon.Poison(rw.Builder, loc, llvmT)
	for insPos, extPos := range mask {
		v := a.Operand(0)
		if extPos >= v1Dim {
			extPos -= v1Dim
			v = a.Operand(1)
		}
		var ext *ir.Value
		if rank <= 1 {
			ext = llvmcommon.Create(rw.Builder, loc, "llvm.extractelement", eltT, []*ir.Value{v, indexConst(rw, loc, extPos)}).Result(0)
		} else {
			ext = llvmcommon.ExtractValue(rw.Builder, loc, v, extPos)
		}
		if rank == 1 {
			ins = llvmcommon.Create(rw.Builder, loc, "llvm.insertelement", llvmT, []*ir.Value{ins, ext, indexConst(rw, loc, int64(insPos))}).Result(0)
		} else {
			ins = llvmcommon.InsertValue(rw.Builder, loc, ins, ext, int64(insPos))
		}
	}
	rw.ReplaceOp(op, []*ir.Value{ins})
	return true
}

func (l *lowerer) fma(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	vt := op.Result(0).Type().(*ir.VectorType)
	if len(vt.Shape) > 1 {
		return false
	}
	rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, op.Loc(), "llvm.intr.fmuladd", a.Operand(0).Type(), a.Operands()))
	return true
}

func (l *lowerer) bitcast(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	vt := op.Result(0).Type().(*ir.VectorType)
	if len(vt.Shape) > 1 {
		return false
	}
	rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, op.Loc(), "llvm.bitcast", l.tc.ConvertType(vt), []*ir.Value{a.Operand(0)}))
	return true
}

func (l *lowerer) fromElements(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	vt := op.Result(0).Type().(*ir.VectorType)
	if len(vt.Shape) > 1 {
		return false
	}
	loc := op.Loc()
	llvmT := l.tc.ConvertType(vt)
	v := llvmcommon.Poison(rw.Builder, loc, llvmT)
	for i, e := range a.Operands() {
		idx := i64Const(rw, loc, int64(i))
		v = llvmcommon.Create(rw.Builder, loc, "llvm.insertelement", llvmT, []*ir.Value{v, e, idx}).Result(0)
	}
	rw.ReplaceOp(op, []*ir.Value{v})
	return true
}

// toElements is VectorToElementsLowering: one extractelement per used
// result. Like upstream's it does not check the rank (convert-vector-to-llvm
// unrolls n-D to_elements first).
func (l *lowerer) toElements(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	src := a.Operand(0)
	// Unused results get no extraction (an empty replacement).
	results := make([][]*ir.Value, op.NumResults())
	for i := range results {
		if !op.Result(i).HasUses() {
			continue
		}
		idx := i64Const(rw, loc, int64(i))
		results[i] = []*ir.Value{llvmcommon.Create(rw.Builder, loc, "llvm.extractelement", l.tc.ConvertType(op.Result(i).Type()), []*ir.Value{src, idx}).Result(0)}
	}
	rw.ReplaceOpWithMultiple(op, results)
	return true
}

func (l *lowerer) typeCast(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	src := op.Operand(0).Type().(*ir.MemRefType)
	dst := op.Result(0).Type().(*ir.MemRefType)
	if viewlike.CountDynamic(src.Shape) > 0 || viewlike.CountDynamic(dst.Shape) > 0 {
		return false
	}
	st, ok := l.tc.ConvertType(dst).(*llvm.StructType)
	if !ok {
		return false
	}
	strides, offset, ok := memref.StridesAndOffset(rw.Ctx, dst)
	if !ok || offset != 0 {
		return false
	}
	if _, _, ok := memref.StridesAndOffset(rw.Ctx, src); !ok {
		return false
	}
	in := llvmcommon.NewMemRefDescriptor(a.Operand(0))
	d := llvmcommon.PoisonMemRefDescriptor(rw.Builder, loc, st)
	d.SetAllocatedPtr(rw.Builder, loc, in.AllocatedPtr(rw.Builder, loc))
	d.SetAlignedPtr(rw.Builder, loc, in.AlignedPtr(rw.Builder, loc))
	d.SetOffset(rw.Builder, loc, l.tc.CreateIndexConstant(rw.Builder, loc, offset))
	for i, s := range dst.Shape {
		d.SetSize(rw.Builder, loc, i, l.tc.CreateIndexConstant(rw.Builder, loc, s))
		d.SetStride(rw.Builder, loc, i, l.tc.CreateIndexConstant(rw.Builder, loc, strides[i]))
	}
	rw.ReplaceOp(op, []*ir.Value{d.Value()})
	return true
}

// preferredAlignment is the default data layout's preferred alignment of a
// converted type.
func (l *lowerer) preferredAlignment(t ir.Type) int64 {
	switch t := t.(type) {
	case *ir.IntegerType:
		return int64(powerOf2Ceil(uint64((t.Width + 7) / 8)))
	case *ir.FloatType:
		return int64(powerOf2Ceil(uint64((ir.BitWidth(t) + 7) / 8)))
	case *ir.VectorType:
		n := int64(1)
		for _, d := range t.Shape {
			n *= d
		}
		return int64(powerOf2Ceil(uint64(n * int64(ir.BitWidth(t.Elem)) / 8)))
	case *llvm.PointerType:
		return 8
	}
	return 8
}

// powerOf2Ceil is llvm::PowerOf2Ceil.
func powerOf2Ceil(v uint64) uint64 {
	if v <= 1 {
		return max(v, 1)
	}
	return 1 << bits.Len64(v-1)
}

// memAlignment returns the alignment of a vector access to a memref: the
// op's alignment attribute, else the element's (or with
// use-vector-alignment the vector's) preferred alignment.
func (l *lowerer) memAlignment(op *ir.Operation, mt *ir.MemRefType, vt *ir.VectorType) (int64, bool) {
	if a, ok := op.InherentAttr("alignment").(*ir.IntegerAttr); ok {
		return a.Int64(), true
	}
	if l.opts.UseVectorAlignment {
		t := l.tc.ConvertType(vt)
		if t == nil {
			return 0, false
		}
		return l.preferredAlignment(t), true
	}
	elem := l.tc.ConvertType(mt.Elem)
	if elem == nil {
		return 0, false
	}
	return l.preferredAlignment(elem), true
}

// loadStore lowers vector.load, vector.store, vector.maskedload and
// vector.maskedstore of 1-D vectors (VectorLoadStoreConversion).
func (l *lowerer) loadStore(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	ctx := rw.Ctx
	loc := op.Loc()
	var vt *ir.VectorType
	base := 0
	switch op.Name() {
	case "vector.load", "vector.maskedload":
		vt = op.Result(0).Type().(*ir.VectorType)
	case "vector.store":
		vt = op.Operand(0).Type().(*ir.VectorType)
		base = 1
	case "vector.maskedstore":
		vt = op.Operand(op.NumOperands() - 1).Type().(*ir.VectorType)
	}
	if len(vt.Shape) > 1 {
		return false
	}
	mt := op.Operand(base).Type().(*ir.MemRefType)
	align, ok := l.memAlignment(op, mt, vt)
	if !ok {
		return false
	}
	llvmVT := l.tc.ConvertType(vt)
	indices := ods.OperandGroup(op, base+1)
	start, _ := ods.GroupRange(op, base+1, false)
	ptr := l.tc.StridedElementPtr(rw.Builder, loc, mt, a.Operand(base), a.Operands()[start:start+len(indices)], 0)
	ordering := ir.NamedAttr{Name: "ordering", Value: ctx.IntAttr(ctx.I(64), 0)}
	switch op.Name() {
	case "vector.load":
		rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, loc, "llvm.load", llvmVT, []*ir.Value{ptr},
			ir.NamedAttr{Name: "alignment", Value: ctx.IntAttr(ctx.I(64), align)}, ordering))
	case "vector.store":
		llvmcommon.Create(rw.Builder, loc, "llvm.store", nil, []*ir.Value{a.Operand(0), ptr},
			ir.NamedAttr{Name: "alignment", Value: ctx.IntAttr(ctx.I(64), align)}, ordering)
		rw.EraseOp(op)
	case "vector.maskedload":
		ops := a.Operands()
		rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, loc, "llvm.intr.masked.load", llvmVT,
			[]*ir.Value{ptr, ops[len(ops)-2], ops[len(ops)-1]},
			ir.NamedAttr{Name: "alignment", Value: ctx.IntAttr(ctx.I(32), align)}))
	case "vector.maskedstore":
		ops := a.Operands()
		llvmcommon.Create(rw.Builder, loc, "llvm.intr.masked.store", nil, []*ir.Value{ops[len(ops)-1], ptr, ops[len(ops)-2]},
			ir.NamedAttr{Name: "alignment", Value: ctx.IntAttr(ctx.I(32), align)})
		rw.EraseOp(op)
	}
	return true
}

// supportedGatherMemRef is isMemRefTypeSupported: a unit innermost stride
// in address space 0.
func (l *lowerer) supportedGatherMemRef(mt *ir.MemRefType) bool {
	strides, _, ok := memref.StridesAndOffset(l.tc.Ctx, mt)
	space, spaceOK := l.tc.MemRefAddressSpace(mt)
	return ok && spaceOK && space == 0 && (len(strides) == 0 || strides[len(strides)-1] == 1)
}

// indexedPtrs is getIndexedPtrs: a vector of pointers, base plus each
// index.
func (l *lowerer) indexedPtrs(rw *conversion.Rewriter, loc ir.Location, mt *ir.MemRefType, base, index *ir.Value, n int64, sc []bool) *ir.Value {
	ptrs := rw.Ctx.VectorType([]int64{n}, l.tc.PointerType(), sc)
	return llvmcommon.GEP(rw.Builder, loc, ptrs, l.tc.ConvertType(mt.Elem), base, []any{index}, 0)
}

func (l *lowerer) gather(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	mt, ok := op.Operand(0).Type().(*ir.MemRefType)
	vt := op.Result(0).Type().(*ir.VectorType)
	if !ok || !l.supportedGatherMemRef(mt) || len(vt.Shape) != 1 {
		return false
	}
	loc := op.Loc()
	align, ok := l.memAlignment(op, mt, vt)
	if !ok {
		return false
	}
	n := len(ods.OperandGroup(op, 1))
	ops := a.Operands()
	ptr := l.tc.StridedElementPtr(rw.Builder, loc, mt, ops[0], ops[1:1+n], 0)
	ptrs := l.indexedPtrs(rw, loc, mt, ptr, ops[1+n], vt.Shape[0], vt.Scalable)
	rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, loc, "llvm.intr.masked.gather", l.tc.ConvertType(vt),
		[]*ir.Value{ptrs, ops[2+n], ops[3+n]}, ir.NamedAttr{Name: "alignment", Value: rw.Ctx.IntAttr(rw.Ctx.I(32), align)}))
	return true
}

func (l *lowerer) scatter(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	mt, ok := op.Operand(0).Type().(*ir.MemRefType)
	vt := op.Operand(op.NumOperands() - 1).Type().(*ir.VectorType)
	if !ok || !l.supportedGatherMemRef(mt) || len(vt.Shape) != 1 {
		return false
	}
	loc := op.Loc()
	align, ok := l.memAlignment(op, mt, vt)
	if !ok {
		return false
	}
	n := len(ods.OperandGroup(op, 1))
	ops := a.Operands()
	ptr := l.tc.StridedElementPtr(rw.Builder, loc, mt, ops[0], ops[1:1+n], 0)
	ptrs := l.indexedPtrs(rw, loc, mt, ptr, ops[1+n], vt.Shape[0], vt.Scalable)
	llvmcommon.Create(rw.Builder, loc, "llvm.intr.masked.scatter", nil, []*ir.Value{ops[3+n], ptrs, ops[2+n]},
		ir.NamedAttr{Name: "alignment", Value: rw.Ctx.IntAttr(rw.Ctx.I(32), align)})
	rw.EraseOp(op)
	return true
}

// integer reductions: the LLVM intrinsic and how the accumulator combines.
var intReductions = map[int]struct{ intr, combine, pred string }{
	vector.KindAdd:   {"llvm.intr.vector.reduce.add", "llvm.add", ""},
	vector.KindMul:   {"llvm.intr.vector.reduce.mul", "llvm.mul", ""},
	vector.KindMinUI: {"llvm.intr.vector.reduce.umin", "", "ule"},
	vector.KindMinSI: {"llvm.intr.vector.reduce.smin", "", "sle"},
	vector.KindMaxUI: {"llvm.intr.vector.reduce.umax", "", "uge"},
	vector.KindMaxSI: {"llvm.intr.vector.reduce.smax", "", "sge"},
	vector.KindAnd:   {"llvm.intr.vector.reduce.and", "llvm.and", ""},
	vector.KindOr:    {"llvm.intr.vector.reduce.or", "llvm.or", ""},
	vector.KindXor:   {"llvm.intr.vector.reduce.xor", "llvm.xor", ""},
}

// float min/max reductions and the intrinsic combining the accumulator.
var floatMinMax = map[int]struct{ intr, combine string }{
	vector.KindMinNumF:  {"llvm.intr.vector.reduce.fmin", "llvm.intr.minnum"},
	vector.KindMaxNumF:  {"llvm.intr.vector.reduce.fmax", "llvm.intr.maxnum"},
	vector.KindMinimumF: {"llvm.intr.vector.reduce.fminimum", "llvm.intr.minimum"},
	vector.KindMaximumF: {"llvm.intr.vector.reduce.fmaximum", "llvm.intr.maximum"},
}

// icmpPredicates are the values of llvm.icmp's predicate.
var icmpPredicates = map[string]int64{"sle": 3, "sge": 5, "ule": 7, "uge": 9}

func (l *lowerer) reduction(op *ir.Operation, a conversion.Adaptor, rw *conversion.Rewriter) bool {
	ctx := rw.Ctx
	loc := op.Loc()
	vt := op.Operand(0).Type().(*ir.VectorType)
	if len(vt.Shape) > 1 {
		return false
	}
	kind := op.InherentAttr("kind").(*vector.EnumAttr).Value
	resT := l.tc.ConvertType(op.Result(0).Type())
	src := a.Operand(0)
	var acc *ir.Value
	if a.NumOperands() > 1 {
		acc = a.Operand(1)
	}
	switch t := vt.Elem.(type) {
	case *ir.IntegerType, *ir.IndexType:
		r, ok := intReductions[kind]
		if !ok {
			return false
		}
		res := llvmcommon.Create(rw.Builder, loc, r.intr, resT, []*ir.Value{src}).Result(0)
		if acc != nil {
			if r.combine != "" {
				res = llvmcommon.Binary(rw.Builder, loc, r.combine, acc, res)
			} else {
				cmp := llvmcommon.Create(rw.Builder, loc, "llvm.icmp", ctx.I(1), []*ir.Value{acc, res},
					ir.NamedAttr{Name: "predicate", Value: ctx.IntAttr(ctx.I(64), icmpPredicates[r.pred])}).Result(0)
				res = llvmcommon.Create(rw.Builder, loc, "llvm.select", resT, []*ir.Value{cmp, acc, res}).Result(0)
			}
		}
		rw.ReplaceOp(op, []*ir.Value{res})
		return true
	case *ir.FloatType:
		fm := arith.FastMathFlags(op)
		flags := arithtollvm.LLVMFastMath(ctx, fm)
		if l.opts.ReassociateFPReductions {
			flags = llvm.FastMath(ctx, flags.Flags|64)
		}
		if kind == vector.KindAdd || kind == vector.KindMul {
			intr, start := "llvm.intr.vector.reduce.fadd", 0.0
			if kind == vector.KindMul {
				intr, start = "llvm.intr.vector.reduce.fmul", 1.0
			}
			if acc == nil {
				acc = llvmcommon.CreateConstant(rw.Builder, loc, resT, ctx.FloatAttrFromFloat64(t, start))
			}
			rw.ReplaceOpWithOp(op, llvmcommon.Create(rw.Builder, loc, intr, resT, []*ir.Value{acc, src},
				ir.NamedAttr{Name: "fastmathFlags", Value: flags}))
			return true
		}
		r, ok := floatMinMax[kind]
		if !ok {
			return false
		}
		fmf := ir.NamedAttr{Name: "fastmathFlags", Value: flags}
		res := llvmcommon.Create(rw.Builder, loc, r.intr, resT, []*ir.Value{src}, fmf).Result(0)
		if acc != nil {
			res = llvmcommon.Create(rw.Builder, loc, r.combine, resT, []*ir.Value{res, acc}).Result(0)
		}
		rw.ReplaceOp(op, []*ir.Value{res})
		return true
	}
	return false
}
