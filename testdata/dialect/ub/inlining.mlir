// RUN: gomlir-opt %s -inline > %t.g
// RUN: mlir-opt-upstream %s -inline > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -inline | FileCheck %s

// ub ops are always legal to inline.

func.func private @poison() -> i32 {
  %0 = ub.poison : i32
  return %0 : i32
}

func.func private @unreachable(%p: !llvm.ptr) {
  ub.unreachable
}

// CHECK-NOT: func.func private
// CHECK-LABEL: func.func @caller
// CHECK-NEXT: %[[P:.*]] = ub.poison : i32
// CHECK-NEXT: return %[[P]]
func.func @caller(%ptr: !llvm.ptr) -> i32 {
  %0 = call @poison() : () -> i32
  call @unreachable(%ptr) : (!llvm.ptr) -> ()
  return %0 : i32
}
