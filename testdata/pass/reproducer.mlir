// Crash and failure reproducers: the file written (the IR before the
// pipeline, or before the failing pass with -mlir-pass-pipeline-local-reproducer,
// with the mlir_reproducer resource) and the error with its note are
// upstream's. Both tools write the same path in turn.
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(builtin.module(test-module-pass, test-pass-crash))' -mlir-pass-pipeline-crash-reproducer=%t.r 2> %t.g1
// RUN: mv %t.r %t.gr1
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(builtin.module(test-module-pass, test-pass-crash))' -mlir-pass-pipeline-crash-reproducer=%t.r 2> %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: diff %t.gr1 %t.r
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(builtin.module(test-module-pass, test-pass-crash))' -mlir-pass-pipeline-crash-reproducer=%t.r -mlir-pass-pipeline-local-reproducer -mlir-disable-threading 2> %t.g2
// RUN: mv %t.r %t.gr2
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(builtin.module(test-module-pass, test-pass-crash))' -mlir-pass-pipeline-crash-reproducer=%t.r -mlir-pass-pipeline-local-reproducer -mlir-disable-threading 2> %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: diff %t.gr2 %t.r
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(func.func(cse,test-pass-failure{gen-diagnostics}))' -mlir-pass-pipeline-crash-reproducer=%t.r -mlir-disable-threading 2> %t.g3
// RUN: mv %t.r %t.gr3
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(cse,test-pass-failure{gen-diagnostics}))' -mlir-pass-pipeline-crash-reproducer=%t.r -mlir-disable-threading 2> %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: diff %t.gr3 %t.r
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(func.func(cse,test-pass-failure))' -mlir-pass-pipeline-crash-reproducer=%t.r -mlir-disable-threading -mlir-pass-pipeline-local-reproducer 2> %t.g4
// RUN: mv %t.r %t.gr4
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(cse,test-pass-failure))' -mlir-pass-pipeline-crash-reproducer=%t.r -mlir-disable-threading -mlir-pass-pipeline-local-reproducer 2> %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: diff %t.gr4 %t.r
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(test-module-pass,test-dynamic-pipeline{op-name=inner_mod1 run-on-nested-operations=1 dynamic-pipeline=test-pass-crash})' -mlir-pass-pipeline-crash-reproducer=%t.r -mlir-pass-pipeline-local-reproducer -mlir-disable-threading 2> %t.g5
// RUN: mv %t.r %t.gr5
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(test-module-pass,test-dynamic-pipeline{op-name=inner_mod1 run-on-nested-operations=1 dynamic-pipeline=test-pass-crash})' -mlir-pass-pipeline-crash-reproducer=%t.r -mlir-pass-pipeline-local-reproducer -mlir-disable-threading 2> %t.u5
// RUN: diff %t.g5 %t.u5
// RUN: diff %t.gr5 %t.r

// A local reproducer needs threading disabled.
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(test-pass-failure)' -mlir-pass-pipeline-crash-reproducer=%t.r -mlir-pass-pipeline-local-reproducer 2> %t.g6
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(test-pass-failure)' -mlir-pass-pipeline-crash-reproducer=%t.r -mlir-pass-pipeline-local-reproducer 2> %t.u6
// RUN: diff %t.g6 %t.u6

// --run-reproducer takes the pipeline and flags from the file.
// RUN: gomlir-opt %t.gr3 --run-reproducer -mlir-print-debuginfo > %t.g7 2>&1 || true
// RUN: mlir-opt-upstream %t.gr3 --run-reproducer -mlir-print-debuginfo > %t.u7 2>&1 || true
// RUN: diff %t.g7 %t.u7

module @inner_mod1 {
  module @foo {}
  func.func @main() {
    %0 = arith.constant 1 : i32
    %1 = arith.constant 1 : i32
    return
  }
  func.func @other() {
    return
  }
}
