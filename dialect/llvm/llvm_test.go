package llvm_test

import (
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/dialect/llvm"
	"github.com/gomlir/gomlir/ir"
)

func newCtx() *ir.Context {
	ctx := ir.NewContext()
	all.Register(ctx)
	return ctx
}

// TestIdentifiedStructBody checks that an identified struct takes its body
// once, accepts the same body again and refuses another one or opacity.
func TestIdentifiedStructBody(t *testing.T) {
	ctx := newCtx()
	s := llvm.IdentifiedStruct(ctx, "node")
	if !s.Opaque() {
		t.Fatal("a fresh identified struct has no body")
	}
	body := []ir.Type{ctx.I(32), llvm.Pointer(ctx, 0)}
	if !s.SetBody(body, false) {
		t.Fatal("setting the first body failed")
	}
	if !s.SetBody([]ir.Type{ctx.I(32), llvm.Pointer(ctx, 0)}, false) {
		t.Error("setting the same body again failed")
	}
	for _, tc := range []struct {
		body   []ir.Type
		packed bool
	}{{[]ir.Type{ctx.I(64)}, false}, {body, true}} {
		if s.SetBody(tc.body, tc.packed) {
			t.Errorf("body %v packed=%v accepted over the first one", tc.body, tc.packed)
		}
	}
	if llvm.IdentifiedStruct(ctx, "node") != s {
		t.Error("identified structs are not uniqued by name")
	}
	if got := asm.TypeString(s); got != `!llvm.struct<"node", (i32, ptr)>` {
		t.Errorf("printed %s", got)
	}
}

// TestTypesRoundTrip parses LLVM types and prints them back as upstream.
func TestTypesRoundTrip(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"!llvm.ptr<0>", "!llvm.ptr"},
		{"!llvm.array<2 x !llvm.ptr<1>>", "!llvm.array<2 x ptr<1>>"},
		{"!llvm.func<void (i32, ...)>", "!llvm.func<void (i32, ...)>"},
		{`!llvm.struct<"l", (ptr, struct<"l">)>`, `!llvm.struct<"l", (ptr, struct<"l">)>`},
		{"!llvm.struct<packed (i8, vector<2xf32>)>", "!llvm.struct<packed (i8, vector<2xf32>)>"},
		{`!llvm.target<"spirv.Image", i32, 0>`, `!llvm.target<"spirv.Image", i32, 0>`},
		{`!llvm.struct<"q\"x", opaque>`, `!llvm.struct<"q\22x", opaque>`},
	} {
		ctx := newCtx()
		src := "func.func private @f(" + tc.in + ")\n"
		f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{})
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		fn := f.Op.Region(0).First().First()
		got := asm.TypeString(fn.InherentAttr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType).Inputs[0])
		if got != tc.want {
			t.Errorf("%s printed %s, want %s", tc.in, got, tc.want)
		}
	}
}
