// The pass statistics report: upstream's header (compared with upstream,
// whose release build counts nothing) and layout (upstream's
// pipeline-stats.mlir expectations, for a build counting statistics).
// RUN: gomlir-opt %s -pass-pipeline='builtin.module(func.func(test-stats-pass,test-stats-pass))' -mlir-pass-statistics -o /dev/null 2>&1 | head -3 > %t.g
// RUN: mlir-opt-upstream %s -pass-pipeline='builtin.module(func.func(test-stats-pass,test-stats-pass))' -mlir-pass-statistics -o /dev/null 2>&1 | head -3 > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -verify-each=true -pass-pipeline='builtin.module(func.func(test-stats-pass,test-stats-pass))' -mlir-pass-statistics -mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck -check-prefix=LIST %s
// RUN: gomlir-opt %s -verify-each=true -pass-pipeline='builtin.module(func.func(test-stats-pass,test-stats-pass))' -mlir-pass-statistics -mlir-pass-statistics-display=pipeline -o /dev/null 2>&1 | FileCheck -check-prefix=PIPELINE %s
// RUN: gomlir-opt %s -pass-pipeline='builtin.module(func.func(cse),test-stats-pass,func.func(cse),builtin.module(cse))' -mlir-pass-statistics -mlir-pass-statistics-display=pipeline -o /dev/null 2>&1 | FileCheck -check-prefix=CSE %s

// LIST: Pass statistics report
// LIST: (anonymous namespace)::TestStatisticPass
// LIST-NEXT:  (S) 12 num-ops  - Number of operations counted
// LIST-NEXT:  (S) 12 num-ops2 - Number of operations counted one more time
// LIST-NOT: Verifier

// PIPELINE: Pass statistics report
// PIPELINE: 'func.func' Pipeline
// PIPELINE-NEXT:   (anonymous namespace)::TestStatisticPass
// PIPELINE-NEXT:     (S) 6 num-ops  - Number of operations counted
// PIPELINE-NEXT:     (S) 6 num-ops2 - Number of operations counted one more time
// PIPELINE-NEXT:   (anonymous namespace)::TestStatisticPass
// PIPELINE-NEXT:     (S) 6 num-ops  - Number of operations counted
// PIPELINE-NEXT:     (S) 6 num-ops2 - Number of operations counted one more time
// PIPELINE-EMPTY:

// CSE: 'func.func' Pipeline
// CSE-NEXT:   CSE
// CSE-NEXT:     (S) 0 num-cse'd - Number of operations CSE'd
// CSE-NEXT:     (S) 2 num-dce'd - Number of operations DCE'd
// CSE-NEXT: (anonymous namespace)::TestStatisticPass
// CSE-NEXT:   (S) 5 num-ops  - Number of operations counted
// CSE-NEXT:   (S) 5 num-ops2 - Number of operations counted one more time
// CSE-NEXT: Pipeline Collection : ['builtin.module', 'func.func']
// CSE-NEXT:   'builtin.module' Pipeline
// CSE-NEXT:     CSE
// CSE-NEXT:       (S) 0 num-cse'd - Number of operations CSE'd
// CSE-NEXT:       (S) 0 num-dce'd - Number of operations DCE'd
// CSE-NEXT:   'func.func' Pipeline
// CSE-NEXT:     CSE
// CSE-NEXT:       (S) 0 num-cse'd - Number of operations CSE'd
// CSE-NEXT:       (S) 0 num-dce'd - Number of operations DCE'd
// CSE-EMPTY:

func.func @foo() {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i32
  return
}

func.func @bar() {
  return
}
