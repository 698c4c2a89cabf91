// RUN: gomlir-opt -allow-unregistered-dialect %s -strip-debuginfo -mlir-print-debuginfo | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -strip-debuginfo -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -strip-debuginfo -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// Locations held in attributes stay.
// CHECK: #[[LOC:.*]] = loc(unknown)
// CHECK: #[[ATTR:.*]] = loc("inattr")
// CHECK: ^bb0(%arg0: i32 loc(unknown)):
// CHECK: "foo.yield"(%arg0) {l = #[[ATTR]]} : (i32) -> () loc(#[[LOC]])
// CHECK: func.func @f(%arg0: i32 loc(unknown))
"foo.op"() ({
^bb0(%a: i32 loc("arg")):
  "foo.yield"(%a) {l = loc("inattr")} : (i32) -> () loc("y")
}) : () -> () loc(fused["a", "b"])
func.func @f(%a: i32 loc("x")) -> i32 {
  return %a : i32 loc(callsite("f" at "g"))
} loc("func")
