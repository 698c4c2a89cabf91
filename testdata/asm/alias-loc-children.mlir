// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s

// Location aliases are collected as the locations print: the unknown child
// of a name location is not visited, the metadata of a fused location is
// visited before its locations.
// CHECK:      #loc = loc(
// CHECK-NEXT: #loc1 = loc("a")
// CHECK-NEXT: #loc2 = loc("n")
// CHECK-NEXT: #loc3 = loc("b")
// CHECK-NEXT: #loc4 = loc("m")
// CHECK-NEXT: #loc5 = loc("c")
// CHECK-NEXT: #loc6 = loc(fused[#loc1, #loc2])
// CHECK-NEXT: #loc7 = loc(fused<#loc4>[#loc5])
// CHECK-NOT: loc(unknown)
"t.op"() : () -> () loc(fused["a", "n"(unknown)])
"t.op"() : () -> () loc("b")
"t.op"() : () -> () loc(fused<loc("m")>["c"])
