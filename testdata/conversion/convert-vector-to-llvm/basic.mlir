// RUN: gomlir-opt %s -split-input-file -convert-vector-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -convert-vector-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -convert-vector-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -convert-vector-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -convert-vector-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -split-input-file -convert-vector-to-llvm='reassociate-fp-reductions=1 force-32bit-vector-indices=0 use-vector-alignment=1' > %t.g3
// RUN: mlir-opt-upstream %s -split-input-file -convert-vector-to-llvm='reassociate-fp-reductions=1 force-32bit-vector-indices=0 use-vector-alignment=1' > %t.u3
// RUN: diff %t.g3 %t.u3

// Runtime print functions are declared at the module's start.
// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @printString(!llvm.ptr)
// CHECK-NEXT:    llvm.mlir.global private constant @vector_print_str
// CHECK-NEXT:    llvm.func @printNewline()
// CHECK-NEXT:    llvm.func @printF32(f32)
// CHECK-LABEL: func.func @extract
// CHECK:         llvm.extractelement
// CHECK-LABEL: func.func @bcast
// CHECK:         llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0] : vector<4xf32>
// CHECK-LABEL: func.func @fma
// CHECK:         llvm.intr.fmuladd
// CHECK-LABEL: func.func @red
// CHECK:         "llvm.intr.vector.reduce.fadd"
// CHECK:         llvm.intr.vector.reduce.fmaximum(%{{.*}}) : (vector<4xf32>) -> f32
// CHECK-LABEL: func.func @ls
// CHECK:         llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK:         llvm.intr.masked.load
// CHECK-LABEL: func.func @print
// CHECK:         llvm.call @printF32(%{{.*}}) : (f32) -> ()
func.func @extract(%v: vector<4xf32>, %w: vector<2x4xf32>, %i: index) -> (f32, vector<4xf32>, f32, f32) {
  %0 = vector.extract %v[1] : f32 from vector<4xf32>
  %1 = vector.extract %w[1] : vector<4xf32> from vector<2x4xf32>
  %2 = vector.extract %w[1, 2] : f32 from vector<2x4xf32>
  %3 = vector.extract %v[%i] : f32 from vector<4xf32>
  return %0, %1, %2, %3 : f32, vector<4xf32>, f32, f32
}
func.func @insert(%v: vector<4xf32>, %w: vector<2x4xf32>, %s: f32) -> (vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>) {
  %0 = vector.insert %s, %v[1] : f32 into vector<4xf32>
  %1 = vector.insert %v, %w[1] : vector<4xf32> into vector<2x4xf32>
  %2 = vector.insert %s, %w[1, 3] : f32 into vector<2x4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>
}
func.func @bcast(%s: f32, %v: vector<4xf32>) -> (vector<4xf32>, vector<2x4xf32>) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  return %0, %1 : vector<4xf32>, vector<2x4xf32>
}
func.func @shuffle(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<3xf32> {
  %0 = vector.shuffle %a, %b [0, 5, 7] : vector<4xf32>, vector<4xf32>
  return %0 : vector<3xf32>
}
func.func @fma(%a: vector<4xf32>, %b: vector<2x4xf32>) -> (vector<4xf32>, vector<2x4xf32>) {
  %0 = vector.fma %a, %a, %a : vector<4xf32>
  %1 = vector.fma %b, %b, %b : vector<2x4xf32>
  return %0, %1 : vector<4xf32>, vector<2x4xf32>
}
func.func @red(%a: vector<4xf32>, %b: vector<4xi32>, %acc: f32) -> (f32, i32, f32, f32) {
  %0 = vector.reduction <add>, %a : vector<4xf32> into f32
  %1 = vector.reduction <mul>, %b : vector<4xi32> into i32
  %2 = vector.reduction <add>, %a, %acc : vector<4xf32> into f32
  %3 = vector.reduction <maximumf>, %a : vector<4xf32> into f32
  return %0, %1, %2, %3 : f32, i32, f32, f32
}
func.func @ls(%m: memref<?x8xf32>, %i: index, %v: vector<4xf32>, %mask: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.load %m[%i, %i] : memref<?x8xf32>, vector<4xf32>
  vector.store %v, %m[%i, %i] : memref<?x8xf32>, vector<4xf32>
  %1 = vector.maskedload %m[%i, %i], %mask, %v : memref<?x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i, %i], %mask, %v : memref<?x8xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
func.func @misc(%a: vector<4xf32>, %s: f32) -> (vector<4xi32>, vector<2xf32>, vector<4xf32>) {
  %0 = vector.bitcast %a : vector<4xf32> to vector<4xi32>
  %1 = vector.from_elements %s, %s : vector<2xf32>
  %2 = vector.broadcast %s : f32 to vector<4xf32>
  return %0, %1, %2 : vector<4xi32>, vector<2xf32>, vector<4xf32>
}
func.func @print(%a: vector<4xf32>, %b: vector<2x3xi64>, %s: f32) {
  vector.print %a : vector<4xf32>
  vector.print %b : vector<2x3xi64>
  vector.print %s : f32
  vector.print str "hello"
  return
}
func.func @mask(%n: index) -> (vector<4xi1>, vector<4xi1>) {
  %0 = vector.create_mask %n : vector<4xi1>
  %1 = vector.constant_mask [2] : vector<4xi1>
  return %0, %1 : vector<4xi1>, vector<4xi1>
}
func.func @tc(%m: memref<8x8xf32>) -> memref<vector<8x8xf32>> {
  %0 = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xf32>>
  return %0 : memref<vector<8x8xf32>>
}

// -----

// CHECK-LABEL: func.func @p
// CHECK: llvm.call @printU64
func.func @b(%s: f32, %v: vector<3xf32>) -> (vector<2x4xf32>, vector<2x3xf32>, vector<f32>) {
  %0 = vector.broadcast %s : f32 to vector<2x4xf32>
  %1 = vector.broadcast %v : vector<3xf32> to vector<2x3xf32>
  %2 = vector.broadcast %s : f32 to vector<f32>
  return %0, %1, %2 : vector<2x4xf32>, vector<2x3xf32>, vector<f32>
}
func.func @r(%a: vector<4xf32>, %b: vector<4xi32>, %acc: f32, %iacc: i32) -> (f32, i32, i32) {
  %0 = vector.reduction <maximumf>, %a, %acc : vector<4xf32> into f32
  %1 = vector.reduction <maxsi>, %b, %iacc : vector<4xi32> into i32
  %2 = vector.reduction <add>, %b, %iacc : vector<4xi32> into i32
  return %0, %1, %2 : f32, i32, i32
}
func.func @p(%i: index, %b: i1, %x: i32) {
  vector.print %i : index
  vector.print %b : i1
  vector.print %x : i32 punctuation <comma>
  vector.print punctuation <open>
  return
}
func.func @te(%v: vector<2xf32>) -> (f32, f32) {
  %0:2 = vector.to_elements %v : vector<2xf32>
  return %0#0, %0#1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @stretch
// CHECK: ub.poison : vector<2x3xf32>
func.func @stretch(%v: vector<2x1xf32>, %w: vector<1x3xf32>, %s: vector<f32>) -> (vector<2x3xf32>, vector<2x3xf32>, vector<4xf32>) {
  %0 = vector.broadcast %v : vector<2x1xf32> to vector<2x3xf32>
  %1 = vector.broadcast %w : vector<1x3xf32> to vector<2x3xf32>
  %2 = vector.broadcast %s : vector<f32> to vector<4xf32>
  return %0, %1, %2 : vector<2x3xf32>, vector<2x3xf32>, vector<4xf32>
}
func.func @unroll(%a: vector<2x4xi32>, %s: f32) -> (vector<2x2xi64>, vector<2x2xf32>, vector<2x3xi1>, vector<4xindex>) {
  %0 = vector.bitcast %a : vector<2x4xi32> to vector<2x2xi64>
  %2 = vector.from_elements %s, %s, %s, %s : vector<2x2xf32>
  %3 = vector.constant_mask [1, 2] : vector<2x3xi1>
  %4 = vector.step : vector<4xindex>
  return %0, %2, %3, %4 : vector<2x2xi64>, vector<2x2xf32>, vector<2x3xi1>, vector<4xindex>
}
func.func @gs(%m: memref<?xf32>, %i: vector<4xi32>, %mask: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %m[%c0][%i], %mask, %p : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%c0][%i], %mask, %0 : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}
