// RUN: gomlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: not gomlir-opt %s -allow-unregistered-dialect -split-input-file 2> %t.g
// RUN: not mlir-opt-upstream %s -allow-unregistered-dialect -split-input-file 2> %t.u
// RUN: diff %t.g %t.u

func.func @f(%n: index) {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 0 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+2 {{'affine.for' op expects regions to end with 'affine.yield', found 'test.foo'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'affine.yield'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index):
    "test.foo"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{'affine.for' op expected lower bound map to have at least one result}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> ()>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%n: index) {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index):
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    "affine.yield"() : () -> ()
  }) : () -> (index)
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{'affine.for' op requires attribute 'lowerBoundMap'}}
  "affine.for"() <{operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%n: index) {
  "affine.for"(%n) <{lowerBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index):
    %x = "test.foo"() : () -> index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    "affine.for"(%x) <{lowerBoundMap = affine_map<()[s0] -> (s0)>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
    ^bb0(%j: index):
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "affine.yield"() : () -> ()
}

// -----

func.func @f(%n: index) {
  "affine.if"(%n) <{condition = affine_set<(d0) : (d0 == 0)>}> ({
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    "affine.yield"(%n) : (index) -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @f(%n: index) {
  %r = "affine.if"(%n) <{condition = affine_set<(d0) : (d0 == 0)>}> ({
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    "affine.yield"(%n) : (index) -> ()
  }, {
  }) : (index) -> (i32)
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"() <{condition = affine_set<(d0) : (d0 == 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : () -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{'affine.if' op requires attribute 'condition'}}
  "affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @f(%n: index) {
  %x = "affine.apply"(%n, %n) <{map = affine_map<(d0)[s0] -> (d0 + s0)>}> : (index, index) -> index
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index):
    // expected-error@+1 {{dimensional operand cannot be used as a symbol}}
    %y = "affine.apply"(%i, %i) <{map = affine_map<(d0)[s0] -> (d0 + s0)>}> : (index, index) -> index
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %x = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%n)
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %i = %n, %n to 10 {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0, d1) -> (d0, d1)>(%n) to 10 {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = affine_map<(d0)[s0] -> (d0, s0)>(%n) to 10 {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0) -> (d0, d0)>(%n) to 10 {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<(d0) -> (d0, d0)>(%n) {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = "x" to 10 {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 0 10 {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{expected '->'}}
  affine.for %i = 0 to 10 iter_args(%a = %n) {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0) : (d0 == 0)>()[%n] {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0) : (d0 == 0)>(%n)[%n] {
  }
  return
}

// -----

func.func @f(%n: index) {
  affine.for %i = 0 to 10 step 0 {
  }
  return
}
