// RUN: gomlir-opt %s -arith-unsigned-when-equivalent -split-input-file --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -arith-unsigned-when-equivalent -split-input-file --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g

// arith-unsigned-when-equivalent: signed ops whose operands and results
// are proven non-negative become unsigned; ops are decided in order, so a
// value a replacement produced is no longer known to be non-negative.

// CHECK-LABEL: func.func @f
// CHECK-NOT: arith.floordivsi
// CHECK: arith.cmpi ult
// CHECK: arith.divsi %arg0
// CHECK-LABEL: func.func @g
// CHECK: arith.cmpi sle
func.func @f(%x: i8) -> (i8, i8, i8, i8, i8, i8, i16, i1, i1, i8) {
  %a = test.with_bounds {umin = 1 : ui8, umax = 100 : ui8, smin = 1 : si8, smax = 100 : si8} : i8
  %b = test.with_bounds {umin = 3 : ui8, umax = 5 : ui8, smin = 3 : si8, smax = 5 : si8} : i8
  %0 = arith.divsi %a, %b : i8
  %1 = arith.ceildivsi %a, %b : i8
  %2 = arith.floordivsi %a, %b : i8
  %3 = arith.remsi %a, %b : i8
  %4 = arith.minsi %a, %b : i8
  %5 = arith.maxsi %a, %b : i8
  %6 = arith.extsi %a : i8 to i16
  %7 = arith.cmpi slt, %a, %b : i8
  %8 = arith.cmpi sge, %x, %b : i8
  %9 = arith.divsi %x, %b : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i8, i8, i8, i8, i8, i8, i16, i1, i1, i8
}
// -----

func.func @g() -> (i8, i1, i16) {
  %a = test.with_bounds {umin = 1 : ui8, umax = 100 : ui8, smin = 1 : si8, smax = 100 : si8} : i8
  %0 = arith.divsi %a, %a exact {foo} : i8
  %1 = arith.cmpi sle, %a, %0 {bar = 1} : i8
  %2 = arith.extsi %a {baz} : i8 to i16
  return %0, %1, %2 : i8, i1, i16
}

// -----

func.func @f() -> (i8, i8) {
  %c = arith.constant 6 : i8
  %d = arith.divsi %c, %c : i8
  %e = arith.addi %c, %c : i8
  return %d, %e : i8, i8
}
