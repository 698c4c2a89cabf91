// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -canonicalize > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -canonicalize > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// A sum in an affine map that adds up every result of a delinearize_index
// times its stride is its linear index again; partial sums stay.
// CHECK-LABEL: func.func @f
// CHECK: "test.use"(%{{.*}}, %{{.*}}, %{{.*}}, %arg0,
func.func @f(%x: index, %y: index, %m: memref<?xindex>) {
  %a:3 = affine.delinearize_index %x into (4, 5) : index, index, index
  %b:3 = affine.delinearize_index %x into (3, 4, 5) : index, index, index
  %0 = affine.apply affine_map<()[s0, s1, s2] -> (s0 * 2 + s1 * 10 + s2 * 40)>()[%a#2, %a#1, %a#0]
  %1 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 + s1 * 5 + s2 * 20) * 3 + s0)>()[%a#2, %a#1, %a#0]
  %2 = affine.apply affine_map<(d0)[s0, s1, s2] -> (s0 + s1 * 5 + s2 * 20 + d0)>(%y)[%a#2, %a#1, %a#0]
  %3 = affine.apply affine_map<()[s0, s1, s2] -> (s0 + s1 * 5 + s2 * 20)>()[%b#2, %b#1, %b#0]
  %4 = affine.apply affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * 5 + s2 * 20 + s3 * 5)>()[%a#2, %a#1, %a#0, %y]
  %5 = affine.apply affine_map<()[s0, s1, s2] -> (s0 + s1 * 5 + s2 * 20 - s0)>()[%a#2, %a#1, %a#0]
  %6 = affine.apply affine_map<()[s0, s1, s2] -> ((s0 + s1 * 5 + s2 * 20) floordiv 2)>()[%a#2, %a#1, %a#0]
  %7 = affine.apply affine_map<(d0, d1, d2) -> (d0 + d1 * 5 + d2 * 20)>(%a#2, %a#1, %a#0)
  %8 = affine.apply affine_map<()[s0, s1, s2] -> (s0 + s1 * 5 + s2 * 20 + s0 + s1 * 5 + s2 * 20)>()[%a#2, %a#1, %a#0]
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (index, index, index, index, index, index, index, index, index) -> ()
  return
}
// -----
func.func @f(%x: index, %y: index, %m: memref<100xf32>) {
  %a:3 = affine.delinearize_index %x into (4, 5) : index, index, index
  %v = "affine.load"(%m, %a#2, %a#1, %a#0) <{map = affine_map<()[s0, s1, s2] -> (s0 + s1 * 5 + s2 * 20)>}> : (memref<100xf32>, index, index, index) -> f32
  affine.for %i = 0 to affine_map<()[s0, s1, s2] -> (s0 + s1 * 5 + s2 * 20)>()[%a#2, %a#1, %a#0] {
    "test.use"(%i) : (index) -> ()
  }
  affine.if affine_set<()[s0, s1, s2] : (s0 + s1 * 5 + s2 * 20 >= 0)>()[%a#2, %a#1, %a#0] {
    "test.use"(%x) : (index) -> ()
  }
  %b:3 = affine.delinearize_index %x into (4, 5) : index, index, index
  %0 = affine.apply affine_map<()[s0, s1, s2, s3, s4, s5] -> (s0 + s1 * 5 + s2 * 20 + s3 + s4 * 5 + s5 * 20)>()[%a#2, %a#1, %a#0, %b#2, %b#1, %b#0]
  %c = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%y]
  %1 = affine.apply affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * 5 + s2 * 20 + s3)>()[%a#2, %a#1, %a#0, %c]
  "test.use"(%v, %0, %1) : (f32, index, index) -> ()
  return
}
// -----
func.func @exact_dim(%arg0: memref<?xindex>) {
  affine.for %arg1 = 0 to 256 {
    %a:3 = affine.delinearize_index %arg1 into (2, 2, 64) : index, index, index
    %i = affine.apply affine_map<(d0, d1, d2) -> (d0 + d1 * 128 + d2 * 64)>(%a#2, %a#0, %a#1)
    memref.store %i, %arg0[%i] : memref<?xindex>
  }
  return
}
// -----
func.func @const_term(%arg0:  index, %arg1: memref<?xindex>, %arg2: index) {
  %a:3 = affine.delinearize_index %arg0 into (2, 2, 64) : index, index, index
  %t1 = affine.apply affine_map<()[s0, s1, s2] -> (s0 + s1 * 128 + s2 * 64 + 512)>()[%a#2, %a#0, %a#1]
  memref.store %t1, %arg1[%t1] : memref<?xindex>
  %t2 = affine.apply affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * 128 + s2 * 64 + s3 + 512)>()[%a#2, %a#0, %a#1, %arg2]
  memref.store %t2, %arg1[%t2] : memref<?xindex>
  return
}
// -----
func.func @nested(%arg0:  index, %arg1: memref<?xindex>) {
  %a:2 = affine.delinearize_index %arg0 into (20) : index, index
  %t1 = affine.apply affine_map<()[s0, s1] -> ((s0 + s1 * 20) ceildiv 4 + (s1 * 20 + s0) * 2)>()[%a#1, %a#0]
  memref.store %t1, %arg1[%t1] : memref<?xindex>
  %t2 = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 20 + s0)>()[%a#1, %a#0]
  memref.store %t2, %arg1[%t2] : memref<?xindex>
  %b:3 = affine.delinearize_index %arg0 into (3, 4, 5) : index, index, index
  %t3 = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 5)>()[%b#2, %b#1]
  memref.store %t3, %arg1[%t3] : memref<?xindex>
  affine.for %i = 0 to 10 {
    %c:2 = affine.delinearize_index %i into (2) : index, index
    %t4 = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2)>(%c#1, %c#0)
    memref.store %t4, %arg1[%t4] : memref<?xindex>
    %t5 = affine.apply affine_map<(d0, d1, d2) -> (d0 + d2 * 2 + d1)>(%c#1, %i, %c#0)
    memref.store %t5, %arg1[%t5] : memref<?xindex>
  }
  return
}
