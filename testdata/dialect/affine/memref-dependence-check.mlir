// RUN: gomlir-opt %s -test-memref-dependence-check -o /dev/null 2> %t.g
// RUN: mlir-opt-upstream %s -test-memref-dependence-check -o /dev/null 2> %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// The dependences of upstream's memref-dependence-check test and of loop
// nests of the kind the Toy lowering produces: remarks as upstream prints
// them.
// CHECK: dependence from 0 to 1 at depth 1 = false
// CHECK: dependence from 3 to 2 at depth 1 = [1, +inf]
// CHECK: dependence from 5 to 4 at depth 1 = [1, 9]
// CHECK: dependence from 6 to 7 at depth 1 = [1, 1][-1, -1]
// CHECK: dependence from 8 to 9 at depth 2 = [0, 0][1, 1]

#set0 = affine_set<(d0) : (1 == 0)>
func.func @store_may_execute_before_load() {
  %m = memref.alloc() : memref<10xf32>
  %cf7 = arith.constant 7.0 : f32
  %c0 = arith.constant 4 : index
  affine.if #set0(%c0) {
    affine.for %i0 = 0 to 10 {
      affine.store %cf7, %m[%i0] : memref<10xf32>
    }
  }
  affine.for %i1 = 0 to 10 {
    %v0 = affine.load %m[%i1] : memref<10xf32>
  }
  return
}
func.func @store_load_func_symbol(%arg0: index, %arg1: index) {
  %m = memref.alloc() : memref<100xf32>
  %c7 = arith.constant 7.0 : f32
  %c10 = arith.constant 10 : index
  affine.for %i0 = 0 to %arg1 {
    %a0 = affine.apply affine_map<(d0) -> (d0)> (%arg0)
    affine.store %c7, %m[%a0] : memref<100xf32>
    %a1 = affine.apply affine_map<(d0) -> (d0)> (%arg0)
    %v0 = affine.load %m[%a1] : memref<100xf32>
  }
  return
}
func.func @store_range_load_last_in_range() {
  %m = memref.alloc() : memref<100xf32>
  %c7 = arith.constant 7.0 : f32
  %c10 = arith.constant 10 : index
  affine.for %i0 = 0 to 10 {
    %a0 = affine.apply affine_map<(d0) -> (d0)> (%i0)
    affine.store %c7, %m[%a0] : memref<100xf32>
    %a1 = affine.apply affine_map<(d0) -> (d0 - 1)> (%c10)
    %v0 = affine.load %m[%a1] : memref<100xf32>
  }
  return
}
func.func @nest(%A: memref<10x10xf32>, %N: index) {
  %c7 = arith.constant 7.0 : f32
  affine.for %i = 0 to 9 {
    affine.for %j = 1 to 10 {
      %v = affine.load %A[%i + 1, %j - 1] : memref<10x10xf32>
      affine.store %v, %A[%i, %j] : memref<10x10xf32>
      %w = affine.load %A[%j floordiv 2, %i mod 3] : memref<10x10xf32>
      affine.store %w, %A[%i, %j] : memref<10x10xf32>
    }
  }
  affine.for %k = 0 to %N {
    affine.for %l = 0 to 10 {
      affine.store %c7, %A[%l, 2 * %k] : memref<10x10xf32>
    }
  }
  return
}
func.func @transpose() {
  %a = memref.alloc() : memref<3x2xf64>
  %b = memref.alloc() : memref<2x3xf64>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 2 {
      %0 = affine.load %b[%j, %i] : memref<2x3xf64>
      affine.store %0, %a[%i, %j] : memref<3x2xf64>
    }
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 2 {
      %0 = affine.load %a[%i, %j] : memref<3x2xf64>
      %1 = arith.mulf %0, %0 : f64
      affine.store %1, %b[%j, %i] : memref<2x3xf64>
    }
  }
  return
}
