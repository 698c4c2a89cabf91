package exec_test

import "testing"

// TestUnloweredOnly covers operations upstream's test lowering leaves
// alone, with outputs worked out by hand.
func TestUnloweredOnly(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"generic atomic", `func.func @main() {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi32>
  %c3 = arith.constant 3 : i32
  memref.store %c3, %m[%c1] : memref<2xi32>
  %x = memref.generic_atomic_rmw %m[%c1] : memref<2xi32> {
  ^bb0(%cur: i32):
    %c10 = arith.constant 10 : i32
    %n = arith.muli %cur, %c10 : i32
    memref.atomic_yield %n : i32
  }
  %l = memref.load %m[%c1] : memref<2xi32>
  vector.print %x : i32
  vector.print %l : i32
  return
}`, "30\n30\n"},
		{"execute region and while", `func.func @main() {
  %r = scf.execute_region -> i64 {
    %c5 = arith.constant 5 : i64
    cf.br ^bb1(%c5 : i64)
  ^bb1(%x: i64):
    %c2 = arith.constant 2 : i64
    %y = arith.muli %x, %c2 : i64
    scf.yield %y : i64
  }
  vector.print %r : i64
  return
}`, "10\n"},
		{"affine load store", `func.func @main() {
  %m = memref.alloc() : memref<3x3xf32>
  %f = arith.constant 2.5 : f32
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 3 {
      affine.store %f, %m[%i, 2 - %j] : memref<3x3xf32>
    }
  }
  %v = affine.load %m[1, 1 + 1] : memref<3x3xf32>
  vector.print %v : f32
  return
}`, "2.5\n"},
		{"loads are not moved across stores", `func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<1x1xf32>
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  memref.store %one, %m[%c0, %c0] : memref<1x1xf32>
  %a = memref.load %m[%c0, %c0] : memref<1x1xf32>
  %b = memref.load %m[%c0, %c0] : memref<1x1xf32>
  memref.store %five, %m[%c0, %c0] : memref<1x1xf32>
  %s = arith.addf %a, %one : f32
  %t = arith.mulf %b, %five : f32
  %u = arith.addf %s, %t : f32
  memref.store %u, %m[%c0, %c0] : memref<1x1xf32>
  %r = memref.load %m[%c0, %c0] : memref<1x1xf32>
  vector.print %r : f32
  return
}`, "7\n"},
		{"forall and fpowi", `func.func @main() {
  %m = memref.alloc() : memref<2x3xi32>
  scf.forall (%i, %j) in (2, 3) {
    %a = arith.index_cast %i : index to i32
    %b = arith.index_cast %j : index to i32
    %c10 = arith.constant 10 : i32
    %t = arith.muli %a, %c10 : i32
    %s = arith.addi %t, %b : i32
    memref.store %s, %m[%i, %j] : memref<2x3xi32>
  }
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = memref.load %m[%c1, %c2] : memref<2x3xi32>
  vector.print %v : i32
  %f = arith.constant 1.5 : f32
  %n = arith.constant 3 : i32
  %p = math.fpowi %f, %n : f32, i32
  vector.print %p : f32
  return
}
`, "12\n3.375\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := interpret(t, "input.mlir", []byte(c.src))
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}
