// The action log (--log-actions-to=-) of pass executions and greedy
// rewrite iterations, and the composite fixed-point pass, as upstream's.
// RUN: gomlir-opt %s --log-actions-to=- -mlir-disable-threading --pass-pipeline='builtin.module(func.func(canonicalize),inline,cse)' -split-input-file > %t.g1 2> %t.ge1
// RUN: mlir-opt-upstream %s --log-actions-to=- -mlir-disable-threading --pass-pipeline='builtin.module(func.func(canonicalize),inline,cse)' -split-input-file > %t.u1 2> %t.ue1
// RUN: diff %t.g1 %t.u1
// RUN: diff %t.ge1 %t.ue1
// RUN: gomlir-opt %s --log-actions-to=- --test-composite-fixed-point-pass -split-input-file > %t.g2 2> %t.ge2
// RUN: mlir-opt-upstream %s --log-actions-to=- --test-composite-fixed-point-pass -split-input-file > %t.u2 2> %t.ue2
// RUN: diff %t.g2 %t.u2
// RUN: diff %t.ge2 %t.ue2
// RUN: gomlir-opt %s --log-actions-to=- -mlir-disable-threading --composite-fixed-point-pass='name=TestCompositePass pipeline=any(canonicalize,cse)' -split-input-file > %t.g3 2> %t.ge3
// RUN: mlir-opt-upstream %s --log-actions-to=- -mlir-disable-threading --composite-fixed-point-pass='name=TestCompositePass pipeline=any(canonicalize,cse)' -split-input-file > %t.u3 2> %t.ue3
// RUN: diff %t.g3 %t.u3
// RUN: diff %t.ge3 %t.ue3
// RUN: gomlir-opt %s --composite-fixed-point-pass='name=Short max-iterations=1 pipeline=canonicalize' -split-input-file > %t.g4 2> %t.ge4
// RUN: mlir-opt-upstream %s --composite-fixed-point-pass='name=Short max-iterations=1 pipeline=canonicalize' -split-input-file > %t.u4 2> %t.ue4
// RUN: diff %t.g4 %t.u4
// RUN: diff %t.ge4 %t.ue4
// Pattern attempts (apply-pattern) in upstream's order, ops printed with
// their function's names and regions elided.
// RUN: gomlir-opt %s --log-actions-to=- -canonicalize -split-input-file -mlir-disable-threading > %t.g5 2> /dev/null
// RUN: mlir-opt-upstream %s --log-actions-to=- -canonicalize -split-input-file -mlir-disable-threading > %t.u5 2> /dev/null
// RUN: diff %t.g5 %t.u5

func.func @test() {
  return
}

// -----

func.func @test(%a: i32) -> i32 {
  %0 = arith.constant 1.5 : f32
  %c0 = arith.constant 0 : i32
  %1 = arith.addi %a, %c0 : i32
  %2 = call @callee(%1) : (i32) -> i32
  return %2 : i32
}

func.func private @callee(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %1 = arith.muli %a, %c0 : i32
  return %1 : i32
}

// -----

func.func @patterns(%a: i32, %b: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.subi %1, %c1 : i32
  %3 = arith.select %b, %2, %2 : i32
  cf.cond_br %b, ^bb1(%3 : i32), ^bb1(%3 : i32)
^bb1(%4: i32):
  return %4 : i32
}
