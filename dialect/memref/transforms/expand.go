package transforms

import (
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "memref-expand",
		Name:      "ExpandOpsPass",
		Summary:   "Legalize memref operations to be convertible to LLVM.",
		Dependent: []string{"arith", "memref"},
		New:       func() (pass.Pass, *pass.Options) { return memrefExpand{}, &pass.Options{} },
	})
}

// memrefExpand is upstream's memref ExpandOpsPass: a memref.reshape whose
// shape operand has a static length becomes a reinterpret_cast whose sizes
// are loaded from the shape and whose strides are their running products.
type memrefExpand struct{}

func (memrefExpand) Run(op *ir.Operation, st *pass.State) error {
	var reshapes []*ir.Operation
	op.Each(func(o *ir.Operation) {
		if o.Name() != "memref.reshape" || !o.IsRegistered() {
			return
		}
		if _, ranked := o.Result(0).Type().(*ir.MemRefType); !ranked {
			return
		}
		if shape := o.Operand(1).Type().(*ir.MemRefType); shape.Shape[0] != ir.Dynamic {
			reshapes = append(reshapes, o)
		}
	})
	for _, r := range reshapes {
		expandReshape(st.Ctx, r)
	}
	return nil
}

func expandReshape(ctx *ir.Context, op *ir.Operation) {
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(op)
	loc := op.Loc()
	shape := op.Operand(1)
	t := op.Result(0).Type().(*ir.MemRefType)
	rank := len(t.Shape)
	sizes := make([]viewlike.Mixed, rank)
	strides := make([]viewlike.Mixed, rank)
	var stride *ir.Value
	staticStride := int64(1)
	muli := func(x, y *ir.Value) *ir.Value {
		return b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("arith.muli"), Operands: []*ir.Value{x, y},
			Types: []ir.Type{ctx.IndexType()}}).Result(0)
	}
	for i := rank - 1; i >= 0; i-- {
		var size *ir.Value
		if t.Shape[i] == ir.Dynamic {
			index := indexConstant(b, loc, int64(i))
			size = memref.BuildLoadOp(b, loc, shape, []*ir.Value{index}, shape.Type().(*ir.MemRefType).Elem).Result()
			if _, isIndex := size.Type().(*ir.IndexType); !isIndex {
				size = b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("arith.index_cast"), Operands: []*ir.Value{size},
					Types: []ir.Type{ctx.IndexType()}}).Result(0)
			}
			sizes[i] = viewlike.Mixed{Value: size, Static: ir.Dynamic}
		} else {
			size = indexConstant(b, loc, t.Shape[i])
			sizes[i] = viewlike.Mixed{Static: t.Shape[i]}
		}
		if stride != nil {
			strides[i] = viewlike.Mixed{Value: stride, Static: ir.Dynamic}
		} else {
			strides[i] = viewlike.Mixed{Static: staticStride}
		}
		if i == 0 {
			continue
		}
		switch {
		case stride != nil:
			stride = muli(stride, size)
		case t.Shape[i] == ir.Dynamic:
			stride = muli(indexConstant(b, loc, staticStride), size)
		default:
			staticStride *= t.Shape[i]
		}
	}
	cast := memref.BuildOffsetSizeStrideOp(b, loc, "memref.reinterpret_cast", op.Operand(0), []viewlike.Mixed{{Static: 0}}, sizes, strides, t).Result(0)
	op.Result(0).ReplaceAllUsesWith(cast)
	op.Erase()
}
