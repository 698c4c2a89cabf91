// RUN: gomlir-opt %s -canonicalize -allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s -canonicalize -allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -canonicalize -allow-unregistered-dialect | FileCheck %s

// alloca_scope is inlined when nothing in it may allocate on the stack or it
// ends an allocation scope; its stack allocations are hoisted out of the
// regions it ends, up to the enclosing allocation scope.
// CHECK-LABEL: func.func @scopeMerge()
// CHECK-NEXT: "test.count"
// CHECK-NEXT: memref.alloca
// CHECK-NEXT: "test.use"
// CHECK-NEXT: return
// CHECK-LABEL: func.func @scopeMerge3()
// CHECK-NEXT: "test.count"
// CHECK-NEXT: memref.alloca

func.func @scopeMerge() {
  memref.alloca_scope {
    %cnt = "test.count"() : () -> index
    %a = memref.alloca(%cnt) : memref<?xi64>
    "test.use"(%a) : (memref<?xi64>) -> ()
  }
  return
}

func.func @scopeMerge2() {
  "test.region"() ({
    memref.alloca_scope {
      %cnt = "test.count"() : () -> index
      %a = memref.alloca(%cnt) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}


func.func @scopeMerge3() {
  %cnt = "test.count"() : () -> index
  "test.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%cnt) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}


func.func @scopeMerge4() {
  %cnt = "test.count"() : () -> index
  "test.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%cnt) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
    "test.op"() : () -> ()
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}


func.func @scopeInline(%arg : memref<index>) {
  %cnt = "test.count"() : () -> index
  "test.region"() ({
    memref.alloca_scope {
      memref.store %cnt, %arg[] : memref<index>
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}


