// Divisions are hoisted out of loops when the range their divisor's
// defining op gives it excludes zero (and -1 for signed ones), as upstream's
// speculatability of arith's divisions decides.
// RUN: gomlir-opt %s -allow-unregistered-dialect -loop-invariant-code-motion > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -loop-invariant-code-motion > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// CHECK-LABEL: func.func @f
// CHECK: arith.divui %arg0, %cst : vector<4xi32>
// CHECK-NEXT: arith.divui %arg0, %cst_0 : vector<4xi32>
// CHECK-NEXT: arith.divsi %arg0, %cst_0 : vector<4xi32>
// CHECK-NEXT: scf.for
// CHECK-NEXT: arith.divui %arg0, %cst_1 : vector<4xi32>
// CHECK-NEXT: arith.divsi %arg0, %cst_2 : vector<4xi32>
func.func @f(%x: vector<4xi32>, %y: i32, %lb: index, %ub: index, %s: index) {
  %c = arith.constant dense<2> : vector<4xi32>
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %e = arith.constant dense<[1, 0, 3, 4]> : vector<4xi32>
  %m = arith.constant dense<[1, -1, 3, 4]> : vector<4xi32>
  %k = arith.constant 7 : i32
  %o = arith.ori %y, %k : i32
  scf.for %i = %lb to %ub step %s {
    %a = arith.divui %x, %c : vector<4xi32>
    %b = arith.divui %x, %d : vector<4xi32>
    %b2 = arith.divui %x, %e : vector<4xi32>
    %b3 = arith.divsi %x, %m : vector<4xi32>
    %b4 = arith.divsi %x, %d : vector<4xi32>
    %b5 = arith.divui %y, %o : i32
    %b6 = arith.divsi %y, %o : i32
    "test.use"(%a, %b, %b2, %b3, %b4, %b5, %b6) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, i32, i32) -> ()
  }
  return
}
