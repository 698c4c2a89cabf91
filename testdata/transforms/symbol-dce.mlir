// RUN: gomlir-opt -allow-unregistered-dialect %s -symbol-dce -split-input-file | FileCheck %s
// RUN: gomlir-opt -allow-unregistered-dialect %s -symbol-dce -split-input-file > %t.g
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -symbol-dce -split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(builtin.module(symbol-dce))" -split-input-file > %t.g2
// RUN: mlir-opt-upstream -allow-unregistered-dialect %s -pass-pipeline="builtin.module(builtin.module(symbol-dce))" -split-input-file > %t.u2
// RUN: diff %t.g2 %t.u2

// CHECK-LABEL: module attributes {test.simple}
// CHECK-NEXT:    func.func private @live_private
// CHECK-NEXT:    func.func nested @live_nested
// CHECK-NEXT:    func.func @public
// CHECK-NEXT:      "foo.return"() {uses = [@live_private, @live_nested]}
module attributes {test.simple} {
  func.func private @dead_private()
  func.func nested @dead_nested()
  func.func private @live_private()
  func.func nested @live_nested()
  func.func @public() {
    "foo.return"() {uses = [@live_private, @live_nested]} : () -> ()
  }
}

// -----

// Nested references keep every symbol table on the path alive; a call
// keeps its callee alive; unknown references are ignored.
// CHECK-LABEL: module attributes {test.nested}
// CHECK-NEXT:    module @outer attributes {sym_visibility = "private"}
// CHECK-NEXT:      func.func nested @used
// CHECK-NOT:       @unused
// CHECK:         func.func private @callee
// CHECK-NEXT:    func.func @caller
// CHECK-NEXT:      call @callee
module attributes {test.nested} {
  module @outer attributes {sym_visibility = "private"} {
    func.func nested @used()
    func.func nested @unused()
  }
  module @dead_module attributes {sym_visibility = "private"} {
    func.func @inner() {
      return
    }
  }
  func.func private @callee()
  func.func private @dead_callee()
  func.func @caller() {
    call @callee() : () -> ()
    "live.user"() {uses = [@outer::@used, @unknown]} : () -> ()
    return
  }
}

// -----

// Symbols in regions of ops that are not symbol tables are visible as
// uses; an unnamed nested module is not a symbol.
// CHECK-LABEL: module attributes {test.regions}
// CHECK-NEXT:    func.func private @from_region
// CHECK-NEXT:    "test.one_region_op"()
// CHECK:         module {
// CHECK-NEXT:      func.func @main
module attributes {test.regions} {
  func.func private @from_region()
  func.func private @dead()
  "test.one_region_op"() ({
    "foo.use"() {f = @from_region} : () -> ()
  }) : () -> ()
  module {
    func.func nested @nested_dead()
    func.func @main() {
      return
    }
  }
}
