// RUN: gomlir-opt %s -split-input-file -allow-unregistered-dialect -pass-pipeline="builtin.module(func.func(affine-simplify-min-max))" > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect -pass-pipeline="builtin.module(func.func(affine-simplify-min-max))" > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -allow-unregistered-dialect -pass-pipeline="builtin.module(func.func(affine-simplify-min-max))" -mlir-print-debuginfo -mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -allow-unregistered-dialect -pass-pipeline="builtin.module(func.func(affine-simplify-min-max))" -mlir-print-debuginfo -mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: FileCheck %s < %t.g

// affine-simplify-min-max orders the results of affine.min and affine.max
// with value-bounds analysis (bounds of test.value_with_bounds, affine.apply,
// affine.min and affine.max along use-def chains) and keeps one result per
// class of comparable results.

// CHECK-LABEL: func @apply_chain
// CHECK-NOT: affine.min
// CHECK: return
func.func @apply_chain() -> index {
  %0 = test.value_with_bounds {max = 10 : index, min = 0 : index}
  %1 = affine.apply affine_map<(d0) -> (d0 * 2 + 3)>(%0)
  %r = affine.min affine_map<(d0)[s0] -> (d0, s0 + 30)>(%1)[%0]
  return %r : index
}

// -----

// CHECK-LABEL: func @dims_become_symbols
// CHECK: affine.max
func.func @dims_become_symbols(%a: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %0 = test.value_with_bounds {max = 8 : index, min = 2 : index}
  %1 = test.value_with_bounds {max = 100 : index, min = 50 : index}
  %r = affine.max affine_map<(d0, d1)[s0, s1] -> (d0, d1 floordiv 2, s0, s1 + 1, 7)>(%0, %1, %c4)[%a]
  %m = affine.min affine_map<(d0)[s0, s1] -> (s0 mod 4, d0, s1 - 1, 3)>(%1)[%0, %c4]
  return %r, %m : index, index
}

// -----

// CHECK-LABEL: func @nested_min_max
func.func @nested_min_max(%a: index) -> (index, index) {
  %0 = test.value_with_bounds {max = 64 : index, min = 16 : index}
  %1 = affine.min affine_map<()[s0, s1] -> (s0, s1, 32)>()[%0, %a]
  %2 = affine.max affine_map<()[s0] -> (s0, 40)>()[%1]
  %3 = affine.min affine_map<()[s0, s1] -> (s0, 33, s1 * 2)>()[%1, %0]
  return %2, %3 : index, index
}

// -----

// CHECK-LABEL: func @unknown_operands
func.func @unknown_operands(%a: index, %b: index) -> (index, index) {
  %0 = "test.opaque"() : () -> index
  %1 = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%0]
  %r = affine.min affine_map<()[s0, s1, s2] -> (s0, s1, s2 - 1, s0 + 2)>()[%a, %b, %1]
  %s = affine.max affine_map<()[s0, s1, s2] -> (s0, s1, s2 - 1, s0 + 2, s2 + 5)>()[%a, %b, %1]
  %t = affine.apply affine_map<(d0) -> (d0 * 3)>(%1)
  return %r, %t : index, index
}

// -----

// CHECK-LABEL: func @many_results
func.func @many_results() -> index {
  %0 = test.value_with_bounds {max = 5 : index, min = 0 : index}
  %1 = test.value_with_bounds {max = 20 : index, min = 10 : index}
  %2 = test.value_with_bounds {max = 40 : index, min = 30 : index}
  %3 = test.value_with_bounds {max = 9 : index, min = 6 : index}
  %r = affine.min affine_map<()[s0, s1, s2, s3] -> (s2, s1, s3, s0, s2 + s0, s1 - s3, 100, s3 * 4)>()[%0, %1, %2, %3]
  return %r : index
}

// -----

// CHECK-LABEL: func @arith_bounds
func.func @arith_bounds(%a: index) -> (index, index, index) {
  %0 = test.value_with_bounds {max = 64 : index, min = 16 : index}
  %c8 = arith.constant 8 : index
  %1 = arith.addi %0, %c8 : index
  %2 = arith.subi %0, %c8 : index
  %3 = arith.muli %0, %c8 : index
  %4 = arith.muli %0, %a : index
  %r = affine.min affine_map<()[s0, s1, s2] -> (s0, s1, s2)>()[%1, %2, %0]
  %s = affine.max affine_map<()[s0, s1, s2] -> (s0, s1, 100)>()[%3, %1, %0]
  %t = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%4, %0]
  return %r, %s, %t : index, index, index
}

// -----

// CHECK-LABEL: func @loop_min
func.func @loop_min(%a: index) -> index {
  affine.for %i = 0 to 100 step 16 {
    %m = affine.min affine_map<(d0) -> (16, 100 - d0)>(%i)
    %x = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %m)
    "use"(%x) : (index) -> ()
  }
  return %a : index
}

// -----

// CHECK-LABEL: func @min_operand
func.func @min_operand(%a: index, %n: index) -> (index, index) {
  %0 = test.value_with_bounds {max = 64 : index, min = 16 : index}
  %m = affine.min affine_map<(d0)[s0] -> (32, s0 - d0)>(%a)[%0]
  %r = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%m)
  %m2 = affine.min affine_map<()[s0] -> (8, s0)>()[%0]
  %r2 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%m2)
  return %r, %r2 : index, index
}
