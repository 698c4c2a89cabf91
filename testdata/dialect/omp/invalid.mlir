// RUN: gomlir-opt %s --verify-diagnostics

// gomlir declares the clauses of omp.parallel (the generic form and the
// bytecode properties are upstream's) but does not implement them.
// expected-error @below {{'omp.parallel' op clauses are not supported by gomlir}}
"omp.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0>, private_needs_barrier}> ({
  "omp.terminator"() : () -> ()
}) : () -> ()
