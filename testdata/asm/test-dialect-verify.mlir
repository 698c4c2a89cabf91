// RUN: gomlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics

// SizedRegion<N> regions need exactly N blocks; unnamed regions have no
// name in the message.
// expected-error@+1 {{'test.sized_region_op' op region #0 ('my_region') failed to verify constraint: region with 2 blocks}}
"test.sized_region_op"() ({
  "work"() : () -> ()
}, {
  "work"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'test.sized_region_op' op region #1 failed to verify constraint: region with 1 blocks}}
"test.sized_region_op"() ({
  "work"() : () -> ()
  "test.br"() [^b] : () -> ()
^b:
  "work"() : () -> ()
}, {
}) : () -> ()

// -----

// Regions of a variadic group are checked one by one.
// expected-error@+1 {{'test.variadic_no_terminator_op' op region #1 ('my_regions') failed to verify constraint: region with 1 blocks}}
"test.variadic_no_terminator_op"() ({
  "work"() : () -> ()
}, {
}) : () -> ()

// -----

// SameVariadicOperandSize: the variadic groups share the operands evenly.
func.func @same_variadic_size(%t: tensor<f32>, %f: f32) {
  // expected-error@+1 {{operand #2 must be tensor of any type values, but got 'f32'}}
  "test.mixed_normal_variadic_operand"(%t, %t, %f, %t, %t) : (tensor<f32>, tensor<f32>, f32, tensor<f32>, tensor<f32>) -> ()
  return
}

// -----

func.func @same_variadic_size(%t: tensor<f32>, %f: f32) {
  // expected-error@+1 {{operand #3 must be variadic of tensor of any type values, but got 'f32'}}
  "test.mixed_normal_variadic_operand"(%t, %t, %t, %f, %t) : (tensor<f32>, tensor<f32>, tensor<f32>, f32, tensor<f32>) -> ()
  return
}
