// RUN: gomlir-opt %s -canonicalize -allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s -canonicalize -allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -canonicalize -allow-unregistered-dialect | FileCheck %s

// alloca_scope is inlined when nothing in it may allocate on the stack, or
// when it ends an allocation scope; the stack allocations of a scope ending
// the regions up to the enclosing allocation scope are hoisted there.

// CHECK-LABEL: func.func @no_allocation
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: "test.sink"(%[[S]])
func.func @no_allocation(%a: index) {
  %r = memref.alloca_scope -> (index) {
    %s = arith.addi %a, %a : index
    memref.alloca_scope.return %s : index
  }
  "test.sink"(%r) : (index) -> ()
  return
}

// CHECK-LABEL: func.func @last_in_function
// CHECK-NEXT: %[[A:.*]] = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: "test.sink"(%[[A]])
// CHECK-NEXT: return
func.func @last_in_function(%n: index) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
    "test.sink"(%a) : (memref<?xf32>) -> ()
  }
  return
}

// CHECK-LABEL: func.func @hoisted
// CHECK-NEXT: %[[A:.*]] = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: "test.region"
// CHECK-NEXT: memref.alloca_scope
// CHECK-NEXT: "test.sink"(%[[A]])
func.func @hoisted(%n: index) {
  "test.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      "test.sink"(%a) : (memref<?xf32>) -> ()
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @kept
// CHECK: memref.alloca_scope
// CHECK: "test.count"
func.func @kept() {
  "test.region"() ({
    memref.alloca_scope {
      %c = "test.count"() : () -> index
      %a = memref.alloca(%c) : memref<?xf32>
      "test.sink"(%a) : (memref<?xf32>) -> ()
    }
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
