// RUN: not gomlir-opt %s -remove-dead-values 2> %t.g
// RUN: not mlir-opt-upstream %s -remove-dead-values 2> %t.u
// RUN: diff %t.g %t.u

// An erased block argument still used by a branch that stays: the result
// is invalid (as upstream's), and is reported by the verifier, not a crash.

func.func private @ext_cond_fn() -> i1
func.func @simple_loop_inner_control_flow(%arg0 : i32) -> i32 {
  %cst_1 = arith.constant 1 : i32
  cf.br ^bb1(%cst_1 : i32)
^bb1(%iv: i32):
  %cond2 = call @ext_cond_fn() : () -> i1
  cf.cond_br %cond2, ^bb5(%iv : i32), ^bb2
^bb2:
  %cst_20 = arith.constant 20 : i32
  %cond = arith.cmpi ult, %iv, %cst_20 : i32
  cf.cond_br %cond, ^bb3, ^bb4
^bb3:
  %cst_1_2 = arith.constant 1 : i32
  cf.br ^bb1(%cst_1_2 : i32)
^bb4:
  %iv_inc = arith.addi %iv, %cst_1 : i32
  cf.br ^bb1(%iv_inc : i32)
^bb5(%result: i32):
  return %result : i32
}
