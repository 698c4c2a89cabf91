// RUN: gomlir-opt %s | FileCheck %s
// RUN: gomlir-opt %s | gomlir-opt | FileCheck %s
// RUN: gomlir-opt %s --mlir-print-op-generic | gomlir-opt | FileCheck %s
// RUN: mlir-opt-upstream %s | FileCheck %s
// RUN: gomlir-opt %s --mlir-print-op-generic > %t.g
// RUN: mlir-opt-upstream %s --mlir-print-op-generic > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// The linalg ops in their custom forms: generic with its trait dictionary,
// extra attributes and index ops; the named ops of the table (their bodies
// appear in the generic form, compared with upstream's above); map and
// reduce in short and region forms; transpose and broadcast.

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func @generic
// CHECK: linalg.generic {doc = "d", indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"], library_call = "f"} ins(%{{.*}} : tensor<16x64xf32>) outs(%{{.*}} : tensor<64xf32>) attrs =  {foo = 1 : i64} {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:   linalg.index 0 : index
// CHECK: } -> tensor<64xf32>
// CHECK: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : memref<16x64xf32>) outs(%{{.*}} : memref<16x64xf32>) {
func.func @generic(%a: tensor<16x64xf32>, %b: tensor<64xf32>, %m: memref<16x64xf32>) -> tensor<64xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"], library_call = "f", doc = "d"}
      ins(%a : tensor<16x64xf32>) outs(%b : tensor<64xf32>) attrs = {foo = 1} {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  } -> tensor<64xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%m : memref<16x64xf32>) outs(%m : memref<16x64xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return %0 : tensor<64xf32>
}

// CHECK-LABEL: func @named
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<4x16xf32>){{$}}
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8x16xf32>) outs(%{{.*}} : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK: linalg.matmul indexing_maps = [#map2, #map3, #map4] ins(
// CHECK: linalg.exp ins(
// CHECK: linalg.reciprocal ins(
// CHECK: linalg.add {foo} ins(
// CHECK: linalg.div_unsigned ins(
// CHECK: linalg.select ins(
// CHECK: linalg.copy ins(
// CHECK: linalg.batch_matmul ins(
// CHECK: linalg.matvec ins(
// CHECK: linalg.dot ins(
// CHECK: linalg.mmt4d ins(
func.func @named(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %m: memref<4x16xf32>, %cst: f32,
                 %i: tensor<4x16xi32>, %p: tensor<4x16xi1>, %h: tensor<4x16xf16>, %bi: memref<2x8x16xi8>,
                 %ba: memref<2x4x8xf32>, %bc: memref<2x4x16xf32>, %v: memref<8xf32>, %mv: memref<4x8xf32>,
                 %o: memref<4xf32>, %s: memref<f32>, %A: tensor<16x16x8x1xf32>, %C: tensor<16x16x8x8xf32>, %bt: tensor<16x8xf32>) {
  %0 = linalg.fill ins(%cst : f32) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.fill ins(%cst : f32) outs(%m : memref<4x16xf32>)
  %1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %bt : tensor<4x8xf32>, tensor<16x8xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %3 = linalg.exp ins(%0 : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %4 = linalg.reciprocal ins(%0 : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %5 = linalg.add {foo} ins(%3, %4 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %6 = linalg.div_unsigned ins(%i, %i : tensor<4x16xi32>, tensor<4x16xi32>) outs(%i : tensor<4x16xi32>) -> tensor<4x16xi32>
  %7 = linalg.select ins(%p, %3, %4 : tensor<4x16xi1>, tensor<4x16xf32>, tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %8 = linalg.copy ins(%h : tensor<4x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.batch_matmul ins(%ba, %bi : memref<2x4x8xf32>, memref<2x8x16xi8>) outs(%bc : memref<2x4x16xf32>)
  linalg.matvec ins(%mv, %v : memref<4x8xf32>, memref<8xf32>) outs(%o : memref<4xf32>)
  linalg.dot ins(%v, %v : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  %9 = linalg.mmt4d ins(%A, %A : tensor<16x16x8x1xf32>, tensor<16x16x8x1xf32>) outs(%C : tensor<16x16x8x8xf32>) -> tensor<16x16x8x8xf32>
  return
}

// CHECK-LABEL: func @dst_ops
// CHECK: %mapped = linalg.map { arith.addi {overflowFlags = #arith.overflow<none>} } ins(
// CHECK: %mapped_0 = linalg.map ins(%{{.*}}, %{{.*}} : tensor<64xi32>, tensor<64xi32>) outs(%{{.*}} : tensor<64xi32>) {attr = 1 : i64}
// CHECK-NEXT: (%in: i32, %in_{{[0-9]+}}: i32, %init: i32) {
// CHECK: %reduced:2 = linalg.reduce ins(
// CHECK-SAME: dimensions = [1]  {foo = "bar"}
// CHECK: %reduced_{{[0-9]+}} = linalg.reduce { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(
// CHECK: %transposed = linalg.transpose ins(%{{.*}} : tensor<16x32x64xf32>) outs(%{{.*}} : tensor<64x32x16xf32>) permutation = [2, 1, 0]{{ $}}
// CHECK: linalg.broadcast ins(%{{.*}} : memref<16x64xf32>) outs(%{{.*}} : memref<16x32x64xf32>) dimensions = [1]{{ $}}
func.func @dst_ops(%a: tensor<64xi32>, %b: tensor<64xi32>, %i: tensor<16x32x64xf32>, %o: tensor<16x64xf32>, %o2: tensor<16x64xf32>,
                   %m: memref<16x32x64xf32>, %mo: memref<16x64xf32>, %t: tensor<64x32x16xf32>) {
  %0 = linalg.map { arith.addi } ins(%a, %b : tensor<64xi32>, tensor<64xi32>) outs(%b : tensor<64xi32>)
  %1 = linalg.map ins(%a, %b : tensor<64xi32>, tensor<64xi32>) outs(%b : tensor<64xi32>) {attr = 1}
      (%x: i32, %y: i32, %w: i32) {
        %z = arith.addi %x, %y : i32
        linalg.yield %x : i32
      }
  %r:2 = linalg.reduce ins(%i, %i : tensor<16x32x64xf32>, tensor<16x32x64xf32>) outs(%o, %o2 : tensor<16x64xf32>, tensor<16x64xf32>) dimensions = [1] {foo = "bar"}
      (%in: f32, %in2: f32, %init: f32, %init2: f32) {
        %s = arith.addf %init, %in : f32
        %u = arith.mulf %init2, %in2 : f32
        linalg.yield %s, %u : f32, f32
      }
  %r2 = linalg.reduce { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%i : tensor<16x32x64xf32>) outs(%o : tensor<16x64xf32>) dimensions = [1]
  %tr = linalg.transpose ins(%i : tensor<16x32x64xf32>) outs(%t : tensor<64x32x16xf32>) permutation = [2, 1, 0]
  linalg.broadcast ins(%mo : memref<16x64xf32>) outs(%m : memref<16x32x64xf32>) dimensions = [1]
  return
}

// CHECK-LABEL: func @more_ops
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#map{{[0-9]*}}, #map{{[0-9]*}}, #map{{[0-9]*}}] ins(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<select> ins(
// CHECK: linalg.contract indexing_maps = [#map{{[0-9]*}}, #map{{[0-9]*}}, #map{{[0-9]*}}] {bar} ins(
// CHECK: linalg.softmax dimension(2) ins(
// CHECK: linalg.winograd_output_transform {foo} fmr(F_4_3) ins(
// CHECK: %pack = linalg.pack %{{.*}} padding_value(%{{.*}} : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [32, 8] into
// CHECK: %unpack = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [32, 8] into
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(
// CHECK: linalg.pooling_nwc_max_unsigned {strides = dense<2> : tensor<1xi64>} ins(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc ins(
func.func @more_ops(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %c: tensor<16xf32>, %p: tensor<8x16xi1>,
                    %lhs: tensor<4x1xf32>, %rhs: tensor<1x64xf32>, %init: tensor<4x64xf32>, %sm: tensor<2x16x32xf32>,
                    %v: tensor<6x6x3x3x2x2xf32>, %o: tensor<2x12x12x2xf32>, %input: tensor<256x128xf32>, %packed: tensor<8x16x32x8xf32>,
                    %t: index, %cst: f32, %i: memref<1x9x9x2xf32>, %f: memref<2x2x2x3xf32>, %co: memref<1x4x4x3xf32>,
                    %wi: memref<1x9x2xi8>, %pk: memref<2xi8>, %pwo: memref<1x4x2xi32>, %di: memref<1x5x5x2xf32>, %dk: memref<2x2x2xf32>, %dout: memref<1x4x4x2xf32>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%c, %a : tensor<16xf32>, tensor<8x16xf32>) outs(%b : tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%p, %0, %a : tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%b : tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%lhs, %rhs : tensor<4x1xf32>, tensor<1x64xf32>) outs(%init : tensor<4x64xf32>) {bar} -> tensor<4x64xf32>
  %3 = linalg.softmax dimension(2) ins(%sm : tensor<2x16x32xf32>) outs(%sm : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  %4 = linalg.winograd_output_transform {foo} fmr(F_4_3) ins(%v : tensor<6x6x3x3x2x2xf32>) outs(%o : tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32>
  %5 = linalg.pack %input padding_value(%cst : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [32, 8] into %packed : tensor<256x128xf32> -> tensor<8x16x32x8xf32>
  %6 = linalg.unpack %5 inner_dims_pos = [0, 1] inner_tiles = [32, 8] into %input : tensor<8x16x32x8xf32> -> tensor<256x128xf32>
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : memref<1x9x9x2xf32>, memref<2x2x2x3xf32>) outs(%co : memref<1x4x4x3xf32>)
  linalg.pooling_nwc_max_unsigned {strides = dense<2> : tensor<1xi64>} ins(%wi, %pk : memref<1x9x2xi8>, memref<2xi8>) outs(%pwo : memref<1x4x2xi32>)
  linalg.depthwise_conv_2d_nhwc_hwc ins(%di, %dk : memref<1x5x5x2xf32>, memref<2x2x2xf32>) outs(%dout : memref<1x4x4x2xf32>)
  return
}
