// RUN: not gomlir-opt %s -buffer-results-to-out-params -split-input-file -allow-unregistered-dialect > %t.g 2> %t.ge
// RUN: not mlir-opt-upstream %s -buffer-results-to-out-params -split-input-file -allow-unregistered-dialect > %t.u 2> %t.ue
// RUN: diff %t.g %t.u
// RUN: diff %t.ge %t.ue
// RUN: not gomlir-opt %s -buffer-results-to-out-params=hoist-static-allocs -split-input-file -allow-unregistered-dialect > %t.g2 2> %t.ge2
// RUN: not mlir-opt-upstream %s -buffer-results-to-out-params=hoist-static-allocs -split-input-file -allow-unregistered-dialect > %t.u2 2> %t.ue2
// RUN: diff %t.g2 %t.u2
// RUN: diff %t.ge2 %t.ue2
// RUN: not gomlir-opt %s "-buffer-results-to-out-params=hoist-dynamic-allocs=1 add-result-attr" -split-input-file -allow-unregistered-dialect > %t.g3 2> %t.ge3
// RUN: not mlir-opt-upstream %s "-buffer-results-to-out-params=hoist-dynamic-allocs=1 add-result-attr" -split-input-file -allow-unregistered-dialect > %t.u3 2> %t.ue3
// RUN: diff %t.g3 %t.u3
// RUN: diff %t.ge3 %t.ue3
// RUN: not gomlir-opt %s "-buffer-results-to-out-params=modify-public-functions hoist-static-allocs=true" -split-input-file -allow-unregistered-dialect > %t.g4 2> %t.ge4
// RUN: not mlir-opt-upstream %s "-buffer-results-to-out-params=modify-public-functions hoist-static-allocs=true" -split-input-file -allow-unregistered-dialect > %t.u4 2> %t.ue4
// RUN: diff %t.g4 %t.u4
// RUN: diff %t.ge4 %t.ue4
// RUN: not gomlir-opt %s "-buffer-results-to-out-params=hoist-dynamic-allocs=1 add-result-attr" -split-input-file -allow-unregistered-dialect 2>/dev/null | FileCheck %s

// Memref results become trailing out-params: copied into, or (with the
// hoisting options) replaced by the argument; callers allocate them, cast
// to a fully dynamic layout where needed. Public functions change only
// with modify-public-functions; unsupported layouts are rejected.

// CHECK-LABEL: func.func private @basic(%arg0: f32, %arg1: memref<4xf32> {bufferize.result, test.r}, %arg2: memref<2x3xf32, strided<[?, ?], offset: ?>> {bufferize.result}) -> i32
// CHECK: memref.copy %alloc, %arg1
// CHECK-LABEL: func.func @caller
// CHECK: %[[A:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK: %[[C:.*]] = memref.cast %[[A]]
// CHECK: call @basic(%arg0, %{{.*}}, %[[C]])
// CHECK-LABEL: func.func private @dyn(%arg0: index, %arg1: memref<?xf32> {bufferize.result})
// CHECK-NEXT: return
// CHECK: memref.alloc(%arg0) : memref<?xf32>
func.func private @basic(%a: f32) -> (memref<4xf32> {test.r}, i32, memref<2x3xf32, strided<[?, ?], offset: ?>>) {
  %0 = memref.alloc() : memref<4xf32>
  %c = arith.constant 1 : i32
  %1 = "test.source"() : () -> memref<2x3xf32, strided<[?, ?], offset: ?>>
  return %0, %c, %1 : memref<4xf32>, i32, memref<2x3xf32, strided<[?, ?], offset: ?>>
}
func.func @caller(%a: f32) -> i32 {
  %0:3 = call @basic(%a) : (f32) -> (memref<4xf32>, i32, memref<2x3xf32, strided<[?, ?], offset: ?>>)
  "test.use"(%0#0) : (memref<4xf32>) -> ()
  return %0#1 : i32
}
// -----
func.func private @dyn(%n: index) -> memref<?xf32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @caller2(%n: index) {
  %0 = call @dyn(%n) : (index) -> memref<?xf32>
  "test.use"(%0) : (memref<?xf32>) -> ()
  return
}
// -----
func.func @pub() -> (memref<4xf32> {test.q}) {
  %0 = memref.alloc() : memref<4xf32>
  return %0 : memref<4xf32>
}
func.func private @ext() -> memref<4xf32>
func.func @caller3() {
  %0 = call @pub() : () -> memref<4xf32>
  %1 = call @ext() : () -> memref<4xf32>
  "test.use"(%0, %1) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
// -----
func.func private @badlayout() -> memref<4xf32, strided<[2]>> {
  %0 = "test.source"() : () -> memref<4xf32, strided<[2]>>
  return %0 : memref<4xf32, strided<[2]>>
}
