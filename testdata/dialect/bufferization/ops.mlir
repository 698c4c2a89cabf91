// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream %s -mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -mlir-print-debuginfo > %t.g3
// RUN: mlir-opt-upstream %s -mlir-print-debuginfo > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %t.g2 | FileCheck %s

// Every op of the bufferization dialect and every optional clause of its
// custom forms.

// CHECK-LABEL: func.func @alloc_tensor
// CHECK: bufferization.alloc_tensor(%arg1) : tensor<?xf32>
// CHECK: bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
// CHECK: bufferization.alloc_tensor(%arg1) size_hint=%arg1 : tensor<?xf32>
// CHECK: bufferization.alloc_tensor(%arg1) {memory_space = 1 : i64} : tensor<?xf32>
// CHECK: bufferization.alloc_tensor() copy(%arg2) size_hint=%arg1 {memory_space = #gpu.address_space<workgroup>, test.other} : tensor<4x?xi8>
// CHECK: bufferization.alloc_tensor() : tensor<*xf32>
func.func @alloc_tensor(%t: tensor<?xf32>, %sz: index, %t2: tensor<4x?xi8>) {
  %0 = bufferization.alloc_tensor(%sz) : tensor<?xf32>
  %1 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %2 = bufferization.alloc_tensor(%sz) size_hint=%sz : tensor<?xf32>
  %3 = bufferization.alloc_tensor(%sz) {memory_space = 1 : i64} : tensor<?xf32>
  %4 = bufferization.alloc_tensor() copy(%t2) size_hint = %sz {memory_space = #gpu.address_space<workgroup>, test.other} : tensor<4x?xi8>
  %5 = bufferization.alloc_tensor() : tensor<*xf32>
  return
}

// CHECK-LABEL: func.func @clone_and_casts
// CHECK: bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>
// CHECK: bufferization.clone %arg1 : memref<*xf32> to memref<*xf32>
// CHECK: bufferization.to_buffer %arg2 read_only : tensor<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>, 3>
// CHECK: bufferization.to_buffer %arg3 : tensor<*xf32> to memref<*xf32>
// CHECK: bufferization.to_tensor %arg0 restrict writable : memref<?xf32> to tensor<?xf32>
// CHECK: bufferization.to_tensor %arg0 restrict : memref<?xf32> to tensor<?xf32>
// CHECK: bufferization.to_tensor %arg1 writable {foo.bar = 1 : i64} : memref<*xf32> to tensor<*xf32>
// CHECK: bufferization.to_tensor %arg4 : memref<f32> to tensor<f32>
func.func @clone_and_casts(%m: memref<?xf32>, %u: memref<*xf32>, %t: tensor<4x?xf32>, %tu: tensor<*xf32>, %m0: memref<f32>) {
  %0 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  %1 = bufferization.clone %u : memref<*xf32> to memref<*xf32>
  %2 = bufferization.to_buffer %t read_only : tensor<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>, 3>
  %3 = bufferization.to_buffer %tu : tensor<*xf32> to memref<*xf32>
  %4 = bufferization.to_tensor %m restrict writable : memref<?xf32> to tensor<?xf32>
  %5 = bufferization.to_tensor %m restrict : memref<?xf32> to tensor<?xf32>
  %6 = bufferization.to_tensor %u writable {foo.bar = 1} : memref<*xf32> to tensor<*xf32>
  %7 = bufferization.to_tensor %m0 : memref<f32> to tensor<f32>
  return
}

// CHECK-LABEL: func.func @materialize
// CHECK: bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>
// CHECK: bufferization.materialize_in_destination %arg0 in restrict writable %arg2 : (tensor<?xf32>, memref<?xf32>) -> ()
// CHECK: bufferization.materialize_in_destination %arg0 in writable %arg2 : (tensor<?xf32>, memref<?xf32>) -> ()
// CHECK: bufferization.dealloc_tensor %arg0 : tensor<?xf32>
func.func @materialize(%t: tensor<?xf32>, %d: tensor<5xf32>, %m: memref<?xf32>) -> tensor<5xf32> {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<?xf32>, memref<?xf32>) -> ()
  bufferization.materialize_in_destination %t in writable %m : (tensor<?xf32>, memref<?xf32>) -> ()
  bufferization.dealloc_tensor %t : tensor<?xf32>
  return %0 : tensor<5xf32>
}

// CHECK-LABEL: func.func @dealloc
// CHECK: %0:2 = bufferization.dealloc (%arg0, %arg1 : memref<?xf32>, memref<*xf32>) if (%arg2, %arg2) retain (%arg0, %arg3 : memref<?xf32>, memref<4xf32>)
// CHECK: bufferization.dealloc{{$}}
// CHECK: %1 = bufferization.dealloc retain (%arg0 : memref<?xf32>)
// CHECK: bufferization.dealloc (%arg0 : memref<?xf32>) if (%arg2) {foo}
func.func @dealloc(%m: memref<?xf32>, %u: memref<*xf32>, %c: i1, %m4: memref<4xf32>) -> (i1, i1, i1) {
  %0:2 = bufferization.dealloc (%m, %u : memref<?xf32>, memref<*xf32>) if (%c, %c) retain (%m, %m4 : memref<?xf32>, memref<4xf32>)
  bufferization.dealloc
  %1 = bufferization.dealloc retain (%m : memref<?xf32>)
  bufferization.dealloc (%m : memref<?xf32>) if (%c) {foo}
  return %0#0, %0#1, %1 : i1, i1, i1
}

// CHECK-LABEL: func.func @dialect_attrs
// CHECK-SAME: bufferization.access = "read-write"
// CHECK-SAME: bufferization.buffer_layout = affine_map<(d0) -> (d0)>
// CHECK-SAME: bufferization.writable = true
// CHECK: memref.alloc() {bufferization.manual_deallocation}
// CHECK: memref.dealloc %{{.*}} {bufferization.manual_deallocation}
func.func @dialect_attrs(%a: memref<?xf32> {bufferization.access = "read-write"},
                         %b: memref<?xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>},
                         %c: tensor<?xf32> {bufferization.writable = true},
                         %d: memref<?xf32> {bufferization.buffer_layout = strided<[1], offset: ?>}) {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  memref.dealloc %0 {bufferization.manual_deallocation} : memref<2xf32>
  return
}
