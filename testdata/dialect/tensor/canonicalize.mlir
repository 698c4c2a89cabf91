// RUN: gomlir-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: mlir-opt-upstream %s -split-input-file -canonicalize | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -canonicalize --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -canonicalize --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// Folders and canonicalization patterns of the tensor ops (expected output
// recorded from upstream mlir-opt 22).

func.func @cast_chain(%a: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %a : tensor<?xf32> to tensor<4xf32>
  %1 = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}
// -----
func.func @cast_chain2(%a: tensor<*xf32>) -> tensor<4x8xf32> {
  %0 = tensor.cast %a : tensor<*xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
// -----
func.func @cast_identity(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<4xf32>
  %1 = tensor.bitcast %0 : tensor<4xf32> to tensor<4xi32>
  %2 = tensor.bitcast %1 : tensor<4xi32> to tensor<4xui32>
  %3 = tensor.bitcast %2 : tensor<4xui32> to tensor<4xf32>
  return %3 : tensor<4xf32>
}
// -----
func.func @dims(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %s: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %e = tensor.empty(%s) : tensor<?x3xf32>
  %1 = tensor.dim %e, %c0 : tensor<?x3xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %2 = tensor.dim %c, %c1 : tensor<?x?xf32>
  %r = tensor.rank %t : tensor<4x?xf32>
  return %0, %1, %2, %r : index, index, index, index
}
// -----
func.func @dim_generate(%m: index, %n: index) -> index {
  %c2 = arith.constant 2 : index
  %g = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 1.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  %d = tensor.dim %g, %c2 : tensor<?x3x?xf32>
  return %d : index
}
// -----
func.func @dim_slice(%t: tensor<?x?xf32>, %s: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.extract_slice %t[0, 0] [4, %s] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
  %d = tensor.dim %0, %c1 : tensor<4x?xf32>
  return %d : index
}
// -----
func.func @dim_insert(%t: tensor<?x?xf32>, %v: f32, %i: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %v into %t[%i, %i] : tensor<?x?xf32>
  %d = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d : index
}
// -----
func.func @dim_reshape(%t: tensor<*xf32>, %s: tensor<2xi32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %d = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d : index
}
// -----
func.func @empty_static(%s: index) -> tensor<?x?xf32> {
  %c5 = arith.constant 5 : index
  %0 = tensor.empty(%s, %c5) : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @empty_cast(%s: index, %t: index) -> tensor<4x?xf32> {
  %0 = tensor.empty(%s, %t) : tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x?xf32>
  return %1 : tensor<4x?xf32>
}
// -----
func.func @extracts(%a: f32, %b: f32, %t: tensor<?xf32>) -> (f32, f32, f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %fe = tensor.from_elements %a, %b : tensor<2xf32>
  %0 = tensor.extract %fe[%c1] : tensor<2xf32>
  %cst = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %1 = tensor.extract %cst[%c1] : tensor<3xf32>
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %2 = tensor.extract %c[%c0] : tensor<4xf32>
  %sp = arith.constant dense<7> : tensor<2x2xi32>
  %3 = tensor.extract %sp[%c0, %c1] : tensor<2x2xi32>
  return %0, %1, %2, %3 : f32, f32, f32, i32
}
// -----
func.func @extract_generate(%m: index, %i: index) -> index {
  %g = tensor.generate %m {
  ^bb0(%x: index):
    %y = arith.addi %x, %x : index
    tensor.yield %y : index
  } : tensor<?xindex>
  %e = tensor.extract %g[%i] : tensor<?xindex>
  return %e : index
}
// -----
func.func @extract_index_cast(%t: tensor<4xi32>, %i: index) -> index {
  %c = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %e = tensor.extract %c[%i] : tensor<4xindex>
  return %e : index
}
// -----
func.func @static_generate(%m: index) -> tensor<?x?xindex> {
  %c4 = arith.constant 4 : index
  %g = tensor.generate %m, %c4 {
  ^bb0(%x: index, %y: index):
    tensor.yield %x : index
  } : tensor<?x?xindex>
  return %g : tensor<?x?xindex>
}
// -----
func.func @from_elements_fold() -> tensor<3xi32> {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %fe = tensor.from_elements %a, %b, %a : tensor<3xi32>
  return %fe : tensor<3xi32>
}
// -----
func.func @splat_fold() -> (tensor<4xf32>, tensor<2x2xi32>) {
  %a = arith.constant 1.0 : f32
  %s = tensor.splat %a : tensor<4xf32>
  %b = arith.constant 3 : i32
  %t = tensor.splat %b : tensor<2x2xi32>
  return %s, %t : tensor<4xf32>, tensor<2x2xi32>
}
// -----
func.func @slice_const(%t: tensor<8x16xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[%c0, %c1] [%c4, %c4] [%c1, %c1] : tensor<8x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @slice_rank_reduce(%t: tensor<8x16x4xf32>, %s: index) -> tensor<?x4xf32> {
  %c1 = arith.constant 1 : index
  %0 = tensor.extract_slice %t[0, 0, 0] [%c1, %s, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<?x?x4xf32>
  %r = tensor.extract_slice %0[0, 0, 0] [1, %s, 4] [1, 1, 1] : tensor<?x?x4xf32> to tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
// -----
func.func @slice_of_cast(%t: tensor<16x16xf32>, %i: index) -> tensor<3x4xf32> {
  %0 = tensor.cast %t : tensor<16x16xf32> to tensor<?x?xf32>
  %1 = tensor.extract_slice %0[%i, 0] [3, 4] [1, 1] : tensor<?x?xf32> to tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}
// -----
func.func @cast_of_slice(%t: tensor<128x512xf32>, %o: index, %s: index) -> tensor<16x512xf32> {
  %0 = tensor.extract_slice %t[%o, 0] [%s, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
  %1 = tensor.cast %0 : tensor<?x512xf32> to tensor<16x512xf32>
  return %1 : tensor<16x512xf32>
}
// -----
func.func @slice_identity(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// -----
func.func @insert_extract(%t: tensor<8x8xf32>, %s: tensor<2x2xf32>, %i: index) -> (tensor<2x2xf32>, tensor<8x8xf32>) {
  %0 = tensor.insert_slice %s into %t[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %1 = tensor.extract_slice %0[%i, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  %2 = tensor.extract_slice %t[%i, 1] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  %3 = tensor.insert_slice %2 into %t[%i, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  return %1, %3 : tensor<2x2xf32>, tensor<8x8xf32>
}
// -----
func.func @insert_const(%t: tensor<8x8xf32>, %s: tensor<?x?xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.insert_slice %s into %t[%c0, %c0] [%c2, %c2] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
// -----
func.func @insert_cast(%t: tensor<8x8xf32>, %s: tensor<2x2xf32>, %i: index) -> tensor<?x?xf32> {
  %c = tensor.cast %s : tensor<2x2xf32> to tensor<?x?xf32>
  %d = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %0 = tensor.insert_slice %c into %d[%i, %i] [%i, %i] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @insert_source_cast(%t: tensor<8x8xf32>, %s: tensor<?x?xf32>, %i: index) -> tensor<8x8xf32> {
  %0 = tensor.insert_slice %s into %t[%i, %i] [%i, %i] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
// -----
func.func @insert_zero(%t: tensor<8x8xf32>, %s: tensor<0x2xf32>, %i: index) -> tensor<8x8xf32> {
  %0 = tensor.insert_slice %s into %t[%i, %i] [0, 2] [1, 1] : tensor<0x2xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
// -----
func.func @pads(%t: tensor<4x4xf32>, %p: f32, %u: tensor<?x4xf32>) -> (tensor<4x4xf32>, tensor<?x?xf32>, tensor<?x6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.pad %t low[0, 0] high[0, %c0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  %1 = tensor.pad %t low[%c1, 0] high[1, %c1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  } : tensor<4x4xf32> to tensor<?x?xf32>
  %c = tensor.cast %t : tensor<4x4xf32> to tensor<?x4xf32>
  %2 = tensor.pad %c low[0, 1] high[0, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  return %0, %1, %2 : tensor<4x4xf32>, tensor<?x?xf32>, tensor<?x6xf32>
}
// -----
func.func @pad_cast_target(%t: tensor<?x4xf32>, %p: f32) -> tensor<6x6xf32> {
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  %1 = tensor.cast %0 : tensor<?x6xf32> to tensor<6x6xf32>
  return %1 : tensor<6x6xf32>
}
// -----
func.func @pad_pad(%t: tensor<1x2xf32>, %p: f32) -> tensor<5x7xf32> {
  %0 = tensor.pad %t low[0, 1] high[0, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  } : tensor<1x2xf32> to tensor<1x5xf32>
  %1 = tensor.pad %0 low[0, 2] high[4, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  } : tensor<1x5xf32> to tensor<5x7xf32>
  return %1 : tensor<5x7xf32>
}
// -----
func.func @concat_one(%t: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<?xf32>
  %1 = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<?xf32>
}
// -----
func.func @reshapes(%t: tensor<2x3xf32>, %a: f32) -> (tensor<6xf32>, tensor<2x3xf32>, tensor<6xf32>, tensor<2x2xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %cst = arith.constant dense<1.0> : tensor<2x3xf32>
  %2 = tensor.collapse_shape %cst [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %fe = tensor.from_elements %a, %a, %a, %a : tensor<4xf32>
  %3 = tensor.expand_shape %fe [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  return %0, %1, %2, %3 : tensor<6xf32>, tensor<2x3xf32>, tensor<6xf32>, tensor<2x2xf32>
}
// -----
func.func @collapse_cast(%t: tensor<2x3xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<2x3xf32> to tensor<?x?xf32>
  %0 = tensor.collapse_shape %c [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  return %0 : tensor<?xf32>
}
// -----
func.func @dim_expand(%t: tensor<?xf32>, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [%s, 4] : tensor<?xf32> into tensor<?x4xf32>
  %d = tensor.dim %0, %c0 : tensor<?x4xf32>
  return %d : index
}
// -----
func.func @dim_collapse(%t: tensor<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  return %d : index
}
// -----
func.func @static_expand(%t: tensor<8xf32>) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [%c2, %c4] : tensor<?xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @insert_dps_cast(%t: tensor<4xf32>, %v: f32, %i: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %0 = tensor.insert %v into %c[%i] : tensor<?xf32>
  return %0 : tensor<?xf32>
}
// -----
func.func @gather_splat(%i: tensor<2x1xindex>) -> tensor<2xf32> {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %0 = tensor.gather %cst[%i] gather_dims([0]) : (tensor<4xf32>, tensor<2x1xindex>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @reshape_fold(%t: tensor<?xf32>, %s: tensor<1xi32>, %s2: tensor<1xi64>) -> tensor<?xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  %1 = tensor.reshape %0(%s2) : (tensor<?xf32>, tensor<1xi64>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
// -----
func.func @insert_splat() -> tensor<4xi32> {
  %cst = arith.constant dense<3> : tensor<4xi32>
  %v = arith.constant 3 : i32
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %v into %cst[%c0] : tensor<4xi32>
  return %0 : tensor<4xi32>
}
// -----
func.func @orthogonal(%input: tensor<64x64xf32>, %sz0: index, %sz1: index, %pw0: index, %pw1: index) -> tensor<8x4xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %input[16, 0] [%sz0, 64] [1, 1] : tensor<64x64xf32> to tensor<?x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[%pw0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<?x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 4] [8, %sz1] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[0, %pw1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %cst : f32
  } : tensor<8x?xf32> to tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}
// -----
func.func @rank_reduce_insert(%t: tensor<8x16x4xf32>, %s: tensor<?x?x4xf32>, %i: index) -> tensor<8x16x4xf32> {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %0 = tensor.insert_slice %s into %t[0, 0, 0] [%c1, %i, 4] [1, 1, 1] : tensor<?x?x4xf32> into tensor<8x16x4xf32>
  return %0 : tensor<8x16x4xf32>
}
// -----
func.func @extract_2d() -> (i32, i1, index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %cst = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %0 = tensor.extract %cst[%c1, %c0] : tensor<2x2xi32>
  %b = arith.constant dense<[true, false]> : tensor<2xi1>
  %1 = tensor.extract %b[%c0] : tensor<2xi1>
  %x = arith.constant dense<[5, 6]> : tensor<2xindex>
  %2 = tensor.extract %x[%c1] : tensor<2xindex>
  return %0, %1, %2 : i32, i1, index
}
// -----
func.func @fe_i1() -> tensor<2xi1> {
  %t = arith.constant true
  %f = arith.constant false
  %0 = tensor.from_elements %t, %f : tensor<2xi1>
  return %0 : tensor<2xi1>
}
// -----
func.func @cast_unranked(%t: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %1 = tensor.cast %0 : tensor<*xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}
// -----
func.func @empty_dim_static() -> index {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.empty(%c4) : tensor<2x?xf32>
  %d = tensor.dim %0, %c1 : tensor<2x?xf32>
  return %d : index
}
// -----
func.func @slice_oob(%t: tensor<8xf32>) -> tensor<?xf32> {
  %c6 = arith.constant 6 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[%c6] [%c4] [1] : tensor<8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
// -----
func.func @slice_negative(%t: tensor<?xf32>) -> tensor<?xf32> {
  %c6 = arith.constant -6 : index
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %0 = tensor.extract_slice %t[%c6] [%c4] [%c0] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
// -----
func.func @concat_types(%a: tensor<?x4xf32>, %b: tensor<2x4xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x4xf32>, tensor<2x4xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @pad_dynamic_pad(%t: tensor<1x2xf32>, %p: f32, %h: index) -> tensor<?x?xf32> {
  %0 = tensor.pad %t low[0, 1] high[%h, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  } : tensor<1x2xf32> to tensor<?x5xf32>
  %1 = tensor.pad %0 low[0, 2] high[4, %h] {
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  } : tensor<?x5xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
// -----
func.func @expand_collapse(%t: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
  return %1 : tensor<6x4xf32>
}
// -----
func.func @collapse_collapse(%t: tensor<2x3x4xf32>) -> tensor<24xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  return %1 : tensor<24xf32>
}
// -----
func.func @expand_expand(%t: tensor<24xf32>) -> tensor<2x3x4xf32> {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}
// -----
func.func @collapse_of_expand(%t: tensor<6x4xf32>) -> tensor<24xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  return %1 : tensor<24xf32>
}
// -----
func.func @a(%a: tensor<?x4xf32>, %b: tensor<2x4xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x4xf32>, tensor<2x4xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @b(%a: tensor<?x12xi32>, %b: tensor<?x?xi32>) -> tensor<?x12xi32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x12xi32>, tensor<?x?xi32>) -> tensor<?x12xi32>
  return %0 : tensor<?x12xi32>
}
// -----
func.func @c(%a: tensor<3x?xi32>, %b: tensor<?x5xi32>, %c: tensor<3x?xi32>) -> tensor<?x?xi32> {
  %0 = tensor.concat dim(1) %a, %b, %c : (tensor<3x?xi32>, tensor<?x5xi32>, tensor<3x?xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}
// -----
func.func @a(%t: tensor<4xf32>, %v: f32, %w: f32) -> (f32, f32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.insert %v into %t[%c1] : tensor<4xf32>
  %1 = tensor.extract %0[%c1] : tensor<4xf32>
  %2 = tensor.extract %0[%c2] : tensor<4xf32>
  return %1, %2 : f32, f32
}
// -----
func.func @b(%v: f32, %n: index) -> (f32, tensor<2xf32>, tensor<?xf32>) {
  %c1 = arith.constant 1 : index
  %s = tensor.splat %v[%n] : tensor<?xf32>
  %0 = tensor.extract %s[%c1] : tensor<?xf32>
  %1 = tensor.extract_slice %s[0] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %2 = tensor.cast %s : tensor<?xf32> to tensor<?xf32>
  return %0, %1, %2 : f32, tensor<2xf32>, tensor<?xf32>
}
// -----
func.func @c(%n: index) -> (tensor<2xf32>, tensor<?x?xf32>) {
  %e = tensor.empty(%n) : tensor<?xf32>
  %0 = tensor.extract_slice %e[0] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %1 = tensor.expand_shape %e [[0, 1]] output_shape [%n, 1] : tensor<?xf32> into tensor<?x1xf32>
  %c = tensor.cast %1 : tensor<?x1xf32> to tensor<?x?xf32>
  return %0, %c : tensor<2xf32>, tensor<?x?xf32>
}
// -----
func.func @d(%t: tensor<4x4xf32>, %s: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = tensor.insert_slice %s into %t[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  %1 = tensor.extract_slice %0[2, 2] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}
// -----
func.func @e(%t: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %r = tensor.rank %t : tensor<?x?xf32>
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [%r, %r] : tensor<?xf32> into tensor<?x?xf32>
  %d = tensor.dim %e, %c0 : tensor<?x?xf32>
  return %r, %d : index, index
}
// -----
func.func @f(%a: tensor<2xf32>, %b: tensor<3xf32>, %e: tensor<0xf32>) -> tensor<5xf32> {
  %0 = tensor.concat dim(0) %a, %e, %b : (tensor<2xf32>, tensor<0xf32>, tensor<3xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// -----
func.func @g(%t: tensor<8xf32>) -> tensor<8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %t low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<8xf32> to tensor<8xf32>
  %s = tensor.bitcast %0 : tensor<8xf32> to tensor<8xf32>
  return %s : tensor<8xf32>
}
// -----
func.func @a(%t: tensor<?x4xf32>, %n: index) -> tensor<?x4xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}
// -----
func.func @b(%t: tensor<?x?xf32>, %n: index, %m: index) -> tensor<?x?xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [%n, %m] : tensor<?xf32> into tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}
// -----
func.func @d(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%n, 3] : tensor<?xf32> into tensor<?x3xf32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<?x3xf32> into tensor<?xf32>
  return %c : tensor<?xf32>
}
// -----
func.func @a(%t: tensor<8x8xf32>, %s: tensor<2x2xf32>, %i: index) -> tensor<?x?xf32> {
  %d = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %0 = tensor.insert_slice %s into %d[%i, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @b(%t: tensor<8x8xf32>, %p: f32) -> tensor<8x8xf32> {
  %0 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %p : f32
  } : tensor<8x8xf32> to tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
// -----
func.func @c() -> (tensor<?xf32>, tensor<?xf32>) {
  %c = arith.constant -4 : index
  %0 = tensor.empty(%c) : tensor<?xf32>
  %cst = arith.constant 1.0 : f32
  %1 = tensor.splat %cst[%c] : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}
// -----
func.func @d(%t: tensor<8x16x4xf32, "enc">) -> tensor<?x?x4xf32, "enc"> {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %0 = tensor.extract_slice %t[0, 0, 0] [%c1, %c16, 4] [1, 1, 1] : tensor<8x16x4xf32, "enc"> to tensor<?x?x4xf32, "enc">
  return %0 : tensor<?x?x4xf32, "enc">
}
// -----
func.func @e(%t: tensor<?x?xf32>, %p: f32) -> (tensor<10x10xf32>, tensor<?x?xf32>) {
  %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%x: index, %y: index):
    tensor.yield %p : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<10x10xf32>
  return %1, %0 : tensor<10x10xf32>, tensor<?x?xf32>
}
// -----
func.func @f(%t: tensor<?x?xf32>, %s: tensor<4xf32>, %n: index) -> tensor<?x?xf32> {
  %c = tensor.cast %s : tensor<4xf32> to tensor<?xf32>
  %0 = tensor.insert_slice %c into %t[0, 0] [1, %n] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @g(%t: tensor<4x?xf32>, %n: index) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %0 = tensor.extract_slice %c[0, 0] [2, %n] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
  %1 = tensor.cast %0 : tensor<2x?xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
// -----
func.func @h(%a: tensor<4xi32>) -> tensor<2x2xi32> {
  %s = arith.constant 5 : i32
  %0 = tensor.splat %s : tensor<4xi32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
  return %1 : tensor<2x2xi32>
}
// -----
func.func @i(%v: f32, %n: index) -> tensor<2x?xf32> {
  %0 = tensor.splat %v[%n] : tensor<4x?xf32>
  %1 = tensor.extract_slice %0[0, 0] [2, %n] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
  return %1 : tensor<2x?xf32>
}
// -----
func.func @j(%t: tensor<?xi32>, %i: index) -> i32 {
  %c = arith.index_cast %t : tensor<?xi32> to tensor<?xindex>
  %x = tensor.extract %c[%i] : tensor<?xindex>
  %y = arith.index_cast %x : index to i32
  return %y : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @cast_chain(%arg0: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %cast : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast_0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @cast_chain2(%arg0: tensor<*xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<*xf32> to tensor<4x8xf32>
// CHECK-NEXT:     return %cast : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @cast_identity(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     return %arg0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @dims(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT:     return %c4, %arg2, %dim, %c2 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @dim_generate(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     return %arg1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @dim_slice(%arg0: tensor<?x?xf32>, %arg1: index) -> index {
// CHECK-NEXT:     return %arg1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @dim_insert(%arg0: tensor<?x?xf32>, %arg1: f32, %arg2: index) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @dim_reshape(%arg0: tensor<*xf32>, %arg1: tensor<2xi32>) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %extracted = tensor.extract %arg1[%c1] : tensor<2xi32>
// CHECK-NEXT:     %0 = arith.index_cast %extracted : i32 to index
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @empty_static(%arg0: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<?x5xf32>
// CHECK-NEXT:     %cast = tensor.cast %0 : tensor<?x5xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @empty_cast(%arg0: index, %arg1: index) -> tensor<4x?xf32> {
// CHECK-NEXT:     %0 = tensor.empty(%arg1) : tensor<4x?xf32>
// CHECK-NEXT:     return %0 : tensor<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @extracts(%arg0: f32, %arg1: f32, %arg2: tensor<?xf32>) -> (f32, f32, f32, i32) {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %extracted = tensor.extract %arg2[%c0] : tensor<?xf32>
// CHECK-NEXT:     return %arg1, %cst, %extracted, %c7_i32 : f32, f32, f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @extract_generate(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @extract_index_cast(%arg0: tensor<4xi32>, %arg1: index) -> index {
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1] : tensor<4xi32>
// CHECK-NEXT:     %0 = arith.index_cast %extracted : i32 to index
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @static_generate(%arg0: index) -> tensor<?x?xindex> {
// CHECK-NEXT:     %generated = tensor.generate %arg0 {
// CHECK-NEXT:     ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT:       tensor.yield %arg1 : index
// CHECK-NEXT:     } : tensor<?x4xindex>
// CHECK-NEXT:     %cast = tensor.cast %generated : tensor<?x4xindex> to tensor<?x?xindex>
// CHECK-NEXT:     return %cast : tensor<?x?xindex>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @from_elements_fold() -> tensor<3xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<[1, 2, 1]> : tensor<3xi32>
// CHECK-NEXT:     return %cst : tensor<3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @splat_fold() -> (tensor<4xf32>, tensor<2x2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<3> : tensor<2x2xi32>
// CHECK-NEXT:     return %cst, %cst_0 : tensor<4xf32>, tensor<2x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @slice_const(%arg0: tensor<8x16xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 1] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<4x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @slice_rank_reduce(%arg0: tensor<8x16x4xf32>, %arg1: index) -> tensor<?x4xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [1, %arg1, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<1x?x4xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %extracted_slice[0, 0, 0] [1, %arg1, 4] [1, 1, 1] : tensor<1x?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT:     return %extracted_slice_0 : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @slice_of_cast(%arg0: tensor<16x16xf32>, %arg1: index) -> tensor<3x4xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [3, 4] [1, 1] : tensor<16x16xf32> to tensor<3x4xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @cast_of_slice(%arg0: tensor<128x512xf32>, %arg1: index, %arg2: index) -> tensor<16x512xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [16, 512] [1, 1] : tensor<128x512xf32> to tensor<16x512xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<16x512xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @slice_identity(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT:     return %arg0 : tensor<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @insert_extract(%arg0: tensor<8x8xf32>, %arg1: tensor<2x2xf32>, %arg2: index) -> (tensor<2x2xf32>, tensor<8x8xf32>) {
// CHECK-NEXT:     return %arg1, %arg0 : tensor<2x2xf32>, tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @insert_const(%arg0: tensor<8x8xf32>, %arg1: tensor<?x?xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<2x2xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %cast into %arg0[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @insert_cast(%arg0: tensor<8x8xf32>, %arg1: tensor<2x2xf32>, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg2, %arg2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %cast = tensor.cast %inserted_slice : tensor<8x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @insert_source_cast(%arg0: tensor<8x8xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg2, %arg2] [%arg2, %arg2] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @insert_zero(%arg0: tensor<8x8xf32>, %arg1: tensor<0x2xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:     return %arg0 : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @pads(%arg0: tensor<4x4xf32>, %arg1: f32, %arg2: tensor<?x4xf32>) -> (tensor<4x4xf32>, tensor<?x?xf32>, tensor<?x6xf32>) {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[1, 0] high[1, 1] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<4x4xf32> to tensor<6x5xf32>
// CHECK-NEXT:     %cast = tensor.cast %padded : tensor<6x5xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %padded_0 = tensor.pad %arg0 low[0, 1] high[0, 1] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<4x4xf32> to tensor<4x6xf32>
// CHECK-NEXT:     %cast_1 = tensor.cast %padded_0 : tensor<4x6xf32> to tensor<?x6xf32>
// CHECK-NEXT:     return %arg0, %cast, %cast_1 : tensor<4x4xf32>, tensor<?x?xf32>, tensor<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @pad_cast_target(%arg0: tensor<?x4xf32>, %arg1: f32) -> tensor<6x6xf32> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[1, 1] high[1, 1] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<?x4xf32> to tensor<6x6xf32>
// CHECK-NEXT:     return %padded : tensor<6x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @pad_pad(%arg0: tensor<1x2xf32>, %arg1: f32) -> tensor<5x7xf32> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 3] high[4, 2] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<1x2xf32> to tensor<5x7xf32>
// CHECK-NEXT:     return %padded : tensor<5x7xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @concat_one(%arg0: tensor<4xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @reshapes(%arg0: tensor<2x3xf32>, %arg1: f32) -> (tensor<6xf32>, tensor<2x3xf32>, tensor<6xf32>, tensor<2x2xf32>) {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : tensor<6xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK-NEXT:     %from_elements = tensor.from_elements %arg1, %arg1, %arg1, %arg1 : tensor<2x2xf32>
// CHECK-NEXT:     return %collapsed, %arg0, %cst, %from_elements : tensor<6xf32>, tensor<2x3xf32>, tensor<6xf32>, tensor<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @collapse_cast(%arg0: tensor<2x3xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK-NEXT:     %cast = tensor.cast %collapsed : tensor<6xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @dim_expand(%arg0: tensor<?xf32>, %arg1: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 4] : tensor<?xf32> into tensor<?x4xf32>
// CHECK-NEXT:     %dim = tensor.dim %expanded, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @dim_collapse(%arg0: tensor<?x?xf32>) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<?x?xf32> into tensor<?xf32>
// CHECK-NEXT:     %dim = tensor.dim %collapsed, %c0 : tensor<?xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @static_expand(%arg0: tensor<8xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
// CHECK-NEXT:     %cast = tensor.cast %expanded : tensor<2x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @insert_dps_cast(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
// CHECK-NEXT:     %cast = tensor.cast %inserted : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @gather_splat(%arg0: tensor<2x1xindex>) -> tensor<2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT:     return %cst : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @reshape_fold(%arg0: tensor<?xf32>, %arg1: tensor<1xi32>, %arg2: tensor<1xi64>) -> tensor<?xf32> {
// CHECK-NEXT:     return %arg0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @insert_splat() -> tensor<4xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<3> : tensor<4xi32>
// CHECK-NEXT:     return %cst : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @orthogonal(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<8x4xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[16, 4] [%arg1, %arg2] [1, 1] : tensor<64x64xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %padded = tensor.pad %extracted_slice nofold low[0, 0] high[%arg3, %arg4] {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?x?xf32> to tensor<8x4xf32>
// CHECK-NEXT:     return %padded : tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @rank_reduce_insert(%arg0: tensor<8x16x4xf32>, %arg1: tensor<?x?x4xf32>, %arg2: index) -> tensor<8x16x4xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg1 : tensor<?x?x4xf32> to tensor<1x?x4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %cast into %arg0[0, 0, 0] [1, %arg2, 4] [1, 1, 1] : tensor<1x?x4xf32> into tensor<8x16x4xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8x16x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @extract_2d() -> (i32, i1, index) {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     return %c3_i32, %true, %c6 : i32, i1, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @fe_i1() -> tensor<2xi1> {
// CHECK-NEXT:     %cst = arith.constant dense<[true, false]> : tensor<2xi1>
// CHECK-NEXT:     return %cst : tensor<2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @cast_unranked(%arg0: tensor<4xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @empty_dim_static() -> index {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     return %c4 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @slice_oob(%arg0: tensor<8xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[6] [%c4] [1] : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @slice_negative(%arg0: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %c-6 = arith.constant -6 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%c-6] [4] [0] : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     return %cast : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @concat_types(%arg0: tensor<?x4xf32>, %arg1: tensor<2x4xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<?x4xf32>, tensor<2x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT:     %cast = tensor.cast %concat : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: #map = affine_map<()[s0] -> (s0 + 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @pad_dynamic_pad(%arg0: tensor<1x2xf32>, %arg1: f32, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg2]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[0, 3] high[%0, %1] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<1x2xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %padded : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @expand_collapse(%arg0: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<6x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @collapse_collapse(%arg0: tensor<2x3x4xf32>) -> tensor<24xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK-NEXT:     return %collapsed : tensor<24xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @expand_expand(%arg0: tensor<24xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [2, 3, 4] : tensor<24xf32> into tensor<2x3x4xf32>
// CHECK-NEXT:     return %expanded : tensor<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @collapse_of_expand(%arg0: tensor<6x4xf32>) -> tensor<24xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<6x4xf32> into tensor<24xf32>
// CHECK-NEXT:     return %collapsed : tensor<24xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @a(%arg0: tensor<?x4xf32>, %arg1: tensor<2x4xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<?x4xf32>, tensor<2x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT:     %cast = tensor.cast %concat : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @b(%arg0: tensor<?x12xi32>, %arg1: tensor<?x?xi32>) -> tensor<?x12xi32> {
// CHECK-NEXT:     %cast = tensor.cast %arg1 : tensor<?x?xi32> to tensor<?x12xi32>
// CHECK-NEXT:     %concat = tensor.concat dim(0) %arg0, %cast : (tensor<?x12xi32>, tensor<?x12xi32>) -> tensor<?x12xi32>
// CHECK-NEXT:     return %concat : tensor<?x12xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @c(%arg0: tensor<3x?xi32>, %arg1: tensor<?x5xi32>, %arg2: tensor<3x?xi32>) -> tensor<?x?xi32> {
// CHECK-NEXT:     %cast = tensor.cast %arg1 : tensor<?x5xi32> to tensor<3x5xi32>
// CHECK-NEXT:     %concat = tensor.concat dim(1) %arg0, %cast, %arg2 : (tensor<3x?xi32>, tensor<3x5xi32>, tensor<3x?xi32>) -> tensor<3x?xi32>
// CHECK-NEXT:     %cast_0 = tensor.cast %concat : tensor<3x?xi32> to tensor<?x?xi32>
// CHECK-NEXT:     return %cast_0 : tensor<?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @a(%arg0: tensor<4xf32>, %arg1: f32, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%c1] : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %inserted[%c2] : tensor<4xf32>
// CHECK-NEXT:     return %arg1, %extracted : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @b(%arg0: f32, %arg1: index) -> (f32, tensor<2xf32>, tensor<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %splat = tensor.splat %arg0[%arg1] : tensor<?xf32>
// CHECK-NEXT:     %extracted = tensor.extract %splat[%c1] : tensor<?xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %splat[0] [2] [1] : tensor<?xf32> to tensor<2xf32>
// CHECK-NEXT:     return %extracted, %extracted_slice, %splat : f32, tensor<2xf32>, tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @c(%arg0: index) -> (tensor<2xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<?xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %0[0] [2] [1] : tensor<?xf32> to tensor<2xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %0 {{\[\[}}0, 1]] output_shape [%arg0, 1] : tensor<?xf32> into tensor<?x1xf32>
// CHECK-NEXT:     %cast = tensor.cast %expanded : tensor<?x1xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %extracted_slice, %cast : tensor<2xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @d(%arg0: tensor<4x4xf32>, %arg1: tensor<2x2xf32>) -> tensor<2x2xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg1 into %arg0[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %inserted_slice[2, 2] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<2x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @e(%arg0: tensor<?x?xf32>) -> (index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<?x?xf32> into tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [%c2, %c2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     %dim = tensor.dim %expanded, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     return %c2, %dim : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>, %arg2: tensor<0xf32>) -> tensor<5xf32> {
// CHECK-NEXT:     %concat = tensor.concat dim(0) %arg0, %arg2, %arg1 : (tensor<2xf32>, tensor<0xf32>, tensor<3xf32>) -> tensor<5xf32>
// CHECK-NEXT:     return %concat : tensor<5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @g(%arg0: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT:     return %arg0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @a(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<?x4xf32> {
// CHECK-NEXT:     return %arg0 : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @b(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<?x?xf32> into tensor<?xf32>
// CHECK-NEXT:     %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : tensor<?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     return %expanded : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @d(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT:     return %arg0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @a(%arg0: tensor<8x8xf32>, %arg1: tensor<2x2xf32>, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg2, %arg2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT:     %cast = tensor.cast %inserted_slice : tensor<8x8xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @b(%arg0: tensor<8x8xf32>, %arg1: f32) -> tensor<8x8xf32> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<8x8xf32> to tensor<8x8xf32>
// CHECK-NEXT:     return %padded : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @c() -> (tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c-4 = arith.constant -4 : index
// CHECK-NEXT:     %0 = tensor.empty(%c-4) : tensor<?xf32>
// CHECK-NEXT:     %splat = tensor.splat %cst[%c-4] : tensor<?xf32>
// CHECK-NEXT:     return %0, %splat : tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @d(%arg0: tensor<8x16x4xf32, "enc">) -> tensor<?x?x4xf32, "enc"> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32, "enc"> to tensor<1x16x4xf32, "enc">
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<1x16x4xf32, "enc"> to tensor<?x?x4xf32, "enc">
// CHECK-NEXT:     return %cast : tensor<?x?x4xf32, "enc">
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @e(%arg0: tensor<?x?xf32>, %arg1: f32) -> (tensor<10x10xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[1, 1] high[1, 1] {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %cast = tensor.cast %padded : tensor<?x?xf32> to tensor<10x10xf32>
// CHECK-NEXT:     return %cast, %padded : tensor<10x10xf32>, tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: tensor<?x?xf32>, %arg1: tensor<4xf32>, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg1 into %arg0[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<?x?xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @g(%arg0: tensor<4x?xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [2, %arg1] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
// CHECK-NEXT:     %cast = tensor.cast %extracted_slice : tensor<2x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @h(%arg0: tensor<4xi32>) -> tensor<2x2xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<5> : tensor<2x2xi32>
// CHECK-NEXT:     return %cst : tensor<2x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @i(%arg0: f32, %arg1: index) -> tensor<2x?xf32> {
// CHECK-NEXT:     %splat = tensor.splat %arg0[%arg1] : tensor<4x?xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %splat[0, 0] [2, %arg1] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
// CHECK-NEXT:     return %extracted_slice : tensor<2x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-LABEL: func.func @j(%arg0: tensor<?xi32>, %arg1: index) -> i32 {
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1] : tensor<?xi32>
// CHECK-NEXT:     return %extracted : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// -----
// An extract of the insert it reads folds only with constant indices, equal
// constants of two ops matching.
// CHECK-LABEL: func.func @extract_insert_indices
// CHECK:         %[[INS:.*]] = tensor.insert %{{.*}} into %{{.*}}[%arg1]
// CHECK-NEXT:    %[[EXT:.*]] = tensor.extract %[[INS]][%arg1]
// CHECK-NEXT:    return %[[EXT]], %arg2 : f32, f32
func.func @extract_insert_indices(%t: tensor<?xf32>, %i: index, %v: f32) -> (f32, f32) {
  %0 = tensor.insert %v into %t[%i] : tensor<?xf32>
  %1 = tensor.extract %0[%i] : tensor<?xf32>
  %c1 = arith.constant 1 : index
  %2 = tensor.insert %v into %t[%c1] : tensor<?xf32>
  %d1 = arith.constant 1 : index
  %3 = tensor.extract %2[%d1] : tensor<?xf32>
  return %1, %3 : f32, f32
}
