// RUN: gomlir-opt %s -affine-data-copy-generate="generate-dma=false fast-mem-space=0" > %t.g 2>&1
// RUN: mlir-opt-upstream %s -affine-data-copy-generate="generate-dma=false fast-mem-space=0" > %t.u 2>&1
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// The memory region of an access under an affine.parallel gets the
// domain of every induction variable of the parallel op: as upstream's
// addAffineParallelOpDomain, it fails when the access does not use one of
// them (random loop programs, seed 50104; the bounds went to another
// column).

// CHECK: error: error obtaining memory region
// CHECK: affine.parallel (%[[I:.*]], %{{.*}}) = (0, 2) to (7, 8) {
// CHECK-NEXT: memref.alloca_scope
// CHECK-NEXT: affine.store %{{.*}}, %{{.*}}[%[[I]]] : memref<?xf32>
func.func @parallel_unused_iv(%n: index, %v: f32, %m: memref<?xf32>) {
  affine.for %i = 0 to %n {
    affine.parallel (%j, %k) = (0, 2) to (7, 8) {
      memref.alloca_scope {
        affine.store %v, %m[%j] : memref<?xf32>
      }
    }
  }
  return
}
