// memref.prefetch lowers to llvm.intr.prefetch (printed generic, as upstream).
// RUN: gomlir-opt %s -finalize-memref-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -finalize-memref-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: FileCheck %s < %t.g
// CHECK: "llvm.intr.prefetch"(%{{.*}}) <{cache = 1 : i32, hint = 2 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
func.func @f(%m: memref<10xf32>, %i: index) {
  memref.prefetch %m[%i], write, locality<2>, data : memref<10xf32>
  return
}
