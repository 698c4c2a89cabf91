// RUN: gomlir-opt -allow-unregistered-dialect -mlir-print-value-users %s | FileCheck %s

// Users comments as upstream: users in use-list order (latest use first),
// each user once, ids of result-less users, grouped per result.
// CHECK:      func.func @f(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:   // %arg0 is used by %4#0, %4#1, %3, %2
// CHECK-NEXT:   // %arg1 is unused
// CHECK-NEXT:   "t.noop"() : () -> ()
// CHECK-NEXT:   "t.sink"(%arg0) : (i32) -> () // id: %2
// CHECK-NEXT:   %3 = "t.one"(%arg0) : (i32) -> i32 // users: %4#0, %4#1
// CHECK-NEXT:   %4:2 = "t.two"(%arg0, %3, %3) : (i32, i32, i32) -> (i32, i32) // users: (%5), (unused)
// CHECK-NEXT:   %5 = "t.use"(%4#0) : (i32) -> i32 // unused
// CHECK-NEXT:   return
func.func @f(%a: i32, %b: i32) {
  "t.noop"() : () -> ()
  "t.sink"(%a) : (i32) -> ()
  %0 = "t.one"(%a) : (i32) -> i32
  %1:2 = "t.two"(%a, %0, %0) : (i32, i32, i32) -> (i32, i32)
  %2 = "t.use"(%1#0) : (i32) -> i32
  return
}
