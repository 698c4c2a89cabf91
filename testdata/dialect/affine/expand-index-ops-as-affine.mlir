// RUN: gomlir-opt %s -allow-unregistered-dialect -affine-expand-index-ops-as-affine > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -affine-expand-index-ops-as-affine > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -affine-expand-index-ops-as-affine -mlir-print-debuginfo > %t.gd
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -affine-expand-index-ops-as-affine -mlir-print-debuginfo > %t.ud
// RUN: diff %t.gd %t.ud
// RUN: FileCheck %s < %t.g

// delinearize_index and linearize_index as affine.apply ops: static and
// dynamic bases, with and without outer bound, constant operands, loop
// induction variables as dimensions.

// CHECK-DAG: #[[$DIV15:.*]] = affine_map<()[s0] -> (s0 floordiv 15)>
// CHECK-LABEL: func.func @d(
// CHECK:         affine.apply #[[$DIV15]]()[%arg0]
func.func @d(%i: index, %n: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (%n, 3, 5) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @d2(%i: index, %n: index) -> (index, index) {
  %0:2 = affine.delinearize_index %i into (3, %n) : index, index
  return %0#0, %0#1 : index, index
}
func.func @d3(%i: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (4, 5) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @l(%i: index, %j: index, %k: index, %n: index) -> index {
  %0 = affine.linearize_index [%i, %j, %k] by (%n, 3, 5) : index
  return %0 : index
}
func.func @l2(%i: index, %j: index, %n: index) -> index {
  %0 = affine.linearize_index disjoint [%i, %j] by (4, %n) : index
  %1 = affine.linearize_index [%i, %j] by (4) : index
  return %0 : index
}
func.func @d4(%i: index, %n: index, %m: index) -> (index, index, index, index) {
  %0:4 = affine.delinearize_index %i into (7, %n, 3, %m) : index, index, index, index
  return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
}
func.func @d5(%i: index) -> index {
  %c = arith.constant 5 : index
  %0:2 = affine.delinearize_index %c into (2, 3) : index, index
  %1 = affine.delinearize_index %i into () : index
  return %0#1 : index
}
func.func @l3(%i: index, %j: index, %k: index, %n: index, %m: index) -> index {
  %c2 = arith.constant 2 : index
  %0 = affine.linearize_index [%i, %c2, %k] by (%n, %m) : index
  %1 = affine.linearize_index [] by () : index
  %2 = affine.linearize_index [%i] by (%n) : index
  affine.for %x = 0 to 10 {
    %3 = affine.linearize_index disjoint [%x, %i] by (10, %n) : index
    %4:2 = affine.delinearize_index %x into (2, 5) : index, index
    "use"(%3, %4#0) : (index, index) -> ()
  }
  return %0 : index
}
