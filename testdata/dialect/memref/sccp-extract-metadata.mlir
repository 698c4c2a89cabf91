// RUN: gomlir-opt %s -sccp -split-input-file | FileCheck %s
// RUN: gomlir-opt %s -sccp -split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -sccp -split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// memref.extract_strided_metadata's folder materializes constants before
// the op during SCCP's analysis. Upstream's program points move with
// them: a block whose first op it was is no longer known executable (the
// alloca_scope keeps its constant results), and the pending visit of the
// op before it is lost (the affine.if regions stay unvisited).

// CHECK-LABEL: func.func @block_start
// CHECK: memref.alloca_scope
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT: memref.extract_strided_metadata
// CHECK-NEXT: affine.linearize_index [%[[C8]], %{{.*}}]
func.func @block_start(%arg4: memref<8x8xf32>, %a: index) -> index {
  %v122:2 = memref.alloca_scope -> (index, index) {
    %v123:6 = memref.extract_strided_metadata %arg4 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
    %v126 = affine.linearize_index [%v123#3, %a] by (5, %a) : index
    %v127 = arith.constant 2 : index
    memref.alloca_scope.return %v127, %v127 : index, index
  }
  return %a : index
}

// -----

#set = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK-LABEL: func.func @after_op
// CHECK: affine.if
// CHECK-NEXT: arith.index_cast
func.func @after_op(%a: index, %m: memref<8x8xf32>) -> index {
  %c2 = arith.constant 2 : i32
  %r = affine.if #set(%a) -> i32 {
    %x = arith.index_cast %c2 : i32 to index
    %c3 = arith.constant 3 : index
    %y = arith.minsi %c3, %a : index
    affine.yield %c2 : i32
  } else {
    affine.yield %c2 : i32
  }
  %v:6 = memref.extract_strided_metadata %m : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %s = arith.addi %v#2, %v#3 : index
  return %s : index
}
