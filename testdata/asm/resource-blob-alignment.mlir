// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file --verify-diagnostics %s | FileCheck %s

// An empty blob keeps no alignment: upstream prints it as 0, and reads an
// alignment of 0 back.
// CHECK: "t.op"() {a = dense_resource<empty> : tensor<0xf16>, b = dense_resource<zero> : tensor<0xf16>}
// CHECK: empty: "0x00000000",
// CHECK: zero: "0x00000000"
"t.op"() {a = dense_resource<empty> : tensor<0xf16>, b = dense_resource<zero> : tensor<0xf16>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      empty: "0x02000000",
      zero: "0x00000000"
    }
  }
#-}

// -----

"t.op"() {a = dense_resource<r> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'r' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
      r: "0x03000000AB"
    }
  }
#-}
