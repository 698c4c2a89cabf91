// RUN: gomlir-opt %s --allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo > %t.gg
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt %t.gg --allow-unregistered-dialect > %t.g2
// RUN: diff %t.g2 %t.u
// RUN: gomlir-opt %s --allow-unregistered-dialect | FileCheck %s

// Every scf op in its custom form: implicit terminators, region arguments,
// optional keywords and mixed static/dynamic bounds.

// CHECK-LABEL: func.func @loops
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: }
// CHECK: scf.for unsigned %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (i32, f32)  : i32 {
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}}  : i32 {
// CHECK: scf.while (%{{.*}} = %{{.*}}) : (i32) -> i32 {
// CHECK: } do {
// CHECK-NEXT: ^bb0(%{{.*}}: i32):
// CHECK: } attributes {foo}
// CHECK: scf.execute_region -> (i32, f32) no_inline {
// CHECK: scf.index_switch %{{.*}} -> i32 {{$}}
// CHECK-NEXT: case 2 {
// CHECK: default {
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) {
// CHECK-NEXT: scf.reduce {{$}}
// CHECK: init (%{{.*}}) -> f32 {
// CHECK: scf.reduce(%{{.*}} : f32) {
// CHECK: scf.reduce.return %{{.*}} : f32
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (10, %{{.*}}) {
// CHECK: scf.forall (%{{.*}}) = (0) to (%{{.*}}) step (2) {
func.func @loops(%lb: index, %ub: index, %st: index, %a: i32, %b: f32, %c: i1, %i32: i32) -> i32 {
  scf.for %i = %lb to %ub step %st {
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  }
  %r2:2 = scf.for unsigned %i = %i32 to %i32 step %i32 iter_args(%x = %a, %y = %b) -> (i32, f32) : i32 {
    scf.yield %x, %y : i32, f32
  }
  scf.for %i = %i32 to %i32 step %i32 : i32 {
  }
  %w = scf.while (%arg = %a) : (i32) -> i32 {
    scf.condition(%c) %arg : i32
  } do {
  ^bb0(%arg2: i32):
    scf.yield %arg2 : i32
  }
  %w2:2 = scf.while (%arg = %a) : (i32) -> (i32, f32) {
    scf.condition(%c) %arg, %b : i32, f32
  } do {
  ^bb0(%arg2: i32, %q: f32):
    scf.yield %arg2 : i32
  } attributes {foo}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %e = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %e2:2 = scf.execute_region -> (i32, f32) no_inline {
    scf.yield %a, %b : i32, f32
  }
  scf.execute_region {
    scf.yield
  }
  %s = scf.index_switch %lb -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    scf.yield %a : i32
  }
  default {
    scf.yield %a : i32
  }
  scf.index_switch %lb
  default {
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
  }
  %p = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%b) -> f32 {
    scf.reduce(%b : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s2 = arith.addf %l, %rr : f32
      scf.reduce.return %s2 : f32
    }
  } {mapping = 1}
  scf.forall (%i, %j) in (10, %ub) {
  }
  scf.forall (%i) = (0) to (%ub) step (2) {
  } {foo = [1]}
  return %r : i32
}

// A forall whose dynamic bounds are constants 0 and 1 prints normalized;
// shared outputs print their results and terminator.
// CHECK-LABEL: func.func @forall_outs
// CHECK: scf.forall (%{{.*}}) in (%{{.*}}) shared_outs(%{{.*}} = %{{.*}}) -> (tensor<4xf32>) {
// CHECK: scf.forall.in_parallel {
func.func @forall_outs(%ub: index, %o: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) = (%c0) to (%ub) step (%c1) shared_outs(%x = %o) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @switch_cases
// CHECK: scf.index_switch %{{.*}} {{$}}
// CHECK-NEXT: case -1 {
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK: default {
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: }
func.func @switch_cases(%a: index) {
  scf.index_switch %a
  case -1 {
    "test.x"() : () -> ()
    scf.yield
  }
  default {
    "test.y"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @multi_block_execute
func.func @multi_block_execute(%c: i1) -> i64 {
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i64
    cf.br ^bb3(%x : i64)
  ^bb2:
    %y = "test.val2"() : () -> i64
    cf.br ^bb3(%y : i64)
  ^bb3(%z : i64):
    scf.yield %z : i64
  }
  return %v : i64
}
