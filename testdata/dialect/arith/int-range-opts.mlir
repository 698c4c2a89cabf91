// RUN: gomlir-opt %s -int-range-optimizations -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -int-range-optimizations -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -int-range-optimizations -split-input-file --mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -int-range-optimizations -split-input-file --mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: FileCheck %s < %t.g

// int-range-optimizations: integer range analysis through arithmetic,
// comparisons, casts, selects and branches; values of one possible value
// become constants, remainders of dividends below the divisor vanish, and
// a range that grows around a loop widens to every value.

// CHECK-LABEL: func.func @chain
// CHECK: test.reflect_bounds {smax = 75 : si32, smin = 15 : si32, umax = 75 : ui32, umin = 15 : ui32}
// CHECK-LABEL: func.func @branches
// CHECK: test.reflect_bounds {smax = 5 : si8, smin = 1 : si8, umax = 5 : ui8, umin = 1 : ui8}
// CHECK-LABEL: func.func @rem
// CHECK-NOT: arith.remui
// CHECK: arith.remsi
func.func @chain(%c: i1) -> (i32, i1, i64, i8, index, i1) {
  %a = test.with_bounds {umin = 2 : i32, umax = 10 : i32, smin = 2 : i32, smax = 10 : i32} : i32
  %b = test.with_bounds {umin = 3 : i32, umax = 5 : i32, smin = 3 : i32, smax = 5 : i32} : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  %2 = arith.subi %1, %a : i32
  %c100 = arith.constant 100 : i32
  %3 = arith.cmpi ult, %2, %c100 : i32
  %4 = arith.extui %2 : i32 to i64
  %5 = arith.trunci %2 : i32 to i8
  %6 = arith.index_cast %a : i32 to index
  %m = arith.maxsi %a, %b : i32
  %7 = arith.cmpi sge, %m, %b : i32
  %r = test.reflect_bounds %1 : i32
  %s = arith.select %c, %a, %b : i32
  %q = test.reflect_bounds %s : i32
  %d = arith.divui %2, %b : i32
  %dq = test.reflect_bounds %d : i32
  %sh = arith.shrui %d, %b : i32
  %sq = test.reflect_bounds %sh : i32
  %sl = arith.shli %b, %b overflow<nuw> : i32
  %slq = test.reflect_bounds %sl : i32
  return %r, %3, %4, %5, %6, %7 : i32, i1, i64, i8, index, i1
}
// -----

func.func @branches(%c: i1, %x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c5 = arith.constant 5 : i8
  cf.cond_br %c, ^bb1(%c1 : i8), ^bb1(%c5 : i8)
^bb1(%v: i8):
  %w = test.reflect_bounds %v : i8
  %lt = arith.cmpi slt, %w, %c5 : i8
  %ge = arith.cmpi sge, %w, %c1 : i8
  %s = arith.select %ge, %w, %x : i8
  cf.cond_br %lt, ^bb2(%s : i8), ^bb3
^bb2(%y: i8):
  %z = arith.addi %y, %c1 : i8
  %zz = test.reflect_bounds %z : i8
  cf.br ^bb2(%zz : i8)
^bb3:
  return %s : i8
}
// -----

func.func @rem(%x: i8) -> (i8, i8) {
  %a = test.with_bounds {umin = 0 : ui8, umax = 9 : ui8, smin = 0 : si8, smax = 9 : si8} : i8
  %c10 = arith.constant 10 : i8
  %r = arith.remui %a, %c10 : i8
  %n = arith.constant -3 : i8
  %r2 = arith.remsi %a, %n : i8
  return %r, %r2 : i8, i8
}
// -----

func.func @vec() -> vector<4xi16> {
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi16>
  %w = arith.constant dense<4> : vector<4xi16>
  %s = arith.addi %v, %w : vector<4xi16>
  %q = test.reflect_bounds %s : vector<4xi16>
  %t = arith.constant dense<7> : vector<4xi16>
  %u = arith.maxui %t, %w : vector<4xi16>
  %uu = test.reflect_bounds %u : vector<4xi16>
  return %uu : vector<4xi16>
}

// -----

// Branches follow the constant lattice that constant propagation and the
// ranges share: ceildivsi of the minimum by itself does not fold (its
// range is still 1), so the comparison has no constant and both
// successors stay live; the loop block's argument is then true.

// CHECK-LABEL: func.func @fold_refused
// CHECK: cf.assert %true
func.func @fold_refused(%x: bf16) -> i1 {
  %min = arith.constant -2147483648 : i32
  %z = arith.xori %min, %min : i32
  %one = arith.ceildivsi %min, %min : i32
  %lt = arith.cmpi slt, %z, %one : i32
  %t = arith.constant true
  %f = index.bool.constant false
  cf.cond_br %lt, ^done(%t : i1), ^loop(%t : i1)
^loop(%a: i1):
  cf.assert %a, "must hold"
  cf.cond_br %t, ^done(%a : i1), ^loop(%f : i1)
^done(%r: i1):
  return %r : i1
}
