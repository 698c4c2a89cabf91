// RUN: gomlir-opt --canonicalize %s | FileCheck %s
// RUN: gomlir-opt --canonicalize %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: gomlir-opt --canonicalize %s | gomlir-opt --canonicalize | FileCheck %s
// RUN: gomlir-opt --canonicalize %s --mlir-print-op-generic | gomlir-opt --canonicalize | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @merge_poison() -> (i32, i32, vector<2xf32>) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = ub.poison : vector<2xf32>
// CHECK-NEXT:     return %0, %0, %1 : i32, i32, vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (i32, i32, vector<2xf32>), sym_name = "merge_poison"}> ({
// GENERIC-NEXT:     %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC-NEXT:     %1 = "ub.poison"() <{value = #ub.poison}> : () -> vector<2xf32>
// GENERIC-NEXT:     "func.return"(%0, %0, %1) : (i32, i32, vector<2xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// Poison constants are uniqued and hoisted like other constants, and
// materialized by the ub dialect when folding produces poison.

func.func @merge_poison() -> (i32, i32, vector<2xf32>) {
  %0 = ub.poison : i32
  %1 = ub.poison : i32
  %2 = ub.poison : vector<2xf32>
  return %0, %1, %2 : i32, i32, vector<2xf32>
}
