// RUN: not gomlir-opt %s -finalize-memref-to-llvm 2>&1 | FileCheck %s

// A reserved runtime function defined with another type is an error.
module {
  // CHECK: redefinition of reserved function 'malloc' of different type '!llvm.func<void (i64)>' is prohibited
  llvm.func @malloc(i64)
  func.func @f() {
    %alloc = memref.alloc() : memref<1024x64xf32, 1>
    llvm.return
  }
}
