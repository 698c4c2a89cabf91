// Package transforms holds the memref dialect's passes: expand-realloc,
// fold-memref-alias-ops and expand-strided-metadata.
package transforms

import (
	"github.com/gomlir/gomlir/dialect/memref"
	"github.com/gomlir/gomlir/dialect/scf"
	"github.com/gomlir/gomlir/dialect/viewlike"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument:  "expand-realloc",
		Name:      "ExpandRealloc",
		Summary:   "Expand memref.realloc operations into its components",
		Dependent: []string{"arith", "memref", "scf"},
		New: func() (pass.Pass, *pass.Options) {
			p := &expandRealloc{}
			o := &pass.Options{}
			o.Bool("emit-deallocs", "Emit deallocation operations for the original MemRef", &p.emitDeallocs, true)
			return p, o
		},
	})
}

// expandRealloc is upstream's ExpandReallocPass: every memref.realloc
// becomes an scf.if that allocates, copies and frees when the buffer
// grows, and reinterprets the old buffer otherwise.
type expandRealloc struct{ emitDeallocs bool }

func (p *expandRealloc) Run(op *ir.Operation, st *pass.State) error {
	var reallocs []*ir.Operation
	op.Each(func(o *ir.Operation) {
		if o.Name() == "memref.realloc" && o.IsRegistered() {
			reallocs = append(reallocs, o)
		}
	})
	for _, r := range reallocs {
		p.expand(st.Ctx, r)
	}
	return nil
}

// indexConstant creates an arith.constant of index type.
func indexConstant(b *ir.Builder, loc ir.Location, v int64) *ir.Value {
	ctx := b.Ctx
	return b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("arith.constant"), Types: []ir.Type{ctx.IndexType()},
		Attrs: []ir.NamedAttr{{Name: "value", Value: ctx.IntAttr(ctx.IndexType(), v)}}}).Result(0)
}

// valueOf materializes a mixed entry (getValueOrCreateConstantIndexOp).
func valueOf(b *ir.Builder, loc ir.Location, m viewlike.Mixed) *ir.Value {
	if m.Value != nil {
		return m.Value
	}
	return indexConstant(b, loc, m.Static)
}

func (p *expandRealloc) expand(ctx *ir.Context, op *ir.Operation) {
	b := ir.NewBuilder(ctx)
	b.SetInsertionPoint(op)
	loc := op.Loc()
	re, _ := memref.AsReallocOp(op)
	src := re.Source()
	resType := op.Result(0).Type().(*ir.MemRefType)
	dynSize := re.DynamicResultSize()

	curr := viewlike.Mixed{Static: src.Type().(*ir.MemRefType).Shape[0]}
	if curr.Static == ir.Dynamic {
		zero := indexConstant(b, loc, 0)
		curr = viewlike.Mixed{Value: memref.BuildDimOp(b, loc, src, zero, ctx.IndexType()).Result(), Static: ir.Dynamic}
	}
	target := viewlike.Mixed{Static: resType.Shape[0]}
	if target.Static == ir.Dynamic {
		target = viewlike.Mixed{Value: dynSize, Static: ir.Dynamic}
	}
	lhs, rhs := valueOf(b, loc, curr), valueOf(b, loc, target)
	cond := b.Create(&ir.OperationState{Loc: loc, Name: ctx.LookupOp("arith.cmpi"), Operands: []*ir.Value{lhs, rhs},
		Types: []ir.Type{ctx.I(1)}, Attrs: []ir.NamedAttr{{Name: "predicate", Value: ctx.IntAttr(ctx.I(64), 6)}}}).Result(0)
	ifOp := scf.BuildIfOp(b, loc, cond, []ir.Type{resType})

	then := ir.NewBlock()
	ifOp.Region(0).Append(then)
	tb := ir.NewBuilder(ctx)
	tb.SetInsertionPointToEnd(then)
	var dyn []*ir.Value
	if dynSize != nil {
		dyn = []*ir.Value{dynSize}
	}
	var allocAttrs []ir.NamedAttr
	if a := op.InherentAttr("alignment"); a != nil {
		allocAttrs = append(allocAttrs, ir.NamedAttr{Name: "alignment", Value: a})
	}
	newAlloc := memref.BuildAllocOp(tb, loc, dyn, nil, resType, allocAttrs...).Result(0)
	one := []viewlike.Mixed{{Static: 1}}
	zero := []viewlike.Mixed{{Static: 0}}
	sizes := []viewlike.Mixed{curr}
	subType := memref.SubviewResultType(ctx, resType, []int64{0}, viewlike.Static(sizes), []int64{1})
	sub := memref.BuildOffsetSizeStrideOp(tb, loc, "memref.subview", newAlloc, zero, sizes, one, subType).Result(0)
	memref.BuildCopyOp(tb, loc, src, sub)
	if p.emitDeallocs {
		memref.BuildDeallocOp(tb, loc, src)
	}
	scf.BuildYieldOp(tb, loc, []*ir.Value{newAlloc})

	els := ir.NewBlock()
	ifOp.Region(1).Append(els)
	eb := ir.NewBuilder(ctx)
	eb.SetInsertionPointToEnd(els)
	cast := memref.BuildOffsetSizeStrideOp(eb, loc, "memref.reinterpret_cast", src, zero, []viewlike.Mixed{target}, one, resType).Result(0)
	scf.BuildYieldOp(eb, loc, []*ir.Value{cast})

	op.Result(0).ReplaceAllUsesWith(ifOp.Result(0))
	op.Erase()
}
