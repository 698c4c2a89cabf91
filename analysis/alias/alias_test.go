package alias_test

import (
	"testing"

	"github.com/gomlir/gomlir/analysis/alias"
	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
)

// TestMayAlias checks the local answers: distinct allocations do not
// alias, nor an allocation and an argument of its function; two arguments
// may.
func TestMayAlias(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	src := `func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloca() : memref<4xf32>
  return
}
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{})
	if err != nil {
		t.Fatal(err)
	}
	fn := f.Op.Region(0).First().First()
	args := fn.Region(0).First().Args()
	ops := fn.Region(0).First().Ops()
	a, b, x, y := args[0], args[1], ops[0].Result(0), ops[1].Result(0)
	for _, c := range []struct {
		name string
		p, q *ir.Value
		want bool
	}{
		{"same value", x, x, true},
		{"two allocations", x, y, false},
		{"allocation and argument", x, a, false},
		{"stack allocation and argument", y, b, false},
		{"two arguments", a, b, true},
	} {
		if got := alias.MayAlias(c.p, c.q); got != c.want {
			t.Errorf("%s: MayAlias = %v, want %v", c.name, got, c.want)
		}
	}
}
