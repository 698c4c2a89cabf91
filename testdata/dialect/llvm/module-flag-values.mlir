// RUN: gomlir-opt %s > %t.g
// RUN: mlir-opt-upstream %s > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s -mlir-print-op-generic > %t.g2
// RUN: mlir-opt-upstream %s -mlir-print-op-generic > %t.u2
// RUN: diff %t.g2 %t.u2

// A bare integer value of a module flag is an i64 attribute, printed with
// its type.
module {
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4>, #llvm.mlir.module_flag<max, "x", -7 : i32>, #llvm.mlir.module_flag<warning, "s", "a,b">, #llvm.mlir.module_flag<max, "n",   12  >]
}
