// RUN: gomlir-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(linalg-detensorize))" | FileCheck %s
// RUN: mlir-opt-upstream %s -split-input-file -pass-pipeline="builtin.module(func.func(linalg-detensorize))" | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(linalg-detensorize{aggressive-mode}))" --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -pass-pipeline="builtin.module(func.func(linalg-detensorize{aggressive-mode}))" --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -pass-pipeline="builtin.module(func.func(linalg-detensorize))" --mlir-print-op-generic --mlir-print-debuginfo > %t.gc
// RUN: mlir-opt-upstream %s -split-input-file -pass-pipeline="builtin.module(func.func(linalg-detensorize))" --mlir-print-op-generic --mlir-print-debuginfo > %t.uc
// RUN: diff %t.gc %t.uc

// linalg-detensorize (expected output recorded from upstream mlir-opt 22):
// the 0-d generics feeding control flow become scalar code, the block
// arguments carrying them scalars; a generic that cannot be detensored
// keeps the argument it feeds a tensor.

// CHECK-LABEL: func @main(
// CHECK: %[[B:.*]] = tensor.extract %arg1[] : tensor<i32>
// CHECK: %[[A:.*]] = tensor.extract %arg0[] : tensor<i32>
// CHECK: cf.br ^bb1(%[[A]] : i32)
// CHECK: ^bb1(%[[X:.*]]: i32):
// CHECK: %[[C:.*]] = arith.cmpi slt, %[[X]], %[[B]] : i32
// CHECK: cf.cond_br %[[C]], ^bb2, ^bb3
// CHECK: arith.addi %[[X]], %[[X]] : i32
// CHECK: tensor.from_elements %[[X]] : tensor<i32>

// CHECK-LABEL: func @main2(
// CHECK: cf.br ^bb1(%arg0 : tensor<i32>)
// CHECK: ^bb1(%{{.*}}: tensor<i32>):
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction"]
#map0 = affine_map<() -> ()>
#attrs = {
  indexing_maps = [#map0, #map0, #map0],
  iterator_types = []
}
func.func @main(%farg0: tensor<i32>, %farg1: tensor<i32>) -> tensor<i32> attributes {} {
  cf.br ^bb1(%farg0 : tensor<i32>)
^bb1(%0: tensor<i32>):  // 2 preds: ^bb0, ^bb2
  %1 = tensor.empty() : tensor<i1>
  %2 = linalg.generic #attrs
    ins(%0, %farg1 : tensor<i32>, tensor<i32>)
    outs(%1 : tensor<i1>) {
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %8 = arith.cmpi slt, %arg0, %arg1 : i32
      linalg.yield %8 : i1
  } -> tensor<i1>
  %3 = tensor.extract %2[] : tensor<i1>
  cf.cond_br %3, ^bb2(%0 : tensor<i32>), ^bb3(%0 : tensor<i32>)
^bb2(%4: tensor<i32>):  // pred: ^bb1
  %5 = tensor.empty() : tensor<i32>
  %6 = linalg.generic #attrs
    ins(%4, %4 : tensor<i32>, tensor<i32>)
    outs(%5 : tensor<i32>) {
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
      %8 = arith.addi %arg0, %arg1 : i32
      linalg.yield %8 : i32
  } -> tensor<i32>
  cf.br ^bb1(%6 : tensor<i32>)
^bb3(%7: tensor<i32>):  // pred: ^bb1
  return %7 : tensor<i32>
}
// -----
#map0 = affine_map<() -> ()>
#attrs = {
  indexing_maps = [#map0, #map0, #map0],
  iterator_types = []
}
func.func @main2(%farg0: tensor<i32>, %farg1: tensor<10xi32>) -> tensor<i32> attributes {} {
  cf.br ^bb1(%farg0 : tensor<i32>)
^bb1(%0: tensor<i32>):
  %1 = tensor.empty() : tensor<i1>
  %2 = linalg.generic #attrs
    ins(%0, %0 : tensor<i32>, tensor<i32>)
    outs(%1 : tensor<i1>) {
    ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
      %8 = arith.cmpi slt, %arg0, %arg1 : i32
      linalg.yield %8 : i1
  } -> tensor<i1>
  %3 = tensor.extract %2[] : tensor<i1>
  cf.cond_br %3, ^bb2(%0 : tensor<i32>), ^bb3(%0 : tensor<i32>)
^bb2(%4: tensor<i32>):
  %5 = tensor.empty() : tensor<i32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
    ins(%farg1 : tensor<10xi32>)
    outs(%5 : tensor<i32>) {
    ^bb0(%arg0: i32, %arg2: i32):
      %8 = arith.addi %arg0, %arg2 : i32
      linalg.yield %8 : i32
  } -> tensor<i32>
  cf.br ^bb1(%6 : tensor<i32>)
^bb3(%7: tensor<i32>):
  return %7 : tensor<i32>
}
