// RUN: gomlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: gomlir-opt --allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: gomlir-opt --allow-unregistered-dialect %s --mlir-print-op-generic | gomlir-opt --allow-unregistered-dialect | FileCheck %s

// arith.constant: result names (%c<value>[_<type>], %true, %false, %cst),
// every kind of value attribute (expected output recorded from upstream).

func.func @names() {
  %0 = "arith.constant"() {value = 42 : i32} : () -> i32
  %1 = arith.constant 42 : i32
  %2 = arith.constant {crazy = "func.foo"} 43 : index
  %3 = arith.constant 43.0 : bf16
  %4 = arith.constant dense<0> : vector<4 x i32>
  %5 = arith.constant dense<0> : tensor<42 x i32>
  %6 = arith.constant true
  %7 = arith.constant false
  %8 = arith.constant 340282366920938463463374607431768211455 : i128
  %9 = arith.constant 85070591730234615865843651857942052864 : i128
  %10 = arith.constant -1 : index
  %11 = arith.constant -9223372036854775808 : i64
  %12 = arith.constant 1 : i1
  %13 = arith.constant 0 : i1
  %14 = arith.constant 255 : i8
  %15 = arith.constant 0x7FC00000 : f32
  %16 = arith.constant 1.0 : f8E4M3FN
  %17 = arith.constant dense<[true, false]> : vector<2xi1>
  %18 = arith.constant dense<1.5> : vector<[4]xf32>
  %19 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %20 = arith.constant dense<"abc"> : tensor<2x!foo.string>
  %21 = arith.constant dense_resource<blob> : tensor<2xi32>
  %22 = arith.constant sparse<[[0], [1]], [1, 2]> : tensor<4xi32>
  %23 = arith.constant 7 : i3
  %24 = arith.constant 0 : i0
  %25 = arith.constant dense<> : tensor<0xi32>
  %26 = arith.constant 3 : i64
  %27 = arith.constant 3 : i64
  %28 = arith.constant dense<1> : vector<i8>
  return
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}

// CHECK: module {
// CHECK-NEXT:   func.func @names() {
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     %c42_i32_0 = arith.constant 42 : i32
// CHECK-NEXT:     %c43 = arith.constant {crazy = "func.foo"} 43 : index
// CHECK-NEXT:     %cst = arith.constant 4.300000e+01 : bf16
// CHECK-NEXT:     %cst_1 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<0> : tensor<42xi32>
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT:     %c85070591730234615865843651857942052864_i128 = arith.constant 85070591730234615865843651857942052864 : i128
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT:     %true_3 = arith.constant true
// CHECK-NEXT:     %false_4 = arith.constant false
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %cst_5 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %cst_6 = arith.constant 1.000000e+00 : f8E4M3FN
// CHECK-NEXT:     %cst_7 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT:     %cst_8 = arith.constant dense<1.500000e+00> : vector<[4]xf32>
// CHECK-NEXT:     %cst_9 = arith.constant dense<{{[[][[]}}1, 2], [3, 4]]> : tensor<2x2xi64>
// CHECK-NEXT:     %cst_10 = arith.constant dense<"abc"> : tensor<2x!foo.string>
// CHECK-NEXT:     %cst_11 = arith.constant dense_resource<blob> : tensor<2xi32>
// CHECK-NEXT:     %cst_12 = arith.constant sparse<{{[[][[]}}0], [1]], [1, 2]> : tensor<4xi32>
// CHECK-NEXT:     %c-1_i3 = arith.constant -1 : i3
// CHECK-NEXT:     %c0_i0 = arith.constant 0 : i0
// CHECK-NEXT:     %cst_13 = arith.constant dense<> : tensor<0xi32>
// CHECK-NEXT:     %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT:     %c3_i64_14 = arith.constant 3 : i64
// CHECK-NEXT:     %cst_15 = arith.constant dense<1> : vector<i8>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "names"}> ({
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC-NEXT:     %1 = "arith.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC-NEXT:     %2 = "arith.constant"() <{value = 43 : index}> {crazy = "func.foo"} : () -> index
// GENERIC-NEXT:     %3 = "arith.constant"() <{value = 4.300000e+01 : bf16}> : () -> bf16
// GENERIC-NEXT:     %4 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
// GENERIC-NEXT:     %5 = "arith.constant"() <{value = dense<0> : tensor<42xi32>}> : () -> tensor<42xi32>
// GENERIC-NEXT:     %6 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %7 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %8 = "arith.constant"() <{value = -1 : i128}> : () -> i128
// GENERIC-NEXT:     %9 = "arith.constant"() <{value = 85070591730234615865843651857942052864 : i128}> : () -> i128
// GENERIC-NEXT:     %10 = "arith.constant"() <{value = -1 : index}> : () -> index
// GENERIC-NEXT:     %11 = "arith.constant"() <{value = -9223372036854775808 : i64}> : () -> i64
// GENERIC-NEXT:     %12 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %13 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:     %14 = "arith.constant"() <{value = -1 : i8}> : () -> i8
// GENERIC-NEXT:     %15 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
// GENERIC-NEXT:     %16 = "arith.constant"() <{value = 1.000000e+00 : f8E4M3FN}> : () -> f8E4M3FN
// GENERIC-NEXT:     %17 = "arith.constant"() <{value = dense<[true, false]> : vector<2xi1>}> : () -> vector<2xi1>
// GENERIC-NEXT:     %18 = "arith.constant"() <{value = dense<1.500000e+00> : vector<[4]xf32>}> : () -> vector<[4]xf32>
// GENERIC-NEXT:     %19 = "arith.constant"() <{value = dense<{{[[][[]}}1, 2], [3, 4]]> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
// GENERIC-NEXT:     %20 = "arith.constant"() <{value = dense<"abc"> : tensor<2x!foo.string>}> : () -> tensor<2x!foo.string>
// GENERIC-NEXT:     %21 = "arith.constant"() <{value = dense_resource<blob> : tensor<2xi32>}> : () -> tensor<2xi32>
// GENERIC-NEXT:     %22 = "arith.constant"() <{value = sparse<{{[[][[]}}0], [1]], [1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
// GENERIC-NEXT:     %23 = "arith.constant"() <{value = -1 : i3}> : () -> i3
// GENERIC-NEXT:     %24 = "arith.constant"() <{value = 0 : i0}> : () -> i0
// GENERIC-NEXT:     %25 = "arith.constant"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
// GENERIC-NEXT:     %26 = "arith.constant"() <{value = 3 : i64}> : () -> i64
// GENERIC-NEXT:     %27 = "arith.constant"() <{value = 3 : i64}> : () -> i64
// GENERIC-NEXT:     %28 = "arith.constant"() <{value = dense<1> : vector<i8>}> : () -> vector<i8>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: {-#
// GENERIC-NEXT:   dialect_resources: {
// GENERIC-NEXT:     builtin: {
// GENERIC-NEXT:       blob: "0x040000000100000002000000"
// GENERIC-NEXT:     }
// GENERIC-NEXT:   }
// GENERIC-NEXT: #-}
