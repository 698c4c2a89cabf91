// RUN: gomlir-opt -allow-unregistered-dialect %s -canonicalize | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -canonicalize -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -canonicalize -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -canonicalize=top-down=false -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -canonicalize=top-down=false -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt -allow-unregistered-dialect %s -canonicalize=max-iterations=1 -cse > %t.g3
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -canonicalize=max-iterations=1 -cse > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt -allow-unregistered-dialect %s -canonicalize -mlir-print-debuginfo --mlir-disable-threading > %t.g4
// RUN: diff %t.g4 %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -canonicalize=max-iterations=1 -cse --mlir-disable-threading > %t.g5
// RUN: diff %t.g5 %t.u3

// The greedy driver: folding (op folders and trait folds: commutative
// constants to the right, idempotent x op x), constants hoisted to the
// entry of the closest isolated or unregistered region and de-duplicated,
// dead ops erased.

// CHECK-LABEL: func.func @f1
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C49:.*]] = arith.constant 49 : i32
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %[[C7]] : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg1, %[[C49]] : i32
// CHECK-NEXT:    return %[[A]], %arg0, %[[M]], %[[C0]]
func.func @f1(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.addi %c7, %a : i32
  %1 = arith.addi %a, %c0 : i32
  %2 = arith.muli %c7, %c7 : i32
  %3 = arith.subi %b, %b : i32
  %4 = arith.xori %a, %a : i32
  %5 = arith.andi %b, %b : i32
  %6 = arith.ori %4, %5 : i32
  %7 = arith.muli %6, %2 : i32
  return %0, %1, %7, %3 : i32, i32, i32, i32
}
func.func @f3(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = "foo.region"() ({
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %s = arith.addi %c2, %c3 : i32
    %t = arith.addi %s, %a : i32
    "foo.yield"(%t) : (i32) -> ()
  }) : () -> i32
  %1 = "foo.other"() ({
  ^bb0(%x: i32):
    %c4 = arith.constant 4 : i32
    %m = arith.muli %x, %c4 : i32
    %u = arith.muli %c4, %c1 : i32
    "foo.yield"(%m, %u) : (i32, i32) -> ()
  }) : () -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func @f4(%a: f32, %b: i64) -> (f32, i64, i1, index) {
  %c = arith.constant 2.0 : f32
  %d = arith.constant 3.0 : f32
  %e = arith.addf %c, %d : f32
  %f = arith.mulf %e, %a : f32
  %g = arith.constant 10 : i64
  %h = arith.divsi %g, %g : i64
  %i = arith.cmpi slt, %h, %b : i64
  %j = arith.constant true
  %k = arith.andi %i, %j : i1
  %l = arith.index_cast %h : i64 to index
  return %f, %h, %k, %l : f32, i64, i1, index
}
func.func @f5(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %unused = arith.muli %0, %1 : i32
  %c = arith.constant 3 : i32
  %2 = arith.subi %0, %c : i32
  return %2 : i32
}
