// RUN: gomlir-opt -allow-unregistered-dialect %s -symbol-dce -verify-diagnostics
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -symbol-dce -verify-diagnostics

module {
  func.func private @private_symbol()

  // expected-error@+1 {{contains potentially unknown symbol table}}
  "foo.possibly_unknown_symbol_table"() ({
  }) : () -> ()
}
