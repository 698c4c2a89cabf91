// RUN: gomlir-opt --test-arith-emulate-wide-int="widest-int-supported=8" %s > %t.g
// RUN: mlir-opt-upstream --test-arith-emulate-wide-int="widest-int-supported=8" %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt --test-arith-emulate-wide-int="widest-int-supported=8 function-prefix=emu" %s | FileCheck %s

// Only functions with the prefix are emulated; their signatures stay,
// bridged by llvm.bitcast.
// CHECK-LABEL: func.func @emulate_addi(%arg0: i16, %arg1: i16) -> i16
// CHECK:         llvm.bitcast %arg0 : i16 to vector<2xi8>
// CHECK:         arith.addui_extended
// CHECK:         llvm.bitcast {{.*}} : vector<2xi8> to i16
func.func @emulate_addi(%lhs: i16, %rhs: i16) -> i16 {
  %res = arith.addi %lhs, %rhs : i16
  return %res : i16
}

// CHECK-LABEL: func.func @other
// CHECK-NEXT:    arith.muli %arg0, %arg0 : i16
func.func @other(%a: i16) -> i16 {
  %r = arith.muli %a, %a : i16
  return %r : i16
}
