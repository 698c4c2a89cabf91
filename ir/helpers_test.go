package ir_test

import (
	"bytes"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/ir"
)

// testOps are the registered operations of the tests' "tt" dialect, one
// per structural trait the core knows about.
var testOps = []*ir.OpInfo{
	{Name: "tt.term", Traits: traits(ir.TraitTerminator)},
	{Name: "tt.ssa"},
	{Name: "tt.graph", Traits: traits(ir.TraitGraphRegions, ir.TraitNoTerminator)},
	{Name: "tt.iso", Traits: traits(ir.TraitIsolatedFromAbove, ir.TraitNoTerminator)},
	{Name: "tt.table", Traits: traits(ir.TraitSymbolTable, ir.TraitSymbol, ir.TraitNoTerminator, ir.TraitSingleBlock)},
	{Name: "tt.sym", Traits: traits(ir.TraitSymbol), InherentAttrs: []string{"sym_name", "sym_visibility"}},
	{Name: "tt.props", InherentAttrs: []string{"b", "y"}},
}

func traits(ts ...ir.Trait) ir.TraitSet {
	var s ir.TraitSet
	for _, t := range ts {
		s = s.With(t)
	}
	return s
}

// newCtx returns a context with builtin, the tt operations, and
// unregistered operations allowed.
func newCtx(t testing.TB) *ir.Context {
	t.Helper()
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	ctx.RegisterDialect(&ir.Dialect{Name: "tt"})
	for _, info := range testOps {
		c := *info
		ctx.RegisterOp(&c)
	}
	return ctx
}

// parse parses generic IR into a module.
func parse(t testing.TB, ctx *ir.Context, src string) *ir.Operation {
	t.Helper()
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	return f.Op
}

// generic prints op in the generic form without locations.
func generic(t testing.TB, ctx *ir.Context, op *ir.Operation) string {
	t.Helper()
	var out bytes.Buffer
	if err := asm.Print(&out, ctx, op, nil, asm.Flags{Generic: true}); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// tagged maps the `tag` string attribute of the operations nested in root
// to the operations.
func tagged(root *ir.Operation) map[string]*ir.Operation {
	m := map[string]*ir.Operation{}
	root.Each(func(op *ir.Operation) {
		if s, ok := op.Attr("tag").(*ir.StringAttr); ok {
			m[s.Value] = op
		}
	})
	return m
}

// newOp creates a detached operation named name.
func newOp(ctx *ir.Context, name string, operands []*ir.Value, types ...ir.Type) *ir.Operation {
	return ir.NewOperation(ctx, &ir.OperationState{Name: ctx.OpInfo(name), Operands: operands, Types: types})
}

// names returns the names of ops.
func names(ops []*ir.Operation) []string {
	out := make([]string, len(ops))
	for i, op := range ops {
		out[i] = op.Name()
		if s, ok := op.Attr("tag").(*ir.StringAttr); ok {
			out[i] = s.Value
		}
	}
	return out
}
