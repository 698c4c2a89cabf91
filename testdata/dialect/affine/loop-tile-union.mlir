// RUN: gomlir-opt %s -affine-loop-tile 2> %t.ge | FileCheck %s
// RUN: gomlir-opt %s -affine-loop-tile > %t.g 2>&1
// RUN: mlir-opt-upstream %s -affine-loop-tile > %t.u 2>&1
// RUN: diff %t.g %t.u
// RUN: FileCheck %s --check-prefix=NOWARN --allow-empty --input-file=%t.ge

// The memory footprint unites the regions of a memref's accesses, bounded
// by the memref's dimensions as upstream's MemRefRegion::compute bounds
// them: the symbolic subscript %arg1 has the constant lower bound 0, so the
// union with the constant subscript -24 succeeds and the 8 iterations
// (footprint under the cache size) are tiled by 1.

// NOWARN-NOT: unable to perform a union
// CHECK: #[[UB:.*]] = affine_map<(d0) -> (d0 + 1)>
// CHECK: affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT: affine.for %{{.*}} = #{{.*}}(%[[I]]) to #[[UB]](%[[I]]) {
func.func @f0(%arg1: index, %arg5: memref<8xf32>) {
  %v3 = arith.constant 4.1 : f32
  affine.for %v2 = 0 to 8 {
    %v19 = affine.load %arg5[-24] : memref<8xf32>
    affine.store %v3, %arg5[%arg1] : memref<8xf32>
  }
  return
}
