// RUN: not gomlir-opt --arith-emulate-wide-int="widest-int-supported=32" %s 2> %t.g
// RUN: not mlir-opt-upstream --arith-emulate-wide-int="widest-int-supported=32" %s 2> %t.u
// RUN: diff %t.g %t.u
// RUN: not gomlir-opt --arith-emulate-wide-int="widest-int-supported=24" %s 2> %t.g24
// RUN: not mlir-opt-upstream --arith-emulate-wide-int="widest-int-supported=24" %s 2> %t.u24
// RUN: diff %t.g24 %t.u24

// i128 is more than twice the widest supported integer.
func.func @too_wide(%a: i128) -> i128 {
  return %a : i128
}

