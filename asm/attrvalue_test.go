package asm_test

import (
	"fmt"
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/builtin"
	"github.com/gomlir/gomlir/ir"
)

// Upstream's messages for a missing attribute value and an over-wide
// integer type.
func TestAttrValueAndIntWidthErrors(t *testing.T) {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	for _, c := range []struct{ src, want string }{
		{`"t.op"() {a = %x} : () -> ()`, "expected attribute value"},
		{`"t.op"() {a = 1} : () -> i16777216`, "integer bitwidth is limited to 16777215 bits"},
		{`"t.op"() {a = 1} : () -> i99999999999999999999`, "invalid integer width"},
		{`"t.op"() {a = 1} : () -> i4294967296`, "invalid integer width"},
		{`"t.op"() {a = 1} : () -> i4294967295`, "integer bitwidth is limited to 16777215 bits"},
	} {
		_, err := asm.ParseFile(ctx, "t.mlir", []byte(c.src), asm.Config{AllowUnregistered: true})
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: got %v, want %q", c.src, err, c.want)
		}
	}
	if _, err := asm.ParseFile(ctx, "t.mlir", []byte(`"t.op"() {a = 1} : () -> i16777215`), asm.Config{AllowUnregistered: true}); err != nil {
		t.Errorf("i16777215: %v", err)
	}
}

// An integer type where an operation name is expected is not a custom
// operation name (upstream lexes it as a type).
func TestIntTypeIsNotOpName(t *testing.T) {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	_, err := asm.ParseFile(ctx, "t.mlir", []byte("%0 = i32 1\n"), asm.Config{AllowUnregistered: true})
	if err == nil || err.Error() != "expected operation name in quotes" {
		t.Fatalf("got %v", err)
	}
}

// An unterminated array attribute reports upstream's list message.
func TestArrayAttrListError(t *testing.T) {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	_, err := asm.ParseFile(ctx, "t.mlir", []byte(`"t.x"() {a = [1 2]} : () -> ()`), asm.Config{AllowUnregistered: true})
	if err == nil || err.Error() != "expected ',' or ']'" {
		t.Fatalf("got %v", err)
	}
}

// A closing character that does not match is reported at the start of the
// pretty body, naming the innermost open character (upstream).
func TestPrettyBodyUnbalanced(t *testing.T) {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	ctx.AllowUnregistered = true
	for _, c := range []struct{ src, want string }{
		{`"t.x"() {a = #foo.bar<a(b]>} : () -> ()`, "t.mlir:1:22: unbalanced '(' character in pretty dialect name"},
		{`"t.x"() {a = #foo.bar<a{b>c}>} : () -> ()`, "t.mlir:1:22: unbalanced '{' character in pretty dialect name"},
	} {
		_, err := asm.ParseFile(ctx, "t.mlir", []byte(c.src), asm.Config{AllowUnregistered: true})
		d, ok := err.(*ir.Diagnostic)
		if !ok {
			t.Fatalf("%s: %v", c.src, err)
		}
		fl, _ := d.Loc.(*ir.FileLineColLoc)
		if fl == nil || fmt.Sprintf("%s:%d:%d: %s", fl.File(), fl.Line, fl.Col, d.Message) != c.want {
			t.Errorf("%s: got %v at %v, want %s", c.src, err, d.Loc, c.want)
		}
	}
}
