// RUN: gomlir-opt --allow-unregistered-dialect %s | FileCheck %s

// Only the blobs of the resources printed are printed, in the order they
// were printed: not those of an unused alias, nor unreferenced ones.
// CHECK:      dialect_resources: {
// CHECK-NEXT:   builtin: {
// CHECK-NEXT:     r0: "0x0100000001",
// CHECK-NEXT:     r1: "0x0100000002"
// CHECK-NEXT:   }
#unused = distinct[0]<dense_resource<r2> : tensor<1xi8>>
"t.op"() <{a = dense_resource<r0> : tensor<1xi8>}> : () -> ()
"t.op"() {a = dense_resource<r1> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      r1: "0x0100000002",
      r2: "0x0100000003",
      r3: "0x0100000004",
      r0: "0x0100000001"
    }
  }
#-}
