// RUN: not gomlir-opt %s -split-input-file -convert-math-to-libm 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file -convert-math-to-libm 2> %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// A diagnostic at a call site location lists the callers, as upstream's
// source manager handler does; the notes then compare their location with
// the last caller's.
// CHECK:      <unknown>:0: error: loc(callsite("x.y" at unknown)): failed to legalize operation 'math.ctpop' that was explicitly marked illegal
// CHECK-NEXT: <unknown>:0: note: called from
// CHECK-NEXT: <unknown>:0: note: loc(callsite("x.y" at unknown)): see current operation:
func.func @f(%a: i32) -> i32 {
  %0 = math.ctpop %a : i32 loc(callsite("x.y" at unknown))
  return %0 : i32
}

// -----

#loc1 = loc("a.mlir":3:4)
#loc2 = loc("b.mlir":5:6)
// CHECK:      a.mlir:3:4: error: failed to legalize operation 'math.ctlz' that was explicitly marked illegal
// CHECK-NEXT: b.mlir:5:6: note: called from
// CHECK-NEXT: a.mlir:3:4: note: called from
// CHECK-NEXT: <unknown>:0: note: called from
// CHECK-NOT:  called from
func.func @g(%a: i32) -> i32 {
  %0 = math.ctlz %a : i32 loc(callsite("inner"(#loc1) at callsite("mid"(#loc2) at callsite(#loc1 at unknown))))
  return %0 : i32
}
