// The vector lowerings convert-vector-to-llvm runs before the conversion
// (outer products, contractions by each strategy, transposes, shape casts,
// strided slices, interleaves, masks) and the scalable-vector patterns,
// compared with upstream in every option combination.
// RUN: gomlir-opt %s -split-input-file -convert-vector-to-llvm | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -convert-vector-to-llvm > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -convert-vector-to-llvm > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -split-input-file -convert-vector-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.g2
// RUN: mlir-opt-upstream %s -split-input-file -convert-vector-to-llvm -mlir-print-op-generic -mlir-print-debuginfo > %t.u2
// RUN: diff %t.g2 %t.u2
// RUN: gomlir-opt %s -split-input-file -convert-vector-to-llvm='vector-contract-lowering=outerproduct vector-transpose-lowering=shuffle1d' > %t.g3
// RUN: mlir-opt-upstream %s -split-input-file -convert-vector-to-llvm='vector-contract-lowering=outerproduct vector-transpose-lowering=shuffle1d' > %t.u3
// RUN: diff %t.g3 %t.u3
// RUN: gomlir-opt %s -split-input-file -convert-vector-to-llvm='vector-contract-lowering=parallelarith force-32bit-vector-indices=0' > %t.g4
// RUN: mlir-opt-upstream %s -split-input-file -convert-vector-to-llvm='vector-contract-lowering=parallelarith force-32bit-vector-indices=0' > %t.u4
// RUN: diff %t.g4 %t.u4
// RUN: gomlir-opt %s -split-input-file -convert-vector-to-llvm='vector-contract-lowering=llvmintr vector-transpose-lowering=llvmintr' > %t.g5
// RUN: mlir-opt-upstream %s -split-input-file -convert-vector-to-llvm='vector-contract-lowering=llvmintr vector-transpose-lowering=llvmintr' > %t.u5
// RUN: diff %t.g5 %t.u5

// CHECK-LABEL: func.func @vscale
// CHECK:         "llvm.intr.vscale"() : () -> i64
// CHECK-LABEL: func.func @sins
// CHECK:         llvm.intr.vector.insert
// CHECK-LABEL: func.func @expand
// CHECK:         "llvm.intr.masked.expandload"
// CHECK:         "llvm.intr.masked.compressstore"
// CHECK-LABEL: func.func @step
// CHECK:         llvm.intr.stepvector : vector<[4]xi64>
// CHECK-LABEL: func.func @sc(
// CHECK-NOT:     vector.shape_cast
// CHECK-LABEL: func.func @tr(
// CHECK-NOT:     vector.transpose
// CHECK-LABEL: func.func @contract(
// CHECK-NOT:     vector.contract
// CHECK:         llvm.intr.vector.reduce.fadd
// CHECK-LABEL: func.func @mred(
// CHECK:         "llvm.intr.vp.reduce.fadd"
func.func @vscale() -> index {
  %0 = vector.vscale
  return %0 : index
}
// -----
func.func @sins(%a: vector<4xf32>, %b: vector<[4]xf32>) -> vector<[4]xf32> {
  %0 = vector.scalable.insert %a, %b[0] : vector<4xf32> into vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
// -----
func.func @sext(%b: vector<[4]xf32>) -> vector<4xf32> {
  %0 = vector.scalable.extract %b[0] : vector<4xf32> from vector<[4]xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @expand(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.expandload %m[%i], %mask, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %mask, %0 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @step() -> vector<[4]xindex> {
  %0 = vector.step : vector<[4]xindex>
  return %0 : vector<[4]xindex>
}
// -----
func.func @print(%v: vector<2x3xf32>, %w: vector<4xi8>) {
  vector.print %v : vector<2x3xf32>
  vector.print %w : vector<4xi8>
  return
}
// -----
func.func @sc(%v: vector<2x3xf32>) -> vector<6xf32> {
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  return %0 : vector<6xf32>
}
// -----
func.func @sc2(%v: vector<6xf32>) -> vector<3x2xf32> {
  %0 = vector.shape_cast %v : vector<6xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
// -----
func.func @sc3(%v: vector<2x4x3xf32>) -> vector<4x6xf32> {
  %0 = vector.shape_cast %v : vector<2x4x3xf32> to vector<4x6xf32>
  return %0 : vector<4x6xf32>
}
// -----
func.func @tr(%v: vector<2x3xf32>) -> vector<3x2xf32> {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
// -----
func.func @tr3(%v: vector<2x3x4xf32>) -> vector<4x2x3xf32> {
  %0 = vector.transpose %v, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
  return %0 : vector<4x2x3xf32>
}
// -----
#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @contract(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
#m0 = affine_map<(i) -> (i)>
#m1 = affine_map<(i) -> ()>
func.func @dot(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [#m0, #m0, #m1], iterator_types = ["reduction"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}
// -----
func.func @mr(%v: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}
// -----
func.func @ld1(%m: memref<8xf32>, %i: index) -> vector<1xf32> {
  %0 = vector.load %m[%i] : memref<8xf32>, vector<1xf32>
  vector.store %0, %m[%i] : memref<8xf32>, vector<1xf32>
  return %0 : vector<1xf32>
}
// -----
// -----
func.func @ext2(%v: vector<2x3xf32>, %i: index) -> f32 {
  %0 = vector.extract %v[1, %i] : f32 from vector<2x3xf32>
  return %0 : f32
}
// -----
func.func @scatter(%m: memref<?xf32>, %i: vector<2x3xi32>, %mask: vector<2x3xi1>, %v: vector<2x3xf32>) {
  %c0 = arith.constant 0 : index
  vector.scatter %m[%c0][%i], %mask, %v : memref<?xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32>
  return
}
// -----
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#mn = affine_map<(m, n, k) -> (m, n)>
#nm = affine_map<(m, n, k) -> (n, m)>
func.func @mm1(%a: vector<2x3xf32>, %b: vector<4x3xf32>, %c: vector<4x2xf32>) -> vector<4x2xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #nk, #nm], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<4x3xf32> into vector<4x2xf32>
  return %0 : vector<4x2xf32>
}
// -----
#km = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @mm2(%a: vector<3x2xi32>, %b: vector<3x4xi32>, %c: vector<2x4xi32>) -> vector<2x4xi32> {
  %0 = vector.contract {indexing_maps = [#km, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<3x2xi32>, vector<3x4xi32> into vector<2x4xi32>
  return %0 : vector<2x4xi32>
}
// -----
#mk = affine_map<(m, k) -> (m, k)>
#k = affine_map<(m, k) -> (k)>
#m = affine_map<(m, k) -> (m)>
func.func @mv(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #k, #m], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
// -----
#a = affine_map<(b, m, n, k) -> (b, m, k)>
#bb = affine_map<(b, m, n, k) -> (b, k, n)>
#c = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @bmm(%a: vector<2x2x3xf32>, %b: vector<2x3x2xf32>, %c: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
  %0 = vector.contract {indexing_maps = [#a, #bb, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2x3xf32>, vector<2x3x2xf32> into vector<2x2x2xf32>
  return %0 : vector<2x2x2xf32>
}
// -----
#a = affine_map<(i, j) -> (i, j)>
#r = affine_map<(i, j) -> ()>
func.func @full(%a: vector<2x3xf32>, %b: vector<2x3xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [#a, #a, #r], iterator_types = ["reduction", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<2x3xf32> into f32
  return %0 : f32
}
// -----
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @mm1x(%a: vector<2x1xf32>, %b: vector<1x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x1xf32>, vector<1x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @mixed(%a: vector<2x3xf16>, %b: vector<3x4xf16>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf16>, vector<3x4xf16> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
func.func @a(%v: vector<2x2x3x4x7x11xi8>) -> vector<8x6x7x11xi8> {
  %0 = vector.shape_cast %v : vector<2x2x3x4x7x11xi8> to vector<8x6x7x11xi8>
  return %0 : vector<8x6x7x11xi8>
}
// -----
func.func @b(%v: vector<1x4xf32>) -> vector<4xf32> {
  %0 = vector.shape_cast %v : vector<1x4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @c(%v: vector<4x6xf32>) -> vector<6x4xf32> {
  %0 = vector.shape_cast %v : vector<4x6xf32> to vector<6x4xf32>
  return %0 : vector<6x4xf32>
}
// -----
func.func @d(%v: vector<f32>) -> vector<1xf32> {
  %0 = vector.shape_cast %v : vector<f32> to vector<1xf32>
  return %0 : vector<1xf32>
}
// -----
func.func @e(%v: vector<4x1xf32>) -> vector<1x4xf32> {
  %0 = vector.transpose %v, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
  return %0 : vector<1x4xf32>
}
// -----
func.func @f(%v: vector<2x3x4xf32>) -> vector<3x2x4xf32> {
  %0 = vector.transpose %v, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  return %0 : vector<3x2x4xf32>
}
// -----
func.func @s(%a: vector<2xf32>, %b: vector<3xf32>) -> vector<4xf32> {
  %0 = vector.shuffle %a, %b [0, 4, 2, 1] : vector<2xf32>, vector<3xf32>
  return %0 : vector<4xf32>
}
func.func @s2(%a: vector<2x4xf32>, %b: vector<1x4xf32>) -> vector<3x4xf32> {
  %0 = vector.shuffle %a, %b [0, 2, 1] : vector<2x4xf32>, vector<1x4xf32>
  return %0 : vector<3x4xf32>
}
// -----
func.func @mred(%v: vector<4xf32>, %m: vector<4xi1>) -> f32 {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
// -----
func.func @mred2(%v: vector<4xi32>, %m: vector<4xi1>, %acc: i32) -> i32 {
  %0 = vector.mask %m { vector.reduction <maxsi>, %v, %acc : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0 : i32
}
// -----
func.func @m1(%v: vector<4xf32>, %m: vector<4xi1>) -> f32 {
  %0 = vector.mask %m { vector.reduction <maximumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
func.func @m2(%v: vector<4xf32>, %m: vector<4xi1>, %a: f32) -> f32 {
  %0 = vector.mask %m { vector.reduction <minnumf>, %v, %a : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
func.func @m3(%v: vector<4xf32>, %m: vector<4xi1>) -> f32 {
  %0 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
func.func @m4(%v: vector<[4]xi8>, %m: vector<[4]xi1>) -> i8 {
  %0 = vector.mask %m { vector.reduction <minsi>, %v : vector<[4]xi8> into i8 } : vector<[4]xi1> -> i8
  return %0 : i8
}
func.func @m5(%v: vector<4xi16>, %m: vector<4xi1>) -> (i16, i16, i16, i16, i16, i16) {
  %0 = vector.mask %m { vector.reduction <and>, %v : vector<4xi16> into i16 } : vector<4xi1> -> i16
  %1 = vector.mask %m { vector.reduction <mul>, %v : vector<4xi16> into i16 } : vector<4xi1> -> i16
  %2 = vector.mask %m { vector.reduction <minui>, %v : vector<4xi16> into i16 } : vector<4xi1> -> i16
  %3 = vector.mask %m { vector.reduction <maxui>, %v : vector<4xi16> into i16 } : vector<4xi1> -> i16
  %4 = vector.mask %m { vector.reduction <maxsi>, %v : vector<4xi16> into i16 } : vector<4xi1> -> i16
  %5 = vector.mask %m { vector.reduction <xor>, %v : vector<4xi16> into i16 } : vector<4xi1> -> i16
  return %0, %1, %2, %3, %4, %5 : i16, i16, i16, i16, i16, i16
}
func.func @m6(%v: vector<4xf64>, %m: vector<4xi1>, %w: vector<[2]xi64>, %mw: vector<[2]xi1>) -> (f64, f64, f64, f64, f64, i64) {
  %0 = vector.mask %m { vector.reduction <mul>, %v : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %1 = vector.mask %m { vector.reduction <minimumf>, %v : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %2 = vector.mask %m { vector.reduction <add>, %v : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %3 = vector.mask %m { vector.reduction <minnumf>, %v : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %4 = vector.mask %m { vector.reduction <maximumf>, %v, %2 : vector<4xf64> into f64 } : vector<4xi1> -> f64
  %5 = vector.mask %mw { vector.reduction <or>, %w : vector<[2]xi64> into i64 } : vector<[2]xi1> -> i64
  return %0, %1, %2, %3, %4, %5 : f64, f64, f64, f64, f64, i64
}
// -----
func.func @a(%v: vector<2x1x[4]xi32>) -> vector<[8]xi32> {
  %0 = vector.shape_cast %v : vector<2x1x[4]xi32> to vector<[8]xi32>
  return %0 : vector<[8]xi32>
}
// -----
func.func @b(%v: vector<[8]xi32>) -> vector<2x1x[4]xi32> {
  %0 = vector.shape_cast %v : vector<[8]xi32> to vector<2x1x[4]xi32>
  return %0 : vector<2x1x[4]xi32>
}
// -----
func.func @c(%v: vector<[4]xf32>) -> vector<2x[2]xf32> {
  %0 = vector.shape_cast %v : vector<[4]xf32> to vector<2x[2]xf32>
  return %0 : vector<2x[2]xf32>
}
// -----
func.func @d(%v: vector<1x[4]xf32>) -> vector<[4]xf32> {
  %0 = vector.shape_cast %v : vector<1x[4]xf32> to vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
// -----
func.func @e(%v: vector<2x3x[4]xf32>) -> vector<3x2x[4]xf32> {
  %0 = vector.shape_cast %v : vector<2x3x[4]xf32> to vector<3x2x[4]xf32>
  return %0 : vector<3x2x[4]xf32>
}
// -----
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @mc(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %m: vector<2x4x3xi1>) -> vector<2x4xf32> {
  %0 = vector.mask %m { vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32> } : vector<2x4x3xi1> -> vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
func.func @ld(%m: memref<8xf32>, %i: index) -> vector<1xf32> {
  %0 = vector.load %m[%i] : memref<8xf32>, vector<1xf32>
  return %0 : vector<1xf32>
}
// -----
func.func @xfer2d(%m: memref<4x4xf32>, %i: index) -> vector<2x4xf32> {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, true]} : memref<4x4xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
func.func @fe(%a: f32, %b: f32) -> vector<2x2xf32> {
  %0 = vector.from_elements %a, %b, %b, %a : vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
// -----
func.func @te(%v: vector<2x2xf32>) -> (f32, f32) {
  %0:4 = vector.to_elements %v : vector<2x2xf32>
  return %0#0, %0#3 : f32, f32
}
// -----
func.func @bc(%v: vector<3xf32>) -> vector<2x3xf32> {
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
// -----
func.func @fma(%a: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.fma %a, %a, %a : vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
func.func @ins_dyn(%v: vector<2x4xf32>, %s: f32, %i: index) -> vector<2x4xf32> {
  %0 = vector.insert %s, %v[1, %i] : f32 into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
func.func @ext_dyn2(%v: vector<2x4xf32>, %i: index) -> vector<4xf32> {
  %0 = vector.extract %v[%i] : vector<4xf32> from vector<2x4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @bitcast2(%v: vector<2x4xf32>) -> vector<2x4xi32> {
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<2x4xi32>
  return %0 : vector<2x4xi32>
}
// -----
func.func @scan(%v: vector<2x3xi32>, %i: vector<2xi32>) -> (vector<2x3xi32>, vector<2xi32>) {
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 1} : vector<2x3xi32>, vector<2xi32>
  return %0#0, %0#1 : vector<2x3xi32>, vector<2xi32>
}
// -----
#mk = affine_map<(m, k) -> (m, k)>
#k = affine_map<(m, k) -> (k)>
#m = affine_map<(m, k) -> (m)>
func.func @mmv(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>, %mask: vector<2x3xi1>) -> vector<2xf32> {
  %0 = vector.mask %mask { vector.contract {indexing_maps = [#mk, #k, #m], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32> } : vector<2x3xi1> -> vector<2xf32>
  return %0 : vector<2xf32>
}
