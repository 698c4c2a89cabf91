// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "t.def"() : () -> i32
%0 = "t.def"() : () -> i32

// Result groups, `%x#N` uses and operand lists.
// CHECK-NEXT: %1:3 = "t.multi"(%0, %0) : (i32, i32) -> (i32, f32, index)
%1:3 = "t.multi"(%0, %0) : (i32, i32) -> (i32, f32, index)
// CHECK-NEXT: "t.use"(%1#0, %1#2) : (i32, index) -> ()
"t.use"(%1#0, %1#2) : (i32, index) -> ()

// Properties, regions with blocks, successors and discardable attributes.
// CHECK-NEXT: "t.op"() <{p = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: f16):
// CHECK-NEXT:   "t.br"(%arg0)[^bb1] : (i32) -> ()
// Nested regions are numbered after their parent region.
// CHECK-NEXT: ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "t.cond"(%3)[^bb1, ^bb2] : (i32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   "t.ret"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) {a, b = "s"} : () -> ()
"t.op"() <{p = 1 : i32}> ({
^bb0(%a: i32, %b: f16):
  "t.br"(%a)[^bb1] : (i32) -> ()
^bb1(%c: i32):
  "t.cond"(%c)[^bb1, ^bb2] : (i32) -> ()
^bb2:
  "t.ret"() : () -> ()
}, {
}) {b = "s", a} : () -> ()

// Forward references resolve when the value is defined later (graph-like
// top level of the implicit module).
// CHECK-NEXT: "t.fwd"(%2) : (i64) -> ()
// CHECK-NEXT: %2 = "t.later"() : () -> i64
"t.fwd"(%later) : (i64) -> ()
%later = "t.later"() : () -> i64

// Escaped operation names and symbol names.
// CHECK-NEXT: "t.weird\0Aname"() {sym = @"a b"::@c} : () -> ()
"t.weird\0Aname"() {sym = @"a b"::@c} : () -> ()
// CHECK-NEXT: }) : () -> ()
