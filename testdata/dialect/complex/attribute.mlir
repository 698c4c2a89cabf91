// RUN: gomlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: gomlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt-upstream %s --allow-unregistered-dialect | FileCheck %s

// #complex.number: parts are read as doubles and rounded to the element type;
// a trailing `: type` is parsed (and ignored). Expected output: mlir-opt 22.
// (Non-finite parts of narrow types print as their hex bit pattern, which
// reads back as a double bit pattern, as upstream: no round trip here.)

// CHECK: module {
// CHECK-NEXT:   func.func @number_attrs() {
// CHECK-NEXT:     "test.number_attr"() {bf16 = #complex.number<:bf16 -0.000000e+00, 3.000000e+00> : complex<bf16>, f16 = #complex.number<:f16 9.997550e-02, 0x7C00> : complex<f16>, f32 = #complex.number<:f32 1.000000e+00, -2.500000e+00> : complex<f32>, f64 = #complex.number<:f64 1.000000e+00, 0.000000e+00> : complex<f64>, generic = #complex.number<:f64 4.000000e+00, 5.000000e+00> : complex<f64>, nan = #complex.number<:f64 0x7FF8000000000001, 0xFFF0000000000000> : complex<f64>, typed = #complex.number<:f32 2.000000e+00, 3.000000e+00> : complex<f32>} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "number_attrs"}> ({
// GENERIC-NEXT:     "test.number_attr"() {bf16 = #complex.number<:bf16 -0.000000e+00, 3.000000e+00> : complex<bf16>, f16 = #complex.number<:f16 9.997550e-02, 0x7C00> : complex<f16>, f32 = #complex.number<:f32 1.000000e+00, -2.500000e+00> : complex<f32>, f64 = #complex.number<:f64 1.000000e+00, 0.000000e+00> : complex<f64>, generic = #complex.number<:f64 4.000000e+00, 5.000000e+00> : complex<f64>, nan = #complex.number<:f64 0x7FF8000000000001, 0xFFF0000000000000> : complex<f64>, typed = #complex.number<:f32 2.000000e+00, 3.000000e+00> : complex<f32>} : () -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @number_attrs() {
  "test.number_attr"() {
    f64 = #complex.number<:f64 1.0, 0.0>,
    f32 = #complex.number<:f32 1.0, -2.5>,
    f16 = #complex.number<:f16 0.1, 1.0e10>,
    bf16 = #complex.number<:bf16 -0.0, 3.0>,
    nan = #complex.number<:f64 0x7FF8000000000001, 0xFFF0000000000000>,
    typed = #complex.number<:f32 2.0, 3.0> : complex<f64>,
    generic = #complex<number<:f64 4.0, 5.0>>
  } : () -> ()
  return
}
