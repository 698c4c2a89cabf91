// RUN: gomlir-opt %s -allow-unregistered-dialect -sccp -split-input-file | FileCheck %s
// RUN: gomlir-opt %s -allow-unregistered-dialect -sccp -split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -sccp -split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// A cast of a more dynamic cast folds in place to a cast of the static
// source; when that is a cast to its own type, the CastOpInterface fold
// completes the fold, so SCCP's simulated fold is not undone and the
// operand change stays.

// CHECK-LABEL: func.func @cast_of_cast
// CHECK: %[[C:.*]] = memref.cast %arg0 : memref<8xf32> to memref<?xf32>
// CHECK: scf.if
// CHECK-NEXT: memref.cast %arg0 : memref<8xf32> to memref<8xf32>
// CHECK: memref.cast %arg0 : memref<8xf32> to memref<8xf32>
// CHECK: memref.cast %[[C]] : memref<?xf32> to memref<4xf32>
func.func @cast_of_cast(%a: memref<8xf32>, %c: i1) {
  %0 = memref.cast %a : memref<8xf32> to memref<?xf32>
  scf.if %c {
    %1 = memref.cast %0 : memref<?xf32> to memref<8xf32>
    "test.use"(%1) : (memref<8xf32>) -> ()
  }
  %2 = memref.cast %0 : memref<?xf32> to memref<8xf32>
  %3 = memref.cast %0 : memref<?xf32> to memref<4xf32>
  "test.use"(%2, %3) : (memref<8xf32>, memref<4xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @space_cast_of_space_cast
// CHECK: %[[C:.*]] = memref.memory_space_cast %arg0 : memref<8xf32> to memref<8xf32, 1>
// CHECK-NEXT: memref.memory_space_cast %arg0 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT: memref.memory_space_cast %[[C]] : memref<8xf32, 1> to memref<8xf32, 2>
func.func @space_cast_of_space_cast(%a: memref<8xf32>) {
  %0 = memref.memory_space_cast %a : memref<8xf32> to memref<8xf32, 1>
  %1 = memref.memory_space_cast %0 : memref<8xf32, 1> to memref<8xf32>
  %2 = memref.memory_space_cast %0 : memref<8xf32, 1> to memref<8xf32, 2>
  "test.use"(%1, %2) : (memref<8xf32>, memref<8xf32, 2>) -> ()
  return
}
