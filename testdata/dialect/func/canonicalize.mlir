// RUN: gomlir-opt %s -canonicalize -split-input-file | FileCheck %s

// func canonicalization patterns (checked against upstream mlir-opt 22).

// A call through a constant callee becomes a direct call; the indirect
// call's attributes are dropped.
// CHECK-LABEL: func.func private @g(
// CHECK-SAME:  i32, f32) -> (i32, f32)
// CHECK-LABEL: func.func @known_callee(
// CHECK-SAME:  %arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT: %0:2 = call @g(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: return %0#0, %0#1 : i32, f32
// CHECK-NEXT: }
func.func private @g(i32, f32) -> (i32, f32)
func.func @known_callee(%a: i32, %b: f32) -> (i32, f32) {
  %f = func.constant @g : (i32, f32) -> (i32, f32)
  %r:2 = "func.call_indirect"(%f, %a, %b) <{arg_attrs = [{foo.a}, {}], res_attrs = [{}, {foo.r}]}> {bar} : ((i32, f32) -> (i32, f32), i32, f32) -> (i32, f32)
  return %r#0, %r#1 : i32, f32
}

// -----

// CHECK-LABEL: func.func @unknown_callee(
// CHECK-SAME:  %arg0: (i32) -> (), %arg1: i32) {
// CHECK-NEXT: call_indirect %arg0(%arg1) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unknown_callee(%f: (i32) -> (), %a: i32) {
  func.call_indirect %f(%a) : (i32) -> ()
  return
}
