// RUN: gomlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_decl()

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @arg_attr(i32 {nodot = 1})

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func private @res_attr() -> (i32 {nodot})

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{function_type = (i32) -> (), sym_name = "a", sym_visibility = "private", arg_attrs = [{}, {}]}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
"func.func"() <{function_type = (i32) -> (), sym_name = "a", sym_visibility = "private", res_attrs = [{}]}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{function_type = (i32) -> (), sym_name = "a", arg_attrs = [1]}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "a"}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "foo"}}
"func.func"() <{function_type = () -> (), sym_name = "a", sym_visibility = "foo"}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "a"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "a"}> ({
^bb0(%x: f32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires one region}}
"func.func"() <{function_type = () -> (), sym_name = "a"}> ({
  "func.return"() : () -> ()
}, {}) : () -> ()

// -----

func.func @nested() {
  // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func private @inner()
  return
}

// -----

// expected-error @+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @a() attributes {sym_name = "x"}

// -----

// expected-error @+1 {{'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @a() attributes {function_type = () -> ()}

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @a() attributes {sym_visibility = "x"}

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @variadic(...)

// -----

// expected-error @+1 {{custom op 'func.func' expected SSA identifier}}
func.func @mixed(%x: i32, i32)

// -----

// expected-error @+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func private @mixed(i32, %y: i32)

// -----

// expected-error @+1 {{result number not allowed in argument list}}
func.func private @a(%x#1: i32)

// -----

// expected-note @+1 {{previously referenced here}}
func.func @dup(%x: i32,
               %x: i32) { // expected-error {{region entry argument '%x' is already in use}}
  return
}

// -----

func.func @redefined() {} // expected-error {{custom op 'func.func' expected non-empty function body}}

// -----

// expected-error @+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func 3

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
func.func @no_terminator(%a: i32) {}

// -----

func.func @block_name(%a: i32) {
^bb0:  // expected-error {{invalid block name in region with named arguments}}
  return
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
func.func private @dup_sym()
// expected-error @+1 {{redefinition of symbol named 'dup_sym'}}
func.func private @dup_sym()

// -----

func.func @return_count() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  return
}

// -----

func.func @return_type() -> f32 {
  %0 = "test.op"() : () -> i32
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @return_type}}
  return %0 : i32
}

// -----

func.func @return_parent() {
  "test.region"() ({
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }) : () -> ()
  return
}

// -----

func.func @return_types(%a: i32) -> i32 {
  // expected-error @+1 {{custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types}}
  func.return %a, %a : i32
}

// -----

func.func @return_colon(%a: i32) -> i32 {
  // expected-error @+1 {{expected ':'}}
  return %a
}

// -----

func.func private @callee(i32) -> f32

func.func @call_operands(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %x = func.call @callee(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func private @callee(i32) -> f32

func.func @call_operand_type(%a: f32) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  %x = func.call @callee(%a) : (f32) -> f32
  return
}

// -----

func.func private @callee(i32) -> f32

func.func @call_results(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  func.call @callee(%a) : (i32) -> ()
  return
}

// -----

func.func private @return_i32_f32() -> (i32, f32)

func.func @call_result_types() {
  // expected-error @+3 {{op result type mismatch at index 0}}
  // expected-note @+2 {{op result types: 'f32', 'i32'}}
  // expected-note @+1 {{function result types: 'i32', 'f32'}}
  %0:2 = call @return_i32_f32() : () -> (f32, i32)
  return
}

// -----

func.func @call_undefined() {
  // expected-error @+1 {{'func.call' op 'undefined' does not reference a valid function}}
  func.call @undefined() : () -> ()
  return
}

// -----

"test.symbol"() {sym_name = "not_a_function"} : () -> ()
func.func @call_non_function() {
  // expected-error @+1 {{'func.call' op 'not_a_function' does not reference a valid function}}
  func.call @not_a_function() : () -> ()
  return
}

// -----

func.func @call_nested_ref(%a: i32) {
  // expected-error @+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  %x = "func.call"(%a) {callee = @a::@b} : (i32) -> i32
  return
}

// -----

func.func @call_no_callee(%a: i32) {
  // expected-error @+1 {{'func.call' op requires attribute 'callee'}}
  %x = "func.call"(%a) : (i32) -> i32
  return
}

// -----

func.func @call_unit_attr(%a: i32) -> i32 {
  // expected-error @+1 {{custom op 'func.call' 'func.call' op attribute 'no_inline' failed to satisfy constraint: unit attribute}}
  %0 = func.call @call_unit_attr(%a) {no_inline = 1} : (i32) -> i32
  return %0 : i32
}

// -----

func.func @call_string_callee(%a: i32) -> i32 {
  // expected-error @+1 {{custom op 'func.call' invalid kind of attribute specified}}
  %0 = func.call "call_string_callee"(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// The last symbol table region is checked first.
func.func @first() {
  func.call @x1() : () -> ()
  return
}
func.func @second() {
  // expected-error @+1 {{'func.call' op 'x2' does not reference a valid function}}
  func.call @x2() : () -> ()
  return
}

// -----

func.func private @f(i32)

module {
  func.func @nested_table(%a: i32) {
    // expected-error @+1 {{'func.call' op 'f' does not reference a valid function}}
    func.call @f(%a) : (i32) -> ()
    return
  }
}

// -----

func.func @indirect_results(%a: i32, %f: (i32) -> i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, i32) -> f32
  return
}

// -----

func.func @indirect_inputs(%a: i32, %f: (i32) -> i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %a, %a) : ((i32) -> i32, i32, i32) -> i32
  return
}

// -----

func.func @indirect_callee(%a: i32) {
  // expected-error @+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  %0 = "func.call_indirect"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @indirect_no_callee() {
  // expected-error @+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  %0 = "func.call_indirect"() : () -> i32
  return
}

// -----

func.func @indirect_type(%a: i32) {
  // expected-error @+1 {{custom op 'func.call_indirect' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = func.call_indirect %a(%a) : i32
  return
}

// -----

func.func @indirect_count(%a: i32, %f: (i32) -> i32) {
  // expected-error @+1 {{custom op 'func.call_indirect' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = func.call_indirect %f(%a, %a) : (i32) -> i32
  return
}

// -----

func.func @constant_attr() {
  // expected-error @+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = constant "" : index
  return
}

// -----

func.func @constant_undefined() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'qux'}}
  %x = constant @qux : (i32) -> ()
  return
}

// -----

func.func @constant_type() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %x = constant @constant_type : (i32) -> ()
  return
}

// -----

// Symbol uses are checked after the other verifiers of the table.
func.func @constant_late() {
  %x = constant @qux : (i32) -> ()
  return
}
func.func @later() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@later) returns 1}}
  return
}
