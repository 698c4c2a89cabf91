// RUN: gomlir-opt %s -affine-scalrep > %t.g
// RUN: mlir-opt-upstream %s -affine-scalrep > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// Store to load forwarding, dead stores, dead private buffers and
// redundant loads, as upstream's affine-scalrep.
// CHECK-LABEL: func @simple_store_load
// CHECK-NOT: memref.alloc
// CHECK-LABEL: func @private
// CHECK-NOT: memref<1x1xf64>
// CHECK: return

func.func @simple_store_load() {
  %cf7 = arith.constant 7.0 : f32
  %m = memref.alloc() : memref<10xf32>
  affine.for %i0 = 0 to 10 {
    affine.store %cf7, %m[%i0] : memref<10xf32>
    %v0 = affine.load %m[%i0] : memref<10xf32>
    %v1 = arith.addf %v0, %v0 : f32
  }
  memref.dealloc %m : memref<10xf32>
  return
}
func.func @multi_store_load() {
  %cf7 = arith.constant 7.0 : f32
  %cf8 = arith.constant 8.0 : f32
  %cf9 = arith.constant 9.0 : f32
  %m = memref.alloc() : memref<10xf32>
  affine.for %i0 = 0 to 10 {
    affine.store %cf7, %m[%i0] : memref<10xf32>
    %v0 = affine.load %m[%i0] : memref<10xf32>
    %v1 = arith.addf %v0, %v0 : f32
    affine.store %cf8, %m[%i0] : memref<10xf32>
    affine.store %cf9, %m[%i0] : memref<10xf32>
    %v2 = affine.load %m[%i0] : memref<10xf32>
    %v3 = affine.load %m[%i0] : memref<10xf32>
    %v4 = arith.mulf %v2, %v3 : f32
  }
  return
}
func.func @store_load_fwd(%A: memref<10x10xf32>, %B: memref<10x10xf32>) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %a = affine.load %A[%i, %j] : memref<10x10xf32>
      %b = affine.load %A[%i, %j] : memref<10x10xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %B[%i, %j] : memref<10x10xf32>
      %t = affine.load %B[%i, %j] : memref<10x10xf32>
      affine.store %t, %A[%j, %i] : memref<10x10xf32>
      %u = affine.load %A[%i, %j] : memref<10x10xf32>
      affine.store %u, %B[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
func.func @private(%out: memref<3x2xf64>) {
  %cst = arith.constant 6.000000e+00 : f64
  %alloc_5 = memref.alloc() : memref<2x3xf64>
  %alloc_6 = memref.alloc() : memref<1x1xf64>
  affine.store %cst, %alloc_5[0, 0] : memref<2x3xf64>
  affine.store %cst, %alloc_5[1, 2] : memref<2x3xf64>
  affine.for %arg0 = 0 to 3 {
    affine.for %arg1 = 0 to 2 {
      %0 = affine.load %alloc_5[%arg1, %arg0] : memref<2x3xf64>
      affine.store %0, %alloc_6[0, 0] : memref<1x1xf64>
      %1 = affine.load %alloc_6[0, 0] : memref<1x1xf64>
      %2 = arith.mulf %1, %1 : f64
      affine.store %2, %out[%arg0, %arg1] : memref<3x2xf64>
    }
  }
  memref.dealloc %alloc_5 : memref<2x3xf64>
  return
}
func.func @cond(%m: memref<10xf32>, %n: index) {
  %c = arith.constant 1.0 : f32
  affine.store %c, %m[%n] : memref<10xf32>
  affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%n) {
    %v = affine.load %m[%n] : memref<10xf32>
    affine.store %v, %m[0] : memref<10xf32>
  }
  %w = affine.load %m[%n] : memref<10xf32>
  func.call @use(%w) : (f32) -> ()
  return
}
func.func private @use(f32)
