package transforms

import (
	"github.com/gomlir/gomlir/conversion"
	"github.com/gomlir/gomlir/dialect/affine"
	"github.com/gomlir/gomlir/dialect/arith"
	function "github.com/gomlir/gomlir/dialect/func"
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
	"github.com/gomlir/gomlir/toy/toy"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "toy-lower-to-affine",
		Name:      "ToyToAffineLoweringPass",
		Summary:   "Lower the toy operations of main to affine loops over memrefs",
		OpName:    "builtin.module",
		Dependent: []string{"affine", "func", "memref"},
		New:       func() (pass.Pass, *pass.Options) { return lowerToAffine{}, nil },
	})
}

// lowerToAffine is the partial lowering of chapter 5: toy.func @main
// becomes func.func, tensors become memrefs allocated at the start of the
// function and freed before its end, element-wise ops become affine loop
// nests, and toy.print stays, printing a memref.
type lowerToAffine struct{}

func (lowerToAffine) Run(op *ir.Operation, st *pass.State) error {
	target := conversion.NewTarget()
	target.AddLegalDialect("affine", "builtin", "arith", "func", "memref")
	target.AddIllegalDialect("toy")
	target.AddDynamicallyLegalOp(conversion.When(func(op *ir.Operation) bool {
		for _, t := range op.OperandTypes() {
			if isTensor(t) {
				return false
			}
		}
		return true
	}), "toy.print")
	patterns := []conversion.Pattern{
		&conversion.Func{Name: "AddOpLowering", On: "toy.add", Weight: 1, Rewrite: binaryLowering(addf)},
		&conversion.Func{Name: "ConstantOpLowering", On: "toy.constant", Weight: 1, Rewrite: lowerConstant},
		&conversion.Func{Name: "FuncOpLowering", On: "toy.func", Weight: 1, Rewrite: lowerFunc},
		&conversion.Func{Name: "MulOpLowering", On: "toy.mul", Weight: 1, Rewrite: binaryLowering(mulf)},
		&conversion.Func{Name: "PrintOpLowering", On: "toy.print", Weight: 1, Rewrite: lowerPrint},
		&conversion.Func{Name: "ReturnOpLowering", On: "toy.return", Weight: 1, Rewrite: lowerReturn},
		&conversion.Func{Name: "TransposeOpLowering", On: "toy.transpose", Weight: 1, Rewrite: lowerTranspose},
	}
	return conversion.ApplyPartialConversion(st.Ctx, []*ir.Operation{op}, target, patterns, nil)
}

func isTensor(t ir.Type) bool {
	switch t.(type) {
	case *ir.RankedTensorType, *ir.UnrankedTensorType:
		return true
	}
	return false
}

// allocAndDealloc allocates a memref of t's shape at the start of the
// block of the insertion point and frees it before the block's last op.
func allocAndDealloc(rw *conversion.Rewriter, t *ir.RankedTensorType, loc ir.Location) *ir.Value {
	mt := rw.Ctx.MemRefType(t.Shape, t.Elem, nil, nil)
	alloc := memref.BuildAllocOp(rw.Builder, loc, nil, nil, mt)
	block := alloc.Block()
	alloc.MoveBefore(block.First())
	buf := alloc.Operation.Result(0)
	dealloc := memref.BuildDeallocOp(rw.Builder, loc, buf)
	dealloc.MoveBefore(block.Last())
	return buf
}

// lowerToLoops replaces op (whose result is a ranked tensor) with a buffer
// filled by a loop nest over its shape; element computes the value stored
// at the induction variables.
func lowerToLoops(op *ir.Operation, rw *conversion.Rewriter, element func(b *ir.Builder, ivs []*ir.Value) *ir.Value) bool {
	t, ok := op.Result(0).Type().(*ir.RankedTensorType)
	if !ok {
		return false
	}
	loc := op.Loc()
	buf := allocAndDealloc(rw, t, loc)
	lbs := make([]int64, len(t.Shape))
	steps := make([]int64, len(t.Shape))
	for i := range steps {
		steps[i] = 1
	}
	affine.BuildLoopNest(rw.Builder, loc, lbs, t.Shape, steps, func(b *ir.Builder, loc ir.Location, ivs []*ir.Value) {
		v := element(b, ivs)
		store(b, loc, v, buf, ivs)
	})
	rw.ReplaceOp(op, []*ir.Value{buf})
	return true
}

// load reads memref at indices, and store writes v there; as upstream's
// builders, the map is the identity of the memref's rank (whatever the
// number of indices: the verifier rejects a mismatch).
func load(b *ir.Builder, loc ir.Location, memref *ir.Value, indices []*ir.Value) *ir.Value {
	mt := memref.Type().(*ir.MemRefType)
	return affine.BuildLoadOp(b, loc, memref, indices, mt.Elem, identity(b.Ctx, mt)).Result()
}

func store(b *ir.Builder, loc ir.Location, v, memref *ir.Value, indices []*ir.Value) {
	affine.BuildStoreOp(b, loc, v, memref, indices, identity(b.Ctx, memref.Type().(*ir.MemRefType)))
}

func identity(ctx *ir.Context, mt *ir.MemRefType) ir.NamedAttr {
	return ir.NamedAttr{Name: "map", Value: affine.IdentityMapAttr(ctx, len(mt.Shape))}
}

// addf and mulf build the arith ops toy.add and toy.mul lower to.
func addf(b *ir.Builder, loc ir.Location, l, r *ir.Value) *ir.Value {
	return arith.BuildAddFOp(b, loc, l, r, l.Type()).Result()
}

func mulf(b *ir.Builder, loc ir.Location, l, r *ir.Value) *ir.Value {
	return arith.BuildMulFOp(b, loc, l, r, l.Type()).Result()
}

// binaryLowering lowers toy.add or toy.mul to loops applying the arith op
// built by build.
func binaryLowering(build func(b *ir.Builder, loc ir.Location, l, r *ir.Value) *ir.Value) func(*ir.Operation, conversion.Adaptor, *conversion.Rewriter) bool {
	return func(op *ir.Operation, operands conversion.Adaptor, rw *conversion.Rewriter) bool {
		loc := op.Loc()
		lhs, rhs := operands.Operand(0), operands.Operand(1)
		if !isMemRef(lhs) || !isMemRef(rhs) {
			return false
		}
		return lowerToLoops(op, rw, func(b *ir.Builder, ivs []*ir.Value) *ir.Value {
			l, r := load(b, loc, lhs, ivs), load(b, loc, rhs, ivs)
			return build(b, loc, l, r)
		})
	}
}

func isMemRef(v *ir.Value) bool {
	_, ok := v.Type().(*ir.MemRefType)
	return ok
}

func lowerTranspose(op *ir.Operation, operands conversion.Adaptor, rw *conversion.Rewriter) bool {
	loc := op.Loc()
	in := operands.Operand(0)
	if !isMemRef(in) {
		return false
	}
	return lowerToLoops(op, rw, func(b *ir.Builder, ivs []*ir.Value) *ir.Value {
		rev := make([]*ir.Value, len(ivs))
		for i, iv := range ivs {
			rev[len(ivs)-1-i] = iv
		}
		return load(b, loc, in, rev)
	})
}

// lowerConstant stores the constant's elements one by one into a buffer,
// indexed by arith constants 0 … (largest dimension - 1).
func lowerConstant(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
	value := toy.ConstantOp{Operation: op}.ValueAttr()
	t, ok := op.Result(0).Type().(*ir.RankedTensorType)
	if value == nil || !ok {
		return false
	}
	ctx, loc := rw.Ctx, op.Loc()
	buf := allocAndDealloc(rw, t, loc)
	index := ctx.IndexType()
	var largest int64 = 1
	if len(t.Shape) > 0 {
		largest = 0
		for _, d := range t.Shape {
			largest = max(largest, d)
		}
	}
	indexConsts := make([]*ir.Value, largest)
	for i := range indexConsts {
		indexConsts[i] = arith.BuildConstantOp(rw.Builder, loc, index, ir.NamedAttr{Name: "value", Value: ctx.IntAttr(index, int64(i))}).Result()
	}
	f64 := t.Elem.(*ir.FloatType)
	var next int64
	var indices []*ir.Value
	var storeElements func(dim int)
	storeElements = func(dim int) {
		if dim == len(t.Shape) {
			elem := value.BitsAt(0)
			if !value.Splat {
				elem = value.BitsAt(next)
			}
			next++
			c := arith.BuildConstantOp(rw.Builder, loc, f64, ir.NamedAttr{Name: "value", Value: ctx.FloatAttr(f64, elem)}).Result()
			store(rw.Builder, loc, c, buf, indices)
			return
		}
		for i := int64(0); i < t.Shape[dim]; i++ {
			indices = append(indices, indexConsts[i])
			storeElements(dim + 1)
			indices = indices[:len(indices)-1]
		}
	}
	storeElements(0)
	rw.ReplaceOp(op, []*ir.Value{buf})
	return true
}

// lowerFunc turns toy.func @main (no arguments, no results) into func.func.
func lowerFunc(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
	f := toy.FuncOp{Operation: op}
	name := f.SymName()
	if name != "main" {
		return false
	}
	ft := f.FunctionTypeAttr()
	if ft == nil || op.Region(0).Empty() || op.Region(0).First().NumArgs() > 0 || len(ft.Type.(*ir.FunctionType).Results) > 0 {
		return false
	}
	fn := function.BuildFuncOp(rw.Builder, op.Loc(),
		ir.NamedAttr{Name: "sym_name", Value: rw.Ctx.StringAttr(name)},
		ir.NamedAttr{Name: "function_type", Value: ft})
	rw.InlineRegionBefore(op.Region(0), fn.Region(0), nil)
	rw.EraseOp(op)
	return true
}

// lowerPrint makes toy.print print the buffer that replaced its tensor.
func lowerPrint(op *ir.Operation, operands conversion.Adaptor, rw *conversion.Rewriter) bool {
	rw.ModifyOpInPlace(op, func() { op.SetOperands(operands.Operands()) })
	return true
}

// lowerReturn turns an operand-less toy.return into func.return.
func lowerReturn(op *ir.Operation, _ conversion.Adaptor, rw *conversion.Rewriter) bool {
	if op.NumOperands() > 0 {
		return false
	}
	rw.ReplaceOp(op, function.BuildReturnOp(rw.Builder, op.Loc(), nil).Results())
	return true
}
