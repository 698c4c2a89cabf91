// IR dumps around passes, byte for byte as upstream: a top-level op prints
// with a newline after it, an op in a block with local scope (no aliases,
// locations inline), and module scope names the op the pass ran on.
// RUN: gomlir-opt %s -cse -canonicalize -mlir-print-ir-after-all -o /dev/null 2> %t.g1
// RUN: mlir-opt-upstream %s -cse -canonicalize -mlir-print-ir-after-all -o /dev/null 2> %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: gomlir-opt %s -cse -mlir-print-ir-before-all -mlir-print-ir-module-scope -mlir-print-local-scope -mlir-disable-threading -o /dev/null 2> %t.g2
// RUN: mlir-opt-upstream %s -cse -mlir-print-ir-before-all -mlir-print-ir-module-scope -mlir-print-local-scope -mlir-disable-threading -o /dev/null 2> %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -pass-pipeline='builtin.module(func.func(cse))' -mlir-print-ir-after-all -mlir-print-debuginfo -mlir-disable-threading -o /dev/null 2> %t.g3
// RUN: mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(cse))' -mlir-print-ir-after-all -mlir-print-debuginfo -mlir-disable-threading -o /dev/null 2> %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -pass-pipeline='builtin.module(func.func(cse))' -mlir-print-ir-after-all -mlir-print-ir-module-scope -mlir-disable-threading -o /dev/null 2> %t.g4
// RUN: mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(cse))' -mlir-print-ir-after-all -mlir-print-ir-module-scope -mlir-disable-threading -o /dev/null 2> %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: gomlir-opt %s -pass-pipeline='builtin.module(func.func(cse))' -mlir-print-ir-after-all -mlir-print-local-scope -mlir-print-op-generic -mlir-disable-threading -o /dev/null 2> %t.g5
// RUN: mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(cse))' -mlir-print-ir-after-all -mlir-print-local-scope -mlir-print-op-generic -mlir-disable-threading -o /dev/null 2> %t.u5
// RUN: diff %t.g5 %t.u5

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: i32) -> i32 attributes {m = #map, n = #map} {
  %c0 = arith.constant 0 : i32
  %b = arith.addi %a, %c0 : i32 loc("x.mlir":3:4)
  %c = arith.addi %b, %b : i32 loc("x.mlir":3:4)
  %d = arith.addi %b, %b : i32
  %e = arith.muli %c, %d : i32
  return %e : i32
}
func.func private @g() {
  return
}
