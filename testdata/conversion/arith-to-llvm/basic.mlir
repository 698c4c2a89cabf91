// RUN: gomlir-opt %s -convert-arith-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -convert-arith-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -convert-arith-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-arith-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-arith-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Flags convert; n-D vectors are unrolled into 1-D ops; index_cast
// truncates the lowered index; the ceiling division is expanded first.
// CHECK-LABEL: func.func @f
// CHECK:      llvm.add %{{.*}}, %{{.*}} overflow<nsw> {foo} : i32
// CHECK-NEXT: llvm.fadd %{{.*}}, %{{.*}} {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: llvm.fpext %{{.*}} : f16 to f32
// CHECK-NEXT: llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK:      llvm.trunc %{{.*}} : i64 to i32
// CHECK-NEXT: llvm.icmp "slt"
// CHECK-NEXT: llvm.fcmp "olt" %{{.*}}, %{{.*}} {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: llvm.mlir.constant(dense<1.000000e+00> : vector<2x3xf32>) : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: llvm.mlir.constant(3 : index) : i64
// CHECK:      llvm.lshr
// CHECK:      llvm.sdiv
// CHECK:      llvm.intr.experimental.constrained.fptrunc %{{.*}} tonearest ignore : f32 to f16
// CHECK:      llvm.fpext %{{.*}} {fastmath = #arith.fastmath<fast>} : f16 to f32
func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<2x3xf32>, %i: index, %h: f16) -> () {
  %0 = arith.addi %a, %b overflow<nsw> {foo} : i32
  %1 = arith.addf %x, %y fastmath<fast> : f32
  %2 = arith.extf %h : f16 to f32
  %3 = arith.addf %v, %v : vector<2x3xf32>
  %4 = arith.index_cast %i : index to i32
  %5 = arith.cmpi slt, %a, %b : i32
  %6 = arith.cmpf olt, %x, %y fastmath<nnan> : f32
  %7 = arith.constant dense<1.0> : vector<2x3xf32>
  %8 = arith.constant 3 : index
  %9:2 = arith.mului_extended %a, %b : i32
  %10 = arith.ceildivsi %a, %b : i32
  %11 = arith.truncf %x to_nearest_even : f32 to f16
  %12 = arith.cmpf olt, %v, %v : vector<2x3xf32>
  %13 = arith.extf %h fastmath<fast> : f16 to f32
  return
}
