// RUN: gomlir-opt -allow-unregistered-dialect %s -canonicalize > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -canonicalize > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -canonicalize | FileCheck %s

// A branch is not collapsed through a block into a cycle of unconditional
// branches (this used to loop forever on @cycle).

// CHECK-LABEL: func.func @self_loop
// CHECK:         cf.cond_br %{{.*}}, ^bb1, ^bb2
func.func @self_loop(%a: i1, %b: i32) {
  cf.cond_br %a, ^bb1, ^bb2
^bb1:
  "test.x"() : () -> ()
  cf.br ^bb1
^bb2:
  cf.br ^bb1
}
func.func @cycle(%a: i1) {
  cf.cond_br %a, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb3:
  cf.br ^bb1
^bb2:
  cf.br ^bb1
}
func.func @merge(%a: i1) {
  cf.br ^bb2
^bb1:
  cf.br ^bb1
^bb2:
  cf.br ^bb1
}
func.func @to_loop(%a: i1) {
  cf.cond_br %a, ^bb2, ^bb3
^bb1:
  cf.br ^bb1
^bb2:
  cf.br ^bb1
^bb3:
  return
}
func.func @switch_to_loop(%a: i1) {
  %t = arith.constant true
  %i = arith.constant 2 : index
  cf.cond_br %a, ^bb1, ^bb2(%i, %t : index, i1)
^bb1:
  cf.br ^bb1
^bb2(%x: index, %y: i1):
  %c = arith.constant 13 : i64
  cf.switch %c : i64, [
    default: ^bb1,
    0: ^bb2(%i, %y : index, i1)
  ]
}
