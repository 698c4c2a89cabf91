// RUN: gomlir-opt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics

func.func @switch_missing_case_value(%flag : i32, %caseOperand : i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%caseOperand : i32),
    45: ^bb2(%caseOperand : i32),
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    : ^bb3(%caseOperand : i32)
  ]

  ^bb1(%bb1arg : i32):
    return
  ^bb2(%bb2arg : i32):
    return
  ^bb3(%bb3arg : i32):
    return
}

// -----

func.func @switch_wrong_type_case_value(%flag : i32, %caseOperand : i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%caseOperand : i32),
    // expected-error@+1 {{expected integer value}}
    "hello": ^bb2(%caseOperand : i32)
  ]

  ^bb1(%bb1arg : i32):
    return
  ^bb2(%bb2arg : i32):
    return
}

// -----

func.func @switch_missing_comma(%flag : i32, %caseOperand : i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%caseOperand : i32),
    // expected-error@+1 {{expected ']'}}
    45: ^bb2(%caseOperand : i32)
    43: ^bb3(%caseOperand : i32)
  ]

  ^bb1(%bb1arg : i32):
    return
  ^bb2(%bb2arg : i32):
    return
  ^bb3(%bb3arg : i32):
    return
}

// -----

func.func @switch_missing_default(%flag : i32, %caseOperand : i32) {
  cf.switch %flag : i32, [
    // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
    45: ^bb2(%caseOperand : i32)
  ]
  ^bb2(%bb2arg : i32):
    return
}

// -----

func.func @switch_float_flag(%flag: f32) {
  // expected-error@+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %flag : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_operand_types(%c: i1, %a: i32) {
  cf.switch %c : i1, [
    // expected-error@+1 {{custom op 'cf.switch' number of operands and types do not match: got 2 operands and 1 types}}
    default: ^bb1(%a, %a : i32),
    1: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_count(%flag: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (1) should match number of case destinations (0)}}
  "cf.switch"(%flag)[^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_type(%flag: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_segments(%flag: i32) {
  // expected-error@+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_no_segments(%flag: i32) {
  // expected-error@+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_successor_operands(%flag: i32, %a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.switch %flag : i32, [
    default: ^bb1,
    4: ^bb2(%a : i32)
  ]
^bb1:
  return
^bb2:
  return
}

// -----

func.func @br_operand_count(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @br_operand_type(%a: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: f32):
  return
}

// -----

func.func @br_successors() {
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @br_properties() {
  // expected-error@+1 {{invalid properties {foo = 1 : i64} for op cf.br: this operation does not support properties}}
  "cf.br"()[^bb1] <{foo = 1}> : () -> ()
^bb1:
  return
}

// -----

func.func @cond_br_operands(%c: i1, %a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  return
^bb2:
  return
}

// -----

func.func @cond_br_segments(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_successors(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @cond_br_condition(%c: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @wrong_weights_number(%cond: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  cf.cond_br %cond weights([100]), ^bb1, ^bb2
  ^bb1:
    return
  ^bb2:
    return
}

// -----

func.func @wrong_total_weight(%cond: i1) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  cf.cond_br %cond weights([0, 0]), ^bb1, ^bb2
  ^bb1:
    return
  ^bb2:
    return
}


// -----

func.func @weights_storage(%cond: i1) {
  // expected-error@+1 {{invalid properties {branch_weights = [1, 2], operandSegmentSizes = array<i32: 1, 0, 0>} for op cf.cond_br: Invalid attribute `branch_weights` in property conversion: [1, 2]}}
  "cf.cond_br"(%cond)[^bb1, ^bb1] <{branch_weights = [1, 2], operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    return
}

// -----

func.func @assert_type(%c: i32) {
  // expected-error@+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%c) <{msg = "x"}> : (i32) -> ()
  return
}

// -----

func.func @assert_msg(%c: i1) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  cf.assert %c, 3
  return
}

// -----

func.func @assert_no_msg(%c: i1) {
  // expected-error@+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

// Case values are read as int64 (upstream prints i64 cases unsigned, so its
// own output of a negative i64 case does not read back).
func.func @switch_case_value_too_large(%flag : i64) {
  cf.switch %flag : i64, [
    default: ^bb1,
    -9223372036854775808: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' integer value too large}}
    9223372036854775808: ^bb1
  ]
  ^bb1:
    return
}
