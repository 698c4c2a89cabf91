package wideint

import (
	"math/big"

	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/dialect/arith"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/rewrite"
)

// emitter builds the ops of one rewrite at the rewriter's insertion point,
// at the location of the op being rewritten.
type emitter struct {
	rw  *conversion.Rewriter
	ctx *ir.Context
	loc ir.Location
}

func newEmitter(rw *conversion.Rewriter, op *ir.Operation) *emitter {
	return &emitter{rw: rw, ctx: rw.Ctx, loc: op.Loc()}
}

// create builds op name with the given operands, result types and
// attributes.
func (e *emitter) create(name string, types []ir.Type, operands []*ir.Value, attrs ...ir.NamedAttr) *ir.Operation {
	return e.rw.Create(&ir.OperationState{Loc: e.loc, Name: e.ctx.LookupOp(name), Operands: operands, Types: types, Attrs: attrs})
}

// v builds a single-result op of result type t.
func (e *emitter) v(name string, t ir.Type, operands ...*ir.Value) *ir.Value {
	return e.create(name, []ir.Type{t}, operands).Result(0)
}

// bin builds a binary op whose result has its operands' type.
func (e *emitter) bin(name string, x, y *ir.Value) *ir.Value { return e.v(name, x.Type(), x, y) }

// fm builds a float op with no fast-math flags.
func (e *emitter) fm(name string, t ir.Type, operands ...*ir.Value) *ir.Value {
	return e.create(name, []ir.Type{t}, operands, ir.NamedAttr{Name: "fastmath", Value: arith.FastMath(e.ctx, 0)}).Result(0)
}

// cmpi compares x and y with predicate p.
func (e *emitter) cmpi(p int64, x, y *ir.Value) *ir.Value {
	return e.create("arith.cmpi", []ir.Type{withElem(e.ctx, x.Type(), e.ctx.I(1))}, []*ir.Value{x, y},
		ir.NamedAttr{Name: "predicate", Value: e.ctx.IntAttr(e.ctx.I(64), p)}).Result(0)
}

// sel is arith.select.
func (e *emitter) sel(c, x, y *ir.Value) *ir.Value { return e.v("arith.select", x.Type(), c, x, y) }

// constant is arith.constant holding a.
func (e *emitter) constant(t ir.Type, a ir.Attribute) *ir.Value {
	return e.create("arith.constant", []ir.Type{t}, nil, ir.NamedAttr{Name: "value", Value: a}).Result(0)
}

// intConst is an integer constant of (element) type t holding v, splat for
// vectors (upstream's createScalarOrSplatConstant).
func (e *emitter) intConst(t ir.Type, v int64) *ir.Value {
	if vt, ok := t.(*ir.VectorType); ok {
		raw := make([]byte, ir.ElementBytes(vt.Elem))
		ir.IntToRaw(raw, big.NewInt(v))
		return e.constant(t, e.ctx.DenseElementsAttr(vt, raw, true))
	}
	return e.constant(t, e.ctx.IntAttr(t, v))
}

// floatConst is a float constant of (element) type t holding bits, splat
// for vectors.
func (e *emitter) floatConst(t ir.Type, bits ir.APInt) *ir.Value {
	if vt, ok := t.(*ir.VectorType); ok {
		raw := make([]byte, ir.ElementBytes(vt.Elem))
		ir.BitsToRaw(raw, bits)
		return e.constant(t, e.ctx.DenseElementsAttr(vt, raw, true))
	}
	return e.constant(t, e.ctx.FloatAttr(t.(*ir.FloatType), bits))
}

// createOrFold builds a cast op of result type t, or folds it away.
func (e *emitter) createOrFold(name string, t ir.Type, x *ir.Value) *ir.Value {
	if x.Type() == t {
		return x
	}
	op := ir.NewOperation(e.ctx, &ir.OperationState{Loc: e.loc, Name: e.ctx.LookupOp(name), Operands: []*ir.Value{x}, Types: []ir.Type{t}})
	if res := rewrite.Fold(op); len(res) == 1 && res[0].Value != nil {
		op.Erase()
		return res[0].Value
	}
	return e.rw.Insert(op).Result(0)
}

// withElem is t with its element type replaced by el.
func withElem(ctx *ir.Context, t ir.Type, el ir.Type) ir.Type {
	if vt, ok := t.(*ir.VectorType); ok {
		return ctx.VectorType(vt.Shape, el, vt.Scalable)
	}
	return el
}

// reduceInnermostDim is vt with its last dimension reduced to 1, or its
// element type when vt has one dimension.
func reduceInnermostDim(ctx *ir.Context, vt *ir.VectorType) ir.Type {
	if len(vt.Shape) == 1 {
		return vt.Elem
	}
	shape := append([]int64(nil), vt.Shape...)
	shape[len(shape)-1] = 1
	return ctx.VectorType(shape, vt.Elem, nil)
}

func (e *emitter) i64Array(vals []int64) *ir.ArrayAttr {
	elems := make([]ir.Attribute, len(vals))
	for i, v := range vals {
		elems[i] = e.ctx.IntAttr(e.ctx.I(64), v)
	}
	return e.ctx.ArrayAttr(elems)
}

// repeat is n copies of v.
func repeat(n int, v int64) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// slice extracts the elements at offset off of in's last dimension: a
// scalar for a 1-D vector, a vector with a trailing x1 dimension otherwise.
func (e *emitter) slice(in *ir.Value, off int64) *ir.Value {
	vt := in.Type().(*ir.VectorType)
	rank := len(vt.Shape)
	if rank == 1 {
		return e.create("vector.extract", []ir.Type{vt.Elem}, []*ir.Value{in},
			ir.NamedAttr{Name: "static_position", Value: e.ctx.DenseI64Array([]int64{off})}).Result(0)
	}
	offsets := repeat(rank, 0)
	offsets[rank-1] = off
	sizes := append([]int64(nil), vt.Shape...)
	sizes[rank-1] = 1
	return e.create("vector.extract_strided_slice", []ir.Type{reduceInnermostDim(e.ctx, vt)}, []*ir.Value{in},
		ir.NamedAttr{Name: "offsets", Value: e.i64Array(offsets)}, ir.NamedAttr{Name: "sizes", Value: e.i64Array(sizes)},
		ir.NamedAttr{Name: "strides", Value: e.i64Array(repeat(rank, 1))}).Result(0)
}

// halves extracts the low and high halves of an emulated value.
func (e *emitter) halves(in *ir.Value) (*ir.Value, *ir.Value) { return e.slice(in, 0), e.slice(in, 1) }

// dropX1 shape-casts away the trailing x1 dimension of a vector; scalars
// stay.
func (e *emitter) dropX1(in *ir.Value) *ir.Value {
	vt, ok := in.Type().(*ir.VectorType)
	if !ok {
		return in
	}
	return e.v("vector.shape_cast", e.ctx.VectorType(vt.Shape[:len(vt.Shape)-1], vt.Elem, nil), in)
}

// appendX1 shape-casts a vector to one with a trailing x1 dimension;
// scalars stay.
func (e *emitter) appendX1(in *ir.Value) *ir.Value {
	vt, ok := in.Type().(*ir.VectorType)
	if !ok {
		return in
	}
	shape := append(append([]int64(nil), vt.Shape...), 1)
	return e.v("vector.shape_cast", e.ctx.VectorType(shape, vt.Elem, nil), in)
}

// insert inserts src at offset off of dest's last dimension.
func (e *emitter) insert(src, dest *ir.Value, off int64) *ir.Value {
	if _, ok := src.Type().(*ir.IntegerType); ok {
		return e.create("vector.insert", []ir.Type{dest.Type()}, []*ir.Value{src, dest},
			ir.NamedAttr{Name: "static_position", Value: e.ctx.DenseI64Array([]int64{off})}).Result(0)
	}
	rank := len(dest.Type().(*ir.VectorType).Shape)
	offsets := repeat(rank, 0)
	offsets[rank-1] = off
	return e.create("vector.insert_strided_slice", []ir.Type{dest.Type()}, []*ir.Value{src, dest},
		ir.NamedAttr{Name: "offsets", Value: e.i64Array(offsets)},
		ir.NamedAttr{Name: "strides", Value: e.i64Array(repeat(rank, 1))}).Result(0)
}

// result builds a value of type t from its halves.
func (e *emitter) result(t *ir.VectorType, parts ...*ir.Value) *ir.Value {
	v := e.intConst(t, 0)
	for i, p := range parts {
		v = e.insert(p, v, int64(i))
	}
	return v
}
