// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream %s --mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt %s --mlir-print-debuginfo > %t.gd
// RUN: mlir-opt-upstream %s --mlir-print-debuginfo > %t.ud
// RUN: diff %t.gd %t.ud
// RUN: gomlir-opt %s | FileCheck %s

// CHECK: gpu.module @a {
// CHECK-NEXT: }
// CHECK: gpu.func @k(%arg0: index) workgroup(%arg1 : memref<4xf32, #gpu.address_space<workgroup>>) private(%arg2 : memref<2xf32, #gpu.address_space<private>> {a = 1 : i64}) kernel attributes {bar} {
gpu.module @a {
}
gpu.module @b attributes {foo} {
  gpu.func @k(%x: index) workgroup(%w: memref<4xf32, #gpu.address_space<workgroup>>) private(%p: memref<2xf32, #gpu.address_space<private>> {a = 1}) kernel attributes {bar} {
    gpu.return
  }
  gpu.func @f(%x: index {llvm.noalias}) -> (index {llvm.noundef}) {
    gpu.return %x : index
  }
}

// Launch-size hints are properties, printed among the attributes.
// CHECK: gpu.func @hints() attributes {known_block_size = array<i32: 1, 2, 3>, known_grid_size = array<i32: 4, 5, 6>} {
gpu.module @h {
  "gpu.func"() <{function_type = () -> (), known_block_size = array<i32: 1, 2, 3>, known_grid_size = array<i32: 4, 5, 6>}> ({
    "gpu.return"() : () -> ()
  }) {sym_name = "hints", workgroup_attributions = 0 : i64} : () -> ()
}
