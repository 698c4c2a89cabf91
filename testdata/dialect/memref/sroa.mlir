// RUN: gomlir-opt %s --pass-pipeline="builtin.module(func.func(sroa))" --split-input-file | FileCheck %s
// RUN: gomlir-opt %s --pass-pipeline="builtin.module(func.func(sroa))" --split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s --pass-pipeline="builtin.module(func.func(sroa))" --split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// Small static allocas accessed at constant in-bounds indices split into
// one rank-0 alloca per used element (in the order the uses, last first,
// reach them); any other use, dynamic shape or index keeps the alloca.

// CHECK-LABEL: func.func @basic
// CHECK-COUNT-2: memref.alloca() : memref<i32>
// CHECK-NOT: memref.alloca()
// CHECK: memref.load %{{.*}}[] : memref<i32>
// CHECK-LABEL: func.func @basic_high_dimensions
// CHECK-COUNT-3: memref.alloca() : memref<i32>
// CHECK-LABEL: func.func @no_direct_use
// CHECK: memref.alloca() : memref<2xi32>
// CHECK-LABEL: func.func @nested
// CHECK-COUNT-3: memref.alloca() : memref<f32>

func.func @basic(%arg0: i32, %arg1: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloca = memref.alloca() : memref<2xi32>
  memref.store %arg0, %alloca[%c0] : memref<2xi32>
  memref.store %arg1, %alloca[%c1] : memref<2xi32>
  %res = memref.load %alloca[%c0] : memref<2xi32>
  return %res : i32
}

// -----

func.func @basic_high_dimensions(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloca = memref.alloca() : memref<2x2xi32>
  memref.store %arg0, %alloca[%c0, %c0] : memref<2x2xi32>
  memref.store %arg1, %alloca[%c0, %c1] : memref<2x2xi32>
  memref.store %arg2, %alloca[%c1, %c0] : memref<2x2xi32>
  %res = memref.load %alloca[%c0, %c1] : memref<2x2xi32>
  return %res : i32
}

// -----

func.func @resolve_alias(%arg0: i32, %arg1: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %alloca = memref.alloca() : memref<2xi32>
  memref.store %arg0, %alloca[%c0] : memref<2xi32>
  memref.store %arg1, %alloca[%c0] : memref<2xi32>
  %res = memref.load %alloca[%c0] : memref<2xi32>
  return %res : i32
}

// -----

func.func @no_direct_use(%arg0: i32, %arg1: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloca = memref.alloca() : memref<2xi32>
  memref.store %arg0, %alloca[%c0] : memref<2xi32>
  memref.store %arg1, %alloca[%c1] : memref<2xi32>
  %res = memref.load %alloca[%c0] : memref<2xi32>
  call @use(%alloca) : (memref<2xi32>) -> ()
  return %res : i32
}

func.func @use(%foo: memref<2xi32>) { return }

// -----

func.func @no_dynamic_indexing(%arg0: i32, %arg1: i32, %index: index) -> i32 {
  %c0 = arith.constant 0 : index
  %alloca = memref.alloca() : memref<2xi32>
  memref.store %arg0, %alloca[%c0] : memref<2xi32>
  memref.store %arg1, %alloca[%index] : memref<2xi32>
  %res = memref.load %alloca[%c0] : memref<2xi32>
  return %res : i32
}

// -----

func.func @no_dynamic_shape(%arg0: i32, %arg1: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloca = memref.alloca(%c1) : memref<?x2xi32>
  memref.store %arg0, %alloca[%c0, %c0] : memref<?x2xi32>
  %res = memref.load %alloca[%c0, %c0] : memref<?x2xi32>
  return %res : i32
}

// -----

func.func @no_out_of_bound_write(%arg0: i32, %arg1: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : index
  %alloca = memref.alloca() : memref<2xi32>
  memref.store %arg0, %alloca[%c0] : memref<2xi32>
  memref.store %arg1, %alloca[%c100] : memref<2xi32>
  %res = memref.load %alloca[%c0] : memref<2xi32>
  return %res : i32
}

// -----

func.func @alloca_element_count_overflow() {
  %alloca = memref.alloca() : memref<9223372036854775807x3xi32>
  return
}

// -----

func.func @nested(%arg0: f32, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %alloca = memref.alloca() : memref<2x3xf32>
  scf.if %c {
    memref.store %arg0, %alloca[%c1, %c2] : memref<2x3xf32>
  }
  memref.store %arg0, %alloca[%c0, %c2] : memref<2x3xf32>
  %a = memref.load %alloca[%c1, %c2] : memref<2x3xf32>
  %b = memref.load %alloca[%c1, %c0] : memref<2x3xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}
