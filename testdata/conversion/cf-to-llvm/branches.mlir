// RUN: gomlir-opt %s -convert-cf-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -convert-cf-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -convert-cf-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -convert-cf-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -convert-cf-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Asserts print their message with puts and abort; the message globals
// and declarations go to the start of the module.
// CHECK-LABEL: module {
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_{{[0-9]+}}(dense<[104, 101, 108, 108, 111, 0]> : tensor<6xi8>)
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(
// CHECK:      llvm.cond_br %{{.*}}, ^bb3(%{{.*}} : i64), ^bb4 {foo}
// CHECK:      llvm.switch %{{.*}} : i32, ^bb4 [
// CHECK:      llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
module {
func.func @f(%c: i1, %i: index, %x: i32) {
  cf.assert %c, "hello \"x\" \n"
  cf.assert %c, "hello"
  cf.cond_br %c, ^b1(%i : index), ^b2 {foo}
^b1(%a: index):
  cf.switch %x : i32, [default: ^b2, 3: ^b1(%a : index), 5: ^b2]
^b2:
  return
}
}
