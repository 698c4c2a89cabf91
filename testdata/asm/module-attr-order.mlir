// RUN: gomlir-opt --allow-unregistered-dialect %s | FileCheck %s

// The custom form of a module prints its inherent and discardable
// attributes in one dictionary, sorted by name.
// CHECK: module @m attributes {foo.b = 1 : i64, sym_visibility = "private", t.a = 2 : i64} {
"builtin.module"() <{sym_name = "m", sym_visibility = "private"}> ({
  "t.op"() : () -> ()
}) {t.a = 2, foo.b = 1} : () -> ()
