// RUN: not gomlir-opt %s -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

// The operand, result and attribute constraints of the memref ops, in the
// generic form.
func.func @c1(%u: memref<*xf32>) {
  %0 = "memref.collapse_shape"(%u) <{reassociation = []}> : (memref<*xf32>) -> memref<f32>
  return
}
// -----
func.func @c2(%m: memref<4xf32>) {
  %0:3 = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<1xf32>, index, index)
  return
}
// -----
func.func @c3(%m: memref<4xf32>, %a: index) {
  %0 = "memref.view"(%m, %a) : (memref<4xf32>, index) -> memref<4xf32>
  return
}
// -----
func.func @c4(%m: memref<4x4xf32>) {
  %0 = "memref.realloc"(%m) : (memref<4x4xf32>) -> memref<4xf32>
  return
}
// -----
func.func @c5(%m: memref<?xf32>) {
  %0 = "memref.get_global"() <{name = @g}> : () -> memref<?xf32>
  return
}
// -----
func.func @c6(%m: memref<4xindex>, %a: index, %v: index) {
  %0 = "memref.atomic_rmw"(%v, %m, %a) <{kind = 0 : i64}> : (index, memref<4xindex>, index) -> index
  return
}
// -----
func.func @c7(%m: memref<4xf32>, %s: memref<2xf32>) {
  %0 = "memref.reshape"(%m, %s) : (memref<4xf32>, memref<2xf32>) -> memref<2x2xf32>
  return
}
// -----
func.func @c8(%m: memref<4xf32, affine_map<(d0) -> (d0 mod 2)>>) {
  %0 = "memref.transpose"(%m) <{permutation = affine_map<(d0) -> (d0)>}> : (memref<4xf32, affine_map<(d0) -> (d0 mod 2)>>) -> memref<4xf32>
  return
}
// -----
func.func @c9(%m: memref<4xf32>) {
  %0 = "memref.assume_alignment"(%m) <{alignment = 16 : i64}> : (memref<4xf32>) -> memref<4xf32>
  return
}
// -----
func.func @c10(%m: memref<4xf32>, %a: index) {
  "memref.prefetch"(%m, %a) <{isDataCache = true, isWrite = false, localityHint = 5 : i32}> : (memref<4xf32>, index) -> ()
  return
}
// -----
func.func @c11(%m: memref<4xf32>) {
  "memref.global"() <{sym_name = "g", type = memref<4xf32>, alignment = 3}> : () -> ()
  return
}
// -----
func.func @c12(%m: memref<4xf32>) {
  %0 = "memref.generic_atomic_rmw"(%m) ({
  ^bb0(%x: f32):
    "memref.atomic_yield"(%x) : (f32) -> ()
  }) : (memref<4xf32>) -> i32
  return
}
// -----
func.func @c13(%m: memref<4xf32>) {
  "memref.atomic_yield"(%m) : (memref<4xf32>) -> ()
  return
}
// -----
func.func @c14(%m: memref<4xf32>) {
  "memref.alloca_scope.return"() : () -> ()
  return
}
// -----
func.func @c15(%m: memref<4xf32>) {
  %0 = "memref.distinct_objects"(%m) : (memref<4xf32>) -> memref<4xi32>
  return
}
// -----
func.func @c16(%m: memref<4xf32>) {
  %0 = "memref.memory_space_cast"(%m) : (memref<4xf32>) -> memref<4xi32, 1>
  return
}
// -----
func.func @c17(%m: memref<4xf32>, %n: memref<4xi32>) {
  "memref.copy"(%m, %n) : (memref<4xf32>, memref<4xi32>) -> ()
  return
}
// -----
func.func @c18(%m: memref<4xf32>, %n: memref<5xf32>) {
  "memref.copy"(%m, %n) : (memref<4xf32>, memref<5xf32>) -> ()
  return
}
// -----
func.func @c19(%m: memref<4xf32>) {
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (memref<4xf32>) -> memref<2x2xf32, strided<[?, 1]>>
  return
}
// -----
func.func @c20(%m: memref<4xf32>) {
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 3>}> : (memref<4xf32>) -> memref<2x2xf32>
  return
}

// -----

// The format parser checks only the storage class of an attribute (an
// ArrayAttr for the reassociation), as upstream's generated parser: the
// extra `]` is reported where `:` is expected, and a reassociation that
// is not a list of lists by the verifier (random invalid loop programs,
// seed 40126).
func.func @collapse_extra_bracket(%m: memref<8x8xf32>) {
  // expected-error @below {{expected ':'}}
  %c = memref.collapse_shape %m [0, 1]] : memref<8x8xf32> into memref<64xf32>
  return
}

// -----

func.func @collapse_flat_reassociation(%m: memref<8x8xf32>) {
  // expected-error @below {{attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %c = memref.collapse_shape %m [0, 1] : memref<8x8xf32> into memref<64xf32>
  return
}
