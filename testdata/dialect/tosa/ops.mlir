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

// The nan_mode of reduce_max and reduce_min: PROPAGATE (the default) is
// elided, IGNORE printed bare; the first attribute holding PROPAGATE is
// elided whatever its name.
// CHECK-LABEL: func.func @nan_mode
// CHECK: tosa.reduce_max %arg0 {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
// CHECK: tosa.reduce_min %arg0 {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<2x1xf32>
// CHECK: tosa.reduce_min %arg0 {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
// CHECK: tosa.reduce_max %arg0 {aa = 1 : i64, axis = 0 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<*xf32>
// CHECK: tosa.reduce_max %arg0 {axis = 0 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<1x3xf32>
// CHECK: tosa.reduce_min %arg1 {axis = 0 : i32, nan_mode = IGNORE, zz = PROPAGATE} : (tensor<*xi8>) -> tensor<*xi8>
func.func @nan_mode(%a: tensor<2x3xf32>, %b: tensor<*xi8>) {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %1 = tosa.reduce_min %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %2 = tosa.reduce_min %a {nan_mode = #tosa<nan_mode<PROPAGATE>>, axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %3 = tosa.reduce_max %a {aa = 1, axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<2x3xf32>) -> tensor<*xf32>
  %4 = tosa.reduce_max %a {axis = 0 : i32, zz = #tosa.nan_mode<PROPAGATE>, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %5 = "tosa.reduce_min"(%b) <{axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>}> {zz = #tosa.nan_mode<PROPAGATE>, yy = #tosa.nan_mode<PROPAGATE>} : (tensor<*xi8>) -> tensor<*xi8>
  return
}
