// RUN: gomlir-opt %s -remove-dead-values -split-input-file | FileCheck %s
// RUN: gomlir-opt %s -remove-dead-values -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -remove-dead-values -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -remove-dead-values=canonicalize=false -split-input-file -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -remove-dead-values=canonicalize=false -split-input-file -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2

// Dead arguments and results of private functions go, with the call
// operands and results; dead successor operands and block arguments go;
// dead effect-free ops go. Functions with non-call uses stay.

// CHECK-LABEL: func.func private @f(%arg0: i32) -> i32
// CHECK:       func.func @main
// CHECK-NEXT:    call @f(%arg0) : (i32) -> i32
// CHECK-NEXT:    call @f(%arg1) : (i32) -> i32
// CHECK-NEXT:    arith.addi
// CHECK:       func.func private @unused() {
// CHECK:       func.func private @noncall(%arg0: i32) -> i32
func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %b, %b : i32
  return %0, %1 : i32, i32
}
func.func @main(%x: i32, %y: i32) -> i32 {
  %r:2 = call @f(%x, %y) : (i32, i32) -> (i32, i32)
  %r2:2 = call @f(%y, %x) : (i32, i32) -> (i32, i32)
  %d = arith.subi %x, %y : i32
  %s = arith.addi %r#0, %r2#0 : i32
  return %s : i32
}
func.func private @unused(%x: i32) -> i32 {
  return %x : i32
}
func.func private @noncall(%x: i32) -> i32 {
  return %x : i32
}
func.func @g() -> i32 {
  %f = func.constant @noncall : (i32) -> i32
  %c = arith.constant 1 : i32
  %0 = func.call_indirect %f(%c) : (i32) -> i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func private @f(%arg0: i32 {x.a}) -> i32
// CHECK:         cf.br ^bb1(%{{.*}} : i32)
// CHECK:       func.func @main
// CHECK:         cf.cond_br %arg2, ^bb1(%{{.*}} : i32), ^bb2
// CHECK:       func.func @sw
// CHECK:         default: ^bb1,
func.func private @f(%a: i32, %b: i32) -> (i32, i32) attributes {arg_attrs = [{x.a}, {x.b}]} {
  %0 = arith.addi %a, %a : i32
  cf.br ^bb1(%0, %b : i32, i32)
^bb1(%p: i32, %q: i32):
  return %p, %q : i32, i32
}
func.func @main(%x: i32, %y: i32, %c: i1) -> i32 {
  %r:2 = call @f(%x, %y) : (i32, i32) -> (i32, i32)
  %u = arith.muli %x, %x : i32
  %v = arith.muli %u, %u : i32
  cf.cond_br %c, ^bb1(%r#0, %v : i32, i32), ^bb2(%u : i32)
^bb1(%a: i32, %b: i32):
  return %a : i32
^bb2(%z: i32):
  cf.assert %c, "msg"
  return %x : i32
}
func.func @sw(%x: i32, %f: i32) -> i32 {
  %d = arith.addi %x, %x : i32
  cf.switch %f : i32, [
    default: ^bb1(%d : i32),
    42: ^bb2(%x, %d : i32, i32)
  ]
^bb1(%a: i32):
  return %x : i32
^bb2(%b: i32, %e: i32):
  return %b : i32
}
