// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream %s --mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt %s | FileCheck %s

// The opaque pointer type: address space 0 prints without parameters,
// negative address spaces wrap to unsigned.

// CHECK: func.func private @ptrs(!llvm.ptr, !llvm.ptr, !llvm.ptr<1>, !llvm.ptr<4294967295>, !llvm.ptr<4294967294>, !llvm.ptr<16>, !llvm.ptr<4294901760>) -> !llvm.ptr<3>
func.func private @ptrs(!llvm.ptr, !llvm.ptr<0>, !llvm<ptr<1>>, !llvm.ptr<4294967295>, !llvm.ptr<-2>, !llvm.ptr<0x10>, !llvm.ptr<-65536>) -> !llvm.ptr<3>

// CHECK: func.func private @nested(tensor<2x!llvm.ptr>, tuple<!llvm.ptr<7>, i32>)
func.func private @nested(tensor<2x!llvm.ptr>, tuple<!llvm.ptr<7>, i32>)

// The other LLVM types read and print back unchanged.
// CHECK: func.func private @others(!llvm.struct<(i32, ptr)>, !llvm.array<4 x ptr<1>>, !llvm.func<void (i32)>, !llvm.void)
func.func private @others(!llvm.struct<(i32, ptr)>, !llvm.array<4 x ptr<1>>, !llvm.func<void (i32)>, !llvm.void)
