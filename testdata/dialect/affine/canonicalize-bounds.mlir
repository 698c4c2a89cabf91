// RUN: gomlir-opt %s -allow-unregistered-dialect -canonicalize > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -canonicalize > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -canonicalize=top-down=0 > %t.g2
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -canonicalize=top-down=0 > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -allow-unregistered-dialect -affine-simplify-structures > %t.g3
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -affine-simplify-structures > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: FileCheck %s < %t.g

// Loop bounds compose with their producers and lose the results the
// bounds of enclosing loops make redundant; floordiv and mod of induction
// variables simplify with the loops' bounds and steps; min/max ops merge
// and reorder their results; loops yielding their arguments fold.
// CHECK-LABEL: func.func @bounds
// CHECK: affine.for %arg4 = #{{.*}}(%arg3) to min #{{.*}}(%arg3)[%arg1] {
// CHECK: "test.use"(%arg3, %c5, %arg3)
// CHECK: "test.use"(%c0, %{{.*}})
// CHECK: "test.use"(%0#0, %arg2, %1)
func.func @bounds(%A: memref<100xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    affine.for %j = affine_map<(d0) -> (d0)>(%a) to affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%c7] {
      %v = affine.load %A[%j floordiv 2 + %i] : memref<100xf32>
      "test.use"(%v) : (f32) -> ()
    }
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0)>(%i)[%c0] to min affine_map<(d0)[s0, s1] -> (d0 + 5, s0, s1)>(%i)[%n, %n] {
      "test.use"(%j) : (index) -> ()
    }
    affine.for %j = 0 to affine_map<(d0) -> (d0 mod 2)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
    %x = affine.apply affine_map<(d0) -> ((d0 * 4 + 3) floordiv 4)>(%i)
    %y = affine.apply affine_map<(d0) -> ((d0 * 8 + 5) mod 8)>(%i)
    %z = affine.apply affine_map<(d0)[s0] -> (d0 + s0 - s0)>(%i)[%m]
    "test.use"(%x, %y, %z) : (index, index, index) -> ()
  }
  affine.for %i = 0 to 16 step 4 {
    %w = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %u = affine.apply affine_map<(d0) -> ((d0 + 2) floordiv 4)>(%i)
    "test.use"(%w, %u) : (index, index) -> ()
  }
  %r:2 = affine.for %i = 0 to 10 iter_args(%a0 = %n, %a1 = %m) -> (index, index) {
    affine.yield %a1, %a0 : index, index
  }
  %r2:2 = affine.for %i = 0 to 1 iter_args(%a0 = %n, %a1 = %m) -> (index, index) {
    affine.yield %a1, %a0 : index, index
  }
  %r3 = affine.for %i = 0 to %n iter_args(%a0 = %n) -> (index) {
    affine.yield %m : index
  }
  "test.use"(%r#0, %r2#0, %r3) : (index, index, index) -> ()
  return
}

func.func @minmax2(%a: index, %b: index) -> (index, index, index, index) {
  %c5 = arith.constant 5 : index
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%c5)[%c5]
  %1 = affine.max affine_map<()[s0, s1] -> (s0, s1, s0)>()[%a, %b]
  %2 = affine.max affine_map<(d0) -> (d0)>(%1)
  %3 = affine.max affine_map<(d0)[s0] -> (d0 + 1, s0)>(%2)[%a]
  %4 = affine.min affine_map<()[s0] -> (s0)>()[%a]
  %5 = affine.min affine_map<(d0)[s0] -> (d0 * 2, s0 + 4, 10)>(%a)[%c5]
  "test.use"(%4) : (index) -> ()
  return %0, %3, %5, %2 : index, index, index, index
}

func.func @ifs2(%i: index, %n: index) -> index {
  %c4 = arith.constant 4 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%c4]
  affine.if affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - 1 >= 0)>(%a, %a)[%n] {
    "test.foo"() : () -> ()
  }
  %r = affine.if affine_set<() : (1 >= 0)>() -> index {
    affine.yield %i : index
  } else {
    affine.yield %n : index
  }
  %s = affine.if affine_set<(d0) : (-1 >= 0)>(%i) -> index {
    affine.yield %i : index
  } else {
    affine.yield %n : index
  }
  %t = arith.addi %r, %s : index
  return %t : index
}

func.func @par2(%A: memref<100xf32>, %n: index) {
  %c2 = arith.constant 2 : index
  %x = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%n)[%c2]
  affine.parallel (%i, %j) = (%x, max(0, %n)) to (100, min(%x + 10, 50)) step (2, 1) {
    %v = affine.load %A[%i + %j] : memref<100xf32>
    affine.store %v, %A[%i] : memref<100xf32>
  }
  return
}

// An empty loop yielding its induction variable stays.
// CHECK-LABEL: func.func @yield_iv
// CHECK: affine.for
func.func @yield_iv(%x: index) -> (index, index) {
  %r:2 = affine.for %i = 2 to 12 step 5 iter_args(%a = %x, %b = %x) -> (index, index) {
    affine.yield %b, %i : index, index
  }
  return %r#0, %r#1 : index, index
}
