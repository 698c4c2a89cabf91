// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --mlir-print-op-generic --mlir-print-debuginfo > %t.gg
// RUN: mlir-opt-upstream %s --mlir-print-op-generic --mlir-print-debuginfo > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt %s --emit-bytecode > %t.gb
// RUN: mlir-opt-upstream %s --emit-bytecode > %t.ub
// RUN: cmp %t.gb %t.ub
// RUN: gomlir-opt %t.ub | FileCheck %s

// CHECK-LABEL: func.func @reductions
// CHECK: tosa.reduce_all %arg0 {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
// CHECK: tosa.reduce_any %arg0 {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
// CHECK: tosa.reduce_product %arg2 {axis = 1 : i32} : (tensor<4x5xf32>) -> tensor<4x1xf32>
// CHECK: tosa.reduce_sum %arg1 {axis = 1 : i32} : (tensor<*xf32>) -> tensor<*xf32>
// CHECK: tosa.reduce_sum %arg2 {axis = 1 : i32} : (tensor<4x5xf32>) -> tensor<*xf32>
// CHECK: tosa.reduce_sum %arg3 {axis = 0 : i32} : (tensor<?x7xui8>) -> tensor<1x7xui8>
func.func @reductions(%a: tensor<2x3xi1>, %b: tensor<*xf32>, %c: tensor<4x5xf32>, %d: tensor<?x7xui8>) {
  %0 = tosa.reduce_all %a {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
  %1 = tosa.reduce_any %a {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  %2 = tosa.reduce_product %c {axis = 1 : i32} : (tensor<4x5xf32>) -> tensor<4x1xf32>
  %3 = tosa.reduce_sum %b {axis = 1 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  %4 = "tosa.reduce_sum"(%c) {axis = 1 : i32} : (tensor<4x5xf32>) -> tensor<*xf32>
  %5 = tosa.reduce_sum %d {axis = 0 : i32} : (tensor<?x7xui8>) -> tensor<1x7xui8>
  return
}
