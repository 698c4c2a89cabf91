// RUN: gomlir-opt -allow-unregistered-dialect %s -topological-sort | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -topological-sort > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -topological-sort > %t.u
// RUN: diff %t.g %t.u

// Graph regions (the module body) are sorted; ops in a cycle keep their
// order; uses inside nested regions count.
// CHECK:      %[[C:.*]] = "foo.c"()
// CHECK-NEXT: %[[E:.*]] = "foo.e"()
// CHECK-NEXT: "foo.last"(%[[C]])
// CHECK-NEXT: %[[B:.*]] = "foo.b"(%[[C]])
// CHECK-NEXT: %[[D:.*]] = "foo.d"(%[[B]]) ({
// CHECK-NEXT:   "foo.inner"(%[[E]])
// CHECK:      "foo.a"(%[[D]])
// CHECK-NEXT: "foo.cyc1"
// CHECK-NEXT: "foo.cyc2"
"foo.a"(%2) : (i32) -> ()
%1 = "foo.b"(%0) : (i32) -> i32
%0 = "foo.c"() : () -> i32
%2 = "foo.d"(%1) ({
  "foo.inner"(%3) : (i32) -> ()
}) : (i32) -> i32
%3 = "foo.e"() : () -> i32
%4 = "foo.cyc1"(%5) : (i32) -> i32
%5 = "foo.cyc2"(%4) : (i32) -> i32
"foo.last"(%0) : (i32) -> ()
