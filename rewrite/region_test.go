package rewrite_test

import (
	"bytes"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/ods"
	"github.com/gomlir/gomlir/rewrite"
)

// pureDialect has a side-effect-free op, which region DCE keeps only while
// a live op uses it.
var pureDialect = &ods.Dialect{Name: "pd", Ops: []*ods.Op{{
	Name:    "pd.val",
	Results: []ods.Result{{Name: "r", Type: ods.AnyType}},
	Traits:  []ir.Trait{ir.TraitNoMemoryEffect},
}}}

func TestRegionDCEKeepsUsedPureOps(t *testing.T) {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	builtin.Register(ctx)
	pureDialect.MustRegister(ctx)
	src := `%0 = "pd.val"() : () -> i32
%1 = "pd.val"() : () -> i32
"t.use"(%0) : (i32) -> ()
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	rw := rewrite.NewRewriter(ctx, nil)
	if !rewrite.RunRegionDCE(rw, []*ir.Region{f.Op.Region(0)}) {
		t.Fatal("the unused pd.val was not erased")
	}
	var out bytes.Buffer
	if err := asm.Print(&out, ctx, f.Op, nil, asm.Flags{Generic: true}); err != nil {
		t.Fatal(err)
	}
	want := `"builtin.module"() ({
  %0 = "pd.val"() : () -> i32
  "t.use"(%0) : (i32) -> ()
}) : () -> ()
`
	if out.String() != want {
		t.Fatalf("got:\n%s\nwant:\n%s", out.String(), want)
	}
}
