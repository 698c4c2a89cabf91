// RUN: gomlir-opt %s -allow-unregistered-dialect -transform-interpreter=entry-point=all > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -transform-interpreter=entry-point=all > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -transform-interpreter=entry-point=small > %t.g2
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -transform-interpreter=entry-point=small > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -allow-unregistered-dialect -transform-interpreter=entry-point=all | FileCheck %s --check-prefix=ALL
// RUN: gomlir-opt %s -allow-unregistered-dialect -transform-interpreter=entry-point=small | FileCheck %s --check-prefix=SMALL

// memref.alloc with a memref.dealloc later in its block becomes memref.alloca
// for static shapes, under the size limit in bytes (element sizes from the
// data layout in force); alignment is dropped as upstream's builder does.

module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 64]> : vector<2xi64>>} {
  // ALL-LABEL: func.func @static
  // ALL: memref.alloca() : memref<4xf32>
  // ALL-NOT: dealloc
  // SMALL-LABEL: func.func @static
  // SMALL: memref.alloca() : memref<4xf32>
  // SMALL: memref.alloc() : memref<8xi32>
  func.func @static() {
    %0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    %1 = memref.alloc() : memref<8xi32>
    "test.use"(%0, %1) : (memref<4xf32>, memref<8xi32>) -> ()
    memref.dealloc %1 : memref<8xi32>
    memref.dealloc %0 : memref<4xf32>
    return
  }
  // ALL-LABEL: func.func @dynamic
  // ALL: memref.alloc(%arg0)
  func.func @dynamic(%n: index) {
    %0 = memref.alloc(%n) : memref<?xf32>
    memref.dealloc %0 : memref<?xf32>
    return
  }
  // ALL-LABEL: func.func @other_dealloc
  // ALL: memref.alloc()
  func.func @other_dealloc(%m: memref<2xf32>) {
    %0 = memref.alloc() : memref<2xf32>
    memref.dealloc %m : memref<2xf32>
    "test.use"(%0) : (memref<2xf32>) -> ()
    return
  }
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @all(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %0 {
      transform.apply_patterns.memref.alloc_to_alloca
    } : !transform.any_op
    transform.yield
  }
  transform.named_sequence @small(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %0 {
      transform.apply_patterns.memref.alloc_to_alloca size_limit(32)
    } : !transform.any_op
    transform.yield
  }
}
