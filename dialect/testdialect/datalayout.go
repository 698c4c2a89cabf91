package testdialect

import (
	"github.com/gomlir/gomlir/dialect/dlti"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ir/datalayout"
	"github.com/gomlir/gomlir/pass"
)

func init() {
	pass.Register(&pass.Info{
		Argument: "test-data-layout-query",
		Name:     "(anonymous namespace)::TestDataLayoutQuery",
		Summary:  "Test data layout queries",
		OpName:   "func.func",
		New:      func() (pass.Pass, *pass.Options) { return dataLayoutQuery{}, &pass.Options{} },
	})
}

// dataLayoutQuery is upstream's TestDataLayoutQuery: every
// test.data_layout_query op gets the answers of the data layout in force
// above it about its result type, as attributes.
type dataLayoutQuery struct{}

func (dataLayoutQuery) Run(fn *ir.Operation, st *pass.State) error {
	ctx := st.Ctx
	var layout *datalayout.Layout
	fn.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() != "test.data_layout_query" || op.NumResults() == 0 {
			return ir.WalkAdvance
		}
		if layout == nil {
			layout = datalayout.Of(ctx, fn.ParentOp())
		}
		t := op.Result(0).Type()
		index := ctx.IndexType()
		ui32 := ctx.IntegerType(32, ir.Unsigned)
		orDefault := func(a, def ir.Attribute) ir.Attribute {
			if a == nil {
				return def
			}
			return a
		}
		idx, _ := layout.IndexBitwidth(t)
		fpa := orDefault(layout.FunctionPointerAlignment(), dlti.FunctionPointerAlignment(ctx, 0, false))
		entries := []ir.NamedAttr{
			{Name: "alignment", Value: ctx.IntAttr(index, int64(layout.ABIAlignment(t)))},
			{Name: "alloca_memory_space", Value: orDefault(layout.AllocaMemorySpace(), ctx.IntAttr(ui32, 0))},
			{Name: "bitsize", Value: ctx.IntAttr(index, int64(layout.SizeInBits(t)))},
			{Name: "default_memory_space", Value: orDefault(layout.DefaultMemorySpace(), ctx.IntAttr(ui32, 0))},
			{Name: "endianness", Value: orDefault(layout.Endianness(), ctx.StringAttr(""))},
			{Name: "function_pointer_alignment", Value: fpa},
			{Name: "global_memory_space", Value: orDefault(layout.GlobalMemorySpace(), ctx.IntAttr(ui32, 0))},
			{Name: "index", Value: ctx.IntAttr(index, int64(idx))},
			{Name: "legal_int_widths", Value: ctx.DenseI32Array(layout.LegalIntWidths())},
			{Name: "mangling_mode", Value: orDefault(layout.ManglingMode(), ctx.StringAttr(""))},
			{Name: "preferred", Value: ctx.IntAttr(index, int64(layout.PreferredAlignment(t)))},
			{Name: "program_memory_space", Value: orDefault(layout.ProgramMemorySpace(), ctx.IntAttr(ui32, 0))},
			{Name: "size", Value: ctx.IntAttr(index, int64(layout.Size(t)))},
			{Name: "stack_alignment", Value: ctx.IntAttr(index, int64(layout.StackAlignment()))},
		}
		op.SetAttrs(ctx.DictionaryAttr(entries))
		return ir.WalkAdvance
	})
	return nil
}
