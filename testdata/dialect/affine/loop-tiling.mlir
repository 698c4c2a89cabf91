// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -affine-loop-tile="tile-size=32" > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -affine-loop-tile="tile-size=32" > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -affine-loop-tile="cache-size=512" > %t.g2 2> %t.ge2
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -affine-loop-tile="cache-size=512" > %t.u2 2> %t.ue2
// RUN: diff %t.g2 %t.u2
// RUN: diff %t.ge2 %t.ue2
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -affine-loop-tile="cache-size=1" -mlir-print-op-generic > %t.g3 2> %t.ge3
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -affine-loop-tile="cache-size=1" -mlir-print-op-generic > %t.u3 2> %t.ue3
// RUN: diff %t.g3 %t.u3
// RUN: diff %t.ge3 %t.ue3
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -affine-loop-tile="tile-sizes=2,3" > %t.g4
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -affine-loop-tile="tile-sizes=2,3" > %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -affine-loop-tile="tile-size=32 separate" > %t.g5
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -affine-loop-tile="tile-size=32 separate" > %t.u5
// RUN: diff %t.g5 %t.u5
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -affine-loop-tile="separate" -mlir-print-op-generic > %t.g6 2> %t.ge6
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -affine-loop-tile="separate" -mlir-print-op-generic > %t.u6 2> %t.ue6
// RUN: diff %t.g6 %t.u6
// RUN: diff %t.ge6 %t.ue6
// RUN: FileCheck %s < %t.g
// RUN: FileCheck %s --check-prefix=SEPARATE < %t.g5
// RUN: FileCheck %s --check-prefix=MODEL < %t.g2

// Upstream's loop-tiling and loop-tiling-validity tests with strided,
// imperfect and empty nests and bounds with divisions, under explicit tile
// sizes and the cache-size model, with and without full tile separation.

// SEPARATE-LABEL: func.func @separate_full_tile_2d
// SEPARATE:         affine.if #set(%arg2, %arg3)[%arg0, %arg1] {

// CHECK-LABEL: func.func @loop_tiling()
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 256 step 32 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 512 step 32 {
// CHECK-NEXT:        affine.for %{{.*}} = 0 to 1024 step 32 {
// MODEL-LABEL: func.func @simple_matmul
// MODEL:       affine.for %{{.*}} = 0 to 256 step 4 {
// MODEL-NEXT:    affine.for %{{.*}} = 0 to 256 step 4 {
// MODEL-NEXT:      affine.for %{{.*}} = 0 to 250 step 5 {
// CHECK-LABEL: func.func @illegal_loop_with_diag_dependence()
// CHECK:         affine.for %{{.*}} = 0 to 64 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 64 {
// CHECK-LABEL: func.func @flow_dep_distance_1_neg1
// CHECK:         affine.for %{{.*}} = 1 to 1024 step 32 {
func.func @loop_tiling() {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 512 {
      affine.for %k = 0 to 1024 {
        "test.foo"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  affine.for %x = 0 to 50 {
    "test.bar"(%x, %x) : (index, index) -> ()
  }
  affine.for %y = 0 to 21 {
    "test.foobar"(%y) : (index) -> ()
  }
  return
}

// -----

#lb = affine_map<()[s0] -> (0, s0)>
#ub = affine_map<()[s0, s1] -> (s0, 4096 floordiv s1)>
func.func @loop_max_min_bound(%A : memref<? x i32>, %L : index, %U : index) {
  %c0 = arith.constant 0 : index
  %M = memref.dim %A, %c0 : memref<? x i32>
  affine.for %i = max #lb()[%L] to min #ub()[%M, %U] {
    arith.addi %i, %i : index
  }
  return
}

// -----

func.func @simple_matmul(%arg0: memref<256x256xvector<64xf32>>, %arg1: memref<256x256xvector<64xf32>>, %arg2: memref<256x256xvector<64xf32>>) -> memref<256x256xvector<64xf32>> {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      affine.for %k = 0 to 250 {
        %l = affine.load %arg0[%i, %k] : memref<256x256xvector<64xf32>>
        %r = affine.load %arg1[%k, %j] : memref<256x256xvector<64xf32>>
        %o = affine.load %arg2[%i, %j] : memref<256x256xvector<64xf32>>
        %m = arith.mulf %l, %r : vector<64xf32>
        %a = arith.addf %o, %m : vector<64xf32>
        affine.store %a, %arg2[%i, %j] : memref<256x256xvector<64xf32>>
      }
    }
  }
  return %arg2 : memref<256x256xvector<64xf32>>
}

// -----

func.func @tile_using_symbolic_loop_upper_bounds(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %0 = memref.dim %arg0, %c0 : memref<?x?xf32>
  affine.for %i0 = 0 to %0 {
    affine.for %i1 = 0 to %0 {
      affine.store %cst, %arg2[%i0, %i1] : memref<?x?xf32>
      affine.for %i2 = 0 to %0 {
        %1 = affine.load %arg0[%i0, %i2] : memref<?x?xf32>
        %2 = affine.load %arg1[%i2, %i1] : memref<?x?xf32>
        %3 = arith.mulf %1, %2 : f32
        %4 = affine.load %arg2[%i0, %i1] : memref<?x?xf32>
        %5 = arith.addf %4, %3 : f32
        affine.store %5, %arg2[%i0, %i1] : memref<?x?xf32>
      }
    }
  }
  return
}

// -----

func.func @tile_using_loop_upper_bounds_in_two_symbols(%arg0: memref<?xf32>, %limit: index) {
  %c0 = arith.constant 0 : index
  %dim0 = memref.dim %arg0, %c0 : memref<?xf32>
  affine.for %i0 = 0 to affine_map<()[s0, s1] -> (s0 + s1)> ()[%dim0, %limit] {
    %v0 = affine.load %arg0[%i0] : memref<?xf32>
  }
  return
}

// -----

func.func @tile_loop_with_non_unit_step(%arg0 : memref<50xf32>, %arg1 : index) {
  affine.for %i = 0 to %arg1 step 5 {
    affine.load %arg0[%i] : memref<50xf32>
  }
  return
}

// -----

func.func @tile_size_larger_than_trip_count_symbolic_bound(%M: index, %N :  index) {
  affine.for %i = affine_map<(d0) -> (d0)>(%M) to affine_map<(d0) -> (d0 + 2)>(%M) {
    affine.for %j = affine_map<(d0) -> (d0)>(%N) to affine_map<(d0) -> (d0 + 4)>(%N) {
      "test.foo" () : () -> ()
    }
  }
  return
}

// -----

func.func @trip_count_one(%arg0: memref<196608x1xf32>, %arg1: memref<196608x1xf32>)
    -> memref<196608x1xf32> {
  affine.for %i1 = 0 to 196608 {
    affine.for %i3 = 0 to 1 {
      %4 = affine.load %arg0[%i1, %i3] : memref<196608x1xf32>
      affine.store %4, %arg1[%i1, %i3] : memref<196608x1xf32>
    }
  }
  return %arg1 : memref<196608x1xf32>
}

// -----

func.func @separate_full_tile_2d(%M : index, %N : index) {
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      "test.foo"() : () -> ()
    }
  }
  return
}

// -----

#ub = affine_map<(d0)[s0] -> (d0, s0)>
func.func @non_hyperrectangular_loop() {
  %N = arith.constant 128 : index
  affine.for %i = 0 to %N {
    affine.for %j = 0 to min #ub(%i)[%N] {
      "test.foo"() : () -> ()
    }
 }
  return
}

// -----

func.func @yield_values(%init : index) {
  %r = affine.for %i = 0 to 10 iter_args(%s = %init) -> index {
    "test.foo"() : () -> ()
    affine.yield %s : index
  }
  return
}

// -----

func.func @separate_full_tile_1d_max_min(%M : index, %N : index, %P : index, %Q : index) {
  affine.for %i0 = max affine_map<(d0, d1) -> (d0, d1)>  (%M, %N) to min affine_map< (d0, d1) -> (d0, d1)> (%P, %Q) {
  }
  return
}

// -----

func.func @valid_to_tile() {
  %0 = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 64 {
    %1 = affine.load %0[%i] : memref<64xf32>
    %2 = arith.addf %1, %1 : f32
    affine.store %2, %0[%i] : memref<64xf32>
  }
  return
}

// -----

func.func @illegal_loop_with_diag_dependence() {
  %A = memref.alloc() : memref<64x64xf32>
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %0 = affine.load %A[%j, %i] : memref<64x64xf32>
      %1 = affine.load %A[%i, %j - 1] : memref<64x64xf32>
      %2 = arith.addf %0, %1 : f32
      affine.store %2, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

func.func @flow_dep_distance_1_neg1(%arr: memref<1024x1024xi32>) {
  affine.for %i = 1 to 1024 {
    affine.for %j = 0 to 1023 {
      %val = affine.load %arr[%i - 1, %j + 1] : memref<1024x1024xi32>
      affine.store %val, %arr[%i, %j] : memref<1024x1024xi32>
    }
  }
  return
}

// -----

func.func @strided_and_mod(%A: memref<100x100xf32>, %n: index) {
  affine.for %i = 2 to 98 step 3 {
    affine.for %j = 0 to 100 step 2 {
      affine.for %k = 0 to 7 {
        %v = affine.load %A[%i, %j] : memref<100x100xf32>
        affine.store %v, %A[%j, %i] : memref<100x100xf32>
      }
    }
  }
  affine.for %i = 0 to 10 {
    "test.op"() : () -> ()
    affine.for %j = 0 to 10 {
      "test.op"() : () -> ()
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
    }
  }
  return
}

// -----

func.func @mod_bounds(%N: index, %M: index) {
  affine.for %i = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%N] {
    affine.for %j = 2 to min affine_map<()[s0, s1] -> (s0 + 3, s1 mod 7)>()[%M, %N] {
      affine.for %k = 0 to 100 {
        "test.foo"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}
func.func @consts() {
  %c7 = arith.constant 7 : index
  affine.for %i = 3 to 50 {
    affine.for %j = 0 to %c7 {
      "test.foo"(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = 0 to 50 step 2 {
    "test.foo"(%i) : (index) -> ()
  }
  return
}
func.func @outer(%N: index) {
  affine.for %o = 0 to 10 {
    affine.for %i = 0 to %N {
      "test.foo"(%o, %i) : (index, index) -> ()
    }
  }
  return
}
