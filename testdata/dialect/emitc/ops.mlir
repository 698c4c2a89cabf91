// RUN: gomlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -verify-diagnostics --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// The emitc types, the #emitc.opaque attribute and emitc.call_opaque with
// their verifiers (messages from upstream mlir-opt 22).

// CHECK-LABEL: func @j(%arg0: !emitc.array<2x3x!emitc.size_t>, %arg1: !emitc.ptr<!emitc.ptrdiff_t>)
// CHECK: emitc.call_opaque "f"(%arg0) {args = [0 : index, #emitc.opaque<"\0A\\x">], template_args = [i32, 3, 1.500000e+00]} : (!emitc.array<2x3x!emitc.size_t>) -> i32
// CHECK: emitc.call_opaque "g"(%{{.*}}) : (i32) -> tensor<2xf32>
func.func @j(%a: !emitc.array<2x3x!emitc.size_t>, %b: !emitc<ptr<!emitc.ptrdiff_t>>) {
  %0 = emitc.call_opaque "f"(%a) {args = [0 : index, #emitc.opaque<"\n\\x">], template_args = [i32, 3, 1.5]} : (!emitc.array<2x3x!emitc.size_t>) -> i32
  %1 = emitc.call_opaque "g"(%0) : (i32) -> tensor<2xf32>
  return
}
// -----
func.func @a() {
  // expected-error @+1 {{'emitc.call_opaque' op callee must not be empty}}
  emitc.call_opaque ""() : () -> ()
  return
}
// -----
func.func @b(%arg : i32) {
  // expected-error @+1 {{'emitc.call_opaque' op index argument is out of range}}
  emitc.call_opaque "f"(%arg) {args = [1 : index]} : (i32) -> ()
  return
}
// -----
func.func @c() {
  // expected-error @+1 {{'emitc.call_opaque' op array argument has no type}}
  emitc.call_opaque "f"() {args = [[0, 1]]} : () -> ()
  return
}
// -----
func.func @d() {
  // expected-error @+1 {{'emitc.call_opaque' op template argument has invalid type}}
  emitc.call_opaque "f"() {template_args = [#emitc.opaque<"x">, "s"]} : () -> ()
  return
}
// -----
func.func @e() {
  // expected-error @+1 {{'emitc.call_opaque' op cannot return array type}}
  %0 = emitc.call_opaque "f"() : () -> !emitc.array<4xi32>
  return
}
// -----
// expected-error @+1 {{expected non empty string in !emitc.opaque type}}
func.func @f(%a: !emitc.opaque<"">)
// -----
// expected-error @+1 {{pointer not allowed as outer type with !emitc.opaque, use !emitc.ptr instead}}
func.func @g(%a: !emitc.opaque<"int*">)
// -----
// expected-error @+1 {{pointers to lvalues are not allowed}}
func.func @h(%a: !emitc.ptr<!emitc.lvalue<i32>>)
// -----
// expected-error @+1 {{!emitc.lvalue cannot wrap !emitc.array type}}
func.func @i(%a: !emitc.lvalue<!emitc.array<1xi32>>)
// -----
// expected-error @+1 {{expected static shape}}
func.func private @k(%a: !emitc.array<?xi32>)
// -----
// expected-error @+1 {{shape must not be empty}}
func.func private @l(%a: !emitc.array<i32>)
// -----
// expected-error @+1 {{invalid array element type ''tensor<2xi32>''}}
func.func private @m(%a: !emitc.array<2xtensor<2xi32>>)
