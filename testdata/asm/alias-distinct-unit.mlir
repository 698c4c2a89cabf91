// RUN: gomlir-opt --allow-unregistered-dialect %s | FileCheck %s

// Distinct attributes of unit get no alias.
// CHECK-NOT: #distinct
// CHECK: "t.op"() {a = distinct[0]<>, b = distinct[1]<>, c = [distinct[2]<>]} : () -> ()
// CHECK-NEXT: "t.op"() {a = distinct[0]<>} : () -> ()
"t.op"() {a = distinct[0]<>, b = distinct[1]<unit>, c = [distinct[2]<>]} : () -> ()
"t.op"() {a = distinct[0]<>} : () -> ()
