// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// expected-error @below {{expects the entry block to have at least one argument}}
transform.sequence failures(propagate) {
}

// -----

// expected-error @below {{expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
transform.sequence failures(propagate) {
^bb0(%rag0: i64):
}

// -----

// expected-note @below {{nested in another possible top-level op}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expects operands to be provided for a nested op}}
  transform.sequence failures(propagate) {
  ^bb1(%arg1: !transform.any_op):
  }
}

// -----

// expected-error @below {{expects trailing entry block arguments to be of type implementing TransformHandleTypeInterface, TransformValueHandleTypeInterface or TransformParamTypeInterface}}
// expected-note @below {{argument #1 does not}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: i64):
}

// -----

// expected-error @below {{expected children ops to implement TransformOpInterface}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{op without interface}}
  arith.constant 42.0 : f32
}

// -----

// expected-error @below {{expects the types of the terminator operands to match the types of the result}}
%0 = transform.sequence -> !transform.any_op failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{terminator}}
  transform.yield
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expects the type of the block argument to match the type of the operand}}
  transform.sequence %arg0: !transform.any_op failures(propagate) {
  ^bb1(%arg1: !transform.op<"foo">):
    transform.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op, %arg2: !transform.any_op):
  // expected-error @below {{expected types to be provided for all operands}}
  transform.sequence %arg0, %arg1, %arg2 : (!transform.any_op, !transform.any_op) failures(propagate) {
  ^bb0(%arg3: !transform.any_op, %arg4: !transform.any_op, %arg5: !transform.any_op):
  }
}

// -----

%0 = "test.generate_something"() : () -> !transform.any_op
// expected-error @below {{does not expect extra operands when used as top-level}}
"transform.sequence"(%0) ({
^bb0(%arg0: !transform.any_op):
  "transform.yield"() : () -> ()
}) {failure_propagation_mode = 1 : i32, operandSegmentSizes = array<i32: 0, 1>} : (!transform.any_op) -> ()

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'failure_propagation_mode' [propagate, suppress]}}
  transform.sequence %arg0: !transform.any_op failures(foo) {
  ^bb1(%arg1: !transform.any_op):
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expected children ops to implement PatternDescriptorOpInterface}}
  transform.apply_patterns to %arg0 {
    // expected-note @below {{op without interface}}
    transform.yield
  } : !transform.any_op
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{attribute 'nth_parent' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = transform.get_parent_op %arg0 {nth_parent = 0 : i64} : (!transform.any_op) -> !transform.any_op
}

// -----

// expected-error @below {{only supports integer types with width <=64}}
%0 = "test.x"() : () -> !transform.param<f32>

// -----

// expected-error @below {{unknown type mnemonic: foo}}
%0 = "test.x"() : () -> !transform.foo

// -----

// expected-note @below {{symbol table operation}}
module {
  // expected-error @below {{expects the parent symbol table to have the 'transform.with_named_sequence' attribute}}
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #0 cannot be both readonly and consumed}}
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed, transform.readonly}) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) -> !transform.any_op {
    // expected-error @below {{expected terminator to have as many operands as the parent op has results}}
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) -> !transform.op<"a"> {
    // expected-error @below {{the type of the terminator operand #0 must match the type of the corresponding parent op result ('!transform.any_op' vs '!transform.op<"a">')}}
    transform.yield %arg0 : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{expected 'transform.yield' as terminator}}
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-note @below {{terminator}}
    "test.foo"() : () -> ()
  }
}

// -----

// expected-error @below {{"transform.with_named_sequence" attribute can only be attached to operations with symbol tables}}
func.func @f() attributes {transform.with_named_sequence} {
  return
}

// -----

// expected-error @below {{"transform.target_tag" attribute must be a string}}
func.func @f() attributes {transform.target_tag = 1} {
  return
}

// -----

// expected-error @below {{unknown attribute: "transform.foo"}}
func.func @f() attributes {transform.foo} {
  return
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{'transform.include' op does not reference a named transform sequence}}
    transform.include @foo failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @foo(%arg0: !transform.any_op) -> !transform.any_op {
    transform.yield %arg0 : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{TransformOpInterface requires memory effects on operands to be specified}}
    // expected-note @below {{no effects specified for operand #0}}
    transform.include @foo failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @foo(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %arg0 : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{'transform.include' op type of result #0 must implement the same transform dialect interface as the corresponding callee result}}
    transform.include @foo failures(propagate) (%arg0) : (!transform.any_op) -> !transform.param<i64>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @foo(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %arg0 : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{incorrect number of operands for callee}}
    transform.include @foo failures(propagate) () : () -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @foo(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %arg0 : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @+2 {{operand type mismatch: expected operand type '!transform.any_op', but provided '!transform.param<i64>' for operand number 0}}
    %p = "test.p"() : () -> !transform.param<i64>
    transform.include @foo failures(propagate) (%p) : (!transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.sequence' op block argument #0 has more than one potential consumer}}
  %0 = transform.sequence %arg0: !transform.any_op -> !transform.any_op failures(propagate) {
  ^bb1(%arg1: !transform.any_op):
    // expected-note @below {{used here as operand #1}}
    // expected-note @below {{used here as operand #0}}
    transform.yield %arg1, %arg1 : !transform.any_op, !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    transform.sequence %arg0 : !transform.any_op failures(propagate) {
    ^bb0(%a: !transform.any_op):
      // expected-error @below {{result #0 has more than one potential consumer}}
      %0 = transform.structured.match ops{["func.func"]} in %a : (!transform.any_op) -> !transform.any_op
      // expected-note @below {{used here as operand #0}}
      %1 = transform.apply_registered_pass "cse" to %0 : (!transform.any_op) -> !transform.any_op
      // expected-note @below {{used here as operand #0}}
      %2 = transform.apply_registered_pass "cse" to %0 : (!transform.any_op) -> !transform.any_op
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-note @below {{operation on recursion stack}}
  transform.named_sequence @foo(%arg0: !transform.any_op {transform.readonly}) -> () {
    transform.include @bar failures(suppress) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
  // expected-error @below {{recursion not allowed in named sequences}}
  transform.named_sequence @bar(%arg0: !transform.any_op {transform.readonly}) -> () {
    transform.include @foo failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expects the same number of targets as the body has block arguments}}
  transform.foreach %arg0, %arg0 : !transform.any_op, !transform.any_op {
  ^bb1(%a: !transform.any_op):
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expects co-indexed targets and the body's block arguments to have the same op/value/param type}}
  transform.foreach %arg0 : !transform.any_op {
  ^bb1(%a: !transform.any_value):
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expects the same number of results as the yield terminator has operands}}
  %0 = transform.foreach %arg0 : !transform.any_op -> !transform.any_op {
  ^bb1(%a: !transform.any_op):
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expects co-indexed results and yield operands to have the same op/value/param type}}
  %0 = transform.foreach %arg0 : !transform.any_op -> !transform.any_value {
  ^bb1(%a: !transform.any_op):
    transform.yield %a : !transform.any_op
  }
}

// -----

transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{expects co-indexed targets and the body's block arguments to have the same op/value/param type}}
  transform.foreach %arg0 : !transform.any_op {
  ^bb1(%a: !transform.op<"x">):
  }
}
