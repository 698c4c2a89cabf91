// RUN: gomlir-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics

// expected-error @below {{unknown attribute `foo` in dialect `gpu`}}
func.func @f() attributes {x = #gpu.foo<x>} {
  return
}

// -----

// expected-error @below {{expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9}}
// expected-error @below {{failed to parse GPUBlockMappingAttr parameter 'block' which is to be a `::mlir::gpu::MappingId`}}
func.func @f() attributes {x = #gpu.block<w>} {
  return
}

// -----

// expected-error @below {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error @below {{failed to parse GPUMemorySpaceMappingAttr parameter 'address_space' which is to be a `::mlir::gpu::AddressSpace`}}
func.func @f() attributes {x = #gpu.memory_space<shared>} {
  return
}

// -----

// expected-error @below {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error @below {{failed to parse GPU_AddressSpaceAttr parameter 'value' which is to be a `::mlir::gpu::AddressSpace`}}
func.func @f() attributes {x = #gpu.address_space<shared>} {
  return
}

// -----

// expected-error @below {{expected integer value}}
// expected-error @below {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
func.func @f() attributes {x = #gpu.mask<x>} {
  return
}

// -----

// expected-error @below {{unknown gpu type: async.tok}}
func.func @f(%a: !gpu.async.tok) {
  return
}

// -----

func.func @f() {
  // expected-error @below {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.mask<1>]}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'scf.forall' op "mapping" supports at most one device masking attribute}}
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.mask<1>, #gpu.block<x>, #gpu.mask<2>]}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (4) {
  } {mapping = [1]}
  return
}
