// RUN: gomlir-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics

llvm.func @prefetch(%arg0: !llvm.ptr) {
  // expected-error@+1 {{op operand #0 must be LLVM pointer in address space 1 or LLVM pointer in address space 4}}
  xevm.prefetch %arg0 <{cache_control = #xevm.load_cache_control<L1uc_L2uc_L3uc>}> : (!llvm.ptr)
  llvm.return
}

// -----

llvm.func @blockload(%arg0: !llvm.ptr<1>) {
  // expected-error@+1 {{op vector size must be 2, 4 or 8 for element type > 8 bits}}
  %0 = xevm.blockload %arg0 : (!llvm.ptr<1>) -> vector<1xi16>
  llvm.return
}

// -----

llvm.func @blockstore(%arg0: !llvm.ptr<1>, %arg1: vector<5xi8>) {
  // expected-error@+1 {{op vector size must be 2, 4, 8 or 16 for 8-bit element type}}
  xevm.blockstore %arg0, %arg1 : (!llvm.ptr<1>, vector<5xi8>)
  llvm.return
}

// -----

llvm.func @mma(%c: vector<4xf32>, %a: vector<8xi16>, %b: vector<8xi32>) -> vector<8xf32> {
  // expected-error@+1 {{op type of C operand must match result type}}
  %0 = xevm.mma %a, %b, %c {shape = <m = 8, n = 16, k = 16>, types = <d = f32, a = f16, b = f16, c = f32>} : (vector<8xi16>, vector<8xi32>, vector<4xf32>) -> vector<8xf32>
  llvm.return %0 : vector<8xf32>
}

// -----

llvm.func @mma_types(%a: vector<8xi16>, %b: vector<8xi32>) {
  // expected-error@+2 {{expected one of [bf16, f16, s8, u8, s4, u4, tf32, f32, s32] for XeVM element type, got: e2m1}}
  // expected-error@+1 {{failed to parse XeVM_MMATypesAttr parameter 'a' which is to be a `xevm::ElemType`}}
  %0 = xevm.mma %a, %b {shape = <m = 8, n = 16, k = 16>, types = <d = f32, a = e2m1, b = f16>} : (vector<8xi16>, vector<8xi32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @mma_shape(%a: vector<8xi16>, %b: vector<8xi32>) {
  // expected-error@+1 {{duplicate or unknown struct parameter name: n}}
  %0 = xevm.mma %a, %b {shape = <n = 8, k = 16, n = 3>, types = <d = f32, a = f16, b = f16>} : (vector<8xi16>, vector<8xi32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @store2d(%c: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32, %v: vector<8xi32>) {
  // expected-error@+1 {{op expecting elem_size_in_bits to be 8, 16, 32, or 64}}
  xevm.blockstore2d %c, %w, %h, %p, %x, %y, %v <{elem_size_in_bits=18 : i32, tile_width=16 : i32, tile_height=8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<8xi32>)
  llvm.return
}

// -----

llvm.func @load2d(%a: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) -> vector<8xi16> {
  // expected-error@+1 {{op result size of 128 bits does not match the expected size of 208 bits}}
  %0 = xevm.blockload2d %a, %w, %h, %p, %x, %y <{elem_size_in_bits=16 : i32, tile_width=26 : i32, tile_height=8 : i32, v_blocks=1 : i32, transpose=false, pack_register=false, cache_control=#xevm.load_cache_control<L1uc_L2uc_L3uc>}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>
  llvm.return %0 : vector<8xi16>
}

// -----

llvm.func @load2d_transpose(%a: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) -> vector<8xi32> {
  // expected-error@+1 {{op transpose is only supported for 32 and 64 bit elements}}
  %0 = xevm.blockload2d %a, %w, %h, %p, %x, %y <{elem_size_in_bits=16 : i32, tile_width=16 : i32, tile_height=16 : i32, v_blocks=1 : i32, transpose=true, pack_register=false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi32>
  llvm.return %0 : vector<8xi32>
}

// -----

llvm.func @memfence() {
  // expected-error@+2 {{expected ::mlir::xevm::MemScope to be one of: lane, subgroup, workgroup, cluster, device, system}}
  // expected-error@+1 {{failed to parse XeVM_MemScopeAttr parameter 'value' which is to be a `::mlir::xevm::MemScope`}}
  xevm.memfence <{scope = #xevm.mem_scope<foo>}>
  llvm.return
}

// -----

llvm.func @lane_id() {
  // expected-error@+1 {{'xevm.lane_id' op result #0 must be 32-bit signless integer or 64-bit signless integer, but got 'i16'}}
  %0 = xevm.lane_id : i16
  llvm.return
}
