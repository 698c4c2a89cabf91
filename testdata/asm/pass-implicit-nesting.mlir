// RUN: gomlir-opt %s -test-recursive-types | FileCheck %s

// A pass flag anchored on func.func nests implicitly under the module, as
// in mlir-opt.
// CHECK-LABEL: func.func @create()
// CHECK-NEXT:    %0 = "test.dummy_type_test_op"() : () -> !test.test_rec<some_long_and_unique_name, test_rec<some_long_and_unique_name>>
func.func @create() {
  return
}

// CHECK-LABEL: func.func @roundtrip()
// CHECK-NEXT:    "test.dummy_op_for_roundtrip"() : () -> ()
func.func @roundtrip() {
  "test.dummy_op_for_roundtrip"() : () -> ()
  return
}
