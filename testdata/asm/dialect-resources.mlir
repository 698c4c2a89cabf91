// RUN: gomlir-opt %s | FileCheck %s

// The blobs of dialect resources are grouped by dialect, the dialects in
// the order of their first resource printed; unreferenced blobs are dropped.
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     test: {
// CHECK-NEXT:       blob2: "0x08000000040000000000000005000000000000000600000000000000",
// CHECK-NEXT:       blob1: "0x08000000010000000000000002000000000000000300000000000000"
// CHECK-NEXT:     },
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       r0: "0x0100000001"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
module attributes {test.a = #test.e1di64_elements<blob2> : tensor<*xi1>, test.b = #test.e1di64_elements<blob1> : tensor<3xi64>, test.c = dense_resource<r0> : tensor<1xi8>} {}

{-#
  dialect_resources: {
    builtin: {
      r0: "0x0100000001",
      r1: "0x0100000002"
    },
    test: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000",
      blob2: "0x08000000040000000000000005000000000000000600000000000000",
      blob3: "0x0800000007000000000000000800000000000000"
    }
  }
#-}
