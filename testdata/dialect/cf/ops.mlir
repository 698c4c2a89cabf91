// RUN: gomlir-opt %s | FileCheck %s
// RUN: gomlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// Upstream prints i64 case values unsigned (-1 as 18446744073709551615) and
// reads them as int64, so neither tool reads back its own output here.
// RUN: gomlir-opt %s | not gomlir-opt 2>&1 | FileCheck %s --check-prefix=REREAD
// RUN: mlir-opt-upstream %s | not mlir-opt-upstream 2>&1 | FileCheck %s --check-prefix=REREAD
// REREAD: <stdin>:28:7: error: custom op 'cf.switch' integer value too large
// RUN: gomlir-opt %s --mlir-print-op-generic | gomlir-opt | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @assert(%arg0: i1) {
// CHECK-NEXT:     cf.assert %arg0, "Some message in case this assertion fails."
// CHECK-NEXT:     cf.assert %arg0, "quote \22 and newline \0A" {test.attr}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @branches(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg1, %arg2 : i32, f32)
// CHECK-NEXT:   ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2, ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.cond_br %arg0 weights([3, 5]), ^bb3(%arg1 : i32), ^bb4 {test.attr}
// CHECK-NEXT:   ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.br ^bb4 {test.other = 1 : i64}
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switches(%arg0: i32, %arg1: i64, %arg2: i8, %arg3: i32) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg3 : i32),
// CHECK-NEXT:       42: ^bb2(%arg3, %arg3 : i32, i32),
// CHECK-NEXT:       4294967293: ^bb3,
// CHECK-NEXT:       16: ^bb1(%arg0 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
// CHECK-NEXT:     cf.switch %arg1 : i64, [
// CHECK-NEXT:       default: ^bb3,
// CHECK-NEXT:       18446744073709551615: ^bb3,
// CHECK-NEXT:       9223372036854775807: ^bb1(%arg3 : i32)
// CHECK-NEXT:     ] {test.attr}
// CHECK-NEXT:   ^bb2(%1: i32, %2: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.switch %arg2 : i8, [
// CHECK-NEXT:       default: ^bb3]
// CHECK-NEXT:   ^bb3:  // 5 preds: ^bb0, ^bb1, ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     cf.switch %arg2 : i8, [
// CHECK-NEXT:       default: ^bb4,
// CHECK-NEXT:       44: ^bb4,
// CHECK-NEXT:       56: ^bb3
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb3, ^bb3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i1) -> (), sym_name = "assert"}> ({
// GENERIC-NEXT:   ^bb0(%arg7: i1):
// GENERIC-NEXT:     "cf.assert"(%arg7) <{msg = "Some message in case this assertion fails."}> : (i1) -> ()
// GENERIC-NEXT:     "cf.assert"(%arg7) <{msg = "quote \22 and newline \0A"}> {test.attr} : (i1) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i1, i32, f32) -> i32, sym_name = "branches"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: i1, %arg5: i32, %arg6: f32):
// GENERIC-NEXT:     "cf.br"(%arg5, %arg6)[^bb1] : (i32, f32) -> ()
// GENERIC-NEXT:   ^bb1(%3: i32, %4: f32):  // pred: ^bb0
// GENERIC-NEXT:     "cf.cond_br"(%arg4, %3)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb1
// GENERIC-NEXT:     "cf.cond_br"(%arg4, %arg5)[^bb3, ^bb4] <{branch_weights = array<i32: 3, 5>, operandSegmentSizes = array<i32: 1, 1, 0>}> {test.attr} : (i1, i32) -> ()
// GENERIC-NEXT:   ^bb3(%5: i32):  // 2 preds: ^bb1, ^bb2
// GENERIC-NEXT:     "cf.br"()[^bb4] {test.other = 1 : i64} : () -> ()
// GENERIC-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// GENERIC-NEXT:     "func.return"(%arg5) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i64, i8, i32) -> (), sym_name = "switches"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: i64, %arg2: i8, %arg3: i32):
// GENERIC-NEXT:     "cf.switch"(%arg0, %arg3, %arg3, %arg3, %arg0)[^bb1, ^bb2, ^bb3, ^bb1] <{case_operand_segments = array<i32: 2, 0, 1>, case_values = dense<[42, -3, 16]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> ()
// GENERIC-NEXT:   ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
// GENERIC-NEXT:     "cf.switch"(%arg1, %arg3)[^bb3, ^bb3, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[-1, 9223372036854775807]> : vector<2xi64>, operandSegmentSizes = array<i32: 1, 0, 1>}> {test.attr} : (i64, i32) -> ()
// GENERIC-NEXT:   ^bb2(%1: i32, %2: i32):  // pred: ^bb0
// GENERIC-NEXT:     "cf.switch"(%arg2)[^bb3] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
// GENERIC-NEXT:   ^bb3:  // 5 preds: ^bb0, ^bb1, ^bb1, ^bb2, ^bb3
// GENERIC-NEXT:     "cf.switch"(%arg2)[^bb4, ^bb4, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[44, 56]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
// GENERIC-NEXT:   ^bb4:  // 2 preds: ^bb3, ^bb3
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// cf dialect: every op in its custom form; output must match upstream
// byte for byte.

func.func @assert(%arg : i1) {
  cf.assert %arg, "Some message in case this assertion fails."
  cf.assert %arg, "quote \" and newline \n" {test.attr}
  return
}

func.func @branches(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  cf.cond_br %c, ^bb2, ^bb3(%x : i32)
^bb2:
  cf.cond_br %c weights([3, 5]), ^bb3(%a : i32), ^bb4 {test.attr}
^bb3(%z: i32):
  cf.br ^bb4 {test.other = 1 : i64}
^bb4:
  return %a : i32
}

func.func @switches(%flag: i32, %flag64: i64, %flag8: i8, %arg: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%arg : i32),
    42: ^bb2(%arg, %arg : i32, i32),
    -3: ^bb3,
    0x10: ^bb1(%flag : i32)
  ]
^bb1(%a: i32):
  cf.switch %flag64 : i64, [
    default: ^bb3,
    -1: ^bb3,
    9223372036854775807: ^bb1(%arg : i32)
  ] {test.attr}
^bb2(%b: i32, %c: i32):
  cf.switch %flag8 : i8, [
    default: ^bb3
  ]
^bb3:
  cf.switch %flag8 : i8, [
    default: ^bb4,
    300: ^bb4,
    -200: ^bb3
  ]
^bb4:
  return
}
