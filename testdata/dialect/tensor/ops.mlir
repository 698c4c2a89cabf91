// RUN: gomlir-opt %s | FileCheck %s
// RUN: gomlir-opt %s | gomlir-opt | FileCheck %s
// RUN: gomlir-opt %s --mlir-print-op-generic | gomlir-opt | FileCheck %s
// RUN: mlir-opt-upstream %s | FileCheck %s
// RUN: gomlir-opt %s --mlir-print-op-generic > %t.g
// RUN: mlir-opt-upstream %s --mlir-print-op-generic > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// Every tensor op in its custom form: static and dynamic offsets, sizes and
// strides, reassociation groups, regions, optional keywords (expected output
// recorded from upstream mlir-opt 22).

func.func @casts(%a: tensor<*xf32>, %b: tensor<4x?xf32>, %u: tensor<4xui32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %a : tensor<*xf32> to tensor<?x?xf32>
  %1 = tensor.cast %b : tensor<4x?xf32> to tensor<?x?xf32>
  %2 = tensor.bitcast %u : tensor<4xui32> to tensor<4xi32>
  %3 = tensor.cast %1 : tensor<?x?xf32> to tensor<*xf32>
  return %1 : tensor<?x?xf32>
}
func.func @concat(%a: tensor<3x6xf32>, %b: tensor<3x6xf32>, %c: tensor<1x6xf32>, %d: tensor<3x?xf32>) {
  %0 = tensor.concat dim(0) %a, %b, %c : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<7x6xf32>
  %1 = tensor.concat dim(1) %d, %a : (tensor<3x?xf32>, tensor<3x6xf32>) -> tensor<3x?xf32>
  return
}
func.func @dim_empty(%t: tensor<4x?xf32>, %i: index, %u: tensor<*xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c1 : tensor<4x?xf32>
  %1 = tensor.dim {foo} %u, %i : tensor<*xf32>
  %e = tensor.empty(%0, %i) : tensor<?x?x5xf32>
  %e2 = tensor.empty() : tensor<5x6xi8, "enc">
  return %0 : index
}
func.func @extract_insert(%t: tensor<4x4xi32>, %i: index, %v: i32) -> tensor<4x4xi32> {
  %0 = tensor.extract %t[%i, %i] : tensor<4x4xi32>
  %1 = tensor.insert %v into %t[%i, %i] : tensor<4x4xi32>
  return %1 : tensor<4x4xi32>
}
func.func @slices(%t: tensor<8x16x4xf32>, %i: index, %j: index, %s: tensor<?x4xf32>) {
  %0 = tensor.extract_slice %t[0, 0, 0][1, 16, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  %1 = tensor.extract_slice %t[%i, 4, %j][1, %j, 1][1, %i, 1] : tensor<8x16x4xf32> to tensor<1x?xf32>
  %2 = tensor.insert_slice %0 into %t[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  %3 = tensor.insert_slice %s into %t[%i, 0, 0] [1, %j, 4] [1, 1, 1] {attr = 1} : tensor<?x4xf32> into tensor<8x16x4xf32>
  return
}
func.func @from_elements(%a: index, %b: index, %f: f32) -> tensor<2x2xindex> {
  %0 = tensor.from_elements %a, %b, %b, %a : tensor<2x2xindex>
  %1 = tensor.from_elements %f : tensor<f32>
  %2 = tensor.from_elements %f, %f : tensor<2xf32>
  return %0 : tensor<2x2xindex>
}
func.func @gather_scatter(%src: tensor<4x5x6xf32>, %idx: tensor<1x2x3xindex>, %idx2: tensor<6x7x1xi32>, %d: tensor<4x5x6xf32>, %s: tensor<1x2x1x1x1xf32>) {
  %0 = tensor.gather %src[%idx] gather_dims([0, 1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  %1 = tensor.gather %src[%idx2] gather_dims([1]) unique : (tensor<4x5x6xf32>, tensor<6x7x1xi32>) -> tensor<6x7x4x6xf32>
  %2 = tensor.scatter %s into %d[%idx] scatter_dims([0, 1, 2]) unique : (tensor<1x2x1x1x1xf32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<4x5x6xf32>
  return
}
func.func @generate(%m: index, %n: index) -> tensor<?x3x?xf32> {
  %tnsr = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %elem = arith.constant 8.0 : f32
    tensor.yield %elem : f32
  } : tensor<?x3x?xf32>
  %t2 = tensor.generate {
  ^bb0(%i: index):
    %e = arith.index_cast %i : index to i32
    tensor.yield %e : i32
  } {attr} : tensor<4xi32>
  return %tnsr : tensor<?x3x?xf32>
}
func.func @rank_reshape(%t: tensor<*xf32>, %s: tensor<1xi32>, %s2: tensor<?xi32>, %r: tensor<4x1xf32>) {
  %0 = tensor.rank %t : tensor<*xf32>
  %1 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xf32>
  %2 = tensor.reshape %r(%s2) : (tensor<4x1xf32>, tensor<?xi32>) -> tensor<*xf32>
  return
}
func.func @reassoc(%a: tensor<?x32xf32>, %sz0: index, %sz1: index, %b: tensor<?x?x?xf32>, %c: tensor<2x3x4xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [%sz0, %sz1, 32] : tensor<?x32xf32> into tensor<?x?x32xf32>
  %1 = tensor.collapse_shape %b [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %2 = tensor.collapse_shape %c [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %3 = tensor.expand_shape %2 [[0, 1, 2]] output_shape [2, 3, 4] : tensor<24xf32> into tensor<2x3x4xf32>
  %s = tensor.collapse_shape %c [] : tensor<2x3x4xf32> into tensor<f32>
  return
}
func.func @pad(%arg0: tensor<10xi32>, %arg1: index, %t: tensor<1x2x2x?xf32>, %pv: f32) {
  %c0_i32 = arith.constant 0 : i32
  %padded = tensor.pad %arg0 low[3] high[5] {
  ^bb0(%arg2: index):
    tensor.yield %c0_i32 : i32
  } : tensor<10xi32> to tensor<18xi32>
  %0 = tensor.pad %t low[2, %arg1, 3, 3] high[3, 3, %arg1, 2] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %pv : f32
  } : tensor<1x2x2x?xf32> to tensor<6x?x?x?xf32>
  %1 = tensor.pad %arg0 nofold low[0] high[0] {
  ^bb0(%arg2: index):
    tensor.yield %c0_i32 : i32
  } : tensor<10xi32> to tensor<10xi32>
  return
}
func.func @splat(%s: f32, %m: index, %n: index) {
  %t = tensor.splat %s : tensor<8x16xf32>
  %u = tensor.splat %s[%m, %n] : tensor<?x20x?xf32>
  return
}
func.func @empty_lists(%t: tensor<f32>) {
  %0 = tensor.extract_slice %t[] [] [] : tensor<f32> to tensor<f32>
  %1 = tensor.insert_slice %0 into %t[] [] [] : tensor<f32> into tensor<f32>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @casts(%arg0: tensor<*xf32>, %arg1: tensor<4x?xf32>, %arg2: tensor<4xui32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %arg1 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %0 = tensor.bitcast %arg2 : tensor<4xui32> to tensor<4xi32>
// CHECK-NEXT:     %cast_1 = tensor.cast %cast_0 : tensor<?x?xf32> to tensor<*xf32>
// CHECK-NEXT:     return %cast_0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @concat(%arg0: tensor<3x6xf32>, %arg1: tensor<3x6xf32>, %arg2: tensor<1x6xf32>, %arg3: tensor<3x?xf32>) {
// CHECK-NEXT:     %concat = tensor.concat dim(0) %arg0, %arg1, %arg2 : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<7x6xf32>
// CHECK-NEXT:     %concat_0 = tensor.concat dim(1) %arg3, %arg0 : (tensor<3x?xf32>, tensor<3x6xf32>) -> tensor<3x?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @dim_empty(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: tensor<*xf32>) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim {foo} %arg2, %arg1 : tensor<*xf32>
// CHECK-NEXT:     %0 = tensor.empty(%dim, %arg1) : tensor<?x?x5xf32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<5x6xi8, "enc">
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @extract_insert(%arg0: tensor<4x4xi32>, %arg1: index, %arg2: i32) -> tensor<4x4xi32> {
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<4x4xi32>
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg1, %arg1] : tensor<4x4xi32>
// CHECK-NEXT:     return %inserted : tensor<4x4xi32>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @slices(%arg0: tensor<8x16x4xf32>, %arg1: index, %arg2: index, %arg3: tensor<?x4xf32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg0[%arg1, 4, %arg2] [1, %arg2, 1] [1, %arg1, 1] : tensor<8x16x4xf32> to tensor<1x?xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
// CHECK-NEXT:     %inserted_slice_1 = tensor.insert_slice %arg3 into %arg0[%arg1, 0, 0] [1, %arg2, 4] [1, 1, 1] {attr = 1 : i64} : tensor<?x4xf32> into tensor<8x16x4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @from_elements(%arg0: index, %arg1: index, %arg2: f32) -> tensor<2x2xindex> {
// CHECK-NEXT:     %from_elements = tensor.from_elements %arg0, %arg1, %arg1, %arg0 : tensor<2x2xindex>
// CHECK-NEXT:     %from_elements_0 = tensor.from_elements %arg2 : tensor<f32>
// CHECK-NEXT:     %from_elements_1 = tensor.from_elements %arg2, %arg2 : tensor<2xf32>
// CHECK-NEXT:     return %from_elements : tensor<2x2xindex>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @gather_scatter(%arg0: tensor<4x5x6xf32>, %arg1: tensor<1x2x3xindex>, %arg2: tensor<6x7x1xi32>, %arg3: tensor<4x5x6xf32>, %arg4: tensor<1x2x1x1x1xf32>) {
// CHECK-NEXT:     %gather = tensor.gather %arg0[%arg1] gather_dims([0, 1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
// CHECK-NEXT:     %gather_0 = tensor.gather %arg0[%arg2] gather_dims([1]) unique : (tensor<4x5x6xf32>, tensor<6x7x1xi32>) -> tensor<6x7x4x6xf32>
// CHECK-NEXT:     %scatter = tensor.scatter %arg4 into %arg3[%arg1] scatter_dims([0, 1, 2]) unique : (tensor<1x2x1x1x1xf32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<4x5x6xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @generate(%arg0: index, %arg1: index) -> tensor<?x3x?xf32> {
// CHECK-NEXT:     %generated = tensor.generate %arg0, %arg1 {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index, %arg4: index):
// CHECK-NEXT:       %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT:       tensor.yield %cst : f32
// CHECK-NEXT:     } : tensor<?x3x?xf32>
// CHECK-NEXT:     %generated_0 = tensor.generate  {
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       %0 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:       tensor.yield %0 : i32
// CHECK-NEXT:     } {attr} : tensor<4xi32>
// CHECK-NEXT:     return %generated : tensor<?x3x?xf32>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @rank_reshape(%arg0: tensor<*xf32>, %arg1: tensor<1xi32>, %arg2: tensor<?xi32>, %arg3: tensor<4x1xf32>) {
// CHECK-NEXT:     %rank = tensor.rank %arg0 : tensor<*xf32>
// CHECK-NEXT:     %reshape = tensor.reshape %arg0(%arg1) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xf32>
// CHECK-NEXT:     %reshape_0 = tensor.reshape %arg3(%arg2) : (tensor<4x1xf32>, tensor<?xi32>) -> tensor<*xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @reassoc(%arg0: tensor<?x32xf32>, %arg1: index, %arg2: index, %arg3: tensor<?x?x?xf32>, %arg4: tensor<2x3x4xf32>) {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%arg1, %arg2, 32] : tensor<?x32xf32> into tensor<?x?x32xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg3 {{\[\[}}0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT:     %collapsed_0 = tensor.collapse_shape %arg4 {{\[\[}}0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK-NEXT:     %expanded_1 = tensor.expand_shape %collapsed_0 {{\[\[}}0, 1, 2]] output_shape [2, 3, 4] : tensor<24xf32> into tensor<2x3x4xf32>
// CHECK-NEXT:     %collapsed_2 = tensor.collapse_shape %arg4 [] : tensor<2x3x4xf32> into tensor<f32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @pad(%arg0: tensor<10xi32>, %arg1: index, %arg2: tensor<1x2x2x?xf32>, %arg3: f32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[3] high[5] {
// CHECK-NEXT:     ^bb0(%arg4: index):
// CHECK-NEXT:       tensor.yield %c0_i32 : i32
// CHECK-NEXT:     } : tensor<10xi32> to tensor<18xi32>
// CHECK-NEXT:     %padded_0 = tensor.pad %arg2 low[2, %arg1, 3, 3] high[3, 3, %arg1, 2] {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index, %arg6: index, %arg7: index):
// CHECK-NEXT:       tensor.yield %arg3 : f32
// CHECK-NEXT:     } : tensor<1x2x2x?xf32> to tensor<6x?x?x?xf32>
// CHECK-NEXT:     %padded_1 = tensor.pad %arg0 nofold low[0] high[0] {
// CHECK-NEXT:     ^bb0(%arg4: index):
// CHECK-NEXT:       tensor.yield %c0_i32 : i32
// CHECK-NEXT:     } : tensor<10xi32> to tensor<10xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @splat(%arg0: f32, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %splat = tensor.splat %arg0 : tensor<8x16xf32>
// CHECK-NEXT:     %splat_0 = tensor.splat %arg0[%arg1, %arg2] : tensor<?x20x?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @empty_lists(%arg0: tensor<f32>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[] [] [] : tensor<f32> to tensor<f32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[] [] [] : tensor<f32> into tensor<f32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
