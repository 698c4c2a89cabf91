package transforms

import (
	"testing"

	"github.com/gomlir/gomlir/asm"
	"github.com/gomlir/gomlir/dialect/all"
	"github.com/gomlir/gomlir/ir"
)

// TestSameAllocation checks the buffer origin answers through views,
// selects, region control flow and branch arguments.
func TestSameAllocation(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	src := `func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) {
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloc() : memref<4xf32>
  %v = memref.subview %x[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %s = arith.select %c, %x, %y : memref<4xf32>
  %i = scf.if %c -> memref<4xf32> {
    scf.yield %x : memref<4xf32>
  } else {
    scf.yield %a : memref<4xf32>
  }
  cf.br ^bb1(%y : memref<4xf32>)
^bb1(%m: memref<4xf32>):
  "test.use"(%v, %s, %i, %m) : (memref<2xf32, strided<[1], offset: 1>>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}
`
	f, err := asm.ParseFile(ctx, "t.mlir", []byte(src), asm.Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	fn := f.Op.Region(0).First().First()
	entry := fn.Region(0).First()
	a, b := entry.Arg(0), entry.Arg(1)
	x, y := entry.Ops()[0].Result(0), entry.Ops()[1].Result(0)
	use := fn.Region(0).Blocks()[1].First()
	v, s, i, m := use.Operand(0), use.Operand(1), use.Operand(2), use.Operand(3)
	o := newOrigins(fn)
	for _, c := range []struct {
		name        string
		p, q        *ir.Value
		same, known bool
	}{
		{"same value", x, x, true, true},
		{"two allocations", x, y, false, true},
		{"allocation and argument", x, a, false, true},
		{"two arguments", a, b, false, false},
		{"view of an allocation", v, x, true, true},
		{"select of allocations and argument", s, a, false, true},
		{"select and one of its values", s, x, false, false},
		{"region result and other allocation", i, y, false, true},
		{"region result and other argument", i, b, false, false},
		{"branch argument", m, y, true, true},
		{"branch argument and other allocation", m, x, false, true},
	} {
		same, known := o.sameAllocation(c.p, c.q)
		if same != c.same || known != c.known {
			t.Errorf("%s: sameAllocation = %v, %v; want %v, %v", c.name, same, known, c.same, c.known)
		}
	}
}
