// Invalid vector ops: gomlir reports what upstream reports, at the same
// places.
// RUN: not gomlir-opt %s -split-input-file > %t.g 2>&1
// RUN: not mlir-opt-upstream %s -split-input-file > %t.u 2>&1
// RUN: diff %t.g %t.u
// RUN: not gomlir-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: 'vector.broadcast' op failed to verify that source operand and result have same element type
// CHECK: 'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)
// CHECK: 'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4x7xf32>'
// CHECK: 'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation

func.func @f0(%a: f32) {
  %0 = vector.broadcast %a : f32 to vector<4xi32>
  return
}

// -----

func.func @f1(%a: vector<2x3xf32>) {
  %0 = vector.broadcast %a : vector<2x3xf32> to vector<4x3xf32>
  return
}

// -----

func.func @f2(%a: vector<[2]xf32>) {
  %0 = vector.broadcast %a : vector<[2]xf32> to vector<2xf32>
  return
}

// -----

func.func @f3(%a: vector<4xf32>) {
  %0 = vector.extract %a[4] : f32 from vector<4xf32>
  return
}

// -----

func.func @f4(%a: vector<4xf32>) {
  %0 = vector.extract %a[1] : vector<4xf32> from vector<4xf32>
  return
}

// -----

func.func @f5(%a: vector<4xf32>) {
  %0 = vector.extract %a[x] : f32 from vector<4xf32>
  return
}

// -----

func.func @f6(%a: vector<4x4xf32>, %f: f32) {
  %0 = vector.insert %f, %a[1] : f32 into vector<4x4xf32>
  return
}

// -----

func.func @f7(%a: vector<4x4xf32>, %f: f32) {
  %0 = vector.insert %f, %a[1, 9] : f32 into vector<4x4xf32>
  return
}

// -----

func.func @f8(%a: vector<4xf32>) {
  %0 = vector.shuffle %a, %a [0, 9] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f9(%a: vector<4xf32>, %b: vector<4x2xf32>) {
  %0 = vector.shuffle %a, %b [0, 1] : vector<4xf32>, vector<4x2xf32>
  return
}

// -----

func.func @f10(%a: vector<4xf32>) {
  %0 = "vector.shuffle"(%a, %a) <{mask = array<i64: 0, 1>}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
  return
}

// -----

func.func @f11(%a: vector<4xi32>) {
  %0 = vector.fma %a, %a, %a : vector<4xi32>
  return
}

// -----

func.func @f12(%a: vector<4x8xf32>) {
  %0 = vector.transpose %a, [0, 0] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @f13(%a: vector<4x8xf32>) {
  %0 = vector.transpose %a, [0, 1] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @f14(%a: vector<4x8xf32>) {
  %0 = vector.transpose %a, [1] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @f15(%a: vector<4x8xf32>) {
  %0 = vector.shape_cast %a : vector<4x8xf32> to vector<30xf32>
  return
}

// -----

func.func @f16(%a: vector<4x8xf32>) {
  %0 = vector.shape_cast %a : vector<4x8xf32> to vector<32xi32>
  return
}

// -----

func.func @f17(%a: vector<4x[8]xf32>) {
  %0 = vector.shape_cast %a : vector<4x[8]xf32> to vector<32xf32>
  return
}

// -----

func.func @f18(%a: vector<4x8xf32>) {
  %0 = vector.bitcast %a : vector<4x8xf32> to vector<4x4xf32>
  return
}

// -----

func.func @f19(%a: vector<4x8xf32>) {
  %0 = vector.bitcast %a : vector<4x8xf32> to vector<32xf32>
  return
}

// -----

func.func @f20(%a: vector<4x8xf32>) {
  %0 = vector.bitcast %a : vector<4x8xf32> to vector<2x16xf32>
  return
}

// -----

func.func @f21(%a: vector<4xf32>) {
  %0 = vector.reduction <xor>, %a : vector<4xf32> into f32
  return
}

// -----

func.func @f22(%a: vector<4x4xf32>) {
  %0 = vector.reduction <add>, %a : vector<4x4xf32> into f32
  return
}

// -----

func.func @f23(%a: vector<4xf32>) {
  %0 = vector.reduction <add>, %a : vector<4xf32> into i32
  return
}

// -----

func.func @f24(%a: vector<4xf32>) {
  %0 = vector.reduction <bad>, %a : vector<4xf32> into f32
  return
}

// -----

func.func @f25(%a: vector<4x8xf32>, %b: vector<8xf32>) {
  %0 = vector.multi_reduction <add>, %a, %b [1] : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func.func @f26(%a: vector<4x8xf32>, %b: vector<8xf32>) {
  %0 = vector.multi_reduction <add>, %a, %b [3] : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func.func @f27(%a: vector<4x8xf32>, %b: vector<8xf32>) {
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<8xf32>
  return
}

// -----

func.func @f28(%a: vector<4x8xf32>, %b: vector<8xf32>) {
  %0:2 = vector.scan <xor>, %a, %b {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
  return
}

// -----

func.func @f29() {
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @f30() {
  %0 = vector.constant_mask [2, 0] : vector<4x4xi1>
  return
}

// -----

func.func @f31() {
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}

// -----

func.func @f32() {
  %0 = vector.constant_mask [2, 2] : vector<4xi1>
  return
}

// -----

func.func @f33(%i: index) {
  %0 = vector.create_mask %i : vector<4x4xi1>
  return
}

// -----

func.func @f34(%m: memref<?x?xf32>, %i: index) {
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f35(%m: memref<?xf32>, %i: index) {
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @f36(%m: memref<?xf32>, %i: index) {
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xi32>
  return
}

// -----

func.func @f37(%m: memref<?xvector<8xf32>>, %i: index) {
  %0 = vector.load %m[%i] : memref<?xvector<8xf32>>, vector<4xf32>
  return
}

// -----

func.func @f38(%m: memref<?xf32>, %i: index) {
  %0 = vector.load %m[%i] {alignment = 3} : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @f39(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  vector.store %v, %m[%i, %i] : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @f40(%m: memref<?xf32, strided<[2]>>, %i: index, %v: vector<4xf32>) {
  vector.store %v, %m[%i] : memref<?xf32, strided<[2]>>, vector<4xf32>
  return
}

// -----

func.func @f41(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<4xf32>) {
  %0 = vector.maskedload %m[%i], %k, %v : memref<?xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @f42(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  %0 = vector.maskedload %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xi32>
  return
}

// -----

func.func @f43(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<8xf32>) {
  vector.maskedstore %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func.func @f44(%m: memref<?xf32>, %i: index, %x: vector<8xi32>, %k: vector<4xi1>, %v: vector<4xf32>) {
  %0 = vector.gather %m[%i][%x], %k, %v : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @f45(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<4xi1>, %v: vector<4xf32>) {
  %0 = vector.gather %m[%i, %i][%x], %k, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @f46(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %k: vector<8xi1>, %v: vector<4xf32>) {
  vector.scatter %m[%i][%x], %k, %v : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @f47(%m: memref<?xf32>, %i: index, %k: vector<[4]xi1>, %v: vector<[4]xf32>) {
  %0 = vector.expandload %m[%i], %k, %v : memref<?xf32>, vector<[4]xi1>, vector<[4]xf32> into vector<[4]xf32>
  return
}

// -----

func.func @f48(%m: memref<?xf32>, %i: index, %k: vector<8xi1>, %v: vector<4xf32>) {
  vector.compressstore %m[%i], %k, %v : memref<?xf32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @f49(%m: memref<?x?xf32>, %i: index, %f: f32) {
  %0 = vector.transfer_read %m[%i], %f : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f50(%m: memref<?x?xf32>, %i: index, %f: f32) {
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f51(%m: memref<?x?xf32>, %i: index, %f: f32) {
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @f52(%m: memref<?x?xf32>, %i: index, %f: f32) {
  %0 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f53(%m: memref<?x?xf32>, %i: index, %f: i32) {
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f54(%m: memref<?x?xf32>, %i: index, %f: f32) {
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>
  return
}

// -----

func.func @f55(%m: memref<?xf32>, %i: index, %f: f32) {
  %0 = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @f56(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @f57(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i, %i] : f32, memref<?x?xf32>
  return
}

// -----

func.func @f58(%a: vector<4xf32>, %b: vector<8xf32>) {
  %0 = vector.outerproduct %a, %b, %a : vector<4xf32>, vector<8xf32>
  return
}

// -----

func.func @f59(%a: vector<4xf32>, %b: vector<8xf32>) {
  %0 = vector.outerproduct %a : vector<4xf32>, vector<8xf32>
  return
}

// -----

func.func @f60(%a: vector<4xi32>, %b: vector<8xi32>) {
  %0 = vector.outerproduct %a, %b {kind = #vector.kind<maxnumf>} : vector<4xi32>, vector<8xi32>
  return
}

// -----

func.func @f61(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x8xf32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f62(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

func.func @f63(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "bogus"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

func.func @f64(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

func.func @f65(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c, %a : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

func.func @f66(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<xor>} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  return
}

// -----

func.func @f67(%m: memref<?xf32>, %i: index, %f: f32, %k: vector<8xi1>) {
  %0 = vector.mask %k { vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32> } : vector<8xi1> -> vector<4xf32>
  return
}

// -----

func.func @f68(%a: vector<4xf32>, %k: vector<4xi1>) {
  %0 = vector.mask %k { vector.shape_cast %a : vector<4xf32> to vector<2x2xf32> } : vector<4xi1> -> vector<2x2xf32>
  return
}

// -----

func.func @f69(%a: vector<4xf32>, %k: vector<4xi1>) {
  %0 = vector.mask %k, %a { vector.yield %a : vector<4xf32> } : vector<4xi1>
  return
}

// -----

func.func @f70(%a: vector<4xf32>, %k: vector<4xi1>) {
  %0 = vector.mask %k { vector.reduction <add>, %a : vector<4xf32> into f32 } : vector<4xi1> -> i32
  return
}

// -----

func.func @f71(%a: vector<4xf32>, %k: vector<4xi1>, %f: f32) {
  %0 = vector.mask %k, %f { vector.reduction <add>, %a : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return
}

// -----

func.func @f72(%a: vector<4xf32>) {
  vector.print %a : vector<4xf32> str "x"
  return
}

// -----

func.func @f73(%a: tensor<4xf32>) {
  vector.print %a : tensor<4xf32>
  return
}

// -----

func.func @f74() {
  vector.print punctuation <bogus>
  return
}

// -----

func.func @f75(%a: vector<4xf32>, %s: vector<[8]xf32>) {
  %0 = vector.scalable.insert %a, %s[2] : vector<4xf32> into vector<[8]xf32>
  return
}

// -----

func.func @f76(%s: vector<[8]xf32>) {
  %0 = vector.scalable.extract %s[3] : vector<4xf32> from vector<[8]xf32>
  return
}

// -----

func.func @f77(%a: vector<7xf32>) {
  %0, %1 = vector.deinterleave %a : vector<7xf32> -> vector<3xf32>
  return
}

// -----

func.func @f78(%a: vector<8xf32>) {
  %0, %1 = vector.deinterleave %a : vector<8xf32> -> vector<3xf32>
  return
}

// -----

func.func @f79(%a: f32, %b: f32) {
  %0 = vector.from_elements %a, %b : vector<3xf32>
  return
}

// -----

func.func @f80(%a: f32, %b: f32) {
  %0 = vector.from_elements %a, %b : vector<[2]xf32>
  return
}

// -----

func.func @f81(%a: vector<4xf32>) {
  %0:3 = vector.to_elements %a : vector<4xf32>
  return
}

// -----

func.func @f82() {
  %0 = vector.step : vector<2x4xindex>
  return
}

// -----

func.func @f83(%a: vector<4x8xf32>, %b: vector<2x8xf32>) {
  %0 = vector.insert_strided_slice %b, %a {offsets = [3, 0], strides = [1, 1]} : vector<2x8xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f84(%a: vector<4x8xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [3], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f85(%a: vector<4x8xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [1], sizes = [2], strides = [2]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @f86(%m: memref<4x?xf32>) {
  %0 = vector.type_cast %m : memref<4x?xf32> to memref<vector<4x8xf32>>
  return
}

// -----

func.func @f87(%m: memref<4x8xf32>) {
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x4xf32>>
  return
}

// -----

func.func @f88() {
  %0 = "vector.vscale"() : () -> i32
  return
}

// -----

func.func @f89() {
  %0 = vector.vscale : index
  return
}

// -----

func.func @f90() {
  "test.x"() ({
    vector.yield
  }) : () -> ()
  return
}
