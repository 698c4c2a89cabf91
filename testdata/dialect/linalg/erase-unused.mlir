// RUN: gomlir-opt %s -split-input-file -test-linalg-transform-patterns=test-erase-unused-operands-and-results | FileCheck %s
// RUN: mlir-opt-upstream %s -split-input-file -test-linalg-transform-patterns=test-erase-unused-operands-and-results | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -test-linalg-transform-patterns=test-erase-unused-operands-and-results --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -test-linalg-transform-patterns=test-erase-unused-operands-and-results --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -test-linalg-transform-patterns=test-erase-unnecessary-inputs | FileCheck %s --check-prefix=INPUT
// RUN: mlir-opt-upstream %s -split-input-file -test-linalg-transform-patterns=test-erase-unnecessary-inputs | FileCheck %s --check-prefix=INPUT

// The erasure of unused and duplicate operands and results of
// linalg.generic (expected output recorded from upstream mlir-opt 22).

// Duplicate inputs, an unread input, a dead result and a dead cycle go;
// the new body's arguments take the locations of the operands.
// CHECK-LABEL: func @dedup
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) attrs =  {keep = 1 : i64}
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %[[A:.*]] = arith.addf %in, %in : f32
// CHECK-NEXT: linalg.yield %[[A]] : f32
// CHECK: return %[[R]]
// INPUT-LABEL: func @dedup
// INPUT: linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xf32>) outs(%arg1, %arg1, %arg1 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) attrs =  {keep = 1 : i64}
// INPUT-NEXT: ^bb0(%in: f32, %out: f32, %out_0: f32, %out_1: f32):
// INPUT-NEXT: arith.addf %in, %in : f32
#map = affine_map<(d0) -> (d0)>
func.func @dedup(%a: tensor<?xf32>, %b: tensor<?xf32>, %c: tensor<?xf32>) -> tensor<?xf32> {
  %r:3 = linalg.generic {indexing_maps = [#map, #map, #map, #map, #map, #map], iterator_types = ["parallel"]}
      ins(%a, %a, %c : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) outs(%b, %b, %b : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) attrs = {keep = 1} {
  ^bb0(%x: f32, %y: f32, %z: f32, %o0: f32, %o1: f32, %o2: f32):
    %s = arith.addf %x, %y : f32
    %cy = arith.negf %o2 : f32
    linalg.yield %s, %s, %cy : f32, f32, f32
  } -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
  return %r#0 : tensor<?xf32>
}

// -----

// An unread input whose map the loop bounds need stays.
// CHECK-LABEL: func @bounds
// CHECK: linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<f32>)
// INPUT-LABEL: func @bounds
// INPUT: ins(%arg0 : tensor<?x?xf32>)
func.func @bounds(%a: tensor<?x?xf32>, %b: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<?x?xf32>) outs(%b : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    %c = arith.constant 1.0 : f32
    %s = arith.addf %o, %c : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
