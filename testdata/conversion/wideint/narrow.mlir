// RUN: gomlir-opt --arith-emulate-wide-int="widest-int-supported=8" %s > %t.g
// RUN: mlir-opt-upstream --arith-emulate-wide-int="widest-int-supported=8" %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt --arith-emulate-wide-int="widest-int-supported=8" %s --mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream --arith-emulate-wide-int="widest-int-supported=8" %s --mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt --arith-emulate-wide-int="widest-int-supported=8" %s | FileCheck %s

// CHECK-LABEL: func.func @ops(%arg0: vector<2xi8>, %arg1: vector<2xi8>, %arg2: vector<3x2xi8>)
// CHECK: arith.constant dense<[-1, 127]> : vector<2xi8>
func.func @ops(%a: i16, %b: i16, %v: vector<3xi16>) -> (i16, i16, vector<3xi16>, i16, i1, f32, i16) {
  %c = arith.constant 32767 : i16
  %cv = arith.constant dense<[1, -1, 256]> : vector<3xi16>
  %0 = arith.addi %a, %c : i16
  %1 = arith.shrsi %0, %b : i16
  %2 = arith.muli %v, %cv : vector<3xi16>
  %3 = arith.minsi %a, %b : i16
  %4 = arith.cmpi slt, %a, %b : i16
  %5 = arith.uitofp %a : i16 to f32
  %6 = arith.fptosi %5 : f32 to i16
  return %0, %1, %2, %3, %4, %5, %6 : i16, i16, vector<3xi16>, i16, i1, f32, i16
}
