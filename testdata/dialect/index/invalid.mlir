// RUN: gomlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @invalid_cast(%a: index) {
  // expected-error @below {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @invalid_cast(%a: i64) {
  // expected-error @below {{'index.casts' op operand type 'i64' and result type 'i64' are cast incompatible}}
  %0 = index.casts %a : i64 to i64
  return
}

// -----

func.func @invalid_cast(%a: index) {
  // expected-error @below {{'index.castu' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.castu %a : index to index
  return
}

// -----

func.func @invalid_cast(%a: f32) {
  // expected-error @below {{'index.castu' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.castu %a : f32 to index
  return
}

// -----

func.func @cast_keyword(%a: index) {
  // expected-error @below {{custom op 'index.casts' expected 'to'}}
  %0 = index.casts %a : index i32
  return
}

// -----

func.func @binary_type(%a: i32) {
  // expected-error @below {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %a) : (i32, i32) -> index
  return
}

// -----

func.func @binary_result(%a: index) {
  // expected-error @below {{'index.mul' op result #0 must be index, but got 'i64'}}
  %0 = "index.mul"(%a, %a) : (index, index) -> i64
  return
}

// -----

func.func @cmp_pred_storage(%a: index, %b: index) {
  // expected-error @below {{invalid properties {pred = 3 : i64} for op index.cmp: Invalid attribute `pred` in property conversion: 3 : i64}}
  %0 = "index.cmp"(%a, %b) <{pred = 3 : i64}> : (index, index) -> i1
  return
}

// -----

func.func @cmp_pred_kind(%a: index, %b: index) {
  // expected-error @below {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%a, %b) {pred = 3 : i64} : (index, index) -> i1
  return
}

// -----

func.func @cmp_no_pred(%a: index, %b: index) {
  // expected-error @below {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%a, %b) : (index, index) -> i1
  return
}

// -----

func.func @cmp_result(%a: index, %b: index) {
  // expected-error @below {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.cmp"(%a, %b) {pred = #index<cmp_predicate eq>} : (index, index) -> i32
  return
}

// -----

// expected-error @below {{unknown attribute `foo` in dialect `index`}}
"test.x"() {c = #index<foo>} : () -> ()

// -----

// expected-error @below {{expected valid keyword}}
"test.x"() {c = #index<3>} : () -> ()

// -----

func.func @constant_type() {
  // expected-error @below {{integer constant out of range for attribute}}
  %0 = index.constant 9223372036854775808
  return
}

// -----

func.func @constant_attr() {
  // expected-error @below {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() {value = 3 : i32} : () -> index
  return
}

// -----

func.func @bool_constant() {
  // expected-error @below {{'index.bool.constant' op result #0 must be 1-bit signless integer, but got 'i8'}}
  %0 = "index.bool.constant"() {value = true} : () -> i8
  return
}

// -----

func.func @sizeof() {
  // expected-error @below {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return
}
