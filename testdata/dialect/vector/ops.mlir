// Every vector op in its custom form: gomlir prints it as upstream does,
// in the custom and the generic form, with and without locations.
// RUN: gomlir-opt %s -split-input-file > %t.g
// RUN: mlir-opt-upstream %s -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -mlir-print-op-generic -mlir-print-debuginfo > %t.gg
// RUN: mlir-opt-upstream %s -split-input-file -mlir-print-op-generic -mlir-print-debuginfo > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt %s -split-input-file -mlir-print-debuginfo > %t.gd
// RUN: mlir-opt-upstream %s -split-input-file -mlir-print-debuginfo > %t.ud
// RUN: diff %t.gd %t.ud
// RUN: gomlir-opt %s -split-input-file -mlir-print-op-generic | gomlir-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @memory
// CHECK: vector.load %arg0[%arg2, %arg2] {alignment = 16 : i64, nontemporal = true} : memref<?x?xf32>, vector<4xf32>
// CHECK: vector.gather %arg0[%arg2, %arg2] [%arg7], %arg6, %arg4
// CHECK: vector.scatter %arg1[%arg2, %arg2] [%arg7], %arg6, %arg4 : tensor<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<?x?xf32>
func.func @memory(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v4: vector<4xf32>, %v8: vector<8xf32>, %m4: vector<4xi1>, %iv: vector<4xi32>, %mm: memref<4x8xf32>, %vm: memref<?xvector<4xf32>>) {
  %0 = vector.load %m[%i, %i] {alignment = 16 : i64, nontemporal = true} : memref<?x?xf32>, vector<4xf32>
  %1 = vector.load %vm[%i] : memref<?xvector<4xf32>>, vector<4xf32>
  %2 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<f32>
  vector.store %v4, %m[%i, %i] {alignment = 16} : memref<?x?xf32>, vector<4xf32>
  vector.store %v4, %m[%i, %i] {nontemporal = false} : memref<?x?xf32>, vector<4xf32>
  %3 = vector.maskedload %m[%i, %i], %m4, %v4 {alignment = 8} : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i, %i], %m4, %v4 : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  %4 = vector.gather %m[%i, %i][%iv], %m4, %v4 : memref<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %5 = vector.gather %t[%i, %i][%iv], %m4, %v4 : tensor<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i, %i][%iv], %m4, %v4 : memref<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %6 = vector.scatter %t[%i, %i][%iv], %m4, %v4 : tensor<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<?x?xf32>
  %7 = vector.expandload %m[%i, %i], %m4, %v4 : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i, %i], %m4, %v4 : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  %8 = vector.type_cast %mm : memref<4x8xf32> to memref<vector<4x8xf32>>
  return
}

// -----

// CHECK-LABEL: func.func @transfers
// CHECK: vector.transfer_read %arg0[%arg2, %arg2], %arg3, %arg6 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// CHECK: vector.transfer_write %arg4, %arg1[%arg2, %arg2] : vector<4xf32>, tensor<?x?xf32>
func.func @transfers(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v4: vector<4xf32>, %v2d: vector<4x8xf32>, %m4: vector<4xi1>, %m2: vector<8x4xi1>, %m3: memref<?x?x?xf32>, %t0: tensor<f32>, %vm: memref<?x?xvector<4xf32>>, %vf: vector<4xf32>, %s: vector<[4]xf32>, %sm: vector<[4]xi1>) {
  %0 = vector.transfer_read %m[%i, %i], %f, %m4 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %v4, %m[%i, %i], %m4 : vector<4xf32>, memref<?x?xf32>
  %1 = vector.transfer_write %v4, %t[%i, %i] : vector<4xf32>, tensor<?x?xf32>
  %2 = vector.transfer_read %m[%i, %i], %f, %m2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
  %3 = vector.transfer_read %m3[%i, %i, %i], %f {permutation_map = affine_map<(d0, d1, d2) -> (d0, 0, d2)>, in_bounds = [false, true, false]} : memref<?x?x?xf32>, vector<3x8x7xf32>
  %4 = vector.transfer_read %t0[], %f {permutation_map = affine_map<() -> (0)>} : tensor<f32>, vector<1xf32>
  %5 = vector.transfer_read %vm[%i, %i], %vf : memref<?x?xvector<4xf32>>, vector<1x1x4xf32>
  %6 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<f32>
  %7 = vector.transfer_read %m[%i, %i], %f, %sm : memref<?x?xf32>, vector<[4]xf32>
  vector.transfer_write %s, %m[%i, %i], %sm {in_bounds = [true]} : vector<[4]xf32>, memref<?x?xf32>
  vector.transfer_write %v2d, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, memref<?x?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @positions
// CHECK: vector.extract %arg0[1, %arg1] : f32 from vector<4x8xf32>
// CHECK: vector.insert %arg2, %arg0 [%arg1, 2] : f32 into vector<4x8xf32>
func.func @positions(%v: vector<4x8xf32>, %i: index, %f: f32, %z: vector<f32>, %r: vector<8xf32>) {
  %0 = vector.extract %v[1, %i] : f32 from vector<4x8xf32>
  %1 = vector.insert %f, %v[%i, 2] : f32 into vector<4x8xf32>
  %2 = vector.extract %v[3] : vector<8xf32> from vector<4x8xf32>
  %3 = vector.extract %v[-1, %i] : f32 from vector<4x8xf32>
  %4 = vector.extract %z[] : f32 from vector<f32>
  %5 = vector.insert %f, %z[] : f32 into vector<f32>
  %6 = vector.insert %r, %v[%i] : vector<8xf32> into vector<4x8xf32>
  %7 = vector.extract %v[] : vector<4x8xf32> from vector<4x8xf32>
  %8 = vector.extract %v[1, 2] : vector<1xf32> from vector<4x8xf32>
  %9 = vector.insert %f, %v[-1, -1] : f32 into vector<4x8xf32>
  return
}

// -----

// CHECK-LABEL: func.func @shapes
// CHECK: %res1, %res2 = vector.deinterleave
// CHECK: %dest, %accumulated_value = vector.scan <add>
func.func @shapes(%v4: vector<4xf32>, %v8: vector<8xf32>, %v2d: vector<4x8xf32>, %s8: vector<[8]xf32>, %z: vector<f32>, %s: vector<2x[4]xf32>, %i: index) {
  %0 = vector.step : vector<4xindex>
  %1 = vector.step : vector<[4]xindex>
  %2 = vector.vscale
  %3 = vector.scalable.insert %v4, %s8[4] : vector<4xf32> into vector<[8]xf32>
  %4 = vector.scalable.extract %s8[0] : vector<4xf32> from vector<[8]xf32>
  %5 = vector.transpose %v2d, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %6 = vector.transpose %z, [] : vector<f32> to vector<f32>
  %7 = vector.interleave %v4, %v4 : vector<4xf32> -> vector<8xf32>
  %8 = vector.interleave %z, %z : vector<f32> -> vector<2xf32>
  %9 = vector.interleave %s, %s : vector<2x[4]xf32> -> vector<2x[8]xf32>
  %10, %11 = vector.deinterleave %v8 : vector<8xf32> -> vector<4xf32>
  %12 = vector.shuffle %v4, %v4 [0, 5, -1] : vector<4xf32>, vector<4xf32>
  %13 = vector.shuffle %z, %z [0, 1] : vector<f32>, vector<f32>
  %14 = vector.fma %v4, %v4, %v4 : vector<4xf32>
  %15 = vector.insert_strided_slice %v4, %v2d {offsets = [0, 2], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  %16 = vector.extract_strided_slice %v2d {offsets = [0, 2], sizes = [2, 2], strides = [1, 1]} : vector<4x8xf32> to vector<2x2xf32>
  %17 = vector.bitcast %v4 : vector<4xf32> to vector<8xi16>
  %18 = vector.bitcast %z : vector<f32> to vector<i32>
  %19 = vector.shape_cast %v2d : vector<4x8xf32> to vector<32xf32>
  %20 = vector.shape_cast %s : vector<2x[4]xf32> to vector<[8]xf32>
  %21:2 = vector.scan <add>, %v2d, %v8 {inclusive = true, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
  %22:4 = vector.to_elements %v4 : vector<4xf32>
  %23 = vector.from_elements %22#0, %22#1, %22#2, %22#3 : vector<2x2xf32>
  %24 = vector.from_elements %22#0 : vector<f32>
  %25 = vector.broadcast %i : index to vector<[4]xindex>
  %26 = vector.constant_mask [2] : vector<4xi1>
  %27 = vector.constant_mask [1] : vector<i1>
  %28 = vector.constant_mask [4] : vector<[4]xi1>
  %29 = vector.create_mask %i, %i : vector<4x[8]xi1>
  %30 = vector.create_mask %i : vector<i1>
  return
}

// -----

// CHECK-LABEL: func.func @reductions
// CHECK: vector.contract {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>}
func.func @reductions(%v4: vector<4xf32>, %v8: vector<8xf32>, %f: f32, %a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>, %ma: vector<4x3xi1>, %mb: vector<3x7xi1>, %i: vector<4xi32>, %i2: vector<4x8xi32>, %iacc: vector<4xi32>, %c48: vector<4x8xf32>) {
  %0 = vector.outerproduct %v4, %v8, %c48 {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %v4, %v8 : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %v4, %f : vector<4xf32>, f32
  %3 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %v4, %v4, %f : vector<4xf32>, vector<4xf32> into f32
  %4 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  %6 = vector.reduction <add>, %v4, %f fastmath<fast> : vector<4xf32> into f32
  %7 = vector.reduction <maximumf>, %v4 : vector<4xf32> into f32
  %8 = vector.reduction <xor>, %i : vector<4xi32> into i32
  %9 = vector.multi_reduction <add>, %i2, %iacc [1] : vector<4x8xi32> to vector<4xi32>
  %10 = vector.multi_reduction <minsi>, %i2, %8 [0, 1] : vector<4x8xi32> to i32
  return
}

// -----

// CHECK-LABEL: func.func @masks
// CHECK: vector.mask %arg2 { vector.transfer_read
// CHECK: vector.mask %arg2 { vector.yield %arg0 : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
func.func @masks(%v: vector<4xf32>, %m: memref<?xf32>, %mk: vector<4xi1>, %i: index, %f: f32, %t: tensor<?xf32>) {
  %0 = vector.mask %mk { vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %1 = vector.mask %mk, %v { vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mk { vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  %2 = vector.mask %mk { vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32> } : vector<4xi1> -> tensor<?xf32>
  %3 = vector.mask %mk { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %4 = vector.mask %mk { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mk { } : vector<4xi1>
  return
}

// -----

// CHECK-LABEL: func.func @prints
// CHECK: vector.print %arg0 : vector<4xf32> punctuation <comma>
// CHECK: vector.print str "hello"
func.func @prints(%v: vector<4xf32>, %f: f32, %s: vector<[4]xf32>) {
  vector.print %v : vector<4xf32> punctuation <comma>
  vector.print %f : f32
  vector.print str "hello"
  vector.print punctuation <open>
  vector.print punctuation <newline>
  vector.print %s : vector<[4]xf32> punctuation <no_punctuation> {test.x}
  vector.print
  return
}

// -----

// The dialect's attributes.
// CHECK-LABEL: func.func @attrs
// CHECK-SAME: #vector.kind<maximumf>
func.func @attrs() attributes {a = #vector.kind<add>, b = #vector.iterator_type<parallel>, c = #vector.punctuation<open>, d = #vector.kind<"and">, e = #vector.kind<maximumf>} {
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %f: f32, %k: vector<[4]xi1>, %v: vector<[4]xf32>, %a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>) {
  %0 = vector.mask %k { vector.transfer_read %m[%i, %i], %f {in_bounds = [true]} : memref<?x?xf32>, vector<[4]xf32> } {test.attr = 1 : i32} : vector<[4]xi1> -> vector<[4]xf32> loc("mask")
  vector.print str "a\"b\n\\c"
  vector.print %f : f32 {foo}
  %1 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c {test.extra = "x", other = 3} : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  %2 = vector.outerproduct %v, %f {kind = #vector.kind<mul>} : vector<[4]xf32>, f32
  %3 = vector.reduction <add>, %v fastmath<nnan,ninf> : vector<[4]xf32> into f32
  %4 = vector.multi_reduction <add>, %a, %a {x} [] : vector<4x3xf32> to vector<4x3xf32>
  vector.transfer_write %v, %m[%i, %i], %k {in_bounds = [false], permutation_map = affine_map<(d0, d1) -> (d1)>} : vector<[4]xf32>, memref<?x?xf32>
  return
}

// -----

func.func @f(%v4: vector<4xf32>, %v8: vector<8xf32>, %c: vector<4x8xf32>, %f: f32) {
  %0 = vector.outerproduct %v4, %v8, %c : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %v4, %v8, %c {kind = #vector.kind<add>, foo} : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %v4, %v8 {foo} : vector<4xf32>, vector<8xf32>
  return
}
