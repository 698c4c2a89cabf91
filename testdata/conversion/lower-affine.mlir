// RUN: gomlir-opt %s -lower-affine | FileCheck %s
// RUN: gomlir-opt %s -lower-affine > %t.g
// RUN: mlir-opt-upstream %s -lower-affine > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -lower-affine -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -lower-affine -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// CHECK-LABEL: func @mods
// CHECK: arith.remsi
// CHECK: arith.divsi
// CHECK-NOT: affine.
func.func @mods(%a: index, %s: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0 + (d0 floordiv 4) * 3)>(%a)[%s]
  %1 = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) ceildiv 8)>(%a)[%s]
  %2 = affine.min affine_map<(d0)[s0] -> (d0, s0, 10)>(%a)[%s]
  return %0, %1, %2 : index, index, index
}
func.func @red(%m: memref<4xi32>) -> (i32, i32, i32, i32, i32) {
  %r:5 = affine.parallel (%i) = (0) to (4) reduce ("addi", "addi", "andi", "ori", "muli") -> (i32, i32, i32, i32, i32) {
    %v = affine.load %m[%i] : memref<4xi32>
    affine.yield %v, %v, %v, %v, %v : i32, i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4 : i32, i32, i32, i32, i32
}
func.func @redf(%m: memref<4xf32>) -> (f32, f32) {
  %r:2 = affine.parallel (%i, %j) = (0, 0) to (4, 8) reduce ("maximumf", "minimumf") -> (f32, f32) {
    %v = affine.load %m[%i] : memref<4xf32>
    affine.yield %v, %v : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
func.func @ifs(%a: index, %b: index) -> index {
  %r = affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>(%a)[%b] -> index {
    affine.yield %a : index
  } else {
    affine.yield %b : index
  }
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%a)[%b] to min affine_map<(d0) -> (d0 + 10, 20)>(%a) step 3 {
    %x = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
  }
  return %r : index
}
func.func @li(%a: index, %b: index, %n: index) -> (index, index, index, index) {
  %0:3 = affine.delinearize_index %a into (%n, 4, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %b] by (3, 4, %n) : index
  %2 = affine.linearize_index disjoint [%b, %a] by (4) : index
  affine.for %i = 0 to 10 {
    %3:2 = affine.delinearize_index %i into (5) : index, index
    %4 = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%3#1)
  }
  return %0#2, %1, %2, %0#1 : index, index, index, index
}
