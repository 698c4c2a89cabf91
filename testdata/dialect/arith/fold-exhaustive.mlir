// RUN: python3 %S/Inputs/fold_cases.py > %t.mlir
// RUN: gomlir-opt %t.mlir -split-input-file -canonicalize > %t.g
// RUN: mlir-opt-upstream %t.mlir -split-input-file -canonicalize > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -canonicalize > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -canonicalize > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -canonicalize | FileCheck %s

// The arith and math folders against upstream mlir-opt 22 on every op
// and edge value Inputs/fold_cases.py writes, and the cases below.

// floordivsi's overflow flag is assigned per element (APInt::sfloordiv_ov),
// so a later element clears what a zero divisor set before it.
// CHECK-LABEL: func.func @floordivsi_vector
// CHECK-DAG: %[[A:.*]] = arith.constant dense<[3, -2]> : vector<2xi8>
// CHECK-DAG: %[[B:.*]] = arith.constant dense<[0, 1]> : vector<2xi8>
// CHECK-DAG: %[[C:.*]] = arith.constant dense<[2, -64]> : vector<2xi8>
// CHECK: %[[D:.*]] = arith.floordivsi
// CHECK: %[[E:.*]] = arith.floordivsi
// CHECK: return %[[B]], %[[D]], %[[C]], %[[E]], %[[A]]
func.func @floordivsi_vector() -> (vector<2xi8>, vector<2xi8>, vector<2xi8>, i8, vector<2xi8>) {
  %a = arith.constant dense<[0, -1]> : vector<2xi8>
  %b = arith.constant dense<[7, -128]> : vector<2xi8>
  %m = arith.constant dense<-1> : vector<2xi8>
  %c = arith.constant dense<[3, 2]> : vector<2xi8>
  %s = arith.constant -128 : i8
  %sm = arith.constant -1 : i8
  %0 = arith.floordivsi %a, %a : vector<2xi8>
  %1 = arith.floordivsi %b, %m : vector<2xi8>
  %2 = arith.floordivsi %b, %c : vector<2xi8>
  %3 = arith.floordivsi %s, %sm : i8
  %4 = arith.floordivsi %c, %a : vector<2xi8>
  return %0, %1, %2, %3, %4 : vector<2xi8>, vector<2xi8>, vector<2xi8>, i8, vector<2xi8>
}

// -----

// Casts fold to their operand when it has the result's type
// (CastOpInterface), constants or not.
// CHECK-LABEL: func.func @identity_casts(
// CHECK-NEXT: return %arg0, %arg1, %arg2 : i32, f32, vector<2xf32>
func.func @identity_casts(%i: i32, %f: f32, %v: vector<2xf32>) -> (i32, f32, vector<2xf32>) {
  %0 = arith.bitcast %i : i32 to i32
  %1 = arith.bitcast %f : f32 to f32
  %2 = arith.bitcast %v : vector<2xf32> to vector<2xf32>
  return %0, %1, %2 : i32, f32, vector<2xf32>
}
