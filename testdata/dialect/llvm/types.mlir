// RUN: gomlir-opt --allow-unregistered-dialect %s > %t.g
// RUN: mlir-opt-upstream --allow-unregistered-dialect %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt --allow-unregistered-dialect %s --mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream --allow-unregistered-dialect %s --mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt --allow-unregistered-dialect %s --mlir-print-debuginfo > %t.gd
// RUN: mlir-opt-upstream --allow-unregistered-dialect %s --mlir-print-debuginfo > %t.ud
// RUN: diff %t.gd %t.ud
// RUN: gomlir-opt --allow-unregistered-dialect %s | gomlir-opt --allow-unregistered-dialect | FileCheck %s

// Every LLVM type, printed as upstream prints it (nested LLVM types lose
// their prefix, identified structs stop at self references).

"test.op"() : () -> (!llvm.void, !llvm.ppc_fp128, !llvm.token, !llvm.label, !llvm.metadata, !llvm.x86_amx)
"test.op"() : () -> (!llvm.ptr<3>, !llvm.array<4 x i32>, !llvm.array<4 x ptr>, !llvm.array<2 x array<3 x !llvm.ptr>>)
"test.op"() : () -> (!llvm.func<void ()>, !llvm.func<i32 (i32, ptr, ...)>, !llvm.func<void (...)>, !llvm.func<!llvm.struct<(i32)> (f32)>)
"test.op"() : () -> (!llvm.struct<()>, !llvm.struct<packed (i32, f32)>, !llvm.struct<"a", (ptr, struct<"a">)>, !llvm.struct<"b", opaque>, !llvm.struct<"c", ()>, !llvm.struct<"d", packed (i8)>)
"test.op"() : () -> (!llvm.target<"spirv.Image">, !llvm.target<"a", i32, 0>, !llvm.target<"b", 1, 2>, !llvm.target<"c", i32, f32>)
"test.op"() : () -> (!llvm.struct<(vector<4xi32>, tensor<4xf32>, !llvm.struct<(i32)>, memref<?xf32>)>)
"test.op"() : () -> (!llvm.array<4 x struct<"e", (ptr)>>)
"test.op"() : () -> (!llvm.struct<"f", (struct<"g", (struct<"f">)>)>)

// CHECK: !llvm.func<struct<(i32)> (f32)>
// CHECK: !llvm.struct<"a", (ptr, struct<"a">)>, !llvm.struct<"b", opaque>
// CHECK: !llvm.target<"a", i32, 0>
// CHECK: !llvm.struct<"f", (struct<"g", (struct<"f">)>)>
