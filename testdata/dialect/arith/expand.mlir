// RUN: gomlir-opt %s -arith-expand=include-bf16=true --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -arith-expand=include-bf16=true --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -arith-expand > %t.g2
// RUN: mlir-opt-upstream %s -arith-expand > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: FileCheck %s < %t.g

// arith-expand: every expansion upstream 22 applies by default and with
// include-bf16, on scalars, vectors, tensors and index.

// CHECK-LABEL: func.func @ceildivui
// CHECK: arith.divui
// CHECK-NOT: arith.ceildivui
func.func @ceildivui(%a: i32, %b: i32) -> i32 {
  %r = arith.ceildivui %a, %b : i32
  return %r : i32
}
func.func @ceildivsi(%a: i32, %b: i32) -> i32 {
  %r = arith.ceildivsi %a, %b : i32
  return %r : i32
}
func.func @floordivsi(%a: i32, %b: i32) -> i32 {
  %r = arith.floordivsi %a, %b : i32
  return %r : i32
}
func.func @maximumf(%a: f32, %b: f32) -> f32 {
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}
func.func @minimumf(%a: f32, %b: f32) -> f32 {
  %r = arith.minimumf %a, %b : f32
  return %r : f32
}
func.func @maxnumf(%a: f32, %b: f32) -> f32 {
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}
func.func @minnumf(%a: f32, %b: f32) -> f32 {
  %r = arith.minnumf %a, %b : f32
  return %r : f32
}
func.func @maxsi(%a: i32, %b: i32) -> i32 {
  %r = arith.maxsi %a, %b : i32
  return %r : i32
}
func.func @extf(%a: bf16) -> f32 {
  %r = arith.extf %a : bf16 to f32
  return %r : f32
}
func.func @truncf(%a: f32) -> bf16 {
  %r = arith.truncf %a : f32 to bf16
  return %r : bf16
}
func.func @truncfv(%a: vector<4xf32>) -> vector<4xbf16> {
  %r = arith.truncf %a : vector<4xf32> to vector<4xbf16>
  return %r : vector<4xbf16>
}
func.func @fm(%a: f32, %b: f32) -> f32 {
  %r = arith.maximumf %a, %b fastmath<nnan> : f32
  return %r : f32
}
func.func @ceildivui_index(%a: index, %b: index) -> index {
  %r = arith.ceildivui %a, %b : index
  return %r : index
}
func.func @floordivsi_vec(%a: vector<4xi16>, %b: vector<4xi16>) -> vector<4xi16> {
  %r = arith.floordivsi %a, %b : vector<4xi16>
  return %r : vector<4xi16>
}
func.func @ceildivsi_tensor(%a: tensor<2x3xi8>, %b: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %r = arith.ceildivsi %a, %b : tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @minmax(%a: i64, %b: i64, %c: vector<2xf64>, %d: vector<2xf64>) -> (i64, i64, i64, vector<2xf64>, vector<2xf64>) {
  %0 = arith.minsi %a, %b : i64
  %1 = arith.maxui %a, %b : i64
  %2 = arith.minui %a, %b : i64
  %3 = arith.minimumf %c, %d : vector<2xf64>
  %4 = arith.maxnumf %c, %d : vector<2xf64>
  return %0, %1, %2, %3, %4 : i64, i64, i64, vector<2xf64>, vector<2xf64>
}
func.func @bf16_other(%a: bf16, %b: f64) -> (f64, bf16, f16) {
  %0 = arith.extf %a : bf16 to f64
  %1 = arith.truncf %b : f64 to bf16
  %2 = arith.truncf %b : f64 to f16
  return %0, %1, %2 : f64, bf16, f16
}
func.func @nested(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %x = arith.ceildivsi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
