// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s

// The properties of unregistered operations are not visited when collecting
// aliases: what only they use prints inline, what others alias prints as an
// alias.
// CHECK:      #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map2 = affine_map<() -> (42)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "t.op"() <{a = affine_map<(d0) -> (d0 + 1)>, b = distinct[1]<1 : i64>}> {d = #distinct} : () -> ()
// CHECK-NEXT:   "t.op"() {a = #map} : () -> ()
// CHECK-NEXT:   "t.op"() <{a = #map1}> {b = #map1} : () -> ()
"t.op"() <{a = affine_map<(d0) -> (d0 + 1)>, b = distinct[0]<1>}> {d = distinct[1]<1>} : () -> ()
"t.op"() {a = affine_map<(d0) -> (d0 + 2)>} : () -> ()
"t.op"() <{a = affine_map<(d0) -> (d0 + 3)>}> {b = affine_map<(d0) -> (d0 + 3)>}: () -> ()

// Operations of upstream's dialects are registered there: their properties
// are visited.
// CHECK: "affine.apply"() <{map = #map2}> : () -> index
%0 = "affine.apply"() <{map = affine_map<() -> (42)>}> : () -> index
