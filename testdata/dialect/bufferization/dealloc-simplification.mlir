// RUN: gomlir-opt %s -buffer-deallocation-simplification -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -buffer-deallocation-simplification -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -buffer-deallocation-simplification -split-input-file | FileCheck %s

// The buffer origin analysis behind buffer-deallocation-simplification sees
// through region control flow, branches, selects and views.

// CHECK-LABEL: func.func @if_alloc
// CHECK: %[[D:.*]] = bufferization.dealloc (%arg1 : memref<2xi32>) if (%arg0) retain (%arg2 : memref<2xi32>)
// CHECK: return %false, %[[D]]
func.func @if_alloc(%c: i1, %arg0: memref<2xi32>, %arg1: memref<2xi32>) -> (i1, i1) {
  %a = memref.alloc() : memref<2xi32>
  %b = memref.alloc() : memref<2xi32>
  %r = scf.if %c -> memref<2xi32> {
    scf.yield %a : memref<2xi32>
  } else {
    scf.yield %b : memref<2xi32>
  }
  %0:2 = bufferization.dealloc (%arg0 : memref<2xi32>) if (%c) retain (%r, %arg1 : memref<2xi32>, memref<2xi32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @for_alloc
// CHECK: bufferization.dealloc (%arg4 : memref<2xi32>) if (%arg3)
// CHECK: return %false
func.func @for_alloc(%lb: index, %ub: index, %s: index, %c: i1, %arg0: memref<2xi32>) -> i1 {
  %a = memref.alloc() : memref<2xi32>
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> memref<2xi32> {
    %n = memref.alloc() : memref<2xi32>
    scf.yield %n : memref<2xi32>
  }
  %0 = bufferization.dealloc (%arg0 : memref<2xi32>) if (%c) retain (%r : memref<2xi32>)
  return %0 : i1
}

// -----

// CHECK-LABEL: func.func @for_arg
// CHECK: return %true
func.func @for_arg(%lb: index, %ub: index, %s: index, %c: i1, %arg0: memref<2xi32>) -> i1 {
  %a = memref.alloc() : memref<2xi32>
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %arg0) -> memref<2xi32> {
    %0 = bufferization.dealloc (%a : memref<2xi32>) if (%c) retain (%x : memref<2xi32>)
    scf.yield %x : memref<2xi32>
  }
  %t = arith.constant true
  %1:2 = bufferization.dealloc (%a, %arg0 : memref<2xi32>, memref<2xi32>) if (%t, %t) retain (%a, %r : memref<2xi32>, memref<2xi32>)
  return %1#1 : i1
}

// -----

// CHECK-LABEL: func.func @cf
// CHECK: bufferization.dealloc (%arg1 : memref<2xi32>) if (%arg0) retain (%arg2 : memref<2xi32>)
// CHECK: return %arg0
func.func @cf(%c: i1, %arg0: memref<2xi32>, %arg1: memref<2xi32>) -> i1 {
  %a = memref.alloc() : memref<2xi32>
  cf.cond_br %c, ^bb1(%a : memref<2xi32>), ^bb1(%a : memref<2xi32>)
^bb1(%m: memref<2xi32>):
  %0:2 = bufferization.dealloc (%m, %arg0 : memref<2xi32>, memref<2xi32>) if (%c, %c) retain (%a, %arg1 : memref<2xi32>, memref<2xi32>)
  return %0#0 : i1
}

// -----

// CHECK-LABEL: func.func @views
// CHECK: return %arg0
func.func @views(%c: i1, %arg0: memref<4xi32>) -> i1 {
  %a = memref.alloc() : memref<4xi32>
  %v = memref.subview %a[1][2][1] : memref<4xi32> to memref<2xi32, strided<[1], offset: 1>>
  %cast = memref.cast %a : memref<4xi32> to memref<?xi32>
  %0:3 = bufferization.dealloc (%a, %arg0 : memref<4xi32>, memref<4xi32>) if (%c, %c) retain (%v, %cast, %arg0 : memref<2xi32, strided<[1], offset: 1>>, memref<?xi32>, memref<4xi32>)
  return %0#0 : i1
}

// -----

// CHECK-LABEL: func.func @alloca
// CHECK: bufferization.dealloc (%arg1 : memref<4xi32>) if (%arg0) retain (%0, %arg1 : memref<4xi32>, memref<4xi32>)
func.func @alloca(%c: i1, %arg0: memref<4xi32>) -> i1 {
  %a = memref.alloca() : memref<4xi32>
  %g = memref.get_global @g : memref<4xi32>
  %0:2 = bufferization.dealloc (%a, %arg0 : memref<4xi32>, memref<4xi32>) if (%c, %c) retain (%g, %arg0 : memref<4xi32>, memref<4xi32>)
  return %0#0 : i1
}
memref.global "private" @g : memref<4xi32>

// -----

// CHECK-LABEL: func.func @select
// CHECK: %[[A:.*]] = bufferization.dealloc (%alloc : memref<2xi32>) if (%arg0) retain (%{{.*}} : memref<2xi32>)
// CHECK: %[[B:.*]] = bufferization.dealloc (%arg2 : memref<2xi32>) if (%arg3) retain (%arg1 : memref<2xi32>)
// CHECK: return %[[B]], %[[A]]
func.func @select(%arg0: i1, %arg1: memref<2xi32>, %arg2: memref<2xi32>, %arg3: i1) -> (i1, i1) {
  %alloc = memref.alloc() : memref<2xi32>
  %alloc0 = memref.alloc() : memref<2xi32>
  %0 = arith.select %arg0, %alloc, %alloc0 : memref<2xi32>
  %1:2 = bufferization.dealloc (%alloc, %arg2 : memref<2xi32>, memref<2xi32>) if (%arg0, %arg3) retain (%arg1, %0 : memref<2xi32>, memref<2xi32>)
  return %1#0, %1#1 : i1, i1
}
