// RUN: gomlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: gomlir-opt %s -split-input-file -verify-diagnostics -canonicalize --mlir-print-op-generic --mlir-print-debuginfo > %t.g
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics -canonicalize --mlir-print-op-generic --mlir-print-debuginfo > %t.u
// RUN: diff %t.g %t.u

// The quant types and casts (expected output and messages from upstream
// mlir-opt 22).

// CHECK-LABEL: func.func private @sub_channel(!quant.uniform<u8:f32:{0:1}, {{\{\{}}1.000000e+00:-56}}>, !quant.uniform<i8:f16:{0:1}, {{\{\{}}9.997550e-02:3}, {1.000400e-03}}>, !quant.uniform<i8:f32:{}, {{\{\{}}1.000000e+00}}>)
func.func private @sub_channel(%a: !quant.uniform<u8:f32:{0:1}, {{1.0:200}}>, %b: !quant.uniform<i8:f16:{0:1}, {{0.1:3}, {1.0e-3}}>, %c: !quant.uniform<i8:f32:{}, {{1.0}}>)

// -----

// CHECK-LABEL: func.func private @types(!quant.uniform<u8:f32, 1.000000e+00>, !quant.uniform<i8<-8:7>:f32, 2.500000e+00:3>, !quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00:4,3.500000e-03}>, !quant.any<i8:f32>, !quant.any<u4<1:9>>, !quant.calibrated<f32<-5.000000e-01:1.000000e+00>>, !quant.uniform<u8:f16, 1.000000e-01>, !quant.uniform<i8:bf16, 2.500000e-01:-3>, tensor<2x!quant.uniform<i16:f32, 1.000000e+00>>)
func.func private @types(%a: !quant.uniform<u8:f32, 1.0>, %b: !quant.uniform<i8<-8:7>:f32, 2.5:3>, %c: !quant.uniform<i8:f32:1, {1.0,2.0:4, 3.5e-3}>, %d: !quant.any<i8:f32>, %e: !quant.any<u4<1:9>>, %f: !quant.calibrated<f32<-0.5:1.0>>, %g: !quant.uniform<ui8:f16, 0.1>, %h: !quant.uniform<si8:bf16, 0.25:-3>, %i: tensor<2x!quant.uniform<i16:f32, 1.0>>)

// -----

// CHECK-LABEL: func @i(
// CHECK: quant.qcast %arg0 : f32 to !quant.uniform<i8:f32, 1.000000e+00>
// CHECK-LABEL: func @h(
// CHECK: quant.qcast %arg0 : tensor<?x4xf32> to tensor<?x4x!quant.uniform<i8:f32:{0:1, 1:2}, {{\{\{}}1.000000e+00, 2.000000e+00}, {3.000000e+00, 4.000000e+00}}>>
!q = !quant.uniform<i8:f32, 1.0>
func.func @i(%arg0: f32) -> f32 {
  %0 = quant.qcast %arg0 : f32 to !q
  %1 = quant.scast %0 : !q to i8
  %2 = quant.scast %1 : i8 to !q
  %3 = quant.dcast %2 : !q to f32
  return %3 : f32
}
// -----
!q = !quant.uniform<i8:f32, 1.0>
func.func @a(%arg0: f16) {
  // expected-error @+1 {{expressed type in quantized type expected to match float type}}
  %0 = quant.qcast %arg0 : f16 to !q
  return
}
// -----
!q = !quant.uniform<i8:f32:2, {1.0, 2.0, 3.0}>
func.func @b(%arg0: f32) {
  // expected-error @+1 {{scalar types may not use per-axis quantization}}
  %0 = quant.qcast %arg0 : f32 to !q
  return
}
// -----
!q = !quant.uniform<i8:f32:2, {1.0, 2.0, 3.0}>
func.func @c(%arg0: tensor<2x2xf32>) {
  // expected-error @+1 {{quantized dimension must be less than tensor rank}}
  %0 = quant.qcast %arg0 : tensor<2x2xf32> to tensor<2x2x!q>
  return
}
// -----
!q = !quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>
func.func @d(%arg0: tensor<2x2x!q>) {
  // expected-error @+1 {{quantized dimension size does not match number of scales}}
  %0 = quant.dcast %arg0 : tensor<2x2x!q> to tensor<2x2xf32>
  return
}
// -----
!q = !quant.uniform<i8:f32, 1.0>
func.func @e(%arg0: i16) {
  // expected-error @+1 {{storage type in quantized type expected to match integer type}}
  %0 = quant.scast %arg0 : i16 to !q
  return
}
// -----
!q = !quant.uniform<i8:f32, 1.0>
func.func @f(%arg0: tensor<2xf32>) {
  // expected-error @+1 {{'quant.qcast' op failed to verify that input and result are both scalars or both tensors with matching shape}}
  %0 = quant.qcast %arg0 : tensor<2xf32> to tensor<3x!q>
  return
}
// -----
!q = !quant.uniform<i8:f32, 1.0>
func.func @g(%arg0: i8) {
  // expected-error @+1 {{'quant.scast' op failed to verify that input must be integer and result must be quantized, or vice versa}}
  %0 = quant.scast %arg0 : i8 to i8
  return
}
// -----
!q = !quant.uniform<i8:f32, 1.0>
func.func @h(%arg0: i8) {
  // expected-error @+1 {{'quant.dcast' op operand #0 must be scalar or tensor of quantized type, but got 'i8'}}
  %0 = quant.dcast %arg0 : i8 to f32
  return
}
// -----
// expected-error @+1 {{illegal storage type size: 64}}
func.func private @f(%a: !quant.uniform<i64:f64, 1.0>)
// -----
// expected-error @+1 {{scale 0.000000e+00 out of expressed type range [1.401298e-45, 3.402823e+38]}}
func.func private @f(%a: !quant.uniform<i8:f32, 0.0>)
// -----
!q = !quant.uniform<i8:f32:{0:1, 1:2}, {{1.0, 2.0}, {3.0, 4.0}}>
func.func @a(%arg0: f32) {
  // expected-error @+1 {{scalar types may not use sub-channel quantization}}
  %0 = quant.qcast %arg0 : f32 to !q
  return
}
// -----
!q = !quant.uniform<i8:f32:{0:1, 1:2}, {{1.0, 2.0}, {3.0, 4.0}}>
func.func @b(%arg0: tensor<*xf32>) {
  // expected-error @+1 {{tensor containing the sub-channel quantized type must be ranked}}
  %0 = quant.qcast %arg0 : tensor<*xf32> to tensor<*x!q>
  return
}
// -----
!q = !quant.uniform<i8:f32:{0:1, 2:2}, {{1.0, 2.0}, {3.0, 4.0}}>
func.func @c(%arg0: tensor<2x4xf32>) {
  // expected-error @+1 {{quantized dimension 2 must be less than tensor rank 2}}
  %0 = quant.qcast %arg0 : tensor<2x4xf32> to tensor<2x4x!q>
  return
}
// -----
!q = !quant.uniform<i8:f32:{0:1, 1:3}, {{1.0, 2.0}, {3.0, 4.0}}>
func.func @d(%arg0: tensor<2x4xf32>) {
  // expected-error @+1 {{tensor dimension size 4 at axis 1 must be divisible by the corresponding block size 3}}
  %0 = quant.qcast %arg0 : tensor<2x4xf32> to tensor<2x4x!q>
  return
}
// -----
!q = !quant.uniform<i8:f32:{0:1, 1:2}, {{1.0, 2.0}, {3.0, 4.0}}>
func.func @e(%arg0: tensor<2x0xf32>) {
  // expected-error @+1 {{tensor dimension size of zero is not allowed with sub-channel quantization}}
  %0 = quant.qcast %arg0 : tensor<2x0xf32> to tensor<2x0x!q>
  return
}
// -----
!q = !quant.uniform<i8:f32:{0:1}, {1.0, 2.0}>
func.func @f(%arg0: tensor<2x4xf32>) {
  // expected-error @+1 {{Rank of scales 1 must match the rank of the tensor 2}}
  %0 = quant.qcast %arg0 : tensor<2x4xf32> to tensor<2x4x!q>
  return
}
// -----
!q = !quant.uniform<i8:f32:{0:1, 1:2}, {{1.0, 2.0, 5.0}, {3.0, 4.0, 6.0}}>
func.func @g(%arg0: tensor<2x4xf32>) {
  // expected-error @+1 {{dimension size 2 of scales tensor at axis 1 should match (tensor dimension at axis / block sizes at axis) = 2}}
  %0 = quant.qcast %arg0 : tensor<2x4xf32> to tensor<2x4x!q>
  return
}
// -----
!q = !quant.uniform<i8:f32:{0:1, 1:2}, {{1.0, 2.0}, {3.0, 4.0}}>
func.func @h(%arg0: tensor<?x4xf32>) {
  %0 = quant.qcast %arg0 : tensor<?x4xf32> to tensor<?x4x!q>
  %1 = quant.scast %0 : tensor<?x4x!q> to tensor<?x4xi8>
  %2 = quant.dcast %0 : tensor<?x4x!q> to tensor<?x4xf32>
  return
}
// -----
!q = !quant.uniform<i8:f16:{0:1}, {{0.1:3}}>
func.func @i_sub(%arg0: tensor<1xf16>) {
  // expected-error @+1 {{Rank of scales 2 must match the rank of the tensor 1}}
  %0 = quant.qcast %arg0 : tensor<1xf16> to tensor<1x!q>
  return
}
// -----
// expected-error @+1 {{illegal block size: 0}}
func.func private @f(%a: !quant.uniform<i8:f32:{0:0}, {1.0}>)
// -----
// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
func.func private @f(%a: !quant.uniform<i8:f32:{0:1}, {{1.0}, {2.0, 3.0}}>)
