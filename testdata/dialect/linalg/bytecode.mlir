// RUN: gomlir-opt %s --emit-bytecode > %t.g
// RUN: mlir-opt-upstream %s --emit-bytecode > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %t.u --mlir-print-op-generic > %t.gt
// RUN: mlir-opt-upstream %t.u --mlir-print-op-generic > %t.ut
// RUN: diff %t.gt %t.ut

// Bytecode of linalg ops is byte-identical with upstream's, properties in
// upstream's declaration order (indexing_maps then cast, strides then
// dilations, kind then indexing_maps), and upstream's is read back.

func.func @f(%a: memref<4x8xi8>, %b: memref<8x16xi8>, %c: memref<4x16xf32>, %d: memref<4x16xi8>, %t: tensor<8x16xf32>,
             %i: memref<1x9x9x2xf32>, %k: memref<2x2xf32>, %o: memref<1x4x4x2xf32>, %m: tensor<16xf32>) {
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%c : memref<4x16xf32>)
  linalg.copy ins(%d : memref<4x16xi8>) outs(%c : memref<4x16xf32>)
  linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>} ins(%i, %k : memref<1x9x9x2xf32>, memref<2x2xf32>) outs(%o : memref<1x4x4x2xf32>)
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%t : tensor<8x16xf32>) outs(%t : tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<16xf32>) outs(%0 : tensor<8x16xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<8x16xf32>
  %2 = linalg.reduce { arith.addf } ins(%1 : tensor<8x16xf32>) outs(%m : tensor<16xf32>) dimensions = [0]
  return
}
