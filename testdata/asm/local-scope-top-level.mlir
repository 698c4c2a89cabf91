// RUN: gomlir-opt -allow-unregistered-dialect %s --mlir-print-local-scope --mlir-print-debuginfo | FileCheck %s

// With a local scope the top-level operation prints alone, as upstream's
// Operation::print: no aliases, and no file metadata after it.
// CHECK:      module {
// CHECK-NEXT:   "t.op"() {a = dense_resource<r0> : tensor<1xi8>} : () -> () loc("{{.*}}local-scope-top-level.mlir":[[# @LINE + 4]]:1)
// CHECK-NEXT: } loc("{{.*}}local-scope-top-level.mlir":0:0)
// CHECK-NOT:  {-#
// CHECK-NOT:  #loc
"t.op"() {a = dense_resource<r0> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      r0: "0x0100000001"
    }
  }
#-}
