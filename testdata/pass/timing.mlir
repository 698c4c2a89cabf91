// The execution time report of --mlir-timing has upstream's layout: the
// numbers differ, so they are masked before comparing.
// RUN: gomlir-opt %s -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse,canonicalize,cse),inline)' -mlir-timing -mlir-timing-display=tree -o /dev/null 2>&1 | sed -E 's/ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/ T/g; s/: +[0-9]+\.[0-9]+/: N/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.g1
// RUN: mlir-opt-upstream %s -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse,canonicalize,cse),inline)' -mlir-timing -mlir-timing-display=tree -o /dev/null 2>&1 | sed -E 's/ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/ T/g; s/: +[0-9]+\.[0-9]+/: N/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: gomlir-opt %s -mlir-disable-threading -verify-each=false -test-pm-nested-pipeline -mlir-timing -mlir-timing-display=tree -o /dev/null 2>&1 | sed -E 's/ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/ T/g; s/: +[0-9]+\.[0-9]+/: N/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.g2
// RUN: mlir-opt-upstream %s -mlir-disable-threading -verify-each=false -test-pm-nested-pipeline -mlir-timing -mlir-timing-display=tree -o /dev/null 2>&1 | sed -E 's/ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/ T/g; s/: +[0-9]+\.[0-9]+/: N/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse,canonicalize,cse))' -mlir-timing -mlir-timing-display=tree -mlir-output-format=json -o /dev/null 2>&1 | sed -E 's/ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/ T/g; s/: +[0-9]+\.[0-9]+/: N/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.g3
// RUN: mlir-opt-upstream %s -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse,canonicalize,cse))' -mlir-timing -mlir-timing-display=tree -mlir-output-format=json -o /dev/null 2>&1 | sed -E 's/ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/ T/g; s/: +[0-9]+\.[0-9]+/: N/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize),builtin.module(cse),any(cse))' -mlir-timing -mlir-timing-display=tree -o /dev/null 2>&1 | sed -E 's/ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/ T/g; s/: +[0-9]+\.[0-9]+/: N/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.g4
// RUN: mlir-opt-upstream %s -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize),builtin.module(cse),any(cse))' -mlir-timing -mlir-timing-display=tree -o /dev/null 2>&1 | sed -E 's/ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/ T/g; s/: +[0-9]+\.[0-9]+/: N/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: gomlir-opt %s -mlir-timing -o /dev/null 2>&1 | sed -E 's/ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/ T/g; s/: +[0-9]+\.[0-9]+/: N/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.g5
// RUN: mlir-opt-upstream %s -mlir-timing -o /dev/null 2>&1 | sed -E 's/ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/ T/g; s/: +[0-9]+\.[0-9]+/: N/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.u5
// RUN: diff %t.g5 %t.u5

// With threads, the user time column is added (the nesting may differ).
// RUN: gomlir-opt %s -pass-pipeline='builtin.module(func.func(cse))' -mlir-timing -mlir-timing-display=tree -o /dev/null 2>&1 | FileCheck %s --check-prefix=MT
// MT: ----User Time----  ----Wall Time----  ----Name----
// MT-NEXT: Parser
// MT-NEXT: 'func.func' Pipeline
// MT-NEXT:   CSE
// MT-NEXT:     (A) DominanceInfo
// MT-NEXT: Output
// MT-NEXT: Rest
// MT-NEXT: Total

// The list layout merges timers by name and sorts them by time: the names
// are compared sorted.
// RUN: gomlir-opt %s -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse,canonicalize,cse),inline)' -mlir-timing -mlir-timing-display=list -o /dev/null 2>&1 | sed -E 's/ *[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)//; s/[0-9]+\.[0-9]+ seconds/N seconds/' | sort > %t.g6
// RUN: mlir-opt-upstream %s -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse,canonicalize,cse),inline)' -mlir-timing -mlir-timing-display=list -o /dev/null 2>&1 | sed -E 's/ *[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)//; s/[0-9]+\.[0-9]+ seconds/N seconds/' | sort > %t.u6
// RUN: diff %t.g6 %t.u6

// Op-agnostic pipelines are not merged with others; the report comes
// before the output, as upstream's.
// RUN: gomlir-opt %s -mlir-disable-threading -verify-each=false -pass-pipeline='builtin.module(builtin.module(test-module-pass),any(test-interface-pass),any(test-interface-pass),func.func(test-function-pass),any(canonicalize),func.func(cse))' -mlir-timing -mlir-timing-display=tree 2>&1 | sed -E 's/ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/ T/g; s/: +[0-9]+\.[0-9]+/: N/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.g7
// RUN: mlir-opt-upstream %s -mlir-disable-threading -verify-each=false -pass-pipeline='builtin.module(builtin.module(test-module-pass),any(test-interface-pass),any(test-interface-pass),func.func(test-function-pass),any(canonicalize),func.func(cse))' -mlir-timing -mlir-timing-display=tree 2>&1 | sed -E 's/ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/ T/g; s/: +[0-9]+\.[0-9]+/: N/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.u7
// RUN: diff %t.g7 %t.u7

// One report per chunk of a split input.
// RUN: gomlir-opt %S/action-log.mlir -split-input-file -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse))' -mlir-timing -o /dev/null 2>&1 | sed -E 's/ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/ T/g; s/: +[0-9]+\.[0-9]+/: N/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.g8
// RUN: mlir-opt-upstream %S/action-log.mlir -split-input-file -mlir-disable-threading -pass-pipeline='builtin.module(func.func(cse))' -mlir-timing -o /dev/null 2>&1 | sed -E 's/ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]+%\)/ T/g; s/: +[0-9]+\.[0-9]+/: N/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.u8
// RUN: diff %t.g8 %t.u8

func.func @foo() {
  return
}

func.func @bar() {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i32
  return
}

module {
  func.func @baz() {
    return
  }
}
