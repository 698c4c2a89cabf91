// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// Segment sizes are converted from a DenseI32ArrayAttr, with upstream's
// message for any other attribute.

// CHECK: 11:3: error: invalid properties {{.*}} for op cf.switch: expected DenseI32ArrayAttr for key `value`
func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = #arith.fastmath<fast>}> : (i32) -> ()
^bb1:
  return
}

// -----

// CHECK: 20:3: error: invalid properties {{.*}} for op cf.switch: expected DenseI32ArrayAttr for key `value`
func.func @f(%a: i32) {
  "cf.switch"(%a)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i64: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
