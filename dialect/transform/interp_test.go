package transform_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/dialect/transform"
	"github.com/gomlir/gomlir/ir"
)

const payload = `
func.func @f(%m: memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  memref.copy %0, %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return
}
`

// TestApplyNamedSequence runs entry points through the interpreter's API
// and checks the payload, the reported diagnostics and the result.
func TestApplyNamedSequence(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		ok         bool
		diags      []string // messages, in order
		ir, out    string   // substrings of the payload and of the printed output
	}{
		{name: "pattern descriptor of an extension",
			body: `%0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %0 {
      transform.apply_patterns.memref.alloc_to_alloca
    } : !transform.any_op`,
			ok: true, ir: "memref.alloca() : memref<4xf32>"},
		{name: "size limit keeps the alloc",
			body: `%0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %0 {
      transform.apply_patterns.memref.alloc_to_alloca size_limit(16)
    } : !transform.any_op`,
			ok: true, ir: "memref.alloc() : memref<4xf32>"},
		{name: "silenceable failure propagates",
			body: `%0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.get_parent_op %0 {nth_parent = 9 : i64} : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %0, "not reached" : !transform.any_op`,
			diags: []string{"could not find a parent op that matches all requirements"}},
		{name: "suppressed failure continues",
			body: `transform.sequence %arg0 : !transform.any_op failures(suppress) {
    ^bb0(%a: !transform.any_op):
      %1 = transform.get_parent_op %a : (!transform.any_op) -> !transform.any_op
      transform.debug.emit_remark_at %a, "reached" : !transform.any_op
    }`,
			ok: true, diags: []string{"reached"}},
		{name: "payload type check is definite",
			body: `%0 = transform.structured.match ops{["func.return"]} in %arg0 : (!transform.any_op) -> !transform.op<"func.func">
    transform.debug.emit_remark_at %0, "not reached" : !transform.op<"func.func">`,
			diags: []string{"incompatible payload operation name expected func.func vs func.return -> "}},
		{name: "print",
			body: `%0 = transform.structured.match ops{["func.return"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %0 {name = "ret"} : !transform.any_op`,
			ok: true, out: "[[[ IR printer: ret ]]]\nfunc.return\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := ir.NewContext()
			all.Register(ctx)
			src := "module attributes {transform.with_named_sequence} {" + payload +
				"  transform.named_sequence @main(%arg0: !transform.any_op) {\n    " + tc.body + "\n    transform.yield\n  }\n}\n"
			f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{})
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			var diags []string
			var out bytes.Buffer
			st := transform.NewState(ctx, f.Op, func(d *ir.Diagnostic) { diags = append(diags, d.Message) }, &out)
			entry := transform.FindEntryPoint(f.Op, "main")
			if entry == nil {
				t.Fatal("no entry point")
			}
			if ok := st.ApplyNamedSequence(entry); ok != tc.ok {
				t.Errorf("ApplyNamedSequence = %v, want %v (diagnostics %q)", ok, tc.ok, diags)
			}
			if strings.Join(diags, "|") != strings.Join(tc.diags, "|") {
				t.Errorf("diagnostics %q, want %q", diags, tc.diags)
			}
			if got := asm.OpString(ctx, f.Op, asm.Flags{}); !strings.Contains(got, tc.ir) {
				t.Errorf("payload lacks %q:\n%s", tc.ir, got)
			}
			if !strings.Contains(out.String(), tc.out) {
				t.Errorf("output %q lacks %q", out.String(), tc.out)
			}
		})
	}
}
