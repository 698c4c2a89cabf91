// RUN: gomlir-opt -allow-unregistered-dialect %s -cse | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -cse -mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -cse -mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -pass-pipeline='builtin.module(func.func(cse))' > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -pass-pipeline='builtin.module(func.func(cse))' > %t.u2
// RUN: diff %t.g2 %t.u2

// Isolated-from-above (and unregistered) ops start a fresh scope; other
// regions see the values of their parents.
// CHECK-LABEL: func.func @nested_isolated
// CHECK-NEXT:    arith.constant 1
// CHECK-NEXT:    builtin.module
// CHECK-NEXT:      func.func @nested_func
// CHECK-NEXT:        arith.constant 1
// CHECK:         "foo.region"
// CHECK-NEXT:      arith.constant 1
func.func @nested_isolated() -> i32 {
  %0 = arith.constant 1 : i32
  builtin.module {
    func.func @nested_func() {
      %foo = arith.constant 1 : i32
      "foo.yield"(%foo) : (i32) -> ()
    }
  }
  "foo.region"() ({
    %foo = arith.constant 1 : i32
    "foo.yield"(%foo) : (i32) -> ()
  }) : () -> ()
  return %0 : i32
}

// The kept op takes the location of the erased one when its own is
// unknown.
// CHECK-LABEL: func.func @locs
// CHECK-NEXT:    %[[A:.*]] = arith.addi
// CHECK-NEXT:    return %[[A]], %[[A]]
func.func @locs(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("x")
  return %0, %1 : i32, i32
}

// Values flow down the dominator tree only.
// CHECK-LABEL: func.func @dominance
func.func @dominance(%c: i1) -> i32 {
  %0 = arith.constant 0 : i32
  cf.cond_br %c, ^bb1, ^bb2(%0 : i32)
^bb1:
  %1 = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  cf.br ^bb2(%1 : i32)
^bb2(%arg : i32):
  %2 = arith.constant 1 : i32
  %add = arith.addi %arg, %2 : i32
  %dead = arith.muli %add, %add : i32
  return %add : i32
}

// Ops with side effects are kept.
// CHECK-LABEL: func.func @effects
// CHECK-COUNT-2: cf.assert
func.func @effects(%c: i1) {
  cf.assert %c, "a"
  cf.assert %c, "a"
  return
}

// Commutative ops are equal up to the order of their operands; other ops
// are not.
// CHECK-LABEL: func.func @commutative
// CHECK-NEXT:    %[[M:.*]] = arith.maximumf %arg0, %arg1
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg2, %arg3
// CHECK-NEXT:    %[[S:.*]] = arith.subi %arg3, %arg2
// CHECK-NEXT:    %[[T:.*]] = arith.subi %arg2, %arg3
// CHECK-NEXT:    return %[[M]], %[[M]], %[[A]], %[[A]], %[[S]], %[[T]]
func.func @commutative(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: i32) -> (f32, f32, i32, i32, i32, i32) {
  %0 = arith.maximumf %arg0, %arg1 : f32
  %1 = arith.maximumf %arg1, %arg0 : f32
  %2 = arith.addi %arg2, %arg3 : i32
  %3 = arith.addi %arg3, %arg2 : i32
  %4 = arith.subi %arg3, %arg2 : i32
  %5 = arith.subi %arg2, %arg3 : i32
  return %0, %1, %2, %3, %4, %5 : f32, f32, i32, i32, i32, i32
}

// The dominator tree is walked with each block's children in depth-first
// preorder over successors (the switch's default first), so an unknown
// location takes that of the first duplicate met in that order.
// CHECK-LABEL: func.func @dom_children_order
// CHECK-NEXT:    arith.constant false
// CHECK-NOT:     arith.constant false
// CHECK:         return
func.func @dom_children_order(%s: i16) -> i1 {
  %f = arith.constant false loc(unknown)
  "foo.use"(%f) : (i1) -> ()
  cf.switch %s : i16, [
    default: ^bb3,
    2: ^bb1
  ]
^bb1:
  cf.br ^bb2
^bb2:
  %f2 = arith.constant false loc("second")
  "foo.use"(%f2) : (i1) -> ()
  cf.br ^bb3
^bb3:
  %f3 = arith.constant false loc("first")
  return %f3 : i1
}
