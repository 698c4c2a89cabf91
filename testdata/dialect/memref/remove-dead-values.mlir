// RUN: gomlir-opt %s -remove-dead-values > %t.g
// RUN: mlir-opt-upstream %s -remove-dead-values > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -remove-dead-values | FileCheck %s

// An alloca_scope whose results are dead goes away when its body only reads
// memory or allocates on the stack (it would be trivially dead).
// CHECK-LABEL: func.func @f
// CHECK-NEXT: return
// CHECK-LABEL: func.func @g
// CHECK-NEXT: return
// CHECK-LABEL: func.func @h
// CHECK-NEXT: return
func.func @f(%a: index) {
  %0 = memref.alloca_scope -> index {
    memref.alloca_scope.return %a : index
  }
  return
}
func.func @g(%a: index) {
  %0 = memref.alloca_scope -> index {
    %t = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %a : index
  }
  return
}
func.func @h(%a: index, %m: memref<4xf32>) {
  %0 = memref.alloca_scope -> f32 {
    %l = memref.load %m[%a] : memref<4xf32>
    memref.alloca_scope.return %l : f32
  }
  return
}
