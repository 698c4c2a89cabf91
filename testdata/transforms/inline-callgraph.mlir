// RUN: gomlir-opt -allow-unregistered-dialect %s -inline=default-pipeline= -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -inline=default-pipeline= -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -inline > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -inline > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt -allow-unregistered-dialect %s -inline='max-iterations=1 inlining-threshold=200' > %t.g3
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -inline='max-iterations=1 inlining-threshold=200' > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt -allow-unregistered-dialect %s -inline | FileCheck %s

// Mutual recursion, nested symbol tables, nested visibility and
// self-recursion: upstream's SCC order and inline history decide.
// CHECK-LABEL: func.func @a
// CHECK:       func.func @uses_self
// CHECK-NEXT:    call @self
// CHECK:       module @inner
// CHECK-NEXT:    func.func @user
// CHECK-NEXT:      return %arg0
func.func @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  %1 = call @c(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @b(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %p = arith.cmpi sgt, %x, %c : i32
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  %0 = call @a(%x) : (i32) -> i32
  return %0 : i32
^bb2:
  %1 = call @d(%x) : (i32) -> i32
  return %1 : i32
}
func.func private @c(%x: i32) -> i32 {
  %0 = call @d(%x) : (i32) -> i32
  %1 = call @d(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @d(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}
func.func nested @e(%x: i32) -> i32 {
  %0 = call @d(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @self(%x: i32) -> i32 {
  %0 = call @self(%x) : (i32) -> i32
  return %0 : i32
}
func.func @uses_self(%x: i32) -> i32 {
  %0 = call @self(%x) : (i32) -> i32
  %1 = call @e(%0) : (i32) -> i32
  return %1 : i32
}
module @inner {
  func.func private @id(%x: i32) -> i32 {
    return %x : i32
  }
  func.func @user(%x: i32) -> i32 {
    %0 = call @id(%x) : (i32) -> i32
    return %0 : i32
  }
}
