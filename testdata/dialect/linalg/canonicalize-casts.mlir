// RUN: gomlir-opt %s -canonicalize | FileCheck %s
// RUN: mlir-opt-upstream %s -canonicalize | FileCheck %s
// RUN: gomlir-opt %s -canonicalize --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -canonicalize --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// Static shapes through tensor.cast (expected output recorded from upstream
// mlir-opt 22): InferStaticShapeOfOperands casts operands to the sizes other
// operands know, FoldTensorCastConsumerOp moves a more static cast of a
// result onto its init, FoldTensorCastProducerOp folds casts that lose
// information into the ops; maps that are not projected permutations
// (pooling) are left alone.

// CHECK-LABEL: func @f
// CHECK: %[[CAST:.*]] = tensor.cast %arg1 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: linalg.fill ins(%arg3 : f32) outs(%[[CAST]] : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: linalg.matmul ins(%arg0, %arg5 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%{{.*}} : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK: linalg.map { math.absf } ins(%{{.*}} : tensor<4x?xf32>) outs(%{{.*}} : tensor<4x?xf32>)
// CHECK: linalg.pooling_nhwc_max ins(%arg6, %arg7 : tensor<1x?x?x1xf32>, tensor<2x2xf32>)

func.func @f(%a: tensor<4x8xf32>, %b: tensor<?x?xf32>, %c: tensor<?xf32>, %s: f32, %d: tensor<?x16xf32>, %e: tensor<8x16xf32>, %i: tensor<1x?x?x1xf32>, %k: tensor<2x2xf32>, %o: tensor<1x3x3x1xf32>) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<4x8xf32>, tensor<?x16xf32>, tensor<?x?xf32>, tensor<1x3x3x1xf32>, tensor<4x?xf32>) {
  %0 = linalg.fill ins(%s : f32) outs(%b : tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = linalg.reduce { arith.addf } ins(%b : tensor<?x?xf32>) outs(%c : tensor<?xf32>) dimensions = [1]
  %2 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
  %ca = tensor.cast %a : tensor<4x8xf32> to tensor<?x8xf32>
  %3 = linalg.matmul ins(%ca, %e : tensor<?x8xf32>, tensor<8x16xf32>) outs(%d : tensor<?x16xf32>) -> tensor<?x16xf32>
  %4 = linalg.map { math.absf } ins(%b : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>)
  %5 = tensor.cast %4 : tensor<?x?xf32> to tensor<4x?xf32>
  %6 = linalg.pooling_nhwc_max ins(%i, %k : tensor<1x?x?x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>

  return %0, %1, %2, %3, %4, %6, %5 : tensor<?x?xf32>, tensor<?xf32>, tensor<4x8xf32>, tensor<?x16xf32>, tensor<?x?xf32>, tensor<1x3x3x1xf32>, tensor<4x?xf32>
}
