// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// A comma in an operand list must be followed by an operand (upstream's
// parseOperandList), in formats and in cf's successor operand lists; the
// error is reported after the comma.

// CHECK: 12:13: error: expected SSA operand
func.func @return_trailing_comma(%a: i32, %b: f64) -> (i32, f64) {
  return %a, : i32, f64
}

// -----

// CHECK: 20:22: error: expected SSA operand
func.func @switch_trailing_comma(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a, : i32)
  ]
^bb1(%x: i32):
  return
}

// -----

// CHECK: 30:26: error: expected SSA operand
func.func @cond_br_trailing_comma(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a, : i32, i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return
}
