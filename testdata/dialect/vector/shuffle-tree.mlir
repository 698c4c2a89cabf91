// -lower-vector-to-from-elements-to-shuffle-tree gives upstream's output.
// RUN: gomlir-opt %s -lower-vector-to-from-elements-to-shuffle-tree -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -lower-vector-to-from-elements-to-shuffle-tree -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -lower-vector-to-from-elements-to-shuffle-tree -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @concat3
// CHECK: %0 = vector.shuffle %arg0, %arg1 [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xf32>, vector<4xf32>
// CHECK: %1 = vector.shuffle %arg2, %arg2 [0, 1, 2, 3, -1, -1, -1, -1] : vector<4xf32>, vector<4xf32>
// CHECK: %2 = vector.shuffle %0, %1 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] : vector<8xf32>, vector<8xf32>
func.func @concat3(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<12xf32> {
  %0:4 = vector.to_elements %a : vector<4xf32>
  %1:4 = vector.to_elements %b : vector<4xf32>
  %2:4 = vector.to_elements %c : vector<4xf32>
  %3 = vector.from_elements %0#0, %0#1, %0#2, %0#3, %1#0, %1#1, %1#2, %1#3, %2#0, %2#1, %2#2, %2#3 : vector<12xf32>
  return %3 : vector<12xf32>
}

// -----

func.func @arbitrary(%a: vector<5xf32>, %b: vector<5xf32>, %c: vector<5xf32>) -> vector<9xf32> {
  %0:5 = vector.to_elements %a : vector<5xf32>
  %1:5 = vector.to_elements %b : vector<5xf32>
  %2:5 = vector.to_elements %c : vector<5xf32>
  %3 = vector.from_elements %2#2, %1#1, %0#1, %0#1, %1#2, %2#2, %2#0, %1#1, %0#4 : vector<9xf32>
  return %3 : vector<9xf32>
}

// -----

func.func @one_input(%a: vector<4xi8>) -> (vector<4xi8>, vector<4xi8>, vector<2xi8>) {
  %0:4 = vector.to_elements %a : vector<4xi8>
  %1 = vector.from_elements %0#3, %0#2, %0#1, %0#0 : vector<4xi8>
  %2 = vector.from_elements %0#0, %0#1, %0#2, %0#3 : vector<4xi8>
  %3 = vector.from_elements %0#1, %0#1 : vector<2xi8>
  return %1, %2, %3 : vector<4xi8>, vector<4xi8>, vector<2xi8>
}

// -----

func.func @five(%a: vector<2xf16>, %b: vector<2xf16>, %c: vector<2xf16>, %d: vector<2xf16>, %e: vector<2xf16>) -> vector<10xf16> {
  %0:2 = vector.to_elements %a : vector<2xf16>
  %1:2 = vector.to_elements %b : vector<2xf16>
  %2:2 = vector.to_elements %c : vector<2xf16>
  %3:2 = vector.to_elements %d : vector<2xf16>
  %4:2 = vector.to_elements %e : vector<2xf16>
  %5 = vector.from_elements %4#1, %3#0, %2#1, %1#0, %0#1, %0#0, %1#1, %2#0, %3#1, %4#0 : vector<10xf16>
  return %5 : vector<10xf16>
}

// -----

func.func @unsupported(%a: vector<2x2xf32>, %f: f32) -> (vector<4xf32>, vector<2xf32>) {
  %0:4 = vector.to_elements %a : vector<2x2xf32>
  %1 = vector.from_elements %0#0, %0#1, %0#2, %0#3 : vector<4xf32>
  %2 = vector.from_elements %f, %0#0 : vector<2xf32>
  return %1, %2 : vector<4xf32>, vector<2xf32>
}
