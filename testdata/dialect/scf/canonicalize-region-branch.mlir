// RUN: gomlir-opt %s -canonicalize -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -canonicalize -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -canonicalize -split-input-file --log-actions-to=- | grep -oE "pattern: (\(anonymous namespace\)::)?[^ ]*" > %t.gp
// RUN: mlir-opt-upstream %s -canonicalize -split-input-file --log-actions-to=- | grep -oE "pattern: (\(anonymous namespace\)::)?[^ ]*" > %t.up
// RUN: diff %t.gp %t.up
// RUN: gomlir-opt %s -canonicalize -split-input-file | FileCheck %s

// The iter_args, results and region arguments of scf.for, scf.while,
// scf.if, scf.index_switch and scf.execute_region are simplified by
// upstream's three RegionBranchOpInterface patterns, tried after the op's
// own ones. MakeRegionBranchOpSuccessorInputsDead only rewires the uses
// (here of the scf.for's first result): the loop is not revisited, and its
// dead iter_args go in the next iteration, after the constants of the
// first were hoisted (once the constants came out in the other order:
// random loop-program differential, seed 60099).

// CHECK-LABEL: func.func @forall_iter_args
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[C0I:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    scf.forall (%{{.*}}, %[[J:.*]]) in (%{{.*}}, 5) {
// CHECK-NEXT:      scf.for %[[K:.*]] = %[[J]] to %[[C0]] step %[[C2]] {
// CHECK-NEXT:        memref.store %[[C3]], %{{.*}}[%[[C5]], %[[K]]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      affine.if
// CHECK-NEXT:        memref.store %[[C0I]]
func.func @forall_iter_args(%arg0: index, %arg1: index, %arg2: i32, %arg3: f32, %arg5: memref<4x?xi32>) -> (f32) {
  %v437 = affine.min affine_map<()[s0, s1] -> (5)>()[%arg0, %arg1]
  %v439 = arith.constant 1 : index
  %v438:2 = scf.index_switch %v439 -> f32, index
  default {
    %v440 = arith.constant 2 : index
    %v441:3 = affine.delinearize_index %v440 into (%v437, 1, 5) : index, index, index
    %v443 = arith.constant 4 : index
    %v442 = scf.index_switch %v443 -> f32
    default {
      scf.index_switch %v437
      default {
      }
      scf.yield %arg3 : f32
    }
    scf.yield %arg3, %v441#0 : f32, index
  }
  scf.execute_region {
    scf.forall (%v474, %v475) in (%arg0, %v437) {
      %v499 = arith.constant 0 : i32
      %v502 = arith.constant 2 : index
      %v500:2 = scf.for %v501 = %v475 to %v438#1 step %v502 iter_args(%v503 = %arg2, %v504 = %v499) -> (i32, i32) {
        %v505 = arith.constant 3 : i32
        memref.store %v505, %arg5[%v437, %v501] : memref<4x?xi32>
        scf.yield %arg2, %v505 : i32, i32
      }
      %v506 = arith.index_cast %v500#0 : i32 to index
    }
    cf.br ^bb1
  ^bb1:
    affine.for %v529 = max affine_map<()[s0] -> (s0, ((9) floordiv 5) floordiv 7)>()[%v439] to affine_map<() -> (2 ceildiv 3)>() {
      affine.if affine_set<() : (-4 - (-1) + (-2) mod 5 + -5 >= 0, (-3) == 0, (11 + 12 + 14 + 3) ceildiv 6 == 0)>() {
        %v530 = arith.subi %arg2, %arg2 : i32
        memref.store %v530, %arg5[%arg1, %arg1] : memref<4x?xi32>
      }
    }
    scf.yield
  }
  return %arg3 : f32
}

// -----

// A pattern that clones a region (here ParallelOpSingleOrZeroIterationDimsFolder
// dropping a one-iteration dimension) reports every cloned op as inserted,
// in pre-order: the nested ops are rewritten in the same iteration (once a
// second iteration hoisted the constants in another order: seed 70158).

// CHECK-LABEL: func.func @parallel_clone
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[CST:.*]] = arith.constant 3.900000e+00 : f32
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK:         scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[C1]]) step (%[[C3]])
// CHECK:           affine.store %[[CST]], %{{.*}}[19, 6]
func.func @parallel_clone(%arg0: index, %arg1: index, %arg3: f32, %arg5: memref<?xf32>) {
  %v327 = arith.maxsi %arg1, %arg0 : index
  %v432 = memref.alloca() : memref<8xf32>
  %v433:4 = memref.extract_strided_metadata %v432 : memref<8xf32> -> memref<f32>, index, index, index
  %v435 = arith.constant 3 : index
  %v437 = arith.constant -1 : index
  %v438 = arith.constant 3 : index
  %v439 = scf.parallel (%v434, %v436) = (%v327, %v437) to (%v433#3, %v433#3) step (%v435, %v438) init (%arg3) -> f32 {
    scf.index_switch %v434
    default {
      %v440 = arith.constant 1 : index
      %v447 = affine.vector_load %arg5[-1 + symbol(%v327)] : memref<?xf32>, vector<1xf32>
      affine.vector_store %v447, %arg5[(%arg0) floordiv 8 - %v440] : memref<?xf32>, vector<1xf32>
    }
    affine.parallel (%v448) = (2) to (3) {
      %v450 = arith.constant 8 : index
      %v449:2 = scf.index_switch %v450 -> f32, index
      default {
        %v456 = arith.constant 3.9 : f32
        scf.yield %v456, %v434 : f32, index
      }
      %v460 = memref.alloca() : memref<8x8xf32>
      affine.store %v449#0, %v460[symbol(%v450) + symbol(%v450) + 3, (symbol(%v450) + -2) mod symbol(%v450)] : memref<8x8xf32>
    }
    scf.reduce(%arg3 : f32) {
    ^bb0(%v475: f32, %v476: f32):
      %v477 = arith.addf %v475, %v476 : f32
      scf.reduce.return %v477 : f32
    }
  }
  return
}
