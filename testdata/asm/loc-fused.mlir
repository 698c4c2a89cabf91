// RUN: gomlir-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope %s | FileCheck %s

// Fused locations are simplified as upstream's FusedLoc::get does: nested
// fused locations are flattened when their metadata is the outer one.
// CHECK: "t.a"() : () -> () loc(fused<"m">["a", "b"])
"t.a"() : () -> () loc(fused<"m">["a", fused<"m">["b"]])
// CHECK: "t.b"() : () -> () loc(fused<"m">["a", fused["b", "c"]])
"t.b"() : () -> () loc(fused<"m">["a", fused["b", "c"]])
// CHECK: "t.c"() : () -> () loc(fused["a", fused<"m">["b", "c"]])
"t.c"() : () -> () loc(fused["a", fused<"m">["b", "c"]])
// CHECK: "t.d"() : () -> () loc(fused<"m">[unknown])
"t.d"() : () -> () loc(fused<"m">[])
// CHECK: "t.e"() : () -> () loc(unknown)
"t.e"() : () -> () loc(fused[])
// The nested locations are added as they are, an unknown one included.
// CHECK: "t.f"() : () -> () loc(fused<"m">["a", unknown])
"t.f"() : () -> () loc(fused<"m">["a", fused<"m">[]])
// CHECK: "t.g"() : () -> () loc("a")
"t.g"() : () -> () loc(fused["a", unknown, fused["a"]])
