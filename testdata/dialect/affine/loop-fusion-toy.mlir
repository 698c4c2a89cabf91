// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(affine-loop-fusion,affine-scalrep))' > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(affine-loop-fusion,affine-scalrep))' > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(affine-loop-fusion{mode=sibling}))' > %t.gs
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(affine-loop-fusion{mode=sibling}))' > %t.us
// RUN: diff %t.gs %t.us
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(affine-loop-fusion{mode=producer maximal}))' > %t.gp
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -pass-pipeline='builtin.module(func.func(affine-loop-fusion{mode=producer maximal}))' > %t.up
// RUN: diff %t.gp %t.up
// RUN: FileCheck %s < %t.g

// Loop nests as the Toy lowering makes them (toyc-ch7 -emit=mlir-affine,
// toy.print in generic form), through the -opt pipeline of toyc: the
// transpose loop fuses into its consumer and its buffer goes away.
// CHECK-LABEL: func @main
// CHECK: affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 2 {
// CHECK-NEXT: affine.load %{{.*}}[%[[J]], %[[I]]] : memref<2x3xf64>
// CHECK-NEXT: arith.mulf

module {
  func.func @main() {
    %cst = arith.constant 6.000000e+00 : f64
    %cst_0 = arith.constant 5.000000e+00 : f64
    %cst_1 = arith.constant 4.000000e+00 : f64
    %cst_2 = arith.constant 3.000000e+00 : f64
    %cst_3 = arith.constant 2.000000e+00 : f64
    %cst_4 = arith.constant 1.000000e+00 : f64
    %alloc = memref.alloc() : memref<3x2xf64>
    %alloc_5 = memref.alloc() : memref<3x2xf64>
    %alloc_6 = memref.alloc() : memref<2x3xf64>
    affine.store %cst_4, %alloc_6[0, 0] : memref<2x3xf64>
    affine.store %cst_3, %alloc_6[0, 1] : memref<2x3xf64>
    affine.store %cst_2, %alloc_6[0, 2] : memref<2x3xf64>
    affine.store %cst_1, %alloc_6[1, 0] : memref<2x3xf64>
    affine.store %cst_0, %alloc_6[1, 1] : memref<2x3xf64>
    affine.store %cst, %alloc_6[1, 2] : memref<2x3xf64>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 2 {
        %0 = affine.load %alloc_6[%arg1, %arg0] : memref<2x3xf64>
        affine.store %0, %alloc_5[%arg0, %arg1] : memref<3x2xf64>
      }
    }
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 2 {
        %0 = affine.load %alloc_5[%arg0, %arg1] : memref<3x2xf64>
        %1 = arith.mulf %0, %0 : f64
        affine.store %1, %alloc[%arg0, %arg1] : memref<3x2xf64>
      }
    }
    "toy.print"(%alloc) : (memref<3x2xf64>) -> ()
    memref.dealloc %alloc_6 : memref<2x3xf64>
    memref.dealloc %alloc_5 : memref<3x2xf64>
    memref.dealloc %alloc : memref<3x2xf64>
    return
  }
}

// -----

module {
  func.func @main() {
    %cst = arith.constant 5.150000e+02 : f64
    %cst_0 = arith.constant 5.520000e+02 : f64
    %cst_1 = arith.constant 6.200000e+00 : f64
    %cst_2 = arith.constant 2.710000e+02 : f64
    %cst_3 = arith.constant 7.670000e+00 : f64
    %cst_4 = arith.constant 5.820000e+02 : f64
    %cst_5 = arith.constant 9.810000e+02 : f64
    %cst_6 = arith.constant 6.000000e+00 : f64
    %cst_7 = arith.constant 0.000000e+00 : f64
    %cst_8 = arith.constant 9.000000e+00 : f64
    %cst_9 = arith.constant 4.000000e+00 : f64
    %cst_10 = arith.constant 5.280000e+02 : f64
    %cst_11 = arith.constant 7.000000e+00 : f64
    %cst_12 = arith.constant 5.000000e+00 : f64
    %alloc = memref.alloc() : memref<4xf64>
    %alloc_13 = memref.alloc() : memref<4xf64>
    %alloc_14 = memref.alloc() : memref<4xf64>
    %alloc_15 = memref.alloc() : memref<4xf64>
    %alloc_16 = memref.alloc() : memref<4xf64>
    %alloc_17 = memref.alloc() : memref<4xf64>
    %alloc_18 = memref.alloc() : memref<4xf64>
    affine.store %cst_12, %alloc_18[0] : memref<4xf64>
    affine.store %cst_11, %alloc_18[1] : memref<4xf64>
    affine.store %cst_10, %alloc_18[2] : memref<4xf64>
    affine.store %cst_9, %alloc_18[3] : memref<4xf64>
    affine.store %cst_8, %alloc_17[0] : memref<4xf64>
    affine.store %cst_7, %alloc_17[1] : memref<4xf64>
    affine.store %cst_6, %alloc_17[2] : memref<4xf64>
    affine.store %cst_5, %alloc_17[3] : memref<4xf64>
    affine.store %cst_4, %alloc_16[0] : memref<4xf64>
    affine.store %cst_3, %alloc_16[1] : memref<4xf64>
    affine.store %cst_2, %alloc_16[2] : memref<4xf64>
    affine.store %cst_1, %alloc_16[3] : memref<4xf64>
    affine.store %cst_0, %alloc_15[0] : memref<4xf64>
    affine.store %cst_12, %alloc_15[1] : memref<4xf64>
    affine.store %cst_12, %alloc_15[2] : memref<4xf64>
    affine.store %cst, %alloc_15[3] : memref<4xf64>
    "toy.print"(%alloc_15) : (memref<4xf64>) -> ()
    affine.for %arg0 = 0 to 4 {
      %0 = affine.load %alloc_17[%arg0] : memref<4xf64>
      %1 = affine.load %alloc_18[%arg0] : memref<4xf64>
      %2 = arith.mulf %0, %1 : f64
      affine.store %2, %alloc_14[%arg0] : memref<4xf64>
    }
    affine.for %arg0 = 0 to 4 {
      %0 = affine.load %alloc_16[%arg0] : memref<4xf64>
      %1 = affine.load %alloc_14[%arg0] : memref<4xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %alloc_13[%arg0] : memref<4xf64>
    }
    affine.for %arg0 = 0 to 4 {
      %0 = affine.load %alloc_13[%arg0] : memref<4xf64>
      affine.store %0, %alloc[%arg0] : memref<4xf64>
    }
    "toy.print"(%alloc) : (memref<4xf64>) -> ()
    memref.dealloc %alloc_18 : memref<4xf64>
    memref.dealloc %alloc_17 : memref<4xf64>
    memref.dealloc %alloc_16 : memref<4xf64>
    memref.dealloc %alloc_15 : memref<4xf64>
    memref.dealloc %alloc_14 : memref<4xf64>
    memref.dealloc %alloc_13 : memref<4xf64>
    memref.dealloc %alloc : memref<4xf64>
    return
  }
}

// -----

module {
  func.func @main() {
    %cst = arith.constant 1.140000e+02 : f64
    %cst_0 = arith.constant 7.870000e+02 : f64
    %cst_1 = arith.constant 2.000000e+00 : f64
    %cst_2 = arith.constant 8.000000e+00 : f64
    %cst_3 = arith.constant 5.600000e+00 : f64
    %cst_4 = arith.constant 9.000000e+00 : f64
    %cst_5 = arith.constant 4.000000e+00 : f64
    %cst_6 = arith.constant 7.200000e+01 : f64
    %cst_7 = arith.constant 7.990000e+02 : f64
    %cst_8 = arith.constant 5.000000e+00 : f64
    %cst_9 = arith.constant 6.000000e+00 : f64
    %cst_10 = arith.constant 5.740000e+02 : f64
    %cst_11 = arith.constant 9.160000e+00 : f64
    %cst_12 = arith.constant 1.960000e+00 : f64
    %cst_13 = arith.constant 9.040000e+02 : f64
    %cst_14 = arith.constant 3.000000e+00 : f64
    %cst_15 = arith.constant 1.000000e+00 : f64
    %alloc = memref.alloc() : memref<2x2xf64>
    %alloc_16 = memref.alloc() : memref<2x2xf64>
    %alloc_17 = memref.alloc() : memref<6xf64>
    %alloc_18 = memref.alloc() : memref<2x2xf64>
    %alloc_19 = memref.alloc() : memref<6xf64>
    %alloc_20 = memref.alloc() : memref<6xf64>
    %alloc_21 = memref.alloc() : memref<1x4xf64>
    %alloc_22 = memref.alloc() : memref<2x2xf64>
    %alloc_23 = memref.alloc() : memref<2x2xf64>
    %alloc_24 = memref.alloc() : memref<2x2xf64>
    affine.store %cst_15, %alloc_24[0, 0] : memref<2x2xf64>
    affine.store %cst_14, %alloc_24[0, 1] : memref<2x2xf64>
    affine.store %cst_15, %alloc_24[1, 0] : memref<2x2xf64>
    affine.store %cst_13, %alloc_24[1, 1] : memref<2x2xf64>
    affine.store %cst_14, %alloc_23[0, 0] : memref<2x2xf64>
    affine.store %cst_12, %alloc_23[0, 1] : memref<2x2xf64>
    affine.store %cst_11, %alloc_23[1, 0] : memref<2x2xf64>
    affine.store %cst_10, %alloc_23[1, 1] : memref<2x2xf64>
    affine.store %cst_9, %alloc_22[0, 0] : memref<2x2xf64>
    affine.store %cst_14, %alloc_22[0, 1] : memref<2x2xf64>
    affine.store %cst_8, %alloc_22[1, 0] : memref<2x2xf64>
    affine.store %cst_7, %alloc_22[1, 1] : memref<2x2xf64>
    affine.store %cst_6, %alloc_21[0, 0] : memref<1x4xf64>
    affine.store %cst_8, %alloc_21[0, 1] : memref<1x4xf64>
    affine.store %cst_5, %alloc_21[0, 2] : memref<1x4xf64>
    affine.store %cst_4, %alloc_21[0, 3] : memref<1x4xf64>
    affine.store %cst_3, %alloc_20[0] : memref<6xf64>
    affine.store %cst_9, %alloc_20[1] : memref<6xf64>
    affine.store %cst_2, %alloc_20[2] : memref<6xf64>
    affine.store %cst_1, %alloc_20[3] : memref<6xf64>
    affine.store %cst_14, %alloc_20[4] : memref<6xf64>
    affine.store %cst_0, %alloc_20[5] : memref<6xf64>
    affine.store %cst_14, %alloc_19[0] : memref<6xf64>
    affine.store %cst_1, %alloc_19[1] : memref<6xf64>
    affine.store %cst_15, %alloc_19[2] : memref<6xf64>
    affine.store %cst_4, %alloc_19[3] : memref<6xf64>
    affine.store %cst_8, %alloc_19[4] : memref<6xf64>
    affine.store %cst_2, %alloc_19[5] : memref<6xf64>
    affine.store %cst_5, %alloc_18[0, 0] : memref<2x2xf64>
    affine.store %cst_1, %alloc_18[0, 1] : memref<2x2xf64>
    affine.store %cst, %alloc_18[1, 0] : memref<2x2xf64>
    affine.store %cst_14, %alloc_18[1, 1] : memref<2x2xf64>
    "toy.print"(%alloc_18) : (memref<2x2xf64>) -> ()
    affine.for %arg0 = 0 to 6 {
      %0 = affine.load %alloc_19[%arg0] : memref<6xf64>
      %1 = affine.load %alloc_20[%arg0] : memref<6xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %alloc_17[%arg0] : memref<6xf64>
    }
    "toy.print"(%alloc_17) : (memref<6xf64>) -> ()
    "toy.print"(%alloc_21) : (memref<1x4xf64>) -> ()
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 2 {
        %0 = affine.load %alloc_22[%arg0, %arg1] : memref<2x2xf64>
        %1 = affine.load %alloc_23[%arg0, %arg1] : memref<2x2xf64>
        %2 = arith.mulf %0, %1 : f64
        affine.store %2, %alloc_16[%arg0, %arg1] : memref<2x2xf64>
      }
    }
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 2 {
        %0 = affine.load %alloc_16[%arg0, %arg1] : memref<2x2xf64>
        %1 = affine.load %alloc_24[%arg0, %arg1] : memref<2x2xf64>
        %2 = arith.addf %0, %1 : f64
        affine.store %2, %alloc[%arg0, %arg1] : memref<2x2xf64>
      }
    }
    "toy.print"(%alloc) : (memref<2x2xf64>) -> ()
    memref.dealloc %alloc_24 : memref<2x2xf64>
    memref.dealloc %alloc_23 : memref<2x2xf64>
    memref.dealloc %alloc_22 : memref<2x2xf64>
    memref.dealloc %alloc_21 : memref<1x4xf64>
    memref.dealloc %alloc_20 : memref<6xf64>
    memref.dealloc %alloc_19 : memref<6xf64>
    memref.dealloc %alloc_18 : memref<2x2xf64>
    memref.dealloc %alloc_17 : memref<6xf64>
    memref.dealloc %alloc_16 : memref<2x2xf64>
    memref.dealloc %alloc : memref<2x2xf64>
    return
  }
}

// -----

module {
  func.func @main() {
    %cst = arith.constant 6.000000e+00 : f64
    %cst_0 = arith.constant 3.000000e+00 : f64
    %cst_1 = arith.constant 4.500000e+00 : f64
    %cst_2 = arith.constant 7.000000e+00 : f64
    %cst_3 = arith.constant 3.980000e+00 : f64
    %cst_4 = arith.constant 8.000000e+00 : f64
    %cst_5 = arith.constant 7.580000e+02 : f64
    %cst_6 = arith.constant 8.900000e+00 : f64
    %cst_7 = arith.constant 5.900000e+00 : f64
    %cst_8 = arith.constant 5.000000e+00 : f64
    %cst_9 = arith.constant 8.730000e+00 : f64
    %cst_10 = arith.constant 0.000000e+00 : f64
    %cst_11 = arith.constant 6.450000e+00 : f64
    %cst_12 = arith.constant 9.000000e+00 : f64
    %cst_13 = arith.constant 1.000000e+00 : f64
    %cst_14 = arith.constant 2.000000e+00 : f64
    %cst_15 = arith.constant 7.770000e+02 : f64
    %alloc = memref.alloc() : memref<2x3xf64>
    %alloc_16 = memref.alloc() : memref<2x3xf64>
    %alloc_17 = memref.alloc() : memref<3xf64>
    %alloc_18 = memref.alloc() : memref<3xf64>
    %alloc_19 = memref.alloc() : memref<2x3xf64>
    %alloc_20 = memref.alloc() : memref<2x3xf64>
    %alloc_21 = memref.alloc() : memref<2x3xf64>
    %alloc_22 = memref.alloc() : memref<3xf64>
    %alloc_23 = memref.alloc() : memref<4xf64>
    affine.store %cst_15, %alloc_23[0] : memref<4xf64>
    affine.store %cst_14, %alloc_23[1] : memref<4xf64>
    affine.store %cst_13, %alloc_23[2] : memref<4xf64>
    affine.store %cst_12, %alloc_23[3] : memref<4xf64>
    affine.store %cst_11, %alloc_22[0] : memref<3xf64>
    affine.store %cst_10, %alloc_22[1] : memref<3xf64>
    affine.store %cst_9, %alloc_22[2] : memref<3xf64>
    affine.store %cst_8, %alloc_21[0, 0] : memref<2x3xf64>
    affine.store %cst_12, %alloc_21[0, 1] : memref<2x3xf64>
    affine.store %cst_7, %alloc_21[0, 2] : memref<2x3xf64>
    affine.store %cst_6, %alloc_21[1, 0] : memref<2x3xf64>
    affine.store %cst_5, %alloc_21[1, 1] : memref<2x3xf64>
    affine.store %cst_4, %alloc_21[1, 2] : memref<2x3xf64>
    affine.store %cst_3, %alloc_20[0, 0] : memref<2x3xf64>
    affine.store %cst_8, %alloc_20[0, 1] : memref<2x3xf64>
    affine.store %cst_2, %alloc_20[0, 2] : memref<2x3xf64>
    affine.store %cst_4, %alloc_20[1, 0] : memref<2x3xf64>
    affine.store %cst_1, %alloc_20[1, 1] : memref<2x3xf64>
    affine.store %cst_14, %alloc_20[1, 2] : memref<2x3xf64>
    affine.store %cst_8, %alloc_19[0, 0] : memref<2x3xf64>
    affine.store %cst_0, %alloc_19[0, 1] : memref<2x3xf64>
    affine.store %cst_8, %alloc_19[0, 2] : memref<2x3xf64>
    affine.store %cst_0, %alloc_19[1, 0] : memref<2x3xf64>
    affine.store %cst_2, %alloc_19[1, 1] : memref<2x3xf64>
    affine.store %cst_10, %alloc_19[1, 2] : memref<2x3xf64>
    affine.store %cst, %alloc_18[0] : memref<3xf64>
    affine.store %cst_0, %alloc_18[1] : memref<3xf64>
    affine.store %cst_2, %alloc_18[2] : memref<3xf64>
    affine.for %arg0 = 0 to 3 {
      %0 = affine.load %alloc_18[%arg0] : memref<3xf64>
      affine.store %0, %alloc_17[%arg0] : memref<3xf64>
    }
    "toy.print"(%alloc_17) : (memref<3xf64>) -> ()
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        %0 = affine.load %alloc_20[%arg0, %arg1] : memref<2x3xf64>
        %1 = affine.load %alloc_21[%arg0, %arg1] : memref<2x3xf64>
        %2 = arith.mulf %0, %1 : f64
        affine.store %2, %alloc_16[%arg0, %arg1] : memref<2x3xf64>
      }
    }
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        %0 = affine.load %alloc_19[%arg0, %arg1] : memref<2x3xf64>
        %1 = affine.load %alloc_16[%arg0, %arg1] : memref<2x3xf64>
        %2 = arith.addf %0, %1 : f64
        affine.store %2, %alloc[%arg0, %arg1] : memref<2x3xf64>
      }
    }
    "toy.print"(%alloc) : (memref<2x3xf64>) -> ()
    "toy.print"(%alloc_22) : (memref<3xf64>) -> ()
    "toy.print"(%alloc_23) : (memref<4xf64>) -> ()
    memref.dealloc %alloc_23 : memref<4xf64>
    memref.dealloc %alloc_22 : memref<3xf64>
    memref.dealloc %alloc_21 : memref<2x3xf64>
    memref.dealloc %alloc_20 : memref<2x3xf64>
    memref.dealloc %alloc_19 : memref<2x3xf64>
    memref.dealloc %alloc_18 : memref<3xf64>
    memref.dealloc %alloc_17 : memref<3xf64>
    memref.dealloc %alloc_16 : memref<2x3xf64>
    memref.dealloc %alloc : memref<2x3xf64>
    return
  }
}

// -----

module {
  func.func @main() {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 6.000000e+00 : f64
    %cst_1 = arith.constant 7.900000e+02 : f64
    %cst_2 = arith.constant 3.000000e+00 : f64
    %cst_3 = arith.constant 8.000000e+00 : f64
    %cst_4 = arith.constant 7.000000e+00 : f64
    %cst_5 = arith.constant 5.000000e+00 : f64
    %cst_6 = arith.constant 9.000000e+00 : f64
    %alloc = memref.alloc() : memref<1x4xf64>
    %alloc_7 = memref.alloc() : memref<1x4xf64>
    %alloc_8 = memref.alloc() : memref<1x4xf64>
    %alloc_9 = memref.alloc() : memref<1x4xf64>
    %alloc_10 = memref.alloc() : memref<4x1xf64>
    %alloc_11 = memref.alloc() : memref<1x4xf64>
    %alloc_12 = memref.alloc() : memref<4x1xf64>
    affine.store %cst_6, %alloc_12[0, 0] : memref<4x1xf64>
    affine.store %cst_5, %alloc_12[1, 0] : memref<4x1xf64>
    affine.store %cst_6, %alloc_12[2, 0] : memref<4x1xf64>
    affine.store %cst_4, %alloc_12[3, 0] : memref<4x1xf64>
    affine.store %cst_3, %alloc_11[0, 0] : memref<1x4xf64>
    affine.store %cst_3, %alloc_11[0, 1] : memref<1x4xf64>
    affine.store %cst_2, %alloc_11[0, 2] : memref<1x4xf64>
    affine.store %cst_1, %alloc_11[0, 3] : memref<1x4xf64>
    affine.store %cst_3, %alloc_10[0, 0] : memref<4x1xf64>
    affine.store %cst_0, %alloc_10[1, 0] : memref<4x1xf64>
    affine.store %cst, %alloc_10[2, 0] : memref<4x1xf64>
    affine.store %cst, %alloc_10[3, 0] : memref<4x1xf64>
    affine.for %arg0 = 0 to 1 {
      affine.for %arg1 = 0 to 4 {
        %0 = affine.load %alloc_10[%arg1, %arg0] : memref<4x1xf64>
        affine.store %0, %alloc_9[%arg0, %arg1] : memref<1x4xf64>
      }
    }
    affine.for %arg0 = 0 to 1 {
      affine.for %arg1 = 0 to 4 {
        %0 = affine.load %alloc_9[%arg0, %arg1] : memref<1x4xf64>
        %1 = affine.load %alloc_11[%arg0, %arg1] : memref<1x4xf64>
        %2 = arith.mulf %0, %1 : f64
        affine.store %2, %alloc_8[%arg0, %arg1] : memref<1x4xf64>
      }
    }
    affine.for %arg0 = 0 to 1 {
      affine.for %arg1 = 0 to 4 {
        %0 = affine.load %alloc_12[%arg1, %arg0] : memref<4x1xf64>
        affine.store %0, %alloc_7[%arg0, %arg1] : memref<1x4xf64>
      }
    }
    affine.for %arg0 = 0 to 1 {
      affine.for %arg1 = 0 to 4 {
        %0 = affine.load %alloc_8[%arg0, %arg1] : memref<1x4xf64>
        %1 = affine.load %alloc_7[%arg0, %arg1] : memref<1x4xf64>
        %2 = arith.mulf %0, %1 : f64
        affine.store %2, %alloc[%arg0, %arg1] : memref<1x4xf64>
      }
    }
    "toy.print"(%alloc) : (memref<1x4xf64>) -> ()
    memref.dealloc %alloc_12 : memref<4x1xf64>
    memref.dealloc %alloc_11 : memref<1x4xf64>
    memref.dealloc %alloc_10 : memref<4x1xf64>
    memref.dealloc %alloc_9 : memref<1x4xf64>
    memref.dealloc %alloc_8 : memref<1x4xf64>
    memref.dealloc %alloc_7 : memref<1x4xf64>
    memref.dealloc %alloc : memref<1x4xf64>
    return
  }
}

// -----

module {
  func.func @main() {
    %cst = arith.constant 3.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 8.000000e+00 : f64
    %cst_2 = arith.constant 6.000000e+00 : f64
    %cst_3 = arith.constant 3.580000e+02 : f64
    %cst_4 = arith.constant 9.000000e+00 : f64
    %cst_5 = arith.constant 5.000000e+00 : f64
    %cst_6 = arith.constant 7.000000e+00 : f64
    %cst_7 = arith.constant 9.730000e+02 : f64
    %cst_8 = arith.constant 2.000000e+00 : f64
    %alloc = memref.alloc() : memref<3x2xf64>
    %alloc_9 = memref.alloc() : memref<3x2xf64>
    %alloc_10 = memref.alloc() : memref<3x2xf64>
    %alloc_11 = memref.alloc() : memref<2x3xf64>
    %alloc_12 = memref.alloc() : memref<1x4xf64>
    affine.store %cst_8, %alloc_12[0, 0] : memref<1x4xf64>
    affine.store %cst_7, %alloc_12[0, 1] : memref<1x4xf64>
    affine.store %cst_6, %alloc_12[0, 2] : memref<1x4xf64>
    affine.store %cst_5, %alloc_12[0, 3] : memref<1x4xf64>
    affine.store %cst_4, %alloc_11[0, 0] : memref<2x3xf64>
    affine.store %cst_3, %alloc_11[0, 1] : memref<2x3xf64>
    affine.store %cst_5, %alloc_11[0, 2] : memref<2x3xf64>
    affine.store %cst_2, %alloc_11[1, 0] : memref<2x3xf64>
    affine.store %cst_1, %alloc_11[1, 1] : memref<2x3xf64>
    affine.store %cst_2, %alloc_11[1, 2] : memref<2x3xf64>
    affine.store %cst_8, %alloc_10[0, 0] : memref<3x2xf64>
    affine.store %cst_4, %alloc_10[0, 1] : memref<3x2xf64>
    affine.store %cst_0, %alloc_10[1, 0] : memref<3x2xf64>
    affine.store %cst_0, %alloc_10[1, 1] : memref<3x2xf64>
    affine.store %cst, %alloc_10[2, 0] : memref<3x2xf64>
    affine.store %cst_4, %alloc_10[2, 1] : memref<3x2xf64>
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 2 {
        %0 = affine.load %alloc_11[%arg1, %arg0] : memref<2x3xf64>
        affine.store %0, %alloc_9[%arg0, %arg1] : memref<3x2xf64>
      }
    }
    affine.for %arg0 = 0 to 3 {
      affine.for %arg1 = 0 to 2 {
        %0 = affine.load %alloc_10[%arg0, %arg1] : memref<3x2xf64>
        %1 = affine.load %alloc_9[%arg0, %arg1] : memref<3x2xf64>
        %2 = arith.addf %0, %1 : f64
        affine.store %2, %alloc[%arg0, %arg1] : memref<3x2xf64>
      }
    }
    "toy.print"(%alloc) : (memref<3x2xf64>) -> ()
    "toy.print"(%alloc_12) : (memref<1x4xf64>) -> ()
    memref.dealloc %alloc_12 : memref<1x4xf64>
    memref.dealloc %alloc_11 : memref<2x3xf64>
    memref.dealloc %alloc_10 : memref<3x2xf64>
    memref.dealloc %alloc_9 : memref<3x2xf64>
    memref.dealloc %alloc : memref<3x2xf64>
    return
  }
}

// -----

module {
  func.func @main() {
    %cst = arith.constant 1.000000e+00 : f64
    %cst_0 = arith.constant 7.000000e+00 : f64
    %cst_1 = arith.constant 6.000000e+00 : f64
    %cst_2 = arith.constant 9.000000e+00 : f64
    %cst_3 = arith.constant 5.080000e+02 : f64
    %cst_4 = arith.constant 2.850000e+02 : f64
    %cst_5 = arith.constant 6.580000e+00 : f64
    %cst_6 = arith.constant 5.990000e+02 : f64
    %cst_7 = arith.constant 2.000000e+00 : f64
    %cst_8 = arith.constant 4.000000e+00 : f64
    %cst_9 = arith.constant 3.000000e+00 : f64
    %cst_10 = arith.constant 5.000000e+00 : f64
    %alloc = memref.alloc() : memref<f64>
    %alloc_11 = memref.alloc() : memref<2x3xf64>
    %alloc_12 = memref.alloc() : memref<2x3xf64>
    %alloc_13 = memref.alloc() : memref<6xf64>
    %alloc_14 = memref.alloc() : memref<3x2xf64>
    %alloc_15 = memref.alloc() : memref<2x3xf64>
    %alloc_16 = memref.alloc() : memref<f64>
    affine.store %cst_10, %alloc_16[] : memref<f64>
    affine.store %cst_9, %alloc_15[0, 0] : memref<2x3xf64>
    affine.store %cst_10, %alloc_15[0, 1] : memref<2x3xf64>
    affine.store %cst_8, %alloc_15[0, 2] : memref<2x3xf64>
    affine.store %cst_7, %alloc_15[1, 0] : memref<2x3xf64>
    affine.store %cst_6, %alloc_15[1, 1] : memref<2x3xf64>
    affine.store %cst_5, %alloc_15[1, 2] : memref<2x3xf64>
    affine.store %cst_4, %alloc_14[0, 0] : memref<3x2xf64>
    affine.store %cst_7, %alloc_14[0, 1] : memref<3x2xf64>
    affine.store %cst_10, %alloc_14[1, 0] : memref<3x2xf64>
    affine.store %cst_10, %alloc_14[1, 1] : memref<3x2xf64>
    affine.store %cst_9, %alloc_14[2, 0] : memref<3x2xf64>
    affine.store %cst_3, %alloc_14[2, 1] : memref<3x2xf64>
    affine.store %cst_2, %alloc_13[0] : memref<6xf64>
    affine.store %cst_1, %alloc_13[1] : memref<6xf64>
    affine.store %cst_0, %alloc_13[2] : memref<6xf64>
    affine.store %cst_7, %alloc_13[3] : memref<6xf64>
    affine.store %cst_7, %alloc_13[4] : memref<6xf64>
    affine.store %cst, %alloc_13[5] : memref<6xf64>
    "toy.print"(%alloc_13) : (memref<6xf64>) -> ()
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        %1 = affine.load %alloc_14[%arg1, %arg0] : memref<3x2xf64>
        affine.store %1, %alloc_12[%arg0, %arg1] : memref<2x3xf64>
      }
    }
    affine.for %arg0 = 0 to 2 {
      affine.for %arg1 = 0 to 3 {
        %1 = affine.load %alloc_12[%arg0, %arg1] : memref<2x3xf64>
        %2 = affine.load %alloc_15[%arg0, %arg1] : memref<2x3xf64>
        %3 = arith.addf %1, %2 : f64
        affine.store %3, %alloc_11[%arg0, %arg1] : memref<2x3xf64>
      }
    }
    "toy.print"(%alloc_11) : (memref<2x3xf64>) -> ()
    %0 = affine.load %alloc_16[] : memref<f64>
    affine.store %0, %alloc[] : memref<f64>
    "toy.print"(%alloc) : (memref<f64>) -> ()
    memref.dealloc %alloc_16 : memref<f64>
    memref.dealloc %alloc_15 : memref<2x3xf64>
    memref.dealloc %alloc_14 : memref<3x2xf64>
    memref.dealloc %alloc_13 : memref<6xf64>
    memref.dealloc %alloc_12 : memref<2x3xf64>
    memref.dealloc %alloc_11 : memref<2x3xf64>
    memref.dealloc %alloc : memref<f64>
    return
  }
}
