// Custom directives over dimension lists and an optional group with an
// else group, as upstream's test ops print and parse them.
// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -mlir-print-op-generic > %t.g
// RUN: mlir-opt-upstream %s -mlir-print-op-generic > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g
// CHECK: dimension_list = array<i64: 1, 2>
// CHECK: "test.optional_custom_attr"() : () -> ()
// CHECK: "test.optional_custom_attr"() <{attr = false}> : () -> ()
test.custom_dimension_list_attr dimension_list = []
test.custom_dimension_list_attr dimension_list = 1x2
test.custom_dimension_list_attr dimension_list = ?x?
test.optional_custom_attr bar
test.optional_custom_attr foo false
test.optional_custom_attr foo true
test.custom_dimension_list_attr dimension_list = 0x3x?
