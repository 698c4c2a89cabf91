// RUN: gomlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Verifier and parser errors of the scf loops, switches and regions.

func.func @while_entry_type(%a: i32, %c: i1) {
  // expected-error @below {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note @below {{region branch point}}
  %w = "scf.while"(%a) ({
  ^bb0(%x: f32):
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%y: i32):
    "scf.yield"(%y) : (i32) -> ()
  }) : (i32) -> i32
  return
}
// -----
func.func @while_after_type(%a: i32, %c: i1) {
  // expected-error @below {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %w = "scf.while"(%a) ({
  ^bb0(%x: i32):
  // expected-note @below {{region branch point}}
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%y: f32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (i32) -> i32
  return
}
// -----
func.func @while_yield_count(%a: i32, %c: i1) {
  // expected-error @below {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %w = "scf.while"(%a) ({
  ^bb0(%x: i32):
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%y: i32):
  // expected-note @below {{region branch point}}
    "scf.yield"() : () -> ()
  }) : (i32) -> i32
  return
}
// -----
func.func @execute_region_type(%a: i32) {
  // expected-error @below {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %w = "scf.execute_region"() ({
  // expected-note @below {{region branch point}}
    "scf.yield"(%a) : (i32) -> ()
  }) : () -> f32
  return
}
// -----
func.func @for_yield_count(%a: index) {
  // expected-error @below {{'scf.for' op different number of region iter_args and yielded values: 0 != 1}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    "scf.yield"(%a) : (index) -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @switch_case_terminator(%a: index) {
  // expected-error @below {{'scf.index_switch' op expected region to end with scf.yield, but got test.x}}
  scf.index_switch %a
  case 1 {
    "test.x"() : () -> ()
  }
  default {
  }
  return
}
// -----
func.func @execute_region_empty() {
  // expected-error @below {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}
// -----
func.func @while_input_count(%a: i32) {
  // expected-error @below {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  scf.while (%x = %a) : (i32, i32) -> () {
    scf.condition(%x)
  } do {
    scf.yield
  }
  return
}
// -----
func.func @for_iv_type(%a: index) {
  // expected-error @below {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @forall_results(%a: index, %t: tensor<4xf32>) {
  // expected-error @below {{'scf.forall' op produces 2 results, but has only 1 outputs}}
  %r:2 = "scf.forall"(%a, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}
// -----
func.func @forall_bounds(%a: index) {
  // expected-error @below {{expected 0 dynamic upper bound values}}
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @forall_index(%a: index) {
  // expected-error @below {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: i32):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @in_parallel_parent() {
  "test.region"() ({
  // expected-error @below {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}
// -----
func.func @parallel_count(%a: index) {
  // expected-error @below {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%a) to (%a, %a) step (%a, %a) {
  }
  return
}
// -----
func.func @for_missing_arrow(%a: index, %b: i32) {
  // expected-error @below {{expected '->'}}
  %r = scf.for %i = %a to %a step %a iter_args(%x = %b) {
    scf.yield %x : i32
  }
  return
}
// -----
  // expected-note @below {{prior use here}}
func.func @reduce_return_parent(%a: f32) {
  // expected-error @below {{use of value '%a' expects different type than prior uses: 'i1' vs 'f32'}}
  scf.condition(%a)
  return
}

// -----

func.func @a(%i: index) {
  // expected-error @below {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%i, %i, %i) ({
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @b(%i: index) {
  // expected-error @below {{'scf.for' op expected 3 or more operands, but found 2}}
  "scf.for"(%i, %i) ({
  ^bb0(%x: index):
    scf.yield
  }) : (index, index) -> ()
  return
}
// -----
func.func @c(%i: index, %f: f32) {
  // expected-error @below {{operation defines 2 results but was provided 1 to bind}}
  %r = "scf.for"(%i, %i, %i, %f) ({
  ^bb0(%x: index, %y: f32):
    scf.yield %y : f32
  }) : (index, index, index, f32) -> (f32, f32)
  return
}
// -----
func.func @d(%i: index, %f: f32) {
  // expected-error @below {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %r:2 = "scf.for"(%i, %i, %i, %f) ({
  ^bb0(%x: index, %y: f32):
    scf.yield %y : f32
  }) : (index, index, index, f32) -> (f32, f32)
  return
}
// -----
func.func @e(%i: index) {
  // expected-error @below {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  "scf.while"() ({
  // expected-note @below {{terminator here}}
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @f(%i: index, %c: i1) {
  // expected-error @below {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  "scf.while"() ({
    "scf.condition"(%c) : (i1) -> ()
  }, {
  // expected-note @below {{terminator here}}
    "scf.condition"(%c) : (i1) -> ()
  }) : () -> ()
  return
}
// -----
func.func @g(%i: index, %c: i1) {
  // expected-error @below {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  ^bb0:
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}
// -----
func.func @h(%i: index) {
  // expected-error @below {{'scf.parallel' op operand count (3) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "scf.parallel"(%i, %i, %i) ({
  ^bb0(%x: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @i(%i: index, %f: f32) {
  // expected-error @below {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = "scf.parallel"(%i, %i, %i, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%x: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index, f32) -> f32
  return
}
// -----
func.func @j(%i: index, %f: f32) {
  // expected-error @below {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 2}}
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%x: index):
    "scf.reduce"(%f) ({
    ^bb0(%a: f32, %b: f32):
      "scf.reduce.return"(%a) : (f32) -> ()
    }, {
    ^bb0(%a: f32, %b: f32):
      "scf.reduce.return"(%a) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @k(%i: index) {
  // expected-error @below {{'scf.index_switch' op expected region to end with scf.yield, but got test.x}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
    "test.x"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @l(%i: index) {
  // expected-error @below {{'scf.index_switch' op requires attribute 'cases'}}
  "scf.index_switch"(%i) ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @m(%i: index) {
  "scf.forall"(%i) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%x: index):
  // expected-error @below {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// -----
func.func @n(%i: index) {
  // expected-error @below {{expected 2 upper bound values, got 1}}
  scf.forall (%x, %y) in (%i) {
  }
  return
}
// -----
func.func @o(%i: index) {
  scf.for %x = %i to %i step %i iter_args() -> () {
  }
  return
}
// -----
func.func @p(%i: index) {
  "scf.execute_region"() ({
  ^bb0:
    "scf.yield"() : () -> ()
  ^bb1:
    "test.x"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @q(%c: i1) {
  // expected-error @below {{'scf.condition' op expects parent op 'scf.while'}}
  "scf.condition"(%c) : (i1) -> ()
}
// -----
func.func @r(%i: index) {
  // expected-error @below {{custom op 'scf.parallel' number of operands and types do not match: got 1 operands and 2 types}}
  scf.parallel (%x) = (%i) to (%i) step (%i) init (%i) -> (index, index) {
  }
  return
}
// -----
func.func @s(%i: index) {
  scf.index_switch %i
  // expected-error @below {{expected '{' to begin a region}}
  case 1 2 {
  }
  default {
  }
  return
}
// -----
func.func @r(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 2 types}}
  %r:2 = scf.forall (%x) in (%i) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}
// -----
func.func @r(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 0 types}}
  scf.forall (%x) in (%i) shared_outs(%o = %t) {
  }
  return
}
// -----
func.func @s(%i: index) {
  // expected-error @below {{custom op 'scf.forall' expected 'step'}}
  scf.forall (%x) = (%i) to (%i) {
  }
  return
}
// -----
func.func @s(%i: index) {
  // expected-error @below {{'scf.forall' op region expects 2 arguments}}
  scf.forall (%x) = (%i, 4) to (%i) step (1) {
  }
  return
}
// -----
  // expected-note @below {{previously referenced here}}
func.func @s(%i: index) {
  // expected-error @below {{region entry argument '%i' is already in use}}
func.func @s(%i: index) {
  scf.for %x = %i to %i step %i iter_args(%a = %i) -> index {
  }
  return
}
// -----
func.func @s(%i: index) {
  // expected-error @below {{expected '='}}
  scf.while (%a) : (index) -> () {
  } do {
  }
  return
}
// -----
func.func @s(%i: index) {
  // expected-error @below {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'index'}}
  scf.while (%a = %i) : index {
  } do {
  }
  return
}

