// Folders and canonicalization patterns of the vector ops: gomlir's
// -canonicalize gives upstream's output.
// RUN: gomlir-opt %s -canonicalize -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -canonicalize -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -canonicalize -split-input-file | FileCheck %s
// The folders alone, each op folded once (upstream's -test-single-fold):
// RUN: gomlir-opt %s -test-single-fold -split-input-file > %t.sg
// RUN: mlir-opt-upstream %s -test-single-fold -split-input-file > %t.su
// RUN: diff %t.sg %t.su
// Folds simulated by -sccp (in-place folds undone):
// RUN: gomlir-opt %s -sccp -split-input-file > %t.pg
// RUN: mlir-opt-upstream %s -sccp -split-input-file > %t.pu
// RUN: diff %t.pg %t.pu

// CHECK-LABEL: func.func @extract_bcast(
// CHECK-NEXT: %0 = vector.extract %arg1[1] : f32 from vector<4xf32>
// CHECK-NEXT: return %arg0, %arg1, %0, %arg1
// CHECK-LABEL: func.func @insert_chain(
// CHECK: vector.from_elements
// CHECK-LABEL: func.func @masks(
// CHECK: arith.constant dense<true> : vector<[4]xi1>

func.func @extract_bcast(%f: f32, %v: vector<4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>) {
  %b = vector.broadcast %f : f32 to vector<2x4xf32>
  %0 = vector.extract %b[1, 2] : f32 from vector<2x4xf32>
  %bv = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %1 = vector.extract %bv[2] : vector<4xf32> from vector<3x4xf32>
  %2 = vector.extract %bv[2, 1] : f32 from vector<3x4xf32>
  %b3 = vector.broadcast %v : vector<4xf32> to vector<2x3x4xf32>
  %3 = vector.extract %b3[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %4 = vector.extract %3[0] : vector<4xf32> from vector<3x4xf32>
  return %0, %1, %2, %4 : f32, vector<4xf32>, f32, vector<4xf32>
}

// -----

func.func @extract_bcast_unit(%v: vector<1x4xf32>) -> (f32, vector<2x4xf32>) {
  %b = vector.broadcast %v : vector<1x4xf32> to vector<3x2x4xf32>
  %0 = vector.extract %b[2, 1, 3] : f32 from vector<3x2x4xf32>
  %1 = vector.extract %b[1] : vector<2x4xf32> from vector<3x2x4xf32>
  return %0, %1 : f32, vector<2x4xf32>
}

// -----

func.func @extract_insert(%v: vector<4x8xf32>, %f: f32, %g: f32, %r: vector<8xf32>) -> (f32, f32, f32, vector<8xf32>) {
  %0 = vector.insert %f, %v[1, 2] : f32 into vector<4x8xf32>
  %1 = vector.insert %g, %0[3, 3] : f32 into vector<4x8xf32>
  %2 = vector.extract %1[1, 2] : f32 from vector<4x8xf32>
  %3 = vector.extract %1[3, 3] : f32 from vector<4x8xf32>
  %4 = vector.extract %1[2, 2] : f32 from vector<4x8xf32>
  %5 = vector.insert %r, %v[2] : vector<8xf32> into vector<4x8xf32>
  %6 = vector.extract %5[2] : vector<8xf32> from vector<4x8xf32>
  return %2, %3, %4, %6 : f32, f32, f32, vector<8xf32>
}

// -----

func.func @extract_const() -> (f32, vector<2xi32>, i32, f32, f32, i32) {
  %c = arith.constant dense<1.5> : vector<4x4xf32>
  %0 = vector.extract %c[1, 2] : f32 from vector<4x4xf32>
  %d = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %1 = vector.extract %d[1] : vector<2xi32> from vector<2x2xi32>
  %2 = vector.extract %d[0, 1] : i32 from vector<2x2xi32>
  %3 = vector.extract %c[-1, 0] : f32 from vector<4x4xf32>
  %p = ub.poison : vector<4xf32>
  %4 = vector.extract %p[1] : f32 from vector<4xf32>
  %i = arith.constant 1 : index
  %5 = vector.extract %d[%i, %i] : i32 from vector<2x2xi32>
  return %0, %1, %2, %3, %4, %5 : f32, vector<2xi32>, i32, f32, f32, i32
}

// -----

func.func @extract_dyn(%v: vector<4x8xf32>, %j: index) -> f32 {
  %i = arith.constant 2 : index
  %0 = vector.extract %v[%i, %j] : f32 from vector<4x8xf32>
  return %0 : f32
}

// -----

func.func @extract_from_elements(%a: f32, %b: f32, %c: f32, %d: f32) -> (f32, vector<2xf32>) {
  %v = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
  %0 = vector.extract %v[1, 0] : f32 from vector<2x2xf32>
  %1 = vector.extract %v[1] : vector<2xf32> from vector<2x2xf32>
  return %0, %1 : f32, vector<2xf32>
}

// -----

func.func @insert_const(%f: f32) -> (vector<4xf32>, vector<2x2xi32>, vector<4xf32>) {
  %c = arith.constant dense<0.0> : vector<4xf32>
  %x = arith.constant 2.0 : f32
  %0 = vector.insert %x, %c[1] : f32 into vector<4xf32>
  %d = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %r = arith.constant dense<[7, 8]> : vector<2xi32>
  %1 = vector.insert %r, %d[0] : vector<2xi32> into vector<2x2xi32>
  %2 = vector.insert %f, %c[-1] : f32 into vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<2x2xi32>, vector<4xf32>
}

// -----

func.func @insert_chain(%a: f32, %b: f32, %v: vector<2xf32>, %w: vector<2x2xf32>) -> (vector<2xf32>, vector<2x2xf32>) {
  %0 = vector.insert %a, %v[0] : f32 into vector<2xf32>
  %1 = vector.insert %b, %0[1] : f32 into vector<2xf32>
  %2 = vector.insert %v, %w[0] : vector<2xf32> into vector<2x2xf32>
  %3 = vector.insert %1, %2[1] : vector<2xf32> into vector<2x2xf32>
  return %1, %3 : vector<2xf32>, vector<2x2xf32>
}

// -----

func.func @insert_splat(%a: f32, %v: vector<1x4xf32>) -> (vector<4x4xf32>, vector<1x4xf32>) {
  %s = vector.broadcast %a : f32 to vector<4xf32>
  %d = vector.broadcast %a : f32 to vector<4x4xf32>
  %0 = vector.insert %s, %d[1] : vector<4xf32> into vector<4x4xf32>
  %r = vector.broadcast %a : f32 to vector<4xf32>
  %1 = vector.insert %r, %v[0] : vector<4xf32> into vector<1x4xf32>
  return %0, %1 : vector<4x4xf32>, vector<1x4xf32>
}

// -----

func.func @shape_casts(%v: vector<4x8xf32>) -> (vector<4x8xf32>, vector<2x16xf32>, vector<32xf32>, vector<2x2xi32>, vector<4xf32>) {
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<32xf32>
  %1 = vector.shape_cast %0 : vector<32xf32> to vector<4x8xf32>
  %2 = vector.shape_cast %0 : vector<32xf32> to vector<2x16xf32>
  %c = arith.constant dense<2.0> : vector<4x8xf32>
  %3 = vector.shape_cast %c : vector<4x8xf32> to vector<32xf32>
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %4 = vector.shape_cast %d : vector<4xi32> to vector<2x2xi32>
  %p = ub.poison : vector<2x2xf32>
  %5 = vector.shape_cast %p : vector<2x2xf32> to vector<4xf32>
  return %1, %2, %3, %4, %5 : vector<4x8xf32>, vector<2x16xf32>, vector<32xf32>, vector<2x2xi32>, vector<4xf32>
}

// -----

func.func @transposes(%v: vector<4x8x2xf32>, %f: f32) -> (vector<4x8x2xf32>, vector<2x8x4xf32>, vector<8x4xf32>, vector<2x4xf32>) {
  %0 = vector.transpose %v, [1, 0, 2] : vector<4x8x2xf32> to vector<8x4x2xf32>
  %1 = vector.transpose %0, [1, 0, 2] : vector<8x4x2xf32> to vector<4x8x2xf32>
  %2 = vector.transpose %0, [2, 0, 1] : vector<8x4x2xf32> to vector<2x8x4xf32>
  %b = vector.broadcast %f : f32 to vector<4x8xf32>
  %3 = vector.transpose %b, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %c = arith.constant dense<1.0> : vector<4x2xf32>
  %4 = vector.transpose %c, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
  return %1, %2, %3, %4 : vector<4x8x2xf32>, vector<2x8x4xf32>, vector<8x4xf32>, vector<2x4xf32>
}

// -----

func.func @elements(%a: f32) -> (vector<3xf32>, vector<2xi32>, i32, i32, f32) {
  %0 = vector.from_elements %a, %a, %a : vector<3xf32>
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %1 = vector.from_elements %c1, %c2 : vector<2xi32>
  %d = arith.constant dense<[5, 6]> : vector<2xi32>
  %2:2 = vector.to_elements %d : vector<2xi32>
  %v = vector.from_elements %a, %a : vector<2xf32>
  %3:2 = vector.to_elements %v : vector<2xf32>
  return %0, %1, %2#0, %2#1, %3#1 : vector<3xf32>, vector<2xi32>, i32, i32, f32
}

// -----

func.func @shuffles(%v: vector<4xf32>, %w: vector<2xf32>) -> (vector<4xf32>, vector<3xi32>, vector<2xf32>) {
  %0 = vector.shuffle %v, %w [0, 1, 2, 3] : vector<4xf32>, vector<2xf32>
  %a = arith.constant dense<[1, 2]> : vector<2xi32>
  %b = arith.constant dense<[3, 4]> : vector<2xi32>
  %1 = vector.shuffle %a, %b [3, 0, 2] : vector<2xi32>, vector<2xi32>
  %2 = vector.shuffle %v, %w [-1, -1] : vector<4xf32>, vector<2xf32>
  return %0, %1, %2 : vector<4xf32>, vector<3xi32>, vector<2xf32>
}

// -----

func.func @bitcasts(%v: vector<4xf32>) -> (vector<4xf32>, vector<8xi16>, vector<2xi64>) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  %1 = vector.bitcast %0 : vector<4xi32> to vector<4xf32>
  %c = arith.constant dense<1.0> : vector<4xf32>
  %2 = vector.bitcast %c : vector<4xf32> to vector<8xi16>
  %i = arith.constant dense<7> : vector<4xi32>
  %3 = vector.bitcast %i : vector<4xi32> to vector<2xi64>
  return %1, %2, %3 : vector<4xf32>, vector<8xi16>, vector<2xi64>
}

// -----

func.func @reductions(%v: vector<4x8xf32>, %a: vector<4x8xf32>, %u: vector<1x4xf32>, %acc: vector<4xf32>, %s: vector<1xf32>, %f: f32, %i: vector<1xi32>, %j: i32, %z: vector<f32>) -> (vector<4x8xf32>, vector<4xf32>, f32, i32, f32, f32) {
  %0 = vector.multi_reduction <add>, %v, %a [] : vector<4x8xf32> to vector<4x8xf32>
  %1 = vector.multi_reduction <mul>, %u, %acc [0] : vector<1x4xf32> to vector<4xf32>
  %2 = vector.reduction <add>, %s, %f fastmath<fast> : vector<1xf32> into f32
  %3 = vector.reduction <xor>, %i, %j : vector<1xi32> into i32
  %4 = vector.reduction <maximumf>, %s : vector<1xf32> into f32
  %5 = vector.reduction <add>, %z : vector<f32> into f32
  return %0, %1, %2, %3, %4, %5 : vector<4x8xf32>, vector<4xf32>, f32, i32, f32, f32
}

// -----

func.func @masks(%n: index) -> (vector<4x3xi1>, vector<4x3xi1>, vector<4xi1>, vector<[4]xi1>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %c0 = arith.constant 0 : index
  %0 = vector.create_mask %c3, %c2 : vector<4x3xi1>
  %1 = vector.create_mask %c9, %c0 : vector<4x3xi1>
  %2 = vector.create_mask %n : vector<4xi1>
  %vs = vector.vscale
  %c4 = arith.constant 4 : index
  %m = arith.muli %c4, %vs : index
  %3 = vector.create_mask %m : vector<[4]xi1>
  return %0, %1, %2, %3 : vector<4x3xi1>, vector<4x3xi1>, vector<4xi1>, vector<[4]xi1>
}

// -----

func.func @masked_mem(%m: memref<?xf32>, %i: index, %p: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %t = vector.constant_mask [4] : vector<4xi1>
  %f = arith.constant dense<false> : vector<4xi1>
  %0 = vector.maskedload %m[%i], %t, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.maskedload %m[%i], %f, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %t, %p : memref<?xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%i], %f, %p : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

// -----

func.func @transfers(%m: memref<8x8xf32>, %t: tensor<8x8xf32>, %f: f32, %v: vector<4xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>, tensor<8x8xf32>, vector<4x4xf32>, tensor<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %0 = vector.transfer_read %m[%c0, %c0], %f : memref<8x8xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%c0, %c6], %f : memref<8x8xf32>, vector<4xf32>
  %w = vector.transfer_write %v, %t[%i, %i] {in_bounds = [true]} : vector<4xf32>, tensor<8x8xf32>
  %2 = vector.transfer_read %w[%i, %i], %f {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
  %r = vector.transfer_read %t[%i, %i], %f : tensor<8x8xf32>, vector<4xf32>
  %3 = vector.transfer_write %r, %t[%i, %i] : vector<4xf32>, tensor<8x8xf32>
  %4 = vector.transfer_read %m[%c0, %c0], %f {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<8x8xf32>, vector<4x4xf32>
  %k = vector.constant_mask [4] : vector<4xi1>
  %5 = vector.transfer_read %m[%i, %i], %f, %k : memref<8x8xf32>, vector<4xf32>
  %w1 = vector.transfer_write %v, %t[%i, %i] : vector<4xf32>, tensor<8x8xf32>
  %w2 = vector.transfer_write %v, %w1[%i, %i] : vector<4xf32>, tensor<8x8xf32>
  return %2, %5, %3, %4, %w2 : vector<4xf32>, vector<4xf32>, tensor<8x8xf32>, vector<4x4xf32>, tensor<8x8xf32>
}

// -----

func.func @mask_ops(%m: memref<?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %k: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>) {
  %t = vector.constant_mask [4] : vector<4xi1>
  %0 = vector.mask %t { vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %1 = vector.mask %k { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %k { } : vector<4xi1>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

// -----

func.func @strided(%v: vector<4x8xf32>, %w: vector<4x8xf32>) -> (vector<4x8xf32>, vector<2x8xf32>, vector<4x8xf32>) {
  %0 = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [4, 8], strides = [1, 1]} : vector<4x8xf32> to vector<4x8xf32>
  %c = arith.constant dense<3.0> : vector<4x8xf32>
  %1 = vector.extract_strided_slice %c {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  %2 = vector.insert_strided_slice %v, %w {offsets = [0, 0], strides = [1, 1]} : vector<4x8xf32> into vector<4x8xf32>
  return %0, %1, %2 : vector<4x8xf32>, vector<2x8xf32>, vector<4x8xf32>
}

// -----

func.func @bcast_chain(%f: f32, %v: vector<4xf32>) -> (vector<2x3x4xf32>, vector<4xf32>, vector<2x4xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %1 = vector.broadcast %0 : vector<3x4xf32> to vector<2x3x4xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %s = vector.shape_cast %v : vector<4xf32> to vector<1x4xf32>
  %3 = vector.broadcast %s : vector<1x4xf32> to vector<2x4xf32>
  return %1, %2, %3 : vector<2x3x4xf32>, vector<4xf32>, vector<2x4xf32>
}

// -----

func.func @bcast_unit(%v: vector<4xf32>) -> vector<1x4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  return %0 : vector<1x4xf32>
}

// -----

func.func @gathers(%m: memref<?xf32>, %i: index, %x: vector<4xi32>, %p: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %f = arith.constant dense<false> : vector<4xi1>
  %t = vector.constant_mask [4] : vector<4xi1>
  %0 = vector.gather %m[%i][%x], %f, %p : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i][%x], %f, %p : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %1 = vector.expandload %m[%i], %t, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %2 = vector.expandload %m[%i], %f, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %t, %p : memref<?xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%i], %f, %p : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

// -----

func.func @gather_contig(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %x = vector.step : vector<4xindex>
  %0 = vector.gather %m[%i][%x], %k, %p : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @strided(%v: vector<4x8xf32>, %f: f32) -> (vector<2x8xi32>, vector<2x4xf32>, vector<2x4xf32>, vector<2x4xi1>, vector<4x8xf32>) {
  %c = arith.constant dense<[[1, 2, 3, 4, 5, 6, 7, 8], [1, 2, 3, 4, 5, 6, 7, 8], [9, 9, 9, 9, 9, 9, 9, 9], [0, 0, 0, 0, 0, 0, 0, 0]]> : vector<4x8xi32>
  %0 = vector.extract_strided_slice %c {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xi32> to vector<2x8xi32>
  %b = vector.broadcast %f : f32 to vector<4x8xf32>
  %1 = vector.extract_strided_slice %b {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %i = vector.insert_strided_slice %1, %v {offsets = [0, 0], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %2 = vector.extract_strided_slice %i {offsets = [0, 0], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %m = vector.constant_mask [3, 6] : vector<4x8xi1>
  %3 = vector.extract_strided_slice %m {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xi1> to vector<2x4xi1>
  %s = vector.broadcast %f : f32 to vector<2x4xf32>
  %4 = vector.insert_strided_slice %s, %b {offsets = [0, 0], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  return %0, %1, %2, %3, %4 : vector<2x8xi32>, vector<2x4xf32>, vector<2x4xf32>, vector<2x4xi1>, vector<4x8xf32>
}

// -----

func.func @insert_strided_const() -> vector<4xi32> {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %d = arith.constant dense<[7, 8]> : vector<2xi32>
  %0 = vector.insert_strided_slice %d, %c {offsets = [1], strides = [1]} : vector<2xi32> into vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @extract_masks(%i: index) -> (vector<3xi1>, i1, vector<3xi1>) {
  %m = vector.constant_mask [2, 2] : vector<4x3xi1>
  %0 = vector.extract %m[1] : vector<3xi1> from vector<4x3xi1>
  %1 = vector.extract %m[3, 0] : i1 from vector<4x3xi1>
  %c = vector.create_mask %i, %i : vector<4x3xi1>
  %2 = vector.extract %c[0] : vector<3xi1> from vector<4x3xi1>
  return %0, %1, %2 : vector<3xi1>, i1, vector<3xi1>
}

// -----

func.func @transpose_ops(%f: f32, %v: vector<4xf32>, %i: index) -> (vector<8x4xf32>, vector<3x4xi1>, vector<1x4xf32>) {
  %b = vector.broadcast %v : vector<4xf32> to vector<8x4xf32>
  %t = vector.transpose %b, [0, 1] : vector<8x4xf32> to vector<8x4xf32>
  %c = vector.create_mask %i, %i : vector<4x3xi1>
  %1 = vector.transpose %c, [1, 0] : vector<4x3xi1> to vector<3x4xi1>
  %s = vector.shape_cast %v : vector<4xf32> to vector<4x1xf32>
  %2 = vector.transpose %s, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
  return %t, %1, %2 : vector<8x4xf32>, vector<3x4xi1>, vector<1x4xf32>
}

// -----

func.func @bitcast_consts() -> (vector<4xi16>, vector<2xi32>, vector<8xi8>) {
  %c = arith.constant dense<[1, 2]> : vector<2xi32>
  %0 = vector.bitcast %c : vector<2xi32> to vector<4xi16>
  %d = arith.constant dense<1> : vector<4xi16>
  %1 = vector.bitcast %d : vector<4xi16> to vector<2xi32>
  %e = arith.constant dense<1.0> : vector<2xf32>
  %2 = vector.bitcast %e : vector<2xf32> to vector<8xi8>
  return %0, %1, %2 : vector<4xi16>, vector<2xi32>, vector<8xi8>
}

// -----

func.func @from_elements_poison(%a: f32) -> (vector<2xf32>, vector<2xf32>) {
  %p = ub.poison : f32
  %0 = vector.from_elements %p, %p : vector<2xf32>
  %c = arith.constant 1.0 : f32
  %1 = vector.from_elements %c, %p : vector<2xf32>
  return %0, %1 : vector<2xf32>, vector<2xf32>
}

// -----

func.func @reduction_consts(%v: vector<4xi32>) -> (i32, vector<2xi32>) {
  %c = arith.constant dense<3> : vector<4xi32>
  %0 = vector.reduction <add>, %c : vector<4xi32> into i32
  %s = vector.step : vector<2xindex>
  %i = arith.index_cast %s : vector<2xindex> to vector<2xi32>
  return %0, %i : i32, vector<2xi32>
}

// -----

func.func @shuffles(%f: f32, %a: vector<4xf32>, %b: vector<4xf32>, %z: vector<f32>, %y: vector<f32>) -> (vector<3xf32>, vector<8xf32>, vector<1xf32>, vector<1xf32>) {
  %s = vector.broadcast %f : f32 to vector<4xf32>
  %0 = vector.shuffle %s, %s [0, 5, 7] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %a, %b [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>
  %2 = vector.shuffle %z, %y [1] : vector<f32>, vector<f32>
  %3 = vector.shuffle %z, %y [0] : vector<f32>, vector<f32>
  return %0, %1, %2, %3 : vector<3xf32>, vector<8xf32>, vector<1xf32>, vector<1xf32>
}


// -----


func.func @contract_add(%a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) -> vector<4x7xf32> {
  %z = arith.constant dense<0.0> : vector<4x7xf32>
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %z : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  %1 = arith.addf %0, %c : vector<4x7xf32>
  return %1 : vector<4x7xf32>
}


// -----


func.func @contract_addi(%a: vector<4xi32>, %c: i32) -> i32 {
  %z = arith.constant 0 : i32
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %a, %a, %z : vector<4xi32>, vector<4xi32> into i32
  %1 = arith.addi %c, %0 : i32
  return %1 : i32
}


// -----


func.func @masked_reduction(%v: vector<1xf32>, %k: vector<1xi1>, %acc: f32) -> f32 {
  %0 = vector.mask %k { vector.reduction <add>, %v, %acc : vector<1xf32> into f32 } : vector<1xi1> -> f32
  return %0 : f32
}


// -----


func.func @xfer_masks(%m: memref<8x8xf32>, %f: f32, %i: index, %v: vector<4xf32>, %t: tensor<8x8xf32>) -> (vector<4xf32>, tensor<8x8xf32>) {
  %k = arith.constant dense<true> : vector<4xi1>
  vector.transfer_write %v, %m[%i, %i], %k : vector<4xf32>, memref<8x8xf32>
  %c2 = arith.constant 2 : index
  %0 = vector.transfer_read %m[%c2, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<8x8xf32>, vector<4xf32>
  %w = vector.transfer_write %v, %t[%c2, %c2] : vector<4xf32>, tensor<8x8xf32>
  return %0, %w : vector<4xf32>, tensor<8x8xf32>
}


// -----


func.func @masked_reduction_noacc(%v: vector<1xf32>, %k: vector<1xi1>) -> f32 {
  %0 = vector.mask %k { vector.reduction <add>, %v : vector<1xf32> into f32 } : vector<1xi1> -> f32
  return %0 : f32
}

// -----

func.func @extract_shuffle(%a: vector<4xf32>, %b: vector<4xf32>) -> (f32, f32, f32) {
  %s = vector.shuffle %a, %b [0, 5, -1, 7] : vector<4xf32>, vector<4xf32>
  %0 = vector.extract %s[1] : f32 from vector<4xf32>
  %1 = vector.extract %s[0] : f32 from vector<4xf32>
  %2 = vector.extract %s[2] : f32 from vector<4xf32>
  return %0, %1, %2 : f32, f32, f32
}

// -----

func.func @extract_strided(%a: vector<4x8x2xf32>) -> (vector<2xf32>, f32, vector<8x2xf32>) {
  %s = vector.extract_strided_slice %a {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8x2xf32> to vector<2x4x2xf32>
  %0 = vector.extract %s[1, 3] : vector<2xf32> from vector<2x4x2xf32>
  %1 = vector.extract %s[0, 1, 1] : f32 from vector<2x4x2xf32>
  %t = vector.extract_strided_slice %a {offsets = [1, 0], sizes = [2, 8], strides = [1, 1]} : vector<4x8x2xf32> to vector<2x8x2xf32>
  %2 = vector.extract %t[1] : vector<8x2xf32> from vector<2x8x2xf32>
  return %0, %1, %2 : vector<2xf32>, f32, vector<8x2xf32>
}

// -----

func.func @raw_bcast(%t: tensor<4x4xf32>, %v: vector<4xf32>, %i: index, %f: f32) -> vector<4x4xf32> {
  %w = vector.transfer_write %v, %t[%i, %i] {in_bounds = [true]} : vector<4xf32>, tensor<4x4xf32>
  %0 = vector.transfer_read %w[%i, %i], %f {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<4x4xf32>, vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

func.func @raw_transpose(%t: tensor<4x8xf32>, %v: vector<4x8xf32>, %i: index, %f: f32) -> vector<8x4xf32> {
  %w = vector.transfer_write %v, %t[%i, %i] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %0 = vector.transfer_read %w[%i, %i], %f {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x8xf32>, vector<8x4xf32>
  return %0 : vector<8x4xf32>
}

// -----

func.func @raw_same(%t: tensor<4x8xf32>, %v: vector<4x8xf32>, %i: index, %f: f32) -> vector<4x8xf32> {
  %w = vector.transfer_write %v, %t[%i, %i] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %0 = vector.transfer_read %w[%i, %i], %f {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
  return %0 : vector<4x8xf32>
}

// -----

func.func @raw_3d(%t: tensor<4x4x4xf32>, %v: vector<4x4xf32>, %i: index, %f: f32) -> vector<4x4x4xf32> {
  %w = vector.transfer_write %v, %t[%i, %i, %i] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : vector<4x4xf32>, tensor<4x4x4xf32>
  %0 = vector.transfer_read %w[%i, %i, %i], %f {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1, d2) -> (d1, 0, d2)>} : tensor<4x4x4xf32>, vector<4x4x4xf32>
  return %0 : vector<4x4x4xf32>
}

// -----

func.func @step(%i: index) -> (index, vector<4xi1>) {
  %s = vector.step : vector<4xindex>
  %0 = vector.extract %s[2] : index from vector<4xindex>
  %c2 = arith.constant dense<2> : vector<4xindex>
  %1 = arith.cmpi ult, %s, %c2 : vector<4xindex>
  return %0, %1 : index, vector<4xi1>
}

// -----

func.func @poisons(%v: vector<4xf32>, %f: f32) -> (vector<4xf32>, vector<2xf32>, vector<4xf32>, vector<4xf32>) {
  %p = ub.poison : f32
  %0 = vector.insert %p, %v[1] : f32 into vector<4xf32>
  %1 = vector.from_elements %p, %p : vector<2xf32>
  %pv = ub.poison : vector<4xf32>
  %2 = vector.insert %f, %pv[1] : f32 into vector<4xf32>
  %3 = vector.broadcast %p : f32 to vector<4xf32>
  return %0, %1, %2, %3 : vector<4xf32>, vector<2xf32>, vector<4xf32>, vector<4xf32>
}

// -----

func.func @insert_extract(%v: vector<4x4xf32>) -> (vector<4x4xf32>, vector<4x4xf32>) {
  %e = vector.extract %v[1] : vector<4xf32> from vector<4x4xf32>
  %0 = vector.insert %e, %v[1] : vector<4xf32> into vector<4x4xf32>
  %f = vector.extract %v[1, 2] : f32 from vector<4x4xf32>
  %1 = vector.insert %f, %v[1, 2] : f32 into vector<4x4xf32>
  return %0, %1 : vector<4x4xf32>, vector<4x4xf32>
}

// -----

func.func @bcast_extract(%v: vector<4xf32>) -> (vector<4xf32>, vector<2x4xf32>) {
  %b = vector.broadcast %v : vector<4xf32> to vector<3x2x4xf32>
  %e = vector.extract %b[1] : vector<2x4xf32> from vector<3x2x4xf32>
  %x = vector.extract %e[0] : vector<4xf32> from vector<2x4xf32>
  return %x, %e : vector<4xf32>, vector<2x4xf32>
}

// -----

func.func @shape_cast_of_splat(%f: f32) -> vector<2x2xf32> {
  %b = vector.broadcast %f : f32 to vector<4xf32>
  %0 = vector.shape_cast %b : vector<4xf32> to vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// -----

func.func @interleave_consts() -> (vector<4xi32>, vector<2xi32>) {
  %a = arith.constant dense<[1, 2]> : vector<2xi32>
  %b = arith.constant dense<[3, 4]> : vector<2xi32>
  %0 = vector.interleave %a, %b : vector<2xi32> -> vector<4xi32>
  %1, %2 = vector.deinterleave %0 : vector<4xi32> -> vector<2xi32>
  return %0, %1 : vector<4xi32>, vector<2xi32>
}

// -----

func.func @fma_consts() -> vector<2xf32> {
  %a = arith.constant dense<2.0> : vector<2xf32>
  %0 = vector.fma %a, %a, %a : vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @scalable_ins_ext(%v: vector<[4]xf32>, %w: vector<4xf32>) -> (vector<[4]xf32>, vector<4xf32>) {
  %0 = vector.scalable.insert %w, %v[0] : vector<4xf32> into vector<[4]xf32>
  %1 = vector.scalable.extract %0[0] : vector<4xf32> from vector<[4]xf32>
  return %0, %1 : vector<[4]xf32>, vector<4xf32>
}

// -----

func.func @create_mask_shape_cast(%i: index) -> vector<4xi1> {
  %c1 = arith.constant 1 : index
  %m = vector.create_mask %c1, %i : vector<1x4xi1>
  %0 = vector.shape_cast %m : vector<1x4xi1> to vector<4xi1>
  return %0 : vector<4xi1>
}

// -----

func.func @waw(%t: tensor<8x8xf32>, %v: vector<4xf32>, %w: vector<4xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x8xf32>
  %1 = vector.transfer_write %w, %0[%c0, %c4] {in_bounds = [true]} : vector<4xf32>, tensor<8x8xf32>
  %2 = vector.transfer_write %w, %1[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}

// -----

func.func @raw_disjoint(%t: tensor<8x8xf32>, %v: vector<4xf32>, %w: vector<4xf32>, %f: f32) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x8xf32>
  %1 = vector.transfer_write %w, %0[%c0, %c4] {in_bounds = [true]} : vector<4xf32>, tensor<8x8xf32>
  %2 = vector.transfer_read %1[%c0, %c0], %f {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
  return %2 : vector<4xf32>
}
