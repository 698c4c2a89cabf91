// RUN: gomlir-opt %s --allow-unregistered-dialect > %t.g
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %t.g --allow-unregistered-dialect | diff %t.g -
// RUN: gomlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo > %t.gg
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo > %t.ug
// RUN: diff %t.gg %t.ug

// Every builtin type kind, in the forms the LangRef gives, round trips as
// upstream prints it.

// Integers: signless, signed, unsigned, widths 1 to large.
"t.ints"() : () -> (i1, i8, i32, i64, i128, i0, si8, ui16, si1, ui1, i1024, i16777215)
// Index, none and every float kind.
"t.misc"() : () -> (index, none)
"t.floats"() : () -> (bf16, f16, f32, f64, f80, f128, tf32, f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E3M4, f8E4M3, f8E4M3FN, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E5M2, f8E5M2FNUZ, f8E8M0FNU)
// Complex and tuple.
"t.complex"() : () -> (complex<f32>, complex<i8>, tuple<>, tuple<i32>, tuple<i32, tuple<f32, index>>)
// Function types: no results, one result, several, nested.
"t.func"() : () -> (() -> (), (i32) -> i32, (i32, f32) -> (i64, i1), ((i32) -> i32) -> (() -> ()))
// Vectors: fixed, scalable, 0-d.
"t.vector"() : () -> (vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[4]xindex>, vector<f32>, vector<4xf8E4M3FN>)
// Tensors: ranked, dynamic, 0-d, encoding, unranked.
"t.tensor"() : () -> (tensor<4xf32>, tensor<?x4xi32>, tensor<f32>, tensor<0xf32>, tensor<4x?x?xcomplex<f32>>, tensor<4xf32, "enc">, tensor<4xf32, {a = 1}>, tensor<*xf32>, tensor<2x!foo.bar>)
// Memrefs: layouts (identity, affine map, strided), memory spaces, unranked.
"t.memref"() : () -> (memref<4xf32>, memref<?x4xf32>, memref<f32>, memref<4xf32, 1>, memref<4xf32, "gpu">, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[1]>>, memref<4xf32, strided<[2], offset: 3>, 2>, memref<*xf32>, memref<*xf32, 3>, memref<2xvector<4xf32>>, memref<2xmemref<4xi8>>)
// Opaque types of unregistered dialects, pretty and verbose.
"t.opaque"() : () -> (!foo.bar, !foo<"bar<1>">, !foo.bar<x, [y], {z}>, !foo<bar>)
// Type aliases.
!alias = f32
!alias2 = !alias
"t.alias"() : () -> (!alias, !alias2, tensor<2x!alias2>)
