// RUN: gomlir-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: gomlir-opt -allow-unregistered-dialect %s --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// Hand-written custom syntax of test dialect ops: generic operations parsed
// inside custom ones (after the op name, or whole), custom operation names,
// region arguments without types, block and result names from the op.

// CHECK:      %0 = test.pretty_printed_region %arg0, %arg1 start test.special.op end : (f32, f32) -> f32
// CHECK-NEXT: %1 = test.pretty_printed_region %0, %arg1 ({
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:   %3 = "test.other"(%arg3, %arg4) : (f32, f32) -> f32
// CHECK-NEXT:   "test.return"(%3) : (f32) -> ()
// CHECK-NEXT: }) : (f32, f32) -> f32
// CHECK-NEXT: %2:2 = test.wrapping_region wraps "some.op"(%arg2, %1) {k = 1 : i64} : (i32, f32) -> (f32, i1)
// CHECK-NEXT: test.polyfor %i, %a_b {
// CHECK-NEXT:   "test.use"(%i, %a_b) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: test.polyfor %arg3, %arg4 {
// CHECK:      test.block_names {
// CHECK-NEXT:   "test.br"()[^foo1] : () -> ()
// CHECK-NEXT: ^foo1:  // pred: ^foo0
// CHECK-NEXT:   "test.return"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %x, %y = test.string_attr_pretty_name
// CHECK-NEXT: %q = test.string_attr_pretty_name
// CHECK-NEXT: %w = test.string_attr_pretty_name attributes {k}

// GENERIC:      %0 = "test.pretty_printed_region"(%arg0, %arg1) ({
// GENERIC-NEXT: ^bb0(%arg{{[0-9]+}}: f32, %arg{{[0-9]+}}: f32):
// GENERIC-NEXT:   %{{.*}} = "test.special.op"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (f32, f32) -> f32
// GENERIC:      "test.wrapping_region"() ({
// GENERIC-NEXT:   %{{.*}}:2 = "some.op"(%arg2, %{{.*}}) {k = 1 : i64} : (i32, f32) -> (f32, i1)
// GENERIC-NEXT:   "test.return"(%{{.*}}#0, %{{.*}}#1) : (f32, i1) -> ()
// GENERIC-NEXT: }) : () -> (f32, i1)
// GENERIC:      "test.block_names"() ({
// GENERIC-NEXT:   "test.br"()[^bb1] : () -> ()
// GENERIC-NEXT: ^bb1:
// GENERIC:      "test.string_attr_pretty_name"() <{names = ["x", "y"]}> : () -> (i32, i32)

// Region arguments print their locations without aliases.
// LOC: test.wrapping_region wraps "some.op"(%arg2, %1) {k = 1 : i64} : (i32, f32) -> (f32, i1) loc(#[[WRAPPED:loc[0-9]*]])
// LOC: test.polyfor %i loc("{{.*}}":[[# @LINE + 11]]:8), %a_b loc("{{.*}}":[[# @LINE + 11]]:19) {
// LOC: #[[WRAPPED]] = loc("{{.*}}":[[# @LINE + 8]]:37)
func.func @f(%a: f32, %b: f32, %c: i32) -> f32 {
  %0 = test.pretty_printed_region %a, %b start test.special.op end : (f32, f32) -> f32
  %1 = test.pretty_printed_region %0, %b ({
  ^bb0(%x: f32, %y: f32):
    %r = "test.other"(%x, %y) : (f32, f32) -> f32
    "test.return"(%r) : (f32) -> ()
  }) : (f32, f32) -> f32
  %2:2 = test.wrapping_region wraps "some.op"(%c, %1) {k = 1} : (i32, f32) -> (f32, i1)
  "test.polyfor"() ({
  ^bb0(%i: index, %j: index):
    "test.use"(%i, %j) : (index, index) -> ()
  }) {arg_names = ["i", "a b"]} : () -> ()
  test.polyfor %p, %q {
    "test.use"(%p, %q) : (index, index) -> ()
  }
  test.block_names {
    "test.br"() [^bb1] : () -> ()
  ^bb1:
    "test.return"() : () -> ()
  }
  %x, %y = test.string_attr_pretty_name
  %z = test.string_attr_pretty_name attributes {names = ["q"]}
  %w = test.string_attr_pretty_name attributes {k}
  return %2#0 : f32
}
