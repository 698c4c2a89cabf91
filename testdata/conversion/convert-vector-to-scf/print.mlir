// RUN: gomlir-opt %s -convert-vector-to-scf | FileCheck %s
// RUN: gomlir-opt %s -convert-vector-to-scf -mlir-print-op-generic -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -convert-vector-to-scf -mlir-print-op-generic -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// Vectors are printed one element at a time, in brackets, comma-separated.
// CHECK-LABEL: func.func @p
// CHECK:         vector.print punctuation <open>
// CHECK-NEXT:    scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      %[[E:.*]] = vector.extract %{{.*}}[%[[I]]] : f32 from vector<4xf32>
// CHECK-NEXT:      vector.print %[[E]] : f32 punctuation <no_punctuation>
// CHECK:         vector.shape_cast %{{.*}} : vector<2x3xi32> to vector<6xi32>
// CHECK:         arith.extui %{{.*}} : vector<3xi1> to vector<3xi8>
func.func @p(%v : vector<4xf32>, %w : vector<2x3xi32>, %b: vector<3xi1>) {
  vector.print %v : vector<4xf32>
  vector.print %w : vector<2x3xi32> punctuation <comma>
  vector.print %b : vector<3xi1>
  return
}
