// RUN: gomlir-opt %s -o /dev/null --dump-pass-pipeline -inline -sccp -symbol-dce -symbol-privatize -loop-invariant-code-motion -control-flow-sink -topological-sort -strip-debuginfo -print-op-stats -view-op-graph -generate-runtime-verification -canonicalize -cse 2> %t.g
// RUN: mlir-opt-upstream %s -o /dev/null --dump-pass-pipeline -inline -sccp -symbol-dce -symbol-privatize -loop-invariant-code-motion -control-flow-sink -topological-sort -strip-debuginfo -print-op-stats -view-op-graph -generate-runtime-verification -canonicalize -cse 2> %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -o /dev/null --dump-pass-pipeline -pass-pipeline='builtin.module(inline{default-pipeline= op-pipelines=func.func(cse),foo(canonicalize{max-iterations=3})},symbol-privatize{exclude=a,b})' 2> %t.g2
// RUN: mlir-opt-upstream %s -o /dev/null --dump-pass-pipeline -pass-pipeline='builtin.module(inline{default-pipeline= op-pipelines=func.func(cse),foo(canonicalize{max-iterations=3})},symbol-privatize{exclude=a,b})' 2> %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: not gomlir-opt %s -generate-runtime-verification=verbose-level=2 2> %t.g3
// RUN: not mlir-opt-upstream %s -generate-runtime-verification=verbose-level=2 2> %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(func.func(symbol-dce))' 2> %t.g4
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(symbol-dce))' 2> %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: not gomlir-opt %s -pass-pipeline='builtin.module(func.func(inline))' 2> %t.g5
// RUN: not mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(inline))' 2> %t.u5
// RUN: diff %t.g5 %t.u5

func.func @f() {
  return
}
