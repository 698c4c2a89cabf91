// RUN: gomlir-opt --memref-emulate-wide-int="widest-int-supported=32" %s > %t.g
// RUN: mlir-opt-upstream --memref-emulate-wide-int="widest-int-supported=32" %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt --memref-emulate-wide-int="widest-int-supported=32" %s --mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream --memref-emulate-wide-int="widest-int-supported=32" %s --mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt --memref-emulate-wide-int="widest-int-supported=32" %s | FileCheck %s

// CHECK-LABEL: func.func @mem
// CHECK: memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x4xvector<2xi32>>
// CHECK: memref.load {{.*}} {nontemporal = true} : memref<?x4xvector<2xi32>>
func.func @mem(%n: index) {
  %c0 = arith.constant 0 : index
  %x = arith.constant 42 : i64
  %m = memref.alloc(%n) {alignment = 64} : memref<?x4xi64>
  memref.store %x, %m[%c0, %c0] : memref<?x4xi64>
  %v = memref.load %m[%c0, %c0] {nontemporal = true} : memref<?x4xi64>
  %w = arith.addi %v, %x : i64
  %f = memref.alloc() : memref<2xf64, 3>
  memref.store %w, %m[%c0, %c0] : memref<?x4xi64>
  return
}
