// RUN: gomlir-opt -allow-unregistered-dialect -mlir-print-debuginfo -mlir-pretty-debuginfo %s > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect -mlir-print-debuginfo -mlir-pretty-debuginfo %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect -mlir-print-debuginfo -mlir-pretty-debuginfo -mlir-print-local-scope %s > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect -mlir-print-debuginfo -mlir-pretty-debuginfo -mlir-print-local-scope %s > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt -allow-unregistered-dialect -mlir-print-debuginfo %s > %t.g3
// RUN: mlir-opt-upstream -allow-unregistered-dialect -mlir-print-debuginfo %s > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: FileCheck %s < %t.g2

// Pretty locations: no loc( wrapper, [unknown], bare file names, call
// sites broken before ` at ` unless a name is called from a file position.
// Locations an op prints itself (test.attr_with_loc) get aliases that are
// not deferred to the end of the file.
// CHECK: "foo.op"() {l = [unknown], m = <"x">["a", b:3:3]} : () -> () "x" at y:1:2
// CHECK: ^bb0(%arg2: i32 "z"(w:1:1)):
// CHECK-NEXT: "foo.t"() : () -> () "n"("m" at o:1:1)
// CHECK: test.attr_with_loc("foo" "a"
// CHECK-NEXT: {{^}} at b:1:1
// CHECK-NEXT: {{^}} at c:2:2) [unknown]
#l = loc(callsite("x" at "y":1:2))
func.func @f(%a: i32 loc("q"), %b: i32 loc(callsite("a":1:1 at "b":2:2))) {
  "foo.op"() {l = loc(unknown), m = loc(fused<"x">["a", "b":3:3])} : () -> () loc(#l)
  "foo.op"() ({
  ^bb0(%x: i32 loc("z"("w":1:1))):
    "foo.t"() : () -> () loc("n"(callsite("m" at "o":1:1)))
  }) : () -> () loc("a":1:1 to 2:3)
  test.attr_with_loc("foo" loc(callsite("a" at callsite("b":1:1 at "c":2:2)))) loc(unknown)
  return
}
