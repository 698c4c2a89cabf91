// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream %s --mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt %s --mlir-print-debuginfo > %t.gd
// RUN: mlir-opt-upstream %s --mlir-print-debuginfo > %t.ud
// RUN: diff %t.gd %t.ud

// Every xevm op, with and without its optional properties.
llvm.func @f(%p: !llvm.ptr<1>, %a: vector<8xi16>, %b: vector<8xi32>, %c: vector<8xf32>, %i: i32, %v: vector<8xi16>, %h: i16) {
  %0 = xevm.blockload %p <{cache_control = #xevm.load_cache_control<L1uc_L2uc_L3uc>}> : (!llvm.ptr<1>) -> vector<4xi16>
  %1 = xevm.blockload %p : (!llvm.ptr<1>) -> vector<4xi16>
  xevm.blockstore %p, %0 <{cache_control = #xevm.store_cache_control<L1uc_L2uc_L3wb>}> : (!llvm.ptr<1>, vector<4xi16>)
  %2 = xevm.blockload2d %p, %i, %i, %i, %i, %i <{elem_size_in_bits=16 : i32, tile_width=16 : i32, tile_height=8 : i32, v_blocks=1 : i32, transpose=false, pack_register=false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>
  xevm.blockstore2d %p, %i, %i, %i, %i, %i, %v <{elem_size_in_bits=16 : i32, tile_width=16 : i32, tile_height=8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<8xi16>)
  xevm.blockprefetch2d %p, %i, %i, %i, %i, %i <{elem_size_in_bits=8 : i32, tile_width=32 : i32, tile_height=8 : i32, v_blocks=1 : i32, cache_control=#xevm.load_cache_control<L1uc_L2uc_L3uc>}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32)
  xevm.memfence <{scope = #xevm.mem_scope<workgroup>}>
  xevm.memfence <{scope = #xevm.mem_scope<device>, addrspace = #xevm.addr_space<global>}>
  xevm.prefetch %p <{cache_control = #xevm.load_cache_control<L1uc_L2uc_L3uc>}> : (!llvm.ptr<1>)
  %3 = xevm.mma %a, %b, %c {shape = <m = 8, n = 16, k = 16>, types = <d = f32, a = f16, b = f16, c = f32>} : (vector<8xi16>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
  %4 = xevm.mma %a, %b {shape = <k = 16, m = 8, n = 16>, types = <d = f32, a = f16, b = f16>} : (vector<8xi16>, vector<8xi32>) -> vector<8xf32>
  %5 = xevm.local_id.x : i32
  %6 = xevm.subgroup_size range <i32, 1, 32> : i32
  llvm.return
}
