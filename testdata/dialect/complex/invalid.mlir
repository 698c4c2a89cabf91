// RUN: gomlir-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics

func.func @complex_constant_wrong_array_attribute_length() {
  // expected-error @+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}
// -----
func.func @complex_constant_wrong_element_types() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f32', 'f32') to match the element type of the op's return type ('f64')}}
  %0 = complex.constant [1.0 : f32, -1.0 : f32] : complex<f64>
  return
}
// -----
func.func @complex_constant_two_different_element_types() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f32', 'f64') to match the element type of the op's return type ('f64')}}
  %0 = complex.constant [1.0 : f32, -1.0 : f64] : complex<f64>
  return
}
// -----
func.func @complex_constant_not_number() {
  // expected-error @+1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant ["a", 1.0] : complex<f64>
  return
}
// -----
func.func @complex_constant_not_complex() {
  // expected-error @+1 {{custom op 'complex.constant' invalid kind of type specified: expected builtin.complex, but found 'f64'}}
  %0 = complex.constant [1.0, 1.0] : f64
  return
}
// -----
func.func @complex_bitcast_i64(%arg0 : i64) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %arg0: i64 to f64
  return
}
// -----
func.func @complex_bitcast_width(%arg0 : complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %arg0: complex<f32> to f32
  return
}
// -----
func.func @complex_bitcast_vec(%arg0 : vector<2xf32>) {
  // expected-error @+1 {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %arg0: vector<2xf32> to complex<f32>
  return
}
// -----
func.func @complex_bitcast_res(%arg0 : complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op result must be int/float/complex}}
  %0 = complex.bitcast %arg0: complex<f32> to vector<2xf32>
  return
}
// -----
func.func @complex_bitcast_cc(%arg0 : complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %arg0: complex<f32> to complex<i32>
  return
}
// -----
func.func @abs_wrong(%arg0 : complex<f32>) {
  // expected-error @+1 {{'complex.abs' op failed to verify that complex element type matches result type}}
  %0 = "complex.abs"(%arg0) : (complex<f32>) -> f64
  return
}
// -----
func.func @abs_int(%arg0 : complex<i32>) {
  // expected-error @+1 {{'complex.abs' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.abs"(%arg0) : (complex<i32>) -> i32
  return
}
// -----
func.func @create_wrong(%arg0 : f32, %arg1 : f64) {
  // expected-error @+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%arg0, %arg1) : (f32, f64) -> complex<f32>
  return
}
// -----
func.func @create_wrong2(%arg0 : f32) {
  // expected-error @+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%arg0, %arg0) : (f32, f32) -> complex<f64>
  return
}
// -----
func.func @eq_wrong(%a : complex<f32>, %b : complex<f64>) {
  // expected-error @+1 {{'complex.eq' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "complex.eq"(%a, %b) : (complex<f32>, complex<f64>) -> i1
  return
}
// -----
func.func @powi_wrong(%a : complex<f32>, %b : index) {
  // expected-error @+1 {{'complex.powi' op operand #1 must be signless integer, but got 'index'}}
  %0 = "complex.powi"(%a, %b) : (complex<f32>, index) -> complex<f32>
  return
}
// -----
func.func @add_wrong(%a : complex<f32>, %b : complex<f64>) {
  // expected-error @+1 {{'complex.add' op requires the same type for all operands and results}}
  %0 = "complex.add"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}
// -----
func.func @re_wrong(%a : complex<f32>) {
  // expected-error @+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%a) : (complex<f32>) -> f16
  return
}
// -----
// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func @neg_vec(%a : vector<2xcomplex<f32>>) {
  %0 = "complex.neg"(%a) : (vector<2xcomplex<f32>>) -> vector<2xcomplex<f32>>
  return
}
// -----
func.func @sqrt_fm(%a : complex<f32>) {
  // expected-error @+2 {{custom op 'complex.sqrt' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'complex.sqrt' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = complex.sqrt %a fastmath<bad> : complex<f32>
  return
}
// -----
func.func @div_fm(%a : complex<f32>) {
  // expected-error @+1 {{'complex.div' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "complex.div"(%a, %a) {fastmath = 1 : i32} : (complex<f32>, complex<f32>) -> complex<f32>
  return
}
// -----
func.func @complex_constant_not_array() {
  // expected-error @+1 {{floating point value not valid for specified type}}
  %0 = complex.constant 1.0 : complex<f64>
  return
}
