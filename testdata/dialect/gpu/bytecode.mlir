// RUN: gomlir-opt %S/ops.mlir --emit-bytecode > %t.gbc
// RUN: mlir-opt-upstream %S/ops.mlir --emit-bytecode > %t.ubc
// RUN: cmp %t.gbc %t.ubc
// RUN: gomlir-opt %S/attrs.mlir --emit-bytecode > %t.gabc
// RUN: mlir-opt-upstream %S/attrs.mlir --emit-bytecode > %t.uabc
// RUN: cmp %t.gabc %t.uabc
// RUN: gomlir-opt %S/../omp/ops.mlir --emit-bytecode > %t.gobc
// RUN: mlir-opt-upstream %S/../omp/ops.mlir --emit-bytecode > %t.uobc
// RUN: cmp %t.gobc %t.uobc
// RUN: gomlir-opt %t.ubc | FileCheck %S/ops.mlir

// The gpu and omp ops and attributes write upstream's bytecode, properties
// included.
