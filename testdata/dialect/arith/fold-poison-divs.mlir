// RUN: gomlir-opt -allow-unregistered-dialect %s -canonicalize > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -canonicalize > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -sccp > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -sccp > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt -allow-unregistered-dialect %s -canonicalize | FileCheck %s

// arith.cmpi folds no poison operand (upstream's constFoldBinaryOp with a
// result type ignores poison), while arith.addi propagates it.
// CHECK-LABEL: func.func @cmpi_poison
// CHECK:         %[[P:.*]] = ub.poison : i16
// CHECK:         %[[C:.*]] = arith.cmpi ugt, %{{.*}}, %[[P]] : i16
// CHECK:         return %[[C]], %[[P]]
func.func @cmpi_poison() -> (i1, i16) {
  %c = arith.constant 38 : i16
  %p = ub.poison : i16
  %0 = arith.cmpi ugt, %c, %p : i16
  %1 = arith.addi %c, %p : i16
  return %0, %1 : i1, i16
}

// arith.floordivsi on elements folds unless the last element divided
// overflows or divides by zero (APInt::sfloordiv_ov assigns its flag).
// CHECK-LABEL: func.func @floordivsi_elements
// CHECK-DAG:     arith.constant dense<[7, 1, 0, 1]> : vector<4xi32>
// CHECK-DAG:     arith.constant dense<[-2147483648, 2]> : vector<2xi32>
// CHECK:         arith.floordivsi %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK:         arith.floordivsi %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK:         arith.floordivsi %{{.*}}, %{{.*}} : i32
func.func @floordivsi_elements() {
  %a = arith.constant dense<[7, 4, 0, 1]> : vector<4xi32>
  %b = arith.constant dense<[0, 4, 0, 1]> : vector<4xi32>
  %0 = arith.floordivsi %a, %b : vector<4xi32>
  "test.use"(%0) : (vector<4xi32>) -> ()
  %c = arith.constant dense<[-2147483648, 4]> : vector<2xi32>
  %d = arith.constant dense<[-1, 2]> : vector<2xi32>
  %1 = arith.floordivsi %c, %d : vector<2xi32>
  "test.use"(%1) : (vector<2xi32>) -> ()
  %2 = arith.floordivsi %d, %c : vector<2xi32>
  "test.use"(%2) : (vector<2xi32>) -> ()
  %e = arith.constant dense<[4, -2147483648]> : vector<2xi32>
  %f = arith.constant dense<[2, -1]> : vector<2xi32>
  %3 = arith.floordivsi %e, %f : vector<2xi32>
  "test.use"(%3) : (vector<2xi32>) -> ()
  %z = arith.constant dense<0> : vector<2xi32>
  %4 = arith.floordivsi %f, %z : vector<2xi32>
  "test.use"(%4) : (vector<2xi32>) -> ()
  %c5 = arith.constant 5 : i32
  %c0 = arith.constant 0 : i32
  %5 = arith.floordivsi %c5, %c0 : i32
  "test.use"(%5) : (i32) -> ()
  return
}
