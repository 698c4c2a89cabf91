// RUN: gomlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: gomlir-opt --allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: gomlir-opt --allow-unregistered-dialect %s | gomlir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: gomlir-opt --allow-unregistered-dialect %s --mlir-print-op-generic | gomlir-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @poison() -> (i32, i32, complex<f32>, vector<4xi64>, tensor<8x?xf64>, index) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = ub.poison : i32
// CHECK-NEXT:     %2 = ub.poison {test.attr} : complex<f32>
// CHECK-NEXT:     %3 = ub.poison {test.attr} : vector<4xi64>
// CHECK-NEXT:     %4 = ub.poison : tensor<8x?xf64>
// CHECK-NEXT:     %5 = ub.poison : index
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5 : i32, i32, complex<f32>, vector<4xi64>, tensor<8x?xf64>, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unreachable(%arg0: i1) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     ub.unreachable
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     ub.unreachable {test.attr}
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.attrs"() {a = #ub.poison, b = #ub.poison} : () -> ()
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (i32, i32, complex<f32>, vector<4xi64>, tensor<8x?xf64>, index), sym_name = "poison"}> ({
// GENERIC-NEXT:     %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC-NEXT:     %1 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC-NEXT:     %2 = "ub.poison"() <{value = #ub.poison}> {test.attr} : () -> complex<f32>
// GENERIC-NEXT:     %3 = "ub.poison"() <{value = #ub.poison}> {test.attr} : () -> vector<4xi64>
// GENERIC-NEXT:     %4 = "ub.poison"() <{value = #ub.poison}> : () -> tensor<8x?xf64>
// GENERIC-NEXT:     %5 = "ub.poison"() <{value = #ub.poison}> : () -> index
// GENERIC-NEXT:     "func.return"(%0, %1, %2, %3, %4, %5) : (i32, i32, complex<f32>, vector<4xi64>, tensor<8x?xf64>, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i1) -> (), sym_name = "unreachable"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i1):
// GENERIC-NEXT:     "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// GENERIC-NEXT:   ^bb1:  // pred: ^bb0
// GENERIC-NEXT:     "ub.unreachable"() : () -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb0
// GENERIC-NEXT:     "ub.unreachable"() {test.attr} : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "test.attrs"() {a = #ub.poison, b = #ub.poison} : () -> ()
// GENERIC-NEXT: }) : () -> ()

// ub dialect: every op in its custom form; output must match upstream
// byte for byte.

func.func @poison() -> (i32, i32, complex<f32>, vector<4xi64>, tensor<8x?xf64>, index) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : i32
  %2 = ub.poison {test.attr} : complex<f32>
  %3 = ub.poison {test.attr} <#ub.poison> : vector<4xi64>
  %4 = "ub.poison"() : () -> tensor<8x?xf64>
  %5 = "ub.poison"() <{value = #ub.poison}> : () -> index
  return %0, %1, %2, %3, %4, %5 : i32, i32, complex<f32>, vector<4xi64>, tensor<8x?xf64>, index
}

func.func @unreachable(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  ub.unreachable {test.attr}
}

"test.attrs"() {a = #ub.poison, b = #ub<poison>} : () -> ()
