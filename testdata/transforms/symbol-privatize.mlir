// RUN: gomlir-opt -allow-unregistered-dialect %s -symbol-privatize=exclude=keep,also | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -symbol-privatize=exclude=keep,also > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -symbol-privatize=exclude=keep,also > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -symbol-privatize -mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -symbol-privatize -mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2

// CHECK:      func.func private @a()
// CHECK:      func.func @keep()
// CHECK:      func.func private @b()
// CHECK:      module @m attributes {sym_visibility = "private"}
// CHECK-NEXT:   func.func @inner()
// CHECK:      "foo.symbol"() {sym_name = "s"}
func.func @a() {
  return
}
func.func @keep() {
  return
}
func.func nested @b() {
  return
}
module @m {
  func.func @inner() {
    return
  }
}
"foo.symbol"() {sym_name = "s"} : () -> ()
