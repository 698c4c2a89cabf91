// RUN: gomlir-opt %s -canonicalize -split-input-file -allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s -canonicalize -split-input-file -allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -cse -split-input-file -allow-unregistered-dialect > %t.g2
// RUN: mlir-opt-upstream %s -cse -split-input-file -allow-unregistered-dialect > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -canonicalize -split-input-file -allow-unregistered-dialect | FileCheck %s

// The folders and canonicalization patterns of the bufferization ops.

// CHECK-LABEL: func.func @to_buffer_casts
// CHECK: %[[C:.*]] = memref.cast %arg0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK: %[[A:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: memref.copy %arg1, %[[A]]
// CHECK: %[[S:.*]] = memref.alloc(%{{.*}}) : memref<?xf32, 7>
// CHECK: memref.copy %arg3, %[[S]]
// CHECK: "test.use"(%[[C]], %[[A]], %arg2, %[[S]])
func.func @to_buffer_casts(%m: memref<4xf32>, %d: memref<?xf32, strided<[?], offset: ?>>, %u: memref<*xf32>, %s: memref<?xf32, 2>) {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %t2 = bufferization.to_tensor %d : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
  %2 = bufferization.to_buffer %t2 : tensor<?xf32> to memref<?xf32>
  %t3 = bufferization.to_tensor %u : memref<*xf32> to tensor<*xf32>
  %3 = bufferization.to_buffer %t3 : tensor<*xf32> to memref<*xf32>
  %t4 = bufferization.to_tensor %s : memref<?xf32, 2> to tensor<?xf32>
  %4 = bufferization.to_buffer %t4 : tensor<?xf32> to memref<?xf32, 7>
  "test.use"(%0, %2, %3, %4) : (memref<4xf32, strided<[?], offset: ?>>, memref<?xf32>, memref<*xf32>, memref<?xf32, 7>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @to_tensor_fold
// CHECK: %[[B:.*]] = bufferization.to_buffer %arg0
// CHECK: "test.op"
// CHECK: %[[T:.*]] = bufferization.to_tensor %[[B]]
// CHECK: return %arg0, %[[T]]
func.func @to_tensor_fold(%t: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %1 = bufferization.to_tensor %0 : memref<?xf32> to tensor<?xf32>
  "test.op"() : () -> ()
  %2 = bufferization.to_tensor %0 : memref<?xf32> to tensor<?xf32>
  return %1, %2 : tensor<?xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @dims_and_loads
// CHECK: tensor.dim %arg0
// CHECK: tensor.extract %arg0[%{{.*}}, %{{.*}}] : tensor<?x4xf32>
// CHECK: tensor.extract %arg0[%{{.*}}, %{{.*}}] : tensor<?x4xf32>
// CHECK: memref.dim %arg1
func.func @dims_and_loads(%t: tensor<?x4xf32>, %m: memref<?xf32>, %i: index) -> (index, f32, f32, index) {
  %c0 = arith.constant 0 : index
  %0 = bufferization.to_buffer %t read_only : tensor<?x4xf32> to memref<?x4xf32>
  %1 = memref.dim %0, %c0 : memref<?x4xf32>
  %2 = memref.load %0[%i, %c0] : memref<?x4xf32>
  %3 = bufferization.to_buffer %t : tensor<?x4xf32> to memref<?x4xf32>
  %4 = memref.load %3[%i, %c0] : memref<?x4xf32>
  %5 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %6 = tensor.dim %5, %c0 : tensor<?xf32>
  return %1, %2, %4, %6 : index, f32, f32, index
}

// -----

// CHECK-LABEL: func.func @to_buffer_of_cast
// CHECK: %[[B:.*]] = bufferization.to_buffer %arg0 read_only : tensor<4x?xf32> to memref<4x?xf32, strided<[?, 1]>, 2>
// CHECK: memref.cast %[[B]] : memref<4x?xf32, strided<[?, 1]>, 2> to memref<?x?xf32, strided<[?, 1]>, 2>
// CHECK: %[[U:.*]] = bufferization.to_buffer %arg0 : tensor<4x?xf32> to memref<4x?xf32, 2>
// CHECK: memref.cast %[[U]] : memref<4x?xf32, 2> to memref<*xf32, 2>
func.func @to_buffer_of_cast(%t: tensor<4x?xf32>) -> (memref<?x?xf32, strided<[?, 1]>, 2>, memref<*xf32, 2>) {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %0 = bufferization.to_buffer %c read_only : tensor<?x?xf32> to memref<?x?xf32, strided<[?, 1]>, 2>
  %u = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %1 = bufferization.to_buffer %u : tensor<*xf32> to memref<*xf32, 2>
  return %0, %1 : memref<?x?xf32, strided<[?, 1]>, 2>, memref<*xf32, 2>
}

// -----

// CHECK-LABEL: func.func @alloc_tensor
// CHECK: bufferization.alloc_tensor(%arg0, %c-1) : tensor<?x5x?xf32>
// CHECK: tensor.cast
// CHECK: tensor.dim %arg1
// CHECK: bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// CHECK: return %cast, %arg0, %dim, %c5
func.func @alloc_tensor(%sz: index, %t: tensor<?xf32>) -> (tensor<?x?x?xf32>, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %m = arith.constant -1 : index
  %0 = bufferization.alloc_tensor(%sz, %c5, %m) : tensor<?x?x?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x?x?xf32>
  %2 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %3 = tensor.dim %2, %c0 : tensor<?xf32>
  %4 = tensor.dim %0, %c1 : tensor<?x?x?xf32>
  %5 = bufferization.alloc_tensor(%sz) : tensor<?xf32>
  return %0, %1, %3, %4 : tensor<?x?x?xf32>, index, index, index
}

// -----

// CHECK-LABEL: func.func @clones
// CHECK-NOT: bufferization.clone
// CHECK: memref.cast %arg0 : memref<?xf32> to memref<4xf32>
// CHECK: "test.use"
func.func @clones(%m: memref<?xf32>, %n: memref<8xf32>) -> memref<4xf32> {
  %0 = bufferization.clone %m : memref<?xf32> to memref<4xf32>
  memref.dealloc %m : memref<?xf32>
  %1 = bufferization.clone %n : memref<8xf32> to memref<8xf32>
  %c = memref.cast %n : memref<8xf32> to memref<?xf32>
  %2 = bufferization.clone %c : memref<?xf32> to memref<?xf32>
  "test.use"(%2) : (memref<?xf32>) -> ()
  return %0 : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @clone_with_free_between
// CHECK: bufferization.clone
func.func @clone_with_free_between(%m: memref<?xf32>, %o: memref<?xf32>) -> memref<?xf32> {
  %0 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  memref.dealloc %o : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @deallocs
// CHECK: arith.ori %arg2, %arg3 : i1
// CHECK: bufferization.dealloc (%arg0, %arg1 : memref<2xi32>, memref<2xi32>)
// CHECK: return %{{.*}}#0, %{{.*}}#1, %{{.*}}#0, %false
func.func @deallocs(%a: memref<2xi32>, %b: memref<2xi32>, %c: i1, %d: i1) -> (i1, i1, i1, i1) {
  %false = arith.constant false
  %alloc = memref.alloc() : memref<2xi32>
  %base, %off, %size, %stride = memref.extract_strided_metadata %alloc : memref<2xi32> -> memref<i32>, index, index, index
  %0:3 = bufferization.dealloc (%a, %b, %a, %alloc, %base : memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<2xi32>, memref<i32>) if (%c, %c, %d, %false, %c) retain (%a, %b, %a : memref<2xi32>, memref<2xi32>, memref<2xi32>)
  %1 = bufferization.dealloc retain (%a : memref<2xi32>)
  return %0#0, %0#1, %0#2, %1 : i1, i1, i1, i1
}
