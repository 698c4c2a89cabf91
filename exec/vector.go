package exec

import (
	"github.com/gomlir/gomlir/dialect/vector"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/affine"
)

func init() {
	ops["vector.print"] = compilePrint
	ops["vector.broadcast"] = compileBroadcast
	ops["vector.splat"] = compileBroadcast
	ops["vector.shape_cast"] = func(c *fc, op *ir.Operation) (instr, error) {
		a, d := c.in(op, 0), c.out(op, 0)
		return func(fr *frame) { fr.s[d] = fr.s[a] }, nil
	}
	ops["vector.from_elements"] = func(c *fc, op *ir.Operation) (instr, error) {
		src, d := c.slotsOf(op.Operands()), c.out(op, 0)
		return func(fr *frame) {
			r := make([]uint64, len(src))
			for i, s := range src {
				r[i] = fr.s[s].B
			}
			fr.s[d] = Val{R: r}
		}, nil
	}
	ops["vector.extract"] = compileVecExtract
	ops["vector.insert"] = compileVecInsert
	ops["vector.reduction"] = compileVecReduction
	ops["vector.constant_mask"] = compileMask
	ops["vector.create_mask"] = compileMask
	ops["vector.step"] = func(c *fc, op *ir.Operation) (instr, error) {
		n := int(ir.NumElements(op.Result(0).Type().(*ir.VectorType).Shape))
		r := make([]uint64, n)
		for i := range r {
			r[i] = uint64(i)
		}
		c.setConst(op.Result(0), Val{R: r})
		return nil, nil
	}
	ops["vector.transpose"] = compileTranspose
	ops["vector.extract_strided_slice"] = compileStridedSlice
	ops["vector.insert_strided_slice"] = compileStridedSlice
	ops["vector.transfer_read"] = compileTransfer
	ops["vector.transfer_write"] = compileTransfer
	ops["vector.load"] = compileVecMem
	ops["vector.store"] = compileVecMem
	ops["vector.maskedload"] = compileVecMem
	ops["vector.maskedstore"] = compileVecMem
	ops["vector.outerproduct"] = compileOuterProduct
	for _, n := range []string{"vector.gather", "vector.scatter", "vector.expandload", "vector.compressstore"} {
		ops[n] = compileVecIndexed
	}
	ops["vector.contract"] = compileContract
	ops["vector.bitcast"] = compileBitcast
	ops["vector.shuffle"] = compileVecShuffle
	ops["vector.deinterleave"] = func(c *fc, op *ir.Operation) (instr, error) {
		a, even, odd := c.in(op, 0), c.out(op, 0), c.out(op, 1)
		inner := lastDim(op.Operand(0).Type())
		return func(fr *frame) {
			x := fr.s[a].R.([]uint64)
			e, o := make([]uint64, 0, len(x)/2), make([]uint64, 0, len(x)/2)
			for i := 0; i < len(x); i += inner {
				for k := 0; k < inner; k += 2 {
					e, o = append(e, x[i+k]), append(o, x[i+k+1])
				}
			}
			fr.s[even], fr.s[odd] = Val{R: e}, Val{R: o}
		}, nil
	}
	ops["vector.interleave"] = func(c *fc, op *ir.Operation) (instr, error) {
		a, b, d := c.in(op, 0), c.in(op, 1), c.out(op, 0)
		inner := lastDim(op.Operand(0).Type())
		return func(fr *frame) {
			x, y := fr.s[a].R.([]uint64), fr.s[b].R.([]uint64)
			r := make([]uint64, 0, 2*len(x))
			for i := 0; i < len(x); i += inner {
				for k := 0; k < inner; k++ {
					r = append(r, x[i+k], y[i+k])
				}
			}
			fr.s[d] = Val{R: r}
		}, nil
	}
}

func vshape(t ir.Type) []int64 {
	if vt, ok := t.(*ir.VectorType); ok {
		return vt.Shape
	}
	return nil
}

// compileVecShuffle compiles vector.shuffle: the mask picks leading-
// dimension slices of the first operand, then of the second.
func compileVecShuffle(c *fc, op *ir.Operation) (instr, error) {
	mk := op.InherentAttr("mask").(*ir.DenseArrayAttr).Int64s()
	a, b, d := c.in(op, 0), c.in(op, 1), c.out(op, 0)
	row := 1
	if s := vshape(op.Operand(0).Type()); len(s) > 1 {
		row = int(ir.NumElements(s[1:]))
	}
	return func(fr *frame) {
		x, y := fr.s[a].R.([]uint64), fr.s[b].R.([]uint64)
		r := make([]uint64, 0, len(mk)*row)
		for _, k := range mk {
			switch {
			case k < 0:
				r = append(r, make([]uint64, row)...)
			case int(k)*row < len(x):
				r = append(r, x[int(k)*row:int(k+1)*row]...)
			default:
				k -= int64(len(x) / row)
				r = append(r, y[int(k)*row:int(k+1)*row]...)
			}
		}
		fr.s[d] = Val{R: r}
	}, nil
}

func lastDim(t ir.Type) int {
	s := vshape(t)
	if len(s) == 0 {
		return 1
	}
	return int(s[len(s)-1])
}

// strides of a row-major shape.
func rowStrides(shape []int64) []int64 {
	st := make([]int64, len(shape))
	run := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		st[i] = run
		run *= shape[i]
	}
	return st
}

// lanes returns the elements of v (a vector, or a scalar as one lane).
func lanes(v Val) []uint64 {
	if xs, ok := v.R.([]uint64); ok {
		return xs
	}
	return []uint64{v.B}
}

func compileBroadcast(c *fc, op *ir.Operation) (instr, error) {
	a, d := c.in(op, 0), c.out(op, 0)
	dst := vshape(op.Result(0).Type())
	src := vshape(op.Operand(0).Type())
	n := int(ir.NumElements(dst))
	// Map each result element to its source element.
	lead := len(dst) - len(src)
	sst := rowStrides(src)
	idx := make([]int, n)
	forEachIndex(dst, rowStrides(dst), 0, func(ix []int64, off int64) {
		s := int64(0)
		for k := range src {
			if src[k] != 1 {
				s += ix[lead+k] * sst[k]
			}
		}
		idx[off] = int(s)
	})
	return func(fr *frame) {
		x := lanes(fr.s[a])
		r := make([]uint64, n)
		for i, j := range idx {
			r[i] = x[j]
		}
		fr.s[d] = Val{R: r}
	}, nil
}

// position evaluates the static/dynamic position of vector.extract and
// vector.insert to a flat offset and the size of the addressed part.
func (c *fc) position(op *ir.Operation, vt ir.Type, dynStart int) (func(fr *frame) int, int) {
	shape := vshape(vt)
	st := rowStrides(shape)
	pa, _ := op.InherentAttr("static_position").(*ir.DenseArrayAttr)
	pos := pa.Int64s()
	dyn := c.slotsOf(op.Operands()[dynStart:])
	size := int(ir.NumElements(shape[len(pos):]))
	m, loc := c.m, op.Loc()
	return func(fr *frame) int {
		off, k := int64(0), 0
		for i, p := range pos {
			if p == ir.Dynamic {
				p = int64(fr.s[dyn[k]].B)
				k++
			}
			if p < 0 || p >= shape[i] {
				m.fail(loc, "vector position out of range")
			}
			off += p * st[i]
		}
		return int(off)
	}, size
}

func compileVecExtract(c *fc, op *ir.Operation) (instr, error) {
	pos, size := c.position(op, op.Operand(0).Type(), 1)
	a, d := c.in(op, 0), c.out(op, 0)
	if _, vec := op.Result(0).Type().(*ir.VectorType); !vec {
		return func(fr *frame) { fr.s[d] = Val{B: fr.s[a].R.([]uint64)[pos(fr)]} }, nil
	}
	return func(fr *frame) {
		o := pos(fr)
		fr.s[d] = Val{R: append([]uint64(nil), fr.s[a].R.([]uint64)[o:o+size]...)}
	}, nil
}

func compileVecInsert(c *fc, op *ir.Operation) (instr, error) {
	pos, _ := c.position(op, op.Operand(1).Type(), 2)
	v, a, d := c.in(op, 0), c.in(op, 1), c.out(op, 0)
	return func(fr *frame) {
		r := append([]uint64(nil), fr.s[a].R.([]uint64)...)
		copy(r[pos(fr):], lanes(fr.s[v]))
		fr.s[d] = Val{R: r}
	}, nil
}

var kindNames = map[int][2]string{
	vector.KindAdd: {"add", "addf"}, vector.KindMul: {"mul", "mulf"}, vector.KindMinUI: {"minui", ""},
	vector.KindMinSI: {"minsi", ""}, vector.KindMinNumF: {"", "minnumf"}, vector.KindMaxUI: {"maxui", ""},
	vector.KindMaxSI: {"maxsi", ""}, vector.KindMaxNumF: {"", "maxnumf"}, vector.KindAnd: {"and", ""},
	vector.KindOr: {"or", ""}, vector.KindXor: {"xor", ""}, vector.KindMaximumF: {"", "maximumf"},
	vector.KindMinimumF: {"", "minimumf"},
}

// combiner returns the kernel of op's combining kind over elements ti.
func (c *fc) combiner(op *ir.Operation, ti *tinfo) (bin, error) {
	k := vector.KindAdd
	if a, ok := op.InherentAttr("kind").(*vector.EnumAttr); ok {
		k = a.Value
	}
	names := kindNames[k]
	var f bin
	if ti.fk != 0 || ti.kind == kF16 {
		f = floatKernel(names[1], ti.fk)
	} else {
		f = intKernel(names[0], bitsOf(ti), c.failer(op))
	}
	if f == nil {
		return nil, opErr(op, "'%s': combining kind does not apply to %s", op.Name(), typeText(op.Operand(0).Type()))
	}
	return f, nil
}

func compileVecReduction(c *fc, op *ir.Operation) (instr, error) {
	ti, _, err := c.scalarTI(op, op.Operand(0).Type())
	if err != nil {
		return nil, err
	}
	f, err := c.combiner(op, ti)
	if err != nil {
		return nil, err
	}
	a, d := c.in(op, 0), c.out(op, 0)
	acc := -1
	if op.NumOperands() > 1 {
		acc = c.in(op, 1)
	}
	return func(fr *frame) {
		x := fr.s[a].R.([]uint64)
		r, i := x[0], 1
		if acc >= 0 {
			r, i = fr.s[acc].B, 0
		}
		for ; i < len(x); i++ {
			r = f(r, x[i])
		}
		fr.s[d] = Val{B: r}
	}, nil
}

func compileMask(c *fc, op *ir.Operation) (instr, error) {
	shape := vshape(op.Result(0).Type())
	d := c.out(op, 0)
	var bounds func(fr *frame) []int64
	if op.Name() == "vector.constant_mask" {
		ds := op.InherentAttr("mask_dim_sizes").(*ir.DenseArrayAttr).Int64s()
		bounds = func(*frame) []int64 { return ds }
	} else {
		src := c.slotsOf(op.Operands())
		bounds = func(fr *frame) []int64 {
			b := make([]int64, len(src))
			for i, s := range src {
				b[i] = int64(fr.s[s].B)
			}
			return b
		}
	}
	n := int(ir.NumElements(shape))
	return func(fr *frame) {
		b := bounds(fr)
		r := make([]uint64, n)
		forEachIndex(shape, rowStrides(shape), 0, func(ix []int64, off int64) {
			on := uint64(1)
			for i, x := range ix {
				if x >= b[i] {
					on = 0
				}
			}
			r[off] = on
		})
		fr.s[d] = Val{R: r}
	}, nil
}

func compileTranspose(c *fc, op *ir.Operation) (instr, error) {
	perm := op.InherentAttr("permutation").(*ir.DenseArrayAttr).Int64s()
	src := vshape(op.Operand(0).Type())
	dst := vshape(op.Result(0).Type())
	sst := rowStrides(src)
	n := int(ir.NumElements(dst))
	idx := make([]int, n)
	forEachIndex(dst, rowStrides(dst), 0, func(ix []int64, off int64) {
		s := int64(0)
		for i, p := range perm {
			s += ix[i] * sst[p]
		}
		idx[off] = int(s)
	})
	a, d := c.in(op, 0), c.out(op, 0)
	return func(fr *frame) {
		x := fr.s[a].R.([]uint64)
		r := make([]uint64, n)
		for i, j := range idx {
			r[i] = x[j]
		}
		fr.s[d] = Val{R: r}
	}, nil
}

func i64List(op *ir.Operation, name string) []int64 {
	a, _ := op.InherentAttr(name).(*ir.ArrayAttr)
	if a == nil {
		return nil
	}
	out := make([]int64, len(a.Elems))
	for i, e := range a.Elems {
		out[i] = e.(*ir.IntegerAttr).Int64()
	}
	return out
}

func compileStridedSlice(c *fc, op *ir.Operation) (instr, error) {
	offs, strides := i64List(op, "offsets"), i64List(op, "strides")
	if op.Name() == "vector.extract_strided_slice" {
		// Strides and sizes may cover only the leading dimensions.
		src := vshape(op.Operand(0).Type())
		dst := vshape(op.Result(0).Type())
		sst := rowStrides(src)
		n := int(ir.NumElements(dst))
		idx := make([]int, n)
		forEachIndex(dst, rowStrides(dst), 0, func(ix []int64, off int64) {
			s := int64(0)
			for i := range ix {
				o, st := int64(0), int64(1)
				if i < len(offs) {
					o, st = offs[i], strides[i]
				}
				s += (o + ix[i]*st) * sst[i]
			}
			idx[off] = int(s)
		})
		a, d := c.in(op, 0), c.out(op, 0)
		return func(fr *frame) {
			x := fr.s[a].R.([]uint64)
			r := make([]uint64, n)
			for i, j := range idx {
				r[i] = x[j]
			}
			fr.s[d] = Val{R: r}
		}, nil
	}
	src := vshape(op.Operand(0).Type())
	dst := vshape(op.Operand(1).Type())
	dstS := rowStrides(dst)
	lead := len(dst) - len(src)
	n := int(ir.NumElements(src))
	idx := make([]int, n)
	forEachIndex(src, rowStrides(src), 0, func(ix []int64, off int64) {
		s := int64(0)
		for i := range dst {
			o := offs[i]
			if i >= lead {
				o += ix[i-lead] * strides[i-lead]
			}
			s += o * dstS[i]
		}
		idx[off] = int(s)
	})
	v, a, d := c.in(op, 0), c.in(op, 1), c.out(op, 0)
	return func(fr *frame) {
		x := fr.s[v].R.([]uint64)
		r := append([]uint64(nil), fr.s[a].R.([]uint64)...)
		for i, j := range idx {
			r[j] = x[i]
		}
		fr.s[d] = Val{R: r}
	}, nil
}

// memAccess addresses elements of a memref by index for the vector memory
// operations.
type memAccess struct {
	m   *Machine
	ti  *tinfo
	loc Loc
}

// at returns the bytes of the element at idx, or nil when idx is outside
// the memref's sizes.
func (a memAccess) at(mr *MemRef, idx []int64, check bool) []byte {
	off := mr.Offset
	for k, x := range idx {
		if check && (x < 0 || x >= mr.Sizes[k]) {
			return nil
		}
		off += x * mr.Strides[k]
	}
	return a.m.bytesAt(Val{B: mr.Data.B + uint64(off*int64(a.ti.size)), R: mr.Data.R}, a.ti.size, a.loc)
}

func compileTransfer(c *fc, op *ir.Operation) (instr, error) {
	read := op.Name() == "vector.transfer_read"
	mt, ok := op.Operand(boolInt(!read)).Type().(*ir.MemRefType)
	if !ok {
		return nil, opErr(op, "'%s' on a tensor is not supported (bufferize first)", op.Name())
	}
	ti, err := c.ti(op, mt.Elem)
	if err != nil || ti.class != cScalar {
		return nil, opErr(op, "'%s' of %s elements is not supported", op.Name(), typeText(mt.Elem))
	}
	pm := op.InherentAttr("permutation_map").(*ir.AffineMapAttr).Map
	var vt ir.Type
	base := 0
	if read {
		vt = op.Result(0).Type()
	} else {
		vt, base = op.Operand(0).Type(), 1
	}
	shape := vshape(vt)
	rank := len(mt.Shape)
	idxSlots := c.slotsOf(op.Operands()[base+1 : base+1+rank])
	rest := op.Operands()[base+1+rank:]
	pad, mask := -1, -1
	if read {
		pad = c.slot(rest[0])
		rest = rest[1:]
	}
	if len(rest) > 0 {
		mask = c.slot(rest[0])
	}
	// dimOf[r] is the memref dimension vector dimension r moves along (-1:
	// broadcast).
	dimOf := make([]int, len(pm.Results))
	for r, e := range pm.Results {
		dimOf[r] = -1
		if de, ok := e.(*affine.DimExpr); ok {
			dimOf[r] = de.Pos
		}
	}
	acc := memAccess{c.m, ti, op.Loc()}
	mem := c.in(op, base)
	val, d := -1, -1
	if read {
		d = c.out(op, 0)
	} else {
		val = c.in(op, 0)
	}
	n := int(ir.NumElements(shape))
	st := rowStrides(shape)
	return func(fr *frame) {
		mr := fr.s[mem].R.(*MemRef)
		var ml []uint64
		if mask >= 0 {
			ml = fr.s[mask].R.([]uint64)
		}
		var r, x []uint64
		if read {
			r = make([]uint64, n)
		} else {
			x = fr.s[val].R.([]uint64)
		}
		idx := make([]int64, rank)
		forEachIndex(shape, st, 0, func(ix []int64, off int64) {
			for k, s := range idxSlots {
				idx[k] = int64(fr.s[s].B)
			}
			for k, p := range dimOf {
				if p >= 0 {
					idx[p] += ix[k]
				}
			}
			on := ml == nil || ml[maskIndex(ix, shape, len(ml))] != 0
			var b []byte
			if on {
				b = acc.at(mr, idx, true)
			}
			if read {
				if b == nil {
					r[off] = fr.s[pad].B
				} else {
					r[off] = acc.m.loadScalar(ti.kind, b).B
				}
			} else if b != nil {
				storeScalar(b, x[off])
			}
		})
		if read {
			fr.s[d] = Val{R: r}
		}
	}, nil
}

// maskIndex maps a vector index to its mask lane (masks cover the vector
// or its trailing dimensions).
func maskIndex(ix []int64, shape []int64, n int) int {
	off, run := 0, 1
	for i := len(ix) - 1; i >= 0 && run < n; i-- {
		off += int(ix[i]) * run
		run *= int(shape[i])
	}
	return off
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// compileVecMem compiles vector.load/store/maskedload/maskedstore: the
// vector covers the trailing memref dimensions from the indices.
func compileVecMem(c *fc, op *ir.Operation) (instr, error) {
	name := op.Name()
	store := name == "vector.store" || name == "vector.maskedstore"
	masked := name == "vector.maskedload" || name == "vector.maskedstore"
	mi := 0
	var vt ir.Type
	if name == "vector.store" {
		mi, vt = 1, op.Operand(0).Type()
	} else if name == "vector.maskedstore" {
		vt = op.Operand(op.NumOperands() - 1).Type()
	} else {
		vt = op.Result(0).Type()
	}
	mt, ok := op.Operand(mi).Type().(*ir.MemRefType)
	if !ok {
		return nil, unsupported(op)
	}
	ti, err := c.ti(op, mt.Elem)
	if err != nil || ti.class != cScalar {
		return nil, opErr(op, "'%s' of %s elements is not supported", name, typeText(mt.Elem))
	}
	rank := len(mt.Shape)
	mem := c.in(op, mi)
	idxSlots := c.slotsOf(op.Operands()[mi+1 : mi+1+rank])
	mask, extra := -1, -1
	if masked {
		mask, extra = c.in(op, mi+1+rank), c.in(op, mi+2+rank)
	}
	val, d := -1, -1
	if name == "vector.store" {
		val = c.in(op, 0)
	} else if store {
		val = extra
	} else {
		d = c.out(op, 0)
	}
	shape := vshape(vt)
	n := int(ir.NumElements(shape))
	st := rowStrides(shape)
	acc := memAccess{c.m, ti, op.Loc()}
	return func(fr *frame) {
		mr := fr.s[mem].R.(*MemRef)
		var ml, x, r []uint64
		if mask >= 0 {
			ml = fr.s[mask].R.([]uint64)
		}
		if store {
			x = fr.s[val].R.([]uint64)
		} else {
			r = make([]uint64, n)
			if extra >= 0 {
				copy(r, fr.s[extra].R.([]uint64))
			}
		}
		idx := make([]int64, rank)
		forEachIndex(shape, st, 0, func(ix []int64, off int64) {
			if ml != nil && ml[off] == 0 {
				return
			}
			for k, s := range idxSlots {
				idx[k] = int64(fr.s[s].B)
			}
			for k := range ix {
				idx[rank-len(ix)+k] += ix[k]
			}
			b := acc.at(mr, idx, false)
			if store {
				storeScalar(b, x[off])
			} else {
				r[off] = acc.m.loadScalar(ti.kind, b).B
			}
		})
		if !store {
			fr.s[d] = Val{R: r}
		}
	}, nil
}

func compileOuterProduct(c *fc, op *ir.Operation) (instr, error) {
	ti, _, err := c.scalarTI(op, op.Operand(0).Type())
	if err != nil {
		return nil, err
	}
	mul := floatKernel("mulf", ti.fk)
	if ti.fk == 0 && ti.kind != kF16 {
		mul = intKernel("mul", bitsOf(ti), nil)
	}
	add, err := c.combiner(op, ti)
	if err != nil {
		return nil, err
	}
	a, b, d := c.in(op, 0), c.in(op, 1), c.out(op, 0)
	acc := -1
	if op.NumOperands() > 2 {
		acc = c.in(op, 2)
	}
	_, rhsVec := op.Operand(1).Type().(*ir.VectorType)
	return func(fr *frame) {
		x := fr.s[a].R.([]uint64)
		if !rhsVec {
			y := fr.s[b].B
			r := make([]uint64, len(x))
			for i := range x {
				r[i] = mul(x[i], y)
				if acc >= 0 {
					r[i] = add(r[i], fr.s[acc].R.([]uint64)[i])
				}
			}
			fr.s[d] = Val{R: r}
			return
		}
		y := fr.s[b].R.([]uint64)
		r := make([]uint64, len(x)*len(y))
		for i := range x {
			for j := range y {
				v := mul(x[i], y[j])
				if acc >= 0 {
					v = add(v, fr.s[acc].R.([]uint64)[i*len(y)+j])
				}
				r[i*len(y)+j] = v
			}
		}
		fr.s[d] = Val{R: r}
	}, nil
}

// compileContract evaluates vector.contract over its iteration space.
func compileContract(c *fc, op *ir.Operation) (instr, error) {
	maps := op.InherentAttr("indexing_maps").(*ir.ArrayAttr).Elems
	if len(maps) != 3 || op.NumOperands() != 3 {
		return nil, unsupported(op)
	}
	ms := make([]*affine.Map, 3)
	for i, a := range maps {
		ms[i] = a.(*ir.AffineMapAttr).Map
	}
	nd := ms[0].NumDims
	dims := make([]int64, nd)
	shapes := [][]int64{vshape(op.Operand(0).Type()), vshape(op.Operand(1).Type()), vshape(op.Operand(2).Type())}
	for k := 0; k < 3; k++ {
		for r, e := range ms[k].Results {
			de, ok := e.(*affine.DimExpr)
			if !ok {
				return nil, unsupported(op)
			}
			if r < len(shapes[k]) {
				dims[de.Pos] = shapes[k][r]
			}
		}
	}
	ti, _, err := c.scalarTI(op, op.Operand(0).Type())
	if err != nil {
		return nil, err
	}
	isF := ti.fk != 0 || ti.kind == kF16
	mul := intKernel("mul", bitsOf(ti), nil)
	if isF {
		mul = floatKernel("mulf", ti.fk)
	}
	add, err := c.combiner(op, ti)
	if err != nil {
		return nil, err
	}
	pos := func(m *affine.Map, sh []int64, ix []int64) int {
		st := rowStrides(sh)
		o := int64(0)
		for r, e := range m.Results {
			o += ix[e.(*affine.DimExpr).Pos] * st[r]
		}
		return int(o)
	}
	a, b, ac, d := c.in(op, 0), c.in(op, 1), c.in(op, 2), c.out(op, 0)
	accVec := len(shapes[2]) > 0
	return func(fr *frame) {
		x, y := fr.s[a].R.([]uint64), fr.s[b].R.([]uint64)
		r := append([]uint64(nil), lanes(fr.s[ac])...)
		forEachIndex(dims, rowStrides(dims), 0, func(ix []int64, _ int64) {
			k := 0
			if accVec {
				k = pos(ms[2], shapes[2], ix)
			}
			r[k] = add(r[k], mul(x[pos(ms[0], shapes[0], ix)], y[pos(ms[1], shapes[1], ix)]))
		})
		if accVec {
			fr.s[d] = Val{R: r}
		} else {
			fr.s[d] = Val{B: r[0]}
		}
	}, nil
}

// compilePrint prints as vector.print's lowering does, through the
// runtime's print functions.
func compilePrint(c *fc, op *ir.Operation) (instr, error) {
	punct := 1
	if p, ok := op.InherentAttr("punctuation").(*vector.EnumAttr); ok {
		punct = p.Value
	}
	m := c.m
	tail := func() {
		switch punct {
		case 1:
			m.out.WriteString("\n")
		case 2:
			m.out.WriteString(", ")
		case 3:
			m.out.WriteString("( ")
		case 4:
			m.out.WriteString(" )")
		}
	}
	if s, ok := op.InherentAttr("stringLiteral").(*ir.StringAttr); ok {
		// A string is printed as is, without punctuation.
		return func(*frame) { m.out.WriteString(s.Value) }, nil
	}
	if op.NumOperands() == 0 {
		return func(*frame) { tail() }, nil
	}
	t := op.Operand(0).Type()
	elem := t
	var shape []int64
	if vt, ok := t.(*ir.VectorType); ok {
		elem, shape = vt.Elem, vt.Shape
	}
	format, err := scalarPrinter(op, elem)
	if err != nil {
		return nil, err
	}
	a := c.in(op, 0)
	if len(shape) == 0 {
		if _, ok := t.(*ir.VectorType); ok {
			return func(fr *frame) {
				m.out.WriteString("( " + format(fr.s[a].R.([]uint64)[0]) + " )")
				tail()
			}, nil
		}
		return func(fr *frame) { m.out.WriteString(format(fr.s[a].B)); tail() }, nil
	}
	var rec func(x []uint64, sh []int64)
	rec = func(x []uint64, sh []int64) {
		m.out.WriteString("( ")
		step := len(x) / int(sh[0])
		for i := 0; i < int(sh[0]); i++ {
			if len(sh) == 1 {
				m.out.WriteString(format(x[i]))
			} else {
				rec(x[i*step:(i+1)*step], sh[1:])
			}
			if i+1 < int(sh[0]) {
				m.out.WriteString(", ")
			}
		}
		m.out.WriteString(" )")
	}
	return func(fr *frame) { rec(fr.s[a].R.([]uint64), shape); tail() }, nil
}

// scalarPrinter formats elements as the runtime print functions vector.print
// lowers to.
func scalarPrinter(op *ir.Operation, t ir.Type) (func(uint64) string, error) {
	switch t := t.(type) {
	case *ir.IndexType:
		return func(b uint64) string { return uitoa(b) }, nil
	case *ir.IntegerType:
		w := t.Width
		if w > 64 {
			break
		}
		if t.Signedness == ir.Unsigned || w == 1 {
			return func(b uint64) string { return uitoa(b & mask(w)) }, nil
		}
		return func(b uint64) string { return itoa(sext(b, w)) }, nil
	case *ir.FloatType:
		fk := t.Kind
		return func(b uint64) string { return formatG(toF64(fk, b)) }, nil
	}
	return nil, opErr(op, "'vector.print' of %s is not supported", typeText(t))
}

// compileVecIndexed compiles vector.gather/scatter (lanes at the base
// element plus their index) and vector.expandload/compressstore (enabled
// lanes at consecutive elements from the base element).
func compileVecIndexed(c *fc, op *ir.Operation) (instr, error) {
	name := op.Name()
	mt, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return nil, opErr(op, "'%s' on a tensor is not supported (bufferize first)", name)
	}
	ti, err := c.ti(op, mt.Elem)
	if err != nil || ti.class != cScalar {
		return nil, opErr(op, "'%s' of %s elements is not supported", name, typeText(mt.Elem))
	}
	indexed := name == "vector.gather" || name == "vector.scatter"
	store := name == "vector.scatter" || name == "vector.compressstore"
	rank := len(mt.Shape)
	mem := c.in(op, 0)
	idxSlots := c.slotsOf(op.Operands()[1 : 1+rank])
	k := 1 + rank
	iv := -1
	if indexed {
		iv = c.in(op, k)
		k++
	}
	mask, extra := c.in(op, k), c.in(op, k+1)
	d := -1
	if !store {
		d = c.out(op, 0)
	}
	m, loc, n := c.m, op.Loc(), ti.size
	return func(fr *frame) {
		mr := fr.s[mem].R.(*MemRef)
		off := mr.Offset
		for i, s := range idxSlots {
			off += int64(fr.s[s].B) * mr.Strides[i]
		}
		ml := fr.s[mask].R.([]uint64)
		var ivs []uint64
		if iv >= 0 {
			ivs = fr.s[iv].R.([]uint64)
		}
		x := fr.s[extra].R.([]uint64)
		var r []uint64
		if !store {
			r = append([]uint64(nil), x...)
		}
		next := int64(0)
		for i, on := range ml {
			if on == 0 {
				continue
			}
			e := next
			if ivs != nil {
				e = sext(ivs[i], 64)
				if w := ir.BitWidth(op.Operand(1 + rank).Type().(*ir.VectorType).Elem); w < 64 {
					e = sext(ivs[i], w)
				}
			}
			next++
			b := m.at(mr, off+e, n, loc)
			if store {
				storeScalar(b, x[i])
			} else {
				r[i] = m.loadScalar(ti.kind, b).B
			}
		}
		if !store {
			fr.s[d] = Val{R: r}
		}
	}, nil
}
