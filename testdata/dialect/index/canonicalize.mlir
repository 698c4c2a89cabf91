// RUN: gomlir-opt %s -canonicalize -split-input-file | FileCheck %s
// RUN: gomlir-opt %s -canonicalize -split-input-file --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -canonicalize -split-input-file --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// index canonicalization patterns (checked against upstream mlir-opt 22).

// op(op(x, c1), c2) -> op(x, op(c2, c1)), the inner op folded.
// CHECK-LABEL: func.func @reassociate(
// CHECK-SAME:  %arg0: index) -> (index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx6 = index.constant 6
// CHECK-NEXT: %idx4 = index.constant 4
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx12 = index.constant 12
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %0 = index.add %arg0, %idx3
// CHECK-NEXT: %1 = index.mul %arg0, %idx12
// CHECK-NEXT: %2 = index.and %arg0, %idx2
// CHECK-NEXT: %3 = index.or %arg0, %idx3
// CHECK-NEXT: %4 = index.xor %arg0, %idx4
// CHECK-NEXT: %5 = index.maxs %arg0, %idx6
// CHECK-NEXT: %6 = index.maxu %arg0, %idx6
// CHECK-NEXT: %7 = index.mins %arg0, %idx1
// CHECK-NEXT: %8 = index.minu %arg0, %idx2
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @reassociate(%x: index) -> (index, index, index, index, index, index, index, index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c6 = index.constant 6
  %a0 = index.add %x, %c1
  %a = index.add %a0, %c2
  %m0 = index.mul %x, %c2
  %m = index.mul %m0, %c6
  %n0 = index.and %x, %c6
  %n = index.and %n0, %c2
  %o0 = index.or %x, %c1
  %o = index.or %o0, %c2
  %e0 = index.xor %x, %c6
  %e = index.xor %e0, %c2
  %s0 = index.maxs %x, %c1
  %s = index.maxs %s0, %c6
  %u0 = index.maxu %x, %c6
  %u = index.maxu %u0, %c1
  %t0 = index.mins %x, %c1
  %t = index.mins %t0, %c2
  %v0 = index.minu %x, %c6
  %v = index.minu %v0, %c2
  return %a, %m, %n, %o, %e, %s, %u, %t, %v : index, index, index, index, index, index, index, index, index
}

// -----

// Combined constants that do not fold (the 32-bit and 64-bit results
// differ) leave the ops alone.
// CHECK-LABEL: func.func @no_fold(
// CHECK-SAME:  %arg0: index) -> index {
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %0 = index.maxs %arg0, %idx4294967296
// CHECK-NEXT: %1 = index.maxs %0, %idx1
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
func.func @no_fold(%x: index) -> index {
  %a = index.constant 4294967296
  %b = index.constant 1
  %0 = index.maxs %x, %a
  %1 = index.maxs %0, %b
  return %1 : index
}

// -----

// Chains of three fold completely; different ops do not mix.
// CHECK-LABEL: func.func @chain(
// CHECK-SAME:  %arg0: index) -> (index, index) {
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %idx5 = index.constant 5
// CHECK-NEXT: %idx11 = index.constant 11
// CHECK-NEXT: %0 = index.add %arg0, %idx11
// CHECK-NEXT: %1 = index.mul %arg0, %idx3
// CHECK-NEXT: %2 = index.add %1, %idx5
// CHECK-NEXT: return %0, %2 : index, index
// CHECK-NEXT: }
func.func @chain(%x: index) -> (index, index) {
  %c3 = index.constant 3
  %c5 = index.constant 5
  %0 = index.add %x, %c3
  %1 = index.add %0, %c5
  %2 = index.add %1, %c3
  %3 = index.mul %x, %c3
  %4 = index.add %3, %c5
  return %2, %4 : index, index
}

// -----

// cmp(x - y, 0) -> cmp(x, y); cmp(0, x - y) -> cmp(y, x).
// CHECK-LABEL: func.func @cmp_sub(
// CHECK-SAME:  %arg0: index, %arg1: index) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %0 = index.sub %arg0, %arg1
// CHECK-NEXT: %1 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %2 = index.cmp ugt(%arg1, %arg0)
// CHECK-NEXT: %3 = index.cmp eq(%0, %arg0)
// CHECK-NEXT: %4 = index.cmp sge(%arg1, %arg0)
// CHECK-NEXT: return %1, %2, %3, %4 : i1, i1, i1, i1
// CHECK-NEXT: }
func.func @cmp_sub(%x: index, %y: index) -> (i1, i1, i1, i1) {
  %z = index.constant 0
  %d = index.sub %x, %y
  %0 = index.cmp slt(%d, %z)
  %1 = index.cmp ugt(%z, %d)
  %2 = index.cmp eq(%d, %x)
  %c0 = arith.constant 0 : index
  %3 = index.cmp sge(%c0, %d)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
