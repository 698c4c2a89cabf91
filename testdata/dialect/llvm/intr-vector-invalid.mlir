// RUN: gomlir-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics

llvm.func @gather_len(%ptrs : vector<8x!llvm.ptr>, %mask : vector<7xi1>) -> vector<7xf32> {
  // expected-error @below {{expected operand #1 type to be 'vector<7x!llvm.ptr>'}}
  %0 = llvm.intr.masked.gather %ptrs, %mask { alignment = 1: i32} : (vector<8x!llvm.ptr>, vector<7xi1>) -> vector<7xf32>
  llvm.return %0 : vector<7xf32>
}

// -----

llvm.func @gather_scalable(%ptrs : vector<7x!llvm.ptr<1>>, %mask : vector<[7]xi1>) -> vector<[7]xf32> {
  // expected-error @below {{expected operand #1 type to be 'vector<[7]x!llvm.ptr<1>>'}}
  %0 = llvm.intr.masked.gather %ptrs, %mask { alignment = 1: i32} : (vector<7x!llvm.ptr<1>>, vector<[7]xi1>) -> vector<[7]xf32>
  llvm.return %0 : vector<[7]xf32>
}

// -----

llvm.func @scatter_len(%v : vector<8xf32>, %ptrs : vector<7x!llvm.ptr>, %mask : vector<7xi1>) {
  // expected-error @below {{expected operand #2 type to be 'vector<8x!llvm.ptr>'}}
  llvm.intr.masked.scatter %v, %ptrs, %mask { alignment = 1: i32} : vector<8xf32>, vector<7xi1> into vector<7x!llvm.ptr>
  llvm.return
}

// -----

llvm.func @load_mask(%ptr : !llvm.ptr, %mask : vector<7xi8>) -> vector<7xf32> {
  // expected-error @below {{operand #1 must be LLVM dialect-compatible vector of 1-bit signless integer, but got 'vector<7xi8>'}}
  %0 = llvm.intr.masked.load %ptr, %mask { alignment = 1: i32} : (!llvm.ptr, vector<7xi8>) -> vector<7xf32>
  llvm.return %0 : vector<7xf32>
}

// -----

llvm.func @fmax_elem(%a : vector<4xf32>) -> f64 {
  // expected-error @below {{requires the same element type for all operands and results}}
  %0 = llvm.intr.vector.reduce.fmax(%a) : (vector<4xf32>) -> f64
  llvm.return %0 : f64
}

// -----

llvm.func @fadd_elem(%s: f64, %a : vector<4xf32>) -> f32 {
  // expected-error @below {{requires the same element type for all operands and results}}
  %0 = "llvm.intr.vector.reduce.fadd"(%s, %a) : (f64, vector<4xf32>) -> f32
  llvm.return %0 : f32
}

// -----

llvm.func @fadd_start(%s: i32, %a : vector<4xf32>) -> f32 {
  // expected-error @below {{operand #0 must be floating-point, but got 'i32'}}
  %0 = "llvm.intr.vector.reduce.fadd"(%s, %a) : (i32, vector<4xf32>) -> f32
  llvm.return %0 : f32
}

// -----

llvm.func @add_scalar(%a : i32) -> i32 {
  // expected-error @below {{operand #0 must be LLVM dialect-compatible vector of signless integer, but got 'i32'}}
  %0 = "llvm.intr.vector.reduce.add"(%a) : (i32) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @compress_mask(%p : !llvm.ptr, %mask : vector<7xi8>, %v: vector<7xf32>) {
  // expected-error @below {{operand #2 must be LLVM dialect-compatible vector of 1-bit signless integer, but got 'vector<7xi8>'}}
  "llvm.intr.masked.compressstore"(%v, %p, %mask) : (vector<7xf32>, !llvm.ptr, vector<7xi8>) -> ()
  llvm.return
}

// -----

llvm.func @lane_mask(%base : i64, %n : vector<7xi64>) -> vector<7xi1> {
  // expected-error @below {{invalid kind of type specified: expected builtin.integer, but found 'vector<7xi64>'}}
  %0 = llvm.intr.get.active.lane.mask %base, %n : i64, vector<7xi64> to vector<7xi1>
  llvm.return %0 : vector<7xi1>
}
