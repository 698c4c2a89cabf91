// RUN: gomlir-opt %s -finalize-memref-to-llvm 2>&1 | FileCheck %s
// RUN: gomlir-opt %s -finalize-memref-to-llvm > %t.g 2>&1
// RUN: mlir-opt-upstream %s -finalize-memref-to-llvm > %t.u 2>&1
// RUN: diff %t.g %t.u

// A reserved runtime function defined with another type is an error.
module {
  // CHECK: redefinition of reserved function 'malloc' of different type '!llvm.func<void (i64)>' is prohibited
  llvm.func @malloc(i64)
  func.func @f() {
    %alloc = memref.alloc() : memref<1024x64xf32, 1>
    llvm.return
  }
}
