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
