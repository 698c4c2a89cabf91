// RUN: gomlir-opt %s -set-llvm-module-datalayout=data-layout=e-p:32:32 -convert-func-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -set-llvm-module-datalayout=data-layout=e-p:32:32 -convert-func-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -set-llvm-module-datalayout=data-layout=e-p:32:32 -convert-func-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: not gomlir-opt %s -set-llvm-module-datalayout=data-layout=q > %t.g2 2>&1
// RUN: not mlir-opt-upstream %s -set-llvm-module-datalayout=data-layout=q > %t.u2 2>&1
// RUN: diff %t.g2 %t.u2
// RUN: FileCheck %s --check-prefix=BAD < %t.g2

// CHECK: module attributes {llvm.data_layout = "e-p:32:32"}
// CHECK: llvm.func @f
// BAD: error: invalid data layout descriptor: unknown specifier 'q'
func.func @f() {
  return
}
