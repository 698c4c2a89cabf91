// The quant dialect's type encoding: gomlir's bytecode is upstream's byte
// for byte at every version, and each tool reads the other's back to the
// same IR.
// RUN: gomlir-opt %s --emit-bytecode -o %t.g.bc
// RUN: mlir-opt-upstream %s --emit-bytecode -o %t.u.bc
// RUN: cmp %t.g.bc %t.u.bc
// RUN: gomlir-opt %s --emit-bytecode --emit-bytecode-version=0 -o %t.g0.bc
// RUN: mlir-opt-upstream %s --emit-bytecode --emit-bytecode-version=0 -o %t.u0.bc
// RUN: cmp %t.g0.bc %t.u0.bc
// RUN: gomlir-opt %t.u.bc > %t.g.txt
// RUN: mlir-opt-upstream %t.g.bc > %t.u.txt
// RUN: diff %t.g.txt %t.u.txt
// RUN: gomlir-opt %t.g.bc | FileCheck %s

// CHECK-LABEL: func.func private @types
// CHECK-SAME: !quant.any<i8<-8:7>:f32>
// CHECK-SAME: !quant.any<i8<-8:7>>
// CHECK-SAME: !quant.calibrated<f32<-0.998:1.232100e+00>>
// CHECK-SAME: !quant.uniform<i8<-8:7>:f32, 9.987200e-01:127>
// CHECK-SAME: !quant.uniform<u8:f32:1, {2.000000e+02:-120,9.987200e-01:127}>
// CHECK-SAME: !quant.uniform<i8:f32:{0:1, 1:2}, {
// CHECK-SAME: 2.000000e+00:10, 3.000000e+00:20}, {4.000000e+00:30, 5.000000e+00:40}}>
// CHECK-SAME: !quant.uniform<u4:f16:{1:2}, {
// CHECK-SAME: 2.000000e+00:1, 5.000000e-01:2}}>
func.func private @types(!quant.any<i8<-8:7>:f32>, !quant.any<i8<-8:7>>,
  !quant.calibrated<f32<-0.998:1.2321>>,
  !quant.uniform<i8<-8:7>:f32, 9.987200e-01:127>,
  tensor<2x!quant.uniform<u8:f32:1, {2.000000e+02:-120,9.987200e-01:127}>>,
  tensor<2x4x!quant.uniform<i8:f32:{0:1,1:2}, {{2.0:10,3.0:20},{4.0:30,5.0:40}}>>,
  tensor<3x4x!quant.uniform<u4:f16:{1:2}, {{2.0:1,0.5:2}}>>)
