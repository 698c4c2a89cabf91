// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -loop-invariant-code-motion > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -loop-invariant-code-motion > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -control-flow-sink > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -control-flow-sink > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -sccp > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -sccp > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -cse > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -cse > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -loop-invariant-code-motion | FileCheck %s

// The generic transformations reach the scf ops through their interfaces:
// loop-like regions, speculatability, memory effects, region control flow
// (constant conditions and switch arguments) and invocation bounds.

// scf.if and scf.for of constant step 1 are speculatable, scf.index_switch
// and scf.execute_region are not.
// CHECK-LABEL: func.func @f
// CHECK: scf.if
// CHECK: scf.for {{.*}} step %c1
// CHECK: scf.for
// CHECK: scf.index_switch
func.func @f(%lb: index, %ub: index, %st: index, %a: i32, %c: i1, %k: index) {
  scf.for %i = %lb to %ub step %st {
    %s = scf.index_switch %k -> i32
    case 1 { %x = arith.addi %a, %a : i32
      scf.yield %x : i32 }
    default { scf.yield %a : i32 }
    %e = scf.execute_region -> i32 {
      %y = arith.muli %a, %a : i32
      scf.yield %y : i32
    }
    %w = scf.if %c -> i32 {
      %z = arith.subi %a, %a : i32
      scf.yield %z : i32
    } else {
      scf.yield %a : i32
    }
    %f = scf.for %j = %lb to %ub step %st iter_args(%q = %a) -> i32 {
      scf.yield %q : i32
    }
    %c1 = arith.constant 1 : index
    %f2 = scf.for %j = %lb to %ub step %c1 iter_args(%q = %a) -> i32 {
      scf.yield %q : i32
    }
    %p = scf.parallel (%j) = (%lb) to (%ub) step (%st) init (%a) -> i32 {
      scf.reduce(%a : i32) {
      ^bb0(%l: i32, %r: i32):
        scf.reduce.return %l : i32
      }
    }
    %wh = scf.while (%q = %a) : (i32) -> i32 {
      scf.condition(%c) %q : i32
    } do {
    ^bb0(%q2: i32):
      scf.yield %q2 : i32
    }
    "test.use"(%s, %e, %w, %f, %f2, %p, %wh) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  }
  return
}
// -----

func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %false = arith.constant false
  %r = scf.while (%x = %c1) : (i32) -> i32 {
    scf.condition(%false) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = arith.addi %y, %a : i32
    scf.yield %z : i32
  }
  %r2 = scf.while (%x = %c1) : (i32) -> i32 {
    %c = "test.c"() : () -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %c1 : i32
  }
  %r3 = scf.for %i = %c1 to %a step %c1 iter_args(%x = %c1) -> i32 : i32 {
    scf.yield %c1 : i32
  }
  %c0 = arith.constant 0 : index
  %s = scf.index_switch %c0 -> i32
  case 0 { scf.yield %c1 : i32 }
  default { scf.yield %a : i32 }
  %s2 = arith.addi %r, %r2 : i32
  %s3 = arith.addi %s2, %r3 : i32
  %s4 = arith.addi %s3, %s : i32
  return %s4 : i32
}
