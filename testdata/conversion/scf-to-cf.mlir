// RUN: gomlir-opt -allow-unregistered-dialect %s -split-input-file -convert-scf-to-cf | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -split-input-file -convert-scf-to-cf > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -split-input-file -convert-scf-to-cf > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -split-input-file -convert-scf-to-cf=allow-pattern-rollback=0 -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -split-input-file -convert-scf-to-cf=allow-pattern-rollback=0 -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// CHECK-LABEL: func @for_yield
// CHECK: cf.br ^bb1(%arg0, %{{.*}}, %{{.*}} : index, f32, f32)
// CHECK: ^bb1(%[[IV:.*]]: index, %{{.*}}: f32, %{{.*}}: f32):
// CHECK: arith.cmpi slt, %[[IV]], %arg1 : index
// CHECK-NOT: scf.
func.func @for_yield(%arg0 : index, %arg1 : index, %arg2 : index) -> (f32, f32) {
  %s0 = arith.constant 0.0 : f32
  %s1 = arith.constant 1.0 : f32
  %result:2 = scf.for %i0 = %arg0 to %arg1 step %arg2 iter_args(%si = %s0, %sj = %s1) -> (f32, f32) {
    %sn = arith.addf %si, %sj : f32
    %cc = arith.cmpf olt, %sn, %sj : f32
    scf.if %cc {
    }
    scf.yield %sn, %sn : f32, f32
  }
  return %result#0, %result#1 : f32, f32
}
func.func @index_switch(%i: index, %a: i32, %b: i32, %c: i32) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 0 {
    scf.yield %a : i32
  }
  case 4294967296 {
    scf.yield %b : i32
  }
  default {
    scf.yield %c : i32
  }
  return %0 : i32
}

// -----

func.func private @generate() -> i64
func.func @parallel_reduce_loop(%arg0 : index, %arg1 : index, %arg2 : index,
                           %arg3 : index, %arg4 : index, %arg5 : f32) -> (f32, i64) {
  %step = arith.constant 1 : index
  %init = arith.constant 42 : i64
  %0:2 = scf.parallel (%i0, %i1) = (%arg0, %arg1) to (%arg2, %arg3)
                       step (%arg4, %step) init(%arg5, %init) -> (f32, i64) {
    %cf = arith.constant 42.0 : f32
    %2 = func.call @generate() : () -> i64
    scf.reduce(%cf, %2 : f32, i64) {
    ^bb0(%lhs: f32, %rhs: f32):
      %1 = arith.addf %lhs, %rhs : f32
      scf.reduce.return %1 : f32
    }, {
    ^bb0(%lhs: i64, %rhs: i64):
      %3 = arith.ori %lhs, %rhs : i64
      scf.reduce.return %3 : i64
    }
  }
  return %0#0, %0#1 : f32, i64
}
func.func @unsigned_parallel_loop(%arg0 : index, %arg1 : index, %arg2 : index,
                                  %arg3 : index, %arg4 : index) {
  %step = arith.constant 1 : index
  scf.parallel (%i0, %i1) = (%arg0, %arg1) to (%arg2, %arg3)
                                                   step (%arg4, %step) {
    %c1 = arith.constant 1 : index
    scf.reduce
  }
  scf.for %i = %arg0 to %arg1 step %arg2 {
  }
  return
}
func.func @do_while(%arg0: f32) {
  scf.while (%arg1 = %arg0) : (f32) -> (f32) {
    %0 = "test.make_condition"() : () -> i1
    scf.condition(%0) %arg1 : f32
  } do {
  ^bb0(%arg2: f32):
    scf.yield %arg2 : f32
  }
  return
}
func.func @nested_while_ops(%arg0: f32) -> i64 {
  %0 = scf.while(%outer = %arg0) : (f32) -> i64 {
    %cond = "test.outer_before_pre"() : () -> i1
    %1 = scf.while(%inner = %outer) : (f32) -> i64 {
      %2:2 = "test.inner_before"(%inner) : (f32) -> (i1, i64)
      scf.condition(%2#0) %2#1 : i64
    } do {
    ^bb0(%arg1: i64):
      %3 = "test.inner_after"(%arg1) : (i64) -> f32
      scf.yield %3 : f32
    }
    "test.outer_before_post"() : () -> ()
    scf.condition(%cond) %1 : i64
  } do {
  ^bb2(%arg2: i64):
    "test.outer_after_pre"(%arg2) : (i64) -> ()
    %4 = scf.while(%inner = %arg2) : (i64) -> f32 {
      %5:2 = "test.inner2_before"(%inner) : (i64) -> (i1, f32)
      scf.condition(%5#0) %5#1 : f32
    } do {
    ^bb3(%arg3: f32):
      %6 = "test.inner2_after"(%arg3) : (f32) -> i64
      scf.yield %6 : i64
    }
    "test.outer_after_post"() : () -> ()
    scf.yield %4 : f32
  }
  return %0 : i64
}
func.func @ifs_in_parallel(%arg1: index, %arg2: index, %arg3: index, %arg4: i1, %arg5: i1) {
  scf.parallel (%i) = (%arg1) to (%arg2) step (%arg3) {
    scf.if %arg4 {
      %0 = scf.if %arg5 -> (index) {
        %1 = "test.if2"() : () -> index
        scf.yield %1 : index
      } else {
        %2 = "test.else2"() : () -> index
        scf.yield %2 : index
      }
    }
    scf.reduce
  }
  return
}
func.func @func_execute_region_elim_multi_yield() {
    "test.foo"() : () -> ()
    %v = scf.execute_region -> i64 {
      %c = "test.cmp"() : () -> i1
      cf.cond_br %c, ^bb2, ^bb3
    ^bb2:
      %x = "test.val1"() : () -> i64
      scf.yield %x : i64
    ^bb3:
      %y = "test.val2"() : () -> i64
      scf.yield %y : i64
    }
    "test.bar"(%v) : (i64) -> ()
  return
}
func.func @index_switch_empty(%i: index) {
  scf.index_switch %i
  default {
    scf.yield
  }
  return
}
func.func @forall2(%n: index, %m: index) {
  scf.forall (%a, %b) = (1, %m) to (%n, 10) step (2, %m) {
    "test.foo"(%a, %b) : (index, index) -> ()
  }
  return
}

// -----

func.func @p(%arg0 : index, %arg1 : index, %arg2 : index, %arg3 : memref<?xf32>) {
  %cst = arith.constant 1.0 : f32
  scf.parallel (%i) = (%arg0) to (%arg1) step (%arg2) {
    memref.store %cst, %arg3[%i] : memref<?xf32>
    scf.reduce
  }
  scf.while : () -> () {
    %c = "test.c"() : () -> i1
    scf.condition(%c)
  } do {
    "test.x"() : () -> ()
    scf.yield
  }
  %r = scf.execute_region -> i32 {
    %c = "test.c"() : () -> i32
    scf.yield %c : i32
  } 
  return
}
