// Pass options as upstream prints them: empty names kept in list options,
// repeated list options append, values with spaces in braces; pass
// pipelines (test-options-pass-pipeline, test-pm-nested-pipeline) and
// adjacent nested pipelines.
// RUN: gomlir-opt %s -verify-each=false '--pass-pipeline=builtin.module(func.func(test-options-pass{string-list={""}}))' -dump-pass-pipeline -o /dev/null 2> %t.g1
// RUN: mlir-opt-upstream %s -verify-each=false '--pass-pipeline=builtin.module(func.func(test-options-pass{string-list={""}}))' -dump-pass-pipeline -o /dev/null 2> %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: gomlir-opt %s -verify-each=false '--pass-pipeline=builtin.module(func.func(test-options-pass{string-list={,}}))' -dump-pass-pipeline -o /dev/null 2> %t.g2
// RUN: mlir-opt-upstream %s -verify-each=false '--pass-pipeline=builtin.module(func.func(test-options-pass{string-list={,}}))' -dump-pass-pipeline -o /dev/null 2> %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -verify-each=false '--pass-pipeline=builtin.module(func.func(test-options-pass{string-list={"",}}))' -dump-pass-pipeline -o /dev/null 2> %t.g3
// RUN: mlir-opt-upstream %s -verify-each=false '--pass-pipeline=builtin.module(func.func(test-options-pass{string-list={"",}}))' -dump-pass-pipeline -o /dev/null 2> %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -verify-each=false '--pass-pipeline=builtin.module(func.func(test-options-pass{string-list=a,,b list=1,2 string="x y" string-list=c}),symbol-privatize{exclude={,a}})' -dump-pass-pipeline -o /dev/null 2> %t.g4
// RUN: mlir-opt-upstream %s -verify-each=false '--pass-pipeline=builtin.module(func.func(test-options-pass{string-list=a,,b list=1,2 string="x y" string-list=c}),symbol-privatize{exclude={,a}})' -dump-pass-pipeline -o /dev/null 2> %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: gomlir-opt %s -verify-each=false -test-options-pass-pipeline='list=1 string-list=a,b enum=one' -dump-pass-pipeline -o /dev/null 2> %t.g5
// RUN: mlir-opt-upstream %s -verify-each=false -test-options-pass-pipeline='list=1 string-list=a,b enum=one' -dump-pass-pipeline -o /dev/null 2> %t.u5
// RUN: diff %t.g5 %t.u5
// RUN: gomlir-opt %s -test-pm-nested-pipeline -dump-pass-pipeline 2> %t.g6
// RUN: mlir-opt-upstream %s -test-pm-nested-pipeline -dump-pass-pipeline 2> %t.u6
// RUN: diff %t.g6 %t.u6
// RUN: gomlir-opt %s -test-composite-fixed-point-pass -dump-pass-pipeline 2> %t.g7
// RUN: mlir-opt-upstream %s -test-composite-fixed-point-pass -dump-pass-pipeline 2> %t.u7
// RUN: diff %t.g7 %t.u7

func.func @main() {
  return
}
