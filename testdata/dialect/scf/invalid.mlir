// RUN: gomlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt-upstream %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-note @+1 {{prior use here}}
func.func @not_i1(%c: i32) {
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  scf.if %c {
  }
  return
}

// -----

func.func @no_else(%c: i1, %a: i32) -> i32 {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %0 = scf.if %c -> i32 {
    scf.yield %a : i32
  }
  return %0 : i32
}

// -----

func.func @yield_count(%c: i1, %a: i32) -> i32 {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return %0 : i32
}

// -----

func.func @yield_type(%c: i1, %a: i32, %b: i64) -> i32 {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = scf.if %c -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.yield %b : i64
  } else {
    scf.yield %a : i32
  }
  return %0 : i32
}

// -----

func.func @region_args(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    scf.yield
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @missing_terminator(%c: i1) {
  // expected-error @+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'foo.op'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.if"(%c) ({
    "foo.op"() : () -> ()
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @empty_then(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({}, {}) : (i1) -> ()
  return
}

// -----

// expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
scf.yield

// -----

func.func @bad_arrow(%c: i1) {
  // expected-error @+1 {{expected ')'}}
  scf.if %c -> (i32 {
  }
  return
}

// -----

func.func @iter_args_unclosed(%a: i32, %x: f32) {
  // expected-error@+1 {{expected ',' or ')'}}
  %0 = scf.for %i = %a to %a step %a iter_args(%v = %x -> (f32) : i32 {
    scf.yield %v : f32
  }
  return
}
