// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | FileCheck %s

// Aliases are ordered by depth, then kind and name. As upstream, an
// attribute without alias is a level too: the distinct attribute around
// the dictionary around #set is deeper than the fused location around #loc.
// CHECK:      #loc1 = loc("x")
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #loc4 = loc(fused<1 : i32>[#loc1])
// CHECK-NEXT: #distinct = distinct[0]<{p = #set}>
// The integer metadata of a location used by an op (deferred), then by a
// block argument (not deferred) does not make the module's location
// non-deferred: it prints at the end.
// CHECK-NEXT: "builtin.module"() ({
// CHECK:      ^bb0(%arg0: i32 loc(fused<1 : i32>[#loc1])):
// CHECK:      }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc(
"t.op"() {d = distinct[0]<{p = affine_set<(d0) : (d0 >= 0)>}>} : () -> () loc("x")
"t.op"() : () -> () loc(fused<1 : i32>["x"])
"t.op"() ({
^bb0(%a: i32 loc(fused<1 : i32>["x"])):
  "t.op"() {f = 2.0 : f32} : () -> () loc("y")
}) : () -> ()
