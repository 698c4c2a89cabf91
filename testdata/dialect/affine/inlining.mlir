// RUN: gomlir-opt %s -allow-unregistered-dialect -inline > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -inline > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// Calls inline into affine loops when the dimension and symbol operands
// of the inlined affine ops stay valid; the caller's canonicalization
// turns symbols that are only valid dimensions back into dimensions.
// CHECK-LABEL: func.func @caller
// CHECK: affine.for %arg2 = 0 to 10 {
// CHECK: affine.load %arg0[%arg2] : memref<10xf32>
// CHECK: func.call @callee2
func.func private @callee(%A: memref<10xf32>, %i: index) -> f32 {
  %0 = affine.load %A[%i] : memref<10xf32>
  %c = arith.constant 1.0 : f32
  %1 = arith.addf %0, %c : f32
  return %1 : f32
}
func.func private @callee2(%A: memref<10xf32>, %i: index) -> f32 {
  %0 = memref.load %A[%i] : memref<10xf32>
  return %0 : f32
}
func.func private @callee3(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  return %0 : index
}
func.func @caller(%A: memref<10xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %x = arith.muli %i, %n : index
    %0 = func.call @callee(%A, %i) : (memref<10xf32>, index) -> f32
    %2 = func.call @callee2(%A, %i) : (memref<10xf32>, index) -> f32
    %3 = func.call @callee3(%x) : (index) -> index
    %4 = func.call @callee3(%i) : (index) -> index
    "test.use"(%0, %2, %3, %4) : (f32, f32, index, index) -> ()
  }
  %5 = func.call @callee(%A, %n) : (memref<10xf32>, index) -> f32
  return
}
