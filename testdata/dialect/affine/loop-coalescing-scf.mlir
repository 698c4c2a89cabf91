// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -affine-loop-coalescing > %t.g
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -affine-loop-coalescing > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -affine-loop-coalescing -mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -affine-loop-coalescing -mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: FileCheck %s < %t.g

// Coalescing of scf.for nests over integer types, of unit-trip loops, of
// iter_args that are not chained, of zero steps, of scf.for and affine.for
// nests inside each other, and of an affine.for nest under a loop that
// cannot be coalesced with it.

// CHECK-LABEL: func.func @i32
// CHECK: arith.ceildivsi
// CHECK: scf.for {{.*}} : i32 {
// CHECK-NEXT: arith.remsi
// CHECK-NEXT: arith.divsi
func.func @i32(%lb: i32, %ub: i32, %st: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c7 = arith.constant 7 : i32
  scf.for %i = %lb to %ub step %st : i32 {
    scf.for %j = %c0 to %c4 step %c1 : i32 {
      scf.for %k = %c1 to %c7 step %c4 : i32 {
        "use"(%i, %j, %k) : (i32, i32, i32) -> ()
      }
    }
  }
  return
}
// -----
// CHECK-LABEL: func.func @i64ones
// CHECK: scf.for %{{.*}} = %c0_i64 to %arg0 step %c1_i64  : i64
// CHECK-NOT: scf.for
func.func @i64ones(%n: i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  scf.for %i = %c0 to %c1 step %c1 : i64 {
    scf.for %j = %c0 to %c1 step %c1 : i64 {
      scf.for %k = %c0 to %n step %c1 : i64 {
        scf.for %l = %c0 to %c1 step %c1 : i64 {
          "use"(%i, %j, %k, %l) : (i64, i64, i64, i64) -> ()
        }
      }
    }
  }
  return
}
// -----
// CHECK-LABEL: func.func @nochain
// CHECK: scf.for
// CHECK: scf.for
func.func @nochain(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c1 to %n step %c3 iter_args(%a = %c0) -> (index) {
    %r2 = scf.for %j = %c0 to %c3 step %c1 iter_args(%b = %c0) -> (index) {
      %s = arith.addi %b, %j : index
      scf.yield %s : index
    }
    scf.yield %r2 : index
  }
  return %r : index
}
// -----
// CHECK: #map = affine_map<()[s0] -> (s0 ceildiv 0)>
// CHECK-LABEL: func.func @zerostep
// CHECK: affine.apply #map()[%arg0]
// CHECK: affine.delinearize_index %{{.*}} into (%{{.*}}, %arg0)
func.func @zerostep(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c0 {
    scf.for %j = %c0 to %n step %c1 {
      "use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
// -----
// CHECK-LABEL: func.func @mixed
// CHECK: scf.for
// CHECK: affine.for
// CHECK: scf.for
// CHECK: affine.delinearize_index %{{.*}} into (%arg0, %arg0)
func.func @mixed(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    affine.for %j = 0 to 10 {
      affine.for %k = 0 to 10 {
        scf.for %a = %c0 to %n step %c1 {
          scf.for %b = %c0 to %n step %c1 {
            "use"(%i, %j, %a, %b) : (index, index, index, index) -> ()
          }
        }
      }
    }
  }
  return
}
// -----
// CHECK-LABEL: func.func @nested_affine
// CHECK: affine.for %{{.*}} = 0 to 10
// CHECK: affine.for %{{.*}} = 0 to %
func.func @nested_affine(%n: index) {
  affine.for %i = 0 to 10 {
    "foo"() : () -> ()
    affine.for %j = 0 to 5 {
      affine.for %k = 0 to 5 {
        affine.for %l = 0 to 7 {
          "use"(%i, %j, %k, %l) : (index, index, index, index) -> ()
        }
      }
    }
  }
  return
}
// -----
// CHECK-LABEL: func.func @dependent_bounds
// CHECK: scf.for
// CHECK: scf.for
// CHECK-NEXT: affine.delinearize_index %{{.*}} into (%{{.*}}, 4, 4)
func.func @dependent_bounds(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c1 {
    %u = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %u step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        scf.for %l = %c0 to %c4 step %c1 {
          "use"(%i, %j, %k, %l) : (index, index, index, index) -> ()
        }
      }
    }
  }
  return
}
