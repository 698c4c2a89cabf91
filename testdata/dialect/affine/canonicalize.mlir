// RUN: gomlir-opt %s -allow-unregistered-dialect -canonicalize > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -canonicalize > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -canonicalize=top-down=0 > %t.g2
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -canonicalize=top-down=0 > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: FileCheck %s < %t.g

// affine.apply producers compose into the maps of their users; operands
// are deduplicated, constants folded in, dimensions that are symbols
// promoted; loop bounds fold and simplify with the bounds of the loops of
// their operands; empty and constant-condition structures fold.
// CHECK-DAG: #[[M0:.*]] = affine_map<()[s0, s1] -> (s0 * 168 + s1 * 4 - 4)>
// CHECK-DAG: #[[M2:.*]] = affine_map<()[s0] -> (s0 - 42)>
// CHECK-LABEL: func.func @compose
// CHECK: %c12 = arith.constant 12 : index
// CHECK: affine.apply #[[M0]]()[%arg1, %arg0]
// CHECK: affine.apply #[[M2]]()[%arg1]
// CHECK: affine.load %arg2[%arg3 - 1, %arg3 * 2 - 1]
// CHECK: affine.store %{{.*}}, %arg2[%arg3 * 2 - 2, 4]
// CHECK: "test.use"(%{{.*}}, %{{.*}}, %c0, %arg3)
// CHECK-LABEL: func.func @loops
// CHECK: %cst = arith.constant 2.000000e+00 : f32
// CHECK: affine.for %arg2 = 0 to 8 {
// CHECK-NOT: affine.for %arg2 = 0 to 10
// CHECK: affine.for %arg3 = max #{{.*}}(%arg2) to 16 {
// CHECK-LABEL: func.func @ifs
// CHECK-NOT: test.foo"() : () -> ()
// CHECK: "test.bar"()
func.func @compose(%arg0: index, %arg1: index, %A: memref<16x32xf32>) -> index {
  %c4 = arith.constant 4 : index
  %c42 = arith.constant 42 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 - 1 + 42 * s0)> (%arg0)[%arg1]
  %b = affine.apply affine_map<(d0) -> (d0 + 7)> (%a)
  %c = affine.apply affine_map<(d0) -> (d0 * 4)> (%a)
  %d = affine.apply affine_map<()[s0] -> (s0 ceildiv 8)> ()[%b]
  %e = affine.apply affine_map<(d0, d1) -> (d0 - d1)> (%arg1, %c42)
  %f = affine.apply affine_map<(d0) -> (d0)> (%e)
  %g = affine.apply affine_map<()[s0] -> (s0 * 3)> ()[%c4]
  affine.for %i = 0 to 16 {
    %x = affine.apply affine_map<(d0) -> (d0 - 1)> (%i)
    %y = affine.apply affine_map<(d0, d1) -> (d0 + d1)> (%x, %x)
    %v = affine.load %A[%x, %y + 1] : memref<16x32xf32>
    affine.store %v, %A[%y, symbol(%c4)] : memref<16x32xf32>
    %m = affine.min affine_map<(d0)[s0] -> (d0, s0, d0)> (%x)[%arg0]
    %n = affine.max affine_map<(d0) -> (d0 + 2, 2, 17)> (%i)
    %z = affine.apply affine_map<(d0) -> (d0 floordiv 32)> (%i)
    %w = affine.apply affine_map<(d0) -> (d0 mod 16)> (%i)
    "test.use"(%m, %n, %z, %w) : (index, index, index, index) -> ()
  }
  %s = arith.addi %d, %c : index
  %t = arith.addi %s, %f : index
  %u = arith.addi %t, %g : index
  return %u : index
}

func.func @loops(%n: index, %A: memref<16xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 1.0 : f32
  affine.for %i = %c0 to %c8 {
    "test.foo"(%i) : (index) -> ()
  }
  affine.for %i = 0 to 10 {
  }
  %r = affine.for %i = 0 to 0 iter_args(%acc = %cst) -> f32 {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  %r2 = affine.for %i = 0 to %n iter_args(%acc = %cst) -> f32 {
    affine.yield %acc : f32
  }
  %x = affine.apply affine_map<(d0) -> (d0 + 1)> (%n)
  affine.for %i = max affine_map<(d0)[s0] -> (d0, d0, s0)> (%x)[%n] to min affine_map<()[s0] -> (s0 + 10, 5)> ()[%n] {
    "test.foo"(%i) : (index) -> ()
  }
  affine.for %i = 0 to 8 {
    affine.for %j = max affine_map<(d0) -> (d0, 2)>(%i) to min affine_map<(d0) -> (d0 + 20, 16)>(%i) {
      "test.foo"(%j) : (index) -> ()
    }
  }
  %s = arith.addf %r, %r2 : f32
  return %s : f32
}

func.func @ifs(%n: index, %m: index) -> index {
  %c0 = arith.constant 0 : index
  affine.if affine_set<(d0) : (1 == 0)>(%n) {
    "test.foo"() : () -> ()
  }
  affine.if affine_set<(d0) : (0 == 0)>(%n) {
    "test.bar"() : () -> ()
  } else {
    "test.baz"() : () -> ()
  }
  affine.if affine_set<(d0, d1) : (d0 - 1 >= 0)>(%n, %m) {
    "test.foo"() : () -> ()
  } else {
  }
  %x = affine.apply affine_map<(d0) -> (d0 + 1)> (%n)
  %r = affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%x)[%c0] -> index {
    affine.yield %n : index
  } else {
    affine.yield %m : index
  }
  return %r : index
}

func.func @minmax(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)> ()[%a]
  %1 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)> (%0)[%b]
  %2 = affine.max affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)> (%a, %b)
  %3 = affine.min affine_map<(d0) -> (d0)> (%a)
  return %1, %2, %3 : index, index, index
}

func.func @par(%n: index, %A: memref<100xf32>) {
  %x = affine.apply affine_map<(d0) -> (d0 + 1)> (%n)
  affine.parallel (%i) = (%x) to (100) {
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}

func.func @casts(%A: memref<10xf32>, %T: memref<1xi32>, %i: index, %v: f32) {
  %0 = memref.cast %A : memref<10xf32> to memref<?xf32>
  %1 = memref.cast %T : memref<1xi32> to memref<?xi32>
  affine.for %j = 0 to 10 {
    %x = affine.load %0[%j] : memref<?xf32>
    affine.store %x, %0[%j] : memref<?xf32>
    affine.prefetch %0[%j], read, locality<3>, data : memref<?xf32>
    affine.dma_start %0[%j], %0[%j], %1[0], %i : memref<?xf32>, memref<?xf32>, memref<?xi32>
    affine.dma_wait %1[0], %i : memref<?xi32>
  }
  return
}

// An unused affine.dma_wait stays.
// CHECK-LABEL: func.func @dma_wait
// CHECK: affine.dma_wait
func.func @dma_wait(%T: memref<1xi32>, %i: index) {
  affine.dma_wait %T[0], %i : memref<1xi32>
  return
}

func.func @f(%i: index, %j: index, %n: index) -> (index, index, index, index, index, index, index, index) {
  %c5 = arith.constant 5 : index
  %c4 = arith.constant 4 : index
  %c23 = arith.constant 23 : index
  %0:3 = affine.delinearize_index %c23 into (2, 3, 4) : index, index, index
  %1:2 = affine.delinearize_index %i into (%c4, %n) : index, index
  %2 = affine.linearize_index [%c5, %i] by (4, 8) : index
  %3 = affine.linearize_index [%i, %j] by (1, 8) : index
  %4:3 = affine.delinearize_index %i into (1, %n, 8) : index, index, index
  %5 = affine.linearize_index disjoint [%4#0, %4#1, %4#2] by (1, %n, 8) : index
  %6:2 = affine.delinearize_index %i into (8) : index, index
  %7 = affine.linearize_index [%i] by (8) : index
  %8:2 = affine.delinearize_index %2 into (4, 8) : index, index
  return %0#1, %1#0, %2, %3, %5, %6#0, %7, %8#1 : index, index, index, index, index, index, index, index
}

func.func @g(%i: index, %j: index, %k: index, %n: index, %m: index) -> (index, index, index, index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0:3 = affine.delinearize_index %i into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, 3, 4) : index
  %2 = affine.linearize_index [%0#1, %0#2] by (3, 4) : index
  %3 = affine.linearize_index disjoint [%i, %j, %k] by (%n, 4, 8) : index
  %4:3 = affine.delinearize_index %3 into (%n, 4, 8) : index, index, index
  %5:2 = affine.delinearize_index %3 into (8) : index, index
  %6 = affine.linearize_index [%c0, %i, %j] by (%n, 4, 8) : index
  %7 = affine.linearize_index disjoint [%i, %j, %k] by (2, 1, 8) : index
  %8:3 = affine.delinearize_index %i into (%c4, 1, %n) : index, index, index
  %9 = affine.linearize_index disjoint [%i, %j] by (3, 32) : index
  %10:3 = affine.delinearize_index %9 into (3, 8, 4) : index, index, index
  %11:3 = affine.delinearize_index %i into (%n, %m, 4) : index, index, index
  %12 = affine.linearize_index [%11#0, %11#1, %11#2] by (%n, %m, 4) : index
  %13 = affine.linearize_index [%11#1, %11#2] by (%m, 4) : index
  return %1, %2, %4#1, %5#0, %6, %7, %8#2, %10#2, %12, %13 : index, index, index, index, index, index, index, index, index, index
}
