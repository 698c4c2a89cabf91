// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -affine-loop-coalescing -cse -mlir-print-local-scope > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -affine-loop-coalescing -cse -mlir-print-local-scope > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// Perfectly nested normalized affine.for loops whose bounds are defined
// above the band become one loop over the product of the trip counts; the
// original induction variables are recovered with floordiv and mod.
// CHECK-LABEL: func.func @three
// CHECK: affine.for %{{.*}} = 0 to %{{.*}} {
// CHECK-NOT: affine.for
// CHECK: "test.use"
func.func @three() {
  affine.for %a = 0 to 4 {
    affine.for %b = 0 to 32 {
      affine.for %c = 0 to 6 {
        "test.use"(%a, %b, %c) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

func.func @symbolic(%n: index, %m: index) {
  affine.for %a = 0 to min affine_map<()[s0] -> (s0, 100)>()[%n] {
    affine.for %b = 0 to %m {
      "test.use"(%a, %b) : (index, index) -> ()
    }
  }
  return
}

// -----

// Loops with non-zero lower bounds or steps are left alone.
func.func @not_normalized() {
  affine.for %a = 1 to 10 {
    affine.for %b = 0 to 8 step 2 {
      "test.use"(%a, %b) : (index, index) -> ()
    }
  }
  return
}

// -----

func.func @iter_args(%v: f32) {
  affine.for %a = 0 to 9 {
    %r = affine.for %b = 0 to 3 iter_args(%acc = %v) -> (f32) {
      "test.use"(%a, %b, %acc) : (index, index, f32) -> ()
      affine.yield %acc : f32
    }
  }
  return
}
