// RUN: gomlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: gomlir-opt --allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: module @named attributes {t.attr = 3 : i32} {
// CHECK-NEXT:   "t.x"() : () -> ()
// CHECK-NEXT: }
// GENERIC: "builtin.module"() <{sym_name = "named"}> ({
// GENERIC-NEXT:   "t.x"() : () -> ()
// GENERIC-NEXT: }) {t.attr = 3 : i32} : () -> ()
module @named attributes {t.attr = 3 : i32} {
  "t.x"() : () -> ()
}
