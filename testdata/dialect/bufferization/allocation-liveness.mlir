// RUN: gomlir-opt %s -optimize-allocation-liveness -allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s -optimize-allocation-liveness -allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -optimize-allocation-liveness -allow-unregistered-dialect | FileCheck %s

// The free of an allocation moves right after the last user of the buffer
// or of a view of it, in the allocation's block; frees in nested regions
// stay.

// CHECK-LABEL: func.func @f
// CHECK: "test.use"(%alloc)
// CHECK-NEXT: memref.dealloc %alloc :
// CHECK: scf.for
// CHECK: }
// CHECK-NEXT: memref.dealloc %alloc_0 :
// CHECK-NEXT: "test.b"
// CHECK: scf.if
// CHECK-NEXT: memref.dealloc %alloc_1
func.func @f(%c: i1, %lb: index, %ub: index, %s: index) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  "test.use"(%0) : (memref<4xf32>) -> ()
  %v = memref.subview %1[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  "test.a"() : () -> ()
  scf.for %i = %lb to %ub step %s {
    "test.use"(%v) : (memref<2xf32, strided<[1], offset: 1>>) -> ()
  }
  "test.b"() : () -> ()
  %2 = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.dealloc %2 : memref<4xf32>
  }
  "test.c"() : () -> ()
  memref.dealloc %1 : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return
}
