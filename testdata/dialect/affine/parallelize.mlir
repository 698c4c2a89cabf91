// RUN: gomlir-opt %s -split-input-file -allow-unregistered-dialect -affine-parallelize > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect -affine-parallelize > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -allow-unregistered-dialect -affine-parallelize=max-nested=1 -mlir-print-op-generic > %t.g1
// RUN: mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect -affine-parallelize=max-nested=1 -mlir-print-op-generic > %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: not gomlir-opt %s -split-input-file -allow-unregistered-dialect -affine-parallelize=parallel-reductions=1 > %t.g2 2> %t.ge2
// RUN: not mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect -affine-parallelize=parallel-reductions=1 > %t.u2 2> %t.ue2
// RUN: diff %t.g2 %t.u2
// RUN: diff %t.ge2 %t.ue2
// RUN: FileCheck %s < %t.g
// RUN: FileCheck %s --check-prefix=REDUCE < %t.g2

// Upstream's parallelize test, plus reductions of several kinds (a signed
// one on signless integers gives, as upstream, an invalid affine.parallel).

// CHECK-LABEL: func.func @reduce_window_max()
// CHECK:         affine.parallel (%{{.*}}) = (0) to (1) {
// CHECK-LABEL: func.func @unknown_op_conservative()
// CHECK:         affine.for
// REDUCE-LABEL: func.func @iter_args
// REDUCE:         affine.parallel (%{{.*}}) = (0) to (10) reduce ("addf") -> (f32)
// REDUCE-LABEL: func.func @reductions_kinds_valid
// REDUCE:         reduce ("addi", "ori", "minimumf")

func.func @reduce_window_max() {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = memref.alloc() : memref<1x8x8x64xf32>
  %1 = memref.alloc() : memref<1x18x18x64xf32>
  affine.for %arg0 = 0 to 1 {
    affine.for %arg1 = 0 to 8 {
      affine.for %arg2 = 0 to 8 {
        affine.for %arg3 = 0 to 64 {
          affine.store %cst, %0[%arg0, %arg1, %arg2, %arg3] : memref<1x8x8x64xf32>
        }
      }
    }
  }
  affine.for %arg0 = 0 to 1 {
    affine.for %arg1 = 0 to 8 {
      affine.for %arg2 = 0 to 8 {
        affine.for %arg3 = 0 to 64 {
          affine.for %arg4 = 0 to 1 {
            affine.for %arg5 = 0 to 3 {
              affine.for %arg6 = 0 to 3 {
                affine.for %arg7 = 0 to 1 {
                  %2 = affine.load %0[%arg0, %arg1, %arg2, %arg3] : memref<1x8x8x64xf32>
                  %3 = affine.load %1[%arg0 + %arg4, %arg1 * 2 + %arg5, %arg2 * 2 + %arg6, %arg3 + %arg7] : memref<1x18x18x64xf32>
                  %4 = arith.cmpf ogt, %2, %3 : f32
                  %5 = arith.select %4, %2, %3 : f32
                  affine.store %5, %0[%arg0, %arg1, %arg2, %arg3] : memref<1x8x8x64xf32>
                }
              }
            }
          }
        }
      }
    }
  }
  return
}
func.func @loop_nest_3d_outer_two_parallel(%N : index) {
  %0 = memref.alloc() : memref<1024 x 1024 x vector<64xf32>>
  %1 = memref.alloc() : memref<1024 x 1024 x vector<64xf32>>
  %2 = memref.alloc() : memref<1024 x 1024 x vector<64xf32>>
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %N {
      %7 = affine.load %2[%i, %j] : memref<1024x1024xvector<64xf32>>
      affine.for %k = 0 to %N {
        %5 = affine.load %0[%i, %k] : memref<1024x1024xvector<64xf32>>
        %6 = affine.load %1[%k, %j] : memref<1024x1024xvector<64xf32>>
        %8 = arith.mulf %5, %6 : vector<64xf32>
        %9 = arith.addf %7, %8 : vector<64xf32>
        affine.store %9, %2[%i, %j] : memref<1024x1024xvector<64xf32>>
      }
    }
  }
  return
}
func.func @unknown_op_conservative() {
  affine.for %i = 0 to 10 {
    "unknown"() : () -> ()
  }
  return
}
func.func @non_affine_load() {
  %0 = memref.alloc() : memref<100 x f32>
  affine.for %i = 0 to 100 {
    memref.load %0[%i] : memref<100 x f32>
  }
  return
}
func.func @for_with_minmax(%m: memref<?xf32>, %lb0: index, %lb1: index,
                      %ub0: index, %ub1: index) {
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1)>(%lb0, %lb1)
          to min affine_map<(d0, d1) -> (d0, d1)>(%ub0, %ub1) {
    affine.load %m[%i] : memref<?xf32>
  }
  return
}
func.func @nested_for_with_minmax(%m: memref<?xf32>, %lb0: index,
                             %ub0: index, %ub1: index) {
  affine.for %j = 0 to 10 {
    affine.for %i = max affine_map<(d0, d1) -> (d0, d1)>(%lb0, %j)
            to min affine_map<(d0, d1) -> (d0, d1)>(%ub0, %ub1) {
      affine.load %m[%i] : memref<?xf32>
    }
  }
  return
}
func.func @max_nested(%m: memref<?x?xf32>, %lb0: index, %lb1: index,
                 %ub0: index, %ub1: index) {
  affine.for %i = affine_map<(d0) -> (d0)>(%lb0) to affine_map<(d0) -> (d0)>(%ub0) {
    affine.for %j = affine_map<(d0) -> (d0)>(%lb1) to affine_map<(d0) -> (d0)>(%ub1) {
      affine.load %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
func.func @max_nested_1(%arg0: memref<4096x4096xf32>, %arg1: memref<4096x4096xf32>, %arg2: memref<4096x4096xf32>) {
  %0 = memref.alloc() : memref<4096x4096xf32>
  affine.for %arg3 = 0 to 4096 {
    affine.for %arg4 = 0 to 4096 {
      affine.for %arg5 = 0 to 4096 {
        %1 = affine.load %arg0[%arg3, %arg5] : memref<4096x4096xf32>
        %2 = affine.load %arg1[%arg5, %arg4] : memref<4096x4096xf32>
        %3 = affine.load %0[%arg3, %arg4] : memref<4096x4096xf32>
        %4 = arith.mulf %1, %2 : f32
        %5 = arith.addf %3, %4 : f32
        affine.store %5, %0[%arg3, %arg4] : memref<4096x4096xf32>
      }
    }
  }
  return
}
func.func @iter_args(%in: memref<10xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %final_red = affine.for %i = 0 to 10 iter_args(%red_iter = %cst) -> (f32) {
    %ld = affine.load %in[%i] : memref<10xf32>
    %add = arith.addf %red_iter, %ld : f32
    affine.yield %add : f32
  }
  return
}
func.func @nested_iter_args(%in: memref<20x10xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  affine.for %i = 0 to 20 {
    %final_red = affine.for %j = 0 to 10 iter_args(%red_iter = %cst) -> (f32) {
      %ld = affine.load %in[%i, %j] : memref<20x10xf32>
      %add = arith.addf %red_iter, %ld : f32
      affine.yield %add : f32
    }
  }
  return
}
func.func @strange_butterfly() {
  %cst1 = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 iter_args(%it1 = %cst1, %it2 = %cst2) -> (f32, f32) {
    %0 = arith.addf %it1, %it2 : f32
    affine.yield %0, %0 : f32, f32
  }
  return
}
func.func @repeated_use() {
  %cst1 = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 iter_args(%it1 = %cst1) -> (f32) {
    %0 = arith.addf %it1, %it1 : f32
    affine.yield %0 : f32
  }
  return
}
func.func @use_in_backward_slice() {
  %cst1 = arith.constant 0.0 : f32
  %cst2 = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 iter_args(%it1 = %cst1, %it2 = %cst2) -> (f32, f32) {
    %0 = "test.some_modification"(%it2) : (f32) -> f32
    %1 = arith.addf %it1, %0 : f32
    affine.yield %1, %1 : f32, f32
  }
  return
}
func.func @local_alloc() {
  %cst = arith.constant 0.0 : f32
  affine.for %i = 0 to 100 {
    %m = memref.alloc() : memref<1xf32>
    %ma = memref.alloca() : memref<1xf32>
    affine.store %cst, %m[0] : memref<1xf32>
    memref.dealloc %m : memref<1xf32>
  }
  return
}
func.func @local_alloc_cast() {
  %cst = arith.constant 0.0 : f32
  affine.for %i = 0 to 100 {
    %m = memref.alloc() : memref<128xf32>
    affine.for %j = 0 to 128 {
      affine.store %cst, %m[%j] : memref<128xf32>
    }
    affine.for %j = 0 to 128 {
      affine.store %cst, %m[0] : memref<128xf32>
    }
    %r = memref.reinterpret_cast %m to offset: [0], sizes: [8, 16],
           strides: [16, 1] : memref<128xf32> to memref<8x16xf32>
    affine.for %j = 0 to 8 {
      affine.store %cst, %r[%j, %j] : memref<8x16xf32>
    }
    memref.dealloc %m : memref<128xf32>
  }
  return
}
func.func @local_dealloc() {
  %cst = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<1xf32>
  affine.for %i = 0 to 1 {
    affine.store %cst, %m[%i] : memref<1xf32>
    memref.dealloc %m : memref<1xf32>
  }
  return
}
func.func @iter_arg_memrefs(%in: memref<10xf32>) {
  %mi = memref.alloc() : memref<f32>
  %mo = affine.for %i = 0 to 10 iter_args(%m_arg = %mi) -> (memref<f32>) {
    affine.yield %m_arg : memref<f32>
  }
  return
}
func.func @test_add_inv_or_terminal_symbol(%arg0: memref<9x9xi32>, %arg1: i1) {
  %idx0 = index.constant 1
  %29 = tensor.empty() : tensor<10xf16>
  memref.alloca_scope {
    %dim_30 = tensor.dim %29, %idx0 : tensor<10xf16>
    %alloc_31 = memref.alloc(%idx0, %idx0) {alignment = 64 : i64} : memref<?x?xf16>
    affine.for %arg3 = 0 to %dim_30 {
      %207 = affine.load %alloc_31[%idx0, %idx0] : memref<?x?xf16>
      affine.store %207, %alloc_31[%idx0, %idx0] : memref<?x?xf16>
    }
  }
  return
}
func.func @explicit_parallel(%arg0: memref<1x123x194xf64>, %arg5: memref<34x99x194xf64>) {
  affine.parallel (%arg7, %arg8) = (0, 0) to (85, 180) {
    affine.for %arg9 = 0 to 18 {
      %0 = affine.load %arg0[0, %arg7 + 19, %arg8 + 7] : memref<1x123x194xf64>
      %1 = affine.load %arg5[%arg9 + 8, %arg7 + 7, %arg8 + 7] : memref<34x99x194xf64>
      %2 = arith.addf %0, %1 {fastmathFlags = #llvm.fastmath<none>} : f64
      affine.store %1, %arg0[0, %arg7 + 19, %arg8 + 7] : memref<1x123x194xf64>
    }
  }
  return
}

// -----

func.func @reductions_kinds(%in: memref<10xi32>, %f: memref<10xf32>) -> (i32, i32, f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1.0 : f32
  %r:3 = affine.for %i = 0 to 10 step 2 iter_args(%a = %c0, %b = %c0, %x = %c1) -> (i32, i32, f32) {
    %ld = affine.load %in[%i] : memref<10xi32>
    %lf = affine.load %f[%i] : memref<10xf32>
    %m = arith.maxsi %a, %ld : i32
    %o = arith.ori %ld, %b : i32
    %y = arith.minimumf %x, %lf : f32
    affine.yield %m, %o, %y : i32, i32, f32
  }
  return %r#0, %r#1, %r#2 : i32, i32, f32
}

// -----

func.func @reductions_kinds_valid(%in: memref<10xi32>, %f: memref<10xf32>) -> (i32, i32, f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1.0 : f32
  %r:3 = affine.for %i = 0 to 10 step 2 iter_args(%a = %c0, %b = %c0, %x = %c1) -> (i32, i32, f32) {
    %ld = affine.load %in[%i] : memref<10xi32>
    %lf = affine.load %f[%i] : memref<10xf32>
    %m = arith.addi %a, %ld : i32
    %o = arith.ori %ld, %b : i32
    %y = arith.minimumf %x, %lf : f32
    affine.yield %m, %o, %y : i32, i32, f32
  }
  return %r#0, %r#1, %r#2 : i32, i32, f32
}
