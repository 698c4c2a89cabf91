// RUN: gomlir-opt %S/ops.mlir --emit-bytecode > %t.gbc
// RUN: mlir-opt-upstream %S/ops.mlir --emit-bytecode > %t.ubc
// RUN: cmp %t.gbc %t.ubc
// RUN: gomlir-opt %t.ubc | FileCheck %S/ops.mlir

// The bufferization dialect has no bytecode interface: its ops write
// upstream's bytecode through the generic encoding, properties included.
