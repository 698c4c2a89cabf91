// RUN: gomlir-opt %s -test-topological-sort-analysis --allow-unregistered-dialect > %t.g 2> %t.ge
// RUN: mlir-opt-upstream %s -test-topological-sort-analysis --allow-unregistered-dialect > %t.u 2> %t.ue
// RUN: diff %t.ge %t.ue
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g
// RUN: FileCheck %s --check-prefix=ERR < %t.ge

// ERR: error: could not schedule all ops

// computeTopologicalSorting over the "selected" ops under each "root":
// ready ops swap to the front, a cycle takes the first unscheduled op, and
// an op is ready once the ops nested in it are.

// CHECK-LABEL: test.graph_region
// CHECK-NOT: pos =
// CHECK: test.graph_region
test.graph_region attributes {root} {
  %0 = "test.a"(%4) {selected} : (i32) -> i32
  %1 = "test.b"(%0, %3) {selected} : (i32, i32) -> i32
  %2 = "test.c"() ({
    %n = "test.inner"(%3) {selected} : (i32) -> i32
    "test.yield"(%n) : (i32) -> ()
  }) {selected} : () -> i32
  %3 = "test.d"(%1) {selected} : (i32) -> i32
  %4 = "test.e"(%2) {selected} : (i32) -> i32
  %5 = "test.f"(%5) {selected} : (i32) -> i32
}

test.graph_region attributes {root} {
  %0 = "test.a"(%4) {selected} : (i32) -> i32
  %1 = "test.b"(%0, %3) {selected} : (i32, i32) -> i32
  %2 = "test.c"() ({
    %n = "test.inner"(%3) {selected} : (i32) -> i32
    "test.yield"(%n) : (i32) -> ()
  }) {selected} : () -> i32
  %3 = "test.d"(%9) {selected} : (i32) -> i32
  %4 = "test.e"(%2) {selected} : (i32) -> i32
  %9 = "test.g"() : () -> i32
}

// CHECK: "test.y"{{.*}}pos = 0
test.graph_region attributes {root} {
  %0 = "test.x"(%1) {selected} : (i32) -> i32
  %1 = "test.y"() {selected} : () -> i32
  %2 = "test.z"(%0) : (i32) -> i32
}
