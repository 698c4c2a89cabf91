// RUN: gomlir-opt -allow-unregistered-dialect %s -sccp -split-input-file | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -sccp -split-input-file -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -sccp -split-input-file -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -pass-pipeline='builtin.module(func.func(sccp))' -split-input-file > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -pass-pipeline='builtin.module(func.func(sccp))' -split-input-file > %t.u2
// RUN: diff %t.g2 %t.u2

// Constants propagate through branches taken, loops and private callees;
// new constants go to the entry block, the last created first.

// CHECK-LABEL: func.func @loop
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK:         return %[[C1]] : i32
func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c1 : i32, i32)
^head(%i: i32, %v: i32):
  %cond = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  %mul = arith.muli %v, %c1 : i32
  cf.br ^head(%next, %mul : i32, i32)
^exit:
  return %v : i32
}

// CHECK-LABEL: func.func @branch
// CHECK:         return %{{.*}}, %{{.*}} : i32, i32
func.func @branch(%a: i32) -> (i32, i32) {
  %t = arith.constant true
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  cf.cond_br %t, ^bb1(%c2 : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  %s = arith.addi %x, %c3 : i32
  cf.br ^bb2(%s : i32)
^bb2(%y: i32):
  %z = arith.subi %y, %c2 : i32
  return %y, %z : i32, i32
}

// -----

// Interprocedural: private callee arguments and results.
// CHECK-LABEL: func.func private @callee
// CHECK:         %[[C:.*]] = arith.constant 7 : i32
// CHECK:         return %[[C]]
func.func private @callee(%a: i32) -> i32 {
  %c = arith.constant 5 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
func.func @caller() -> (i32, i32) {
  %c2 = arith.constant 2 : i32
  %0 = call @callee(%c2) : (i32) -> i32
  %1 = call @callee(%c2) : (i32) -> i32
  return %0, %1 : i32, i32
}
func.func @public_callee(%a: i32) -> i32 {
  %c = arith.constant 3 : i32
  return %c : i32
}
func.func @public_caller(%a: i32) -> (i32, i32) {
  %0 = call @public_callee(%a) : (i32) -> i32
  %1 = "foo.unknown"(%0) : (i32) -> i32
  return %0, %1 : i32, i32
}

// -----

// An unreached private function keeps its body; ops with regions are
// overdefined.
func.func private @never(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
func.func @regions(%a: i32) -> i32 {
  %c = arith.constant 4 : i32
  %0 = "foo.region"(%c) ({
  ^bb0(%x: i32):
    %1 = arith.addi %x, %c : i32
    "foo.yield"(%1) : (i32) -> ()
  }) : (i32) -> i32
  %2 = arith.addi %c, %c : i32 loc("add")
  return %2 : i32
}

// -----

// The arguments of a block join the successor operands in the order of the
// block's use list (the last branch parsed first): both edges of a
// conditional branch to one block are live when either is, and the
// constant of the false edge (index dialect) is joined first.
// CHECK-LABEL: func.func @edge_order
// CHECK-DAG:     %[[C:.*]] = arith.constant 7 : index
// CHECK-DAG:     %[[I:.*]] = index.constant 7
// CHECK:         cf.cond_br %{{.*}}, ^bb1(%[[C]] : index), ^bb1(%[[I]] : index)
// CHECK:         return %[[I]] : index
func.func @edge_order() -> index {
  %i = index.constant 7
  %a = arith.ori %i, %i : index
  %t = index.bool.constant true
  cf.cond_br %t, ^bb1(%a : index), ^bb1(%i : index)
^bb1(%x: index):
  %y = arith.addi %x, %x : index
  return %x : index
}
