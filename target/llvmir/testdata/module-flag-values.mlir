module {
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4>, #llvm.mlir.module_flag<max, "x", -7 : i32>, #llvm.mlir.module_flag<warning, "s", "a,b">, #llvm.mlir.module_flag<max, "y", 5 : i64>, #llvm.mlir.module_flag<max, "z", 5 : i8>]
}
// -----
module {
  llvm.module_flags [#llvm.mlir.module_flag<max, "big", 4294967298>, #llvm.mlir.module_flag<max, "t", true>]
}
