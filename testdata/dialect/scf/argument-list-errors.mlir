// RUN: gomlir-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt-upstream %s -split-input-file -verify-diagnostics

// The induction variables of scf.parallel and scf.forall are an argument
// list in parentheses.

func.func @unsigned_parallel(%a: index) {
  // expected-error @+1 {{expected '(' in argument list}}
  scf.parallel unsigned (%i) = (%a) to (%a) step (%a) {
    scf.reduce
  }
  return
}

// -----

func.func @unclosed(%a: index) {
  // expected-error @+1 {{expected ')' in argument list}}
  scf.parallel (%i, %j = (%a) to (%a) step (%a) {
    scf.reduce
  }
  return
}

// -----

func.func @forall(%a: index) {
  // expected-error @+1 {{expected '(' in argument list}}
  scf.forall %i in (%a) {
  }
  return
}
