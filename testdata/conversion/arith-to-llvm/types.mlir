// RUN: gomlir-opt %s -convert-arith-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -convert-arith-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -convert-arith-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-arith-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-arith-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Small floats become integers but their float ops stay; scalable and 0-D
// vectors, vectors of index.
// CHECK-LABEL: func.func @f
// CHECK:      arith.addf %{{.*}}, %{{.*}} : f8E4M3FN
// CHECK-NEXT: llvm.fadd %{{.*}}, %{{.*}} : bf16
// CHECK-NEXT: arith.addf %{{.*}}, %{{.*}} : tf32
// CHECK-NEXT: llvm.fadd %{{.*}}, %{{.*}} : vector<[4]xf32>
func.func @f(%a: f8E4M3FN, %b: bf16, %t: tf32, %v: vector<[4]xf32>, %w: vector<2x[4]xf32>, %iv: vector<2x3xindex>, %z: vector<f32>) {
  %0 = arith.addf %a, %a : f8E4M3FN
  %1 = arith.addf %b, %b : bf16
  %2 = arith.addf %t, %t : tf32
  %3 = arith.addf %v, %v : vector<[4]xf32>
  %4 = arith.addf %w, %w : vector<2x[4]xf32>
  %5 = arith.addi %iv, %iv : vector<2x3xindex>
  %6 = arith.index_cast %iv : vector<2x3xindex> to vector<2x3xi32>
  %7 = arith.addf %z, %z : vector<f32>
  %8 = arith.bitcast %a : f8E4M3FN to i8
  %9 = arith.extf %a : f8E4M3FN to f32
  %10 = arith.constant 1.0 : f8E4M3FN
  %11 = arith.constant dense<2> : vector<2x3xindex>
  %12:2 = arith.addui_extended %iv, %iv : vector<2x3xindex>, vector<2x3xi1>
  %c = arith.constant true
  %13 = arith.select %c, %a, %a : f8E4M3FN
  return
}
