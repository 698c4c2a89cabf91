// RUN: gomlir-opt %s --allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo > %t.gg
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt %t.gg --allow-unregistered-dialect > %t.g2
// RUN: diff %t.g2 %t.u
// RUN: gomlir-opt %s --allow-unregistered-dialect | FileCheck %s

// scf.if with and without results and else regions; yields without
// operands are implicit unless the op has results.

// CHECK-LABEL: func.func @no_results
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: "foo.then"() : () -> ()
// CHECK-NEXT: }{{$}}
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: "foo.then"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "foo.else"() : () -> ()
// CHECK-NEXT: } {attr = 1 : i64}
func.func @no_results(%c: i1) {
  scf.if %c {
    "foo.then"() : () -> ()
  }
  scf.if %c {
    "foo.then"() : () -> ()
    scf.yield
  } else {
    "foo.else"() : () -> ()
  } {attr = 1}
  scf.if %c {
  } else {
  }
  return
}

// CHECK-LABEL: func.func @results
// CHECK: %[[R:.*]]:2 = scf.if %{{.*}} -> (i32, f32) {
// CHECK: scf.yield %{{.*}}, %{{.*}} : i32, f32
// CHECK: } else {
// CHECK: %{{.*}} = scf.if %{{.*}} -> (i32) {
func.func @results(%c: i1, %a: i32, %b: f32) -> (i32, f32, i32) {
  %0:2 = scf.if %c -> (i32, f32) {
    scf.yield %a, %b : i32, f32
  } else {
    %x = "foo.op"() : () -> i32
    scf.yield %x, %b : i32, f32
  }
  %1 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %y = scf.if %c -> (i32) {
      scf.yield %a : i32
    } else {
      scf.yield %0#0 : i32
    }
    scf.yield %y : i32
  }
  return %0#0, %0#1, %1 : i32, f32, i32
}

// CHECK-LABEL: func.func @empty_results
// CHECK: scf.if %{{.*}} {
func.func @empty_results(%c: i1) {
  scf.if %c -> () {
    "foo.op"() : () -> ()
  }
  return
}
