// Upstream's pass manager test passes and what the pass manager makes of
// them: verification after a pass (not after a failed one), every op of a
// nested pipeline processed after a failure, diagnostics of passes (a
// remark notes its op in the custom form), dynamic pipelines (not on a
// parent op), interface passes.
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir))' -o /dev/null 2> %t.g1
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir))' -o /dev/null 2> %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir{signal-pass-failure=1}))' -o /dev/null 2> %t.g2
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir{signal-pass-failure=1}))' -o /dev/null 2> %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-failure{gen-diagnostics}))' -o /dev/null 2> %t.g3
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(test-pass-failure{gen-diagnostics}))' -o /dev/null 2> %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-failure{gen-diagnostics}))' -mlir-disable-threading -o /dev/null 2> %t.g4
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(test-pass-failure{gen-diagnostics}))' -mlir-disable-threading -o /dev/null 2> %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: gomlir-opt %s -pass-pipeline='builtin.module(func.func(test-dynamic-pipeline{dynamic-pipeline=cse run-on-parent=1}))' -mlir-disable-threading -o /dev/null 2> %t.g5
// RUN: mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(test-dynamic-pipeline{dynamic-pipeline=cse run-on-parent=1}))' -mlir-disable-threading -o /dev/null 2> %t.u5
// RUN: diff %t.g5 %t.u5
// RUN: gomlir-opt %s -pass-pipeline='builtin.module(test-dynamic-pipeline{dynamic-pipeline=func.func(cse,canonicalize) op-name=inner}, any(test-dynamic-pipeline{dynamic-pipeline=cse op-name=other,none}))' -mlir-disable-threading > %t.g6 2>&1
// RUN: mlir-opt-upstream %s -pass-pipeline='builtin.module(test-dynamic-pipeline{dynamic-pipeline=func.func(cse,canonicalize) op-name=inner}, any(test-dynamic-pipeline{dynamic-pipeline=cse op-name=other,none}))' -mlir-disable-threading > %t.u6 2>&1
// RUN: diff %t.g6 %t.u6
// RUN: gomlir-opt %s -pass-pipeline='builtin.module(func.func(test-interface-pass),any(test-interface-pass))' -o /dev/null 2> %t.g7
// RUN: mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(test-interface-pass),any(test-interface-pass))' -o /dev/null 2> %t.u7
// RUN: diff %t.g7 %t.u7
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(func.func(test-pass-invalid-parent))' -o /dev/null 2> %t.g8
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(test-pass-invalid-parent))' -o /dev/null 2> %t.u8
// RUN: diff %t.g8 %t.u8
// IR printing after a failure: upstream's banner, invalid IR in the
// generic form.
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(func.func(cse,test-pass-failure))' -mlir-print-ir-after-failure -mlir-disable-threading -o /dev/null 2> %t.g9
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(cse,test-pass-failure))' -mlir-print-ir-after-failure -mlir-disable-threading -o /dev/null 2> %t.u9
// RUN: diff %t.g9 %t.u9
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(func.func(cse,test-pass-create-invalid-ir),cse)' -mlir-print-ir-after-all -mlir-disable-threading -o /dev/null 2> %t.g10
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(cse,test-pass-create-invalid-ir),cse)' -mlir-print-ir-after-all -mlir-disable-threading -o /dev/null 2> %t.u10
// RUN: diff %t.g10 %t.u10

func.func @main() {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i32
  "test.use"(%0, %1) : (i32, i32) -> ()
  return
}

func.func @other() {
  return
}
