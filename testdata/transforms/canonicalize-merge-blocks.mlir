// RUN: gomlir-opt -allow-unregistered-dialect %s -canonicalize=region-simplify=aggressive | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -canonicalize=region-simplify=aggressive > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -canonicalize=region-simplify=aggressive > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -canonicalize > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -canonicalize > %t.u2
// RUN: diff %t.g2 %t.u2

// Identical blocks are merged at the aggressive level.
// CHECK-LABEL: func.func @merge
// CHECK-NEXT:    "foo.cond"(%{{.*}})[^bb1, ^bb1]
func.func @merge(%a: i32, %c: i1) -> i32 {
  "foo.cond"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %x = arith.addi %a, %a : i32
  "foo.br"(%x)[^bb3] : (i32) -> ()
^bb2:
  %y = arith.addi %a, %a : i32
  "foo.br"(%y)[^bb3] : (i32) -> ()
^bb3:
  return %a : i32
}

// Blocks whose ops differ only by operands defined elsewhere become one
// block with arguments.
// CHECK-LABEL: func.func @args
// CHECK:         "foo.switch"(%{{.*}})[^bb1, ^bb1, ^bb1]
// CHECK:       ^bb1:
// CHECK-NEXT:    "foo.use"
func.func @args(%a: i32, %b: i32, %f: i32) -> i32 {
  "foo.switch"(%f)[^bb1, ^bb2, ^bb3] : (i32) -> ()
^bb1:
  "foo.use"(%a) : (i32) -> ()
  return %a : i32
^bb2:
  "foo.use"(%a) : (i32) -> ()
  return %a : i32
^bb3:
  "foo.use"(%a) : (i32) -> ()
  return %a : i32
}

// Constants are folded and hoisted, keeping their locations.
// CHECK-LABEL: func.func @fold
// CHECK-NEXT:    arith.constant 5 : i32
func.func @fold(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %s = arith.addi %c2, %c3 : i32
  %1 = arith.muli %0, %s : i32
  return %1 : i32
}
