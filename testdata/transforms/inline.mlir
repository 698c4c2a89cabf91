// RUN: gomlir-opt -allow-unregistered-dialect %s -inline=default-pipeline= | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -inline=default-pipeline= -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -inline=default-pipeline= -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -inline='default-pipeline= max-iterations=1' > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -inline='default-pipeline= max-iterations=1' > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt -allow-unregistered-dialect %s -inline='inlining-threshold=50 default-pipeline=' > %t.g3
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -inline='inlining-threshold=50 default-pipeline=' > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt -allow-unregistered-dialect %s -inline='op-pipelines=func.func(cse) default-pipeline=canonicalize' > %t.g4
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -inline='op-pipelines=func.func(cse) default-pipeline=canonicalize' > %t.u4
// RUN: diff %t.g4 %t.u4

// Single-use private callees are inlined in place and erased; the others
// are cloned. Multi-block callees branch to a new block. Recursive and
// no_inline calls stay. Inlined ops get call-site locations.

// CHECK-NOT: func.func private @leaf
// CHECK-NOT: func.func private @mid
// CHECK-LABEL: func.func @multi
func.func private @leaf(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32 loc("leaf_add")
  return %0 : i32 loc("leaf_ret")
}
func.func private @mid(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32 loc("mid_call")
  %1 = call @leaf(%0) : (i32) -> i32 loc("mid_call2")
  return %1 : i32
}
func.func @multi(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %0 = call @mid(%a) : (i32) -> i32
  return %0 : i32
}
// CHECK-LABEL: func.func @top
// CHECK:         cf.cond_br
// CHECK:         cf.br ^bb3
// CHECK:       ^bb3(%{{.*}}: i32):
// CHECK-NOT:     call @multi
func.func @top(%c: i1, %a: i32) -> (i32, i32) {
  %0 = call @multi(%c, %a) : (i1, i32) -> i32 loc("top_call")
  %1 = call @mid(%0) : (i32) -> i32
  %2 = "test.xregion"() ({
    %3 = func.call @leaf(%1) : (i32) -> i32
    "test.xyield"(%3) : (i32) -> ()
  }) : () -> i32
  return %1, %2 : i32, i32
}
// CHECK-LABEL: func.func @rec
// CHECK:         call @rec
func.func @rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  return %0 : i32
}
// CHECK-LABEL: func.func @noinline
// CHECK:         call @leaf2(%{{.*}}) {no_inline}
// CHECK:         call @noinline_callee
func.func @noinline(%a: i32) -> i32 {
  %0 = call @leaf2(%a) {no_inline} : (i32) -> i32
  %1 = call @noinline_callee(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @leaf2(%a: i32) -> i32 {
  return %a : i32
}
func.func private @noinline_callee(%a: i32) -> i32 attributes {no_inline} {
  return %a : i32
}
// CHECK-LABEL: func.func @indirect
// CHECK:         call_indirect
func.func @indirect(%a: i32) -> i32 {
  %f = constant @leaf2 : (i32) -> i32
  %0 = call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}
