// RUN: gomlir-opt -allow-unregistered-dialect %s | FileCheck %s

// Alias definitions as upstream: by depth (a recursive type counts its own
// alias), types before attributes at equal depth, then by name; trailing
// digits are kept; dialects suggest aliases for builtin attributes too; an
// alias is only used once its definition is printed.
// CHECK:      !a9 = !test.test_rec_alias<a9, i32>
// CHECK-NEXT: !name2 = !test.test_rec_alias<name2, i32>
// CHECK-NEXT: #_0_test_alias = "alias_test:prefixed_digit"
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #test2Ealias = "alias_test:dot_in_name"
// CHECK-NEXT: #test_alias0 = "alias_test:trailing_digit"
// CHECK-NEXT: !r5 = !test.test_rec_alias<r5, !test.test_rec_alias<r3, !test.test_rec_alias<r4, !test.test_rec_alias<r5>>>>
// CHECK-NEXT: !r4 = !test.test_rec_alias<r4, !r5>
// CHECK-NEXT: !r3 = !test.test_rec_alias<r3, !r4>
// CHECK-NEXT: module {
// CHECK-NEXT:   "t.op"() {a = #test_alias0, b = #_0_test_alias, c = #test2Ealias, d = #map} : () -> ()
// CHECK-NEXT:   %0 = "t.op"() : () -> tuple<!name2, !a9>
// CHECK-NEXT:   %1 = "t.op"() : () -> !r3
"t.op"() {a = "alias_test:trailing_digit", b = "alias_test:prefixed_digit", c = "alias_test:dot_in_name", d = affine_map<(d0) -> (d0)>} : () -> ()
"t.op"() : () -> tuple<!test.test_rec_alias<name2, i32>, !test.test_rec_alias<a9, i32>>
"t.op"() : () -> !test.test_rec_alias<r3, !test.test_rec_alias<r4, !test.test_rec_alias<r5, !test.test_rec_alias<r3>>>>
