// RUN: not gomlir-opt %s -split-input-file --allow-unregistered-dialect --test-operations-equality > %t.g 2> %t.ge
// RUN: not mlir-opt-upstream %s -split-input-file --allow-unregistered-dialect --test-operations-equality > %t.u 2> %t.ue
// RUN: diff %t.g %t.u
// RUN: diff %t.ge %t.ue
// RUN: cat %t.g %t.ge | FileCheck %s

// Operation equivalence (upstream's OperationEquivalence::isEquivalentTo):
// locations count only with strict_loc_check, values defined inside the
// compared regions correspond, values from outside must be the same.

// CHECK: test.same with attr {a = 1 : i32} compares equals.
"test.same"() {a = 1 : i32} : () -> () loc("x")
"test.same"() {a = 1 : i32} : () -> () loc("y")

// -----

// CHECK: test.strict with attr {strict_loc_check} compares NOT equals!
"test.strict"() {strict_loc_check} : () -> () loc("x")
"test.strict"() {strict_loc_check} : () -> () loc("y")

// -----

// CHECK: test.block_loc with attr {strict_loc_check} compares NOT equals!
"test.block_loc"() ({
^bb0(%a: i32 loc("p")):
  "test.use"(%a) : (i32) -> ()
}) {strict_loc_check} : () -> () loc("x")
"test.block_loc"() ({
^bb0(%a: i32 loc("q")):
  "test.use"(%a) : (i32) -> ()
}) {strict_loc_check} : () -> () loc("x")

// -----

// CHECK: test.attr_mismatch with attr {a = 1 : i32} compares NOT equals!
"test.attr_mismatch"() {a = 1 : i32} : () -> ()
"test.attr_mismatch"() {a = 2 : i32} : () -> ()

// -----

// CHECK: test.succ with attr {} compares equals.
"test.succ"() ({
  "test.br"()[^bb1] : () -> ()
^bb1:
  %0 = "test.def"() : () -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> ()
"test.succ"() ({
  "test.br"()[^bb1] : () -> ()
^bb1:
  %0 = "test.def"() : () -> i32
  "test.use"(%0) : (i32) -> ()
}) : () -> ()

// -----

// CHECK: test.result_types with attr {} compares NOT equals!
"test.result_types"() ({
  %0 = "test.def"() : () -> i32
}) : () -> ()
"test.result_types"() ({
  %0 = "test.def"() : () -> i64
}) : () -> ()

// -----

// CHECK: error: expected 2 top-level ops in the module, got 3
"test.a"() : () -> ()
"test.a"() : () -> ()
"test.a"() : () -> ()
