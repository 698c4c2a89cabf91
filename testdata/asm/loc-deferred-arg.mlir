// RUN: gomlir-opt %s --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// Region arguments of custom ops may name location aliases defined later
// in the file, as operations may.

// CHECK: func.func @f(%arg0: i32 loc("x":1:2), %arg1: i32 loc("y":3:4))
func.func @f(%a: i32 loc(#l), %b: i32 loc(#m)) {
  return
}
#l = loc("x":1:2)
#m = loc("y":3:4)
