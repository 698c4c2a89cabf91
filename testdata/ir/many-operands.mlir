// Operations with 16 or more operands or results (past the shapes stored
// with the operation), parsed, printed and folded as upstream.
// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -canonicalize -cse > %t.g2
// RUN: mlir-opt-upstream %s -canonicalize -cse > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -inline -mlir-print-op-generic > %t.g3
// RUN: mlir-opt-upstream %s -inline -mlir-print-op-generic > %t.u3
// RUN: diff %t.g3 %t.u3

func.func @callee(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %a4: i32, %a5: i32, %a6: i32, %a7: i32, %a8: i32, %a9: i32, %a10: i32, %a11: i32, %a12: i32, %a13: i32, %a14: i32, %a15: i32, %a16: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  return %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @caller(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %a4: i32, %a5: i32, %a6: i32, %a7: i32, %a8: i32, %a9: i32, %a10: i32, %a11: i32, %a12: i32, %a13: i32, %a14: i32, %a15: i32, %a16: i32, %s: i32) -> i32 {
  %r:17 = call @callee(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
  cf.switch %s : i32, [
    default: ^bb1(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32),
    1: ^bb1(%r#16, %r#15, %r#14, %r#13, %r#12, %r#11, %r#10, %r#9, %r#8, %r#7, %r#6, %r#5, %r#4, %r#3, %r#2, %r#1, %r#0 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
  ]
^bb1(%b0: i32, %b1: i32, %b2: i32, %b3: i32, %b4: i32, %b5: i32, %b6: i32, %b7: i32, %b8: i32, %b9: i32, %b10: i32, %b11: i32, %b12: i32, %b13: i32, %b14: i32, %b15: i32, %b16: i32):
  %sum = arith.addi %b0, %b16 : i32
  return %sum : i32
}
