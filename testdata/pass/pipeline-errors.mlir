// Pipeline construction errors are reported as upstream's: positioned
// parser errors, option errors (the command-line library's notice first),
// the "failed to add" chain, unschedulable passes.
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(bogus)' 2> %t.g1
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(bogus)' 2> %t.u1
// RUN: diff %t.g1 %t.u1
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module( cse ,  bogus )' 2> %t.g2
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module( cse ,  bogus )' 2> %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(cse,func.func(cse,cse)' 2> %t.g3
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(cse,func.func(cse,cse)' 2> %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(func.func(cse,builtin.module(cse))' 2> %t.g4
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(func.func(cse,builtin.module(cse))' 2> %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(func.func(cse)))' 2> %t.g5
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(func.func(cse)))' 2> %t.u5
// RUN: diff %t.g5 %t.u5
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(cse,,cse)' 2> %t.g6
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(cse,,cse)' 2> %t.u6
// RUN: diff %t.g6 %t.u6
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=3}{a})' 2> %t.g7
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(canonicalize{max-iterations=3}{a})' 2> %t.u7
// RUN: diff %t.g7 %t.u7
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations)' 2> %t.g8
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(canonicalize{max-iterations)' 2> %t.u8
// RUN: diff %t.g8 %t.u8
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(cse' 2> %t.g9
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(cse' 2> %t.u9
// RUN: diff %t.g9 %t.u9
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(builtin.module(test-module-pass{test-option=a}))' 2> %t.g10
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(builtin.module(test-module-pass{test-option=a}))' 2> %t.u10
// RUN: diff %t.g10 %t.u10
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(func.func(test-module-pass))' 2> %t.g11
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(func.func(test-module-pass))' 2> %t.u11
// RUN: diff %t.g11 %t.u11
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(test-interface-pass)' 2> %t.g12
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(test-interface-pass)' 2> %t.u12
// RUN: diff %t.g12 %t.u12
// RUN: not gomlir-opt %s --pass-pipeline='func.func(cse)' 2> %t.g13
// RUN: not mlir-opt-upstream %s --pass-pipeline='func.func(cse)' 2> %t.u13
// RUN: diff %t.g13 %t.u13

// Bad option values: the library's notice names the program, then the
// error has an empty first line.
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=x})' 2>&1 | sed -e 's/^[^ :]*: for the/PROG: for the/' > %t.g14
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(canonicalize{max-iterations=x})' 2>&1 | sed -e 's/^[^ :]*: for the/PROG: for the/' > %t.u14
// RUN: diff %t.g14 %t.u14
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass{list=3 list=notaninteger}))' 2>&1 | sed -e 's/^[^ :]*: for the/PROG: for the/' > %t.g15
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(func.func(test-options-pass{list=3 list=notaninteger}))' 2>&1 | sed -e 's/^[^ :]*: for the/PROG: for the/' > %t.u15
// RUN: diff %t.g15 %t.u15
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(func.func(test-options-pass{enum=invalid}))' 2>&1 | sed -e 's/^[^ :]*: for the/PROG: for the/' > %t.g16
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(func.func(test-options-pass{enum=invalid}))' 2>&1 | sed -e 's/^[^ :]*: for the/PROG: for the/' > %t.u16
// RUN: diff %t.g16 %t.u16
// RUN: not gomlir-opt %s --pass-pipeline='builtin.module(canonicalize{top-down=x})' 2>&1 | sed -e 's/^[^ :]*: for the/PROG: for the/' > %t.g17
// RUN: not mlir-opt-upstream %s --pass-pipeline='builtin.module(canonicalize{top-down=x})' 2>&1 | sed -e 's/^[^ :]*: for the/PROG: for the/' > %t.u17
// RUN: diff %t.g17 %t.u17

// Pass flags report their options' errors alone.
// RUN: not gomlir-opt %s --canonicalize=max-iterations=x 2>&1 | sed -e 's/^[^ :]*: for the/PROG: for the/' > %t.g18
// RUN: not mlir-opt-upstream %s --canonicalize=max-iterations=x 2>&1 | sed -e 's/^[^ :]*: for the/PROG: for the/' > %t.u18
// RUN: diff %t.g18 %t.u18
// RUN: not gomlir-opt %s --canonicalize=bogus=1 2> %t.g19
// RUN: not mlir-opt-upstream %s --canonicalize=bogus=1 2> %t.u19
// RUN: diff %t.g19 %t.u19
// RUN: not gomlir-opt %s --cse --test-interface-pass 2> %t.g20
// RUN: not mlir-opt-upstream %s --cse --test-interface-pass 2> %t.u20
// RUN: diff %t.g20 %t.u20

func.func @main() {
  return
}
