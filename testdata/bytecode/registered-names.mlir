// Op names are marked registered in the dialect section (version 5 on)
// exactly when upstream registers the op: test ops upstream's test dialect
// defines are registered, unknown ones of the same dialect are not. Native
// properties (integer, string, bool and integer array ones) are encoded as
// upstream encodes them, and left out before version 5.
// RUN: gomlir-opt %s --allow-unregistered-dialect --emit-bytecode -o %t.g6.bc
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect --emit-bytecode -o %t.u6.bc
// RUN: cmp %t.g6.bc %t.u6.bc
// RUN: gomlir-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=5 -o %t.g5.bc
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=5 -o %t.u5.bc
// RUN: cmp %t.g5.bc %t.u5.bc
// RUN: gomlir-opt %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=4 -o %t.g4.bc
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect --emit-bytecode --emit-bytecode-version=4 -o %t.u4.bc
// RUN: cmp %t.g4.bc %t.u4.bc
// RUN: gomlir-opt %t.u6.bc --allow-unregistered-dialect --mlir-print-op-generic > %t.g.txt
// RUN: mlir-opt-upstream %t.u6.bc --allow-unregistered-dialect --mlir-print-op-generic > %t.u.txt
// RUN: diff %t.g.txt %t.u.txt
// RUN: gomlir-opt %t.u4.bc --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK: "test.with_properties"() <{a = 0 : i64, array = array<i64>, array32 = array<i32>, b = "foo", c = "", flag = false}>
module {
  func.func @f(%a: i32, %t: tensor<4xf32>) {
    %0 = "test.addi"(%a, %a) : (i32, i32) -> i32
    %1 = "test.data_layout_query"() : () -> i32
    "test.one_region_op"() ({
      "test.unknown_op"() : () -> ()
    }) : () -> ()
    %2 = "test.elementwise_mappable"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    test.with_properties a = -3, b = "foo", c = "bar", flag = true, array = [1, -2], array32 = [5, 6]
    test.with_properties a = 32, b = "foo", c = "", flag = false, array = [], array32 = [7]
    return
  }
  "test.symbol"() {sym_name = "s", sym_visibility = "private"} : () -> ()
}
