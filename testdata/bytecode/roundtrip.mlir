// Bytecode written by gomlir is upstream's, byte for byte, at every version,
// and each tool reads the other's.
// RUN: gomlir-opt %s --emit-bytecode -o %t.g.bc
// RUN: mlir-opt-upstream %s --emit-bytecode -o %t.u.bc
// RUN: cmp %t.g.bc %t.u.bc
// RUN: gomlir-opt %s --emit-bytecode --emit-bytecode-version=0 -o %t.g0.bc
// RUN: mlir-opt-upstream %s --emit-bytecode --emit-bytecode-version=0 -o %t.u0.bc
// RUN: cmp %t.g0.bc %t.u0.bc
// RUN: gomlir-opt %s --emit-bytecode --emit-bytecode-version=4 -o %t.g4.bc
// RUN: mlir-opt-upstream %s --emit-bytecode --emit-bytecode-version=4 -o %t.u4.bc
// RUN: cmp %t.g4.bc %t.u4.bc
// RUN: gomlir-opt %t.u.bc --mlir-print-debuginfo > %t.g.txt
// RUN: mlir-opt-upstream %t.u.bc --mlir-print-debuginfo > %t.u.txt
// RUN: diff %t.g.txt %t.u.txt
// RUN: gomlir-opt %t.u0.bc | FileCheck %s
// RUN: gomlir-opt %s --verify-roundtrip | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK: arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK: dense_resource<blob> : tensor<2xi32>
// CHECK: cf.cond_br
// CHECK: blob: "0x040000000100000002000000"
func.func @f(%a: i32, %b: i32, %c: i1) -> (i32, tensor<2xi32>) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.constant dense_resource<blob> : tensor<2xi32>
  %2 = arith.constant dense<[true, false, true]> : tensor<3xi1>
  cf.cond_br %c, ^bb1(%0 : i32), ^bb2
^bb1(%x: i32):
  %3 = arith.muli %x, %0 : i32
  return %3, %1 : i32, tensor<2xi32>
^bb2:
  return %0, %1 : i32, tensor<2xi32>
}

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}
