// Blocks that folding leaves unreachable can branch to a single-predecessor
// successor with that successor's own argument. Merging them cannot keep
// the IR (upstream mlir-opt 22 crashes on this input); gomlir leaves that
// branch alone and the unreachable blocks are erased.
// RUN: gomlir-opt %s -canonicalize | FileCheck %s
// RUN: gomlir-opt %s -canonicalize=top-down=false | FileCheck %s
// RUN: gomlir-opt %s -canonicalize | mlir-opt-upstream -o /dev/null

// CHECK-LABEL: func.func @self_argument
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @self_argument(%a: i32, %b: i1) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1(%a : i32), ^bb3
^bb2:
  %f2 = arith.constant false
  cf.cond_br %f2, ^bb3, ^bb1(%x : i32)
^bb1(%x: i32):
  %c = arith.addi %x, %x : i32
  cf.cond_br %b, ^bb2, ^bb3
^bb3:
  return %a : i32
}

// CHECK-LABEL: func.func @self_argument_bottom_up
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @self_argument_bottom_up(%a: i32, %b: i1) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1(%a : i32), ^bb3
^bb1(%x: i32):
  %c = arith.addi %x, %x : i32
  cf.cond_br %b, ^bb2, ^bb3
^bb2:
  %f2 = arith.constant false
  cf.cond_br %f2, ^bb3, ^bb1(%x : i32)
^bb3:
  return %a : i32
}
