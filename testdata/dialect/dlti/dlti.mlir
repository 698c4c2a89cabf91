// RUN: gomlir-opt %s --split-input-file > %t.g
// RUN: mlir-opt-upstream %s --split-input-file > %t.u
// RUN: diff %t.g %t.u
// RUN: gomlir-opt %s --split-input-file --mlir-print-op-generic > %t.gg
// RUN: mlir-opt-upstream %s --split-input-file --mlir-print-op-generic > %t.ug
// RUN: diff %t.gg %t.ug
// RUN: gomlir-opt %s --split-input-file --mlir-print-debuginfo > %t.gd
// RUN: mlir-opt-upstream %s --split-input-file --mlir-print-debuginfo > %t.ud
// RUN: diff %t.gd %t.ud

// Both entry syntaxes parse; specifications print as `key = value`.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>, "dlti.endianness" = "big", i64 = dense<[32,64]> : vector<2xi64>, !llvm.ptr<3> = dense<[32, 32, 32]> : vector<3xi64>>,
    test.entry = #dlti.dl_entry<"x", 1>, test.map = #dlti.map<"a" = 1, i32 = 2, #dlti.dl_entry<"b", "c">>,
    test.empty = #dlti.map<>,
    test.system = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096 : i32>, "GPU" = #dlti.target_device_spec<"max_vector_op_width" = 64 : i32>>,
    test.fpa = #dlti.function_pointer_alignment<4, function_dependent = true>} {
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<>} {
  func.func @f() attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 128 : i64>} {
    return
  }
}
