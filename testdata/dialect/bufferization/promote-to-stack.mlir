// RUN: gomlir-opt %s -promote-buffers-to-stack -split-input-file -allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s -promote-buffers-to-stack -split-input-file -allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s "-promote-buffers-to-stack=max-alloc-size-in-bytes=2048 max-rank-of-allocated-memref=2" -split-input-file -allow-unregistered-dialect > %t.g2
// RUN: mlir-opt-upstream %s "-promote-buffers-to-stack=max-alloc-size-in-bytes=2048 max-rank-of-allocated-memref=2" -split-input-file -allow-unregistered-dialect > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -promote-buffers-to-stack -split-input-file -allow-unregistered-dialect | FileCheck %s

// Small allocations that are never freed and stay in their automatic
// allocation scope move to the stack.

// CHECK-LABEL: func.func @small
// CHECK: memref.alloca() : memref<4xf32>
// CHECK: memref.alloca() {alignment = 16 : i64} : memref<2x2xi8>
// CHECK: memref.alloc() : memref<1024xf32>
// CHECK: memref.alloca() : memref<256xf32>
// CHECK: memref.alloc() : memref<257xf32>
// CHECK-LABEL: func.func @freed
// CHECK: memref.alloc()
// CHECK-LABEL: func.func @returned
// CHECK: memref.alloc()
// CHECK-LABEL: func.func @ranked
// CHECK: memref.alloca(%{{.*}}) : memref<?xindex>
// CHECK: memref.alloc(%arg1) : memref<?xindex>
func.func @small() {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() {alignment = 16 : i64} : memref<2x2xi8>
  %2 = memref.alloc() : memref<1024xf32>
  %3 = memref.alloc() : memref<256xf32>
  %4 = memref.alloc() : memref<257xf32>
  %5 = memref.alloc() : memref<4xindex>
  %6 = memref.alloc() : memref<4xcomplex<f64>>
  "test.use"(%0, %1, %2, %3, %4, %5, %6) : (memref<4xf32>, memref<2x2xi8>, memref<1024xf32>, memref<256xf32>, memref<257xf32>, memref<4xindex>, memref<4xcomplex<f64>>) -> ()
  return
}
// -----
func.func @freed() {
  %0 = memref.alloc() : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return
}
// -----
func.func @returned() -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.cast %0 : memref<4xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}
// -----
func.func @ranked(%m: memref<*xf32>, %n: index) {
  %r = memref.rank %m : memref<*xf32>
  %0 = memref.alloc(%r) : memref<?xindex>
  %1 = memref.alloc(%n) : memref<?xindex>
  %2 = memref.alloc(%r, %r) : memref<?x?xindex>
  "test.use"(%0, %1, %2) : (memref<?xindex>, memref<?xindex>, memref<?x?xindex>) -> ()
  return
}
// -----
func.func @nested(%c: i1, %lb: index, %ub: index, %s: index) -> memref<2xf32> {
  %0 = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    %b = memref.alloc() : memref<2xf32>
    "test.use"(%b) : (memref<2xf32>) -> ()
    %d = memref.alloc() : memref<2xf32>
    scf.yield %d : memref<2xf32>
  }
  scf.for %i = %lb to %ub step %s {
    %e = memref.alloc() : memref<2xf32>
    "test.use"(%e) : (memref<2xf32>) -> ()
  }
  %f = scf.execute_region -> memref<2xf32> {
    %g = memref.alloc() : memref<2xf32>
    scf.yield %g : memref<2xf32>
  }
  "test.use"(%f) : (memref<2xf32>) -> ()
  return %0 : memref<2xf32>
}
