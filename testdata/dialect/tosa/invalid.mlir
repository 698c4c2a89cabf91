// RUN: gomlir-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics

func.func @negative_axis(%a: tensor<2x3xi1>) {
  // expected-error @below {{'tosa.reduce_all' op reduce axis must not be negative}}
  %0 = tosa.reduce_all %a {axis = -1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
  return
}

// -----

func.func @axis_beyond_input(%a: tensor<2x3xi1>) {
  // expected-error @below {{'tosa.reduce_any' op expect input tensor rank (2) to be larger than reduce axis (2)}}
  %0 = tosa.reduce_any %a {axis = 2 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
  return
}

// -----

func.func @axis_beyond_output(%u: tensor<*xf32>) {
  // expected-error @below {{'tosa.reduce_sum' op expect output tensor rank (2) to be larger than reduce axis (3)}}
  %0 = tosa.reduce_sum %u {axis = 3 : i32} : (tensor<*xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @reduced_dim(%a: tensor<2x3xi1>) {
  // expected-error @below {{'tosa.reduce_all' op expect reduced dimension size to be 1, got 2}}
  %0 = tosa.reduce_all %a {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x2xi1>
  return
}

// -----

func.func @ranks(%a: tensor<2x3xi1>) {
  // expected-error @below {{'tosa.reduce_all' op expect output tensor rank to be equal to input tensor rank}}
  %0 = tosa.reduce_all %a {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1x1xi1>
  return
}

// -----

func.func @element_type(%a: tensor<2x3xi1>) {
  // expected-error @below {{'tosa.reduce_all' op inferred type(s) 'tensor<2x1xi1>' are incompatible with return type(s) of operation 'tensor<2x1xi8>'}}
  // expected-error @below {{'tosa.reduce_all' op failed to infer returned types}}
  %0 = tosa.reduce_all %a {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi8>
  return
}

// -----

func.func @unranked_input(%u: tensor<*xf32>) {
  // expected-error @below {{'tosa.reduce_product' op inferred type(s) 'tensor<*xf32>' are incompatible with return type(s) of operation 'tensor<1x2xi32>'}}
  // expected-error @below {{'tosa.reduce_product' op failed to infer returned types}}
  %0 = "tosa.reduce_product"(%u) {axis = 0 : i32} : (tensor<*xf32>) -> tensor<1x2xi32>
  return
}

// -----

func.func @rank0(%s: tensor<f32>) {
  // expected-error @below {{'tosa.reduce_sum' op operand #0 must be tosa-conformant tensor of at least rank 1, but got 'tensor<f32>'}}
  %0 = tosa.reduce_sum %s {axis = 0 : i32} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @index_elements(%i: tensor<4xindex>) {
  // expected-error @below {{'tosa.reduce_sum' op operand #0 must be tosa-conformant tensor of at least rank 1, but got 'tensor<4xindex>'}}
  %0 = tosa.reduce_sum %i {axis = 0 : i32} : (tensor<4xindex>) -> tensor<1xindex>
  return
}

// -----

func.func @result_kind(%a: tensor<2x3xi1>) {
  // expected-error @below {{'tosa.reduce_product' op result #0 must be tosa-conformant tensor of at least rank 1, but got 'vector<2x1xi1>'}}
  %0 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<2x3xi1>) -> vector<2x1xi1>
  return
}

// -----

func.func @axis_type(%a: tensor<2x3xi1>) {
  // expected-error @below {{'tosa.reduce_all' op attribute 'axis' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = tosa.reduce_all %a {axis = 1 : i64} : (tensor<2x3xi1>) -> tensor<2x1xi1>
  return
}

// -----

func.func @missing_axis(%a: tensor<2x3xi1>) {
  // expected-error @below {{'tosa.reduce_all' op requires attribute 'axis'}}
  %0 = tosa.reduce_all %a : (tensor<2x3xi1>) -> tensor<2x1xi1>
  return
}

// -----

func.func @nan_mode_bad_case(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{custom op 'tosa.reduce_max' invalid nan_mode value: FOO}}
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = FOO} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return
}

// -----

func.func @nan_mode_bad_attr_case(%a: tensor<2x3xf32>) {
  // expected-error @+2 {{expected ::mlir::tosa::NanPropagationMode to be one of: PROPAGATE, IGNORE}}
  // expected-error @+1 {{failed to parse Tosa_NanPropagationModeAttr parameter 'value' which is to be a `::mlir::tosa::NanPropagationMode`}}
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = #tosa.nan_mode<FOO>} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return
}

// -----

func.func @nan_mode_not_enum(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{invalid properties {axis = 0 : i32, nan_mode = 1 : i32} for op tosa.reduce_min: Invalid attribute `nan_mode` in property conversion: 1 : i32}}
  %0 = "tosa.reduce_min"(%a) <{axis = 0 : i32, nan_mode = 1 : i32}> : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return
}

// -----

func.func @nan_mode_not_function_type(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{custom op 'tosa.reduce_max' invalid kind of type specified: expected builtin.function, but found 'tensor<2x3xf32>'}}
  %0 = tosa.reduce_max %a {axis = 0 : i32} : tensor<2x3xf32>
  return
}

// -----

func.func @nan_mode_duplicate(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{custom op 'tosa.reduce_max' attribute 'axis' occurs more than once in the attribute list}}
  %0 = tosa.reduce_max %a {axis = 0 : i32, axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return
}

// -----

func.func @nan_mode_reduced_dim(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.reduce_min' op expect reduced dimension size to be 1, got 3}}
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return
}

// -----

func.func @nan_mode_missing_axis(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.reduce_max' op requires attribute 'axis'}}
  %0 = tosa.reduce_max %a {} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return
}
