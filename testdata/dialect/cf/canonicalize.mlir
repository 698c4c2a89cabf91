// RUN: gomlir-opt %s -allow-unregistered-dialect --canonicalize -split-input-file | FileCheck %s
// RUN: gomlir-opt %s -allow-unregistered-dialect --canonicalize -split-input-file --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: gomlir-opt %s -allow-unregistered-dialect --canonicalize=region-simplify=disabled -split-input-file | FileCheck %s --check-prefix=NOSIMP
// RUN: gomlir-opt %s -allow-unregistered-dialect --canonicalize -split-input-file --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect --canonicalize -split-input-file --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// The cond_br patterns by debug name (the others have none).
// RUN: gomlir-opt %s -allow-unregistered-dialect '--canonicalize=disable-patterns={{(anonymous namespace)::SimplifyConstCondBranchPred},{(anonymous namespace)::SimplifyPassThroughCondBranch},{(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors},{(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition},{(anonymous namespace)::CondBranchTruthPropagation},{(anonymous namespace)::DropUnreachableCondBranch}}' -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect '--canonicalize=disable-patterns={{(anonymous namespace)::SimplifyConstCondBranchPred},{(anonymous namespace)::SimplifyPassThroughCondBranch},{(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors},{(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition},{(anonymous namespace)::CondBranchTruthPropagation},{(anonymous namespace)::DropUnreachableCondBranch}}' -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect '--canonicalize=enable-patterns={{(anonymous namespace)::SimplifyConstCondBranchPred},{(anonymous namespace)::SimplifyPassThroughCondBranch},{(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors},{(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition},{(anonymous namespace)::CondBranchTruthPropagation},{(anonymous namespace)::DropUnreachableCondBranch}}' -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect '--canonicalize=enable-patterns={{(anonymous namespace)::SimplifyConstCondBranchPred},{(anonymous namespace)::SimplifyPassThroughCondBranch},{(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors},{(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition},{(anonymous namespace)::CondBranchTruthPropagation},{(anonymous namespace)::DropUnreachableCondBranch}}' -split-input-file > %t.u
// RUN: diff %t.g %t.u

// cf canonicalization patterns (checked against upstream mlir-opt 22).

// Switch pass-through with remapped arguments, cases dropped when they
// match the default, and a switch on the default of its predecessor.
// CHECK-LABEL: func.func @switch_mix(
// CHECK-SAME:  %arg0: i32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT: "foo.pred"()[^bb1, ^bb2, ^bb3] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg1 : f32),
// CHECK-NEXT: 1: ^bb3(%arg2, %arg1 : f32, f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%0: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "foo.t4"(%0) : (f32) -> ()
// CHECK-NEXT: ^bb3(%1: f32, %2: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "foo.t5"(%1, %2) : (f32, f32) -> ()
// CHECK-NEXT: }
func.func @switch_mix(%flag : i32, %a : f32, %b : f32) {
  "foo.pred"() [^bb1, ^bb4, ^bb5] : () -> ()
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2(%a : f32),
    1: ^bb3(%b : f32),
    2: ^bb2(%a : f32),
    3: ^bb4(%a : f32)
  ]
^bb2(%x : f32):
  cf.br ^bb4(%x : f32)
^bb3(%y : f32):
  cf.br ^bb5(%y, %a : f32, f32)
^bb4(%z : f32):
  "foo.t4"(%z) : (f32) -> ()
^bb5(%u : f32, %v : f32):
  "foo.t5"(%u, %v) : (f32, f32) -> ()
}

// -----

// CHECK-LABEL: func.func @switch_default_chain(
// CHECK-SAME:  %arg0: i8, %arg1: f32) {
// CHECK-NEXT: "foo.pred"()[^bb1, ^bb3, ^bb4, ^bb5] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 255: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 7: ^bb5,
// CHECK-NEXT: 9: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT: "foo.t3"() : () -> ()
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: "foo.t4"() : () -> ()
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: "foo.t5"() : () -> ()
// CHECK-NEXT: }
func.func @switch_default_chain(%flag : i8, %a : f32) {
  "foo.pred"() [^bb1, ^bb3, ^bb4, ^bb5] : () -> ()
^bb1:
  cf.switch %flag : i8, [
    default: ^bb2,
    -1: ^bb3,
    7: ^bb2
  ]
^bb2:
  "foo.op"() : () -> ()
  cf.switch %flag : i8, [
    default: ^bb3,
    255: ^bb4,
    7: ^bb5,
    9: ^bb4
  ]
^bb3:
  "foo.t3"() : () -> ()
^bb4:
  "foo.t4"() : () -> ()
^bb5:
  "foo.t5"() : () -> ()
}

// -----

// Selects and propagated constants take the cond_br's location.
// CHECK-LABEL: func.func @select_loc(
// CHECK-SAME:  %arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i1) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0, %arg0 : i32, i1
// CHECK-NEXT: }
// LOC-LABEL: func.func @select_loc(
// LOC: arith.select %arg0, %arg1, %arg2 : i32 loc(#[[L:loc[0-9]+]])
// LOC: #[[L]] = loc("condbr")
func.func @select_loc(%c : i1, %a : i32, %b : i32) -> (i32, i1) {
  cf.cond_br %c, ^bb1(%a, %c : i32, i1), ^bb1(%b, %c : i32, i1) loc("condbr")
^bb1(%r : i32, %s : i1):
  return %r, %s : i32, i1
}

// -----

// CHECK-LABEL: func.func @truth_loc(
// CHECK-SAME:  %arg0: i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.use"(%true, %true) : (i1, i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "foo.use"(%false) : (i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// LOC-LABEL: func.func @truth_loc(
// LOC: %true = arith.constant true loc(#[[C:loc[0-9]+]])
// LOC-NEXT: %false = arith.constant false loc(#[[C]])
// LOC-NEXT: cf.cond_br %arg0, ^bb1, ^bb2 loc(#[[C]])
// LOC: #[[C]] = loc("cb")
func.func @truth_loc(%c : i1) {
  cf.cond_br %c, ^t, ^f loc("cb")
^t:
  "foo.use"(%c, %c) : (i1, i1) -> ()
  return
^f:
  "foo.use"(%c) : (i1) -> ()
  return
}

// -----

// Branch weights are not kept by the rebuilt cond_br.
// CHECK-LABEL: func.func @weights(
// CHECK-SAME:  %arg0: i1, %arg1: i32) {
// CHECK-NEXT: "foo.pred"()[^bb1, ^bb2, ^bb3] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0 weights([3, 5]), ^bb3(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "foo.t3"() : () -> ()
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "foo.t4"(%0) : (i32) -> ()
// CHECK-NEXT: }
func.func @weights(%c : i1, %a : i32) {
  "foo.pred"() [^bb1, ^bb3, ^bb4] : () -> ()
^bb1:
  cf.cond_br %c weights([3, 5]), ^bb2, ^bb3 {foo}
^bb2:
  cf.br ^bb4(%a : i32)
^bb3:
  "foo.t3"() : () -> ()
^bb4(%x : i32):
  "foo.t4"(%x) : (i32) -> ()
}

// -----

// CHECK-LABEL: func.func @assert_loc(
// CHECK-SAME:  %arg0: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.assert %arg0, "kept"
// CHECK-NEXT: cf.assert %false, "kept too"
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @assert_loc(%arg : i1) {
  %true = arith.constant true
  cf.assert %true, "gone"
  cf.assert %arg, "kept"
  %false = arith.constant false
  cf.assert %false, "kept too"
  return
}

// -----

// CHECK-LABEL: func.func @loop_passthrough(
// CHECK-SAME:  %arg0: i1) {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @loop_passthrough(%c : i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  cf.br ^bb1
^bb3:
  return
}

// -----

// Unreachable blocks are erased before every sweep of the greedy driver,
// even without region simplification.
// CHECK-LABEL: func.func @unreachable(
// CHECK-SAME:  %arg0: i32) -> i32 {
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: "foo.y"() : () -> ()
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// NOSIMP-LABEL: func.func @unreachable(
// NOSIMP-NEXT: "foo.x"() : () -> ()
// NOSIMP-NEXT: "foo.y"() : () -> ()
// NOSIMP-NEXT: return %arg0 : i32
// NOSIMP-NEXT: }
func.func @unreachable(%a: i32) -> i32 {
  %t = arith.constant true
  "foo.x"() : () -> ()
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  "foo.y"() : () -> ()
  return %a : i32
^bb2:
  "foo.z"() : () -> ()
  cf.br ^bb3
^bb3:
  "foo.w"() : () -> ()
  return %a : i32
^bb4:
  "foo.dead"() : () -> ()
  return %a : i32
}


// -----

// A successor holding only ub.unreachable is dropped (after the other
// cond_br patterns: the constant condition and the truth propagation win).
// CHECK-LABEL: func.func @ops_before(
// CHECK-SAME:  %arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "foo.z"() : () -> ()
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: }
func.func @ops_before(%c: i1, %a: i32) -> i32 {
  "foo.x"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  "foo.z"() : () -> ()
  ub.unreachable
}

// -----

// CHECK-LABEL: func.func @both(
// CHECK-SAME:  %arg0: i1, %arg1: i32) {
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: }
func.func @both(%c: i1, %a: i32) {
  "foo.x"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  ub.unreachable
^bb2(%x: i32):
  ub.unreachable
}

// -----

// CHECK-LABEL: func.func @const_first(
// CHECK-SAME:  %arg0: i32) -> i32 {
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: }
func.func @const_first(%a: i32) -> i32 {
  %t = arith.constant true
  "foo.x"() : () -> ()
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  return %a : i32
}

// -----

// CHECK-LABEL: func.func @truth(
// CHECK-SAME:  %arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: "foo.use"(%true) : (i1) -> ()
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @truth(%c: i1, %a: i32) -> i32 {
  "foo.x"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.use"(%c) : (i1) -> ()
  return %a : i32
^bb2:
  ub.unreachable
}

// -----

// CHECK-LABEL: func.func @args(
// CHECK-SAME:  %arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @args(%c: i1, %a: i32) -> i32 {
  "foo.x"() : () -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%y: i32):
  return %y : i32
^bb2(%x: i32):
  ub.unreachable
}

// -----

// CHECK-LABEL: func.func @same_cond(
// CHECK-SAME:  %arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.y"() : () -> ()
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
func.func @same_cond(%c: i1, %a: i32) -> i32 {
  "foo.x"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.y"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb2
^bb2:
  return %a : i32
^bb3:
  ub.unreachable
}
