// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -affine-super-vectorize="virtual-vector-size=4" > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -affine-super-vectorize="virtual-vector-size=4" > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -affine-super-vectorize="virtual-vector-size=4 vectorize-reductions=true" --mlir-print-op-generic --mlir-print-debuginfo > %t.gr
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -affine-super-vectorize="virtual-vector-size=4 vectorize-reductions=true" --mlir-print-op-generic --mlir-print-debuginfo > %t.ur
// RUN: diff %t.gr %t.ur
// RUN: gomlir-opt %t.ur -allow-unregistered-dialect -split-input-file -affine-super-vectorize="virtual-vector-size=4 vectorize-reductions=true" > %t.g2
// RUN: mlir-opt-upstream %t.ur -allow-unregistered-dialect -split-input-file -affine-super-vectorize="virtual-vector-size=4 vectorize-reductions=true" > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: FileCheck %s < %t.g

// Ops with several results are widened, attributes (fastmath, overflow
// flags) kept, and a loop of unregistered ops (of unknown memory effects)
// is not parallel; loops in other blocks, symbol operands of accesses,
// min upper bounds of masked reductions and index reductions; vectorized
// code is not vectorized again.

// CHECK-LABEL: func @unreg
// CHECK: "foo.bar"(%{{.*}}, %{{.*}}) {attr = 3 : i32} : (f32, f32) -> f32
// CHECK: arith.addf %{{.*}}, %{{.*}} fastmath<fast> : vector<4xf32>
// CHECK: arith.addui_extended %{{.*}}, %{{.*}} : vector<4xi32>, vector<4xi1>
func.func @unreg(%A: memref<64xf32>, %B: memref<64x64xf32>, %C: memref<64xi32>, %s: index, %f: f32) {
  affine.for %i = 0 to 64 {
    %v = affine.load %A[%i] : memref<64xf32>
    %w = "foo.bar"(%v, %f) {attr = 3 : i32} : (f32, f32) -> f32
    %x, %y = "foo.two"(%w) : (f32) -> (f32, i1)
    %c = arith.constant true
    %z = arith.select %c, %x, %w : f32
    affine.store %z, %A[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %B[%i + symbol(%s), %j * 1 + symbol(%s)] : memref<64x64xf32>
      %e = math.exp %v : f32
      %t = arith.addf %e, %f fastmath<fast> : f32
      affine.store %t, %B[%i, %j] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to 64 {
    %v = affine.load %C[%i] : memref<64xi32>
    %sum, %o = arith.addui_extended %v, %v : i32, i1
    %z = arith.select %o, %sum, %v : i32
    affine.store %z, %C[%i] : memref<64xi32>
  }
  return
}

// -----

// CHECK-LABEL: func @cf
// CHECK: arith.muli %{{.*}}, %{{.*}} overflow<nsw> : vector<4xi32>
func.func @cf(%A: memref<64xi32>, %b: i1) {
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  affine.for %i = 0 to 64 {
    %v = affine.load %A[%i] : memref<64xi32>
    %c = arith.constant 3 : i32
    %w = arith.muli %v, %c overflow<nsw> : i32
    affine.store %w, %A[%i] : memref<64xi32>
  }
  cf.br ^bb2
^bb2:
  return
}

// -----

func.func @red2(%in: memref<256x500xf32>, %out: memref<256xf32>, %n: index) {
 %cst = arith.constant 2.0 : f32
 %cst1 = arith.constant 0.0 : f32
 affine.for %i = 0 to 256 {
   %a, %b = affine.for %j = 0 to min affine_map<()[s0] -> (500, s0)>()[%n] iter_args(%x = %cst, %y = %cst1) -> (f32, f32) {
     %ld = affine.load %in[%i, %j] : memref<256x500xf32>
     %m = arith.mulf %ld, %ld : f32
     %p = arith.maximumf %x, %m : f32
     %q = arith.addf %m, %y : f32
     affine.yield %p, %q : f32, f32
   }
   %s = arith.addf %a, %b : f32
   affine.store %s, %out[%i] : memref<256xf32>
 }
 return
}

// -----

func.func @redidx(%in: memref<512xindex>, %out: memref<1xindex>) {
 %c = arith.constant 0 : index
 %r = affine.for %j = 0 to 510 iter_args(%x = %c) -> (index) {
   %ld = affine.load %in[%j] : memref<512xindex>
   %q = arith.addi %x, %ld : index
   affine.yield %q : index
 }
 affine.store %r, %out[0] : memref<1xindex>
 return
}
