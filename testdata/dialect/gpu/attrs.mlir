// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream %s --mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt %s --emit-bytecode | mlir-opt-upstream | FileCheck %s

// CHECK-LABEL: func.func @types
// CHECK-SAME: (%arg0: !gpu.async.token, %arg1: !gpu.sparse.dntensor_handle, %arg2: !gpu.sparse.spmat_handle, %arg3: !gpu.sparse.spgemmop_handle, %arg4: memref<4xf32, #gpu.address_space<workgroup>>)
func.func @types(%t: !gpu.async.token, %d: !gpu.sparse.dntensor_handle, %s: !gpu.sparse.spmat_handle,
                 %g: !gpu.sparse.spgemmop_handle, %m: memref<4xf32, #gpu.address_space<workgroup>>) {
  return
}

// CHECK-LABEL: func.func @attrs
// CHECK-SAME: attributes {x = [#gpu.block<x>, #gpu.thread<linear_dim_3>, #gpu.warp<z>, #gpu.warpgroup<y>, #gpu.lane<linear_dim_9>, #gpu.mask<31>, #gpu.mask<18446744073709551615>, #gpu.memory_space<private>, #gpu.address_space<global>]}
func.func @attrs() attributes {x = [#gpu.block<x>, #gpu.thread<linear_dim_3>, #gpu.warp<z>, #gpu.warpgroup<y>,
    #gpu.lane<linear_dim_9>, #gpu.mask<0x1F>, #gpu.mask<-1>, #gpu.memory_space<private>, #gpu.address_space<global>]} {
  return
}

// CHECK-LABEL: func.func @forall
// CHECK: {mapping = [#gpu.mask<5>, #gpu.thread<y>, #gpu.thread<x>]}
func.func @forall() {
  scf.forall (%i, %j) in (4, 8) {
  } {mapping = [#gpu.mask<5>, #gpu.thread<y>, #gpu.thread<x>]}
  return
}
